"""Issuing quotes (spec 01 §2.6, §4.4): from a pricing remembered or computed now, stored
before the quote is returned, and served back while valid.

A request priced before for the same caller is issued from that pricing while nothing it
depends on has changed (``priced.PricedQuote``, kept in ``Reads.pricings``); concurrent
identical requests share one pricing. A new pricing is stored (``quote_pricings``) before
its first quote; every quote is one small row (``quotes``), written by group commit
(``db.group_commit.BatchInserter``). ``GET /quote/{id}`` serves the pricing's body with the
quote's id and times until ``valid_until``, then 410 ``quote_not_available``.
"""

import uuid
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime
from decimal import Decimal
from typing import Any

import orjson
from cachetools import LRUCache
from sqlalchemy import bindparam, insert, select
from sqlalchemy.ext.asyncio import AsyncSession
from sqlalchemy.orm import joinedload

from tarmac.auth.caller import Caller
from tarmac.cache.reads import Reads
from tarmac.core import clock
from tarmac.core.errors import ServiceUnavailable
from tarmac.db import plain
from tarmac.db.engine import CONNECTION_ERRORS
from tarmac.db.group_commit import BatchInserter, Row
from tarmac.pricing.errors import QuoteAlreadyBooked, QuoteGone, QuoteNotYours
from tarmac.pricing.fare_choice import Named
from tarmac.pricing.priced import IssuedQuote, PricedQuote, response
from tarmac.pricing.quote_models import Quote, QuotePricing
from tarmac.pricing.quotes import compute
from tarmac.pricing.schemas import QuoteRequest


async def create_quote(
    request: QuoteRequest, caller: Caller, reads: Reads, inserter: BatchInserter
) -> bytes:
    """A new quote, stored before it is returned (JSON). A request that prices stores the
    pricing and its own quote together (one group write to wait for, not two)."""
    now = clock.now()
    own: list[IssuedQuote] = []  # the quote stored with the pricing, when this request priced

    async def price() -> PricedQuote:
        async with reads.session() as session:
            priced = await compute(session, request, caller, reads=reads, now=now)
        body = orjson.Fragment(priced.body_json)  # encoded once
        issued = priced.issue(now)
        await _store(
            inserter,
            (QuotePricing, {**priced.pricing_row, "body": body}),
            (Quote, issued.row()),
        )
        own.append(issued)
        return priced.without_documents()

    key = ("quote", caller, request.model_dump_json())
    priced = await reads.pricings.get_or_load(key, price, holds=lambda p: p.holds_at(now))
    if not own and not priced.holds_at(now):  # priced for a caller that came first, at its time
        priced = await price()
    if own:
        return priced.response_json(own[0])
    issued = priced.issue(now)
    await _store(inserter, (Quote, issued.row()))
    return priced.response_json(issued)


async def quote_in_session(
    session: AsyncSession,
    request: QuoteRequest,
    caller: Caller,
    reads: Reads | None = None,
    named: Sequence[Named | None] = (),
) -> uuid.UUID:
    """Price ``request`` now and store the quote in ``session``'s transaction (a booking
    priced without a quote of the client's: variants B and C keep the quote they were sold
    at, like variant A); the quote's id."""
    now = clock.now()
    priced = await compute(session, request, caller, reads=reads, now=now, named=named)
    issued = priced.issue(now)
    await session.execute(insert(QuotePricing).values(**priced.pricing_row))
    await session.execute(insert(Quote).values(**issued.row()))
    return issued.id


async def _store(inserter: BatchInserter, *rows: Row) -> None:
    try:
        await inserter.insert(*rows)
    except CONNECTION_ERRORS as exc:
        raise ServiceUnavailable(
            "The quote could not be stored: the database is unavailable. Retry with backoff.",
            headers={"Retry-After": "1"},
        ) from exc


async def get_quote_body(session: AsyncSession, quote_id: str) -> dict[str, Any]:
    """The response of a quote still valid, as it was computed; 410 when expired or
    unknown."""
    return quote_response(await get_valid_quote(session, quote_id))


def issued_of(quote: Quote) -> IssuedQuote:
    return IssuedQuote(quote.id, quote.pricing_id, quote.created_at, quote.valid_until)


def quote_response(quote: Quote) -> dict[str, Any]:
    return response(issued_of(quote), quote.pricing.body)


_VALID_QUOTE = (
    select(Quote).options(joinedload(Quote.pricing)).where(Quote.id == bindparam("quote"))
)


def _quote_key(quote_id: str | uuid.UUID) -> uuid.UUID:
    if isinstance(quote_id, uuid.UUID):
        return quote_id
    try:
        return uuid.UUID(quote_id)
    except ValueError:
        raise QuoteGone(quote_id, "Quote not found") from None


async def get_valid_quote(
    session: AsyncSession, quote_id: str | uuid.UUID, valid_at: datetime | None = None
) -> Quote:
    """The quote row, with its pricing, while it is valid (at ``valid_at``, now by
    default); otherwise 410 ``quote_not_available``."""
    raw = str(quote_id)
    key = _quote_key(quote_id)
    quote = await session.scalar(_VALID_QUOTE, {"quote": key})
    if quote is None:
        raise QuoteGone(raw, "Quote not found")
    if quote.valid_until <= (valid_at or clock.now()):
        raise QuoteGone(
            raw,
            f"Quote expired at {clock.iso(quote.valid_until)} (quotes are held for 300 seconds)",
        )
    return quote


# --- booking a quote ------------------------------------------------------------------------


@dataclass(frozen=True)
class StoredPricing:
    """What booking creation reads of a stored pricing (``QuotePricing``)."""

    currency: str
    net: Decimal
    fare_currency: str
    fare_net: Decimal
    partner_id: uuid.UUID | None
    promo_code_id: uuid.UUID | None
    customer_email: str | None
    round_trip: bool
    body: dict[str, Any]
    resolution: dict[str, Any]


# Pricings by id, as booking creation reads them. A stored pricing never changes (the
# worker deletes it once no quote uses it, and a quote being booked uses it), so nothing
# drops an entry but the bound; a sale then decodes no 14 KB of JSON it has decoded before.
stored_pricings: LRUCache[uuid.UUID, StoredPricing] = LRUCache(maxsize=2048)

_PRICING_FIELDS = tuple(StoredPricing.__dataclass_fields__)
_JSON_FIELDS = frozenset({"body", "resolution"})


def owns(caller: Caller, pricing: QuotePricing) -> bool:
    """The quote is the caller's to book: made without a key, or by the caller's client, or
    by an agency key of the caller's partner (``_CLAIM_SQL`` says the same in SQL)."""
    return (
        pricing.client_id is None
        or pricing.client_id == caller.client_id
        or (pricing.owner_partner_id is not None and pricing.owner_partner_id == _partner(caller))
    )


def _partner(caller: Caller) -> uuid.UUID | None:
    return caller.partner_id if caller.client_type == "agency" else None


# Link a quote to the booking ($2) while it is valid at $3 and has no booking, and its audit
# entries with it; the quote's row with its pricing when it was claimed, none otherwise. Plain
# SQL on the driver: SQLAlchemy's statement path (its cache key of this statement alone)
# cost more than the round trip. The pricing's documents come as text, decoded only when
# this process has not read that pricing before. ``owns`` in SQL: made without a key, by the
# caller's client ($4), or by an agency key of the caller's partner ($5, null unless the caller
# is one).
_PRICING_COLUMNS = ", ".join(
    f"p.{name}::text AS {name}" if name in _JSON_FIELDS else f"p.{name}" for name in _PRICING_FIELDS
)
_CLAIM_SQL = f"""
WITH claimed AS (
  UPDATE quotes SET booking_id = $2
  WHERE id = $1 AND booking_id IS NULL AND valid_until > $3
    AND EXISTS (
      SELECT FROM quote_pricings p WHERE p.id = quotes.pricing_id
        AND (p.client_id IS NULL OR p.client_id = $4::varchar OR p.owner_partner_id = $5::uuid)
    )
  RETURNING id, pricing_id, created_at, valid_until
), entries AS (
  UPDATE price_audit_log SET booking_id = $2 WHERE quote_id IN (SELECT id FROM claimed)
)
SELECT claimed.id, claimed.pricing_id, claimed.created_at, claimed.valid_until,
  {_PRICING_COLUMNS}
FROM claimed JOIN quote_pricings p ON p.id = claimed.pricing_id
"""  # noqa: S608 - column names from StoredPricing; values are parameters


async def claim(
    session: AsyncSession,
    quote_id: str | uuid.UUID,
    booking_id: uuid.UUID,
    caller: Caller,
    *,
    valid_at: datetime | None = None,
) -> tuple[IssuedQuote, StoredPricing]:
    """Book a quote for ``booking_id`` (see ``service.book_quote``); ``valid_at``: the
    moment it must have been valid at (an exchange's price lock: when it was previewed),
    now by default."""
    key = _quote_key(quote_id)
    found = await plain.fetch_in_transaction(
        session,
        _CLAIM_SQL,
        key,
        booking_id,
        valid_at or clock.now(),
        caller.client_id,
        _partner(caller),
    )
    if not found:
        quote = await get_valid_quote(session, str(quote_id), valid_at)  # 410: unknown, expired
        if not owns(caller, quote.pricing):
            raise QuoteNotYours()
        raise QuoteAlreadyBooked()
    (row,) = found
    issued = IssuedQuote(row["id"], row["pricing_id"], row["created_at"], row["valid_until"])
    stored = stored_pricings.get(issued.pricing_id)
    if stored is None:
        values = {
            name: orjson.loads(row[name]) if name in _JSON_FIELDS else row[name]
            for name in _PRICING_FIELDS
        }
        stored = stored_pricings[issued.pricing_id] = StoredPricing(**values)
    return issued, stored
