"""Partnerships (spec 01 §2.12) and the channel discount they give quotes (§4.4 rule 10).

Decisions (the spec names the fields, not the rules):

- A partnership is in force on a date when it is active and ``effective_date <= date <=
  expiration_date`` (an open end when null); the date is today in the airline's time zone.
- Without attached routes it applies on every route at ``discount_percent``; with attached
  routes, only on those, each at its ``special_rate_percent`` when set. When several
  partnerships of a partner are in force, a route's special rate wins, then the
  partnership that took effect last.
- A sub-partner without a partnership in force uses its parent's.
- The discount is a percentage of the fare (base fares after dynamic multipliers), rounded
  half-up per leg; ``commission_amount`` of the quote is its absolute value.
"""

import uuid
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from datetime import date
from decimal import Decimal
from typing import Any

from sqlalchemy import delete, or_, select
from sqlalchemy.ext.asyncio import AsyncSession

from tarmac.catalog import service as catalog
from tarmac.core.errors import InvalidRange, UnknownReference
from tarmac.db import integrity
from tarmac.db.crud import Records
from tarmac.partners.errors import RouteAttachedTwice
from tarmac.partners.models import Partner, Partnership, PartnershipRoute


@dataclass(frozen=True)
class RouteRate:
    partnership_id: uuid.UUID
    agreement_name: str
    percent: Decimal


@dataclass(frozen=True)
class PartnerTerms:
    """The channel discount of one partner on some routes (routes without one: absent)."""

    partner_id: uuid.UUID
    partner_active: bool
    by_route: dict[uuid.UUID, RouteRate]

    @property
    def names(self) -> list[str]:
        return sorted({rate.agreement_name for rate in self.by_route.values()})


async def terms_for(
    session: AsyncSession, partner_id: uuid.UUID, route_ids: Sequence[uuid.UUID], on: date
) -> PartnerTerms | None:
    """The partner's discount on each of ``route_ids`` on ``on``; ``None`` when the partner
    does not exist. Two queries: the partner (and its parent), the partnerships in force."""
    rows = (
        await session.execute(
            select(Partner.id, Partner.parent_id, Partner.is_active).where(Partner.id == partner_id)
        )
    ).first()
    if rows is None:
        return None
    _, parent_id, is_active = rows
    owners = [partner_id] if parent_id is None else [partner_id, parent_id]
    found = (
        await session.execute(
            select(Partnership, PartnershipRoute.route_id, PartnershipRoute.special_rate_percent)
            .outerjoin(PartnershipRoute, PartnershipRoute.partnership_id == Partnership.id)
            .where(
                Partnership.partner_id.in_(owners),
                Partnership.is_active,
                Partnership.effective_date <= on,
                or_(Partnership.expiration_date.is_(None), Partnership.expiration_date >= on),
            )
        )
    ).all()
    own = [row for row in found if row[0].partner_id == partner_id]
    chosen = own or [row for row in found if row[0].partner_id == parent_id]
    agreements: dict[uuid.UUID, tuple[Partnership, dict[uuid.UUID, Decimal | None]]] = {}
    for partnership, attached_route, special in chosen:
        entry = agreements.setdefault(partnership.id, (partnership, {}))
        if attached_route is not None:
            entry[1][attached_route] = special
    by_route: dict[uuid.UUID, RouteRate] = {}
    for route_id in route_ids:
        best: tuple[tuple[bool, date, str], RouteRate] | None = None
        for partnership, attached in agreements.values():
            if attached and route_id not in attached:
                continue
            special = attached.get(route_id)
            percent = special if special is not None else partnership.discount_percent
            rank = (special is not None, partnership.effective_date, str(partnership.id))
            if best is None or rank > best[0]:
                best = (rank, RouteRate(partnership.id, partnership.agreement_name, percent))
        if best is not None:
            by_route[route_id] = best[1]
    return PartnerTerms(partner_id, is_active, by_route)


async def in_force_for(
    session: AsyncSession, partner_id: uuid.UUID, on: date
) -> list[tuple[Partnership, list[tuple[uuid.UUID, Decimal | None]]]]:
    """The partner's own agreements in force on ``on``, each with its attached routes and
    their special rates, the latest in effect first."""
    rows = (
        await session.execute(
            select(Partnership, PartnershipRoute.route_id, PartnershipRoute.special_rate_percent)
            .outerjoin(PartnershipRoute, PartnershipRoute.partnership_id == Partnership.id)
            .where(
                Partnership.partner_id == partner_id,
                Partnership.is_active,
                Partnership.effective_date <= on,
                or_(Partnership.expiration_date.is_(None), Partnership.expiration_date >= on),
            )
            .order_by(Partnership.effective_date.desc(), Partnership.created_at.desc())
        )
    ).all()
    agreements: dict[uuid.UUID, tuple[Partnership, list[tuple[uuid.UUID, Decimal | None]]]] = {}
    for partnership, route_id, special in rows:
        entry = agreements.setdefault(partnership.id, (partnership, []))
        if route_id is not None:
            entry[1].append((route_id, special))
    return list(agreements.values())


async def is_partner_or_sub_partner(
    session: AsyncSession, partner_id: uuid.UUID, owner_id: uuid.UUID
) -> bool:
    if partner_id == owner_id:
        return True
    parent = await session.scalar(select(Partner.parent_id).where(Partner.id == partner_id))
    return parent == owner_id


# --- back office ----------------------------------------------------------------------------


def _check_dates(effective: date, expiration: date | None) -> None:
    if expiration is not None and expiration < effective:
        raise InvalidRange("expiration_date must not be before effective_date")


class Partnerships(Records[Partnership]):
    """The partner must exist (422). ``routes`` (a list of ``{route_id,
    special_rate_percent}``) replaces the attached routes when given."""

    model = Partnership
    noun = "partnership"
    order_by = (Partnership.effective_date.desc(),)

    async def prepare_create(self, session: AsyncSession, values: dict[str, Any]) -> dict[str, Any]:
        _check_dates(values["effective_date"], values.get("expiration_date"))
        return values

    async def prepare_update(
        self, session: AsyncSession, row: Partnership, changes: dict[str, Any]
    ) -> dict[str, Any]:
        _check_dates(
            changes.get("effective_date", row.effective_date),
            changes.get("expiration_date", row.expiration_date),
        )
        return changes

    async def create(self, session: AsyncSession, values: Mapping[str, Any]) -> Partnership:
        fields = dict(values)
        routes = fields.pop("routes", [])
        partnership = await super().create(session, fields)
        await _replace_routes(session, partnership.id, routes)
        return partnership

    async def update(
        self, session: AsyncSession, key: Any, changes: Mapping[str, Any]
    ) -> Partnership:
        fields = dict(changes)
        routes = fields.pop("routes", None)
        partnership = await super().update(session, key, fields)
        if routes is not None:
            await _replace_routes(session, partnership.id, routes)
        return partnership


partnerships = Partnerships()


async def routes_of(
    session: AsyncSession, partnership_ids: Sequence[uuid.UUID]
) -> dict[uuid.UUID, list[PartnershipRoute]]:
    rows = await session.scalars(
        select(PartnershipRoute)
        .where(PartnershipRoute.partnership_id.in_(partnership_ids))
        .order_by(PartnershipRoute.created_at, PartnershipRoute.id)
    )
    result: dict[uuid.UUID, list[PartnershipRoute]] = {pid: [] for pid in partnership_ids}
    for row in rows:
        result[row.partnership_id].append(row)
    return result


async def _replace_routes(
    session: AsyncSession, partnership_id: uuid.UUID, routes: Sequence[dict[str, Any]]
) -> None:
    await session.execute(
        delete(PartnershipRoute).where(PartnershipRoute.partnership_id == partnership_id)
    )
    wanted = [item["route_id"] for item in routes]
    if len(set(wanted)) != len(wanted):
        raise RouteAttachedTwice("a route is attached twice")
    if wanted:
        known = await catalog.existing_route_ids(session, wanted)
        missing = [str(r) for r in wanted if r not in known]
        if missing:
            raise UnknownReference("unknown route_id: " + ", ".join(missing))
    for item in routes:
        session.add(PartnershipRoute(partnership_id=partnership_id, **item))
    await integrity.flush(session)
