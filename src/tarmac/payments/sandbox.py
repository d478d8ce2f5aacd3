"""The sandbox payment provider: a hosted page served by Tarmac itself (``/pay/...``), test
cards instead of money, and the same signed notification a real provider would send.

- ``start`` gives the payment a transaction id (``sbx_...``) and the page's URL.
- The page (``payments.hosted_page``) takes a card number; the test cards say what
  happens: ``4242 4242 4242 4242`` succeeds, ``4000 0000 0000 0002`` is declined
  (``card_declined``), ``4000 0000 0000 9995`` is declined (``insufficient_funds``),
  ``4000 0027 6000 3184`` asks for a 3-D Secure step (a second page that approves or
  fails it); any other number is declined (``invalid_number``). A declined card is
  reported as ``payment.declined``: the payment keeps the reason and stays open, and the
  page asks for another card.
- The page settles by POSTing a notification to the service's own endpoint
  (``/api/v1/payments/providers/sandbox/notify``), signed as ``X-Sandbox-Signature:
  t=<unix time>,v1=<HMAC-SHA256 of "<t>.<body>">`` with a key derived from the
  deployment's token secret; only after the service answered does it send the browser to
  ``return_url``. A notification older than five minutes, or badly signed, is refused.
- A refund is accepted when the worker submits it and reported done on the worker's
  next round (``payments.tasks``), so a cancelled booking shows ``refund_pending``, then
  ``refunded``. A ``refund.failed`` notification (``refund_id``: the ``sbxre_...`` id)
  fails that refund, as a real bank's refusal would.
"""

import hashlib
import hmac
import json
import time
import uuid
from collections.abc import Mapping
from decimal import Decimal
from typing import Literal

import httpx

from tarmac.core.errors import UpstreamUnavailable
from tarmac.payments.errors import BadSignature
from tarmac.payments.providers import Checkout, Outcome, PaymentStart, RefundStarted

NAME = "sandbox"
NOTIFY_PATH = "/api/v1/payments/providers/sandbox/notify"
SIGNATURE_HEADER = "X-Sandbox-Signature"
TOLERANCE_SECONDS = 300

CardResult = Literal["succeeded", "declined", "three_d_secure"]
TEST_CARDS: dict[str, tuple[CardResult, str | None]] = {
    "4242424242424242": ("succeeded", None),
    "4000000000000002": ("declined", "card_declined"),
    "4000000000009995": ("declined", "insufficient_funds"),
    "4000002760003184": ("three_d_secure", None),
}


def card_result(number: str) -> tuple[CardResult, str | None]:
    """What a test card does (spaces and dashes ignored)."""
    digits = "".join(ch for ch in number if ch.isdigit())
    return TEST_CARDS.get(digits, ("declined", "invalid_number"))


class SandboxProvider:
    name = NAME

    def __init__(self, token_secret: str, timeout: float) -> None:
        self._key = hmac.new(
            token_secret.encode(), b"tarmac-sandbox-payments", hashlib.sha256
        ).digest()
        self.timeout = timeout

    async def start(self, payment: PaymentStart) -> Checkout:
        return Checkout(
            provider_transaction_id=f"sbx_{uuid.UUID(payment.payment_id).hex}",
            payment_url=payment.page_url,
        )

    def sign(self, body: bytes, at: int | None = None) -> str:
        at = int(time.time()) if at is None else at
        digest = hmac.new(self._key, f"{at}.".encode() + body, hashlib.sha256).hexdigest()
        return f"t={at},v1={digest}"

    def notification(
        self,
        kind: str,
        provider_transaction_id: str,
        *,
        reason: str | None = None,
        refund_id: str | None = None,
    ) -> tuple[bytes, dict[str, str]]:
        """A signed notification, as the page (or a refund) sends it."""
        body = json.dumps(
            {
                "id": f"evt_sbx_{uuid.uuid4().hex}",
                "type": kind,
                "transaction_id": provider_transaction_id,
                "reason": reason,
                "refund_id": refund_id,
            }
        ).encode()
        return body, {"Content-Type": "application/json", SIGNATURE_HEADER: self.sign(body)}

    async def notify(
        self, base_url: str, kind: str, provider_transaction_id: str, **fields
    ) -> None:
        """POST a notification to the service at ``base_url`` and wait for its answer."""
        body, headers = self.notification(kind, provider_transaction_id, **fields)
        try:
            async with httpx.AsyncClient(timeout=self.timeout) as client:
                response = await client.post(
                    f"{base_url}{NOTIFY_PATH}", content=body, headers=headers
                )
        except httpx.HTTPError as exc:
            raise UpstreamUnavailable(f"The payment service did not answer: {exc}") from exc
        if response.status_code != 200:
            raise UpstreamUnavailable(
                f"The payment service refused the notification ({response.status_code})"
            )

    def read_notification(self, body: bytes, headers: Mapping[str, str]) -> Outcome | None:
        signature = headers.get(SIGNATURE_HEADER.lower()) or headers.get(SIGNATURE_HEADER) or ""
        parts = dict(part.split("=", 1) for part in signature.split(",") if "=" in part)
        try:
            at = int(parts.get("t", ""))
        except ValueError:
            raise BadSignature() from None
        if abs(time.time() - at) > TOLERANCE_SECONDS:
            raise BadSignature("The notification is older than five minutes")
        if not hmac.compare_digest(self.sign(body, at), signature):
            raise BadSignature()
        event = json.loads(body)
        kind = {
            "payment.succeeded": "succeeded",
            "payment.failed": "failed",
            "payment.declined": "declined",
            "payment.cancelled": "cancelled",
            "payment.requires_action": "requires_action",
            "refund.succeeded": "refund_succeeded",
            "refund.failed": "refund_failed",
        }.get(event.get("type"))
        if kind is None:
            return None
        return Outcome(
            kind=kind,
            provider_transaction_id=event["transaction_id"],
            reason=event.get("reason"),
            refund_id=event.get("refund_id"),
            event_id=event.get("id"),
        )

    async def refund(
        self, provider_transaction_id: str, amount: Decimal, currency: str, refund_id: str
    ) -> RefundStarted:
        return RefundStarted(provider_refund_id=f"sbxre_{uuid.UUID(refund_id).hex}", settled=False)
