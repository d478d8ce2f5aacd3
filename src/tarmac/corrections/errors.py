"""The errors of passenger data correction, one class per rule (spec 01 §4.7): 400 for every
rule the spec names, each message saying what to do instead."""

from tarmac.core.errors import BusinessRuleError, ValidationFailed


class CorrectionBlocked(BusinessRuleError):
    """``apply`` when ``availability`` would answer ``allowed: false``: the detail is its
    ``blocked_reason``."""

    code = "correction_blocked"
    default_detail = (
        "The booking's passengers can no longer be corrected (cancelled or expired booking, "
        "a passenger boarded, or fewer than 30 minutes to departure)"
    )


class RestrictedField(BusinessRuleError):
    code = "field_not_correctable"
    default_detail = (
        "gender, date_of_birth and passenger_type cannot be corrected: cancel the booking "
        "and book again"
    )


class UnknownField(BusinessRuleError):
    # not ``unknown_field``: that is a body's undeclared field (422, ``core.errors``)
    code = "unknown_correction_field"
    default_detail = "A field that is not correctable was sent"


class BadFormat(BusinessRuleError):
    code = "invalid_value_format"
    default_detail = "A new value does not have the form its field needs"


class NameTooDifferent(BusinessRuleError):
    code = "name_too_different"
    default_detail = (
        "A name may change by at most 3 letters (edit distance); a different person needs a "
        "new booking"
    )


class NoRealChange(BusinessRuleError):
    code = "value_unchanged"
    default_detail = "A new value is the passenger's current value: leave it out"


class PassengerNotInBooking(BusinessRuleError):
    code = "unknown_passenger_id"
    default_detail = "A passenger_id is not a passenger of this booking"


class PassengerTwice(BusinessRuleError):
    code = "passenger_twice"
    default_detail = "A passenger appears in two items: put all its changes in one item"


class NoChanges(BusinessRuleError):
    code = "correction_without_changes"
    default_detail = "An item has no changes: give at least one field and its new value"


class NoWalletToPayFrom(ValidationFailed):
    code = "no_wallet_to_pay_from"
    default_detail = (
        "pay_with_balance needs an agency key of a partner with a wallet: send "
        "pay_with_balance false and pay the fee at payment_url"
    )
