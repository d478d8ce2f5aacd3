"""The sale (spec 01 §4.5, §4.6): every new booking is built by one ``Builder``, whichever
sale makes it.

- ``create``: the three variants end the same way: a quote (the client's, variant A, or one
  priced now by the quote service, B and C) whose price is taken unchanged; the passengers
  checked against it (``bookings.passengers``); places taken per segment through the
  inventory service (409 ``insufficient_availability_no_book_up``); the booking, its
  segments and passengers written with ``booking.created`` in the same transaction.
- ``create_exchanged``: the new booking of a traveller's exchange, sold at the price lock's
  quote, the old booking's passengers and seats carried over.
- ``create_moved``: the new booking of an airline change's free move, at the old booking's
  value, one flight replaced.

The builder's steps, in the order a sale runs them: the booking's row (``booking``, whose it
is: ``held_by``, shared with drafts, or ``kept`` from the old booking), its segments with
their places taken (``segments``) or rows copied from the old booking (``copy``), the
booking inserted under a free reference (``insert``), seats carried over (``seat``), then
its history line and ``booking.created`` with the rest of its rows (``finish``).
"""

import secrets
import uuid
from collections.abc import Sequence
from datetime import datetime, timedelta
from decimal import Decimal
from typing import Any, TypeVar

from sqlalchemy import select
from sqlalchemy.dialects.postgresql import insert as pg_insert
from sqlalchemy.ext.asyncio import AsyncSession

from tarmac.auth.caller import Caller
from tarmac.bookings import extras
from tarmac.bookings import passengers as rules
from tarmac.bookings.errors import (
    NoBookingVariant,
    PublishableKeyConsumerOnly,
    QuoteWithoutFlight,
)
from tarmac.bookings.models import (
    Booking,
    BookingItem,
    BookingPassenger,
    BookingSeat,
    BookingSegment,
)
from tarmac.bookings.places import release, take_places
from tarmac.bookings.queries import current, sold
from tarmac.bookings.records import built, history_line, row_values
from tarmac.bookings.schemas import BookingCreate
from tarmac.bookings.views import AFTER_SALE, EXCHANGE, BookingView
from tarmac.cache.reads import Reads
from tarmac.catalog import service as catalog
from tarmac.core import clock
from tarmac.core.money import ZERO, fmt
from tarmac.db.group_commit import Row, insert_guarded, insert_rows
from tarmac.events import outbox
from tarmac.inventory import service as inventory
from tarmac.pricing import service as pricing
from tarmac.pricing.schemas import OfferItem, PaxItem, QuoteRequest
from tarmac.ticketing import service as ticketing

PENDING_MINUTES = 15
# No 0/O, 1/I/L: a reference read over the phone or off a screen is never mistaken.
REFERENCE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789"
REFERENCE_LENGTH = 6
# what a booking made from an old one keeps of it: its contact, language and owner
KEPT = (
    "contact_email",
    "contact_name",
    "contact_phone",
    "redirect_url",
    "language",
    "api_key_id",
    "api_client_id",
    "client_type",
    "key_type",
    "partner_id",
    "user_id",
)


# the kinds of row a sale copies from an old booking (``Builder.copy``)
Copied = TypeVar("Copied", BookingPassenger, BookingSegment, BookingItem)


def held_by(caller: Caller) -> dict[str, Any]:
    """Whose a new booking or draft is: the caller's key, client, partner, and the passenger
    whose token came with the key."""
    return {
        "api_key_id": caller.key_id,
        "api_client_id": caller.client_id,
        "client_type": caller.client_type,
        "partner_id": caller.partner_id,
        "user_id": caller.passenger_id,
    }


def _flown(quote: pricing.QuoteForBooking) -> list[pricing.QuotedLeg]:
    return [leg for leg in quote.legs if leg.flight_id is not None]


class Builder:
    """One new booking being built: its id, the time of its sale, and the steps every sale
    shares (the module's docstring lists them in order)."""

    def __init__(self, session: AsyncSession, caller: Caller) -> None:
        self.session = session
        self.caller = caller
        self.id = uuid.uuid4()
        self.now = clock.now()

    def booking(self, **fields: Any) -> Booking:
        """The booking's row: pending for ``PENDING_MINUTES``, unpaid, with ``fields``."""
        return Booking(
            id=self.id,
            status="pending",
            payment_status="unpaid",
            extensions=0,
            expiry_date=self.now + timedelta(minutes=PENDING_MINUTES),
            commission_amount=None,
            created_at=self.now,
            updated_at=self.now,
            **fields,
        )

    @staticmethod
    def quoted(quote: pricing.QuoteForBooking, **pricing_of: Any) -> dict[str, Any]:
        """The fields of a booking sold at ``quote``: its total, flights and pricing."""
        legs = _flown(quote)
        return {
            "total_amount": quote.net,
            "currency": quote.currency,
            "flight_id": legs[0].flight_id,
            "return_flight_id": legs[1].flight_id if len(legs) > 1 else None,
            "quote_id": quote.quote_id,
            "pricing": {
                "quote": quote.response,
                "seat_fees": fmt(ZERO),
                "added": fmt(ZERO),
                **pricing_of,
            },
        }

    @staticmethod
    def kept(old: Booking, *more: str) -> dict[str, Any]:
        """What a booking made from ``old`` keeps of it (``KEPT``, and ``more``)."""
        return {column: getattr(old, column) for column in (*KEPT, *more)}

    async def segments(self, quote: pricing.QuoteForBooking) -> list[BookingSegment]:
        """A segment per leg of ``quote``, its places taken (the passengers who sit)."""
        segments = []
        for position, leg in enumerate(_flown(quote)):
            places = sum(p.count for p in leg.passengers if pricing.occupies_seat(p.passenger_type))
            await take_places(self.session, leg.flight_id, leg.booking_class, leg.cabin, places)
            segments.append(
                BookingSegment(
                    id=uuid.uuid4(),
                    booking_id=self.id,
                    position=position,
                    direction=leg.leg,
                    flight_id=leg.flight_id,
                    fare_plan_id=leg.fare_plan_id,
                    fare_rule_id=leg.fare_rule_id,
                    fare_price_id=leg.fare_price_id,
                    fare_family_code=leg.fare_family_code,
                    booking_class=leg.booking_class,
                    cabin=leg.cabin,
                    places=places,
                    created_at=self.now,
                    updated_at=self.now,
                )
            )
        return segments

    async def flights(self, reads: Reads, quote: pricing.QuoteForBooking) -> dict:
        """The quote's flights with their airports (the answer's trip)."""
        legs = _flown(quote)
        return await catalog.cached_flights_with_airports(
            reads, [leg.flight_id for leg in legs], self.session
        )

    async def lock_cabins(
        self, old_segments: Sequence[BookingSegment], taken: list[tuple[uuid.UUID, str]]
    ) -> None:
        """Every cabin of both bookings locked first, in the global order: those the old
        booking still holds places in and those the new one takes (``taken``)."""
        await inventory.lock_cabins_of(
            self.session,
            [(s.flight_id, s.booking_class) for s in old_segments if s.places_released_at is None]
            + taken,
        )

    async def old_tickets(self, old: Booking) -> dict[uuid.UUID, uuid.UUID]:
        """Each passenger of ``old`` with a ticket, and that ticket."""
        issued = await ticketing.of_booking(self.session, old.id)
        return {t.passenger_id: t.id for t in issued.tickets}

    def copy(self, row: Copied, **values: Any) -> Copied:
        """A row of an old booking for this one: every column of ``row`` under a new id,
        stamped now, but ``values``."""
        return type(row)(
            **{
                **row_values(row),
                "id": uuid.uuid4(),
                "booking_id": self.id,
                "created_at": self.now,
                "updated_at": self.now,
                **values,
            }
        )

    async def insert(self, booking: Booking, rows: Sequence[Any] = ()) -> None:
        """The booking inserted under a free reference, then ``rows`` (its segments and
        passengers, when a row to come names them)."""
        await _insert_with_reference(self.session, booking)
        if rows:
            await insert_rows(self.session, *built(rows))

    async def insert_whole(self, booking: Booking, passenger_count: int, rows: list[Row]) -> None:
        """The booking under a free reference with ``rows`` (its segments and passengers),
        its history line and ``booking.created``: one statement. A reference already taken
        (one in about 900 million per existing booking) draws again; nothing of the booking
        was written then."""
        values = row_values(booking)
        for _ in range(10):
            values["booking_reference"] = booking.booking_reference = _reference()
            history = history_line(booking, "created", None, "pending", self.caller)
            created = _created_event(booking, passenger_count)
            if await insert_guarded(
                self.session,
                (Booking, values),
                "booking_reference",
                *rows,
                *built([history]),
                created,
            ):
                return
        raise RuntimeError("no free booking reference after 10 draws")

    async def seat(
        self,
        booking: Booking,
        number: str,
        segment: BookingSegment,
        passenger_id: uuid.UUID,
        zone: str,
    ) -> BookingSeat:
        """Seat ``number`` of ``segment``'s flight for the passenger, held while the booking
        is pending, without a fee (409 ``SeatTaken`` when it is not free)."""
        await inventory.hold_seat(
            self.session,
            segment.flight_id,
            number,
            booking.id,
            until=booking.expiry_date,
            now=self.now,
        )
        return BookingSeat(
            id=uuid.uuid4(),
            booking_id=booking.id,
            passenger_id=passenger_id,
            segment_id=segment.id,
            flight_id=segment.flight_id,
            seat_number=number,
            zone=zone,
            seat_fee=ZERO,
            created_at=self.now,
            updated_at=self.now,
        )

    async def finish(
        self,
        booking: Booking,
        passenger_count: int,
        *rows: Row,
        replaced: Booking | None = None,
        **detail: Any,
    ) -> None:
        """The booking's history line (``detail`` in it) and ``booking.created`` (naming the
        booking it ``replaced``), inserted with ``rows``."""
        created = _created_event(booking, passenger_count, exchanged_from=replaced)
        history = history_line(booking, "created", None, "pending", self.caller, **detail)
        await insert_rows(self.session, *rows, *built([history]), created)

    @staticmethod
    def view(
        booking: Booking,
        segments: list[BookingSegment],
        travellers: list[BookingPassenger],
        seats: list[BookingSeat],
        items: list[BookingItem],
        flights: dict,
    ) -> BookingView:
        """The new booking as its answer shows it (no tickets yet)."""
        return BookingView(
            booking, segments, travellers, seats, items, ticketing.Issued([], {}), flights
        )


_INSERT_BOOKING = (
    pg_insert(Booking.__table__)
    .on_conflict_do_nothing(index_elements=[Booking.booking_reference])
    .returning(Booking.id)
)


def _created_event(
    booking: Booking, passenger_count: int, *, exchanged_from: Booking | None = None
) -> Row:
    """The ``booking.created`` event's row, inserted with the booking's other rows; a booking
    an exchange or an airline move made names the one it replaced."""
    payload: dict[str, Any] = {
        "booking_id": booking.id,
        "booking_reference": booking.booking_reference,
        "status": booking.status,
        "total_amount": booking.total_amount,
        "currency": booking.currency,
        "expiry_date": booking.expiry_date,
        "passenger_count": passenger_count,
        "flight_id": booking.flight_id,
    }
    if exchanged_from is not None:
        payload["exchanged_from_booking_id"] = exchanged_from.id
    return outbox.event_row(
        "booking.created", payload, partner_id=booking.partner_id, booking_id=booking.id
    )


async def _insert_with_reference(session: AsyncSession, booking: Booking) -> None:
    """Insert ``booking`` (one statement, outside the unit of work: the booking answers
    from the object as built) under a new random reference; a reference already taken (one
    in about 900 million per existing booking) draws again."""
    values = row_values(booking)
    for _ in range(10):
        values["booking_reference"] = _reference()
        if await session.scalar(_INSERT_BOOKING, values) is not None:
            booking.booking_reference = values["booking_reference"]
            return
    raise RuntimeError("no free booking reference after 10 draws")


def _reference() -> str:
    return "".join(secrets.choice(REFERENCE_ALPHABET) for _ in range(REFERENCE_LENGTH))


async def _quote(
    session: AsyncSession, body: BookingCreate, caller: Caller, booking_id: uuid.UUID
) -> pricing.QuoteForBooking:
    """The quote the booking is sold at, taken for it (a quote books once)."""
    if body.quote_id is not None:
        quote = await pricing.book_quote(session, body.quote_id, booking_id, caller)
        if not quote.bookable:
            raise QuoteWithoutFlight()
        return quote
    flights = _flights_of(body)
    if flights is None:
        raise NoBookingVariant()
    outbound, inbound, fare_class, fare_family_id, named = flights
    counts: dict[str, int] = {}
    for passenger in body.passengers:
        counts[passenger.passenger_type] = counts.get(passenger.passenger_type, 0) + 1
    request = QuoteRequest(
        flight_id=outbound,
        return_flight_id=inbound,
        pax=[PaxItem(type=t, count=c) for t, c in counts.items()],
        fare_class=fare_class,
        fare_family_id=fare_family_id,
        offers=[OfferItem.model_validate(o.model_dump()) for o in body.offers],
        customer_email=body.contact_email,
        partner_id=caller.partner_id,
    )
    return await pricing.price_for_booking(session, request, caller, booking_id, named)


def _flights_of(body: BookingCreate):
    """``(outbound, return, booking class, fare family, fare named per leg)`` of variants
    B and C, or None."""
    if body.segments:
        first = body.segments[0]
        second = body.segments[1] if len(body.segments) > 1 else None
        return (
            first.flight_id,
            second.flight_id if second else None,
            first.booking_class,
            first.fare_family_id,
            [_named(s.fare_plan_id, s.fare_rule_id, s.fare_price_id) for s in body.segments],
        )
    if body.flight_id is not None and body.fare_plan_id is not None:
        named = _named(body.fare_plan_id, body.fare_rule_id, body.fare_price_id)
        return body.flight_id, body.return_flight_id, None, None, [named]
    return None


def _named(plan_id, rule_id, price_id) -> pricing.NamedFare | None:
    return pricing.NamedFare(plan_id, rule_id, price_id) if plan_id is not None else None


async def create(
    session: AsyncSession, body: BookingCreate, caller: Caller, reads: Reads, language: str
) -> BookingView:
    """``language``: the one the booking is made in, for its e-mails and documents."""
    if caller.key_type == "publishable" and caller.client_type != "consumer_app":
        raise PublishableKeyConsumerOnly()
    rules.check_count(body.passengers)
    sale = Builder(session, caller)
    quote = await _quote(session, body, caller, sale.id)
    flights = await sale.flights(reads, quote)
    legs = _flown(quote)
    departure = flights[legs[0].flight_id][0].flight_date
    last_flight = flights[legs[-1].flight_id][0].flight_date
    types = rules.assign(body.passengers, quote.pax, departure)
    rules.check_each(body.passengers, types, departure, last_flight, clock.today_at(sale.now))
    contact_email = body.contact_email or quote.customer_email
    await pricing.take_promo_use(session, quote, sale.id, contact_email)

    booking = sale.booking(
        **Builder.quoted(quote),
        **held_by(caller),
        key_type=caller.key_type,
        contact_email=contact_email,
        contact_name=body.contact_name,
        contact_phone=body.contact_phone,
        redirect_url=body.redirect_url,
        language=language,
    )
    segments = await sale.segments(quote)
    travellers = [
        BookingPassenger(
            id=uuid.uuid4(),
            booking_id=booking.id,
            position=position,
            **passenger.model_dump(exclude={"seat_number", "passenger_type"}),
            passenger_type=passenger_type,
            created_at=sale.now,
            updated_at=sale.now,
        )
        for position, (passenger, passenger_type) in enumerate(
            zip(body.passengers, types, strict=True)
        )
    ]
    seats, seat_fees = await extras.seats(
        session, booking, quote, segments[0], travellers, body, sale.now
    )
    items, added = await extras.items(session, booking, quote, body, sale.now)
    if seat_fees or added:
        booking.total_amount = quote.net + seat_fees + added
        booking.pricing = {**booking.pricing, "seat_fees": fmt(seat_fees), "added": fmt(added)}
    # the seats and items, added to the session, are written at the commit, after these
    await sale.insert_whole(booking, len(travellers), built([*segments, *travellers]))
    return sale.view(booking, segments, travellers, seats, items, flights)


async def create_exchanged(
    session: AsyncSession,
    old: Booking,
    *,
    quote_id: uuid.UUID,
    locked_at: datetime,
    caller: Caller,
    reads: Reads,
    exchange: dict[str, Any],
) -> BookingView:
    """The new booking of an exchange of ``old`` (locked by the caller), sold at the quote
    the price lock holds (booked as it was at ``locked_at``): the same passengers with
    their documents, contact and owner, each old seat where the same seat is free on the
    new flight (no fee: the old ticket's seat fee is in the old value), the quote's
    services; pending, ``booking.created`` emitted. The old booking's places are given
    back and the new ones taken with every cabin of both locked first, in the global
    order. ``exchange`` is kept in ``pricing[EXCHANGE]`` (the new passengers' old tickets
    added)."""
    sale = Builder(session, caller)
    quote = await pricing.book_locked_quote(session, quote_id, sale.id, caller, locked_at)
    old_segments, old_travellers = await sold(session, old)
    legs = _flown(quote)
    await sale.lock_cabins(old_segments, [(leg.flight_id, leg.booking_class) for leg in legs])
    flights = await sale.flights(reads, quote)
    old_tickets = await sale.old_tickets(old)
    travellers = [sale.copy(p) for p in old_travellers]
    replaces = {
        str(new.id): str(old_tickets[p.id])
        for new, p in zip(travellers, old_travellers, strict=True)
        if p.id in old_tickets
    }
    booking = sale.booking(
        **Builder.quoted(
            quote, **{EXCHANGE: {**exchange, "from_booking_id": str(old.id), "replaces": replaces}}
        ),
        **Builder.kept(old),
    )
    await release(session, old)
    segments = await sale.segments(quote)
    await sale.insert(booking, [*segments, *travellers])
    seats = await _carried_seats(sale, booking, segments[0], old, old_travellers, travellers)
    items = [
        BookingItem(
            id=uuid.uuid4(),
            booking_id=sale.id,
            kind="offer",
            code=ancillary["code"],
            name=ancillary["name"],
            amount=Decimal(ancillary["unit_price"]),
            flight_id=legs[0].flight_id,
            created_at=sale.now,
            updated_at=sale.now,
        )
        for ancillary in quote.ancillaries
        for _ in range(ancillary["qty"])
    ]
    await sale.finish(
        booking,
        len(travellers),
        *built(items),
        *built(seats),
        replaced=old,
        exchanged_from=old.booking_reference,
    )
    return sale.view(booking, segments, travellers, seats, items, flights)


async def create_moved(
    session: AsyncSession,
    old: Booking,
    *,
    flight_id: uuid.UUID,
    new_flight_id: uuid.UUID,
    carried: Decimal,
    caller: Caller,
    change_id: uuid.UUID,
) -> Booking:
    """The new booking of an airline change's free move: ``old`` (locked by the caller) on
    ``new_flight_id`` instead of ``flight_id``, every other segment as it was, at the old
    booking's value (its quote, items and total; each passenger's seat fees kept on the new
    ticket, each seat carried where it is free on the new flight), the old booking's money
    ``carried`` over in full; pending until the caller confirms it, ``booking.created``
    emitted. The old places are given back and the new ones taken with every cabin of both
    locked first, in the global order (409 ``SoldOut`` when the cabin is full)."""
    sale = Builder(session, caller)
    old_segments, old_travellers = await sold(session, old)

    def flown_on(segment: BookingSegment) -> uuid.UUID:
        return new_flight_id if segment.flight_id == flight_id else segment.flight_id

    await sale.lock_cabins(old_segments, [(flown_on(s), s.booking_class) for s in old_segments])
    old_tickets = await sale.old_tickets(old)
    new_of = {p.id: sale.copy(p) for p in old_travellers}
    old_seats = (
        await session.scalars(select(BookingSeat).where(BookingSeat.booking_id == old.id))
    ).all()
    kept: dict[str, Decimal] = {}
    for seat in old_seats:
        key = str(new_of[seat.passenger_id].id)
        kept[key] = kept.get(key, ZERO) + seat.seat_fee
    # the new tickets hold all the old booking's value, what it bought after its sale too
    pricing_of = {
        key: value for key, value in old.pricing.items() if key not in (EXCHANGE, AFTER_SALE)
    }
    booking = sale.booking(
        **Builder.kept(old, "total_amount", "currency", "quote_id"),
        flight_id=flown_on(old_segments[0]),
        return_flight_id=flown_on(old_segments[1]) if len(old_segments) > 1 else None,
        pricing={
            **pricing_of,
            EXCHANGE: {
                "from_booking_id": str(old.id),
                "airline_change_id": str(change_id),
                "carried_over": str(carried),
                "replaces": {str(new_of[p].id): str(ticket) for p, ticket in old_tickets.items()},
                "seat_fees_kept": {key: str(fee) for key, fee in kept.items() if fee},
            },
        },
    )
    await release(session, old)
    segments = []
    for segment in old_segments:
        if segment.places:
            await take_places(
                session, flown_on(segment), segment.booking_class, segment.cabin, segment.places
            )
        segments.append(sale.copy(segment, flight_id=flown_on(segment), places_released_at=None))
    segment_of = {old.id: new for old, new in zip(old_segments, segments, strict=True)}
    travellers = list(new_of.values())
    await sale.insert(booking, [*segments, *travellers])
    seats = []
    for seat in old_seats:
        try:
            seats.append(
                await sale.seat(
                    booking,
                    seat.seat_number,
                    segment_of[seat.segment_id],
                    new_of[seat.passenger_id].id,
                    seat.zone,
                )
            )
        except inventory.SeatTaken:
            continue  # its fee stays on the ticket (``seat_fees_kept``)
    old_items = (
        await session.scalars(select(BookingItem).where(BookingItem.booking_id == old.id))
    ).all()
    items = [
        sale.copy(
            item,
            passenger_id=new_of[item.passenger_id].id if item.passenger_id else None,
            flight_id=new_flight_id if item.flight_id == flight_id else item.flight_id,
            created_at=item.created_at,
        )
        for item in old_items
    ]
    await sale.finish(
        booking,
        len(travellers),
        *built(items),
        *built(seats),
        replaced=old,
        moved_from=old.booking_reference,
    )
    return await current(session, sale.id, for_update=True)


async def _carried_seats(
    sale: Builder,
    booking: Booking,
    segment: BookingSegment,
    old: Booking,
    old_travellers: Sequence[BookingPassenger],
    travellers: Sequence[BookingPassenger],
) -> list[BookingSeat]:
    """Each old seat of the old booking's first flight, on the new flight where that seat
    is in the passenger's cabin and free (held while pending), without a fee."""
    session = sale.session
    new_of = {o.id: n for o, n in zip(old_travellers, travellers, strict=True)}
    old_seats = (
        await session.scalars(
            select(BookingSeat).where(
                BookingSeat.booking_id == old.id, BookingSeat.flight_id == old.flight_id
            )
        )
    ).all()
    if not old_seats:
        return []
    flight = (await catalog.flights_with_airports(session, [segment.flight_id]))[segment.flight_id][
        0
    ]
    layout = (await catalog.aircraft_layouts(session, [flight.aircraft_id]))[flight.aircraft_id]
    seats = []
    for seat in old_seats:
        try:
            price = await pricing.seat_price(
                session, segment.fare_rule_id, layout, seat.seat_number, segment.cabin
            )
            seats.append(
                await sale.seat(
                    booking,
                    seat.seat_number,
                    segment,
                    new_of[seat.passenger_id].id,
                    price.zone_code,
                )
            )
        except (
            pricing.BadSeatNumber,
            pricing.SeatNotInCabin,
            pricing.SeatSelectionNotAllowed,
            pricing.NoSeatZonePrice,
            inventory.SeatTaken,
        ):
            continue
    return seats
