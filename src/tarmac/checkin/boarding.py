"""Boarding passes (BCBP, and the data of the PDF) and boarding at the gate (spec 01 §4.8).
A boarding pass follows its coupon: it is issued, served and boards only while the coupon
can fly (``FLYABLE``); the gate boards only the flight it names, once its boarding is open."""

import uuid
from datetime import timedelta
from typing import Any

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from tarmac.auth.caller import Caller
from tarmac.bookings import service as bookings
from tarmac.catalog import service as catalog
from tarmac.checkin.boarding_pass import PassData
from tarmac.checkin.errors import (
    AlreadyBoarded,
    BoardingClosed,
    BoardingNotOpen,
    BoardingPassNotFound,
    BoardingPassNotIssued,
    BoardingPassOfAnotherFlight,
    BoardingPassStale,
    CheckinNotCompleted,
    CouponCannotFly,
    DangerousGoodsNotDeclared,
)
from tarmac.checkin.models import Checkin
from tarmac.checkin.schemas import BoardedOut, BoardingPassOut
from tarmac.checkin.service import (
    CLOSED_FLIGHT,
    departs_at,
    flight_and_airports,
    local_text,
    owned_checkin,
)
from tarmac.core import bcbp, clock
from tarmac.events import outbox
from tarmac.pricing import service as pricing
from tarmac.ticketing import service as ticketing

# boarding starts this long before departure (printed on the pass)
BOARDING_BEFORE = timedelta(minutes=30)


# the coupon statuses a boarding pass is issued, served and scanned for
FLYABLE = ("CHECKED_IN", "BOARDED")
IDENTITY_FIELDS = (
    "first_name",
    "middle_name",
    "last_name",
    "document_type",
    "document_number",
    "document_expiry",
)


async def _pass_parts(session: AsyncSession, checkin: Checkin) -> tuple[Any, ...]:
    booking = await bookings.current(session, checkin.booking_id)
    trip = await bookings.checkin_trip(session, booking.id)
    passenger = next(p for p in trip.passengers if p.id == checkin.passenger_id)
    segment = next(s for s in trip.segments if s.id == checkin.segment_id)
    flight, _, origin, destination = await flight_and_airports(session, checkin.flight_id)
    return booking, passenger, segment, flight, origin, destination


def _passenger_description(passenger: Any) -> str:
    """BCBP passenger description: 3 child, 4 infant, else the adult's gender (1 male,
    2 female) or 0 (adult)."""
    if passenger.passenger_type == "child":
        return "3"
    if passenger.passenger_type in ("infant", "infant_with_seat"):
        return "4"
    return {"male": "1", "female": "2"}.get(passenger.gender or "", "0")


async def _bcbp(
    session: AsyncSession,
    checkin: Checkin,
    parts: tuple[Any, ...],
    coupon: Any,
    caller: Caller,
    keys: bcbp.KeyRing,
) -> str:
    """The pass's BCBP string (version 8), signed by the airline's current key."""
    booking, passenger, segment, flight, origin, destination = parts
    ticket_number = next(
        ticket.ticket_number
        for ticket in (await ticketing.of_booking(session, booking.id)).tickets
        if ticket.id == coupon.ticket_id
    )
    family = (await pricing.fare_families_by_code(session, {segment.fare_family_code})).get(
        segment.fare_family_code
    )
    at_counter = checkin.channel == "counter"
    international = origin.country != destination.country
    data = bcbp.encode(
        bcbp.Pass(
            last_name=passenger.last_name,
            first_name=passenger.first_name,
            pnr=booking.booking_reference,
            origin=origin.iata_code,
            destination=destination.iata_code,
            flight_number=flight.flight_number,
            flight_date=flight.flight_date,
            compartment=segment.booking_class,
            seat_number=checkin.seat_number,
            sequence=checkin.sequence_number,
            ticket_number=ticket_number,
            issued_on=clock.today_at(checkin.boarding_pass_issued_at or clock.now()),
            passenger_description=_passenger_description(passenger),
            checkin_source="O" if at_counter else "W",
            issuance_source="O" if caller.kind == "staff" else "W",
            # an agent at the counter checked the travel document; online, the airport will
            document_verification=("2" if at_counter else "1") if international else "0",
            baggage_allowance=bcbp.baggage_field(family.baggage_allowance) if family else "",
            fast_track=segment.cabin in ("business", "first"),
        )
    )
    return keys.sign(data)


def _identity(passenger: Any) -> dict[str, str | None]:
    """What a boarding pass names of its passenger: a correction of any of it (spec 01 §4.7)
    makes an issued pass stale."""
    return {
        field: None if getattr(passenger, field) is None else str(getattr(passenger, field))
        for field in IDENTITY_FIELDS
    }


def pass_is_stale(checkin: Checkin, passenger: Any) -> bool:
    return checkin.boarding_pass_issued_at is not None and checkin.issued_for != _identity(
        passenger
    )


def _pass_out(checkin: Checkin, parts: tuple[Any, ...]) -> BoardingPassOut:
    booking, passenger, _, flight, origin, destination = parts
    departure = departs_at(flight)
    return BoardingPassOut(
        boarding_pass_id=checkin.boarding_pass_id,
        checkin_id=checkin.id,
        booking_reference=booking.booking_reference,
        passenger_name=f"{passenger.last_name}/{passenger.first_name}",
        flight_id=flight.id,
        flight_number=flight.flight_number,
        flight_date=flight.flight_date.isoformat(),
        origin=origin.iata_code,
        destination=destination.iata_code,
        departure_time=catalog.local_time(departure, origin),
        boarding_time=catalog.local_time(departure - BOARDING_BEFORE, origin),
        seat_number=checkin.seat_number,
        gate=flight.departure_gate,
        terminal=flight.departure_terminal,
        sequence_number=checkin.sequence_number,
        bcbp=checkin.bcbp,
        issued_at=checkin.boarding_pass_issued_at,
    )


async def _can_fly(session: AsyncSession, checkin: Checkin) -> Any:
    """The check-in's coupon, which must be able to fly (``FLYABLE``): 400
    ``CouponCannotFly`` for one refunded, exchanged, void, flown, closed or open again."""
    coupon = await ticketing.coupon_of(session, checkin.passenger_id, checkin.flight_id)
    if coupon is None or coupon.status not in FLYABLE:
        what = "has no ticket coupon" if coupon is None else f"has a {coupon.status} coupon"
        raise CouponCannotFly(
            f"The passenger {what} for this flight: a boarding pass is issued, served and "
            "boards only for a checked-in coupon"
        )
    return coupon


async def issue_boarding_pass(
    session: AsyncSession, checkin_id: uuid.UUID, caller: Caller, keys: bcbp.KeyRing
) -> BoardingPassOut:
    """The pass (needs the declaration and completion), its barcode signed with the current
    key of ``keys``; issuing again gives the same pass, unless the passenger's name or
    document was corrected since: then a new pass (a new id and barcode; the stale one no
    longer boards)."""
    checkin = await owned_checkin(session, checkin_id, caller)
    coupon = await _can_fly(session, checkin)
    if checkin.dg_declared_at is None:
        raise DangerousGoodsNotDeclared()
    if checkin.status != "completed":
        raise CheckinNotCompleted()
    parts = await _pass_parts(session, checkin)
    passenger = parts[1]
    if checkin.boarding_pass_issued_at is None or pass_is_stale(checkin, passenger):
        checkin.boarding_pass_id = uuid.uuid4()
        checkin.boarding_pass_issued_at = clock.now()
        checkin.bcbp = await _bcbp(session, checkin, parts, coupon, caller, keys)
        checkin.issued_for = _identity(passenger)
        await session.flush()
        booking = parts[0]
        await outbox.emit(
            session,
            "passenger.boarding_pass_issued",
            {
                "booking_id": booking.id,
                "passenger_id": checkin.passenger_id,
                "flight_id": checkin.flight_id,
                "checkin_id": checkin.id,
                "boarding_pass_id": checkin.boarding_pass_id,
                "key_id": keys.current,
                "issued_at": checkin.boarding_pass_issued_at,
            },
            partner_id=booking.partner_id,
            booking_id=booking.id,
        )
    return _pass_out(checkin, parts)


async def boarding_pass_data(
    session: AsyncSession, checkin_id: uuid.UUID, caller: Caller
) -> PassData:
    checkin = await owned_checkin(session, checkin_id, caller)
    await _can_fly(session, checkin)
    if checkin.boarding_pass_issued_at is None or checkin.bcbp is None:
        raise BoardingPassNotIssued()
    parts = await _pass_parts(session, checkin)
    booking, passenger, segment, flight, origin, destination = parts
    departure = departs_at(flight)
    stale = pass_is_stale(checkin, passenger)
    named = checkin.issued_for if stale and checkin.issued_for else None
    return PassData(
        passenger_name=(
            f"{named['last_name']}/{named['first_name']}"
            if named
            else f"{passenger.last_name}/{passenger.first_name}"
        ),
        stale=stale,
        booking_reference=booking.booking_reference,
        flight_number=flight.flight_number,
        origin=origin.iata_code,
        origin_city=origin.city,
        destination=destination.iata_code,
        destination_city=destination.city,
        date=flight.flight_date.isoformat(),
        departure_time=catalog.local_time(departure, origin).strftime("%H:%M"),
        boarding_time=catalog.local_time(departure - BOARDING_BEFORE, origin).strftime("%H:%M"),
        seat=checkin.seat_number or "INF",
        gate=flight.departure_gate or "-",
        terminal=flight.departure_terminal or "-",
        sequence=checkin.sequence_number,
        cabin=segment.cabin,
        bcbp=checkin.bcbp,
        language=booking.language,
    )


def _named(flight: Any) -> str:
    return f"{flight.flight_number} of {flight.flight_date.isoformat()}"


def _boarding_open(flight: Any, origin: Any) -> None:
    """Boarding is open once the back office opened it (``boarding``) or, for a flight it
    did not operate, from the boarding time printed on the pass; it closes with the gate,
    the departure (its time counts, as for every flight operation) or a cancellation."""
    departure = departs_at(flight)
    now = clock.now()
    if flight.status in CLOSED_FLIGHT:
        raise BoardingClosed(f"Flight {_named(flight)} is {flight.status}: boarding is closed")
    if now >= departure:
        raise BoardingClosed(
            f"Flight {_named(flight)} counts as departed (its departure time "
            f"{local_text(departure, origin)} local time has passed): boarding is closed"
        )
    opens = departure - BOARDING_BEFORE
    if flight.status != "boarding" and now < opens:
        raise BoardingNotOpen(
            f"Boarding of flight {_named(flight)} opens at {local_text(opens, origin)} local time "
            f"({origin.timezone}), or earlier when the back office opens it"
        )


async def board(
    session: AsyncSession,
    caller: Caller,
    *,
    flight_id: uuid.UUID,
    code: str | None,
    boarding_pass_id: uuid.UUID | None,
    gate: str | None,
) -> BoardedOut:
    """Board the passenger of a scanned pass on the flight the gate boards (``flight_id``),
    once: a second scan is 409 ``AlreadyBoarded`` (the check-in row is locked, so of two
    scans at once one boards). A pass for another flight, a flight whose boarding is not
    open or is closed, and a coupon that cannot fly are refused."""
    flight, _, origin, _ = await flight_and_airports(session, flight_id)
    statement = select(Checkin).with_for_update().execution_options(populate_existing=True)
    if code is not None:
        statement = statement.where(Checkin.bcbp == code.rstrip("\r\n"))
    else:
        statement = statement.where(Checkin.boarding_pass_id == boarding_pass_id)
    checkin = await session.scalar(statement)
    if checkin is None:
        raise BoardingPassNotFound()
    if checkin.flight_id != flight.id:
        issued_for, _, _, _ = await flight_and_airports(session, checkin.flight_id)
        raise BoardingPassOfAnotherFlight(
            f"This boarding pass is for flight {_named(issued_for)}, not {_named(flight)} "
            "being boarded"
        )
    if checkin.boarded_at is not None:
        raise AlreadyBoarded(
            f"The passenger boarded at {checkin.boarded_at.isoformat()} "
            f"(gate {checkin.boarded_gate or '-'})"
        )
    _boarding_open(flight, origin)
    coupon = await _can_fly(session, checkin)
    if pass_is_stale(checkin, (await _pass_parts(session, checkin))[1]):
        raise BoardingPassStale()
    await ticketing.move(
        session, [coupon.id], "BOARDED", actor=bookings.actor(caller), reason="boarded at the gate"
    )
    now = clock.now()
    checkin.boarded_at = now
    checkin.boarded_gate = gate or flight.departure_gate
    await session.flush()
    booking = await bookings.current(session, checkin.booking_id)
    await outbox.emit(
        session,
        "passenger.boarded",
        {
            "booking_id": checkin.booking_id,
            "passenger_id": checkin.passenger_id,
            "flight_id": checkin.flight_id,
            "gate": checkin.boarded_gate,
            "boarded_at": now,
        },
        partner_id=booking.partner_id,
        booking_id=checkin.booking_id,
    )
    return BoardedOut(
        checkin_id=checkin.id,
        booking_id=checkin.booking_id,
        passenger_id=checkin.passenger_id,
        flight_id=checkin.flight_id,
        seat_number=checkin.seat_number,
        gate=checkin.boarded_gate,
        boarded_at=now,
    )
