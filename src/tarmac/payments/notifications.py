"""What card providers report, and what they are asked once the request committed:
``settle`` applies a provider's notification about one of its transactions (a payment
completed, failed, declined, waiting for 3-D Secure; a refund settled or failed), once; a
payment that came when the booking could no longer take it is given back
(``refund_unwanted``). The worker's rounds: ``submit_refunds`` asks the provider for the card
refunds a request wrote, ``settle_sandbox_refunds`` hears the sandbox's bank."""

import structlog
from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncEngine, AsyncSession

from tarmac.bookings import service as bookings
from tarmac.bookings.models import Booking
from tarmac.cache.reads import Reads
from tarmac.core import clock
from tarmac.core.errors import UpstreamUnavailable
from tarmac.payments import refunds, sandbox
from tarmac.payments.errors import UnknownProviderTransaction
from tarmac.payments.fees import fee_paid
from tarmac.payments.models import OPEN_STATUSES, Payment, Refund
from tarmac.payments.payable import cancelled_flight
from tarmac.payments.providers import Outcome, Provider

log = structlog.get_logger("tarmac.payments")


async def settle(  # noqa: C901
    session: AsyncSession,
    provider: Provider,
    outcome: Outcome,
    reads: Reads,
) -> Payment:
    """Apply what the provider reports about one of its transactions, once (a repeated
    notification changes nothing). A payment that succeeds confirms and pays its pending
    booking (tickets, the e-mail, ``booking.confirmed``)."""
    row = (
        await session.execute(
            select(Payment.id, Payment.booking_id).where(
                Payment.provider == provider.name,
                Payment.provider_transaction_id == outcome.provider_transaction_id,
            )
        )
    ).first()
    if row is None:
        raise UnknownProviderTransaction(
            f"No {provider.name} payment has transaction id {outcome.provider_transaction_id}"
        )
    # the booking first, as every other writer locks it, then its payment
    booking = await bookings.current(session, row.booking_id, for_update=True)
    payment = await session.scalar(
        select(Payment)
        .where(Payment.id == row.id)
        .with_for_update()
        .execution_options(populate_existing=True)
    )
    now = clock.now()
    match outcome.kind:
        case "succeeded":
            if payment.status == "COMPLETED":
                return payment
            payment.status = "COMPLETED"
            # never before it was created, even if the sandbox's test clock went back
            payment.completed_at = max(now, payment.created_at)
            payment.failure_reason = None
            if payment.purpose == "correction_fee":  # for changes made: the booking is not its
                await session.flush()
                await fee_paid(session, booking, payment, "system")
                await session.flush()
                return payment
            flight_number = await cancelled_flight(session, booking)
            if flight_number is not None:
                await refund_unwanted(
                    session,
                    payment,
                    booking,
                    provider,
                    reason=f"Flight {flight_number} of the booking is cancelled",
                )
            elif booking.status == "pending" and booking.payment_status == "unpaid":
                bookings.record_payment(booking, "paid")
                await bookings.confirm_booking(session, booking, None, reads, paid_by=payment.id)
            else:
                await refund_unwanted(session, payment, booking, provider)
        case "failed" | "cancelled" if payment.status in OPEN_STATUSES:
            payment.status = "FAILED" if outcome.kind == "failed" else "CANCELLED"
            payment.failure_reason = outcome.reason or outcome.kind
        case "declined" if payment.status in OPEN_STATUSES:
            payment.status = "PENDING"
            payment.failure_reason = outcome.reason or outcome.kind
        case "requires_action" if payment.status == "PENDING":
            payment.status = "REQUIRES_ACTION"
        case "refund_succeeded" if outcome.refund_id is not None:
            await refunds.settle_refunds(session, booking, payment, outcome.refund_id)
        case "refund_failed" if outcome.refund_id is not None:
            await refunds.fail_refund(session, booking, payment, outcome.refund_id, outcome.reason)
    await session.flush()
    return payment


async def refund_unwanted(
    session: AsyncSession,
    payment: Payment,
    booking: Booking,
    provider: Provider | None,
    reason: str | None = None,
) -> None:
    """A payment that completed for a booking that could no longer take it (expired,
    cancelled, paid meanwhile by another payment, or on a cancelled flight) is given back
    in full."""
    await refunds.refund_payment(
        session,
        payment,
        booking,
        refunds.refundable(payment),
        kind="unwanted_payment",
        reason=reason
        or f"The booking was {booking.status} and {booking.payment_status} when it came in",
        actor="system",
        provider=provider,
    )


async def submit_refunds(bind: AsyncEngine, provider: Provider, limit: int = 50) -> int:
    """Card refunds written by a request's transaction, asked of their provider after it
    committed (the worker's round): the provider is called outside any transaction, and
    its answer recorded in a short one of its own. A refund the provider could not be
    asked about (unreachable) is asked again on the next round under the same idempotency
    key (its id), so it is never made twice. How many were answered."""
    async with AsyncSession(bind) as session:
        waiting = await refunds.unsubmitted(session, provider.name, limit)
    answered = 0
    for item in waiting:
        try:
            started = await provider.refund(
                item.provider_transaction_id, item.amount, item.currency, str(item.refund_id)
            )
        except UpstreamUnavailable as exc:
            log.warning("refund_not_submitted", refund_id=str(item.refund_id), error=str(exc))
            continue
        async with AsyncSession(bind) as session, session.begin():
            booking = await bookings.current(session, item.booking_id, for_update=True)
            payment = await session.get(Payment, item.payment_id, with_for_update=True)
            await refunds.record_submission(session, booking, payment, item.refund_id, started)
        answered += 1
    return answered


async def settle_sandbox_refunds(session: AsyncSession, limit: int = 50) -> int:
    """The sandbox's bank reports the refunds it was asked for done (the worker's round)."""
    pending = (
        await session.execute(
            select(Refund.booking_id, Refund.payment_id)
            .join(Payment, Payment.id == Refund.payment_id)
            .where(
                Refund.status == "PENDING",
                Refund.provider_refund_id.is_not(None),
                Payment.provider == sandbox.NAME,
            )
            .order_by(Refund.created_at)
            .limit(limit)
        )
    ).all()
    for booking_id, payment_id in dict.fromkeys(pending):
        booking = await bookings.current(session, booking_id, for_update=True)
        payment = await session.get(Payment, payment_id)
        await refunds.settle_refunds(session, booking, payment, None)
    return len(pending)
