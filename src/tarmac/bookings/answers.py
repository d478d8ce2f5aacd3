"""Bookings as answers: a ``BookingView`` (what the service loaded) in the shapes of
``schemas``. Flight times are shown on the local clocks of their airports."""

import uuid
from collections.abc import Awaitable, Callable, Mapping, Sequence
from dataclasses import dataclass
from decimal import Decimal

from sqlalchemy.ext.asyncio import AsyncSession

from tarmac.bookings.lifecycle import MAX_EXTENSIONS
from tarmac.bookings.models import Booking, Draft
from tarmac.bookings.schemas import (
    BookingItemOut,
    BookingOut,
    BookingPage,
    BookingPassengerOut,
    BookingQuery,
    BookingSeatOut,
    BookingSegmentOut,
    DraftOut,
    PaymentOut,
    PublicAirport,
    PublicBookingOut,
    PublicPassenger,
    PublicSeat,
    PublicSegment,
)
from tarmac.bookings.views import BookingView, carried_over
from tarmac.core.money import ZERO
from tarmac.ticketing import service as ticketing
from tarmac.ticketing.schemas import ChargeOut


@dataclass(frozen=True)
class BookingMoney:
    """What a booking's answer shows of its payments: the payments, and what those of
    purpose ``booking`` took (for ``amount_due``)."""

    payments: Sequence[PaymentOut] = ()
    paid: Decimal = ZERO


NO_MONEY = BookingMoney()
# The payments of bookings, by booking: the payments room's (which builds on bookings, so
# bookings never imports it) registered with ``money_reader`` when it is imported.
MoneyOf = Callable[[AsyncSession, Sequence[uuid.UUID]], Awaitable[Mapping[uuid.UUID, BookingMoney]]]
_money_of: list[MoneyOf] = []


def money_reader(reader: MoneyOf) -> MoneyOf:
    """Register the reader of bookings' payments (``payments.answers``)."""
    _money_of[:] = [reader]
    return reader


async def money_of(
    session: AsyncSession, booking_ids: Sequence[uuid.UUID]
) -> Mapping[uuid.UUID, BookingMoney]:
    if not _money_of:
        raise RuntimeError("no reader of payments is registered: import tarmac.payments.answers")
    return await _money_of[0](session, booking_ids)


async def with_money(session: AsyncSession, view: BookingView) -> BookingOut:
    """The booking record with its payments."""
    money = await money_of(session, [view.booking.id])
    return booking_out(view, money.get(view.booking.id, NO_MONEY))


async def page_with_money(
    session: AsyncSession, views: list[BookingView], total: int, query: BookingQuery
) -> BookingPage:
    """A page of booking records with their payments (one read for the page)."""
    money = await money_of(session, [view.booking.id for view in views])
    return BookingPage(
        data=[booking_out(v, money.get(v.booking.id, NO_MONEY)) for v in views],
        total=total,
        page=query.page,
        page_size=query.page_size,
    )


def booking_out(view: BookingView, money: BookingMoney = NO_MONEY) -> BookingOut:
    booking = view.booking
    segments = [
        BookingSegmentOut(
            id=leg.segment.id,
            direction=leg.segment.direction,
            flight_id=leg.flight.id,
            flight_number=leg.flight.flight_number,
            origin=leg.origin.iata_code,
            destination=leg.destination.iata_code,
            scheduled_departure=leg.departure,
            scheduled_arrival=leg.arrival,
            fare_plan_id=leg.segment.fare_plan_id,
            fare_rule_id=leg.segment.fare_rule_id,
            fare_price_id=leg.segment.fare_price_id,
            fare_family=leg.segment.fare_family_code,
            booking_class=leg.segment.booking_class,
            cabin=leg.segment.cabin,
        )
        for leg in view.trip()
    ]
    return BookingOut(
        id=booking.id,
        booking_reference=booking.booking_reference,
        status=booking.status,
        payment_status=booking.payment_status,
        total_amount=float(booking.total_amount),
        currency=booking.currency,
        expiry_date=booking.expiry_date,
        contact_email=booking.contact_email,
        contact_name=booking.contact_name,
        contact_phone=booking.contact_phone,
        user_id=booking.user_id,
        flight_id=booking.flight_id,
        return_flight_id=booking.return_flight_id,
        quote_id=booking.quote_id,
        commission_amount=(
            float(booking.commission_amount) if booking.commission_amount is not None else None
        ),
        passengers=[
            BookingPassengerOut.model_validate(p, from_attributes=True) for p in view.passengers
        ],
        segments=segments,
        seats=[BookingSeatOut.model_validate(s, from_attributes=True) for s in view.seats],
        items=[BookingItemOut.model_validate(i, from_attributes=True) for i in view.items],
        amount_due=float(amount_due(booking, money.paid)),
        tickets=ticketing.tickets_out(view.tickets),
        emds=ticketing.emds_out(view.tickets),
        charges=[
            ChargeOut(
                kind=c.kind,
                description=c.description,
                code=c.code,
                amount=float(c.amount),
                refundable=c.refundable,
            )
            for c in view.charges
        ],
        payments=list(money.payments),
        created_at=booking.created_at,
        confirmed_at=booking.confirmed_at,
        cancelled_at=booking.cancelled_at,
    )


def amount_due(booking: Booking, paid: Decimal) -> Decimal:
    """What is still to be paid for the booking (``BookingOut.amount_due``)."""
    if booking.status in ("cancelled", "expired"):
        return ZERO
    return max(booking.total_amount - paid - carried_over(booking), ZERO)


def draft_out(draft: Draft) -> DraftOut:
    return DraftOut(
        id=draft.id,
        status=draft.status,  # type: ignore[arg-type]
        released_reason=draft.released_reason,  # type: ignore[arg-type]
        released_at=draft.released_at,
        expires_at=draft.expires_at,
        flight_id=draft.flight_id,
        return_flight_id=draft.return_flight_id,
        fare_plan_id=draft.fare_plan_id,
        fare_price_id=draft.fare_price_id,
        fare_family=draft.fare_family_code,
        cabin=draft.cabin,
        booking_class=draft.booking_class,
        return_booking_class=draft.return_booking_class,
        seat_count=draft.seat_count,
        user_id=draft.user_id,
        contact_email=draft.contact_email,
        contact_phone=draft.contact_phone,
        created_at=draft.created_at,
    )


def public_card(view: BookingView) -> PublicBookingOut:
    """The card a magic link shows: no documents, dates of birth or contacts."""
    booking = view.booking
    segments = [
        PublicSegment(
            id=leg.segment.id,
            direction=leg.segment.direction,
            flight_id=leg.flight.id,
            flight_number=leg.flight.flight_number,
            flight_status=leg.flight.status,
            origin=PublicAirport(iata=leg.origin.iata_code, city=leg.origin.city),
            destination=PublicAirport(iata=leg.destination.iata_code, city=leg.destination.city),
            scheduled_departure=leg.departure,
            scheduled_arrival=leg.arrival,
            fare_family=leg.segment.fare_family_code,
            cabin=leg.segment.cabin,
        )
        for leg in view.trip()
    ]
    passengers = [
        PublicPassenger(
            id=p.id,
            first_name=p.first_name,
            last_name=p.last_name,
            middle_name=p.middle_name,
            passenger_type=p.passenger_type,
            seats=[
                PublicSeat.model_validate(s, from_attributes=True)
                for s in view.seats
                if s.passenger_id == p.id
            ],
            tickets=ticketing.public_tickets_out(view.tickets, p.id),
        )
        for p in view.passengers
    ]
    return PublicBookingOut(
        id=booking.id,
        booking_reference=booking.booking_reference,
        status=booking.status,
        payment_status=booking.payment_status,
        total_amount=float(booking.total_amount),
        currency=booking.currency,
        expiry_date=booking.expiry_date,
        extensions_left=max(0, MAX_EXTENSIONS - booking.extensions)
        if booking.status == "pending"
        else 0,
        created_at=booking.created_at,
        confirmed_at=booking.confirmed_at,
        cancelled_at=booking.cancelled_at,
        segments=segments,
        passengers=passengers,
    )
