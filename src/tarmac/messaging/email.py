"""E-mail delivery through SMTP with aiosmtplib (``TARMAC_SMTP_URL``).

URL forms:

- ``smtp://[user:password@]host[:port]``: plain SMTP (port 25 by default), no TLS; for a
  local relay or a test server;
- ``smtp+starttls://[user:password@]host[:port]``: STARTTLS required (port 587 by default);
- ``smtps://[user:password@]host[:port]``: implicit TLS (port 465 by default).

User and password are percent-decoded. An empty URL selects ``LogEmailSender``: the e-mail is
logged (recipient and subject) and marked sent with provider ``log``, so a sandbox without a
mail server works; its content stays readable through the sandbox back office.

Every e-mail is ``multipart/alternative`` with a plain-text and an HTML part (inside
``multipart/mixed`` with its attachments when it has some, ``messaging.attachments``). Its
``Message-ID`` is derived from the outbox row, so a message sent twice (a worker crashed
after the SMTP server accepted it and before the row was marked sent) carries the same
``Message-ID`` and receiving systems can recognise the duplicate.
"""

from collections.abc import Sequence
from dataclasses import dataclass
from email.message import EmailMessage
from email.utils import format_datetime, parseaddr
from typing import Protocol
from urllib.parse import unquote, urlsplit

import aiosmtplib
import structlog

from tarmac.config import Settings
from tarmac.core import clock
from tarmac.messaging.attachments import Attachment
from tarmac.messaging.models import OutgoingMessage

log = structlog.get_logger("tarmac.messaging.email")

SCHEMES = {
    "smtp": (25, False, False),
    "smtp+starttls": (587, True, False),
    "smtps": (465, False, True),
}


class EmailSender(Protocol):
    name: str

    async def send(
        self, message: OutgoingMessage, attachments: Sequence[Attachment] = ()
    ) -> str | None:
        """Deliver or raise; returns the provider's message id when there is one."""
        ...


@dataclass(frozen=True)
class SmtpTarget:
    hostname: str
    port: int
    username: str | None
    password: str | None
    start_tls: bool
    use_tls: bool


def parse_smtp_url(url: str) -> SmtpTarget:
    parts = urlsplit(url)
    if parts.scheme not in SCHEMES or not parts.hostname:
        raise ValueError(
            "TARMAC_SMTP_URL must look like smtp://host:port, smtp+starttls://... or smtps://..."
        )
    default_port, start_tls, use_tls = SCHEMES[parts.scheme]
    return SmtpTarget(
        hostname=parts.hostname,
        port=parts.port or default_port,
        username=unquote(parts.username) if parts.username else None,
        password=unquote(parts.password) if parts.password else None,
        start_tls=start_tls,
        use_tls=use_tls,
    )


def message_domain(mail_from: str) -> str:
    address = parseaddr(mail_from)[1]
    return address.rpartition("@")[2] or "tarmac.invalid"


def build_email(
    message: OutgoingMessage, mail_from: str, attachments: Sequence[Attachment] = ()
) -> EmailMessage:
    email = EmailMessage()
    email["From"] = mail_from
    email["To"] = message.to_address
    email["Subject"] = message.subject or ""
    email["Date"] = format_datetime(clock.now())
    email["Message-ID"] = f"<{message.id}@{message_domain(mail_from)}>"
    email.set_content(message.text_body)
    if message.html_body:
        email.add_alternative(message.html_body, subtype="html")
    for attachment in attachments:
        maintype, _, subtype = attachment.content_type.partition("/")
        email.add_attachment(
            attachment.content, maintype=maintype, subtype=subtype, filename=attachment.filename
        )
    return email


class SmtpSender:
    name = "smtp"

    def __init__(self, url: str, mail_from: str, timeout: float) -> None:
        self.target = parse_smtp_url(url)
        self.mail_from = mail_from
        self.timeout = timeout

    async def send(
        self, message: OutgoingMessage, attachments: Sequence[Attachment] = ()
    ) -> str | None:
        email = build_email(message, self.mail_from, attachments)
        target = self.target
        await aiosmtplib.send(
            email,
            hostname=target.hostname,
            port=target.port,
            username=target.username,
            password=target.password,
            start_tls=target.start_tls,
            use_tls=target.use_tls,
            timeout=self.timeout,
        )
        message_id: str | None = email["Message-ID"]
        return message_id


class LogEmailSender:
    name = "log"

    async def send(
        self, message: OutgoingMessage, attachments: Sequence[Attachment] = ()
    ) -> str | None:
        log.info(
            "email_logged_not_sent",
            message_id=str(message.id),
            to=message.to_address,
            subject=message.subject,
            template=message.template,
            attachments=[a.filename for a in attachments],
        )
        return None


def sender_for(settings: Settings) -> EmailSender:
    if not settings.smtp_url:
        return LogEmailSender()
    return SmtpSender(settings.smtp_url, settings.mail_from, settings.smtp_timeout_seconds)
