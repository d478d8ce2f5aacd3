"""``emit``: record an event in the caller's transaction. It is delivered only if that
transaction commits, and it is never lost once it has."""

import uuid
from decimal import Decimal
from typing import Any, cast

from pydantic_core import to_jsonable_python
from sqlalchemy import Table, insert
from sqlalchemy.ext.asyncio import AsyncSession

from tarmac.core import clock
from tarmac.db.group_commit import Row
from tarmac.events.models import OutboxEvent

# built once: every sale emits; a mapped class's __table__ is typed as any FROM clause
_INSERT = insert(cast(Table, OutboxEvent.__table__))


async def emit(
    session: AsyncSession,
    type: str,
    payload: dict[str, Any],
    partner_id: uuid.UUID | None = None,
    booking_id: uuid.UUID | None = None,
) -> OutboxEvent:
    """Insert the event (one statement) after the caller's pending changes, which are
    flushed first when there are any; the event as stored."""
    if session.new or session.dirty or session.deleted:
        await session.flush()
    _, values = event_row(type, payload, partner_id, booking_id)
    await session.execute(_INSERT, values)
    return OutboxEvent(**values)


def event_row(
    type: str,
    payload: dict[str, Any],
    partner_id: uuid.UUID | None = None,
    booking_id: uuid.UUID | None = None,
) -> Row:
    """The event's row, for a caller that inserts it with rows of its own in one statement
    (``db.group_commit.insert_rows``); ``emit`` otherwise."""
    now = clock.now()
    return OutboxEvent, {
        "id": uuid.uuid4(),
        "type": type,
        "payload": to_jsonable_python(_numbers(payload)),
        "partner_id": partner_id,
        "booking_id": booking_id,
        "created_at": now,
        "available_at": now,
        "processed_at": None,
        "attempts": 0,
        "last_error": None,
    }


def _numbers(value: Any) -> Any:
    """Amounts (``Decimal``) as JSON numbers, as the spec's answers give money (spec 01
    conventions: only quote amounts are decimal strings); pydantic would write strings."""
    if isinstance(value, Decimal):
        return float(value)
    if isinstance(value, dict):
        return {key: _numbers(item) for key, item in value.items()}
    if isinstance(value, list | tuple):
        return [_numbers(item) for item in value]
    return value
