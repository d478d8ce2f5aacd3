"""A passenger's account (spec 01 §2.1) as its holder sees and changes it (profile, preferences,
documents), the defaults a new account gets, the airline's name in its messages, and the
accounts as the airline's staff find, read and deactivate them."""

import uuid
from typing import Any, ClassVar, cast

import structlog
from sqlalchemy import CursorResult, delete, exists, func, select
from sqlalchemy.exc import IntegrityError
from sqlalchemy.ext.asyncio import AsyncSession

from tarmac.accounts.errors import (
    AccountDeactivated,
    AccountGone,
    FfpNumberTaken,
    PhoneChangeNeedsVerification,
)
from tarmac.accounts.models import Passenger, PassengerSession
from tarmac.content import service as content
from tarmac.core import clock
from tarmac.core.errors import NotFound
from tarmac.db.crud import Records

log = structlog.get_logger("tarmac.accounts")

DEFAULT_LANGUAGE = "ru"


def default_preferences(language: str | None = None) -> dict[str, Any]:
    return {
        "seat": None,
        "meal": None,
        "language": language or DEFAULT_LANGUAGE,
        "notifications": {"email": True, "push": True},
    }


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
            # a DELETE's result is a CursorResult, which counts its rows
            ended = cast(
                CursorResult[Any],
                await session.execute(
                    delete(PassengerSession).where(PassengerSession.passenger_id == row.id)
                ),
            )
            log.info("passenger_deactivated", passenger_id=str(row.id), sessions=ended.rowcount)
        elif changes.get("is_active") is True and not row.is_active:
            log.info("passenger_reactivated", passenger_id=str(row.id))
        return changes


passengers = Passengers()


async def airline_name(session: AsyncSession, language: str | None) -> str:
    """The airline's name for messages (its English name in English), or ``Tarmac``."""
    try:
        profile = await content.get_airline_profile(session)
    except NotFound:
        profile = None
    return content.airline_name_in(profile, language)
