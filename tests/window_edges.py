"""Key and address rate limits are sliding-window counters (route limits are exact moving
windows): once a new window starts, the hits of the last one count in proportion to how
much of it still overlaps. A test that counts such hits exactly therefore starts clear of
a window's last seconds, so that no edge falls inside it."""

import asyncio
import time

import pytest

WINDOWS = (60, 3600)  # the per-minute limits and the per-hour phone limits


@pytest.fixture(autouse=True)
async def _clear_of_window_edges():
    await clear_of_window_edges()


async def clear_of_window_edges(seconds: float = 10.0) -> None:
    now = time.time()
    waits = [w - now % w + 0.05 for w in WINDOWS if now % w > w - seconds]
    if waits:
        await asyncio.sleep(max(waits))
