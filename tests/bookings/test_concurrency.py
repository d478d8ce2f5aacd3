"""Places are never sold twice: real simultaneous booking requests, spread over two API
processes' apps on one database (spec 01 §4.5 rule 5, spec 02 §7 409)."""

import asyncio

from sqlalchemy import func, select

from tarmac.bookings.models import Booking
from tests.bookings.helpers import book, passenger, quote, sold
from tests.conftest import client_for
from tests.factories import create_api_key
from tests.pricing.world import build_world

ATTEMPTS = 50
PLACES = 10  # class Q of the world's flight


async def test_fifty_bookings_at_a_class_of_ten_places_sell_exactly_ten(app, app_factory, db):
    world = await build_world(db)
    # 30 bookings a minute per key: five keys of one agency between them
    keys = [await create_api_key(db) for _ in range(5)]
    second = app_factory()
    async with client_for(app) as one, client_for(second) as two:
        quotes = [
            await quote(one, keys[n % 5].headers, world.flight.id, fare_class="Q")
            for n in range(ATTEMPTS)
        ]
        assert {q["fare_class"] for q in quotes} == {"Q"}
        responses = await asyncio.gather(
            *(
                book((one, two)[n % 2], keys[n % 5].headers, q["quote_id"], [passenger()])
                for n, q in enumerate(quotes)
            )
        )
    statuses = sorted(r.status_code for r in responses)
    assert statuses == [201] * PLACES + [409] * (ATTEMPTS - PLACES), statuses
    for refused in (r for r in responses if r.status_code == 409):
        detail = refused.json()["detail"]
        assert detail["error"] == "insufficient_availability_no_book_up"
        assert detail["requested"] == 1 and detail["booking_class_code"] == "Q"
    assert await sold(db, world.flight.id, "Q") == PLACES
    assert await db.scalar(select(func.count()).select_from(Booking)) == PLACES
