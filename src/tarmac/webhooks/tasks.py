"""The worker's part of webhooks: the fan-out of every outbox event into deliveries, the
delivery of due attempts, and the purge after the airline's retention.

Each worker process delivers what it claimed concurrently (asyncio), at most
``PER_SUBSCRIPTION`` attempts in flight per subscription, so one slow receiver holds only
its own slots. The periodic task keeps claiming as attempts end, for ``WAIT_SECONDS`` at
most, and returns: the task's schedule lock is then free for another worker to claim more,
and a slow attempt goes on in the background, its outcome committed when it ends."""

import asyncio
import uuid
import weakref
from typing import cast

import structlog
from sqlalchemy.ext.asyncio import AsyncEngine, AsyncSession, async_sessionmaker

from tarmac.config import Settings
from tarmac.core import clock, metrics
from tarmac.db.engine import session_factory
from tarmac.events.models import OutboxEvent
from tarmac.events.registry import registry
from tarmac.settings import service as airline_settings
from tarmac.webhooks import delivery, service

log = structlog.get_logger("tarmac.webhooks")

PER_SUBSCRIPTION = 4
BATCH = 50
WAIT_SECONDS = 1.0
DELIVER_TASK = "webhooks.deliver"


class Deliverer:
    """This process's attempts in flight (one per event loop)."""

    def __init__(self) -> None:
        self.busy: dict[uuid.UUID, int] = {}
        self.running: set[asyncio.Task[None]] = set()

    async def run(self, engine: AsyncEngine, settings: Settings) -> int:
        """For ``WAIT_SECONDS`` at most: claim due deliveries, start their attempts, and
        claim again as attempts end and free their subscription's slots; how many were
        claimed. Attempts still running go on after it returns."""
        sessionmaker = session_factory(engine)
        live = settings.mode == "live"
        loop = asyncio.get_running_loop()
        deadline = loop.time() + WAIT_SECONDS
        claimed = 0
        while True:
            async with sessionmaker() as session, session.begin():
                token, targets = await service.claim(
                    session, batch=BATCH, per_subscription=PER_SUBSCRIPTION, busy=dict(self.busy)
                )
            claimed += len(targets)
            for target in targets:
                self.busy[target.subscription_id] = self.busy.get(target.subscription_id, 0) + 1
                task = asyncio.create_task(self._one(sessionmaker, target, token, live))
                self.running.add(task)
                task.add_done_callback(self.running.discard)
            remaining = deadline - loop.time()
            if not self.running or remaining <= 0:
                return claimed
            done, _ = await asyncio.wait(
                set(self.running), timeout=remaining, return_when=asyncio.FIRST_COMPLETED
            )
            if not done:
                return claimed

    async def _one(
        self,
        sessionmaker: async_sessionmaker[AsyncSession],
        target: delivery.Target,
        token: uuid.UUID,
        live: bool,
    ) -> None:
        try:
            outcome = await delivery.attempt(target, live=live, now=clock.now())
            async with sessionmaker() as session, session.begin():
                became = await service.record(session, target, token, outcome)
            if became is not None:
                metrics.WEBHOOK_ATTEMPTS.labels(became).inc()
        except Exception:
            # the lease lapses and the attempt is made again: at least once, never lost
            metrics.WORKER_ERRORS.labels("webhook_delivery").inc()
            log.exception("webhook_attempt_failed", delivery_id=str(target.delivery_id))
        finally:
            left = self.busy.get(target.subscription_id, 1) - 1
            if left > 0:
                self.busy[target.subscription_id] = left
            else:
                self.busy.pop(target.subscription_id, None)


_deliverers: "weakref.WeakKeyDictionary[asyncio.AbstractEventLoop, Deliverer]" = (
    weakref.WeakKeyDictionary()
)


def deliverer() -> Deliverer:
    loop = asyncio.get_running_loop()
    found = _deliverers.get(loop)
    if found is None:
        found = _deliverers[loop] = Deliverer()
    return found


@registry.on_event("*")
async def fan_out(session: AsyncSession, event: OutboxEvent, settings: Settings) -> None:
    """One delivery per matching subscription, in the worker's transaction of the event."""
    await service.fan_out(session, event)


@registry.every(DELIVER_TASK, 0.5, on_clock=True)
async def deliver_due(session: AsyncSession, settings: Settings) -> int:
    """The attempts due now (the first at once, the retries at the schedule's times)."""
    # the worker's sessions are bound to its engine
    return await deliverer().run(cast(AsyncEngine, session.bind), settings)


@registry.every("webhooks.purge", 3600)
async def purge_delivered(session: AsyncSession, settings: Settings) -> int:
    """Delivered deliveries and processed events past the airline's retention."""
    days = (await airline_settings.get(session)).webhook_retention_days
    return await service.purge(session, days)
