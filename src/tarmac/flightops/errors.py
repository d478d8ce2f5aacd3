"""The errors of flight operations, one class per rule."""

from tarmac.core.errors import BusinessRuleError, Conflict, NotFound


class FlightNotFound(NotFound):
    code = "operations_flight_not_found"
    default_detail = "Flight not found"


class IllegalFlightMove(Conflict):
    """The operation does not follow from the flight's status (the status machine in
    ``flightops.service``): e.g. delaying a departed flight, departing a cancelled one."""

    code = "flight_operation_not_allowed"
    default_detail = "This operation is not allowed in the flight's status"


class ArrivalBeforeDeparture(BusinessRuleError):
    code = "arrival_before_departure"
    default_detail = "The arrival cannot be before the flight's departure"


class TimeInFuture(BusinessRuleError):
    code = "time_in_future"
    default_detail = "An actual departure or arrival time cannot be in the future"


class DepartureBeforeSchedule(BusinessRuleError):
    code = "departure_before_schedule"
    default_detail = "A new departure cannot be before the scheduled departure"


class NoGateGiven(BusinessRuleError):
    code = "no_gate_given"
    default_detail = "Give departure_gate, arrival_gate or both"


class DepartureGateAfterDeparture(BusinessRuleError):
    code = "gate_after_departure"
    default_detail = "The departure gate of a departed flight cannot change"


class SameDestination(BusinessRuleError):
    code = "same_destination"
    default_detail = "The new destination is the airport the flight already flies to"


class DelayTooLong(BusinessRuleError):
    code = "delay_too_long"
    default_detail = "A delay can be at most 7 days"


class DiversionToOrigin(BusinessRuleError):
    code = "diversion_to_origin"
    default_detail = "A flight cannot be diverted to the airport it leaves from"


class BoardingTooEarly(BusinessRuleError):
    """Boarding opens at the earliest ``service.BOARDING_WINDOW`` before the departure."""

    code = "boarding_too_early"
    default_detail = "Boarding cannot open more than 3 hours before the flight's departure"


class DepartureTooEarly(BusinessRuleError):
    """A flight leaves at the earliest ``service.BOARDING_WINDOW`` before its departure."""

    code = "departure_too_early"
    default_detail = "A flight cannot depart more than 3 hours before its departure time"


class DepartureTooLate(BusinessRuleError):
    """A recorded departure is at most ``service.LATEST_AFTER`` after the departure time."""

    code = "departure_too_late"
    default_detail = "A flight cannot depart more than 24 hours after its departure time"


class ArrivalTooLate(BusinessRuleError):
    """A recorded arrival is at most ``service.LATEST_AFTER`` after the departure plus the
    scheduled flight time."""

    code = "arrival_too_late"
    default_detail = (
        "A flight cannot arrive more than 24 hours after its departure plus its flight time"
    )
