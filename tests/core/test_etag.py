"""Entity tags (spec 02 §8): If-None-Match answers 304 and spends no quota."""

from fastapi import Request

from tarmac.auth.caller import AnyKey
from tarmac.core.etag import cached_json
from tests.factories import create_api_key
from tests.window_edges import _clear_of_window_edges  # noqa: F401  (autouse)


def add_routes(app, payload):
    @app.get("/api/v1/probe/catalog")
    async def catalog(request: Request, caller: AnyKey):
        return cached_json(request, payload)


async def test_etag_revalidation_returns_304_without_spending_quota(app, client, db):
    add_routes(app, {"airports": ["FRU", "OSS"]})
    key = await create_api_key(db)
    first = await client.get("/api/v1/probe/catalog", headers=key.headers)
    assert first.status_code == 200
    tag = first.headers["ETag"]
    assert tag.startswith('"') and tag.endswith('"')
    assert first.headers["X-RateLimit-Remaining"] == "599"
    for _ in range(3):
        again = await client.get(
            "/api/v1/probe/catalog", headers={**key.headers, "If-None-Match": tag}
        )
        assert again.status_code == 304
        assert again.content == b""
        assert again.headers["ETag"] == tag
        assert again.headers["X-RateLimit-Remaining"] == "599"
    changed = await client.get(
        "/api/v1/probe/catalog", headers={**key.headers, "If-None-Match": '"stale"'}
    )
    assert changed.status_code == 200
    assert changed.json() == {"airports": ["FRU", "OSS"]}
    assert changed.headers["X-RateLimit-Remaining"] == "598"


async def test_same_content_gives_same_etag_and_different_content_another(app, client, db):
    payload = {"n": 1}
    add_routes(app, payload)
    key = await create_api_key(db)
    first = await client.get("/api/v1/probe/catalog", headers=key.headers)
    second = await client.get("/api/v1/probe/catalog", headers=key.headers)
    assert first.headers["ETag"] == second.headers["ETag"]
    payload["n"] = 2
    third = await client.get("/api/v1/probe/catalog", headers=key.headers)
    assert third.headers["ETag"] != first.headers["ETag"]


async def test_public_content_supports_etag(client):
    first = await client.get("/api/v1/auth/public/app-links")
    assert first.status_code == 200
    again = await client.get(
        "/api/v1/auth/public/app-links", headers={"If-None-Match": first.headers["ETag"]}
    )
    assert again.status_code == 304
