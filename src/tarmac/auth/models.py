import uuid
from datetime import datetime

from sqlalchemy import ARRAY, ForeignKey, String
from sqlalchemy.orm import Mapped, mapped_column

from tarmac.db.base import TimestampedModel


class ApiKey(TimestampedModel):
    """An API key issued by the airline (spec 01 §5.1). Only a SHA-256 of the key is stored
    (keys are 190+ bits of randomness, so a fast hash is safe); ``prefix`` is the first
    characters in clear so staff can tell keys apart."""

    __tablename__ = "api_keys"

    name: Mapped[str] = mapped_column(String(200))
    prefix: Mapped[str] = mapped_column(String(24))
    key_hash: Mapped[str] = mapped_column(String(64), unique=True)
    key_type: Mapped[str] = mapped_column(String(16))  # publishable | secret
    mode: Mapped[str] = mapped_column(String(8))  # test | live
    client_id: Mapped[str] = mapped_column(String(100), index=True)
    client_type: Mapped[str] = mapped_column(String(16))  # agency | consumer_app | kiosk
    partner_id: Mapped[uuid.UUID | None] = mapped_column(
        ForeignKey("partners.id", ondelete="RESTRICT"), index=True
    )
    scopes: Mapped[list[str]] = mapped_column(ARRAY(String(64)), default=list)
    allowed_origins: Mapped[list[str]] = mapped_column(ARRAY(String(255)), default=list)
    allowed_app_ids: Mapped[list[str]] = mapped_column(ARRAY(String(255)), default=list)
    revoked_at: Mapped[datetime | None]
