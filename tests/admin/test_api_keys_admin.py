"""The back office issues, lists and revokes API keys; the secret is shown once."""

from sqlalchemy import select

from tarmac.auth.models import ApiKey
from tests.factories import create_partner


async def test_created_key_is_shown_once_and_stored_hashed(client, db, admin_headers):
    partner = await create_partner(db)
    response = await client.post(
        "/api/v1/admin/api-keys",
        headers=admin_headers,
        json={
            "name": "Agency backend",
            "key_type": "secret",
            "client_id": "agency-1",
            "client_type": "agency",
            "partner_id": str(partner.id),
            "scopes": ["booking:read"],
        },
    )
    assert response.status_code == 201, response.text
    body = response.json()
    raw = body["key"]
    assert raw.startswith("sk_test_") and len(raw) >= 40
    assert body["prefix"] == raw[:12]
    stored = (await db.scalars(select(ApiKey))).one()
    assert stored.key_hash != raw and raw not in stored.key_hash
    listing = await client.get("/api/v1/admin/api-keys", headers=admin_headers)
    assert listing.status_code == 200
    assert raw not in listing.text
    assert [k["prefix"] for k in listing.json()] == [raw[:12]]
    probe = await client.get("/api/v1/admin/api-keys", headers=admin_headers)
    assert "key" not in probe.json()[0]


async def test_publishable_key_gets_pk_prefix(client, admin_headers):
    response = await client.post(
        "/api/v1/admin/api-keys",
        headers=admin_headers,
        json={
            "name": "Web",
            "key_type": "publishable",
            "client_id": "web",
            "client_type": "consumer_app",
            "allowed_origins": ["https://shop.example"],
        },
    )
    assert response.status_code == 201
    assert response.json()["key"].startswith("pk_test_")


async def test_agency_key_needs_a_partner(client, admin_headers):
    response = await client.post(
        "/api/v1/admin/api-keys",
        headers=admin_headers,
        json={"name": "Agency", "key_type": "secret", "client_id": "a", "client_type": "agency"},
    )
    assert response.status_code == 422
    assert "partner_id" in response.json()["detail"]


async def test_unknown_scope_is_422(client, admin_headers):
    response = await client.post(
        "/api/v1/admin/api-keys",
        headers=admin_headers,
        json={
            "name": "x",
            "key_type": "secret",
            "client_id": "c",
            "client_type": "kiosk",
            "scopes": ["everything"],
        },
    )
    assert response.status_code == 422
    assert response.json()["detail"][0]["loc"][:2] == ["body", "scopes"]


async def test_revoking_unknown_key_is_404(client, admin_headers):
    response = await client.post(
        "/api/v1/admin/api-keys/00000000-0000-4000-8000-000000000000/revoke", headers=admin_headers
    )
    assert response.status_code == 404


async def test_sub_partner_hangs_under_its_parent(client, admin_headers):
    parent = await client.post(
        "/api/v1/admin/partners", headers=admin_headers, json={"name": "Parent"}
    )
    assert parent.status_code == 201
    child = await client.post(
        "/api/v1/admin/partners",
        headers=admin_headers,
        json={"name": "Branch", "parent_id": parent.json()["id"]},
    )
    assert child.status_code == 201
    assert child.json()["parent_id"] == parent.json()["id"]
    children = await client.get(
        "/api/v1/admin/partners", headers=admin_headers, params={"parent_id": parent.json()["id"]}
    )
    assert [p["name"] for p in children.json()] == ["Branch"]
    orphan = await client.post(
        "/api/v1/admin/partners",
        headers=admin_headers,
        json={"name": "Orphan", "parent_id": "00000000-0000-4000-8000-000000000000"},
    )
    assert orphan.status_code == 422


async def test_a_partner_cannot_be_placed_below_its_own_sub_partners(client, admin_headers):
    async def partner(name: str, parent: str | None = None) -> str:
        created = await client.post(
            "/api/v1/admin/partners",
            headers=admin_headers,
            json={"name": name, "parent_id": parent},
        )
        assert created.status_code == 201, created.text
        return created.json()["id"]

    top = await partner("Top")
    middle = await partner("Middle", top)
    bottom = await partner("Bottom", middle)
    for below in (middle, bottom):  # direct and two levels down
        refused = await client.patch(
            f"/api/v1/admin/partners/{top}", headers=admin_headers, json={"parent_id": below}
        )
        assert refused.status_code == 422, refused.text
        assert "own sub-partners" in refused.text
    unchanged = await client.get(f"/api/v1/admin/partners/{top}", headers=admin_headers)
    assert unchanged.json()["parent_id"] is None
    # a move that closes no cycle is still allowed
    other = await partner("Other")
    moved = await client.patch(
        f"/api/v1/admin/partners/{bottom}", headers=admin_headers, json={"parent_id": other}
    )
    assert moved.status_code == 200, moved.text
    assert moved.json()["parent_id"] == other


def _key_body(key_type: str, client_id: str, **extra) -> dict:
    return {
        "name": f"{key_type} key",
        "key_type": key_type,
        "client_id": client_id,
        "client_type": "consumer_app",
        **extra,
    }


async def test_a_publishable_key_bound_to_a_partner_is_refused(client, db, admin_headers):
    partner = await create_partner(db)
    for client_type in ("agency", "consumer_app"):
        response = await client.post(
            "/api/v1/admin/api-keys",
            headers=admin_headers,
            json=_key_body(
                "publishable", "web", client_type=client_type, partner_id=str(partner.id)
            ),
        )
        assert response.status_code == 422, response.text
        assert "partner" in response.json()["detail"]
    assert (await db.scalars(select(ApiKey))).all() == []


async def test_a_client_id_holds_publishable_or_secret_keys_never_both(client, db, admin_headers):
    for first, second in (("secret", "publishable"), ("publishable", "secret")):
        client_id = f"shop-{first}-first"
        created = await client.post(
            "/api/v1/admin/api-keys", headers=admin_headers, json=_key_body(first, client_id)
        )
        assert created.status_code == 201, created.text
        await client.post(
            f"/api/v1/admin/api-keys/{created.json()['id']}/revoke", headers=admin_headers
        )
        refused = await client.post(
            "/api/v1/admin/api-keys", headers=admin_headers, json=_key_body(second, client_id)
        )
        assert refused.status_code == 409, refused.text
        assert client_id in refused.json()["detail"]
        same_type = await client.post(
            "/api/v1/admin/api-keys", headers=admin_headers, json=_key_body(first, client_id)
        )
        assert same_type.status_code == 201, same_type.text
    stored = (await db.execute(select(ApiKey.client_id, ApiKey.key_type).distinct())).all()
    assert len(stored) == 2
