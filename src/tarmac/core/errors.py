"""Typed domain errors. Services raise these; one handler (``core.handlers``) turns them into
``{detail: ..., code: ...}`` responses with the status code the spec gives (spec 02 §7).

``detail`` is the spec's (a sentence, or an object for a few errors); ``code`` is a stable
snake_case name a client switches on, one per class, declared in each class's own body.
``docs/errors.md`` lists them all (``catalogue``; ``make errors-doc`` writes it)."""

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any, ClassVar

from pydantic import BaseModel, Field

# The validation error of a field sent as null that needs a value (FastAPI's shape).
NULL_NOT_ALLOWED = "null_not_allowed"
NULL_MESSAGE = "Field cannot be null; leave it out to keep its value"


CODE_DESCRIPTION = "What went wrong, as a stable name to switch on (docs/errors.md lists them)"


class ErrorBody(BaseModel):
    """The error shape of every 4xx/5xx response (spec 02 §7) and its machine-readable code.
    An error whose detail is an object subclasses it with the detail's model."""

    detail: str | dict[str, Any] | list[Any]
    code: str = Field(description=CODE_DESCRIPTION)


class TarmacError(Exception):
    # every subclass names its own code (checked when the class is made): an inherited one
    # would give two errors of different meaning one name
    code: ClassVar[str]
    status_code: ClassVar[int] = 400
    default_detail: ClassVar[str] = "Request failed"
    # what a client should do, when the usual rule of its status code is not it (``advice``)
    advice: ClassVar[str] = ""
    # the response body, for OpenAPI (a subclass whose detail is an object names its model)
    body_model: ClassVar[type[BaseModel]] = ErrorBody

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        if "code" not in cls.__dict__:
            raise TypeError(f"{cls.__qualname__} must declare its own code")

    def __init__(self, detail: Any = None, *, headers: dict[str, str] | None = None) -> None:
        self.detail = self.default_detail if detail is None else detail
        self.headers = headers or {}
        super().__init__(str(self.detail))

    def body(self) -> dict[str, Any]:
        """The response body: every error answer of the API is made by this method."""
        return {"detail": self.detail, "code": self.code}


class BusinessRuleError(TarmacError):
    code = "business_rule_violated"
    status_code = 400
    default_detail = "The request breaks a business rule"


class Unauthorized(TarmacError):
    code = "invalid_credentials"
    status_code = 401
    default_detail = "Missing or invalid credentials"


class Forbidden(TarmacError):
    code = "forbidden"
    status_code = 403
    default_detail = "No rights to this resource"


class NotFound(TarmacError):
    code = "not_found"
    status_code = 404
    default_detail = "Not found"


class Conflict(TarmacError):
    code = "conflict"
    status_code = 409
    default_detail = "Conflict"


class Gone(TarmacError):
    code = "gone"
    status_code = 410
    default_detail = "Gone"


class PayloadTooLarge(TarmacError):
    code = "payload_too_large"
    status_code = 413
    default_detail = "Request body too large"


class ValidationFailed(TarmacError):
    """A business validation (422) that is not a schema error."""

    code = "invalid_request"
    status_code = 422
    default_detail = "Validation failed"


class NullNotAllowed(ValidationFailed):
    """Fields sent as null that need a value, in FastAPI's validation shape
    ``[{type, loc, msg}]`` with ``loc`` ``["body", field]``."""

    code = "null_not_allowed"
    default_detail = "A field that needs a value was sent as null"

    def __init__(self, fields: Iterable[str]) -> None:
        super().__init__(
            [{"type": NULL_NOT_ALLOWED, "loc": ["body", f], "msg": NULL_MESSAGE} for f in fields]
        )


# --- records: what any table refuses -------------------------------------------------------


class AlreadyExists(Conflict):
    code = "already_exists"
    default_detail = "A record with these values already exists"


class InUse(Conflict):
    code = "record_in_use"
    default_detail = "The record is used by other records and cannot be deleted"


class UnknownReference(ValidationFailed):
    code = "unknown_reference"
    default_detail = "A field names a record that does not exist"


class CannotChange(ValidationFailed):
    code = "field_cannot_change"
    default_detail = "A field that is fixed when the record is created cannot change"


class InvalidRange(ValidationFailed):
    code = "invalid_range"
    default_detail = "A start is after its end, or a minimum above its maximum"


class NotOneOf(ValidationFailed):
    code = "value_not_allowed"
    default_detail = "A value is not one of those allowed"


class BreaksConstraint(ValidationFailed):
    code = "constraint_violated"
    default_detail = "The values break a rule of the record"


class Locked(TarmacError):
    code = "account_locked"
    status_code = 423
    default_detail = "Account locked"


class RateLimited(TarmacError):
    code = "rate_limited"
    status_code = 429
    default_detail = "Rate limit exceeded"

    def __init__(self, retry_after: int, headers: dict[str, str] | None = None) -> None:
        self.retry_after = retry_after
        super().__init__(
            f"Rate limit exceeded. Retry in {retry_after} seconds.",
            headers={**(headers or {}), "Retry-After": str(retry_after)},
        )


class RequestInvalid(TarmacError):
    """The request does not match its schema (body, query, path or headers): FastAPI's
    validation shape."""

    code = "validation_error"
    status_code = 422
    default_detail = "The request does not match its schema: detail lists {type, loc, msg}"


class UnknownField(RequestInvalid):
    """A body names a field its schema does not declare: the validation shape, each unknown
    field a ``{type: extra_forbidden, loc, msg}`` whose ``loc`` ends with its name."""

    code = "unknown_field"
    default_detail = (
        "The body has a field its schema does not declare (misspelt, or of another operation): "
        "detail names it in loc"
    )


UNKNOWN_FIELD_TYPE = "extra_forbidden"  # pydantic's type of a field a model does not declare


def invalid_request(errors: Iterable[dict[str, Any]]) -> RequestInvalid:
    """The 422 of a request that does not match its schema, from pydantic's errors: only
    type, loc and msg (``input`` could echo a password back, ``ctx`` may not be JSON), an
    unknown field's message naming it. ``unknown_field`` when a field is unknown (the likely
    cause of the other errors, if any, such as a required field sent under another name),
    else ``validation_error``."""
    found = [
        {"type": e.get("type"), "loc": list(e.get("loc", ())), "msg": _message(e)} for e in errors
    ]
    if any(e["type"] == UNKNOWN_FIELD_TYPE for e in found):
        return UnknownField(found)
    return RequestInvalid(found)


def _message(error: dict[str, Any]) -> Any:
    loc = error.get("loc") or ()
    if error.get("type") == UNKNOWN_FIELD_TYPE and loc:
        return f"Extra inputs are not permitted: {loc[-1]!r} is not a field of this body"
    return error.get("msg")


class NoSuchRoute(NotFound):
    code = "route_not_found"
    default_detail = "No such path in this API (check the path and the version prefix)"

    def __init__(self, method: str, path: str) -> None:
        super().__init__(f"No route {method} {path}")


class MethodNotAllowed(TarmacError):
    code = "method_not_allowed"
    status_code = 405
    default_detail = "The path exists, not with this method: the Allow header lists its methods"


class UpstreamUnavailable(TarmacError):
    code = "upstream_unavailable"
    status_code = 502
    default_detail = "Upstream service unavailable; retry later"


class ServiceUnavailable(TarmacError):
    code = "service_unavailable"
    status_code = 503
    default_detail = "Service unavailable; retry later"


class InternalError(TarmacError):
    code = "internal_error"
    status_code = 500
    default_detail = "Internal server error"


def error_responses(*errors: type[TarmacError]) -> dict[int | str, dict[str, Any]]:
    """``responses=`` for a route, so OpenAPI lists the errors it can return: one entry per
    status code, listing the code and meaning of each error of that code in its description
    (and its body model when they all share one). A 422 also names the schema errors'
    ``validation_error``, which any route with parameters or a body can answer."""
    by_status: dict[int, list[type[TarmacError]]] = {}
    for error in dict.fromkeys(errors):
        by_status.setdefault(error.status_code, []).append(error)
    if RequestInvalid.status_code in by_status and RequestInvalid not in errors:
        by_status[RequestInvalid.status_code].insert(0, RequestInvalid)
    responses: dict[int | str, dict[str, Any]] = {}
    for status, found in by_status.items():
        models = {e.body_model for e in found}
        responses[status] = {
            "model": models.pop() if len(models) == 1 else ErrorBody,
            "description": describe(found),
        }
    return responses


def describe(errors: Iterable[type[TarmacError]]) -> str:
    """The codes of ``errors`` and their meanings, as a Markdown list."""
    return "\n".join(f"- `{e.code}`: {e.default_detail}" for e in errors)


# What a client should do, by status code (spec 02 §7: on 429 wait Retry-After plus a random
# jitter; retry a 5xx with backoff; never retry another 4xx but a 409 in progress).
_ADVICE = {
    400: "Do not retry: change the request, or tell the user why it cannot be done",
    401: "Do not retry: send valid credentials (key headers or token)",
    403: "Do not retry: these credentials have no right to this",
    404: "Do not retry: check the id or the path",
    405: "Do not retry: use a method the Allow header lists",
    409: "Do not retry as is: the state changed; read it again and decide",
    410: "Do not retry: it has expired; start that step again",
    413: "Do not retry: send a smaller body",
    422: "Do not retry unchanged: correct what the detail names",
    423: "Wait until locked_until (in the detail), then try again",
    429: "Wait Retry-After seconds plus a random jitter, then retry (backoff 1 s, 2 s, 4 s)",
}
_SERVER_ADVICE = "Retry with exponential backoff and jitter (1 s, 2 s, 4 s); honour Retry-After"


def advice(error: type[TarmacError]) -> str:
    """What a client should do on ``error``."""
    if error.advice:
        return error.advice
    if error.status_code >= 500:
        return _SERVER_ADVICE
    return _ADVICE[error.status_code]


def every_error() -> list[type[TarmacError]]:
    """Every error class of tarmac defined so far (import the rooms first), by code."""
    found: list[type[TarmacError]] = []
    pending = [TarmacError]
    while pending:
        for sub in pending.pop().__subclasses__():
            pending.append(sub)
            if sub.__module__.startswith("tarmac."):
                found.append(sub)
    return sorted(dict.fromkeys(found), key=lambda e: e.code)


@dataclass(frozen=True)
class Entry:
    code: str
    status: int
    meaning: str
    advice: str


def catalogue(errors: Iterable[type[TarmacError]]) -> list[Entry]:
    """The catalogue of error codes: by status code, then code."""
    entries = [Entry(e.code, e.status_code, e.default_detail, advice(e)) for e in errors]
    return sorted(entries, key=lambda e: (e.status, e.code))


def render_catalogue(entries: Iterable[Entry]) -> str:
    """``docs/errors.md``."""
    lines = [
        "# Error codes",
        "",
        "<!-- Generated from the error classes (tarmac.core.errors.catalogue) by",
        "     `make errors-doc`; a test fails when this file is out of date. -->",
        "",
        "Every error answer of the API is a JSON body with the spec's `detail` (a sentence,",
        "or an object for a few errors, or FastAPI's list of `{type, loc, msg}` for a",
        "request that does not match its schema) and a stable `code` to switch on:",
        "",
        "```json",
        '{"detail": "Booking not found", "code": "booking_not_found"}',
        "```",
        "",
        "`detail` is for people and may be reworded; `code` is for programs and does not",
        "change. Each operation of the OpenAPI document (`/openapi.json`) lists the codes it",
        "can answer under each status code. Every answer also carries `x-request-id`: quote",
        "it when you ask the airline about a failed request.",
        "",
        "## Retrying",
        "",
        "- **429**: wait `Retry-After` seconds plus a random jitter, then retry; back off",
        "  (1 s, 2 s, 4 s) if it happens again. The `X-RateLimit-*` headers show the quota.",
        "- **5xx**: retry with exponential backoff and jitter (1 s, 2 s, 4 s).",
        "- **409 in progress** (`idempotency_in_progress`, `payment_in_progress`): retry the",
        "  same request (with the same `X-Idempotency-Key`) after `Retry-After`.",
        "- **Any other 4xx**: never retry unchanged; a retried `POST` without an idempotency",
        "  key may do the thing twice.",
        "",
        "Exceptions to these rules are said in the table.",
        "",
        "## Codes",
        "",
        "| code | status | meaning | what to do |",
        "| --- | --- | --- | --- |",
    ]
    lines += [
        f"| `{e.code}` | {e.status} | {_cell(e.meaning)} | {_cell(e.advice)} |" for e in entries
    ]
    return "\n".join(lines) + "\n"


def _cell(text: str) -> str:
    return text.replace("|", "\\|")
