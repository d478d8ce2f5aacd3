"""Back office: the National Bank rates in force and "fetch now" (as the worker does
periodically), against a real local HTTP server standing in for the feed."""

from decimal import Decimal

from sqlalchemy import select

from tarmac.content.models import NationalBankRate
from tests.conftest import client_for

FETCH = "/api/v1/admin/exchange-rates/national-bank/fetch"


async def stored(db) -> dict[str, Decimal]:
    rows = (await db.scalars(select(NationalBankRate).order_by(NationalBankRate.currency))).all()
    return {r.currency: r.kgs_per_unit for r in rows}


async def test_admin_fetch_stores_and_returns_the_rates(
    app_factory, db, admin_headers, feed_server
):
    async with client_for(app_factory(nbkr_rates_url=feed_server.url)) as client:
        response = await client.post(FETCH, headers=admin_headers)
        assert response.status_code == 200, response.text
        body = response.json()
        assert body["effective_date"] == "2026-11-22"
        assert [(r["currency"], r["kgs_per_unit"]) for r in body["rates"]] == [
            ("EUR", 94.6),
            ("KZT", 0.169),
            ("RUB", 1.065),
            ("USD", 87.45),
        ]
        assert all(r["fetched_at"] == body["rates"][0]["fetched_at"] for r in body["rates"])
        listing = await client.get(
            "/api/v1/admin/exchange-rates/national-bank", headers=admin_headers
        )
        assert [r["currency"] for r in listing.json()] == ["EUR", "KZT", "RUB", "USD"]
    assert len(await stored(db)) == 4


async def test_admin_fetch_with_the_feed_down_is_502(app_factory, admin_headers, closed_port_url):
    async with client_for(app_factory(nbkr_rates_url=closed_port_url)) as client:
        response = await client.post(FETCH, headers=admin_headers)
    assert response.status_code == 502
    assert "National Bank" in response.json()["detail"]


async def test_admin_fetch_when_the_feed_is_disabled_is_400(client, admin_headers):
    response = await client.post(FETCH, headers=admin_headers)
    assert response.status_code == 400
    assert "disabled" in response.json()["detail"]


async def test_admin_fetch_needs_an_admin_token(client, signer, feed_server):
    assert (await client.post(FETCH)).status_code == 401
    staff = {"Authorization": f"Bearer {signer.staff_token('ops', {'ops'}, 3600)}"}
    assert (await client.post(FETCH, headers=staff)).status_code == 403
    assert feed_server.requests == []
