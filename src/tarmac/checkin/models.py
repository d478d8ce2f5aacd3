"""Check-ins (spec 01 §2.10): one per passenger and flight of a booking, with its seat, the
dangerous-goods declaration, completion, the boarding pass and boarding at the gate.

The database keeps the rules that must hold whatever runs at once: a passenger checks in
once per flight, a seat of a flight has one checked-in passenger, and the check-in sequence
number of a flight is given once (``checkin_sequences`` counts them, never going back)."""

import uuid
from datetime import datetime
from typing import Any

from sqlalchemy import CheckConstraint, ForeignKey, Index, Integer, String, Text, UniqueConstraint
from sqlalchemy.dialects.postgresql import JSONB
from sqlalchemy.orm import Mapped, mapped_column

from tarmac.db.base import Base, TimestampedModel

STATUSES = ("in_progress", "completed")
CHANNELS = ("online", "counter")


class Checkin(TimestampedModel):
    __tablename__ = "checkins"
    __table_args__ = (
        UniqueConstraint("flight_id", "passenger_id", name="uq_checkins_passenger_once"),
        UniqueConstraint("flight_id", "sequence_number", name="uq_checkins_sequence"),
        # one checked-in passenger per seat of a flight (a lap infant has none)
        Index(
            "uq_checkins_seat",
            "flight_id",
            "seat_number",
            unique=True,
            postgresql_where="seat_number IS NOT NULL",
        ),
        Index("ix_checkins_booking", "booking_id"),
        Index("uq_checkins_boarding_pass", "boarding_pass_id", unique=True),
        CheckConstraint("status IN ('in_progress', 'completed')", name="status_known"),
        CheckConstraint("channel IN ('online', 'counter')", name="channel_known"),
    )

    booking_id: Mapped[uuid.UUID] = mapped_column(ForeignKey("bookings.id", ondelete="CASCADE"))
    passenger_id: Mapped[uuid.UUID] = mapped_column(
        ForeignKey("booking_passengers.id", ondelete="CASCADE")
    )
    segment_id: Mapped[uuid.UUID] = mapped_column(
        ForeignKey("booking_segments.id", ondelete="CASCADE")
    )
    flight_id: Mapped[uuid.UUID] = mapped_column(ForeignKey("flights.id", ondelete="RESTRICT"))
    status: Mapped[str] = mapped_column(String(16), default="in_progress")
    channel: Mapped[str] = mapped_column(String(8))
    seat_number: Mapped[str | None] = mapped_column(String(4))
    special_requests: Mapped[str | None] = mapped_column(String(8))
    sequence_number: Mapped[int] = mapped_column(Integer)
    dg_declared_at: Mapped[datetime | None]
    completed_at: Mapped[datetime | None]
    boarding_pass_id: Mapped[uuid.UUID | None]
    boarding_pass_issued_at: Mapped[datetime | None]
    bcbp: Mapped[str | None] = mapped_column(Text)
    # the name and travel document the pass was issued for: a correction after it makes the
    # pass stale (spec 01 §4.7), and a new one is issued on request
    issued_for: Mapped[dict[str, Any] | None] = mapped_column(JSONB)
    boarded_at: Mapped[datetime | None]
    boarded_gate: Mapped[str | None] = mapped_column(String(8))


class CheckinSequence(Base):
    """The last check-in sequence number given on a flight: raised by one statement
    (``INSERT ... ON CONFLICT DO UPDATE ... RETURNING``), so two check-ins never share a
    number and a number is never given again."""

    __tablename__ = "checkin_sequences"

    flight_id: Mapped[uuid.UUID] = mapped_column(
        ForeignKey("flights.id", ondelete="CASCADE"), primary_key=True
    )
    last: Mapped[int] = mapped_column(Integer)
