"""The pricing part of the demo world (DESIGN "The demo world"): the spec's SSR catalog
(active and deactivated codes), taxes of both shapes, seat zone prices, a few availability
rules, promo codes and a partnership for every top-level partner. Prices in KGS.

``load(session)`` is idempotent: what exists (by code, or the partner's agreement name) is
left alone. The demo loader calls it after the catalog and the partners exist.
"""

from datetime import date, timedelta
from decimal import Decimal

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from tarmac.core import clock
from tarmac.partners.models import Partner, Partnership
from tarmac.pricing import service as pricing
from tarmac.pricing.quote_models import PromoCode, SeatZonePrice, SsrAvailabilityRule, Tax

CURRENCY = "KGS"
AGREEMENT = "Demo agency agreement"

TAXES = [
    # v2 shape
    dict(code="AIRPORT_KG", name="Airport charge (Kyrgyzstan)", tax_type="fixed",
         amount=Decimal(300), currency=CURRENCY, applies_to="per_pax", refundable=True,
         jurisdiction="KG", country="KG"),
    dict(code="YQ", name="Fuel surcharge", tax_type="fixed", amount=Decimal(500),
         currency=CURRENCY, applies_to="per_segment", refundable=False, jurisdiction="KG"),
    dict(code="BOOK_FEE", name="Booking fee", tax_type="fixed", amount=Decimal(200),
         currency=CURRENCY, applies_to="per_itinerary", refundable=False, jurisdiction="KG"),
    dict(code="VAT", name="VAT 12 %", tax_type="percentage", amount=Decimal(12),
         currency=None, applies_to="per_itinerary", refundable=True, jurisdiction="KG",
         country="KG"),
    # the older shape {name, amount, type}: no applies_to
    dict(code="SECURITY_FEE", name="Security fee", tax_type="fixed", amount=Decimal(150),
         currency=CURRENCY, applies_to=None, refundable=True, jurisdiction=None),
]  # fmt: skip
SEAT_ZONES = [
    ("STD", "Standard", Decimal(0), True, 0),
    ("XL", "Extra legroom (exit row)", Decimal(1500), False, 1),
    ("FRONT", "Front rows", Decimal(800), False, 2),
]
RULES = [
    dict(ssr_code="LOUG", name="Lounge included in BUSINESS", action="included",
         fare_family_code="BUSINESS", included_reason="Included in BUSINESS fares"),
    dict(ssr_code="PETC", name="Pets in the cabin on domestic flights only",
         action="restricted", route_type="international"),
    dict(ssr_code="MEAL", name="Hot meal included on long flights", action="included",
         min_duration_min=150, included_reason="Flights of 2.5 hours or more"),
    dict(ssr_code="UMNR", name="Unaccompanied minors: 2 per flight", action="available",
         max_per_flight=2),
]  # fmt: skip


async def load(session: AsyncSession) -> None:  # noqa: C901
    await pricing.seed_ssr_catalog(session, CURRENCY)
    await session.flush()
    if await session.scalar(select(Tax.id).limit(1)) is None:
        for values in TAXES:
            session.add(Tax(**values))
    if await session.scalar(select(SeatZonePrice.id).limit(1)) is None:
        for code, name, price, included, order in SEAT_ZONES:
            session.add(
                SeatZonePrice(
                    zone_code=code,
                    zone_name=name,
                    price=price,
                    currency=CURRENCY,
                    is_included=included,
                    sort_order=order,
                )
            )
    if await session.scalar(select(SsrAvailabilityRule.id).limit(1)) is None:
        for values in RULES:
            session.add(SsrAvailabilityRule(**values))
    now = clock.now()
    promos = {
        "WELCOME10": dict(
            description="10 % off the fare, once per customer",
            discount_type="percentage",
            amount=Decimal(10),
            max_uses_per_customer=1,
        ),
        "OSH500": dict(
            description="500 KGS off",
            discount_type="fixed",
            amount=Decimal(500),
            currency=CURRENCY,
            max_uses=1000,
            valid_to=now + timedelta(days=90),
        ),
        "SPRING2025": dict(
            description="An expired campaign",
            discount_type="percentage",
            amount=Decimal(15),
            valid_to=now - timedelta(days=30),
        ),
    }
    existing = set(
        (await session.scalars(select(PromoCode.code).where(PromoCode.code.in_(promos)))).all()
    )
    for code, values in promos.items():
        if code not in existing:
            session.add(PromoCode(code=code, **values))
    partners = (await session.scalars(select(Partner.id).where(Partner.parent_id.is_(None)))).all()
    covered = set(
        (
            await session.scalars(
                select(Partnership.partner_id).where(Partnership.agreement_name == AGREEMENT)
            )
        ).all()
    )
    for partner_id in partners:
        if partner_id not in covered:
            session.add(
                Partnership(
                    partner_id=partner_id,
                    agreement_name=AGREEMENT,
                    effective_date=date(2026, 1, 1),
                    discount_percent=Decimal(5),
                    notes="5 % channel discount on every route",
                )
            )
    await session.flush()
