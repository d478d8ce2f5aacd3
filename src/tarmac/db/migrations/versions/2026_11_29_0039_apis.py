"""APIS passenger lists (issue 36): the border authorities' destinations
(``apis_destinations``, one per country), each PAXLST made for a flight
(``apis_messages``, numbered by ``apis_interchange_numbers``) and each attempt to deliver it
(``apis_attempts``)

Revision ID: 0039_apis
Revises: 0037_emds
"""

import sqlalchemy as sa
from alembic import op

revision = "0039_apis"
down_revision = "0037_emds"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.execute(sa.schema.CreateSequence(sa.Sequence("apis_interchange_numbers")))
    op.create_table(
        "apis_destinations",
        sa.Column("name", sa.String(100), nullable=False),
        sa.Column("country", sa.String(2), nullable=False),
        sa.Column("endpoint_url", sa.String(2000), nullable=False),
        sa.Column("auth_header_name", sa.String(100), nullable=True),
        sa.Column("auth_header_value", sa.String(500), nullable=True),
        sa.Column("minutes_before_departure", sa.Integer(), nullable=False),
        sa.Column("on_arrival", sa.Boolean(), nullable=False),
        sa.Column("on_departure", sa.Boolean(), nullable=False),
        sa.Column("sender_id", sa.String(35), nullable=False),
        sa.Column("recipient_id", sa.String(35), nullable=False),
        sa.Column("message_version", sa.String(3), nullable=False),
        sa.Column("timeout_seconds", sa.Integer(), nullable=False),
        sa.Column("max_retries", sa.Integer(), nullable=False),
        sa.Column("is_active", sa.Boolean(), nullable=False),
        sa.Column("id", sa.Uuid(), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("updated_at", sa.DateTime(timezone=True), nullable=False),
        sa.CheckConstraint(
            "on_arrival OR on_departure", name=op.f("ck_apis_destinations_some_direction")
        ),
        sa.CheckConstraint(
            "minutes_before_departure BETWEEN 1 AND 4320",
            name=op.f("ck_apis_destinations_minutes_range"),
        ),
        sa.CheckConstraint(
            "timeout_seconds BETWEEN 1 AND 60", name=op.f("ck_apis_destinations_timeout_range")
        ),
        sa.CheckConstraint(
            "max_retries BETWEEN 0 AND 10", name=op.f("ck_apis_destinations_retries_range")
        ),
        sa.CheckConstraint(
            "message_version IN ('02B', '05B')", name=op.f("ck_apis_destinations_version_known")
        ),
        sa.CheckConstraint(
            "(auth_header_name IS NULL) = (auth_header_value IS NULL)",
            name=op.f("ck_apis_destinations_auth_header_whole"),
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_apis_destinations")),
        sa.UniqueConstraint("country", name=op.f("uq_apis_destinations_country")),
    )
    op.create_table(
        "apis_messages",
        sa.Column("flight_id", sa.Uuid(), nullable=False),
        sa.Column("destination_id", sa.Uuid(), nullable=False),
        sa.Column("interchange_number", sa.BigInteger(), nullable=False),
        sa.Column("trigger", sa.String(16), nullable=False),
        sa.Column("actor", sa.String(200), nullable=False),
        sa.Column("passenger_count", sa.Integer(), nullable=False),
        sa.Column("digest", sa.String(64), nullable=False),
        sa.Column("content", sa.Text(), nullable=False),
        sa.Column("status", sa.String(16), nullable=False),
        sa.Column("attempts", sa.Integer(), nullable=False),
        sa.Column("next_attempt_at", sa.DateTime(timezone=True), nullable=True),
        sa.Column("leased_until", sa.DateTime(timezone=True), nullable=True),
        sa.Column("lease_token", sa.Uuid(), nullable=True),
        sa.Column("finished_at", sa.DateTime(timezone=True), nullable=True),
        sa.Column("id", sa.Uuid(), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("updated_at", sa.DateTime(timezone=True), nullable=False),
        sa.CheckConstraint(
            "status IN ('pending', 'delivered', 'failed')",
            name=op.f("ck_apis_messages_status_known"),
        ),
        sa.CheckConstraint(
            "trigger IN ('scheduled', 'update', 'staff')",
            name=op.f("ck_apis_messages_trigger_known"),
        ),
        sa.ForeignKeyConstraint(
            ["destination_id"],
            ["apis_destinations.id"],
            name=op.f("fk_apis_messages_destination_id_apis_destinations"),
            ondelete="RESTRICT",
        ),
        sa.ForeignKeyConstraint(
            ["flight_id"],
            ["flights.id"],
            name=op.f("fk_apis_messages_flight_id_flights"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_apis_messages")),
        sa.UniqueConstraint("interchange_number", name=op.f("uq_apis_messages_interchange_number")),
    )
    op.create_index(
        "ix_apis_messages_scheduled_once",
        "apis_messages",
        ["flight_id", "destination_id"],
        unique=True,
        postgresql_where=sa.text("trigger = 'scheduled'"),
    )
    op.create_index("ix_apis_messages_flight", "apis_messages", ["flight_id", "created_at"])
    op.create_index(
        "ix_apis_messages_due",
        "apis_messages",
        ["next_attempt_at"],
        postgresql_where=sa.text("status = 'pending'"),
    )
    op.create_table(
        "apis_attempts",
        sa.Column("id", sa.Uuid(), nullable=False),
        sa.Column("message_id", sa.Uuid(), nullable=False),
        sa.Column("number", sa.Integer(), nullable=False),
        sa.Column("attempted_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("status_code", sa.Integer(), nullable=True),
        sa.Column("duration_ms", sa.Integer(), nullable=False),
        sa.Column("error", sa.Text(), nullable=True),
        sa.Column("result", sa.String(16), nullable=False),
        sa.ForeignKeyConstraint(
            ["message_id"],
            ["apis_messages.id"],
            name=op.f("fk_apis_attempts_message_id_apis_messages"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_apis_attempts")),
    )
    op.create_index("ix_apis_attempts_message", "apis_attempts", ["message_id", "number"])


def downgrade() -> None:
    op.drop_index("ix_apis_attempts_message", "apis_attempts")
    op.drop_table("apis_attempts")
    op.drop_index("ix_apis_messages_due", "apis_messages")
    op.drop_index("ix_apis_messages_flight", "apis_messages")
    op.drop_index("ix_apis_messages_scheduled_once", "apis_messages")
    op.drop_table("apis_messages")
    op.drop_table("apis_destinations")
    op.execute(sa.schema.DropSequence(sa.Sequence("apis_interchange_numbers")))
