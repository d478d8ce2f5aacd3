"""The read side of the hot paths (search, quote): cached reference data, remembered
answers, and one-statement live reads, without a request transaction.

A request that only reads needs no ``BEGIN``/``COMMIT`` around its statements: a live read
here is one statement on an autocommit connection (one round trip), and reference data
comes from the process's ``ReferenceCache``, loaded on a miss in a session of its own, or
on the connection of the caller's session while it holds one: a request holds one pooled
connection at a time. Search's live read goes to the read replica while it is within its
staleness bound (``stale_source``, ``stale``; ``db.replica``); cached loads never do.
"""

import uuid
from collections.abc import Awaitable, Callable, Hashable, Iterable, Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Annotated, Any, TypeVar

import asyncpg
from fastapi import Depends, Request
from sqlalchemy.ext.asyncio import AsyncConnection, AsyncEngine, AsyncSession, async_sessionmaker
from sqlalchemy.orm import Session

from tarmac.cache import generations
from tarmac.cache.reference import ReferenceCache
from tarmac.core import clock
from tarmac.db.replica import Replica, Source

K = TypeVar("K", bound=Hashable)
CACHED_LOAD = "tarmac_cached_load"  # in ``session.info``: what the session loads for a cache
SEARCH_SEGMENTS = 65536  # entries at most; their bytes are bounded by a setting
FLIGHTS = 16384  # flights whose availability search keeps (a few hundred bytes each)
V = TypeVar("V")


@dataclass(frozen=True, slots=True)
class SearchSegment:
    """One segment of search answers (a route, a date, a party, a cabin, a currency, with
    or without fares): its legs encoded (a JSON array of ``count`` legs), the flights whose
    availability it read (as of ``sequence``) and the moment it may change with time alone
    (a flight departing, a fare's advance purchase closing, a held place lapsing, the next
    day)."""

    legs: bytes
    count: int
    flights: frozenset[uuid.UUID]
    sequence: int
    stable_until: datetime

    def holds(self) -> bool:
        return clock.now() < self.stable_until and generations.availability.unchanged_since(
            self.flights, self.sequence
        )

    def weight(self) -> int:
        """About what it takes in memory: the encoded legs and, roughly, the entry, its key
        and its set of flights."""
        return len(self.legs) + SEGMENT_OVERHEAD + FLIGHT_OVERHEAD * len(self.flights)


@dataclass(frozen=True, slots=True)
class FlightAvailability:
    """What a flight's live availability read found (``classes``), as of ``sequence``, kept
    until its inventory is written or ``stable_until`` (a held place lapsing) passes."""

    flight: uuid.UUID
    classes: Any
    sequence: int
    stable_until: datetime | None

    def holds(self) -> bool:
        return (
            self.stable_until is None or clock.now() < self.stable_until
        ) and generations.availability.unchanged_since((self.flight,), self.sequence)


SEGMENT_OVERHEAD = 600  # bytes: the entry, its key, the set of flights (measured, rounded up)
FLIGHT_OVERHEAD = 100  # bytes: a flight id in that set
ComputedSegment = tuple[bytes, int, Iterable[uuid.UUID], datetime]
"""What a search segment's computation returns: its legs encoded, their number, the flights
whose availability they read, the moment they may change with time alone."""


@dataclass(frozen=True)
class _Lent:
    session: Session
    connection: AsyncConnection


async def _lent(session: AsyncSession | None) -> _Lent | None:
    """The connection ``session`` holds (in its transaction), for the cached loads it
    needs: a request that loads reference data on a second connection while its own is
    held, with row locks taken, waits for the pool with them; with every connection held
    so, the pool times out. A load shared by other callers may run there as its values
    hold committed data only: the session's transaction has written no reference data
    (else the load is neither kept nor shared), and each statement of a READ COMMITTED
    transaction sees what is committed when it starts, as a session of its own would."""
    if session is None or not session.in_transaction():
        return None
    return _Lent(session.sync_session, await session.connection())


class Reads:
    def __init__(
        self,
        engine: AsyncEngine,
        sessionmaker: async_sessionmaker[AsyncSession],
        *,
        search_segments_bytes: int = 128 * 2**20,
        replica: Replica | None = None,
    ) -> None:
        self._autocommit = engine.execution_options(isolation_level="AUTOCOMMIT")
        self.replica = replica  # where reads that tolerate a bounded staleness may go
        self._sessionmaker = sessionmaker
        # rows and values computed from reference data alone
        self.reference = ReferenceCache("reference", size=4096)
        # the segments of search answers (``SearchSegment``: encoded legs, a few KB each)
        self.search_segments = ReferenceCache(
            "search_segments",
            size=SEARCH_SEGMENTS,
            max_bytes=search_segments_bytes,
            weight=SearchSegment.weight,
        )
        # each flight's availability as search read it (``FlightAvailability``)
        self.flight_availability = ReferenceCache("flight_availability", size=FLIGHTS)
        # priced quote requests (``pricing.priced.PricedQuote``)
        self.pricings = ReferenceCache("pricings", size=4096)

    def session(self) -> AsyncSession:
        """A session of its own, for the live reads of a request that has none."""
        return self._sessionmaker()

    async def live(self, sql: str, *args: Any) -> list[asyncpg.Record]:
        """Rows of one SQL statement (``$1`` parameters), read now, never cached. Plain
        SQL on the driver: on a hot path SQLAlchemy's statement building and result
        processing cost more than the round trip itself."""
        async with self._autocommit.connect() as connection:
            raw = await connection.get_raw_connection()
            rows: list[asyncpg.Record] = await raw.driver_connection.fetch(sql, *args)  # type: ignore[union-attr]
            return rows

    def stale_source(self) -> Source:
        """Where the reads of an answer that tolerates a bounded staleness go (``stale``):
        the replica while it is within its bound, else the primary; with the availability
        sequence their data is current as of, which what is remembered from them is checked
        against (``as_of`` of ``remembered_segments`` and ``remembered_availability``)."""
        if self.replica is None:
            return Source(None, generations.availability.sequence)
        return self.replica.source(generations.availability.sequence)

    async def stale(self, source: Source, sql: str, *args: Any) -> list[asyncpg.Record]:
        """Rows of one SQL statement as ``live``, read where ``source`` says (on the primary
        when a read on the replica fails)."""
        if source.replica is not None:
            return await source.replica.fetch(sql, *args)
        if self.replica is not None:
            return await self.replica.fetch_primary(sql, *args)
        return await self.live(sql, *args)

    async def cached(
        self,
        key: Hashable,
        load: Callable[[AsyncSession], Awaitable[V]],
        session: AsyncSession | None = None,
    ) -> V:
        """The cached value for ``key``, or ``load(session)`` stored under it. ``session``:
        the caller's, if it has one; the load runs on its connection while it holds one
        (``_lent``), else in a session of its own."""
        lent = await _lent(session)
        if lent is not None and generations.wrote_reference(lent.session):
            async with self._loading(key, lent) as loading:
                # it may read the caller's uncommitted reference data: neither kept nor shared
                return await load(loading)

        async def run() -> V:
            async with self._loading(key, lent) as loading:
                return await load(loading)

        return await self.reference.get_or_load(key, run, lent=lent is not None)

    async def cached_many(
        self,
        namespace: str,
        keys: Iterable[K],
        load: Callable[[AsyncSession, list[K]], Awaitable[dict[K, V]]],
        session: AsyncSession | None = None,
    ) -> dict[K, V]:
        """A value per key: cached ones as they are, the missing ones loaded together by one
        ``load(session, missing)`` (which returns a value for each), on the connection of
        ``session`` (the caller's) as ``cached`` does."""
        lent = await _lent(session)
        keep = lent is None or not generations.wrote_reference(lent.session)
        found: dict[K, V] = {}
        missing: list[K] = []
        for key in dict.fromkeys(keys):
            value = self.reference.get((namespace, key)) if keep else None
            if value is None:
                missing.append(key)
            else:
                found[key] = value
        if missing:
            at = self.reference.generation()
            async with self._loading(namespace, lent) as loading:
                loaded = await load(loading, missing)
            for key in missing:
                if keep:
                    self.reference.put((namespace, key), loaded[key], at)
                found[key] = loaded[key]
        return found

    def _loading(self, key: Hashable, lent: _Lent | None) -> AsyncSession:
        """The session a cached load runs in: on the connection ``lent`` (in the caller's
        transaction, which it neither commits nor rolls back), or a session of its own."""
        if lent is None:
            session = self._sessionmaker()
        else:
            session = self._sessionmaker(
                bind=lent.connection, join_transaction_mode="rollback_only"
            )
        session.info[CACHED_LOAD] = key
        return session

    async def remembered_segments(
        self,
        keys: Sequence[K],
        compute: Callable[[list[K]], Awaitable[dict[K, ComputedSegment]]],
        as_of: int | None = None,
    ) -> dict[K, SearchSegment]:
        """The segment of each key: those remembered while reference data is unchanged, no
        flight whose availability they read has changed, and before the moment they may
        change with time alone; the others from one ``compute(missing)``, which returns
        each one's legs encoded, their number, those flights and that moment. ``as_of``:
        the availability sequence what ``compute`` reads is current as of (a replica's,
        ``stale_source``), when older than now."""
        sequence = _as_of(as_of)

        async def load(missing: list[K]) -> dict[K, SearchSegment]:
            computed = await compute(missing)
            return {
                key: SearchSegment(legs, count, frozenset(flights), sequence, stable_until)
                for key, (legs, count, flights, stable_until) in computed.items()
            }

        return await self.search_segments.get_or_load_many(keys, load, SearchSegment.holds)

    async def remembered_availability(
        self,
        flights: Sequence[uuid.UUID],
        read: Callable[[list[uuid.UUID]], Awaitable[dict[uuid.UUID, tuple[Any, datetime | None]]]],
        as_of: int | None = None,
    ) -> dict[uuid.UUID, Any]:
        """Each flight's availability: remembered while its inventory is unchanged and
        before the moment it said it may change with time alone; the others from one
        ``read(missing)``, which returns each one's value and that moment (or None).
        ``as_of``: as for ``remembered_segments``."""
        sequence = _as_of(as_of)

        async def load(missing: list[uuid.UUID]) -> dict[uuid.UUID, FlightAvailability]:
            found = await read(missing)
            return {
                flight: FlightAvailability(flight, value, sequence, until)
                for flight, (value, until) in found.items()
            }

        remembered = await self.flight_availability.get_or_load_many(
            flights, load, FlightAvailability.holds
        )
        return {flight: found.classes for flight, found in remembered.items()}


def _as_of(as_of: int | None) -> int:
    """The sequence a value read now is remembered as of: ``as_of`` when the data it read
    may miss later changes (a replica behind the primary), so that those changes, already
    heard, find it stale at once."""
    sequence = generations.availability.sequence
    return sequence if as_of is None else min(as_of, sequence)


class ReferenceLoader:
    """Runs reference-data loaders ``loader(session, *args)``: through the reference cache
    when ``reads`` is given (each under its ``key``), else on ``session`` (callers that
    price inside a transaction of their own, such as an exchange, read current data)."""

    def __init__(self, session: AsyncSession | None, reads: Reads | None) -> None:
        assert session is not None or reads is not None
        self.session = session  # the request's, if it has one
        self._reads = reads

    async def __call__(
        self, key: Hashable, loader: Callable[..., Awaitable[V]], *args: Any, **kwargs: Any
    ) -> V:
        if self._reads is None:
            assert self.session is not None
            return await loader(self.session, *args, **kwargs)
        return await self._reads.cached(
            key, lambda session: loader(session, *args, **kwargs), self.session
        )


async def _reads(request: Request) -> Reads:
    reads: Reads = request.app.state.reads
    return reads


ReadsDep = Annotated[Reads, Depends(_reads)]
