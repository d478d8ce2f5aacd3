"""Taking and giving back places of a booking class and its cabin (a sale, a cancel, an
exchange), the cabin's lock and the slow paths under it that take places from drafts'
holds; the statements ``holds`` and ``capacity`` build on. The rules and the order of
locks: ``inventory.service``."""

import uuid
from collections import defaultdict
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from sqlalchemy import (
    BindParameter,
    ColumnExpressionArgument,
    Integer,
    Select,
    String,
    Uuid,
    and_,
    bindparam,
    column,
    func,
    select,
    table,
    tuple_,
    update,
)
from sqlalchemy.dialects.postgresql import ARRAY
from sqlalchemy.ext.asyncio import AsyncSession
from sqlalchemy.sql.dml import ReturningUpdate

from tarmac.cache.generations import FLIGHTS
from tarmac.core import clock
from tarmac.inventory.availability import ClassAvailability
from tarmac.inventory.errors import SoldOut
from tarmac.inventory.models import BookingClassInventory, CabinInventory, PlaceHold

# why a hold was taken from its holder (``released_reason`` of a lost hold)
TAKEN_BY_BOOKING = "taken_by_booking"
CAPACITY_REDUCED = "capacity_reduced"
HOLD_EXPIRED = "expired"


COLUMNS = (
    BookingClassInventory.flight_id,
    BookingClassInventory.booking_class,
    BookingClassInventory.cabin,
    BookingClassInventory.seats,
    BookingClassInventory.sold,
    BookingClassInventory.is_open,
    BookingClassInventory.held,
)
CABIN_COLUMNS = (
    (CabinInventory.seats + CabinInventory.overbooking).label("cabin_seats"),
    CabinInventory.sold.label("cabin_sold"),
    CabinInventory.held.label("cabin_held"),
)
IN_CABIN = and_(
    CabinInventory.flight_id == BookingClassInventory.flight_id,
    CabinInventory.cabin == BookingClassInventory.cabin,
)


async def take(
    session: AsyncSession, flight_id: uuid.UUID, booking_class: str, count: int
) -> ClassAvailability:
    """Take ``count`` places of ``booking_class`` on the flight for a sale, or ``SoldOut`` (the
    class is closed, missing, or it or its cabin has fewer than ``count`` places not sold).
    Places drafts hold count as free for a sale: when it needs them, the newest holds of
    the class, then of its cabin, are taken from their drafts, whole, until the sale fits
    (``taken_by_booking``)."""
    taken = await claim_free(session, flight_id, booking_class, count, "sold")
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


async def lock_cabin(
    session: AsyncSession, flight_id: uuid.UUID, booking_class: str
) -> _Cabin | None:
    """Lock the cabin of the class (None when the flight has no such class), then read its
    classes: every write to them holds this lock, so they are as they are now."""
    row = (
        await session.execute(
            select(CabinInventory.cabin, CabinInventory.seats + CabinInventory.overbooking)
            .join(BookingClassInventory, IN_CABIN)
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
        select(*COLUMNS).where(
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
    cabin = await lock_cabin(session, flight_id, booking_class)
    current = cabin.classes.get(booking_class) if cabin else None
    if (
        cabin is None
        or current is None
        or not current.is_open
        or current.seats - current.sold < count
        or cabin.capacity - cabin.sold < count
    ):
        if cabin is not None:  # the sale's first statement may have counted it in the cabin
            await recount(session, [(flight_id, cabin.cabin)])
        raise (cabin or NO_CABIN).sold_out(booking_class, count, free=False)
    now = clock.now()
    freed = await release_lapsed(session, flight_id, list(cabin.classes), now)
    short = current.sold + current.held - freed[booking_class] + count - current.seats
    if short > 0:
        add_counts(freed, await take_newest(session, flight_id, [booking_class], short, now))
    short = cabin.sold + cabin.held - sum(freed.values()) + count - cabin.capacity
    if short > 0:
        add_counts(freed, await take_newest(session, flight_id, list(cabin.classes), short, now))
    return await write_cabin(session, cabin, freed, booking_class, sold=count)


NO_CABIN = _Cabin(uuid.UUID(int=0), "", 0, {})


def add_counts(total: dict[str, int], more: Mapping[str, int]) -> None:
    for key, value in more.items():
        total[key] += value


async def write_cabin(
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
        row = await update_class(
            session,
            cabin.flight_id,
            letter,
            sold=BookingClassInventory.sold + (sold if mine else 0),
            held=BookingClassInventory.held - freed.get(letter, 0) + (held if mine else 0),
        )
        if mine:
            result = row
    counts = await recount(session, [(cabin.flight_id, cabin.cabin)])
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


async def recount(
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


# a row's conditions and new values for ``count`` places (``_class_with_its_cabin``)
_Change = Callable[
    [BindParameter[int]], tuple[Sequence[ColumnExpressionArgument[bool]], Mapping[str, Any]]
]


def _class_with_its_cabin(cabin_change: _Change, class_change: _Change) -> ReturningUpdate[Any]:
    """An ``UPDATE`` of one booking class of a flight and, before it in a CTE, of its cabin
    (the cabin's row is the lock of its classes), with the parameters of ``_params``.
    ``cabin_change(count)`` and ``class_change(count)`` give each row's conditions and new
    values; a row comes back only when both rows changed."""
    places = bindparam("count", type_=Integer)
    the_flight: BindParameter[Any] = bindparam("the_flight")
    the_class: BindParameter[Any] = bindparam("the_class")
    # the CTE's own names: a multi-table UPDATE cannot share its parameters
    cabin_places = bindparam("cabin_count", type_=Integer)
    cabin_flight: BindParameter[Any] = bindparam("cabin_flight")
    cabin_class: BindParameter[Any] = bindparam("cabin_class")
    now: BindParameter[Any]
    cabin_now: BindParameter[Any]
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
        .returning(CabinInventory.cabin, *CABIN_COLUMNS)
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
        .returning(*COLUMNS, cabin.c.cabin_seats, cabin.c.cabin_sold, cabin.c.cabin_held)
    )


def _claim_statement(counter: str) -> ReturningUpdate[Any]:
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


async def claim_free(
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


async def update_class(
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
            .returning(*COLUMNS)
            .execution_options(**{FLIGHTS: frozenset({flight_id})}, synchronize_session=False)
        )
    ).one()
    return ClassAvailability(*row)


def _lost(reason: str, now: datetime) -> dict[str, Any]:
    return {"status": "lost", "released_reason": reason, "released_at": now, "updated_at": now}


async def release_lapsed(
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


async def take_newest(
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


def _give_back_statement() -> ReturningUpdate[Any]:
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
    await lock_cabins(
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


async def lock_cabins(
    session: AsyncSession, cabins: Select[uuid.UUID, str] | Sequence[tuple[uuid.UUID, str]]
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
    await lock_cabins(
        session,
        select(BookingClassInventory.flight_id, BookingClassInventory.cabin).where(
            tuple_(BookingClassInventory.flight_id, BookingClassInventory.booking_class).in_(wanted)
        ),
    )
