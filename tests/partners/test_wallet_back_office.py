"""The airline's back office over wallets: top-ups, adjustments, credit limits, the ledger
with who wrote each line, and the reconciliation of balances with ledgers (spec 01 §4.10:
top-ups only by the airline)."""

from sqlalchemy import update

from tarmac.partners.models import Wallet
from tests.factories import create_api_key, create_partner
from tests.payments.helpers import ADMIN, assert_ledgers_balance, top_up, wallets


async def test_a_top_up_opens_the_wallet_and_lines_say_who_wrote_them(client, db, admin_headers):
    partner = await create_partner(db)
    key = await create_api_key(db, partner_id=partner.id)

    line = await top_up(client, admin_headers, partner.id, "100.00", currency="KGS")

    assert line["transaction_type"] == "TOP_UP" and line["amount"] == 100.0
    assert line["balance_after"] == 100.0 and line["actor"] == "staff:tester"
    wallet = (await wallets(client, key, partner.id))["KGS"]
    ledger = await client.get(f"{ADMIN}/wallets/{wallet['id']}/transactions", headers=admin_headers)
    assert [t["id"] for t in ledger.json()["data"]] == [line["id"]]
    listed = await client.get(
        f"{ADMIN}/wallets", params={"partner_id": str(partner.id)}, headers=admin_headers
    )
    assert [w["currency"] for w in listed.json()] == ["KGS"]
    for bad in (
        {"currency": "KGS", "amount": "0"},
        {"currency": "kgs", "amount": "1"},
        {"currency": "KGS", "amount": "1.001"},
    ):
        response = await client.post(
            f"{ADMIN}/partners/{partner.id}/wallet/top-up", json=bad, headers=admin_headers
        )
        assert response.status_code == 422, bad
    unknown = await client.post(
        f"{ADMIN}/partners/{wallet['id']}/wallet/top-up",
        json={"currency": "KGS", "amount": "1"},
        headers=admin_headers,
    )
    assert unknown.status_code == 404
    agency = await client.post(
        f"{ADMIN}/partners/{partner.id}/wallet/top-up",
        json={"currency": "KGS", "amount": "1"},
        headers=key.headers,
    )
    assert agency.status_code == 401  # no agency endpoint tops up a wallet


async def test_an_adjustment_may_not_take_a_wallet_below_its_credit_limit(
    client, db, admin_headers
):
    partner = await create_partner(db)
    key = await create_api_key(db, partner_id=partner.id)
    await top_up(client, admin_headers, partner.id, "30.00")
    wallet = (await wallets(client, key, partner.id))["USD"]
    path = f"{ADMIN}/wallets/{wallet['id']}/adjustments"

    too_far = await client.post(
        path, json={"amount": "-30.01", "description": "x"}, headers=admin_headers
    )
    assert too_far.status_code == 422 and "USD" in too_far.json()["detail"]
    zero = await client.post(path, json={"amount": "0", "description": "x"}, headers=admin_headers)
    assert zero.status_code == 422
    to_zero = await client.post(
        path, json={"amount": "-30.00", "description": "closing"}, headers=admin_headers
    )
    assert to_zero.status_code == 201 and to_zero.json()["balance_after"] == 0.0
    await assert_ledgers_balance(client, admin_headers)


async def test_reconciliation_reports_a_balance_that_is_not_its_ledger(client, db, admin_headers):
    partner = await create_partner(db)
    await top_up(client, admin_headers, partner.id, "40.00")
    await assert_ledgers_balance(client, admin_headers)
    await db.execute(update(Wallet).values(balance=41))  # a write that bypassed the ledger
    await db.commit()

    report = (await client.get(f"{ADMIN}/wallets/reconciliation", headers=admin_headers)).json()

    assert report["balanced"] is False and report["wallets_checked"] == 1
    (mismatch,) = report["mismatches"]
    assert mismatch["balance"] == 41.0 and mismatch["ledger_sum"] == 40.0
    assert mismatch["last_balance_after"] == 40.0
