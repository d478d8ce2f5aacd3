"""Flight search and the fares offered on each flight (spec 01 §2.8, §4.3).

What a search finds, for each segment (origin → destination on a date):

- flights of the active route origin → destination whose ``flight_date`` (the local date of
  departure at the origin) is the requested date, still sellable (status scheduled,
  check_in_open or delayed, and departure after now), sorted by scheduled departure then
  flight number;
- ``booked_seats`` is the sum of ``sold`` over all the flight's booking classes,
  ``total_seats`` the aircraft's;
- with ``include_prices``: the fares offered (below); a flight with none is left out. The
  leg's price fields are those of the cheapest fare (``fares[0]``).
- without ``include_prices``: no fare is priced (no plans are read, no rates), the price
  fields are null and ``fares`` is absent; a flight is listed when at least one open booking
  class (of the requested cabin, if any) has ``seats - sold >= adults + children``.

A fare is offered on a flight when:

- its plan is active, its family is active, and ``valid_from`` / ``valid_to`` (each when
  set) include the flight date;
- it is the flight's plan for its family: a plan for the flight itself replaces every route
  plan of the same family (this is decided before the cabin filter, so a cabin-filtered
  answer is always a subset of the unfiltered one);
- its cabin is the requested one (no cabin requested: any);
- the plan has an adult fare price;
- its booking class on that flight exists, is open and has ``seats - sold >= adults +
  children`` (infants sit on a lap and need no seat);
- the adult price's rule has no ``advance_purchase_days``, or departure is at least that
  many days away (spec 01 §2.6: "the fare is unavailable closer to departure").

Prices per passenger type: ``base_price + taxes + fees`` of that type's fare price. A child
pays the child price (under its own rule) or the adult price when the plan has no child
price; a lap infant pays 0. Other types the plan prices (youth, senior, infant_with_seat)
are listed in ``prices_by_pax_type`` as priced. A fare's ``price``, ``base_price``,
``taxes``, ``fees``, ``fare_price_id`` and ``fare_rule_id`` are the adult price's.

Currency: amounts are converted from the fare price's currency to the requested one with
the exchange rate content would use for that pair (internal rate direct or inverse, then
National Bank direct or cross; ``content.service.convert``). Rates are read once per search
and only when a conversion is needed; each of base, taxes and fees is converted (``amount ×
rate``, half-up to 2 places) and a price is the sum of its converted parts, so the parts
always add up. A currency some fare cannot be converted to is 422.

Fares are sorted by what the requested party pays (adults × adult price + children × child
price), then the adult price, the family's ``sort_order`` and the booking class.

Reads: reference data (airports, each (route, date)'s flights and fare plans, exchange
rates) comes from the process's reference cache (``tarmac.cache.generations``), emptied whenever
any of it changes; a search whose data is cached runs one statement, the live inventory of
its flights, without a transaction. A miss loads all the missing segments together:
airports (1), flights with routes and aircraft (1), plans with prices and rules (1), and
rates (2, only when converting), so the number of statements never grows with the number
of flights.
"""

import uuid
from collections import defaultdict
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from datetime import date, datetime, timedelta
from decimal import Decimal

from sqlalchemy import and_, func, or_, select
from sqlalchemy.ext.asyncio import AsyncSession

from tarmac.cache.reads import Reads
from tarmac.catalog import queries
from tarmac.catalog.models import Aircraft, Airport, Flight, Route
from tarmac.content import rates
from tarmac.content import service as content
from tarmac.core import clock
from tarmac.core.errors import ValidationFailed
from tarmac.core.money import ZERO, money
from tarmac.inventory import service as inventory_service
from tarmac.inventory.service import ClassAvailability
from tarmac.pricing.models import (
    FareFamily,
    FarePlan,
    FarePrice,
    FareRule,
)

# a flight that is boarding, closed, gone or cancelled is not sold
SELLABLE_STATUSES = ("scheduled", "check_in_open", "delayed")
MAIN_TYPES = ("adult", "child", "infant")


# --- inputs ---------------------------------------------------------------------------------


@dataclass(frozen=True)
class Pax:
    adults: int = 1
    children: int = 0
    infants: int = 0

    @property
    def seats(self) -> int:
        """Seats the party takes: infants sit on a lap."""
        return self.adults + self.children


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
    include_prices: bool = False
    currency: str = "USD"


# --- outputs --------------------------------------------------------------------------------


@dataclass(frozen=True)
class Offer:
    """A fare offered on a flight, in the requested currency."""

    class_of_service: str
    cabin: str
    fare_plan_id: uuid.UUID
    fare_rule_id: uuid.UUID
    fare_price_id: uuid.UUID
    price: Decimal
    base_price: Decimal
    taxes: Decimal
    fees: Decimal
    currency: str
    prices_by_pax_type: dict[str, Decimal]
    party_total: Decimal


@dataclass(frozen=True)
class Leg:
    flight: Flight
    origin: Airport
    destination: Airport
    booked_seats: int
    total_seats: int
    fares: list[Offer] | None  # None: prices were not requested

    @property
    def cheapest(self) -> Offer | None:
        return self.fares[0] if self.fares else None

    @property
    def duration_minutes(self) -> int:
        return int(
            (self.flight.scheduled_arrival - self.flight.scheduled_departure).total_seconds() // 60
        )


# --- the loaded fare data of one plan -------------------------------------------------------


@dataclass(frozen=True)
class PriceRow:
    price: FarePrice
    rule_id: uuid.UUID  # its own rule or the plan's
    advance_purchase_days: int | None


@dataclass
class PlanRow:
    plan: FarePlan
    family_sort_order: int
    prices: dict[str, PriceRow]


# --- the search -----------------------------------------------------------------------------


@dataclass(frozen=True)
class SegmentData:
    """The reference data of one (origin id, destination id, date): its flights on active
    routes whatever their status (filtered per request: status and time move), with route
    and seat count, and the fare plans that may apply to them."""

    flights: list[tuple[Flight, Route, int]]
    plans: "Plans"


@dataclass(frozen=True)
class Found:
    """The legs found for each segment, in the order of the segments, and the moment this
    answer may change with time alone (a flight departs, a fare's advance purchase closes,
    the day in Bishkek changes and with it the rates in force)."""

    legs: list[list[Leg]]
    flights: frozenset[uuid.UUID]  # whose availability was read
    stable_until: datetime


async def search(reads: Reads, segments: Sequence[Segment], options: Options) -> Found:
    """Reference data comes from the cache; only the inventory is read live (one
    statement)."""
    by_ref = await reads.cached("catalog.airports", queries.active_airports)
    airports = queries.pick_airports(
        by_ref, [ref for s in segments for ref in (s.origin, s.destination)]
    )
    keys = []
    for segment in segments:
        origin, destination = airports[segment.origin], airports[segment.destination]
        if origin.id == destination.id:
            raise ValidationFailed("origin and destination must be different airports")
        keys.append((origin.id, destination.id, segment.departure_date))

    data = await reads.cached_many("catalog.segment", keys, _segment_data)
    now = clock.now()
    stable_until = _stable_until([data[key] for key in dict.fromkeys(keys)], now)
    flights = [
        row
        for key in dict.fromkeys(keys)
        for row in data[key].flights
        if row[0].status in SELLABLE_STATUSES and row[0].scheduled_departure > now
    ]
    if not flights:
        return Found([[] for _ in segments], frozenset(), stable_until)
    inventory = await inventory_service.live_availability(reads, [f.id for f, _, _ in flights])

    fares_by_flight: dict[uuid.UUID, list[Offer]] = {}
    if options.include_prices:
        fares_by_flight = await _fares(reads, data, flights, inventory, options, now)

    legs_by_key: dict[tuple, list[Leg]] = defaultdict(list)
    for flight, route, total_seats in flights:
        classes = inventory.get(flight.id, {})
        fares = None
        if options.include_prices:
            fares = fares_by_flight[flight.id]
            if not fares:
                continue
        elif not has_seats(classes.values(), options.pax.seats, options.cabin):
            continue
        key = (route.origin_id, route.destination_id, flight.flight_date)
        legs_by_key[key].append(
            Leg(
                flight=flight,
                origin=by_ref[str(route.origin_id)],
                destination=by_ref[str(route.destination_id)],
                booked_seats=sum(c.sold for c in classes.values()),
                total_seats=total_seats,
                fares=fares,
            )
        )
    return Found(
        [list(legs_by_key.get(key, ())) for key in keys],
        frozenset(f.id for f, _, _ in flights),
        stable_until,
    )


def _stable_until(segments: Iterable[SegmentData], now: datetime) -> datetime:
    moments = [clock.next_day_at(now)]
    for segment in segments:
        for flight, _, _ in segment.flights:
            moments.append(flight.scheduled_departure)
            for row in flight_plans(flight, segment.plans):
                for price in row.prices.values():
                    if price.advance_purchase_days is not None:
                        moments.append(
                            flight.scheduled_departure - timedelta(days=price.advance_purchase_days)
                        )
    return min(moment for moment in moments if moment > now)


async def _fares(
    reads: Reads,
    data: Mapping[tuple, SegmentData],
    flights: Sequence[tuple[Flight, Route, int]],
    inventory: Mapping[uuid.UUID, Mapping[str, ClassAvailability]],
    options: Options,
    now: datetime,
) -> dict[uuid.UUID, list[Offer]]:
    """The priced fares of each flight. Which fares a flight offers depends on its live
    inventory; their prices do not, so the priced list is cached by the fares offered."""
    today = clock.today()
    found: dict[uuid.UUID, list[Offer]] = {}
    missing: dict[uuid.UUID, tuple[tuple, list[_RawOffer]]] = {}
    for flight, route, _ in flights:
        plans = data[(route.origin_id, route.destination_id, flight.flight_date)].plans
        raw_offers = offerable(
            flight, plans, inventory.get(flight.id, {}), options.pax, options.cabin, now
        )
        key = (
            "catalog.priced",
            tuple(raw.plan.plan.id for raw in raw_offers),
            options.pax,
            options.currency,
            today,
        )
        cached = reads.reference.get(key)
        if cached is None:
            missing[flight.id] = (key, raw_offers)
        else:
            found[flight.id] = cached
    if missing:
        at = reads.reference.generation()
        currencies = frozenset(
            row.price.currency
            for _, raw_offers in missing.values()
            for raw in raw_offers
            for row in raw.prices.values()
        )
        to_target = await cached_rates_to(reads, options.currency, currencies)
        for flight_id, (key, raw_offers) in missing.items():
            found[flight_id] = priced(raw_offers, options.pax, options.currency, to_target)
            reads.reference.put(key, found[flight_id], at)
    return found


async def _segment_data(
    session: AsyncSession, keys: list[tuple[uuid.UUID, uuid.UUID, date]]
) -> dict[tuple[uuid.UUID, uuid.UUID, date], SegmentData]:
    """``SegmentData`` for every key, in two statements whatever the number of keys."""
    flights = await _flights(session, keys)
    plans = Plans({}, {})
    if flights:
        plans = await _plans(
            session,
            route_ids={route.id for _, route, _ in flights},
            flight_ids=[f.id for f, _, _ in flights],
            dates={f.flight_date for f, _, _ in flights},
        )
    by_key: dict[tuple, list] = {key: [] for key in keys}
    for row in flights:
        flight, route, _ = row
        by_key[(route.origin_id, route.destination_id, flight.flight_date)].append(row)
    return {key: SegmentData(rows, plans) for key, rows in by_key.items()}


async def _flights(
    session: AsyncSession, keys: Iterable[tuple[uuid.UUID, uuid.UUID, date]]
) -> list[tuple[Flight, Route, int]]:
    """Flights (with route and the aircraft's seat count) of every (origin, destination,
    date) on active routes, in departure order."""
    wanted = or_(
        *(
            and_(
                Route.origin_id == origin,
                Route.destination_id == destination,
                Flight.flight_date == day,
            )
            for origin, destination, day in keys
        )
    )
    rows = await session.execute(
        select(Flight, Route, Aircraft.total_seats)
        .join(Route, Route.id == Flight.route_id)
        .join(Aircraft, Aircraft.id == Flight.aircraft_id)
        .where(wanted, Route.is_active)
        .order_by(Flight.scheduled_departure, Flight.flight_number)
    )
    return [tuple(row) for row in rows.all()]  # type: ignore[misc]


@dataclass(frozen=True)
class Plans:
    by_route: Mapping[uuid.UUID, list[PlanRow]]
    by_flight: Mapping[uuid.UUID, list[PlanRow]]


async def _plans(
    session: AsyncSession,
    *,
    route_ids: set[uuid.UUID],
    flight_ids: Sequence[uuid.UUID],
    dates: set[date],
) -> Plans:
    """Active plans of active families for these routes or flights that may be valid on
    one of ``dates``, with their prices and each price's rule (own or the plan's)."""
    rule_id = func.coalesce(FarePrice.fare_rule_id, FarePlan.fare_rule_id)
    rows = await session.execute(
        select(
            FarePlan, FarePrice, FareFamily.sort_order, FareRule.id, FareRule.advance_purchase_days
        )
        .join(FareFamily, FareFamily.id == FarePlan.fare_family_id)
        .join(FarePrice, FarePrice.fare_plan_id == FarePlan.id)
        .join(FareRule, FareRule.id == rule_id)
        .where(
            FarePlan.is_active,
            FareFamily.is_active,
            or_(FarePlan.route_id.in_(route_ids), FarePlan.flight_id.in_(flight_ids)),
            or_(FarePlan.valid_from.is_(None), FarePlan.valid_from <= max(dates)),
            or_(FarePlan.valid_to.is_(None), FarePlan.valid_to >= min(dates)),
        )
    )
    plans: dict[uuid.UUID, PlanRow] = {}
    for plan, price, sort_order, price_rule_id, advance_days in rows.all():
        row = plans.setdefault(plan.id, PlanRow(plan, sort_order, {}))
        row.prices[price.passenger_type] = PriceRow(price, price_rule_id, advance_days)
    by_route: dict[uuid.UUID, list[PlanRow]] = defaultdict(list)
    by_flight: dict[uuid.UUID, list[PlanRow]] = defaultdict(list)
    for row in plans.values():
        if row.plan.flight_id is not None:
            by_flight[row.plan.flight_id].append(row)
        else:
            by_route[row.plan.route_id].append(row)  # type: ignore[index]
    return Plans(by_route, by_flight)


# --- fare rules (pure) ----------------------------------------------------------------------


@dataclass(frozen=True)
class _RawOffer:
    """A plan ``offerable`` on a flight, not priced yet (its prices include an adult one)."""

    plan: PlanRow

    @property
    def prices(self) -> dict[str, PriceRow]:
        return self.plan.prices


def _valid_on(plan: FarePlan, day: date) -> bool:
    return (plan.valid_from is None or plan.valid_from <= day) and (
        plan.valid_to is None or day <= plan.valid_to
    )


def flight_plans(flight: Flight, plans: Plans) -> list[PlanRow]:
    """The plans that apply to ``flight``: valid on its date, the flight's own plan of a
    family replacing the route's plans of that family."""
    own = [p for p in plans.by_flight.get(flight.id, ()) if _valid_on(p.plan, flight.flight_date)]
    own_families = {p.plan.fare_family_id for p in own}
    route = [
        p
        for p in plans.by_route.get(flight.route_id, ())
        if _valid_on(p.plan, flight.flight_date) and p.plan.fare_family_id not in own_families
    ]
    return own + route


def _bookable(departure: datetime, advance_purchase_days: int | None, now: datetime) -> bool:
    if advance_purchase_days is None:
        return True
    return departure - now >= timedelta(days=advance_purchase_days)


def offerable(
    flight: Flight,
    plans: Plans,
    classes: Mapping[str, ClassAvailability],
    pax: Pax,
    cabin: str | None,
    now: datetime,
) -> list[_RawOffer]:
    """The fares ``flight`` offers to ``pax`` in ``cabin`` (any when None), unpriced."""
    offers = []
    for row in flight_plans(flight, plans):
        plan = row.plan
        if cabin is not None and plan.cabin != cabin:
            continue
        adult = row.prices.get("adult")
        if adult is None:
            continue
        inventory = classes.get(plan.booking_class)
        if inventory is None or not inventory.can_seat(pax.seats):
            continue
        if not _bookable(flight.scheduled_departure, adult.advance_purchase_days, now):
            continue
        offers.append(_RawOffer(row))
    return offers


def has_seats(classes: Iterable[ClassAvailability], seats: int, cabin: str | None) -> bool:
    return any(c.can_seat(seats) and (cabin is None or c.cabin == cabin) for c in classes)


@dataclass(frozen=True)
class _Amounts:
    base: Decimal
    taxes: Decimal
    fees: Decimal

    @property
    def total(self) -> Decimal:
        return self.base + self.taxes + self.fees


def _converted(price: FarePrice, rate: Decimal | None) -> _Amounts:
    if rate is None:
        return _Amounts(money(price.base_price), money(price.taxes), money(price.fees))
    return _Amounts(
        rates.convert_amount(price.base_price, rate),
        rates.convert_amount(price.taxes, rate),
        rates.convert_amount(price.fees, rate),
    )


def priced(
    raw_offers: Sequence[_RawOffer],
    pax: Pax,
    currency: str,
    to_target: Mapping[str, Decimal | None],
) -> list[Offer]:
    """The offers in ``currency`` (``to_target``: rate from each fare currency, None for the
    same currency), cheapest for the party first."""
    offers = []
    for raw in raw_offers:
        plan = raw.plan.plan
        amounts = {
            pax_type: _converted(row.price, to_target[row.price.currency])
            for pax_type, row in raw.prices.items()
        }
        adult = amounts["adult"]
        by_type = {pax_type: a.total for pax_type, a in sorted(amounts.items())}
        by_type["child"] = amounts["child"].total if "child" in amounts else adult.total
        by_type["infant"] = ZERO
        ordered = {t: by_type[t] for t in MAIN_TYPES} | {
            t: v for t, v in by_type.items() if t not in MAIN_TYPES
        }
        adult_row = raw.prices["adult"]
        offers.append(
            Offer(
                class_of_service=plan.booking_class,
                cabin=plan.cabin,
                fare_plan_id=plan.id,
                fare_rule_id=adult_row.rule_id,
                fare_price_id=adult_row.price.id,
                price=adult.total,
                base_price=adult.base,
                taxes=adult.taxes,
                fees=adult.fees,
                currency=currency,
                prices_by_pax_type=ordered,
                party_total=pax.adults * adult.total + pax.children * by_type["child"],
            )
        )
    sort_orders = {raw.plan.plan.id: raw.plan.family_sort_order for raw in raw_offers}
    offers.sort(
        key=lambda o: (
            o.party_total,
            o.price,
            sort_orders[o.fare_plan_id],
            o.class_of_service,
            str(o.fare_plan_id),
        )
    )
    return offers


# --- exchange rates -------------------------------------------------------------------------


async def cached_rates_to(
    reads: Reads, target: str, currencies: frozenset[str]
) -> dict[str, Decimal | None]:
    """``rates_to`` from the reference cache (rates change with the day and with the rate
    tables, both part of the key's validity)."""
    if currencies <= {target}:
        return {target: None}

    async def load(session: AsyncSession) -> dict[str, Decimal | None]:
        return await rates_to(session, target, currencies)

    return await reads.cached(("catalog.rates", target, currencies, clock.today()), load)


async def rates_to(
    session: AsyncSession, target: str, currencies: Iterable[str]
) -> dict[str, Decimal | None]:
    """The rate from each of ``currencies`` to ``target`` (None for ``target`` itself), as
    ``content.service.convert`` would choose it, reading the rates in force once (two
    statements) and only when some currency differs from ``target``. A currency with no
    rate to ``target`` is ``ValidationFailed``."""
    result: dict[str, Decimal | None] = {target: None}
    others = sorted(set(currencies) - {target})
    if not others:
        return result
    on = clock.today()
    # Every internal pair in force that involves the target answers X→target (direct) and
    # target→X (inverse) for any X; the National Bank table answers every pair through KGS.
    pairs = await content.internal_pairs_in_force(session, target, on)
    national = await content.national_bank_in_force(session, on)
    missing = []
    for currency in others:
        entries = rates.combine(
            "both",
            rates.internal_entries(currency, pairs),
            rates.national_bank_entries(currency, national),
        )
        entry = entries.get(target)
        if entry is None:
            missing.append(currency)
        else:
            result[currency] = entry.rate
    if missing:
        raise ValidationFailed(
            f"No exchange rate from {', '.join(missing)} to {target}: "
            "search in another currency (for example "
            f"{missing[0]})"
        )
    return result
