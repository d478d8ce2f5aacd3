"""Per-request context shared by the middleware, dependencies and services.

The middleware creates it; dependencies and services add to it (rate-limit figures,
deprecation headers, applied experimental features) and the middleware turns it into
response headers, so headers are right on every response, errors included.
"""

from contextvars import ContextVar
from dataclasses import dataclass, field


@dataclass
class RequestContext:
    request_id: str
    api_version: str | None = None
    experimental_requested: frozenset[str] = frozenset()
    experimental_applied: set[str] = field(default_factory=set)
    response_headers: dict[str, str] = field(default_factory=dict)
    # a rate-limit hit deferred until the response is known (If-None-Match may end in 304)
    deferred_hits: list = field(default_factory=list)


_current: ContextVar[RequestContext | None] = ContextVar("tarmac_request_context", default=None)


def current() -> RequestContext | None:
    return _current.get()


def start(ctx: RequestContext):
    return _current.set(ctx)


def end(token) -> None:
    _current.reset(token)


def experimental_enabled(feature: str) -> bool:
    """True when the caller opted into ``feature``; records it so the response echoes it in
    ``X-Experimental-Applied`` (spec 02 §9 item 6)."""
    ctx = current()
    if ctx is None or feature not in ctx.experimental_requested:
        return False
    ctx.experimental_applied.add(feature)
    return True


def set_response_header(name: str, value: str) -> None:
    ctx = current()
    if ctx is not None:
        ctx.response_headers[name] = value
