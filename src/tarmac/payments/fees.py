"""Fees beside the booking's price (a passenger correction's): payments of their own, from
the partner's wallet or by card, each an item of the booking once paid
(``ticketing.items``); the booking's status and ``payment_status`` are not the fee's."""

import uuid
from datetime import timedelta
from decimal import Decimal

from sqlalchemy.ext.asyncio import AsyncSession

from tarmac.auth.caller import Caller
from tarmac.bookings import links as access_links
from tarmac.bookings import service as bookings
from tarmac.bookings.models import Booking
from tarmac.cache.reads import Reads
from tarmac.core import clock
from tarmac.partners import service as partners
from tarmac.payments.cards import Initiated, start_card
from tarmac.payments.errors import CardPaymentsNotConfigured
from tarmac.payments.models import Payment
from tarmac.payments.providers import Provider
from tarmac.ticketing import emds
from tarmac.ticketing import items as sale_items

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
    payment, line_id = await wallet_payment(
        session, booking, caller, wallet.wallet_id, partner_id, purpose=purpose, amount=amount
    )
    await fee_paid(session, booking, payment, bookings.actor(caller))
    lines = partners.fee_lines(booking.booking_reference, amount, purpose)
    await partners.pay_from_wallet(
        session, wallet, lines, [line_id], booking_id=booking.id, actor=bookings.actor(caller)
    )
    return payment, line_id


async def wallet_payment(
    session: AsyncSession,
    booking: Booking,
    caller: Caller,
    wallet_id: uuid.UUID,
    partner_id: uuid.UUID,
    *,
    purpose: str,
    amount: Decimal,
    details: dict[str, object] | None = None,
) -> tuple[Payment, uuid.UUID]:
    """A ``COMPLETED`` payment of ``purpose`` from the wallet ``wallet_id`` for ``booking``,
    added and flushed, and the id of the ledger line that is to pay it (the caller posts it
    last: the wallet's row lock)."""
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
        wallet_id=wallet_id,
        api_client_id=caller.client_id,
        partner_id=partner_id,
        details=details or {},
        completed_at=now,
        created_at=now,
        updated_at=now,
    )
    session.add(payment)
    await session.flush()
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
    return await start_card(
        session,
        booking,
        provider,
        links,
        purpose=purpose,
        amount=amount,
        expires_at=clock.now() + FEE_PAYMENT_WINDOW,
        api_client_id=caller.client_id,
        partner_id=caller.partner_id,
        return_url=booking.redirect_url,
        cancel_url=None,
    )


async def fee_paid(session: AsyncSession, booking: Booking, payment: Payment, actor: str) -> None:
    """A fee paid beside the booking's price is an item of the booking, retained from the
    start: it pays for a change already made (``ticketing.items``), and an EMD-S, used
    at issue (``ticketing.emds``)."""
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
    await emds.for_fee(session, item, partner_id=booking.partner_id)
