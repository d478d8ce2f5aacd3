"""Catalog reads (``/api/v1/schedules``, any API key; spec 01 §4.3): airports, routes,
flights and the calendar. Search, under the same prefix, is ``tarmac.search``.

HTTP only: parse, call ``catalog.queries``, shape the reply. GET answers carry an entity
tag (``If-None-Match`` → 304). The rules are documented in ``catalog.queries``.
"""

import uuid
from collections.abc import Awaitable, Callable, Sequence
from typing import Annotated, Any

from fastapi import APIRouter, Query, Request, Response
from pydantic import BaseModel
from sqlalchemy.ext.asyncio import AsyncSession

from tarmac.auth.caller import AnyKey
from tarmac.auth.errors import KEY_CREDENTIAL_ERRORS
from tarmac.cache.reads import Reads, ReadsDep
from tarmac.catalog import errors, queries, schemas, service
from tarmac.core.errors import InvalidRange, NotFound, RateLimited, error_responses
from tarmac.core.etag import Tagged, respond, tagged
from tarmac.core.fields import IsoDate

router = APIRouter(prefix="/schedules", tags=["catalog and search"])

MAX_PAGE = 1_000_000
IataQuery = Annotated[
    str, Query(pattern=r"^[A-Za-z]{3}$", description="IATA airport code, 3 letters")
]
# Printable text only: PostgreSQL text cannot hold NUL, and control characters match nothing.
PRINTABLE = r"^[^\x00-\x1f\x7f]+$"
KEY_ERRORS = (*KEY_CREDENTIAL_ERRORS, RateLimited)


async def _remembered(
    request: Request,
    reads: Reads,
    key: tuple[Any, ...],
    render: Callable[[AsyncSession], Awaitable[BaseModel | Sequence[BaseModel]]],
) -> Response:
    """A catalog answer with its ETag, rendered once per change of reference data (catalog
    reads depend on nothing else)."""

    async def load(session: AsyncSession) -> Tagged:
        return tagged(await render(session))

    return respond(request, await reads.cached(("catalog.get", *key), load))


# --- airports and routes --------------------------------------------------------------------


@router.get("/airports", response_model=schemas.AirportList, responses=error_responses(*KEY_ERRORS))
async def airports(
    request: Request,
    _: AnyKey,
    reads: ReadsDep,
    search_text: Annotated[
        str | None,
        Query(
            alias="search",
            min_length=2,
            max_length=100,
            pattern=PRINTABLE,
            description="IATA code (prefix), city or name (substring); at least 2 characters",
        ),
    ] = None,
    country: Annotated[
        str | None, Query(pattern=r"^[A-Za-z]{2}$", description="ISO 3166-1 alpha-2 code")
    ] = None,
    limit: Annotated[int, Query(ge=1, le=200)] = 50,
) -> Response:
    """Active airports; an exact IATA match comes first, then IATA code order."""

    async def render(session: AsyncSession) -> schemas.AirportList:
        found = await queries.list_airports(
            session, search=search_text, country=country, limit=limit
        )
        data = [schemas.AirportOut.model_validate(a) for a in found]
        return schemas.AirportList(data=data, count=len(data))

    return await _remembered(request, reads, ("airports", search_text, country, limit), render)


@router.get(
    "/routes", response_model=list[schemas.RouteOut], responses=error_responses(*KEY_ERRORS)
)
async def routes(
    request: Request,
    _: AnyKey,
    reads: ReadsDep,
    origin: IataQuery | None = None,
    destination: IataQuery | None = None,
) -> Response:
    """Active routes between active airports, by ``route_code``."""

    async def render(session: AsyncSession) -> list[schemas.RouteOut]:
        rows = await queries.list_routes(session, origin=origin, destination=destination)
        return [_route(row) for row in rows]

    return await _remembered(request, reads, ("routes", origin, destination), render)


def _route(row: queries.RouteRow) -> schemas.RouteOut:
    return schemas.RouteOut(
        route_id=row.route.id,
        route_code=row.route.route_code,
        origin=schemas.Place.of(row.origin),
        destination=schemas.Place.of(row.destination),
        route_type=row.route.route_type,
        distance_km=row.route.distance_km,
        duration_minutes=row.route.duration_minutes,
    )


# --- flights --------------------------------------------------------------------------------


def _flight(row: queries.FlightRow) -> schemas.FlightOut:
    flight = row.flight
    return schemas.FlightOut(
        flight_id=flight.id,
        flight_number=flight.flight_number,
        flight_date=flight.flight_date,
        scheduled_departure=service.local_time(flight.scheduled_departure, row.origin),
        scheduled_arrival=service.local_time(flight.scheduled_arrival, row.destination),
        status=flight.status,
        delay_minutes=flight.delay_minutes,
        departure_gate=flight.departure_gate,
        arrival_gate=flight.arrival_gate,
        route=schemas.FlightRoute(
            route_code=row.route_code,
            origin=schemas.PlaceShort(iata=row.origin.iata_code, city=row.origin.city),
            destination=schemas.PlaceShort(
                iata=row.destination.iata_code, city=row.destination.city
            ),
        ),
    )


@router.get("/flights/", response_model=schemas.FlightPage, responses=error_responses(*KEY_ERRORS))
async def flights(
    request: Request,
    _: AnyKey,
    reads: ReadsDep,
    flight_date: Annotated[IsoDate | None, Query(description="YYYY-MM-DD")] = None,
    flight_number: Annotated[
        str | None, Query(min_length=1, max_length=8, pattern=PRINTABLE, description="Exact")
    ] = None,
    status: schemas.FlightStatus | None = None,
    route_code: Annotated[str | None, Query(min_length=1, max_length=16, pattern=PRINTABLE)] = None,
    page: Annotated[int, Query(ge=1, le=MAX_PAGE, description="From 1")] = 1,
    page_size: Annotated[int, Query(ge=1, le=200)] = 50,
) -> Response:
    """Flights by scheduled departure then flight number, one page at a time; a page past
    the end is empty and still gives ``total``."""
    filters = queries.FlightFilters(flight_date, flight_number, status, route_code)

    async def render(session: AsyncSession) -> schemas.FlightPage:
        result = await queries.list_flights(session, filters, page=page, page_size=page_size)
        return schemas.FlightPage(
            data=[_flight(row) for row in result.rows],
            page=page,
            page_size=page_size,
            total=result.total,
        )

    return await _remembered(request, reads, ("flights", filters, page, page_size), render)


@router.get(
    "/flights/calendar",
    response_model=schemas.Calendar,
    responses=error_responses(
        errors.AirportNotFound,
        errors.SameAirports,
        InvalidRange,
        errors.CalendarTooLong,
        *KEY_ERRORS,
    ),
)
async def calendar(
    request: Request,
    _: AnyKey,
    reads: ReadsDep,
    origin: IataQuery,
    destination: IataQuery,
    date_from: IsoDate,
    date_to: Annotated[IsoDate, Query(description="At most 366 days after date_from")],
) -> Response:
    """Dates between ``date_from`` and ``date_to`` (inclusive) with at least one flight
    origin → destination that is not cancelled."""
    origin, destination = origin.upper(), destination.upper()

    async def render(session: AsyncSession) -> schemas.Calendar:
        days = await queries.flight_calendar(session, origin, destination, date_from, date_to)
        return schemas.Calendar(
            origin=origin,
            destination=destination,
            date_from=date_from,
            date_to=date_to,
            dates=[schemas.CalendarDate(date=d.date, flights=d.flights) for d in days],
        )

    key = ("calendar", origin, destination, date_from, date_to)
    return await _remembered(request, reads, key, render)


@router.get(
    "/flights/{flight_id}",
    response_model=schemas.FlightOut,
    responses=error_responses(NotFound, *KEY_ERRORS),
)
async def flight(request: Request, _: AnyKey, reads: ReadsDep, flight_id: uuid.UUID) -> Response:
    """One flight: times with the airports' offsets, status, delay and gates; 404 for an
    unknown flight."""

    async def render(session: AsyncSession) -> schemas.FlightOut:
        return _flight(await queries.get_flight(session, flight_id))

    return await _remembered(request, reads, ("flight", flight_id), render)
