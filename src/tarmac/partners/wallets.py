"""Partner wallets (spec 01 §2.12, §4.10): one per partner and currency, kept as a ledger.

Rules (the spec names the fields; these are the decisions, also in ``docs/decisions/partners.md``):

- **The ledger.** Every change of a balance is a ``WalletTransaction`` written in the same
  statement that changes the balance (``post``), so the balance always equals the sum of
  the wallet's transactions; ``reconcile`` lists any wallet where it does not. ``amount`` is
  signed (a debit is negative) and ``balance_after`` is the balance once the line was
  written; lines are never changed.
- **Types and purposes.** ``transaction_type`` is one of the spec's four (``TOP_UP``,
  ``DEBIT``, ``REFUND``, ``ADJUSTMENT``); ``purpose`` says what for. The spec's
  ``booking_payment`` is the purpose of the ``DEBIT`` that pays a booking; the commission
  that sale earns is an ``ADJUSTMENT`` with purpose ``commission`` (a credit that is neither
  a top-up nor a refund); a refund of a wallet payment is a ``REFUND`` (``booking_refund``)
  and takes back its share of the commission (``commission_reversal``).
- **Credit limit.** No line may leave the balance below ``-credit_limit``: the debit and
  its commission are checked in the order they are written, by the conditional ``UPDATE``
  that takes the wallet's row lock (and a ``CHECK`` constraint backs it).
- **Whose wallet.** A sub-partner with ``uses_parent_wallet`` pays from its parent's
  wallets (up the chain while the parent also uses its own parent's); the answers then
  carry ``uses_parent_wallet`` true and ``logical_partner_id`` the sub-partner.
- **Who changes balances.** Top-ups and adjustments only through the back office; a top-up
  in a currency the partner has no wallet in opens that wallet.
"""

import uuid
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import date, datetime, time, timedelta
from decimal import Decimal
from itertools import accumulate
from typing import Any, ClassVar

from sqlalchemy import func, select, text
from sqlalchemy.dialects.postgresql import insert as pg_insert
from sqlalchemy.ext.asyncio import AsyncSession

from tarmac.core import clock
from tarmac.core.errors import InvalidRange
from tarmac.core.money import money
from tarmac.db import plain
from tarmac.db.crud import Records
from tarmac.partners.errors import (
    InsufficientBalance,
    NoWalletInCurrency,
    PartnerNotFound,
    WalletInactive,
    WalletNotFound,
)
from tarmac.partners.models import Partner, Wallet, WalletTransaction


class WalletRecords(Records[Wallet]):
    """Wallets as the back office reads them and sets their credit limit or suspends them;
    balances change only through ``post`` (top-ups, adjustments, payments, refunds)."""

    model = Wallet
    noun = "wallet"
    order_by = (Wallet.partner_id, Wallet.currency)
    messages: ClassVar = {
        "ck_wallets_within_credit_limit": (
            "credit_limit is below what the wallet owes: the balance would be under -credit_limit"
        ),
        "ck_wallets_credit_limit_not_negative": "credit_limit cannot be negative",
    }


wallet_records = WalletRecords()


@dataclass(frozen=True)
class Entry:
    """A line to write: ``amount`` signed, as it changes the balance."""

    transaction_type: str
    purpose: str
    amount: Decimal
    description: str | None = None


@dataclass(frozen=True)
class Posted:
    """A line as written."""

    id: uuid.UUID
    wallet_id: uuid.UUID
    amount: Decimal
    currency: str
    balance_after: Decimal


@dataclass(frozen=True)
class Holder:
    """Who a wallet answer is for (``logical``) and whose wallets it uses (``owner``)."""

    logical: Partner
    owner: Partner

    @property
    def uses_parent_wallet(self) -> bool:
        return self.owner.id != self.logical.id


async def holder(session: AsyncSession, partner_id: uuid.UUID) -> Holder:
    """The wallets ``partner_id`` pays from: its own, or up the chain of parents while a
    partner ``uses_parent_wallet`` (404 for an unknown partner)."""
    partner = await session.get(Partner, partner_id)
    if partner is None:
        raise PartnerNotFound()
    owner = partner
    seen = {owner.id}
    while owner.uses_parent_wallet and owner.parent_id is not None:
        parent = await session.get(Partner, owner.parent_id)
        if parent is None or parent.id in seen:
            break
        seen.add(parent.id)
        owner = parent
    return Holder(partner, owner)


async def wallets_of(session: AsyncSession, owner_id: uuid.UUID) -> list[Wallet]:
    return list(
        await session.scalars(
            select(Wallet).where(Wallet.partner_id == owner_id).order_by(Wallet.created_at)
        )
    )


async def wallet_in(session: AsyncSession, owner_id: uuid.UUID, currency: str) -> Wallet | None:
    return await session.scalar(
        select(Wallet).where(Wallet.partner_id == owner_id, Wallet.currency == currency)
    )


_PAYING_SQL = "SELECT id, is_active FROM wallets WHERE partner_id = $1 AND currency = $2"


async def paying_state(
    session: AsyncSession, owner_id: uuid.UUID, currency: str
) -> tuple[uuid.UUID, bool] | None:
    """The id of the wallet in ``currency`` and whether it is active (a sale's read: plain
    SQL), or None when there is none."""
    rows = await plain.fetch(session, _PAYING_SQL, owner_id, currency)
    return (rows[0]["id"], rows[0]["is_active"]) if rows else None


async def open_wallet(session: AsyncSession, owner_id: uuid.UUID, currency: str) -> uuid.UUID:
    """The id of the partner's wallet in ``currency``, opened (balance 0) when missing."""
    now = clock.now()
    await session.execute(
        pg_insert(Wallet)
        .values(
            id=uuid.uuid4(),
            partner_id=owner_id,
            currency=currency,
            balance=Decimal("0.00"),
            credit_limit=Decimal("0.00"),
            is_active=True,
            created_at=now,
            updated_at=now,
        )
        .on_conflict_do_nothing(index_elements=[Wallet.partner_id, Wallet.currency])
    )
    return await session.scalar(
        select(Wallet.id).where(Wallet.partner_id == owner_id, Wallet.currency == currency)
    )


# One statement: the wallet's row is changed (and locked) only when the lowest balance the
# lines pass through stays within the credit limit, and the lines are inserted from the
# balance it ends at. No row back: the wallet is missing, suspended or too short.
_POST = text(
    """
    WITH w AS (
        UPDATE wallets SET balance = balance + :total, updated_at = :now
        WHERE partner_id = :owner_id AND currency = :currency
          AND (is_active OR NOT :needs_active)
          AND balance + :lowest >= -credit_limit
        RETURNING id, balance, currency
    )
    INSERT INTO wallet_transactions (id, wallet_id, transaction_type, purpose, amount,
        currency, balance_after, related_booking_id, description, actor, created_at,
        updated_at)
    SELECT e.id, w.id, e.transaction_type, e.purpose, e.amount, w.currency,
        w.balance - e.after_offset, :booking_id, e.description, :actor, :now, :now
    FROM w, unnest(CAST(:ids AS uuid[]), CAST(:types AS text[]), CAST(:purposes AS text[]),
        CAST(:amounts AS numeric[]), CAST(:offsets AS numeric[]),
        CAST(:descriptions AS text[]))
        AS e(id, transaction_type, purpose, amount, after_offset, description)
    RETURNING id, wallet_id, amount, currency, balance_after
    """
)


async def post(
    session: AsyncSession,
    owner_id: uuid.UUID,
    currency: str,
    entries: Sequence[Entry],
    *,
    actor: str,
    booking_id: uuid.UUID | None = None,
    needs_active: bool = True,
    ids: list[uuid.UUID] | None = None,
) -> list[Posted]:
    """Write ``entries`` in order on the owner's wallet in ``currency`` and change its
    balance by their sum, in one statement (``ids``: the lines' ids, one per entry, when
    the caller names them). 422 when the wallet is missing, suspended (``needs_active``) or
    would go below its credit limit after any of the lines. Lines of amount 0 are not
    written."""
    ids = ids or [uuid.uuid4() for _ in entries]
    kept = [(entry, line_id) for entry, line_id in zip(entries, ids, strict=True) if entry.amount]
    if not kept:
        return []
    entries = [entry for entry, _ in kept]
    ids = [line_id for _, line_id in kept]
    amounts = [money(entry.amount) for entry in entries]
    prefix = list(accumulate(amounts))
    total = prefix[-1]
    rows = (
        await session.execute(
            _POST,
            {
                "owner_id": owner_id,
                "currency": currency,
                "total": total,
                "lowest": min(prefix),
                "needs_active": needs_active,
                "now": clock.now(),
                "booking_id": booking_id,
                "actor": actor,
                "ids": ids,
                "types": [entry.transaction_type for entry in entries],
                "purposes": [entry.purpose for entry in entries],
                "amounts": amounts,
                "offsets": [total - running for running in prefix],
                "descriptions": [entry.description for entry in entries],
            },
        )
    ).all()
    if not rows:
        await _refuse(session, owner_id, currency, min(prefix), needs_active)
    order = {line_id: position for position, line_id in enumerate(ids)}
    return sorted(
        (
            Posted(row.id, row.wallet_id, row.amount, row.currency, row.balance_after)
            for row in rows
        ),
        key=lambda posted: order[posted.id],
    )


async def _refuse(
    session: AsyncSession, owner_id: uuid.UUID, currency: str, lowest: Decimal, needs_active: bool
) -> None:
    wallet = await wallet_in(session, owner_id, currency)
    if wallet is None:
        raise NoWalletInCurrency(currency)
    if needs_active and not wallet.is_active:
        raise WalletInactive(f"The partner's {currency} wallet is suspended by the airline")
    raise InsufficientBalance(currency, wallet.balance + wallet.credit_limit, -lowest)


# --- reading -------------------------------------------------------------------------------


@dataclass(frozen=True)
class TransactionQuery:
    page: int
    page_size: int
    transaction_type: str | None = None
    currency: str | None = None
    date_from: date | None = None
    date_to: date | None = None


async def transactions(
    session: AsyncSession, owner_id: uuid.UUID, query: TransactionQuery
) -> tuple[list[WalletTransaction], int]:
    """One page of the lines of the owner's wallets, newest first, and how many match.
    ``date_from`` and ``date_to`` are days of the airline's calendar, both included."""
    if query.date_from and query.date_to and query.date_from > query.date_to:
        raise InvalidRange("date_from is after date_to")
    conditions: list[Any] = [
        WalletTransaction.wallet_id.in_(select(Wallet.id).where(Wallet.partner_id == owner_id))
    ]
    if query.transaction_type:
        conditions.append(WalletTransaction.transaction_type == query.transaction_type)
    if query.currency:
        conditions.append(WalletTransaction.currency == query.currency)
    if query.date_from:
        conditions.append(WalletTransaction.created_at >= _start_of(query.date_from))
    if query.date_to:
        conditions.append(
            WalletTransaction.created_at < _start_of(query.date_to + timedelta(days=1))
        )
    total = await session.scalar(
        select(func.count()).select_from(WalletTransaction).where(*conditions)
    )
    rows = await session.scalars(
        select(WalletTransaction)
        .where(*conditions)
        .order_by(WalletTransaction.created_at.desc(), WalletTransaction.sequence.desc())
        .offset((query.page - 1) * query.page_size)
        .limit(query.page_size)
    )
    return list(rows), total


def _start_of(day: date) -> datetime:
    """Midnight of ``day`` on the airline's clock."""
    return datetime.combine(day, time(), tzinfo=clock.BISHKEK)


@dataclass(frozen=True)
class Mismatch:
    wallet_id: uuid.UUID
    partner_id: uuid.UUID
    currency: str
    balance: Decimal
    ledger_sum: Decimal
    last_balance_after: Decimal | None


async def reconcile(session: AsyncSession) -> list[Mismatch]:
    """Wallets whose balance is not the sum of their transactions, or not the
    ``balance_after`` of their latest one."""
    rows = await session.execute(
        text(
            """
            SELECT w.id, w.partner_id, w.currency, w.balance,
                coalesce(s.total, 0) AS ledger_sum, l.balance_after
            FROM wallets w
            LEFT JOIN (SELECT wallet_id, sum(amount) AS total FROM wallet_transactions
                       GROUP BY wallet_id) s ON s.wallet_id = w.id
            LEFT JOIN LATERAL (SELECT balance_after FROM wallet_transactions t
                               WHERE t.wallet_id = w.id ORDER BY t.sequence DESC LIMIT 1) l
                ON true
            WHERE w.balance <> coalesce(s.total, 0)
               OR (l.balance_after IS NOT NULL AND l.balance_after <> w.balance)
            ORDER BY w.partner_id, w.currency
            """
        )
    )
    return [Mismatch(*row) for row in rows]


async def line(session: AsyncSession, line_id: uuid.UUID) -> WalletTransaction:
    return await session.get_one(WalletTransaction, line_id)


async def lines_of(
    session: AsyncSession, wallet_id: uuid.UUID, page: int, page_size: int
) -> tuple[list[WalletTransaction], int]:
    """One page of a wallet's ledger, newest first (404 for an unknown wallet)."""
    if await session.get(Wallet, wallet_id) is None:
        raise WalletNotFound()
    total = await session.scalar(
        select(func.count())
        .select_from(WalletTransaction)
        .where(WalletTransaction.wallet_id == wallet_id)
    )
    rows = await session.scalars(
        select(WalletTransaction)
        .where(WalletTransaction.wallet_id == wallet_id)
        .order_by(WalletTransaction.sequence.desc())
        .offset((page - 1) * page_size)
        .limit(page_size)
    )
    return list(rows), total
