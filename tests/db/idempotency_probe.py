"""Probe routes that use ``Idempotency`` the way real routes do (a key dependency, the
request's session, ``idem.run``), and helpers to count what their actions did.

An action writes one ``app_settings`` row named ``probe-order:<id>``, so a test counts the
actions that committed; it can sleep inside the transaction, fail, or let its connection die
after the answer is stored and before the commit."""

import asyncio
import uuid
from typing import Literal

import asyncpg
from fastapi import APIRouter, FastAPI
from fastapi.responses import JSONResponse
from pydantic import BaseModel
from sqlalchemy import func, select, text

from tarmac.auth.caller import AnyKey
from tarmac.core.errors import BusinessRuleError, error_responses
from tarmac.core.idempotency import IdempotencyInProgress
from tarmac.db.app_settings import AppSetting
from tarmac.db.idempotency import Idempotency, IdempotencyRecord
from tarmac.db.session import DbSession

BASE = "/api/v1/probe/idem"
ORDER = "probe-order:"
# Not ASCII, so "byte for byte" covers UTF-8 and the JSON encoder's choices.
NOTE = "Тариф «Эконом» — 1 000 сом"


class OrderIn(BaseModel):
    note: str = NOTE
    delay: float = 0
    fail: Literal["business", "crash", "connection", "concurrent"] | None = None


class Order(BaseModel):
    id: uuid.UUID
    note: str
    orders_before: int


async def _place(session, body: OrderIn, label: str = "order") -> Order:
    before = await session.scalar(
        select(func.count()).select_from(AppSetting).where(AppSetting.key.startswith(ORDER))
    )
    order_id = uuid.uuid4()
    session.add(AppSetting(key=f"{ORDER}{order_id}", value={"note": body.note, "label": label}))
    await session.flush()
    if body.delay:
        await asyncio.sleep(body.delay)
    if body.fail == "business":
        raise BusinessRuleError("The probe refuses this order")
    if body.fail == "crash":
        raise RuntimeError("the probe's action failed")
    return Order(id=order_id, note=body.note, orders_before=before)


async def _kill(session, database_url: str) -> None:
    """Terminate this session's connection from another one: the commit that follows fails,
    as when the process or the database dies between the action and the commit."""
    pid = await session.scalar(text("SELECT pg_backend_pid()"))
    other = await asyncpg.connect(database_url.replace("+asyncpg", ""))
    try:
        await other.execute("SELECT pg_terminate_backend($1)", pid)
    finally:
        await other.close()


async def _commit_elsewhere(database_url: str, scope: str, operation: str, key: str) -> None:
    """Another request's answer, committed for the same key while this one runs."""
    other = await asyncpg.connect(database_url.replace("+asyncpg", ""))
    try:
        await other.execute(
            "INSERT INTO idempotency_keys (scope, operation, key, status_code, content_type, "
            "body, created_at, expires_at) VALUES ($1, $2, $3, 201, 'application/json', "
            "'{\"from\":\"elsewhere\"}', now(), now() + interval '1 day')",
            scope,
            operation,
            key,
        )
    finally:
        await other.close()


def add_probe_routes(app: FastAPI, database_url: str) -> None:  # noqa: C901
    responses = error_responses(BusinessRuleError, IdempotencyInProgress)

    @app.post(f"{BASE}/orders", status_code=201, response_model=Order, responses=responses)
    async def create_order(body: OrderIn, caller: AnyKey, session: DbSession, idem: Idempotency):
        async def action() -> Order:
            if body.fail == "concurrent":
                await _commit_elsewhere(
                    database_url, caller.idempotency_scope, idem.operation("probe.orders"), idem.key
                )
            return await _place(session, body)

        response = await idem.run(session, caller, "probe.orders", action)
        if body.fail == "connection":
            await _kill(session, database_url)
        return response

    # A route that catches what run raises and answers anyway.
    @app.post(f"{BASE}/caught/orders", response_model=Order)
    async def create_order_caught(
        body: OrderIn, caller: AnyKey, session: DbSession, idem: Idempotency
    ):
        try:
            return await idem.run(session, caller, "probe.orders", lambda: _place(session, body))
        except BusinessRuleError:
            return JSONResponse({"caught": True}, status_code=200)

    # The same operation at a second path (as initiate-payment is under two prefixes).
    @app.post(f"{BASE}/alias/orders", status_code=201, response_model=Order)
    async def create_order_alias(
        body: OrderIn, caller: AnyKey, session: DbSession, idem: Idempotency
    ):
        return await idem.run(session, caller, "probe.orders", lambda: _place(session, body))

    # Another operation.
    @app.post(f"{BASE}/quotes", response_model=Order)
    async def create_quote(body: OrderIn, caller: AnyKey, session: DbSession, idem: Idempotency):
        return await idem.run(session, caller, "probe.quotes", lambda: _place(session, body))

    # One operation on many resources.
    @app.post(f"{BASE}/orders/{{order_id}}/refund", response_model=Order)
    async def refund_order(
        order_id: uuid.UUID, caller: AnyKey, session: DbSession, idem: Idempotency
    ):
        return await idem.run(
            session, caller, "probe.refund", lambda: _place(session, OrderIn(), "refund")
        )

    # A path parameter of any length.
    @app.post(f"{BASE}/things/{{name}}/touch", response_model=Order)
    async def touch(name: str, caller: AnyKey, session: DbSession, idem: Idempotency):
        return await idem.run(
            session, caller, "probe.touch", lambda: _place(session, OrderIn(), "touch")
        )

    # The same answer without idempotency, to compare bytes with FastAPI's own; on a
    # router included with a prefix, as real routes are.
    router = APIRouter()

    @router.post("/plain", status_code=201, response_model=Order)
    async def plain(body: OrderIn, caller: AnyKey, session: DbSession) -> Order:
        order = await _place(session, body)
        return Order(id=uuid.UUID(int=0), note=order.note, orders_before=0)

    @router.post("/rendered", status_code=201, response_model=Order)
    async def rendered(body: OrderIn, caller: AnyKey, session: DbSession, idem: Idempotency):
        async def action() -> Order:
            order = await _place(session, body)
            return Order(id=uuid.UUID(int=0), note=order.note, orders_before=0)

        return await idem.run(session, caller, "probe.rendered", action)

    app.include_router(router, prefix=BASE)


async def count_orders(db) -> int:
    await db.rollback()  # a fresh snapshot
    return await db.scalar(
        select(func.count()).select_from(AppSetting).where(AppSetting.key.startswith(ORDER))
    )


async def stored_answers(db) -> list[IdempotencyRecord]:
    await db.rollback()
    return list((await db.scalars(select(IdempotencyRecord))).all())
