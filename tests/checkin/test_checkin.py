"""Online check-in (spec 01 §4.8, §2.9, §2.10, §3.2; spec 02 §6.1 passenger.checked_in,
§8 windows): seat maps, windows at their edges, seats, special requests, who may do what,
coupons and events, through the API."""

import asyncio
from datetime import timedelta

from sqlalchemy import select

from tarmac.ticketing.models import Coupon
from tests.bookings.helpers import CLOCK_MARGIN, events, passenger
from tests.checkin.helpers import (
    CHECKIN,
    check_in,
    clock_at,
    confirmed_trip,
    online_window_open,
    seat_zones,
    staff,
)
from tests.conftest import client_for
from tests.factories import create_api_key
from tests.pricing.world import build_world


async def _coupon(db, passenger_id, flight_id) -> str:
    return await db.scalar(
        select(Coupon.status).where(
            Coupon.passenger_id == passenger_id, Coupon.flight_id == flight_id
        )
    )


def _seat(seat_map: dict, number: str) -> dict:
    return next(s for r in seat_map["rows"] for s in r["seats"] if s["seat_number"] == number)


async def test_the_seat_map_shows_seats_of_bookings_and_checkins_occupied_at_once(
    client, db, signer, admin_headers
):
    world = await build_world(db)
    await seat_zones(db)
    key = await create_api_key(db)
    consumer = await create_api_key(db, client_type="consumer_app", key_type="publishable")
    path = f"{CHECKIN}/flight/{world.flight.id}/seat-map"

    before = await client.get(path, headers=consumer.headers)
    assert before.status_code == 200, before.text
    seat_map = before.json()
    assert seat_map["columns"] == ["A", "B", "C", "D"]
    assert [r["number"] for r in seat_map["rows"]][:3] == [1, 2, 3]
    assert seat_map["rows"][0]["class"] == "business" and seat_map["rows"][2]["class"] == "economy"
    assert _seat(seat_map, "10D")["status"] == "blocked"
    assert _seat(seat_map, "6A")["type"] == "extra_legroom" and _seat(seat_map, "6A")["fee"] == 25
    assert _seat(seat_map, "3A")["fee"] == 10 and _seat(seat_map, "5A")["fee"] == 0
    assert seat_map["stats"] == {"total": 36, "free": 35, "occupied": 0, "blocked": 1}
    etag = before.headers["ETag"]
    again = await client.get(path, headers={**consumer.headers, "If-None-Match": etag})
    assert again.status_code == 304

    trip = await confirmed_trip(
        client, key, signer, world.flight.id, [passenger(seat_number="7B"), passenger()]
    )
    bought = (await client.get(path, headers=consumer.headers)).json()
    assert _seat(bought, "7B")["status"] == "occupied"
    assert bought["stats"]["occupied"] == 1
    await online_window_open(client, admin_headers, world.flight)
    created = await check_in(
        client, trip, trip.passengers[1]["id"], world.flight.id, seat_number="8C"
    )
    assert created.status_code == 201, created.text
    after = await client.get(path, headers={**consumer.headers, "If-None-Match": etag})
    assert after.status_code == 200 and after.headers["ETag"] != etag
    assert _seat(after.json(), "8C")["status"] == "occupied"
    # the magic link reads it with its booking's fare; another booking's id is 403
    mine = await client.get(path, params=trip.link(booking_id=trip.id))
    assert mine.status_code == 200
    other = await client.get(path, params=trip.link(booking_id=str(world.flight.id)))
    assert other.status_code == 403
    agency = await client.get(path, headers=key.headers)
    assert agency.status_code == 403
    assert (await client.get(path, headers=staff(signer, "checkin:update"))).status_code == 200


async def test_the_online_window_opens_24_hours_and_closes_40_minutes_before_in_local_time(
    client, db, signer, admin_headers
):
    world = await build_world(db)
    await seat_zones(db)  # FRU: Asia/Bishkek, UTC+6; departure 09:00 local
    key = await create_api_key(db)
    people = [passenger(first_name=name) for name in ("AIDA", "BEKA", "CHOLPON")]
    trip = await confirmed_trip(client, key, signer, world.flight.id, people)
    departure = world.flight.scheduled_departure
    opens, closes = departure - timedelta(hours=24), departure - timedelta(minutes=40)
    ids = [p["id"] for p in trip.passengers]

    # real time runs on after the clock is set: the margin goes on the side it runs towards
    await clock_at(client, admin_headers, opens - timedelta(seconds=CLOCK_MARGIN))
    early = await check_in(client, trip, ids[0], world.flight.id)
    assert early.status_code == 400
    day_before = (world.flight.flight_date - timedelta(days=1)).isoformat()
    assert f"opens at {day_before} 09:00 local time (Asia/Bishkek)" in early.json()["detail"]
    await clock_at(client, admin_headers, opens + timedelta(seconds=1))
    assert (await check_in(client, trip, ids[0], world.flight.id)).status_code == 201
    await clock_at(client, admin_headers, closes - timedelta(seconds=CLOCK_MARGIN))
    assert (await check_in(client, trip, ids[1], world.flight.id)).status_code == 201
    await clock_at(client, admin_headers, closes + timedelta(seconds=1))
    late = await check_in(client, trip, ids[2], world.flight.id)
    assert late.status_code == 400
    closed_at = f"{world.flight.flight_date.isoformat()} 08:20 local time (Asia/Bishkek)"
    assert f"closed at {closed_at}" in late.json()["detail"]
    # the counter window (staff) closes 40 minutes before too
    counter = await client.post(
        f"{CHECKIN}/consumer",
        headers=staff(signer, "checkin:update"),
        json={"booking_id": trip.id, "passenger_id": ids[2], "flight_id": str(world.flight.id)},
    )
    assert counter.status_code == 400 and "Counter check-in" in counter.json()["detail"]


async def test_the_counter_window_opens_3_hours_before_departure(client, db, signer, admin_headers):
    world = await build_world(db)
    await seat_zones(db)
    key = await create_api_key(db)
    trip = await confirmed_trip(client, key, signer, world.flight.id)
    body = {
        "booking_id": trip.id,
        "passenger_id": trip.passengers[0]["id"],
        "flight_id": str(world.flight.id),
    }
    opens = world.flight.scheduled_departure - timedelta(hours=3)
    await clock_at(client, admin_headers, opens - timedelta(seconds=CLOCK_MARGIN))
    agent = staff(signer, "checkin:update")
    early = await client.post(f"{CHECKIN}/consumer", headers=agent, json=body)
    assert early.status_code == 400
    assert "06:00 local time (Asia/Bishkek)" in early.json()["detail"]
    await clock_at(client, admin_headers, opens + timedelta(seconds=1))
    assert (await client.post(f"{CHECKIN}/consumer", headers=agent, json=body)).status_code == 201


async def test_check_in_moves_the_coupon_and_emits_the_event_once_per_passenger_and_leg(
    client, db, signer, admin_headers
):
    world = await build_world(db)
    await seat_zones(db)
    world.flight.departure_terminal = "T2"
    await db.commit()
    await db.refresh(world.flight)
    key = await create_api_key(db)
    trip = await confirmed_trip(
        client, key, signer, world.flight.id, return_flight_id=str(world.return_flight.id)
    )
    pax = trip.passengers[0]["id"]
    await online_window_open(client, admin_headers, world.flight)
    created = await check_in(client, trip, pax, world.flight.id, seat_number="5B")
    assert created.status_code == 201, created.text
    body = created.json()
    assert body["status"] == "in_progress" and body["seat_number"] == "5B"
    assert body["boarding_pass_issued"] is False and body["checkin_id"] == body["id"]
    assert await _coupon(db, pax, world.flight.id) == "CHECKED_IN"
    assert await _coupon(db, pax, world.return_flight.id) == "OPEN"
    [event] = await events(db, "passenger.checked_in")
    assert event["seat"] == "5B" and event["terminal"] == "T2"
    assert event["booking_id"] == trip.id and event["passenger_id"] == pax
    again = await check_in(client, trip, pax, world.flight.id, seat_number="5C")
    assert again.status_code == 409
    # the return leg is not open yet (15 days out)
    back = await check_in(client, trip, pax, world.return_flight.id)
    assert back.status_code == 400 and "opens at" in back.json()["detail"]


async def test_who_and_what_a_check_in_refuses(client, db, signer, admin_headers):
    world = await build_world(db)
    await seat_zones(db)
    key = await create_api_key(db)
    trip = await confirmed_trip(client, key, signer, world.flight.id)
    other = await confirmed_trip(client, key, signer, world.flight.id)
    pax = trip.passengers[0]["id"]
    await online_window_open(client, admin_headers, world.flight)

    stranger = await client.post(
        f"{CHECKIN}/consumer",
        params=other.link(),
        json={"booking_id": trip.id, "passenger_id": pax, "flight_id": str(world.flight.id)},
    )
    assert stranger.status_code == 403
    assert (
        await check_in(client, trip, other.passengers[0]["id"], world.flight.id)
    ).status_code == 404
    assert (await check_in(client, trip, pax, world.return_flight.id)).status_code == 404
    assert (await check_in(client, trip, pax, world.aircraft.id)).status_code == 404
    # the fare (CLASSIC) allows BG23 only
    ssr = await check_in(client, trip, pax, world.flight.id, special_requests="WCHR")
    assert ssr.status_code == 400 and "BG23" in ssr.json()["detail"]
    assert (
        await check_in(client, trip, pax, world.flight.id, seat_number="99Z")
    ).status_code == 422
    # no token: 401; a passenger-type token would be 403
    assert (await client.post(f"{CHECKIN}/consumer", json={})).status_code == 401
    ok = await check_in(client, trip, pax, world.flight.id, special_requests="BG23")
    assert ok.status_code == 201, ok.text
    assert ok.json()["special_requests"] == "BG23"


async def test_only_a_confirmed_booking_checks_in(client, db, signer, admin_headers):
    world = await build_world(db)
    await seat_zones(db)
    key = await create_api_key(db)
    from tests.bookings.helpers import book, quote

    quoted = await quote(client, key.headers, world.flight.id)
    pending = (await book(client, key.headers, quoted["quote_id"])).json()
    await online_window_open(client, admin_headers, world.flight)
    token = signer.magic_link_token(__import__("uuid").UUID(pending["id"]))
    response = await client.post(
        f"{CHECKIN}/consumer",
        params={"access_token": token},
        json={
            "booking_id": pending["id"],
            "passenger_id": pending["passengers"][0]["id"],
            "flight_id": str(world.flight.id),
        },
    )
    assert response.status_code == 400
    assert "confirmed" in response.json()["detail"]


async def test_seats_are_assigned_together_and_never_in_an_exit_row_for_a_child_or_infant_adult(
    client, db, signer, admin_headers
):
    world = await build_world(db)
    await seat_zones(db)
    key = await create_api_key(db)
    people = [
        passenger(first_name="MOTHER"),
        passenger("infant", first_name="BABY", age=1),
        passenger("child", first_name="KID", age=8),
        passenger(first_name="FATHER"),
    ]
    trip = await confirmed_trip(client, key, signer, world.flight.id, people)
    by_name = {p["first_name"]: p["id"] for p in trip.passengers}
    await online_window_open(client, admin_headers, world.flight)
    exit_seat = await check_in(client, trip, by_name["KID"], world.flight.id, seat_number="6A")
    assert exit_seat.status_code == 400
    mother = await check_in(client, trip, by_name["MOTHER"], world.flight.id, seat_number="6B")
    assert mother.status_code == 400, "the adult with the lap infant"
    father = await check_in(client, trip, by_name["FATHER"], world.flight.id, seat_number="7C")
    assert father.status_code == 201, father.text
    # the child is placed in the father's row; the mother, with the infant, beside them
    kid = await check_in(client, trip, by_name["KID"], world.flight.id)
    assert kid.status_code == 201
    assert kid.json()["seat_number"][:-1] == "7"
    baby = await check_in(client, trip, by_name["BABY"], world.flight.id, seat_number="5A")
    assert baby.status_code == 422
    baby = await check_in(client, trip, by_name["BABY"], world.flight.id)
    assert baby.status_code == 201 and baby.json()["seat_number"] is None
    # another passenger's seat of the same booking is taken
    mom = await check_in(client, trip, by_name["MOTHER"], world.flight.id, seat_number="6C")
    assert mom.status_code == 400  # exit row first
    taken = kid.json()["seat_number"]
    mom = await check_in(client, trip, by_name["MOTHER"], world.flight.id, seat_number=taken)
    assert mom.status_code == 409


async def test_concurrent_check_ins_for_one_seat_seat_one_passenger(
    app, app_factory, db, signer, admin_headers
):
    world = await build_world(db)
    await seat_zones(db)
    key = await create_api_key(db)
    async with client_for(app) as one, client_for(app_factory()) as two:
        trips = [await confirmed_trip(one, key, signer, world.flight.id) for _ in range(6)]
        await online_window_open(one, admin_headers, world.flight)
        responses = await asyncio.gather(
            *(
                check_in(
                    (one, two)[n % 2],
                    trip,
                    trip.passengers[0]["id"],
                    world.flight.id,
                    seat_number="9A",
                )
                for n, trip in enumerate(trips)
            )
        )
    statuses = sorted(r.status_code for r in responses)
    assert statuses == [201] + [409] * 5, [r.text for r in responses]


async def test_seat_change_dg_declaration_and_completion(client, db, signer, admin_headers):
    world = await build_world(db)
    await seat_zones(db)
    key = await create_api_key(db)
    trip = await confirmed_trip(client, key, signer, world.flight.id, [passenger(), passenger()])
    await online_window_open(client, admin_headers, world.flight)
    first = (
        await check_in(client, trip, trip.passengers[0]["id"], world.flight.id, seat_number="4A")
    ).json()
    second = (
        await check_in(client, trip, trip.passengers[1]["id"], world.flight.id, seat_number="4B")
    ).json()
    cid = first["checkin_id"]
    moved = await client.post(f"{CHECKIN}/{cid}/seat", params=trip.link(seat_number="5D"))
    assert moved.status_code == 200 and moved.json()["seat_number"] == "5D"
    moved = await client.post(
        f"{CHECKIN}/{cid}/seat", params=trip.link(), json={"seat_number": "4A"}
    )
    assert moved.status_code == 200 and moved.json()["seat_number"] == "4A"
    clash = await client.post(
        f"{CHECKIN}/{cid}/seat", params=trip.link(), json={"seat_number": "4B"}
    )
    assert clash.status_code == 409
    seat_map = (
        await client.get(f"{CHECKIN}/flight/{world.flight.id}/seat-map", params=trip.link())
    ).json()
    assert _seat(seat_map, "5D")["status"] == "free"
    assert second["seat_number"] == "4B"
    refused = await client.post(
        f"{CHECKIN}/{cid}/dg-declare", params=trip.link(), json={"confirmed": False}
    )
    assert refused.status_code == 422
    early = await client.post(f"{CHECKIN}/{cid}/boarding-pass", params=trip.link())
    assert early.status_code == 400 and "dangerous" in early.json()["detail"]
    declared = await client.post(
        f"{CHECKIN}/{cid}/dg-declare", params=trip.link(), json={"confirmed": True}
    )
    assert declared.json()["dangerous_goods_declared"] is True
    not_done = await client.post(f"{CHECKIN}/{cid}/boarding-pass", params=trip.link())
    assert not_done.status_code == 400 and "completed" in not_done.json()["detail"]
    done = await client.post(f"{CHECKIN}/{cid}/complete", params=trip.link())
    assert done.json()["status"] == "completed"
    other = await confirmed_trip(client, key, signer, world.flight.id)
    assert (await client.post(f"{CHECKIN}/{cid}/complete", params=other.link())).status_code == 403


async def test_each_staff_scope_does_only_its_operations(client, db, signer, admin_headers):
    world = await build_world(db)
    await seat_zones(db)
    key = await create_api_key(db)
    trip = await confirmed_trip(client, key, signer, world.flight.id)
    await online_window_open(client, admin_headers, world.flight)
    body = {
        "booking_id": trip.id,
        "passenger_id": trip.passengers[0]["id"],
        "flight_id": str(world.flight.id),
    }
    seats, update, passes = (
        staff(signer, "checkin:seat_select"),
        staff(signer, "checkin:update"),
        staff(signer, "checkin:boarding_pass"),
    )
    assert (await client.post(f"{CHECKIN}/consumer", headers=seats, json=body)).status_code == 403
    created = await client.post(f"{CHECKIN}/consumer", headers=update, json=body)
    assert created.status_code == 201, created.text
    cid = created.json()["checkin_id"]
    assert (
        await client.post(f"{CHECKIN}/{cid}/seat", headers=update, json={"seat_number": "9B"})
    ).status_code == 403
    assert (
        await client.post(f"{CHECKIN}/{cid}/seat", headers=seats, json={"seat_number": "9B"})
    ).status_code == 200
    assert (await client.post(f"{CHECKIN}/{cid}/complete", headers=passes)).status_code == 403
    assert (await client.post(f"{CHECKIN}/{cid}/complete", headers=update)).status_code == 200
    declared = await client.post(
        f"{CHECKIN}/{cid}/dg-declare", headers=update, json={"confirmed": True}
    )
    assert declared.status_code == 200
    assert (await client.post(f"{CHECKIN}/{cid}/boarding-pass", headers=update)).status_code == 403
    assert (await client.post(f"{CHECKIN}/{cid}/boarding-pass", headers=passes)).status_code == 200
    assert (
        await client.get(
            f"{CHECKIN}/stats",
            headers=staff(signer, "audit"),
            params={"flight_ids": str(world.flight.id)},
        )
    ).status_code == 403


async def test_an_infant_with_a_seat_of_its_own_gets_one_never_in_an_exit_row(
    client, db, signer, admin_headers
):
    world = await build_world(db)
    await seat_zones(db)
    key = await create_api_key(db)
    people = [
        passenger(first_name="MOTHER"),
        passenger("infant_with_seat", first_name="BABY", age=1),
    ]
    trip = await confirmed_trip(client, key, signer, world.flight.id, people)
    by_name = {p["first_name"]: p["id"] for p in trip.passengers}
    await online_window_open(client, admin_headers, world.flight)
    exit_row = await check_in(client, trip, by_name["BABY"], world.flight.id, seat_number="6A")
    assert exit_row.status_code == 400
    mother = await check_in(client, trip, by_name["MOTHER"], world.flight.id, seat_number="7C")
    assert mother.status_code == 201, mother.text

    baby = await check_in(client, trip, by_name["BABY"], world.flight.id)

    assert baby.status_code == 201, baby.text
    assert baby.json()["seat_number"] is not None and baby.json()["seat_number"][:-1] == "7"


async def test_a_seat_chosen_at_check_in_is_free_of_its_zone_fee_unless_the_airline_charges_it(
    client, db, signer, admin_headers
):
    world = await build_world(db)
    await seat_zones(db)  # FRONT (3A) costs 10, XL (6A) 25: zones priced under the fare
    key = await create_api_key(db)
    trip = await confirmed_trip(client, key, signer, world.flight.id, [passenger(), passenger()])
    await online_window_open(client, admin_headers, world.flight)
    first, second = (p["id"] for p in trip.passengers)

    front = await check_in(client, trip, first, world.flight.id, seat_number="3A")
    assert front.status_code == 201, front.text
    assert front.json()["seat_number"] == "3A" and front.json()["status"] == "in_progress"
    moved = await client.post(
        f"{CHECKIN}/{front.json()['checkin_id']}/seat", params=trip.link(seat_number="6A")
    )
    assert moved.status_code == 200, moved.text
    assert moved.json()["seat_number"] == "6A"
    seat_map = (
        await client.get(f"{CHECKIN}/flight/{world.flight.id}/seat-map", params=trip.link())
    ).json()
    assert _seat(seat_map, "6A")["status"] == "occupied"
    assert _seat(seat_map, "3A")["status"] == "free"
    # the traveller's seat map says what choosing a seat costs there: nothing
    assert _seat(seat_map, "3A")["fee"] == 0 and _seat(seat_map, "3A")["zone"] == "FRONT"

    # an airline that charges the zone fee at check-in says so in its settings
    charged = await client.patch(
        "/api/v1/admin/settings", headers=admin_headers, json={"checkin_seat_fee_charged": True}
    )
    assert charged.status_code == 200, charged.text
    seat_map = (
        await client.get(f"{CHECKIN}/flight/{world.flight.id}/seat-map", params=trip.link())
    ).json()
    assert _seat(seat_map, "3B")["fee"] == 10
    refused = await check_in(client, trip, second, world.flight.id, seat_number="3B")
    assert refused.status_code == 422
    assert refused.json()["code"] == "seat_needs_payment" and "10" in refused.json()["detail"]
    plain = await check_in(client, trip, second, world.flight.id, seat_number="4B")
    assert plain.status_code == 201, plain.text


async def test_an_admin_staff_token_covers_every_check_in_staff_scope(
    client, db, signer, admin_headers
):
    world = await build_world(db)
    await seat_zones(db)
    key = await create_api_key(db)
    trip = await confirmed_trip(client, key, signer, world.flight.id)
    await online_window_open(client, admin_headers, world.flight)
    admin = staff(signer, "admin")

    seat_map = await client.get(f"{CHECKIN}/flight/{world.flight.id}/seat-map", headers=admin)
    assert seat_map.status_code == 200, seat_map.text
    created = await client.post(
        f"{CHECKIN}/consumer",
        headers=admin,
        json={
            "booking_id": trip.id,
            "passenger_id": trip.passengers[0]["id"],
            "flight_id": str(world.flight.id),
            "seat_number": "3C",
        },
    )
    assert created.status_code == 201, created.text
    checkin_id = created.json()["checkin_id"]
    moved = await client.post(
        f"{CHECKIN}/{checkin_id}/seat", headers=admin, json={"seat_number": "5C"}
    )
    assert moved.status_code == 200 and moved.json()["seat_number"] == "5C"
    for step, body in (("dg-declare", {"confirmed": True}), ("complete", None)):
        done = await client.post(f"{CHECKIN}/{checkin_id}/{step}", headers=admin, json=body)
        assert done.status_code == 200, done.text
    issued = await client.post(f"{CHECKIN}/{checkin_id}/boarding-pass", headers=admin)
    assert issued.status_code == 200, issued.text
    listed = await client.get(f"{CHECKIN}/flight/{world.flight.id}/passengers", headers=admin)
    assert listed.status_code == 200 and listed.json()["passengers"][0]["seat_number"] == "5C"
    counted = await client.get(
        f"{CHECKIN}/stats", headers=admin, params={"flight_ids": str(world.flight.id)}
    )
    assert counted.status_code == 200 and counted.json()["flights"][0]["checked_in"] == 1
    scanned = await client.post(
        f"{CHECKIN}/boarding",
        headers=admin,
        json={"flight_id": str(world.flight.id), "bcbp": issued.json()["bcbp"]},
    )
    assert scanned.status_code != 403, scanned.text  # boarding is not open yet: 400, not 403
    # a staff token with none of the scopes is still refused
    other = staff(signer, "webhooks:manage")
    refused = await client.get(
        f"{CHECKIN}/stats", headers=other, params={"flight_ids": str(world.flight.id)}
    )
    assert refused.status_code == 403 and refused.json()["code"] == "staff_scope_missing"
