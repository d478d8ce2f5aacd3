"""A booking seen whole (``BookingView``): its rows loaded in one statement per kind of row
for a page of bookings as for one, and what it sold, worked out once when the view is
built: its tickets' sale (``ticket_sale``) and its own charges (``BookingView.charges``),
so an answer reads them and never calls back into ticketing."""

import uuid
from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import datetime
from decimal import Decimal
from typing import NamedTuple

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from tarmac.bookings.models import (
    Booking,
    BookingItem,
    BookingPassenger,
    BookingSeat,
    BookingSegment,
)
from tarmac.catalog import service as catalog
from tarmac.content import service as content
from tarmac.core.money import ZERO
from tarmac.ticketing import items as sale_items
from tarmac.ticketing import service as ticketing
from tarmac.ticketing.values import Charge, Traveller

# a booking's segments and passengers, in order
Sold = tuple[Sequence[BookingSegment], Sequence[BookingPassenger]]


class Confirming(NamedTuple):
    """What a confirmation reads of its booking (``queries.confirming``): segments and
    passengers in order, seats, items in the order they were added, a ticket serial per
    passenger, taken for its tickets, and EMD serials for what it sold beside the fare
    (one per paid seat and item: enough for a sale from a quote)."""

    segments: list[BookingSegment]
    passengers: list[BookingPassenger]
    seats: list[BookingSeat]
    items: list[BookingItem]
    serials: list[int]
    emd_serials: list[int]


# ``Booking.pricing[EXCHANGE]`` of a booking an exchange made: the booking it replaced, the
# price lock, the money of the old booking it carries over, each passenger's old ticket;
# once the exchange is undone (``undo_exchange``), ``UNDONE``: when, why (``cancelled``,
# ``lapsed``) and whether the old booking was restored (its money is then its own again)
EXCHANGE = "exchange"
UNDONE = "undone"
# ``Booking.pricing[AFTER_SALE]``: what services and seats bought after the sale added to the
# total (``bookings.after_sale``); their EMDs hold it, not the tickets
AFTER_SALE = "after_sale"


def after_sale(pricing_of: dict) -> Decimal:
    """What services and seats bought after the sale added to a booking's total."""
    return Decimal(pricing_of.get(AFTER_SALE, "0"))


@dataclass(frozen=True)
class BookingView:
    """A booking with everything its answer shows, loaded explicitly; its own ``charges``
    worked out once, from those rows, when the view is built."""

    booking: Booking
    segments: list[BookingSegment]
    passengers: list[BookingPassenger]
    seats: list[BookingSeat]
    items: list[BookingItem]
    tickets: ticketing.Issued
    flights: dict[uuid.UUID, tuple]
    charges: list[Charge] = field(init=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "charges", _charges(self))

    def trip(self) -> list["TripLeg"]:
        """Each segment with its flight and airports, times on the airports' clocks."""
        legs = []
        for segment in self.segments:
            flight, _route, origin, destination = self.flights[segment.flight_id]
            legs.append(
                TripLeg(
                    segment,
                    flight,
                    origin,
                    destination,
                    catalog.local_time(flight.scheduled_departure, origin),
                    catalog.local_time(flight.scheduled_arrival, destination),
                )
            )
        return legs


def _charges(view: BookingView) -> list[Charge]:
    """The booking's own charges, on no ticket (``ticketing.values``). Once ticketed they
    are what the total holds beyond the tickets; a booking ticketed before tickets carried
    their value shows that rest as one charge."""
    booking = view.booking
    own = ticketing.worth(
        ticket_sale(booking, view.segments, view.passengers, view.seats, view.items, None)
    ).charges
    if not view.tickets.tickets:
        return [c for c in own if c.amount]
    rest = (
        booking.total_amount
        - sum((t.total_amount for t in view.tickets.tickets), ZERO)
        - after_sale(booking.pricing)
    )
    if sum((c.amount for c in own), ZERO) == rest:
        return [c for c in own if c.amount]
    return [Charge("other", "Other charges of the booking", rest)] if rest else []


@dataclass(frozen=True)
class TripLeg:
    segment: BookingSegment
    flight: catalog.Flight
    origin: catalog.Airport
    destination: catalog.Airport
    departure: datetime  # local to the origin
    arrival: datetime  # local to the destination


async def view(session: AsyncSession, booking: Booking) -> BookingView:
    """Everything an answer about ``booking`` shows, loaded explicitly."""
    return (await views(session, [booking]))[0]


async def views(session: AsyncSession, bookings: Sequence[Booking]) -> list[BookingView]:
    """Everything the answers about ``bookings`` show, loaded for all of them at once: one
    statement per kind of row, however many bookings (a page of a list as one booking)."""
    if not bookings:
        return []
    ids = [booking.id for booking in bookings]

    async def rows(model, *order) -> dict[uuid.UUID, list]:
        found: dict[uuid.UUID, list] = {booking_id: [] for booking_id in ids}
        for row in await session.scalars(
            select(model).where(model.booking_id.in_(ids)).order_by(*order)
        ):
            found[row.booking_id].append(row)
        return found

    segments = await rows(BookingSegment, BookingSegment.position)
    passengers = await rows(BookingPassenger, BookingPassenger.position)
    seats = await rows(BookingSeat, BookingSeat.id)
    items = await rows(BookingItem, BookingItem.created_at)
    tickets = await ticketing.of_bookings(session, ids)
    flights = await catalog.flights_with_airports(
        session, list({s.flight_id for found in segments.values() for s in found})
    )
    return [
        BookingView(
            booking,
            segments[booking.id],
            passengers[booking.id],
            seats[booking.id],
            items[booking.id],
            tickets[booking.id],
            {s.flight_id: flights[s.flight_id] for s in segments[booking.id]},
        )
        for booking in bookings
    ]


def ticket_sale(
    booking: Booking,
    segments: Sequence[BookingSegment],
    travellers: Sequence[BookingPassenger],
    seats: Sequence[BookingSeat],
    items: Sequence[BookingItem],
    profile: content.ProfileValue | None,
    *,
    commission: Decimal = ZERO,
    paid_by: uuid.UUID | None = None,
) -> ticketing.Sale:
    """What the booking sold, for its tickets: the quote's lines, seat fees per passenger,
    and the items beyond the quote (an offer the quote priced is in its lines already)."""
    quote = booking.pricing.get("quote", {})
    priced = {
        (line.get("metadata") or {}).get("code")
        for line in quote.get("line_items", [])
        if line["type"] == "ancillary"
    }
    fees: dict[uuid.UUID, Decimal] = {}
    for seat in seats:
        fees[seat.passenger_id] = fees.get(seat.passenger_id, ZERO) + seat.seat_fee
    for passenger_id, fee in booking.pricing.get(EXCHANGE, {}).get("seat_fees_kept", {}).items():
        key = uuid.UUID(passenger_id)
        fees[key] = fees.get(key, ZERO) + Decimal(fee)
    return ticketing.Sale(
        booking_id=booking.id,
        currency=booking.currency,
        prefix=ticketing.prefix_of(profile.ticket_prefix if profile is not None else None),
        legs=[ticketing.Leg(s.id, s.flight_id, s.direction) for s in segments],
        travellers=[Traveller(p.id, p.passenger_type) for p in travellers],
        quote=quote,
        seat_fees=fees,
        items=[
            (i.kind, i.code, i.name, i.amount, i.passenger_id)
            for i in items
            if not (i.kind == "offer" and i.code in priced)
        ],
        replaces={
            uuid.UUID(new): uuid.UUID(old)
            for new, old in booking.pricing.get(EXCHANGE, {}).get("replaces", {}).items()
        },
        seats=[
            sale_items.SeatFee(seat.passenger_id, seat.segment_id, seat.seat_fee) for seat in seats
        ],
        commission=commission,
        paid_by=paid_by,
        partner_id=booking.partner_id,
        change_fee=Decimal(booking.pricing.get(EXCHANGE, {}).get("penalty", "0")),
    )


def carried_over(booking: Booking) -> Decimal:
    """What the booking an exchange made has of the old booking's money (0 otherwise, and
    once the exchange was undone with the old booking restored: the money is the old
    booking's again)."""
    exchange = booking.pricing.get(EXCHANGE, {})
    if exchange.get(UNDONE, {}).get("restored"):
        return ZERO
    return Decimal(exchange.get("carried_over", "0"))


def to_collect(booking: Booking) -> tuple[Decimal, str]:
    """What a payment of the booking takes, and its purpose: the total (``booking``), or
    for a booking an exchange made, what the old booking's money does not cover
    (``exchange_difference``)."""
    if EXCHANGE in booking.pricing:
        return booking.total_amount - carried_over(booking), "exchange_difference"
    return booking.total_amount, "booking"
