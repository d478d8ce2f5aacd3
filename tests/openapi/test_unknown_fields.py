"""Unknown fields are refused (issue 33), and every field the spec names is still a field:
every object a request body can hold declares ``additionalProperties: false`` (what the
service answers with 422 ``unknown_field``; tests/test_authorization_matrix.py sends one to
every body), and a body naming each field of the spec's tables (spec 01 §2, §4), aliases
included, meets no unknown field."""

from collections.abc import Iterator

import pytest
from fastapi.routing import APIRoute, iter_route_contexts
from pydantic import TypeAdapter, ValidationError

from tests.openapi.conftest import operations

# Objects whose keys are data, not fields: a payment's provider metadata (spec 01 §4.9), a
# correction's `changes: {field: new_value}` (§4.7; the service names a wrong field 400),
# and the back office's settings, which the service checks key by key (422 unknown_field).
FREE_FORM = {
    ("post", "/api/v1/payments/webhooks/external"): {"metadata"},
    ("post", "/api/v1/bookings/{booking_id}/correction/availability"): {"changes"},
    ("post", "/api/v1/bookings/{booking_id}/correction/apply"): {"changes"},
    ("patch", "/api/v1/admin/settings"): {"body"},
    ("patch", "/api/v1/admin/pricing-settings"): {"body"},
}


def _objects(schema: dict, components: dict, where: str, seen: set) -> Iterator[tuple]:  # noqa: C901
    """(where, schema) of every object schema reachable from ``schema``."""
    if "$ref" in schema:
        name = schema["$ref"].rsplit("/", 1)[1]
        if name not in seen:
            seen.add(name)
            yield from _objects(components[name], components, name, seen)
        return
    if schema.get("type") == "object" or "properties" in schema:
        yield where, schema
    for key, value in schema.items():
        if key in ("examples", "example", "default"):
            continue
        if key == "properties":
            for name, prop in value.items():
                yield from _objects(prop, components, name, seen)
        elif isinstance(value, dict):
            yield from _objects(value, components, where, seen)
        elif isinstance(value, list):
            for item in value:
                if isinstance(item, dict):
                    yield from _objects(item, components, where, seen)


def test_every_object_of_every_request_body_refuses_unknown_fields(document):
    components = document["components"]["schemas"]
    bodies = 0
    for path, method, operation in operations(document):
        content = operation.get("requestBody", {}).get("content", {})
        if "application/json" not in content:
            continue  # no body, or a text body (an SSIM file) that has no fields
        bodies += 1
        schema = content["application/json"]["schema"]
        free = FREE_FORM.get((method, path), set())
        for where, found in _objects(schema, components, "body", set()):
            extra = found.get("additionalProperties", True)
            if where in free or (isinstance(extra, dict) and "properties" not in found):
                continue  # keys that are data: named free-form, or a map of typed values
            assert extra is False, (method, path, where)
    assert bodies >= 90


# The fields of each body the spec names (spec 01 §2.1-§2.7, §4), nested ones included,
# with the aliases it names (§2.6: paxType, passenger_type, quantity; §4.4: the exchange
# workflow's booking_id). A value is any JSON: only an unknown field matters here.
QUOTE = {
    "route_id": None,
    "origin": None,
    "destination": None,
    "departure_date": None,
    "return_date": None,
    "pax": [{"type": "ADT", "count": 1}, {"paxType": "CHD", "quantity": 1}, {"passenger_type": 1}],
    "fare_class": None,
    "fare_family_id": None,
    "cabin": None,
    "channel": None,
    "partner_id": None,
    "flight_id": None,
    "promo_code": None,
    "ancillaries": [{"code": None, "qty": None}],
    "offers": [{"offer_id": None, "amount": None, "name": None}],
    "target_currency": None,
    "customer_email": None,
}
ORIGINAL = {
    "original_booking_id": None,
    "original_total_amount": None,
    "original_currency": None,
    "original_fare_rule_id": None,
    "original_scheduled_departure": None,
}
PASSENGER = {
    name: None
    for name in [
        "first_name",
        "last_name",
        "middle_name",
        "passenger_type",
        "date_of_birth",
        "gender",
        "nationality",
        "document_type",
        "document_number",
        "document_expiry",
        "seat_number",
    ]
}
PAYMENT = {"amount": None, "currency": None, "return_url": None, "cancel_url": None}
CORRECTION = {"corrections": [{"passenger_id": None, "changes": {"first_name": None}}]}
SPEC_BODIES: dict[tuple[str, str], list[dict]] = {
    ("post", "/api/v1/schedules/flights/search"): [
        dict.fromkeys(
            [
                "origin",
                "destination",
                "departure_date",
                "return_date",
                "cabin_class",
                "adults",
                "children",
                "infants",
                "include_prices",
                "currency",
            ]
        )
    ],
    ("post", "/api/v1/schedules/flights/search-multi"): [
        {"legs": [{"origin": None, "destination": None, "departure_date": None}]}
    ],
    ("post", "/api/v1/fares/quote"): [QUOTE],
    ("post", "/api/v1/fares/quote/exchange"): [
        {**ORIGINAL, "new_quote": QUOTE},
        {"booking_id": None, "new_flight_id": None},
    ],
    ("post", "/api/v1/fares/quote/refund"): [ORIGINAL],
    ("post", "/api/v1/bookings/"): [
        {
            "quote_id": None,
            "segments": None,
            "flight_id": None,
            "return_flight_id": None,
            "fare_plan_id": None,
            "fare_rule_id": None,
            "fare_price_id": None,
            "passengers": [PASSENGER],
            "contact_email": None,
            "contact_name": None,
            "contact_phone": None,
            "offers": [{"offer_id": None, "amount": None, "name": None}],
            "special_requests": None,
            "redirect_url": None,
        }
    ],
    ("post", "/api/v1/bookings/drafts/"): [
        dict.fromkeys(
            [
                "flight_id",
                "fare_plan_id",
                "fare_price_id",
                "return_flight_id",
                "seat_count",
                "contact_email",
                "contact_phone",
                "expires_hours",
            ]
        )
    ],
    ("post", "/api/v1/bookings/{booking_id}/initiate-payment"): [PAYMENT],
    ("post", "/api/v1/payments/bookings/{booking_id}/initiate-payment"): [PAYMENT],
    ("post", "/api/v1/bookings/{booking_id}/exchange/preview"): [
        {"new_flight_id": None, "exchange_quote_id": None}
    ],
    ("post", "/api/v1/bookings/{booking_id}/exchange/execute"): [
        {"new_flight_id": None, "exchange_quote_id": None}
    ],
    ("post", "/api/v1/bookings/{booking_id}/correction/availability"): [CORRECTION],
    ("post", "/api/v1/bookings/{booking_id}/correction/apply"): [
        {**CORRECTION, "pay_with_balance": None}
    ],
    ("post", "/api/v1/checkin/consumer"): [
        dict.fromkeys(
            ["booking_id", "passenger_id", "flight_id", "seat_number", "special_requests"]
        )
    ],
    ("post", "/api/v1/checkin/{checkin_id}/seat"): [{"seat_number": None}],
    ("post", "/api/v1/checkin/{checkin_id}/dg-declare"): [{"confirmed": None}],
    ("post", "/api/v1/auth/passenger/register"): [
        dict.fromkeys(["email", "password", "first_name", "last_name", "phone"])
    ],
    ("post", "/api/v1/auth/passenger/login"): [{"email": None, "password": None}],
    ("post", "/api/v1/auth/passenger/refresh"): [{"refresh_token": None}],
    ("post", "/api/v1/auth/passenger/logout"): [{"refresh_token": None}],
    ("patch", "/api/v1/auth/passenger/me"): [
        {
            "first_name": None,
            "last_name": None,
            "phone": None,
            "ffp_number": None,
            "documents": [{"type": None, "number": None, "expiry": None, "country": None}],
            "preferences": {
                "seat": None,
                "meal": None,
                "language": None,
                "notifications": {"email": None, "push": None},
            },
        }
    ],
    ("post", "/api/v1/auth/passenger/phone/check"): [{"phone": None}],
    ("post", "/api/v1/auth/passenger/phone/request-code"): [{"phone": None}],
    ("post", "/api/v1/auth/passenger/phone/verify"): [{"phone": None, "code": None}],
    ("post", "/api/v1/auth/passenger/devices/register"): [
        dict.fromkeys(["platform", "push_token", "device_id", "app_version", "locale"])
    ],
    ("post", "/api/v1/payments/webhooks/external"): [
        dict.fromkeys(
            [
                "booking_id",
                "amount",
                "currency",
                "provider",
                "transaction_id",
                "payment_method",
                "payer_name",
                "payer_email",
                "metadata",
            ]
        )
    ],
    ("post", "/api/v1/payments/{payment_id}/refund"): [{"amount": None, "reason": None}],
    ("post", "/api/v1/partners/commissions/lookup"): [
        dict.fromkeys(["partner_id", "route_code", "amount", "currency"])
    ],
    ("post", "/api/v1/notifications/outgoing-webhooks/"): [
        dict.fromkeys(["name", "url", "events", "max_retries", "timeout_seconds", "partner_id"])
    ],
    ("patch", "/api/v1/notifications/outgoing-webhooks/{subscription_id}"): [
        {"url": None, "events": None, "is_active": None}
    ],
}


def _body_models(app) -> dict[tuple[str, str], type]:
    return {
        (method.lower(), route.path_format): route.body_field.field_info.annotation
        for route in iter_route_contexts(app.routes)
        if isinstance(route.original_route, APIRoute) and route.body_field is not None
        for method in route.methods
    }


def _unknown(model: type, body: dict) -> list:
    try:
        TypeAdapter(model).validate_python(body)
    except ValidationError as exc:
        return [e["loc"] for e in exc.errors() if e["type"] == "extra_forbidden"]
    return []


@pytest.mark.parametrize("operation", list(SPEC_BODIES), ids=" ".join)
def test_every_field_the_spec_names_is_accepted(app, document, operation):
    method, path = operation
    assert method in document["paths"][path], operation
    model = _body_models(app)[operation]
    for body in SPEC_BODIES[operation]:
        assert _unknown(model, body) == [], (operation, body)
        # and the rule holds there: one more field is refused, named
        assert _unknown(model, {**body, "colour": "blue"}) == [("colour",)], operation
