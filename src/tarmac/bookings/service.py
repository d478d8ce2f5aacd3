"""Bookings (spec 01 §4.5, §3.1): creation, reading, the owner's and the airline's moves.

- ``create``: the three variants end the same way: a quote (the client's, variant A, or one
  priced now by the quote service, B and C) whose price is taken unchanged; the passengers
  checked against it (``bookings.passengers``); places taken per segment through the
  inventory service (409 ``insufficient_availability_no_book_up``); the booking, its
  segments and passengers written with ``booking.created`` in the same transaction.
- ``get`` / ``find``: a booking is its creator's: the key's client id, or any key of the
  same partner for agency keys (403 otherwise). A pending booking past its ``expiry_date``
  is shown ``expired`` by every read, which writes nothing; a write that locks it expires
  it for good first. ``find`` loads a page's rows in one statement per kind (``_views``).
- ``confirm``: pending to confirmed, tickets issued (one coupon per passenger and segment),
  the contact e-mailed a magic link (``bookings.links``).
- ``cancel``: the booking is cancelled and its places given back; what was paid is the
  ``money`` callable's to refund (``nothing_charged`` here; the payments room's refund by
  fare policy for a paid booking, passed by the routes). ``cancel_booking`` is the
  transition itself, shared with the traveller's own cancel (``bookings.access``).
- ``expire_due``: the worker's sweep of pending bookings past their time, set-based
  (1,000 a batch in a few statements). A sale that finds its class full first gives back
  the places lapsed bookings still hold in that cabin (``_take_places``).

Transitions lock the booking row (``FOR UPDATE``) and record a ``BookingEvent``.
"""

import secrets
import uuid
from collections import defaultdict
from collections.abc import Awaitable, Callable, Iterable, Sequence
from dataclasses import dataclass
from datetime import datetime, timedelta
from decimal import Decimal
from typing import Any

from sqlalchemy import Select, false, func, or_, select, true, update
from sqlalchemy.dialects.postgresql import insert as pg_insert
from sqlalchemy.ext.asyncio import AsyncSession
from sqlalchemy.orm.attributes import set_committed_value

from tarmac.auth.caller import Caller
from tarmac.bookings import extras
from tarmac.bookings import links as access_links
from tarmac.bookings import passengers as rules
from tarmac.bookings.errors import (
    BookingIsFinal,
    BookingNotFound,
    BookingReadScopeMissing,
    ExtensionsExhausted,
    NoBookingVariant,
    NotPending,
    NotYourBooking,
    PublishableKeyConsumerOnly,
    QuoteWithoutFlight,
)
from tarmac.bookings.models import (
    FINAL_STATUSES,
    PAYMENT_STATUSES,
    Booking,
    BookingEvent,
    BookingItem,
    BookingPassenger,
    BookingSeat,
    BookingSegment,
    Draft,
)
from tarmac.bookings.schemas import BookingCreate, BookingQuery
from tarmac.cache.reads import Reads
from tarmac.catalog import service as catalog
from tarmac.content import service as content
from tarmac.core import clock
from tarmac.core.money import ZERO, fmt
from tarmac.db import plain
from tarmac.db.group_commit import Row, insert_rows
from tarmac.events import outbox
from tarmac.inventory import service as inventory
from tarmac.pricing import service as pricing
from tarmac.pricing.schemas import OfferItem, PaxItem, QuoteRequest
from tarmac.ticketing import items as sale_items
from tarmac.ticketing import service as ticketing
from tarmac.ticketing.errors import FlightDeparted
from tarmac.ticketing.values import Charge, Traveller

PENDING_MINUTES = 15
# flight statuses from which the trip is under way (voluntary changes end)
DEPARTED = frozenset({"boarding", "gate_closed", "departed", "arrived"})
# resume-pending (spec 01 §3.1, 02 §8): at most 3 extensions of 15 minutes each
MAX_EXTENSIONS = 3
EXTENSION_MINUTES = 15
# No 0/O, 1/I/L: a reference read over the phone or off a screen is never mistaken.
REFERENCE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789"
REFERENCE_LENGTH = 6


# a booking's segments and passengers, in order
Sold = tuple[Sequence[BookingSegment], Sequence[BookingPassenger]]


@dataclass(frozen=True)
class BookingView:
    """A booking with everything its answer shows, loaded explicitly."""

    booking: Booking
    segments: list[BookingSegment]
    passengers: list[BookingPassenger]
    seats: list[BookingSeat]
    items: list[BookingItem]
    tickets: ticketing.Issued
    flights: dict[uuid.UUID, tuple]

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


def charges(view: BookingView) -> list[Charge]:
    """The booking's own charges, on no ticket (``ticketing.values``). Once ticketed they
    are what the total holds beyond the tickets; a booking ticketed before tickets carried
    their value shows that rest as one charge."""
    booking = view.booking
    own = ticketing.worth(
        sale(booking, view.segments, view.passengers, view.seats, view.items, None)
    ).charges
    if not view.tickets.tickets:
        return [c for c in own if c.amount]
    rest = booking.total_amount - sum((t.total_amount for t in view.tickets.tickets), ZERO)
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


def actor(caller: Caller) -> str:
    if caller.kind == "staff":
        return f"staff:{caller.staff_subject}"
    if caller.booking_id is not None:
        return "guest:magic-link"
    if caller.passenger_id is not None:
        return f"passenger:{caller.passenger_id}"
    if caller.client_id is not None:
        return f"key:{caller.client_id}"
    return caller.kind


# --- creation --------------------------------------------------------------------------------


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
    booking_id = uuid.uuid4()
    quote = await _quote(session, body, caller, booking_id)
    now = clock.now()
    legs = [leg for leg in quote.legs if leg.flight_id is not None]
    flights = await catalog.cached_flights_with_airports(
        reads, [leg.flight_id for leg in legs], session
    )
    departure = flights[legs[0].flight_id][0].flight_date
    last_flight = flights[legs[-1].flight_id][0].flight_date
    types = rules.assign(body.passengers, quote.pax, departure)
    rules.check_each(body.passengers, types, departure, last_flight, clock.today_at(now))
    contact_email = body.contact_email or quote.customer_email
    await pricing.take_promo_use(session, quote, booking_id, contact_email)

    booking = Booking(
        id=booking_id,
        status="pending",
        payment_status="unpaid",
        extensions=0,
        total_amount=quote.net,
        currency=quote.currency,
        expiry_date=now + timedelta(minutes=PENDING_MINUTES),
        contact_email=contact_email,
        contact_name=body.contact_name,
        contact_phone=body.contact_phone,
        redirect_url=body.redirect_url,
        language=language,
        api_key_id=caller.key_id,
        api_client_id=caller.client_id,
        client_type=caller.client_type,
        key_type=caller.key_type,
        partner_id=caller.partner_id,
        user_id=caller.passenger_id,
        flight_id=legs[0].flight_id,
        return_flight_id=legs[1].flight_id if len(legs) > 1 else None,
        quote_id=quote.quote_id,
        pricing={"quote": quote.response, "seat_fees": fmt(ZERO), "added": fmt(ZERO)},
        commission_amount=None,
        created_at=now,
        updated_at=now,
    )
    segments = []
    for position, leg in enumerate(legs):
        places = sum(p.count for p in leg.passengers if pricing.occupies_seat(p.passenger_type))
        await _take_places(session, leg.flight_id, leg.booking_class, leg.cabin, places)
        segments.append(
            BookingSegment(
                id=uuid.uuid4(),
                booking_id=booking.id,
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
                created_at=now,
                updated_at=now,
            )
        )
    travellers = [
        BookingPassenger(
            id=uuid.uuid4(),
            booking_id=booking.id,
            position=position,
            **passenger.model_dump(exclude={"seat_number", "passenger_type"}),
            passenger_type=passenger_type,
            created_at=now,
            updated_at=now,
        )
        for position, (passenger, passenger_type) in enumerate(
            zip(body.passengers, types, strict=True)
        )
    ]
    await _insert_with_reference(session, booking)
    rows = [*_built(segments), *_built(travellers)]
    if any(sent.seat_number is not None for sent in body.passengers):
        await insert_rows(session, *rows)  # first: a seat's row names its passenger
        rows = []
    seats, seat_fees = await extras.seats(
        session, booking, quote, segments[0], travellers, body, now
    )
    items, added = await extras.items(session, booking, quote, body, now)
    if seat_fees or added:
        booking.total_amount = quote.net + seat_fees + added
        booking.pricing = {**booking.pricing, "seat_fees": fmt(seat_fees), "added": fmt(added)}
        await session.execute(
            update(Booking)
            .where(Booking.id == booking.id)
            .values(total_amount=booking.total_amount, pricing=booking.pricing)
        )
    created = _created_event(booking, len(travellers))
    history = _event(booking, "created", None, "pending", caller)
    await insert_rows(session, *rows, *_built([history]), created)
    return BookingView(
        booking, segments, travellers, seats, items, ticketing.Issued([], {}), flights
    )


# the booking's row, inserted once a reference is free (built once: the hot path of a sale)
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
    values = _row_values(booking)
    for _ in range(10):
        values["booking_reference"] = "".join(
            secrets.choice(REFERENCE_ALPHABET) for _ in range(REFERENCE_LENGTH)
        )
        if await session.scalar(_INSERT_BOOKING, values) is not None:
            booking.booking_reference = values["booking_reference"]
            return
    raise RuntimeError("no free booking reference after 10 draws")


def _built(rows: Sequence[Any]) -> list[Row]:
    """ORM objects built in full, as rows for ``insert_rows`` (outside the unit of work:
    the booking answers from the objects as built)."""
    return [(type(row), _row_values(row)) for row in rows]


def _row_values(row: Any) -> dict[str, Any]:
    """Every column of an ORM object built in full, as the values of its ``INSERT``."""
    return {column.key: getattr(row, column.key) for column in row.__table__.columns}


def _history(
    session: AsyncSession,
    booking: Booking,
    action: str,
    from_status: str | None,
    to_status: str | None,
    caller: Caller | None,
    **detail: Any,
) -> None:
    session.add(_event(booking, action, from_status, to_status, caller, **detail))


def _event(
    booking: Booking,
    action: str,
    from_status: str | None,
    to_status: str | None,
    caller: Caller | None,
    **detail: Any,
) -> BookingEvent:
    """A line of the booking's history, every column set."""
    now = clock.now()
    return BookingEvent(
        id=uuid.uuid4(),
        booking_id=booking.id,
        action=action,
        from_status=from_status,
        to_status=to_status,
        actor=actor(caller) if caller is not None else "system",
        detail=detail,
        created_at=now,
        updated_at=now,
    )


# --- reading ---------------------------------------------------------------------------------


async def _view(session: AsyncSession, booking: Booking) -> BookingView:
    return (await _views(session, [booking]))[0]


async def _views(session: AsyncSession, bookings: Sequence[Booking]) -> list[BookingView]:
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


def may_see(caller: Caller, owned: Booking | Draft, *, without_passengers: bool = False) -> bool:
    """Who sees a booking or a draft: staff every one; a secret key its client's, an agency
    key its partner's (``visible_to`` says the same in SQL). A publishable key none (spec
    01 §5.1: it sits in a browser, shared by every traveller of the app), but for an action
    whose answer shows nothing of the passengers (``without_passengers``: paying, re-sending
    the magic link) on a booking this very key made."""
    if caller.kind == "staff":
        return True
    if caller.key_type == "publishable":
        return (
            without_passengers and caller.key_id is not None and owned.api_key_id == caller.key_id
        )
    if caller.client_id is not None and owned.api_client_id == caller.client_id:
        return True
    return (
        caller.client_type == "agency"
        and caller.partner_id is not None
        and owned.partner_id == caller.partner_id
    )


async def _load(
    session: AsyncSession, booking_id: uuid.UUID, *, for_update: bool = False, nowait: bool = False
) -> Booking:
    statement = select(Booking).where(Booking.id == booking_id)
    if for_update:
        # the row as it is once locked, not as an earlier read of this session saw it
        statement = statement.with_for_update(nowait=nowait).execution_options(
            populate_existing=True
        )
    booking = await session.scalar(statement)
    if booking is None:
        raise BookingNotFound()
    return booking


def _due(booking: Booking) -> bool:
    return booking.status == "pending" and booking.expiry_date <= clock.now()


def _shown_expired(booking: Booking) -> Booking:
    """A pending booking past its time as a read shows it, ``expired`` since its
    ``expiry_date``, without writing it: the values are set as loaded, so nothing is
    flushed (the sweep, or the next write that locks the booking, expires it for good)."""
    if _due(booking):
        set_committed_value(booking, "status", "expired")
        set_committed_value(booking, "expired_at", booking.expiry_date)
    return booking


async def _expire_if_due(session: AsyncSession, booking: Booking, *, locked: bool) -> Booking:
    """``booking`` as it stands now: expired for good first when it is pending past its time
    and the caller locked it (a write), shown expired otherwise (a read writes nothing)."""
    if not _due(booking):
        return booking
    if not locked:
        return _shown_expired(booking)
    await _expire(session, booking)
    return booking


async def current(
    session: AsyncSession, booking_id: uuid.UUID, *, for_update: bool = False
) -> Booking:
    """The booking as it stands now (404 unknown): with ``for_update`` locked and expired
    first when its time has passed; otherwise shown expired, nothing written. Who may see
    it is the caller's to check."""
    booking = await _load(session, booking_id, for_update=for_update)
    return await _expire_if_due(session, booking, locked=for_update)


async def owned(
    session: AsyncSession,
    booking_id: uuid.UUID,
    caller: Caller,
    *,
    for_update: bool = False,
    nowait: bool = False,
    without_passengers: bool = False,
) -> Booking:
    """The caller's booking (404 unknown, 403 another client's), expired first when its
    time has passed. ``nowait``: a row another transaction has locked is not waited for
    (the database's lock-not-available error goes to the caller). ``without_passengers``:
    for an action that answers nothing of the passengers (``may_see``)."""
    booking = await _load(session, booking_id, for_update=for_update, nowait=nowait)
    if not may_see(caller, booking, without_passengers=without_passengers):
        raise NotYourBooking()
    return await _expire_if_due(session, booking, locked=for_update)


async def get(session: AsyncSession, booking_id: uuid.UUID, caller: Caller) -> BookingView:
    return await _view(session, await owned(session, booking_id, caller))


async def view(session: AsyncSession, booking: Booking) -> BookingView:
    """Everything an answer about ``booking`` shows, loaded explicitly."""
    return await _view(session, booking)


async def find(
    session: AsyncSession, caller: Caller, filters: BookingQuery
) -> tuple[list[BookingView], int]:
    """The caller's bookings matching ``filters``, newest first, one page; and how many
    match. A pending booking past its time is listed (and filtered) as ``expired``; the
    list writes nothing."""
    now = clock.now()
    lapsed = (Booking.status == "pending") & (Booking.expiry_date <= now)
    statement = select(Booking).where(visible_to(caller))
    if filters.status == "pending":
        statement = statement.where(Booking.status == "pending", Booking.expiry_date > now)
    elif filters.status == "expired":
        statement = statement.where((Booking.status == "expired") | lapsed)
    elif filters.status:
        statement = statement.where(Booking.status == filters.status)
    if filters.booking_reference:
        statement = statement.where(Booking.booking_reference == filters.booking_reference.upper())
    if filters.contact_email:
        statement = statement.where(
            func.lower(Booking.contact_email) == filters.contact_email.lower()
        )
    if filters.flight_id:
        statement = statement.where(
            Booking.id.in_(
                select(BookingSegment.booking_id).where(
                    BookingSegment.flight_id == filters.flight_id
                )
            )
        )
    if filters.created_from:
        statement = statement.where(Booking.created_at >= filters.created_from)
    if filters.created_to:
        statement = statement.where(Booking.created_at < filters.created_to)
    total = await session.scalar(select(func.count()).select_from(statement.subquery()))
    rows = await session.scalars(
        statement.order_by(Booking.created_at.desc(), Booking.id)
        .limit(filters.page_size)
        .offset((filters.page - 1) * filters.page_size)
    )
    return await _views(session, [_shown_expired(b) for b in rows.all()]), total


def visible_to(caller: Caller, model: type[Booking] | type[Draft] = Booking):
    """``may_see`` as a condition on ``model``'s rows."""
    if caller.kind == "staff":
        return true()
    if caller.key_type == "publishable" or caller.client_id is None:
        return false()
    own = model.api_client_id == caller.client_id
    if caller.client_type == "agency" and caller.partner_id is not None:
        return or_(own, model.partner_id == caller.partner_id)
    return own


def of_callers_client(caller: Caller) -> Select | None:
    """The ids of the bookings of ``caller``'s client (an agency key's partner's too), any
    kind of key, the publishable one included; None for staff (every booking). What the
    sandbox inbox shows a caller the e-mails of."""
    if caller.kind == "staff":
        return None
    if caller.client_id is None:
        return select(Booking.id).where(false())
    own = Booking.api_client_id == caller.client_id
    if caller.client_type == "agency" and caller.partner_id is not None:
        own = or_(own, Booking.partner_id == caller.partner_id)
    return select(Booking.id).where(own)


async def history(
    session: AsyncSession, booking_id: uuid.UUID, caller: Caller
) -> tuple[BookingView, list[BookingEvent]]:
    """A booking with its history, oldest first (the back office)."""
    booking = await owned(session, booking_id, caller)
    events = await session.scalars(
        select(BookingEvent)
        .where(BookingEvent.booking_id == booking.id)
        .order_by(BookingEvent.created_at, BookingEvent.id)
    )
    return await _view(session, booking), list(events)


BOOKING_READ = "booking:read"


async def service_categories(session: AsyncSession, caller: Caller) -> list[tuple[str, list]]:
    """The categories of ancillary services a booking can carry, in the catalog's order,
    each with its active services (empty categories left out). A secret key needs the
    ``booking:read`` scope (spec 01 §5.1)."""
    if caller.is_secret_key and BOOKING_READ not in caller.scopes:
        raise BookingReadScopeMissing()
    active = await pricing.list_ssr_services(session)
    return [
        (category, [s for s in active if s.category == category])
        for category in pricing.SSR_CATEGORIES
        if any(s.category == category for s in active)
    ]


# --- moves -----------------------------------------------------------------------------------


async def confirm(
    session: AsyncSession,
    booking_id: uuid.UUID,
    caller: Caller,
    reads: Reads,
) -> BookingView:
    booking = await owned(session, booking_id, caller, for_update=True)
    if booking.status in FINAL_STATUSES:
        raise BookingIsFinal(f"The booking is {booking.status}: it cannot be confirmed")
    if booking.status == "pending":
        return await confirm_booking(session, booking, caller, reads)
    return await _view(session, booking)


async def confirm_booking(
    session: AsyncSession,
    booking: Booking,
    caller: Caller | None,
    reads: Reads,
    also: Sequence[Row] = (),
    loaded: Sold | None = None,
    paid_by: uuid.UUID | None = None,
) -> BookingView:
    """The confirmation itself, whoever confirms (a client's ``confirm``, a payment): a
    pending ``booking``, locked by the caller, becomes confirmed with its tickets issued
    and its held seats taken for good, ``booking.confirmed`` emitted, and its contact gets
    the e-mail with a magic link (in its language) and the e-ticket attached: the worker
    writes it (``access_links.CONFIRMATION_EMAIL``), as nothing of the answer needs it. The
    booking as an answer shows it, from the rows the confirmation loaded. The flights and
    the airline profile come from the reference cache (``reads``). ``also``: new rows of
    the caller's (a payment), inserted with the confirmation's own. ``loaded``: its segments
    and passengers, when the caller has read them (``sold``). ``paid_by``: the payment that
    pays the sale, which its items name (none: confirmed on account, or carried over)."""
    profile = await content.cached_airline_profile(reads, session)
    segments, travellers = loaded if loaded is not None else await sold(session, booking)
    seats = await _take_seats(session, booking)
    items = list(
        await session.scalars(
            select(BookingItem)
            .where(BookingItem.booking_id == booking.id)
            .order_by(BookingItem.created_at)
        )
    )
    commission = booking.commission_amount or ZERO
    if EXCHANGE in booking.pricing:  # the commission of the items carried into it goes on
        commission += (await sale_items.carried_into(session, booking.id)).commission
    issue = await ticketing.issue(
        session,
        sale(
            booking,
            segments,
            travellers,
            seats,
            items,
            profile,
            commission=commission,
            paid_by=paid_by,
        ),
    )
    tickets, coupons = issue.tickets, issue.coupons
    flights = await catalog.cached_flights_with_airports(
        reads, [s.flight_id for s in segments], session
    )
    booking.status = "confirmed"
    booking.confirmed_at = clock.now()
    booking.expiry_date = None
    await session.flush()  # the booking as confirmed
    confirmed = outbox.event_row(
        "booking.confirmed",
        {
            **_event_fields(booking),
            "passenger_count": len(travellers),
            "confirmed_at": booking.confirmed_at,
        },
        partner_id=booking.partner_id,
        booking_id=booking.id,
    )
    history = _event(booking, "confirmed", "pending", "confirmed", caller)
    email = access_links.confirmation_email_event(booking)
    emails = [email] if email is not None else []
    await insert_rows(
        session,
        *_built(tickets),
        *_built(coupons),
        *_built(issue.items),
        *_built([history]),
        confirmed,
        *emails,
        *also,
    )
    issued = ticketing.assemble(
        tickets, coupons, await ticketing.replaced_numbers(session, tickets)
    )
    return BookingView(booking, list(segments), list(travellers), seats, items, issued, flights)


async def flight_ids(session: AsyncSession, booking: Booking) -> set[uuid.UUID]:
    """Every flight ``booking`` flies (outbound, return, each segment), read in ``session``."""
    rows = await plain.fetch(
        session, "SELECT flight_id FROM booking_segments WHERE booking_id = $1", booking.id
    )
    return flights_of(booking, [row["flight_id"] for row in rows])


def flights_of(booking: Booking, segment_flights: Iterable[uuid.UUID]) -> set[uuid.UUID]:
    """The flights of ``booking``'s own fields and of its segments (``segment_flights``)."""
    return set(segment_flights) | ({booking.flight_id, booking.return_flight_id} - {None})


async def sold(session: AsyncSession, booking: Booking) -> Sold:
    """The booking's segments and passengers, in order (a payment reads them before
    confirming, and passes them to ``confirm_booking``)."""
    segments = (
        await session.scalars(
            select(BookingSegment)
            .where(BookingSegment.booking_id == booking.id)
            .order_by(BookingSegment.position)
        )
    ).all()
    travellers = (
        await session.scalars(
            select(BookingPassenger)
            .where(BookingPassenger.booking_id == booking.id)
            .order_by(BookingPassenger.position)
        )
    ).all()
    return segments, travellers


def sale(
    booking: Booking,
    segments: Sequence[BookingSegment],
    travellers: Sequence[BookingPassenger],
    seats: Sequence[BookingSeat],
    items: Sequence[BookingItem],
    profile: content.AirlineProfile | None,
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
    )


async def _take_seats(session: AsyncSession, booking: Booking) -> list[BookingSeat]:
    """The seats held while pending become the booking's for good; the booking's seats."""
    now = clock.now()
    seats = list(
        await session.scalars(select(BookingSeat).where(BookingSeat.booking_id == booking.id))
    )
    for seat in seats:
        await inventory.hold_seat(
            session, seat.flight_id, seat.seat_number, booking.id, until=None, now=now
        )
    return seats


@dataclass(frozen=True)
class CancelRefund:
    """What cancelling did about the money: a refund started (``amount`` in ``currency``,
    0 for a fare that refunds nothing) or none, and why, in words for the traveller."""

    initiated: bool
    message: str
    amount: Decimal | None = None
    currency: str | None = None


# The money side of a cancellation: given the locked booking, before it is cancelled.
MoneyBack = Callable[[AsyncSession, Booking], Awaitable[CancelRefund]]


async def nothing_charged(session: AsyncSession, booking: Booking) -> CancelRefund:
    """The money side of cancelling a booking nothing was charged for through the service:
    a pending one, or one its client confirmed after taking the payment itself (that client
    refunds it). A paid booking's refund is the payments room's (``payments.service``),
    which the cancelling routes pass instead."""
    if booking.payment_status != "unpaid":
        raise RuntimeError("a paid booking is cancelled with the payments room's refund")
    if booking.status == "pending":
        return CancelRefund(False, "Nothing was charged for this booking: no refund is due")
    return CancelRefund(
        False,
        "This booking was not paid through the airline's payment service: "
        "the seller who took the payment refunds it",
    )


async def cancel(
    session: AsyncSession, booking_id: uuid.UUID, caller: Caller, money: MoneyBack
) -> BookingView:
    booking = await owned(session, booking_id, caller, for_update=True)
    await cancel_booking(session, booking, caller, money)
    return await _view(session, booking)


async def cancel_booking(
    session: AsyncSession,
    booking: Booking,
    caller: Caller,
    money: MoneyBack,
    *,
    after_departure: bool = False,
) -> CancelRefund:
    """The cancel transition, whoever cancels (the client's ``cancel``, the traveller's
    ``cancel-consumer``, a refund): ``booking``, locked by the caller, is cancelled (400
    when final), ``money`` settles what was paid, its places and seats are given back,
    ``booking.cancelled`` emitted (with ``refund_amount`` when it was paid).
    ``after_departure``: the airline's disruption refunds a flight that never flew, even
    once its departure time has passed."""
    if booking.status in FINAL_STATUSES:
        raise BookingIsFinal(f"The booking is {booking.status}: it cannot be cancelled")
    if booking.status == "confirmed" and caller.kind != "staff" and not after_departure:
        await not_departed(session, booking)
    refund = await money(session, booking)
    previous = booking.status
    await ticketing.end(
        session,
        booking.id,
        "REFUNDED" if refund.amount else "VOID",
        actor=actor(caller),
        reason="booking cancelled",
    )
    if previous != "pending":  # a pending booking sold no items
        await sale_items.settle_cancelled(session, booking.id, actor(caller))
    elif _has_promo(booking):
        await pricing.give_back_promo_uses(session, [booking.id])
    await _release(session, booking)
    booking.status = "cancelled"
    booking.cancelled_at = clock.now()
    booking.expiry_date = None
    _history(session, booking, "cancelled", previous, "cancelled", caller)
    payload = {**_event_fields(booking), "cancelled_at": booking.cancelled_at}
    if refund.amount is not None:
        payload["refund_amount"] = refund.amount
    await outbox.emit(
        session,
        "booking.cancelled",
        payload,
        partner_id=booking.partner_id,
        booking_id=booking.id,
    )
    await session.flush()
    return refund


def _has_promo(booking: Booking) -> bool:
    """Whether the quote ``booking`` was sold at applied a promo code (it took a use)."""
    lines = booking.pricing.get("quote", {}).get("line_items", [])
    return any(line["type"] == "promo" for line in lines)


async def flights_departed(
    session: AsyncSession, flight_ids: Sequence[uuid.UUID], caller: Caller | None
) -> None:
    """Flights left: their coupons flown or closed (``ticketing``), and for each passenger
    who did not board ``passenger.no_show`` emitted with the booking's partner (spec 02
    §6.1), all in a few statements however many flights. ``caller`` None: the worker."""
    departure = await ticketing.flights_departed(
        session, flight_ids, actor=actor(caller) if caller is not None else "system"
    )
    if not departure.no_shows:
        return
    partners = dict(
        (
            await session.execute(
                select(Booking.id, Booking.partner_id).where(
                    Booking.id.in_({c.booking_id for c in departure.no_shows})
                )
            )
        ).all()
    )
    await insert_rows(
        session,
        *(
            outbox.event_row(
                "passenger.no_show",
                {
                    "booking_id": coupon.booking_id,
                    "passenger_id": coupon.passenger_id,
                    "flight_id": coupon.flight_id,
                },
                partner_id=partners.get(coupon.booking_id),
                booking_id=coupon.booking_id,
            )
            for coupon in departure.no_shows
        ),
    )


async def flights_arrived(
    session: AsyncSession, flight_ids: Sequence[uuid.UUID], caller: Caller | None
) -> None:
    """Flights landed: coupons still live flown or closed as at departure (a flight marked
    arrived without its departure), and each confirmed booking on them whose coupons are
    now all final (flown, closed, void, refunded, exchanged) becomes ``completed``: nothing
    is left to travel on it. A few statements however many flights and bookings."""
    await flights_departed(session, flight_ids, caller)
    done = await ticketing.all_final(
        session, await ticketing.bookings_on_flights(session, flight_ids)
    )
    if not done:
        return
    finished = (
        await session.scalars(
            update(Booking)
            .where(Booking.id.in_(done), Booking.status == "confirmed")
            .values(status="completed", updated_at=clock.now())
            .returning(Booking)
            .execution_options(synchronize_session=False)
        )
    ).all()
    if finished:
        await insert_rows(
            session,
            *_built([_event(b, "completed", "confirmed", "completed", caller) for b in finished]),
        )


async def travelling_on(session: AsyncSession, flight_id: uuid.UUID) -> tuple[list[uuid.UUID], int]:
    """The bookings still to travel on the flight (confirmed with a live coupon on it, or
    pending and not lapsed), oldest first, and how many passengers they carry: who a
    delay or a cancellation of the flight affects."""
    now = clock.now()
    live = select(1).where(
        ticketing.Coupon.booking_id == Booking.id,
        ticketing.Coupon.flight_id == flight_id,
        ticketing.Coupon.status.in_(ticketing.LIVE),
    )
    rows = await session.execute(
        select(Booking.id, func.count(BookingPassenger.id))
        .join(BookingPassenger, BookingPassenger.booking_id == Booking.id)
        .where(
            Booking.id.in_(
                select(BookingSegment.booking_id).where(BookingSegment.flight_id == flight_id)
            ),
            or_(
                (Booking.status == "confirmed") & live.exists(),
                (Booking.status == "pending") & (Booking.expiry_date > now),
            ),
        )
        .group_by(Booking.id, Booking.created_at)
        .order_by(Booking.created_at, Booking.id)
    )
    found = rows.all()
    return [booking_id for booking_id, _ in found], sum(count for _, count in found)


async def confirmed_on(session: AsyncSession, flight_id: uuid.UUID) -> list[Booking]:
    """The confirmed bookings with a coupon still to fly on the flight, oldest first: the
    ones an airline change of the flight affects (disruptions)."""
    live = select(1).where(
        ticketing.Coupon.booking_id == Booking.id,
        ticketing.Coupon.flight_id == flight_id,
        ticketing.Coupon.status.in_(ticketing.LIVE),
    )
    return list(
        await session.scalars(
            select(Booking)
            .where(Booking.status == "confirmed", live.exists())
            .order_by(Booking.created_at, Booking.id)
        )
    )


@dataclass(frozen=True)
class CheckinTrip:
    """What check-in reads of a booking: its flights, passengers and the seats it bought."""

    segments: list[BookingSegment]
    passengers: list[BookingPassenger]
    seats: list[BookingSeat]


async def checkin_trip(session: AsyncSession, booking_id: uuid.UUID) -> CheckinTrip:
    """The booking's segments (in trip order), passengers (in order) and bought seats."""
    segments = await session.scalars(
        select(BookingSegment)
        .where(BookingSegment.booking_id == booking_id)
        .order_by(BookingSegment.position)
    )
    travellers = await session.scalars(
        select(BookingPassenger)
        .where(BookingPassenger.booking_id == booking_id)
        .order_by(BookingPassenger.position)
    )
    seats = await session.scalars(select(BookingSeat).where(BookingSeat.booking_id == booking_id))
    return CheckinTrip(list(segments), list(travellers), list(seats))


async def passengers_on_flight(
    session: AsyncSession, passenger_ids: Sequence[uuid.UUID]
) -> dict[uuid.UUID, tuple[Booking, BookingPassenger]]:
    """Each passenger of ``passenger_ids`` with its booking (for a flight's passenger list)."""
    if not passenger_ids:
        return {}
    rows = await session.execute(
        select(BookingPassenger, Booking)
        .join(Booking, Booking.id == BookingPassenger.booking_id)
        .where(BookingPassenger.id.in_(list(passenger_ids)))
    )
    return {p.id: (b, p) for p, b in rows.all()}


async def confirmed_on_flights(
    session: AsyncSession, flight_ids: Sequence[uuid.UUID]
) -> list[tuple[Booking, uuid.UUID]]:
    """The confirmed bookings with a segment on one of ``flight_ids``, each with that flight
    (whom a flight's change concerns: its delay, gate, boarding, the check-in window)."""
    if not flight_ids:
        return []
    rows = await session.execute(
        select(Booking, BookingSegment.flight_id)
        .join(BookingSegment, BookingSegment.booking_id == Booking.id)
        .where(BookingSegment.flight_id.in_(list(flight_ids)), Booking.status == "confirmed")
        .order_by(Booking.created_at, Booking.id)
    )
    return [(booking, flight_id) for booking, flight_id in rows.all()]


async def bookings_by_id(session: AsyncSession, ids: Sequence[uuid.UUID]) -> list[Booking]:
    """The bookings of ``ids`` that exist, whatever their status and owner."""
    if not ids:
        return []
    return list(await session.scalars(select(Booking).where(Booking.id.in_(list(ids)))))


def record_payment(
    booking: Booking, payment_status: str, *, commission: Decimal | None = None
) -> None:
    """What the payments room reports about the booking's money, written by bookings (the
    booking's own fields are bookings'): its ``payment_status`` and, once paid through a
    partner's wallet, the commission it earned."""
    if payment_status not in PAYMENT_STATUSES:
        raise ValueError(f"unknown payment status {payment_status!r}")
    booking.payment_status = payment_status
    if commission is not None:
        booking.commission_amount = commission


# the passenger fields a correction may change (spec 01 §4.7; the rules are ``corrections``')
CORRECTABLE = frozenset(
    {
        "first_name",
        "last_name",
        "middle_name",
        "document_number",
        "document_expiry",
        "document_type",
        "nationality",
    }
)


async def correct_passengers(
    session: AsyncSession,
    booking: Booking,
    caller: Caller,
    changes: dict[uuid.UUID, dict[str, Any]],
) -> None:
    """Passenger data correction (spec 01 §4.7): the new values of the booking's passengers'
    names and documents (``changes``: passenger id to field to value, checked by the
    corrections room), written by bookings, with a line in the booking's history.
    ``booking`` is locked by the caller; only the ``CORRECTABLE`` fields change."""
    passengers = {
        p.id: p
        for p in await session.scalars(
            select(BookingPassenger).where(BookingPassenger.booking_id == booking.id)
        )
    }
    for passenger_id, fields in changes.items():
        if not fields.keys() <= CORRECTABLE:
            raise ValueError(f"not correctable: {sorted(fields.keys() - CORRECTABLE)}")
        for field, value in fields.items():
            setattr(passengers[passenger_id], field, value)
    _history(
        session,
        booking,
        "passengers_corrected",
        booking.status,
        booking.status,
        caller,
        fields={str(pid): sorted(fields) for pid, fields in changes.items()},
    )
    await session.flush()


async def not_departed(session: AsyncSession, booking: Booking) -> None:
    """400 ``FlightDeparted`` once the booking's first flight has left (its departure time
    passed, or the airline moved it to boarding or beyond): a traveller or a client cannot
    cancel or refund a trip already under way; the airline can (the back office)."""
    first = await session.scalar(
        select(BookingSegment.flight_id)
        .where(BookingSegment.booking_id == booking.id)
        .order_by(BookingSegment.position)
        .limit(1)
    )
    flight = (await catalog.flights_with_airports(session, [first]))[first][0]
    leaves = flight.scheduled_departure + timedelta(minutes=flight.delay_minutes or 0)
    if flight.status in DEPARTED or leaves <= clock.now():
        raise FlightDeparted(
            f"Flight {flight.flight_number} of this booking has departed: "
            "it can no longer be cancelled or refunded; ask the airline"
        )


async def extend_pending(session: AsyncSession, booking: Booking, caller: Caller) -> None:
    """Resume-pending: ``booking``, locked by the caller, keeps its places 15 more minutes
    from its ``expiry_date`` (so at most an hour in all); 400 unless pending, 429 after 3
    extensions."""
    if booking.status != "pending":
        raise NotPending(f"The booking is {booking.status}: only a pending booking can be resumed")
    if booking.extensions >= MAX_EXTENSIONS:
        raise ExtensionsExhausted(booking.extensions, booking.expiry_date)
    booking.extensions += 1
    booking.expiry_date += timedelta(minutes=EXTENSION_MINUTES)
    await inventory.extend_holds(session, booking.id, booking.expiry_date)
    _history(
        session,
        booking,
        "extended",
        "pending",
        "pending",
        caller,
        extension=booking.extensions,
        expiry_date=booking.expiry_date.isoformat(),
    )
    await session.flush()


async def _release(session: AsyncSession, booking: Booking) -> None:
    """Give back the places and seats the booking holds (once)."""
    now = clock.now()
    # in leg order, the order sales lock the classes in (``inventory.service``, "Locks")
    segments = (
        await session.scalars(
            select(BookingSegment)
            .where(
                BookingSegment.booking_id == booking.id,
                BookingSegment.places_released_at.is_(None),
            )
            .order_by(BookingSegment.position)
        )
    ).all()
    for segment in segments:
        if segment.places:
            await inventory.give_back(
                session, segment.flight_id, segment.booking_class, segment.places
            )
        segment.places_released_at = now
    await inventory.free_seats(session, booking.id)


async def _take_places(
    session: AsyncSession, flight_id: uuid.UUID, booking_class: str, cabin: str, count: int
) -> None:
    """``inventory.take``; when the class or its cabin is sold out, the places that pending
    bookings past their time still hold in that cabin of the flight are given back first
    (``_give_back_lapsed``) and the sale tried again: a lapsed place is free for the next
    sale at once, not once the sweep has come by."""
    try:
        await inventory.take(session, flight_id, booking_class, count)
    except inventory.SoldOut:
        if not await _give_back_lapsed(session, flight_id, cabin):
            raise
        await inventory.take(session, flight_id, booking_class, count)


async def _give_back_lapsed(session: AsyncSession, flight_id: uuid.UUID, cabin: str) -> int:
    """Give back the places pending bookings past their time hold in ``cabin`` of the flight
    (those bookings locked, skipping any another transaction holds: it is expiring or
    confirming them); how many. The bookings stay pending, shown expired, until the sweep
    or their next write expires them, which gives back only what is still held. The cabin
    is the one the sale already locked, so this waits for no lock."""
    now = clock.now()
    lapsed = (
        select(Booking.id)
        .where(
            Booking.status == "pending",
            Booking.expiry_date <= now,
            Booking.id.in_(
                select(BookingSegment.booking_id).where(
                    BookingSegment.flight_id == flight_id,
                    BookingSegment.cabin == cabin,
                    BookingSegment.places_released_at.is_(None),
                )
            ),
        )
        .with_for_update(skip_locked=True)
    )
    released = await session.execute(
        update(BookingSegment)
        .where(
            BookingSegment.booking_id.in_(lapsed.scalar_subquery()),
            BookingSegment.flight_id == flight_id,
            BookingSegment.cabin == cabin,
            BookingSegment.places_released_at.is_(None),
        )
        .values(places_released_at=now, updated_at=now)
        .returning(BookingSegment.booking_class, BookingSegment.places)
        .execution_options(synchronize_session=False)
    )
    places: dict[tuple[uuid.UUID, str], int] = defaultdict(int)
    for booking_class, count in released.all():
        places[(flight_id, booking_class)] += count
    await inventory.give_back_many(session, places)
    return sum(places.values())


async def _expire(session: AsyncSession, booking: Booking) -> None:
    await _expire_all(session, [booking])


async def _expire_all(session: AsyncSession, bookings: Sequence[Booking]) -> None:
    """Expire pending bookings the caller has locked (``_expired``)."""
    if not bookings:
        return
    now = clock.now()
    await session.execute(
        update(Booking)
        .where(Booking.id.in_([b.id for b in bookings]))
        .values(status="expired", expired_at=now, updated_at=now)
        .execution_options(synchronize_session=False)
    )
    for booking in bookings:
        set_committed_value(booking, "status", "expired")
        set_committed_value(booking, "expired_at", now)
    await _expired(session, [(b.id, b.booking_reference, b.partner_id) for b in bookings], now)


async def _expired(
    session: AsyncSession,
    bookings: Sequence[tuple[uuid.UUID, str, uuid.UUID | None]],
    now: datetime,
) -> None:
    """What follows bookings ``(id, reference, partner)`` just written expired, in a
    handful of statements however many: their places given back, added up per booking
    class (``inventory.give_back_many`` locks the cabins in departure order, as sales
    do), their seats freed, their promo uses given back, a history line and
    ``booking.expired`` for each."""
    ids = [booking_id for booking_id, _, _ in bookings]
    released = await session.execute(
        update(BookingSegment)
        .where(BookingSegment.booking_id.in_(ids), BookingSegment.places_released_at.is_(None))
        .values(places_released_at=now, updated_at=now)
        .returning(BookingSegment.flight_id, BookingSegment.booking_class, BookingSegment.places)
        .execution_options(synchronize_session=False)
    )
    places: dict[tuple[uuid.UUID, str], int] = defaultdict(int)
    for flight_id, booking_class, count in released.all():
        places[(flight_id, booking_class)] += count
    await inventory.give_back_many(session, places)
    await inventory.free_seats_of(session, ids)
    await pricing.give_back_promo_uses(session, ids)
    rows: list[Row] = []
    for booking_id, reference, partner_id in bookings:
        rows.append(
            (
                BookingEvent,
                {
                    "id": uuid.uuid4(),
                    "booking_id": booking_id,
                    "action": "expired",
                    "from_status": "pending",
                    "to_status": "expired",
                    "actor": "system",
                    "detail": {},
                    "created_at": now,
                    "updated_at": now,
                },
            )
        )
        rows.append(
            outbox.event_row(
                "booking.expired",
                {"booking_id": booking_id, "booking_reference": reference, "expired_at": now},
                partner_id=partner_id,
                booking_id=booking_id,
            )
        )
    await insert_rows(session, *rows)


SWEEP_BATCH = 1000


async def expire_due(session: AsyncSession, limit: int = SWEEP_BATCH) -> int:
    """Expire every pending booking past its time (the worker's sweep), ``limit`` at a
    time, each batch in a few statements (rows another transaction holds are skipped: it
    is expiring or confirming them); how many."""
    now = clock.now()
    total = 0
    while True:
        due = (
            select(Booking.id)
            .where(Booking.status == "pending", Booking.expiry_date <= now)
            .order_by(Booking.expiry_date)
            .limit(limit)
            .with_for_update(skip_locked=True)
        )
        expired = (
            await session.execute(
                update(Booking)
                .where(Booking.id.in_(due.scalar_subquery()))
                .values(status="expired", expired_at=now, updated_at=now)
                .returning(Booking.id, Booking.booking_reference, Booking.partner_id)
                .execution_options(synchronize_session=False)
            )
        ).all()
        if expired:
            await _expired(session, [tuple(row) for row in expired], now)  # type: ignore[misc]
        total += len(expired)
        if len(expired) < limit:
            return total


async def refund_basis(
    session: AsyncSession, booking: Booking
) -> tuple[BookingSegment, datetime, int]:
    """What a refund of the booking is priced on: its first segment (the fare rule that
    governs it), that flight's departure, and the passengers who paid a fare (infants on a
    lap do not)."""
    first = await session.scalar(
        select(BookingSegment)
        .where(BookingSegment.booking_id == booking.id)
        .order_by(BookingSegment.position)
        .limit(1)
    )
    flight = (await catalog.flights_with_airports(session, [first.flight_id]))[first.flight_id][0]
    paying = await session.scalar(
        select(func.count())
        .select_from(BookingPassenger)
        .where(
            BookingPassenger.booking_id == booking.id, BookingPassenger.passenger_type != "infant"
        )
    )
    return first, flight.scheduled_departure, max(paying, 1)


def _event_fields(booking: Booking) -> dict[str, Any]:
    return {
        "booking_id": booking.id,
        "booking_reference": booking.booking_reference,
        "status": booking.status,
        "total_amount": booking.total_amount,
        "currency": booking.currency,
        "contact_email": booking.contact_email,
        "flight_id": booking.flight_id,
        "payment_status": booking.payment_status,
    }


# --- exchange (spec 01 §4.6): the new booking, the old one ended ------------------------------

# ``Booking.pricing[EXCHANGE]`` of a booking an exchange made: the booking it replaced, the
# price lock, the money of the old booking it carries over, each passenger's old ticket;
# once the exchange is undone (``undo_exchange``), ``UNDONE``: when, why (``cancelled``,
# ``lapsed``) and whether the old booking was restored (its money is then its own again)
EXCHANGE = "exchange"
UNDONE = "undone"


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


async def exchange_chain(session: AsyncSession, booking: Booking) -> list[uuid.UUID]:
    """The booking and those it replaced by exchange, newest first (whose payments hold
    its money)."""
    chain = [booking.id]
    current = booking.pricing.get(EXCHANGE, {}).get("from_booking_id")
    while current is not None:
        chain.append(uuid.UUID(current))
        pricing_of = await session.scalar(
            select(Booking.pricing).where(Booking.id == uuid.UUID(current))
        )
        current = (pricing_of or {}).get(EXCHANGE, {}).get("from_booking_id")
    return chain


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
    booking_id = uuid.uuid4()
    quote = await pricing.book_locked_quote(session, quote_id, booking_id, caller, locked_at)
    now = clock.now()
    old_segments, old_travellers = await sold(session, old)
    legs = [leg for leg in quote.legs if leg.flight_id is not None]
    await inventory.lock_cabins_of(
        session,
        [(s.flight_id, s.booking_class) for s in old_segments if s.places_released_at is None]
        + [(leg.flight_id, leg.booking_class) for leg in legs],
    )
    flights = await catalog.cached_flights_with_airports(
        reads, [leg.flight_id for leg in legs], session
    )
    old_tickets = {
        t.passenger_id: t.id for t in (await ticketing.of_booking(session, old.id)).tickets
    }
    travellers = [
        BookingPassenger(
            **{
                column: getattr(p, column)
                for column in _row_values(p)
                if column not in ("id", "booking_id", "created_at", "updated_at")
            },
            id=uuid.uuid4(),
            booking_id=booking_id,
            created_at=now,
            updated_at=now,
        )
        for p in old_travellers
    ]
    replaces = {
        str(new.id): str(old_tickets[p.id])
        for new, p in zip(travellers, old_travellers, strict=True)
        if p.id in old_tickets
    }
    booking = Booking(
        id=booking_id,
        status="pending",
        payment_status="unpaid",
        extensions=0,
        total_amount=quote.net,
        currency=quote.currency,
        expiry_date=now + timedelta(minutes=PENDING_MINUTES),
        contact_email=old.contact_email,
        contact_name=old.contact_name,
        contact_phone=old.contact_phone,
        redirect_url=old.redirect_url,
        language=old.language,
        api_key_id=old.api_key_id,
        api_client_id=old.api_client_id,
        client_type=old.client_type,
        key_type=old.key_type,
        partner_id=old.partner_id,
        user_id=old.user_id,
        flight_id=legs[0].flight_id,
        return_flight_id=legs[1].flight_id if len(legs) > 1 else None,
        quote_id=quote.quote_id,
        pricing={
            "quote": quote.response,
            "seat_fees": fmt(ZERO),
            "added": fmt(ZERO),
            EXCHANGE: {**exchange, "from_booking_id": str(old.id), "replaces": replaces},
        },
        commission_amount=None,
        created_at=now,
        updated_at=now,
    )
    await _release(session, old)
    segments = []
    for position, leg in enumerate(legs):
        places = sum(p.count for p in leg.passengers if pricing.occupies_seat(p.passenger_type))
        await _take_places(session, leg.flight_id, leg.booking_class, leg.cabin, places)
        segments.append(
            BookingSegment(
                id=uuid.uuid4(),
                booking_id=booking_id,
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
                created_at=now,
                updated_at=now,
            )
        )
    await _insert_with_reference(session, booking)
    await insert_rows(session, *_built(segments), *_built(travellers))
    seats = await _carried_seats(
        session, booking, segments[0], old, old_travellers, travellers, now
    )
    items = [
        BookingItem(
            id=uuid.uuid4(),
            booking_id=booking_id,
            kind="offer",
            code=ancillary["code"],
            name=ancillary["name"],
            amount=Decimal(ancillary["unit_price"]),
            flight_id=legs[0].flight_id,
            created_at=now,
            updated_at=now,
        )
        for ancillary in quote.ancillaries
        for _ in range(ancillary["qty"])
    ]
    created = _created_event(booking, len(travellers), exchanged_from=old)
    history = _event(
        booking, "created", None, "pending", caller, exchanged_from=old.booking_reference
    )
    await insert_rows(session, *_built(items), *_built(seats), *_built([history]), created)
    return BookingView(
        booking, segments, travellers, seats, items, ticketing.Issued([], {}), flights
    )


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
    booking_id = uuid.uuid4()
    now = clock.now()
    old_segments, old_travellers = await sold(session, old)

    def flown_on(segment: BookingSegment) -> uuid.UUID:
        return new_flight_id if segment.flight_id == flight_id else segment.flight_id

    await inventory.lock_cabins_of(
        session,
        [(s.flight_id, s.booking_class) for s in old_segments if s.places_released_at is None]
        + [(flown_on(s), s.booking_class) for s in old_segments],
    )
    old_tickets = {
        t.passenger_id: t.id for t in (await ticketing.of_booking(session, old.id)).tickets
    }
    new_of = {
        p.id: BookingPassenger(
            **{
                column: getattr(p, column)
                for column in _row_values(p)
                if column not in ("id", "booking_id", "created_at", "updated_at")
            },
            id=uuid.uuid4(),
            booking_id=booking_id,
            created_at=now,
            updated_at=now,
        )
        for p in old_travellers
    }
    old_seats = (
        await session.scalars(select(BookingSeat).where(BookingSeat.booking_id == old.id))
    ).all()
    kept: dict[str, Decimal] = {}
    for seat in old_seats:
        key = str(new_of[seat.passenger_id].id)
        kept[key] = kept.get(key, ZERO) + seat.seat_fee
    pricing_of = {key: value for key, value in old.pricing.items() if key != EXCHANGE}
    booking = Booking(
        **{
            column: getattr(old, column)
            for column in (
                "total_amount",
                "currency",
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
                "quote_id",
            )
        },
        id=booking_id,
        status="pending",
        payment_status="unpaid",
        extensions=0,
        expiry_date=now + timedelta(minutes=PENDING_MINUTES),
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
        commission_amount=None,
        created_at=now,
        updated_at=now,
    )
    await _release(session, old)
    segments = []
    for segment in old_segments:
        if segment.places:
            await _take_places(
                session, flown_on(segment), segment.booking_class, segment.cabin, segment.places
            )
        segments.append(
            BookingSegment(
                **{
                    column: getattr(segment, column)
                    for column in _row_values(segment)
                    if column not in ("id", "booking_id", "flight_id", "places_released_at")
                    and column not in ("created_at", "updated_at")
                },
                id=uuid.uuid4(),
                booking_id=booking_id,
                flight_id=flown_on(segment),
                created_at=now,
                updated_at=now,
            )
        )
    segment_of = {old.id: new for old, new in zip(old_segments, segments, strict=True)}
    await _insert_with_reference(session, booking)
    travellers = list(new_of.values())
    await insert_rows(session, *_built(segments), *_built(travellers))
    seats = []
    for seat in old_seats:
        segment = segment_of[seat.segment_id]
        try:
            await inventory.hold_seat(
                session,
                segment.flight_id,
                seat.seat_number,
                booking.id,
                until=booking.expiry_date,
                now=now,
            )
        except inventory.SeatTaken:
            continue  # its fee stays on the ticket (``seat_fees_kept``)
        seats.append(
            BookingSeat(
                id=uuid.uuid4(),
                booking_id=booking.id,
                passenger_id=new_of[seat.passenger_id].id,
                segment_id=segment.id,
                flight_id=segment.flight_id,
                seat_number=seat.seat_number,
                zone=seat.zone,
                seat_fee=ZERO,
                created_at=now,
                updated_at=now,
            )
        )
    old_items = (
        await session.scalars(select(BookingItem).where(BookingItem.booking_id == old.id))
    ).all()
    items = [
        BookingItem(
            **{
                column: getattr(item, column)
                for column in _row_values(item)
                if column not in ("id", "booking_id", "passenger_id", "flight_id")
                and column not in ("created_at", "updated_at")
            },
            id=uuid.uuid4(),
            booking_id=booking_id,
            passenger_id=new_of[item.passenger_id].id if item.passenger_id else None,
            flight_id=new_flight_id if item.flight_id == flight_id else item.flight_id,
            created_at=item.created_at,
            updated_at=now,
        )
        for item in old_items
    ]
    created = _created_event(booking, len(travellers), exchanged_from=old)
    history = _event(booking, "created", None, "pending", caller, moved_from=old.booking_reference)
    await insert_rows(session, *_built(items), *_built(seats), *_built([history]), created)
    return await current(session, booking_id, for_update=True)


async def _carried_seats(
    session: AsyncSession,
    booking: Booking,
    segment: BookingSegment,
    old: Booking,
    old_travellers: Sequence[BookingPassenger],
    travellers: Sequence[BookingPassenger],
    now: datetime,
) -> list[BookingSeat]:
    """Each old seat of the old booking's first flight, on the new flight where that seat
    is in the passenger's cabin and free (held while pending), without a fee."""
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
            await inventory.hold_seat(
                session,
                segment.flight_id,
                seat.seat_number,
                booking.id,
                until=booking.expiry_date,
                now=now,
            )
        except (
            pricing.BadSeatNumber,
            pricing.SeatNotInCabin,
            pricing.SeatSelectionNotAllowed,
            pricing.NoSeatZonePrice,
            inventory.SeatTaken,
        ):
            continue
        seats.append(
            BookingSeat(
                id=uuid.uuid4(),
                booking_id=booking.id,
                passenger_id=new_of[seat.passenger_id].id,
                segment_id=segment.id,
                flight_id=segment.flight_id,
                seat_number=seat.seat_number,
                zone=price.zone_code,
                seat_fee=ZERO,
                created_at=now,
                updated_at=now,
            )
        )
    return seats


async def end_exchanged(session: AsyncSession, old: Booking, new: Booking, caller: Caller) -> None:
    """The old booking of an exchange (locked by the caller, its places already given
    back by ``create_exchanged``) ends: its coupons ``EXCHANGED`` (400 ``CouponNotOpen``
    when one is checked in, boarded or flown), its items' money carried into ``new`` up to
    what ``new`` carries over and the rest retained (the exchange refunded what it gives
    back and retained its change fee before), cancelled without the cancel's refund,
    ``booking.cancelled`` emitted."""
    await ticketing.end(
        session,
        old.id,
        "EXCHANGED",
        actor=actor(caller),
        reason=f"exchanged for booking {new.booking_reference}",
    )
    await sale_items.carry(session, old.id, new.id, actor(caller), carried_over(new))
    previous = old.status
    old.status = "cancelled"
    old.cancelled_at = clock.now()
    old.expiry_date = None
    _history(
        session,
        old,
        "exchanged",
        previous,
        "cancelled",
        caller,
        new_booking_id=str(new.id),
        new_booking_reference=new.booking_reference,
    )
    await outbox.emit(
        session,
        "booking.cancelled",
        {
            **_event_fields(old),
            "cancelled_at": old.cancelled_at,
            "reason": "exchanged",
            "new_booking_id": new.id,
            "new_booking_reference": new.booking_reference,
        },
        partner_id=old.partner_id,
        booking_id=old.id,
    )
    await session.flush()


# --- an exchange undone (issue 32) ----------------------------------------------------------


def exchange_undoable(booking: Booking) -> bool:
    """``booking`` was made by an exchange whose difference was never paid (it is pending,
    or lapsed unpaid) and that exchange is not undone yet."""
    exchange = booking.pricing.get(EXCHANGE)
    return (
        exchange is not None
        and UNDONE not in exchange
        and booking.status in ("pending", "expired")
        and booking.payment_status == "unpaid"
    )


@dataclass(frozen=True)
class ExchangeUndone:
    """What undoing an exchange did: the old booking (``replaced``) ``restored`` as it was,
    less the seats no longer free (``seats_lost``, their fees ``seat_fees_lost``); or not
    restored (its places were sold meanwhile, or its flight left), its money then the
    payments room's to give back as a lapse does."""

    replaced: Booking
    restored: bool
    seats_lost: list[str]
    seat_fees_lost: Decimal


async def undo_exchange(
    session: AsyncSession, new: Booking, caller: Caller, cause: str
) -> ExchangeUndone | None:
    """The exchange that made ``new`` (locked by the caller) is undone, once: its difference
    was never paid and ``new`` is being cancelled or has lapsed (``cause``). The booking it
    replaced is restored when its places are free and its first flight has not left
    (``_restore``); either way ``new`` records it (``pricing[EXCHANGE][UNDONE]``), so a
    second cancel or the lapse sweep after a cancel does nothing more. None when ``new``
    is no such booking or its exchange was undone already."""
    if not exchange_undoable(new):
        return None
    exchange = new.pricing[EXCHANGE]
    old = await current(session, uuid.UUID(exchange["from_booking_id"]), for_update=True)
    seats_lost: list[BookingSeat] | None = None
    if old.status == "cancelled":
        seats_lost = await _restore(session, old, new, caller, cause)
    restored = seats_lost is not None
    lost = [s.seat_number for s in seats_lost or []]
    new.pricing = {
        **new.pricing,
        EXCHANGE: {
            **exchange,
            UNDONE: {"at": clock.iso(clock.now()), "cause": cause, "restored": restored},
        },
    }
    _history(
        session,
        new,
        "exchange_undone",
        new.status,
        new.status,
        caller,
        cause=cause,
        replaced_booking_reference=old.booking_reference,
        restored=restored,
    )
    await session.flush()
    return ExchangeUndone(old, restored, lost, sum((s.seat_fee for s in seats_lost or []), ZERO))


async def _restore(
    session: AsyncSession, old: Booking, new: Booking, caller: Caller, cause: str
) -> list[BookingSeat] | None:
    """``old``, ended by the exchange that made ``new``, as it was: its places taken again
    (all or none), its seats held again where free (the others dropped: returned), its
    coupons ``OPEN`` and tickets ``issued`` again, confirmed, ``booking.reinstated``
    emitted. None, and nothing changed, when a class of its is sold out or its first flight
    has left."""
    try:
        await not_departed(session, old)
    except FlightDeparted:
        return None
    segments, _ = await sold(session, old)
    released = (
        await session.scalars(
            select(BookingSegment).where(
                BookingSegment.booking_id == new.id, BookingSegment.places_released_at.is_(None)
            )
        )
    ).all()
    # every cabin this transaction takes from or gives back to, locked first in the global
    # order (the cancel of ``new`` gives its places back after this)
    await inventory.lock_cabins_of(
        session, [(s.flight_id, s.booking_class) for s in (*segments, *released)]
    )
    try:
        async with session.begin_nested():
            for segment in segments:
                if segment.places_released_at is not None and segment.places:
                    await _take_places(
                        session,
                        segment.flight_id,
                        segment.booking_class,
                        segment.cabin,
                        segment.places,
                    )
    except inventory.SoldOut:
        return None
    now = clock.now()
    for segment in segments:
        segment.places_released_at = None
    seats = (
        await session.scalars(select(BookingSeat).where(BookingSeat.booking_id == old.id))
    ).all()
    lost = []
    for seat in seats:
        try:
            await inventory.hold_seat(
                session, seat.flight_id, seat.seat_number, old.id, until=None, now=now
            )
        except inventory.SeatTaken:
            lost.append(seat)
            await session.delete(seat)
    reason = f"exchange undone: booking {new.booking_reference} {cause}"
    await ticketing.reinstate(session, old.id, actor=actor(caller), reason=reason)
    await sale_items.undo_carry(session, old.id, new.id, actor(caller))
    old.status = "confirmed"
    old.cancelled_at = None
    _history(
        session,
        old,
        "reinstated",
        "cancelled",
        "confirmed",
        caller,
        cause=cause,
        exchange_booking_id=str(new.id),
        exchange_booking_reference=new.booking_reference,
        seats_lost=[s.seat_number for s in lost],
    )
    await outbox.emit(
        session,
        "booking.reinstated",
        {
            **_event_fields(old),
            "reinstated_at": now,
            "cause": cause,
            "exchange_booking_id": new.id,
            "exchange_booking_reference": new.booking_reference,
            "seats_lost": [s.seat_number for s in lost],
        },
        partner_id=old.partner_id,
        booking_id=old.id,
    )
    await session.flush()
    return lost
