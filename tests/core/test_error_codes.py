"""Error codes (issue 25): every error answer carries the spec's ``detail`` and a stable
``code`` a program switches on, one per error class; the catalogue ``docs/errors.md`` lists
them all. Each answer here comes through the real API on the real database."""

import re
import uuid

import pytest
from sqlalchemy import text
from sqlalchemy.ext.asyncio import create_async_engine

from tarmac import errors_doc
from tarmac.app import create_app
from tarmac.core.errors import NotFound, every_error
from tests.accounts.factories import BASE as ACCOUNTS
from tests.accounts.factories import key_headers, login, register, sms_code, with_token
from tests.bookings.helpers import BOOKINGS, advance_clock, book, passenger, quote
from tests.conftest import ROOT, client_for, make_settings
from tests.factories import create_api_key, create_partner
from tests.payments.helpers import top_up
from tests.pricing.factories import create_zone_price
from tests.pricing.world import build_world

SNAKE_CASE = re.compile(r"^[a-z][a-z0-9]*(_[a-z0-9]+)*$")
CATALOGUE = ROOT / "docs" / "errors.md"
PROFILE = "/api/v1/auth/public/airline/profile"  # public: no key, read from the database


@pytest.fixture(scope="module")
def every_error_class():
    errors_doc.load_every_module()
    return every_error()


def test_every_error_class_declares_its_own_snake_case_code(every_error_class):
    assert len(every_error_class) > 200
    for error in every_error_class:
        assert "code" in error.__dict__, error
        assert SNAKE_CASE.match(error.code), error


def test_no_two_error_classes_share_a_code(every_error_class):
    by_code: dict[str, list[str]] = {}
    for error in every_error_class:
        by_code.setdefault(error.code, []).append(f"{error.__module__}.{error.__qualname__}")
    assert {code: names for code, names in by_code.items() if len(names) > 1} == {}


def test_an_error_class_without_its_own_code_cannot_be_made():
    with pytest.raises(TypeError, match="must declare its own code"):

        class Missing(NotFound):  # inherits not_found: two meanings, one name
            default_detail = "Missing"


def test_the_catalogue_lists_every_code_and_is_up_to_date(every_error_class):
    written = CATALOGUE.read_text()
    assert written == errors_doc.text(), (
        "docs/errors.md is out of date: run `make errors-doc` and commit it"
    )
    for error in every_error_class:
        assert f"| `{error.code}` | {error.status_code} |" in written


def test_the_catalogue_says_what_to_do_by_the_retry_rules(every_error_class):
    written = CATALOGUE.read_text()
    rows = {line.split("|")[1].strip(" `"): line for line in written.splitlines() if "| `" in line}
    assert "Retry-After" in rows["rate_limited"] and "jitter" in rows["rate_limited"]
    assert "backoff" in rows["service_unavailable"]
    assert "same key" in rows["idempotency_in_progress"]
    assert "Do not retry" in rows["sold_out"] and "Do not retry" in rows["booking_not_found"]
    assert "Do not retry" in rows["extensions_exhausted"]  # a 429 that waiting never cures


# --- through the API ---------------------------------------------------------------------


async def test_an_unknown_path_is_route_not_found_unlike_an_unknown_record(client, db):
    nope = await client.get("/api/v1/nope")
    assert nope.status_code == 404
    assert nope.json() == {"detail": "No route GET /api/v1/nope", "code": "route_not_found"}
    key = await create_api_key(db)
    record = await client.get(f"{BOOKINGS}/{uuid.uuid4()}", headers=key.headers)
    assert record.status_code == 404
    assert record.json() == {"detail": "Booking not found", "code": "booking_not_found"}


async def test_a_path_without_the_method_is_method_not_allowed_with_its_allow_header(client):
    response = await client.delete("/api/v1/fares/quote")
    assert response.status_code == 405
    assert response.json() == {
        "detail": "DELETE is not allowed on /api/v1/fares/quote; see the Allow header",
        "code": "method_not_allowed",
    }
    assert response.headers["allow"] == "POST"


async def test_a_body_that_breaks_the_schema_is_validation_error(client, db):
    key = await create_api_key(db)
    response = await client.post("/api/v1/fares/quote", json={"pax": "many"}, headers=key.headers)
    assert response.status_code == 422
    body = response.json()
    assert body["code"] == "validation_error"
    assert {tuple(e["loc"]) for e in body["detail"]} >= {("body", "pax")}
    assert all(set(e) == {"type", "loc", "msg"} for e in body["detail"])


async def test_malformed_json_is_validation_error_from_the_middleware(client, db):
    key = await create_api_key(db)
    response = await client.post(
        "/api/v1/fares/quote",
        content=b"{not json",
        headers=key.headers | {"content-type": "application/json"},
    )
    assert response.status_code == 422
    assert response.json()["code"] == "validation_error"
    assert response.json()["detail"][0]["loc"][0] == "body"


async def test_a_body_past_the_limit_is_payload_too_large(client, db):
    key = await create_api_key(db)
    response = await client.post(
        "/api/v1/fares/quote",
        content=b"x" * (1024 * 1024 + 1),
        headers=key.headers | {"content-type": "application/json"},
    )
    assert response.status_code == 413
    assert response.json() == {"detail": "Request body too large", "code": "payload_too_large"}


async def test_missing_credentials_are_invalid_credentials(client):
    response = await client.get(f"{BOOKINGS}/")
    assert response.status_code == 401
    assert response.json() == {"detail": "Missing X-API-Key header", "code": "invalid_credentials"}


async def test_the_fourth_find_my_trip_of_a_minute_is_rate_limited_with_retry_after(client, db):
    key = await create_api_key(db, key_type="publishable", client_type="consumer_app")
    lookup = {"pnr": "ABCDEF", "email": "a@example.com"}
    for _ in range(3):
        response = await client.get(
            f"{BOOKINGS}/lookup-consumer", params=lookup, headers=key.headers
        )
        assert response.status_code == 202, response.text
    limited = await client.get(f"{BOOKINGS}/lookup-consumer", params=lookup, headers=key.headers)
    assert limited.status_code == 429
    retry_after = int(limited.headers["Retry-After"])
    assert limited.json() == {
        "detail": f"Rate limit exceeded. Retry in {retry_after} seconds.",
        "code": "rate_limited",
    }


async def test_booking_more_places_than_are_left_is_sold_out(client, db):
    world = await build_world(db, with_light=False)
    key = await create_api_key(db)
    quoted = await quote(client, key.headers, world.flight.id, pax=[{"type": "adult", "count": 3}])
    await db.execute(
        text(
            "UPDATE booking_class_inventory SET sold = seats - 2 "
            "WHERE flight_id = :f AND booking_class = 'Y'"
        ),
        {"f": world.flight.id},
    )
    await db.commit()
    response = await book(client, key.headers, quoted["quote_id"], [passenger()] * 3)
    assert response.status_code == 409
    body = response.json()
    assert body["code"] == "sold_out"
    assert body["detail"]["error"] == "insufficient_availability_no_book_up"
    assert (body["detail"]["available"], body["detail"]["requested"]) == (2, 3)


async def test_a_seat_another_booking_took_is_seat_taken(client, db):
    world = await build_world(db)
    await create_zone_price(db, "XL", "20")
    key = await create_api_key(db)
    first = await quote(client, key.headers, world.flight.id, fare_class="Y")
    taken = await book(client, key.headers, first["quote_id"], [passenger(seat_number="6A")])
    assert taken.status_code == 201, taken.text
    second = await quote(client, key.headers, world.flight.id, fare_class="Y")
    response = await book(client, key.headers, second["quote_id"], [passenger(seat_number="6A")])
    assert response.status_code == 409
    body = response.json()
    assert body["code"] == "seat_taken"
    assert body["detail"]["seat_number"] == "6A"


async def test_a_quote_past_its_validity_is_quote_expired(client, db, admin_headers):
    world = await build_world(db, with_light=False)
    key = await create_api_key(db)
    quoted = await quote(client, key.headers, world.flight.id)
    await advance_clock(client, admin_headers, 301)
    response = await book(client, key.headers, quoted["quote_id"])
    assert response.status_code == 410
    body = response.json()
    assert body["code"] == "quote_expired"
    assert body["detail"]["error"] == "quote_not_available"
    assert body["detail"]["quote_id"] == quoted["quote_id"]


async def test_paying_from_a_short_wallet_is_insufficient_balance(client, db, admin_headers):
    world = await build_world(db)
    partner = await create_partner(db)
    key = await create_api_key(db, partner_id=partner.id)
    await top_up(client, admin_headers, partner.id, "50.00")
    quoted = await quote(client, key.headers, world.flight.id)
    booking = (await book(client, key.headers, quoted["quote_id"])).json()
    response = await client.post(
        f"{BOOKINGS}/{booking['id']}/pay-with-balance", headers=key.headers
    )
    assert response.status_code == 422
    assert response.json()["code"] == "insufficient_balance"
    assert response.json()["detail"].startswith("Insufficient balance in the USD wallet")


async def test_cancelling_a_cancelled_booking_is_booking_final(client, db):
    world = await build_world(db)
    key = await create_api_key(db)
    quoted = await quote(client, key.headers, world.flight.id)
    booking = (await book(client, key.headers, quoted["quote_id"])).json()
    cancel = f"{BOOKINGS}/{booking['id']}/cancel"
    assert (await client.post(cancel, headers=key.headers)).status_code == 200
    again = await client.post(cancel, headers=key.headers)
    assert again.status_code == 400
    assert again.json()["code"] == "booking_final"


async def test_a_preflight_from_an_unlisted_origin_is_origin_not_allowed(client):
    response = await client.options(
        "/api/v1/schedules/airports",
        headers={"Origin": "https://evil.example", "Access-Control-Request-Method": "GET"},
    )
    assert response.status_code == 403
    assert response.json() == {
        "detail": "This origin is not allowed: no active publishable key lists it",
        "code": "origin_not_allowed",
    }


# --- credentials: each refusal a client acts on has its own code --------------------------

AIRPORTS = "/api/v1/schedules/airports"


async def test_a_publishable_key_from_an_origin_it_does_not_allow_is_key_origin_not_allowed(
    client, db
):
    key = await create_api_key(
        db,
        key_type="publishable",
        client_type="consumer_app",
        allowed_origins=["https://shop.example"],
    )
    allowed = await client.get(AIRPORTS, headers=key.headers | {"Origin": "https://shop.example"})
    assert allowed.status_code == 200
    refused = await client.get(AIRPORTS, headers=key.headers | {"Origin": "https://evil.example"})
    assert refused.status_code == 401
    assert refused.json() == {
        "detail": "This publishable key is not allowed from this origin or app",
        "code": "key_origin_not_allowed",
    }


async def test_a_live_key_on_the_sandbox_is_key_mode_mismatch(client, db):
    key = await create_api_key(db, mode="live")
    response = await client.get(AIRPORTS, headers=key.headers)
    assert response.status_code == 401
    assert response.json()["code"] == "key_mode_mismatch"
    assert "live key" in response.json()["detail"]


async def test_a_revoked_key_is_api_key_revoked(client, db, admin_headers):
    key = await create_api_key(db)
    assert (await client.get(AIRPORTS, headers=key.headers)).status_code == 200
    revoke = await client.post(f"/api/v1/admin/api-keys/{key.id}/revoke", headers=admin_headers)
    assert revoke.status_code == 200
    response = await client.get(AIRPORTS, headers=key.headers)
    assert response.status_code == 401
    assert response.json() == {
        "detail": "This API key has been revoked; ask the airline for a new one",
        "code": "api_key_revoked",
    }


async def test_a_publishable_key_on_a_secret_key_route_is_key_type_not_allowed(client, db):
    key = await create_api_key(db, key_type="publishable", client_type="consumer_app")
    response = await client.get(f"{BOOKINGS}/{uuid.uuid4()}", headers=key.headers)
    assert response.status_code == 403
    assert response.json() == {
        "detail": "This endpoint needs a secret key (sk_...)",
        "code": "key_type_not_allowed",
    }


async def test_a_passenger_route_without_the_passenger_token_is_passenger_token_missing(client, db):
    response = await client.get(f"{ACCOUNTS}/me", headers=await key_headers(db))
    assert response.status_code == 401
    assert response.json()["code"] == "passenger_token_missing"


async def test_a_wrong_password_and_a_deactivated_account_have_their_own_codes(
    client, db, admin_headers
):
    headers = await key_headers(db)
    registered = await register(client, headers)
    wrong = await login(client, headers, password="Wrong#12345")
    assert wrong.status_code == 401
    assert wrong.json() == {
        "detail": "Invalid e-mail or password",
        "code": "wrong_email_or_password",
    }
    deactivate = await client.patch(
        f"/api/v1/admin/passengers/{registered['passenger']['id']}",
        headers=admin_headers,
        json={"is_active": False},
    )
    assert deactivate.status_code == 200, deactivate.text
    refused = await login(client, headers)
    assert refused.status_code == 403
    assert refused.json() == {
        "detail": "This account has been deactivated",
        "code": "account_deactivated",
    }
    # the token issued before deactivation opens nothing either
    me = await client.get(f"{ACCOUNTS}/me", headers=with_token(headers, registered["access_token"]))
    assert me.status_code == 403
    assert me.json()["code"] == "account_deactivated"


async def test_a_wrong_phone_code_is_wrong_phone_code(client, db, admin_headers):
    headers = await key_headers(db)
    phone = "+996555000111"
    sent = await client.post(
        f"{ACCOUNTS}/phone/request-code", headers=headers, json={"phone": phone}
    )
    assert sent.status_code == 200, sent.text
    code = await sms_code(client, admin_headers, phone)
    response = await client.post(
        f"{ACCOUNTS}/phone/verify",
        headers=headers,
        json={"phone": phone, "code": f"{(int(code) + 1) % 1_000_000:06d}"},
    )
    assert response.status_code == 400
    assert response.json() == {
        "detail": "The code is wrong or has expired; request a new one",
        "code": "wrong_phone_code",
    }


async def test_an_expired_magic_link_is_token_expired(client, db, signer, admin_headers):
    world = await build_world(db)
    key = await create_api_key(db)
    quoted = await quote(client, key.headers, world.flight.id)
    booking = (await book(client, key.headers, quoted["quote_id"])).json()
    link = signer.magic_link_token(uuid.UUID(booking["id"]), ttl_seconds=60)
    card = f"{BOOKINGS}/{booking['id']}/public"
    assert (await client.get(card, params={"access_token": link})).status_code == 200
    await advance_clock(client, admin_headers, 61)
    expired = await client.get(card, params={"access_token": link})
    assert expired.status_code == 401
    assert expired.json() == {"detail": "Token expired", "code": "token_expired"}


async def test_the_sandbox_inbox_in_live_mode_is_route_not_found(app_factory, db):
    live = app_factory(mode="live")
    key = await create_api_key(db, mode="live")
    async with client_for(live) as live_client:
        response = await live_client.get(
            "/api/v1/sandbox/inbox", params={"email": "a@example.com"}, headers=key.headers
        )
    assert response.status_code == 404
    assert response.json() == {
        "detail": "No route GET /api/v1/sandbox/inbox",
        "code": "route_not_found",
    }


# --- the database cannot serve ----------------------------------------------------------


async def test_an_unreachable_database_is_service_unavailable_to_retry(database_url):
    closed = re.sub(r"@[^/]*/", "@127.0.0.1:1/", database_url).split("?")[0]
    app = create_app(make_settings(), db_url=closed)
    try:
        async with client_for(app) as client:
            ready = await client.get("/readyz")
            profile = await client.get(PROFILE)
    finally:
        await app.state.engine.dispose()
    assert ready.status_code == 503
    assert ready.json() == {"detail": "Database unreachable", "code": "service_unavailable"}
    assert profile.status_code == 503
    assert profile.json()["code"] == "service_unavailable"
    assert profile.headers["Retry-After"] == "1"


async def test_too_many_connections_is_service_unavailable_to_retry(database_url):
    """SQLSTATE 53300, as a server at max_connections answers; here a role allowed none."""
    role = f"tarmac_full_{uuid.uuid4().hex[:8]}"
    admin = create_async_engine(database_url, isolation_level="AUTOCOMMIT")
    async with admin.connect() as connection:
        await connection.execute(text(f"CREATE ROLE {role} LOGIN CONNECTION LIMIT 0"))
    scheme, rest = database_url.split("://", 1)
    full = f"{scheme}://{role}@{rest.split('@', 1)[1]}"
    app = create_app(make_settings(), db_url=full)
    try:
        async with client_for(app) as client:
            response = await client.get(PROFILE)
    finally:
        await app.state.engine.dispose()
        async with admin.connect() as connection:
            await connection.execute(text(f"DROP ROLE {role}"))
        await admin.dispose()
    assert response.status_code == 503
    assert response.json()["code"] == "service_unavailable"
    assert response.headers["Retry-After"] == "1"


# --- OpenAPI -------------------------------------------------------------------------------


def test_each_route_names_the_codes_it_can_answer(openapi_document):
    paths = openapi_document["paths"]
    booking = paths[f"{BOOKINGS}/"]["post"]["responses"]
    assert "- `sold_out`: " in booking["409"]["description"]
    assert "- `quote_expired`: " in booking["410"]["description"]
    assert "- `validation_error`: " in booking["422"]["description"]
    pay = paths[f"{BOOKINGS}/{{booking_id}}/pay-with-balance"]["post"]["responses"]
    assert "- `insufficient_balance`: " in pay["422"]["description"]
    sold_out = openapi_document["components"]["schemas"]["SoldOutBody"]
    assert set(sold_out["required"]) == {"detail", "code"}
