"""Idempotent requests (spec 01 §4.5), through HTTP on probe routes that use
``Idempotency`` as real routes do: the first request runs and its answer is replayed byte
for byte; keys are scoped per client and per operation; 24 hours; a replay re-checks
credentials; concurrent repeats, also over two app instances, run the action once; an
action and its stored answer are one commit."""

import asyncio
import uuid
from datetime import UTC, datetime, timedelta

import httpx
import pytest
from sqlalchemy import update

from tarmac.auth.caller import Caller
from tarmac.auth.models import ApiKey
from tarmac.core import clock
from tarmac.core.idempotency import StoredAnswer, fingerprint
from tarmac.db import idempotency
from tarmac.events.registry import Registry
from tarmac.worker import Worker, load_tasks
from tests import live
from tests.accounts.factories import advance_clock
from tests.conftest import client_for
from tests.db.idempotency_probe import (
    BASE,
    NOTE,
    add_probe_routes,
    count_orders,
    stored_answers,
)
from tests.factories import create_api_key

ORDERS = f"{BASE}/orders"
IN_PROGRESS = (
    "A request with this idempotency key is still being processed; retry in 1 to 2 seconds"
)


def new_key() -> str:
    return str(uuid.uuid4())


@pytest.fixture
def probe_app(app, database_url):
    add_probe_routes(app, database_url)
    return app


@pytest.fixture
async def key(probe_app, db):
    return await create_api_key(db)


def with_key(issued, idempotency_key: str | None = None, header: str = "X-Idempotency-Key"):
    headers = dict(issued.headers)
    if idempotency_key is not None:
        headers[header] = idempotency_key
    return headers


def is_replay(response) -> bool:
    return response.headers.get("idempotent-replayed") == "true"


# --- the first request runs, a repeat gets its answer ----------------------------------------


async def test_a_repeat_replays_the_first_answer_byte_for_byte_without_a_second_action(
    client, db, key
):
    headers = with_key(key, new_key())
    first = await client.post(ORDERS, headers=headers, json={})
    assert first.status_code == 201, first.text
    assert first.json()["note"] == NOTE
    assert not is_replay(first)
    for _ in range(3):
        again = await client.post(ORDERS, headers=headers, json={})
        assert again.status_code == 201
        assert again.content == first.content
        assert again.headers["content-type"] == first.headers["content-type"]
        assert is_replay(again)
        assert again.headers["x-request-id"] != first.headers["x-request-id"]
    assert await count_orders(db) == 1


async def test_a_key_reused_with_another_body_is_422_and_never_gets_the_first_answer(
    client, db, key
):
    headers = with_key(key, new_key())
    first = await client.post(ORDERS, headers=headers, json={"note": "first"})
    again = await client.post(ORDERS, headers=headers, json={"note": "second"})
    assert again.status_code == 422
    assert again.json() == {
        "detail": "This idempotency key was used with another request body; "
        "send a new key with a new request",
        "code": "idempotency_key_reused",
    }
    assert "first" not in again.text and not is_replay(again)
    other_query = await client.post(
        ORDERS, headers=headers, params={"x": "1"}, json={"note": "first"}
    )
    assert other_query.status_code == 422
    assert await count_orders(db) == 1
    same = await client.post(ORDERS, headers=headers, json={"note": "first"})
    assert same.content == first.content and is_replay(same)


async def test_the_same_json_body_written_in_another_key_order_is_a_repeat(client, db, key):
    headers = with_key(key, new_key())
    first = await client.post(
        ORDERS,
        headers={**headers, "Content-Type": "application/json"},
        content=b'{"note": "a", "delay": 0}',
    )
    again = await client.post(
        ORDERS,
        headers={**headers, "Content-Type": "application/json"},
        content=b'{"delay":0,"note":"a"}',
    )
    assert first.status_code == 201
    assert again.content == first.content and is_replay(again)
    assert await count_orders(db) == 1


async def test_without_a_key_every_request_runs_and_nothing_is_stored(client, db, key):
    for _ in range(2):
        response = await client.post(ORDERS, headers=key.headers, json={})
        assert response.status_code == 201
        assert not is_replay(response)
    assert await count_orders(db) == 2
    assert await stored_answers(db) == []


async def test_the_stored_bytes_are_what_fastapi_sends_for_the_route(client, key):
    """The answer is rendered by the route's response_model and status code, as FastAPI
    renders it for a route that does not use idempotency."""
    plain = await client.post(f"{BASE}/plain", headers=key.headers, json={})
    rendered = await client.post(f"{BASE}/rendered", headers=with_key(key, new_key()), json={})
    assert plain.status_code == rendered.status_code == 201
    assert rendered.content == plain.content
    assert rendered.headers["content-type"] == plain.headers["content-type"]


async def test_the_answer_is_stored_with_its_status_content_type_and_body(client, db, key):
    idempotency_key = new_key()
    first = await client.post(ORDERS, headers=with_key(key, idempotency_key), json={})
    [stored] = await stored_answers(db)
    assert stored.key == idempotency_key
    assert stored.scope == f"secret:{key.client_id}"
    assert stored.operation == "probe.orders"
    # the answer as sent, beside the fingerprint of the request (docs/decisions/api-contract.md)
    assert (stored.status_code, stored.content_type, stored.body, stored.request_hash) == (
        201,
        "application/json",
        first.content,
        fingerprint("", b"{}"),
    )
    assert stored.expires_at - stored.created_at == timedelta(hours=24)


# --- the headers --------------------------------------------------------------------------


@pytest.mark.parametrize("length", [16, 200])
async def test_a_key_of_16_to_200_characters_is_accepted(client, key, length):
    response = await client.post(ORDERS, headers=with_key(key, "k" * length), json={})
    assert response.status_code == 201, response.text


@pytest.mark.parametrize(
    ("length", "error"), [(15, "string_too_short"), (201, "string_too_long"), (0, None)]
)
async def test_a_key_shorter_than_16_or_longer_than_200_is_422(client, db, key, length, error):
    response = await client.post(ORDERS, headers=with_key(key, "k" * length), json={})
    assert response.status_code == 422
    [detail] = response.json()["detail"]
    assert detail["loc"] == ["header", "X-Idempotency-Key"]
    assert detail["type"] == (error or "string_too_short")
    assert detail["msg"]
    assert await count_orders(db) == 0


@pytest.mark.parametrize(
    "value",
    ["ключ-идемпотентности-1".encode(), "key-with-é-latin-1".encode("latin-1"), b"key\x01" * 5],
    ids=["utf-8", "latin-1", "control"],
)
async def test_a_key_that_is_not_printable_ascii_is_422(client, db, key, value):
    headers = {**key.headers, "X-Idempotency-Key": value}
    response = await client.post(ORDERS, headers=headers, json={})
    assert response.status_code == 422
    [detail] = response.json()["detail"]
    assert detail["loc"] == ["header", "X-Idempotency-Key"]
    assert detail["type"] == "string_pattern_mismatch"
    assert await count_orders(db) == 0


async def test_a_bad_key_is_one_422_with_the_bodys_errors(client, key):
    response = await client.post(
        ORDERS, headers=with_key(key, "short"), json={"delay": "not a number"}
    )
    assert response.status_code == 422
    locs = [e["loc"] for e in response.json()["detail"]]
    assert ["header", "X-Idempotency-Key"] in locs
    assert ["body", "delay"] in locs


async def test_idempotency_key_is_an_alias_of_x_idempotency_key(client, db, key):
    idempotency_key = new_key()
    alias = with_key(key, idempotency_key, "Idempotency-Key")
    first = await client.post(ORDERS, headers=alias, json={})
    again = await client.post(ORDERS, headers=with_key(key, idempotency_key), json={})
    assert first.status_code == 201
    assert is_replay(again)
    assert again.content == first.content
    assert await count_orders(db) == 1


async def test_the_alias_is_validated_under_its_own_name(client, key):
    response = await client.post(ORDERS, headers=with_key(key, "short", "Idempotency-Key"), json={})
    assert response.status_code == 422
    assert response.json()["detail"][0]["loc"] == ["header", "Idempotency-Key"]


async def test_both_headers_with_one_value_are_one_key(client, db, key):
    idempotency_key = new_key()
    headers = {**with_key(key, idempotency_key), "Idempotency-Key": idempotency_key}
    first = await client.post(ORDERS, headers=headers, json={})
    again = await client.post(ORDERS, headers=headers, json={})
    assert first.status_code == 201
    assert again.content == first.content
    assert await count_orders(db) == 1


async def test_both_headers_with_different_values_are_422(client, db, key):
    headers = {**with_key(key, new_key()), "Idempotency-Key": new_key()}
    response = await client.post(ORDERS, headers=headers, json={})
    assert response.status_code == 422
    assert response.json() == {
        "detail": [
            {
                "type": "idempotency_key_conflict",
                "loc": ["header", "X-Idempotency-Key"],
                "msg": "X-Idempotency-Key and Idempotency-Key differ; send one of the two",
            }
        ],
        "code": "validation_error",
    }
    assert await count_orders(db) == 0


async def test_openapi_lists_both_headers_as_optional_parameters_of_the_route(client, key):
    schema = (await client.get("/openapi.json")).json()
    operation = schema["paths"][ORDERS]["post"]
    headers = {p["name"]: p for p in operation["parameters"] if p["in"] == "header"}
    for name in ("X-Idempotency-Key", "Idempotency-Key"):
        assert headers[name]["required"] is False
        assert headers[name]["schema"]["anyOf"][0]["minLength"] == 16
        assert headers[name]["schema"]["anyOf"][0]["maxLength"] == 200
    assert "201" in operation["responses"]
    assert operation["responses"]["201"]["content"]["application/json"]["schema"]["$ref"].endswith(
        "/Order"
    )
    assert "409" in operation["responses"]


# --- scope: client and operation ---------------------------------------------------------------


async def test_another_client_id_may_use_the_same_key_independently(client, db, key):
    other = await create_api_key(db)
    idempotency_key = new_key()
    mine = await client.post(ORDERS, headers=with_key(key, idempotency_key), json={"note": "a"})
    theirs = await client.post(ORDERS, headers=with_key(other, idempotency_key), json={"note": "b"})
    assert mine.status_code == theirs.status_code == 201
    assert not is_replay(theirs)
    assert (mine.json()["note"], theirs.json()["note"]) == ("a", "b")
    assert await count_orders(db) == 2


async def test_another_key_of_the_same_client_id_replays(client, db, key):
    """A client that rotated its secret key and retries is the same client: no second
    action."""
    rotated = await create_api_key(db, client_id=key.client_id)
    idempotency_key = new_key()
    first = await client.post(ORDERS, headers=with_key(key, idempotency_key), json={})
    again = await client.post(ORDERS, headers=with_key(rotated, idempotency_key), json={})
    assert is_replay(again)
    assert again.content == first.content
    assert await count_orders(db) == 1


async def test_a_publishable_key_never_gets_the_answer_of_a_secret_key_of_its_client(
    client, db, probe_app
):
    secret = await create_api_key(db, client_type="consumer_app")
    publishable = await create_api_key(db, key_type="publishable", client_type="consumer_app")
    # the back office no longer issues such a pair (docs/decisions/auth.md): a
    # pair issued before it still keeps its namespaces apart
    await db.execute(
        update(ApiKey).where(ApiKey.id == publishable.id).values(client_id=secret.client_id)
    )
    await db.commit()
    publishable.client_id = secret.client_id
    idempotency_key = new_key()
    first = await client.post(ORDERS, headers=with_key(secret, idempotency_key), json={})
    other = await client.post(ORDERS, headers=with_key(publishable, idempotency_key), json={})
    assert first.status_code == other.status_code == 201
    assert not is_replay(other)
    assert other.json()["id"] != first.json()["id"]
    assert await count_orders(db) == 2


async def test_one_key_on_two_operations_runs_each_and_replays_neither_for_the_other(
    client, db, key
):
    headers = with_key(key, new_key())
    order = await client.post(ORDERS, headers=headers, json={"note": "order"})
    quote = await client.post(f"{BASE}/quotes", headers=headers, json={"note": "quote"})
    assert (order.status_code, quote.status_code) == (201, 200)
    assert not is_replay(quote)
    assert quote.json()["note"] == "quote"
    assert is_replay(await client.post(f"{BASE}/quotes", headers=headers, json={"note": "quote"}))
    assert await count_orders(db) == 2


async def test_one_key_on_two_resources_of_one_operation_runs_each(client, db, key):
    headers = with_key(key, new_key())
    first, second = uuid.uuid4(), uuid.uuid4()
    a = await client.post(f"{BASE}/orders/{first}/refund", headers=headers)
    b = await client.post(f"{BASE}/orders/{second}/refund", headers=headers)
    assert a.status_code == b.status_code == 200
    assert not is_replay(b)
    assert a.json()["id"] != b.json()["id"]
    again = await client.post(f"{BASE}/orders/{first}/refund", headers=headers)
    assert again.content == a.content
    assert await count_orders(db) == 2


async def test_path_parameters_of_any_length_are_distinct_operations(client, db, key):
    headers = with_key(key, new_key())
    long_a, long_b = "a" * 3000, "a" * 2999 + "b"
    a = await client.post(f"{BASE}/things/{long_a}/touch", headers=headers)
    b = await client.post(f"{BASE}/things/{long_b}/touch", headers=headers)
    assert a.status_code == b.status_code == 200, a.text
    assert not is_replay(b)
    again = await client.post(f"{BASE}/things/{long_a}/touch", headers=headers)
    assert is_replay(again)
    assert again.content == a.content
    assert await count_orders(db) == 2
    assert all(len(answer.operation) < 200 for answer in await stored_answers(db))


async def test_two_paths_of_one_operation_share_the_key(client, db, key):
    headers = with_key(key, new_key())
    first = await client.post(ORDERS, headers=headers, json={})
    again = await client.post(f"{BASE}/alias/orders", headers=headers, json={})
    assert is_replay(again)
    assert again.content == first.content
    assert await count_orders(db) == 1


def test_the_scope_is_the_client_id_and_kind_of_key_narrowed_by_a_passenger_or_booking():
    passenger, booking = uuid.uuid4(), uuid.uuid4()
    key = {"key_type": "secret", "client_id": "shop-1", "client_type": "agency"}
    assert Caller(kind="agency", **key).idempotency_scope == "secret:shop-1"
    assert (
        Caller(kind="passenger", passenger_id=passenger, **key).idempotency_scope
        == f"secret:shop-1/passenger:{passenger}"
    )
    assert Caller(kind="guest", booking_id=booking).idempotency_scope == f"booking:{booking}"
    assert Caller(kind="staff", staff_subject="ops").idempotency_scope == "staff:ops"
    assert Caller(kind="anonymous").idempotency_scope is None


# --- 24 hours --------------------------------------------------------------------------------


async def test_after_24_hours_the_key_is_new(client, db, key, admin_headers):
    headers = with_key(key, new_key())
    first = await client.post(ORDERS, headers=headers, json={})
    await advance_clock(client, admin_headers, 24 * 3600 - 60)
    assert (await client.post(ORDERS, headers=headers, json={})).content == first.content
    await advance_clock(client, admin_headers, 61)
    fresh = await client.post(ORDERS, headers=headers, json={})
    assert fresh.status_code == 201
    assert not is_replay(fresh)
    assert fresh.json()["id"] != first.json()["id"]
    again = await client.post(ORDERS, headers=headers, json={})
    assert is_replay(again)
    assert again.content == fresh.content
    assert await count_orders(db) == 2
    assert len(await stored_answers(db)) == 1  # the expired answer was replaced


async def test_the_worker_sweeps_answers_past_24_hours(client, db, key, app, admin_headers):
    old, recent = new_key(), new_key()
    await client.post(ORDERS, headers=with_key(key, old), json={})
    await advance_clock(client, admin_headers, 23 * 3600)
    await client.post(ORDERS, headers=with_key(key, recent), json={})
    await advance_clock(client, admin_headers, 3600 + 1)
    task = load_tasks().periodic[idempotency.SWEEP_TASK]
    worker = Worker(
        app.state.sessionmaker, app.state.settings, Registry(periodic={task.name: task})
    )
    await worker.ensure_schedules()
    assert await worker.run_periodic(task) == 1
    assert [a.key for a in await stored_answers(db)] == [recent]


async def test_the_sweep_deletes_in_batches_until_no_expired_answer_is_left(db, monkeypatch):
    monkeypatch.setattr(idempotency, "SWEEP_BATCH", 2)
    answer = StoredAnswer(201, b"{}", "application/json")
    for _ in range(5):
        await idempotency.store(db, "secret:shop", "probe.orders", new_key(), answer)
    await db.commit()
    monkeypatch.setattr(clock, "now", lambda: datetime.now(UTC) + timedelta(hours=25))
    assert await idempotency.purge_expired(db) == 5
    await db.commit()
    assert await stored_answers(db) == []


# --- a replay grants no access -------------------------------------------------------------


async def test_a_replay_to_a_revoked_key_is_401(client, db, key, admin_headers):
    headers = with_key(key, new_key())
    assert (await client.post(ORDERS, headers=headers, json={})).status_code == 201
    revoke = await client.post(f"/api/v1/admin/api-keys/{key.id}/revoke", headers=admin_headers)
    assert revoke.status_code == 200
    again = await client.post(ORDERS, headers=headers, json={})
    assert again.status_code == 401
    assert "revoked" in again.json()["detail"]
    assert not is_replay(again)


async def test_a_replay_without_credentials_is_401(client, key):
    idempotency_key = new_key()
    first = await client.post(ORDERS, headers=with_key(key, idempotency_key), json={})
    assert first.status_code == 201
    again = await client.post(ORDERS, headers={"X-Idempotency-Key": idempotency_key}, json={})
    assert again.status_code == 401


# --- failures store nothing ------------------------------------------------------------------


async def test_a_business_error_is_not_stored_and_a_retry_runs(client, db, key):
    headers = with_key(key, new_key())
    refused = await client.post(ORDERS, headers=headers, json={"fail": "business"})
    assert refused.status_code == 400
    assert refused.json() == {
        "detail": "The probe refuses this order",
        "code": "business_rule_violated",
    }
    assert await count_orders(db) == 0  # the action's write was rolled back with it
    assert await stored_answers(db) == []
    retried = await client.post(ORDERS, headers=headers, json={})
    assert retried.status_code == 201
    assert not is_replay(retried)
    assert await count_orders(db) == 1


async def test_a_failing_action_stores_nothing_and_a_retry_runs(client, db, key):
    headers = with_key(key, new_key())
    failed = await client.post(ORDERS, headers=headers, json={"fail": "crash"})
    assert failed.status_code == 500
    assert await count_orders(db) == 0
    assert await stored_answers(db) == []
    retried = await client.post(ORDERS, headers=headers, json={})
    assert retried.status_code == 201
    assert not is_replay(retried)
    assert await count_orders(db) == 1


async def test_an_error_the_route_catches_still_undoes_the_action(client, db, key):
    headers = with_key(key, new_key())
    caught = await client.post(f"{BASE}/caught/orders", headers=headers, json={"fail": "business"})
    assert caught.json() == {"caught": True}
    assert await count_orders(db) == 0
    assert await stored_answers(db) == []
    retried = await client.post(ORDERS, headers=headers, json={})
    assert retried.status_code == 201
    assert not is_replay(retried)
    assert await count_orders(db) == 1


async def test_a_transaction_that_dies_before_its_commit_keeps_neither_action_nor_answer(
    client, db, key
):
    """The action ran and its answer was inserted, then the connection died before the
    commit (a crash): neither is kept, so the retry is the one action."""
    headers = with_key(key, new_key())
    died = await client.post(ORDERS, headers=headers, json={"fail": "connection"})
    assert died.status_code >= 500
    assert await count_orders(db) == 0
    assert await stored_answers(db) == []
    retried = await client.post(ORDERS, headers=headers, json={})
    assert retried.status_code == 201
    assert not is_replay(retried)
    assert is_replay(await client.post(ORDERS, headers=headers, json={}))
    assert await count_orders(db) == 1


async def test_an_answer_committed_by_another_request_after_the_look_up_wins(client, db, key):
    """The lock was free, but a request with the same key committed after this one looked:
    the insert refuses a second live answer, this request is 409 and its action undone;
    the repeat replays the answer that won."""
    headers = with_key(key, new_key())
    lost = await client.post(ORDERS, headers=headers, json={"fail": "concurrent"})
    assert lost.status_code == 409
    assert lost.json() == {"detail": IN_PROGRESS, "code": "idempotency_in_progress"}
    assert lost.headers["retry-after"] == "1"
    assert await count_orders(db) == 0
    again = await client.post(ORDERS, headers=headers, json={})
    assert is_replay(again)
    assert again.json() == {"from": "elsewhere"}


# --- concurrent repeats ----------------------------------------------------------------------


def check_one_action(responses: list[httpx.Response]) -> httpx.Response:
    """Exactly one answer from the action; every other is its replay or a 409."""
    originals = [r for r in responses if r.status_code == 201 and not is_replay(r)]
    assert len(originals) == 1, [(r.status_code, r.text) for r in responses]
    [original] = originals
    for response in responses:
        if response is original:
            continue
        if response.status_code == 409:
            assert response.json() == {"detail": IN_PROGRESS, "code": "idempotency_in_progress"}
            assert response.headers["retry-after"] == "1"
        else:
            assert response.status_code == 201
            assert is_replay(response)
            assert response.content == original.content
    return original


async def test_concurrent_repeats_run_the_action_once_the_others_get_409(client, db, key):
    headers = with_key(key, new_key())
    responses = await asyncio.gather(
        *(client.post(ORDERS, headers=headers, json={"delay": 0.3}) for _ in range(10))
    )
    check_one_action(responses)
    assert any(r.status_code == 409 for r in responses)
    assert await count_orders(db) == 1


async def test_concurrent_repeats_over_two_app_instances_run_the_action_once(
    app, app_factory, database_url, db, key
):
    """Real HTTP over loopback to two servers, each its own app and connection pool on the
    one database. Twenty simultaneous repeats, spread over both, each retried on 409 as the
    spec tells clients (after a short wait): one action; while it runs the others get 409,
    then all of them its answer."""
    second = app_factory()
    add_probe_routes(second, database_url)
    headers = with_key(key, new_key())
    seen: list[httpx.Response] = []

    async def until_answered(http: httpx.AsyncClient, url: str) -> httpx.Response:
        for _ in range(100):
            response = await http.post(url + ORDERS, headers=headers, json={"delay": 0.3})
            seen.append(response)
            if response.status_code != 409:
                return response
            await asyncio.sleep(0.05)
        raise AssertionError("never answered")

    async with (
        live.serving(app) as [one],
        live.serving(second) as [two],
        httpx.AsyncClient(timeout=10) as http,
    ):
        answers = await asyncio.gather(
            *(until_answered(http, (one, two)[i % 2]) for i in range(20))
        )
    original = check_one_action(seen)
    assert [r.status_code for r in answers] == [201] * 20
    assert sum(is_replay(r) for r in answers) == 19
    assert all(r.content == original.content for r in answers)
    assert any(r.status_code == 409 for r in seen)
    assert await count_orders(db) == 1
    assert len(await stored_answers(db)) == 1


async def test_concurrent_first_requests_with_different_keys_all_run(client, db, key):
    responses = await asyncio.gather(
        *(
            client.post(ORDERS, headers=with_key(key, new_key()), json={"delay": 0.1})
            for _ in range(5)
        )
    )
    assert [r.status_code for r in responses] == [201] * 5
    assert await count_orders(db) == 5


async def test_a_second_app_instance_replays_the_first_ones_answer(
    app_factory, database_url, db, key, client
):
    second = app_factory()
    add_probe_routes(second, database_url)
    headers = with_key(key, new_key())
    first = await client.post(ORDERS, headers=headers, json={})
    async with client_for(second) as other:
        again = await other.post(ORDERS, headers=headers, json={})
    assert is_replay(again)
    assert again.content == first.content
    assert await count_orders(db) == 1
