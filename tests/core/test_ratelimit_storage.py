"""This process's counters behave as ``limits``' own memory storage for the sliding-window
counter and the moving window: same decisions and window figures, on a clock the test
controls."""

import pytest
from limits import parse
from limits.aio.strategies import MovingWindowRateLimiter, SlidingWindowCounterRateLimiter
from limits.storage import storage_from_string

from tarmac.core import ratelimit_storage
from tarmac.core.ratelimit import storage_uri

START = 1_800_000_000.0  # the start of a minute


class Clock:
    def __init__(self, monkeypatch) -> None:
        self.now = START
        monkeypatch.setattr(ratelimit_storage.time, "time", lambda: self.now)


@pytest.fixture
def clock(monkeypatch) -> Clock:
    return Clock(monkeypatch)


def limiter(uri: str) -> SlidingWindowCounterRateLimiter:
    return SlidingWindowCounterRateLimiter(storage_from_string(uri))


def test_memory_storage_setting_means_this_process_counters():
    assert isinstance(
        storage_from_string(storage_uri("memory://")), ratelimit_storage.ProcessCounters
    )


async def test_the_limit_holds_within_a_window_and_other_keys_are_apart(clock):
    counters = limiter(storage_uri("memory://"))
    item = parse("3/minute")
    assert [await counters.hit(item, "key", "a") for _ in range(4)] == [True, True, True, False]
    assert await counters.hit(item, "key", "b")
    stats = await counters.get_window_stats(item, "key", "a")
    assert stats.remaining == 0


async def test_the_last_window_counts_for_the_part_that_still_overlaps(clock):
    counters = limiter(storage_uri("memory://"))
    item = parse("10/minute")
    for _ in range(10):
        assert await counters.hit(item, "key")
    clock.now = START + 60 + 30  # half way through the next window: 10 x 0.5 still count
    assert (await counters.get_window_stats(item, "key")).remaining == 5
    assert [await counters.hit(item, "key") for _ in range(6)] == [True] * 5 + [False]
    clock.now = START + 180  # two windows later nothing is left
    assert (await counters.get_window_stats(item, "key")).remaining == 10


async def test_expired_counters_are_swept(clock, monkeypatch):
    monkeypatch.setattr(ratelimit_storage, "SWEEP_EVERY", 5)
    storage = storage_from_string(storage_uri("memory://"))
    counters = SlidingWindowCounterRateLimiter(storage)
    item = parse("100/minute")
    for name in ("a", "b", "c"):
        await counters.hit(item, name)
    assert len(storage) == 3
    clock.now = START + 600
    await counters.hit(item, "d")
    await counters.hit(item, "e")  # the fifth write sweeps
    assert len(storage) == 2


def exact() -> MovingWindowRateLimiter:
    return MovingWindowRateLimiter(storage_from_string(storage_uri("memory://")))


async def test_the_moving_window_refuses_the_fourth_of_three_a_minute_across_a_window_turn(
    clock,
):
    # one hit late in a minute and three just after it turns: the sliding-window counter
    # weighs the first at 0.998 and floors it away; route limits must count it
    limiter, item = exact(), parse("3/minute")
    clock.now = START + 59.9
    assert await limiter.hit(item, "key")
    clock.now = START + 60.01
    assert [await limiter.hit(item, "key") for _ in range(3)] == [True, True, False]


async def test_the_moving_window_frees_a_place_when_its_oldest_request_is_a_window_old(clock):
    limiter, item = exact(), parse("3/minute")
    for second in (0, 10, 20):
        clock.now = START + second
        assert await limiter.hit(item, "key")
    clock.now = START + 59.9
    assert not await limiter.test(item, "key")
    stats = await limiter.get_window_stats(item, "key")
    assert (stats.remaining, stats.reset_time) == (0, START + 60)
    clock.now = START + 60
    assert await limiter.hit(item, "key")
    assert not await limiter.hit(item, "key")
    assert await limiter.hit(item, "other")


async def test_expired_moving_windows_are_swept(clock, monkeypatch):
    monkeypatch.setattr(ratelimit_storage, "SWEEP_EVERY", 3)
    storage = storage_from_string(storage_uri("memory://"))
    limiter, item = MovingWindowRateLimiter(storage), parse("5/minute")
    await limiter.hit(item, "a")
    await limiter.hit(item, "b")
    assert len(storage) == 2
    clock.now = START + 61
    await limiter.hit(item, "c")  # the third write sweeps
    assert len(storage) == 1
    assert await limiter.test(item, "never hit")
    assert len(storage) == 1  # a read stores nothing
