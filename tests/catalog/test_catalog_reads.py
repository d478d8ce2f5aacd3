"""Catalog reads (spec 01 §2.8, §4.3; spec 02 §8): airports, routes, flights, calendar."""

import uuid
from datetime import time, timedelta

import pytest

from tarmac.core import clock
from tests.catalog.factories import (
    create_aircraft,
    create_airport,
    create_flight,
    create_route,
)
from tests.factories import create_api_key

BASE = "/api/v1/schedules"
DAY = (clock.now() + timedelta(days=30)).date()


@pytest.fixture
async def key(db):
    return await create_api_key(db)


# --- airports -------------------------------------------------------------------------------


async def test_airport_search_matches_iata_city_or_name_with_the_exact_code_first(client, db, key):
    await create_airport(db, "ALA", "Almaty", country="KZ", tz="Asia/Almaty", icao="UAAA")
    await create_airport(db, "AAA", "Talas", name="Talas Airport")  # city contains "ala"
    await create_airport(db, "ABC", "Osh", name="Kalamazoo Field")  # name contains "ala"
    await create_airport(db, "FRU", "Bishkek", name="Manas International")
    closed = await create_airport(db, "ALB", "Alabama")
    closed.is_active = False
    await db.commit()

    response = await client.get(f"{BASE}/airports", params={"search": "ala"}, headers=key.headers)
    assert response.status_code == 200
    found = response.json()
    assert [a["iata_code"] for a in found["data"]] == ["ALA", "AAA", "ABC"]
    assert found["count"] == 3
    assert found["data"][0] == {
        "iata_code": "ALA",
        "icao_code": "UAAA",
        "name": "Almaty International",
        "city": "Almaty",
        "country": "KZ",
        "timezone": "Asia/Almaty",
    }

    async def codes(**params):
        response = await client.get(f"{BASE}/airports", params=params, headers=key.headers)
        assert response.status_code == 200, response.text
        return [a["iata_code"] for a in response.json()["data"]]

    assert await codes(search="MANAS") == ["FRU"]
    assert await codes(search="fr") == ["FRU"]  # IATA prefix
    assert await codes(search="ala", country="kz") == ["ALA"]
    assert await codes(country="KG") == ["AAA", "ABC", "FRU"]
    assert await codes() == ["AAA", "ABC", "ALA", "FRU"]  # inactive never listed
    assert await codes(search="%%") == []  # LIKE wildcards are literal
    assert await codes(search="a_a") == []


async def test_airport_search_limits(client, db, key):
    for n in range(55):
        await create_airport(db, f"Q{chr(65 + n // 26)}{chr(65 + n % 26)}", f"City {n}")
    await db.commit()

    async def get(**params):
        return await client.get(f"{BASE}/airports", params=params, headers=key.headers)

    assert (await get(search="Q")).status_code == 422  # at least 2 characters
    assert (await get(search="")).status_code == 422
    assert (await get(search="x" * 101)).status_code == 422
    assert (await get(limit=201)).status_code == 422
    assert (await get(limit=0)).status_code == 422
    assert (await get(country="KGZ")).status_code == 422
    assert (await get(search="ab\x00c")).status_code == 422
    default = (await get()).json()
    assert (len(default["data"]), default["count"]) == (50, 50)
    assert (await get(limit=200)).json()["count"] == 55
    assert (await get(limit=3, search="city")).json()["count"] == 3


# --- routes ---------------------------------------------------------------------------------


async def test_routes_are_listed_by_code_and_filtered_by_origin_and_destination(client, db, key):
    fru = await create_airport(db, "FRU", "Bishkek", name="Manas International")
    oss = await create_airport(db, "OSS", "Osh")
    ist = await create_airport(db, "IST", "Istanbul", country="TR", tz="Europe/Istanbul")
    to_osh = await create_route(db, fru, oss, duration=55, distance=300)
    await create_route(db, oss, fru)
    await create_route(db, fru, ist, duration=330, distance=3600)
    suspended = await create_route(db, ist, oss)
    suspended.is_active = False
    await db.commit()

    async def get(**params):
        response = await client.get(f"{BASE}/routes", params=params, headers=key.headers)
        assert response.status_code == 200, response.text
        return response.json()

    everything = await get()
    assert [r["route_code"] for r in everything] == ["FRU-IST", "FRU-OSS", "OSS-FRU"]
    assert await get(origin="fru", destination="OSS") == [
        {
            "route_id": str(to_osh.id),
            "route_code": "FRU-OSS",
            "origin": {"iata": "FRU", "city": "Bishkek", "name": "Manas International"},
            "destination": {"iata": "OSS", "city": "Osh", "name": "Osh International"},
            "route_type": "domestic",
            "distance_km": 300,
            "duration_minutes": 55,
        }
    ]
    assert [r["route_code"] for r in await get(origin="FRU")] == ["FRU-IST", "FRU-OSS"]
    assert [r["route_code"] for r in await get(destination="FRU")] == ["OSS-FRU"]
    assert await get(origin="ZZZ") == []
    bad = await client.get(f"{BASE}/routes", params={"origin": "FR"}, headers=key.headers)
    assert bad.status_code == 422


# --- flights --------------------------------------------------------------------------------


async def _network(db):
    fru = await create_airport(db, "FRU", "Bishkek")
    ist = await create_airport(db, "IST", "Istanbul", country="TR", tz="Europe/Istanbul")
    oss = await create_airport(db, "OSS", "Osh")
    return fru, ist, oss, await create_aircraft(db)


async def test_flight_by_id_is_the_flight_object_with_local_times(client, db, key):
    fru, ist, _, aircraft = await _network(db)
    route = await create_route(db, fru, ist, duration=330)
    flight = await create_flight(
        db, route, aircraft, DAY, local_departure=time(0, 30), number="TQ501"
    )
    flight.departure_gate, flight.delay_minutes, flight.status = "A4", 15, "delayed"
    await db.commit()

    response = await client.get(f"{BASE}/flights/{flight.id}", headers=key.headers)
    assert response.status_code == 200
    assert response.json() == {
        "flight_id": str(flight.id),
        "flight_number": "TQ501",
        "flight_date": DAY.isoformat(),
        "scheduled_departure": f"{DAY.isoformat()}T00:30:00+06:00",
        "scheduled_arrival": f"{DAY.isoformat()}T03:00:00+03:00",
        "status": "delayed",
        "delay_minutes": 15,
        "departure_gate": "A4",
        "arrival_gate": None,
        "route": {
            "route_code": "FRU-IST",
            "origin": {"iata": "FRU", "city": "Bishkek"},
            "destination": {"iata": "IST", "city": "Istanbul"},
        },
    }
    assert response.headers["ETag"]

    unknown = await client.get(f"{BASE}/flights/{uuid.uuid4()}", headers=key.headers)
    assert unknown.status_code == 404
    assert "not found" in unknown.json()["detail"]
    assert (await client.get(f"{BASE}/flights/TQ501", headers=key.headers)).status_code == 422


async def test_flight_list_filters_and_paginates(client, db, key):
    fru, ist, oss, aircraft = await _network(db)
    to_osh, to_ist = await create_route(db, fru, oss), await create_route(db, fru, ist)
    flights = []
    for hour in (14, 8, 11, 9, 20):
        flights.append(
            await create_flight(
                db, to_osh, aircraft, DAY, local_departure=time(hour, 0), number=f"TQ{hour:03d}"
            )
        )
    other_day = await create_flight(db, to_osh, aircraft, DAY + timedelta(days=1), number="TQ008")
    cancelled = await create_flight(
        db, to_ist, aircraft, DAY, local_departure=time(6, 0), number="TQ700", status="cancelled"
    )
    await db.commit()

    async def get(**params):
        response = await client.get(f"{BASE}/flights/", params=params, headers=key.headers)
        assert response.status_code == 200, response.text
        return response.json()

    day = DAY.isoformat()
    first = await get(flight_date=day, page_size=2)
    assert [f["flight_number"] for f in first["data"]] == ["TQ700", "TQ008"]
    assert {k: v for k, v in first.items() if k != "data"} == {
        "page": 1,
        "page_size": 2,
        "total": 6,
    }
    third = await get(flight_date=day, page_size=2, page=3)
    assert [f["flight_number"] for f in third["data"]] == ["TQ014", "TQ020"]
    beyond = await get(flight_date=day, page_size=2, page=4)
    assert (beyond["data"], beyond["total"]) == ([], 6)
    everything = await get()
    assert (everything["total"], everything["page_size"]) == (7, 50)
    assert everything["data"][-1]["flight_id"] == str(other_day.id)

    assert [f["flight_date"] for f in (await get(flight_number="tq008"))["data"]] == [
        day,
        (DAY + timedelta(days=1)).isoformat(),
    ]
    assert [f["flight_id"] for f in (await get(status="cancelled"))["data"]] == [str(cancelled.id)]
    by_route = await get(route_code="FRU-OSS", flight_date=day)
    assert by_route["total"] == 5
    assert {f["route"]["route_code"] for f in by_route["data"]} == {"FRU-OSS"}
    assert (await get(flight_number="TQ1"))["total"] == 0  # exact, not a prefix
    empty = await get(flight_date=(DAY + timedelta(days=9)).isoformat())
    assert (empty["data"], empty["total"]) == ([], 0)


@pytest.mark.parametrize(
    "params",
    [
        {"status": "late"},
        {"flight_date": "2026-02-30"},
        {"page": 0},
        {"page": 10**12},
        {"page_size": 0},
        {"page_size": 201},
        {"flight_number": "TQ1234567"},
        {"flight_number": "TQ\x001"},
    ],
)
async def test_flight_list_refuses_bad_filters_with_422(client, db, key, params):
    response = await client.get(f"{BASE}/flights/", params=params, headers=key.headers)
    assert response.status_code == 422


# --- calendar -------------------------------------------------------------------------------


async def test_calendar_lists_dates_with_flights_that_are_not_cancelled(client, db, key):
    fru, _ist, oss, aircraft = await _network(db)
    route = await create_route(db, fru, oss)
    await create_route(db, oss, fru)
    for offset, hour, status in (
        (0, 8, "scheduled"),
        (0, 15, "delayed"),
        (2, 8, "scheduled"),
        (3, 8, "cancelled"),
        (9, 8, "scheduled"),
    ):
        await create_flight(
            db,
            route,
            aircraft,
            DAY + timedelta(days=offset),
            local_departure=time(hour, 0),
            status=status,
        )
    await db.commit()

    params = {
        "origin": "fru",
        "destination": "OSS",
        "date_from": DAY.isoformat(),
        "date_to": (DAY + timedelta(days=5)).isoformat(),
    }
    response = await client.get(f"{BASE}/flights/calendar", params=params, headers=key.headers)
    assert response.status_code == 200, response.text
    assert response.json() == {
        "origin": "FRU",
        "destination": "OSS",
        "date_from": params["date_from"],
        "date_to": params["date_to"],
        "dates": [
            {"date": DAY.isoformat(), "flights": 2},
            {"date": (DAY + timedelta(days=2)).isoformat(), "flights": 1},
        ],
    }
    reverse = {**params, "origin": "OSS", "destination": "FRU"}
    response = await client.get(f"{BASE}/flights/calendar", params=reverse, headers=key.headers)
    assert response.json()["dates"] == []


async def test_calendar_refuses_bad_ranges_and_unknown_airports(client, db, key):
    await _network(db)
    await db.commit()
    good = {
        "origin": "FRU",
        "destination": "OSS",
        "date_from": DAY.isoformat(),
        "date_to": (DAY + timedelta(days=366)).isoformat(),
    }

    async def status(**changes):
        params = {k: v for k, v in {**good, **changes}.items() if v is not None}
        response = await client.get(f"{BASE}/flights/calendar", params=params, headers=key.headers)
        return response.status_code

    assert await status() == 200
    assert await status(date_to=(DAY + timedelta(days=367)).isoformat()) == 422
    assert await status(date_to=(DAY - timedelta(days=1)).isoformat()) == 422
    assert await status(date_to=None) == 422
    assert await status(origin="FR") == 422
    assert await status(destination="FRU") == 422
    assert await status(origin="ZZZ") == 404


# --- entity tags and credentials ------------------------------------------------------------


async def test_catalog_gets_carry_an_etag_and_answer_304_when_unchanged(client, db, key):
    fru, _ist, oss, aircraft = await _network(db)
    flight = await create_flight(db, await create_route(db, fru, oss), aircraft, DAY)
    await db.commit()
    for path, params in (
        ("/airports", {"search": "bishkek"}),
        ("/routes", {}),
        ("/flights/", {"flight_date": DAY.isoformat()}),
        (f"/flights/{flight.id}", {}),
        (
            "/flights/calendar",
            {
                "origin": "FRU",
                "destination": "OSS",
                "date_from": DAY.isoformat(),
                "date_to": DAY.isoformat(),
            },
        ),
    ):
        first = await client.get(BASE + path, params=params, headers=key.headers)
        assert first.status_code == 200, (path, first.text)
        tag = first.headers["ETag"]
        again = await client.get(
            BASE + path, params=params, headers={**key.headers, "If-None-Match": tag}
        )
        assert again.status_code == 304, path
        assert again.content == b""

    flight.status = "delayed"
    await db.commit()
    changed = await client.get(
        f"{BASE}/flights/{flight.id}", headers={**key.headers, "If-None-Match": tag}
    )
    assert changed.status_code == 200


@pytest.mark.parametrize(
    "path",
    [
        "/airports",
        "/routes",
        "/flights/",
        f"/flights/{uuid.UUID(int=1)}",  # fixed: the same test id in every xdist worker
        "/flights/calendar?origin=FRU&destination=OSS&date_from=2030-01-01&date_to=2030-01-02",
    ],
)
async def test_catalog_reads_need_an_api_key(client, path):
    response = await client.get(BASE + path)
    assert response.status_code == 401
    assert response.headers["x-request-id"]
