"""Exchange: the price locks of exchange previews; a refund may be an exchange's; a
payment's purpose fits ``exchange_difference`` (19 characters)

Revision ID: 0026_exchanges
Revises: 0025_idempotency_request_hash
"""

import sqlalchemy as sa
from alembic import op
from sqlalchemy.dialects import postgresql

revision = "0026_exchanges"
down_revision = "0025_idempotency_request_hash"
branch_labels = None
depends_on = None

MONEY = sa.Numeric(precision=14, scale=2)
KINDS = "'cancellation', 'consumer', 'booking', 'manual', 'unwanted_payment'"


def upgrade() -> None:
    op.create_table(
        "exchange_locks",
        sa.Column("booking_id", sa.Uuid(), nullable=False),
        sa.Column("new_flight_id", sa.Uuid(), nullable=False),
        sa.Column("exchange_quote_id", sa.Uuid(), nullable=True),
        sa.Column("quote_id", sa.Uuid(), nullable=False),
        sa.Column("original_total", MONEY, nullable=False),
        sa.Column("new_total", MONEY, nullable=False),
        sa.Column("fare_difference", MONEY, nullable=False),
        sa.Column("penalty", MONEY, nullable=False),
        sa.Column("tax_difference", MONEY, nullable=False),
        sa.Column("extra_amount", MONEY, nullable=False),
        sa.Column("refund_amount", MONEY, nullable=False),
        sa.Column("currency", sa.String(length=3), nullable=False),
        sa.Column("priced", postgresql.JSONB(astext_type=sa.Text()), nullable=False),
        sa.Column("client_id", sa.String(length=100), nullable=True),
        sa.Column("expires_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("executed_at", sa.DateTime(timezone=True), nullable=True),
        sa.Column("new_booking_id", sa.Uuid(), nullable=True),
        sa.Column("lapse_settled_at", sa.DateTime(timezone=True), nullable=True),
        sa.Column("id", sa.Uuid(), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("updated_at", sa.DateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(
            ["booking_id"],
            ["bookings.id"],
            name=op.f("fk_exchange_locks_booking_id_bookings"),
            ondelete="CASCADE",
        ),
        sa.ForeignKeyConstraint(
            ["new_flight_id"],
            ["flights.id"],
            name=op.f("fk_exchange_locks_new_flight_id_flights"),
            ondelete="RESTRICT",
        ),
        sa.ForeignKeyConstraint(
            ["new_booking_id"],
            ["bookings.id"],
            name=op.f("fk_exchange_locks_new_booking_id_bookings"),
            ondelete="SET NULL",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_exchange_locks")),
    )
    op.create_index(
        "ix_exchange_locks_booking",
        "exchange_locks",
        ["booking_id", "new_flight_id", "created_at"],
        unique=False,
    )
    op.drop_constraint(op.f("ck_refunds_kind_known"), "refunds", type_="check")
    op.create_check_constraint(
        op.f("ck_refunds_kind_known"), "refunds", f"kind IN ({KINDS}, 'exchange')"
    )
    op.alter_column(
        "payments",
        "purpose",
        existing_type=sa.String(length=16),
        type_=sa.String(length=24),
        existing_nullable=False,
    )


def downgrade() -> None:
    op.alter_column(
        "payments",
        "purpose",
        existing_type=sa.String(length=24),
        type_=sa.String(length=16),
        existing_nullable=False,
    )
    op.drop_constraint(op.f("ck_refunds_kind_known"), "refunds", type_="check")
    op.create_check_constraint(op.f("ck_refunds_kind_known"), "refunds", f"kind IN ({KINDS})")
    op.drop_index("ix_exchange_locks_booking", table_name="exchange_locks")
    op.drop_table("exchange_locks")
