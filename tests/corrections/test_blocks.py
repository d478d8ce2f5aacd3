"""When a booking's passengers can no longer be corrected (spec 01 §4.7, spec 02 §8): the
booking cancelled, expired or completed, a passenger boarded or flown, or fewer than 30
minutes to the first departure (by the test clock). availability answers
``allowed: false`` with the reason; apply is 400 with it and changes nothing."""

from sqlalchemy import select

from tarmac.core import clock
from tarmac.ticketing import service as ticketing
from tarmac.ticketing.models import Coupon
from tests.bookings.helpers import (
    BOOKINGS,
    CLOCK_MARGIN,
    advance_clock,
    book,
    booked,
    passenger,
    quote,
)
from tests.corrections.helpers import apply, availability, item, read, ticketed
from tests.factories import create_api_key
from tests.pricing.world import build_world

ADMIN = "/api/v1/admin"


async def assert_blocked(client, key, booking, change: dict, words: str) -> None:
    """Blocked with ``words`` in the reason, by availability and by apply, nothing changed."""
    seen = await availability(client, key, booking, change)
    assert seen.status_code == 200, seen.text
    answer = seen.json()
    assert answer["allowed"] is False and words in answer["blocked_reason"], answer
    assert answer["total_fee"] == 0 and answer["currency"] == booking["currency"]
    assert "items" not in answer
    before = await read(client, key, booking)
    refused = await apply(client, key, booking, change)
    assert refused.status_code == 400 and words in refused.json()["detail"], refused.text
    assert (await read(client, key, booking))["passengers"] == before["passengers"]


async def test_corrections_close_30_minutes_before_departure_by_the_test_clock(
    client, db, admin_headers
):
    world = await build_world(db, outbound_days=1, currency="KGS")
    key = await create_api_key(db)
    booking = await ticketed(client, key, world)
    change = item(booking["passengers"][0]["id"], last_name="ASANOVA")
    departure = world.flight.scheduled_departure
    to_edge = int((departure - clock.now()).total_seconds()) - 30 * 60
    # just over 30 minutes left: still open
    await advance_clock(client, admin_headers, to_edge - CLOCK_MARGIN)

    open_ = await availability(client, key, booking, change)

    assert open_.status_code == 200, open_.text
    assert open_.json()["allowed"] is True
    assert open_.json()["minutes_to_departure"] in (30, 31)

    # just under 30 minutes left: closed
    await advance_clock(client, admin_headers, 2 * CLOCK_MARGIN)
    await assert_blocked(client, key, booking, change, "corrections close 30 minutes before")
    seen = await availability(client, key, booking, change)
    assert f"Flight {world.flight.flight_number} leaves in 2" in seen.json()["blocked_reason"]


async def test_a_cancelled_booking_is_blocked(client, db):
    world = await build_world(db, currency="KGS")
    key = await create_api_key(db)
    booking = await ticketed(client, key, world)
    cancelled = await client.post(f"{BOOKINGS}/{booking['id']}/cancel", headers=key.headers)
    assert cancelled.status_code == 200, cancelled.text

    await assert_blocked(
        client,
        key,
        booking,
        item(booking["passengers"][0]["id"], last_name="ASANOVA"),
        "The booking is cancelled",
    )


async def test_a_pending_booking_is_open_until_it_expires_then_blocked(client, db, admin_headers):
    world = await build_world(db, currency="KGS")
    key = await create_api_key(db)
    booking = await booked(client, key, world)
    change = item(booking["passengers"][0]["id"], nationality="KAZ")
    assert (await availability(client, key, booking, change)).json()["allowed"] is True

    await advance_clock(client, admin_headers, 16 * 60)

    await assert_blocked(client, key, booking, change, "The booking is expired")


async def test_a_boarded_passenger_is_blocked_and_the_others_are_not(client, db):
    world = await build_world(db, currency="KGS")
    key = await create_api_key(db)
    booking = await ticketed(
        client, key, world, [passenger(), passenger(first_name="ASEL", last_name="ASANOVA")]
    )
    boarded, other = booking["passengers"]
    # check-in and the gate come in a later issue: the coupon is moved by ticketing itself
    [coupon] = (
        await db.scalars(select(Coupon.id).where(Coupon.passenger_id == boarded["id"]))
    ).all()
    for target in ("CHECKED_IN", "BOARDED"):
        await ticketing.move(db, [coupon], target, actor="staff:gate", reason="test")
    await db.commit()

    await assert_blocked(
        client,
        key,
        booking,
        item(boarded["id"], last_name="ASANOVV"),
        "Passenger AIBEK ASANOV has boarded",
    )
    allowed = await availability(client, key, booking, item(other["id"], last_name="ASANOVV"))
    assert allowed.json()["allowed"] is True, allowed.text


async def test_a_passenger_who_flew_the_first_flight_is_blocked(client, db, admin_headers):
    world = await build_world(db, currency="KGS")
    key = await create_api_key(db)
    quoted = await quote(
        client, key.headers, world.flight.id, return_flight_id=str(world.return_flight.id)
    )
    made = await book(client, key.headers, quoted["quote_id"])
    assert made.status_code == 201, made.text
    booking = (
        await client.post(f"{BOOKINGS}/{made.json()['id']}/confirm", headers=key.headers)
    ).json()
    arrived = await client.patch(
        f"{ADMIN}/flights/{world.flight.id}", json={"status": "arrived"}, headers=admin_headers
    )
    assert arrived.status_code == 200, arrived.text

    await assert_blocked(
        client,
        key,
        booking,
        item(booking["passengers"][0]["id"], last_name="ASANOVA"),
        "Passenger AIBEK ASANOV has flown",
    )


async def test_a_first_flight_that_is_boarding_is_blocked(client, db, admin_headers):
    world = await build_world(db, currency="KGS")
    key = await create_api_key(db)
    booking = await ticketed(client, key, world)
    boarding = await client.patch(
        f"{ADMIN}/flights/{world.flight.id}", json={"status": "boarding"}, headers=admin_headers
    )
    assert boarding.status_code == 200, boarding.text

    await assert_blocked(
        client,
        key,
        booking,
        item(booking["passengers"][0]["id"], last_name="ASANOVA"),
        f"Flight {world.flight.flight_number} is boarding",
    )
