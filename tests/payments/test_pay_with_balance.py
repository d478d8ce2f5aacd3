"""Paying a booking from the partner's wallet (spec 01 §4.5 pay-with-balance, §2.12, §3.1;
spec 02 §6.1 booking.confirmed)."""

from sqlalchemy import func, select

from tarmac.partners.models import WalletTransaction
from tarmac.payments.models import Payment
from tests.bookings.helpers import BOOKINGS, booked, events, passenger
from tests.factories import create_api_key, create_partner
from tests.payments.helpers import ADMIN, assert_ledgers_balance, lines, top_up, wallets
from tests.pricing.world import build_world


def pay_path(booking) -> str:
    return f"{BOOKINGS}/{booking['id']}/pay-with-balance"


async def commission_rule(client, admin_headers, partner_id, **fields) -> dict:
    body = {
        "partner_id": str(partner_id),
        "commission_name": "Agency 5%",
        "applies_to": "global",
        "percentage": "5",
        "effective_date": "2026-01-01",
        **fields,
    }
    response = await client.post(f"{ADMIN}/commission-rules", json=body, headers=admin_headers)
    assert response.status_code == 201, response.text
    return response.json()


async def test_paying_from_the_wallet_debits_it_credits_the_commission_and_confirms(
    client, db, admin_headers
):
    world = await build_world(db)
    partner = await create_partner(db, "Silk Road Travel")
    key = await create_api_key(db, partner_id=partner.id)
    await top_up(client, admin_headers, partner.id, "1000.00")
    await commission_rule(client, admin_headers, partner.id)
    booking = await booked(client, key, world, passengers=[passenger(), passenger(age=40)])
    total = booking["total_amount"]

    response = await client.post(pay_path(booking), headers=key.headers)

    assert response.status_code == 200, response.text
    paid = response.json()
    assert paid["status"] == "confirmed" and paid["payment_status"] == "paid"
    commission = round(total * 0.05, 2)
    assert paid["commission_amount"] == commission
    assert len(paid["tickets"]) == 2
    (payment,) = paid["payments"]
    assert payment["provider"] == "wallet" and payment["status"] == "COMPLETED"
    assert payment["amount"] == total and payment["payment_method"] == "wallet"
    wallet = (await wallets(client, key, partner.id))["USD"]
    assert wallet["balance"] == round(1000 - total + commission, 2)
    newest_first = await lines(client, key, partner.id)
    assert [(t["transaction_type"], t["purpose"]) for t in newest_first] == [
        ("ADJUSTMENT", "commission"),
        ("DEBIT", "booking_payment"),
        ("TOP_UP", "top_up"),
    ]
    assert newest_first[1]["amount"] == -total
    assert newest_first[1]["balance_after"] == round(1000 - total, 2)
    assert newest_first[0]["balance_after"] == wallet["balance"]
    assert {t["related_booking_id"] for t in newest_first[:2]} == {booking["id"]}
    (confirmed,) = await events(db, "booking.confirmed")
    assert confirmed["payment_status"] == "paid" and confirmed["booking_id"] == booking["id"]
    read = await client.get(f"{BOOKINGS}/{booking['id']}", headers=key.headers)
    assert read.json()["payments"] == paid["payments"]
    await assert_ledgers_balance(client, admin_headers)


async def test_a_short_wallet_is_422_naming_the_currency_and_nothing_changes(
    client, db, admin_headers
):
    world = await build_world(db)
    partner = await create_partner(db)
    key = await create_api_key(db, partner_id=partner.id)
    await top_up(client, admin_headers, partner.id, "50.00")
    booking = await booked(client, key, world)

    response = await client.post(pay_path(booking), headers=key.headers)

    assert response.status_code == 422
    assert "Insufficient balance in the USD wallet" in response.json()["detail"]
    read = (await client.get(f"{BOOKINGS}/{booking['id']}", headers=key.headers)).json()
    assert read["status"] == "pending" and read["payment_status"] == "unpaid"
    assert read["payments"] == [] and read["tickets"] == []
    assert (await wallets(client, key, partner.id))["USD"]["balance"] == 50.0
    assert len(await lines(client, key, partner.id)) == 1
    assert await events(db, "booking.confirmed") == []


async def test_the_credit_limit_lets_the_balance_go_below_zero_and_no_further(
    client, db, admin_headers
):
    world = await build_world(db)
    partner = await create_partner(db)
    key = await create_api_key(db, partner_id=partner.id)
    await top_up(client, admin_headers, partner.id, "50.00")
    wallet = (await wallets(client, key, partner.id))["USD"]
    patched = await client.patch(
        f"{ADMIN}/wallets/{wallet['id']}", json={"credit_limit": "60.00"}, headers=admin_headers
    )
    assert patched.status_code == 200, patched.text
    first = await booked(client, key, world)  # 100.00 of the 110.00 available
    assert (await client.post(pay_path(first), headers=key.headers)).status_code == 200
    assert (await wallets(client, key, partner.id))["USD"]["balance"] == 50.0 - first[
        "total_amount"
    ]

    second = await booked(client, key, world)
    refused = await client.post(pay_path(second), headers=key.headers)

    assert refused.status_code == 422 and "USD" in refused.json()["detail"]
    lowered = await client.patch(
        f"{ADMIN}/wallets/{wallet['id']}", json={"credit_limit": "10.00"}, headers=admin_headers
    )
    assert lowered.status_code == 422
    assert "below what the wallet owes" in lowered.json()["detail"]
    await assert_ledgers_balance(client, admin_headers)


async def test_without_a_wallet_in_the_bookings_currency_the_answer_names_it(
    client, db, admin_headers
):
    world = await build_world(db)
    partner = await create_partner(db)
    key = await create_api_key(db, partner_id=partner.id)
    await top_up(client, admin_headers, partner.id, "5000.00", currency="KGS")
    booking = await booked(client, key, world)

    response = await client.post(pay_path(booking), headers=key.headers)

    assert response.status_code == 422
    assert "no USD wallet" in response.json()["detail"]


async def test_only_a_pending_unpaid_booking_of_the_partner_is_paid(client, db, admin_headers):
    world = await build_world(db)
    partner = await create_partner(db)
    key = await create_api_key(db, partner_id=partner.id)
    await top_up(client, admin_headers, partner.id, "1000.00")
    booking = await booked(client, key, world)
    assert (await client.post(pay_path(booking), headers=key.headers)).status_code == 200

    again = await client.post(pay_path(booking), headers=key.headers)
    assert again.status_code == 400 and "already paid" in again.json()["detail"]

    cancelled = await booked(client, key, world)
    await client.post(f"{BOOKINGS}/{cancelled['id']}/cancel", headers=key.headers)
    refused = await client.post(pay_path(cancelled), headers=key.headers)
    assert refused.status_code == 400 and "cancelled" in refused.json()["detail"]

    confirmed = await booked(client, key, world)
    await client.post(f"{BOOKINGS}/{confirmed['id']}/confirm", headers=key.headers)
    assert (await client.post(pay_path(confirmed), headers=key.headers)).status_code == 400

    other_partner_key = await create_api_key(db)
    mine = await booked(client, key, world)
    assert (await client.post(pay_path(mine), headers=other_partner_key.headers)).status_code == 403
    consumer = await create_api_key(db, client_type="consumer_app")
    assert (await client.post(pay_path(mine), headers=consumer.headers)).status_code == 403
    unknown = await client.post(
        f"{BOOKINGS}/{world.flight.id}/pay-with-balance", headers=key.headers
    )
    assert unknown.status_code == 404
    assert len(await lines(client, key, partner.id)) == 2  # the top-up and the one debit


async def test_a_repeated_idempotent_payment_debits_once(client, db, admin_headers):
    world = await build_world(db)
    partner = await create_partner(db)
    key = await create_api_key(db, partner_id=partner.id)
    await top_up(client, admin_headers, partner.id, "1000.00")
    booking = await booked(client, key, world)
    headers = {**key.headers, "X-Idempotency-Key": "pay-once-0123456789"}

    first = await client.post(pay_path(booking), headers=headers)
    second = await client.post(pay_path(booking), headers=headers)

    assert first.status_code == second.status_code == 200
    assert first.content == second.content
    assert await db.scalar(select(func.count()).select_from(Payment)) == 1
    debits = (
        select(func.count())
        .select_from(WalletTransaction)
        .where(WalletTransaction.transaction_type == "DEBIT")
    )
    assert await db.scalar(debits) == 1


async def test_a_sub_partner_using_its_parents_wallet_pays_from_it(client, db, admin_headers):
    world = await build_world(db)
    parent = await create_partner(db, "Consolidator")
    branch = await create_partner(db, "Branch", parent_id=parent.id, uses_parent_wallet=True)
    branch_key = await create_api_key(db, partner_id=branch.id)
    parent_key = await create_api_key(db, partner_id=parent.id)
    await top_up(client, admin_headers, parent.id, "1000.00")
    refused = await client.post(
        f"{ADMIN}/partners/{branch.id}/wallet/top-up",
        json={"currency": "USD", "amount": "10.00"},
        headers=admin_headers,
    )
    assert refused.status_code == 422 and str(parent.id) in refused.json()["detail"]
    booking = await booked(client, branch_key, world)

    paid = await client.post(pay_path(booking), headers=branch_key.headers)

    assert paid.status_code == 200, paid.text
    seen_by_branch = (await wallets(client, branch_key, branch.id))["USD"]
    assert seen_by_branch["partner_id"] == str(parent.id)
    assert seen_by_branch["logical_partner_id"] == str(branch.id)
    assert seen_by_branch["uses_parent_wallet"] is True
    seen_by_parent = (await wallets(client, parent_key, parent.id))["USD"]
    assert seen_by_parent["balance"] == seen_by_branch["balance"] == 1000 - booking["total_amount"]
    assert seen_by_parent["uses_parent_wallet"] is False


async def test_a_suspended_wallet_pays_nothing_but_still_takes_top_ups(client, db, admin_headers):
    world = await build_world(db)
    partner = await create_partner(db)
    key = await create_api_key(db, partner_id=partner.id)
    await top_up(client, admin_headers, partner.id, "1000.00")
    wallet = (await wallets(client, key, partner.id))["USD"]
    suspended = await client.patch(
        f"{ADMIN}/wallets/{wallet['id']}", json={"is_active": False}, headers=admin_headers
    )
    assert suspended.status_code == 200 and suspended.json()["is_active"] is False
    booking = await booked(client, key, world)

    refused = await client.post(pay_path(booking), headers=key.headers)

    assert refused.status_code == 422 and "suspended" in refused.json()["detail"]
    await top_up(client, admin_headers, partner.id, "10.00")
    assert (await wallets(client, key, partner.id))["USD"]["balance"] == 1010.0
    await client.patch(
        f"{ADMIN}/wallets/{wallet['id']}", json={"is_active": True}, headers=admin_headers
    )
    assert (await client.post(pay_path(booking), headers=key.headers)).status_code == 200
