"""A cached load on the connection its caller's session already holds
(``Reads.cached(key, load, session)``), so that a request holds one pooled connection at a
time: what such a load keeps for everyone is committed data only, and a caller cancelled
meanwhile keeps its connection until the load the others wait for has ended."""

import asyncio

import pytest
from sqlalchemy import select, text, update

from tarmac.cache import generations
from tarmac.content.models import AirlineProfile
from tests.content.factories import create_profile


async def english_name(session) -> str:
    return await session.scalar(select(AirlineProfile.airline_name_en))


async def never(_session) -> str:
    raise AssertionError("the cache should have answered")


@pytest.fixture
async def reads(app, db):
    await create_profile(db)
    await db.commit()
    generations.everything_changed()
    return app.state.reads


async def test_what_a_request_loads_on_its_connection_stays_cached_after_it_rolls_back(app, reads):
    async with app.state.sessionmaker() as request:
        await request.execute(select(1))  # the request holds its connection
        assert await reads.cached("name", english_name, request) == "Aero Tarmac"
        await request.rollback()
    assert await reads.cached("name", never) == "Aero Tarmac"


async def test_a_load_on_a_transaction_that_wrote_reference_data_is_neither_kept_nor_shared(
    app, reads
):
    async with app.state.sessionmaker() as request:
        await request.execute(update(AirlineProfile).values(airline_name_en="Renamed"))
        assert await reads.cached("name", english_name, request) == "Renamed"  # its own view
        await request.rollback()
    assert await reads.cached("name", english_name) == "Aero Tarmac"


async def test_a_caller_cancelled_during_a_load_on_its_connection_keeps_it_until_the_load_ends(
    app, reads
):
    started = asyncio.Event()

    async def slow(session) -> str:
        started.set()
        await session.execute(text("SELECT pg_sleep(0.2)"))
        return await english_name(session)  # a second statement, after the cancellation

    async def request() -> str:
        async with app.state.sessionmaker() as session:
            await session.execute(select(1))
            return await reads.cached("slow", slow, session)

    lender = asyncio.create_task(request())
    await started.wait()
    waiting = asyncio.create_task(reads.cached("slow", slow))  # shares the lender's load
    await asyncio.sleep(0.05)
    lender.cancel()
    with pytest.raises(asyncio.CancelledError):
        await lender
    assert await waiting == "Aero Tarmac"
    assert await reads.cached("slow", never) == "Aero Tarmac"
