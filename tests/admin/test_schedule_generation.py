"""The back office creating a weekly schedule and generating its flights: local departure
times at the origin become the right UTC times (daylight saving and crossing midnight
included), arrivals follow the route's duration, generating again creates nothing new, and
each flight gets the schedule's booking classes."""

from datetime import UTC, date, datetime, timedelta

import pytest
from sqlalchemy import func, select

from tarmac.catalog.models import Flight
from tarmac.inventory.models import BookingClassInventory
from tests.admin import helpers
from tests.admin.helpers import ADMIN, TEMPLATE

# Two weeks around the European switch to summer time (Sunday 28 March 2027).
WINDOW = {"date_from": "2027-03-22", "date_to": "2027-04-04"}
MON_WED_FRI = [date(2027, 3, d) for d in (22, 24, 26, 29, 31)] + [date(2027, 4, 2)]


def utc(text: str) -> datetime:
    return datetime.fromisoformat(text).astimezone(UTC)


async def flights_of(client, headers, route_id: str) -> list[dict]:
    response = await client.get(
        f"{ADMIN}/flights",
        params={"route_id": route_id, "page_size": 200},
        headers=headers,
    )
    assert response.status_code == 200, response.text
    return response.json()["data"]


async def test_the_back_office_creating_a_schedule_produces_the_expected_flights(
    client, db, admin_headers
):
    await helpers.airport(client, admin_headers, "FRU")
    await helpers.airport(client, admin_headers, "IST")
    route = await helpers.route(
        client, admin_headers, "FRU", "IST", duration_minutes=330, distance_km=3900
    )
    assert route["route_code"] == "FRU-IST"
    assert route["route_type"] == "international"
    aircraft = await helpers.aircraft(client, admin_headers)
    schedule = await helpers.schedule(
        client,
        admin_headers,
        route,
        aircraft,
        flight_number="KG777",
        days_of_week=[5, 1, 3],
        departure_time="23:30",
        valid_from="2027-03-01",
        valid_to="2027-06-30",
    )
    assert schedule["days_of_week"] == [1, 3, 5]
    assert schedule["duration_minutes"] is None

    generate = f"{ADMIN}/schedules/{schedule['id']}/generate"
    first = await client.post(generate, json=WINDOW, headers=admin_headers)
    assert first.status_code == 200, first.text
    assert first.json() == {"created": 6, "skipped": 0}

    flights = await flights_of(client, admin_headers, route["id"])
    assert [date.fromisoformat(f["flight_date"]) for f in flights] == MON_WED_FRI
    for flight, day in zip(flights, MON_WED_FRI, strict=True):
        # 23:30 in Bishkek (UTC+6, no daylight saving) is 17:30 UTC the same day.
        departure = datetime(day.year, day.month, day.day, 17, 30, tzinfo=UTC)
        assert utc(flight["scheduled_departure"]) == departure
        assert utc(flight["scheduled_arrival"]) == departure + timedelta(minutes=330)
        assert flight["flight_number"] == "KG777"
        assert flight["status"] == "scheduled"
        assert flight["schedule_id"] == schedule["id"]
        assert flight["route"]["origin"]["iata"] == "FRU"
        assert flight["route"]["destination"]["iata"] == "IST"
        assert flight["aircraft"]["code"] == "A320"

    second = await client.post(generate, json=WINDOW, headers=admin_headers)
    assert second.json() == {"created": 0, "skipped": 6}
    assert len(await flights_of(client, admin_headers, route["id"])) == 6
    assert await db.scalar(select(func.count()).select_from(Flight)) == 6

    expected = sorted(
        (b["booking_class"], b["cabin"], b["seats"], 0, b["seats"], True) for b in TEMPLATE
    )
    for flight in flights:
        response = await client.get(
            f"{ADMIN}/flights/{flight['id']}/inventory", headers=admin_headers
        )
        assert response.status_code == 200
        buckets = [
            (b["booking_class"], b["cabin"], b["seats"], b["sold"], b["available"], b["is_open"])
            for b in response.json()
        ]
        assert buckets == expected
    assert await db.scalar(select(func.count()).select_from(BookingClassInventory)) == 6 * len(
        TEMPLATE
    )


@pytest.mark.parametrize(
    ("origin", "destination", "utc_departures"),
    [
        # Istanbul, UTC+3 all year: 20:30 UTC the same day.
        ("IST", "FRU", [(d, 20, 30) for d in MON_WED_FRI]),
        # Berlin: 23:30 CET (UTC+1) is 22:30 UTC until Sunday 28 March, then 23:30 CEST
        # (UTC+2) is 21:30 UTC.
        (
            "BER",
            "IST",
            [(d, 22, 30) for d in MON_WED_FRI[:3]] + [(d, 21, 30) for d in MON_WED_FRI[3:]],
        ),
        # New York, behind UTC (EDT, UTC-4, since 14 March): 03:30 UTC the next day, while the
        # flight date stays the local date of departure.
        ("JFK", "BER", [(d + timedelta(days=1), 3, 30) for d in MON_WED_FRI]),
    ],
)
async def test_generated_departures_are_local_to_the_origin_airport(
    client, admin_headers, origin, destination, utc_departures
):
    route = await helpers.route(client, admin_headers, origin, destination, duration_minutes=200)
    aircraft = await helpers.aircraft(client, admin_headers)
    schedule = await helpers.schedule(client, admin_headers, route, aircraft)
    response = await client.post(
        f"{ADMIN}/schedules/{schedule['id']}/generate", json=WINDOW, headers=admin_headers
    )
    assert response.json() == {"created": 6, "skipped": 0}

    flights = await flights_of(client, admin_headers, route["id"])
    assert [date.fromisoformat(f["flight_date"]) for f in flights] == MON_WED_FRI
    for flight, (day, hour, minute) in zip(flights, utc_departures, strict=True):
        departure = datetime(day.year, day.month, day.day, hour, minute, tzinfo=UTC)
        assert utc(flight["scheduled_departure"]) == departure
        assert utc(flight["scheduled_arrival"]) == departure + timedelta(minutes=200)


async def test_a_schedule_duration_overrides_the_route_duration(client, admin_headers):
    route = await helpers.route(client, admin_headers, "FRU", "OSS", duration_minutes=60)
    aircraft = await helpers.aircraft(client, admin_headers)
    schedule = await helpers.schedule(
        client, admin_headers, route, aircraft, departure_time="08:00", duration_minutes=75
    )
    await client.post(
        f"{ADMIN}/schedules/{schedule['id']}/generate",
        json={"date_from": "2027-03-22", "date_to": "2027-03-22"},
        headers=admin_headers,
    )
    [flight] = await flights_of(client, admin_headers, route["id"])
    assert utc(flight["scheduled_departure"]) == datetime(2027, 3, 22, 2, 0, tzinfo=UTC)
    assert utc(flight["scheduled_arrival"]) == datetime(2027, 3, 22, 3, 15, tzinfo=UTC)


async def test_generation_stays_within_the_schedule_validity(client, admin_headers):
    route = await helpers.route(client, admin_headers, "FRU", "OSS")
    aircraft = await helpers.aircraft(client, admin_headers)
    schedule = await helpers.schedule(
        client, admin_headers, route, aircraft, valid_from="2027-03-24", valid_to="2027-03-29"
    )
    response = await client.post(
        f"{ADMIN}/schedules/{schedule['id']}/generate", json=WINDOW, headers=admin_headers
    )
    assert response.json() == {"created": 3, "skipped": 0}
    flights = await flights_of(client, admin_headers, route["id"])
    assert [f["flight_date"] for f in flights] == ["2027-03-24", "2027-03-26", "2027-03-29"]


async def test_an_inactive_schedule_generates_nothing(client, admin_headers):
    route = await helpers.route(client, admin_headers, "FRU", "OSS")
    aircraft = await helpers.aircraft(client, admin_headers)
    schedule = await helpers.schedule(client, admin_headers, route, aircraft, is_active=False)
    response = await client.post(
        f"{ADMIN}/schedules/{schedule['id']}/generate", json=WINDOW, headers=admin_headers
    )
    assert response.json() == {"created": 0, "skipped": 0}


async def test_a_long_window_with_many_booking_classes_is_generated_in_full(
    client, db, admin_headers
):
    # 401 daily flights x 26 booking classes: more rows than one INSERT can carry.
    route = await helpers.route(client, admin_headers, "FRU", "OSS")
    aircraft = await helpers.aircraft(client, admin_headers)
    template = [
        {"booking_class": chr(ord("A") + i), "cabin": "economy", "seats": 3} for i in range(26)
    ]
    schedule = await helpers.schedule(
        client,
        admin_headers,
        route,
        aircraft,
        days_of_week=[1, 2, 3, 4, 5, 6, 7],
        valid_from="2027-01-01",
        valid_to="2028-12-31",
        inventory_template=template,
    )
    response = await client.post(
        f"{ADMIN}/schedules/{schedule['id']}/generate",
        json={"date_from": "2027-01-01", "date_to": "2028-02-05"},
        headers=admin_headers,
    )
    assert response.status_code == 200, response.text
    assert response.json() == {"created": 401, "skipped": 0}
    assert await db.scalar(select(func.count()).select_from(BookingClassInventory)) == 401 * 26


@pytest.mark.parametrize(
    ("window", "message"),
    [
        ({"date_from": "2027-04-04", "date_to": "2027-03-22"}, "date_to must not be before"),
        ({"date_from": "2027-01-01", "date_to": "2028-02-06"}, "at most 400 days"),
    ],
)
async def test_a_generation_window_must_be_ordered_and_at_most_400_days(
    client, admin_headers, window, message
):
    route = await helpers.route(client, admin_headers, "FRU", "OSS")
    aircraft = await helpers.aircraft(client, admin_headers)
    schedule = await helpers.schedule(client, admin_headers, route, aircraft)
    response = await client.post(
        f"{ADMIN}/schedules/{schedule['id']}/generate", json=window, headers=admin_headers
    )
    assert response.status_code == 422
    assert message in response.json()["detail"]


async def test_generating_an_unknown_schedule_is_404(client, admin_headers):
    response = await client.post(
        f"{ADMIN}/schedules/00000000-0000-4000-8000-000000000000/generate",
        json=WINDOW,
        headers=admin_headers,
    )
    assert response.status_code == 404


async def test_schedule_changes_apply_to_flights_generated_afterwards(client, admin_headers):
    route = await helpers.route(client, admin_headers, "FRU", "OSS")
    aircraft = await helpers.aircraft(client, admin_headers)
    schedule = await helpers.schedule(client, admin_headers, route, aircraft)
    generate = f"{ADMIN}/schedules/{schedule['id']}/generate"
    await client.post(
        generate, json={"date_from": "2027-03-22", "date_to": "2027-03-22"}, headers=admin_headers
    )
    patched = await client.patch(
        f"{ADMIN}/schedules/{schedule['id']}",
        json={"departure_time": "07:15", "days_of_week": [1, 2]},
        headers=admin_headers,
    )
    assert patched.status_code == 200, patched.text
    assert patched.json()["departure_time"] == "07:15:00"
    await client.post(
        generate, json={"date_from": "2027-03-22", "date_to": "2027-03-23"}, headers=admin_headers
    )
    flights = await flights_of(client, admin_headers, route["id"])
    assert [
        (f["flight_date"], utc(f["scheduled_departure"]).time().isoformat()) for f in flights
    ] == [
        ("2027-03-22", "17:30:00"),  # generated before the change: 23:30 Bishkek
        ("2027-03-23", "01:15:00"),  # 07:15 Bishkek
    ]
