"""Rows of the quote service for tests (taxes, promos, partnerships, SSR, seat zones,
settings). Each helper flushes; the test commits (``await db.commit()``) when ready."""

import uuid
from datetime import date
from decimal import Decimal
from typing import Any

from sqlalchemy.ext.asyncio import AsyncSession

from tarmac.partners.models import Partnership, PartnershipRoute
from tarmac.pricing import dynamic, ssr
from tarmac.pricing.quote_models import (
    PromoCode,
    SeatZonePrice,
    SsrAvailabilityRule,
    SsrService,
    Tax,
)
from tarmac.settings import service as airline_settings


async def create_tax(
    db: AsyncSession,
    code: str,
    amount: str,
    *,
    tax_type: str = "fixed",
    applies_to: str | None = "per_pax",
    currency: str | None = "USD",
    **kwargs: Any,
) -> Tax:
    tax = Tax(
        code=code,
        name=kwargs.pop("name", f"Tax {code}"),
        tax_type=tax_type,
        amount=Decimal(amount),
        currency=currency if tax_type == "fixed" else kwargs.pop("percent_currency", None),
        applies_to=applies_to,
        **kwargs,
    )
    db.add(tax)
    await db.flush()
    return tax


async def create_promo(
    db: AsyncSession,
    code: str,
    amount: str,
    *,
    discount_type: str = "percentage",
    currency: str | None = None,
    **kwargs: Any,
) -> PromoCode:
    promo = PromoCode(
        code=code.upper(),
        discount_type=discount_type,
        amount=Decimal(amount),
        currency=currency,
        **kwargs,
    )
    db.add(promo)
    await db.flush()
    return promo


async def create_partnership(
    db: AsyncSession,
    partner_id: uuid.UUID,
    percent: str,
    *,
    name: str = "Agency agreement",
    effective: date | None = None,
    expires: date | None = None,
    routes: dict[uuid.UUID, str | None] | None = None,
    is_active: bool = True,
) -> Partnership:
    partnership = Partnership(
        partner_id=partner_id,
        agreement_name=name,
        effective_date=effective or date(2020, 1, 1),
        expiration_date=expires,
        discount_percent=Decimal(percent),
        is_active=is_active,
    )
    db.add(partnership)
    await db.flush()
    for route_id, special in (routes or {}).items():
        db.add(
            PartnershipRoute(
                partnership_id=partnership.id,
                route_id=route_id,
                special_rate_percent=Decimal(special) if special is not None else None,
            )
        )
    await db.flush()
    return partnership


async def seed_ssr(db: AsyncSession, currency: str = "USD") -> None:
    await ssr.seed_catalog(db, currency)
    await db.flush()


async def create_ssr(db: AsyncSession, code: str, price: str, **kwargs: Any) -> SsrService:
    service = SsrService(
        code=code,
        name=kwargs.pop("name", f"Service {code}"),
        category=kwargs.pop("category", "other"),
        default_price=Decimal(price),
        currency=kwargs.pop("currency", "USD"),
        **kwargs,
    )
    db.add(service)
    await db.flush()
    return service


async def create_ssr_rule(
    db: AsyncSession, code: str, action: str, *, name: str | None = None, **kwargs: Any
) -> SsrAvailabilityRule:
    if "price" in kwargs and kwargs["price"] is not None:
        kwargs["price"] = Decimal(kwargs["price"])
    rule = SsrAvailabilityRule(
        ssr_code=code, name=name or f"{action} {code}", action=action, **kwargs
    )
    db.add(rule)
    await db.flush()
    return rule


async def create_zone_price(
    db: AsyncSession, zone: str, price: str, *, currency: str = "USD", **kwargs: Any
) -> SeatZonePrice:
    row = SeatZonePrice(
        zone_code=zone,
        zone_name=kwargs.pop(
            "zone_name", {"STD": "Standard", "XL": "Extra legroom", "FRONT": "Front"}[zone]
        ),
        price=Decimal(price),
        currency=currency,
        **kwargs,
    )
    db.add(row)
    await db.flush()
    return row


async def set_airline(db: AsyncSession, **changes: Any) -> None:
    await airline_settings.update(db, changes)
    await db.commit()


async def set_pricing(db: AsyncSession, **changes: Any) -> None:
    await dynamic.update_pricing_settings(db, changes)
    await db.commit()
