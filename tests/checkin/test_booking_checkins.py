"""A traveller coming back to a trip finds their check-ins (issue 33 point 5):
``GET /checkin/bookings/{booking_id}`` with the booking's magic link or check-in staff."""

import uuid

from tests.bookings.helpers import passenger
from tests.checkin.helpers import CHECKIN, check_in, confirmed_trip, online_window_open, staff
from tests.factories import create_api_key
from tests.pricing.world import build_world


async def test_a_traveller_already_checked_in_reads_the_check_in_and_gets_the_same_pass_again(
    client, db, signer, admin_headers
):
    world = await build_world(db)
    key = await create_api_key(db)
    trip = await confirmed_trip(client, key, signer, world.flight.id, [passenger(), passenger()])
    other = await confirmed_trip(client, key, signer, world.flight.id)
    path = f"{CHECKIN}/bookings/{trip.id}"

    none = await client.get(path, params=trip.link())
    assert (none.status_code, none.json()) == (200, [])

    await online_window_open(client, admin_headers, world.flight)
    first = trip.passengers[0]["id"]
    made = (await check_in(client, trip, first, world.flight.id)).json()
    cid = made["checkin_id"]
    for step, body in (("dg-declare", {"confirmed": True}), ("complete", None)):
        done = await client.post(f"{CHECKIN}/{cid}/{step}", params=trip.link(), json=body)
        assert done.status_code == 200, done.text
    issued = await client.post(f"{CHECKIN}/{cid}/boarding-pass", params=trip.link())
    assert issued.status_code == 200, issued.text

    # coming back: checking in again is 409, the booking's check-ins say where they stand
    again = await check_in(client, trip, first, world.flight.id)
    assert (again.status_code, again.json()["code"]) == (409, "already_checked_in")
    found = await client.get(path, params=trip.link())
    assert found.status_code == 200, found.text
    [checkin] = found.json()
    assert checkin["checkin_id"] == cid and checkin["passenger_id"] == first
    assert checkin["flight_id"] == str(world.flight.id)
    assert checkin["status"] == "completed" and checkin["boarding_pass_issued"] is True
    assert checkin["seat_number"] == made["seat_number"]
    same = await client.post(f"{CHECKIN}/{cid}/boarding-pass", params=trip.link())
    assert same.json()["boarding_pass_id"] == issued.json()["boarding_pass_id"]
    pdf = await client.get(f"{CHECKIN}/{cid}/boarding-pass/pdf", params=trip.link())
    assert pdf.status_code == 200 and pdf.content.startswith(b"%PDF")

    # another booking's link: 403; staff with a check-in scope: yes; unknown booking: 404
    refused = await client.get(path, params=other.link())
    assert (refused.status_code, refused.json()["code"]) == (403, "checkin_of_another_booking")
    by_staff = await client.get(path, headers=staff(signer, "checkin:update"))
    assert by_staff.status_code == 200 and len(by_staff.json()) == 1
    unknown = await client.get(
        f"{CHECKIN}/bookings/{uuid.uuid4()}", headers=staff(signer, "checkin:update")
    )
    assert unknown.status_code == 404
    assert (await client.get(path)).status_code == 401
