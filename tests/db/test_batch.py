"""``BatchInserter``: concurrent calls are written together, each call's rows are stored
together or not at all, and one failing call does not fail the others of its group."""

import asyncio
import uuid
from datetime import timedelta

import asyncpg
import pytest
from sqlalchemy import ARRAY, Column, Integer, MetaData, String, Table, func, select, text

from tarmac.core import clock
from tarmac.db.batch import BatchInserter, _plan
from tarmac.pricing.quote_models import PriceAuditEntry, Quote


def quote_row(**overrides) -> dict:
    now = clock.now()
    return {
        "id": uuid.uuid4(),
        "valid_until": now + timedelta(seconds=300),
        "currency": "KGS",
        "gross": "100.00",
        "net": "100.00",
        "fare_currency": "KGS",
        "fare_net": "100.00",
        "channel": "web",
        "departure_date": now.date(),
        "pax_count": 1,
        "request": {"origin": "FRU", "note": "Тариф"},
        "response": {"net": "100.00"},
        "resolution": {"legs": []},
        **overrides,
    }


def audit_row(quote_id: uuid.UUID, **overrides) -> dict:
    return {"kind": "quote", "quote_id": quote_id, "inputs": {"request": {}}, **overrides}


async def count(db, model) -> int:
    return await db.scalar(select(func.count()).select_from(model))


async def test_concurrent_calls_share_statements_and_are_all_stored(app, db):
    inserter = BatchInserter(app.state.engine)
    groups: list[int] = []
    write_group = inserter._write_group

    async def spy(group):
        groups.append(len(group))
        await write_group(group)

    inserter._write_group = spy
    rows = [quote_row() for _ in range(60)]
    await asyncio.gather(
        *(inserter.insert((Quote, row), (PriceAuditEntry, audit_row(row["id"]))) for row in rows)
    )
    assert sum(groups) == 60
    assert len(groups) < 60  # calls made while a group was written went into the next one
    assert await count(db, Quote) == 60
    assert await count(db, PriceAuditEntry) == 60
    stored = await db.get(Quote, rows[0]["id"])
    assert stored.request == {"origin": "FRU", "note": "Тариф"}
    entry = await db.scalar(
        select(PriceAuditEntry).where(PriceAuditEntry.quote_id == rows[0]["id"])
    )
    assert (entry.line_items, entry.applied_rules, entry.result) == ([], [], {})  # defaults


async def test_a_failing_call_fails_alone_and_stores_none_of_its_rows(app, db):
    inserter = BatchInserter(app.state.engine)
    taken = quote_row()
    await inserter.insert((Quote, taken))
    good = [quote_row() for _ in range(5)]
    # the same id again: its quote row fails, so its audit entry must not be stored either
    duplicate = quote_row(id=taken["id"])
    results = await asyncio.gather(
        *(inserter.insert((Quote, row), (PriceAuditEntry, audit_row(row["id"]))) for row in good),
        inserter.insert((Quote, duplicate), (PriceAuditEntry, audit_row(duplicate["id"]))),
        return_exceptions=True,
    )
    assert results[:5] == [None] * 5
    assert isinstance(results[5], asyncpg.UniqueViolationError)
    assert await count(db, Quote) == 6
    assert await count(db, PriceAuditEntry) == 5
    orphan = select(func.count()).where(PriceAuditEntry.quote_id == taken["id"])
    assert await db.scalar(orphan) == 0


def test_a_table_with_a_server_default_or_an_array_cannot_be_batched():
    meta = MetaData()
    counted = Table("counted", meta, Column("n", Integer, server_default=text("1")))
    tagged = Table("tagged", meta, Column("tags", ARRAY(String)))
    with pytest.raises(TypeError, match="server defaults"):
        _plan(counted)
    with pytest.raises(TypeError, match="array columns"):
        _plan(tagged)
