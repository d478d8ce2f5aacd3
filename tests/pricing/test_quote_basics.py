"""POST /quote and GET /quote/{id} (spec 01 §2.6, §4.4 rules 1, 2, 4, 5; spec 02 §7, §8).

Fares of ``tests.pricing.world``: CLASSIC adult 100.00, child 75.00 (own rule), infant
0.00; the return route OSS-FRU adult 120.00, child 90.00; LIGHT (class Q) adult 80.00.
"""

from datetime import datetime, timedelta
from decimal import Decimal

from tests.factories import create_api_key
from tests.pricing.factories import create_tax
from tests.pricing.world import build_world, today

QUOTE = "/api/v1/fares/quote"
TEST_CLOCK = "/api/v1/admin/test-clock"


def total(body) -> Decimal:
    return sum((Decimal(line["amount"]) for line in body["line_items"]), Decimal(0))


async def quote(client, payload, headers=None):
    response = await client.post(QUOTE, json=payload, headers=headers or {})
    assert response.status_code == 200, response.text
    body = response.json()
    assert total(body) == Decimal(body["net"])
    return body


async def test_one_way_flight_quote_has_every_field(client, db):
    world = await build_world(db, with_light=False)
    key = await create_api_key(db)
    body = await quote(
        client,
        {"flight_id": str(world.flight.id), "pax": [{"type": "ADT", "count": 2}]},
        key.headers,
    )
    assert body["currency"] == "USD"
    assert body["channel"] == "web"
    assert body["partner_id"] is None
    assert (body["gross"], body["channel_discount"], body["commission_amount"], body["net"]) == (
        "200.00",
        "0.00",
        "0.00",
        "200.00",
    )
    assert body["round_trip"] is False
    assert body["segment_prices"] is None
    assert body["pax_count"] == 2
    assert body["fare_class"] == "Y"
    assert body["fare_family_id"] == str(world.classic.id)
    assert body["flight_id"] == str(world.flight.id)
    assert body["fare_resolution"]["fare_id"] == str(world.prices["adult"].id)
    assert body["fare_resolution"]["fare_plan_id"] == str(world.classic_plan.id)
    [line] = body["line_items"]
    assert line == {
        "type": "base_fare",
        "description": "Outbound FRU-OSS: adult x 2",
        "amount": "200.00",
        "currency": "USD",
        "metadata": {
            "leg": "outbound",
            "passenger_type": "adult",
            "count": 2,
            "unit_price": "100.00",
            "fare_price_id": str(world.prices["adult"].id),
            "fare_rule_id": str(world.classic_rule.id),
        },
    }
    created = datetime.fromisoformat(body["created_at"])
    assert datetime.fromisoformat(body["valid_until"]) - created == timedelta(seconds=300)
    [rules] = body["fare_rules"]
    assert rules == {
        "leg": "outbound",
        "fare_rule_id": str(world.classic_rule.id),
        "fare_family_id": str(world.classic.id),
        "fare_family_code": "CLASSIC",
        "refundable": True,
        "changeable": True,
        "cancellation_fee": "20.00",
        "change_fee": "30.00",
        "currency": "USD",
        "advance_purchase_days": None,
        "min_stay_days": None,
        "max_stay_days": None,
        "seat_selection": True,
        "allowed_ssr_codes": ["BG23"],
        "exchange_threshold_hours": 24,
        "exchange_penalty_multiplier": 2.0,
        "notes": [
            "Возврат разрешён. Сбор за отмену: 20.00 USD с пассажира; менее чем за 24 часа до "
            "вылета — 40.00 USD.",
            "Обмен разрешён. Сбор за обмен: 30.00 USD с пассажира; менее чем за 24 часа до "
            "вылета — ×2.0 (60.00 USD).",
            "Выбор места при бронировании доступен.",
            "Услуги, разрешённые тарифом: BG23.",
        ],
    }


async def test_codes_aliases_and_lap_infant_free_line(client, db):
    world = await build_world(db, with_light=False)
    body = await quote(
        client,
        {
            "flight_id": str(world.flight.id),
            "pax": [
                {"paxType": "ADT", "quantity": 1},
                {"passenger_type": "CHLD", "count": 1},
                {"type": "INFT"},
                {"type": "mil"},
            ],
        },
    )
    # adult x 2 (ADT + MIL) 200.00, child 75.00, lap infant 0.00
    assert body["net"] == "275.00"
    assert body["pax_count"] == 4
    assert body["pax"] == [
        {"type": "adult", "code": "ADT", "count": 2},
        {"type": "child", "code": "CHD", "count": 1},
        {"type": "infant", "code": "INF", "count": 1},
    ]
    infant = body["line_items"][2]
    assert infant["amount"] == "0.00"
    assert infant["metadata"]["free"] is True
    assert "free" in infant["description"]
    child = body["line_items"][1]
    assert child["metadata"]["fare_rule_id"] == str(world.child_rule.id)
    assert body["fare_resolution"]["prices_by_type"] == {
        "adult": str(world.prices["adult"].id),
        "child": str(world.prices["child"].id),
        "infant": str(world.prices["infant"].id),
    }


async def test_type_without_its_own_fare_uses_the_adult_fare(client, db):
    world = await build_world(db, with_light=False)
    body = await quote(
        client,
        {
            "flight_id": str(world.flight.id),
            "pax": [{"type": "YTH", "count": 1}, {"type": "SRC"}, {"type": "INS"}],
        },
    )
    # youth, senior and infant with seat have no fare price: adult 100.00 each
    assert body["net"] == "300.00"
    fallbacks = [
        r["name"] for r in body["applied_rules"] if r["rule_type"] == "adult_fare_fallback"
    ]
    assert fallbacks == ["youth", "senior", "infant_with_seat"]
    assert all(line["metadata"]["priced_as"] == "adult" for line in body["line_items"])
    # the first paid type decides fare_id: the adult price used for the youth
    assert body["fare_resolution"]["fare_id"] == str(world.prices["adult"].id)


async def test_round_trip_with_mixed_passenger_types(client, db):
    world = await build_world(db, with_light=False)
    key = await create_api_key(db)
    body = await quote(
        client,
        {
            "origin": "fru",
            "destination": "OSS",
            "departure_date": world.flight.flight_date.isoformat(),
            "return_date": world.return_flight.flight_date.isoformat(),
            "pax": [{"type": "adult", "count": 2}, {"type": "child"}, {"type": "infant"}],
        },
        key.headers,
    )
    # outbound 2 x 100 + 75 = 275.00; return 2 x 120 + 90 = 330.00
    assert body["round_trip"] is True
    assert body["segment_prices"] == ["275.00", "330.00"]
    assert body["net"] == "605.00"
    assert body["flight_id"] is None  # schedule-based
    assert body["route_id"] == str(world.route.id)
    assert body["return_route_id"] == str(world.back.id)
    assert [r["leg"] for r in body["fare_rules"]] == ["outbound", "return"]
    assert body["fare_resolution"]["return"]["fare_plan_id"] == str(world.back_plan.id)
    legs = [line["metadata"]["leg"] for line in body["line_items"]]
    assert legs == ["outbound"] * 3 + ["return"] * 3


async def test_round_trip_on_flights(client, db):
    world = await build_world(db, with_light=False)
    body = await quote(
        client,
        {
            "flight_id": str(world.flight.id),
            "return_flight_id": str(world.return_flight.id),
            "pax": [{"type": "ADT"}],
        },
    )
    assert body["segment_prices"] == ["100.00", "120.00"]
    assert body["net"] == "220.00"
    assert body["return_flight_id"] == str(world.return_flight.id)
    assert body["return_date"] == world.return_flight.flight_date.isoformat()


async def test_route_id_without_airports_is_one_way(client, db):
    world = await build_world(db, with_light=False)
    body = await quote(
        client,
        {
            "route_id": str(world.route.id),
            "departure_date": world.flight.flight_date.isoformat(),
            "return_date": world.return_flight.flight_date.isoformat(),
        },
    )
    assert body["round_trip"] is False
    assert body["segment_prices"] is None
    assert body["net"] == "100.00"
    assert [r["rule_type"] for r in body["applied_rules"]] == ["return_date_ignored"]


async def test_cheapest_family_wins_and_fare_class_is_a_preference(client, db):
    world = await build_world(db)
    base = {"flight_id": str(world.flight.id)}
    cheapest = await quote(client, base)
    assert (cheapest["fare_class"], cheapest["net"]) == ("Q", "80.00")
    preferred = await quote(client, {**base, "fare_class": "y"})
    assert (preferred["fare_class"], preferred["net"]) == ("Y", "100.00")
    by_family = await quote(client, {**base, "fare_family_id": str(world.classic.id)})
    assert by_family["fare_class"] == "Y"
    # Q has no child fare: the child pays the adult Q fare, 2 x 80.00 < 100.00 + 75.00
    with_child = await quote(client, {**base, "pax": [{"type": "ADT"}, {"type": "CHD"}]})
    assert (with_child["fare_class"], with_child["net"]) == ("Q", "160.00")
    unknown_class = await quote(client, {**base, "fare_class": "Z"})
    assert unknown_class["fare_class"] == "Q"
    [fallback] = unknown_class["applied_rules"]
    assert fallback["rule_type"] == "fare_class_fallback"


async def test_get_returns_the_stored_quote_until_it_expires(client, db, admin_headers):
    world = await build_world(db, with_light=False)
    body = await quote(client, {"flight_id": str(world.flight.id)})
    again = await client.get(f"{QUOTE}/{body['quote_id']}")
    assert again.status_code == 200
    assert again.json() == body
    moved = await client.post(TEST_CLOCK, json={"advance_seconds": 301}, headers=admin_headers)
    assert moved.status_code == 200, moved.text
    gone = await client.get(f"{QUOTE}/{body['quote_id']}")
    assert gone.status_code == 410
    detail = gone.json()["detail"]
    assert detail["error"] == "quote_not_available"
    assert detail["quote_id"] == body["quote_id"]
    assert "expired" in detail["message"]
    assert detail["hint"]


async def test_unknown_or_malformed_quote_id_is_410(client):
    for quote_id in ("1b4e28ba-2fa1-11d2-883f-0016d3cca427", "not-a-uuid"):
        response = await client.get(f"{QUOTE}/{quote_id}")
        assert response.status_code == 410
        assert response.json()["detail"]["error"] == "quote_not_available"
        assert response.json()["detail"]["quote_id"] == quote_id


async def test_invalid_key_is_401_while_no_key_is_anonymous(client, db):
    world = await build_world(db, with_light=False)
    payload = {"flight_id": str(world.flight.id)}
    anonymous = await client.post(QUOTE, json=payload)
    assert anonymous.status_code == 200
    bad = await client.post(
        QUOTE,
        json=payload,
        headers={"X-API-Key": "sk_test_nope", "X-Client-Id": "x", "X-Client-Type": "agency"},
    )
    assert bad.status_code == 401


async def test_passenger_limits(client, db):
    world = await build_world(db, with_light=False)
    base = {"flight_id": str(world.flight.id)}
    too_many = await client.post(QUOTE, json={**base, "pax": [{"type": "ADT", "count": 10}]})
    assert too_many.status_code == 400
    assert "at most 9" in too_many.json()["detail"]
    split = await client.post(
        QUOTE, json={**base, "pax": [{"type": "ADT", "count": 5}, {"type": "CHD", "count": 5}]}
    )
    assert split.status_code == 400
    entries = await client.post(QUOTE, json={**base, "pax": [{"type": "ADT"}] * 10})
    assert entries.status_code == 422
    empty = await client.post(QUOTE, json={**base, "pax": []})
    assert empty.status_code == 422
    zero = await client.post(QUOTE, json={**base, "pax": [{"type": "ADT", "count": 0}]})
    assert zero.status_code == 422
    unknown = await client.post(QUOTE, json={**base, "pax": [{"type": "XYZ"}]})
    assert unknown.status_code == 422
    assert unknown.json()["detail"][0]["loc"][:2] == ["body", "pax"]
    lap = await client.post(
        QUOTE, json={**base, "pax": [{"type": "ADT"}, {"type": "INF", "count": 2}]}
    )
    assert lap.status_code == 400
    nine = await client.post(QUOTE, json={**base, "pax": [{"type": "ADT", "count": 9}]})
    assert nine.status_code == 200


async def test_body_validation_is_422(client, db):
    world = await build_world(db, with_light=False)
    day = world.flight.flight_date.isoformat()
    cases = [
        {},
        {"origin": "FRU", "departure_date": day},
        {"origin": "FRU", "destination": "FRU", "departure_date": day},
        {"route_id": str(world.route.id)},
        {"origin": "FRU", "destination": "OSS", "departure_date": day, "return_date": "2000-01-01"},
        {"origin": "F1", "destination": "OSS", "departure_date": day},
        {"flight_id": "nope"},
        {"flight_id": str(world.flight.id), "channel": "fax"},
        {"flight_id": str(world.flight.id), "cabin": "deluxe"},
        {"flight_id": str(world.flight.id), "target_currency": "dollars"},
        {"flight_id": str(world.flight.id), "ancillaries": [{"code": "BG23", "qty": 0}]},
        {"return_flight_id": str(world.return_flight.id), "route_id": str(world.route.id)},
    ]
    for payload in cases:
        response = await client.post(QUOTE, json=payload)
        assert response.status_code == 422, (payload, response.text)


async def test_unknown_things_and_sale_rules(client, db):
    world = await build_world(db, with_light=False)
    day = world.flight.flight_date.isoformat()
    missing = "1b4e28ba-2fa1-11d2-883f-0016d3cca427"
    assert (await client.post(QUOTE, json={"flight_id": missing})).status_code == 404
    assert (
        await client.post(QUOTE, json={"route_id": missing, "departure_date": day})
    ).status_code == 404
    no_route = await client.post(
        QUOTE, json={"origin": "OSS", "destination": "ALA", "departure_date": day}
    )
    assert no_route.status_code == 400
    assert "No matching fare" in no_route.json()["detail"]
    no_fare = await client.post(
        QUOTE, json={"origin": "FRU", "destination": "ALA", "departure_date": day}
    )
    assert no_fare.status_code == 400
    past = await client.post(
        QUOTE,
        json={
            "origin": "FRU",
            "destination": "OSS",
            "departure_date": (today() - timedelta(days=1)).isoformat(),
        },
    )
    assert past.status_code == 400
    mismatch = await client.post(
        QUOTE, json={"flight_id": str(world.flight.id), "route_id": str(world.back.id)}
    )
    assert mismatch.status_code == 400
    world.flight.status = "cancelled"
    await db.commit()
    cancelled = await client.post(QUOTE, json={"flight_id": str(world.flight.id)})
    assert cancelled.status_code == 400
    assert "cancelled" in cancelled.json()["detail"]


async def test_sold_out_inventory_is_409_with_the_spec_body(client, db):
    world = await build_world(db, with_light=False)
    from sqlalchemy import update

    from tarmac.inventory.models import BookingClassInventory

    await db.execute(
        update(BookingClassInventory)
        .where(
            BookingClassInventory.flight_id == world.flight.id,
            BookingClassInventory.booking_class == "Y",
        )
        .values(sold=19)
    )
    await db.commit()
    response = await client.post(
        QUOTE, json={"flight_id": str(world.flight.id), "pax": [{"type": "ADT", "count": 2}]}
    )
    assert response.status_code == 409
    detail = response.json()["detail"]
    assert detail["error"] == "insufficient_availability_no_book_up"
    assert (detail["available"], detail["requested"], detail["booking_class_code"]) == (1, 2, "Y")
    assert detail["is_open"] is True
    # a lap infant takes no seat
    ok = await client.post(
        QUOTE, json={"flight_id": str(world.flight.id), "pax": [{"type": "ADT"}, {"type": "INF"}]}
    )
    assert ok.status_code == 200


async def test_advance_purchase_and_stay_windows(client, db):
    world = await build_world(db, with_light=False)
    world.classic_rule.advance_purchase_days = 14  # the flight is 10 days away
    await db.commit()
    early = await client.post(QUOTE, json={"flight_id": str(world.flight.id)})
    assert early.status_code == 400
    assert "at least 14 days" in early.json()["detail"]
    world.classic_rule.advance_purchase_days = None
    world.classic_rule.min_stay_days = 7  # the stay is 5 days
    await db.commit()
    short = await client.post(
        QUOTE,
        json={
            "origin": "FRU",
            "destination": "OSS",
            "departure_date": world.flight.flight_date.isoformat(),
            "return_date": world.return_flight.flight_date.isoformat(),
        },
    )
    assert short.status_code == 400
    assert "stay of 5 days" in short.json()["detail"]


async def test_a_committed_tax_change_prices_the_very_next_quote(client, db, admin_headers):
    """Quotes read reference data from the process's cache; a change committed anywhere
    (here through the back office) empties it before the next request."""
    world = await build_world(db, with_light=False)
    tax = await create_tax(db, "AIR", "10.00", route_id=world.route.id)
    await db.commit()
    key = await create_api_key(db)
    payload = {"flight_id": str(world.flight.id), "pax": [{"type": "ADT", "count": 1}]}
    before = await quote(client, payload, key.headers)
    assert Decimal(before["net"]) == Decimal("110.00")

    changed = await client.patch(
        f"/api/v1/admin/taxes/{tax.id}", json={"amount": "25.00"}, headers=admin_headers
    )
    assert changed.status_code == 200, changed.text
    after = await quote(client, payload, key.headers)
    assert Decimal(after["net"]) == Decimal("125.00")


async def test_openapi_lists_the_named_errors_of_the_quote_routes(openapi_document):
    paths = openapi_document["paths"]
    create = paths["/api/v1/fares/quote"]["post"]["responses"]
    assert {"400", "401", "403", "404", "409", "422", "429", "503"} <= set(create)
    for named in ("No matching fare", "must be bought earlier", "not open for sale"):
        assert named in create["400"]["description"]
    assert "Not enough places left" in create["409"]["description"]
    gone = paths["/api/v1/fares/quote/{quote_id}"]["get"]["responses"]["410"]
    assert gone["content"]["application/json"]["schema"]["$ref"].endswith("/QuoteGoneBody")
