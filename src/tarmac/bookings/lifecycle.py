"""A booking's life cycle after its sale: confirmed, cancelled, extended, flown, paid for,
its passengers corrected."""

import uuid
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass
from datetime import timedelta
from decimal import Decimal
from typing import Any

from sqlalchemy import select, update
from sqlalchemy.ext.asyncio import AsyncSession

from tarmac.auth.caller import Caller
from tarmac.bookings import links as access_links
from tarmac.bookings.errors import (
    BookingIsFinal,
    ExtensionsExhausted,
    NotPending,
)
from tarmac.bookings.models import (
    FINAL_STATUSES,
    PAYMENT_STATUSES,
    Booking,
    BookingPassenger,
    BookingSegment,
)
from tarmac.bookings.places import release, take_seats
from tarmac.bookings.queries import confirming, owned
from tarmac.bookings.records import (
    actor,
    built,
    event_fields,
    history_line,
    unwritten,
    write_history,
)
from tarmac.bookings.views import EXCHANGE, BookingView, Confirming, ticket_sale, view
from tarmac.cache.reads import Reads
from tarmac.catalog import service as catalog
from tarmac.content import service as content
from tarmac.core import clock
from tarmac.core.money import ZERO
from tarmac.db.group_commit import Row, insert_rows
from tarmac.events import outbox
from tarmac.inventory import service as inventory
from tarmac.pricing import service as pricing
from tarmac.ticketing import items as sale_items
from tarmac.ticketing import service as ticketing
from tarmac.ticketing.errors import FlightDeparted

# flight statuses from which the trip is under way (voluntary changes end)
DEPARTED = frozenset({"boarding", "gate_closed", "departed", "arrived"})


# resume-pending (spec 01 §3.1, 02 §8): at most 3 extensions of 15 minutes each
MAX_EXTENSIONS = 3


EXTENSION_MINUTES = 15


async def confirm(
    session: AsyncSession,
    booking_id: uuid.UUID,
    caller: Caller,
    reads: Reads,
) -> BookingView:
    booking = await owned(session, booking_id, caller, for_update=True)
    if booking.status in FINAL_STATUSES:
        raise BookingIsFinal(f"The booking is {booking.status}: it cannot be confirmed")
    if booking.status == "pending":
        return await confirm_booking(session, booking, caller, reads)
    return await view(session, booking)


async def confirm_booking(
    session: AsyncSession,
    booking: Booking,
    caller: Caller | None,
    reads: Reads,
    also: Sequence[Row] = (),
    loaded: Confirming | None = None,
    paid_by: uuid.UUID | None = None,
) -> BookingView:
    """The confirmation itself, whoever confirms (a client's ``confirm``, a payment): a
    pending ``booking``, locked by the caller, becomes confirmed with its tickets issued
    and its held seats taken for good, ``booking.confirmed`` emitted, and its contact gets
    the e-mail with a magic link (in its language) and the e-ticket attached: the worker
    writes it (``access_links.CONFIRMATION_EMAIL``), as nothing of the answer needs it. The
    booking as an answer shows it, from the rows the confirmation loaded. The flights and
    the airline profile come from the reference cache (``reads``). ``also``: new rows of
    the caller's (a payment), inserted with the confirmation's own. ``loaded``: its segments,
    passengers, seats and items, when the caller has read them (``confirming``: one plain
    read). ``paid_by``: the payment that pays the sale, which its items name (none:
    confirmed on account, or carried over). The booking's own change (and the caller's
    changes to it) go with the confirmation's rows, in one statement."""
    profile = await content.cached_airline_profile(reads, session)
    segments, travellers, seats, items, serials, emd_serials = (
        loaded if loaded is not None else await confirming(session, booking)
    )
    await take_seats(session, booking, seats)
    commission = booking.commission_amount or ZERO
    if EXCHANGE in booking.pricing:  # the commission of the items carried into it goes on
        commission += (await sale_items.carried_into(session, booking.id)).commission
    issue = await ticketing.issue(
        session,
        ticket_sale(
            booking,
            segments,
            travellers,
            seats,
            items,
            profile,
            commission=commission,
            paid_by=paid_by,
        ),
        serials,
        emd_serials,
    )
    tickets, coupons = issue.tickets, issue.coupons
    flights = await catalog.cached_flights_with_airports(
        reads, [s.flight_id for s in segments], session
    )
    booking.status = "confirmed"
    booking.confirmed_at = clock.now()
    booking.expiry_date = None
    changed = unwritten(booking)
    if session.new or session.deleted or any(session.is_modified(row) for row in session.dirty):
        await session.flush()  # the caller's other changes, before the rows that follow them
    confirmed = outbox.event_row(
        "booking.confirmed",
        {
            **event_fields(booking),
            "passenger_count": len(travellers),
            "confirmed_at": booking.confirmed_at,
        },
        partner_id=booking.partner_id,
        booking_id=booking.id,
    )
    history = history_line(booking, "confirmed", "pending", "confirmed", caller)
    email = access_links.confirmation_email_event(booking)
    emails = [email] if email is not None else []
    await insert_rows(
        session,
        *built(tickets),
        *built(coupons),
        *built(issue.items),
        *built(issue.emds),
        *built([history]),
        confirmed,
        *issue.events,
        *emails,
        *also,
        changed=[changed],
    )
    issued = ticketing.assemble(
        tickets, coupons, await ticketing.replaced_numbers(session, tickets), issue.emds
    )
    return BookingView(booking, segments, travellers, seats, items, issued, flights)


@dataclass(frozen=True)
class CancelRefund:
    """What cancelling did about the money: a refund started (``amount`` in ``currency``,
    0 for a fare that refunds nothing) or none, and why, in words for the traveller."""

    initiated: bool
    message: str
    amount: Decimal | None = None
    currency: str | None = None


# The money side of a cancellation: given the locked booking, before it is cancelled.
MoneyBack = Callable[[AsyncSession, Booking], Awaitable[CancelRefund]]


async def nothing_charged(session: AsyncSession, booking: Booking) -> CancelRefund:
    """The money side of cancelling a booking nothing was charged for through the service:
    a pending one, or one its client confirmed after taking the payment itself (that client
    refunds it). A paid booking's refund is the payments room's (``payments.service``),
    which the cancelling routes pass instead."""
    if booking.payment_status != "unpaid":
        raise RuntimeError("a paid booking is cancelled with the payments room's refund")
    if booking.status == "pending":
        return CancelRefund(False, "Nothing was charged for this booking: no refund is due")
    return CancelRefund(
        False,
        "This booking was not paid through the airline's payment service: "
        "the seller who took the payment refunds it",
    )


async def cancel(
    session: AsyncSession, booking_id: uuid.UUID, caller: Caller, money: MoneyBack
) -> BookingView:
    booking = await owned(session, booking_id, caller, for_update=True)
    await cancel_booking(session, booking, caller, money)
    return await view(session, booking)


async def cancel_booking(
    session: AsyncSession,
    booking: Booking,
    caller: Caller,
    money: MoneyBack,
    *,
    after_departure: bool = False,
) -> CancelRefund:
    """The cancel transition, whoever cancels (the client's ``cancel``, the traveller's
    ``cancel-consumer``, a refund): ``booking``, locked by the caller, is cancelled (400
    when final), ``money`` settles what was paid, its places and seats are given back,
    ``booking.cancelled`` emitted (with ``refund_amount`` when it was paid).
    ``after_departure``: the airline's disruption refunds a flight that never flew, even
    once its departure time has passed."""
    if booking.status in FINAL_STATUSES:
        raise BookingIsFinal(f"The booking is {booking.status}: it cannot be cancelled")
    if booking.status == "confirmed" and caller.kind != "staff" and not after_departure:
        await not_departed(session, booking)
    refund = await money(session, booking)
    previous = booking.status
    await ticketing.end(
        session,
        booking.id,
        "REFUNDED" if refund.amount else "VOID",
        actor=actor(caller),
        reason="booking cancelled",
    )
    if previous != "pending":  # a pending booking sold no items
        await sale_items.settle_cancelled(session, booking.id, actor(caller))
    elif _has_promo(booking):
        await pricing.give_back_promo_uses(session, [booking.id])
    await release(session, booking)
    booking.status = "cancelled"
    booking.cancelled_at = clock.now()
    booking.expiry_date = None
    write_history(session, booking, "cancelled", previous, "cancelled", caller)
    payload = {**event_fields(booking), "cancelled_at": booking.cancelled_at}
    if refund.amount is not None:
        payload["refund_amount"] = refund.amount
    await outbox.emit(
        session,
        "booking.cancelled",
        payload,
        partner_id=booking.partner_id,
        booking_id=booking.id,
    )
    await session.flush()
    return refund


def _has_promo(booking: Booking) -> bool:
    """Whether the quote ``booking`` was sold at applied a promo code (it took a use)."""
    lines = booking.pricing.get("quote", {}).get("line_items", [])
    return any(line["type"] == "promo" for line in lines)


async def not_departed(session: AsyncSession, booking: Booking) -> None:
    """400 ``FlightDeparted`` once the booking's first flight has left (its departure time
    passed, or the airline moved it to boarding or beyond): a traveller or a client cannot
    cancel or refund a trip already under way; the airline can (the back office)."""
    first = await session.scalar(
        select(BookingSegment.flight_id)
        .where(BookingSegment.booking_id == booking.id)
        .order_by(BookingSegment.position)
        .limit(1)
    )
    flight = (await catalog.flights_with_airports(session, [first]))[first][0]
    leaves = flight.scheduled_departure + timedelta(minutes=flight.delay_minutes or 0)
    if flight.status in DEPARTED or leaves <= clock.now():
        raise FlightDeparted(
            f"Flight {flight.flight_number} of this booking has departed: "
            "it can no longer be cancelled or refunded; ask the airline"
        )


async def extend_pending(session: AsyncSession, booking: Booking, caller: Caller) -> None:
    """Resume-pending: ``booking``, locked by the caller, keeps its places 15 more minutes
    from its ``expiry_date`` (so at most an hour in all); 400 unless pending, 429 after 3
    extensions."""
    if booking.status != "pending":
        raise NotPending(f"The booking is {booking.status}: only a pending booking can be resumed")
    if booking.extensions >= MAX_EXTENSIONS:
        raise ExtensionsExhausted(booking.extensions, booking.expiry_date)
    booking.extensions += 1
    booking.expiry_date += timedelta(minutes=EXTENSION_MINUTES)
    await inventory.extend_holds(session, booking.id, booking.expiry_date)
    write_history(
        session,
        booking,
        "extended",
        "pending",
        "pending",
        caller,
        extension=booking.extensions,
        expiry_date=booking.expiry_date.isoformat(),
    )
    await session.flush()


def record_payment(
    booking: Booking, payment_status: str, *, commission: Decimal | None = None
) -> None:
    """What the payments room reports about the booking's money, written by bookings (the
    booking's own fields are bookings'): its ``payment_status`` and, once paid through a
    partner's wallet, the commission it earned."""
    if payment_status not in PAYMENT_STATUSES:
        raise ValueError(f"unknown payment status {payment_status!r}")
    booking.payment_status = payment_status
    if commission is not None:
        booking.commission_amount = commission


# the passenger fields a correction may change (spec 01 §4.7; the rules are ``corrections``')
CORRECTABLE = frozenset(
    {
        "first_name",
        "last_name",
        "middle_name",
        "document_number",
        "document_expiry",
        "document_type",
        "nationality",
    }
)


async def correct_passengers(
    session: AsyncSession,
    booking: Booking,
    caller: Caller,
    changes: dict[uuid.UUID, dict[str, Any]],
) -> None:
    """Passenger data correction (spec 01 §4.7): the new values of the booking's passengers'
    names and documents (``changes``: passenger id to field to value, checked by the
    corrections room), written by bookings, with a line in the booking's history.
    ``booking`` is locked by the caller; only the ``CORRECTABLE`` fields change."""
    passengers = {
        p.id: p
        for p in await session.scalars(
            select(BookingPassenger).where(BookingPassenger.booking_id == booking.id)
        )
    }
    for passenger_id, fields in changes.items():
        if not fields.keys() <= CORRECTABLE:
            raise ValueError(f"not correctable: {sorted(fields.keys() - CORRECTABLE)}")
        for field, value in fields.items():
            setattr(passengers[passenger_id], field, value)
    write_history(
        session,
        booking,
        "passengers_corrected",
        booking.status,
        booking.status,
        caller,
        fields={str(pid): sorted(fields) for pid, fields in changes.items()},
    )
    await session.flush()


async def flights_departed(
    session: AsyncSession, flight_ids: Sequence[uuid.UUID], caller: Caller | None
) -> None:
    """Flights left: their coupons flown or closed (``ticketing``), and for each passenger
    who did not board ``passenger.no_show`` emitted with the booking's partner (spec 02
    §6.1), all in a few statements however many flights. ``caller`` None: the worker."""
    departure = await ticketing.flights_departed(
        session, flight_ids, actor=actor(caller) if caller is not None else "system"
    )
    if not departure.no_shows:
        return
    partners = dict(
        (
            await session.execute(
                select(Booking.id, Booking.partner_id).where(
                    Booking.id.in_({c.booking_id for c in departure.no_shows})
                )
            )
        ).all()
    )
    await insert_rows(
        session,
        *(
            outbox.event_row(
                "passenger.no_show",
                {
                    "booking_id": coupon.booking_id,
                    "passenger_id": coupon.passenger_id,
                    "flight_id": coupon.flight_id,
                },
                partner_id=partners.get(coupon.booking_id),
                booking_id=coupon.booking_id,
            )
            for coupon in departure.no_shows
        ),
    )


async def flights_arrived(
    session: AsyncSession, flight_ids: Sequence[uuid.UUID], caller: Caller | None
) -> None:
    """Flights landed: coupons still live flown or closed as at departure (a flight marked
    arrived without its departure), and each confirmed booking on them whose coupons are
    now all final (flown, closed, void, refunded, exchanged) becomes ``completed``: nothing
    is left to travel on it. A few statements however many flights and bookings."""
    await flights_departed(session, flight_ids, caller)
    done = await ticketing.all_final(
        session, await ticketing.bookings_on_flights(session, flight_ids)
    )
    if not done:
        return
    finished = (
        await session.scalars(
            update(Booking)
            .where(Booking.id.in_(done), Booking.status == "confirmed")
            .values(status="completed", updated_at=clock.now())
            .returning(Booking)
            .execution_options(synchronize_session=False)
        )
    ).all()
    if finished:
        await insert_rows(
            session,
            *built(
                [history_line(b, "completed", "confirmed", "completed", caller) for b in finished]
            ),
        )
