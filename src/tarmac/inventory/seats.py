"""Seats of a flight held, taken and freed by their holder (``INSERT ... ON CONFLICT`` on
``seat_assignments``: a seat is never given twice), and the seats occupied now."""

import uuid
from collections.abc import Sequence
from datetime import datetime
from typing import Any, cast

from sqlalchemy import CursorResult, and_, delete, or_, select, update
from sqlalchemy.dialects.postgresql import Insert
from sqlalchemy.dialects.postgresql import insert as pg_insert
from sqlalchemy.ext.asyncio import AsyncSession
from sqlalchemy.sql.dml import ReturningInsert

from tarmac.inventory.errors import SeatTaken
from tarmac.inventory.models import SeatAssignment


async def hold_seat(
    session: AsyncSession,
    flight_id: uuid.UUID,
    seat_number: str,
    holder: uuid.UUID,
    *,
    until: datetime | None,
    now: datetime,
) -> None:
    """Give ``seat_number`` to ``holder``: held until ``until``, or taken for good when
    ``until`` is None. A seat already the holder's is updated; a seat held by someone else
    whose hold has lapsed is taken over; otherwise ``SeatTaken``."""
    status = "held" if until is not None else "taken"
    values = {
        "id": uuid.uuid4(),
        "created_at": now,
        "updated_at": now,
        "flight_id": flight_id,
        "seat_number": seat_number,
        "holder": holder,
        "status": status,
        "held_until": until,
    }
    statement: Insert | ReturningInsert[Any]
    statement = pg_insert(SeatAssignment).values(values)
    existing = SeatAssignment.__table__.c
    statement = statement.on_conflict_do_update(
        index_elements=["flight_id", "seat_number"],
        set_={"holder": holder, "status": status, "held_until": until, "updated_at": now},
        where=or_(
            existing.holder == holder,
            and_(existing.status == "held", existing.held_until <= now),
        ),
    ).returning(existing.id)
    if (await session.execute(statement)).first() is None:
        raise SeatTaken(seat_number)


async def free_seats(session: AsyncSession, holder: uuid.UUID) -> list[tuple[uuid.UUID, str]]:
    """Free every seat of ``holder``; returns the (flight, seat) freed."""
    rows = await session.execute(
        delete(SeatAssignment)
        .where(SeatAssignment.holder == holder)
        .returning(SeatAssignment.flight_id, SeatAssignment.seat_number)
    )
    return [tuple(row) for row in rows.all()]  # type: ignore[misc]


async def release_seat(
    session: AsyncSession, flight_id: uuid.UUID, seat_number: str, holder: uuid.UUID
) -> None:
    """Give back one seat of ``holder`` on a flight (a passenger moved to another seat)."""
    await session.execute(
        delete(SeatAssignment).where(
            SeatAssignment.flight_id == flight_id,
            SeatAssignment.seat_number == seat_number,
            SeatAssignment.holder == holder,
        )
    )


async def free_seats_of(session: AsyncSession, holders: Sequence[uuid.UUID]) -> None:
    """Free every seat of these holders, in one statement."""
    if holders:
        await session.execute(
            delete(SeatAssignment).where(SeatAssignment.holder.in_(list(holders)))
        )


async def extend_holds(session: AsyncSession, holder: uuid.UUID, until: datetime) -> int:
    """Move the end of every seat ``holder`` holds (not those taken for good) to ``until``;
    how many."""
    result = await session.execute(
        update(SeatAssignment)
        .where(SeatAssignment.holder == holder, SeatAssignment.status == "held")
        .values(held_until=until)
    )
    # an UPDATE's result is a CursorResult, which counts its rows
    return cast(CursorResult[Any], result).rowcount


async def occupied_seats(session: AsyncSession, flight_id: uuid.UUID, now: datetime) -> set[str]:
    """Seats of the flight taken, or held with a hold that has not lapsed."""
    rows = await session.scalars(
        select(SeatAssignment.seat_number).where(
            SeatAssignment.flight_id == flight_id,
            or_(SeatAssignment.status == "taken", SeatAssignment.held_until > now),
        )
    )
    return set(rows)
