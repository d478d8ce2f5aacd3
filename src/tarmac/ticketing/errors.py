"""The errors of ticketing, one class per rule."""

from tarmac.core.errors import BusinessRuleError


class CouponMoveNotAllowed(BusinessRuleError):
    """A coupon asked to move where its status does not lead (``service.MOVES``)."""

    code = "coupon_move_not_allowed"
    default_detail = "A coupon cannot make this move from its status"


class CouponNotOpen(BusinessRuleError):
    """A voluntary change (cancel, refund, exchange) of a ticket whose coupon has moved on:
    checked in, boarded, flown, closed as a no-show, or already ended."""

    code = "coupon_not_open"
    default_detail = "A coupon of this booking is no longer OPEN"


class FlightDeparted(BusinessRuleError):
    """A voluntary change after the first flight of the booking has departed."""

    code = "flight_departed"
    default_detail = "The flight has departed: its coupons can no longer be cancelled or refunded"


# what ending a booking's tickets voluntarily (cancel, refund) can answer
ENDING_ERRORS = (CouponNotOpen, FlightDeparted)
