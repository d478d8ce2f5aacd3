"""Fare data, taxes and promo codes as plain values (``cache.values``): what the reference
cache keeps of them, with the attribute names of their rows, never written back."""

import uuid
from dataclasses import dataclass
from datetime import date, datetime
from decimal import Decimal

from sqlalchemy.orm import aliased

from tarmac.cache.values import Columns
from tarmac.pricing.models import FareFamily, FarePlan, FarePrice, FareRule
from tarmac.pricing.quote_models import PromoCode, Tax


@dataclass(frozen=True, slots=True)
class FamilyValue:
    id: uuid.UUID
    code: str
    name: str
    refundable: bool
    changeable: bool
    baggage_allowance: str | None
    cabin_baggage: str | None
    sort_order: int
    is_active: bool


@dataclass(frozen=True, slots=True)
class RuleValue:
    id: uuid.UUID
    code: str
    name: str
    refundable: bool
    changeable: bool
    cancellation_fee: Decimal
    change_fee: Decimal
    currency: str
    seat_selection: bool
    allowed_ssr_codes: tuple[str, ...]
    advance_purchase_days: int | None
    min_stay_days: int | None
    max_stay_days: int | None


@dataclass(frozen=True, slots=True)
class PlanValue:
    id: uuid.UUID
    fare_family_id: uuid.UUID
    route_id: uuid.UUID | None
    flight_id: uuid.UUID | None
    booking_class: str
    cabin: str
    fare_rule_id: uuid.UUID
    valid_from: date | None
    valid_to: date | None
    is_active: bool


@dataclass(frozen=True, slots=True)
class PriceValue:
    id: uuid.UUID
    fare_plan_id: uuid.UUID
    passenger_type: str
    fare_rule_id: uuid.UUID | None
    base_price: Decimal
    taxes: Decimal
    fees: Decimal
    currency: str


@dataclass(frozen=True, slots=True)
class TaxValue:
    id: uuid.UUID
    code: str
    name: str
    tax_type: str
    amount: Decimal
    currency: str | None
    applies_to: str | None
    refundable: bool
    jurisdiction: str | None
    route_id: uuid.UUID | None
    country: str | None


@dataclass(frozen=True, slots=True)
class PromoValue:
    id: uuid.UUID
    code: str
    discount_type: str
    amount: Decimal
    currency: str | None
    valid_from: datetime | None
    valid_to: datetime | None
    route_ids: tuple[uuid.UUID, ...]
    max_uses: int | None
    max_uses_per_customer: int | None
    is_active: bool


# built once: aliasing per request costs more than the query it serves
PRICE_RULE = aliased(FareRule, name="price_rule")

FAMILY = Columns(FamilyValue, FareFamily)
RULE = Columns(RuleValue, FareRule, as_tuples=("allowed_ssr_codes",))
OWN_RULE = Columns(RuleValue, PRICE_RULE, as_tuples=("allowed_ssr_codes",))
PLAN = Columns(PlanValue, FarePlan)
PRICE = Columns(PriceValue, FarePrice)
TAX = Columns(TaxValue, Tax)
PROMO = Columns(PromoValue, PromoCode, as_tuples=("route_ids",))

AnyRule = FareRule | RuleValue
AnyFamily = FareFamily | FamilyValue
