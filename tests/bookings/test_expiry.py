"""A pending booking past its time (spec 01 §3.1): every read shows it ``expired`` at once
and writes nothing; its places are free for the next sale at once, and shown free, before
any sweep; the sweep expires thousands of lapsed bookings in one call, giving their places
back added up per class, never twice."""

import uuid
from datetime import datetime

from sqlalchemy import select, text, update

from tarmac.bookings import expiry as service
from tarmac.bookings.models import Booking, BookingSegment
from tarmac.inventory.models import BookingClassInventory, CabinInventory
from tarmac.search import service as search_service
from tests.bookings.helpers import (
    BOOKINGS,
    advance_clock,
    book,
    events,
    passenger,
    quote,
    sold,
)
from tests.factories import create_api_key
from tests.pricing.world import build_world

PRICES = "/api/v1/fares/prices/"


def _party(count: int) -> list[dict]:
    return [passenger(first_name=f"P{chr(65 + n)}") for n in range(count)]


async def _book(client, key, flight_id, fare_class: str, count: int):
    quoted = await quote(
        client,
        key.headers,
        flight_id,
        fare_class=fare_class,
        pax=[{"type": "adult", "count": count}],
    )
    return await book(client, key.headers, quoted["quote_id"], _party(count))


async def _no_sweep(app):
    """The sweep has not come by: the clock moves, the due work does not run; the work,
    to put back."""

    async def nothing() -> int:
        return 0

    work, app.state.run_due_work = app.state.run_due_work, nothing
    return work


async def _status_in_db(db, booking_id) -> str:
    db.expire_all()
    return await db.scalar(select(Booking.status).where(Booking.id == uuid.UUID(booking_id)))


async def test_a_lapsed_booking_is_read_and_listed_expired_and_the_read_writes_nothing(
    app, client, db, admin_headers
):
    world = await build_world(db, with_light=False)
    flight_id = world.flight.id
    key = await create_api_key(db)
    created = await _book(client, key, flight_id, "Y", 2)
    booking = created.json()
    due_work = await _no_sweep(app)
    await advance_clock(client, admin_headers, 15 * 60 + 1)

    read = await client.get(f"{BOOKINGS}/{booking['id']}", headers=key.headers)
    assert read.json()["status"] == "expired"
    listed = (await client.get(f"{BOOKINGS}/", headers=key.headers)).json()["data"]
    assert [b["status"] for b in listed] == ["expired"]
    pending = await client.get(f"{BOOKINGS}/", params={"status": "pending"}, headers=key.headers)
    assert pending.json()["data"] == []
    expired = await client.get(f"{BOOKINGS}/", params={"status": "expired"}, headers=key.headers)
    assert [b["id"] for b in expired.json()["data"]] == [booking["id"]]
    # nothing written by the reads: the row, the places and the events are as they were
    assert await _status_in_db(db, booking["id"]) == "pending"
    assert await sold(db, flight_id, "Y") == 2
    assert await events(db, "booking.expired") == []

    confirm = await client.post(f"{BOOKINGS}/{booking['id']}/confirm", headers=key.headers)
    assert confirm.status_code == 400
    # the sweep writes it expired for good
    app.state.run_due_work = due_work
    swept = await client.post("/api/v1/admin/test-clock/run-due", headers=admin_headers)
    assert swept.status_code == 200
    assert await _status_in_db(db, booking["id"]) == "expired"
    assert await sold(db, flight_id, "Y") == 0
    assert len(await events(db, "booking.expired")) == 1


async def test_a_place_held_by_a_lapsed_booking_is_free_for_the_next_sale_at_once(
    app, client, db, admin_headers
):
    world = await build_world(db)
    key = await create_api_key(db)
    lapsing = (await _book(client, key, world.flight.id, "Q", 5)).json()
    await _no_sweep(app)
    await advance_clock(client, admin_headers, 10 * 60)
    kept = await _book(client, key, world.flight.id, "Q", 5)
    assert kept.status_code == 201, kept.text
    await advance_clock(client, admin_headers, 5 * 60 + 1)  # only the first one lapses
    assert await sold(db, world.flight.id, "Q") == 10  # no sweep came by

    prices = await client.get(
        PRICES, params={"flight_id": str(world.flight.id)}, headers=key.headers
    )
    shown = {i["class_of_service"]: i["seats_available"] for i in prices.json()}
    assert shown["Q"] == 5  # the lapsed booking's places are shown free already
    flight_id = world.flight.id
    taken = await _book(client, key, world.flight.id, "Q", 5)
    assert taken.status_code == 201, taken.text
    assert await sold(db, world.flight.id, "Q") == 10
    prices = await client.get(
        PRICES, params={"flight_id": str(world.flight.id)}, headers=key.headers
    )
    assert {i["class_of_service"]: i["seats_available"] for i in prices.json()}["Q"] == 0

    # the sweep expires the lapsed booking later and gives back nothing twice
    async with app.state.sessionmaker() as session, session.begin():
        assert await service.expire_due(session) == 1
    assert await _status_in_db(db, lapsing["id"]) == "expired"
    assert await sold(db, flight_id, "Q") == 10
    assert [e["booking_id"] for e in await events(db, "booking.expired")] == [lapsing["id"]]


async def test_one_sweep_expires_thousands_of_lapsed_bookings_and_gives_their_places_back(
    app, client, db
):
    world = await build_world(db, with_light=False)
    key = await create_api_key(db)
    template = (await _book(client, key, world.flight.id, "Y", 1)).json()
    lapsed = 2500
    for model in (BookingClassInventory, CabinInventory):
        await db.execute(
            update(model)
            .where(model.flight_id == world.flight.id)
            .values(seats=model.seats + lapsed, sold=model.sold + lapsed)
        )
    # copies of the booking and its segment, all past their time
    booking_columns = [c.name for c in Booking.__table__.columns]
    segment_columns = [c.name for c in BookingSegment.__table__.columns]
    copied = {"id": "gen_random_uuid()", "booking_reference": "'Z' || lpad(n::text, 5, '0')"}
    copied["expiry_date"] = "created_at"
    await db.execute(
        text(
            f"INSERT INTO bookings ({', '.join(booking_columns)}) "
            f"SELECT {', '.join(copied.get(c, c) for c in booking_columns)} "
            "FROM bookings, generate_series(1, :n) AS n WHERE id = :template"
        ),
        {"n": lapsed, "template": uuid.UUID(template["id"])},
    )
    segment_copy = {"id": "gen_random_uuid()", "booking_id": "k.id"}
    await db.execute(
        text(
            f"INSERT INTO booking_segments ({', '.join(segment_columns)}) "
            f"SELECT {', '.join(segment_copy.get(c, 's.' + c) for c in segment_columns)} "
            "FROM bookings k JOIN booking_segments s ON s.booking_id = :template "
            "WHERE k.id <> :template"
        ),
        {"template": uuid.UUID(template["id"])},
    )
    await db.commit()
    assert await sold(db, world.flight.id, "Y") == lapsed + 1

    async with app.state.sessionmaker() as session, session.begin():
        assert await service.expire_due(session) == lapsed
    assert await sold(db, world.flight.id, "Y") == 1
    cabin_sold = await db.scalar(
        select(CabinInventory.sold).where(
            CabinInventory.flight_id == world.flight.id, CabinInventory.cabin == "economy"
        )
    )
    assert cabin_sold == 1
    assert len(await events(db, "booking.expired")) == lapsed
    still = await client.get(f"{BOOKINGS}/{template['id']}", headers=key.headers)
    assert still.json()["status"] == "pending"


async def test_a_search_answer_is_remembered_no_longer_than_until_a_held_place_lapses(
    app, client, db
):
    """A search answer is remembered until something it read may change with time alone:
    a pending booking's places lapsing is such a moment, so no remembered answer shows
    them sold after it (no sale or sweep has to write first)."""
    world = await build_world(db)
    key = await create_api_key(db)
    held = (await _book(client, key, world.flight.id, "Q", 5)).json()
    lapses = datetime.fromisoformat(held["expiry_date"])

    reads = app.state.reads
    [segment] = await search_service.segment_keys(
        reads, [search_service.Segment("FRU", "OSS", world.flight.flight_date)]
    )
    found = (await search_service.search(reads, [segment], search_service.Options()))[segment]

    assert world.flight.id in found.flights
    assert found.stable_until <= lapses
