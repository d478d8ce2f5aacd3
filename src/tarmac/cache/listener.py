"""Changes made by other processes: ``ChangeListener`` keeps one connection per API
process listening to ``NOTIFY tarmac_reference`` (sent at commit by the triggers of every
watched table) and applies each one to ``cache.generations``. When it (re)connects it
treats everything as changed, since it may have missed notifications; while it is not
connected no cache answers (``generations.hear``). Another process's change is seen here
within the delivery time of a notification (about a millisecond on one host; the bound is in
``docs/decisions/cache.md``, 2026-11-27); a sale never relies on a cache: it takes places with a
conditional update.
"""

import asyncio
import contextlib
import uuid

import asyncpg
import structlog

from tarmac.cache import generations

CHANNEL = "tarmac_reference"
log = structlog.get_logger("tarmac.cache")


class ChangeListener:
    """``LISTEN tarmac_reference`` on a connection of its own, reconnecting when it drops
    (after ``retry_seconds``, doubling up to a minute while the database stays away)."""

    def __init__(self, dsn: str, *, retry_seconds: float = 1.0) -> None:
        self._dsn = dsn.replace("postgresql+asyncpg://", "postgresql://", 1)
        self._retry_seconds = retry_seconds
        self._task: asyncio.Task[None] | None = None

    def start(self) -> None:
        self._task = asyncio.create_task(self._run(), name="cache-change-listener")

    async def stop(self) -> None:
        if self._task is not None:
            self._task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._task
        # stopped (the process is ending, or a test is over): caches work as in a process
        # that never listened, whatever state the connection was in
        generations.hear(True)

    async def _run(self) -> None:
        delay = self._retry_seconds
        while True:
            connection = None
            try:
                closed = asyncio.Event()
                connection = await asyncpg.connect(self._dsn)
                connection.add_termination_listener(lambda _connection, ev=closed: ev.set())
                await connection.add_listener(CHANNEL, _on_notification)
                generations.hear(True)  # anything may have changed meanwhile
                delay = self._retry_seconds
                await closed.wait()
                generations.hear(False)
                log.warning("cache_listener_disconnected")
            except asyncio.CancelledError:
                raise
            except Exception as exc:
                log.warning("cache_listener_failed", error=str(exc), retry_in=delay)
                generations.hear(False)
            finally:
                if connection is not None and not connection.is_closed():
                    await connection.close()
            await asyncio.sleep(delay)
            delay = min(delay * 2, 60.0)


def parse(payload: str) -> tuple[str, list[uuid.UUID] | None]:
    """``table`` or ``table:id,id,...`` (the flights of an inventory write)."""
    table, _, ids = payload.partition(":")
    if not ids:
        return table, None
    try:
        return table, [uuid.UUID(part) for part in ids.split(",")]
    except ValueError:
        return table, None


def _on_notification(_connection: object, _pid: int, _channel: str, payload: str) -> None:
    generations.apply(*parse(payload))
