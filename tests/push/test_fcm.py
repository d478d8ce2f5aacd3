"""The FCM HTTP v1 provider against a local server that answers like Firebase: the service
account's signed JWT exchanged for an access token (kept until it expires), the v1 message
shape with string data, UNREGISTERED deactivating the device, a failing FCM retried."""

import json

import pytest

from tests.accounts.factories import BASE
from tests.bookings.helpers import advance_clock
from tests.conftest import client_for
from tests.factories import create_api_key
from tests.pricing.world import build_world
from tests.push.fcm_server import (
    AUDIENCE,
    CLIENT_EMAIL,
    PROJECT,
    SCOPE,
    UNAVAILABLE,
    UNREGISTERED,
    FcmServer,
)
from tests.push.helpers import account, confirmed_booking, device, pushes, run_due


@pytest.fixture
def fcm():
    server = FcmServer()
    server.start()
    yield server
    server.stop()


@pytest.fixture
def fcm_app(app_factory, fcm):
    return app_factory(
        push_provider="fcm",
        fcm_service_account_json=json.dumps(fcm.service_account()),
        fcm_api_base=fcm.base,
        fcm_token_uri=fcm.token_uri,
    )


async def test_fcm_gets_a_v1_message_with_a_token_from_the_signed_assertion_and_unregistered_deactivates_the_device(  # noqa: E501
    fcm_app, fcm, db, admin_headers
):
    world = await build_world(db)
    key = await create_api_key(db, key_type="secret", client_type="consumer_app")
    fcm.answers["token-gone"] = [(404, UNREGISTERED)]
    async with client_for(fcm_app) as client:
        owner = await account(client, key, "asel@example.com")
        await device(client, owner, "token-live", locale="en-US")
        await device(client, owner, "token-gone", locale="ru-RU", platform="ios")
        booking = await confirmed_booking(
            client, key, world.flight.id, owner=owner, contact="asel@example.com"
        )
        await run_due(client, admin_headers)

        # one access token for both sends, from an RS256 assertion of the service account
        assert len(fcm.assertions) == 1 and not fcm.refused
        [claims] = fcm.assertions
        assert claims["iss"] == CLIENT_EMAIL and claims["aud"] == AUDIENCE
        assert claims["scope"] == SCOPE and claims["exp"] - claims["iat"] == 3600
        sent = {m["message"]["token"]: m["message"] for m in fcm.messages}
        assert set(sent) == {"token-live", "token-gone"}
        live = sent["token-live"]
        assert set(live) == {"token", "notification", "data", "android", "apns"}
        assert live["notification"] == {
            "title": f"Booking {booking['booking_reference']} confirmed",
            "body": live["notification"]["body"],
        }
        assert live["notification"]["body"].startswith("Flight TQ101 FRU–OSS, departing ")
        assert all(isinstance(v, str) for m in sent.values() for v in m["data"].values())
        assert live["data"]["type"] == "booking_confirmed"
        assert live["data"]["flight_id"] == str(world.flight.id)
        assert live["data"]["booking_id"] == booking["id"]
        assert live["android"] == {"priority": "normal"}
        assert sent["token-gone"]["notification"]["title"].startswith("Бронирование")

        [delivered] = await pushes(client, admin_headers, "token-live")
        assert delivered["status"] == "sent" and delivered["provider"] == "fcm"
        assert delivered["provider_message_id"].startswith(f"projects/{PROJECT}/messages/")
        [gone] = await pushes(client, admin_headers, "token-gone")
        assert gone["status"] == "unregistered"
        assert gone["provider_answer"]["status_code"] == 404
        assert gone["provider_answer"]["body"] == UNREGISTERED

        mine = await client.get(f"{BASE}/devices/me", headers=owner.headers)
        assert [d["push_token"] for d in mine.json()] == ["token-live"]
        metrics = (await client.get("/metrics")).text
        assert 'tarmac_push_results_total{outcome="sent",provider="fcm"}' in metrics
        assert 'tarmac_push_results_total{outcome="unregistered",provider="fcm"}' in metrics

        # a device the provider forgot receives nothing more
        await confirmed_booking(
            client, key, world.flight.id, owner=owner, contact="asel@example.com"
        )
        await run_due(client, admin_headers)
        assert len(await pushes(client, admin_headers, "token-gone")) == 1
        assert len(await pushes(client, admin_headers, "token-live")) == 2
        assert len(fcm.assertions) == 1  # the access token is still valid: kept


async def test_an_unavailable_fcm_is_retried_after_a_backoff(fcm_app, fcm, db, admin_headers):
    world = await build_world(db)
    key = await create_api_key(db, key_type="secret", client_type="consumer_app")
    fcm.answers["token-1"] = [(503, UNAVAILABLE)]
    async with client_for(fcm_app) as client:
        owner = await account(client, key, "asel@example.com")
        await device(client, owner, "token-1")
        await confirmed_booking(client, key, world.flight.id, owner=owner, contact=owner.email)
        await run_due(client, admin_headers)
        [waiting] = await pushes(client, admin_headers, "token-1")
        assert waiting["status"] == "queued" and waiting["attempts"] == 1
        assert waiting["last_error"] == "FCM answered 503 UNAVAILABLE"

        await advance_clock(client, admin_headers, 16)
        [done] = await pushes(client, admin_headers, "token-1")
        assert done["status"] == "sent" and done["attempts"] == 2
        assert len(fcm.messages) == 2
        assert fcm.messages[0] == fcm.messages[1]
