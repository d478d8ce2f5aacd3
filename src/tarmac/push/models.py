import uuid
from datetime import datetime
from typing import Any

from sqlalchemy import CheckConstraint, ForeignKey, Index, String, Text, text
from sqlalchemy.dialects.postgresql import JSONB
from sqlalchemy.orm import Mapped, mapped_column

from tarmac.core import clock
from tarmac.db.base import Base, TimestampedModel

STATUSES = ("queued", "sent", "failed", "unregistered")


class PushMessage(TimestampedModel):
    """One push to one device, rendered when it is queued and sent by the worker.

    ``queued``: waiting for its first or next attempt (``next_attempt_at``); ``sent``: the
    provider accepted it (``provider_message_id``); ``failed``: refused for good or every
    attempt failed (``last_error``); ``unregistered``: the provider said the token is no
    longer valid, and the device was deactivated. ``provider_answer`` keeps the provider's
    last answer as it came (status code and body)."""

    __tablename__ = "push_messages"
    __table_args__ = (
        CheckConstraint(
            "status IN ('queued', 'sent', 'failed', 'unregistered')", name="status_known"
        ),
        Index(
            "ix_push_messages_due", "next_attempt_at", postgresql_where=text("status = 'queued'")
        ),
        # the back office lists a token's messages, newest first
        Index("ix_push_messages_token", "push_token", "created_at"),
    )

    device_id: Mapped[uuid.UUID | None] = mapped_column(
        ForeignKey("passenger_devices.id", ondelete="SET NULL")
    )
    passenger_id: Mapped[uuid.UUID | None] = mapped_column(
        ForeignKey("passengers.id", ondelete="SET NULL")
    )
    push_token: Mapped[str] = mapped_column(String(1024))
    platform: Mapped[str] = mapped_column(String(8))
    type: Mapped[str] = mapped_column(String(32))
    event_id: Mapped[uuid.UUID | None]
    booking_id: Mapped[uuid.UUID | None] = mapped_column(index=True)
    flight_id: Mapped[uuid.UUID | None]
    language: Mapped[str] = mapped_column(String(2))
    title: Mapped[str] = mapped_column(String(200))
    body: Mapped[str] = mapped_column(Text)
    data: Mapped[dict[str, str]] = mapped_column(JSONB)
    status: Mapped[str] = mapped_column(String(16), default="queued")
    attempts: Mapped[int] = mapped_column(default=0)
    next_attempt_at: Mapped[datetime] = mapped_column(default=clock.now)
    last_error: Mapped[str | None] = mapped_column(Text)
    provider: Mapped[str | None] = mapped_column(String(16))
    provider_message_id: Mapped[str | None] = mapped_column(String(300))
    provider_answer: Mapped[dict[str, Any] | None] = mapped_column(JSONB)
    sent_at: Mapped[datetime | None]


class CheckinOpenNotice(Base):
    """A booking's travellers were told that online check-in opened for one of its flights:
    the row is inserted before the pushes are queued (``ON CONFLICT DO NOTHING``), so the
    notice is sent once, whichever worker or run finds the window open."""

    __tablename__ = "push_checkin_open_notices"

    booking_id: Mapped[uuid.UUID] = mapped_column(
        ForeignKey("bookings.id", ondelete="CASCADE"), primary_key=True
    )
    flight_id: Mapped[uuid.UUID] = mapped_column(
        ForeignKey("flights.id", ondelete="CASCADE"), primary_key=True
    )
    created_at: Mapped[datetime] = mapped_column(default=clock.now)
