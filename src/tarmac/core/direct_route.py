"""``DirectRoute``: the hot POST routes (search, quote, booking creation, pay-with-balance)
without FastAPI's general dependency solver.

FastAPI solves an endpoint's dependencies anew on every request: it recomputes cache keys,
security scopes and callable kinds for each dependency, which costs about 80 µs per request
(FastAPI 0.163), more than a remembered search answer costs to serve. A direct route
builds its plan once, when the route is built, and then only calls the dependencies.

It accepts what the hot routes use, and refuses anything else when the app is built
(``TypeError``), never at request time:

- one JSON body parameter (a Pydantic model), read and validated as FastAPI does: the same
  validation, the same ``RequestValidationError`` for invalid JSON, a missing body or a
  wrong content type, and in the same order (invalid JSON first, then the dependencies,
  then the path parameters', then the body's validation errors); or none, and then a JSON
  object body may name no field (each one an unknown field, as a body model refuses it);
- path parameters of the endpoint, validated as FastAPI validates them;
- dependencies computed from the request (``Request``/``HTTPConnection`` parameters,
  header parameters and sub-dependencies of the same kind), plain or async, each called
  once per request like FastAPI's cached dependencies. A header parameter is validated
  as FastAPI validates it; a dependency whose headers (or sub-dependencies) are invalid is
  not called, and its errors join the body's in the one 422, as FastAPI does;
- dependencies that ``yield`` with ``scope="function"`` (the request's database session):
  entered in order, left after the endpoint returns and before the response is sent, the
  endpoint's exception thrown into them;
- an endpoint that returns a ``Response``.

The route is declared as usual, so OpenAPI shows its body, security and responses
unchanged. Declare one with ``@direct_post(router, path, ...)``.
"""

import inspect
from collections.abc import Awaitable, Callable
from contextlib import AsyncExitStack, asynccontextmanager
from typing import Any

import orjson
from fastapi import APIRouter, Request, Response
from fastapi import routing as fastapi_routing
from fastapi.dependencies.models import Dependant
from fastapi.dependencies.utils import request_params_to_args
from fastapi.exceptions import RequestValidationError
from pydantic_core import PydanticUndefined

Resolver = Callable[[Request, "_Solving"], Awaitable[Any]]
_FAILED = object()  # what a dependency whose parameters were invalid resolves to


class _Solving:
    """One request's dependencies: the values computed (by cache key), the validation
    errors met, and the exit stack of the dependencies that yield."""

    def __init__(self, stack: AsyncExitStack) -> None:
        self.values: dict[Any, Any] = {}
        self.errors: list[Any] = []
        self.stack = stack


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


def _handler(dependant: Dependant, path: str) -> Callable[[Request], Awaitable[Response]]:  # noqa: C901
    endpoint = dependant.call
    if endpoint is None or not inspect.iscoroutinefunction(endpoint):
        raise TypeError(f"{path}: a direct route needs an async endpoint")
    if dependant.query_params or dependant.header_params:
        raise TypeError(f"{path}: a direct route takes no query or header parameters")
    if dependant.cookie_params or len(dependant.body_params) > 1:
        raise TypeError(f"{path}: a direct route takes at most one body parameter")
    body_field = dependant.body_params[0] if dependant.body_params else None
    path_params = list(dependant.path_params)
    resolvers = [(dep.name, _resolver(dep, path)) for dep in dependant.dependencies]
    request_names = _request_names(dependant)

    async def handle(request: Request) -> Response:
        body: Any = PydanticUndefined
        if body_field is not None:
            body = _decode(await request.body(), request.headers.get("content-type"))
        values = {name: request for name in request_names}
        async with AsyncExitStack() as stack:
            solving = _Solving(stack)
            for name, resolve in resolvers:
                value = await resolve(request, solving)
                if name is not None:
                    values[name] = value
            if path_params:
                found, errors = request_params_to_args(path_params, request.path_params)
                solving.errors.extend(errors)
                values.update(found)
            if body_field is not None:
                values[body_field.name] = _validate(body_field, body, solving.errors)
            else:
                solving.errors.extend(_unknown_fields(request, await request.body()))
            if solving.errors:
                raise RequestValidationError(solving.errors)
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


def _unknown_fields(request: Request, raw: bytes) -> list[dict[str, Any]]:
    """The fields of a JSON object sent to a route that takes no body (an empty object, or
    no body at all, is what it takes)."""
    body = _decode(raw, request.headers.get("content-type"))
    if not isinstance(body, dict):
        return []
    return [
        {"type": "extra_forbidden", "loc": ("body", name), "msg": "Unknown field", "input": value}
        for name, value in body.items()
    ]


def _validate(field, body: Any, errors: list[Any]) -> Any:
    """The body validated; its errors added to ``errors``."""
    if body is PydanticUndefined:
        if field.field_info.is_required():
            errors.append(
                {"type": "missing", "loc": ("body",), "msg": "Field required", "input": None}
            )
        return field.default
    value, found = field.validate(body, {}, loc=("body",))
    errors.extend(found)
    return value


def _resolver(dependant: Dependant, path: str) -> Resolver:  # noqa: C901
    """How to compute one dependency from the request, checked once."""
    call = dependant.call
    if call is None:
        raise TypeError(f"{path}: dependency {dependant.name!r} has nothing to call")
    what = f"{path}: dependency {getattr(call, '__name__', call)!r}"
    if (
        dependant.path_params
        or dependant.query_params
        or dependant.cookie_params
        or dependant.body_params
        or dependant.security_scopes_param_name
        or dependant.response_param_name
        or dependant.background_tasks_param_name
    ):
        raise TypeError(f"{what} needs more than the request; a direct route cannot solve it")
    target = call if inspect.isroutine(call) else type(call).__call__
    yields = inspect.isgeneratorfunction(target) or inspect.isasyncgenfunction(target)
    if yields and not (inspect.isasyncgenfunction(target) and dependant.scope == "function"):
        raise TypeError(f"{what} yields; a direct route runs only async ones of scope='function'")
    is_async = inspect.iscoroutinefunction(target)
    subs = [(sub.name, _resolver(sub, path)) for sub in dependant.dependencies]
    headers = list(dependant.header_params)
    request_names = _request_names(dependant)
    cache_key = call if dependant.use_cache else None

    async def resolve(request: Request, solving: _Solving) -> Any:
        if cache_key is not None and cache_key in solving.values:
            return solving.values[cache_key]
        kwargs: dict[str, Any] = {name: request for name in request_names}
        failed = False
        for name, sub in subs:
            value = await sub(request, solving)
            if value is _FAILED:
                failed = True
            elif name is not None:
                kwargs[name] = value
        if headers:
            found, errors = request_params_to_args(headers, request.headers)
            solving.errors.extend(errors)
            failed = failed or bool(errors)
            kwargs.update(found)
        if failed:
            return _FAILED
        if yields:
            value = await solving.stack.enter_async_context(asynccontextmanager(call)(**kwargs))
        else:
            value = await call(**kwargs) if is_async else call(**kwargs)
        if cache_key is not None:
            solving.values[cache_key] = value
        return value

    return resolve
