"""Rules every back-office route keeps: OpenAPI documents its request and response models
and lists the errors it can answer (404 for a key in the path, 422 for a body, 409 where
the table has a unique key or is used by others); lists are paged with limit and offset."""

import pytest
from sqlalchemy import UniqueConstraint

from tarmac.admin.crud import MOUNTED
from tarmac.tables import metadata
from tests.admin import helpers
from tests.admin.helpers import ADMIN

PREFIX = "/api/v1/admin"
# Paths whose parameter is not a record's key.
NOT_A_KEY = {f"{PREFIX}/taxes/countries/{{country}}"}


def _operations(document: dict):
    for path, methods in document["paths"].items():
        if path.startswith(f"{PREFIX}/"):
            for method, operation in methods.items():
                yield path, method, operation


def test_every_admin_route_documents_its_request_and_response_models(openapi_document):
    for path, method, operation in _operations(openapi_document):
        responses = operation["responses"]
        success = [code for code in responses if code.startswith("2")]
        assert success, (method, path)
        for code in success:
            if code != "204":
                # JSON, or a document in its own type (a PAXLST is application/EDIFACT)
                content = responses[code]["content"]
                media = content.get("application/json") or next(iter(content.values()))
                assert "schema" in media, (method, path)
        if method in {"put", "patch"}:
            assert "requestBody" in operation, (method, path)


def test_every_admin_route_lists_the_errors_it_can_answer(openapi_document):
    for path, method, operation in _operations(openapi_document):
        codes = set(operation["responses"])
        assert {"401", "403"} <= codes, (method, path)
        if "{" in path and path not in NOT_A_KEY:
            assert "404" in codes, (method, path)
        if "requestBody" in operation:
            assert "422" in codes, (method, path)


def _referenced(table) -> bool:
    return any(
        fk.column.table is table and (fk.ondelete or "RESTRICT") in {"RESTRICT", "NO ACTION"}
        for other in metadata.tables.values()
        for fk in other.foreign_keys
    )


@pytest.mark.parametrize("resource", MOUNTED, ids=lambda r: r.path)
def test_writes_to_a_table_with_a_unique_key_or_users_list_409(openapi_document, resource):
    paths = openapi_document["paths"]
    table = resource.records.model.__table__
    unique = any(isinstance(c, UniqueConstraint) for c in table.constraints) or any(
        index.unique for index in table.indexes
    )
    item = f"{PREFIX}{resource.path}/{{{resource.key}}}"
    if unique and resource.create is not None:
        assert "409" in paths[f"{PREFIX}{resource.path}"]["post"]["responses"]
    if unique and resource.patch is not None:
        assert "409" in paths[item]["patch"]["responses"]
    if resource.delete and (_referenced(table) or resource.records.blocked_by):
        assert "409" in paths[item]["delete"]["responses"]


def test_the_409_and_422_of_a_route_name_each_error_they_stand_for(openapi_document):
    paths = openapi_document["paths"]
    schedule = paths[f"{PREFIX}/schedules"]["post"]["responses"]
    assert "`schedule_overlap`" in schedule["409"]["description"]
    assert "`already_exists`" not in schedule["409"]["description"]  # no unique key
    assert "`invalid_inventory_template`" in schedule["422"]["description"]
    route_delete = paths[f"{PREFIX}/routes/{{route_id}}"]["delete"]["responses"]
    assert route_delete["409"]["description"] == (
        "- `record_in_use`: The record is used by other records and cannot be deleted"
    )


async def test_lists_are_paged_with_limit_and_offset(client, admin_headers):
    for iata in ("FRU", "OSS", "IST"):
        await helpers.airport(client, admin_headers, iata)

    async def listed(**params):
        response = await client.get(f"{ADMIN}/airports", params=params, headers=admin_headers)
        assert response.status_code == 200, response.text
        return [airport["iata_code"] for airport in response.json()]

    assert await listed() == ["FRU", "IST", "OSS"]
    assert await listed(limit=2) == ["FRU", "IST"]
    assert await listed(limit=2, offset=2) == ["OSS"]
    assert await listed(offset=3) == []
    for bad in ({"limit": 0}, {"limit": 1001}, {"offset": -1}, {"limit": "many"}):
        response = await client.get(f"{ADMIN}/airports", params=bad, headers=admin_headers)
        assert response.status_code == 422, bad
        assert response.json()["detail"][0]["loc"] == ["query", next(iter(bad))]


async def test_list_filters_combine_with_paging(client, admin_headers):
    for name in ("Alpha", "Beta", "Gamma"):
        await helpers.post(client, admin_headers, "/partners", {"name": name})
    parent = (await client.get(f"{ADMIN}/partners", headers=admin_headers)).json()[0]
    for name in ("Sub 1", "Sub 2"):
        await helpers.post(
            client, admin_headers, "/partners", {"name": name, "parent_id": parent["id"]}
        )
    response = await client.get(
        f"{ADMIN}/partners",
        params={"parent_id": parent["id"], "limit": 1, "offset": 1},
        headers=admin_headers,
    )
    assert [p["name"] for p in response.json()] == ["Sub 2"]
