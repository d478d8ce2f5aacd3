"""Back office: airports, routes, aircraft, flights and weekly schedules (staff token with
scope ``admin``).

Bodies that name an airport, route or aircraft take its UUID or its code; a name that
matches nothing is 422, an unknown id in the path is 404. Unique keys are 409, and so is
deleting a record still in use. ``PATCH`` changes only the fields sent.
"""

import uuid
from datetime import date
from typing import Annotated, Any

from fastapi import Query, Response

from tarmac.admin.catalog_schemas import (
    AircraftAdmin,
    AircraftIn,
    AircraftPatch,
    AirportAdmin,
    AirportIn,
    AirportPatch,
    CountryCode,
    FlightAdmin,
    FlightAdminPage,
    FlightIn,
    FlightNumber,
    FlightPatch,
    FlightStatus,
    GeneratedFlights,
    GenerateIn,
    IataCode,
    RouteAdmin,
    RouteCode,
    RouteIn,
    RoutePatch,
    ScheduleAdmin,
    ScheduleIn,
    SchedulePatch,
)
from tarmac.admin.common import CHANGE, CREATE, READ, REMOVE, admin_router
from tarmac.auth.caller import AdminStaff
from tarmac.catalog import service as catalog
from tarmac.core.errors import (
    NotFound,
    ValidationFailed,
    error_responses,
)
from tarmac.db.session import DbSession

router = admin_router("admin: catalog")


# --- airports --------------------------------------------------------------------------------


@router.post("/airports", response_model=AirportAdmin, status_code=201, responses=CREATE)
async def create_airport(body: AirportIn, session: DbSession, _: AdminStaff) -> Any:
    """Add an airport. The IATA code is unique (409)."""
    return AirportAdmin.model_validate(await catalog.create_airport(session, **body.model_dump()))


@router.get("/airports", response_model=list[AirportAdmin])
async def list_airports(
    session: DbSession,
    _: AdminStaff,
    search: Annotated[
        str | None,
        Query(
            min_length=2,
            max_length=100,
            pattern=r"^[^\x00]+$",
            description="Part of the IATA code, city or name",
        ),
    ] = None,
    country: Annotated[CountryCode | None, Query(description="ISO 3166-1 alpha-2")] = None,
    limit: Annotated[int, Query(ge=1, le=1000)] = 200,
) -> Any:
    """Airports, active or not, by IATA code."""
    airports = await catalog.list_airports(session, search=search, country=country, limit=limit)
    return [AirportAdmin.model_validate(a) for a in airports]


@router.get("/airports/{airport_id}", response_model=AirportAdmin, responses=READ)
async def get_airport(airport_id: uuid.UUID, session: DbSession, _: AdminStaff) -> Any:
    return AirportAdmin.model_validate(await catalog.get_airport(session, airport_id))


@router.patch("/airports/{airport_id}", response_model=AirportAdmin, responses=CHANGE)
async def update_airport(
    airport_id: uuid.UUID, body: AirportPatch, session: DbSession, _: AdminStaff
) -> Any:
    """Change some fields. A new time zone does not move flights already created."""
    airport = await catalog.update_airport(session, airport_id, body.changes())
    return AirportAdmin.model_validate(airport)


@router.delete("/airports/{airport_id}", status_code=204, response_class=Response, responses=REMOVE)
async def delete_airport(airport_id: uuid.UUID, session: DbSession, _: AdminStaff) -> Response:
    """Delete an airport no route uses (409 otherwise; deactivate it instead)."""
    await catalog.delete_airport(session, airport_id)
    return Response(status_code=204)


# --- routes ----------------------------------------------------------------------------------


@router.post("/routes", response_model=RouteAdmin, status_code=201, responses=CREATE)
async def create_route(body: RouteIn, session: DbSession, _: AdminStaff) -> Any:
    """Add a route between two airports (UUIDs or IATA codes). ``route_code`` defaults to
    ``ORIG-DEST`` and ``route_type`` to domestic or international by the airports'
    countries. One route per ordered airport pair (409)."""
    return RouteAdmin.model_validate(await catalog.create_route(session, **body.model_dump()))


@router.get("/routes", response_model=list[RouteAdmin])
async def list_routes(
    session: DbSession,
    _: AdminStaff,
    origin: Annotated[IataCode | None, Query(description="Origin IATA code")] = None,
    destination: Annotated[IataCode | None, Query(description="Destination IATA code")] = None,
    is_active: bool | None = None,
) -> Any:
    routes = await catalog.list_routes(
        session, origin=origin, destination=destination, is_active=is_active
    )
    return [RouteAdmin.model_validate(r) for r in routes]


@router.get("/routes/{route_id}", response_model=RouteAdmin, responses=READ)
async def get_route(route_id: uuid.UUID, session: DbSession, _: AdminStaff) -> Any:
    return RouteAdmin.model_validate(await catalog.get_route(session, route_id))


@router.patch("/routes/{route_id}", response_model=RouteAdmin, responses=CHANGE)
async def update_route(
    route_id: uuid.UUID, body: RoutePatch, session: DbSession, _: AdminStaff
) -> Any:
    """Change some fields; the airports of a route are fixed. A new duration applies to
    flights created afterwards."""
    return RouteAdmin.model_validate(await catalog.update_route(session, route_id, body.changes()))


@router.delete("/routes/{route_id}", status_code=204, response_class=Response, responses=REMOVE)
async def delete_route(route_id: uuid.UUID, session: DbSession, _: AdminStaff) -> Response:
    """Delete a route without flights, schedules or fare plans (409 otherwise)."""
    await catalog.delete_route(session, route_id)
    return Response(status_code=204)


# --- aircraft --------------------------------------------------------------------------------


@router.post("/aircraft", response_model=AircraftAdmin, status_code=201, responses=CREATE)
async def create_aircraft(body: AircraftIn, session: DbSession, _: AdminStaff) -> Any:
    """Add an aircraft with its seat layout; ``total_seats`` (sellable seats, blocked ones
    excluded) is computed. An inconsistent layout is 422 naming the problem."""
    aircraft = await catalog.create_aircraft(
        session, code=body.code, name=body.name, manufacturer=body.manufacturer, layout=body.layout
    )
    return AircraftAdmin.model_validate(aircraft)


@router.get("/aircraft", response_model=list[AircraftAdmin])
async def list_aircraft(session: DbSession, _: AdminStaff) -> Any:
    return [AircraftAdmin.model_validate(a) for a in await catalog.list_aircraft(session)]


@router.get("/aircraft/{aircraft_id}", response_model=AircraftAdmin, responses=READ)
async def get_aircraft(aircraft_id: uuid.UUID, session: DbSession, _: AdminStaff) -> Any:
    return AircraftAdmin.model_validate(await catalog.get_aircraft(session, aircraft_id))


@router.patch("/aircraft/{aircraft_id}", response_model=AircraftAdmin, responses=CHANGE)
async def update_aircraft(
    aircraft_id: uuid.UUID, body: AircraftPatch, session: DbSession, _: AdminStaff
) -> Any:
    """Change some fields. A new ``layout`` recomputes ``total_seats``; it is 422 when an
    active schedule of this aircraft has a booking class larger than the new cabin."""
    changes = body.changes()
    if body.layout is not None:
        changes["layout"] = body.layout
    aircraft = await catalog.update_aircraft(session, aircraft_id, changes)
    return AircraftAdmin.model_validate(aircraft)


@router.delete(
    "/aircraft/{aircraft_id}", status_code=204, response_class=Response, responses=REMOVE
)
async def delete_aircraft(aircraft_id: uuid.UUID, session: DbSession, _: AdminStaff) -> Response:
    """Delete an aircraft without flights or schedules (409 otherwise)."""
    await catalog.delete_aircraft(session, aircraft_id)
    return Response(status_code=204)


# --- flights ---------------------------------------------------------------------------------


@router.post("/flights", response_model=FlightAdmin, status_code=201, responses=CREATE)
async def create_flight(body: FlightIn, session: DbSession, _: AdminStaff) -> Any:
    """Add one flight. Give ``departure_time`` local to the origin airport with
    ``flight_date``, or ``scheduled_departure`` with its UTC offset. The arrival is the
    departure plus the route's duration unless ``scheduled_arrival`` is given. A flight
    number flies once per date (409). The flight has no booking-class inventory until it is
    added with ``PUT /admin/flights/{id}/inventory/{class}``."""
    flight = await catalog.create_flight(session, **body.model_dump())
    return FlightAdmin.model_validate(flight)


@router.get("/flights", response_model=FlightAdminPage)
async def list_flights(
    session: DbSession,
    _: AdminStaff,
    date_from: Annotated[date | None, Query(description="First flight_date, inclusive")] = None,
    date_to: Annotated[date | None, Query(description="Last flight_date, inclusive")] = None,
    route_id: uuid.UUID | None = None,
    route_code: Annotated[RouteCode | None, Query()] = None,
    flight_number: Annotated[FlightNumber | None, Query()] = None,
    status: FlightStatus | None = None,
    page: Annotated[int, Query(ge=1, le=100_000)] = 1,
    page_size: Annotated[int, Query(ge=1, le=200)] = 50,
) -> Any:
    """Flights by departure time, one page at a time, with the number matching in all."""
    flights, total = await catalog.list_flights(
        session,
        date_from=date_from,
        date_to=date_to,
        route_id=route_id,
        route_code=route_code,
        flight_number=flight_number,
        status=status,
        page=page,
        page_size=page_size,
    )
    return FlightAdminPage(
        data=[FlightAdmin.model_validate(f) for f in flights],
        total=total,
        page=page,
        page_size=page_size,
    )


@router.get("/flights/{flight_id}", response_model=FlightAdmin, responses=READ)
async def get_flight(flight_id: uuid.UUID, session: DbSession, _: AdminStaff) -> Any:
    return FlightAdmin.model_validate(await catalog.get_flight(session, flight_id))


@router.patch("/flights/{flight_id}", response_model=FlightAdmin, responses=CHANGE)
async def update_flight(
    flight_id: uuid.UUID, body: FlightPatch, session: DbSession, _: AdminStaff
) -> Any:
    """Change ``status``, ``delay_minutes``, gates or terminal. For now these are plain
    field updates: no state machine, no events, no pushes."""
    flight = await catalog.update_flight(session, flight_id, body.changes())
    return FlightAdmin.model_validate(flight)


# --- schedules -------------------------------------------------------------------------------


@router.post("/schedules", response_model=ScheduleAdmin, status_code=201, responses=CREATE)
async def create_schedule(body: ScheduleIn, session: DbSession, _: AdminStaff) -> Any:
    """Add a weekly schedule: ``flight_number`` on ``days_of_week`` (ISO, 1 = Monday) at
    ``departure_time`` local to the origin airport, between ``valid_from`` and ``valid_to``.
    Each booking class of ``inventory_template`` needs at most the aircraft's seats in its
    cabin (422). Two active schedules of one flight number may not share a day (409)."""
    schedule = await catalog.create_schedule(session, **body.model_dump())
    return ScheduleAdmin.model_validate(schedule)


@router.get("/schedules", response_model=list[ScheduleAdmin])
async def list_schedules(
    session: DbSession,
    _: AdminStaff,
    flight_number: Annotated[FlightNumber | None, Query()] = None,
    route_id: uuid.UUID | None = None,
    is_active: bool | None = None,
) -> Any:
    schedules = await catalog.list_schedules(
        session, flight_number=flight_number, route_id=route_id, is_active=is_active
    )
    return [ScheduleAdmin.model_validate(s) for s in schedules]


@router.get("/schedules/{schedule_id}", response_model=ScheduleAdmin, responses=READ)
async def get_schedule(schedule_id: uuid.UUID, session: DbSession, _: AdminStaff) -> Any:
    return ScheduleAdmin.model_validate(await catalog.get_schedule(session, schedule_id))


@router.patch("/schedules/{schedule_id}", response_model=ScheduleAdmin, responses=CHANGE)
async def update_schedule(
    schedule_id: uuid.UUID, body: SchedulePatch, session: DbSession, _: AdminStaff
) -> Any:
    """Change some fields. Flights already generated keep their times and inventory."""
    schedule = await catalog.update_schedule(session, schedule_id, body.changes())
    return ScheduleAdmin.model_validate(schedule)


@router.delete("/schedules/{schedule_id}", status_code=204, response_class=Response, responses=READ)
async def delete_schedule(schedule_id: uuid.UUID, session: DbSession, _: AdminStaff) -> Response:
    """Delete a schedule; flights generated from it stay."""
    await catalog.delete_schedule(session, schedule_id)
    return Response(status_code=204)


@router.post(
    "/schedules/{schedule_id}/generate",
    response_model=GeneratedFlights,
    responses=error_responses(NotFound, ValidationFailed),
)
async def generate_schedule_flights(
    schedule_id: uuid.UUID, body: GenerateIn, session: DbSession, _: AdminStaff
) -> Any:
    """Create the schedule's flights from ``date_from`` to ``date_to`` (inclusive, within the
    schedule's validity, at most 400 days at a time), each with the schedule's booking-class
    inventory. Dates that already have the flight number are skipped, so generating again
    creates nothing new."""
    result = await catalog.generate_schedule_flights(
        session, schedule_id, body.date_from, body.date_to
    )
    return GeneratedFlights(created=result.created, skipped=result.skipped)
