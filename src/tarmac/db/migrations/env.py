"""Alembic environment: runs the migrations on the async engine given by ``tarmac.db.migrate``.
The schema to compare with (``target_metadata``, for autogenerate) is given by the caller
(``tarmac.db.migrate.revision``): ``db`` imports no domain's tables. Without it, the base's
metadata still gives the migrations its naming convention."""

import asyncio

from alembic import context
from sqlalchemy.engine import Connection
from sqlalchemy.ext.asyncio import create_async_engine

from tarmac.db.base import Base

config = context.config


def _run(connection: Connection) -> None:
    context.configure(
        connection=connection,
        target_metadata=config.attributes.get("target_metadata", Base.metadata),
        compare_type=True,
    )
    with context.begin_transaction():
        context.run_migrations()


async def _run_async() -> None:
    engine = create_async_engine(config.get_main_option("sqlalchemy.url"))
    async with engine.connect() as connection:
        await connection.run_sync(_run)
    await engine.dispose()


connection = config.attributes.get("connection")
if connection is not None:
    _run(connection)
else:
    asyncio.run(_run_async())
