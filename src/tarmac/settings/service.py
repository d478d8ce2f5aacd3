"""The airline's settings: the run-time rules staff tune in the back office (check-in
windows, dynamic pricing switch, exchange threshold and penalty, correction block, pending
payment time, disruption retime threshold), spec 02 §8 defaults. Not the deployment's
configuration (``tarmac.config``, read from the environment at start).

They are stored as one JSON value in the ``app_settings`` key-value table (``tarmac.db``).
``AirlineSettings`` is both what is stored and what the service returns: the rooms that
obey a setting read it from here, and pricing reads the stored value together with its own
settings in one query.
"""

from decimal import Decimal
from typing import Any

from pydantic import BaseModel, ConfigDict, Field, ValidationError
from sqlalchemy.ext.asyncio import AsyncSession

from tarmac.core.errors import invalid_request
from tarmac.db import app_settings

AIRLINE_SETTINGS_KEY = "airline"


class AirlineSettings(BaseModel):
    """The airline's run-time rules that staff tune in the back office (spec 02 §8 defaults)."""

    model_config = ConfigDict(extra="forbid")

    checkin_online_opens_hours: int = Field(24, ge=1, le=168)
    checkin_online_closes_minutes: int = Field(40, ge=0, le=600)
    checkin_counter_opens_hours: int = Field(3, ge=1, le=48)
    checkin_counter_closes_minutes: int = Field(40, ge=0, le=600)
    # a seat chosen at check-in is free whatever its zone (spec 01 §4.8 has no payment
    # there); on: a traveller's seat in a priced zone is 422 ``seat_needs_payment``
    checkin_seat_fee_charged: bool = False
    dynamic_pricing_enabled: bool = False
    # the spec's global setting `fare.exchange_threshold_hours`
    exchange_threshold_hours: int = Field(24, ge=0, le=8760)
    exchange_penalty_multiplier: Decimal = Field(Decimal("2.0"), ge=1, le=10)
    correction_block_minutes: int = Field(30, ge=0, le=1440)
    pending_payment_minutes: int = Field(15, ge=1, le=120)
    # delivered webhooks and processed outbox events are purged after it (dead letters kept)
    webhook_retention_days: int = Field(30, ge=1, le=3650)
    # a delay from this many minutes is an airline change of the bookings on the flight
    # (disruptions); flight.delayed is only emitted from 30 minutes, hence the floor
    disruption_retime_threshold_minutes: int = Field(120, ge=30, le=1440)
    # emit ``api.deprecated`` (spec 02 §6.1, "only when configured") for each route a release
    # marks deprecated, once, when an API process of that release starts
    api_deprecated_events: bool = False


async def get(session: AsyncSession) -> AirlineSettings:
    stored = await app_settings.get_value(session, AIRLINE_SETTINGS_KEY, {})
    return AirlineSettings.model_validate(stored)


async def update(session: AsyncSession, changes: dict[str, Any]) -> AirlineSettings:
    """Change some settings; the others keep their values. Unknown names are 422."""
    current = (await get(session)).model_dump(mode="json")
    try:
        merged = AirlineSettings.model_validate({**current, **changes})
    except ValidationError as exc:
        raise invalid_request([{**e, "loc": ["body", *e["loc"]]} for e in exc.errors()]) from exc
    await app_settings.set_value(session, AIRLINE_SETTINGS_KEY, merged.model_dump(mode="json"))
    return merged
