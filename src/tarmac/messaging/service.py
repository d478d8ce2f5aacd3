"""The message outbox: queue an e-mail or SMS in the caller's transaction; deliver due ones.

Queuing renders the template at once (so what is stored is exactly what is sent, and the
sandbox back office can show it) and adds a ``queued`` row; nothing is sent before the
caller's transaction commits, and nothing queued is lost if it does.

Delivery (``deliver_due``, run by the worker): due rows are claimed with
``FOR UPDATE SKIP LOCKED``, so several workers never send the same row at once. A failed
attempt is recorded (``attempts``, ``last_error``) and retried after an exponential backoff
(15 s, 30 s, 1 min, ... capped at 1 hour); after ``MAX_ATTEMPTS`` failures (about 10 hours)
the row stays as ``failed``, never deleted. A row whose ``expires_at`` has passed before it
could be sent (a sign-in code nobody can use any more) becomes ``expired`` instead of being
sent. Delivery is at least once: if a worker dies after the server accepted a message and
before its row was marked sent, the message is sent again (with the same ``Message-ID`` or
gateway reference).
"""

import uuid
from datetime import datetime, timedelta
from typing import Any

import structlog
from sqlalchemy import Select, func, select
from sqlalchemy.ext.asyncio import AsyncSession

from tarmac.config import Settings
from tarmac.core import clock
from tarmac.db.group_commit import Row
from tarmac.messaging import attachments, render
from tarmac.messaging import email as email_channel
from tarmac.messaging import sms as sms_channel
from tarmac.messaging.models import OutgoingMessage

log = structlog.get_logger("tarmac.messaging")

MAX_ATTEMPTS = 16
FIRST_RETRY = timedelta(seconds=15)
MAX_RETRY = timedelta(hours=1)
REDACTED = "[redacted after delivery]"


def backoff(attempts: int) -> timedelta:
    """Delay before the next try after ``attempts`` failed ones."""
    doublings: int = 2 ** max(0, attempts - 1)
    return min(MAX_RETRY, FIRST_RETRY * doublings)


async def queue_email(
    session: AsyncSession,
    *,
    to: str,
    template: str,
    language: str | None,
    values: dict[str, Any],
    sensitive: bool = False,
    expires_at: datetime | None = None,
    attachments: list[dict[str, str]] | None = None,
    booking_id: uuid.UUID | None = None,
) -> OutgoingMessage:
    """Queue an e-mail; ``attachments`` (kind and reference) are made when it is sent;
    ``booking_id``: the booking it is about."""
    _, fields = email_row(
        to=to,
        template=template,
        language=language,
        values=values,
        sensitive=sensitive,
        expires_at=expires_at,
        attachments=attachments,
        booking_id=booking_id,
    )
    return await _queue(session, **fields)


def email_row(
    *,
    to: str,
    template: str,
    language: str | None,
    values: dict[str, Any],
    sensitive: bool = False,
    expires_at: datetime | None = None,
    attachments: list[dict[str, str]] | None = None,
    booking_id: uuid.UUID | None = None,
) -> Row:
    """The e-mail ``queue_email`` queues, rendered, as a row for a caller that inserts it
    with rows of its own in one statement (``db.group_commit.insert_rows``)."""
    language = render.language_or_default(language)
    rendered = render.render_email(template, language, values)
    now = clock.now()
    return OutgoingMessage, {
        "id": uuid.uuid4(),
        "channel": "email",
        "to_address": to,
        "booking_id": booking_id,
        "template": template,
        "language": language,
        "subject": rendered.subject,
        "text_body": rendered.text,
        "html_body": rendered.html,
        "sensitive": sensitive,
        "expires_at": expires_at,
        "attachments": attachments or [],
        "status": "queued",
        "attempts": 0,
        "next_attempt_at": now,
        "created_at": now,
        "updated_at": now,
    }


async def queue_sms(
    session: AsyncSession,
    *,
    to: str,
    template: str,
    language: str | None,
    values: dict[str, Any],
    sensitive: bool = False,
    expires_at: datetime | None = None,
) -> OutgoingMessage:
    language = render.language_or_default(language)
    return await _queue(
        session,
        channel="sms",
        to_address=to,
        template=template,
        language=language,
        subject=None,
        text_body=render.render_sms(template, language, values),
        html_body=None,
        attachments=[],
        sensitive=sensitive,
        expires_at=expires_at,
    )


async def _queue(session: AsyncSession, **fields: Any) -> OutgoingMessage:
    fields = {"status": "queued", "attempts": 0, "next_attempt_at": clock.now(), **fields}
    message = OutgoingMessage(**fields)
    session.add(message)
    await session.flush()
    return message


async def _send_email(
    session: AsyncSession, message: OutgoingMessage, sender: email_channel.EmailSender
) -> str | None:
    files = await attachments.make(session, message.attachments) if message.attachments else []
    return await sender.send(message, files)


async def recent_for_address(
    session: AsyncSession, address: str, limit: int
) -> list[OutgoingMessage]:
    """The last ``limit`` messages queued for ``address`` (case-insensitive), newest first."""
    rows = await session.scalars(
        select(OutgoingMessage)
        .where(func.lower(OutgoingMessage.to_address) == address.lower())
        .order_by(OutgoingMessage.created_at.desc(), OutgoingMessage.id.desc())
        .limit(limit)
    )
    return list(rows)


async def recent_emails(
    session: AsyncSession, address: str, limit: int, bookings: Select[Any] | None
) -> list[OutgoingMessage]:
    """The last ``limit`` e-mails queued for ``address`` (case-insensitive), newest first;
    only those about the bookings whose ids ``bookings`` selects, unless it is None."""
    about = [] if bookings is None else [OutgoingMessage.booking_id.in_(bookings)]
    rows = await session.scalars(
        select(OutgoingMessage)
        .where(
            OutgoingMessage.channel == "email",
            func.lower(OutgoingMessage.to_address) == address.lower(),
            *about,
        )
        .order_by(OutgoingMessage.created_at.desc(), OutgoingMessage.id.desc())
        .limit(limit)
    )
    return list(rows)


async def deliver_due(
    session: AsyncSession,
    settings: Settings,
    *,
    email_sender: email_channel.EmailSender | None = None,
    sms_provider: sms_channel.SmsProvider | None = None,
) -> int:
    """Send a batch of due messages; returns how many rows were handled."""
    now = clock.now()
    messages = (
        await session.scalars(
            select(OutgoingMessage)
            .where(OutgoingMessage.status == "queued", OutgoingMessage.next_attempt_at <= now)
            .order_by(OutgoingMessage.next_attempt_at, OutgoingMessage.created_at)
            .limit(settings.messages_batch_size)
            .with_for_update(skip_locked=True)
        )
    ).all()
    if not messages:
        return 0
    email_sender = email_sender or email_channel.sender_for(settings)
    sms_provider = sms_provider or sms_channel.provider_for(settings)
    for message in messages:
        await _deliver(session, message, settings, email_sender, sms_provider)
    await session.flush()
    return len(messages)


async def _deliver(
    session: AsyncSession,
    message: OutgoingMessage,
    settings: Settings,
    email_sender: email_channel.EmailSender,
    sms_provider: sms_channel.SmsProvider,
) -> None:
    if message.expires_at is not None and message.expires_at <= clock.now():
        message.status = "expired"
        log.info("message_expired_unsent", message_id=str(message.id), template=message.template)
        return
    if message.channel == "email":
        provider = email_sender.name
        send = _send_email(session, message, email_sender)
    else:
        provider = sms_provider.name
        send = sms_provider.send(message.to_address, message.text_body, str(message.id))
    message.attempts += 1
    message.provider = provider
    try:
        message.provider_message_id = await send
    except Exception as exc:
        message.last_error = f"{type(exc).__name__}: {exc}"[:2000]
        if message.attempts >= MAX_ATTEMPTS:
            message.status = "failed"
        else:
            message.next_attempt_at = clock.now() + backoff(message.attempts)
        log.warning(
            "message_send_failed",
            message_id=str(message.id),
            channel=message.channel,
            attempts=message.attempts,
            status=message.status,
            error=message.last_error,
        )
        return
    message.status = "sent"
    message.sent_at = clock.now()
    if message.sensitive and not settings.is_sandbox:
        message.text_body = REDACTED
        message.html_body = None
    log.info(
        "message_sent",
        message_id=str(message.id),
        channel=message.channel,
        provider=provider,
        template=message.template,
    )
