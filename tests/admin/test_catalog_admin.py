"""The catalog back office: airports, routes, aircraft, flights and schedules. Admin staff
only; unique keys and records still in use are 409; bodies that break a rule are 422 with a
message naming it; no input gives a 500."""

import uuid
from datetime import UTC, datetime

import pytest

from tarmac.catalog import service as catalog
from tarmac.core.errors import ValidationFailed
from tests.admin import helpers
from tests.admin.helpers import ADMIN, LAYOUT, TEMPLATE
from tests.catalog import factories

ID = "00000000-0000-4000-8000-000000000000"
ROUTES = [
    ("POST", "/airports"),
    ("GET", "/airports"),
    ("GET", f"/airports/{ID}"),
    ("PATCH", f"/airports/{ID}"),
    ("DELETE", f"/airports/{ID}"),
    ("POST", "/routes"),
    ("GET", "/routes"),
    ("GET", f"/routes/{ID}"),
    ("PATCH", f"/routes/{ID}"),
    ("DELETE", f"/routes/{ID}"),
    ("POST", "/aircraft"),
    ("GET", "/aircraft"),
    ("GET", f"/aircraft/{ID}"),
    ("PATCH", f"/aircraft/{ID}"),
    ("DELETE", f"/aircraft/{ID}"),
    ("POST", "/flights"),
    ("GET", "/flights"),
    ("GET", f"/flights/{ID}"),
    ("PATCH", f"/flights/{ID}"),
    ("POST", "/schedules"),
    ("GET", "/schedules"),
    ("GET", f"/schedules/{ID}"),
    ("PATCH", f"/schedules/{ID}"),
    ("DELETE", f"/schedules/{ID}"),
    ("POST", f"/schedules/{ID}/generate"),
    ("GET", "/schedules/ssim"),
    ("POST", "/schedules/ssim"),
]


def detail(response) -> str:
    body = response.json()["detail"]
    return body if isinstance(body, str) else " | ".join(e["msg"] for e in body)


@pytest.mark.parametrize(("method", "path"), ROUTES)
async def test_every_catalog_admin_route_needs_an_admin_staff_token(client, signer, method, path):
    response = await client.request(method, f"{ADMIN}{path}", json={})
    assert response.status_code == 401
    passenger = {"Authorization": f"Bearer {signer.passenger_token(uuid.uuid4())}"}
    response = await client.request(method, f"{ADMIN}{path}", json={}, headers=passenger)
    assert response.status_code == 403
    no_admin = {"Authorization": f"Bearer {signer.staff_token('ops', {'ops'}, 3600)}"}
    response = await client.request(method, f"{ADMIN}{path}", json={}, headers=no_admin)
    assert response.status_code == 403


@pytest.mark.parametrize(("method", "path"), [r for r in ROUTES if ID in r[1]])
async def test_unknown_ids_in_the_path_are_404(client, admin_headers, method, path):
    bodies = {
        "PATCH": {},
        "POST": {"date_from": "2027-01-01", "date_to": "2027-01-02"},
    }
    response = await client.request(
        method, f"{ADMIN}{path}", json=bodies.get(method), headers=admin_headers
    )
    assert response.status_code == 404, response.text


def test_every_catalog_admin_route_documents_its_response_and_errors(openapi_document):
    operations = [
        (path, operation)
        for path, methods in openapi_document["paths"].items()
        for operation in methods.values()
        if "admin: catalog" in operation.get("tags", [])
    ]
    assert len(operations) == len(ROUTES)
    for path, operation in operations:
        codes = set(operation["responses"])
        assert {"401", "403"} <= codes, path
        assert codes & {"200", "201", "204"}, path
        if "{" in path:
            assert "404" in codes, path


# --- airports --------------------------------------------------------------------------------


async def test_airports_are_created_listed_changed_and_deleted(client, admin_headers):
    created = await helpers.airport(client, admin_headers, "FRU", icao_code="UCFM")
    assert created["iata_code"] == "FRU"
    assert created["timezone"] == "Asia/Bishkek"
    assert created["is_active"] is True
    await helpers.airport(client, admin_headers, "OSS")
    await helpers.airport(client, admin_headers, "IST")

    async def listed(**params):
        response = await client.get(f"{ADMIN}/airports", params=params, headers=admin_headers)
        assert response.status_code == 200
        return [a["iata_code"] for a in response.json()]

    assert await listed() == ["FRU", "IST", "OSS"]
    assert await listed(country="KG") == ["FRU", "OSS"]
    assert await listed(search="osh") == ["OSS"]  # the city, any case
    assert await listed(search="fr") == ["FRU"]
    assert await listed(search="100%") == []  # LIKE wildcards are plain characters

    url = f"{ADMIN}/airports/{created['id']}"
    patched = await client.patch(
        url, json={"name": "Manas", "icao_code": None}, headers=admin_headers
    )
    assert patched.status_code == 200
    assert patched.json()["name"] == "Manas"
    assert patched.json()["icao_code"] is None
    assert (await client.get(url, headers=admin_headers)).json()["name"] == "Manas"

    assert (await client.delete(url, headers=admin_headers)).status_code == 204
    assert (await client.get(url, headers=admin_headers)).status_code == 404


async def test_an_airport_iata_code_is_unique(client, admin_headers):
    await helpers.airport(client, admin_headers, "FRU")
    again = await client.post(
        f"{ADMIN}/airports",
        json={
            "iata_code": "FRU",
            "name": "Other",
            "city": "Bishkek",
            "country": "KG",
            "timezone": "Asia/Bishkek",
        },
        headers=admin_headers,
    )
    assert again.status_code == 409
    assert "IATA code" in again.json()["detail"]
    other = await helpers.airport(client, admin_headers, "OSS")
    renamed = await client.patch(
        f"{ADMIN}/airports/{other['id']}", json={"iata_code": "FRU"}, headers=admin_headers
    )
    assert renamed.status_code == 409


@pytest.mark.parametrize(
    ("change", "message"),
    [
        ({"iata_code": "fru"}, "pattern"),
        ({"iata_code": "FRUX"}, "pattern"),
        ({"timezone": "Asia/Atlantis"}, "IANA time zone"),
        ({"timezone": "../../etc/passwd"}, "IANA time zone"),
        ({"country": "KGZ"}, "pattern"),
        ({"name": ""}, "at least 1"),
        ({"name": "   "}, "at least 1"),
        ({"name": "x" * 201}, "at most 200"),
        ({"city": "Bish\x00kek"}, "NUL"),
        ({"surprise": True}, "Extra inputs"),
    ],
)
async def test_an_airport_with_bad_fields_is_422(client, admin_headers, change, message):
    body = {
        "iata_code": "FRU",
        "name": "Manas",
        "city": "Bishkek",
        "country": "KG",
        "timezone": "Asia/Bishkek",
        **change,
    }
    response = await client.post(f"{ADMIN}/airports", json=body, headers=admin_headers)
    assert response.status_code == 422
    assert message in detail(response)


async def test_an_airport_patch_cannot_null_a_required_field(client, admin_headers):
    airport = await helpers.airport(client, admin_headers, "FRU")
    response = await client.patch(
        f"{ADMIN}/airports/{airport['id']}", json={"name": None}, headers=admin_headers
    )
    assert response.status_code == 422
    [error] = response.json()["detail"]
    assert (error["type"], error["loc"]) == ("null_not_allowed", ["body", "name"])
    assert "cannot be null" in error["msg"]


@pytest.mark.parametrize("search", ["F", "F%00U", "x" * 101])
async def test_an_airport_search_is_2_to_100_plain_characters(client, admin_headers, search):
    response = await client.get(f"{ADMIN}/airports?search={search}", headers=admin_headers)
    assert response.status_code == 422


async def test_the_catalog_service_refuses_an_invalid_layout_dict_with_422(db):
    with pytest.raises(ValidationFailed, match="layout is not valid: columns"):
        await catalog.aircraft.create(
            db, {"code": "X1", "name": "X", "layout": {"columns": [], "cabins": []}}
        )
    with pytest.raises(ValidationFailed, match="no sellable seat"):
        await catalog.aircraft.create(
            db,
            {
                "code": "X1",
                "name": "X",
                "layout": {
                    "columns": ["A"],
                    "cabins": [{"cabin": "economy", "first_row": 1, "last_row": 1}],
                    "blocked_seats": ["1A"],
                },
            },
        )


async def test_an_airport_used_by_a_route_cannot_be_deleted(client, admin_headers):
    route = await helpers.route(client, admin_headers, "FRU", "OSS")
    response = await client.delete(
        f"{ADMIN}/airports/{route['destination']['id']}", headers=admin_headers
    )
    assert response.status_code == 409
    assert "used by routes" in response.json()["detail"]


# --- routes ----------------------------------------------------------------------------------


async def test_a_route_code_and_type_default_from_its_airports(client, admin_headers):
    domestic = await helpers.route(client, admin_headers, "FRU", "OSS")
    assert domestic["route_code"] == "FRU-OSS"
    assert domestic["route_type"] == "domestic"
    assert domestic["origin"]["iata"] == "FRU"
    assert domestic["origin"]["city"] == "Bishkek"
    assert domestic["destination"]["iata"] == "OSS"
    ist = await helpers.airport(client, admin_headers, "IST")
    # Airports by id work as well as IATA codes.
    international = await helpers.route(
        client, admin_headers, domestic["origin"]["id"], ist["id"], route_code="KG-IST1"
    )
    assert international["route_code"] == "KG-IST1"
    assert international["route_type"] == "international"
    explicit = await helpers.route(client, admin_headers, "OSS", "FRU", route_type="international")
    assert explicit["route_type"] == "international"


async def test_routes_are_listed_by_airport_changed_and_deleted(client, admin_headers):
    first = await helpers.route(client, admin_headers, "FRU", "OSS")
    await helpers.route(client, admin_headers, "OSS", "FRU")
    await helpers.route(client, admin_headers, "FRU", "IST")
    response = await client.get(f"{ADMIN}/routes?origin=FRU", headers=admin_headers)
    assert [r["route_code"] for r in response.json()] == ["FRU-IST", "FRU-OSS"]
    response = await client.get(
        f"{ADMIN}/routes", params={"origin": "FRU", "destination": "OSS"}, headers=admin_headers
    )
    assert [r["id"] for r in response.json()] == [first["id"]]

    url = f"{ADMIN}/routes/{first['id']}"
    patched = await client.patch(
        url, json={"duration_minutes": 70, "is_active": False}, headers=admin_headers
    )
    assert patched.status_code == 200
    assert (patched.json()["duration_minutes"], patched.json()["is_active"]) == (70, False)
    inactive = await client.get(f"{ADMIN}/routes?is_active=false", headers=admin_headers)
    assert [r["id"] for r in inactive.json()] == [first["id"]]
    assert (await client.delete(url, headers=admin_headers)).status_code == 204
    assert (await client.get(url, headers=admin_headers)).status_code == 404


async def test_a_route_is_unique_per_airport_pair_and_code(client, admin_headers):
    await helpers.route(client, admin_headers, "FRU", "OSS")
    same_pair = await client.post(
        f"{ADMIN}/routes",
        json={
            "origin": "FRU",
            "destination": "OSS",
            "route_code": "OTHER",
            "distance_km": 1,
            "duration_minutes": 1,
        },
        headers=admin_headers,
    )
    assert same_pair.status_code == 409
    assert "between these airports" in same_pair.json()["detail"]
    await helpers.airport(client, admin_headers, "IST")
    same_code = await client.post(
        f"{ADMIN}/routes",
        json={
            "origin": "FRU",
            "destination": "IST",
            "route_code": "FRU-OSS",
            "distance_km": 1,
            "duration_minutes": 1,
        },
        headers=admin_headers,
    )
    assert same_code.status_code == 409
    assert "route code" in same_code.json()["detail"]


@pytest.mark.parametrize(
    ("change", "message"),
    [
        ({"destination": "FRU"}, "must be different"),
        ({"destination": "XXX"}, "not a known airport"),
        ({"origin": ID}, "not a known airport"),
        ({"destination": "osh"}, ""),
        ({"duration_minutes": 0}, "greater than or equal to 1"),
        ({"distance_km": -5}, "greater than or equal to 1"),
        ({"route_type": "regional"}, "domestic"),
        ({"route_code": "fru oss"}, "pattern"),
    ],
)
async def test_a_route_with_bad_fields_is_422(client, admin_headers, change, message):
    await helpers.airport(client, admin_headers, "FRU")
    await helpers.airport(client, admin_headers, "OSS")
    body = {
        "origin": "FRU",
        "destination": "OSS",
        "distance_km": 300,
        "duration_minutes": 60,
        **change,
    }
    response = await client.post(f"{ADMIN}/routes", json=body, headers=admin_headers)
    assert response.status_code == 422
    assert message in detail(response)


async def test_a_route_airports_cannot_change(client, admin_headers):
    route = await helpers.route(client, admin_headers, "FRU", "OSS")
    response = await client.patch(
        f"{ADMIN}/routes/{route['id']}", json={"origin": "OSS"}, headers=admin_headers
    )
    assert response.status_code == 422


@pytest.mark.parametrize("user", ["flight", "schedule", "fare plan"])
async def test_a_route_in_use_cannot_be_deleted(client, db, admin_headers, user):
    route = await helpers.route(client, admin_headers, "FRU", "OSS")
    aircraft = await helpers.aircraft(client, admin_headers)
    if user == "flight":
        await helpers.flight(client, admin_headers, route, aircraft)
    elif user == "schedule":
        await helpers.schedule(client, admin_headers, route, aircraft)
    else:
        family = await factories.create_fare_family(db)
        rule = await factories.create_fare_rule(db)
        await db.commit()
        await helpers.post(
            client,
            admin_headers,
            "/fare-plans",
            {
                "fare_family_id": str(family.id),
                "fare_rule_id": str(rule.id),
                "route_id": route["id"],
                "booking_class": "Y",
                "cabin": "economy",
            },
        )
    response = await client.delete(f"{ADMIN}/routes/{route['id']}", headers=admin_headers)
    assert response.status_code == 409
    assert user in response.json()["detail"]


# --- aircraft --------------------------------------------------------------------------------


async def test_an_aircraft_total_seats_is_computed_from_its_layout(client, admin_headers):
    aircraft = await helpers.aircraft(client, admin_headers, manufacturer="Airbus")
    assert aircraft["total_seats"] == 109
    assert aircraft["seats_by_cabin"] == {"business": 8, "economy": 101}
    assert aircraft["layout"]["blocked_seats"] == ["20F"]
    listed = await client.get(f"{ADMIN}/aircraft", headers=admin_headers)
    assert [a["code"] for a in listed.json()] == ["A320"]

    smaller = {
        "columns": LAYOUT["columns"],
        "cabins": [{"cabin": "economy", "first_row": 1, "last_row": 10}],
    }
    url = f"{ADMIN}/aircraft/{aircraft['id']}"
    patched = await client.patch(
        url, json={"layout": smaller, "name": "A320 all economy"}, headers=admin_headers
    )
    assert patched.status_code == 200, patched.text
    assert patched.json()["total_seats"] == 60
    assert patched.json()["seats_by_cabin"] == {"economy": 60}
    fetched = (await client.get(url, headers=admin_headers)).json()
    assert (fetched["name"], fetched["total_seats"]) == ("A320 all economy", 60)
    assert (await client.delete(url, headers=admin_headers)).status_code == 204


@pytest.mark.parametrize(
    ("layout", "message"),
    [
        ({**LAYOUT, "columns": ["A", "a"]}, "distinct single capital letters"),
        ({**LAYOUT, "columns": ["A", "A"]}, "distinct single capital letters"),
        (
            {
                **LAYOUT,
                "cabins": [
                    {"cabin": "business", "first_row": 1, "last_row": 5},
                    {"cabin": "economy", "first_row": 4, "last_row": 20},
                ],
            },
            "must not overlap",
        ),
        (
            {**LAYOUT, "cabins": [{"cabin": "economy", "first_row": 9, "last_row": 3}]},
            "first_row must not be after",
        ),
        ({**LAYOUT, "cabins": [{"cabin": "galley", "first_row": 1, "last_row": 3}]}, "economy"),
        ({**LAYOUT, "blocked_seats": ["99Z"]}, "seat 99Z is not in the layout"),
        ({**LAYOUT, "seat_types": {"3A": "Bad Type!"}}, "seat type of 3A"),
        ({**LAYOUT, "cabins": []}, "at least 1"),
        (
            {
                "columns": ["A"],
                "cabins": [{"cabin": "economy", "first_row": 1, "last_row": 1}],
                "blocked_seats": ["1A"],
            },
            "no sellable seat",
        ),
        ("not a layout", "valid dictionary"),
        ({**LAYOUT, "seat_types": {"3A": "x\x00"}}, "NUL"),
    ],
)
async def test_an_aircraft_with_an_inconsistent_layout_is_422_with_a_clear_message(
    client, admin_headers, layout, message
):
    response = await client.post(
        f"{ADMIN}/aircraft",
        json={"code": "A320", "name": "A320", "layout": layout},
        headers=admin_headers,
    )
    assert response.status_code == 422
    assert message in detail(response)
    assert response.json()["detail"][0]["loc"][:2] == ["body", "layout"] or "NUL" in message


async def test_an_aircraft_code_is_unique(client, admin_headers):
    await helpers.aircraft(client, admin_headers, "A320")
    response = await client.post(
        f"{ADMIN}/aircraft",
        json={"code": "A320", "name": "Again", "layout": LAYOUT},
        headers=admin_headers,
    )
    assert response.status_code == 409


async def test_an_aircraft_layout_cannot_shrink_below_its_schedules(client, admin_headers):
    route = await helpers.route(client, admin_headers, "FRU", "OSS")
    aircraft = await helpers.aircraft(client, admin_headers)
    await helpers.schedule(client, admin_headers, route, aircraft)  # J has 8 business seats
    fewer_business = {
        **LAYOUT,
        "cabins": [
            {"cabin": "business", "first_row": 1, "last_row": 1, "columns": ["A", "C", "D", "F"]},
            {"cabin": "economy", "first_row": 3, "last_row": 20},
        ],
    }
    response = await client.patch(
        f"{ADMIN}/aircraft/{aircraft['id']}", json={"layout": fewer_business}, headers=admin_headers
    )
    assert response.status_code == 422
    assert "class J has 8 seats" in response.json()["detail"]
    assert "4 business seats" in response.json()["detail"]


async def test_an_aircraft_in_use_cannot_be_deleted(client, admin_headers):
    route = await helpers.route(client, admin_headers, "FRU", "OSS")
    aircraft = await helpers.aircraft(client, admin_headers)
    await helpers.flight(client, admin_headers, route, aircraft)
    response = await client.delete(f"{ADMIN}/aircraft/{aircraft['id']}", headers=admin_headers)
    assert response.status_code == 409


# --- flights ---------------------------------------------------------------------------------


async def test_a_flight_local_departure_becomes_utc_and_arrival_follows_the_route(
    client, admin_headers
):
    route = await helpers.route(client, admin_headers, "FRU", "OSS", duration_minutes=65)
    aircraft = await helpers.aircraft(client, admin_headers)
    flight = await helpers.flight(
        client,
        admin_headers,
        route,
        aircraft,
        flight_number="KG201",
        flight_date="2027-03-22",
        departure_time="09:00",
        departure_gate="A4",
    )
    assert flight["flight_date"] == "2027-03-22"
    departure = datetime.fromisoformat(flight["scheduled_departure"])
    arrival = datetime.fromisoformat(flight["scheduled_arrival"])
    assert departure == datetime(2027, 3, 22, 3, 0, tzinfo=UTC)
    assert arrival == datetime(2027, 3, 22, 4, 5, tzinfo=UTC)
    assert flight["status"] == "scheduled"
    assert flight["delay_minutes"] == 0
    assert flight["departure_gate"] == "A4"
    assert flight["schedule_id"] is None
    assert flight["route"]["route_code"] == "FRU-OSS"
    inventory = await client.get(f"{ADMIN}/flights/{flight['id']}/inventory", headers=admin_headers)
    assert inventory.json() == []


async def test_a_flight_with_a_timestamp_gets_its_local_date_at_the_origin(client, admin_headers):
    route = await helpers.route(client, admin_headers, "FRU", "OSS")
    aircraft = await helpers.aircraft(client, admin_headers)
    # 20:30 UTC on the 22nd is 02:30 on the 23rd in Bishkek.
    flight = await helpers.flight(
        client,
        admin_headers,
        route,
        aircraft,
        flight_date=None,
        departure_time=None,
        scheduled_departure="2027-03-22T20:30:00Z",
        scheduled_arrival="2027-03-22T23:45:00+02:00",
    )
    assert flight["flight_date"] == "2027-03-23"
    assert datetime.fromisoformat(flight["scheduled_arrival"]) == datetime(
        2027, 3, 22, 21, 45, tzinfo=UTC
    )
    # Aircraft and route by code work as well as by id.
    by_code = await helpers.flight(
        client, admin_headers, {"id": "FRU-OSS"}, {"id": "A320"}, flight_number="KG203"
    )
    assert by_code["aircraft"]["id"] == aircraft["id"]


@pytest.mark.parametrize(
    ("flight_date", "local", "utc_departure"),
    [
        # 02:30 does not exist in Berlin on 28 March 2027 (clocks go from 02:00 to 03:00): it
        # is read with the offset before the change (UTC+1), i.e. 03:30 summer time.
        ("2027-03-28", "02:30", datetime(2027, 3, 28, 1, 30, tzinfo=UTC)),
        # 02:30 happens twice on 31 October 2027: the first one (summer time, UTC+2).
        ("2027-10-31", "02:30", datetime(2027, 10, 31, 0, 30, tzinfo=UTC)),
    ],
)
async def test_a_local_departure_in_a_clock_change_takes_the_earlier_offset(
    client, admin_headers, flight_date, local, utc_departure
):
    route = await helpers.route(client, admin_headers, "BER", "IST")
    aircraft = await helpers.aircraft(client, admin_headers)
    flight = await helpers.flight(
        client, admin_headers, route, aircraft, flight_date=flight_date, departure_time=local
    )
    assert datetime.fromisoformat(flight["scheduled_departure"]) == utc_departure
    assert flight["flight_date"] == flight_date


@pytest.mark.parametrize(
    ("change", "message"),
    [
        ({"departure_time": None}, "exactly one of departure_time and scheduled_departure"),
        ({"scheduled_departure": "2027-03-22T03:00:00Z"}, "exactly one of"),
        ({"flight_date": None}, "flight_date is required"),
        ({"departure_time": "09:00+03:00"}, "without a UTC offset"),
        (
            {"departure_time": None, "scheduled_departure": "2027-03-22T03:00:00"},
            "timezone",
        ),
        (
            {
                "departure_time": None,
                "flight_date": "2027-03-21",
                "scheduled_departure": "2027-03-22T03:00:00Z",
            },
            "not the local date",
        ),
        ({"scheduled_arrival": "2027-03-22T02:00:00Z"}, "after the departure"),
        ({"scheduled_arrival": "2027-03-24T02:00:00Z"}, "within 24 hours"),
        ({"flight_number": "kg1"}, "pattern"),
        ({"flight_number": "KG12345"}, "pattern"),
        ({"route": "NOPE-ROUTE"}, "not a known route"),
        ({"aircraft": ID}, "not a known aircraft"),
        ({"flight_date": "0001-01-01", "departure_time": "00:30"}, "between 2000-01-01"),
        ({"flight_date": "9999-12-31", "departure_time": "23:30"}, "between 2000-01-01"),
        ({"departure_gate": "G" * 9}, "at most 8"),
    ],
)
async def test_a_flight_with_bad_fields_is_422(client, admin_headers, change, message):
    route = await helpers.route(client, admin_headers, "FRU", "OSS")
    aircraft = await helpers.aircraft(client, admin_headers)
    body = {
        "flight_number": "KG201",
        "route": route["id"],
        "aircraft": aircraft["id"],
        "flight_date": "2027-03-22",
        "departure_time": "09:00",
        **change,
    }
    body = {k: v for k, v in body.items() if v is not None}
    response = await client.post(f"{ADMIN}/flights", json=body, headers=admin_headers)
    assert response.status_code == 422, response.text
    assert message in detail(response)


async def test_a_flight_number_flies_once_per_date(client, admin_headers):
    route = await helpers.route(client, admin_headers, "FRU", "OSS")
    aircraft = await helpers.aircraft(client, admin_headers)
    await helpers.flight(client, admin_headers, route, aircraft)
    response = await client.post(
        f"{ADMIN}/flights",
        json={
            "flight_number": "KG201",
            "route": route["id"],
            "aircraft": aircraft["id"],
            "flight_date": "2027-03-22",
            "departure_time": "18:00",
        },
        headers=admin_headers,
    )
    assert response.status_code == 409
    assert "already flies on this date" in response.json()["detail"]


async def test_flights_are_listed_by_date_route_and_page(client, admin_headers):
    route = await helpers.route(client, admin_headers, "FRU", "OSS")
    other = await helpers.route(client, admin_headers, "OSS", "FRU")
    aircraft = await helpers.aircraft(client, admin_headers)
    for day in ("2027-03-20", "2027-03-21", "2027-03-22", "2027-03-23"):
        await helpers.flight(
            client, admin_headers, route, aircraft, flight_number="KG1", flight_date=day
        )
    await helpers.flight(
        client, admin_headers, other, aircraft, flight_number="KG2", flight_date="2027-03-21"
    )

    async def page(**params):
        response = await client.get(f"{ADMIN}/flights", params=params, headers=admin_headers)
        assert response.status_code == 200, response.text
        body = response.json()
        return body["total"], [(f["flight_number"], f["flight_date"][-2:]) for f in body["data"]]

    assert await page(date_from="2027-03-21", date_to="2027-03-22") == (
        3,
        [("KG1", "21"), ("KG2", "21"), ("KG1", "22")],
    )
    assert await page(route_id=route["id"], page_size=3) == (
        4,
        [("KG1", "20"), ("KG1", "21"), ("KG1", "22")],
    )
    assert await page(route_id=route["id"], page_size=3, page=2) == (4, [("KG1", "23")])
    assert await page(route_code="OSS-FRU") == (1, [("KG2", "21")])
    assert await page(flight_number="KG2", status="scheduled") == (1, [("KG2", "21")])
    assert await page(status="cancelled") == (0, [])
    for bad in ({"page": 0}, {"page_size": 201}, {"status": "lost"}, {"date_from": "soon"}):
        response = await client.get(f"{ADMIN}/flights", params=bad, headers=admin_headers)
        assert response.status_code == 422


async def test_a_flight_status_delay_and_gates_are_plain_updates(client, admin_headers):
    route = await helpers.route(client, admin_headers, "FRU", "OSS")
    aircraft = await helpers.aircraft(client, admin_headers)
    flight = await helpers.flight(client, admin_headers, route, aircraft, arrival_gate="B2")
    url = f"{ADMIN}/flights/{flight['id']}"
    response = await client.patch(
        url,
        json={
            "status": "delayed",
            "delay_minutes": 45,
            "departure_gate": "A7",
            "arrival_gate": None,
            "departure_terminal": "T1",
        },
        headers=admin_headers,
    )
    assert response.status_code == 200, response.text
    body = (await client.get(url, headers=admin_headers)).json()
    assert (body["status"], body["delay_minutes"]) == ("delayed", 45)
    assert (body["departure_gate"], body["arrival_gate"], body["departure_terminal"]) == (
        "A7",
        None,
        "T1",
    )
    assert body["scheduled_departure"] == flight["scheduled_departure"]


@pytest.mark.parametrize(
    "change",
    [
        {"status": "lost"},
        {"status": None},
        {"delay_minutes": -1},
        {"delay_minutes": None},
        {"scheduled_departure": "2027-03-22T03:00:00Z"},
        {"flight_number": "KG9"},
    ],
)
async def test_a_flight_patch_with_bad_fields_is_422(client, admin_headers, change):
    route = await helpers.route(client, admin_headers, "FRU", "OSS")
    aircraft = await helpers.aircraft(client, admin_headers)
    flight = await helpers.flight(client, admin_headers, route, aircraft)
    response = await client.patch(
        f"{ADMIN}/flights/{flight['id']}", json=change, headers=admin_headers
    )
    assert response.status_code == 422


# --- schedules -------------------------------------------------------------------------------


async def test_schedules_are_created_listed_changed_and_deleted(client, admin_headers):
    route = await helpers.route(client, admin_headers, "FRU", "OSS")
    aircraft = await helpers.aircraft(client, admin_headers)
    schedule = await helpers.schedule(
        client, admin_headers, route, aircraft, route=route["route_code"], aircraft="A320"
    )
    assert schedule["route_id"] == route["id"]
    assert schedule["aircraft_id"] == aircraft["id"]
    assert schedule["departure_time"] == "23:30:00"
    assert schedule["inventory_template"] == TEMPLATE
    listed = await client.get(f"{ADMIN}/schedules?flight_number=KG101", headers=admin_headers)
    assert [s["id"] for s in listed.json()] == [schedule["id"]]

    url = f"{ADMIN}/schedules/{schedule['id']}"
    patched = await client.patch(
        url,
        json={
            "duration_minutes": 80,
            "valid_to": "2027-06-30",
            "inventory_template": [{"booking_class": "Y", "cabin": "economy", "seats": 50}],
        },
        headers=admin_headers,
    )
    assert patched.status_code == 200, patched.text
    assert patched.json()["duration_minutes"] == 80
    assert patched.json()["inventory_template"] == [
        {"booking_class": "Y", "cabin": "economy", "seats": 50}
    ]
    cleared = await client.patch(url, json={"duration_minutes": None}, headers=admin_headers)
    assert cleared.json()["duration_minutes"] is None

    await client.post(
        f"{url}/generate",
        json={"date_from": "2027-03-22", "date_to": "2027-03-22"},
        headers=admin_headers,
    )
    assert (await client.delete(url, headers=admin_headers)).status_code == 204
    assert (await client.get(url, headers=admin_headers)).status_code == 404
    flights = await client.get(f"{ADMIN}/flights", headers=admin_headers)
    # Flights generated from a deleted schedule stay.
    assert [f["schedule_id"] for f in flights.json()["data"]] == [None]


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (
            {"inventory_template": [{"booking_class": "y", "cabin": "economy", "seats": 1}]},
            "pattern",
        ),
        (
            {"inventory_template": [{"booking_class": "YY", "cabin": "economy", "seats": 1}]},
            "pattern",
        ),
        (
            {"inventory_template": [{"booking_class": "Y", "cabin": "galley", "seats": 1}]},
            "economy",
        ),
        ({"inventory_template": [{"booking_class": "Y", "cabin": "economy", "seats": 0}]}, "1"),
        (
            {"inventory_template": [{"booking_class": "Y", "cabin": "economy", "seats": 102}]},
            "class Y has 102 seats; aircraft A320 has 101 economy seats",
        ),
        (
            {"inventory_template": [{"booking_class": "F", "cabin": "first", "seats": 2}]},
            "class F: aircraft A320 has no first seats",
        ),
        (
            {
                "inventory_template": [
                    {"booking_class": "Y", "cabin": "economy", "seats": 10},
                    {"booking_class": "Y", "cabin": "economy", "seats": 20},
                ]
            },
            "booking classes must be unique in inventory_template: Y",
        ),
        ({"inventory_template": []}, "at least 1"),
        ({"days_of_week": [0, 1]}, "greater than or equal to 1"),
        ({"days_of_week": [8]}, "less than or equal to 7"),
        ({"days_of_week": []}, "at least 1"),
        ({"valid_from": "2027-12-31", "valid_to": "2027-01-01"}, "valid_from must not be after"),
        ({"valid_from": "1999-12-31"}, "between 2000-01-01"),
        ({"departure_time": "25:00"}, "time"),
        ({"departure_time": "23:30+06:00"}, "without a UTC offset"),
        ({"duration_minutes": 0}, "greater than or equal to 1"),
        ({"route": "NOPE-ROUTE"}, "not a known route"),
        ({"aircraft": "B737"}, "not a known aircraft"),
        ({"flight_number": "KG"}, "pattern"),
    ],
)
async def test_a_schedule_with_a_bad_template_or_pattern_is_422(
    client, admin_headers, change, message
):
    route = await helpers.route(client, admin_headers, "FRU", "OSS")
    aircraft = await helpers.aircraft(client, admin_headers)
    body = {
        "flight_number": "KG101",
        "route": route["id"],
        "aircraft": aircraft["id"],
        "days_of_week": [1, 3, 5],
        "departure_time": "23:30",
        "valid_from": "2027-01-01",
        "valid_to": "2027-12-31",
        "inventory_template": TEMPLATE,
        **change,
    }
    response = await client.post(f"{ADMIN}/schedules", json=body, headers=admin_headers)
    assert response.status_code == 422, response.text
    assert message in detail(response)


async def test_a_schedule_patch_is_checked_against_the_aircraft(client, admin_headers):
    route = await helpers.route(client, admin_headers, "FRU", "OSS")
    aircraft = await helpers.aircraft(client, admin_headers)
    small = await helpers.aircraft(
        client,
        admin_headers,
        "CRJ2",
        layout={
            "columns": ["A", "B"],
            "cabins": [{"cabin": "economy", "first_row": 1, "last_row": 10}],
        },
    )
    schedule = await helpers.schedule(client, admin_headers, route, aircraft)
    url = f"{ADMIN}/schedules/{schedule['id']}"
    too_big = await client.patch(url, json={"aircraft": "CRJ2"}, headers=admin_headers)
    assert too_big.status_code == 422
    assert "aircraft CRJ2 has no business seats" in too_big.json()["detail"]
    fits = await client.patch(
        url,
        json={
            "aircraft": small["id"],
            "inventory_template": [{"booking_class": "Y", "cabin": "economy", "seats": 20}],
        },
        headers=admin_headers,
    )
    assert fits.status_code == 200, fits.text
    assert fits.json()["aircraft_id"] == small["id"]
    reversed_dates = await client.patch(
        url, json={"valid_from": "2028-01-01"}, headers=admin_headers
    )
    assert reversed_dates.status_code == 422
    for fixed in ({"flight_number": "KG9"}, {"route": "FRU-OSS"}, {"days_of_week": None}):
        assert (await client.patch(url, json=fixed, headers=admin_headers)).status_code == 422


async def test_two_active_schedules_of_a_flight_number_cannot_share_a_day(client, admin_headers):
    route = await helpers.route(client, admin_headers, "FRU", "OSS")
    aircraft = await helpers.aircraft(client, admin_headers)
    first = await helpers.schedule(
        client, admin_headers, route, aircraft, valid_from="2027-01-01", valid_to="2027-06-30"
    )
    body = {
        "flight_number": "KG101",
        "route": route["id"],
        "aircraft": aircraft["id"],
        "days_of_week": [5, 6],
        "departure_time": "10:00",
        "valid_from": "2027-06-01",
        "valid_to": "2027-12-31",
        "inventory_template": TEMPLATE,
    }
    clash = await client.post(f"{ADMIN}/schedules", json=body, headers=admin_headers)
    assert clash.status_code == 409
    assert first["id"] in clash.json()["detail"]
    # Other days, later dates, or an inactive schedule are fine.
    other_days = await client.post(
        f"{ADMIN}/schedules", json={**body, "days_of_week": [2, 4]}, headers=admin_headers
    )
    assert other_days.status_code == 201
    later = await client.post(
        f"{ADMIN}/schedules", json={**body, "valid_from": "2027-07-01"}, headers=admin_headers
    )
    assert later.status_code == 201
    inactive = await client.post(
        f"{ADMIN}/schedules",
        json={**body, "valid_from": "2027-01-01", "valid_to": "2027-03-01", "is_active": False},
        headers=admin_headers,
    )
    assert inactive.status_code == 201
    reactivated = await client.patch(
        f"{ADMIN}/schedules/{inactive.json()['id']}",
        json={"is_active": True},
        headers=admin_headers,
    )
    assert reactivated.status_code == 409
