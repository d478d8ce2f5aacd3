"""Passenger accounts, sessions, phone sign-in and devices: the business rules (spec 01 §2.1,
§2.2, §4.1, §5.3; spec 02 §8).

Sessions and refresh tokens. Each login (or phone sign-in) opens a session. Its refresh token
is ``<session id>.<random>``; only its SHA-256 is stored. A refresh is one conditional
``UPDATE ... WHERE refresh_token_hash = <old> RETURNING``: of several concurrent refreshes
with the same token exactly one matches (the others find the new hash after waiting for the
row lock), and the old token is dead from that moment. Each refresh token lives
``passenger_refresh_ttl_days`` (30) from its issue. The hash of the token replaced is kept
(``RetiredRefreshToken``, for a refresh token's lifetime): presenting it again is a reuse.
Within ``REUSE_GRACE`` of its rotation (a client racing itself) it is only refused; later
(a copied token) the whole session is deleted too, so neither holder can go on. Anything
else, a token that was never issued included (the session's id with a made-up secret), is
a plain 401 and changes nothing. Logout deletes the session.

Login lockout (spec 02 §8) is counted per e-mail address in ``login_throttles``, whether or
not an account has the address, so a locked address tells nothing about which accounts
exist; an unknown address is checked against a dummy hash so its answer takes the time of a
wrong password. The 5th consecutive failure locks the address for 15 minutes (that attempt
is answered 423); attempts while locked are answered 423 without checking the password and
do not extend the lock; a success resets the count; after the lock the count starts at 0.

Phone sign-in: one code per number (a new request replaces the previous code), valid 300 s,
stored as an HMAC keyed by the token secret; at most one request per 60 s per number (by the
one clock, so the sandbox test clock moves it too); 3 attempts per code, each counted before
the code is compared (so concurrent guesses cannot exceed 3). The code is sent by SMS
through the message outbox, never inline. Sign-in finds the account that holds the number as
*verified*; a number typed into a profile proves nothing, so it never leads to that
account. Without one, a phone-only account is created. With a passenger token, verify
instead proves the number for the caller's own account (sets it as its verified phone).

E-mail proof: a passenger signed in asks for a code (``email/request-code``); a 6-digit code
is e-mailed through the message outbox to the account's address, valid 15 minutes, one
request per 60 s, 3 attempts counted before comparing, bound to the address it was sent to
(``email_codes``, an HMAC). ``email/verify`` with the code sets ``email_verified_at``. Only
a proven address opens the bookings whose contact it is (``bookings.access``).

Records that must survive the request's failure (a failed login, a code attempt, a session
revoked for token reuse) are written in a separate, immediately committed transaction
(``_apart``); everything else goes through the request's session, which this module only
flushes.
"""

import hashlib
import hmac
import math
import secrets
import uuid
from collections.abc import AsyncIterator, Sequence
from contextlib import asynccontextmanager
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from typing import Any, ClassVar

import structlog
from sqlalchemy import case, delete, exists, func, select, text, update
from sqlalchemy.dialects.postgresql import insert
from sqlalchemy.exc import DBAPIError, IntegrityError
from sqlalchemy.ext.asyncio import AsyncSession

from tarmac.accounts import passwords
from tarmac.accounts import phone as phones
from tarmac.accounts.errors import (
    AccountDeactivated,
    AccountGone,
    DeviceIdRequired,
    DeviceNotFound,
    EmailAlreadyProven,
    EmailTaken,
    FfpNumberTaken,
    InvalidRefreshToken,
    NoEmailToProve,
    PasswordRulesBroken,
    PhoneChangeNeedsVerification,
    PhoneTaken,
    WrongEmailCode,
    WrongEmailOrPassword,
    WrongPhoneCode,
)
from tarmac.accounts.models import (
    Device,
    EmailCode,
    LoginThrottle,
    Passenger,
    PassengerSession,
    PhoneCode,
    RetiredRefreshToken,
)
from tarmac.auth.tokens import TokenSigner
from tarmac.content import service as content
from tarmac.core import clock
from tarmac.core.errors import (
    Locked,
    NotFound,
    RateLimited,
    ServiceUnavailable,
)
from tarmac.core.logging import mask_contacts
from tarmac.db.crud import Records
from tarmac.messaging import service as messaging

log = structlog.get_logger("tarmac.accounts")

MAX_LOGIN_FAILURES = 5
LOCKOUT = timedelta(minutes=15)
CODE_TTL = timedelta(seconds=300)
CODE_RESEND_INTERVAL = timedelta(seconds=60)
CODE_MAX_ATTEMPTS = 3
CODE_DIGITS = 6
EMAIL_CODE_TTL = timedelta(minutes=15)
REUSE_GRACE = timedelta(seconds=10)
WEB_DEVICE_ID_LENGTH = 100
DEFAULT_LANGUAGE = "ru"
APART_LOCK_TIMEOUT = "5s"
LOCK_NOT_AVAILABLE = "55P03"


@dataclass(frozen=True)
class TokenIssuer:
    signer: TokenSigner
    access_ttl_seconds: int
    refresh_ttl: timedelta


@dataclass
class SignedIn:
    access_token: str
    refresh_token: str
    expires_in: int
    passenger: Passenger | None = None
    account_created: bool = False
    token_type: str = field(default="bearer")


def default_preferences(language: str | None = None) -> dict[str, Any]:
    return {
        "seat": None,
        "meal": None,
        "language": language or DEFAULT_LANGUAGE,
        "notifications": {"email": True, "push": True},
    }


# --- register, login, refresh, logout -------------------------------------------------------


async def register(
    session: AsyncSession,
    issuer: TokenIssuer,
    *,
    email: str,
    password: str,
    first_name: str | None = None,
    last_name: str | None = None,
    phone: str | None = None,
    language: str | None = None,
    user_agent: str | None = None,
) -> SignedIn:
    errors = passwords.rule_errors(password)
    if errors:
        raise PasswordRulesBroken(
            {"message": "The password does not meet the rules", "password_errors": errors}
        )
    if await _by_email(session, email) is not None:
        raise EmailTaken()
    passenger = Passenger(
        email=email,
        password_hash=await passwords.hash_password(password),
        first_name=first_name,
        last_name=last_name,
        phone=phone,
        is_active=True,
        documents=[],
        preferences=default_preferences(language),
    )
    session.add(passenger)
    try:
        await session.flush()
    except IntegrityError as exc:  # registered concurrently
        raise EmailTaken() from exc
    await messaging.queue_email(
        session,
        to=email,
        template="welcome",
        language=passenger.preferences["language"],
        values={
            "airline": await airline_name(session, passenger.preferences["language"]),
            "email": email,
        },
    )
    return await _open_session(session, issuer, passenger, user_agent)


async def login(
    session: AsyncSession,
    issuer: TokenIssuer,
    *,
    email: str,
    password: str,
    user_agent: str | None = None,
) -> SignedIn:
    address = email.strip().lower()
    throttle = await session.get(LoginThrottle, address)
    if throttle is not None and _is_locked(throttle.locked_until):
        raise _locked(throttle.locked_until)
    passenger = await _by_email(session, address)
    if not await passwords.verify_password(passenger and passenger.password_hash, password):
        locked_until = await _record_login_failure(session, address)
        if locked_until is not None:
            raise _locked(locked_until)
        raise WrongEmailOrPassword()
    assert passenger is not None
    if not passenger.is_active:
        raise AccountDeactivated()
    if throttle is not None:
        await session.execute(delete(LoginThrottle).where(LoginThrottle.email == address))
    if passwords.needs_rehash(passenger.password_hash or ""):
        passenger.password_hash = await passwords.hash_password(password)
    return await _open_session(session, issuer, passenger, user_agent)


async def refresh(session: AsyncSession, issuer: TokenIssuer, refresh_token: str) -> SignedIn:
    parsed = _parse_refresh_token(refresh_token)
    if parsed is None:
        raise InvalidRefreshToken()
    session_id, presented_hash = parsed
    now = clock.now()
    new_token = _new_refresh_token(session_id)
    rotated = (
        await session.execute(
            update(PassengerSession)
            .where(
                PassengerSession.id == session_id,
                PassengerSession.refresh_token_hash == presented_hash,
                PassengerSession.refresh_expires_at > now,
            )
            .values(
                refresh_token_hash=_sha256(new_token),
                refresh_expires_at=now + issuer.refresh_ttl,
                rotated_at=now,
                updated_at=now,
            )
            .returning(PassengerSession.passenger_id)
            .execution_options(synchronize_session=False)
        )
    ).first()
    if rotated is None:
        await _revoke_on_reuse(session, session_id, presented_hash, now)
        raise InvalidRefreshToken()
    await _retire(session, session_id, presented_hash, now, issuer.refresh_ttl)
    passenger = await session.get(Passenger, rotated.passenger_id)
    if passenger is None:
        raise InvalidRefreshToken()
    if not passenger.is_active:
        raise AccountDeactivated()
    return SignedIn(
        access_token=issuer.signer.passenger_token(passenger.id, issuer.access_ttl_seconds),
        refresh_token=new_token,
        expires_in=issuer.access_ttl_seconds,
    )


async def logout(session: AsyncSession, passenger_id: uuid.UUID, refresh_token: str) -> None:
    """Delete the caller's session named by ``refresh_token``. A token that names no session
    of the caller changes nothing (logout is idempotent and reveals nothing)."""
    parsed = _parse_refresh_token(refresh_token)
    if parsed is None:
        return
    await session.execute(
        delete(PassengerSession).where(
            PassengerSession.id == parsed[0], PassengerSession.passenger_id == passenger_id
        )
    )


# --- profile --------------------------------------------------------------------------------


async def get_passenger(session: AsyncSession, passenger_id: uuid.UUID) -> Passenger:
    """The token holder's account; 401 when it no longer exists, 403 when deactivated."""
    passenger = await session.get(Passenger, passenger_id, populate_existing=True)
    if passenger is None:
        raise AccountGone()
    if not passenger.is_active:
        raise AccountDeactivated()
    return passenger


async def update_passenger(
    session: AsyncSession, passenger_id: uuid.UUID, changes: dict[str, Any]
) -> Passenger:
    """Apply the fields sent (``changes`` holds only those). ``documents`` replaces the list;
    ``preferences`` keys sent replace the stored ones (``notifications`` key by key)."""
    passenger = await get_passenger(session, passenger_id)
    for name in ("first_name", "last_name"):
        if name in changes:
            setattr(passenger, name, changes[name])
    if "phone" in changes and changes["phone"] != passenger.phone:
        if passenger.email is None:
            raise PhoneChangeNeedsVerification()
        passenger.phone = changes["phone"]
        passenger.phone_verified_at = None
    if "ffp_number" in changes and changes["ffp_number"] != passenger.ffp_number:
        await _ensure_ffp_free(session, passenger.id, changes["ffp_number"])
        passenger.ffp_number = changes["ffp_number"]
    if changes.get("documents") is not None:
        passenger.documents = list(changes["documents"])
    if changes.get("preferences") is not None:
        passenger.preferences = _merged_preferences(passenger.preferences, changes["preferences"])
    passenger.updated_at = clock.now()
    try:
        await session.flush()
    except IntegrityError as exc:  # the same number taken concurrently
        raise FfpNumberTaken() from exc
    return passenger


def _merged_preferences(stored: dict[str, Any], sent: dict[str, Any]) -> dict[str, Any]:
    merged = {**default_preferences(), **(stored or {})}
    merged["notifications"] = {
        **default_preferences()["notifications"],
        **(merged.get("notifications") or {}),
    }
    for key, value in sent.items():
        if key == "notifications":
            if value is not None:
                changes = {k: v for k, v in value.items() if v is not None}
                merged["notifications"] = {**merged["notifications"], **changes}
        elif key == "language":
            if value is not None:
                merged["language"] = value
        else:
            merged[key] = value
    return merged


async def _ensure_ffp_free(
    session: AsyncSession, passenger_id: uuid.UUID, ffp_number: str | None
) -> None:
    if ffp_number is None:
        return
    taken = await session.scalar(
        select(exists().where(Passenger.ffp_number == ffp_number, Passenger.id != passenger_id))
    )
    if taken:
        raise FfpNumberTaken()


# --- the airline's back office ---------------------------------------------------------------


def _email_is(email: str) -> Any:
    return func.lower(Passenger.email) == email.strip().lower()


class Passengers(Records[Passenger]):
    """The accounts as the airline's staff see them: found by e-mail (case-insensitive) or
    phone (E.164; verified or not), read, and deactivated or reactivated (``is_active``).

    Deactivating ends every session of the account at once (its refresh tokens are 401
    from then on, and a reactivated account signs in again); its access tokens live on at
    most 900 s, but every route acting for a passenger loads the account and answers 403
    for a deactivated one (``get_passenger``), as login does."""

    model = Passenger
    noun = "passenger"
    order_by = (Passenger.created_at,)
    filters: ClassVar = {"email": _email_is}

    async def prepare_update(
        self, session: AsyncSession, row: Passenger, changes: dict[str, Any]
    ) -> dict[str, Any]:
        if changes.get("is_active") is False:
            ended = await session.execute(
                delete(PassengerSession).where(PassengerSession.passenger_id == row.id)
            )
            log.info("passenger_deactivated", passenger_id=str(row.id), sessions=ended.rowcount)
        elif changes.get("is_active") is True and not row.is_active:
            log.info("passenger_reactivated", passenger_id=str(row.id))
        return changes


passengers = Passengers()


# --- phone sign-in --------------------------------------------------------------------------


async def phone_exists(session: AsyncSession, phone: str) -> bool:
    """Whether phone sign-in with this number reaches an existing account."""
    return (await _by_verified_phone(session, phone)) is not None


@dataclass(frozen=True)
class CodeSent:
    expires_in: int
    phone_masked: str


async def request_phone_code(
    session: AsyncSession, *, phone: str, secret: str, language: str | None = None
) -> CodeSent:
    now = clock.now()
    code = f"{secrets.randbelow(10**CODE_DIGITS):0{CODE_DIGITS}d}"
    values = {
        "code_hash": _code_hash(secret, phone, code),
        "sent_at": now,
        "expires_at": now + CODE_TTL,
        "attempts": 0,
        "consumed_at": None,
    }
    await _store_code(session, PhoneCode.phone, phone, values, now)
    holder = await _by_verified_phone(session, phone)
    if holder is not None:
        language = (holder.preferences or {}).get("language") or language
    await messaging.queue_sms(
        session,
        to=phone,
        template="phone_code",
        language=language,
        values={
            "code": code,
            "airline": await airline_name(session, language),
            "minutes": int(CODE_TTL.total_seconds() // 60),
        },
        sensitive=True,
        expires_at=now + CODE_TTL,
    )
    return CodeSent(expires_in=int(CODE_TTL.total_seconds()), phone_masked=phones.mask(phone))


async def verify_phone_code(
    session: AsyncSession,
    issuer: TokenIssuer,
    *,
    phone: str,
    code: str,
    secret: str,
    language: str | None = None,
    user_agent: str | None = None,
    link_to: uuid.UUID | None = None,
) -> SignedIn:
    now = clock.now()
    current = await _count_attempt(session, PhoneCode.phone, phone, now)
    if current is None or not hmac.compare_digest(
        current.code_hash, _code_hash(secret, phone, code)
    ):
        raise WrongPhoneCode()
    if not await _consume(session, PhoneCode.phone, phone, current.code_hash, now):
        raise WrongPhoneCode()  # used by a concurrent request
    holder = await _by_verified_phone(session, phone)
    created = False
    if link_to is not None:
        passenger = await get_passenger(session, link_to)
        if holder is not None and holder.id != passenger.id:
            raise PhoneTaken()
        passenger.phone = phone
        passenger.phone_verified_at = passenger.phone_verified_at if holder else now
        passenger.verified_at = passenger.verified_at or now
        passenger.updated_at = now
    elif holder is not None:
        passenger = holder
    else:
        passenger = Passenger(
            phone=phone,
            phone_verified_at=now,
            verified_at=now,
            is_active=True,
            documents=[],
            preferences=default_preferences(language),
        )
        session.add(passenger)
        created = True
    if not passenger.is_active:
        raise AccountDeactivated()
    try:
        await session.flush()
    except IntegrityError as exc:  # verified on another account concurrently
        raise PhoneTaken() from exc
    signed_in = await _open_session(session, issuer, passenger, user_agent)
    signed_in.account_created = created
    return signed_in


# --- e-mail proof -------------------------------------------------------------------------


@dataclass(frozen=True)
class EmailCodeSent:
    expires_in: int
    email_masked: str


async def request_email_code(
    session: AsyncSession, passenger_id: uuid.UUID, *, secret: str
) -> EmailCodeSent:
    """E-mail a code proving the account's address (400 without one or once proven; 429
    within 60 s of the last code)."""
    passenger = await get_passenger(session, passenger_id)
    if passenger.email is None:
        raise NoEmailToProve()
    if passenger.email_verified_at is not None:
        raise EmailAlreadyProven()
    now = clock.now()
    code = f"{secrets.randbelow(10**CODE_DIGITS):0{CODE_DIGITS}d}"
    values = {
        "email": passenger.email,
        "code_hash": _code_hash(secret, _email_subject(passenger.id, passenger.email), code),
        "sent_at": now,
        "expires_at": now + EMAIL_CODE_TTL,
        "attempts": 0,
        "consumed_at": None,
    }
    await _store_code(session, EmailCode.passenger_id, passenger.id, values, now)
    language = passenger.preferences.get("language")
    await messaging.queue_email(
        session,
        to=passenger.email,
        template="email_code",
        language=language,
        values={
            "code": code,
            "airline": await airline_name(session, language),
            "minutes": int(EMAIL_CODE_TTL.total_seconds() // 60),
        },
        sensitive=True,
        expires_at=now + EMAIL_CODE_TTL,
    )
    return EmailCodeSent(
        expires_in=int(EMAIL_CODE_TTL.total_seconds()), email_masked=mask_contacts(passenger.email)
    )


async def verify_email_code(
    session: AsyncSession, passenger_id: uuid.UUID, *, code: str, secret: str
) -> Passenger:
    """Prove the account's address with the code sent to it (400 wrong, expired, spent,
    or sent to an address the account no longer has)."""
    passenger = await get_passenger(session, passenger_id)
    if passenger.email_verified_at is not None:
        return passenger
    now = clock.now()
    current = await _count_attempt(
        session, EmailCode.passenger_id, passenger.id, now, EmailCode.email
    )
    if (
        current is None
        or passenger.email is None
        or current.email != passenger.email
        or not hmac.compare_digest(
            current.code_hash, _code_hash(secret, _email_subject(passenger.id, current.email), code)
        )
    ):
        raise WrongEmailCode()
    if not await _consume(session, EmailCode.passenger_id, passenger.id, current.code_hash, now):
        raise WrongEmailCode()  # used by a concurrent request
    passenger.email_verified_at = now
    passenger.verified_at = passenger.verified_at or now
    passenger.updated_at = now
    await session.flush()
    return passenger


def _email_subject(passenger_id: uuid.UUID, email: str) -> str:
    """What an e-mail code is bound to: the account and the address (any case)."""
    return f"email:{passenger_id}:{email.strip().lower()}"


# --- devices --------------------------------------------------------------------------------


async def register_device(
    session: AsyncSession,
    passenger_id: uuid.UUID,
    *,
    platform: str,
    push_token: str,
    device_id: str | None,
    app_version: str | None,
    locale: str | None,
    user_agent: str | None,
) -> Device:
    """Create or update the device with ``push_token`` (the upsert key); a token registered
    by another account moves to the caller (whoever registers a push token last owns it)."""
    await get_passenger(session, passenger_id)
    if platform == "web":
        device_id = (user_agent or device_id or "")[:WEB_DEVICE_ID_LENGTH] or None
    if not device_id:
        raise DeviceIdRequired()
    now = clock.now()
    values = {
        "passenger_id": passenger_id,
        "platform": platform,
        "device_id": device_id,
        "app_version": app_version,
        "locale": locale,
        "is_active": True,
        "updated_at": now,
    }
    device = await session.scalar(
        insert(Device)
        .values(id=uuid.uuid4(), push_token=push_token, created_at=now, **values)
        .on_conflict_do_update(index_elements=[Device.push_token], set_=values)
        .returning(Device)
        .execution_options(populate_existing=True)
    )
    assert device is not None
    return device


async def deactivate_device(
    session: AsyncSession, passenger_id: uuid.UUID, push_token: str
) -> None:
    await get_passenger(session, passenger_id)
    found = (
        await session.execute(
            update(Device)
            .where(Device.push_token == push_token, Device.passenger_id == passenger_id)
            .values(is_active=False, updated_at=clock.now())
            .returning(Device.id)
            .execution_options(synchronize_session=False)
        )
    ).first()
    if found is None:
        raise DeviceNotFound()


async def list_devices(session: AsyncSession, passenger_id: uuid.UUID) -> list[Device]:
    await get_passenger(session, passenger_id)
    rows = await session.scalars(
        select(Device)
        .where(Device.passenger_id == passenger_id, Device.is_active.is_(True))
        .order_by(Device.updated_at.desc(), Device.id)
    )
    return list(rows)


async def push_audience(
    session: AsyncSession, owner_ids: Sequence[uuid.UUID], emails: Sequence[str]
) -> list[tuple[Passenger, Device]]:
    """The active devices of the active accounts among ``owner_ids`` and those that proved
    one of ``emails`` (case-insensitively), unless the account turned pushes off
    (``preferences.notifications.push``): who hears about a booking on their phones."""
    lowered = sorted({email.lower() for email in emails if email})
    concerned = Passenger.id.in_(list(owner_ids))
    if lowered:
        concerned = concerned | (
            func.lower(Passenger.email).in_(lowered) & Passenger.email_verified_at.is_not(None)
        )
    rows = await session.execute(
        select(Passenger, Device)
        .join(Device, Device.passenger_id == Passenger.id)
        .where(concerned, Passenger.is_active.is_(True), Device.is_active.is_(True))
        .order_by(Device.created_at, Device.id)
    )
    return [
        (passenger, device)
        for passenger, device in rows.all()
        if ((passenger.preferences or {}).get("notifications") or {}).get("push", True) is not False
    ]


async def deactivate_push_token(session: AsyncSession, push_token: str) -> None:
    """The push provider no longer knows ``push_token``: its device stops receiving."""
    await session.execute(
        update(Device)
        .where(Device.push_token == push_token, Device.is_active.is_(True))
        .values(is_active=False, updated_at=clock.now())
        .execution_options(synchronize_session=False)
    )


# --- helpers --------------------------------------------------------------------------------


async def airline_name(session: AsyncSession, language: str | None) -> str:
    """The airline's name for messages (its English name in English), or ``Tarmac``."""
    try:
        profile = await content.get_airline_profile(session)
    except NotFound:
        profile = None
    return content.airline_name_in(profile, language)


async def _by_email(session: AsyncSession, email: str) -> Passenger | None:
    return await session.scalar(
        select(Passenger).where(func.lower(Passenger.email) == email.strip().lower())
    )


async def _by_verified_phone(session: AsyncSession, phone: str) -> Passenger | None:
    return await session.scalar(
        select(Passenger).where(Passenger.phone == phone, Passenger.phone_verified_at.is_not(None))
    )


async def _open_session(
    session: AsyncSession, issuer: TokenIssuer, passenger: Passenger, user_agent: str | None
) -> SignedIn:
    now = clock.now()
    await session.execute(  # this passenger's sessions that ended unused
        delete(PassengerSession).where(
            PassengerSession.passenger_id == passenger.id,
            PassengerSession.refresh_expires_at <= now,
        )
    )
    session_id = uuid.uuid4()
    refresh_token = _new_refresh_token(session_id)
    session.add(
        PassengerSession(
            id=session_id,
            passenger_id=passenger.id,
            refresh_token_hash=_sha256(refresh_token),
            refresh_expires_at=now + issuer.refresh_ttl,
            user_agent=(user_agent or "")[:200] or None,
        )
    )
    await session.flush()
    return SignedIn(
        access_token=issuer.signer.passenger_token(passenger.id, issuer.access_ttl_seconds),
        refresh_token=refresh_token,
        expires_in=issuer.access_ttl_seconds,
        passenger=passenger,
    )


def _new_refresh_token(session_id: uuid.UUID) -> str:
    return f"{session_id.hex}.{secrets.token_urlsafe(32)}"


def _parse_refresh_token(token: str) -> tuple[uuid.UUID, str] | None:
    head, dot, secret = token.partition(".")
    if not dot or not secret:
        return None
    try:
        session_id = uuid.UUID(hex=head)
    except ValueError:
        return None
    return session_id, _sha256(token)


def _sha256(value: str) -> str:
    return hashlib.sha256(value.encode()).hexdigest()


# --- one-time codes (phone sign-in, e-mail proof): one row per key, stored hashed ----------


async def _store_code(
    session: AsyncSession, key: Any, key_value: Any, values: dict[str, Any], now: datetime
) -> None:
    """Store a new code under ``key`` (a column of ``PhoneCode`` or ``EmailCode``, its row's
    unique key), replacing the last one unless that was sent within the resend interval
    (429 with the seconds to wait)."""
    model = key.class_
    stored = (
        await session.execute(
            insert(model)
            .values({key.key: key_value, **values})
            .on_conflict_do_update(
                index_elements=[key],
                set_=values,
                where=model.sent_at <= now - CODE_RESEND_INTERVAL,
            )
            .returning(key)
        )
    ).first()
    if stored is None:
        last_sent = await session.scalar(select(model.sent_at).where(key == key_value))
        wait = (last_sent + CODE_RESEND_INTERVAL - now).total_seconds() if last_sent else 1
        raise RateLimited(max(1, math.ceil(wait)))


async def _count_attempt(
    session: AsyncSession, key: Any, key_value: Any, now: datetime, *also: Any
) -> Any:
    """Count one attempt at the live code under ``key`` in a transaction of its own (the
    attempt counts even if the answer is 400); its ``code_hash`` (and ``also``), or None
    when there is no live code with attempts left."""
    model = key.class_
    async with _apart(session) as apart:
        return (
            await apart.execute(
                update(model)
                .where(
                    key == key_value,
                    model.consumed_at.is_(None),
                    model.expires_at > now,
                    model.attempts < CODE_MAX_ATTEMPTS,
                )
                .values(attempts=model.attempts + 1)
                .returning(model.code_hash, *also)
            )
        ).first()


async def _consume(
    session: AsyncSession, key: Any, key_value: Any, code_hash: str, now: datetime
) -> bool:
    """Spend the code once; False when a concurrent request spent it first."""
    model = key.class_
    consumed = await session.execute(
        update(model)
        .where(key == key_value, model.code_hash == code_hash, model.consumed_at.is_(None))
        .values(consumed_at=now)
        .returning(key)
    )
    return consumed.first() is not None


def _code_hash(secret: str, phone: str, code: str) -> str:
    return hmac.new(secret.encode(), f"{phone}:{code}".encode(), hashlib.sha256).hexdigest()


async def _retire(
    session: AsyncSession,
    session_id: uuid.UUID,
    token_hash: str,
    now: datetime,
    refresh_ttl: timedelta,
) -> None:
    """Remember that ``token_hash`` was a token of the session, replaced now; forget the
    tokens replaced longer ago than a token lives (expired in any case)."""
    await session.execute(
        insert(RetiredRefreshToken).values(
            token_hash=token_hash, session_id=session_id, retired_at=now
        )
    )
    await session.execute(
        delete(RetiredRefreshToken).where(
            RetiredRefreshToken.session_id == session_id,
            RetiredRefreshToken.retired_at < now - refresh_ttl,
        )
    )


async def _revoke_on_reuse(
    session: AsyncSession, session_id: uuid.UUID, presented_hash: str, now: datetime
) -> None:
    """Delete the session when ``presented_hash`` is a token it replaced more than
    ``REUSE_GRACE`` ago; a token it never issued changes nothing."""
    reused = exists().where(
        RetiredRefreshToken.token_hash == presented_hash,
        RetiredRefreshToken.session_id == session_id,
        RetiredRefreshToken.retired_at < now - REUSE_GRACE,
    )
    async with _apart(session) as apart:
        revoked = await apart.scalar(
            delete(PassengerSession)
            .where(PassengerSession.id == session_id, reused)
            .returning(PassengerSession.passenger_id)
        )
    if revoked is not None:
        log.warning(
            "refresh_token_reused_session_revoked",
            session_id=str(session_id),
            passenger_id=str(revoked),
        )


async def _record_login_failure(session: AsyncSession, address: str) -> datetime | None:
    """Count a failure for ``address``; the lock's end when this (or a concurrent) failure
    locked it, else None."""
    now = clock.now()
    table = LoginThrottle.__table__
    locked = table.c.locked_until > now
    reaches_limit = table.c.failures + 1 >= MAX_LOGIN_FAILURES
    statement = (
        insert(LoginThrottle)
        .values(email=address, failures=1, locked_until=None, updated_at=now)
        .on_conflict_do_update(
            index_elements=[LoginThrottle.email],
            set_={
                "failures": case(
                    (locked, table.c.failures), (reaches_limit, 0), else_=table.c.failures + 1
                ),
                "locked_until": case(
                    (locked, table.c.locked_until),
                    (reaches_limit, now + LOCKOUT),
                    else_=table.c.locked_until,
                ),
                "updated_at": now,
            },
        )
        .returning(LoginThrottle.locked_until)
    )
    async with _apart(session) as apart:
        locked_until = await apart.scalar(statement)
    return locked_until if _is_locked(locked_until) else None


def _is_locked(locked_until: datetime | None) -> bool:
    return locked_until is not None and locked_until > clock.now()


def _locked(locked_until: datetime) -> Locked:
    return Locked(
        {
            "message": "Too many failed sign-in attempts; the account is locked until "
            f"{locked_until.isoformat()}",
            "locked_until": locked_until.isoformat(),
        }
    )


@asynccontextmanager
async def _apart(session: AsyncSession) -> AsyncIterator[AsyncSession]:
    """A separate transaction on the same database, committed when the block ends."""
    try:
        async with (
            AsyncSession(bind=session.bind, expire_on_commit=False) as apart,
            apart.begin(),
        ):
            await apart.execute(text(f"SET LOCAL lock_timeout = '{APART_LOCK_TIMEOUT}'"))
            yield apart
    except DBAPIError as exc:
        if getattr(exc.orig, "sqlstate", None) == LOCK_NOT_AVAILABLE:
            raise ServiceUnavailable("The account is busy with another request; retry") from exc
        raise
