"""One day of flight operations through the real API and the worker, end to end (issue 24):
each back-office operation reaches a subscribed webhook receiver (signed) and the
travellers' phones (the sandbox push provider), and a cancellation becomes an airline change
on the booking, announced both ways."""

import json
from datetime import time, timedelta

from tests.catalog.factories import create_flight
from tests.checkin.helpers import clock_at
from tests.push.helpers import pushes, run_due
from tests.push.test_recipients_and_types import travellers
from tests.webhooks.helpers import subscribe
from tests.webhooks.receiver import receiver

OPERATE = "/api/v1/admin/flights"


async def _operate(client, admin_headers, flight_id, operation: str, body: dict) -> None:
    response = await client.post(
        f"{OPERATE}/{flight_id}/{operation}", headers=admin_headers, json=body
    )
    assert response.status_code == 200, (operation, response.text)


async def test_every_flight_operation_reaches_the_webhook_receiver_and_the_travellers_phones(
    client, db, admin_headers
):
    world, _, _, _, booking = await travellers(client, db, admin_headers)
    # the flight day, two hours before the departure (boarding and a departure come at the
    # earliest 3 hours before it: issue 33); online check-in is open (pushed to the phones)
    await clock_at(client, admin_headers, world.flight.scheduled_departure - timedelta(hours=2))
    # an empty flight from Osh leaving an hour before it
    empty_flight = await create_flight(
        db,
        world.back,
        world.aircraft,
        world.flight.flight_date,
        number="TQ104",
        local_departure=time(8, 0),
    )
    await db.commit()
    booked, empty = world.flight.id, empty_flight.id
    with receiver() as hook:
        sub = await subscribe(
            client,
            admin_headers,
            f"{hook.url}/hook",
            events=["flight.*", "booking.airline_change"],
        )
        await _operate(client, admin_headers, booked, "gate", {"departure_gate": "B7"})
        await _operate(client, admin_headers, booked, "delay", {"minutes": 45, "reason": "wx"})
        await _operate(client, admin_headers, booked, "boarding", {})
        await _operate(client, admin_headers, booked, "cancel", {"reason": "Technical fault"})
        await _operate(
            client,
            admin_headers,
            empty,
            "divert",
            {"new_destination": "ALA", "reason": "Fog at OSS"},
        )
        await _operate(client, admin_headers, empty, "departed", {})
        await _operate(client, admin_headers, empty, "arrived", {})

        await run_due(client, admin_headers)
        await run_due(client, admin_headers)  # the airline change the cancellation recorded
        got = hook.wait_for(6)

    assert all(r.signed_with(sub["secret"]) for r in got)
    sent = {r.headers["x-service-event"]: json.loads(r.body)["data"] for r in got}
    assert set(sent) == {
        "flight.delayed",
        "flight.cancelled",
        "booking.airline_change",
        "flight.diverted",
        "flight.departed",
        "flight.arrived",
    }  # the gate and boarding events are the phones' own, not webhooks
    assert sent["flight.delayed"]["delay_minutes"] == 45
    assert sent["flight.cancelled"]["reason"] == "Technical fault"
    assert sent["booking.airline_change"]["booking_id"] == booking["id"]
    assert sent["booking.airline_change"]["kind"] == "cancelled"
    assert sent["flight.diverted"]["new_destination"] == "ALA"
    for token in ("owner-phone", "proven-phone"):
        phone = {p["type"]: p for p in await pushes(client, admin_headers, token)}
        assert set(phone) == {
            "booking_confirmed",
            "checkin_open",
            "flight_gate_changed",
            "flight_delayed",
            "boarding_open",
            "flight_cancelled",
            "airline_change",
        }, token
        assert phone["airline_change"]["data"]["kind"] == "cancelled"
    changes = await client.get(
        f"/api/v1/admin/bookings/{booking['id']}/airline-changes", headers=admin_headers
    )
    assert [c["kind"] for c in changes.json()["changes"]] == ["cancelled"], changes.text
