"""Rows a content test needs, put in the database with the ORM and committed."""

from datetime import date, datetime
from decimal import Decimal
from typing import Any

from sqlalchemy.ext.asyncio import AsyncSession

from tarmac.content.models import (
    AirlineProfile,
    AppLink,
    DestinationAd,
    InternalExchangeRate,
    NationalBankRate,
    PageContent,
    SiteBanner,
    SiteInfoBlock,
)
from tarmac.core import clock


async def _add(db: AsyncSession, row: Any) -> Any:
    db.add(row)
    await db.commit()
    return row


async def create_profile(db: AsyncSession, **fields: Any) -> AirlineProfile:
    values = {
        "airline_name": "Аэро Тармак",
        "airline_name_en": "Aero Tarmac",
        "iata_code": "TM",
        "icao_code": "TMK",
        "callsign": "TARMAC",
        "country": "Kyrgyzstan",
        "country_code": "KG",
        "base_airport": "FRU",
        "timezone": "Asia/Bishkek",
        "default_currency": "KGS",
        "contact_email": "info@tarmac.example",
        "contact_phone": "+996 312 000000",
        "website": "https://tarmac.example",
        "legal_name": "Aero Tarmac LLC",
        "logo_url": "https://cdn.tarmac.example/logo.svg",
        "tax_id": "01234567890123",
        "registration_number": "REG-77",
        "pnr_prefix": "T",
        "ticket_prefix": "999",
    }
    return await _add(db, AirlineProfile(**{**values, **fields}))


async def create_page(
    db: AsyncSession, slug: str = "about", language: str = "ru", **fields: Any
) -> PageContent:
    values = {"title": f"{slug} ({language})", "content": f"<p>{slug}</p>", "sort_order": 0}
    return await _add(db, PageContent(slug=slug, language=language, **{**values, **fields}))


async def create_banner(db: AsyncSession, language: str = "ru", **fields: Any) -> SiteBanner:
    values = {"title": "Summer sale", "image_url": "https://cdn.example/b.jpg", "sort_order": 0}
    return await _add(db, SiteBanner(language=language, **{**values, **fields}))


async def create_info_block(
    db: AsyncSession, category: str = "advantages", language: str = "ru", **fields: Any
) -> SiteInfoBlock:
    values = {"title": f"{category} block", "icon": "star", "sort_order": 0}
    return await _add(
        db, SiteInfoBlock(category=category, language=language, **{**values, **fields})
    )


async def create_destination_ad(
    db: AsyncSession,
    origin: str = "FRU",
    destination: str = "OSS",
    language: str = "ru",
    **fields: Any,
) -> DestinationAd:
    values = {"title": f"{origin}-{destination}", "currency": "KGS", "sort_order": 0}
    return await _add(
        db,
        DestinationAd(
            origin_iata=origin,
            destination_iata=destination,
            language=language,
            **{**values, **fields},
        ),
    )


async def create_app_link(db: AsyncSession, platform: str = "ios", **fields: Any) -> AppLink:
    values = {"store_url": f"https://store.example/{platform}", "sort_order": 0}
    return await _add(db, AppLink(platform=platform, **{**values, **fields}))


async def create_internal_rate(
    db: AsyncSession, base: str, target: str, rate: str, effective_date: date | None = None
) -> InternalExchangeRate:
    return await _add(
        db,
        InternalExchangeRate(
            base_currency=base,
            target_currency=target,
            rate=Decimal(rate),
            effective_date=effective_date or clock.today(),
        ),
    )


async def create_nb_rate(
    db: AsyncSession,
    currency: str,
    kgs_per_unit: str,
    effective_date: date | None = None,
    fetched_at: datetime | None = None,
) -> NationalBankRate:
    return await _add(
        db,
        NationalBankRate(
            currency=currency,
            kgs_per_unit=Decimal(kgs_per_unit),
            effective_date=effective_date or clock.today(),
            fetched_at=fetched_at or clock.now(),
        ),
    )
