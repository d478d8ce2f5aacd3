"""Back office: taxes, promo codes, partnerships, SSR catalog and availability rules, seat
price zones and pricing settings (staff token with ``admin``). HTTP only; the rules are in
``tarmac.pricing`` and ``tarmac.partners.partnerships``."""

import uuid
from collections.abc import Sequence
from typing import Annotated, Any

from fastapi import Body, Path, Query
from sqlalchemy.ext.asyncio import AsyncSession

from tarmac.admin.common import admin_router
from tarmac.admin.crud import Resource, mount
from tarmac.auth.caller import AdminStaff
from tarmac.core.errors import (
    InvalidRange,
    NotFound,
    RequestInvalid,
    UnknownReference,
    error_responses,
)
from tarmac.db.session import DbSession
from tarmac.partners import partnerships
from tarmac.partners.errors import RouteAttachedTwice
from tarmac.partners.models import Partnership
from tarmac.partners.schemas import (
    PartnershipIn,
    PartnershipOut,
    PartnershipPatch,
    PartnershipQuery,
    PartnershipRouteOut,
)
from tarmac.pricing import service as pricing
from tarmac.pricing import staff_schemas as s
from tarmac.pricing.errors import CurrencyRequired, InvalidAmount, TaxScope
from tarmac.pricing.quote_models import PromoCode

router = admin_router("admin: pricing")


# --- taxes ------------------------------------------------------------------------------

TAX_RULES = [TaxScope, CurrencyRequired, InvalidAmount, InvalidRange]


@router.put(
    "/taxes/routes/{route_id}",
    response_model=list[s.TaxOut],
    responses=error_responses(NotFound, *TAX_RULES),
)
async def replace_route_taxes(
    route_id: uuid.UUID, body: list[s.ScopedTaxIn], session: DbSession, _: AdminStaff
) -> Any:
    """Replace every tax of a route (either shape per item); 404 for an unknown route."""
    return await pricing.replace_taxes(session, [i.values() for i in body], route_id=route_id)


@router.put(
    "/taxes/countries/{country}",
    response_model=list[s.TaxOut],
    responses=error_responses(*TAX_RULES),
)
async def replace_country_taxes(
    country: Annotated[str, Path(pattern=r"^[A-Za-z]{2}$")],
    body: list[s.ScopedTaxIn],
    session: DbSession,
    _: AdminStaff,
) -> Any:
    """Replace every tax of a country (charged on legs departing from it)."""
    return await pricing.replace_taxes(session, [i.values() for i in body], country=country.upper())


mount(
    router,
    Resource(
        records=pricing.taxes,
        path="/taxes",
        name="tax",
        plural="taxes",
        out=s.TaxOut,
        create=s.TaxIn | s.LegacyTaxIn,
        patch=s.TaxPatch,
        query=s.TaxQuery,
        key="tax_id",
        values=lambda body: body.model_dump(exclude_none=True),
        errors={"create": TAX_RULES, "update": TAX_RULES},
        docs={
            "create": "A tax in the v2 shape (``tax_type``, ``applies_to``, ...) or the older "
            "``{name, amount, type}``; scoped to ``route_id``, to ``country`` (legs departing "
            "from it), or to the whole network.",
        },
    ),
)


# --- promo codes --------------------------------------------------------------------------


async def _promo_out(session: AsyncSession, rows: Sequence[PromoCode]) -> list[s.PromoOut]:
    uses = await pricing.promo_usage(session, [row.id for row in rows])
    return [
        s.PromoOut.model_validate(row).model_copy(update={"uses": uses[row.id]}) for row in rows
    ]


PROMO_RULES = [UnknownReference, CurrencyRequired, InvalidAmount, InvalidRange]
mount(
    router,
    Resource(
        records=pricing.promo_codes,
        path="/promo-codes",
        name="promo_code",
        plural="promo_codes",
        out=s.PromoOut,
        create=s.PromoIn,
        patch=s.PromoPatch,
        query=s.PromoQuery,
        key="promo_id",
        present=_promo_out,
        errors={"create": PROMO_RULES, "update": PROMO_RULES},
        docs={
            "create": "Codes are stored upper case and are unique whatever their case (409). "
            "``route_ids`` limit the code to those routes.",
        },
    ),
)


# --- partnerships -------------------------------------------------------------------------


async def _partnership_out(
    session: AsyncSession, rows: Sequence[Partnership]
) -> list[PartnershipOut]:
    routes = await partnerships.routes_of(session, [row.id for row in rows])
    return [
        PartnershipOut(
            id=row.id,
            partner_id=row.partner_id,
            agreement_name=row.agreement_name,
            effective_date=row.effective_date,
            expiration_date=row.expiration_date,
            discount_percent=float(row.discount_percent),
            notes=row.notes,
            is_active=row.is_active,
            routes=[PartnershipRouteOut.model_validate(r) for r in routes[row.id]],
            created_at=row.created_at,
        )
        for row in rows
    ]


PARTNERSHIP_RULES = [UnknownReference, RouteAttachedTwice, InvalidRange]
mount(
    router,
    Resource(
        records=partnerships.partnerships,
        path="/partnerships",
        name="partnership",
        plural="partnerships",
        out=PartnershipOut,
        create=PartnershipIn,
        patch=PartnershipPatch,
        query=PartnershipQuery,
        key="partnership_id",
        present=_partnership_out,
        errors={"create": PARTNERSHIP_RULES, "update": PARTNERSHIP_RULES},
        tags=["admin: partners"],
        docs={
            "create": "An agreement giving the partner's authenticated quotes a channel "
            "discount of ``discount_percent`` of the fare; attached routes limit it to them "
            "(each at its ``special_rate_percent`` when set).",
            "update": "Change an agreement; ``routes`` (when given) replaces the attached routes.",
        },
    ),
)


# --- SSR catalog and availability rules ---------------------------------------------------


@router.post("/ssr-services/load-standard", response_model=s.SsrSeedOut)
async def load_standard_ssr_catalog(
    session: DbSession,
    _: AdminStaff,
    currency: Annotated[str, Query(pattern=r"^[A-Za-z]{3}$")] = "KGS",
) -> Any:
    """Add the spec's SSR catalog (active and deactivated codes) with default prices in
    ``currency``; codes that exist are left as they are."""
    return s.SsrSeedOut(added=await pricing.seed_ssr_catalog(session, currency.upper()))


mount(
    router,
    Resource(
        records=pricing.ssr_services,
        path="/ssr-services",
        name="ssr_service",
        plural="ssr_services",
        out=s.SsrServiceAdminOut,
        create=s.SsrServiceIn,
        patch=s.SsrServicePatch,
        delete=False,
        query=s.SsrServiceQuery,
        key="code",
        key_type=str,
        docs={
            "update": "Change an entry (deactivate with ``is_active: false``; codes are never "
            "deleted, old bookings refer to them).",
        },
    ),
)
mount(
    router,
    Resource(
        records=pricing.ssr_rules,
        path="/ssr-availability-rules",
        name="ssr_rule",
        plural="ssr_rules",
        out=s.SsrRuleOut,
        create=s.SsrRuleIn,
        patch=s.SsrRulePatch,
        query=s.SsrRuleQuery,
        key="rule_id",
        errors={
            "create": [CurrencyRequired, InvalidRange],
            "update": [CurrencyRequired, InvalidRange],
        },
    ),
)


# --- seat zones -----------------------------------------------------------------------------

mount(
    router,
    Resource(
        records=pricing.seat_zone_prices,
        path="/seat-zone-prices",
        name="seat_zone_price",
        plural="seat_zone_prices",
        out=s.SeatZoneAdminOut,
        create=s.SeatZoneIn,
        patch=s.SeatZonePatch,
        query=s.SeatZoneQuery,
        key="zone_price_id",
        docs={
            "create": "The price of a zone for every fare (``fare_rule_id`` null) or for one "
            "fare rule.",
        },
    ),
)


# --- pricing settings -----------------------------------------------------------------------


def _settings_out(settings: pricing.PricingSettings) -> s.PricingSettingsOut:
    return s.PricingSettingsOut(
        dynamic_pricing_enabled=settings.airline.dynamic_pricing_enabled,
        exchange_threshold_hours=settings.airline.exchange_threshold_hours,
        exchange_penalty_multiplier=float(settings.airline.exchange_penalty_multiplier),
        load_factor_tiers=[
            s.LoadFactorTierOut.model_validate(t) for t in settings.pricing.load_factor_tiers
        ],
        day_of_week_factors={k: float(v) for k, v in settings.pricing.day_of_week_factors.items()},
        seasons=[s.SeasonOut.model_validate(x) for x in settings.pricing.seasons],
        booking_curve=[
            s.BookingCurveStepOut.model_validate(x) for x in settings.pricing.booking_curve
        ],
    )


@router.get("/pricing-settings", response_model=s.PricingSettingsOut)
async def get_pricing_settings(session: DbSession, _: AdminStaff):
    return _settings_out(await pricing.load_pricing_settings(session))


@router.patch(
    "/pricing-settings",
    response_model=s.PricingSettingsOut,
    responses=error_responses(RequestInvalid),
)
async def update_pricing_settings(
    session: DbSession, _: AdminStaff, body: Annotated[dict[str, Any], Body()]
):
    """Change some pricing settings; the others keep their values. ``dynamic_pricing_enabled``,
    ``exchange_threshold_hours`` and ``exchange_penalty_multiplier`` are the airline
    settings of the same names; unknown names are 422."""
    return _settings_out(await pricing.update_pricing_settings(session, body))
