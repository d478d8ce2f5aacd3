"""The booking events' payloads against spec 02 §6.1: the fields each names, and amounts as
JSON numbers (the spec's convention: only quote amounts are decimal strings)."""

from datetime import datetime

from tests.bookings.helpers import BOOKINGS, booked, events
from tests.factories import create_api_key
from tests.pricing.world import build_world


async def test_booking_events_carry_the_spec_fields_with_amounts_as_numbers(client, db):
    world = await build_world(db)
    key = await create_api_key(db)
    booking = await booked(client, key, world)

    [created] = await events(db, "booking.created")
    assert {"booking_id", "booking_reference", "total_amount", "currency", "expiry_date"} <= set(
        created
    )
    assert isinstance(created["total_amount"], float | int)
    assert created["total_amount"] == booking["total_amount"]
    assert datetime.fromisoformat(created["expiry_date"]) == datetime.fromisoformat(
        booking["expiry_date"]
    )

    confirmed = await client.post(f"{BOOKINGS}/{booking['id']}/confirm", headers=key.headers)
    assert confirmed.status_code == 200, confirmed.text
    [event] = await events(db, "booking.confirmed")
    assert set(event) >= {
        "booking_id",
        "booking_reference",
        "status",
        "total_amount",
        "currency",
        "passenger_count",
        "contact_email",
        "flight_id",
        "payment_status",
        "confirmed_at",
    }
    assert isinstance(event["total_amount"], float | int)
    assert (event["status"], event["passenger_count"]) == ("confirmed", 1)
