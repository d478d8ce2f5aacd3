"""Back-office shapes of public content, the airline profile and internal exchange rates.
``PATCH`` bodies are the create bodies with every field optional (``partial``)."""

import uuid
from datetime import datetime
from decimal import Decimal
from typing import Annotated

from pydantic import AwareDatetime, BaseModel, Field, StringConstraints, model_validator

from tarmac.content.schemas import (
    AirlineProfile,
    AppLink,
    CurrencyCode,
    DestinationAd,
    IataCode,
    InfoBlock,
    InfoCategory,
    JsonNumber,
    Language,
    PageContent,
    Platform,
    Slug,
    SortOrder,
    Subtitle,
    Title,
    Url,
)
from tarmac.core.bodies import In, Listing, Out, partial
from tarmac.core.fields import IsoDate
from tarmac.core.money import NonNegativeMoney


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
