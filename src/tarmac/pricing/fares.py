"""Fare data rules for the back office (spec 01 §2.6, §2.8): fare families, fare rules, fare
plans, prices per passenger type and the booking-class inventory of flights.

- Codes of families and rules are unique (409). A family or rule used by a plan or price
  cannot be deleted (409); deleting a plan deletes its prices.
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
from typing import Any

from sqlalchemy import case, delete, exists, or_, select
from sqlalchemy.dialects.postgresql import insert
from sqlalchemy.exc import IntegrityError
from sqlalchemy.ext.asyncio import AsyncSession

from tarmac.catalog import service as catalog
from tarmac.catalog.models import Aircraft, Flight, Route
from tarmac.core import clock
from tarmac.core.errors import Conflict, NotFound, ValidationFailed
from tarmac.db.lookup import get_or_404
from tarmac.inventory.models import BookingClassInventory
from tarmac.pricing.models import (
    CABINS,
    PASSENGER_TYPES,
    FareFamily,
    FarePlan,
    FarePrice,
    FareRule,
)

CENT = Decimal("0.01")
MAX_AMOUNT = Decimal("999999999999.99")  # NUMERIC(14,2)

MESSAGES = {
    "uq_fare_families_code": "A fare family with this code already exists",
    "uq_fare_rules_code": "A fare rule with this code already exists",
    "ck_fare_rules_fees_not_negative": "Fees must not be negative",
    "ck_fare_prices_amounts_not_negative": "Amounts must not be negative",
    "ck_fare_plans_route_xor_flight": "give exactly one of route_id and flight_id",
    "ck_booking_class_inventory_sold_within_seats": "seats must not be below the seats sold",
}


async def _flush(session: AsyncSession) -> None:
    await catalog.flush(session, MESSAGES)


def money(value: Any, field: str) -> Decimal:
    """An amount rounded half-up to cents; 422 when negative, too large or not a number."""
    try:
        amount = Decimal(str(value))
    except (InvalidOperation, ValueError):
        raise ValidationFailed(f"{field} must be a decimal amount") from None
    if not amount.is_finite() or amount < 0 or amount > MAX_AMOUNT:
        raise ValidationFailed(f"{field} must be between 0 and {MAX_AMOUNT}")
    return amount.quantize(CENT, rounding=ROUND_HALF_UP) + 0  # + 0 turns -0.00 into 0.00


def _apply(record: Any, changes: dict[str, Any]) -> None:
    for name, value in changes.items():
        setattr(record, name, value)


async def _delete(session: AsyncSession, statement: Any) -> None:
    try:
        await session.execute(statement)
    except IntegrityError as exc:
        raise catalog.integrity_error(exc, MESSAGES) from None


# --- fare families -------------------------------------------------------------------------------


async def create_family(session: AsyncSession, **fields: Any) -> FareFamily:
    family = FareFamily(**fields)
    session.add(family)
    await _flush(session)
    return family


async def list_families(
    session: AsyncSession, *, is_active: bool | None = None
) -> Sequence[FareFamily]:
    statement = select(FareFamily).order_by(FareFamily.sort_order, FareFamily.code)
    if is_active is not None:
        statement = statement.where(FareFamily.is_active.is_(is_active))
    return (await session.scalars(statement)).all()


async def get_family(session: AsyncSession, family_id: uuid.UUID) -> FareFamily:
    return await get_or_404(session, FareFamily, family_id, f"Fare family {family_id} not found")


async def update_family(
    session: AsyncSession, family_id: uuid.UUID, changes: dict[str, Any]
) -> FareFamily:
    family = await get_family(session, family_id)
    _apply(family, changes)
    await _flush(session)
    return family


async def delete_family(session: AsyncSession, family_id: uuid.UUID) -> None:
    family = await get_family(session, family_id)
    if await session.scalar(select(exists().where(FarePlan.fare_family_id == family.id))):
        raise Conflict(f"Fare family {family.code} has fare plans; deactivate it instead")
    await _delete(session, delete(FareFamily).where(FareFamily.id == family.id))


# --- fare rules ----------------------------------------------------------------------------------


def _rule_fields(fields: dict[str, Any]) -> dict[str, Any]:
    fields = dict(fields)
    for name in ("cancellation_fee", "change_fee"):
        if name in fields:
            fields[name] = money(fields[name], name)
    if "allowed_ssr_codes" in fields:
        fields["allowed_ssr_codes"] = list(dict.fromkeys(fields["allowed_ssr_codes"]))
    return fields


def _check_stay(rule: dict[str, Any]) -> None:
    low, high = rule.get("min_stay_days"), rule.get("max_stay_days")
    if low is not None and high is not None and low > high:
        raise ValidationFailed("min_stay_days must not be greater than max_stay_days")


async def create_rule(session: AsyncSession, **fields: Any) -> FareRule:
    fields = _rule_fields(fields)
    _check_stay(fields)
    rule = FareRule(**fields)
    session.add(rule)
    await _flush(session)
    return rule


async def list_rules(session: AsyncSession) -> Sequence[FareRule]:
    return (await session.scalars(select(FareRule).order_by(FareRule.code))).all()


async def get_rule(session: AsyncSession, rule_id: uuid.UUID) -> FareRule:
    return await get_or_404(session, FareRule, rule_id, f"Fare rule {rule_id} not found")


async def update_rule(
    session: AsyncSession, rule_id: uuid.UUID, changes: dict[str, Any]
) -> FareRule:
    """Changes apply to every plan and price that uses the rule from now on."""
    rule = await get_rule(session, rule_id)
    changes = _rule_fields(changes)
    _check_stay(
        {
            name: changes.get(name, getattr(rule, name))
            for name in ("min_stay_days", "max_stay_days")
        }
    )
    _apply(rule, changes)
    await _flush(session)
    return rule


async def delete_rule(session: AsyncSession, rule_id: uuid.UUID) -> None:
    rule = await get_rule(session, rule_id)
    used = await session.scalar(
        select(
            or_(
                exists().where(FarePlan.fare_rule_id == rule.id),
                exists().where(FarePrice.fare_rule_id == rule.id),
            )
        )
    )
    if used:
        raise Conflict(f"Fare rule {rule.code} is used by fare plans or prices")
    await _delete(session, delete(FareRule).where(FareRule.id == rule.id))


# --- fare plans ----------------------------------------------------------------------------------


async def _must_exist(session: AsyncSession, model: type, record_id: Any, field: str) -> None:
    if record_id is None or await session.get(model, record_id) is None:
        raise ValidationFailed(f"{field} {record_id} does not name an existing record")


def _check_plan_values(fields: dict[str, Any]) -> None:
    if "cabin" in fields and fields["cabin"] not in CABINS:
        raise ValidationFailed("cabin must be one of: " + ", ".join(CABINS))
    letter = fields.get("booking_class")
    if letter is not None and not (len(letter) == 1 and "A" <= letter <= "Z"):
        raise ValidationFailed("booking_class must be one capital letter")
    valid_from: date | None = fields.get("valid_from")
    valid_to: date | None = fields.get("valid_to")
    if valid_from is not None and valid_to is not None and valid_from > valid_to:
        raise ValidationFailed("valid_from must not be after valid_to")


async def create_plan(
    session: AsyncSession,
    *,
    fare_family_id: uuid.UUID,
    fare_rule_id: uuid.UUID,
    booking_class: str,
    cabin: str,
    route_id: uuid.UUID | None = None,
    flight_id: uuid.UUID | None = None,
    valid_from: date | None = None,
    valid_to: date | None = None,
    is_active: bool = True,
) -> FarePlan:
    fields = {
        "fare_family_id": fare_family_id,
        "fare_rule_id": fare_rule_id,
        "route_id": route_id,
        "flight_id": flight_id,
        "booking_class": booking_class,
        "cabin": cabin,
        "valid_from": valid_from,
        "valid_to": valid_to,
        "is_active": is_active,
    }
    if (route_id is None) == (flight_id is None):
        raise ValidationFailed("give exactly one of route_id and flight_id")
    _check_plan_values(fields)
    await _must_exist(session, FareFamily, fare_family_id, "fare_family_id")
    await _must_exist(session, FareRule, fare_rule_id, "fare_rule_id")
    if route_id is not None:
        await _must_exist(session, Route, route_id, "route_id")
    else:
        await _must_exist(session, Flight, flight_id, "flight_id")
    plan = FarePlan(**fields)
    session.add(plan)
    await _flush(session)
    return plan


async def list_plans(
    session: AsyncSession,
    *,
    route_id: uuid.UUID | None = None,
    flight_id: uuid.UUID | None = None,
    fare_family_id: uuid.UUID | None = None,
    is_active: bool | None = None,
) -> Sequence[FarePlan]:
    statement = select(FarePlan).order_by(FarePlan.booking_class, FarePlan.created_at, FarePlan.id)
    if route_id is not None:
        statement = statement.where(FarePlan.route_id == route_id)
    if flight_id is not None:
        statement = statement.where(FarePlan.flight_id == flight_id)
    if fare_family_id is not None:
        statement = statement.where(FarePlan.fare_family_id == fare_family_id)
    if is_active is not None:
        statement = statement.where(FarePlan.is_active.is_(is_active))
    return (await session.scalars(statement)).all()


async def get_plan(
    session: AsyncSession, plan_id: uuid.UUID, *, for_update: bool = False
) -> FarePlan:
    plan = await get_or_404(
        session, FarePlan, plan_id, f"Fare plan {plan_id} not found", for_update=for_update
    )
    return plan


async def update_plan(
    session: AsyncSession, plan_id: uuid.UUID, changes: dict[str, Any]
) -> FarePlan:
    plan = await get_plan(session, plan_id, for_update=True)
    if {"route_id", "flight_id"} & set(changes):
        raise ValidationFailed("a plan's route or flight cannot change; create another plan")
    merged = {
        name: changes.get(name, getattr(plan, name))
        for name in ("booking_class", "cabin", "valid_from", "valid_to")
    }
    _check_plan_values(merged)
    if "fare_family_id" in changes:
        await _must_exist(session, FareFamily, changes["fare_family_id"], "fare_family_id")
    if "fare_rule_id" in changes:
        await _must_exist(session, FareRule, changes["fare_rule_id"], "fare_rule_id")
    _apply(plan, changes)
    await _flush(session)
    return plan


async def delete_plan(session: AsyncSession, plan_id: uuid.UUID) -> None:
    """Deletes the plan's prices too."""
    plan = await get_plan(session, plan_id)
    await _delete(session, delete(FarePlan).where(FarePlan.id == plan.id))


# --- fare prices ---------------------------------------------------------------------------------

_TYPE_ORDER = case(
    {kind: index for index, kind in enumerate(PASSENGER_TYPES)}, value=FarePrice.passenger_type
)


def _check_passenger_type(passenger_type: str) -> None:
    if passenger_type not in PASSENGER_TYPES:
        raise ValidationFailed("passenger_type must be one of: " + ", ".join(PASSENGER_TYPES))


async def list_prices(session: AsyncSession, plan_id: uuid.UUID) -> Sequence[FarePrice]:
    await get_plan(session, plan_id)
    return (
        await session.scalars(
            select(FarePrice).where(FarePrice.fare_plan_id == plan_id).order_by(_TYPE_ORDER)
        )
    ).all()


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
    plan = await get_plan(session, plan_id, for_update=True)
    values = {
        "base_price": money(base_price, "base_price"),
        "taxes": money(taxes, "taxes"),
        "fees": money(fees, "fees"),
        "currency": currency,
        "fare_rule_id": fare_rule_id,
    }
    if fare_rule_id is not None:
        await _must_exist(session, FareRule, fare_rule_id, "fare_rule_id")
    prices = (
        await session.scalars(select(FarePrice).where(FarePrice.fare_plan_id == plan.id))
    ).all()
    other_currencies = sorted(
        {p.currency for p in prices if p.passenger_type != passenger_type} - {currency}
    )
    if other_currencies:
        raise ValidationFailed(
            f"the plan's other prices are in {', '.join(other_currencies)}; "
            "all prices of a plan must be in one currency"
        )
    price = next((p for p in prices if p.passenger_type == passenger_type), None)
    created = price is None
    if price is None:
        price = FarePrice(fare_plan_id=plan.id, passenger_type=passenger_type, **values)
        session.add(price)
    else:
        _apply(price, values)
    await _flush(session)
    return price, created


async def delete_price(session: AsyncSession, plan_id: uuid.UUID, passenger_type: str) -> None:
    _check_passenger_type(passenger_type)
    plan = await get_plan(session, plan_id)
    result = await session.execute(
        delete(FarePrice).where(
            FarePrice.fare_plan_id == plan.id, FarePrice.passenger_type == passenger_type
        )
    )
    if result.rowcount == 0:  # type: ignore[attr-defined]
        raise NotFound(f"The plan has no {passenger_type} price")


# --- booking-class inventory ---------------------------------------------------------------------


async def _flight(session: AsyncSession, flight_id: uuid.UUID) -> Flight:
    return await get_or_404(session, Flight, flight_id, f"Flight {flight_id} not found")


async def list_inventory(
    session: AsyncSession, flight_id: uuid.UUID
) -> Sequence[BookingClassInventory]:
    await _flight(session, flight_id)
    return (
        await session.scalars(
            select(BookingClassInventory)
            .where(BookingClassInventory.flight_id == flight_id)
            .order_by(BookingClassInventory.booking_class)
        )
    ).all()


async def _locked_bucket(
    session: AsyncSession, flight_id: uuid.UUID, booking_class: str
) -> BookingClassInventory | None:
    return await session.scalar(
        select(BookingClassInventory)
        .where(
            BookingClassInventory.flight_id == flight_id,
            BookingClassInventory.booking_class == booking_class,
        )
        .with_for_update()
        .execution_options(populate_existing=True)
    )


async def put_inventory(
    session: AsyncSession,
    flight_id: uuid.UUID,
    booking_class: str,
    *,
    cabin: str,
    seats: int,
    is_open: bool = True,
) -> tuple[BookingClassInventory, bool]:
    """Create or change one booking class of a flight; ``True`` when created. ``seats`` may
    not go below the seats sold, nor above the aircraft's sellable seats in the cabin (422);
    the cabin of a class that has sold seats cannot change (422)."""
    if not (len(booking_class) == 1 and "A" <= booking_class <= "Z"):
        raise ValidationFailed("booking_class must be one capital letter")
    if cabin not in CABINS:
        raise ValidationFailed("cabin must be one of: " + ", ".join(CABINS))
    flight = await _flight(session, flight_id)
    aircraft = await session.get(Aircraft, flight.aircraft_id)
    assert aircraft is not None  # a foreign key with ON DELETE RESTRICT
    available = catalog.cabin_capacity(aircraft).get(cabin, 0)
    if not 0 <= seats <= available:
        raise ValidationFailed(
            f"seats must be between 0 and {available}: aircraft {aircraft.code} has "
            f"{available} {cabin} seats"
        )
    bucket = await _locked_bucket(session, flight.id, booking_class)
    created = False
    if bucket is None:
        new_id = await session.scalar(
            insert(BookingClassInventory)
            .values(
                id=uuid.uuid4(),
                flight_id=flight.id,
                booking_class=booking_class,
                cabin=cabin,
                seats=seats,
                sold=0,
                is_open=is_open,
                created_at=clock.now(),
                updated_at=clock.now(),
            )
            .on_conflict_do_nothing(index_elements=["flight_id", "booking_class"])
            .returning(BookingClassInventory.id)
        )
        created = new_id is not None
        # Created now, or by a concurrent request a moment ago: lock it and read it.
        bucket = await _locked_bucket(session, flight.id, booking_class)
        assert bucket is not None
        if created:
            return bucket, True
    if seats < bucket.sold:
        raise ValidationFailed(
            f"seats ({seats}) must not be below the seats already sold ({bucket.sold})"
        )
    if cabin != bucket.cabin and bucket.sold > 0:
        raise ValidationFailed(
            f"class {booking_class} has sold seats in {bucket.cabin}; its cabin cannot change"
        )
    _apply(bucket, {"cabin": cabin, "seats": seats, "is_open": is_open})
    await _flush(session)
    return bucket, created
