"""Deliveries to a real HTTP receiver (spec 02 §6.1): signed, with every header, retried at
the schedule's times (the sandbox test clock), dead letters, partner filtering, rotation,
ping, re-sending and the purge after the retention."""

import json
import uuid

from sqlalchemy import func, select

from tarmac.events.models import OutboxEvent
from tarmac.webhooks.models import WebhookAttempt, WebhookDelivery
from tarmac.webhooks.tasks import purge_delivered
from tests.bookings.helpers import advance_clock
from tests.factories import create_api_key, create_partner
from tests.webhooks.helpers import HOOKS, deliveries, event, run_due, subscribe
from tests.webhooks.receiver import receiver


async def test_a_delivery_carries_every_header_and_a_signature_made_with_the_secret(
    client, db, admin_headers
):
    with receiver() as hook:
        sub = await subscribe(client, admin_headers, f"{hook.url}/hook")
        emitted = await event(db, "booking.confirmed", status="confirmed")
        await run_due(client, admin_headers)
        [got] = hook.wait_for(1)
    assert got.headers["content-type"] == "application/json"
    assert got.headers["user-agent"] == "Service-Webhooks/1.0"
    assert got.headers["x-service-event"] == "booking.confirmed"
    assert got.headers["x-service-event-id"] == str(emitted.id)
    assert got.headers["x-service-timestamp"].isdigit()
    assert got.headers["x-service-signature"].startswith("sha256=")
    uuid.UUID(got.headers["x-service-delivery-id"])
    assert got.signed_with(sub["secret"])
    body = json.loads(got.body)
    assert body["id"] == str(emitted.id) and body["type"] == "booking.confirmed"
    assert body["data"]["status"] == "confirmed"
    page = await deliveries(client, admin_headers, sub["id"])
    [item] = page["items"]
    assert item["status"] == "delivered" and item["next_attempt_at"] is None
    [attempt] = item["attempts"]
    assert attempt["id"] == got.headers["x-service-delivery-id"]
    assert attempt["status_code"] == 200 and attempt["result"] == "delivered"


async def test_failures_are_retried_at_one_five_and_thirty_minutes_then_dead_letter(
    client, db, admin_headers
):
    with receiver() as hook:
        hook.answer(default=503)
        sub = await subscribe(client, admin_headers, hook.url, max_retries=3)
        emitted = await event(db)
        await run_due(client, admin_headers)
        assert len(hook.wait_for(1)) == 1
        # attempt n is due at 0, 60, 300, 1800 s from the first: none before, one at it
        elapsed = 0
        for early, due in ((30, 60), (240, 300), (1740, 1800)):
            before = len(hook.received)
            await advance_clock(client, admin_headers, early - elapsed)
            assert len(hook.received) == before, f"early at {early}"
            await advance_clock(client, admin_headers, due - early + 1)
            assert len(hook.wait_for(before + 1)) == before + 1, f"missing at {due}"
            elapsed = due + 1
        await advance_clock(client, admin_headers, 7200)
        got = list(hook.received)
    assert len(got) == 4
    assert {r.headers["x-service-event-id"] for r in got} == {str(emitted.id)}
    assert len({r.body for r in got}) == 1
    assert len({r.headers["x-service-delivery-id"] for r in got}) == 4
    assert all(r.signed_with(sub["secret"]) for r in got)
    [item] = (await deliveries(client, admin_headers, sub["id"]))["items"]
    assert item["status"] == "dead_letter" and item["next_attempt_at"] is None
    assert [a["result"] for a in item["attempts"]] == ["retry", "retry", "retry", "dead_letter"]
    assert [a["status_code"] for a in item["attempts"]] == [503] * 4


async def test_a_410_is_a_dead_letter_at_once(client, db, admin_headers):
    with receiver() as hook:
        hook.answer(410)
        sub = await subscribe(client, admin_headers, hook.url)
        await event(db)
        await run_due(client, admin_headers)
        hook.wait_for(1)
        await advance_clock(client, admin_headers, 3600)
        assert len(hook.received) == 1
    [item] = (await deliveries(client, admin_headers, sub["id"], status="dead_letter"))["items"]
    assert [a["status_code"] for a in item["attempts"]] == [410]


async def test_a_connection_refused_is_retried(client, db, admin_headers):
    with receiver() as hook:
        url = hook.url
    sub = await subscribe(client, admin_headers, url, max_retries=1)
    await event(db)
    await run_due(client, admin_headers)
    [item] = (await deliveries(client, admin_headers, sub["id"]))["items"]
    assert item["status"] == "pending" and item["next_attempt_at"] is not None
    [attempt] = item["attempts"]
    assert attempt["status_code"] is None and attempt["error"] and attempt["result"] == "retry"
    await advance_clock(client, admin_headers, 61)
    [item] = (await deliveries(client, admin_headers, sub["id"]))["items"]
    assert item["status"] == "dead_letter" and len(item["attempts"]) == 2


async def test_a_partner_subscription_gets_only_that_partners_events(client, db, admin_headers):
    ours, theirs = await create_partner(db, "Ours"), await create_partner(db, "Theirs")
    await db.commit()
    with receiver() as hook:
        await subscribe(client, admin_headers, f"{hook.url}/ours", partner_id=str(ours.id))
        await subscribe(client, admin_headers, f"{hook.url}/all", events=["*"])
        await subscribe(client, admin_headers, f"{hook.url}/flights", events=["flight.*"])
        mine = await event(db, partner_id=ours.id)
        await event(db, partner_id=theirs.id)
        await event(db)
        await event(db, "flight.cancelled", flight_id=str(uuid.uuid4()))
        await run_due(client, admin_headers)
        hook.wait_for(6)
    assert [r.headers["x-service-event-id"] for r in hook.on("/ours")] == [str(mine.id)]
    assert len(hook.on("/all")) == 4
    assert [r.headers["x-service-event"] for r in hook.on("/flights")] == ["flight.cancelled"]


async def test_after_rotation_the_old_secret_verifies_nothing(client, db, admin_headers):
    with receiver() as hook:
        hook.answer(500)  # the first attempt fails; its retry comes after the rotation
        sub = await subscribe(client, admin_headers, hook.url)
        await event(db)
        await run_due(client, admin_headers)
        hook.wait_for(1)
        rotated = await client.post(f"{HOOKS}/{sub['id']}/rotate-secret", headers=admin_headers)
        assert rotated.status_code == 200
        secret = rotated.json()["secret"]
        assert len(secret) == 48 and secret != sub["secret"]
        await advance_clock(client, admin_headers, 61)
        await event(db)
        await run_due(client, admin_headers)
        first, *later = hook.wait_for(3)
    assert first.signed_with(sub["secret"])
    assert len(later) == 2
    assert all(r.signed_with(secret) and not r.signed_with(sub["secret"]) for r in later)


async def test_ping_sends_a_signed_test_event_now(client, admin_headers):
    with receiver() as hook:
        sub = await subscribe(client, admin_headers, hook.url)
        response = await client.post(f"{HOOKS}/{sub['id']}/ping", headers=admin_headers)
        [got] = list(hook.received)
    assert response.status_code == 200, response.text
    answer = response.json()
    assert answer["status"] == "delivered" and answer["event_type"] == "webhook.ping"
    assert answer["attempts"][0]["status_code"] == 200
    assert got.headers["x-service-event"] == "webhook.ping" and got.signed_with(sub["secret"])
    assert (await deliveries(client, admin_headers, sub["id"]))["items"][0]["id"] == answer["id"]


async def test_a_dead_letter_is_re_sent_with_the_same_event_and_body(client, db, admin_headers):
    with receiver() as hook:
        hook.answer(404)
        sub = await subscribe(client, admin_headers, hook.url)
        await event(db)
        await run_due(client, admin_headers)
        [item] = (await deliveries(client, admin_headers, sub["id"]))["items"]
        assert item["status"] == "dead_letter"
        resend = f"{HOOKS}/{sub['id']}/deliveries/{item['id']}/resend"
        response = await client.post(resend, headers=admin_headers)
        assert response.status_code == 200, response.text
        assert response.json()["status"] == "pending"
        await run_due(client, admin_headers)
        first, second = hook.wait_for(2)
        again = await client.post(resend, headers=admin_headers)
    assert again.status_code == 400  # delivered: nothing to re-send
    assert first.body == second.body
    assert first.headers["x-service-event-id"] == second.headers["x-service-event-id"]
    [item] = (await deliveries(client, admin_headers, sub["id"]))["items"]
    assert item["status"] == "delivered"
    assert [a["status_code"] for a in item["attempts"]] == [404, 200]


async def test_delivered_events_are_purged_after_the_airlines_retention(
    app, client, db, admin_headers
):
    changed = await client.patch(
        "/api/v1/admin/settings", json={"webhook_retention_days": 7}, headers=admin_headers
    )
    assert changed.status_code == 200, changed.text
    with receiver() as hook:
        hook.answer(200, 410)
        sub = await subscribe(client, admin_headers, hook.url)
        await event(db)
        await event(db)
        await run_due(client, admin_headers)

    async def purge() -> None:
        async with app.state.sessionmaker() as session, session.begin():
            await purge_delivered(session, app.state.settings)

    await advance_clock(client, admin_headers, 6 * 86400)
    await purge()
    assert len((await deliveries(client, admin_headers, sub["id"]))["items"]) == 2
    await advance_clock(client, admin_headers, 86400 + 60)
    await purge()
    [kept] = (await deliveries(client, admin_headers, sub["id"]))["items"]
    assert kept["status"] == "dead_letter"  # kept until re-sent
    assert await db.scalar(select(func.count()).select_from(OutboxEvent)) == 0
    assert await db.scalar(select(func.count()).select_from(WebhookDelivery)) == 1
    assert await db.scalar(select(func.count()).select_from(WebhookAttempt)) == 1


async def test_internal_events_reach_no_webhook_and_no_feed(client, db, admin_headers):
    """Only the catalogue's types go out: ``flight.gate_changed`` and ``flight.boarding_open``
    are the push notifications' own events, not part of the webhook contract."""
    partner = await create_partner(db, "Ours")
    await db.commit()
    with receiver() as hook:
        await subscribe(client, admin_headers, f"{hook.url}/all", events=["*"])
        await event(db, "flight.gate_changed", partner_id=partner.id, flight_id=str(uuid.uuid4()))
        await event(db, "flight.boarding_open", partner_id=partner.id, flight_id=str(uuid.uuid4()))
        sent = await event(db, "flight.departed", flight_id=str(uuid.uuid4()))
        await run_due(client, admin_headers)
        hook.wait_for(1)
    assert [r.headers["x-service-event-id"] for r in hook.on("/all")] == [str(sent.id)]
    key = await create_api_key(db, partner_id=partner.id)
    await db.commit()
    assert (await client.get("/api/v1/events", headers=key.headers)).json()["items"] == []
