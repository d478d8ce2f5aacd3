"""The catalog's own business errors (the generic ones are in ``tarmac.core.errors``)."""

from typing import Self

from pydantic import BaseModel, Field

from tarmac.core.errors import Conflict, ErrorBody, NotFound, ValidationFailed


class SameAirports(ValidationFailed):
    code = "same_airports"
    default_detail = "origin and destination must be different airports"


class InvalidLayout(ValidationFailed):
    code = "invalid_seat_layout"
    default_detail = "The seat layout is not valid"


class InvalidInventoryTemplate(ValidationFailed):
    code = "invalid_inventory_template"
    default_detail = "The schedule's booking classes do not fit the aircraft's cabins"


class InvalidFlightTimes(ValidationFailed):
    code = "invalid_flight_times"
    default_detail = "The departure and arrival of the flight do not fit together"


class DateOutOfRange(ValidationFailed):
    code = "date_out_of_range"
    default_detail = "Dates are accepted from 2000-01-01 to 2099-12-31"


class TooManyDays(ValidationFailed):
    code = "too_many_days"
    default_detail = "Flights are generated for at most 400 days at a time"


class ScheduleOverlap(Conflict):
    code = "schedule_overlap"
    default_detail = "Another active schedule of the flight number operates on some of these days"


class AirportNotFound(NotFound):
    code = "airport_not_found"
    default_detail = "No airport has this IATA code or id: the detail names each one missing"


class CalendarTooLong(ValidationFailed):
    code = "calendar_range_too_long"
    default_detail = "date_from to date_to spans too many days for one calendar"


class SsimRecordDetail(BaseModel):
    record: int = Field(
        description="The record's position in the file, from 1 (zero records counted)"
    )
    serial: str | None = Field(description="The record's serial number as written (bytes 195-200)")
    field: str | None = Field(description="The field refused, by its SSIM name; null: the record")
    message: str


class SsimRecordBody(ErrorBody):
    detail: SsimRecordDetail  # type: ignore[assignment]


class SsimMalformed(ValidationFailed):
    """An SSIM file refused: the detail names the record and the field. Nothing is written."""

    code = "ssim_malformed"
    default_detail = "The SSIM file is malformed: the detail names the record and the field"
    body_model = SsimRecordBody

    @classmethod
    def at(cls, record: int, serial: str | None, field: str | None, message: str) -> Self:
        return cls({"record": record, "serial": serial, "field": field, "message": message})


class SsimUnknownStation(SsimMalformed):
    code = "ssim_unknown_station"
    default_detail = "A station of the SSIM file is not a known airport (the detail names it)"


class SsimUnknownAircraftType(SsimMalformed):
    code = "ssim_unknown_aircraft_type"
    default_detail = "An aircraft type of the SSIM file matches no aircraft of the catalog"


class SsimUnknownRoute(SsimMalformed):
    code = "ssim_unknown_route"
    default_detail = "A leg of the SSIM file flies between airports no route joins"


class SsimUnsupported(SsimMalformed):
    code = "ssim_unsupported"
    default_detail = (
        "The SSIM file uses what the catalog cannot hold (multi-leg flights, fortnightly "
        "frequency, another service type than J)"
    )


class SsimScheduleRefused(SsimMalformed):
    code = "ssim_schedule_refused"
    default_detail = (
        "A schedule of the SSIM file breaks a catalog rule (an overlap with another schedule, "
        "classes larger than the aircraft's cabins): the detail names its first record"
    )


class NoIataAircraftType(ValidationFailed):
    code = "aircraft_without_iata_type"
    default_detail = "An aircraft to export has no IATA aircraft type code (the detail names it)"
