"""Worker tasks of flight operations.

- ``record_flight_times``: a flight no operation has recorded as departed or arrived is
  recorded so at its times (scheduled plus delay; the arrival after the recorded
  departure), with its coupons, bookings, events and history (``service.record_due``).
  It runs on the sandbox clock's moves too, so a test sees a flight depart by moving time.
"""

from sqlalchemy.ext.asyncio import AsyncSession

from tarmac.config import Settings
from tarmac.events.registry import registry
from tarmac.flightops import service

EVERY_SECONDS = 60


@registry.every("record_flight_times", EVERY_SECONDS, on_clock=True)
async def record_flight_times(session: AsyncSession, settings: Settings) -> int:
    return await service.record_due(session)
