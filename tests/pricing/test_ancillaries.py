"""The SSR catalog (§2.11), availability by flight, SSRs in quotes (rules 12 and 13) and
seat price zones (§2.9).

SSR prices come from the spec catalog loaded in KGS; 1 KGS = 0.0114 USD, so XBAG 2500 KGS
is 28.50 USD in a USD quote.
"""

from datetime import timedelta

from tarmac.core import clock
from tests.content.factories import create_internal_rate
from tests.factories import create_api_key
from tests.pricing.factories import create_ssr_rule, create_zone_price, seed_ssr
from tests.pricing.test_quote_basics import QUOTE, quote
from tests.pricing.world import build_world

SSR = "/api/v1/fares/ssr-services/"
AVAILABILITY = "/api/v1/fares/ssr-availability/by-flight"
SEATS = "/api/v1/fares/seat-prices/for-booking"


async def ssr_world(db):
    world = await build_world(db, with_light=False)
    await seed_ssr(db, "KGS")
    await create_internal_rate(db, "KGS", "USD", "0.0114")
    await db.commit()
    return world


async def test_catalog_lists_active_and_deactivated_codes(client, db):
    await ssr_world(db)
    key = await create_api_key(db)
    active = (await client.get(SSR, headers=key.headers)).json()
    codes = [entry["code"] for entry in active]
    spec_codes = [
        *("XBAG", "HBAG", "SBAG", "PBAG", "BG23"),
        *("RQST", "LEGR", "NRBY", "EXST"),
        *("VGML", "VLML", "MOML", "KSML", "DBML", "GFML", "CHML", "BBML", "SPML", "MEAL"),
        *("WCHR", "WCHS", "WCHC", "BLND", "DEAF", "MAAS", "UMNR"),
        *("PETC", "AVIH", "LOUG", "BIKE", "UPGR", "FTRK", "SMSN", "OTHS"),
    ]
    assert sorted(spec_codes) == sorted(codes)
    xbag = next(e for e in active if e["code"] == "XBAG")
    assert set(xbag) >= {
        "code",
        "name",
        "category",
        "icon",
        "is_paid",
        "default_price",
        "currency",
        "requires_confirmation",
        "is_active",
        "notes",
    }
    assert (xbag["category"], xbag["default_price"], xbag["currency"]) == ("baggage", 2500.0, "KGS")
    inactive = (await client.get(SSR, params={"is_active": "false"}, headers=key.headers)).json()
    assert sorted(e["code"] for e in inactive) == ["CXLP", "FPTV", "INSR", "NSSB", "SEAT", "TKNE"]
    assert next(e for e in inactive if e["code"] == "FPTV")["replaced_by"] == "FTRK"
    meals = (await client.get(SSR, params={"category": "meal"}, headers=key.headers)).json()
    assert {e["category"] for e in meals} == {"meal"}
    assert (
        await client.get(SSR, params={"category": "drinks"}, headers=key.headers)
    ).status_code == 422
    assert (await client.get(SSR)).status_code == 401


async def test_availability_most_specific_rule_wins(client, db):
    world = await ssr_world(db)
    key = await create_api_key(db)
    await create_ssr_rule(
        db, "XBAG", "included", fare_family_code="FLEX", included_reason="1 extra bag in FLEX"
    )
    await create_ssr_rule(db, "PETC", "restricted", airport_code="ALA", name="No pets in ALA")
    await create_ssr_rule(db, "LOUG", "restricted", route_id=world.route.id)
    await create_ssr_rule(
        db,
        "LOUG",
        "available",
        route_id=world.route.id,
        aircraft_id=world.aircraft.id,
        price="1000",
        currency="KGS",
        max_per_flight=5,
        name="Lounge on the T40",
    )
    await create_ssr_rule(
        db, "MEAL", "included", min_duration_min=120, included_reason="long flight"
    )
    await db.commit()

    async def get(**params):
        response = await client.get(AVAILABILITY, params=params, headers=key.headers)
        assert response.status_code == 200, response.text
        body = response.json()
        return {status: {e["code"]: e for e in entries} for status, entries in body.items()}

    plain = await get()
    assert "XBAG" in plain["available"] and plain["included"] == {} and plain["restricted"] == {}
    assert plain["available"]["XBAG"]["rule_applied"] is None
    assert plain["available"]["XBAG"]["price"] == 2500.0
    flex = await get(fare_family_code="flex")
    included = flex["included"]["XBAG"]
    assert (included["included_in_fare"], included["price"], included["included_reason"]) == (
        True,
        0.0,
        "1 extra bag in FLEX",
    )
    ala = await get(airport_code="ala")
    assert ala["restricted"]["PETC"]["rule_applied"] == "No pets in ALA"
    route_only = await get(route_id=str(world.route.id))
    assert "LOUG" in route_only["restricted"]
    both = await get(route_id=str(world.route.id), aircraft_model_id=str(world.aircraft.id))
    lounge = both["available"]["LOUG"]
    assert (lounge["price"], lounge["max_per_flight"], lounge["rule_applied"]) == (
        1000.0,
        5,
        "Lounge on the T40",
    )
    by_flight = await get(flight_id=str(world.flight.id))  # FRU-OSS on the T40
    assert by_flight["available"]["LOUG"]["rule_applied"] == "Lounge on the T40"
    unknown = await client.get(
        AVAILABILITY, params={"flight_id": str(world.route.id)}, headers=key.headers
    )
    assert unknown.status_code == 404
    short = await get(flight_duration_min=60)
    assert "MEAL" in short["available"]
    long = await get(flight_duration_min=180)
    assert long["included"]["MEAL"]["included_reason"] == "long flight"
    entry = plain["available"]["WCHR"]
    assert set(entry) == {
        "code",
        "name",
        "category",
        "icon",
        "price",
        "currency",
        "included_in_fare",
        "max_per_flight",
        "rule_applied",
        "requires_confirmation",
    }


async def test_quote_prices_ancillaries_and_offers(client, db):
    world = await ssr_world(db)
    body = await quote(
        client,
        {
            "flight_id": str(world.flight.id),
            "ancillaries": [{"code": "xbag", "qty": 2}, {"code": "BG23"}],
            "offers": [{"offer_id": "MEAL", "amount": 1, "name": "cheap meal"}],
        },
    )
    lines = [x for x in body["line_items"] if x["type"] == "ancillary"]
    assert [(x["metadata"]["code"], x["amount"]) for x in lines] == [
        ("XBAG", "57.00"),  # 2500 KGS = 28.50 USD, x 2
        ("BG23", "22.80"),  # 2000 KGS: the CLASSIC fare rule allows it, not includes it
        ("MEAL", "6.84"),  # 600 KGS; the client's amount is not a price
    ]
    assert lines[1]["metadata"]["included_in_fare"] is False
    assert lines[2]["metadata"]["client_amount"] == "1.00"
    assert lines[2]["metadata"]["source"] == "offers"
    assert body["net"] == "186.64"


async def test_ssr_rules_12_and_13_in_quotes(client, db):
    world = await ssr_world(db)
    await create_ssr_rule(db, "PETC", "restricted", route_id=world.route.id)
    await create_ssr_rule(db, "AVIH", "available", max_per_flight=1)
    world.flight.scheduled_departure = clock.now() + timedelta(hours=30)
    await db.commit()
    base = {"flight_id": str(world.flight.id)}
    too_close = await client.post(QUOTE, json={**base, "ancillaries": [{"code": "WCHC"}]})
    assert too_close.status_code == 400
    detail = too_close.json()["detail"]
    assert detail["error"] == "ssr_too_close_to_departure"
    assert (detail["ssr_code"], detail["required_hours"]) == ("WCHC", 48)
    assert 29.5 < detail["hours_left"] <= 30
    assert "contact the airline" in detail["message"]
    ok = await client.post(QUOTE, json={**base, "ancillaries": [{"code": "WCHR"}]})  # 24 h
    assert ok.status_code == 200
    restricted = await client.post(QUOTE, json={**base, "ancillaries": [{"code": "PETC"}]})
    assert restricted.status_code == 422
    assert "restricted" in restricted.json()["detail"]
    for code in ("TKNE", "ZZZZ"):
        assert (
            await client.post(QUOTE, json={**base, "offers": [{"offer_id": code}]})
        ).status_code == 422
    renamed = await client.post(QUOTE, json={**base, "offers": [{"offer_id": "FPTV"}]})
    assert "FTRK" in renamed.json()["detail"]
    world.flight.scheduled_departure = clock.now() + timedelta(days=5)
    await db.commit()
    over = await client.post(QUOTE, json={**base, "ancillaries": [{"code": "AVIH", "qty": 2}]})
    assert over.status_code == 409


async def test_seat_price_zones_per_fare_rule(client, db):
    world = await build_world(db, with_light=False)
    key = await create_api_key(db)
    await create_zone_price(db, "STD", "0", is_included=True)
    await create_zone_price(db, "XL", "20")
    await create_zone_price(db, "FRONT", "12")
    await create_zone_price(db, "XL", "15", fare_rule_id=world.classic_rule.id)
    await db.commit()
    classic = await client.get(
        SEATS, params={"fare_rule_id": str(world.classic_rule.id)}, headers=key.headers
    )
    assert classic.status_code == 200
    assert classic.json() == [
        {
            "zone_code": "STD",
            "zone_name": "Standard",
            "price": 0.0,
            "currency": "USD",
            "is_included": True,
            "is_selectable": True,
        },
        {
            "zone_code": "XL",
            "zone_name": "Extra legroom",
            "price": 15.0,
            "currency": "USD",
            "is_included": False,
            "is_selectable": True,
        },
        {
            "zone_code": "FRONT",
            "zone_name": "Front",
            "price": 12.0,
            "currency": "USD",
            "is_included": False,
            "is_selectable": True,
        },
    ]
    light = (
        await client.get(
            SEATS, params={"fare_rule_id": str(world.light_rule.id)}, headers=key.headers
        )
    ).json()
    assert [(z["zone_code"], z["price"], z["is_selectable"], z["is_included"]) for z in light] == [
        ("STD", 0.0, False, False),
        ("XL", 20.0, False, False),
        ("FRONT", 12.0, False, False),
    ]
    missing = await client.get(
        SEATS, params={"fare_rule_id": "1b4e28ba-2fa1-11d2-883f-0016d3cca427"}, headers=key.headers
    )
    assert missing.status_code == 404


async def test_seat_price_for_a_seat_number(db):
    from tarmac.core.errors import ValidationFailed
    from tarmac.pricing import seat_zones

    world = await build_world(db, with_light=False)
    await create_zone_price(db, "STD", "5")
    await create_zone_price(db, "XL", "20")
    await create_zone_price(db, "FRONT", "12")
    await db.commit()
    layout = world.aircraft.layout
    exit_row = await seat_zones.seat_price(db, world.classic_rule.id, layout, "6A")
    assert (exit_row.zone_code, exit_row.fee) == ("XL", 20)
    front = await seat_zones.seat_price(db, world.classic_rule.id, layout, "3B")
    assert front.zone_code == "FRONT"
    standard = await seat_zones.seat_price(db, world.classic_rule.id, layout, "8C")
    assert standard.zone_code == "STD"
    for bad in ("99A", "6Z", "A6"):
        try:
            await seat_zones.seat_price(db, world.classic_rule.id, layout, bad)
        except ValidationFailed:
            pass
        else:
            raise AssertionError(bad)
    try:
        await seat_zones.seat_price(db, world.light_rule.id, layout, "8C")
    except ValidationFailed as exc:
        assert "not allowed" in str(exc)
    else:
        raise AssertionError("seat selection is not allowed by LIGHT")
