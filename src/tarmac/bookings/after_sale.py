"""Services and seats added to a sold booking (``POST /api/v1/bookings/{id}/extras``): the
booking's side of the purchase, by the rules of the sale (``bookings.extras``).

``add_after_sale`` checks the booking (confirmed and paid: a pending one adds them by a new quote or
pays first, 400 ``extras_before_payment``; cancelled, expired or completed 400
``booking_final``), each passenger and segment named (422), the flight (not departed nor
cancelled, 400 ``extras_flight_closed``) and the passenger's coupon on it (``OPEN``: not
checked in, flown, closed, refunded or exchanged, 400 ``extras_coupon_not_open``), then adds,
as a sale does:

- services: SSR codes on the segment's flight, checked and priced by the same code as a
  booking's special requests (``pricing.price_special_requests_on``: unknown or restricted
  for the fare family 422, too close to departure 400, ``max_per_flight`` counted with the
  requests already sold under the same advisory lock, 409), in the booking's currency; a
  ``special_request`` item of the passenger on that flight;
- seats: the seat's zone fee under the segment's fare rule (``pricing.seat_fee``: seat
  selection not allowed by the fare, a seat outside the cabin or with no zone price 422), the
  seat taken for good for the booking through inventory (``INSERT ... ON CONFLICT`` on
  ``seat_assignments``: 409 ``seat_taken`` when another holds it, so two buyers never get one
  seat); a lap infant takes none (422), a passenger with a seat on that flight already 409
  ``seat_already_chosen`` (a seat is added, not changed).

The booking's ``total_amount`` grows by what was added and ``pricing[AFTER_SALE]`` keeps that
part (the tickets do not hold it: the EMDs do), with a history line ``extras_added``. The
money side (the wallet, the sale items, the EMDs) is the caller's (``payments.extras``):
bookings never calls payments.
"""

import uuid
from collections import Counter
from dataclasses import dataclass
from datetime import datetime, timedelta
from decimal import Decimal

from tarmac.auth.caller import Caller
from tarmac.bookings import extras
from tarmac.bookings.errors import (
    BookingIsFinal,
    DuplicateSeat,
    ExtrasBeforePayment,
    ExtrasCouponNotOpen,
    ExtrasFlightClosed,
    ExtrasUnknownPassenger,
    ExtrasUnknownSegment,
    InfantWithSeat,
    SeatAlreadyChosen,
)
from tarmac.bookings.lifecycle import DEPARTED
from tarmac.bookings.models import BookingItem, BookingSeat, BookingSegment
from tarmac.bookings.records import write_history
from tarmac.bookings.schemas import ExtrasIn
from tarmac.bookings.views import AFTER_SALE, BookingView, after_sale
from tarmac.catalog import service as catalog
from tarmac.core import clock
from tarmac.core.money import ZERO, fmt
from tarmac.inventory import service as inventory
from tarmac.pricing import service as pricing

CLOSED_FLIGHT = DEPARTED | {"cancelled"}


@dataclass(frozen=True)
class Added:
    """One service or seat added: its sale item's kind (``ancillary``, ``seat``), code, name
    and price, for a passenger on a segment."""

    kind: str
    code: str | None
    name: str
    amount: Decimal
    passenger_id: uuid.UUID
    segment_id: uuid.UUID
    flight_id: uuid.UUID


def _check_booking(view: BookingView) -> None:
    booking = view.booking
    if booking.status == "pending" or booking.payment_status == "unpaid":
        raise ExtrasBeforePayment()
    if booking.status != "confirmed" or booking.payment_status != "paid":
        raise BookingIsFinal(
            f"The booking is {booking.status} ({booking.payment_status.replace('_', ' ')}): "
            "services and seats are added to a confirmed, paid booking only"
        )


class _Where:
    """The passengers, segments and coupons of the booking, and the checks of each place
    something is added to."""

    def __init__(self, view: BookingView, now: datetime) -> None:
        self.view = view
        self.now = now
        self.passengers = {p.id: p for p in view.passengers}
        self.segments = {s.id: s for s in view.segments}
        self.coupons = {(c.passenger_id, c.segment_id): c for c in view.tickets.all_coupons}

    def place(
        self, where: str, passenger_id: uuid.UUID, segment_id: uuid.UUID | None
    ) -> BookingSegment:
        if passenger_id not in self.passengers:
            raise ExtrasUnknownPassenger(
                f"{where}.passenger_id: {passenger_id} is not a passenger of booking "
                f"{self.view.booking.booking_reference}"
            )
        segment = self.view.segments[0] if segment_id is None else self.segments.get(segment_id)
        if segment is None:
            raise ExtrasUnknownSegment(
                f"{where}.segment_id: {segment_id} is not a segment of booking "
                f"{self.view.booking.booking_reference}"
            )
        flight = self.view.flights[segment.flight_id][0]
        departs = flight.scheduled_departure + timedelta(minutes=flight.delay_minutes or 0)
        if flight.status in CLOSED_FLIGHT or departs <= self.now:
            raise ExtrasFlightClosed(
                f"{where}: flight {flight.flight_number} is "
                f"{flight.status.replace('_', ' ') if flight.status in CLOSED_FLIGHT else 'gone'}"
                ": nothing can be added to it"
            )
        coupon = self.coupons.get((passenger_id, segment.id))
        if coupon is None or coupon.status != "OPEN":
            raise ExtrasCouponNotOpen(
                f"{where}: the passenger's coupon on flight {flight.flight_number} is "
                f"{coupon.status if coupon is not None else 'missing'}: nothing can be added "
                "to it"
            )
        return segment


async def add_after_sale(session, view: BookingView, body: ExtrasIn, caller: Caller) -> list[Added]:
    """Add ``body``'s services and seats to the booking of ``view`` (locked by the caller):
    the rows, the total, the history line; what was added, with its price."""
    _check_booking(view)
    now = clock.now()
    where = _Where(view, now)
    booking = view.booking
    added: list[Added] = []
    rows: list[BookingItem | BookingSeat] = []
    by_flight: dict[uuid.UUID, list[tuple[uuid.UUID, BookingSegment, str]]] = {}
    for index, service in enumerate(body.services):
        segment = where.place(f"services[{index}]", service.passenger_id, service.segment_id)
        by_flight.setdefault(segment.flight_id, []).append(
            (service.passenger_id, segment, service.code.upper())
        )
    for flight_id, wanted in sorted(by_flight.items(), key=lambda pair: str(pair[0])):
        codes = [code for _p, _s, code in wanted]
        sold = await extras.sold_requests(session, flight_id, codes)
        segment = wanted[0][1]
        priced = await pricing.price_special_requests_on(
            session, flight_id, segment.fare_family_code, booking.currency, codes, sold, now
        )
        for (passenger_id, segment, _code), request in zip(wanted, priced, strict=True):
            rows.append(
                BookingItem(
                    booking_id=booking.id,
                    kind="special_request",
                    code=request.code,
                    name=request.name,
                    amount=request.amount,
                    passenger_id=passenger_id,
                    flight_id=flight_id,
                )
            )
            added.append(
                Added(
                    "ancillary",
                    request.code,
                    request.name,
                    request.amount,
                    passenger_id,
                    segment.id,
                    flight_id,
                )
            )
    seats = await _seats(session, view, where, body, now)
    for seat in seats:
        rows.append(seat)
        added.append(
            Added(
                "seat",
                None,
                f"Seat {seat.seat_number}",
                seat.seat_fee,
                seat.passenger_id,
                seat.segment_id,
                seat.flight_id,
            )
        )
    session.add_all(rows)
    amount = sum((a.amount for a in added), ZERO)
    booking.total_amount = booking.total_amount + amount
    booking.pricing = {**booking.pricing, AFTER_SALE: fmt(after_sale(booking.pricing) + amount)}
    booking.updated_at = now
    write_history(
        session,
        booking,
        "extras_added",
        booking.status,
        booking.status,
        caller,
        amount=fmt(amount),
        currency=booking.currency,
        services=[
            {"passenger_id": str(a.passenger_id), "code": a.code, "amount": fmt(a.amount)}
            for a in added
            if a.kind == "ancillary"
        ],
        seats=[
            {
                "passenger_id": str(s.passenger_id),
                "seat_number": s.seat_number,
                "fee": fmt(s.seat_fee),
            }
            for s in seats
        ],
    )
    await session.flush()
    return added


async def _seats(
    session, view: BookingView, where: _Where, body: ExtrasIn, now: datetime
) -> list[BookingSeat]:
    booking = view.booking
    placed = [
        (index, seat, where.place(f"seats[{index}]", seat.passenger_id, seat.segment_id))
        for index, seat in enumerate(body.seats)
    ]
    twice = [
        key
        for key, n in Counter((s.flight_id, seat.seat_number) for _i, seat, s in placed).items()
        if n > 1
    ]
    if twice:
        raise DuplicateSeat(f"A seat is asked for twice: {', '.join(n for _f, n in twice)}")
    has_seat = {(s.passenger_id, s.segment_id) for s in view.seats}
    mine = {(s.flight_id, s.seat_number) for s in view.seats}
    layouts: dict[uuid.UUID, dict] = {}
    rows: list[BookingSeat] = []
    for index, seat, segment in placed:
        passenger = where.passengers[seat.passenger_id]
        at = f"seats[{index}]"
        if passenger.passenger_type == "infant":
            raise InfantWithSeat(
                f"{at}: an infant sits on a lap and takes no seat (an infant with a seat of "
                "its own is quoted as infant_with_seat, INS)"
            )
        if (passenger.id, segment.id) in has_seat or any(
            r.passenger_id == passenger.id and r.segment_id == segment.id for r in rows
        ):
            raise SeatAlreadyChosen(
                f"{at}: {passenger.first_name} {passenger.last_name} already has a seat on "
                "this flight: a seat is added, not changed, after the sale"
            )
        if (segment.flight_id, seat.seat_number) in mine:
            raise inventory.SeatTaken(seat.seat_number)
        if segment.flight_id not in layouts:
            flight = where.view.flights[segment.flight_id][0]
            layouts[segment.flight_id] = (
                await catalog.aircraft_layouts(session, [flight.aircraft_id])
            )[flight.aircraft_id]
        price, fee = await pricing.seat_fee(
            session,
            segment.fare_rule_id,
            layouts[segment.flight_id],
            seat.seat_number,
            segment.cabin,
            booking.currency,
            clock.today_at(now),
        )
        # taken for good (the booking is sold): 409 when another booking holds it
        await inventory.hold_seat(
            session, segment.flight_id, seat.seat_number, booking.id, until=None, now=now
        )
        rows.append(
            BookingSeat(
                id=uuid.uuid4(),
                booking_id=booking.id,
                passenger_id=passenger.id,
                segment_id=segment.id,
                flight_id=segment.flight_id,
                seat_number=seat.seat_number,
                zone=price.zone_code,
                seat_fee=fee,
                created_at=now,
                updated_at=now,
            )
        )
    return rows
