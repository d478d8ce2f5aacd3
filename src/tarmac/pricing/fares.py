"""Fare data rules for the back office (spec 01 §2.6, §2.8): fare families, fare rules, fare
plans, prices per passenger type and the booking-class inventory of flights.

- Codes of families and rules are unique (409). A family or rule used by a plan or price
  cannot be deleted (409); deleting a plan deletes its prices. Each table is a ``Records``
  (``tarmac.db.crud``): ``families``, ``rules``, ``plans``, ``prices``, ``inventory``.
- A plan is sold on a route or on one flight, never both; the family, rule, route or flight a
  body names must exist (422).
- Money is ``Decimal`` rounded half-up to 2 places; amounts are never negative. All prices of
  one plan are in one currency (422 otherwise), so a quote never adds up currencies.
- Inventory: ``seats`` of a booking class is never below the seats already ``sold`` and never
  above the aircraft's sellable seats in its cabin (422). Writes lock the inventory row, as
  bookings take seats with a conditional update on it.
"""

import uuid
from collections.abc import Sequence
from datetime import date
from decimal import ROUND_HALF_UP, Decimal, InvalidOperation
from typing import Any, ClassVar

from sqlalchemy import case, delete
from sqlalchemy.ext.asyncio import AsyncSession

from tarmac.catalog import service as catalog
from tarmac.core.errors import CannotChange, InvalidRange, NotFound, NotOneOf
from tarmac.db import integrity
from tarmac.db.crud import Records
from tarmac.inventory import service as inventory
from tarmac.pricing.errors import (
    InvalidAmount,
    MixedCurrencies,
    RouteXorFlight,
)
from tarmac.pricing.models import (
    PASSENGER_TYPES,
    FareFamily,
    FarePlan,
    FarePrice,
    FareRule,
)

CENT = Decimal("0.01")
MAX_AMOUNT = Decimal("999999999999.99")  # NUMERIC(14,2)


def money(value: Any, field: str) -> Decimal:
    """An amount rounded half-up to cents; 422 when negative, too large or not a number."""
    try:
        amount = Decimal(str(value))
    except (InvalidOperation, ValueError):
        raise InvalidAmount(f"{field} must be a decimal amount") from None
    if not amount.is_finite() or amount < 0 or amount > MAX_AMOUNT:
        raise InvalidAmount(f"{field} must be between 0 and {MAX_AMOUNT}")
    return amount.quantize(CENT, rounding=ROUND_HALF_UP) + 0  # + 0 turns -0.00 into 0.00


def _check_cabin(cabin: str | None) -> None:
    if cabin is not None and cabin not in catalog.CABINS:
        raise NotOneOf("cabin must be one of: " + ", ".join(catalog.CABINS))


# --- fare families -------------------------------------------------------------------------------


class Families(Records[FareFamily]):
    model = FareFamily
    noun = "fare family"
    order_by = (FareFamily.sort_order, FareFamily.code)
    messages: ClassVar = {"uq_fare_families_code": "A fare family with this code already exists"}


families = Families()


# --- fare rules ----------------------------------------------------------------------------------


def _rule_fields(fields: dict[str, Any]) -> dict[str, Any]:
    for name in ("cancellation_fee", "change_fee"):
        if name in fields:
            fields[name] = money(fields[name], name)
    if "allowed_ssr_codes" in fields:
        fields["allowed_ssr_codes"] = list(dict.fromkeys(fields["allowed_ssr_codes"]))
    return fields


def _check_stay(low: int | None, high: int | None) -> None:
    if low is not None and high is not None and low > high:
        raise InvalidRange("min_stay_days must not be greater than max_stay_days")


class Rules(Records[FareRule]):
    """Changes apply to every plan and price that uses the rule from now on."""

    model = FareRule
    noun = "fare rule"
    order_by = (FareRule.code,)
    messages: ClassVar = {
        "uq_fare_rules_code": "A fare rule with this code already exists",
        "ck_fare_rules_fees_not_negative": "Fees must not be negative",
    }

    async def prepare_create(self, session: AsyncSession, values: dict[str, Any]) -> dict[str, Any]:
        values = _rule_fields(values)
        _check_stay(values.get("min_stay_days"), values.get("max_stay_days"))
        return values

    async def prepare_update(
        self, session: AsyncSession, row: FareRule, changes: dict[str, Any]
    ) -> dict[str, Any]:
        changes = _rule_fields(changes)
        _check_stay(
            changes.get("min_stay_days", row.min_stay_days),
            changes.get("max_stay_days", row.max_stay_days),
        )
        return changes


rules = Rules()


# --- fare plans ----------------------------------------------------------------------------------


def _check_plan_values(fields: dict[str, Any]) -> None:
    _check_cabin(fields.get("cabin"))
    inventory.check_booking_class(fields.get("booking_class"))
    valid_from: date | None = fields.get("valid_from")
    valid_to: date | None = fields.get("valid_to")
    if valid_from is not None and valid_to is not None and valid_from > valid_to:
        raise InvalidRange("valid_from must not be after valid_to")


class Plans(Records[FarePlan]):
    """A plan is sold on a route or on one flight (exactly one), which cannot change; the
    family, rule, route or flight it names must exist (422). Deleting a plan deletes its
    prices."""

    model = FarePlan
    noun = "fare plan"
    order_by = (FarePlan.booking_class, FarePlan.created_at)
    messages: ClassVar = {
        "ck_fare_plans_route_xor_flight": "give exactly one of route_id and flight_id",
    }

    async def prepare_create(self, session: AsyncSession, values: dict[str, Any]) -> dict[str, Any]:
        if (values.get("route_id") is None) == (values.get("flight_id") is None):
            raise RouteXorFlight("give exactly one of route_id and flight_id")
        _check_plan_values(values)
        return values

    async def prepare_update(
        self, session: AsyncSession, row: FarePlan, changes: dict[str, Any]
    ) -> dict[str, Any]:
        if {"route_id", "flight_id"} & set(changes):
            raise CannotChange("a plan's route or flight cannot change; create another plan")
        _check_plan_values(
            {
                name: changes.get(name, getattr(row, name))
                for name in ("booking_class", "cabin", "valid_from", "valid_to")
            }
        )
        return changes


plans = Plans()


# --- fare prices ---------------------------------------------------------------------------------

_TYPE_ORDER = case(
    {kind: index for index, kind in enumerate(PASSENGER_TYPES)}, value=FarePrice.passenger_type
)


def _check_passenger_type(passenger_type: str) -> None:
    if passenger_type not in PASSENGER_TYPES:
        raise NotOneOf("passenger_type must be one of: " + ", ".join(PASSENGER_TYPES))


class Prices(Records[FarePrice]):
    """A plan's prices, one per passenger type, all in one currency (422 otherwise), so a
    quote never adds up currencies."""

    model = FarePrice
    noun = "fare price"
    order_by = (_TYPE_ORDER,)
    messages: ClassVar = {
        "ck_fare_prices_amounts_not_negative": "Amounts must not be negative",
    }


prices = Prices()


async def list_prices(session: AsyncSession, plan_id: uuid.UUID) -> Sequence[FarePrice]:
    await plans.get(session, plan_id)
    return await prices.list(session, {"fare_plan_id": plan_id})


async def put_price(
    session: AsyncSession,
    plan_id: uuid.UUID,
    passenger_type: str,
    *,
    base_price: Any,
    currency: str,
    taxes: Any = Decimal("0"),
    fees: Any = Decimal("0"),
    fare_rule_id: uuid.UUID | None = None,
) -> tuple[FarePrice, bool]:
    """Create or replace the plan's price for one passenger type; ``True`` when created.
    The plan row is locked, so concurrent writes to one plan's prices take turns."""
    _check_passenger_type(passenger_type)
    plan = await plans.get(session, plan_id, for_update=True)
    values = {
        "base_price": money(base_price, "base_price"),
        "taxes": money(taxes, "taxes"),
        "fees": money(fees, "fees"),
        "currency": currency,
        "fare_rule_id": fare_rule_id,
    }
    existing = await prices.list(session, {"fare_plan_id": plan.id})
    other_currencies = sorted(
        {p.currency for p in existing if p.passenger_type != passenger_type} - {currency}
    )
    if other_currencies:
        raise MixedCurrencies(
            f"the plan's other prices are in {', '.join(other_currencies)}; "
            "all prices of a plan must be in one currency"
        )
    price = next((p for p in existing if p.passenger_type == passenger_type), None)
    if price is not None:
        for name, value in values.items():
            setattr(price, name, value)
        await integrity.flush(session, prices.messages)
        return price, False
    created = await prices.create(
        session, {"fare_plan_id": plan.id, "passenger_type": passenger_type, **values}
    )
    return created, True


async def delete_price(session: AsyncSession, plan_id: uuid.UUID, passenger_type: str) -> None:
    _check_passenger_type(passenger_type)
    plan = await plans.get(session, plan_id)
    result = await session.execute(
        delete(FarePrice).where(
            FarePrice.fare_plan_id == plan.id, FarePrice.passenger_type == passenger_type
        )
    )
    if result.rowcount == 0:  # type: ignore[attr-defined]
        raise NotFound(f"The plan has no {passenger_type} price")
