"""What the airline sets: the cabins and classes opened for new flights, and the back
office's booking classes and cabins (seats, the overbooking allowance). Fewer places than
sold and held take the newest drafts' places (``capacity_reduced``), as a sale would."""

import uuid
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import ClassVar

from sqlalchemy import insert, select, update
from sqlalchemy.dialects.postgresql import insert as pg_insert
from sqlalchemy.ext.asyncio import AsyncSession

from tarmac.cache.generations import FLIGHTS
from tarmac.core import clock
from tarmac.core.errors import NotOneOf
from tarmac.db import integrity
from tarmac.db.crud import Records
from tarmac.inventory.errors import CabinHasSales, SeatsOutOfRange
from tarmac.inventory.models import BookingClassInventory, CabinInventory
from tarmac.inventory.places import (
    CAPACITY_REDUCED,
    add_counts,
    lock_cabins,
    recount,
    release_lapsed,
    take_newest,
    update_class,
)

BookingClass = BookingClassInventory  # the table, for the back office


@dataclass(frozen=True)
class NewClass:
    flight_id: uuid.UUID
    booking_class: str
    cabin: str
    seats: int


@dataclass(frozen=True)
class NewCabin:
    flight_id: uuid.UUID
    cabin: str
    seats: int  # the aircraft's sellable seats in the cabin


async def open_classes(
    session: AsyncSession,
    classes: Sequence[NewClass],
    cabins: Sequence[NewCabin],
    *,
    now: datetime,
) -> None:
    """Open cabins and their booking classes with nothing sold (new flights): one
    statement each."""
    if not classes:
        return
    stamps = {"created_at": now, "updated_at": now}
    await session.execute(
        insert(CabinInventory),
        [
            {
                "id": uuid.uuid4(),
                "flight_id": c.flight_id,
                "cabin": c.cabin,
                "seats": c.seats,
                "overbooking": 0,
                "sold": 0,
                "held": 0,
                **stamps,
            }
            for c in cabins
        ],
    )
    rows = [
        {
            "id": uuid.uuid4(),
            "flight_id": c.flight_id,
            "booking_class": c.booking_class,
            "cabin": c.cabin,
            "seats": c.seats,
            "sold": 0,
            "is_open": True,
            **stamps,
        }
        for c in classes
    ]
    flights = frozenset(c.flight_id for c in classes)
    await session.execute(
        insert(BookingClassInventory).execution_options(**{FLIGHTS: flights}), rows
    )


def check_booking_class(letter: str | None) -> None:
    """A booking class is one capital letter (422 otherwise)."""
    if letter is not None and not (len(letter) == 1 and "A" <= letter <= "Z"):
        raise NotOneOf("booking_class must be one capital letter")


class Inventory(Records[BookingClassInventory]):
    """Seats of a booking class are never below the seats already ``sold`` and never above
    the aircraft's sellable seats in its cabin (422). Writes lock the inventory row, as
    bookings take seats with a conditional update on it."""

    model = BookingClassInventory
    noun = "booking class"
    order_by = (BookingClassInventory.booking_class,)
    messages: ClassVar = {
        "ck_booking_class_inventory_sold_within_seats": "seats must not be below the seats sold",
    }


booking_classes = Inventory()


async def classes_of(
    session: AsyncSession, flight_id: uuid.UUID
) -> Sequence[BookingClassInventory]:
    return await booking_classes.list(session, {"flight_id": flight_id})


async def _locked_bucket(
    session: AsyncSession, flight_id: uuid.UUID, booking_class: str
) -> BookingClassInventory | None:
    return await session.scalar(
        select(BookingClassInventory)
        .where(
            BookingClassInventory.flight_id == flight_id,
            BookingClassInventory.booking_class == booking_class,
        )
        .with_for_update()
        .execution_options(populate_existing=True)
    )


async def put_class(
    session: AsyncSession,
    flight_id: uuid.UUID,
    booking_class: str,
    *,
    cabin: str,
    seats: int,
    is_open: bool,
    cabin_seats: int,
    aircraft_code: str,
) -> tuple[BookingClassInventory, bool]:
    """Create or change one booking class of a flight; ``True`` when created. ``seats`` may
    not go below the seats sold, nor above ``cabin_seats``, the sellable seats of the
    flight's aircraft in the cabin (422); the cabin of a class that has sold seats cannot
    change (422). The cabin's row is opened with ``cabin_seats`` when the flight has none
    yet. Seats below the places sold and held take the newest drafts' places
    (``capacity_reduced``), as a sale would; so does a class moved to another cabin."""
    check_booking_class(booking_class)
    if not 0 <= seats <= cabin_seats:
        raise SeatsOutOfRange(
            f"seats must be between 0 and {cabin_seats}: aircraft {aircraft_code} has "
            f"{cabin_seats} {cabin} seats"
        )
    now = clock.now()
    await _open_cabin(session, flight_id, cabin, cabin_seats, now)
    before = await session.scalar(
        select(BookingClassInventory.cabin).where(
            BookingClassInventory.flight_id == flight_id,
            BookingClassInventory.booking_class == booking_class,
        )
    )
    cabins = sorted({(flight_id, cabin), *([(flight_id, before)] if before else [])})
    await lock_cabins(session, cabins)
    bucket = await _locked_bucket(session, flight_id, booking_class)
    if bucket is None:
        new_id = await session.scalar(
            pg_insert(BookingClassInventory)
            .values(
                id=uuid.uuid4(),
                flight_id=flight_id,
                booking_class=booking_class,
                cabin=cabin,
                seats=seats,
                sold=0,
                is_open=is_open,
                created_at=now,
                updated_at=now,
            )
            .on_conflict_do_nothing(index_elements=["flight_id", "booking_class"])
            .returning(BookingClassInventory.id)
            .execution_options(**{FLIGHTS: frozenset({flight_id})})
        )
        # created now, or in another cabin by a concurrent request a moment ago
        bucket = await _locked_bucket(session, flight_id, booking_class)
        assert bucket is not None
        if new_id is not None:
            return bucket, True
    if seats < bucket.sold:
        raise SeatsOutOfRange(
            f"seats ({seats}) must not be below the seats already sold ({bucket.sold})"
        )
    if cabin != bucket.cabin and bucket.sold > 0:
        raise CabinHasSales(
            f"class {booking_class} has sold seats in {bucket.cabin}; its cabin cannot change"
        )
    short = bucket.held if cabin != bucket.cabin else bucket.sold + bucket.held - seats
    if short > 0:  # fewer seats than sold and held: drafts give way, newest first
        freed = await release_lapsed(session, flight_id, [booking_class], now)
        if short > freed[booking_class]:
            add_counts(
                freed,
                await take_newest(
                    session,
                    flight_id,
                    [booking_class],
                    short - freed[booking_class],
                    now,
                    CAPACITY_REDUCED,
                ),
            )
        bucket.held -= freed[booking_class]
    for name, value in {"cabin": cabin, "seats": seats, "is_open": is_open}.items():
        setattr(bucket, name, value)
    await integrity.flush(session, booking_classes.messages)
    await recount(session, cabins)
    return bucket, False


async def _open_cabin(
    session: AsyncSession, flight_id: uuid.UUID, cabin: str, seats: int, now: datetime
) -> None:
    """The flight's cabin row, opened with ``seats`` and no allowance unless it exists."""
    await session.execute(
        pg_insert(CabinInventory)
        .values(
            id=uuid.uuid4(),
            flight_id=flight_id,
            cabin=cabin,
            seats=seats,
            overbooking=0,
            sold=0,
            held=0,
            created_at=now,
            updated_at=now,
        )
        .on_conflict_do_nothing(index_elements=["flight_id", "cabin"])
    )


Cabin = CabinInventory  # the table, for the back office


async def cabins_of(session: AsyncSession, flight_id: uuid.UUID) -> Sequence[CabinInventory]:
    return (
        await session.scalars(
            select(CabinInventory)
            .where(CabinInventory.flight_id == flight_id)
            .order_by(CabinInventory.cabin)
        )
    ).all()


async def flights_with_places(
    session: AsyncSession, flight_ids: Sequence[uuid.UUID]
) -> set[uuid.UUID]:
    """Which of the flights have places sold or held in a cabin."""
    if not flight_ids:
        return set()
    found = await session.scalars(
        select(CabinInventory.flight_id)
        .where(
            CabinInventory.flight_id.in_(flight_ids),
            (CabinInventory.sold > 0) | (CabinInventory.held > 0),
        )
        .distinct()
    )
    return set(found.all())


async def put_cabin(
    session: AsyncSession,
    flight_id: uuid.UUID,
    cabin: str,
    *,
    overbooking: int,
    cabin_seats: int,
) -> CabinInventory:
    """Set the overbooking allowance of a flight's cabin (opened with ``cabin_seats``, the
    aircraft's seats in it, if the flight has no row for it yet). The seats and allowance
    never go below the places sold (422); below those sold and held, the newest drafts'
    places of the cabin are taken (``capacity_reduced``)."""
    if overbooking < 0:
        raise SeatsOutOfRange("overbooking must not be negative")
    now = clock.now()
    await _open_cabin(session, flight_id, cabin, cabin_seats, now)
    row = await session.scalar(
        select(CabinInventory)
        .where(CabinInventory.flight_id == flight_id, CabinInventory.cabin == cabin)
        .with_for_update()
        .execution_options(populate_existing=True)
    )
    assert row is not None
    classes = (
        await session.scalars(
            select(BookingClassInventory.booking_class).where(
                BookingClassInventory.flight_id == flight_id,
                BookingClassInventory.cabin == cabin,
            )
        )
    ).all()
    counts = await recount(session, [(flight_id, cabin)])
    sold, held = counts.get((flight_id, cabin), (0, 0))
    if sold > row.seats + overbooking:
        raise SeatsOutOfRange(
            f"the {cabin} cabin has {sold} places sold: its {row.seats} seats and overbooking "
            f"({overbooking}) must cover them"
        )
    short = sold + held - row.seats - overbooking
    if short > 0:
        freed = await release_lapsed(session, flight_id, classes, now)
        if short > sum(freed.values()):
            add_counts(
                freed,
                await take_newest(
                    session, flight_id, classes, short - sum(freed.values()), now, CAPACITY_REDUCED
                ),
            )
        for letter, places in sorted(freed.items()):
            if places:
                await update_class(
                    session, flight_id, letter, held=BookingClassInventory.held - places
                )
        await recount(session, [(flight_id, cabin)])
    await session.execute(
        update(CabinInventory)
        .where(CabinInventory.id == row.id)
        .values(overbooking=overbooking, updated_at=now)
        .execution_options(**{FLIGHTS: frozenset({flight_id})}, synchronize_session=False)
    )
    await session.refresh(row)
    return row
