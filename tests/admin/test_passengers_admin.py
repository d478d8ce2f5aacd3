"""The back office finds passenger accounts and deactivates or reactivates them; a
deactivated account cannot sign in (403, spec 01 §4.1) nor go on with its tokens."""

import uuid

from tests.accounts.factories import BASE, PASSWORD, key_headers, login, register, with_token
from tests.admin.helpers import ADMIN

PASSENGERS = f"{ADMIN}/passengers"


async def _set_active(client, admin_headers, passenger_id, active: bool) -> dict:
    response = await client.patch(
        f"{PASSENGERS}/{passenger_id}", headers=admin_headers, json={"is_active": active}
    )
    assert response.status_code == 200, response.text
    return response.json()


async def test_staff_find_passengers_by_email_or_phone_a_page_at_a_time(client, db, admin_headers):
    headers = await key_headers(db)
    ivan = await register(client, headers, email="Ivan@Example.com", phone="+996555123456")
    olga = await register(client, headers, email="olga@example.com")
    await register(client, headers, email="azamat@example.com", phone="0700 111 222")

    async def emails(**params):
        response = await client.get(PASSENGERS, headers=admin_headers, params=params)
        assert response.status_code == 200, response.text
        return [p["email"] for p in response.json()]

    everyone = ["Ivan@example.com", "olga@example.com", "azamat@example.com"]
    assert await emails() == everyone  # oldest first
    assert await emails(limit=2) == everyone[:2]
    assert await emails(limit=2, offset=2) == everyone[2:]
    assert await emails(email="IVAN@example.COM") == ["Ivan@example.com"]
    assert await emails(email="ivan") == []  # the whole address, not a part of it
    assert await emails(phone="0555 123 456") == ["Ivan@example.com"]
    assert await emails(phone="+996555123456") == ["Ivan@example.com"]
    # "+" sent unencoded in a query string arrives as a space
    found = await client.get(f"{PASSENGERS}?phone=+996700111222", headers=admin_headers)
    assert [p["email"] for p in found.json()] == ["azamat@example.com"]
    assert await emails(phone="+996777000000") == []

    [listed] = (await client.get(PASSENGERS, headers=admin_headers, params={"limit": 1})).json()
    assert listed["id"] == ivan["passenger"]["id"]
    assert listed["is_active"] is True
    assert listed["phone"] == "+996555123456"
    assert listed["phone_verified_at"] is None
    assert {"created_at", "updated_at", "documents", "preferences"} <= set(listed)

    one = await client.get(f"{PASSENGERS}/{olga['passenger']['id']}", headers=admin_headers)
    assert one.status_code == 200
    assert one.json()["email"] == "olga@example.com"

    bad = await client.get(PASSENGERS, headers=admin_headers, params={"phone": "12"})
    assert bad.status_code == 422
    assert bad.json()["detail"][0]["loc"] == ["query", "phone"]
    unknown = await client.get(f"{PASSENGERS}/{uuid.uuid4()}", headers=admin_headers)
    assert unknown.status_code == 404


async def test_a_deactivated_account_cannot_log_in_403_until_reactivated(client, db, admin_headers):
    headers = await key_headers(db)
    registered = await register(client, headers)
    passenger_id = registered["passenger"]["id"]

    changed = await _set_active(client, admin_headers, passenger_id, False)
    assert changed["is_active"] is False
    refused = await login(client, headers)
    assert refused.status_code == 403
    assert refused.json() == {
        "detail": "This account has been deactivated",
        "code": "account_deactivated",
    }
    # a wrong password is still the plain 401: the account's state is not revealed
    assert (await login(client, headers, password="Wrong#123")).status_code == 401
    listed = await client.get(PASSENGERS, headers=admin_headers, params={"is_active": False})
    assert [p["id"] for p in listed.json()] == [passenger_id]

    assert (await _set_active(client, admin_headers, passenger_id, True))["is_active"] is True
    assert (await login(client, headers, password=PASSWORD)).status_code == 200


async def test_deactivation_ends_the_sessions_and_the_access_tokens_get_403(
    client, db, admin_headers
):
    headers = await key_headers(db)
    registered = await register(client, headers)
    other = await register(client, headers, email="olga@example.com")
    signed_in = with_token(headers, registered["access_token"])
    assert (await client.get(f"{BASE}/me", headers=signed_in)).status_code == 200

    await _set_active(client, admin_headers, registered["passenger"]["id"], False)
    refresh = await client.post(
        f"{BASE}/refresh", headers=headers, json={"refresh_token": registered["refresh_token"]}
    )
    assert refresh.status_code == 401
    for method, path in (("GET", "/me"), ("GET", "/devices/me"), ("PATCH", "/me")):
        response = await client.request(method, f"{BASE}{path}", headers=signed_in, json={})
        assert response.status_code == 403, (method, path)
    # another passenger's session is untouched
    still = await client.post(
        f"{BASE}/refresh", headers=headers, json={"refresh_token": other["refresh_token"]}
    )
    assert still.status_code == 200

    # reactivated, the account signs in again: the ended session does not come back
    await _set_active(client, admin_headers, registered["passenger"]["id"], True)
    refresh = await client.post(
        f"{BASE}/refresh", headers=headers, json={"refresh_token": registered["refresh_token"]}
    )
    assert refresh.status_code == 401


async def test_staff_change_only_is_active_of_an_account(client, db, admin_headers):
    headers = await key_headers(db)
    passenger_id = (await register(client, headers))["passenger"]["id"]
    item = f"{PASSENGERS}/{passenger_id}"
    for body in ({"is_active": None}, {"email": "x@example.com"}, {"is_active": "perhaps"}):
        response = await client.patch(item, headers=admin_headers, json=body)
        assert response.status_code == 422, body
    assert (await client.post(PASSENGERS, headers=admin_headers, json={})).status_code == 405
    assert (await client.delete(item, headers=admin_headers)).status_code == 405
    unknown = await client.patch(
        f"{PASSENGERS}/{uuid.uuid4()}", headers=admin_headers, json={"is_active": False}
    )
    assert unknown.status_code == 404


async def test_passenger_accounts_in_the_back_office_need_a_staff_token(client, db, signer):
    headers = await key_headers(db)
    registered = await register(client, headers)
    assert (await client.get(PASSENGERS)).status_code == 401
    own_token = {"Authorization": f"Bearer {registered['access_token']}"}
    assert (await client.get(PASSENGERS, headers=own_token)).status_code == 403
    no_scope = {"Authorization": f"Bearer {signer.staff_token('clerk', set(), 3600)}"}
    assert (await client.get(PASSENGERS, headers=no_scope)).status_code == 403
    patch = await client.patch(
        f"{PASSENGERS}/{registered['passenger']['id']}",
        headers=own_token,
        json={"is_active": True},
    )
    assert patch.status_code == 403
