"""Plain SQL on the driver in a session's transaction: for small reads on a hot path, where
SQLAlchemy's statement building and row loading cost more than the round trip itself."""

from typing import Any

import asyncpg
from sqlalchemy.ext.asyncio import AsyncSession


async def fetch(session: AsyncSession, sql: str, *args: Any) -> list[asyncpg.Record]:
    """The rows of one statement (``$1`` parameters), read on ``session``'s connection."""
    connection = await session.connection()
    driver = (await connection.get_raw_connection()).driver_connection
    return await driver.fetch(sql, *args)  # type: ignore[union-attr]
