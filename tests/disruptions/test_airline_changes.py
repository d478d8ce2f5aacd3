"""Disruptions the airline starts (issue 24, as Duffel's airline-initiated changes): a
cancellation, a diversion or a retiming past the airline's threshold records a change on
each affected booking, readable by its key, its magic link and the back office, announced by
``booking.airline_change``; the owner accepts it, takes a full involuntary refund whatever the
fare rules, or moves free of charge to another flight of the route; the worker answers what
nobody did. Everything through the API, time through the sandbox's test clock."""

import uuid
from datetime import datetime, timedelta
from zoneinfo import ZoneInfo

from sqlalchemy import select

from tarmac.core import clock
from tarmac.disruptions.models import BookingChange
from tarmac.disruptions.tasks import record_airline_changes
from tarmac.events.models import OutboxEvent
from tarmac.payments.models import Payment, Refund
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
from tests.disruptions.helpers import (
    ADMIN_BOOKINGS,
    act,
    changes,
    changes_path,
    coupon_statuses,
    operated,
)
from tests.exchanges.helpers import exchange_world, paid_booking, read
from tests.factories import create_api_key
from tests.payments.helpers import assert_ledgers_balance, wallets


def _link(signer, booking_id) -> dict:
    return {"access_token": signer.magic_link_token(uuid.UUID(booking_id))}


async def test_a_cancelled_flights_booking_is_refunded_in_full_and_another_moved_free_of_charge(  # noqa: PLR0915
    client, db, admin_headers, signer
):
    ex = await exchange_world(db, client, admin_headers)
    light = await paid_booking(client, ex, fare_class="Q")  # LIGHT: refunds nothing by its rules
    classic = await paid_booking(client, ex)
    balance_before = (await wallets(client, ex.key, ex.partner_id))["USD"]
    flight = ex.world.flight

    await operated(client, admin_headers, flight.id, "cancel", {"reason": "Technical fault"})

    by_key = await changes(client, ex.key.headers, light["id"])
    by_link = await changes(client, {}, light["id"], params=_link(signer, light["id"]))
    admin = await client.get(
        f"{ADMIN_BOOKINGS}/{light['id']}/airline-changes", headers=admin_headers
    )
    assert admin.status_code == 200, admin.text
    assert by_key == by_link == admin.json()["changes"]
    [change] = by_key
    assert change["kind"] == "cancelled" and change["status"] == "pending"
    assert change["added"] is None and change["reason"] == "Technical fault"
    assert change["removed"]["flight_number"] == "TQ101"
    assert (change["removed"]["origin_iata"], change["removed"]["destination_iata"]) == (
        "FRU",
        "OSS",
    )
    assert datetime.fromisoformat(change["removed"]["departure"]) == flight.scheduled_departure
    [classic_change] = await changes(client, ex.key.headers, classic["id"])
    announced = await events(db, "booking.airline_change")
    assert {(e["booking_id"], e["change_id"], e["kind"]) for e in announced} == {
        (light["id"], change["id"], "cancelled"),
        (classic["id"], classic_change["id"], "cancelled"),
    }
    assert all(e["added"] is None and e["removed"]["flight_number"] == "TQ101" for e in announced)

    # the LIGHT fare's whole price back, by its magic link
    refunded = await act(
        client, {}, light["id"], change["id"], "refund", params=_link(signer, light["id"])
    )
    assert refunded.status_code == 200, refunded.text
    assert refunded.json()["status"] == "refunded"
    assert refunded.json()["refund_amount"] == light["total_amount"]
    after = await read(client, ex.key, light["id"])
    assert (after["status"], after["payment_status"]) == ("cancelled", "refunded")
    assert await coupon_statuses(db, light["id"]) == {"REFUNDED"}
    [refund] = (await db.scalars(select(Refund).where(Refund.booking_id == light["id"]))).all()
    assert (refund.kind, refund.status, float(refund.amount)) == (
        "involuntary",
        "SUCCEEDED",
        light["total_amount"],
    )

    # the CLASSIC booking to the route's next flight, free of charge
    moved = await act(
        client,
        ex.key.headers,
        classic["id"],
        classic_change["id"],
        "move",
        body={"new_flight_id": str(ex.other.id)},
    )
    assert moved.status_code == 200, moved.text
    assert moved.json()["status"] == "moved"
    new_id = moved.json()["new_booking_id"]
    new = await read(client, ex.key, new_id)
    old = await read(client, ex.key, classic["id"])
    assert (new["status"], new["payment_status"]) == ("confirmed", "paid")
    assert new["total_amount"] == classic["total_amount"]
    assert new["segments"][0]["flight_id"] == str(ex.other.id)
    assert old["status"] == "cancelled"
    assert await coupon_statuses(db, classic["id"]) == {"EXCHANGED"}
    assert await coupon_statuses(db, new_id) == {"OPEN"}
    assert sum(t["total_amount"] for t in new["tickets"]) == sum(
        t["total_amount"] for t in old["tickets"]
    )
    assert await db.scalar(select(Payment.id).where(Payment.booking_id == new_id)) is None
    assert (
        await db.scalars(select(Refund).where(Refund.booking_id.in_([new_id, classic["id"]])))
    ).all() == []
    assert await sold(db, flight.id, "Y") == 0 and await sold(db, flight.id, "Q") == 0
    assert await sold(db, ex.other.id, "Y") == 1

    wallet = (await wallets(client, ex.key, ex.partner_id))["USD"]
    assert float(wallet["balance"]) == float(balance_before["balance"]) + light["total_amount"]
    await assert_ledgers_balance(client, admin_headers)

    again = await act(client, ex.key.headers, classic["id"], classic_change["id"], "refund")
    assert again.status_code == 400, again.text


async def test_a_retime_below_the_threshold_records_nothing_and_one_at_it_records_a_change(
    client, db, admin_headers
):
    ex = await exchange_world(db, client, admin_headers)
    booking = await paid_booking(client, ex)
    flight = ex.world.flight

    await operated(client, admin_headers, flight.id, "delay", {"minutes": 119})
    assert await changes(client, ex.key.headers, booking["id"]) == []

    await operated(client, admin_headers, flight.id, "delay", {"minutes": 120})
    [change] = await changes(client, ex.key.headers, booking["id"])
    assert change["kind"] == "retimed"
    shift = datetime.fromisoformat(change["added"]["departure"]) - datetime.fromisoformat(
        change["removed"]["departure"]
    )
    assert shift == timedelta(minutes=120)
    assert change["added"]["flight_number"] == change["removed"]["flight_number"] == "TQ101"

    cancellation_accept = await act(client, ex.key.headers, booking["id"], change["id"], "accept")
    assert cancellation_accept.status_code == 200, cancellation_accept.text
    assert cancellation_accept.json()["status"] == "accepted"
    assert (await read(client, ex.key, booking["id"]))["status"] == "confirmed"


async def test_the_airline_sets_the_retime_threshold_from_30_minutes(client, db, admin_headers):
    ex = await exchange_world(db, client, admin_headers)
    booking = await paid_booking(client, ex)
    too_low = await client.patch(
        "/api/v1/admin/settings",
        headers=admin_headers,
        json={"disruption_retime_threshold_minutes": 29},
    )
    assert too_low.status_code == 422, too_low.text
    lowered = await client.patch(
        "/api/v1/admin/settings",
        headers=admin_headers,
        json={"disruption_retime_threshold_minutes": 30},
    )
    assert lowered.status_code == 200, lowered.text
    await operated(client, admin_headers, ex.world.flight.id, "delay", {"minutes": 30})
    [change] = await changes(client, ex.key.headers, booking["id"])
    assert change["kind"] == "retimed"


async def test_a_diversion_is_recorded_and_accepted_and_a_cancellation_cannot_be_accepted(
    client, db, admin_headers
):
    ex = await exchange_world(db, client, admin_headers)
    booking = await paid_booking(client, ex)
    await operated(
        client,
        admin_headers,
        ex.world.flight.id,
        "divert",
        {"new_destination": "ALA", "reason": "Fog at OSS"},
    )
    [change] = await changes(client, ex.key.headers, booking["id"])
    assert change["kind"] == "diverted"
    assert (change["removed"]["destination_iata"], change["added"]["destination_iata"]) == (
        "OSS",
        "ALA",
    )
    accepted = await act(client, ex.key.headers, booking["id"], change["id"], "accept")
    assert accepted.status_code == 200, accepted.text
    assert accepted.json()["status"] == "accepted"
    assert accepted.json()["decided_by"] == f"key:{ex.key.client_id}"
    twice = await act(client, ex.key.headers, booking["id"], change["id"], "accept")
    assert twice.status_code == 400, twice.text

    await operated(client, admin_headers, ex.world.flight.id, "cancel", {"reason": "Fog"})
    cancelled = [
        c for c in await changes(client, ex.key.headers, booking["id"]) if c["kind"] == "cancelled"
    ]
    refused = await act(client, ex.key.headers, booking["id"], cancelled[0]["id"], "accept")
    assert refused.status_code == 400, refused.text
    assert "refund or a move" in refused.json()["detail"]


async def test_an_unanswered_cancellation_is_refunded_in_full_once_its_departure_passed(
    client, db, admin_headers
):
    ex = await exchange_world(db, client, admin_headers)
    booking = await paid_booking(client, ex, fare_class="Q")
    flight = ex.world.flight
    await operated(client, admin_headers, flight.id, "cancel", {"reason": "Strike"})
    until_departure = int((flight.scheduled_departure - clock.now()).total_seconds())

    await advance_clock(client, admin_headers, until_departure - CLOCK_MARGIN)
    [change] = await changes(client, ex.key.headers, booking["id"])
    assert change["status"] == "pending"

    await advance_clock(client, admin_headers, 2 * CLOCK_MARGIN)
    [change] = await changes(client, ex.key.headers, booking["id"])
    assert change["status"] == "refunded" and change["decided_by"] == "staff:worker:airline-change"
    assert change["refund_amount"] == booking["total_amount"]
    after = await read(client, ex.key, booking["id"])
    assert (after["status"], after["payment_status"]) == ("cancelled", "refunded")
    await assert_ledgers_balance(client, admin_headers)


async def test_a_cancelled_flight_is_refunded_through_the_api_after_its_departure_time(
    client, db, admin_headers
):
    ex = await exchange_world(db, client, admin_headers)
    booking = await paid_booking(client, ex)
    flight = ex.world.flight
    await operated(client, admin_headers, flight.id, "cancel", {"reason": "Strike"})
    [change] = await changes(client, ex.key.headers, booking["id"])
    # straight to the departure without the worker: the owner's answer comes first
    await db.execute(
        BookingChange.__table__.update()
        .where(BookingChange.id == change["id"])
        .values(due_at=flight.scheduled_departure + timedelta(days=1))
    )
    await db.commit()
    until_departure = int((flight.scheduled_departure - clock.now()).total_seconds())
    await advance_clock(client, admin_headers, until_departure + CLOCK_MARGIN)
    refunded = await act(client, ex.key.headers, booking["id"], change["id"], "refund")
    assert refunded.status_code == 200, refunded.text
    assert refunded.json()["refund_amount"] == booking["total_amount"]


async def test_an_unanswered_retime_is_accepted_once_the_flight_left(client, db, admin_headers):
    ex = await exchange_world(db, client, admin_headers)
    booking = await paid_booking(client, ex)
    flight = ex.world.flight
    await operated(client, admin_headers, flight.id, "delay", {"minutes": 180})
    until_departure = int(
        (flight.scheduled_departure + timedelta(minutes=180) - clock.now()).total_seconds()
    )
    await advance_clock(client, admin_headers, until_departure - CLOCK_MARGIN)
    [change] = await changes(client, ex.key.headers, booking["id"])
    assert change["status"] == "pending"
    await advance_clock(client, admin_headers, 2 * CLOCK_MARGIN)
    [change] = await changes(client, ex.key.headers, booking["id"])
    assert change["status"] == "accepted" and change["decided_by"] == "staff:worker:airline-change"
    late = await act(client, ex.key.headers, booking["id"], change["id"], "refund")
    assert late.status_code == 400, late.text


async def test_another_clients_booking_changes_are_403(client, db, admin_headers):
    ex = await exchange_world(db, client, admin_headers)
    booking = await paid_booking(client, ex)
    await operated(client, admin_headers, ex.world.flight.id, "cancel", {"reason": "Fault"})
    [change] = await changes(client, ex.key.headers, booking["id"])
    stranger = await create_api_key(db)
    await db.commit()
    read_other = await client.get(
        f"{BOOKINGS}/{booking['id']}/airline-changes", headers=stranger.headers
    )
    assert read_other.status_code == 403, read_other.text
    refund_other = await act(client, stranger.headers, booking["id"], change["id"], "refund")
    assert refund_other.status_code == 403, refund_other.text
    unknown = await act(client, ex.key.headers, booking["id"], uuid.uuid4(), "refund")
    assert unknown.status_code == 404, unknown.text


async def test_a_move_to_a_full_flight_is_409_and_off_the_route_422(client, db, admin_headers):
    ex = await exchange_world(db, client, admin_headers)
    booking = await paid_booking(client, ex)
    await operated(client, admin_headers, ex.world.flight.id, "cancel", {"reason": "Fault"})
    [change] = await changes(client, ex.key.headers, booking["id"])
    off_route = await act(
        client,
        ex.key.headers,
        booking["id"],
        change["id"],
        "move",
        body={"new_flight_id": str(ex.world.return_flight.id)},
    )
    assert off_route.status_code == 422, off_route.text
    listed = await client.get(
        f"{BOOKINGS}/{booking['id']}/airline-changes/{change['id']}/flights",
        headers=ex.key.headers,
    )
    assert listed.status_code == 200, listed.text
    assert [f["flight_id"] for f in listed.json()["flights"]] == [str(ex.other.id)]
    # another agency books the new flight's economy cabin full
    rival = await create_api_key(db)
    await db.commit()
    for count in (9, 9, 2):
        filler = await quote(
            client,
            rival.headers,
            ex.other.id,
            pax=[{"type": "adult", "count": count}],
            fare_class="Y",
        )
        made = await book(client, rival.headers, filler["quote_id"], [passenger()] * count)
        assert made.status_code == 201, made.text
    assert await sold(db, ex.other.id, "Y") == 20
    refused = await act(
        client,
        ex.key.headers,
        booking["id"],
        change["id"],
        "move",
        body={"new_flight_id": str(ex.other.id)},
    )
    assert refused.status_code == 409, refused.text
    assert (await read(client, ex.key, booking["id"]))["status"] == "confirmed"


async def test_the_handler_run_twice_records_one_change_per_booking(client, db, app, admin_headers):
    ex = await exchange_world(db, client, admin_headers)
    booking = await paid_booking(client, ex)
    await operated(client, admin_headers, ex.world.flight.id, "cancel", {"reason": "Fault"})
    event = await db.scalar(select(OutboxEvent).where(OutboxEvent.type == "flight.cancelled"))
    await record_airline_changes(db, event, app.state.settings)
    await record_airline_changes(db, event, app.state.settings)
    await db.commit()
    assert len(await changes(client, ex.key.headers, booking["id"])) == 1
    assert len(await events(db, "booking.airline_change")) == 1


async def test_a_checked_in_traveller_on_a_cancelled_flight_is_refunded_all_the_same(
    client, db, admin_headers, signer
):
    """A cancelled flight's check-ins are void: the checked-in coupon goes back to OPEN (the
    move recorded) and the unanswered change is refunded in full once the departure passed,
    as for anyone else on the flight."""
    from tests.checkin.helpers import Trip, check_in, online_window_open

    ex = await exchange_world(db, client, admin_headers)
    booking = await paid_booking(client, ex)
    flight = ex.world.flight
    await online_window_open(client, admin_headers, flight)
    trip = Trip(booking, signer, booking["passengers"])
    checked = await check_in(client, trip, booking["passengers"][0]["id"], flight.id)
    assert checked.status_code == 201, checked.text
    assert await coupon_statuses(db, booking["id"]) == {"CHECKED_IN"}
    await operated(client, admin_headers, flight.id, "cancel", {"reason": "Technical fault"})

    await advance_clock(client, admin_headers, 2 * 3600 + CLOCK_MARGIN)

    [change] = await changes(client, ex.key.headers, booking["id"])
    assert change["status"] == "refunded", change
    assert change["refund_amount"] == booking["total_amount"]
    assert await coupon_statuses(db, booking["id"]) == {"REFUNDED"}
    admin_view = await client.get(f"{ADMIN_BOOKINGS}/{booking['id']}", headers=admin_headers)
    moves = [(m["from_status"], m["to_status"]) for m in admin_view.json()["coupon_moves"]]
    assert ("CHECKED_IN", "OPEN") in moves and ("OPEN", "REFUNDED") in moves
    await assert_ledgers_balance(client, admin_headers)


async def test_an_airline_changes_times_carry_the_offset_of_their_airports(
    client, db, admin_headers
):
    ex = await exchange_world(db, client, admin_headers)
    booking = await paid_booking(client, ex)
    flight = ex.world.flight
    await operated(
        client, admin_headers, flight.id, "divert", {"new_destination": "ALA", "reason": "Fog"}
    )
    [change] = await changes(client, ex.key.headers, booking["id"])
    almaty = flight.scheduled_arrival.astimezone(ZoneInfo("Asia/Almaty")).isoformat()
    departure = flight.scheduled_departure.astimezone(ZoneInfo("Asia/Bishkek")).isoformat()
    assert change["removed"]["departure"] == departure and departure.endswith("+06:00")
    assert change["removed"]["arrival"].endswith("+06:00")  # OSS, as sold
    assert change["added"]["departure"] == departure
    assert change["added"]["arrival"] == almaty  # where it lands now
    assert change["created_at"].endswith("Z")  # a record stamp stays UTC
    [event] = await events(db, "booking.airline_change")
    assert (event["removed"]["departure"], event["added"]["arrival"]) == (departure, almaty)
    offered = await client.get(
        changes_path(booking["id"], f"/{change['id']}/flights"), headers=ex.key.headers
    )
    assert offered.status_code == 200, offered.text
    for other in offered.json()["flights"]:
        assert other["departure"].endswith("+06:00") and other["arrival"].endswith("+06:00")
