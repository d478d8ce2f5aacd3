"""A small key-value table for deployment-wide settings that staff change at run time
(airline settings, the sandbox test-clock offset). Values are JSON."""

from datetime import datetime, timedelta
from decimal import Decimal
from typing import Any

from pydantic import BaseModel, ConfigDict, Field, ValidationError
from sqlalchemy import String, select
from sqlalchemy.dialects.postgresql import JSONB, insert
from sqlalchemy.ext.asyncio import AsyncSession
from sqlalchemy.orm import Mapped, mapped_column

from tarmac.core import clock
from tarmac.core.errors import ValidationFailed
from tarmac.db.base import Base

TEST_CLOCK_KEY = "test_clock_offset_seconds"


class AppSetting(Base):
    __tablename__ = "app_settings"

    key: Mapped[str] = mapped_column(String(100), primary_key=True)
    value: Mapped[Any] = mapped_column(JSONB)
    updated_at: Mapped[datetime] = mapped_column(default=clock.now, onupdate=clock.now)


async def get_value(session: AsyncSession, key: str, default: Any = None) -> Any:
    value = await session.scalar(select(AppSetting.value).where(AppSetting.key == key))
    return default if value is None else value


async def set_value(session: AsyncSession, key: str, value: Any) -> None:
    statement = insert(AppSetting).values(key=key, value=value, updated_at=clock.now())
    await session.execute(
        statement.on_conflict_do_update(
            index_elements=[AppSetting.key],
            set_={"value": statement.excluded.value, "updated_at": statement.excluded.updated_at},
        )
    )


async def load_test_clock(session: AsyncSession) -> None:
    """Bring this process's clock offset in line with the one stored (sandbox only)."""
    seconds = await get_value(session, TEST_CLOCK_KEY, 0)
    clock.set_offset(timedelta(seconds=float(seconds)))


AIRLINE_SETTINGS_KEY = "airline"


class AirlineSettings(BaseModel):
    """The airline's run-time rules that staff tune in the back office (spec 02 §8 defaults)."""

    model_config = ConfigDict(extra="forbid")

    checkin_online_opens_hours: int = Field(24, ge=1, le=168)
    checkin_online_closes_minutes: int = Field(40, ge=0, le=600)
    checkin_counter_opens_hours: int = Field(3, ge=1, le=48)
    checkin_counter_closes_minutes: int = Field(40, ge=0, le=600)
    dynamic_pricing_enabled: bool = False
    # the spec's global setting `fare.exchange_threshold_hours`
    exchange_threshold_hours: int = Field(24, ge=0, le=8760)
    exchange_penalty_multiplier: Decimal = Field(Decimal("2.0"), ge=1, le=10)
    correction_block_minutes: int = Field(30, ge=0, le=1440)
    pending_payment_minutes: int = Field(15, ge=1, le=120)


async def get_airline_settings(session: AsyncSession) -> AirlineSettings:
    stored = await get_value(session, AIRLINE_SETTINGS_KEY, {})
    return AirlineSettings.model_validate(stored)


async def update_airline_settings(
    session: AsyncSession, changes: dict[str, Any]
) -> AirlineSettings:
    current = (await get_airline_settings(session)).model_dump(mode="json")
    try:
        merged = AirlineSettings.model_validate({**current, **changes})
    except ValidationError as exc:
        raise ValidationFailed(
            [{"type": e["type"], "loc": ["body", *e["loc"]], "msg": e["msg"]} for e in exc.errors()]
        ) from exc
    await set_value(session, AIRLINE_SETTINGS_KEY, merged.model_dump(mode="json"))
    return merged
