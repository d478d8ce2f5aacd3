"""Read-side catalog queries (spec 01 §4.3): airports, routes, flights, the flight calendar.

Decisions (the spec leaves them open):

- Only active airports and active routes between active airports are public. A flight is
  always readable by id and in the flight list (whatever its route's state or its status).
- Airport search matches the IATA code by prefix and the city or the name by substring,
  case-insensitively; an exact IATA match comes first, then IATA code order. ``count`` is
  the number of airports returned.
- Routes are filtered by origin and destination IATA (an unknown code matches nothing) and
  ordered by ``route_code``.
- The flight list is paginated by ``page`` (from 1) and ``page_size`` (1 to 200, default
  50), ordered by scheduled departure then flight number; a page beyond the end is empty
  and still gives the totals. One COUNT and one page query.
- Search reads the flights of each (origin, destination, date) on active routes, in
  departure order, whatever their status (``segment_flights``).
- The calendar lists the dates (local departure dates) between ``date_from`` and
  ``date_to`` that have at least one flight that is not cancelled, with their number of
  flights. An unknown or inactive airport is 404, as in the search.
"""

import uuid
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from datetime import date
from typing import TypeVar

from sqlalchemy import ColumnElement, Select, and_, case, func, or_, select
from sqlalchemy.ext.asyncio import AsyncSession
from sqlalchemy.orm import aliased

from tarmac.cache.values import select_of
from tarmac.catalog.errors import AirportNotFound, CalendarTooLong, SameAirports
from tarmac.catalog.models import Aircraft, Airport, Flight, Route
from tarmac.catalog.values import AIRPORT, FLIGHT, ROUTE, AirportValue, FlightValue, RouteValue
from tarmac.core.errors import InvalidRange, NotFound

MAX_CALENDAR_DAYS = 366
CANCELLED = "cancelled"
A = TypeVar("A", Airport, AirportValue)


@dataclass(frozen=True)
class RouteRow:
    route: Route
    origin: Airport
    destination: Airport


@dataclass(frozen=True)
class FlightRow:
    flight: Flight
    route_code: str
    origin: Airport
    destination: Airport


@dataclass(frozen=True)
class FlightPage:
    rows: Sequence[FlightRow]
    total: int
    page: int
    page_size: int


@dataclass(frozen=True)
class FlightFilters:
    flight_date: date | None = None
    flight_number: str | None = None
    status: str | None = None
    route_code: str | None = None


# --- airports -------------------------------------------------------------------------------


def _like_escape(text: str) -> str:
    return text.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_")


async def list_airports(
    session: AsyncSession, *, search: str | None, country: str | None, limit: int
) -> Sequence[Airport]:
    statement = select(Airport).where(Airport.is_active)
    if country is not None:
        statement = statement.where(Airport.country == country.upper())
    if search:
        escaped = _like_escape(search)
        statement = statement.where(
            or_(
                Airport.iata_code.ilike(escaped + "%", escape="\\"),
                Airport.city.ilike("%" + escaped + "%", escape="\\"),
                Airport.name.ilike("%" + escaped + "%", escape="\\"),
            )
        ).order_by(case((Airport.iata_code == search.upper(), 0), else_=1))
    statement = statement.order_by(Airport.iata_code).limit(limit)
    return (await session.scalars(statement)).all()


async def resolve_airports(session: AsyncSession, refs: Iterable[str]) -> dict[str, Airport]:
    """Active airports by reference (upper-case IATA code or canonical UUID string), in one
    query. An unknown or inactive airport is ``AirportNotFound`` naming every such reference."""
    wanted = list(dict.fromkeys(refs))
    codes = [ref for ref in wanted if len(ref) == 3]
    ids = [uuid.UUID(ref) for ref in wanted if len(ref) != 3]
    airports = (
        await session.scalars(
            select(Airport).where(
                Airport.is_active, or_(Airport.iata_code.in_(codes), Airport.id.in_(ids))
            )
        )
    ).all()
    return pick_airports(by_reference(airports), wanted)


async def active_airports(session: AsyncSession) -> dict[str, AirportValue]:
    """Every active airport, by IATA code and by id string (for ``pick_airports``), as
    plain values."""
    rows = await session.execute(select(*AIRPORT.columns).where(Airport.is_active))
    return by_reference([AIRPORT.of(row) for row in rows.all()])


def by_reference(airports: Iterable[A]) -> dict[str, A]:
    airports = list(airports)
    return {a.iata_code: a for a in airports} | {str(a.id): a for a in airports}


def pick_airports(by_ref: dict[str, A], refs: Iterable[str]) -> dict[str, A]:
    """``refs`` looked up in ``by_ref``; ``AirportNotFound`` naming every one that is missing."""
    wanted = list(dict.fromkeys(refs))
    missing = [ref for ref in wanted if ref not in by_ref]
    if missing:
        label = "Airport" if len(missing) == 1 else "Airports"
        raise AirportNotFound(f"{label} not found: {', '.join(missing)}")
    return {ref: by_ref[ref] for ref in wanted}


# --- routes ---------------------------------------------------------------------------------


async def list_routes(
    session: AsyncSession, *, origin: str | None, destination: str | None
) -> list[RouteRow]:
    origin_airport, destination_airport = aliased(Airport), aliased(Airport)
    statement = (
        select(Route, origin_airport, destination_airport)
        .join(origin_airport, origin_airport.id == Route.origin_id)
        .join(destination_airport, destination_airport.id == Route.destination_id)
        .where(Route.is_active, origin_airport.is_active, destination_airport.is_active)
        .order_by(Route.route_code)
    )
    if origin is not None:
        statement = statement.where(origin_airport.iata_code == origin.upper())
    if destination is not None:
        statement = statement.where(destination_airport.iata_code == destination.upper())
    return [RouteRow(*row) for row in (await session.execute(statement)).all()]


# --- flights --------------------------------------------------------------------------------


def _flight_rows() -> tuple[Select[Flight, str, Airport, Airport], type[Airport], type[Airport]]:
    origin, destination = aliased(Airport), aliased(Airport)
    statement = (
        select(Flight, Route.route_code, origin, destination)
        .join(Route, Route.id == Flight.route_id)
        .join(origin, origin.id == Route.origin_id)
        .join(destination, destination.id == Route.destination_id)
    )
    return statement, origin, destination


async def get_flight(session: AsyncSession, flight_id: uuid.UUID) -> FlightRow:
    statement, _, _ = _flight_rows()
    row = (await session.execute(statement.where(Flight.id == flight_id))).one_or_none()
    if row is None:
        raise NotFound(f"Flight {flight_id} not found")
    return FlightRow(*row)


def _flight_conditions(filters: FlightFilters) -> list[ColumnElement[bool]]:
    conditions = []
    if filters.flight_date is not None:
        conditions.append(Flight.flight_date == filters.flight_date)
    if filters.flight_number is not None:
        conditions.append(Flight.flight_number == filters.flight_number.upper())
    if filters.status is not None:
        conditions.append(Flight.status == filters.status)
    if filters.route_code is not None:
        conditions.append(Route.route_code == filters.route_code.upper())
    return conditions


async def list_flights(
    session: AsyncSession, filters: FlightFilters, *, page: int, page_size: int
) -> FlightPage:
    conditions = _flight_conditions(filters)
    count = select(func.count()).select_from(Flight)
    if filters.route_code is not None:
        count = count.join(Route, Route.id == Flight.route_id)
    total = await session.scalar(count.where(*conditions)) or 0
    offset = (page - 1) * page_size
    if offset >= total:
        return FlightPage((), total, page, page_size)
    statement, _, _ = _flight_rows()
    rows = (
        await session.execute(
            statement.where(*conditions)
            .order_by(Flight.scheduled_departure, Flight.flight_number, Flight.id)
            .offset(offset)
            .limit(page_size)
        )
    ).all()
    return FlightPage([FlightRow(*row) for row in rows], total, page, page_size)


# --- calendar -------------------------------------------------------------------------------


@dataclass(frozen=True)
class CalendarDay:
    date: date
    flights: int


async def flight_calendar(
    session: AsyncSession, origin: str, destination: str, date_from: date, date_to: date
) -> list[CalendarDay]:
    """Dates with at least one flight that is not cancelled, origin → destination."""
    if date_to < date_from:
        raise InvalidRange("date_to must not be before date_from")
    if (date_to - date_from).days > MAX_CALENDAR_DAYS:
        raise CalendarTooLong(f"date_from to date_to spans at most {MAX_CALENDAR_DAYS} days")
    airports = await resolve_airports(session, [origin, destination])
    origin_airport, destination_airport = airports[origin], airports[destination]
    if origin_airport.id == destination_airport.id:
        raise SameAirports("origin and destination must differ")
    rows = await session.execute(
        select(Flight.flight_date, func.count())
        .join(
            Route,
            and_(
                Route.id == Flight.route_id,
                Route.origin_id == origin_airport.id,
                Route.destination_id == destination_airport.id,
                Route.is_active,
            ),
        )
        .where(
            Flight.flight_date >= date_from,
            Flight.flight_date <= date_to,
            Flight.status != CANCELLED,
        )
        .group_by(Flight.flight_date)
        .order_by(Flight.flight_date)
    )
    return [CalendarDay(day, count) for day, count in rows.all()]


async def segment_flights(
    session: AsyncSession, keys: Iterable[tuple[uuid.UUID, uuid.UUID, date]]
) -> list[tuple[FlightValue, RouteValue, int]]:
    """Flights (with route and the aircraft's seat count) of every (origin, destination,
    date) on active routes, in departure order, as plain values (one value per route)."""
    wanted = or_(
        *(
            and_(
                Route.origin_id == origin,
                Route.destination_id == destination,
                Flight.flight_date == day,
            )
            for origin, destination, day in keys
        )
    )
    rows = await session.execute(
        select(*select_of(FLIGHT, ROUTE), Aircraft.total_seats)
        .join(Route, Route.id == Flight.route_id)
        .join(Aircraft, Aircraft.id == Flight.aircraft_id)
        .where(wanted, Route.is_active)
        .order_by(Flight.scheduled_departure, Flight.flight_number)
    )
    routes: dict[uuid.UUID, RouteValue] = {}
    found = []
    for row in rows.all():
        flight = FLIGHT.of(row)
        route = routes.get(flight.route_id)
        if route is None:
            route = routes[flight.route_id] = ROUTE.of(row, FLIGHT.width)
        found.append((flight, route, row[-1]))
    return found
