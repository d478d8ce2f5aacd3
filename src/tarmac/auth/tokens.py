"""Signed bearer tokens (PyJWT, HS256): staff, passenger access, and magic links.

Each kind has its own audience, so a token of one kind never passes as another.
Passenger and magic-link lifetimes are business rules, so they follow the one clock (and the
sandbox test clock); a staff token is an operator's credential and follows real time, so
moving the test clock forward does not log the operator out.
"""

import secrets
import uuid
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from typing import Any

import jwt

from tarmac.auth.errors import TokenExpired
from tarmac.core import clock
from tarmac.core.errors import Unauthorized

ALGORITHM = "HS256"
ISSUER = "tarmac"
STAFF = "tarmac:staff"
PASSENGER = "tarmac:passenger"
MAGIC_LINK = "tarmac:magic-link"
KNOWN_AUDIENCES = (STAFF, PASSENGER, MAGIC_LINK)
ADMIN = "admin"
# Every scope a route looks for in a staff token (`admin`: the back office, accepted too by
# the routes of the narrower scopes: ``caller.staff_holds``); `tarmac staff-token` mints no
# other.
STAFF_SCOPES = (
    ADMIN,
    "flights:operate",
    # APIS passenger lists: the passengers' travel documents (issue 36)
    "apis:manage",
    "webhooks:manage",
    "checkin:update",
    "checkin:seat_select",
    "checkin:boarding_pass",
)


@dataclass(frozen=True)
class TokenClaims:
    audience: str
    subject: str
    scopes: frozenset[str]
    expires_at: datetime
    booking_id: uuid.UUID | None = None


class TokenSigner:
    def __init__(self, secret: str) -> None:
        self._secret = secret

    def _issue(self, audience: str, subject: str, ttl: timedelta, **extra: Any) -> str:
        issued = _now(audience)
        claims = {
            "iss": ISSUER,
            "aud": audience,
            "sub": subject,
            "iat": int(issued.timestamp()),
            "exp": int((issued + ttl).timestamp()),
            "jti": secrets.token_hex(8),
            **extra,
        }
        return jwt.encode(claims, self._secret, algorithm=ALGORITHM)

    def staff_token(self, subject: str, scopes: set[str], ttl_seconds: int) -> str:
        return self._issue(STAFF, subject, timedelta(seconds=ttl_seconds), scopes=sorted(scopes))

    def passenger_token(self, passenger_id: uuid.UUID, ttl_seconds: int = 900) -> str:
        return self._issue(
            PASSENGER, str(passenger_id), timedelta(seconds=ttl_seconds), scopes=["passenger"]
        )

    def magic_link_token(self, booking_id: uuid.UUID, ttl_seconds: int = 24 * 3600) -> str:
        return self._issue(
            MAGIC_LINK, str(booking_id), timedelta(seconds=ttl_seconds), booking_id=str(booking_id)
        )

    def verify(self, token: str, audiences: tuple[str, ...] = KNOWN_AUDIENCES) -> TokenClaims:
        """Decode and check signature, issuer, audience and expiry against the one clock."""
        try:
            claims = jwt.decode(
                token,
                self._secret,
                algorithms=[ALGORITHM],
                audience=list(audiences),
                issuer=ISSUER,
                options={
                    "verify_exp": False,
                    "verify_iat": False,
                    "require": ["exp", "sub", "aud"],
                },
            )
        except jwt.PyJWTError as exc:
            raise Unauthorized("Invalid token") from exc
        expires_at = datetime.fromtimestamp(claims["exp"], tz=UTC)
        if expires_at <= _now(claims["aud"]):
            raise TokenExpired("Token expired")
        booking = claims.get("booking_id")
        return TokenClaims(
            audience=claims["aud"],
            subject=claims["sub"],
            scopes=frozenset(claims.get("scopes", [])),
            expires_at=expires_at,
            booking_id=uuid.UUID(booking) if booking else None,
        )


def _now(audience: str) -> datetime:
    return datetime.now(UTC) if audience == STAFF else clock.now()
