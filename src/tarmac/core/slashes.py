"""One route, two spellings: ``/x`` and ``/x/`` answer the same, without a redirect.

Starlette answers a path that only differs from a route by its trailing slash with a 307
and an empty body, which a client following no redirect (or one that drops a POST body on
the way) reads as a failure. ``BothSpellings`` gives the route's own spelling to the router
before it matches: a path of the API that no route spells so, but one does with its last
slash added or removed, is served by that route. The OpenAPI document keeps the route's
own spelling only. A literal route wins over a path parameter: ``/bookings/drafts`` is the
drafts' collection (``/bookings/drafts/``), not a booking id.
"""

from collections.abc import Callable, Iterable, Iterator, Sequence
from re import Pattern
from typing import Any

from starlette.routing import compile_path
from starlette.types import ASGIApp, Receive, Scope, Send


def route_paths(routes: Sequence[Any], prefix: str = "") -> Iterator[str]:
    """The path templates of ``routes`` and of the routers included among them, each under
    the prefixes it was included with. FastAPI's own listing (``iter_route_contexts``)
    builds every route's effective context, seconds for this app, where this reads two
    attributes of an included router (``original_router``, ``include_context.prefix``):
    ``tests/core/test_slashes.py`` checks both listings agree, and fails when FastAPI
    renames them."""
    for route in routes:
        included = getattr(route, "original_router", None)
        if included is not None:
            yield from route_paths(included.routes, prefix + route.include_context.prefix)
        elif isinstance(getattr(route, "path_format", None), str):
            yield prefix + route.path_format


class BothSpellings:
    def __init__(self, app: ASGIApp, paths: Callable[[], Iterable[str]], prefix: str) -> None:
        """``paths()``: the route templates (asked once, at the first request); only paths
        under ``prefix`` are respelt."""
        self.app = app
        self.paths = paths
        self.prefix = prefix
        self._literal: frozenset[str] | None = None
        self._templates: list[Pattern[str]] = []

    def _index(self) -> frozenset[str]:
        if self._literal is None:
            paths = [p for p in self.paths() if p.startswith(self.prefix)]
            self._templates = [compile_path(p)[0] for p in paths if "{" in p]
            self._literal = frozenset(p for p in paths if "{" not in p)
        return self._literal

    def spelling(self, path: str) -> str | None:
        """The route's spelling of ``path``, when it is not ``path`` itself."""
        literal = self._index()
        if path in literal or not path.startswith(self.prefix):
            return None
        if not path.endswith("/"):
            return path + "/" if path + "/" in literal else None
        bare = path[:-1]
        if any(template.match(path) for template in self._templates):
            return None
        if bare in literal or any(template.match(bare) for template in self._templates):
            return bare
        return None

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] == "http":
            other = self.spelling(scope["path"])
            if other is not None:
                raw = scope.get("raw_path")
                if raw is not None:
                    raw = raw[:-1] if other == scope["path"][:-1] else raw + b"/"
                scope = {**scope, "path": other, "raw_path": raw}
        await self.app(scope, receive, send)
