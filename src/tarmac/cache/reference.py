"""``ReferenceCache``: a bounded in-process cache of values computed from reference data,
emptied when reference data changes (``cache.generations``), each entry dropped between
half of ``max_age`` and ``max_age`` seconds after it was stored, least recently used
entries evicted beyond ``size`` entries (and beyond ``max_bytes``, when given, as
``weight`` measures each value). Values that also depend on availability or on time say
so through ``holds`` when they are read."""

import random
import time
from collections import OrderedDict
from collections.abc import Awaitable, Callable, Hashable, Sequence
from typing import Any, TypeVar

from tarmac.cache import generations
from tarmac.cache.single_flight import SingleFlight
from tarmac.core.metrics import CACHE_LOOKUPS

K = TypeVar("K", bound=Hashable)
V = TypeVar("V")


class ReferenceCache:
    """Loaders read committed data only (outside any transaction, or on a caller's that has
    written no reference data: ``Reads.cached``); values are never None."""

    def __init__(
        self,
        name: str = "reference",
        *,
        size: int = 2048,
        max_bytes: int | None = None,
        weight: Callable[[Any], int] | None = None,
        max_age: float = 60.0,
    ) -> None:
        assert (max_bytes is None) == (weight is None)
        self.name = name
        self._hits = CACHE_LOOKUPS.labels(name, "hit")
        self._misses = CACHE_LOOKUPS.labels(name, "miss")
        self._size = size
        self._max_bytes = max_bytes
        self._weight = weight
        self._bytes = 0
        self._max_age = max_age
        self._entries: OrderedDict[Hashable, tuple[Any, float]] = OrderedDict()  # expiry
        self._generation = -1
        self._loads = SingleFlight()

    def generation(self) -> int:
        """To pass to ``put`` for a value loaded from now on."""
        return generations.reference_generation()

    def _fresh(self) -> None:
        current = generations.reference_generation()
        if self._generation != current:
            self.clear()
            self._generation = current

    def __len__(self) -> int:
        return len(self._entries)

    @property
    def bytes(self) -> int:
        """What the values weigh together (0 without ``weight``)."""
        return self._bytes

    def get(self, key: Hashable) -> Any:
        """The cached value, or None (always while other processes' changes go unheard)."""
        if not generations.hearing():
            return None
        self._fresh()
        entry = self._entries.get(key)
        if entry is None:
            return None
        value, expires = entry
        if time.monotonic() > expires:
            del self._entries[key]
            if self._weight is not None:
                self._bytes -= self._weight(value)
            return None
        self._entries.move_to_end(key)
        return value

    def put(self, key: Hashable, value: object, generation_at_load: int) -> None:
        """Keep ``value`` unless reference data changed while it was being loaded."""
        self._fresh()
        if generation_at_load != self._generation or not generations.hearing():
            return
        weight = self._weight
        if weight is not None:
            if key in self._entries:
                self._bytes -= weight(self._entries[key][0])
            self._bytes += weight(value)
        # each entry ages on its own, with a lifetime of its own: the whole cache emptied
        # every max_age seconds (or entries loaded together expiring together) made every
        # request miss at once, a reload herd that stalled the API for seconds under load
        # (bench/RESULTS.md, "Where the steady-load tail comes from")
        lifetime = self._max_age * (1 - random.random() / 2)  # noqa: S311 - spread, not secret
        self._entries[key] = (value, time.monotonic() + lifetime)
        self._entries.move_to_end(key)
        limit = self._max_bytes
        while len(self._entries) > self._size or (limit is not None and self._bytes > limit):
            _, (evicted, _expires) = self._entries.popitem(last=False)
            if weight is not None:
                self._bytes -= weight(evicted)

    async def get_or_load(
        self,
        key: Hashable,
        load: Callable[[], Awaitable[V]],
        holds: Callable[[V], bool] | None = None,
        *,
        lent: bool = False,
    ) -> V:
        """The cached value (when ``holds`` accepts it, if given), else ``load()``'s,
        stored. Callers that miss ``key`` at the same time share one load while nothing
        changes: a caller that starts after a change (of reference data or of any
        availability) never gets a value loaded before it. ``lent``: ``load`` runs on
        this caller's connection (``SingleFlight.run``)."""
        value: V | None = self.get(key)
        if value is not None and (holds is None or holds(value)):
            self._hits.inc()
        else:
            self._misses.inc()
            at = self.generation()

            async def load_and_keep() -> V:
                loaded = await load()
                self.put(key, loaded, at)
                return loaded

            flight = (key, at, generations.availability.sequence)
            value = await self._loads.run(flight, load_and_keep, lent=lent)
        return value

    async def get_or_load_many(
        self,
        keys: Sequence[K],
        load: Callable[[list[K]], Awaitable[dict[K, V]]],
        holds: Callable[[V], bool],
    ) -> dict[K, V]:
        """A value per key: those cached that ``holds`` accepts, the others from one
        ``load(missing)`` (a value for each), stored. Callers missing the same keys at the
        same time share that load, as in ``get_or_load``. Each key is one lookup."""
        found: dict[K, V] = {}
        missing: list[K] = []
        for key in dict.fromkeys(keys):
            value = self.get(key)
            if value is not None and holds(value):
                self._hits.inc()
                found[key] = value
            else:
                self._misses.inc()
                missing.append(key)
        if missing:
            at = self.generation()

            async def load_and_keep() -> dict[K, V]:
                loaded = await load(missing)
                for key, value in loaded.items():
                    self.put(key, value, at)
                return loaded

            flight = (tuple(missing), at, generations.availability.sequence)
            found.update(await self._loads.run(flight, load_and_keep))
        return found

    def clear(self) -> None:
        self._entries.clear()
        self._bytes = 0
