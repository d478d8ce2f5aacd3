"""Ticket exchange (spec 01 §4.6, §3.1): dates and flights to change to, the preview with
its price lock, and the execute that replaces a booking by a new one.

- The old value is what the booking's tickets hold with its own charges (its total as
  ticketed), never priced again.
- The exchange quote (``POST /fares/quote/exchange``, ``quote``): a booking it names must
  be the caller's (``bookings.service.owned``); pricing prices it.
- Preview without ``exchange_quote_id``: the legacy formula. The penalty is the original
  fare rule's ``change_fee`` per paid passenger, times ``exchange_penalty_multiplier``
  under ``exchange_threshold_hours`` before the original departure (rule 7); the new flight
  is priced now by the pricing service for the same party, fare family, cabin and
  services, with the partner discount the booking was priced with (not the caller's);
  extra and refund as ``pricing.exchange.exchange_amounts`` (new + penalty - old charged
  when above 0, given back when below 0 by a refundable fare only). With
  ``exchange_quote_id`` the stored exchange quote governs: the caller's client's (403
  otherwise), and its booking, flight, partner discount and original total this
  booking's.
- The preview stores a price lock (``ExchangeLock``, 900 s by the test clock) naming the
  quote the new booking will be sold at: execute books exactly that quote.
- Execute locks the booking row, checks its status and coupons, takes the newest live lock
  (410 without one), creates the new booking (``bookings.service.create_exchanged``: the
  cabins of both flights locked first, in the global order), ends the old one
  (``end_exchanged``: coupons ``EXCHANGED``, cancelled without the cancel's refund), then
  settles the money: extra to pay (the new booking pending, a card payment of purpose
  ``exchange_difference`` started, or the agency's pay-with-balance), a refund to the
  original payments, or nothing; in the last two the new booking is confirmed and
  ticketed at once and carries the old booking's money over (``carried_over``).
- A new booking cancelled or lapsed with its difference unpaid undoes the exchange, once
  (``payments.service.undo_exchange``: the cancel in its request, the lapse in
  ``settle_lapsed``): the old booking restored where its places are free, else the money
  carried over given back as its fare refunds a cancellation.
"""

import uuid
from collections import Counter
from datetime import date, timedelta
from decimal import Decimal
from typing import Any

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from tarmac.auth.caller import Caller
from tarmac.bookings import links as access_links
from tarmac.bookings import service as bookings
from tarmac.bookings.models import FINAL_STATUSES, Booking
from tarmac.cache.reads import Reads
from tarmac.catalog import service as catalog
from tarmac.core import clock
from tarmac.core.errors import InvalidRange, UpstreamUnavailable
from tarmac.core.money import ZERO, money
from tarmac.exchanges.errors import (
    BookingNotExchangeable,
    CouponNotOpen,
    ExchangeQuoteMismatch,
    NewFlightNotFound,
    NotChangeable,
    NotOnTheRoute,
    PaymentProviderUnavailable,
    PriceLockExpired,
    SameFlight,
)
from tarmac.exchanges.models import ExchangeLock
from tarmac.exchanges.schemas import (
    ExchangeDatesOut,
    ExchangeExecuteOut,
    ExchangeFlightsOut,
    ExchangeIn,
    ExchangeLegOut,
    ExchangePreviewOut,
)
from tarmac.inventory import service as inventory
from tarmac.payments import service as payments
from tarmac.payments.providers import Provider
from tarmac.pricing import service as pricing
from tarmac.pricing.schemas import ExchangeQuoteRequest, OfferItem, PaxItem, QuoteRequest
from tarmac.ticketing import items as sale_items
from tarmac.ticketing import service as ticketing

LOCK_SECONDS = 900  # spec 02 §8
DATES_AHEAD_DAYS = 90


def _check_status(booking: Booking) -> None:
    if booking.status in FINAL_STATUSES:
        raise BookingNotExchangeable(f"The booking is {booking.status}: it cannot be exchanged")
    if booking.status != "confirmed":
        raise BookingNotExchangeable(
            f"The booking is {booking.status}: only a confirmed (ticketed) booking can be "
            "exchanged; a pending one has no tickets yet (cancel it and book again)"
        )


async def _booking(
    session: AsyncSession, booking_id: uuid.UUID, caller: Caller, *, for_update: bool = False
) -> Booking:
    booking = await bookings.owned(session, booking_id, caller, for_update=for_update)
    _check_status(booking)
    return booking


def _paid_passengers(view: bookings.BookingView) -> int:
    return sum(1 for p in view.passengers if pricing.occupies_seat(p.passenger_type))


def _left_in_cabin(availability: inventory.Availability, flight_id: uuid.UUID, cabin: str) -> int:
    classes = availability.get(flight_id, {})
    return max((c.left for c in classes.values() if c.cabin == cabin), default=0)


async def _candidates(
    session: AsyncSession, view: bookings.BookingView, first: date, last: date
) -> list[tuple[Any, ...]]:
    """The flights of the booking's outbound route from ``first`` to ``last`` other than its
    own, not yet departed, with places in its cabin: ``(row, places left)``."""
    outbound = view.segments[0]
    _flight, route, _origin, _destination = view.flights[outbound.flight_id]
    now = clock.now()
    rows = [
        row
        for row in await catalog.route_flights_between(session, route.id, first, last)
        if row[0].id != outbound.flight_id and row[0].scheduled_departure > now
    ]
    availability = await inventory.availability(session, [row[0].id for row in rows])
    return [(row, _left_in_cabin(availability, row[0].id, outbound.cabin)) for row in rows]


async def dates(
    session: AsyncSession,
    booking_id: uuid.UUID,
    caller: Caller,
    date_from: date | None,
    date_to: date | None,
) -> ExchangeDatesOut:
    booking = await _booking(session, booking_id, caller)
    first = date_from or clock.today()
    last = date_to or clock.today() + timedelta(days=DATES_AHEAD_DAYS)
    if last < first:
        raise InvalidRange("date_to must not be before date_from")
    view = await bookings.view(session, booking)
    paid = _paid_passengers(view)
    found = await _candidates(session, view, first, last)
    days = sorted({row[0].flight_date for row, left in found if left >= paid})
    return ExchangeDatesOut(booking_id=booking.id, dates=days)


def _leg(row: tuple[Any, ...], left: int) -> ExchangeLegOut:
    flight, _route, origin, destination, aircraft = row
    return ExchangeLegOut(
        flight_id=flight.id,
        flight_number=flight.flight_number,
        origin_iata=origin.iata_code,
        destination_iata=destination.iata_code,
        departure_time=catalog.local_time(flight.scheduled_departure, origin),
        arrival_time=catalog.local_time(flight.scheduled_arrival, destination),
        available_seats=left,
        aircraft_type=aircraft,
    )


async def flights(
    session: AsyncSession, booking_id: uuid.UUID, caller: Caller, day: date
) -> ExchangeFlightsOut:
    booking = await _booking(session, booking_id, caller)
    view = await bookings.view(session, booking)
    legs = [_leg(row, left) for row, left in await _candidates(session, view, day, day)]
    return ExchangeFlightsOut(booking_id=booking.id, date=day, legs=legs)


async def open_flights(
    session: AsyncSession, booking_id: uuid.UUID, caller: Caller, first: date, last: date
) -> list[ExchangeLegOut]:
    """The flights ``dates`` counts from ``first`` to ``last``: the booking's route, not
    its own, not departed, with places in its cabin for all its paid passengers; by
    departure. (NDC's OrderReshop offers each of them.)"""
    booking = await _booking(session, booking_id, caller)
    view = await bookings.view(session, booking)
    paid = _paid_passengers(view)
    found = await _candidates(session, view, first, last)
    legs = [_leg(row, left) for row, left in found if left >= paid]
    return sorted(legs, key=lambda leg: leg.departure_time)


# --- the exchange quote (spec 01 §4.4) ---------------------------------------------------------


async def quote(
    session: AsyncSession, request: ExchangeQuoteRequest, caller: Caller
) -> dict[str, Any]:
    """``POST /fares/quote/exchange``: the booking it names (``original_booking_id``) must
    be one the caller may see, as ``GET /bookings/{id}`` answers (404 unknown, 403 another
    client's); then pricing prices it. Without a booking it is a calculation that no
    preview takes."""
    if request.original_booking_id is not None:
        await bookings.owned(session, request.original_booking_id, caller)
    return await pricing.quote_exchange(session, request, caller)


# --- preview ---------------------------------------------------------------------------------


def _taxes_of_quote(quote: pricing.QuoteForBooking) -> Decimal:
    return sum(
        (
            Decimal(str(line["amount"]))
            for line in quote.response.get("line_items", [])
            if line.get("type") == "tax"
        ),
        ZERO,
    )


async def _old_value(session: AsyncSession, view: bookings.BookingView) -> tuple[Decimal, Decimal]:
    """``(total, taxes)`` the booking still holds: its items' held money (a part refunded
    before is not exchanged again); a booking sold before items, what its tickets and own
    charges hold."""
    found = await sale_items.states_of(session, [view.booking.id])
    if found:
        held = sale_items.whole(found, "held")
        taxes = [share for share in held if share.state.item.kind == "tax"]
        return sale_items.total(held), sale_items.total(taxes)
    tickets = view.tickets.tickets
    own = view.charges
    total = sum((t.total_amount for t in tickets), ZERO) + sum((c.amount for c in own), ZERO)
    taxes = sum((t.tax_amount for t in tickets), ZERO) + sum(
        (c.amount for c in own if c.kind == "tax"), ZERO
    )
    return money(total), money(taxes)


async def _new_flight(
    session: AsyncSession, view: bookings.BookingView, new_flight_id: uuid.UUID
) -> tuple:
    found = (await catalog.flights_with_airports(session, [new_flight_id])).get(new_flight_id)
    if found is None:
        raise NewFlightNotFound()
    outbound = view.segments[0]
    if new_flight_id == outbound.flight_id:
        raise SameFlight()
    _flight, _route, origin, destination = view.flights[outbound.flight_id]
    if (found[2].id, found[3].id) != (origin.id, destination.id):
        raise NotOnTheRoute(
            f"Flight {found[0].flight_number} does not fly {origin.iata_code} → "
            f"{destination.iata_code}, the booking's route"
        )
    return found


async def _penalty(
    session: AsyncSession, view: bookings.BookingView, paid: int
) -> pricing.ExchangePenalty:
    outbound = view.segments[0]
    flight = view.flights[outbound.flight_id][0]
    try:
        return await pricing.exchange_penalty(
            session,
            outbound.fare_rule_id,
            currency=view.booking.currency,
            departure=flight.scheduled_departure,
            paid_passengers=paid,
        )
    except pricing.NotChangeable as exc:
        raise NotChangeable(exc.detail) from exc


def _partner_priced(booking: Booking) -> uuid.UUID | None:
    """The partner whose channel discount the booking's quote asked for (None: none)."""
    partner = booking.pricing.get("quote", {}).get("partner_id")
    return uuid.UUID(partner) if partner else None


async def _price_now(
    session: AsyncSession, view: bookings.BookingView, new_flight_id: uuid.UUID, caller: Caller
) -> pricing.QuoteForBooking:
    """The new flight priced now for the same party, fare family, cabin and services, with
    the booking's return flight when it has one, in the booking's currency, with the
    partner discount the booking was priced with (none when it had none, whoever asks
    now): the old value holds that discount, so the new one is compared like with like."""
    booking, outbound = view.booking, view.segments[0]
    families = await pricing.fare_families_by_code(session, [outbound.fare_family_code])
    family = families.get(outbound.fare_family_code)
    counts = Counter(p.passenger_type for p in view.passengers)
    services = Counter(i.code for i in view.items)
    request = QuoteRequest(
        flight_id=new_flight_id,
        # a round trip keeps its return: the exchange changes the outbound flight only
        return_flight_id=booking.return_flight_id,
        pax=[PaxItem(type=t, count=c) for t, c in counts.items()],
        fare_family_id=family.id if family is not None else None,
        cabin=outbound.cabin,
        offers=[OfferItem(offer_id=code, qty=qty) for code, qty in services.items()],
        target_currency=booking.currency,
        partner_id=_partner_priced(booking),
        customer_email=booking.contact_email,
    )
    return await pricing.price_now(session, request, caller)


def _message(extra: Decimal, refund: Decimal, currency: str, flight_number: str) -> str:
    if extra > 0:
        return f"Exchange to {flight_number}: {extra:.2f} {currency} to pay"
    if refund > 0:
        return f"Exchange to {flight_number}: {refund:.2f} {currency} to be refunded"
    return f"Exchange to {flight_number}: nothing to pay, nothing refunded"


async def preview(
    session: AsyncSession, booking_id: uuid.UUID, body: ExchangeIn, caller: Caller
) -> ExchangePreviewOut:
    lock, flight_number = await lock_price(session, booking_id, body, caller)
    return ExchangePreviewOut(
        original_total=float(lock.original_total),
        new_total=float(lock.new_total),
        fare_difference=float(lock.fare_difference),
        penalty=float(lock.penalty),
        tax_difference=float(lock.tax_difference),
        extra_amount=float(lock.extra_amount),
        refund_amount=float(lock.refund_amount),
        currency=lock.currency,
        changeable=True,
        lock_expires_in=LOCK_SECONDS,
        message=_message(lock.extra_amount, lock.refund_amount, lock.currency, flight_number),
    )


async def lock_price(
    session: AsyncSession, booking_id: uuid.UUID, body: ExchangeIn, caller: Caller
) -> tuple[ExchangeLock, str]:
    """The preview's work: the exchange to ``body.new_flight_id`` priced and its price
    lock stored; the lock and the new flight's number. (NDC's OrderReshop offers these
    locks as they are.)"""
    booking = await _booking(session, booking_id, caller)
    view = await bookings.view(session, booking)
    new = await _new_flight(session, view, body.new_flight_id)
    paid = _paid_passengers(view)
    penalty = await _penalty(session, view, paid)  # 422 when not changeable, either way
    original_total, old_taxes = await _old_value(session, view)
    if body.exchange_quote_id is not None:
        stored = await pricing.exchange_quote(session, body.exchange_quote_id, caller)
        if stored.original_booking_id != booking.id or stored.quote.flight_id != new[0].id:
            raise ExchangeQuoteMismatch(
                "The exchange quote was made for another booking or flight: quote this "
                "booking's exchange to this flight (original_booking_id, new_flight_id)"
            )
        if stored.currency != booking.currency or stored.quote.currency != booking.currency:
            raise ExchangeQuoteMismatch(
                f"The exchange quote must be priced in the booking's currency, {booking.currency}"
            )
        partner = _partner_priced(booking)
        if stored.quote.partner_id != partner:
            raise ExchangeQuoteMismatch(
                "The exchange quote's new fare must be priced with the partner discount the "
                "booking was priced with: "
                + (f"partner_id {partner}" if partner else "no partner_id")
            )
        kept = {leg.flight_id for leg in stored.quote.legs}
        if booking.return_flight_id is not None and booking.return_flight_id not in kept:
            raise ExchangeQuoteMismatch(
                "The booking is a round trip: its exchange quote must keep the return flight "
                f"({booking.return_flight_id}) as the quote's return_flight_id"
            )
        if stored.original_total != original_total:
            raise ExchangeQuoteMismatch(
                f"The exchange quote's original_total_amount must be what the booking's "
                f"tickets hold, {original_total:.2f} {booking.currency}"
            )
        quote = stored.quote
        new_total, difference = stored.new_total, stored.fare_difference
        amount, extra, refund = stored.penalty, stored.extra_amount, stored.refund_amount
    else:
        quote = await _price_now(session, view, new[0].id, caller)
        new_total, amount = quote.net, penalty.penalty
        difference, extra, refund = pricing.exchange_amounts(
            original_total=original_total,
            new_total=new_total,
            penalty=amount,
            refundable=penalty.refundable,
        )
    now = clock.now()
    lock = ExchangeLock(
        id=uuid.uuid4(),
        booking_id=booking.id,
        new_flight_id=new[0].id,
        exchange_quote_id=quote.quote_id if body.exchange_quote_id is not None else None,
        quote_id=quote.quote_id,
        original_total=original_total,
        new_total=new_total,
        fare_difference=difference,
        penalty=amount,
        tax_difference=money(_taxes_of_quote(quote) - old_taxes),
        extra_amount=extra,
        refund_amount=refund,
        currency=booking.currency,
        priced={
            "legs": [
                {
                    "flight_id": str(leg.flight_id),
                    "fare_plan_id": str(leg.fare_plan_id),
                    "fare_family_code": leg.fare_family_code,
                    "booking_class": leg.booking_class,
                    "cabin": leg.cabin,
                    "passengers": [
                        {
                            "passenger_type": p.passenger_type,
                            "count": p.count,
                            "fare_rule_id": str(p.fare_rule_id) if p.fare_rule_id else None,
                            "fare_price_id": str(p.fare_price_id) if p.fare_price_id else None,
                            "unit_price": str(p.unit_price),
                        }
                        for p in leg.passengers
                    ],
                }
                for leg in quote.legs
            ],
            "penalty_multiplier": str(penalty.multiplier),
            "hours_to_departure": round(penalty.hours_to_departure, 2),
        },
        client_id=caller.client_id,
        expires_at=now + timedelta(seconds=LOCK_SECONDS),
        created_at=now,
        updated_at=now,
    )
    session.add(lock)
    await session.flush()
    return lock, new[0].flight_number


# --- execute ---------------------------------------------------------------------------------


async def _check_coupons(session: AsyncSession, booking: Booking) -> None:
    issued = await ticketing.of_booking(session, booking.id)
    for ticket in issued.tickets:
        for coupon in issued.coupons_of(ticket):
            if coupon.status != "OPEN":
                raise CouponNotOpen(
                    f"Coupon {coupon.coupon_number} of ticket {ticket.ticket_number} is "
                    f"{coupon.status}: every coupon must be OPEN to exchange the booking"
                )


def _exchange_quote_id(body: ExchangeIn) -> uuid.UUID | None:
    """The exchange quote the execute names (410 for an id no quote can have)."""
    if body.exchange_quote_id is None:
        return None
    try:
        return uuid.UUID(body.exchange_quote_id)
    except ValueError:
        raise PriceLockExpired("No price lock for this exchange quote: preview again") from None


async def _live_lock(
    session: AsyncSession,
    booking: Booking,
    body: ExchangeIn,
    quote_id: uuid.UUID | None,
    lock_id: uuid.UUID | None = None,
) -> ExchangeLock:
    statement = (
        select(ExchangeLock)
        .where(
            ExchangeLock.booking_id == booking.id,
            ExchangeLock.new_flight_id == body.new_flight_id,
            ExchangeLock.executed_at.is_(None),
        )
        .order_by(ExchangeLock.created_at.desc())
        .limit(1)
        .with_for_update()
    )
    if quote_id is not None:
        statement = statement.where(ExchangeLock.exchange_quote_id == quote_id)
    if lock_id is not None:
        statement = statement.where(ExchangeLock.id == lock_id)
    lock = await session.scalar(statement)
    if lock is None:
        raise PriceLockExpired("No price lock for this flight: preview the exchange first")
    if lock.expires_at <= clock.now():
        raise PriceLockExpired(
            f"Price lock expired at {clock.iso(lock.expires_at)}: preview the exchange again"
        )
    return lock


async def execute(
    session: AsyncSession,
    booking_id: uuid.UUID,
    body: ExchangeIn,
    caller: Caller,
    *,
    reads: Reads,
    links: access_links.AccessLinks,
    provider: Provider | None,
    lock_id: uuid.UUID | None = None,
) -> ExchangeExecuteOut:
    """``lock_id``: that price lock, not the newest of the flight (an NDC reshop offer
    names the lock it showed)."""
    old = await _booking(session, booking_id, caller, for_update=True)
    if (await catalog.flights_with_airports(session, [body.new_flight_id])).get(
        body.new_flight_id
    ) is None:
        raise NewFlightNotFound()
    await _check_coupons(session, old)
    await bookings.not_departed(session, old)
    quote_id = _exchange_quote_id(body)
    if quote_id is not None:
        await pricing.check_quote_owner(session, quote_id, caller)
    lock = await _live_lock(session, old, body, quote_id, lock_id)
    carried = lock.new_total - lock.extra_amount
    created = await bookings.create_exchanged(
        session,
        old,
        quote_id=lock.quote_id,
        locked_at=lock.created_at,
        caller=caller,
        reads=reads,
        exchange={
            "lock_id": str(lock.id),
            "original_total": str(lock.original_total),
            "penalty": str(lock.penalty),
            "extra_amount": str(lock.extra_amount),
            "refund_amount": str(lock.refund_amount),
            "carried_over": str(carried),
        },
    )
    # the new booking's row as the session knows it (it was inserted outside the unit of work)
    new = await bookings.current(session, created.booking.id, for_update=True)
    # the old items' money: the refund given back (fares first), the change fee retained,
    # then what the new booking carries over carried into it, the rest retained
    if lock.extra_amount <= 0 and lock.refund_amount > 0:
        await payments.refund_exchange(
            session,
            old,
            lock.refund_amount,
            caller,
            provider,
            reason=f"exchange for booking {new.booking_reference}",
        )
    await sale_items.retain(
        session,
        old.id,
        lock.penalty,
        actor=bookings.actor(caller),
        reason="change fee",
        for_booking_id=new.id,
    )
    await bookings.end_exchanged(session, old, new, caller)
    now = clock.now()
    lock.executed_at = now
    lock.new_booking_id = new.id
    payment_url = None
    if lock.extra_amount > 0:
        try:
            payment_url = await payments.start_exchange_difference(
                session, new, caller, provider, links
            )
        except UpstreamUnavailable as exc:
            raise PaymentProviderUnavailable() from exc
    else:
        bookings.record_payment(new, "paid")
        await bookings.confirm_booking(session, new, caller, reads)
    await session.flush()
    return ExchangeExecuteOut(
        original_booking_id=old.id,
        original_booking_reference=old.booking_reference,
        new_booking_id=new.id,
        new_booking_reference=new.booking_reference,
        new_flight_id=body.new_flight_id,
        extra_amount=float(lock.extra_amount),
        refund_amount=float(lock.refund_amount),
        currency=lock.currency,
        payment_required=lock.extra_amount > 0,
        payment_url=payment_url,
    )


# --- a difference never paid -----------------------------------------------------------------

LAPSE_ACTOR = Caller(kind="staff", staff_subject="worker:exchange-lapse")


async def settle_lapsed(session: AsyncSession, provider: Provider | None, limit: int = 50) -> int:
    """The exchanges whose new booking expired with its difference unpaid (the sweep wrote
    it expired), undone once each (``payments.undo_exchange``): the replaced booking
    restored where its places are free, else the money carried over given back as its
    fare refunds a cancellation."""
    locks = list(
        await session.scalars(
            select(ExchangeLock)
            .join(Booking, Booking.id == ExchangeLock.new_booking_id)
            .where(
                ExchangeLock.executed_at.is_not(None),
                ExchangeLock.lapse_settled_at.is_(None),
                ExchangeLock.extra_amount > 0,
                Booking.status == "expired",
            )
            .order_by(ExchangeLock.executed_at)
            .limit(limit)
            .with_for_update(of=ExchangeLock, skip_locked=True)
        )
    )
    for lock in locks:
        assert lock.new_booking_id is not None  # joined on it
        lapsed = await bookings.current(session, lock.new_booking_id, for_update=True)
        await payments.undo_exchange(session, lapsed, LAPSE_ACTOR, provider, "lapsed")
        lock.lapse_settled_at = clock.now()
    await session.flush()
    return len(locks)
