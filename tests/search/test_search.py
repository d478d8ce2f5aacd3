"""Flight search (spec 01 §2.8, §4.3): which flights, which fares, what they cost."""

from datetime import UTC, datetime, time, timedelta

import pytest

from tarmac.core import clock
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
from tests.content.factories import create_internal_rate, create_nb_rate
from tests.factories import create_api_key

SEARCH = "/api/v1/schedules/flights/search"
MULTI = "/api/v1/schedules/flights/search-multi"
DAY = (clock.now() + timedelta(days=30)).date()


async def _network(db):
    fru = await create_airport(db, "FRU", "Bishkek", name="Manas International")
    oss = await create_airport(db, "OSS", "Osh", name="Osh International")
    ist = await create_airport(db, "IST", "Istanbul", country="TR", tz="Europe/Istanbul")
    out = await create_route(db, fru, oss, duration=55)
    back = await create_route(db, oss, fru, duration=60)
    aircraft = await create_aircraft(db)
    return fru, oss, ist, out, back, aircraft


async def _classic(db, route, *, booking_class="Y", cabin="economy", base="100", family=None):
    family = family or await create_fare_family(db, "CLASSIC")
    rule = await create_fare_rule(db)
    plan = await create_fare_plan(
        db, family, rule, route=route, booking_class=booking_class, cabin=cabin
    )
    await create_fare_price(db, plan, "adult", base, taxes="20", fees="5")
    return plan, rule


def body(**fields):
    return {"origin": "FRU", "destination": "OSS", "departure_date": DAY.isoformat(), **fields}


@pytest.fixture
async def key(db):
    return await create_api_key(db)


# --- which flights --------------------------------------------------------------------------


async def test_search_matches_the_local_departure_date_at_the_origin_across_midnight(
    client, db, key
):
    _, _, _, out, _, aircraft = await _network(db)
    await _classic(db, out)
    # 00:30 in Bishkek (UTC+6) is 18:30 UTC the day before: still a flight of DAY.
    early = await create_flight(db, out, aircraft, DAY, local_departure=time(0, 30))
    # 23:30 the evening before is 17:30 UTC, the same UTC date as ``early``, but DAY-1.
    evening = await create_flight(
        db, out, aircraft, DAY - timedelta(days=1), local_departure=time(23, 30)
    )
    for flight in (early, evening):
        await create_inventory(db, flight, "Y")
    await db.commit()
    assert early.scheduled_departure.astimezone(UTC).date() == DAY - timedelta(days=1)

    found = (await client.post(SEARCH, json=body(), headers=key.headers)).json()
    assert [leg["flight_id"] for leg in found["legs"]] == [str(early.id)]
    assert found["legs"][0]["departure_datetime"] == f"{DAY.isoformat()}T00:30:00+06:00"
    assert found["legs"][0]["arrival_datetime"] == f"{DAY.isoformat()}T01:25:00+06:00"

    before = body(departure_date=(DAY - timedelta(days=1)).isoformat())
    found = (await client.post(SEARCH, json=before, headers=key.headers)).json()
    assert [leg["flight_id"] for leg in found["legs"]] == [str(evening.id)]


async def test_search_lists_the_routes_flights_of_the_day_by_departure_without_cancelled(
    client, db, key
):
    fru, _oss, ist, out, back, aircraft = await _network(db)
    rule = await create_fare_rule(db)
    plan = await create_fare_plan(db, await create_fare_family(db, "CLASSIC"), rule, route=out)
    plan_price = await create_fare_price(db, plan, "adult", "100", taxes="20", fees="5")
    late = await create_flight(db, out, aircraft, DAY, local_departure=time(15, 0), number="TQ2")
    early = await create_flight(db, out, aircraft, DAY, local_departure=time(8, 0), number="TQ1")
    cancelled = await create_flight(
        db, out, aircraft, DAY, local_departure=time(10, 0), status="cancelled"
    )
    delayed = await create_flight(
        db, out, aircraft, DAY, local_departure=time(12, 0), status="delayed"
    )
    other_day = await create_flight(db, out, aircraft, DAY + timedelta(days=1))
    reverse = await create_flight(db, back, aircraft, DAY)
    elsewhere = await create_flight(
        db, await create_route(db, fru, ist), aircraft, DAY, local_departure=time(7, 0)
    )
    for flight in (late, early, cancelled, delayed, other_day, reverse, elsewhere):
        await create_inventory(db, flight, "Y", seats=20, sold=3)
    await create_inventory(db, early, "C", seats=4, sold=1, cabin="business")
    await db.commit()

    response = await client.post(SEARCH, json=body(), headers=key.headers)
    assert response.status_code == 200
    found = response.json()
    assert [leg["flight_id"] for leg in found["legs"]] == [
        str(early.id),
        str(delayed.id),
        str(late.id),
    ]
    assert found["total"] == 3
    assert found["return_legs"] == []
    assert found["total_return"] == 0
    leg = found["legs"][0]
    assert leg == {
        "flight_id": str(early.id),
        "flight_number": "TQ1",
        "departure_datetime": f"{DAY.isoformat()}T08:00:00+06:00",
        "arrival_datetime": f"{DAY.isoformat()}T08:55:00+06:00",
        "origin": {"iata": "FRU", "city": "Bishkek", "name": "Manas International"},
        "destination": {"iata": "OSS", "city": "Osh", "name": "Osh International"},
        "duration_minutes": 55,
        "status": "scheduled",
        "booked_seats": 4,  # sold over every class: 3 in Y and 1 in C
        "total_seats": aircraft.total_seats,
        # the cheapest fare's, without include_prices too (spec 01 §4.3)
        "price": 125.0,
        "currency": "USD",
        "fare_plan_id": str(plan.id),
        "fare_rule_id": str(rule.id),
        "fare_price_id": str(plan_price.id),
        "class_of_service": "Y",
        "prices_by_type": {"adult": 125.0, "child": 125.0, "infant": 0.0},
    }
    assert "fares" not in leg  # without include_prices there is no fares[]


async def test_flights_no_longer_sold_are_not_found(client, db, key, admin_headers):
    _, _, _, out, _, aircraft = await _network(db)
    await _classic(db, out)
    open_flight = await create_flight(db, out, aircraft, DAY, local_departure=time(9, 0))
    statuses = ("boarding", "gate_closed", "departed", "arrived")
    gone = [
        await create_flight(db, out, aircraft, DAY, local_departure=time(10, i), status=status)
        for i, status in enumerate(statuses)
    ]
    for flight in (open_flight, *gone):
        await create_inventory(db, flight, "Y")
    await db.commit()
    found = (await client.post(SEARCH, json=body(), headers=key.headers)).json()
    assert [leg["flight_id"] for leg in found["legs"]] == [str(open_flight.id)]

    # the same scheduled flight once its departure time has passed (test clock)
    seconds = int((open_flight.scheduled_departure - clock.now()).total_seconds()) + 60
    moved = await client.post(
        "/api/v1/admin/test-clock", json={"advance_seconds": seconds}, headers=admin_headers
    )
    assert moved.status_code == 200
    found = (await client.post(SEARCH, json=body(), headers=key.headers)).json()
    assert found["legs"] == []


async def test_arrival_is_given_in_the_destination_time_zone(client, db, key):
    fru, _, ist, *_, aircraft = await _network(db)
    route = await create_route(db, fru, ist, duration=330)
    await _classic(db, route)
    flight = await create_flight(db, route, aircraft, DAY, local_departure=time(7, 0))
    await create_inventory(db, flight, "Y")
    await db.commit()
    found = (await client.post(SEARCH, json=body(destination="IST"), headers=key.headers)).json()
    leg = found["legs"][0]
    departure = datetime.fromisoformat(leg["departure_datetime"])
    arrival = datetime.fromisoformat(leg["arrival_datetime"])
    assert departure.utcoffset() == timedelta(hours=6)
    assert arrival.utcoffset() == timedelta(hours=3)
    assert arrival - departure == timedelta(minutes=330)
    assert leg["duration_minutes"] == 330


async def test_airports_may_be_given_by_id_and_in_lower_case(client, db, key):
    fru, oss, _, out, _, aircraft = await _network(db)
    await _classic(db, out)
    flight = await create_flight(db, out, aircraft, DAY)
    await create_inventory(db, flight, "Y")
    await db.commit()
    for origin, destination in ((str(fru.id), str(oss.id)), ("fru", "oss"), (str(fru.id), "OSS")):
        found = await client.post(
            SEARCH, json=body(origin=origin, destination=destination), headers=key.headers
        )
        assert found.status_code == 200, found.text
        assert [leg["flight_id"] for leg in found.json()["legs"]] == [str(flight.id)]


async def test_a_flight_needs_a_fare_in_an_open_class_with_enough_seats(client, db, key):
    _, _, _, out, _, aircraft = await _network(db)
    await _classic(db, out, booking_class="Y")
    await _classic(
        db, out, booking_class="C", cabin="business", family=await create_fare_family(db, "BIZ")
    )
    roomy = await create_flight(db, out, aircraft, DAY, local_departure=time(8, 0))
    await create_inventory(db, roomy, "Y", seats=10, sold=8)
    closed = await create_flight(db, out, aircraft, DAY, local_departure=time(9, 0))
    await create_inventory(db, closed, "Y", seats=10, is_open=False)
    full = await create_flight(db, out, aircraft, DAY, local_departure=time(10, 0))
    await create_inventory(db, full, "Y", seats=10, sold=10)
    no_inventory = await create_flight(db, out, aircraft, DAY, local_departure=time(11, 0))
    business = await create_flight(db, out, aircraft, DAY, local_departure=time(12, 0))
    await create_inventory(db, business, "C", seats=4, cabin="business")
    no_fare = await create_flight(db, out, aircraft, DAY, local_departure=time(13, 0))
    await create_inventory(db, no_fare, "M", seats=10)
    await db.commit()
    assert no_inventory.id

    async def ids(**fields):
        found = []
        for include_prices in (False, True):  # the same flights either way
            response = await client.post(
                SEARCH, json=body(include_prices=include_prices, **fields), headers=key.headers
            )
            assert response.status_code == 200, response.text
            found.append([leg["flight_id"] for leg in response.json()["legs"]])
        assert found[0] == found[1], fields
        return found[0]

    assert await ids() == [str(roomy.id), str(business.id)]
    assert await ids(adults=2) == [str(roomy.id), str(business.id)]
    assert await ids(adults=2, children=1) == [str(business.id)]
    assert await ids(cabin_class="economy") == [str(roomy.id)]
    assert await ids(cabin_class="business", adults=2, infants=2) == [str(business.id)]
    assert await ids(cabin_class="first") == []


# --- which fares ----------------------------------------------------------------------------


async def test_closed_and_sold_out_classes_are_not_offered_and_a_flight_without_fares_is_left_out(
    client, db, key
):
    _, _, _, out, _, aircraft = await _network(db)
    family = await create_fare_family(db, "CLASSIC")
    await _classic(db, out, booking_class="Y", base="100", family=family)
    await _classic(db, out, booking_class="B", base="150", family=family)
    m_plan, _ = await _classic(db, out, booking_class="M", base="200", family=family)
    open_flight = await create_flight(db, out, aircraft, DAY, local_departure=time(8, 0))
    await create_inventory(db, open_flight, "Y", seats=10, sold=10)  # sold out
    await create_inventory(db, open_flight, "B", seats=10, is_open=False)  # closed
    await create_inventory(db, open_flight, "M", seats=10, sold=9)
    nothing = await create_flight(db, out, aircraft, DAY, local_departure=time(9, 0))
    await create_inventory(db, nothing, "Y", seats=10, sold=10)
    await create_inventory(db, nothing, "B", seats=10, is_open=False)
    await db.commit()

    found = (await client.post(SEARCH, json=body(include_prices=True), headers=key.headers)).json()
    assert [leg["flight_id"] for leg in found["legs"]] == [str(open_flight.id)]
    leg = found["legs"][0]
    assert [fare["fare_plan_id"] for fare in leg["fares"]] == [str(m_plan.id)]
    assert leg["class_of_service"] == "M"
    assert leg["booked_seats"] == 19

    # One seat is left in M: two adults find nothing.
    found = (
        await client.post(SEARCH, json=body(include_prices=True, adults=2), headers=key.headers)
    ).json()
    assert found["legs"] == []
    assert found["total"] == 0


async def test_seats_are_counted_for_adults_and_children_but_not_lap_infants(client, db, key):
    _, _, _, out, _, aircraft = await _network(db)
    await _classic(db, out)
    flight = await create_flight(db, out, aircraft, DAY)
    await create_inventory(db, flight, "Y", seats=10, sold=8)
    await db.commit()

    async def offered(**pax):
        response = await client.post(
            SEARCH, json=body(include_prices=True, **pax), headers=key.headers
        )
        assert response.status_code == 200, response.text
        return response.json()["total"] == 1

    assert await offered(adults=2, infants=2)
    assert await offered(adults=1, children=1, infants=1)
    assert await offered(adults=0, children=2)
    assert not await offered(adults=2, children=1)
    assert not await offered(adults=3)


async def test_cabin_class_restricts_the_fares_to_that_cabin(client, db, key):
    _, _, _, out, _, aircraft = await _network(db)
    economy, _ = await _classic(db, out, booking_class="Y", base="100")
    business, _ = await _classic(
        db,
        out,
        booking_class="C",
        cabin="business",
        base="400",
        family=await create_fare_family(db, "BUSINESS"),
    )
    flight = await create_flight(db, out, aircraft, DAY)
    await create_inventory(db, flight, "Y", seats=20)
    await create_inventory(db, flight, "C", seats=4, cabin="business")
    await db.commit()

    async def plans(**fields):
        found = (
            await client.post(SEARCH, json=body(include_prices=True, **fields), headers=key.headers)
        ).json()
        return [[fare["fare_plan_id"] for fare in leg["fares"]] for leg in found["legs"]]

    assert await plans() == [[str(economy.id), str(business.id)]]
    assert await plans(cabin_class="business") == [[str(business.id)]]
    assert await plans(cabin_class="economy") == [[str(economy.id)]]
    assert await plans(cabin_class="first") == []
    assert await plans(cabin_class="premium_economy") == []


async def test_child_and_infant_prices_come_from_their_own_fare_prices_and_rules(client, db, key):
    _, _, _, out, _, aircraft = await _network(db)
    flight = await create_flight(db, out, aircraft, DAY)
    await create_inventory(db, flight, "Y", seats=20)
    await create_inventory(db, flight, "B", seats=20)
    # LIGHT (Y): adult 100 + 20 + 5 = 125 under the plan's rule; child 60 + 20 + 0 = 80
    # under its own child rule; an infant row of 10 + 5 is ignored: a lap infant pays 0.
    light_rule = await create_fare_rule(db, code="LIGHT-ADT")
    child_rule = await create_fare_rule(db, code="LIGHT-CHD")
    light = await create_fare_plan(
        db, await create_fare_family(db, "LIGHT"), light_rule, route=out, booking_class="Y"
    )
    adult = await create_fare_price(db, light, "adult", "100", taxes="20", fees="5")
    child = await create_fare_price(db, light, "child", "60", taxes="20", rule=child_rule)
    await create_fare_price(db, light, "infant", "10", taxes="5")
    await create_fare_price(db, light, "senior", "90", taxes="20", fees="5")
    # FLEX (B): adult 150.50 + 30.25 + 4.75 = 185.50 under its own adult rule (not the
    # plan's); no child price, so a child pays the adult price.
    flex_plan_rule = await create_fare_rule(db, code="FLEX-PLAN")
    flex_adult_rule = await create_fare_rule(db, code="FLEX-ADT")
    flex = await create_fare_plan(
        db, await create_fare_family(db, "FLEX"), flex_plan_rule, route=out, booking_class="B"
    )
    flex_adult = await create_fare_price(
        db, flex, "adult", "150.50", taxes="30.25", fees="4.75", rule=flex_adult_rule
    )
    await db.commit()
    assert child.fare_rule_id == child_rule.id

    found = (
        await client.post(
            SEARCH,
            json=body(include_prices=True, adults=2, children=1, infants=1, currency="USD"),
            headers=key.headers,
        )
    ).json()
    leg = found["legs"][0]
    light_fare, flex_fare = leg["fares"]
    assert light_fare == {
        "class_of_service": "Y",
        "fare_plan_id": str(light.id),
        "fare_rule_id": str(light_rule.id),
        "fare_price_id": str(adult.id),
        "price": 125.0,
        "base_price": 100.0,
        "taxes": 20.0,
        "fees": 5.0,
        "currency": "USD",
        "prices_by_pax_type": {"adult": 125.0, "child": 80.0, "infant": 0.0, "senior": 115.0},
        "booking_charges": 0.0,
        "total_price": 330.0,  # 2 x 125 + 80, the lap infant free
    }
    assert flex_fare == {
        "class_of_service": "B",
        "fare_plan_id": str(flex.id),
        "fare_rule_id": str(flex_adult_rule.id),
        "fare_price_id": str(flex_adult.id),
        "price": 185.5,
        "base_price": 150.5,
        "taxes": 30.25,
        "fees": 4.75,
        "currency": "USD",
        "prices_by_pax_type": {"adult": 185.5, "child": 185.5, "infant": 0.0},
        "booking_charges": 0.0,
        "total_price": 556.5,
    }
    # The leg's price fields are the cheapest fare's.
    assert leg["price"] == 125.0
    assert leg["currency"] == "USD"
    assert leg["fare_plan_id"] == str(light.id)
    assert leg["fare_rule_id"] == str(light_rule.id)
    assert leg["fare_price_id"] == str(adult.id)
    assert leg["class_of_service"] == "Y"
    assert leg["prices_by_type"] == {"adult": 125.0, "child": 80.0, "infant": 0.0}


async def test_fares_are_sorted_by_what_the_party_pays(client, db, key):
    """Adult 100 / child 100 against adult 110 / child 50: one adult pays less on the
    first, one adult and two children on the second (300 against 210)."""
    _, _, _, out, _, aircraft = await _network(db)
    flight = await create_flight(db, out, aircraft, DAY)
    await create_inventory(db, flight, "Y", seats=20)
    await create_inventory(db, flight, "M", seats=20)
    flat, _ = await _classic(db, out, booking_class="Y", base="75")  # 75 + 20 + 5 = 100
    kids, _ = await _classic(
        db, out, booking_class="M", base="85", family=await create_fare_family(db, "FAMILY")
    )  # 85 + 20 + 5 = 110
    await create_fare_price(db, kids, "child", "30", taxes="20")  # 50
    await db.commit()

    async def order(**pax):
        found = (
            await client.post(SEARCH, json=body(include_prices=True, **pax), headers=key.headers)
        ).json()
        leg = found["legs"][0]
        assert leg["fare_plan_id"] == leg["fares"][0]["fare_plan_id"]
        return [fare["fare_plan_id"] for fare in leg["fares"]]

    assert await order(adults=1) == [str(flat.id), str(kids.id)]
    assert await order(adults=1, children=2) == [str(kids.id), str(flat.id)]


async def test_a_flight_plan_replaces_the_route_plans_of_its_family(client, db, key):
    _, _, _, out, _, aircraft = await _network(db)
    special = await create_flight(db, out, aircraft, DAY, local_departure=time(8, 0))
    ordinary = await create_flight(db, out, aircraft, DAY, local_departure=time(9, 0))
    for flight in (special, ordinary):
        await create_inventory(db, flight, "Y", seats=20)
        await create_inventory(db, flight, "B", seats=20)
    classic = await create_fare_family(db, "CLASSIC")
    route_y, _ = await _classic(db, out, booking_class="Y", base="100", family=classic)
    route_b, _ = await _classic(db, out, booking_class="B", base="120", family=classic)
    light, _ = await _classic(
        db, out, booking_class="Y", base="80", family=await create_fare_family(db, "LIGHT")
    )
    rule = await create_fare_rule(db)
    promo = await create_fare_plan(db, classic, rule, flight=special, booking_class="B")
    await create_fare_price(db, promo, "adult", "50", taxes="20", fees="5")
    await db.commit()

    found = (await client.post(SEARCH, json=body(include_prices=True), headers=key.headers)).json()
    by_flight = {leg["flight_id"]: leg for leg in found["legs"]}
    assert [f["fare_plan_id"] for f in by_flight[str(special.id)]["fares"]] == [
        str(promo.id),
        str(light.id),
    ]
    assert by_flight[str(special.id)]["price"] == 75.0
    assert [f["fare_plan_id"] for f in by_flight[str(ordinary.id)]["fares"]] == [
        str(light.id),
        str(route_y.id),
        str(route_b.id),
    ]


async def test_plan_validity_dates_and_active_flags_are_respected(client, db, key):
    _, _, _, out, _, aircraft = await _network(db)
    flight = await create_flight(db, out, aircraft, DAY)
    await create_inventory(db, flight, "Y", seats=20)
    covering, _ = await _classic(db, out, base="100")
    covering.valid_from, covering.valid_to = DAY, DAY
    later, _ = await _classic(db, out, base="10", family=await create_fare_family(db, "LATER"))
    later.valid_from = DAY + timedelta(days=1)
    ended, _ = await _classic(db, out, base="11", family=await create_fare_family(db, "ENDED"))
    ended.valid_to = DAY - timedelta(days=1)
    inactive, _ = await _classic(db, out, base="12", family=await create_fare_family(db, "OFF"))
    inactive.is_active = False
    retired_family = await create_fare_family(db, "RETIRED", is_active=False)
    await _classic(db, out, base="13", family=retired_family)
    no_adult_price = await create_fare_plan(
        db, await create_fare_family(db, "KIDS"), await create_fare_rule(db), route=out
    )
    await create_fare_price(db, no_adult_price, "child", "5")
    await db.commit()

    found = (await client.post(SEARCH, json=body(include_prices=True), headers=key.headers)).json()
    assert [fare["fare_plan_id"] for fare in found["legs"][0]["fares"]] == [str(covering.id)]


async def test_a_fare_with_advance_purchase_days_is_not_offered_closer_to_departure(
    client, db, key
):
    _, _, _, out, _, aircraft = await _network(db)
    soon = (clock.now() + timedelta(days=3)).date()
    flights = [await create_flight(db, out, aircraft, day) for day in (soon, DAY)]
    for flight in flights:
        await create_inventory(db, flight, "Y", seats=20)
    family = await create_fare_family(db, "ADVANCE")
    advance = await create_fare_plan(
        db, family, await create_fare_rule(db, advance_purchase_days=7), route=out
    )
    await create_fare_price(db, advance, "adult", "50")
    anytime, _ = await _classic(db, out, base="100")
    await db.commit()

    async def plans(day):
        found = (
            await client.post(
                SEARCH,
                json=body(include_prices=True, departure_date=day.isoformat()),
                headers=key.headers,
            )
        ).json()
        return [fare["fare_plan_id"] for fare in found["legs"][0]["fares"]]

    assert await plans(soon) == [str(anytime.id)]  # 3 days ahead: too late for 7 days
    assert await plans(DAY) == [str(advance.id), str(anytime.id)]

    # Days are the airline's (Bishkek) dates, as the quote counts them: the last second of
    # the 7th day before DAY still sells the fare; once the clock passes midnight, without
    # any data changing, the fare is gone (a remembered answer is not reused).
    midnight = datetime.combine(DAY - timedelta(days=6), time(0), clock.BISHKEK)
    clock.set_offset(midnight - timedelta(seconds=1) - clock.now() + clock.offset())
    assert await plans(DAY) == [str(advance.id), str(anytime.id)]
    clock.set_offset(midnight - clock.now() + clock.offset())
    assert await plans(DAY) == [str(anytime.id)]


async def test_a_remembered_answer_is_not_served_once_its_flight_has_departed(client, db, key):
    """No data changes here (the clock moves in this process only): the cached answer of
    the first search must expire at the departure by itself."""
    _, _, _, out, _, aircraft = await _network(db)
    flight = await create_flight(db, out, aircraft, DAY)
    await create_inventory(db, flight, "Y", seats=20)
    await _classic(db, out, base="100")
    await db.commit()
    search = body(include_prices=True)
    assert (await client.post(SEARCH, json=search, headers=key.headers)).json()["total"] == 1

    clock.set_offset(flight.scheduled_departure + timedelta(seconds=1) - clock.now())
    assert (await client.post(SEARCH, json=search, headers=key.headers)).json()["total"] == 0


# --- round trips and multi-city -------------------------------------------------------------


async def test_round_trip_fills_legs_and_return_legs(client, db, key):
    _, _, _, out, back, aircraft = await _network(db)
    await _classic(db, out, base="100")
    await _classic(db, back, base="90", family=await create_fare_family(db, "BACK"))
    going = await create_flight(db, out, aircraft, DAY)
    returning = [
        await create_flight(db, back, aircraft, DAY + timedelta(days=5), local_departure=t)
        for t in (time(18, 0), time(7, 0))
    ]
    for flight in (going, *returning):
        await create_inventory(db, flight, "Y")
    await db.commit()

    return_date = (DAY + timedelta(days=5)).isoformat()
    found = (
        await client.post(
            SEARCH, json=body(return_date=return_date, include_prices=True), headers=key.headers
        )
    ).json()
    assert [leg["flight_id"] for leg in found["legs"]] == [str(going.id)]
    assert [leg["flight_id"] for leg in found["return_legs"]] == [
        str(returning[1].id),
        str(returning[0].id),
    ]
    assert (found["total"], found["total_return"]) == (1, 2)
    assert found["return_legs"][0]["origin"]["iata"] == "OSS"
    assert found["return_legs"][0]["price"] == 115.0

    same_day = (
        await client.post(SEARCH, json=body(return_date=DAY.isoformat()), headers=key.headers)
    ).json()
    assert (same_day["total"], same_day["total_return"]) == (1, 0)


async def test_multi_city_search_gives_one_result_per_leg(client, db, key):
    _fru, oss, ist, out, _back, aircraft = await _network(db)
    onward = await create_route(db, oss, ist, duration=300)
    await _classic(db, out)
    await _classic(db, onward, family=await create_fare_family(db, "ONWARD"))
    first = await create_flight(db, out, aircraft, DAY)
    second = await create_flight(db, onward, aircraft, DAY + timedelta(days=2))
    for flight in (first, second):
        await create_inventory(db, flight, "Y")
    await db.commit()

    legs = [
        {"origin": "FRU", "destination": "OSS", "departure_date": DAY.isoformat()},
        {
            "origin": "OSS",
            "destination": "IST",
            "departure_date": (DAY + timedelta(days=2)).isoformat(),
        },
        {"origin": "IST", "destination": "FRU", "departure_date": DAY.isoformat()},
    ]
    response = await client.post(MULTI, json={"legs": legs[:2]}, headers=key.headers)
    assert response.status_code == 200, response.text
    results = response.json()
    assert [[leg["flight_id"] for leg in r["legs"]] for r in results] == [
        [str(first.id)],
        [str(second.id)],
    ]
    assert all(r["return_legs"] == [] and r["total_return"] == 0 for r in results)
    assert [r["total"] for r in results] == [1, 1]

    backwards = await client.post(MULTI, json={"legs": legs}, headers=key.headers)
    assert backwards.status_code == 422
    assert (await client.post(MULTI, json={"legs": []}, headers=key.headers)).status_code == 422
    seven = {"legs": [legs[0]] * 7}
    assert (await client.post(MULTI, json=seven, headers=key.headers)).status_code == 422
    six = {"legs": [legs[0]] * 6}
    assert len((await client.post(MULTI, json=six, headers=key.headers)).json()) == 6
    bad_pax = {"legs": legs[:1], "adults": 0}
    assert (await client.post(MULTI, json=bad_pax, headers=key.headers)).status_code == 422


# --- currency -------------------------------------------------------------------------------


async def test_prices_are_converted_to_the_requested_currency_half_up_per_part(client, db, key):
    _, _, _, out, _, aircraft = await _network(db)
    flight = await create_flight(db, out, aircraft, DAY)
    await create_inventory(db, flight, "Y")
    plan = await create_fare_plan(
        db, await create_fare_family(db, "CLASSIC"), await create_fare_rule(db), route=out
    )
    await create_fare_price(db, plan, "adult", "8000", taxes="500", fees="199", currency="KGS")
    await create_fare_price(db, plan, "child", "6000", taxes="500", currency="KGS")
    await db.commit()
    await create_internal_rate(db, "KGS", "USD", "0.0115")
    await create_nb_rate(db, "EUR", "100")  # 1 EUR = 100 KGS: 1 KGS = 0.01 EUR

    found = (
        await client.post(
            SEARCH, json=body(include_prices=True, currency="usd"), headers=key.headers
        )
    ).json()
    fare = found["legs"][0]["fares"][0]
    # 8000 × 0.0115 = 92.00; 500 × 0.0115 = 5.75; 199 × 0.0115 = 2.2885 → 2.29
    assert (fare["base_price"], fare["taxes"], fare["fees"]) == (92.0, 5.75, 2.29)
    assert fare["price"] == 100.04
    assert fare["currency"] == "USD"
    # child: 6000 × 0.0115 = 69.00 + 5.75
    assert fare["prices_by_pax_type"] == {"adult": 100.04, "child": 74.75, "infant": 0.0}
    assert found["legs"][0]["currency"] == "USD"

    found = (
        await client.post(
            SEARCH, json=body(include_prices=True, currency="EUR"), headers=key.headers
        )
    ).json()
    fare = found["legs"][0]["fares"][0]
    assert (fare["base_price"], fare["taxes"], fare["fees"], fare["price"]) == (
        80.0,
        5.0,
        1.99,
        86.99,
    )

    found = (
        await client.post(
            SEARCH, json=body(include_prices=True, currency="KGS"), headers=key.headers
        )
    ).json()
    assert found["legs"][0]["price"] == 8699.0


async def test_every_leg_carries_its_cheapest_fares_prices_in_usd_by_default(client, db, key):
    """Spec 01 §4.3: ``include_prices`` decides only whether ``fares[]`` is listed; every
    leg carries the price fields of its cheapest fare either way, in USD unless another
    currency is asked for. Each answer is remembered apart from the other."""
    _, _, _, out, back, aircraft = await _network(db)
    going = await create_flight(db, out, aircraft, DAY)
    returning = await create_flight(db, back, aircraft, DAY + timedelta(days=3))
    rule = await create_fare_rule(db)
    light_adults = {}
    for route in (out, back):
        classic = await create_fare_plan(
            db, await create_fare_family(db, f"CLASSIC-{route.route_code}"), rule, route=route
        )
        await create_fare_price(db, classic, "adult", "8000", taxes="500", currency="KGS")
        light = await create_fare_plan(
            db,
            await create_fare_family(db, f"LIGHT-{route.route_code}"),
            rule,
            route=route,
            booking_class="Q",
        )
        light_adults[route.id] = await create_fare_price(db, light, "adult", "6000", currency="KGS")
        await create_fare_price(db, light, "child", "4000", currency="KGS")
    for flight in (going, returning):
        await create_inventory(db, flight, "Y")
        await create_inventory(db, flight, "Q")
    await db.commit()
    await create_internal_rate(db, "KGS", "USD", "0.0115")
    trip = body(return_date=(DAY + timedelta(days=3)).isoformat(), children=1)

    async def search(**fields):
        response = await client.post(SEARCH, json={**trip, **fields}, headers=key.headers)
        assert response.status_code == 200, response.text
        return response.json()

    bare = await search()
    assert (bare["total"], bare["total_return"]) == (1, 1)
    for leg, route in ((bare["legs"][0], out), (bare["return_legs"][0], back)):
        assert "fares" not in leg
        # LIGHT: 6000 KGS x 0.0115 = 69.00 per adult, 4000 x 0.0115 = 46.00 per child
        assert (leg["price"], leg["currency"], leg["class_of_service"]) == (69.0, "USD", "Q")
        assert leg["prices_by_type"] == {"adult": 69.0, "child": 46.0, "infant": 0.0}
        adult = light_adults[route.id]
        assert leg["fare_plan_id"] == str(adult.fare_plan_id)
        assert leg["fare_price_id"] == str(adult.id)
        assert leg["fare_rule_id"] == str(rule.id)

    priced = await search(include_prices=True)
    for without, with_fares in zip(
        bare["legs"] + bare["return_legs"], priced["legs"] + priced["return_legs"], strict=True
    ):
        fares = with_fares.pop("fares")
        assert without == with_fares  # the same leg, fares aside
        cheapest = fares[0]
        assert (without["price"], without["fare_price_id"]) == (
            cheapest["price"],
            cheapest["fare_price_id"],
        )
        assert without["prices_by_type"] == {
            t: cheapest["prices_by_pax_type"][t] for t in ("adult", "child", "infant")
        }
    # the remembered answers are not mixed up
    assert "fares" not in (await search())["legs"][0]
    assert "fares" in (await search(include_prices=True))["legs"][0]
    in_kgs = (await search(currency="KGS"))["legs"][0]
    assert (in_kgs["price"], in_kgs["currency"]) == (6000.0, "KGS")


async def test_a_currency_without_a_rate_is_422(client, db, key):
    _, _, _, out, _, aircraft = await _network(db)
    flight = await create_flight(db, out, aircraft, DAY)
    await create_inventory(db, flight, "Y")
    await _classic(db, out)
    await db.commit()
    response = await client.post(
        SEARCH, json=body(include_prices=True, currency="JPY"), headers=key.headers
    )
    assert response.status_code == 422
    assert "No exchange rate from USD to JPY" in response.json()["detail"]
    # Without include_prices the legs carry their prices all the same (spec 01 §4.3).
    response = await client.post(SEARCH, json=body(currency="JPY"), headers=key.headers)
    assert response.status_code == 422
    assert "No exchange rate from USD to JPY" in response.json()["detail"]


# --- refused requests -----------------------------------------------------------------------


@pytest.mark.parametrize(
    "fields",
    [
        {"origin": None},
        {"destination": None},
        {"departure_date": None},
        {"origin": "FR"},
        {"origin": "FRUU"},
        {"origin": "F1U"},
        {"origin": "not-a-uuid-nor-code"},
        {"destination": "FRU"},
        {"destination": "fru"},
        {"departure_date": "2026-13-01"},
        {"departure_date": "tomorrow"},
        {"return_date": (DAY - timedelta(days=1)).isoformat()},
        {"cabin_class": "luxury"},
        {"adults": 10},
        {"adults": -1},
        {"children": 10},
        {"infants": 10},
        {"infants": -1},
        {"adults": 0},
        {"adults": 0, "children": 0},
        {"adults": 1, "infants": 2},
        {"adults": 0, "children": 2, "infants": 1},
        {"adults": 5, "children": 5},
        {"currency": "US"},
        {"currency": "US1"},
        {"currency": "DOLLAR"},
        {"include_prices": "perhaps"},
    ],
)
async def test_invalid_search_parameters_are_422(client, db, key, fields):
    payload = {k: v for k, v in body(**fields).items() if v is not None}
    response = await client.post(SEARCH, json=payload, headers=key.headers)
    assert response.status_code == 422, response.text
    assert isinstance(response.json()["detail"], list)


async def test_unknown_or_inactive_airports_are_404(client, db, key):
    _fru, _oss, *_ = await _network(db)
    closed = await create_airport(db, "XXA", "Nowhere")
    closed.is_active = False
    await db.commit()
    for fields in (
        {"origin": "ZZZ"},
        {"destination": "XXA"},
        {"origin": "9b2f7c3e-6a4d-4c1b-8e4f-1a2b3c4d5e6f"},
    ):
        response = await client.post(SEARCH, json=body(**fields), headers=key.headers)
        assert response.status_code == 404, response.text
        assert "not found" in response.json()["detail"]
    response = await client.post(
        SEARCH, json=body(origin="ZZZ", destination="YYY"), headers=key.headers
    )
    assert response.json()["detail"] == "Airports not found: ZZZ, YYY"


async def test_the_same_airport_by_code_and_by_id_is_422(client, db, key):
    fru, *_ = await _network(db)
    await db.commit()
    response = await client.post(SEARCH, json=body(destination=str(fru.id)), headers=key.headers)
    assert response.status_code == 422
    assert "different" in response.json()["detail"]


async def test_search_needs_an_api_key(client, db):
    await _network(db)
    await db.commit()
    assert (await client.post(SEARCH, json=body())).status_code == 401
    assert (await client.post(MULTI, json={"legs": [body()]})).status_code == 401


async def test_a_date_with_no_flights_is_an_empty_result(client, db, key):
    await _network(db)
    await db.commit()
    found = await client.post(SEARCH, json=body(include_prices=True), headers=key.headers)
    assert found.status_code == 200
    assert found.json() == {"legs": [], "return_legs": [], "total": 0, "total_return": 0}
