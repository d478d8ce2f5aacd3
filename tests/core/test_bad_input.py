"""Bad input gets one answer on every route, before any route runs: a NUL character in the
body, the query or the path is a 422 naming the field; a body that is not JSON (invalid
syntax, invalid UTF-8, nested past 1024 levels) is a 422 ``json_invalid``; a body past
1 MiB is a 413 as soon as the limit is passed, whatever its framing."""

import asyncio

import pytest
from sqlalchemy import func, select

from tarmac.accounts.models import Passenger
from tests import live
from tests.accounts.factories import BASE, key_headers, login, register, with_token
from tests.factories import create_api_key

NUL = "\u0000"
LIMIT = 1024 * 1024


def nul_error(response, loc):
    assert response.status_code == 422, response.text
    assert response.json() == {
        "detail": [
            {
                "type": "string_nul_character",
                "loc": loc,
                "msg": "The NUL character (\\u0000) is not allowed in text",
            }
        ],
        "code": "validation_error",
    }


async def test_a_nul_in_a_body_string_is_422_naming_the_field_and_nothing_is_written(client, db):
    headers = await key_headers(db)
    response = await client.post(
        f"{BASE}/register",
        headers=headers,
        json={"email": "a@example.com", "password": "Secret#123", "first_name": f"Iv{NUL}an"},
    )
    nul_error(response, ["body", "first_name"])
    assert await db.scalar(select(func.count()).select_from(Passenger)) == 0

    nul_error(
        await client.post(f"{BASE}/login", headers=headers, json={"email": f"a{NUL}@x.kg"}),
        ["body", "email"],
    )


async def test_a_nul_deep_in_a_body_is_located_by_its_path(client, db, admin_headers):
    key = await create_api_key(db, key_type="secret", client_type="agency")
    response = await client.post(
        "/api/v1/fares/quote",
        headers=key.headers,
        json={"legs": [{"flight_id": "x"}], "passengers": {"ADT": 1}, "promo_code": f"A{NUL}"},
    )
    nul_error(response, ["body", "promo_code"])
    response = await client.post(
        "/api/v1/admin/partners",
        headers=admin_headers,
        json={"name": "Agency", "meta": [{"notes": ["ok", f"b{NUL}d"]}]},
    )
    nul_error(response, ["body", "meta", 0, "notes", 1])


async def test_a_nul_in_a_query_parameter_is_422_naming_it(client, admin_headers):
    response = await client.get("/api/v1/admin/messages?limit=5&to=a%00b", headers=admin_headers)
    nul_error(response, ["query", "to"])


async def test_a_nul_in_a_path_parameter_is_422_naming_it(client, db, admin_headers):
    headers = await key_headers(db)
    await register(client, headers)
    token = (await login(client, headers)).json()["access_token"]
    response = await client.delete(f"{BASE}/devices/a%00b", headers=with_token(headers, token))
    nul_error(response, ["path", "push_token"])
    response = await client.get("/api/v1/admin/ssr-services/A%00B", headers=admin_headers)
    nul_error(response, ["path", "code"])
    response = await client.get("/api/v1/auth/public/page-contents/ab%00c")
    nul_error(response, ["path", "slug"])


async def test_an_escaped_backslash_before_u0000_is_not_a_nul(client, db):
    headers = await key_headers(db)
    response = await client.post(
        f"{BASE}/register",
        headers=headers,
        json={"email": "a@example.com", "password": "Secret#123", "first_name": "x\\u0000"},
    )
    assert response.status_code == 201, response.text
    assert response.json()["passenger"]["first_name"] == "x\\u0000"


MALFORMED = {
    "invalid JSON": b'{"email": ',
    "invalid UTF-8": b'{"email": "\xff\xfe"}',
    "nested 2000 deep": b'{"email": ' + b"[" * 2000 + b"]" * 2000 + b"}",
    "a raw NUL byte": b'{"email": "a\x00b"}',
}


@pytest.mark.parametrize("body", MALFORMED.values(), ids=MALFORMED.keys())
@pytest.mark.parametrize(
    "path",
    [
        f"{BASE}/login",  # a plain FastAPI route
        "/api/v1/schedules/flights/search",  # a direct route (core.direct_route)
        "/api/v1/fares/quote",
        "/api/v1/auth/public/airline/profile",  # a route that takes no body
    ],
)
async def test_a_malformed_json_body_is_422_json_invalid_on_every_route(client, db, path, body):
    headers = (await create_api_key(db, key_type="secret", client_type="agency")).headers
    response = await client.post(
        path, headers={**headers, "content-type": "application/json"}, content=body
    )
    assert response.status_code == 422, response.text
    [error] = response.json()["detail"]
    assert error["type"] == "json_invalid"
    assert error["loc"][0] == "body" and isinstance(error["loc"][1], int)
    assert error["msg"].startswith("Invalid JSON body: ")


async def test_a_body_past_the_limit_is_413_by_its_content_length(client):
    response = await client.post(
        f"{BASE}/login", content=b"x" * (LIMIT + 1), headers={"content-type": "application/json"}
    )
    assert response.status_code == 413
    assert response.json() == {"detail": "Request body too large", "code": "payload_too_large"}


async def test_a_streamed_body_is_refused_once_it_passes_the_limit_without_reading_the_rest(
    app,
):
    """An endless chunked body: the answer is 413 after about 1 MiB has been read."""
    chunk = b"x" * 65536
    received = 0
    sent = []

    async def receive():
        nonlocal received
        received += len(chunk)
        return {"type": "http.request", "body": chunk, "more_body": True}

    async def send(message):
        sent.append(message)

    scope = {
        "type": "http",
        "asgi": {"version": "3.0"},
        "http_version": "1.1",
        "method": "POST",
        "scheme": "http",
        "path": f"{BASE}/login",
        "raw_path": f"{BASE}/login".encode(),
        "root_path": "",
        "query_string": b"",
        "headers": [(b"transfer-encoding", b"chunked"), (b"content-type", b"application/json")],
        "client": ("127.0.0.1", 5000),
        "server": ("test", 80),
    }
    await asyncio.wait_for(app(scope, receive, send), timeout=10)
    assert sent[0]["status"] == 413
    assert received <= LIMIT + len(chunk)


async def test_a_real_server_answers_413_to_a_chunked_body_before_it_ends(app):
    """Over a socket: 1.2 MiB of chunks and no final chunk; the 413 arrives anyway."""
    async with live.serving(app) as (url,):
        host, port = url.removeprefix("http://").split(":")
        reader, writer = await asyncio.open_connection(host, int(port))
        writer.write(
            f"POST {BASE}/login HTTP/1.1\r\nHost: {host}\r\nContent-Type: application/json\r\n"
            "Transfer-Encoding: chunked\r\n\r\n".encode()
        )
        chunk = b"x" * 65536
        for _ in range(20):
            writer.write(b"%x\r\n%s\r\n" % (len(chunk), chunk))
            await writer.drain()
        status_line = await asyncio.wait_for(reader.readline(), timeout=10)
        writer.close()
    assert status_line.startswith(b"HTTP/1.1 413")


@pytest.mark.parametrize("written", ["0", "20261201", "2026-12-01T00:00:00", "1.5", "2026-1-1"])
async def test_a_date_in_a_query_must_be_written_yyyy_mm_dd(client, db, written):
    headers = (await create_api_key(db, key_type="secret", client_type="agency")).headers
    response = await client.get(
        "/api/v1/schedules/flights/", headers=headers, params={"flight_date": written}
    )
    assert response.status_code == 422, response.text
    [error] = response.json()["detail"]
    assert error["loc"] == ["query", "flight_date"]
    assert "YYYY-MM-DD" in error["msg"]


async def test_a_date_in_a_body_must_be_written_yyyy_mm_dd(client, db):
    headers = (await create_api_key(db, key_type="secret", client_type="agency")).headers
    body = {"origin": "FRU", "destination": "OSS", "departure_date": 0}
    response = await client.post("/api/v1/schedules/flights/search", headers=headers, json=body)
    assert response.status_code == 422, response.text
    assert response.json()["detail"][0]["loc"] == ["body", "departure_date"]
    body["departure_date"] = "2026-12-01"
    response = await client.post("/api/v1/schedules/flights/search", headers=headers, json=body)
    assert response.status_code == 404  # the date is read; there are no airports


async def test_a_partner_contact_email_must_be_an_address(client, admin_headers):
    body = {"name": "Agency", "contact_email": "not an address"}
    response = await client.post("/api/v1/admin/partners", headers=admin_headers, json=body)
    assert response.status_code == 422, response.text
    assert response.json()["detail"][0]["loc"] == ["body", "contact_email"]
    body["contact_email"] = "Sales@Agency.KG"
    response = await client.post("/api/v1/admin/partners", headers=admin_headers, json=body)
    assert response.status_code == 201, response.text
    assert response.json()["contact_email"] == "sales@agency.kg"


@pytest.mark.parametrize("written", ["08:30+06:00", "08:30Z", 0, "8:30", "24:00"])
async def test_a_local_departure_time_is_hh_mm_without_an_offset(client, admin_headers, written):
    body = {"flight_number": "QH101", "departure_time": written, "flight_date": "2026-12-01"}
    response = await client.post("/api/v1/admin/flights", headers=admin_headers, json=body)
    assert response.status_code == 422, response.text
    assert ["body", "departure_time"] in [e["loc"] for e in response.json()["detail"]]


async def test_openapi_declares_local_times_as_patterned_strings_not_format_time(
    openapi_document,
):
    schemas = openapi_document["components"]["schemas"]
    for name in ("ScheduleIn", "ScheduleAdmin"):
        declared = schemas[name]["properties"]["departure_time"]
        assert "format" not in declared
        assert declared["type"] == "string" and declared["pattern"].startswith("^")
