"""Payment providers: what the service asks of one, and which one a deployment uses.

A provider starts a payment (``start``: a hosted page's ``payment_url``, or a card form's
``client_secret``), reads the notifications it sends back (``read_notification``: the
signature checked, the event turned into an ``Outcome``) and refunds (``refund``). The
notification, never the browser's redirect, settles a payment (``payments.notifications.settle``).

Two are built in: ``sandbox`` (``payments.sandbox``: a page served by Tarmac with test
cards) and ``stripe`` (``payments.stripe_provider``: Stripe's PaymentIntents).
"""

from collections.abc import Mapping
from dataclasses import dataclass
from datetime import datetime
from decimal import Decimal
from typing import Literal, Protocol

# "declined": one card refused, the payment still open for another (the sandbox's page)
OutcomeKind = Literal[
    "succeeded",
    "failed",
    "declined",
    "cancelled",
    "requires_action",
    "refund_succeeded",
    "refund_failed",
]


@dataclass(frozen=True)
class PaymentStart:
    """What a provider needs to start collecting a payment."""

    payment_id: str
    booking_id: str
    booking_reference: str
    amount: Decimal
    currency: str
    expires_at: datetime
    payer_email: str | None
    # the hosted page of a payment, with its traveller's access (sandbox)
    page_url: str


@dataclass(frozen=True)
class Checkout:
    """How the payer pays: a page to send the browser to, or a card form's secret."""

    provider_transaction_id: str
    payment_url: str | None = None
    client_secret: str | None = None
    publishable_key: str | None = None


@dataclass(frozen=True)
class Outcome:
    """What a provider's notification says happened to one of its transactions."""

    kind: OutcomeKind
    provider_transaction_id: str
    reason: str | None = None
    refund_id: str | None = None
    event_id: str | None = None


@dataclass(frozen=True)
class RefundStarted:
    """What the provider answered a refund: accepted (settled now, or reported later by a
    notification), or refused (``failed``, with its ``reason``)."""

    provider_refund_id: str | None
    settled: bool
    failed: bool = False
    reason: str | None = None


class Provider(Protocol):
    name: str

    async def start(self, payment: PaymentStart) -> Checkout: ...

    def read_notification(self, body: bytes, headers: Mapping[str, str]) -> Outcome | None:
        """The outcome a signed notification reports (``None``: an event that changes no
        payment); raises ``BadSignature`` when it is not the provider's."""
        ...

    async def refund(
        self, provider_transaction_id: str, amount: Decimal, currency: str, refund_id: str
    ) -> RefundStarted: ...
