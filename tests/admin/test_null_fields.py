"""A PATCH that sends ``null`` for a field that needs a value is 422 in FastAPI's shape,
naming the field (``loc`` ``["body", field]``), and changes nothing; ``null`` where a
column may be empty clears it. One test per family of back-office routes, each over every
required field of every PATCH route of the family, as OpenAPI documents them."""

import uuid
from collections.abc import Awaitable, Callable

import pytest

from tarmac.admin.crud import MOUNTED
from tarmac.catalog.models import Airport
from tarmac.db.crud import not_nullable
from tests.accounts.factories import register
from tests.admin import helpers
from tests.admin.helpers import ADMIN
from tests.admin.test_content_admin import CREATE_BODIES

Maker = Callable[..., Awaitable[str]]


def _patch_fields(document: dict, item_path: str) -> tuple[list[str], list[str]]:
    """The PATCH body's fields that need a value and those that may be null."""
    body = document["paths"][f"/api/v1/admin{item_path}"]["patch"]["requestBody"]
    ref = body["content"]["application/json"]["schema"]["$ref"]
    properties = document["components"]["schemas"][ref.rsplit("/", 1)[1]]["properties"]
    nullable = [
        name
        for name, prop in properties.items()
        if {"type": "null"} in prop.get("anyOf", []) or prop.get("type") == "null"
    ]
    return [name for name in properties if name not in nullable], nullable


async def _created(client, headers, path: str, body: dict, key: str = "id") -> str:
    return f"{ADMIN}{path}/{(await helpers.post(client, headers, path, body))[key]}"


async def _route_and_aircraft(client, headers) -> tuple[dict, dict]:
    route = await helpers.route(client, headers, "FRU", "OSS")
    return route, await helpers.aircraft(client, headers)


async def _plan(client, headers) -> str:
    route = await helpers.route(client, headers, "FRU", "OSS")
    family = await helpers.post(client, headers, "/fare-families", {"code": "F1", "name": "F"})
    rule = await helpers.post(
        client, headers, "/fare-rules", {"code": "R1", "name": "R", "currency": "USD"}
    )
    body = {
        "fare_family_id": family["id"],
        "fare_rule_id": rule["id"],
        "route_id": route["id"],
        "booking_class": "Y",
        "cabin": "economy",
    }
    return await _created(client, headers, "/fare-plans", body)


async def _ssr_rule(client, headers) -> str:
    await helpers.post(
        client,
        headers,
        "/ssr-services",
        {"code": "WIFI", "name": "Wi-Fi", "category": "comfort", "currency": "USD"},
    )
    body = {"ssr_code": "WIFI", "name": "Wi-Fi everywhere", "action": "available"}
    return await _created(client, headers, "/ssr-availability-rules", body)


async def _partnership(client, headers) -> str:
    partner = await helpers.post(client, headers, "/partners", {"name": "Silk Road Travel"})
    body = {
        "partner_id": partner["id"],
        "agreement_name": "Silk Road 2026",
        "effective_date": "2026-01-01",
        "discount_percent": "8",
    }
    return await _created(client, headers, "/partnerships", body)


async def _wallet(client, headers) -> str:
    partner = await helpers.post(client, headers, "/partners", {"name": "Silk Road Travel"})
    line = await helpers.post(
        client,
        headers,
        f"/partners/{partner['id']}/wallet/top-up",
        {"currency": "KGS", "amount": "100.00"},
    )
    return f"{ADMIN}/wallets/{line['wallet_id']}"


async def _commission_rule(client, headers) -> str:
    partner = await helpers.post(client, headers, "/partners", {"name": "Silk Road Travel"})
    body = {
        "partner_id": partner["id"],
        "commission_name": "Silk Road 3%",
        "applies_to": "global",
        "percentage": "3",
        "effective_date": "2026-01-01",
    }
    return await _created(client, headers, "/commission-rules", body)


async def _flight(client, headers) -> str:
    route, aircraft = await _route_and_aircraft(client, headers)
    return f"{ADMIN}/flights/{(await helpers.flight(client, headers, route, aircraft))['id']}"


async def _schedule(client, headers) -> str:
    route, aircraft = await _route_and_aircraft(client, headers)
    return f"{ADMIN}/schedules/{(await helpers.schedule(client, headers, route, aircraft))['id']}"


async def _airport(client, headers) -> str:
    return f"{ADMIN}/airports/{(await helpers.airport(client, headers, 'FRU'))['id']}"


async def _route(client, headers) -> str:
    return f"{ADMIN}/routes/{(await helpers.route(client, headers, 'FRU', 'OSS'))['id']}"


async def _aircraft(client, headers) -> str:
    return f"{ADMIN}/aircraft/{(await helpers.aircraft(client, headers))['id']}"


async def _passenger(client, headers) -> str:
    key = await helpers.post(
        client,
        headers,
        "/api-keys",
        {"name": "App", "key_type": "secret", "client_id": "app", "client_type": "consumer_app"},
    )
    key_headers = {"X-API-Key": key["key"], "X-Client-Id": "app", "X-Client-Type": "consumer_app"}
    return f"{ADMIN}/passengers/{(await register(client, key_headers))['passenger']['id']}"


def _item(path: str, body: dict) -> Maker:
    return lambda client, headers: _created(client, headers, path, body)


CATALOG: dict[str, Maker] = {
    "/airports/{airport_id}": _airport,
    "/routes/{route_id}": _route,
    "/aircraft/{aircraft_id}": _aircraft,
    "/flights/{flight_id}": _flight,
    "/schedules/{schedule_id}": _schedule,
}
FARES: dict[str, Maker] = {
    "/fare-families/{family_id}": _item("/fare-families", {"code": "FLEX", "name": "Flex"}),
    "/fare-rules/{rule_id}": _item(
        "/fare-rules", {"code": "ECO", "name": "Economy", "currency": "USD"}
    ),
    "/fare-plans/{plan_id}": _plan,
}
PRICING: dict[str, Maker] = {
    "/taxes/{tax_id}": _item(
        "/taxes",
        {
            "code": "YQ",
            "tax_type": "fixed",
            "amount": "10",
            "currency": "USD",
            "applies_to": "per_pax",
        },
    ),
    "/promo-codes/{promo_id}": _item(
        "/promo-codes", {"code": "SPRING", "discount_type": "percentage", "amount": "10"}
    ),
    "/ssr-services/{code}": lambda client, headers: _created(
        client,
        headers,
        "/ssr-services",
        {"code": "MEAL", "name": "Hot meal", "category": "meal", "currency": "USD"},
        key="code",
    ),
    "/ssr-availability-rules/{rule_id}": _ssr_rule,
    "/seat-zone-prices/{zone_price_id}": _item(
        "/seat-zone-prices",
        {"zone_code": "XL", "zone_name": "Extra legroom", "price": "10", "currency": "USD"},
    ),
}
PARTNERS: dict[str, Maker] = {
    "/partners/{partner_id}": _item("/partners", {"name": "Silk Road Travel"}),
    "/partnerships/{partnership_id}": _partnership,
    "/wallets/{wallet_id}": _wallet,
    "/commission-rules/{commission_rule_id}": _commission_rule,
}
CONTENT: dict[str, Maker] = {
    f"{path}/{{item_id}}": _item(path, body) for path, body in CREATE_BODIES.items()
}
ACCOUNTS: dict[str, Maker] = {"/passengers/{passenger_id}": _passenger}
APIS: dict[str, Maker] = {
    "/apis-destinations/{destination_id}": _item(
        "/apis-destinations",
        {
            "name": "Kazakhstan Border Service",
            "country": "KZ",
            "endpoint_url": "https://apis.example.kz/paxlst",
            "sender_id": "TARMACAPI",
            "recipient_id": "KZAPIS",
        },
    )
}


async def _check_nulls(document: dict, client, headers, item_path: str, make: Maker) -> list[str]:
    url = await make(client, headers)
    before = (await client.get(url, headers=headers)).json()
    required, _ = _patch_fields(document, item_path)
    assert required, item_path
    for field in required:
        response = await client.patch(url, json={field: None}, headers=headers)
        assert response.status_code == 422, (item_path, field, response.text)
        assert response.json()["detail"] == [
            {
                "type": "null_not_allowed",
                "loc": ["body", field],
                "msg": "Field cannot be null; leave it out to keep its value",
            }
        ], (item_path, field)
    assert (await client.get(url, headers=headers)).json() == before, item_path
    return required


@pytest.mark.parametrize("item_path", list(CATALOG))
async def test_catalog_patch_refuses_null_for_required_fields_and_keeps_the_record(
    openapi_document, client, admin_headers, item_path
):
    await _check_nulls(openapi_document, client, admin_headers, item_path, CATALOG[item_path])


@pytest.mark.parametrize("item_path", list(FARES))
async def test_fares_patch_refuses_null_for_required_fields_and_keeps_the_record(
    openapi_document, client, admin_headers, item_path
):
    await _check_nulls(openapi_document, client, admin_headers, item_path, FARES[item_path])


@pytest.mark.parametrize("item_path", list(PRICING))
async def test_pricing_patch_refuses_null_for_required_fields_and_keeps_the_record(
    openapi_document, client, admin_headers, item_path
):
    required = await _check_nulls(
        openapi_document, client, admin_headers, item_path, PRICING[item_path]
    )
    if item_path.startswith("/promo-codes"):
        assert {"discount_type", "is_active", "amount", "code"} <= set(required)


@pytest.mark.parametrize("item_path", list(PARTNERS))
async def test_partners_patch_refuses_null_for_required_fields_and_keeps_the_record(
    openapi_document, client, admin_headers, item_path
):
    required = await _check_nulls(
        openapi_document, client, admin_headers, item_path, PARTNERS[item_path]
    )
    assert "is_active" in required
    if item_path.startswith("/partnerships"):
        assert {"discount_percent", "effective_date", "agreement_name"} <= set(required)


@pytest.mark.parametrize("item_path", list(CONTENT))
async def test_content_patch_refuses_null_for_required_fields_and_keeps_the_record(
    openapi_document, client, admin_headers, item_path
):
    await _check_nulls(openapi_document, client, admin_headers, item_path, CONTENT[item_path])


@pytest.mark.parametrize("item_path", list(ACCOUNTS))
async def test_accounts_patch_refuses_null_for_required_fields_and_keeps_the_record(
    openapi_document, client, admin_headers, item_path
):
    required = await _check_nulls(
        openapi_document, client, admin_headers, item_path, ACCOUNTS[item_path]
    )
    assert required == ["is_active"]


@pytest.mark.parametrize("item_path", list(APIS))
async def test_apis_patch_refuses_null_for_required_fields_and_keeps_the_record(
    openapi_document, client, admin_headers, item_path
):
    required = await _check_nulls(
        openapi_document, client, admin_headers, item_path, APIS[item_path]
    )
    assert {"country", "endpoint_url", "is_active"} <= set(required)


def test_every_patch_route_of_the_back_office_is_covered_above(openapi_document):
    patched = {
        path.removeprefix("/api/v1/admin")
        for path, methods in openapi_document["paths"].items()
        if path.startswith("/api/v1/admin/") and "patch" in methods and "{" in path
    }
    assert patched == {*CATALOG, *FARES, *PRICING, *PARTNERS, *CONTENT, *ACCOUNTS, *APIS}


@pytest.mark.parametrize(
    "item_path", sorted({*CATALOG, *FARES, *PRICING, *PARTNERS, *CONTENT, *ACCOUNTS, *APIS})
)
def test_null_is_accepted_exactly_where_the_column_may_be_empty(openapi_document, item_path):
    """The PATCH body's nullable fields are the nullable columns of its table (fields
    that are not columns, such as references by code, need a value)."""
    resource = next(r for r in MOUNTED if f"{r.path}/{{{r.key}}}" == item_path)
    assert resource.patch is not None
    columns = resource.records.model.__table__.c
    required, nullable = _patch_fields(openapi_document, item_path)
    for field in required:
        assert field not in columns or not columns[field].nullable, (item_path, field)
    for field in nullable:
        assert field in columns and columns[field].nullable, (item_path, field)


def test_the_crud_base_names_every_not_null_column_sent_as_null():
    assert not_nullable(Airport, {"name": None, "icao_code": None, "city": "Osh"}) == ["name"]


async def test_null_where_the_column_may_be_empty_clears_it(client, admin_headers):
    partner = await helpers.post(
        client, admin_headers, "/partners", {"name": "Agency", "contact_email": "a@b.kg"}
    )
    response = await client.patch(
        f"{ADMIN}/partners/{partner['id']}", json={"contact_email": None}, headers=admin_headers
    )
    assert response.status_code == 200
    assert response.json()["contact_email"] is None


async def test_null_checks_come_before_the_record_is_looked_up(client, admin_headers):
    response = await client.patch(
        f"{ADMIN}/partnerships/{uuid.uuid4()}", json={"is_active": None}, headers=admin_headers
    )
    assert response.status_code == 422
    assert response.json()["detail"][0]["loc"] == ["body", "is_active"]
