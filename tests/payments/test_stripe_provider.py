"""The Stripe-compatible provider against localstripe (a stateful fake Stripe server):
initiate-payment creates a PaymentIntent and answers its ``client_secret``; the client
confirms the card; Stripe's webhook, verified with the official library, confirms and pays
the booking or fails the payment; a cancellation refunds through Stripe (spec 01 §4.5,
§4.9; ``docs/payments.md``)."""

import asyncio
import hashlib
import hmac
import json
import time

from tests.bookings.helpers import BOOKINGS, booked
from tests.conftest import client_for
from tests.factories import create_api_key
from tests.live import serving
from tests.payments.localstripe import (
    localstripe_fixture,  # noqa: F401  (the `localstripe` fixture)
    register_webhook,
    stripe_client,
)
from tests.pricing.world import build_world

WEBHOOK_SECRET = "whsec_tarmac_tests"
EVENTS = ["payment_intent.succeeded", "payment_intent.payment_failed"]
SETTLE_SECONDS = 15.0  # localstripe posts an event about a second after it happens


def stripe_app(app_factory, localstripe: str):
    return app_factory(
        payment_provider="stripe",
        stripe_secret_key="sk_test_tarmac",
        stripe_publishable_key="pk_test_tarmac",
        stripe_webhook_secret=WEBHOOK_SECRET,
        stripe_api_base=localstripe,
    )


async def until(read, done, seconds: float = SETTLE_SECONDS):
    """``read()`` again until ``done`` holds for it (the webhook arrives on its own time)."""
    for _ in range(int(seconds / 0.2)):
        value = await read()
        if done(value):
            return value
        await asyncio.sleep(0.2)
    raise AssertionError(f"still {value}")


async def test_a_card_paid_through_stripe_confirms_the_booking_by_its_webhook(
    app_factory, db, localstripe, admin_headers
):
    app = stripe_app(app_factory, localstripe)
    world = await build_world(db, with_light=False)
    key = await create_api_key(db, client_type="consumer_app")
    stripe = stripe_client(localstripe)
    async with serving(app) as (api,), client_for(app) as client:
        register_webhook(
            localstripe, f"{api}/api/v1/payments/providers/stripe/webhook", WEBHOOK_SECRET, EVENTS
        )
        booking = await booked(client, key, world)

        started = await client.post(
            f"{BOOKINGS}/{booking['id']}/initiate-payment", json={}, headers=key.headers
        )

        assert started.status_code == 200, started.text
        answer = started.json()
        assert answer["provider"] == "stripe" and answer["payment_url"] is None
        assert answer["psp_publishable_key"] == "pk_test_tarmac"
        intent_id = answer["client_secret"].split("_secret_")[0]
        intent = stripe.v1.payment_intents.retrieve(intent_id)
        assert intent.amount == int(booking["total_amount"] * 100)
        assert intent.currency == booking["currency"].lower()
        assert intent.metadata["booking_id"] == booking["id"]
        assert intent.metadata["payment_id"] == answer["payment_id"]

        # what Stripe.js does with the client secret: the card, then the confirmation
        stripe.v1.payment_intents.update(intent_id, params={"payment_method": "pm_card_visa"})
        stripe.v1.payment_intents.confirm(intent_id)

        async def read():
            return (await client.get(f"{BOOKINGS}/{booking['id']}", headers=key.headers)).json()

        paid = await until(read, lambda b: b["payment_status"] == "paid")
        assert paid["status"] == "confirmed" and len(paid["tickets"]) == 1
        (payment,) = paid["payments"]
        assert payment["provider_transaction_id"] == intent_id
        assert payment["status"] == "COMPLETED"

        cancelled = await client.post(f"{BOOKINGS}/{booking['id']}/cancel", headers=key.headers)
        assert cancelled.status_code == 200, cancelled.text
        refunded_amount = cancelled.json()["payments"][0]["refunded_amount"]
        assert refunded_amount == booking["total_amount"] - 20.0  # the CLASSIC fee kept
        assert cancelled.json()["payment_status"] == "refund_pending"
        # Stripe is asked by the worker once the cancellation committed, not inside it
        charge = stripe.v1.payment_intents.retrieve(intent_id).charges.data[0]
        assert charge.amount_refunded == 0
        await client.post("/api/v1/admin/test-clock/run-due", headers=admin_headers)
        charge = stripe.v1.payment_intents.retrieve(intent_id).charges.data[0]
        assert charge.amount_refunded == int(refunded_amount * 100)
        (refund,) = (
            await client.get(
                f"/api/v1/admin/bookings/{booking['id']}/refunds", headers=admin_headers
            )
        ).json()
        assert refund["status"] == "SUCCEEDED"
        (made,) = stripe.v1.refunds.list(params={"payment_intent": intent_id}).data
        assert made.metadata["refund_id"] == refund["refund_id"]
        read = (await client.get(f"{BOOKINGS}/{booking['id']}", headers=key.headers)).json()
        assert read["payment_status"] != "refund_pending"


async def test_a_declined_card_fails_the_payment_and_the_booking_waits(
    app_factory, db, localstripe
):
    app = stripe_app(app_factory, localstripe)
    world = await build_world(db, with_light=False)
    key = await create_api_key(db, client_type="consumer_app")
    stripe = stripe_client(localstripe)
    async with serving(app) as (api,), client_for(app) as client:
        register_webhook(
            localstripe, f"{api}/api/v1/payments/providers/stripe/webhook", WEBHOOK_SECRET, EVENTS
        )
        booking = await booked(client, key, world)
        answer = (
            await client.post(
                f"{BOOKINGS}/{booking['id']}/initiate-payment", json={}, headers=key.headers
            )
        ).json()
        intent_id = answer["client_secret"].split("_secret_")[0]
        stripe.v1.payment_intents.update(
            intent_id, params={"payment_method": "pm_card_chargeCustomerFail"}
        )
        try:
            stripe.v1.payment_intents.confirm(intent_id)
        except Exception as exc:  # the library raises CardError for the 402
            assert "declined" in str(exc)

        async def read():
            return (await client.get(f"{BOOKINGS}/{booking['id']}", headers=key.headers)).json()

        failed = await until(read, lambda b: b["payments"][0]["status"] == "FAILED")
        assert failed["payments"][0]["failure_reason"] == "card_declined"
        assert failed["status"] == "pending" and failed["payment_status"] == "unpaid"


async def test_the_webhook_refuses_what_stripe_did_not_sign(app_factory, db, localstripe):
    app = stripe_app(app_factory, localstripe)
    async with client_for(app) as client:
        body = b'{"id": "evt_1", "type": "payment_intent.succeeded", "data": {"object": {}}}'
        unsigned = await client.post(
            "/api/v1/payments/providers/stripe/webhook",
            content=body,
            headers={"Stripe-Signature": "t=1,v1=deadbeef"},
        )
        assert unsigned.status_code == 400
        sandbox_path = await client.post("/api/v1/payments/providers/sandbox/notify", content=body)
        assert sandbox_path.status_code == 404


def signed(body: bytes) -> dict[str, str]:
    """``Stripe-Signature`` as Stripe computes it, with the endpoint's signing secret."""
    at = int(time.time())
    digest = hmac.new(WEBHOOK_SECRET.encode(), f"{at}.".encode() + body, hashlib.sha256)
    return {"Stripe-Signature": f"t={at},v1={digest.hexdigest()}"}


async def test_a_stripe_refund_failed_event_fails_that_refund_and_the_money_is_owed(
    app_factory, db, localstripe, admin_headers
):
    app = stripe_app(app_factory, localstripe)
    world = await build_world(db, with_light=False)
    key = await create_api_key(db, client_type="consumer_app")
    stripe = stripe_client(localstripe)
    async with serving(app) as (api,), client_for(app) as client:
        register_webhook(
            localstripe, f"{api}/api/v1/payments/providers/stripe/webhook", WEBHOOK_SECRET, EVENTS
        )
        booking = await booked(client, key, world)
        answer = (
            await client.post(
                f"{BOOKINGS}/{booking['id']}/initiate-payment", json={}, headers=key.headers
            )
        ).json()
        intent_id = answer["client_secret"].split("_secret_")[0]
        stripe.v1.payment_intents.update(intent_id, params={"payment_method": "pm_card_visa"})
        stripe.v1.payment_intents.confirm(intent_id)

        async def read():
            return (await client.get(f"{BOOKINGS}/{booking['id']}", headers=key.headers)).json()

        paid = await until(read, lambda b: b["payment_status"] == "paid")
        (payment,) = paid["payments"]
        refund = (
            await client.post(
                f"/api/v1/payments/{payment['payment_id']}/refund",
                json={"amount": "25.00"},
                headers=key.headers,
            )
        ).json()
        body = json.dumps(
            {
                "id": "evt_refund_failed_1",
                "object": "event",
                "type": "refund.failed",
                "data": {
                    "object": {
                        "id": "re_failed_1",
                        "object": "refund",
                        "status": "failed",
                        "payment_intent": intent_id,
                        "failure_reason": "expired_or_canceled_card",
                        "metadata": {"refund_id": refund["refund_id"]},
                    }
                },
            }
        ).encode()

        failed = await client.post(
            "/api/v1/payments/providers/stripe/webhook", content=body, headers=signed(body)
        )

        assert failed.status_code == 200, failed.text
        await client.post("/api/v1/admin/test-clock/run-due", headers=admin_headers)
        (seen,) = (
            await client.get(
                f"/api/v1/admin/bookings/{booking['id']}/refunds", headers=admin_headers
            )
        ).json()
        assert seen["status"] == "FAILED" and "expired_or_canceled_card" in seen["reason"]
        assert stripe.v1.refunds.list(params={"payment_intent": intent_id}).data == []
        after = await read()
        assert after["payment_status"] == "paid"
        assert after["payments"][0]["refunded_amount"] == 0
