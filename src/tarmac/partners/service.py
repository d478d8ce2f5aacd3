"""Partners (B2B agencies) and their sub-partners; the surface other rooms use for wallets
(``partners.wallets``) and commissions (``partners.commissions``)."""

import uuid
from dataclasses import dataclass
from decimal import Decimal
from typing import Any, ClassVar

from sqlalchemy import select, text
from sqlalchemy.ext.asyncio import AsyncSession

from tarmac.auth.caller import Caller
from tarmac.cache.reads import Reads
from tarmac.catalog import service as catalog
from tarmac.content import service as content
from tarmac.core import clock
from tarmac.db.crud import Records
from tarmac.partners import commissions, partnerships, wallets
from tarmac.partners.errors import (
    KeyWithoutPartner,
    NoParentWallet,
    NotYourPartner,
    NoWalletInCurrency,
    OwnParent,
    ParentCycle,
    PartnersAdminScopeMissing,
    PaysFromParentWallet,
    RouteNotFound,
    SubPartnerNotFound,
    WalletInactive,
    WalletNotFound,
)
from tarmac.partners.models import Partner, Wallet

# the key scope that lets a partner's key create sub-partners (spec 01 §4.10: "admin scope")
ADMIN_SCOPE = "partners:admin"


class Partners(Records[Partner]):
    """``parent_id`` makes a partner a sub-partner; it must name another partner that is not
    below it (422: a cycle would let partners inherit each other's discounts)."""

    model = Partner
    noun = "partner"
    order_by = (Partner.created_at,)
    messages: ClassVar = {
        "fk_partners_parent_id_partners": "parent_id does not name an existing partner",
    }

    async def prepare_create(self, session: AsyncSession, values: dict[str, Any]) -> dict[str, Any]:
        _check_parent_wallet(values.get("uses_parent_wallet", False), values.get("parent_id"))
        return values

    async def prepare_update(
        self, session: AsyncSession, row: Partner, changes: dict[str, Any]
    ) -> dict[str, Any]:
        _check_parent_wallet(
            changes.get("uses_parent_wallet", row.uses_parent_wallet),
            changes.get("parent_id", row.parent_id),
        )
        parent_id = changes.get("parent_id")
        if parent_id == row.id:
            raise OwnParent()
        if parent_id is not None:
            # one re-parenting at a time, so two concurrent changes cannot close a cycle
            await session.execute(text("SELECT pg_advisory_xact_lock(hashtext('partner_parents'))"))
            if row.id in await _ancestors(session, parent_id):
                raise ParentCycle()
        return changes


def _check_parent_wallet(uses_parent_wallet: bool, parent_id: uuid.UUID | None) -> None:
    if uses_parent_wallet and parent_id is None:
        raise NoParentWallet()


async def _ancestors(session: AsyncSession, partner_id: uuid.UUID) -> set[uuid.UUID]:
    """``partner_id`` and every partner above it."""
    chain = (
        select(Partner.id, Partner.parent_id)
        .where(Partner.id == partner_id)
        .cte("chain", recursive=True)
    )
    chain = chain.union(
        select(Partner.id, Partner.parent_id).join(chain, Partner.id == chain.c.parent_id)
    )
    return set((await session.scalars(select(chain.c.id))).all())


partners = Partners()


async def create_partner(
    session: AsyncSession,
    *,
    name: str,
    parent_id: uuid.UUID | None = None,
    contact_email: str | None = None,
    partner_id: uuid.UUID | None = None,
    uses_parent_wallet: bool = False,
) -> Partner:
    """A partner; ``partner_id`` fixes its id (the demo world's partners)."""
    values: dict[str, Any] = {
        "name": name,
        "parent_id": parent_id,
        "contact_email": contact_email,
        "uses_parent_wallet": uses_parent_wallet,
    }
    if partner_id is not None:
        values["id"] = partner_id
    return await partners.create(session, values)


# --- wallets (``partners.wallets``) and commissions (``partners.commissions``) ----------------


@dataclass(frozen=True)
class PayingWallet:
    """The wallet a partner pays a sale in ``currency`` from (its own, or its parent's),
    resolved before the sale: 422 now when there is none or it is suspended."""

    owner_id: uuid.UUID
    wallet_id: uuid.UUID
    currency: str


async def paying_wallet(
    session: AsyncSession, reads: Reads, partner_id: uuid.UUID, currency: str
) -> PayingWallet:
    """Whose wallets the partner pays from comes from the reference cache (partners are
    reference data, loaded on ``session``'s connection); the wallet itself is read now."""

    async def owner_of(cached: AsyncSession) -> uuid.UUID:
        return (await wallets.holder(cached, partner_id)).owner.id

    owner_id = await reads.cached(("partners.wallet_owner", partner_id), owner_of, session)
    wallet = await wallets.paying_state(session, owner_id, currency)
    if wallet is None:
        raise NoWalletInCurrency(currency)
    wallet_id, is_active = wallet
    if not is_active:
        raise WalletInactive(f"The partner's {currency} wallet is suspended by the airline")
    return PayingWallet(owner_id, wallet_id, currency)


async def commission_on_sale(
    session: AsyncSession,
    reads: Reads,
    partner_id: uuid.UUID,
    *,
    route_id: uuid.UUID | None,
    airline_code: str | None,
    amount: Decimal,
    currency: str,
) -> commissions.Commission:
    """What the partner earns on a sale of ``amount`` (``partners.commissions``), by the
    rule in force today, from the reference cache (commission rules and partners are
    reference data)."""
    today = clock.today()

    async def rule_of(cached: AsyncSession) -> tuple[commissions.RuleTerms | None]:
        found = await commissions.applicable(
            cached, partner_id, route_id=route_id, airline_code=airline_code, on=today
        )
        # a cached value is never None
        return (None if found is None else commissions.RuleTerms.of(found),)

    key = ("partners.commission_rule", partner_id, route_id, airline_code, today)
    (rule,) = await reads.cached(key, rule_of, session)
    return await commissions.commission(session, rule, amount, currency)


def sale_lines(booking_reference: str, amount: Decimal, commission: Decimal) -> list[wallets.Entry]:
    """The ledger lines of a sale paid from a wallet: the debit (``booking_payment``) and
    the commission it earns."""
    return [
        wallets.Entry("DEBIT", "booking_payment", -amount, f"Booking {booking_reference}"),
        wallets.Entry("ADJUSTMENT", "commission", commission, f"Commission {booking_reference}"),
    ]


def fee_lines(booking_reference: str, amount: Decimal, purpose: str) -> list[wallets.Entry]:
    """The ledger line of a fee paid from a wallet beside a booking's price (a correction's:
    ``correction_fee``): one ``DEBIT`` of that purpose; a fee earns no commission."""
    words = purpose.replace("_", " ").capitalize()
    return [wallets.Entry("DEBIT", purpose, -amount, f"{words} {booking_reference}")]


async def pay_from_wallet(
    session: AsyncSession,
    wallet: PayingWallet,
    lines: list[wallets.Entry],
    line_ids: list[uuid.UUID],
    *,
    booking_id: uuid.UUID,
    actor: str,
) -> list[wallets.Posted]:
    """Write a sale's ``lines`` (``sale_lines``) on ``wallet`` as one ledger statement, under
    the ids the caller chose (its payment names the debit): 422 when the wallet is short.
    This statement takes the wallet's row lock: callers run it last before their commit."""
    return await wallets.post(
        session,
        wallet.owner_id,
        wallet.currency,
        lines,
        actor=actor,
        booking_id=booking_id,
        ids=line_ids,
    )


async def refund_to_wallet(
    session: AsyncSession,
    wallet_id: uuid.UUID,
    *,
    amount: Decimal,
    commission_reversal: Decimal,
    booking_id: uuid.UUID,
    booking_reference: str,
    actor: str,
) -> list[wallets.Posted]:
    """Give ``amount`` back to the wallet a booking was paid from, and take back the share of
    its commission the refund cancels; instant. A suspended wallet still takes refunds."""
    wallet = await session.get(Wallet, wallet_id)
    lines = [
        wallets.Entry("REFUND", "booking_refund", amount, f"Refund {booking_reference}"),
        wallets.Entry(
            "ADJUSTMENT",
            "commission_reversal",
            -commission_reversal,
            f"Commission returned {booking_reference}",
        ),
    ]
    return await wallets.post(
        session,
        wallet.partner_id,
        wallet.currency,
        lines,
        actor=actor,
        booking_id=booking_id,
        needs_active=False,
    )


async def top_up(
    session: AsyncSession,
    partner_id: uuid.UUID,
    *,
    currency: str,
    amount: Decimal,
    description: str | None,
    actor: str,
) -> wallets.Posted:
    """The airline credits a partner's wallet in ``currency`` (opened when missing). A
    sub-partner that pays from its parent's wallet has none to top up (422)."""
    holder = await wallets.holder(session, partner_id)
    if holder.uses_parent_wallet:
        raise PaysFromParentWallet(
            f"Partner {partner_id} pays from the wallets of partner {holder.owner.id}: "
            "top up that partner"
        )
    await wallets.open_wallet(session, partner_id, currency)
    entry = wallets.Entry("TOP_UP", "top_up", amount, description)
    (posted,) = await wallets.post(
        session, partner_id, currency, [entry], actor=actor, needs_active=False
    )
    return posted


async def adjust(
    session: AsyncSession,
    wallet_id: uuid.UUID,
    *,
    amount: Decimal,
    description: str,
    actor: str,
) -> wallets.Posted:
    """The airline corrects a wallet by a signed ``amount`` (422 below the credit limit)."""
    wallet = await session.get(Wallet, wallet_id)
    if wallet is None:
        raise WalletNotFound()
    entry = wallets.Entry("ADJUSTMENT", "adjustment", amount, description)
    (posted,) = await wallets.post(
        session, wallet.partner_id, wallet.currency, [entry], actor=actor, needs_active=False
    )
    return posted


# --- what a partner's key reads and does (spec 01 §4.10) -------------------------------------


def own_partner(caller: Caller, partner_id: uuid.UUID | None = None) -> uuid.UUID:
    """The caller's partner; 403 when the key has none or ``partner_id`` is another's."""
    if caller.partner_id is None:
        raise KeyWithoutPartner()
    if partner_id is not None and partner_id != caller.partner_id:
        raise NotYourPartner(
            f"This key belongs to partner {caller.partner_id}, not to partner {partner_id}"
        )
    return caller.partner_id


@dataclass(frozen=True)
class WalletView:
    wallet: Wallet
    holder: wallets.Holder


async def wallets_for(session: AsyncSession, caller: Caller, partner_id: uuid.UUID) -> list:
    """The wallets the partner pays from (its own, or its parent's), one per currency."""
    holder = await wallets.holder(session, own_partner(caller, partner_id))
    return [WalletView(w, holder) for w in await wallets.wallets_of(session, holder.owner.id)]


async def default_wallet(
    session: AsyncSession, caller: Caller, partner_id: uuid.UUID
) -> WalletView:
    """The wallet in the airline's default currency, else the partner's first (404: none)."""
    views = await wallets_for(session, caller, partner_id)
    if not views:
        raise WalletNotFound("The partner has no wallet yet: the airline opens one with a top-up")
    default_currency = await content.default_currency(session)
    return next((v for v in views if v.wallet.currency == default_currency), views[0])


async def transactions_for(
    session: AsyncSession, caller: Caller, partner_id: uuid.UUID, query: wallets.TransactionQuery
) -> tuple[list, int]:
    holder = await wallets.holder(session, own_partner(caller, partner_id))
    return await wallets.transactions(session, holder.owner.id, query)


async def commission_rules_for(session: AsyncSession, caller: Caller) -> list:
    return await commissions.rules_of(session, own_partner(caller))


async def lookup_commission(
    session: AsyncSession,
    caller: Caller,
    *,
    partner_id: uuid.UUID,
    route_code: str,
    amount: Decimal,
    currency: str,
) -> commissions.Commission:
    """What the partner would earn on ``amount`` on that route today (airline rules: those
    of the airline's own designator, which flies its routes)."""
    own_partner(caller, partner_id)
    route = await catalog.route_by_code(session, route_code)
    if route is None:
        raise RouteNotFound(f"No route {route_code!r}")
    rule = await commissions.applicable(
        session, partner_id, route_id=route.id, airline_code=await content.airline_code(session)
    )
    return await commissions.commission(session, rule, amount, currency)


async def partnerships_for(session: AsyncSession, caller: Caller) -> list:
    return await partnerships.in_force_for(session, own_partner(caller), clock.today())


async def sub_partners_of(session: AsyncSession, caller: Caller) -> list[Partner]:
    return list(
        await session.scalars(
            select(Partner)
            .where(Partner.parent_id == own_partner(caller))
            .order_by(Partner.created_at)
        )
    )


async def sub_partner(session: AsyncSession, caller: Caller, partner_id: uuid.UUID) -> Partner:
    """One of the caller's sub-partners (404 for any other partner: none is revealed)."""
    partner = await session.get(Partner, partner_id)
    if partner is None or partner.parent_id != own_partner(caller):
        raise SubPartnerNotFound()
    return partner


async def create_sub_partner(
    session: AsyncSession,
    caller: Caller,
    *,
    name: str,
    contact_email: str | None,
    uses_parent_wallet: bool,
) -> Partner:
    """A sub-partner of the caller's partner; the key needs the ``partners:admin`` scope."""
    parent_id = own_partner(caller)
    if ADMIN_SCOPE not in caller.scopes:
        raise PartnersAdminScopeMissing()
    return await partners.create(
        session,
        {
            "name": name,
            "parent_id": parent_id,
            "contact_email": contact_email,
            "uses_parent_wallet": uses_parent_wallet,
        },
    )
