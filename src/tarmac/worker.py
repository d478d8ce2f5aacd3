"""The background worker: fans out outbox events to the handlers domains register in
``tarmac.events.registry``, and runs the periodic tasks registered there (rate feeds,
expiries, sweeps).

Several workers (and the one inside ``tarmac serve``) may run at once: events are claimed
with ``FOR UPDATE SKIP LOCKED`` and each periodic task's schedule row is locked while it
runs, so nothing is processed twice. A failed handler leaves its event for a later attempt
with backoff; nothing is dropped.
"""

import asyncio
import contextlib
import signal
from datetime import timedelta

import structlog
from sqlalchemy import select
from sqlalchemy.dialects.postgresql import insert
from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker

from tarmac.config import Settings
from tarmac.core import clock, metrics
from tarmac.db import app_settings, idempotency
from tarmac.events.models import OutboxEvent, WorkerSchedule
from tarmac.events.registry import Periodic, Registry, registry

log = structlog.get_logger("tarmac.worker")
# rounds of run_due at most: a task that keeps reporting work it does not finish must not
# hold the clock call for ever
DUE_ROUNDS = 1000

MAX_BACKOFF = timedelta(hours=1)


def backoff(attempts: int) -> timedelta:
    return min(MAX_BACKOFF, timedelta(seconds=2**attempts))


class Worker:
    def __init__(
        self,
        sessionmaker: async_sessionmaker[AsyncSession],
        settings: Settings,
        tasks: Registry = registry,
        name: str = "worker",
    ) -> None:
        self.sessionmaker = sessionmaker
        self.settings = settings
        self.tasks = tasks
        self.name = name

    async def run(self, stop: asyncio.Event) -> None:
        """Loop until ``stop`` is set; the batch in hand is finished before exiting."""
        log.info("worker_started", worker=self.name)
        await self.ensure_schedules()
        while not stop.is_set():
            try:
                done = await self.run_once()
            except Exception:
                metrics.WORKER_ERRORS.labels("iteration").inc()
                log.exception("worker_iteration_failed", worker=self.name)
                done = 0
            if done == 0:
                with contextlib.suppress(TimeoutError):
                    await asyncio.wait_for(stop.wait(), timeout=self.settings.worker_poll_seconds)
        log.info("worker_stopped", worker=self.name)

    async def run_once(self) -> int:
        """One pass: a batch of due events, then the periodic tasks that are due."""
        if self.settings.is_sandbox:
            async with self.sessionmaker() as session:
                await app_settings.load_test_clock(session)
        processed = await self.process_events()
        for task in list(self.tasks.periodic.values()):
            processed += await self.run_periodic(task)
        return processed

    async def process_events(self, *, wait: bool = False) -> int:
        """A batch of due events (``wait``: also those another worker holds, once it is done
        with them, instead of skipping them)."""
        async with self.sessionmaker() as session, session.begin():
            events = (
                await session.scalars(
                    select(OutboxEvent)
                    .where(
                        OutboxEvent.processed_at.is_(None), OutboxEvent.available_at <= clock.now()
                    )
                    .order_by(OutboxEvent.available_at, OutboxEvent.created_at)
                    .limit(self.settings.worker_batch_size)
                    .with_for_update(skip_locked=not wait)
                )
            ).all()
            for event in events:
                await self._handle(session, event)
        return len(events)

    async def _handle(self, session: AsyncSession, event: OutboxEvent) -> None:
        try:
            async with session.begin_nested():
                for handler in self.tasks.handlers_for(event.type):
                    await handler(session, event, self.settings)
        except Exception as exc:
            metrics.WORKER_ERRORS.labels("event_handler").inc()
            event.attempts += 1
            event.available_at = clock.now() + backoff(event.attempts)
            event.last_error = f"{type(exc).__name__}: {exc}"[:2000]
            log.warning(
                "event_handler_failed",
                event_id=str(event.id),
                type=event.type,
                attempts=event.attempts,
                error=event.last_error,
            )
        else:
            event.processed_at = clock.now()
        await session.flush()

    async def ensure_schedules(self) -> None:
        if not self.tasks.periodic:
            return
        async with self.sessionmaker() as session, session.begin():
            await session.execute(
                insert(WorkerSchedule)
                .values(
                    [{"name": name, "next_run_at": clock.now()} for name in self.tasks.periodic]
                )
                .on_conflict_do_nothing(index_elements=[WorkerSchedule.name])
            )

    async def run_due(self) -> int:
        """All the work due now, before returning: the outbox events available and the
        periodic tasks that keep time (``every(..., on_clock=True)``) whatever their schedule,
        each run again until it reports nothing left (every lapsed booking, not one batch),
        and again from the start while a round did something (an expiry queues an e-mail).
        Work another worker holds is waited for, not skipped. The sandbox runs it when its
        test clock moves, so an integrator's test needs no sleeps. Returns how many events
        and items were handled."""
        await self.ensure_schedules()
        clocked = [task for task in self.tasks.periodic.values() if task.on_clock]
        processed = 0
        for _ in range(DUE_ROUNDS):
            done = await self.process_events(wait=True)
            for task in clocked:
                done += await self._run(task, now=True, wait=True) or 0
            processed += done
            if done == 0:
                return processed
        log.warning("run_due_unfinished", rounds=DUE_ROUNDS, processed=processed)
        return processed

    async def run_periodic(self, task: Periodic, *, now: bool = False) -> int:
        """Run ``task`` if its schedule says it is due (``now``: whatever it says); 1 if it
        ran."""
        return 0 if await self._run(task, now=now) is None else 1

    async def _run(self, task: Periodic, *, now: bool, wait: bool = False) -> int | None:
        """Run ``task`` once, with its schedule row locked (``wait``: once another worker's
        run of it is over, rather than not at all); how many items it handled (None: it did
        not run)."""
        async with self.sessionmaker() as session, session.begin():
            due = WorkerSchedule.name == task.name
            if not now:
                due = due & (WorkerSchedule.next_run_at <= clock.now())
            schedule = await session.scalar(
                select(WorkerSchedule).where(due).with_for_update(skip_locked=not wait)
            )
            if schedule is None:
                return None
            handled = 0
            try:
                async with session.begin_nested():
                    handled = await task.run(session, self.settings) or 0
                schedule.last_error = None
            except Exception as exc:
                metrics.WORKER_ERRORS.labels("periodic_task").inc()
                schedule.last_error = f"{type(exc).__name__}: {exc}"[:2000]
                log.warning("periodic_task_failed", task=task.name, error=schedule.last_error)
            schedule.last_run_at = clock.now()
            schedule.next_run_at = clock.now() + task.every
        return handled


def install_signal_handlers(stop: asyncio.Event) -> None:
    loop = asyncio.get_running_loop()
    for sig in (signal.SIGINT, signal.SIGTERM):
        loop.add_signal_handler(sig, stop.set)


# The tables of db itself belong to no domain: their sweeps are registered here.
@registry.every(idempotency.SWEEP_TASK, idempotency.SWEEP_SECONDS)
async def purge_idempotency_keys(session: AsyncSession, settings: Settings) -> None:
    """Stored answers of idempotent requests past their 24 hours (they are ignored from
    then on; this keeps the table small)."""
    await idempotency.purge_expired(session)


TASK_MODULES = (
    "tarmac.bookings.tasks",
    "tarmac.exchanges.tasks",  # after the bookings' expiry: a lapsed exchange is settled
    "tarmac.content.tasks",
    "tarmac.messaging.tasks",
    "tarmac.payments.tasks",
    "tarmac.pricing.tasks",
    "tarmac.flightops.tasks",
    "tarmac.apis.tasks",
    "tarmac.webhooks.tasks",
    # the body of an agency's NDC deliveries (OrderChangeNotif), rendered by the fan-out above
    "tarmac.ndc.tasks",
    "tarmac.push.tasks",
    # after flight operations: a flight's departure is recorded before its changes are answered
    "tarmac.disruptions.tasks",
)


def load_tasks() -> Registry:
    """Import the modules that register worker tasks."""
    import importlib

    for module in TASK_MODULES:
        importlib.import_module(module)
    return registry
