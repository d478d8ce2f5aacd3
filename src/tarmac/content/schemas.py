"""Response models of public content and exchange rates (the back office's are in
``tarmac.admin.content_schemas``).

Money and rates are ``Decimal`` inside and JSON numbers on the wire (``JsonNumber``).
"""

import uuid
from datetime import datetime
from decimal import Decimal
from typing import Annotated, Any, Literal

from pydantic import (
    BaseModel,
    ConfigDict,
    Field,
    PlainSerializer,
    StringConstraints,
    model_validator,
)

from tarmac.content.models import SLUG_PATTERN
from tarmac.core.fields import IsoDate

Language = Literal["ru", "en", "ky"]
InfoCategory = Literal["advantages", "services", "contacts"]
Platform = Literal["ios", "android", "huawei"]
RateSource = Literal["internal", "national_bank", "both"]
EntrySource = Literal["internal", "national_bank", "national_bank_cross", "identity"]

DEFAULT_LANGUAGE: Language = "ru"

# A Decimal emitted as a JSON number (spec conventions: "most responses use JSON numbers").
JsonNumber = Annotated[Decimal, PlainSerializer(float, return_type=float, when_used="json")]
IataCode = Annotated[str, StringConstraints(pattern=r"^[A-Z]{3}$")]
CurrencyCode = Annotated[str, StringConstraints(pattern=r"^[A-Z]{3}$")]
Slug = Annotated[str, StringConstraints(pattern=SLUG_PATTERN, max_length=100)]
Url = Annotated[str, StringConstraints(min_length=1, max_length=1000)]
Title = Annotated[str, StringConstraints(min_length=1, max_length=300)]
Subtitle = Annotated[str, StringConstraints(max_length=500)]
SortOrder = Annotated[int, Field(ge=-1_000_000, le=1_000_000)]


class _Out(BaseModel):
    model_config = ConfigDict(from_attributes=True)


# --- public responses -----------------------------------------------------------------------


class AirlineProfile(_Out):
    """Spec 01 §2.13. ``tax_id``, ``registration_number``, ``pnr_prefix`` and
    ``ticket_prefix`` are omitted on purpose."""

    airline_name: str
    airline_name_en: str | None
    iata_code: str
    icao_code: str | None
    callsign: str | None
    country: str | None
    country_code: str | None
    base_airport: str | None
    timezone: str | None
    default_currency: str
    contact_email: str | None
    contact_phone: str | None
    website: str | None
    legal_name: str | None
    logo_url: str | None


class PageListItem(_Out):
    id: uuid.UUID
    slug: str
    language: str
    title: str
    sort_order: int


class PageContent(PageListItem):
    content: str
    meta_description: str | None


class Banner(_Out):
    id: uuid.UUID
    title: str
    subtitle: str | None
    image_url: str
    image_url_mobile: str = Field(description="The mobile image; `image_url` when none is set")
    link_url: str | None
    cta_text: str | None
    language: str
    sort_order: int

    @model_validator(mode="before")
    @classmethod
    def _mobile_falls_back(cls, data: Any) -> Any:
        if not isinstance(data, dict):
            data = {name: getattr(data, name) for name in cls.model_fields}
        if not data.get("image_url_mobile"):
            data = {**data, "image_url_mobile": data.get("image_url")}
        return data


class InfoBlock(_Out):
    id: uuid.UUID
    icon: str | None
    title: str
    description: str | None
    link_url: str | None
    language: str
    category: str
    sort_order: int


class DestinationAd(_Out):
    id: uuid.UUID
    title: str
    subtitle: str | None
    image_url: str | None
    origin_iata: str
    destination_iata: str
    price_from: JsonNumber | None = Field(description="Cached minimum price")
    currency: str
    language: str
    sort_order: int


class AppLink(_Out):
    id: uuid.UUID
    platform: str
    store_url: str
    app_id: str | None
    current_version: str | None
    min_version: str | None = Field(description="Older versions must upgrade; null: no minimum")
    badge_url: str | None
    sort_order: int


class RateEntry(BaseModel):
    rate: JsonNumber = Field(description="1 base = rate target (8 decimal places)")
    effective_date: IsoDate
    source: EntrySource


class ExchangeRates(BaseModel):
    base: str
    fetched_at: datetime | None = Field(
        description="Latest fetch (national bank) or update (internal) time among the rates"
    )
    source: RateSource
    rates: dict[str, RateEntry]


class Conversion(BaseModel):
    amount: JsonNumber
    converted: JsonNumber = Field(description="amount × rate, rounded half-up to 2 places")
    rate: JsonNumber
    from_currency: str
    to_currency: str
    source: EntrySource
    effective_date: IsoDate
