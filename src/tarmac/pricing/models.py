"""Fare data (spec 01 §2.6, §2.8, §4.4): families, plans, rules, prices per passenger type."""

import uuid
from datetime import date
from decimal import Decimal

from sqlalchemy import (
    ARRAY,
    CheckConstraint,
    ForeignKey,
    Integer,
    Numeric,
    String,
    UniqueConstraint,
)
from sqlalchemy.orm import Mapped, mapped_column

from tarmac.db.base import TimestampedModel

PASSENGER_TYPES = ("adult", "child", "infant", "infant_with_seat", "youth", "senior")
Money = Numeric(14, 2)


class FareFamily(TimestampedModel):
    """A branded fare (LIGHT, CLASSIC, FLEX, BUSINESS, ...) and what it includes."""

    __tablename__ = "fare_families"

    code: Mapped[str] = mapped_column(String(32), unique=True)
    name: Mapped[str] = mapped_column(String(100))
    refundable: Mapped[bool] = mapped_column(default=False)
    changeable: Mapped[bool] = mapped_column(default=False)
    baggage_allowance: Mapped[str | None] = mapped_column(String(64))  # e.g. "1PC 23KG"
    cabin_baggage: Mapped[str | None] = mapped_column(String(64))  # e.g. "1PC 10KG"
    sort_order: Mapped[int] = mapped_column(Integer, default=0)
    is_active: Mapped[bool] = mapped_column(default=True)


class FareRule(TimestampedModel):
    """Conditions of a fare; a fare price points at the rule for its passenger type."""

    __tablename__ = "fare_rules"
    __table_args__ = (
        CheckConstraint("cancellation_fee >= 0 AND change_fee >= 0", name="fees_not_negative"),
    )

    code: Mapped[str] = mapped_column(String(64), unique=True)
    name: Mapped[str] = mapped_column(String(200))
    refundable: Mapped[bool] = mapped_column(default=False)
    changeable: Mapped[bool] = mapped_column(default=False)
    cancellation_fee: Mapped[Decimal] = mapped_column(Money, default=Decimal("0"))
    change_fee: Mapped[Decimal] = mapped_column(Money, default=Decimal("0"))
    currency: Mapped[str] = mapped_column(String(3))
    seat_selection: Mapped[bool] = mapped_column(default=False)
    allowed_ssr_codes: Mapped[list[str]] = mapped_column(ARRAY(String(8)), default=list)
    advance_purchase_days: Mapped[int | None] = mapped_column(Integer)
    min_stay_days: Mapped[int | None] = mapped_column(Integer)
    max_stay_days: Mapped[int | None] = mapped_column(Integer)


class FarePlan(TimestampedModel):
    """A family sold on a route (or on one flight, which then wins over the route's plan of
    the same family) in a booking class of a cabin, for travel between two dates."""

    __tablename__ = "fare_plans"
    __table_args__ = (
        CheckConstraint(
            "(route_id IS NOT NULL) <> (flight_id IS NOT NULL)", name="route_xor_flight"
        ),
    )

    fare_family_id: Mapped[uuid.UUID] = mapped_column(
        ForeignKey("fare_families.id", ondelete="RESTRICT"), index=True
    )
    route_id: Mapped[uuid.UUID | None] = mapped_column(
        ForeignKey("routes.id", ondelete="RESTRICT"), index=True
    )
    flight_id: Mapped[uuid.UUID | None] = mapped_column(
        ForeignKey("flights.id", ondelete="CASCADE"), index=True
    )
    booking_class: Mapped[str] = mapped_column(String(1))  # class of service letter
    cabin: Mapped[str] = mapped_column(String(16))
    fare_rule_id: Mapped[uuid.UUID] = mapped_column(
        ForeignKey("fare_rules.id", ondelete="RESTRICT")
    )
    valid_from: Mapped[date | None]
    valid_to: Mapped[date | None]
    is_active: Mapped[bool] = mapped_column(default=True)


class FarePrice(TimestampedModel):
    """The price of a plan for one passenger type, under that type's own fare rule."""

    __tablename__ = "fare_prices"
    __table_args__ = (
        UniqueConstraint("fare_plan_id", "passenger_type"),
        CheckConstraint(
            "base_price >= 0 AND taxes >= 0 AND fees >= 0", name="amounts_not_negative"
        ),
    )

    fare_plan_id: Mapped[uuid.UUID] = mapped_column(ForeignKey("fare_plans.id", ondelete="CASCADE"))
    passenger_type: Mapped[str] = mapped_column(String(20))
    fare_rule_id: Mapped[uuid.UUID | None] = mapped_column(
        ForeignKey("fare_rules.id", ondelete="RESTRICT")
    )  # None: the plan's rule
    base_price: Mapped[Decimal] = mapped_column(Money)
    taxes: Mapped[Decimal] = mapped_column(Money, default=Decimal("0"))
    fees: Mapped[Decimal] = mapped_column(Money, default=Decimal("0"))
    currency: Mapped[str] = mapped_column(String(3))
