"""Flight operations in the back office (DESIGN.md "The back office", spec 01 §2.8, spec 02
§6.1): every operation through the API with the flight's state, its history and its event
in the outbox after; the 30-minute threshold of ``flight.delayed``; the moves the status
machine refuses; departure and arrival moving the coupons of passengers boarded through
the check-in API."""

from datetime import datetime, timedelta
from zoneinfo import ZoneInfo

from tarmac.core import clock
from tests.bookings.helpers import BOOKINGS, booked, events, passenger
from tests.checkin.helpers import (
    CHECKIN,
    checked_in_and_issued,
    clock_at,
    confirmed_trip,
    online_window_open,
    seat_zones,
    staff,
)
from tests.factories import create_api_key, create_partner
from tests.flightops.helpers import coupons, flight_state, history, operate
from tests.pricing.world import build_world


def _at(value: str) -> datetime:
    return datetime.fromisoformat(value)


async def test_a_delay_of_30_minutes_or_more_emits_flight_delayed_and_one_of_29_does_not(
    client, db, admin_headers
):
    world = await build_world(db)
    key = await create_api_key(db)
    await booked(client, key, world, passengers=[passenger(), passenger(first_name="ASEL")])

    short = await operate(
        client, admin_headers, world.flight.id, "delay", {"minutes": 29, "reason": "Catering"}
    )
    assert short.status_code == 200, short.text
    assert short.json()["status"] == "delayed" and short.json()["delay_minutes"] == 29
    assert await events(db, "flight.delayed") == []

    long = await operate(
        client, admin_headers, world.flight.id, "delay", {"minutes": 30, "reason": "Late aircraft"}
    )
    assert long.status_code == 200, long.text
    scheduled = world.flight.scheduled_departure
    [event] = await events(db, "flight.delayed")
    assert event == {
        "flight_id": str(world.flight.id),
        "flight_number": "TQ101",
        "origin_iata": "FRU",
        "destination_iata": "OSS",
        "original_departure": event["original_departure"],
        "new_departure": event["new_departure"],
        "delay_minutes": 30,
        "reason": "Late aircraft",
        "affected_passengers": 2,
    }
    assert _at(event["original_departure"]) == scheduled
    assert _at(event["new_departure"]) == scheduled + timedelta(minutes=30)

    state = await flight_state(client, admin_headers, world.flight.id)
    assert (state["status"], state["delay_minutes"]) == ("delayed", 30)
    lines = await history(client, admin_headers, world.flight.id)
    assert [(h["operation"], h["before"], h["after"], h["reason"]) for h in lines] == [
        (
            "delay",
            {"delay_minutes": 0, "status": "scheduled"},
            {"delay_minutes": 29, "status": "delayed"},
            "Catering",
        ),
        (
            "delay",
            {"delay_minutes": 29, "status": "delayed"},
            {"delay_minutes": 30, "status": "delayed"},
            "Late aircraft",
        ),
    ]
    assert {h["actor"] for h in lines} == {"staff:tester"}

    # the same delay again is no news; taking it back makes the flight scheduled again
    await operate(client, admin_headers, world.flight.id, "delay", {"minutes": 30})
    back = await operate(client, admin_headers, world.flight.id, "delay", {"minutes": 0})
    assert back.json()["status"] == "scheduled"
    assert len(await events(db, "flight.delayed")) == 1


async def test_a_new_departure_time_is_a_delay_rounded_up_to_the_minute_never_before_schedule(
    client, db, admin_headers
):
    world = await build_world(db)
    scheduled = world.flight.scheduled_departure
    later = scheduled + timedelta(minutes=90, seconds=20)
    moved = await operate(
        client, admin_headers, world.flight.id, "delay", {"new_departure": later.isoformat()}
    )
    assert moved.status_code == 200, moved.text
    assert moved.json()["delay_minutes"] == 91
    assert _at(moved.json()["estimated_departure"]) == scheduled + timedelta(minutes=91)
    [event] = await events(db, "flight.delayed")
    assert event["delay_minutes"] == 91 and event["affected_passengers"] == 0

    early = (scheduled - timedelta(minutes=5)).isoformat()
    refused = await operate(
        client, admin_headers, world.flight.id, "delay", {"new_departure": early}
    )
    assert refused.status_code == 400 and "before the scheduled" in refused.json()["detail"]
    both = await operate(
        client, admin_headers, world.flight.id, "delay", {"minutes": 5, "new_departure": early}
    )
    neither = await operate(client, admin_headers, world.flight.id, "delay", {"reason": "x"})
    assert both.status_code == neither.status_code == 422


async def test_a_new_departure_gate_emits_the_internal_gate_event_with_the_previous_gate(
    client, db, admin_headers
):
    world = await build_world(db)
    first = await operate(client, admin_headers, world.flight.id, "gate", {"departure_gate": "A1"})
    assert first.status_code == 200, first.text
    second = await operate(
        client,
        admin_headers,
        world.flight.id,
        "gate",
        {"departure_gate": "B7", "arrival_gate": "3", "reason": "Stand change"},
    )
    assert second.status_code == 200, second.text
    assert (second.json()["departure_gate"], second.json()["arrival_gate"]) == ("B7", "3")
    changes = await events(db, "flight.gate_changed")
    assert [(e["previous_gate"], e["departure_gate"]) for e in changes] == [
        (None, "A1"),
        ("A1", "B7"),
    ]
    assert changes[1] == {
        "flight_id": str(world.flight.id),
        "flight_number": "TQ101",
        "origin_iata": "FRU",
        "destination_iata": "OSS",
        "departure_gate": "B7",
        "previous_gate": "A1",
        "scheduled_departure": changes[1]["scheduled_departure"],
    }
    assert _at(changes[1]["scheduled_departure"]) == world.flight.scheduled_departure
    # only the arrival gate: no gate event
    await operate(client, admin_headers, world.flight.id, "gate", {"arrival_gate": "4"})
    assert len(await events(db, "flight.gate_changed")) == 2
    empty = await operate(client, admin_headers, world.flight.id, "gate", {"reason": "nothing"})
    assert empty.status_code == 400
    lines = await history(client, admin_headers, world.flight.id)
    assert lines[1]["before"] == {"departure_gate": "A1", "arrival_gate": None}
    assert lines[1]["after"] == {"departure_gate": "B7", "arrival_gate": "3"}


async def test_a_cancelled_flight_names_its_bookings_and_refuses_every_later_operation(
    client, db, admin_headers
):
    world = await build_world(db)
    key = await create_api_key(db)
    one = await booked(client, key, world)
    two = await booked(client, key, world)
    cancelled = await operate(
        client, admin_headers, world.flight.id, "cancel", {"reason": "Technical fault"}
    )
    assert cancelled.status_code == 200, cancelled.text
    assert cancelled.json()["status"] == "cancelled"
    [event] = await events(db, "flight.cancelled")
    assert set(event) == {"flight_id", "reason", "affected_bookings"}
    assert event["flight_id"] == str(world.flight.id) and event["reason"] == "Technical fault"
    assert sorted(event["affected_bookings"]) == sorted([one["id"], two["id"]])

    for operation, body in (
        ("delay", {"minutes": 40}),
        ("cancel", {"reason": "again"}),
        ("boarding", {}),
        ("departed", {}),
        ("arrived", {}),
        ("divert", {"new_destination": "ALA", "reason": "x"}),
    ):
        refused = await operate(client, admin_headers, world.flight.id, operation, body)
        assert refused.status_code == 409, (operation, refused.text)
        assert "is cancelled" in refused.json()["detail"]
    assert [h["operation"] for h in await history(client, admin_headers, world.flight.id)] == [
        "cancel"
    ]
    missing = await operate(client, admin_headers, world.ala.id, "cancel", {"reason": "x"})
    assert missing.status_code == 404


async def test_a_diverted_flight_lands_elsewhere_and_says_where(client, db, admin_headers):
    world = await build_world(db)
    diverted = await operate(
        client,
        admin_headers,
        world.flight.id,
        "divert",
        {"new_destination": "ALA", "reason": "Fog at OSS"},
    )
    assert diverted.status_code == 200, diverted.text
    assert diverted.json()["diverted_to_iata"] == "ALA"
    assert diverted.json()["destination_iata"] == "OSS"
    [event] = await events(db, "flight.diverted")
    assert event == {
        "flight_id": str(world.flight.id),
        "new_destination": "ALA",
        "reason": "Fog at OSS",
    }
    same = await operate(
        client, admin_headers, world.flight.id, "divert", {"new_destination": "ALA", "reason": "x"}
    )
    assert same.status_code == 400
    unknown = await operate(
        client, admin_headers, world.flight.id, "divert", {"new_destination": "XXX", "reason": "x"}
    )
    assert unknown.status_code == 422
    [line] = await history(client, admin_headers, world.flight.id)
    assert (line["before"], line["after"]) == (
        {"destination_iata": "OSS"},
        {"destination_iata": "ALA"},
    )


async def test_departure_flies_the_boarded_passenger_and_closes_the_other_as_a_no_show(  # noqa: PLR0915
    client, db, signer, admin_headers
):
    world = await build_world(db)
    await seat_zones(db)
    partner = await create_partner(db)
    key = await create_api_key(db, partner_id=partner.id)
    trip = await confirmed_trip(
        client, key, signer, world.flight.id, [passenger(), passenger(first_name="ASEL")]
    )
    aboard, behind = (p["id"] for p in trip.passengers)
    await online_window_open(client, admin_headers, world.flight)
    issued = await checked_in_and_issued(client, trip, aboard, world.flight.id)
    await checked_in_and_issued(client, trip, behind, world.flight.id)

    await operate(client, admin_headers, world.flight.id, "gate", {"departure_gate": "A3"})
    opened = await operate(client, admin_headers, world.flight.id, "boarding")
    assert opened.status_code == 200 and opened.json()["status"] == "boarding"
    [boarding_open] = await events(db, "flight.boarding_open")
    assert boarding_open["flight_number"] == "TQ101" and boarding_open["departure_gate"] == "A3"
    assert boarding_open["boarding_at"]
    scan = await client.post(
        f"{CHECKIN}/boarding",
        headers=staff(signer, "checkin:boarding_pass"),
        json={"flight_id": str(world.flight.id), "bcbp": issued["bcbp"]},
    )
    assert scan.status_code == 200, scan.text

    future = await operate(
        client,
        admin_headers,
        world.flight.id,
        "departed",
        {"actual_departure": (datetime.now().astimezone() + timedelta(days=30)).isoformat()},
    )
    assert future.status_code == 400
    early_arrival = await operate(client, admin_headers, world.flight.id, "arrived")
    assert early_arrival.status_code == 409 and "is boarding" in early_arrival.json()["detail"]

    departed = await operate(client, admin_headers, world.flight.id, "departed")
    assert departed.status_code == 200, departed.text
    took_off = _at(departed.json()["actual_departure"])
    assert await coupons(db, world.flight.id) == {aboard: "COMPLETED", behind: "CLOSED"}
    [no_show] = await events(db, "passenger.no_show")
    assert no_show == {
        "booking_id": trip.id,
        "passenger_id": behind,
        "flight_id": str(world.flight.id),
    }
    [departed_event] = await events(db, "flight.departed")
    assert departed_event["flight_id"] == str(world.flight.id)
    assert _at(departed_event["actual_departure"]) == took_off
    # the event of one booking carries its partner (a partner's webhooks get it)
    from sqlalchemy import select

    from tarmac.events.models import OutboxEvent

    row = await db.scalar(select(OutboxEvent).where(OutboxEvent.type == "passenger.no_show"))
    assert (row.partner_id, str(row.booking_id)) == (partner.id, trip.id)

    for operation, body in (("delay", {"minutes": 45}), ("boarding", {}), ("departed", {})):
        refused = await operate(client, admin_headers, world.flight.id, operation, body)
        assert refused.status_code == 409, (operation, refused.text)
    gate = await operate(client, admin_headers, world.flight.id, "gate", {"departure_gate": "C1"})
    assert gate.status_code == 400

    before = (took_off - timedelta(minutes=1)).isoformat()
    refused = await operate(
        client, admin_headers, world.flight.id, "arrived", {"actual_arrival": before}
    )
    assert (
        refused.status_code == 400 and "before the flight's departure" in refused.json()["detail"]
    )
    assert (await client.get(f"{BOOKINGS}/{trip.id}", headers=key.headers)).json()[
        "status"
    ] == "confirmed"  # the return... none: the booking flies one flight, still to land

    await clock_at(client, admin_headers, took_off + timedelta(minutes=50))
    landed = await operate(client, admin_headers, world.flight.id, "arrived")
    assert landed.status_code == 200, landed.text
    assert landed.json()["status"] == "arrived"
    [arrived_event] = await events(db, "flight.arrived")
    assert _at(arrived_event["actual_arrival"]) == _at(landed.json()["actual_arrival"])
    booking = (await client.get(f"{BOOKINGS}/{trip.id}", headers=key.headers)).json()
    assert booking["status"] == "completed"
    again = await operate(client, admin_headers, world.flight.id, "arrived")
    assert again.status_code == 409
    assert [h["operation"] for h in await history(client, admin_headers, world.flight.id)] == [
        "gate",
        "boarding",
        "departed",
        "arrived",
    ]


async def test_the_operations_desk_scope_may_operate_and_other_staff_may_not(
    client, db, signer, admin_headers
):
    world = await build_world(db)
    await online_window_open(client, admin_headers, world.flight)  # boarding may open
    desk = staff(signer, "flights:operate")
    other = staff(signer, "checkin:update")
    assert (await operate(client, other, world.flight.id, "boarding")).status_code == 403
    opened = await operate(client, desk, world.flight.id, "boarding")
    assert opened.status_code == 200, opened.text
    [line] = await history(client, desk, world.flight.id)
    assert line["actor"] == "staff:agent-7"


async def test_flight_operations_refuse_times_and_airports_that_cannot_be(
    client, db, admin_headers
):
    world = await build_world(db)
    flight = world.flight
    departure = flight.scheduled_departure  # days ahead

    def refused(response, code: str) -> None:
        assert response.status_code == 400, response.text
        assert response.json()["code"] == code, response.text

    refused(await operate(client, admin_headers, flight.id, "boarding"), "boarding_too_early")
    refused(await operate(client, admin_headers, flight.id, "departed"), "departure_too_early")
    epoch = {"actual_departure": "1970-01-01T00:00:00Z"}
    refused(
        await operate(client, admin_headers, flight.id, "departed", epoch), "departure_too_early"
    )
    home = {"new_destination": "FRU", "reason": "Back home"}
    refused(await operate(client, admin_headers, flight.id, "divert", home), "diversion_to_origin")
    same = {"new_destination": "OSS", "reason": "x"}
    refused(await operate(client, admin_headers, flight.id, "divert", same), "same_destination")
    assert await history(client, admin_headers, flight.id) == []
    assert await events(db, "flight.departed") == [] and await events(db, "flight.diverted") == []

    # from 3 hours before the departure: boarding opens, but not at a time before the window
    await clock_at(client, admin_headers, departure - timedelta(hours=3, seconds=-1))
    before = {"boarding_at": (departure - timedelta(hours=3, minutes=1)).isoformat()}
    refused(
        await operate(client, admin_headers, flight.id, "boarding", before), "boarding_too_early"
    )
    opened = await operate(client, admin_headers, flight.id, "boarding")
    assert opened.status_code == 200 and opened.json()["status"] == "boarding", opened.text
    diverted = await operate(client, admin_headers, flight.id, "divert", home)
    refused(diverted, "diversion_to_origin")

    # a flight the worker did not record (a day and more ago): 24 hours late at most
    other = world.return_flight
    other.scheduled_departure = clock.now() - timedelta(hours=30)
    other.scheduled_arrival = other.scheduled_departure + timedelta(hours=1)
    await db.commit()
    refused(await operate(client, admin_headers, other.id, "departed"), "departure_too_late")
    left = other.scheduled_departure + timedelta(minutes=5)
    departed = await operate(
        client, admin_headers, other.id, "departed", {"actual_departure": left.isoformat()}
    )
    assert departed.status_code == 200, departed.text
    refused(await operate(client, admin_headers, other.id, "arrived"), "arrival_too_late")
    landed = await operate(
        client,
        admin_headers,
        other.id,
        "arrived",
        {"actual_arrival": (left + timedelta(minutes=58)).isoformat()},
    )
    assert landed.status_code == 200 and landed.json()["status"] == "arrived", landed.text


async def test_flight_operation_times_carry_the_offset_of_the_airport_where_they_happen(
    client, db, admin_headers
):
    world = await build_world(db)
    flight = world.flight
    bishkek, almaty = ZoneInfo("Asia/Bishkek"), ZoneInfo("Asia/Almaty")
    delayed = await operate(
        client, admin_headers, flight.id, "delay", {"minutes": 45, "reason": "Crew"}
    )
    assert delayed.status_code == 200, delayed.text
    answer = delayed.json()
    assert (
        answer["scheduled_departure"] == flight.scheduled_departure.astimezone(bishkek).isoformat()
    )
    assert answer["scheduled_arrival"].endswith("+06:00")  # OSS
    assert answer["estimated_departure"].endswith("+06:00")
    [event] = await events(db, "flight.delayed")
    assert event["original_departure"] == answer["scheduled_departure"]
    assert event["new_departure"] == answer["estimated_departure"]
    diverted = await operate(
        client, admin_headers, flight.id, "divert", {"new_destination": "ALA", "reason": "Fog"}
    )
    assert diverted.status_code == 200, diverted.text

    leaves = flight.scheduled_departure + timedelta(minutes=45)
    await clock_at(client, admin_headers, leaves - timedelta(minutes=40))
    opened = await operate(client, admin_headers, flight.id, "boarding")
    assert opened.status_code == 200, opened.text
    [boarding] = await events(db, "flight.boarding_open")
    assert boarding["boarding_at"].endswith("+06:00")
    await clock_at(client, admin_headers, leaves - timedelta(minutes=5))  # pushed back early
    departed = await operate(client, admin_headers, flight.id, "departed")
    assert departed.status_code == 200, departed.text
    took_off = departed.json()["actual_departure"]
    assert took_off.endswith("+06:00")
    [event] = await events(db, "flight.departed")
    assert event["actual_departure"] == took_off
    await clock_at(client, admin_headers, _at(took_off) + timedelta(minutes=50))
    landed = await operate(client, admin_headers, flight.id, "arrived")
    assert landed.status_code == 200, landed.text
    on_block = _at(landed.json()["actual_arrival"])
    assert landed.json()["actual_arrival"] == on_block.astimezone(almaty).isoformat()
    [event] = await events(db, "flight.arrived")
    assert event["actual_arrival"] == landed.json()["actual_arrival"]
    lines = await history(client, admin_headers, flight.id)
    assert lines[-1]["after"]["actual_arrival"] == landed.json()["actual_arrival"]
    assert all(line["created_at"].endswith("Z") for line in lines)  # record stamps: UTC
