"""The credentials in OpenAPI are what the routes read (issue 11): the three key headers are
API-key schemes sent together, optional where a key is optional, with the bearer token where
a route needs one; a magic link (issue 12) is the ``access_token`` query parameter or the
bearer token, either one without a key. Which route reads what is found by calling every
route, not listed."""

import re
import uuid

import pytest
from lxml import etree

from tests.accounts.factories import register
from tests.factories import create_api_key
from tests.openapi.conftest import operations

KEY = {"ApiKey": [], "ClientId": [], "ClientType": []}
BEARER = {"BearerToken": []}
ACCESS = {"AccessToken": []}
DUMMY = "00000000-0000-4000-8000-000000000000"


def test_the_magic_link_is_an_api_key_scheme_in_the_query(document):
    scheme = document["components"]["securitySchemes"]["AccessToken"]
    assert (scheme["type"], scheme["in"], scheme["name"]) == ("apiKey", "query", "access_token")


def test_key_headers_are_api_key_schemes_in_the_header(document):
    schemes = document["components"]["securitySchemes"]
    assert {
        name: (schemes[name]["type"], schemes[name]["in"], schemes[name]["name"]) for name in KEY
    } == {
        "ApiKey": ("apiKey", "header", "X-API-Key"),
        "ClientId": ("apiKey", "header", "X-Client-Id"),
        "ClientType": ("apiKey", "header", "X-Client-Type"),
    }
    assert schemes["BearerToken"] == {
        "type": "http",
        "scheme": "bearer",
        "description": schemes["BearerToken"]["description"],
    }


def test_no_requirement_names_only_some_of_the_key_headers(document):
    for path, method, operation in operations(document):
        for requirement in operation.get("security", []):
            names = set(requirement) & set(KEY)
            assert names in (set(), set(KEY)), (method, path, requirement)


def _url(path: str) -> str:
    return re.sub(r"\{[^}]+\}", DUMMY, path)


def _example(document: dict, operation: dict):
    """The first example of the operation's body, so that the route gets past validation."""
    body = operation.get("requestBody", {}).get("content", {}).get("application/json")
    if body is None:
        return None
    schema = body["schema"]
    if "$ref" in schema:
        schema = document["components"]["schemas"][schema["$ref"].rsplit("/", 1)[1]]
    return schema.get("examples", [{}])[0]


async def _detail(client, method: str, path: str, headers: dict[str, str], body=None, params=None):
    response = await client.request(method, _url(path), headers=headers, json=body, params=params)
    if response.status_code != 401:
        return None
    if response.headers["content-type"].startswith("application/xml"):  # an NDC message's Error
        return etree.fromstring(response.content).findtext(".//{*}Error/{*}DescText")
    return response.json()["detail"]


@pytest.fixture
async def lenient_client(app_factory):
    from tests.conftest import client_for

    # every route is called a few times, public ones from one address
    async with client_for(app_factory(rate_limit_multiplier=1000)) as client:
        yield client


async def test_every_operation_declares_the_credentials_it_reads(lenient_client, db, signer):
    client = lenient_client
    key = (await create_api_key(db)).headers
    bad_key = {**key, "X-API-Key": "sk_test_" + "0" * 40}
    bad_bearer = {"Authorization": "Bearer not-a-token"}
    staff = {"Authorization": f"Bearer {signer.staff_token('tester', {'admin'}, 600)}"}
    # a magic link for the booking the calls name (none exists: past the credentials, 404)
    magic_link = signer.magic_link_token(uuid.UUID(DUMMY))
    passenger = {
        "Authorization": f"Bearer {(await register(client, key))['access_token']}",
    }
    seen = set()
    document = await _document(client)
    for path, method, operation in operations(document):
        found = operation.get("security", [])
        body = _example(document, operation)
        bare = await _detail(client, method, path, {}, body)
        if bare == "Missing X-API-Key header":
            keyed = await _detail(client, method, path, key, body)
            if keyed is not None and "bearer token is required" in keyed:
                expected = [{**KEY, **BEARER}]
            elif keyed is None and await _detail(client, method, path, {**key, **bad_bearer}, body):
                expected = [{**KEY, **BEARER}, KEY]
            elif await _detail(client, method, path, staff, body) is None:
                expected = [KEY, BEARER]  # a key or, without one, a staff token
            else:
                expected = [KEY]
        elif bare is not None and bare.startswith("This route needs a magic-link token"):
            # key headers alone are 401 where no key is read, and a way in where one is
            keyed = await _detail(client, method, path, key, body)
            assert keyed in (bare, None), (method, path)
            by_query = {"access_token": magic_link}
            assert await _detail(client, method, path, {}, body, by_query) is None, (method, path)
            as_bearer = {"Authorization": f"Bearer {magic_link}"}
            assert await _detail(client, method, path, as_bearer, body) is None, (method, path)
            if "or a passenger token" in bare:  # in the bearer token too, still without a key
                assert await _detail(client, method, path, passenger, body) is None, (method, path)
            expected = [ACCESS, BEARER] if keyed else [KEY, ACCESS, BEARER]
        elif bare is not None and bare.startswith("A staff bearer token is required"):
            assert await _detail(client, method, path, staff, body) is None, (method, path)
            expected = [BEARER]
        elif await _detail(client, method, path, bad_key, body) is not None:
            expected = [KEY, {}]
        else:
            expected = []
        assert found == expected, (method, path, found, expected)
        seen.add(str(expected))
    # every kind of route exists: keyed, key and token, key and maybe a token, key or staff,
    # staff, optional key, magic link, key or magic link, public
    assert len(seen) == 9, seen


async def _document(client) -> dict:
    response = await client.get("/openapi.json")
    assert response.status_code == 200
    return response.json()


def test_every_limited_operation_documents_429(document):
    """Every request with a key, and every public one, counts against a limit (spec 02 §8)."""
    for path, method, operation in operations(document):
        security = operation.get("security", [])
        keyed = any("ApiKey" in requirement for requirement in security)
        public = not security and path.startswith("/api/v1/")
        if keyed or public:
            assert "429" in operation["responses"], (method, path)
