"""Airports, routes and flights as plain values (``cache.values``): what the reference cache
keeps of them, read by pricing, search and bookings as they read the rows (the same
attribute names), never written back."""

import uuid
from dataclasses import dataclass
from datetime import date, datetime

from sqlalchemy.orm import aliased

from tarmac.cache.values import Columns
from tarmac.catalog.models import Airport, Flight, Route


@dataclass(frozen=True, slots=True)
class AirportValue:
    id: uuid.UUID
    iata_code: str
    icao_code: str | None
    name: str
    city: str
    country: str
    timezone: str
    is_active: bool


@dataclass(frozen=True, slots=True)
class RouteValue:
    id: uuid.UUID
    route_code: str
    origin_id: uuid.UUID
    destination_id: uuid.UUID
    route_type: str
    distance_km: int
    duration_minutes: int
    is_active: bool


@dataclass(frozen=True, slots=True)
class FlightValue:
    id: uuid.UUID
    flight_number: str
    flight_date: date
    route_id: uuid.UUID
    aircraft_id: uuid.UUID
    schedule_id: uuid.UUID | None
    scheduled_departure: datetime
    scheduled_arrival: datetime
    status: str
    delay_minutes: int
    departure_gate: str | None
    arrival_gate: str | None
    departure_terminal: str | None
    actual_departure: datetime | None
    actual_arrival: datetime | None
    diverted_to_id: uuid.UUID | None


# built once: aliasing per request costs more than the query it serves
ORIGIN = aliased(Airport, name="origin_airport")
DESTINATION = aliased(Airport, name="destination_airport")

AIRPORT = Columns(AirportValue, Airport)
ORIGIN_AIRPORT = Columns(AirportValue, ORIGIN)
DESTINATION_AIRPORT = Columns(AirportValue, DESTINATION)
ROUTE = Columns(RouteValue, Route)
FLIGHT = Columns(FlightValue, Flight)

FlightWithAirports = tuple[FlightValue, RouteValue, AirportValue, AirportValue]
RouteWithAirports = tuple[RouteValue, AirportValue, AirportValue]
