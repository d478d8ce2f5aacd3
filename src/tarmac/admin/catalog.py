"""Back office: airports, routes, aircraft, flights and weekly schedules (staff token with
scope ``admin``).

Bodies that name an airport, route or aircraft take its UUID or its code; a name that
matches nothing is 422, an unknown id in the path is 404. Unique keys are 409, and so is
deleting a record still in use. ``PATCH`` changes only the fields sent.
"""

import uuid
from collections.abc import Mapping
from typing import Annotated, Any

from fastapi import Query, Request, Response
from fastapi.responses import PlainTextResponse
from sqlalchemy.ext.asyncio import AsyncSession

from tarmac.admin.common import admin_router
from tarmac.admin.crud import Resource, mount
from tarmac.auth.caller import AdminStaff, Caller
from tarmac.catalog import errors
from tarmac.catalog import schemas as s
from tarmac.catalog import service as catalog
from tarmac.core.errors import InvalidRange, NotFound, error_responses
from tarmac.db.session import DbSession
from tarmac.flightops import service as flightops


async def _flight_changed(
    session: AsyncSession, flight: Any, changes: Mapping[str, Any], caller: Caller
) -> None:
    if changes.get("status") == "arrived":
        await flightops.patched_arrived(session, flight, caller)


router = admin_router("admin: catalog")

SSIM_ERRORS = (
    errors.SsimMalformed,
    errors.SsimUnknownStation,
    errors.SsimUnknownAircraftType,
    errors.SsimUnknownRoute,
    errors.SsimUnsupported,
    errors.SsimScheduleRefused,
)
SSIM_FILE = {"text/plain": {"schema": {"type": "string"}}}


# Before the schedules' CRUD routes: ``/schedules/ssim`` is not a schedule's id.
# The file is answered as a PlainTextResponse; the route's class is the plain Response so that
# OpenAPI documents its errors as JSON, as they are (FastAPI gives a route's other answers its
# response class's media type).
@router.get(
    "/schedules/ssim",
    response_class=Response,
    responses={
        200: {"description": "The SSIM chapter 7 file", "content": SSIM_FILE},
        **error_responses(errors.NoIataAircraftType),
    },
)
async def export_ssim(
    query: Annotated[s.SsimExportQuery, Query()], session: DbSession, _: AdminStaff
) -> PlainTextResponse:
    """The active schedules as an SSIM chapter 7 file (``docs/ssim.md``): records 1, 2 (one
    per carrier), 3 (one per schedule and stretch of dates with the same times and UTC
    offsets), 4 where a schedule's booking classes need it (DEI 901), 5; each 200 bytes with
    its serial number, padded with zero records to blocks of five. ``time_mode``: utc (U) or
    local (L); ``date_from``/``date_to`` keep the departures between those local dates."""
    text = await catalog.ssim_export(
        session, time_mode=query.time_mode, date_from=query.date_from, date_to=query.date_to
    )
    return PlainTextResponse(text)


@router.post(
    "/schedules/ssim",
    response_model=s.SsimImportReport,
    responses=error_responses(*SSIM_ERRORS),
    openapi_extra={"requestBody": {"required": True, "content": SSIM_FILE}},
)
async def import_ssim(
    request: Request,
    query: Annotated[s.SsimImportQuery, Query()],
    session: DbSession,
    _: AdminStaff,
) -> Any:
    """Import an SSIM chapter 7 file sent as the body (``text/plain``): creates or updates
    the weekly schedules it describes (matched by flight number and period) and their
    flights from today on, and answers what it changed. Flights with places sold or held,
    or no longer scheduled, are kept as they are and listed. A file refused (422) names the
    record (its position and serial) and the field; nothing is written then, nor on a
    ``dry_run``. Schedules the file does not mention are left alone."""
    text = (await request.body()).decode("latin-1")
    report = await catalog.ssim_import(session, text, dry_run=query.dry_run)
    return s.SsimImportReport.model_validate(report, from_attributes=True)


mount(
    router,
    Resource(
        records=catalog.airports,
        path="/airports",
        name="airport",
        plural="airports",
        out=s.AirportAdmin,
        create=s.AirportIn,
        patch=s.AirportPatch,
        query=s.AirportQuery,
        key="airport_id",
        docs={
            "list": "Airports, active or not, by IATA code.",
            "create": "Add an airport. The IATA code is unique (409).",
            "update": "Change some fields. A new time zone does not move flights already created.",
            "delete": "Delete an airport no route uses (409 otherwise; deactivate it instead).",
        },
    ),
)
mount(
    router,
    Resource(
        records=catalog.routes,
        path="/routes",
        name="route",
        plural="routes",
        out=s.RouteAdmin,
        create=s.RouteIn,
        patch=s.RoutePatch,
        query=s.RouteQuery,
        key="route_id",
        errors={"create": [errors.SameAirports]},
        docs={
            "create": "Add a route between two airports (UUIDs or IATA codes). ``route_code`` "
            "defaults to ``ORIG-DEST`` and ``route_type`` to domestic or international by the "
            "airports' countries. One route per ordered airport pair (409).",
            "update": "Change some fields; the airports of a route are fixed. A new duration "
            "applies to flights created afterwards.",
            "delete": "Delete a route without flights, schedules or fare plans (409 otherwise).",
        },
    ),
)
mount(
    router,
    Resource(
        records=catalog.aircraft,
        path="/aircraft",
        name="aircraft",
        plural="aircraft",
        out=s.AircraftAdmin,
        create=s.AircraftIn,
        patch=s.AircraftPatch,
        key="aircraft_id",
        errors={
            "create": [errors.InvalidLayout],
            "update": [errors.InvalidLayout, errors.InvalidInventoryTemplate],
        },
        docs={
            "create": "Add an aircraft with its seat layout; ``total_seats`` (sellable seats, "
            "blocked ones excluded) is computed. An inconsistent layout is 422 naming the "
            "problem.",
            "update": "Change some fields. A new ``layout`` recomputes ``total_seats``; it is "
            "422 when an active schedule of this aircraft has a booking class larger than the "
            "new cabin.",
            "delete": "Delete an aircraft without flights or schedules (409 otherwise).",
        },
    ),
)
mount(
    router,
    Resource(
        records=catalog.flights,
        path="/flights",
        name="flight",
        plural="flights",
        out=s.FlightAdmin,
        create=s.FlightIn,
        patch=s.FlightPatch,
        delete=False,
        query=s.FlightQuery,
        page=s.FlightAdminPage,
        key="flight_id",
        errors={"create": [errors.InvalidFlightTimes, errors.DateOutOfRange]},
        docs={
            "list": "Flights by departure time, one page at a time, with the number matching "
            "in all.",
            "create": "Add one flight. Give ``departure_time`` local to the origin airport with "
            "``flight_date``, or ``scheduled_departure`` with its UTC offset. The arrival is the "
            "departure plus the route's duration unless ``scheduled_arrival`` is given. A flight "
            "number flies once per date (409). The flight has no booking-class inventory until "
            "it is added with ``PUT /admin/flights/{id}/inventory/{class}``.",
            "update": "Change ``status``, ``delay_minutes``, gates or terminal as plain field "
            "updates (no state machine, events or pushes: the flight operations under "
            "``/admin/flights/{flight_id}/...`` do that), except ``status: arrived``, which "
            "records the departure and arrival as those operations do: the flight's live "
            "coupons flown (``COMPLETED``) or, where boarding was recorded, the passengers "
            "who did not board closed as no-shows (``CLOSED``, ``passenger.no_show``); a "
            "booking whose coupons are then all final becomes ``completed``; "
            "``flight.departed`` and ``flight.arrived``.",
        },
        after_update=_flight_changed,
    ),
)
mount(
    router,
    Resource(
        records=catalog.schedules,
        path="/schedules",
        name="schedule",
        plural="schedules",
        out=s.ScheduleAdmin,
        create=s.ScheduleIn,
        patch=s.SchedulePatch,
        query=s.ScheduleQuery,
        key="schedule_id",
        errors={
            "create": [
                errors.ScheduleOverlap,
                errors.InvalidInventoryTemplate,
                errors.DateOutOfRange,
                InvalidRange,
            ],
            "update": [
                errors.ScheduleOverlap,
                errors.InvalidInventoryTemplate,
                errors.DateOutOfRange,
                InvalidRange,
            ],
        },
        docs={
            "create": "Add a weekly schedule: ``flight_number`` on ``days_of_week`` (ISO, 1 = "
            "Monday) at ``departure_time`` local to the origin airport, between ``valid_from`` "
            "and ``valid_to``. Each booking class of ``inventory_template`` needs at most the "
            "aircraft's seats in its cabin (422). Two active schedules of one flight number may "
            "not share a day (409).",
            "update": "Change some fields. Flights already generated keep their times and "
            "inventory.",
            "delete": "Delete a schedule; flights generated from it stay.",
        },
    ),
)


@router.post(
    "/schedules/{schedule_id}/generate",
    response_model=s.GeneratedFlights,
    responses=error_responses(NotFound, InvalidRange, errors.TooManyDays),
)
async def generate_schedule_flights(
    schedule_id: uuid.UUID, body: s.GenerateIn, session: DbSession, _: AdminStaff
) -> Any:
    """Create the schedule's flights from ``date_from`` to ``date_to`` (inclusive, within the
    schedule's validity, at most 400 days at a time), each with the schedule's booking-class
    inventory. Dates that already have the flight number are skipped, so generating again
    creates nothing new."""
    result = await catalog.generate_schedule_flights(
        session, schedule_id, body.date_from, body.date_to
    )
    return s.GeneratedFlights(created=result.created, skipped=result.skipped)
