"""Push devices (spec 01 §2.2, §4.1): upsert by push token, soft delete, list mine."""

import uuid

from sqlalchemy import func, select

from tarmac.accounts.models import Device
from tests.accounts.factories import BASE, key_headers, register, with_token

IOS = {
    "platform": "ios",
    "push_token": "apns-token-1",
    "device_id": "kg.tarmac.app",
    "app_version": "2.4.0",
    "locale": "ru-KG",
}


async def signed_in(client, db, email="ivan@example.com"):
    headers = await key_headers(db)
    return with_token(headers, (await register(client, headers, email=email))["access_token"])


async def test_register_device_returns_it_and_lists_it_as_mine(client, db):
    auth = await signed_in(client, db)
    response = await client.post(f"{BASE}/devices/register", headers=auth, json=IOS)
    assert response.status_code == 200
    device = response.json()
    assert {k: device[k] for k in IOS} == IOS
    assert device["is_active"] is True
    assert uuid.UUID(device["id"])
    mine = await client.get(f"{BASE}/devices/me", headers=auth)
    assert mine.status_code == 200
    assert mine.json() == [device]


async def test_register_device_upserts_by_push_token(client, db):
    auth = await signed_in(client, db)
    first = (await client.post(f"{BASE}/devices/register", headers=auth, json=IOS)).json()
    second = await client.post(
        f"{BASE}/devices/register", headers=auth, json={**IOS, "app_version": "2.5.0"}
    )
    assert second.status_code == 200
    assert second.json()["id"] == first["id"]
    assert second.json()["app_version"] == "2.5.0"
    assert await db.scalar(select(func.count()).select_from(Device)) == 1


async def test_a_rotated_push_token_is_a_new_device(client, db):
    auth = await signed_in(client, db)
    await client.post(f"{BASE}/devices/register", headers=auth, json=IOS)
    await client.post(
        f"{BASE}/devices/register", headers=auth, json={**IOS, "push_token": "apns-token-2"}
    )
    assert len((await client.get(f"{BASE}/devices/me", headers=auth)).json()) == 2


async def test_web_device_id_is_the_first_100_characters_of_the_user_agent(client, db):
    auth = await signed_in(client, db)
    agent = "Mozilla/5.0 (X11; Linux x86_64) " + "A" * 200
    response = await client.post(
        f"{BASE}/devices/register",
        headers={**auth, "User-Agent": agent},
        json={"platform": "web", "push_token": "fcm-web-token", "device_id": "ignored"},
    )
    assert response.status_code == 200
    assert response.json()["device_id"] == agent[:100]


async def test_a_mobile_device_needs_a_device_id(client, db):
    auth = await signed_in(client, db)
    body = {k: v for k, v in IOS.items() if k != "device_id"}
    response = await client.post(f"{BASE}/devices/register", headers=auth, json=body)
    assert response.status_code == 422


async def test_invalid_device_fields_are_422(client, db):
    auth = await signed_in(client, db)
    for change in [
        {"platform": "symbian"},
        {"push_token": ""},
        {"push_token": "x" * 1025},
        {"app_version": "1" * 51},
        {"locale": "not a locale"},
    ]:
        response = await client.post(
            f"{BASE}/devices/register", headers=auth, json={**IOS, **change}
        )
        assert response.status_code == 422, change


async def test_delete_device_is_a_soft_delete_with_204(client, db):
    auth = await signed_in(client, db)
    await client.post(f"{BASE}/devices/register", headers=auth, json=IOS)
    response = await client.delete(f"{BASE}/devices/{IOS['push_token']}", headers=auth)
    assert response.status_code == 204
    assert (await client.get(f"{BASE}/devices/me", headers=auth)).json() == []
    device = await db.scalar(select(Device))
    assert device.is_active is False
    # deleting again is still fine; registering again reactivates it
    assert (
        await client.delete(f"{BASE}/devices/{IOS['push_token']}", headers=auth)
    ).status_code == 204
    again = await client.post(f"{BASE}/devices/register", headers=auth, json=IOS)
    assert again.json()["is_active"] is True
    assert again.json()["id"] == str(device.id)


async def test_push_tokens_with_slashes_can_be_deleted(client, db):
    auth = await signed_in(client, db)
    token = "https://fcm.googleapis.com/fcm/send/abc:def"
    await client.post(f"{BASE}/devices/register", headers=auth, json={**IOS, "push_token": token})
    response = await client.delete(f"{BASE}/devices/{token}", headers=auth)
    assert response.status_code == 204


async def test_deleting_an_unknown_or_anothers_device_is_404(client, db):
    ivan = await signed_in(client, db, "ivan@example.com")
    olga = await signed_in(client, db, "olga@example.com")
    await client.post(f"{BASE}/devices/register", headers=olga, json=IOS)
    assert (await client.delete(f"{BASE}/devices/unknown", headers=ivan)).status_code == 404
    assert (
        await client.delete(f"{BASE}/devices/{IOS['push_token']}", headers=ivan)
    ).status_code == 404
    assert len((await client.get(f"{BASE}/devices/me", headers=olga)).json()) == 1


async def test_a_push_token_registered_by_another_passenger_moves_to_the_caller(client, db):
    ivan = await signed_in(client, db, "ivan@example.com")
    olga = await signed_in(client, db, "olga@example.com")
    await client.post(f"{BASE}/devices/register", headers=ivan, json=IOS)
    await client.post(f"{BASE}/devices/register", headers=olga, json=IOS)
    assert (await client.get(f"{BASE}/devices/me", headers=ivan)).json() == []
    assert len((await client.get(f"{BASE}/devices/me", headers=olga)).json()) == 1


async def test_device_routes_need_a_passenger_token(client, db, signer):
    headers = await key_headers(db)
    staff = with_token(headers, signer.staff_token("ops", {"admin"}, 600))
    for method, path, body in [
        ("POST", "/devices/register", IOS),
        ("GET", "/devices/me", None),
        ("DELETE", "/devices/apns-token-1", None),
    ]:
        response = await client.request(method, f"{BASE}{path}", headers=headers, json=body)
        assert response.status_code == 401, path
        response = await client.request(method, f"{BASE}{path}", headers=staff, json=body)
        assert response.status_code == 403, path
