"""Key and address rate limits are sliding-window counters (route limits are exact moving
windows): once a new window starts, the hits of the last one count in proportion to how
much of it still overlaps. A test that counts such hits exactly therefore runs clear of a
window's edge: the rate limiter's clock (this process's counters) is set to read one second
into an hour, and so into a minute, and runs on from there at the real pace. Redis counters
keep real time: a test on Redis waits until it is clear of an edge instead."""

import asyncio
import time
from types import SimpleNamespace

import limits.aio.strategies
import pytest

from tarmac.core import ratelimit, ratelimit_storage

WINDOWS = (60, 3600)  # the per-minute limits and the per-hour phone limits


@pytest.fixture(autouse=True)
def _clear_of_window_edges(monkeypatch) -> None:
    shift = time.time() % 3600 - 1.0
    limiter_clock = SimpleNamespace(time=lambda: time.time() - shift)
    for module in (ratelimit, ratelimit_storage, limits.aio.strategies):
        monkeypatch.setattr(module, "time", limiter_clock)


async def clear_of_window_edges(seconds: float = 10.0) -> None:
    """Wait, on the real clock, until no window edge falls in the next ``seconds``."""
    now = time.time()
    waits = [w - now % w + 0.05 for w in WINDOWS if now % w > w - seconds]
    if waits:
        await asyncio.sleep(max(waits))
