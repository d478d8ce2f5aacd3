"""The catalog's own business errors (the generic ones are in ``tarmac.core.errors``)."""

from tarmac.core.errors import Conflict, NotFound, ValidationFailed


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
