"""Reading bookings: who may see one, one or a page of them for their owner, and the reads
other rooms make (flight operations, check-in, refunds, the exchange chain)."""

import uuid
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from datetime import datetime

from sqlalchemy import Select, false, func, or_, select, true
from sqlalchemy.ext.asyncio import AsyncSession

from tarmac.auth.caller import Caller
from tarmac.bookings.errors import (
    BookingNotFound,
    BookingReadScopeMissing,
    NotYourBooking,
)
from tarmac.bookings.expiry import expire_if_due, shown_expired
from tarmac.bookings.models import (
    Booking,
    BookingEvent,
    BookingItem,
    BookingPassenger,
    BookingSeat,
    BookingSegment,
    Draft,
)
from tarmac.bookings.schemas import BookingQuery
from tarmac.bookings.views import EXCHANGE, BookingView, Confirming, Sold, view, views
from tarmac.catalog import service as catalog
from tarmac.core import clock
from tarmac.db import plain
from tarmac.pricing import service as pricing
from tarmac.ticketing import service as ticketing


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


async def current(
    session: AsyncSession, booking_id: uuid.UUID, *, for_update: bool = False
) -> Booking:
    """The booking as it stands now (404 unknown): with ``for_update`` locked and expired
    first when its time has passed; otherwise shown expired, nothing written. Who may see
    it is the caller's to check."""
    booking = await _load(session, booking_id, for_update=for_update)
    return await expire_if_due(session, booking, locked=for_update)


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
    return await expire_if_due(session, booking, locked=for_update)


async def get(session: AsyncSession, booking_id: uuid.UUID, caller: Caller) -> BookingView:
    return await view(session, await owned(session, booking_id, caller))


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
    return await views(session, [shown_expired(b) for b in rows.all()]), total


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
    return await view(session, booking), list(events)


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


# what a sale may issue EMDs for: each paid seat, each item (an offer priced by the quote is
# one line for its units: fewer)
_PAID_EXTRAS = (
    "(SELECT count(*) FROM booking_seats WHERE booking_id = $1 AND seat_fee > 0)"
    " + (SELECT count(*) FROM booking_items WHERE booking_id = $1 AND amount > 0)"
)
# Each kind of row as an array of its table's own row type: one round trip, decoded by the
# driver, no ORM load. The ORDER BY of each is that of ``views`` (and of ``sold``).
_CONFIRMING_SQL = f"""
SELECT
  ARRAY(SELECT s FROM booking_segments s WHERE s.booking_id = $1 ORDER BY s.position)
    AS segments,
  ARRAY(SELECT p FROM booking_passengers p WHERE p.booking_id = $1 ORDER BY p.position)
    AS passengers,
  ARRAY(SELECT t FROM booking_seats t WHERE t.booking_id = $1 ORDER BY t.id) AS seats,
  ARRAY(SELECT i FROM booking_items i WHERE i.booking_id = $1 ORDER BY i.created_at)
    AS items,
  {ticketing.serials_sql("(SELECT count(*) FROM booking_passengers WHERE booking_id = $1)")}
    AS serials,
  {ticketing.emd_serials_sql(_PAID_EXTRAS)} AS emd_serials
"""  # noqa: S608 - constant text; the booking is a parameter


async def confirming(session: AsyncSession, booking: Booking) -> Confirming:
    """The booking's segments, passengers, seats and items in one plain read, as rows of
    their models that no session knows (a confirmation changes none of them: it writes
    new rows beside them), and the serials of its tickets (one per passenger: a
    confirmation that does not happen leaves a gap in the serials, as a rollback would),
    and EMD serials enough for its paid seats and items (``views.Confirming``)."""
    (row,) = await plain.fetch(session, _CONFIRMING_SQL, booking.id)
    return Confirming(
        [BookingSegment(**dict(r)) for r in row["segments"]],
        [BookingPassenger(**dict(r)) for r in row["passengers"]],
        [BookingSeat(**dict(r)) for r in row["seats"]],
        [BookingItem(**dict(r)) for r in row["items"]],
        list(row["serials"]),
        list(row["emd_serials"]),
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
