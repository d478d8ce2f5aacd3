"""Promo codes (spec 01 §4.4 rule 11). A rejected promo is not an error: the quote succeeds
without the discount and ``applied_rules`` has ``promo_rejected`` with a ``reason``.

Decisions (the spec is silent):

- Codes are compared case-insensitively (stored upper case, surrounding spaces dropped).
- Reasons, checked in this order: ``unknown_code``, ``inactive``, ``not_yet_valid``,
  ``expired`` (``valid_from <= now < valid_to`` by the service clock; open ends when null),
  ``route_not_eligible`` (the promo lists routes and no leg of the quote is on one),
  ``max_uses_reached`` (redemptions >= ``max_uses``), ``per_customer_limit_reached``.
- ``max_uses_per_customer`` is checked only when ``customer_email`` is given, on the
  normalised address (trimmed, lower case). A quote never counts as a use; it previews.
- Uses are redemptions, one per booking. A booking made from a quote with the promo takes
  its use (``take_use``) as it takes its places, checked again against both limits for its
  contact e-mail (normalised) under a transaction-level advisory lock, so that two sales
  racing for the last use cannot both have it (409 ``PromoLimitReached`` for the second:
  quote again); a booking that ends pending (expired, cancelled) gives it back
  (``give_back_uses``), a confirmed booking keeps it, paid or ticketed on account.
- A percentage promo discounts the fare of the eligible legs; a fixed promo is an amount
  (converted into the quote currency when it differs) once per quote. See ``engine``.
"""

import uuid
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from sqlalchemy import delete, func, select, text
from sqlalchemy.dialects.postgresql import insert
from sqlalchemy.ext.asyncio import AsyncSession

from tarmac.cache.reads import ReferenceLoader
from tarmac.catalog import service as catalog
from tarmac.core.errors import InvalidRange, UnknownReference
from tarmac.db.crud import Records
from tarmac.pricing.errors import CurrencyRequired, InvalidAmount, PromoLimitReached
from tarmac.pricing.quote_models import PromoCode, PromoRedemption
from tarmac.pricing.values import PROMO, PromoValue


def normalise_code(code: str) -> str:
    return code.strip().upper()


def normalise_email(email: str | None) -> str | None:
    if email is None:
        return None
    value = email.strip().lower()
    return value or None


@dataclass(frozen=True)
class Accepted:
    promo: PromoValue
    eligible_routes: frozenset[uuid.UUID] | None  # None: every route


@dataclass(frozen=True)
class Rejected:
    code: str
    reason: str
    description: str
    promo_id: uuid.UUID | None = None

    def as_rule(self) -> dict[str, Any]:
        return {
            "rule_type": "promo_rejected",
            "name": self.code,
            "reason": self.reason,
            "description": self.description,
        }


async def evaluate(
    load: ReferenceLoader,
    code: str,
    *,
    route_ids: set[uuid.UUID],
    customer_email: str | None,
    now: datetime,
) -> Accepted | Rejected:
    """Whether ``code`` applies to a quote on ``route_ids``. The code is reference data
    (``load``); its redemptions are counted live, and only for a code with a use limit."""
    wanted = normalise_code(code)
    email = normalise_email(customer_email)
    promo = await load(("promo", wanted), find_code, wanted)
    if promo is None:
        return Rejected(wanted, "unknown_code", f"Promo code {wanted} does not exist")
    if not promo.is_active:
        return Rejected(wanted, "inactive", f"Promo code {wanted} is not active", promo.id)
    if promo.valid_from is not None and now < promo.valid_from:
        return Rejected(
            wanted,
            "not_yet_valid",
            f"Promo code {wanted} is valid from {promo.valid_from.isoformat()}",
            promo.id,
        )
    if promo.valid_to is not None and now >= promo.valid_to:
        return Rejected(
            wanted,
            "expired",
            f"Promo code {wanted} expired at {promo.valid_to.isoformat()}",
            promo.id,
        )
    eligible = frozenset(promo.route_ids) if promo.route_ids else None
    if eligible is not None and not (eligible & route_ids):
        return Rejected(
            wanted,
            "route_not_eligible",
            f"Promo code {wanted} is not valid on this route",
            promo.id,
        )
    limited_per_customer = promo.max_uses_per_customer is not None and email is not None
    uses, customer_uses = 0, 0
    if promo.max_uses is not None or limited_per_customer:
        uses, customer_uses = await _redemptions(load.session, promo.id, email)
    if promo.max_uses is not None and uses >= promo.max_uses:
        return Rejected(
            wanted,
            "max_uses_reached",
            f"Promo code {wanted} has been used {promo.max_uses} times, its limit",
            promo.id,
        )
    if limited_per_customer and customer_uses >= promo.max_uses_per_customer:  # type: ignore[operator]
        return Rejected(
            wanted,
            "per_customer_limit_reached",
            f"Promo code {wanted} may be used {promo.max_uses_per_customer} time(s) per "
            "customer and this customer has reached the limit",
            promo.id,
        )
    return Accepted(promo, eligible)


async def window(load: ReferenceLoader, code: str) -> list[datetime]:
    """The moments at which ``code`` starts or stops being valid (empty for an unknown
    code): a quote priced with or without it may change then."""
    wanted = normalise_code(code)
    promo = await load(("promo", wanted), find_code, wanted)
    if promo is None:
        return []
    return [moment for moment in (promo.valid_from, promo.valid_to) if moment is not None]


async def find_code(session: AsyncSession, code: str) -> PromoValue | None:
    """The promo code ``code`` as a plain value, or None."""
    row = (await session.execute(select(*PROMO.columns).where(PromoCode.code == code))).first()
    return None if row is None else PROMO.of(row)


async def _redemptions(
    session: AsyncSession, promo_id: uuid.UUID, email: str | None
) -> tuple[int, int]:
    """Uses of the promo in all, and by ``email``."""
    row = (
        await session.execute(
            select(
                func.count(),
                func.count().filter(PromoRedemption.customer_email == email),
            ).where(PromoRedemption.promo_code_id == promo_id)
        )
    ).one()
    return row[0], row[1]


async def record_redemption(
    session: AsyncSession,
    promo_code_id: uuid.UUID,
    *,
    booking_id: uuid.UUID | None,
    customer_email: str | None,
) -> None:
    """Count one use of a promo code (idempotent per booking)."""
    statement = insert(PromoRedemption).values(
        id=uuid.uuid4(),
        promo_code_id=promo_code_id,
        booking_id=booking_id,
        customer_email=normalise_email(customer_email),
    )
    await session.execute(
        statement.on_conflict_do_nothing(index_elements=["promo_code_id", "booking_id"])
    )


async def take_use(
    session: AsyncSession,
    promo_code_id: uuid.UUID,
    *,
    booking_id: uuid.UUID,
    customer_email: str | None,
) -> None:
    """The use of a promo code a new booking takes: 409 ``PromoLimitReached`` when the
    code's ``max_uses``, or its ``max_uses_per_customer`` for ``customer_email``, is
    reached. Sales of a limited code are serialised by an advisory lock held to the end of
    the transaction (on the code when it has a global limit, else on the code and the
    customer), so that the count and the new use are one step."""
    promo = await session.get(PromoCode, promo_code_id)
    if promo is None:  # deleted since the quote: nothing left to count against
        return
    email = normalise_email(customer_email)
    per_customer = promo.max_uses_per_customer is not None and email is not None
    if promo.max_uses is not None or per_customer:
        key = f"promo:{promo.id}" if promo.max_uses is not None else f"promo:{promo.id}:{email}"
        await session.execute(text("SELECT pg_advisory_xact_lock(hashtext(:key))"), {"key": key})
        uses, customer_uses = await _redemptions(session, promo.id, email)
        if promo.max_uses is not None and uses >= promo.max_uses:
            raise PromoLimitReached(
                f"Promo code {promo.code} has been used {promo.max_uses} times, its limit, "
                "since the quote: quote again"
            )
        if per_customer and customer_uses >= promo.max_uses_per_customer:  # type: ignore[operator]
            raise PromoLimitReached(
                f"Promo code {promo.code} may be used {promo.max_uses_per_customer} time(s) "
                f"per customer and {email} has reached the limit since the quote: quote again"
            )
    await record_redemption(session, promo.id, booking_id=booking_id, customer_email=email)


async def give_back_uses(session: AsyncSession, booking_ids: Sequence[uuid.UUID]) -> None:
    """The uses bookings that ended unconfirmed took."""
    await session.execute(
        delete(PromoRedemption).where(PromoRedemption.booking_id.in_(list(booking_ids)))
    )


# --- back office ----------------------------------------------------------------------------


def _check(values: dict[str, Any]) -> None:
    if values.get("discount_type") == "percentage" and values.get("amount", 0) > 100:
        raise InvalidAmount("a percentage promo is at most 100")
    if values.get("discount_type") == "fixed" and not values.get("currency"):
        raise CurrencyRequired("a fixed promo needs a currency")
    if (
        values.get("valid_from") is not None
        and values.get("valid_to") is not None
        and values["valid_to"] <= values["valid_from"]
    ):
        raise InvalidRange("valid_to must be after valid_from")


async def _check_routes(session: AsyncSession, route_ids: list[uuid.UUID] | None) -> None:
    """``route_ids`` is an array, not a reference the database checks."""
    if not route_ids:
        return
    known = await catalog.existing_route_ids(session, route_ids)
    missing = [str(r) for r in route_ids if r not in known]
    if missing:
        raise UnknownReference("unknown route_ids: " + ", ".join(missing))


class Promos(Records[PromoCode]):
    """Codes are stored upper case without surrounding spaces, and are unique (409)."""

    model = PromoCode
    noun = "promo code"
    order_by = (PromoCode.code,)

    async def prepare_create(self, session: AsyncSession, values: dict[str, Any]) -> dict[str, Any]:
        values["code"] = normalise_code(values["code"])
        _check(values)
        await _check_routes(session, values.get("route_ids"))
        return values

    async def prepare_update(
        self, session: AsyncSession, row: PromoCode, changes: dict[str, Any]
    ) -> dict[str, Any]:
        if "code" in changes:
            changes["code"] = normalise_code(changes["code"])
        current = {
            name: getattr(row, name)
            for name in ("discount_type", "amount", "currency", "valid_from", "valid_to")
        }
        _check({**current, **changes})
        await _check_routes(session, changes.get("route_ids"))
        return changes


promos = Promos()


async def usage(session: AsyncSession, promo_ids: list[uuid.UUID]) -> dict[uuid.UUID, int]:
    rows = await session.execute(
        select(PromoRedemption.promo_code_id, func.count())
        .where(PromoRedemption.promo_code_id.in_(promo_ids))
        .group_by(PromoRedemption.promo_code_id)
    )
    counts = {promo_id: count for promo_id, count in rows.all()}
    return {promo_id: counts.get(promo_id, 0) for promo_id in promo_ids}
