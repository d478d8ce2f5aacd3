"""Airline changes over HTTP: ``/api/v1/bookings/{booking_id}/airline-changes/...`` for the
booking's owner (a secret key that sees the booking, or its magic link), and the back
office's ``/api/v1/admin/bookings/{booking_id}/airline-changes``. HTTP only: the rules are
in ``disruptions.service``."""

import uuid

from fastapi import APIRouter

from tarmac.auth.caller import MAGIC_LINK_ERRORS, AdminStaff, SecretKeyOrMagicLink
from tarmac.auth.errors import API_KEY_ERRORS, STAFF_ERRORS
from tarmac.bookings.errors import BookingNotFound, NotYourBooking
from tarmac.cache.reads import ReadsDep
from tarmac.core.errors import RateLimited, error_responses
from tarmac.db.session import DbSession
from tarmac.disruptions import errors, schemas, service
from tarmac.inventory.errors import SoldOut
from tarmac.payments.dependencies import CardProvider
from tarmac.payments.errors import RefundNotPossible
from tarmac.ticketing.errors import CouponNotOpen

router = APIRouter(prefix="/bookings/{booking_id}/airline-changes", tags=["airline changes"])
admin_router = APIRouter(
    prefix="/admin/bookings/{booking_id}/airline-changes", tags=["admin: airline changes"]
)

READ_ERRORS = (
    *MAGIC_LINK_ERRORS,
    *API_KEY_ERRORS,
    RateLimited,
    NotYourBooking,
    BookingNotFound,
)
ANSWER_ERRORS = (
    *READ_ERRORS,
    errors.ChangeNotFound,
    errors.ChangeDecided,
    errors.ChangeWithdrawn,
)


@router.get("", response_model=schemas.AirlineChangesOut, responses=error_responses(*READ_ERRORS))
async def list_airline_changes(
    booking_id: uuid.UUID, session: DbSession, caller: SecretKeyOrMagicLink
):
    """The changes the airline made to the booking's trip (a cancelled, diverted or retimed
    flight), oldest first: what was removed and added, and the answer given."""
    return await service.changes_of(session, booking_id, caller)


@router.get(
    "/{change_id}/flights",
    response_model=schemas.MoveFlightsOut,
    responses=error_responses(*READ_ERRORS, errors.ChangeNotFound),
)
async def airline_change_flights(
    booking_id: uuid.UUID, change_id: uuid.UUID, session: DbSession, caller: SecretKeyOrMagicLink
):
    """The flights the booking may move to for this change: the changed flight's route in the
    next 30 days, not departed nor cancelled, with the places left in the booking's cabin."""
    return await service.move_flights(session, booking_id, change_id, caller)


@router.post(
    "/{change_id}/accept",
    response_model=schemas.AirlineChangeOut,
    responses=error_responses(*ANSWER_ERRORS, errors.CancellationNotAcceptable),
)
async def accept_airline_change(
    booking_id: uuid.UUID, change_id: uuid.UUID, session: DbSession, caller: SecretKeyOrMagicLink
):
    """Keep the retimed or diverted flight; nothing else changes. A cancellation cannot be
    accepted (400): take the refund or move. 400 once the change was answered or the airline
    withdrew it."""
    change = await service.accept(session, booking_id, change_id, caller)
    return await service.answer(session, change)


@router.post(
    "/{change_id}/refund",
    response_model=schemas.AirlineChangeOut,
    responses=error_responses(
        *ANSWER_ERRORS,
        errors.FlightGone,
        errors.BookingNotConfirmed,
        CouponNotOpen,
        RefundNotPossible,
    ),
)
async def refund_airline_change(
    booking_id: uuid.UUID,
    change_id: uuid.UUID,
    session: DbSession,
    caller: SecretKeyOrMagicLink,
    provider: CardProvider,
):
    """A full involuntary refund whatever the fare rules: everything the booking holds back
    to its payments, the booking cancelled, its tickets refunded. For a cancelled flight even
    after its departure time; a retimed or diverted flight once departed is 400."""
    change = await service.refund(session, booking_id, change_id, caller, provider)
    return await service.answer(session, change)


@router.post(
    "/{change_id}/move",
    response_model=schemas.AirlineChangeOut,
    responses=error_responses(
        *ANSWER_ERRORS,
        errors.FlightGone,
        errors.BookingNotConfirmed,
        errors.TargetFlightNotFound,
        errors.TargetNotOnTheRoute,
        errors.TargetNotBookable,
        errors.TripBegun,
        CouponNotOpen,
        SoldOut,
    ),
)
async def move_airline_change(
    booking_id: uuid.UUID,
    change_id: uuid.UUID,
    body: schemas.MoveIn,
    session: DbSession,
    caller: SecretKeyOrMagicLink,
    reads: ReadsDep,
):
    """Move free of charge to ``new_flight_id`` (another flight of the changed flight's
    route): a new booking at the old one's value, confirmed and ticketed at once (its tickets
    exchanged from the old ones), nothing paid or refunded; the old booking cancelled, its
    coupons exchanged. 409 when the new flight's cabin is full."""
    change = await service.move(
        session,
        booking_id,
        change_id,
        body,
        caller,
        reads=reads,
    )
    return await service.answer(session, change)


@admin_router.get(
    "",
    response_model=schemas.AirlineChangesOut,
    responses=error_responses(*STAFF_ERRORS, BookingNotFound),
)
async def admin_list_airline_changes(booking_id: uuid.UUID, session: DbSession, caller: AdminStaff):
    """Any booking's airline changes and their answers, oldest first."""
    return await service.changes_of(session, booking_id, caller)
