"""When cached data goes stale: a generation number per kind of data, per process, that
moves whenever a table of that kind is written, in this process or in another one.

- ``reference``: what staff manage and every sale reads (airports, routes, flights, fares,
  taxes, promos, partnerships, rates, settings). It changes seldom, so the hot paths
  (search, quote) read it from in-process caches (``ReferenceCache``).
- ``availability``: what every sale uses up: the seats left (booking-class inventory) and
  the uses of promo codes. Only remembered answers (search answers, priced quotes)
  depend on it, and they are dropped at each change.

How a generation moves:

- In this process: session events note a write to a watched table (ORM flush or an
  ``INSERT``/``UPDATE``/``DELETE`` statement run through a session) and move its
  generation right after the commit, before the response is sent, so the next request here
  sees the change.
- In other processes: a statement trigger on every watched table sends
  ``NOTIFY tarmac_reference`` with the table's name (delivered at commit);
  ``ChangeListener`` keeps one connection listening in each API process, moves the table's
  generation on every notification, and moves them all whenever it (re)connects, since it
  may have missed some. Another process's change is seen here within the delivery time
  of a notification (about a millisecond on one host); a sale never relies on a cache:
  booking checks inventory under a row lock.
- As a backstop, a cache drops what it holds after ``max_age`` seconds whatever happens.
"""

import asyncio
import contextlib
import time
from collections import OrderedDict
from collections.abc import Awaitable, Callable, Hashable, Iterable
from typing import TypeVar

import asyncpg
import structlog
from sqlalchemy import event
from sqlalchemy.orm import ORMExecuteState, Session

from tarmac.core.singleflight import SingleFlight

CHANNEL = "tarmac_reference"
REFERENCE = "reference"
AVAILABILITY = "availability"
REFERENCE_TABLES = frozenset(
    {
        "airports",
        "routes",
        "aircraft",
        "flights",
        "fare_families",
        "fare_rules",
        "fare_plans",
        "fare_prices",
        "internal_exchange_rates",
        "national_bank_rates",
        "app_settings",
        "taxes",
        "promo_codes",
        "partners",
        "partnerships",
        "partnership_routes",
        "ssr_services",
        "ssr_availability_rules",
        "seat_zone_prices",
    }
)
AVAILABILITY_TABLES = frozenset({"booking_class_inventory", "promo_redemptions"})
KIND_OF_TABLE = {t: REFERENCE for t in REFERENCE_TABLES} | {
    t: AVAILABILITY for t in AVAILABILITY_TABLES
}
WATCHED_TABLES = frozenset(KIND_OF_TABLE)
_FLAG = "tarmac_changed_kinds"
V = TypeVar("V")
log = structlog.get_logger("tarmac.changes")

_generations = {REFERENCE: 0, AVAILABILITY: 0}


def generation(kinds: Iterable[str] = (REFERENCE,)) -> tuple[int, ...]:
    return tuple(_generations[kind] for kind in kinds)


def bump(kind: str | None = None) -> None:
    """Everything cached from ``kind`` of data (all kinds when None) is stale from now on."""
    for name in (kind,) if kind is not None else tuple(_generations):
        _generations[name] += 1


# --- writes through SQLAlchemy sessions in this process -------------------------------------


def _note(session: Session, table) -> None:
    kind = KIND_OF_TABLE.get(getattr(table, "name", None))  # type: ignore[arg-type]
    if kind is not None:
        session.info.setdefault(_FLAG, set()).add(kind)


@event.listens_for(Session, "after_flush")
def _note_flushed(session: Session, _context) -> None:
    for obj in (*session.new, *session.dirty, *session.deleted):
        _note(session, getattr(obj, "__table__", None))


@event.listens_for(Session, "do_orm_execute")
def _note_statement(state: ORMExecuteState) -> None:
    if state.is_insert or state.is_update or state.is_delete:
        _note(state.session, getattr(state.statement, "table", None))


@event.listens_for(Session, "after_commit")
def _bump_after_commit(session: Session) -> None:
    for kind in session.info.pop(_FLAG, ()):
        bump(kind)


@event.listens_for(Session, "after_soft_rollback")
def _forget_after_rollback(session: Session, _previous) -> None:
    session.info.pop(_FLAG, None)


# --- writes by other processes --------------------------------------------------------------


class ChangeListener:
    """``LISTEN tarmac_reference`` on a connection of its own, reconnecting when it drops
    (after ``retry_seconds``, doubling up to a minute while the database stays away)."""

    def __init__(self, dsn: str, *, retry_seconds: float = 1.0) -> None:
        self._dsn = dsn.replace("postgresql+asyncpg://", "postgresql://", 1)
        self._retry_seconds = retry_seconds
        self._task: asyncio.Task | None = None

    def start(self) -> None:
        self._task = asyncio.create_task(self._run(), name="reference-change-listener")

    async def stop(self) -> None:
        if self._task is not None:
            self._task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._task

    async def _run(self) -> None:
        delay = self._retry_seconds
        while True:
            connection = None
            try:
                closed = asyncio.Event()
                connection = await asyncpg.connect(self._dsn)
                connection.add_termination_listener(lambda _connection, ev=closed: ev.set())
                await connection.add_listener(CHANNEL, _on_notification)
                bump()  # anything may have changed while no one listened
                delay = self._retry_seconds
                await closed.wait()
                log.warning("reference_listener_disconnected")
            except asyncio.CancelledError:
                raise
            except Exception as exc:
                log.warning("reference_listener_failed", error=str(exc), retry_in=delay)
                bump()
            finally:
                if connection is not None and not connection.is_closed():
                    await connection.close()
            await asyncio.sleep(delay)
            delay = min(delay * 2, 60.0)


def _on_notification(_connection, _pid, _channel, table: str) -> None:
    bump(KIND_OF_TABLE.get(table))  # an unknown table: everything, to be safe


# --- caches ---------------------------------------------------------------------------------


class ReferenceCache:
    """A bounded in-process cache of values computed from the ``kinds`` of data: emptied
    when their generation moves or when it is older than ``max_age`` seconds, least
    recently used entries evicted beyond ``size``. Loaders run outside any request
    transaction; values are never None."""

    def __init__(
        self, *, kinds: tuple[str, ...] = (REFERENCE,), size: int = 2048, max_age: float = 60.0
    ) -> None:
        self.kinds = kinds
        self._size = size
        self._max_age = max_age
        self._entries: OrderedDict[Hashable, object] = OrderedDict()
        self._generation: tuple[int, ...] = ()
        self._since = 0.0
        self._loads = SingleFlight()

    def generation(self) -> tuple[int, ...]:
        """To pass to ``put`` for a value loaded from now on."""
        return generation(self.kinds)

    def _fresh(self) -> None:
        now = time.monotonic()
        current = generation(self.kinds)
        if self._generation != current or now - self._since > self._max_age:
            self._entries.clear()
            self._generation = current
            self._since = now

    def get(self, key: Hashable):
        """The cached value, or None."""
        self._fresh()
        value = self._entries.get(key)
        if value is not None:
            self._entries.move_to_end(key)
        return value

    def put(self, key: Hashable, value: object, generation_at_load: tuple[int, ...]) -> None:
        """Keep ``value`` unless the data changed while it was being loaded."""
        self._fresh()
        if generation_at_load != self._generation:
            return
        self._entries[key] = value
        if len(self._entries) > self._size:
            self._entries.popitem(last=False)

    async def get_or_load(
        self,
        key: Hashable,
        load: Callable[[], Awaitable[V]],
        holds: Callable[[V], bool] | None = None,
    ) -> V:
        """The cached value (when ``holds`` accepts it, if given), else ``load()``'s,
        stored. Callers that miss ``key`` at the same time share one load while the data
        stays the same: a caller that starts after a change never gets a value loaded
        before it."""
        value = self.get(key)
        if value is None or (holds is not None and not holds(value)):
            at = self.generation()

            async def load_and_keep() -> V:
                loaded = await load()
                self.put(key, loaded, at)
                return loaded

            value = await self._loads.run((key, at), load_and_keep)
        return value

    def clear(self) -> None:
        self._entries.clear()
