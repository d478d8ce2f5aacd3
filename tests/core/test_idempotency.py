"""The HTTP side of idempotency keys (``tarmac.core.idempotency``) that needs no database:
the advisory-lock number, a stored answer's replay, and rendering a route's result. The
rules through HTTP are in ``tests/db/test_idempotency.py``."""

from fastapi import FastAPI, Request
from fastapi.responses import PlainTextResponse

from tarmac.core import idempotency
from tests.conftest import client_for


def test_the_lock_number_is_the_same_everywhere_and_differs_by_scope_operation_and_key():
    number = idempotency.lock_id("secret:shop", "bookings.create", "k" * 16)
    assert number == idempotency.lock_id("secret:shop", "bookings.create", "k" * 16)
    assert -(2**63) <= number < 2**63
    others = {
        idempotency.lock_id("secret:shop2", "bookings.create", "k" * 16),
        idempotency.lock_id("secret:shop", "bookings.refund", "k" * 16),
        idempotency.lock_id("secret:shop", "bookings.create", "k" * 15 + "j"),
        # the separator keeps the parts apart
        idempotency.lock_id("secret:sho", "pbookings.create", "k" * 16),
    }
    assert number not in others
    assert len(others) == 4


def test_a_replay_has_the_stored_status_body_and_content_type_and_says_it_is_one():
    answer = idempotency.StoredAnswer(201, '{"a":"é"}'.encode(), "application/json")
    response = idempotency.replay(answer)
    assert response.status_code == 201
    assert response.body == answer.body
    assert response.headers["content-type"] == "application/json"
    assert response.headers["idempotent-replayed"] == "true"


async def test_render_keeps_a_response_and_gives_no_body_to_a_204():
    app = FastAPI()
    rendered = {}

    @app.post("/text")
    async def text(request: Request):
        rendered["text"] = await idempotency.render(request, PlainTextResponse("ok", 202))
        return rendered["text"]

    @app.post("/empty", status_code=204)
    async def empty(request: Request):
        rendered["empty"] = await idempotency.render(request, None)
        return rendered["empty"]

    async with client_for(app) as client:
        text_response = await client.post("/text")
        empty_response = await client.post("/empty")
    assert (text_response.status_code, text_response.text) == (202, "ok")
    assert text_response.headers["content-type"].startswith("text/plain")
    assert (empty_response.status_code, empty_response.content) == (204, b"")
    assert rendered["empty"].body == b""
