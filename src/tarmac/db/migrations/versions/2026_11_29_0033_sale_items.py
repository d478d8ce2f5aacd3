"""What each item sold is worth and where it stands (issue 32): ``sale_items`` (what a
booking sold, item by item, at its price) and ``item_moves`` (where each item's money went:
used, refunded, retained, carried, held again), both append-only like the wallet ledger;
``reconciliation_runs``, the worker's reconciliations of the money.

Revision ID: 0033_sale_items
Revises: 0032_disruptions
"""

import sqlalchemy as sa
from alembic import op
from sqlalchemy.dialects import postgresql

revision = "0033_sale_items"
down_revision = "0032_disruptions"
branch_labels = None
depends_on = None

STAMP = sa.DateTime(timezone=True)
KINDS = "'fare', 'tax', 'fee', 'seat', 'ancillary', 'charge', 'correction_fee'"
STATES = "'held', 'used', 'refunded', 'retained', 'carried'"


def _stamps() -> list[sa.Column]:
    return [
        sa.Column("id", sa.Uuid(), nullable=False),
        sa.Column("created_at", STAMP, nullable=False),
        sa.Column("updated_at", STAMP, nullable=False),
    ]


def upgrade() -> None:
    op.create_table(
        "sale_items",
        sa.Column("booking_id", sa.Uuid(), nullable=False),
        sa.Column("ticket_id", sa.Uuid(), nullable=True),
        sa.Column("coupon_id", sa.Uuid(), nullable=True),
        sa.Column("kind", sa.String(16), nullable=False),
        sa.Column("code", sa.String(40), nullable=True),
        sa.Column("description", sa.String(200), nullable=False),
        sa.Column("amount", sa.Numeric(14, 2), nullable=False),
        sa.Column("currency", sa.String(3), nullable=False),
        sa.Column("refundable", sa.Boolean(), nullable=False),
        sa.Column("commission", sa.Numeric(14, 2), nullable=False),
        sa.Column("payment_id", sa.Uuid(), nullable=True),
        sa.Column("cause", sa.String(200), nullable=True),
        *_stamps(),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_sale_items")),
        sa.CheckConstraint(f"kind IN ({KINDS})", name=op.f("ck_sale_items_kind_known")),
        sa.CheckConstraint("amount > 0", name=op.f("ck_sale_items_amount_positive")),
        sa.CheckConstraint(
            "commission >= 0 AND commission <= amount", name=op.f("ck_sale_items_commission_within")
        ),
        sa.ForeignKeyConstraint(
            ["booking_id"],
            ["bookings.id"],
            name=op.f("fk_sale_items_booking_id_bookings"),
            ondelete="CASCADE",
        ),
        sa.ForeignKeyConstraint(
            ["ticket_id"],
            ["tickets.id"],
            name=op.f("fk_sale_items_ticket_id_tickets"),
            ondelete="CASCADE",
        ),
        sa.ForeignKeyConstraint(
            ["coupon_id"],
            ["ticket_coupons.id"],
            name=op.f("fk_sale_items_coupon_id_ticket_coupons"),
            ondelete="CASCADE",
        ),
        sa.ForeignKeyConstraint(
            ["payment_id"],
            ["payments.id"],
            name=op.f("fk_sale_items_payment_id_payments"),
            ondelete="RESTRICT",
        ),
    )
    op.create_index("ix_sale_items_booking", "sale_items", ["booking_id"])
    op.create_index("ix_sale_items_coupon", "sale_items", ["coupon_id"])
    op.create_table(
        "item_moves",
        sa.Column("item_id", sa.Uuid(), nullable=False),
        sa.Column("booking_id", sa.Uuid(), nullable=False),
        sa.Column("from_state", sa.String(16), nullable=False),
        sa.Column("to_state", sa.String(16), nullable=False),
        sa.Column("amount", sa.Numeric(14, 2), nullable=False),
        sa.Column("commission", sa.Numeric(14, 2), nullable=False),
        sa.Column("refund_id", sa.Uuid(), nullable=True),
        sa.Column("to_booking_id", sa.Uuid(), nullable=True),
        sa.Column("actor", sa.String(200), nullable=False),
        sa.Column("reason", sa.String(200), nullable=False),
        *_stamps(),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_item_moves")),
        sa.CheckConstraint(f"from_state IN ({STATES})", name=op.f("ck_item_moves_from_known")),
        sa.CheckConstraint(f"to_state IN ({STATES})", name=op.f("ck_item_moves_to_known")),
        sa.CheckConstraint("from_state <> to_state", name=op.f("ck_item_moves_moves")),
        sa.CheckConstraint("amount > 0", name=op.f("ck_item_moves_amount_positive")),
        sa.CheckConstraint("commission >= 0", name=op.f("ck_item_moves_commission_not_negative")),
        sa.ForeignKeyConstraint(
            ["item_id"],
            ["sale_items.id"],
            name=op.f("fk_item_moves_item_id_sale_items"),
            ondelete="CASCADE",
        ),
        sa.ForeignKeyConstraint(
            ["booking_id"],
            ["bookings.id"],
            name=op.f("fk_item_moves_booking_id_bookings"),
            ondelete="CASCADE",
        ),
        sa.ForeignKeyConstraint(
            ["refund_id"],
            ["refunds.id"],
            name=op.f("fk_item_moves_refund_id_refunds"),
            ondelete="RESTRICT",
        ),
        sa.ForeignKeyConstraint(
            ["to_booking_id"],
            ["bookings.id"],
            name=op.f("fk_item_moves_to_booking_id_bookings"),
            ondelete="CASCADE",
        ),
    )
    op.create_index("ix_item_moves_item", "item_moves", ["item_id"])
    op.create_index("ix_item_moves_booking", "item_moves", ["booking_id"])
    op.create_index("ix_item_moves_refund", "item_moves", ["refund_id"])
    op.execute(
        """
        CREATE FUNCTION tarmac_items_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
            RAISE EXCEPTION 'items sold and their moves are never changed or deleted (% of %)',
                TG_OP, OLD.id
                USING ERRCODE = 'restrict_violation';
        END
        $$
        """
    )
    op.create_table(
        "reconciliation_runs",
        sa.Column("checked_at", STAMP, nullable=False),
        sa.Column("since", STAMP, nullable=True),
        sa.Column("bookings_checked", sa.Integer(), nullable=False),
        sa.Column("out_of_balance", sa.Integer(), nullable=False),
        sa.Column("details", postgresql.JSONB(astext_type=sa.Text()), nullable=False),
        *_stamps(),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_reconciliation_runs")),
    )
    op.create_index("ix_reconciliation_runs_checked_at", "reconciliation_runs", ["checked_at"])
    for table in ("sale_items", "item_moves"):
        op.execute(
            f"CREATE TRIGGER {table}_append_only BEFORE UPDATE OR DELETE ON {table} "
            "FOR EACH ROW EXECUTE FUNCTION tarmac_items_append_only()"
        )


def downgrade() -> None:
    for table in ("item_moves", "sale_items"):
        op.execute(f"DROP TRIGGER IF EXISTS {table}_append_only ON {table}")
    op.execute("DROP FUNCTION IF EXISTS tarmac_items_append_only()")
    op.drop_index("ix_reconciliation_runs_checked_at", table_name="reconciliation_runs")
    op.drop_table("reconciliation_runs")
    op.drop_table("item_moves")
    op.drop_table("sale_items")
