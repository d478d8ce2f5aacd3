"""When reference data changes: one generation number per process that moves whenever a
table read caches depend on is written, in this process or in another one.

Reference data is what staff manage and every sale reads (airports, routes, flights, fares,
taxes, promos, partnerships, rates, settings). It changes seldom, so the hot paths
(search, quote) read it from in-process caches (``ReferenceCache``) instead of PostgreSQL;
sales data (inventory, quotes, bookings) is never cached.

- In this process: session events note a write to a watched table (ORM flush or an
  ``INSERT``/``UPDATE``/``DELETE`` statement run through a session) and move the
  generation right after the commit, before the response is sent, so the next request
  here sees the change.
- In other processes: a statement trigger on every watched table sends
  ``NOTIFY tarmac_reference`` (delivered at commit); ``ChangeListener`` keeps one
  connection listening in each API process and moves the generation on every notification
  and whenever it (re)connects, since it may have missed some while disconnected.
- As a backstop, a cache drops what it holds after ``max_age`` seconds whatever happens.
"""

import asyncio
import contextlib
import time
from collections import OrderedDict
from collections.abc import Awaitable, Callable, Hashable

import asyncpg
import structlog
from sqlalchemy import event
from sqlalchemy.orm import ORMExecuteState, Session

CHANNEL = "tarmac_reference"
WATCHED_TABLES = frozenset(
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
_FLAG = "tarmac_reference_changed"
log = structlog.get_logger("tarmac.changes")

_generation = 0


def generation() -> int:
    return _generation


def bump() -> None:
    """Everything cached from reference data is stale from now on."""
    global _generation
    _generation += 1


# --- writes through SQLAlchemy sessions in this process -------------------------------------


def _watched(table) -> bool:
    return getattr(table, "name", None) in WATCHED_TABLES


@event.listens_for(Session, "after_flush")
def _note_flushed(session: Session, _context) -> None:
    for obj in (*session.new, *session.dirty, *session.deleted):
        if _watched(getattr(obj, "__table__", None)):
            session.info[_FLAG] = True
            return


@event.listens_for(Session, "do_orm_execute")
def _note_statement(state: ORMExecuteState) -> None:
    if (state.is_insert or state.is_update or state.is_delete) and _watched(
        getattr(state.statement, "table", None)
    ):
        state.session.info[_FLAG] = True


@event.listens_for(Session, "after_commit")
def _bump_after_commit(session: Session) -> None:
    if session.info.pop(_FLAG, False):
        bump()


@event.listens_for(Session, "after_soft_rollback")
def _forget_after_rollback(session: Session, _previous) -> None:
    session.info.pop(_FLAG, None)


# --- writes by other processes --------------------------------------------------------------


class ChangeListener:
    """``LISTEN tarmac_reference`` on a connection of its own, reconnecting when it drops."""

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
        while True:
            connection = None
            try:
                closed = asyncio.Event()
                connection = await asyncpg.connect(self._dsn)
                connection.add_termination_listener(lambda _connection, ev=closed: ev.set())
                await connection.add_listener(CHANNEL, lambda *_args: bump())
                bump()  # anything may have changed while no one listened
                await closed.wait()
                log.warning("reference_listener_disconnected")
            except asyncio.CancelledError:
                raise
            except Exception:
                log.warning("reference_listener_failed", exc_info=True)
                bump()
            finally:
                if connection is not None and not connection.is_closed():
                    await connection.close()
            await asyncio.sleep(self._retry_seconds)


# --- caches ---------------------------------------------------------------------------------


class ReferenceCache:
    """A bounded in-process cache of values computed from reference data: emptied when the
    generation moves or when it is older than ``max_age`` seconds, least recently used
    entries evicted beyond ``size``. Loaders run outside any request transaction."""

    def __init__(self, *, size: int = 2048, max_age: float = 60.0) -> None:
        self._size = size
        self._max_age = max_age
        self._entries: OrderedDict[Hashable, object] = OrderedDict()
        self._generation = -1
        self._since = 0.0

    def _fresh(self) -> None:
        now = time.monotonic()
        if self._generation != _generation or now - self._since > self._max_age:
            self._entries.clear()
            self._generation = _generation
            self._since = now

    def get(self, key: Hashable):
        """The cached value, or None."""
        self._fresh()
        value = self._entries.get(key)
        if value is not None:
            self._entries.move_to_end(key)
        return value

    def put(self, key: Hashable, value: object, generation_at_load: int) -> None:
        """Keep ``value`` unless the data changed while it was being loaded."""
        self._fresh()
        if generation_at_load != self._generation:
            return
        self._entries[key] = value
        if len(self._entries) > self._size:
            self._entries.popitem(last=False)

    async def get_or_load(self, key: Hashable, load: Callable[[], Awaitable[object]]):
        value = self.get(key)
        if value is None:
            at = _generation
            value = await load()
            self.put(key, value, at)
        return value

    def clear(self) -> None:
        self._entries.clear()
