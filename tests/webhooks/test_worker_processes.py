"""Real ``tarmac worker`` processes on the tests' database (spec 02 §6.1, issue 24): two
workers over one backlog make each attempt exactly once (only the lease in the database
can keep that across processes), and a worker killed (SIGKILL) in the middle of a slow
delivery leaves it to another once the lease lapses, never lost."""

import asyncio
import os
import signal
import subprocess
import time
from collections import Counter
from contextlib import contextmanager
from pathlib import Path

from sqlalchemy import func, select

from tarmac.admin import sandbox_clock
from tarmac.webhooks.models import WebhookAttempt, WebhookDelivery
from tests.conftest import ROOT, TOKEN_SECRET
from tests.webhooks.helpers import event, subscribe
from tests.webhooks.receiver import receiver

EVENTS = 30
SUBSCRIPTIONS = 3


@contextmanager
def worker_processes(database_url: str, home: Path, count: int = 1):
    env = os.environ | {
        "TARMAC_HOME": str(home),
        "TARMAC_DATABASE_URL": database_url,
        "TARMAC_TOKEN_SECRET": TOKEN_SECRET,
        "TARMAC_MODE": "sandbox",
        "TARMAC_NBKR_RATES_URL": "",
        "TARMAC_LOG_LEVEL": "WARNING",
        "TARMAC_WORKER_POLL_SECONDS": "0.2",
    }
    workers = []
    for n in range(count):
        log = (home / f"worker-{n}-{time.monotonic_ns()}.log").open("w")
        workers.append(
            subprocess.Popen(
                [str(ROOT / ".venv" / "bin" / "tarmac"), "worker"],
                env=env,
                cwd=ROOT,
                stdout=log,
                stderr=subprocess.STDOUT,
            )
        )
    try:
        yield workers
    finally:
        for worker in workers:
            if worker.poll() is None:
                worker.send_signal(signal.SIGTERM)
        for worker in workers:
            try:
                worker.wait(timeout=30)
            except subprocess.TimeoutExpired:
                worker.kill()
                worker.wait()


async def _until(condition, timeout: float = 60.0) -> None:
    deadline = time.monotonic() + timeout
    while not await condition():
        assert time.monotonic() < deadline, "timed out"
        await asyncio.sleep(0.2)


async def test_two_worker_processes_make_each_attempt_exactly_once(
    database_url, client, db, admin_headers, tmp_path
):
    with receiver() as hook:
        hook.delays.extend([0.05] * (EVENTS * SUBSCRIPTIONS))
        subs = [
            await subscribe(client, admin_headers, f"{hook.url}/{n}", events=["*"])
            for n in range(SUBSCRIPTIONS)
        ]
        for _ in range(EVENTS):
            await event(db)

        async def all_delivered() -> bool:
            delivered = await db.scalar(
                select(func.count())
                .select_from(WebhookDelivery)
                .where(WebhookDelivery.status == "delivered")
            )
            return delivered == EVENTS * SUBSCRIPTIONS

        with worker_processes(database_url, tmp_path, count=2):
            await _until(all_delivered)
            await asyncio.sleep(1)  # a second delivery of anything would come now
        got = list(hook.received)
    sent = Counter((r.path, r.headers["x-service-event-id"]) for r in got)
    assert len(sent) == EVENTS * SUBSCRIPTIONS
    assert set(sent.values()) == {1}
    attempts = set(await db.scalars(select(WebhookAttempt.id)))
    assert {r.headers["x-service-delivery-id"] for r in got} == {str(a) for a in attempts}
    assert all(r.signed_with(s["secret"]) for s in subs for r in hook.on(f"/{subs.index(s)}"))


async def test_a_worker_killed_during_a_delivery_leaves_it_to_another(
    database_url, app, client, db, admin_headers, tmp_path
):
    with receiver() as hook:
        hook.delays.append(20)  # the first attempt hangs; the worker dies meanwhile
        sub = await subscribe(client, admin_headers, hook.url, timeout_seconds=30)
        emitted = await event(db)
        with worker_processes(database_url, tmp_path) as [first]:
            assert len(hook.wait_for(1)) == 1
            first.send_signal(signal.SIGKILL)
            first.wait(timeout=10)
        delivery = await db.scalar(select(WebhookDelivery), execution_options={})
        assert delivery.status == "pending" and delivery.attempts == 0
        assert delivery.leased_until is not None
        # the lease (timeout and margin) lapses; a new worker takes the attempt over
        await sandbox_clock.advance(app.state.sessionmaker, 120)
        with worker_processes(database_url, tmp_path):

            async def delivered() -> bool:
                row = await db.get(WebhookDelivery, delivery.id, populate_existing=True)
                return row.status == "delivered"

            await _until(delivered)
        got = list(hook.received)
    assert len(got) == 2
    assert {r.headers["x-service-event-id"] for r in got} == {str(emitted.id)}
    assert got[0].headers["x-service-delivery-id"] != got[1].headers["x-service-delivery-id"]
    assert got[1].signed_with(sub["secret"])
    [attempt] = await db.scalars(select(WebhookAttempt))
    assert str(attempt.id) == got[1].headers["x-service-delivery-id"]
    assert attempt.status_code == 200
