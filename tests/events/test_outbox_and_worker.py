"""The transactional outbox and the worker that drains it."""

import asyncio
from collections import Counter
from datetime import timedelta

from sqlalchemy import func, select

from tarmac.core import clock
from tarmac.events.models import OutboxEvent
from tarmac.events.outbox import emit
from tarmac.events.registry import Registry
from tarmac.worker import Worker
from tests.conftest import make_settings


async def test_event_is_stored_with_its_transaction(db):
    event = await emit(db, "booking.created", {"booking_reference": "ABC123"})
    await db.commit()
    stored = await db.get(OutboxEvent, event.id)
    assert stored.type == "booking.created"
    assert stored.payload == {"booking_reference": "ABC123"}
    assert stored.processed_at is None


async def test_event_is_rolled_back_with_its_transaction(db):
    await emit(db, "booking.created", {"booking_reference": "ABC123"})
    await db.rollback()
    assert await db.scalar(select(func.count()).select_from(OutboxEvent)) == 0


async def test_two_workers_process_each_event_exactly_once(app, db):
    for i in range(120):
        await emit(db, "booking.created", {"n": i})
    await db.commit()
    seen: Counter = Counter()
    tasks = Registry()

    @tasks.on_event("booking.*")
    async def record(session, event, settings):
        seen[event.payload["n"]] += 1
        await asyncio.sleep(0)  # let the other worker run while rows are locked

    settings = make_settings(worker_batch_size=10)
    workers = [Worker(app.state.sessionmaker, settings, tasks, name=f"w{i}") for i in range(2)]

    async def drain(worker):
        while await worker.process_events():
            pass

    await asyncio.gather(*(drain(w) for w in workers))
    assert sorted(seen) == list(range(120))
    assert set(seen.values()) == {1}
    pending = await db.scalar(
        select(func.count()).select_from(OutboxEvent).where(OutboxEvent.processed_at.is_(None))
    )
    assert pending == 0


async def test_failed_handler_keeps_the_event_for_a_later_attempt(app, db):
    event = await emit(db, "flight.delayed", {"flight_id": "x"})
    await db.commit()
    tasks = Registry()
    calls = []

    @tasks.on_event("flight.delayed")
    async def flaky(session, evt, settings):
        calls.append(evt.id)
        if len(calls) == 1:
            raise RuntimeError("receiver down")

    worker = Worker(app.state.sessionmaker, make_settings(), tasks)
    assert await worker.process_events() == 1
    failed = await db.get(OutboxEvent, event.id, populate_existing=True)
    assert failed.processed_at is None
    assert failed.attempts == 1
    assert "receiver down" in failed.last_error
    assert await worker.process_events() == 0  # backing off
    clock.set_offset(timedelta(seconds=3))
    assert await worker.process_events() == 1
    done = await db.get(OutboxEvent, event.id, populate_existing=True)
    assert done.processed_at is not None
    assert len(calls) == 2


async def test_periodic_task_runs_once_per_interval_across_workers(app):
    tasks = Registry()
    runs = []

    @tasks.every("sweep", seconds=60)
    async def sweep(session, settings):
        runs.append(clock.now())
        await asyncio.sleep(0.05)

    settings = make_settings()
    workers = [Worker(app.state.sessionmaker, settings, tasks, name=f"w{i}") for i in range(2)]
    await workers[0].ensure_schedules()
    await asyncio.gather(*(w.run_periodic(tasks.periodic["sweep"]) for w in workers))
    assert len(runs) == 1
    await asyncio.gather(*(w.run_periodic(tasks.periodic["sweep"]) for w in workers))
    assert len(runs) == 1
    clock.set_offset(timedelta(seconds=61))
    await asyncio.gather(*(w.run_periodic(tasks.periodic["sweep"]) for w in workers))
    assert len(runs) == 2


async def test_worker_stops_gracefully_when_asked(app, db):
    await emit(db, "booking.created", {"n": 1})
    await db.commit()
    handled = []
    tasks = Registry()

    @tasks.on_event("*")
    async def record(session, event, settings):
        handled.append(event.id)

    stop = asyncio.Event()
    runner = asyncio.create_task(
        Worker(app.state.sessionmaker, make_settings(worker_poll_seconds=0.05), tasks).run(stop)
    )
    for _ in range(100):
        if handled:
            break
        await asyncio.sleep(0.02)
    stop.set()
    await asyncio.wait_for(runner, timeout=5)
    assert len(handled) == 1
