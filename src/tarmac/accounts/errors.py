"""The errors of passenger accounts, phone and e-mail codes and devices."""

from tarmac.core.errors import (
    BusinessRuleError,
    Conflict,
    Forbidden,
    NotFound,
    Unauthorized,
    ValidationFailed,
)

WRONG_CODE = "The code is wrong or has expired; request a new one"
DEACTIVATED = "This account has been deactivated"


class PasswordRulesBroken(BusinessRuleError):
    code = "password_rules_broken"
    default_detail = "The password does not meet the rules: detail.password_errors lists them"


class EmailTaken(Conflict):
    code = "email_taken"
    default_detail = "An account with this e-mail already exists"


class WrongEmailOrPassword(Unauthorized):
    code = "wrong_email_or_password"
    default_detail = "Invalid e-mail or password"


class InvalidRefreshToken(Unauthorized):
    code = "invalid_refresh_token"
    default_detail = "Invalid, expired or revoked refresh token"


class AccountGone(Unauthorized):
    code = "account_no_longer_exists"
    default_detail = "The account of this token no longer exists"


class AccountDeactivated(Forbidden):
    code = "account_deactivated"
    default_detail = DEACTIVATED


class PhoneChangeNeedsVerification(ValidationFailed):
    code = "phone_change_needs_verification"
    default_detail = (
        "The phone of a phone-only account is how it signs in: change it by verifying the "
        "new number (phone/request-code, then phone/verify with this account's token)"
    )


class FfpNumberTaken(Conflict):
    code = "ffp_number_taken"
    default_detail = "This ffp_number belongs to another passenger"


class WrongPhoneCode(BusinessRuleError):
    code = "wrong_phone_code"
    default_detail = WRONG_CODE


class PhoneTaken(Conflict):
    code = "phone_taken"
    default_detail = "This phone number is already verified on another account"


class DeviceIdRequired(ValidationFailed):
    code = "device_id_required"
    default_detail = "device_id is required (for web: send a User-Agent header or a device_id)"


class DeviceNotFound(NotFound):
    code = "device_not_found"
    default_detail = "No device of this account has this push token"


class NoEmailToProve(BusinessRuleError):
    code = "no_email_to_prove"
    default_detail = "This account has no e-mail address to prove"


class EmailAlreadyProven(BusinessRuleError):
    code = "email_already_proven"
    default_detail = "This account's e-mail address is already proven"


class WrongEmailCode(BusinessRuleError):
    code = "wrong_email_code"
    default_detail = WRONG_CODE


# a passenger token's account, when a route loads it (``service.get_passenger``)
ACCOUNT_ERRORS = (AccountGone, AccountDeactivated)
