"""Check-in (spec 01 §4.8): seat maps, check-ins of a booking's passengers, the
dangerous-goods declaration, completion, boarding passes (BCBP) and boarding at the gate.

- A check-in locks its booking first (``bookings.current(..., for_update=True)``), so the
  passengers of one booking check in one at a time; a seat is taken in ``inventory``'s
  ``seat_assignments`` (``INSERT ... ON CONFLICT``: one booking per seat of a flight) and
  the ``checkins`` table has one passenger per seat and one check-in per passenger and
  flight (unique indexes): two requests for one seat, one wins, the other 409.
- Coupons move only through ``ticketing.service``: ``OPEN`` -> ``CHECKED_IN`` at check-in,
  ``CHECKED_IN`` -> ``BOARDED`` at the gate; the flight's arrival flies or closes them.
- A boarding pass follows its coupon: it is issued, served and boards only while the coupon
  can fly (``FLYABLE``). The gate boards only the flight it names, once its boarding is open:
  the back office opened it (flight ``boarding``), or the boarding time printed on the pass
  has come; never at or after the departure time, nor on a flight whose gate closed, that
  left or was cancelled.
- Events ``passenger.checked_in`` and ``passenger.boarded`` go to the outbox in the
  transaction of the change.

This module checks passengers in (and holds what its siblings share: the flight, its
departure, the check-in of a caller); ``seat_maps``, ``boarding`` (boarding passes and
the gate) and ``staff_lists`` are the rest of the room."""

import uuid
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Any, cast

from sqlalchemy import select
from sqlalchemy.dialects.postgresql import insert as pg_insert
from sqlalchemy.ext.asyncio import AsyncSession

from tarmac.auth.caller import Caller
from tarmac.bookings import service as bookings
from tarmac.catalog import service as catalog
from tarmac.checkin.errors import (
    AlreadyBoarded,
    AlreadyCheckedIn,
    BookingNotCheckable,
    CheckinClosed,
    CheckinNotFound,
    CheckinNotOpen,
    CheckinOfAnotherBooking,
    DeclarationNotConfirmed,
    ExitRowNotAllowed,
    FlightNotFound,
    FlightNotInBooking,
    LapInfantHasNoSeat,
    NoSeatLeft,
    NotTicketed,
    PassengerNotInBooking,
    SeatNeedsPayment,
    SeatTaken,
    SpecialRequestNotAllowed,
)
from tarmac.checkin.models import Checkin, CheckinSequence
from tarmac.checkin.schemas import CheckinOut
from tarmac.core import clock
from tarmac.events import outbox
from tarmac.inventory import service as inventory
from tarmac.inventory.errors import SeatTaken as InventorySeatTaken
from tarmac.pricing import service as pricing
from tarmac.settings import service as settings
from tarmac.ticketing import service as ticketing

CHILDREN = ("child", "infant_with_seat")
CLOSED_FLIGHT = ("departed", "arrived", "cancelled", "gate_closed")


def departs_at(flight: Any) -> datetime:
    return cast(datetime, flight.scheduled_departure + timedelta(minutes=flight.delay_minutes or 0))


async def flight_and_airports(
    session: AsyncSession, flight_id: uuid.UUID
) -> tuple[Any, Any, Any, Any]:
    found = (await catalog.flights_with_airports(session, [flight_id])).get(flight_id)
    if found is None:
        raise FlightNotFound()
    return found


# --- check-in ---------------------------------------------------------------------------------


@dataclass
class _Context:
    booking: Any
    trip: Any
    segment: Any
    passenger: Any
    flight: Any
    origin: Any
    destination: Any


def local_text(moment: datetime, airport: Any) -> str:
    return catalog.local_time(moment, airport).strftime("%Y-%m-%d %H:%M")


async def _check_window(session: AsyncSession, ctx: _Context, caller: Caller) -> None:
    """Online (self-service) or counter (staff: counter, kiosk, agent) window of spec 01
    §4.8; outside it 400 giving the local time at the departure airport."""
    rules = await settings.get(session)
    if caller.kind == "staff":
        kind = "Counter check-in"
        opens_before = timedelta(hours=rules.checkin_counter_opens_hours)
        closes_before = timedelta(minutes=rules.checkin_counter_closes_minutes)
    else:
        kind = "Online check-in"
        opens_before = timedelta(hours=rules.checkin_online_opens_hours)
        closes_before = timedelta(minutes=rules.checkin_online_closes_minutes)
    departure = departs_at(ctx.flight)
    opens, closes = departure - opens_before, departure - closes_before
    now = clock.now()
    zone = ctx.origin.timezone
    where = f"flight {ctx.flight.flight_number} from {ctx.origin.iata_code}"
    if ctx.flight.status in CLOSED_FLIGHT or now >= closes:
        raise CheckinClosed(
            f"{kind} for {where} closed at {local_text(closes, ctx.origin)} local time ({zone})"
        )
    if now < opens:
        hours = (opens - now).total_seconds() / 3600
        raise CheckinNotOpen(
            f"{kind} for {where} opens at {local_text(opens, ctx.origin)} local time ({zone}), "
            f"in {hours:.1f} hours"
        )


def _checkable(booking: Any) -> None:
    # confirmed: its tickets are issued, paid or ticketed on account (an agency's credit)
    if booking.status != "confirmed" or booking.payment_status not in ("paid", "unpaid"):
        raise BookingNotCheckable(
            f"Only a confirmed, paid booking can check in; this one is {booking.status} "
            f"({booking.payment_status})"
        )


async def _context(
    session: AsyncSession, booking_id: uuid.UUID, passenger_id: uuid.UUID, flight_id: uuid.UUID
) -> _Context:
    booking = await bookings.current(session, booking_id, for_update=True)
    trip = await bookings.checkin_trip(session, booking.id)
    segment = next((s for s in trip.segments if s.flight_id == flight_id), None)
    if segment is None:
        await flight_and_airports(session, flight_id)
        raise FlightNotInBooking()
    passenger = next((p for p in trip.passengers if p.id == passenger_id), None)
    if passenger is None:
        raise PassengerNotInBooking()
    flight, _, origin, destination = await flight_and_airports(session, flight_id)
    return _Context(booking, trip, segment, passenger, flight, origin, destination)


def _carries_infant(ctx: _Context) -> bool:
    """The first adults of a booking, one per lap infant, hold the infants."""
    infants = sum(1 for p in ctx.trip.passengers if p.passenger_type == "infant")
    adults = [p.id for p in ctx.trip.passengers if p.passenger_type == "adult"]
    return ctx.passenger.id in adults[:infants]


def _avoids_exit(ctx: _Context) -> bool:
    return ctx.passenger.passenger_type in CHILDREN or _carries_infant(ctx)


async def _layout(session: AsyncSession, flight: Any) -> catalog.SeatLayout:
    layouts = await catalog.aircraft_layouts(session, [flight.aircraft_id])
    return catalog.SeatLayout.model_validate(layouts[flight.aircraft_id])


async def _others_seats(session: AsyncSession, ctx: _Context) -> dict[str, int]:
    """Seats of the booking's other passengers on the flight (bought or checked in) with
    their rows."""
    seats = {
        s.seat_number
        for s in ctx.trip.seats
        if s.flight_id == ctx.flight.id and s.passenger_id != ctx.passenger.id
    }
    checked = await session.scalars(
        select(Checkin.seat_number).where(
            Checkin.booking_id == ctx.booking.id,
            Checkin.flight_id == ctx.flight.id,
            Checkin.passenger_id != ctx.passenger.id,
            Checkin.seat_number.is_not(None),
        )
    )
    seats |= set(checked)
    return {number: int(number[:-1]) for number in seats}


def _bought(ctx: _Context) -> str | None:
    return next(
        (
            s.seat_number
            for s in ctx.trip.seats
            if s.flight_id == ctx.flight.id and s.passenger_id == ctx.passenger.id
        ),
        None,
    )


async def _choose_seat(
    session: AsyncSession,
    ctx: _Context,
    caller: Caller,
    wanted: str | None,
    current: str | None,
) -> str | None:
    """The seat the passenger gets (checked, not yet taken): ``wanted``, else the one held
    now (``current``) or bought, else one assigned; None for a lap infant. A seat chosen
    here is free whatever its zone, unless the airline charges it (``SeatNeedsPayment``)."""
    if ctx.passenger.passenger_type == "infant":
        if wanted is not None:
            raise LapInfantHasNoSeat()
        return None
    layout = await _layout(session, ctx.flight)
    seats = {s.number: s for s in layout.seats()}
    exit_rows = set(layout.exit_rows)
    others = await _others_seats(session, ctx)
    bought = _bought(ctx)
    if wanted is None:
        wanted = current or bought
    if wanted is None:
        return await _auto_seat(session, ctx, layout, exit_rows, others)
    seat = seats.get(wanted)
    if seat is None or seat.cabin != ctx.segment.cabin:
        raise pricing.SeatNotInCabin(
            f"Seat {wanted} is not a seat of the {ctx.segment.cabin} cabin of this aircraft"
        )
    if seat.row in exit_rows and _avoids_exit(ctx):
        raise ExitRowNotAllowed(
            f"Seat {wanted} is in an exit row: a child or an adult with an infant sits elsewhere"
        )
    if wanted in others:
        raise SeatTaken(f"Seat {wanted} is taken")
    if (
        wanted not in (current, bought)
        and caller.kind != "staff"
        and (await settings.get(session)).checkin_seat_fee_charged
    ):
        price = await pricing.seat_price(
            session, ctx.segment.fare_rule_id, layout.model_dump(), wanted, ctx.segment.cabin
        )
        if price.fee > 0:
            raise SeatNeedsPayment(
                f"Seat {wanted} ({price.zone_name}) costs {price.fee} {price.currency}: "
                "buy it with the booking or choose a seat without a fee"
            )
    return wanted


async def _auto_seat(
    session: AsyncSession,
    ctx: _Context,
    layout: catalog.SeatLayout,
    exit_rows: set[int],
    others: dict[str, int],
) -> str:
    """A free seat of the passenger's cabin: next to the booking's other passengers where
    possible (nearest row, then the plain zone), never an exit row for a child or an adult
    with a lap infant."""
    occupied = await inventory.occupied_seats(session, ctx.flight.id, clock.now())
    avoid_exit = _avoids_exit(ctx)
    rows = list(others.values())
    candidates = [
        s
        for s in layout.seats()
        if s.cabin == ctx.segment.cabin
        and s.number not in occupied
        and not (avoid_exit and s.row in exit_rows)
    ]
    if not candidates:
        raise NoSeatLeft(f"No free seat is left in the {ctx.segment.cabin} cabin")

    def nearness(seat: Any) -> tuple[Any, ...]:
        distance = min((abs(seat.row - r) for r in rows), default=0)
        return (distance, seat.zone != "STD", seat.row, seat.column)

    return min(candidates, key=nearness).number


async def _take(session: AsyncSession, ctx: _Context, seat: str | None, old: str | None) -> None:
    if seat is None or seat == old:
        return
    try:
        await inventory.hold_seat(
            session, ctx.flight.id, seat, ctx.booking.id, until=None, now=clock.now()
        )
    except InventorySeatTaken as exc:
        raise SeatTaken(f"Seat {seat} is taken") from exc
    if old is not None:
        await inventory.release_seat(session, ctx.flight.id, old, ctx.booking.id)


async def _next_sequence(session: AsyncSession, flight_id: uuid.UUID) -> int:
    statement = (
        pg_insert(CheckinSequence)
        .values(flight_id=flight_id, last=1)
        .on_conflict_do_update(
            index_elements=["flight_id"], set_={"last": CheckinSequence.__table__.c.last + 1}
        )
        .returning(CheckinSequence.__table__.c.last)
    )
    return cast(int, (await session.execute(statement)).scalar_one())


def checkin_out(checkin: Checkin) -> CheckinOut:
    return CheckinOut(
        checkin_id=checkin.id,
        id=checkin.id,
        booking_id=checkin.booking_id,
        passenger_id=checkin.passenger_id,
        flight_id=checkin.flight_id,
        status=checkin.status,
        seat_number=checkin.seat_number,
        boarding_pass_issued=checkin.boarding_pass_issued_at is not None,
        dangerous_goods_declared=checkin.dg_declared_at is not None,
        sequence_number=checkin.sequence_number,
        special_requests=checkin.special_requests,
        boarded=checkin.boarded_at is not None,
    )


async def create(
    session: AsyncSession,
    caller: Caller,
    *,
    booking_id: uuid.UUID,
    passenger_id: uuid.UUID,
    flight_id: uuid.UUID,
    seat_number: str | None,
    special_requests: str | None,
) -> Checkin:
    if caller.kind == "guest" and caller.booking_id != booking_id:
        raise CheckinOfAnotherBooking()
    ctx = await _context(session, booking_id, passenger_id, flight_id)
    _checkable(ctx.booking)
    await _check_window(session, ctx, caller)
    if special_requests is not None:
        rule = await pricing.fare_rule(session, ctx.segment.fare_rule_id)
        if special_requests not in (rule.allowed_ssr_codes or []):
            raise SpecialRequestNotAllowed(
                f"The fare allows the special requests {sorted(rule.allowed_ssr_codes or [])}, "
                f"not {special_requests}"
            )
    existing = await session.scalar(
        select(Checkin.id).where(
            Checkin.flight_id == flight_id, Checkin.passenger_id == passenger_id
        )
    )
    if existing is not None:
        raise AlreadyCheckedIn()
    coupon = await ticketing.coupon_of(session, passenger_id, flight_id)
    if coupon is None or coupon.status != "OPEN":
        if coupon is not None and coupon.status in ("CHECKED_IN", "BOARDED"):
            raise AlreadyCheckedIn()
        raise NotTicketed(
            "The passenger has no open ticket coupon for this flight"
            + (f" (it is {coupon.status})" if coupon is not None else "")
        )
    bought = _bought(ctx)
    seat = await _choose_seat(session, ctx, caller, seat_number, None)
    await _take(session, ctx, seat, bought)
    checkin = Checkin(
        booking_id=booking_id,
        passenger_id=passenger_id,
        segment_id=ctx.segment.id,
        flight_id=flight_id,
        status="in_progress",
        channel="counter" if caller.kind == "staff" else "online",
        seat_number=seat,
        special_requests=special_requests,
        sequence_number=await _next_sequence(session, flight_id),
    )
    session.add(checkin)
    await session.flush()
    await ticketing.move(
        session, [coupon.id], "CHECKED_IN", actor=bookings.actor(caller), reason="checked in"
    )
    await outbox.emit(
        session,
        "passenger.checked_in",
        {
            "booking_id": booking_id,
            "passenger_id": passenger_id,
            "flight_id": flight_id,
            "checkin_id": checkin.id,
            "seat": seat,
            "terminal": ctx.flight.departure_terminal,
        },
        partner_id=ctx.booking.partner_id,
        booking_id=booking_id,
    )
    return checkin


async def of_booking(
    session: AsyncSession, booking_id: uuid.UUID, caller: Caller
) -> list[CheckinOut]:
    """The booking's check-ins, so that a traveller coming back finds theirs."""
    if caller.kind == "guest" and caller.booking_id != booking_id:
        raise CheckinOfAnotherBooking()
    await bookings.current(session, booking_id)
    found = await session.scalars(
        select(Checkin)
        .where(Checkin.booking_id == booking_id)
        .order_by(Checkin.flight_id, Checkin.sequence_number)
    )
    return [checkin_out(checkin) for checkin in found]


async def owned_checkin(session: AsyncSession, checkin_id: uuid.UUID, caller: Caller) -> Checkin:
    """The check-in, locked (its booking first), for the caller: its magic link or staff."""
    found = await session.scalar(select(Checkin.booking_id).where(Checkin.id == checkin_id))
    if found is None:
        raise CheckinNotFound()
    if caller.kind == "guest" and caller.booking_id != found:
        raise CheckinOfAnotherBooking()
    await bookings.current(session, found, for_update=True)
    checkin = await session.scalar(
        select(Checkin)
        .where(Checkin.id == checkin_id)
        .with_for_update()
        .execution_options(populate_existing=True)
    )
    if checkin is None:
        raise CheckinNotFound()
    return checkin


async def change_seat(
    session: AsyncSession, checkin_id: uuid.UUID, caller: Caller, seat_number: str | None
) -> Checkin:
    """Another seat (auto-assigned when none is named); a boarding pass already issued is
    withdrawn: a new one carries the new seat."""
    checkin = await owned_checkin(session, checkin_id, caller)
    if checkin.boarded_at is not None:
        raise AlreadyBoarded()
    ctx = await _context(session, checkin.booking_id, checkin.passenger_id, checkin.flight_id)
    _checkable(ctx.booking)
    await _check_window(session, ctx, caller)
    if seat_number is None and checkin.seat_number is not None:
        # an automatic new seat: the current one is not offered again
        seat = await _choose_seat(session, ctx, caller, None, None)
    else:
        seat = await _choose_seat(session, ctx, caller, seat_number, checkin.seat_number)
    if seat == checkin.seat_number:
        return checkin
    await _take(session, ctx, seat, checkin.seat_number)
    checkin.seat_number = seat
    checkin.boarding_pass_issued_at = None
    checkin.boarding_pass_id = None
    checkin.bcbp = None
    await session.flush()
    return checkin


async def declare(
    session: AsyncSession, checkin_id: uuid.UUID, caller: Caller, confirmed: bool
) -> Checkin:
    if not confirmed:
        raise DeclarationNotConfirmed()
    checkin = await owned_checkin(session, checkin_id, caller)
    if checkin.dg_declared_at is None:
        checkin.dg_declared_at = clock.now()
        await session.flush()
    return checkin


async def complete(session: AsyncSession, checkin_id: uuid.UUID, caller: Caller) -> Checkin:
    """``in_progress`` -> ``completed`` (a completed one stays as it is)."""
    checkin = await owned_checkin(session, checkin_id, caller)
    if checkin.status != "completed":
        checkin.status = "completed"
        checkin.completed_at = clock.now()
        await session.flush()
    return checkin
