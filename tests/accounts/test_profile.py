"""The passenger's own account: GET and PATCH /me (spec 01 §2.1, §4.1), the passenger bearer
token (§5.3) and its refusal on staff routes."""

import uuid

import pytest
from sqlalchemy import update

from tarmac.accounts.models import Passenger
from tests.accounts.factories import BASE, advance_clock, key_headers, register, with_token


async def test_me_returns_the_passenger(client, db):
    headers = await key_headers(db)
    registered = await register(client, headers, first_name="Ivan")
    response = await client.get(
        f"{BASE}/me", headers=with_token(headers, registered["access_token"])
    )
    assert response.status_code == 200
    assert response.json() == registered["passenger"]


async def test_me_needs_both_the_api_key_and_the_passenger_token(client, db):
    headers = await key_headers(db)
    registered = await register(client, headers)
    assert (await client.get(f"{BASE}/me", headers=headers)).status_code == 401
    only_token = {"Authorization": f"Bearer {registered['access_token']}"}
    assert (await client.get(f"{BASE}/me", headers=only_token)).status_code == 401
    garbage = with_token(headers, "not-a-token")
    assert (await client.get(f"{BASE}/me", headers=garbage)).status_code == 401


async def test_passenger_token_expires_after_900_seconds(client, db, admin_headers):
    headers = await key_headers(db)
    registered = await register(client, headers)
    auth = with_token(headers, registered["access_token"])
    # a few seconds of slack either side: real time passes too while the test runs
    await advance_clock(client, admin_headers, 895)
    assert (await client.get(f"{BASE}/me", headers=auth)).status_code == 200
    await advance_clock(client, admin_headers, 10)
    response = await client.get(f"{BASE}/me", headers=auth)
    assert response.status_code == 401
    assert "expired" in response.json()["detail"]


async def test_staff_and_magic_link_tokens_are_403_on_passenger_routes(client, db, signer):
    headers = await key_headers(db)
    for token in [signer.staff_token("ops", {"admin"}, 600), signer.magic_link_token(uuid.uuid4())]:
        response = await client.get(f"{BASE}/me", headers=with_token(headers, token))
        assert response.status_code == 403


async def test_passenger_token_from_login_is_403_on_a_staff_route(client, db):
    headers = await key_headers(db)
    registered = await register(client, headers)
    response = await client.get(
        "/api/v1/admin/partners",
        headers={"Authorization": f"Bearer {registered['access_token']}"},
    )
    assert response.status_code == 403
    response = await client.get(
        "/api/v1/admin/messages",
        params={"to": "ivan@example.com"},
        headers={"Authorization": f"Bearer {registered['access_token']}"},
    )
    assert response.status_code == 403


async def test_me_of_a_deactivated_account_is_403(client, db):
    headers = await key_headers(db)
    registered = await register(client, headers)
    await db.execute(update(Passenger).values(is_active=False))
    await db.commit()
    response = await client.get(
        f"{BASE}/me", headers=with_token(headers, registered["access_token"])
    )
    assert response.status_code == 403


async def test_patch_me_changes_the_fields_sent_and_returns_the_updated_passenger(client, db):
    headers = await key_headers(db)
    registered = await register(client, headers, first_name="Ivan", last_name="Petrov")
    auth = with_token(headers, registered["access_token"])
    response = await client.patch(
        f"{BASE}/me",
        headers=auth,
        json={
            "first_name": "Иван",
            "phone": "+996 700 123 456",
            "ffp_number": "tk123456",
            "documents": [
                {
                    "type": "passport",
                    "number": "an1234567",
                    "expiry": "2031-05-01",
                    "country": "kgz",
                }
            ],
            "preferences": {
                "seat": "window",
                "meal": "VGML",
                "language": "en",
                "notifications": {"email": False, "push": True},
            },
        },
    )
    assert response.status_code == 200
    body = response.json()
    assert body["first_name"] == "Иван"
    assert body["last_name"] == "Petrov"  # not sent, kept
    assert body["phone"] == "+996700123456"
    assert body["ffp_number"] == "TK123456"
    assert body["documents"] == [
        {"type": "passport", "number": "AN1234567", "expiry": "2031-05-01", "country": "KGZ"}
    ]
    assert body["preferences"] == {
        "seat": "window",
        "meal": "VGML",
        "language": "en",
        "notifications": {"email": False, "push": True},
    }
    assert (await client.get(f"{BASE}/me", headers=auth)).json() == body


async def test_preferences_sent_replace_only_their_keys(client, db):
    headers = await key_headers(db)
    registered = await register(client, headers)
    auth = with_token(headers, registered["access_token"])
    await client.patch(f"{BASE}/me", headers=auth, json={"preferences": {"seat": "aisle"}})
    response = await client.patch(
        f"{BASE}/me", headers=auth, json={"preferences": {"notifications": {"push": False}}}
    )
    assert response.json()["preferences"] == {
        "seat": "aisle",
        "meal": None,
        "language": "ru",
        "notifications": {"email": True, "push": False},
    }
    cleared = await client.patch(f"{BASE}/me", headers=auth, json={"preferences": {"seat": None}})
    assert cleared.json()["preferences"]["seat"] is None


async def test_documents_sent_replace_the_list(client, db):
    headers = await key_headers(db)
    auth = with_token(headers, (await register(client, headers))["access_token"])
    document = {"type": "id_card", "number": "ID123", "expiry": "2030-01-01", "country": "KGZ"}
    await client.patch(f"{BASE}/me", headers=auth, json={"documents": [document, document]})
    response = await client.patch(f"{BASE}/me", headers=auth, json={"documents": []})
    assert response.json()["documents"] == []


async def test_ffp_number_of_another_passenger_is_409(client, db):
    headers = await key_headers(db)
    ivan = await register(client, headers, email="ivan@example.com")
    olga = await register(client, headers, email="olga@example.com")
    first = await client.patch(
        f"{BASE}/me", headers=with_token(headers, ivan["access_token"]), json={"ffp_number": "TK1"}
    )
    assert first.status_code == 200
    taken = await client.patch(
        f"{BASE}/me", headers=with_token(headers, olga["access_token"]), json={"ffp_number": "tk1"}
    )
    assert taken.status_code == 409
    # sending one's own number again is no conflict
    again = await client.patch(
        f"{BASE}/me", headers=with_token(headers, ivan["access_token"]), json={"ffp_number": "TK1"}
    )
    assert again.status_code == 200


@pytest.mark.parametrize(
    ("body", "loc"),
    [
        ({"first_name": "x" * 101}, ["body", "first_name"]),
        ({"last_name": "x" * 101}, ["body", "last_name"]),
        ({"phone": "+9965551234567890123"}, ["body", "phone"]),
        ({"phone": "+996 1"}, ["body", "phone"]),
        ({"ffp_number": "X" * 21}, ["body", "ffp_number"]),
        ({"ffp_number": "TK-1"}, ["body", "ffp_number"]),
        ({"email": "new@example.com"}, ["body", "email"]),
        ({"preferences": {"seat": "wing"}}, ["body", "preferences", "seat"]),
        ({"preferences": {"language": "de"}}, ["body", "preferences", "language"]),
        ({"preferences": {"colour": "red"}}, ["body", "preferences", "colour"]),
        (
            {
                "documents": [
                    {"type": "visa", "number": "1", "expiry": "2030-01-01", "country": "KGZ"}
                ]
            },
            ["body", "documents", 0, "type"],
        ),
        (
            {
                "documents": [
                    {"type": "passport", "number": "1", "expiry": "soon", "country": "KGZ"}
                ]
            },
            ["body", "documents", 0, "expiry"],
        ),
        (
            {
                "documents": [
                    {"type": "passport", "number": "1", "expiry": "2030-01-01", "country": "KG"}
                ]
            },
            ["body", "documents", 0, "country"],
        ),
    ],
)
async def test_invalid_profile_changes_are_422(client, db, body, loc):
    headers = await key_headers(db)
    auth = with_token(headers, (await register(client, headers))["access_token"])
    response = await client.patch(f"{BASE}/me", headers=auth, json=body)
    assert response.status_code == 422
    assert response.json()["detail"][0]["loc"] == loc


async def test_field_limits_are_inclusive(client, db):
    headers = await key_headers(db)
    auth = with_token(headers, (await register(client, headers))["access_token"])
    response = await client.patch(
        f"{BASE}/me",
        headers=auth,
        json={"first_name": "x" * 100, "last_name": "y" * 100, "ffp_number": "9" * 20},
    )
    assert response.status_code == 200


async def test_patch_me_can_clear_nullable_fields(client, db):
    headers = await key_headers(db)
    registered = await register(client, headers, first_name="Ivan", phone="+996555123456")
    auth = with_token(headers, registered["access_token"])
    await client.patch(f"{BASE}/me", headers=auth, json={"ffp_number": "TK1"})
    response = await client.patch(
        f"{BASE}/me", headers=auth, json={"first_name": None, "phone": None, "ffp_number": None}
    )
    body = response.json()
    assert (body["first_name"], body["phone"], body["ffp_number"]) == (None, None, None)
