"""What other domains use from inventory (``from tarmac.inventory import service as
inventory``): the places left per booking class of many flights in one statement, taking
and giving back places, holding, taking and freeing seats.

Every write is one conditional statement (``UPDATE ... WHERE seats - sold >= :n
RETURNING``, ``INSERT ... ON CONFLICT``), never a read then a write, so concurrent sales
can neither oversell a class nor give a seat twice. Writes run in the caller's session
(its transaction) and name the flights they touch, so that at commit only what was
computed from those flights is dropped from the caches (``cache.generations``).
"""

import uuid
from collections import defaultdict
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import ClassVar

from sqlalchemy import and_, delete, insert, or_, select, update
from sqlalchemy.dialects.postgresql import insert as pg_insert
from sqlalchemy.ext.asyncio import AsyncSession

from tarmac.cache.generations import FLIGHTS
from tarmac.cache.reads import Reads
from tarmac.core import clock
from tarmac.core.errors import NotOneOf
from tarmac.db import integrity
from tarmac.db.crud import Records
from tarmac.inventory.errors import CabinHasSales, SeatsOutOfRange, SeatTaken, SoldOut
from tarmac.inventory.models import BookingClassInventory, SeatAssignment

__all__ = ["CabinHasSales", "ClassAvailability", "SeatTaken", "SeatsOutOfRange", "SoldOut"]


@dataclass(frozen=True)
class ClassAvailability:
    """A booking class of a flight as it is now."""

    flight_id: uuid.UUID
    booking_class: str
    cabin: str
    seats: int
    sold: int
    is_open: bool

    @property
    def left(self) -> int:
        return max(self.seats - self.sold, 0) if self.is_open else 0

    def can_seat(self, count: int) -> bool:
        return self.is_open and self.seats - self.sold >= count


Availability = Mapping[uuid.UUID, Mapping[str, ClassAvailability]]
BookingClass = BookingClassInventory  # the table, for the back office

_LIVE_SQL = (
    "SELECT flight_id, booking_class, cabin, seats, sold, is_open "
    "FROM booking_class_inventory WHERE flight_id = ANY($1::uuid[])"
)
_COLUMNS = (
    BookingClassInventory.flight_id,
    BookingClassInventory.booking_class,
    BookingClassInventory.cabin,
    BookingClassInventory.seats,
    BookingClassInventory.sold,
    BookingClassInventory.is_open,
)


def _by_flight(rows: Iterable[Sequence]) -> dict[uuid.UUID, dict[str, ClassAvailability]]:
    found: dict[uuid.UUID, dict[str, ClassAvailability]] = defaultdict(dict)
    for row in rows:
        item = ClassAvailability(*row)
        found[item.flight_id][item.booking_class] = item
    return found


async def live_availability(
    reads: Reads, flight_ids: Sequence[uuid.UUID]
) -> dict[uuid.UUID, dict[str, ClassAvailability]]:
    """Every booking class of these flights, read now in one statement outside any
    transaction (search and quote); a flight without inventory has no entry."""
    if not flight_ids:
        return {}
    return _by_flight(await reads.live(_LIVE_SQL, list(flight_ids)))


async def availability(
    session: AsyncSession, flight_ids: Sequence[uuid.UUID]
) -> dict[uuid.UUID, dict[str, ClassAvailability]]:
    """The same, read in ``session`` (inside the caller's transaction)."""
    if not flight_ids:
        return {}
    rows = await session.execute(
        select(*_COLUMNS).where(BookingClassInventory.flight_id.in_(list(flight_ids)))
    )
    return _by_flight(rows.all())


@dataclass(frozen=True)
class NewClass:
    flight_id: uuid.UUID
    booking_class: str
    cabin: str
    seats: int


async def open_classes(
    session: AsyncSession, classes: Sequence[NewClass], *, now: datetime
) -> None:
    """Open booking classes with nothing sold (new flights), in one statement."""
    if not classes:
        return
    rows = [
        {
            "id": uuid.uuid4(),
            "flight_id": c.flight_id,
            "booking_class": c.booking_class,
            "cabin": c.cabin,
            "seats": c.seats,
            "sold": 0,
            "is_open": True,
            "created_at": now,
            "updated_at": now,
        }
        for c in classes
    ]
    flights = frozenset(c.flight_id for c in classes)
    await session.execute(
        insert(BookingClassInventory).execution_options(**{FLIGHTS: flights}), rows
    )


async def take(
    session: AsyncSession, flight_id: uuid.UUID, booking_class: str, count: int
) -> ClassAvailability:
    """Take ``count`` places of ``booking_class`` on the flight, or ``SoldOut`` (the
    class is closed, missing, or has fewer places left)."""
    row = (
        await session.execute(
            update(BookingClassInventory)
            .where(
                BookingClassInventory.flight_id == flight_id,
                BookingClassInventory.booking_class == booking_class,
                BookingClassInventory.is_open,
                BookingClassInventory.seats - BookingClassInventory.sold >= count,
            )
            .values(sold=BookingClassInventory.sold + count)
            .returning(*_COLUMNS)
            .execution_options(**{FLIGHTS: frozenset({flight_id})})
        )
    ).one_or_none()
    if row is not None:
        return ClassAvailability(*row)
    current = (await availability(session, [flight_id])).get(flight_id, {}).get(booking_class)
    raise SoldOut(
        f"Not enough places left in booking class {booking_class} for {count} passengers",
        available=current.left if current else 0,
        requested=count,
        booking_class_code=booking_class,
        is_open=bool(current and current.is_open),
    )


async def give_back(
    session: AsyncSession, flight_id: uuid.UUID, booking_class: str, count: int
) -> ClassAvailability:
    """Give back ``count`` places taken before (never below zero sold)."""
    row = (
        await session.execute(
            update(BookingClassInventory)
            .where(
                BookingClassInventory.flight_id == flight_id,
                BookingClassInventory.booking_class == booking_class,
                BookingClassInventory.sold >= count,
            )
            .values(sold=BookingClassInventory.sold - count)
            .returning(*_COLUMNS)
            .execution_options(**{FLIGHTS: frozenset({flight_id})})
        )
    ).one_or_none()
    if row is None:
        raise ValueError(
            f"cannot give back {count} places of {booking_class} on flight {flight_id}: "
            "fewer were sold"
        )
    return ClassAvailability(*row)


async def hold_seat(
    session: AsyncSession,
    flight_id: uuid.UUID,
    seat_number: str,
    holder: uuid.UUID,
    *,
    until: datetime | None,
    now: datetime,
) -> None:
    """Give ``seat_number`` to ``holder``: held until ``until``, or taken for good when
    ``until`` is None. A seat already the holder's is updated; a seat held by someone else
    whose hold has lapsed is taken over; otherwise ``SeatTaken``."""
    status = "held" if until is not None else "taken"
    values = {
        "id": uuid.uuid4(),
        "created_at": now,
        "updated_at": now,
        "flight_id": flight_id,
        "seat_number": seat_number,
        "holder": holder,
        "status": status,
        "held_until": until,
    }
    statement = pg_insert(SeatAssignment).values(values)
    existing = SeatAssignment.__table__.c
    statement = statement.on_conflict_do_update(
        index_elements=["flight_id", "seat_number"],
        set_={"holder": holder, "status": status, "held_until": until, "updated_at": now},
        where=or_(
            existing.holder == holder,
            and_(existing.status == "held", existing.held_until <= now),
        ),
    ).returning(existing.id)
    if (await session.execute(statement)).first() is None:
        raise SeatTaken(seat_number)


async def free_seats(session: AsyncSession, holder: uuid.UUID) -> list[tuple[uuid.UUID, str]]:
    """Free every seat of ``holder``; returns the (flight, seat) freed."""
    rows = await session.execute(
        delete(SeatAssignment)
        .where(SeatAssignment.holder == holder)
        .returning(SeatAssignment.flight_id, SeatAssignment.seat_number)
    )
    return [tuple(row) for row in rows.all()]  # type: ignore[misc]


async def extend_holds(session: AsyncSession, holder: uuid.UUID, until: datetime) -> int:
    """Move the end of every seat ``holder`` holds (not those taken for good) to ``until``;
    how many."""
    result = await session.execute(
        update(SeatAssignment)
        .where(SeatAssignment.holder == holder, SeatAssignment.status == "held")
        .values(held_until=until)
    )
    return result.rowcount


async def occupied_seats(session: AsyncSession, flight_id: uuid.UUID, now: datetime) -> set[str]:
    """Seats of the flight taken, or held with a hold that has not lapsed."""
    rows = await session.scalars(
        select(SeatAssignment.seat_number).where(
            SeatAssignment.flight_id == flight_id,
            or_(SeatAssignment.status == "taken", SeatAssignment.held_until > now),
        )
    )
    return set(rows)


def check_booking_class(letter: str | None) -> None:
    """A booking class is one capital letter (422 otherwise)."""
    if letter is not None and not (len(letter) == 1 and "A" <= letter <= "Z"):
        raise NotOneOf("booking_class must be one capital letter")


# --- the back office ---------------------------------------------------------------------------


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
    change (422)."""
    check_booking_class(booking_class)
    if not 0 <= seats <= cabin_seats:
        raise SeatsOutOfRange(
            f"seats must be between 0 and {cabin_seats}: aircraft {aircraft_code} has "
            f"{cabin_seats} {cabin} seats"
        )
    bucket = await _locked_bucket(session, flight_id, booking_class)
    created = False
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
                created_at=clock.now(),
                updated_at=clock.now(),
            )
            .on_conflict_do_nothing(index_elements=["flight_id", "booking_class"])
            .returning(BookingClassInventory.id)
        )
        created = new_id is not None
        # Created now, or by a concurrent request a moment ago: lock it and read it.
        bucket = await _locked_bucket(session, flight_id, booking_class)
        assert bucket is not None
        if created:
            return bucket, True
    if seats < bucket.sold:
        raise SeatsOutOfRange(
            f"seats ({seats}) must not be below the seats already sold ({bucket.sold})"
        )
    if cabin != bucket.cabin and bucket.sold > 0:
        raise CabinHasSales(
            f"class {booking_class} has sold seats in {bucket.cabin}; its cabin cannot change"
        )
    for name, value in {"cabin": cabin, "seats": seats, "is_open": is_open}.items():
        setattr(bucket, name, value)
    await integrity.flush(session, booking_classes.messages)
    return bucket, created
