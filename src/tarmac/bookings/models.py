"""Bookings (spec 01 §2.3 to §2.5, §3.1) and what hangs off them.

A booking is the order: contact, owner, status, money. What it sells is held in rows of
their own so that exchange, correction and check-in change rows, not the booking's shape:

- ``BookingSegment``: one flight of the booking (outbound, return) with the fare it was sold
  at and the places it took from the booking class;
- ``BookingPassenger``: a traveller as in the travel document;
- (tickets and their coupons are ``ticketing``'s: issued when the booking is confirmed);
- ``BookingSeat``: a seat of one passenger on one segment with its zone fee (the seat itself
  is held in ``inventory``'s ``seat_assignments``, holder = the booking);
- ``BookingItem``: an ancillary: an offer of the booking (§2.5) or a special request;
- ``BookingEvent``: the booking's history (every transition and change, who and when).
"""

import uuid
from datetime import date, datetime
from decimal import Decimal
from typing import Any

from sqlalchemy import (
    CheckConstraint,
    ForeignKey,
    Index,
    Integer,
    Numeric,
    String,
    Text,
    UniqueConstraint,
    text,
)
from sqlalchemy.dialects.postgresql import JSONB
from sqlalchemy.orm import Mapped, mapped_column

from tarmac.core.language import DEFAULT_LANGUAGE, LANGUAGES
from tarmac.db.base import TimestampedModel

STATUSES = ("pending", "confirmed", "cancelled", "expired", "completed")
FINAL_STATUSES = frozenset({"cancelled", "expired", "completed"})
PAYMENT_STATUSES = ("unpaid", "paid", "refund_pending", "refunded")
# the spec's three and the quote's finer types (spec 01 §2.6): a youth or senior fare, an
# infant with a paid seat of its own
PASSENGER_TYPES = ("adult", "child", "infant", "youth", "senior", "infant_with_seat")
DIRECTIONS = ("outbound", "return")
ITEM_KINDS = ("offer", "special_request")


def _one_of(column: str, values: tuple[str, ...]) -> str:
    return f"{column} IN ({', '.join(repr(v) for v in values)})"


class Booking(TimestampedModel):
    __tablename__ = "bookings"
    __table_args__ = (
        UniqueConstraint("booking_reference"),
        CheckConstraint(_one_of("status", STATUSES), name="status_known"),
        CheckConstraint(_one_of("payment_status", PAYMENT_STATUSES), name="payment_status_known"),
        CheckConstraint("total_amount >= 0", name="total_not_negative"),
        CheckConstraint(_one_of("language", LANGUAGES), name="language_known"),
        CheckConstraint("status <> 'pending' OR expiry_date IS NOT NULL", name="pending_expires"),
        Index(
            "ix_bookings_pending_expiry", "expiry_date", postgresql_where=text("status = 'pending'")
        ),
        Index("ix_bookings_owner", "api_client_id", "created_at"),
        Index("ix_bookings_partner", "partner_id", "created_at"),
        Index("ix_bookings_contact_email", text("lower(contact_email)")),
        # bookings ticketed on account: what clients owe (the back office's receivables)
        Index(
            "ix_bookings_on_account",
            "api_client_id",
            postgresql_where=text(
                "status IN ('confirmed', 'completed') AND payment_status = 'unpaid'"
            ),
        ),
    )

    booking_reference: Mapped[str] = mapped_column(String(6))
    status: Mapped[str] = mapped_column(String(16), default="pending")
    payment_status: Mapped[str] = mapped_column(String(16), default="unpaid")
    total_amount: Mapped[Decimal] = mapped_column(Numeric(14, 2))
    currency: Mapped[str] = mapped_column(String(3))
    expiry_date: Mapped[datetime | None]
    extensions: Mapped[int] = mapped_column(Integer, default=0)
    contact_email: Mapped[str | None] = mapped_column(String(320))
    contact_name: Mapped[str | None] = mapped_column(String(200))
    contact_phone: Mapped[str | None] = mapped_column(String(20))
    redirect_url: Mapped[str | None] = mapped_column(Text)
    # the language it was made in (``Accept-Language`` at creation): its e-mails and documents
    language: Mapped[str] = mapped_column(
        String(2), default=DEFAULT_LANGUAGE, server_default=text(f"'{DEFAULT_LANGUAGE}'")
    )
    # who booked: the key (its client id owns the booking; agency keys share a partner's),
    # the passenger account when a passenger token came with the key
    api_key_id: Mapped[uuid.UUID | None] = mapped_column(
        ForeignKey("api_keys.id", ondelete="SET NULL")
    )
    api_client_id: Mapped[str | None] = mapped_column(String(100))
    client_type: Mapped[str | None] = mapped_column(String(16))
    key_type: Mapped[str | None] = mapped_column(String(16))
    partner_id: Mapped[uuid.UUID | None] = mapped_column(
        ForeignKey("partners.id", ondelete="RESTRICT")
    )
    user_id: Mapped[uuid.UUID | None] = mapped_column(
        ForeignKey("passengers.id", ondelete="SET NULL"), index=True
    )
    flight_id: Mapped[uuid.UUID] = mapped_column(ForeignKey("flights.id", ondelete="RESTRICT"))
    return_flight_id: Mapped[uuid.UUID | None] = mapped_column(
        ForeignKey("flights.id", ondelete="RESTRICT")
    )
    quote_id: Mapped[uuid.UUID | None]
    # how the total was made: the quote's lines and taxes, seat fees and offers, as sold
    pricing: Mapped[dict[str, Any]] = mapped_column(JSONB)
    commission_amount: Mapped[Decimal | None] = mapped_column(Numeric(14, 2))
    # an exchange makes a new booking from an old one (roadmap): the old one
    exchanged_from_id: Mapped[uuid.UUID | None] = mapped_column(
        ForeignKey("bookings.id", ondelete="RESTRICT")
    )
    confirmed_at: Mapped[datetime | None]
    cancelled_at: Mapped[datetime | None]
    expired_at: Mapped[datetime | None]


class BookingSegment(TimestampedModel):
    """One flight of a booking, with the fare it was sold at and the places it holds."""

    __tablename__ = "booking_segments"
    __table_args__ = (
        UniqueConstraint("booking_id", "position"),
        CheckConstraint(_one_of("direction", DIRECTIONS), name="direction_known"),
        CheckConstraint("places >= 0", name="places_not_negative"),
        Index("ix_booking_segments_flight", "flight_id"),
    )

    booking_id: Mapped[uuid.UUID] = mapped_column(ForeignKey("bookings.id", ondelete="CASCADE"))
    position: Mapped[int] = mapped_column(Integer)
    direction: Mapped[str] = mapped_column(String(8))
    flight_id: Mapped[uuid.UUID] = mapped_column(ForeignKey("flights.id", ondelete="RESTRICT"))
    fare_plan_id: Mapped[uuid.UUID] = mapped_column(
        ForeignKey("fare_plans.id", ondelete="RESTRICT")
    )
    fare_rule_id: Mapped[uuid.UUID] = mapped_column(
        ForeignKey("fare_rules.id", ondelete="RESTRICT")
    )
    fare_price_id: Mapped[uuid.UUID | None] = mapped_column(
        ForeignKey("fare_prices.id", ondelete="SET NULL")
    )
    fare_family_code: Mapped[str] = mapped_column(String(32))
    booking_class: Mapped[str] = mapped_column(String(1))
    cabin: Mapped[str] = mapped_column(String(16))
    # places taken from the booking class (passengers but infants); given back once
    places: Mapped[int] = mapped_column(Integer)
    places_released_at: Mapped[datetime | None]


class BookingPassenger(TimestampedModel):
    __tablename__ = "booking_passengers"
    __table_args__ = (
        UniqueConstraint("booking_id", "position"),
        CheckConstraint(_one_of("passenger_type", PASSENGER_TYPES), name="type_known"),
    )

    booking_id: Mapped[uuid.UUID] = mapped_column(ForeignKey("bookings.id", ondelete="CASCADE"))
    position: Mapped[int] = mapped_column(Integer)
    passenger_type: Mapped[str] = mapped_column(String(16))
    first_name: Mapped[str] = mapped_column(String(100))
    last_name: Mapped[str] = mapped_column(String(100))
    middle_name: Mapped[str | None] = mapped_column(String(100))
    date_of_birth: Mapped[date]
    gender: Mapped[str | None] = mapped_column(String(16))
    nationality: Mapped[str] = mapped_column(String(3))
    document_type: Mapped[str] = mapped_column(String(20))
    document_number: Mapped[str] = mapped_column(String(30))
    document_expiry: Mapped[date]


class BookingSeat(TimestampedModel):
    __tablename__ = "booking_seats"
    __table_args__ = (
        UniqueConstraint("passenger_id", "segment_id"),
        CheckConstraint("seat_fee >= 0", name="fee_not_negative"),
    )

    booking_id: Mapped[uuid.UUID] = mapped_column(
        ForeignKey("bookings.id", ondelete="CASCADE"), index=True
    )
    passenger_id: Mapped[uuid.UUID] = mapped_column(
        ForeignKey("booking_passengers.id", ondelete="CASCADE")
    )
    segment_id: Mapped[uuid.UUID] = mapped_column(
        ForeignKey("booking_segments.id", ondelete="CASCADE")
    )
    flight_id: Mapped[uuid.UUID] = mapped_column(ForeignKey("flights.id", ondelete="RESTRICT"))
    seat_number: Mapped[str] = mapped_column(String(4))
    zone: Mapped[str | None] = mapped_column(String(32))
    seat_fee: Mapped[Decimal] = mapped_column(Numeric(14, 2))


class BookingItem(TimestampedModel):
    """An ancillary of the booking: an offer (§2.5, for the whole booking) or a special
    request (an SSR for a passenger on a segment, counted against ``max_per_flight``)."""

    __tablename__ = "booking_items"
    __table_args__ = (
        CheckConstraint(_one_of("kind", ITEM_KINDS), name="kind_known"),
        CheckConstraint("amount >= 0", name="amount_not_negative"),
        Index("ix_booking_items_flight_code", "flight_id", "code"),
    )

    booking_id: Mapped[uuid.UUID] = mapped_column(
        ForeignKey("bookings.id", ondelete="CASCADE"), index=True
    )
    kind: Mapped[str] = mapped_column(String(16))
    code: Mapped[str] = mapped_column(String(16))
    name: Mapped[str | None] = mapped_column(String(200))
    amount: Mapped[Decimal] = mapped_column(Numeric(14, 2))
    passenger_id: Mapped[uuid.UUID | None] = mapped_column(
        ForeignKey("booking_passengers.id", ondelete="CASCADE")
    )
    flight_id: Mapped[uuid.UUID | None] = mapped_column(
        ForeignKey("flights.id", ondelete="RESTRICT")
    )


class BookingEvent(TimestampedModel):
    """One line of a booking's history: a transition or a change, by whom."""

    __tablename__ = "booking_events"

    booking_id: Mapped[uuid.UUID] = mapped_column(
        ForeignKey("bookings.id", ondelete="CASCADE"), index=True
    )
    action: Mapped[str] = mapped_column(String(40))
    from_status: Mapped[str | None] = mapped_column(String(16))
    to_status: Mapped[str | None] = mapped_column(String(16))
    actor: Mapped[str] = mapped_column(String(200))
    detail: Mapped[dict[str, Any]] = mapped_column(JSONB, default=dict)


# --- drafts (seat holds without passengers, spec 01 §2.7) -------------------------------------

DRAFT_STATUSES = ("active", "released", "expired")
# why a draft was released: its owner gave it back, or its places were taken from it (the
# reasons of ``inventory.service``: a booking needed them, the class shrank)
DRAFT_RELEASE_REASONS = ("released_by_owner", "taken_by_booking", "capacity_reduced")


class Draft(TimestampedModel):
    """Places held without passengers: ``seat_count`` places of the fare plan's booking
    class on the flight (and of ``return_booking_class`` on the return flight), held in
    ``inventory`` (``place_holds``, holder = the draft) less firmly than a booking's: a
    booking that needs them takes them, and the draft is ``released`` with the reason.
    Owned like bookings: the key's client id, an agency key's partner."""

    __tablename__ = "booking_drafts"
    __table_args__ = (
        CheckConstraint(_one_of("status", DRAFT_STATUSES), name="status_known"),
        CheckConstraint("seat_count BETWEEN 1 AND 9", name="seat_count_range"),
        CheckConstraint(
            "(status = 'released') = (released_reason IS NOT NULL AND released_at IS NOT NULL)",
            name="released_says_why",
        ),
        CheckConstraint(
            _one_of("released_reason", DRAFT_RELEASE_REASONS), name="release_reason_known"
        ),
        CheckConstraint("status <> 'expired' OR expires_at IS NOT NULL", name="expired_had_end"),
        CheckConstraint(
            "(return_flight_id IS NULL) = (return_booking_class IS NULL)", name="return_has_class"
        ),
        Index(
            "ix_booking_drafts_active_expiry",
            "expires_at",
            postgresql_where=text("status = 'active'"),
        ),
        Index("ix_booking_drafts_owner", "api_client_id", "created_at"),
        Index("ix_booking_drafts_partner", "partner_id", "created_at"),
    )

    status: Mapped[str] = mapped_column(String(16), default="active")
    released_reason: Mapped[str | None] = mapped_column(String(32))
    released_at: Mapped[datetime | None]
    expires_at: Mapped[datetime | None]  # None: never expires
    flight_id: Mapped[uuid.UUID] = mapped_column(ForeignKey("flights.id", ondelete="RESTRICT"))
    return_flight_id: Mapped[uuid.UUID | None] = mapped_column(
        ForeignKey("flights.id", ondelete="RESTRICT")
    )
    fare_plan_id: Mapped[uuid.UUID] = mapped_column(
        ForeignKey("fare_plans.id", ondelete="RESTRICT")
    )
    fare_price_id: Mapped[uuid.UUID | None] = mapped_column(
        ForeignKey("fare_prices.id", ondelete="SET NULL")
    )
    fare_family_code: Mapped[str] = mapped_column(String(32))
    cabin: Mapped[str] = mapped_column(String(16))
    booking_class: Mapped[str] = mapped_column(String(1))
    return_booking_class: Mapped[str | None] = mapped_column(String(1))
    seat_count: Mapped[int] = mapped_column(Integer)
    contact_email: Mapped[str | None] = mapped_column(String(320))
    contact_phone: Mapped[str | None] = mapped_column(String(20))
    # who holds it, as for bookings
    api_key_id: Mapped[uuid.UUID | None] = mapped_column(
        ForeignKey("api_keys.id", ondelete="SET NULL")
    )
    api_client_id: Mapped[str | None] = mapped_column(String(100))
    client_type: Mapped[str | None] = mapped_column(String(16))
    partner_id: Mapped[uuid.UUID | None] = mapped_column(
        ForeignKey("partners.id", ondelete="RESTRICT")
    )
    user_id: Mapped[uuid.UUID | None] = mapped_column(
        ForeignKey("passengers.id", ondelete="SET NULL"), index=True
    )


class BookingAccessRequest(TimestampedModel):
    """A find-my-trip look-up waiting for the worker (``GET /bookings/lookup-consumer``).

    The request only stores what was asked, whether or not a booking matches, so its answer
    and its work are the same in both cases; the worker looks the booking up, sends the magic
    link when reference and e-mail match, and deletes the row either way (no address is kept
    once handled)."""

    __tablename__ = "booking_access_requests"

    booking_reference: Mapped[str] = mapped_column(String(6))
    email: Mapped[str] = mapped_column(String(320))
