"""The border authorities a passenger list goes to (one destination per country), each
PAXLST message made for a flight, and each attempt to deliver it."""

import uuid
from datetime import datetime

from sqlalchemy import (
    BigInteger,
    Boolean,
    CheckConstraint,
    ForeignKey,
    Index,
    Integer,
    Sequence,
    String,
    Text,
    text,
)
from sqlalchemy.orm import Mapped, mapped_column

from tarmac.core import clock
from tarmac.db.base import Base, TimestampedModel

PENDING, DELIVERED, FAILED = "pending", "delivered", "failed"
STATUSES = (PENDING, DELIVERED, FAILED)
# the worker's at the configured time, a later one when the list changed, a staff member's
SCHEDULED, UPDATE, STAFF = "scheduled", "update", "staff"
TRIGGERS = (SCHEDULED, UPDATE, STAFF)
VERSIONS = ("02B", "05B")
MAX_MINUTES_BEFORE = 72 * 60

# the interchange control references (UNB, UNG, UNH, UNZ): one number per message, never
# reused, so an authority tells an updated list from the one it replaces
INTERCHANGE_NUMBERS = Sequence("apis_interchange_numbers", metadata=Base.metadata)


def _one_of(column: str, values: tuple[str, ...]) -> str:
    return f"{column} IN ({', '.join(repr(v) for v in values)})"


class ApisDestination(TimestampedModel):
    """A border authority's endpoint for the flights arriving in (and, where it asks for
    them, leaving) its country."""

    __tablename__ = "apis_destinations"
    __table_args__ = (
        CheckConstraint("on_arrival OR on_departure", name="some_direction"),
        CheckConstraint(
            f"minutes_before_departure BETWEEN 1 AND {MAX_MINUTES_BEFORE}", name="minutes_range"
        ),
        CheckConstraint("timeout_seconds BETWEEN 1 AND 60", name="timeout_range"),
        CheckConstraint("max_retries BETWEEN 0 AND 10", name="retries_range"),
        CheckConstraint(_one_of("message_version", VERSIONS), name="version_known"),
        CheckConstraint(
            "(auth_header_name IS NULL) = (auth_header_value IS NULL)", name="auth_header_whole"
        ),
    )

    name: Mapped[str] = mapped_column(String(100))
    country: Mapped[str] = mapped_column(String(2), unique=True)  # ISO 3166-1 alpha-2
    endpoint_url: Mapped[str] = mapped_column(String(2000))
    # sent with every delivery (e.g. ``Authorization: Bearer ...``); never shown back
    auth_header_name: Mapped[str | None] = mapped_column(String(100))
    auth_header_value: Mapped[str | None] = mapped_column(String(500))
    minutes_before_departure: Mapped[int] = mapped_column(Integer, default=60)
    on_arrival: Mapped[bool] = mapped_column(Boolean, default=True)
    on_departure: Mapped[bool] = mapped_column(Boolean, default=False)
    sender_id: Mapped[str] = mapped_column(String(35))
    recipient_id: Mapped[str] = mapped_column(String(35))
    message_version: Mapped[str] = mapped_column(String(3), default="05B")
    timeout_seconds: Mapped[int] = mapped_column(Integer, default=10)
    max_retries: Mapped[int] = mapped_column(Integer, default=3)
    is_active: Mapped[bool] = mapped_column(Boolean, default=True)

    @property
    def has_auth_header(self) -> bool:
        return self.auth_header_value is not None


class ApisMessage(TimestampedModel):
    """One PAXLST interchange of a flight for a destination, as sent (kept whole), and where
    its delivery stands."""

    __tablename__ = "apis_messages"
    __table_args__ = (
        CheckConstraint(_one_of("status", STATUSES), name="status_known"),
        CheckConstraint(_one_of("trigger", TRIGGERS), name="trigger_known"),
        # the worker's one message at the configured time per flight and destination
        Index(
            "ix_apis_messages_scheduled_once",
            "flight_id",
            "destination_id",
            unique=True,
            postgresql_where=text("trigger = 'scheduled'"),
        ),
        Index("ix_apis_messages_flight", "flight_id", "created_at"),
        Index(
            "ix_apis_messages_due", "next_attempt_at", postgresql_where=text("status = 'pending'")
        ),
    )

    flight_id: Mapped[uuid.UUID] = mapped_column(ForeignKey("flights.id", ondelete="CASCADE"))
    # a destination that sent messages is kept (deactivate it instead)
    destination_id: Mapped[uuid.UUID] = mapped_column(
        ForeignKey("apis_destinations.id", ondelete="RESTRICT")
    )
    interchange_number: Mapped[int] = mapped_column(BigInteger, unique=True)
    trigger: Mapped[str] = mapped_column(String(16))
    # "staff:<subject>" or "system"
    actor: Mapped[str] = mapped_column(String(200))
    passenger_count: Mapped[int] = mapped_column(Integer)
    # of the flight and passenger segments (BGM to CNT): an unchanged list is not sent again
    digest: Mapped[str] = mapped_column(String(64))
    content: Mapped[str] = mapped_column(Text)
    status: Mapped[str] = mapped_column(String(16), default=PENDING)
    attempts: Mapped[int] = mapped_column(Integer, default=0)
    next_attempt_at: Mapped[datetime | None] = mapped_column(default=clock.now)
    leased_until: Mapped[datetime | None]
    lease_token: Mapped[uuid.UUID | None]
    finished_at: Mapped[datetime | None]

    @property
    def interchange_reference(self) -> str:
        return reference(self.interchange_number)


def reference(number: int) -> str:
    """The control reference of interchange ``number`` (an..14), as the guide's examples
    write it: nine digits, zero-padded."""
    return f"{number:09d}"


class ApisAttempt(Base):
    """One POST of a message to its destination."""

    __tablename__ = "apis_attempts"
    __table_args__ = (Index("ix_apis_attempts_message", "message_id", "number"),)

    id: Mapped[uuid.UUID] = mapped_column(primary_key=True, default=uuid.uuid4)
    message_id: Mapped[uuid.UUID] = mapped_column(
        ForeignKey("apis_messages.id", ondelete="CASCADE")
    )
    number: Mapped[int] = mapped_column(Integer)
    attempted_at: Mapped[datetime]
    status_code: Mapped[int | None] = mapped_column(Integer)
    duration_ms: Mapped[int] = mapped_column(Integer)
    error: Mapped[str | None] = mapped_column(Text)
    # delivered, retry or failed: what this attempt decided
    result: Mapped[str] = mapped_column(String(16))
