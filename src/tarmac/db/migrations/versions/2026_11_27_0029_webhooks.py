"""Webhook subscriptions, their deliveries (one per event and subscription, with the lease of
the worker delivering it) and every attempt (issue 24)

Revision ID: 0029_webhooks
Revises: 0028_checkin
"""

import sqlalchemy as sa
from alembic import op
from sqlalchemy.dialects import postgresql

revision = "0029_webhooks"
down_revision = "0028_checkin"
branch_labels = None
depends_on = None

STAMP = sa.DateTime(timezone=True)


def upgrade() -> None:
    op.create_table(
        "webhook_subscriptions",
        sa.Column("name", sa.String(100), nullable=False),
        sa.Column("url", sa.String(2000), nullable=False),
        sa.Column("secret", sa.String(48), nullable=False),
        sa.Column("events", postgresql.ARRAY(sa.String(64)), nullable=False),
        sa.Column("is_active", sa.Boolean(), nullable=False),
        sa.Column("max_retries", sa.Integer(), nullable=False),
        sa.Column("timeout_seconds", sa.Integer(), nullable=False),
        sa.Column("partner_id", postgresql.UUID(), nullable=True),
        sa.Column("id", postgresql.UUID(), nullable=False),
        sa.Column("created_at", STAMP, nullable=False),
        sa.Column("updated_at", STAMP, nullable=False),
        sa.PrimaryKeyConstraint("id", name="pk_webhook_subscriptions"),
        sa.ForeignKeyConstraint(
            ["partner_id"],
            ["partners.id"],
            name="fk_webhook_subscriptions_partner_id_partners",
            ondelete="CASCADE",
        ),
    )
    op.create_index("ix_webhook_subscriptions_partner_id", "webhook_subscriptions", ["partner_id"])
    op.create_table(
        "webhook_deliveries",
        sa.Column("id", postgresql.UUID(), nullable=False),
        sa.Column("subscription_id", postgresql.UUID(), nullable=False),
        sa.Column("event_id", postgresql.UUID(), nullable=False),
        sa.Column("event_type", sa.String(64), nullable=False),
        sa.Column("body", sa.LargeBinary(), nullable=False),
        sa.Column("status", sa.String(16), nullable=False),
        sa.Column("attempts", sa.Integer(), nullable=False),
        sa.Column("round_started_at", STAMP, nullable=False),
        sa.Column("next_attempt_at", STAMP, nullable=True),
        sa.Column("leased_until", STAMP, nullable=True),
        sa.Column("lease_token", postgresql.UUID(), nullable=True),
        sa.Column("created_at", STAMP, nullable=False),
        sa.Column("finished_at", STAMP, nullable=True),
        sa.PrimaryKeyConstraint("id", name="pk_webhook_deliveries"),
        sa.UniqueConstraint(
            "subscription_id", "event_id", name="uq_webhook_deliveries_subscription_id_event_id"
        ),
        sa.CheckConstraint(
            "status IN ('pending', 'delivered', 'dead_letter')",
            name="ck_webhook_deliveries_status_known",
        ),
        sa.ForeignKeyConstraint(
            ["subscription_id"],
            ["webhook_subscriptions.id"],
            name="fk_webhook_deliveries_subscription_id_webhook_subscriptions",
            ondelete="CASCADE",
        ),
    )
    op.create_index(
        "ix_webhook_deliveries_due",
        "webhook_deliveries",
        ["next_attempt_at"],
        postgresql_where=sa.text("status = 'pending'"),
    )
    op.create_index(
        "ix_webhook_deliveries_subscription",
        "webhook_deliveries",
        ["subscription_id", "created_at"],
    )
    op.create_table(
        "webhook_attempts",
        sa.Column("id", postgresql.UUID(), nullable=False),
        sa.Column("delivery_id", postgresql.UUID(), nullable=False),
        sa.Column("number", sa.Integer(), nullable=False),
        sa.Column("attempted_at", STAMP, nullable=False),
        sa.Column("status_code", sa.Integer(), nullable=True),
        sa.Column("duration_ms", sa.Integer(), nullable=False),
        sa.Column("error", sa.Text(), nullable=True),
        sa.Column("result", sa.String(16), nullable=False),
        sa.PrimaryKeyConstraint("id", name="pk_webhook_attempts"),
        sa.ForeignKeyConstraint(
            ["delivery_id"],
            ["webhook_deliveries.id"],
            name="fk_webhook_attempts_delivery_id_webhook_deliveries",
            ondelete="CASCADE",
        ),
    )
    op.create_index("ix_webhook_attempts_delivery", "webhook_attempts", ["delivery_id", "number"])


def downgrade() -> None:
    op.drop_table("webhook_attempts")
    op.drop_table("webhook_deliveries")
    op.drop_table("webhook_subscriptions")
