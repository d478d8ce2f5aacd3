"""Engine and session factory for the deployment's PostgreSQL."""

import asyncpg
import orjson
from sqlalchemy import exc
from sqlalchemy.ext.asyncio import (
    AsyncEngine,
    AsyncSession,
    async_sessionmaker,
    create_async_engine,
)

from tarmac.config import Settings
from tarmac.db import embedded

# The database cannot be reached or dropped the connection: the request may be retried
# (503), unlike an error of the statement itself.
CONNECTION_ERRORS = (
    OSError,
    asyncpg.PostgresConnectionError,
    asyncpg.CannotConnectNowError,
    asyncpg.InterfaceError,
    exc.OperationalError,
    exc.InterfaceError,
)
# PostgreSQL's "too many connections" (SQLSTATE 53300): the server is full for now, so the
# request may be retried too. SQLAlchemy wraps it as a plain DBAPIError, told apart by its
# SQLSTATE (``is_unavailable``).
TOO_MANY_CONNECTIONS = "53300"
UNAVAILABLE_ERRORS = (*CONNECTION_ERRORS, asyncpg.TooManyConnectionsError, exc.DBAPIError)


def is_unavailable(error: Exception) -> bool:
    """Whether ``error`` (one of ``UNAVAILABLE_ERRORS``) means the database cannot serve the
    request now, rather than that the statement failed."""
    if isinstance(error, (*CONNECTION_ERRORS, asyncpg.TooManyConnectionsError)):
        return True
    return getattr(getattr(error, "orig", None), "sqlstate", None) == TOO_MANY_CONNECTIONS


def database_url(settings: Settings) -> str:
    """The asyncpg URL: ``TARMAC_DATABASE_URL`` if given, else the embedded server's."""
    if settings.database_url:
        return to_asyncpg_url(settings.database_url)
    return embedded.start(settings.home)


def replica_url(settings: Settings) -> str | None:
    """The asyncpg URL of the read replica, ``TARMAC_DATABASE_REPLICA_URL``, if given."""
    return to_asyncpg_url(settings.database_replica_url) if settings.database_replica_url else None


def to_asyncpg_url(url: str) -> str:
    for prefix in ("postgresql+psycopg://", "postgresql://", "postgres://"):
        if url.startswith(prefix):
            return "postgresql+asyncpg://" + url[len(prefix) :]
    return url


def create_engine(
    url: str, pool_size: int = 10, *, timeout_seconds: float | None = None
) -> AsyncEngine:
    """``timeout_seconds``: how long connecting, and each statement, may take (a replica's:
    a read given up there is made on the primary); none by default."""
    # No pre-ping: it costs three statements per checkout. A connection the server dropped
    # fails its request once and is discarded; pool_recycle retires idle ones first.
    timeouts = {}
    if timeout_seconds is not None:
        timeouts = {"timeout": timeout_seconds, "command_timeout": timeout_seconds}
    return create_async_engine(
        url,
        pool_size=pool_size,
        max_overflow=pool_size,
        pool_recycle=1800,
        json_serializer=_json,
        json_deserializer=orjson.loads,
        connect_args=timeouts,
    )


def _json(value) -> str:
    # JSON columns hold quotes, audit entries and events; orjson encodes (and decodes) them
    # several times faster than the standard library.
    return orjson.dumps(value).decode()


def session_factory(engine: AsyncEngine) -> async_sessionmaker[AsyncSession]:
    return async_sessionmaker(engine, expire_on_commit=False, autoflush=False)
