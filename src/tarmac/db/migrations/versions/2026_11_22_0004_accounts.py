"""accounts: passengers, their sessions, login throttles, phone codes and devices; the
outbox of e-mails and SMS

Revision ID: 0004_accounts
Revises: 0003_catalog
"""

import sqlalchemy as sa
from alembic import op
from sqlalchemy.dialects import postgresql

revision = "0004_accounts"
down_revision = "0003_catalog"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "login_throttles",
        sa.Column("email", sa.String(length=320), nullable=False),
        sa.Column("failures", sa.Integer(), nullable=False),
        sa.Column("locked_until", sa.DateTime(timezone=True), nullable=True),
        sa.Column("updated_at", sa.DateTime(timezone=True), nullable=False),
        sa.PrimaryKeyConstraint("email", name=op.f("pk_login_throttles")),
    )
    op.create_table(
        "outgoing_messages",
        sa.Column("channel", sa.String(length=8), nullable=False),
        sa.Column("to_address", sa.String(length=320), nullable=False),
        sa.Column("template", sa.String(length=64), nullable=False),
        sa.Column("language", sa.String(length=2), nullable=False),
        sa.Column("subject", sa.String(length=500), nullable=True),
        sa.Column("text_body", sa.Text(), nullable=False),
        sa.Column("html_body", sa.Text(), nullable=True),
        sa.Column("sensitive", sa.Boolean(), nullable=False),
        sa.Column("status", sa.String(length=16), nullable=False),
        sa.Column("attempts", sa.Integer(), nullable=False),
        sa.Column("next_attempt_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("expires_at", sa.DateTime(timezone=True), nullable=True),
        sa.Column("last_error", sa.Text(), nullable=True),
        sa.Column("sent_at", sa.DateTime(timezone=True), nullable=True),
        sa.Column("provider", sa.String(length=16), nullable=True),
        sa.Column("provider_message_id", sa.String(length=200), nullable=True),
        sa.Column("id", sa.Uuid(), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("updated_at", sa.DateTime(timezone=True), nullable=False),
        sa.CheckConstraint(
            "channel IN ('email', 'sms')", name=op.f("ck_outgoing_messages_channel")
        ),
        sa.CheckConstraint(
            "status IN ('queued', 'sent', 'failed', 'expired')",
            name=op.f("ck_outgoing_messages_status"),
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_outgoing_messages")),
    )
    op.create_index(
        "ix_outgoing_messages_due",
        "outgoing_messages",
        ["next_attempt_at"],
        unique=False,
        postgresql_where=sa.text("status = 'queued'"),
    )
    op.create_index(
        "ix_outgoing_messages_to_address",
        "outgoing_messages",
        [sa.literal_column("lower(to_address)"), "created_at"],
        unique=False,
    )
    op.create_table(
        "passengers",
        sa.Column("email", sa.String(length=254), nullable=True),
        sa.Column("password_hash", sa.String(length=255), nullable=True),
        sa.Column("first_name", sa.String(length=100), nullable=True),
        sa.Column("last_name", sa.String(length=100), nullable=True),
        sa.Column("phone", sa.String(length=20), nullable=True),
        sa.Column("phone_verified_at", sa.DateTime(timezone=True), nullable=True),
        sa.Column("ffp_number", sa.String(length=20), nullable=True),
        sa.Column("is_active", sa.Boolean(), nullable=False),
        sa.Column("verified_at", sa.DateTime(timezone=True), nullable=True),
        sa.Column("documents", postgresql.JSONB(astext_type=sa.Text()), nullable=False),
        sa.Column("preferences", postgresql.JSONB(astext_type=sa.Text()), nullable=False),
        sa.Column("id", sa.Uuid(), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("updated_at", sa.DateTime(timezone=True), nullable=False),
        sa.CheckConstraint(
            "email IS NOT NULL OR phone_verified_at IS NOT NULL",
            name=op.f("ck_passengers_email_or_verified_phone"),
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_passengers")),
        sa.UniqueConstraint("ffp_number", name=op.f("uq_passengers_ffp_number")),
    )
    op.create_index(op.f("ix_passengers_phone"), "passengers", ["phone"], unique=False)
    op.create_index(
        "uq_passengers_email_lower", "passengers", [sa.literal_column("lower(email)")], unique=True
    )
    op.create_index(
        "uq_passengers_verified_phone",
        "passengers",
        ["phone"],
        unique=True,
        postgresql_where=sa.text("phone_verified_at IS NOT NULL"),
    )
    op.create_table(
        "phone_codes",
        sa.Column("phone", sa.String(length=20), nullable=False),
        sa.Column("code_hash", sa.String(length=64), nullable=False),
        sa.Column("sent_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("expires_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("attempts", sa.Integer(), nullable=False),
        sa.Column("consumed_at", sa.DateTime(timezone=True), nullable=True),
        sa.PrimaryKeyConstraint("phone", name=op.f("pk_phone_codes")),
    )
    op.create_table(
        "passenger_devices",
        sa.Column("passenger_id", sa.Uuid(), nullable=False),
        sa.Column("platform", sa.String(length=8), nullable=False),
        sa.Column("push_token", sa.String(length=1024), nullable=False),
        sa.Column("device_id", sa.String(length=255), nullable=False),
        sa.Column("app_version", sa.String(length=50), nullable=True),
        sa.Column("locale", sa.String(length=35), nullable=True),
        sa.Column("is_active", sa.Boolean(), nullable=False),
        sa.Column("id", sa.Uuid(), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("updated_at", sa.DateTime(timezone=True), nullable=False),
        sa.CheckConstraint(
            "platform IN ('ios', 'android', 'web')", name=op.f("ck_passenger_devices_platform")
        ),
        sa.ForeignKeyConstraint(
            ["passenger_id"],
            ["passengers.id"],
            name=op.f("fk_passenger_devices_passenger_id_passengers"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_passenger_devices")),
        sa.UniqueConstraint("push_token", name=op.f("uq_passenger_devices_push_token")),
    )
    op.create_index(
        op.f("ix_passenger_devices_passenger_id"),
        "passenger_devices",
        ["passenger_id"],
        unique=False,
    )
    op.create_table(
        "passenger_sessions",
        sa.Column("passenger_id", sa.Uuid(), nullable=False),
        sa.Column("refresh_token_hash", sa.String(length=64), nullable=False),
        sa.Column("refresh_expires_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("rotated_at", sa.DateTime(timezone=True), nullable=True),
        sa.Column("user_agent", sa.String(length=200), nullable=True),
        sa.Column("id", sa.Uuid(), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("updated_at", sa.DateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(
            ["passenger_id"],
            ["passengers.id"],
            name=op.f("fk_passenger_sessions_passenger_id_passengers"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_passenger_sessions")),
        sa.UniqueConstraint(
            "refresh_token_hash", name=op.f("uq_passenger_sessions_refresh_token_hash")
        ),
    )
    op.create_index(
        op.f("ix_passenger_sessions_passenger_id"),
        "passenger_sessions",
        ["passenger_id"],
        unique=False,
    )


def downgrade() -> None:
    op.drop_index(op.f("ix_passenger_sessions_passenger_id"), table_name="passenger_sessions")
    op.drop_table("passenger_sessions")
    op.drop_index(op.f("ix_passenger_devices_passenger_id"), table_name="passenger_devices")
    op.drop_table("passenger_devices")
    op.drop_table("phone_codes")
    op.drop_index(
        "uq_passengers_verified_phone",
        table_name="passengers",
        postgresql_where=sa.text("phone_verified_at IS NOT NULL"),
    )
    op.drop_index("uq_passengers_email_lower", table_name="passengers")
    op.drop_index(op.f("ix_passengers_phone"), table_name="passengers")
    op.drop_table("passengers")
    op.drop_index("ix_outgoing_messages_to_address", table_name="outgoing_messages")
    op.drop_index(
        "ix_outgoing_messages_due",
        table_name="outgoing_messages",
        postgresql_where=sa.text("status = 'queued'"),
    )
    op.drop_table("outgoing_messages")
    op.drop_table("login_throttles")
