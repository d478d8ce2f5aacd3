"""Back office: airline settings, the sandbox test clock, and the OpenAPI document."""

from datetime import datetime

from tests.conftest import client_for


async def test_test_clock_moves_forward_and_resets(client, admin_headers):
    before = await client.get("/api/v1/admin/test-clock", headers=admin_headers)
    assert before.status_code == 200
    assert before.json()["offset_seconds"] == 0
    moved = await client.post(
        "/api/v1/admin/test-clock", headers=admin_headers, json={"advance_seconds": 3600}
    )
    assert moved.status_code == 200
    assert moved.json()["offset_seconds"] == 3600
    now = datetime.fromisoformat(moved.json()["now"])
    real = datetime.fromisoformat(moved.json()["real_now"])
    assert 3599 <= (now - real).total_seconds() <= 3601
    again = await client.post(
        "/api/v1/admin/test-clock", headers=admin_headers, json={"advance_seconds": 60}
    )
    assert again.json()["offset_seconds"] == 3660
    reset = await client.post("/api/v1/admin/test-clock/reset", headers=admin_headers)
    assert reset.json()["offset_seconds"] == 0


async def test_test_clock_rejects_moving_backwards(client, admin_headers):
    response = await client.post(
        "/api/v1/admin/test-clock", headers=admin_headers, json={"advance_seconds": -5}
    )
    assert response.status_code == 422


async def test_test_clock_does_not_exist_in_live_mode(app_factory, admin_headers):
    async with client_for(app_factory(mode="live")) as live:
        response = await live.get("/api/v1/admin/test-clock", headers=admin_headers)
    assert response.status_code == 404


async def test_settings_patch_keeps_other_values_and_rejects_unknown(client, admin_headers):
    default = await client.get("/api/v1/admin/settings", headers=admin_headers)
    assert default.json()["exchange_threshold_hours"] == 24
    changed = await client.patch(
        "/api/v1/admin/settings", headers=admin_headers, json={"dynamic_pricing_enabled": True}
    )
    assert changed.status_code == 200
    assert changed.json()["dynamic_pricing_enabled"] is True
    assert changed.json()["checkin_online_opens_hours"] == 24
    unknown = await client.patch("/api/v1/admin/settings", headers=admin_headers, json={"nope": 1})
    assert unknown.status_code == 422
    bad = await client.patch(
        "/api/v1/admin/settings", headers=admin_headers, json={"checkin_online_opens_hours": 0}
    )
    assert bad.status_code == 422
    assert bad.json()["detail"][0]["loc"] == ["body", "checkin_online_opens_hours"]


async def test_openapi_documents_the_back_office_and_public_routes(client):
    response = await client.get("/openapi.json")
    assert response.status_code == 200
    paths = response.json()["paths"]
    for path in (
        "/api/v1/admin/api-keys",
        "/api/v1/admin/test-clock",
        "/api/v1/admin/settings",
        "/api/v1/auth/public/page-contents/{slug}",
        "/api/v1/fares/public/exchange-rates",
    ):
        assert path in paths, path
    revoke = paths["/api/v1/admin/api-keys/{key_id}/revoke"]["post"]
    assert {"401", "404"} <= set(revoke["responses"])
