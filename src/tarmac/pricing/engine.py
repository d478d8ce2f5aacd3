"""The price pipeline (spec 01 §4.4 rules 2 to 6, 10, 11), as a pure function of resolved
inputs: no database, no clock. ``pricing.quotes`` resolves the inputs and stores the result.

Order (rule 2): base fare x passengers per type, dynamic multipliers, ancillaries, taxes
(and fixed per-passenger fees), channel discount, promo, net. Every line is rounded half-up
to cents on its own and ``net`` is the sum of the lines, so the line items add up to
``net`` exactly; ``gross`` is the sum of the lines before the channel discount.

Decisions (the spec is silent):

- "Base" for percentage taxes, the channel discount and percentage promos is the fare:
  base fares after dynamic multipliers, of every leg the tax or discount applies to. Taxes,
  fees and ancillaries are never discounted.
- Lap infants get a ``base_fare`` line of 0.00 marked ``free``; they pay no fare-filed tax,
  no fee and no ``per_pax`` tax. Other types pay them per passenger per leg.
- A tax scoped to a route or a country applies on the legs it matches: ``per_pax`` =
  amount x paid passengers x those legs, ``per_segment`` = amount x those legs,
  ``per_itinerary`` = amount once, percentage = rate x the fare of those legs (rule 6).
  Fixed taxes of the older shape (no ``applies_to``) are charged ``per_pax``.
- The channel discount is rounded per leg (a partnership may have a special rate on one
  route) and shown as one ``channel_discount`` line.
- A percentage promo applies to the fare of the legs whose route the promo allows, after
  the channel discount of those legs (rule 2's order: the promo comes after the channel
  discount, so it is taken of what is left: 10 % partner and 10 % promo on 10000.00 are
  -1000.00 and -900.00); a fixed promo once per quote. A promo never takes the fare below
  zero after the channel discount (it is capped; the cap is in the line's metadata).
- Per-leg lines (base fares, fare-filed taxes, fees) are emitted outbound first, then
  return, each in the order the passenger types were requested.
"""

import uuid
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field, replace
from decimal import Decimal
from typing import Any

from tarmac.core.money import ZERO, fmt, money, number, percent_of, times
from tarmac.pricing import passengers
from tarmac.pricing.dynamic import Multiplier

LEG_NAMES = {"outbound": "Outbound", "return": "Return"}


@dataclass(frozen=True)
class PaxFare:
    """One passenger type on one leg; unit amounts already in the quote currency."""

    passenger_type: str
    count: int
    base: Decimal
    taxes: Decimal = ZERO
    fees: Decimal = ZERO
    fare_price_id: uuid.UUID | None = None
    fare_rule_id: uuid.UUID | None = None
    priced_as: str | None = None  # the type of the price row used (adult on fallback)
    conversion: Mapping[str, Any] | None = None


@dataclass(frozen=True)
class Leg:
    name: str  # outbound | return
    label: str  # FRU-OSS
    jurisdiction: str  # ISO country of the departure airport
    fares: tuple[PaxFare, ...]
    multipliers: tuple[Multiplier, ...] = ()

    @property
    def paid_passengers(self) -> int:
        return sum(f.count for f in self.fares if passengers.is_paid(f.passenger_type))


@dataclass(frozen=True)
class TaxCharge:
    code: str
    name: str
    tax_type: str  # percentage | fixed
    amount: Decimal  # percent (12 = 12 %) or a unit amount in the quote currency
    applies_to: str  # effective: per_pax | per_segment | per_itinerary (percentage: base)
    legs: tuple[str, ...]
    refundable: bool = True
    jurisdiction: str | None = None
    legacy: bool = False
    tax_id: uuid.UUID | None = None
    configured_amount: Decimal | None = None  # as configured (before currency conversion)
    conversion: Mapping[str, Any] | None = None


@dataclass(frozen=True)
class Ancillary:
    code: str
    name: str
    qty: int
    unit_price: Decimal  # in the quote currency
    included: bool = False
    included_reason: str | None = None
    source: str = "ancillaries"  # ancillaries | offers
    client_amount: Decimal | None = None
    conversion: Mapping[str, Any] | None = None


@dataclass(frozen=True)
class ChannelTerms:
    name: str
    percent_by_leg: Mapping[str, Decimal]  # legs without an entry are not discounted
    partnership_id: uuid.UUID | None = None
    partner_id: uuid.UUID | None = None


@dataclass(frozen=True)
class Promo:
    code: str
    discount_type: str  # percentage | fixed
    amount: Decimal  # percent, or money in the quote currency
    legs: tuple[str, ...]  # eligible legs
    promo_id: uuid.UUID | None = None
    conversion: Mapping[str, Any] | None = None


@dataclass(frozen=True)
class PricingInput:
    currency: str
    legs: tuple[Leg, ...]
    taxes: tuple[TaxCharge, ...] = ()
    ancillaries: tuple[Ancillary, ...] = ()
    channel: ChannelTerms | None = None
    promo: Promo | None = None
    rules_before: tuple[dict[str, Any], ...] = ()  # informative applied_rules entries


@dataclass
class Line:
    type: str
    description: str
    amount: Decimal
    currency: str
    rate: float | int | None = None
    metadata: dict[str, Any] | None = None

    def as_json(self) -> dict[str, Any]:
        body: dict[str, Any] = {
            "type": self.type,
            "description": self.description,
            "amount": fmt(self.amount),
            "currency": self.currency,
        }
        if self.rate is not None:
            body["rate"] = self.rate
        if self.metadata is not None:
            body["metadata"] = self.metadata
        return body


@dataclass
class Priced:
    currency: str
    lines: list[Line]
    applied_rules: list[dict[str, Any]]
    leg_fares: dict[str, Decimal]  # base fare after dynamic multipliers, per leg
    channel_applied: bool = False
    extras: dict[str, Any] = field(default_factory=dict)

    @property
    def gross(self) -> Decimal:
        return _sum(
            line.amount for line in self.lines if line.type not in ("channel_discount", "promo")
        )

    @property
    def channel_discount(self) -> Decimal:
        return _sum(line.amount for line in self.lines if line.type == "channel_discount")

    @property
    def promo_discount(self) -> Decimal:
        return _sum(line.amount for line in self.lines if line.type == "promo")

    @property
    def commission_amount(self) -> Decimal:
        return abs(self.channel_discount)

    @property
    def net(self) -> Decimal:
        return _sum(line.amount for line in self.lines)

    @property
    def segment_prices(self) -> list[Decimal] | None:
        if len(self.leg_fares) < 2:
            return None
        return [self.leg_fares["outbound"], self.leg_fares["return"]]


def _sum(values: Iterable[Decimal]) -> Decimal:
    return money(sum(values, ZERO))


def price(data: PricingInput) -> Priced:  # noqa: C901
    currency = data.currency
    lines: list[Line] = []
    rules: list[dict[str, Any]] = list(data.rules_before)
    leg_fares: dict[str, Decimal] = {}
    round_trip = len(data.legs) > 1

    # 1. base fare x passengers, per type, per leg
    leg_base: dict[str, Decimal] = {}
    for leg in data.legs:
        subtotal = ZERO
        for fare in leg.fares:
            lines.append(_base_line(leg, fare, currency, round_trip))
            if passengers.is_paid(fare.passenger_type):
                subtotal += times(fare.base, fare.count)
        leg_base[leg.name] = money(subtotal)

    # 2. dynamic multipliers, compounded on the leg's base subtotal
    for leg in data.legs:
        fare_total = leg_base[leg.name]
        for multiplier in leg.multipliers:
            delta = times(fare_total, multiplier.factor - 1)
            fare_total += delta
            lines.append(
                Line(
                    "dynamic_pricing",
                    f"{_leg_prefix(leg, round_trip)}{multiplier.description}",
                    delta,
                    currency,
                    rate=number(multiplier.factor),
                    metadata={
                        "leg": leg.name,
                        "rule_type": multiplier.rule_type,
                        "name": multiplier.name,
                        "base": fmt(fare_total - delta),
                    },
                )
            )
            rules.append(
                {
                    "rule_type": multiplier.rule_type,
                    "name": multiplier.name,
                    "factor": number(multiplier.factor),
                    "delta": fmt(delta),
                    "description": f"{_leg_prefix(leg, round_trip)}{multiplier.description}",
                    "leg": leg.name,
                }
            )
        leg_fares[leg.name] = money(fare_total)

    # 3. ancillaries (and offers)
    for item in data.ancillaries:
        lines.append(_ancillary_line(item, currency))

    # 4. taxes: filed with the fare, then configured; fixed per-passenger fees
    for leg in data.legs:
        for fare in leg.fares:
            if passengers.is_paid(fare.passenger_type) and fare.taxes > 0:
                lines.append(_fare_tax_line(leg, fare, currency, round_trip))
    for tax in data.taxes:
        line = _tax_line(tax, data.legs, leg_fares, currency)
        if line is not None:
            lines.append(line)
    for leg in data.legs:
        for fare in leg.fares:
            if passengers.is_paid(fare.passenger_type) and fare.fees > 0:
                lines.append(_fee_line(leg, fare, currency, round_trip))

    # 5. channel discount
    channel_by_leg: dict[str, Decimal] = {}
    channel_applied = False
    if data.channel is not None:
        for leg in data.legs:
            percent = data.channel.percent_by_leg.get(leg.name)
            if percent is not None:
                channel_by_leg[leg.name] = percent_of(leg_fares[leg.name], percent)
        if channel_by_leg:
            channel_applied = True
            total = money(sum(channel_by_leg.values(), ZERO))
            percents = {leg: number(p) for leg, p in data.channel.percent_by_leg.items()}
            lines.append(
                Line(
                    "channel_discount",
                    f"Partner channel discount ({data.channel.name})",
                    -total,
                    currency,
                    metadata={
                        "partnership_id": _str(data.channel.partnership_id),
                        "partner_id": _str(data.channel.partner_id),
                        "percent_by_leg": percents,
                        "amount_by_leg": {k: fmt(-v) for k, v in channel_by_leg.items()},
                    },
                )
            )
            rules.append(
                {
                    "rule_type": "channel_discount",
                    "name": data.channel.name,
                    "factor": _single_factor(data.channel.percent_by_leg, channel_by_leg),
                    "delta": fmt(-total),
                    "description": "Partnership discount on the fare: "
                    + ", ".join(f"{leg} {number(p)} %" for leg, p in percents.items()),
                }
            )

    # 6. promo
    if data.promo is not None:
        line, rule = _promo(data.promo, leg_fares, channel_by_leg, currency)
        lines.append(line)
        rules.append(rule)

    return Priced(currency, lines, rules, leg_fares, channel_applied)


def _str(value: Any) -> str | None:
    return None if value is None else str(value)


def _single_factor(percents: Mapping[str, Decimal], used: Mapping[str, Decimal]) -> float | None:
    values = {percents[leg] for leg in used}
    if len(values) != 1:
        return None
    return number(-values.pop() / 100)


def _leg_prefix(leg: Leg, round_trip: bool) -> str:
    return f"{LEG_NAMES[leg.name]} {leg.label}: " if round_trip or leg.name != "outbound" else ""


def _base_line(leg: Leg, fare: PaxFare, currency: str, round_trip: bool) -> Line:
    prefix = f"{LEG_NAMES[leg.name]} {leg.label}: "
    metadata: dict[str, Any] = {
        "leg": leg.name,
        "passenger_type": fare.passenger_type,
        "count": fare.count,
        "unit_price": fmt(fare.base if passengers.is_paid(fare.passenger_type) else ZERO),
        "fare_price_id": _str(fare.fare_price_id),
        "fare_rule_id": _str(fare.fare_rule_id),
    }
    if fare.priced_as and fare.priced_as != fare.passenger_type:
        metadata["priced_as"] = fare.priced_as
    if fare.conversion:
        metadata["conversion"] = dict(fare.conversion)
    if not passengers.is_paid(fare.passenger_type):
        metadata["free"] = True
        return Line(
            "base_fare",
            f"{prefix}infant without seat x {fare.count} (free)",
            ZERO,
            currency,
            metadata=metadata,
        )
    label = fare.passenger_type.replace("_", " ")
    return Line(
        "base_fare",
        f"{prefix}{label} x {fare.count}",
        times(fare.base, fare.count),
        currency,
        metadata=metadata,
    )


def _ancillary_line(item: Ancillary, currency: str) -> Line:
    amount = ZERO if item.included else times(item.unit_price, item.qty)
    metadata: dict[str, Any] = {
        "code": item.code,
        "qty": item.qty,
        "unit_price": fmt(ZERO if item.included else item.unit_price),
        "included_in_fare": item.included,
        "source": item.source,
    }
    if item.included_reason:
        metadata["included_reason"] = item.included_reason
    if item.client_amount is not None:
        metadata["client_amount"] = fmt(item.client_amount)
    if item.conversion:
        metadata["conversion"] = dict(item.conversion)
    suffix = " (included in the fare)" if item.included else ""
    return Line(
        "ancillary",
        f"{item.name} ({item.code}) x {item.qty}{suffix}",
        amount,
        currency,
        None,
        metadata,
    )


def _fare_tax_line(leg: Leg, fare: PaxFare, currency: str, round_trip: bool) -> Line:
    return Line(
        "tax",
        f"{LEG_NAMES[leg.name]} {leg.label}: taxes filed with the fare, "
        f"{fare.passenger_type.replace('_', ' ')} x {fare.count}",
        times(fare.taxes, fare.count),
        currency,
        metadata={
            "code": "FARE",
            "tax_type": "fixed",
            "configured_amount": number(fare.taxes),
            "applies_to": "per_pax",
            "refundable": True,
            "jurisdiction": leg.jurisdiction,
            "leg": leg.name,
            "passenger_type": fare.passenger_type,
            "quantity": fare.count,
        },
    )


def _fee_line(leg: Leg, fare: PaxFare, currency: str, round_trip: bool) -> Line:
    return Line(
        "fee",
        f"{LEG_NAMES[leg.name]} {leg.label}: fee per passenger, "
        f"{fare.passenger_type.replace('_', ' ')} x {fare.count}",
        times(fare.fees, fare.count),
        currency,
        metadata={
            "leg": leg.name,
            "passenger_type": fare.passenger_type,
            "count": fare.count,
            "unit_amount": fmt(fare.fees),
            "applies_to": "per_pax",
        },
    )


def _tax_line(
    tax: TaxCharge, legs: tuple[Leg, ...], leg_fares: Mapping[str, Decimal], currency: str
) -> Line | None:
    applicable = [leg for leg in legs if leg.name in tax.legs]
    if not applicable:
        return None
    metadata: dict[str, Any] = {
        "code": tax.code,
        "tax_type": tax.tax_type,
        "configured_amount": number(
            tax.configured_amount if tax.configured_amount is not None else tax.amount
        ),
        "applies_to": tax.applies_to,
        "refundable": tax.refundable,
        "jurisdiction": tax.jurisdiction,
        "legs": [leg.name for leg in applicable],
    }
    if tax.legacy:
        metadata["legacy_shape"] = True
    if tax.tax_id is not None:
        metadata["tax_id"] = str(tax.tax_id)
    if tax.conversion:
        metadata["conversion"] = dict(tax.conversion)
    rate: float | int | None = None
    if tax.tax_type == "percentage":
        base = money(sum((leg_fares[leg.name] for leg in applicable), ZERO))
        amount = percent_of(base, tax.amount)
        rate = number(tax.amount / 100)
        metadata["base"] = fmt(base)
        metadata["applies_to"] = tax.applies_to
    elif tax.applies_to == "per_segment":
        quantity = len(applicable)
        amount = times(tax.amount, quantity)
        metadata["quantity"] = quantity
    elif tax.applies_to == "per_itinerary":
        amount = money(tax.amount)
        metadata["quantity"] = 1
    else:  # per_pax
        quantity = sum(leg.paid_passengers for leg in applicable)
        amount = times(tax.amount, quantity)
        metadata["quantity"] = quantity
    return Line("tax", tax.name, amount, currency, rate, metadata)


def _promo(
    promo: Promo,
    leg_fares: Mapping[str, Decimal],
    channel_by_leg: Mapping[str, Decimal],
    currency: str,
) -> tuple[Line, dict[str, Any]]:
    eligible = [leg for leg in leg_fares if leg in promo.legs]
    fare = money(sum((leg_fares[leg] for leg in eligible), ZERO))
    # what the channel discount left of the eligible legs' fare: a percentage is taken of it
    left = money(fare - sum((channel_by_leg.get(leg, ZERO) for leg in eligible), ZERO))
    left = max(left, ZERO)
    if promo.discount_type == "percentage":
        wanted = percent_of(left, promo.amount)
        description = f"Promo code {promo.code}: {number(promo.amount)} % off the fare"
        factor: float | int | None = number(-promo.amount / 100)
    else:
        wanted = money(promo.amount)
        description = f"Promo code {promo.code}: {fmt(promo.amount)} {currency} off"
        factor = None
    discount = min(wanted, left)
    metadata: dict[str, Any] = {
        "code": promo.code,
        "promo_id": _str(promo.promo_id),
        "discount_type": promo.discount_type,
        "configured_amount": number(promo.amount),
        "legs": eligible,
        "base": fmt(left),
    }
    if discount < wanted:
        metadata["capped_at"] = fmt(left)
    if promo.conversion:
        metadata["conversion"] = dict(promo.conversion)
    rule: dict[str, Any] = {
        "rule_type": "promo",
        "name": promo.code,
        "delta": fmt(-discount),
        "description": description,
    }
    if factor is not None:
        rule["factor"] = factor
    return Line("promo", description, -discount, currency, metadata=metadata), rule


def convert(priced: Priced, rate: Decimal, target: str) -> Priced:
    """The same quote in ``target``: every line converted on its own (half-up), totals
    re-added from the converted lines so they still add up."""
    lines = [
        replace(
            line,
            amount=times(line.amount, rate),
            currency=target,
            metadata={
                **(line.metadata or {}),
                "original_amount": fmt(line.amount),
                "original_currency": line.currency,
            },
        )
        for line in priced.lines
    ]
    leg_fares = {
        leg: _sum(
            line.amount
            for line in lines
            if line.type in ("base_fare", "dynamic_pricing") and line.metadata["leg"] == leg
        )
        for leg in priced.leg_fares
    }
    rules = [
        {**rule, "delta": fmt(times(Decimal(rule["delta"]), rate))} if "delta" in rule else rule
        for rule in priced.applied_rules
    ]
    return Priced(target, lines, rules, leg_fares, priced.channel_applied)
