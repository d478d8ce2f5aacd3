"""The fare a quote takes on each leg (spec 01 §2.6, §4.4), or the error that explains why
there is none.

- Candidates: the fares applicable on the leg (``pricing.offers``), filtered by
  ``fare_family_id`` and ``cabin``, with a price for every paid passenger type requested,
  open for advance purchase (``offers.purchase_open``), within the minimum/maximum stay of
  the paid passengers' rules on round trips, and, for a flight, by open booking-class
  inventory with enough seats for every passenger but lap infants (a class without an
  inventory row is not sold).
- ``fare_class`` is a preference: when that class is not available the cheapest available
  fare is quoted and ``applied_rules`` has ``fare_class_fallback``. Without a preference
  the fare search shows first wins: the cheapest for the requested passengers (what a
  one-leg quote of them under it charges, ``offers.LegPricer``), then the family's
  ``sort_order``, booking class and plan; the return leg prefers the outbound's family.
- A booking may name the fare of a leg by its ids (``Named``: variants B and C): then that
  fare plan is the only candidate (422 ``FareIdsDoNotMatch`` when it is not a fare of the
  leg, or the rule or price named is not the plan's), with no fallback to another class.
- What filtered the last candidate out decides the error: 400 no fare / no price / advance
  purchase / stay, or 409 ``insufficient_availability_no_book_up`` (spec 02 §7) for
  sold-out inventory, whose ``available`` is what a sale could still take in the first
  ranked class (``ClassAvailability.left``: 0 when closed, never more than its cabin has
  left), as a booking's 409 says.
"""

import uuid
from collections.abc import Awaitable, Callable, Mapping, Sequence
from dataclasses import dataclass
from datetime import date
from decimal import Decimal
from typing import Any

from tarmac.inventory.service import Availability, ClassAvailability, SoldOut
from tarmac.pricing import passengers
from tarmac.pricing.errors import (
    AdvancePurchaseClosed,
    FareIdsDoNotMatch,
    NoMatchingFare,
    StayOutOfRange,
)
from tarmac.pricing.legs import LegPlan
from tarmac.pricing.offers import (
    FareOption,
    PassengerFares,
    Pax,
    advance_purchase_days,
    applicable,
    has_seats,
    purchase_open,
    rank_key,
    seated,
)
from tarmac.pricing.schemas import QuoteRequest
from tarmac.pricing.values import RuleValue

PartyTotal = Callable[[FareOption], Awaitable[Decimal]]


async def choose(  # noqa: C901
    leg: LegPlan,
    options: Sequence[FareOption],
    *,
    request: QuoteRequest,
    pax: Pax,
    today: date,
    stay_days: int | None,
    inventory: Availability,
    preferred_family: uuid.UUID | None,
    party_total: PartyTotal,
    named: "Named | None" = None,
) -> tuple[FareOption, list[dict[str, Any]]]:
    """The fare of a leg and the notes for ``applied_rules``; ``party_total`` prices a
    candidate for the party (``offers.LegPricer``)."""
    notes: list[dict[str, Any]] = []
    where = f"{leg.label} on {leg.day.isoformat()}"
    candidates = applicable(options, leg)
    if named is not None:
        candidates = [_named(candidates, named, where)]
    if request.fare_family_id is not None:
        candidates = [o for o in candidates if o.family.id == request.fare_family_id]
    if request.cabin is not None:
        candidates = [o for o in candidates if o.plan.cabin == request.cabin]
    if not candidates:
        raise NoMatchingFare(f"no fare for {where}" + _filters(request))
    priced = [o for o in candidates if o.priced_for(pax)]
    if not priced:
        paid_types = [t for t, _ in pax if passengers.is_paid(t)]
        raise NoMatchingFare(f"the fares for {where} have no price for " + ", ".join(paid_types))
    timely = [o for o in priced if purchase_open(o, pax, leg.day, today)]
    if not timely:
        needed = min(advance_purchase_days(o, pax) for o in priced)
        raise AdvancePurchaseClosed(where, needed, (leg.day - today).days)
    if stay_days is not None:
        staying = [o for o in timely if all(_stays(rule, stay_days) for rule in o.rules_for(pax))]
        if not staying:
            windows = sorted(
                {(r.min_stay_days, r.max_stay_days) for o in timely for r in o.rules_for(pax)},
                key=lambda w: (w[0] or 0, w[1] or 0),
            )
            raise StayOutOfRange(stay_days, where, windows)
        timely = staying
    totals = {o.plan.id: await party_total(o) for o in timely}
    ranked = sorted(
        timely,
        key=lambda o: (
            0 if request.fare_class and o.plan.booking_class == request.fare_class else 1,
            0 if preferred_family and o.family.id == preferred_family else 1,
            *rank_key(totals[o.plan.id], o),
        ),
    )
    if leg.flight is not None:
        seats = seated(pax)
        by_class = inventory.get(leg.flight.id, {})
        open_ones = [o for o in ranked if has_seats(by_class.get(o.plan.booking_class), seats)]
        if not open_ones:
            first = ranked[0]
            row = by_class.get(first.plan.booking_class)
            raise SoldOut(
                f"Not enough seats on {where} for {seats} passengers",
                available=0 if row is None else row.left,
                requested=seats,
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


@dataclass(frozen=True)
class Named:
    """The fare a booking names for a leg: a plan, and optionally its rule and a price."""

    fare_plan_id: uuid.UUID
    fare_rule_id: uuid.UUID | None = None
    fare_price_id: uuid.UUID | None = None


def _named(candidates: Sequence[FareOption], named: Named, where: str) -> FareOption:
    option = next((o for o in candidates if o.plan.id == named.fare_plan_id), None)
    if option is None:
        raise FareIdsDoNotMatch(
            f"fare_plan_id {named.fare_plan_id} is not a fare on sale for {where}"
        )
    rules = {option.rule.id} | {option.rule_of(p).id for p in option.prices.values()}
    if named.fare_rule_id is not None and named.fare_rule_id not in rules:
        raise FareIdsDoNotMatch(
            f"fare_rule_id {named.fare_rule_id} is not a rule of fare_plan_id {option.plan.id}"
        )
    prices = {p.id for p in option.prices.values()}
    if named.fare_price_id is not None and named.fare_price_id not in prices:
        raise FareIdsDoNotMatch(
            f"fare_price_id {named.fare_price_id} is not a price of fare_plan_id {option.plan.id}"
        )
    return option


def _stays(rule: RuleValue, stay_days: int) -> bool:
    return (rule.min_stay_days is None or stay_days >= rule.min_stay_days) and (
        rule.max_stay_days is None or stay_days <= rule.max_stay_days
    )


def _filters(request: QuoteRequest) -> str:
    parts = []
    if request.fare_family_id is not None:
        parts.append(f"fare family {request.fare_family_id}")
    if request.cabin is not None:
        parts.append(f"cabin {request.cabin}")
    return f" ({', '.join(parts)})" if parts else ""


@dataclass(frozen=True)
class Choice:
    """A leg, the fare it takes, and its passengers under that fare in the quote currency."""

    leg: LegPlan
    option: FareOption
    passengers: PassengerFares
    currency: str
    classes: Mapping[str, ClassAvailability]  # the flight's booking classes (none: no flight)

    @property
    def fare_id(self) -> uuid.UUID | None:
        return self.passengers.fare_id

    @property
    def fare_rule(self) -> RuleValue:
        return self.passengers.fare_rule
