"""The errors of credentials a client can act on, each with its own code; a key or token that
is simply missing or unreadable stays ``invalid_credentials`` (fix what you send).

Routes list them through the tuples at the end, by the credentials they take."""

from tarmac.core.errors import Forbidden, Unauthorized

# --- API keys: 401 --------------------------------------------------------------------------


class KeyModeMismatch(Unauthorized):
    code = "key_mode_mismatch"
    default_detail = (
        "A sandbox key (pk_test_, sk_test_) sent to a live deployment, or a live key to a "
        "sandbox: use a key of the deployment's mode"
    )


class ApiKeyRevoked(Unauthorized):
    code = "api_key_revoked"
    default_detail = "This API key has been revoked; ask the airline for a new one"


class KeyOriginNotAllowed(Unauthorized):
    code = "key_origin_not_allowed"
    default_detail = (
        "This publishable key is restricted to its allowed web origins and app ids: the "
        "request's Origin (or X-App-Id) is not one of them, or was not sent"
    )


# --- API keys: 403, a valid key without the right to this route ----------------------------


class KeyTypeNotAllowed(Forbidden):
    code = "key_type_not_allowed"
    default_detail = "This endpoint needs another kind of API key (secret or publishable)"


class ClientTypeNotAllowed(Forbidden):
    code = "client_type_not_allowed"
    default_detail = "This endpoint is not for the client type of this API key"


class KeyScopeMissing(Forbidden):
    code = "key_scope_missing"
    default_detail = "The API key lacks a scope this endpoint needs"


# --- bearer tokens --------------------------------------------------------------------------


class TokenExpired(Unauthorized):
    code = "token_expired"
    default_detail = (
        "The token has expired: refresh a passenger token, ask for a new magic link, "
        "or issue a new staff token"
    )


class PassengerTokenMissing(Unauthorized):
    code = "passenger_token_missing"
    default_detail = "This route needs a passenger access token (Authorization: Bearer)"


class PassengerTokenRequired(Forbidden):
    code = "passenger_token_required"
    default_detail = "This route needs a passenger token; staff and magic-link tokens are refused"


class StaffTokenRequired(Forbidden):
    code = "staff_token_required"
    default_detail = "Passenger and magic-link tokens cannot be used on staff routes"


class StaffScopeMissing(Forbidden):
    code = "staff_scope_missing"
    default_detail = "The staff token lacks a scope this route needs"


# What a route answers for the credentials it takes (beside its own rate limit).
KEY_CREDENTIAL_ERRORS = (Unauthorized, KeyModeMismatch, ApiKeyRevoked, KeyOriginNotAllowed)
API_KEY_ERRORS = (*KEY_CREDENTIAL_ERRORS, KeyTypeNotAllowed, ClientTypeNotAllowed, KeyScopeMissing)
PASSENGER_TOKEN_ERRORS = (PassengerTokenMissing, TokenExpired, PassengerTokenRequired)
STAFF_ERRORS = (Unauthorized, TokenExpired, StaffTokenRequired, StaffScopeMissing)
