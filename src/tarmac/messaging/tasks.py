"""Worker task: deliver the queued e-mails and SMS (``service.deliver_due``).

It runs every ``TICK_SECONDS``; each run sends one batch (``TARMAC_MESSAGES_BATCH_SIZE``)
in the worker's transaction, claimed with ``FOR UPDATE SKIP LOCKED``. The sandbox's test clock
sends all that is due before its call answers (``on_clock``).
"""

from sqlalchemy.ext.asyncio import AsyncSession

from tarmac.config import Settings
from tarmac.events.registry import registry
from tarmac.messaging import service

TASK_NAME = "outgoing_messages"
TICK_SECONDS = 1


@registry.every(TASK_NAME, TICK_SECONDS, on_clock=True)
async def deliver_messages(session: AsyncSession, settings: Settings) -> int:
    return await service.deliver_due(session, settings)
