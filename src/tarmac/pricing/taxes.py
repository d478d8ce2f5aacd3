"""Taxes (spec 01 §2.6 tax metadata, §4.4 rule 6), managed in the back office per route,
per country or for the whole network.

Two shapes are accepted when staff configure taxes:

- v2: ``{code, name?, tax_type, amount, currency?, applies_to, refundable, jurisdiction}``
  with ``applies_to`` = ``per_pax`` | ``per_segment`` | ``per_itinerary``;
- the older ``{name, amount, type}`` (``type`` = ``percentage`` | ``fixed``) without
  ``applies_to``.

Decisions (the spec is silent):

- A fixed tax of the older shape is charged ``per_pax`` (per paid passenger per leg, the
  way the older system charged it); its code is derived from its name (``Airport fee`` ->
  ``AIRPORT_FEE``) and its jurisdiction is the country of the departure airport. Quote
  lines carry ``legacy_shape: true`` and the effective ``applies_to``.
- A country tax applies to legs departing from an airport of that country; a route tax to
  legs on that route; a tax with neither to every leg. When the same code is configured at
  several levels the most specific one wins on a leg (route, then country, then network).
- Taxes in force on today's date (airline time zone) are charged: ``valid_from`` and
  ``valid_to`` are inclusive and open when null. Inactive taxes are never charged.
- A fixed tax in another currency than the quote is converted per unit (half-up to cents)
  with the exchange rates (``content.service.convert``) before it is multiplied.
"""

import re
import uuid
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import date
from typing import Any

from sqlalchemy import and_, delete, or_, select
from sqlalchemy.ext.asyncio import AsyncSession

from tarmac.catalog import service as catalog
from tarmac.core.errors import InvalidRange
from tarmac.db import integrity
from tarmac.db.crud import Records
from tarmac.pricing.errors import CurrencyRequired, InvalidAmount, TaxScope
from tarmac.pricing.quote_models import Tax
from tarmac.pricing.values import TAX, TaxValue

LEGACY_APPLIES_TO = "per_pax"


@dataclass(frozen=True)
class LegScope:
    name: str  # outbound | return
    route_id: uuid.UUID
    country: str  # of the departure airport


def legacy_code(name: str) -> str:
    code = re.sub(r"[^A-Z0-9]+", "_", name.upper()).strip("_")
    return (code or "TAX")[:16]


async def taxes_in_force(
    session: AsyncSession, legs: Sequence[LegScope], on: date
) -> list[TaxValue]:
    """The active taxes in force ``on`` that may apply on ``legs``, as plain values."""
    route_ids = list({leg.route_id for leg in legs})
    countries = list({leg.country for leg in legs})
    statement = (
        select(*TAX.columns)
        .where(
            Tax.is_active,
            or_(Tax.valid_from.is_(None), Tax.valid_from <= on),
            or_(Tax.valid_to.is_(None), Tax.valid_to >= on),
            or_(
                Tax.route_id.in_(route_ids),
                Tax.country.in_(countries),
                and_(Tax.route_id.is_(None), Tax.country.is_(None)),
            ),
        )
        .order_by(Tax.sort_order, Tax.code, Tax.id)
    )
    return [TAX.of(row) for row in (await session.execute(statement)).all()]


def assign(
    taxes: Sequence[TaxValue], legs: Sequence[LegScope]
) -> list[tuple[TaxValue, tuple[str, ...]]]:
    """Each tax with the legs it is charged on (the most specific per code and leg)."""
    chosen: dict[tuple[str, str], tuple[int, TaxValue]] = {}
    for leg in legs:
        for tax in taxes:
            if tax.route_id is not None:
                level = 3 if tax.route_id == leg.route_id else 0
            elif tax.country is not None:
                level = 2 if tax.country == leg.country else 0
            else:
                level = 1
            if level == 0:
                continue
            key = (leg.name, tax.code)
            if key not in chosen or level > chosen[key][0]:
                chosen[key] = (level, tax)
    legs_of: dict[uuid.UUID, list[str]] = {}
    for (leg_name, _), (_, tax) in chosen.items():
        legs_of.setdefault(tax.id, []).append(leg_name)
    order = {leg.name: i for i, leg in enumerate(legs)}
    return [
        (tax, tuple(sorted(legs_of[tax.id], key=order.__getitem__)))
        for tax in taxes
        if tax.id in legs_of
    ]


def effective_applies_to(tax: Tax | TaxValue) -> str:
    if tax.tax_type == "percentage":
        return tax.applies_to or "per_itinerary"
    return tax.applies_to or LEGACY_APPLIES_TO


# --- back office ----------------------------------------------------------------------------


def normalized(data: dict[str, Any]) -> dict[str, Any]:
    """A v2 or older-shape tax as table values."""
    if "type" in data and "tax_type" not in data:  # the older {name, amount, type}
        values = {
            "code": data.get("code") or legacy_code(data["name"]),
            "name": data["name"],
            "tax_type": data["type"],
            "amount": data["amount"],
            "currency": data.get("currency"),
            "applies_to": None,
            "refundable": data.get("refundable", True),
            "jurisdiction": data.get("jurisdiction"),
        }
    else:
        values = {k: v for k, v in data.items() if k != "type"}
        values.setdefault("name", values.get("code"))
    for key in ("route_id", "country", "valid_from", "valid_to", "sort_order", "is_active"):
        if key in data:
            values[key] = data[key]
    return values


def _check(values: dict[str, Any]) -> None:
    if values.get("route_id") is not None and values.get("country") is not None:
        raise TaxScope("a tax is scoped to a route or to a country, not both")
    if values.get("tax_type") == "fixed" and not values.get("currency"):
        raise CurrencyRequired("a fixed tax needs a currency")
    if values.get("tax_type") == "percentage" and values.get("amount", 0) > 100:
        raise InvalidAmount("a percentage tax is at most 100")
    if (
        values.get("valid_from") is not None
        and values.get("valid_to") is not None
        and values["valid_to"] < values["valid_from"]
    ):
        raise InvalidRange("valid_to must not be before valid_from")


class Taxes(Records[Tax]):
    """Taxes in either shape; a route that does not exist is 422."""

    model = Tax
    noun = "tax"
    order_by = (Tax.sort_order, Tax.code)

    async def prepare_create(self, session: AsyncSession, values: dict[str, Any]) -> dict[str, Any]:
        values = normalized(values)
        _check(values)
        return values

    async def prepare_update(
        self, session: AsyncSession, row: Tax, changes: dict[str, Any]
    ) -> dict[str, Any]:
        current = {column.key: getattr(row, column.key) for column in Tax.__table__.columns}
        _check({**current, **changes})
        return changes


taxes = Taxes()


async def replace_scope(
    session: AsyncSession,
    items: Sequence[dict[str, Any]],
    *,
    route_id: uuid.UUID | None = None,
    country: str | None = None,
) -> list[Tax]:
    """Replace every tax of a route (or of a country) by ``items`` (either shape)."""
    if route_id is not None:
        await catalog.routes.get(session, route_id)
    scope = Tax.route_id == route_id if route_id is not None else Tax.country == country
    await session.execute(delete(Tax).where(scope))
    created = []
    for position, item in enumerate(items):
        values = normalized({**item, "route_id": route_id, "country": country})
        values.setdefault("sort_order", position)
        _check(values)
        tax = Tax(**values)
        session.add(tax)
        created.append(tax)
    await integrity.flush(session)
    return created
