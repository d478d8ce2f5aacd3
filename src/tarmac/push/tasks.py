"""Worker tasks of push notifications: the outbox events that queue pushes, the sending of
queued pushes, and the check-in windows that open (``service``)."""

from sqlalchemy.ext.asyncio import AsyncSession

from tarmac.config import Settings
from tarmac.events.models import OutboxEvent
from tarmac.events.registry import registry
from tarmac.push import service

DELIVER_TASK = "push_messages"
DELIVER_SECONDS = 1
CHECKIN_OPEN_TASK = "push_checkin_open"
CHECKIN_OPEN_SECONDS = 60


def _queue(event_type: str) -> None:
    @registry.on_event(event_type)
    async def queue_pushes(session: AsyncSession, event: OutboxEvent, settings: Settings) -> None:
        await service.queue_for_event(session, event)


for _event_type in service.EVENT_TYPES:
    _queue(_event_type)


@registry.every(CHECKIN_OPEN_TASK, CHECKIN_OPEN_SECONDS, on_clock=True)
async def checkin_open(session: AsyncSession, settings: Settings) -> int:
    return await service.queue_checkin_open(session, settings)


@registry.every(DELIVER_TASK, DELIVER_SECONDS, on_clock=True)
async def deliver_pushes(session: AsyncSession, settings: Settings) -> int:
    return await service.deliver_due(session, settings)
