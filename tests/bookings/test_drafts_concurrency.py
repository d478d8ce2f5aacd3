"""Drafts under real simultaneous requests, spread over two API processes' apps on one
database: bookings take the places drafts hold (the drafts are released, never more sold
than seats), drafts never hold more than is free, and nothing deadlocks."""

import asyncio

from sqlalchemy import func, select, text

from tarmac.bookings.models import Booking
from tests.bookings.draft_helpers import DRAFTS, assert_holds_add_up, draft, places
from tests.bookings.helpers import book, passenger, quote
from tests.conftest import client_for
from tests.factories import create_api_key
from tests.pricing.world import build_world

PLACES = 10  # class Q of the world's flight


async def test_concurrent_bookings_take_the_places_drafts_hold(app, app_factory, db):
    world = await build_world(db)
    light = {"plan": world.light_plan, "price": world.prices["light_adult"]}
    agency = await create_api_key(db)
    keys = [await create_api_key(db) for _ in range(3)]  # 30 bookings a minute per key
    second = app_factory()
    async with client_for(app) as one, client_for(second) as two:
        held = []
        for seat_count in (4, 3, 2, 1):
            response = await draft(one, agency.headers, world, seat_count=seat_count, **light)
            assert response.status_code == 201, response.text
            held.append(response.json())
        assert await places(db, world.flight.id, "Q") == (PLACES, 0, PLACES)
        quotes = [
            await quote(one, keys[n % 3].headers, world.flight.id, fare_class="Q")
            for n in range(PLACES + 5)
        ]
        assert {q["fare_class"] for q in quotes} == {"Q"}  # drafts hide nothing from sales
        responses = await asyncio.gather(
            *(
                book((one, two)[n % 2], keys[n % 3].headers, q["quote_id"], [passenger()])
                for n, q in enumerate(quotes)
            )
        )
        statuses = sorted(r.status_code for r in responses)
        assert statuses == [201] * PLACES + [409] * 5, statuses
        for refused in (r for r in responses if r.status_code == 409):
            assert refused.json()["detail"]["error"] == "insufficient_availability_no_book_up"
        assert await places(db, world.flight.id, "Q") == (PLACES, PLACES, 0)
        assert await db.scalar(select(func.count()).select_from(Booking)) == PLACES
        # every draft lost its places to a booking, and its owner sees it
        for n, one_draft in enumerate(held):
            read = await (one, two)[n % 2].get(
                f"{DRAFTS}/{one_draft['id']}", headers=agency.headers
            )
            assert read.status_code == 200
            assert (read.json()["status"], read.json()["released_reason"]) == (
                "released",
                "taken_by_booking",
            )
        listed = await one.get(f"{DRAFTS}/", headers=agency.headers)
        assert listed.json()["total"] == 0
    await assert_holds_add_up(db)


async def test_concurrent_drafts_never_hold_more_than_is_free(app, app_factory, db):
    world = await build_world(db)
    light = {"plan": world.light_plan, "price": world.prices["light_adult"]}
    keys = [await create_api_key(db) for _ in range(3)]
    second = app_factory()
    async with client_for(app) as one, client_for(second) as two:
        responses = await asyncio.gather(
            *(
                draft((one, two)[n % 2], keys[n % 3].headers, world, seat_count=3, **light)
                for n in range(30)
            )
        )
    statuses = sorted(r.status_code for r in responses)
    assert statuses == [201] * 3 + [409] * 27, statuses  # 3 x 3 of 10 places; 1 left
    for refused in (r for r in responses if r.status_code == 409):
        assert refused.json()["detail"]["available"] < 3
    assert await places(db, world.flight.id, "Q") == (PLACES, 0, 9)
    await assert_holds_add_up(db)


async def test_round_trip_drafts_bookings_reads_and_releases_at_once_never_deadlock(
    app, app_factory, db
):
    """Round-trip drafts lock both flights' classes, bookings one; owners read (which gives
    back the other leg of a draft that lost one) and release drafts meanwhile. Bookings win
    every place they ask for, whatever the drafts do; nothing fails but sold-out 409s."""
    world = await build_world(db)
    agency = await create_api_key(db)
    keys = [await create_api_key(db) for _ in range(4)]
    seats = 6
    both_ways = {"return_flight_id": str(world.return_flight.id)}
    second = app_factory()
    async with client_for(app) as one, client_for(second) as two:
        quotes = [
            await quote(one, keys[n % 4].headers, flight, fare_class="Y")
            for n, flight in enumerate([world.flight.id] * 8 + [world.return_flight.id] * 8)
        ]
        await db.execute(
            text("UPDATE booking_class_inventory SET seats = :s WHERE booking_class = 'Y'"),
            {"s": seats},
        )
        await db.commit()
        early = []
        for _ in range(2):
            response = await draft(one, agency.headers, world, seat_count=3, **both_ways)
            assert response.status_code == 201, response.text
            early.append(response.json()["id"])
        assert await places(db, world.return_flight.id, "Y") == (seats, 0, seats)

        clients = (one, two)
        calls = [
            book(clients[n % 2], keys[n % 4].headers, q["quote_id"], [passenger()])
            for n, q in enumerate(quotes)
        ]
        calls += [
            draft(clients[n % 2], agency.headers, world, seat_count=1, **both_ways)
            for n in range(8)
        ]
        calls += [
            clients[n % 2].get(f"{DRAFTS}/{early[n % 2]}", headers=agency.headers) for n in range(6)
        ]
        calls += [clients[1].delete(f"{DRAFTS}/{early[0]}", headers=agency.headers)]
        calls += [clients[n % 2].get(f"{DRAFTS}/", headers=agency.headers) for n in range(4)]
        responses = await asyncio.gather(*calls)

        assert {r.status_code for r in responses} <= {200, 201, 409}, [
            r.text for r in responses if r.status_code not in (200, 201, 409)
        ]
        bookings = responses[:16]
        for way in (bookings[:8], bookings[8:]):
            assert sorted(r.status_code for r in way) == [201] * seats + [409] * 2
        assert await places(db, world.flight.id, "Y") == (seats, seats, 0)
        assert await places(db, world.return_flight.id, "Y") == (seats, seats, 0)
        active = await one.get(f"{DRAFTS}/", headers=agency.headers)
        assert active.json()["total"] == 0
        for status in ("released", "expired"):
            found = await two.get(f"{DRAFTS}/", params={"status": status}, headers=agency.headers)
            for item in found.json()["data"]:
                assert item["released_reason"] in {"taken_by_booking", "released_by_owner"}
    await assert_holds_add_up(db)
