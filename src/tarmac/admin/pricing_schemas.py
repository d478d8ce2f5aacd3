"""Back-office shapes for taxes, promo codes, the SSR catalog and its
availability rules, seat zone prices and pricing settings (ours; the spec shows none)."""

import uuid
from datetime import datetime
from decimal import Decimal
from typing import Annotated, Any, ClassVar, Literal

from pydantic import (
    AfterValidator,
    AwareDatetime,
    BaseModel,
    BeforeValidator,
    Field,
    model_validator,
)

from tarmac.core.bodies import In, Listing, Out, Patch
from tarmac.core.fields import IsoDate
from tarmac.core.money import DecimalIn


def _upper(value: Any) -> Any:
    return value.strip().upper() if isinstance(value, str) else value


Currency = Annotated[str, BeforeValidator(_upper), Field(pattern=r"^[A-Z]{3}$")]
Country = Annotated[str, BeforeValidator(_upper), Field(pattern=r"^[A-Z]{2}$")]
TaxCode = Annotated[str, BeforeValidator(_upper), Field(pattern=r"^[A-Z0-9_]{2,16}$")]
SsrCode = Annotated[str, BeforeValidator(_upper), Field(pattern=r"^[A-Z0-9]{2,8}$")]
Iata = Annotated[str, BeforeValidator(_upper), Field(pattern=r"^[A-Z]{3}$")]
Amount = Annotated[Decimal, Field(ge=0, le=Decimal("1000000000"), decimal_places=4), DecimalIn]
Money = Annotated[Decimal, Field(ge=0, le=Decimal("1000000000"), decimal_places=2), DecimalIn]
TaxType = Literal["percentage", "fixed"]
AppliesTo = Literal["per_pax", "per_segment", "per_itinerary"]


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
