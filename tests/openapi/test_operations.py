"""Operations as people and client generators read them (issue 11): short stable
operationIds, declared tags, an example body on every public POST, a description on every
public operation, money strings with their pattern, servers and contact."""

import re

import jsonschema_rs
from fastapi.routing import APIRoute, iter_route_contexts
from pydantic import TypeAdapter

from tarmac.core.money import MONEY_PATTERN
from tests.openapi.conftest import is_admin, operations


def test_operation_ids_are_the_route_names(app, document):
    ids = [operation["operationId"] for _, _, operation in operations(document)]
    assert len(ids) == len(set(ids))
    for operation_id in ids:
        assert re.fullmatch(r"[a-z][a-z0-9]*(_[a-z0-9]+)*", operation_id), operation_id
        assert "api_v1" not in operation_id and len(operation_id) <= 32, operation_id
    paths = document["paths"]
    assert paths["/api/v1/fares/quote"]["post"]["operationId"] == "create_quote"
    assert paths["/api/v1/fares/quote/{quote_id}"]["get"]["operationId"] == "get_quote"
    assert paths["/api/v1/schedules/flights/search"]["post"]["operationId"] == "search_flights"
    assert paths["/api/v1/auth/passenger/login"]["post"]["operationId"] == "login"
    assert paths["/api/v1/admin/airports"]["get"]["operationId"] == "list_airports"
    names = {
        (method, route.path_format): route.name
        for route in iter_route_contexts(app.routes)
        if isinstance(route.original_route, APIRoute) and route.include_in_schema
        for method in route.methods
    }
    for path, method, operation in operations(document):
        assert operation["operationId"] == names[(method.upper(), path)]


def test_every_tag_is_declared_with_a_description(document):
    declared = {tag["name"]: tag.get("description") for tag in document["tags"]}
    assert all(declared.values())
    used = {tag for _, _, operation in operations(document) for tag in operation["tags"]}
    assert used == set(declared)


def test_every_public_operation_is_described(document):
    for path, method, operation in operations(document):
        if not is_admin(path, operation):
            assert operation.get("summary") and operation.get("description"), (method, path)


def _body_models(app) -> dict[str, type]:
    """The body type of each public POST route, by path."""
    return {
        route.path_format: route.body_field.field_info.annotation
        for route in iter_route_contexts(app.routes)
        if isinstance(route.original_route, APIRoute)
        and "POST" in route.methods
        and route.body_field is not None
        and "/admin/" not in route.path_format
    }


def test_every_public_post_has_an_example_body_that_is_valid(app, document):
    models = _body_models(app)
    assert len(models) >= 12
    for path, model in models.items():
        operation = document["paths"][path]["post"]
        if is_admin(path, operation):
            continue
        schema = operation["requestBody"]["content"]["application/json"]["schema"]
        named = document["components"]["schemas"][schema["$ref"].rsplit("/", 1)[1]]
        examples = named.get("examples")
        assert examples, path
        validator = jsonschema_rs.Draft202012Validator(
            {**schema, "components": document["components"]}
        )
        for example in examples:
            validator.validate(example)  # what OpenAPI says
            TypeAdapter(model).validate_python(example)  # what the route accepts


MONEY = {
    "QuoteOut": ["gross", "channel_discount", "commission_amount", "net"],
    "ExchangeQuoteOut": [
        "gross",
        "net",
        "original_total",
        "fare_difference",
        "penalty",
        "refund_amount",
        "extra_to_charge",
    ],
    "RefundQuoteOut": ["original_total", "refund_amount", "penalty", "cancellation_fee"],
    "LineItem": ["amount"],
    "FareRuleEntry": ["cancellation_fee", "change_fee"],
    "FareRuleOut": ["cancellation_fee", "change_fee"],
}


def _string_schema(schema: dict) -> dict:
    for option in schema.get("anyOf", [schema]):
        if option.get("type") == "string":
            return option
    raise AssertionError(schema)


def test_money_strings_carry_their_pattern(document):
    schemas = document["components"]["schemas"]
    for name, fields in MONEY.items():
        for field in fields:
            assert _string_schema(schemas[name]["properties"][field])["pattern"] == MONEY_PATTERN
    segment = schemas["QuoteOut"]["properties"]["segment_prices"]["anyOf"][0]["items"]
    assert segment["pattern"] == MONEY_PATTERN
    delta = _string_schema(schemas["AppliedRule"]["properties"]["delta"])
    assert delta["pattern"] == MONEY_PATTERN
    for good in ("0.00", "125.50", "-1000.00"):
        assert re.fullmatch(MONEY_PATTERN, good)
    for bad in ("1", "1.5", "1.500", "1e3", "-.50"):
        assert not re.fullmatch(MONEY_PATTERN, bad)


def test_servers_and_contact_are_set(document):
    assert document["servers"][0]["url"] == "/"
    assert document["info"]["contact"]["name"]
    assert document["info"]["contact"]["email"]
