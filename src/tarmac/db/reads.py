"""The read side of the hot paths (search, quote): cached reference data and one-statement
live reads, without a request transaction.

A request that only reads needs no ``BEGIN``/``COMMIT`` around its statements: a live read
here is one statement on an autocommit connection (one round trip), and reference data
comes from the process's ``ReferenceCache``, loaded on a miss in a session of its own.
"""

from collections.abc import Awaitable, Callable, Hashable, Iterable, Sequence
from typing import Annotated, Any, TypeVar

from fastapi import Depends, Request
from sqlalchemy import Executable, Row
from sqlalchemy.ext.asyncio import AsyncEngine, AsyncSession, async_sessionmaker

from tarmac.db import changes

K = TypeVar("K", bound=Hashable)
V = TypeVar("V")


class Reads:
    def __init__(
        self,
        engine: AsyncEngine,
        sessionmaker: async_sessionmaker[AsyncSession],
        cache: changes.ReferenceCache,
    ) -> None:
        self._autocommit = engine.execution_options(isolation_level="AUTOCOMMIT")
        self._sessionmaker = sessionmaker
        self.cache = cache

    async def live(self, statement: Executable) -> Sequence[Row[Any]]:
        """Rows of one Core statement, read now (never cached)."""
        async with self._autocommit.connect() as connection:
            return (await connection.execute(statement)).all()

    async def cached(self, key: Hashable, load: Callable[[AsyncSession], Awaitable[V]]) -> V:
        """The cached value for ``key``, or ``load(session)`` stored under it."""

        async def run() -> V:
            async with self._sessionmaker() as session:
                return await load(session)

        return await self.cache.get_or_load(key, run)

    async def cached_many(
        self,
        namespace: str,
        keys: Iterable[K],
        load: Callable[[AsyncSession, list[K]], Awaitable[dict[K, V]]],
    ) -> dict[K, V]:
        """A value per key: cached ones as they are, the missing ones loaded together by one
        ``load(session, missing)`` (which returns a value for each)."""
        found: dict[K, V] = {}
        missing: list[K] = []
        for key in dict.fromkeys(keys):
            value = self.cache.get((namespace, key))
            if value is None:
                missing.append(key)
            else:
                found[key] = value
        if missing:
            at = changes.generation()
            async with self._sessionmaker() as session:
                loaded = await load(session, missing)
            for key in missing:
                self.cache.put((namespace, key), loaded[key], at)
                found[key] = loaded[key]
        return found


def _reads(request: Request) -> Reads:
    return request.app.state.reads


ReadsDep = Annotated[Reads, Depends(_reads)]
