"""Card payments through the deployment's provider (``payments.providers``): ``start_card``,
the one way a card payment starts (a booking's total or an exchange's difference through
``initiate``, the hosted page and ``start_exchange_difference``; a fee beside the price
through ``fees.start_fee``); the reads of the sandbox's hosted page; the worker's expiry of
payments nobody paid. What the provider then reports is ``payments.notifications``'."""

import uuid
from dataclasses import dataclass
from datetime import datetime
from decimal import Decimal

from sqlalchemy import select, update
from sqlalchemy.exc import DBAPIError
from sqlalchemy.ext.asyncio import AsyncSession

from tarmac.auth.caller import Caller
from tarmac.bookings import links as access_links
from tarmac.bookings import service as bookings
from tarmac.bookings.models import Booking
from tarmac.core import clock
from tarmac.payments import sandbox
from tarmac.payments.errors import (
    AmountNotDue,
    CardPaymentsNotConfigured,
    CurrencyNotTheBookings,
    PaymentInProgress,
    PaymentNotOnThisBooking,
    PaymentNotOpen,
)
from tarmac.payments.models import OPEN_STATUSES, PAYS_TOTAL, Payment
from tarmac.payments.payable import check_flights_fly, check_payable
from tarmac.payments.providers import PaymentStart, Provider

LOCK_NOT_AVAILABLE = "55P03"


@dataclass(frozen=True)
class Initiated:
    """A payment waiting for its payer, and how the payer pays it."""

    payment: Payment
    payment_url: str | None
    client_secret: str | None
    publishable_key: str | None


def _initiated(payment: Payment) -> Initiated:
    return Initiated(
        payment,
        payment.details.get("payment_url"),
        payment.details.get("client_secret"),
        payment.details.get("publishable_key"),
    )


async def _lock_for_payment(
    session: AsyncSession, booking_id: uuid.UUID, caller: Caller
) -> Booking:
    """The caller's booking, locked without waiting: another payment being started holds
    it (409, retry in a second or two)."""
    try:
        return await bookings.owned(
            session, booking_id, caller, for_update=True, nowait=True, without_passengers=True
        )
    except DBAPIError as exc:
        if getattr(exc.orig, "sqlstate", None) == LOCK_NOT_AVAILABLE:
            raise PaymentInProgress() from exc
        raise


async def _open_payment(session: AsyncSession, booking_id: uuid.UUID, provider: str):
    return await session.scalar(
        select(Payment)
        .where(
            Payment.booking_id == booking_id,
            Payment.purpose.in_(PAYS_TOTAL),  # a fee waiting beside it is not replaced
            Payment.provider == provider,
            Payment.status.in_(OPEN_STATUSES),
        )
        .order_by(Payment.created_at.desc())
        .limit(1)
    )


async def start_card(
    session: AsyncSession,
    booking: Booking,
    provider: Provider,
    links: access_links.AccessLinks,
    *,
    purpose: str,
    amount: Decimal,
    expires_at: datetime,
    api_client_id: str | None,
    partner_id: uuid.UUID | None,
    return_url: str | None,
    cancel_url: str | None,
) -> Initiated:
    """The one way a card payment starts: a ``PENDING`` payment of ``amount`` for
    ``purpose`` through ``provider``, waiting for its payer until ``expires_at`` (its page's
    link too), the provider's checkout recorded in ``details``."""
    now = clock.now()
    payment = Payment(
        id=uuid.uuid4(),
        booking_id=booking.id,
        purpose=purpose,
        provider=provider.name,
        method="card",
        status="PENDING",
        amount=amount,
        currency=booking.currency,
        refunded_amount=Decimal("0.00"),
        api_client_id=api_client_id,
        partner_id=partner_id,
        payer_email=booking.contact_email,
        return_url=return_url,
        cancel_url=cancel_url,
        expires_at=expires_at,
        created_at=now,
        updated_at=now,
    )
    checkout = await provider.start(
        PaymentStart(
            payment_id=str(payment.id),
            booking_id=str(booking.id),
            booking_reference=booking.booking_reference,
            amount=amount,
            currency=booking.currency,
            expires_at=expires_at,
            payer_email=booking.contact_email,
            page_url=links.payment_url(booking.id, expires_at, payment.id),
        )
    )
    payment.provider_transaction_id = checkout.provider_transaction_id
    payment.details = {
        "payment_url": checkout.payment_url,
        "client_secret": checkout.client_secret,
        "publishable_key": checkout.publishable_key,
    }
    session.add(payment)
    await session.flush()
    return _initiated(payment)


async def _start_due(
    session: AsyncSession,
    booking: Booking,
    provider: Provider,
    links: access_links.AccessLinks,
    *,
    api_client_id: str | None,
    partner_id: uuid.UUID | None,
    return_url: str | None,
    cancel_url: str | None,
) -> Initiated:
    """A new payment of the booking's total (or an exchange's difference) through
    ``provider``, until the booking expires; an open one of the same provider is answered
    again when it asks for the same, else it is cancelled."""
    due, purpose = bookings.to_collect(booking)
    current = await _open_payment(session, booking.id, provider.name)
    if current is not None:
        if (
            current.amount == due
            and current.expires_at == booking.expiry_date
            and (current.return_url, current.cancel_url) == (return_url, cancel_url)
        ):
            return _initiated(current)
        current.status = "CANCELLED"
        current.failure_reason = "superseded"
    return await start_card(
        session,
        booking,
        provider,
        links,
        purpose=purpose,
        amount=due,
        expires_at=booking.expiry_date,
        api_client_id=api_client_id,
        partner_id=partner_id,
        return_url=return_url,
        cancel_url=cancel_url,
    )


async def initiate(
    session: AsyncSession,
    booking_id: uuid.UUID,
    caller: Caller,
    provider: Provider | None,
    links: access_links.AccessLinks,
    *,
    amount: Decimal,
    currency: str | None,
    return_url: str | None,
    cancel_url: str | None,
) -> Initiated:
    """Start paying a pending booking by card: the whole total (``amount`` 0 or the total,
    in the booking's currency), through the deployment's provider, until the booking
    expires. Starting again while the first is open answers the same payment when nothing
    changed (so a retried request makes no second payment) and replaces it otherwise."""
    if provider is None:
        raise CardPaymentsNotConfigured()
    booking = await _lock_for_payment(session, booking_id, caller)
    check_payable(booking)
    await check_flights_fly(session, booking)
    due, _ = bookings.to_collect(booking)
    if amount and amount != due:
        raise AmountNotDue(
            f"amount must be 0 or what the booking owes, {due:.2f} "
            f"{booking.currency}: a booking is paid in one payment"
        )
    if currency and currency != booking.currency:
        raise CurrencyNotTheBookings(f"currency must be the booking's, {booking.currency}")
    return await _start_due(
        session,
        booking,
        provider,
        links,
        api_client_id=caller.client_id,
        partner_id=caller.partner_id,
        return_url=return_url or booking.redirect_url,
        cancel_url=cancel_url,
    )


async def start_exchange_difference(
    session: AsyncSession,
    booking: Booking,
    caller: Caller,
    provider: Provider | None,
    links: access_links.AccessLinks,
) -> str | None:
    """The card payment of what an exchange's new ``booking`` (pending, locked by the
    caller) still owes, purpose ``exchange_difference``, through the deployment's provider:
    its ``payment_url`` (None without a card provider: the agency pays with its wallet). A
    provider that cannot be reached is 502 (``UpstreamUnavailable``), the exchange undone."""
    if provider is None:
        return None
    started = await _start_due(
        session,
        booking,
        provider,
        links,
        api_client_id=caller.client_id,
        partner_id=caller.partner_id,
        return_url=booking.redirect_url,
        cancel_url=None,
    )
    return started.payment_url


@dataclass(frozen=True)
class PageView:
    """What the hosted page shows: the booking, and its payment when one is waiting."""

    booking: Booking
    payment: Payment | None


async def page_payment(
    session: AsyncSession,
    booking_id: uuid.UUID,
    provider: Provider,
    links: access_links.AccessLinks,
    payment_id: uuid.UUID | None,
) -> PageView:
    """The payment the hosted page takes: the one its link names, or (a link without one,
    from resume-pending) an open one of the booking, or a new one the traveller starts."""
    booking = await bookings.current(session, booking_id, for_update=True)
    if payment_id is not None:
        payment = await session.get(Payment, payment_id)
        if payment is None or payment.booking_id != booking.id or payment.provider != provider.name:
            raise PaymentNotOnThisBooking()
        return PageView(booking, payment)
    if booking.status != "pending" or booking.payment_status != "unpaid":
        return PageView(booking, None)
    await check_flights_fly(session, booking)
    started = await _start_due(
        session,
        booking,
        provider,
        links,
        api_client_id=booking.api_client_id,
        partner_id=booking.partner_id,
        return_url=booking.redirect_url,
        cancel_url=None,
    )
    return PageView(booking, started.payment)


def page_words(view: PageView) -> str:
    """Why the hosted page has nothing to pay, in words for the traveller."""
    booking = view.booking
    if booking.payment_status != "unpaid":
        return f"Booking {booking.booking_reference} is paid."
    if booking.status != "pending":
        return f"Booking {booking.booking_reference} is {booking.status}: it can no longer be paid."
    status = view.payment.status.lower().replace("_", " ") if view.payment else "closed"
    return f"This payment is {status}. Start the payment again from your booking."


async def waiting_payment(
    session: AsyncSession, booking_id: uuid.UUID, payment_id: uuid.UUID | None
) -> Payment:
    """The sandbox payment of the booking the hosted page acts on, while it waits for its
    payer (read without a lock: the provider's notification settles it)."""
    payment = await session.get(Payment, payment_id) if payment_id else None
    if payment is None or payment.booking_id != booking_id or payment.provider != sandbox.NAME:
        raise PaymentNotOnThisBooking()
    if payment.status not in OPEN_STATUSES:
        raise PaymentNotOpen(f"The payment is {payment.status}: start again from the booking")
    return payment


async def booking_of(session: AsyncSession, payment: Payment) -> Booking:
    return await bookings.current(session, payment.booking_id)


async def expire_waiting(session: AsyncSession) -> int:
    """Payments still waiting for their payer once their booking could no longer be paid
    (``expires_at`` passed) become ``EXPIRED``; how many. A provider that reports one
    paid after all is still heard: ``settle`` completes it and refunds it."""
    expired = await session.execute(
        update(Payment)
        .where(Payment.status.in_(OPEN_STATUSES), Payment.expires_at <= clock.now())
        .values(status="EXPIRED", failure_reason="expired", updated_at=clock.now())
        .execution_options(synchronize_session=False)
    )
    return expired.rowcount
