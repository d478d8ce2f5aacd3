"""Typed domain errors. Services raise these; one handler (``core.handlers``) turns them into
``{detail: ...}`` responses with the status code the spec gives (spec 02 §7)."""

from collections.abc import Iterable
from typing import Any, ClassVar

from pydantic import BaseModel

# The validation error of a field sent as null that needs a value (FastAPI's shape).
NULL_NOT_ALLOWED = "null_not_allowed"
NULL_MESSAGE = "Field cannot be null; leave it out to keep its value"


class ErrorBody(BaseModel):
    """The error shape of every 4xx/5xx response (spec 02 §7)."""

    detail: str | dict[str, Any] | list[Any]


class TarmacError(Exception):
    status_code: ClassVar[int] = 400
    default_detail: ClassVar[str] = "Request failed"
    # the response body, for OpenAPI (a subclass whose detail is an object names its model)
    body_model: ClassVar[type[BaseModel]] = ErrorBody

    def __init__(self, detail: Any = None, *, headers: dict[str, str] | None = None) -> None:
        self.detail = self.default_detail if detail is None else detail
        self.headers = headers or {}
        super().__init__(str(self.detail))


class BusinessRuleError(TarmacError):
    status_code = 400
    default_detail = "The request breaks a business rule"


class Unauthorized(TarmacError):
    status_code = 401
    default_detail = "Missing or invalid credentials"


class Forbidden(TarmacError):
    status_code = 403
    default_detail = "No rights to this resource"


class NotFound(TarmacError):
    status_code = 404
    default_detail = "Not found"


class Conflict(TarmacError):
    status_code = 409
    default_detail = "Conflict"


class Gone(TarmacError):
    status_code = 410
    default_detail = "Gone"


class PayloadTooLarge(TarmacError):
    status_code = 413
    default_detail = "Request body too large"


class ValidationFailed(TarmacError):
    """A business validation (422) that is not a schema error."""

    status_code = 422
    default_detail = "Validation failed"


class NullNotAllowed(ValidationFailed):
    """Fields sent as null that need a value, in FastAPI's validation shape
    ``[{type, loc, msg}]`` with ``loc`` ``["body", field]``."""

    default_detail = "A field that needs a value was sent as null"

    def __init__(self, fields: Iterable[str]) -> None:
        super().__init__(
            [{"type": NULL_NOT_ALLOWED, "loc": ["body", f], "msg": NULL_MESSAGE} for f in fields]
        )


# --- records: what any table refuses -------------------------------------------------------


class AlreadyExists(Conflict):
    default_detail = "A record with these values already exists"


class InUse(Conflict):
    default_detail = "The record is used by other records and cannot be deleted"


class UnknownReference(ValidationFailed):
    default_detail = "A field names a record that does not exist"


class CannotChange(ValidationFailed):
    default_detail = "A field that is fixed when the record is created cannot change"


class InvalidRange(ValidationFailed):
    default_detail = "A start is after its end, or a minimum above its maximum"


class NotOneOf(ValidationFailed):
    default_detail = "A value is not one of those allowed"


class BreaksConstraint(ValidationFailed):
    default_detail = "The values break a rule of the record"


class Locked(TarmacError):
    status_code = 423
    default_detail = "Account locked"


class RateLimited(TarmacError):
    status_code = 429
    default_detail = "Rate limit exceeded"

    def __init__(self, retry_after: int, headers: dict[str, str] | None = None) -> None:
        self.retry_after = retry_after
        super().__init__(
            f"Rate limit exceeded. Retry in {retry_after} seconds.",
            headers={**(headers or {}), "Retry-After": str(retry_after)},
        )


class UpstreamUnavailable(TarmacError):
    status_code = 502
    default_detail = "Upstream service unavailable; retry later"


class ServiceUnavailable(TarmacError):
    status_code = 503
    default_detail = "Service unavailable; retry later"


def error_responses(*errors: type[TarmacError]) -> dict[int | str, dict[str, Any]]:
    """``responses=`` for a route, so OpenAPI lists the errors it can return: one entry per
    status code, naming each error class of that code in its description (and its body
    model when they all share one)."""
    by_status: dict[int, list[type[TarmacError]]] = {}
    for error in dict.fromkeys(errors):
        by_status.setdefault(error.status_code, []).append(error)
    responses: dict[int | str, dict[str, Any]] = {}
    for status, found in by_status.items():
        models = {e.body_model for e in found}
        responses[status] = {
            "model": models.pop() if len(models) == 1 else ErrorBody,
            "description": "\n".join(f"- `{e.__name__}`: {e.default_detail}" for e in found),
        }
    return responses
