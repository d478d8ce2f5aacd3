"""The sandbox inbox (``GET /api/v1/sandbox/inbox?email=``): the e-mails sent to an address,
newest first, so that a traveller trying the demo (the web app at ``/app/``) reads the
magic link a booking or find-my-trip mailed. Any API key of the deployment; sandbox only
(404 in live mode, where mail reaches real mailboxes and nobody else reads it)."""

from typing import Annotated

from fastapi import APIRouter, Query, Request

from tarmac.auth.caller import AnyKey
from tarmac.auth.errors import KEY_CREDENTIAL_ERRORS
from tarmac.core.errors import NoSuchRoute, RateLimited, error_responses
from tarmac.core.fields import EmailAddress
from tarmac.db.session import DbSession
from tarmac.messaging import service
from tarmac.messaging.schemas import InboxMessage

router = APIRouter(prefix="/sandbox", tags=["sandbox"])


@router.get(
    "/inbox",
    response_model=list[InboxMessage],
    responses=error_responses(NoSuchRoute, *KEY_CREDENTIAL_ERRORS, RateLimited),
)
async def inbox(
    request: Request,
    session: DbSession,
    _: AnyKey,
    email: Annotated[EmailAddress, Query(description="The address the e-mails were sent to")],
    limit: Annotated[int, Query(ge=1, le=50)] = 10,
):
    """Sandbox only (404 in live mode): the last e-mails sent to ``email``, newest first."""
    if not request.app.state.settings.is_sandbox:
        raise NoSuchRoute(request.method, request.url.path)
    return await service.recent_emails(session, email, limit)
