"""What other domains use from inventory (``from tarmac.inventory import service as
inventory``): the places left per booking class of many flights in one statement, taking
and giving back places, holding places for drafts, holding, taking and freeing seats.

Every write is one conditional statement (``UPDATE ... WHERE seats - sold >= :n
RETURNING``, ``INSERT ... ON CONFLICT``), never a read then a write, so concurrent sales
can neither oversell a class nor give a seat twice. Writes run in the caller's session
(its transaction) and name the flights they touch, so that at commit only what was
computed from those flights is dropped from the caches (``cache.generations``).

Nested classes: the classes of a cabin share the cabin's places (``CabinInventory``: the
aircraft's seats in the cabin plus the airline's overbooking allowance). A sale takes
places from its class and its cabin in one statement (the cabin's row updated first, in a
CTE, then the class's), so two classes of 150 on a 150-seat cabin sell 150 in all; what a
class shows (``ClassAvailability.left``, ``free``) is never more than its cabin has left.

Places held by drafts (``hold``, ``release_holds``, ``lost_holds``): a class has
``seats``, ``sold`` to bookings and ``held`` by drafts, with ``sold + held <= seats``
always (a check constraint), and likewise for its cabin. A draft holds only places nobody
sold or holds (``free``); a sale needs only places nobody sold (``left``, what search and
quotes show): when it needs places drafts hold, the newest holds (of its class, then of
its cabin) are taken from their drafts, whole, in the sale's transaction (``lost``,
``taken_by_booking``). Drafts hold less firmly than bookings.

Locks. The cabin's row is the mutex of its classes and of their holds: every write to a
class (its counters, its held ``PlaceHold`` rows) runs in a transaction that locked the
class's cabin row first, in the same statement or before. A sale locks the cabins of a
trip one at a time in the order of its legs (departure order), a new hold likewise, and
``release_holds`` and ``give_back_many`` lock every cabin they need up front in departure
order. A sale touches no other cabin than the one it takes from, not even the other leg
of a round-trip draft it takes places from: that leg is given back when the draft's owner
(or the worker) takes note of the loss (``lost_holds``), in a transaction of its own. So
every transaction waits for cabin rows in one global order and none can wait for another
that waits for it; a class row is only ever waited for by a transaction that holds its
cabin, so never.
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
    String,
    Uuid,
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
from sqlalchemy.dialects.postgresql import ARRAY, distinct_on
from sqlalchemy.dialects.postgresql import insert as pg_insert
from sqlalchemy.ext.asyncio import AsyncSession

from tarmac.cache.generations import FLIGHTS
from tarmac.cache.reads import Reads
from tarmac.core import clock
from tarmac.core.errors import NotOneOf
from tarmac.db import integrity, plain
from tarmac.db.crud import Records
from tarmac.inventory.errors import CabinHasSales, SeatsOutOfRange, SeatTaken, SoldOut
from tarmac.inventory.models import (
    BookingClassInventory,
    CabinInventory,
    PlaceHold,
    SeatAssignment,
)

__all__ = ["CabinHasSales", "ClassAvailability", "SeatTaken", "SeatsOutOfRange", "SoldOut"]

# why a hold was taken from its holder (``released_reason`` of a lost hold)
TAKEN_BY_BOOKING = "taken_by_booking"
CAPACITY_REDUCED = "capacity_reduced"
HOLD_EXPIRED = "expired"


@dataclass(frozen=True)
class ClassAvailability:
    """A booking class of a flight as it is now, with its cabin's places (nested classes:
    ``cabin_seats`` is the cabin's seats plus its overbooking allowance, shared by its
    classes; None when unknown, then only the class bounds it)."""

    flight_id: uuid.UUID
    booking_class: str
    cabin: str
    seats: int
    sold: int
    is_open: bool
    held: int = 0  # by drafts: a sale may take these places, a new draft may not
    cabin_seats: int | None = None
    cabin_sold: int = 0
    cabin_held: int = 0
    # when the first place a pending booking holds in the class lapses (it is free from
    # then on): an answer remembered from this reading is stale after it
    next_lapse: datetime | None = None

    @property
    def left(self) -> int:
        """Places a sale may take (drafts' places included: a sale wins over a draft), never
        more than the cabin has left."""
        if not self.is_open:
            return 0
        left = self.seats - self.sold
        if self.cabin_seats is not None:
            left = min(left, self.cabin_seats - self.cabin_sold)
        return max(left, 0)

    @property
    def free(self) -> int:
        """Places a new draft may hold: neither sold nor held, in the class and its cabin."""
        if not self.is_open:
            return 0
        free = self.seats - self.sold - self.held
        if self.cabin_seats is not None:
            free = min(free, self.cabin_seats - self.cabin_sold - self.cabin_held)
        return max(free, 0)

    def can_seat(self, count: int) -> bool:
        return self.left >= count


Availability = Mapping[uuid.UUID, Mapping[str, ClassAvailability]]
BookingClass = BookingClassInventory  # the table, for the back office


# The classes of the flights $1 with their cabins' places, as they are at $2: places that
# pending bookings past their time still count as sold (until the sweep, or the next sale
# that needs them, gives them back) are shown free already. They are read from bookings'
# tables by name, as the flights' departures are (inventory imports no bookings): few rows,
# through the index of pending bookings' expiry.
_LIVE_SQL = (
    "SELECT b.flight_id, b.booking_class, b.cabin, b.seats, "
    "b.sold - coalesce(l.places, 0), b.is_open, b.held, c.seats + c.overbooking, "
    "c.sold - coalesce(sum(l.places) OVER (PARTITION BY b.flight_id, b.cabin), 0)::int, c.held, "
    "l.next_lapse "
    "FROM booking_class_inventory b JOIN cabin_inventory c "
    "ON c.flight_id = b.flight_id AND c.cabin = b.cabin "
    "LEFT JOIN (SELECT s.flight_id, s.booking_class, "
    "(sum(s.places) FILTER (WHERE k.expiry_date <= $2))::int AS places, "
    "min(k.expiry_date) FILTER (WHERE k.expiry_date > $2) AS next_lapse "
    "FROM bookings k JOIN booking_segments s ON s.booking_id = k.id "
    "WHERE k.status = 'pending' "
    "AND s.places_released_at IS NULL AND s.flight_id = ANY($1::uuid[]) "
    "GROUP BY s.flight_id, s.booking_class) l "
    "ON l.flight_id = b.flight_id AND l.booking_class = b.booking_class "
    "WHERE b.flight_id = ANY($1::uuid[])"
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
_CABIN_COLUMNS = (
    (CabinInventory.seats + CabinInventory.overbooking).label("cabin_seats"),
    CabinInventory.sold.label("cabin_sold"),
    CabinInventory.held.label("cabin_held"),
)
_IN_CABIN = and_(
    CabinInventory.flight_id == BookingClassInventory.flight_id,
    CabinInventory.cabin == BookingClassInventory.cabin,
)


def _by_flight(rows: Iterable[Sequence]) -> dict[uuid.UUID, dict[str, ClassAvailability]]:
    found: dict[uuid.UUID, dict[str, ClassAvailability]] = defaultdict(dict)
    for row in rows:
        item = ClassAvailability(*row)
        found[item.flight_id][item.booking_class] = item
    return found


async def remembered_availability(
    reads: Reads, flight_ids: Sequence[uuid.UUID]
) -> dict[uuid.UUID, dict[str, ClassAvailability]]:
    """Every booking class of these flights (a flight without inventory has no entry), read
    in one statement outside any transaction, each flight's classes remembered by the process
    (``Reads.flight_availability``) until its inventory is written (here or, heard through
    the listener, by another process) or one of its pending bookings' places lapses: what
    search shows, so a party or currency not asked before on the same flights reads
    nothing. Sales never read this (``take``)."""

    async def read(missing: list[uuid.UUID]) -> dict[uuid.UUID, tuple[dict, datetime | None]]:
        found = _by_flight(await reads.live(_LIVE_SQL, missing, clock.now()))
        read_now = {}
        for flight in missing:
            classes = found.get(flight, {})
            lapses = [c.next_lapse for c in classes.values() if c.next_lapse]
            read_now[flight] = (classes, min(lapses, default=None))
        return read_now

    if not flight_ids:
        return {}
    remembered = await reads.remembered_availability(flight_ids, read)
    return {flight: classes for flight, classes in remembered.items() if classes}


async def availability(
    session: AsyncSession, flight_ids: Sequence[uuid.UUID]
) -> dict[uuid.UUID, dict[str, ClassAvailability]]:
    """The same, read now in ``session`` (inside the caller's transaction)."""
    if not flight_ids:
        return {}
    return _by_flight(await plain.fetch(session, _LIVE_SQL, list(flight_ids), clock.now()))


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


async def take(
    session: AsyncSession, flight_id: uuid.UUID, booking_class: str, count: int
) -> ClassAvailability:
    """Take ``count`` places of ``booking_class`` on the flight for a sale, or ``SoldOut`` (the
    class is closed, missing, or it or its cabin has fewer than ``count`` places not sold).
    Places drafts hold count as free for a sale: when it needs them, the newest holds of
    the class, then of its cabin, are taken from their drafts, whole, until the sale fits
    (``taken_by_booking``)."""
    taken = await _claim_free(session, flight_id, booking_class, count, "sold")
    if taken is not None:
        return taken
    return await _take_held(session, flight_id, booking_class, count)


@dataclass(frozen=True)
class _Cabin:
    """A cabin locked by this transaction, and its classes as they are now."""

    flight_id: uuid.UUID
    cabin: str
    capacity: int  # seats + overbooking
    classes: dict[str, ClassAvailability]

    @property
    def sold(self) -> int:
        return sum(c.sold for c in self.classes.values())

    @property
    def held(self) -> int:
        return sum(c.held for c in self.classes.values())

    def sold_out(self, booking_class: str, count: int, free: bool) -> SoldOut:
        current = self.classes.get(booking_class)
        if current is None:
            available, is_open = 0, False
        else:
            in_class = current.seats - current.sold - (current.held if free else 0)
            in_cabin = self.capacity - self.sold - (self.held if free else 0)
            available, is_open = max(min(in_class, in_cabin), 0), current.is_open
        message = (
            f"Not enough free places in booking class {booking_class} to hold {count}"
            if free
            else f"Not enough places left in booking class {booking_class} for {count} passengers"
        )
        return SoldOut(
            message,
            available=available if is_open else 0,
            requested=count,
            booking_class_code=booking_class,
            is_open=is_open,
        )


async def _lock_cabin(
    session: AsyncSession, flight_id: uuid.UUID, booking_class: str
) -> _Cabin | None:
    """Lock the cabin of the class (None when the flight has no such class), then read its
    classes: every write to them holds this lock, so they are as they are now."""
    row = (
        await session.execute(
            select(CabinInventory.cabin, CabinInventory.seats + CabinInventory.overbooking)
            .join(BookingClassInventory, _IN_CABIN)
            .where(
                BookingClassInventory.flight_id == flight_id,
                BookingClassInventory.booking_class == booking_class,
            )
            .with_for_update(of=CabinInventory)
        )
    ).one_or_none()
    if row is None:
        return None
    cabin, capacity = row
    classes = await session.execute(
        select(*_COLUMNS).where(
            BookingClassInventory.flight_id == flight_id, BookingClassInventory.cabin == cabin
        )
    )
    return _Cabin(
        flight_id, cabin, capacity, {r.booking_class: ClassAvailability(*r) for r in classes}
    )


async def _take_held(
    session: AsyncSession, flight_id: uuid.UUID, booking_class: str, count: int
) -> ClassAvailability:
    """``take`` when too few places are free of holds: lock the cabin, then take what the
    sale needs from the holds (lapsed ones first, then the newest of the class, then the
    newest of the cabin)."""
    cabin = await _lock_cabin(session, flight_id, booking_class)
    current = cabin.classes.get(booking_class) if cabin else None
    if (
        cabin is None
        or current is None
        or not current.is_open
        or current.seats - current.sold < count
        or cabin.capacity - cabin.sold < count
    ):
        if cabin is not None:  # the sale's first statement may have counted it in the cabin
            await _recount(session, [(flight_id, cabin.cabin)])
        raise (cabin or _NO_CABIN).sold_out(booking_class, count, free=False)
    now = clock.now()
    freed = await _release_lapsed(session, flight_id, list(cabin.classes), now)
    short = current.sold + current.held - freed[booking_class] + count - current.seats
    if short > 0:
        _add(freed, await _take_newest(session, flight_id, [booking_class], short, now))
    short = cabin.sold + cabin.held - sum(freed.values()) + count - cabin.capacity
    if short > 0:
        _add(freed, await _take_newest(session, flight_id, list(cabin.classes), short, now))
    return await _write_cabin(session, cabin, freed, booking_class, sold=count)


_NO_CABIN = _Cabin(uuid.UUID(int=0), "", 0, {})


def _add(total: dict[str, int], more: Mapping[str, int]) -> None:
    for key, value in more.items():
        total[key] += value


async def _write_cabin(
    session: AsyncSession,
    cabin: _Cabin,
    freed: Mapping[str, int],
    booking_class: str,
    *,
    sold: int = 0,
    held: int = 0,
) -> ClassAvailability:
    """Write what a slow path decided under the cabin's lock: each class's ``held`` lowered
    by the places its holds gave up, ``booking_class`` given ``sold`` and ``held`` more, and
    the cabin's counters set to the sums of its classes; ``booking_class`` as it is now."""
    result = None
    for letter in sorted({booking_class, *(k for k, v in freed.items() if v)}):
        mine = letter == booking_class
        row = await _update_class(
            session,
            cabin.flight_id,
            letter,
            sold=BookingClassInventory.sold + (sold if mine else 0),
            held=BookingClassInventory.held - freed.get(letter, 0) + (held if mine else 0),
        )
        if mine:
            result = row
    counts = await _recount(session, [(cabin.flight_id, cabin.cabin)])
    assert result is not None
    cabin_sold, cabin_held = counts[(cabin.flight_id, cabin.cabin)]
    return ClassAvailability(
        result.flight_id,
        result.booking_class,
        result.cabin,
        result.seats,
        result.sold,
        result.is_open,
        result.held,
        cabin.capacity,
        cabin_sold,
        cabin_held,
    )


async def _recount(
    session: AsyncSession, cabins: Iterable[tuple[uuid.UUID, str]]
) -> dict[tuple[uuid.UUID, str], tuple[int, int]]:
    """Set the counters of cabins this transaction has locked to the sums of their classes
    (one statement); their ``(sold, held)``."""
    keys = list(cabins)
    if not keys:
        return {}
    sums = (
        select(
            BookingClassInventory.flight_id,
            BookingClassInventory.cabin,
            func.sum(BookingClassInventory.sold).label("sold"),
            func.sum(BookingClassInventory.held).label("held"),
        )
        .where(tuple_(BookingClassInventory.flight_id, BookingClassInventory.cabin).in_(keys))
        .group_by(BookingClassInventory.flight_id, BookingClassInventory.cabin)
        .subquery()
    )
    rows = await session.execute(
        update(CabinInventory)
        .where(CabinInventory.flight_id == sums.c.flight_id, CabinInventory.cabin == sums.c.cabin)
        .values(sold=sums.c.sold, held=sums.c.held)
        .returning(
            CabinInventory.flight_id, CabinInventory.cabin, CabinInventory.sold, CabinInventory.held
        )
        .execution_options(synchronize_session=False)
    )
    return {(f, c): (sold, held) for f, c, sold, held in rows.all()}


def _class_with_its_cabin(cabin_change, class_change):
    """An ``UPDATE`` of one booking class of a flight and, before it in a CTE, of its cabin
    (the cabin's row is the lock of its classes), with the parameters of ``_params``.
    ``cabin_change(count)`` and ``class_change(count)`` give each row's conditions and new
    values; a row comes back only when both rows changed."""
    places = bindparam("count", type_=Integer)
    the_flight = bindparam("the_flight")
    the_class = bindparam("the_class")
    # the CTE's own names: a multi-table UPDATE cannot share its parameters
    cabin_places = bindparam("cabin_count", type_=Integer)
    cabin_flight = bindparam("cabin_flight")
    cabin_class = bindparam("cabin_class")
    now, cabin_now = bindparam("now"), bindparam("cabin_now")
    cabin_where, cabin_values = cabin_change(cabin_places)
    cabin = (
        update(CabinInventory)
        .where(
            CabinInventory.flight_id == cabin_flight,
            CabinInventory.cabin
            == select(BookingClassInventory.cabin)
            .where(
                BookingClassInventory.flight_id == cabin_flight,
                BookingClassInventory.booking_class == cabin_class,
            )
            .scalar_subquery(),
            *cabin_where,
        )
        .values({**cabin_values, "updated_at": cabin_now})
        .returning(CabinInventory.cabin, *_CABIN_COLUMNS)
        .cte("cabin")
    )
    class_where, class_values = class_change(places)
    return (
        update(BookingClassInventory)
        .where(
            BookingClassInventory.flight_id == the_flight,
            BookingClassInventory.booking_class == the_class,
            BookingClassInventory.cabin == cabin.c.cabin,
            *class_where,
        )
        .values({**class_values, "updated_at": now})
        .returning(*_COLUMNS, cabin.c.cabin_seats, cabin.c.cabin_sold, cabin.c.cabin_held)
    )


def _claim_statement(counter: str):
    """Add ``:count`` to ``counter`` (``sold`` for a sale, ``held`` for a draft) of a
    cabin that has that many places neither sold nor held, then of its open class if it
    has them too; built once per counter, the hottest statement of a sale. The cabin's row
    is locked first (the CTE), as every write to its classes does. A row comes back only
    when both took the places; when the cabin did and the class not, the caller's slow path
    recounts the cabin under the lock this statement took."""
    return _class_with_its_cabin(
        lambda n: (
            [
                CabinInventory.seats
                + CabinInventory.overbooking
                - CabinInventory.sold
                - CabinInventory.held
                >= n
            ],
            {counter: getattr(CabinInventory, counter) + n},
        ),
        lambda n: (
            [
                BookingClassInventory.is_open,
                BookingClassInventory.seats
                - BookingClassInventory.sold
                - BookingClassInventory.held
                >= n,
            ],
            {counter: getattr(BookingClassInventory, counter) + n},
        ),
    )


def _params(flight_id: uuid.UUID, booking_class: str, count: int) -> dict[str, Any]:
    return {
        "the_flight": flight_id,
        "the_class": booking_class,
        "count": count,
        "cabin_flight": flight_id,
        "cabin_class": booking_class,
        "cabin_count": count,
        "now": clock.now(),
        "cabin_now": clock.now(),
    }


_CLAIM = {counter: _claim_statement(counter) for counter in ("sold", "held")}


async def _claim_free(
    session: AsyncSession, flight_id: uuid.UUID, booking_class: str, count: int, counter: str
) -> ClassAvailability | None:
    """Add ``count`` to ``counter`` of an open class and its cabin that both have ``count``
    places neither sold nor held, in one statement; None when they have not."""
    row = (
        await session.execute(
            _CLAIM[counter],
            _params(flight_id, booking_class, count),
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
    session: AsyncSession, flight_id: uuid.UUID, classes: Sequence[str], now: datetime
) -> dict[str, int]:
    """Holds of these classes past their ``held_until`` are lost (``expired``); the places
    they held, per class. The caller holds the cabin's lock and lowers ``held`` by them."""
    rows = await session.execute(
        update(PlaceHold)
        .where(
            PlaceHold.flight_id == flight_id,
            PlaceHold.booking_class.in_(list(classes)),
            PlaceHold.status == "held",
            PlaceHold.held_until <= now,
        )
        .values(**_lost(HOLD_EXPIRED, now))
        .returning(PlaceHold.booking_class, PlaceHold.places)
    )
    freed: dict[str, int] = defaultdict(int)
    for booking_class, places in rows.all():
        freed[booking_class] += places
    return freed


async def _take_newest(
    session: AsyncSession,
    flight_id: uuid.UUID,
    classes: Sequence[str],
    needed: int,
    now: datetime,
    reason: str = TAKEN_BY_BOOKING,
) -> dict[str, int]:
    """Take the newest holds of these classes from their holders, whole, until at least
    ``needed`` places are free (the fewest newest holds that cover it); the places freed,
    per class. The caller holds the cabin's lock and lowers ``held`` by them."""
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
            PlaceHold.booking_class.in_(list(classes)),
            PlaceHold.status == "held",
        )
        .subquery()
    )
    rows = await session.execute(
        update(PlaceHold)
        .where(
            PlaceHold.id.in_(select(ranked.c.id).where(ranked.c.newer < needed)),
            PlaceHold.status == "held",
        )
        .values(**_lost(reason, now))
        .returning(PlaceHold.booking_class, PlaceHold.places)
    )
    freed: dict[str, int] = defaultdict(int)
    for booking_class, places in rows.all():
        freed[booking_class] += places
    return freed


def _give_back_statement():
    """Give back ``:count`` places of a class and its cabin (the cabin's row first)."""
    return _class_with_its_cabin(
        lambda n: ([CabinInventory.sold >= n], {"sold": CabinInventory.sold - n}),
        lambda n: ([BookingClassInventory.sold >= n], {"sold": BookingClassInventory.sold - n}),
    )


_GIVE_BACK = _give_back_statement()


async def give_back(
    session: AsyncSession, flight_id: uuid.UUID, booking_class: str, count: int
) -> ClassAvailability:
    """Give back ``count`` places taken before (never below zero sold)."""
    row = (
        await session.execute(
            _GIVE_BACK,
            _params(flight_id, booking_class, count),
            execution_options={FLIGHTS: frozenset({flight_id}), "synchronize_session": False},
        )
    ).one_or_none()
    if row is None:
        raise ValueError(
            f"cannot give back {count} places of {booking_class} on flight {flight_id}: "
            "fewer were sold"
        )
    return ClassAvailability(*row)


async def give_back_many(
    session: AsyncSession, places: Mapping[tuple[uuid.UUID, str], int]
) -> None:
    """Give back places taken before, ``{(flight, booking class): count}``, in three
    statements however many: the cabins locked in departure order (the order sales lock
    them in), then every class and every cabin lowered at once."""
    wanted = {key: count for key, count in places.items() if count}
    if not wanted:
        return
    flight_ids = [f for f, _ in wanted]
    classes = [c for _, c in wanted]
    counts = list(wanted.values())
    given = (
        select(
            func.unnest(bindparam("flights", flight_ids, type_=ARRAY(Uuid))).label("flight_id"),
            func.unnest(bindparam("classes", classes, type_=ARRAY(String))).label("booking_class"),
            func.unnest(bindparam("counts", counts, type_=ARRAY(Integer))).label("places"),
        )
    ).subquery("given")
    await _lock_cabins(
        session,
        select(BookingClassInventory.flight_id, BookingClassInventory.cabin).where(
            tuple_(BookingClassInventory.flight_id, BookingClassInventory.booking_class).in_(
                select(given.c.flight_id, given.c.booking_class)
            )
        ),
    )
    lowered = await session.execute(
        update(BookingClassInventory)
        .where(
            BookingClassInventory.flight_id == given.c.flight_id,
            BookingClassInventory.booking_class == given.c.booking_class,
        )
        .values(sold=BookingClassInventory.sold - given.c.places)
        .returning(BookingClassInventory.flight_id, BookingClassInventory.cabin, given.c.places)
        .execution_options(**{FLIGHTS: frozenset(flight_ids)}, synchronize_session=False)
    )
    per_cabin: dict[tuple[uuid.UUID, str], int] = defaultdict(int)
    for flight_id, cabin, count in lowered.all():
        per_cabin[(flight_id, cabin)] += count
    by_cabin = (
        select(
            func.unnest(
                bindparam("cabin_flights", [f for f, _ in per_cabin], type_=ARRAY(Uuid))
            ).label("flight_id"),
            func.unnest(bindparam("cabins", [c for _, c in per_cabin], type_=ARRAY(String))).label(
                "cabin"
            ),
            func.unnest(
                bindparam("cabin_counts", list(per_cabin.values()), type_=ARRAY(Integer))
            ).label("places"),
        )
    ).subquery("by_cabin")
    await session.execute(
        update(CabinInventory)
        .where(
            CabinInventory.flight_id == by_cabin.c.flight_id,
            CabinInventory.cabin == by_cabin.c.cabin,
        )
        .values(sold=CabinInventory.sold - by_cabin.c.places)
        .execution_options(synchronize_session=False)
    )


# the flights' departures order the locks of cabins (inventory imports no catalog)
_FLIGHTS = table("flights", column("id"), column("scheduled_departure"))


async def _lock_cabins(
    session: AsyncSession, cabins: Select | Sequence[tuple[uuid.UUID, str]]
) -> None:
    """Lock the cabins ``cabins`` selects or lists (``(flight_id, cabin)``), all at once, in the
    order of their flights' departures: the order in which sales and holds lock them, so
    this never waits for a transaction that waits for it."""
    await session.execute(
        select(CabinInventory.id)
        .join(_FLIGHTS, _FLIGHTS.c.id == CabinInventory.flight_id)
        .where(tuple_(CabinInventory.flight_id, CabinInventory.cabin).in_(cabins))
        .order_by(_FLIGHTS.c.scheduled_departure, CabinInventory.flight_id, CabinInventory.cabin)
        .with_for_update(of=CabinInventory)
    )


async def lock_cabins_of(session: AsyncSession, classes: Iterable[tuple[uuid.UUID, str]]) -> None:
    """Lock up front, in the global order (flights' departures), the cabins of every
    ``(flight, booking class)`` a transaction will both take places from and give places
    back to (an exchange: the new flight's and the old one's). The takes and give-backs
    after it wait for no other cabin, so two exchanges crossing the same flights in
    opposite directions run one after the other instead of deadlocking."""
    wanted = sorted(set(classes))
    if not wanted:
        return
    await _lock_cabins(
        session,
        select(BookingClassInventory.flight_id, BookingClassInventory.cabin).where(
            tuple_(BookingClassInventory.flight_id, BookingClassInventory.booking_class).in_(wanted)
        ),
    )


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
    """``hold`` when too few places are free: lock the cabin, give back the holds of its
    classes that have lapsed, and hold if that made room in the class and the cabin."""
    cabin = await _lock_cabin(session, flight_id, booking_class)
    current = cabin.classes.get(booking_class) if cabin else None
    if cabin is None or current is None or not current.is_open:
        raise (cabin or _NO_CABIN).sold_out(booking_class, count, free=True)
    freed = await _release_lapsed(session, flight_id, list(cabin.classes), now)
    in_class = current.seats - current.sold - current.held + freed[booking_class]
    in_cabin = cabin.capacity - cabin.sold - cabin.held + sum(freed.values())
    if min(in_class, in_cabin) >= count:
        return await _write_cabin(session, cabin, freed, booking_class, held=count)
    await _write_cabin(session, cabin, freed, booking_class)
    raise SoldOut(
        f"Not enough free places in booking class {booking_class} to hold {count}",
        available=max(min(in_class, in_cabin), 0),
        requested=count,
        booking_class_code=booking_class,
        is_open=True,
    )


async def release_holds(
    session: AsyncSession, reasons: Mapping[uuid.UUID, str], *, now: datetime
) -> None:
    """Give back every place the holders of ``reasons`` still hold (each hold ``released``
    with its holder's reason) and mark their lost holds noted (``released``, keeping why
    and when they were lost). The cabins are locked first, all at once, in the order of
    their flights' departures (``_lock_cabins``)."""
    if not reasons:
        return
    holders = list(reasons)
    await _lock_cabins(
        session,
        select(BookingClassInventory.flight_id, BookingClassInventory.cabin).where(
            tuple_(BookingClassInventory.flight_id, BookingClassInventory.booking_class).in_(
                select(PlaceHold.flight_id, PlaceHold.booking_class).where(
                    PlaceHold.holder.in_(holders), PlaceHold.status == "held"
                )
            )
        ),
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
    cabins = set()
    for (flight_id, booking_class), places in sorted(given_back.items()):
        row = await _update_class(
            session, flight_id, booking_class, held=BookingClassInventory.held - places
        )
        cabins.add((flight_id, row.cabin))
    await _recount(session, sorted(cabins))
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


async def release_seat(
    session: AsyncSession, flight_id: uuid.UUID, seat_number: str, holder: uuid.UUID
) -> None:
    """Give back one seat of ``holder`` on a flight (a passenger moved to another seat)."""
    await session.execute(
        delete(SeatAssignment).where(
            SeatAssignment.flight_id == flight_id,
            SeatAssignment.seat_number == seat_number,
            SeatAssignment.holder == holder,
        )
    )


async def free_seats_of(session: AsyncSession, holders: Sequence[uuid.UUID]) -> None:
    """Free every seat of these holders, in one statement."""
    if holders:
        await session.execute(
            delete(SeatAssignment).where(SeatAssignment.holder.in_(list(holders)))
        )


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
    await _lock_cabins(session, cabins)
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
        freed = await _release_lapsed(session, flight_id, [booking_class], now)
        if short > freed[booking_class]:
            _add(
                freed,
                await _take_newest(
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
    await _recount(session, cabins)
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
    counts = await _recount(session, [(flight_id, cabin)])
    sold, held = counts.get((flight_id, cabin), (0, 0))
    if sold > row.seats + overbooking:
        raise SeatsOutOfRange(
            f"the {cabin} cabin has {sold} places sold: its {row.seats} seats and overbooking "
            f"({overbooking}) must cover them"
        )
    short = sold + held - row.seats - overbooking
    if short > 0:
        freed = await _release_lapsed(session, flight_id, classes, now)
        if short > sum(freed.values()):
            _add(
                freed,
                await _take_newest(
                    session, flight_id, classes, short - sum(freed.values()), now, CAPACITY_REDUCED
                ),
            )
        for letter, places in sorted(freed.items()):
            if places:
                await _update_class(
                    session, flight_id, letter, held=BookingClassInventory.held - places
                )
        await _recount(session, [(flight_id, cabin)])
    await session.execute(
        update(CabinInventory)
        .where(CabinInventory.id == row.id)
        .values(overbooking=overbooking, updated_at=now)
        .execution_options(**{FLIGHTS: frozenset({flight_id})}, synchronize_session=False)
    )
    await session.refresh(row)
    return row
