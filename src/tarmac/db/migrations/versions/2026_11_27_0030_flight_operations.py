"""Flight operations (issue 24): the history of a flight's operations, the airport a
diverted flight lands at, and an index of the flights the worker has still to record as
departed or arrived

Revision ID: 0030_flight_operations
Revises: 0029_webhooks
"""

import sqlalchemy as sa
from alembic import op
from sqlalchemy.dialects import postgresql

revision = "0030_flight_operations"
down_revision = "0029_webhooks"
branch_labels = None
depends_on = None

STAMP = sa.DateTime(timezone=True)


def upgrade() -> None:
    op.create_table(
        "flight_operations",
        sa.Column("flight_id", postgresql.UUID(), nullable=False),
        sa.Column("operation", sa.String(16), nullable=False),
        sa.Column("before", postgresql.JSONB(), nullable=False),
        sa.Column("after", postgresql.JSONB(), nullable=False),
        sa.Column("reason", sa.Text(), nullable=True),
        sa.Column("actor", sa.String(200), nullable=False),
        sa.Column("id", postgresql.UUID(), nullable=False),
        sa.Column("created_at", STAMP, nullable=False),
        sa.Column("updated_at", STAMP, nullable=False),
        sa.PrimaryKeyConstraint("id", name="pk_flight_operations"),
        sa.CheckConstraint(
            "operation IN ('delay', 'gate', 'cancel', 'divert', 'boarding', 'departed', 'arrived')",
            name="ck_flight_operations_operation_known",
        ),
        sa.ForeignKeyConstraint(
            ["flight_id"],
            ["flights.id"],
            name="fk_flight_operations_flight_id_flights",
            ondelete="CASCADE",
        ),
    )
    op.create_index("ix_flight_operations_flight", "flight_operations", ["flight_id", "created_at"])
    op.add_column("flights", sa.Column("diverted_to_id", postgresql.UUID(), nullable=True))
    op.create_foreign_key(
        "fk_flights_diverted_to_id_airports",
        "flights",
        "airports",
        ["diverted_to_id"],
        ["id"],
        ondelete="RESTRICT",
    )
    op.create_index(
        "ix_flights_in_operation",
        "flights",
        ["scheduled_departure"],
        postgresql_where=sa.text("status NOT IN ('arrived', 'cancelled')"),
    )


def downgrade() -> None:
    op.drop_index("ix_flights_in_operation", table_name="flights")
    op.drop_constraint("fk_flights_diverted_to_id_airports", "flights", type_="foreignkey")
    op.drop_column("flights", "diverted_to_id")
    op.drop_index("ix_flight_operations_flight", table_name="flight_operations")
    op.drop_table("flight_operations")
