"""Bookings (``/api/v1/bookings``, spec 01 §4.5). HTTP only: parse, call the service, shape
the answer."""

import uuid
from datetime import datetime
from typing import Annotated, Literal

from fastapi import APIRouter, Depends, Query, Request, status

from tarmac.auth.caller import AnyKey, KeyMaybePassenger, SecretKey, by_api_key
from tarmac.bookings import answers, service
from tarmac.bookings.errors import (
    BookingIsFinal,
    BookingNotFound,
    BornAfterDeparture,
    DocumentExpires,
    NoBookingVariant,
    NotYourBooking,
    PassengersDoNotMatchQuote,
    PassengerTypeForAge,
    PublishableKeyConsumerOnly,
    QuoteWithoutFlight,
    TooManyPassengers,
)
from tarmac.bookings.links import AccessLinks
from tarmac.bookings.schemas import BookingCreate, BookingOut, BookingPage
from tarmac.core.errors import Forbidden, RateLimited, Unauthorized, error_responses
from tarmac.core.language import from_accept_language
from tarmac.core.ratelimit import route_limit
from tarmac.db.session import DbSession
from tarmac.inventory.service import SoldOut
from tarmac.pricing import service as pricing

router = APIRouter(prefix="/bookings", tags=["bookings"])

KEY_ERRORS = (Unauthorized, Forbidden, RateLimited)
READ_ERRORS = (*KEY_ERRORS, NotYourBooking, BookingNotFound)
# spec 02 §8: 30 bookings a minute per B2B key
CREATE_LIMIT = route_limit("30/minute", key=by_api_key, name="bookings.create")


def _links(request: Request) -> AccessLinks:
    """What makes the magic links of this deployment (``bookings.links``)."""
    return AccessLinks.from_settings(request.app.state.settings, request.app.state.token_signer)


def _language(request: Request) -> str | None:
    """The language of the e-mails a request sends (``Accept-Language``; ``ru`` by default)."""
    return from_accept_language(request.headers.get("accept-language"))


Links = Annotated[AccessLinks, Depends(_links)]
Language = Annotated[str | None, Depends(_language)]


@router.post(
    "/",
    status_code=status.HTTP_201_CREATED,
    response_model=BookingOut,
    dependencies=[CREATE_LIMIT],
    responses=error_responses(
        *KEY_ERRORS,
        PublishableKeyConsumerOnly,
        NoBookingVariant,
        QuoteWithoutFlight,
        TooManyPassengers,
        pricing.QuoteGone,
        pricing.QuoteAlreadyBooked,
        PassengersDoNotMatchQuote,
        PassengerTypeForAge,
        BornAfterDeparture,
        DocumentExpires,
        SoldOut,
    ),
)
async def create_booking(body: BookingCreate, session: DbSession, caller: KeyMaybePassenger):
    """Book a quoted trip (variant A), flights with their fares (B: ``segments``) or the
    legacy ids (C). The booking is ``pending`` for 15 minutes (``expiry_date``) holding its
    places; a passenger token beside the key makes it the passenger's (``user_id``)."""
    return answers.booking_out(await service.create(session, body, caller))


@router.get("/", response_model=BookingPage, responses=error_responses(*KEY_ERRORS))
async def list_bookings(
    session: DbSession,
    caller: AnyKey,
    status: Literal["pending", "confirmed", "cancelled", "expired", "completed"] | None = None,
    booking_reference: Annotated[str | None, Query(max_length=6)] = None,
    contact_email: Annotated[str | None, Query(max_length=320)] = None,
    flight_id: uuid.UUID | None = None,
    created_from: datetime | None = None,
    created_to: datetime | None = None,
    page: Annotated[int, Query(ge=1)] = 1,
    page_size: Annotated[int, Query(ge=1, le=200)] = 50,
):
    """The caller's bookings (its client's; an agency key's partner's), newest first."""
    filters = service.Filters(
        status, booking_reference, contact_email, flight_id, created_from, created_to
    )
    views, total = await service.find(session, caller, filters, page=page, page_size=page_size)
    return BookingPage(
        items=[answers.booking_out(v) for v in views], total=total, page=page, page_size=page_size
    )


@router.get("/{booking_id}", response_model=BookingOut, responses=error_responses(*READ_ERRORS))
async def get_booking(booking_id: uuid.UUID, session: DbSession, caller: AnyKey):
    """The whole booking: passengers, segments, seats, items, tickets and payments."""
    return answers.booking_out(await service.get(session, booking_id, caller))


@router.post(
    "/{booking_id}/confirm",
    response_model=BookingOut,
    responses=error_responses(*READ_ERRORS, BookingIsFinal),
)
async def confirm_booking(
    booking_id: uuid.UUID, session: DbSession, caller: SecretKey, links: Links, language: Language
):
    """Pending to confirmed, tickets issued, for a client that took the payment itself (a
    secret key: a browser must not confirm unpaid); the contact gets an e-mail with a magic
    link (in the ``Accept-Language`` of this request). A confirmed booking is answered as it
    is; a cancelled, expired or completed one is 400."""
    return answers.booking_out(await service.confirm(session, booking_id, caller, links, language))


@router.post(
    "/{booking_id}/cancel",
    response_model=BookingOut,
    responses=error_responses(*READ_ERRORS, BookingIsFinal),
)
async def cancel_booking(booking_id: uuid.UUID, session: DbSession, caller: SecretKey):
    """Cancel a booking and give its places and seats back; a final booking is 400."""
    return answers.booking_out(await service.cancel(session, booking_id, caller))
