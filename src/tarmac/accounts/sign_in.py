"""Sign-up, sign-in by e-mail and password, refresh and logout: the sessions and their
tokens (spec 01 §4.1, §5.3; spec 02 §8). Phone sign-in opens its sessions here too
(``codes``).

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

Records that must survive the request's failure (a failed login, a code attempt, a session
revoked for token reuse) are written in a separate, immediately committed transaction
(``transaction_apart``); everything else goes through the request's session, which the
room only flushes."""

import hashlib
import secrets
import uuid
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from dataclasses import dataclass, field
from datetime import datetime, timedelta

import structlog
from sqlalchemy import case, delete, exists, func, select, text, update
from sqlalchemy.dialects.postgresql import insert
from sqlalchemy.exc import DBAPIError, IntegrityError
from sqlalchemy.ext.asyncio import AsyncSession

from tarmac.accounts import passwords
from tarmac.accounts.errors import (
    AccountDeactivated,
    EmailTaken,
    InvalidRefreshToken,
    PasswordRulesBroken,
    WrongEmailOrPassword,
)
from tarmac.accounts.models import LoginThrottle, Passenger, PassengerSession, RetiredRefreshToken
from tarmac.accounts.profile import airline_name, default_preferences
from tarmac.auth.tokens import TokenSigner
from tarmac.core import clock
from tarmac.core.errors import Locked, ServiceUnavailable
from tarmac.messaging import service as messaging

log = structlog.get_logger("tarmac.accounts")

MAX_LOGIN_FAILURES = 5
LOCKOUT = timedelta(minutes=15)
REUSE_GRACE = timedelta(seconds=10)
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
    return await open_session(session, issuer, passenger, user_agent)


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
        assert throttle.locked_until is not None  # _is_locked is false for None
        raise _locked(throttle.locked_until)
    passenger = await _by_email(session, address)
    if not await passwords.verify_password(
        passenger.password_hash if passenger is not None else None, password
    ):
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
    return await open_session(session, issuer, passenger, user_agent)


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


async def _by_email(session: AsyncSession, email: str) -> Passenger | None:
    return await session.scalar(
        select(Passenger).where(func.lower(Passenger.email) == email.strip().lower())
    )


async def open_session(
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
    async with transaction_apart(session) as apart:
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
    async with transaction_apart(session) as apart:
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
async def transaction_apart(session: AsyncSession) -> AsyncIterator[AsyncSession]:
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
