"""Push notifications: the pushes queued and sent to devices, and the check-in openings
already announced (issue 24)

Revision ID: 0031_push
Revises: 0030_flight_operations
"""

import sqlalchemy as sa
from alembic import op
from sqlalchemy.dialects import postgresql

revision = "0031_push"
down_revision = "0030_flight_operations"
branch_labels = None
depends_on = None

STAMP = sa.DateTime(timezone=True)


def upgrade() -> None:
    op.create_table(
        "push_messages",
        sa.Column("device_id", postgresql.UUID(), nullable=True),
        sa.Column("passenger_id", postgresql.UUID(), nullable=True),
        sa.Column("push_token", sa.String(1024), nullable=False),
        sa.Column("platform", sa.String(8), nullable=False),
        sa.Column("type", sa.String(32), nullable=False),
        sa.Column("event_id", postgresql.UUID(), nullable=True),
        sa.Column("booking_id", postgresql.UUID(), nullable=True),
        sa.Column("flight_id", postgresql.UUID(), nullable=True),
        sa.Column("language", sa.String(2), nullable=False),
        sa.Column("title", sa.String(200), nullable=False),
        sa.Column("body", sa.Text(), nullable=False),
        sa.Column("data", postgresql.JSONB(), nullable=False),
        sa.Column("status", sa.String(16), nullable=False),
        sa.Column("attempts", sa.Integer(), nullable=False),
        sa.Column("next_attempt_at", STAMP, nullable=False),
        sa.Column("last_error", sa.Text(), nullable=True),
        sa.Column("provider", sa.String(16), nullable=True),
        sa.Column("provider_message_id", sa.String(300), nullable=True),
        sa.Column("provider_answer", postgresql.JSONB(), nullable=True),
        sa.Column("sent_at", STAMP, nullable=True),
        sa.Column("id", postgresql.UUID(), nullable=False),
        sa.Column("created_at", STAMP, nullable=False),
        sa.Column("updated_at", STAMP, nullable=False),
        sa.PrimaryKeyConstraint("id", name="pk_push_messages"),
        sa.CheckConstraint(
            "status IN ('queued', 'sent', 'failed', 'unregistered')",
            name="ck_push_messages_status_known",
        ),
        sa.ForeignKeyConstraint(
            ["device_id"],
            ["passenger_devices.id"],
            name="fk_push_messages_device_id_passenger_devices",
            ondelete="SET NULL",
        ),
        sa.ForeignKeyConstraint(
            ["passenger_id"],
            ["passengers.id"],
            name="fk_push_messages_passenger_id_passengers",
            ondelete="SET NULL",
        ),
    )
    op.create_index(
        "ix_push_messages_due",
        "push_messages",
        ["next_attempt_at"],
        postgresql_where=sa.text("status = 'queued'"),
    )
    op.create_index("ix_push_messages_token", "push_messages", ["push_token", "created_at"])
    op.create_index("ix_push_messages_booking_id", "push_messages", ["booking_id"])
    op.create_table(
        "push_checkin_open_notices",
        sa.Column("booking_id", postgresql.UUID(), nullable=False),
        sa.Column("flight_id", postgresql.UUID(), nullable=False),
        sa.Column("created_at", STAMP, nullable=False),
        sa.PrimaryKeyConstraint("booking_id", "flight_id", name="pk_push_checkin_open_notices"),
        sa.ForeignKeyConstraint(
            ["booking_id"],
            ["bookings.id"],
            name="fk_push_checkin_open_notices_booking_id_bookings",
            ondelete="CASCADE",
        ),
        sa.ForeignKeyConstraint(
            ["flight_id"],
            ["flights.id"],
            name="fk_push_checkin_open_notices_flight_id_flights",
            ondelete="CASCADE",
        ),
    )


def downgrade() -> None:
    op.drop_table("push_checkin_open_notices")
    op.drop_table("push_messages")
