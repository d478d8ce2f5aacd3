"""Partners (B2B agencies) and their sub-partners."""

import uuid
from typing import Any, ClassVar

from sqlalchemy.ext.asyncio import AsyncSession

from tarmac.db.crud import Records
from tarmac.partners.errors import OwnParent
from tarmac.partners.models import Partner


class Partners(Records[Partner]):
    """``parent_id`` makes a partner a sub-partner; it must name another partner (422)."""

    model = Partner
    noun = "partner"
    order_by = (Partner.created_at,)
    messages: ClassVar = {
        "fk_partners_parent_id_partners": "parent_id does not name an existing partner",
    }

    async def prepare_update(
        self, session: AsyncSession, row: Partner, changes: dict[str, Any]
    ) -> dict[str, Any]:
        if changes.get("parent_id") == row.id:
            raise OwnParent()
        return changes


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
