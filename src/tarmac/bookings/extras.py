"""What a booking adds to its quote (spec 01 §4.5 rules 4 and 6, §2.5): seats, offers and
special requests. Each returns the rows it added and what they add to ``total_amount``.

- Seats: a passenger's ``seat_number`` is a seat of the first flight, in the passenger's
  cabin, allowed by the passenger's fare rule (422 otherwise); its zone fee, converted to
  the booking's currency, is added. Lap infants take none (422 with a seat); an infant
  with a seat of its own (INS) chooses one like any passenger. The seat is held
  for the booking while it is pending (``inventory.hold_seat``; 409 when taken or held by
  another), taken for good at confirmation, freed when it is cancelled or expires.
- Offers (rule 6): the quote's are recorded as they were priced (already in its ``net``);
  the units of the body's offers beyond what the quote priced (a code it did not price, or
  a larger ``qty``) are checked and priced as special requests and added, so nothing is
  dropped and nothing counted twice.
- Special requests: SSR codes for the first flight, checked by the SSR rules with the
  requests that flight already sold counted against ``max_per_flight``; the count and the
  new requests are serialised per flight and code by a transaction-level advisory lock.
"""

import uuid
from collections import Counter
from collections.abc import Sequence
from datetime import datetime
from decimal import Decimal

from sqlalchemy import func, select, text
from sqlalchemy.ext.asyncio import AsyncSession

from tarmac.bookings.errors import DuplicateSeat, InfantWithSeat
from tarmac.bookings.models import (
    Booking,
    BookingItem,
    BookingPassenger,
    BookingSeat,
    BookingSegment,
)
from tarmac.bookings.schemas import BookingCreate
from tarmac.catalog import service as catalog
from tarmac.core import clock
from tarmac.inventory import service as inventory
from tarmac.pricing import service as pricing

LIVE = ("pending", "confirmed", "completed")


def _fare_rule_of(leg: pricing.QuotedLeg, passenger_type: str) -> uuid.UUID:
    for fare in leg.passengers:
        if fare.passenger_type == passenger_type and fare.fare_rule_id:
            return fare.fare_rule_id
    return leg.fare_rule_id


async def seats(
    session: AsyncSession,
    booking: Booking,
    quote: pricing.QuoteForBooking,
    segment: BookingSegment,
    travellers: Sequence[BookingPassenger],
    body: BookingCreate,
    now: datetime,
) -> tuple[list[BookingSeat], Decimal]:
    wanted = [
        (traveller, sent.seat_number)
        for traveller, sent in zip(travellers, body.passengers, strict=True)
        if sent.seat_number is not None
    ]
    if not wanted:
        return [], Decimal(0)
    numbers = [number for _, number in wanted]
    if len(set(numbers)) != len(numbers):
        raise DuplicateSeat(f"A seat is asked for twice: {', '.join(sorted(numbers))}")
    flight = (await catalog.flights_with_airports(session, [segment.flight_id]))[segment.flight_id][
        0
    ]
    layout = (await catalog.aircraft_layouts(session, [flight.aircraft_id]))[flight.aircraft_id]
    rows: list[BookingSeat] = []
    total = Decimal(0)
    for traveller, number in wanted:
        if traveller.passenger_type == "infant":
            raise InfantWithSeat(
                f"passengers[{traveller.position}]: an infant sits on a lap and takes no seat "
                "(an infant with a seat of its own is quoted as infant_with_seat, INS)"
            )
        price, fee = await pricing.seat_fee(
            session,
            _fare_rule_of(quote.legs[0], traveller.passenger_type),
            layout,
            number,
            segment.cabin,
            booking.currency,
            clock.today_at(now),
        )
        await inventory.hold_seat(
            session, segment.flight_id, number, booking.id, until=booking.expiry_date, now=now
        )
        rows.append(
            BookingSeat(
                booking_id=booking.id,
                passenger_id=traveller.id,
                segment_id=segment.id,
                flight_id=segment.flight_id,
                seat_number=number,
                zone=price.zone_code,
                seat_fee=fee,
            )
        )
        total += fee
    session.add_all(rows)
    return rows, total


async def sold_requests(
    session: AsyncSession, flight_id: uuid.UUID | None, codes: Sequence[str]
) -> dict[str, int]:
    """The special requests of ``codes`` the flight's live bookings hold, counted under a
    transaction-level advisory lock per flight and code (held until the commit, so two sales
    of the last one run one after the other)."""
    for code in sorted(set(codes)):
        await session.execute(
            text("SELECT pg_advisory_xact_lock(hashtext(:key))"),
            {"key": f"ssr:{flight_id}:{code}"},
        )
    rows = await session.execute(
        select(BookingItem.code, func.count())
        .join(Booking, Booking.id == BookingItem.booking_id)
        .where(
            BookingItem.flight_id == flight_id,
            BookingItem.kind == "special_request",
            BookingItem.code.in_(codes),
            Booking.status.in_(LIVE),
        )
        .group_by(BookingItem.code)
    )
    return dict(rows.all())


def _unpriced_offers(quote: pricing.QuoteForBooking, body: BookingCreate) -> list[str]:
    """One code per unit of the body's offers beyond what the quote priced (its ``net``
    has those): an offer sent with the quote that priced it is not counted twice, one the
    quote did not price (or more units of it) is added."""
    quoted = Counter[str]()
    for ancillary in quote.ancillaries:
        quoted[ancillary["code"]] += ancillary["qty"]
    wanted = Counter[str]()
    for offer in body.offers:
        wanted[offer.offer_id] += offer.qty
    return [code for code, qty in (wanted - quoted).items() for _ in range(qty)]


async def items(
    session: AsyncSession,
    booking: Booking,
    quote: pricing.QuoteForBooking,
    body: BookingCreate,
    now: datetime,
) -> tuple[list[BookingItem], Decimal]:
    flight_id = quote.legs[0].flight_id
    rows: list[BookingItem] = []
    for ancillary in quote.ancillaries:
        unit = Decimal(ancillary["unit_price"])
        for _ in range(ancillary["qty"]):
            rows.append(
                BookingItem(
                    booking_id=booking.id,
                    kind="offer",
                    code=ancillary["code"],
                    name=ancillary["name"],
                    amount=unit,
                    flight_id=flight_id,
                )
            )
    offers = _unpriced_offers(quote, body)
    added = Decimal(0)
    for kind, codes, sold in (
        ("offer", offers, {}),
        (
            "special_request",
            body.special_requests,
            await sold_requests(session, flight_id, body.special_requests)
            if body.special_requests
            else {},
        ),
    ):
        for request in await pricing.price_special_requests(session, quote, codes, sold, now):
            rows.append(
                BookingItem(
                    booking_id=booking.id,
                    kind=kind,
                    code=request.code,
                    name=request.name,
                    amount=request.amount,
                    flight_id=flight_id,
                )
            )
            added += request.amount
    session.add_all(rows)
    return rows, added
