"""Key headers that fail to authenticate are limited per client address (20 a minute):
past it, keyed requests from that address are 429 with ``Retry-After`` until the window
slides, whatever key they carry; other addresses are not affected. Unknown keys do not
stay in the key cache beyond its bound."""

import secrets

import httpx

from tarmac.auth import keys
from tarmac.auth.caller import FAILED_KEY_LIMIT
from tests.factories import create_api_key
from tests.window_edges import _clear_of_window_edges  # noqa: F401  (autouse)

LIMIT = int(FAILED_KEY_LIMIT.split("/")[0])
FLIGHTS = "/api/v1/schedules/flights/"


def from_address(app, address: str) -> httpx.AsyncClient:
    transport = httpx.ASGITransport(app=app, client=(address, 40000))
    return httpx.AsyncClient(transport=transport, base_url="http://test")


def random_key_headers() -> dict[str, str]:
    return {
        "X-API-Key": "sk_test_" + secrets.token_urlsafe(30),
        "X-Client-Id": "guess",
        "X-Client-Type": "agency",
    }


async def test_random_keys_from_one_address_are_429_after_the_limit(app, db):
    valid = await create_api_key(db, key_type="secret", client_type="agency")
    async with from_address(app, "203.0.113.7") as attacker:
        for _ in range(LIMIT):
            response = await attacker.get(FLIGHTS, headers=random_key_headers())
            assert response.status_code == 401
        refused = await attacker.get(FLIGHTS, headers=random_key_headers())
        assert refused.status_code == 429
        assert int(refused.headers["Retry-After"]) >= 1
        assert refused.json()["detail"].startswith("Rate limit exceeded")
        # the address is refused whatever key it sends now
        assert (await attacker.get(FLIGHTS, headers=valid.headers)).status_code == 429
    async with from_address(app, "198.51.100.9") as other:
        assert (await other.get(FLIGHTS, headers=valid.headers)).status_code == 200


async def test_wrong_client_ids_with_a_valid_key_count_as_failures(app, db):
    valid = await create_api_key(db, key_type="secret", client_type="agency")
    async with from_address(app, "203.0.113.8") as client:
        for attempt in range(LIMIT):
            headers = {**valid.headers, "X-Client-Id": f"wrong-{attempt}"}
            assert (await client.get(FLIGHTS, headers=headers)).status_code == 401
        headers = {**valid.headers, "X-Client-Id": "wrong-again"}
        assert (await client.get(FLIGHTS, headers=headers)).status_code == 429


async def test_successful_requests_do_not_count_toward_the_failure_limit(app, db):
    valid = await create_api_key(db, key_type="secret", client_type="agency")
    async with from_address(app, "203.0.113.9") as client:
        for _ in range(LIMIT + 5):
            assert (await client.get(FLIGHTS, headers=valid.headers)).status_code == 200
        assert (await client.get(FLIGHTS, headers=random_key_headers())).status_code == 401


async def test_the_key_cache_keeps_at_most_its_bound_dropping_the_least_recently_used(app, db):
    valid = await create_api_key(db, key_type="secret", client_type="agency")
    async with from_address(app, "203.0.113.10") as client:
        assert (await client.get(FLIGHTS, headers=valid.headers)).status_code == 200
        for n in range(keys._cache.maxsize - 1):
            keys._cache[f"filler-{n}"] = (0, None)
        assert len(keys._cache) == keys._cache.maxsize
        assert (await client.get(FLIGHTS, headers=valid.headers)).status_code == 200
        assert (await client.get(FLIGHTS, headers=random_key_headers())).status_code == 401
    assert len(keys._cache) == keys._cache.maxsize
    assert "filler-0" not in keys._cache
    assert keys.hash_key(valid.raw) in keys._cache
