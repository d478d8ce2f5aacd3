"""The errors of airline changes, one class per business rule."""

from tarmac.core.errors import BusinessRuleError, NotFound, ValidationFailed


class ChangeNotFound(NotFound):
    default_detail = "Airline change not found for this booking"


class ChangeDecided(BusinessRuleError):
    default_detail = "The airline change has already been answered"


class CancellationNotAcceptable(BusinessRuleError):
    default_detail = (
        "A cancelled flight cannot be accepted: choose a refund or a move to another flight"
    )


class FlightGone(BusinessRuleError):
    default_detail = (
        "The changed flight has departed: the change counts as accepted and can no longer "
        "be refunded or moved"
    )


class BookingNotConfirmed(BusinessRuleError):
    default_detail = "Only a confirmed booking can be refunded or moved for an airline change"


class TargetFlightNotFound(NotFound):
    default_detail = "Flight not found"


class TargetNotOnTheRoute(ValidationFailed):
    default_detail = "The new flight does not fly the changed flight's route"


class TargetNotBookable(BusinessRuleError):
    default_detail = (
        "The new flight cannot be moved to: it is the changed flight, cancelled or departed"
    )
