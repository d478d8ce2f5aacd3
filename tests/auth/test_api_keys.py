"""Credential rules of spec 01 §5 and the issue: every way a request can fail to authenticate."""

import asyncio
from typing import Annotated

import asyncpg
import pytest
from fastapi import Depends, FastAPI

from tarmac.auth.caller import AnyKey, Caller, require_key, require_staff
from tarmac.cache.listener import ChangeListener
from tests.factories import create_api_key

BOOKING_READ = Annotated[Caller, Depends(require_key(key_type="secret", scopes={"booking:read"}))]
AGENCY_ONLY = Annotated[Caller, Depends(require_key(client_types={"agency"}))]


def add_probe_routes(app: FastAPI) -> None:
    """Routes that declare requirements the way real routes do, to probe the dependency."""

    @app.get("/api/v1/probe/any")
    async def any_key(caller: AnyKey):
        return {
            "kind": caller.kind,
            "key_type": caller.key_type,
            "client_id": caller.client_id,
            "partner_id": str(caller.partner_id) if caller.partner_id else None,
        }

    @app.get("/api/v1/probe/booking-read")
    async def booking_read(caller: BOOKING_READ):
        return {"ok": True}

    @app.get("/api/v1/probe/agency")
    async def agency(caller: AGENCY_ONLY):
        return {"ok": True}

    @app.get("/api/v1/probe/staff")
    async def staff(caller: Annotated[Caller, Depends(require_staff("admin"))]):
        return {"subject": caller.staff_subject}


@pytest.fixture
def probe_app(app):
    add_probe_routes(app)
    return app


async def test_valid_secret_key_resolves_the_caller(probe_app, client, db):
    key = await create_api_key(db, scopes=["booking:read"])
    response = await client.get("/api/v1/probe/any", headers=key.headers)
    assert response.status_code == 200, response.text
    body = response.json()
    assert body["kind"] == "agency"
    assert body["key_type"] == "secret"
    assert body["client_id"] == key.client_id
    assert body["partner_id"] is not None


async def test_missing_api_key_header_is_401(probe_app, client):
    response = await client.get("/api/v1/probe/any")
    assert response.status_code == 401
    assert response.json() == {"detail": "Missing X-API-Key header", "code": "invalid_credentials"}
    assert response.headers["x-request-id"]


async def test_unknown_api_key_is_401(probe_app, client):
    headers = {"X-API-Key": "sk_test_" + "A" * 40, "X-Client-Id": "x", "X-Client-Type": "agency"}
    response = await client.get("/api/v1/probe/any", headers=headers)
    assert response.status_code == 401
    assert response.json() == {"detail": "Invalid API key", "code": "invalid_credentials"}


async def test_malformed_api_key_is_401(probe_app, client):
    headers = {"X-API-Key": "not-a-key", "X-Client-Id": "x", "X-Client-Type": "agency"}
    response = await client.get("/api/v1/probe/any", headers=headers)
    assert response.status_code == 401


@pytest.mark.parametrize("header", ["X-Client-Id", "X-Client-Type"])
async def test_missing_client_header_is_401(probe_app, client, db, header):
    key = await create_api_key(db)
    headers = {k: v for k, v in key.headers.items() if k != header}
    response = await client.get("/api/v1/probe/any", headers=headers)
    assert response.status_code == 401
    assert header in response.json()["detail"]


async def test_mismatched_client_id_is_401(probe_app, client, db):
    key = await create_api_key(db)
    response = await client.get(
        "/api/v1/probe/any", headers={**key.headers, "X-Client-Id": "someone-else"}
    )
    assert response.status_code == 401
    assert response.json()["detail"] == "X-Client-Id does not match the API key"


async def test_mismatched_client_type_is_401(probe_app, client, db):
    key = await create_api_key(db)
    response = await client.get(
        "/api/v1/probe/any", headers={**key.headers, "X-Client-Type": "kiosk"}
    )
    assert response.status_code == 401
    assert "X-Client-Type" in response.json()["detail"]


async def test_revoked_key_is_401_at_once(probe_app, client, db, admin_headers):
    key = await create_api_key(db)
    assert (await client.get("/api/v1/probe/any", headers=key.headers)).status_code == 200
    revoke = await client.post(f"/api/v1/admin/api-keys/{key.id}/revoke", headers=admin_headers)
    assert revoke.status_code == 200
    assert revoke.json()["revoked_at"] is not None
    response = await client.get("/api/v1/probe/any", headers=key.headers)
    assert response.status_code == 401
    assert "revoked" in response.json()["detail"]


async def test_a_key_revoked_by_another_process_is_401_here_at_its_notify(
    probe_app, client, db, database_url
):
    """Not after the key cache's 5 s: the revoking commit's NOTIFY outdates the entry."""
    key = await create_api_key(db)
    await db.commit()
    assert (await client.get("/api/v1/probe/any", headers=key.headers)).status_code == 200
    listener = ChangeListener(database_url, retry_seconds=0.1)
    listener.start()
    other = await asyncpg.connect(database_url.replace("+asyncpg", ""))
    try:
        await asyncio.sleep(0.3)  # listening
        await other.execute("UPDATE api_keys SET revoked_at = now() WHERE id = $1", key.id)
        for _ in range(40):  # 2 s at most, less than the cache's lifetime
            response = await client.get("/api/v1/probe/any", headers=key.headers)
            if response.status_code == 401:
                break
            await asyncio.sleep(0.05)
        assert response.status_code == 401
        assert "revoked" in response.json()["detail"]
    finally:
        await other.close()
        await listener.stop()


async def test_live_key_on_sandbox_deployment_is_401_saying_so(probe_app, client, db):
    key = await create_api_key(db, mode="live")
    response = await client.get("/api/v1/probe/any", headers=key.headers)
    assert response.status_code == 401
    assert "live key" in response.json()["detail"]
    assert "sandbox" in response.json()["detail"]


async def test_test_key_on_live_deployment_is_401_saying_so(app_factory, db):
    from tests.conftest import client_for

    live = app_factory(mode="live")
    add_probe_routes(live)
    key = await create_api_key(db, mode="test")
    async with client_for(live) as live_client:
        response = await live_client.get("/api/v1/probe/any", headers=key.headers)
    assert response.status_code == 401
    assert "test key" in response.json()["detail"]
    assert "live" in response.json()["detail"]


async def test_publishable_key_from_allowed_origin_passes(probe_app, client, db):
    key = await create_api_key(
        db,
        key_type="publishable",
        client_type="consumer_app",
        allowed_origins=["https://shop.example"],
    )
    response = await client.get(
        "/api/v1/probe/any", headers={**key.headers, "Origin": "https://shop.example"}
    )
    assert response.status_code == 200
    assert response.json()["key_type"] == "publishable"


async def test_publishable_key_from_other_origin_is_401(probe_app, client, db):
    key = await create_api_key(
        db,
        key_type="publishable",
        client_type="consumer_app",
        allowed_origins=["https://shop.example"],
    )
    response = await client.get(
        "/api/v1/probe/any", headers={**key.headers, "Origin": "https://evil.example"}
    )
    assert response.status_code == 401
    assert "origin" in response.json()["detail"]


async def test_publishable_key_without_origin_or_app_id_is_401(probe_app, client, db):
    key = await create_api_key(
        db,
        key_type="publishable",
        client_type="consumer_app",
        allowed_origins=["https://shop.example"],
    )
    response = await client.get("/api/v1/probe/any", headers=key.headers)
    assert response.status_code == 401
    assert "X-App-Id" in response.json()["detail"]


async def test_publishable_key_from_allowed_app_bundle_passes(probe_app, client, db):
    key = await create_api_key(
        db, key_type="publishable", client_type="consumer_app", allowed_app_ids=["kg.tarmac.app"]
    )
    ok = await client.get("/api/v1/probe/any", headers={**key.headers, "X-App-Id": "kg.tarmac.app"})
    assert ok.status_code == 200
    wrong = await client.get("/api/v1/probe/any", headers={**key.headers, "X-App-Id": "com.other"})
    assert wrong.status_code == 401


async def test_publishable_key_on_secret_route_is_403(probe_app, client, db):
    key = await create_api_key(db, key_type="publishable", client_type="consumer_app")
    response = await client.get("/api/v1/probe/booking-read", headers=key.headers)
    assert response.status_code == 403
    assert "secret key" in response.json()["detail"]


async def test_key_without_required_scope_is_403(probe_app, client, db):
    key = await create_api_key(db, scopes=[])
    response = await client.get("/api/v1/probe/booking-read", headers=key.headers)
    assert response.status_code == 403
    assert response.json()["detail"] == "The API key lacks the scope(s): booking:read"


async def test_key_with_required_scope_passes(probe_app, client, db):
    key = await create_api_key(db, scopes=["booking:read"])
    assert (await client.get("/api/v1/probe/booking-read", headers=key.headers)).status_code == 200


async def test_wrong_client_type_for_route_is_403(probe_app, client, db):
    key = await create_api_key(db, client_type="consumer_app")
    response = await client.get("/api/v1/probe/agency", headers=key.headers)
    assert response.status_code == 403
    assert "agency" in response.json()["detail"]


async def test_passenger_token_on_staff_route_is_403(probe_app, client, signer):
    import uuid

    token = signer.passenger_token(uuid.uuid4())
    response = await client.get("/api/v1/probe/staff", headers={"Authorization": f"Bearer {token}"})
    assert response.status_code == 403
    assert "staff routes" in response.json()["detail"]
    admin = await client.get("/api/v1/admin/partners", headers={"Authorization": f"Bearer {token}"})
    assert admin.status_code == 403


async def test_magic_link_token_on_staff_route_is_403(probe_app, client, signer):
    import uuid

    token = signer.magic_link_token(uuid.uuid4())
    response = await client.get(
        "/api/v1/admin/partners", headers={"Authorization": f"Bearer {token}"}
    )
    assert response.status_code == 403


async def test_staff_route_without_token_is_401(probe_app, client):
    response = await client.get("/api/v1/admin/partners")
    assert response.status_code == 401


async def test_staff_token_without_scope_is_403(probe_app, client, signer):
    token = signer.staff_token("ops", {"checkin"}, 600)
    response = await client.get(
        "/api/v1/admin/partners", headers={"Authorization": f"Bearer {token}"}
    )
    assert response.status_code == 403
    assert "admin" in response.json()["detail"]


async def test_forged_staff_token_is_401(probe_app, client):
    from tarmac.auth.tokens import TokenSigner

    token = TokenSigner("another-secret-" + "y" * 40).staff_token("mallory", {"admin"}, 600)
    response = await client.get(
        "/api/v1/admin/partners", headers={"Authorization": f"Bearer {token}"}
    )
    assert response.status_code == 401


async def test_api_key_on_staff_route_is_401(probe_app, client, db):
    key = await create_api_key(db)
    response = await client.get("/api/v1/admin/partners", headers=key.headers)
    assert response.status_code == 401


async def test_publishable_key_from_a_page_of_an_allowed_origin_on_the_same_origin_passes(
    probe_app, client, db
):
    # a browser's same-origin GET carries no Origin, only Sec-Fetch-Site (the client's
    # base URL, http://test, is the API's own origin here)
    key = await create_api_key(
        db, key_type="publishable", client_type="consumer_app", allowed_origins=["http://test"]
    )
    same = {**key.headers, "Sec-Fetch-Site": "same-origin"}
    assert (await client.get("/api/v1/probe/any", headers=same)).status_code == 200
    elsewhere = {**key.headers, "Sec-Fetch-Site": "cross-site"}
    assert (await client.get("/api/v1/probe/any", headers=elsewhere)).status_code == 401

    other = await create_api_key(
        db,
        key_type="publishable",
        client_type="consumer_app",
        allowed_origins=["https://shop.example"],
    )
    refused = await client.get(
        "/api/v1/probe/any", headers={**other.headers, "Sec-Fetch-Site": "same-origin"}
    )
    assert refused.status_code == 401
    assert "not allowed from this origin" in refused.json()["detail"]
