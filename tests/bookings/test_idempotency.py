"""POST /bookings/ with an idempotency key (spec 01 §4.5 "Idempotency"): a repeat answers
the first booking byte for byte and books nothing more; concurrent repeats book once."""

import asyncio

from sqlalchemy import func, select

from tarmac.bookings.models import Booking
from tests.bookings.helpers import book, booked_once, quote, sold
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
