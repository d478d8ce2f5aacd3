"""The wallets of the demo world (DESIGN "The demo world"): Silk Road Travel holds KGS and
USD wallets (KGS with a credit limit; its Osh branch pays from them), Asia Tours a USD
wallet; each partner earns commission by a rule or two.

``load(session)`` is idempotent: a partner that has a wallet, or a rule of that name, is
left alone. The demo loader calls it after the catalog and the partners exist.
"""

from datetime import date
from decimal import Decimal

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from tarmac.catalog import service as catalog
from tarmac.demo.foundation import demo_id
from tarmac.partners import service as partners
from tarmac.partners.models import CommissionRule, Wallet

ACTOR = "system:demo"
# partner slug: (currency, top-up, credit limit)
WALLETS = {
    "silkroad": [("KGS", Decimal(500_000), Decimal(100_000)), ("USD", Decimal(5_000), Decimal(0))],
    "asiatours": [("USD", Decimal(10_000), Decimal(0))],
}
# partner slug: (name, applies_to, route code or airline code, percentage)
RULES = {
    "silkroad": [
        ("Silk Road: 3 % everywhere", "global", None, Decimal(3)),
        ("Silk Road: 5 % on Bishkek-Osh", "route", "FRU-OSS", Decimal(5)),
    ],
    "asiatours": [("Asia Tours: 4 % on TQ flights", "airline", "TQ", Decimal(4))],
}


async def load(session: AsyncSession) -> None:
    for slug, wallets in WALLETS.items():
        partner_id = demo_id(f"partner:{slug}")
        if await session.scalar(select(Wallet.id).where(Wallet.partner_id == partner_id)):
            continue
        for currency, amount, credit_limit in wallets:
            posted = await partners.top_up(
                session,
                partner_id,
                currency=currency,
                amount=amount,
                description="Opening deposit",
                actor=ACTOR,
            )
            wallet = await session.get(Wallet, posted.wallet_id)
            wallet.credit_limit = credit_limit
    for slug, rules in RULES.items():
        partner_id = demo_id(f"partner:{slug}")
        existing = set(
            (
                await session.scalars(
                    select(CommissionRule.commission_name).where(
                        CommissionRule.partner_id == partner_id
                    )
                )
            ).all()
        )
        for name, applies_to, target, percentage in rules:
            if name in existing:
                continue
            route = await catalog.route_by_code(session, target) if applies_to == "route" else None
            session.add(
                CommissionRule(
                    partner_id=partner_id,
                    commission_name=name,
                    applies_to=applies_to,
                    route_id=route.id if route else None,
                    airline_code=target if applies_to == "airline" else None,
                    percentage=percentage,
                    fixed_amount=Decimal(0),
                    effective_date=date(2026, 1, 1),
                )
            )
    await session.flush()
