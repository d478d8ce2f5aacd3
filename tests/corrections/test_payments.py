"""How a correction's fee is paid (spec 01 §4.7): from the partner's wallet with
``pay_with_balance`` (a ledger line of its own; 422 naming the currency when short, nothing
changed), or as a payment of its own (purpose ``correction_fee``) at ``payment_url``,
completed through the sandbox provider without touching the booking's own status; every
applied change read back by the booking's owner and by the back office."""

from urllib.parse import parse_qs, urlsplit

from tarmac.payments.models import Payment
from tests.bookings.helpers import BOOKINGS, booked
from tests.corrections.helpers import apply, item, read, ticketed
from tests.factories import create_api_key, create_partner
from tests.payments.helpers import (
    assert_ledgers_balance,
    card_paid,
    initiate,
    lines,
    notify,
    top_up,
    wallets,
)
from tests.pricing.world import build_world


async def wallet_paid(client, key, world) -> dict:
    booking = await booked(client, key, world)
    paid = await client.post(f"{BOOKINGS}/{booking['id']}/pay-with-balance", headers=key.headers)
    assert paid.status_code == 200, paid.text
    return paid.json()


async def corrections_of(client, headers, booking, admin: bool = False):
    prefix = "/api/v1/admin" if admin else "/api/v1"
    return await client.get(f"{prefix}/bookings/{booking['id']}/corrections", headers=headers)


async def test_pay_with_balance_takes_the_fee_from_the_wallet_and_the_ledger_balances(
    client, db, admin_headers
):
    world = await build_world(db, currency="KGS")
    partner = await create_partner(db)
    key = await create_api_key(db, partner_id=partner.id)
    await top_up(client, admin_headers, partner.id, "10000.00", currency="KGS")
    booking = await wallet_paid(client, key, world)
    who = booking["passengers"][0]
    balance = (await wallets(client, key, partner.id))["KGS"]["balance"]

    response = await apply(
        client,
        key,
        booking,
        item(who["id"], last_name="ASANOVA", document_number="AC7654321", middle_name="T"),
        pay_with_balance=True,
    )

    assert response.status_code == 200, response.text
    answer = response.json()
    assert answer["total_fee"] == 3000.0 and answer["currency"] == "KGS"
    assert answer["payment_required"] is False and answer["payment_url"] is None
    assert (await wallets(client, key, partner.id))["KGS"]["balance"] == balance - 3000
    newest = (await lines(client, key, partner.id))[0]
    assert (newest["transaction_type"], newest["purpose"], newest["amount"]) == (
        "DEBIT",
        "correction_fee",
        -3000.0,
    )
    assert newest["related_booking_id"] == booking["id"]
    after = await read(client, key, booking)
    assert (after["status"], after["payment_status"]) == ("confirmed", "paid")
    assert after["amount_due"] == booking["amount_due"] == 0
    fee = [p for p in after["payments"] if p["purpose"] == "correction_fee"]
    assert [(p["status"], p["provider"], p["amount"]) for p in fee] == [
        ("COMPLETED", "wallet", 3000.0)
    ]
    assert fee[0]["payment_id"] == answer["payment_id"]
    kept = (await corrections_of(client, key.headers, booking)).json()
    assert {(r["field"], r["fee"], r["payment_status"]) for r in kept} == {
        ("last_name", 1500.0, "COMPLETED"),
        ("middle_name", 0.0, "COMPLETED"),
        ("document_number", 1500.0, "COMPLETED"),
    }
    assert {r["wallet_transaction_id"] for r in kept} == {newest["id"]}
    await assert_ledgers_balance(client, admin_headers)


async def test_a_short_wallet_is_422_naming_the_currency_and_nothing_changes(
    client, db, admin_headers
):
    world = await build_world(db, currency="KGS")
    partner = await create_partner(db)
    key = await create_api_key(db, partner_id=partner.id)
    await top_up(client, admin_headers, partner.id, "1000.00", currency="KGS")
    booking = await ticketed(client, key, world)
    who = booking["passengers"][0]

    response = await apply(
        client, key, booking, item(who["id"], last_name="ASANOVA"), pay_with_balance=True
    )

    assert response.status_code == 422, response.text
    assert "Insufficient balance in the KGS wallet" in response.json()["detail"]
    after = await read(client, key, booking)
    assert after["passengers"] == booking["passengers"] and after["payments"] == []
    assert (await wallets(client, key, partner.id))["KGS"]["balance"] == 1000.0
    assert (await corrections_of(client, key.headers, booking)).json() == []
    await assert_ledgers_balance(client, admin_headers)


async def test_pay_with_balance_without_a_partner_wallet_is_422_unless_nothing_is_due(client, db):
    world = await build_world(db, currency="KGS")
    key = await create_api_key(db, client_type="consumer_app")
    booking = await ticketed(client, key, world)
    who = booking["passengers"][0]

    charged = await apply(
        client, key, booking, item(who["id"], last_name="ASANOVA"), pay_with_balance=True
    )
    free = await apply(
        client, key, booking, item(who["id"], nationality="KAZ"), pay_with_balance=True
    )

    assert charged.status_code == 422, charged.text
    assert "pay the fee at payment_url" in charged.json()["detail"]
    assert free.status_code == 200 and free.json()["payment_required"] is False


async def test_the_fee_is_a_payment_of_its_own_at_payment_url_and_the_booking_stays_as_paid(
    client, app, db, admin_headers
):
    world = await build_world(db, currency="KGS")
    key = await create_api_key(db, client_type="consumer_app")
    booking = await card_paid(client, app, db, key, await booked(client, key, world))
    assert (booking["status"], booking["payment_status"]) == ("confirmed", "paid")
    who = booking["passengers"][0]

    response = await apply(client, key, booking, item(who["id"], document_type="id_card"))

    assert response.status_code == 200, response.text
    answer = response.json()
    assert answer["payment_required"] is True and answer["total_fee"] == 1500.0
    url = urlsplit(answer["payment_url"])
    assert url.path == f"/pay/{booking['id']}"
    assert parse_qs(url.query)["payment_id"] == [answer["payment_id"]]
    page = await client.get(f"{url.path}?{url.query}")
    assert page.status_code == 200 and "1,500.00 KGS" in page.text
    waiting = await read(client, key, booking)
    assert [(p["purpose"], p["status"]) for p in waiting["payments"]] == [
        ("booking", "COMPLETED"),
        ("correction_fee", "PENDING"),
    ]
    assert waiting["passengers"][0]["document_type"] == "id_card"  # changed at once

    payment = await db.get(Payment, answer["payment_id"])
    settled = await notify(client, app, "payment.succeeded", payment.provider_transaction_id)

    assert settled.status_code == 200, settled.text
    after = await read(client, key, booking)
    assert (after["status"], after["payment_status"]) == ("confirmed", "paid")
    assert after["amount_due"] == booking["amount_due"] == 0
    assert after["tickets"] == booking["tickets"]
    assert [(p["purpose"], p["status"]) for p in after["payments"]] == [
        ("booking", "COMPLETED"),
        ("correction_fee", "COMPLETED"),
    ]
    assert after["payments"][1]["refunded_amount"] == 0
    kept = (await corrections_of(client, admin_headers, booking, admin=True)).json()
    assert [(r["field"], r["payment_status"]) for r in kept] == [("document_type", "COMPLETED")]


async def test_a_fee_waiting_is_not_replaced_by_paying_the_booking(client, db):
    world = await build_world(db, currency="KGS")
    key = await create_api_key(db, client_type="consumer_app")
    booking = await booked(client, key, world)  # pending, unpaid
    who = booking["passengers"][0]
    fee = await apply(client, key, booking, item(who["id"], last_name="ASANOVA"))
    assert fee.status_code == 200, fee.text

    started = await initiate(client, key, booking)

    assert started.status_code == 200, started.text
    after = await read(client, key, booking)
    assert {(p["purpose"], p["status"], p["amount"]) for p in after["payments"]} == {
        ("correction_fee", "PENDING", 1500.0),
        ("booking", "PENDING", booking["total_amount"]),
    }
    assert after["status"] == "pending" and after["amount_due"] == booking["total_amount"]


async def test_every_applied_change_is_read_by_the_owner_and_the_back_office(
    client, db, admin_headers
):
    world = await build_world(db, currency="KGS")
    key = await create_api_key(db, client_type="consumer_app")
    stranger = await create_api_key(db, client_type="consumer_app")
    booking = await ticketed(client, key, world)
    who = booking["passengers"][0]
    first = await apply(client, key, booking, item(who["id"], last_name="ASANOVA"))
    second = await apply(client, key, booking, item(who["id"], last_name="ASANOVAA"))
    assert first.status_code == second.status_code == 200

    owner = await corrections_of(client, key.headers, booking)
    staff = await corrections_of(client, admin_headers, booking, admin=True)
    other = await corrections_of(client, stranger.headers, booking)

    assert owner.status_code == staff.status_code == 200, owner.text
    assert owner.json() == staff.json()
    assert [(r["field"], r["old"], r["new"], r["fee"], r["currency"]) for r in owner.json()] == [
        ("last_name", "ASANOV", "ASANOVA", 1500.0, "KGS"),
        ("last_name", "ASANOVA", "ASANOVAA", 1500.0, "KGS"),
    ]
    assert {r["actor"] for r in owner.json()} == {f"key:{key.client_id}"}
    assert [r["payment_id"] for r in owner.json()] == [
        first.json()["payment_id"],
        second.json()["payment_id"],
    ]
    assert {r["payment_status"] for r in owner.json()} == {"PENDING"}
    assert other.status_code == 403
    history = await client.get(f"/api/v1/admin/bookings/{booking['id']}", headers=admin_headers)
    assert [h["action"] for h in history.json()["history"]][-2:] == [
        "passengers_corrected",
        "passengers_corrected",
    ]
