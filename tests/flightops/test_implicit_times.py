"""A flight no operation touched counts as departed and arrived at its scheduled (or
delayed) times, and the worker records it so (issue 24): status, actual times, coupons
flown, bookings completed, events and history, seen by moving the sandbox test clock
(whose moves run the due work: the worker's task is ``on_clock``)."""

from datetime import datetime, timedelta

from tests.bookings.helpers import BOOKINGS, CLOCK_MARGIN, booked, events
from tests.checkin.helpers import clock_at, confirmed_trip
from tests.factories import create_api_key
from tests.flightops.helpers import coupons, flight_state, history, operate
from tests.pricing.world import build_world


async def test_an_unoperated_flight_departs_and_arrives_at_its_times_by_the_worker(
    client, db, signer, admin_headers
):
    world = await build_world(db)
    key = await create_api_key(db)
    trip = await confirmed_trip(client, key, signer, world.flight.id)
    departure = world.flight.scheduled_departure

    await clock_at(client, admin_headers, departure - timedelta(seconds=CLOCK_MARGIN))
    assert (await flight_state(client, admin_headers, world.flight.id))["status"] == "scheduled"
    assert await events(db, "flight.departed") == []

    await clock_at(client, admin_headers, departure + timedelta(seconds=1))
    state = await flight_state(client, admin_headers, world.flight.id)
    assert state["status"] == "departed"
    assert datetime.fromisoformat(state["actual_departure"]) == departure
    [departed] = await events(db, "flight.departed")
    assert departed["flight_id"] == str(world.flight.id)
    assert datetime.fromisoformat(departed["actual_departure"]) == departure
    assert departed["actual_departure"].endswith("+06:00")  # FRU's clocks (issue 33)
    # no boarding was recorded: every passenger flew
    assert set((await coupons(db, world.flight.id)).values()) == {"COMPLETED"}
    booking = (await client.get(f"{BOOKINGS}/{trip.id}", headers=key.headers)).json()
    assert booking["status"] == "confirmed"  # in the air: completed once it lands
    refused = await operate(client, admin_headers, world.flight.id, "delay", {"minutes": 40})
    assert refused.status_code == 409

    await clock_at(client, admin_headers, world.flight.scheduled_arrival + timedelta(seconds=1))
    state = await flight_state(client, admin_headers, world.flight.id)
    assert state["status"] == "arrived"
    assert datetime.fromisoformat(state["actual_arrival"]) == world.flight.scheduled_arrival
    [arrived] = await events(db, "flight.arrived")
    assert datetime.fromisoformat(arrived["actual_arrival"]) == world.flight.scheduled_arrival
    assert arrived["actual_arrival"].endswith("+06:00")  # OSS's clocks
    booking = (await client.get(f"{BOOKINGS}/{trip.id}", headers=key.headers)).json()
    assert booking["status"] == "completed"
    lines = await history(client, admin_headers, world.flight.id)
    assert [(h["operation"], h["actor"]) for h in lines] == [
        ("departed", "system"),
        ("arrived", "system"),
    ]
    assert lines[0]["before"]["status"] == "scheduled"
    # recorded once: later moves of the clock record nothing more
    await clock_at(client, admin_headers, world.flight.scheduled_arrival + timedelta(hours=2))
    assert len(await events(db, "flight.arrived")) == 1


async def test_a_delayed_flight_counts_as_departed_at_its_delayed_time(client, db, admin_headers):
    world = await build_world(db)
    key = await create_api_key(db)
    await booked(client, key, world)
    delayed = await operate(client, admin_headers, world.flight.id, "delay", {"minutes": 45})
    assert delayed.status_code == 200, delayed.text
    departure = world.flight.scheduled_departure

    await clock_at(client, admin_headers, departure + timedelta(minutes=10))
    assert (await flight_state(client, admin_headers, world.flight.id))["status"] == "delayed"
    # still on the ground: the airline may change its mind
    await operate(client, admin_headers, world.flight.id, "gate", {"departure_gate": "A2"})

    await clock_at(client, admin_headers, departure + timedelta(minutes=46))
    state = await flight_state(client, admin_headers, world.flight.id)
    assert state["status"] == "departed"
    assert datetime.fromisoformat(state["actual_departure"]) == departure + timedelta(minutes=45)
    # the arrival follows the recorded departure by the scheduled flight time (60 minutes)
    await clock_at(client, admin_headers, departure + timedelta(minutes=100))
    assert (await flight_state(client, admin_headers, world.flight.id))["status"] == "departed"
    await clock_at(client, admin_headers, departure + timedelta(minutes=106))
    state = await flight_state(client, admin_headers, world.flight.id)
    assert state["status"] == "arrived"
    assert datetime.fromisoformat(state["actual_arrival"]) == departure + timedelta(minutes=105)


async def test_a_cancelled_flight_never_departs_by_its_times(client, db, admin_headers):
    world = await build_world(db)
    await operate(client, admin_headers, world.flight.id, "cancel", {"reason": "Strike"})
    await clock_at(client, admin_headers, world.flight.scheduled_arrival + timedelta(hours=1))
    assert (await flight_state(client, admin_headers, world.flight.id))["status"] == "cancelled"
    assert await events(db, "flight.departed") == []
