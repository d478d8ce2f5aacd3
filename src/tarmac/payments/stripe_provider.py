"""The card-form provider compatible with Stripe's PaymentIntents (``TARMAC_PAYMENT_PROVIDER=
stripe``; how an airline sets it up: ``docs/payments.md``).

- ``start`` creates a PaymentIntent for the amount (in the currency's minor units) with the
  booking and payment ids in its metadata; the client confirms it with the card form of
  Stripe.js, using ``client_secret`` and ``psp_publishable_key`` from initiate-payment.
- Stripe notifies the webhook (``/api/v1/payments/providers/stripe/webhook``); the event is
  verified with the official library (``stripe.Webhook.construct_event``, the endpoint's
  signing secret): ``payment_intent.succeeded`` settles the payment,
  ``payment_intent.payment_failed`` fails it (the decline code as its reason),
  ``payment_intent.canceled`` cancels it; other events change nothing.
- ``refund`` creates a Refund of the PaymentIntent (asked by the worker after the request
  that wrote the refund committed); one Stripe reports ``succeeded`` at once is settled,
  otherwise the refund waits for ``refund.updated`` (or ``charge.refund.updated``), and
  ``refund.failed`` fails that one refund.
"""

from collections.abc import Mapping
from decimal import ROUND_HALF_UP, Decimal

import stripe

from tarmac.core.errors import UpstreamUnavailable
from tarmac.payments.errors import BadSignature
from tarmac.payments.providers import Checkout, Outcome, PaymentStart, RefundStarted

NAME = "stripe"
# currencies Stripe counts in whole units (no minor unit)
ZERO_DECIMAL = frozenset(
    {"BIF", "CLP", "DJF", "GNF", "JPY", "KMF", "KRW", "MGA", "PYG", "RWF", "UGX", "VND", "VUV",
     "XAF", "XOF", "XPF"}
)  # fmt: skip


def minor_units(amount: Decimal, currency: str) -> int:
    """The amount in the currency's minor units, rounded half-up."""
    units = amount if currency.upper() in ZERO_DECIMAL else amount * 100
    return int(units.to_integral_value(rounding=ROUND_HALF_UP))


class StripeProvider:
    name = NAME

    def __init__(
        self,
        *,
        secret_key: str,
        publishable_key: str,
        webhook_secret: str,
        api_base: str,
        timeout: float,
    ) -> None:
        self.publishable_key = publishable_key
        self.webhook_secret = webhook_secret
        self.client = stripe.StripeClient(
            secret_key,
            base_addresses={"api": api_base},
            http_client=stripe.HTTPXClient(timeout=timeout),
            max_network_retries=2,
        )

    async def start(self, payment: PaymentStart) -> Checkout:
        try:
            intent = await self.client.v1.payment_intents.create_async(
                params={
                    "amount": minor_units(payment.amount, payment.currency),
                    "currency": payment.currency.lower(),
                    "metadata": {
                        "payment_id": payment.payment_id,
                        "booking_id": payment.booking_id,
                        "booking_reference": payment.booking_reference,
                    },
                },
                options={"idempotency_key": f"tarmac-payment-{payment.payment_id}"},
            )
        except stripe.StripeError as exc:
            raise UpstreamUnavailable(f"Stripe did not start the payment: {exc}") from exc
        return Checkout(
            provider_transaction_id=intent.id,
            client_secret=intent.client_secret,
            publishable_key=self.publishable_key,
        )

    def read_notification(self, body: bytes, headers: Mapping[str, str]) -> Outcome | None:
        signature = headers.get("stripe-signature") or headers.get("Stripe-Signature") or ""
        try:
            event = stripe.Webhook.construct_event(body, signature, self.webhook_secret)
        except (stripe.SignatureVerificationError, ValueError) as exc:
            raise BadSignature() from exc
        kind = {
            "payment_intent.succeeded": "succeeded",
            "payment_intent.payment_failed": "failed",
            "payment_intent.canceled": "cancelled",
            "payment_intent.requires_action": "requires_action",
        }.get(event.type)
        obj = event.data.object
        if event.type in REFUND_EVENTS:
            return _refund_outcome(obj, event.id)
        if kind is None:
            return None
        error = getattr(obj, "last_payment_error", None)
        reason = (
            (getattr(error, "decline_code", None) or getattr(error, "code", None))
            if error
            else None
        )
        return Outcome(kind, obj.id, reason=reason, event_id=event.id)

    async def refund(
        self, provider_transaction_id: str, amount: Decimal, currency: str, refund_id: str
    ) -> RefundStarted:
        """A Refund of the PaymentIntent, its idempotency key our refund's id (a retried
        submission gets the same Refund back). Refused outright (a 4xx): failed."""
        try:
            refund = await self.client.v1.refunds.create_async(
                params={
                    "payment_intent": provider_transaction_id,
                    "amount": minor_units(amount, currency),
                    "metadata": {"refund_id": refund_id},
                },
                options={"idempotency_key": f"tarmac-refund-{refund_id}"},
            )
        except stripe.InvalidRequestError as exc:
            return RefundStarted(None, settled=False, failed=True, reason=exc.user_message)
        except stripe.StripeError as exc:
            raise UpstreamUnavailable(f"Stripe did not take the refund: {exc}") from exc
        return RefundStarted(
            provider_refund_id=refund.id,
            settled=refund.status == "succeeded",
            failed=refund.status in ("failed", "canceled"),
            reason=getattr(refund, "failure_reason", None),
        )


# the events about one Refund (``charge.refunded`` is not read: it does not say which)
REFUND_EVENTS = frozenset({"refund.updated", "refund.failed", "charge.refund.updated"})


def _refund_outcome(refund, event_id: str) -> Outcome | None:
    """A Refund's event, matched to our refund by the id in its metadata (or Stripe's)."""
    data = refund.to_dict()
    kind = {"succeeded": "refund_succeeded", "failed": "refund_failed"}.get(data.get("status"))
    if kind is None or not data.get("payment_intent"):
        return None
    return Outcome(
        kind,
        data["payment_intent"],
        reason=data.get("failure_reason"),
        refund_id=(data.get("metadata") or {}).get("refund_id") or data.get("id"),
        event_id=event_id,
    )
