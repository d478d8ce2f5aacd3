"""A pricing and its issuances (spec 01 §2.6, §4.4): ``PricedQuote`` is what pricing a
request produced, before it is issued; ``IssuedQuote`` one quote issued from it, valid for
300 seconds. While nothing a pricing was computed from changes (reference data, seats,
promo uses, and time up to ``stable_until``), issuing it again gives what pricing the
request again would (``pricing.issue``).
"""

import uuid
from collections.abc import Hashable
from dataclasses import dataclass, replace
from datetime import datetime, timedelta
from decimal import Decimal
from typing import Any

import orjson

from tarmac.cache import generations
from tarmac.core import clock

QUOTE_TTL = timedelta(seconds=300)


@dataclass(frozen=True)
class IssuedQuote:
    """One quote issued from a pricing."""

    id: uuid.UUID
    pricing_id: uuid.UUID
    created_at: datetime
    valid_until: datetime

    def row(self) -> dict[str, Any]:
        """The values of its ``Quote`` row."""
        return {
            "id": self.id,
            "pricing_id": self.pricing_id,
            "created_at": self.created_at,
            "valid_until": self.valid_until,
        }

    def identity(self) -> dict[str, str]:
        """What its response adds to the pricing's body, first."""
        return {
            "quote_id": str(self.id),
            "valid_until": clock.iso(self.valid_until),
            "created_at": clock.iso(self.created_at),
        }


def response(issued: IssuedQuote, body: dict[str, Any]) -> dict[str, Any]:
    """A quote's response: its pricing's body with the quote's id and times first."""
    return {**issued.identity(), **body}


DOCUMENTS = ("request", "body", "resolution")


@dataclass(frozen=True)
class PricedQuote:
    """What pricing a request produced, before it is issued as quotes: ``pricing_row``, the
    values of a ``QuotePricing`` (stored once), and its body encoded. While nothing it was
    computed from changes (reference data, seats, promo uses, and time up to
    ``stable_until``), issuing it again gives what pricing the request again would."""

    pricing_row: dict[str, Any]
    body_json: bytes
    paid_passengers: int
    computed_at: datetime
    stable_until: datetime
    availability: frozenset[Hashable]  # flights whose seats it read, promo uses if a promo
    sequence: int  # ``generations.availability.sequence`` before it read them

    @property
    def pricing_id(self) -> uuid.UUID:
        return self.pricing_row["id"]

    @property
    def body(self) -> dict[str, Any]:
        """The response without the quote's id and times (not kept by ``without_documents``)."""
        return self.pricing_row["body"]

    @property
    def currency(self) -> str:
        return self.pricing_row["currency"]

    @property
    def net(self) -> Decimal:
        return self.pricing_row["net"]

    def holds_at(self, now: datetime) -> bool:
        return (
            self.computed_at <= now < self.stable_until
            and generations.availability.unchanged_since(self.availability, self.sequence)
        )

    def issue(self, now: datetime) -> IssuedQuote:
        return IssuedQuote(uuid.uuid4(), self.pricing_id, now, now + QUOTE_TTL)

    def response_json(self, issued: IssuedQuote) -> bytes:
        """``response(issued, body)`` encoded, from the body encoded once."""
        head = orjson.dumps(issued.identity())
        return head[:-1] + b"," + self.body_json[1:]

    def without_documents(self) -> "PricedQuote":
        """What issuing needs, once the pricing is stored: its documents as Python objects
        take several times the memory of the encoded body."""
        row = {k: v for k, v in self.pricing_row.items() if k not in DOCUMENTS}
        return replace(self, pricing_row=row)
