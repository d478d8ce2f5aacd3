"""Public response models of the catalog (spec 01 §2.8, §4.3). Times leave the API as ISO
8601 with the offset of the airport they happen at: departures in the origin's time zone,
arrivals in the destination's.
"""

import uuid
from datetime import datetime
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from tarmac.catalog.models import FLIGHT_STATUSES, Airport
from tarmac.core.fields import IsoDate

FlightStatus = Literal[FLIGHT_STATUSES]  # type: ignore[valid-type]
# Responses carry the status as stored, so a status added later never breaks a read.
STATUS_DESCRIPTION = "One of: " + ", ".join(FLIGHT_STATUSES)

# --- airports and routes --------------------------------------------------------------------


class AirportOut(BaseModel):
    model_config = ConfigDict(from_attributes=True)

    iata_code: str
    icao_code: str | None
    name: str
    city: str
    country: str
    timezone: str


class AirportList(BaseModel):
    data: list[AirportOut]
    count: int = Field(description="Number of airports in data (at most limit)")


class Place(BaseModel):
    iata: str
    city: str
    name: str

    @classmethod
    def of(cls, airport: Airport) -> "Place":
        return cls(iata=airport.iata_code, city=airport.city, name=airport.name)


class PlaceShort(BaseModel):
    iata: str
    city: str


class RouteOut(BaseModel):
    route_id: uuid.UUID
    route_code: str
    origin: Place
    destination: Place
    route_type: str = Field(description="domestic or international")
    distance_km: int
    duration_minutes: int


# --- flights --------------------------------------------------------------------------------


class FlightRoute(BaseModel):
    route_code: str
    origin: PlaceShort
    destination: PlaceShort


class FlightOut(BaseModel):
    """The flight object (spec 01 §2.8)."""

    flight_id: uuid.UUID
    flight_number: str
    flight_date: IsoDate = Field(description="Local date of departure at the origin")
    scheduled_departure: datetime = Field(description="With the origin's UTC offset")
    scheduled_arrival: datetime = Field(description="With the destination's UTC offset")
    status: str = Field(description=STATUS_DESCRIPTION)
    delay_minutes: int
    departure_gate: str | None
    arrival_gate: str | None
    route: FlightRoute


class FlightPage(BaseModel):
    data: list[FlightOut]
    page: int
    page_size: int
    total: int = Field(description="Number of flights matching the filters")


class CalendarDate(BaseModel):
    date: IsoDate
    flights: int = Field(description="Number of flights that day (cancelled ones excluded)")


class Calendar(BaseModel):
    origin: str
    destination: str
    date_from: IsoDate
    date_to: IsoDate
    dates: list[CalendarDate]
