"""Partners (B2B agencies) and their sub-partners."""

import uuid

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from tarmac.core.errors import ValidationFailed
from tarmac.db.lookup import get_or_404
from tarmac.partners.models import Partner


async def get_partner(session: AsyncSession, partner_id: uuid.UUID) -> Partner:
    return await get_or_404(session, Partner, partner_id, "Partner not found")


async def create_partner(
    session: AsyncSession,
    *,
    name: str,
    parent_id: uuid.UUID | None = None,
    contact_email: str | None = None,
    partner_id: uuid.UUID | None = None,
) -> Partner:
    await _ensure_parent(session, parent_id)
    partner = Partner(name=name, parent_id=parent_id, contact_email=contact_email)
    if partner_id is not None:
        partner.id = partner_id
    session.add(partner)
    await session.flush()
    return partner


async def list_partners(session: AsyncSession, parent_id: uuid.UUID | None = None) -> list[Partner]:
    query = select(Partner).order_by(Partner.created_at, Partner.id)
    if parent_id is not None:
        query = query.where(Partner.parent_id == parent_id)
    return list((await session.scalars(query)).all())


async def update_partner(session: AsyncSession, partner_id: uuid.UUID, changes: dict) -> Partner:
    partner = await get_partner(session, partner_id)
    if "parent_id" in changes and changes["parent_id"] is not None:
        if changes["parent_id"] == partner_id:
            raise ValidationFailed("A partner cannot be its own parent")
        await _ensure_parent(session, changes["parent_id"])
    for field, value in changes.items():
        setattr(partner, field, value)
    await session.flush()
    return partner


async def _ensure_parent(session: AsyncSession, parent_id: uuid.UUID | None) -> None:
    if parent_id is not None and await session.get(Partner, parent_id) is None:
        raise ValidationFailed("parent_id does not name an existing partner")
