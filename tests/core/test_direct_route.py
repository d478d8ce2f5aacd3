"""``DirectRoute`` answers exactly as FastAPI's own route would, and refuses at build time
what it cannot solve."""

import uuid
from typing import Annotated

import httpx
import pytest
from fastapi import APIRouter, Depends, FastAPI, Header, Query, Request
from fastapi.responses import JSONResponse
from fastapi.security import APIKeyHeader
from pydantic import BaseModel, Field

from tarmac.core import handlers
from tarmac.core.direct_route import direct_post
from tarmac.core.errors import Unauthorized

_key_header = APIKeyHeader(name="X-API-Key", auto_error=False)
calls: list[str] = []


async def caller(request: Request, raw: Annotated[str | None, Depends(_key_header)]) -> str:
    calls.append("caller")
    if raw != "good":
        raise Unauthorized("Missing X-API-Key header")
    return raw


def plain(request: Request) -> str:
    return request.url.path


class Item(BaseModel):
    name: str = Field(min_length=2)
    count: int = Field(default=1, ge=1, le=9)


async def endpoint(
    key: Annotated[str, Depends(caller)],
    again: Annotated[str, Depends(caller)],
    path: Annotated[str, Depends(plain)],
    body: Item,
) -> JSONResponse:
    return JSONResponse({"key": key, "again": again, "path": path, "item": body.model_dump()})


events: list[str] = []


async def idempotency_key(
    key: Annotated[str | None, Header(alias="X-Idempotency-Key", min_length=4)] = None,
    alias: Annotated[str | None, Header(alias="Idempotency-Key", max_length=8)] = None,
) -> str | None:
    return key or alias


async def transaction():
    events.append("begin")
    try:
        yield "session"
    except Exception as exc:
        events.append(f"rollback {type(exc).__name__}")
        raise
    else:
        events.append("commit")


async def writing(
    key: Annotated[str, Depends(caller)],
    idem: Annotated[str | None, Depends(idempotency_key)],
    session: Annotated[str, Depends(transaction, scope="function")],
    body: Item,
) -> JSONResponse:
    if body.name == "boom":
        raise Unauthorized("boom")
    events.append("endpoint")
    return JSONResponse({"key": key, "idem": idem, "session": session, "item": body.model_dump()})


async def with_path(
    item_id: uuid.UUID,
    key: Annotated[str, Depends(caller)],
    session: Annotated[str, Depends(transaction, scope="function")],
) -> JSONResponse:
    events.append("endpoint")
    return JSONResponse({"item_id": str(item_id), "key": key, "session": session})


def make_app() -> FastAPI:
    app = FastAPI()
    handlers.install(app)
    router = APIRouter()
    router.post("/fastapi")(endpoint)
    direct_post(router, "/direct")(endpoint)
    router.post("/fastapi-write")(writing)
    direct_post(router, "/direct-write")(writing)
    router.post("/fastapi-items/{item_id}/pay")(with_path)
    direct_post(router, "/direct-items/{item_id}/pay")(with_path)
    app.include_router(router, prefix="/v1")
    return app


CASES = [
    ({"X-API-Key": "good"}, b'{"name": "seat", "count": 2}', "application/json"),
    ({"X-API-Key": "good"}, b'{"name": "seat"}', "application/json; charset=utf-8"),
    ({"X-API-Key": "good"}, b'{"name": "x", "count": 10}', "application/json"),
    ({"X-API-Key": "good"}, b'{"count": "many"}', "application/json"),
    ({"X-API-Key": "good"}, b'["not", "an", "object"]', "application/json"),
    ({"X-API-Key": "good"}, b'{"name": "seat",', "application/json"),
    ({"X-API-Key": "good"}, b"", "application/json"),
    ({"X-API-Key": "good"}, b'{"name": "seat"}', "text/plain"),
    ({"X-API-Key": "good"}, b'{"name": "seat"}', None),
    ({"X-API-Key": "good"}, b'{"name": "seat"}', "application/vnd.api+json"),
    ({}, b'{"name": "seat"}', "application/json"),
    ({}, b'{"name": "x"}', "application/json"),
    ({}, b"{broken", "application/json"),
    ({"X-API-Key": "bad"}, b"", "application/json"),
]


@pytest.mark.parametrize(("headers", "raw", "content_type"), CASES)
async def test_direct_route_answers_like_fastapi(headers, raw, content_type):
    app = make_app()
    sent = dict(headers)
    if content_type is not None:
        sent["Content-Type"] = content_type
    transport = httpx.ASGITransport(app=app)
    async with httpx.AsyncClient(transport=transport, base_url="http://test") as client:
        expected = await client.post("/v1/fastapi", content=raw, headers=sent)
        got = await client.post("/v1/direct", content=raw, headers=sent)
    assert got.status_code == expected.status_code
    body = got.json()
    if isinstance(body, dict) and "path" in body:
        body["path"] = "/v1/fastapi"
    assert body == expected.json()


WRITE_CASES = [
    ({"X-API-Key": "good", "X-Idempotency-Key": "abcdef"}, {"name": "seat"}),
    ({"X-API-Key": "good", "Idempotency-Key": "abcdef"}, {"name": "seat"}),
    ({"X-API-Key": "good", "X-Idempotency-Key": "ab"}, {"name": "seat"}),
    ({"X-API-Key": "good", "X-Idempotency-Key": "ab"}, {"name": "x"}),
    ({"X-API-Key": "good", "X-Idempotency-Key": "ab", "Idempotency-Key": "a" * 9}, {}),
    ({"X-Idempotency-Key": "ab"}, {"name": "x"}),
    ({"X-API-Key": "good"}, {"name": "boom"}),
]


@pytest.mark.parametrize(("headers", "body"), WRITE_CASES)
async def test_header_parameters_and_a_transaction_answer_like_fastapi(headers, body):
    app = make_app()
    transport = httpx.ASGITransport(app=app)
    async with httpx.AsyncClient(transport=transport, base_url="http://test") as client:
        events.clear()
        expected = await client.post("/v1/fastapi-write", json=body, headers=headers)
        fastapi_events = list(events)
        events.clear()
        got = await client.post("/v1/direct-write", json=body, headers=headers)
    assert (got.status_code, got.json()) == (expected.status_code, expected.json())
    assert events == fastapi_events


PATH_CASES = [
    ({"X-API-Key": "good"}, "7d0d5c3e-6a4f-4b8e-9a51-2f1f3c9a8b10"),
    ({"X-API-Key": "good"}, "not-a-uuid"),
    ({}, "not-a-uuid"),
    ({"X-API-Key": "bad"}, "7d0d5c3e-6a4f-4b8e-9a51-2f1f3c9a8b10"),
]


@pytest.mark.parametrize(("headers", "item_id"), PATH_CASES)
async def test_a_path_parameter_answers_like_fastapi(headers, item_id):
    transport = httpx.ASGITransport(app=make_app())
    async with httpx.AsyncClient(transport=transport, base_url="http://test") as client:
        events.clear()
        expected = await client.post(f"/v1/fastapi-items/{item_id}/pay", headers=headers)
        fastapi_events = list(events)
        events.clear()
        got = await client.post(f"/v1/direct-items/{item_id}/pay", headers=headers)
    assert (got.status_code, got.json()) == (expected.status_code, expected.json())
    assert events == fastapi_events


async def test_a_transaction_is_left_after_the_endpoint_and_before_the_answer():
    transport = httpx.ASGITransport(app=make_app())
    async with httpx.AsyncClient(transport=transport, base_url="http://test") as client:
        events.clear()
        ok = await client.post(
            "/v1/direct-write", json={"name": "seat"}, headers={"X-API-Key": "good"}
        )
        assert ok.status_code == 200 and events == ["begin", "endpoint", "commit"]
        events.clear()
        failed = await client.post(
            "/v1/direct-write", json={"name": "boom"}, headers={"X-API-Key": "good"}
        )
        assert failed.status_code == 401 and events == ["begin", "rollback Unauthorized"]
        events.clear()
        invalid = await client.post(
            "/v1/direct-write",
            json={"name": "x"},
            headers={"X-API-Key": "good", "X-Idempotency-Key": "ab"},
        )
        assert invalid.status_code == 422
        assert [e["loc"] for e in invalid.json()["detail"]] == [
            ["header", "X-Idempotency-Key"],
            ["body", "name"],
        ]
        assert events == ["begin", "rollback RequestValidationError"]


async def test_a_dependency_used_twice_runs_once_per_request():
    calls.clear()
    transport = httpx.ASGITransport(app=make_app())
    async with httpx.AsyncClient(transport=transport, base_url="http://test") as client:
        answer = await client.post(
            "/v1/direct", json={"name": "seat"}, headers={"X-API-Key": "good"}
        )
    assert answer.status_code == 200
    assert calls == ["caller"]


def _build(endpoint) -> None:
    router = APIRouter()
    direct_post(router, "/x")(endpoint)
    app = FastAPI()
    app.include_router(router)
    app.router.routes[-1].effective_candidates()


def test_a_query_parameter_is_refused_when_the_app_is_built():
    async def with_query(limit: Annotated[int, Query()] = 5) -> JSONResponse:
        return JSONResponse({})

    with pytest.raises(TypeError, match="no query or header"):
        _build(with_query)


def test_a_dependency_with_yield_is_refused_when_the_app_is_built():
    async def session():
        yield "session"

    async def with_session(s: Annotated[str, Depends(session)]) -> JSONResponse:
        return JSONResponse({})

    with pytest.raises(TypeError, match="yields"):
        _build(with_session)  # scope="request" (the default) would end after the answer


def test_a_dependency_that_reads_a_query_parameter_is_refused():
    def page(number: int = 1) -> int:
        return number

    async def with_page(p: Annotated[int, Depends(page)]) -> JSONResponse:
        return JSONResponse({})

    with pytest.raises(TypeError, match="needs more than the request"):
        _build(with_page)
