"""Small helpers that build back-office data through the admin API, so each test says what
it needs. Each returns the JSON body of the created record."""

from typing import Any

import httpx

ADMIN = "/api/v1/admin"

# 8 business seats (rows 1-2, A C D F) and 101 economy seats (rows 3-20 without 13, 20F
# blocked): 109 sellable seats.
LAYOUT: dict[str, Any] = {
    "columns": ["A", "B", "C", "D", "E", "F"],
    "cabins": [
        {"cabin": "business", "first_row": 1, "last_row": 2, "columns": ["A", "C", "D", "F"]},
        {"cabin": "economy", "first_row": 3, "last_row": 20},
    ],
    "exit_rows": [10],
    "front_rows": [3],
    "skip_rows": [13],
    "blocked_seats": ["20F"],
}
TEMPLATE = [
    {"booking_class": "J", "cabin": "business", "seats": 8},
    {"booking_class": "Y", "cabin": "economy", "seats": 101},
    {"booking_class": "B", "cabin": "economy", "seats": 40},
]
AIRPORTS = {
    "FRU": ("Bishkek", "KG", "Asia/Bishkek"),
    "OSS": ("Osh", "KG", "Asia/Bishkek"),
    "IST": ("Istanbul", "TR", "Europe/Istanbul"),
    "BER": ("Berlin", "DE", "Europe/Berlin"),
    "JFK": ("New York", "US", "America/New_York"),
}


async def post(client: httpx.AsyncClient, headers: dict, path: str, body: dict) -> dict:
    response = await client.post(f"{ADMIN}{path}", json=body, headers=headers)
    assert response.status_code == 201, response.text
    return response.json()


async def airport(client: httpx.AsyncClient, headers: dict, iata: str, **overrides) -> dict:
    city, country, tz = AIRPORTS[iata]
    body = {
        "iata_code": iata,
        "name": f"{city} International",
        "city": city,
        "country": country,
        "timezone": tz,
        **overrides,
    }
    return await post(client, headers, "/airports", body)


async def route(
    client: httpx.AsyncClient, headers: dict, origin: str, destination: str, **overrides
) -> dict:
    for iata in (origin, destination):
        if iata not in AIRPORTS:
            continue  # an airport id
        listed = await client.get(f"{ADMIN}/airports", params={"search": iata}, headers=headers)
        if not any(a["iata_code"] == iata for a in listed.json()):
            await airport(client, headers, iata)
    body = {
        "origin": origin,
        "destination": destination,
        "distance_km": 1000,
        "duration_minutes": 120,
        **overrides,
    }
    return await post(client, headers, "/routes", body)


async def aircraft(client: httpx.AsyncClient, headers: dict, code: str = "A320", **overrides):
    body = {"code": code, "name": f"Test {code}", "layout": LAYOUT, **overrides}
    return await post(client, headers, "/aircraft", body)


async def schedule(
    client: httpx.AsyncClient, headers: dict, route_: dict, aircraft_: dict, **overrides
) -> dict:
    body = {
        "flight_number": "KG101",
        "route": route_["id"],
        "aircraft": aircraft_["id"],
        "days_of_week": [1, 3, 5],
        "departure_time": "23:30",
        "valid_from": "2027-01-01",
        "valid_to": "2027-12-31",
        "inventory_template": TEMPLATE,
        **overrides,
    }
    return await post(client, headers, "/schedules", body)


async def flight(
    client: httpx.AsyncClient, headers: dict, route_: dict, aircraft_: dict, **overrides
) -> dict:
    body = {
        "flight_number": "KG201",
        "route": route_["id"],
        "aircraft": aircraft_["id"],
        "flight_date": "2027-03-22",
        "departure_time": "09:00",
        **overrides,
    }
    return await post(client, headers, "/flights", body)
