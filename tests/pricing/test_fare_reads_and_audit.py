"""GET /rules/{id}, /prices/, /grouped-prices/ and the staff audit log (spec 01 §4.4)."""

import uuid
from datetime import timedelta
from decimal import Decimal

from tarmac.core import clock
from tests.catalog.factories import create_fare_family, create_fare_plan, create_fare_price
from tests.content.factories import create_internal_rate
from tests.factories import create_api_key
from tests.pricing.test_quote_basics import quote
from tests.pricing.world import build_world

FARES = "/api/v1/fares"


async def test_fare_rule_read(client, db):
    world = await build_world(db, with_light=False)
    key = await create_api_key(db, key_type="publishable", client_type="consumer_app")
    response = await client.get(f"{FARES}/rules/{world.classic_rule.id}", headers=key.headers)
    assert response.status_code == 200
    body = response.json()
    assert body["seat_selection"] is True
    assert (body["fare_rule_id"], body["code"], body["cancellation_fee"]) == (
        str(world.classic_rule.id),
        "CLASSIC",
        "20.00",
    )
    assert body["notes"][0].startswith("Возврат разрешён")
    assert (
        await client.get(f"{FARES}/rules/{uuid.uuid4()}", headers=key.headers)
    ).status_code == 404
    assert (await client.get(f"{FARES}/rules/{world.classic_rule.id}")).status_code == 401


async def test_prices_of_a_flight(client, db):
    world = await build_world(db)
    world.prices["adult"].taxes = Decimal("4.50")
    await db.commit()
    key = await create_api_key(db)
    response = await client.get(
        f"{FARES}/prices/", params={"flight_id": str(world.flight.id)}, headers=key.headers
    )
    assert response.status_code == 200
    items = response.json()
    assert [(i["class_of_service"], i["passenger_type"], i["total_price"]) for i in items] == [
        ("Y", "infant", 0.0),
        ("Y", "child", 75.0),
        ("Q", "adult", 80.0),
        ("Y", "adult", 104.5),
    ]
    assert items[3]["fare_price_id"] == str(world.prices["adult"].id)
    assert items[3]["seats_available"] == 20
    only_q = await client.get(
        f"{FARES}/prices/",
        params={"flight_id": str(world.flight.id), "fare_class": "q"},
        headers=key.headers,
    )
    assert [i["fare_price_id"] for i in only_q.json()] == [str(world.prices["light_adult"].id)]
    missing = await client.get(
        f"{FARES}/prices/", params={"flight_id": str(uuid.uuid4())}, headers=key.headers
    )
    assert missing.status_code == 404


async def test_grouped_prices_sorted_by_min_total(client, db):
    world = await build_world(db)
    flex = await create_fare_family(db, "FLEX", sort_order=2, baggage_allowance="2PC 23KG")
    flex_plan = await create_fare_plan(
        db, flex, world.classic_rule, flight=world.flight, booking_class="B"
    )
    await create_fare_price(db, flex_plan, "adult", "150")
    await create_fare_price(db, flex_plan, "child", "110")
    from tests.catalog.factories import create_inventory

    await create_inventory(db, world.flight, "B", seats=4)
    await create_internal_rate(db, "USD", "KGS", "87.5")
    await db.commit()
    key = await create_api_key(db)
    response = await client.get(
        f"{FARES}/grouped-prices/",
        params={"flight_id": str(world.flight.id), "pax_types": "ADT,CHD"},
        headers=key.headers,
    )
    assert response.status_code == 200, response.text
    body = response.json()
    assert (body["origin_iata"], body["destination_iata"], body["currency"]) == (
        "FRU",
        "OSS",
        "USD",
    )
    families = [
        (f["fare_plan_name"], f["class_of_service"], f["min_total_price"]) for f in body["families"]
    ]
    # LIGHT: adult 80 + child at the adult fare 80; CLASSIC 100 + 75; FLEX 150 + 110
    assert families == [("LIGHT", "Q", 160.0), ("CLASSIC", "Y", 175.0), ("FLEX", "B", 260.0)]
    assert body["best_family_id"] == str(world.light.id)
    light = body["families"][0]
    assert [p["priced_as"] for p in light["prices"]] == ["adult", "adult"]
    assert light["refundable"] is False
    assert body["families"][2]["baggage_allowance"] == "2PC 23KG"
    in_kgs = (
        await client.get(
            f"{FARES}/grouped-prices/",
            params={"flight_id": str(world.flight.id), "currency": "kgs"},
            headers=key.headers,
        )
    ).json()
    assert in_kgs["currency"] == "KGS"
    assert in_kgs["families"][0]["min_total_price"] == 7000.0  # LIGHT adult 80 x 87.5
    bad = await client.get(
        f"{FARES}/grouped-prices/",
        params={"flight_id": str(world.flight.id), "pax_types": "ADT,XXX"},
        headers=key.headers,
    )
    assert bad.status_code == 422


async def test_audit_log_for_staff(client, db, signer):
    world = await build_world(db, with_light=False)
    staff = {"Authorization": f"Bearer {signer.staff_token('auditor', set(), 600)}"}
    body = await quote(client, {"flight_id": str(world.flight.id)})
    booking_id = uuid.uuid4()
    refund = await client.post(
        f"{FARES}/quote/refund",
        json={
            "original_booking_id": str(booking_id),
            "original_total_amount": "100",
            "original_currency": "USD",
            "original_fare_rule_id": str(world.classic_rule.id),
            "original_scheduled_departure": (clock.now() + timedelta(days=3)).isoformat(),
        },
    )
    assert refund.status_code == 200
    everything = await client.get(f"{FARES}/audit-log", headers=staff)
    assert everything.status_code == 200, everything.text
    page = everything.json()
    assert page["total"] == 2
    assert [e["kind"] for e in page["data"]] == ["refund", "quote"]
    entry = page["data"][1]
    assert entry["quote_id"] == body["quote_id"]
    assert entry["inputs"]["request"]["flight_id"] == str(world.flight.id)
    assert entry["line_items"] == body["line_items"]
    assert entry["net"] == 100.0
    by_booking = (
        await client.get(
            f"{FARES}/audit-log", params={"booking_id": str(booking_id)}, headers=staff
        )
    ).json()
    assert [e["kind"] for e in by_booking["data"]] == ["refund"]
    later = (clock.now() + timedelta(minutes=1)).isoformat()
    none = (await client.get(f"{FARES}/audit-log", params={"from": later}, headers=staff)).json()
    assert none["total"] == 0
    until = (
        await client.get(f"{FARES}/audit-log", params={"to": later, "page_size": 1}, headers=staff)
    ).json()
    assert (until["total"], len(until["data"])) == (2, 1)
    assert (await client.get(f"{FARES}/audit-log")).status_code == 401
    passenger = signer.passenger_token(uuid.uuid4(), 600)
    denied = await client.get(
        f"{FARES}/audit-log", headers={"Authorization": f"Bearer {passenger}"}
    )
    assert denied.status_code == 403
