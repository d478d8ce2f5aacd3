"""A change the airline made to a booking's trip (``booking_changes``): one per booking and
flight event (``event_id``: the outbox event that recorded it, so a handler run twice records
it once), what was removed and what was added (the segment as sold and as it is now), and
the owner's answer: ``pending`` until accepted, refunded in full or moved to another flight
(by the owner, or by the worker once the flight's time has passed), or ``withdrawn`` when the
airline undid it first (``withdrawn_reason``)."""

import uuid
from datetime import datetime
from decimal import Decimal
from typing import Any

from sqlalchemy import (
    CheckConstraint,
    ForeignKey,
    Index,
    Numeric,
    String,
    UniqueConstraint,
    Uuid,
    text,
)
from sqlalchemy.dialects.postgresql import JSONB
from sqlalchemy.orm import Mapped, mapped_column

from tarmac.db.base import TimestampedModel

KINDS = ("cancelled", "diverted", "retimed")
STATUSES = ("pending", "accepted", "refunded", "moved", "withdrawn")
# why the airline withdrew a pending change: its delay went back under the threshold, its
# diversion was reversed, or a newer change of the flight (another delay or destination, the
# cancellation) replaced it
WITHDRAWALS = ("delay_under_threshold", "diversion_reversed", "superseded")


def _one_of(column: str, values: tuple[str, ...]) -> str:
    return f"{column} IN ({', '.join(repr(v) for v in values)})"


class BookingChange(TimestampedModel):
    __tablename__ = "booking_changes"
    __table_args__ = (
        UniqueConstraint("booking_id", "event_id"),
        CheckConstraint(_one_of("kind", KINDS), name="kind_known"),
        CheckConstraint(_one_of("status", STATUSES), name="status_known"),
        CheckConstraint(
            f"(status = 'withdrawn') = ({_one_of('withdrawn_reason', WITHDRAWALS)} "
            "AND withdrawn_reason IS NOT NULL)",
            name="withdrawn_with_reason",
        ),
        Index("ix_booking_changes_booking", "booking_id", "created_at"),
        Index("ix_booking_changes_due", "due_at", postgresql_where=text("status = 'pending'")),
    )

    booking_id: Mapped[uuid.UUID] = mapped_column(ForeignKey("bookings.id", ondelete="CASCADE"))
    flight_id: Mapped[uuid.UUID] = mapped_column(ForeignKey("flights.id", ondelete="CASCADE"))
    event_id: Mapped[uuid.UUID] = mapped_column(Uuid)
    kind: Mapped[str] = mapped_column(String(16))
    # the segment as sold and as it is now (flight number, times, airports); no ``added``
    # for a cancellation
    removed: Mapped[dict[str, Any]] = mapped_column(JSONB)
    added: Mapped[dict[str, Any] | None] = mapped_column(JSONB)
    reason: Mapped[str | None] = mapped_column(String(500))
    status: Mapped[str] = mapped_column(String(16), default="pending")
    # when the worker answers an unanswered change: the flight's departure (scheduled for a
    # cancellation; the delayed one otherwise, looked at again when it comes)
    due_at: Mapped[datetime]
    decided_at: Mapped[datetime | None]
    decided_by: Mapped[str | None] = mapped_column(String(200))
    withdrawn_reason: Mapped[str | None] = mapped_column(String(32))
    new_booking_id: Mapped[uuid.UUID | None] = mapped_column(
        ForeignKey("bookings.id", ondelete="SET NULL")
    )
    refund_amount: Mapped[Decimal | None] = mapped_column(Numeric(14, 2))
    currency: Mapped[str | None] = mapped_column(String(3))
