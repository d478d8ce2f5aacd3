"""Drafts: places held without passengers (spec 01 §2.7, §3.2, §4.5 "Draft body", spec 02
§8 limits), held less firmly than a booking's.

Fares of ``tests.pricing.world``: CLASSIC (class Y, 20 places on each flight) on FRU-OSS
and back; LIGHT (class Q, 10 places) on FRU-OSS only.
"""

import uuid
from datetime import datetime, timedelta

from sqlalchemy import select, text, update

from tarmac.bookings.models import Draft
from tarmac.worker import Worker, load_tasks
from tests.bookings.draft_helpers import DRAFTS, assert_holds_add_up, draft, places
from tests.bookings.helpers import CLOCK_MARGIN, advance_clock, book, passenger, quote
from tests.conftest import make_settings
from tests.factories import create_api_key, create_partner
from tests.pricing.world import build_world

ADMIN = "/api/v1/admin"
SEARCH = "/api/v1/schedules/flights/search"
PRICES = "/api/v1/fares/prices/"


async def test_a_draft_holds_places_of_its_fare_plans_class_without_passengers(client, db):
    world = await build_world(db)
    key = await create_api_key(db)
    response = await draft(
        client,
        key.headers,
        world,
        seat_count=3,
        contact_email="Groups@SilkRoad.example",
        contact_phone="+996555123456",
    )
    assert response.status_code == 201, response.text
    held = response.json()
    assert held["status"] == "active"
    assert held["flight_id"] == str(world.flight.id)
    assert held["return_flight_id"] is None
    assert held["fare_plan_id"] == str(world.classic_plan.id)
    assert held["fare_price_id"] == str(world.prices["adult"].id)
    assert (held["booking_class"], held["cabin"], held["fare_family"]) == (
        "Y",
        "economy",
        "CLASSIC",
    )
    assert held["seat_count"] == 3
    assert held["contact_email"] == "Groups@silkroad.example"  # the domain lowercased
    assert held["contact_phone"] == "+996555123456"
    assert held["expires_at"] is None  # no expires_hours: it never expires
    assert held["released_reason"] is None and held["released_at"] is None
    assert held["user_id"] is None
    assert await places(db, world.flight.id, "Y") == (20, 0, 3)

    timed = await draft(client, key.headers, world, expires_hours=48)
    assert timed.status_code == 201
    created = datetime.fromisoformat(timed.json()["created_at"])
    assert datetime.fromisoformat(timed.json()["expires_at"]) - created == timedelta(hours=48)
    assert await places(db, world.flight.id, "Y") == (20, 0, 4)
    await assert_holds_add_up(db)


async def test_the_draft_body_is_checked(client, db):
    world = await build_world(db)
    key = await create_api_key(db)
    for fields in (
        {"seat_count": 0},
        {"seat_count": 10},
        {"expires_hours": 0},
        {"expires_hours": 8761},
        {"contact_email": "not an address"},
        {"contact_phone": "+" + "9" * 20},
    ):
        response = await draft(client, key.headers, world, **fields)
        assert response.status_code == 422, (fields, response.text)
    for missing in ("flight_id", "fare_plan_id", "fare_price_id"):
        body = {
            "flight_id": str(world.flight.id),
            "fare_plan_id": str(world.classic_plan.id),
            "fare_price_id": str(world.prices["adult"].id),
        }
        del body[missing]
        response = await client.post(f"{DRAFTS}/", json=body, headers=key.headers)
        assert response.status_code == 422
        assert response.json()["detail"][0]["loc"] == ["body", missing]
    nine = await draft(client, key.headers, world, seat_count=9, expires_hours=8760)
    assert nine.status_code == 201
    assert await places(db, world.flight.id, "Y") == (20, 0, 9)


async def test_the_fare_plan_and_price_must_belong_together_and_to_the_flight(client, db):
    world = await build_world(db)
    key = await create_api_key(db)
    unknown = world.flight.id  # an id of something else
    plan = await draft(client, key.headers, world, fare_plan_id=str(unknown))
    assert plan.status_code == 404
    assert plan.json()["detail"] == "Fare plan not found"
    price = await draft(client, key.headers, world, fare_price_id=str(unknown))
    assert price.status_code == 404
    assert price.json()["detail"] == "Fare price not found"
    other_plans_price = await draft(client, key.headers, world, price=world.prices["light_adult"])
    assert other_plans_price.status_code == 422
    assert "another fare plan" in other_plans_price.json()["detail"]
    # the plan of the way back is not sold on the outbound flight
    other_route = await draft(
        client, key.headers, world, plan=world.back_plan, price=world.prices["back_adult"]
    )
    assert other_route.status_code == 422
    assert "is not sold on flight TQ101" in other_route.json()["detail"]
    flight = await draft(client, key.headers, world, flight_id=str(world.classic_plan.id))
    assert flight.status_code == 404
    # a return flight must fly back, after the outbound lands
    not_back = await draft(client, key.headers, world, return_flight_id=str(world.flight.id))
    assert not_back.status_code == 400
    assert "reverse route" in not_back.json()["detail"]
    world.classic_plan.is_active = False
    await db.commit()
    inactive = await draft(client, key.headers, world)
    assert inactive.status_code == 422
    assert await places(db, world.flight.id, "Y") == (20, 0, 0)


async def test_a_departed_or_cancelled_flight_takes_no_draft(client, db):
    world = await build_world(db)
    key = await create_api_key(db)
    await db.execute(
        text("UPDATE flights SET status = 'cancelled' WHERE id = :f"), {"f": world.flight.id}
    )
    await db.commit()
    response = await draft(client, key.headers, world)
    assert response.status_code == 400
    assert "not open for sale" in response.json()["detail"]


async def test_a_round_trip_draft_holds_the_same_family_on_the_way_back(client, db):
    world = await build_world(db)
    key = await create_api_key(db)
    response = await draft(
        client, key.headers, world, seat_count=2, return_flight_id=str(world.return_flight.id)
    )
    assert response.status_code == 201, response.text
    held = response.json()
    assert held["return_flight_id"] == str(world.return_flight.id)
    assert (held["booking_class"], held["return_booking_class"]) == ("Y", "Y")
    assert await places(db, world.flight.id, "Y") == (20, 0, 2)
    assert await places(db, world.return_flight.id, "Y") == (20, 0, 2)
    # LIGHT is not sold on the way back
    light = await draft(
        client,
        key.headers,
        world,
        plan=world.light_plan,
        price=world.prices["light_adult"],
        return_flight_id=str(world.return_flight.id),
    )
    assert light.status_code == 422
    assert "sells no LIGHT fare" in light.json()["detail"]
    await assert_holds_add_up(db)


async def test_drafts_never_hold_more_places_than_are_free(client, db):
    world = await build_world(db)
    key = await create_api_key(db)
    light = {"plan": world.light_plan, "price": world.prices["light_adult"]}
    for _ in range(2):
        assert (await draft(client, key.headers, world, seat_count=4, **light)).status_code == 201
    refused = await draft(client, key.headers, world, seat_count=3, **light)
    assert refused.status_code == 409
    assert refused.json()["detail"] == {
        "error": "insufficient_availability_no_book_up",
        "message": "Not enough free places in booking class Q to hold 3",
        "available": 2,
        "requested": 3,
        "booking_class_code": "Q",
        "is_open": True,
    }
    assert (await draft(client, key.headers, world, seat_count=2, **light)).status_code == 201
    assert await places(db, world.flight.id, "Q") == (10, 0, 10)
    # sold places are not free either
    booked = await book(
        client,
        key.headers,
        (await quote(client, key.headers, world.flight.id, fare_class="Y"))["quote_id"],
    )
    assert booked.status_code == 201
    await db.execute(text("UPDATE booking_class_inventory SET seats = 3 WHERE booking_class = 'Y'"))
    await db.commit()
    assert (await draft(client, key.headers, world, seat_count=3)).status_code == 409
    assert (await draft(client, key.headers, world, seat_count=2)).status_code == 201
    await assert_holds_add_up(db)


async def test_drafts_need_a_secret_key_and_are_seen_by_their_owner_only(client, db, signer):
    world = await build_world(db)
    partner = await create_partner(db, "Silk Road Travel")
    key = await create_api_key(db, partner_id=partner.id)
    held = (await draft(client, key.headers, world)).json()
    path = f"{DRAFTS}/{held['id']}"

    own = await client.get(path, headers=key.headers)
    assert own.status_code == 200 and own.json() == held
    colleague = await create_api_key(db, partner_id=partner.id)
    assert (await client.get(path, headers=colleague.headers)).status_code == 200
    for stranger in (
        await create_api_key(db),
        await create_api_key(db, client_type="consumer_app"),
    ):
        for method in ("GET", "DELETE"):
            response = await client.request(method, path, headers=stranger.headers)
            assert response.status_code == 403
            assert response.json()["detail"] == "This draft was made by another client"
    unknown = await client.get(f"{DRAFTS}/{world.flight.id}", headers=key.headers)
    assert unknown.status_code == 404 and unknown.json()["detail"] == "Draft not found"
    assert (
        await client.delete(f"{DRAFTS}/{world.flight.id}", headers=key.headers)
    ).status_code == (404)
    publishable = await create_api_key(db, key_type="publishable", client_type="consumer_app")
    refused = await draft(client, publishable.headers, world)
    assert refused.status_code == 403
    assert (await client.get(f"{DRAFTS}/", headers=publishable.headers)).status_code == 403
    assert (await client.get(f"{DRAFTS}/")).status_code == 401
    assert await places(db, world.flight.id, "Y") == (20, 0, 1)


async def test_a_passenger_token_beside_the_key_makes_the_draft_the_passengers(client, db):
    world = await build_world(db)
    key = await create_api_key(db, client_type="consumer_app")
    registered = await client.post(
        "/api/v1/auth/passenger/register",
        json={"email": "asel@example.com", "password": "Correct-Horse-9"},
        headers=key.headers,
    )
    assert registered.status_code == 201, registered.text
    token = registered.json()["access_token"]
    response = await draft(client, {**key.headers, "Authorization": f"Bearer {token}"}, world)
    assert response.status_code == 201, response.text
    assert response.json()["user_id"] == registered.json()["passenger"]["id"]


async def test_the_list_holds_the_callers_drafts_by_status_flight_and_page(client, db):
    world = await build_world(db)
    key = await create_api_key(db)
    first = (await draft(client, key.headers, world)).json()
    second = (
        await draft(client, key.headers, world, return_flight_id=str(world.return_flight.id))
    ).json()
    third = (await draft(client, key.headers, world)).json()
    await draft(client, (await create_api_key(db)).headers, world)  # another client's
    assert (await client.delete(f"{DRAFTS}/{third['id']}", headers=key.headers)).status_code == 200

    active = (await client.get(f"{DRAFTS}/", headers=key.headers)).json()
    assert active["total"] == 2 and (active["page"], active["page_size"]) == (1, 50)
    assert [d["id"] for d in active["data"]] == [second["id"], first["id"]]
    released = await client.get(f"{DRAFTS}/", params={"status": "released"}, headers=key.headers)
    assert [d["id"] for d in released.json()["data"]] == [third["id"]]
    expired = await client.get(f"{DRAFTS}/", params={"status": "expired"}, headers=key.headers)
    assert expired.json() == {"data": [], "page": 1, "page_size": 50, "total": 0}
    back = await client.get(
        f"{DRAFTS}/", params={"flight_id": str(world.return_flight.id)}, headers=key.headers
    )
    assert [d["id"] for d in back.json()["data"]] == [second["id"]]
    page = await client.get(f"{DRAFTS}/", params={"page": 2, "page_size": 1}, headers=key.headers)
    assert page.json()["total"] == 2 and [d["id"] for d in page.json()["data"]] == [first["id"]]
    for params in ({"page": 0}, {"page_size": 0}, {"page_size": 201}, {"status": "pending"}):
        bad = await client.get(f"{DRAFTS}/", params=params, headers=key.headers)
        assert bad.status_code == 422, params
    # /bookings/drafts is never taken for a booking id: it is the collection, served as is
    bare = await client.get(DRAFTS, params={"page": 2, "page_size": 1}, headers=key.headers)
    assert bare.status_code == 200
    assert bare.json() == page.json()


async def test_deleting_a_draft_gives_its_places_back_and_keeps_the_record(client, db):
    world = await build_world(db)
    key = await create_api_key(db)
    held = (
        await draft(
            client, key.headers, world, seat_count=4, return_flight_id=str(world.return_flight.id)
        )
    ).json()
    path = f"{DRAFTS}/{held['id']}"
    response = await client.delete(path, headers=key.headers)
    assert response.status_code == 200, response.text
    released = response.json()
    assert released["status"] == "released"
    assert released["released_reason"] == "released_by_owner"
    assert released["released_at"] is not None
    assert await places(db, world.flight.id, "Y") == (20, 0, 0)
    assert await places(db, world.return_flight.id, "Y") == (20, 0, 0)
    assert (await client.get(path, headers=key.headers)).json() == released
    # again: nothing more to give back, the draft is answered as it is
    again = await client.delete(path, headers=key.headers)
    assert again.status_code == 200 and again.json() == released
    await assert_holds_add_up(db)


async def test_a_draft_past_its_time_is_expired_for_every_read(client, db, admin_headers):
    world = await build_world(db)
    key = await create_api_key(db)
    held = (
        await draft(
            client,
            key.headers,
            world,
            seat_count=2,
            expires_hours=1,
            return_flight_id=str(world.return_flight.id),
        )
    ).json()
    forever = (await draft(client, key.headers, world)).json()
    path = f"{DRAFTS}/{held['id']}"
    await advance_clock(client, admin_headers, 3600 - CLOCK_MARGIN)
    assert (await client.get(path, headers=key.headers)).json()["status"] == "active"
    await advance_clock(client, admin_headers, CLOCK_MARGIN)
    read = await client.get(path, headers=key.headers)
    assert read.json()["status"] == "expired"
    assert read.json()["released_reason"] is None
    assert await places(db, world.flight.id, "Y") == (20, 0, 1)
    assert await places(db, world.return_flight.id, "Y") == (20, 0, 0)
    deleted = await client.delete(path, headers=key.headers)
    assert deleted.status_code == 200 and deleted.json()["status"] == "expired"
    active = (await client.get(f"{DRAFTS}/", headers=key.headers)).json()["data"]
    assert [d["id"] for d in active] == [forever["id"]]
    await assert_holds_add_up(db)


async def test_drafts_past_their_time_are_expired_by_a_listing(client, db, admin_headers):
    world = await build_world(db)
    key = await create_api_key(db)
    held = (await draft(client, key.headers, world, seat_count=3, expires_hours=2)).json()
    await advance_clock(client, admin_headers, 2 * 3600)
    assert (await client.get(f"{DRAFTS}/", headers=key.headers)).json()["total"] == 0
    assert await places(db, world.flight.id, "Y") == (20, 0, 0)
    expired = await client.get(f"{DRAFTS}/", params={"status": "expired"}, headers=key.headers)
    assert [d["id"] for d in expired.json()["data"]] == [held["id"]]


async def test_drafts_nobody_reads_expire_by_the_sweep(app, client, db, admin_headers):
    world = await build_world(db)
    key = await create_api_key(db)
    short = (
        await draft(
            client,
            key.headers,
            world,
            seat_count=2,
            expires_hours=1,
            return_flight_id=str(world.return_flight.id),
        )
    ).json()
    long = (await draft(client, key.headers, world, expires_hours=3)).json()
    await db.execute(
        update(Draft).where(Draft.id == uuid.UUID(short["id"])).values(expires_at=Draft.created_at)
    )
    await db.commit()
    assert await places(db, world.flight.id, "Y") == (20, 0, 3)

    tasks = load_tasks()
    worker = Worker(app.state.sessionmaker, make_settings(), tasks, name="test")
    await worker.ensure_schedules()
    assert await worker.run_periodic(tasks.periodic["settle_drafts"]) == 1
    assert await places(db, world.flight.id, "Y") == (20, 0, 1)
    assert await places(db, world.return_flight.id, "Y") == (20, 0, 0)
    statuses = dict((await db.execute(select(Draft.id, Draft.status))).all())
    assert {str(k): v for k, v in statuses.items()} == {
        short["id"]: "expired",
        long["id"]: "active",
    }
    # the sandbox clock runs the same sweep when it moves past an expiry
    await advance_clock(client, admin_headers, 4 * 3600)
    assert await places(db, world.flight.id, "Y") == (20, 0, 0)
    await assert_holds_add_up(db)


async def test_a_lapsed_draft_makes_room_for_a_new_one_before_anyone_reads_it(
    client, db, admin_headers
):
    world = await build_world(db)
    key = await create_api_key(db)
    light = {"plan": world.light_plan, "price": world.prices["light_adult"]}
    lapsed = (
        await draft(client, key.headers, world, seat_count=9, expires_hours=1, **light)
    ).json()
    await advance_clock(client, admin_headers, 3600)
    fresh = await draft(client, key.headers, world, seat_count=9, **light)
    assert fresh.status_code == 201, fresh.text
    assert await places(db, world.flight.id, "Q") == (10, 0, 9)
    read = (await client.get(f"{DRAFTS}/{lapsed['id']}", headers=key.headers)).json()
    assert read["status"] == "expired"
    await assert_holds_add_up(db)


# --- a booking wins over a draft ---------------------------------------------------------------


async def _quote_light(client, key, world, count=1) -> str:
    quoted = await quote(
        client,
        key.headers,
        world.flight.id,
        pax=[{"type": "adult", "count": count}],
        fare_class="Q",
    )
    assert quoted["fare_class"] == "Q"
    return quoted["quote_id"]


async def _book_light(client, key, world, count=1, quote_id=None):
    return await book(
        client,
        key.headers,
        quote_id or await _quote_light(client, key, world, count),
        [passenger(first_name=f"P{'X' * n}") for n in range(count)],
    )


async def test_a_booking_takes_places_only_drafts_hold_from_the_newest_draft(client, db):
    world = await build_world(db)
    agency = await create_api_key(db)
    light = {"plan": world.light_plan, "price": world.prices["light_adult"]}
    older = (await draft(client, agency.headers, world, seat_count=6, **light)).json()
    newer = (await draft(client, agency.headers, world, seat_count=4, **light)).json()
    assert await places(db, world.flight.id, "Q") == (10, 0, 10)

    # a traveller of another client still finds, quotes and books the class: drafts do not
    # hide places from sales (search and quotes count seats - sold)
    traveller = await create_api_key(db, client_type="consumer_app")
    search = {
        "origin": "FRU",
        "destination": "OSS",
        "departure_date": world.flight.flight_date.isoformat(),
        "include_prices": True,
    }
    found = (await client.post(SEARCH, json=search, headers=traveller.headers)).json()
    [leg] = found["legs"]
    assert leg["class_of_service"] == "Q" and leg["booked_seats"] == 0
    assert {f["class_of_service"] for f in leg["fares"]} == {"Q", "Y"}
    prices = await client.get(
        PRICES, params={"flight_id": str(world.flight.id)}, headers=traveller.headers
    )
    assert {p["class_of_service"]: p["seats_available"] for p in prices.json()} == {
        "Q": 10,
        "Y": 20,
    }
    booked = await _book_light(client, traveller, world)
    assert booked.status_code == 201, booked.text
    # the newest draft lost its places, whole; the older one keeps its own
    assert await places(db, world.flight.id, "Q") == (10, 1, 6)
    lost = (await client.get(f"{DRAFTS}/{newer['id']}", headers=agency.headers)).json()
    assert lost["status"] == "released"
    assert lost["released_reason"] == "taken_by_booking"
    assert datetime.fromisoformat(lost["released_at"]) <= datetime.fromisoformat(
        booked.json()["created_at"]
    ) + timedelta(seconds=5)
    kept = (await client.get(f"{DRAFTS}/{older['id']}", headers=agency.headers)).json()
    assert kept["status"] == "active"
    active = (await client.get(f"{DRAFTS}/", headers=agency.headers)).json()
    assert [d["id"] for d in active["data"]] == [older["id"]]
    # its owner releasing it now changes nothing: it is answered as it is
    deleted = await client.delete(f"{DRAFTS}/{newer['id']}", headers=agency.headers)
    assert deleted.status_code == 200 and deleted.json() == lost

    # the free places are taken first; then the older draft gives way too
    for _ in range(3):
        assert (await _book_light(client, traveller, world)).status_code == 201
    assert await places(db, world.flight.id, "Q") == (10, 4, 6)
    assert (await _book_light(client, traveller, world, count=2)).status_code == 201
    assert await places(db, world.flight.id, "Q") == (10, 6, 0)
    listed = await client.get(f"{DRAFTS}/", params={"status": "released"}, headers=agency.headers)
    assert {(d["id"], d["released_reason"]) for d in listed.json()["data"]} == {
        (older["id"], "taken_by_booking"),
        (newer["id"], "taken_by_booking"),
    }
    # a draft cannot hold sold places back
    assert (await draft(client, agency.headers, world, seat_count=5, **light)).status_code == 409
    await assert_holds_add_up(db)


async def test_a_booking_beyond_the_unsold_places_is_refused_whatever_drafts_hold(client, db):
    world = await build_world(db)
    key = await create_api_key(db)
    light = {"plan": world.light_plan, "price": world.prices["light_adult"]}
    held = (await draft(client, key.headers, world, seat_count=5, **light)).json()
    quoted = await _quote_light(client, key, world, count=6)  # before 5 more are sold
    await db.execute(text("UPDATE booking_class_inventory SET sold = 5 WHERE booking_class = 'Q'"))
    await db.commit()
    refused = await _book_light(client, key, world, count=6, quote_id=quoted)
    assert refused.status_code == 409
    assert refused.json()["detail"]["available"] == 5  # places a booking could take
    assert await places(db, world.flight.id, "Q") == (10, 5, 5)
    kept = (await client.get(f"{DRAFTS}/{held['id']}", headers=key.headers)).json()
    assert kept["status"] == "active"


async def test_a_round_trip_draft_losing_one_leg_gives_the_other_back(client, db):
    world = await build_world(db)
    agency = await create_api_key(db)
    await db.execute(text("UPDATE booking_class_inventory SET seats = 9 WHERE booking_class = 'Y'"))
    await db.commit()
    held = (
        await draft(
            client,
            agency.headers,
            world,
            seat_count=9,
            return_flight_id=str(world.return_flight.id),
        )
    ).json()
    traveller = await create_api_key(db)
    quoted = await quote(client, traveller.headers, world.flight.id, fare_class="Y")
    assert (await book(client, traveller.headers, quoted["quote_id"])).status_code == 201
    # the sale touched its own class only: the way back is given back when the draft is read
    assert await places(db, world.flight.id, "Y") == (9, 1, 0)
    assert await places(db, world.return_flight.id, "Y") == (9, 0, 9)
    read = (await client.get(f"{DRAFTS}/{held['id']}", headers=agency.headers)).json()
    assert (read["status"], read["released_reason"]) == ("released", "taken_by_booking")
    assert await places(db, world.return_flight.id, "Y") == (9, 0, 0)
    await assert_holds_add_up(db)


async def test_the_worker_gives_back_what_drafts_that_lost_a_leg_still_hold(app, client, db):
    world = await build_world(db)
    agency = await create_api_key(db)
    await db.execute(text("UPDATE booking_class_inventory SET seats = 4 WHERE booking_class = 'Y'"))
    await db.commit()
    held = (
        await draft(
            client,
            agency.headers,
            world,
            seat_count=4,
            return_flight_id=str(world.return_flight.id),
        )
    ).json()
    quoted = await quote(client, agency.headers, world.flight.id, fare_class="Y")
    assert (await book(client, agency.headers, quoted["quote_id"])).status_code == 201
    assert await places(db, world.return_flight.id, "Y") == (4, 0, 4)

    tasks = load_tasks()
    worker = Worker(app.state.sessionmaker, make_settings(), tasks, name="test")
    await worker.ensure_schedules()
    assert await worker.run_periodic(tasks.periodic["settle_drafts"]) == 1
    assert await places(db, world.return_flight.id, "Y") == (4, 0, 0)
    row = await db.get(Draft, held["id"], populate_existing=True)
    assert (row.status, row.released_reason) == ("released", "taken_by_booking")
    await assert_holds_add_up(db)


async def test_seats_cut_below_what_is_sold_and_held_release_the_newest_drafts(
    client, db, admin_headers
):
    world = await build_world(db)
    key = await create_api_key(db)
    older = (await draft(client, key.headers, world, seat_count=5)).json()
    newer = (await draft(client, key.headers, world, seat_count=5)).json()
    url = f"{ADMIN}/flights/{world.flight.id}/inventory/Y"
    cut = await client.put(url, json={"cabin": "economy", "seats": 7}, headers=admin_headers)
    assert cut.status_code == 200, cut.text
    assert (cut.json()["seats"], cut.json()["held"], cut.json()["available"]) == (7, 5, 7)
    lost = (await client.get(f"{DRAFTS}/{newer['id']}", headers=key.headers)).json()
    assert (lost["status"], lost["released_reason"]) == ("released", "capacity_reduced")
    kept = (await client.get(f"{DRAFTS}/{older['id']}", headers=key.headers)).json()
    assert kept["status"] == "active"
    await assert_holds_add_up(db)


async def test_a_drafts_page_past_a_million_is_422_not_a_query(client, db):
    key = await create_api_key(db)
    response = await client.get(
        "/api/v1/bookings/drafts/", params={"page": 1344154836593233664}, headers=key.headers
    )
    assert response.status_code == 422
    assert response.json()["detail"][0]["loc"] == ["query", "page"]
