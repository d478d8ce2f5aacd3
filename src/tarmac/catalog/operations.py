"""What flight operations (``tarmac.flightops``) and the worker read and write of flights: a
flight locked with its route and airports, airports by id, the due departures and arrivals
recorded in one statement each, the flights departing in a window."""

import uuid
from collections.abc import Iterable
from datetime import datetime, timedelta
from typing import Any

from sqlalchemy import func, select, update
from sqlalchemy.ext.asyncio import AsyncSession

from tarmac.catalog.flight_reads import origin_and_destination
from tarmac.catalog.models import Airport, Flight, Route

# when a flight leaves and lands on the airline's word or by its times (the worker's rule):
# the scheduled times moved by the delay; a recorded departure moves the arrival with it
EFFECTIVE_DEPARTURE = Flight.scheduled_departure + func.make_interval(
    0, 0, 0, 0, 0, Flight.delay_minutes
)
EFFECTIVE_ARRIVAL = func.coalesce(Flight.actual_departure, EFFECTIVE_DEPARTURE) + (
    Flight.scheduled_arrival - Flight.scheduled_departure
)


async def locked_flight(
    session: AsyncSession, flight_id: uuid.UUID
) -> tuple[Flight, Route, Airport, Airport] | None:
    """The flight, locked (its row only), with its route and airports; None if unknown."""
    origin, destination = origin_and_destination()
    row = (
        await session.execute(
            select(Flight, Route, origin, destination)
            .join(Route, Route.id == Flight.route_id)
            .join(origin, origin.id == Route.origin_id)
            .join(destination, destination.id == Route.destination_id)
            .where(Flight.id == flight_id)
            .with_for_update(of=Flight)
            .execution_options(populate_existing=True)
        )
    ).first()
    return tuple(row) if row is not None else None  # type: ignore[return-value]


async def airports_by_id(
    session: AsyncSession, ids: Iterable[uuid.UUID]
) -> dict[uuid.UUID, Airport]:
    wanted = list(set(ids))
    if not wanted:
        return {}
    return {a.id: a for a in await session.scalars(select(Airport).where(Airport.id.in_(wanted)))}


async def due_departures(
    session: AsyncSession, now: datetime, limit: int
) -> list[tuple[uuid.UUID, str, datetime]]:
    """Flights not yet departed (nor cancelled) whose departure, delay included, has come:
    up to ``limit`` recorded departed at that time in one statement, rows another
    transaction holds skipped; each flight's id, status before and recorded departure."""
    return await _record_due(
        session,
        now,
        limit,
        Flight.status.not_in(("departed", "arrived", "cancelled")),
        now >= EFFECTIVE_DEPARTURE,
        {"status": "departed", "actual_departure": EFFECTIVE_DEPARTURE},
        Flight.actual_departure,
    )


async def due_arrivals(
    session: AsyncSession, now: datetime, limit: int
) -> list[tuple[uuid.UUID, str, datetime]]:
    """Departed flights whose arrival has come (their recorded departure plus the scheduled
    flight time): up to ``limit`` recorded arrived then, as ``due_departures``."""
    return await _record_due(
        session,
        now,
        limit,
        Flight.status == "departed",
        now >= EFFECTIVE_ARRIVAL,
        {"status": "arrived", "actual_arrival": EFFECTIVE_ARRIVAL},
        Flight.actual_arrival,
    )


async def _record_due(
    session: AsyncSession,
    now: datetime,
    limit: int,
    status: Any,
    due: Any,
    values: dict[str, Any],
    recorded: Any,
) -> list[tuple[uuid.UUID, str, datetime]]:
    # ``scheduled_departure <= now`` first: the partial index ix_flights_in_operation
    chosen = (
        select(Flight.id, Flight.status)
        .where(status, Flight.scheduled_departure <= now, due)
        .order_by(Flight.scheduled_departure, Flight.id)
        .limit(limit)
        .with_for_update(skip_locked=True)
        .subquery("due")
    )
    rows = await session.execute(
        update(Flight)
        .where(Flight.id == chosen.c.id)
        .values(**values, updated_at=now)
        .returning(Flight.id, chosen.c.status, recorded)
        .execution_options(synchronize_session=False)
    )
    return [(flight_id, previous, at) for flight_id, previous, at in rows.all()]


async def flights_departing(
    session: AsyncSession, after: datetime, until: datetime
) -> list[uuid.UUID]:
    """The flights not yet gone nor cancelled that depart (scheduled time plus delay) after
    ``after`` and no later than ``until`` (the notices of a check-in window that opened)."""
    departure = Flight.scheduled_departure + Flight.delay_minutes * timedelta(minutes=1)
    rows = await session.scalars(
        select(Flight.id).where(
            Flight.scheduled_departure <= until,
            departure > after,
            departure <= until,
            Flight.status.not_in(("gate_closed", "departed", "arrived", "cancelled")),
        )
    )
    return list(rows)
