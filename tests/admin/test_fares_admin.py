"""The fares back office: fare families, rules, plans, prices per passenger type and the
booking-class inventory of flights. Admin staff only; money rounded half-up to cents and
never negative; unique codes and records in use are 409; inventory never below sold."""

import uuid
from decimal import Decimal

import pytest
from sqlalchemy import select

from tarmac.catalog.models import Flight
from tarmac.core.errors import ValidationFailed
from tarmac.pricing import fares
from tarmac.pricing.models import FarePrice
from tests.admin import helpers
from tests.admin.helpers import ADMIN
from tests.catalog import factories

ID = "00000000-0000-4000-8000-000000000000"
ROUTES = [
    ("POST", "/fare-families"),
    ("GET", "/fare-families"),
    ("GET", f"/fare-families/{ID}"),
    ("PATCH", f"/fare-families/{ID}"),
    ("DELETE", f"/fare-families/{ID}"),
    ("POST", "/fare-rules"),
    ("GET", "/fare-rules"),
    ("GET", f"/fare-rules/{ID}"),
    ("PATCH", f"/fare-rules/{ID}"),
    ("DELETE", f"/fare-rules/{ID}"),
    ("POST", "/fare-plans"),
    ("GET", "/fare-plans"),
    ("GET", f"/fare-plans/{ID}"),
    ("PATCH", f"/fare-plans/{ID}"),
    ("DELETE", f"/fare-plans/{ID}"),
    ("GET", f"/fare-plans/{ID}/prices"),
    ("PUT", f"/fare-plans/{ID}/prices/adult"),
    ("DELETE", f"/fare-plans/{ID}/prices/adult"),
    ("GET", f"/flights/{ID}/inventory"),
    ("PUT", f"/flights/{ID}/inventory/Y"),
    ("GET", f"/flights/{ID}/cabins"),
    ("PUT", f"/flights/{ID}/cabins/economy"),
]
PRICE = {"base_price": "100.00", "taxes": "12.50", "fees": "0", "currency": "USD"}


def detail(response) -> str:
    body = response.json()["detail"]
    return body if isinstance(body, str) else " | ".join(e["msg"] for e in body)


async def family(client, headers, code="CLASSIC", **overrides) -> dict:
    body = {"code": code, "name": code.title(), **overrides}
    return await helpers.post(client, headers, "/fare-families", body)


async def rule(client, headers, code="ECO-STD", **overrides) -> dict:
    body = {"code": code, "name": "Economy standard", "currency": "USD", **overrides}
    return await helpers.post(client, headers, "/fare-rules", body)


async def route_plan(client, headers, **overrides) -> dict:
    route = await helpers.route(client, headers, "FRU", "OSS")
    body = {
        "fare_family_id": (await family(client, headers))["id"],
        "fare_rule_id": (await rule(client, headers))["id"],
        "route_id": route["id"],
        "booking_class": "Y",
        "cabin": "economy",
        **overrides,
    }
    return await helpers.post(client, headers, "/fare-plans", body)


async def a_flight(client, headers) -> dict:
    route = await helpers.route(client, headers, "FRU", "OSS")
    aircraft = await helpers.aircraft(client, headers)
    return await helpers.flight(client, headers, route, aircraft)


@pytest.mark.parametrize(("method", "path"), ROUTES)
async def test_every_fares_admin_route_needs_an_admin_staff_token(client, signer, method, path):
    response = await client.request(method, f"{ADMIN}{path}", json={})
    assert response.status_code == 401
    passenger = {"Authorization": f"Bearer {signer.passenger_token(uuid.uuid4())}"}
    response = await client.request(method, f"{ADMIN}{path}", json={}, headers=passenger)
    assert response.status_code == 403
    no_admin = {"Authorization": f"Bearer {signer.staff_token('ops', {'ops'}, 3600)}"}
    response = await client.request(method, f"{ADMIN}{path}", json={}, headers=no_admin)
    assert response.status_code == 403


@pytest.mark.parametrize(("method", "path"), [r for r in ROUTES if ID in r[1]])
async def test_unknown_ids_in_the_fares_paths_are_404(client, admin_headers, method, path):
    bodies = {
        "PATCH": {},
        "PUT": {**PRICE}
        if "prices" in path
        else {"overbooking": 0}
        if "cabins" in path
        else {"cabin": "economy", "seats": 1},
    }
    response = await client.request(
        method, f"{ADMIN}{path}", json=bodies.get(method), headers=admin_headers
    )
    assert response.status_code == 404, response.text


def test_every_fares_admin_route_documents_its_response_and_errors(openapi_document):
    operations = [
        (path, operation)
        for path, methods in openapi_document["paths"].items()
        for operation in methods.values()
        if "admin: fares" in operation.get("tags", [])
    ]
    assert len(operations) == len(ROUTES)
    for path, operation in operations:
        codes = set(operation["responses"])
        assert {"401", "403"} <= codes, path
        if "{" in path:
            assert "404" in codes, path


# --- fare families ---------------------------------------------------------------------------


async def test_fare_families_are_created_listed_changed_and_deleted(client, admin_headers):
    flex = await family(
        client, admin_headers, "FLEX", refundable=True, baggage_allowance="1PC 23KG", sort_order=3
    )
    assert (flex["refundable"], flex["changeable"], flex["baggage_allowance"]) == (
        True,
        False,
        "1PC 23KG",
    )
    await family(client, admin_headers, "LIGHT", sort_order=1)
    listed = await client.get(f"{ADMIN}/fare-families", headers=admin_headers)
    assert [f["code"] for f in listed.json()] == ["LIGHT", "FLEX"]

    url = f"{ADMIN}/fare-families/{flex['id']}"
    patched = await client.patch(
        url, json={"changeable": True, "baggage_allowance": None}, headers=admin_headers
    )
    assert patched.status_code == 200
    assert (patched.json()["changeable"], patched.json()["baggage_allowance"]) == (True, None)
    assert (await client.delete(url, headers=admin_headers)).status_code == 204
    assert (await client.get(url, headers=admin_headers)).status_code == 404


async def test_a_fare_family_code_is_unique_and_well_formed(client, admin_headers):
    await family(client, admin_headers, "LIGHT")
    again = await client.post(
        f"{ADMIN}/fare-families", json={"code": "LIGHT", "name": "x"}, headers=admin_headers
    )
    assert again.status_code == 409
    for bad in ({"code": "light", "name": "x"}, {"code": "L" * 33, "name": "x"}, {"code": "X"}):
        response = await client.post(f"{ADMIN}/fare-families", json=bad, headers=admin_headers)
        assert response.status_code == 422


async def test_a_fare_family_used_by_a_plan_cannot_be_deleted(client, admin_headers):
    plan = await route_plan(client, admin_headers)
    response = await client.delete(
        f"{ADMIN}/fare-families/{plan['fare_family_id']}", headers=admin_headers
    )
    assert response.status_code == 409


# --- fare rules ------------------------------------------------------------------------------


async def test_a_fare_rule_keeps_its_fields_and_rounds_fees_half_up(client, admin_headers):
    created = await rule(
        client,
        admin_headers,
        refundable=True,
        changeable=True,
        cancellation_fee=10.005,
        change_fee="12.344",
        seat_selection=True,
        allowed_ssr_codes=["WCHR", "VGML", "WCHR"],
        advance_purchase_days=3,
        min_stay_days=2,
        max_stay_days=30,
    )
    assert created["cancellation_fee"] == 10.01
    assert created["change_fee"] == 12.34
    assert created["allowed_ssr_codes"] == ["WCHR", "VGML"]
    assert (created["advance_purchase_days"], created["min_stay_days"]) == (3, 2)
    url = f"{ADMIN}/fare-rules/{created['id']}"
    patched = await client.patch(
        url, json={"change_fee": "0.125", "advance_purchase_days": None}, headers=admin_headers
    )
    assert patched.status_code == 200
    assert (patched.json()["change_fee"], patched.json()["advance_purchase_days"]) == (0.13, None)
    listed = await client.get(f"{ADMIN}/fare-rules", headers=admin_headers)
    assert [r["id"] for r in listed.json()] == [created["id"]]


@pytest.mark.parametrize(
    ("change", "message"),
    [
        ({"cancellation_fee": -1}, "greater than or equal to 0"),
        ({"change_fee": "10000000000000"}, "less than or equal to"),
        ({"change_fee": "NaN"}, ""),
        ({"change_fee": "abc"}, ""),
        ({"currency": "usd"}, "pattern"),
        ({"currency": "US"}, "pattern"),
        ({"allowed_ssr_codes": ["wchr"]}, "pattern"),
        ({"min_stay_days": 10, "max_stay_days": 2}, "min_stay_days must not be greater"),
        ({"advance_purchase_days": -1}, "greater than or equal to 0"),
        ({"name": ""}, "at least 1"),
        ({"exchange_penalty_multiplier": 2}, "Extra inputs"),
    ],
)
async def test_a_fare_rule_with_bad_fields_is_422(client, admin_headers, change, message):
    body = {"code": "R1", "name": "Rule", "currency": "USD", **change}
    response = await client.post(f"{ADMIN}/fare-rules", json=body, headers=admin_headers)
    assert response.status_code == 422
    assert message in detail(response)


async def test_a_fare_rule_patch_keeps_the_stay_limits_in_order(client, admin_headers):
    created = await rule(client, admin_headers, min_stay_days=2, max_stay_days=5)
    response = await client.patch(
        f"{ADMIN}/fare-rules/{created['id']}", json={"min_stay_days": 7}, headers=admin_headers
    )
    assert response.status_code == 422
    assert "min_stay_days" in response.json()["detail"]


async def test_a_fare_rule_code_is_unique_and_a_used_rule_stays(client, admin_headers):
    plan = await route_plan(client, admin_headers)
    again = await client.post(
        f"{ADMIN}/fare-rules",
        json={"code": "ECO-STD", "name": "x", "currency": "USD"},
        headers=admin_headers,
    )
    assert again.status_code == 409
    response = await client.delete(
        f"{ADMIN}/fare-rules/{plan['fare_rule_id']}", headers=admin_headers
    )
    assert response.status_code == 409
    child_rule = await rule(client, admin_headers, "CHILD")
    await client.patch(
        f"{ADMIN}/fare-plans/{plan['id']}",
        json={"fare_rule_id": child_rule["id"]},
        headers=admin_headers,
    )
    await client.put(
        f"{ADMIN}/fare-plans/{plan['id']}/prices/child",
        json={**PRICE, "fare_rule_id": plan["fare_rule_id"]},
        headers=admin_headers,
    )
    # Still used by the child price.
    response = await client.delete(
        f"{ADMIN}/fare-rules/{plan['fare_rule_id']}", headers=admin_headers
    )
    assert response.status_code == 409


# --- fare plans ------------------------------------------------------------------------------


async def test_fare_plans_are_sold_on_a_route_or_on_a_flight(client, admin_headers):
    on_route = await route_plan(client, admin_headers, valid_from="2027-01-01")
    assert on_route["flight_id"] is None
    assert on_route["valid_from"] == "2027-01-01"
    route = await client.get(f"{ADMIN}/routes/{on_route['route_id']}", headers=admin_headers)
    aircraft = await helpers.aircraft(client, admin_headers)
    flight = await helpers.flight(client, admin_headers, route.json(), aircraft)
    on_flight = await helpers.post(
        client,
        admin_headers,
        "/fare-plans",
        {
            "fare_family_id": on_route["fare_family_id"],
            "fare_rule_id": on_route["fare_rule_id"],
            "flight_id": flight["id"],
            "booking_class": "B",
            "cabin": "economy",
        },
    )
    assert on_flight["route_id"] is None

    async def listed(**params):
        response = await client.get(f"{ADMIN}/fare-plans", params=params, headers=admin_headers)
        return [p["id"] for p in response.json()]

    assert await listed(route_id=on_route["route_id"]) == [on_route["id"]]
    assert await listed(flight_id=flight["id"]) == [on_flight["id"]]
    assert sorted(await listed(fare_family_id=on_route["fare_family_id"])) == sorted(
        [on_route["id"], on_flight["id"]]
    )

    url = f"{ADMIN}/fare-plans/{on_route['id']}"
    patched = await client.patch(
        url,
        json={"booking_class": "M", "valid_from": None, "is_active": False},
        headers=admin_headers,
    )
    assert patched.status_code == 200
    assert (patched.json()["booking_class"], patched.json()["valid_from"]) == ("M", None)
    assert await listed(is_active=False) == [on_route["id"]]


@pytest.mark.parametrize(
    ("change", "message"),
    [
        ({"flight_id": ID}, "exactly one of route_id and flight_id"),
        ({"route_id": None}, "exactly one of route_id and flight_id"),
        ({"route_id": ID}, "route_id"),
        ({"fare_family_id": ID}, "fare_family_id"),
        ({"fare_rule_id": ID}, "fare_rule_id"),
        ({"booking_class": "y"}, "pattern"),
        ({"cabin": "galley"}, "economy"),
        ({"valid_from": "2027-02-01", "valid_to": "2027-01-01"}, "valid_from must not be after"),
    ],
)
async def test_a_fare_plan_must_name_existing_records_and_one_route_or_flight(
    client, admin_headers, change, message
):
    route = await helpers.route(client, admin_headers, "FRU", "OSS")
    body = {
        "fare_family_id": (await family(client, admin_headers))["id"],
        "fare_rule_id": (await rule(client, admin_headers))["id"],
        "route_id": route["id"],
        "booking_class": "Y",
        "cabin": "economy",
        **change,
    }
    response = await client.post(f"{ADMIN}/fare-plans", json=body, headers=admin_headers)
    assert response.status_code == 422, response.text
    assert message in detail(response)


async def test_a_fare_plan_with_an_unknown_flight_is_422(client, admin_headers):
    body = {
        "fare_family_id": (await family(client, admin_headers))["id"],
        "fare_rule_id": (await rule(client, admin_headers))["id"],
        "flight_id": ID,
        "booking_class": "Y",
        "cabin": "economy",
    }
    response = await client.post(f"{ADMIN}/fare-plans", json=body, headers=admin_headers)
    assert response.status_code == 422
    assert "flight_id" in response.json()["detail"]


async def test_a_fare_plan_route_cannot_change_and_references_must_exist(client, admin_headers):
    plan = await route_plan(client, admin_headers)
    url = f"{ADMIN}/fare-plans/{plan['id']}"
    for change in (
        {"route_id": ID},
        {"fare_rule_id": ID},
        {"cabin": None},
        {"valid_to": "1999-01-01", "valid_from": "2000-01-01"},
    ):
        response = await client.patch(url, json=change, headers=admin_headers)
        assert response.status_code == 422, change


async def test_deleting_a_fare_plan_deletes_its_prices(client, db, admin_headers):
    plan = await route_plan(client, admin_headers)
    await client.put(
        f"{ADMIN}/fare-plans/{plan['id']}/prices/adult", json=PRICE, headers=admin_headers
    )
    response = await client.delete(f"{ADMIN}/fare-plans/{plan['id']}", headers=admin_headers)
    assert response.status_code == 204
    assert (await db.scalars(select(FarePrice))).all() == []


# --- fare prices -----------------------------------------------------------------------------


async def test_a_fare_price_put_creates_then_replaces_one_price_per_passenger_type(
    client, db, admin_headers
):
    plan = await route_plan(client, admin_headers)
    prices = f"{ADMIN}/fare-plans/{plan['id']}/prices"
    created = await client.put(f"{prices}/adult", json=PRICE, headers=admin_headers)
    assert created.status_code == 201, created.text
    body = created.json()
    assert (body["passenger_type"], body["base_price"], body["taxes"], body["total_price"]) == (
        "adult",
        100.0,
        12.5,
        112.5,
    )
    assert body["fare_rule_id"] is None
    replaced = await client.put(
        f"{prices}/adult",
        json={"base_price": 100.125, "taxes": "0.005", "currency": "USD"},
        headers=admin_headers,
    )
    assert replaced.status_code == 200
    assert replaced.json()["id"] == body["id"]
    assert (replaced.json()["base_price"], replaced.json()["taxes"]) == (100.13, 0.01)
    stored = await db.scalar(select(FarePrice))
    assert (stored.base_price, stored.taxes, stored.fees) == (
        Decimal("100.13"),
        Decimal("0.01"),
        Decimal("0.00"),
    )

    child_rule = await rule(client, admin_headers, "CHILD")
    child = await client.put(
        f"{prices}/child",
        json={**PRICE, "base_price": "75", "fare_rule_id": child_rule["id"]},
        headers=admin_headers,
    )
    assert child.status_code == 201
    assert child.json()["fare_rule_id"] == child_rule["id"]
    await client.put(f"{prices}/infant", json={**PRICE, "base_price": 0}, headers=admin_headers)
    listed = await client.get(prices, headers=admin_headers)
    assert [p["passenger_type"] for p in listed.json()] == ["adult", "child", "infant"]

    assert (await client.delete(f"{prices}/child", headers=admin_headers)).status_code == 204
    assert (await client.delete(f"{prices}/child", headers=admin_headers)).status_code == 404
    listed = await client.get(prices, headers=admin_headers)
    assert [p["passenger_type"] for p in listed.json()] == ["adult", "infant"]


@pytest.mark.parametrize(
    ("passenger_type", "change", "message"),
    [
        ("elderly", {}, "adult"),
        ("ADT", {}, "adult"),
        ("adult", {"base_price": -0.01}, "greater than or equal to 0"),
        ("adult", {"fees": "-5"}, "greater than or equal to 0"),
        ("adult", {"base_price": "1000000000000"}, "less than or equal to"),
        ("adult", {"base_price": "Infinity"}, ""),
        ("adult", {"currency": "usd"}, "pattern"),
        ("adult", {"currency": "USDT"}, "pattern"),
        ("adult", {"base_price": None}, ""),
        ("adult", {"fare_rule_id": ID}, "fare_rule_id"),
        ("adult", {"discount": 5}, "Extra inputs"),
    ],
)
async def test_a_fare_price_with_bad_fields_is_422(
    client, admin_headers, passenger_type, change, message
):
    plan = await route_plan(client, admin_headers)
    body = {k: v for k, v in {**PRICE, **change}.items() if v is not None}
    response = await client.put(
        f"{ADMIN}/fare-plans/{plan['id']}/prices/{passenger_type}", json=body, headers=admin_headers
    )
    assert response.status_code == 422, response.text
    assert message in detail(response)


async def test_all_prices_of_a_plan_are_in_one_currency(client, admin_headers):
    plan = await route_plan(client, admin_headers)
    prices = f"{ADMIN}/fare-plans/{plan['id']}/prices"
    await client.put(f"{prices}/adult", json=PRICE, headers=admin_headers)
    response = await client.put(
        f"{prices}/child", json={**PRICE, "currency": "KGS"}, headers=admin_headers
    )
    assert response.status_code == 422
    assert "in USD" in response.json()["detail"]
    # The only price may change its currency.
    response = await client.put(
        f"{prices}/adult", json={**PRICE, "currency": "KGS"}, headers=admin_headers
    )
    assert response.status_code == 200


@pytest.mark.parametrize(
    ("value", "expected"),
    [("10.005", "10.01"), (Decimal("2.675"), "2.68"), (0.125, "0.13"), ("-0", "0.00"), (7, "7.00")],
)
def test_the_fares_service_rounds_money_half_up_to_cents(value, expected):
    assert str(fares.money(value, "amount")) == expected


@pytest.mark.parametrize("value", ["-0.01", "abc", "NaN", "Infinity", "1e13"])
def test_the_fares_service_refuses_negative_or_non_numeric_money(value):
    with pytest.raises(ValidationFailed):
        fares.money(value, "amount")


# --- booking-class inventory -----------------------------------------------------------------


async def test_inventory_put_creates_then_changes_a_booking_class(client, admin_headers):
    flight = await a_flight(client, admin_headers)
    url = f"{ADMIN}/flights/{flight['id']}/inventory"
    created = await client.put(
        f"{url}/Y", json={"cabin": "economy", "seats": 60}, headers=admin_headers
    )
    assert created.status_code == 201, created.text
    assert {k: created.json()[k] for k in ("booking_class", "seats", "sold", "available")} == {
        "booking_class": "Y",
        "seats": 60,
        "sold": 0,
        "available": 60,
    }
    await client.put(f"{url}/J", json={"cabin": "business", "seats": 8}, headers=admin_headers)
    changed = await client.put(
        f"{url}/Y", json={"cabin": "economy", "seats": 40, "is_open": False}, headers=admin_headers
    )
    assert changed.status_code == 200
    assert changed.json()["id"] == created.json()["id"]
    assert (changed.json()["seats"], changed.json()["is_open"]) == (40, False)
    listed = await client.get(url, headers=admin_headers)
    assert [(b["booking_class"], b["seats"]) for b in listed.json()] == [("J", 8), ("Y", 40)]


async def test_inventory_seats_cannot_go_below_sold(client, db, admin_headers):
    route = await helpers.route(client, admin_headers, "FRU", "OSS")
    aircraft = await helpers.aircraft(client, admin_headers)
    flight = await helpers.flight(client, admin_headers, route, aircraft)
    bucket = await factories.create_inventory(
        db, await _flight_row(db, flight["id"]), "Y", seats=20, sold=5
    )
    await db.commit()
    url = f"{ADMIN}/flights/{flight['id']}/inventory/Y"
    below = await client.put(url, json={"cabin": "economy", "seats": 4}, headers=admin_headers)
    assert below.status_code == 422
    assert "below the seats already sold (5)" in below.json()["detail"]
    other_cabin = await client.put(
        url, json={"cabin": "business", "seats": 5}, headers=admin_headers
    )
    assert other_cabin.status_code == 422
    at_sold = await client.put(url, json={"cabin": "economy", "seats": 5}, headers=admin_headers)
    assert at_sold.status_code == 200
    assert (at_sold.json()["id"], at_sold.json()["available"]) == (str(bucket.id), 0)


@pytest.mark.parametrize(
    ("booking_class", "body", "message"),
    [
        ("Y", {"cabin": "economy", "seats": 102}, "aircraft A320 has 101 economy seats"),
        ("F", {"cabin": "first", "seats": 1}, "has 0 first seats"),
        ("Y", {"cabin": "economy", "seats": -1}, "greater than or equal to 0"),
        ("Y", {"cabin": "galley", "seats": 1}, "economy"),
        ("y", {"cabin": "economy", "seats": 1}, "pattern"),
        ("YY", {"cabin": "economy", "seats": 1}, "pattern"),
        ("Y", {"cabin": "economy"}, "Field required"),
    ],
)
async def test_inventory_with_bad_fields_is_422(
    client, admin_headers, booking_class, body, message
):
    flight = await a_flight(client, admin_headers)
    response = await client.put(
        f"{ADMIN}/flights/{flight['id']}/inventory/{booking_class}",
        json=body,
        headers=admin_headers,
    )
    assert response.status_code == 422, response.text
    assert message in detail(response)


async def _flight_row(db, flight_id: str) -> Flight:
    return await db.get(Flight, uuid.UUID(flight_id))
