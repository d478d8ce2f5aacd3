"""Airline changes follow the flight (issue 32): a change the airline undid is
``withdrawn``, with why (``withdrawn_reason``)

Revision ID: 0034_airline_changes_withdrawn
Revises: 0033_sale_items
"""

import sqlalchemy as sa
from alembic import op

revision = "0034_airline_changes_withdrawn"
down_revision = "0033_sale_items"
branch_labels = None
depends_on = None

STATUSES = "'pending', 'accepted', 'refunded', 'moved'"
WITHDRAWALS = "'delay_under_threshold', 'diversion_reversed', 'superseded'"


def upgrade() -> None:
    op.add_column("booking_changes", sa.Column("withdrawn_reason", sa.String(32), nullable=True))
    op.drop_constraint(op.f("ck_booking_changes_status_known"), "booking_changes", type_="check")
    op.create_check_constraint(
        op.f("ck_booking_changes_status_known"),
        "booking_changes",
        f"status IN ({STATUSES}, 'withdrawn')",
    )
    op.create_check_constraint(
        op.f("ck_booking_changes_withdrawn_with_reason"),
        "booking_changes",
        f"(status = 'withdrawn') = (withdrawn_reason IN ({WITHDRAWALS}) "
        "AND withdrawn_reason IS NOT NULL)",
    )


def downgrade() -> None:
    op.execute("DELETE FROM booking_changes WHERE status = 'withdrawn'")
    op.drop_constraint(
        op.f("ck_booking_changes_withdrawn_with_reason"), "booking_changes", type_="check"
    )
    op.drop_constraint(op.f("ck_booking_changes_status_known"), "booking_changes", type_="check")
    op.create_check_constraint(
        op.f("ck_booking_changes_status_known"), "booking_changes", f"status IN ({STATUSES})"
    )
    op.drop_column("booking_changes", "withdrawn_reason")
