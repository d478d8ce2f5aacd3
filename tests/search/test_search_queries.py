"""A search runs a fixed number of SQL statements, whatever the number of flights."""

from datetime import time, timedelta

from sqlalchemy import update

from tarmac.cache import generations
from tarmac.core import clock
from tarmac.inventory.models import BookingClassInventory
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
from tests.content.factories import create_internal_rate
from tests.factories import create_api_key
from tests.statements import statements

SEARCH = "/api/v1/schedules/flights/search"
MULTI = "/api/v1/schedules/flights/search-multi"
DAY = (clock.now() + timedelta(days=30)).date()


async def _world(db):
    """FRU→OSS and back; 1 flight on DAY, 10 on DAY+1, 10 back on DAY+3; every flight with
    classes Y, B, C; route plans LIGHT, CLASSIC (KGS, with child prices) and a flight plan."""
    fru = await create_airport(db, "FRU", "Bishkek")
    oss = await create_airport(db, "OSS", "Osh")
    out, back = await create_route(db, fru, oss), await create_route(db, oss, fru)
    aircraft = await create_aircraft(db)
    flights = [await create_flight(db, out, aircraft, DAY)]
    for route, day in ((out, DAY + timedelta(days=1)), (back, DAY + timedelta(days=3))):
        for hour in range(6, 16):
            flights.append(
                await create_flight(db, route, aircraft, day, local_departure=time(hour, 0))
            )
    for flight in flights:
        await create_inventory(db, flight, "Y", seats=30, sold=2)
        await create_inventory(db, flight, "B", seats=10)
        await create_inventory(db, flight, "C", seats=4, cabin="business")
    for route in (out, back):
        for code, booking_class in (("LIGHT", "Y"), ("CLASSIC", "B")):
            family = await create_fare_family(db, f"{code}-{route.route_code}")
            plan = await create_fare_plan(
                db, family, await create_fare_rule(db), route=route, booking_class=booking_class
            )
            await create_fare_price(db, plan, "adult", "5000", taxes="700", currency="KGS")
            child_rule = await create_fare_rule(db)
            await create_fare_price(db, plan, "child", "3500", currency="KGS", rule=child_rule)
    for flight in flights[1:4]:
        plan = await create_fare_plan(
            db,
            await create_fare_family(db, f"PROMO-{flight.id.hex[:6]}"),
            await create_fare_rule(db),
            flight=flight,
            booking_class="Y",
        )
        await create_fare_price(db, plan, "adult", "3000", currency="KGS")
    await db.commit()
    await create_internal_rate(db, "KGS", "USD", "0.0115")
    return flights


def _search(**fields):
    return {"origin": "FRU", "destination": "OSS", "include_prices": True, "currency": "USD"} | {
        k: v.isoformat() if hasattr(v, "isoformat") else v for k, v in fields.items()
    }


async def test_a_cold_search_runs_a_fixed_number_of_statements_whatever_the_flights(
    app, client, db
):
    await _world(db)
    key = await create_api_key(db)

    counts = {}
    for label, day in (("one flight", DAY), ("ten flights", DAY + timedelta(days=1))):
        generations.everything_changed()  # nothing cached
        with statements(app) as seen:
            response = await client.post(
                SEARCH, json=_search(departure_date=day), headers=key.headers
            )
        assert response.status_code == 200, response.text
        counts[label] = (response.json()["total"], len(seen))
    # airports, flights (with routes and aircraft), plans with prices and rules, the live
    # inventory, the taxes in force (prices are the quote's), internal rates and National
    # Bank rates
    assert counts == {"one flight": (1, 7), "ten flights": (10, 7)}

    # A round trip over 20 flights and a priced multi-city search: still the same seven.
    generations.everything_changed()
    with statements(app) as seen:
        response = await client.post(
            SEARCH,
            json=_search(
                departure_date=DAY + timedelta(days=1), return_date=DAY + timedelta(days=3)
            ),
            headers=key.headers,
        )
    assert (response.json()["total"], response.json()["total_return"]) == (10, 10)
    assert len(seen) == 7
    legs = [
        {"origin": "FRU", "destination": "OSS", "departure_date": d.isoformat()}
        for d in (DAY, DAY + timedelta(days=1))
    ]
    generations.everything_changed()
    with statements(app) as seen:
        response = await client.post(
            MULTI, json={"legs": legs, "include_prices": True}, headers=key.headers
        )
    assert [r["total"] for r in response.json()] == [1, 10]
    assert len(seen) == 7


async def test_a_repeated_search_is_answered_without_a_statement_until_a_sale(app, client, db):
    flights = await _world(db)
    key = await create_api_key(db)
    body = _search(departure_date=DAY + timedelta(days=1), return_date=DAY + timedelta(days=3))
    first = await client.post(SEARCH, json=body, headers=key.headers)
    with statements(app) as seen:
        again = await client.post(SEARCH, json=body, headers=key.headers)
    assert again.json() == first.json()
    assert seen == []

    # a sale on one of the flights: the next answer reads the inventory again and shows it
    sold = flights[1]
    await db.execute(
        update(BookingClassInventory)
        .where(BookingClassInventory.flight_id == sold.id)
        .where(BookingClassInventory.booking_class == "Y")
        .values(sold=BookingClassInventory.sold + 5)
    )
    await db.commit()
    with statements(app) as seen:
        after = await client.post(SEARCH, json=body, headers=key.headers)
    assert len(seen) == 1 and "booking_class_inventory" in seen[0]
    booked = {leg["flight_id"]: leg["booked_seats"] for leg in after.json()["legs"]}
    assert booked[str(sold.id)] == 7  # 2 sold before, 5 now


async def test_a_search_without_fares_prices_its_legs_with_the_same_statements(app, client, db):
    """Without include_prices the legs still carry their cheapest fare's prices (spec 01
    §4.3): the same seven statements as a search with fares, and none once remembered."""
    await _world(db)
    key = await create_api_key(db)
    for day in (DAY, DAY + timedelta(days=1)):
        generations.everything_changed()
        with statements(app) as seen:
            response = await client.post(
                SEARCH, json=_search(departure_date=day, include_prices=False), headers=key.headers
            )
        assert response.status_code == 200
        assert all(leg["price"] > 0 and "fares" not in leg for leg in response.json()["legs"])
        assert len(seen) == 7
        with statements(app) as seen:
            again = await client.post(
                SEARCH, json=_search(departure_date=day, include_prices=False), headers=key.headers
            )
        assert again.json() == response.json()
        assert seen == []
