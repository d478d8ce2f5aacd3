"""CORS for publishable keys (spec 01 §5.1, issue 11): preflights are answered for the
origins some active publishable key allows, cross-origin responses carry
``Access-Control-Allow-Origin`` for them, and nothing for any other origin."""

import asyncio

import asyncpg

from tarmac.auth import keys
from tarmac.cache.listener import ChangeListener
from tarmac.core.cors import MAX_AGE
from tests.factories import create_api_key

SHOP = "https://shop.example"
OTHER = "https://evil.example"
AIRPORTS = "/api/v1/schedules/airports"


def _preflight(origin: str, method: str = "POST", headers: str = "x-api-key,content-type"):
    return {
        "Origin": origin,
        "Access-Control-Request-Method": method,
        "Access-Control-Request-Headers": headers,
    }


def _split(value: str) -> set[str]:
    return {part.strip().lower() for part in value.split(",")}


async def _web_key(db, origins=(SHOP,), **kwargs):
    return await create_api_key(
        db,
        key_type="publishable",
        client_type="consumer_app",
        allowed_origins=list(origins),
        **kwargs,
    )


async def test_a_preflight_from_an_allowed_origin_is_answered(client, db):
    await _web_key(db)
    response = await client.options(
        "/api/v1/schedules/flights/search",
        headers=_preflight(SHOP, headers="x-api-key,x-client-id,x-client-type,content-type"),
    )
    assert response.status_code == 204, response.text
    assert response.headers["access-control-allow-origin"] == SHOP
    assert {"get", "post", "put", "patch", "delete"} <= _split(
        response.headers["access-control-allow-methods"]
    )
    assert {
        "x-api-key",
        "x-client-id",
        "x-client-type",
        "authorization",
        "content-type",
        "accept-version",
        "x-request-id",
        "idempotency-key",
        "x-idempotency-key",
    } <= _split(response.headers["access-control-allow-headers"])
    assert response.headers["access-control-max-age"] == str(MAX_AGE)
    assert "origin" in _split(response.headers["vary"])
    assert "access-control-allow-credentials" not in response.headers
    assert response.headers["x-request-id"]


async def test_a_preflight_from_an_unlisted_origin_gets_no_cors_headers(client, db):
    await _web_key(db)
    response = await client.options(AIRPORTS, headers=_preflight(OTHER))
    assert response.status_code == 403
    assert response.json()["detail"].startswith("This origin is not allowed")
    assert not [name for name in response.headers if name.startswith("access-control-")]


async def test_only_active_publishable_keys_of_this_mode_open_an_origin(client, db):
    revoked = await _web_key(db, origins=("https://revoked.example",))
    await keys.revoke_key(db, revoked.id)
    await db.commit()
    await create_api_key(db, allowed_origins=["https://backend.example"])  # a secret key
    await _web_key(db, origins=("https://live.example",), mode="live")
    for origin in ("https://revoked.example", "https://backend.example", "https://live.example"):
        response = await client.options(AIRPORTS, headers=_preflight(origin))
        assert response.status_code == 403, origin
        assert "access-control-allow-origin" not in response.headers


async def test_issuing_and_revoking_a_key_reaches_the_next_preflight(client, db, admin_headers):
    assert (await client.options(AIRPORTS, headers=_preflight(SHOP))).status_code == 403

    created = await client.post(
        "/api/v1/admin/api-keys",
        json={
            "name": "Shop",
            "key_type": "publishable",
            "client_id": "shop-web",
            "client_type": "consumer_app",
            "allowed_origins": [SHOP + "/"],
        },
        headers=admin_headers,
    )
    assert created.status_code == 201, created.text
    opened = await client.options(AIRPORTS, headers=_preflight(SHOP))
    assert opened.status_code == 204
    assert opened.headers["access-control-allow-origin"] == SHOP

    key_id = created.json()["id"]
    revoked = await client.post(f"/api/v1/admin/api-keys/{key_id}/revoke", headers=admin_headers)
    assert revoked.status_code == 200, revoked.text
    assert (await client.options(AIRPORTS, headers=_preflight(SHOP))).status_code == 403


async def test_a_key_issued_by_another_process_opens_its_origin(client, db, database_url):
    """Another API process issues a key: its commit's NOTIFY empties this process's cache."""
    assert (await client.options(AIRPORTS, headers=_preflight(SHOP))).status_code == 403
    listener = ChangeListener(database_url, retry_seconds=0.1)
    listener.start()
    other = await asyncpg.connect(database_url.replace("+asyncpg", ""))
    try:
        await asyncio.sleep(0.3)  # listening
        await other.execute(
            "INSERT INTO api_keys (id, created_at, updated_at, name, prefix, key_hash, "
            "key_type, mode, client_id, client_type, scopes, allowed_origins, allowed_app_ids) "
            "VALUES (gen_random_uuid(), now(), now(), 'other', 'pk_test_x', md5('x'), "
            "'publishable', 'test', 'web', 'consumer_app', '{}', $1, '{}')",
            [SHOP],
        )
        for _ in range(100):
            response = await client.options(AIRPORTS, headers=_preflight(SHOP))
            if response.status_code == 204:
                break
            await asyncio.sleep(0.05)
        assert response.status_code == 204
    finally:
        await other.close()
        await listener.stop()


async def test_a_cross_origin_response_carries_the_origin_and_exposes_headers(client, db):
    key = await _web_key(db)
    response = await client.get(AIRPORTS, headers=key.headers | {"Origin": SHOP})
    assert response.status_code == 200, response.text
    assert response.headers["access-control-allow-origin"] == SHOP
    exposed = _split(response.headers["access-control-expose-headers"])
    assert {
        "x-request-id",
        "retry-after",
        "x-ratelimit-limit",
        "x-ratelimit-remaining",
        "x-ratelimit-reset",
    } <= exposed
    assert "origin" in _split(response.headers["vary"])
    assert "access-control-allow-credentials" not in response.headers


async def test_an_error_to_an_allowed_origin_is_readable_by_the_page(client, db):
    """A 401 (here: a key that does not allow this origin) must reach the web app's code,
    not end as a CORS failure."""
    await _web_key(db)
    narrow = await _web_key(db, origins=("https://other-shop.example",))
    response = await client.get(AIRPORTS, headers=narrow.headers | {"Origin": SHOP})
    assert response.status_code == 401
    assert response.headers["access-control-allow-origin"] == SHOP

    too_big = await client.post(
        "/api/v1/schedules/flights/search",
        content=b"x",
        headers={"Origin": SHOP, "Content-Length": str(10 * 1024 * 1024)},
    )
    assert too_big.status_code == 413
    assert too_big.headers["access-control-allow-origin"] == SHOP


async def test_a_response_to_an_unlisted_origin_carries_no_cors_headers(client, db):
    await _web_key(db)
    key = await create_api_key(db)  # a secret key: no origin check
    response = await client.get(AIRPORTS, headers=key.headers | {"Origin": OTHER})
    assert response.status_code == 200
    assert "access-control-allow-origin" not in response.headers
    assert "origin" in _split(response.headers["vary"])

    plain = await client.get(AIRPORTS, headers=key.headers)  # no Origin: not a CORS request
    assert not [name for name in plain.headers if name.startswith("access-control-")]


async def test_an_options_request_that_is_not_a_preflight_is_left_to_the_routes(client, db):
    await _web_key(db)
    response = await client.options(AIRPORTS, headers={"Origin": SHOP})
    assert response.status_code == 405
    assert response.headers["access-control-allow-origin"] == SHOP
