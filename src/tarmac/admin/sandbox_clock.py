"""The sandbox test clock: staff move time forward to test expiries and windows (DESIGN.md
"Time"). The offset is stored with a version so every process sees it.

Once a move has answered, every later request sees the new time, in every API process: the
move notifies ``tarmac_test_clock`` at commit, each API process's ``ClockListener`` applies
the offset and then names its listening connection after the version it applied
(``application_name``, which every session sees in ``pg_stat_activity``), and the move waits
until no listening connection of this database names an older version. A request costs
nothing for this: no read of the offset per request.
"""

import asyncio
import contextlib
import json
import time
from datetime import timedelta

import asyncpg
import structlog
from sqlalchemy import select, text
from sqlalchemy.dialects.postgresql import insert
from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker

from tarmac.core import clock
from tarmac.db import app_settings
from tarmac.db.app_settings import TEST_CLOCK_KEY, AppSetting

CHANNEL = "tarmac_test_clock"
APPLIED = "tarmac-clock v"  # + the version applied: a listening connection's name
APPLY_TIMEOUT = 5.0  # a process that does not answer by then is not waited for
log = structlog.get_logger("tarmac.test_clock")

_WAITING = text(
    "SELECT count(*) FROM pg_stat_activity WHERE datname = current_database()"
    " AND application_name LIKE :prefix"
    " AND substr(application_name, :start)::bigint < :version"
)


async def advance(sessionmaker: async_sessionmaker[AsyncSession], seconds: int) -> None:
    await _move(sessionmaker, lambda offset: offset + timedelta(seconds=seconds))


async def reset(sessionmaker: async_sessionmaker[AsyncSession]) -> None:
    await _move(sessionmaker, lambda _offset: timedelta(0))


async def _move(sessionmaker: async_sessionmaker[AsyncSession], change) -> None:
    """Store the new offset under the next version (the row locked, so two moves at once
    both count), then return once every API process applied it."""
    async with sessionmaker() as session, session.begin():
        await session.execute(
            insert(AppSetting)
            .values(key=TEST_CLOCK_KEY, value=0)
            .on_conflict_do_nothing(index_elements=[AppSetting.key])
        )
        stored = await session.scalar(
            select(AppSetting.value).where(AppSetting.key == TEST_CLOCK_KEY).with_for_update()
        )
        offset, version = app_settings.test_clock_value(stored)
        offset, version = change(offset), version + 1
        value = {"seconds": offset.total_seconds(), "version": version}
        await app_settings.set_value(session, TEST_CLOCK_KEY, value)
        await session.execute(
            text("SELECT pg_notify(:channel, :payload)"),
            {"channel": CHANNEL, "payload": json.dumps(value)},
        )
    clock.apply(offset, version)
    await _wait_applied(sessionmaker, version)


async def _wait_applied(sessionmaker: async_sessionmaker[AsyncSession], version: int) -> None:
    deadline = time.monotonic() + APPLY_TIMEOUT
    params = {"prefix": f"{APPLIED}%", "start": len(APPLIED) + 1, "version": version}
    while True:
        # a statement of its own each time: pg_stat_activity is read once per transaction
        async with sessionmaker() as session:
            waiting = await session.scalar(_WAITING, params)
        if not waiting:
            return
        if time.monotonic() > deadline:
            log.warning("test_clock_not_applied", processes=waiting, version=version)
            return
        await asyncio.sleep(0.002)


class ClockListener:
    """One connection per API process (sandbox only) that listens to the test clock's moves
    and applies them; it reloads the stored offset whenever it (re)connects, since it may
    have missed moves meanwhile."""

    def __init__(self, dsn: str, *, retry_seconds: float = 1.0) -> None:
        self._dsn = dsn.replace("postgresql+asyncpg://", "postgresql://", 1)
        self._retry_seconds = retry_seconds
        self._task: asyncio.Task | None = None
        self._ready = asyncio.Event()

    async def start(self, wait_seconds: float = 5.0) -> None:
        """Start listening; return once the stored offset is applied (or after
        ``wait_seconds`` when the database does not answer)."""
        self._task = asyncio.create_task(self._run(), name="test-clock-listener")
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(self._ready.wait(), wait_seconds)

    async def stop(self) -> None:
        if self._task is not None:
            self._task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._task

    async def _run(self) -> None:
        delay = self._retry_seconds
        while True:
            connection = None
            try:
                moves: asyncio.Queue[str | None] = asyncio.Queue()
                connection = await asyncpg.connect(
                    self._dsn, server_settings={"application_name": f"{APPLIED}0"}
                )
                connection.add_termination_listener(lambda _c, q=moves: q.put_nowait(None))
                await connection.add_listener(
                    CHANNEL, lambda _c, _pid, _channel, payload, q=moves: q.put_nowait(payload)
                )
                stored = await connection.fetchval(
                    "SELECT value FROM app_settings WHERE key = $1", TEST_CLOCK_KEY
                )
                clock.apply(*app_settings.test_clock_value(json.loads(stored or "0")))
                delay = self._retry_seconds
                while True:
                    await self._applied(connection)
                    payload = await moves.get()
                    if payload is None:
                        break
                    clock.apply(*app_settings.test_clock_value(json.loads(payload)))
                log.warning("test_clock_listener_disconnected")
            except asyncio.CancelledError:
                raise
            except Exception as exc:
                log.warning("test_clock_listener_failed", error=str(exc), retry_in=delay)
            finally:
                if connection is not None and not connection.is_closed():
                    await connection.close()
            await asyncio.sleep(delay)
            delay = min(delay * 2, 60.0)

    async def _applied(self, connection: asyncpg.Connection) -> None:
        await connection.execute(
            "SELECT set_config('application_name', $1, false)", f"{APPLIED}{clock.version()}"
        )
        self._ready.set()
