"""The bodies the service sends are what OpenAPI documents (issue 11), on real data: each
call below validates its answer against the schema the document gives for its status code.
Schemathesis (``test_schemathesis``) mostly meets empty worlds and errors; these are the
full answers a client reads: search with fares, quotes, exchange and refund quotes, fare
reads, the catalog, a passenger's account and devices, and their errors."""

import re
import uuid
from datetime import timedelta

import httpx
import jsonschema_rs
import pytest

from tarmac.core import clock
from tests.factories import create_api_key
from tests.pricing.world import build_world

V1 = "/api/v1"


class Documented:
    """Calls the app and checks each answer against the document."""

    def __init__(self, client: httpx.AsyncClient, document: dict) -> None:
        self.client = client
        self.document = document
        self.checked: set[tuple[str, str, int]] = set()

    def _operation(self, method: str, url: str) -> tuple[str, dict]:
        """The documented operation of a request: its path, the most literal one."""
        found = [
            (path.count("{"), path, item[method.lower()])
            for path, item in self.document["paths"].items()
            if method.lower() in item and re.fullmatch(re.sub(r"\{[^}]+\}", "[^/]+", path), url)
        ]
        assert found, f"{method} {url} is not documented"
        _, path, operation = min(found, key=lambda f: f[0])
        return path, operation

    async def call(self, method: str, url: str, status: int, **kwargs) -> httpx.Response:
        response = await self.client.request(method, url, **kwargs)
        assert response.status_code == status, (method, url, response.text)
        path, operation = self._operation(method, url.split("?")[0])
        documented = operation["responses"].get(str(status))
        assert documented is not None, (method, path, status)
        content = documented.get("content", {}).get("application/json")
        if content is not None and response.content:
            schema = {**content["schema"], "components": self.document["components"]}
            validator = jsonschema_rs.Draft202012Validator(schema)
            errors = [error.message for error in validator.iter_errors(response.json())]
            assert not errors, (method, path, status, errors[:5])
        self.checked.add((method, path, status))
        return response


@pytest.fixture
async def api(client, document) -> Documented:
    return Documented(client, document)


async def test_search_and_fare_answers_are_as_documented(api, db):
    world = await build_world(db)
    key = (await create_api_key(db)).headers
    flight, date = str(world.flight.id), world.flight.flight_date.isoformat()
    back = world.return_flight.flight_date.isoformat()
    for prices in (True, False):
        await api.call(
            "POST",
            f"{V1}/schedules/flights/search",
            200,
            headers=key,
            json={
                "origin": "FRU",
                "destination": "OSS",
                "departure_date": date,
                "return_date": back,
                "adults": 2,
                "children": 1,
                "infants": 1,
                "include_prices": prices,
            },
        )
    await api.call(
        "POST",
        f"{V1}/schedules/flights/search-multi",
        200,
        headers=key,
        json={"legs": [{"origin": "FRU", "destination": "OSS", "departure_date": date}]},
    )
    await api.call(
        "POST",
        f"{V1}/schedules/flights/search",
        404,
        headers=key,
        json={"origin": "XXX", "destination": "OSS", "departure_date": date},
    )
    await api.call("GET", f"{V1}/schedules/airports", 200, headers=key)
    await api.call("GET", f"{V1}/schedules/routes", 200, headers=key)
    await api.call("GET", f"{V1}/schedules/flights/", 200, headers=key)
    await api.call("GET", f"{V1}/schedules/flights/{flight}", 200, headers=key)
    await api.call(
        "GET",
        f"{V1}/schedules/flights/calendar?origin=FRU&destination=OSS&date_from={date}"
        f"&date_to={back}",
        200,
        headers=key,
    )
    await api.call("GET", f"{V1}/fares/rules/{world.classic_rule.id}", 200, headers=key)
    await api.call("GET", f"{V1}/fares/prices/?flight_id={flight}", 200, headers=key)
    await api.call(
        "GET", f"{V1}/fares/grouped-prices/?flight_id={flight}&pax_types=ADT,CHD", 200, headers=key
    )
    await api.call(
        "GET",
        f"{V1}/fares/seat-prices/for-booking?fare_rule_id={world.classic_rule.id}",
        200,
        headers=key,
    )
    await api.call("GET", f"{V1}/fares/ssr-services/", 200, headers=key)
    await api.call(
        "GET", f"{V1}/fares/ssr-availability/by-flight?flight_id={flight}", 200, headers=key
    )
    await api.call("GET", f"{V1}/schedules/flights/{uuid.uuid4()}", 404, headers=key)
    await api.call("GET", f"{V1}/schedules/flights/", 401)


async def test_quote_answers_are_as_documented(api, db, admin_headers):
    world = await build_world(db)
    key = (await create_api_key(db)).headers
    quote = await api.call(
        "POST",
        f"{V1}/fares/quote",
        200,
        headers=key,
        json={
            "origin": "FRU",
            "destination": "OSS",
            "departure_date": world.flight.flight_date.isoformat(),
            "return_date": world.return_flight.flight_date.isoformat(),
            "pax": [{"type": "adult", "count": 2}, {"type": "child"}, {"type": "infant"}],
            "promo_code": "NOSUCHCODE",
        },
    )
    quote_id = quote.json()["quote_id"]
    await api.call("GET", f"{V1}/fares/quote/{quote_id}", 200)
    await api.call(
        "POST",
        f"{V1}/fares/quote",
        400,
        json={"flight_id": str(world.flight.id), "pax": [{"type": "adult", "count": 9}] * 2},
    )
    original = {
        "original_total_amount": "300",
        "original_currency": "USD",
        "original_fare_rule_id": str(world.classic_rule.id),
        "original_scheduled_departure": (clock.now() + timedelta(days=10)).isoformat(),
    }
    await api.call(
        "POST",
        f"{V1}/fares/quote/exchange",
        200,
        headers=key,
        json={**original, "new_flight_id": str(world.flight.id)},
    )
    await api.call("POST", f"{V1}/fares/quote/refund", 200, json={**original, "pax_count": 2})
    await api.call(
        "POST",
        f"{V1}/fares/quote/refund",
        400,
        json={**original, "original_fare_rule_id": str(uuid.uuid4())},
    )
    await api.call("GET", f"{V1}/fares/audit-log", 200, headers=admin_headers)
    await api.call(
        "POST", f"{V1}/admin/test-clock", 200, headers=admin_headers, json={"advance_seconds": 301}
    )
    await api.call("GET", f"{V1}/fares/quote/{quote_id}", 410)
    await api.call("POST", f"{V1}/fares/quote", 422, json={"origin": "FRU"})


async def test_passenger_answers_are_as_documented(api, db):
    key = (await create_api_key(db, client_type="consumer_app")).headers
    base = f"{V1}/auth/passenger"
    account = {"email": "aida@example.com", "password": "Secret#123"}
    signed_up = await api.call(
        "POST", f"{base}/register", 201, headers=key, json={**account, "phone": "+996555123456"}
    )
    await api.call("POST", f"{base}/register", 409, headers=key, json=account)
    await api.call(
        "POST",
        f"{base}/register",
        400,
        headers=key,
        json={**account, "email": "b@example.com", "password": "short"},
    )
    await api.call(
        "POST", f"{base}/login", 401, headers=key, json={**account, "password": "Wrong#1234"}
    )
    tokens = (await api.call("POST", f"{base}/login", 200, headers=key, json=account)).json()
    refreshed = await api.call(
        "POST",
        f"{base}/refresh",
        200,
        headers=key,
        json={"refresh_token": signed_up.json()["refresh_token"]},
    )
    assert refreshed.json()["access_token"]
    passenger = {**key, "Authorization": f"Bearer {tokens['access_token']}"}
    await api.call("GET", f"{base}/me", 200, headers=passenger)
    await api.call(
        "PATCH",
        f"{base}/me",
        200,
        headers=passenger,
        json={
            "first_name": "Aida",
            "documents": [
                {"type": "passport", "number": "ab123", "expiry": "2031-01-01", "country": "kgz"}
            ],
            "preferences": {"seat": "window", "meal": "vgml"},
        },
    )
    await api.call("POST", f"{base}/phone/check", 200, headers=key, json={"phone": "+996555123456"})
    await api.call(
        "POST", f"{base}/phone/request-code", 200, headers=key, json={"phone": "+996555000111"}
    )
    await api.call(
        "POST",
        f"{base}/phone/verify",
        400,
        headers=key,
        json={"phone": "+996555000111", "code": "000000"},
    )
    device = {"platform": "android", "push_token": "token-1", "device_id": "kg.airline.app"}
    await api.call("POST", f"{base}/devices/register", 200, headers=passenger, json=device)
    await api.call("GET", f"{base}/devices/me", 200, headers=passenger)
    await api.call("DELETE", f"{base}/devices/token-1", 204, headers=passenger)
    await api.call("DELETE", f"{base}/devices/no-such-token", 404, headers=passenger)
    await api.call(
        "POST",
        f"{base}/logout",
        204,
        headers=passenger,
        json={"refresh_token": tokens["refresh_token"]},
    )
    await api.call("GET", f"{base}/me", 401, headers=key)


async def test_public_answers_are_as_documented(api):
    for path in (
        "page-contents",
        "site-banners",
        "site-info-blocks",
        "destinations-ads",
        "app-links",
    ):
        await api.call("GET", f"{V1}/auth/public/{path}", 200)
    await api.call("GET", f"{V1}/auth/public/airline/profile", 404)
    await api.call("GET", f"{V1}/fares/public/exchange-rates", 200)
    await api.call(
        "GET",
        f"{V1}/fares/public/exchange-rates/convert?amount=10&from_currency=USD&to_currency=KGS",
        404,
    )
    await api.call("GET", "/healthz", 200)
    await api.call("GET", "/readyz", 200)
