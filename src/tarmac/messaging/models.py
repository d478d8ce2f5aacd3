import uuid
from datetime import datetime

from sqlalchemy import CheckConstraint, ForeignKey, Index, String, Text, text
from sqlalchemy.dialects.postgresql import JSONB
from sqlalchemy.orm import Mapped, mapped_column

from tarmac.core import clock
from tarmac.db.base import TimestampedModel

CHANNELS = ("email", "sms")
STATUSES = ("queued", "sent", "failed", "expired")


class OutgoingMessage(TimestampedModel):
    """One e-mail or SMS, rendered when it is queued and delivered by the worker.

    ``queued``: waiting for its first or next attempt (``next_attempt_at``); ``sent``: handed
    to the SMTP server or SMS gateway (``provider`` says which; ``log`` means only logged);
    ``failed``: every attempt failed (kept with ``last_error``, never deleted); ``expired``:
    not sent because it was useless by then (a sign-in code past its validity).
    """

    __tablename__ = "outgoing_messages"
    __table_args__ = (
        CheckConstraint("channel IN ('email', 'sms')", name="channel"),
        CheckConstraint("status IN ('queued', 'sent', 'failed', 'expired')", name="status"),
        Index(
            "ix_outgoing_messages_due",
            "next_attempt_at",
            postgresql_where=text("status = 'queued'"),
        ),
        # the sandbox back office looks messages up by address, case-insensitively
        Index("ix_outgoing_messages_to_address", text("lower(to_address)"), "created_at"),
    )

    channel: Mapped[str] = mapped_column(String(8))
    to_address: Mapped[str] = mapped_column(String(320))
    # the booking it is about, if any: the sandbox inbox shows a key its own client's
    booking_id: Mapped[uuid.UUID | None] = mapped_column(
        ForeignKey("bookings.id", ondelete="SET NULL"), index=True
    )
    template: Mapped[str] = mapped_column(String(64))
    language: Mapped[str] = mapped_column(String(2))
    subject: Mapped[str | None] = mapped_column(String(500))
    text_body: Mapped[str] = mapped_column(Text)
    html_body: Mapped[str | None] = mapped_column(Text)
    # documents made when the e-mail is sent (``messaging.attachments``): kind and reference
    attachments: Mapped[list[dict[str, str]]] = mapped_column(JSONB, default=list)
    # a secret inside (a sign-in code): in live mode the body is blanked once delivered
    sensitive: Mapped[bool] = mapped_column(default=False)
    status: Mapped[str] = mapped_column(String(16), default="queued")
    attempts: Mapped[int] = mapped_column(default=0)
    next_attempt_at: Mapped[datetime] = mapped_column(default=clock.now)
    expires_at: Mapped[datetime | None]
    last_error: Mapped[str | None] = mapped_column(Text)
    sent_at: Mapped[datetime | None]
    provider: Mapped[str | None] = mapped_column(String(16))
    provider_message_id: Mapped[str | None] = mapped_column(String(200))
