"""Booking-class inventory (places per class on a flight) and seat assignments (which
seat of a flight is held or taken)."""

import uuid
from datetime import datetime

from sqlalchemy import CheckConstraint, ForeignKey, Integer, String, UniqueConstraint
from sqlalchemy.orm import Mapped, mapped_column

from tarmac.db.base import TimestampedModel

SEAT_STATES = ("held", "taken")


class BookingClassInventory(TimestampedModel):
    """Places of one booking class on one flight. Sales take them with a conditional
    ``UPDATE ... WHERE seats - sold >= :n`` (``inventory.service``), never read-then-write."""

    __tablename__ = "booking_class_inventory"
    __table_args__ = (
        UniqueConstraint("flight_id", "booking_class"),
        CheckConstraint("sold >= 0 AND sold <= seats", name="sold_within_seats"),
    )

    flight_id: Mapped[uuid.UUID] = mapped_column(ForeignKey("flights.id", ondelete="CASCADE"))
    booking_class: Mapped[str] = mapped_column(String(1))
    cabin: Mapped[str] = mapped_column(String(16))
    seats: Mapped[int] = mapped_column(Integer)
    sold: Mapped[int] = mapped_column(Integer, default=0)
    is_open: Mapped[bool] = mapped_column(default=True)


class SeatAssignment(TimestampedModel):
    """A seat of a flight given to a holder (a booking's passenger, a draft): ``held``
    until ``held_until`` (a hold that has lapsed is free for anyone), or ``taken`` for
    good. One row per seat and flight: the unique constraint is what makes a seat
    impossible to give twice."""

    __tablename__ = "seat_assignments"
    __table_args__ = (
        UniqueConstraint("flight_id", "seat_number"),
        CheckConstraint("status IN ('held', 'taken')", name="status_known"),
        CheckConstraint("status = 'taken' OR held_until IS NOT NULL", name="hold_has_an_end"),
    )

    flight_id: Mapped[uuid.UUID] = mapped_column(ForeignKey("flights.id", ondelete="CASCADE"))
    seat_number: Mapped[str] = mapped_column(String(4))
    holder: Mapped[uuid.UUID] = mapped_column(index=True)
    status: Mapped[str] = mapped_column(String(8))
    held_until: Mapped[datetime | None]
