"""``ReferenceCache`` ages each entry on its own: an entry is never served more than
``max_age`` seconds after it was stored, nor dropped before half of that, and entries
stored at the same moment do not all expire at the same moment (the whole cache emptied
at once made every request reload at once: bench/RESULTS.md)."""

import pytest

from tarmac.cache import reference
from tarmac.cache.reference import ReferenceCache


class Clock:
    def __init__(self) -> None:
        self.now = 1000.0

    def monotonic(self) -> float:
        return self.now


@pytest.fixture
def clock(monkeypatch) -> Clock:
    clock = Clock()
    monkeypatch.setattr(reference, "time", clock)
    return clock


def test_an_entry_lives_between_half_max_age_and_max_age(clock):
    cache = ReferenceCache(max_age=60)
    for n in range(50):
        cache.put(n, f"value {n}", cache.generation())
    clock.now += 29.9
    assert all(cache.get(n) == f"value {n}" for n in range(50))
    clock.now += 30.2
    assert all(cache.get(n) is None for n in range(50))


def test_entries_stored_together_expire_apart(clock):
    cache = ReferenceCache(max_age=60)
    for n in range(200):
        cache.put(n, "value", cache.generation())
    clock.now += 45
    kept = sum(cache.get(n) is not None for n in range(200))
    assert 20 < kept < 180  # about half: lifetimes spread over 30 to 60 s


def test_an_entry_stored_later_outlives_an_expired_one(clock):
    cache = ReferenceCache(max_age=60)
    cache.put("early", "early value", cache.generation())
    clock.now += 50
    cache.put("late", "late value", cache.generation())
    clock.now += 11
    assert cache.get("early") is None
    assert cache.get("late") == "late value"
