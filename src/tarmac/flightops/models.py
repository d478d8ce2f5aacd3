"""The history of a flight's operations: one row per operation staff or the worker recorded
(delay, gate, cancel, divert, boarding, departed, arrived), with the fields it changed as
they were before and after, the reason, who and when. Rows are written once, never changed."""

import uuid
from typing import Any

from sqlalchemy import CheckConstraint, ForeignKey, Index, String, Text
from sqlalchemy.dialects.postgresql import JSONB
from sqlalchemy.orm import Mapped, mapped_column

from tarmac.db.base import TimestampedModel

OPERATIONS = ("delay", "gate", "cancel", "divert", "boarding", "departed", "arrived")


class FlightOperation(TimestampedModel):
    __tablename__ = "flight_operations"
    __table_args__ = (
        CheckConstraint(
            f"operation IN ({', '.join(repr(o) for o in OPERATIONS)})", name="operation_known"
        ),
        Index("ix_flight_operations_flight", "flight_id", "created_at"),
    )

    flight_id: Mapped[uuid.UUID] = mapped_column(ForeignKey("flights.id", ondelete="CASCADE"))
    operation: Mapped[str] = mapped_column(String(16))
    # the fields the operation changed: {field: value before} and {field: value after}
    before: Mapped[dict[str, Any]] = mapped_column(JSONB)
    after: Mapped[dict[str, Any]] = mapped_column(JSONB)
    reason: Mapped[str | None] = mapped_column(Text)
    # "staff:<subject>", or "system" when the worker recorded a flight no one operated
    actor: Mapped[str] = mapped_column(String(200))
