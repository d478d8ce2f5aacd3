"""Refunds by the fare (spec 01 §4.5, §4.9): what a booking's fare gives back now
(``fare_refund``), the money side of a cancel (``refund_on_cancel``; ``refund_in_full`` for
the airline's disruption), the traveller's and the client's refund that cancels
(``refund_consumer``, ``refund_for_client``) and the refund of part of one payment
(``refund_part``). How the money goes back is ``payments.refunds``'."""

import uuid
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from decimal import Decimal

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from tarmac.auth.caller import Caller
from tarmac.bookings import access
from tarmac.bookings import service as bookings
from tarmac.bookings.errors import BookingIsFinal
from tarmac.bookings.models import FINAL_STATUSES, Booking
from tarmac.core.money import money as rounded
from tarmac.payments import refunds
from tarmac.payments.errors import (
    FeeNotRefundable,
    NotPaid,
    NotRefundable,
    RefundBeyondFare,
    RefundNotPossible,
)
from tarmac.payments.exchange_money import undo_exchange
from tarmac.payments.models import PAYS_TOTAL, Payment, Refund
from tarmac.payments.providers import Provider
from tarmac.payments.queries import get
from tarmac.pricing import service as pricing
from tarmac.ticketing import items as sale_items


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
    full = segment.fare_family_code.upper() in refunds.FULL_REFUND_FAMILIES
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
            shares=await refunds.items_for(session, booking, due.amount),
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
            shares=await refunds.items_for(session, locked, fare.amount),
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
        shares=await refunds.items_for(session, booking, rounded(amount), sources=sources),
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
