"""The old booking of an exchange or an airline move (spec 01 §4.6): ended once the new one is
made, and restored when that exchange is undone (issue 32)."""

import uuid
from dataclasses import dataclass
from decimal import Decimal

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from tarmac.auth.caller import Caller
from tarmac.bookings.lifecycle import not_departed
from tarmac.bookings.models import (
    Booking,
    BookingSeat,
    BookingSegment,
)
from tarmac.bookings.places import take_places
from tarmac.bookings.queries import current, sold
from tarmac.bookings.records import actor, event_fields, write_history
from tarmac.bookings.views import EXCHANGE, UNDONE, carried_over
from tarmac.core import clock
from tarmac.core.money import ZERO
from tarmac.events import outbox
from tarmac.inventory import service as inventory
from tarmac.ticketing import items as sale_items
from tarmac.ticketing import service as ticketing
from tarmac.ticketing.errors import FlightDeparted


async def end_exchanged(session: AsyncSession, old: Booking, new: Booking, caller: Caller) -> None:
    """The old booking of an exchange (locked by the caller, its places already given
    back by ``create_exchanged``) ends: its coupons ``EXCHANGED`` (400 ``CouponNotOpen``
    when one is checked in, boarded or flown), its items' money carried into ``new`` up to
    what ``new`` carries over and the rest retained (the exchange refunded what it gives
    back and retained its change fee before), cancelled without the cancel's refund,
    ``booking.cancelled`` emitted."""
    await ticketing.end(
        session,
        old.id,
        "EXCHANGED",
        actor=actor(caller),
        reason=f"exchanged for booking {new.booking_reference}",
    )
    await sale_items.carry(session, old.id, new.id, actor(caller), carried_over(new))
    previous = old.status
    old.status = "cancelled"
    old.cancelled_at = clock.now()
    old.expiry_date = None
    write_history(
        session,
        old,
        "exchanged",
        previous,
        "cancelled",
        caller,
        new_booking_id=str(new.id),
        new_booking_reference=new.booking_reference,
    )
    await outbox.emit(
        session,
        "booking.cancelled",
        {
            **event_fields(old),
            "cancelled_at": old.cancelled_at,
            "reason": "exchanged",
            "new_booking_id": new.id,
            "new_booking_reference": new.booking_reference,
        },
        partner_id=old.partner_id,
        booking_id=old.id,
    )
    await session.flush()


def exchange_undoable(booking: Booking) -> bool:
    """``booking`` was made by an exchange whose difference was never paid (it is pending,
    or lapsed unpaid) and that exchange is not undone yet."""
    exchange = booking.pricing.get(EXCHANGE)
    return (
        exchange is not None
        and UNDONE not in exchange
        and booking.status in ("pending", "expired")
        and booking.payment_status == "unpaid"
    )


@dataclass(frozen=True)
class ExchangeUndone:
    """What undoing an exchange did: the old booking (``replaced``) ``restored`` as it was,
    less the seats no longer free (``seats_lost``, their fees ``seat_fees_lost``); or not
    restored (its places were sold meanwhile, or its flight left), its money then the
    payments room's to give back as a lapse does."""

    replaced: Booking
    restored: bool
    seats_lost: list[str]
    seat_fees_lost: Decimal


async def undo_exchange(
    session: AsyncSession, new: Booking, caller: Caller, cause: str
) -> ExchangeUndone | None:
    """The exchange that made ``new`` (locked by the caller) is undone, once: its difference
    was never paid and ``new`` is being cancelled or has lapsed (``cause``). The booking it
    replaced is restored when its places are free and its first flight has not left
    (``_restore``); either way ``new`` records it (``pricing[EXCHANGE][UNDONE]``), so a
    second cancel or the lapse sweep after a cancel does nothing more. None when ``new``
    is no such booking or its exchange was undone already."""
    if not exchange_undoable(new):
        return None
    exchange = new.pricing[EXCHANGE]
    old = await current(session, uuid.UUID(exchange["from_booking_id"]), for_update=True)
    seats_lost: list[BookingSeat] | None = None
    if old.status == "cancelled":
        seats_lost = await _restore(session, old, new, caller, cause)
    restored = seats_lost is not None
    lost = [s.seat_number for s in seats_lost or []]
    new.pricing = {
        **new.pricing,
        EXCHANGE: {
            **exchange,
            UNDONE: {"at": clock.iso(clock.now()), "cause": cause, "restored": restored},
        },
    }
    write_history(
        session,
        new,
        "exchange_undone",
        new.status,
        new.status,
        caller,
        cause=cause,
        replaced_booking_reference=old.booking_reference,
        restored=restored,
    )
    await session.flush()
    return ExchangeUndone(old, restored, lost, sum((s.seat_fee for s in seats_lost or []), ZERO))


async def _restore(
    session: AsyncSession, old: Booking, new: Booking, caller: Caller, cause: str
) -> list[BookingSeat] | None:
    """``old``, ended by the exchange that made ``new``, as it was: its places taken again
    (all or none), its seats held again where free (the others dropped: returned), its
    coupons ``OPEN`` and tickets ``issued`` again, confirmed, ``booking.reinstated``
    emitted. None, and nothing changed, when a class of its is sold out or its first flight
    has left."""
    try:
        await not_departed(session, old)
    except FlightDeparted:
        return None
    segments, _ = await sold(session, old)
    released = (
        await session.scalars(
            select(BookingSegment).where(
                BookingSegment.booking_id == new.id, BookingSegment.places_released_at.is_(None)
            )
        )
    ).all()
    # every cabin this transaction takes from or gives back to, locked first in the global
    # order (the cancel of ``new`` gives its places back after this)
    await inventory.lock_cabins_of(
        session, [(s.flight_id, s.booking_class) for s in (*segments, *released)]
    )
    try:
        async with session.begin_nested():
            for segment in segments:
                if segment.places_released_at is not None and segment.places:
                    await take_places(
                        session,
                        segment.flight_id,
                        segment.booking_class,
                        segment.cabin,
                        segment.places,
                    )
    except inventory.SoldOut:
        return None
    now = clock.now()
    for segment in segments:
        segment.places_released_at = None
    seats = (
        await session.scalars(select(BookingSeat).where(BookingSeat.booking_id == old.id))
    ).all()
    lost = []
    for seat in seats:
        try:
            await inventory.hold_seat(
                session, seat.flight_id, seat.seat_number, old.id, until=None, now=now
            )
        except inventory.SeatTaken:
            lost.append(seat)
            await session.delete(seat)
    reason = f"exchange undone: booking {new.booking_reference} {cause}"
    await ticketing.reinstate(session, old.id, actor=actor(caller), reason=reason)
    await sale_items.undo_carry(session, old.id, new.id, actor(caller))
    old.status = "confirmed"
    old.cancelled_at = None
    write_history(
        session,
        old,
        "reinstated",
        "cancelled",
        "confirmed",
        caller,
        cause=cause,
        exchange_booking_id=str(new.id),
        exchange_booking_reference=new.booking_reference,
        seats_lost=[s.seat_number for s in lost],
    )
    await outbox.emit(
        session,
        "booking.reinstated",
        {
            **event_fields(old),
            "reinstated_at": now,
            "cause": cause,
            "exchange_booking_id": new.id,
            "exchange_booking_reference": new.booking_reference,
            "seats_lost": [s.seat_number for s in lost],
        },
        partner_id=old.partner_id,
        booking_id=old.id,
    )
    await session.flush()
    return lost
