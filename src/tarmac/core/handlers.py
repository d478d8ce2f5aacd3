"""The one place where errors become responses: ``{detail: ...}`` everywhere (spec 02 §7)."""

from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse
from starlette.exceptions import HTTPException as StarletteHTTPException

from tarmac.core.errors import TarmacError


async def _tarmac_error(request: Request, exc: TarmacError) -> JSONResponse:
    return JSONResponse({"detail": exc.detail}, status_code=exc.status_code, headers=exc.headers)


async def _validation_error(request: Request, exc: RequestValidationError) -> JSONResponse:
    # Only type, loc and msg: ``input`` could echo a password back, ``ctx`` may not be JSON.
    errors = [
        {"type": e.get("type"), "loc": list(e.get("loc", ())), "msg": e.get("msg")}
        for e in exc.errors()
    ]
    return JSONResponse({"detail": errors}, status_code=422)


async def _http_error(request: Request, exc: StarletteHTTPException) -> JSONResponse:
    detail = exc.detail
    if exc.status_code == 404 and detail == "Not Found":
        detail = f"No route {request.method} {request.url.path}"
    return JSONResponse(
        {"detail": detail}, status_code=exc.status_code, headers=getattr(exc, "headers", None)
    )


UNAVAILABLE = "The service cannot reach its database right now: retry with an exponential delay"


async def _unavailable(request: Request, exc: Exception) -> JSONResponse:
    return JSONResponse({"detail": UNAVAILABLE}, status_code=503, headers={"Retry-After": "1"})


def install(app: FastAPI, unavailable: tuple[type[Exception], ...] = ()) -> None:
    """The error handlers; ``unavailable``: the errors of a database that cannot be reached
    (503, to be retried), which ``core`` does not know by name."""
    for error in unavailable:
        app.add_exception_handler(error, _unavailable)
    app.add_exception_handler(TarmacError, _tarmac_error)
    app.add_exception_handler(RequestValidationError, _validation_error)
    app.add_exception_handler(StarletteHTTPException, _http_error)
