"""Both spellings of a route (issue 33): ``/x`` and ``/x/`` answer the same, without a
redirect, and the OpenAPI document names one of them (``core.slashes``)."""

import re

from tests.bookings.helpers import BOOKINGS, passenger, quote
from tests.factories import create_api_key
from tests.pricing.world import build_world


def _other(path: str) -> str:
    return path[:-1] if path.endswith("/") else path + "/"


def test_the_document_names_one_spelling_of_each_route(openapi_document):
    paths = set(openapi_document["paths"])
    assert not [p for p in paths if _other(p) in paths]


async def test_every_collection_route_answers_both_spellings_without_a_redirect(
    client, db, openapi_document, admin_headers
):
    await build_world(db)
    key = (await create_api_key(db)).headers
    compared = 0
    for path, item in openapi_document["paths"].items():
        if "get" not in item or "{" in path or not path.startswith("/api/"):
            continue
        headers = admin_headers if "/admin/" in path or "audit-log" in path else key
        documented = await client.get(path, headers=headers)
        other = await client.get(_other(path), headers=headers)
        assert documented.status_code != 307, path
        if documented.status_code == 404:
            assert documented.json()["code"] != "route_not_found", path
        assert other.status_code == documented.status_code, (path, other.text)
        compared += 1
        if not documented.headers["content-type"].startswith("application/json"):
            continue  # a document as text (the SSIM file): the status says it is served
        answer = documented.json()
        if isinstance(answer, list) or "data" in answer or "code" in answer:  # a list, an error
            assert other.json() == answer, path
    assert compared > 40


async def test_a_booking_is_created_without_the_trailing_slash(client, db):
    world = await build_world(db)
    key = await create_api_key(db)
    quoted = await quote(client, key.headers, world.flight.id)
    body = {"quote_id": quoted["quote_id"], "passengers": [passenger()], "contact_email": "a@b.kg"}
    response = await client.post(BOOKINGS, json=body, headers=key.headers)
    assert response.status_code == 201, response.text
    assert re.fullmatch(r"[A-Z0-9]{6}", response.json()["booking_reference"])
    listed = await client.get(BOOKINGS, headers=key.headers)
    assert [b["id"] for b in listed.json()["data"]] == [response.json()["id"]]


async def test_a_path_with_a_parameter_answers_both_spellings(client, db):
    world = await build_world(db)
    key = await create_api_key(db)
    path = f"/api/v1/schedules/flights/{world.flight.id}"
    with_slash = await client.get(path + "/", headers=key.headers)
    assert with_slash.status_code == 200, with_slash.text
    assert with_slash.json() == (await client.get(path, headers=key.headers)).json()
    # a literal collection wins over a path parameter: not a booking id "drafts"
    drafts = await client.get("/api/v1/bookings/drafts", headers=key.headers)
    assert drafts.status_code == 200 and drafts.json()["data"] == []


def test_the_quick_route_listing_agrees_with_fastapis_own(app):
    """``core.slashes.route_paths`` reads two attributes of FastAPI's included routers instead
    of building every route's context (seconds per app): it must list what FastAPI's public
    ``iter_route_contexts`` lists, and fails here the day FastAPI renames them."""
    from fastapi.routing import iter_route_contexts

    from tarmac.core.slashes import route_paths

    quick = list(route_paths(app.routes))
    assert len(quick) > 200
    assert sorted(quick) == sorted(route.path_format for route in iter_route_contexts(app.routes))
