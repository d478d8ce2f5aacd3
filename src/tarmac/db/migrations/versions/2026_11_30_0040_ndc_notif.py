"""NDC notifications through webhook subscriptions (issue 37): a subscription's ``format``
(``json``, the event as JSON; ``ndc``, the airline's changes of an agency's bookings as IATA
``OrderChangeNotifRQ``) and each delivery's ``content_type``, sent with every attempt of the
body it was rendered with

Revision ID: 0040_ndc_notif
Revises: 0039_apis
"""

import sqlalchemy as sa
from alembic import op

revision = "0040_ndc_notif"
down_revision = "0039_apis"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.add_column(
        "webhook_subscriptions",
        sa.Column("format", sa.String(16), nullable=False, server_default=sa.text("'json'")),
    )
    op.create_check_constraint(
        op.f("ck_webhook_subscriptions_format_known"),
        "webhook_subscriptions",
        "format IN ('json', 'ndc')",
    )
    op.create_check_constraint(
        op.f("ck_webhook_subscriptions_ndc_for_a_partner"),
        "webhook_subscriptions",
        "format <> 'ndc' OR partner_id IS NOT NULL",
    )
    op.add_column(
        "webhook_deliveries",
        sa.Column(
            "content_type",
            sa.String(64),
            nullable=False,
            server_default=sa.text("'application/json'"),
        ),
    )


def downgrade() -> None:
    op.drop_column("webhook_deliveries", "content_type")
    op.drop_constraint(
        op.f("ck_webhook_subscriptions_ndc_for_a_partner"), "webhook_subscriptions", type_="check"
    )
    op.drop_constraint(
        op.f("ck_webhook_subscriptions_format_known"), "webhook_subscriptions", type_="check"
    )
    op.drop_column("webhook_subscriptions", "format")
