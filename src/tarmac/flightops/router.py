"""Flight operations in the back office: ``/api/v1/admin/flights/{flight_id}/...`` with a
staff token holding ``flights:operate`` (the operations desk) or ``admin``."""

import uuid
from typing import Annotated

from fastapi import APIRouter, Depends

from tarmac.auth.caller import Caller, require_staff, staff_holds
from tarmac.auth.errors import STAFF_ERRORS, StaffScopeMissing
from tarmac.core.errors import UnknownReference, error_responses
from tarmac.db.session import DbSession
from tarmac.flightops import errors, schemas, service

SCOPES = ("flights:operate", "admin")


async def _operator(caller: Annotated[Caller, Depends(require_staff())]) -> Caller:
    if not staff_holds(caller.scopes, *SCOPES):
        raise StaffScopeMissing("The staff token lacks the scope(s): " + " or ".join(SCOPES))
    return caller


Operator = Annotated[Caller, Depends(_operator)]

router = APIRouter(
    prefix="/admin/flights/{flight_id}",
    tags=["admin: flight operations"],
    responses=error_responses(*STAFF_ERRORS, errors.FlightNotFound),
)
MOVE = (errors.IllegalFlightMove,)


@router.post(
    "/delay",
    response_model=schemas.FlightOperated,
    responses=error_responses(*MOVE, errors.DepartureBeforeSchedule, errors.DelayTooLong),
)
async def delay_flight(
    flight_id: uuid.UUID, body: schemas.DelayIn, session: DbSession, caller: Operator
) -> schemas.FlightOperated:
    """Set the flight's whole delay: ``minutes`` from the scheduled departure, or a
    ``new_departure`` (rounded up to the minute). The flight is ``delayed`` (``scheduled``
    again at 0). A changed delay of 30 minutes or more emits ``flight.delayed``. 409 once
    the flight has departed, or counts as departed by its times."""
    it = await service.delay(session, flight_id, body, caller)
    return await service.answer(session, it)


@router.post(
    "/gate",
    response_model=schemas.FlightOperated,
    responses=error_responses(*MOVE, errors.NoGateGiven, errors.DepartureGateAfterDeparture),
)
async def change_flight_gate(
    flight_id: uuid.UUID, body: schemas.GateIn, session: DbSession, caller: Operator
) -> schemas.FlightOperated:
    """Set the departure gate, the arrival gate or both (null clears one). The departure
    gate is fixed once the flight has left."""
    it = await service.gate(session, flight_id, body, caller)
    return await service.answer(session, it)


@router.post("/cancel", response_model=schemas.FlightOperated, responses=error_responses(*MOVE))
async def cancel_flight(
    flight_id: uuid.UUID, body: schemas.CancelIn, session: DbSession, caller: Operator
) -> schemas.FlightOperated:
    """Cancel a flight that has not left; ``flight.cancelled`` lists the bookings with a
    passenger still to fly on it. Coupons checked in or boarded go back to ``OPEN`` (the
    flight did not go)."""
    it = await service.cancel(session, flight_id, body, caller)
    return await service.answer(session, it)


@router.post(
    "/divert",
    response_model=schemas.FlightOperated,
    responses=error_responses(
        *MOVE, errors.SameDestination, errors.DiversionToOrigin, UnknownReference
    ),
)
async def divert_flight(
    flight_id: uuid.UUID, body: schemas.DivertIn, session: DbSession, caller: Operator
) -> schemas.FlightOperated:
    """Land the flight at another airport (IATA code or id; 422 if unknown), before or
    after departure; never its origin (400 ``diversion_to_origin``) nor where it already
    flies (400 ``same_destination``); ``flight.diverted``."""
    it = await service.divert(session, flight_id, body, caller)
    return await service.answer(session, it)


@router.post(
    "/boarding",
    response_model=schemas.FlightOperated,
    responses=error_responses(*MOVE, errors.TimeInFuture, errors.BoardingTooEarly),
)
async def open_flight_boarding(
    flight_id: uuid.UUID, body: schemas.BoardingIn, session: DbSession, caller: Operator
) -> schemas.FlightOperated:
    """Boarding opens (``boarding``), at the earliest 3 hours before the departure time
    (scheduled plus the delay; 400 ``boarding_too_early``)."""
    it = await service.boarding(session, flight_id, body, caller)
    return await service.answer(session, it)


@router.post(
    "/departed",
    response_model=schemas.FlightOperated,
    responses=error_responses(
        *MOVE, errors.TimeInFuture, errors.DepartureTooEarly, errors.DepartureTooLate
    ),
)
async def record_flight_departed(
    flight_id: uuid.UUID, body: schemas.DepartedIn, session: DbSession, caller: Operator
) -> schemas.FlightOperated:
    """The flight took off (``actual_departure``, default now: from 3 hours before the
    departure time, scheduled plus the delay, to 24 hours after it). Where boarding was
    recorded, the boarded passengers' coupons are flown and the others closed with
    ``passenger.no_show``; without boarding records every coupon is flown.
    ``flight.departed``."""
    it = await service.departed(session, flight_id, body, caller)
    return await service.answer(session, it)


@router.post(
    "/arrived",
    response_model=schemas.FlightOperated,
    responses=error_responses(
        *MOVE, errors.TimeInFuture, errors.ArrivalBeforeDeparture, errors.ArrivalTooLate
    ),
)
async def record_flight_arrived(
    flight_id: uuid.UUID, body: schemas.ArrivedIn, session: DbSession, caller: Operator
) -> schemas.FlightOperated:
    """The departed flight landed (``actual_arrival``, default now, not before the
    departure, at most 24 hours after the departure plus the scheduled flight time);
    bookings with nothing left to fly become ``completed``. ``flight.arrived``."""
    it = await service.arrived(session, flight_id, body, caller)
    return await service.answer(session, it)


@router.get("/history", response_model=schemas.FlightHistory)
async def read_flight_history(
    flight_id: uuid.UUID, session: DbSession, _: Operator
) -> schemas.FlightHistory:
    """Every operation recorded on the flight, oldest first: what it changed (before and
    after), the reason, who (a staff subject, or ``system`` for the worker) and when."""
    return await service.history(session, flight_id)
