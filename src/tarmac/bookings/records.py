"""The rows a booking writes beside itself: its history lines, its events' fields, and
ORM objects built in full as rows for ``insert_rows``."""

import uuid
from collections.abc import Sequence
from typing import Any

from sqlalchemy import inspect
from sqlalchemy.ext.asyncio import AsyncSession
from sqlalchemy.orm.attributes import set_committed_value

from tarmac.auth.caller import Caller
from tarmac.bookings.models import (
    Booking,
    BookingEvent,
)
from tarmac.core import clock
from tarmac.db.group_commit import Changed, Row


def actor(caller: Caller) -> str:
    if caller.kind == "staff":
        return f"staff:{caller.staff_subject}"
    if caller.booking_id is not None:
        return "guest:magic-link"
    if caller.passenger_id is not None:
        return f"passenger:{caller.passenger_id}"
    if caller.client_id is not None:
        return f"key:{caller.client_id}"
    return caller.kind


def built(rows: Sequence[Any]) -> list[Row]:
    """ORM objects built in full, as rows for ``insert_rows`` (outside the unit of work:
    the booking answers from the objects as built)."""
    return [(type(row), row_values(row)) for row in rows]


def row_values(row: Any) -> dict[str, Any]:
    """Every column of an ORM object built in full, as the values of its ``INSERT``."""
    return {column.key: getattr(row, column.key) for column in row.__table__.columns}


def unwritten(row: Any) -> Changed:
    """What the unit of work would write of ``row``, a loaded row: the columns changed since
    it was loaded (and ``updated_at``), for the caller to send with its next statement
    (``insert_rows``' ``changed``); the row then counts as written, so no flush writes it
    again."""
    state = inspect(row)
    values = {
        attr.key: attr.value
        for attr in state.attrs
        if attr.key in state.mapper.columns and attr.history.has_changes()
    }
    values["updated_at"] = clock.now()
    for key, value in values.items():
        set_committed_value(row, key, value)
    return (type(row), row.id, values)


def history_line(
    booking: Booking,
    action: str,
    from_status: str | None,
    to_status: str | None,
    caller: Caller | None,
    **detail: Any,
) -> BookingEvent:
    """A line of the booking's history, every column set."""
    now = clock.now()
    return BookingEvent(
        id=uuid.uuid4(),
        booking_id=booking.id,
        action=action,
        from_status=from_status,
        to_status=to_status,
        actor=actor(caller) if caller is not None else "system",
        detail=detail,
        created_at=now,
        updated_at=now,
    )


def write_history(
    session: AsyncSession,
    booking: Booking,
    action: str,
    from_status: str | None,
    to_status: str | None,
    caller: Caller | None,
    **detail: Any,
) -> None:
    session.add(history_line(booking, action, from_status, to_status, caller, **detail))


def event_fields(booking: Booking) -> dict[str, Any]:
    return {
        "booking_id": booking.id,
        "booking_reference": booking.booking_reference,
        "status": booking.status,
        "total_amount": booking.total_amount,
        "currency": booking.currency,
        "contact_email": booking.contact_email,
        "flight_id": booking.flight_id,
        "payment_status": booking.payment_status,
    }
