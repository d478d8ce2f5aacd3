import uuid
from datetime import date
from decimal import Decimal

from sqlalchemy import (
    BigInteger,
    CheckConstraint,
    ForeignKey,
    Identity,
    Index,
    Numeric,
    String,
    UniqueConstraint,
)
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
    # a sub-partner that pays from its parent's wallets instead of wallets of its own
    uses_parent_wallet: Mapped[bool] = mapped_column(default=False)


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


TRANSACTION_TYPES = ("TOP_UP", "DEBIT", "REFUND", "ADJUSTMENT")
# what a transaction was for, beside its type (spec 01 §4.5 names a debit's "booking_payment")
PURPOSES = (
    "top_up",
    "adjustment",
    "booking_payment",
    "commission",
    "booking_refund",
    "commission_reversal",
    "correction_fee",
)
COMMISSION_SCOPES = ("route", "airline", "global")


def _one_of(column: str, values: tuple[str, ...]) -> str:
    return f"{column} IN ({', '.join(repr(v) for v in values)})"


class Wallet(TimestampedModel):
    """A partner's prepaid account in one currency (spec 01 §2.12). ``balance`` is the sum of
    its transactions (``WalletTransaction.amount``) and never goes below ``-credit_limit``."""

    __tablename__ = "wallets"
    __table_args__ = (
        UniqueConstraint("partner_id", "currency"),
        CheckConstraint("credit_limit >= 0", name="credit_limit_not_negative"),
        CheckConstraint("balance >= -credit_limit", name="within_credit_limit"),
    )

    partner_id: Mapped[uuid.UUID] = mapped_column(
        ForeignKey("partners.id", ondelete="RESTRICT"), index=True
    )
    currency: Mapped[str] = mapped_column(String(3))
    balance: Mapped[Decimal] = mapped_column(Numeric(14, 2), default=Decimal("0.00"))
    credit_limit: Mapped[Decimal] = mapped_column(Numeric(14, 2), default=Decimal("0.00"))
    is_active: Mapped[bool] = mapped_column(default=True)


class WalletTransaction(TimestampedModel):
    """One line of a wallet's ledger: ``amount`` is signed (what it did to the balance: a
    debit is negative), ``balance_after`` the balance once it was written. Lines are never
    changed or deleted; a mistake is corrected by another line."""

    __tablename__ = "wallet_transactions"
    __table_args__ = (
        CheckConstraint(_one_of("transaction_type", TRANSACTION_TYPES), name="type_known"),
        CheckConstraint(_one_of("purpose", PURPOSES), name="purpose_known"),
        CheckConstraint("amount <> 0", name="amount_not_zero"),
        CheckConstraint(
            "(transaction_type = 'DEBIT') = (amount < 0) OR transaction_type = 'ADJUSTMENT'",
            name="sign_matches_type",
        ),
        Index("ix_wallet_transactions_wallet_created", "wallet_id", "created_at"),
        Index("ix_wallet_transactions_booking", "related_booking_id"),
    )

    wallet_id: Mapped[uuid.UUID] = mapped_column(ForeignKey("wallets.id", ondelete="RESTRICT"))
    # the order lines were written in: a wallet's lines are written under its row lock, so
    # within a wallet this is the ledger's order (lines of one statement share created_at)
    sequence: Mapped[int] = mapped_column(BigInteger, Identity(always=True), unique=True)
    transaction_type: Mapped[str] = mapped_column(String(16))
    purpose: Mapped[str] = mapped_column(String(24))
    amount: Mapped[Decimal] = mapped_column(Numeric(14, 2))
    currency: Mapped[str] = mapped_column(String(3))
    balance_after: Mapped[Decimal] = mapped_column(Numeric(14, 2))
    related_booking_id: Mapped[uuid.UUID | None]
    description: Mapped[str | None] = mapped_column(String(500))
    # who wrote it: "staff:<subject>", "key:<client id>", "system"
    actor: Mapped[str] = mapped_column(String(120))


class CommissionRule(TimestampedModel):
    """What a partner earns on a sale paid from its wallet (spec 01 §2.12): ``percentage`` of
    the booking's total plus ``fixed_amount`` (in ``currency``), in force from
    ``effective_date`` to ``expiration_date`` (inclusive; open when null). ``applies_to``
    says where: one route (``route_id``), the flights of one airline (``airline_code``,
    the two-letter designator of the flight numbers), or everything."""

    __tablename__ = "commission_rules"
    __table_args__ = (
        CheckConstraint(_one_of("applies_to", COMMISSION_SCOPES), name="scope_known"),
        CheckConstraint("percentage >= 0 AND percentage <= 100", name="percentage_range"),
        CheckConstraint("fixed_amount >= 0", name="fixed_amount_not_negative"),
        CheckConstraint("fixed_amount = 0 OR currency IS NOT NULL", name="fixed_has_currency"),
        CheckConstraint(
            "(applies_to = 'route') = (route_id IS NOT NULL)", name="route_scope_names_route"
        ),
        CheckConstraint(
            "(applies_to = 'airline') = (airline_code IS NOT NULL)",
            name="airline_scope_names_airline",
        ),
        CheckConstraint(
            "expiration_date IS NULL OR expiration_date >= effective_date", name="dates_ordered"
        ),
    )

    partner_id: Mapped[uuid.UUID] = mapped_column(
        ForeignKey("partners.id", ondelete="CASCADE"), index=True
    )
    commission_name: Mapped[str] = mapped_column(String(200))
    applies_to: Mapped[str] = mapped_column(String(8))
    route_id: Mapped[uuid.UUID | None] = mapped_column(
        ForeignKey("routes.id", ondelete="CASCADE"), index=True
    )
    airline_code: Mapped[str | None] = mapped_column(String(2))
    percentage: Mapped[Decimal] = mapped_column(Numeric(5, 2), default=Decimal("0"))
    fixed_amount: Mapped[Decimal] = mapped_column(Numeric(14, 2), default=Decimal("0"))
    currency: Mapped[str | None] = mapped_column(String(3))
    effective_date: Mapped[date]
    expiration_date: Mapped[date | None]
    is_active: Mapped[bool] = mapped_column(default=True)
