"""What the back-office routers share: the ``/admin`` prefix, the errors any admin route
can answer (no staff token, or one without the scope), and the error sets of reads and
writes for the OpenAPI documentation."""

from fastapi import APIRouter

from tarmac.core.errors import (
    Conflict,
    Forbidden,
    NotFound,
    Unauthorized,
    ValidationFailed,
    error_responses,
)

READ = error_responses(NotFound)
CREATE = error_responses(Conflict, ValidationFailed)
CHANGE = error_responses(NotFound, Conflict, ValidationFailed)
REMOVE = error_responses(NotFound, Conflict)


def admin_router(tag: str | None = None) -> APIRouter:
    return APIRouter(
        prefix="/admin",
        tags=[tag] if tag else None,
        responses=error_responses(Unauthorized, Forbidden),
    )
