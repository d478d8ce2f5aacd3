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
    code = "already_paid"
    default_detail = "The booking is already paid"


class NotPayable(BusinessRuleError):
    code = "booking_not_payable"
    default_detail = "Only a pending booking can be paid"


class PaymentNotFound(NotFound):
    code = "payment_not_found"
    default_detail = "Payment not found"


class BadSignature(BusinessRuleError):
    code = "invalid_notification_signature"
    default_detail = "The notification's signature does not verify"


class PaymentInProgress(Conflict):
    code = "payment_in_progress"
    advice = "Retry after Retry-After (1 to 2 s)"
    default_detail = "Another payment of this booking is being started: retry in 1 to 2 seconds"

    def __init__(self) -> None:
        super().__init__(headers={"Retry-After": "1"})


class CardPaymentsNotConfigured(ServiceUnavailable):
    code = "card_payments_not_configured"
    advice = "Do not retry: pay from an agency wallet or confirm an external payment"
    default_detail = (
        "This deployment takes no card payments (no TARMAC_PAYMENT_PROVIDER): pay from an "
        "agency wallet or confirm an external payment"
    )


class AmountNotDue(ValidationFailed):
    code = "amount_not_due"
    default_detail = "amount must be 0 (the booking's total) or the booking's total"


class CurrencyNotTheBookings(ValidationFailed):
    code = "currency_not_the_bookings"
    default_detail = "currency must be the booking's currency"


class PaymentNotOnThisBooking(NotFound):
    code = "payment_not_on_booking"
    default_detail = "No such payment of this booking"


class PaymentNotOpen(BusinessRuleError):
    code = "payment_not_open"
    default_detail = "The payment is no longer waiting for the payer"


class UnknownProviderTransaction(NotFound):
    code = "unknown_provider_transaction"
    default_detail = "No payment has this provider transaction id"


class NothingToRefund(ValidationFailed):
    code = "nothing_to_refund"
    default_detail = "A refund gives back more than 0"


class RefundExceedsPaid(ValidationFailed):
    code = "refund_exceeds_paid"
    default_detail = "A refund gives back at most what was paid and not yet refunded"


class RefundNotPossible(BusinessRuleError):
    code = "refund_not_possible"
    default_detail = "This payment cannot be refunded through this deployment"


class FeeNotRefundable(BusinessRuleError):
    """A payment of a fee beside the booking's price (a correction's) pays for a change
    that was made: it is refunded only when that change is undone, never on its own."""

    code = "fee_not_refundable"
    default_detail = (
        "This payment is a fee for a change that was made: it is not refunded on its own"
    )


class NotRefundable(BusinessRuleError):
    code = "fare_not_refundable"
    default_detail = "The fare is not refundable"


class RefundBeyondFare(BusinessRuleError):
    """A client's refund of more than the booking's fare gives back now (the refund quote
    less what was already refunded); only the airline refunds beyond it."""

    code = "refund_beyond_fare"
    default_detail = "The fare does not give back this much"


class NotPaid(BusinessRuleError):
    code = "booking_not_paid"
    default_detail = "The booking is not paid: there is nothing to refund"


class NotSandbox(NotFound):
    code = "not_sandbox"
    default_detail = "This deployment's payment provider is not the sandbox"


class NotStripe(NotFound):
    code = "not_stripe"
    default_detail = "This deployment's payment provider is not Stripe"


class BadBookingId(BusinessRuleError):
    code = "invalid_booking_id"
    default_detail = "booking_id is not a UUID"


class SignatureRequired(Forbidden):
    code = "signature_required"
    default_detail = (
        "X-Signature is missing or does not match: HMAC-SHA256 of the raw body with the "
        "client's secret key, in hex"
    )


class NotTheClientsBooking(Forbidden):
    code = "not_the_clients_booking"
    default_detail = "The booking was not created by this client"


class TransactionOfAnotherBooking(Conflict):
    code = "transaction_of_another_booking"
    default_detail = "This provider transaction id already pays another booking"


class TransactionClosed(Conflict):
    code = "transaction_closed"
    default_detail = "This provider transaction id names a payment that failed or was cancelled"


class ReservedProvider(ValidationFailed):
    code = "reserved_provider"
    default_detail = "provider names one of the airline's own providers"


class UnknownClient(NotFound):
    code = "unknown_client"
    default_detail = "No API key has this client id"


class FlightCancelled(BusinessRuleError):
    code = "flight_cancelled"
    default_detail = "A flight of the booking is cancelled: the booking cannot be paid"
