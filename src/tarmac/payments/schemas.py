"""Shapes of payments (spec 01 §2.12, §4.9; the spec shows ``payment_id``, ``status``,
``provider``, ``provider_transaction_id``; the rest is ours). Money is a JSON number out; in, a
JSON number or a decimal string (``core.money.MoneyIn``)."""

import uuid
from datetime import date, datetime
from decimal import Decimal
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, HttpUrl

# a payment's answer is defined with the booking that lists it (payments builds on bookings)
from tarmac.bookings.schemas import PaymentOut, PaymentStatus
from tarmac.core.inputs import RequestBody
from tarmac.core.money import NonNegativeMoney, PositiveMoney
from tarmac.ticketing.schemas import RefundedEmdOut


class PaymentQuery(BaseModel):
    page: int = Field(1, ge=1, le=100_000)
    page_size: int = Field(50, ge=1, le=200)
    booking_id: uuid.UUID | None = None
    status: PaymentStatus | None = None


class PaymentPage(BaseModel):
    data: list[PaymentOut]
    page: int
    page_size: int
    total: int


class InitiatePayment(RequestBody):
    model_config = ConfigDict(
        json_schema_extra={
            "examples": [
                {
                    "amount": 0,
                    "return_url": "https://shop.example/booking/done",
                    "cancel_url": "https://shop.example/booking/cancelled",
                }
            ]
        }
    )

    amount: NonNegativeMoney = Field(
        Decimal(0), description="0 (the default) means the booking's total"
    )
    currency: str | None = Field(
        None, pattern=r"^[A-Z]{3}$", description="The booking's currency (the default)"
    )
    return_url: HttpUrl | None = Field(
        None,
        description="Where the payment page sends the browser back, with status, booking_id "
        "and, on failure, reason (the booking's redirect_url by default)",
    )
    cancel_url: HttpUrl | None = Field(
        None, description="Where the page sends a payer who cancels (return_url by default)"
    )


class InitiatedOut(BaseModel):
    payment_id: uuid.UUID
    payment_url: str | None = Field(description="The hosted payment page (sandbox provider)")
    redirect_url: str | None = Field(description="Where to send the payer's browser")
    expires_at: datetime | None
    provider: str
    client_secret: str | None = Field(description="For a card form (Stripe-compatible provider)")
    psp_publishable_key: str | None


class RefundOut(BaseModel):
    refund_id: uuid.UUID
    payment_id: uuid.UUID
    booking_id: uuid.UUID
    kind: Literal[
        "cancellation",
        "consumer",
        "booking",
        "manual",
        "unwanted_payment",
        "exchange",
        "involuntary",
    ]
    status: Literal["PENDING", "SUCCEEDED", "FAILED"]
    amount: float
    currency: str
    reason: str | None
    expected_by: date = Field(description="When the payer has the money back at the latest")
    created_at: datetime
    settled_at: datetime | None
    emds: list[RefundedEmdOut] = Field(
        default_factory=list,
        description="The EMD coupons this refund gave back, all or part of their value "
        "(beyond the spec, issue 36): an ancillary refund refunds its EMD",
    )


class PartRefund(RequestBody):
    model_config = ConfigDict(
        json_schema_extra={"examples": [{"amount": 25.0, "reason": "Seat not provided"}]}
    )

    amount: PositiveMoney
    reason: str | None = Field(None, max_length=500)


class BookingRefundIn(RequestBody):
    model_config = ConfigDict(json_schema_extra={"examples": [{"reason": "Customer request"}]})

    reason: str | None = Field(None, max_length=500)


class BookingRefundOut(BaseModel):
    booking_id: uuid.UUID
    booking_reference: str
    status: str
    payment_status: str
    refund_amount: float
    currency: str
    fare_family: str
    refundable: bool
    refunds: list[RefundOut]


class NotificationOut(BaseModel):
    received: bool
    payment_status: str | None


class ExternalConfirmation(RequestBody):
    """A payment the client took itself, reported so the airline confirms the booking
    (spec 01 §4.9). ``booking_id`` is checked by the service (400 when it is no UUID)."""

    model_config = ConfigDict(
        json_schema_extra={
            "examples": [
                {
                    "booking_id": "3f1c2a9e-8b7d-4c6e-9a1f-0d2e3c4b5a69",
                    "amount": 12500.0,
                    "currency": "KGS",
                    "provider": "elsom",
                    "transaction_id": "TX-2026-000123",
                    "payment_method": "mobile_wallet",
                    "payer_name": "AIBEK ASANOV",
                    "payer_email": "aibek@example.com",
                }
            ]
        }
    )

    booking_id: str = Field(max_length=100)
    amount: NonNegativeMoney | None = Field(None, description="The booking's total (the default)")
    currency: str | None = Field(None, pattern=r"^[A-Z]{3}$")
    provider: str = Field(min_length=1, max_length=64, pattern=r"^[A-Za-z0-9._-]+$")
    transaction_id: str = Field(min_length=1, max_length=200)
    payment_method: Literal["card", "bank_transfer", "mobile_wallet"] = "card"
    payer_name: str | None = Field(None, max_length=200)
    payer_email: str | None = Field(None, max_length=320)
    metadata: dict[str, Any] | None = None


class ExternalConfirmed(BaseModel):
    status: Literal["created", "already_processed", "updated"]
    payment_id: uuid.UUID


class BookingImbalanceOut(BaseModel):
    """A booking whose money does not add up: paid + carried_in - refunded should equal
    held + used + retained + carried (``difference`` is the first less the second)."""

    booking_id: uuid.UUID
    booking_reference: str
    currency: str
    paid: float
    carried_in: float
    refunded: float
    held: float
    used: float
    retained: float
    carried: float
    difference: float


class CommissionExcessOut(BaseModel):
    """A partner's wallet ledger takes back more commission than it credited."""

    partner_id: uuid.UUID
    currency: str
    credited: float
    reversed: float


class FeeRefundedOut(BaseModel):
    """A payment of a fee for a change made (a correction's) that was refunded."""

    payment_id: uuid.UUID
    booking_id: uuid.UUID
    purpose: str
    amount: float
    refunded_amount: float


class WalletImbalanceOut(BaseModel):
    wallet_id: uuid.UUID
    partner_id: uuid.UUID
    currency: str
    balance: float
    ledger_sum: float
    last_balance_after: float | None


class MoneyReconciliationOut(BaseModel):
    checked_at: datetime
    since: datetime | None = Field(
        description="Only bookings with money moving since then were checked (null: all)"
    )
    bookings_checked: int
    balanced: bool
    out_of_balance: int
    bookings: list[BookingImbalanceOut]
    commissions: list[CommissionExcessOut]
    fees: list[FeeRefundedOut]
    wallets: list[WalletImbalanceOut]
