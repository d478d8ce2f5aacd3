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
from typing import Any

import orjson
from sqlalchemy import bindparam, insert, select
from sqlalchemy.ext.asyncio import AsyncSession
from sqlalchemy.orm import joinedload

from tarmac.auth.caller import Caller
from tarmac.cache.reads import Reads
from tarmac.core import clock
from tarmac.db.engine import CONNECTION_ERRORS
from tarmac.db.group_commit import BatchInserter, Row
from tarmac.pricing.errors import QuoteGone, QuoteNotStored
from tarmac.pricing.priced import IssuedQuote, PricedQuote, response
from tarmac.pricing.quote_models import Quote, QuotePricing
from tarmac.pricing.quotes import compute
from tarmac.pricing.schemas import QuoteRequest


async def create_quote(
    request: QuoteRequest, caller: Caller, reads: Reads, inserter: BatchInserter
) -> bytes:
    """A new quote, stored before it is returned (JSON)."""
    now = clock.now()

    async def price() -> PricedQuote:
        async with reads.session() as session:
            priced = await compute(session, request, caller, reads=reads, now=now)
        body = orjson.Fragment(priced.body_json)  # encoded once
        await _store(inserter, (QuotePricing, {**priced.pricing_row, "body": body}))
        return priced.without_documents()

    key = ("quote", caller, request.model_dump_json())
    priced = await reads.pricings.get_or_load(key, price, holds=lambda p: p.holds_at(now))
    if not priced.holds_at(now):  # priced for a caller that came first, at its time
        priced = await price()
    issued = priced.issue(now)
    await _store(inserter, (Quote, issued.row()))
    return priced.response_json(issued)


async def quote_in_session(
    session: AsyncSession, request: QuoteRequest, caller: Caller, reads: Reads | None = None
) -> Quote:
    """Price ``request`` now and store the quote in ``session``'s transaction (a booking
    priced without a quote of the client's: variants B and C keep the quote they were sold
    at, like variant A)."""
    now = clock.now()
    priced = await compute(session, request, caller, reads=reads, now=now)
    issued = priced.issue(now)
    await session.execute(insert(QuotePricing).values(**priced.pricing_row))
    await session.execute(insert(Quote).values(**issued.row()))
    return await get_valid_quote(session, issued.id)


async def _store(inserter: BatchInserter, *rows: Row) -> None:
    try:
        await inserter.insert(*rows)
    except CONNECTION_ERRORS as exc:
        raise QuoteNotStored(
            "The quote could not be stored: the database is unavailable. Retry with backoff."
        ) from exc


async def get_quote_body(session: AsyncSession, quote_id: str) -> dict[str, Any]:
    """The response of a quote still valid, as it was computed; 410 when expired or
    unknown."""
    return quote_response(await get_valid_quote(session, quote_id))


def quote_response(quote: Quote) -> dict[str, Any]:
    issued = IssuedQuote(quote.id, quote.pricing_id, quote.created_at, quote.valid_until)
    return response(issued, quote.pricing.body)


_VALID_QUOTE = (
    select(Quote).options(joinedload(Quote.pricing)).where(Quote.id == bindparam("quote"))
)


async def get_valid_quote(session: AsyncSession, quote_id: str | uuid.UUID) -> Quote:
    """The quote row, with its pricing, while it is valid (booking creation uses this);
    otherwise 410 ``quote_not_available``."""
    raw = str(quote_id)
    try:
        key = uuid.UUID(raw) if not isinstance(quote_id, uuid.UUID) else quote_id
    except ValueError:
        raise QuoteGone(raw, "Quote not found") from None
    quote = await session.scalar(_VALID_QUOTE, {"quote": key})
    if quote is None:
        raise QuoteGone(raw, "Quote not found")
    if quote.valid_until <= clock.now():
        raise QuoteGone(
            raw,
            f"Quote expired at {clock.iso(quote.valid_until)} (quotes are held for 300 seconds)",
        )
    return quote
