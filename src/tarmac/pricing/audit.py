"""The price audit log (spec 01 §4.4 ``GET /audit-log``, staff): every quote, exchange quote
and refund quote with its inputs and computed lines.

Decisions (the spec shows only the ``booking_id`` and ``from`` query parameters):

- Filters: ``booking_id`` (the booking an exchange or refund quote is about, or the booking
  that used a quote: ``service.book_quote``), ``quote_id``, ``kind`` (quote, exchange, refund),
  ``from`` (inclusive) and ``to`` (exclusive) on the time of pricing.
- Newest first; ``page`` (from 1) and ``page_size`` (1 to 200, default 50); the response is
  ``{data, count, page, page_size}`` with ``count`` the number of matching entries.
- Where an entry lives: a quote (kind ``quote``) is its own entry, derived from the quote
  and its pricing (``quote_pricings``: the request and the lines), which are stored
  together before the quote is returned, so nothing is written twice on the hot path.
  When an unused quote is purged its entry is written to ``price_audit_log`` first
  (``archive_quotes``), with the quote's id as the entry's id, so an entry outlives its
  quote unchanged. Exchange and refund quotes write their entry to ``price_audit_log``
  in their own transaction. Entries never change except to attach a booking.
"""

import uuid
from collections.abc import Sequence
from datetime import datetime
from decimal import Decimal
from typing import Any

from sqlalchemy import JSON, DateTime, Select, func, null, select, union_all
from sqlalchemy.ext.asyncio import AsyncSession

from tarmac.auth.caller import Caller
from tarmac.core import clock
from tarmac.pricing.quote_models import PriceAuditEntry, Quote, QuotePricing

QUOTE = "quote"


def client_type_of(caller: Caller) -> str | None:
    return caller.client_type or (None if caller.kind == "anonymous" else caller.kind)


def record(
    session: AsyncSession,
    *,
    kind: str,
    caller: Caller,
    inputs: dict[str, Any],
    line_items: list[Any],
    applied_rules: list[Any],
    result: dict[str, Any],
    quote_id: uuid.UUID | None = None,
    booking_id: uuid.UUID | None = None,
    currency: str | None = None,
    net: Decimal | None = None,
    partner_id: uuid.UUID | None = None,
    at: datetime | None = None,
) -> PriceAuditEntry:
    """A new stored entry (exchange and refund quotes), added to ``session``."""
    made = PriceAuditEntry(
        id=uuid.uuid4(),
        created_at=at or clock.now(),
        kind=kind,
        quote_id=quote_id,
        booking_id=booking_id,
        api_key_id=caller.key_id,
        client_id=caller.client_id,
        client_type=client_type_of(caller),
        partner_id=partner_id if partner_id is not None else caller.partner_id,
        currency=currency,
        net=net,
        inputs=inputs,
        line_items=line_items,
        applied_rules=applied_rules,
        result=result,
    )
    session.add(made)
    return made


def quote_result(body: dict[str, Any], valid_until: str) -> dict[str, Any]:
    """The ``result`` of a quote's entry, from its response."""
    return {
        "gross": body["gross"],
        "channel_discount": body["channel_discount"],
        "net": body["net"],
        "fare_id": body["fare_resolution"]["fare_id"],
        "valid_until": valid_until,
    }


# --- reading ----------------------------------------------------------------------------------


def _stored(conditions: list) -> Select:
    entry = PriceAuditEntry
    return select(
        entry.id,
        entry.created_at,
        entry.kind,
        entry.quote_id,
        entry.booking_id,
        entry.api_key_id,
        entry.client_id,
        entry.client_type,
        entry.partner_id,
        entry.currency,
        entry.net,
        entry.inputs,
        entry.line_items,
        entry.applied_rules,
        entry.result,
        null().cast(JSON).label("request"),
        null().cast(JSON).label("body"),
        null().cast(DateTime(timezone=True)).label("valid_until"),
    ).where(*conditions)


def _derived(conditions: list) -> Select:
    """The entries of the quotes still stored (kind ``quote``), as ``_stored`` has them."""
    quote, pricing = Quote, QuotePricing
    return (
        select(
            quote.id,
            quote.created_at,
            pricing.kind,
            quote.id.label("quote_id"),
            quote.booking_id,
            pricing.api_key_id,
            pricing.client_id,
            pricing.client_type,
            pricing.partner_id,
            pricing.currency,
            pricing.net,
            null().cast(JSON).label("inputs"),
            null().cast(JSON).label("line_items"),
            null().cast(JSON).label("applied_rules"),
            null().cast(JSON).label("result"),
            pricing.request,
            pricing.body,
            quote.valid_until,
        )
        .join(pricing, pricing.id == quote.pricing_id)
        .where(pricing.kind == QUOTE, *conditions)
    )


def _entry(row: Any) -> dict[str, Any]:
    values = dict(row._mapping)
    request, body, valid_until = (
        values.pop("request"),
        values.pop("body"),
        values.pop("valid_until"),
    )
    if body is not None:  # a quote's entry, derived
        values["inputs"] = {"request": request}
        values["line_items"] = body["line_items"]
        values["applied_rules"] = body["applied_rules"]
        values["result"] = quote_result(body, clock.iso(valid_until))
    return values


async def search(
    session: AsyncSession,
    *,
    booking_id: uuid.UUID | None = None,
    quote_id: uuid.UUID | None = None,
    kind: str | None = None,
    since: datetime | None = None,
    until: datetime | None = None,
    page: int = 1,
    page_size: int = 50,
) -> tuple[list[dict[str, Any]], int]:
    def conditions(booking, quote, created) -> list:
        found = []
        if booking_id is not None:
            found.append(booking == booking_id)
        if quote_id is not None:
            found.append(quote == quote_id)
        if since is not None:
            found.append(created >= since)
        if until is not None:
            found.append(created < until)
        return found

    stored = conditions(
        PriceAuditEntry.booking_id, PriceAuditEntry.quote_id, PriceAuditEntry.created_at
    )
    if kind is not None:
        stored.append(PriceAuditEntry.kind == kind)
    parts = [_stored(stored)]
    if kind in (None, QUOTE):
        parts.append(_derived(conditions(Quote.booking_id, Quote.id, Quote.created_at)))
    entries = union_all(*parts).subquery("entries")
    total = await session.scalar(select(func.count()).select_from(entries))
    rows = await session.execute(
        select(entries)
        .order_by(entries.c.created_at.desc(), entries.c.id)
        .offset((page - 1) * page_size)
        .limit(page_size)
    )
    return [_entry(row) for row in rows], int(total or 0)


# --- keeping entries when quotes go -----------------------------------------------------------


async def archive_quotes(session: AsyncSession, quote_ids: Sequence[uuid.UUID]) -> None:
    """Write the entries of these quotes (kind ``quote``) to the log before they are
    deleted: same id, same values as ``search`` shows."""
    if not quote_ids:
        return
    rows = await session.execute(_derived([Quote.id.in_(quote_ids)]))
    session.add_all(PriceAuditEntry(**_entry(row)) for row in rows)
    await session.flush()
