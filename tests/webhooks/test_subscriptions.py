"""Webhook subscriptions (spec 01 §2.14, §4.11): the secret shown only at creation and on
rotation, the event types, URL rules (live mode: https to a public address only, checked
again at each delivery), changes and deletion."""

import uuid

from sqlalchemy import select

from tarmac.webhooks.models import WebhookDelivery
from tarmac.webhooks.tasks import Deliverer
from tarmac.worker import Worker, load_tasks
from tests.conftest import client_for, make_settings
from tests.webhooks.helpers import HOOKS, deliveries, event, run_due, subscribe
from tests.webhooks.receiver import receiver

URL = "http://127.0.0.1:9/hook"


async def test_the_secret_is_shown_at_creation_only_and_reads_leave_it_out(client, admin_headers):
    created = await subscribe(client, admin_headers, URL, events=["booking.confirmed"])
    assert len(created["secret"]) == 48
    assert created["max_retries"] == 3 and created["timeout_seconds"] == 10
    assert created["is_active"] is True and created["partner_id"] is None
    one = (await client.get(f"{HOOKS}/{created['id']}", headers=admin_headers)).json()
    listed = (await client.get(f"{HOOKS}/", headers=admin_headers)).json()
    assert "secret" not in one and [s["id"] for s in listed] == [created["id"]]
    assert all("secret" not in s for s in listed)


async def test_event_types_list_every_type_of_the_spec_and_the_airline_change_with_fields(
    client, admin_headers
):
    response = await client.get(f"{HOOKS}/event-types", headers=admin_headers)
    assert response.status_code == 200
    types = {t["type"]: t for t in response.json()}
    assert set(types) == {
        "booking.created",
        "booking.confirmed",
        "booking.cancelled",
        "booking.refunded",
        "booking.expired",
        "flight.delayed",
        "flight.cancelled",
        "flight.diverted",
        "flight.departed",
        "flight.arrived",
        "passenger.checked_in",
        "passenger.boarded",
        "passenger.boarding_pass_issued",  # beyond the spec: signed passes (issue 36)
        "passenger.no_show",
        "api.deprecated",
        "booking.airline_change",  # beyond the spec: the airline's disruptions
        "booking.reinstated",  # beyond the spec: an exchange undone (issue 32)
        "booking.airline_change_withdrawn",
        "emd.issued",  # beyond the spec: the EMDs (issue 36)
        "emd.coupon_changed",
        "apis.delivered",  # beyond the spec: APIS passenger lists (issue 36)
        "apis.failed",
    }
    assert "affected_bookings" in types["flight.cancelled"]["payload_fields"]
    assert "exchange_booking_id" in types["booking.reinstated"]["payload_fields"]
    assert all(t["description"] for t in types.values())


async def test_unknown_event_types_and_bad_urls_are_422(client, admin_headers):
    for body in (
        {"name": "x", "url": URL, "events": ["booking.paid"]},
        {"name": "x", "url": "ftp://example.com/hook", "events": ["*"]},
        {"name": "x", "url": "not a url", "events": ["*"]},
        {"name": "x", "url": URL, "events": ["*"], "partner_id": str(uuid.uuid4())},
        {"name": "x", "url": URL, "events": ["*"], "timeout_seconds": 0},
        {"name": "x", "url": URL, "events": ["*"], "max_retries": 11},
    ):
        response = await client.post(f"{HOOKS}/", json=body, headers=admin_headers)
        assert response.status_code == 422, (body, response.text)
        assert "detail" in response.json()


async def test_live_mode_takes_https_to_public_addresses_only(app_factory, admin_headers):
    async with client_for(app_factory(mode="live")) as live:
        for url in (
            "http://hooks.example.com/x",
            "https://127.0.0.1/x",
            "https://localhost/x",
            "https://10.1.2.3/x",
            "https://169.254.169.254/latest",
            "https://[::1]/x",
        ):
            body = {"name": "x", "url": url, "events": ["*"]}
            response = await live.post(f"{HOOKS}/", json=body, headers=admin_headers)
            assert response.status_code == 422, (url, response.text)


async def test_a_live_delivery_to_an_address_that_became_private_is_not_sent(
    app, client, db, admin_headers
):
    """DNS rebinding: a live worker checks the address again before each attempt."""
    with receiver() as hook:
        sub = await subscribe(client, admin_headers, hook.url)  # saved in the sandbox
        await event(db)
        received_in_sandbox = len(hook.received)
        await Worker(app.state.sessionmaker, make_settings(), load_tasks()).process_events()
        await Deliverer().run(app.state.engine, make_settings(mode="live"))
        assert len(hook.received) == received_in_sandbox
    items = (await deliveries(client, admin_headers, sub["id"], status="dead_letter"))["items"]
    [attempt] = items[0]["attempts"]
    assert attempt["status_code"] is None and "https" in attempt["error"]


async def test_patch_changes_the_fields_sent_and_an_inactive_subscription_gets_nothing(
    client, db, admin_headers
):
    sub = await subscribe(client, admin_headers, URL)
    response = await client.patch(
        f"{HOOKS}/{sub['id']}",
        json={"events": ["flight.*"], "is_active": False, "url": "http://127.0.0.1:9/other"},
        headers=admin_headers,
    )
    assert response.status_code == 200, response.text
    changed = response.json()
    assert changed["events"] == ["flight.*"] and changed["is_active"] is False
    assert changed["url"].endswith("/other") and "secret" not in changed
    await event(db, "flight.departed")
    await run_due(client, admin_headers)
    assert (await db.scalars(select(WebhookDelivery))).all() == []
    bad = await client.patch(f"{HOOKS}/{sub['id']}", json={"events": ["x"]}, headers=admin_headers)
    assert bad.status_code == 422


async def test_a_deleted_subscription_is_gone(client, admin_headers):
    sub = await subscribe(client, admin_headers, URL)
    assert (await client.delete(f"{HOOKS}/{sub['id']}", headers=admin_headers)).status_code == 204
    for method, path in (
        ("GET", ""),
        ("DELETE", ""),
        ("POST", "/rotate-secret"),
        ("POST", "/ping"),
        ("GET", "/deliveries"),
    ):
        response = await client.request(method, f"{HOOKS}/{sub['id']}{path}", headers=admin_headers)
        assert response.status_code == 404, (method, path)


async def test_a_staff_token_with_webhooks_manage_may_manage_them(client, signer):
    token = signer.staff_token("ops", {"webhooks:manage"}, 3600)
    headers = {"Authorization": f"Bearer {token}"}
    assert (await client.get(f"{HOOKS}/", headers=headers)).status_code == 200
    other = {"Authorization": f"Bearer {signer.staff_token('ops', {'checkin:update'}, 3600)}"}
    assert (await client.get(f"{HOOKS}/", headers=other)).status_code == 403


async def test_deliveries_page_newest_first_and_filter(client, db, admin_headers):
    sub = await subscribe(client, admin_headers, URL, events=["*"])
    for type in ("booking.created", "booking.confirmed", "booking.created"):
        await event(db, type)
    await run_due(client, admin_headers)  # nothing listens at URL: retries pending
    first = await deliveries(client, admin_headers, sub["id"], limit=2)
    assert len(first["items"]) == 2 and first["next_cursor"]
    rest = await deliveries(client, admin_headers, sub["id"], limit=2, cursor=first["next_cursor"])
    assert len(rest["items"]) == 1 and rest["next_cursor"] is None
    stamps = [i["created_at"] for i in first["items"] + rest["items"]]
    assert stamps == sorted(stamps, reverse=True)
    created = await deliveries(client, admin_headers, sub["id"], event_type="booking.created")
    assert len(created["items"]) == 2
    assert (await deliveries(client, admin_headers, sub["id"], status="delivered"))["items"] == []
    bad = await client.get(
        f"{HOOKS}/{sub['id']}/deliveries", params={"cursor": "nope"}, headers=admin_headers
    )
    assert bad.status_code == 422


def test_a_live_delivery_connects_to_the_address_it_checked_under_the_hosts_name():
    """DNS rebinding between the check and the connection: the request goes to the address
    checked, with the original host as ``Host`` and as the TLS server name (SNI and the
    certificate's name), so a name that resolves elsewhere a moment later changes nothing."""
    from tarmac.webhooks.delivery import pinned

    assert pinned("https://hooks.example.com/in?x=1", "93.184.216.34") == (
        "https://93.184.216.34/in?x=1",
        {"Host": "hooks.example.com"},
        {"sni_hostname": "hooks.example.com"},
    )
    assert pinned("https://hooks.example.com:8443/in", "2606:2800:220:1::") == (
        "https://[2606:2800:220:1::]:8443/in",
        {"Host": "hooks.example.com:8443"},
        {"sni_hostname": "hooks.example.com"},
    )
    assert pinned("http://127.0.0.1:9000/hook", None) == ("http://127.0.0.1:9000/hook", {}, {})
