"""``BatchInserter``: concurrent calls are written together, each call's rows are stored
together or not at all, and one failing call does not fail the others of its group.
``insert_rows``: rows of several tables in one statement of the caller's transaction."""

import asyncio
import uuid
from datetime import timedelta

import asyncpg
import pytest
from sqlalchemy import ARRAY, Column, Integer, MetaData, String, Table, func, select, text

from tarmac.core import clock
from tarmac.db.group_commit import BatchInserter, _plan, insert_guarded, insert_rows
from tarmac.pricing.quote_models import Quote, QuotePricing


def pricing_row(**overrides) -> dict:
    return {
        "id": uuid.uuid4(),
        "currency": "KGS",
        "gross": "100.00",
        "net": "100.00",
        "fare_currency": "KGS",
        "fare_net": "100.00",
        "channel": "web",
        "departure_date": clock.now().date(),
        "pax_count": 1,
        "request": {"origin": "FRU", "note": "Тариф"},
        "body": {"net": "100.00"},
        "resolution": {"legs": []},
        **overrides,
    }


def quote_row(pricing_id: uuid.UUID) -> dict:
    return {"pricing_id": pricing_id, "valid_until": clock.now() + timedelta(seconds=300)}


def priced_quote(**overrides) -> tuple:
    pricing = pricing_row(**overrides)
    return (QuotePricing, pricing), (Quote, quote_row(pricing["id"]))


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
    calls = [priced_quote() for _ in range(60)]
    await asyncio.gather(*(inserter.insert(*rows) for rows in calls))
    assert sum(groups) == 60
    assert len(groups) < 60  # calls made while a group was written went into the next one
    assert await count(db, QuotePricing) == 60
    assert await count(db, Quote) == 60
    stored = await db.get(QuotePricing, calls[0][0][1]["id"])
    assert stored.request == {"origin": "FRU", "note": "Тариф"}
    assert (stored.kind, stored.round_trip) == ("quote", False)  # the columns' defaults
    quote = await db.scalar(select(Quote).where(Quote.pricing_id == stored.id))
    assert quote.created_at is not None and quote.booking_id is None


async def test_a_failing_call_fails_alone_and_stores_none_of_its_rows(app, db):
    inserter = BatchInserter(app.state.engine)
    taken = pricing_row()
    await inserter.insert((QuotePricing, taken))
    good = [priced_quote() for _ in range(5)]
    # the same pricing id again: its pricing fails, so its quote must not be stored either
    duplicate = priced_quote(id=taken["id"])
    results = await asyncio.gather(
        *(inserter.insert(*rows) for rows in good),
        inserter.insert(*duplicate),
        return_exceptions=True,
    )
    assert results[:5] == [None] * 5
    assert isinstance(results[5], asyncpg.UniqueViolationError)
    assert await count(db, QuotePricing) == 6
    assert await count(db, Quote) == 5
    orphan = select(func.count()).where(Quote.pricing_id == taken["id"])
    assert await db.scalar(orphan) == 0


def test_a_table_with_a_server_default_or_an_array_cannot_be_batched():
    meta = MetaData()
    counted = Table("counted", meta, Column("n", Integer, server_default=text("1")))
    tagged = Table("tagged", meta, Column("tags", ARRAY(String)))
    with pytest.raises(TypeError, match="server defaults"):
        _plan(counted)
    with pytest.raises(TypeError, match="array columns"):
        _plan(tagged)


async def test_insert_rows_writes_in_the_callers_transaction_and_goes_with_it(app, db):
    calls = [priced_quote() for _ in range(3)]
    rows = [row for call in calls for row in call]
    async with app.state.sessionmaker() as session:
        await session.execute(text("SELECT 1"))  # the transaction has begun
        await insert_rows(session, *rows)
        assert await count(session, Quote) == 3  # seen inside the transaction
        await session.rollback()
    assert (await count(db, QuotePricing), await count(db, Quote)) == (0, 0)
    async with app.state.sessionmaker() as session:
        await session.execute(text("SELECT 1"))
        await insert_rows(session, *rows)
        await session.commit()
    assert (await count(db, QuotePricing), await count(db, Quote)) == (3, 3)


async def test_insert_rows_refuses_a_session_whose_transaction_has_not_begun(app, db):
    async with app.state.sessionmaker() as session:
        with pytest.raises(RuntimeError, match="transaction that has begun"):
            await insert_rows(session, *priced_quote())
    assert await count(db, QuotePricing) == 0


async def test_insert_rows_sends_a_changed_row_with_the_new_ones(app, db):
    stored = pricing_row()
    async with app.state.sessionmaker() as session:
        await session.execute(text("SELECT 1"))
        await insert_rows(session, (QuotePricing, stored))
        await session.commit()
    pricing, quote = priced_quote()
    async with app.state.sessionmaker() as session:
        await session.execute(text("SELECT 1"))
        await insert_rows(
            session,
            pricing,
            quote,
            changed=[(QuotePricing, stored["id"], {"net": "90.00", "body": {"net": "Тариф"}})],
        )
        await session.commit()
    db.expire_all()
    changed = await db.get(QuotePricing, stored["id"])
    assert (str(changed.net), changed.body, str(changed.gross)) == (
        "90.00",
        {"net": "Тариф"},
        "100.00",
    )
    assert await count(db, Quote) == 1


async def test_a_guarded_insert_writes_nothing_when_its_first_row_conflicts(app, db):
    first, first_quote = priced_quote()
    async with app.state.sessionmaker() as session:
        await session.execute(text("SELECT 1"))
        assert await insert_guarded(session, first, "id", first_quote)
        await session.commit()
    again = (QuotePricing, {**pricing_row(), "id": first[1]["id"]})
    async with app.state.sessionmaker() as session:
        await session.execute(text("SELECT 1"))
        # a quote naming the pricing: inserted only with it, its foreign key checked at the end
        assert not await insert_guarded(session, again, "id", (Quote, quote_row(first[1]["id"])))
        await session.commit()
    assert (await count(db, QuotePricing), await count(db, Quote)) == (1, 1)
