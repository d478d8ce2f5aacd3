"""Small helpers that put rows in the database for a test, saying what the test needs."""

import uuid
from dataclasses import dataclass

from sqlalchemy.ext.asyncio import AsyncSession

from tarmac.auth import keys
from tarmac.partners import service as partners
from tarmac.partners.models import Partner


async def create_partner(db: AsyncSession, name: str = "Test Agency", **kwargs) -> Partner:
    partner = await partners.create_partner(db, name=name, **kwargs)
    await db.commit()
    return partner


@dataclass
class IssuedKey:
    id: uuid.UUID
    raw: str
    client_id: str
    client_type: str

    @property
    def headers(self) -> dict[str, str]:
        return {
            "X-API-Key": self.raw,
            "X-Client-Id": self.client_id,
            "X-Client-Type": self.client_type,
        }


async def create_api_key(
    db: AsyncSession,
    *,
    key_type: str = "secret",
    client_type: str = "agency",
    client_id: str | None = None,
    partner_id: uuid.UUID | None = None,
    mode: str = "test",
    scopes: list[str] | None = None,
    allowed_origins: list[str] | None = None,
    allowed_app_ids: list[str] | None = None,
) -> IssuedKey:
    if client_type == "agency" and partner_id is None:
        partner_id = (await create_partner(db)).id
    client_id = client_id or f"client-{uuid.uuid4().hex[:8]}"
    row, raw = await keys.create_key(
        db,
        name="test key",
        key_type=key_type,
        mode=mode,
        client_id=client_id,
        client_type=client_type,
        partner_id=partner_id,
        scopes=scopes,
        allowed_origins=allowed_origins,
        allowed_app_ids=allowed_app_ids,
    )
    await db.commit()
    return IssuedKey(row.id, raw, client_id, client_type)
