"""Demo public content in ru, en and ky, display exchange rates, and a National Bank
snapshot so every ``source`` of the rates endpoint answers before the first feed fetch."""

from datetime import timedelta
from decimal import Decimal

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from tarmac.content import rates, service
from tarmac.content.models import (
    AppLink,
    DestinationAd,
    InternalExchangeRate,
    NationalBankRate,
    PageContent,
    SiteBanner,
    SiteInfoBlock,
)
from tarmac.core import clock
from tarmac.demo.foundation import demo_id

PROFILE = {
    "airline_name": "Тармак Эйр",
    "airline_name_en": "Tarmac Air",
    "iata_code": "TQ",
    "icao_code": "TQA",
    "callsign": "TARMAC",
    "country": "Kyrgyzstan",
    "country_code": "KG",
    "base_airport": "FRU",
    "timezone": "Asia/Bishkek",
    "default_currency": "KGS",
    "contact_email": "support@tarmac-air.example",
    "contact_phone": "+996 312 000 000",
    "website": "https://tarmac-air.example",
    "legal_name": "Tarmac Air LLC",
    "logo_url": "https://tarmac-air.example/static/logo.svg",
    "tax_id": "01234567890123",
    "registration_number": "KG-REG-000123",
    "pnr_prefix": "TQ",
    "ticket_prefix": "777",
}

PAGE_TITLES = {
    "about": {"ru": "О компании", "en": "About us", "ky": "Компания жөнүндө"},
    "faq": {"ru": "Частые вопросы", "en": "FAQ", "ky": "Көп берилүүчү суроолор"},
    "terms": {"ru": "Правила перевозки", "en": "Conditions of carriage", "ky": "Ташуу эрежелери"},
    "privacy": {"ru": "Конфиденциальность", "en": "Privacy policy", "ky": "Купуялуулук саясаты"},
    "contacts": {"ru": "Контакты", "en": "Contacts", "ky": "Байланыштар"},
}

BANNERS = {
    "ru": ("Летим в Ош от 3 900 сом", "Каждый день из Бишкека", "Выбрать рейс"),
    "en": ("Fly to Osh from 3,900 KGS", "Daily from Bishkek", "Find a flight"),
    "ky": ("Ошко 3 900 сомдон", "Бишкектен күн сайын", "Каттам тандоо"),
}

INFO_BLOCKS = {
    "advantages": ("plane", {"ru": "Новые самолёты", "en": "New aircraft", "ky": "Жаңы учактар"}),
    "services": ("seat", {"ru": "Выбор места", "en": "Seat selection", "ky": "Орун тандоо"}),
    "contacts": ("phone", {"ru": "Поддержка 24/7", "en": "24/7 support", "ky": "24/7 колдоо"}),
}

DESTINATIONS = (
    ("FRU", "OSS", {"ru": "Ош", "en": "Osh", "ky": "Ош"}, Decimal("3900")),
    ("FRU", "IST", {"ru": "Стамбул", "en": "Istanbul", "ky": "Стамбул"}, Decimal("21500")),
    ("FRU", "DXB", {"ru": "Дубай", "en": "Dubai", "ky": "Дубай"}, Decimal("24900")),
)

APP_LINKS = (
    ("ios", "https://apps.apple.com/app/id0000000000", "0000000000", "2.4.0", "2.0.0"),
    (
        "android",
        "https://play.google.com/store/apps/details?id=kg.tarmac.app",
        "kg.tarmac.app",
        "2.4.1",
        "2.0.0",
    ),
    ("huawei", "https://appgallery.huawei.com/app/C000000000", "C000000000", "2.3.0", None),
)

# Display rates the airline sets itself (1 base = rate target).
INTERNAL_RATES = (("USD", "KGS", "87.50"), ("EUR", "KGS", "95.00"), ("KGS", "RUB", "1.07"))

# A National Bank snapshot in the feed's terms: KGS per unit.
NATIONAL_BANK = (
    ("USD", "87.4500"),
    ("EUR", "94.6000"),
    ("KZT", "0.1690"),
    ("RUB", "1.0650"),
    ("CNY", "12.0800"),
    ("TRY", "2.5400"),
    ("AED", "23.8100"),
)

LANGUAGES = ("ru", "en", "ky")


async def load(session: AsyncSession) -> None:  # noqa: C901
    await service.put_airline_profile(session, PROFILE)
    for order, (slug, titles) in enumerate(PAGE_TITLES.items()):
        for language in LANGUAGES:
            await _once(
                session,
                PageContent,
                f"page:{slug}:{language}",
                slug=slug,
                language=language,
                title=titles[language],
                content=f"<h1>{titles[language]}</h1><p>Tarmac Air.</p>",
                meta_description=titles[language],
                sort_order=order,
            )
    for language, (title, subtitle, cta) in BANNERS.items():
        await _once(
            session,
            SiteBanner,
            f"banner:osh:{language}",
            title=title,
            subtitle=subtitle,
            image_url="https://tarmac-air.example/static/banners/osh.jpg",
            image_url_mobile=None,
            link_url="https://tarmac-air.example/osh",
            cta_text=cta,
            language=language,
            sort_order=0,
            active_from=clock.now() - timedelta(days=1),
            active_to=None,
        )
    for order, (category, (icon, titles)) in enumerate(INFO_BLOCKS.items()):
        for language in LANGUAGES:
            await _once(
                session,
                SiteInfoBlock,
                f"info:{category}:{language}",
                icon=icon,
                title=titles[language],
                description=titles[language],
                link_url=None,
                language=language,
                category=category,
                sort_order=order,
            )
    for order, (origin, destination, names, price) in enumerate(DESTINATIONS):
        for language in LANGUAGES:
            await _once(
                session,
                DestinationAd,
                f"ad:{origin}-{destination}:{language}",
                title=names[language],
                subtitle=None,
                image_url=f"https://tarmac-air.example/static/{destination.lower()}.jpg",
                origin_iata=origin,
                destination_iata=destination,
                price_from=price,
                currency="KGS",
                language=language,
                sort_order=order,
            )
    for order, (platform, url, app_id, current, minimum) in enumerate(APP_LINKS):
        await _once(
            session,
            AppLink,
            f"app:{platform}",
            platform=platform,
            store_url=url,
            app_id=app_id,
            current_version=current,
            min_version=minimum,
            badge_url=None,
            sort_order=order,
        )
    today = clock.today()
    for base, target, rate in INTERNAL_RATES:
        await _once(
            session,
            InternalExchangeRate,
            f"rate:{base}:{target}",
            base_currency=base,
            target_currency=target,
            rate=Decimal(rate),
            effective_date=today,
        )
    if await session.scalar(select(NationalBankRate.id).limit(1)) is None:
        feed = rates.Feed(
            effective_date=today,
            rates=tuple(
                rates.FeedRate(currency=c, nominal=1, value=Decimal(v)) for c, v in NATIONAL_BANK
            ),
        )
        await service.store_feed(session, feed, clock.now())


async def _once(session: AsyncSession, model, name: str, **values) -> None:
    """Insert the row with a fixed id unless it is already there."""
    row_id = demo_id(name)
    if await session.get(model, row_id) is None:
        session.add(model(id=row_id, **values))
        await session.flush()
