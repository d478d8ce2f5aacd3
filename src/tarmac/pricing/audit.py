"""The price audit log (spec 01 §4.4 ``GET /audit-log``, staff): every quote, exchange quote
and refund quote with its inputs and computed lines.

Decisions (the spec shows only the ``booking_id`` and ``from`` query parameters):

- Filters: ``booking_id`` (the booking an exchange or refund quote is about, or the booking
  that used a quote: ``attach_booking``), ``quote_id``, ``kind`` (quote, exchange, refund),
  ``from`` (inclusive) and ``to`` (exclusive) on the time of pricing.
- Newest first; ``page`` (from 1) and ``page_size`` (1 to 200, default 50); the response is
  ``{data, count, page, page_size}`` with ``count`` the number of matching entries.
- Entries are written in the same transaction as the quote, so a quote that failed leaves
  no entry; they are never changed except to attach a booking.
"""

import uuid
from datetime import datetime
from decimal import Decimal
from typing import Any

from sqlalchemy import func, select, update
from sqlalchemy.ext.asyncio import AsyncSession

from tarmac.auth.caller import Caller
from tarmac.core import clock
from tarmac.pricing.quote_models import PriceAuditEntry, Quote


def entry_values(
    *,
    kind: str,
    caller: Caller,
    inputs: dict[str, Any],
    line_items: list[Any],
    applied_rules: list[Any],
    booking_id: uuid.UUID | None = None,
    currency: str | None = None,
    net: Decimal | None = None,
    partner_id: uuid.UUID | None = None,
) -> dict[str, Any]:
    """The values of an audit entry but its id, time, quote and result."""
    return {
        "kind": kind,
        "booking_id": booking_id,
        "api_key_id": caller.key_id,
        "client_id": caller.client_id,
        "client_type": caller.client_type or (None if caller.kind == "anonymous" else caller.kind),
        "partner_id": partner_id if partner_id is not None else caller.partner_id,
        "currency": currency,
        "net": net,
        "inputs": inputs,
        "line_items": line_items,
        "applied_rules": applied_rules,
    }


def entry(
    *,
    result: dict[str, Any],
    quote_id: uuid.UUID | None = None,
    at: datetime | None = None,
    **values: Any,
) -> PriceAuditEntry:
    """A new audit entry, in no session (``values``: those of ``entry_values``)."""
    return PriceAuditEntry(
        id=uuid.uuid4(),
        created_at=at or clock.now(),
        quote_id=quote_id,
        result=result,
        **entry_values(**values),
    )


def record(session: AsyncSession, **fields: Any) -> PriceAuditEntry:
    """A new audit entry (``entry``), added to ``session``."""
    made = entry(**fields)
    session.add(made)
    return made


async def attach_booking(session: AsyncSession, quote_id: uuid.UUID, booking_id: uuid.UUID) -> None:
    """Link a quote (and its audit entries) to the booking created from it."""
    await session.execute(update(Quote).where(Quote.id == quote_id).values(booking_id=booking_id))
    await session.execute(
        update(PriceAuditEntry)
        .where(PriceAuditEntry.quote_id == quote_id)
        .values(booking_id=booking_id)
    )


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
) -> tuple[list[PriceAuditEntry], int]:
    conditions = []
    if booking_id is not None:
        conditions.append(PriceAuditEntry.booking_id == booking_id)
    if quote_id is not None:
        conditions.append(PriceAuditEntry.quote_id == quote_id)
    if kind is not None:
        conditions.append(PriceAuditEntry.kind == kind)
    if since is not None:
        conditions.append(PriceAuditEntry.created_at >= since)
    if until is not None:
        conditions.append(PriceAuditEntry.created_at < until)
    total = await session.scalar(
        select(func.count()).select_from(PriceAuditEntry).where(*conditions)
    )
    rows = await session.scalars(
        select(PriceAuditEntry)
        .where(*conditions)
        .order_by(PriceAuditEntry.created_at.desc(), PriceAuditEntry.id)
        .offset((page - 1) * page_size)
        .limit(page_size)
    )
    return list(rows.all()), int(total or 0)
