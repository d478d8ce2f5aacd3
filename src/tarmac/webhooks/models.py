"""Webhook subscriptions, one delivery per event and subscription, and each attempt of it."""

import uuid
from datetime import datetime

from sqlalchemy import (
    CheckConstraint,
    ForeignKey,
    Index,
    Integer,
    LargeBinary,
    String,
    Text,
    UniqueConstraint,
    text,
)
from sqlalchemy.dialects.postgresql import ARRAY
from sqlalchemy.orm import Mapped, mapped_column

from tarmac.core import clock
from tarmac.db.base import Base, TimestampedModel
from tarmac.webhooks.delivery import JSON_CONTENT

PENDING, DELIVERED, DEAD_LETTER = "pending", "delivered", "dead_letter"


class WebhookSubscription(TimestampedModel):
    __tablename__ = "webhook_subscriptions"
    __table_args__ = (
        CheckConstraint("format IN ('json', 'ndc')", name="format_known"),
        # an NDC notification goes to the agency whose booking changed (``webhooks.formats``)
        CheckConstraint("format <> 'ndc' OR partner_id IS NOT NULL", name="ndc_for_a_partner"),
    )

    name: Mapped[str] = mapped_column(String(100))
    url: Mapped[str] = mapped_column(String(2000))
    # kept as is: every delivery signs with it (docs/decisions/webhooks.md)
    secret: Mapped[str] = mapped_column(String(48))
    events: Mapped[list[str]] = mapped_column(ARRAY(String(64)))
    is_active: Mapped[bool] = mapped_column(default=True)
    max_retries: Mapped[int] = mapped_column(Integer, default=3)
    timeout_seconds: Mapped[int] = mapped_column(Integer, default=10)
    partner_id: Mapped[uuid.UUID | None] = mapped_column(
        ForeignKey("partners.id", ondelete="CASCADE"), index=True
    )
    # what its deliveries carry: ``json`` (the event) or ``ndc`` (``webhooks.formats``)
    format: Mapped[str] = mapped_column(String(16), default="json", server_default=text("'json'"))


class WebhookDelivery(Base):
    """One event for one subscription: the body signed and sent on every attempt, where the
    retry schedule stands, and the lease of the worker delivering it now."""

    __tablename__ = "webhook_deliveries"
    __table_args__ = (
        UniqueConstraint("subscription_id", "event_id"),
        CheckConstraint("status IN ('pending', 'delivered', 'dead_letter')", name="status_known"),
        Index(
            "ix_webhook_deliveries_due",
            "next_attempt_at",
            postgresql_where=text("status = 'pending'"),
        ),
        Index("ix_webhook_deliveries_subscription", "subscription_id", "created_at"),
    )

    id: Mapped[uuid.UUID] = mapped_column(primary_key=True, default=uuid.uuid4)
    subscription_id: Mapped[uuid.UUID] = mapped_column(
        ForeignKey("webhook_subscriptions.id", ondelete="CASCADE")
    )
    # the outbox event's id (X-Service-Event-Id); a ping has one of its own
    event_id: Mapped[uuid.UUID]
    event_type: Mapped[str] = mapped_column(String(64))
    body: Mapped[bytes] = mapped_column(LargeBinary)
    # the body's type, sent with every attempt (the subscription's format when it was made)
    content_type: Mapped[str] = mapped_column(
        String(64), default=JSON_CONTENT, server_default=text(f"'{JSON_CONTENT}'")
    )
    status: Mapped[str] = mapped_column(String(16), default=PENDING)
    # attempts made in this round (a resend starts a new round)
    attempts: Mapped[int] = mapped_column(Integer, default=0)
    round_started_at: Mapped[datetime] = mapped_column(default=clock.now)
    next_attempt_at: Mapped[datetime | None] = mapped_column(default=clock.now)
    leased_until: Mapped[datetime | None]
    lease_token: Mapped[uuid.UUID | None]
    created_at: Mapped[datetime] = mapped_column(default=clock.now)
    finished_at: Mapped[datetime | None]


class WebhookAttempt(Base):
    """One POST of a delivery: its id is the X-Service-Delivery-Id sent."""

    __tablename__ = "webhook_attempts"
    __table_args__ = (Index("ix_webhook_attempts_delivery", "delivery_id", "number"),)

    id: Mapped[uuid.UUID] = mapped_column(primary_key=True, default=uuid.uuid4)
    delivery_id: Mapped[uuid.UUID] = mapped_column(
        ForeignKey("webhook_deliveries.id", ondelete="CASCADE")
    )
    number: Mapped[int] = mapped_column(Integer)
    attempted_at: Mapped[datetime]
    status_code: Mapped[int | None] = mapped_column(Integer)
    duration_ms: Mapped[int] = mapped_column(Integer)
    error: Mapped[str | None] = mapped_column(Text)
    # delivered, retry or dead_letter: what this attempt decided
    result: Mapped[str] = mapped_column(String(16))
