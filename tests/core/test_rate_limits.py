"""Rate limits (spec 02 §8): per key kind, per IP for public content, headers, 429."""

import os
import uuid

import pytest

from tarmac.auth.caller import AnyKey, by_api_key
from tarmac.core.ratelimit import route_limit
from tests.conftest import client_for
from tests.factories import create_api_key
from tests.window_edges import _clear_of_window_edges, clear_of_window_edges  # noqa: F401


def add_routes(app):
    @app.get("/api/v1/probe/keyed")
    async def keyed(caller: AnyKey):
        return {"ok": True}

    @app.post("/api/v1/probe/create", dependencies=[route_limit("3/minute", key=by_api_key)])
    async def create(caller: AnyKey):
        return {"ok": True}


@pytest.fixture
def probe_app(app):
    add_routes(app)
    return app


@pytest.mark.parametrize(
    ("key_type", "client_type", "limit"),
    [
        ("publishable", "consumer_app", 120),
        ("secret", "agency", 600),
        ("secret", "consumer_app", 300),
        ("secret", "kiosk", 300),
    ],
)
async def test_keyed_response_carries_limit_of_its_kind(
    probe_app, client, db, key_type, client_type, limit
):
    key = await create_api_key(db, key_type=key_type, client_type=client_type)
    response = await client.get("/api/v1/probe/keyed", headers=key.headers)
    assert response.status_code == 200
    assert response.headers["X-RateLimit-Limit"] == str(limit)
    assert response.headers["X-RateLimit-Remaining"] == str(limit - 1)
    assert int(response.headers["X-RateLimit-Reset"]) > 0


async def test_publishable_key_gets_429_after_120_with_retry_after(probe_app, client, db):
    key = await create_api_key(db, key_type="publishable", client_type="consumer_app")
    for _ in range(120):
        assert (await client.get("/api/v1/probe/keyed", headers=key.headers)).status_code == 200
    response = await client.get("/api/v1/probe/keyed", headers=key.headers)
    assert response.status_code == 429
    retry_after = int(response.headers["Retry-After"])
    assert 1 <= retry_after <= 60
    assert response.json() == {
        "detail": f"Rate limit exceeded. Retry in {retry_after} seconds.",
        "code": "rate_limited",
    }
    assert response.headers["X-RateLimit-Remaining"] == "0"
    assert response.headers["x-request-id"]


async def test_kiosk_limit_is_per_device(probe_app, client, db):
    key = await create_api_key(db, client_type="kiosk")
    first = await client.get(
        "/api/v1/probe/keyed", headers={**key.headers, "X-Device-Id": "gate-1"}
    )
    again = await client.get(
        "/api/v1/probe/keyed", headers={**key.headers, "X-Device-Id": "gate-1"}
    )
    other = await client.get(
        "/api/v1/probe/keyed", headers={**key.headers, "X-Device-Id": "gate-2"}
    )
    assert first.headers["X-RateLimit-Remaining"] == "299"
    assert again.headers["X-RateLimit-Remaining"] == "298"
    assert other.headers["X-RateLimit-Remaining"] == "299"


async def test_route_limit_declared_in_one_line(probe_app, client, db):
    key = await create_api_key(db)
    statuses = [
        (await client.post("/api/v1/probe/create", headers=key.headers)).status_code
        for _ in range(4)
    ]
    assert statuses == [200, 200, 200, 429]
    other_key = await create_api_key(db)
    assert (await client.post("/api/v1/probe/create", headers=other_key.headers)).status_code == 200


async def test_public_content_limited_to_60_per_minute_per_ip(client):
    for _ in range(60):
        response = await client.get("/api/v1/auth/public/app-links")
        assert response.status_code == 200
    assert response.headers["X-RateLimit-Remaining"] == "0"
    blocked = await client.get("/api/v1/auth/public/app-links")
    assert blocked.status_code == 429
    assert "Retry-After" in blocked.headers


REDIS_URL = os.environ.get("TARMAC_RATE_LIMIT_STORAGE") or "redis://127.0.0.1:6379/0"


async def _redis_available() -> bool:
    if not REDIS_URL.startswith("redis://"):
        return False
    from tarmac.core.ratelimit import RateLimiter

    try:
        limiter = RateLimiter(REDIS_URL, namespace=f"probe-{uuid.uuid4().hex}")
        return await limiter._storage.check()
    except Exception:
        return False


async def test_two_app_instances_share_counters_through_redis(app_factory, db, monkeypatch):
    if not await _redis_available():
        if os.environ.get("CI"):  # CI's machine runs Redis: this test must run there
            pytest.fail(f"Redis did not answer at {REDIS_URL}")
        pytest.skip(f"Redis not reachable at {REDIS_URL}")
    monkeypatch.undo()  # Redis counters keep real time
    await clear_of_window_edges()
    first, second = (
        app_factory(rate_limit_storage=REDIS_URL),
        app_factory(rate_limit_storage=REDIS_URL),
    )
    for instance in (first, second):
        add_routes(instance)
    key = await create_api_key(db, key_type="publishable", client_type="consumer_app")
    async with client_for(first) as a, client_for(second) as b:
        remaining = []
        for i in range(6):
            c = a if i % 2 == 0 else b
            response = await c.get("/api/v1/probe/keyed", headers=key.headers)
            remaining.append(int(response.headers["X-RateLimit-Remaining"]))
    assert remaining == [119, 118, 117, 116, 115, 114]


async def test_limit_multiplier_scales_every_limit_for_benchmarks(app_factory, db):
    scaled = app_factory(rate_limit_multiplier=1000)
    add_routes(scaled)
    key = await create_api_key(db)
    async with client_for(scaled) as c:
        response = await c.get("/api/v1/probe/keyed", headers=key.headers)
    assert response.headers["X-RateLimit-Limit"] == "600000"
