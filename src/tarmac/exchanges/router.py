"""Exchange over HTTP (spec 01 §4.6): ``/api/v1/bookings/{booking_id}/exchange/...``, for
agency secret keys on their own bookings (their client's or their partner's); and the
exchange quote of spec 01 §4.4 (``POST /api/v1/fares/quote/exchange``, secret keys), served
here because it names a booking, which must be the caller's. HTTP only: the rules are in
``exchanges.service``."""

import uuid
from datetime import date
from typing import Annotated

from fastapi import APIRouter, Query
from fastapi.responses import JSONResponse

from tarmac.auth.caller import AgencyKey, SecretKey
from tarmac.auth.errors import API_KEY_ERRORS, KEY_CREDENTIAL_ERRORS, KeyTypeNotAllowed
from tarmac.bookings.dependencies import Links
from tarmac.bookings.errors import BookingNotFound, NotYourBooking
from tarmac.cache.reads import ReadsDep
from tarmac.core.errors import InvalidRange, RateLimited, error_responses
from tarmac.db.session import DbSession
from tarmac.exchanges import service
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
from tarmac.exchanges.schemas import (
    ExchangeDatesOut,
    ExchangeExecuteOut,
    ExchangeFlightsOut,
    ExchangeIn,
    ExchangePreviewOut,
)
from tarmac.inventory.errors import SeatTaken, SoldOut
from tarmac.payments.dependencies import CardProvider
from tarmac.pricing import service as pricing
from tarmac.pricing.errors import QUOTE_REFUSALS, FareRuleNotFound, NoMatchingFare
from tarmac.pricing.schemas import ExchangeQuoteOut, ExchangeQuoteRequest
from tarmac.ticketing.errors import FlightDeparted

router = APIRouter(prefix="/bookings/{booking_id}/exchange", tags=["exchange"])
quote_router = APIRouter(prefix="/fares", tags=["fares and quotes"])

KEY_ERRORS = (*API_KEY_ERRORS, RateLimited)
BOOKING_ERRORS = (*KEY_ERRORS, NotYourBooking, BookingNotFound, BookingNotExchangeable)


@router.get(
    "/dates",
    response_model=ExchangeDatesOut,
    responses=error_responses(*BOOKING_ERRORS, InvalidRange),
)
async def exchange_dates(
    booking_id: uuid.UUID,
    session: DbSession,
    caller: AgencyKey,
    date_from: Annotated[date | None, Query(description="default today")] = None,
    date_to: Annotated[date | None, Query(description="default today + 90 days")] = None,
):
    """Dates with a scheduled flight on the booking's route (its outbound's origin and
    destination) that has places for all its paid passengers in its cabin."""
    return await service.dates(session, booking_id, caller, date_from, date_to)


@router.get(
    "/flights", response_model=ExchangeFlightsOut, responses=error_responses(*BOOKING_ERRORS)
)
async def exchange_flights(
    booking_id: uuid.UUID, session: DbSession, caller: AgencyKey, date: date
):
    """The flights of the booking's route that date (an empty list when none), with the
    places left in the booking's cabin and the aircraft type."""
    return await service.flights(session, booking_id, caller, date)


@router.post(
    "/preview",
    response_model=ExchangePreviewOut,
    responses=error_responses(
        *BOOKING_ERRORS,
        NewFlightNotFound,
        SameFlight,
        NotOnTheRoute,
        NotChangeable,
        ExchangeQuoteMismatch,
        pricing.QuoteNotYours,
        pricing.QuoteGone,
        NoMatchingFare,
    ),
)
async def exchange_preview(
    booking_id: uuid.UUID, body: ExchangeIn, session: DbSession, caller: AgencyKey
):
    """What changing to ``new_flight_id`` costs: the old value as the tickets hold it, the
    new price, the penalty (doubled under the exchange threshold before the original
    departure), and the extra to pay or the refund (never both). Locks that price for 900
    seconds. With ``exchange_quote_id`` (``POST /fares/quote/exchange``) its figures
    govern (403 when another client made it). 422 for a fare that is not changeable."""
    return await service.preview(session, booking_id, body, caller)


@router.post(
    "/execute",
    response_model=ExchangeExecuteOut,
    responses=error_responses(
        *BOOKING_ERRORS,
        CouponNotOpen,
        FlightDeparted,
        NewFlightNotFound,
        PriceLockExpired,
        pricing.QuoteNotYours,
        SoldOut,
        SeatTaken,
        PaymentProviderUnavailable,
    ),
)
async def exchange_execute(
    booking_id: uuid.UUID,
    body: ExchangeIn,
    session: DbSession,
    caller: AgencyKey,
    reads: ReadsDep,
    links: Links,
    provider: CardProvider,
):
    """Replace the booking by a new one on ``new_flight_id`` at the locked price: same
    passengers, contact, fare family, services, and seats where free; the old coupons
    ``EXCHANGED``, the old booking cancelled. Extra to pay: the new booking waits for it
    (``payment_url``, or ``pay-with-balance`` for an agency wallet). Money due back:
    refunded to the original payments. The new booking is confirmed at once unless extra
    is due. 410 once the lock expired; 400 once the booking is cancelled (a second execute)
    or a coupon is not OPEN."""
    return await service.execute(
        session,
        booking_id,
        body,
        caller,
        reads=reads,
        links=links,
        provider=provider,
    )


@quote_router.post(
    "/quote/exchange",
    response_model=ExchangeQuoteOut,
    responses=error_responses(
        FareRuleNotFound,
        pricing.NotChangeable,
        NotYourBooking,
        BookingNotFound,
        *QUOTE_REFUSALS,
        *KEY_CREDENTIAL_ERRORS,
        RateLimited,
        KeyTypeNotAllowed,
    ),
)
async def exchange_quote(body: ExchangeQuoteRequest, session: DbSession, caller: SecretKey):
    """Price the new fare of an exchange: penalty (rule 7) and difference (rule 9); 422 when
    the original fare is not changeable. ``original_booking_id`` must name a booking the
    key may see (404 unknown, 403 another client's); without it the quote is a calculation
    no exchange preview takes."""
    return JSONResponse(await service.quote(session, body, caller))
