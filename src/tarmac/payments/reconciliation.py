"""Reconciliation of the money (issue 32, ``docs/payments.md``): the checks that would have
caught a refund of a flown leg, a commission taken back twice or a fee refunded.

- **Per booking** (a booking with items sold, paid through the airline): what it was paid
  (its completed payments, fees included, and what earlier bookings' items carried into
  it) less what was refunded of it (each refund counts for the booking whose items it
  names, wherever it is recorded: a lapsed exchange's refund of the old fare is recorded on
  the lapsed booking; one naming no item, for the booking it is recorded on) equals what
  its items hold, used, retained and carried on. Each item's own states always add up to
  its amount (``ticketing.items``): this is the check between the items and the money.
- **Per partner and currency**: the commission reversed on the wallet ledger never
  exceeds the commission credited.
- **Per fee payment** (a payment beside the booking's price: a correction's): never
  refunded, since no applied correction is undone.
- **Per wallet**: the balance is the sum of the ledger (``partners.wallets.reconcile``).

``reconcile`` runs them over every booking or over those with money moving since a moment;
the worker runs it over recent days (``tasks``) and keeps each run, whose count of rows out
of balance ``/metrics`` shows (``tarmac_money_out_of_balance``).
"""

import uuid
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from decimal import Decimal

from pydantic_core import to_jsonable_python
from sqlalchemy import delete, select, text
from sqlalchemy.ext.asyncio import AsyncSession

from tarmac.core import clock, metrics
from tarmac.partners import wallets as ledgers
from tarmac.payments.models import ReconciliationRun

# worker runs kept (the latest is what /metrics shows)
RUNS_KEPT = 100


@dataclass(frozen=True)
class BookingImbalance:
    booking_id: uuid.UUID
    booking_reference: str
    currency: str
    paid: Decimal
    carried_in: Decimal
    refunded: Decimal
    held: Decimal
    used: Decimal
    retained: Decimal
    carried: Decimal

    @property
    def difference(self) -> Decimal:
        return (self.paid + self.carried_in - self.refunded) - (
            self.held + self.used + self.retained + self.carried
        )


@dataclass(frozen=True)
class CommissionExcess:
    partner_id: uuid.UUID
    currency: str
    credited: Decimal
    reversed: Decimal


@dataclass(frozen=True)
class FeeRefunded:
    payment_id: uuid.UUID
    booking_id: uuid.UUID
    purpose: str
    amount: Decimal
    refunded_amount: Decimal


@dataclass(frozen=True)
class Reconciliation:
    checked_at: datetime
    since: datetime | None
    bookings_checked: int
    bookings: list[BookingImbalance] = field(default_factory=list)
    commissions: list[CommissionExcess] = field(default_factory=list)
    fees: list[FeeRefunded] = field(default_factory=list)
    wallets: list[ledgers.Mismatch] = field(default_factory=list)

    @property
    def out_of_balance(self) -> int:
        return len(self.bookings) + len(self.commissions) + len(self.fees) + len(self.wallets)


# The bookings to check: those with items, paid through the airline, with money moving
# since :since (every one when it is null); each with its money and its items' by state.
_BOOKINGS = text(
    """
    WITH checked AS (
    SELECT b.id FROM bookings b
    WHERE EXISTS (SELECT 1 FROM sale_items i WHERE i.booking_id = b.id)
      AND b.payment_status <> 'unpaid'
      AND (CAST(:since AS timestamptz) IS NULL
           OR EXISTS (SELECT 1 FROM sale_items i
                      WHERE i.booking_id = b.id AND i.created_at >= :since)
           OR EXISTS (SELECT 1 FROM item_moves m
                      WHERE (m.booking_id = b.id OR m.to_booking_id = b.id)
                        AND m.created_at >= :since)
           OR EXISTS (SELECT 1 FROM refunds r
                      WHERE r.booking_id = b.id AND r.updated_at >= :since)
           OR EXISTS (SELECT 1 FROM payments p
                      WHERE p.booking_id = b.id AND p.updated_at >= :since))),
    paid AS (
        SELECT booking_id, sum(amount) AS amount FROM payments
        WHERE status = 'COMPLETED' AND booking_id IN (SELECT id FROM checked)
        GROUP BY booking_id),
    refunded AS (
        SELECT coalesce(named.booking_id, r.booking_id) AS booking_id, sum(r.amount) AS amount
        FROM refunds r
        LEFT JOIN LATERAL (SELECT m.booking_id FROM item_moves m
                           WHERE m.refund_id = r.id LIMIT 1) named ON true
        WHERE r.status IN ('PENDING', 'SUCCEEDED')
          AND coalesce(named.booking_id, r.booking_id) IN (SELECT id FROM checked)
        GROUP BY 1),
    carried_in AS (
        SELECT to_booking_id AS booking_id,
            sum(CASE WHEN to_state = 'carried' THEN amount ELSE -amount END) AS amount
        FROM item_moves
        WHERE to_booking_id IN (SELECT id FROM checked)
          AND (to_state = 'carried' OR from_state = 'carried')
        GROUP BY to_booking_id),
    sold AS (
        SELECT booking_id, sum(amount) AS amount FROM sale_items
        WHERE booking_id IN (SELECT id FROM checked) GROUP BY booking_id),
    flows AS (
        SELECT booking_id, state, sum(amount) AS amount FROM (
            SELECT booking_id, to_state AS state, amount FROM item_moves
            WHERE booking_id IN (SELECT id FROM checked)
            UNION ALL
            SELECT booking_id, from_state, -amount FROM item_moves
            WHERE booking_id IN (SELECT id FROM checked)
        ) f GROUP BY booking_id, state),
    states AS (
        SELECT c.id AS booking_id,
            coalesce(s.amount, 0) + coalesce((SELECT amount FROM flows
                WHERE flows.booking_id = c.id AND state = 'held'), 0) AS held,
            coalesce((SELECT amount FROM flows
                WHERE flows.booking_id = c.id AND state = 'used'), 0) AS used,
            coalesce((SELECT amount FROM flows
                WHERE flows.booking_id = c.id AND state = 'retained'), 0) AS retained,
            coalesce((SELECT amount FROM flows
                WHERE flows.booking_id = c.id AND state = 'carried'), 0) AS carried
        FROM checked c LEFT JOIN sold s ON s.booking_id = c.id)
    SELECT b.id, b.booking_reference, b.currency,
        coalesce(p.amount, 0) AS paid, coalesce(ci.amount, 0) AS carried_in,
        coalesce(r.amount, 0) AS refunded, st.held, st.used, st.retained, st.carried,
        (SELECT count(*) FROM checked) AS checked
    FROM checked c
    JOIN bookings b ON b.id = c.id
    JOIN states st ON st.booking_id = c.id
    LEFT JOIN paid p ON p.booking_id = c.id
    LEFT JOIN refunded r ON r.booking_id = c.id
    LEFT JOIN carried_in ci ON ci.booking_id = c.id
    ORDER BY b.created_at, b.id
    """
)

_COMMISSIONS = text(
    """
    SELECT w.partner_id, w.currency,
        coalesce(sum(t.amount) FILTER (WHERE t.purpose = 'commission'), 0) AS credited,
        -coalesce(sum(t.amount) FILTER (WHERE t.purpose = 'commission_reversal'), 0)
            AS reversed
    FROM wallet_transactions t JOIN wallets w ON w.id = t.wallet_id
    WHERE t.purpose IN ('commission', 'commission_reversal')
    GROUP BY w.partner_id, w.currency
    HAVING -coalesce(sum(t.amount) FILTER (WHERE t.purpose = 'commission_reversal'), 0)
        > coalesce(sum(t.amount) FILTER (WHERE t.purpose = 'commission'), 0)
    ORDER BY w.partner_id, w.currency
    """
)

_FEES = text(
    """
    SELECT id, booking_id, purpose, amount, refunded_amount FROM payments
    WHERE purpose NOT IN ('booking', 'exchange_difference') AND refunded_amount > 0
    ORDER BY created_at, id
    """
)


async def reconcile(session: AsyncSession, since: datetime | None = None) -> Reconciliation:
    """Every check of the module over every booking, or over those with money moving since
    ``since``; the partners, fee payments and wallets are checked whole (small sets)."""
    rows = (await session.execute(_BOOKINGS, {"since": since})).all()
    checked = rows[0].checked if rows else 0
    found = [
        BookingImbalance(
            row.id,
            row.booking_reference,
            row.currency,
            row.paid,
            row.carried_in,
            row.refunded,
            row.held,
            row.used,
            row.retained,
            row.carried,
        )
        for row in rows
    ]
    return Reconciliation(
        checked_at=clock.now(),
        since=since,
        bookings_checked=checked,
        bookings=[b for b in found if b.difference != 0],
        commissions=[CommissionExcess(*row) for row in await session.execute(_COMMISSIONS)],
        fees=[FeeRefunded(*row) for row in await session.execute(_FEES)],
        wallets=await ledgers.reconcile(session),
    )


async def run(session: AsyncSession, window: timedelta) -> Reconciliation:
    """The worker's run over the bookings with money moving in the last ``window``, kept
    (the oldest runs beyond ``RUNS_KEPT`` dropped)."""
    result = await reconcile(session, clock.now() - window)
    session.add(
        ReconciliationRun(
            checked_at=result.checked_at,
            since=result.since,
            bookings_checked=result.bookings_checked,
            out_of_balance=result.out_of_balance,
            details=to_jsonable_python(
                {
                    "bookings": [
                        {"booking_id": b.booking_id, "difference": b.difference}
                        for b in result.bookings
                    ],
                    "commissions": result.commissions,
                    "fees": result.fees,
                    "wallets": result.wallets,
                }
            ),
        )
    )
    await session.flush()
    kept = select(ReconciliationRun.id).order_by(ReconciliationRun.checked_at.desc())
    await session.execute(
        delete(ReconciliationRun).where(
            ReconciliationRun.id.not_in(kept.limit(RUNS_KEPT).scalar_subquery())
        )
    )
    return result


async def latest(session: AsyncSession) -> ReconciliationRun | None:
    return await session.scalar(
        select(ReconciliationRun).order_by(ReconciliationRun.checked_at.desc()).limit(1)
    )


@metrics.reads_database
async def read_latest(session: AsyncSession) -> None:
    last = await latest(session)
    metrics.MONEY_OUT_OF_BALANCE.set(last.out_of_balance if last is not None else 0)
