"""The localstripe harness itself: the official ``stripe`` library reaches the server the
fixture starts, card outcomes follow localstripe's test cards, and its webhooks verify with
``stripe.Webhook.construct_event``."""

import http.server
import queue
import threading
from collections.abc import Iterator
from contextlib import contextmanager

import pytest
import stripe

from tests.payments.localstripe import (
    localstripe_fixture,  # noqa: F401  (the `localstripe` fixture)
    register_webhook,
    stripe_client,
)

WEBHOOK_SECRET = "whsec_harness"
DELIVERY_TIMEOUT = 15.0  # localstripe posts an event a second after it happens


@contextmanager
def webhook_receiver() -> Iterator[tuple[str, queue.Queue]]:
    """A loopback HTTP endpoint answering 200 to every POST; yields its URL and a queue of
    the (raw body, ``Stripe-Signature``) pairs it received."""
    deliveries: queue.Queue = queue.Queue()

    class Receiver(http.server.BaseHTTPRequestHandler):
        def do_POST(self):
            body = self.rfile.read(int(self.headers["Content-Length"]))
            deliveries.put((body, self.headers.get("Stripe-Signature")))
            self.send_response(200)
            self.end_headers()

        def log_message(self, *args):
            pass

    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Receiver)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}/webhooks/stripe", deliveries
    finally:
        server.shutdown()
        server.server_close()
        thread.join()


def test_a_payment_intent_confirmed_with_a_good_card_succeeds(localstripe):
    client = stripe_client(localstripe)
    intent = client.v1.payment_intents.create(
        params={
            "amount": 1_250_000,
            "currency": "kgs",
            "payment_method": "pm_card_visa",
            "metadata": {"booking": "TRM7QX"},
        }
    )
    assert intent.status == "requires_confirmation"
    assert intent.client_secret.startswith(f"{intent.id}_secret_")

    confirmed = client.v1.payment_intents.confirm(intent.id)

    assert (confirmed.status, confirmed.amount, confirmed.currency) == (
        "succeeded",
        1_250_000,
        "kgs",
    )
    assert confirmed.metadata.to_dict() == {"booking": "TRM7QX"}


def test_a_declined_card_leaves_the_intent_awaiting_another_payment_method(localstripe):
    # localstripe declines the charge of 4000000000000341 (pm_card_chargeCustomerFail);
    # 4000000000000002 it declines only when attached to a customer.
    client = stripe_client(localstripe)
    intent = client.v1.payment_intents.create(
        params={"amount": 9900, "currency": "usd", "payment_method": "pm_card_chargeCustomerFail"}
    )

    with pytest.raises(stripe.CardError) as declined:
        client.v1.payment_intents.confirm(intent.id)

    assert declined.value.code == "card_declined"
    after = client.v1.payment_intents.retrieve(intent.id)
    assert after.status == "requires_payment_method"
    assert after.last_payment_error.code == "card_declined"


def test_a_webhook_from_localstripe_verifies_with_the_stripe_library(localstripe):
    client = stripe_client(localstripe)
    with webhook_receiver() as (endpoint, deliveries):
        register_webhook(localstripe, endpoint, WEBHOOK_SECRET, ["payment_intent.succeeded"])
        intent = client.v1.payment_intents.create(
            params={
                "amount": 4200,
                "currency": "usd",
                "payment_method": "pm_card_visa",
                "metadata": {"booking": "TRM8KZ"},
            }
        )
        client.v1.payment_intents.confirm(intent.id)
        # localstripe reads its registrations when it posts, a second late: an earlier
        # test's event may come here first, and verifies as well.
        while True:
            payload, signature = deliveries.get(timeout=DELIVERY_TIMEOUT)
            event = stripe.Webhook.construct_event(payload, signature, WEBHOOK_SECRET)
            if event.data.object.id == intent.id:
                break

    assert event.type == "payment_intent.succeeded"
    assert event.data.object.metadata.to_dict() == {"booking": "TRM8KZ"}
    with pytest.raises(stripe.SignatureVerificationError):
        stripe.Webhook.construct_event(payload, signature, "whsec_someone_else")
