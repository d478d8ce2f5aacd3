"""Bookings (``/api/v1/bookings``, spec 01 §4.5). HTTP only: parse, call the service, shape
the answer."""

import uuid
from typing import Annotated, Literal

from fastapi import APIRouter, Query, Request, Response, status
from fastapi.responses import RedirectResponse
from pydantic import AwareDatetime

from tarmac.auth.caller import (
    AnyKey,
    KeyMaybePassenger,
    SecretKey,
    SecretKeyMaybePassenger,
    by_api_key,
)
from tarmac.bookings import answers, documents, drafts, service
from tarmac.bookings.errors import (
    BookingIsFinal,
    BookingNotFound,
    BookingReadScopeMissing,
    BornAfterDeparture,
    DocumentExpires,
    DraftNotFound,
    DuplicateSeat,
    FareNotOnFlight,
    FareNotOnReturnFlight,
    FarePlanNotFound,
    FarePriceNotFound,
    FarePriceNotOfPlan,
    InfantWithSeat,
    NoBookingVariant,
    NotTicketed,
    NotYourBooking,
    NotYourDraft,
    PassengersDoNotMatchQuote,
    PassengerTypeForAge,
    PublishableKeyConsumerOnly,
    QuoteWithoutFlight,
    TooManyPassengers,
)
from tarmac.bookings.schemas import (
    BookingCreate,
    BookingOut,
    BookingPage,
    DraftCreate,
    DraftOut,
    DraftPage,
    DraftStatus,
    ServiceCategory,
)
from tarmac.core.errors import Forbidden, RateLimited, Unauthorized, error_responses
from tarmac.core.idempotency import IdempotencyInProgress
from tarmac.core.ratelimit import route_limit
from tarmac.db.idempotency import Idempotency
from tarmac.db.session import DbSession
from tarmac.inventory.service import SeatTaken, SoldOut
from tarmac.pricing import service as pricing
from tarmac.pricing.errors import (
    FlightNotForSale,
    FlightNotFound,
    RestrictedSsr,
    SsrOverLimit,
    SsrTooClose,
    TripMismatch,
    UnknownSsr,
)

router = APIRouter(prefix="/bookings", tags=["bookings"])

KEY_ERRORS = (Unauthorized, Forbidden, RateLimited)
READ_ERRORS = (*KEY_ERRORS, NotYourBooking, BookingNotFound)
# spec 02 §8: 30 bookings a minute per B2B key
CREATE_LIMIT = route_limit("30/minute", key=by_api_key, name="bookings.create")


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
        DuplicateSeat,
        InfantWithSeat,
        pricing.SeatSelectionNotAllowed,
        pricing.SeatNotInCabin,
        pricing.NoSeatZonePrice,
        pricing.NoExchangeRate,
        UnknownSsr,
        RestrictedSsr,
        SsrTooClose,
        SsrOverLimit,
        SoldOut,
        SeatTaken,
        IdempotencyInProgress,
    ),
)
async def create_booking(
    body: BookingCreate, session: DbSession, caller: KeyMaybePassenger, idem: Idempotency
):
    """Book a quoted trip (variant A), flights with their fares (B: ``segments``) or the
    legacy ids (C). The booking is ``pending`` for 15 minutes (``expiry_date``) holding its
    places; a passenger token beside the key makes it the passenger's (``user_id``). With
    ``X-Idempotency-Key`` a repeat answers the first booking again instead of booking twice."""

    async def create():
        return answers.booking_out(await service.create(session, body, caller))

    return await idem.run(session, caller, "bookings.create", create)


@router.get("/", response_model=BookingPage, responses=error_responses(*KEY_ERRORS))
async def list_bookings(
    session: DbSession,
    caller: AnyKey,
    status: Literal["pending", "confirmed", "cancelled", "expired", "completed"] | None = None,
    booking_reference: Annotated[str | None, Query(max_length=6)] = None,
    contact_email: Annotated[str | None, Query(max_length=320)] = None,
    flight_id: uuid.UUID | None = None,
    created_from: AwareDatetime | None = None,
    created_to: AwareDatetime | None = None,
    page: Annotated[int, Query(ge=1, le=service.MAX_PAGE, description="From 1")] = 1,
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


@router.get(
    "/services/categories",
    response_model=list[ServiceCategory],
    responses=error_responses(*KEY_ERRORS, BookingReadScopeMissing),
)
async def service_categories(session: DbSession, caller: AnyKey):
    """The categories of ancillary services (SSRs) a booking can carry, each with its active
    services; a secret key needs the ``booking:read`` scope."""
    return [
        ServiceCategory(category=category, services=services)
        for category, services in await service.service_categories(session, caller)
    ]


@router.get("/{booking_id}", response_model=BookingOut, responses=error_responses(*READ_ERRORS))
async def get_booking(booking_id: uuid.UUID, session: DbSession, caller: AnyKey):
    """The whole booking: passengers, segments, seats, items, tickets and payments."""
    return answers.booking_out(await service.get(session, booking_id, caller))


@router.get(
    "/{booking_id}/eticket",
    response_class=Response,
    responses={
        200: {
            "content": {"application/pdf": {"schema": {"type": "string", "format": "binary"}}},
            "description": "The e-ticket as a PDF",
        },
        **error_responses(*READ_ERRORS, NotTicketed),
    },
)
async def get_eticket(booking_id: uuid.UUID, session: DbSession, caller: AnyKey):
    """The e-ticket of a confirmed booking: a PDF with a 13-digit ticket number per passenger
    and flight, the itinerary in local times, seats, services, fare conditions, taxes and
    the total."""
    pdf = await documents.eticket_pdf(session, booking_id, caller)
    return Response(
        pdf,
        media_type="application/pdf",
        headers={"Content-Disposition": f'inline; filename="eticket-{booking_id}.pdf"'},
    )


@router.post(
    "/{booking_id}/confirm",
    response_model=BookingOut,
    responses=error_responses(*READ_ERRORS, BookingIsFinal),
)
async def confirm_booking(booking_id: uuid.UUID, session: DbSession, caller: SecretKey):
    """Pending to confirmed, tickets issued, for a client that took the payment itself (a
    secret key: a browser must not confirm unpaid); a confirmed booking is answered as it
    is; a cancelled, expired or completed one is 400."""
    return answers.booking_out(await service.confirm(session, booking_id, caller))


@router.post(
    "/{booking_id}/cancel",
    response_model=BookingOut,
    responses=error_responses(*READ_ERRORS, BookingIsFinal),
)
async def cancel_booking(booking_id: uuid.UUID, session: DbSession, caller: SecretKey):
    """Cancel a booking and give its places and seats back; a final booking is 400."""
    return answers.booking_out(await service.cancel(session, booking_id, caller))


# --- drafts: seat holds without passengers (spec 01 §2.7, §4.5) ------------------------------
# A router of its own, mounted by the app before ``router``: a path under /bookings/drafts
# must never be taken for a booking id.

drafts_router = APIRouter(prefix="/bookings/drafts", tags=["bookings"])

DRAFT_READ_ERRORS = (*KEY_ERRORS, NotYourDraft, DraftNotFound)


@drafts_router.api_route("", methods=["GET", "POST"], include_in_schema=False)
async def drafts_without_slash(request: Request) -> RedirectResponse:
    """``/bookings/drafts`` is the drafts' collection, not a booking id: redirected to
    ``/bookings/drafts/`` (307) as every collection without its slash is."""
    return RedirectResponse(request.url.replace(path=request.url.path + "/"), status_code=307)


@drafts_router.post(
    "/",
    status_code=status.HTTP_201_CREATED,
    response_model=DraftOut,
    responses=error_responses(
        *KEY_ERRORS,
        FarePlanNotFound,
        FarePriceNotFound,
        FlightNotFound,
        FarePriceNotOfPlan,
        FareNotOnFlight,
        FareNotOnReturnFlight,
        FlightNotForSale,
        TripMismatch,
        SoldOut,
    ),
)
async def create_draft(body: DraftCreate, session: DbSession, caller: SecretKeyMaybePassenger):
    """Hold ``seat_count`` places of the fare plan's booking class on the flight (and of the
    same fare family on ``return_flight_id``) without passengers, for ``expires_hours``
    (absent: until released). A draft holds less firmly than a booking: a booking that
    needs its places takes them, and the draft becomes ``released`` with
    ``released_reason`` ``taken_by_booking``. Needs a secret key; a passenger token beside
    it makes the draft the passenger's (``user_id``)."""
    return answers.draft_out(await drafts.create(session, body, caller))


@drafts_router.get("/", response_model=DraftPage, responses=error_responses(*KEY_ERRORS))
async def list_drafts(
    session: DbSession,
    caller: SecretKey,
    flight_id: uuid.UUID | None = None,
    status: DraftStatus = "active",
    page: Annotated[int, Query(ge=1)] = 1,
    page_size: Annotated[int, Query(ge=1, le=200)] = 50,
):
    """The caller's drafts (its client's; an agency key's partner's) in ``status`` (active
    unless asked), on ``flight_id`` (outbound or return) when given, newest first."""
    items, total = await drafts.find(
        session, caller, status=status, flight_id=flight_id, page=page, page_size=page_size
    )
    return DraftPage(
        items=[answers.draft_out(d) for d in items], total=total, page=page, page_size=page_size
    )


@drafts_router.get(
    "/{draft_id}", response_model=DraftOut, responses=error_responses(*DRAFT_READ_ERRORS)
)
async def get_draft(draft_id: uuid.UUID, session: DbSession, caller: SecretKey):
    """The draft, owner only: ``released`` with ``released_reason`` ``taken_by_booking``
    once a booking took its places, ``expired`` once ``expires_at`` has passed."""
    return answers.draft_out(await drafts.get(session, draft_id, caller))


@drafts_router.delete(
    "/{draft_id}", response_model=DraftOut, responses=error_responses(*DRAFT_READ_ERRORS)
)
async def release_draft(draft_id: uuid.UUID, session: DbSession, caller: SecretKey):
    """Give the draft's places back: ``released`` (``released_by_owner``), the record kept.
    A draft already released or expired is answered as it is (200)."""
    return answers.draft_out(await drafts.release(session, draft_id, caller))
