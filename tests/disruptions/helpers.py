"""Helpers of the airline change tests: the flight operations and the change routes, the
worker's due work, a booking's coupons."""

from sqlalchemy import select

from tarmac.ticketing.models import Coupon
from tests.bookings.helpers import BOOKINGS, TEST_CLOCK
from tests.flightops.helpers import operate

ADMIN_BOOKINGS = "/api/v1/admin/bookings"


async def run_due(client, admin_headers) -> None:
    response = await client.post(f"{TEST_CLOCK}/run-due", headers=admin_headers)
    assert response.status_code == 200, response.text


async def operated(client, admin_headers, flight_id, operation: str, body: dict) -> None:
    """A flight operation in the back office, then the worker's due work (its events)."""
    response = await operate(client, admin_headers, flight_id, operation, body)
    assert response.status_code == 200, response.text
    await run_due(client, admin_headers)


def changes_path(booking_id, tail: str = "") -> str:
    return f"{BOOKINGS}/{booking_id}/airline-changes{tail}"


async def changes(client, headers, booking_id, params=None) -> list[dict]:
    response = await client.get(changes_path(booking_id), headers=headers, params=params)
    assert response.status_code == 200, response.text
    return response.json()["changes"]


async def act(client, headers, booking_id, change_id, action: str, body=None, params=None):
    return await client.post(
        changes_path(booking_id, f"/{change_id}/{action}"),
        headers=headers,
        json=body,
        params=params,
    )


async def coupon_statuses(db, booking_id) -> set[str]:
    return set(await db.scalars(select(Coupon.status).where(Coupon.booking_id == str(booking_id))))
