"""Helpers of the flight operation tests: the operations' paths, a flight's state, its
coupons by passenger and its history."""

from sqlalchemy import select

from tarmac.ticketing.models import Coupon

ADMIN_FLIGHTS = "/api/v1/admin/flights"


async def operate(client, headers: dict, flight_id, operation: str, body: dict | None = None):
    return await client.post(
        f"{ADMIN_FLIGHTS}/{flight_id}/{operation}", headers=headers, json=body or {}
    )


async def flight_state(client, headers: dict, flight_id) -> dict:
    response = await client.get(f"{ADMIN_FLIGHTS}/{flight_id}", headers=headers)
    assert response.status_code == 200, response.text
    return response.json()


async def history(client, headers: dict, flight_id) -> list[dict]:
    response = await client.get(f"{ADMIN_FLIGHTS}/{flight_id}/history", headers=headers)
    assert response.status_code == 200, response.text
    return response.json()["operations"]


async def coupons(db, flight_id) -> dict[str, str]:
    """The status of each passenger's coupon on the flight, by passenger id."""
    rows = await db.execute(
        select(Coupon.passenger_id, Coupon.status).where(Coupon.flight_id == flight_id)
    )
    return {str(passenger): status for passenger, status in rows.all()}
