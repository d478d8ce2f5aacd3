"""Helpers of the booking tests: quote, book, passengers, the test clock, the outbox."""

from datetime import date, timedelta

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from tarmac.events.models import OutboxEvent
from tarmac.inventory.models import BookingClassInventory
from tests.pricing.world import today

BOOKINGS = "/api/v1/bookings"
QUOTE = "/api/v1/fares/quote"
TEST_CLOCK = "/api/v1/admin/test-clock"


def passenger(
    passenger_type: str = "adult",
    *,
    first_name: str = "AIBEK",
    last_name: str = "ASANOV",
    age: int = 30,
    **fields,
) -> dict:
    born = today() - timedelta(days=365 * age + 40)
    return {
        "first_name": first_name,
        "last_name": last_name,
        "passenger_type": passenger_type,
        "date_of_birth": born.isoformat(),
        "gender": "male",
        "nationality": "KGZ",
        "document_type": "passport",
        "document_number": "AC1234567",
        "document_expiry": (today() + timedelta(days=3 * 365)).isoformat(),
        **fields,
    }


async def quote(client, headers: dict, flight_id, pax=None, **fields) -> dict:
    body = {"flight_id": str(flight_id), "pax": pax or [{"type": "adult", "count": 1}], **fields}
    response = await client.post(QUOTE, json=body, headers=headers)
    assert response.status_code == 200, response.text
    return response.json()


async def book(client, headers: dict, quote_id: str, passengers=None, **fields):
    body = {
        "quote_id": quote_id,
        "passengers": passengers or [passenger()],
        "contact_email": "aibek@example.com",
        **fields,
    }
    return await client.post(f"{BOOKINGS}/", json=body, headers=headers)


async def advance_clock(client, admin_headers: dict, seconds: int) -> None:
    response = await client.post(
        TEST_CLOCK, headers=admin_headers, json={"advance_seconds": seconds}
    )
    assert response.status_code == 200, response.text


async def sold(db: AsyncSession, flight_id, booking_class: str) -> int:
    return await db.scalar(
        select(BookingClassInventory.sold).where(
            BookingClassInventory.flight_id == flight_id,
            BookingClassInventory.booking_class == booking_class,
        )
    )


async def events(db: AsyncSession, event_type: str) -> list[dict]:
    rows = await db.scalars(
        select(OutboxEvent).where(OutboxEvent.type == event_type).order_by(OutboxEvent.created_at)
    )
    return [row.payload for row in rows]


def years_before(day: date, years: int, days: int = 0) -> str:
    return (day.replace(year=day.year - years) - timedelta(days=days)).isoformat()
