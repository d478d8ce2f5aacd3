"""The errors of payments, one class per business rule (spec 01 §4.5, §4.9, §3.1)."""

from tarmac.core.errors import (
    BusinessRuleError,
    Conflict,
    Forbidden,
    NotFound,
    ServiceUnavailable,
    ValidationFailed,
)


class AlreadyPaid(BusinessRuleError):
    default_detail = "The booking is already paid"


class NotPayable(BusinessRuleError):
    default_detail = "Only a pending booking can be paid"


class PaymentNotFound(NotFound):
    default_detail = "Payment not found"


class BadSignature(BusinessRuleError):
    default_detail = "The notification's signature does not verify"


class PaymentInProgress(Conflict):
    default_detail = "Another payment of this booking is being started: retry in 1 to 2 seconds"

    def __init__(self) -> None:
        super().__init__(headers={"Retry-After": "1"})


class CardPaymentsNotConfigured(ServiceUnavailable):
    default_detail = (
        "This deployment takes no card payments (no TARMAC_PAYMENT_PROVIDER): pay from an "
        "agency wallet or confirm an external payment"
    )


class AmountNotDue(ValidationFailed):
    default_detail = "amount must be 0 (the booking's total) or the booking's total"


class CurrencyNotTheBookings(ValidationFailed):
    default_detail = "currency must be the booking's currency"


class PaymentNotOnThisBooking(NotFound):
    default_detail = "No such payment of this booking"


class PaymentNotOpen(BusinessRuleError):
    default_detail = "The payment is no longer waiting for the payer"


class UnknownProviderTransaction(NotFound):
    default_detail = "No payment has this provider transaction id"


class NothingToRefund(ValidationFailed):
    default_detail = "A refund gives back more than 0"


class RefundExceedsPaid(ValidationFailed):
    default_detail = "A refund gives back at most what was paid and not yet refunded"


class RefundNotPossible(BusinessRuleError):
    default_detail = "This payment cannot be refunded through this deployment"


class NotRefundable(BusinessRuleError):
    default_detail = "The fare is not refundable"


class RefundBeyondFare(BusinessRuleError):
    """A client's refund of more than the booking's fare gives back now (the refund quote
    less what was already refunded); only the airline refunds beyond it."""

    default_detail = "The fare does not give back this much"


class NotPaid(BusinessRuleError):
    default_detail = "The booking is not paid: there is nothing to refund"


class NotSandbox(NotFound):
    default_detail = "This deployment's payment provider is not the sandbox"


class NotStripe(NotFound):
    default_detail = "This deployment's payment provider is not Stripe"


class BadBookingId(BusinessRuleError):
    default_detail = "booking_id is not a UUID"


class SignatureRequired(Forbidden):
    default_detail = (
        "X-Signature is missing or does not match: HMAC-SHA256 of the raw body with the "
        "client's secret key, in hex"
    )


class NotTheClientsBooking(Forbidden):
    default_detail = "The booking was not created by this client"


class TransactionOfAnotherBooking(Conflict):
    default_detail = "This provider transaction id already pays another booking"


class TransactionClosed(Conflict):
    default_detail = "This provider transaction id names a payment that failed or was cancelled"


class ReservedProvider(ValidationFailed):
    default_detail = "provider names one of the airline's own providers"


class UnknownClient(NotFound):
    default_detail = "No API key has this client id"


class FlightCancelled(BusinessRuleError):
    default_detail = "A flight of the booking is cancelled: the booking cannot be paid"
