"""Commission rules (spec 01 §2.12, §4.10): what a partner earns on a sale it pays from its
wallet.

Decisions (the spec names the fields, not the rules; also in ``docs/decisions/partners.md``):

- A rule belongs to one partner and is in force on a date when it is active and
  ``effective_date <= date <= expiration_date`` (open end when null); the date is the
  airline's.
- Where it applies: ``route`` (one route), ``airline`` (flights whose number carries that
  two-letter designator; a lookup by route uses the airline's own designator, that of the
  airline profile) or ``global``. The most specific rule in force wins (route, then
  airline, then global); then the partner's own over its parent's (a sub-partner without a
  rule earns by its parent's), then the rule that took effect last.
- The commission is ``percentage`` of the amount (a booking's ``total_amount``) plus
  ``fixed_amount``, converted from the rule's currency at the airline's rate when it
  differs, rounded half-up to the cent, never more than the amount.
"""

import uuid
from dataclasses import dataclass
from datetime import date
from decimal import Decimal
from typing import Any, ClassVar

from sqlalchemy import case, or_, select
from sqlalchemy.ext.asyncio import AsyncSession

from tarmac.content import service as content
from tarmac.core import clock
from tarmac.core.errors import InvalidRange, NotFound
from tarmac.core.money import money, percent_of
from tarmac.db.crud import Records
from tarmac.partners.errors import NoRateForFixedAmount
from tarmac.partners.models import CommissionRule, Partner

SCOPE_RANK = {"route": 0, "airline": 1, "global": 2}


class CommissionRules(Records[CommissionRule]):
    model = CommissionRule
    noun = "commission rule"
    order_by = (CommissionRule.partner_id, CommissionRule.effective_date)
    messages: ClassVar = {
        "ck_commission_rules_route_scope_names_route": (
            "route_id is required for a route rule, and only for it"
        ),
        "ck_commission_rules_airline_scope_names_airline": (
            "airline_code is required for an airline rule, and only for it"
        ),
        "ck_commission_rules_fixed_has_currency": "a fixed_amount needs its currency",
        "ck_commission_rules_dates_ordered": "expiration_date is before effective_date",
        "fk_commission_rules_partner_id_partners": "partner_id does not name an existing partner",
        "fk_commission_rules_route_id_routes": "route_id does not name an existing route",
    }

    async def prepare_create(self, session: AsyncSession, values: dict[str, Any]) -> dict[str, Any]:
        _check_dates(values.get("effective_date"), values.get("expiration_date"))
        return values

    async def prepare_update(
        self, session: AsyncSession, row: CommissionRule, changes: dict[str, Any]
    ) -> dict[str, Any]:
        _check_dates(
            changes.get("effective_date", row.effective_date),
            changes.get("expiration_date", row.expiration_date),
        )
        return changes


def _check_dates(effective: date | None, expiration: date | None) -> None:
    if effective and expiration and expiration < effective:
        raise InvalidRange("expiration_date is before effective_date")


commission_rules = CommissionRules()


@dataclass(frozen=True)
class Commission:
    """The result of a lookup (spec 01 §2.12): the rule applied (None: no rule in force)."""

    rule_id: uuid.UUID | None
    rule_name: str | None
    percentage: Decimal
    fixed_amount: Decimal
    commission_amount: Decimal
    currency: str


async def _chain(session: AsyncSession, partner_id: uuid.UUID) -> list[uuid.UUID]:
    """``partner_id`` and its parents, nearest first."""
    chain: list[uuid.UUID] = []
    current: uuid.UUID | None = partner_id
    while current is not None and current not in chain:
        chain.append(current)
        partner = await session.get(Partner, current)  # often loaded already (its wallet)
        current = partner.parent_id if partner else None
    return chain


async def rules_of(session: AsyncSession, partner_id: uuid.UUID) -> list[CommissionRule]:
    """The active rules a partner earns by: its own and its parents' (all dates)."""
    chain = await _chain(session, partner_id)
    return list(
        await session.scalars(
            select(CommissionRule)
            .where(CommissionRule.partner_id.in_(chain), CommissionRule.is_active)
            .order_by(CommissionRule.effective_date, CommissionRule.created_at)
        )
    )


async def applicable(
    session: AsyncSession,
    partner_id: uuid.UUID,
    *,
    route_id: uuid.UUID | None,
    airline_code: str | None,
    on: date | None = None,
) -> CommissionRule | None:
    """The rule a sale of ``partner_id`` on that route and airline earns by, on ``on``."""
    on = on or clock.today()
    chain = await _chain(session, partner_id)
    depth = case({pid: n for n, pid in enumerate(chain)}, value=CommissionRule.partner_id)
    scope = case(SCOPE_RANK, value=CommissionRule.applies_to)
    where_applies = [CommissionRule.applies_to == "global"]
    if route_id is not None:
        where_applies.append(CommissionRule.route_id == route_id)
    if airline_code is not None:
        where_applies.append(CommissionRule.airline_code == airline_code)
    return await session.scalar(
        select(CommissionRule)
        .where(
            CommissionRule.partner_id.in_(chain),
            CommissionRule.is_active,
            CommissionRule.effective_date <= on,
            or_(CommissionRule.expiration_date.is_(None), CommissionRule.expiration_date >= on),
            or_(*where_applies),
        )
        .order_by(
            scope,
            depth,
            CommissionRule.effective_date.desc(),
            CommissionRule.created_at.desc(),
        )
        .limit(1)
    )


@dataclass(frozen=True, slots=True)
class RuleTerms:
    """What ``commission`` reads of a rule, as a plain value (the reference cache keeps it,
    ``cache.values``)."""

    id: uuid.UUID
    commission_name: str
    percentage: Decimal
    fixed_amount: Decimal
    currency: str | None

    @classmethod
    def of(cls, rule: CommissionRule) -> "RuleTerms":
        return cls(rule.id, rule.commission_name, rule.percentage, rule.fixed_amount, rule.currency)


async def commission(
    session: AsyncSession, rule: CommissionRule | RuleTerms | None, amount: Decimal, currency: str
) -> Commission:
    """What ``rule`` earns on ``amount`` in ``currency`` (zero without a rule)."""
    if rule is None:
        return Commission(None, None, Decimal("0"), Decimal("0"), Decimal("0.00"), currency)
    fixed = rule.fixed_amount
    if fixed and rule.currency and rule.currency != currency:
        try:
            fixed = (await content.convert(session, fixed, rule.currency, currency)).converted
        except NotFound as exc:
            raise NoRateForFixedAmount(
                f"Commission rule {rule.commission_name!r} has a fixed amount in "
                f"{rule.currency} and there is no exchange rate from {rule.currency} to "
                f"{currency}"
            ) from exc
    earned = min(money(percent_of(amount, rule.percentage) + fixed), amount)
    return Commission(
        rule.id,
        rule.commission_name,
        rule.percentage,
        rule.fixed_amount,
        earned,
        currency,
    )
