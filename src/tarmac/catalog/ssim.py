"""The airline's weekly schedules as an SSIM chapter 7 file, and such a file imported into
the catalog (``docs/ssim.md``).

Export: one flight leg record (3) per active schedule and stretch of dates on which its
times in the file's time mode and both stations' UTC offsets stay the same (a daylight
saving change at either end starts a new record), its period and days of operation in
that time mode (UTC dates in ``U`` mode). A schedule is one itinerary variation of its
flight number (01, 02, ... by its first date); a segment data record (4, DEI 901, for
bilateral use) follows a leg only when its booking classes are not what a reader would
assume from the booking designator alone (see ``default_template``).

Import: every leg is expanded into its departures (local date at the origin, UTC times),
which are grouped back into weekly patterns (flight number, route, local time, duration,
aircraft, classes) and matched by flight number and period with the active schedules:
equal departures and fields are ``unchanged``; otherwise the schedule is updated, or a new
one created, through the back office's own rules (``records.schedules``). The flights of a
changed schedule from today on follow it: missing ones generated, unsold ones that no
longer fit removed (and generated again at the new times), sold or operated ones kept as
they are and listed. Nothing is written when any record is refused, nor on a dry run.
"""

import re
import uuid
from collections import defaultdict
from collections.abc import Iterable
from dataclasses import dataclass, field, replace
from datetime import UTC, date, datetime, time, timedelta
from typing import Any, Literal
from zoneinfo import ZoneInfo

from sqlalchemy import delete, select
from sqlalchemy.exc import IntegrityError
from sqlalchemy.ext.asyncio import AsyncSession

from tarmac.catalog import ssim_records as rec
from tarmac.catalog.errors import (
    NoIataAircraftType,
    SsimScheduleRefused,
    SsimUnknownAircraftType,
    SsimUnknownRoute,
    SsimUnknownStation,
    SsimUnsupported,
)
from tarmac.catalog.models import Aircraft, Airport, Flight, FlightSchedule, Route
from tarmac.catalog.records import cabin_capacity, schedules
from tarmac.catalog.schedules import (
    MAX_GENERATION_DAYS,
    departures,
    generate_flights,
    schedule_dates,
    weekly_dates,
)
from tarmac.core import clock
from tarmac.core.errors import TarmacError
from tarmac.inventory import service as inventory

TimeMode = Literal["utc", "local"]
MODE_LETTER: dict[str, TimeMode] = {"U": "utc", "L": "local"}
PASSENGER_SERVICE = "J"  # service type: scheduled passenger, normal service
ALLOCATION_DEI = "901"  # booking classes' cabins and seats (DEI 900-999: bilateral use)
CREATOR = "TARMAC"
PRBD_WIDTH = 20  # booking classes a flight leg record holds

# IATA aircraft type codes of the ICAO type designators the catalog's aircraft use as their
# code; an aircraft whose code has three characters is taken to be its IATA code.
IATA_AIRCRAFT_TYPES = {
    "A319": "319",
    "A320": "320",
    "A20N": "32N",
    "A321": "321",
    "A21N": "32Q",
    "A332": "332",
    "A333": "333",
    "A359": "359",
    "B737": "73G",
    "B738": "738",
    "B739": "739",
    "B38M": "7M8",
    "B752": "752",
    "B763": "763",
    "B772": "772",
    "B77W": "77W",
    "B788": "788",
    "B789": "789",
    "E170": "E70",
    "E175": "E75",
    "E190": "E90",
    "E195": "E95",
    "CRJ2": "CR2",
    "CRJ7": "CR7",
    "CRJ9": "CR9",
    "AT72": "AT7",
    "AT76": "AT7",
    "DH8D": "DH4",
    "SU95": "SU9",
}
# The compartment letter of each cabin in the aircraft configuration (ACV), in the order
# the configuration lists them.
COMPARTMENTS = {"first": "F", "business": "C", "premium_economy": "W", "economy": "Y"}
CABIN_OF_COMPARTMENT = {letter: cabin for cabin, letter in COMPARTMENTS.items()}
# The cabin a booking class is in when the file does not say (the usual designators).
FIRST_CLASSES, BUSINESS_CLASSES, PREMIUM_CLASSES = set("FAP"), set("JCDIZR"), set("W")


def iata_type(aircraft_code: str) -> str | None:
    if len(aircraft_code) == 3:
        return aircraft_code
    return IATA_AIRCRAFT_TYPES.get(aircraft_code)


def conventional_cabin(booking_class: str) -> str:
    if booking_class in FIRST_CLASSES:
        return "first"
    if booking_class in BUSINESS_CLASSES:
        return "business"
    return "premium_economy" if booking_class in PREMIUM_CLASSES else "economy"


def default_template(classes: str, capacity: dict[str, int]) -> list[dict[str, Any]]:
    """What a leg's booking designator alone gives: each class in its usual cabin, with
    every seat of that cabin on the aircraft (the cabin bounds what its classes sell)."""
    cabins = {c: conventional_cabin(c) for c in classes}
    return [
        {"booking_class": c, "cabin": cabins[c], "seats": capacity.get(cabins[c], 0)}
        for c in classes
    ]


def configuration(capacity: dict[str, int]) -> str:
    """The aircraft configuration/version: compartment letter and seats, e.g. ``C12Y162``."""
    return "".join(
        f"{letter}{capacity[cabin]}"
        for cabin, letter in COMPARTMENTS.items()
        if capacity.get(cabin)
    )


def _split_flight_number(flight_number: str) -> tuple[str, int, str]:
    """The carrier, the number and the operational suffix of e.g. ``TQ101``."""
    carrier, rest = flight_number[:2], flight_number[2:]
    suffix = rest[-1] if rest[-1].isalpha() else ""
    return carrier, int(rest.removesuffix(suffix)), suffix


# --- export --------------------------------------------------------------------------------


@dataclass(frozen=True)
class _Exported:
    schedule: FlightSchedule
    route: Route
    origin: Airport
    destination: Airport
    plane: Aircraft


async def _exported(
    session: AsyncSession, date_from: date | None, date_to: date | None
) -> list[_Exported]:
    statement = (
        select(FlightSchedule, Route, Aircraft)
        .join(Route, Route.id == FlightSchedule.route_id)
        .join(Aircraft, Aircraft.id == FlightSchedule.aircraft_id)
        .where(FlightSchedule.is_active)
        .order_by(FlightSchedule.flight_number, FlightSchedule.valid_from)
    )
    if date_from is not None:
        statement = statement.where(FlightSchedule.valid_to >= date_from)
    if date_to is not None:
        statement = statement.where(FlightSchedule.valid_from <= date_to)
    rows = (await session.execute(statement)).all()
    wanted = {route.origin_id for _, route, _ in rows} | {
        route.destination_id for _, route, _ in rows
    }
    airports = {
        a.id: a for a in (await session.scalars(select(Airport).where(Airport.id.in_(wanted))))
    }
    return [
        _Exported(schedule, route, airports[route.origin_id], airports[route.destination_id], plane)
        for schedule, route, plane in rows
    ]


@dataclass
class _Stretch:
    """Consecutive departures of a schedule whose times in the time mode and whose stations'
    offsets are the same: one flight leg record."""

    days: list[date]  # in the time mode
    departure: time
    arrival: time
    arrival_days: int  # the arrival's date variation
    departure_offset: timedelta
    arrival_offset: timedelta

    def shape(self) -> tuple[time, time, int, timedelta, timedelta]:
        return (
            self.departure,
            self.arrival,
            self.arrival_days,
            self.departure_offset,
            self.arrival_offset,
        )


def _stretches(item: _Exported, mode: TimeMode, start: date, end: date) -> list[_Stretch]:
    schedule = item.schedule
    origin, destination = ZoneInfo(item.origin.timezone), ZoneInfo(item.destination.timezone)
    duration = timedelta(minutes=schedule.duration_minutes or item.route.duration_minutes)
    found: list[_Stretch] = []
    days = schedule_dates(schedule, start, end)
    for flight in departures(days, schedule.departure_time, duration, origin):
        leaving, landing = (
            flight.departure.astimezone(origin),
            flight.arrival.astimezone(destination),
        )
        shown = (flight.departure, flight.arrival) if mode == "utc" else (leaving, landing)
        stretch = _Stretch(
            [shown[0].date()],
            shown[0].time(),
            shown[1].time(),
            (shown[1].date() - shown[0].date()).days,
            leaving.utcoffset() or timedelta(0),
            landing.utcoffset() or timedelta(0),
        )
        if found and found[-1].shape() == stretch.shape():
            found[-1].days.append(stretch.days[0])
        else:
            found.append(stretch)
    return found


def _days_of_operation(days: Iterable[date]) -> str:
    weekdays = {day.isoweekday() for day in days}
    return "".join(str(n) if n in weekdays else " " for n in range(1, 8))


def _leg_records(
    item: _Exported, variation: int, mode: TimeMode, start: date, end: date
) -> tuple[list[tuple[str, dict[str, str]]], list[date]]:
    """The schedule's records 3 (and 4), and the first and last dates of their periods."""
    schedule, plane = item.schedule, item.plane
    aircraft_type = iata_type(plane.code)
    if aircraft_type is None:
        raise NoIataAircraftType(
            f"Aircraft {plane.code} (schedule {schedule.flight_number}) has no IATA aircraft "
            "type code: give it a known ICAO type designator or a three-character IATA code"
        )
    carrier, number, suffix = _split_flight_number(schedule.flight_number)
    capacity = cabin_capacity(plane)
    every_class = "".join(b["booking_class"] for b in schedule.inventory_template)
    classes = every_class[:PRBD_WIDTH]
    key = {
        "operational_suffix": suffix,
        "airline_designator": carrier,
        "flight_number": f"{number:04d}",
        "itinerary_variation_identifier": f"{variation:02d}",
        "leg_sequence_number": "01",
        "service_type": PASSENGER_SERVICE,
    }
    allocation = None
    if schedule.inventory_template != default_template(every_class, capacity):
        allocation = {
            **key,
            "board_point_indicator": "A",
            "off_point_indicator": "B",
            "data_element_identifier": ALLOCATION_DEI,
            "board_point": item.origin.iata_code,
            "off_point": item.destination.iata_code,
            "data": " ".join(
                f"{b['booking_class']}{COMPARTMENTS[b['cabin']]}{b['seats']}"
                for b in schedule.inventory_template
            ),
        }
    found: list[tuple[str, dict[str, str]]] = []
    bounds: list[date] = []
    for stretch in _stretches(item, mode, start, end):
        bounds += [stretch.days[0], stretch.days[-1]]
        found.append(
            (
                "3",
                {
                    **key,
                    "period_of_operation_from": rec.ssim_date(stretch.days[0]),
                    "period_of_operation_to": rec.ssim_date(stretch.days[-1]),
                    "days_of_operation": _days_of_operation(stretch.days),
                    "departure_station": item.origin.iata_code,
                    "passenger_std": rec.ssim_time(stretch.departure),
                    "aircraft_std": rec.ssim_time(stretch.departure),
                    "utc_local_time_variation_departure": rec.ssim_offset(stretch.departure_offset),
                    "arrival_station": item.destination.iata_code,
                    "aircraft_sta": rec.ssim_time(stretch.arrival),
                    "passenger_sta": rec.ssim_time(stretch.arrival),
                    "utc_local_time_variation_arrival": rec.ssim_offset(stretch.arrival_offset),
                    "aircraft_type": aircraft_type,
                    "passenger_reservations_booking_designator": classes,
                    "aircraft_configuration_version": configuration(capacity),
                    "date_variation": "0" + rec.date_variation(stretch.arrival_days),
                },
            )
        )
        if allocation is not None:
            found.append(("4", allocation))
    return found, bounds[:1] + bounds[-1:]


async def export(
    session: AsyncSession,
    *,
    time_mode: TimeMode = "utc",
    date_from: date | None = None,
    date_to: date | None = None,
) -> str:
    """The active schedules (those operating between ``date_from`` and ``date_to``, local
    dates at the origin, when given) as an SSIM chapter 7 file."""
    items = await _exported(session, date_from, date_to)
    by_carrier: dict[str, list[tuple[str, dict[str, str]]]] = defaultdict(list)
    spans: dict[str, list[date]] = defaultdict(list)
    variations: dict[str, int] = defaultdict(int)
    for item in items:
        schedule = item.schedule
        variations[schedule.flight_number] += 1
        start = max(schedule.valid_from, date_from or schedule.valid_from)
        end = min(schedule.valid_to, date_to or schedule.valid_to)
        carrier = schedule.flight_number[:2]
        records, bounds = _leg_records(
            item, variations[schedule.flight_number], time_mode, start, end
        )
        by_carrier[carrier] += records
        spans[carrier] += bounds
    now = clock.now()
    serial = 1
    periods = {carrier: (min(days), max(days)) for carrier, days in spans.items() if days}
    first = min((p[0] for p in periods.values()), default=now.date())
    last = max((p[1] for p in periods.values()), default=now.date())
    header = rec.record(
        "1",
        {
            "title_of_contents": rec.TITLE,
            "number_of_seasons": str(rec.seasons_between(first, last)),
            "data_set_serial_number": "001",
        },
        serial,
    )
    groups = [[header]]
    for carrier in sorted(periods):
        valid_from, valid_to = periods[carrier]
        serial += 1
        groups.append(
            [
                rec.record(
                    "2",
                    {
                        "time_mode": "U" if time_mode == "utc" else "L",
                        "airline_designator": carrier,
                        "season": rec.season(valid_from),
                        "period_of_schedule_validity_from": rec.ssim_date(valid_from),
                        "period_of_schedule_validity_to": rec.ssim_date(valid_to),
                        "creation_date": rec.ssim_date(now.date()),
                        "title_of_data": f"{carrier} SCHEDULE",
                        "schedule_status": "C",
                        "creator_reference": CREATOR,
                        "electronic_ticketing_information": "ET",
                        "creation_time": rec.ssim_time(now.time()),
                    },
                    serial,
                )
            ]
        )
        legs = []
        for kind, fields in by_carrier[carrier]:
            serial += 1
            legs.append(rec.record(kind, fields, serial))
        groups.append(legs)
        serial += 1
        groups.append(
            [
                rec.record(
                    "5",
                    {
                        "airline_designator": carrier,
                        "serial_number_check_reference": f"{serial - 1:06d}",
                        "continuation_end_code": "E",
                    },
                    serial,
                )
            ]
        )
    return rec.data_set(groups)


# --- import --------------------------------------------------------------------------------

MAX_PERIOD_DAYS = 731  # a leg's period of operation: two years at most


@dataclass
class _Leg:
    """A flight leg record (3) read, with its segment data records (4)."""

    record: rec.Record
    mode: TimeMode
    scope: tuple[date, date]  # the carrier's period of schedule validity, in the time mode
    segments: list[rec.Record] = field(default_factory=list)


@dataclass(frozen=True)
class _Pattern:
    """What departures share to be one weekly schedule."""

    flight_number: str
    route_id: uuid.UUID
    departure_time: time
    duration_minutes: int
    aircraft_type: str
    configuration: str
    classes: str
    allocation: tuple[tuple[str, str, int], ...]  # (class, cabin, seats) from DEI 901


@dataclass
class _Candidate:
    """A weekly schedule the file describes: its pattern, its local dates, its first record."""

    pattern: _Pattern
    days: list[date]
    leg: _Leg  # the first it comes from
    records: list[int]

    @property
    def record(self) -> rec.Record:
        return self.leg.record

    @property
    def weekdays(self) -> list[int]:
        return sorted({day.isoweekday() for day in self.days})


def _legs_of(records: list[rec.Record]) -> list[_Leg]:
    """The flight legs of a file whose records come in the standard's order: a header (1),
    then per carrier its record 2, its legs (3, each followed by its 4s) and its trailer (5)."""
    header = records[0]
    if header.kind != "1":
        raise header.fail("record_type", "the file must start with a header record (type 1)")
    legs: list[_Leg] = []
    index = 1
    while index < len(records):
        index = _carrier(records, index, legs)
    return legs


def _carrier(records: list[rec.Record], index: int, legs: list[_Leg]) -> int:
    """Read one carrier's records from ``index`` into ``legs``; the index after them."""
    carrier = records[index]
    if carrier.kind != "2":
        raise carrier.fail("record_type", "expected a carrier record (type 2)")
    mode = MODE_LETTER.get(carrier.fields["time_mode"])
    if mode is None:
        raise carrier.fail("time_mode", "the time mode is U (UTC) or L (local)")
    designator = carrier.fields["airline_designator"]
    scope = (
        rec.read_date(carrier, "period_of_schedule_validity_from"),
        rec.read_date(carrier, "period_of_schedule_validity_to"),
    )
    index += 1
    while index < len(records) and records[index].kind in "34":
        item = records[index]
        if item.fields["airline_designator"] != designator:
            raise item.fail("airline_designator", f"not the carrier's {designator!r}")
        if item.kind == "3":
            legs.append(_Leg(item, mode, scope))
        elif not legs or _leg_key(legs[-1].record) != _leg_key(item):
            raise item.fail("flight_number", "a segment record follows its flight leg")
        else:
            legs[-1].segments.append(item)
        index += 1
    if index == len(records) or records[index].kind != "5":
        last = records[min(index, len(records) - 1)]
        raise last.fail("record_type", "expected the carrier's trailer record (type 5)")
    _check_trailer(records[index], records[index - 1], designator)
    return index + 1


def _check_trailer(trailer: rec.Record, before: rec.Record, designator: str) -> None:
    if trailer.fields["airline_designator"] != designator:
        raise trailer.fail("airline_designator", f"not the carrier's {designator!r}")
    if trailer.fields["serial_number_check_reference"] != before.serial:
        raise trailer.fail(
            "serial_number_check_reference",
            f"must be the serial of the record before it ({before.serial})",
        )
    if trailer.fields["continuation_end_code"] not in ("C", "E"):
        raise trailer.fail("continuation_end_code", "C (continued) or E (end)")


def _leg_key(item: rec.Record) -> tuple[str, ...]:
    return tuple(item.fields[name] for name, _, _ in rec.FLIGHT_LEG)


def _flight_number(item: rec.Record) -> str:
    carrier, number = item.fields["airline_designator"], item.fields["flight_number"].strip()
    suffix = item.fields["operational_suffix"]
    if re.fullmatch(r"[A-Z0-9]{2}", carrier) is None:
        raise SsimUnsupported.at(
            item.number, item.serial, "airline_designator", "a two-character airline designator"
        )
    if not number.isdigit() or not 1 <= int(number) <= 9999:
        raise item.fail("flight_number", f"{number!r} is not a flight number 1-9999")
    if suffix and not ("A" <= suffix <= "Z"):
        raise item.fail("operational_suffix", f"{suffix!r} is not a letter")
    return f"{carrier}{int(number)}{suffix}"


def _check_leg(leg: _Leg) -> None:
    """What the catalog cannot hold is refused, naming the field."""
    item = leg.record
    unsupported = [
        ("leg_sequence_number", item.fields["leg_sequence_number"] != "01", "multi-leg flights"),
        ("service_type", item.fields["service_type"] != PASSENGER_SERVICE, "service type not J"),
        ("frequency_rate", item.fields["frequency_rate"] not in ("", "1"), "fortnightly legs"),
    ]
    for name, refused, what in unsupported:
        if refused:
            raise SsimUnsupported.at(
                item.number, item.serial, name, f"{what} cannot be imported into the catalog"
            )
    if not item.fields["itinerary_variation_identifier"].isdigit():
        raise item.fail("itinerary_variation_identifier", "two digits, 01-99")


def _allocation(leg: _Leg, classes: str) -> tuple[tuple[str, str, int], ...]:
    """The classes' cabins and seats of DEI 901 (``JC12 YY36``), when the leg has one."""
    for segment in leg.segments:
        if segment.fields["data_element_identifier"] != ALLOCATION_DEI:
            continue
        found = []
        for token in segment.fields["data"].split():
            letter, compartment, seats = token[:1], token[1:2], token[2:]
            if not "A" <= letter <= "Z" or compartment not in CABIN_OF_COMPARTMENT:
                raise segment.fail("data", f"{token!r} is not class, compartment and seats")
            if not seats.isdigit():
                raise segment.fail("data", f"{token!r} is not class, compartment and seats")
            found.append((letter, CABIN_OF_COMPARTMENT[compartment], int(seats)))
        letters = "".join(letter for letter, _, _ in found)
        # the booking designator holds 20 classes: the segment data, all of them
        longer = len(letters) > len(classes)
        if not letters.startswith(classes) or (longer and len(classes) < PRBD_WIDTH):
            raise segment.fail("data", f"the classes are not the leg's {classes!r}")
        return tuple(found)
    return ()


@dataclass
class _World:
    """What the file's codes name in the catalog."""

    airports: dict[str, Airport]
    routes: dict[tuple[uuid.UUID, uuid.UUID], Route]
    aircraft: dict[str, list[Aircraft]]  # by IATA type, in code order


async def _world(session: AsyncSession) -> _World:
    airports = {a.iata_code: a for a in await session.scalars(select(Airport))}
    routes = {(r.origin_id, r.destination_id): r for r in await session.scalars(select(Route))}
    by_type: dict[str, list[Aircraft]] = defaultdict(list)
    for plane in await session.scalars(select(Aircraft).order_by(Aircraft.code)):
        code = iata_type(plane.code)
        if code is not None:
            by_type[code].append(plane)
    return _World(airports, routes, by_type)


def _station(world: _World, item: rec.Record, name: str) -> Airport:
    code = item.fields[name]
    airport = world.airports.get(code)
    if airport is None:
        raise SsimUnknownStation.at(item.number, item.serial, name, f"{code!r} is no airport")
    return airport


@dataclass(frozen=True)
class _LegFields:
    """A flight leg record's fields, read and checked."""

    flight_number: str
    weekdays: list[int]
    start: date
    end: date
    origin: Airport
    destination: Airport
    route: Route
    leaves: time
    lands: time
    leave_offset: timedelta
    land_offset: timedelta
    leave_days: int
    land_days: int
    classes: str


def _leg_fields(leg: _Leg, world: _World) -> _LegFields:
    item = leg.record
    _check_leg(leg)
    flight_number = _flight_number(item)
    start = rec.read_date(item, "period_of_operation_from")
    end = rec.read_date(item, "period_of_operation_to")
    if end < start:
        raise item.fail("period_of_operation_to", "the period ends before it starts")
    if (end - start).days > MAX_PERIOD_DAYS:
        raise SsimUnsupported.at(
            item.number, item.serial, "period_of_operation_to", "a period of over two years"
        )
    weekdays = rec.read_days(item)
    origin = _station(world, item, "departure_station")
    destination = _station(world, item, "arrival_station")
    route = world.routes.get((origin.id, destination.id))
    if route is None:
        raise SsimUnknownRoute.at(
            item.number,
            item.serial,
            "arrival_station",
            f"no route {origin.iata_code}-{destination.iata_code}: add it in the back office",
        )
    variation = item.fields["date_variation"].ljust(2)
    aircraft_type = item.fields["aircraft_type"]
    if aircraft_type not in world.aircraft:
        raise SsimUnknownAircraftType.at(
            item.number, item.serial, "aircraft_type", f"{aircraft_type!r} is no catalog aircraft"
        )
    classes = item.fields["passenger_reservations_booking_designator"]
    if not classes.isalpha() or not classes.isupper() or len(set(classes)) != len(classes):
        raise item.fail(
            "passenger_reservations_booking_designator", "distinct booking class letters"
        )
    return _LegFields(
        flight_number,
        weekdays,
        start,
        end,
        origin,
        destination,
        route,
        rec.read_time(item, "passenger_std"),
        rec.read_time(item, "passenger_sta"),
        rec.read_offset(item, "utc_local_time_variation_departure"),
        rec.read_offset(item, "utc_local_time_variation_arrival"),
        rec.read_date_variation(item, variation[0].strip()),
        rec.read_date_variation(item, variation[1].strip()),
        classes,
    )


def _check_offset(
    item: rec.Record, moment: datetime, zone: ZoneInfo, offset: timedelta, name: str
) -> None:
    """The file's UTC offset of a station is the one its time zone has then."""
    actual = moment.astimezone(zone).utcoffset() or timedelta(0)
    if actual != offset:
        raise item.fail(
            f"utc_local_time_variation_{name}",
            f"{rec.ssim_offset(offset)} is not the offset of {zone.key} on {moment.date()} "
            f"({rec.ssim_offset(actual)})",
        )


def _departures_of(
    leg: _Leg, world: _World, taken: dict[tuple[str, date], rec.Record]
) -> tuple[_Pattern, list[date]]:
    """The leg's pattern and the local dates at the origin it departs on."""
    item, f = leg.record, _leg_fields(leg, world)
    origin_zone, destination_zone = ZoneInfo(f.origin.timezone), ZoneInfo(f.destination.timezone)
    durations: set[timedelta] = set()
    times: set[time] = set()
    days: list[date] = []
    for day in weekly_dates(f.weekdays, f.start, f.end):
        leaving = datetime.combine(day + timedelta(days=f.leave_days), f.leaves, tzinfo=UTC)
        landing = datetime.combine(day + timedelta(days=f.land_days), f.lands, tzinfo=UTC)
        if leg.mode == "local":  # the times are local: UTC is the time less the offset
            leaving, landing = leaving - f.leave_offset, landing - f.land_offset
        _check_offset(item, leaving, origin_zone, f.leave_offset, "departure")
        _check_offset(item, landing, destination_zone, f.land_offset, "arrival")
        if not timedelta(0) < landing - leaving <= timedelta(hours=24):
            raise item.fail("passenger_sta", "the arrival is not within 24 hours after departure")
        local = leaving.astimezone(origin_zone)
        other = taken.setdefault((f.flight_number, local.date()), item)
        if other is not item:
            raise item.fail(
                "period_of_operation_from",
                f"{f.flight_number} already departs on {local.date()} (record {other.number})",
            )
        durations.add(landing - leaving)
        times.add(local.time())
        days.append(local.date())
    if not days:
        raise item.fail("days_of_operation", "the leg never departs within its period")
    if len(durations) > 1 or len(times) > 1:
        # UTC times over a change of the origin's offset: two local times in one record
        raise SsimUnsupported.at(
            item.number,
            item.serial,
            "period_of_operation_to",
            "the local departure time changes within the period: split it where it changes",
        )
    pattern = _Pattern(
        f.flight_number,
        f.route.id,
        times.pop(),
        int(durations.pop().total_seconds()) // 60,
        item.fields["aircraft_type"],
        item.fields["aircraft_configuration_version"].strip(),
        f.classes,
        _allocation(leg, f.classes),
    )
    return pattern, days


def _weekly(days: list[date]) -> list[list[date]]:
    """Sorted dates cut into runs that are each every date of their weekdays between their
    first and last date."""
    runs: list[tuple[list[date], set[int]]] = []
    for day in sorted(days):
        if runs:
            run, weekdays = runs[-1]
            widened = weekdays | {day.isoweekday()}
            skipped = weekly_dates(widened, run[-1] + timedelta(days=1), day - timedelta(days=1))
            # a new weekday must not have been skipped since the run began
            if not skipped and (len(widened) == len(weekdays) or (day - run[0]).days < 7):
                run.append(day)
                weekdays.add(day.isoweekday())
                continue
        runs.append(([day], {day.isoweekday()}))
    return [run for run, _ in runs]


def _candidates(legs: list[_Leg], world: _World) -> list[_Candidate]:
    taken: dict[tuple[str, date], rec.Record] = {}
    grouped: dict[_Pattern, list[tuple[date, _Leg]]] = defaultdict(list)
    for leg in legs:
        pattern, days = _departures_of(leg, world, taken)
        grouped[pattern] += [(day, leg) for day in days]
    found = []
    for pattern, dated in grouped.items():
        by_day = dict(dated)
        for run in _weekly(list(by_day)):
            legs_of_run = sorted({by_day[day].record.number: by_day[day] for day in run}.items())
            found.append(_Candidate(pattern, run, legs_of_run[0][1], [n for n, _ in legs_of_run]))
    return sorted(found, key=lambda c: (c.pattern.flight_number, c.days[0]))


# --- import: schedules and their flights ---------------------------------------------------


@dataclass(frozen=True)
class ScheduleChange:
    schedule_id: uuid.UUID | None  # None: created on a dry run
    flight_number: str
    valid_from: date
    valid_to: date
    action: Literal["created", "updated", "unchanged"]
    fields: list[str]  # what an update changed
    records: list[int]  # the file's leg records (positions) it comes from


@dataclass(frozen=True)
class KeptFlight:
    flight_id: uuid.UUID
    flight_number: str
    flight_date: date
    reason: Literal["sold", "operated", "referenced"]


@dataclass
class ImportReport:
    dry_run: bool
    legs: int = 0
    created: int = 0
    updated: int = 0
    unchanged: int = 0
    flights_generated: int = 0
    flights_removed: int = 0
    flights_kept: int = 0
    schedules: list[ScheduleChange] = field(default_factory=list)
    kept_flights: list[KeptFlight] = field(default_factory=list)


def _plane(world: _World, pattern: _Pattern, current: uuid.UUID | None) -> Aircraft:
    """The aircraft of the pattern's IATA type: the schedule's own when it is one, else the
    one whose cabins the configuration gives, else the first by code."""
    choices = world.aircraft[pattern.aircraft_type]
    for plane in choices:
        if plane.id == current:
            return plane
    for plane in choices:
        if pattern.configuration and configuration(cabin_capacity(plane)) == pattern.configuration:
            return plane
    return choices[0]


def _template(pattern: _Pattern, plane: Aircraft) -> list[dict[str, Any]]:
    if pattern.allocation:
        return [
            {"booking_class": letter, "cabin": cabin, "seats": seats}
            for letter, cabin, seats in pattern.allocation
        ]
    return default_template(pattern.classes, cabin_capacity(plane))


def _match(candidate: _Candidate, existing: list[FlightSchedule]) -> FlightSchedule | None:
    """The active schedule of the flight number and route sharing most dates with it."""
    first, last = candidate.days[0], candidate.days[-1]
    overlapping = [
        s
        for s in existing
        if s.route_id == candidate.pattern.route_id and s.valid_from <= last and s.valid_to >= first
    ]
    wanted = set(candidate.days)
    return max(
        overlapping,
        key=lambda s: len(wanted & set(schedule_dates(s, s.valid_from, s.valid_to))),
        default=None,
    )


def _in_scope(candidate: _Candidate, schedule: FlightSchedule, origin: ZoneInfo) -> list[date]:
    """The schedule's local dates whose departure is within the file's period of schedule
    validity (its dates are in the file's time mode): the dates the file speaks for."""
    dates = schedule_dates(schedule, schedule.valid_from, schedule.valid_to)
    first, last = candidate.leg.scope
    if candidate.leg.mode == "local":
        return [day for day in dates if first <= day <= last]
    leaving = departures(dates, schedule.departure_time, timedelta(0), origin)
    return [d.local_date for d in leaving if first <= d.departure.date() <= last]


def _beyond(schedule: FlightSchedule, scoped: list[date]) -> bool:
    """Whether the schedule flies, from today on, on dates the file does not speak for."""
    ahead = schedule_dates(schedule, max(schedule.valid_from, clock.today()), schedule.valid_to)
    return not set(ahead) <= set(scoped)


def _changes(
    candidate: _Candidate,
    schedule: FlightSchedule,
    route: Route,
    plane: Aircraft,
    scoped: list[date],
) -> dict[str, Any]:
    """What the schedule must change to be the candidate (nothing: unchanged), its dates
    compared within the file's period (``scoped``)."""
    pattern = candidate.pattern
    changes: dict[str, Any] = {}
    if schedule.aircraft_id != plane.id:
        changes["aircraft"] = plane.id
    if schedule.departure_time != pattern.departure_time:
        changes["departure_time"] = pattern.departure_time
    if (schedule.duration_minutes or route.duration_minutes) != pattern.duration_minutes:
        changes["duration_minutes"] = _duration(pattern, route)
    if scoped != candidate.days:
        changes["days_of_week"] = candidate.weekdays
        changes["valid_from"], changes["valid_to"] = candidate.days[0], candidate.days[-1]
    template = _template(pattern, plane)
    if schedule.inventory_template != template:
        changes["inventory_template"] = template
    return changes


def _duration(pattern: _Pattern, route: Route) -> int | None:
    """The schedule's duration: none when it is the route's."""
    return None if pattern.duration_minutes == route.duration_minutes else pattern.duration_minutes


def _refused(candidate: _Candidate, error: TarmacError) -> SsimScheduleRefused:
    item = candidate.record
    return SsimScheduleRefused.at(
        item.number, item.serial, None, f"{candidate.pattern.flight_number}: {error.detail}"
    )


async def import_file(session: AsyncSession, text: str, *, dry_run: bool = False) -> ImportReport:
    """Create or update the schedules an SSIM file describes and their flights from today
    on; ``SsimMalformed`` (or a subclass) naming the record and field refuses the whole
    file. A dry run answers the same report and writes nothing."""
    legs = _legs_of(rec.read_records(text))
    world = await _world(session)
    candidates = _candidates(legs, world)
    report = ImportReport(dry_run=dry_run, legs=len(legs))
    routes = {route.id: route for route in world.routes.values()}
    updates, creates = await _plan(session, candidates, world, routes, report)
    touched: list[FlightSchedule] = []
    for candidate, schedule, changes in updates:
        try:
            updated = await schedules.update(session, schedule.id, changes)
        except TarmacError as error:
            raise _refused(candidate, error) from None
        report.updated += 1
        report.schedules.append(_change(updated, candidate, "updated", sorted(changes)))
        touched.append(updated)
    for candidate in creates:
        created = await _create(session, candidate, world, routes)
        report.created += 1
        report.schedules.append(_change(created, candidate, "created", []))
        touched.append(created)
    for schedule in touched:
        await _follow(session, schedule, routes[schedule.route_id], world, report)
    report.schedules.sort(key=lambda c: (c.flight_number, c.valid_from))
    report.flights_kept = len(report.kept_flights)
    if dry_run:
        report.schedules = [
            c if c.action != "created" else replace(c, schedule_id=None) for c in report.schedules
        ]
        await session.rollback()
    return report


async def _plan(
    session: AsyncSession,
    candidates: list[_Candidate],
    world: _World,
    routes: dict[uuid.UUID, Route],
    report: ImportReport,
) -> tuple[list[tuple[_Candidate, FlightSchedule, dict[str, Any]]], list[_Candidate]]:
    """Which schedules each candidate updates (with the changes), which it creates; the
    unchanged ones counted in the report."""
    numbers = sorted({c.pattern.flight_number for c in candidates})
    zones = {a.id: ZoneInfo(a.timezone) for a in world.airports.values()}
    existing: dict[str, list[FlightSchedule]] = defaultdict(list)
    for schedule in await session.scalars(
        select(FlightSchedule).where(
            FlightSchedule.flight_number.in_(numbers), FlightSchedule.is_active
        )
    ):
        existing[schedule.flight_number].append(schedule)
    updates: list[tuple[_Candidate, FlightSchedule, dict[str, Any]]] = []
    creates: list[_Candidate] = []
    for candidate in candidates:
        pattern = candidate.pattern
        matched = _match(candidate, existing[pattern.flight_number])
        if matched is None:
            creates.append(candidate)
            continue
        existing[pattern.flight_number].remove(matched)
        plane = _plane(world, pattern, matched.aircraft_id)
        route = routes[pattern.route_id]
        scoped = _in_scope(candidate, matched, zones[route.origin_id])
        changes = _changes(candidate, matched, route, plane, scoped)
        if changes and _beyond(matched, scoped):
            item = candidate.record
            raise SsimScheduleRefused.at(
                item.number,
                item.serial,
                None,
                f"{pattern.flight_number}: schedule {matched.id} also flies outside the file's "
                "period of schedule validity; a file that changes it covers all its dates",
            )
        if changes:
            updates.append((candidate, matched, changes))
        else:
            report.unchanged += 1
            report.schedules.append(_change(matched, candidate, "unchanged", []))
    return updates, creates


async def _create(
    session: AsyncSession, candidate: _Candidate, world: _World, routes: dict[uuid.UUID, Route]
) -> FlightSchedule:
    pattern = candidate.pattern
    plane = _plane(world, pattern, None)
    try:
        return await schedules.create(
            session,
            {
                "flight_number": pattern.flight_number,
                "route": pattern.route_id,
                "aircraft": plane.id,
                "days_of_week": candidate.weekdays,
                "departure_time": pattern.departure_time,
                "duration_minutes": _duration(pattern, routes[pattern.route_id]),
                "valid_from": candidate.days[0],
                "valid_to": candidate.days[-1],
                "inventory_template": _template(pattern, plane),
                "is_active": True,
            },
        )
    except TarmacError as error:
        raise _refused(candidate, error) from None


def _change(
    schedule: FlightSchedule,
    candidate: _Candidate,
    action: Literal["created", "updated", "unchanged"],
    fields: list[str],
) -> ScheduleChange:
    return ScheduleChange(
        schedule.id,
        schedule.flight_number,
        schedule.valid_from,
        schedule.valid_to,
        action,
        [name if name != "aircraft" else "aircraft_id" for name in fields],
        candidate.records,
    )


async def _follow(
    session: AsyncSession,
    schedule: FlightSchedule,
    route: Route,
    world: _World,
    report: ImportReport,
) -> None:
    """The schedule's flights from today on made to follow it: those that no longer fit
    removed unless sold or operated (kept, listed), the missing ones generated."""
    today = clock.today()
    start = max(today, schedule.valid_from)
    end = min(schedule.valid_to, today + timedelta(days=MAX_GENERATION_DAYS))
    origin = next(a for a in world.airports.values() if a.id == route.origin_id)
    duration = timedelta(minutes=schedule.duration_minutes or route.duration_minutes)
    wanted = {
        d.local_date: d
        for d in departures(
            schedule_dates(schedule, start, end) if start <= end else [],
            schedule.departure_time,
            duration,
            ZoneInfo(origin.timezone),
        )
    }
    flights = (
        await session.scalars(
            select(Flight).where(Flight.schedule_id == schedule.id, Flight.flight_date >= today)
        )
    ).all()
    taken = await inventory.flights_with_places(session, [f.id for f in flights])
    stale: list[KeptFlight] = []
    for flight in flights:
        want = wanted.get(flight.flight_date)
        if (
            want is not None
            and (flight.scheduled_departure, flight.scheduled_arrival)
            == (want.departure, want.arrival)
            and (flight.aircraft_id, flight.route_id) == (schedule.aircraft_id, schedule.route_id)
        ):
            continue
        reason: Literal["sold", "operated", "referenced"] = "referenced"  # if it cannot go
        if flight.status != "scheduled":
            reason = "operated"
        elif flight.id in taken:
            reason = "sold"
        kept = KeptFlight(flight.id, flight.flight_number, flight.flight_date, reason)
        (stale if reason == "referenced" else report.kept_flights).append(kept)
    refused = await _remove(session, stale)
    report.kept_flights += refused
    report.flights_removed += len(stale) - len(refused)
    if start <= end:
        report.flights_generated += (
            await generate_flights(session, schedule.id, start, end)
        ).created


async def _remove(session: AsyncSession, flights: list[KeptFlight]) -> list[KeptFlight]:
    """Delete the flights (their inventory goes with them); those a booking still names,
    even a cancelled one, stay and are answered. The session's copies of the flights are
    left as they are: nothing reads them again."""
    if not flights:
        return []
    try:
        async with session.begin_nested():
            await session.execute(_deletion([f.flight_id for f in flights]))
        return []
    except IntegrityError:
        pass
    refused = []
    for flight in flights:
        try:
            async with session.begin_nested():
                await session.execute(_deletion([flight.flight_id]))
        except IntegrityError:
            refused.append(flight)
    return refused


def _deletion(flight_ids: list[uuid.UUID]) -> Any:
    return (
        delete(Flight).where(Flight.id.in_(flight_ids)).execution_options(synchronize_session=False)
    )
