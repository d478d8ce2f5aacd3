"""The errors of flight operations, one class per rule."""

from tarmac.core.errors import BusinessRuleError, Conflict, NotFound


class FlightNotFound(NotFound):
    default_detail = "Flight not found"


class IllegalFlightMove(Conflict):
    """The operation does not follow from the flight's status (the status machine in
    ``flightops.service``): e.g. delaying a departed flight, departing a cancelled one."""

    default_detail = "This operation is not allowed in the flight's status"


class ArrivalBeforeDeparture(BusinessRuleError):
    default_detail = "The arrival cannot be before the flight's departure"


class TimeInFuture(BusinessRuleError):
    default_detail = "An actual departure or arrival time cannot be in the future"


class DepartureBeforeSchedule(BusinessRuleError):
    default_detail = "A new departure cannot be before the scheduled departure"


class NoGateGiven(BusinessRuleError):
    default_detail = "Give departure_gate, arrival_gate or both"


class DepartureGateAfterDeparture(BusinessRuleError):
    default_detail = "The departure gate of a departed flight cannot change"


class SameDestination(BusinessRuleError):
    default_detail = "The new destination is the airport the flight already flies to"


class DelayTooLong(BusinessRuleError):
    default_detail = "A delay can be at most 7 days"
