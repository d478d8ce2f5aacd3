"""Back office: taxes, promo codes, partnerships, SSR catalog and availability rules, seat
price zones and pricing settings (staff token with ``admin``). HTTP only; the rules are in
``tarmac.pricing`` and ``tarmac.partners.partnerships``."""

import uuid
from typing import Annotated, Any

from fastapi import Body, Path, Query, Response
from sqlalchemy import select

from tarmac.admin import pricing_schemas as s
from tarmac.admin.common import admin_router
from tarmac.auth.caller import AdminStaff
from tarmac.catalog.models import Route
from tarmac.core.errors import Conflict, NotFound, ValidationFailed, error_responses
from tarmac.db.session import DbSession
from tarmac.partners import partnerships
from tarmac.partners.models import Partnership
from tarmac.pricing import dynamic, promos, seat_zones, ssr, taxes

router = admin_router("admin: pricing")
WRITE_ERRORS = error_responses(ValidationFailed)
ONE_ERRORS = error_responses(NotFound, ValidationFailed)


# --- taxes ------------------------------------------------------------------------------


@router.get("/taxes", response_model=list[s.TaxOut])
async def list_taxes(
    session: DbSession,
    _: AdminStaff,
    route_id: uuid.UUID | None = None,
    country: Annotated[str | None, Query(pattern=r"^[A-Za-z]{2}$")] = None,
    is_active: bool | None = None,
):
    return await taxes.list_taxes(
        session,
        route_id=route_id,
        country=country.upper() if country else None,
        is_active=is_active,
    )


@router.post("/taxes", response_model=s.TaxOut, status_code=201, responses=WRITE_ERRORS)
async def create_tax(body: s.TaxIn | s.LegacyTaxIn, session: DbSession, _: AdminStaff):
    """A tax in the v2 shape (``tax_type``, ``applies_to``, ...) or the older ``{name,
    amount, type}``; scoped to ``route_id``, to ``country`` (legs departing from it), or to
    the whole network."""
    return await taxes.create_tax(session, body.model_dump(exclude_none=True))


@router.put("/taxes/routes/{route_id}", response_model=list[s.TaxOut], responses=ONE_ERRORS)
async def replace_route_taxes(
    route_id: uuid.UUID, body: list[s.ScopedTaxIn], session: DbSession, _: AdminStaff
):
    """Replace every tax of a route (either shape per item)."""
    return await taxes.replace_scope(session, [i.values() for i in body], route_id=route_id)


@router.put("/taxes/countries/{country}", response_model=list[s.TaxOut], responses=WRITE_ERRORS)
async def replace_country_taxes(
    country: Annotated[str, Path(pattern=r"^[A-Za-z]{2}$")],
    body: list[s.ScopedTaxIn],
    session: DbSession,
    _: AdminStaff,
):
    """Replace every tax of a country (charged on legs departing from it)."""
    return await taxes.replace_scope(session, [i.values() for i in body], country=country.upper())


@router.get("/taxes/{tax_id}", response_model=s.TaxOut, responses=error_responses(NotFound))
async def get_tax(tax_id: uuid.UUID, session: DbSession, _: AdminStaff):
    return await taxes.get_tax(session, tax_id)


@router.patch("/taxes/{tax_id}", response_model=s.TaxOut, responses=ONE_ERRORS)
async def update_tax(tax_id: uuid.UUID, body: s.TaxPatch, session: DbSession, _: AdminStaff):
    return await taxes.update_tax(session, tax_id, body.model_dump(exclude_unset=True))


@router.delete("/taxes/{tax_id}", status_code=204, responses=error_responses(NotFound))
async def delete_tax(tax_id: uuid.UUID, session: DbSession, _: AdminStaff):
    await taxes.delete_tax(session, tax_id)
    return Response(status_code=204)


# --- promo codes --------------------------------------------------------------------------


async def _promo_out(session, rows) -> list[s.PromoOut]:
    uses = await promos.usage(session, [row.id for row in rows])
    return [
        s.PromoOut.model_validate(row).model_copy(update={"uses": uses[row.id]}) for row in rows
    ]


async def _check_routes(session, route_ids: list[uuid.UUID] | None) -> None:
    if not route_ids:
        return
    known = set((await session.scalars(select(Route.id).where(Route.id.in_(route_ids)))).all())
    missing = [str(r) for r in route_ids if r not in known]
    if missing:
        raise ValidationFailed("unknown route_ids: " + ", ".join(missing))


@router.get("/promo-codes", response_model=list[s.PromoOut])
async def list_promo_codes(session: DbSession, _: AdminStaff, is_active: bool | None = None):
    return await _promo_out(session, await promos.list_promos(session, is_active))


@router.post(
    "/promo-codes",
    response_model=s.PromoOut,
    status_code=201,
    responses=error_responses(ValidationFailed, Conflict),
)
async def create_promo_code(body: s.PromoIn, session: DbSession, _: AdminStaff):
    await _check_routes(session, body.route_ids)
    promo = await promos.create_promo(session, body.model_dump())
    return (await _promo_out(session, [promo]))[0]


@router.get(
    "/promo-codes/{promo_id}", response_model=s.PromoOut, responses=error_responses(NotFound)
)
async def get_promo_code(promo_id: uuid.UUID, session: DbSession, _: AdminStaff):
    return (await _promo_out(session, [await promos.get_promo(session, promo_id)]))[0]


@router.patch(
    "/promo-codes/{promo_id}",
    response_model=s.PromoOut,
    responses=error_responses(NotFound, ValidationFailed, Conflict),
)
async def update_promo_code(
    promo_id: uuid.UUID, body: s.PromoPatch, session: DbSession, _: AdminStaff
):
    changes = body.model_dump(exclude_unset=True)
    await _check_routes(session, changes.get("route_ids"))
    promo = await promos.update_promo(session, promo_id, changes)
    return (await _promo_out(session, [promo]))[0]


@router.delete("/promo-codes/{promo_id}", status_code=204, responses=error_responses(NotFound))
async def delete_promo_code(promo_id: uuid.UUID, session: DbSession, _: AdminStaff):
    await promos.delete_promo(session, promo_id)
    return Response(status_code=204)


# --- partnerships -------------------------------------------------------------------------


async def _partnership_out(session, rows: list[Partnership]) -> list[s.PartnershipOut]:
    routes = await partnerships.routes_of(session, [row.id for row in rows])
    return [
        s.PartnershipOut(
            id=row.id,
            partner_id=row.partner_id,
            agreement_name=row.agreement_name,
            effective_date=row.effective_date,
            expiration_date=row.expiration_date,
            discount_percent=float(row.discount_percent),
            notes=row.notes,
            is_active=row.is_active,
            routes=[s.PartnershipRouteOut.model_validate(r) for r in routes[row.id]],
            created_at=row.created_at,
        )
        for row in rows
    ]


@router.get("/partnerships", response_model=list[s.PartnershipOut], tags=["admin: partners"])
async def list_partnerships(session: DbSession, _: AdminStaff, partner_id: uuid.UUID | None = None):
    return await _partnership_out(
        session, await partnerships.list_partnerships(session, partner_id)
    )


@router.post(
    "/partnerships",
    response_model=s.PartnershipOut,
    status_code=201,
    tags=["admin: partners"],
    responses=WRITE_ERRORS,
)
async def create_partnership(body: s.PartnershipIn, session: DbSession, _: AdminStaff):
    """An agreement giving the partner's authenticated quotes a channel discount of
    ``discount_percent`` of the fare; attached routes limit it to them (each at its
    ``special_rate_percent`` when set)."""
    data = body.model_dump(exclude={"routes"})
    row = await partnerships.create_partnership(
        session, data, [r.model_dump() for r in body.routes]
    )
    return (await _partnership_out(session, [row]))[0]


@router.get(
    "/partnerships/{partnership_id}",
    response_model=s.PartnershipOut,
    tags=["admin: partners"],
    responses=error_responses(NotFound),
)
async def get_partnership(partnership_id: uuid.UUID, session: DbSession, _: AdminStaff):
    row = await partnerships.get_partnership(session, partnership_id)
    return (await _partnership_out(session, [row]))[0]


@router.patch(
    "/partnerships/{partnership_id}",
    response_model=s.PartnershipOut,
    tags=["admin: partners"],
    responses=ONE_ERRORS,
)
async def update_partnership(
    partnership_id: uuid.UUID, body: s.PartnershipPatch, session: DbSession, _: AdminStaff
):
    """Change an agreement; ``routes`` (when given) replaces the attached routes."""
    changes = body.model_dump(exclude_unset=True, exclude={"routes"})
    routes = None if body.routes is None else [r.model_dump() for r in body.routes]
    row = await partnerships.update_partnership(session, partnership_id, changes, routes)
    return (await _partnership_out(session, [row]))[0]


@router.delete(
    "/partnerships/{partnership_id}",
    status_code=204,
    tags=["admin: partners"],
    responses=error_responses(NotFound),
)
async def delete_partnership(partnership_id: uuid.UUID, session: DbSession, _: AdminStaff):
    await partnerships.delete_partnership(session, partnership_id)
    return Response(status_code=204)


# --- SSR catalog and availability rules ---------------------------------------------------


@router.get("/ssr-services", response_model=list[s.SsrServiceAdminOut])
async def list_ssr_services(
    session: DbSession,
    _: AdminStaff,
    category: s.SsrCategory | None = None,
    is_active: bool | None = None,
):
    return await ssr.list_services(session, category=category, is_active=is_active)


@router.post(
    "/ssr-services",
    response_model=s.SsrServiceAdminOut,
    status_code=201,
    responses=error_responses(ValidationFailed, Conflict),
)
async def create_ssr_service(body: s.SsrServiceIn, session: DbSession, _: AdminStaff):
    return await ssr.create_service(session, body.model_dump())


@router.post("/ssr-services/load-standard", response_model=s.SsrSeedOut)
async def load_standard_ssr_catalog(
    session: DbSession,
    _: AdminStaff,
    currency: Annotated[str, Query(pattern=r"^[A-Za-z]{3}$")] = "KGS",
):
    """Add the spec's SSR catalog (active and deactivated codes) with default prices in
    ``currency``; codes that exist are left as they are."""
    return s.SsrSeedOut(added=await ssr.seed_catalog(session, currency.upper()))


@router.get(
    "/ssr-services/{code}",
    response_model=s.SsrServiceAdminOut,
    responses=error_responses(NotFound),
)
async def get_ssr_service(code: str, session: DbSession, _: AdminStaff):
    return await ssr.get_service(session, code[:8])


@router.patch("/ssr-services/{code}", response_model=s.SsrServiceAdminOut, responses=ONE_ERRORS)
async def update_ssr_service(code: str, body: s.SsrServicePatch, session: DbSession, _: AdminStaff):
    """Change an entry (deactivate with ``is_active: false``; codes are never deleted, old
    bookings refer to them)."""
    return await ssr.update_service(session, code[:8], body.model_dump(exclude_unset=True))


@router.get("/ssr-availability-rules", response_model=list[s.SsrRuleOut])
async def list_ssr_rules(
    session: DbSession,
    _: AdminStaff,
    ssr_code: Annotated[str | None, Query(max_length=8)] = None,
):
    return await ssr.list_rules(session, ssr_code)


@router.post(
    "/ssr-availability-rules",
    response_model=s.SsrRuleOut,
    status_code=201,
    responses=WRITE_ERRORS,
)
async def create_ssr_rule(body: s.SsrRuleIn, session: DbSession, _: AdminStaff):
    return await ssr.create_rule(session, body.model_dump())


@router.get(
    "/ssr-availability-rules/{rule_id}",
    response_model=s.SsrRuleOut,
    responses=error_responses(NotFound),
)
async def get_ssr_rule(rule_id: uuid.UUID, session: DbSession, _: AdminStaff):
    return await ssr.get_rule(session, rule_id)


@router.patch(
    "/ssr-availability-rules/{rule_id}", response_model=s.SsrRuleOut, responses=ONE_ERRORS
)
async def update_ssr_rule(
    rule_id: uuid.UUID, body: s.SsrRulePatch, session: DbSession, _: AdminStaff
):
    return await ssr.update_rule(session, rule_id, body.model_dump(exclude_unset=True))


@router.delete(
    "/ssr-availability-rules/{rule_id}", status_code=204, responses=error_responses(NotFound)
)
async def delete_ssr_rule(rule_id: uuid.UUID, session: DbSession, _: AdminStaff):
    await ssr.delete_rule(session, rule_id)
    return Response(status_code=204)


# --- seat zones -----------------------------------------------------------------------------


@router.get("/seat-zone-prices", response_model=list[s.SeatZoneAdminOut])
async def list_seat_zone_prices(
    session: DbSession, _: AdminStaff, fare_rule_id: uuid.UUID | None = None
):
    return await seat_zones.list_zone_prices(session, fare_rule_id)


@router.post(
    "/seat-zone-prices",
    response_model=s.SeatZoneAdminOut,
    status_code=201,
    responses=error_responses(ValidationFailed, Conflict),
)
async def create_seat_zone_price(body: s.SeatZoneIn, session: DbSession, _: AdminStaff):
    """The price of a zone for every fare (``fare_rule_id`` null) or for one fare rule."""
    return await seat_zones.create_zone_price(session, body.model_dump())


@router.patch(
    "/seat-zone-prices/{zone_price_id}",
    response_model=s.SeatZoneAdminOut,
    responses=error_responses(NotFound, ValidationFailed, Conflict),
)
async def update_seat_zone_price(
    zone_price_id: uuid.UUID, body: s.SeatZonePatch, session: DbSession, _: AdminStaff
):
    return await seat_zones.update_zone_price(
        session, zone_price_id, body.model_dump(exclude_unset=True)
    )


@router.delete(
    "/seat-zone-prices/{zone_price_id}", status_code=204, responses=error_responses(NotFound)
)
async def delete_seat_zone_price(zone_price_id: uuid.UUID, session: DbSession, _: AdminStaff):
    await seat_zones.delete_zone_price(session, zone_price_id)
    return Response(status_code=204)


# --- pricing settings -----------------------------------------------------------------------


def _settings_out(settings: dynamic.Settings) -> s.PricingSettingsOut:
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
    return _settings_out(await dynamic.load(session))


@router.patch("/pricing-settings", response_model=s.PricingSettingsOut, responses=WRITE_ERRORS)
async def update_pricing_settings(
    session: DbSession, _: AdminStaff, body: Annotated[dict[str, Any], Body()]
):
    """Change some pricing settings; the others keep their values. ``dynamic_pricing_enabled``,
    ``exchange_threshold_hours`` and ``exchange_penalty_multiplier`` are the airline
    settings of the same names; unknown names are 422."""
    return _settings_out(await dynamic.update_pricing_settings(session, body))
