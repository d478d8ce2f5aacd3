"""What other domains use from inventory (``from tarmac.inventory import service as
inventory``): the places left per booking class of many flights in one statement, taking
and giving back places, holding places for drafts, holding, taking and freeing seats.

Every write is one conditional statement (``UPDATE ... WHERE seats - sold >= :n
RETURNING``, ``INSERT ... ON CONFLICT``), never a read then a write, so concurrent sales
can neither oversell a class nor give a seat twice. Writes run in the caller's session
(its transaction) and name the flights they touch, so that at commit only what was
computed from those flights is dropped from the caches (``cache.generations``).

Places held by drafts (``hold``, ``release_holds``, ``lost_holds``): a class has
``seats``, ``sold`` to bookings and ``held`` by drafts, with ``sold + held <= seats``
always (a check constraint). A draft holds only places nobody sold or holds (``seats -
sold - held``, ``ClassAvailability.free``); a sale needs only places nobody sold
(``seats - sold``, ``left``, what search and quotes show): when it needs places drafts
hold, the newest holds of the class are taken from their drafts, whole, in the sale's
transaction (``lost``, ``taken_by_booking``). Drafts hold less firmly than bookings.

Locks. The inventory row of a class is the mutex of the class's holds: a held
``PlaceHold`` row is written only by a transaction holding that row's lock. A sale locks
the classes of a trip one at a time in the order of its legs (departure order), a new
hold likewise, and ``release_holds`` locks every class it needs up front in departure
order. A sale touches no other class than the one it takes from, not even the other leg
of a round-trip draft it takes places from: that leg is given back when the draft's owner
(or the worker) takes note of the loss (``lost_holds``), in a transaction of its own. So
every transaction waits for inventory rows in one global order and none can wait for
another that waits for it.
"""

import uuid
from collections import defaultdict
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Any, ClassVar

from sqlalchemy import (
    Integer,
    Select,
    and_,
    bindparam,
    case,
    column,
    delete,
    func,
    insert,
    or_,
    select,
    table,
    tuple_,
    update,
)
from sqlalchemy.dialects.postgresql import distinct_on
from sqlalchemy.dialects.postgresql import insert as pg_insert
from sqlalchemy.ext.asyncio import AsyncSession

from tarmac.cache.generations import FLIGHTS
from tarmac.cache.reads import Reads
from tarmac.core import clock
from tarmac.core.errors import NotOneOf
from tarmac.db import integrity
from tarmac.db.crud import Records
from tarmac.inventory.errors import CabinHasSales, SeatsOutOfRange, SeatTaken, SoldOut
from tarmac.inventory.models import BookingClassInventory, PlaceHold, SeatAssignment

__all__ = ["CabinHasSales", "ClassAvailability", "SeatTaken", "SeatsOutOfRange", "SoldOut"]

# why a hold was taken from its holder (``released_reason`` of a lost hold)
TAKEN_BY_BOOKING = "taken_by_booking"
CAPACITY_REDUCED = "capacity_reduced"
HOLD_EXPIRED = "expired"


@dataclass(frozen=True)
class ClassAvailability:
    """A booking class of a flight as it is now."""

    flight_id: uuid.UUID
    booking_class: str
    cabin: str
    seats: int
    sold: int
    is_open: bool
    held: int = 0  # by drafts: a sale may take these places, a new draft may not

    @property
    def left(self) -> int:
        """Places a sale may take (drafts' places included: a sale wins over a draft)."""
        return max(self.seats - self.sold, 0) if self.is_open else 0

    @property
    def free(self) -> int:
        """Places a new draft may hold: neither sold nor held."""
        return max(self.seats - self.sold - self.held, 0) if self.is_open else 0

    def can_seat(self, count: int) -> bool:
        return self.is_open and self.seats - self.sold >= count


Availability = Mapping[uuid.UUID, Mapping[str, ClassAvailability]]
BookingClass = BookingClassInventory  # the table, for the back office

_LIVE_SQL = (
    "SELECT flight_id, booking_class, cabin, seats, sold, is_open, held "
    "FROM booking_class_inventory WHERE flight_id = ANY($1::uuid[])"
)
_COLUMNS = (
    BookingClassInventory.flight_id,
    BookingClassInventory.booking_class,
    BookingClassInventory.cabin,
    BookingClassInventory.seats,
    BookingClassInventory.sold,
    BookingClassInventory.is_open,
    BookingClassInventory.held,
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
    """Take ``count`` places of ``booking_class`` on the flight for a sale, or ``SoldOut`` (the
    class is closed, missing, or has fewer than ``count`` places not sold). Places drafts
    hold count as free for a sale: when it needs them, the newest holds of the class are
    taken from their drafts, whole, until the sale fits (``taken_by_booking``)."""
    taken = await _claim_free(session, flight_id, booking_class, count, "sold")
    if taken is not None:
        return taken
    return await _take_held(session, flight_id, booking_class, count)


async def _take_held(
    session: AsyncSession, flight_id: uuid.UUID, booking_class: str, count: int
) -> ClassAvailability:
    """``take`` when too few places are free of holds: lock the class, then take what the
    sale needs from its holds (lapsed ones first, then the newest)."""
    current = await _locked_class(session, flight_id, booking_class)
    if current is None or not current.can_seat(count):
        raise SoldOut(
            f"Not enough places left in booking class {booking_class} for {count} passengers",
            available=current.left if current else 0,
            requested=count,
            booking_class_code=booking_class,
            is_open=bool(current and current.is_open),
        )
    now = clock.now()
    freed = await _release_lapsed(session, flight_id, booking_class, now)
    short = current.sold + current.held - freed + count - current.seats
    if short > 0:
        freed += await _take_newest_holds(
            session, flight_id, booking_class, short, TAKEN_BY_BOOKING, now
        )
    return await _update_class(
        session,
        flight_id,
        booking_class,
        sold=BookingClassInventory.sold + count,
        held=BookingClassInventory.held - freed,
    )


async def _locked_class(
    session: AsyncSession, flight_id: uuid.UUID, booking_class: str
) -> ClassAvailability | None:
    """The class as it is now, its row locked until the transaction ends (a statement run
    after this one sees every hold of the class: held rows are written under this lock)."""
    row = (
        await session.execute(
            select(*_COLUMNS)
            .where(
                BookingClassInventory.flight_id == flight_id,
                BookingClassInventory.booking_class == booking_class,
            )
            .with_for_update()
        )
    ).one_or_none()
    return ClassAvailability(*row) if row is not None else None


def _claim_statement(counter: str):
    """``UPDATE`` an open class that has ``:count`` places neither sold nor held, adding
    them to ``counter`` (``sold`` for a sale, ``held`` for a draft); built once per counter,
    the hottest statement of a sale."""
    places = bindparam("count", type_=Integer)
    return (
        update(BookingClassInventory)
        .where(
            BookingClassInventory.flight_id == bindparam("the_flight"),
            BookingClassInventory.booking_class == bindparam("the_class"),
            BookingClassInventory.is_open,
            BookingClassInventory.seats - BookingClassInventory.sold - BookingClassInventory.held
            >= places,
        )
        .values({counter: getattr(BookingClassInventory, counter) + places})
        .returning(*_COLUMNS)
    )


_CLAIM = {counter: _claim_statement(counter) for counter in ("sold", "held")}


async def _claim_free(
    session: AsyncSession, flight_id: uuid.UUID, booking_class: str, count: int, counter: str
) -> ClassAvailability | None:
    """Add ``count`` to ``counter`` of an open class that has ``count`` places neither sold
    nor held, in one conditional ``UPDATE``; None when it has not."""
    row = (
        await session.execute(
            _CLAIM[counter],
            {"the_flight": flight_id, "the_class": booking_class, "count": count},
            execution_options={FLIGHTS: frozenset({flight_id}), "synchronize_session": False},
        )
    ).one_or_none()
    return ClassAvailability(*row) if row is not None else None


async def _update_class(
    session: AsyncSession, flight_id: uuid.UUID, booking_class: str, **values: Any
) -> ClassAvailability:
    row = (
        await session.execute(
            update(BookingClassInventory)
            .where(
                BookingClassInventory.flight_id == flight_id,
                BookingClassInventory.booking_class == booking_class,
            )
            .values(**values)
            .returning(*_COLUMNS)
            .execution_options(**{FLIGHTS: frozenset({flight_id})}, synchronize_session=False)
        )
    ).one()
    return ClassAvailability(*row)


def _lost(reason: str, now: datetime) -> dict[str, Any]:
    return {"status": "lost", "released_reason": reason, "released_at": now, "updated_at": now}


async def _release_lapsed(
    session: AsyncSession, flight_id: uuid.UUID, booking_class: str, now: datetime
) -> int:
    """Holds of the class past their ``held_until`` are lost (``expired``); the places they
    held. The caller holds the class's lock and lowers ``held`` by them."""
    places = await session.scalars(
        update(PlaceHold)
        .where(
            PlaceHold.flight_id == flight_id,
            PlaceHold.booking_class == booking_class,
            PlaceHold.status == "held",
            PlaceHold.held_until <= now,
        )
        .values(**_lost(HOLD_EXPIRED, now))
        .returning(PlaceHold.places)
    )
    return sum(places)


async def _take_newest_holds(
    session: AsyncSession,
    flight_id: uuid.UUID,
    booking_class: str,
    needed: int,
    reason: str,
    now: datetime,
) -> int:
    """Take the newest holds of the class from their holders, whole, until at least
    ``needed`` places are free (the fewest newest holds that cover it); the places freed.
    The caller holds the class's lock and lowers ``held`` by them."""
    newest_first = (PlaceHold.created_at.desc(), PlaceHold.id.desc())
    ranked = (
        select(
            PlaceHold.id,
            (func.sum(PlaceHold.places).over(order_by=newest_first) - PlaceHold.places).label(
                "newer"
            ),
        )
        .where(
            PlaceHold.flight_id == flight_id,
            PlaceHold.booking_class == booking_class,
            PlaceHold.status == "held",
        )
        .subquery()
    )
    places = await session.scalars(
        update(PlaceHold)
        .where(
            PlaceHold.id.in_(select(ranked.c.id).where(ranked.c.newer < needed)),
            PlaceHold.status == "held",
        )
        .values(**_lost(reason, now))
        .returning(PlaceHold.places)
    )
    return sum(places)


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
            .execution_options(**{FLIGHTS: frozenset({flight_id})}, synchronize_session=False)
        )
    ).one_or_none()
    if row is None:
        raise ValueError(
            f"cannot give back {count} places of {booking_class} on flight {flight_id}: "
            "fewer were sold"
        )
    return ClassAvailability(*row)


# --- places held by drafts ----------------------------------------------------------------


@dataclass(frozen=True)
class LostHold:
    """Why (``taken_by_booking``, ``capacity_reduced``, ``expired``) and when a holder lost
    places it held."""

    reason: str
    at: datetime


async def hold(
    session: AsyncSession,
    holder: uuid.UUID,
    legs: Sequence[tuple[uuid.UUID, str]],
    count: int,
    *,
    until: datetime | None,
    now: datetime,
) -> list[ClassAvailability]:
    """Hold ``count`` places of each leg's ``(flight, booking class)`` for ``holder`` until
    ``until`` (None: until given back or taken), legs in trip order (departure order, as
    sales take them); or ``SoldOut`` with the places a new hold could get, when a class is
    closed, missing, or has fewer places neither sold nor held."""
    found = []
    for flight_id, booking_class in legs:
        held = await _claim_free(session, flight_id, booking_class, count, "held")
        found.append(
            held
            if held is not None
            else await _hold_after_lapsed(session, flight_id, booking_class, count, now)
        )
    await session.execute(
        insert(PlaceHold),
        [
            {
                "id": uuid.uuid4(),
                "created_at": now,
                "updated_at": now,
                "holder": holder,
                "position": position,
                "flight_id": flight_id,
                "booking_class": booking_class,
                "places": count,
                "status": "held",
                "held_until": until,
            }
            for position, (flight_id, booking_class) in enumerate(legs)
        ],
    )
    return found


async def _hold_after_lapsed(
    session: AsyncSession, flight_id: uuid.UUID, booking_class: str, count: int, now: datetime
) -> ClassAvailability:
    """``hold`` when too few places are free: lock the class, give back the holds that have
    lapsed, and hold if that made room."""
    current = await _locked_class(session, flight_id, booking_class)
    free = 0
    if current is not None and current.is_open:
        freed = await _release_lapsed(session, flight_id, booking_class, now)
        free = current.free + freed
        if free >= count:
            return await _update_class(
                session, flight_id, booking_class, held=BookingClassInventory.held - freed + count
            )
        if freed:
            await _update_class(
                session, flight_id, booking_class, held=BookingClassInventory.held - freed
            )
    raise SoldOut(
        f"Not enough free places in booking class {booking_class} to hold {count}",
        available=free,
        requested=count,
        booking_class_code=booking_class,
        is_open=bool(current and current.is_open),
    )


# the flights' departures order the locks of ``release_holds`` (inventory imports no catalog)
_FLIGHTS = table("flights", column("id"), column("scheduled_departure"))


async def release_holds(
    session: AsyncSession, reasons: Mapping[uuid.UUID, str], *, now: datetime
) -> None:
    """Give back every place the holders of ``reasons`` still hold (each hold ``released``
    with its holder's reason) and mark their lost holds noted (``released``, keeping why
    and when they were lost). The classes are locked first, all at once, in the order of
    their flights' departures: the order in which sales and holds lock them, so this never
    waits for a transaction that waits for it."""
    if not reasons:
        return
    holders = list(reasons)
    classes = select(PlaceHold.flight_id, PlaceHold.booking_class).where(
        PlaceHold.holder.in_(holders), PlaceHold.status == "held"
    )
    await session.execute(
        select(BookingClassInventory.id)
        .join(_FLIGHTS, _FLIGHTS.c.id == BookingClassInventory.flight_id)
        .where(
            tuple_(BookingClassInventory.flight_id, BookingClassInventory.booking_class).in_(
                classes
            )
        )
        .order_by(
            _FLIGHTS.c.scheduled_departure,
            BookingClassInventory.flight_id,
            BookingClassInventory.booking_class,
        )
        .with_for_update(of=BookingClassInventory)
    )
    released = await session.execute(
        update(PlaceHold)
        .where(PlaceHold.holder.in_(holders), PlaceHold.status == "held")
        .values(
            status="released",
            released_reason=case(reasons, value=PlaceHold.holder),
            released_at=now,
            updated_at=now,
        )
        .returning(PlaceHold.flight_id, PlaceHold.booking_class, PlaceHold.places)
    )
    given_back: dict[tuple[uuid.UUID, str], int] = defaultdict(int)
    for flight_id, booking_class, places in released.all():
        given_back[(flight_id, booking_class)] += places
    for (flight_id, booking_class), places in sorted(given_back.items()):
        await _update_class(
            session, flight_id, booking_class, held=BookingClassInventory.held - places
        )
    await session.execute(
        update(PlaceHold)
        .where(PlaceHold.holder.in_(holders), PlaceHold.status == "lost")
        .values(status="released", updated_at=now)
    )


async def lost_holds(
    session: AsyncSession, holders: Sequence[uuid.UUID]
) -> dict[uuid.UUID, LostHold]:
    """The holders of ``holders`` that lost places they held and have not taken note yet,
    with why and when (their first loss)."""
    if not holders:
        return {}
    rows = await session.execute(
        select(PlaceHold.holder, PlaceHold.released_reason, PlaceHold.released_at)
        .where(PlaceHold.holder.in_(list(holders)), PlaceHold.status == "lost")
        .order_by(PlaceHold.holder, PlaceHold.released_at, PlaceHold.position)
        .ext(distinct_on(PlaceHold.holder))
    )
    return {holder: LostHold(reason, at) for holder, reason, at in rows.all()}


def holders_that_lost() -> Select[tuple[uuid.UUID]]:
    """The holders that lost places and have not taken note yet, as a subquery."""
    return select(PlaceHold.holder).where(PlaceHold.status == "lost")


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
    change (422). Seats below the places sold and held take the newest drafts' places
    (``capacity_reduced``), as a sale would."""
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
    short = bucket.sold + bucket.held - seats
    if short > 0:  # fewer seats than sold and held: drafts give way, newest first
        now = clock.now()
        freed = await _release_lapsed(session, flight_id, booking_class, now)
        if short > freed:
            freed += await _take_newest_holds(
                session, flight_id, booking_class, short - freed, CAPACITY_REDUCED, now
            )
        bucket.held -= freed
    for name, value in {"cabin": cabin, "seats": seats, "is_open": is_open}.items():
        setattr(bucket, name, value)
    await integrity.flush(session, booking_classes.messages)
    return bucket, created
