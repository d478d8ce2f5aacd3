"""The demo world (``tarmac demo``, ``make run`` on an empty database): a small airline
based in Bishkek. Loading is idempotent: fixed ids, look-ups before inserts."""

from dataclasses import dataclass

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from tarmac.config import Settings
from tarmac.demo import catalog, content, foundation, pricing, wallets
from tarmac.partners.models import Partner


@dataclass(frozen=True)
class DemoKey:
    label: str
    client_id: str
    client_type: str
    key: str
    origin: str | None = None


async def is_empty(session: AsyncSession) -> bool:
    return await session.scalar(select(Partner.id).limit(1)) is None


async def allow_served_origin(session: AsyncSession, settings: Settings, origin: str) -> None:
    await foundation.allow_served_origin(session, settings, origin)


async def load(session: AsyncSession, settings: Settings) -> None:
    await foundation.load(session, settings)
    await content.load(session)
    await catalog.load(session)
    await pricing.load(session)
    await wallets.load(session)


def demo_keys(settings: Settings) -> list[DemoKey]:
    """The demo keys, derived again from the deployment secret (sandbox only)."""
    return [
        DemoKey(
            spec.label,
            spec.client_id,
            spec.client_type,
            foundation.derive_key(settings, spec),
            spec.origin,
        )
        for spec in foundation.KEYS
    ]
