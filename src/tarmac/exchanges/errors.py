"""The errors of exchange, one class per business rule (spec 01 §4.6 rule 7, 02 §7)."""

from tarmac.core.errors import (
    BusinessRuleError,
    Gone,
    NotFound,
    UpstreamUnavailable,
    ValidationFailed,
)


class BookingNotExchangeable(BusinessRuleError):
    default_detail = (
        "Only a confirmed booking can be exchanged (cancelled, completed, expired and "
        "pending bookings cannot)"
    )


class CouponNotOpen(BusinessRuleError):
    default_detail = "Every coupon of the booking must be OPEN to exchange it"


class SameFlight(BusinessRuleError):
    default_detail = "The new flight is the booking's own flight"


class NotOnTheRoute(ValidationFailed):
    default_detail = "The new flight does not fly the booking's route"


class NewFlightNotFound(NotFound):
    default_detail = "Flight not found"


class NotChangeable(ValidationFailed):
    default_detail = "The booking's fare is not changeable: no exchange is possible"


class ExchangeQuoteMismatch(ValidationFailed):
    default_detail = "The exchange quote is not for this booking and flight"


class PriceLockExpired(Gone):
    default_detail = "Price lock expired: preview the exchange again"


class PaymentProviderUnavailable(UpstreamUnavailable):
    default_detail = (
        "The payment provider could not start the payment of the difference; nothing was "
        "exchanged: retry with backoff"
    )
