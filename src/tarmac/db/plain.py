"""Plain SQL on the driver in a session's transaction: for small reads on a hot path, where
SQLAlchemy's statement building and row loading cost more than the round trip itself."""

from typing import Any

import asyncpg
from sqlalchemy.ext.asyncio import AsyncSession


async def driver(session: AsyncSession) -> asyncpg.Connection:
    """The driver's connection ``session`` holds (its transaction begun if it had not)."""
    connection = await session.connection()
    return (await connection.get_raw_connection()).driver_connection


async def fetch(session: AsyncSession, sql: str, *args: Any) -> list[asyncpg.Record]:
    """The rows of one statement (``$1`` parameters), read on ``session``'s connection."""
    return await (await driver(session)).fetch(sql, *args)
