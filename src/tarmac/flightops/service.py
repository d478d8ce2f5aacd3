"""Flight operations (the back office, DESIGN.md "The back office"; spec 01 §2.8, spec 02
§6.1): delay, gate, cancel, divert, boarding, departed, arrived. Each changes the flight,
writes a line of its history (``flight_operations``) and emits its events in the
transaction of the change; departed and arrived move the coupons (``bookings.service`` →
``ticketing.service``).

The status machine (statuses of spec 01 §2.8; ``check_in_open`` and ``gate_closed`` are
set by the plain flight update only, and count like their neighbours):

- before boarding (``scheduled``, ``check_in_open``, ``delayed``): delay, gate, cancel,
  divert, boarding, departed;
- ``boarding``, ``gate_closed``: delay (boarding stops: ``delayed``), gate, cancel, divert,
  departed;
- ``departed``: the arrival gate, divert, arrived;
- ``arrived``, ``cancelled``: nothing (409).

A flight counts as departed once its departure time (scheduled plus the delay) has come,
for every rule, even before the worker records it so (``record_due``): delay, cancel,
boarding and a departure gate are then 409 too. ``departed`` is still accepted until the
worker has recorded the departure: the airline's word on the time beats the schedule.

What cannot be is refused (400, one code each; docs/decisions/flightops.md): boarding and
the departure no earlier than ``BOARDING_WINDOW`` before the departure time; a recorded
departure no later than ``LATEST_AFTER`` after it, an arrival no later than
``LATEST_AFTER`` after the departure plus the scheduled flight time (and never before the
departure, nor in the future); a diversion never to the flight's origin nor to where it
already flies.
"""

import math
import uuid
from collections.abc import Sequence
from datetime import datetime, timedelta
from typing import Any

from pydantic_core import to_jsonable_python
from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from tarmac.auth.caller import Caller
from tarmac.bookings import service as bookings
from tarmac.catalog import service as catalog
from tarmac.core import clock
from tarmac.db.group_commit import Row, insert_rows
from tarmac.events import outbox
from tarmac.flightops import schemas
from tarmac.flightops.errors import (
    ArrivalBeforeDeparture,
    ArrivalTooLate,
    BoardingTooEarly,
    DelayTooLong,
    DepartureBeforeSchedule,
    DepartureGateAfterDeparture,
    DepartureTooEarly,
    DepartureTooLate,
    DiversionToOrigin,
    FlightNotFound,
    IllegalFlightMove,
    NoGateGiven,
    SameDestination,
    TimeInFuture,
)
from tarmac.flightops.models import FlightOperation
from tarmac.ticketing import service as ticketing

BEFORE_BOARDING = frozenset({"scheduled", "check_in_open", "delayed"})
BEFORE_DEPARTURE = BEFORE_BOARDING | {"boarding", "gate_closed"}
ALLOWED: dict[str, frozenset[str]] = {
    "delay": BEFORE_DEPARTURE,
    "gate": BEFORE_DEPARTURE | {"departed"},
    "cancel": BEFORE_DEPARTURE,
    "divert": BEFORE_DEPARTURE | {"departed"},
    "boarding": BEFORE_BOARDING,
    "departed": BEFORE_DEPARTURE,
    "arrived": frozenset({"departed"}),
}
# operations that need the flight not yet gone by its times
ON_THE_GROUND = frozenset({"delay", "cancel", "boarding"})
# spec 02 §6.1: flight.delayed for a delay of 30 minutes or more
DELAY_EVENT_MINUTES = 30
WORKER = "system"
BATCH = 200
# boarding opens, and a flight leaves, at the earliest this long before its departure time
# (the counter check-in's default window: nobody boards before anyone could check in)
BOARDING_WINDOW = timedelta(hours=3)
# a departure or an arrival recorded at most this long after the flight's times
LATEST_AFTER = timedelta(hours=24)


def departure_of(flight: Any) -> datetime:
    """When the flight leaves by its times: scheduled plus the delay."""
    departure: datetime = flight.scheduled_departure + timedelta(minutes=flight.delay_minutes or 0)
    return departure


def _actor(caller: Caller | None) -> str:
    return bookings.actor(caller) if caller is not None else WORKER


class _Flight:
    """A flight locked for an operation, with its route's airports."""

    def __init__(self, row: tuple[Any, Any, Any, Any]) -> None:
        self.flight, self.route, self.origin, self.destination = row

    @property
    def id(self) -> uuid.UUID:
        flight_id: uuid.UUID = self.flight.id
        return flight_id


async def _locked(session: AsyncSession, flight_id: uuid.UUID, operation: str) -> _Flight:
    row = await catalog.locked_flight(session, flight_id)
    if row is None:
        raise FlightNotFound()
    it = _Flight(row)
    flight = it.flight
    if flight.status not in ALLOWED[operation]:
        raise IllegalFlightMove(
            f"Flight {flight.flight_number} is {flight.status}: '{operation}' is not allowed now"
        )
    if operation in ON_THE_GROUND and departure_of(flight) <= clock.now():
        raise IllegalFlightMove(
            f"Flight {flight.flight_number} counts as departed (its departure time "
            f"{_shown(departure_of(flight), it.origin)} has passed): '{operation}' is not "
            "allowed now"
        )
    return it


def _history(
    session: AsyncSession,
    flight_id: uuid.UUID,
    operation: str,
    before: dict[str, Any],
    after: dict[str, Any],
    reason: str | None,
    caller: Caller | None,
) -> None:
    session.add(
        FlightOperation(
            flight_id=flight_id,
            operation=operation,
            before=to_jsonable_python(before),
            after=to_jsonable_python(after),
            reason=reason,
            actor=_actor(caller),
        )
    )


def _change(flight: Any, **values: Any) -> tuple[dict[str, Any], dict[str, Any]]:
    """Set ``values`` on the flight; the fields as they were and as they are."""
    before = {name: getattr(flight, name) for name in values}
    for name, value in values.items():
        setattr(flight, name, value)
    return before, dict(values)


async def _places(
    session: AsyncSession, flight_ids: Sequence[uuid.UUID]
) -> dict[uuid.UUID, tuple[Any, Any]]:
    """Each flight's origin and the airport it lands at (diverted or its destination)."""
    found = await catalog.flights_with_airports(session, flight_ids)
    diverted = await catalog.airports_by_id(
        session, [f.diverted_to_id for f, _, _, _ in found.values() if f.diverted_to_id]
    )
    return {
        flight_id: (
            origin,
            diverted.get(flight.diverted_to_id, destination)
            if flight.diverted_to_id
            else destination,
        )
        for flight_id, (flight, _, origin, destination) in found.items()
    }


async def _landing(session: AsyncSession, it: _Flight) -> Any:
    """The airport the flight lands at: where it is diverted to, else its destination."""
    if it.flight.diverted_to_id is None:
        return it.destination
    airports = await catalog.airports_by_id(session, [it.flight.diverted_to_id])
    return airports[it.flight.diverted_to_id]


async def _destination_iata(session: AsyncSession, it: _Flight) -> str:
    iata_code: str = (await _landing(session, it)).iata_code
    return iata_code


def _at(moment: datetime | None, airport: Any) -> datetime | None:
    """A flight's time on the clocks of the airport it happens at (docs/getting-started.md,
    "Times"): departures at the origin, arrivals where the flight lands."""
    return None if moment is None else catalog.local_time(moment, airport)


async def answer(session: AsyncSession, it: _Flight) -> schemas.FlightOperated:
    flight = it.flight
    landing = await _landing(session, it)
    return schemas.FlightOperated(
        id=flight.id,
        flight_number=flight.flight_number,
        status=flight.status,
        scheduled_departure=_at(flight.scheduled_departure, it.origin),
        scheduled_arrival=_at(flight.scheduled_arrival, it.destination),
        delay_minutes=flight.delay_minutes,
        estimated_departure=_at(departure_of(flight), it.origin),
        departure_gate=flight.departure_gate,
        arrival_gate=flight.arrival_gate,
        actual_departure=_at(flight.actual_departure, it.origin),
        actual_arrival=_at(flight.actual_arrival, landing),
        origin_iata=it.origin.iata_code,
        destination_iata=it.destination.iata_code,
        diverted_to_iata=landing.iata_code if flight.diverted_to_id is not None else None,
    )


# --- the operations --------------------------------------------------------------------------


async def delay(
    session: AsyncSession, flight_id: uuid.UUID, body: schemas.DelayIn, caller: Caller
) -> _Flight:
    """The whole delay from the scheduled departure (``minutes``, or a ``new_departure``
    rounded up to the minute). The flight is ``delayed`` while the delay is above 0 and
    ``scheduled`` again at 0. ``flight.delayed`` is emitted when the delay changed and is
    30 minutes or more; the internal ``flight.delay_changed`` whenever it changed (the
    airline changes a delay took back follow it: disruptions)."""
    it = await _locked(session, flight_id, "delay")
    flight = it.flight
    if body.new_departure is not None:
        seconds = (body.new_departure - flight.scheduled_departure).total_seconds()
        if seconds < 0:
            raise DepartureBeforeSchedule(
                f"new_departure is before the scheduled departure "
                f"{_shown(flight.scheduled_departure, it.origin)}"
            )
        minutes = math.ceil(seconds / 60)
        if minutes > schemas.MAX_DELAY_MINUTES:
            raise DelayTooLong()
    else:
        minutes = body.minutes or 0
    previous = flight.delay_minutes
    before, after = _change(
        flight, delay_minutes=minutes, status="delayed" if minutes else "scheduled"
    )
    _history(session, flight.id, "delay", before, after, body.reason, caller)
    await session.flush()
    if minutes != previous:
        await outbox.emit(
            session,
            "flight.delay_changed",
            {"flight_id": flight.id, "delay_minutes": minutes, "previous_delay_minutes": previous},
        )
    if minutes >= DELAY_EVENT_MINUTES and minutes != previous:
        _, passengers = await bookings.travelling_on(session, flight.id)
        await outbox.emit(
            session,
            "flight.delayed",
            {
                "flight_id": flight.id,
                "flight_number": flight.flight_number,
                "origin_iata": it.origin.iata_code,
                "destination_iata": await _destination_iata(session, it),
                "original_departure": _at(flight.scheduled_departure, it.origin),
                "new_departure": _at(departure_of(flight), it.origin),
                "delay_minutes": minutes,
                "reason": body.reason,
                "affected_passengers": passengers,
            },
        )
    return it


async def gate(
    session: AsyncSession, flight_id: uuid.UUID, body: schemas.GateIn, caller: Caller
) -> _Flight:
    """Set the departure gate, the arrival gate or both. A new departure gate emits the
    internal ``flight.gate_changed`` (for push notifications; not a webhook type)."""
    fields = body.model_dump(exclude_unset=True, exclude={"reason"})
    if not fields:
        raise NoGateGiven()
    it = await _locked(session, flight_id, "gate")
    flight = it.flight
    if "departure_gate" in fields and (
        flight.status == "departed" or departure_of(flight) <= clock.now()
    ):
        raise DepartureGateAfterDeparture()
    previous_gate = flight.departure_gate
    before, after = _change(flight, **fields)
    _history(session, flight.id, "gate", before, after, body.reason, caller)
    await session.flush()
    if "departure_gate" in fields and fields["departure_gate"] != previous_gate:
        await outbox.emit(
            session,
            "flight.gate_changed",
            {
                "flight_id": flight.id,
                "flight_number": flight.flight_number,
                "origin_iata": it.origin.iata_code,
                "destination_iata": await _destination_iata(session, it),
                "departure_gate": flight.departure_gate,
                "previous_gate": previous_gate,
                "scheduled_departure": _at(flight.scheduled_departure, it.origin),
            },
        )
    return it


async def cancel(
    session: AsyncSession, flight_id: uuid.UUID, body: schemas.CancelIn, caller: Caller
) -> _Flight:
    """The flight is ``cancelled`` (nothing follows); ``flight.cancelled`` names the
    bookings still to travel on it (confirmed, or pending and not lapsed). The flight did
    not go: its coupons checked in or boarded go back to ``OPEN`` (each move recorded);
    what becomes of each booking (refund, rebooking) is the disruption's, not the
    flight's."""
    it = await _locked(session, flight_id, "cancel")
    flight = it.flight
    before, after = _change(flight, status="cancelled")
    _history(session, flight.id, "cancel", before, after, body.reason, caller)
    await session.flush()
    await ticketing.flight_cancelled(
        session, flight.id, actor=_actor(caller), reason="flight cancelled: it did not fly"
    )
    affected, _ = await bookings.travelling_on(session, flight.id)
    await outbox.emit(
        session,
        "flight.cancelled",
        {
            "flight_id": flight.id,
            "reason": body.reason,
            "affected_bookings": affected,
        },
    )
    return it


async def divert(
    session: AsyncSession, flight_id: uuid.UUID, body: schemas.DivertIn, caller: Caller
) -> _Flight:
    """The flight lands at another airport (``diverted_to``); its status does not change
    (spec 01 §2.8 has no diverted status). ``flight.diverted`` names the airport."""
    it = await _locked(session, flight_id, "divert")
    flight = it.flight
    airport = await catalog.airport_ref(session, body.new_destination, "new_destination")
    current = flight.diverted_to_id or it.destination.id
    if airport.id == it.origin.id:
        raise DiversionToOrigin(
            f"Flight {flight.flight_number} leaves from {airport.iata_code}: a return to the "
            "origin is not a diversion (cancel the flight instead)"
        )
    if airport.id == current:
        raise SameDestination(f"Flight {flight.flight_number} already flies to {airport.iata_code}")
    before_iata = await _destination_iata(session, it)
    flight.diverted_to_id = None if airport.id == it.destination.id else airport.id
    _history(
        session,
        flight.id,
        "divert",
        {"destination_iata": before_iata},
        {"destination_iata": airport.iata_code},
        body.reason,
        caller,
    )
    await session.flush()
    await outbox.emit(
        session,
        "flight.diverted",
        {"flight_id": flight.id, "new_destination": airport.iata_code, "reason": body.reason},
    )
    return it


async def boarding(
    session: AsyncSession, flight_id: uuid.UUID, body: schemas.BoardingIn, caller: Caller
) -> _Flight:
    """Boarding opens (``boarding``); the internal ``flight.boarding_open`` is emitted
    (for push notifications; not a webhook type)."""
    it = await _locked(session, flight_id, "boarding")
    flight = it.flight
    at = _not_future(body.boarding_at)
    opens = departure_of(flight) - BOARDING_WINDOW
    if at < opens:
        raise BoardingTooEarly(
            f"Boarding of flight {flight.flight_number} opens at the earliest at "
            f"{_shown(opens, it.origin)}, {_hours(BOARDING_WINDOW)} before its departure"
        )
    at = catalog.local_time(at, it.origin)
    before, after = _change(flight, status="boarding")
    _history(session, flight.id, "boarding", before, {**after, "boarding_at": at}, None, caller)
    await session.flush()
    await outbox.emit(
        session,
        "flight.boarding_open",
        {
            "flight_id": flight.id,
            "flight_number": flight.flight_number,
            "departure_gate": flight.departure_gate,
            "boarding_at": at,
        },
    )
    return it


async def departed(
    session: AsyncSession, flight_id: uuid.UUID, body: schemas.DepartedIn, caller: Caller
) -> _Flight:
    """The flight took off (``departed``, ``actual_departure``): the boarded passengers'
    coupons flown, the others closed with ``passenger.no_show`` (all flown where no
    boarding was recorded); ``flight.departed`` emitted."""
    it = await _locked(session, flight_id, "departed")
    flight = it.flight
    at = _not_future(body.actual_departure)
    leaves = departure_of(flight)
    if at < leaves - BOARDING_WINDOW:
        raise DepartureTooEarly(
            f"Flight {flight.flight_number} departs at {_shown(leaves, it.origin)}: it cannot "
            f"have left at {at.isoformat()}, more than {_hours(BOARDING_WINDOW)} before"
        )
    if at > leaves + LATEST_AFTER:
        raise DepartureTooLate(
            f"Flight {flight.flight_number} departs at {_shown(leaves, it.origin)}: a departure "
            f"at {at.isoformat()} is more than {_hours(LATEST_AFTER)} after it"
        )
    at = catalog.local_time(at, it.origin)
    before, after = _change(flight, status="departed", actual_departure=at)
    _history(session, flight.id, "departed", before, after, None, caller)
    await session.flush()
    await bookings.flights_departed(session, [flight.id], caller)
    await outbox.emit(session, "flight.departed", {"flight_id": flight.id, "actual_departure": at})
    return it


async def arrived(
    session: AsyncSession, flight_id: uuid.UUID, body: schemas.ArrivedIn, caller: Caller
) -> _Flight:
    """The flight landed (``arrived``, ``actual_arrival``, not before its departure): the
    bookings whose coupons are all final become ``completed``; ``flight.arrived``."""
    it = await _locked(session, flight_id, "arrived")
    flight = it.flight
    landing = await _landing(session, it)
    at = _not_future(body.actual_arrival)
    left = flight.actual_departure or departure_of(flight)
    if at < left:
        raise ArrivalBeforeDeparture(
            f"actual_arrival is before the flight's departure {_shown(left, it.origin)}"
        )
    latest = left + (flight.scheduled_arrival - flight.scheduled_departure) + LATEST_AFTER
    if at > latest:
        raise ArrivalTooLate(
            f"Flight {flight.flight_number} left at {_shown(left, it.origin)}: an arrival after "
            f"{_shown(latest, landing)} is more than {_hours(LATEST_AFTER)} "
            "after its departure plus its flight time"
        )
    at = catalog.local_time(at, landing)
    before, after = _change(flight, status="arrived", actual_arrival=at)
    _history(session, flight.id, "arrived", before, after, None, caller)
    await session.flush()
    await bookings.flights_arrived(session, [flight.id], caller)
    await outbox.emit(session, "flight.arrived", {"flight_id": flight.id, "actual_arrival": at})
    return it


def _hours(span: timedelta) -> str:
    return f"{span.total_seconds() / 3600:g} hours"


def _shown(moment: datetime, airport: Any) -> str:
    return catalog.local_time(moment, airport).isoformat()


def _not_future(moment: datetime | None) -> datetime:
    now = clock.now()
    if moment is None:
        return now
    if moment > now:
        raise TimeInFuture(f"{moment.isoformat()} is after the service's time {now.isoformat()}")
    return moment


async def patched_arrived(session: AsyncSession, flight: Any, caller: Caller) -> None:
    """The plain flight update set ``status: arrived`` (kept for the back office's older
    callers): what ``departed`` and ``arrived`` would have done that it did not (times,
    coupons, events, history)."""
    now = clock.now()
    origin, landing = (await _places(session, [flight.id]))[flight.id]
    before = {"actual_departure": flight.actual_departure, "actual_arrival": flight.actual_arrival}
    departed = flight.actual_departure is None
    if departed:
        flight.actual_departure = min(departure_of(flight), now)
    if flight.actual_arrival is None:
        flight.actual_arrival = now
    after = {
        "actual_departure": _at(flight.actual_departure, origin),
        "actual_arrival": _at(flight.actual_arrival, landing),
    }
    events: list[tuple[str, dict[str, Any]]] = []
    if departed:
        events.append(
            (
                "flight.departed",
                {"flight_id": flight.id, "actual_departure": after["actual_departure"]},
            )
        )
    events.append(
        ("flight.arrived", {"flight_id": flight.id, "actual_arrival": after["actual_arrival"]})
    )
    _history(session, flight.id, "arrived", before, {**after, "status": "arrived"}, None, caller)
    await session.flush()
    await bookings.flights_arrived(session, [flight.id], caller)
    for event_type, payload in events:
        await outbox.emit(session, event_type, payload)


async def history(session: AsyncSession, flight_id: uuid.UUID) -> schemas.FlightHistory:
    if not await catalog.flights_with_airports(session, [flight_id]):
        raise FlightNotFound()
    rows = await session.scalars(
        select(FlightOperation)
        .where(FlightOperation.flight_id == flight_id)
        .order_by(FlightOperation.created_at, FlightOperation.id)
    )
    return schemas.FlightHistory(
        flight_id=flight_id,
        operations=[schemas.OperationOut.model_validate(r, from_attributes=True) for r in rows],
    )


# --- the worker: flights no one operated, recorded by their times ------------------------------


async def record_due(session: AsyncSession, limit: int = BATCH) -> int:
    """Flights whose departure (scheduled plus delay) has come are recorded ``departed`` at
    that time, and departed flights whose arrival has come ``arrived`` (the recorded
    departure plus the scheduled flight time), up to ``limit`` of each, in a few
    statements: coupons moved, bookings completed, events and history written. How many
    flights were recorded (the worker calls again while there are)."""
    now = clock.now()
    gone = await catalog.due_departures(session, now, limit)
    if gone:
        await bookings.flights_departed(session, [f for f, _, _ in gone], None)
        await _recorded(session, gone, "departed", "actual_departure")
    landed = await catalog.due_arrivals(session, now, limit)
    if landed:
        await bookings.flights_arrived(session, [f for f, _, _ in landed], None)
        await _recorded(session, landed, "arrived", "actual_arrival")
    return len(gone) + len(landed)


async def _recorded(
    session: AsyncSession,
    flights: Sequence[tuple[uuid.UUID, str, datetime]],
    status: str,
    field: str,
) -> None:
    now = clock.now()
    places = await _places(session, [flight_id for flight_id, _, _ in flights])
    rows: list[Row] = []
    for flight_id, previous, moment in flights:
        origin, landing = places[flight_id]
        at = catalog.local_time(moment, origin if status == "departed" else landing)
        rows.append(
            (
                FlightOperation,
                {
                    "id": uuid.uuid4(),
                    "flight_id": flight_id,
                    "operation": status,
                    "before": {"status": previous, field: None},
                    "after": to_jsonable_python({"status": status, field: at}),
                    "reason": "recorded by its times: no operation said otherwise",
                    "actor": WORKER,
                    "created_at": now,
                    "updated_at": now,
                },
            )
        )
        rows.append(outbox.event_row(f"flight.{status}", {"flight_id": flight_id, field: at}))
    await insert_rows(session, *rows)
