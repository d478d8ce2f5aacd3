"""The errors of airline changes, one class per business rule."""

from tarmac.core.errors import BusinessRuleError, NotFound, ValidationFailed


class ChangeNotFound(NotFound):
    code = "airline_change_not_found"
    default_detail = "Airline change not found for this booking"


class ChangeDecided(BusinessRuleError):
    code = "airline_change_answered"
    default_detail = "The airline change has already been answered"


class ChangeWithdrawn(BusinessRuleError):
    code = "airline_change_withdrawn"
    default_detail = (
        "The airline withdrew this change (it undid it): there is nothing to accept, refund "
        "or move; the booking stands as sold"
    )


class CancellationNotAcceptable(BusinessRuleError):
    code = "cancellation_not_acceptable"
    default_detail = (
        "A cancelled flight cannot be accepted: choose a refund or a move to another flight"
    )


class FlightGone(BusinessRuleError):
    code = "changed_flight_departed"
    default_detail = (
        "The changed flight has departed: the change counts as accepted and can no longer "
        "be refunded or moved"
    )


class BookingNotConfirmed(BusinessRuleError):
    code = "booking_not_confirmed"
    default_detail = "Only a confirmed booking can be refunded or moved for an airline change"


class TargetFlightNotFound(NotFound):
    code = "target_flight_not_found"
    default_detail = "Flight not found"


class TargetNotOnTheRoute(ValidationFailed):
    code = "target_flight_not_on_route"
    default_detail = "The new flight does not fly the changed flight's route"


class TargetNotBookable(BusinessRuleError):
    code = "target_flight_not_bookable"
    default_detail = (
        "The new flight cannot be moved to: it is the changed flight, cancelled or departed"
    )


class TripBegun(BusinessRuleError):
    """A free move rebooks the whole trip at its value; once a coupon of it flew (or closed
    as a no-show) the trip has begun and only its unflown part can be given back."""

    code = "trip_begun"
    default_detail = (
        "Part of this trip has already flown: it cannot be moved; take the refund of the "
        "part not flown"
    )
