"""Refunds (spec 01 §4.9, §3.1): money given back from a booking's payments.

Rules (also in ``docs/decisions/payments.md``):

- A refund comes from one completed payment, at most what it took minus what was already
  refunded from it (``refunded_amount`` counts refunds pending and settled, so two refunds
  at once can never give back more than was paid: the payment's row is locked).
- A refund names the items it gives back (``ticketing.items``: each share moved
  ``refunded`` with the refund's id). A wallet payment is refunded to its wallet at once
  (``REFUND`` line, and the commission of the items refunded taken back: never more than
  they were credited). A card payment is refunded through its
  provider, never called inside the request's transaction: the refund is written
  ``PENDING`` (not yet submitted: no ``provider_refund_id``) and the worker asks the
  provider after that transaction committed (``unsubmitted``, ``record_submission``), with
  the refund's id as the idempotency key, so a retried submission never refunds twice.
  The provider's answer or its later notification settles it, matched to that one refund;
  one the provider reports failed is ``FAILED`` and its amount is owed again (the
  payment's ``refunded_amount`` gives it back, so it can be refunded anew). Expected
  within 7 business days (spec: 3 to 7). A payment the client
  took itself (external confirmation) is refunded by that client through its own
  provider: Tarmac records the refund as settled and says so.
- The booking's ``payment_status`` follows its refunds: ``refund_pending`` while one
  waits, ``refunded`` once what was paid is all given back, or once what a cancellation
  gives back is (spec 01 §3.1: a cancelled booking goes from ``refund_pending`` to
  ``refunded``, never back to ``paid``), else ``paid``.
- Each settled refund emits ``booking.refunded`` (``refund_amount``, ``currency``,
  ``refunded_at``).
"""

import dataclasses
import uuid
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import date, timedelta
from decimal import Decimal

from sqlalchemy import and_, case, func, or_, select
from sqlalchemy.ext.asyncio import AsyncSession

from tarmac.bookings import service as bookings
from tarmac.bookings.models import Booking
from tarmac.core import clock
from tarmac.core.money import ZERO, money
from tarmac.events import outbox
from tarmac.partners import service as partners
from tarmac.payments.errors import NothingToRefund, RefundExceedsPaid, RefundNotPossible
from tarmac.payments.models import PAYS_TOTAL, Payment, Refund
from tarmac.payments.providers import Provider, RefundStarted
from tarmac.ticketing import emds
from tarmac.ticketing import items as sale_items

# business days within which a refund reaches the payer, by how it was paid (spec 01 §4.9:
# card 3 to 7, bank transfer 7 to 14; the later end is promised)
BUSINESS_DAYS = {"card": 7, "mobile_wallet": 7, "bank_transfer": 14, "wallet": 0}

# fare families that give back all the booking holds, whatever the cancellation fee
FULL_REFUND_FAMILIES = frozenset({"FLEX", "BUSINESS"})


def business_days_after(day: date, days: int) -> date:
    """``day`` plus ``days`` working days (Monday to Friday)."""
    while days > 0:
        day += timedelta(days=1)
        if day.weekday() < 5:
            days -= 1
    return day


def refundable(payment: Payment) -> Decimal:
    return payment.amount - payment.refunded_amount if payment.status == "COMPLETED" else Decimal(0)


@dataclass
class BookingMoney:
    """A booking's money: the completed payments that paid its price, own first then newest
    first (a booking an exchange made is also paid by the payments of the bookings it
    replaced, which hold what was carried over to it), what it was paid (its own payments
    and what was carried over) and what of it the booking still holds (less the refunds made
    on it). A correction fee is not the booking's price: no fare refund gives it back."""

    payments: list[Payment]
    paid: Decimal
    refunded: Decimal
    held: Decimal


async def money_of(session: AsyncSession, booking: Booking, *, lock: bool) -> BookingMoney:
    chain = await bookings.exchange_chain(session, booking)
    statement = (
        select(Payment)
        .where(
            Payment.booking_id.in_(chain),
            Payment.status == "COMPLETED",
            Payment.purpose.in_(PAYS_TOTAL),
        )
        .order_by(
            case((Payment.booking_id == booking.id, 0), else_=1),
            Payment.completed_at.desc(),
            Payment.id,
        )
    )
    if lock:
        statement = statement.with_for_update().execution_options(populate_existing=True)
    payments = list(await session.scalars(statement))
    own = sum((p.amount for p in payments if p.booking_id == booking.id), ZERO)
    paid = own + bookings.carried_over(booking)
    refunded = await session.scalar(
        select(func.coalesce(func.sum(Refund.amount), 0)).where(
            Refund.booking_id == booking.id, Refund.status.in_(("PENDING", "SUCCEEDED"))
        )
    )
    left = sum((refundable(p) for p in payments), ZERO)
    return BookingMoney(payments, paid, refunded, min(max(paid - refunded, ZERO), left))


async def refund_payment(
    session: AsyncSession,
    payment: Payment,
    booking: Booking,
    amount: Decimal,
    *,
    kind: str,
    reason: str | None,
    actor: str,
    provider: Provider | None,
    shares: Sequence[sale_items.Share] = (),
) -> Refund:
    """Give ``amount`` back from ``payment`` (locked by the caller, as is ``booking``), a
    refund of ``booking``: ``shares``, the items it gives back (none: a payment that bought
    nothing, given back whole), add up to it; their commission is taken back with a wallet
    refund."""
    amount = money(amount)
    if amount <= 0:
        raise NothingToRefund()
    left = refundable(payment)
    if amount > left:
        raise RefundExceedsPaid(
            f"At most {left:.2f} {payment.currency} of this payment can be refunded "
            f"({payment.amount:.2f} paid, {payment.refunded_amount:.2f} already refunded)"
        )
    if shares and sale_items.total(shares) != amount:
        raise RuntimeError(f"a refund of {amount} names items worth {sale_items.total(shares)}")
    now = clock.now()
    refund = Refund(
        id=uuid.uuid4(),
        payment_id=payment.id,
        booking_id=booking.id,
        kind=kind,
        status="PENDING",
        amount=amount,
        currency=payment.currency,
        reason=reason,
        expected_by=business_days_after(clock.today(), BUSINESS_DAYS[payment.method]),
        requested_by=actor,
        created_at=now,
        updated_at=now,
    )
    payment.refunded_amount += amount
    if payment.provider == "wallet":
        lines = await partners.refund_to_wallet(
            session,
            payment.wallet_id,
            amount=amount,
            commission_reversal=sum((share.commission for share in shares), ZERO),
            booking_id=booking.id,
            booking_reference=booking.booking_reference,
            actor=actor,
        )
        refund.provider_refund_id = f"wallet:{lines[0].id}"
        _settled(refund, now)
    elif provider is not None and provider.name == payment.provider:
        pass  # submitted by the worker once this transaction commits (``unsubmitted``)
    elif payment.method != "card" or payment.provider not in ("sandbox", "stripe"):
        # taken by the client through its own provider: it gives the money back there
        _settled(refund, now)
    else:
        raise RefundNotPossible(
            f"The payment was taken by the {payment.provider} provider, which this "
            "deployment no longer uses: refund it there"
        )
    session.add(refund)
    await session.flush()
    if shares:
        # a card refund keeps the items' commission: none was credited on a card sale
        moved = shares if payment.provider == "wallet" else [_no_commission(s) for s in shares]
        sale_items.move(
            session, moved, "refunded", actor=actor, reason=reason or kind, refund_id=refund.id
        )
        await session.flush()
        # an EMD whose item is all given back is refunded (an ancillary refund)
        await emds.resync_for(session, [share.state.item for share in shares])
    if refund.status == "SUCCEEDED":
        await _emit_refunded(session, booking, refund)
    await update_payment_status(session, booking)
    return refund


def _settled(refund: Refund, now) -> None:
    refund.status = "SUCCEEDED"
    refund.settled_at = now
    refund.expected_by = clock.today_at(now)


def _no_commission(share: sale_items.Share) -> sale_items.Share:
    return dataclasses.replace(share, commission=ZERO)


async def _emit_refunded(session: AsyncSession, booking: Booking, refund: Refund) -> None:
    await outbox.emit(
        session,
        "booking.refunded",
        {
            "booking_id": booking.id,
            "booking_reference": booking.booking_reference,
            "refund_id": refund.id,
            "refund_amount": refund.amount,
            "currency": refund.currency,
            "refunded_at": refund.settled_at,
        },
        partner_id=booking.partner_id,
        booking_id=booking.id,
    )


# a traveller's own refund (refund-consumer) is ``refunded`` once issued (spec 01 §3.1), while
# the provider still settles it (the refund's status and ``expected_by`` say when)
FINAL_WHEN_ISSUED = ("consumer",)


async def update_payment_status(
    session: AsyncSession, booking: Booking, *, cancelling: bool = False
) -> None:
    """``payment_status`` from the booking's payments and refunds (one that was never paid
    through the service keeps its own). ``cancelling``: the booking is being cancelled (its
    refund is all it will get back)."""
    issued = or_(
        Refund.status == "SUCCEEDED",
        and_(Refund.status == "PENDING", Refund.kind.in_(FINAL_WHEN_ISSUED)),
    )
    paid, refunded, pending = (
        await session.execute(
            select(
                func.coalesce(func.sum(Payment.amount), 0),
                select(func.coalesce(func.sum(Refund.amount), 0))
                .where(Refund.booking_id == booking.id, issued)
                .scalar_subquery(),
                select(func.count())
                .select_from(Refund)
                .where(
                    Refund.booking_id == booking.id,
                    Refund.status == "PENDING",
                    Refund.kind.not_in(FINAL_WHEN_ISSUED),
                )
                .scalar_subquery(),
            ).where(
                Payment.booking_id == booking.id,
                Payment.status == "COMPLETED",
                Payment.purpose.in_(PAYS_TOTAL),
            )
        )
    ).one()
    paid += bookings.carried_over(booking)
    if not paid:
        return
    if pending:
        bookings.record_payment(booking, "refund_pending")
    elif refunded >= paid or ((cancelling or booking.status == "cancelled") and refunded > 0):
        bookings.record_payment(booking, "refunded")
    else:
        bookings.record_payment(booking, "paid")


def _the_refund(provider_refund_id: str):
    """The condition naming one refund: by the provider's id, or by ours (a provider that
    carries it back, as Stripe does in the refund's metadata, can report a refund before
    its id was recorded)."""
    try:
        return Refund.id == uuid.UUID(provider_refund_id)
    except ValueError:
        return Refund.provider_refund_id == provider_refund_id


async def settle_refunds(
    session: AsyncSession, booking: Booking, payment: Payment, provider_refund_id: str | None
) -> list[Refund]:
    """The provider reports a refund of ``payment`` done (one by its id; ``None``: the
    sandbox's bank settles every submitted one of the payment)."""
    statement = select(Refund).where(Refund.payment_id == payment.id, Refund.status == "PENDING")
    if provider_refund_id is not None:
        statement = statement.where(_the_refund(provider_refund_id))
    else:
        statement = statement.where(Refund.provider_refund_id.is_not(None))
    now = clock.now()
    settled = list(await session.scalars(statement.with_for_update()))
    for refund in settled:
        _settled(refund, now)
        await _emit_refunded(session, booking, refund)
    await session.flush()
    await update_payment_status(session, booking)
    return settled


async def fail_refund(
    session: AsyncSession,
    booking: Booking,
    payment: Payment,
    provider_refund_id: str,
    reason: str | None,
) -> Refund | None:
    """The provider reports one refund of ``payment`` (locked by the caller, as is
    ``booking``) failed: it is ``FAILED`` and its amount owed again (a refund already
    settled or failed is left as it is)."""
    refund = await session.scalar(
        select(Refund)
        .where(
            Refund.payment_id == payment.id,
            Refund.status == "PENDING",
            _the_refund(provider_refund_id),
        )
        .with_for_update()
    )
    if refund is None:
        return None
    refund.status = "FAILED"
    refund.reason = f"{refund.reason or 'Refund'}; the provider refused it: {reason or 'failed'}"[
        :500
    ]
    payment.refunded_amount -= refund.amount
    await session.flush()
    await sale_items.reverse_refund(session, refund.id, "provider")
    await update_payment_status(session, booking)
    return refund


@dataclass(frozen=True)
class Unsubmitted:
    """A card refund written but not yet asked of its provider."""

    refund_id: uuid.UUID
    payment_id: uuid.UUID
    booking_id: uuid.UUID
    provider_transaction_id: str
    amount: Decimal
    currency: str


async def unsubmitted(session: AsyncSession, provider_name: str, limit: int) -> list[Unsubmitted]:
    """Refunds through ``provider_name`` still to be asked of it, oldest first."""
    rows = await session.execute(
        select(
            Refund.id,
            Refund.payment_id,
            Refund.booking_id,
            Payment.provider_transaction_id,
            Refund.amount,
            Refund.currency,
        )
        .join(Payment, Payment.id == Refund.payment_id)
        .where(
            Refund.status == "PENDING",
            Refund.provider_refund_id.is_(None),
            Payment.provider == provider_name,
        )
        .order_by(Refund.created_at)
        .limit(limit)
    )
    return [Unsubmitted(*row) for row in rows]


async def record_submission(
    session: AsyncSession,
    booking: Booking,
    payment: Payment,
    refund_id: uuid.UUID,
    started: RefundStarted,
) -> None:
    """What the provider answered when asked for a refund (``booking`` and ``payment``
    locked by the caller): its id kept, settled or failed when it says so at once. A
    refund its notification already settled or failed keeps its status."""
    refund = await session.scalar(
        select(Refund)
        .where(Refund.id == refund_id)
        .with_for_update()
        .execution_options(populate_existing=True)
    )
    if refund.provider_refund_id is None:
        refund.provider_refund_id = started.provider_refund_id
    await session.flush()
    if refund.status != "PENDING":
        return
    if started.failed:
        await fail_refund(session, booking, payment, str(refund.id), started.reason)
    elif started.settled:
        await settle_refunds(session, booking, payment, str(refund.id))


@dataclass(frozen=True)
class Given:
    """What a refund of a booking gave back, over its payments."""

    refunds: list[Refund]
    amount: Decimal
    currency: str


async def refund_booking(
    session: AsyncSession,
    booking: Booking,
    amount: Decimal,
    *,
    kind: str,
    reason: str | None,
    actor: str,
    provider: Provider | None,
    shares: Sequence[sale_items.Share] = (),
) -> Given:
    """Give ``amount`` back from the payments that paid the booking (``money_of``; the
    booking is locked by the caller), never more than it holds; the refunds are the
    booking's, whichever booking of its exchange chain a payment was made for, and each
    names its part of ``shares`` (the items given back, adding up to ``amount``)."""
    money_now = await money_of(session, booking, lock=True)
    if amount > money_now.held:
        raise RefundExceedsPaid(
            f"At most {money_now.held:.2f} {booking.currency} of this booking can be refunded"
        )
    return await _from_payments(
        session,
        booking,
        money_now.payments,
        amount,
        kind=kind,
        reason=reason,
        actor=actor,
        provider=provider,
        shares=shares,
    )


async def _from_payments(
    session: AsyncSession,
    booking: Booking,
    payments: Sequence[Payment],
    amount: Decimal,
    *,
    kind: str,
    reason: str | None,
    actor: str,
    provider: Provider | None,
    shares: Sequence[sale_items.Share],
) -> Given:
    refunds = []
    remaining, left_shares = money(amount), list(shares)
    for payment in payments:
        part = min(remaining, refundable(payment))
        if part > 0:
            mine, left_shares = sale_items.take(left_shares, part)
            refunds.append(
                await refund_payment(
                    session,
                    payment,
                    booking,
                    part,
                    kind=kind,
                    reason=reason,
                    actor=actor,
                    provider=provider,
                    shares=mine,
                )
            )
            remaining -= part
    if remaining > 0:
        raise RefundExceedsPaid(
            f"At most {amount - remaining:.2f} {booking.currency} of this booking's payments "
            "can be refunded"
        )
    return Given(refunds, money(amount), booking.currency)


async def refund_items(
    session: AsyncSession,
    booking: Booking,
    *,
    kind: str,
    reason: str,
    actor: str,
    provider: Provider | None,
    shares: Sequence[sale_items.Share],
) -> Given:
    """The items ``shares`` given back to the payments that paid ``booking`` (locked by
    the caller) and the bookings it replaced (an exchange's carried money), own first then
    newest first, the refunds recorded on ``booking``."""
    money_now = await money_of(session, booking, lock=True)
    return await _from_payments(
        session,
        booking,
        money_now.payments,
        sale_items.total(shares),
        kind=kind,
        reason=reason,
        actor=actor,
        provider=provider,
        shares=shares,
    )


async def items_for(
    session: AsyncSession,
    booking: Booking,
    amount: Decimal,
    *,
    order: Sequence[str] = sale_items.REFUND_ORDER,
    sources: Sequence[str] = ("held",),
) -> list[sale_items.Share]:
    """The items a refund of ``amount`` gives back, from their money in ``sources``, in
    ``order``; none for a booking that has no items (never ticketed). 422 when its items
    hold less."""
    found = await sale_items.states_of(session, [booking.id])
    if not found:
        return []
    shares = sale_items.allocate(found, amount, order=order, sources=sources)
    if sale_items.total(shares) < amount:
        raise RefundExceedsPaid(
            f"The booking's items hold {sale_items.total(shares):.2f} {booking.currency} "
            f"that {', '.join(sources)} could give back"
        )
    return shares
