"""Inventory: places are taken and given back with one conditional statement, so no number
of concurrent sales can oversell a class or give a seat twice; a sale drops only the
remembered answers that read its flight."""

import asyncio
import uuid
from datetime import timedelta

import pytest
from sqlalchemy import select

from tarmac.core import clock
from tarmac.inventory import service as inventory
from tarmac.inventory.models import BookingClassInventory, SeatAssignment
from tests.catalog.factories import (
    create_aircraft,
    create_airport,
    create_fare_family,
    create_fare_plan,
    create_fare_price,
    create_fare_rule,
    create_flight,
    create_inventory,
    create_route,
)
from tests.factories import create_api_key
from tests.statements import statements

SEARCH = "/api/v1/schedules/flights/search"
DAY = (clock.now() + timedelta(days=20)).date()


async def _flight(db, origin="FRU", destination="OSS", seats=10):
    a = await create_airport(db, origin, origin.title())
    b = await create_airport(db, destination, destination.title())
    route = await create_route(db, a, b)
    aircraft = await create_aircraft(db, f"T{origin}")
    flight = await create_flight(db, route, aircraft, DAY)
    await create_inventory(db, flight, "Y", seats=seats)
    plan = await create_fare_plan(
        db, await create_fare_family(db, f"L{origin}"), await create_fare_rule(db), route=route
    )
    await create_fare_price(db, plan, "adult", "5000", currency="KGS")
    await db.commit()
    return flight


async def _sold(db, flight_id) -> int:
    db.expire_all()
    return await db.scalar(
        select(BookingClassInventory.sold).where(BookingClassInventory.flight_id == flight_id)
    )


async def test_concurrent_sales_never_oversell_a_class(app, db):
    flight = await _flight(db, seats=7)
    flight_id = flight.id

    async def sell_two() -> bool:
        async with app.state.sessionmaker() as session:
            try:
                await inventory.take(session, flight.id, "Y", 2)
                await session.commit()
                return True
            except inventory.SoldOut:
                await session.rollback()
                return False

    outcomes = await asyncio.gather(*(sell_two() for _ in range(12)))
    assert outcomes.count(True) == 3  # 3 x 2 of 7 places; the fourth would need 8
    assert await _sold(db, flight_id) == 6


async def test_sold_out_answers_the_spec_body(db):
    flight = await _flight(db, seats=3)
    with pytest.raises(inventory.SoldOut) as raised:
        await inventory.take(db, flight.id, "Y", 4)
    assert raised.value.status_code == 409
    assert raised.value.detail == {
        "error": "insufficient_availability_no_book_up",
        "message": "Not enough places left in booking class Y for 4 passengers",
        "available": 3,
        "requested": 4,
        "booking_class_code": "Y",
        "is_open": True,
    }


async def test_a_closed_class_sells_nothing(db):
    flight = await _flight(db)
    row = await db.scalar(
        select(BookingClassInventory).where(BookingClassInventory.flight_id == flight.id)
    )
    row.is_open = False
    await db.commit()
    with pytest.raises(inventory.SoldOut) as raised:
        await inventory.take(db, flight.id, "Y", 1)
    assert raised.value.detail["is_open"] is False
    assert raised.value.detail["available"] == 0


async def test_places_given_back_can_be_sold_again_and_never_below_zero(db):
    flight = await _flight(db, seats=2)
    flight_id = flight.id
    await inventory.take(db, flight.id, "Y", 2)
    left = await inventory.give_back(db, flight.id, "Y", 1)
    assert (left.sold, left.left) == (1, 1)
    with pytest.raises(ValueError):
        await inventory.give_back(db, flight.id, "Y", 5)
    await db.commit()
    assert await _sold(db, flight_id) == 1


async def test_availability_of_many_flights_is_one_answer(db):
    first = await _flight(db)
    second = await _flight(db, "ALA", "NQZ")
    await inventory.take(db, second.id, "Y", 4)
    found = await inventory.availability(db, [first.id, second.id, uuid.uuid4()])
    assert set(found) == {first.id, second.id}
    assert (found[first.id]["Y"].left, found[second.id]["Y"].left) == (10, 6)


async def test_a_seat_is_never_given_twice_under_concurrent_requests(app, db):
    flight = await _flight(db)
    now = clock.now()

    async def hold(holder: uuid.UUID) -> bool:
        async with app.state.sessionmaker() as session:
            try:
                await inventory.hold_seat(
                    session, flight.id, "12A", holder, until=now + timedelta(minutes=15), now=now
                )
                await session.commit()
                return True
            except inventory.SeatTaken:
                await session.rollback()
                return False

    outcomes = await asyncio.gather(*(hold(uuid.uuid4()) for _ in range(10)))
    assert outcomes.count(True) == 1
    rows = (await db.scalars(select(SeatAssignment))).all()
    assert [(r.seat_number, r.status) for r in rows] == [("12A", "held")]


async def test_a_lapsed_hold_is_free_and_a_freed_seat_can_be_taken(db):
    flight = await _flight(db)
    now = clock.now()
    first, second = uuid.uuid4(), uuid.uuid4()
    await inventory.hold_seat(db, flight.id, "3C", first, until=now + timedelta(minutes=1), now=now)
    with pytest.raises(inventory.SeatTaken):
        await inventory.hold_seat(db, flight.id, "3C", second, until=None, now=now)
    later = now + timedelta(minutes=2)
    assert await inventory.occupied_seats(db, flight.id, later) == set()
    await inventory.hold_seat(db, flight.id, "3C", second, until=None, now=later)
    assert await inventory.occupied_seats(db, flight.id, later) == {"3C"}
    assert await inventory.free_seats(db, second) == [(flight.id, "3C")]
    assert await inventory.occupied_seats(db, flight.id, later) == set()


async def test_extending_a_holders_seats_moves_the_end_of_its_holds_only(db):
    flight = await _flight(db)
    now = clock.now()
    holder, other = uuid.uuid4(), uuid.uuid4()
    soon = now + timedelta(minutes=15)
    await inventory.hold_seat(db, flight.id, "1A", holder, until=soon, now=now)
    await inventory.hold_seat(db, flight.id, "1B", holder, until=None, now=now)  # taken
    await inventory.hold_seat(db, flight.id, "1C", other, until=soon, now=now)
    later = soon + timedelta(minutes=15)
    assert await inventory.extend_holds(db, holder, later) == 1
    after_the_first_end = soon + timedelta(minutes=1)
    assert await inventory.occupied_seats(db, flight.id, after_the_first_end) == {"1A", "1B"}
    assert await inventory.occupied_seats(db, flight.id, later) == {"1B"}


def _search(origin: str, destination: str) -> dict:
    return {
        "origin": origin,
        "destination": destination,
        "departure_date": DAY.isoformat(),
        "include_prices": True,
        "currency": "KGS",
    }


async def test_a_sale_on_one_flight_keeps_another_routes_remembered_answer(app, client, db):
    sold_flight = await _flight(db)
    await _flight(db, "ALA", "NQZ")
    key = await create_api_key(db)
    for body in (_search("FRU", "OSS"), _search("ALA", "NQZ")):
        assert (await client.post(SEARCH, json=body, headers=key.headers)).json()["total"] == 1

    await inventory.take(db, sold_flight.id, "Y", 3)
    await db.commit()
    with statements(app) as seen:
        other = await client.post(SEARCH, json=_search("ALA", "NQZ"), headers=key.headers)
    assert other.json()["total"] == 1 and seen == []  # still remembered
    with statements(app) as seen:
        after = await client.post(SEARCH, json=_search("FRU", "OSS"), headers=key.headers)
    assert len(seen) == 1  # the live inventory read again
    assert after.json()["legs"][0]["booked_seats"] == 3
