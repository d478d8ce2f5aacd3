"""Passenger data correction: every applied change kept; a wallet line may pay a correction fee

Revision ID: 0027_corrections
Revises: 0026_exchanges
"""

import sqlalchemy as sa
from alembic import op

revision = "0027_corrections"
down_revision = "0026_exchanges"
branch_labels = None
depends_on = None

WALLET_PURPOSES = (
    "'top_up', 'adjustment', 'booking_payment', 'commission', 'booking_refund', "
    "'commission_reversal'"
)


def upgrade() -> None:
    op.create_table(
        "passenger_corrections",
        sa.Column("booking_id", sa.Uuid(), nullable=False),
        sa.Column("passenger_id", sa.Uuid(), nullable=False),
        sa.Column("field", sa.String(length=20), nullable=False),
        sa.Column("old_value", sa.Text(), nullable=True),
        sa.Column("new_value", sa.Text(), nullable=True),
        sa.Column("fee", sa.Numeric(precision=14, scale=2), nullable=False),
        sa.Column("currency", sa.String(length=3), nullable=False),
        sa.Column("actor", sa.String(length=200), nullable=False),
        sa.Column("payment_id", sa.Uuid(), nullable=True),
        sa.Column("wallet_transaction_id", sa.Uuid(), nullable=True),
        sa.Column("id", sa.Uuid(), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("updated_at", sa.DateTime(timezone=True), nullable=False),
        sa.CheckConstraint(
            "field IN ('first_name', 'last_name', 'middle_name', 'document_number', "
            "'document_expiry', 'document_type', 'nationality')",
            name=op.f("ck_passenger_corrections_field_known"),
        ),
        sa.CheckConstraint("fee >= 0", name=op.f("ck_passenger_corrections_fee_not_negative")),
        sa.ForeignKeyConstraint(
            ["booking_id"],
            ["bookings.id"],
            name=op.f("fk_passenger_corrections_booking_id_bookings"),
            ondelete="CASCADE",
        ),
        sa.ForeignKeyConstraint(
            ["passenger_id"],
            ["booking_passengers.id"],
            name=op.f("fk_passenger_corrections_passenger_id_booking_passengers"),
            ondelete="CASCADE",
        ),
        sa.ForeignKeyConstraint(
            ["payment_id"],
            ["payments.id"],
            name=op.f("fk_passenger_corrections_payment_id_payments"),
            ondelete="RESTRICT",
        ),
        sa.ForeignKeyConstraint(
            ["wallet_transaction_id"],
            ["wallet_transactions.id"],
            name=op.f("fk_passenger_corrections_wallet_transaction_id_wallet_transactions"),
            ondelete="RESTRICT",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_passenger_corrections")),
    )
    op.create_index(
        "ix_passenger_corrections_booking",
        "passenger_corrections",
        ["booking_id", "created_at"],
    )
    op.create_index(
        op.f("ix_passenger_corrections_passenger_id"), "passenger_corrections", ["passenger_id"]
    )
    op.create_index(
        op.f("ix_passenger_corrections_payment_id"), "passenger_corrections", ["payment_id"]
    )
    op.drop_constraint(
        op.f("ck_wallet_transactions_purpose_known"), "wallet_transactions", type_="check"
    )
    op.create_check_constraint(
        op.f("ck_wallet_transactions_purpose_known"),
        "wallet_transactions",
        f"purpose IN ({WALLET_PURPOSES}, 'correction_fee')",
    )


def downgrade() -> None:
    op.drop_constraint(
        op.f("ck_wallet_transactions_purpose_known"), "wallet_transactions", type_="check"
    )
    op.create_check_constraint(
        op.f("ck_wallet_transactions_purpose_known"),
        "wallet_transactions",
        f"purpose IN ({WALLET_PURPOSES})",
    )
    op.drop_table("passenger_corrections")
