"""Exchange quotes (rules 7 and 9) and refund quotes (rule 8), with worked numbers.

The original fare rule CLASSIC: refundable, cancellation fee 20.00, changeable, change fee
30.00 (USD). New fares: FRU-OSS adult 100.00.
"""

import uuid
from datetime import timedelta
from decimal import Decimal

from tarmac.core import clock
from tests.catalog.factories import create_fare_rule
from tests.content.factories import create_internal_rate
from tests.factories import create_api_key
from tests.pricing.factories import set_airline
from tests.pricing.world import build_world

EXCHANGE = "/api/v1/fares/quote/exchange"
REFUND = "/api/v1/fares/quote/refund"


def original(rule, *, total="300", hours=240, currency="USD"):
    # no original_booking_id: these quotes are calculations (one naming a booking must name
    # the caller's, tests/exchanges)
    return {
        "original_total_amount": total,
        "original_currency": currency,
        "original_fare_rule_id": str(rule.id),
        "original_scheduled_departure": (clock.now() + timedelta(hours=hours)).isoformat(),
    }


async def exchange(client, key, payload, status=200):
    response = await client.post(EXCHANGE, json=payload, headers=key.headers)
    assert response.status_code == status, response.text
    return response.json()


async def test_cheaper_new_fare_refunds_the_difference_minus_the_penalty(client, db):
    world = await build_world(db, with_light=False)
    key = await create_api_key(db)
    body = await exchange(
        client,
        key,
        {**original(world.classic_rule), "new_quote": {"flight_id": str(world.flight.id)}},
    )
    # new 100.00 - old 300.00 = -200.00; refundable: 200.00 - penalty 30.00
    assert body["net"] == "100.00"
    assert (body["original_total"], body["fare_difference"], body["penalty"]) == (
        "300.00",
        "-200.00",
        "30.00",
    )
    assert (body["refund_amount"], body["extra_to_charge"], body["changeable"]) == (
        "170.00",
        "0.00",
        True,
    )
    assert body["original_currency"] == "USD"
    stored = await client.get(f"/api/v1/fares/quote/{body['quote_id']}")
    assert stored.json() == body


async def test_dearer_new_fare_charges_difference_plus_penalty_per_passenger(client, db):
    world = await build_world(db, with_light=False)
    key = await create_api_key(db)
    body = await exchange(
        client,
        key,
        {
            **original(world.classic_rule, total="150"),
            "new_quote": {"flight_id": str(world.flight.id), "pax": [{"type": "ADT", "count": 2}]},
        },
    )
    # 200.00 - 150.00 = 50.00, + 30.00 x 2 passengers
    assert (body["fare_difference"], body["penalty"], body["extra_to_charge"]) == (
        "50.00",
        "60.00",
        "110.00",
    )
    assert body["refund_amount"] == "0.00"


async def test_penalty_multiplied_below_the_threshold(client, db):
    world = await build_world(db, with_light=False)
    key = await create_api_key(db)
    payload = {"new_flight_id": str(world.flight.id)}
    late = await exchange(
        client, key, {**original(world.classic_rule, total="100", hours=10), **payload}
    )
    # same price; 10 hours < 24: 30.00 x 2.0
    assert (late["penalty"], late["extra_to_charge"], late["refund_amount"]) == (
        "60.00",
        "60.00",
        "0.00",
    )
    assert late["exchange"]["penalty_multiplier"] == 2.0
    on_time = await exchange(
        client, key, {**original(world.classic_rule, total="100", hours=24.1), **payload}
    )
    assert on_time["penalty"] == "30.00"
    await set_airline(db, exchange_threshold_hours=48, exchange_penalty_multiplier="3")
    moved = await exchange(
        client, key, {**original(world.classic_rule, total="100", hours=30), **payload}
    )
    assert moved["penalty"] == "90.00"
    assert moved["fare_rules"][0]["exchange_threshold_hours"] == 48


def test_threshold_is_inclusive():
    from tarmac.pricing.exchange import penalty_multiplier

    assert penalty_multiplier(24.0, 24, Decimal("2.0")) == 1
    assert penalty_multiplier(23.99, 24, Decimal("2.0")) == Decimal("2.0")


async def test_cheaper_fare_on_a_non_refundable_original_gives_nothing_back(client, db):
    world = await build_world(db, with_light=False)
    key = await create_api_key(db)
    rule = await create_fare_rule(db, changeable=True, change_fee=Decimal("10"))
    await db.commit()
    body = await exchange(client, key, {**original(rule), "new_flight_id": str(world.flight.id)})
    assert (body["fare_difference"], body["extra_to_charge"], body["refund_amount"]) == (
        "-200.00",
        "0.00",
        "0.00",
    )


async def test_non_changeable_is_422_and_unknown_rule_is_400(client, db):
    world = await build_world(db, with_light=False)
    key = await create_api_key(db)
    payload = {"new_flight_id": str(world.flight.id)}
    refused = await exchange(client, key, {**original(world.light_rule), **payload}, status=422)
    assert "not changeable" in refused["detail"]
    fake = type("Rule", (), {"id": uuid.uuid4()})
    await exchange(client, key, {**original(fake), **payload}, status=400)
    await exchange(client, key, original(world.classic_rule), status=422)  # no new fare


async def test_exchange_needs_a_secret_key(client, db):
    world = await build_world(db, with_light=False)
    publishable = await create_api_key(db, key_type="publishable", client_type="consumer_app")
    payload = {**original(world.classic_rule), "new_flight_id": str(world.flight.id)}
    assert (await client.post(EXCHANGE, json=payload)).status_code == 401
    assert (
        await client.post(EXCHANGE, json=payload, headers=publishable.headers)
    ).status_code == 403


async def test_penalty_is_in_the_original_currency(client, db):
    world = await build_world(db, with_light=False)
    key = await create_api_key(db)
    await create_internal_rate(db, "USD", "KGS", "87.5")
    body = await exchange(
        client,
        key,
        {
            **original(world.classic_rule, total="5000", currency="KGS"),
            "new_flight_id": str(world.flight.id),
        },
    )
    # new 100.00 USD = 8750.00 KGS; fee 30.00 USD = 2625.00 KGS
    assert (body["currency"], body["net"]) == ("USD", "100.00")
    assert (body["original_currency"], body["penalty"], body["fare_difference"]) == (
        "KGS",
        "2625.00",
        "3750.00",
    )
    assert body["extra_to_charge"] == "6375.00"


async def test_refund_quote_rule_8(client, db):
    world = await build_world(db, with_light=False)
    rule = world.classic_rule

    async def refund(payload):
        response = await client.post(REFUND, json=payload)  # no credentials needed
        assert response.status_code == 200, response.text
        return response.json()

    early = await refund(original(rule, total="300"))
    assert (early["refund_amount"], early["penalty"], early["refundable"]) == (
        "280.00",
        "20.00",
        True,
    )
    assert early["fare_rule_id"] == str(rule.id)
    assert early["currency"] == "USD"
    assert "к возврату 280.00 USD" in early["notes"]
    late = await refund({**original(rule, total="300", hours=5), "pax_count": 3})
    # 20.00 doubled inside 24 hours, per passenger: 120.00
    assert (late["refund_amount"], late["penalty"], late["fee_multiplier"]) == (
        "180.00",
        "120.00",
        2.0,
    )
    small = await refund(original(rule, total="15"))
    assert (small["refund_amount"], small["penalty"]) == ("0.00", "15.00")
    light = await refund(original(world.light_rule, total="80"))
    assert (light["refund_amount"], light["penalty"], light["refundable"]) == (
        "0.00",
        "80.00",
        False,
    )
    assert "невозвратный" in light["notes"]


async def test_naive_departure_is_utc_and_bad_bodies_are_422(client, db):
    world = await build_world(db, with_light=False)
    payload = original(world.classic_rule)
    payload["original_scheduled_departure"] = "2030-01-01T10:00:00"
    assert (await client.post(REFUND, json=payload)).status_code == 200
    for broken in (
        {**payload, "original_total_amount": "-1"},
        {**payload, "original_currency": "dollars"},
        {**payload, "pax_count": 0},
        {k: v for k, v in payload.items() if k != "original_fare_rule_id"},
    ):
        assert (await client.post(REFUND, json=broken)).status_code == 422
