"""Plain SQL on the driver in a session's transaction: for small reads on a hot path, where
SQLAlchemy's statement building and row loading cost more than the round trip itself."""

from collections.abc import Mapping, Sequence
from typing import Any

import asyncpg
from sqlalchemy.ext.asyncio import AsyncSession


async def driver(session: AsyncSession) -> asyncpg.Connection:
    """The driver's connection ``session`` holds. Its transaction begins with the first
    statement SQLAlchemy runs: a statement sent here before that one runs on its own
    (``fetch_in_transaction`` does not)."""
    connection = await session.connection()
    return (await connection.get_raw_connection()).driver_connection


async def fetch(session: AsyncSession, sql: str, *args: Any) -> list[asyncpg.Record]:
    """The rows of one statement (``$1`` parameters), read on ``session``'s connection."""
    return await (await driver(session)).fetch(sql, *args)


async def fetch_in_transaction(
    session: AsyncSession, sql: str, *args: Any
) -> Sequence[Mapping[Any, Any]]:
    """The rows of one statement (``$1`` parameters) run in ``session``'s transaction: on the
    driver once the transaction has begun; as the transaction's first statement, through
    SQLAlchemy's plain-text path (no statement building either), which begins it."""
    raw = await driver(session)
    if raw.is_in_transaction():
        return await raw.fetch(sql, *args)
    connection = await session.connection()
    return (await connection.exec_driver_sql(sql, args)).mappings().all()
