"""Pricing a quote request (spec 01 §2.6, §4.4): resolve it into legs, fares, taxes,
ancillaries, partner terms and promo, price them with ``pricing.engine``, and render the
response and what booking creation needs (``PricedQuote``). ``pricing.issue`` issues and
stores quotes from a pricing and serves them back.

Decisions (the spec is silent; each is tested in ``tests/pricing``):

- Route: ``flight_id`` fixes the route and date (``route_id``, ``origin``/``destination``
  or ``departure_date`` that contradict the flight are 400). Otherwise ``route_id`` or the
  IATA pair names the route. An unknown ``route_id``/``flight_id`` is 404; no route between
  two airports, or an inactive route, is 400 "no matching fare".
- Round trips (rule 5): ``return_date`` with ``origin`` + ``destination`` (or with a
  ``flight_id``, whose airports are known) prices the reverse route; ``return_flight_id``
  prices that flight. With ``route_id`` alone ``return_date`` is ignored (one-way) and
  ``applied_rules`` says so (``return_date_ignored``).
- Sale: a flight that is cancelled, boarding, closed, departed or arrived, or whose
  departure time has passed, is 400; so is a ``departure_date`` before today.
- Fare choice per leg: active plans of active families valid on the leg's date (a flight's
  own plan replaces the route's plan of the same family), filtered by ``fare_family_id``
  and ``cabin``, by advance purchase (days before departure, airline time zone), by the
  minimum/maximum stay on round trips, and, for a flight, by open booking-class inventory
  with enough seats for every passenger but lap infants (a class without an inventory row
  is not sold). ``fare_class`` is a preference: when that class is not available the
  cheapest available fare is quoted and ``applied_rules`` has ``fare_class_fallback``.
  Without a preference the cheapest fare for the requested passengers wins (then the
  family's ``sort_order``); the return leg prefers the outbound's family. What filtered the
  last candidate out decides the error: 400 no fare / no price / advance purchase / stay,
  or 409 ``insufficient_availability_no_book_up`` (spec 02 §7) for sold-out inventory.
- Passenger types (rule 4): a type without its own fare price is priced with the adult
  fare price and its rule (``adult_fare_fallback`` in ``applied_rules``). Lap infants are
  free. ``fare_resolution.fare_id`` is the fare price of the first paid passenger type
  requested (usually the adult); ``fare_rules`` has one entry per leg, for that fare
  price's rule (its own rule, else the plan's).
- Currency: the quote is in the currency of the outbound fare. Amounts in other currencies
  (a return fare, a fixed tax, an SSR price, a fixed promo) are converted per unit with the
  exchange rates, half-up to cents, before they are multiplied; the line metadata shows
  the original amount and rate. No rate is 400. ``target_currency`` converts every line
  at the end (half-up, line by line) and the totals are re-added from the converted lines;
  the response's ``fare_currency`` and ``exchange_rate`` say from what and at which rate
  (``exchange_rate`` is null without a conversion). The stored quote
  keeps both nets (``fare_net`` in the fare currency).
- Partner (rule 10): ``partner_id`` counts only for an authenticated caller. The key must
  be bound to that partner or to its parent (an agency quoting for a sub-partner);
  otherwise 403. When the discount applies the response ``channel`` is ``partner``; with
  no partnership in force it is not applied and ``applied_rules`` says why
  (``channel_discount_not_applied``). Without authentication ``partner_id`` is ignored and
  the response has ``partner_id`` null.
- ``pax_count`` counts every passenger, lap infants included.
- An anonymous ``POST /quote`` is limited like the public endpoints (60 per minute per IP).
- A pricing depends on time only through the moments ``stable_until`` collects: the next
  airline day, departures, the promo's validity window, SSR advance deadlines. A rule
  that compares the clock with another moment must add that moment there.
"""

import uuid
from collections.abc import Hashable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from datetime import date, datetime, time, timedelta
from decimal import Decimal
from typing import Any
from zoneinfo import ZoneInfo

import orjson
from sqlalchemy import and_, or_, select
from sqlalchemy.ext.asyncio import AsyncSession
from sqlalchemy.orm import aliased

from tarmac.auth.caller import Caller
from tarmac.cache import generations
from tarmac.cache.reads import Reads, ReferenceLoader
from tarmac.catalog.models import Airport, Flight, Route
from tarmac.content import service as content
from tarmac.core import clock
from tarmac.core.errors import BusinessRuleError, Forbidden, NotFound
from tarmac.core.money import fmt, money, number
from tarmac.inventory import service as inventory_service
from tarmac.inventory.service import Availability, ClassAvailability, SoldOut
from tarmac.partners import partnerships
from tarmac.pricing import audit, dynamic, engine, passengers, promos, rules, ssr, taxes
from tarmac.pricing.models import FareFamily, FarePlan, FarePrice, FareRule
from tarmac.pricing.schemas import QuoteRequest

QUOTE_TTL = timedelta(seconds=300)
NOT_FOR_SALE = ("cancelled", "boarding", "gate_closed", "departed", "arrived")


# --- currency -----------------------------------------------------------------------------


class Converter:
    """Exchange rates for one request, each pair looked up once."""

    def __init__(self, session: AsyncSession) -> None:
        self.session = session
        self.cache: dict[tuple[str, str], Decimal] = {}

    async def rate(self, source: str, target: str) -> Decimal:
        if source == target:
            return Decimal(1)
        key = (source, target)
        if key not in self.cache:
            try:
                conversion = await content.convert(self.session, Decimal(1), source, target)
            except NotFound as exc:
                raise BusinessRuleError(
                    f"No exchange rate from {source} to {target} to price this quote"
                ) from exc
            self.cache[key] = conversion.rate
        return self.cache[key]

    async def unit(
        self, amount: Decimal, source: str, target: str
    ) -> tuple[Decimal, dict[str, Any] | None]:
        if source == target:
            return amount, None
        rate = await self.rate(source, target)
        converted = money(amount * rate)
        return converted, {
            "original_amount": fmt(amount),
            "original_currency": source,
            "rate": number(rate),
        }


# --- legs and fares -----------------------------------------------------------------------


@dataclass
class LegPlan:
    name: str  # outbound | return
    route: Route
    origin: Airport
    destination: Airport
    flight: Flight | None
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


@dataclass
class PlanOption:
    plan: FarePlan
    family: FareFamily
    rule: FareRule
    prices: dict[str, FarePrice] = field(default_factory=dict)

    def price_for(self, passenger_type: str) -> FarePrice | None:
        return self.prices.get(passenger_type) or self.prices.get("adult")


@dataclass
class Choice:
    leg: LegPlan
    option: PlanOption
    fares: list[engine.PaxFare]
    fare_id: uuid.UUID | None
    fare_rule: FareRule
    prices_by_type: dict[str, uuid.UUID | None]
    currency: str
    inventory: Mapping[str, ClassAvailability]


def _passengers(request: QuoteRequest) -> list[tuple[str, int]]:
    counts: dict[str, int] = {}
    for item in request.pax:
        counts[item.type] = counts.get(item.type, 0) + item.count
    total = sum(counts.values())
    if total > passengers.MAX_PASSENGERS:
        raise BusinessRuleError(
            f"A quote is for at most {passengers.MAX_PASSENGERS} passengers ({total} requested)"
        )
    lap = counts.get(passengers.LAP_INFANT, 0)
    escorts = sum(c for t, c in counts.items() if t in passengers.ACCOMPANYING)
    if lap > escorts:
        raise BusinessRuleError(
            "Each infant without a seat (INF) must travel with a passenger aged 12 or over "
            f"({lap} infants, {escorts} such passengers)"
        )
    return list(counts.items())


# built once: aliasing per request costs more than the query it serves
ORIGIN = aliased(Airport, name="origin_airport")
DESTINATION = aliased(Airport, name="destination_airport")


def _airports():
    return ORIGIN, DESTINATION


async def load_flights(
    session: AsyncSession, ids: Sequence[uuid.UUID]
) -> dict[uuid.UUID, tuple[Flight, Route, Airport, Airport]]:
    origin, destination = _airports()
    rows = await session.execute(
        select(Flight, Route, origin, destination)
        .join(Route, Route.id == Flight.route_id)
        .join(origin, origin.id == Route.origin_id)
        .join(destination, destination.id == Route.destination_id)
        .where(Flight.id.in_(ids))
    )
    return {row[0].id: tuple(row) for row in rows.all()}  # type: ignore[misc]


async def _load_routes(
    session: AsyncSession, *, route_id: uuid.UUID | None = None, pair: tuple[str, str] | None = None
) -> list[tuple[Route, Airport, Airport]]:
    origin, destination = _airports()
    statement = (
        select(Route, origin, destination)
        .join(origin, origin.id == Route.origin_id)
        .join(destination, destination.id == Route.destination_id)
    )
    if route_id is not None:
        statement = statement.where(Route.id == route_id)
    else:
        a, b = pair  # type: ignore[misc]
        statement = statement.where(
            or_(
                and_(origin.iata_code == a, destination.iata_code == b),
                and_(origin.iata_code == b, destination.iata_code == a),
            )
        )
    return [tuple(row) for row in (await session.execute(statement)).all()]  # type: ignore[misc]


async def _routes_between(
    load: ReferenceLoader, a: str, b: str
) -> list[tuple[Route, Airport, Airport]]:
    """The routes a → b and b → a."""
    return await load(("quote.routes", a, b), _load_routes, pair=(a, b))


def _check_sellable(flight: Flight, now: datetime) -> None:
    if flight.status in NOT_FOR_SALE:
        raise BusinessRuleError(
            f"Flight {flight.flight_number} on {flight.flight_date} is {flight.status} "
            "and not open for sale"
        )
    if flight.scheduled_departure <= now:
        raise BusinessRuleError(
            f"Flight {flight.flight_number} on {flight.flight_date} has already departed"
        )


def _no_route(message: str) -> BusinessRuleError:
    return BusinessRuleError(f"No matching fare: {message}")


async def resolve_legs(
    load: ReferenceLoader, request: QuoteRequest, now: datetime, today: date
) -> tuple[list[LegPlan], list[dict[str, Any]]]:
    notes: list[dict[str, Any]] = []
    if request.flight_id is not None:
        ids = [request.flight_id]
        if request.return_flight_id is not None:
            ids.append(request.return_flight_id)
        flights = await load(("quote.flights", tuple(ids)), load_flights, ids)
        if request.flight_id not in flights:
            raise NotFound("Flight not found")
        flight, route, origin, destination = flights[request.flight_id]
        if request.route_id is not None and request.route_id != route.id:
            raise BusinessRuleError("route_id does not match the route of flight_id")
        if request.origin is not None and (
            request.origin != origin.iata_code or request.destination != destination.iata_code
        ):
            raise BusinessRuleError("origin and destination do not match flight_id")
        if request.departure_date is not None and request.departure_date != flight.flight_date:
            raise BusinessRuleError("departure_date does not match the date of flight_id")
        _check_sellable(flight, now)
        outbound = LegPlan("outbound", route, origin, destination, flight, flight.flight_date)
        legs = [outbound]
        if request.return_flight_id is not None:
            if request.return_flight_id not in flights:
                raise NotFound("Return flight not found")
            r_flight, r_route, r_origin, r_destination = flights[request.return_flight_id]
            if r_origin.id != destination.id or r_destination.id != origin.id:
                raise BusinessRuleError("return_flight_id does not fly the reverse route")
            if request.return_date is not None and request.return_date != r_flight.flight_date:
                raise BusinessRuleError("return_date does not match the date of return_flight_id")
            if r_flight.scheduled_departure < flight.scheduled_arrival:
                raise BusinessRuleError("The return flight departs before the outbound arrives")
            _check_sellable(r_flight, now)
            legs.append(
                LegPlan("return", r_route, r_origin, r_destination, r_flight, r_flight.flight_date)
            )
        elif request.return_date is not None:
            if request.return_date < flight.flight_date:
                raise BusinessRuleError("return_date must not be before the outbound flight date")
            reverse = await _routes_between(load, origin.iata_code, destination.iata_code)
            back = [r for r in reverse if r[1].id == destination.id]
            if not back or not back[0][0].is_active:
                raise _no_route(f"no route from {destination.iata_code} to {origin.iata_code}")
            legs.append(
                LegPlan("return", back[0][0], back[0][1], back[0][2], None, request.return_date)
            )
        return legs, notes

    assert request.departure_date is not None  # the schema requires it without flight_id
    if request.departure_date < today:
        raise BusinessRuleError("departure_date is in the past")
    if request.route_id is not None:
        found = await load(
            ("quote.route", request.route_id), _load_routes, route_id=request.route_id
        )
        if not found:
            raise NotFound("Route not found")
        route, origin, destination = found[0]
        if request.origin is not None and (
            request.origin != origin.iata_code or request.destination != destination.iata_code
        ):
            raise BusinessRuleError("origin and destination do not match route_id")
        reverse_rows: list[tuple[Route, Airport, Airport]] = []
        if request.return_date is not None and request.origin is not None:
            reverse_rows = await _routes_between(load, origin.iata_code, destination.iata_code)
    else:
        pair = (request.origin, request.destination)
        rows = await _routes_between(load, *pair)  # type: ignore[arg-type]
        out = [r for r in rows if r[1].iata_code == request.origin]
        if not out:
            raise _no_route(f"no route from {request.origin} to {request.destination}")
        route, origin, destination = out[0]
        reverse_rows = rows
    if not route.is_active:
        raise _no_route(f"route {route.route_code} is not in service")
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
                raise _no_route(f"no route from {destination.iata_code} to {origin.iata_code}")
            legs.append(
                LegPlan("return", back[0][0], back[0][1], back[0][2], None, request.return_date)
            )
    return legs, notes


async def plan_options(session: AsyncSession, legs: Sequence[LegPlan]) -> list[PlanOption]:
    return await load_plan_options(session, *_plan_scope(legs))


def _plan_scope(legs: Sequence[LegPlan]) -> tuple[frozenset[uuid.UUID], tuple[uuid.UUID, ...]]:
    return (
        frozenset(leg.route.id for leg in legs),
        tuple(leg.flight.id for leg in legs if leg.flight is not None),
    )


async def load_plan_options(
    session: AsyncSession, route_ids: frozenset[uuid.UUID], flight_ids: tuple[uuid.UUID, ...]
) -> list[PlanOption]:
    """Active plans of active families on these routes or flights, with family, rule and
    prices."""
    scope = FarePlan.route_id.in_(list(route_ids))
    if flight_ids:
        scope = or_(scope, FarePlan.flight_id.in_(flight_ids))
    rows = (
        await session.execute(
            select(FarePlan, FareFamily, FareRule, FarePrice)
            .join(FareFamily, FareFamily.id == FarePlan.fare_family_id)
            .join(FareRule, FareRule.id == FarePlan.fare_rule_id)
            .outerjoin(FarePrice, FarePrice.fare_plan_id == FarePlan.id)
            .where(FarePlan.is_active, FareFamily.is_active, scope)
        )
    ).all()
    options: dict[uuid.UUID, PlanOption] = {}
    for plan, family, rule, price in rows:
        option = options.setdefault(plan.id, PlanOption(plan, family, rule))
        if price is not None:
            option.prices[price.passenger_type] = price
    return list(options.values())


async def _price_rules(
    load: ReferenceLoader, options: Sequence[PlanOption]
) -> dict[uuid.UUID, FareRule]:
    known = {o.rule.id: o.rule for o in options}
    wanted = frozenset(
        p.fare_rule_id
        for o in options
        for p in o.prices.values()
        if p.fare_rule_id is not None and p.fare_rule_id not in known
    )
    if wanted:
        known |= await load(("quote.rules", wanted), _rules_by_id, wanted)
    return known


async def _rules_by_id(
    session: AsyncSession, ids: frozenset[uuid.UUID]
) -> dict[uuid.UUID, FareRule]:
    rules = await session.scalars(select(FareRule).where(FareRule.id.in_(list(ids))))
    return {rule.id: rule for rule in rules}


def _valid_on(plan: FarePlan, day: date) -> bool:
    return (plan.valid_from is None or plan.valid_from <= day) and (
        plan.valid_to is None or plan.valid_to >= day
    )


def leg_options(leg: LegPlan, options: Sequence[PlanOption]) -> list[PlanOption]:
    mine = [
        o
        for o in options
        if _valid_on(o.plan, leg.day)
        and (
            o.plan.route_id == leg.route.id
            or (leg.flight is not None and o.plan.flight_id == leg.flight.id)
        )
    ]
    flight_families = {o.family.id for o in mine if o.plan.flight_id is not None}
    return [o for o in mine if o.plan.flight_id is not None or o.family.id not in flight_families]


def _request_price(option: PlanOption, pax: Sequence[tuple[str, int]]) -> Decimal:
    total = Decimal(0)
    for passenger_type, count in pax:
        if passengers.is_paid(passenger_type):
            price = option.price_for(passenger_type)
            total += (price.base_price if price is not None else Decimal(0)) * count
    return total


def choose(
    leg: LegPlan,
    options: Sequence[PlanOption],
    *,
    request: QuoteRequest,
    pax: Sequence[tuple[str, int]],
    today: date,
    stay_days: int | None,
    inventory: Availability,
    preferred_family: uuid.UUID | None,
) -> tuple[PlanOption, list[dict[str, Any]]]:
    """The fare plan of a leg, or the error that explains why there is none."""
    notes: list[dict[str, Any]] = []
    where = f"{leg.label} on {leg.day.isoformat()}"
    candidates = leg_options(leg, options)
    if request.fare_family_id is not None:
        candidates = [o for o in candidates if o.family.id == request.fare_family_id]
    if request.cabin is not None:
        candidates = [o for o in candidates if o.plan.cabin == request.cabin]
    if not candidates:
        raise _no_route(f"no fare for {where}" + _filters(request))
    paid_types = [t for t, _ in pax if passengers.is_paid(t)]
    priced = [o for o in candidates if all(o.price_for(t) is not None for t in paid_types)]
    if not priced:
        raise _no_route(f"the fares for {where} have no price for " + ", ".join(paid_types))
    days_before = (leg.day - today).days
    timely = [
        o
        for o in priced
        if not o.rule.advance_purchase_days or days_before >= o.rule.advance_purchase_days
    ]
    if not timely:
        needed = min(o.rule.advance_purchase_days or 0 for o in priced)
        raise BusinessRuleError(
            f"No matching fare: the fares for {where} must be bought at least {needed} days "
            f"before departure ({days_before} days left)"
        )
    if stay_days is not None:
        staying = [
            o
            for o in timely
            if (o.rule.min_stay_days is None or stay_days >= o.rule.min_stay_days)
            and (o.rule.max_stay_days is None or stay_days <= o.rule.max_stay_days)
        ]
        if not staying:
            windows = sorted(
                {(o.rule.min_stay_days, o.rule.max_stay_days) for o in timely},
                key=lambda w: (w[0] or 0, w[1] or 0),
            )
            shown = "; ".join(
                f"min {low if low is not None else '-'}, max {high if high is not None else '-'}"
                for low, high in windows
            )
            raise BusinessRuleError(
                f"No matching fare: a stay of {stay_days} days is outside the minimum or "
                f"maximum stay of the fares for {where} ({shown} days)"
            )
        timely = staying
    ranked = sorted(
        timely,
        key=lambda o: (
            0 if request.fare_class and o.plan.booking_class == request.fare_class else 1,
            0 if preferred_family and o.family.id == preferred_family else 1,
            _request_price(o, pax),
            o.family.sort_order,
            o.plan.booking_class,
            str(o.plan.id),
        ),
    )
    if leg.flight is not None:
        seated = sum(c for t, c in pax if passengers.is_paid(t))
        by_class = inventory.get(leg.flight.id, {})
        open_ones = [o for o in ranked if has_seats(by_class.get(o.plan.booking_class), seated)]
        if not open_ones:
            first = ranked[0]
            row = by_class.get(first.plan.booking_class)
            raise SoldOut(
                f"Not enough seats on {where} for {seated} passengers",
                available=0 if row is None else max(row.seats - row.sold, 0),
                requested=seated,
                booking_class_code=first.plan.booking_class,
                is_open=bool(row is not None and row.is_open),
            )
        ranked = open_ones
    chosen = ranked[0]
    if request.fare_class and chosen.plan.booking_class != request.fare_class:
        notes.append(
            {
                "rule_type": "fare_class_fallback",
                "name": request.fare_class,
                "description": f"{leg.name}: booking class {request.fare_class} is not "
                f"available; priced in {chosen.plan.booking_class}",
                "leg": leg.name,
            }
        )
    return chosen, notes


def has_seats(row: ClassAvailability | None, seated: int) -> bool:
    return row is not None and row.can_seat(seated)


def _filters(request: QuoteRequest) -> str:
    parts = []
    if request.fare_family_id is not None:
        parts.append(f"fare family {request.fare_family_id}")
    if request.cabin is not None:
        parts.append(f"cabin {request.cabin}")
    return f" ({', '.join(parts)})" if parts else ""


async def _fares(
    choice_leg: LegPlan,
    option: PlanOption,
    pax: Sequence[tuple[str, int]],
    price_rules: dict[uuid.UUID, FareRule],
    converter: Converter,
    currency: str,
) -> tuple[list[engine.PaxFare], uuid.UUID | None, FareRule, dict[str, uuid.UUID | None], list]:
    fares: list[engine.PaxFare] = []
    notes: list[dict[str, Any]] = []
    fare_id: uuid.UUID | None = None
    fare_rule: FareRule | None = None
    prices_by_type: dict[str, uuid.UUID | None] = {}
    for passenger_type, count in pax:
        if not passengers.is_paid(passenger_type):
            own = option.prices.get(passenger_type)
            rule_id = (own.fare_rule_id if own else None) or option.rule.id
            prices_by_type[passenger_type] = own.id if own else None
            fares.append(
                engine.PaxFare(
                    passenger_type,
                    count,
                    Decimal(0),
                    fare_price_id=own.id if own else None,
                    fare_rule_id=rule_id,
                    priced_as=passenger_type,
                )
            )
            continue
        price = option.price_for(passenger_type)
        assert price is not None  # ``choose`` kept only plans with a price
        if price.passenger_type != passenger_type:
            notes.append(
                {
                    "rule_type": "adult_fare_fallback",
                    "name": passenger_type,
                    "description": f"{choice_leg.name}: no {passenger_type} fare in "
                    f"{option.family.code}/{option.plan.booking_class}; the adult fare applies",
                    "leg": choice_leg.name,
                }
            )
        rule = price_rules.get(price.fare_rule_id) if price.fare_rule_id else None
        rule = rule or option.rule
        base, conversion = await converter.unit(price.base_price, price.currency, currency)
        unit_taxes, _ = await converter.unit(price.taxes, price.currency, currency)
        unit_fees, _ = await converter.unit(price.fees, price.currency, currency)
        fares.append(
            engine.PaxFare(
                passenger_type,
                count,
                base,
                unit_taxes,
                unit_fees,
                fare_price_id=price.id,
                fare_rule_id=rule.id,
                priced_as=price.passenger_type,
                conversion=conversion,
            )
        )
        prices_by_type[passenger_type] = price.id
        if fare_id is None:
            fare_id, fare_rule = price.id, rule
    assert fare_rule is not None  # at least one paid passenger (lap infants need an escort)
    return fares, fare_id, fare_rule, prices_by_type, notes


def _currency_of(option: PlanOption, pax: Sequence[tuple[str, int]]) -> str:
    for passenger_type, _ in pax:
        if passengers.is_paid(passenger_type):
            price = option.price_for(passenger_type)
            if price is not None:
                return price.currency
    return option.rule.currency


# --- the quote ------------------------------------------------------------------------------


@dataclass(frozen=True)
class IssuedQuote:
    """One quote issued from a pricing."""

    id: uuid.UUID
    pricing_id: uuid.UUID
    created_at: datetime
    valid_until: datetime

    def row(self) -> dict[str, Any]:
        """The values of its ``Quote`` row."""
        return {
            "id": self.id,
            "pricing_id": self.pricing_id,
            "created_at": self.created_at,
            "valid_until": self.valid_until,
        }

    def identity(self) -> dict[str, str]:
        """What its response adds to the pricing's body, first."""
        return {
            "quote_id": str(self.id),
            "valid_until": clock.iso(self.valid_until),
            "created_at": clock.iso(self.created_at),
        }


def response(issued: IssuedQuote, body: dict[str, Any]) -> dict[str, Any]:
    """A quote's response: its pricing's body with the quote's id and times first."""
    return {**issued.identity(), **body}


DOCUMENTS = ("request", "body", "resolution")


@dataclass(frozen=True)
class PricedQuote:
    """What pricing a request produced, before it is issued as quotes: ``pricing_row``, the
    values of a ``QuotePricing`` (stored once), and its body encoded. While nothing it was
    computed from changes (reference data, seats, promo uses, and time up to
    ``stable_until``), issuing it again gives what pricing the request again would."""

    pricing_row: dict[str, Any]
    body_json: bytes
    paid_passengers: int
    computed_at: datetime
    stable_until: datetime
    availability: frozenset[Hashable]  # flights whose seats it read, promo uses if a promo
    sequence: int  # ``generations.availability.sequence`` before it read them

    @property
    def pricing_id(self) -> uuid.UUID:
        return self.pricing_row["id"]

    @property
    def body(self) -> dict[str, Any]:
        """The response without the quote's id and times (not kept by ``without_documents``)."""
        return self.pricing_row["body"]

    @property
    def currency(self) -> str:
        return self.pricing_row["currency"]

    @property
    def net(self) -> Decimal:
        return self.pricing_row["net"]

    def holds_at(self, now: datetime) -> bool:
        return (
            self.computed_at <= now < self.stable_until
            and generations.availability.unchanged_since(self.availability, self.sequence)
        )

    def issue(self, now: datetime) -> IssuedQuote:
        return IssuedQuote(uuid.uuid4(), self.pricing_id, now, now + QUOTE_TTL)

    def response_json(self, issued: IssuedQuote) -> bytes:
        """``response(issued, body)`` encoded, from the body encoded once."""
        head = orjson.dumps(issued.identity())
        return head[:-1] + b"," + self.body_json[1:]

    def without_documents(self) -> "PricedQuote":
        """What issuing needs, once the pricing is stored: its documents as Python objects
        take several times the memory of the encoded body."""
        row = {k: v for k, v in self.pricing_row.items() if k not in DOCUMENTS}
        return replace(self, pricing_row=row)


async def compute(
    session: AsyncSession,
    request: QuoteRequest,
    caller: Caller,
    *,
    kind: str = "quote",
    original_booking_id: uuid.UUID | None = None,
    reads: Reads | None = None,
    now: datetime | None = None,
) -> PricedQuote:
    """Price ``request`` at ``now`` (the clock's time by default). With ``reads``, reference
    data comes from the process's cache; the inventory, exchange rates, the SSR rules and
    promo uses are read in ``session``."""
    now = now or clock.now()
    sequence = generations.availability.sequence
    today = clock.today_at(now)
    pax = _passengers(request)
    load = ReferenceLoader(session, reads)
    settings = await load(("pricing.settings",), dynamic.load)
    legs, notes = await resolve_legs(load, request, now, today)
    options = await load(("quote.plans", *_plan_scope(legs)), load_plan_options, *_plan_scope(legs))
    flight_ids = [leg.flight.id for leg in legs if leg.flight is not None]
    inventory = await inventory_service.availability(session, flight_ids)
    stay_days = (legs[1].day - legs[0].day).days if len(legs) > 1 else None
    price_rules = await _price_rules(load, options)
    converter = Converter(session)

    choices: list[Choice] = []
    currency = ""
    preferred: uuid.UUID | None = None
    for leg in legs:
        option, leg_notes = choose(
            leg,
            options,
            request=request,
            pax=pax,
            today=today,
            stay_days=stay_days,
            inventory=inventory,
            preferred_family=preferred,
        )
        notes.extend(leg_notes)
        preferred = preferred or option.family.id
        if not currency:
            currency = _currency_of(option, pax)
        fares, fare_id, fare_rule, by_type, fare_notes = await _fares(
            leg, option, pax, price_rules, converter, currency
        )
        notes.extend(fare_notes)
        leg_inventory = inventory.get(leg.flight.id, {}) if leg.flight else {}
        choices.append(
            Choice(leg, option, fares, fare_id, fare_rule, by_type, currency, leg_inventory)
        )

    engine_legs = []
    for choice in choices:
        multipliers: list[dynamic.Multiplier] = []
        if settings.airline.dynamic_pricing_enabled:
            classes = choice.inventory.values()
            seats = sum(row.seats for row in classes) if choice.leg.flight else None
            sold = sum(row.sold for row in classes) if choice.leg.flight else None
            multipliers = dynamic.multipliers(
                settings.pricing, departure=choice.leg.day, today=today, seats=seats, sold=sold
            )
        engine_legs.append(
            engine.Leg(
                choice.leg.name,
                choice.leg.label,
                choice.leg.origin.country,
                tuple(choice.fares),
                tuple(multipliers),
            )
        )

    tax_charges = await _tax_charges(load, legs, today, converter, currency)
    ancillaries, ssr_deadline = await _ancillaries(
        session, request, choices, converter, currency, now
    )
    partner_id, channel, channel_notes = await _channel(load, request, caller, legs, today)
    notes.extend(channel_notes)
    promo, rejection, promo_row_id = await _promo(load, request, legs, converter, currency, now)

    priced = engine.price(
        engine.PricingInput(
            currency=currency,
            legs=tuple(engine_legs),
            taxes=tuple(tax_charges),
            ancillaries=tuple(ancillaries),
            channel=channel,
            promo=promo,
            rules_before=tuple(notes),
        )
    )
    if rejection is not None:
        priced.applied_rules.append(rejection.as_rule())
    fare_priced = priced
    exchange_rate: Decimal | None = None
    if request.target_currency and request.target_currency != currency:
        exchange_rate = await converter.rate(currency, request.target_currency)
        priced = engine.convert(priced, exchange_rate, request.target_currency)

    outbound = choices[0]
    body = _body(
        request=request,
        priced=priced,
        choices=choices,
        pax=pax,
        settings=settings,
        channel=("partner" if priced.channel_applied else request.channel),
        partner_id=partner_id,
        fare_currency=currency,
        exchange_rate=exchange_rate,
    )
    pricing_row = {
        "id": uuid.uuid4(),
        "created_at": now,
        "kind": kind,
        "currency": priced.currency,
        "gross": priced.gross,
        "net": priced.net,
        "fare_currency": currency,
        "fare_net": fare_priced.net,
        "channel": body["channel"],
        "partner_id": partner_id,
        "api_key_id": caller.key_id,
        "client_id": caller.client_id,
        "client_type": audit.client_type_of(caller),
        "route_id": outbound.leg.route.id,
        "return_route_id": choices[1].leg.route.id if len(choices) > 1 else None,
        "flight_id": outbound.leg.flight.id if outbound.leg.flight else None,
        "return_flight_id": (
            choices[1].leg.flight.id if len(choices) > 1 and choices[1].leg.flight else None
        ),
        "departure_date": outbound.leg.day,
        "return_date": choices[1].leg.day if len(choices) > 1 else None,
        "fare_price_id": outbound.fare_id,
        "pax_count": sum(c for _, c in pax),
        "round_trip": len(choices) > 1,
        "promo_code_id": promo_row_id,
        "customer_email": promos.normalise_email(request.customer_email),
        "original_booking_id": original_booking_id,
        "request": request.model_dump(mode="json"),
        "body": body,
        "resolution": _resolution(
            choices, pax, priced, fare_priced, ancillaries, promo, partner_id
        ),
    }
    # advance purchase, taxes, partnerships, rates and dynamic pricing are by date
    horizon = [clock.next_day_at(now), ssr_deadline]
    horizon += [leg.flight.scheduled_departure for leg in legs if leg.flight is not None]
    if request.promo_code:
        horizon += await promos.window(load, request.promo_code)
    return PricedQuote(
        pricing_row=pricing_row,
        body_json=orjson.dumps(body),
        paid_passengers=sum(c for t, c in pax if passengers.is_paid(t)),
        computed_at=now,
        stable_until=min(m for m in horizon if m is not None and m > now),
        availability=frozenset(flight_ids)
        | ({generations.PROMO_USES} if request.promo_code else set()),
        sequence=sequence,
    )


async def _tax_charges(
    load: ReferenceLoader,
    legs: Sequence[LegPlan],
    today: date,
    converter: Converter,
    currency: str,
) -> list[engine.TaxCharge]:
    scopes = tuple(taxes.LegScope(leg.name, leg.route.id, leg.origin.country) for leg in legs)
    found = await load(("quote.taxes", scopes, today), taxes.taxes_in_force, scopes, today)
    charges = []
    for tax, leg_names in taxes.assign(found, scopes):
        amount, conversion = tax.amount, None
        if tax.tax_type == "fixed" and tax.currency and tax.currency != currency:
            amount, conversion = await converter.unit(tax.amount, tax.currency, currency)
        first_leg = next(leg for leg in legs if leg.name == leg_names[0])
        charges.append(
            engine.TaxCharge(
                code=tax.code,
                name=tax.name,
                tax_type=tax.tax_type,
                amount=amount,
                applies_to=taxes.effective_applies_to(tax),
                legs=leg_names,
                refundable=tax.refundable,
                jurisdiction=tax.jurisdiction or tax.country or first_leg.origin.country,
                legacy=tax.applies_to is None,
                tax_id=tax.id,
                configured_amount=tax.amount,
                conversion=conversion,
            )
        )
    return charges


async def _ancillaries(
    session: AsyncSession,
    request: QuoteRequest,
    choices: Sequence[Choice],
    converter: Converter,
    currency: str,
    now: datetime,
) -> tuple[list[engine.Ancillary], datetime | None]:
    """The priced ancillaries, and the last moment they may be requested (the earliest of
    the SSR advance-booking deadlines, rule 12), or None."""
    wanted = [ssr.Requested(a.code, a.qty, "ancillaries") for a in request.ancillaries]
    wanted += [ssr.Requested(o.offer_id, o.qty, "offers", o.amount, o.name) for o in request.offers]
    if not wanted:
        return [], None
    outbound = choices[0]
    leg = outbound.leg
    context = ssr.Context(
        route_id=leg.route.id,
        route_type=leg.route.route_type,
        aircraft_id=leg.flight.aircraft_id if leg.flight else None,
        duration_min=leg.duration_min,
        fare_family_code=outbound.option.family.code,
        airports=frozenset({leg.origin.iata_code, leg.destination.iata_code}),
        fare_rule_code=outbound.fare_rule.code,
        fare_included_codes=frozenset(outbound.fare_rule.allowed_ssr_codes or []),
    )
    checked = await ssr.check_requested(session, wanted, context, departure=leg.departure, now=now)
    result = []
    deadlines = [
        leg.departure - timedelta(hours=offer.service.min_hours_before_departure)
        for _, offer in checked
        if offer.service.min_hours_before_departure is not None
    ]
    for item, offer in checked:
        unit, conversion = await converter.unit(offer.price, offer.currency, currency)
        result.append(
            engine.Ancillary(
                code=item.code,
                name=offer.service.name,
                qty=item.qty,
                unit_price=unit,
                included=offer.status == "included",
                included_reason=offer.included_reason if offer.status == "included" else None,
                source=item.source,
                client_amount=item.client_amount,
                conversion=conversion,
            )
        )
    return result, min(deadlines, default=None)


async def _channel(
    load: ReferenceLoader,
    request: QuoteRequest,
    caller: Caller,
    legs: Sequence[LegPlan],
    today: date,
) -> tuple[uuid.UUID | None, engine.ChannelTerms | None, list[dict[str, Any]]]:
    if request.partner_id is None or caller.kind == "anonymous":
        return None, None, []
    if caller.partner_id is None or not await load(
        ("quote.sub-partner", request.partner_id, caller.partner_id),
        partnerships.is_partner_or_sub_partner,
        request.partner_id,
        caller.partner_id,
    ):
        raise Forbidden(
            "partner_id is not the partner of this API key (nor one of its sub-partners)"
        )
    route_ids = tuple(leg.route.id for leg in legs)
    terms = await load(
        ("quote.terms", request.partner_id, route_ids, today),
        partnerships.terms_for,
        request.partner_id,
        route_ids,
        today,
    )
    if terms is None or not terms.partner_active:
        return (
            request.partner_id,
            None,
            [_not_applied("partner_inactive", "The partner is inactive")],
        )
    percent_by_leg = {
        leg.name: terms.by_route[leg.route.id].percent
        for leg in legs
        if leg.route.id in terms.by_route
    }
    if not percent_by_leg:
        return (
            request.partner_id,
            None,
            [_not_applied("no_partnership_in_force", "No partnership in force on this route")],
        )
    used = [terms.by_route[leg.route.id] for leg in legs if leg.route.id in terms.by_route]
    return (
        request.partner_id,
        engine.ChannelTerms(
            name=" / ".join(dict.fromkeys(rate.agreement_name for rate in used)),
            percent_by_leg=percent_by_leg,
            partnership_id=used[0].partnership_id,
            partner_id=request.partner_id,
        ),
        [],
    )


def _not_applied(reason: str, description: str) -> dict[str, Any]:
    return {
        "rule_type": "channel_discount_not_applied",
        "name": "partnership",
        "reason": reason,
        "description": description,
    }


async def _promo(
    load: ReferenceLoader,
    request: QuoteRequest,
    legs: Sequence[LegPlan],
    converter: Converter,
    currency: str,
    now: datetime,
) -> tuple[engine.Promo | None, promos.Rejected | None, uuid.UUID | None]:
    if not request.promo_code:
        return None, None, None
    outcome = await promos.evaluate(
        load,
        request.promo_code,
        route_ids={leg.route.id for leg in legs},
        customer_email=request.customer_email,
        now=now,
    )
    if isinstance(outcome, promos.Rejected):
        return None, outcome, None
    promo = outcome.promo
    eligible = tuple(
        leg.name
        for leg in legs
        if outcome.eligible_routes is None or leg.route.id in outcome.eligible_routes
    )
    amount, conversion = promo.amount, None
    if promo.discount_type == "fixed" and promo.currency and promo.currency != currency:
        amount, conversion = await converter.unit(promo.amount, promo.currency, currency)
    return (
        engine.Promo(promo.code, promo.discount_type, amount, eligible, promo.id, conversion),
        None,
        promo.id,
    )


# --- the response -------------------------------------------------------------------------


def _leg_resolution(choice: Choice) -> dict[str, Any]:
    option = choice.option
    return {
        "fare_id": str(choice.fare_id) if choice.fare_id else None,
        "fare_plan_id": str(option.plan.id),
        "fare_rule_id": str(choice.fare_rule.id),
        "fare_family_id": str(option.family.id),
        "fare_family_code": option.family.code,
        "booking_class": option.plan.booking_class,
        "cabin": option.plan.cabin,
        "route_id": str(choice.leg.route.id),
        "flight_id": str(choice.leg.flight.id) if choice.leg.flight else None,
        "departure_date": choice.leg.day.isoformat(),
        "prices_by_type": {t: (str(v) if v else None) for t, v in choice.prices_by_type.items()},
    }


def _body(
    *,
    request: QuoteRequest,
    priced: engine.Priced,
    choices: Sequence[Choice],
    pax: Sequence[tuple[str, int]],
    settings: dynamic.Settings,
    channel: str,
    partner_id: uuid.UUID | None,
    fare_currency: str,
    exchange_rate: Decimal | None,
) -> dict[str, Any]:
    outbound = choices[0]
    back = choices[1] if len(choices) > 1 else None
    resolution = _leg_resolution(outbound)
    resolution["return"] = _leg_resolution(back) if back else None
    segment_prices = priced.segment_prices
    return {
        "currency": priced.currency,
        "channel": channel,
        "partner_id": str(partner_id) if partner_id else None,
        "gross": fmt(priced.gross),
        "channel_discount": fmt(priced.channel_discount),
        "commission_amount": fmt(priced.commission_amount),
        "net": fmt(priced.net),
        "round_trip": back is not None,
        "segment_prices": [fmt(p) for p in segment_prices] if segment_prices else None,
        "line_items": [line.as_json() for line in priced.lines],
        "applied_rules": priced.applied_rules,
        "fare_rules": [
            rules.fare_rules_entry(
                c.leg.name,
                c.fare_rule,
                c.option.family,
                settings.airline,
            )
            for c in choices
        ],
        "fare_class": outbound.option.plan.booking_class,
        "fare_family_id": str(outbound.option.family.id),
        "flight_id": str(outbound.leg.flight.id) if outbound.leg.flight else None,
        "return_flight_id": str(back.leg.flight.id) if back and back.leg.flight else None,
        "route_id": str(outbound.leg.route.id),
        "return_route_id": str(back.leg.route.id) if back else None,
        "departure_date": outbound.leg.day.isoformat(),
        "return_date": back.leg.day.isoformat() if back else None,
        "pax_count": sum(c for _, c in pax),
        "pax": [{"type": t, "code": passengers.CODE_OF[t], "count": c} for t, c in pax],
        "fare_resolution": resolution,
        "promo_code": promos.normalise_code(request.promo_code) if request.promo_code else None,
        "fare_currency": fare_currency,
        "exchange_rate": number(exchange_rate) if exchange_rate is not None else None,
    }


def _resolution(
    choices: Sequence[Choice],
    pax: Sequence[tuple[str, int]],
    priced: engine.Priced,
    fare_priced: engine.Priced,
    ancillaries: Sequence[engine.Ancillary],
    promo: engine.Promo | None,
    partner_id: uuid.UUID | None,
) -> dict[str, Any]:
    """What booking creation needs, without re-pricing."""
    return {
        "legs": [
            {
                **_leg_resolution(c),
                "leg": c.leg.name,
                "currency": c.currency,
                "scheduled_departure": clock.iso(c.leg.departure),
                "passengers": [
                    {
                        "passenger_type": f.passenger_type,
                        "count": f.count,
                        "fare_price_id": str(f.fare_price_id) if f.fare_price_id else None,
                        "fare_rule_id": str(f.fare_rule_id) if f.fare_rule_id else None,
                        "unit_price": fmt(f.base),
                    }
                    for f in c.fares
                ],
            }
            for c in choices
        ],
        "pax": [{"type": t, "count": c} for t, c in pax],
        "ancillaries": [
            {
                "code": a.code,
                "name": a.name,
                "qty": a.qty,
                "unit_price": fmt(a.unit_price if not a.included else Decimal(0)),
                "included": a.included,
                "source": a.source,
            }
            for a in ancillaries
        ],
        "partner_id": str(partner_id) if partner_id else None,
        "commission_amount": fmt(priced.commission_amount),
        "promo_code_id": str(promo.promo_id) if promo and promo.promo_id else None,
        "promo_code": promo.code if promo else None,
        "currency": priced.currency,
        "net": fmt(priced.net),
        "fare_currency": fare_priced.currency,
        "fare_net": fmt(fare_priced.net),
    }
