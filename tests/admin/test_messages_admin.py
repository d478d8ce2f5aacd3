"""Sandbox back office: the last messages sent to an address or number (spec 01 §4.1 phone
sign-in, made testable for integrators)."""

from tarmac.messaging import service as messaging
from tests.conftest import client_for

URL = "/api/v1/admin/messages"


async def queue(db, to, n, channel="email"):
    for i in range(n):
        if channel == "email":
            await messaging.queue_email(
                db,
                to=to,
                template="welcome",
                language="en",
                values={"airline": f"Airline {i}", "email": to},
            )
        else:
            await messaging.queue_sms(
                db,
                to=to,
                template="phone_code",
                language="en",
                values={"code": f"{i:06d}", "airline": "Tarmac", "minutes": 5},
            )
    await db.commit()


async def test_lists_the_last_messages_to_an_address_newest_first_with_bodies(
    client, db, admin_headers
):
    await queue(db, "Ivan@Example.com", 3)
    await queue(db, "olga@example.com", 1)
    response = await client.get(URL, headers=admin_headers, params={"to": "ivan@example.COM"})
    assert response.status_code == 200
    items = response.json()
    assert [i["subject"] for i in items] == [
        "Welcome to Airline 2",
        "Welcome to Airline 1",
        "Welcome to Airline 0",
    ]
    first = items[0]
    assert first["to"] == "Ivan@Example.com"
    assert first["channel"] == "email"
    assert first["status"] == "queued"
    assert "Airline 2" in first["text_body"]
    assert first["html_body"].lstrip().startswith("<!DOCTYPE html>")
    limited = await client.get(
        URL, headers=admin_headers, params={"to": "ivan@example.com", "limit": 2}
    )
    assert len(limited.json()) == 2


async def test_a_phone_number_is_matched_in_any_format(client, db, admin_headers):
    await queue(db, "+996555123456", 1, channel="sms")
    for to in ["+996555123456", "0555 123 456", "+996 (555) 12-34-56"]:
        response = await client.get(URL, headers=admin_headers, params={"to": to})
        assert [m["text_body"][:6] for m in response.json()] == ["000000"], to
    # "+" typed unencoded in a query string arrives as a space
    raw = await client.get(f"{URL}?to=+996555123456", headers=admin_headers)
    assert len(raw.json()) == 1


async def test_limit_and_to_are_validated(client, admin_headers):
    assert (await client.get(URL, headers=admin_headers)).status_code == 422
    for params in [{"to": "x@example.com", "limit": 0}, {"to": "x@example.com", "limit": 101}]:
        assert (await client.get(URL, headers=admin_headers, params=params)).status_code == 422
    assert (await client.get(URL, headers=admin_headers, params={"to": "12"})).status_code == 422


async def test_needs_an_admin_staff_token(client, signer):
    assert (await client.get(URL, params={"to": "a@example.com"})).status_code == 401
    ops = {"Authorization": f"Bearer {signer.staff_token('ops', {'checkin'}, 600)}"}
    assert (await client.get(URL, headers=ops, params={"to": "a@example.com"})).status_code == 403


async def test_is_404_in_live_mode(app_factory, admin_headers):
    live = app_factory(mode="live")
    async with client_for(live) as client:
        response = await client.get(URL, headers=admin_headers, params={"to": "a@example.com"})
    assert response.status_code == 404
