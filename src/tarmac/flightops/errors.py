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
