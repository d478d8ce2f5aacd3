"""A small key-value table for deployment-wide values that change at run time. Values are
JSON. The sandbox test-clock offset is kept here; a key's meaning otherwise belongs to the
room that writes it (``airline``: ``tarmac.settings``; ``pricing``: dynamic pricing)."""

from datetime import datetime, timedelta
from typing import Any

from sqlalchemy import String, select
from sqlalchemy.dialects.postgresql import JSONB, insert
from sqlalchemy.ext.asyncio import AsyncSession
from sqlalchemy.orm import Mapped, mapped_column

from tarmac.core import clock
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


def test_clock_value(value: Any) -> tuple[timedelta, int]:
    """The stored test clock: ``{"seconds": ..., "version": ...}`` (a bare number, as
    written before versions, is version 0)."""
    if isinstance(value, dict):
        return timedelta(seconds=float(value["seconds"])), int(value["version"])
    return timedelta(seconds=float(value or 0)), 0


async def load_test_clock(session: AsyncSession) -> None:
    """Bring this process's clock offset in line with the one stored (sandbox only)."""
    clock.apply(*test_clock_value(await get_value(session, TEST_CLOCK_KEY, 0)))
