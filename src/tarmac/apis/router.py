"""APIS passenger lists: a flight's lists in the back office
(``/api/v1/admin/flights/{flight_id}/apis``, a staff token holding ``apis:manage`` or
``admin``: the lists carry the passengers' travel documents), and the sandbox's stand-in
for an authority's endpoint (``/api/v1/apis/sandbox-receiver/{destination_id}``)."""

import uuid
from typing import Annotated

from fastapi import APIRouter, Body, Depends, Request, Response

from tarmac.apis import errors, service
from tarmac.apis.schemas import ApisGenerateIn, ApisMessageOut, ApisReceivedOut
from tarmac.auth.caller import Caller, require_staff
from tarmac.auth.errors import STAFF_ERRORS
from tarmac.core.errors import NoSuchRoute, RateLimited, error_responses
from tarmac.db.session import DbSession

SCOPE = "apis:manage"
EDIFACT = "application/EDIFACT"
TAG = "apis passenger lists"

ApisStaff = Annotated[Caller, Depends(require_staff(SCOPE))]

router = APIRouter(
    prefix="/admin/flights/{flight_id}/apis",
    tags=[TAG],
    responses=error_responses(*STAFF_ERRORS, errors.ApisFlightNotFound),
)
sandbox_router = APIRouter(prefix="/apis", tags=[TAG])


@router.post(
    "",
    response_model=list[ApisMessageOut],
    status_code=201,
    responses=error_responses(errors.FlightNotInternational, errors.NoApisDestination),
)
async def generate_flight_apis(
    flight_id: uuid.UUID,
    session: DbSession,
    caller: ApisStaff,
    body: Annotated[ApisGenerateIn | None, Body()] = None,
) -> list[ApisMessageOut]:
    """Make the flight's passenger list now, for each active destination the flight
    concerns (its arrival country; its departure country where a destination asks for
    departures), or only ``destination_id``; each is queued for delivery at once. The
    worker makes its own at the configured time before departure: this one is besides.
    400 ``flight_not_international`` for a domestic flight, 400 ``no_apis_destination``
    when none is configured."""
    made = await service.generate_now(
        session, flight_id, body.destination_id if body else None, caller
    )
    return [await service.answer(session, message) for message in made]


@router.get("", response_model=list[ApisMessageOut])
async def list_flight_apis(
    flight_id: uuid.UUID, session: DbSession, _: ApisStaff
) -> list[ApisMessageOut]:
    """The flight's passenger lists, newest first: who made each (the worker at the
    configured time, its update after a change, or staff), its interchange reference, the
    passengers it names, and its delivery (every attempt: status code, time, error)."""
    return await service.messages_of(session, flight_id)


@router.get(
    "/{message_id}",
    response_class=Response,
    responses={
        200: {
            "description": "The UN/EDIFACT PAXLST interchange as sent",
            "content": {EDIFACT: {"schema": {"type": "string"}}},
        },
        **error_responses(errors.ApisMessageNotFound),
    },
)
async def read_flight_apis(
    flight_id: uuid.UUID, message_id: uuid.UUID, session: DbSession, _: ApisStaff
) -> Response:
    """One passenger list as it was sent: the UN/EDIFACT text (``UNA`` to ``UNZ``),
    ``application/EDIFACT``."""
    message = await service.message_of(session, flight_id, message_id)
    return Response(content=message.content, media_type=EDIFACT)


@sandbox_router.post(
    "/sandbox-receiver/{destination_id}",
    response_model=ApisReceivedOut,
    responses=error_responses(
        NoSuchRoute,
        errors.ApisDestinationNotFound,
        errors.ReceiverRefused,
        errors.MalformedPaxlst,
        RateLimited,
    ),
)
async def receive_apis_in_sandbox(
    destination_id: uuid.UUID, request: Request, session: DbSession
) -> ApisReceivedOut:
    """Sandbox only (404 in live mode): an authority's endpoint to point a destination at
    while there is none. It answers 200 to a PAXLST whose envelope agrees (UNZ closes UNB's
    reference, UNT counts its segments, CNT+42 its passengers) and that carries the
    destination's header, 401 without it, 400 otherwise; it keeps nothing. The demo world's
    destination delivers here. No key: the destination's header is the credential."""
    if request.app.state.settings.mode == "live":
        raise NoSuchRoute(request.method, request.url.path)
    return await service.receive_in_sandbox(
        session, destination_id, request.headers, await request.body()
    )
