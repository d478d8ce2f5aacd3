"""``DirectRoute`` answers exactly as FastAPI's own route would, and refuses at build time
what it cannot solve."""

from typing import Annotated

import httpx
import pytest
from fastapi import APIRouter, Depends, FastAPI, Query, Request
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


def make_app() -> FastAPI:
    app = FastAPI()
    handlers.install(app)
    router = APIRouter()
    router.post("/fastapi")(endpoint)
    direct_post(router, "/direct")(endpoint)
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

    with pytest.raises(TypeError, match="no path, query or header"):
        _build(with_query)


def test_a_dependency_with_yield_is_refused_when_the_app_is_built():
    async def session():
        yield "session"

    async def with_session(s: Annotated[str, Depends(session)]) -> JSONResponse:
        return JSONResponse({})

    with pytest.raises(TypeError, match="yields"):
        _build(with_session)


def test_a_dependency_that_reads_a_query_parameter_is_refused():
    def page(number: int = 1) -> int:
        return number

    async def with_page(p: Annotated[int, Depends(page)]) -> JSONResponse:
        return JSONResponse({})

    with pytest.raises(TypeError, match="needs more than the request"):
        _build(with_page)
