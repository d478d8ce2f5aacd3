"""A serving process freezes what its warm-up built once, when the reference cache first
holds ``WARM_REFERENCE_ENTRIES`` entries (``app.freeze_when_warm``): not before."""

import asyncio
import gc

from tarmac import app as tarmac_app
from tarmac.cache.reference import ReferenceCache


class Caches:
    def __init__(self) -> None:
        self.reference = ReferenceCache()


async def test_the_warm_freeze_waits_for_the_reference_cache_then_freezes_once(monkeypatch):
    monkeypatch.setattr(tarmac_app, "WARM_REFERENCE_ENTRIES", 3)
    monkeypatch.setattr(tarmac_app, "WARM_CHECK_SECONDS", 0.01)
    reads = Caches()
    warm = asyncio.create_task(tarmac_app.freeze_when_warm(reads))  # type: ignore[arg-type]
    kept = [object() for _ in range(10)]  # a container the collector tracks: frozen by then
    holder = [kept]
    for n in range(2):
        reads.reference.put(n, f"value {n}", reads.reference.generation())
    await asyncio.sleep(0.05)
    assert not warm.done() and gc.is_tracked(holder)
    frozen_before = gc.get_freeze_count()

    reads.reference.put(2, "value 2", reads.reference.generation())
    await asyncio.wait_for(warm, timeout=5)

    assert gc.get_freeze_count() > frozen_before
    assert not any(holder is obj for obj in gc.get_objects())  # in the permanent generation
