"""Worker tasks of disruptions.

- ``record_airline_changes``: ``flight.cancelled``, ``flight.diverted`` and
  ``flight.delayed`` record a change on each affected booking (``service.record``; once per
  booking and event, however often the handler runs).
- ``follow_the_flight``: the internal ``flight.delay_changed`` (every change of a delay,
  also under 30 minutes) withdraws the flight's pending changes it no longer bears
  (``service.follow``; the recording above does so too before it records).
- ``answer_airline_changes``: changes nobody answered are accepted once their flight has
  left, and a cancellation refunded in full once its scheduled departure has passed
  (``service.answer_due``); on the sandbox clock's moves too.
"""

from sqlalchemy.ext.asyncio import AsyncSession

from tarmac.config import Settings
from tarmac.disruptions import service
from tarmac.events.models import OutboxEvent
from tarmac.events.registry import registry
from tarmac.payments.configured import provider_for

ANSWER_SECONDS = 60


@registry.on_event("flight.cancelled")
@registry.on_event("flight.diverted")
@registry.on_event("flight.delayed")
async def record_airline_changes(
    session: AsyncSession, event: OutboxEvent, settings: Settings
) -> None:
    await service.record(session, event)


@registry.on_event("flight.delay_changed")
async def follow_the_flight(session: AsyncSession, event: OutboxEvent, settings: Settings) -> None:
    await service.follow(session, event)


@registry.every("answer_airline_changes", ANSWER_SECONDS, on_clock=True)
async def answer_airline_changes(session: AsyncSession, settings: Settings) -> int:
    return await service.answer_due(session, provider_for(settings))
