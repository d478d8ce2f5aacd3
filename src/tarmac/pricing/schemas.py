"""Request and response models of ``/api/v1/fares`` (spec 01 §2.6, §2.8, §2.9, §2.11, §4.4).

Request decisions (the spec is silent; see also ``pricing.quotes``):

- Unknown request fields are 422 ``unknown_field`` (``core.inputs.RequestBody``): a misspelt
  field must not be priced as if it were absent. The spec's aliases below are fields.
- ``pax`` may be omitted (one adult); when given it has 1 to 9 entries (422 otherwise).
  ``count`` is at least 1 (422); more than 9 passengers in total is 400 (spec 02 §7).
- IATA codes, booking class letters and currency codes are accepted in any case.
- The route comes from ``route_id``, from ``origin`` + ``destination`` or from
  ``flight_id``; none of them is 422, as is ``origin`` without ``destination``.
  ``departure_date`` is required unless ``flight_id`` is given. ``return_date`` before
  ``departure_date`` is 422.
- ``return_flight_id`` (new optional field) quotes a specific return flight.
- Ancillary items are ``{code, qty}`` (``offer_id``/``ssr_code`` and ``quantity``/``count``
  are accepted too); offer items are ``{offer_id, amount?, name?, qty?}`` as in §2.5. A
  client ``amount`` never sets the price: the catalog does (the line's metadata shows the
  amount the client sent).
"""

import uuid
from datetime import datetime
from typing import Annotated, Any, Literal

from pydantic import (
    AliasChoices,
    BaseModel,
    BeforeValidator,
    ConfigDict,
    Field,
    field_validator,
    model_validator,
)

from tarmac.core.fields import IsoDate
from tarmac.core.inputs import RequestBody
from tarmac.core.money import MoneyString, NonNegativeMoney
from tarmac.pricing import passengers

Cabin = Literal["economy", "premium_economy", "business", "first"]
Channel = Literal["web", "mobile", "partner", "kiosk"]


def _upper(value: Any) -> Any:
    return value.strip().upper() if isinstance(value, str) else value


def _blank_to_none(value: Any) -> Any:
    if isinstance(value, str) and not value.strip():
        return None
    return value


Iata = Annotated[str, BeforeValidator(_upper), Field(pattern=r"^[A-Z]{3}$")]
CurrencyCode = Annotated[str, BeforeValidator(_upper), Field(pattern=r"^[A-Z]{3}$")]
SsrCode = Annotated[str, BeforeValidator(_upper), Field(pattern=r"^[A-Z0-9]{2,8}$")]
BookingClass = Annotated[str, BeforeValidator(_upper), Field(pattern=r"^[A-Z]$")]


class PaxItem(RequestBody):
    type: str = Field(
        validation_alias=AliasChoices("type", "paxType", "passenger_type"),
        description="adult, child, infant or a code: ADT, CHD/CHLD, INF/INFT, INS/INFS, "
        "YTH/STU, SRC/SR, MIL/ITX (aliases of the field: paxType, passenger_type)",
    )
    count: int = Field(
        1, ge=1, validation_alias=AliasChoices("count", "quantity"), description="alias quantity"
    )

    @field_validator("type")
    @classmethod
    def _known_type(cls, value: str) -> str:
        return passengers.normalize(value)


class AncillaryItem(RequestBody):
    code: SsrCode = Field(validation_alias=AliasChoices("code", "offer_id", "ssr_code"))
    qty: int = Field(1, ge=1, le=9, validation_alias=AliasChoices("qty", "quantity", "count"))


class OfferItem(RequestBody):
    """An offer of §2.5 (an SSR code for the whole booking)."""

    offer_id: SsrCode = Field(validation_alias=AliasChoices("offer_id", "code", "ssr_code"))
    amount: NonNegativeMoney | None = Field(default=None, description="ignored: the catalog prices")
    name: str | None = Field(default=None, max_length=200)
    qty: int = Field(1, ge=1, le=9, validation_alias=AliasChoices("qty", "quantity", "count"))


class QuoteRequest(RequestBody):
    model_config = ConfigDict(
        json_schema_extra={
            "examples": [
                {
                    "origin": "FRU",
                    "destination": "OSS",
                    "departure_date": "2027-06-15",
                    "pax": [{"type": "adult", "count": 2}, {"type": "child", "count": 1}],
                    "target_currency": "USD",
                },
                {
                    "flight_id": "5c0f4d2e-8a31-4a7b-b1c4-6f3e2d9a0c17",
                    "fare_class": "Y",
                    "pax": [{"type": "ADT", "count": 1}],
                    "promo_code": "SUMMER10",
                },
            ]
        },
    )

    route_id: uuid.UUID | None = None
    origin: Iata | None = None
    destination: Iata | None = None
    departure_date: IsoDate | None = None
    return_date: IsoDate | None = None
    pax: list[PaxItem] = Field(
        default_factory=lambda: [PaxItem(type="adult", count=1)], min_length=1, max_length=9
    )
    fare_class: BookingClass | None = Field(default=None, description="preferred booking class")
    fare_family_id: uuid.UUID | None = None
    cabin: Cabin | None = None
    channel: Channel = "web"
    partner_id: uuid.UUID | None = None
    flight_id: uuid.UUID | None = None
    return_flight_id: uuid.UUID | None = None
    promo_code: Annotated[
        Annotated[str, Field(max_length=32)] | None, BeforeValidator(_blank_to_none)
    ] = None
    ancillaries: list[AncillaryItem] = Field(default_factory=list, max_length=20)
    offers: list[OfferItem] = Field(default_factory=list, max_length=20)
    target_currency: CurrencyCode | None = None
    customer_email: Annotated[
        Annotated[str, Field(max_length=320)] | None, BeforeValidator(_blank_to_none)
    ] = None

    @model_validator(mode="after")
    def _route_and_dates(self) -> "QuoteRequest":
        if (self.origin is None) != (self.destination is None):
            raise ValueError("origin and destination must be given together")
        if self.origin is not None and self.origin == self.destination:
            raise ValueError("origin and destination must differ")
        if self.route_id is None and self.origin is None and self.flight_id is None:
            raise ValueError("give route_id, or origin and destination, or flight_id")
        if self.departure_date is None and self.flight_id is None:
            raise ValueError("departure_date is required unless flight_id is given")
        if (
            self.return_date is not None
            and self.departure_date is not None
            and self.return_date < self.departure_date
        ):
            raise ValueError("return_date must not be before departure_date")
        if self.return_flight_id is not None and self.flight_id is None:
            raise ValueError("return_flight_id needs flight_id")
        return self


class OriginalFare(RequestBody):
    """What an exchange or refund quote needs to know about the original ticket."""

    original_booking_id: uuid.UUID | None = Field(
        default=None, validation_alias=AliasChoices("original_booking_id", "booking_id")
    )
    original_total_amount: NonNegativeMoney
    original_currency: CurrencyCode
    original_fare_rule_id: uuid.UUID
    original_scheduled_departure: datetime


class ExchangeQuoteRequest(OriginalFare):
    model_config = ConfigDict(
        json_schema_extra={
            "examples": [
                {
                    "original_total_amount": "250.00",
                    "original_currency": "USD",
                    "original_fare_rule_id": "0b9d6c55-7f1e-4c1a-9a43-2f4f1d2f8b10",
                    "original_scheduled_departure": "2027-06-15T08:30:00+06:00",
                    "new_flight_id": "5c0f4d2e-8a31-4a7b-b1c4-6f3e2d9a0c17",
                }
            ]
        }
    )

    new_quote: QuoteRequest | None = None
    new_flight_id: uuid.UUID | None = Field(
        default=None, description="the exchange workflow's shortcut for new_quote.flight_id"
    )

    @model_validator(mode="after")
    def _new_fare(self) -> "ExchangeQuoteRequest":
        if self.new_quote is None and self.new_flight_id is None:
            raise ValueError("give new_quote (a quote request) or new_flight_id")
        if self.new_quote is None:
            self.new_quote = QuoteRequest(flight_id=self.new_flight_id)
        elif self.new_flight_id is not None:
            if self.new_quote.flight_id not in (None, self.new_flight_id):
                raise ValueError("new_flight_id and new_quote.flight_id differ")
            self.new_quote = self.new_quote.model_copy(update={"flight_id": self.new_flight_id})
        return self


class RefundQuoteRequest(OriginalFare):
    model_config = ConfigDict(
        json_schema_extra={
            "examples": [
                {
                    "original_total_amount": "250.00",
                    "original_currency": "USD",
                    "original_fare_rule_id": "0b9d6c55-7f1e-4c1a-9a43-2f4f1d2f8b10",
                    "original_scheduled_departure": "2027-06-15T08:30:00+06:00",
                    "pax_count": 2,
                }
            ]
        }
    )

    pax_count: int = Field(
        1,
        ge=1,
        le=9,
        description="paid passengers of the booking; the cancellation fee is per passenger",
    )


# --- responses (documentation of the bodies; the service builds them as JSON) -----------


class LineItem(BaseModel):
    type: str = Field(
        description="base_fare, dynamic_pricing, ancillary, tax, fee, channel_discount, promo"
    )
    description: str
    amount: MoneyString
    currency: str
    rate: float | None = None
    metadata: dict[str, Any] | None = None


class AppliedRule(BaseModel):
    model_config = ConfigDict(extra="allow")

    rule_type: str
    name: str
    factor: float | None = None
    delta: MoneyString | None = None
    description: str | None = None
    reason: str | None = None


class FareRuleEntry(BaseModel):
    leg: Literal["outbound", "return"]
    fare_rule_id: uuid.UUID
    fare_family_id: uuid.UUID
    fare_family_code: str
    refundable: bool
    changeable: bool
    cancellation_fee: MoneyString
    change_fee: MoneyString
    currency: str
    advance_purchase_days: int | None
    min_stay_days: int | None
    max_stay_days: int | None
    seat_selection: bool
    allowed_ssr_codes: list[str]
    exchange_threshold_hours: float
    exchange_penalty_multiplier: float
    notes: list[str]


class LegResolution(BaseModel):
    fare_id: uuid.UUID | None
    fare_plan_id: uuid.UUID
    fare_rule_id: uuid.UUID
    fare_family_id: uuid.UUID
    fare_family_code: str
    booking_class: str
    cabin: str
    route_id: uuid.UUID
    flight_id: uuid.UUID | None
    departure_date: IsoDate
    prices_by_type: dict[str, uuid.UUID | None]


class FareResolution(LegResolution):
    return_leg: LegResolution | None = Field(default=None, alias="return")


class PaxOut(BaseModel):
    type: str
    code: str
    count: int


class QuoteOut(BaseModel):
    quote_id: str
    valid_until: datetime
    created_at: datetime
    currency: str
    channel: str
    partner_id: uuid.UUID | None
    gross: MoneyString
    channel_discount: MoneyString
    commission_amount: MoneyString
    net: MoneyString
    round_trip: bool
    segment_prices: list[MoneyString] | None
    line_items: list[LineItem]
    applied_rules: list[AppliedRule]
    fare_rules: list[FareRuleEntry]
    fare_class: str
    fare_family_id: uuid.UUID
    flight_id: uuid.UUID | None
    return_flight_id: uuid.UUID | None
    route_id: uuid.UUID
    return_route_id: uuid.UUID | None
    departure_date: IsoDate
    return_date: IsoDate | None
    pax_count: int
    pax: list[PaxOut]
    fare_resolution: FareResolution
    promo_code: str | None
    fare_currency: str = Field(
        description="the fare currency; differs from currency when target_currency converted"
    )
    exchange_rate: float | None = Field(
        None, description="1 fare_currency = N currency; null without a conversion"
    )


class ExchangeQuoteOut(QuoteOut):
    original_total: MoneyString
    original_currency: str
    fare_difference: MoneyString
    penalty: MoneyString
    refund_amount: MoneyString
    extra_to_charge: MoneyString
    changeable: bool
    exchange: dict[str, Any]


class RefundQuoteOut(BaseModel):
    original_total: MoneyString
    refund_amount: MoneyString
    penalty: MoneyString
    refundable: bool
    currency: str
    fare_rule_id: uuid.UUID
    notes: str
    original_booking_id: uuid.UUID | None
    hours_to_departure: float
    cancellation_fee: MoneyString
    fee_multiplier: float
    pax_count: int


# --- catalog reads ----------------------------------------------------------------------


class FareRuleOut(BaseModel):
    fare_rule_id: uuid.UUID
    id: uuid.UUID
    code: str
    name: str
    refundable: bool
    changeable: bool
    cancellation_fee: MoneyString
    change_fee: MoneyString
    currency: str
    seat_selection: bool
    allowed_ssr_codes: list[str]
    advance_purchase_days: int | None
    min_stay_days: int | None
    max_stay_days: int | None
    exchange_threshold_hours: float
    exchange_penalty_multiplier: float
    notes: list[str]


class FarePriceOut(BaseModel):
    fare_price_id: uuid.UUID
    fare_plan_id: uuid.UUID
    fare_rule_id: uuid.UUID
    fare_family_id: uuid.UUID
    fare_family_code: str
    class_of_service: str
    cabin: str
    passenger_type: str
    base_price: float
    taxes: float
    fees: float
    total_price: float
    currency: str
    seats_available: int | None


class GroupedPrice(BaseModel):
    fare_price_id: uuid.UUID | None
    passenger_type: str
    base_price: float
    taxes: float
    fees: float
    total_price: float
    currency: str
    fare_rule_id: uuid.UUID
    priced_as: str


class GroupedFamily(BaseModel):
    fare_plan_id: uuid.UUID
    fare_plan_name: str
    fare_family_id: uuid.UUID
    fare_family_name: str
    class_of_service: str
    cabin: str
    min_total_price: float
    currency: str
    refundable: bool
    changeable: bool
    baggage_allowance: str | None
    cabin_baggage: str | None
    fare_rule_id: uuid.UUID
    seats_available: int | None
    prices: list[GroupedPrice]


class GroupedPricesOut(BaseModel):
    flight_id: uuid.UUID
    flight_date: IsoDate
    route_id: uuid.UUID
    origin_iata: str
    destination_iata: str
    currency: str
    pax_types: list[str]
    best_family_id: uuid.UUID | None
    families: list[GroupedFamily]


class SeatZoneOut(BaseModel):
    zone_code: str
    zone_name: str
    price: float
    currency: str
    is_included: bool
    is_selectable: bool


class SsrServiceOut(BaseModel):
    model_config = ConfigDict(from_attributes=True)

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


class SsrAvailabilityEntry(BaseModel):
    code: str
    name: str
    category: str
    icon: str | None
    price: float
    currency: str
    included_in_fare: bool
    max_per_flight: int | None
    rule_applied: str | None
    requires_confirmation: bool
    included_reason: str | None = None


class SsrAvailabilityOut(BaseModel):
    available: list[SsrAvailabilityEntry]
    included: list[SsrAvailabilityEntry]
    restricted: list[SsrAvailabilityEntry]


class AuditEntryOut(BaseModel):
    model_config = ConfigDict(from_attributes=True)

    id: uuid.UUID
    created_at: datetime
    kind: str
    quote_id: uuid.UUID | None
    booking_id: uuid.UUID | None
    client_id: str | None
    client_type: str | None
    partner_id: uuid.UUID | None
    currency: str | None
    net: float | None
    inputs: dict[str, Any]
    line_items: list[Any]
    applied_rules: list[Any]
    result: dict[str, Any]


class AuditPage(BaseModel):
    data: list[AuditEntryOut]
    page: int
    page_size: int
    total: int
