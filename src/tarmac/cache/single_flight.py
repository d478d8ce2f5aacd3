"""One load per key at a time: concurrent callers that miss the same cache entry share the
first one's load instead of each running it (the thundering herd after every cache
expiry or data change, 32 identical queries at once under load).

The load runs in a task of its own, so a caller that gives up (its request cancelled)
does not cancel it for the others. Every caller gets the same value or the same error.
A load may run on the connection of the caller that starts it (``lent``): that caller,
cancelled, waits for the load to end before it unwinds, as unwinding rolls back and
returns that connection.
"""

import asyncio
import contextlib
from collections.abc import Awaitable, Callable, Hashable
from typing import Any, TypeVar

V = TypeVar("V")


class SingleFlight:
    def __init__(self) -> None:
        self._running: dict[Hashable, asyncio.Task[Any]] = {}

    async def run(
        self, key: Hashable, load: Callable[[], Awaitable[V]], *, lent: bool = False
    ) -> V:
        """``load()``'s value, shared with the callers of ``key`` meanwhile. ``lent``: if
        this caller starts the load, the load uses this caller's connection."""
        task = self._running.get(key)
        starts = task is None
        if task is None:
            task = asyncio.ensure_future(load())
            self._running[key] = task
            task.add_done_callback(lambda _task: self._forget(key, _task))
        try:
            return await asyncio.shield(task)
        except asyncio.CancelledError:
            if starts and lent:
                await _outlast(task)
            raise

    def _forget(self, key: Hashable, task: asyncio.Task[Any]) -> None:
        if self._running.get(key) is task:
            del self._running[key]
        if not task.cancelled():
            task.exception()  # retrieved: no "exception was never retrieved" when unshared


async def _outlast(task: asyncio.Task[Any]) -> None:
    """Return once ``task`` is done, however often this caller is cancelled meanwhile (a
    cancel scope cancels again at every wait); the caller then goes on being cancelled."""
    while not task.done():
        with contextlib.suppress(asyncio.CancelledError):
            await asyncio.wait([task])
