"""Nested booking classes: the classes of a cabin share its places. The cabin's seats plus
its overbooking allowance (0 unless the back office sets one for the flight's cabin) bound
the places sold across its classes, under any number of simultaneous sales; what a class
shows is never more than its cabin has left."""

import asyncio

from sqlalchemy import select, update

from tarmac.inventory.models import BookingClassInventory, CabinInventory
from tests.bookings.helpers import QUOTE, book, passenger, quote, sold
from tests.catalog.factories import create_cabin
from tests.conftest import client_for
from tests.factories import create_api_key
from tests.pricing.world import build_world

PRICES = "/api/v1/fares/prices/"
ATTEMPTS = 50
CABIN_SEATS = 12  # Y has 20 places and Q 10: together they may sell only the cabin's 12


def _cabins_url(flight_id) -> str:
    return f"/api/v1/admin/flights/{flight_id}/cabins"


async def _cabin_sold(db, flight_id) -> int:
    db.expire_all()
    return await db.scalar(
        select(CabinInventory.sold).where(
            CabinInventory.flight_id == flight_id, CabinInventory.cabin == "economy"
        )
    )


async def test_fifty_bookings_across_two_classes_never_sell_above_the_cabin_and_allowance(
    app, app_factory, db, admin_headers
):
    world = await build_world(db)
    await create_cabin(db, world.flight, seats=CABIN_SEATS)
    await db.commit()
    keys = [await create_api_key(db) for _ in range(5)]
    second = app_factory()
    async with client_for(app) as one, client_for(second) as two:
        allowance = await one.put(
            f"{_cabins_url(world.flight.id)}/economy",
            json={"overbooking": 2},
            headers=admin_headers,
        )
        assert allowance.status_code == 200, allowance.text
        assert (allowance.json()["seats"], allowance.json()["available"]) == (CABIN_SEATS, 14)
        quotes = [
            await quote(one, keys[n % 5].headers, world.flight.id, fare_class="YQ"[n % 2])
            for n in range(ATTEMPTS)
        ]
        assert {q["fare_class"] for q in quotes} == {"Y", "Q"}
        responses = await asyncio.gather(
            *(
                book((one, two)[n % 2], keys[n % 5].headers, q["quote_id"], [passenger()])
                for n, q in enumerate(quotes)
            )
        )
        cabins = await one.get(_cabins_url(world.flight.id), headers=admin_headers)
    statuses = sorted(r.status_code for r in responses)
    limit = CABIN_SEATS + 2
    assert statuses == [201] * limit + [409] * (ATTEMPTS - limit), statuses
    refused = next(r for r in responses if r.status_code == 409).json()["detail"]
    assert (refused["error"], refused["available"]) == ("insufficient_availability_no_book_up", 0)
    in_classes = await sold(db, world.flight.id, "Y") + await sold(db, world.flight.id, "Q")
    assert in_classes == limit == await _cabin_sold(db, world.flight.id)
    economy = next(c for c in cabins.json() if c["cabin"] == "economy")
    assert (economy["sold"], economy["available"]) == (limit, 0)


async def test_a_class_shows_no_more_places_than_its_cabin_has_left(client, db):
    world = await build_world(db)
    await create_cabin(db, world.flight, seats=CABIN_SEATS)
    await db.commit()
    key = await create_api_key(db)
    for _ in range(3):  # 9 of the cabin's 12 places sold in Q
        q = await quote(
            client,
            key.headers,
            world.flight.id,
            fare_class="Q",
            pax=[{"type": "adult", "count": 3}],
        )
        party = [passenger(first_name=n) for n in ("ALMAZ", "BEKA", "CHOLPON")]
        response = await book(client, key.headers, q["quote_id"], party)
        assert response.status_code == 201, response.text

    prices = await client.get(
        PRICES, params={"flight_id": str(world.flight.id)}, headers=key.headers
    )
    shown = {i["class_of_service"]: i["seats_available"] for i in prices.json()}
    assert shown == {"Y": 3, "Q": 1}  # Y has 20 of its own, but the cabin only 3 left
    four = {
        "flight_id": str(world.flight.id),
        "fare_class": "Y",
        "pax": [{"type": "adult", "count": 4}],
    }
    too_many = await client.post(QUOTE, json=four, headers=key.headers)
    assert too_many.status_code == 409, too_many.text


async def test_the_allowance_never_goes_below_what_is_sold_beyond_the_seats(
    client, db, admin_headers
):
    world = await build_world(db)
    await create_cabin(db, world.flight, seats=2)
    await db.commit()
    key = await create_api_key(db)
    url = f"{_cabins_url(world.flight.id)}/economy"
    assert (await client.put(url, json={"overbooking": 1}, headers=admin_headers)).is_success
    party = [passenger(first_name=n) for n in ("ALMAZ", "BEKA", "CHOLPON")]
    q = await quote(
        client, key.headers, world.flight.id, fare_class="Y", pax=[{"type": "adult", "count": 3}]
    )
    assert (await book(client, key.headers, q["quote_id"], party)).status_code == 201

    below = await client.put(url, json={"overbooking": 0}, headers=admin_headers)
    assert below.status_code == 422
    assert "3 places sold" in below.json()["detail"]
    negative = await client.put(url, json={"overbooking": -1}, headers=admin_headers)
    assert negative.status_code == 422
    unknown = await client.put(
        f"{_cabins_url(world.flight.id)}/steerage", json={"overbooking": 1}, headers=admin_headers
    )
    assert unknown.status_code == 422


async def test_the_sold_out_answer_says_the_places_actually_left(client, db):
    """Issue 33 point 4 (spec 02 §7): the 409's ``available`` is what a sale could still
    take in the class, never more than its cabin has left and 0 when it is closed, not the
    class's own allowance; the quote and the booking answer alike."""
    world = await build_world(db)
    await create_cabin(db, world.flight, seats=CABIN_SEATS)
    await db.commit()
    key = await create_api_key(db)
    party = [passenger(first_name=n) for n in ("ALMAZ", "BEKA", "CHOLPON")]
    three = [{"type": "adult", "count": 3}]
    late = await quote(client, key.headers, world.flight.id, fare_class="Y", pax=three)

    async def sell_three_in_q() -> None:
        q = await quote(client, key.headers, world.flight.id, fare_class="Q", pax=three)
        response = await book(client, key.headers, q["quote_id"], party)
        assert response.status_code == 201, response.text

    async def refused(flight, fare_class: str, count: int) -> dict:
        body = {
            "flight_id": str(flight.id),
            "fare_class": fare_class,
            "pax": [{"type": "adult", "count": count}],
        }
        response = await client.post(QUOTE, json=body, headers=key.headers)
        assert response.status_code == 409, response.text
        return response.json()["detail"]

    for _ in range(3):  # 9 of the cabin's 12 places sold in Q; Y sold none of its 20
        await sell_three_in_q()
    detail = await refused(world.flight, "Y", 4)
    assert (detail["available"], detail["requested"], detail["booking_class_code"]) == (3, 4, "Y")
    assert detail["is_open"] is True

    await sell_three_in_q()  # the cabin is full
    assert (await refused(world.flight, "Y", 1))["available"] == 0
    booking = await book(client, key.headers, late["quote_id"], party)
    assert booking.status_code == 409, booking.text
    assert (booking.json()["detail"]["available"], booking.json()["detail"]["requested"]) == (0, 3)

    await db.execute(
        update(BookingClassInventory)
        .where(BookingClassInventory.flight_id == world.return_flight.id)
        .values(is_open=False)
    )
    await db.commit()
    closed = await refused(world.return_flight, "Y", 1)
    assert (closed["available"], closed["is_open"]) == (0, False)
