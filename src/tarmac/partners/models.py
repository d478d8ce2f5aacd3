import uuid
from datetime import date
from decimal import Decimal

from sqlalchemy import CheckConstraint, ForeignKey, Numeric, String, UniqueConstraint
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


class Partnership(TimestampedModel):
    """An agreement with a partner (spec 01 §2.12): in force from ``effective_date`` to
    ``expiration_date`` (inclusive; open when null), giving the partner's authenticated
    quotes a channel discount of ``discount_percent`` of the fare (spec 01 §4.4 rule 10).
    With attached routes it applies on those routes only, each at its special rate when set."""

    __tablename__ = "partnerships"
    __table_args__ = (
        CheckConstraint(
            "discount_percent >= 0 AND discount_percent <= 100", name="discount_percent"
        ),
        CheckConstraint(
            "expiration_date IS NULL OR expiration_date >= effective_date", name="dates_ordered"
        ),
    )

    partner_id: Mapped[uuid.UUID] = mapped_column(
        ForeignKey("partners.id", ondelete="CASCADE"), index=True
    )
    agreement_name: Mapped[str] = mapped_column(String(200))
    effective_date: Mapped[date]
    expiration_date: Mapped[date | None]
    discount_percent: Mapped[Decimal] = mapped_column(Numeric(5, 2))
    notes: Mapped[str | None] = mapped_column(String(1000))
    is_active: Mapped[bool] = mapped_column(default=True)


class PartnershipRoute(TimestampedModel):
    """A route attached to a partnership, with its special rate (null: the agreement's)."""

    __tablename__ = "partnership_routes"
    __table_args__ = (
        UniqueConstraint("partnership_id", "route_id"),
        CheckConstraint(
            "special_rate_percent IS NULL OR "
            "(special_rate_percent >= 0 AND special_rate_percent <= 100)",
            name="special_rate_percent",
        ),
    )

    partnership_id: Mapped[uuid.UUID] = mapped_column(
        ForeignKey("partnerships.id", ondelete="CASCADE"), index=True
    )
    route_id: Mapped[uuid.UUID] = mapped_column(
        ForeignKey("routes.id", ondelete="CASCADE"), index=True
    )
    special_rate_percent: Mapped[Decimal | None] = mapped_column(Numeric(5, 2))
