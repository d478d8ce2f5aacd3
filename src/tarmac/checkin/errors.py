"""The errors of check-in, one class per rule (spec 01 §4.8, spec 02 §7)."""

from tarmac.core.errors import BusinessRuleError, Conflict, Forbidden, NotFound, ValidationFailed


class CheckinNotFound(NotFound):
    default_detail = "Check-in not found"


class FlightNotFound(NotFound):
    default_detail = "Flight not found"


class PassengerNotInBooking(NotFound):
    default_detail = "The passenger is not one of this booking"


class FlightNotInBooking(NotFound):
    default_detail = "The flight is not one of this booking (outbound or return)"


class CheckinOfAnotherBooking(Forbidden):
    default_detail = "This access token belongs to another booking"


class BookingNotCheckable(BusinessRuleError):
    """Only a confirmed booking with its tickets issued, not refunded, checks in."""

    default_detail = "Only a confirmed, paid booking can check in"


class CheckinNotOpen(BusinessRuleError):
    """Before the window of the caller's channel (online or counter) opens."""

    default_detail = "Check-in is not open yet"


class CheckinClosed(BusinessRuleError):
    """After the window of the caller's channel closed."""

    default_detail = "Check-in is closed"


class SpecialRequestNotAllowed(BusinessRuleError):
    """A special request the fare's ``allowed_ssr_codes`` does not list."""

    default_detail = "The fare does not allow this special request"


class NotTicketed(BusinessRuleError):
    """The passenger has no open coupon on the flight (ended, flown or not issued)."""

    default_detail = "The passenger has no open ticket coupon for this flight"


class AlreadyCheckedIn(Conflict):
    default_detail = "The passenger is already checked in on this flight"


class SeatTaken(Conflict):
    default_detail = "The seat is already taken"


class NoSeatLeft(Conflict):
    default_detail = "No free seat is left in the passenger's cabin"


class ExitRowNotAllowed(BusinessRuleError):
    """A child, or an adult travelling with a lap infant, never sits in an exit row."""

    default_detail = "A child or an adult with an infant cannot sit in an exit row"


class SeatNeedsPayment(ValidationFailed):
    """A seat whose zone has a fee under the fare, not bought with the booking."""

    default_detail = "This seat has a fee: buy it with the booking or choose a seat without one"


class LapInfantHasNoSeat(ValidationFailed):
    default_detail = "An infant on a lap takes no seat of its own"


class AlreadyBoarded(Conflict):
    """A second scan of a boarding pass (or a change after boarding)."""

    default_detail = "The passenger has already boarded"


class BoardingPassStale(Conflict):
    """The passenger's name or travel document was corrected after the pass was issued."""

    default_detail = (
        "The passenger's name or travel document was corrected after this boarding pass was "
        "issued: issue a new boarding pass (POST /checkin/{checkin_id}/boarding-pass)"
    )


class DangerousGoodsNotDeclared(BusinessRuleError):
    default_detail = "The dangerous-goods declaration is needed before the boarding pass"


class CheckinNotCompleted(BusinessRuleError):
    default_detail = "The check-in must be completed before the boarding pass"


class DeclarationNotConfirmed(ValidationFailed):
    default_detail = "The declaration needs confirmed: true"


class BoardingPassNotFound(NotFound):
    default_detail = "No boarding pass matches"


class BoardingPassNotIssued(BusinessRuleError):
    default_detail = "The boarding pass has not been issued"


class BoardingClosed(BusinessRuleError):
    default_detail = "The flight has departed: boarding is closed"


class BadFlightIds(ValidationFailed):
    default_detail = "flight_ids: 1 to 50 flight ids (UUIDs), comma-separated"
