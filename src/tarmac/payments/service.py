"""Payments of bookings (spec 01 §4.5, §4.9, §3.1): the one surface of the room.

- ``pay_with_balance``: a pending booking of the caller's partner is confirmed
  (``bookings.service.confirm_booking``: tickets, e-mail, ``booking.confirmed``) and paid
  from the wallet in its currency (``partners.service``: debit and commission as one
  ledger statement, 422 when short), with a ``COMPLETED`` payment of provider ``wallet``,
  in the request's transaction. The ledger statement runs last: it takes the wallet's row
  lock, which a busy partner's payments queue on.
- Card payments: ``initiate`` starts a payment through the deployment's provider
  (``payments.providers``); ``page_payment`` and ``waiting_payment`` serve the sandbox's
  hosted page; ``settle`` applies what a provider's notification reports, once.
- ``confirm_external``: a payment the client took itself, once per provider transaction.
- Refunds (``payments.refunds``): ``refund_on_cancel`` (the money side of a cancellation),
  ``refund_consumer`` and ``refund_for_client`` (by fare family, cancelling),
  ``refund_part`` (part of one payment), ``refund_unwanted`` (a payment that came too late).
- Reading: ``of_bookings``, ``find``, ``get``, ``refunds_of``, ``find_refunds``.
- The worker's sweeps: ``expire_waiting``, ``settle_sandbox_refunds``.

Writers lock the booking's row first, then its payments, as every other writer of a
booking does.
"""

import hashlib
import hmac
import uuid
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass
from datetime import timedelta
from decimal import Decimal

import structlog
from sqlalchemy import Numeric, func, select, update
from sqlalchemy.dialects.postgresql import insert as pg_insert
from sqlalchemy.exc import DBAPIError
from sqlalchemy.ext.asyncio import AsyncEngine, AsyncSession

from tarmac.auth.caller import Caller
from tarmac.auth.models import ApiKey
from tarmac.bookings import access
from tarmac.bookings import answers as booking_answers
from tarmac.bookings import links as access_links
from tarmac.bookings import service as bookings
from tarmac.bookings.errors import BookingIsFinal
from tarmac.bookings.models import FINAL_STATUSES, Booking
from tarmac.cache.reads import Reads
from tarmac.catalog import service as catalog
from tarmac.core import clock
from tarmac.core.errors import UpstreamUnavailable
from tarmac.core.money import money as rounded
from tarmac.partners import service as partners
from tarmac.payments import refunds, sandbox, stripe_provider
from tarmac.payments.answers import payment_out
from tarmac.payments.errors import (
    AlreadyPaid,
    AmountNotDue,
    BadBookingId,
    CardPaymentsNotConfigured,
    CurrencyNotTheBookings,
    FeeNotRefundable,
    FlightCancelled,
    NotPaid,
    NotPayable,
    NotRefundable,
    NotTheClientsBooking,
    PaymentInProgress,
    PaymentNotFound,
    PaymentNotOnThisBooking,
    PaymentNotOpen,
    RefundBeyondFare,
    RefundExceedsPaid,
    RefundNotPossible,
    ReservedProvider,
    SignatureRequired,
    TransactionClosed,
    TransactionOfAnotherBooking,
    UnknownClient,
    UnknownProviderTransaction,
)
from tarmac.payments.models import (
    OPEN_STATUSES,
    PAYS_TOTAL,
    ExternalPaymentClient,
    Payment,
    Refund,
)
from tarmac.payments.providers import Outcome, PaymentStart, Provider
from tarmac.payments.schemas import ExternalConfirmation
from tarmac.pricing import service as pricing
from tarmac.ticketing import items as sale_items

LOCK_NOT_AVAILABLE = "55P03"
log = structlog.get_logger("tarmac.payments")


def _check_payable(booking: Booking) -> None:
    """Only a pending, unpaid booking takes a payment (400 otherwise, saying why)."""
    if booking.payment_status != "unpaid":
        raise AlreadyPaid(f"The booking is already {booking.payment_status.replace('_', ' ')}")
    if booking.status in FINAL_STATUSES:
        raise BookingIsFinal(f"The booking is {booking.status}: it cannot be paid")
    if booking.status != "pending":
        raise NotPayable(
            f"The booking is {booking.status} without a payment through the airline: its "
            "client confirmed it as paid elsewhere"
        )


async def cancelled_flight(session: AsyncSession, booking: Booking) -> str | None:
    """The flight number of a cancelled flight the booking flies (outbound, return or any
    segment), read from the database rather than the reference cache: no payment is taken
    for a trip that will not fly."""
    return await catalog.cancelled_flight_number(
        session, await bookings.flight_ids(session, booking)
    )


async def _check_flights_fly(
    session: AsyncSession, booking: Booking, sold: bookings.Sold | None = None
) -> None:
    """400 when a flight of the booking is cancelled (every way of paying asks). ``sold``:
    the booking's segments and passengers, when read already."""
    if sold is None:
        flight_number = await cancelled_flight(session, booking)
    else:
        flights = bookings.flights_of(booking, (segment.flight_id for segment in sold[0]))
        flight_number = await catalog.cancelled_flight_number(session, flights)
    if flight_number is not None:
        raise FlightCancelled(
            f"Flight {flight_number} of the booking is cancelled: the booking cannot be paid"
        )


async def pay_with_balance(
    session: AsyncSession,
    booking_id: uuid.UUID,
    caller: Caller,
    reads: Reads,
) -> tuple[bookings.BookingView, list[Payment]]:
    """The booking paid from the partner's wallet and confirmed; the booking as answered,
    with its payments (earlier card attempts too). Everything is written and read before
    the wallet's ledger statement, which takes the wallet's row lock, so a
    partner's busy wallet is held for one statement and the commit."""
    partner_id = partners.own_partner(caller)
    booking = await bookings.owned(session, booking_id, caller, for_update=True)
    _check_payable(booking)
    sold = await bookings.sold(session, booking)  # read once, for the check and the tickets
    await _check_flights_fly(session, booking, sold)
    wallet = await partners.paying_wallet(session, reads, partner_id, booking.currency)
    # the total, or what an exchange's new booking still owes (``exchange_difference``)
    due, purpose = bookings.to_collect(booking)
    flights = await catalog.cached_flights_with_airports(reads, [booking.flight_id], session)
    flight = flights[booking.flight_id][0]
    commission = await partners.commission_on_sale(
        session,
        reads,
        partner_id,
        route_id=flight.route_id,
        airline_code=flight.flight_number[:2],
        amount=due,
        currency=booking.currency,
    )
    lines = partners.sale_lines(booking.booking_reference, due, commission.commission_amount)
    line_ids = [uuid.uuid4() for _ in lines]
    now = clock.now()
    payment = {
        "id": uuid.uuid4(),
        # one moment for all three: created_at by its default would come after completed_at
        "created_at": now,
        "updated_at": now,
        "booking_id": booking.id,
        "purpose": purpose,
        "provider": "wallet",
        "method": "wallet",
        "status": "COMPLETED",
        "amount": due,
        "currency": booking.currency,
        "refunded_amount": Decimal("0.00"),
        "provider_transaction_id": str(line_ids[0]),
        "wallet_id": wallet.wallet_id,
        "api_client_id": caller.client_id,
        "partner_id": partner_id,
        "details": {"commission_rule_id": str(commission.rule_id) if commission.rule_id else None},
        "completed_at": now,
    }
    bookings.record_payment(booking, "paid", commission=commission.commission_amount)
    view = await bookings.confirm_booking(
        session,
        booking,
        caller,
        reads,
        also=[(Payment, payment)],
        loaded=sold,
        paid_by=payment["id"],
    )
    paid = (await of_bookings(session, [booking.id]))[booking.id]
    await partners.pay_from_wallet(
        session,
        wallet,
        lines,
        line_ids,
        booking_id=booking.id,
        actor=bookings.actor(caller),
    )
    return view, paid


# --- card payments: a provider's page or card form, settled by its notification -------------


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


async def _start(
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
    ``provider``; an open one of the same provider is answered again when it asks for the
    same, else it is cancelled."""
    now = clock.now()
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
    payment = Payment(
        id=uuid.uuid4(),
        booking_id=booking.id,
        purpose=purpose,
        provider=provider.name,
        method="card",
        status="PENDING",
        amount=due,
        currency=booking.currency,
        refunded_amount=Decimal("0.00"),
        api_client_id=api_client_id,
        partner_id=partner_id,
        payer_email=booking.contact_email,
        return_url=return_url,
        cancel_url=cancel_url,
        expires_at=booking.expiry_date,
        created_at=now,
        updated_at=now,
    )
    checkout = await provider.start(
        PaymentStart(
            payment_id=str(payment.id),
            booking_id=str(booking.id),
            booking_reference=booking.booking_reference,
            amount=payment.amount,
            currency=payment.currency,
            expires_at=booking.expiry_date,
            payer_email=booking.contact_email,
            page_url=links.payment_url(booking.id, booking.expiry_date, payment.id),
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
    _check_payable(booking)
    await _check_flights_fly(session, booking)
    due, _ = bookings.to_collect(booking)
    if amount and amount != due:
        raise AmountNotDue(
            f"amount must be 0 or what the booking owes, {due:.2f} "
            f"{booking.currency}: a booking is paid in one payment"
        )
    if currency and currency != booking.currency:
        raise CurrencyNotTheBookings(f"currency must be the booking's, {booking.currency}")
    return await _start(
        session,
        booking,
        provider,
        links,
        api_client_id=caller.client_id,
        partner_id=caller.partner_id,
        return_url=return_url or booking.redirect_url,
        cancel_url=cancel_url,
    )


# --- fees beside the booking's price (a correction's): payments of their own --------------------

# how long a fee's card payment (and its page's magic link) waits for its payer
FEE_PAYMENT_WINDOW = timedelta(hours=24)


async def pay_fee_with_balance(
    session: AsyncSession,
    booking: Booking,
    caller: Caller,
    reads: Reads,
    *,
    purpose: str,
    amount: Decimal,
) -> tuple[Payment, uuid.UUID]:
    """A fee beside the booking's price paid from the caller's partner's wallet in the
    booking's currency (``booking`` locked by the caller): a ``COMPLETED`` wallet payment of
    ``purpose`` and one ``DEBIT`` of that purpose, no commission; the booking's status and
    ``payment_status`` are not the fee's. 422 when the wallet is short or missing. The
    ledger statement runs last (the wallet's row lock). The payment and the ledger line."""
    partner_id = partners.own_partner(caller)
    wallet = await partners.paying_wallet(session, reads, partner_id, booking.currency)
    line_id, now = uuid.uuid4(), clock.now()
    payment = Payment(
        id=uuid.uuid4(),
        booking_id=booking.id,
        purpose=purpose,
        provider="wallet",
        method="wallet",
        status="COMPLETED",
        amount=amount,
        currency=booking.currency,
        refunded_amount=Decimal("0.00"),
        provider_transaction_id=str(line_id),
        wallet_id=wallet.wallet_id,
        api_client_id=caller.client_id,
        partner_id=partner_id,
        details={},
        completed_at=now,
        created_at=now,
        updated_at=now,
    )
    session.add(payment)
    await session.flush()
    await _fee_paid(session, booking, payment, bookings.actor(caller))
    lines = partners.fee_lines(booking.booking_reference, amount, purpose)
    await partners.pay_from_wallet(
        session, wallet, lines, [line_id], booking_id=booking.id, actor=bookings.actor(caller)
    )
    return payment, line_id


async def start_fee(
    session: AsyncSession,
    booking: Booking,
    caller: Caller,
    provider: Provider | None,
    links: access_links.AccessLinks,
    *,
    purpose: str,
    amount: Decimal,
) -> Initiated:
    """A fee beside the booking's price to be paid by card: a payment of ``purpose`` of its
    own through the deployment's provider, waiting ``FEE_PAYMENT_WINDOW`` for its payer
    (``payment_url``: the hosted page of that payment); ``settle`` completes it without
    touching the booking."""
    if provider is None:
        raise CardPaymentsNotConfigured()
    now = clock.now()
    until = now + FEE_PAYMENT_WINDOW
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
        api_client_id=caller.client_id,
        partner_id=caller.partner_id,
        payer_email=booking.contact_email,
        return_url=booking.redirect_url,
        expires_at=until,
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
            expires_at=until,
            payer_email=booking.contact_email,
            page_url=links.payment_url(booking.id, until, payment.id),
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


async def _fee_paid(session: AsyncSession, booking: Booking, payment: Payment, actor: str) -> None:
    """A fee paid beside the booking's price is an item of the booking, retained from the
    start: it pays for a change already made (``ticketing.items``)."""
    item = sale_items.fee(
        booking.id,
        payment.currency,
        payment.amount,
        payment_id=payment.id,
        cause=payment.purpose,
        description=payment.purpose.replace("_", " ").capitalize(),
    )
    session.add(item)
    await session.flush()  # the item before its moves (no relationship orders them)
    session.add_all(sale_items.opening_moves(item, actor))


async def _items_for(
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
    await _check_flights_fly(session, booking)
    started = await _start(
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


async def settle(
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
                await _fee_paid(session, booking, payment, "system")
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


# --- reading ---------------------------------------------------------------------------------


async def of_bookings(
    session: AsyncSession, booking_ids: Sequence[uuid.UUID]
) -> dict[uuid.UUID, list[Payment]]:
    """The payments of each booking, oldest first (bookings without any: absent)."""
    found: dict[uuid.UUID, list[Payment]] = {}
    if not booking_ids:
        return found
    for payment in await session.scalars(
        select(Payment)
        .where(Payment.booking_id.in_(booking_ids))
        .order_by(Payment.created_at, Payment.id)
    ):
        found.setdefault(payment.booking_id, []).append(payment)
    return found


@booking_answers.money_reader
async def money_of_bookings(
    session: AsyncSession, booking_ids: Sequence[uuid.UUID]
) -> dict[uuid.UUID, booking_answers.BookingMoney]:
    """What the answers of bookings show of their payments (registered with bookings,
    which never imports payments)."""
    return {
        booking_id: booking_money(found)
        for booking_id, found in (await of_bookings(session, booking_ids)).items()
    }


def booking_money(payments: Sequence[Payment]) -> booking_answers.BookingMoney:
    """A booking's payments as its answer shows them."""
    return booking_answers.BookingMoney(
        [payment_out(p) for p in payments],
        sum(
            (p.amount for p in payments if p.status == "COMPLETED" and p.purpose in PAYS_TOTAL),
            Decimal(0),
        ),
    )


async def find(
    session: AsyncSession,
    caller: Caller,
    *,
    page: int,
    page_size: int,
    booking_id: uuid.UUID | None = None,
    status: str | None = None,
) -> tuple[list[Payment], int]:
    """The payments of the bookings the caller may see, newest first."""
    conditions = [bookings.visible_to(caller)]
    if booking_id is not None:
        conditions.append(Payment.booking_id == booking_id)
    if status is not None:
        conditions.append(Payment.status == status)
    base = select(Payment).join(Booking, Booking.id == Payment.booking_id).where(*conditions)
    total = await session.scalar(select(func.count()).select_from(base.subquery()))
    rows = await session.scalars(
        base.order_by(Payment.created_at.desc(), Payment.id)
        .offset((page - 1) * page_size)
        .limit(page_size)
    )
    return list(rows), total


async def get(session: AsyncSession, payment_id: uuid.UUID, caller: Caller) -> Payment:
    """A payment of a booking the caller may see (404 otherwise: none is revealed)."""
    payment = await session.scalar(
        select(Payment)
        .join(Booking, Booking.id == Payment.booking_id)
        .where(Payment.id == payment_id, bookings.visible_to(caller))
    )
    if payment is None:
        raise PaymentNotFound()
    return payment


# --- refunds (``payments.refunds``) -----------------------------------------------------------


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


FULL_REFUND_FAMILIES = frozenset({"FLEX", "BUSINESS"})


@dataclass(frozen=True)
class FareRefund:
    """What the booking's fare gives back now (the pricing service's refund quote), capped
    at what its payments can still give back."""

    amount: Decimal
    currency: str
    refundable: bool
    fare_family: str
    notes: str


async def fare_refund(session: AsyncSession, booking: Booking, caller: Caller) -> FareRefund:
    """What the fare gives back now: FLEX and BUSINESS all that is left; others the refund
    quote (total less the cancellation fee; nothing for a non-refundable fare) less what was
    already refunded, so a part refund before a cancel never skips the fee."""
    segment, departure, pax_count = await bookings.refund_basis(session, booking)
    quote = await pricing.refund_quote(
        session,
        caller,
        booking_id=booking.id,
        total=booking.total_amount,
        currency=booking.currency,
        fare_rule_id=segment.fare_rule_id,
        departure=departure,
        pax_count=pax_count,
    )
    money_now = await refunds.money_of(session, booking, lock=False)
    payable = money_now.held
    already = money_now.refunded
    full = segment.fare_family_code.upper() in FULL_REFUND_FAMILIES
    if full or Decimal(quote["refund_amount"]) > already:
        found = await sale_items.states_of(session, [booking.id])
        if found:  # never more than the items sold still hold (nothing flown nor refunded)
            payable = min(payable, sale_items.total(sale_items.whole(found, "held")))
    if full:
        return FareRefund(
            payable, booking.currency, True, segment.fare_family_code, "Refunded in full"
        )
    return FareRefund(
        amount=min(max(Decimal(quote["refund_amount"]) - already, Decimal(0)), payable),
        currency=booking.currency,
        refundable=bool(quote["refundable"]),
        fare_family=segment.fare_family_code,
        notes=quote["notes"],
    )


def _refund_words(given: refunds.Given) -> str:
    if all(refund.status == "SUCCEEDED" for refund in given.refunds):
        return f"{given.amount:.2f} {given.currency} refunded"
    expected = max(refund.expected_by for refund in given.refunds)
    return (
        f"A refund of {given.amount:.2f} {given.currency} is on its way; expected by "
        f"{expected.isoformat()}"
    )


def refund_on_cancel(
    caller: Caller, provider: Provider | None
) -> Callable[[AsyncSession, Booking], Awaitable[bookings.CancelRefund]]:
    """The money side of cancelling (``bookings.service.cancel_booking``): a paid booking
    gets back what its fare refunds now (the refund quote: total less the cancellation fee,
    nothing for a non-refundable fare), never more than was paid."""

    async def money(session: AsyncSession, booking: Booking) -> bookings.CancelRefund:
        if booking.payment_status == "unpaid":
            undone = await undo_exchange(session, booking, caller, provider, "cancelled")
            return undone or await bookings.nothing_charged(session, booking)
        if booking.payment_status != "paid":
            return bookings.CancelRefund(
                False, f"The booking is already {booking.payment_status.replace('_', ' ')}"
            )
        due = await fare_refund(session, booking, caller)
        if due.amount <= 0:
            return bookings.CancelRefund(
                False,
                "The fare is not refundable: nothing is refunded",
                Decimal("0.00"),
                booking.currency,
            )
        given = await refunds.refund_booking(
            session,
            booking,
            due.amount,
            kind="cancellation",
            reason="Booking cancelled",
            actor=bookings.actor(caller),
            provider=provider,
            shares=await _items_for(session, booking, due.amount),
        )
        await refunds.update_payment_status(session, booking, cancelling=True)
        return bookings.CancelRefund(True, _refund_words(given), given.amount, given.currency)

    return money


def refund_in_full(
    caller: Caller, provider: Provider | None, reason: str
) -> Callable[[AsyncSession, Booking], Awaitable[bookings.CancelRefund]]:
    """The money side of cancelling for the airline's disruption: an involuntary refund of
    everything the booking holds (its own payments and what an exchange carried over to it)
    whatever its fare rules, kind ``involuntary``."""

    async def money(session: AsyncSession, booking: Booking) -> bookings.CancelRefund:
        if booking.payment_status == "unpaid":
            undone = await undo_exchange(session, booking, caller, provider, "cancelled")
            return undone or await bookings.nothing_charged(session, booking)
        held = (await refunds.money_of(session, booking, lock=True)).held
        found = await sale_items.states_of(session, [booking.id])
        # what was not flown: flown coupons' items are used, the booking's own charges too
        # once its trip began; a fee for a change made is retained
        unused = sale_items.whole(found, "held")
        shares, _ = sale_items.take(unused, min(held, sale_items.total(unused)))
        amount = sale_items.total(shares) if found else held
        if amount <= 0:
            return bookings.CancelRefund(
                False,
                f"The booking is already {booking.payment_status.replace('_', ' ')}"
                if held <= 0
                else "Nothing of the booking is left unused: nothing is refunded",
                Decimal("0.00"),
                booking.currency,
            )
        given = await refunds.refund_booking(
            session,
            booking,
            amount,
            kind="involuntary",
            reason=reason,
            actor=bookings.actor(caller),
            provider=provider,
            shares=shares,
        )
        await refunds.update_payment_status(session, booking, cancelling=True)
        return bookings.CancelRefund(True, _refund_words(given), given.amount, given.currency)

    return money


async def held(session: AsyncSession, booking: Booking) -> Decimal:
    """What of its money the booking (locked by the caller) still holds, its payments
    locked (``refunds.money_of``)."""
    return (await refunds.money_of(session, booking, lock=True)).held


@dataclass(frozen=True)
class BookingRefund:
    booking: Booking
    given: refunds.Given
    fare: FareRefund


async def refund_consumer(
    session: AsyncSession, booking_id: uuid.UUID, caller: Caller, provider: Provider | None
) -> BookingRefund:
    """The traveller's refund (spec 01 §4.5 refund-consumer): by fare family, FLEX and
    BUSINESS in full, CLASSIC the total less its cancellation fee, LIGHT (and any fare that
    refunds nothing) 400; the booking is cancelled and the money given back."""
    booking = await access.opened(session, booking_id, caller, for_update=True)
    return await _refund_and_cancel(session, booking, caller, provider, kind="consumer")


async def refund_for_client(
    session: AsyncSession,
    booking_id: uuid.UUID,
    caller: Caller,
    provider: Provider | None,
    reason: str | None,
) -> BookingRefund:
    """The client's refund of a paid booking (``POST /bookings/{id}/refund``): the same
    rules as the traveller's, for the booking's client."""
    booking = await bookings.owned(session, booking_id, caller, for_update=True)
    return await _refund_and_cancel(
        session, booking, caller, provider, kind="booking", reason=reason
    )


async def _refund_and_cancel(
    session: AsyncSession,
    booking: Booking,
    caller: Caller,
    provider: Provider | None,
    *,
    kind: str,
    reason: str | None = None,
) -> BookingRefund:
    if booking.status in FINAL_STATUSES:
        raise BookingIsFinal(f"The booking is {booking.status}: it cannot be refunded")
    if booking.payment_status != "paid":
        raise NotPaid(
            "The booking is not paid through the airline: nothing to refund"
            if booking.payment_status == "unpaid"
            else f"The booking is already {booking.payment_status.replace('_', ' ')}"
        )
    if caller.kind != "staff":  # said first: once the trip left, its fare says nothing
        await bookings.not_departed(session, booking)
    fare = await fare_refund(session, booking, caller)
    if fare.amount <= 0:
        raise NotRefundable(
            f"The {fare.fare_family} fare is not refundable: nothing can be given back"
        )
    given: list[refunds.Given] = []

    async def money(session: AsyncSession, locked: Booking) -> bookings.CancelRefund:
        done = await refunds.refund_booking(
            session,
            locked,
            fare.amount,
            kind=kind,
            reason=reason or "Refund requested",
            actor=bookings.actor(caller),
            provider=provider,
            shares=await _items_for(session, locked, fare.amount),
        )
        given.append(done)
        await refunds.update_payment_status(session, locked, cancelling=True)
        return bookings.CancelRefund(True, _refund_words(done), done.amount, done.currency)

    await bookings.cancel_booking(session, booking, caller, money)
    return BookingRefund(booking, given[0], fare)


async def refund_part(
    session: AsyncSession,
    payment_id: uuid.UUID,
    caller: Caller,
    provider: Provider | None,
    amount: Decimal,
    reason: str | None,
) -> Refund:
    """Give back part or all of a payment (``POST /payments/{id}/refund``; the back office's
    ``POST /admin/payments/{id}/refund``): at most what it took minus what was already
    refunded. A client gives back no more than the booking's fare does now (400
    ``RefundBeyondFare``; a non-refundable fare nothing), and not once its trip has left;
    the airline (staff) may refund beyond the fare. When nothing is left to give back (by
    the fare for a client, at all for the airline) the refund returned the tickets' value:
    the booking is cancelled and its tickets end ``REFUNDED``."""
    found = await get(session, payment_id, caller)
    booking = await bookings.current(session, found.booking_id, for_update=True)
    payment = await session.scalar(
        select(Payment)
        .where(Payment.id == payment_id)
        .with_for_update()
        .execution_options(populate_existing=True)
    )
    if payment.status != "COMPLETED":
        raise RefundNotPossible(
            f"The payment is {payment.status}: only a completed one is refunded"
        )
    if payment.purpose not in PAYS_TOTAL:
        raise FeeNotRefundable(
            f"This payment is the {payment.purpose.replace('_', ' ')} of a change that was "
            "made: it is not refunded on its own"
        )
    airline = caller.kind == "staff"
    if not airline:
        if booking.status != "confirmed":
            raise BookingIsFinal(f"The booking is {booking.status}: it cannot be refunded")
        await bookings.not_departed(session, booking)
        fare = await fare_refund(session, booking, caller)
        if rounded(amount) > fare.amount:
            raise RefundBeyondFare(
                f"The {fare.fare_family} fare gives back at most {fare.amount:.2f} "
                f"{fare.currency} now"
            )
    # the airline may give back beyond the fare (goodwill): what the fare kept, then what flew
    sources = ("held", "retained", "used") if airline else ("held",)
    refund = await refunds.refund_payment(
        session,
        payment,
        booking,
        amount,
        kind="manual",
        reason=reason,
        actor=bookings.actor(caller),
        provider=provider,
        shares=await _items_for(session, booking, rounded(amount), sources=sources),
    )
    if booking.status == "confirmed":
        left = (
            (await refunds.money_of(session, booking, lock=False)).held
            if airline
            else (await fare_refund(session, booking, caller)).amount
        )
        if left <= 0:

            async def returned(session: AsyncSession, locked: Booking) -> bookings.CancelRefund:
                return bookings.CancelRefund(
                    True, "The payment was refunded", refund.amount, refund.currency
                )

            await bookings.cancel_booking(session, booking, caller, returned)
            await refunds.update_payment_status(session, booking)
    return refund


async def refunds_of(session: AsyncSession, booking_ids: Sequence[uuid.UUID]) -> list[Refund]:
    if not booking_ids:
        return []
    return list(
        await session.scalars(
            select(Refund)
            .where(Refund.booking_id.in_(booking_ids))
            .order_by(Refund.created_at, Refund.id)
        )
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


# --- external confirmation (``POST /payments/webhooks/external``) ------------------------------

RESERVED_PROVIDERS = frozenset({"wallet", sandbox.NAME, stripe_provider.NAME})


async def require_signature(session: AsyncSession, client_id: str | None) -> bool:
    return bool(
        await session.scalar(
            select(ExternalPaymentClient.require_signature).where(
                ExternalPaymentClient.client_id == client_id
            )
        )
    )


def signature_matches(secret_key: str, body: bytes, signature: str | None) -> bool:
    """``X-Signature``: HMAC-SHA256 of the raw body with the secret key, hex (``sha256=``
    before it is accepted too)."""
    if not signature:
        return False
    expected = hmac.new(secret_key.encode(), body, hashlib.sha256).hexdigest()
    return hmac.compare_digest(expected, signature.strip().removeprefix("sha256=").lower())


async def confirm_external(
    session: AsyncSession,
    caller: Caller,
    report: ExternalConfirmation,
    reads: Reads,
) -> tuple[str, Payment]:
    """Record a payment the client took itself and confirm its booking, once per
    (``provider``, ``transaction_id``), the provider's name compared without case (kept in
    lower case): ``created`` the first time, ``already_processed`` for a repeat,
    ``updated`` when a payment of the booking still waiting under that transaction id (of
    any provider: the client reports the transaction it saw succeed) is raised to
    ``COMPLETED``. The booking must be the client's own (by ``api_client_id``)."""
    try:
        booking_id = uuid.UUID(report.booking_id)
    except ValueError:
        raise BadBookingId(f"booking_id {report.booking_id[:40]!r} is not a UUID") from None
    provider_name = report.provider.lower()
    if provider_name in RESERVED_PROVIDERS:
        raise ReservedProvider(
            f"provider {report.provider!r} is the airline's own: name your payment provider"
        )
    booking = await bookings.current(session, booking_id, for_update=True)
    if booking.api_client_id is None:
        raise NotTheClientsBooking(
            "The booking was made before bookings recorded their client: it cannot be "
            "confirmed by an external payment"
        )
    if booking.api_client_id != caller.client_id:
        raise NotTheClientsBooking()
    existing = await session.scalar(
        select(Payment)
        .where(
            Payment.provider == provider_name,
            Payment.provider_transaction_id == report.transaction_id,
        )
        .with_for_update()
    ) or await session.scalar(
        select(Payment)
        .where(
            Payment.booking_id == booking.id,
            Payment.provider_transaction_id == report.transaction_id,
            Payment.status.in_(OPEN_STATUSES),
        )
        .with_for_update()
    )
    if existing is not None:
        if existing.booking_id != booking.id:
            raise TransactionOfAnotherBooking()
        if existing.status == "COMPLETED":
            return "already_processed", existing
        if existing.status not in OPEN_STATUSES:
            raise TransactionClosed(
                f"Payment {existing.id} under this transaction id is {existing.status}"
            )
    _check_payable(booking)
    await _check_flights_fly(session, booking)
    amount = report.amount or booking.total_amount
    if amount != booking.total_amount:
        raise AmountNotDue(
            f"amount must be the booking's total, {booking.total_amount:.2f} {booking.currency}"
        )
    if report.currency and report.currency != booking.currency:
        raise CurrencyNotTheBookings(f"currency must be the booking's, {booking.currency}")
    now = clock.now()
    payment = existing or Payment(
        id=uuid.uuid4(),
        created_at=now,
        booking_id=booking.id,
        purpose="booking",
        provider=provider_name,
        method=report.payment_method,
        amount=booking.total_amount,
        currency=booking.currency,
        refunded_amount=Decimal("0.00"),
        provider_transaction_id=report.transaction_id,
        api_client_id=caller.client_id,
        partner_id=caller.partner_id,
        details={},
    )
    payment.status = "COMPLETED"
    payment.completed_at = max(now, payment.created_at)
    payment.payer_name = report.payer_name or payment.payer_name
    payment.payer_email = report.payer_email or payment.payer_email
    if report.metadata:
        payment.details = {**payment.details, "metadata": report.metadata}
    session.add(payment)
    bookings.record_payment(booking, "paid")
    await bookings.confirm_booking(session, booking, caller, reads, paid_by=payment.id)
    return ("updated" if existing is not None else "created"), payment


async def check_signature(
    session: AsyncSession, caller: Caller, secret_key: str, body: bytes, signature: str | None
) -> None:
    """403 when the airline requires this client to sign its reports and the signature is
    missing or wrong."""
    if await require_signature(session, caller.client_id) and not signature_matches(
        secret_key, body, signature
    ):
        raise SignatureRequired()


async def set_signature_requirement(
    session: AsyncSession, client_id: str, required: bool
) -> ExternalPaymentClient:
    """The airline switches signed external confirmations on or off for one client (404
    for a client id no key has: a typo must not leave a client unsigned)."""
    if (
        await session.scalar(select(ApiKey.id).where(ApiKey.client_id == client_id).limit(1))
        is None
    ):
        raise UnknownClient(f"No API key has client id {client_id!r}")
    now = clock.now()
    await session.execute(
        pg_insert(ExternalPaymentClient)
        .values(
            id=uuid.uuid4(),
            client_id=client_id,
            require_signature=required,
            created_at=now,
            updated_at=now,
        )
        .on_conflict_do_update(
            index_elements=[ExternalPaymentClient.client_id],
            set_={"require_signature": required, "updated_at": now},
        )
    )
    return await session.scalar(
        select(ExternalPaymentClient)
        .where(ExternalPaymentClient.client_id == client_id)
        .execution_options(populate_existing=True)
    )


async def external_clients(session: AsyncSession) -> list[ExternalPaymentClient]:
    return list(
        await session.scalars(
            select(ExternalPaymentClient).order_by(ExternalPaymentClient.client_id)
        )
    )


async def find_refunds(
    session: AsyncSession, *, status: str | None, page: int, page_size: int
) -> tuple[list[Refund], int]:
    """Refunds of every booking (the back office), newest first."""
    conditions = [Refund.status == status] if status else []
    total = await session.scalar(select(func.count()).select_from(Refund).where(*conditions))
    rows = await session.scalars(
        select(Refund)
        .where(*conditions)
        .order_by(Refund.created_at.desc(), Refund.id)
        .offset((page - 1) * page_size)
        .limit(page_size)
    )
    return list(rows), total


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


@dataclass(frozen=True)
class Receivable:
    """What one client owes in one currency: bookings confirmed without being paid in full
    (ticketed on account), and the sum still due."""

    api_client_id: str | None
    partner_id: uuid.UUID | None
    currency: str
    bookings: int
    amount_due: Decimal


async def receivables(session: AsyncSession) -> list[Receivable]:
    """Every client's confirmed or completed bookings with money still due, summed per
    client and currency, the largest first."""
    paid = (
        select(func.coalesce(func.sum(Payment.amount), 0))
        .where(
            Payment.booking_id == Booking.id,
            Payment.status == "COMPLETED",
            Payment.purpose.in_(PAYS_TOTAL),
        )
        .correlate(Booking)
        .scalar_subquery()
    )
    # what an exchange carried over from the booking it replaced is paid too
    carried = func.coalesce(
        Booking.pricing[bookings.EXCHANGE]["carried_over"].astext.cast(Numeric(14, 2)), 0
    )
    due = Booking.total_amount - paid - carried
    rows = await session.execute(
        select(
            Booking.api_client_id,
            Booking.partner_id,
            Booking.currency,
            func.count(),
            func.sum(due),
        )
        .where(Booking.status.in_(("confirmed", "completed")), due > 0)
        .group_by(Booking.api_client_id, Booking.partner_id, Booking.currency)
        .order_by(func.sum(due).desc(), Booking.api_client_id)
    )
    return [Receivable(*row) for row in rows.all()]


# --- exchange (spec 01 §4.6 rule 5) -------------------------------------------------------------


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
    started = await _start(
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


async def undo_exchange(
    session: AsyncSession,
    new: Booking,
    caller: Caller,
    provider: Provider | None,
    cause: str,
) -> bookings.CancelRefund | None:
    """A booking an exchange made (``new``, locked by the caller) is cancelled or has lapsed
    (``cause``) before its difference was paid: the exchange is undone once
    (``bookings.service.undo_exchange``). The old booking restored keeps its money, less
    the fees of seats it could not hold again, refunded; not restored (its places were
    sold meanwhile), the money carried over goes back as the lapse gives it
    (``refund_lapsed_exchange``). None when ``new`` is no such booking or was undone."""
    undone = await bookings.undo_exchange(session, new, caller, cause)
    if undone is None:
        return None
    old = undone.replaced
    if undone.restored:
        message = f"The exchange is undone: booking {old.booking_reference} is valid again"
        if undone.seat_fees_lost > 0:
            found = await sale_items.states_of(session, [old.id])
            await refunds.refund_booking(
                session,
                old,
                undone.seat_fees_lost,
                shares=sale_items.allocate(found, undone.seat_fees_lost, kinds=frozenset({"seat"})),
                kind="exchange",
                reason=(
                    f"seats {', '.join(undone.seats_lost)} taken while the exchange to "
                    f"{new.booking_reference} was unpaid"
                ),
                actor=bookings.actor(caller),
                provider=provider,
            )
            message += f"; the fees of seats {', '.join(undone.seats_lost)} are refunded"
        return bookings.CancelRefund(False, message)
    amount = await refund_lapsed_exchange(session, new, old, caller, provider)
    return bookings.CancelRefund(
        amount > 0,
        f"The exchange is undone; booking {old.booking_reference} could not be restored "
        f"(its places were sold): {amount:.2f} {new.currency} of its fare is refunded",
        amount,
        new.currency,
    )


async def refund_lapsed_exchange(
    session: AsyncSession,
    lapsed: Booking,
    replaced: Booking,
    caller: Caller,
    provider: Provider | None,
) -> Decimal:
    """A booking an exchange made (``lapsed``, locked by the caller) expired with its
    difference unpaid: the trip is given up, so what was carried over to it goes back as
    the fare of the booking it replaced (``replaced``) refunds a cancellation now (its
    refund quote on the carried value: less the cancellation fee, nothing for a
    non-refundable fare; FLEX and BUSINESS in full), recorded as the lapsed booking's
    refunds. Returns what was refunded."""
    carried = bookings.carried_over(lapsed)
    if carried <= 0:
        return Decimal(0)
    segment, departure, pax_count = await bookings.refund_basis(session, replaced)
    if segment.fare_family_code.upper() in FULL_REFUND_FAMILIES:
        amount = carried
    else:
        quote = await pricing.refund_quote(
            session,
            caller,
            booking_id=lapsed.id,
            total=carried,
            currency=lapsed.currency,
            fare_rule_id=segment.fare_rule_id,
            departure=departure,
            pax_count=pax_count,
        )
        amount = Decimal(quote["refund_amount"])
    amount = min(amount, (await refunds.money_of(session, lapsed, lock=False)).held)
    # the replaced booking's items carried into the lapsed one: refunded, the rest retained
    carried_items = await sale_items.named_shares(session, replaced.id, lapsed.id, "carried")
    given, kept = sale_items.take(carried_items, amount)
    if carried_items and sale_items.total(given) < amount:
        raise RefundExceedsPaid(
            f"The items carried into {lapsed.booking_reference} hold "
            f"{sale_items.total(given):.2f} {lapsed.currency}"
        )
    if amount > 0:
        await refunds.refund_booking(
            session,
            lapsed,
            amount,
            kind="exchange",
            reason=f"exchange to {lapsed.booking_reference} lapsed with its difference unpaid",
            actor=bookings.actor(caller),
            provider=provider,
            shares=given,
        )
        await refunds.update_payment_status(session, lapsed, cancelling=True)
    sale_items.move(
        session,
        kept,
        "retained",
        actor=bookings.actor(caller),
        reason="the fare's cancellation fee",
        to_booking_id=lapsed.id,
    )
    await session.flush()
    return amount


async def refund_exchange(
    session: AsyncSession,
    booking: Booking,
    amount: Decimal,
    caller: Caller,
    provider: Provider | None,
    reason: str,
) -> refunds.Given:
    """An exchange's refund (the old fare's value above the new one and the penalty): that
    much of ``booking``'s items (locked by the caller; fares first) given back to the
    payments that paid it, its own and those of the bookings it replaced (never a fee's
    payment), the refunds recorded on ``booking``, whose items they give back (wallet at
    once, card through the provider's worker round). The booking is being ended by the
    exchange: its ``payment_status`` says so."""
    given = await refunds.refund_items(
        session,
        booking,
        kind="exchange",
        reason=reason,
        actor=bookings.actor(caller),
        provider=provider,
        shares=await _items_for(session, booking, rounded(amount), order=sale_items.EXCHANGE_ORDER),
    )
    await refunds.update_payment_status(session, booking, cancelling=True)
    return given
