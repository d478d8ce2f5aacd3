"""Bookings (``/api/v1/bookings``, spec 01 §4.5). HTTP only: parse, call the service, shape
the answer."""

import uuid
from typing import Annotated

from fastapi import APIRouter, Query, Request, Response, status

from tarmac.auth.caller import (
    MAGIC_LINK_ERRORS,
    AnyKey,
    KeyMaybePassenger,
    MagicLink,
    SecretKey,
    SecretKeyMaybePassenger,
    SecretKeyOrMagicLink,
    by_api_key,
)
from tarmac.auth.errors import API_KEY_ERRORS, PassengerTokenRequired, TokenExpired
from tarmac.bookings import access, answers, documents, drafts, lifecycle, queries, sale
from tarmac.bookings import links as access_links
from tarmac.bookings.dependencies import Language, Links
from tarmac.bookings.errors import (
    BookingIsFinal,
    BookingNotFound,
    BookingReadScopeMissing,
    BornAfterDeparture,
    DocumentExpires,
    DraftNotFound,
    DuplicateSeat,
    ExtensionsExhausted,
    FareNotOnFlight,
    FareNotOnReturnFlight,
    FarePlanNotFound,
    FarePriceNotFound,
    FarePriceNotOfPlan,
    InfantWithSeat,
    NoBookingVariant,
    NoContactEmail,
    NotPending,
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
    MAX_PAGE,
    AccessLinkSent,
    BookingCreate,
    BookingOut,
    BookingPage,
    BookingQuery,
    DraftCreate,
    DraftOut,
    DraftPage,
    DraftStatus,
    LookupAccepted,
    PublicBookingOut,
    ResumeOut,
    ServiceCategory,
)
from tarmac.bookings.views import BookingView
from tarmac.cache.reads import ReadsDep
from tarmac.core.direct_route import direct_post
from tarmac.core.errors import (
    RateLimited,
    error_responses,
)
from tarmac.core.fields import EmailAddress
from tarmac.core.idempotency import IdempotencyInProgress, IdempotencyKeyReused
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

KEY_ERRORS = (*API_KEY_ERRORS, RateLimited)
# a passenger token sent beside the key (the booking or draft is the passenger's)
OPTIONAL_PASSENGER_ERRORS = (TokenExpired, PassengerTokenRequired)
READ_ERRORS = (*KEY_ERRORS, NotYourBooking, BookingNotFound)
# spec 02 §8: 30 bookings a minute per B2B key
CREATE_LIMIT = route_limit("30/minute", key=by_api_key, name="bookings.create")
# the traveller's own access by magic link (spec 01 §4.5, §5.2; bookings.access)
TOKEN_ERRORS = (*MAGIC_LINK_ERRORS, RateLimited, BookingNotFound)
# spec 02 §8: find-my-trip, 3 a minute and 10 an hour per client address (and the key's limit)
LOOKUP_LIMITS = [
    route_limit("3/minute", name="bookings.lookup.minute"),
    route_limit("10/hour", name="bookings.lookup.hour"),
]
LOOKUP_ANSWER = LookupAccepted(
    message=(
        "If a booking with this reference has this contact e-mail, a link to it is on its "
        "way to that address."
    )
)


def _booking_and_key(request: Request) -> str:
    return f"{request.path_params.get('booking_id', '')}:{by_api_key(request)}"


# re-sends: as many, per booking and key, so that no key fills a traveller's mailbox and
# no stranger's requests spend the owner's
SEND_LINK_LIMITS = [
    route_limit("3/minute", key=_booking_and_key, name="bookings.send_link.minute"),
    route_limit("10/hour", key=_booking_and_key, name="bookings.send_link.hour"),
]


async def _answer(session: DbSession, view: BookingView) -> BookingOut:
    """The booking record with its payments."""
    return await answers.with_money(session, view)


@direct_post(  # the hottest write: served without FastAPI's general dependency solver
    router,
    "/",
    status_code=status.HTTP_201_CREATED,
    response_model=BookingOut,
    dependencies=[CREATE_LIMIT],
    responses=error_responses(
        *KEY_ERRORS,
        *OPTIONAL_PASSENGER_ERRORS,
        PublishableKeyConsumerOnly,
        NoBookingVariant,
        QuoteWithoutFlight,
        TooManyPassengers,
        pricing.QuoteGone,
        pricing.QuoteNotYours,
        pricing.QuoteAlreadyBooked,
        pricing.PromoLimitReached,
        pricing.FareIdsDoNotMatch,
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
        IdempotencyKeyReused,
        IdempotencyKeyReused,
    ),
)
async def create_booking(
    body: BookingCreate,
    session: DbSession,
    caller: KeyMaybePassenger,
    idem: Idempotency,
    reads: ReadsDep,
    language: Language,
) -> Response:
    """Book a quoted trip (variant A), flights with their fares (B: ``segments``) or the
    legacy ids (C). The booking is ``pending`` for 15 minutes (``expiry_date``) holding its
    places; a passenger token beside the key makes it the passenger's (``user_id``). With
    ``X-Idempotency-Key`` a repeat answers the first booking again instead of booking twice.
    The booking keeps the language it is made in (``Accept-Language``: ru, en or ky; else
    the passenger account's, else ru) for its e-mails and e-ticket."""

    async def create():
        made_in = await access_links.booking_language(session, caller, language)
        return answers.booking_out(await sale.create(session, body, caller, reads, made_in))

    return await idem.run(session, caller, "bookings.create", create)


@router.get("/", response_model=BookingPage, responses=error_responses(*KEY_ERRORS))
async def list_bookings(
    session: DbSession,
    caller: SecretKey,
    query: Annotated[BookingQuery, Query()],
):
    """The caller's bookings (its client's; an agency key's partner's), newest first. A
    secret key only: a publishable key is shared by every traveller of an app (403)."""
    views, total = await queries.find(session, caller, query)
    return await answers.page_with_money(session, views, total, query)


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
        for category, services in await queries.service_categories(session, caller)
    ]


# Find my trip (the traveller's access, below). Routes are matched in the order they are
# listed: like the categories above, it comes before GET /{booking_id}, which would take
# "lookup-consumer" for a booking id.
@router.get(
    "/lookup-consumer",
    status_code=status.HTTP_202_ACCEPTED,
    response_model=LookupAccepted,
    dependencies=LOOKUP_LIMITS,
    responses=error_responses(*KEY_ERRORS),
)
async def lookup_consumer(
    session: DbSession,
    caller: AnyKey,
    pnr: Annotated[str, Query(pattern=r"^[A-Za-z0-9]{6}$", description="Booking reference")],
    email: Annotated[EmailAddress, Query(description="The booking's contact e-mail")],
):
    """Find my trip: when a booking has this reference and this contact e-mail (any case),
    its contact gets an e-mail with a magic link (in the language the booking was made
    in), within seconds. The answer, and the work done before it, are the same whether
    or not a booking matches: it never tells whether a booking exists. 3 requests a minute
    and 10 an hour per client address, besides the key's limit."""
    await access.request_lookup(session, pnr, email)
    return LOOKUP_ANSWER


@router.get("/{booking_id}", response_model=BookingOut, responses=error_responses(*READ_ERRORS))
async def get_booking(booking_id: uuid.UUID, session: DbSession, caller: SecretKey):
    """The whole booking: passengers, segments, seats, items, tickets and payments. A secret
    key only (a publishable key is 403: its traveller reads the booking through the magic
    link, ``/public``)."""
    return await _answer(session, await queries.get(session, booking_id, caller))


@router.get(
    "/{booking_id}/eticket",
    response_class=Response,
    responses={
        200: {
            "content": {"application/pdf": {"schema": {"type": "string", "format": "binary"}}},
            "description": "The e-ticket as a PDF",
        },
        **error_responses(*READ_ERRORS, *MAGIC_LINK_ERRORS, NotTicketed),
    },
)
async def get_eticket(booking_id: uuid.UUID, session: DbSession, caller: SecretKeyOrMagicLink):
    """The e-ticket of a confirmed booking: a PDF with a 13-digit ticket number per passenger
    and flight, the itinerary in local times, seats, services, fare conditions, taxes and
    the total, in the language the booking was made in. For the booking's client (its
    secret key's headers; a publishable key is 403) or its traveller (the magic link,
    ``access_token`` or ``Authorization: Bearer``)."""
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
async def confirm_booking(
    booking_id: uuid.UUID,
    session: DbSession,
    caller: SecretKey,
    reads: ReadsDep,
):
    """Pending to confirmed, tickets issued, for a client that took the payment itself (a
    secret key: a browser must not confirm unpaid); the contact gets an e-mail with a magic
    link (in the language the booking was made in). A confirmed booking is answered as it
    is; a cancelled, expired or completed one is 400."""
    return await _answer(session, await lifecycle.confirm(session, booking_id, caller, reads))


# --- the traveller's own access: magic links (spec 01 §4.5, §5.2; bookings.access) -------------


@router.get(
    "/{booking_id}/public",
    response_model=PublicBookingOut,
    responses=error_responses(*TOKEN_ERRORS),
)
async def public_booking(booking_id: uuid.UUID, session: DbSession, caller: MagicLink):
    """The public booking card, for the holder of a magic link (``access_token``): the
    trip with local times, status and price, passengers' names and types with their seats
    and tickets. No travel documents, dates of birth or contact details."""
    return answers.public_card(await access.opened_view(session, booking_id, caller))


@router.post(
    "/{booking_id}/resume-pending",
    response_model=ResumeOut,
    responses=error_responses(*TOKEN_ERRORS, NotPending, ExtensionsExhausted),
)
async def resume_pending(
    booking_id: uuid.UUID, session: DbSession, caller: MagicLink, links: Links
):
    """15 more minutes to pay a pending booking, from its ``expiry_date``; at most 3 times
    (then 429, ``Retry-After`` the seconds left before it expires). Only a pending booking
    (400 otherwise). ``payment_url`` is the booking's payment page."""
    resumed = await access.resume_pending(session, booking_id, caller, links)
    booking = resumed.booking
    return ResumeOut(
        booking_reference=booking.booking_reference,
        status=booking.status,
        expiry_date=booking.expiry_date,
        extended_by_minutes=resumed.extended_by_minutes,
        extensions_left=lifecycle.MAX_EXTENSIONS - booking.extensions,
        payment_url=resumed.payment_url,
    )


@router.post(
    "/{booking_id}/send-access-link",
    status_code=status.HTTP_202_ACCEPTED,
    response_model=AccessLinkSent,
    dependencies=SEND_LINK_LIMITS,
    responses=error_responses(*READ_ERRORS, NoContactEmail),
)
async def send_access_link(
    booking_id: uuid.UUID,
    session: DbSession,
    caller: AnyKey,
    links: Links,
):
    """E-mail a new magic link to the booking's contact (the client's own bookings; a
    publishable key the bookings it made itself; in the language the booking was made
    in); 400 when the booking has no contact e-mail.
    3 a minute and 10 an hour per booking and key."""
    sent = await access.send_access_link(session, booking_id, caller, links)
    return AccessLinkSent(sent_to=sent.sent_to, expires_in=sent.expires_in)


# --- drafts: seat holds without passengers (spec 01 §2.7, §4.5) ------------------------------
# A router of its own, mounted by the app before ``router``: a path under /bookings/drafts
# must never be taken for a booking id.

drafts_router = APIRouter(prefix="/bookings/drafts", tags=["bookings"])

DRAFT_READ_ERRORS = (*KEY_ERRORS, NotYourDraft, DraftNotFound)


@drafts_router.post(
    "/",
    status_code=status.HTTP_201_CREATED,
    response_model=DraftOut,
    responses=error_responses(
        *KEY_ERRORS,
        *OPTIONAL_PASSENGER_ERRORS,
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
    page: Annotated[int, Query(ge=1, le=MAX_PAGE, description="From 1")] = 1,
    page_size: Annotated[int, Query(ge=1, le=200)] = 50,
):
    """The caller's drafts (its client's; an agency key's partner's) in ``status`` (active
    unless asked), on ``flight_id`` (outbound or return) when given, newest first."""
    items, total = await drafts.find(
        session, caller, status=status, flight_id=flight_id, page=page, page_size=page_size
    )
    return DraftPage(
        data=[answers.draft_out(d) for d in items], page=page, page_size=page_size, total=total
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
