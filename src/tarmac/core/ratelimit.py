"""Rate limits (spec 02 §8) with the ``limits`` library: memory counters by default, Redis
when ``TARMAC_RATE_LIMIT_STORAGE=redis://...`` so several API processes share them.

Key and address limits use the sliding-window counter: two counters per key (this window
and the last one, weighted by how much of it still overlaps), whatever the limit and the
traffic; a moving window keeps one entry per request in the window, which for hundreds a
minute per key or address is memory a scan could fill. Route limits (a few requests a minute
or an hour against abuse: look-ups, re-sent links, bookings) are counted exactly with the
moving window instead: the counter's weighting lets a fourth request of "3/minute" through
just after a window turns, and such a window holds only a handful of requests.

A request carrying ``If-None-Match`` is only tested up front; its hit is spent when the
response turns out not to be a 304 (the middleware calls ``settle``), so a revalidation that
ends in 304 costs no quota.
"""

import math
import time
from collections.abc import Callable
from dataclasses import dataclass

from fastapi import Depends, Request
from limits import RateLimitItem, parse
from limits.aio.strategies import MovingWindowRateLimiter, SlidingWindowCounterRateLimiter
from limits.storage import storage_from_string

from tarmac.core import context, ratelimit_storage
from tarmac.core.errors import RateLimited
from tarmac.core.middleware import route_template

Strategy = SlidingWindowCounterRateLimiter | MovingWindowRateLimiter


def storage_uri(configured: str) -> str:
    """``memory://`` is this process's counters (``ProcessCounters``); ``limits`` wants
    ``async+redis://`` for its asyncio Redis storage."""
    if configured.startswith("memory://"):
        return ratelimit_storage.SCHEME + "://"
    if configured.startswith(("redis://", "rediss://")):
        return "async+" + configured
    return configured


@dataclass(frozen=True)
class Deferred:
    item: RateLimitItem
    identifiers: tuple[str, ...]
    primary: bool
    limiter: Strategy


class RateLimiter:
    def __init__(
        self, storage: str = "memory://", namespace: str = "tarmac", multiplier: int = 1
    ) -> None:
        self._storage = storage_from_string(storage_uri(storage), key_prefix=namespace)
        self._limiter = SlidingWindowCounterRateLimiter(self._storage)
        self._exact = MovingWindowRateLimiter(self._storage)
        self._multiplier = multiplier
        self._items: dict[str, RateLimitItem] = {}

    def _item(self, limit: str | RateLimitItem) -> RateLimitItem:
        if not isinstance(limit, str):
            return limit
        item = self._items.get(limit)
        if item is None:
            parsed = parse(limit)
            item = type(parsed)(parsed.amount * self._multiplier, parsed.multiples)
            self._items[limit] = item
        return item

    async def reset(self) -> None:
        await self._storage.reset()

    async def enforce(
        self,
        request: Request,
        limit: str | RateLimitItem,
        *identifiers: str,
        primary: bool = True,
        exact: bool = False,
    ) -> None:
        """Spend one request of ``limit`` for ``identifiers`` or raise 429. The primary limit
        of a request (the key's or the IP's) is the one the rate-limit headers report; an
        ``exact`` limit is counted with the moving window."""
        item = self._item(limit)
        limiter = self._exact if exact else self._limiter
        conditional = request.method == "GET" and "if-none-match" in request.headers
        allowed = await (limiter.test if conditional else limiter.hit)(item, *identifiers)
        if not allowed:
            raise await self._refusal(limiter, item, identifiers)
        ctx = context.current()
        if ctx is None:
            return
        if conditional:
            ctx.deferred_hits.append(Deferred(item, identifiers, primary, limiter))
        if primary:
            await self._report(limiter, item, identifiers)

    async def refuse_when_spent(self, limit: str, *identifiers: str) -> None:
        """429 when ``limit`` is spent for ``identifiers``, spending nothing (for limits of
        failures, which only ``spend`` counts)."""
        item = self._item(limit)
        if not await self._limiter.test(item, *identifiers):
            raise await self._refusal(self._limiter, item, identifiers)

    async def spend(self, limit: str, *identifiers: str) -> None:
        await self._limiter.hit(self._item(limit), *identifiers)

    async def _refusal(
        self, limiter: Strategy, item: RateLimitItem, identifiers: tuple[str, ...]
    ) -> RateLimited:
        stats = await limiter.get_window_stats(item, *identifiers)
        retry_after = max(1, math.ceil(stats.reset_time - time.time()))
        return RateLimited(retry_after, headers=_headers(item, stats.remaining, stats.reset_time))

    async def settle(self, status_code: int) -> None:
        """Spend the hits deferred for a conditional request unless it ended in 304."""
        ctx = context.current()
        if ctx is None or not ctx.deferred_hits:
            return
        deferred, ctx.deferred_hits = ctx.deferred_hits, []
        if status_code == 304:
            return
        for hit in deferred:
            await hit.limiter.hit(hit.item, *hit.identifiers)
            if hit.primary:
                await self._report(hit.limiter, hit.item, hit.identifiers)

    async def _report(
        self, limiter: Strategy, item: RateLimitItem, identifiers: tuple[str, ...]
    ) -> None:
        stats = await limiter.get_window_stats(item, *identifiers)
        for name, value in _headers(item, stats.remaining, stats.reset_time).items():
            context.set_response_header(name, value)


def _headers(item: RateLimitItem, remaining: int, reset_time: float) -> dict[str, str]:
    return {
        "X-RateLimit-Limit": str(item.amount),
        "X-RateLimit-Remaining": str(max(0, remaining)),
        "X-RateLimit-Reset": str(math.ceil(reset_time)),
    }


def client_ip(request: Request) -> str:
    return request.client.host if request.client else "unknown"


def route_limit(limit: str, key: Callable[[Request], str] = client_ip, name: str | None = None):
    """A route-specific limit, counted exactly, declared in one line:
    ``dependencies=[route_limit("30/minute", key=by_api_key)]``."""
    label = name or limit

    async def _enforce(request: Request) -> None:
        route = route_template(request.scope)
        await request.app.state.rate_limiter.enforce(
            request, limit, "route", label, route, key(request), primary=False, exact=True
        )

    return Depends(_enforce)
