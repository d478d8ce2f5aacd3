"""One-time codes: phone sign-in and the proof of an account's e-mail address (spec 01
§4.1), one row per key, stored hashed.

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
a proven address opens the bookings whose contact it is (``bookings.access``)."""

import hashlib
import hmac
import math
import secrets
import uuid
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Any

from sqlalchemy import select, update
from sqlalchemy.dialects.postgresql import insert
from sqlalchemy.exc import IntegrityError
from sqlalchemy.ext.asyncio import AsyncSession

from tarmac.accounts import phone as phones
from tarmac.accounts.errors import (
    AccountDeactivated,
    EmailAlreadyProven,
    NoEmailToProve,
    PhoneTaken,
    WrongEmailCode,
    WrongPhoneCode,
)
from tarmac.accounts.models import EmailCode, Passenger, PhoneCode
from tarmac.accounts.profile import airline_name, default_preferences, get_passenger
from tarmac.accounts.sign_in import SignedIn, TokenIssuer, open_session, transaction_apart
from tarmac.core import clock
from tarmac.core.errors import RateLimited
from tarmac.core.logging import mask_contacts
from tarmac.messaging import service as messaging

CODE_TTL = timedelta(seconds=300)
CODE_RESEND_INTERVAL = timedelta(seconds=60)
CODE_MAX_ATTEMPTS = 3
CODE_DIGITS = 6
EMAIL_CODE_TTL = timedelta(minutes=15)


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
    signed_in = await open_session(session, issuer, passenger, user_agent)
    signed_in.account_created = created
    return signed_in


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


async def _by_verified_phone(session: AsyncSession, phone: str) -> Passenger | None:
    return await session.scalar(
        select(Passenger).where(Passenger.phone == phone, Passenger.phone_verified_at.is_not(None))
    )


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
    async with transaction_apart(session) as apart:
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
