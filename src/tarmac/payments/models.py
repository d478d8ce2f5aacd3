"""Payments of bookings (spec 01 §2.12, §4.9) and their refunds.

A ``Payment`` is one attempt to collect money for a booking, through one provider: the
wallet of an agency (``wallet``: settled at once), the hosted page of the built-in
``sandbox`` provider or a card form (``stripe``: settled later by the provider's callback),
or a provider the client used itself and reports (external confirmation: any name). Its
``purpose`` says what it pays, so corrections and exchange differences (roadmap) are
payments of their own beside the booking's.
"""

import uuid
from datetime import date, datetime
from decimal import Decimal
from typing import Any

from sqlalchemy import (
    CheckConstraint,
    ForeignKey,
    Index,
    Numeric,
    String,
    Text,
    UniqueConstraint,
    text,
)
from sqlalchemy.dialects.postgresql import JSONB
from sqlalchemy.orm import Mapped, mapped_column

from tarmac.db.base import TimestampedModel

STATUSES = ("PENDING", "REQUIRES_ACTION", "COMPLETED", "FAILED", "CANCELLED", "EXPIRED")
OPEN_STATUSES = frozenset({"PENDING", "REQUIRES_ACTION"})
METHODS = ("card", "bank_transfer", "mobile_wallet", "wallet")
# what a payment pays: the booking itself, the difference an exchange costs, a correction fee
PURPOSES = ("booking", "exchange_difference", "correction_fee")
# the purposes that pay a booking's total (an exchange's new booking: its difference)
PAYS_TOTAL = ("booking", "exchange_difference")


def _one_of(column: str, values: tuple[str, ...]) -> str:
    return f"{column} IN ({', '.join(repr(v) for v in values)})"


class Payment(TimestampedModel):
    __tablename__ = "payments"
    __table_args__ = (
        CheckConstraint(_one_of("status", STATUSES), name="status_known"),
        CheckConstraint(_one_of("method", METHODS), name="method_known"),
        CheckConstraint(_one_of("purpose", PURPOSES), name="purpose_known"),
        CheckConstraint("amount > 0", name="amount_positive"),
        CheckConstraint(
            "refunded_amount >= 0 AND refunded_amount <= amount", name="refunds_within_amount"
        ),
        CheckConstraint(
            "refunded_amount = 0 OR status = 'COMPLETED'", name="refunds_of_completed_only"
        ),
        # one payment per transaction of a provider (external confirmation's idempotency)
        Index(
            "uq_payments_provider_transaction",
            "provider",
            "provider_transaction_id",
            unique=True,
            postgresql_where=text("provider_transaction_id IS NOT NULL"),
        ),
        Index("ix_payments_booking", "booking_id", "created_at"),
        Index("ix_payments_owner", "api_client_id", "created_at"),
        Index("ix_payments_partner", "partner_id", "created_at"),
    )

    booking_id: Mapped[uuid.UUID] = mapped_column(ForeignKey("bookings.id", ondelete="RESTRICT"))
    purpose: Mapped[str] = mapped_column(String(24), default="booking")
    provider: Mapped[str] = mapped_column(String(64))
    method: Mapped[str] = mapped_column(String(16))
    status: Mapped[str] = mapped_column(String(16))
    amount: Mapped[Decimal] = mapped_column(Numeric(14, 2))
    currency: Mapped[str] = mapped_column(String(3))
    refunded_amount: Mapped[Decimal] = mapped_column(Numeric(14, 2), default=Decimal("0.00"))
    provider_transaction_id: Mapped[str | None] = mapped_column(String(200))
    # the wallet a wallet payment was taken from (and its refunds go back to)
    wallet_id: Mapped[uuid.UUID | None] = mapped_column(
        ForeignKey("wallets.id", ondelete="RESTRICT")
    )
    # who paid: the key's client (payments are read by their booking's owners) and partner
    api_client_id: Mapped[str | None] = mapped_column(String(100))
    partner_id: Mapped[uuid.UUID | None] = mapped_column(
        ForeignKey("partners.id", ondelete="RESTRICT")
    )
    payer_name: Mapped[str | None] = mapped_column(String(200))
    payer_email: Mapped[str | None] = mapped_column(String(320))
    return_url: Mapped[str | None] = mapped_column(Text)
    cancel_url: Mapped[str | None] = mapped_column(Text)
    failure_reason: Mapped[str | None] = mapped_column(String(200))
    details: Mapped[dict[str, Any]] = mapped_column(JSONB, default=dict)
    expires_at: Mapped[datetime | None]
    completed_at: Mapped[datetime | None]


REFUND_STATUSES = ("PENDING", "SUCCEEDED", "FAILED")
REFUND_KINDS = (
    "cancellation",
    "consumer",
    "booking",
    "manual",
    "unwanted_payment",
    "exchange",
    "involuntary",  # the airline cancelled, diverted or retimed the flight (disruptions)
)


class Refund(TimestampedModel):
    """Money given back from one payment: to the wallet it came from (settled at once), or
    through its provider (``PENDING`` until the provider reports it, expected by
    ``expected_by``). ``kind`` says why: a cancellation by fare policy, the traveller's
    refund-consumer, the client's booking refund, a refund of part of a payment, or a
    payment that came in for a booking that could no longer take it."""

    __tablename__ = "refunds"
    __table_args__ = (
        CheckConstraint(_one_of("status", REFUND_STATUSES), name="status_known"),
        CheckConstraint(_one_of("kind", REFUND_KINDS), name="kind_known"),
        CheckConstraint("amount > 0", name="amount_positive"),
        Index("ix_refunds_payment", "payment_id"),
        Index("ix_refunds_booking", "booking_id", "created_at"),
        Index(
            "uq_refunds_provider_refund",
            "provider_refund_id",
            unique=True,
            postgresql_where=text("provider_refund_id IS NOT NULL"),
        ),
    )

    payment_id: Mapped[uuid.UUID] = mapped_column(ForeignKey("payments.id", ondelete="RESTRICT"))
    booking_id: Mapped[uuid.UUID] = mapped_column(ForeignKey("bookings.id", ondelete="RESTRICT"))
    kind: Mapped[str] = mapped_column(String(24))
    status: Mapped[str] = mapped_column(String(16))
    amount: Mapped[Decimal] = mapped_column(Numeric(14, 2))
    currency: Mapped[str] = mapped_column(String(3))
    reason: Mapped[str | None] = mapped_column(String(500))
    provider_refund_id: Mapped[str | None] = mapped_column(String(200))
    expected_by: Mapped[date]
    requested_by: Mapped[str] = mapped_column(String(120))
    settled_at: Mapped[datetime | None]


class ExternalPaymentClient(TimestampedModel):
    """How the airline set up one client's external payment confirmations (spec 01 §4.9):
    ``require_signature`` makes ``X-Signature`` (HMAC-SHA256 of the raw body with the
    client's secret key) mandatory; off for a client without a row."""

    __tablename__ = "external_payment_clients"
    __table_args__ = (UniqueConstraint("client_id"),)

    client_id: Mapped[str] = mapped_column(String(100))
    require_signature: Mapped[bool] = mapped_column(default=False)


class ReconciliationRun(TimestampedModel):
    """One run of the worker's reconciliation (``payments.reconciliation``): how many
    bookings it checked, how many rows were out of balance (``/metrics`` shows the latest)
    and which."""

    __tablename__ = "reconciliation_runs"
    __table_args__ = (Index("ix_reconciliation_runs_checked_at", "checked_at"),)

    checked_at: Mapped[datetime]
    since: Mapped[datetime | None]
    bookings_checked: Mapped[int]
    out_of_balance: Mapped[int]
    details: Mapped[dict[str, Any]] = mapped_column(JSONB, default=dict)
