"""Who is calling: one dependency resolves the request's credentials into a ``Caller`` and
routes declare what they need with ``require_key`` / ``require_staff`` / ``public`` /
``require_magic_link`` (a magic link, or with ``passengers`` a passenger token too).

Ownership (own booking, own partner) is checked by services, not here.
"""

import uuid
from collections.abc import Awaitable, Callable, Iterable
from dataclasses import dataclass, field, replace
from typing import Annotated, Literal

from fastapi import Depends, Request
from fastapi.security import APIKeyHeader, APIKeyQuery, HTTPAuthorizationCredentials, HTTPBearer

from tarmac.auth import keys, tokens
from tarmac.auth.errors import (
    ClientTypeNotAllowed,
    KeyOriginNotAllowed,
    KeyScopeMissing,
    KeyTypeNotAllowed,
    PassengerTokenMissing,
    PassengerTokenRequired,
    StaffScopeMissing,
    StaffTokenRequired,
    TokenExpired,
)
from tarmac.core.errors import Forbidden, Unauthorized
from tarmac.core.openapi import alternative_credentials, optional_credentials
from tarmac.core.ratelimit import client_ip

CallerKind = Literal["agency", "consumer_app", "kiosk", "passenger", "guest", "staff", "anonymous"]
KeyType = Literal["publishable", "secret"]

# Spec 02 §8: requests per minute by key kind.
KEY_LIMITS = {
    ("publishable", None): "120/minute",
    ("secret", "agency"): "600/minute",
    ("secret", "consumer_app"): "300/minute",
    ("secret", "kiosk"): "300/minute",
}
KIOSK_LIMIT = "300/minute"
PUBLIC_LIMIT = "60/minute"
# Key headers that fail to authenticate, per client address: past it, every keyed request
# from that address is 429 until the window slides (docs/decisions/auth.md).
FAILED_KEY_LIMIT = "20/minute"
# Magic-link and passenger-token routes without a key: per client address, as public routes.
TOKEN_ONLY_LIMIT = "60/minute"
ACCESS_TOKEN_PARAM = "access_token"
DEVICE_HEADER = "X-Device-Id"
APP_ID_HEADER = "X-App-Id"


@dataclass(frozen=True)
class Caller:
    kind: CallerKind
    key_id: uuid.UUID | None = None
    key_type: KeyType | None = None
    client_id: str | None = None
    client_type: str | None = None
    partner_id: uuid.UUID | None = None
    scopes: frozenset[str] = field(default_factory=frozenset)
    passenger_id: uuid.UUID | None = None
    booking_id: uuid.UUID | None = None
    staff_subject: str | None = None

    @property
    def is_secret_key(self) -> bool:
        return self.key_type == "secret"

    @property
    def idempotency_scope(self) -> str | None:
        """Whose idempotency keys this caller uses (``tarmac.db.idempotency``; spec 01 §4.5:
        keys are scoped per client id). All keys of a client id share one namespace per
        kind of key: a retry after the client rotated its secret key replays, and a secret
        key's stored answer never reaches a publishable key of the same client. A passenger
        token (or magic link) beside the key narrows it to that passenger (or booking), so
        the people using one app's publishable key never share keys. Staff have their own;
        an anonymous caller none."""
        parts = []
        if self.client_id is not None:
            parts.append(f"{self.key_type}:{self.client_id}")
        elif self.kind == "staff" and self.staff_subject is not None:
            parts.append(f"staff:{self.staff_subject}")
        if self.passenger_id is not None:
            parts.append(f"passenger:{self.passenger_id}")
        if self.booking_id is not None:
            parts.append(f"booking:{self.booking_id}")
        return "/".join(parts) or None


# The credentials, declared as security schemes so that OpenAPI (``/docs``, generated clients)
# shows them; the three key headers go together (``core.openapi``). auto_error=False because
# the messages are ours.
_api_key_header = APIKeyHeader(
    name="X-API-Key",
    scheme_name="ApiKey",
    auto_error=False,
    description="The API key (`pk_test_...`, `sk_live_...`); sent with X-Client-Id and "
    "X-Client-Type, which must be what the key was issued for.",
)
_client_id_header = APIKeyHeader(
    name="X-Client-Id",
    scheme_name="ClientId",
    auto_error=False,
    description="The client id the API key was issued for.",
)
_client_type_header = APIKeyHeader(
    name="X-Client-Type",
    scheme_name="ClientType",
    auto_error=False,
    description="The client type the API key was issued for: agency, consumer_app or kiosk.",
)
_BEARER_DESCRIPTION = (
    "A staff token on staff routes (`tarmac staff-token`); a passenger's access token "
    "(login, register) on passenger routes, together with the API key headers; on the "
    "magic-link routes a magic-link token, or where they say so a passenger's access token, "
    "without a key."
)
_bearer = HTTPBearer(scheme_name="BearerToken", auto_error=False, description=_BEARER_DESCRIPTION)
_optional_bearer = optional_credentials(
    HTTPBearer(scheme_name="BearerToken", auto_error=False, description=_BEARER_DESCRIPTION)
)
RawKey = Annotated[str | None, Depends(_api_key_header)]
# The client headers, declared beside the key so that OpenAPI shows all three; the key's
# check (``_check_key_headers``) reads them from the request.
ClientIdHeader = Annotated[str | None, Depends(_client_id_header)]
ClientTypeHeader = Annotated[str | None, Depends(_client_type_header)]
# A bearer token a route reads when there is one (``passenger_from_bearer``).
OptionalBearer = Annotated[HTTPAuthorizationCredentials | None, Depends(_optional_bearer)]
_access_token_query = APIKeyQuery(
    name=ACCESS_TOKEN_PARAM,
    scheme_name="AccessToken",
    auto_error=False,
    description="The magic-link token from the booking e-mail (24 h, one booking), in the "
    "access_token query parameter; it may travel as a bearer token instead.",
)


class AccessTokenMissing(Unauthorized):
    code = "access_token_missing"
    default_detail = (
        "This route needs a magic-link token: the access_token query parameter "
        "(or Authorization: Bearer)"
    )


class AccessTokenOrPassengerMissing(Unauthorized):
    code = "access_token_or_passenger_token_missing"
    default_detail = (
        "This route needs a magic-link token (access_token query parameter or "
        "Authorization: Bearer) or a passenger token (Authorization: Bearer)"
    )


class MagicLinkOnly(Forbidden):
    code = "magic_link_only"
    default_detail = "This route takes a magic-link token only"


class MagicLinkOrPassengerOnly(Forbidden):
    code = "magic_link_or_passenger_only"
    default_detail = (
        "This route takes a magic-link token, or a passenger token in the Authorization header"
    )


class AccessTokenForAnotherBooking(Forbidden):
    code = "access_token_of_another_booking"
    default_detail = "This access token belongs to another booking"


# a dependency built by one of the require_... functions below: FastAPI reads its parameters
CallerDependency = Callable[..., Awaitable[Caller]]
# X-API-Key, X-Client-Id and X-Client-Type as sent
KeyHeaders = tuple[str | None, str | None, str | None]


def _signer(request: Request) -> tokens.TokenSigner:
    signer: tokens.TokenSigner = request.app.state.token_signer
    return signer


async def _key_from_headers(request: Request, raw: str) -> keys.ResolvedKey:
    limiter = request.app.state.rate_limiter
    address = client_ip(request)
    await limiter.refuse_when_spent(FAILED_KEY_LIMIT, "key-failures", address)
    try:
        return await _check_key_headers(request, raw)
    except Unauthorized:
        await limiter.spend(FAILED_KEY_LIMIT, "key-failures", address)
        raise


async def _check_key_headers(request: Request, raw: str) -> keys.ResolvedKey:
    settings = request.app.state.settings
    key = await keys.resolve(request.app.state.sessionmaker, raw, settings.key_mode)
    client_id = request.headers.get("x-client-id")
    if client_id is None:
        raise Unauthorized("Missing X-Client-Id header")
    if client_id != key.client_id:
        raise Unauthorized("X-Client-Id does not match the API key")
    client_type = request.headers.get("x-client-type")
    if client_type is None:
        raise Unauthorized("Missing X-Client-Type header")
    if client_type != key.client_type:
        raise Unauthorized(
            f"X-Client-Type {client_type!r} does not match the API key "
            f"(issued for {key.client_type})"
        )
    if key.key_type == "publishable":
        _check_publishable_origin(request, key)
    return key


def _check_publishable_origin(request: Request, key: keys.ResolvedKey) -> None:
    """A publishable key works only from its allowlisted web origins or app bundle ids."""
    if not key.allowed_origins and not key.allowed_app_ids:
        return
    origin = request.headers.get("origin") or _same_origin(request)
    app_id = request.headers.get(APP_ID_HEADER.lower())
    if origin is not None and origin.rstrip("/").lower() in key.allowed_origins:
        return
    if app_id is not None and app_id in key.allowed_app_ids:
        return
    if origin is None and app_id is None:
        raise KeyOriginNotAllowed(
            f"This publishable key is restricted: send an allowed Origin or {APP_ID_HEADER} header"
        )
    raise KeyOriginNotAllowed("This publishable key is not allowed from this origin or app")


def _same_origin(request: Request) -> str | None:
    """The deployment's own origin, for a page it serves (the web app at ``/app/``): a
    browser sends no ``Origin`` on a same-origin GET, only ``Sec-Fetch-Site: same-origin``.
    A client outside a browser can forge either header, so this grants nothing an
    ``Origin`` header would not."""
    if request.headers.get("sec-fetch-site") != "same-origin":
        return None
    return f"{request.url.scheme}://{request.url.netloc}"


def _key_limit(key: keys.ResolvedKey, request: Request) -> tuple[str, tuple[str, ...]]:
    if key.client_type == "kiosk":
        device = request.headers.get(DEVICE_HEADER.lower()) or client_ip(request)
        return KIOSK_LIMIT, ("key", str(key.id), "device", device)
    limit = KEY_LIMITS.get((key.key_type, None)) or KEY_LIMITS[(key.key_type, key.client_type)]
    return limit, ("key", str(key.id))


def require_key(
    key_type: KeyType | None = None,
    client_types: Iterable[str] | None = None,
    scopes: Iterable[str] = (),
) -> CallerDependency:
    """A dependency that needs a valid API key (any kind unless ``key_type`` is given), of
    one of ``client_types`` if given, holding every scope in ``scopes``."""
    allowed_clients = frozenset(client_types) if client_types else None
    needed_scopes = frozenset(scopes)

    async def dependency(
        request: Request, raw: RawKey, _client_id: ClientIdHeader, _client_type: ClientTypeHeader
    ) -> Caller:
        if not raw:
            raise Unauthorized("Missing X-API-Key header")
        key = await _key_from_headers(request, raw)
        limit, identifiers = _key_limit(key, request)
        await request.app.state.rate_limiter.enforce(request, limit, *identifiers)
        if key_type is not None and key.key_type != key_type:
            raise KeyTypeNotAllowed(
                f"This endpoint needs a {key_type} key (sk_...)"
                if key_type == "secret"
                else f"This endpoint needs a {key_type} key"
            )
        if allowed_clients is not None and key.client_type not in allowed_clients:
            raise ClientTypeNotAllowed(
                "This endpoint is for client types: " + ", ".join(sorted(allowed_clients))
            )
        missing = needed_scopes - key.scopes
        if missing:
            raise KeyScopeMissing("The API key lacks the scope(s): " + ", ".join(sorted(missing)))
        caller = Caller(
            kind=key.client_type,  # type: ignore[arg-type]
            key_id=key.id,
            key_type=key.key_type,  # type: ignore[arg-type]
            client_id=key.client_id,
            client_type=key.client_type,
            partner_id=key.partner_id,
            scopes=key.scopes,
        )
        request.state.caller = caller
        return caller

    return dependency


def _bearer_claims(
    request: Request, credentials: HTTPAuthorizationCredentials | None
) -> tokens.TokenClaims | None:
    if credentials is None or credentials.scheme.lower() != "bearer":
        return None
    return _signer(request).verify(credentials.credentials)


def staff_holds(held: Iterable[str], *scopes: str) -> bool:
    """Whether a staff token holding ``held`` may act with one of ``scopes``: ``admin``
    covers every narrower staff scope (``tokens.STAFF_SCOPES``)."""
    held = frozenset(held)
    return tokens.ADMIN in held or bool(held & set(scopes))


def require_staff(*scopes: str) -> CallerDependency:
    """A dependency that needs a staff bearer token with every scope in ``scopes`` (or
    ``admin``). A passenger or magic-link token here is 403 (spec 01 §4.1)."""
    needed = frozenset(scopes)

    async def dependency(
        request: Request,
        credentials: Annotated[HTTPAuthorizationCredentials | None, Depends(_bearer)],
    ) -> Caller:
        claims = _bearer_claims(request, credentials)
        if claims is None:
            raise Unauthorized("A staff bearer token is required (Authorization: Bearer ...)")
        if claims.audience != tokens.STAFF:
            raise StaffTokenRequired()
        missing = frozenset() if tokens.ADMIN in claims.scopes else needed - claims.scopes
        if missing:
            raise StaffScopeMissing(
                "The staff token lacks the scope(s): " + ", ".join(sorted(missing))
            )
        caller = Caller(kind="staff", scopes=claims.scopes, staff_subject=claims.subject)
        request.state.caller = caller
        return caller

    return dependency


async def public(request: Request) -> Caller:
    """No credentials; 60 requests per minute per IP (spec 02 §8)."""
    await request.app.state.rate_limiter.enforce(request, PUBLIC_LIMIT, "ip", client_ip(request))
    return Caller(kind="anonymous")


def by_api_key(request: Request) -> str:
    """Identity for a route limit counted per key (works before the key is resolved)."""
    return keys.hash_key(request.headers.get("x-api-key", ""))[:32]


_any_key = require_key()


@optional_credentials
async def optional_key(
    request: Request, raw: RawKey, client_id: ClientIdHeader, client_type: ClientTypeHeader
) -> Caller:
    """A ``Caller`` for valid key headers, anonymous (with the public limit) without
    ``X-API-Key``; an invalid key is still 401."""
    if not raw:
        return await public(request)
    return await _any_key(request, raw, client_id, client_type)


AnyKey = Annotated[Caller, Depends(_any_key)]
OptionalKey = Annotated[Caller, Depends(optional_key)]
SecretKey = Annotated[Caller, Depends(require_key(key_type="secret"))]
AgencyKey = Annotated[Caller, Depends(require_key(key_type="secret", client_types={"agency"}))]
AdminStaff = Annotated[Caller, Depends(require_staff("admin"))]
Public = Annotated[Caller, Depends(public)]


def passenger_from_bearer(
    request: Request, credentials: HTTPAuthorizationCredentials | None
) -> uuid.UUID | None:
    """The passenger id of the request's bearer token, None without a bearer token; 401 for
    an invalid or expired token, 403 for a staff or magic-link token."""
    claims = _bearer_claims(request, credentials)
    if claims is None:
        return None
    if claims.audience != tokens.PASSENGER:
        raise PassengerTokenRequired()
    try:
        return uuid.UUID(claims.subject)
    except ValueError as exc:
        raise Unauthorized("Invalid token") from exc


def require_passenger() -> CallerDependency:
    """A dependency that needs a valid API key (any kind; its limits apply) and
    ``Authorization: Bearer <passenger access token>`` (spec 01 §4.1, §5.3): no or a bad
    token is 401, a staff or magic-link token 403. The token is checked, not the account:
    services load the account when they need it."""
    key_dependency = require_key()

    async def dependency(
        request: Request,
        key_caller: Annotated[Caller, Depends(key_dependency)],
        credentials: Annotated[HTTPAuthorizationCredentials | None, Depends(_bearer)],
    ) -> Caller:
        passenger_id = passenger_from_bearer(request, credentials)
        if passenger_id is None:
            raise PassengerTokenMissing(
                "A passenger bearer token is required (Authorization: Bearer ...)"
            )
        caller = replace(key_caller, kind="passenger", passenger_id=passenger_id)
        request.state.caller = caller
        return caller

    return dependency


PassengerCaller = Annotated[Caller, Depends(require_passenger())]


def key_with_optional_passenger(key_type: KeyType | None = None) -> CallerDependency:
    """A valid API key (of ``key_type`` when given), and a passenger access token if one is
    sent beside it: the caller keeps the key's kind and carries the passenger's id (a
    booking made so is the passenger's, ``user_id``). A bad token is 401, a staff or
    magic-link token 403."""
    key_dependency = require_key(key_type=key_type)

    async def dependency(
        request: Request,
        key_caller: Annotated[Caller, Depends(key_dependency)],
        credentials: OptionalBearer,
    ) -> Caller:
        passenger_id = passenger_from_bearer(request, credentials)
        if passenger_id is None:
            return key_caller
        caller = replace(key_caller, passenger_id=passenger_id)
        request.state.caller = caller
        return caller

    return dependency


KeyMaybePassenger = Annotated[Caller, Depends(key_with_optional_passenger())]
SecretKeyMaybePassenger = Annotated[Caller, Depends(key_with_optional_passenger("secret"))]


# --- magic links (spec 01 §5.2) and passenger tokens without a key ----------------------------


def _guest(request: Request, booking_id: uuid.UUID, path_param: str | None) -> Caller:
    """The caller of a magic link for ``booking_id``; 403 when the route's path names another
    booking (a path value that is not a UUID is left to the route's own 422)."""
    if path_param is not None:
        wanted = request.path_params.get(path_param)
        try:
            other = wanted is not None and uuid.UUID(str(wanted)) != booking_id
        except ValueError:
            other = False
        if other:
            raise AccessTokenForAnotherBooking()
    return Caller(kind="guest", booking_id=booking_id)


def require_magic_link(
    path_param: str | None = "booking_id", *, passengers: bool = False
) -> CallerDependency:
    """A dependency for the magic-link actions (spec 01 §5.2): a magic-link token in the
    ``access_token`` query parameter or ``Authorization: Bearer`` (the query parameter wins
    when both are sent), bound to the booking named by the path parameter ``path_param``
    (403 for another booking). No token, or an invalid or expired one (24 h, by the one
    clock), is 401; another kind of token 403. With ``passengers`` a passenger access token in
    ``Authorization: Bearer`` is accepted too (the service checks that the booking is the
    passenger's); passenger tokens never travel in a URL, so one in ``access_token`` is 403.

    No API key is needed (key headers are not read); requests are limited per client
    address like the public routes."""
    missing = AccessTokenOrPassengerMissing if passengers else AccessTokenMissing
    wrong_kind = MagicLinkOrPassengerOnly if passengers else MagicLinkOnly

    async def dependency(
        request: Request,
        query_token: Annotated[str | None, Depends(_access_token_query)],
        credentials: Annotated[HTTPAuthorizationCredentials | None, Depends(_bearer)],
    ) -> Caller:
        await request.app.state.rate_limiter.enforce(
            request, TOKEN_ONLY_LIMIT, "token-only", client_ip(request)
        )
        bearer = (
            credentials.credentials
            if credentials is not None and credentials.scheme.lower() == "bearer"
            else None
        )
        raw = query_token or bearer
        if not raw:
            raise missing()
        claims = _signer(request).verify(raw)
        if claims.audience == tokens.MAGIC_LINK and claims.booking_id is not None:
            caller = _guest(request, claims.booking_id, path_param)
        elif claims.audience == tokens.PASSENGER and passengers and not query_token:
            try:
                caller = Caller(kind="passenger", passenger_id=uuid.UUID(claims.subject))
            except ValueError as exc:
                raise Unauthorized("Invalid token") from exc
        else:
            raise wrong_kind()
        request.state.caller = caller
        return caller

    # the query parameter or the bearer token: OpenAPI lists each as a requirement of its own
    return alternative_credentials(dependency)


async def _key_headers(
    raw: RawKey, client_id: ClientIdHeader, client_type: ClientTypeHeader
) -> KeyHeaders:
    """The key headers as sent (checked by ``require_key``), one way to authenticate."""
    return raw, client_id, client_type


def require_key_or_magic_link(
    path_param: str = "booking_id", key_type: KeyType | None = None
) -> CallerDependency:
    """KEY or MLT (spec 01 §4.5, §5.2: the e-ticket): the key headers when ``X-API-Key`` is
    sent (of ``key_type`` when given; checked and limited as ``require_key``), else a magic
    link bound to the booking of the path (as ``require_magic_link``). Without either, 401
    for the missing token."""
    by_key = require_key(key_type=key_type)
    by_link = require_magic_link(path_param)

    async def dependency(
        request: Request,
        key_headers: Annotated[KeyHeaders, Depends(_key_headers)],
        query_token: Annotated[str | None, Depends(_access_token_query)],
        credentials: Annotated[HTTPAuthorizationCredentials | None, Depends(_bearer)],
    ) -> Caller:
        raw, client_id, client_type = key_headers
        if raw:
            return await by_key(request, raw, client_id, client_type)
        return await by_link(request, query_token, credentials)

    return alternative_credentials(dependency)


def require_key_or_staff() -> CallerDependency:
    """An API key (checked and limited as ``require_key``) when ``X-API-Key`` is sent, else a
    staff bearer token of any scope. Without either, 401 for the missing key."""
    by_key = require_key()
    by_staff = require_staff()

    async def dependency(
        request: Request,
        key_headers: Annotated[KeyHeaders, Depends(_key_headers)],
        credentials: Annotated[HTTPAuthorizationCredentials | None, Depends(_bearer)],
    ) -> Caller:
        raw, client_id, client_type = key_headers
        if raw or credentials is None:
            return await by_key(request, raw, client_id, client_type)
        return await by_staff(request, credentials)

    return alternative_credentials(dependency)


MagicLink = Annotated[Caller, Depends(require_magic_link())]
MagicLinkOrPassenger = Annotated[Caller, Depends(require_magic_link(passengers=True))]
MAGIC_LINK_ERRORS = (
    AccessTokenMissing,
    Unauthorized,
    TokenExpired,
    MagicLinkOnly,
    AccessTokenForAnotherBooking,
)
# a booking's passenger data: the client's backend (a secret key) or the traveller's link
SecretKeyOrMagicLink = Annotated[Caller, Depends(require_key_or_magic_link(key_type="secret"))]
MAGIC_LINK_OR_PASSENGER_ERRORS = (
    AccessTokenOrPassengerMissing,
    Unauthorized,
    TokenExpired,
    MagicLinkOrPassengerOnly,
    AccessTokenForAnotherBooking,
)


# --- check-in (spec 01 §4.8): the traveller's magic link, or staff with a check-in scope -----


class CheckinCredentialsMissing(Unauthorized):
    code = "checkin_credentials_missing"
    default_detail = (
        "This route needs a magic-link token (access_token or Authorization: Bearer) "
        "or a staff bearer token"
    )


class CheckinCallerNotAllowed(Forbidden):
    code = "checkin_caller_not_allowed"
    default_detail = "This route takes a magic-link token or a staff token with a check-in scope"


def require_link_or_staff(
    *staff_scopes: str, key_client_types: Iterable[str] = ()
) -> CallerDependency:
    """A magic link (any booking: the service checks it is the one acted on) or a staff
    bearer token holding one of ``staff_scopes`` (or ``admin``); with ``key_client_types``,
    also an API key of one of those client types (when ``X-API-Key`` is sent). Nothing:
    401; a passenger token, or staff without the scope: 403."""
    by_key = require_key(client_types=key_client_types) if key_client_types else None
    wanted = frozenset(staff_scopes)

    async def resolve(
        request: Request,
        key_headers: KeyHeaders,
        query_token: str | None,
        credentials: HTTPAuthorizationCredentials | None,
    ) -> Caller:
        raw_key, client_id, client_type = key_headers
        if raw_key and by_key is not None:
            return await by_key(request, raw_key, client_id, client_type)
        bearer = (
            credentials.credentials
            if credentials is not None and credentials.scheme.lower() == "bearer"
            else None
        )
        raw = query_token or bearer
        if not raw:
            raise CheckinCredentialsMissing()
        claims = _signer(request).verify(raw)
        if claims.audience == tokens.MAGIC_LINK and claims.booking_id is not None:
            await request.app.state.rate_limiter.enforce(
                request, TOKEN_ONLY_LIMIT, "token-only", client_ip(request)
            )
            caller = Caller(kind="guest", booking_id=claims.booking_id)
        elif claims.audience == tokens.STAFF and not query_token:
            if not staff_holds(claims.scopes, *wanted):
                raise StaffScopeMissing(
                    "The staff token lacks the scope(s): " + " or ".join(sorted(wanted))
                )
            caller = Caller(kind="staff", scopes=claims.scopes, staff_subject=claims.subject)
        else:
            raise CheckinCallerNotAllowed()
        request.state.caller = caller
        return caller

    if by_key is not None:

        async def dependency(
            request: Request,
            key_headers: Annotated[KeyHeaders, Depends(_key_headers)],
            query_token: Annotated[str | None, Depends(_access_token_query)],
            credentials: Annotated[HTTPAuthorizationCredentials | None, Depends(_bearer)],
        ) -> Caller:
            return await resolve(request, key_headers, query_token, credentials)

        return alternative_credentials(dependency)

    async def without_key(
        request: Request,
        query_token: Annotated[str | None, Depends(_access_token_query)],
        credentials: Annotated[HTTPAuthorizationCredentials | None, Depends(_bearer)],
    ) -> Caller:
        return await resolve(request, (None, None, None), query_token, credentials)

    return alternative_credentials(without_key)


LINK_OR_STAFF_ERRORS = (
    CheckinCredentialsMissing,
    Unauthorized,
    TokenExpired,
    CheckinCallerNotAllowed,
    StaffScopeMissing,
)
