"""Passenger accounts, sessions, phone sign-in and devices: the business rules (spec 01 §2.1,
§2.2, §4.1, §5.3; spec 02 §8).

This module is the room's door: the code lives in ``sign_in`` (register, login, refresh,
logout: sessions and their tokens, the login lockout), ``codes`` (phone sign-in, e-mail
proof), ``profile`` (the account, its preferences, the back office's accounts) and
``devices`` (push tokens, the push audience).
"""

from tarmac.accounts.codes import (
    phone_exists,
    request_email_code,
    request_phone_code,
    verify_email_code,
    verify_phone_code,
)
from tarmac.accounts.devices import (
    deactivate_device,
    deactivate_push_token,
    list_devices,
    push_audience,
    register_device,
)
from tarmac.accounts.models import Passenger
from tarmac.accounts.profile import airline_name, get_passenger, passengers, update_passenger
from tarmac.accounts.sign_in import SignedIn, TokenIssuer, login, logout, refresh, register

__all__ = [
    "Passenger",
    "SignedIn",
    "TokenIssuer",
    "airline_name",
    "deactivate_device",
    "deactivate_push_token",
    "get_passenger",
    "list_devices",
    "login",
    "logout",
    "passengers",
    "phone_exists",
    "push_audience",
    "refresh",
    "register",
    "register_device",
    "request_email_code",
    "request_phone_code",
    "update_passenger",
    "verify_email_code",
    "verify_phone_code",
]
