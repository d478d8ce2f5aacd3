"""Reading payments and refunds: a booking's payments (and the reader of them that
bookings' answers show, registered with ``bookings.answers``), the caller's payments, the
back office's refunds and what clients still owe."""

import uuid
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from decimal import Decimal
from typing import Any

from sqlalchemy import Numeric, func, select
from sqlalchemy.ext.asyncio import AsyncSession

from tarmac.auth.caller import Caller
from tarmac.bookings import answers as booking_answers
from tarmac.bookings import service as bookings
from tarmac.bookings.models import Booking
from tarmac.db import plain
from tarmac.payments.answers import SHOWN, shown_payment
from tarmac.payments.errors import PaymentNotFound
from tarmac.payments.models import PAYS_TOTAL, Payment, Refund


async def of_bookings(
    session: AsyncSession, booking_ids: Sequence[uuid.UUID]
) -> dict[uuid.UUID, list[Payment]]:
    """The payments of each booking, oldest first (bookings without any: absent)."""
    found: dict[uuid.UUID, list[Payment]] = {}
    if not booking_ids:
        return found
    for payment in await session.scalars(
        select(Payment)
        .where(Payment.booking_id.in_(booking_ids))
        .order_by(Payment.created_at, Payment.id)
    ):
        found.setdefault(payment.booking_id, []).append(payment)
    return found


_MONEY_SQL = (
    f"SELECT {', '.join(SHOWN)} FROM payments WHERE booking_id = ANY($1::uuid[]) "  # noqa: S608
    "ORDER BY created_at, id"
)


@booking_answers.money_reader
async def money_of_bookings(
    session: AsyncSession, booking_ids: Sequence[uuid.UUID]
) -> dict[uuid.UUID, booking_answers.BookingMoney]:
    """What the answers of bookings show of their payments (registered with bookings,
    which never imports payments): one plain read of the columns shown."""
    found: dict[uuid.UUID, list[Mapping[str, Any]]] = {}
    if booking_ids:
        for row in await plain.fetch(session, _MONEY_SQL, list(booking_ids)):
            found.setdefault(row["booking_id"], []).append(row)
    return {booking_id: booking_money(rows) for booking_id, rows in found.items()}


def booking_money(payments: Sequence[Mapping[str, Any]]) -> booking_answers.BookingMoney:
    """A booking's payments (their ``SHOWN`` columns) as its answer shows them."""
    return booking_answers.BookingMoney(
        [shown_payment(p) for p in payments],
        sum(
            (
                p["amount"]
                for p in payments
                if p["status"] == "COMPLETED" and p["purpose"] in PAYS_TOTAL
            ),
            Decimal(0),
        ),
    )


async def find(
    session: AsyncSession,
    caller: Caller,
    *,
    page: int,
    page_size: int,
    booking_id: uuid.UUID | None = None,
    status: str | None = None,
) -> tuple[list[Payment], int]:
    """The payments of the bookings the caller may see, newest first."""
    conditions = [bookings.visible_to(caller)]
    if booking_id is not None:
        conditions.append(Payment.booking_id == booking_id)
    if status is not None:
        conditions.append(Payment.status == status)
    base = select(Payment).join(Booking, Booking.id == Payment.booking_id).where(*conditions)
    total = await session.scalar(select(func.count()).select_from(base.subquery()))
    rows = await session.scalars(
        base.order_by(Payment.created_at.desc(), Payment.id)
        .offset((page - 1) * page_size)
        .limit(page_size)
    )
    return list(rows), total


async def get(session: AsyncSession, payment_id: uuid.UUID, caller: Caller) -> Payment:
    """A payment of a booking the caller may see (404 otherwise: none is revealed)."""
    payment = await session.scalar(
        select(Payment)
        .join(Booking, Booking.id == Payment.booking_id)
        .where(Payment.id == payment_id, bookings.visible_to(caller))
    )
    if payment is None:
        raise PaymentNotFound()
    return payment


async def refunds_of(session: AsyncSession, booking_ids: Sequence[uuid.UUID]) -> list[Refund]:
    if not booking_ids:
        return []
    return list(
        await session.scalars(
            select(Refund)
            .where(Refund.booking_id.in_(booking_ids))
            .order_by(Refund.created_at, Refund.id)
        )
    )


async def find_refunds(
    session: AsyncSession, *, status: str | None, page: int, page_size: int
) -> tuple[list[Refund], int]:
    """Refunds of every booking (the back office), newest first."""
    conditions = [Refund.status == status] if status else []
    total = await session.scalar(select(func.count()).select_from(Refund).where(*conditions))
    rows = await session.scalars(
        select(Refund)
        .where(*conditions)
        .order_by(Refund.created_at.desc(), Refund.id)
        .offset((page - 1) * page_size)
        .limit(page_size)
    )
    return list(rows), total


@dataclass(frozen=True)
class Receivable:
    """What one client owes in one currency: bookings confirmed without being paid in full
    (ticketed on account), and the sum still due."""

    api_client_id: str | None
    partner_id: uuid.UUID | None
    currency: str
    bookings: int
    amount_due: Decimal


async def receivables(session: AsyncSession) -> list[Receivable]:
    """Every client's confirmed or completed bookings with money still due, summed per
    client and currency, the largest first."""
    paid = (
        select(func.coalesce(func.sum(Payment.amount), 0))
        .where(
            Payment.booking_id == Booking.id,
            Payment.status == "COMPLETED",
            Payment.purpose.in_(PAYS_TOTAL),
        )
        .correlate(Booking)
        .scalar_subquery()
    )
    # what an exchange carried over from the booking it replaced is paid too
    carried = func.coalesce(
        Booking.pricing[bookings.EXCHANGE]["carried_over"].astext.cast(Numeric(14, 2)), 0
    )
    due = Booking.total_amount - paid - carried
    rows = await session.execute(
        select(
            Booking.api_client_id,
            Booking.partner_id,
            Booking.currency,
            func.count(),
            func.sum(due),
        )
        .where(Booking.status.in_(("confirmed", "completed")), due > 0)
        .group_by(Booking.api_client_id, Booking.partner_id, Booking.currency)
        .order_by(func.sum(due).desc(), Booking.api_client_id)
    )
    return [Receivable(*row) for row in rows.all()]
