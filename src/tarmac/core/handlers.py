"""The one place where errors become responses: ``{detail: ..., code: ...}`` everywhere (spec
02 §7); the middleware's own answers are made from the same error classes
(``TarmacError.body``)."""

from collections.abc import Callable

from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse
from starlette.exceptions import HTTPException as StarletteHTTPException

from tarmac.core.errors import (
    BusinessRuleError,
    Forbidden,
    InternalError,
    MethodNotAllowed,
    NoSuchRoute,
    NotFound,
    PayloadTooLarge,
    ServiceUnavailable,
    TarmacError,
    Unauthorized,
    invalid_request,
)


def response(error: TarmacError) -> JSONResponse:
    return JSONResponse(error.body(), status_code=error.status_code, headers=error.headers)


async def _tarmac_error(request: Request, exc: TarmacError) -> JSONResponse:
    return response(exc)


async def _validation_error(request: Request, exc: RequestValidationError) -> JSONResponse:
    return response(invalid_request(exc.errors()))


# the errors Starlette and FastAPI raise themselves, as ours of the same status code
_HTTP_ERRORS: dict[int, type[TarmacError]] = {
    400: BusinessRuleError,
    401: Unauthorized,
    403: Forbidden,
    404: NotFound,
    413: PayloadTooLarge,
}


async def _http_error(request: Request, exc: StarletteHTTPException) -> JSONResponse:
    headers = dict(exc.headers or {})
    if exc.status_code == 404 and exc.detail == "Not Found":  # the router found no path
        return response(NoSuchRoute(request.method, request.url.path))
    if exc.status_code == 405:  # the path exists: its Allow header is kept
        detail = f"{request.method} is not allowed on {request.url.path}; see the Allow header"
        return response(MethodNotAllowed(detail, headers=headers))
    error = _HTTP_ERRORS.get(exc.status_code, InternalError)(exc.detail, headers=headers)
    return JSONResponse(error.body(), status_code=exc.status_code, headers=headers)


UNAVAILABLE = "The service cannot reach its database right now: retry with an exponential delay"


def unavailable() -> ServiceUnavailable:
    """The database cannot be reached or takes no more connections: 503, to be retried."""
    return ServiceUnavailable(UNAVAILABLE, headers={"Retry-After": "1"})


def install(
    app: FastAPI,
    unavailable_errors: tuple[type[Exception], ...] = (),
    is_unavailable: Callable[[Exception], bool] = lambda exc: True,
) -> None:
    """The error handlers; ``unavailable_errors``: the errors of a database that cannot be
    reached or is full (503, to be retried), which ``core`` does not know by name; those
    ``is_unavailable`` refuses are raised on (a 500)."""

    async def _unavailable(request: Request, exc: Exception) -> JSONResponse:
        if not is_unavailable(exc):
            raise exc
        return response(unavailable())

    for error in unavailable_errors:
        app.add_exception_handler(error, _unavailable)
    app.add_exception_handler(TarmacError, _tarmac_error)
    app.add_exception_handler(RequestValidationError, _validation_error)
    app.add_exception_handler(StarletteHTTPException, _http_error)
