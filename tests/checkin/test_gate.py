"""The gate (issue 32, case 6): a scan boards only on the flight the gate names, once its
boarding is open (the back office's ``POST /admin/flights/{id}/boarding``, or the boarding
time printed on the pass), never before, nor once the gate closed, the flight left or was
cancelled. Everything through the API, time through the sandbox's test clock."""

from datetime import datetime, time, timedelta

import pytest

from tests.bookings.helpers import CLOCK_MARGIN, events
from tests.catalog.factories import create_flight
from tests.checkin.helpers import (
    CHECKIN,
    checked_in_and_issued,
    clock_at,
    confirmed_trip,
    online_window_open,
    open_boarding,
    scan,
    seat_zones,
    staff,
)
from tests.factories import create_api_key
from tests.flightops.helpers import coupons, operate
from tests.pricing.world import build_world


async def _issued(client, db, signer, world):
    """A confirmed booking of one passenger on the world's flight, its pass issued; the
    trip and the pass."""
    await seat_zones(db)
    key = await create_api_key(db)
    trip = await confirmed_trip(client, key, signer, world.flight.id)
    issued = await checked_in_and_issued(client, trip, trip.passengers[0]["id"], world.flight.id)
    return trip, issued


async def test_a_scan_before_boarding_opens_is_refused(client, db, signer, admin_headers):
    """Case 6: 22 hours before departure, the flight still scheduled, the scan boarded the
    passenger; it is refused, and nothing moved."""
    world = await build_world(db)
    await clock_at(client, admin_headers, world.flight.scheduled_departure - timedelta(hours=22))
    trip, issued = await _issued(client, db, signer, world)

    refused = await scan(client, signer, world.flight.id, issued)

    assert refused.status_code == 400, refused.text
    assert refused.json()["code"] == "boarding_not_open"
    assert "opens at" in refused.json()["detail"] and "Asia/Bishkek" in refused.json()["detail"]
    assert await coupons(db, world.flight.id) == {trip.passengers[0]["id"]: "CHECKED_IN"}
    assert await events(db, "passenger.boarded") == []
    listed = await client.get(
        f"{CHECKIN}/flight/{world.flight.id}/passengers",
        headers=staff(signer, "checkin:boarding_pass"),
    )
    assert listed.json()["passengers"][0]["boarded"] is False


async def test_a_scan_after_the_back_office_opens_boarding_boards(
    client, db, signer, admin_headers
):
    world = await build_world(db)
    await online_window_open(client, admin_headers, world.flight)  # two hours before
    trip, issued = await _issued(client, db, signer, world)
    early = await scan(client, signer, world.flight.id, issued)
    assert early.status_code == 400 and early.json()["code"] == "boarding_not_open"

    await open_boarding(client, admin_headers, world.flight.id)
    boarded = await scan(client, signer, world.flight.id, issued, gate="A3")

    assert boarded.status_code == 200, boarded.text
    assert boarded.json()["gate"] == "A3"
    assert await coupons(db, world.flight.id) == {trip.passengers[0]["id"]: "BOARDED"}
    [event] = await events(db, "passenger.boarded")
    assert event["passenger_id"] == trip.passengers[0]["id"]
    # a boarded coupon can still fly: its pass is still served
    pdf = await client.get(
        f"{CHECKIN}/{issued['checkin_id']}/boarding-pass/pdf", params=trip.link()
    )
    assert pdf.status_code == 200, pdf.text


async def test_unless_opened_boarding_starts_at_the_printed_boarding_time_which_follows_a_delay(
    client, db, signer, admin_headers
):
    """A flight the back office does not board: the gate opens at the boarding time printed
    on the pass (30 minutes before departure). A delay moves the departure and the printed
    boarding time with it: the old boarding time no longer boards, the new one does."""
    world = await build_world(db)
    await online_window_open(client, admin_headers, world.flight)
    trip, issued = await _issued(client, db, signer, world)
    printed = datetime.fromisoformat(issued["boarding_time"])
    assert printed == world.flight.scheduled_departure - timedelta(minutes=30)

    delayed = await operate(client, admin_headers, world.flight.id, "delay", {"minutes": 60})
    assert delayed.status_code == 200 and delayed.json()["status"] == "delayed"
    reissued = await client.post(
        f"{CHECKIN}/{issued['checkin_id']}/boarding-pass", params=trip.link()
    )
    new_time = datetime.fromisoformat(reissued.json()["boarding_time"])
    assert new_time == printed + timedelta(minutes=60)

    await clock_at(client, admin_headers, printed + timedelta(seconds=CLOCK_MARGIN))
    at_the_old_time = await scan(client, signer, world.flight.id, issued)
    assert at_the_old_time.status_code == 400, at_the_old_time.text
    assert at_the_old_time.json()["code"] == "boarding_not_open"

    await clock_at(client, admin_headers, new_time + timedelta(seconds=CLOCK_MARGIN))
    boarded = await scan(client, signer, world.flight.id, issued)

    assert boarded.status_code == 200, boarded.text
    assert await coupons(db, world.flight.id) == {trip.passengers[0]["id"]: "BOARDED"}


async def test_a_scan_of_another_flights_pass_is_refused(client, db, signer, admin_headers):
    """The gate names its flight: the pass of TQ101 of the day before, or of another flight
    number, does not board there, even with the other number's flight of the same day
    boarding (the next day's cannot be yet: boarding opens at the earliest 3 hours before
    the departure, issue 33)."""
    world = await build_world(db)
    next_day = await create_flight(
        db,
        world.route,
        world.aircraft,
        world.flight.flight_date + timedelta(days=1),
        number="TQ101",
    )
    same_day = await create_flight(
        db,
        world.route,
        world.aircraft,
        world.flight.flight_date,
        number="TQ103",
        local_departure=time(9, 30),
    )
    await db.commit()
    await online_window_open(client, admin_headers, world.flight)
    trip, issued = await _issued(client, db, signer, world)
    for flight_id in (world.flight.id, same_day.id):
        await open_boarding(client, admin_headers, flight_id)

    wrong_day = await scan(client, signer, next_day.id, issued)
    wrong_number = await scan(client, signer, same_day.id, issued)
    unknown = await scan(client, signer, "00000000-0000-4000-8000-000000000000", issued)

    assert wrong_day.status_code == 400, wrong_day.text
    assert wrong_day.json()["code"] == "boarding_pass_of_another_flight"
    detail = wrong_day.json()["detail"]
    assert f"TQ101 of {world.flight.flight_date}" in detail
    assert f"not TQ101 of {next_day.flight_date}" in detail
    assert wrong_number.status_code == 400
    assert wrong_number.json()["code"] == "boarding_pass_of_another_flight"
    assert unknown.status_code == 404 and unknown.json()["code"] == "checkin_flight_not_found"
    assert await coupons(db, world.flight.id) == {trip.passengers[0]["id"]: "CHECKED_IN"}
    assert (await scan(client, signer, world.flight.id, issued)).status_code == 200


@pytest.mark.parametrize("closing", ["gate_closed", "departure_time", "departed", "cancelled"])
async def test_no_boarding_once_the_gate_closed_the_flight_left_or_was_cancelled(
    client, db, signer, admin_headers, closing
):
    world = await build_world(db)
    flight = world.flight
    await online_window_open(client, admin_headers, flight)
    trip, issued = await _issued(client, db, signer, world)
    await open_boarding(client, admin_headers, flight.id)
    if closing == "gate_closed":  # the plain flight update (the back office's older callers)
        closed = await client.patch(
            f"/api/v1/admin/flights/{flight.id}", headers=admin_headers, json={"status": closing}
        )
    elif closing == "departure_time":  # not yet recorded departed: its time counts
        await clock_at(
            client, admin_headers, flight.scheduled_departure + timedelta(seconds=CLOCK_MARGIN)
        )
        closed = None
    else:
        operation, body = {
            "departed": ("departed", {}),
            "cancelled": ("cancel", {"reason": "Technical fault"}),
        }[closing]
        closed = await operate(client, admin_headers, flight.id, operation, body)
    if closed is not None:
        assert closed.status_code == 200, closed.text
    before = await coupons(db, flight.id)

    refused = await scan(client, signer, flight.id, issued)

    assert refused.status_code == 400, refused.text
    assert refused.json()["code"] == "boarding_closed"
    assert await coupons(db, flight.id) == before
    assert before[trip.passengers[0]["id"]] != "BOARDED"
    assert await events(db, "passenger.boarded") == []
