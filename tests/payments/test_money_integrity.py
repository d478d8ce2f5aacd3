"""Money you can audit (issue 21, point 15): amounts read as decimals and never as floats,
bools or Python literals; commission given back in parts never more than was taken; the
wallet ledger append-only in the database; two refunds racing never give back more than
was paid."""

import asyncio
from decimal import ROUND_HALF_UP, Decimal

import pytest
from sqlalchemy import text
from sqlalchemy.exc import DBAPIError

from tests.bookings.helpers import BOOKINGS, booked
from tests.conftest import client_for
from tests.factories import create_api_key, create_partner
from tests.payments.helpers import ADMIN, assert_ledgers_balance, lines, top_up, wallets
from tests.pricing.world import build_world

EXTERNAL = "/api/v1/payments/webhooks/external"
NOT_AMOUNTS = [True, False, "1_000", "1e3", "NaN", "Infinity", "-inf", " 12", "+5", "12.345",
               12.345, 1e-05, 1e308, "9" * 400, "0x10", "١٢", [], {}]  # fmt: skip


async def wallet_paid(client, db, admin_headers, world, *, rule_percent: str | None = None):
    partner = await create_partner(db)
    key = await create_api_key(db, partner_id=partner.id)
    await top_up(client, admin_headers, partner.id, "1000.00")
    if rule_percent is not None:
        rule = {
            "partner_id": str(partner.id),
            "commission_name": f"{rule_percent}%",
            "applies_to": "global",
            "percentage": rule_percent,
            "effective_date": "2026-01-01",
        }
        created = await client.post(f"{ADMIN}/commission-rules", json=rule, headers=admin_headers)
        assert created.status_code == 201, created.text
    booking = await booked(client, key, world)
    paid = await client.post(f"{BOOKINGS}/{booking['id']}/pay-with-balance", headers=key.headers)
    assert paid.status_code == 200, paid.text
    return partner, key, paid.json()


async def test_a_refund_amount_that_is_not_a_plain_decimal_is_422(client, db, admin_headers):
    world = await build_world(db, with_light=False)
    partner, key, booking = await wallet_paid(client, db, admin_headers, world)
    (payment,) = booking["payments"]

    answers = {
        repr(amount): await client.post(
            f"/api/v1/payments/{payment['payment_id']}/refund",
            json={"amount": amount},
            headers=key.headers,
        )
        for amount in NOT_AMOUNTS
    }

    assert {amount: r.status_code for amount, r in answers.items()} == dict.fromkeys(answers, 422)
    assert all(r.json()["detail"][0]["loc"] == ["body", "amount"] for r in answers.values())
    left = (await wallets(client, key, partner.id))["USD"]["balance"]
    assert left == 1000 - booking["total_amount"]  # nothing was refunded


async def test_money_inputs_refuse_bools_and_python_literals_everywhere(client, db, admin_headers):
    world = await build_world(db, with_light=False)
    partner = await create_partner(db)
    key = await create_api_key(db, partner_id=partner.id)
    backend = await create_api_key(
        db, client_type="consumer_app", scopes=["payments:confirm-external"]
    )
    booking = await booked(client, backend, world)
    top_up_path = f"{ADMIN}/partners/{partner.id}/wallet/top-up"
    refused = {
        "top-up 1_000": await client.post(
            top_up_path, json={"currency": "USD", "amount": "1_000"}, headers=admin_headers
        ),
        "top-up true": await client.post(
            top_up_path, json={"currency": "USD", "amount": True}, headers=admin_headers
        ),
        "top-up 3 places": await client.post(
            top_up_path, json={"currency": "USD", "amount": "10.005"}, headers=admin_headers
        ),
        "lookup true": await client.post(
            "/api/v1/partners/commissions/lookup",
            json={
                "partner_id": str(partner.id),
                "route_code": world.route.route_code,
                "amount": True,
                "currency": "USD",
            },
            headers=key.headers,
        ),
        "external true": await client.post(
            EXTERNAL,
            json={
                "booking_id": booking["id"],
                "amount": True,
                "provider": "elsom",
                "transaction_id": "TX-1",
            },
            headers=backend.headers,
        ),
        "initiate true": await client.post(
            f"{BOOKINGS}/{booking['id']}/initiate-payment",
            json={"amount": True},
            headers=backend.headers,
        ),
    }
    assert {name: r.status_code for name, r in refused.items()} == dict.fromkeys(refused, 422)
    assert await lines(client, key, partner.id) == []  # nothing topped up

    taken = await client.post(
        top_up_path, json={"currency": "USD", "amount": "1000.10"}, headers=admin_headers
    )
    assert taken.status_code == 201, taken.text
    number = await client.post(
        top_up_path, json={"currency": "USD", "amount": 0.2}, headers=admin_headers
    )
    assert number.status_code == 201, number.text
    (line,) = await lines(client, key, partner.id, page_size=1)
    assert line["balance_after"] == 1000.30  # 0.1 + 0.2 read as decimals, not floats
    await assert_ledgers_balance(client, admin_headers)


async def test_a_commission_is_rounded_half_up(client, db, admin_headers):
    world = await build_world(db, with_light=False)
    partner = await create_partner(db)
    key = await create_api_key(db, partner_id=partner.id)
    rule = {
        "partner_id": str(partner.id),
        "commission_name": "10%",
        "applies_to": "global",
        "percentage": "10",
        "effective_date": "2026-01-01",
    }
    assert (
        await client.post(f"{ADMIN}/commission-rules", json=rule, headers=admin_headers)
    ).status_code == 201

    looked_up = await client.post(
        "/api/v1/partners/commissions/lookup",
        json={
            "partner_id": str(partner.id),
            "route_code": world.route.route_code,
            "amount": "0.25",
            "currency": "USD",
        },
        headers=key.headers,
    )

    assert looked_up.status_code == 200, looked_up.text
    assert looked_up.json()["commission_amount"] == 0.03  # 0.025 half-up, not to even


async def test_a_commission_given_back_in_parts_never_exceeds_the_commission_taken(
    client, db, admin_headers
):
    world = await build_world(db, with_light=False)
    partner, key, booking = await wallet_paid(client, db, admin_headers, world, rule_percent="10")
    (payment,) = booking["payments"]
    total = Decimal(str(payment["amount"]))
    commission = Decimal(str(booking["commission_amount"]))
    assert commission > 0
    path = f"/api/v1/payments/{payment['payment_id']}/refund"

    async def reversed_so_far() -> Decimal:
        return -sum(
            (
                Decimal(str(line["amount"]))
                for line in await lines(client, key, partner.id)
                if line["purpose"] == "commission_reversal"
            ),
            Decimal(0),
        )

    # each 0.06 cancels 0.006 of commission: rounded alone, 0.01 each time
    for _ in range(10):
        part = await client.post(path, json={"amount": "0.06"}, headers=key.headers)
        assert part.status_code == 200, part.text
        assert await reversed_so_far() <= commission
    # the rest, beyond what the CLASSIC fare gives back: the airline refunds it
    rest = await client.post(
        f"/api/v1/admin/payments/{payment['payment_id']}/refund",
        json={"amount": str(total - Decimal("0.60"))},
        headers=admin_headers,
    )
    assert rest.status_code == 200, rest.text

    assert await reversed_so_far() == commission
    assert (await wallets(client, key, partner.id))["USD"]["balance"] == 1000.0
    await assert_ledgers_balance(client, admin_headers)


async def test_the_wallet_ledger_refuses_updates_and_deletes(client, db, admin_headers):
    partner = await create_partner(db)
    key = await create_api_key(db, partner_id=partner.id)
    partner_id = partner.id
    await top_up(client, admin_headers, partner_id, "100.00")

    for statement in (
        "UPDATE wallet_transactions SET amount = 1000000",
        "UPDATE wallet_transactions SET description = 'quietly changed'",
        "DELETE FROM wallet_transactions",
    ):
        with pytest.raises(DBAPIError, match="never changed or deleted"):
            await db.execute(text(statement))
        await db.rollback()

    (line,) = await lines(client, key, partner_id)
    assert (line["amount"], line["balance_after"]) == (100.0, 100.0)


async def test_two_refunds_of_60_percent_at_once_give_back_one(app, app_factory, db, admin_headers):
    world = await build_world(db, with_light=False)
    second = app_factory()
    async with client_for(app) as one, client_for(second) as two:
        partner, key, booking = await wallet_paid(one, db, admin_headers, world, rule_percent="10")
        (payment,) = booking["payments"]
        share = (Decimal(str(payment["amount"])) * Decimal("0.6")).quantize(Decimal("0.01"))

        # the airline's refunds, which may go beyond the fare: what was paid is the bound
        responses = await asyncio.gather(
            *(
                client.post(
                    f"/api/v1/admin/payments/{payment['payment_id']}/refund",
                    json={"amount": str(share)},
                    headers=admin_headers,
                )
                for client in (one, two)
            )
        )

        assert sorted(r.status_code for r in responses) == [200, 422]
        read = await one.get(f"/api/v1/payments/{payment['payment_id']}", headers=key.headers)
        assert Decimal(str(read.json()["refunded_amount"])) == share
        balance = Decimal(str((await wallets(one, key, partner.id))["USD"]["balance"]))
        taken = Decimal(str(payment["amount"])) - Decimal(str(booking["commission_amount"]))
        commission = Decimal(str(booking["commission_amount"]))
        reversal = (commission * share / Decimal(str(payment["amount"]))).quantize(
            Decimal("0.01"), rounding=ROUND_HALF_UP
        )
        assert balance == 1000 - taken + share - reversal
        await assert_ledgers_balance(one, admin_headers)
