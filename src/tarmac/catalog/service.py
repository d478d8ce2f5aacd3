"""Catalog rules for the back office: airports, routes, aircraft, flights and weekly
schedules (spec 01 §2.8, §2.9).

- A body that names another record (an airport, route or aircraft) may use its UUID or its
  code; a name that matches nothing is 422, an unknown id in the path is 404.
- Unique keys (IATA code, route code, origin and destination pair, aircraft code, flight
  number and date) are 409. A record still used elsewhere cannot be deleted (409): an airport
  with routes; a route with flights, schedules or fare plans; an aircraft with flights or
  schedules. Routes and airports can be deactivated instead (``is_active``).
- Times: a flight's ``flight_date`` is the local date of departure at the origin airport and
  its timestamps are stored in UTC. A local departure time that does not exist (the hour
  skipped when clocks go forward) is read with the offset in force before the change, and
  one that happens twice (clocks go back) as its first occurrence, like the flights
  generated from schedules (PEP 495 ``fold=0``).
- Dates are accepted from 2000-01-01 to 2099-12-31.
"""

import uuid
from collections.abc import Sequence
from datetime import UTC, date, datetime, time, timedelta
from typing import Any
from zoneinfo import ZoneInfo

from pydantic import ValidationError
from sqlalchemy import ColumnElement, SmallInteger, delete, exists, func, or_, select, type_coerce
from sqlalchemy.dialects.postgresql import ARRAY
from sqlalchemy.exc import IntegrityError
from sqlalchemy.ext.asyncio import AsyncSession
from sqlalchemy.orm import aliased, selectinload

from tarmac.catalog.layout import SeatLayout
from tarmac.catalog.models import FLIGHT_STATUSES, Aircraft, Airport, Flight, FlightSchedule, Route
from tarmac.catalog.schedules import Generated, generate_flights
from tarmac.core.errors import Conflict, NotFound, TarmacError, ValidationFailed
from tarmac.db.lookup import get_or_404
from tarmac.pricing.models import CABINS, FarePlan

MIN_DATE = date(2000, 1, 1)
MAX_DATE = date(2099, 12, 31)
MAX_FLIGHT_HOURS = 24

CONSTRAINT_MESSAGES = {
    "uq_airports_iata_code": "An airport with this IATA code already exists",
    "uq_routes_route_code": "A route with this route code already exists",
    "uq_routes_origin_id_destination_id": "A route between these airports already exists",
    "ck_routes_distinct_airports": "origin and destination must be different airports",
    "uq_aircraft_code": "An aircraft with this code already exists",
    "uq_flights_flight_number_flight_date": "This flight number already flies on this date",
}


# --- errors from the database ------------------------------------------------------------------


def integrity_error(exc: IntegrityError, messages: dict[str, str] | None = None) -> TarmacError:
    """The client-facing error for a constraint the database refused: 409 for unique keys and
    references, 422 for checks. ``messages`` maps constraint names to details."""
    known = {**CONSTRAINT_MESSAGES, **(messages or {})}
    state = getattr(exc.orig, "sqlstate", None)
    name = getattr(getattr(exc.orig, "__cause__", None), "constraint_name", None)
    detail = known.get(name or "")
    if state == "23505":
        return Conflict(detail or "A record with these values already exists")
    if state == "23503":
        return Conflict(detail or "The record is referenced by other records")
    return ValidationFailed(detail or f"The values break a rule ({name or 'constraint'})")


async def flush(session: AsyncSession, messages: dict[str, str] | None = None) -> None:
    try:
        await session.flush()
    except IntegrityError as exc:
        raise integrity_error(exc, messages) from None


def _in_date_range(value: date, field: str) -> None:
    if not MIN_DATE <= value <= MAX_DATE:
        raise ValidationFailed(f"{field} must be between {MIN_DATE} and {MAX_DATE}")


def _apply(record: Any, changes: dict[str, Any]) -> None:
    for name, value in changes.items():
        setattr(record, name, value)


# --- airports ------------------------------------------------------------------------------------


async def create_airport(session: AsyncSession, **fields: Any) -> Airport:
    airport = Airport(**fields)
    session.add(airport)
    await flush(session)
    return airport


async def list_airports(
    session: AsyncSession,
    *,
    search: str | None = None,
    country: str | None = None,
    limit: int = 200,
) -> Sequence[Airport]:
    """Airports by IATA code; ``search`` matches the IATA code, city or name (any case)."""
    statement = select(Airport).order_by(Airport.iata_code).limit(limit)
    if search:
        statement = statement.where(
            or_(
                Airport.iata_code.icontains(search, autoescape=True),
                Airport.city.icontains(search, autoescape=True),
                Airport.name.icontains(search, autoescape=True),
            )
        )
    if country:
        statement = statement.where(Airport.country == country)
    return (await session.scalars(statement)).all()


async def get_airport(session: AsyncSession, airport_id: uuid.UUID) -> Airport:
    return await get_or_404(session, Airport, airport_id, f"Airport {airport_id} not found")


async def update_airport(
    session: AsyncSession, airport_id: uuid.UUID, changes: dict[str, Any]
) -> Airport:
    """Changing an airport's time zone does not move flights already created: their UTC
    times stay."""
    airport = await get_airport(session, airport_id)
    _apply(airport, changes)
    await flush(session)
    return airport


async def delete_airport(session: AsyncSession, airport_id: uuid.UUID) -> None:
    airport = await get_airport(session, airport_id)
    used = await session.scalar(
        select(
            exists().where(or_(Route.origin_id == airport.id, Route.destination_id == airport.id))
        )
    )
    if used:
        raise Conflict(
            f"Airport {airport.iata_code} is used by routes; delete them first "
            "or deactivate the airport (is_active false)"
        )
    await _delete(session, delete(Airport).where(Airport.id == airport.id))


async def _delete(session: AsyncSession, statement: Any) -> None:
    try:
        await session.execute(statement)
    except IntegrityError as exc:
        raise integrity_error(exc) from None


async def _airport_ref(session: AsyncSession, ref: uuid.UUID | str, field: str) -> Airport:
    condition = Airport.id == ref if isinstance(ref, uuid.UUID) else Airport.iata_code == ref
    airport = await session.scalar(select(Airport).where(condition))
    if airport is None:
        raise ValidationFailed(f"{field} {ref} is not a known airport")
    return airport


# --- routes --------------------------------------------------------------------------------------


def _route_query():
    return select(Route).options(selectinload(Route.origin), selectinload(Route.destination))


async def create_route(
    session: AsyncSession,
    *,
    origin: uuid.UUID | str,
    destination: uuid.UUID | str,
    distance_km: int,
    duration_minutes: int,
    route_code: str | None = None,
    route_type: str | None = None,
    is_active: bool = True,
) -> Route:
    """``route_code`` defaults to ``ORIG-DEST``; ``route_type`` to domestic when both
    airports are in one country, else international."""
    origin_airport = await _airport_ref(session, origin, "origin")
    destination_airport = await _airport_ref(session, destination, "destination")
    if origin_airport.id == destination_airport.id:
        raise ValidationFailed("origin and destination must be different airports")
    domestic = origin_airport.country == destination_airport.country
    route = Route(
        route_code=route_code or f"{origin_airport.iata_code}-{destination_airport.iata_code}",
        origin_id=origin_airport.id,
        destination_id=destination_airport.id,
        route_type=route_type or ("domestic" if domestic else "international"),
        distance_km=distance_km,
        duration_minutes=duration_minutes,
        is_active=is_active,
    )
    route.origin = origin_airport
    route.destination = destination_airport
    session.add(route)
    await flush(session)
    return route


async def list_routes(
    session: AsyncSession,
    *,
    origin: str | None = None,
    destination: str | None = None,
    is_active: bool | None = None,
) -> Sequence[Route]:
    """Routes by route code; ``origin`` and ``destination`` are IATA codes."""
    statement = _route_query().order_by(Route.route_code)
    if origin:
        from_airport = aliased(Airport)
        statement = statement.join(from_airport, from_airport.id == Route.origin_id).where(
            from_airport.iata_code == origin
        )
    if destination:
        to_airport = aliased(Airport)
        statement = statement.join(to_airport, to_airport.id == Route.destination_id).where(
            to_airport.iata_code == destination
        )
    if is_active is not None:
        statement = statement.where(Route.is_active.is_(is_active))
    return (await session.scalars(statement)).all()


async def get_route(session: AsyncSession, route_id: uuid.UUID) -> Route:
    route = await session.scalar(_route_query().where(Route.id == route_id))
    if route is None:
        raise NotFound(f"Route {route_id} not found")
    return route


async def update_route(
    session: AsyncSession, route_id: uuid.UUID, changes: dict[str, Any]
) -> Route:
    """A new ``duration_minutes`` applies to flights created afterwards."""
    route = await get_route(session, route_id)
    _apply(route, changes)
    await flush(session)
    return route


async def delete_route(session: AsyncSession, route_id: uuid.UUID) -> None:
    route = await get_route(session, route_id)
    for model, what in (
        (Flight, "flights"),
        (FlightSchedule, "schedules"),
        (FarePlan, "fare plans"),
    ):
        if await session.scalar(select(exists().where(model.route_id == route.id))):
            raise Conflict(
                f"Route {route.route_code} has {what}; deactivate it instead (is_active false)"
            )
    await _delete(session, delete(Route).where(Route.id == route.id))


async def _route_ref(session: AsyncSession, ref: uuid.UUID | str, field: str = "route") -> Route:
    condition = Route.id == ref if isinstance(ref, uuid.UUID) else Route.route_code == ref
    route = await session.scalar(_route_query().where(condition))
    if route is None:
        raise ValidationFailed(f"{field} {ref} is not a known route")
    return route


# --- aircraft ------------------------------------------------------------------------------------


def seat_layout(value: SeatLayout | dict[str, Any]) -> SeatLayout:
    """A checked layout; 422 naming the first problem when it is not valid."""
    if isinstance(value, SeatLayout):
        return value
    try:
        return SeatLayout.model_validate(value)
    except ValidationError as exc:
        first = exc.errors()[0]
        where = ".".join(str(part) for part in first.get("loc", ()))
        raise ValidationFailed(
            f"layout is not valid: {where + ': ' if where else ''}{first.get('msg')}"
        ) from None


def _layout_fields(layout: SeatLayout | dict[str, Any]) -> dict[str, Any]:
    checked = seat_layout(layout)
    total = checked.total_seats()
    if total == 0:
        raise ValidationFailed("layout is not valid: it has no sellable seat")
    return {"layout": checked.model_dump(mode="json"), "total_seats": total}


async def create_aircraft(
    session: AsyncSession,
    *,
    code: str,
    name: str,
    layout: SeatLayout | dict[str, Any],
    manufacturer: str | None = None,
) -> Aircraft:
    aircraft = Aircraft(code=code, name=name, manufacturer=manufacturer, **_layout_fields(layout))
    session.add(aircraft)
    await flush(session)
    return aircraft


async def list_aircraft(session: AsyncSession) -> Sequence[Aircraft]:
    return (await session.scalars(select(Aircraft).order_by(Aircraft.code))).all()


async def get_aircraft(
    session: AsyncSession, aircraft_id: uuid.UUID, *, for_update: bool = False
) -> Aircraft:
    aircraft = await get_or_404(
        session, Aircraft, aircraft_id, f"Aircraft {aircraft_id} not found", for_update=for_update
    )
    return aircraft


async def update_aircraft(
    session: AsyncSession, aircraft_id: uuid.UUID, changes: dict[str, Any]
) -> Aircraft:
    """A new layout recomputes ``total_seats``; it is refused (422) when an active schedule
    of the aircraft has a booking class with more seats than the new layout's cabin."""
    aircraft = await get_aircraft(session, aircraft_id, for_update=True)
    changes = dict(changes)
    if "layout" in changes:
        fields = _layout_fields(changes.pop("layout"))
        schedules = (
            await session.scalars(
                select(FlightSchedule).where(
                    FlightSchedule.aircraft_id == aircraft.id, FlightSchedule.is_active
                )
            )
        ).all()
        capacity = SeatLayout.model_validate(fields["layout"]).seats_by_cabin()
        for schedule in schedules:
            _check_template(
                schedule.inventory_template,
                capacity,
                aircraft.code,
                f"the new layout is too small for schedule {schedule.flight_number} "
                f"({schedule.id}): ",
            )
        changes.update(fields)
    _apply(aircraft, changes)
    await flush(session)
    return aircraft


async def delete_aircraft(session: AsyncSession, aircraft_id: uuid.UUID) -> None:
    aircraft = await get_aircraft(session, aircraft_id)
    for model, what in ((Flight, "flights"), (FlightSchedule, "schedules")):
        if await session.scalar(select(exists().where(model.aircraft_id == aircraft.id))):
            raise Conflict(f"Aircraft {aircraft.code} has {what}")
    await _delete(session, delete(Aircraft).where(Aircraft.id == aircraft.id))


async def _aircraft_ref(
    session: AsyncSession, ref: uuid.UUID | str, field: str = "aircraft"
) -> Aircraft:
    condition = Aircraft.id == ref if isinstance(ref, uuid.UUID) else Aircraft.code == ref
    aircraft = await session.scalar(select(Aircraft).where(condition))
    if aircraft is None:
        raise ValidationFailed(f"{field} {ref} is not a known aircraft")
    return aircraft


def cabin_capacity(aircraft: Aircraft) -> dict[str, int]:
    """Sellable seats of the aircraft per cabin."""
    return SeatLayout.model_validate(aircraft.layout).seats_by_cabin()


# --- flights -------------------------------------------------------------------------------------


def _flight_query():
    return select(Flight).options(
        selectinload(Flight.route).selectinload(Route.origin),
        selectinload(Flight.route).selectinload(Route.destination),
        selectinload(Flight.aircraft),
    )


async def create_flight(
    session: AsyncSession,
    *,
    flight_number: str,
    route: uuid.UUID | str,
    aircraft: uuid.UUID | str,
    flight_date: date | None = None,
    departure_time: time | None = None,
    scheduled_departure: datetime | None = None,
    scheduled_arrival: datetime | None = None,
    departure_gate: str | None = None,
    arrival_gate: str | None = None,
    departure_terminal: str | None = None,
) -> Flight:
    """One flight, without booking-class inventory (add it with the inventory endpoints).

    Either ``departure_time`` local to the origin with ``flight_date``, or
    ``scheduled_departure`` with an offset (``flight_date`` is then its local date at the
    origin, and must agree when given). The arrival is the departure plus the route's
    duration unless ``scheduled_arrival`` is given."""
    the_route = await _route_ref(session, route)
    the_aircraft = await _aircraft_ref(session, aircraft)
    zone = ZoneInfo(the_route.origin.timezone)
    if (departure_time is None) == (scheduled_departure is None):
        raise ValidationFailed("give exactly one of departure_time and scheduled_departure")
    if departure_time is not None:
        if flight_date is None:
            raise ValidationFailed("flight_date is required with departure_time")
        _in_date_range(flight_date, "flight_date")
        departure = datetime.combine(flight_date, departure_time, tzinfo=zone).astimezone(UTC)
    else:
        assert scheduled_departure is not None
        if scheduled_departure.tzinfo is None:
            raise ValidationFailed("scheduled_departure needs a UTC offset")
        _in_date_range(scheduled_departure.date(), "scheduled_departure")
        departure = scheduled_departure.astimezone(UTC)
        local_date = departure.astimezone(zone).date()
        if flight_date is not None and flight_date != local_date:
            raise ValidationFailed(
                f"flight_date {flight_date} is not the local date of scheduled_departure at "
                f"{the_route.origin.iata_code} ({local_date})"
            )
        flight_date = local_date
    if scheduled_arrival is None:
        arrival = departure + timedelta(minutes=the_route.duration_minutes)
    else:
        if scheduled_arrival.tzinfo is None:
            raise ValidationFailed("scheduled_arrival needs a UTC offset")
        _in_date_range(scheduled_arrival.date(), "scheduled_arrival")
        arrival = scheduled_arrival.astimezone(UTC)
        if arrival <= departure:
            raise ValidationFailed("scheduled_arrival must be after the departure")
        if arrival - departure > timedelta(hours=MAX_FLIGHT_HOURS):
            raise ValidationFailed(
                f"scheduled_arrival must be within {MAX_FLIGHT_HOURS} hours of the departure"
            )
    flight = Flight(
        flight_number=flight_number,
        flight_date=flight_date,
        route_id=the_route.id,
        aircraft_id=the_aircraft.id,
        scheduled_departure=departure,
        scheduled_arrival=arrival,
        status="scheduled",
        delay_minutes=0,
        departure_gate=departure_gate,
        arrival_gate=arrival_gate,
        departure_terminal=departure_terminal,
    )
    flight.route = the_route
    flight.aircraft = the_aircraft
    session.add(flight)
    await flush(session)
    return flight


async def list_flights(
    session: AsyncSession,
    *,
    date_from: date | None = None,
    date_to: date | None = None,
    route_id: uuid.UUID | None = None,
    route_code: str | None = None,
    flight_number: str | None = None,
    status: str | None = None,
    page: int = 1,
    page_size: int = 50,
) -> tuple[Sequence[Flight], int]:
    """One page of flights by departure time (then flight number), and how many match."""
    conditions: list[ColumnElement[bool]] = []
    if date_from is not None:
        conditions.append(Flight.flight_date >= date_from)
    if date_to is not None:
        conditions.append(Flight.flight_date <= date_to)
    if route_id is not None:
        conditions.append(Flight.route_id == route_id)
    if route_code is not None:
        conditions.append(
            Flight.route_id.in_(select(Route.id).where(Route.route_code == route_code))
        )
    if flight_number is not None:
        conditions.append(Flight.flight_number == flight_number)
    if status is not None:
        conditions.append(Flight.status == status)
    total = await session.scalar(select(func.count()).select_from(Flight).where(*conditions))
    flights = (
        await session.scalars(
            _flight_query()
            .where(*conditions)
            .order_by(Flight.scheduled_departure, Flight.flight_number, Flight.id)
            .offset((page - 1) * page_size)
            .limit(page_size)
        )
    ).all()
    return flights, total or 0


async def get_flight(
    session: AsyncSession, flight_id: uuid.UUID, *, for_update: bool = False
) -> Flight:
    statement = _flight_query().where(Flight.id == flight_id)
    if for_update:
        statement = statement.with_for_update(of=Flight)
    flight = await session.scalar(statement)
    if flight is None:
        raise NotFound(f"Flight {flight_id} not found")
    return flight


async def update_flight(
    session: AsyncSession, flight_id: uuid.UUID, changes: dict[str, Any]
) -> Flight:
    """Plain operational fields: ``status``, ``delay_minutes``, gates and terminal. No state
    machine and no events yet (flight operations will add them)."""
    allowed = {"status", "delay_minutes", "departure_gate", "arrival_gate", "departure_terminal"}
    unknown = sorted(set(changes) - allowed)
    if unknown:
        raise ValidationFailed("these flight fields cannot be changed here: " + ", ".join(unknown))
    if "status" in changes and changes["status"] not in FLIGHT_STATUSES:
        raise ValidationFailed("status must be one of: " + ", ".join(FLIGHT_STATUSES))
    flight = await get_flight(session, flight_id, for_update=True)
    _apply(flight, changes)
    await flush(session)
    return flight


# --- schedules -----------------------------------------------------------------------------------


def _check_template(
    template: list[dict[str, Any]], capacity: dict[str, int], aircraft_code: str, prefix: str = ""
) -> None:
    """Booking classes are unique single capital letters of a known cabin, each with at least
    one seat and at most the aircraft's sellable seats in that cabin."""
    seen: set[str] = set()
    for bucket in template:
        letter, cabin, seats = bucket["booking_class"], bucket["cabin"], bucket["seats"]
        if letter in seen:
            raise ValidationFailed(f"{prefix}booking class {letter} appears twice")
        seen.add(letter)
        if cabin not in CABINS:
            raise ValidationFailed(f"{prefix}cabin must be one of: {', '.join(CABINS)}")
        available = capacity.get(cabin, 0)
        if available == 0:
            raise ValidationFailed(
                f"{prefix}class {letter}: aircraft {aircraft_code} has no {cabin} seats"
            )
        if not 1 <= seats <= available:
            raise ValidationFailed(
                f"{prefix}class {letter} has {seats} seats; aircraft {aircraft_code} has "
                f"{available} {cabin} seats"
            )


async def _check_no_overlap(
    session: AsyncSession,
    *,
    schedule_id: uuid.UUID | None,
    flight_number: str,
    days_of_week: list[int],
    valid_from: date,
    valid_to: date,
) -> None:
    """Two active schedules of one flight number may not share a day of operation."""
    statement = select(FlightSchedule).where(
        FlightSchedule.flight_number == flight_number,
        FlightSchedule.is_active,
        FlightSchedule.valid_from <= valid_to,
        FlightSchedule.valid_to >= valid_from,
        type_coerce(FlightSchedule.days_of_week, ARRAY(SmallInteger)).overlap(days_of_week),
    )
    if schedule_id is not None:
        statement = statement.where(FlightSchedule.id != schedule_id)
    clash = await session.scalar(statement.limit(1))
    if clash is not None:
        raise Conflict(
            f"Active schedule {clash.id} of {flight_number} already operates on some of these "
            f"days between {clash.valid_from} and {clash.valid_to}"
        )


def _check_validity(valid_from: date, valid_to: date) -> None:
    _in_date_range(valid_from, "valid_from")
    _in_date_range(valid_to, "valid_to")
    if valid_from > valid_to:
        raise ValidationFailed("valid_from must not be after valid_to")


async def create_schedule(
    session: AsyncSession,
    *,
    flight_number: str,
    route: uuid.UUID | str,
    aircraft: uuid.UUID | str,
    days_of_week: list[int],
    departure_time: time,
    valid_from: date,
    valid_to: date,
    inventory_template: list[dict[str, Any]],
    duration_minutes: int | None = None,
    is_active: bool = True,
) -> FlightSchedule:
    the_route = await _route_ref(session, route)
    the_aircraft = await _aircraft_ref(session, aircraft)
    days = sorted(set(days_of_week))
    _check_validity(valid_from, valid_to)
    _check_template(inventory_template, cabin_capacity(the_aircraft), the_aircraft.code)
    if is_active:
        await _check_no_overlap(
            session,
            schedule_id=None,
            flight_number=flight_number,
            days_of_week=days,
            valid_from=valid_from,
            valid_to=valid_to,
        )
    schedule = FlightSchedule(
        flight_number=flight_number,
        route_id=the_route.id,
        aircraft_id=the_aircraft.id,
        days_of_week=days,
        departure_time=departure_time,
        duration_minutes=duration_minutes,
        valid_from=valid_from,
        valid_to=valid_to,
        inventory_template=[dict(bucket) for bucket in inventory_template],
        is_active=is_active,
    )
    session.add(schedule)
    await flush(session)
    return schedule


async def list_schedules(
    session: AsyncSession,
    *,
    flight_number: str | None = None,
    route_id: uuid.UUID | None = None,
    is_active: bool | None = None,
) -> Sequence[FlightSchedule]:
    statement = select(FlightSchedule).order_by(
        FlightSchedule.flight_number, FlightSchedule.valid_from, FlightSchedule.id
    )
    if flight_number is not None:
        statement = statement.where(FlightSchedule.flight_number == flight_number)
    if route_id is not None:
        statement = statement.where(FlightSchedule.route_id == route_id)
    if is_active is not None:
        statement = statement.where(FlightSchedule.is_active.is_(is_active))
    return (await session.scalars(statement)).all()


async def get_schedule(
    session: AsyncSession, schedule_id: uuid.UUID, *, for_update: bool = False
) -> FlightSchedule:
    schedule = await get_or_404(
        session,
        FlightSchedule,
        schedule_id,
        f"Schedule {schedule_id} not found",
        for_update=for_update,
    )
    return schedule


async def update_schedule(
    session: AsyncSession, schedule_id: uuid.UUID, changes: dict[str, Any]
) -> FlightSchedule:
    """Changes apply to flights generated afterwards; flights already generated keep their
    times and inventory. ``aircraft`` takes a UUID or code; ``duration_minutes`` null means
    the route's duration."""
    schedule = await get_schedule(session, schedule_id, for_update=True)
    changes = dict(changes)
    fixed = sorted({"flight_number", "route", "route_id"} & set(changes))
    if fixed:
        raise ValidationFailed(
            "a schedule's flight number and route cannot change; create another schedule"
        )
    aircraft_id = schedule.aircraft_id
    if "aircraft" in changes:
        aircraft_id = (await _aircraft_ref(session, changes.pop("aircraft"))).id
        changes["aircraft_id"] = aircraft_id
    if "days_of_week" in changes:
        changes["days_of_week"] = sorted(set(changes["days_of_week"]))
    if "inventory_template" in changes:
        changes["inventory_template"] = [dict(b) for b in changes["inventory_template"]]
    merged = {
        name: changes.get(name, getattr(schedule, name))
        for name in ("days_of_week", "valid_from", "valid_to", "inventory_template", "is_active")
    }
    _check_validity(merged["valid_from"], merged["valid_to"])
    if "aircraft_id" in changes or "inventory_template" in changes:
        aircraft = await get_aircraft(session, aircraft_id)
        _check_template(merged["inventory_template"], cabin_capacity(aircraft), aircraft.code)
    if merged["is_active"]:
        await _check_no_overlap(
            session,
            schedule_id=schedule.id,
            flight_number=schedule.flight_number,
            days_of_week=merged["days_of_week"],
            valid_from=merged["valid_from"],
            valid_to=merged["valid_to"],
        )
    _apply(schedule, changes)
    await flush(session)
    return schedule


async def delete_schedule(session: AsyncSession, schedule_id: uuid.UUID) -> None:
    """Flights already generated stay (their ``schedule_id`` becomes null)."""
    schedule = await get_schedule(session, schedule_id)
    await _delete(session, delete(FlightSchedule).where(FlightSchedule.id == schedule.id))


async def generate_schedule_flights(
    session: AsyncSession, schedule_id: uuid.UUID, date_from: date, date_to: date
) -> Generated:
    """Create the schedule's flights between two dates (inclusive, at most 400 days apart).
    Dates that already have the flight number are skipped, so running it again creates
    nothing new. Each new flight gets the schedule's booking-class inventory."""
    schedule = await get_schedule(session, schedule_id)
    return await generate_flights(session, schedule.id, date_from, date_to)
