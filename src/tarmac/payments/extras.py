"""Services and seats bought for a sold booking (``POST /api/v1/bookings/{id}/extras``), paid
from the agency's wallet in one transaction, as ``pay_with_balance`` pays a sale.

``buy_extras``: the caller's booking locked (404 unknown, 403 another client's), what it adds
checked, priced and written by the booking's own rules (``bookings.service.add_after_sale``:
the same SSR rules, seat zone prices and seat locks as at the sale), then, for what costs
something:

- a ``COMPLETED`` wallet payment of purpose ``booking``: it pays part of the booking's
  total, which the purchase raised, so every reader of what pays the total counts it (a
  cancel's refund by the fare, receivables, the answer's amount paid, the reconciliation);
- a sale item per service or seat (``ticketing.items.bought``) on the passenger's coupon of
  that segment, held, refundable, naming the payment: it follows its coupon (used when
  flown) and a refund by the fare gives it back as it gives back the sale's seats and
  services (``payments.fare_refunds``: the refund quote of the new total less the
  cancellation fee, items refundable first, seats and services before the fare);
- an EMD-A per item (``ticketing.emds.for_items``), ``emd.issued`` each;
- the wallet's ``DEBIT`` of purpose ``booking_payment``, last (the wallet's row lock); 422
  when the wallet is short, and then nothing is written.

No commission is earned on a purchase after the sale (as on a correction's fee): the
agency's commission is the sale's. What the fare includes (price 0) adds a row and no money.
"""

import uuid
from decimal import Decimal

from sqlalchemy.ext.asyncio import AsyncSession

from tarmac.auth.caller import Caller
from tarmac.bookings import answers as booking_answers
from tarmac.bookings import service as bookings
from tarmac.bookings.schemas import ExtrasIn
from tarmac.cache.reads import Reads
from tarmac.core.money import ZERO
from tarmac.partners import service as partners
from tarmac.payments.fees import wallet_payment
from tarmac.payments.queries import money_of_bookings
from tarmac.ticketing import emds
from tarmac.ticketing import items as sale_items

PURPOSE = "booking"  # the purchase pays part of the booking's (raised) total
LEDGER_PURPOSE = "booking_payment"


async def buy_extras(
    session: AsyncSession,
    booking_id: uuid.UUID,
    caller: Caller,
    reads: Reads,
    body: ExtrasIn,
) -> tuple[bookings.BookingView, booking_answers.BookingMoney]:
    """The services and seats of ``body`` added to the caller's sold booking and paid from
    its partner's wallet; the booking as answered, with its money."""
    partner_id = partners.own_partner(caller)
    booking = await bookings.owned(session, booking_id, caller, for_update=True)
    view = await bookings.view(session, booking)
    added = await bookings.add_after_sale(session, view, body, caller)
    amount = sum((a.amount for a in added), ZERO)
    if amount > 0:
        await _pay(session, view, added, amount, caller, reads, partner_id)
    view = await bookings.view(session, booking)
    money = (await money_of_bookings(session, [booking.id]))[booking.id]
    return view, money


async def _pay(
    session: AsyncSession,
    view: bookings.BookingView,
    added: list[bookings.Added],
    amount: Decimal,
    caller: Caller,
    reads: Reads,
    partner_id: uuid.UUID,
) -> None:
    booking = view.booking
    wallet = await partners.paying_wallet(session, reads, partner_id, booking.currency)
    payment, line_id = await wallet_payment(
        session,
        booking,
        caller,
        wallet.wallet_id,
        partner_id,
        purpose=PURPOSE,
        amount=amount,
        details={"after_sale": True},
    )
    coupons = {(c.passenger_id, c.segment_id): c for c in view.tickets.all_coupons}
    items = [
        sale_items.bought(
            coupons[(a.passenger_id, a.segment_id)],
            booking.currency,
            a.kind,
            a.code,
            a.name,
            a.amount,
            paid_by=payment.id,
        )
        for a in added
        if a.amount > 0
    ]
    session.add_all(items)
    await session.flush()
    await emds.for_items(
        session,
        items,
        view.tickets.tickets,
        view.tickets.all_coupons,
        partner_id=booking.partner_id,
    )
    lines = partners.fee_lines(booking.booking_reference, amount, LEDGER_PURPOSE)
    await partners.pay_from_wallet(
        session, wallet, lines, [line_id], booking_id=booking.id, actor=bookings.actor(caller)
    )
