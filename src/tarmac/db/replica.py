"""A read replica (``TARMAC_DATABASE_REPLICA_URL``): a PostgreSQL streaming standby that
serves the reads which tolerate a bounded staleness (searches' availability, a flight's
seat map, a flight's price lists), never a sale's.

How stale the replica is, is measured from the primary's side, so that neither an idle
primary nor a standby cut off from it can fool the measure: every ``probe_seconds`` the
probe notes the time and the primary's WAL position (``pg_current_wal_lsn()``, which every
transaction that has committed has reached), then asks the replica how far it has
replayed. The newest noted position the replica has replayed tells the moment ``X``
up to which it holds everything the primary committed; the replica is ``now - X`` behind,
counted until the next probe moves ``X`` (so a probe that stops answering makes it look
ever staler). An idle primary does not move its position: the replica has replayed it
and is fresh. A replica whose replay is paused, or that lost its primary, stops at its
position while the primary's moves on: it looks stale as soon as the primary writes.

A read goes to the replica only while it is at most ``max_lag_seconds`` behind; else, and
whenever the replica cannot be reached or a read there fails, to the primary. Each probe
also notes a *mark* (``cache.generations``' availability sequence, given by the caller):
what was read on the replica is current as of the mark noted with ``X``, which is what an
answer remembered from it must be checked against (``Source.mark``).
"""

import asyncio
import contextlib
from collections import deque
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from time import monotonic
from typing import Any, TypeVar

import asyncpg
import structlog
from sqlalchemy import exc
from sqlalchemy.ext.asyncio import AsyncEngine, AsyncSession, async_sessionmaker

from tarmac.core import metrics

log = structlog.get_logger("tarmac.db.replica")
T = TypeVar("T")

# The primary's position: how far its WAL is written. A committed transaction's commit record
# is flushed (synchronous_commit, the default Tarmac keeps), so written, below it; and idle,
# it is the end of the last record, where a replica's replay stops too. The insert position
# is not: after a WAL switch (archive_timeout) or a record ending on a page boundary it points
# past a page header no record will fill, and an idle primary would look ahead forever.
PRIMARY_POSITION = "SELECT pg_wal_lsn_diff(pg_current_wal_lsn(), '0/0')::bigint"
REPLICA_POSITION = (
    "SELECT pg_is_in_recovery(), pg_wal_lsn_diff(pg_last_wal_replay_lsn(), '0/0')::bigint"
)
# a replica that takes longer than this to connect or to answer a read is given up for the
# primary (the read is retried there)
TIMEOUT_SECONDS = 2.0
SAMPLES = 4096  # the primary positions kept: how far back a lag can be told

# What makes a read on the replica give up for the primary: it cannot be reached, it timed
# out, or the statement failed there (a recovery conflict cancels it: SQLSTATE 40001).
FAILURES = (
    OSError,
    TimeoutError,
    asyncpg.PostgresError,
    asyncpg.InterfaceError,
    exc.DBAPIError,
    exc.InterfaceError,
)


@dataclass(frozen=True, slots=True)
class Sample:
    at: float  # monotonic seconds
    mark: int
    position: int  # the primary's WAL position, in bytes


class Freshness:
    """What the probes found: the primary's positions noted, and the newest of them the
    replica has replayed (the replica holds everything committed before its ``at``)."""

    def __init__(self, size: int = SAMPLES) -> None:
        self._samples: deque[Sample] = deque(maxlen=size)
        self.replayed: Sample | None = None

    def primary(self, sample: Sample) -> None:
        """The primary's position noted at ``sample.at`` (before asking the replica)."""
        if self._samples and self._samples[-1].position == sample.position:
            # nothing written since: the newer moment says more about the same position
            self._samples[-1] = sample
        else:
            self._samples.append(sample)

    def replica(self, position: int) -> None:
        """The replica has replayed up to ``position``."""
        samples = self._samples
        while len(samples) > 1 and samples[1].position <= position:
            samples.popleft()
        if samples and samples[0].position <= position:
            self.replayed = samples[0]

    def lost(self) -> None:
        """The replica cannot be trusted until a probe sees it again."""
        self.replayed = None

    def lag(self, now: float) -> float:
        """How far behind the replica is now, in seconds (infinite when unknown)."""
        return float("inf") if self.replayed is None else now - self.replayed.at


@dataclass(frozen=True, slots=True)
class Source:
    """Where a read that tolerates staleness goes, decided once for all the reads of one
    answer: the replica (``replica`` set) or the primary; ``mark`` is what its data is
    current as of (the caller's mark: the replica's at its moment ``X``, else the current)."""

    replica: "Replica | None"
    mark: int


class Replica:
    """The replica's engine, the probe of its lag and the choice of where a read goes."""

    def __init__(
        self,
        primary: AsyncEngine,
        engine: AsyncEngine,
        *,
        max_lag_seconds: float,
        probe_seconds: float,
        mark: Callable[[], int] = lambda: 0,
    ) -> None:
        self.engine = engine
        self.sessionmaker = async_sessionmaker(engine, expire_on_commit=False, autoflush=False)
        self.max_lag = max_lag_seconds
        self.probe_seconds = probe_seconds
        self._mark = mark
        self._primary_dsn = _dsn(primary)
        self._replica_dsn = _dsn(engine)
        self._primary_reads = primary.execution_options(isolation_level="AUTOCOMMIT")
        self._replica_reads = engine.execution_options(isolation_level="AUTOCOMMIT")
        self.freshness = Freshness()
        self._connections: dict[str, asyncpg.Connection] = {}
        self._task: asyncio.Task[None] | None = None
        self._trouble: str | None = None  # what the last probe found wrong, logged once
        self._reads = {
            (target, reason): metrics.REPLICA_READS.labels(target, reason)
            for target, reason in (
                ("replica", "fresh"),
                ("primary", "behind"),
                ("primary", "failed"),
            )
        }

    # --- the probe ----------------------------------------------------------------------

    def start(self) -> None:
        self._task = asyncio.create_task(self._run(), name="replica-probe")

    async def stop(self) -> None:
        if self._task is not None:
            self._task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._task
            self._task = None
        for connection in self._connections.values():
            with contextlib.suppress(Exception):
                await connection.close()
        self._connections.clear()

    async def _run(self) -> None:
        while True:
            try:
                await self.probe()
            except Exception:  # whatever it was, the replica is not trusted until it answers
                log.exception("replica_probe_failed")
                self.freshness.lost()
            await asyncio.sleep(self.probe_seconds)

    async def probe(self) -> float:
        """One measure of the lag (``tarmac_replica_lag_seconds``), which it returns."""
        try:
            # the primary first: what the replica has replayed then is at least this
            at, mark = monotonic(), self._mark()
            position = await self._fetchval("primary", PRIMARY_POSITION)
            self.freshness.primary(Sample(at, mark, position))
            recovering, replayed = await self._fetchrow("replica", REPLICA_POSITION)
            if not recovering:
                self._troubled("not_a_standby")
                self.freshness.lost()
            else:
                self.freshness.replica(replayed)
                self._troubled(None)
        except (OSError, TimeoutError, asyncpg.PostgresError, asyncpg.InterfaceError) as error:
            self._troubled(type(error).__name__)
            self.freshness.lost()
        lag = self.freshness.lag(monotonic())
        metrics.REPLICA_LAG.set(lag)
        return lag

    async def _connection(self, which: str) -> asyncpg.Connection:
        connection = self._connections.get(which)
        if connection is None or connection.is_closed():
            dsn = self._primary_dsn if which == "primary" else self._replica_dsn
            connection = await asyncpg.connect(dsn, timeout=TIMEOUT_SECONDS)
            self._connections[which] = connection
        return connection

    async def _fetchval(self, which: str, sql: str) -> Any:
        return (await self._fetchrow(which, sql))[0]

    async def _fetchrow(self, which: str, sql: str) -> asyncpg.Record:
        try:
            connection = await self._connection(which)
            return await connection.fetchrow(sql, timeout=TIMEOUT_SECONDS)
        except BaseException:
            dropped = self._connections.pop(which, None)
            if dropped is not None:
                dropped.terminate()
            raise

    def _troubled(self, trouble: str | None) -> None:
        if trouble != self._trouble:
            if trouble is None:
                log.info("replica_serving")
            else:
                log.warning("replica_refused", reason=trouble)
            self._trouble = trouble

    # --- where reads go -------------------------------------------------------------------

    def lag(self) -> float:
        return self.freshness.lag(monotonic())

    def fresh(self) -> bool:
        return self.freshness.lag(monotonic()) <= self.max_lag

    def source(self, current_mark: int) -> Source:
        """The replica with the mark it is current as of while it is within the bound,
        else the primary (``current_mark``)."""
        replayed = self.freshness.replayed
        if replayed is not None and monotonic() - replayed.at <= self.max_lag:
            return Source(self, replayed.mark)
        return Source(None, current_mark)

    async def fetch(self, sql: str, *args: Any) -> list[asyncpg.Record]:
        """One statement on the replica (its availability was decided by ``source``); on the
        primary if it fails there."""
        try:
            rows = await _fetch(self._replica_reads, sql, args)
        except FAILURES as error:
            self._failed(error)
            return await self.fetch_primary(sql, *args, reason="failed")
        self._reads["replica", "fresh"].inc()
        return rows

    async def fetch_primary(self, sql: str, *args: Any, reason: str = "behind") -> list[Any]:
        self._reads["primary", reason].inc()
        return await _fetch(self._primary_reads, sql, args)

    async def run(
        self,
        primary: async_sessionmaker[AsyncSession],
        work: Callable[[AsyncSession], Awaitable[T]],
    ) -> T:
        """``work(session)`` in a session of the replica while it is within the bound, else
        (or when it fails there) in one of ``primary``; the session is not committed."""
        if self.fresh():
            try:
                async with self.sessionmaker() as session:
                    result = await work(session)
            except FAILURES as error:
                self._failed(error)
                reason = "failed"
            else:
                self._reads["replica", "fresh"].inc()
                return result
        else:
            reason = "behind"
        self._reads["primary", reason].inc()
        async with primary() as session:
            return await work(session)

    def _failed(self, error: BaseException) -> None:
        log.warning("replica_read_failed", error=type(error).__name__)
        self.freshness.lost()


async def _fetch(engine: AsyncEngine, sql: str, args: tuple[Any, ...]) -> list[asyncpg.Record]:
    """As ``Reads.live``: one statement on an autocommit connection, on the driver (the
    replica's engine gives up after ``TIMEOUT_SECONDS``: ``engine.create_engine``)."""
    async with engine.connect() as connection:
        raw = await connection.get_raw_connection()
        driver: asyncpg.Connection = raw.driver_connection
        rows: list[asyncpg.Record] = await driver.fetch(sql, *args)
        return rows


def _dsn(engine: AsyncEngine) -> str:
    url = engine.url.render_as_string(hide_password=False)
    return url.replace("postgresql+asyncpg://", "postgresql://", 1)
