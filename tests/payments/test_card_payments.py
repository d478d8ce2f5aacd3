"""Card payments through the sandbox provider, without a browser: initiate-payment and the
provider's signed notification that settles a payment (spec 01 §4.5 initiate-payment,
§4.9, §3.1; spec 02 §6.1 booking.confirmed). The hosted page in Chromium:
``tests/e2e/test_payment_page.py``."""

import asyncio
import time
from decimal import Decimal
from urllib.parse import parse_qs, urlsplit

from sqlalchemy import func, select

from tarmac.messaging.models import OutgoingMessage
from tarmac.payments.models import Payment
from tests.bookings.helpers import BOOKINGS, advance_clock, booked, events, worker_pass
from tests.conftest import client_for
from tests.factories import create_api_key
from tests.payments.helpers import card_paid, initiate, notify
from tests.pricing.world import build_world


async def consumer_booking(client, db, world, **fields):
    key = await create_api_key(db, client_type="consumer_app")
    return key, await booked(client, key, world, **fields)


async def test_initiate_answers_the_hosted_page_until_the_booking_expires(client, db):
    world = await build_world(db)
    key, booking = await consumer_booking(client, db, world)

    response = await initiate(client, key, booking, amount=0, return_url="https://shop.example/r")

    assert response.status_code == 200, response.text
    started = response.json()
    assert started["provider"] == "sandbox"
    assert started["client_secret"] is None and started["psp_publishable_key"] is None
    assert started["expires_at"] == booking["expiry_date"]
    url = urlsplit(started["payment_url"])
    assert url.path == f"/pay/{booking['id']}"
    query = parse_qs(url.query)
    assert query["payment_id"] == [started["payment_id"]] and query["access_token"]
    assert started["redirect_url"] == started["payment_url"]
    again = await initiate(client, key, booking, return_url="https://shop.example/r")
    assert again.json()["payment_id"] == started["payment_id"]  # still waiting: the same one
    alias = await client.post(
        f"/api/v1/payments/bookings/{booking['id']}/initiate-payment",
        json={"return_url": "https://shop.example/other"},
        headers=key.headers,
    )
    assert alias.status_code == 200 and alias.json()["payment_id"] != started["payment_id"]
    payments = (await db.scalars(select(Payment).order_by(Payment.created_at))).all()
    assert [(p.status, p.failure_reason) for p in payments] == [
        ("CANCELLED", "superseded"),
        ("PENDING", None),
    ]


async def test_initiate_refuses_what_cannot_be_paid(client, db):
    world = await build_world(db)
    key, booking = await consumer_booking(client, db, world)
    total = booking["total_amount"]

    wrong_amount = await initiate(client, key, booking, amount=total + 1)
    assert wrong_amount.status_code == 422 and str(total) in wrong_amount.json()["detail"]
    assert (await initiate(client, key, booking, amount=total)).status_code == 200
    assert (await initiate(client, key, booking, currency="EUR")).status_code == 422
    stranger = await create_api_key(db, client_type="consumer_app")
    assert (await initiate(client, stranger, booking)).status_code == 403
    agency = await create_api_key(db)
    assert (await initiate(client, agency, booking)).status_code == 403
    missing = await client.post(
        f"{BOOKINGS}/{world.flight.id}/initiate-payment", json={}, headers=key.headers
    )
    assert missing.status_code == 404
    other_key = await create_api_key(db, client_type="consumer_app")
    cancelled = await booked(client, other_key, world)
    await client.post(f"{BOOKINGS}/{cancelled['id']}/cancel", headers=other_key.headers)
    assert (await initiate(client, other_key, cancelled)).status_code == 400


async def test_an_expired_booking_cannot_be_paid(client, db, admin_headers):
    world = await build_world(db)
    key, booking = await consumer_booking(client, db, world)
    await advance_clock(client, admin_headers, 16 * 60)

    response = await initiate(client, key, booking)

    assert response.status_code == 400 and "expired" in response.json()["detail"]


async def test_the_notification_confirms_and_pays_once_and_mails_the_traveller(client, app, db):
    world = await build_world(db)
    key, booking = await consumer_booking(client, db, world)

    paid = await card_paid(client, app, db, key, booking)

    assert paid["status"] == "confirmed" and paid["payment_status"] == "paid"
    (payment,) = paid["payments"]
    assert payment["status"] == "COMPLETED" and payment["provider"] == "sandbox"
    assert payment["provider_transaction_id"].startswith("sbx_")
    assert len(paid["tickets"]) == 1
    (confirmed,) = await events(db, "booking.confirmed")
    assert confirmed["payment_status"] == "paid"
    await worker_pass(app)  # the e-mail is written by the worker
    mails = (await db.scalars(select(OutgoingMessage))).all()
    assert [m.template for m in mails] == ["booking_confirmed"]
    repeated = await notify(client, app, "payment.succeeded", payment["provider_transaction_id"])
    assert repeated.status_code == 200 and repeated.json()["payment_status"] == "COMPLETED"
    assert len(await events(db, "booking.confirmed")) == 1
    await worker_pass(app)
    assert await db.scalar(select(func.count()).select_from(OutgoingMessage)) == 1
    assert (await initiate(client, key, booking)).status_code == 400  # already paid


async def test_a_declined_payment_leaves_the_booking_pending(client, app, db):
    world = await build_world(db)
    key, booking = await consumer_booking(client, db, world)
    started = (await initiate(client, key, booking)).json()
    payment = await db.get(Payment, started["payment_id"])

    failed = await notify(
        client, app, "payment.failed", payment.provider_transaction_id, reason="card_declined"
    )

    assert failed.json()["payment_status"] == "FAILED"
    read = (await client.get(f"{BOOKINGS}/{booking['id']}", headers=key.headers)).json()
    assert read["status"] == "pending" and read["payment_status"] == "unpaid"
    assert read["payments"][0]["failure_reason"] == "card_declined"
    late = await notify(client, app, "payment.succeeded", payment.provider_transaction_id)
    assert late.json()["payment_status"] == "COMPLETED"  # the provider had the last word


async def test_notifications_that_are_not_the_providers_are_refused(client, app, db):
    world = await build_world(db)
    key, booking = await consumer_booking(client, db, world)
    started = (await initiate(client, key, booking)).json()
    payment = await db.get(Payment, started["payment_id"])
    provider = app.state.payment_provider
    body, headers = provider.notification("payment.succeeded", payment.provider_transaction_id)
    path = "/api/v1/payments/providers/sandbox/notify"

    tampered = await client.post(
        path, content=body.replace(b"succeeded", b"cancelled"), headers=headers
    )
    assert tampered.status_code == 400
    stale = {**headers, "X-Sandbox-Signature": provider.sign(body, int(time.time()) - 600)}
    assert (await client.post(path, content=body, headers=stale)).status_code == 400
    unsigned = await client.post(path, content=body, headers={"Content-Type": "application/json"})
    assert unsigned.status_code == 400
    unknown = await notify(client, app, "payment.succeeded", "sbx_unknown")
    assert unknown.status_code == 404
    read = (await client.get(f"{BOOKINGS}/{booking['id']}", headers=key.headers)).json()
    assert read["status"] == "pending"


async def test_a_waiting_payment_expires_with_its_booking_and_a_late_one_is_given_back(
    client, app, db, admin_headers
):
    world = await build_world(db)
    key, booking = await consumer_booking(client, db, world)
    started = (await initiate(client, key, booking)).json()
    payment = await db.get(Payment, started["payment_id"])
    await advance_clock(client, admin_headers, 16 * 60)  # runs the expiry sweeps
    read = (await client.get(f"{BOOKINGS}/{booking['id']}", headers=key.headers)).json()
    assert read["payments"][0]["status"] == "EXPIRED"

    late = await notify(client, app, "payment.succeeded", payment.provider_transaction_id)

    assert late.status_code == 200 and late.json()["payment_status"] == "COMPLETED"
    read = (await client.get(f"{BOOKINGS}/{booking['id']}", headers=key.headers)).json()
    assert read["status"] == "expired" and read["payment_status"] == "refund_pending"
    assert read["payments"][0]["refunded_amount"] == booking["total_amount"]
    await client.post("/api/v1/admin/test-clock/run-due", headers=admin_headers)
    read = (await client.get(f"{BOOKINGS}/{booking['id']}", headers=key.headers)).json()
    assert read["payment_status"] == "refunded"
    (refunded,) = await events(db, "booking.refunded")
    assert Decimal(str(refunded["refund_amount"])) == Decimal(str(booking["total_amount"]))


async def test_simultaneous_initiations_make_one_payment(app, app_factory, db):
    world = await build_world(db)
    second = app_factory()
    async with client_for(app) as one, client_for(second) as two:
        key, booking = await consumer_booking(one, db, world)
        responses = await asyncio.gather(
            *(initiate((one, two)[n % 2], key, booking) for n in range(12))
        )
    statuses = [r.status_code for r in responses]
    assert set(statuses) <= {200, 409} and 200 in statuses, statuses
    for busy in (r for r in responses if r.status_code == 409):
        assert busy.headers["Retry-After"] == "1"
    assert {r.json()["payment_id"] for r in responses if r.status_code == 200} == {
        str(p) for p in (await db.scalars(select(Payment.id))).all()
    }
    assert await db.scalar(select(func.count()).select_from(Payment)) == 1
