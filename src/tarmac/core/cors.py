"""CORS for the browsers that use publishable keys (spec 01 §5.1).

``CorsMiddleware`` answers preflights and marks cross-origin responses for the origins
``allowed(origin)`` accepts; which origins those are is not core's business (the app asks
``tarmac.auth.origins``: the allowlists of the active publishable keys). A preflight
carries no key, so the answer is the same for every path; the key sent with the actual
request is then checked against its own allowlist as before.

- Preflight (``OPTIONS`` with ``Origin`` and ``Access-Control-Request-Method``) from an
  allowed origin: 204 with the methods and request headers the API reads, cached by the
  browser for ``MAX_AGE`` seconds. From any other origin: 403 without any CORS header, so
  the browser refuses the request; the body says why to whoever reads it with curl.
- Any other request with an allowed ``Origin``: the response (an error too: the 401, 413
  or 429 a web app must show) carries ``Access-Control-Allow-Origin`` with that origin and
  exposes the headers a client reads (request id, rate limits, ``Retry-After``, ETag,
  deprecation).
- Credentials (cookies) are never allowed: the API reads none; keys and tokens travel in
  headers the preflight allows.
"""

import os
from collections.abc import Awaitable, Callable

import orjson
import structlog
from starlette.datastructures import MutableHeaders
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from tarmac.core.errors import Forbidden, ServiceUnavailable, TarmacError

ALLOW_METHODS = ("GET", "POST", "PUT", "PATCH", "DELETE")
ALLOW_HEADERS = (
    "Accept",
    "Accept-Language",
    "Accept-Version",
    "Authorization",
    "Content-Type",
    "Idempotency-Key",
    "If-None-Match",
    "X-API-Key",
    "X-App-Id",
    "X-Client-Id",
    "X-Client-Type",
    "X-Experimental-Features",
    "X-Idempotency-Key",
    "X-Request-Id",
)
EXPOSE_HEADERS = (
    "x-request-id",
    "Retry-After",
    "X-RateLimit-Limit",
    "X-RateLimit-Remaining",
    "X-RateLimit-Reset",
    "ETag",
    "Content-Language",
    "Deprecation",
    "Sunset",
    "Link",
    "Warning",
    "x-experimental-applied",
)
# How long a browser may reuse a preflight answer: an origin removed from every key stops
# being answered by browsers within this time (its requests are refused by the key check
# at once anyway).
MAX_AGE = 600


class OriginNotAllowed(Forbidden):
    code = "origin_not_allowed"
    default_detail = "This origin is not allowed: no active publishable key lists it"


ORIGINS_UNAVAILABLE = "The allowed origins cannot be read right now; try again"

_ALLOW_METHODS = ", ".join(ALLOW_METHODS).encode()
_ALLOW_HEADERS = ", ".join(ALLOW_HEADERS).encode()
_EXPOSE_HEADERS = ", ".join(EXPOSE_HEADERS)
log = structlog.get_logger("tarmac.cors")


def normalize(origin: str) -> str:
    """An origin as keys store it (``allowed_origins``): no trailing slash, lower case."""
    return origin.rstrip("/").lower()


class CorsMiddleware:
    def __init__(self, app: ASGIApp, *, allowed: Callable[[str], Awaitable[bool]]) -> None:
        self.app = app
        self.allowed = allowed  # async (normalized origin) -> bool

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:  # noqa: C901
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        origin = None
        preflight = False
        for name, value in scope["headers"]:
            if name == b"origin":
                origin = value.decode("latin-1")
            elif name == b"access-control-request-method":
                preflight = True
        if origin is None:
            await self.app(scope, receive, send)
            return
        if preflight and scope["method"] == "OPTIONS":
            await self._preflight(origin, send)
            return
        try:
            allowed = await self.allowed(normalize(origin))
        except Exception:  # the request itself may still be served; it just is not CORS
            log.warning("cors_origins_unavailable", exc_info=True)
            allowed = False

        async def send_with_cors(message: Message) -> None:
            if message["type"] == "http.response.start":
                headers = MutableHeaders(scope=message)
                headers.add_vary_header("Origin")
                if allowed:
                    headers["access-control-allow-origin"] = origin
                    headers["access-control-expose-headers"] = _EXPOSE_HEADERS
            await send(message)

        await self.app(scope, receive, send_with_cors)

    async def _preflight(self, origin: str, send: Send) -> None:
        headers = [
            (b"vary", b"Origin"),
            (b"x-request-id", os.urandom(16).hex().encode()),
        ]
        try:
            allowed = await self.allowed(normalize(origin))
        except Exception:
            log.warning("cors_origins_unavailable", exc_info=True)
            unavailable = ServiceUnavailable(ORIGINS_UNAVAILABLE, headers={"Retry-After": "5"})
            await _refuse(send, unavailable, headers)
            return
        if not allowed:
            await _refuse(send, OriginNotAllowed(), headers)
            return
        headers += [
            (b"access-control-allow-origin", origin.encode("latin-1")),
            (b"access-control-allow-methods", _ALLOW_METHODS),
            (b"access-control-allow-headers", _ALLOW_HEADERS),
            (b"access-control-max-age", str(MAX_AGE).encode()),
        ]
        await _send(send, 204, headers, b"")


async def _refuse(send: Send, error: TarmacError, headers: list[tuple[bytes, bytes]]) -> None:
    own = [(name.lower().encode(), value.encode()) for name, value in error.headers.items()]
    await _send(send, error.status_code, [*headers, *own], orjson.dumps(error.body()))


async def _send(send: Send, status: int, headers: list[tuple[bytes, bytes]], body: bytes) -> None:
    if body:
        length = str(len(body)).encode()
        headers = [*headers, (b"content-type", b"application/json"), (b"content-length", length)]
    await send({"type": "http.response.start", "status": status, "headers": headers})
    await send({"type": "http.response.body", "body": body})
