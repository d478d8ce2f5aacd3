"""A payment says what it pays: the booking, an exchange's difference or a correction's fee

Revision ID: 0024_payment_purposes
Revises: 0023_quote_owner
"""

from alembic import op

revision = "0024_payment_purposes"
down_revision = "0023_quote_owner"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.drop_constraint(op.f("ck_payments_purpose_known"), "payments", type_="check")
    op.create_check_constraint(
        op.f("ck_payments_purpose_known"),
        "payments",
        "purpose IN ('booking', 'exchange_difference', 'correction_fee')",
    )
    op.create_index(
        "ix_bookings_on_account",
        "bookings",
        ["api_client_id"],
        postgresql_where="status IN ('confirmed', 'completed') AND payment_status = 'unpaid'",
    )


def downgrade() -> None:
    op.drop_index("ix_bookings_on_account", table_name="bookings")
    op.drop_constraint(op.f("ck_payments_purpose_known"), "payments", type_="check")
    op.create_check_constraint(
        op.f("ck_payments_purpose_known"), "payments", "purpose IN ('booking')"
    )
