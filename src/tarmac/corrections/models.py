"""Every applied correction of a passenger's data (spec 01 §4.7): one row per field changed,
with the value before and after, the fee it cost and how that fee was paid, who and when.
Rows are written once and never changed: they are the booking's record of what was fixed."""

import uuid
from decimal import Decimal

from sqlalchemy import CheckConstraint, ForeignKey, Index, Numeric, String, Text
from sqlalchemy.orm import Mapped, mapped_column

from tarmac.db.base import TimestampedModel

# the fields a correction may change (the spec's fee table), in the order answers list them
FIELDS = (
    "first_name",
    "last_name",
    "middle_name",
    "document_number",
    "document_expiry",
    "document_type",
    "nationality",
)


def _one_of(column: str, values: tuple[str, ...]) -> str:
    return f"{column} IN ({', '.join(repr(v) for v in values)})"


class PassengerCorrection(TimestampedModel):
    """One field of one passenger changed by one ``apply``. ``fee`` is what this change
    cost in ``currency`` (the booking's): one ``document_*`` change of a passenger carries
    the document fee, the others of the same apply 0. The fee was paid by ``payment_id``
    (a card payment waiting for its payer, or the wallet payment of ``wallet_transaction_id``);
    both null when the apply cost nothing."""

    __tablename__ = "passenger_corrections"
    __table_args__ = (
        CheckConstraint(_one_of("field", FIELDS), name="field_known"),
        CheckConstraint("fee >= 0", name="fee_not_negative"),
        Index("ix_passenger_corrections_booking", "booking_id", "created_at"),
    )

    booking_id: Mapped[uuid.UUID] = mapped_column(ForeignKey("bookings.id", ondelete="CASCADE"))
    passenger_id: Mapped[uuid.UUID] = mapped_column(
        ForeignKey("booking_passengers.id", ondelete="CASCADE"), index=True
    )
    field: Mapped[str] = mapped_column(String(20))
    old_value: Mapped[str | None] = mapped_column(Text)
    new_value: Mapped[str | None] = mapped_column(Text)
    fee: Mapped[Decimal] = mapped_column(Numeric(14, 2))
    currency: Mapped[str] = mapped_column(String(3))
    # who: "key:<client id>" (bookings.service.actor), "staff:<subject>"
    actor: Mapped[str] = mapped_column(String(200))
    payment_id: Mapped[uuid.UUID | None] = mapped_column(
        ForeignKey("payments.id", ondelete="RESTRICT"), index=True
    )
    wallet_transaction_id: Mapped[uuid.UUID | None] = mapped_column(
        ForeignKey("wallet_transactions.id", ondelete="RESTRICT")
    )
