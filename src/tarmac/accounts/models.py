import uuid
from datetime import datetime
from typing import Any

from sqlalchemy import CheckConstraint, ForeignKey, Index, String, text
from sqlalchemy.dialects.postgresql import JSONB
from sqlalchemy.orm import Mapped, mapped_column

from tarmac.core import clock
from tarmac.db.base import Base, TimestampedModel


class Passenger(TimestampedModel):
    """A passenger account (spec 01 §2.1): e-mail and password, or phone only.

    ``email`` is unique case-insensitively; ``phone`` (E.164) is not unique, but at most one
    account holds a number as *verified* (``phone_verified_at``), and phone sign-in finds
    only that one. ``verified_at`` is when the holder first proved a contact (an SMS code
    or an e-mail code); ``email_verified_at`` when they proved ``email`` is theirs (a code
    sent to it, ``EmailCode``): only then does the address open the bookings made for it.
    """

    __tablename__ = "passengers"
    __table_args__ = (
        Index("uq_passengers_email_lower", text("lower(email)"), unique=True),
        Index(
            "uq_passengers_verified_phone",
            "phone",
            unique=True,
            postgresql_where=text("phone_verified_at IS NOT NULL"),
        ),
        CheckConstraint(
            "email IS NOT NULL OR phone_verified_at IS NOT NULL", name="email_or_verified_phone"
        ),
    )

    email: Mapped[str | None] = mapped_column(String(254))
    password_hash: Mapped[str | None] = mapped_column(String(255))
    first_name: Mapped[str | None] = mapped_column(String(100))
    last_name: Mapped[str | None] = mapped_column(String(100))
    phone: Mapped[str | None] = mapped_column(String(20), index=True)
    phone_verified_at: Mapped[datetime | None]
    ffp_number: Mapped[str | None] = mapped_column(String(20), unique=True)
    is_active: Mapped[bool] = mapped_column(default=True)
    verified_at: Mapped[datetime | None]
    email_verified_at: Mapped[datetime | None]
    documents: Mapped[list[dict[str, Any]]] = mapped_column(JSONB, default=list)
    preferences: Mapped[dict[str, Any]] = mapped_column(JSONB, default=dict)


class PassengerSession(TimestampedModel):
    """A signed-in session: one per login or phone sign-in, deleted by logout.

    Only the SHA-256 of the current refresh token is stored; a refresh replaces it (so the old
    token is dead at once) and moves ``refresh_expires_at``. The token itself names the
    session (``<session id>.<secret>``); the hashes of the tokens it replaced are kept in
    ``RetiredRefreshToken``, which is how the reuse of an old token is recognised.
    """

    __tablename__ = "passenger_sessions"

    passenger_id: Mapped[uuid.UUID] = mapped_column(
        ForeignKey("passengers.id", ondelete="CASCADE"), index=True
    )
    refresh_token_hash: Mapped[str] = mapped_column(String(64), unique=True)
    refresh_expires_at: Mapped[datetime]
    rotated_at: Mapped[datetime | None]
    user_agent: Mapped[str | None] = mapped_column(String(200))


class RetiredRefreshToken(Base):
    """The SHA-256 of a refresh token a refresh replaced: presenting it again is a reuse
    (a token that was once valid), unlike a token that never was. Kept for a refresh
    token's lifetime after the rotation, and gone with its session."""

    __tablename__ = "passenger_retired_refresh_tokens"

    token_hash: Mapped[str] = mapped_column(String(64), primary_key=True)
    session_id: Mapped[uuid.UUID] = mapped_column(
        ForeignKey("passenger_sessions.id", ondelete="CASCADE"), index=True
    )
    retired_at: Mapped[datetime]


class LoginThrottle(Base):
    """Consecutive failed logins per e-mail address (lower-cased), whether or not an account
    has it, so a lockout tells nothing about which addresses exist (spec 02 §8)."""

    __tablename__ = "login_throttles"

    email: Mapped[str] = mapped_column(String(320), primary_key=True)
    failures: Mapped[int] = mapped_column(default=0)
    locked_until: Mapped[datetime | None]
    updated_at: Mapped[datetime] = mapped_column(default=clock.now, onupdate=clock.now)


class PhoneCode(Base):
    """The current sign-in code of a phone number (one per number; a new one replaces it).
    Only an HMAC of the code is stored."""

    __tablename__ = "phone_codes"

    phone: Mapped[str] = mapped_column(String(20), primary_key=True)
    code_hash: Mapped[str] = mapped_column(String(64))
    sent_at: Mapped[datetime]
    expires_at: Mapped[datetime]
    attempts: Mapped[int] = mapped_column(default=0)
    consumed_at: Mapped[datetime | None]


class EmailCode(Base):
    """The current code proving an account's e-mail address (one per account; a new one
    replaces it), bound to the address it was sent to. Only an HMAC of the code is stored."""

    __tablename__ = "email_codes"

    passenger_id: Mapped[uuid.UUID] = mapped_column(
        ForeignKey("passengers.id", ondelete="CASCADE"), primary_key=True
    )
    email: Mapped[str] = mapped_column(String(254))
    code_hash: Mapped[str] = mapped_column(String(64))
    sent_at: Mapped[datetime]
    expires_at: Mapped[datetime]
    attempts: Mapped[int] = mapped_column(default=0)
    consumed_at: Mapped[datetime | None]


class Device(TimestampedModel):
    """A push device of a passenger (spec 01 §2.2); ``push_token`` is the upsert key."""

    __tablename__ = "passenger_devices"
    __table_args__ = (CheckConstraint("platform IN ('ios', 'android', 'web')", name="platform"),)

    passenger_id: Mapped[uuid.UUID] = mapped_column(
        ForeignKey("passengers.id", ondelete="CASCADE"), index=True
    )
    platform: Mapped[str] = mapped_column(String(8))
    push_token: Mapped[str] = mapped_column(String(1024), unique=True)
    device_id: Mapped[str] = mapped_column(String(255))
    app_version: Mapped[str | None] = mapped_column(String(50))
    locale: Mapped[str | None] = mapped_column(String(35))
    is_active: Mapped[bool] = mapped_column(default=True)
