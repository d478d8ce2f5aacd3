"""What the back-office routers share: the ``/admin`` prefix and the errors any admin route
can answer (no staff token, or one without the scope)."""

from fastapi import APIRouter

from tarmac.auth.errors import STAFF_ERRORS
from tarmac.core.errors import error_responses


def admin_router(tag: str | None = None) -> APIRouter:
    return APIRouter(
        prefix="/admin",
        tags=[tag] if tag else None,
        responses=error_responses(*STAFF_ERRORS),
    )
