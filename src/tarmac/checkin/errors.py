"""The errors of check-in, one class per rule (spec 01 §4.8, spec 02 §7)."""

from tarmac.core.errors import BusinessRuleError, Conflict, Forbidden, NotFound, ValidationFailed


class CheckinNotFound(NotFound):
    code = "checkin_not_found"
    default_detail = "Check-in not found"


class FlightNotFound(NotFound):
    code = "checkin_flight_not_found"
    default_detail = "Flight not found"


class PassengerNotInBooking(NotFound):
    code = "passenger_not_in_booking"
    default_detail = "The passenger is not one of this booking"


class FlightNotInBooking(NotFound):
    code = "flight_not_in_booking"
    default_detail = "The flight is not one of this booking (outbound or return)"


class CheckinOfAnotherBooking(Forbidden):
    code = "checkin_of_another_booking"
    default_detail = "This access token belongs to another booking"


class BookingNotCheckable(BusinessRuleError):
    """Only a confirmed booking with its tickets issued, not refunded, checks in."""

    code = "booking_not_checkable"
    default_detail = "Only a confirmed, paid booking can check in"


class CheckinNotOpen(BusinessRuleError):
    """Before the window of the caller's channel (online or counter) opens."""

    code = "checkin_not_open"
    default_detail = "Check-in is not open yet"


class CheckinClosed(BusinessRuleError):
    """After the window of the caller's channel closed."""

    code = "checkin_closed"
    default_detail = "Check-in is closed"


class SpecialRequestNotAllowed(BusinessRuleError):
    """A special request the fare's ``allowed_ssr_codes`` does not list."""

    code = "special_request_not_allowed"
    default_detail = "The fare does not allow this special request"


class NotTicketed(BusinessRuleError):
    """The passenger has no open coupon on the flight (ended, flown or not issued)."""

    code = "passenger_not_ticketed"
    default_detail = "The passenger has no open ticket coupon for this flight"


class AlreadyCheckedIn(Conflict):
    code = "already_checked_in"
    default_detail = "The passenger is already checked in on this flight"


class SeatTaken(Conflict):
    code = "checkin_seat_taken"
    default_detail = "The seat is already taken"


class NoSeatLeft(Conflict):
    code = "no_seat_left"
    default_detail = "No free seat is left in the passenger's cabin"


class ExitRowNotAllowed(BusinessRuleError):
    """A child, or an adult travelling with a lap infant, never sits in an exit row."""

    code = "exit_row_not_allowed"
    default_detail = "A child or an adult with an infant cannot sit in an exit row"


class SeatNeedsPayment(ValidationFailed):
    """A seat whose zone has a fee under the fare, not bought with the booking, where the
    airline charges the fee at check-in (setting ``checkin_seat_fee_charged``, off by
    default)."""

    code = "seat_needs_payment"
    default_detail = "This seat has a fee: buy it with the booking or choose a seat without one"


class LapInfantHasNoSeat(ValidationFailed):
    code = "lap_infant_has_no_seat"
    default_detail = "An infant on a lap takes no seat of its own"


class AlreadyBoarded(Conflict):
    """A second scan of a boarding pass (or a change after boarding)."""

    code = "already_boarded"
    default_detail = "The passenger has already boarded"


class BoardingPassStale(Conflict):
    """The passenger's name or travel document was corrected after the pass was issued."""

    code = "boarding_pass_stale"
    default_detail = (
        "The passenger's name or travel document was corrected after this boarding pass was "
        "issued: issue a new boarding pass (POST /checkin/{checkin_id}/boarding-pass)"
    )


class DangerousGoodsNotDeclared(BusinessRuleError):
    code = "dangerous_goods_not_declared"
    default_detail = "The dangerous-goods declaration is needed before the boarding pass"


class CheckinNotCompleted(BusinessRuleError):
    code = "checkin_not_completed"
    default_detail = "The check-in must be completed before the boarding pass"


class DeclarationNotConfirmed(ValidationFailed):
    code = "declaration_not_confirmed"
    default_detail = "The declaration needs confirmed: true"


class BoardingPassNotFound(NotFound):
    code = "boarding_pass_not_found"
    default_detail = "No boarding pass matches"


class BoardingPassNotIssued(BusinessRuleError):
    code = "boarding_pass_not_issued"
    default_detail = "The boarding pass has not been issued"


class BoardingClosed(BusinessRuleError):
    """The flight's gate closed, it departed (or its departure time has come), arrived or
    was cancelled."""

    code = "boarding_closed"
    default_detail = "Boarding of this flight is closed"


class BoardingNotOpen(BusinessRuleError):
    """A gate scan before the flight's boarding opened: the back office's boarding operation,
    or the boarding time printed on the pass (``BOARDING_BEFORE`` before departure)."""

    code = "boarding_not_open"
    default_detail = "Boarding of this flight has not opened"


class BoardingPassOfAnotherFlight(BusinessRuleError):
    """The scanned pass is for another flight (number or date) than the one being boarded."""

    code = "boarding_pass_of_another_flight"
    default_detail = "This boarding pass is for another flight than the one being boarded"


class CouponCannotFly(BusinessRuleError):
    """A boarding pass is issued, served and boarded only for a coupon that can fly
    (``CHECKED_IN`` or ``BOARDED``): not one refunded, exchanged, void, flown or closed, nor
    one open again after its check-in was undone."""

    code = "coupon_cannot_fly"
    default_detail = "The passenger's ticket coupon for this flight cannot fly"


class BadFlightIds(ValidationFailed):
    code = "invalid_flight_ids"
    default_detail = "flight_ids: 1 to 50 flight ids (UUIDs), comma-separated"
