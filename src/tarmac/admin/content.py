"""Back office: public content and internal exchange rates (staff token with scope admin).

Lists return every row, active or not. ``PATCH`` changes only the fields sent (``null`` only
where a field is nullable); ``DELETE`` removes the row (to hide an item and keep it, set
``is_active`` to false). Duplicates of a unique key (page slug and language, app platform,
rate pair and date) are 409.
"""

from typing import Any

from fastapi import Request

from tarmac.admin.common import admin_router
from tarmac.admin.crud import Resource, mount
from tarmac.auth.caller import AdminStaff
from tarmac.content import schemas as s
from tarmac.content import service
from tarmac.content.errors import FeedDisabled, SameCurrency
from tarmac.core import clock
from tarmac.core.errors import InvalidRange, NotFound, UpstreamUnavailable, error_responses
from tarmac.db.session import DbSession

router = admin_router("admin: content")


# --- airline profile ------------------------------------------------------------------------


@router.get(
    "/airline-profile",
    response_model=s.AirlineProfileAdmin,
    responses=error_responses(NotFound),
)
async def get_airline_profile(_: AdminStaff, session: DbSession) -> Any:
    """The profile with its back-office-only fields."""
    profile = await service.get_airline_profile(session)
    return s.AirlineProfileAdmin.model_validate(profile)


@router.put("/airline-profile", response_model=s.AirlineProfileAdmin)
async def put_airline_profile(body: s.AirlineProfileIn, _: AdminStaff, session: DbSession) -> Any:
    """Create or replace the one airline profile; optional fields not sent become null."""
    profile = await service.put_airline_profile(session, body.model_dump())
    return s.AirlineProfileAdmin.model_validate(profile)


# --- exchange rates from the National Bank --------------------------------------------------
# Before the internal rates' ``/exchange-rates/{item_id}``, so these fixed paths win.


@router.get("/exchange-rates/national-bank", response_model=list[s.NationalBankRateOut])
async def list_national_bank_rates(_: AdminStaff, session: DbSession) -> Any:
    """The National Bank rates in force today (latest stored date per currency)."""
    in_force = await service.national_bank_in_force(session, clock.today())
    return [
        s.NationalBankRateOut.model_validate(in_force[c], from_attributes=True)
        for c in sorted(in_force)
    ]


@router.post(
    "/exchange-rates/national-bank/fetch",
    response_model=s.NationalBankFetch,
    responses=error_responses(FeedDisabled, UpstreamUnavailable),
)
async def fetch_national_bank_rates(request: Request, _: AdminStaff, session: DbSession) -> Any:
    """Fetch the National Bank feed now (as the worker does periodically) and return the
    rates stored from it. 502 when the feed cannot be fetched or read."""
    result = await service.refresh_national_bank_rates(
        session, request.app.state.settings.nbkr_rates_url
    )
    return s.NationalBankFetch(
        effective_date=result.effective_date,
        fetched_at=result.fetched_at,
        rates=[s.NationalBankRateOut.model_validate(r) for r in result.rates],
    )


# --- list-shaped content and internal rates -------------------------------------------------

for resource in (
    Resource(
        records=service.pages,
        path="/page-contents",
        name="page",
        plural="pages",
        out=s.PageContentAdmin,
        create=s.PageContentIn,
        patch=s.PageContentPatch,
        query=s.PageQuery,
        key="item_id",
    ),
    Resource(
        records=service.banners,
        path="/site-banners",
        name="banner",
        plural="banners",
        out=s.BannerAdmin,
        create=s.BannerIn,
        patch=s.BannerPatch,
        query=s.BannerQuery,
        key="item_id",
        errors={"update": [InvalidRange]},
    ),
    Resource(
        records=service.info_blocks,
        path="/site-info-blocks",
        name="info_block",
        plural="info_blocks",
        out=s.InfoBlockAdmin,
        create=s.InfoBlockIn,
        patch=s.InfoBlockPatch,
        query=s.InfoBlockQuery,
        key="item_id",
    ),
    Resource(
        records=service.destination_ads,
        path="/destinations-ads",
        name="destination_ad",
        plural="destination_ads",
        out=s.DestinationAdAdmin,
        create=s.DestinationAdIn,
        patch=s.DestinationAdPatch,
        query=s.DestinationAdQuery,
        key="item_id",
    ),
    Resource(
        records=service.app_links,
        path="/app-links",
        name="app_link",
        plural="app_links",
        out=s.AppLinkAdmin,
        create=s.AppLinkIn,
        patch=s.AppLinkPatch,
        key="item_id",
    ),
    Resource(
        records=service.internal_rates,
        path="/exchange-rates",
        name="exchange_rate",
        plural="internal_rates",
        out=s.InternalRateAdmin,
        create=s.InternalRateIn,
        patch=s.InternalRatePatch,
        query=s.RateQuery,
        key="item_id",
        errors={"update": [SameCurrency]},
        docs={"list": "Internal rates, newest effective date first (history included)."},
    ),
):
    mount(router, resource)
