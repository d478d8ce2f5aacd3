"""What a pricing renders: the quote response body (spec 01 §2.6, without the quote's id
and times, which each issuance adds) and the resolution booking creation reads instead of
pricing again (``pricing.service.QuoteForBooking``).

``fare_resolution.fare_id`` is the fare price of the first paid passenger type requested
(usually the adult); ``fare_rules`` has one entry per leg, for that price's rule (its own,
else the plan's). ``pax_count`` counts every passenger, lap infants included. With
``target_currency`` the body is in that currency and ``fare_currency``/``exchange_rate``
say from what and at which rate (``exchange_rate`` null without a conversion).
"""

import uuid
from collections.abc import Sequence
from decimal import Decimal
from typing import Any

from tarmac.core import clock
from tarmac.core.money import fmt, number
from tarmac.pricing import dynamic, engine, passengers, promos, rules
from tarmac.pricing.fare_choice import Choice
from tarmac.pricing.schemas import QuoteRequest


def _leg_resolution(choice: Choice) -> dict[str, Any]:
    option = choice.option
    return {
        "fare_id": str(choice.fare_id) if choice.fare_id else None,
        "fare_plan_id": str(option.plan.id),
        "fare_rule_id": str(choice.fare_rule.id),
        "fare_family_id": str(option.family.id),
        "fare_family_code": option.family.code,
        "booking_class": option.plan.booking_class,
        "cabin": option.plan.cabin,
        "route_id": str(choice.leg.route.id),
        "flight_id": str(choice.leg.flight.id) if choice.leg.flight else None,
        "departure_date": choice.leg.day.isoformat(),
        "prices_by_type": {
            t: (str(v) if v else None) for t, v in choice.passengers.prices_by_type.items()
        },
    }


def body(
    *,
    request: QuoteRequest,
    priced: engine.Priced,
    choices: Sequence[Choice],
    pax: Sequence[tuple[str, int]],
    settings: dynamic.Settings,
    channel: str,
    partner_id: uuid.UUID | None,
    fare_currency: str,
    exchange_rate: Decimal | None,
) -> dict[str, Any]:
    outbound = choices[0]
    back = choices[1] if len(choices) > 1 else None
    resolution = _leg_resolution(outbound)
    resolution["return"] = _leg_resolution(back) if back else None
    segment_prices = priced.segment_prices
    return {
        "currency": priced.currency,
        "channel": channel,
        "partner_id": str(partner_id) if partner_id else None,
        "gross": fmt(priced.gross),
        "channel_discount": fmt(priced.channel_discount),
        "commission_amount": fmt(priced.commission_amount),
        "net": fmt(priced.net),
        "round_trip": back is not None,
        "segment_prices": [fmt(p) for p in segment_prices] if segment_prices else None,
        "line_items": [line.as_json() for line in priced.lines],
        "applied_rules": priced.applied_rules,
        "fare_rules": [
            rules.fare_rules_entry(
                c.leg.name,
                c.fare_rule,
                c.option.family,
                settings.airline,
            )
            for c in choices
        ],
        "fare_class": outbound.option.plan.booking_class,
        "fare_family_id": str(outbound.option.family.id),
        "flight_id": str(outbound.leg.flight.id) if outbound.leg.flight else None,
        "return_flight_id": str(back.leg.flight.id) if back and back.leg.flight else None,
        "route_id": str(outbound.leg.route.id),
        "return_route_id": str(back.leg.route.id) if back else None,
        "departure_date": outbound.leg.day.isoformat(),
        "return_date": back.leg.day.isoformat() if back else None,
        "pax_count": sum(c for _, c in pax),
        "pax": [{"type": t, "code": passengers.CODE_OF[t], "count": c} for t, c in pax],
        "fare_resolution": resolution,
        "promo_code": promos.normalise_code(request.promo_code) if request.promo_code else None,
        "fare_currency": fare_currency,
        "exchange_rate": number(exchange_rate) if exchange_rate is not None else None,
    }


def resolution(
    choices: Sequence[Choice],
    pax: Sequence[tuple[str, int]],
    priced: engine.Priced,
    fare_priced: engine.Priced,
    ancillaries: Sequence[engine.Ancillary],
    promo: engine.Promo | None,
    partner_id: uuid.UUID | None,
) -> dict[str, Any]:
    """What booking creation needs, without re-pricing."""
    return {
        "legs": [
            {
                **_leg_resolution(c),
                "leg": c.leg.name,
                "currency": c.currency,
                "scheduled_departure": clock.iso(c.leg.departure),
                "passengers": [
                    {
                        "passenger_type": f.passenger_type,
                        "count": f.count,
                        "fare_price_id": str(f.fare_price_id) if f.fare_price_id else None,
                        "fare_rule_id": str(f.fare_rule_id) if f.fare_rule_id else None,
                        "unit_price": fmt(f.base),
                    }
                    for f in c.passengers.fares
                ],
            }
            for c in choices
        ],
        "pax": [{"type": t, "count": c} for t, c in pax],
        "ancillaries": [
            {
                "code": a.code,
                "name": a.name,
                "qty": a.qty,
                "unit_price": fmt(a.unit_price if not a.included else Decimal(0)),
                "included": a.included,
                "source": a.source,
            }
            for a in ancillaries
        ],
        "partner_id": str(partner_id) if partner_id else None,
        "commission_amount": fmt(priced.commission_amount),
        "promo_code_id": str(promo.promo_id) if promo and promo.promo_id else None,
        "promo_code": promo.code if promo else None,
        "currency": priced.currency,
        "net": fmt(priced.net),
        "fare_currency": fare_priced.currency,
        "fare_net": fmt(fare_priced.net),
    }
