"""A partner's wallets and their ledger as its keys read them (spec 01 §4.10, §2.12)."""

from datetime import timedelta

from tarmac.core import clock
from tests.factories import create_api_key, create_partner
from tests.payments.helpers import ADMIN, PARTNERS, lines, top_up, wallets

PAYMENTS_PARTNERS = "/api/v1/payments/partners"


async def test_wallets_one_per_currency_and_the_default_one(client, db, admin_headers):
    partner = await create_partner(db)
    key = await create_api_key(db, partner_id=partner.id)
    missing = await client.get(f"{PARTNERS}/{partner.id}/wallet", headers=key.headers)
    assert missing.status_code == 404
    assert await wallets(client, key, partner.id) == {}
    await top_up(client, admin_headers, partner.id, "250.00", currency="USD")
    await top_up(client, admin_headers, partner.id, "1000.00", currency="KGS")
    await top_up(client, admin_headers, partner.id, "0.50", currency="KGS")

    found = await wallets(client, key, partner.id)

    assert set(found) == {"USD", "KGS"}
    assert found["KGS"]["balance"] == 1000.5 and found["KGS"]["credit_limit"] == 0.0
    assert found["KGS"]["available"] == 1000.5
    assert found["USD"]["partner_id"] == found["USD"]["logical_partner_id"] == str(partner.id)
    # without an airline profile the default is the first wallet opened
    default = await client.get(f"{PARTNERS}/{partner.id}/wallet", headers=key.headers)
    assert default.status_code == 200 and default.json()["currency"] == "USD"
    alias = await client.get(f"{PAYMENTS_PARTNERS}/{partner.id}/wallets", headers=key.headers)
    assert alias.status_code == 200
    assert {w["currency"]: w for w in alias.json()} == found


async def test_another_partners_wallet_is_403_and_only_agency_secret_keys_read_wallets(
    client, db, admin_headers
):
    partner = await create_partner(db)
    other = await create_partner(db, "Other Agency")
    key = await create_api_key(db, partner_id=partner.id)
    await top_up(client, admin_headers, other.id, "10.00")

    for path in (
        f"{PARTNERS}/{other.id}/wallet",
        f"{PARTNERS}/{other.id}/wallets",
        f"{PARTNERS}/{other.id}/wallet/transactions",
        f"{PAYMENTS_PARTNERS}/{other.id}/wallets",
        f"{PAYMENTS_PARTNERS}/{other.id}/wallet/transactions",
    ):
        response = await client.get(path, headers=key.headers)
        assert response.status_code == 403, path
        assert str(other.id) in response.json()["detail"]
    consumer = await create_api_key(db, client_type="consumer_app")
    refused = await client.get(f"{PARTNERS}/{partner.id}/wallets", headers=consumer.headers)
    assert refused.status_code == 403
    publishable = await create_api_key(db, key_type="publishable", client_type="consumer_app")
    refused = await client.get(f"{PARTNERS}/{partner.id}/wallets", headers=publishable.headers)
    assert refused.status_code == 403
    assert (await client.get(f"{PARTNERS}/{partner.id}/wallets")).status_code == 401


async def test_transactions_filter_by_type_currency_and_dates_and_come_in_pages(
    client, db, admin_headers
):
    partner = await create_partner(db)
    key = await create_api_key(db, partner_id=partner.id)
    for amount in ("10.00", "20.00", "30.00"):
        await top_up(client, admin_headers, partner.id, amount)
    await top_up(client, admin_headers, partner.id, "500.00", currency="KGS")
    usd = (await wallets(client, key, partner.id))["USD"]
    adjusted = await client.post(
        f"{ADMIN}/wallets/{usd['id']}/adjustments",
        json={"amount": "-5.00", "description": "bank fee"},
        headers=admin_headers,
    )
    assert adjusted.status_code == 201, adjusted.text

    everything = await lines(client, key, partner.id)
    assert [t["amount"] for t in everything] == [-5.0, 500.0, 30.0, 20.0, 10.0]
    assert [t["balance_after"] for t in everything if t["currency"] == "USD"] == [
        55.0,
        60.0,
        30.0,
        10.0,
    ]
    assert [t["amount"] for t in await lines(client, key, partner.id, currency="KGS")] == [500.0]
    adjustments = await lines(client, key, partner.id, transaction_type="ADJUSTMENT")
    assert [(t["amount"], t["description"]) for t in adjustments] == [(-5.0, "bank fee")]
    response = await client.get(
        f"{PARTNERS}/{partner.id}/wallet/transactions",
        params={"page": 2, "page_size": 2, "currency": "USD"},
        headers=key.headers,
    )
    page = response.json()
    assert page["total"] == 4 and page["page"] == 2 and page["page_size"] == 2
    assert [t["amount"] for t in page["data"]] == [20.0, 10.0]
    today = clock.today()  # the airline's day, not UTC's
    on_today = await lines(client, key, partner.id, date_from=today, date_to=today)
    assert len(on_today) == 5
    yesterday = today - timedelta(days=1)
    assert await lines(client, key, partner.id, date_to=yesterday) == []
    assert await lines(client, key, partner.id, date_from=today + timedelta(days=1)) == []
    backwards = await client.get(
        f"{PARTNERS}/{partner.id}/wallet/transactions",
        params={"date_from": "2026-02-01", "date_to": "2026-01-01"},
        headers=key.headers,
    )
    assert backwards.status_code == 422
    for bad in ({"page_size": 201}, {"page_size": 0}, {"transaction_type": "GIFT"}):
        response = await client.get(
            f"{PARTNERS}/{partner.id}/wallet/transactions", params=bad, headers=key.headers
        )
        assert response.status_code == 422, bad
