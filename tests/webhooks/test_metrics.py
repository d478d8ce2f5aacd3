"""``/metrics`` shows the outbox lag, webhook deliveries by status and attempts by result,
and the worker's errors (issue 24)."""

import re
from datetime import timedelta

from tarmac.core import clock
from tarmac.events.registry import Registry
from tarmac.worker import Worker
from tests.conftest import make_settings
from tests.webhooks.helpers import event, run_due, subscribe
from tests.webhooks.receiver import receiver


def value(text: str, name: str) -> float:
    found = re.search(rf"^{re.escape(name)} ([0-9.e+-]+)$", text, re.MULTILINE)
    return float(found.group(1)) if found else 0.0


async def test_metrics_show_the_outbox_lag_dead_letters_and_attempts(client, db, admin_headers):
    before = (await client.get("/metrics")).text
    await event(db)
    clock.set_offset(timedelta(seconds=90))
    lagging = (await client.get("/metrics")).text
    assert value(lagging, "tarmac_outbox_lag_seconds") >= 90
    with receiver() as hook:
        hook.answer(410)
        await subscribe(client, admin_headers, hook.url)
        await event(db)
        await run_due(client, admin_headers)
    after = (await client.get("/metrics")).text
    assert value(after, "tarmac_outbox_lag_seconds") == 0
    assert value(after, 'tarmac_webhook_deliveries{status="dead_letter"}') == 1
    dead = 'tarmac_webhook_attempts_total{result="dead_letter"}'
    assert value(after, dead) == value(before, dead) + 1


async def test_a_failing_handler_counts_as_a_worker_error(app, client, db):
    name = 'tarmac_worker_errors_total{kind="event_handler"}'
    before = value((await client.get("/metrics")).text, name)
    tasks = Registry()

    @tasks.on_event("*")
    async def broken(session, evt, settings):
        raise RuntimeError("boom")

    await event(db)
    await Worker(app.state.sessionmaker, make_settings(), tasks).process_events()
    assert value((await client.get("/metrics")).text, name) == before + 1


async def test_every_process_shows_the_failures_and_pushes_the_database_keeps(
    app, app_factory, client, db
):
    """The worker's error counter is its own process's; what the database keeps (events a
    handler failed on, push messages by status) shows the same from another API process."""
    from tests.conftest import client_for

    tasks = Registry()

    @tasks.on_event("*")
    async def broken(session, evt, settings):
        raise RuntimeError("boom")

    await event(db)
    await Worker(app.state.sessionmaker, make_settings(), tasks).process_events()
    async with client_for(app_factory()) as other:
        shown = (await other.get("/metrics")).text
    assert value(shown, "tarmac_outbox_events_failing") == 1
    assert value(shown, 'tarmac_push_messages{status="queued"}') == 0
    assert 'tarmac_push_messages{status="sent"}' in shown
