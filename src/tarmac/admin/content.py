"""Back office: public content and internal exchange rates (staff token with scope admin).

Lists return every row, active or not. ``PATCH`` changes only the fields sent (``null`` only
where a field is nullable); ``DELETE`` removes the row (to hide an item and keep it, set
``is_active`` to false). Duplicates of a unique key (page slug and language, app platform,
rate pair and date) are 409.
"""

import uuid
from typing import Annotated, Any

from fastapi import Query, Request, Response
from pydantic import BaseModel

from tarmac.admin.common import admin_router
from tarmac.auth.caller import AdminStaff
from tarmac.content import schemas, service
from tarmac.content.models import (
    AppLink,
    DestinationAd,
    InternalExchangeRate,
    PageContent,
    SiteBanner,
    SiteInfoBlock,
)
from tarmac.content.schemas import InfoCategory, Language
from tarmac.core import clock
from tarmac.core.errors import (
    BusinessRuleError,
    Conflict,
    Forbidden,
    NotFound,
    Unauthorized,
    UpstreamUnavailable,
    ValidationFailed,
    error_responses,
)
from tarmac.db.session import DbSession

router = admin_router("admin: content")

AUTH_ERRORS = (Unauthorized, Forbidden)
IataQuery = Annotated[str | None, Query(pattern=r"^[A-Z]{3}$")]
CurrencyQuery = Annotated[str | None, Query(pattern=r"^[A-Z]{3}$")]


# --- airline profile ------------------------------------------------------------------------


@router.get(
    "/airline-profile",
    response_model=schemas.AirlineProfileAdmin,
    responses=error_responses(*AUTH_ERRORS, NotFound),
)
async def get_airline_profile(_: AdminStaff, session: DbSession) -> Any:
    """The profile with its back-office-only fields."""
    profile = await service.get_airline_profile(session)
    return schemas.AirlineProfileAdmin.model_validate(profile)


@router.put(
    "/airline-profile",
    response_model=schemas.AirlineProfileAdmin,
    responses=error_responses(*AUTH_ERRORS),
)
async def put_airline_profile(
    body: schemas.AirlineProfileIn, _: AdminStaff, session: DbSession
) -> Any:
    """Create or replace the one airline profile; optional fields not sent become null."""
    profile = await service.put_airline_profile(session, body.model_dump())
    return schemas.AirlineProfileAdmin.model_validate(profile)


# --- list-shaped content: get, create, update, delete -------------------------------------


def _crud(
    path: str,
    model: type,
    create: type[BaseModel],
    patch: type[schemas.PatchModel],
    out: type[BaseModel],
    name: str,
    label: str,
) -> None:
    """Register GET/PATCH/DELETE ``{path}/{id}`` and POST ``{path}`` for ``model``;
    ``label`` names one item with its article ("an info block")."""
    item_errors = error_responses(*AUTH_ERRORS, NotFound)
    write_errors = error_responses(*AUTH_ERRORS, Conflict, ValidationFailed)

    async def read(item_id: uuid.UUID, _: AdminStaff, session: DbSession) -> Any:
        return out.model_validate(await service.get_item(session, model, item_id))

    async def add(body: create, _: AdminStaff, session: DbSession) -> Any:
        return out.model_validate(await service.create_item(session, model, body.model_dump()))

    async def change(
        item_id: uuid.UUID,
        body: patch,
        _: AdminStaff,
        session: DbSession,
    ) -> Any:
        item = await service.update_item(session, model, item_id, body.changes())
        return out.model_validate(item)

    async def remove(item_id: uuid.UUID, _: AdminStaff, session: DbSession) -> Response:
        await service.delete_item(session, model, item_id)
        return Response(status_code=204)

    router.add_api_route(
        f"{path}/{{item_id}}",
        read,
        methods=["GET"],
        response_model=out,
        responses=item_errors,
        name=f"get_{name}",
        summary=f"Get {label}",
    )
    router.add_api_route(
        path,
        add,
        methods=["POST"],
        status_code=201,
        response_model=out,
        responses=write_errors,
        name=f"create_{name}",
        summary=f"Create {label}",
    )
    router.add_api_route(
        f"{path}/{{item_id}}",
        change,
        methods=["PATCH"],
        response_model=out,
        responses={**item_errors, **write_errors},
        name=f"update_{name}",
        summary=f"Update {label}",
    )
    router.add_api_route(
        f"{path}/{{item_id}}",
        remove,
        methods=["DELETE"],
        status_code=204,
        response_class=Response,
        responses=item_errors,
        name=f"delete_{name}",
        summary=f"Delete {label}",
    )


@router.get(
    "/page-contents",
    response_model=list[schemas.PageContentAdmin],
    responses=error_responses(*AUTH_ERRORS),
)
async def list_pages(_: AdminStaff, session: DbSession, language: Language | None = None) -> Any:
    items = await service.list_items(session, PageContent, language=language)
    return [schemas.PageContentAdmin.model_validate(i) for i in items]


@router.get(
    "/site-banners",
    response_model=list[schemas.BannerAdmin],
    responses=error_responses(*AUTH_ERRORS),
)
async def list_banners(_: AdminStaff, session: DbSession, language: Language | None = None) -> Any:
    items = await service.list_items(session, SiteBanner, language=language)
    return [schemas.BannerAdmin.model_validate(i) for i in items]


@router.get(
    "/site-info-blocks",
    response_model=list[schemas.InfoBlockAdmin],
    responses=error_responses(*AUTH_ERRORS),
)
async def list_info_blocks(
    _: AdminStaff,
    session: DbSession,
    language: Language | None = None,
    category: InfoCategory | None = None,
) -> Any:
    items = await service.list_items(session, SiteInfoBlock, language=language, category=category)
    return [schemas.InfoBlockAdmin.model_validate(i) for i in items]


@router.get(
    "/destinations-ads",
    response_model=list[schemas.DestinationAdAdmin],
    responses=error_responses(*AUTH_ERRORS),
)
async def list_destination_ads(
    _: AdminStaff,
    session: DbSession,
    language: Language | None = None,
    origin_iata: IataQuery = None,
) -> Any:
    items = await service.list_items(
        session, DestinationAd, language=language, origin_iata=origin_iata
    )
    return [schemas.DestinationAdAdmin.model_validate(i) for i in items]


@router.get(
    "/app-links", response_model=list[schemas.AppLinkAdmin], responses=error_responses(*AUTH_ERRORS)
)
async def list_app_links(_: AdminStaff, session: DbSession) -> Any:
    items = await service.list_items(session, AppLink)
    return [schemas.AppLinkAdmin.model_validate(i) for i in items]


# --- exchange rates -------------------------------------------------------------------------


@router.get(
    "/exchange-rates",
    response_model=list[schemas.InternalRateAdmin],
    responses=error_responses(*AUTH_ERRORS),
)
async def list_internal_rates(
    _: AdminStaff,
    session: DbSession,
    base_currency: CurrencyQuery = None,
    target_currency: CurrencyQuery = None,
    limit: Annotated[int, Query(ge=1, le=1000)] = 200,
) -> Any:
    """Internal rates, newest effective date first (history included)."""
    items = await service.list_items(
        session,
        InternalExchangeRate,
        limit=limit,
        base_currency=base_currency,
        target_currency=target_currency,
    )
    return [schemas.InternalRateAdmin.model_validate(i) for i in items]


@router.get(
    "/exchange-rates/national-bank",
    response_model=list[schemas.NationalBankRateOut],
    responses=error_responses(*AUTH_ERRORS),
)
async def list_national_bank_rates(_: AdminStaff, session: DbSession) -> Any:
    """The National Bank rates in force today (latest stored date per currency)."""
    in_force = await service.national_bank_in_force(session, clock.today())
    return [
        schemas.NationalBankRateOut.model_validate(in_force[c], from_attributes=True)
        for c in sorted(in_force)
    ]


@router.post(
    "/exchange-rates/national-bank/fetch",
    response_model=schemas.NationalBankFetch,
    responses=error_responses(*AUTH_ERRORS, BusinessRuleError, UpstreamUnavailable),
)
async def fetch_national_bank_rates(request: Request, _: AdminStaff, session: DbSession) -> Any:
    """Fetch the National Bank feed now (as the worker does periodically) and return the
    rates stored from it. 502 when the feed cannot be fetched or read."""
    result = await service.refresh_national_bank_rates(
        session, request.app.state.settings.nbkr_rates_url
    )
    return schemas.NationalBankFetch(
        effective_date=result.effective_date,
        fetched_at=result.fetched_at,
        rates=[schemas.NationalBankRateOut.model_validate(r) for r in result.rates],
    )


# Registered last, so the fixed paths above (``/exchange-rates/national-bank``) win over
# ``/{item_id}``.
for _path, _model, _create, _patch, _out, _name, _label in (
    (
        "/page-contents",
        PageContent,
        schemas.PageContentIn,
        schemas.PageContentPatch,
        schemas.PageContentAdmin,
        "page",
        "a page",
    ),
    (
        "/site-banners",
        SiteBanner,
        schemas.BannerIn,
        schemas.BannerPatch,
        schemas.BannerAdmin,
        "banner",
        "a banner",
    ),
    (
        "/site-info-blocks",
        SiteInfoBlock,
        schemas.InfoBlockIn,
        schemas.InfoBlockPatch,
        schemas.InfoBlockAdmin,
        "info_block",
        "an info block",
    ),
    (
        "/destinations-ads",
        DestinationAd,
        schemas.DestinationAdIn,
        schemas.DestinationAdPatch,
        schemas.DestinationAdAdmin,
        "destination_ad",
        "a destination ad",
    ),
    (
        "/app-links",
        AppLink,
        schemas.AppLinkIn,
        schemas.AppLinkPatch,
        schemas.AppLinkAdmin,
        "app_link",
        "an app link",
    ),
    (
        "/exchange-rates",
        InternalExchangeRate,
        schemas.InternalRateIn,
        schemas.InternalRatePatch,
        schemas.InternalRateAdmin,
        "exchange_rate",
        "an internal exchange rate",
    ),
):
    _crud(_path, _model, _create, _patch, _out, _name, _label)
