"""Tickets and coupons (spec 01 §3.2: coupon ``OPEN``, ``COMPLETED``, ``CLOSED``).

- ``Ticket``: one passenger's electronic ticket for the whole booking, with its 13-digit
  number (the airline's 3-digit prefix and a 10-digit serial) and its value as sold: fare
  (after discounts), each tax with whether it is refundable, fees, seats and ancillaries.
  ``exchanged_from_id`` names the ticket it replaced (exchange).
- ``Coupon``: the ticket on one segment (one flight), numbered 1, 2, ... in trip order;
  its status moves only through ``ticketing.service.move`` (the table of allowed moves).
- ``CouponMove``: every move a coupon made: from, to, who, why, when.
- ``Emd``: an electronic miscellaneous document (issue 36, ``docs/emd.md``): what was sold
  beside the fare (EMD-A, associated with a ticket coupon) or a fee paid (EMD-S), one
  coupon each, its status moving with its ticket coupon and its sale item.
"""

import uuid
from datetime import datetime
from decimal import Decimal
from typing import Any

from sqlalchemy import (
    CheckConstraint,
    ForeignKey,
    Index,
    Integer,
    Numeric,
    String,
    UniqueConstraint,
)
from sqlalchemy.dialects.postgresql import JSONB
from sqlalchemy.orm import Mapped, mapped_column

from tarmac.db.base import TimestampedModel

TICKET_STATUSES = ("issued", "voided", "refunded", "exchanged")
COUPON_STATUSES = (
    "OPEN",
    "CHECKED_IN",
    "BOARDED",
    "COMPLETED",
    "CLOSED",
    "VOID",
    "REFUNDED",
    "EXCHANGED",
)
TICKET_SERIALS = "booking_ticket_serials"  # the sequence of the 10-digit ticket serials
# the sequence of the 10-digit EMD serials: 8000000001 to 8999999999, a range of its own
# (tickets end at 7999999999), so a 13-digit number names one document
EMD_SERIALS = "emd_serials"
DEFAULT_PREFIX = "999"  # the airline's 3-digit code when none is configured


def _one_of(column: str, values: tuple[str, ...]) -> str:
    return f"{column} IN ({', '.join(repr(v) for v in values)})"


class Ticket(TimestampedModel):
    __tablename__ = "tickets"
    __table_args__ = (
        UniqueConstraint("ticket_number"),
        UniqueConstraint("passenger_id"),
        CheckConstraint(_one_of("status", TICKET_STATUSES), name="status_known"),
        CheckConstraint(
            "total_amount = fare_amount + tax_amount + fees_amount + seat_amount"
            " + ancillary_amount",
            name="total_adds_up",
        ),
        Index("ix_tickets_booking", "booking_id"),
    )

    booking_id: Mapped[uuid.UUID] = mapped_column(ForeignKey("bookings.id", ondelete="CASCADE"))
    passenger_id: Mapped[uuid.UUID] = mapped_column(
        ForeignKey("booking_passengers.id", ondelete="CASCADE")
    )
    ticket_number: Mapped[str] = mapped_column(String(13))
    status: Mapped[str] = mapped_column(String(16), default="issued")
    currency: Mapped[str] = mapped_column(String(3))
    fare_amount: Mapped[Decimal] = mapped_column(Numeric(14, 2))
    # [{code, name, amount, refundable}], amounts as decimal strings; tax_amount is their sum
    taxes: Mapped[list[dict[str, Any]]] = mapped_column(JSONB)
    tax_amount: Mapped[Decimal] = mapped_column(Numeric(14, 2))
    fees_amount: Mapped[Decimal] = mapped_column(Numeric(14, 2))
    seat_amount: Mapped[Decimal] = mapped_column(Numeric(14, 2))
    ancillary_amount: Mapped[Decimal] = mapped_column(Numeric(14, 2))
    total_amount: Mapped[Decimal] = mapped_column(Numeric(14, 2))
    exchanged_from_id: Mapped[uuid.UUID | None] = mapped_column(
        ForeignKey("tickets.id", ondelete="RESTRICT")
    )
    issued_at: Mapped[datetime]
    ended_at: Mapped[datetime | None]


class Coupon(TimestampedModel):
    """One ticket on one segment: the flight coupon."""

    __tablename__ = "ticket_coupons"
    __table_args__ = (
        UniqueConstraint("ticket_id", "coupon_number"),
        UniqueConstraint("passenger_id", "segment_id"),
        CheckConstraint(_one_of("status", COUPON_STATUSES), name="status_known"),
        CheckConstraint("coupon_number BETWEEN 1 AND 4", name="coupon_number_range"),
        Index("ix_ticket_coupons_booking", "booking_id"),
        Index("ix_ticket_coupons_flight_status", "flight_id", "status"),
    )

    ticket_id: Mapped[uuid.UUID] = mapped_column(ForeignKey("tickets.id", ondelete="CASCADE"))
    booking_id: Mapped[uuid.UUID] = mapped_column(ForeignKey("bookings.id", ondelete="CASCADE"))
    passenger_id: Mapped[uuid.UUID] = mapped_column(
        ForeignKey("booking_passengers.id", ondelete="CASCADE")
    )
    segment_id: Mapped[uuid.UUID] = mapped_column(
        ForeignKey("booking_segments.id", ondelete="CASCADE")
    )
    flight_id: Mapped[uuid.UUID] = mapped_column(ForeignKey("flights.id", ondelete="RESTRICT"))
    coupon_number: Mapped[int] = mapped_column(Integer)
    status: Mapped[str] = mapped_column(String(16), default="OPEN")


class CouponMove(TimestampedModel):
    """A coupon's move from one status to another: who, why (the record an auditor reads)."""

    __tablename__ = "coupon_moves"
    __table_args__ = (
        CheckConstraint(_one_of("from_status", COUPON_STATUSES), name="from_known"),
        CheckConstraint(_one_of("to_status", COUPON_STATUSES), name="to_known"),
        Index("ix_coupon_moves_coupon", "coupon_id", "created_at"),
    )

    coupon_id: Mapped[uuid.UUID] = mapped_column(
        ForeignKey("ticket_coupons.id", ondelete="CASCADE")
    )
    from_status: Mapped[str] = mapped_column(String(16))
    to_status: Mapped[str] = mapped_column(String(16))
    actor: Mapped[str] = mapped_column(String(200))
    reason: Mapped[str] = mapped_column(String(200))


# --- what each item sold is worth and where it stands (issue 32) ------------------------------

ITEM_KINDS = ("fare", "tax", "fee", "seat", "ancillary", "charge", "correction_fee")
ITEM_STATES = ("held", "used", "refunded", "retained", "carried")


class SaleItem(TimestampedModel):
    """One thing a booking sold, at the price it was sold: a coupon's share of its ticket's
    fare, of each tax, of the per-passenger fees and ancillaries, a seat on that coupon's
    flight, a charge of the booking as a whole (no ticket, no coupon), or a fee paid beside
    the price (a correction's: ``payment_id`` names the payment of its own). Written once;
    where its money stands is the sum of its moves (``ItemMove``): sold ``held``."""

    __tablename__ = "sale_items"
    __table_args__ = (
        CheckConstraint(_one_of("kind", ITEM_KINDS), name="kind_known"),
        CheckConstraint("amount > 0", name="amount_positive"),
        CheckConstraint("commission >= 0 AND commission <= amount", name="commission_within"),
        Index("ix_sale_items_booking", "booking_id"),
        Index("ix_sale_items_coupon", "coupon_id"),
    )

    booking_id: Mapped[uuid.UUID] = mapped_column(ForeignKey("bookings.id", ondelete="CASCADE"))
    ticket_id: Mapped[uuid.UUID | None] = mapped_column(
        ForeignKey("tickets.id", ondelete="CASCADE")
    )
    coupon_id: Mapped[uuid.UUID | None] = mapped_column(
        ForeignKey("ticket_coupons.id", ondelete="CASCADE")
    )
    kind: Mapped[str] = mapped_column(String(16))
    code: Mapped[str | None] = mapped_column(String(40))
    description: Mapped[str] = mapped_column(String(200))
    amount: Mapped[Decimal] = mapped_column(Numeric(14, 2))
    currency: Mapped[str] = mapped_column(String(3))
    refundable: Mapped[bool]
    # the commission credited on this item when it was sold (its share of the sale's)
    commission: Mapped[Decimal] = mapped_column(Numeric(14, 2))
    # a fee paid beside the price: the payment that pays it
    payment_id: Mapped[uuid.UUID | None] = mapped_column(
        ForeignKey("payments.id", ondelete="RESTRICT")
    )
    cause: Mapped[str | None] = mapped_column(String(200))


class ItemMove(TimestampedModel):
    """Part of an item's money moved from one state to another: used when its coupon flew,
    retained when the fare keeps it, refunded by a refund (``refund_id``), carried into the
    booking an exchange made (``to_booking_id``), held again when an exchange is undone.
    ``commission``: the part of the item's commission that goes with it (reversed with a
    refund, carried with an exchange). Append-only (a trigger refuses changes)."""

    __tablename__ = "item_moves"
    __table_args__ = (
        CheckConstraint(_one_of("from_state", ITEM_STATES), name="from_known"),
        CheckConstraint(_one_of("to_state", ITEM_STATES), name="to_known"),
        CheckConstraint("from_state <> to_state", name="moves"),
        CheckConstraint("amount > 0", name="amount_positive"),
        CheckConstraint("commission >= 0", name="commission_not_negative"),
        Index("ix_item_moves_item", "item_id"),
        Index("ix_item_moves_booking", "booking_id"),
        Index("ix_item_moves_refund", "refund_id"),
    )

    item_id: Mapped[uuid.UUID] = mapped_column(ForeignKey("sale_items.id", ondelete="CASCADE"))
    booking_id: Mapped[uuid.UUID] = mapped_column(ForeignKey("bookings.id", ondelete="CASCADE"))
    from_state: Mapped[str] = mapped_column(String(16))
    to_state: Mapped[str] = mapped_column(String(16))
    amount: Mapped[Decimal] = mapped_column(Numeric(14, 2))
    commission: Mapped[Decimal] = mapped_column(Numeric(14, 2), default=Decimal("0.00"))
    refund_id: Mapped[uuid.UUID | None] = mapped_column(
        ForeignKey("refunds.id", ondelete="RESTRICT")
    )
    to_booking_id: Mapped[uuid.UUID | None] = mapped_column(
        ForeignKey("bookings.id", ondelete="CASCADE")
    )
    actor: Mapped[str] = mapped_column(String(200))
    reason: Mapped[str] = mapped_column(String(200))


# --- electronic miscellaneous documents (issue 36) ---------------------------------------------

EMD_TYPES = ("A", "S")  # EMD-A: associated with a ticket coupon; EMD-S: standalone
EMD_STATUSES = ("open", "used", "refunded", "exchanged", "void")


class Emd(TimestampedModel):
    """One EMD and its one coupon (``docs/emd.md``): 13 digits under the airline's code,
    the reason for issuance (RFIC, the document's) and its sub-code (RFISC, the coupon's),
    the value of the one sale item it documents (``sale_item_id``; a change fee: the fee
    the exchange retained, no item of its own). EMD-A: its coupon is associated with a
    ticket coupon (``ticket_coupon_id``) and its ``status`` moves with it; EMD-S: a fee
    paid, ``used`` at issue, in connection with a ticket of the booking (``ticket_id``).
    ``partner_id``: the agent that sold it (its events go to that partner, as the
    booking's)."""

    __tablename__ = "emds"
    __table_args__ = (
        UniqueConstraint("emd_number"),
        UniqueConstraint("sale_item_id"),
        CheckConstraint(_one_of("emd_type", EMD_TYPES), name="type_known"),
        CheckConstraint(_one_of("status", EMD_STATUSES), name="status_known"),
        CheckConstraint("amount > 0", name="amount_positive"),
        CheckConstraint(
            "(emd_type = 'A') = (ticket_coupon_id IS NOT NULL)", name="associated_when_a"
        ),
        Index("ix_emds_booking", "booking_id"),
        Index("ix_emds_ticket", "ticket_id"),
        Index("ix_emds_ticket_coupon", "ticket_coupon_id"),
    )

    booking_id: Mapped[uuid.UUID] = mapped_column(ForeignKey("bookings.id", ondelete="CASCADE"))
    ticket_id: Mapped[uuid.UUID | None] = mapped_column(
        ForeignKey("tickets.id", ondelete="CASCADE")
    )
    passenger_id: Mapped[uuid.UUID | None] = mapped_column(
        ForeignKey("booking_passengers.id", ondelete="CASCADE")
    )
    ticket_coupon_id: Mapped[uuid.UUID | None] = mapped_column(
        ForeignKey("ticket_coupons.id", ondelete="CASCADE")
    )
    sale_item_id: Mapped[uuid.UUID | None] = mapped_column(
        ForeignKey("sale_items.id", ondelete="CASCADE")
    )
    partner_id: Mapped[uuid.UUID | None] = mapped_column(
        ForeignKey("partners.id", ondelete="SET NULL")
    )
    emd_number: Mapped[str] = mapped_column(String(13))
    emd_type: Mapped[str] = mapped_column(String(1))
    rfic: Mapped[str] = mapped_column(String(1))
    rfisc: Mapped[str] = mapped_column(String(3))
    service_code: Mapped[str | None] = mapped_column(String(40))
    description: Mapped[str] = mapped_column(String(200))
    coupon_number: Mapped[int] = mapped_column(Integer, default=1)
    amount: Mapped[Decimal] = mapped_column(Numeric(14, 2))
    currency: Mapped[str] = mapped_column(String(3))
    status: Mapped[str] = mapped_column(String(16))
    issued_at: Mapped[datetime]
