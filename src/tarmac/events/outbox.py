"""``emit``: record an event in the caller's transaction. It is delivered only if that
transaction commits, and it is never lost once it has."""

import uuid
from typing import Any

from pydantic_core import to_jsonable_python
from sqlalchemy.ext.asyncio import AsyncSession

from tarmac.events.models import OutboxEvent


async def emit(
    session: AsyncSession,
    type: str,
    payload: dict[str, Any],
    partner_id: uuid.UUID | None = None,
    booking_id: uuid.UUID | None = None,
) -> OutboxEvent:
    event = OutboxEvent(
        type=type,
        payload=to_jsonable_python(payload),
        partner_id=partner_id,
        booking_id=booking_id,
    )
    session.add(event)
    await session.flush()
    return event
