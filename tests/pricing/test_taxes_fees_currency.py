"""Taxes (rule 6, both shapes), fixed per-passenger fees (rule 4), dynamic multipliers
(rule 3) and currency conversion, with worked numbers.

The round trip below: 2 adults, 1 child, 1 lap infant; fare outbound 2 x 100 + 75 =
275.00, return 2 x 120 + 90 = 330.00, 605.00 in all; 3 paid passengers, 2 legs.
"""

from datetime import timedelta
from decimal import Decimal

from tests.content.factories import create_internal_rate
from tests.pricing.factories import create_tax, set_airline, set_pricing
from tests.pricing.test_quote_basics import QUOTE, quote
from tests.pricing.world import build_world, today

PAX = [{"type": "ADT", "count": 2}, {"type": "CHD"}, {"type": "INF"}]


def round_trip(world):
    return {
        "origin": "FRU",
        "destination": "OSS",
        "departure_date": world.flight.flight_date.isoformat(),
        "return_date": world.return_flight.flight_date.isoformat(),
        "pax": PAX,
    }


def lines_of(body, kind):
    return [line for line in body["line_items"] if line["type"] == kind]


async def test_tax_semantics_by_applies_to(client, db):
    world = await build_world(db, with_light=False)
    await create_tax(db, "YQ", "10", applies_to="per_pax")
    await create_tax(db, "XF", "7.50", applies_to="per_segment")
    await create_tax(db, "BOOK_FEE", "5", applies_to="per_itinerary")
    await create_tax(db, "VAT", "12", tax_type="percentage", applies_to=None)
    await create_tax(db, "UB", "2.5", tax_type="percentage", applies_to="per_pax")
    await db.commit()
    body = await quote(client, round_trip(world))
    taxes = {line["metadata"]["code"]: line for line in lines_of(body, "tax")}
    assert taxes["YQ"]["amount"] == "60.00"  # 10 x 3 paid passengers x 2 legs
    assert taxes["XF"]["amount"] == "15.00"  # 7.50 x 2 legs
    assert taxes["BOOK_FEE"]["amount"] == "5.00"  # once
    assert taxes["VAT"]["amount"] == "72.60"  # 12 % of 605.00
    assert taxes["UB"]["amount"] == "15.13"  # 2.5 % of 605.00 = 15.125, half-up
    assert taxes["VAT"]["rate"] == 0.12
    assert taxes["YQ"]["metadata"] == {
        "code": "YQ",
        "tax_type": "fixed",
        "configured_amount": 10.0,
        "applies_to": "per_pax",
        "refundable": True,
        "jurisdiction": "KG",
        "legs": ["outbound", "return"],
        "tax_id": taxes["YQ"]["metadata"]["tax_id"],
        "quantity": 6,
    }
    assert body["gross"] == body["net"] == "772.73"  # 605 + 60 + 15 + 5 + 72.60 + 15.13


async def test_scopes_route_beats_country_and_legacy_shape(client, db):
    world = await build_world(db, with_light=False)
    await create_tax(db, "AIRPORT_KG", "3.33", country="KG", jurisdiction="KG")
    await create_tax(db, "AIRPORT_KG", "4", route_id=world.back.id, jurisdiction="KG")
    await create_tax(db, "KZ_ONLY", "50", country="KZ")
    # the older shape {name, amount, type}: applies_to null, charged per paid pax per leg
    await create_tax(
        db, "SECURITY_FEE", "2", applies_to=None, route_id=world.route.id, name="Security fee"
    )
    await create_tax(db, "OLD", "9", valid_to=today() - timedelta(days=1))
    await create_tax(db, "OFF", "9", is_active=False)
    await db.commit()
    body = await quote(client, round_trip(world))
    taxes = [
        (line["metadata"]["code"], line["metadata"]["legs"], line["amount"])
        for line in lines_of(body, "tax")
    ]
    assert sorted(taxes) == [
        ("AIRPORT_KG", ["outbound"], "9.99"),  # 3.33 x 3 paid passengers, FRU-OSS
        ("AIRPORT_KG", ["return"], "12.00"),  # the route's own 4.00 x 3 on OSS-FRU
        ("SECURITY_FEE", ["outbound"], "6.00"),
    ]
    legacy = next(
        line for line in lines_of(body, "tax") if line["metadata"]["code"] == "SECURITY_FEE"
    )
    assert legacy["metadata"]["legacy_shape"] is True
    assert legacy["metadata"]["applies_to"] == "per_pax"
    assert legacy["description"] == "Security fee"


async def test_fare_filed_taxes_and_fixed_fees_per_paid_passenger_per_leg(client, db):
    world = await build_world(db, with_light=False)
    world.prices["adult"].fees = Decimal("1.50")
    world.prices["adult"].taxes = Decimal("4")
    world.prices["child"].fees = Decimal("1.50")
    world.prices["infant"].fees = Decimal("9")  # lap infants pay no fee
    world.prices["back_adult"].fees = Decimal("2")
    await db.commit()
    body = await quote(client, round_trip(world))
    fees = [
        (line["metadata"]["leg"], line["metadata"]["passenger_type"], line["amount"])
        for line in lines_of(body, "fee")
    ]
    assert fees == [
        ("outbound", "adult", "3.00"),
        ("outbound", "child", "1.50"),
        ("return", "adult", "4.00"),
    ]
    [fare_tax] = lines_of(body, "tax")
    assert (fare_tax["metadata"]["code"], fare_tax["amount"]) == ("FARE", "8.00")
    assert body["net"] == "621.50"  # 605 + 8.50 fees + 8.00 fare taxes
    one_way = await quote(
        client, {"flight_id": str(world.flight.id), "pax": [{"type": "ADT"}, {"type": "INF"}]}
    )
    assert [line["amount"] for line in lines_of(one_way, "fee")] == ["1.50"]


async def test_target_currency_converts_every_line(client, db):
    world = await build_world(db, with_light=False)
    await create_internal_rate(db, "USD", "KGS", "87.4567")
    await create_tax(db, "YQ", "3.33", applies_to="per_pax")
    await db.commit()
    body = await quote(client, {**round_trip(world), "target_currency": "kgs"})
    assert body["currency"] == "KGS"
    assert body["fare_currency"] == "USD"
    assert body["exchange_rate"] == 87.4567
    amounts = [line["amount"] for line in body["line_items"]]
    # each line converted on its own, half-up: 200.00 x 87.4567 = 17491.34
    assert amounts[0] == "17491.34"
    assert all(line["currency"] == "KGS" for line in body["line_items"])
    assert sum(Decimal(a) for a in amounts) == Decimal(body["net"])
    yq = lines_of(body, "tax")[0]
    assert yq["metadata"]["original_amount"] == "19.98"  # 3.33 x 6
    assert yq["amount"] == "1747.38"  # 19.98 x 87.4567 = 1747.384866
    assert body["segment_prices"] == ["24050.59", "28860.71"]  # from the converted lines
    missing = await client.post(QUOTE, json={**round_trip(world), "target_currency": "EUR"})
    assert missing.status_code == 400
    assert "No exchange rate" in missing.json()["detail"]


async def test_tax_in_another_currency_is_converted_per_unit(client, db):
    world = await build_world(db, with_light=False)
    await create_internal_rate(db, "KGS", "USD", "0.011436")
    await create_tax(db, "AIRPORT_KG", "250", currency="KGS")
    await db.commit()
    body = await quote(client, {"flight_id": str(world.flight.id)})
    [tax] = lines_of(body, "tax")
    assert tax["amount"] == "2.86"  # 250 KGS x 0.011436 = 2.859 -> 2.86 USD per passenger
    assert tax["metadata"]["conversion"]["original_currency"] == "KGS"
    assert tax["metadata"]["configured_amount"] == 250.0


async def test_dynamic_pricing_only_when_enabled(client, db):
    world = await build_world(db, with_light=False)
    from sqlalchemy import update

    from tarmac.inventory.models import BookingClassInventory

    # 30 seats on the flight (Y 20 + Q 10); 24 sold = 80 % load
    await db.execute(
        update(BookingClassInventory)
        .where(
            BookingClassInventory.flight_id == world.flight.id,
            BookingClassInventory.booking_class == "Q",
        )
        .values(sold=10)
    )
    await db.execute(
        update(BookingClassInventory)
        .where(
            BookingClassInventory.flight_id == world.flight.id,
            BookingClassInventory.booking_class == "Y",
        )
        .values(sold=14)
    )
    await db.commit()
    payload = {"flight_id": str(world.flight.id), "pax": [{"type": "ADT"}, {"type": "CHD"}]}
    off = await quote(client, payload)
    assert off["net"] == "175.00"
    assert lines_of(off, "dynamic_pricing") == []
    await set_airline(db, dynamic_pricing_enabled=True)
    on = await quote(client, payload)
    [line] = lines_of(on, "dynamic_pricing")
    assert line["amount"] == "8.75"  # 5 % of 175.00 (load 80 % > 70 %)
    assert line["rate"] == 1.05
    [rule] = on["applied_rules"]
    assert (rule["rule_type"], rule["factor"], rule["delta"]) == ("load_factor", 1.05, "8.75")
    assert on["net"] == "183.75"
    weekday = world.flight.flight_date.isoweekday()
    month_day = world.flight.flight_date.strftime("%m-%d")
    await set_pricing(
        db,
        day_of_week_factors={str(weekday): "1.02"},
        seasons=[{"name": "peak", "start": month_day, "end": month_day, "factor": "1.1"}],
        booking_curve=[
            {"max_days_before": 3, "factor": "1.5"},
            {"max_days_before": 30, "factor": "1.04"},
        ],
    )
    all_of_them = await quote(client, payload)
    kinds = [(r["rule_type"], r["delta"]) for r in all_of_them["applied_rules"]]
    # compounded from 175.00: +5 % 8.75 (183.75), +2 % 3.675 -> 3.68 (187.43),
    # +10 % 18.743 -> 18.74 (206.17), +4 % (10 days left) 8.2468 -> 8.25 (214.42)
    assert kinds == [
        ("load_factor", "8.75"),
        ("day_of_week", "3.68"),
        ("season", "18.74"),
        ("booking_curve", "8.25"),
    ]
    assert all_of_them["net"] == "214.42"
    # tax percentages and discounts use the fare after multipliers
    assert all_of_them["segment_prices"] is None


async def test_load_factor_above_85_gives_ten_percent(client, db):
    world = await build_world(db, with_light=False)
    from sqlalchemy import update

    from tarmac.inventory.models import BookingClassInventory

    await db.execute(
        update(BookingClassInventory)
        .where(
            BookingClassInventory.flight_id == world.flight.id,
            BookingClassInventory.booking_class == "Q",
        )
        .values(sold=10)
    )
    await db.execute(
        update(BookingClassInventory)
        .where(
            BookingClassInventory.flight_id == world.flight.id,
            BookingClassInventory.booking_class == "Y",
        )
        .values(sold=16)
    )
    await db.commit()
    await set_airline(db, dynamic_pricing_enabled=True)
    body = await quote(client, {"flight_id": str(world.flight.id)})  # 26/30 = 86.7 %
    [rule] = body["applied_rules"]
    assert (rule["factor"], rule["delta"]) == (1.1, "10.00")
    assert body["net"] == "110.00"
