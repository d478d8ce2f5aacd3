"""A boarding pass follows its coupon (issue 32, case 7): it is issued and served (the JSON,
the PDF, to the traveller's link and to staff) only while the coupon can fly, checked in or
boarded; once the coupon is refunded, exchanged, void, flown or closed it is refused with
400 ``coupon_cannot_fly``, and its barcode no longer boards. Everything through the API."""

from datetime import timedelta

from tests.bookings.helpers import events, passenger
from tests.checkin.helpers import (
    CHECKIN,
    Trip,
    checked_in_and_issued,
    clock_at,
    confirmed_trip,
    online_window_open,
    open_boarding,
    scan,
    seat_zones,
    staff,
)
from tests.disruptions.helpers import act, changes, coupon_statuses, operated
from tests.exchanges.helpers import exchange_world, paid_booking, read
from tests.factories import create_api_key
from tests.flightops.helpers import coupons, operate
from tests.pricing.world import build_world


async def _refused_everywhere(client, signer, trip: Trip, issued: dict) -> None:
    """The pass is refused to the traveller's link and to staff, as JSON and as PDF."""
    checkin = issued["checkin_id"]
    desk = staff(signer, "checkin:boarding_pass")
    answers = [
        await client.post(f"{CHECKIN}/{checkin}/boarding-pass", params=trip.link()),
        await client.get(f"{CHECKIN}/{checkin}/boarding-pass/pdf", params=trip.link()),
        await client.get(f"{CHECKIN}/{checkin}/boarding-pass/pdf", params=trip.link(format="a4")),
        await client.post(f"{CHECKIN}/{checkin}/boarding-pass", headers=desk),
        await client.get(f"{CHECKIN}/{checkin}/boarding-pass/pdf", headers=desk),
    ]
    for answer in answers:
        assert answer.status_code == 400, answer.text
        assert answer.json()["code"] == "coupon_cannot_fly", answer.text
        assert answer.headers["content-type"].startswith("application/json")


async def _cancelled_with_a_pass(client, db, signer, admin_headers):
    """A booking paid from the agency's wallet, checked in with its pass issued, whose
    flight the back office then cancels; the world, the booking, its trip, the pass and the
    airline change."""
    ex = await exchange_world(db, client, admin_headers)
    await seat_zones(db)
    booking = await paid_booking(client, ex)
    flight = ex.world.flight
    await online_window_open(client, admin_headers, flight)
    trip = Trip(booking, signer, booking["passengers"])
    issued = await checked_in_and_issued(client, trip, booking["passengers"][0]["id"], flight.id)
    await operated(client, admin_headers, flight.id, "cancel", {"reason": "Technical fault"})
    [change] = await changes(client, ex.key.headers, booking["id"])
    return ex, booking, trip, issued, change


async def test_no_boarding_pass_for_a_refunded_booking(client, db, signer, admin_headers):
    """Case 7: the flight cancelled and the booking refunded by the airline change, the pass
    answered 200 and its PDF downloaded."""
    ex, booking, trip, issued, change = await _cancelled_with_a_pass(
        client, db, signer, admin_headers
    )
    # the flight's cancellation put the checked-in coupon back to OPEN: no pass already
    assert await coupon_statuses(db, booking["id"]) == {"OPEN"}
    await _refused_everywhere(client, signer, trip, issued)

    refunded = await act(client, ex.key.headers, booking["id"], change["id"], "refund")

    assert refunded.status_code == 200, refunded.text
    assert (await read(client, ex.key, booking["id"]))["payment_status"] == "refunded"
    assert await coupon_statuses(db, booking["id"]) == {"REFUNDED"}
    await _refused_everywhere(client, signer, trip, issued)


async def test_no_boarding_pass_after_the_booking_moved_to_another_flight(
    client, db, signer, admin_headers
):
    """The airline change answered with a move: the old booking's coupons are EXCHANGED, and
    its pass neither served nor boarding, even at the gate of the new flight."""
    ex, booking, trip, issued, change = await _cancelled_with_a_pass(
        client, db, signer, admin_headers
    )

    moved = await act(
        client,
        ex.key.headers,
        booking["id"],
        change["id"],
        "move",
        body={"new_flight_id": str(ex.other.id)},
    )

    assert moved.status_code == 200, moved.text
    assert await coupon_statuses(db, booking["id"]) == {"EXCHANGED"}
    await _refused_everywhere(client, signer, trip, issued)
    # boarding opens at the earliest 3 hours before the departure (issue 33)
    await clock_at(client, admin_headers, ex.other.scheduled_departure - timedelta(hours=2))
    await open_boarding(client, admin_headers, ex.other.id)
    at_the_new_gate = await scan(client, signer, ex.other.id, issued)
    assert at_the_new_gate.status_code == 400
    assert at_the_new_gate.json()["code"] == "boarding_pass_of_another_flight"


async def test_no_boarding_pass_after_the_booking_is_cancelled(client, db, signer, admin_headers):
    """A booking confirmed on account (nothing charged through the service) whose cancelled
    flight's change is answered: the booking is cancelled, its coupon VOID, its pass gone."""
    world = await build_world(db)
    await seat_zones(db)
    key = await create_api_key(db)
    trip = await confirmed_trip(client, key, signer, world.flight.id)
    await online_window_open(client, admin_headers, world.flight)
    issued = await checked_in_and_issued(client, trip, trip.passengers[0]["id"], world.flight.id)
    await operated(client, admin_headers, world.flight.id, "cancel", {"reason": "Weather"})
    [change] = await changes(client, key.headers, trip.id)

    answered = await act(client, key.headers, trip.id, change["id"], "refund")

    assert answered.status_code == 200, answered.text
    assert (await read(client, key, trip.id))["status"] == "cancelled"
    assert await coupon_statuses(db, trip.id) == {"VOID"}
    await _refused_everywhere(client, signer, trip, issued)


async def test_no_boarding_pass_once_the_flight_has_left(client, db, signer, admin_headers):
    """The boarded passenger flew (COMPLETED), the other was left behind (CLOSED): neither
    pass is issued or served any more, nor boards."""
    world = await build_world(db)
    await seat_zones(db)
    key = await create_api_key(db)
    trip = await confirmed_trip(
        client, key, signer, world.flight.id, [passenger(), passenger(first_name="ASEL")]
    )
    aboard, behind = (p["id"] for p in trip.passengers)
    await online_window_open(client, admin_headers, world.flight)
    flew = await checked_in_and_issued(client, trip, aboard, world.flight.id)
    stayed = await checked_in_and_issued(client, trip, behind, world.flight.id)
    await open_boarding(client, admin_headers, world.flight.id)
    assert (await scan(client, signer, world.flight.id, flew)).status_code == 200

    departed = await operate(client, admin_headers, world.flight.id, "departed")

    assert departed.status_code == 200, departed.text
    assert await coupons(db, world.flight.id) == {aboard: "COMPLETED", behind: "CLOSED"}
    for issued in (flew, stayed):
        await _refused_everywhere(client, signer, trip, issued)
    assert len(await events(db, "passenger.boarded")) == 1
