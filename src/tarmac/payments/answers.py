"""Payments as the API shows them (``payments.schemas``)."""

from collections.abc import Mapping, Sequence
from typing import Any

from sqlalchemy.ext.asyncio import AsyncSession

from tarmac.payments.models import Payment, Refund
from tarmac.payments.schemas import PaymentOut, RefundOut
from tarmac.ticketing import emds
from tarmac.ticketing.schemas import RefundedEmdOut

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


def refund_out(refund: Refund, given_back: Sequence[RefundedEmdOut] = ()) -> RefundOut:
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
        emds=list(given_back),
    )


async def refunds_out(session: AsyncSession, refunds: Sequence[Refund]) -> list[RefundOut]:
    """The refunds as answers, each with the EMD coupons it gave back (one statement)."""
    given = await emds.given_back(session, [refund.id for refund in refunds])
    return [refund_out(refund, given.get(refund.id, ())) for refund in refunds]
