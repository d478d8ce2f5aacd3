"""The sandbox inbox (``GET /api/v1/sandbox/inbox?email=``): the e-mails sent to an address,
newest first, so that a traveller trying the demo (the web app at ``/app/``) reads the
magic link a booking or find-my-trip mailed. An API key sees only the e-mails about its own
client's bookings (an agency key its partner's too), a staff token every e-mail; sandbox
only (404 in live mode, where mail reaches real mailboxes and nobody else reads it)."""

from typing import Annotated

from fastapi import APIRouter, Depends, Query, Request

from tarmac.auth.caller import Caller, require_key_or_staff
from tarmac.auth.errors import KEY_CREDENTIAL_ERRORS, StaffTokenRequired, TokenExpired
from tarmac.bookings import service as bookings
from tarmac.core.errors import NoSuchRoute, RateLimited, error_responses
from tarmac.core.fields import EmailAddress
from tarmac.db.session import DbSession
from tarmac.messaging import service
from tarmac.messaging.models import OutgoingMessage
from tarmac.messaging.schemas import InboxMessage

router = APIRouter(prefix="/sandbox", tags=["sandbox"])

_key_or_staff = require_key_or_staff()


@router.get(
    "/inbox",
    response_model=list[InboxMessage],
    responses=error_responses(
        NoSuchRoute, *KEY_CREDENTIAL_ERRORS, TokenExpired, StaffTokenRequired, RateLimited
    ),
)
async def inbox(
    request: Request,
    session: DbSession,
    caller: Annotated[Caller, Depends(_key_or_staff)],
    email: Annotated[EmailAddress, Query(description="The address the e-mails were sent to")],
    limit: Annotated[int, Query(ge=1, le=50)] = 10,
) -> list[OutgoingMessage]:
    """Sandbox only (404 in live mode): the last e-mails sent to ``email``, newest first,
    about the bookings of the key's client (a staff token: all of them)."""
    if not request.app.state.settings.is_sandbox:
        raise NoSuchRoute(request.method, request.url.path)
    return await service.recent_emails(session, email, limit, bookings.of_callers_client(caller))
