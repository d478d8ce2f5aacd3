"""POST /bookings/ with an idempotency key (spec 01 §4.5 "Idempotency"): a repeat answers
the first booking byte for byte and books nothing more; concurrent repeats book once."""

import asyncio

import httpx
from sqlalchemy import func, select

from tarmac.bookings.models import Booking
from tests.bookings.helpers import book, booked_once, passenger, quote, sold
from tests.conftest import client_for
from tests.factories import create_api_key
from tests.pricing.world import build_world

KEY = "b7c1d2e3-0f4a-4b5c-8d6e-7f8091a2b3c4"


async def test_a_repeated_booking_request_answers_the_first_booking_and_books_once(client, db):
    world = await build_world(db, with_light=False)
    key = await create_api_key(db)
    quoted = await quote(client, key.headers, world.flight.id)
    headers = {**key.headers, "X-Idempotency-Key": KEY}
    first = await book(client, headers, quoted["quote_id"])
    again = await book(client, {**key.headers, "Idempotency-Key": KEY}, quoted["quote_id"])
    assert first.status_code == again.status_code == 201
    assert again.content == first.content
    assert again.headers["Idempotent-Replayed"] == "true"
    assert await db.scalar(select(func.count()).select_from(Booking)) == 1
    assert await sold(db, world.flight.id, "Y") == 1
    short = await book(client, {**key.headers, "X-Idempotency-Key": "short"}, quoted["quote_id"])
    assert short.status_code == 422


async def test_concurrent_repeats_over_two_apps_book_once(app, app_factory, db):
    world = await build_world(db, with_light=False)
    key = await create_api_key(db)
    second = app_factory()
    headers = {**key.headers, "X-Idempotency-Key": KEY}
    async with client_for(app) as one, client_for(second) as two:
        quoted = await quote(one, key.headers, world.flight.id)
        responses = await asyncio.gather(
            *(book((one, two)[n % 2], headers, quoted["quote_id"]) for n in range(10))
        )
    await booked_once(db, responses, world.flight.id)


async def test_another_traveller_reusing_a_key_through_the_shared_app_key_gets_422_not_the_booking(
    client, db
):
    """The demo app's publishable key is shared by every traveller of the app: a key
    another traveller sent (seen, guessed, replayed) with another body must not answer that
    traveller's booking."""
    world = await build_world(db, with_light=False)
    app_key = await create_api_key(db, key_type="publishable", client_type="consumer_app")
    headers = {**app_key.headers, "X-Idempotency-Key": KEY}
    first_quote = await quote(client, app_key.headers, world.flight.id)
    mine = await book(client, headers, first_quote["quote_id"], [passenger(first_name="TALANT")])
    assert mine.status_code == 201, mine.text
    other_quote = await quote(client, app_key.headers, world.flight.id)
    theirs = await book(client, headers, other_quote["quote_id"], [passenger(first_name="NURLAN")])
    assert theirs.status_code == 422
    assert mine.json()["booking_reference"] not in theirs.text
    assert "TALANT" not in theirs.text
    assert await db.scalar(select(func.count()).select_from(Booking)) == 1


async def test_concurrent_repeats_retried_on_409_all_get_the_one_booking_never_another_error(
    app_factory, db
):
    world = await build_world(db, with_light=False)
    keys = [await create_api_key(db) for _ in range(2)]
    await db.commit()
    # every retry counts against the key's bookings a minute: not what is tested here
    first, second = (app_factory(rate_limit_multiplier=100) for _ in range(2))
    async with client_for(first) as one, client_for(second) as two:
        quotes = [await quote(one, k.headers, world.flight.id) for k in keys]
        statuses: list[int] = []

        async def until_answered(n: int, idem: str) -> httpx.Response:
            key, quoted = keys[n % 2], quotes[n % 2]
            headers = {**key.headers, "X-Idempotency-Key": idem}
            for _ in range(200):
                response = await book((one, two)[n % 2], headers, quoted["quote_id"])
                statuses.append(response.status_code)
                if response.status_code != 409:
                    return response
                await asyncio.sleep(0.02)
            raise AssertionError("never answered")

        idems = [f"{KEY[:-1]}{n}" for n in range(2)]
        answers = await asyncio.gather(*(until_answered(n, idems[n % 2]) for n in range(20)))
    assert set(statuses) <= {201, 409}, statuses
    for n in range(2):
        mine = [a for i, a in enumerate(answers) if i % 2 == n]
        assert all(a.content == mine[0].content for a in mine)
    assert await db.scalar(select(func.count()).select_from(Booking)) == 2
