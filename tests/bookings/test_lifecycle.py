"""Reading a booking, confirming, cancelling and expiring it (spec 01 §3.1, §4.5; spec 02
§6.1 booking.cancelled and booking.expired)."""

import re
import uuid
from decimal import Decimal

from sqlalchemy import update

from tarmac.bookings.models import Booking
from tarmac.worker import Worker, load_tasks
from tests.bookings.helpers import (
    BOOKINGS,
    CLOCK_MARGIN,
    advance_clock,
    book,
    events,
    passenger,
    quote,
    sold,
)
from tests.conftest import make_settings
from tests.factories import create_api_key, create_partner
from tests.pricing.factories import create_ssr
from tests.pricing.world import build_world


async def booked(client, db, key, world, passengers=1):
    quoted = await quote(
        client, key.headers, world.flight.id, pax=[{"type": "adult", "count": passengers}]
    )
    response = await book(
        client,
        key.headers,
        quoted["quote_id"],
        [passenger(first_name=f"P{'X' * n}") for n in range(passengers)],
    )
    assert response.status_code == 201, response.text
    return response.json()


async def test_a_booking_is_read_by_its_client_and_its_partners_agency_keys_only(client, db):
    world = await build_world(db, with_light=False)
    partner = await create_partner(db, "Silk Road Travel")
    key = await create_api_key(db, partner_id=partner.id)
    booking = await booked(client, db, key, world)
    path = f"{BOOKINGS}/{booking['id']}"

    own = await client.get(path, headers=key.headers)
    assert own.status_code == 200
    assert own.json() == booking
    colleague = await create_api_key(db, partner_id=partner.id)
    assert (await client.get(path, headers=colleague.headers)).status_code == 200
    stranger = await create_api_key(db)
    response = await client.get(path, headers=stranger.headers)
    assert response.status_code == 403
    consumer = await create_api_key(db, client_type="consumer_app")
    assert (await client.get(path, headers=consumer.headers)).status_code == 403
    unknown = await client.get(f"{BOOKINGS}/{world.flight.id}", headers=key.headers)
    assert unknown.status_code == 404


async def test_the_list_holds_the_callers_bookings_with_filters_and_pages(client, db):
    world = await build_world(db, with_light=False)
    key = await create_api_key(db)
    first = await booked(client, db, key, world)
    second = await booked(client, db, key, world)
    await booked(client, db, await create_api_key(db), world)  # another client's

    page = (await client.get(f"{BOOKINGS}/", headers=key.headers)).json()
    assert page["total"] == 2
    assert [b["id"] for b in page["data"]] == [second["id"], first["id"]]
    by_reference = await client.get(
        f"{BOOKINGS}/",
        params={"booking_reference": first["booking_reference"].lower()},
        headers=key.headers,
    )
    assert [b["id"] for b in by_reference.json()["data"]] == [first["id"]]
    one = await client.get(f"{BOOKINGS}/", params={"page_size": 1, "page": 2}, headers=key.headers)
    assert one.json()["total"] == 2 and [b["id"] for b in one.json()["data"]] == [first["id"]]
    by_flight = await client.get(
        f"{BOOKINGS}/",
        params={"flight_id": str(world.return_flight.id)},
        headers=key.headers,
    )
    assert by_flight.json()["total"] == 0
    confirmed = await client.get(
        f"{BOOKINGS}/", params={"status": "confirmed"}, headers=key.headers
    )
    assert confirmed.json()["total"] == 0


async def test_confirming_issues_a_ticket_per_passenger_and_segment(client, db):
    world = await build_world(db, with_light=False)
    key = await create_api_key(db)
    quoted = await quote(
        client,
        key.headers,
        world.flight.id,
        pax=[{"type": "adult", "count": 2}],
        return_flight_id=str(world.return_flight.id),
    )
    booking = (
        await book(
            client, key.headers, quoted["quote_id"], [passenger(), passenger(first_name="ASEL")]
        )
    ).json()
    response = await client.post(f"{BOOKINGS}/{booking['id']}/confirm", headers=key.headers)
    assert response.status_code == 200, response.text
    confirmed = response.json()
    assert confirmed["status"] == "confirmed"
    assert confirmed["expiry_date"] is None
    tickets = confirmed["tickets"]
    assert len(tickets) == 2  # one per passenger
    assert all(re.fullmatch(r"\d{13}", t["ticket_number"]) for t in tickets)
    assert len({t["ticket_number"] for t in tickets}) == 2
    assert {t["passenger_id"] for t in tickets} == {p["id"] for p in confirmed["passengers"]}
    segments = [s["id"] for s in confirmed["segments"]]
    for ticket in tickets:
        assert ticket["status"] == "issued"
        # a coupon per segment, numbered in trip order, OPEN
        assert [(c["coupon_number"], c["segment_id"], c["status"]) for c in ticket["coupons"]] == [
            (1, segments[0], "OPEN"),
            (2, segments[1], "OPEN"),
        ]
    # the tickets carry the value of the booking, which has no charges of its own here
    assert sum(Decimal(str(t["total_amount"])) for t in tickets) == Decimal(
        str(confirmed["total_amount"])
    )
    [event] = await events(db, "booking.confirmed")
    assert event["booking_id"] == booking["id"]
    assert (event["status"], event["payment_status"], event["passenger_count"]) == (
        "confirmed",
        "unpaid",
        2,
    )
    assert event["flight_id"] == str(world.flight.id)
    assert event["confirmed_at"] is not None
    again = await client.post(f"{BOOKINGS}/{booking['id']}/confirm", headers=key.headers)
    assert again.status_code == 200 and again.json()["tickets"] == tickets
    assert len(await events(db, "booking.confirmed")) == 1


async def test_tickets_carry_the_ticket_prefix_the_back_office_set_last(client, db, admin_headers):
    world = await build_world(db)
    key = await create_api_key(db)

    async def first_ticket(prefix: str | None) -> str:
        if prefix is not None:
            profile = {
                "airline_name": "Aero Tarmac",
                "iata_code": "TM",
                "default_currency": "KGS",
                "ticket_prefix": prefix,
            }
            put = await client.put(
                "/api/v1/admin/airline-profile", json=profile, headers=admin_headers
            )
            assert put.status_code == 200, put.text
        booking = await booked(client, db, key, world)
        confirmed = await client.post(f"{BOOKINGS}/{booking['id']}/confirm", headers=key.headers)
        assert confirmed.status_code == 200, confirmed.text
        return confirmed.json()["tickets"][0]["ticket_number"]

    assert (await first_ticket(None)).startswith("999")  # no profile: the default code
    assert (await first_ticket("555")).startswith("555")
    assert (await first_ticket("777")).startswith("777")


async def test_a_publishable_key_cannot_confirm_or_cancel(client, db):
    world = await build_world(db, with_light=False)
    key = await create_api_key(db, key_type="publishable", client_type="consumer_app")
    booking = await booked(client, db, key, world)
    for action in ("confirm", "cancel"):
        response = await client.post(f"{BOOKINGS}/{booking['id']}/{action}", headers=key.headers)
        assert response.status_code == 403


async def test_cancelling_an_unpaid_booking_gives_its_places_back(client, db):
    world = await build_world(db, with_light=False)
    key = await create_api_key(db)
    booking = await booked(client, db, key, world, passengers=2)
    assert await sold(db, world.flight.id, "Y") == 2
    response = await client.post(f"{BOOKINGS}/{booking['id']}/cancel", headers=key.headers)
    assert response.status_code == 200, response.text
    assert response.json()["status"] == "cancelled"
    assert response.json()["cancelled_at"] is not None
    assert await sold(db, world.flight.id, "Y") == 0
    [event] = await events(db, "booking.cancelled")
    assert event["booking_id"] == booking["id"] and event["status"] == "cancelled"
    for action, done in (("cancel", "cancelled"), ("confirm", "confirmed")):
        final = await client.post(f"{BOOKINGS}/{booking['id']}/{action}", headers=key.headers)
        assert final.status_code == 400
        assert final.json()["detail"] == f"The booking is cancelled: it cannot be {done}"
    assert await sold(db, world.flight.id, "Y") == 0


async def test_a_pending_booking_past_its_time_is_expired_for_every_read_and_action(
    client, db, admin_headers
):
    world = await build_world(db, with_light=False)
    key = await create_api_key(db)
    booking = await booked(client, db, key, world, passengers=2)
    await advance_clock(client, admin_headers, 15 * 60 - CLOCK_MARGIN)
    still = await client.get(f"{BOOKINGS}/{booking['id']}", headers=key.headers)
    assert still.json()["status"] == "pending"
    await advance_clock(client, admin_headers, CLOCK_MARGIN)
    read = await client.get(f"{BOOKINGS}/{booking['id']}", headers=key.headers)
    assert read.json()["status"] == "expired"
    assert await sold(db, world.flight.id, "Y") == 0
    [event] = await events(db, "booking.expired")
    assert event["booking_id"] == booking["id"]
    confirm = await client.post(f"{BOOKINGS}/{booking['id']}/confirm", headers=key.headers)
    assert confirm.status_code == 400
    listed = (await client.get(f"{BOOKINGS}/", headers=key.headers)).json()["data"]
    assert [b["status"] for b in listed] == ["expired"]


async def test_the_worker_expires_bookings_nobody_reads(app, client, db):
    world = await build_world(db, with_light=False)
    key = await create_api_key(db)
    booking = await booked(client, db, key, world)
    other = await booked(client, db, key, world)
    late = await booked(client, db, key, world)
    past = [uuid.UUID(booking["id"]), uuid.UUID(other["id"])]
    await db.execute(
        update(Booking).where(Booking.id.in_(past)).values(expiry_date=Booking.created_at)
    )
    await db.commit()
    assert await sold(db, world.flight.id, "Y") == 3

    tasks = load_tasks()
    worker = Worker(app.state.sessionmaker, make_settings(), tasks, name="test")
    await worker.ensure_schedules()
    assert await worker.run_periodic(tasks.periodic["expire_bookings"]) == 1
    assert await sold(db, world.flight.id, "Y") == 1
    expired = {e["booking_id"] for e in await events(db, "booking.expired")}
    assert expired == {booking["id"], other["id"]}
    still = await client.get(f"{BOOKINGS}/{late['id']}", headers=key.headers)
    assert still.json()["status"] == "pending"


async def test_service_categories_list_active_services_and_need_booking_read_with_a_secret_key(
    client, db
):
    await create_ssr(db, "XBAG", "25", category="baggage")
    await create_ssr(db, "VGML", "8", category="meal")
    await create_ssr(db, "OLD1", "5", category="meal", is_active=False)
    await db.commit()
    path = f"{BOOKINGS}/services/categories"
    bare = await create_api_key(db)
    response = await client.get(path, headers=bare.headers)
    assert response.status_code == 403
    assert "booking:read" in response.json()["detail"]
    scoped = await create_api_key(db, scopes=["booking:read"])
    response = await client.get(path, headers=scoped.headers)
    assert response.status_code == 200
    body = response.json()
    assert [c["category"] for c in body] == ["baggage", "meal"]
    assert [s["code"] for s in body[1]["services"]] == ["VGML"]
    web = await create_api_key(db, key_type="publishable", client_type="consumer_app")
    assert (await client.get(path, headers=web.headers)).status_code == 200


async def test_advancing_the_sandbox_clock_runs_the_expiry_sweep_before_it_answers(
    client, db, admin_headers
):
    world = await build_world(db, with_light=False)
    key = await create_api_key(db)
    await booked(client, db, key, world, passengers=3)
    assert await sold(db, world.flight.id, "Y") == 3
    await advance_clock(client, admin_headers, 15 * 60)
    # nobody read the booking: the sweep ran inside the clock call
    assert await sold(db, world.flight.id, "Y") == 0
    assert len(await events(db, "booking.expired")) == 1


async def test_the_run_due_call_runs_what_is_due_now(client, db, admin_headers):
    world = await build_world(db, with_light=False)
    key = await create_api_key(db)
    booking = await booked(client, db, key, world)
    await db.execute(
        update(Booking)
        .where(Booking.id == uuid.UUID(booking["id"]))
        .values(expiry_date=Booking.created_at)
    )
    await db.commit()
    response = await client.post("/api/v1/admin/test-clock/run-due", headers=admin_headers)
    assert response.status_code == 200
    assert response.json()["processed"] >= 1
    assert await sold(db, world.flight.id, "Y") == 0
