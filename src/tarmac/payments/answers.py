"""Payments as the API shows them (``payments.schemas``)."""

from tarmac.payments.models import Payment, Refund
from tarmac.payments.schemas import PaymentOut, RefundOut


def payment_out(payment: Payment) -> PaymentOut:
    return PaymentOut(
        payment_id=payment.id,
        booking_id=payment.booking_id,
        status=payment.status,
        provider=payment.provider,
        provider_transaction_id=payment.provider_transaction_id,
        payment_method=payment.method,
        purpose=payment.purpose,
        amount=float(payment.amount),
        currency=payment.currency,
        refunded_amount=float(payment.refunded_amount),
        failure_reason=payment.failure_reason,
        created_at=payment.created_at,
        completed_at=payment.completed_at,
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
