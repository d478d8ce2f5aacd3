import uuid

from sqlalchemy import ForeignKey, String
from sqlalchemy.orm import Mapped, mapped_column

from tarmac.db.base import TimestampedModel


class Partner(TimestampedModel):
    """A B2B partner (travel agency, consolidator); ``parent_id`` makes it a sub-partner."""

    __tablename__ = "partners"

    name: Mapped[str] = mapped_column(String(200))
    parent_id: Mapped[uuid.UUID | None] = mapped_column(
        ForeignKey("partners.id", ondelete="RESTRICT"), index=True
    )
    contact_email: Mapped[str | None] = mapped_column(String(320))
    is_active: Mapped[bool] = mapped_column(default=True)
