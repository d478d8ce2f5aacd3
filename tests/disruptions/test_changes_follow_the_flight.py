"""Airline changes follow the flight (issue 32): a pending change the airline undoes (a delay
back under its threshold, a diversion reversed, replaced by a newer change of the flight) is
``withdrawn`` and announced once by ``booking.airline_change_withdrawn``; only a pending change
the flight still bears can be answered; a cancellation is never withdrawn. And a flight
cancelled after check-in or boarding puts those coupons back to ``OPEN`` at once (it did not
go), so its change is refunded in full. Through the API and the worker's due work."""

from datetime import datetime, timedelta

from sqlalchemy import func, select

from tarmac.core import clock
from tarmac.disruptions.tasks import follow_the_flight, record_airline_changes
from tarmac.events.models import OutboxEvent
from tarmac.payments.models import Payment, Refund
from tests.bookings.helpers import CLOCK_MARGIN, advance_clock, events, passenger
from tests.checkin.helpers import CHECKIN, Trip, checked_in_and_issued, online_window_open, staff
from tests.disruptions.helpers import act, changes, coupon_statuses, operated, run_due
from tests.exchanges.helpers import exchange_world, paid_booking, read
from tests.flightops.helpers import operate
from tests.payments.helpers import assert_ledgers_balance, wallets

WITHDRAWN = "booking.airline_change_withdrawn"


def _delay_of(change: dict) -> timedelta:
    return datetime.fromisoformat(change["added"]["departure"]) - datetime.fromisoformat(
        change["removed"]["departure"]
    )


async def _handled_again(db, app) -> None:
    """The flight events disruptions handles, handled once more (oldest first), as a worker
    retrying them would."""
    rows = await db.scalars(
        select(OutboxEvent)
        .where(OutboxEvent.type.in_(["flight.delayed", "flight.cancelled", "flight.diverted"]))
        .order_by(OutboxEvent.created_at)
    )
    for event in list(rows):
        await record_airline_changes(db, event, app.state.settings)
    for event in list(
        await db.scalars(select(OutboxEvent).where(OutboxEvent.type == "flight.delay_changed"))
    ):
        await follow_the_flight(db, event, app.state.settings)
    await db.commit()


async def _refunds(db, booking_id) -> int:
    return await db.scalar(select(func.count()).where(Refund.booking_id == str(booking_id)))


async def test_a_delay_taken_back_withdraws_its_change_and_its_refund_gives_nothing_back(
    client, db, admin_headers
):
    """The case of the issue: a LIGHT booking, the flight delayed 180 minutes, then put back
    to 0 (``scheduled`` again): the change is withdrawn, and its refund is 400 with no money
    moved, the booking and its coupons as sold."""
    ex = await exchange_world(db, client, admin_headers)
    light = await paid_booking(client, ex, fare_class="Q")
    flight = ex.world.flight
    await operated(client, admin_headers, flight.id, "delay", {"minutes": 180})
    [change] = await changes(client, ex.key.headers, light["id"])
    assert (change["kind"], change["status"]) == ("retimed", "pending")
    balance = (await wallets(client, ex.key, ex.partner_id))["USD"]

    await operated(client, admin_headers, flight.id, "delay", {"minutes": 0})

    [change] = await changes(client, ex.key.headers, light["id"])
    assert change["status"] == "withdrawn", change
    assert change["withdrawn_reason"] == "delay_under_threshold"
    assert change["decided_at"] is not None
    assert change["decided_by"] == "staff:worker:airline-change"
    assert change["refund_amount"] is None
    for action, body in (
        ("refund", None),
        ("accept", None),
        ("move", {"new_flight_id": str(ex.other.id)}),
    ):
        refused = await act(client, ex.key.headers, light["id"], change["id"], action, body=body)
        assert refused.status_code == 400, refused.text
        assert refused.json()["code"] == "airline_change_withdrawn"
        assert "delay went back under" in refused.json()["detail"]
    after = await read(client, ex.key, light["id"])
    assert (after["status"], after["payment_status"]) == ("confirmed", "paid")
    assert await coupon_statuses(db, light["id"]) == {"OPEN"}
    assert await _refunds(db, light["id"]) == 0
    assert (await wallets(client, ex.key, ex.partner_id))["USD"] == balance
    await assert_ledgers_balance(client, admin_headers)


async def test_a_delay_cut_under_the_threshold_withdraws_its_change(client, db, admin_headers):
    ex = await exchange_world(db, client, admin_headers)
    booking = await paid_booking(client, ex)
    flight = ex.world.flight
    await operated(client, admin_headers, flight.id, "delay", {"minutes": 180})

    await operated(client, admin_headers, flight.id, "delay", {"minutes": 30})

    [change] = await changes(client, ex.key.headers, booking["id"])
    assert (change["status"], change["withdrawn_reason"]) == ("withdrawn", "delay_under_threshold")
    refused = await act(client, ex.key.headers, booking["id"], change["id"], "refund")
    assert refused.status_code == 400 and refused.json()["code"] == "airline_change_withdrawn"
    assert await _refunds(db, booking["id"]) == 0


async def test_a_diversion_and_its_reversal_withdraw_the_change_and_record_none(
    client, db, admin_headers
):
    ex = await exchange_world(db, client, admin_headers)
    booking = await paid_booking(client, ex, fare_class="Q")
    flight = ex.world.flight
    await operated(
        client, admin_headers, flight.id, "divert", {"new_destination": "ALA", "reason": "Fog"}
    )
    [change] = await changes(client, ex.key.headers, booking["id"])
    assert (change["kind"], change["status"]) == ("diverted", "pending")

    # the flight lands at its own airport again: diverted back to OSS
    await operated(
        client, admin_headers, flight.id, "divert", {"new_destination": "OSS", "reason": "Clear"}
    )

    [change] = await changes(client, ex.key.headers, booking["id"])
    assert (change["status"], change["withdrawn_reason"]) == ("withdrawn", "diversion_reversed")
    refused = await act(client, ex.key.headers, booking["id"], change["id"], "refund")
    assert refused.status_code == 400 and refused.json()["code"] == "airline_change_withdrawn"
    assert "diversion was reversed" in refused.json()["detail"]
    assert await _refunds(db, booking["id"]) == 0
    assert (await read(client, ex.key, booking["id"]))["status"] == "confirmed"


async def test_a_newer_delay_past_the_threshold_supersedes_the_older_pending_change(
    client, db, admin_headers
):
    ex = await exchange_world(db, client, admin_headers)
    booking = await paid_booking(client, ex)
    flight = ex.world.flight
    await operated(client, admin_headers, flight.id, "delay", {"minutes": 180})
    await operated(client, admin_headers, flight.id, "delay", {"minutes": 240})

    older, newer = await changes(client, ex.key.headers, booking["id"])
    assert (older["status"], older["withdrawn_reason"]) == ("withdrawn", "superseded")
    assert _delay_of(older) == timedelta(minutes=180)
    assert newer["status"] == "pending" and _delay_of(newer) == timedelta(minutes=240)
    refused = await act(client, ex.key.headers, booking["id"], older["id"], "accept")
    assert refused.status_code == 400 and refused.json()["code"] == "airline_change_withdrawn"
    accepted = await act(client, ex.key.headers, booking["id"], newer["id"], "accept")
    assert accepted.status_code == 200, accepted.text

    # an answered change stays answered: a delay taken back withdraws only pending ones
    await operated(client, admin_headers, flight.id, "delay", {"minutes": 0})
    assert [c["status"] for c in await changes(client, ex.key.headers, booking["id"])] == [
        "withdrawn",
        "accepted",
    ]


async def test_a_withdrawal_is_announced_once_and_the_worker_never_answers_it(
    client, db, app, admin_headers
):
    ex = await exchange_world(db, client, admin_headers)
    booking = await paid_booking(client, ex)
    flight = ex.world.flight
    await operated(client, admin_headers, flight.id, "delay", {"minutes": 180})
    await operated(client, admin_headers, flight.id, "delay", {"minutes": 0})
    [change] = await changes(client, ex.key.headers, booking["id"])
    await _handled_again(db, app)
    await run_due(client, admin_headers)

    announced = await events(db, WITHDRAWN)
    assert announced == [
        {
            "booking_id": booking["id"],
            "booking_reference": booking["booking_reference"],
            "flight_id": str(flight.id),
            "change_id": change["id"],
            "kind": "retimed",
            "reason": "delay_under_threshold",
        }
    ]
    # past the departure the worker answers pending changes: not this one
    until = int((flight.scheduled_departure - clock.now()).total_seconds())
    await advance_clock(client, admin_headers, until + CLOCK_MARGIN)
    [after] = await changes(client, ex.key.headers, booking["id"])
    assert (after["status"], after["decided_at"]) == ("withdrawn", change["decided_at"])
    assert len(await events(db, WITHDRAWN)) == 1


async def test_a_change_the_flight_no_longer_bears_cannot_be_answered_before_the_worker_runs(
    client, db, admin_headers
):
    ex = await exchange_world(db, client, admin_headers)
    booking = await paid_booking(client, ex, fare_class="Q")
    flight = ex.world.flight
    await operated(client, admin_headers, flight.id, "delay", {"minutes": 180})
    [change] = await changes(client, ex.key.headers, booking["id"])
    taken_back = await operate(client, admin_headers, flight.id, "delay", {"minutes": 0})
    assert taken_back.status_code == 200, taken_back.text

    refused = await act(client, ex.key.headers, booking["id"], change["id"], "refund")
    assert refused.status_code == 400 and refused.json()["code"] == "airline_change_withdrawn"
    assert await _refunds(db, booking["id"]) == 0

    await run_due(client, admin_headers)
    [change] = await changes(client, ex.key.headers, booking["id"])
    assert change["status"] == "withdrawn"
    assert len(await events(db, WITHDRAWN)) == 1


async def test_a_cancelled_flights_change_is_never_withdrawn(client, db, app, admin_headers):
    """The cancellation replaces a pending retime (withdrawn, superseded) and stays: a flight
    is never un-cancelled, and the worker refunds it in full after the departure time."""
    ex = await exchange_world(db, client, admin_headers)
    booking = await paid_booking(client, ex, fare_class="Q")
    flight = ex.world.flight
    await operated(client, admin_headers, flight.id, "delay", {"minutes": 180})
    await operated(client, admin_headers, flight.id, "cancel", {"reason": "Technical fault"})
    retimed, cancelled = await changes(client, ex.key.headers, booking["id"])
    assert (retimed["status"], retimed["withdrawn_reason"]) == ("withdrawn", "superseded")
    assert (cancelled["kind"], cancelled["status"]) == ("cancelled", "pending")

    undo = await operate(client, admin_headers, flight.id, "delay", {"minutes": 0})
    assert undo.status_code == 409, undo.text
    await _handled_again(db, app)
    until = int((flight.scheduled_departure - clock.now()).total_seconds())
    await advance_clock(client, admin_headers, until + CLOCK_MARGIN)

    _, cancelled = await changes(client, ex.key.headers, booking["id"])
    assert cancelled["status"] == "refunded" and cancelled["withdrawn_reason"] is None
    assert cancelled["refund_amount"] == booking["total_amount"]
    assert [e["change_id"] for e in await events(db, WITHDRAWN)] == [retimed["id"]]


# --- a flight cancelled after check-in or boarding ---------------------------------------------


async def _boarded_then_cancelled(client, db, admin_headers, signer):
    """Two passengers checked in with their passes, the first boarded at the gate, then the
    flight cancelled."""
    ex = await exchange_world(db, client, admin_headers)
    people = [passenger(), passenger(first_name="AIGUL", last_name="ASANOVA")]
    booking = await paid_booking(client, ex, passengers=people)
    flight = ex.world.flight
    await online_window_open(client, admin_headers, flight)
    trip = Trip(booking, signer, booking["passengers"])
    first, second = (p["id"] for p in booking["passengers"])
    boarding_pass = await checked_in_and_issued(client, trip, first, flight.id)
    await checked_in_and_issued(client, trip, second, flight.id)
    opened = await operate(client, admin_headers, flight.id, "boarding", {})
    assert opened.status_code == 200, opened.text
    scanned = await client.post(
        f"{CHECKIN}/boarding",
        headers=staff(signer, "checkin:boarding_pass"),
        json={"flight_id": str(flight.id), "bcbp": boarding_pass["bcbp"], "gate": "A3"},
    )
    assert scanned.status_code == 200, scanned.text
    assert await coupon_statuses(db, booking["id"]) == {"BOARDED", "CHECKED_IN"}
    cancelled = await operate(client, admin_headers, flight.id, "cancel", {"reason": "Bird strike"})
    assert cancelled.status_code == 200, cancelled.text
    return ex, booking


async def _paid(db, booking_id) -> float:
    return float(
        await db.scalar(select(func.sum(Payment.amount)).where(Payment.booking_id == booking_id))
    )


async def test_a_flight_cancelled_after_boarding_puts_its_coupons_open_and_refunds_in_full(
    client, db, admin_headers, signer
):
    ex, booking = await _boarded_then_cancelled(client, db, admin_headers, signer)

    # at the moment of the cancellation, before any worker: the flight did not go
    assert await coupon_statuses(db, booking["id"]) == {"OPEN"}
    admin_view = await client.get(f"/api/v1/admin/bookings/{booking['id']}", headers=admin_headers)
    moves = [(m["from_status"], m["to_status"]) for m in admin_view.json()["coupon_moves"]]
    assert ("BOARDED", "OPEN") in moves and ("CHECKED_IN", "OPEN") in moves

    await run_due(client, admin_headers)
    [change] = await changes(client, ex.key.headers, booking["id"])
    refunded = await act(client, ex.key.headers, booking["id"], change["id"], "refund")
    assert refunded.status_code == 200, refunded.text
    assert refunded.json()["refund_amount"] == booking["total_amount"]
    assert refunded.json()["refund_amount"] == await _paid(db, booking["id"])
    assert await coupon_statuses(db, booking["id"]) == {"REFUNDED"}
    after = await read(client, ex.key, booking["id"])
    assert (after["status"], after["payment_status"]) == ("cancelled", "refunded")
    await assert_ledgers_balance(client, admin_headers)


async def test_an_unanswered_change_of_a_flight_cancelled_after_boarding_is_refunded_by_the_worker(
    client, db, admin_headers, signer
):
    ex, booking = await _boarded_then_cancelled(client, db, admin_headers, signer)

    await advance_clock(client, admin_headers, 2 * 3600 + CLOCK_MARGIN)

    [change] = await changes(client, ex.key.headers, booking["id"])
    assert change["status"] == "refunded", change
    assert change["decided_by"] == "staff:worker:airline-change"
    assert change["refund_amount"] == await _paid(db, booking["id"])
    assert await coupon_statuses(db, booking["id"]) == {"REFUNDED"}
    await assert_ledgers_balance(client, admin_headers)
