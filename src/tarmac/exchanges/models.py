"""The price lock of an exchange preview (spec 01 §4.6 rule 2, 02 §8: 900 seconds).

A preview stores what it priced: the quote the new booking will be sold at (the client's
exchange quote, or one priced at the preview), every amount the answer showed, and who
asked. Execute uses the newest unexpired lock of the booking and the new flight as it is:
promo and booking-class changes after the preview do not apply. A lock is spent once
(``executed_at``, ``new_booking_id``). When the new booking lapses with its difference
unpaid, the exchange is undone once (``lapse_settled_at``; a cancel undoes it in its own
request, ``payments.service.undo_exchange``)."""

import uuid
from datetime import datetime
from decimal import Decimal
from typing import Any

from sqlalchemy import ForeignKey, Index, Numeric, String, Uuid
from sqlalchemy.dialects.postgresql import JSONB
from sqlalchemy.orm import Mapped, mapped_column

from tarmac.db.base import TimestampedModel


class ExchangeLock(TimestampedModel):
    __tablename__ = "exchange_locks"
    __table_args__ = (
        Index("ix_exchange_locks_booking", "booking_id", "new_flight_id", "created_at"),
    )

    booking_id: Mapped[uuid.UUID] = mapped_column(ForeignKey("bookings.id", ondelete="CASCADE"))
    new_flight_id: Mapped[uuid.UUID] = mapped_column(ForeignKey("flights.id", ondelete="RESTRICT"))
    # the client's exchange quote (None: the legacy formula, priced at the preview)
    exchange_quote_id: Mapped[uuid.UUID | None] = mapped_column(Uuid)
    # the quote the new booking is sold at (the exchange quote, or the preview's own)
    quote_id: Mapped[uuid.UUID] = mapped_column(Uuid)
    original_total: Mapped[Decimal] = mapped_column(Numeric(14, 2))
    new_total: Mapped[Decimal] = mapped_column(Numeric(14, 2))
    fare_difference: Mapped[Decimal] = mapped_column(Numeric(14, 2))
    penalty: Mapped[Decimal] = mapped_column(Numeric(14, 2))
    tax_difference: Mapped[Decimal] = mapped_column(Numeric(14, 2))
    extra_amount: Mapped[Decimal] = mapped_column(Numeric(14, 2))
    refund_amount: Mapped[Decimal] = mapped_column(Numeric(14, 2))
    currency: Mapped[str] = mapped_column(String(3))
    # the fare priced: per leg, plan, rule, price and class, per passenger type
    priced: Mapped[dict[str, Any]] = mapped_column(JSONB)
    client_id: Mapped[str | None] = mapped_column(String(100))
    expires_at: Mapped[datetime]
    executed_at: Mapped[datetime | None]
    new_booking_id: Mapped[uuid.UUID | None] = mapped_column(
        ForeignKey("bookings.id", ondelete="SET NULL")
    )
    lapse_settled_at: Mapped[datetime | None]
