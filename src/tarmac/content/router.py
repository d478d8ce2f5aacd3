"""Public content (``/api/v1/auth/public``) and exchange rates (``/api/v1/fares/public``):
no credentials, 60 requests per minute per IP, entity tags on every response.

HTTP only: parse, call ``content.service``, shape the reply. The language fallback rule is
in ``content.service``; the exchange-rate rules in ``content.rates``.
"""

from decimal import Decimal
from typing import Annotated

from fastapi import APIRouter, Path, Query, Request, Response
from pydantic import BaseModel

from tarmac.auth.caller import Public
from tarmac.content import errors, schemas, service
from tarmac.content.schemas import DEFAULT_LANGUAGE, InfoCategory, Language, RateSource
from tarmac.core.errors import RateLimited, error_responses
from tarmac.core.etag import cached_json
from tarmac.db.session import DbSession

MAX_AMOUNT = Decimal("1000000000000000")  # 10^15: beyond any fare, far below Decimal limits

router = APIRouter(prefix="/auth/public", tags=["public content"])
fares_public_router = APIRouter(prefix="/fares/public", tags=["exchange rates"])

LanguageQuery = Annotated[
    Language,
    Query(description="ru, en or ky; a list with no item in this language is served in ru"),
]
CurrencyQuery = Annotated[
    str, Query(pattern=r"^[A-Za-z]{3}$", description="ISO 4217 code, 3 letters")
]
LIST_ERRORS = error_responses(RateLimited)


def _localized(request: Request, result: service.Localized, schema: type[BaseModel]) -> Response:
    response = cached_json(request, [schema.model_validate(item) for item in result.items])
    response.headers["Content-Language"] = result.language
    return response


@router.get(
    "/airline/profile",
    response_model=schemas.AirlineProfile,
    responses=error_responses(errors.AirlineProfileNotConfigured, RateLimited),
)
async def airline_profile(request: Request, _: Public, session: DbSession) -> Response:
    """The airline: names, codes, country, currency and contacts; 404 until staff set it."""
    profile = await service.get_airline_profile(session)
    return cached_json(request, schemas.AirlineProfile.model_validate(profile))


@router.get("/page-contents", response_model=list[schemas.PageListItem], responses=LIST_ERRORS)
async def page_contents(
    request: Request, _: Public, session: DbSession, language: LanguageQuery = DEFAULT_LANGUAGE
) -> Response:
    """The published pages (about, FAQ, terms, ...) without their bodies, in ``language``."""
    return _localized(request, await service.list_pages(session, language), schemas.PageListItem)


@router.get(
    "/page-contents/{slug}",
    response_model=schemas.PageContent,
    responses=error_responses(errors.PageNotFound, errors.PageNotInLanguage, RateLimited),
)
async def page_content(
    request: Request,
    _: Public,
    session: DbSession,
    slug: Annotated[str, Path(description="about, faq, terms, privacy, contacts, ...")],
    language: Annotated[Language, Query(description="ru, en or ky; no fallback")] = (
        DEFAULT_LANGUAGE
    ),
) -> Response:
    """One published page in ``language``; 404 when it has no version in that language."""
    page = await service.get_page(session, slug, language)
    response = cached_json(request, schemas.PageContent.model_validate(page))
    response.headers["Content-Language"] = page.language
    return response


@router.get("/site-banners", response_model=list[schemas.Banner], responses=LIST_ERRORS)
async def site_banners(
    request: Request, _: Public, session: DbSession, language: LanguageQuery = DEFAULT_LANGUAGE
) -> Response:
    """The active banners showing now, by ``sort_order``."""
    return _localized(request, await service.list_banners(session, language), schemas.Banner)


@router.get("/site-info-blocks", response_model=list[schemas.InfoBlock], responses=LIST_ERRORS)
async def site_info_blocks(
    request: Request,
    _: Public,
    session: DbSession,
    language: LanguageQuery = DEFAULT_LANGUAGE,
    category: InfoCategory | None = None,
) -> Response:
    """The active information blocks, of one ``category`` when given, by ``sort_order``."""
    result = await service.list_info_blocks(session, language, category)
    return _localized(request, result, schemas.InfoBlock)


@router.get("/destinations-ads", response_model=list[schemas.DestinationAd], responses=LIST_ERRORS)
async def destinations_ads(
    request: Request,
    _: Public,
    session: DbSession,
    language: LanguageQuery = DEFAULT_LANGUAGE,
    origin_iata: Annotated[
        str | None, Query(pattern=r"^[A-Z]{3}$", description="IATA code, 3 uppercase letters")
    ] = None,
) -> Response:
    """The active destination ads (with a cached price from), from ``origin_iata`` when given."""
    result = await service.list_destination_ads(session, language, origin_iata)
    return _localized(request, result, schemas.DestinationAd)


@router.get("/app-links", response_model=list[schemas.AppLink], responses=LIST_ERRORS)
async def app_links(request: Request, _: Public, session: DbSession) -> Response:
    """The active links to the airline's apps in the stores, with their minimum versions."""
    links = await service.list_app_links(session)
    return cached_json(request, [schemas.AppLink.model_validate(link) for link in links])


@fares_public_router.get(
    "/exchange-rates", response_model=schemas.ExchangeRates, responses=LIST_ERRORS
)
async def exchange_rates(
    request: Request,
    _: Public,
    session: DbSession,
    base: CurrencyQuery = "KGS",
    source: Annotated[
        RateSource, Query(description="internal (default), national_bank, or both")
    ] = "internal",
) -> Response:
    """Display-only rates, 1 base = N target. With ``both``, internal rates win and the
    National Bank fills missing currencies (through KGS for other bases)."""
    table = await service.exchange_rates(session, base.upper(), source)
    payload = schemas.ExchangeRates(
        base=table.base,
        fetched_at=table.fetched_at,
        source=table.source,
        rates={
            currency: schemas.RateEntry(
                rate=entry.rate, effective_date=entry.effective_date, source=entry.source
            )
            for currency, entry in table.rates.items()
        },
    )
    return cached_json(request, payload)


@fares_public_router.get(
    "/exchange-rates/convert",
    response_model=schemas.Conversion,
    responses=error_responses(errors.ExchangeRateNotFound, RateLimited),
)
async def convert(
    request: Request,
    _: Public,
    session: DbSession,
    amount: Annotated[Decimal, Query(ge=0, le=MAX_AMOUNT)],
    from_currency: CurrencyQuery,
    to_currency: CurrencyQuery,
) -> Response:
    """Internal rate first (direct or inverse), then the National Bank (direct or cross
    through KGS); ``converted`` = amount × rate, rounded half-up to 2 places."""
    result = await service.convert(session, amount, from_currency.upper(), to_currency.upper())
    return cached_json(request, schemas.Conversion.model_validate(result, from_attributes=True))
