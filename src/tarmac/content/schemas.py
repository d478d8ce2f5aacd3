"""Response models of public content and exchange rates, and the back office's shapes of
public content, the airline profile and internal exchange rates (``PATCH`` bodies are the
create bodies with every field optional: ``partial``).

Money and rates are ``Decimal`` inside and JSON numbers on the wire (``JsonNumber``).
"""

import uuid
from datetime import datetime
from decimal import Decimal
from typing import Annotated, Any, Literal

from pydantic import (
    AwareDatetime,
    BaseModel,
    ConfigDict,
    Field,
    PlainSerializer,
    StringConstraints,
    model_validator,
)

from tarmac.content.models import SLUG_PATTERN
from tarmac.core.bodies import In, Listing, Out, partial
from tarmac.core.fields import IsoDate
from tarmac.core.money import NonNegativeMoney

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


# === the back office: its request bodies, queries and answers ===============================


class _AdminOut(Out):
    id: uuid.UUID
    created_at: datetime
    updated_at: datetime


class AirlineProfileIn(In):
    airline_name: Annotated[str, StringConstraints(min_length=1, max_length=200)]
    airline_name_en: Annotated[str, StringConstraints(max_length=200)] | None = None
    iata_code: Annotated[str, StringConstraints(pattern=r"^[A-Z0-9]{2}$")]
    icao_code: Annotated[str, StringConstraints(pattern=r"^[A-Z]{3}$")] | None = None
    callsign: Annotated[str, StringConstraints(max_length=100)] | None = None
    country: Annotated[str, StringConstraints(max_length=100)] | None = None
    country_code: Annotated[str, StringConstraints(pattern=r"^[A-Z]{2}$")] | None = None
    base_airport: IataCode | None = None
    timezone: Annotated[str, StringConstraints(max_length=64)] | None = None
    default_currency: CurrencyCode
    contact_email: Annotated[str, StringConstraints(max_length=254)] | None = None
    contact_phone: Annotated[str, StringConstraints(max_length=50)] | None = None
    website: Url | None = None
    legal_name: Annotated[str, StringConstraints(max_length=300)] | None = None
    logo_url: Url | None = None
    tax_id: Annotated[str, StringConstraints(max_length=50)] | None = None
    registration_number: Annotated[str, StringConstraints(max_length=50)] | None = None
    pnr_prefix: Annotated[str, StringConstraints(max_length=10)] | None = None
    ticket_prefix: Annotated[str, StringConstraints(max_length=10)] | None = None


class AirlineProfileAdmin(AirlineProfile, _AdminOut):
    tax_id: str | None
    registration_number: str | None
    pnr_prefix: str | None
    ticket_prefix: str | None


class PageContentIn(In):
    slug: Slug
    language: Language
    title: Title
    content: str
    meta_description: Subtitle | None = None
    sort_order: SortOrder = 0
    is_active: bool = True


class PageContentAdmin(PageContent, _AdminOut):
    is_active: bool


class BannerIn(In):
    title: Title
    subtitle: Subtitle | None = None
    image_url: Url
    image_url_mobile: Url | None = None
    link_url: Url | None = None
    cta_text: Annotated[str, StringConstraints(max_length=100)] | None = None
    language: Language
    sort_order: SortOrder = 0
    active_from: AwareDatetime | None = None
    active_to: AwareDatetime | None = None
    is_active: bool = True

    @model_validator(mode="after")
    def _window(self) -> "BannerIn":
        check_window(self.active_from, self.active_to)
        return self


def check_window(active_from: datetime | None, active_to: datetime | None) -> None:
    if active_from is not None and active_to is not None and active_from >= active_to:
        raise ValueError("active_from must be before active_to")


class BannerAdmin(_AdminOut):
    title: str
    subtitle: str | None
    image_url: str
    image_url_mobile: str | None
    link_url: str | None
    cta_text: str | None
    language: str
    sort_order: int
    active_from: datetime | None
    active_to: datetime | None
    is_active: bool


class InfoBlockIn(In):
    icon: Annotated[str, StringConstraints(max_length=100)] | None = None
    title: Title
    description: str | None = None
    link_url: Url | None = None
    language: Language
    category: InfoCategory
    sort_order: SortOrder = 0
    is_active: bool = True


class InfoBlockAdmin(InfoBlock, _AdminOut):
    is_active: bool


class DestinationAdIn(In):
    title: Title
    subtitle: Subtitle | None = None
    image_url: Url | None = None
    origin_iata: IataCode
    destination_iata: IataCode
    price_from: NonNegativeMoney | None = None
    currency: CurrencyCode
    language: Language
    sort_order: SortOrder = 0
    is_active: bool = True


class DestinationAdAdmin(DestinationAd, _AdminOut):
    is_active: bool


class AppLinkIn(In):
    platform: Platform
    store_url: Url
    app_id: Annotated[str, StringConstraints(max_length=200)] | None = None
    current_version: Annotated[str, StringConstraints(max_length=50)] | None = None
    min_version: Annotated[str, StringConstraints(max_length=50)] | None = None
    badge_url: Url | None = None
    sort_order: SortOrder = 0
    is_active: bool = True


class AppLinkAdmin(AppLink, _AdminOut):
    is_active: bool


class InternalRateIn(In):
    base_currency: CurrencyCode
    target_currency: CurrencyCode
    rate: Annotated[Decimal, Field(gt=0, max_digits=18, decimal_places=8)] = Field(
        description="1 base_currency = rate target_currency"
    )
    effective_date: IsoDate

    @model_validator(mode="after")
    def _distinct(self) -> "InternalRateIn":
        if self.base_currency == self.target_currency:
            raise ValueError("base_currency and target_currency must differ")
        return self


class InternalRateAdmin(_AdminOut):
    base_currency: str
    target_currency: str
    rate: JsonNumber
    effective_date: IsoDate


class NationalBankRateOut(Out):
    currency: str
    kgs_per_unit: JsonNumber
    effective_date: IsoDate
    fetched_at: datetime


class NationalBankFetch(BaseModel):
    effective_date: IsoDate
    fetched_at: datetime
    rates: list[NationalBankRateOut]


PageContentPatch = partial(PageContentIn)
BannerPatch = partial(BannerIn)
InfoBlockPatch = partial(InfoBlockIn)
DestinationAdPatch = partial(DestinationAdIn)
AppLinkPatch = partial(AppLinkIn)
InternalRatePatch = partial(InternalRateIn)


class PageQuery(Listing):
    language: Language | None = None


class BannerQuery(Listing):
    language: Language | None = None


class InfoBlockQuery(Listing):
    language: Language | None = None
    category: InfoCategory | None = None


class DestinationAdQuery(Listing):
    language: Language | None = None
    origin_iata: IataCode | None = None


class RateQuery(Listing):
    base_currency: CurrencyCode | None = None
    target_currency: CurrencyCode | None = None
