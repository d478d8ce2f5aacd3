"""Back office (sandbox): the last e-mails and SMS sent to an address or number.

``GET /api/v1/admin/messages?to=<e-mail or phone>&limit=`` (staff token with ``admin``)
lists the messages queued for that address, newest first, with their bodies, so an
integrator can read the SMS code of a test sign-in. Sandbox only: 404 in live mode. A phone
number is matched in E.164 whatever its format; a ``+`` sent unencoded in the query string
(which arrives as a space) is understood.
"""

import uuid
from datetime import datetime
from typing import Annotated

from fastapi import Query, Request
from pydantic import BaseModel, ConfigDict

from tarmac.accounts import phone as phones
from tarmac.admin.common import admin_router
from tarmac.auth.caller import AdminStaff
from tarmac.core.errors import NoSuchRoute, ValidationFailed, error_responses
from tarmac.db.session import DbSession
from tarmac.messaging import service as messaging

router = admin_router("admin: messages")


class NotAnAddress(ValidationFailed):
    code = "invalid_recipient"
    default_detail = "to must be an e-mail address or a phone number"


class MessageOut(BaseModel):
    model_config = ConfigDict(from_attributes=True)

    id: uuid.UUID
    channel: str
    to: str
    template: str
    language: str
    subject: str | None
    text_body: str
    html_body: str | None
    status: str
    attempts: int
    next_attempt_at: datetime
    last_error: str | None
    created_at: datetime
    sent_at: datetime | None
    provider: str | None


def _address(raw: str) -> str:
    value = raw.strip()
    if "@" in value:
        return value
    if raw[:1] == " " and value[:1].isdigit():  # "+996..." sent unencoded
        value = "+" + value
    try:
        return phones.normalize(value)
    except phones.InvalidPhone as exc:
        raise NotAnAddress() from exc


@router.get(
    "/messages",
    response_model=list[MessageOut],
    responses=error_responses(NoSuchRoute, NotAnAddress),
)
async def list_messages(
    request: Request,
    session: DbSession,
    _: AdminStaff,
    to: Annotated[str, Query(min_length=1, max_length=320, description="E-mail or phone")],
    limit: Annotated[int, Query(ge=1, le=100)] = 20,
):
    """Sandbox only (404 in live mode): the last messages queued for ``to``, newest first."""
    if not request.app.state.settings.is_sandbox:
        raise NoSuchRoute(request.method, request.url.path)
    rows = await messaging.recent_for_address(session, _address(to), limit)
    return [MessageOut.model_validate({**_columns(row), "to": row.to_address}) for row in rows]


def _columns(row) -> dict:
    return {name: getattr(row, name) for name in MessageOut.model_fields if name != "to"}
