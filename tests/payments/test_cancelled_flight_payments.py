"""A booking whose flight is cancelled takes no payment (issue 21, point 14): every way of
paying refuses it with 400, and a card payment the provider takes anyway is given back
instead of confirming the booking."""

from sqlalchemy import text

from tarmac.payments.models import Payment
from tests.bookings.helpers import BOOKINGS, book, booked, quote
from tests.factories import create_api_key, create_partner
from tests.payments.helpers import initiate, notify, top_up, wallets
from tests.pricing.world import build_world

EXTERNAL = "/api/v1/payments/webhooks/external"
RUN_DUE = "/api/v1/admin/test-clock/run-due"


async def cancel_flight(db, flight_id) -> None:
    await db.execute(
        text("UPDATE flights SET status = 'cancelled' WHERE id = :f"), {"f": flight_id}
    )
    await db.commit()


async def test_a_booking_on_a_cancelled_flight_cannot_be_paid_from_a_wallet(
    client, db, admin_headers
):
    world = await build_world(db, with_light=False)
    partner = await create_partner(db)
    key = await create_api_key(db, partner_id=partner.id)
    await top_up(client, admin_headers, partner.id, "1000.00")
    booking = await booked(client, key, world)
    await cancel_flight(db, world.flight.id)

    paid = await client.post(f"{BOOKINGS}/{booking['id']}/pay-with-balance", headers=key.headers)

    assert paid.status_code == 400, paid.text
    assert "TQ101" in paid.json()["detail"] and "cancelled" in paid.json()["detail"]
    assert (await wallets(client, key, partner.id))["USD"]["balance"] == 1000.0
    read = (await client.get(f"{BOOKINGS}/{booking['id']}", headers=key.headers)).json()
    assert (read["status"], read["payment_status"]) == ("pending", "unpaid")


async def test_a_booking_whose_return_flight_is_cancelled_cannot_be_paid_by_card(client, db):
    world = await build_world(db, with_light=False)
    key = await create_api_key(db, client_type="consumer_app")
    quoted = await quote(
        client, key.headers, world.flight.id, return_flight_id=str(world.return_flight.id)
    )
    made = await book(client, key.headers, quoted["quote_id"])
    assert made.status_code == 201, made.text
    booking = made.json()
    assert booking["return_flight_id"] == str(world.return_flight.id)
    await cancel_flight(db, world.return_flight.id)

    started = await initiate(client, key, booking)

    assert started.status_code == 400, started.text
    assert "cancelled" in started.json()["detail"]


async def test_an_external_confirmation_of_a_booking_on_a_cancelled_flight_is_refused(client, db):
    world = await build_world(db, with_light=False)
    key = await create_api_key(db, client_type="consumer_app", scopes=["payments:confirm-external"])
    booking = await booked(client, key, world)
    await cancel_flight(db, world.flight.id)

    reported = await client.post(
        EXTERNAL,
        json={"booking_id": booking["id"], "provider": "elsom", "transaction_id": "TX-CXL"},
        headers=key.headers,
    )

    assert reported.status_code == 400, reported.text
    assert "cancelled" in reported.json()["detail"]
    read = (await client.get(f"{BOOKINGS}/{booking['id']}", headers=key.headers)).json()
    assert (read["status"], read["payment_status"], read["payments"]) == ("pending", "unpaid", [])


async def test_a_card_payment_taken_after_the_flight_was_cancelled_is_given_back(
    client, app, db, admin_headers
):
    world = await build_world(db, with_light=False)
    key = await create_api_key(db, client_type="consumer_app")
    booking = await booked(client, key, world)
    started = (await initiate(client, key, booking)).json()
    payment = await db.get(Payment, started["payment_id"])
    await cancel_flight(db, world.flight.id)

    late = await notify(client, app, "payment.succeeded", payment.provider_transaction_id)

    assert late.status_code == 200 and late.json()["payment_status"] == "COMPLETED"
    read = (await client.get(f"{BOOKINGS}/{booking['id']}", headers=key.headers)).json()
    assert read["status"] == "pending" and read["tickets"] == []
    assert read["payment_status"] == "refund_pending"
    refunds = (
        await client.get(f"/api/v1/admin/bookings/{booking['id']}/refunds", headers=admin_headers)
    ).json()
    assert [(r["kind"], r["amount"], r["status"]) for r in refunds] == [
        ("unwanted_payment", booking["total_amount"], "PENDING")
    ]
    assert "cancelled" in refunds[0]["reason"]
    await client.post(RUN_DUE, headers=admin_headers)
    read = (await client.get(f"{BOOKINGS}/{booking['id']}", headers=key.headers)).json()
    assert read["payment_status"] == "refunded"
    assert await db.scalar(text("SELECT count(*) FROM refunds WHERE status = 'SUCCEEDED'")) == 1
