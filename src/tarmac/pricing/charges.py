"""What a quote charges besides the fare (spec 01 §4.4 rules 6, 10, 11, 12), resolved into
``pricing.engine`` inputs.

- Taxes (rule 6): the taxes in force today (``pricing.taxes``) that apply on each leg, the
  most specific per code and leg; a fixed tax in another currency than the quote's is
  converted per unit (half-up to cents) before it is multiplied.
- Ancillaries (rules 12, 13): the SSR codes requested, checked and priced by
  ``pricing.ssr`` for the outbound leg and its fare; priced in the quote currency.
- Partner (rule 10): ``partner_id`` counts only for an authenticated caller. The key must
  be bound to that partner or to its parent (an agency quoting for a sub-partner);
  otherwise 403. With no partnership in force the discount is not applied and
  ``applied_rules`` says why (``channel_discount_not_applied``).
- Promo (rule 11): ``pricing.promos`` accepts or rejects the code; a fixed promo in another
  currency is converted.
"""

import uuid
from collections.abc import Sequence
from datetime import date, datetime, timedelta
from typing import Any

from sqlalchemy.ext.asyncio import AsyncSession

from tarmac.auth.caller import Caller
from tarmac.cache.reads import ReferenceLoader
from tarmac.partners import partnerships
from tarmac.pricing import engine, promos, ssr, taxes
from tarmac.pricing.conversion import Converter
from tarmac.pricing.errors import NotYourPartner
from tarmac.pricing.legs import LegPlan
from tarmac.pricing.schemas import QuoteRequest
from tarmac.pricing.values import FamilyValue, TaxValue


def tax_scopes(legs: Sequence[LegPlan]) -> tuple[taxes.LegScope, ...]:
    return tuple(taxes.LegScope(leg.name, leg.route.id, leg.origin.country) for leg in legs)


async def taxes_in_force(
    load: ReferenceLoader, scopes: Sequence[taxes.LegScope], today: date
) -> list[TaxValue]:
    """The taxes in force ``today`` that may apply on these legs, from the reference cache."""
    scopes = tuple(scopes)
    return await load(("pricing.taxes", scopes, today), taxes.taxes_in_force, scopes, today)


async def tax_charges(
    found: Sequence[TaxValue],
    legs: Sequence[LegPlan],
    converter: Converter,
    currency: str,
) -> list[engine.TaxCharge]:
    """The taxes of ``found`` charged on ``legs`` (the most specific per code and leg), fixed
    amounts converted per unit into ``currency``."""
    scopes = tax_scopes(legs)
    charges = []
    for tax, leg_names in taxes.assign(found, scopes):
        amount, conversion = tax.amount, None
        if tax.tax_type == "fixed" and tax.currency and tax.currency != currency:
            amount, conversion = await converter.unit(tax.amount, tax.currency, currency)
        first_leg = next(leg for leg in legs if leg.name == leg_names[0])
        charges.append(
            engine.TaxCharge(
                code=tax.code,
                name=tax.name,
                tax_type=tax.tax_type,
                amount=amount,
                applies_to=taxes.effective_applies_to(tax),
                legs=leg_names,
                refundable=tax.refundable,
                jurisdiction=tax.jurisdiction or tax.country or first_leg.origin.country,
                legacy=tax.applies_to is None,
                tax_id=tax.id,
                configured_amount=tax.amount,
                conversion=conversion,
            )
        )
    return charges


async def ancillaries(
    session: AsyncSession,
    request: QuoteRequest,
    leg: LegPlan,
    family: FamilyValue,
    converter: Converter,
    currency: str,
    now: datetime,
) -> tuple[list[engine.Ancillary], datetime | None]:
    """The priced ancillaries of the outbound ``leg`` flown under ``family``, and the last
    moment they may be requested (the earliest of the SSR advance-booking deadlines, rule
    12), or None."""
    wanted = [ssr.Requested(a.code, a.qty, "ancillaries") for a in request.ancillaries]
    wanted += [ssr.Requested(o.offer_id, o.qty, "offers", o.amount, o.name) for o in request.offers]
    if not wanted:
        return [], None
    context = ssr.Context(
        route_id=leg.route.id,
        route_type=leg.route.route_type,
        aircraft_id=leg.flight.aircraft_id if leg.flight else None,
        duration_min=leg.duration_min,
        fare_family_code=family.code,
        airports=frozenset({leg.origin.iata_code, leg.destination.iata_code}),
    )
    checked = await ssr.check_requested(session, wanted, context, departure=leg.departure, now=now)
    result = []
    deadlines = [
        leg.departure - timedelta(hours=offer.service.min_hours_before_departure)
        for _, offer in checked
        if offer.service.min_hours_before_departure is not None
    ]
    for item, offer in checked:
        unit, conversion = await converter.unit(offer.price, offer.currency, currency)
        result.append(
            engine.Ancillary(
                code=item.code,
                name=offer.service.name,
                qty=item.qty,
                unit_price=unit,
                included=offer.status == "included",
                included_reason=offer.included_reason if offer.status == "included" else None,
                source=item.source,
                client_amount=item.client_amount,
                conversion=conversion,
            )
        )
    return result, min(deadlines, default=None)


async def channel(
    load: ReferenceLoader,
    request: QuoteRequest,
    caller: Caller,
    legs: Sequence[LegPlan],
    today: date,
) -> tuple[uuid.UUID | None, engine.ChannelTerms | None, list[dict[str, Any]]]:
    if request.partner_id is None or caller.kind == "anonymous":
        return None, None, []
    if caller.partner_id is None or not await load(
        ("quote.sub-partner", request.partner_id, caller.partner_id),
        partnerships.is_partner_or_sub_partner,
        request.partner_id,
        caller.partner_id,
    ):
        raise NotYourPartner()
    route_ids = tuple(leg.route.id for leg in legs)
    terms = await load(
        ("quote.terms", request.partner_id, route_ids, today),
        partnerships.terms_for,
        request.partner_id,
        route_ids,
        today,
    )
    if terms is None or not terms.partner_active:
        return (
            request.partner_id,
            None,
            [_not_applied("partner_inactive", "The partner is inactive")],
        )
    percent_by_leg = {
        leg.name: terms.by_route[leg.route.id].percent
        for leg in legs
        if leg.route.id in terms.by_route
    }
    if not percent_by_leg:
        return (
            request.partner_id,
            None,
            [_not_applied("no_partnership_in_force", "No partnership in force on this route")],
        )
    used = [terms.by_route[leg.route.id] for leg in legs if leg.route.id in terms.by_route]
    return (
        request.partner_id,
        engine.ChannelTerms(
            name=" / ".join(dict.fromkeys(rate.agreement_name for rate in used)),
            percent_by_leg=percent_by_leg,
            partnership_id=used[0].partnership_id,
            partner_id=request.partner_id,
        ),
        [],
    )


def _not_applied(reason: str, description: str) -> dict[str, Any]:
    return {
        "rule_type": "channel_discount_not_applied",
        "name": "partnership",
        "reason": reason,
        "description": description,
    }


async def promo(
    load: ReferenceLoader,
    request: QuoteRequest,
    legs: Sequence[LegPlan],
    converter: Converter,
    currency: str,
    now: datetime,
) -> tuple[engine.Promo | None, promos.Rejected | None, uuid.UUID | None]:
    if not request.promo_code:
        return None, None, None
    outcome = await promos.evaluate(
        load,
        request.promo_code,
        route_ids={leg.route.id for leg in legs},
        customer_email=request.customer_email,
        now=now,
    )
    if isinstance(outcome, promos.Rejected):
        return None, outcome, None
    promo = outcome.promo
    eligible = tuple(
        leg.name
        for leg in legs
        if outcome.eligible_routes is None or leg.route.id in outcome.eligible_routes
    )
    amount, conversion = promo.amount, None
    if promo.discount_type == "fixed" and promo.currency and promo.currency != currency:
        amount, conversion = await converter.unit(promo.amount, promo.currency, currency)
    return (
        engine.Promo(promo.code, promo.discount_type, amount, eligible, promo.id, conversion),
        None,
        promo.id,
    )
