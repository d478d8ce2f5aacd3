"""catalog.Flight search (spec 01 §2.8, §4.3): the flights of each segment and, with prices, the
fares they offer. A room above the catalog (the flights) and pricing (the offers): it
reads both through their services, neither imports it.

What a search finds, for each segment (origin → destination on a date):

- flights of the active route origin → destination whose ``flight_date`` (the local date of
  departure at the origin) is the requested date, still sellable (status scheduled,
  check_in_open or delayed, and departure after now), sorted by scheduled departure then
  flight number;
- ``booked_seats`` is the sum of ``sold`` over all the flight's booking classes,
  ``total_seats`` the aircraft's;
- the fares the flight offers to the party and what each passenger pays, from pricing
  (``pricing.service.flight_offers``, the one source the quote uses too: which fares (an
  open booking class with a place for every passenger who takes a seat), the same taxes,
  dynamic multipliers and conversion); a flight with none is left out. The leg's price
  fields are those of the best fare (``fares[0]``: cheapest for the party), whatever
  ``include_prices`` says (spec 01 §4.3): it decides only whether ``fares`` is shown, so
  both answers list the same flights at the same prices.

A currency some fare cannot be converted to is 422.

Reads: reference data (airports, each (route, date)'s flights and fare plans; pricing's
settings, taxes and rates) comes from the process's reference cache
(``tarmac.cache.generations``), emptied whenever any of it changes; a search whose data is
cached runs one statement, the live inventory of its flights, without a transaction. A
miss loads all the missing segments together: airports (1), flights with routes and
aircraft (1), plans with prices and rules (1), then the taxes in force (1) and rates (2,
only when converting), so the number of statements never grows with the number of
flights.
"""

import uuid
from collections import defaultdict
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from datetime import date, datetime

from sqlalchemy.ext.asyncio import AsyncSession

from tarmac.cache.reads import Reads
from tarmac.catalog import service as catalog
from tarmac.catalog.errors import SameAirports
from tarmac.core import clock
from tarmac.core.errors import ValidationFailed
from tarmac.db.replica import Source
from tarmac.inventory import service as inventory_service
from tarmac.pricing import service as pricing

# a flight that is boarding, closed, gone or cancelled is not sold
SELLABLE_STATUSES = ("scheduled", "check_in_open", "delayed")


class CurrencyNotConvertible(ValidationFailed):
    code = "currency_not_convertible"
    default_detail = "No exchange rate to the currency asked for"

    def __init__(self, missing: pricing.NoExchangeRate) -> None:
        super().__init__(
            f"{missing.detail}: search in another currency (for example {missing.sources[0]})"
        )


# --- inputs ---------------------------------------------------------------------------------


@dataclass(frozen=True)
class Pax:
    adults: int = 1
    children: int = 0
    infants: int = 0

    def by_type(self) -> tuple[tuple[str, int], ...]:
        """As pricing counts passengers: (type, count), those present."""
        counts = (("adult", self.adults), ("child", self.children), ("infant", self.infants))
        return tuple((t, count) for t, count in counts if count)


@dataclass(frozen=True)
class Segment:
    """``origin`` and ``destination``: an upper-case IATA code or a canonical UUID string."""

    origin: str
    destination: str
    departure_date: date


@dataclass(frozen=True)
class Options:
    pax: Pax = Pax()
    cabin: str | None = None
    currency: str = "USD"


# --- outputs --------------------------------------------------------------------------------


@dataclass(frozen=True)
class Leg:
    flight: catalog.FlightValue
    origin: catalog.AirportValue
    destination: catalog.AirportValue
    booked_seats: int
    total_seats: int
    fares: list[pricing.Offer]  # best first; never empty

    @property
    def cheapest(self) -> pricing.Offer:
        return self.fares[0]

    @property
    def duration_minutes(self) -> int:
        return int(
            (self.flight.scheduled_arrival - self.flight.scheduled_departure).total_seconds() // 60
        )


# --- the search -----------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class SegmentData:
    """The reference data of one (origin id, destination id, date): its flights on active
    routes whatever their status (filtered per request: status and time move), with route
    and seat count, and the fares that may apply to them, as plain values."""

    flights: tuple[tuple[catalog.FlightValue, catalog.RouteValue, int], ...]
    fares: tuple[pricing.FareOption, ...]


SegmentKey = tuple[uuid.UUID, uuid.UUID, date]
"""A segment by origin id, destination id and departure date."""


@dataclass(frozen=True)
class SegmentFound:
    """The legs of one segment, the flights whose availability they read, and the moment
    they may change with time alone (a flight departs, the day in Bishkek changes and with
    it advance purchase and the rates, taxes and dynamic prices in force, a pending
    booking's places lapse and are free again)."""

    legs: list[Leg]
    flights: frozenset[uuid.UUID]
    stable_until: datetime


async def segment_keys(reads: Reads, segments: Sequence[Segment]) -> list[SegmentKey]:
    """Each segment's key, its airports resolved (``AirportNotFound``, ``SameAirports``)."""
    by_ref = await reads.cached("catalog.airports", catalog.active_airports)
    airports = catalog.pick_airports(
        by_ref, [ref for s in segments for ref in (s.origin, s.destination)]
    )
    keys = []
    for segment in segments:
        origin, destination = airports[segment.origin], airports[segment.destination]
        if origin.id == destination.id:
            raise SameAirports()
        keys.append((origin.id, destination.id, segment.departure_date))
    return keys


async def search(
    reads: Reads, keys: Sequence[SegmentKey], options: Options, source: Source | None = None
) -> dict[SegmentKey, SegmentFound]:
    """What each segment finds. Reference data comes from the cache; only the inventory of
    all the segments' flights is read live (one statement), where ``source`` says (the read
    replica while it is within its bound: ``Reads.stale_source``; else the primary)."""
    by_ref = await reads.cached("catalog.airports", catalog.active_airports)
    keys = list(dict.fromkeys(keys))
    data = await reads.cached_many("search.segment", keys, _segment_data)
    now = clock.now()
    next_day = clock.next_day_at(now)
    flights = [
        (row, data[key].fares)
        for key in keys
        for row in data[key].flights
        if row[0].status in SELLABLE_STATUSES and row[0].scheduled_departure > now
    ]
    inventory = await inventory_service.remembered_availability(
        reads, [flight.id for (flight, _, _), _ in flights], source
    )
    legs = [
        pricing.flight_leg(
            flight, route, by_ref[str(route.origin_id)], by_ref[str(route.destination_id)]
        )
        for (flight, route, _), _ in flights
    ]
    fares = {flight.id: fares for (flight, _, _), fares in flights}
    try:
        offers = (
            await pricing.flight_offers(
                reads,
                legs,
                fares,
                inventory,
                options.pax.by_type(),
                options.cabin,
                options.currency,
                now,
            )
            if flights
            else {}
        )
    except pricing.NoExchangeRate as exc:
        raise CurrencyNotConvertible(exc) from exc

    legs_by_key: dict[SegmentKey, list[Leg]] = defaultdict(list)
    read_by_key: dict[SegmentKey, list[uuid.UUID]] = defaultdict(list)
    lapses_by_key: dict[SegmentKey, list[datetime]] = defaultdict(list)
    for (flight, route, total_seats), _ in flights:
        key = (route.origin_id, route.destination_id, flight.flight_date)
        classes = inventory.get(flight.id, {})
        read_by_key[key].append(flight.id)
        lapses_by_key[key] += [c.next_lapse for c in classes.values() if c.next_lapse]
        flight_offers = offers[flight.id]
        if not flight_offers:
            continue
        legs_by_key[key].append(
            Leg(
                flight=flight,
                origin=by_ref[str(route.origin_id)],
                destination=by_ref[str(route.destination_id)],
                booked_seats=sum(c.sold for c in classes.values()),
                total_seats=total_seats,
                fares=flight_offers,
            )
        )
    return {
        key: SegmentFound(
            legs_by_key.get(key, []),
            frozenset(read_by_key.get(key, ())),
            _first_after(
                [
                    next_day,
                    *(f.scheduled_departure for f, _, _ in data[key].flights),
                    *lapses_by_key.get(key, ()),
                ],
                now,
            ),
        )
        for key in keys
    }


def _first_after(moments: Iterable[datetime], now: datetime) -> datetime:
    return min(moment for moment in moments if moment > now)


async def _segment_data(
    session: AsyncSession, keys: list[tuple[uuid.UUID, uuid.UUID, date]]
) -> dict[tuple[uuid.UUID, uuid.UUID, date], SegmentData]:
    """``SegmentData`` for every key, in two statements whatever the number of keys."""
    flights = await catalog.segment_flights(session, keys)
    fares: list[pricing.FareOption] = []
    if flights:
        fares = await pricing.load_fare_options(
            session,
            {route.id for _, route, _ in flights},
            [f.id for f, _, _ in flights],
            {f.flight_date for f, _, _ in flights},
        )
    by_key: dict[tuple, list] = {key: [] for key in keys}
    for row in flights:
        flight, route, _ = row
        by_key[(route.origin_id, route.destination_id, flight.flight_date)].append(row)
    shared = tuple(fares)
    return {key: SegmentData(tuple(rows), shared) for key, rows in by_key.items()}
