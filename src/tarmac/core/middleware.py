"""The one ASGI middleware around every request: request id, request context (versioning,
experimental features, deferred rate-limit hits), response headers, access log, metrics,
the request body (read here, counted as it arrives and refused past the limit whatever its
framing, then checked by ``core.inputs``), and a JSON 500 (with ``x-request-id``) for
unexpected errors."""

import functools
import os
import re
import time
from collections.abc import Callable, Iterable
from urllib.parse import parse_qsl

import orjson
import structlog
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from tarmac.core import context, inputs, metrics
from tarmac.core.errors import InternalError, PayloadTooLarge, RequestInvalid, TarmacError

_SANE_REQUEST_ID = re.compile(r"^[A-Za-z0-9._:-]{8,128}$")
VERSION_QUERY_PARAMS = ("accept_version", "accept-version")
_READ_HEADERS = frozenset(
    {
        b"x-request-id",
        b"accept-version",
        b"x-experimental-features",
        b"content-length",
        b"content-type",
        b"transfer-encoding",
    }
)


class _ClientGone(Exception):
    """The client disconnected while its body was being read."""


log = structlog.get_logger("tarmac.http")


class RequestMiddleware:
    def __init__(
        self,
        app: ASGIApp,
        *,
        max_body_bytes: int,
        path_templates: Callable[[], Iterable[str]],
        on_response=None,
    ):
        self.app = app
        self.max_body_bytes = max_body_bytes
        self.path_templates = path_templates  # to name the path parameter of an error
        self.on_response = on_response  # async (status) -> None, e.g. settle rate-limit hits

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:  # noqa: C901, PLR0915
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        headers = {}
        for name, value in scope["headers"]:
            name = name.lower()
            if name in _READ_HEADERS:
                headers[name.decode("latin-1")] = value.decode("latin-1")
        supplied = headers.get("x-request-id", "")
        request_id = supplied if _SANE_REQUEST_ID.match(supplied) else os.urandom(16).hex()
        ctx = context.RequestContext(
            request_id=request_id,
            api_version=headers.get("accept-version") or _query_version(scope),
            experimental_requested=_features(headers.get("x-experimental-features")),
        )
        token = context.start(ctx)
        structlog.contextvars.bind_contextvars(request_id=request_id)
        started = time.perf_counter()
        status = 500
        response_started = False

        async def send_wrapper(message: Message) -> None:
            nonlocal status, response_started
            if message["type"] == "http.response.start":
                response_started = True
                status = message["status"]
                if self.on_response is not None:
                    await self.on_response(status)
                extra = {"x-request-id": request_id, **ctx.response_headers}
                if ctx.experimental_applied:
                    extra["x-experimental-applied"] = ",".join(sorted(ctx.experimental_applied))
                raw = list(message.get("headers", ()))
                present = {k.lower() for k, _ in raw}
                for name, value in extra.items():
                    encoded = _header_name(name)
                    if encoded not in present:
                        raw.append((encoded, value.encode("latin-1")))
                message["headers"] = raw
            await send(message)

        try:
            length = headers.get("content-length", "")
            has_body = "transfer-encoding" in headers or (length.isdigit() and int(length) > 0)
            body = b""
            if length.isdigit() and int(length) > self.max_body_bytes:
                await _send_error(send_wrapper, PayloadTooLarge())
                return
            if has_body:
                body = await self._read_body(receive)
                if body is None:
                    await _send_error(send_wrapper, PayloadTooLarge())
                    return
                receive = _replay(body, receive)
            errors = (
                inputs.path_errors(scope["path"], self.path_templates)
                or inputs.query_errors(scope.get("query_string", b""))
                or inputs.body_errors(body, headers.get("content-type"))
            )
            if errors:
                await _send_error(send_wrapper, RequestInvalid(errors))
                return
            await self.app(scope, receive, send_wrapper)
        except _ClientGone:
            status = 499
        except Exception:
            log.exception("unhandled_error", path=scope.get("path"))
            if not response_started:
                await _send_error(send_wrapper, InternalError())
            else:
                raise
        finally:
            elapsed = time.perf_counter() - started
            route = route_template(scope)
            metrics.observe(scope["method"], route, status, elapsed)
            log.info(
                "request",
                method=scope["method"],
                route=route,
                path=scope.get("path"),
                status=status,
                duration_ms=round(elapsed * 1000, 2),
            )
            structlog.contextvars.unbind_contextvars("request_id")
            context.end(token)

    async def _read_body(self, receive: Receive) -> bytes | None:
        """The whole body, or None as soon as it passes the limit (the rest is never read)."""
        chunks = []
        size = 0
        while True:
            message = await receive()
            if message["type"] == "http.disconnect":
                raise _ClientGone()
            chunk = message.get("body", b"")
            size += len(chunk)
            if size > self.max_body_bytes:
                return None
            chunks.append(chunk)
            if not message.get("more_body", False):
                return b"".join(chunks)


def _replay(body: bytes, receive: Receive) -> Receive:
    """A ``receive`` that hands the app the body already read, then waits on the client."""
    delivered = False

    async def replay() -> Message:
        nonlocal delivered
        if delivered:
            return await receive()
        delivered = True
        return {"type": "http.request", "body": body, "more_body": False}

    return replay


def route_template(scope: Scope) -> str:
    """The matched route's full path template (``/api/v1/x/{id}``), for metrics and logs."""
    route = scope.get("route")
    template = getattr(route, "path", None)
    if not template:
        return "unmatched"
    if "{" in template:
        return _full_template(template, scope["path"])
    known = _TEMPLATE_OF_PATH.get(scope["path"])
    if known is None or known[0] is not route:
        known = (route, _full_template(template, scope["path"]))
        if len(_TEMPLATE_OF_PATH) < TEMPLATE_OF_PATH_ENTRIES:
            _TEMPLATE_OF_PATH[scope["path"]] = known
    return known[1]


# A path served by a route without path parameters, and that route's full template: as
# many entries as such routes (and their trailing-slash spellings), capped all the same.
TEMPLATE_OF_PATH_ENTRIES = 4096
_TEMPLATE_OF_PATH: dict[str, tuple[object, str]] = {}


def _full_template(template: str, path: str) -> str:
    """The matched route's full path template (``/api/v1/x/{id}``), for metrics and logs.

    FastAPI keeps included routers nested, so the route knows only its path below the
    router prefixes; the prefix is the leading part of the request path that the template
    does not cover (path parameters span one segment each)."""
    actual = path.rstrip("/").split("/")
    below = template.strip("/").split("/") if template.strip("/") else []
    prefix = "/".join(actual[: max(1, len(actual) - len(below))])
    return prefix + template


def _features(raw: str | None) -> frozenset[str]:
    if not raw:
        return _NO_FEATURES
    return frozenset(f.strip() for f in raw.split(",") if f.strip())


_NO_FEATURES: frozenset[str] = frozenset()


def _query_version(scope: Scope) -> str | None:
    query = scope.get("query_string", b"")
    if b"version" not in query.lower():
        return None
    for name, value in parse_qsl(query.decode("latin-1")):
        if name.lower() in VERSION_QUERY_PARAMS and value:
            return value
    return None


@functools.cache
def _header_name(name: str) -> bytes:
    """A response header's name as ASGI sends it (the names this middleware adds are few)."""
    return name.lower().encode("latin-1")


async def _send_error(send: Send, error: TarmacError) -> None:
    body = orjson.dumps(error.body())
    await send(
        {
            "type": "http.response.start",
            "status": error.status_code,
            "headers": [
                (b"content-type", b"application/json"),
                (b"content-length", str(len(body)).encode()),
            ],
        }
    )
    await send({"type": "http.response.body", "body": body})
