"""A booking paid from its partner's wallet (spec 01 §4.5 pay-with-balance, §3.1): a pending
booking of the caller's partner is confirmed (``bookings.service.confirm_booking``: tickets,
e-mail, ``booking.confirmed``) and paid from the wallet in its currency
(``partners.service``: debit and commission as one ledger statement, 422 when short), with a
``COMPLETED`` payment of provider ``wallet``, in the request's transaction. The ledger
statement runs last: it takes the wallet's row lock, which a busy partner's payments queue
on."""

import uuid
from decimal import Decimal

from sqlalchemy.ext.asyncio import AsyncSession

from tarmac.auth.caller import Caller
from tarmac.bookings import answers as booking_answers
from tarmac.bookings import service as bookings
from tarmac.cache.reads import Reads
from tarmac.catalog import service as catalog
from tarmac.core import clock
from tarmac.partners import service as partners
from tarmac.payments.models import Payment
from tarmac.payments.payable import check_flights_fly, check_payable
from tarmac.payments.queries import money_of_bookings


async def pay_with_balance(
    session: AsyncSession,
    booking_id: uuid.UUID,
    caller: Caller,
    reads: Reads,
) -> tuple[bookings.BookingView, booking_answers.BookingMoney]:
    """The booking paid from the partner's wallet and confirmed; the booking as answered,
    with its money (its payments, earlier card attempts too). Everything is written and
    read before the wallet's ledger statement, which takes the wallet's row lock, so a
    partner's busy wallet is held for one statement and the commit."""
    partner_id = partners.own_partner(caller)
    booking = await bookings.owned(session, booking_id, caller, for_update=True)
    check_payable(booking)
    # read once, for the check, the tickets and the answer
    loaded = await bookings.confirming(session, booking)
    await check_flights_fly(session, booking, (loaded.segments, loaded.passengers))
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
        loaded=loaded,
        paid_by=payment["id"],
    )
    money = (await money_of_bookings(session, [booking.id]))[booking.id]
    await partners.pay_from_wallet(
        session,
        wallet,
        lines,
        line_ids,
        booking_id=booking.id,
        actor=bookings.actor(caller),
    )
    return view, money
