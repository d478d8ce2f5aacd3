"""Booking-class inventory (places per class on a flight) nested in its cabin's places, the
places drafts hold in it, and seat assignments (which seat of a flight is held or taken)."""

import uuid
from datetime import datetime

from sqlalchemy import (
    CheckConstraint,
    ForeignKey,
    ForeignKeyConstraint,
    Index,
    Integer,
    SmallInteger,
    String,
    UniqueConstraint,
    text,
)
from sqlalchemy.orm import Mapped, mapped_column

from tarmac.db.base import TimestampedModel

SEAT_STATES = ("held", "taken")
HOLD_STATES = ("held", "lost", "released")


class CabinInventory(TimestampedModel):
    """The places of one cabin of a flight, which its booking classes share (nested
    classes): ``seats`` (the aircraft's sellable seats in the cabin) plus ``overbooking``
    (the airline's allowance, set in the back office per flight and cabin, 0 by default)
    bound the places ``sold`` and ``held`` across every class of the cabin. ``sold`` and
    ``held`` are the sums of the classes' own, written in the same statements as theirs
    (``inventory.service``); the row is also the lock every write to its classes takes
    first."""

    __tablename__ = "cabin_inventory"
    __table_args__ = (
        UniqueConstraint("flight_id", "cabin"),
        CheckConstraint("seats >= 0 AND overbooking >= 0", name="limits_not_negative"),
        CheckConstraint(
            "sold >= 0 AND held >= 0 AND sold + held <= seats + overbooking",
            name="within_seats_and_allowance",
        ),
    )

    flight_id: Mapped[uuid.UUID] = mapped_column(ForeignKey("flights.id", ondelete="CASCADE"))
    cabin: Mapped[str] = mapped_column(String(16))
    seats: Mapped[int] = mapped_column(Integer)
    overbooking: Mapped[int] = mapped_column(Integer, default=0, server_default=text("0"))
    sold: Mapped[int] = mapped_column(Integer, default=0, server_default=text("0"))
    held: Mapped[int] = mapped_column(Integer, default=0, server_default=text("0"))


class BookingClassInventory(TimestampedModel):
    """Places of one booking class on one flight: ``sold`` to bookings, ``held`` by drafts
    (the sum of the class's ``PlaceHold`` rows still held). Sales take places with a
    conditional ``UPDATE`` (``inventory.service``), never read-then-write; a sale may take
    places drafts hold (the drafts lose them), a draft only places nobody sold or holds.
    Every class belongs to its flight's ``CabinInventory`` row (a foreign key), whose
    places bound the sum of its classes."""

    __tablename__ = "booking_class_inventory"
    __table_args__ = (
        UniqueConstraint("flight_id", "booking_class"),
        ForeignKeyConstraint(
            ["flight_id", "cabin"],
            ["cabin_inventory.flight_id", "cabin_inventory.cabin"],
        ),
        CheckConstraint("sold >= 0 AND sold <= seats", name="sold_within_seats"),
        CheckConstraint("held >= 0 AND sold + held <= seats", name="held_within_seats"),
    )

    flight_id: Mapped[uuid.UUID] = mapped_column(ForeignKey("flights.id", ondelete="CASCADE"))
    booking_class: Mapped[str] = mapped_column(String(1))
    cabin: Mapped[str] = mapped_column(String(16))
    seats: Mapped[int] = mapped_column(Integer)
    sold: Mapped[int] = mapped_column(Integer, default=0)
    held: Mapped[int] = mapped_column(Integer, default=0, server_default=text("0"))
    is_open: Mapped[bool] = mapped_column(default=True)


class PlaceHold(TimestampedModel):
    """Places of one booking class held for a holder (a draft: ``holder`` is its id), one
    row per leg of its trip (``position`` 0 outbound, 1 return, in departure order).

    ``held`` → ``released`` when the holder gives its places back; ``held`` → ``lost`` when
    they are taken from it: a sale needed them (``taken_by_booking``), the class shrank
    (``capacity_reduced``), or the hold had lapsed (``expired``: past ``held_until``, the
    holder's expiry) when a write to its class came by. A lost hold becomes ``released``
    when its holder has taken note (``released_reason`` keeps why). A held row is written
    only by a transaction holding the lock of its class's inventory row: that row is the
    mutex of its holds."""

    __tablename__ = "place_holds"
    __table_args__ = (
        CheckConstraint("places > 0", name="places_positive"),
        CheckConstraint("status IN ('held', 'lost', 'released')", name="status_known"),
        CheckConstraint(
            "(status = 'held') = (released_at IS NULL AND released_reason IS NULL)",
            name="released_says_why",
        ),
        Index(
            "ix_place_holds_class_held",
            "flight_id",
            "booking_class",
            "created_at",
            postgresql_where=text("status = 'held'"),
        ),
        Index("ix_place_holds_holder", "holder", "position"),
        Index("ix_place_holds_lost", "holder", postgresql_where=text("status = 'lost'")),
    )

    holder: Mapped[uuid.UUID]
    position: Mapped[int] = mapped_column(SmallInteger)
    flight_id: Mapped[uuid.UUID] = mapped_column(ForeignKey("flights.id", ondelete="CASCADE"))
    booking_class: Mapped[str] = mapped_column(String(1))
    places: Mapped[int] = mapped_column(Integer)
    status: Mapped[str] = mapped_column(String(8), default="held")
    held_until: Mapped[datetime | None]
    released_at: Mapped[datetime | None]
    released_reason: Mapped[str | None] = mapped_column(String(32))


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
