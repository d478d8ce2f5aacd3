"""The errors of exchange, one class per business rule (spec 01 §4.6 rule 7, 02 §7)."""

from tarmac.core.errors import (
    BusinessRuleError,
    Gone,
    NotFound,
    UpstreamUnavailable,
    ValidationFailed,
)


class BookingNotExchangeable(BusinessRuleError):
    code = "booking_not_exchangeable"
    default_detail = (
        "Only a confirmed booking can be exchanged (cancelled, completed, expired and "
        "pending bookings cannot)"
    )


class CouponNotOpen(BusinessRuleError):
    code = "exchange_coupon_not_open"
    default_detail = "Every coupon of the booking must be OPEN to exchange it"


class SameFlight(BusinessRuleError):
    code = "same_flight"
    default_detail = "The new flight is the booking's own flight"


class NotOnTheRoute(ValidationFailed):
    code = "new_flight_not_on_route"
    default_detail = "The new flight does not fly the booking's route"


class NewFlightNotFound(NotFound):
    code = "new_flight_not_found"
    default_detail = "Flight not found"


class NotChangeable(ValidationFailed):
    code = "fare_not_changeable"
    default_detail = "The booking's fare is not changeable: no exchange is possible"


class ExchangeQuoteMismatch(ValidationFailed):
    code = "exchange_quote_mismatch"
    default_detail = "The exchange quote is not for this booking and flight"


class PriceLockExpired(Gone):
    code = "price_lock_expired"
    default_detail = "Price lock expired: preview the exchange again"


class PaymentProviderUnavailable(UpstreamUnavailable):
    code = "payment_provider_unavailable"
    default_detail = (
        "The payment provider could not start the payment of the difference; nothing was "
        "exchanged: retry with backoff"
    )
