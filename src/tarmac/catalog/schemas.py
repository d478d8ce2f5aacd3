"""Response models of the catalog (spec 01 §2.8, §4.3) and the request and response models
of its back office: airports, routes, aircraft, flights and weekly schedules.

Public times leave the API as ISO 8601 with the offset of the airport they happen at:
departures in the origin's time zone, arrivals in the destination's.

Back-office request bodies refuse unknown fields, blank or oversized text and NUL characters
(422). ``PATCH`` bodies change only the fields sent; ``null`` is accepted only where a field
is nullable. Places where a body names another record (an airport, a route, an aircraft) take
either its UUID or its code.
"""

import re
import uuid
from datetime import datetime, time
from functools import lru_cache
from typing import Annotated, Any, ClassVar, Literal
from zoneinfo import available_timezones

from pydantic import (
    AfterValidator,
    AliasChoices,
    AwareDatetime,
    BaseModel,
    BeforeValidator,
    ConfigDict,
    Field,
    StringConstraints,
    WithJsonSchema,
    field_validator,
    model_validator,
)

from tarmac.catalog.layout import SeatLayout
from tarmac.catalog.models import FLIGHT_STATUSES, Airport
from tarmac.core.bodies import In, Listing, Out, Paging, Patch
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


# === the back office: its request bodies, queries and answers ===============================

Cabin = Literal["economy", "premium_economy", "business", "first"]
RouteType = Literal["domestic", "international"]

IataCode = Annotated[str, StringConstraints(pattern=r"^[A-Z]{3}$")]
IcaoCode = Annotated[str, StringConstraints(pattern=r"^[A-Z]{4}$")]
CountryCode = Annotated[str, StringConstraints(pattern=r"^[A-Z]{2}$")]
RouteCode = Annotated[str, StringConstraints(pattern=r"^[A-Z0-9]+(?:-[A-Z0-9]+)*$", max_length=16)]
AircraftCode = Annotated[
    str, StringConstraints(pattern=r"^[A-Z0-9]+(?:-[A-Z0-9]+)*$", max_length=16)
]
# Airline designator (2 characters) + 1 to 4 digits + optional operational suffix: KG101, TQ7A.
FlightNumber = Annotated[str, StringConstraints(pattern=r"^[A-Z0-9]{2}[0-9]{1,4}[A-Z]?$")]
BookingClass = Annotated[str, StringConstraints(pattern=r"^[A-Z]$")]
Gate = Annotated[str, StringConstraints(strip_whitespace=True, min_length=1, max_length=8)]


# Free text: surrounding blanks removed, then 1 to N characters.
Text100 = Annotated[str, StringConstraints(strip_whitespace=True, min_length=1, max_length=100)]
Text200 = Annotated[str, StringConstraints(strip_whitespace=True, min_length=1, max_length=200)]


@lru_cache(maxsize=1)
def _timezones() -> frozenset[str]:
    return frozenset(available_timezones())


def _known_timezone(value: str) -> str:
    if value not in _timezones():
        raise ValueError("must be an IANA time zone name such as Asia/Bishkek")
    return value


Timezone = Annotated[str, StringConstraints(max_length=64), AfterValidator(_known_timezone)]
# A record named by UUID or by its code (IATA code, route code, aircraft code).
AirportRef = uuid.UUID | IataCode
RouteRef = uuid.UUID | RouteCode
AircraftRef = uuid.UUID | AircraftCode


_LOCAL_TIME = r"^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$"


def _local_time(value: Any) -> Any:
    if isinstance(value, time) and value.tzinfo is None:
        return value
    if isinstance(value, str) and re.fullmatch(_LOCAL_TIME, value):
        return value
    raise ValueError(
        "Input should be a local time HH:MM or HH:MM:SS, without a UTC offset: it is local "
        "to the origin airport"
    )


# Declared as a patterned string: OpenAPI's ``format: time`` means a time with an offset.
LocalTime = Annotated[
    time,
    BeforeValidator(_local_time),
    WithJsonSchema({"type": "string", "pattern": _LOCAL_TIME, "examples": ["08:30"]}),
]


# --- airports --------------------------------------------------------------------------------


class AirportIn(In):
    iata_code: IataCode
    icao_code: IcaoCode | None = None
    name: Text200
    city: Text100
    country: CountryCode = Field(description="ISO 3166-1 alpha-2")
    timezone: Timezone = Field(description="IANA time zone of the airport, e.g. Asia/Bishkek")
    is_active: bool = True


class AirportPatch(Patch):
    nullable: ClassVar[frozenset[str]] = frozenset({"icao_code"})

    iata_code: IataCode | None = None
    icao_code: IcaoCode | None = None
    name: Text200 | None = None
    city: Text100 | None = None
    country: CountryCode | None = None
    timezone: Timezone | None = None
    is_active: bool | None = None


class AirportAdmin(Out):
    id: uuid.UUID
    iata_code: str
    icao_code: str | None
    name: str
    city: str
    country: str
    timezone: str
    is_active: bool
    created_at: datetime
    updated_at: datetime


class AirportQuery(Listing):
    search: str | None = Field(
        default=None,
        min_length=2,
        max_length=100,
        pattern=r"^[^\x00]+$",
        description="Part of the IATA code, city or name",
    )
    country: CountryCode | None = Field(default=None, description="ISO 3166-1 alpha-2")


class AirportBrief(Out):
    id: uuid.UUID
    iata: str = Field(validation_alias=AliasChoices("iata_code", "iata"))
    city: str
    name: str
    country: str
    timezone: str


# --- routes ----------------------------------------------------------------------------------


class RouteIn(In):
    origin: AirportRef = Field(description="Airport UUID or IATA code")
    destination: AirportRef = Field(description="Airport UUID or IATA code")
    route_code: RouteCode | None = Field(
        default=None, description="Default: ORIGIN-DESTINATION IATA codes, e.g. FRU-OSS"
    )
    route_type: RouteType | None = Field(
        default=None,
        description="Default: domestic when both airports are in one country, else international",
    )
    distance_km: int = Field(ge=1, le=25_000)
    duration_minutes: int = Field(ge=1, le=24 * 60, description="Block time of a flight")
    is_active: bool = True


class RoutePatch(Patch):
    """The airports of a route cannot change: create another route instead."""

    route_code: RouteCode | None = None
    route_type: RouteType | None = None
    distance_km: int | None = Field(default=None, ge=1, le=25_000)
    duration_minutes: int | None = Field(default=None, ge=1, le=24 * 60)
    is_active: bool | None = None


class RouteAdmin(Out):
    id: uuid.UUID
    route_code: str
    origin: AirportBrief
    destination: AirportBrief
    route_type: str
    distance_km: int
    duration_minutes: int
    is_active: bool
    created_at: datetime
    updated_at: datetime


class RouteQuery(Listing):
    origin: IataCode | None = Field(default=None, description="Origin IATA code")
    destination: IataCode | None = Field(default=None, description="Destination IATA code")
    is_active: bool | None = None


class RouteBrief(Out):
    id: uuid.UUID
    route_code: str
    origin: AirportBrief
    destination: AirportBrief
    duration_minutes: int


# --- aircraft --------------------------------------------------------------------------------


class AircraftIn(In):
    code: AircraftCode = Field(description="Unique code of the aircraft (type or registration)")
    name: Text100
    manufacturer: Text100 | None = None
    layout: SeatLayout = Field(
        description="Seat layout: columns, cabins with their rows, exit_rows, front_rows, "
        "skip_rows, blocked_seats, seat_types. total_seats is computed from it."
    )


class AircraftPatch(Patch):
    nullable: ClassVar[frozenset[str]] = frozenset({"manufacturer"})

    code: AircraftCode | None = None
    name: Text100 | None = None
    manufacturer: Text100 | None = None
    layout: SeatLayout | None = None


class AircraftAdmin(Out):
    id: uuid.UUID
    code: str
    name: str
    manufacturer: str | None
    layout: dict[str, Any]
    total_seats: int = Field(description="Sellable seats: blocked seats are not counted")
    seats_by_cabin: dict[str, int]
    created_at: datetime
    updated_at: datetime

    @model_validator(mode="before")
    @classmethod
    def _count_cabins(cls, data: Any) -> Any:
        if isinstance(data, dict):
            if "seats_by_cabin" in data or "layout" not in data:
                return data
            return {
                **data,
                "seats_by_cabin": SeatLayout.model_validate(data["layout"]).seats_by_cabin(),
            }
        values = {
            name: getattr(data, name) for name in cls.model_fields if name != "seats_by_cabin"
        }
        values["seats_by_cabin"] = SeatLayout.model_validate(data.layout).seats_by_cabin()
        return values


class AircraftBrief(Out):
    id: uuid.UUID
    code: str
    name: str


# --- flights ---------------------------------------------------------------------------------


class FlightIn(In):
    """A single flight. Give either ``departure_time`` (local to the origin airport, with
    ``flight_date``) or ``scheduled_departure`` (a timestamp with its UTC offset; then
    ``flight_date``, if sent, must be its local date at the origin)."""

    flight_number: FlightNumber
    route: RouteRef = Field(description="Route UUID or route code")
    aircraft: AircraftRef = Field(description="Aircraft UUID or code")
    flight_date: IsoDate | None = Field(
        default=None, description="Local date of departure at the origin airport"
    )
    departure_time: LocalTime | None = Field(
        default=None, description="Local departure time at the origin airport (HH:MM)"
    )
    scheduled_departure: AwareDatetime | None = None
    scheduled_arrival: AwareDatetime | None = Field(
        default=None, description="Default: scheduled_departure + the route's duration"
    )
    departure_gate: Gate | None = None
    arrival_gate: Gate | None = None
    departure_terminal: Gate | None = None

    @model_validator(mode="after")
    def _one_departure(self) -> "FlightIn":
        if (self.departure_time is None) == (self.scheduled_departure is None):
            raise ValueError("give exactly one of departure_time and scheduled_departure")
        if self.departure_time is not None and self.flight_date is None:
            raise ValueError("flight_date is required with departure_time")
        return self


class FlightPatch(Patch):
    """Plain operational fields. Status changes are not checked against a state machine
    yet and emit no events."""

    nullable: ClassVar[frozenset[str]] = frozenset(
        {"departure_gate", "arrival_gate", "departure_terminal"}
    )

    status: FlightStatus | None = None
    delay_minutes: int | None = Field(default=None, ge=0, le=7 * 24 * 60)
    departure_gate: Gate | None = None
    arrival_gate: Gate | None = None
    departure_terminal: Gate | None = None


class FlightAdmin(Out):
    id: uuid.UUID
    flight_number: str
    flight_date: IsoDate
    scheduled_departure: datetime
    scheduled_arrival: datetime
    status: str
    delay_minutes: int
    departure_gate: str | None
    arrival_gate: str | None
    departure_terminal: str | None
    actual_departure: datetime | None
    actual_arrival: datetime | None
    route: RouteBrief
    aircraft: AircraftBrief
    schedule_id: uuid.UUID | None
    created_at: datetime
    updated_at: datetime


class FlightQuery(Paging):
    date_from: IsoDate | None = Field(default=None, description="First flight_date, inclusive")
    date_to: IsoDate | None = Field(default=None, description="Last flight_date, inclusive")
    route_id: uuid.UUID | None = None
    route_code: RouteCode | None = None
    flight_number: FlightNumber | None = None
    status: FlightStatus | None = None


class FlightAdminPage(BaseModel):
    data: list[FlightAdmin]
    total: int = Field(description="Flights matching the filters, on all pages")
    page: int
    page_size: int


# --- schedules -------------------------------------------------------------------------------


class InventoryBucket(In):
    booking_class: BookingClass
    cabin: Cabin
    seats: int = Field(ge=1, le=1000, description="At most the aircraft's seats in the cabin")


Template = Annotated[list[InventoryBucket], Field(min_length=1, max_length=26)]
DaysOfWeek = Annotated[
    list[Annotated[int, Field(ge=1, le=7)]],
    Field(min_length=1, max_length=7, description="ISO weekdays: 1 = Monday ... 7 = Sunday"),
]


def _unique_classes(template: list[InventoryBucket] | None) -> None:
    if template is None:
        return
    letters = [bucket.booking_class for bucket in template]
    duplicates = sorted({letter for letter in letters if letters.count(letter) > 1})
    if duplicates:
        raise ValueError(
            "booking classes must be unique in inventory_template: " + ", ".join(duplicates)
        )


def _weekdays(days: list[int] | None) -> list[int] | None:
    return None if days is None else sorted(set(days))


class ScheduleIn(In):
    flight_number: FlightNumber
    route: RouteRef = Field(description="Route UUID or route code")
    aircraft: AircraftRef = Field(description="Aircraft UUID or code")
    days_of_week: DaysOfWeek
    departure_time: LocalTime = Field(description="Local time at the origin airport (HH:MM)")
    duration_minutes: int | None = Field(
        default=None, ge=1, le=24 * 60, description="Default: the route's duration"
    )
    valid_from: IsoDate
    valid_to: IsoDate
    inventory_template: Template = Field(
        description="Booking classes every generated flight gets: {booking_class, cabin, seats}"
    )
    is_active: bool = True

    _sorted_days = field_validator("days_of_week")(_weekdays)

    @model_validator(mode="after")
    def _consistent(self) -> "ScheduleIn":
        if self.valid_from > self.valid_to:
            raise ValueError("valid_from must not be after valid_to")
        _unique_classes(self.inventory_template)
        return self


class SchedulePatch(Patch):
    """Changes apply to flights generated afterwards; flights already generated keep their
    times and inventory. The flight number and route of a schedule cannot change."""

    nullable: ClassVar[frozenset[str]] = frozenset({"duration_minutes"})

    aircraft: AircraftRef | None = None
    days_of_week: DaysOfWeek | None = None
    departure_time: LocalTime | None = None
    duration_minutes: int | None = Field(default=None, ge=1, le=24 * 60)
    valid_from: IsoDate | None = None
    valid_to: IsoDate | None = None
    inventory_template: Template | None = None
    is_active: bool | None = None

    _sorted_days = field_validator("days_of_week")(_weekdays)

    @model_validator(mode="after")
    def _unique(self) -> "SchedulePatch":
        _unique_classes(self.inventory_template)
        return self


class ScheduleAdmin(Out):
    id: uuid.UUID
    flight_number: str
    route_id: uuid.UUID
    aircraft_id: uuid.UUID
    days_of_week: list[int]
    departure_time: LocalTime
    duration_minutes: int | None
    valid_from: IsoDate
    valid_to: IsoDate
    inventory_template: list[dict[str, Any]]
    is_active: bool
    created_at: datetime
    updated_at: datetime


class ScheduleQuery(Listing):
    flight_number: FlightNumber | None = None
    route_id: uuid.UUID | None = None
    is_active: bool | None = None


class GenerateIn(In):
    date_from: IsoDate
    date_to: IsoDate = Field(description="Inclusive; at most 400 days after date_from")


class GeneratedFlights(BaseModel):
    created: int = Field(description="Flights created")
    skipped: int = Field(description="Dates of the pattern that already had the flight number")


class SsimExportQuery(BaseModel):
    model_config = ConfigDict(extra="forbid")

    time_mode: Literal["utc", "local"] = Field(
        default="utc",
        description="utc: times, periods and days of operation in UTC (time mode U); local: "
        "local to each station (time mode L)",
    )
    date_from: IsoDate | None = Field(
        default=None, description="Only departures from this local date at the origin on"
    )
    date_to: IsoDate | None = Field(
        default=None, description="Only departures up to this local date (inclusive)"
    )


class SsimImportQuery(BaseModel):
    model_config = ConfigDict(extra="forbid")

    dry_run: bool = Field(default=False, description="Answer the report and write nothing")


class SsimScheduleChange(Out):
    schedule_id: uuid.UUID | None = Field(description="Null: a schedule a dry run would create")
    flight_number: str
    valid_from: IsoDate
    valid_to: IsoDate
    action: Literal["created", "updated", "unchanged"]
    fields: list[str] = Field(description="The fields an update changed")
    records: list[int] = Field(description="The file's flight leg records it comes from")


class SsimKeptFlight(Out):
    flight_id: uuid.UUID
    flight_number: str
    flight_date: IsoDate
    reason: Literal["sold", "operated", "referenced"] = Field(
        description="sold: places sold or held; operated: not in status scheduled any more; "
        "referenced: a booking, even cancelled, names it"
    )


class SsimImportReport(Out):
    dry_run: bool
    legs: int = Field(description="Flight leg records (type 3) read")
    created: int = Field(description="Schedules created")
    updated: int = Field(description="Schedules updated")
    unchanged: int = Field(description="Schedules the file describes as they are")
    flights_generated: int
    flights_removed: int = Field(description="Unsold flights that no longer fit their schedule")
    flights_kept: int = Field(
        description="Flights that no longer fit their schedule, kept as they are"
    )
    schedules: list[SsimScheduleChange]
    kept_flights: list[SsimKeptFlight]
