"""The fares offered on a leg and what each passenger pays under them (spec 01 §2.8, §4.4
rules 4 and 6).

A fare (``FareOption``) is a fare plan with its family, its rule, its prices per passenger
type and each price's rule (its own, else the plan's).

- Applicable on a leg: the plan and its family are active, ``valid_from``/``valid_to``
  (each when set) include the leg's date, and the plan is the leg's for its family: a plan
  for the flight itself replaces every route plan of the same family.
- Passenger fares (rule 4): a type without its own price pays the adult price under the
  adult price's rule (``adult_fare_fallback`` in ``applied_rules``); a lap infant pays 0.
  Amounts in another currency than the quote's are converted per unit before they are
  multiplied.
"""

import uuid
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from datetime import date
from decimal import Decimal
from typing import Any

from sqlalchemy import or_, select
from sqlalchemy.ext.asyncio import AsyncSession
from sqlalchemy.orm import aliased

from tarmac.inventory.service import ClassAvailability
from tarmac.pricing import engine, passengers
from tarmac.pricing.conversion import Converter
from tarmac.pricing.models import FareFamily, FarePlan, FarePrice, FareRule

Pax = Sequence[tuple[str, int]]  # (passenger type, count), in the order requested

# built once: aliasing per request costs more than the query it serves
PRICE_RULE = aliased(FareRule, name="price_rule")


@dataclass
class FareOption:
    plan: FarePlan
    family: FareFamily
    rule: FareRule  # the plan's
    prices: dict[str, FarePrice] = field(default_factory=dict)
    price_rules: dict[uuid.UUID, FareRule] = field(default_factory=dict)  # prices' own rules

    def price_for(self, passenger_type: str) -> FarePrice | None:
        """The type's own price, else the adult price (rule 4)."""
        return self.prices.get(passenger_type) or self.prices.get("adult")

    def rule_of(self, price: FarePrice | None) -> FareRule:
        """A price's rule: its own, else the plan's."""
        if price is not None and price.fare_rule_id is not None:
            return self.price_rules.get(price.fare_rule_id, self.rule)
        return self.rule


async def load_fare_options(
    session: AsyncSession, route_ids: Iterable[uuid.UUID], flight_ids: Iterable[uuid.UUID]
) -> list[FareOption]:
    """Active plans of active families on these routes or flights, with family, rule,
    prices and the prices' own rules (one statement)."""
    scope = FarePlan.route_id.in_(list(route_ids))
    flight_ids = list(flight_ids)
    if flight_ids:
        scope = or_(scope, FarePlan.flight_id.in_(flight_ids))
    rows = (
        await session.execute(
            select(FarePlan, FareFamily, FareRule, FarePrice, PRICE_RULE)
            .join(FareFamily, FareFamily.id == FarePlan.fare_family_id)
            .join(FareRule, FareRule.id == FarePlan.fare_rule_id)
            .outerjoin(FarePrice, FarePrice.fare_plan_id == FarePlan.id)
            .outerjoin(PRICE_RULE, PRICE_RULE.id == FarePrice.fare_rule_id)
            .where(FarePlan.is_active, FareFamily.is_active, scope)
        )
    ).all()
    options: dict[uuid.UUID, FareOption] = {}
    for plan, family, rule, price, price_rule in rows:
        option = options.setdefault(plan.id, FareOption(plan, family, rule))
        if price is not None:
            option.prices[price.passenger_type] = price
        if price_rule is not None:
            option.price_rules[price_rule.id] = price_rule
    return list(options.values())


def valid_on(plan: FarePlan, day: date) -> bool:
    return (plan.valid_from is None or plan.valid_from <= day) and (
        plan.valid_to is None or day <= plan.valid_to
    )


def applicable(
    options: Iterable[FareOption], route_id: uuid.UUID, flight_id: uuid.UUID | None, day: date
) -> list[FareOption]:
    """The fares of a leg on ``route_id`` (and ``flight_id``, when a flight is known) on
    ``day``: valid that day, a flight's own plan replacing the route's plans of its family."""
    mine = [
        o
        for o in options
        if valid_on(o.plan, day)
        and (
            o.plan.route_id == route_id or (flight_id is not None and o.plan.flight_id == flight_id)
        )
    ]
    flight_families = {o.family.id for o in mine if o.plan.flight_id is not None}
    return [o for o in mine if o.plan.flight_id is not None or o.family.id not in flight_families]


def has_seats(row: ClassAvailability | None, seated: int) -> bool:
    return row is not None and row.can_seat(seated)


@dataclass(frozen=True)
class PassengerFares:
    """The passengers of a leg under one fare, for ``engine.Leg``."""

    fares: tuple[engine.PaxFare, ...]
    fare_id: uuid.UUID | None  # the price of the first paid type requested
    fare_rule: FareRule  # its rule
    prices_by_type: dict[str, uuid.UUID | None]
    notes: tuple[dict[str, Any], ...]


async def passenger_fares(
    leg_name: str, option: FareOption, pax: Pax, converter: Converter, currency: str
) -> PassengerFares:
    """What each passenger type pays under ``option`` on a leg, in ``currency``."""
    fares: list[engine.PaxFare] = []
    notes: list[dict[str, Any]] = []
    fare_id: uuid.UUID | None = None
    fare_rule: FareRule | None = None
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
