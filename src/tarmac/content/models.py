"""Tables of public content and exchange rates (spec 01 §2.13).

Every content row has ``is_active`` so staff can take an item off the site without deleting
it, and ``sort_order``; lists are ordered by ``sort_order`` then ``id``.
"""

from datetime import date, datetime
from decimal import Decimal

from sqlalchemy import (
    Boolean,
    CheckConstraint,
    Date,
    Index,
    Integer,
    Numeric,
    String,
    Text,
    UniqueConstraint,
    text,
)
from sqlalchemy.orm import Mapped, mapped_column

from tarmac.db.base import TimestampedModel

# Page slugs (about, faq, terms, privacy, contacts, ...): lowercase words joined by - or _.
SLUG_PATTERN = r"^[a-z0-9]+(?:[-_][a-z0-9]+)*$"

LANGUAGE = String(2)
CURRENCY = String(3)
URL = String(1000)
RATE = Numeric(18, 8)


class AirlineProfile(TimestampedModel):
    """The one airline profile. ``singleton`` (always true, unique) keeps it to one row and
    gives ``PUT`` an upsert key. ``tax_id``, ``registration_number``, ``pnr_prefix`` and
    ``ticket_prefix`` are back-office only: never returned by the public endpoint."""

    __tablename__ = "airline_profile"
    __table_args__ = (
        UniqueConstraint("singleton"),
        CheckConstraint("singleton", name="singleton"),
    )

    singleton: Mapped[bool] = mapped_column(Boolean, default=True, server_default=text("true"))
    airline_name: Mapped[str] = mapped_column(String(200))
    airline_name_en: Mapped[str | None] = mapped_column(String(200))
    iata_code: Mapped[str] = mapped_column(String(2))
    icao_code: Mapped[str | None] = mapped_column(String(3))
    callsign: Mapped[str | None] = mapped_column(String(100))
    country: Mapped[str | None] = mapped_column(String(100))
    country_code: Mapped[str | None] = mapped_column(String(2))
    base_airport: Mapped[str | None] = mapped_column(String(3))
    timezone: Mapped[str | None] = mapped_column(String(64))
    default_currency: Mapped[str] = mapped_column(CURRENCY)
    contact_email: Mapped[str | None] = mapped_column(String(254))
    contact_phone: Mapped[str | None] = mapped_column(String(50))
    website: Mapped[str | None] = mapped_column(URL)
    legal_name: Mapped[str | None] = mapped_column(String(300))
    logo_url: Mapped[str | None] = mapped_column(URL)
    # back office only
    tax_id: Mapped[str | None] = mapped_column(String(50))
    registration_number: Mapped[str | None] = mapped_column(String(50))
    pnr_prefix: Mapped[str | None] = mapped_column(String(10))
    ticket_prefix: Mapped[str | None] = mapped_column(String(10))


class PageContent(TimestampedModel):
    """A static page (about, faq, terms, privacy, contacts...) in one language."""

    __tablename__ = "page_contents"
    __table_args__ = (UniqueConstraint("slug", "language"),)

    slug: Mapped[str] = mapped_column(String(100))
    language: Mapped[str] = mapped_column(LANGUAGE)
    title: Mapped[str] = mapped_column(String(300))
    content: Mapped[str] = mapped_column(Text)
    meta_description: Mapped[str | None] = mapped_column(String(500))
    sort_order: Mapped[int] = mapped_column(Integer, default=0)
    is_active: Mapped[bool] = mapped_column(Boolean, default=True)


class SiteBanner(TimestampedModel):
    """A banner shown while ``active_from <= now < active_to`` (a null bound is open)."""

    __tablename__ = "site_banners"
    __table_args__ = (
        CheckConstraint(
            "active_from IS NULL OR active_to IS NULL OR active_from < active_to",
            name="active_window",
        ),
        Index(None, "language", "sort_order"),
    )

    title: Mapped[str] = mapped_column(String(300))
    subtitle: Mapped[str | None] = mapped_column(String(500))
    image_url: Mapped[str] = mapped_column(URL)
    image_url_mobile: Mapped[str | None] = mapped_column(URL)
    link_url: Mapped[str | None] = mapped_column(URL)
    cta_text: Mapped[str | None] = mapped_column(String(100))
    language: Mapped[str] = mapped_column(LANGUAGE)
    sort_order: Mapped[int] = mapped_column(Integer, default=0)
    active_from: Mapped[datetime | None]
    active_to: Mapped[datetime | None]
    is_active: Mapped[bool] = mapped_column(Boolean, default=True)


class SiteInfoBlock(TimestampedModel):
    """A block of the home page: advantages, services or contacts."""

    __tablename__ = "site_info_blocks"
    __table_args__ = (
        CheckConstraint("category IN ('advantages', 'services', 'contacts')", name="category"),
        Index(None, "language", "category"),
    )

    icon: Mapped[str | None] = mapped_column(String(100))
    title: Mapped[str] = mapped_column(String(300))
    description: Mapped[str | None] = mapped_column(Text)
    link_url: Mapped[str | None] = mapped_column(URL)
    language: Mapped[str] = mapped_column(LANGUAGE)
    category: Mapped[str] = mapped_column(String(20))
    sort_order: Mapped[int] = mapped_column(Integer, default=0)
    is_active: Mapped[bool] = mapped_column(Boolean, default=True)


class DestinationAd(TimestampedModel):
    """An advertised destination with a cached "from" price."""

    __tablename__ = "destination_ads"
    __table_args__ = (Index(None, "language", "origin_iata"),)

    title: Mapped[str] = mapped_column(String(300))
    subtitle: Mapped[str | None] = mapped_column(String(500))
    image_url: Mapped[str | None] = mapped_column(URL)
    origin_iata: Mapped[str] = mapped_column(String(3))
    destination_iata: Mapped[str] = mapped_column(String(3))
    price_from: Mapped[Decimal | None] = mapped_column(Numeric(14, 2))
    currency: Mapped[str] = mapped_column(CURRENCY)
    language: Mapped[str] = mapped_column(LANGUAGE)
    sort_order: Mapped[int] = mapped_column(Integer, default=0)
    is_active: Mapped[bool] = mapped_column(Boolean, default=True)


class AppLink(TimestampedModel):
    """The store link of a mobile app; one per platform. ``min_version`` drives forced
    upgrades and may be null."""

    __tablename__ = "app_links"
    __table_args__ = (
        UniqueConstraint("platform"),
        CheckConstraint("platform IN ('ios', 'android', 'huawei')", name="platform"),
    )

    platform: Mapped[str] = mapped_column(String(20))
    store_url: Mapped[str] = mapped_column(URL)
    app_id: Mapped[str | None] = mapped_column(String(200))
    current_version: Mapped[str | None] = mapped_column(String(50))
    min_version: Mapped[str | None] = mapped_column(String(50))
    badge_url: Mapped[str | None] = mapped_column(URL)
    sort_order: Mapped[int] = mapped_column(Integer, default=0)
    is_active: Mapped[bool] = mapped_column(Boolean, default=True)


class InternalExchangeRate(TimestampedModel):
    """A rate set by the airline's staff: 1 ``base_currency`` = ``rate`` ``target_currency``
    from ``effective_date`` on (the latest row not in the future is the one in force)."""

    __tablename__ = "internal_exchange_rates"
    __table_args__ = (
        # named by hand: the conventional name is longer than PostgreSQL's 63 characters
        UniqueConstraint(
            "base_currency",
            "target_currency",
            "effective_date",
            name="uq_internal_exchange_rates_pair_date",
        ),
        CheckConstraint("rate > 0", name="rate_positive"),
        CheckConstraint("base_currency <> target_currency", name="distinct_currencies"),
        Index(None, "target_currency"),
    )

    base_currency: Mapped[str] = mapped_column(CURRENCY)
    target_currency: Mapped[str] = mapped_column(CURRENCY)
    rate: Mapped[Decimal] = mapped_column(RATE)
    effective_date: Mapped[date] = mapped_column(Date)


class NationalBankRate(TimestampedModel):
    """A rate of the National Bank of the Kyrgyz Republic feed: KGS for one unit of
    ``currency`` (the feed's value divided by its nominal) on ``effective_date``."""

    __tablename__ = "national_bank_rates"
    __table_args__ = (
        UniqueConstraint("currency", "effective_date"),
        CheckConstraint("kgs_per_unit > 0", name="rate_positive"),
    )

    currency: Mapped[str] = mapped_column(CURRENCY)
    kgs_per_unit: Mapped[Decimal] = mapped_column(RATE)
    effective_date: Mapped[date] = mapped_column(Date)
    fetched_at: Mapped[datetime]
