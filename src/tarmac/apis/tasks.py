"""Worker tasks of APIS passenger lists.

- ``apis.generate``: the lists that became due (the configured time before a flight's
  departure) and those whose content changed since (``service.generate_due``).
- ``apis.deliver``: the messages due now, POSTed to their destinations on the webhooks'
  retry schedule; each claimed and recorded in a transaction of its own, none held while
  an authority answers.

Both run on the sandbox clock's moves too, so a test sees a list made and retried by
moving time.
"""

import asyncio
import uuid
from typing import cast

import structlog
from sqlalchemy.ext.asyncio import AsyncEngine, AsyncSession, async_sessionmaker

from tarmac.apis import delivery, service
from tarmac.config import Settings
from tarmac.core import clock, metrics
from tarmac.db.engine import session_factory
from tarmac.events.registry import registry

log = structlog.get_logger("tarmac.apis")


@registry.every("apis.generate", 60, on_clock=True)
async def generate_due(session: AsyncSession, settings: Settings) -> int:
    return await service.generate_due(session)


async def _one(
    sessionmaker: async_sessionmaker[AsyncSession], target: delivery.Target, token: uuid.UUID
) -> None:
    outcome = await delivery.attempt(target, now=clock.now())
    async with sessionmaker() as session, session.begin():
        await service.record(session, target, token, outcome)


@registry.every("apis.deliver", 5, on_clock=True)
async def deliver_due(session: AsyncSession, settings: Settings) -> int:
    # the worker's sessions are bound to its engine
    sessionmaker = session_factory(cast(AsyncEngine, session.bind))
    async with sessionmaker() as claiming, claiming.begin():
        token, targets = await service.claim(claiming)
    ended = await asyncio.gather(
        *(_one(sessionmaker, target, token) for target in targets), return_exceptions=True
    )
    for target, end in zip(targets, ended, strict=True):
        if isinstance(end, Exception):
            # its lease lapses and the attempt is made again: at least once, never lost
            metrics.WORKER_ERRORS.labels("apis_delivery").inc()
            log.error("apis_attempt_failed", message_id=str(target.message_id), error=repr(end))
    return len(targets)
