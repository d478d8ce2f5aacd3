"""Pending bookings past their time: shown ``expired`` by every read (nothing written), expired
for good by the write that locks one and by the worker's sweep (``expire_due``, set-based:
1,000 a batch in a few statements)."""

import uuid
from collections import defaultdict
from collections.abc import Sequence
from datetime import datetime

from sqlalchemy import select, update
from sqlalchemy.ext.asyncio import AsyncSession
from sqlalchemy.orm.attributes import set_committed_value

from tarmac.bookings.models import (
    Booking,
    BookingEvent,
    BookingSegment,
)
from tarmac.core import clock
from tarmac.db.group_commit import Row, insert_rows
from tarmac.events import outbox
from tarmac.inventory import service as inventory
from tarmac.pricing import service as pricing


def _due(booking: Booking) -> bool:
    return booking.status == "pending" and booking.expiry_date <= clock.now()


def shown_expired(booking: Booking) -> Booking:
    """A pending booking past its time as a read shows it, ``expired`` since its
    ``expiry_date``, without writing it: the values are set as loaded, so nothing is
    flushed (the sweep, or the next write that locks the booking, expires it for good)."""
    if _due(booking):
        set_committed_value(booking, "status", "expired")
        set_committed_value(booking, "expired_at", booking.expiry_date)
    return booking


async def expire_if_due(session: AsyncSession, booking: Booking, *, locked: bool) -> Booking:
    """``booking`` as it stands now: expired for good first when it is pending past its time
    and the caller locked it (a write), shown expired otherwise (a read writes nothing)."""
    if not _due(booking):
        return booking
    if not locked:
        return shown_expired(booking)
    await expire(session, booking)
    return booking


async def expire(session: AsyncSession, booking: Booking) -> None:
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
