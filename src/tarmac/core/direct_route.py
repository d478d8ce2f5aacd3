"""``DirectRoute``: the hot POST routes (search, quote) without FastAPI's general
dependency solver.

FastAPI solves an endpoint's dependencies anew on every request: it recomputes cache keys,
security scopes and callable kinds for each dependency, which costs about 80 µs per request
(FastAPI 0.163), more than a remembered search answer costs to serve. A direct route
builds its plan once, when the route is built, and then only calls the dependencies.

It accepts what the hot routes use, and refuses anything else when the app is built
(``TypeError``), never at request time:

- one JSON body parameter (a Pydantic model), read and validated as FastAPI does: the same
  validation, the same ``RequestValidationError`` for invalid JSON, a missing body or a
  wrong content type, and in the same order (invalid JSON first, then the dependencies,
  then the body's validation errors);
- dependencies computed from the request alone (``Request``/``HTTPConnection`` parameters
  and sub-dependencies of the same kind, plain or async, no ``yield``), each called once
  per request like FastAPI's cached dependencies;
- an endpoint that returns a ``Response``.

The route is declared as usual, so OpenAPI shows its body, security and responses
unchanged. Declare one with ``@direct_post(router, path, ...)``.
"""

import inspect
from collections.abc import Awaitable, Callable
from typing import Any

import orjson
from fastapi import APIRouter, Request, Response
from fastapi import routing as fastapi_routing
from fastapi.dependencies.models import Dependant
from fastapi.exceptions import RequestValidationError
from pydantic_core import PydanticUndefined

Resolver = Callable[[Request, dict[Any, Any]], Awaitable[Any]]


def direct_post(router: APIRouter, path: str, **options: Any):
    """``@router.post(path, **options)`` served by a ``DirectRoute``."""

    def decorate(endpoint: Callable[..., Awaitable[Response]]):
        router.add_api_route(
            path, endpoint, methods=["POST"], route_class_override=DirectRoute, **options
        )
        return endpoint

    return decorate


class DirectRoute(fastapi_routing.APIRoute):
    def get_route_handler(self) -> Callable[[Request], Awaitable[Response]]:
        # The route as included (with the including routers' dependencies), as FastAPI's
        # own handler sees it.
        context = fastapi_routing._effective_route_context_var.get()
        included = context if context is not None and context.original_route is self else self
        return _handler(included.dependant, self.path)


def _handler(dependant: Dependant, path: str) -> Callable[[Request], Awaitable[Response]]:
    endpoint = dependant.call
    if endpoint is None or not inspect.iscoroutinefunction(endpoint):
        raise TypeError(f"{path}: a direct route needs an async endpoint")
    if dependant.path_params or dependant.query_params or dependant.header_params:
        raise TypeError(f"{path}: a direct route takes no path, query or header parameters")
    if dependant.cookie_params or len(dependant.body_params) > 1:
        raise TypeError(f"{path}: a direct route takes at most one body parameter")
    body_field = dependant.body_params[0] if dependant.body_params else None
    resolvers = [(dep.name, _resolver(dep, path)) for dep in dependant.dependencies]
    request_names = _request_names(dependant)

    async def handle(request: Request) -> Response:
        body: Any = PydanticUndefined
        if body_field is not None:
            body = _decode(await request.body(), request.headers.get("content-type"))
        solved: dict[Any, Any] = {}
        values = {name: request for name in request_names}
        for name, resolve in resolvers:
            value = await resolve(request, solved)
            if name is not None:
                values[name] = value
        if body_field is not None:
            values[body_field.name] = _validate(body_field, body)
        response = await endpoint(**values)
        if not isinstance(response, Response):
            raise TypeError(f"{path}: a direct route's endpoint must return a Response")
        return response

    return handle


def _request_names(dependant: Dependant) -> list[str]:
    """The parameters that receive the request itself (``Request``, ``HTTPConnection``)."""
    return [
        name
        for name in (dependant.request_param_name, dependant.http_connection_param_name)
        if name is not None
    ]


def _decode(raw: bytes, content_type: str | None) -> Any:
    """The body as FastAPI reads it: JSON when the content type says so, else the bytes
    (which then fail validation); nothing at all for an empty body."""
    if not raw:
        return PydanticUndefined
    if content_type is None:
        return raw
    media = content_type.split(";", 1)[0].strip().lower()
    maintype, _, subtype = media.partition("/")
    if maintype != "application" or not (subtype == "json" or subtype.endswith("+json")):
        return raw
    try:
        return orjson.loads(raw)
    except orjson.JSONDecodeError as exc:
        raise RequestValidationError(
            [
                {
                    "type": "json_invalid",
                    "loc": ("body", exc.pos),
                    "msg": "JSON decode error",
                    "input": {},
                    "ctx": {"error": exc.msg},
                }
            ]
        ) from exc


def _validate(field, body: Any) -> Any:
    if body is PydanticUndefined:
        if field.field_info.is_required():
            raise RequestValidationError(
                [{"type": "missing", "loc": ("body",), "msg": "Field required", "input": None}]
            )
        return field.default
    value, errors = field.validate(body, {}, loc=("body",))
    if errors:
        raise RequestValidationError(errors)
    return value


def _resolver(dependant: Dependant, path: str) -> Resolver:
    """How to compute one dependency from the request, checked once."""
    call = dependant.call
    if call is None:
        raise TypeError(f"{path}: dependency {dependant.name!r} has nothing to call")
    what = f"{path}: dependency {getattr(call, '__name__', call)!r}"
    if (
        dependant.path_params
        or dependant.query_params
        or dependant.header_params
        or dependant.cookie_params
        or dependant.body_params
        or dependant.security_scopes_param_name
        or dependant.response_param_name
        or dependant.background_tasks_param_name
    ):
        raise TypeError(f"{what} needs more than the request; a direct route cannot solve it")
    target = call if inspect.isroutine(call) else type(call).__call__
    if inspect.isgeneratorfunction(target) or inspect.isasyncgenfunction(target):
        raise TypeError(f"{what} yields; a direct route does not run dependencies with yield")
    is_async = inspect.iscoroutinefunction(target)
    subs = [(sub.name, _resolver(sub, path)) for sub in dependant.dependencies]
    request_names = _request_names(dependant)
    cache_key = call if dependant.use_cache else None

    async def resolve(request: Request, solved: dict[Any, Any]) -> Any:
        if cache_key is not None and cache_key in solved:
            return solved[cache_key]
        kwargs = {name: request for name in request_names}
        for name, sub in subs:
            value = await sub(request, solved)
            if name is not None:
                kwargs[name] = value
        value = await call(**kwargs) if is_async else call(**kwargs)
        if cache_key is not None:
            solved[cache_key] = value
        return value

    return resolve
