"""The offers of a flight: which fares it offers to a party and what each passenger pays
under them (spec 01 §2.8, §4.4 rules 2 to 6). The one source of fares and prices for
search, grouped prices, price lists and the quote (and, next, bookings): a search fare
costs what a quote of that flight, fare and passengers charges.

A fare (``FareOption``) is a fare plan with its family, its rule, its prices per passenger
type and each price's rule (its own, else the plan's).

Which fares:

- Applicable on a leg: the plan and its family are active, ``valid_from``/``valid_to``
  (each when set) include the leg's date, and the plan is the leg's for its family: a plan
  for the flight itself replaces every route plan of the same family (decided before any
  other filter, so a filtered answer is always a subset of the unfiltered one).
- Priced: a price for every paid passenger type (its own, else the adult price, rule 4).
- Advance purchase: the rule of every paid passenger's price allows it: no
  ``advance_purchase_days``, or at least that many days from today (the airline's date, in
  Bishkek) to the leg's date (spec 01 §2.6: "the fare is unavailable closer to
  departure"). Counted in days, as airlines file it, so it changes only at the airline's
  midnight, when remembered answers and pricings expire anyway.
- Offered on a flight (search, grouped prices): applicable, in the cabin asked for (any
  when none), with an adult price (the search fare's fields are the adult's), priced, open
  for advance purchase, and its booking class open with ``seats - sold`` at least the paid
  passengers (lap infants sit on a lap).

What each passenger pays (rules 2 to 6): ``pricing.engine`` prices a one-leg quote of the
passengers under the fare, with the same inputs a quote of that flight has: the fare
prices (a type without its own price pays the adult's, a lap infant 0), the dynamic
multipliers of the flight when dynamic pricing is on (its load factor, date, booking
curve), the taxes in force today on the route (``pricing.taxes``), in the currency of the
first paid passenger's price, then converted to the currency asked for line by line
(``engine.convert``). Per passenger type (``Offer.prices``), the net of a one-passenger
quote of that type, without the charges a quote makes once per booking:

- ``base``: the fare after dynamic multipliers;
- ``taxes``: the taxes filed with the fare, the table's per-passenger taxes and its
  percentage taxes (a percentage of the fare);
- ``fees``: the fees filed with the fare;
- a lap infant pays 0.

``booking_charges`` are the table's fixed ``per_segment`` and ``per_itinerary`` taxes, which
a quote charges once per leg or once per trip, whatever the passengers: a per-passenger
price cannot carry them. ``total`` is the net of a one-way quote of the whole party on the
flight (booking charges included): what ``POST /quote`` with that flight, fare class and
passengers charges before promo, partner discount and ancillaries. The per-passenger
prices add up to ``total`` less ``booking_charges`` except for rounding: the quote rounds a
dynamic multiplier or a percentage tax on the fare of all the leg's passengers and converts
each line as a whole, a per-passenger price rounds them for one passenger.

Fares are ranked by what the party pays (``total``), then the family's ``sort_order``, the
booking class and the plan.
"""

import uuid
from collections.abc import Hashable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from datetime import date, datetime
from decimal import Decimal
from typing import Any

from sqlalchemy import or_, select
from sqlalchemy.ext.asyncio import AsyncSession

from tarmac.cache.reads import Reads, ReferenceLoader
from tarmac.cache.values import select_of
from tarmac.core import clock
from tarmac.core.money import ZERO
from tarmac.inventory.service import Availability, ClassAvailability
from tarmac.pricing import charges, dynamic, engine, passengers
from tarmac.pricing.conversion import Converter
from tarmac.pricing.legs import LegPlan
from tarmac.pricing.models import FareFamily, FarePlan, FarePrice, FareRule
from tarmac.pricing.values import (
    FAMILY,
    OWN_RULE,
    PLAN,
    PRICE,
    PRICE_RULE,
    RULE,
    FamilyValue,
    PlanValue,
    PriceValue,
    RuleValue,
    TaxValue,
)

Pax = Sequence[tuple[str, int]]  # (passenger type, count), in the order requested
MAIN_TYPES = ("adult", "child", "infant")


# --- fares ----------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class FareOption:
    """A fare plan with its family, its rule and its prices, as plain values (the reference
    cache keeps them; ``cache.values``)."""

    plan: PlanValue
    family: FamilyValue
    rule: RuleValue  # the plan's
    prices: Mapping[str, PriceValue]
    price_rules: Mapping[uuid.UUID, RuleValue]  # prices' own rules

    def price_for(self, passenger_type: str) -> PriceValue | None:
        """The type's own price, else the adult price (rule 4)."""
        return self.prices.get(passenger_type) or self.prices.get("adult")

    def rule_of(self, price: PriceValue | None) -> RuleValue:
        """A price's rule: its own, else the plan's."""
        if price is not None and price.fare_rule_id is not None:
            return self.price_rules.get(price.fare_rule_id, self.rule)
        return self.rule

    def rules_for(self, pax: Pax) -> list[RuleValue]:
        """The rules of the paid passengers' prices (what sets advance purchase and stay)."""
        found = {
            rule.id: rule
            for rule in (self.rule_of(self.price_for(t)) for t, _ in pax if passengers.is_paid(t))
        }
        return list(found.values()) or [self.rule]

    def priced_for(self, pax: Pax) -> bool:
        return all(self.price_for(t) is not None for t, _ in pax if passengers.is_paid(t))


_FARE_COLUMNS = (PLAN, FAMILY, RULE, PRICE, OWN_RULE)


async def load_fare_options(
    session: AsyncSession,
    route_ids: Iterable[uuid.UUID],
    flight_ids: Iterable[uuid.UUID],
    days: Iterable[date] = (),
) -> list[FareOption]:
    """Active plans of active families on these routes or flights (that may be valid on one
    of ``days``, when given), with family, rule, prices and the prices' own rules, in one
    statement, as plain values (each family and rule one value however many plans share
    it)."""
    scope = FarePlan.route_id.in_(list(route_ids))
    flight_ids = list(flight_ids)
    if flight_ids:
        scope = or_(scope, FarePlan.flight_id.in_(flight_ids))
    statement = (
        select(*select_of(*_FARE_COLUMNS))
        .join(FareFamily, FareFamily.id == FarePlan.fare_family_id)
        .join(FareRule, FareRule.id == FarePlan.fare_rule_id)
        .outerjoin(FarePrice, FarePrice.fare_plan_id == FarePlan.id)
        .outerjoin(PRICE_RULE, PRICE_RULE.id == FarePrice.fare_rule_id)
        .where(FarePlan.is_active, FareFamily.is_active, scope)
    )
    days = list(days)
    if days:
        statement = statement.where(
            or_(FarePlan.valid_from.is_(None), FarePlan.valid_from <= max(days)),
            or_(FarePlan.valid_to.is_(None), FarePlan.valid_to >= min(days)),
        )
    return _options((await session.execute(statement)).all())


def _options(rows: Sequence[Sequence[Any]]) -> list[FareOption]:
    """Rows of plan, family, rule, price (or nulls) and the price's own rule (or nulls)."""
    starts, at = [], 0
    for part in _FARE_COLUMNS:
        starts.append(at)
        at += part.width
    plans: dict[uuid.UUID, tuple[PlanValue, FamilyValue, RuleValue]] = {}
    families: dict[uuid.UUID, FamilyValue] = {}
    rules: dict[uuid.UUID, RuleValue] = {}
    prices: dict[uuid.UUID, dict[str, PriceValue]] = {}
    own_rules: dict[uuid.UUID, dict[uuid.UUID, RuleValue]] = {}
    for row in rows:
        plan_id = row[starts[0]]
        if plan_id not in plans:
            family_id, rule_id = row[starts[1]], row[starts[2]]
            family = families.get(family_id) or families.setdefault(
                family_id, FAMILY.of(row, starts[1])
            )
            rule = rules.get(rule_id) or rules.setdefault(rule_id, RULE.of(row, starts[2]))
            plans[plan_id] = (PLAN.of(row, starts[0]), family, rule)
            prices[plan_id], own_rules[plan_id] = {}, {}
        if row[starts[3]] is not None:
            price = PRICE.of(row, starts[3])
            prices[plan_id][price.passenger_type] = price
        own_id = row[starts[4]]
        if own_id is not None:
            own = rules.get(own_id) or rules.setdefault(own_id, OWN_RULE.of(row, starts[4]))
            own_rules[plan_id][own_id] = own
    return [
        SHARED.one(FareOption(plan, family, rule, prices[plan_id], own_rules[plan_id]))
        for plan_id, (plan, family, rule) in plans.items()
    ]


class SharedOptions:
    """One ``FareOption`` object per fare plan while its values are unchanged: the reference
    cache keeps a plan's fares under many keys (the segment of each route and date, the
    fares of each flight quoted), which would otherwise each hold a copy for the collector
    to walk. An option loaded equal to the one known is that one; at most ``size`` plans
    are known (then forgotten all at once)."""

    def __init__(self, size: int) -> None:
        self._size = size
        self._by_plan: dict[uuid.UUID, FareOption] = {}

    def one(self, option: FareOption) -> FareOption:
        known = self._by_plan.get(option.plan.id)
        if known is not None and known == option:
            return known
        if len(self._by_plan) >= self._size:
            self._by_plan.clear()
        self._by_plan[option.plan.id] = option
        return option


SHARED = SharedOptions(8192)


def valid_on(plan: PlanValue, day: date) -> bool:
    return (plan.valid_from is None or plan.valid_from <= day) and (
        plan.valid_to is None or day <= plan.valid_to
    )


def applicable(options: Iterable[FareOption], leg: LegPlan) -> list[FareOption]:
    """The fares of ``leg``: valid on its date, a flight's own plan replacing the route's
    plans of its family."""
    flight_id = leg.flight.id if leg.flight is not None else None
    mine = [
        o
        for o in options
        if valid_on(o.plan, leg.day)
        and (o.plan.route_id == leg.route.id or (flight_id and o.plan.flight_id == flight_id))
    ]
    flight_families = {o.family.id for o in mine if o.plan.flight_id is not None}
    return [o for o in mine if o.plan.flight_id is not None or o.family.id not in flight_families]


def advance_purchase_days(option: FareOption, pax: Pax) -> int:
    return max(rule.advance_purchase_days or 0 for rule in option.rules_for(pax))


def purchase_open(option: FareOption, pax: Pax, day: date, today: date) -> bool:
    """Advance purchase allows buying ``option`` today for a leg on ``day``."""
    return (day - today).days >= advance_purchase_days(option, pax)


def has_seats(row: ClassAvailability | None, seated: int) -> bool:
    return row is not None and row.can_seat(seated)


def seated(pax: Pax) -> int:
    return sum(count for t, count in pax if passengers.is_paid(t))


def offered(
    options: Iterable[FareOption],
    leg: LegPlan,
    classes: Mapping[str, ClassAvailability],
    pax: Pax,
    cabin: str | None,
    today: date,
) -> list[FareOption]:
    """The fares the flight of ``leg`` offers to ``pax`` in ``cabin`` (any when None)."""
    assert leg.flight is not None
    return [
        o
        for o in applicable(options, leg)
        if (cabin is None or o.plan.cabin == cabin)
        and "adult" in o.prices
        and o.priced_for(pax)
        and has_seats(classes.get(o.plan.booking_class), seated(pax))
        and purchase_open(o, pax, leg.day, today)
    ]


# --- the passengers of a leg under a fare ---------------------------------------------------


@dataclass(frozen=True)
class PassengerFares:
    """The passengers of a leg under one fare, for ``engine.Leg``."""

    fares: tuple[engine.PaxFare, ...]
    fare_id: uuid.UUID | None  # the price of the first paid type requested
    fare_rule: RuleValue  # its rule
    prices_by_type: dict[str, uuid.UUID | None]
    notes: tuple[dict[str, Any], ...]


async def passenger_fares(
    leg_name: str, option: FareOption, pax: Pax, converter: Converter, currency: str
) -> PassengerFares:
    """What each passenger type pays under ``option`` on a leg, in ``currency``."""
    fares: list[engine.PaxFare] = []
    notes: list[dict[str, Any]] = []
    fare_id: uuid.UUID | None = None
    fare_rule: RuleValue | None = None
    prices_by_type: dict[str, uuid.UUID | None] = {}
    for passenger_type, count in pax:
        if not passengers.is_paid(passenger_type):
            own = option.prices.get(passenger_type)
            prices_by_type[passenger_type] = own.id if own else None
            fares.append(
                engine.PaxFare(
                    passenger_type,
                    count,
                    Decimal(0),
                    fare_price_id=own.id if own else None,
                    fare_rule_id=option.rule_of(own).id,
                    priced_as=passenger_type,
                )
            )
            continue
        price = option.price_for(passenger_type)
        assert price is not None  # fares without a price for a requested type are not offered
        if price.passenger_type != passenger_type:
            notes.append(
                {
                    "rule_type": "adult_fare_fallback",
                    "name": passenger_type,
                    "description": f"{leg_name}: no {passenger_type} fare in "
                    f"{option.family.code}/{option.plan.booking_class}; the adult fare applies",
                    "leg": leg_name,
                }
            )
        rule = option.rule_of(price)
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
    return PassengerFares(tuple(fares), fare_id, fare_rule, prices_by_type, tuple(notes))


def currency_of(option: FareOption, pax: Pax) -> str:
    """The currency of the first paid passenger's price: a quote's currency."""
    for passenger_type, _ in pax:
        if passengers.is_paid(passenger_type):
            price = option.price_for(passenger_type)
            if price is not None:
                return price.currency
    return option.rule.currency


def multipliers(
    settings: dynamic.Settings,
    leg: LegPlan,
    classes: Mapping[str, ClassAvailability],
    today: date,
) -> tuple[dynamic.Multiplier, ...]:
    """The dynamic multipliers of ``leg`` (rule 3): none unless dynamic pricing is on; the
    load factor counts every booking class of the leg's flight (none without a flight)."""
    if not settings.airline.dynamic_pricing_enabled:
        return ()
    seats = sold = None
    if leg.flight is not None:
        seats = sum(row.seats for row in classes.values())
        sold = sum(row.sold for row in classes.values())
    found = dynamic.multipliers(
        settings.pricing, departure=leg.day, today=today, seats=seats, sold=sold
    )
    return tuple(found)


@dataclass(frozen=True)
class Totals:
    """Where a pricer remembers the party totals of fares: the reference cache of ``reads``
    as of generation ``at`` (taken before any of the pricing's reference data was read),
    for a pricing on ``today``."""

    reads: Reads
    at: int
    today: date


class LegPricer:
    """Prices one-leg quotes of fares on ``leg``: its dynamic multipliers and the taxes of
    ``found`` charged on it, as a quote of that leg alone would. With ``totals``, the party
    total of a fare is remembered under everything it depends on besides the fare and the
    party: the leg's route and departure country (its taxes), the day (taxes and rates in
    force, advance purchase) and its dynamic multipliers (which carry the flight's load
    factor), as ``flight_offers`` keys its offers."""

    def __init__(
        self,
        leg: LegPlan,
        found_taxes: Sequence[TaxValue],
        leg_multipliers: Sequence[dynamic.Multiplier],
        converter: Converter,
        totals: Totals | None = None,
    ) -> None:
        self.leg = leg
        self._taxes = found_taxes
        self._multipliers = tuple(leg_multipliers)
        self.converter = converter
        self._charges: dict[str, tuple[engine.TaxCharge, ...]] = {}
        self._totals = totals

    async def price(self, option: FareOption, pax: Pax) -> engine.Priced:
        """The one-leg pricing of ``pax`` under ``option``, in the quote's currency (the
        first paid passenger's price's)."""
        currency = currency_of(option, pax)
        fares = await passenger_fares(self.leg.name, option, pax, self.converter, currency)
        if currency not in self._charges:
            found = await charges.tax_charges(self._taxes, [self.leg], self.converter, currency)
            self._charges[currency] = tuple(found)
        leg = engine.Leg(
            self.leg.name,
            self.leg.label,
            self.leg.origin.country,
            fares.fares,
            self._multipliers,
        )
        return engine.price(engine.PricingInput(currency, (leg,), self._charges[currency]))

    async def party_total(self, option: FareOption, pax: Pax) -> Decimal:
        """The net of the one-leg quote of ``pax`` under ``option`` (in its currency)."""
        remember = self._totals
        if remember is None:
            return (await self.price(option, pax)).net
        factors = tuple((m.rule_type, m.name, m.factor) for m in self._multipliers)
        key = (
            "pricing.party_total",
            option.plan.id,
            self.leg.route.id,
            self.leg.origin.country,
            tuple(pax),
            remember.today,
            factors,
        )
        total: Decimal | None = remember.reads.reference.get(key)
        if total is None:
            total = (await self.price(option, pax)).net
            remember.reads.reference.put(key, total, remember.at)
        return total


# --- offers ---------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class PassengerPrice:
    """What one passenger of a type pays on a flight under a fare, less booking charges."""

    base: Decimal  # the fare after dynamic multipliers
    taxes: Decimal  # filed with the fare, per passenger and percentage taxes of the table
    fees: Decimal
    fare_price_id: uuid.UUID | None
    fare_rule_id: uuid.UUID
    priced_as: str  # the type of the price row used (adult on fallback)

    @property
    def total(self) -> Decimal:
        return self.base + self.taxes + self.fees


@dataclass(frozen=True, slots=True)
class Offer:
    """A fare offered on a flight, priced in ``currency``."""

    option: FareOption
    currency: str
    prices: dict[str, PassengerPrice]  # adult, child, infant first, then the others
    booking_charges: Decimal  # per-segment and per-itinerary taxes of a one-way quote
    total: Decimal  # the one-way quote's net for the party

    @property
    def adult(self) -> PassengerPrice:
        return self.prices["adult"]

    @property
    def fare_plan_id(self) -> uuid.UUID:
        return self.option.plan.id

    @property
    def booking_class(self) -> str:
        return self.option.plan.booking_class

    @property
    def cabin(self) -> str:
        return self.option.plan.cabin

    def rank(self) -> tuple:
        return rank_key(self.total, self.option)


def rank_key(party_total: Decimal, option: FareOption) -> tuple:
    """Cheapest for the party first, then the family's ``sort_order``, class and plan."""
    return (party_total, option.family.sort_order, option.plan.booking_class, str(option.plan.id))


def _is_booking_charge(line: engine.Line) -> bool:
    metadata = line.metadata or {}
    return (
        line.type == "tax"
        and metadata.get("tax_type") == "fixed"
        and metadata.get("applies_to") in ("per_segment", "per_itinerary")
    )


def _split(priced: engine.Priced) -> tuple[Decimal, Decimal, Decimal, Decimal]:
    """(base, taxes, fees, booking charges) of a pricing's lines."""
    base = taxes = fees = booking = ZERO
    for line in priced.lines:
        if line.type in ("base_fare", "dynamic_pricing"):
            base += line.amount
        elif _is_booking_charge(line):
            booking += line.amount
        elif line.type == "tax":
            taxes += line.amount
        elif line.type == "fee":
            fees += line.amount
    return base, taxes, fees, booking


def _price_types(option: FareOption) -> list[str]:
    """adult, child and infant, then every other type the plan prices."""
    others = sorted(t for t in option.prices if t not in MAIN_TYPES)
    return [*MAIN_TYPES, *others]


async def offer(
    option: FareOption,
    pax: Pax,
    pricer: LegPricer,
    target: str | None,
    types: Sequence[str] | None = None,
) -> Offer:
    """``option`` on the pricer's leg for ``pax``, in ``target`` (the fare's currency when
    None), with a price for each of ``types`` (by default adult, child, infant and the
    types the plan prices)."""
    converter = pricer.converter

    async def priced_in_target(party: Pax) -> engine.Priced:
        priced = await pricer.price(option, party)
        if target is not None and target != priced.currency:
            priced = engine.convert(priced, await converter.rate(priced.currency, target), target)
        return priced

    by_row: dict[uuid.UUID, tuple[Decimal, Decimal, Decimal, Decimal]] = {}
    prices: dict[str, PassengerPrice] = {}
    booking = ZERO
    for passenger_type in types or _price_types(option):
        price = option.price_for(passenger_type)
        if not passengers.is_paid(passenger_type):
            own = option.prices.get(passenger_type)
            prices[passenger_type] = PassengerPrice(
                ZERO, ZERO, ZERO, own.id if own else None, option.rule_of(own).id, passenger_type
            )
            continue
        assert price is not None
        if price.id not in by_row:  # a type priced as another pays what the other pays
            priced = await priced_in_target([(passenger_type, 1)])
            by_row[price.id] = _split(priced)
        base, taxes, fees, booking = by_row[price.id]
        prices[passenger_type] = PassengerPrice(
            base, taxes, fees, price.id, option.rule_of(price).id, price.passenger_type
        )
    if seated(pax):
        party = await priced_in_target(pax)
        total, currency = party.net, party.currency
    else:
        total, currency = ZERO, target or currency_of(option, [("adult", 1)])
    return Offer(option, currency, prices, booking, total)


# --- the offers of flights (search) ---------------------------------------------------------


async def flight_offers(
    reads: Reads,
    legs: Sequence[LegPlan],
    options: Mapping[uuid.UUID, Sequence[FareOption]],
    inventory: Availability,
    pax: Pax,
    cabin: str | None,
    currency: str,
    now: datetime,
) -> dict[uuid.UUID, list[Offer]]:
    """The offers of the flight of each of ``legs`` (``options``: the fares that may apply
    to it, by flight id) to ``pax`` in ``cabin``, priced in ``currency``, best first.

    Reference data (settings, taxes, rates) comes from the reference cache, read once for
    all the flights. Each priced offer is kept there too, under everything its prices
    depend on: the fare, the route and its country (the taxes), the party, the currency,
    the airline's date (taxes, rates, booking curve) and the leg's dynamic multipliers
    (load factor, date). Without dynamic pricing a fare is priced once for all the flights
    of its route."""
    today = clock.today_at(now)
    load = ReferenceLoader(None, reads)
    settings = await load(("pricing.settings",), dynamic.load)
    wanted: dict[uuid.UUID, list[Hashable]] = {}
    missing: dict[Hashable, tuple[LegPlan, FareOption, tuple[dynamic.Multiplier, ...]]] = {}
    priced: dict[Hashable, Offer] = {}
    for leg in legs:
        assert leg.flight is not None
        classes = inventory.get(leg.flight.id, {})
        leg_multipliers = multipliers(settings, leg, classes, today)
        factors = tuple((m.rule_type, m.name, m.factor) for m in leg_multipliers)
        keys = wanted[leg.flight.id] = []
        for option in offered(options.get(leg.flight.id, ()), leg, classes, pax, cabin, today):
            key = (
                "pricing.offer",
                option.plan.id,
                leg.route.id,
                leg.origin.country,
                tuple(pax),
                currency,
                today,
                factors,
            )
            keys.append(key)
            cached = reads.reference.get(key)
            if cached is not None:
                priced[key] = cached
            elif key not in missing:
                missing[key] = (leg, option, leg_multipliers)
    if missing:
        at = reads.reference.generation()
        scopes = tuple(dict.fromkeys(charges.tax_scopes([leg for leg, _, _ in missing.values()])))
        found_taxes = await charges.taxes_in_force(load, scopes, today)
        converter = Converter(load, today)
        await converter.prefetch(currency, {currency_of(o, pax) for _, o, _ in missing.values()})
        pricers: dict[tuple, LegPricer] = {}
        for key, (leg, option, leg_multipliers) in missing.items():
            scope = (leg.route.id, leg.origin.country, key[-1])
            if scope not in pricers:
                pricers[scope] = LegPricer(leg, found_taxes, leg_multipliers, converter)
            priced[key] = await offer(option, pax, pricers[scope], currency)
            reads.reference.put(key, priced[key], at)
    return {
        flight_id: sorted((priced[key] for key in keys), key=Offer.rank)
        for flight_id, keys in wanted.items()
    }
