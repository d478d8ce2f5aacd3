"""Partners (B2B agencies) and their sub-partners."""

import uuid
from typing import Any, ClassVar

from sqlalchemy import select, text
from sqlalchemy.ext.asyncio import AsyncSession

from tarmac.db.crud import Records
from tarmac.partners.errors import OwnParent, ParentCycle
from tarmac.partners.models import Partner


class Partners(Records[Partner]):
    """``parent_id`` makes a partner a sub-partner; it must name another partner that is not
    below it (422: a cycle would let partners inherit each other's discounts)."""

    model = Partner
    noun = "partner"
    order_by = (Partner.created_at,)
    messages: ClassVar = {
        "fk_partners_parent_id_partners": "parent_id does not name an existing partner",
    }

    async def prepare_update(
        self, session: AsyncSession, row: Partner, changes: dict[str, Any]
    ) -> dict[str, Any]:
        parent_id = changes.get("parent_id")
        if parent_id == row.id:
            raise OwnParent()
        if parent_id is not None:
            # one re-parenting at a time, so two concurrent changes cannot close a cycle
            await session.execute(text("SELECT pg_advisory_xact_lock(hashtext('partner_parents'))"))
            if row.id in await _ancestors(session, parent_id):
                raise ParentCycle()
        return changes


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
) -> Partner:
    """A partner; ``partner_id`` fixes its id (the demo world's partners)."""
    values: dict[str, Any] = {"name": name, "parent_id": parent_id, "contact_email": contact_email}
    if partner_id is not None:
        values["id"] = partner_id
    return await partners.create(session, values)
