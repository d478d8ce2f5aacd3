"""Request and response models of pricing's back office: fare families, fare rules, fare
plans and their prices per passenger type; taxes, promo codes, the SSR catalog and its
availability rules, seat zone prices and pricing settings (ours; the spec shows none).

Fare amounts are ``Decimal``: amounts sent are rounded half-up to 2 places, must not be
negative and leave the API as JSON numbers.
"""

import uuid
from datetime import datetime
from decimal import ROUND_HALF_UP, Decimal
from typing import Annotated, Any, ClassVar, Literal

from pydantic import (
    AfterValidator,
    AwareDatetime,
    BaseModel,
    BeforeValidator,
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


def _upper(value: Any) -> Any:
    return value.strip().upper() if isinstance(value, str) else value


Currency = Annotated[str, BeforeValidator(_upper), Field(pattern=r"^[A-Z]{3}$")]
Country = Annotated[str, BeforeValidator(_upper), Field(pattern=r"^[A-Z]{2}$")]
TaxCode = Annotated[str, BeforeValidator(_upper), Field(pattern=r"^[A-Z0-9_]{2,16}$")]
SsrCode = Annotated[str, BeforeValidator(_upper), Field(pattern=r"^[A-Z0-9]{2,8}$")]
Iata = Annotated[str, BeforeValidator(_upper), Field(pattern=r"^[A-Z]{3}$")]
Amount = Annotated[Decimal, Field(ge=0, le=Decimal("1000000000"), decimal_places=4), DecimalIn]
# SSR and seat zone prices: more than 2 decimal places is 422 (fare amounts, ``MoneyIn``, are
# rounded to cents instead).
Money = Annotated[Decimal, Field(ge=0, le=Decimal("1000000000"), decimal_places=2), DecimalIn]
TaxType = Literal["percentage", "fixed"]
AppliesTo = Literal["per_pax", "per_segment", "per_itinerary"]
PassengerType = Literal[PASSENGER_TYPES]  # type: ignore[valid-type]
CurrencyCode = Annotated[str, StringConstraints(pattern=r"^[A-Z]{3}$")]
FareCode = Annotated[str, StringConstraints(pattern=r"^[A-Z0-9]+(?:[_.-][A-Z0-9]+)*$")]
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


SsrCodes = Annotated[
    list[Annotated[str, StringConstraints(pattern=r"^[A-Z0-9]{2,8}$")]],
    Field(max_length=100),
    AfterValidator(_unique_codes),
]


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


# --- taxes ------------------------------------------------------------------------------


class _TaxScope(In):
    route_id: uuid.UUID | None = None
    country: Country | None = Field(default=None, description="legs departing from it")
    valid_from: IsoDate | None = None
    valid_to: IsoDate | None = None
    sort_order: int = Field(0, ge=0, le=10000)
    is_active: bool = True


class TaxIn(_TaxScope):
    """The v2 shape."""

    code: TaxCode = Field(description="YQ, YR, XF, AY, UB or custom: VAT, AIRPORT_KG, ...")
    name: str | None = Field(default=None, max_length=200)
    tax_type: TaxType
    amount: Amount = Field(description="percent for percentage taxes (12 = 12 %), else money")
    currency: Currency | None = None
    applies_to: AppliesTo | None = Field(
        default=None, description="required for fixed taxes; percentage taxes use the base"
    )
    refundable: bool = True
    jurisdiction: str | None = Field(default=None, max_length=64)

    @model_validator(mode="after")
    def _complete(self) -> "TaxIn":
        if self.tax_type == "fixed" and self.applies_to is None:
            raise ValueError("a v2 fixed tax needs applies_to (or use the older shape)")
        return self


class LegacyTaxIn(_TaxScope):
    """The older shape ``{name, amount, type}`` (charged per_pax when fixed)."""

    name: str = Field(min_length=1, max_length=200)
    amount: Amount
    type: TaxType
    currency: Currency | None = None
    code: TaxCode | None = None


class ScopedTaxIn(In):
    """An item of a route's or a country's tax list, in either shape."""

    code: TaxCode | None = None
    name: str | None = Field(default=None, max_length=200)
    tax_type: TaxType | None = None
    type: TaxType | None = None
    amount: Amount
    currency: Currency | None = None
    applies_to: AppliesTo | None = None
    refundable: bool = True
    jurisdiction: str | None = Field(default=None, max_length=64)
    valid_from: IsoDate | None = None
    valid_to: IsoDate | None = None
    is_active: bool = True

    @model_validator(mode="after")
    def _one_shape(self) -> "ScopedTaxIn":
        if (self.tax_type is None) == (self.type is None):
            raise ValueError("give tax_type (v2 shape) or type (older shape), not both")
        if self.type is not None and not self.name:
            raise ValueError("the older shape needs a name")
        if self.tax_type is not None:
            if self.code is None:
                raise ValueError("the v2 shape needs a code")
            if self.tax_type == "fixed" and self.applies_to is None:
                raise ValueError("a v2 fixed tax needs applies_to")
        return self

    def values(self) -> dict[str, Any]:
        data = self.model_dump(exclude_none=True)
        if self.tax_type is not None:
            data.pop("type", None)
        return data


class TaxPatch(Patch):
    nullable: ClassVar[frozenset[str]] = frozenset(
        {
            "currency",
            "applies_to",
            "jurisdiction",
            "route_id",
            "country",
            "valid_from",
            "valid_to",
        }
    )

    code: TaxCode | None = None
    name: str | None = Field(default=None, max_length=200)
    tax_type: TaxType | None = None
    amount: Amount | None = None
    currency: Currency | None = None
    applies_to: AppliesTo | None = None
    refundable: bool | None = None
    jurisdiction: str | None = Field(default=None, max_length=64)
    route_id: uuid.UUID | None = None
    country: Country | None = None
    valid_from: IsoDate | None = None
    valid_to: IsoDate | None = None
    sort_order: int | None = Field(default=None, ge=0, le=10000)
    is_active: bool | None = None


class TaxQuery(Listing):
    route_id: uuid.UUID | None = None
    country: Annotated[str, Field(pattern=r"^[A-Za-z]{2}$"), AfterValidator(str.upper)] | None = (
        None
    )
    is_active: bool | None = None


class TaxOut(Out):
    id: uuid.UUID
    code: str
    name: str
    tax_type: str
    amount: float
    currency: str | None
    applies_to: str | None
    shape: Literal["v2", "legacy"]
    refundable: bool
    jurisdiction: str | None
    route_id: uuid.UUID | None
    country: str | None
    valid_from: IsoDate | None
    valid_to: IsoDate | None
    sort_order: int
    is_active: bool
    created_at: datetime
    updated_at: datetime

    @model_validator(mode="before")
    @classmethod
    def _shape(cls, value: Any) -> Any:
        if hasattr(value, "applies_to") and not isinstance(value, dict):
            data = {name: getattr(value, name) for name in cls.model_fields if name != "shape"}
            data["shape"] = "v2" if value.applies_to is not None else "legacy"
            return data
        return value


# --- promo codes --------------------------------------------------------------------------


class PromoIn(In):
    code: str = Field(pattern=r"^\s*[A-Za-z0-9_-]{2,32}\s*$")
    description: str | None = Field(default=None, max_length=500)
    discount_type: Literal["percentage", "fixed"]
    amount: Annotated[Decimal, Field(gt=0, le=Decimal("1000000000"), decimal_places=4)]
    currency: Currency | None = None
    valid_from: AwareDatetime | None = None
    valid_to: AwareDatetime | None = None
    route_ids: list[uuid.UUID] = Field(default_factory=list, max_length=500)
    max_uses: int | None = Field(default=None, ge=1)
    max_uses_per_customer: int | None = Field(default=None, ge=1)
    is_active: bool = True


class PromoPatch(Patch):
    nullable: ClassVar[frozenset[str]] = frozenset(
        {
            "description",
            "currency",
            "valid_from",
            "valid_to",
            "max_uses",
            "max_uses_per_customer",
        }
    )

    code: str | None = Field(default=None, pattern=r"^\s*[A-Za-z0-9_-]{2,32}\s*$")
    description: str | None = Field(default=None, max_length=500)
    discount_type: Literal["percentage", "fixed"] | None = None
    amount: Annotated[Decimal, Field(gt=0, le=Decimal("1000000000"), decimal_places=4)] | None = (
        None
    )
    currency: Currency | None = None
    valid_from: AwareDatetime | None = None
    valid_to: AwareDatetime | None = None
    route_ids: list[uuid.UUID] | None = Field(default=None, max_length=500)
    max_uses: int | None = Field(default=None, ge=1)
    max_uses_per_customer: int | None = Field(default=None, ge=1)
    is_active: bool | None = None


class PromoQuery(Listing):
    is_active: bool | None = None


class PromoOut(Out):
    id: uuid.UUID
    code: str
    description: str | None
    discount_type: str
    amount: float
    currency: str | None
    valid_from: datetime | None
    valid_to: datetime | None
    route_ids: list[uuid.UUID]
    max_uses: int | None
    max_uses_per_customer: int | None
    is_active: bool
    uses: int = 0
    created_at: datetime


# --- SSR ----------------------------------------------------------------------------------

SsrCategory = Literal["baggage", "seat", "meal", "assistance", "pet", "comfort", "other"]


class SsrServiceIn(In):
    code: SsrCode
    name: str = Field(min_length=1, max_length=200)
    category: SsrCategory
    icon: str | None = Field(default=None, max_length=64)
    is_paid: bool = True
    default_price: Money = Decimal(0)
    currency: Currency
    requires_confirmation: bool = False
    is_active: bool = True
    notes: str | None = Field(default=None, max_length=2000)
    min_hours_before_departure: int | None = Field(default=None, ge=0, le=8760)
    replaced_by: SsrCode | None = None
    sort_order: int = Field(0, ge=0, le=10000)


class SsrServicePatch(Patch):
    nullable: ClassVar[frozenset[str]] = frozenset(
        {
            "icon",
            "notes",
            "min_hours_before_departure",
            "replaced_by",
        }
    )

    name: str | None = Field(default=None, min_length=1, max_length=200)
    category: SsrCategory | None = None
    icon: str | None = Field(default=None, max_length=64)
    is_paid: bool | None = None
    default_price: Money | None = None
    currency: Currency | None = None
    requires_confirmation: bool | None = None
    is_active: bool | None = None
    notes: str | None = Field(default=None, max_length=2000)
    min_hours_before_departure: int | None = Field(default=None, ge=0, le=8760)
    replaced_by: SsrCode | None = None
    sort_order: int | None = Field(default=None, ge=0, le=10000)


class SsrServiceQuery(Listing):
    category: SsrCategory | None = None
    is_active: bool | None = None


class SsrServiceAdminOut(Out):
    id: uuid.UUID
    code: str
    name: str
    category: str
    icon: str | None
    is_paid: bool
    default_price: float
    currency: str
    requires_confirmation: bool
    is_active: bool
    notes: str | None
    min_hours_before_departure: int | None
    replaced_by: str | None
    sort_order: int


class SsrRuleIn(In):
    ssr_code: SsrCode
    name: str = Field(min_length=1, max_length=200)
    action: Literal["available", "included", "restricted"]
    route_id: uuid.UUID | None = None
    route_type: Literal["domestic", "international"] | None = None
    aircraft_id: uuid.UUID | None = None
    min_duration_min: int | None = Field(default=None, ge=0, le=2000)
    max_duration_min: int | None = Field(default=None, ge=0, le=2000)
    fare_family_code: Annotated[str | None, BeforeValidator(_upper)] = Field(
        default=None, max_length=32
    )
    airport_code: Iata | None = None
    price: Money | None = None
    currency: Currency | None = None
    max_per_flight: int | None = Field(default=None, ge=0, le=10000)
    included_reason: str | None = Field(default=None, max_length=200)
    priority: int = Field(0, ge=-1000, le=1000)
    is_active: bool = True


class SsrRulePatch(Patch):
    nullable: ClassVar[frozenset[str]] = frozenset(
        {
            "route_id",
            "route_type",
            "aircraft_id",
            "min_duration_min",
            "max_duration_min",
            "fare_family_code",
            "airport_code",
            "price",
            "currency",
            "max_per_flight",
            "included_reason",
        }
    )

    name: str | None = Field(default=None, min_length=1, max_length=200)
    action: Literal["available", "included", "restricted"] | None = None
    route_id: uuid.UUID | None = None
    route_type: Literal["domestic", "international"] | None = None
    aircraft_id: uuid.UUID | None = None
    min_duration_min: int | None = Field(default=None, ge=0, le=2000)
    max_duration_min: int | None = Field(default=None, ge=0, le=2000)
    fare_family_code: Annotated[str | None, BeforeValidator(_upper)] = Field(
        default=None, max_length=32
    )
    airport_code: Iata | None = None
    price: Money | None = None
    currency: Currency | None = None
    max_per_flight: int | None = Field(default=None, ge=0, le=10000)
    included_reason: str | None = Field(default=None, max_length=200)
    priority: int | None = Field(default=None, ge=-1000, le=1000)
    is_active: bool | None = None


class SsrRuleQuery(Listing):
    ssr_code: str | None = Field(default=None, max_length=8)


class SsrRuleOut(Out):
    id: uuid.UUID
    ssr_code: str
    name: str
    action: str
    route_id: uuid.UUID | None
    route_type: str | None
    aircraft_id: uuid.UUID | None
    min_duration_min: int | None
    max_duration_min: int | None
    fare_family_code: str | None
    airport_code: str | None
    price: float | None
    currency: str | None
    max_per_flight: int | None
    included_reason: str | None
    priority: int
    is_active: bool


# --- seat zones and settings ------------------------------------------------------------


class SeatZoneIn(In):
    zone_code: Literal["STD", "XL", "FRONT"]
    zone_name: str = Field(min_length=1, max_length=100)
    price: Money
    currency: Currency
    fare_rule_id: uuid.UUID | None = Field(default=None, description="null: every fare")
    is_included: bool = False
    sort_order: int = Field(0, ge=0, le=10000)
    is_active: bool = True


class SeatZonePatch(Patch):
    nullable: ClassVar[frozenset[str]] = frozenset({"fare_rule_id"})

    zone_code: Literal["STD", "XL", "FRONT"] | None = None
    zone_name: str | None = Field(default=None, min_length=1, max_length=100)
    price: Money | None = None
    currency: Currency | None = None
    fare_rule_id: uuid.UUID | None = None
    is_included: bool | None = None
    sort_order: int | None = Field(default=None, ge=0, le=10000)
    is_active: bool | None = None


class SeatZoneQuery(Listing):
    fare_rule_id: uuid.UUID | None = None


class SeatZoneAdminOut(Out):
    id: uuid.UUID
    zone_code: str
    zone_name: str
    price: float
    currency: str
    fare_rule_id: uuid.UUID | None
    is_included: bool
    sort_order: int
    is_active: bool


class LoadFactorTierOut(Out):
    above_percent: float
    factor: float


class SeasonOut(Out):
    name: str
    start: str
    end: str
    factor: float


class BookingCurveStepOut(Out):
    name: str | None
    max_days_before: int
    factor: float


class PricingSettingsOut(BaseModel):
    """Write with the shapes of ``tarmac.pricing.dynamic`` (factors as numbers or strings)."""

    dynamic_pricing_enabled: bool
    exchange_threshold_hours: int
    exchange_penalty_multiplier: float
    load_factor_tiers: list[LoadFactorTierOut]
    day_of_week_factors: dict[int, float]
    seasons: list[SeasonOut]
    booking_curve: list[BookingCurveStepOut]


class SsrSeedOut(BaseModel):
    added: int
