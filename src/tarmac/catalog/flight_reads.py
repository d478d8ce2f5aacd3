"""Flights, routes, airports and aircraft layouts as pricing, search, bookings and check-in
read them (one statement each, some remembered by the process), and local times."""

import uuid
from collections.abc import Iterable, Sequence
from datetime import date, datetime
from functools import lru_cache
from typing import Any
from zoneinfo import ZoneInfo

from sqlalchemy import and_, or_, select
from sqlalchemy.ext.asyncio import AsyncSession

from tarmac.cache.reads import Reads
from tarmac.cache.values import select_of
from tarmac.catalog.models import Aircraft, Airport, Flight, Route
from tarmac.catalog.values import (
    DESTINATION,
    DESTINATION_AIRPORT,
    FLIGHT,
    ORIGIN,
    ORIGIN_AIRPORT,
    ROUTE,
    AirportValue,
    FlightWithAirports,
    RouteWithAirports,
)
from tarmac.db import plain


def origin_and_destination() -> tuple[type[Airport], type[Airport]]:
    return ORIGIN, DESTINATION


async def flights_with_airports(
    session: AsyncSession, ids: Sequence[uuid.UUID]
) -> dict[uuid.UUID, tuple[Flight, Route, Airport, Airport]]:
    origin, destination = origin_and_destination()
    rows = await session.execute(
        select(Flight, Route, origin, destination)
        .join(Route, Route.id == Flight.route_id)
        .join(origin, origin.id == Route.origin_id)
        .join(destination, destination.id == Route.destination_id)
        .where(Flight.id.in_(ids))
    )
    """Each flight of ``ids`` with its route and both airports (unknown ids left out)."""
    return {row[0].id: tuple(row) for row in rows.all()}  # type: ignore[misc]


_CANCELLED_SQL = (
    "SELECT flight_number FROM flights WHERE id = ANY($1::uuid[]) AND status = 'cancelled' LIMIT 1"
)


async def cancelled_flight_number(session: AsyncSession, ids: Iterable[uuid.UUID]) -> str | None:
    """The number of a cancelled flight among ``ids``, read now in ``session`` (never from
    the reference cache), or None."""
    rows = await plain.fetch(session, _CANCELLED_SQL, list(ids))
    return rows[0]["flight_number"] if rows else None


async def route_flights_on(
    session: AsyncSession, route_id: uuid.UUID, day: date
) -> list[FlightWithAirports]:
    """The flights of a route on a day with their route and airports, by departure, as
    plain values."""
    rows = await session.execute(
        select(*select_of(FLIGHT, ROUTE, ORIGIN_AIRPORT, DESTINATION_AIRPORT))
        .join(Route, Route.id == Flight.route_id)
        .join(ORIGIN, ORIGIN.id == Route.origin_id)
        .join(DESTINATION, DESTINATION.id == Route.destination_id)
        .where(Flight.route_id == route_id, Flight.flight_date == day)
        .order_by(Flight.scheduled_departure, Flight.flight_number)
    )
    return [_flight_with_airports(row) for row in rows.all()]


async def route_flights_between(
    session: AsyncSession, route_id: uuid.UUID, first: date, last: date
) -> list[tuple[Flight, Route, Airport, Airport, str]]:
    """The scheduled flights of a route from ``first`` to ``last`` (local dates, both
    included), by departure, each with its route, airports and aircraft type code."""
    origin, destination = origin_and_destination()
    rows = await session.execute(
        select(Flight, Route, origin, destination, Aircraft.code)
        .join(Route, Route.id == Flight.route_id)
        .join(origin, origin.id == Route.origin_id)
        .join(destination, destination.id == Route.destination_id)
        .join(Aircraft, Aircraft.id == Flight.aircraft_id)
        .where(
            Flight.route_id == route_id,
            Flight.flight_date >= first,
            Flight.flight_date <= last,
            Flight.status == "scheduled",
        )
        .order_by(Flight.scheduled_departure, Flight.flight_number)
    )
    return [tuple(row) for row in rows.all()]  # type: ignore[misc]


async def flight_values_with_airports(
    session: AsyncSession, ids: Sequence[uuid.UUID]
) -> dict[uuid.UUID, FlightWithAirports]:
    """``flights_with_airports`` as plain values (``catalog.values``), for the caches."""
    rows = await session.execute(
        select(*select_of(FLIGHT, ROUTE, ORIGIN_AIRPORT, DESTINATION_AIRPORT))
        .join(Route, Route.id == Flight.route_id)
        .join(ORIGIN, ORIGIN.id == Route.origin_id)
        .join(DESTINATION, DESTINATION.id == Route.destination_id)
        .where(Flight.id.in_(ids))
    )
    found = [_flight_with_airports(row) for row in rows.all()]
    return {row[0].id: row for row in found}


def _flight_with_airports(row: Sequence[Any]) -> FlightWithAirports:
    at = FLIGHT.width
    route = ROUTE.of(row, at)
    at += ROUTE.width
    origin = ORIGIN_AIRPORT.of(row, at)
    return FLIGHT.of(row), route, origin, DESTINATION_AIRPORT.of(row, at + ORIGIN_AIRPORT.width)


async def cached_flights_with_airports(
    reads: Reads, ids: Sequence[uuid.UUID], session: AsyncSession | None
) -> dict[uuid.UUID, FlightWithAirports]:
    """``flight_values_with_airports`` from the process's reference cache, which any write
    to flights, routes or airports empties (unknown ids left out, and looked up again);
    missing ones loaded on the connection of ``session`` (the caller's) while it holds one."""

    async def load(
        session: AsyncSession, missing: list[uuid.UUID]
    ) -> dict[uuid.UUID, FlightWithAirports | None]:
        found = await flight_values_with_airports(session, missing)
        return {flight_id: found.get(flight_id) for flight_id in missing}

    rows = await reads.cached_many("catalog.flights_with_airports", ids, load, session)
    return {flight_id: row for flight_id, row in rows.items() if row is not None}


async def routes_with_airports(
    session: AsyncSession, *, route_id: uuid.UUID | None = None, pair: tuple[str, str] | None = None
) -> list[RouteWithAirports]:
    """A route (``route_id``), or the routes between two IATA codes both ways (``pair``),
    with their airports, as plain values."""
    statement = (
        select(*select_of(ROUTE, ORIGIN_AIRPORT, DESTINATION_AIRPORT))
        .join(ORIGIN, ORIGIN.id == Route.origin_id)
        .join(DESTINATION, DESTINATION.id == Route.destination_id)
    )
    if route_id is not None:
        statement = statement.where(Route.id == route_id)
    else:
        a, b = pair  # type: ignore[misc]
        statement = statement.where(
            or_(
                and_(ORIGIN.iata_code == a, DESTINATION.iata_code == b),
                and_(ORIGIN.iata_code == b, DESTINATION.iata_code == a),
            )
        )
    at = ROUTE.width
    return [
        (
            ROUTE.of(row),
            ORIGIN_AIRPORT.of(row, at),
            DESTINATION_AIRPORT.of(row, at + ORIGIN_AIRPORT.width),
        )
        for row in (await session.execute(statement)).all()
    ]


@lru_cache(maxsize=512)
def _zone(name: str) -> ZoneInfo:
    return ZoneInfo(name)


async def aircraft_layouts(
    session: AsyncSession, aircraft_ids: Sequence[uuid.UUID]
) -> dict[uuid.UUID, dict[str, Any]]:
    """The seat layout of each aircraft of ``aircraft_ids``."""
    rows = await session.execute(
        select(Aircraft.id, Aircraft.layout).where(Aircraft.id.in_(aircraft_ids))
    )
    return dict(rows.all())


def local_time(moment: datetime, airport: Airport | AirportValue) -> datetime:
    """``moment`` on the clocks of ``airport`` (flight times are shown local)."""
    return moment.astimezone(_zone(airport.timezone))
