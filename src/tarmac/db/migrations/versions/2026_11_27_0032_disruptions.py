"""Disruptions (issue 24): the changes the airline made to bookings' trips
(``booking_changes``); a refund may be an involuntary one (the airline's disruption)

Revision ID: 0032_disruptions
Revises: 0031_push
"""

import sqlalchemy as sa
from alembic import op
from sqlalchemy.dialects import postgresql

revision = "0032_disruptions"
down_revision = "0031_push"
branch_labels = None
depends_on = None

STAMP = sa.DateTime(timezone=True)
KINDS = "'cancellation', 'consumer', 'booking', 'manual', 'unwanted_payment', 'exchange'"


def upgrade() -> None:
    op.create_table(
        "booking_changes",
        sa.Column("booking_id", sa.Uuid(), nullable=False),
        sa.Column("flight_id", sa.Uuid(), nullable=False),
        sa.Column("event_id", sa.Uuid(), nullable=False),
        sa.Column("kind", sa.String(16), nullable=False),
        sa.Column("removed", postgresql.JSONB(astext_type=sa.Text()), nullable=False),
        sa.Column("added", postgresql.JSONB(astext_type=sa.Text()), nullable=True),
        sa.Column("reason", sa.String(500), nullable=True),
        sa.Column("status", sa.String(16), nullable=False),
        sa.Column("due_at", STAMP, nullable=False),
        sa.Column("decided_at", STAMP, nullable=True),
        sa.Column("decided_by", sa.String(200), nullable=True),
        sa.Column("new_booking_id", sa.Uuid(), nullable=True),
        sa.Column("refund_amount", sa.Numeric(14, 2), nullable=True),
        sa.Column("currency", sa.String(3), nullable=True),
        sa.Column("id", sa.Uuid(), nullable=False),
        sa.Column("created_at", STAMP, nullable=False),
        sa.Column("updated_at", STAMP, nullable=False),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_booking_changes")),
        sa.UniqueConstraint(
            "booking_id", "event_id", name=op.f("uq_booking_changes_booking_id_event_id")
        ),
        sa.CheckConstraint(
            "kind IN ('cancelled', 'diverted', 'retimed')",
            name=op.f("ck_booking_changes_kind_known"),
        ),
        sa.CheckConstraint(
            "status IN ('pending', 'accepted', 'refunded', 'moved')",
            name=op.f("ck_booking_changes_status_known"),
        ),
        sa.ForeignKeyConstraint(
            ["booking_id"],
            ["bookings.id"],
            name=op.f("fk_booking_changes_booking_id_bookings"),
            ondelete="CASCADE",
        ),
        sa.ForeignKeyConstraint(
            ["flight_id"],
            ["flights.id"],
            name=op.f("fk_booking_changes_flight_id_flights"),
            ondelete="CASCADE",
        ),
        sa.ForeignKeyConstraint(
            ["new_booking_id"],
            ["bookings.id"],
            name=op.f("fk_booking_changes_new_booking_id_bookings"),
            ondelete="SET NULL",
        ),
    )
    op.create_index("ix_booking_changes_booking", "booking_changes", ["booking_id", "created_at"])
    op.create_index(
        "ix_booking_changes_due",
        "booking_changes",
        ["due_at"],
        postgresql_where=sa.text("status = 'pending'"),
    )
    op.drop_constraint(op.f("ck_refunds_kind_known"), "refunds", type_="check")
    op.create_check_constraint(
        op.f("ck_refunds_kind_known"), "refunds", f"kind IN ({KINDS}, 'involuntary')"
    )


def downgrade() -> None:
    op.drop_constraint(op.f("ck_refunds_kind_known"), "refunds", type_="check")
    op.create_check_constraint(op.f("ck_refunds_kind_known"), "refunds", f"kind IN ({KINDS})")
    op.drop_index("ix_booking_changes_due", table_name="booking_changes")
    op.drop_index("ix_booking_changes_booking", table_name="booking_changes")
    op.drop_table("booking_changes")
