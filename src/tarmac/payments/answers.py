"""Payments as the API shows them (``payments.schemas``)."""

from collections.abc import Mapping
from typing import Any

from tarmac.payments.models import Payment, Refund
from tarmac.payments.schemas import PaymentOut, RefundOut

# the columns of a payment its answer shows
SHOWN = (
    "id",
    "booking_id",
    "status",
    "provider",
    "provider_transaction_id",
    "method",
    "purpose",
    "amount",
    "currency",
    "refunded_amount",
    "failure_reason",
    "created_at",
    "completed_at",
)


def payment_out(payment: Payment) -> PaymentOut:
    return shown_payment({column: getattr(payment, column) for column in SHOWN})


def shown_payment(row: Mapping[str, Any]) -> PaymentOut:
    """A payment's ``SHOWN`` columns as its answer shows them."""
    return PaymentOut(
        payment_id=row["id"],
        booking_id=row["booking_id"],
        status=row["status"],
        provider=row["provider"],
        provider_transaction_id=row["provider_transaction_id"],
        payment_method=row["method"],
        purpose=row["purpose"],
        amount=float(row["amount"]),
        currency=row["currency"],
        refunded_amount=float(row["refunded_amount"]),
        failure_reason=row["failure_reason"],
        created_at=row["created_at"],
        completed_at=row["completed_at"],
    )


def refund_out(refund: Refund) -> RefundOut:
    return RefundOut(
        refund_id=refund.id,
        payment_id=refund.payment_id,
        booking_id=refund.booking_id,
        kind=refund.kind,
        status=refund.status,
        amount=float(refund.amount),
        currency=refund.currency,
        reason=refund.reason,
        expected_by=refund.expected_by,
        created_at=refund.created_at,
        settled_at=refund.settled_at,
    )
