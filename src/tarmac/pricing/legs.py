"""The legs of a quote request (spec 01 §2.6, §4.4 rule 5): which route, flight and date
each leg flies, before any fare is chosen.

- ``flight_id`` fixes the route and date (``route_id``, ``origin``/``destination`` or
  ``departure_date`` that contradict the flight are 400). Otherwise ``route_id`` or the
  IATA pair names the route. An unknown ``route_id``/``flight_id`` is 404; no route between
  two airports, or an inactive route, is 400 "no matching fare".
- Round trips (rule 5): ``return_date`` with ``origin`` + ``destination`` prices the
  reverse route; with a ``flight_id`` (whose airports are known) it prices the first flight
  of the reverse route that day on sale after the outbound lands, so the quote is
  bookable; ``return_flight_id`` prices that flight. With ``route_id`` alone
  ``return_date`` is ignored (one-way) and ``applied_rules`` says so
  (``return_date_ignored``).
- Sale: a flight that is cancelled, boarding, closed, departed or arrived, or whose
  departure time has passed, is 400; so is a ``departure_date`` before today.
"""

from dataclasses import dataclass
from datetime import date, datetime, time
from typing import Any
from zoneinfo import ZoneInfo

from tarmac.cache.reads import ReferenceLoader
from tarmac.catalog import service as catalog
from tarmac.pricing.errors import (
    DateInPast,
    FlightNotForSale,
    FlightNotFound,
    NoMatchingFare,
    RouteNotFound,
    TripMismatch,
)
from tarmac.pricing.schemas import QuoteRequest

NOT_FOR_SALE = ("cancelled", "boarding", "gate_closed", "departed", "arrived")


@dataclass
class LegPlan:
    """One leg of a trip: a route on a day, on a known flight or not (a schedule-based
    quote). Search prices a flight as the outbound leg of a one-way trip."""

    name: str  # outbound | return
    route: catalog.RouteValue
    origin: catalog.AirportValue
    destination: catalog.AirportValue
    flight: catalog.FlightValue | None
    day: date

    @property
    def label(self) -> str:
        return f"{self.origin.iata_code}-{self.destination.iata_code}"

    @property
    def departure(self) -> datetime:
        if self.flight is not None:
            return self.flight.scheduled_departure
        try:
            zone = ZoneInfo(self.origin.timezone)
        except (KeyError, ValueError):
            zone = ZoneInfo("UTC")
        return datetime.combine(self.day, time(0), tzinfo=zone)

    @property
    def duration_min(self) -> int:
        if self.flight is not None:
            delta = self.flight.scheduled_arrival - self.flight.scheduled_departure
            return int(delta.total_seconds() // 60)
        return self.route.duration_minutes


async def _routes_between(load: ReferenceLoader, a: str, b: str) -> list[catalog.RouteWithAirports]:
    """The routes a → b and b → a."""
    return await load(("quote.routes", a, b), catalog.routes_with_airports, pair=(a, b))


def _check_sellable(flight: catalog.FlightValue, now: datetime) -> None:
    if flight.status in NOT_FOR_SALE:
        raise FlightNotForSale(
            flight.flight_number,
            flight.flight_date,
            f"is {flight.status} and not open for sale",
        )
    if flight.scheduled_departure <= now:
        raise FlightNotForSale(flight.flight_number, flight.flight_date, "has already departed")


async def _return_flight(
    load: ReferenceLoader,
    outbound: catalog.FlightValue,
    route: catalog.RouteValue,
    route_label: str,
    day: date,
    now: datetime,
) -> LegPlan:
    """The return leg of a quote of ``flight_id`` with ``return_date``: the first flight of
    the reverse route that day on sale and leaving after the outbound lands (a quote of a
    flight is a bookable quote, so its return is a flight too); 400 when there is none."""
    found = await load(
        ("quote.route-flights", route.id, day), catalog.route_flights_on, route.id, day
    )
    for r_flight, r_route, r_origin, r_destination in found:
        if (
            r_flight.status not in NOT_FOR_SALE
            and r_flight.scheduled_departure > now
            and r_flight.scheduled_departure >= outbound.scheduled_arrival
        ):
            return LegPlan("return", r_route, r_origin, r_destination, r_flight, day)
    raise NoMatchingFare(
        f"no flight from {route_label} on sale on {day.isoformat()} after the outbound lands; "
        "quote another return_date or give return_flight_id"
    )


async def resolve(  # noqa: C901, PLR0915
    load: ReferenceLoader, request: QuoteRequest, now: datetime, today: date
) -> tuple[list[LegPlan], list[dict[str, Any]]]:
    """The legs of ``request`` (outbound, and return for a round trip) and the notes for
    ``applied_rules`` their resolution made."""
    notes: list[dict[str, Any]] = []
    if request.flight_id is not None:
        ids = [request.flight_id]
        if request.return_flight_id is not None:
            ids.append(request.return_flight_id)
        flights = await load(
            ("quote.flights", tuple(ids)), catalog.flight_values_with_airports, ids
        )
        if request.flight_id not in flights:
            raise FlightNotFound()
        flight, route, origin, destination = flights[request.flight_id]
        if request.route_id is not None and request.route_id != route.id:
            raise TripMismatch("route_id does not match the route of flight_id")
        if request.origin is not None and (
            request.origin != origin.iata_code or request.destination != destination.iata_code
        ):
            raise TripMismatch("origin and destination do not match flight_id")
        if request.departure_date is not None and request.departure_date != flight.flight_date:
            raise TripMismatch("departure_date does not match the date of flight_id")
        _check_sellable(flight, now)
        outbound = LegPlan("outbound", route, origin, destination, flight, flight.flight_date)
        legs = [outbound]
        if request.return_flight_id is not None:
            if request.return_flight_id not in flights:
                raise FlightNotFound("Return flight not found")
            r_flight, r_route, r_origin, r_destination = flights[request.return_flight_id]
            if r_origin.id != destination.id or r_destination.id != origin.id:
                raise TripMismatch("return_flight_id does not fly the reverse route")
            if request.return_date is not None and request.return_date != r_flight.flight_date:
                raise TripMismatch("return_date does not match the date of return_flight_id")
            if r_flight.scheduled_departure < flight.scheduled_arrival:
                raise TripMismatch("The return flight departs before the outbound arrives")
            _check_sellable(r_flight, now)
            legs.append(
                LegPlan("return", r_route, r_origin, r_destination, r_flight, r_flight.flight_date)
            )
        elif request.return_date is not None:
            if request.return_date < flight.flight_date:
                raise TripMismatch("return_date must not be before the outbound flight date")
            reverse = await _routes_between(load, origin.iata_code, destination.iata_code)
            back = [r for r in reverse if r[1].id == destination.id]
            if not back or not back[0][0].is_active:
                raise NoMatchingFare(f"no route from {destination.iata_code} to {origin.iata_code}")
            label = f"{destination.iata_code} to {origin.iata_code}"
            legs.append(
                await _return_flight(load, flight, back[0][0], label, request.return_date, now)
            )
        return legs, notes

    assert request.departure_date is not None  # the schema requires it without flight_id
    if request.departure_date < today:
        raise DateInPast()
    if request.route_id is not None:
        found = await load(
            ("quote.route", request.route_id),
            catalog.routes_with_airports,
            route_id=request.route_id,
        )
        if not found:
            raise RouteNotFound()
        route, origin, destination = found[0]
        if request.origin is not None and (
            request.origin != origin.iata_code or request.destination != destination.iata_code
        ):
            raise TripMismatch("origin and destination do not match route_id")
        reverse_rows: list[catalog.RouteWithAirports] = []
        if request.return_date is not None and request.origin is not None:
            reverse_rows = await _routes_between(load, origin.iata_code, destination.iata_code)
    else:
        pair = (request.origin, request.destination)
        rows = await _routes_between(load, *pair)  # type: ignore[arg-type]
        out = [r for r in rows if r[1].iata_code == request.origin]
        if not out:
            raise NoMatchingFare(f"no route from {request.origin} to {request.destination}")
        route, origin, destination = out[0]
        reverse_rows = rows
    if not route.is_active:
        raise NoMatchingFare(f"route {route.route_code} is not in service")
    legs = [LegPlan("outbound", route, origin, destination, None, request.departure_date)]
    if request.return_date is not None:
        if request.origin is None:
            notes.append(
                {
                    "rule_type": "return_date_ignored",
                    "name": "one_way",
                    "description": "route_id without origin and destination is quoted one-way "
                    "(spec rule 5); send origin and destination for a round trip",
                }
            )
        else:
            back = [r for r in reverse_rows if r[1].id == destination.id]
            if not back or not back[0][0].is_active:
                raise NoMatchingFare(f"no route from {destination.iata_code} to {origin.iata_code}")
            legs.append(
                LegPlan("return", back[0][0], back[0][1], back[0][2], None, request.return_date)
            )
    return legs, notes
