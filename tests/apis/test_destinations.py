"""The back office's APIS destinations (``/api/v1/admin/apis-destinations``): one per
country, a configuration that cannot work refused with a 4xx and nothing written, the
secret header written but never shown, a destination that sent lists kept; and the
sandbox's receiver an authority stands for."""

from sqlalchemy import func, select

from tarmac.apis.models import ApisDestination
from tests.apis.helpers import (
    DESTINATIONS,
    SECRET_HEADER,
    configure,
    destination_body,
    intl_flight,
    lists_path,
)
from tests.conftest import client_for
from tests.pricing.world import build_world

URL = "https://apis.example.kz/paxlst"


async def test_a_destination_is_configured_and_its_secret_never_shown(client, admin_headers):
    created = await configure(client, admin_headers, URL)
    assert created["country"] == "KZ" and created["minutes_before_departure"] == 60
    assert (created["on_arrival"], created["on_departure"]) == (True, False)
    assert created["message_version"] == "05B" and created["max_retries"] == 3
    assert created["has_auth_header"] is True
    assert created["auth_header_name"] == SECRET_HEADER[0]
    listed = await client.get(DESTINATIONS, headers=admin_headers, params={"country": "KZ"})
    read = await client.get(f"{DESTINATIONS}/{created['id']}", headers=admin_headers)
    for body in (created, listed.json()[0], read.json()):
        assert SECRET_HEADER[1] not in str(body) and "auth_header_value" not in body
    changed = await client.patch(
        f"{DESTINATIONS}/{created['id']}",
        json={"auth_header_name": None, "auth_header_value": None, "minutes_before_departure": 90},
        headers=admin_headers,
    )
    assert changed.status_code == 200, changed.text
    assert changed.json()["has_auth_header"] is False
    assert changed.json()["minutes_before_departure"] == 90


async def test_a_configuration_that_cannot_work_is_refused_and_nothing_is_written(
    client, db, admin_headers
):
    for bad in (
        {"endpoint_url": "ftp://apis.example.kz/in"},
        {"endpoint_url": "not a url"},
        {"country": "kz"},
        {"country": "KAZ"},
        {"minutes_before_departure": 0},
        {"minutes_before_departure": 4321},
        {"auth_header_value": None},
        {"auth_header_value": "two\r\nlines"},
        {"on_arrival": False, "on_departure": False},
        {"sender_id": "TARMAC+API"},
        {"recipient_id": "kz'apis"},
        {"message_version": "96A"},
        {"timeout_seconds": 0},
        {"surprise": True},
    ):
        body = destination_body(URL, **bad)
        response = await client.post(DESTINATIONS, json=body, headers=admin_headers)
        assert response.status_code == 422, (bad, response.text)
        assert response.json()["code"] in ("validation_error", "unknown_field"), bad
    assert await db.scalar(select(func.count()).select_from(ApisDestination)) == 0

    created = await configure(client, admin_headers, URL)
    twice = await client.post(DESTINATIONS, json=destination_body(URL), headers=admin_headers)
    assert twice.status_code == 409 and twice.json()["code"] == "already_exists"
    for bad, code in (
        ({"on_arrival": False}, "constraint_violated"),
        ({"auth_header_value": None}, "constraint_violated"),
        ({"country": None}, "validation_error"),  # null_not_allowed in its detail
        ({"endpoint_url": "mailto:apis@example.kz"}, "validation_error"),
    ):
        response = await client.patch(
            f"{DESTINATIONS}/{created['id']}", json=bad, headers=admin_headers
        )
        assert response.status_code == 422, (bad, response.text)
        assert response.json()["code"] == code, bad
    kept = (await client.get(f"{DESTINATIONS}/{created['id']}", headers=admin_headers)).json()
    assert kept == created


async def test_a_destination_that_sent_lists_is_kept(client, db, admin_headers):
    world = await build_world(db)
    flight = await intl_flight(db, world)
    created = await configure(client, admin_headers, URL)
    made = await client.post(lists_path(flight.id), headers=admin_headers)
    assert made.status_code == 201, made.text
    gone = await client.delete(f"{DESTINATIONS}/{created['id']}", headers=admin_headers)
    assert gone.status_code == 409 and gone.json()["code"] == "record_in_use"
    other = await configure(client, admin_headers, URL, country="UZ")
    deleted = await client.delete(f"{DESTINATIONS}/{other['id']}", headers=admin_headers)
    assert deleted.status_code == 204


async def test_the_sandbox_receiver_checks_the_header_and_the_envelope(
    client, db, admin_headers, app_factory
):
    world = await build_world(db)
    flight = await intl_flight(db, world)
    created = await configure(client, admin_headers, URL)
    [message] = (await client.post(lists_path(flight.id), headers=admin_headers)).json()
    text = (
        await client.get(lists_path(flight.id, f"/{message['id']}"), headers=admin_headers)
    ).text
    receiving = f"/api/v1/apis/sandbox-receiver/{created['id']}"
    edifact = {"Content-Type": "application/EDIFACT"}
    authority = {SECRET_HEADER[0]: SECRET_HEADER[1], **edifact}

    accepted = await client.post(receiving, content=text, headers=authority)
    assert accepted.status_code == 200, accepted.text
    assert accepted.json() == {
        "destination_id": created["id"],
        "interchange_reference": message["interchange_reference"],
        "passengers": 0,
    }
    unsigned = await client.post(receiving, content=text, headers=edifact)
    assert unsigned.status_code == 401 and unsigned.json()["code"] == "apis_receiver_refused"
    tampered = text.replace("UNZ+1+", "UNZ+2+")
    bad = await client.post(receiving, content=tampered, headers=authority)
    assert bad.status_code == 400 and bad.json()["code"] == "paxlst_malformed"
    garbage = await client.post(receiving, content=b"\xff\xfe", headers=authority)
    assert garbage.status_code == 400

    live = app_factory(mode="live")
    async with client_for(live) as live_client:
        hidden = await live_client.post(receiving, content=text, headers=authority)
    assert hidden.status_code == 404
