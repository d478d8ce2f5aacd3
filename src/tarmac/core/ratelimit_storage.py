"""This process's rate-limit counters for ``limits``' sliding-window counter and moving
window (``memory://``).

``limits``' own memory storage serves every strategy: per-key asyncio locks, and a task
created on every increment to expire old keys. For the sliding-window counter in one event
loop, a dict of ``(count, expires_at)`` is enough: a check-and-increment that never awaits
in between cannot interleave with another request. Measured in process on a search request
(about 200 µs of CPU), this store saves about 10 µs. Expired counters are swept every
``SWEEP_EVERY`` writes. With ``TARMAC_RATE_LIMIT_STORAGE=redis://...`` ``limits``' Redis
storage is used unchanged.

The moving window (route limits: a few requests a minute or an hour, counted exactly) keeps
the moments of the requests still in the window, oldest first: expired ones leave from the
front, new ones join at the back, so a hit costs the same however many the window holds.
"""

import time
from collections import deque
from math import floor

from limits.aio.storage import MovingWindowSupport, SlidingWindowCounterSupport, Storage
from limits.storage.base import TimestampedSlidingWindow

SCHEME = "tarmac+memory"
SWEEP_EVERY = 10_000


class ProcessCounters(
    Storage, SlidingWindowCounterSupport, MovingWindowSupport, TimestampedSlidingWindow
):
    STORAGE_SCHEME = [SCHEME]  # noqa: RUF012  (the attribute ``limits`` reads)

    def __init__(self, uri: str | None = None, wrap_exceptions: bool = False, **options) -> None:
        self._counters: dict[str, tuple[int, float]] = {}
        self._moments: dict[str, tuple[int, deque[float]]] = {}
        self._writes = 0
        super().__init__(uri, wrap_exceptions=wrap_exceptions, **options)

    @property
    def base_exceptions(self) -> type[Exception]:
        return ValueError

    def __len__(self) -> int:
        return len(self._counters) + len(self._moments)

    def _count(self, key: str, now: float) -> int:
        entry = self._counters.get(key)
        return entry[0] if entry is not None and entry[1] > now else 0

    def _add(self, key: str, expiry: float, amount: int, now: float) -> int:
        entry = self._counters.get(key)
        if entry is None or entry[1] <= now:
            entry = (0, now + expiry)
        count = entry[0] + amount
        self._counters[key] = (count, entry[1])
        self._wrote(now)
        return count

    def _wrote(self, now: float) -> None:
        self._writes += 1
        if self._writes % SWEEP_EVERY == 0:
            self._counters = {k: v for k, v in self._counters.items() if v[1] > now}
            self._moments = {
                k: (expiry, moments)
                for k, (expiry, moments) in self._moments.items()
                if moments and moments[-1] > now - expiry
            }

    async def incr(self, key: str, expiry: float, amount: int = 1) -> int:
        return self._add(key, expiry, amount, time.time())

    async def get(self, key: str) -> int:
        return self._count(key, time.time())

    async def get_expiry(self, key: str) -> float:
        now = time.time()
        entry = self._counters.get(key)
        return entry[1] if entry is not None and entry[1] > now else now

    async def check(self) -> bool:
        return True

    async def reset(self) -> int | None:
        cleared = len(self)
        self._counters.clear()
        self._moments.clear()
        return cleared

    async def clear(self, key: str) -> None:
        self._counters.pop(key, None)
        self._moments.pop(key, None)

    def _window(self, key: str, expiry: int, now: float) -> tuple[int, float, int, float, str]:
        """As ``limits``' memory storage computes it: the previous window's count and the
        part of it still overlapping, the current window's count and time left."""
        previous_key, current_key = self.sliding_window_keys(key, expiry, now)
        previous = self._count(previous_key, now)
        previous_ttl = (1 - (((now - expiry) / expiry) % 1)) * expiry if previous else 0.0
        current_ttl = (1 - ((now / expiry) % 1)) * expiry + expiry
        return previous, previous_ttl, self._count(current_key, now), current_ttl, current_key

    async def acquire_sliding_window_entry(
        self, key: str, limit: int, expiry: int, amount: int = 1
    ) -> bool:
        if amount > limit:
            return False
        now = time.time()
        previous, previous_ttl, current, _, current_key = self._window(key, expiry, now)
        if floor(previous * previous_ttl / expiry + current) + amount > limit:
            return False
        # kept for two windows: during the next one it is the "previous" count
        self._add(current_key, 2 * expiry, amount, now)
        return True

    async def get_sliding_window(self, key: str, expiry: int) -> tuple[int, float, int, float]:
        return self._window(key, expiry, time.time())[:4]

    async def clear_sliding_window(self, key: str, expiry: int) -> None:
        for window_key in self.sliding_window_keys(key, expiry, time.time()):
            self._counters.pop(window_key, None)

    def _in_window(self, key: str, expiry: int, now: float) -> deque[float]:
        """The moments of ``key`` still in its window (an empty one, not stored, for a key
        with none: a read stores nothing)."""
        entry = self._moments.get(key)
        if entry is None:
            return deque()
        moments = entry[1]
        while moments and moments[0] <= now - expiry:
            moments.popleft()
        return moments

    async def acquire_entry(self, key: str, limit: int, expiry: int, amount: int = 1) -> bool:
        if amount > limit:
            return False
        now = time.time()
        moments = self._in_window(key, expiry, now)
        if len(moments) + amount > limit:
            return False
        moments.extend([now] * amount)
        self._moments[key] = (expiry, moments)
        self._wrote(now)
        return True

    async def get_moving_window(self, key: str, limit: int, expiry: int) -> tuple[float, int]:
        now = time.time()
        moments = self._in_window(key, expiry, now)
        return (moments[0], len(moments)) if moments else (now, 0)
