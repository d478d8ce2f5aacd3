"""Partnership channel discount (rule 10) and promo codes (rule 11), with worked numbers."""

from datetime import timedelta
from decimal import Decimal

from tarmac.core import clock
from tarmac.pricing import promos
from tests.factories import create_api_key, create_partner
from tests.pricing.factories import create_partnership, create_promo, create_tax
from tests.pricing.test_quote_basics import QUOTE, quote
from tests.pricing.world import build_world, today


def rule_types(body):
    return [r["rule_type"] for r in body["applied_rules"]]


async def test_partner_discount_needs_authentication(client, db):
    world = await build_world(db, with_light=False)
    partner = await create_partner(db)
    key = await create_api_key(db, partner_id=partner.id)
    await create_partnership(db, partner.id, "10", name="Silk Road Travel 2026")
    await create_tax(db, "VAT", "12", tax_type="percentage")
    await db.commit()
    payload = {
        "flight_id": str(world.flight.id),
        "pax": [{"type": "ADT", "count": 2}],
        "partner_id": str(partner.id),
    }
    body = await quote(client, payload, key.headers)
    # fare 200.00, VAT 24.00; 10 % of the fare off
    assert (body["gross"], body["channel_discount"], body["commission_amount"], body["net"]) == (
        "224.00",
        "-20.00",
        "20.00",
        "204.00",
    )
    assert body["channel"] == "partner"
    assert body["partner_id"] == str(partner.id)
    line = next(x for x in body["line_items"] if x["type"] == "channel_discount")
    assert line["amount"] == "-20.00"
    rule = next(r for r in body["applied_rules"] if r["rule_type"] == "channel_discount")
    assert (rule["name"], rule["factor"], rule["delta"]) == (
        "Silk Road Travel 2026",
        -0.1,
        "-20.00",
    )
    anonymous = await quote(client, payload)
    assert (anonymous["channel_discount"], anonymous["partner_id"], anonymous["net"]) == (
        "0.00",
        None,
        "224.00",
    )


async def test_partner_id_of_another_partner_is_403(client, db):
    world = await build_world(db, with_light=False)
    mine = await create_partner(db, "Mine")
    other = await create_partner(db, "Other")
    key = await create_api_key(db, partner_id=mine.id)
    consumer = await create_api_key(db, client_type="consumer_app")
    payload = {"flight_id": str(world.flight.id), "partner_id": str(other.id)}
    assert (await client.post(QUOTE, json=payload, headers=key.headers)).status_code == 403
    assert (await client.post(QUOTE, json=payload, headers=consumer.headers)).status_code == 403


async def test_sub_partner_uses_the_parent_agreement_and_route_special_rates(client, db):
    world = await build_world(db, with_light=False)
    parent = await create_partner(db, "Parent")
    child = await create_partner(db, "Branch", parent_id=parent.id)
    key = await create_api_key(db, partner_id=parent.id)
    await create_partnership(
        db, parent.id, "10", routes={world.route.id: "15", world.back.id: None}
    )
    await db.commit()
    body = await quote(
        client,
        {
            "origin": "FRU",
            "destination": "OSS",
            "departure_date": world.flight.flight_date.isoformat(),
            "return_date": world.return_flight.flight_date.isoformat(),
            "pax": [{"type": "ADT", "count": 2}],
            "partner_id": str(child.id),
        },
        key.headers,
    )
    # outbound 200.00 x 15 % = 30.00 (special rate); return 240.00 x 10 % = 24.00
    assert body["channel_discount"] == "-54.00"
    assert body["commission_amount"] == "54.00"
    assert body["net"] == "386.00"
    line = next(x for x in body["line_items"] if x["type"] == "channel_discount")
    assert line["metadata"]["amount_by_leg"] == {"outbound": "-30.00", "return": "-24.00"}
    # a route not attached to the agreement gets nothing
    intl_only = await quote(
        client,
        {"flight_id": str(world.flight.id), "partner_id": str(child.id)},
        key.headers,
    )
    assert intl_only["channel_discount"] == "-15.00"


async def test_partnership_out_of_force_is_not_applied(client, db):
    world = await build_world(db, with_light=False)
    partner = await create_partner(db)
    key = await create_api_key(db, partner_id=partner.id)
    await create_partnership(db, partner.id, "10", expires=today() - timedelta(days=1))
    await db.commit()
    body = await quote(
        client, {"flight_id": str(world.flight.id), "partner_id": str(partner.id)}, key.headers
    )
    assert body["channel_discount"] == "0.00"
    assert body["channel"] == "web"
    [rule] = body["applied_rules"]
    assert (rule["rule_type"], rule["reason"]) == (
        "channel_discount_not_applied",
        "no_partnership_in_force",
    )


async def test_channel_discount_rounds_half_up(client, db):
    world = await build_world(db, with_light=False)
    partner = await create_partner(db)
    key = await create_api_key(db, partner_id=partner.id)
    await create_partnership(db, partner.id, "7.5")
    await db.commit()
    body = await quote(
        client,
        {
            "flight_id": str(world.flight.id),
            "pax": [{"type": "ADT"}, {"type": "CHD"}],
            "partner_id": str(partner.id),
        },
        key.headers,
    )
    assert body["channel_discount"] == "-13.13"  # 7.5 % of 175.00 = 13.125
    assert body["net"] == "161.87"


async def test_percentage_and_fixed_promos(client, db):
    world = await build_world(db, with_light=False)
    await create_promo(db, "save10", "10")
    await create_promo(db, "MINUS15", "15", discount_type="fixed", currency="USD")
    await create_promo(db, "HUGE", "500", discount_type="fixed", currency="USD")
    await create_tax(db, "YQ", "10", applies_to="per_pax")
    await db.commit()
    payload = {"flight_id": str(world.flight.id), "pax": [{"type": "ADT", "count": 2}]}
    body = await quote(client, {**payload, "promo_code": " Save10 "})
    promo = next(x for x in body["line_items"] if x["type"] == "promo")
    assert promo["amount"] == "-20.00"
    assert (body["gross"], body["net"], body["promo_code"]) == ("220.00", "200.00", "SAVE10")
    rule = next(r for r in body["applied_rules"] if r["rule_type"] == "promo")
    assert (rule["name"], rule["factor"], rule["delta"]) == ("SAVE10", -0.1, "-20.00")
    fixed = await quote(client, {**payload, "promo_code": "MINUS15"})
    assert fixed["net"] == "205.00"
    capped = await quote(client, {**payload, "promo_code": "HUGE"})
    # the promo never takes the fare below zero; taxes are still due
    assert capped["net"] == "20.00"
    line = next(x for x in capped["line_items"] if x["type"] == "promo")
    assert line["metadata"]["capped_at"] == "200.00"


async def test_a_percentage_promo_is_taken_of_the_fare_after_the_channel_discount(client, db):
    """Rule 2's order is channel discount, then promo: the promo's percentage is of what
    the channel discount left (issue 11's worked example)."""
    world = await build_world(db, with_light=False)
    world.prices["adult"].base_price = Decimal("10000.00")
    partner = await create_partner(db)
    key = await create_api_key(db, partner_id=partner.id)
    await create_partnership(db, partner.id, "10")
    await create_promo(db, "SAVE10", "10")
    await db.commit()
    body = await quote(
        client,
        {"flight_id": str(world.flight.id), "partner_id": str(partner.id), "promo_code": "SAVE10"},
        key.headers,
    )
    # fare 10000.00: channel 10 % -1000.00, then promo 10 % of the 9000.00 left -900.00
    assert (body["gross"], body["channel_discount"], body["net"]) == (
        "10000.00",
        "-1000.00",
        "8100.00",
    )
    promo = next(x for x in body["line_items"] if x["type"] == "promo")
    assert promo["amount"] == "-900.00"
    assert promo["metadata"]["base"] == "9000.00"
    assert rule_types(body) == ["channel_discount", "promo"]
    rule = next(r for r in body["applied_rules"] if r["rule_type"] == "promo")
    assert (rule["factor"], rule["delta"]) == (-0.1, "-900.00")


async def test_promo_rejections_are_not_errors(client, db):
    world = await build_world(db, with_light=False)
    now = clock.now()
    await create_promo(db, "OFF", "10", is_active=False)
    await create_promo(db, "LATER", "10", valid_from=now + timedelta(days=1))
    await create_promo(db, "GONE", "10", valid_to=now - timedelta(seconds=1))
    await create_promo(db, "ALA", "10", route_ids=[world.intl.id])
    used = await create_promo(db, "ONCE", "10", max_uses=1)
    await promos.record_redemption(db, used.id, booking_id=None, customer_email="x@example.com")
    await db.commit()
    payload = {"flight_id": str(world.flight.id)}
    for code, reason in [
        ("NOPE", "unknown_code"),
        ("OFF", "inactive"),
        ("LATER", "not_yet_valid"),
        ("GONE", "expired"),
        ("ALA", "route_not_eligible"),
        ("ONCE", "max_uses_reached"),
    ]:
        body = await quote(client, {**payload, "promo_code": code})
        assert body["net"] == "100.00"
        [rule] = body["applied_rules"]
        assert (rule["rule_type"], rule["name"], rule["reason"]) == ("promo_rejected", code, reason)


async def test_per_customer_limit_on_the_normalised_email(client, db):
    world = await build_world(db, with_light=False)
    promo = await create_promo(db, "WELCOME", "10", max_uses_per_customer=1)
    await promos.record_redemption(
        db, promo.id, booking_id=None, customer_email="  Alice@Example.COM "
    )
    await db.commit()
    payload = {"flight_id": str(world.flight.id), "promo_code": "welcome"}
    same = await quote(client, {**payload, "customer_email": "ALICE@example.com  "})
    assert same["net"] == "100.00"
    [rule] = same["applied_rules"]
    assert (rule["rule_type"], rule["reason"]) == ("promo_rejected", "per_customer_limit_reached")
    other = await quote(client, {**payload, "customer_email": "bob@example.com"})
    assert other["net"] == "90.00"
    unknown_customer = await quote(client, payload)
    assert unknown_customer["net"] == "90.00"


async def test_route_limited_promo_discounts_only_its_legs(client, db):
    world = await build_world(db, with_light=False)
    await create_promo(db, "OSHTRIP", "10", route_ids=[world.route.id])
    await db.commit()
    body = await quote(
        client,
        {
            "origin": "FRU",
            "destination": "OSS",
            "departure_date": world.flight.flight_date.isoformat(),
            "return_date": world.return_flight.flight_date.isoformat(),
            "promo_code": "OSHTRIP",
        },
    )
    # 10 % of the outbound 100.00 only; the return 120.00 is not discounted
    assert body["net"] == "210.00"
