"""Worker tasks: expire pending bookings whose 15 minutes have passed, giving their places
and seats back and emitting ``booking.expired``. Reads and actions on such a booking expire
it at once; the sweep makes sure places come back even when nobody looks (a batch a tick,
oldest first, rows another worker holds skipped). Likewise drafts: those past their
``expires_at`` become ``expired`` and those whose places a booking took ``released``, the
places they still hold given back."""

from sqlalchemy.ext.asyncio import AsyncSession

from tarmac.bookings import drafts, service
from tarmac.config import Settings
from tarmac.events.registry import registry

SWEEP_SECONDS = 15


@registry.every("expire_bookings", SWEEP_SECONDS, on_clock=True)
async def expire_bookings(session: AsyncSession, settings: Settings) -> None:
    await service.expire_due(session)


@registry.every("settle_drafts", SWEEP_SECONDS)
async def settle_drafts(session: AsyncSession, settings: Settings) -> None:
    await drafts.settle_due(session)
