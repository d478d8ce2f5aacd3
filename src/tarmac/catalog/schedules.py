"""Flights generated from a weekly schedule.

A schedule's ``departure_time`` is local to the origin airport, so a flight's UTC departure
follows the origin's time zone (daylight saving included) and ``flight_date`` is the local
date of departure. Generation is idempotent: dates that already have the flight number are
skipped. Each new flight gets the schedule's booking-class inventory.
"""

import uuid
from collections.abc import Iterable
from dataclasses import dataclass
from datetime import UTC, date, datetime, time, timedelta
from zoneinfo import ZoneInfo

from sqlalchemy import select
from sqlalchemy.dialects.postgresql import insert
from sqlalchemy.ext.asyncio import AsyncSession

from tarmac.catalog.errors import TooManyDays
from tarmac.catalog.layout import SeatLayout
from tarmac.catalog.models import Aircraft, Airport, Flight, FlightSchedule, Route
from tarmac.core import clock
from tarmac.core.errors import InvalidRange, NotFound
from tarmac.inventory import service as inventory

MAX_GENERATION_DAYS = 400


@dataclass(frozen=True)
class Generated:
    created: int
    skipped: int


@dataclass(frozen=True)
class Departure:
    """One departure of a schedule: its local date at the origin and its UTC times."""

    local_date: date
    departure: datetime
    arrival: datetime


def departures(
    days: Iterable[date], departure_time: time, duration: timedelta, origin: ZoneInfo
) -> list[Departure]:
    """A schedule's departures on local dates at the origin (a local time that does not
    exist is read with the offset before the change)."""
    found = []
    for day in days:
        leaving = datetime.combine(day, departure_time, tzinfo=origin).astimezone(UTC)
        found.append(Departure(day, leaving, leaving + duration))
    return found


def weekly_dates(weekdays: Iterable[int], start: date, end: date) -> list[date]:
    """The dates from ``start`` to ``end`` (inclusive) on the ISO weekdays given."""
    days = set(weekdays)
    return [
        start + timedelta(days=offset)
        for offset in range((end - start).days + 1)
        if (start + timedelta(days=offset)).isoweekday() in days
    ]


def schedule_dates(schedule: FlightSchedule, date_from: date, date_to: date) -> list[date]:
    start, end = max(date_from, schedule.valid_from), min(date_to, schedule.valid_to)
    return weekly_dates(schedule.days_of_week, start, end)


async def _cabin_seats(session: AsyncSession, schedule: FlightSchedule) -> dict[str, int]:
    """The seats each cabin of the schedule's classes has on its aircraft, which its classes
    share; a cabin the aircraft's layout does not show has its largest class's seats."""
    plane = await session.get(Aircraft, schedule.aircraft_id)
    capacity = SeatLayout.model_validate(plane.layout).seats_by_cabin() if plane else {}
    seats: dict[str, int] = {}
    for bucket in schedule.inventory_template:
        cabin = bucket["cabin"]
        seats[cabin] = capacity.get(cabin) or max(seats.get(cabin, 0), bucket["seats"])
    return seats


async def generate_flights(
    session: AsyncSession, schedule_id: uuid.UUID, date_from: date, date_to: date
) -> Generated:
    """Create the schedule's flights between two dates (inclusive)."""
    if date_to < date_from:
        raise InvalidRange("date_to must not be before date_from")
    if (date_to - date_from).days > MAX_GENERATION_DAYS:
        raise TooManyDays(f"Generate at most {MAX_GENERATION_DAYS} days at a time")
    row = (
        await session.execute(
            select(FlightSchedule, Route, Airport.timezone)
            .join(Route, Route.id == FlightSchedule.route_id)
            .join(Airport, Airport.id == Route.origin_id)
            .where(FlightSchedule.id == schedule_id)
        )
    ).one_or_none()
    if row is None:
        raise NotFound("Schedule not found")
    schedule, route, origin_tz = row
    dates = schedule_dates(schedule, date_from, date_to) if schedule.is_active else []
    if not dates:
        return Generated(0, 0)
    duration = timedelta(minutes=schedule.duration_minutes or route.duration_minutes)
    now = clock.now()
    rows = []
    for flight in departures(dates, schedule.departure_time, duration, ZoneInfo(origin_tz)):
        rows.append(
            {
                "id": uuid.uuid4(),
                "flight_number": schedule.flight_number,
                "flight_date": flight.local_date,
                "route_id": route.id,
                "aircraft_id": schedule.aircraft_id,
                "schedule_id": schedule.id,
                "scheduled_departure": flight.departure,
                "scheduled_arrival": flight.arrival,
                "status": "scheduled",
                "delay_minutes": 0,
                "created_at": now,
                "updated_at": now,
            }
        )
    # executemany form: SQLAlchemy batches the rows ("insertmanyvalues") under PostgreSQL's
    # bind-parameter limit and compiles the statement once.
    created_ids = (
        await session.scalars(
            insert(Flight)
            .on_conflict_do_nothing(index_elements=["flight_number", "flight_date"])
            .returning(Flight.id),
            rows,
        )
    ).all()
    cabin_seats = await _cabin_seats(session, schedule)
    await inventory.open_classes(
        session,
        [
            inventory.NewClass(flight_id, b["booking_class"], b["cabin"], b["seats"])
            for flight_id in created_ids
            for b in schedule.inventory_template
        ],
        [
            inventory.NewCabin(flight_id, cabin, seats)
            for flight_id in created_ids
            for cabin, seats in cabin_seats.items()
        ],
        now=now,
    )
    return Generated(created=len(created_ids), skipped=len(rows) - len(created_ids))
