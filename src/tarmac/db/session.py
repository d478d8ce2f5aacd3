"""One ``AsyncSession`` per request: committed once when the endpoint returns, rolled back
when it raises. Services ``flush()`` and never commit."""

from collections.abc import AsyncIterator
from typing import Annotated

from fastapi import Depends, Request
from sqlalchemy.ext.asyncio import AsyncSession


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
