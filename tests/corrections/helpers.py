"""Helpers of the correction tests: a ticketed booking, the two correction routes."""

from tests.bookings.helpers import BOOKINGS, booked, passenger


def item(passenger_id: str, **changes) -> dict:
    return {"passenger_id": passenger_id, "changes": changes}


async def ticketed(client, key, world, passengers=None, **fields) -> dict:
    """A booking of the world's flight confirmed by its client (ticketed), as answered."""
    booking = await booked(client, key, world, passengers=passengers or [passenger()], **fields)
    response = await client.post(f"{BOOKINGS}/{booking['id']}/confirm", headers=key.headers)
    assert response.status_code == 200, response.text
    return response.json()


async def availability(client, key, booking: dict, *items: dict):
    return await client.post(
        f"{BOOKINGS}/{booking['id']}/correction/availability",
        json={"corrections": list(items)},
        headers=key.headers,
    )


async def apply(client, key, booking: dict, *items: dict, pay_with_balance: bool = False):
    return await client.post(
        f"{BOOKINGS}/{booking['id']}/correction/apply",
        json={"corrections": list(items), "pay_with_balance": pay_with_balance},
        headers=key.headers,
    )


async def read(client, key, booking: dict) -> dict:
    response = await client.get(f"{BOOKINGS}/{booking['id']}", headers=key.headers)
    assert response.status_code == 200, response.text
    return response.json()


def first_passenger(booking: dict) -> dict:
    return booking["passengers"][0]
