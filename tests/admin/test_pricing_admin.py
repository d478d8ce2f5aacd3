"""The pricing back office: taxes (both shapes, per route or country), promo codes,
partnerships, SSR catalog and availability rules, seat zone prices, pricing settings."""

import uuid
from datetime import timedelta

from tarmac.core import clock
from tests.factories import create_api_key, create_partner
from tests.pricing.test_quote_basics import quote
from tests.pricing.world import build_world

ADMIN = "/api/v1/admin"


async def call(client, method, path, headers, status, **kwargs):
    response = await client.request(method, f"{ADMIN}{path}", headers=headers, **kwargs)
    assert response.status_code == status, response.text
    return response.json() if response.content else None


async def test_taxes_in_both_shapes_drive_quotes(client, db, admin_headers):
    world = await build_world(db, with_light=False)
    v2 = await call(
        client,
        "POST",
        "/taxes",
        admin_headers,
        201,
        json={
            "code": "yq",
            "tax_type": "fixed",
            "amount": "10",
            "currency": "usd",
            "applies_to": "per_segment",
            "refundable": False,
            "jurisdiction": "KG",
        },
    )
    assert (v2["code"], v2["shape"], v2["applies_to"], v2["refundable"]) == (
        "YQ",
        "v2",
        "per_segment",
        False,
    )
    legacy = await call(
        client,
        "POST",
        "/taxes",
        admin_headers,
        201,
        json={
            "name": "Airport fee",
            "amount": "5",
            "type": "fixed",
            "currency": "USD",
            "route_id": str(world.route.id),
        },
    )
    assert (legacy["code"], legacy["shape"], legacy["applies_to"]) == (
        "AIRPORT_FEE",
        "legacy",
        None,
    )
    await call(
        client,
        "PUT",
        "/taxes/countries/kg",
        admin_headers,
        200,
        json=[
            {"name": "VAT", "amount": "12", "type": "percentage"},
            {
                "code": "AIRPORT_KG",
                "tax_type": "fixed",
                "amount": "1",
                "currency": "USD",
                "applies_to": "per_pax",
            },
        ],
    )
    body = await quote(
        client, {"flight_id": str(world.flight.id), "pax": [{"type": "ADT", "count": 2}]}
    )
    taxes = {
        line["metadata"]["code"]: line["amount"]
        for line in body["line_items"]
        if line["type"] == "tax"
    }
    assert taxes == {"YQ": "10.00", "AIRPORT_FEE": "10.00", "VAT": "24.00", "AIRPORT_KG": "2.00"}
    listed = await call(client, "GET", "/taxes", admin_headers, 200, params={"country": "KG"})
    assert len(listed) == 2
    await call(client, "PATCH", f"/taxes/{v2['id']}", admin_headers, 200, json={"is_active": False})
    await call(client, "DELETE", f"/taxes/{legacy['id']}", admin_headers, 204)
    after = await quote(client, {"flight_id": str(world.flight.id)})
    assert {line["metadata"]["code"] for line in after["line_items"] if line["type"] == "tax"} == {
        "VAT",
        "AIRPORT_KG",
    }
    for bad in (
        {"code": "YQ", "tax_type": "fixed", "amount": "1", "currency": "USD"},  # no applies_to
        {"code": "YQ", "tax_type": "fixed", "amount": "1", "applies_to": "per_pax"},  # no currency
        {"code": "VAT", "tax_type": "percentage", "amount": "120"},
        {"name": "x", "amount": "1", "type": "weird"},
        {
            "code": "YQ",
            "tax_type": "percentage",
            "amount": "1",
            "route_id": str(world.route.id),
            "country": "KG",
        },
    ):
        await call(client, "POST", "/taxes", admin_headers, 422, json=bad)
    await call(client, "GET", f"/taxes/{uuid.uuid4()}", admin_headers, 404)


async def test_promo_codes(client, db, admin_headers):
    world = await build_world(db, with_light=False)
    created = await call(
        client,
        "POST",
        "/promo-codes",
        admin_headers,
        201,
        json={
            "code": "spring25",
            "discount_type": "percentage",
            "amount": "25",
            "valid_to": (clock.now() + timedelta(days=30)).isoformat(),
            "route_ids": [str(world.route.id)],
            "max_uses_per_customer": 1,
        },
    )
    assert (created["code"], created["uses"]) == ("SPRING25", 0)
    await call(
        client,
        "POST",
        "/promo-codes",
        admin_headers,
        409,
        json={"code": "Spring25", "discount_type": "percentage", "amount": "5"},
    )
    await call(
        client,
        "POST",
        "/promo-codes",
        admin_headers,
        422,
        json={"code": "X1", "discount_type": "fixed", "amount": "5"},
    )
    await call(
        client,
        "POST",
        "/promo-codes",
        admin_headers,
        422,
        json={
            "code": "X2",
            "discount_type": "percentage",
            "amount": "5",
            "route_ids": [str(uuid.uuid4())],
        },
    )
    body = await quote(client, {"flight_id": str(world.flight.id), "promo_code": "spring25"})
    assert body["net"] == "75.00"
    await call(
        client,
        "PATCH",
        f"/promo-codes/{created['id']}",
        admin_headers,
        200,
        json={"is_active": False},
    )
    off = await quote(client, {"flight_id": str(world.flight.id), "promo_code": "spring25"})
    assert off["applied_rules"][0]["reason"] == "inactive"
    listed = await call(client, "GET", "/promo-codes", admin_headers, 200)
    assert [p["code"] for p in listed] == ["SPRING25"]
    await call(client, "DELETE", f"/promo-codes/{created['id']}", admin_headers, 204)


async def test_partnerships(client, db, admin_headers):
    world = await build_world(db, with_light=False)
    partner = await create_partner(db)
    key = await create_api_key(db, partner_id=partner.id)
    created = await call(
        client,
        "POST",
        "/partnerships",
        admin_headers,
        201,
        json={
            "partner_id": str(partner.id),
            "agreement_name": "Silk Road 2026",
            "effective_date": "2026-01-01",
            "discount_percent": "8",
            "routes": [{"route_id": str(world.route.id), "special_rate_percent": "12.5"}],
        },
    )
    assert created["routes"] == [{"route_id": str(world.route.id), "special_rate_percent": 12.5}]
    body = await quote(
        client, {"flight_id": str(world.flight.id), "partner_id": str(partner.id)}, key.headers
    )
    assert body["channel_discount"] == "-12.50"
    await call(
        client, "PATCH", f"/partnerships/{created['id']}", admin_headers, 200, json={"routes": []}
    )
    body = await quote(
        client, {"flight_id": str(world.flight.id), "partner_id": str(partner.id)}, key.headers
    )
    assert body["channel_discount"] == "-8.00"
    listed = await call(
        client, "GET", "/partnerships", admin_headers, 200, params={"partner_id": str(partner.id)}
    )
    assert len(listed) == 1
    await call(
        client,
        "POST",
        "/partnerships",
        admin_headers,
        422,
        json={
            "partner_id": str(uuid.uuid4()),
            "agreement_name": "x",
            "effective_date": "2026-01-01",
            "discount_percent": "5",
        },
    )
    await call(
        client,
        "POST",
        "/partnerships",
        admin_headers,
        422,
        json={
            "partner_id": str(partner.id),
            "agreement_name": "x",
            "effective_date": "2026-01-01",
            "expiration_date": "2025-01-01",
            "discount_percent": "5",
        },
    )
    await call(client, "DELETE", f"/partnerships/{created['id']}", admin_headers, 204)


async def test_ssr_catalog_rules_and_seat_zones(client, db, admin_headers):
    world = await build_world(db, with_light=False)
    seeded = await call(
        client,
        "POST",
        "/ssr-services/load-standard",
        admin_headers,
        200,
        params={"currency": "USD"},
    )
    assert seeded["added"] == 40
    again = await call(client, "POST", "/ssr-services/load-standard", admin_headers, 200)
    assert again["added"] == 0
    await call(
        client,
        "POST",
        "/ssr-services",
        admin_headers,
        201,
        json={
            "code": "WIFI",
            "name": "Wi-Fi",
            "category": "comfort",
            "default_price": "5",
            "currency": "USD",
        },
    )
    await call(
        client,
        "POST",
        "/ssr-services",
        admin_headers,
        409,
        json={"code": "WIFI", "name": "Wi-Fi", "category": "comfort", "currency": "USD"},
    )
    await call(
        client, "PATCH", "/ssr-services/wifi", admin_headers, 200, json={"default_price": "7"}
    )
    rule = await call(
        client,
        "POST",
        "/ssr-availability-rules",
        admin_headers,
        201,
        json={
            "ssr_code": "WIFI",
            "name": "Wi-Fi free on FRU-OSS",
            "action": "included",
            "route_id": str(world.route.id),
            "included_reason": "promo",
        },
    )
    await call(
        client,
        "POST",
        "/ssr-availability-rules",
        admin_headers,
        422,
        json={"ssr_code": "NOPE", "name": "x", "action": "included"},
    )
    body = await quote(
        client, {"flight_id": str(world.flight.id), "ancillaries": [{"code": "WIFI"}]}
    )
    line = next(x for x in body["line_items"] if x["type"] == "ancillary")
    assert (line["amount"], line["metadata"]["included_reason"]) == ("0.00", "promo")
    await call(
        client,
        "PATCH",
        f"/ssr-availability-rules/{rule['id']}",
        admin_headers,
        200,
        json={"action": "restricted"},
    )
    from tests.pricing.test_quote_basics import QUOTE

    restricted = await client.post(
        QUOTE, json={"flight_id": str(world.flight.id), "ancillaries": [{"code": "WIFI"}]}
    )
    assert restricted.status_code == 422
    await call(client, "DELETE", f"/ssr-availability-rules/{rule['id']}", admin_headers, 204)
    paid = await quote(
        client, {"flight_id": str(world.flight.id), "ancillaries": [{"code": "WIFI"}]}
    )
    assert paid["net"] == "107.00"
    zone = await call(
        client,
        "POST",
        "/seat-zone-prices",
        admin_headers,
        201,
        json={"zone_code": "XL", "zone_name": "Extra legroom", "price": "20", "currency": "USD"},
    )
    await call(
        client,
        "POST",
        "/seat-zone-prices",
        admin_headers,
        409,
        json={"zone_code": "XL", "zone_name": "Again", "price": "20", "currency": "USD"},
    )
    await call(
        client,
        "POST",
        "/seat-zone-prices",
        admin_headers,
        201,
        json={
            "zone_code": "XL",
            "zone_name": "Extra legroom",
            "price": "10",
            "currency": "USD",
            "fare_rule_id": str(world.classic_rule.id),
        },
    )
    await call(
        client, "PATCH", f"/seat-zone-prices/{zone['id']}", admin_headers, 200, json={"price": "25"}
    )
    zones = await call(client, "GET", "/seat-zone-prices", admin_headers, 200)
    assert [(z["price"], z["fare_rule_id"]) for z in zones] == [
        (25.0, None),
        (10.0, str(world.classic_rule.id)),
    ]


async def test_pricing_settings(client, db, admin_headers):
    current = await call(client, "GET", "/pricing-settings", admin_headers, 200)
    assert current["dynamic_pricing_enabled"] is False
    assert current["exchange_penalty_multiplier"] == 2.0
    assert current["load_factor_tiers"] == [
        {"above_percent": 70.0, "factor": 1.05},
        {"above_percent": 85.0, "factor": 1.1},
    ]
    changed = await call(
        client,
        "PATCH",
        "/pricing-settings",
        admin_headers,
        200,
        json={
            "dynamic_pricing_enabled": True,
            "exchange_threshold_hours": 36,
            "seasons": [{"name": "summer", "start": "06-01", "end": "08-31", "factor": "1.15"}],
            "day_of_week_factors": {"5": "1.05"},
        },
    )
    assert changed["dynamic_pricing_enabled"] is True
    assert changed["exchange_threshold_hours"] == 36
    assert changed["day_of_week_factors"] == {"5": 1.05}
    for bad in (
        {"nonsense": 1},
        {"seasons": [{"name": "x", "start": "13-01", "end": "01-01", "factor": "1"}]},
        {"day_of_week_factors": {"8": "1.1"}},
        {"exchange_penalty_multiplier": 0},
    ):
        await call(client, "PATCH", "/pricing-settings", admin_headers, 422, json=bad)
    airline = await call(client, "GET", "/settings", admin_headers, 200)
    assert airline["exchange_threshold_hours"] == 36


async def test_admin_needs_an_admin_token(client, signer):
    other = {"Authorization": f"Bearer {signer.staff_token('x', {'support'}, 600)}"}
    assert (await client.get(f"{ADMIN}/taxes")).status_code == 401
    assert (await client.get(f"{ADMIN}/taxes", headers=other)).status_code == 403
