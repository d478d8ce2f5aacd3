"""Public content and exchange rates: the business rules (spec 01 §2.13, §4.2).

Language fallback (decided here; the spec does not say):

- ``language`` is one of ``ru``, ``en``, ``ky`` (default ``ru``); anything else is refused
  with 422 by the router.
- A list (pages, banners, info blocks, destination ads) is served in one language, never
  mixed. When the requested language yields no item for the request (after its filters:
  ``category``, ``origin_iata``, and for banners ``is_active`` and the ``active_from`` /
  ``active_to`` window), the same request is answered in ``ru``. Each item carries its
  ``language`` and the response's ``Content-Language`` header names the language served, so
  a client can tell that a fallback happened.
- A single page (``/page-contents/{slug}``) never falls back: 404 when that slug is not
  configured (or not active) in the requested language.
- App links and the airline profile have no language.

Everything is ordered by ``sort_order`` then ``id``. Inactive items (``is_active`` false) are
never public. A banner is shown while ``active_from <= now < active_to`` by ``clock.now()``;
a missing bound is open.

Exchange-rate rules and the meaning of ``fetched_at`` are in ``content.rates``.
"""

import re
import uuid
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import date, datetime
from decimal import Decimal
from typing import Any, ClassVar

import httpx
import structlog
from sqlalchemy import ColumnExpressionArgument, or_, select
from sqlalchemy.dialects.postgresql import distinct_on, insert
from sqlalchemy.ext.asyncio import AsyncSession

from tarmac.cache.reads import Reads
from tarmac.cache.values import Columns
from tarmac.content import rates
from tarmac.content.errors import (
    AirlineProfileNotConfigured,
    ExchangeRateNotFound,
    FeedDisabled,
    PageNotFound,
    PageNotInLanguage,
    SameCurrency,
)
from tarmac.content.models import (
    SLUG_PATTERN,
    AppLink,
    DestinationAd,
    InternalExchangeRate,
    NationalBankRate,
    PageContent,
    SiteBanner,
    SiteInfoBlock,
)
from tarmac.content.models import AirlineProfile as AirlineProfile  # other rooms name it here
from tarmac.core import clock
from tarmac.core.errors import InvalidRange, UpstreamUnavailable
from tarmac.db.crud import Records

log = structlog.get_logger("tarmac.content")

FALLBACK_LANGUAGE = "ru"
SLUG_MAX_LENGTH = 100
FEED_TIMEOUT_SECONDS = 10.0
FEED_MAX_BYTES = 1024 * 1024


# --- public content -------------------------------------------------------------------------


@dataclass(frozen=True)
class Localized:
    """A list and the language it is actually in (the requested one or the fallback)."""

    items: Sequence[Any]
    language: str


async def get_airline_profile(session: AsyncSession) -> AirlineProfile:
    profile: AirlineProfile | None = await session.scalar(select(AirlineProfile))
    if profile is None:
        raise AirlineProfileNotConfigured()
    return profile


@dataclass(frozen=True, slots=True)
class ProfileValue:
    """The airline profile as the reference cache keeps it (a plain value,
    ``cache.values``): what confirmations and messages read of it."""

    id: uuid.UUID
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
    tax_id: str | None
    registration_number: str | None
    pnr_prefix: str | None
    ticket_prefix: str | None


PROFILE = Columns(ProfileValue, AirlineProfile)


async def cached_airline_profile(reads: Reads, session: AsyncSession | None) -> ProfileValue | None:
    """The airline profile from the reference cache (every confirmation reads its ticket
    prefix and name), None when it is not configured; loaded on the connection of
    ``session`` (the caller's) while it holds one."""
    (profile,) = await reads.cached("content.airline_profile", _airline_profile_value, session)
    return profile


def airline_name_in(profile: AirlineProfile | ProfileValue | None, language: str | None) -> str:
    """The airline's name for messages (its English name in English), or ``Tarmac``
    without a profile."""
    if profile is None:
        return "Tarmac"
    if language == "en" and profile.airline_name_en:
        return profile.airline_name_en
    return profile.airline_name


async def _airline_profile_value(session: AsyncSession) -> tuple[ProfileValue | None]:
    row = (await session.execute(select(*PROFILE.columns))).first()
    return (None if row is None else PROFILE.of(row),)  # a cached value is never None


async def default_currency(session: AsyncSession) -> str | None:
    """The airline's default currency, None without a profile."""
    return await session.scalar(select(AirlineProfile.default_currency))


async def airline_code(session: AsyncSession) -> str | None:
    """The airline's two-letter designator, None without a profile."""
    return await session.scalar(select(AirlineProfile.iata_code))


async def list_pages(session: AsyncSession, language: str) -> Localized:
    return await _localized(session, PageContent, language, PageContent.is_active)


async def get_page(session: AsyncSession, slug: str, language: str) -> PageContent:
    if len(slug) > SLUG_MAX_LENGTH or not re.fullmatch(SLUG_PATTERN, slug):
        raise PageNotFound(f"Page {slug[:SLUG_MAX_LENGTH]!r} does not exist")
    page = await session.scalar(
        select(PageContent).where(
            PageContent.slug == slug, PageContent.language == language, PageContent.is_active
        )
    )
    if page is None:
        raise PageNotInLanguage(f"Page {slug!r} is not available in language {language!r}")
    return page


async def list_banners(session: AsyncSession, language: str) -> Localized:
    now = clock.now()
    return await _localized(
        session,
        SiteBanner,
        language,
        SiteBanner.is_active,
        or_(SiteBanner.active_from.is_(None), SiteBanner.active_from <= now),
        or_(SiteBanner.active_to.is_(None), SiteBanner.active_to > now),
    )


async def list_info_blocks(
    session: AsyncSession, language: str, category: str | None = None
) -> Localized:
    conditions: list[ColumnExpressionArgument[bool]] = [SiteInfoBlock.is_active]
    if category is not None:
        conditions.append(SiteInfoBlock.category == category)
    return await _localized(session, SiteInfoBlock, language, *conditions)


async def list_destination_ads(
    session: AsyncSession, language: str, origin_iata: str | None = None
) -> Localized:
    conditions: list[ColumnExpressionArgument[bool]] = [DestinationAd.is_active]
    if origin_iata is not None:
        conditions.append(DestinationAd.origin_iata == origin_iata)
    return await _localized(session, DestinationAd, language, *conditions)


async def list_app_links(session: AsyncSession) -> Sequence[AppLink]:
    return (
        await session.scalars(
            select(AppLink).where(AppLink.is_active).order_by(AppLink.sort_order, AppLink.id)
        )
    ).all()


async def _localized(
    session: AsyncSession,
    model: type[Any],
    language: str,
    *conditions: ColumnExpressionArgument[bool],
) -> Localized:
    """The rows matching ``conditions`` in ``language``; in ``ru`` when there are none."""
    statement = select(model).where(*conditions).order_by(model.sort_order, model.id)
    items = (await session.scalars(statement.where(model.language == language))).all()
    if items or language == FALLBACK_LANGUAGE:
        return Localized(items, language)
    fallback = (await session.scalars(statement.where(model.language == FALLBACK_LANGUAGE))).all()
    return Localized(fallback, FALLBACK_LANGUAGE if fallback else language)


# --- exchange rates -------------------------------------------------------------------------


@dataclass(frozen=True)
class RateTable:
    base: str
    source: rates.Source
    fetched_at: datetime | None
    rates: dict[str, rates.Entry]


@dataclass(frozen=True)
class Conversion:
    amount: Decimal
    converted: Decimal
    rate: Decimal
    from_currency: str
    to_currency: str
    source: str
    effective_date: date


async def exchange_rates(session: AsyncSession, base: str, source: rates.Source) -> RateTable:
    """Rates from ``base`` (1 base = N target) by ``source``; see ``content.rates``."""
    entries = await _entries(session, base, source)
    return RateTable(base, source, rates.latest_as_of(entries.values()), entries)


async def convert(
    session: AsyncSession, amount: Decimal, from_currency: str, to_currency: str
) -> Conversion:
    """Internal rates first (direct or inverse), then the National Bank (direct or cross)."""
    entry: rates.Entry | None
    if from_currency == to_currency:
        entry = rates.identity(clock.today())
    else:
        entry = (await _entries(session, from_currency, "both")).get(to_currency)
        if entry is None:
            raise ExchangeRateNotFound(
                f"No exchange rate from {from_currency} to {to_currency} "
                "(neither an internal rate nor a National Bank rate)"
            )
    return Conversion(
        amount=amount,
        converted=rates.convert_amount(amount, entry.rate),
        rate=entry.rate,
        from_currency=from_currency,
        to_currency=to_currency,
        source=entry.source,
        effective_date=entry.effective_date,
    )


async def _entries(
    session: AsyncSession, base: str, source: rates.Source
) -> dict[str, rates.Entry]:
    on = clock.today()
    internal = await internal_pairs_in_force(session, base, on) if source != "national_bank" else []
    national = await national_bank_in_force(session, on) if source != "internal" else {}
    return rates.combine(
        source, rates.internal_entries(base, internal), rates.national_bank_entries(base, national)
    )


async def internal_pairs_in_force(
    session: AsyncSession, currency: str, on: date
) -> list[rates.StoredPair]:
    """For every pair that involves ``currency``, the latest row effective on ``on``."""
    rows = await session.scalars(
        select(InternalExchangeRate)
        .where(
            InternalExchangeRate.effective_date <= on,
            or_(
                InternalExchangeRate.base_currency == currency,
                InternalExchangeRate.target_currency == currency,
            ),
        )
        .order_by(
            InternalExchangeRate.base_currency,
            InternalExchangeRate.target_currency,
            InternalExchangeRate.effective_date.desc(),
        )
        .ext(distinct_on(InternalExchangeRate.base_currency, InternalExchangeRate.target_currency))
    )
    return [
        rates.StoredPair(r.base_currency, r.target_currency, r.rate, r.effective_date, r.updated_at)
        for r in rows
    ]


async def national_bank_in_force(session: AsyncSession, on: date) -> dict[str, rates.StoredNbRate]:
    """For every currency of the feed, the latest rate effective on ``on``."""
    rows = await session.scalars(
        select(NationalBankRate)
        .where(NationalBankRate.effective_date <= on)
        .order_by(NationalBankRate.currency, NationalBankRate.effective_date.desc())
        .ext(distinct_on(NationalBankRate.currency))
    )
    return {
        r.currency: rates.StoredNbRate(r.currency, r.kgs_per_unit, r.effective_date, r.fetched_at)
        for r in rows
    }


# --- the National Bank feed -----------------------------------------------------------------


@dataclass(frozen=True)
class FeedFetch:
    effective_date: date
    fetched_at: datetime
    rates: Sequence[NationalBankRate]


async def refresh_national_bank_rates(
    session: AsyncSession, url: str, *, timeout_seconds: float = FEED_TIMEOUT_SECONDS
) -> FeedFetch:
    """Download the feed, store it (upsert by currency and date) and return what was stored.
    Any failure raises ``UpstreamUnavailable`` and stores nothing."""
    if not url:
        raise FeedDisabled()
    data = await download_feed(url, timeout_seconds)
    try:
        feed = rates.parse_nbkr_xml(data)
    except rates.FeedError as exc:
        raise UpstreamUnavailable(f"The National Bank feed could not be read: {exc}") from exc
    fetched_at = clock.now()
    stored = await store_feed(session, feed, fetched_at)
    log.info(
        "nbkr_rates_stored", effective_date=feed.effective_date.isoformat(), currencies=len(stored)
    )
    return FeedFetch(feed.effective_date, fetched_at, stored)


async def download_feed(url: str, timeout_seconds: float = FEED_TIMEOUT_SECONDS) -> bytes:
    try:
        async with httpx.AsyncClient(timeout=timeout_seconds, follow_redirects=True) as client:
            response = await client.get(url)
            response.raise_for_status()
    except httpx.HTTPError as exc:
        raise UpstreamUnavailable(
            f"The National Bank feed is unavailable: {type(exc).__name__}: {exc}"
        ) from exc
    if len(response.content) > FEED_MAX_BYTES:
        raise UpstreamUnavailable("The National Bank feed is unexpectedly large")
    return response.content


async def store_feed(
    session: AsyncSession, feed: rates.Feed, fetched_at: datetime
) -> Sequence[NationalBankRate]:
    values = [
        {
            "id": uuid.uuid4(),
            "currency": rate.currency,
            "kgs_per_unit": rate.kgs_per_unit,
            "effective_date": feed.effective_date,
            "fetched_at": fetched_at,
            "created_at": fetched_at,
            "updated_at": fetched_at,
        }
        for rate in feed.rates
    ]
    statement = insert(NationalBankRate).values(values)
    await session.execute(
        statement.on_conflict_do_update(
            index_elements=[NationalBankRate.currency, NationalBankRate.effective_date],
            set_={
                "kgs_per_unit": statement.excluded.kgs_per_unit,
                "fetched_at": statement.excluded.fetched_at,
                "updated_at": statement.excluded.updated_at,
            },
        )
    )
    return (
        await session.scalars(
            select(NationalBankRate)
            .where(
                NationalBankRate.effective_date == feed.effective_date,
                NationalBankRate.currency.in_([r.currency for r in feed.rates]),
            )
            .order_by(NationalBankRate.currency)
            .execution_options(populate_existing=True)
        )
    ).all()


async def last_national_bank_fetch(session: AsyncSession) -> datetime | None:
    return await session.scalar(
        select(NationalBankRate.fetched_at).order_by(NationalBankRate.fetched_at.desc()).limit(1)
    )


# --- back office ----------------------------------------------------------------------------


async def put_airline_profile(session: AsyncSession, data: dict[str, Any]) -> AirlineProfile:
    """Create or replace the one profile (fields not given become null)."""
    now = clock.now()
    statement = insert(AirlineProfile).values(
        id=uuid.uuid4(), singleton=True, created_at=now, updated_at=now, **data
    )
    await session.execute(
        statement.on_conflict_do_update(
            index_elements=[AirlineProfile.singleton], set_={**data, "updated_at": now}
        )
    )
    return (
        await session.scalars(select(AirlineProfile).execution_options(populate_existing=True))
    ).one()


class Pages(Records[PageContent]):
    model = PageContent
    noun = "page"
    order_by = (PageContent.sort_order,)
    messages: ClassVar = {
        "uq_page_contents_slug_language": "A page with this slug already exists in this language",
    }


class Banners(Records[SiteBanner]):
    """A banner's window starts before it ends, also after a partial update."""

    model = SiteBanner
    noun = "banner"
    order_by = (SiteBanner.sort_order,)

    async def prepare_update(
        self, session: AsyncSession, row: SiteBanner, changes: dict[str, Any]
    ) -> dict[str, Any]:
        start = changes.get("active_from", row.active_from)
        end = changes.get("active_to", row.active_to)
        if start is not None and end is not None and start >= end:
            raise InvalidRange("active_from must be before active_to")
        return changes


class InfoBlocks(Records[SiteInfoBlock]):
    model = SiteInfoBlock
    noun = "info block"
    order_by = (SiteInfoBlock.sort_order,)


class DestinationAds(Records[DestinationAd]):
    model = DestinationAd
    noun = "destination ad"
    order_by = (DestinationAd.sort_order,)


class AppLinks(Records[AppLink]):
    model = AppLink
    noun = "app link"
    order_by = (AppLink.sort_order,)
    messages: ClassVar = {"uq_app_links_platform": "An app link for this platform already exists"}


class InternalRates(Records[InternalExchangeRate]):
    """Internal rates, newest effective date first (history included); one per pair and
    date (409); a pair has two different currencies, also after a partial update."""

    model = InternalExchangeRate
    noun = "exchange rate"
    order_by = (
        InternalExchangeRate.effective_date.desc(),
        InternalExchangeRate.base_currency,
        InternalExchangeRate.target_currency,
    )
    messages: ClassVar = {
        "uq_internal_exchange_rates_pair_date": (
            "A rate for this pair and effective date already exists"
        ),
    }

    async def prepare_update(
        self, session: AsyncSession, row: InternalExchangeRate, changes: dict[str, Any]
    ) -> dict[str, Any]:
        base = changes.get("base_currency", row.base_currency)
        if base == changes.get("target_currency", row.target_currency):
            raise SameCurrency()
        return changes


pages = Pages()
banners = Banners()
info_blocks = InfoBlocks()
destination_ads = DestinationAds()
app_links = AppLinks()
internal_rates = InternalRates()
