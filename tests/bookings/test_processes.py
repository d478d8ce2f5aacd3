"""Places are never sold twice, and an idempotency key acts once, across two real API
processes on one database (spec 01 §4.5 rule 5 and "Idempotency", spec 02 §7): each
process has its own connection pool, caches and rate-limit counters, so only the database
can keep these rules."""

import asyncio

import httpx
from sqlalchemy import func, select

from tarmac.bookings.models import Booking
from tests.bookings.helpers import book, booked_once, passenger, quote, sold
from tests.factories import create_api_key
from tests.pricing.world import build_world
from tests.processes import api_processes

ATTEMPTS = 50
PLACES = 10  # class Q of the world's flight
KEY = "c4b3a2f1-7e6d-4c5b-9a8f-0e1d2c3b4a59"


async def test_fifty_bookings_over_two_processes_at_a_class_of_ten_sell_exactly_ten(
    database_url, db, tmp_path
):
    world = await build_world(db)
    keys = [await create_api_key(db) for _ in range(5)]  # 30 bookings a minute per key
    await db.commit()
    with api_processes(database_url, tmp_path) as urls:
        clients = [httpx.AsyncClient(base_url=url, timeout=60) for url in urls]
        try:
            quotes = [
                await quote(clients[n % 2], keys[n % 5].headers, world.flight.id, fare_class="Q")
                for n in range(ATTEMPTS)
            ]
            responses = await asyncio.gather(
                *(
                    book(clients[n % 2], keys[n % 5].headers, q["quote_id"], [passenger()])
                    for n, q in enumerate(quotes)
                )
            )
        finally:
            for client in clients:
                await client.aclose()
    statuses = sorted(r.status_code for r in responses)
    assert statuses == [201] * PLACES + [409] * (ATTEMPTS - PLACES), statuses
    for refused in (r for r in responses if r.status_code == 409):
        detail = refused.json()["detail"]
        assert detail["error"] == "insufficient_availability_no_book_up"
        assert detail["booking_class_code"] == "Q" and detail["requested"] == 1
        assert detail["available"] == 0
    assert await sold(db, world.flight.id, "Q") == PLACES
    assert await db.scalar(select(func.count()).select_from(Booking)) == PLACES


async def test_concurrent_repeats_over_two_processes_book_once(database_url, db, tmp_path):
    world = await build_world(db, with_light=False)
    key = await create_api_key(db)
    await db.commit()
    headers = {**key.headers, "X-Idempotency-Key": KEY}
    with api_processes(database_url, tmp_path) as urls:
        clients = [httpx.AsyncClient(base_url=url, timeout=60) for url in urls]
        try:
            quoted = await quote(clients[0], key.headers, world.flight.id)
            responses = await asyncio.gather(
                *(book(clients[n % 2], headers, quoted["quote_id"]) for n in range(20))
            )
        finally:
            for client in clients:
                await client.aclose()
    await booked_once(db, responses, world.flight.id)
