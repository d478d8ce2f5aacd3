"""Refresh (rotation, reuse, lifetime) and logout (spec 01 §2.1, §4.1, §5.3)."""

import asyncio
import hashlib

from sqlalchemy import func, select, update

from tarmac.accounts.models import Passenger, PassengerSession, RetiredRefreshToken
from tests.accounts.factories import BASE, advance_clock, key_headers, register, with_token


async def refresh(client, headers, token):
    return await client.post(f"{BASE}/refresh", headers=headers, json={"refresh_token": token})


async def test_refresh_returns_a_new_pair_without_the_passenger(client, db):
    headers = await key_headers(db)
    registered = await register(client, headers)
    response = await refresh(client, headers, registered["refresh_token"])
    assert response.status_code == 200
    body = response.json()
    assert set(body) == {"access_token", "refresh_token", "token_type", "expires_in"}
    assert body["token_type"] == "bearer"
    assert body["expires_in"] == 900
    assert body["refresh_token"] != registered["refresh_token"]
    me = await client.get(f"{BASE}/me", headers=with_token(headers, body["access_token"]))
    assert me.status_code == 200


async def test_old_refresh_token_is_revoked_at_once_and_its_reuse_is_401(client, db):
    headers = await key_headers(db)
    registered = await register(client, headers)
    first = await refresh(client, headers, registered["refresh_token"])
    assert first.status_code == 200
    reused = await refresh(client, headers, registered["refresh_token"])
    assert reused.status_code == 401
    assert (await refresh(client, headers, first.json()["refresh_token"])).status_code == 200


async def test_concurrent_refresh_with_one_token_yields_exactly_one_new_pair(client, db):
    headers = await key_headers(db)
    registered = await register(client, headers)
    responses = await asyncio.gather(
        *(refresh(client, headers, registered["refresh_token"]) for _ in range(8))
    )
    assert sorted(r.status_code for r in responses) == [200] + [401] * 7
    [winner] = [r.json() for r in responses if r.status_code == 200]
    # the winner's pair works; the session is still there (a race is not a theft)
    assert (await refresh(client, headers, winner["refresh_token"])).status_code == 200
    assert await db.scalar(select(func.count()).select_from(PassengerSession)) == 1


async def test_reuse_of_a_replaced_token_later_revokes_the_whole_session(client, db, admin_headers):
    headers = await key_headers(db)
    registered = await register(client, headers)
    stolen = registered["refresh_token"]
    rotated = (await refresh(client, headers, stolen)).json()
    await advance_clock(client, admin_headers, 60)
    assert (await refresh(client, headers, stolen)).status_code == 401
    # neither the thief nor the holder can go on with this session
    assert (await refresh(client, headers, rotated["refresh_token"])).status_code == 401
    assert await db.scalar(select(func.count()).select_from(PassengerSession)) == 0


async def test_refresh_token_lives_30_days_from_its_issue(client, db, admin_headers):
    headers = await key_headers(db)
    registered = await register(client, headers)
    await advance_clock(client, admin_headers, 29 * 86400)
    renewed = await refresh(client, headers, registered["refresh_token"])
    assert renewed.status_code == 200
    await advance_clock(client, admin_headers, 29 * 86400)  # 29 days after the renewal
    again = await refresh(client, headers, renewed.json()["refresh_token"])
    assert again.status_code == 200
    await advance_clock(client, admin_headers, 30 * 86400 + 1)
    assert (await refresh(client, headers, again.json()["refresh_token"])).status_code == 401


async def test_refresh_tokens_are_stored_only_as_sha256(client, db):
    headers = await key_headers(db)
    registered = await register(client, headers)
    stored = await db.scalar(select(PassengerSession.refresh_token_hash))
    token = registered["refresh_token"]
    assert stored == hashlib.sha256(token.encode()).hexdigest()
    assert token not in stored


async def test_anything_but_a_live_refresh_token_is_401(client, db):
    """Spec 01 §4.1: an invalid refresh token is 401, whatever its length or form (an
    access token, an empty string) — not a validation error."""
    headers = await key_headers(db)
    registered = await register(client, headers)
    session_part = registered["refresh_token"].split(".")[0]
    for token in [
        "garbage",
        f"{session_part}.forged",
        "x" * 200,
        "x" * 201,
        "y" * 100_000,
        f"{session_part}.",
        "",
        registered["access_token"],
        f"{session_part}.{'z' * 5000}",
    ]:
        response = await refresh(client, headers, token)
        assert response.status_code == 401, token[:40]
        assert response.json() == {
            "detail": "Invalid, expired or revoked refresh token",
            "code": "invalid_refresh_token",
        }
    # a forged token never revokes the session
    assert (await refresh(client, headers, registered["refresh_token"])).status_code == 200


async def test_a_made_up_secret_after_a_rotation_is_a_plain_401_and_the_session_goes_on(
    client, db, admin_headers
):
    """Knowing a session's id is not enough to end it: only a token the session really
    issued and replaced counts as reuse."""
    headers = await key_headers(db)
    registered = await register(client, headers)
    rotated = (await refresh(client, headers, registered["refresh_token"])).json()
    session_part = rotated["refresh_token"].split(".")[0]
    await advance_clock(client, admin_headers, 60)
    assert (await refresh(client, headers, f"{session_part}.garbage")).status_code == 401
    assert await db.scalar(select(func.count()).select_from(PassengerSession)) == 1
    assert (await refresh(client, headers, rotated["refresh_token"])).status_code == 200


async def test_reuse_of_any_token_the_session_replaced_revokes_it(client, db, admin_headers):
    headers = await key_headers(db)
    registered = await register(client, headers)
    first = registered["refresh_token"]
    second = (await refresh(client, headers, first)).json()["refresh_token"]
    third = (await refresh(client, headers, second)).json()["refresh_token"]
    await advance_clock(client, admin_headers, 60)
    assert (await refresh(client, headers, first)).status_code == 401  # two rotations back
    assert (await refresh(client, headers, third)).status_code == 401
    assert await db.scalar(select(func.count()).select_from(PassengerSession)) == 0


async def test_a_replaced_token_is_remembered_as_long_as_a_token_lives(client, db, admin_headers):
    """Replaced tokens are forgotten once they would have expired anyway, so a session
    refreshed for months keeps a bounded list; such an old token is a plain 401."""
    headers = await key_headers(db)
    registered = await register(client, headers)
    oldest = registered["refresh_token"]
    current = (await refresh(client, headers, oldest)).json()["refresh_token"]
    await advance_clock(client, admin_headers, 29 * 86400)
    current = (await refresh(client, headers, current)).json()["refresh_token"]
    await advance_clock(client, admin_headers, 2 * 86400)
    current = (await refresh(client, headers, current)).json()["refresh_token"]
    assert await db.scalar(select(func.count()).select_from(RetiredRefreshToken)) == 2
    assert (await refresh(client, headers, oldest)).status_code == 401
    assert (await refresh(client, headers, current)).status_code == 200


async def test_refresh_needs_an_api_key(client, db):
    registered = await register(client, await key_headers(db))
    response = await client.post(
        f"{BASE}/refresh", json={"refresh_token": registered["refresh_token"]}
    )
    assert response.status_code == 401


async def test_refresh_for_a_deactivated_account_is_403(client, db):
    headers = await key_headers(db)
    registered = await register(client, headers)
    await db.execute(update(Passenger).values(is_active=False))
    await db.commit()
    assert (await refresh(client, headers, registered["refresh_token"])).status_code == 403


async def test_logout_deletes_the_session_with_204(client, db):
    headers = await key_headers(db)
    registered = await register(client, headers)
    other = (
        await client.post(
            f"{BASE}/login",
            headers=headers,
            json={"email": "ivan@example.com", "password": "Secret#123"},
        )
    ).json()
    response = await client.post(
        f"{BASE}/logout",
        headers=with_token(headers, registered["access_token"]),
        json={"refresh_token": registered["refresh_token"]},
    )
    assert response.status_code == 204
    assert response.content == b""
    assert (await refresh(client, headers, registered["refresh_token"])).status_code == 401
    # the other session (another device) stays
    assert (await refresh(client, headers, other["refresh_token"])).status_code == 200
    assert await db.scalar(select(func.count()).select_from(PassengerSession)) == 1


async def test_logout_is_idempotent_and_cannot_end_another_passengers_session(client, db):
    headers = await key_headers(db)
    ivan = await register(client, headers, email="ivan@example.com")
    olga = await register(client, headers, email="olga@example.com")
    for token in [olga["refresh_token"], "garbage", olga["refresh_token"]]:
        response = await client.post(
            f"{BASE}/logout",
            headers=with_token(headers, ivan["access_token"]),
            json={"refresh_token": token},
        )
        assert response.status_code == 204
    assert (await refresh(client, headers, olga["refresh_token"])).status_code == 200


async def test_logout_needs_the_passenger_token(client, db):
    headers = await key_headers(db)
    registered = await register(client, headers)
    response = await client.post(
        f"{BASE}/logout", headers=headers, json={"refresh_token": registered["refresh_token"]}
    )
    assert response.status_code == 401
