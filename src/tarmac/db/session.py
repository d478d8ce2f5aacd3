"""One ``AsyncSession`` per request: committed once when the endpoint returns, rolled back
when it raises. Services ``flush()`` and never commit. A read that tolerates a bounded
staleness runs in a session of its own instead (``read_stale``), on the read replica when
one is configured and within its bound."""

from collections.abc import AsyncIterator, Awaitable, Callable
from typing import Annotated, TypeVar

from fastapi import Depends, Request
from sqlalchemy.ext.asyncio import AsyncSession

from tarmac.db.replica import Replica

T = TypeVar("T")


async def _request_session(request: Request) -> AsyncIterator[AsyncSession]:
    async with request.app.state.sessionmaker() as session:
        try:
            yield session
        except BaseException:
            await session.rollback()
            raise
        else:
            await session.commit()


# scope="function": commit before the response is sent, so a 2xx means the data is stored.
DbSession = Annotated[AsyncSession, Depends(_request_session, scope="function")]


async def read_stale(request: Request, work: Callable[[AsyncSession], Awaitable[T]]) -> T:
    """``work(session)`` for an answer that may be a little stale and writes nothing (a
    flight's seat map or price lists): on the read replica while it is within its bound
    (``db.replica``), else, or when it fails there, on the primary. Never a sale's reads."""
    replica: Replica | None = request.app.state.replica
    if replica is None:
        async with request.app.state.sessionmaker() as session:
            return await work(session)
    return await replica.run(request.app.state.sessionmaker, work)
