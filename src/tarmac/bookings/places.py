"""The places and seats a booking holds: taken per segment through the inventory service
(a class found full first gives back what lapsed bookings still hold in that cabin), given
back once, and its held seats taken for good at confirmation."""

import uuid
from collections import defaultdict

from sqlalchemy import select, update
from sqlalchemy.ext.asyncio import AsyncSession

from tarmac.bookings.models import (
    Booking,
    BookingSeat,
    BookingSegment,
)
from tarmac.core import clock
from tarmac.inventory import service as inventory


async def take_places(
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


async def release(session: AsyncSession, booking: Booking) -> None:
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


async def take_seats(session: AsyncSession, booking: Booking, seats: list[BookingSeat]) -> None:
    """The seats held while pending (``seats``, the booking's) become the booking's for
    good."""
    now = clock.now()
    for seat in seats:
        await inventory.hold_seat(
            session, seat.flight_id, seat.seat_number, booking.id, until=None, now=now
        )
