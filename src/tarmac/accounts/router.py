"""Passenger accounts, phone sign-in and devices (``/api/v1/auth/passenger``, spec 01 §4.1).

Every route needs an API key of any kind (``X-API-Key``, ``X-Client-Id``, ``X-Client-Type``),
the three phone routes included; ``/me``, ``/logout`` and the device routes also need the
passenger's bearer token. ``Accept-Language`` (``ru``, ``en``, ``ky``; default ``ru``) picks
the language of the welcome e-mail and of the SMS, and of a new account's preferences.
"""

import uuid
from datetime import timedelta
from typing import Any

from fastapi import APIRouter, Request, Response

from tarmac.accounts import errors, schemas, service
from tarmac.accounts.models import Device
from tarmac.auth.caller import (
    AnyKey,
    Caller,
    OptionalBearer,
    PassengerCaller,
    passenger_from_bearer,
)
from tarmac.auth.errors import (
    API_KEY_ERRORS,
    PASSENGER_TOKEN_ERRORS,
    PassengerTokenRequired,
    TokenExpired,
)
from tarmac.core.errors import Locked, RateLimited, ServiceUnavailable, error_responses
from tarmac.core.language import from_accept_language
from tarmac.core.ratelimit import client_ip
from tarmac.db.session import DbSession

router = APIRouter(prefix="/auth/passenger", tags=["passenger accounts"])

PHONE_CODES_PER_IP = "5/hour"
KEY_ERRORS = (*API_KEY_ERRORS, RateLimited)
# the routes of a signed-in passenger: the key, the token and its account
PASSENGER_ERRORS = (*KEY_ERRORS, *PASSENGER_TOKEN_ERRORS, *errors.ACCOUNT_ERRORS)


def _issuer(request: Request) -> service.TokenIssuer:
    settings = request.app.state.settings
    return service.TokenIssuer(
        signer=request.app.state.token_signer,
        access_ttl_seconds=settings.passenger_token_ttl_seconds,
        refresh_ttl=timedelta(days=settings.passenger_refresh_ttl_days),
    )


def _secret(request: Request) -> str:
    secret: str = request.app.state.settings.resolved_token_secret()
    return secret


def _language(request: Request) -> str | None:
    return from_accept_language(request.headers.get("accept-language"))


def _user_agent(request: Request) -> str | None:
    return request.headers.get("user-agent")


def _passenger_id(caller: Caller) -> uuid.UUID:
    # PassengerCaller's dependency answers 401 when the bearer token carries no passenger
    assert caller.passenger_id is not None
    return caller.passenger_id


def _auth_body(signed_in: service.SignedIn) -> dict[str, Any]:
    return {
        "access_token": signed_in.access_token,
        "refresh_token": signed_in.refresh_token,
        "token_type": signed_in.token_type,
        "expires_in": signed_in.expires_in,
        "passenger": schemas.PassengerOut.model_validate(signed_in.passenger),
    }


@router.post(
    "/register",
    response_model=schemas.AuthOut,
    status_code=201,
    responses=error_responses(*KEY_ERRORS, errors.PasswordRulesBroken, errors.EmailTaken),
)
async def register(
    body: schemas.RegisterIn, request: Request, session: DbSession, _: AnyKey
) -> dict[str, Any]:
    """Create an account with e-mail and password; returns a token pair and the account.
    400 ``{detail: {password_errors: [...]}}`` lists every password rule broken; 409 when
    the e-mail (compared case-insensitively) has an account. A welcome e-mail is queued."""
    signed_in = await service.register(
        session,
        _issuer(request),
        email=body.email,
        password=body.password,
        first_name=body.first_name,
        last_name=body.last_name,
        phone=body.phone,
        language=_language(request),
        user_agent=_user_agent(request),
    )
    return _auth_body(signed_in)


@router.post(
    "/login",
    response_model=schemas.AuthOut,
    responses=error_responses(
        *KEY_ERRORS,
        errors.WrongEmailOrPassword,
        errors.AccountDeactivated,
        Locked,
        ServiceUnavailable,
    ),
)
async def login(
    body: schemas.LoginIn, request: Request, session: DbSession, _: AnyKey
) -> dict[str, Any]:
    """401 for a wrong e-mail or password (not distinguished); 403 for a deactivated account;
    423 ``{detail: {message, locked_until}}`` after 5 consecutive failures (15 minutes)."""
    signed_in = await service.login(
        session,
        _issuer(request),
        email=body.email,
        password=body.password,
        user_agent=_user_agent(request),
    )
    return _auth_body(signed_in)


@router.post(
    "/refresh",
    response_model=schemas.TokenPair,
    responses=error_responses(
        *KEY_ERRORS, errors.InvalidRefreshToken, errors.AccountDeactivated, ServiceUnavailable
    ),
)
async def refresh(
    body: schemas.RefreshIn, request: Request, session: DbSession, _: AnyKey
) -> schemas.TokenPair:
    """A new token pair; the refresh token sent is dead from now on. 401 for anything but
    a live refresh token: invalid (any string, empty or an access token included), expired
    (a refresh token lives 30 days from its issue) or already used. Using a replaced token
    again more than 10 seconds after its replacement ends its session."""
    signed_in = await service.refresh(session, _issuer(request), body.refresh_token)
    return schemas.TokenPair(
        access_token=signed_in.access_token,
        refresh_token=signed_in.refresh_token,
        expires_in=signed_in.expires_in,
    )


@router.get(
    "/me", response_model=schemas.PassengerOut, responses=error_responses(*PASSENGER_ERRORS)
)
async def get_me(caller: PassengerCaller, session: DbSession) -> service.Passenger:
    """The passenger's account: names, phone, documents and preferences."""
    return await service.get_passenger(session, _passenger_id(caller))


@router.patch(
    "/me",
    response_model=schemas.PassengerOut,
    responses=error_responses(
        *PASSENGER_ERRORS, errors.FfpNumberTaken, errors.PhoneChangeNeedsVerification
    ),
)
async def update_me(
    body: schemas.PassengerPatch, caller: PassengerCaller, session: DbSession
) -> service.Passenger:
    """Change the fields sent; returns the updated account. ``documents`` replaces the list;
    ``preferences`` keys sent replace the stored ones. 409 when ``ffp_number`` belongs to
    another passenger. Changing ``phone`` makes it unverified."""
    changes = body.model_dump(exclude_unset=True, mode="json")
    return await service.update_passenger(session, _passenger_id(caller), changes)


@router.post(
    "/logout", status_code=204, responses=error_responses(*KEY_ERRORS, *PASSENGER_TOKEN_ERRORS)
)
async def logout(body: schemas.LogoutIn, caller: PassengerCaller, session: DbSession) -> Response:
    """Delete the session of ``refresh_token`` (idempotent). The access token expires on its
    own (at most 900 seconds)."""
    await service.logout(session, _passenger_id(caller), body.refresh_token)
    return Response(status_code=204)


@router.post(
    "/phone/check", response_model=schemas.PhoneCheckOut, responses=error_responses(*KEY_ERRORS)
)
async def phone_check(body: schemas.PhoneIn, session: DbSession, _: AnyKey) -> dict[str, bool]:
    """``exists``: whether signing in with this number reaches an existing account (one
    that has verified the number)."""
    return {"exists": await service.phone_exists(session, body.phone)}


@router.post(
    "/phone/request-code",
    response_model=schemas.PhoneCodeOut,
    responses=error_responses(*KEY_ERRORS, RateLimited),
)
async def phone_request_code(
    body: schemas.PhoneIn, request: Request, session: DbSession, _: AnyKey
) -> dict[str, Any]:
    """Queue an SMS with a 6-digit code valid 300 seconds. 429 with ``Retry-After`` for a
    second request for the number within 60 seconds, or a 6th from the IP within an hour."""
    sent = await service.request_phone_code(
        session, phone=body.phone, secret=_secret(request), language=_language(request)
    )
    await request.app.state.rate_limiter.enforce(
        request,
        PHONE_CODES_PER_IP,
        "phone-code",
        "ip",
        client_ip(request),
        primary=False,
        exact=True,
    )
    return {"sent": True, "expires_in": sent.expires_in, "phone_masked": sent.phone_masked}


@router.post(
    "/phone/verify",
    response_model=schemas.PhoneVerifyOut,
    responses=error_responses(
        *KEY_ERRORS,
        TokenExpired,
        PassengerTokenRequired,
        *errors.ACCOUNT_ERRORS,
        errors.WrongPhoneCode,
        errors.PhoneTaken,
        ServiceUnavailable,
    ),
)
async def phone_verify(
    body: schemas.PhoneVerifyIn,
    request: Request,
    session: DbSession,
    _: AnyKey,
    credentials: OptionalBearer,
) -> dict[str, Any]:
    """Sign in with the code: the account that verified this number, or a new phone-only
    account. 400 for a wrong or expired code (3 attempts per code). With a passenger bearer
    token the number is verified for that account instead (409 if another account has it)."""
    signed_in = await service.verify_phone_code(
        session,
        _issuer(request),
        phone=body.phone,
        code=body.code,
        secret=_secret(request),
        language=_language(request),
        user_agent=_user_agent(request),
        link_to=passenger_from_bearer(request, credentials),
    )
    return {**_auth_body(signed_in), "account_created": signed_in.account_created}


@router.post(
    "/email/request-code",
    status_code=202,
    response_model=schemas.EmailCodeOut,
    responses=error_responses(
        *PASSENGER_ERRORS, errors.NoEmailToProve, errors.EmailAlreadyProven, ServiceUnavailable
    ),
)
async def email_request_code(
    request: Request, caller: PassengerCaller, session: DbSession
) -> dict[str, Any]:
    """E-mail a 6-digit code to the account's address, valid 15 minutes, to prove the
    address is the holder's (``email/verify``). 400 without an address or once proven; 429
    with ``Retry-After`` within 60 seconds of the last code."""
    sent = await service.request_email_code(session, _passenger_id(caller), secret=_secret(request))
    return {"sent": True, "expires_in": sent.expires_in, "email_masked": sent.email_masked}


@router.post(
    "/email/verify",
    response_model=schemas.PassengerOut,
    responses=error_responses(*PASSENGER_ERRORS, errors.WrongEmailCode, ServiceUnavailable),
)
async def email_verify(
    body: schemas.EmailVerifyIn, request: Request, caller: PassengerCaller, session: DbSession
) -> service.Passenger:
    """Prove the account's e-mail address with the code sent to it: ``email_verified_at``
    is set, and from then on the passenger's token also opens the bookings whose contact
    e-mail is this address (self-cancel, refund-consumer). 400 for a wrong, expired or
    spent code (3 attempts per code)."""
    return await service.verify_email_code(
        session, _passenger_id(caller), code=body.code, secret=_secret(request)
    )


@router.post(
    "/devices/register",
    response_model=schemas.DeviceOut,
    responses=error_responses(*PASSENGER_ERRORS, errors.DeviceIdRequired),
)
async def register_device(
    body: schemas.DeviceIn, request: Request, caller: PassengerCaller, session: DbSession
) -> Device:
    """Create or update the device with this ``push_token``; returns it (200)."""
    return await service.register_device(
        session,
        _passenger_id(caller),
        platform=body.platform,
        push_token=body.push_token,
        device_id=body.device_id,
        app_version=body.app_version,
        locale=body.locale,
        user_agent=_user_agent(request),
    )


@router.delete(
    "/devices/{push_token:path}",
    status_code=204,
    responses=error_responses(*PASSENGER_ERRORS, errors.DeviceNotFound),
)
async def delete_device(push_token: str, caller: PassengerCaller, session: DbSession) -> Response:
    """Deactivate the device (``is_active`` false; kept). 404 when no device of this account
    has the token."""
    await service.deactivate_device(session, _passenger_id(caller), push_token)
    return Response(status_code=204)


@router.get(
    "/devices/me",
    response_model=list[schemas.DeviceOut],
    responses=error_responses(*PASSENGER_ERRORS),
)
async def list_my_devices(caller: PassengerCaller, session: DbSession) -> list[Device]:
    """The caller's active devices, most recently registered first."""
    return await service.list_devices(session, _passenger_id(caller))
