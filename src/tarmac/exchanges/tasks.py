"""Worker tasks of exchanges.

- ``settle_lapsed_exchanges``: a booking an exchange made that expired with its difference
  unpaid undoes the exchange, once (``service.settle_lapsed``): the replaced booking is
  restored where its places are free, else the money carried over goes back as its fare
  refunds a cancellation. It runs after the bookings' expiry sweep, so ``run-due``
  expires and settles in one call.
"""

from sqlalchemy.ext.asyncio import AsyncSession

from tarmac.config import Settings
from tarmac.events.registry import registry
from tarmac.exchanges import service
from tarmac.payments.configured import provider_for

LAPSE_SECONDS = 15


@registry.every("settle_lapsed_exchanges", LAPSE_SECONDS, on_clock=True)
async def settle_lapsed_exchanges(session: AsyncSession, settings: Settings) -> int:
    return await service.settle_lapsed(session, provider_for(settings))
