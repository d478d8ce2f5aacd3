"""Catalog rules for the back office: airports, routes, aircraft, flights and weekly
schedules (spec 01 §2.8, §2.9).

- A body that names another record (an airport, route or aircraft) may use its UUID or its
  code; a name that matches nothing is 422, an unknown id in the path is 404.
- Unique keys (IATA code, route code, origin and destination pair, aircraft code, flight
  number and date) are 409. A record still used elsewhere cannot be deleted (409): an airport
  with routes; a route with flights, schedules or fare plans; an aircraft with flights or
  schedules. Routes and airports can be deactivated instead (``is_active``).
- Each table staff manage is a ``Records`` (``tarmac.db.crud``): ``airports``, ``routes``,
  ``aircraft``, ``flights``, ``schedules``.
- Times: a flight's ``flight_date`` is the local date of departure at the origin airport and
  its timestamps are stored in UTC. A local departure time that does not exist (the hour
  skipped when clocks go forward) is read with the offset in force before the change, and
  one that happens twice (clocks go back) as its first occurrence, like the flights
  generated from schedules (PEP 495 ``fold=0``).
- Dates are accepted from 2000-01-01 to 2099-12-31."""

import uuid
from collections.abc import Iterable, Sequence
from datetime import UTC, date, datetime, time, timedelta
from typing import Any, ClassVar
from zoneinfo import ZoneInfo

from pydantic import ValidationError
from sqlalchemy import SmallInteger, or_, select, type_coerce
from sqlalchemy.dialects.postgresql import ARRAY
from sqlalchemy.ext.asyncio import AsyncSession
from sqlalchemy.orm import selectinload

from tarmac.catalog.errors import (
    DateOutOfRange,
    InvalidFlightTimes,
    InvalidInventoryTemplate,
    InvalidLayout,
    SameAirports,
    ScheduleOverlap,
)
from tarmac.catalog.layout import CABINS, SeatLayout
from tarmac.catalog.models import FLIGHT_STATUSES, Aircraft, Airport, Flight, FlightSchedule, Route
from tarmac.catalog.schedules import Generated, generate_flights
from tarmac.core.errors import CannotChange, InvalidRange, NotOneOf, UnknownReference
from tarmac.db.crud import Records
from tarmac.inventory import service as inventory

MIN_DATE = date(2000, 1, 1)
MAX_DATE = date(2099, 12, 31)
MAX_FLIGHT_HOURS = 24


def _in_date_range(value: date, field: str) -> None:
    if not MIN_DATE <= value <= MAX_DATE:
        raise DateOutOfRange(f"{field} must be between {MIN_DATE} and {MAX_DATE}")


def _in_order(start: date, end: date, start_field: str, end_field: str) -> None:
    if start > end:
        raise InvalidRange(f"{start_field} must not be after {end_field}")


# --- airports ------------------------------------------------------------------------------------


def _airport_matches(search: str) -> Any:
    """The IATA code, city or name contains ``search`` (any case; wildcards are plain)."""
    return or_(
        Airport.iata_code.icontains(search, autoescape=True),
        Airport.city.icontains(search, autoescape=True),
        Airport.name.icontains(search, autoescape=True),
    )


class Airports(Records[Airport]):
    """Changing an airport's time zone does not move flights already created: their UTC
    times stay."""

    model = Airport
    noun = "airport"
    order_by = (Airport.iata_code,)
    filters: ClassVar = {"search": _airport_matches}
    messages: ClassVar = {
        "uq_airports_iata_code": "An airport with this IATA code already exists",
    }


airports = Airports()


async def _airport_ref(session: AsyncSession, ref: uuid.UUID | str, field: str) -> Airport:
    condition = Airport.id == ref if isinstance(ref, uuid.UUID) else Airport.iata_code == ref
    airport = await session.scalar(select(Airport).where(condition))
    if airport is None:
        raise UnknownReference(f"{field} {ref} is not a known airport")
    return airport


# --- routes --------------------------------------------------------------------------------------


def _airport_is(column: Any) -> Any:
    return lambda iata: column.in_(select(Airport.id).where(Airport.iata_code == iata))


class Routes(Records[Route]):
    """``route_code`` defaults to ``ORIG-DEST``; ``route_type`` to domestic when both
    airports are in one country, else international. A new ``duration_minutes`` applies to
    flights created afterwards. ``origin`` and ``destination`` filters are IATA codes."""

    model = Route
    noun = "route"
    options = (selectinload(Route.origin), selectinload(Route.destination))
    order_by = (Route.route_code,)
    filters: ClassVar = {
        "origin": _airport_is(Route.origin_id),
        "destination": _airport_is(Route.destination_id),
    }
    # Fare plans follow their route when it is deleted: refuse instead.
    messages: ClassVar = {
        "uq_routes_route_code": "A route with this route code already exists",
        "uq_routes_origin_id_destination_id": "A route between these airports already exists",
        "ck_routes_distinct_airports": "origin and destination must be different airports",
    }

    async def prepare_create(self, session: AsyncSession, values: dict[str, Any]) -> dict[str, Any]:
        origin = await _airport_ref(session, values.pop("origin"), "origin")
        destination = await _airport_ref(session, values.pop("destination"), "destination")
        if origin.id == destination.id:
            raise SameAirports()
        domestic = origin.country == destination.country
        values["route_code"] = values.get("route_code") or (
            f"{origin.iata_code}-{destination.iata_code}"
        )
        values["route_type"] = values.get("route_type") or (
            "domestic" if domestic else "international"
        )
        return {**values, "origin": origin, "destination": destination}


routes = Routes()


async def route_by_code(session: AsyncSession, route_code: str) -> Route | None:
    return await session.scalar(select(Route).where(Route.route_code == route_code))


async def _route_ref(session: AsyncSession, ref: uuid.UUID | str, field: str = "route") -> Route:
    condition = Route.id == ref if isinstance(ref, uuid.UUID) else Route.route_code == ref
    route: Route | None = await session.scalar(routes.select().where(condition))
    if route is None:
        raise UnknownReference(f"{field} {ref} is not a known route")
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
        raise InvalidLayout(
            f"layout is not valid: {where + ': ' if where else ''}{first.get('msg')}"
        ) from None


def _layout_fields(layout: SeatLayout | dict[str, Any]) -> dict[str, Any]:
    checked = seat_layout(layout)
    total = checked.total_seats()
    if total == 0:
        raise InvalidLayout("layout is not valid: it has no sellable seat")
    return {"layout": checked.model_dump(mode="json"), "total_seats": total}


class AircraftRecords(Records[Aircraft]):
    """``total_seats`` is computed from the layout. A new layout is refused (422) when an
    active schedule of the aircraft has a booking class with more seats than the new
    layout's cabin."""

    model = Aircraft
    noun = "aircraft"
    order_by = (Aircraft.code,)
    messages: ClassVar = {"uq_aircraft_code": "An aircraft with this code already exists"}

    async def prepare_create(self, session: AsyncSession, values: dict[str, Any]) -> dict[str, Any]:
        return {**values, **_layout_fields(values.pop("layout"))}

    async def prepare_update(
        self, session: AsyncSession, row: Aircraft, changes: dict[str, Any]
    ) -> dict[str, Any]:
        if "layout" not in changes:
            return changes
        fields = _layout_fields(changes.pop("layout"))
        schedules = await session.scalars(
            select(FlightSchedule).where(
                FlightSchedule.aircraft_id == row.id, FlightSchedule.is_active
            )
        )
        capacity = SeatLayout.model_validate(fields["layout"]).seats_by_cabin()
        for schedule in schedules:
            _check_template(
                schedule.inventory_template,
                capacity,
                row.code,
                f"the new layout is too small for schedule {schedule.flight_number} "
                f"({schedule.id}): ",
            )
        return {**changes, **fields}


aircraft = AircraftRecords()


async def _aircraft_ref(
    session: AsyncSession, ref: uuid.UUID | str, field: str = "aircraft"
) -> Aircraft:
    condition = Aircraft.id == ref if isinstance(ref, uuid.UUID) else Aircraft.code == ref
    found = await session.scalar(select(Aircraft).where(condition))
    if found is None:
        raise UnknownReference(f"{field} {ref} is not a known aircraft")
    return found


def cabin_capacity(plane: Aircraft) -> dict[str, int]:
    """Sellable seats of the aircraft per cabin."""
    return SeatLayout.model_validate(plane.layout).seats_by_cabin()


# --- flights -------------------------------------------------------------------------------------


def _departure(
    zone: ZoneInfo,
    origin: str,
    flight_date: date | None,
    departure_time: time | None,
    scheduled_departure: datetime | None,
) -> tuple[datetime, date]:
    """The UTC departure and the local date at the origin."""
    if (departure_time is None) == (scheduled_departure is None):
        raise InvalidFlightTimes("give exactly one of departure_time and scheduled_departure")
    if departure_time is not None:
        if flight_date is None:
            raise InvalidFlightTimes("flight_date is required with departure_time")
        _in_date_range(flight_date, "flight_date")
        departure = datetime.combine(flight_date, departure_time, tzinfo=zone).astimezone(UTC)
        return departure, flight_date
    assert scheduled_departure is not None
    if scheduled_departure.tzinfo is None:
        raise InvalidFlightTimes("scheduled_departure needs a UTC offset")
    _in_date_range(scheduled_departure.date(), "scheduled_departure")
    departure = scheduled_departure.astimezone(UTC)
    local_date = departure.astimezone(zone).date()
    if flight_date is not None and flight_date != local_date:
        raise InvalidFlightTimes(
            f"flight_date {flight_date} is not the local date of scheduled_departure at "
            f"{origin} ({local_date})"
        )
    return departure, local_date


def _arrival(departure: datetime, duration_minutes: int, given: datetime | None) -> datetime:
    if given is None:
        return departure + timedelta(minutes=duration_minutes)
    if given.tzinfo is None:
        raise InvalidFlightTimes("scheduled_arrival needs a UTC offset")
    _in_date_range(given.date(), "scheduled_arrival")
    arrival = given.astimezone(UTC)
    if arrival <= departure:
        raise InvalidFlightTimes("scheduled_arrival must be after the departure")
    if arrival - departure > timedelta(hours=MAX_FLIGHT_HOURS):
        raise InvalidFlightTimes(
            f"scheduled_arrival must be within {MAX_FLIGHT_HOURS} hours of the departure"
        )
    return arrival


class Flights(Records[Flight]):
    """One flight, without booking-class inventory (added with the inventory endpoints).

    Either ``departure_time`` local to the origin with ``flight_date``, or
    ``scheduled_departure`` with an offset (``flight_date`` is then its local date at the
    origin, and must agree when given). The arrival is the departure plus the route's
    duration unless ``scheduled_arrival`` is given. Only plain operational fields change
    (``status``, ``delay_minutes``, gates and terminal): no state machine and no events
    yet (flight operations will add them)."""

    model = Flight
    noun = "flight"
    options = (
        selectinload(Flight.route).selectinload(Route.origin),
        selectinload(Flight.route).selectinload(Route.destination),
        selectinload(Flight.aircraft),
    )
    order_by = (Flight.scheduled_departure, Flight.flight_number)
    filters: ClassVar = {
        "date_from": lambda day: Flight.flight_date >= day,
        "date_to": lambda day: Flight.flight_date <= day,
        "route_code": lambda code: Flight.route_id.in_(
            select(Route.id).where(Route.route_code == code)
        ),
    }
    messages: ClassVar = {
        "uq_flights_flight_number_flight_date": "This flight number already flies on this date",
    }
    changeable = frozenset(
        {"status", "delay_minutes", "departure_gate", "arrival_gate", "departure_terminal"}
    )

    async def prepare_create(self, session: AsyncSession, values: dict[str, Any]) -> dict[str, Any]:
        route = await _route_ref(session, values.pop("route"))
        plane = await _aircraft_ref(session, values.pop("aircraft"))
        departure, flight_date = _departure(
            ZoneInfo(route.origin.timezone),
            route.origin.iata_code,
            values.pop("flight_date", None),
            values.pop("departure_time", None),
            values.pop("scheduled_departure", None),
        )
        arrival = _arrival(departure, route.duration_minutes, values.pop("scheduled_arrival", None))
        return {
            **values,
            "flight_date": flight_date,
            "route": route,
            "aircraft": plane,
            "scheduled_departure": departure,
            "scheduled_arrival": arrival,
            "status": "scheduled",
            "delay_minutes": 0,
        }

    async def prepare_update(
        self, session: AsyncSession, row: Flight, changes: dict[str, Any]
    ) -> dict[str, Any]:
        fixed = sorted(set(changes) - self.changeable)
        if fixed:
            raise CannotChange("these flight fields cannot be changed here: " + ", ".join(fixed))
        if "status" in changes and changes["status"] not in FLIGHT_STATUSES:
            raise NotOneOf("status must be one of: " + ", ".join(FLIGHT_STATUSES))
        return changes


flights = Flights()


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
            raise InvalidInventoryTemplate(f"{prefix}booking class {letter} appears twice")
        seen.add(letter)
        if cabin not in CABINS:
            raise NotOneOf(f"{prefix}cabin must be one of: {', '.join(CABINS)}")
        available = capacity.get(cabin, 0)
        if available == 0:
            raise InvalidInventoryTemplate(
                f"{prefix}class {letter}: aircraft {aircraft_code} has no {cabin} seats"
            )
        if not 1 <= seats <= available:
            raise InvalidInventoryTemplate(
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
        raise ScheduleOverlap(
            f"Active schedule {clash.id} of {flight_number} already operates on some of these "
            f"days between {clash.valid_from} and {clash.valid_to}"
        )


def _check_validity(valid_from: date, valid_to: date) -> None:
    _in_date_range(valid_from, "valid_from")
    _in_date_range(valid_to, "valid_to")
    _in_order(valid_from, valid_to, "valid_from", "valid_to")


class Schedules(Records[FlightSchedule]):
    """Weekly schedules. Each booking class of ``inventory_template`` has at most the
    aircraft's seats in its cabin; two active schedules of one flight number may not share a
    day (409). Changes apply to flights generated afterwards: flights already generated keep
    their times and inventory, and stay when the schedule is deleted. ``aircraft`` takes a
    UUID or code; ``duration_minutes`` null means the route's duration."""

    model = FlightSchedule
    noun = "schedule"
    order_by = (FlightSchedule.flight_number, FlightSchedule.valid_from)

    async def prepare_create(self, session: AsyncSession, values: dict[str, Any]) -> dict[str, Any]:
        route = await _route_ref(session, values.pop("route"))
        plane = await _aircraft_ref(session, values.pop("aircraft"))
        values["days_of_week"] = sorted(set(values["days_of_week"]))
        values["inventory_template"] = [dict(b) for b in values["inventory_template"]]
        values.setdefault("is_active", True)
        _check_validity(values["valid_from"], values["valid_to"])
        _check_template(values["inventory_template"], cabin_capacity(plane), plane.code)
        if values["is_active"]:
            await _check_no_overlap(
                session,
                schedule_id=None,
                flight_number=values["flight_number"],
                days_of_week=values["days_of_week"],
                valid_from=values["valid_from"],
                valid_to=values["valid_to"],
            )
        return {**values, "route_id": route.id, "aircraft_id": plane.id}

    async def prepare_update(
        self, session: AsyncSession, row: FlightSchedule, changes: dict[str, Any]
    ) -> dict[str, Any]:
        if {"flight_number", "route", "route_id"} & set(changes):
            raise CannotChange(
                "a schedule's flight number and route cannot change; create another schedule"
            )
        aircraft_id = row.aircraft_id
        if "aircraft" in changes:
            aircraft_id = (await _aircraft_ref(session, changes.pop("aircraft"))).id
            changes["aircraft_id"] = aircraft_id
        if "days_of_week" in changes:
            changes["days_of_week"] = sorted(set(changes["days_of_week"]))
        if "inventory_template" in changes:
            changes["inventory_template"] = [dict(b) for b in changes["inventory_template"]]
        kept = ("days_of_week", "valid_from", "valid_to", "inventory_template", "is_active")
        merged = {name: changes.get(name, getattr(row, name)) for name in kept}
        _check_validity(merged["valid_from"], merged["valid_to"])
        if "aircraft_id" in changes or "inventory_template" in changes:
            plane = await aircraft.get(session, aircraft_id)
            _check_template(merged["inventory_template"], cabin_capacity(plane), plane.code)
        if merged["is_active"]:
            await _check_no_overlap(
                session,
                schedule_id=row.id,
                flight_number=row.flight_number,
                days_of_week=merged["days_of_week"],
                valid_from=merged["valid_from"],
                valid_to=merged["valid_to"],
            )
        return changes


schedules = Schedules()


async def generate_schedule_flights(
    session: AsyncSession, schedule_id: uuid.UUID, date_from: date, date_to: date
) -> Generated:
    """Create the schedule's flights between two dates (inclusive, at most 400 days apart).
    Dates that already have the flight number are skipped, so running it again creates
    nothing new. Each new flight gets the schedule's booking-class inventory."""
    schedule = await schedules.get(session, schedule_id)
    return await generate_flights(session, schedule.id, date_from, date_to)


async def existing_route_ids(
    session: AsyncSession, route_ids: Iterable[uuid.UUID]
) -> set[uuid.UUID]:
    """Which of ``route_ids`` name a route."""
    wanted = list(route_ids)
    if not wanted:
        return set()
    return set((await session.scalars(select(Route.id).where(Route.id.in_(wanted)))).all())


# --- booking classes of a flight (the back office) ------------------------------------------


async def flight_inventory(
    session: AsyncSession, flight_id: uuid.UUID
) -> Sequence[inventory.BookingClass]:
    """The booking classes of a flight (404 for an unknown flight)."""
    await flights.get(session, flight_id)
    return await inventory.classes_of(session, flight_id)


async def put_flight_inventory(
    session: AsyncSession,
    flight_id: uuid.UUID,
    booking_class: str,
    *,
    cabin: str,
    seats: int,
    is_open: bool = True,
) -> tuple[inventory.BookingClass, bool]:
    """Create or change one booking class of a flight (``inventory.put_class``), within the
    sellable seats of the flight's aircraft in that cabin; 404 for an unknown flight."""
    flight, plane = await _flight_and_aircraft(session, flight_id, cabin)
    return await inventory.put_class(
        session,
        flight.id,
        booking_class,
        cabin=cabin,
        seats=seats,
        is_open=is_open,
        cabin_seats=cabin_capacity(plane).get(cabin, 0),
        aircraft_code=plane.code,
    )


async def _flight_and_aircraft(
    session: AsyncSession, flight_id: uuid.UUID, cabin: str
) -> tuple[Flight, Aircraft]:
    """The flight (404 unknown) and its aircraft, for a change to one of its cabins (422 for
    a cabin that is not one)."""
    if cabin not in CABINS:
        raise NotOneOf("cabin must be one of: " + ", ".join(CABINS))
    flight = await flights.get(session, flight_id)
    return flight, await aircraft.get(session, flight.aircraft_id)


async def flight_cabins(session: AsyncSession, flight_id: uuid.UUID) -> Sequence[inventory.Cabin]:
    """The cabins of a flight: seats, overbooking allowance, places sold and held across
    their classes (404 for an unknown flight)."""
    await flights.get(session, flight_id)
    return await inventory.cabins_of(session, flight_id)


async def put_flight_cabin(
    session: AsyncSession, flight_id: uuid.UUID, cabin: str, *, overbooking: int
) -> inventory.Cabin:
    """Set the overbooking allowance of a flight's cabin (``inventory.put_cabin``), opened
    with the aircraft's seats in it if needed; 404 for an unknown flight."""
    flight, plane = await _flight_and_aircraft(session, flight_id, cabin)
    return await inventory.put_cabin(
        session,
        flight.id,
        cabin,
        overbooking=overbooking,
        cabin_seats=cabin_capacity(plane).get(cabin, 0),
    )


async def airport_ref(session: AsyncSession, ref: uuid.UUID | str, field: str) -> Airport:
    """The airport named by its UUID or IATA code (422 ``UnknownReference`` otherwise)."""
    return await _airport_ref(session, ref, field)
