"""Helpers of the booking tests: quote, book, passengers, the test clock, the outbox."""

from datetime import date, timedelta

from sqlalchemy import func, select
from sqlalchemy.ext.asyncio import AsyncSession

from tarmac.bookings.models import Booking
from tarmac.events.models import OutboxEvent
from tarmac.inventory.models import BookingClassInventory
from tarmac.worker import Worker, load_tasks
from tests.pricing.world import today

BOOKINGS = "/api/v1/bookings"
QUOTE = "/api/v1/fares/quote"
TEST_CLOCK = "/api/v1/admin/test-clock"
# How far short of a deadline a test moves the clock to find it not yet passed: real time
# passes too, and a clock call runs the work it made due (a second or more on a slow host).
CLOCK_MARGIN = 60


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


async def booked(client, key, world, *, headers=None, passengers=None, **fields) -> dict:
    """A new booking of the world's flight (quoted, then booked: 201), as answered."""
    passengers = passengers or [passenger()]
    quoted = await quote(
        client, key.headers, world.flight.id, pax=[{"type": "adult", "count": len(passengers)}]
    )
    response = await book(client, headers or key.headers, quoted["quote_id"], passengers, **fields)
    assert response.status_code == 201, response.text
    return response.json()


async def booked_once(db: AsyncSession, responses, flight_id) -> None:
    """Concurrent repeats of one idempotent booking request: all created answers are the
    same bytes, the others 409 (the first still running), and one booking took its place."""
    created = [r for r in responses if r.status_code == 201]
    assert created and all(r.content == created[0].content for r in created)
    assert {r.status_code for r in responses} <= {201, 409}
    for busy in (r for r in responses if r.status_code == 409):
        assert busy.headers["Retry-After"] == "1"
    assert await db.scalar(select(func.count()).select_from(Booking)) == 1
    assert await sold(db, flight_id, "Y") == 1


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


async def worker_pass(app) -> int:
    """One pass of the worker over the outbox events that are due (what the request left to
    it: the confirmation e-mail, webhooks, pushes); how many it handled."""
    worker = Worker(app.state.sessionmaker, app.state.settings, load_tasks())
    return await worker.process_events()
