"""Request and response models of the fares back office: fare families, fare rules, fare
plans, prices per passenger type and booking-class inventory.

Money is ``Decimal``: amounts sent are rounded half-up to 2 places, must not be negative and
leave the API as JSON numbers.
"""

import uuid
from datetime import datetime
from decimal import ROUND_HALF_UP, Decimal
from typing import Annotated, Any, ClassVar, Literal

from pydantic import (
    AfterValidator,
    Field,
    PlainSerializer,
    StringConstraints,
    model_validator,
)

from tarmac.catalog.schemas import BookingClass, Cabin
from tarmac.core.bodies import In, Listing, Out, Patch
from tarmac.core.fields import IsoDate
from tarmac.core.money import DecimalIn
from tarmac.pricing.models import PASSENGER_TYPES

PassengerType = Literal[PASSENGER_TYPES]  # type: ignore[valid-type]
CurrencyCode = Annotated[str, StringConstraints(pattern=r"^[A-Z]{3}$")]
FareCode = Annotated[str, StringConstraints(pattern=r"^[A-Z0-9]+(?:[_.-][A-Z0-9]+)*$")]
SsrCode = Annotated[str, StringConstraints(pattern=r"^[A-Z0-9]{2,8}$")]
Name100 = Annotated[str, StringConstraints(strip_whitespace=True, min_length=1, max_length=100)]
Name200 = Annotated[str, StringConstraints(strip_whitespace=True, min_length=1, max_length=200)]
Allowance = Annotated[str, StringConstraints(strip_whitespace=True, min_length=1, max_length=64)]
Days = Annotated[int, Field(ge=0, le=366)]
CENT = Decimal("0.01")
MAX_AMOUNT = Decimal("999999999999.99")  # NUMERIC(14,2)


def _cents(value: Decimal) -> Decimal:
    return value.quantize(CENT, rounding=ROUND_HALF_UP) + 0  # + 0 turns -0.00 into 0.00


# An amount in: at least 0, at most what NUMERIC(14,2) holds, rounded half-up to cents.
MoneyIn = Annotated[Decimal, Field(ge=0, le=MAX_AMOUNT), DecimalIn, AfterValidator(_cents)]
# An amount out: a JSON number.
MoneyOut = Annotated[Decimal, PlainSerializer(float, return_type=float, when_used="json")]


# --- fare families ---------------------------------------------------------------------------


class FareFamilyIn(In):
    code: Annotated[FareCode, StringConstraints(max_length=32)] = Field(
        description="Unique code, e.g. LIGHT, CLASSIC, FLEX, BUSINESS"
    )
    name: Name100
    refundable: bool = False
    changeable: bool = False
    baggage_allowance: Allowance | None = Field(default=None, description="e.g. 1PC 23KG")
    cabin_baggage: Allowance | None = Field(default=None, description="e.g. 1PC 10KG")
    sort_order: int = Field(default=0, ge=-1_000_000, le=1_000_000)
    is_active: bool = True


class FareFamilyPatch(Patch):
    nullable: ClassVar[frozenset[str]] = frozenset({"baggage_allowance", "cabin_baggage"})

    code: Annotated[FareCode, StringConstraints(max_length=32)] | None = None
    name: Name100 | None = None
    refundable: bool | None = None
    changeable: bool | None = None
    baggage_allowance: Allowance | None = None
    cabin_baggage: Allowance | None = None
    sort_order: int | None = Field(default=None, ge=-1_000_000, le=1_000_000)
    is_active: bool | None = None


class FareFamilyQuery(Listing):
    is_active: bool | None = None


class FareFamilyAdmin(Out):
    id: uuid.UUID
    code: str
    name: str
    refundable: bool
    changeable: bool
    baggage_allowance: str | None
    cabin_baggage: str | None
    sort_order: int
    is_active: bool
    created_at: datetime
    updated_at: datetime


# --- fare rules ------------------------------------------------------------------------------


def _stay(model: Any) -> Any:
    low, high = model.min_stay_days, model.max_stay_days
    if low is not None and high is not None and low > high:
        raise ValueError("min_stay_days must not be greater than max_stay_days")
    return model


def _unique_codes(codes: list[str] | None) -> list[str] | None:
    return None if codes is None else list(dict.fromkeys(codes))


SsrCodes = Annotated[list[SsrCode], Field(max_length=100), AfterValidator(_unique_codes)]


class FareRuleIn(In):
    code: Annotated[FareCode, StringConstraints(max_length=64)]
    name: Name200
    refundable: bool = False
    changeable: bool = False
    cancellation_fee: MoneyIn = Field(default=Decimal("0"), description="Per passenger, fixed")
    change_fee: MoneyIn = Field(default=Decimal("0"), description="Per passenger")
    currency: CurrencyCode = Field(description="Currency of the fees")
    seat_selection: bool = False
    allowed_ssr_codes: SsrCodes = Field(default_factory=list)
    advance_purchase_days: Days | None = Field(
        default=None, description="When set, the fare is not sold closer to departure"
    )
    min_stay_days: Days | None = None
    max_stay_days: Days | None = None

    _stay_order = model_validator(mode="after")(_stay)


class FareRulePatch(Patch):
    nullable: ClassVar[frozenset[str]] = frozenset(
        {"advance_purchase_days", "min_stay_days", "max_stay_days"}
    )

    code: Annotated[FareCode, StringConstraints(max_length=64)] | None = None
    name: Name200 | None = None
    refundable: bool | None = None
    changeable: bool | None = None
    cancellation_fee: MoneyIn | None = None
    change_fee: MoneyIn | None = None
    currency: CurrencyCode | None = None
    seat_selection: bool | None = None
    allowed_ssr_codes: SsrCodes | None = None
    advance_purchase_days: Days | None = None
    min_stay_days: Days | None = None
    max_stay_days: Days | None = None


class FareRuleAdmin(Out):
    id: uuid.UUID
    code: str
    name: str
    refundable: bool
    changeable: bool
    cancellation_fee: MoneyOut
    change_fee: MoneyOut
    currency: str
    seat_selection: bool
    allowed_ssr_codes: list[str]
    advance_purchase_days: int | None
    min_stay_days: int | None
    max_stay_days: int | None
    created_at: datetime
    updated_at: datetime


# --- fare plans ------------------------------------------------------------------------------


def _plan_dates(model: Any) -> Any:
    if (
        model.valid_from is not None
        and model.valid_to is not None
        and model.valid_from > model.valid_to
    ):
        raise ValueError("valid_from must not be after valid_to")
    return model


class FarePlanIn(In):
    """A fare family sold in one booking class, on a route or on one flight (exactly one of
    ``route_id`` and ``flight_id``)."""

    fare_family_id: uuid.UUID
    fare_rule_id: uuid.UUID = Field(description="The rule of the plan's prices by default")
    route_id: uuid.UUID | None = None
    flight_id: uuid.UUID | None = Field(
        default=None, description="A flight's plan wins over its route's plan of the same family"
    )
    booking_class: BookingClass
    cabin: Cabin
    valid_from: IsoDate | None = Field(default=None, description="First travel date; none: open")
    valid_to: IsoDate | None = Field(default=None, description="Last travel date; none: open")
    is_active: bool = True

    @model_validator(mode="after")
    def _route_xor_flight(self) -> "FarePlanIn":
        if (self.route_id is None) == (self.flight_id is None):
            raise ValueError("give exactly one of route_id and flight_id")
        return _plan_dates(self)


class FarePlanPatch(Patch):
    """The route or flight of a plan cannot change: create another plan."""

    nullable: ClassVar[frozenset[str]] = frozenset({"valid_from", "valid_to"})

    fare_family_id: uuid.UUID | None = None
    fare_rule_id: uuid.UUID | None = None
    booking_class: BookingClass | None = None
    cabin: Cabin | None = None
    valid_from: IsoDate | None = None
    valid_to: IsoDate | None = None
    is_active: bool | None = None


class FarePlanQuery(Listing):
    route_id: uuid.UUID | None = None
    flight_id: uuid.UUID | None = None
    fare_family_id: uuid.UUID | None = None
    is_active: bool | None = None


class FarePlanAdmin(Out):
    id: uuid.UUID
    fare_family_id: uuid.UUID
    fare_rule_id: uuid.UUID
    route_id: uuid.UUID | None
    flight_id: uuid.UUID | None
    booking_class: str
    cabin: str
    valid_from: IsoDate | None
    valid_to: IsoDate | None
    is_active: bool
    created_at: datetime
    updated_at: datetime


# --- fare prices -----------------------------------------------------------------------------


class FarePriceIn(In):
    base_price: MoneyIn
    taxes: MoneyIn = Decimal("0")
    fees: MoneyIn = Decimal("0")
    currency: CurrencyCode = Field(description="The same for every price of a plan")
    fare_rule_id: uuid.UUID | None = Field(
        default=None, description="This passenger type's own rule; none: the plan's rule"
    )


class FarePriceAdmin(Out):
    id: uuid.UUID = Field(description="The fare_price_id")
    fare_plan_id: uuid.UUID
    passenger_type: str
    fare_rule_id: uuid.UUID | None
    base_price: MoneyOut
    taxes: MoneyOut
    fees: MoneyOut
    total_price: MoneyOut = Field(description="base_price + taxes + fees")
    currency: str
    created_at: datetime
    updated_at: datetime

    @model_validator(mode="before")
    @classmethod
    def _total(cls, data: Any) -> Any:
        if isinstance(data, dict):
            return data
        values = {name: getattr(data, name) for name in cls.model_fields if name != "total_price"}
        values["total_price"] = data.base_price + data.taxes + data.fees
        return values


# --- booking-class inventory -----------------------------------------------------------------


class InventoryIn(In):
    cabin: Cabin
    seats: int = Field(
        ge=0, le=1000, description="Not below the seats sold, at most the aircraft's cabin seats"
    )
    is_open: bool = True


class InventoryAdmin(Out):
    id: uuid.UUID
    flight_id: uuid.UUID
    booking_class: str
    cabin: str
    seats: int
    sold: int
    held: int = Field(description="Places held by drafts (a sale may still take them)")
    available: int = Field(description="seats - sold: what a sale may take")
    is_open: bool
    created_at: datetime
    updated_at: datetime

    @model_validator(mode="before")
    @classmethod
    def _available(cls, data: Any) -> Any:
        if isinstance(data, dict):
            return data
        values = {name: getattr(data, name) for name in cls.model_fields if name != "available"}
        values["available"] = data.seats - data.sold
        return values


class CabinIn(In):
    overbooking: int = Field(
        ge=0,
        le=1000,
        description="Places the cabin's classes may sell beyond its seats (0: none); never "
        "below what is sold beyond them",
    )


class CabinAdmin(Out):
    id: uuid.UUID
    flight_id: uuid.UUID
    cabin: str
    seats: int = Field(description="The aircraft's sellable seats in the cabin")
    overbooking: int
    sold: int = Field(description="Places sold across the cabin's classes")
    held: int = Field(description="Places held by drafts across the cabin's classes")
    available: int = Field(
        description="seats + overbooking - sold: the most any class of the cabin may still sell"
    )
    created_at: datetime
    updated_at: datetime

    @model_validator(mode="before")
    @classmethod
    def _available(cls, data: Any) -> Any:
        if isinstance(data, dict):
            return data
        values = {name: getattr(data, name) for name in cls.model_fields if name != "available"}
        values["available"] = max(data.seats + data.overbooking - data.sold, 0)
        return values
