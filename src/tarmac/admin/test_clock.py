"""The sandbox test clock: staff move time forward to test expiries and windows (DESIGN.md
"Time"). The offset is stored so every process sees it."""

from datetime import timedelta

from sqlalchemy.ext.asyncio import AsyncSession

from tarmac.core import clock
from tarmac.db import app_settings


async def advance(session: AsyncSession, seconds: int) -> timedelta:
    await app_settings.load_test_clock(session)
    new_offset = clock.offset() + timedelta(seconds=seconds)
    await app_settings.set_value(session, app_settings.TEST_CLOCK_KEY, new_offset.total_seconds())
    clock.set_offset(new_offset)
    return new_offset


async def reset(session: AsyncSession) -> None:
    await app_settings.set_value(session, app_settings.TEST_CLOCK_KEY, 0)
    clock.set_offset(timedelta(0))
