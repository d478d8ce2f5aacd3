"""Concurrent applies on one booking (spec 01 §4.7, issue 22): the booking's row is locked,
so they run one after the other, each checked against what the one before wrote. Real
concurrent requests; the fee is charged once per change that was made and no change is
lost."""

import asyncio

from tests.bookings.helpers import passenger
from tests.corrections.helpers import apply, item, read, ticketed
from tests.factories import create_api_key, create_partner
from tests.payments.helpers import assert_ledgers_balance, lines, top_up, wallets
from tests.pricing.world import build_world

NAMES = ("AIBEK", "ASEL", "BAKYT", "DINARA", "ERLAN", "GULNARA")


async def test_the_same_change_sent_at_once_is_made_and_charged_once(client, db, admin_headers):
    world = await build_world(db, currency="KGS")
    partner = await create_partner(db)
    key = await create_api_key(db, partner_id=partner.id)
    await top_up(client, admin_headers, partner.id, "100000.00", currency="KGS")
    booking = await ticketed(client, key, world)
    who = booking["passengers"][0]

    responses = await asyncio.gather(
        *[
            apply(client, key, booking, item(who["id"], last_name="ASANOVA"), pay_with_balance=True)
            for _ in range(6)
        ]
    )

    statuses = sorted(r.status_code for r in responses)
    assert statuses == [200, 400, 400, 400, 400, 400], [r.text for r in responses]
    for refused in (r for r in responses if r.status_code == 400):
        assert "already the passenger's last_name" in refused.json()["detail"]
    assert (await wallets(client, key, partner.id))["KGS"]["balance"] == 100000 - 1500
    assert [t["purpose"] for t in await lines(client, key, partner.id)] == [
        "correction_fee",
        "top_up",
    ]
    await assert_ledgers_balance(client, admin_headers)


async def test_changes_of_different_passengers_sent_at_once_are_all_made_and_charged(
    client, db, admin_headers
):
    world = await build_world(db, currency="KGS")
    partner = await create_partner(db)
    key = await create_api_key(db, partner_id=partner.id)
    await top_up(client, admin_headers, partner.id, "100000.00", currency="KGS")
    booking = await ticketed(client, key, world, [passenger(first_name=name) for name in NAMES])
    people = booking["passengers"]

    responses = await asyncio.gather(
        *[
            apply(
                client,
                key,
                booking,
                item(p["id"], last_name="ASANOVA", nationality="KAZ"),
                pay_with_balance=True,
            )
            for p in people
        ]
    )

    assert [r.status_code for r in responses] == [200] * len(people), [r.text for r in responses]
    after = await read(client, key, booking)
    assert {(p["last_name"], p["nationality"]) for p in after["passengers"]} == {("ASANOVA", "KAZ")}
    fees = [t for t in await lines(client, key, partner.id) if t["purpose"] == "correction_fee"]
    assert len(fees) == len(people) and {t["amount"] for t in fees} == {-1500.0}
    assert (await wallets(client, key, partner.id))["KGS"]["balance"] == 100000 - 1500 * 6
    kept = await client.get(f"/api/v1/bookings/{booking['id']}/corrections", headers=key.headers)
    assert len(kept.json()) == 2 * len(people)
    await assert_ledgers_balance(client, admin_headers)
