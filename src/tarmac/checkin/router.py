"""Check-in routes (spec 01 §4.8, prefix ``/api/v1/checkin``).

Who: the traveller's magic link (``access_token`` or ``Authorization: Bearer``) for the
booking acted on (another booking's: 403), or a staff bearer token holding the scope of the
operation: ``checkin:update`` (create, declare, complete), ``checkin:seat_select`` (seat),
``checkin:boarding_pass`` (boarding pass, its PDF, the gate scan); ``admin`` covers them
all. The seat map also takes a consumer_app key (read-only, before booking); the staff
lists take any check-in scope."""

import uuid
from typing import Annotated, Literal

from fastapi import APIRouter, Body, Depends, Query, Request, Response
from fastapi.concurrency import run_in_threadpool

from tarmac.auth.caller import (
    LINK_OR_STAFF_ERRORS,
    Caller,
    CallerDependency,
    Public,
    require_link_or_staff,
    require_staff,
    staff_holds,
)
from tarmac.auth.errors import STAFF_ERRORS, StaffScopeMissing
from tarmac.bookings.errors import BookingNotFound
from tarmac.checkin import boarding, boarding_pass, errors, seat_maps, service, staff_lists
from tarmac.checkin.schemas import (
    BoardedOut,
    BoardingPassKeys,
    BoardingPassOut,
    CheckinCreate,
    CheckinOut,
    CheckinStats,
    DgDeclaration,
    FlightPassengers,
    GateScan,
    SeatChange,
    SeatMap,
)
from tarmac.core.bcbp import KeyRing
from tarmac.core.errors import RateLimited, error_responses
from tarmac.core.etag import respond, tagged
from tarmac.db.session import DbSession, read_stale
from tarmac.pricing.errors import BadSeatNumber, SeatNotInCabin, SeatSelectionNotAllowed
from tarmac.ticketing.errors import CouponMoveNotAllowed

router = APIRouter(prefix="/checkin", tags=["check-in"])

UPDATE, SEAT, PASS = "checkin:update", "checkin:seat_select", "checkin:boarding_pass"
SCOPES = (UPDATE, SEAT, PASS)

Updater = Annotated[Caller, Depends(require_link_or_staff(UPDATE))]
SeatSelector = Annotated[Caller, Depends(require_link_or_staff(SEAT))]
PassIssuer = Annotated[Caller, Depends(require_link_or_staff(PASS))]
CheckinReader = Annotated[Caller, Depends(require_link_or_staff(*SCOPES))]
SeatMapReader = Annotated[
    Caller, Depends(require_link_or_staff(*SCOPES, key_client_types={"consumer_app"}))
]


def _staff_with(*scopes: str) -> CallerDependency:
    """Staff holding one of ``scopes`` or ``admin`` (checked before the request is
    validated)."""

    async def dependency(caller: Annotated[Caller, Depends(require_staff())]) -> Caller:
        if not staff_holds(caller.scopes, *scopes):
            raise StaffScopeMissing(
                "The staff token lacks the scope(s): " + " or ".join(sorted(scopes))
            )
        return caller

    return dependency


GateStaff = Annotated[Caller, Depends(_staff_with("checkin:boarding_pass"))]
AnyCheckinStaff = Annotated[
    Caller, Depends(_staff_with("checkin:update", "checkin:seat_select", "checkin:boarding_pass"))
]


def _pass_keys(request: Request) -> KeyRing:
    keys: KeyRing = request.app.state.boarding_pass_keys
    return keys


PassKeys = Annotated[KeyRing, Depends(_pass_keys)]
# the published keys change only when the deployment's configuration does
KEYS_CACHE_CONTROL = "public, max-age=300"

AUTH = (*LINK_OR_STAFF_ERRORS, RateLimited)
ONE = (errors.CheckinNotFound, errors.CheckinOfAnotherBooking, BookingNotFound)
SEAT_ERRORS = (
    errors.SeatTaken,
    errors.NoSeatLeft,
    errors.ExitRowNotAllowed,
    errors.SeatNeedsPayment,
    errors.LapInfantHasNoSeat,
    SeatNotInCabin,
    SeatSelectionNotAllowed,
    BadSeatNumber,
)
WINDOW = (errors.CheckinNotOpen, errors.CheckinClosed, errors.BookingNotCheckable)


@router.get(
    "/flight/{flight_id}/seat-map",
    response_model=SeatMap,
    responses=error_responses(
        *AUTH, errors.FlightNotFound, errors.FlightNotInBooking, BookingNotFound
    ),
)
async def seat_map(
    request: Request,
    flight_id: uuid.UUID,
    session: DbSession,
    caller: SeatMapReader,
    booking_id: Annotated[
        uuid.UUID | None,
        Query(description="The booking whose fare prices the seats (a magic link's own)"),
    ] = None,
) -> Response:
    """The seat map of a flight: columns, rows with their cabin (``class``), each seat's
    type, status (``free``, ``occupied``: taken or held by a booking or a check-in,
    ``blocked``) and fee under the caller's fare (the booking's with a magic link or a
    staff token naming ``booking_id``, else the flight's cheapest), and counts. With an
    ETag: ``If-None-Match`` answers 304 while nothing changed."""
    if caller.kind == "guest" or (caller.kind == "staff" and booking_id is not None):
        # a booking's seat map: read where the booking was just written (the primary)
        found = await seat_maps.seat_map(session, flight_id, caller, booking_id)
    else:  # the flight's: it may be a little stale (a seat is taken on the primary)
        found = await read_stale(
            request, lambda stale: seat_maps.seat_map(stale, flight_id, caller, None)
        )
    return respond(request, tagged(found.model_dump(mode="json", by_alias=True)))


@router.post(
    "/consumer",
    status_code=201,
    response_model=CheckinOut,
    responses=error_responses(
        *AUTH,
        *WINDOW,
        *SEAT_ERRORS,
        errors.SpecialRequestNotAllowed,
        errors.NotTicketed,
        errors.AlreadyCheckedIn,
        errors.CheckinOfAnotherBooking,
        errors.PassengerNotInBooking,
        errors.FlightNotInBooking,
        errors.FlightNotFound,
        BookingNotFound,
        CouponMoveNotAllowed,
    ),
)
async def create_checkin(body: CheckinCreate, session: DbSession, caller: Updater) -> CheckinOut:
    """Check a passenger of the booking in on one of its flights (one check-in per leg):
    the seat asked for, the one bought with the booking, or one assigned in the passenger's
    cabin (next to the booking's other passengers where possible; never an exit row for a
    child or an adult with a lap infant). Online window: opens
    ``checkin_online_opens_hours`` (24) and closes ``checkin_online_closes_minutes`` (40)
    before departure; staff use the counter window (3 h, 40 min). The coupon becomes
    ``CHECKED_IN``; ``passenger.checked_in`` is emitted."""
    checkin = await service.create(
        session,
        caller,
        booking_id=body.booking_id,
        passenger_id=body.passenger_id,
        flight_id=body.flight_id,
        seat_number=body.seat_number,
        special_requests=body.special_requests,
    )
    return service.checkin_out(checkin)


@router.get(
    "/bookings/{booking_id}",
    response_model=list[CheckinOut],
    responses=error_responses(*AUTH, errors.CheckinOfAnotherBooking, BookingNotFound),
)
async def booking_checkins(
    booking_id: uuid.UUID, session: DbSession, caller: CheckinReader
) -> list[CheckinOut]:
    """The check-ins of a booking, one per passenger and flight checked in (its magic link,
    or staff with a check-in scope): status,
    seat, whether the boarding pass is issued; a traveller coming back reads theirs here and
    gets the pass again with ``POST /{checkin_id}/boarding-pass`` (same pass) and its PDF."""
    return await service.of_booking(session, booking_id, caller)


@router.post(
    "/{checkin_id}/seat",
    response_model=CheckinOut,
    responses=error_responses(*AUTH, *ONE, *WINDOW, *SEAT_ERRORS, errors.AlreadyBoarded),
)
async def change_seat(
    checkin_id: uuid.UUID,
    session: DbSession,
    caller: SeatSelector,
    body: Annotated[SeatChange, Body()] = SeatChange(),
    seat_number: Annotated[str | None, Query(pattern=r"^\d{1,2}[A-Z]$")] = None,
) -> CheckinOut:
    """Move the passenger to another seat (``{seat_number}`` or the query parameter; none:
    one is assigned). A boarding pass already issued is withdrawn: issue a new one."""
    wanted = body.seat_number or seat_number
    return service.checkin_out(await service.change_seat(session, checkin_id, caller, wanted))


@router.post(
    "/{checkin_id}/dg-declare",
    response_model=CheckinOut,
    responses=error_responses(*AUTH, *ONE, errors.DeclarationNotConfirmed),
)
async def declare_dangerous_goods(
    checkin_id: uuid.UUID, body: DgDeclaration, session: DbSession, caller: Updater
) -> CheckinOut:
    """The passenger declares no dangerous goods (``{confirmed: true}``), needed before the
    boarding pass."""
    return service.checkin_out(await service.declare(session, checkin_id, caller, body.confirmed))


@router.post(
    "/{checkin_id}/complete", response_model=CheckinOut, responses=error_responses(*AUTH, *ONE)
)
async def complete_checkin(
    checkin_id: uuid.UUID, session: DbSession, caller: Updater
) -> CheckinOut:
    """``in_progress`` -> ``completed``."""
    return service.checkin_out(await service.complete(session, checkin_id, caller))


@router.post(
    "/{checkin_id}/boarding-pass",
    response_model=BoardingPassOut,
    responses=error_responses(
        *AUTH,
        *ONE,
        errors.CouponCannotFly,
        errors.DangerousGoodsNotDeclared,
        errors.CheckinNotCompleted,
    ),
)
async def issue_boarding_pass(
    checkin_id: uuid.UUID, session: DbSession, caller: PassIssuer, keys: PassKeys
) -> BoardingPassOut:
    """Issue the boarding pass of a completed check-in with the dangerous-goods declaration:
    its data and the IATA BCBP string (M1, version 8) its barcode holds, signed by the
    airline (``GET /checkin/boarding-pass-keys`` verifies it). Issuing again answers the
    same pass. Only for a coupon that can fly (checked in or boarded): 400
    ``coupon_cannot_fly`` once it is refunded, exchanged, void, flown or closed."""
    return await boarding.issue_boarding_pass(session, checkin_id, caller, keys)


@router.get(
    "/boarding-pass-keys",
    response_model=BoardingPassKeys,
    responses=error_responses(RateLimited),
)
async def boarding_pass_keys(request: Request, _: Public, keys: PassKeys) -> Response:
    """The public keys that verify boarding passes (no credentials), as a JSON Web Key Set
    with each key's ``status``: the ``current`` one signs the passes issued now; a
    ``retired`` one still verifies the passes it signed. A pass names its key by its type
    of security data (``kid``); its signature is ECDSA P-256 with SHA-256 over everything
    before ``^`` (docs/boarding-pass.md). Cacheable for 5 minutes, with an ETag: a verifier
    meeting an unknown key id fetches the set again."""
    response = respond(request, tagged(keys.jwks()))
    response.headers["Cache-Control"] = KEYS_CACHE_CONTROL
    return response


@router.get(
    "/{checkin_id}/boarding-pass/pdf",
    response_class=Response,
    responses={
        200: {
            "content": {"application/pdf": {"schema": {"type": "string", "format": "binary"}}},
            "description": "The boarding pass as a PDF, with a PDF417 barcode of its BCBP string",
        },
        **error_responses(*AUTH, *ONE, errors.CouponCannotFly, errors.BoardingPassNotIssued),
    },
)
async def boarding_pass_pdf(
    checkin_id: uuid.UUID,
    session: DbSession,
    caller: PassIssuer,
    format: Literal["thermal", "a4"] = "thermal",
) -> Response:
    """The issued boarding pass as a PDF: ``thermal`` (80 x 200 mm, default) or ``a4``;
    400 ``coupon_cannot_fly`` once the coupon can no longer fly."""
    data = await boarding.boarding_pass_data(session, checkin_id, caller)
    pdf = await run_in_threadpool(boarding_pass.render, data, format)
    return Response(
        pdf,
        media_type="application/pdf",
        headers={"Content-Disposition": f'inline; filename="boarding-pass-{checkin_id}.pdf"'},
    )


@router.post(
    "/boarding",
    response_model=BoardedOut,
    responses=error_responses(
        *STAFF_ERRORS,
        errors.FlightNotFound,
        errors.BoardingPassNotFound,
        errors.BoardingPassOfAnotherFlight,
        errors.AlreadyBoarded,
        errors.BoardingClosed,
        errors.BoardingNotOpen,
        errors.CouponCannotFly,
        errors.BoardingPassStale,
        CouponMoveNotAllowed,
    ),
)
async def gate_scan(body: GateScan, session: DbSession, caller: GateStaff) -> BoardedOut:
    """The gate scan (staff, ``checkin:boarding_pass``) of the flight being boarded
    (``flight_id``): the BCBP string read from the barcode, or the boarding pass id. Boards
    the passenger once (coupon ``BOARDED``, ``passenger.boarded`` emitted); a second scan is
    409 ``AlreadyBoarded``. Boarding is open once the back office opened it
    (``POST /admin/flights/{id}/boarding``) or from the boarding time printed on the pass
    (30 minutes before departure), until the departure time; otherwise 400
    ``boarding_not_open`` or ``boarding_closed`` (gate closed, departed, arrived,
    cancelled). A pass for another flight or date is 400 ``boarding_pass_of_another_flight``;
    a coupon refunded, exchanged or void 400 ``coupon_cannot_fly``."""
    return await boarding.board(
        session,
        caller,
        flight_id=body.flight_id,
        code=body.bcbp,
        boarding_pass_id=body.boarding_pass_id,
        gate=body.gate,
    )


@router.get(
    "/flight/{flight_id}/passengers",
    response_model=FlightPassengers,
    responses=error_responses(*STAFF_ERRORS, errors.FlightNotFound),
)
async def flight_passengers(
    flight_id: uuid.UUID, session: DbSession, caller: AnyCheckinStaff
) -> FlightPassengers:
    """Every ticketed passenger of the flight with its check-in: status (``not_checked_in``,
    ``in_progress``, ``completed``), seat, sequence number, boarding pass, boarded (staff
    with a check-in scope)."""
    return await staff_lists.flight_passengers(session, flight_id)


@router.get(
    "/stats",
    response_model=CheckinStats,
    responses=error_responses(*STAFF_ERRORS, errors.BadFlightIds),
)
async def checkin_stats(
    session: DbSession,
    caller: AnyCheckinStaff,
    flight_ids: Annotated[str, Query(description="Flight ids, comma-separated (at most 50)")],
) -> CheckinStats:
    """Per flight (in the order asked): ticketed passengers, checked in, boarded, not
    checked in (staff with a check-in scope)."""
    try:
        ids = [uuid.UUID(part.strip()) for part in flight_ids.split(",") if part.strip()]
    except ValueError as exc:
        raise errors.BadFlightIds() from exc
    if not ids or len(ids) > 50:
        raise errors.BadFlightIds()
    return await staff_lists.stats(session, ids)
