"""The money of an exchange (spec 01 §4.6 rule 5) once it is made: its refund to the
payments that paid the old booking (``refund_exchange``), and the undoing of an exchange
whose new booking is cancelled or lapses before its difference is paid (``undo_exchange``,
``refund_lapsed_exchange``). The difference's card payment is ``cards``'."""

from decimal import Decimal

from sqlalchemy.ext.asyncio import AsyncSession

from tarmac.auth.caller import Caller
from tarmac.bookings import service as bookings
from tarmac.bookings.models import Booking
from tarmac.core.money import money as rounded
from tarmac.payments import refunds
from tarmac.payments.errors import RefundExceedsPaid
from tarmac.payments.providers import Provider
from tarmac.pricing import service as pricing
from tarmac.ticketing import items as sale_items


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
    if segment.fare_family_code.upper() in refunds.FULL_REFUND_FAMILIES:
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
        shares=await refunds.items_for(
            session, booking, rounded(amount), order=sale_items.EXCHANGE_ORDER
        ),
    )
    await refunds.update_payment_status(session, booking, cancelling=True)
    return given
