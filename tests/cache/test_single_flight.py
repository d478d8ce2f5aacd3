"""``SingleFlight`` and the caches built on it: concurrent misses share one load; a caller
that starts after a data change never gets a value loaded before it."""

import asyncio

import pytest

from tarmac.cache import generations
from tarmac.cache.reference import ReferenceCache
from tarmac.cache.single_flight import SingleFlight


class Loader:
    def __init__(self, value="loaded", error: Exception | None = None) -> None:
        self.calls = 0
        self.release = asyncio.Event()
        self.value, self.error = value, error

    async def __call__(self):
        self.calls += 1
        number = self.calls
        await self.release.wait()
        if self.error is not None:
            raise self.error
        return f"{self.value} {number}"


async def test_concurrent_callers_share_one_load():
    flights, load = SingleFlight(), Loader()
    callers = [asyncio.create_task(flights.run("k", load)) for _ in range(20)]
    await asyncio.sleep(0)
    load.release.set()
    assert await asyncio.gather(*callers) == ["loaded 1"] * 20
    assert load.calls == 1
    assert await flights.run("k", load) == "loaded 2"  # finished loads are not kept


async def test_the_error_of_a_shared_load_reaches_every_caller():
    flights, load = SingleFlight(), Loader(error=LookupError("no such airport"))
    callers = [asyncio.create_task(flights.run("k", load)) for _ in range(3)]
    await asyncio.sleep(0)
    load.release.set()
    results = await asyncio.gather(*callers, return_exceptions=True)
    assert [str(r) for r in results] == ["no such airport"] * 3
    assert load.calls == 1


async def test_a_caller_that_gives_up_does_not_cancel_the_load_for_the_others():
    flights, load = SingleFlight(), Loader()
    first = asyncio.create_task(flights.run("k", load))
    second = asyncio.create_task(flights.run("k", load))
    await asyncio.sleep(0)
    first.cancel()
    load.release.set()
    with pytest.raises(asyncio.CancelledError):
        await first
    assert await second == "loaded 1"


async def test_a_cache_miss_after_a_change_does_not_join_an_older_load():
    cache, load = ReferenceCache(), Loader()
    before = asyncio.create_task(cache.get_or_load("airports", load))
    await asyncio.sleep(0)
    generations.reference_changed()
    after = asyncio.create_task(cache.get_or_load("airports", load))
    await asyncio.sleep(0)
    load.release.set()
    assert (await before, await after) == ("loaded 1", "loaded 2")
    assert cache.get("airports") == "loaded 2"  # the value loaded before the change is not kept
