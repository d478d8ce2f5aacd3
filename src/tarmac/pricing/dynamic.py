"""Dynamic pricing (spec 01 §4.4 rule 3) and the pricing settings staff tune.

Dynamic multipliers apply only when the airline setting ``dynamic_pricing_enabled`` is on.
Decisions (the spec names the multipliers, not how they combine):

- Load factor = seats sold / seats over every booking class of the flight. Above 70 % the
  fare is +5 %, above 85 % +10 % ("above" is strict); only the highest tier reached applies.
  The tiers are configurable. A schedule-based quote (no flight) has no load factor.
- Day of week (ISO 1 = Monday .. 7), season (``MM-DD`` to ``MM-DD``, inclusive, may wrap
  over the new year) and booking curve (the step with the smallest ``max_days_before`` that
  is not below the days left to departure) are configured by staff; none by default.
- The date is the leg's departure date; days before departure are counted from today's date
  in the airline's time zone (Bishkek).
- Multipliers compound in this order (load factor, day of week, season, booking curve):
  each applies to the leg's base-fare subtotal as already adjusted, delta = fare x
  (factor - 1) rounded half-up (so factors below 1 never take a fare below zero); each
  becomes a ``dynamic_pricing`` line item (``metadata.base`` = the fare it applied to) and
  an ``applied_rules`` entry with ``factor`` and ``delta``.
"""

import re
from datetime import date
from decimal import ROUND_HALF_UP, Decimal
from typing import Any

from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator
from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from tarmac.core.errors import invalid_request
from tarmac.db import app_settings
from tarmac.db.app_settings import AppSetting
from tarmac.settings import service as airline_settings
from tarmac.settings.service import AIRLINE_SETTINGS_KEY, AirlineSettings

PRICING_SETTINGS_KEY = "pricing"
AIRLINE_PRICING_KEYS = frozenset(
    {"dynamic_pricing_enabled", "exchange_threshold_hours", "exchange_penalty_multiplier"}
)
Factor = Field(ge=Decimal("0.1"), le=Decimal("10"))
MONTH_DAY = re.compile(r"^(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$")


class LoadFactorTier(BaseModel):
    model_config = ConfigDict(extra="forbid")

    above_percent: Decimal = Field(ge=0, le=100)
    factor: Decimal = Factor


class Season(BaseModel):
    model_config = ConfigDict(extra="forbid")

    name: str = Field(min_length=1, max_length=100)
    start: str = Field(description="MM-DD")
    end: str = Field(description="MM-DD (inclusive; may be before start to wrap a new year)")
    factor: Decimal = Factor

    @field_validator("start", "end")
    @classmethod
    def _month_day(cls, value: str) -> str:
        if not MONTH_DAY.match(value):
            raise ValueError("use MM-DD")
        return value

    def covers(self, day: date) -> bool:
        key = day.strftime("%m-%d")
        if self.start <= self.end:
            return self.start <= key <= self.end
        return key >= self.start or key <= self.end


class BookingCurveStep(BaseModel):
    model_config = ConfigDict(extra="forbid")

    name: str | None = Field(default=None, max_length=100)
    max_days_before: int = Field(ge=0, le=1000)
    factor: Decimal = Factor


def _default_tiers() -> list[LoadFactorTier]:
    return [
        LoadFactorTier(above_percent=Decimal(70), factor=Decimal("1.05")),
        LoadFactorTier(above_percent=Decimal(85), factor=Decimal("1.10")),
    ]


class PricingSettings(BaseModel):
    """Staff-tuned dynamic pricing (stored in ``app_settings`` under ``pricing``)."""

    model_config = ConfigDict(extra="forbid")

    load_factor_tiers: list[LoadFactorTier] = Field(default_factory=_default_tiers, max_length=10)
    day_of_week_factors: dict[int, Decimal] = Field(
        default_factory=dict, description="ISO weekday (1 = Monday) to factor"
    )
    seasons: list[Season] = Field(default_factory=list, max_length=50)
    booking_curve: list[BookingCurveStep] = Field(default_factory=list, max_length=50)

    @field_validator("day_of_week_factors")
    @classmethod
    def _weekdays(cls, value: dict[int, Decimal]) -> dict[int, Decimal]:
        for day, factor in value.items():
            if not 1 <= day <= 7:
                raise ValueError("weekdays are 1 (Monday) to 7 (Sunday)")
            if not Decimal("0.1") <= factor <= Decimal(10):
                raise ValueError("factors are between 0.1 and 10")
        return value


class Settings(BaseModel):
    """Everything the quote pipeline reads from the settings, loaded in one query."""

    airline: AirlineSettings
    pricing: PricingSettings


async def load(session: AsyncSession) -> Settings:
    rows = await session.execute(
        select(AppSetting.key, AppSetting.value).where(
            AppSetting.key.in_([AIRLINE_SETTINGS_KEY, PRICING_SETTINGS_KEY])
        )
    )
    values = {key: value for key, value in rows.all()}
    return Settings(
        airline=AirlineSettings.model_validate(values.get(AIRLINE_SETTINGS_KEY) or {}),
        pricing=PricingSettings.model_validate(values.get(PRICING_SETTINGS_KEY) or {}),
    )


async def update_pricing_settings(session: AsyncSession, changes: dict[str, Any]) -> Settings:
    """Change dynamic-pricing tables and the airline's pricing switches together:
    ``dynamic_pricing_enabled``, ``exchange_threshold_hours`` and
    ``exchange_penalty_multiplier`` are airline settings; the rest are pricing settings."""
    airline_changes = {k: v for k, v in changes.items() if k in AIRLINE_PRICING_KEYS}
    pricing_changes = {k: v for k, v in changes.items() if k not in AIRLINE_PRICING_KEYS}
    current = await load(session)
    try:
        merged = PricingSettings.model_validate(
            {**current.pricing.model_dump(mode="json"), **pricing_changes}
        )
    except ValidationError as exc:
        raise invalid_request([{**e, "loc": ["body", *e["loc"]]} for e in exc.errors()]) from exc
    airline = current.airline
    if airline_changes:
        airline = await airline_settings.update(session, airline_changes)
    await app_settings.set_value(session, PRICING_SETTINGS_KEY, merged.model_dump(mode="json"))
    return Settings(airline=airline, pricing=merged)


class Multiplier(BaseModel):
    rule_type: str
    name: str
    factor: Decimal
    description: str


def multipliers(
    settings: PricingSettings,
    *,
    departure: date,
    today: date,
    seats: int | None,
    sold: int | None,
) -> list[Multiplier]:
    """The dynamic multipliers of one leg (call only when dynamic pricing is enabled)."""
    found: list[Multiplier] = []
    if seats:
        load_percent = Decimal(sold or 0) * 100 / Decimal(seats)
        reached = [t for t in settings.load_factor_tiers if load_percent > t.above_percent]
        if reached:
            tier = max(reached, key=lambda t: t.above_percent)
            shown = load_percent.quantize(Decimal("0.1"), rounding=ROUND_HALF_UP)
            found.append(
                Multiplier(
                    rule_type="load_factor",
                    name=f"load_factor_above_{tier.above_percent.normalize():f}",
                    factor=tier.factor,
                    description=(
                        f"Load factor {shown} % is above {tier.above_percent.normalize():f} %"
                    ),
                )
            )
    weekday = departure.isoweekday()
    factor = settings.day_of_week_factors.get(weekday)
    if factor is not None and factor != 1:
        found.append(
            Multiplier(
                rule_type="day_of_week",
                name=departure.strftime("%A").lower(),
                factor=factor,
                description=f"Departure on {departure.strftime('%A')}",
            )
        )
    for season in settings.seasons:
        if season.covers(departure) and season.factor != 1:
            found.append(
                Multiplier(
                    rule_type="season",
                    name=season.name,
                    factor=season.factor,
                    description=f"Season {season.name} ({season.start} to {season.end})",
                )
            )
            break
    days_before = (departure - today).days
    steps = sorted(
        (s for s in settings.booking_curve if s.max_days_before >= days_before),
        key=lambda s: s.max_days_before,
    )
    if steps and steps[0].factor != 1:
        step = steps[0]
        found.append(
            Multiplier(
                rule_type="booking_curve",
                name=step.name or f"within_{step.max_days_before}_days",
                factor=step.factor,
                description=(
                    f"{days_before} days before departure (at most {step.max_days_before} days)"
                ),
            )
        )
    return found
