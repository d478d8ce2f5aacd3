"""wallets and payments: the partners' ledgers, commission rules, payments and refunds

``wallets`` (one per partner and currency) with ``wallet_transactions`` (the ledger: the
balance is the sum of its amounts), ``commission_rules``, ``payments`` of bookings and
their ``refunds``, ``external_payment_clients`` (signed external confirmations); partners
get ``uses_parent_wallet`` (false for the partners there are); e-mails get ``attachments``
(made when sent; none for those queued before).

Revision ID: 0017_wallets_payments
Revises: 0016_access_requests
"""

import sqlalchemy as sa
from alembic import op
from sqlalchemy.dialects import postgresql

revision = "0017_wallets_payments"
down_revision = "0016_access_requests"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "external_payment_clients",
        sa.Column("client_id", sa.String(length=100), nullable=False),
        sa.Column("require_signature", sa.Boolean(), nullable=False),
        sa.Column("id", sa.Uuid(), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("updated_at", sa.DateTime(timezone=True), nullable=False),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_external_payment_clients")),
        sa.UniqueConstraint("client_id", name=op.f("uq_external_payment_clients_client_id")),
    )
    op.create_table(
        "wallets",
        sa.Column("partner_id", sa.Uuid(), nullable=False),
        sa.Column("currency", sa.String(length=3), nullable=False),
        sa.Column("balance", sa.Numeric(precision=14, scale=2), nullable=False),
        sa.Column("credit_limit", sa.Numeric(precision=14, scale=2), nullable=False),
        sa.Column("is_active", sa.Boolean(), nullable=False),
        sa.Column("id", sa.Uuid(), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("updated_at", sa.DateTime(timezone=True), nullable=False),
        sa.CheckConstraint("balance >= -credit_limit", name=op.f("ck_wallets_within_credit_limit")),
        sa.CheckConstraint("credit_limit >= 0", name=op.f("ck_wallets_credit_limit_not_negative")),
        sa.ForeignKeyConstraint(
            ["partner_id"],
            ["partners.id"],
            name=op.f("fk_wallets_partner_id_partners"),
            ondelete="RESTRICT",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_wallets")),
        sa.UniqueConstraint("partner_id", "currency", name=op.f("uq_wallets_partner_id_currency")),
    )
    op.create_index(op.f("ix_wallets_partner_id"), "wallets", ["partner_id"], unique=False)
    op.create_table(
        "commission_rules",
        sa.Column("partner_id", sa.Uuid(), nullable=False),
        sa.Column("commission_name", sa.String(length=200), nullable=False),
        sa.Column("applies_to", sa.String(length=8), nullable=False),
        sa.Column("route_id", sa.Uuid(), nullable=True),
        sa.Column("airline_code", sa.String(length=2), nullable=True),
        sa.Column("percentage", sa.Numeric(precision=5, scale=2), nullable=False),
        sa.Column("fixed_amount", sa.Numeric(precision=14, scale=2), nullable=False),
        sa.Column("currency", sa.String(length=3), nullable=True),
        sa.Column("effective_date", sa.Date(), nullable=False),
        sa.Column("expiration_date", sa.Date(), nullable=True),
        sa.Column("is_active", sa.Boolean(), nullable=False),
        sa.Column("id", sa.Uuid(), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("updated_at", sa.DateTime(timezone=True), nullable=False),
        sa.CheckConstraint(
            "(applies_to = 'airline') = (airline_code IS NOT NULL)",
            name=op.f("ck_commission_rules_airline_scope_names_airline"),
        ),
        sa.CheckConstraint(
            "(applies_to = 'route') = (route_id IS NOT NULL)",
            name=op.f("ck_commission_rules_route_scope_names_route"),
        ),
        sa.CheckConstraint(
            "applies_to IN ('route', 'airline', 'global')",
            name=op.f("ck_commission_rules_scope_known"),
        ),
        sa.CheckConstraint(
            "expiration_date IS NULL OR expiration_date >= effective_date",
            name=op.f("ck_commission_rules_dates_ordered"),
        ),
        sa.CheckConstraint(
            "fixed_amount = 0 OR currency IS NOT NULL",
            name=op.f("ck_commission_rules_fixed_has_currency"),
        ),
        sa.CheckConstraint(
            "fixed_amount >= 0", name=op.f("ck_commission_rules_fixed_amount_not_negative")
        ),
        sa.CheckConstraint(
            "percentage >= 0 AND percentage <= 100",
            name=op.f("ck_commission_rules_percentage_range"),
        ),
        sa.ForeignKeyConstraint(
            ["partner_id"],
            ["partners.id"],
            name=op.f("fk_commission_rules_partner_id_partners"),
            ondelete="CASCADE",
        ),
        sa.ForeignKeyConstraint(
            ["route_id"],
            ["routes.id"],
            name=op.f("fk_commission_rules_route_id_routes"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_commission_rules")),
    )
    op.create_index(
        op.f("ix_commission_rules_partner_id"), "commission_rules", ["partner_id"], unique=False
    )
    op.create_index(
        op.f("ix_commission_rules_route_id"), "commission_rules", ["route_id"], unique=False
    )
    op.create_table(
        "wallet_transactions",
        sa.Column("wallet_id", sa.Uuid(), nullable=False),
        sa.Column("sequence", sa.BigInteger(), sa.Identity(always=True), nullable=False),
        sa.Column("transaction_type", sa.String(length=16), nullable=False),
        sa.Column("purpose", sa.String(length=24), nullable=False),
        sa.Column("amount", sa.Numeric(precision=14, scale=2), nullable=False),
        sa.Column("currency", sa.String(length=3), nullable=False),
        sa.Column("balance_after", sa.Numeric(precision=14, scale=2), nullable=False),
        sa.Column("related_booking_id", sa.Uuid(), nullable=True),
        sa.Column("description", sa.String(length=500), nullable=True),
        sa.Column("actor", sa.String(length=120), nullable=False),
        sa.Column("id", sa.Uuid(), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("updated_at", sa.DateTime(timezone=True), nullable=False),
        sa.CheckConstraint(
            "(transaction_type = 'DEBIT') = (amount < 0) OR transaction_type = 'ADJUSTMENT'",
            name=op.f("ck_wallet_transactions_sign_matches_type"),
        ),
        sa.CheckConstraint(
            "purpose IN ('top_up', 'adjustment', 'booking_payment', 'commission', 'booking_refund', 'commission_reversal')",
            name=op.f("ck_wallet_transactions_purpose_known"),
        ),
        sa.CheckConstraint(
            "transaction_type IN ('TOP_UP', 'DEBIT', 'REFUND', 'ADJUSTMENT')",
            name=op.f("ck_wallet_transactions_type_known"),
        ),
        sa.CheckConstraint("amount <> 0", name=op.f("ck_wallet_transactions_amount_not_zero")),
        sa.ForeignKeyConstraint(
            ["wallet_id"],
            ["wallets.id"],
            name=op.f("fk_wallet_transactions_wallet_id_wallets"),
            ondelete="RESTRICT",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_wallet_transactions")),
        sa.UniqueConstraint("sequence", name=op.f("uq_wallet_transactions_sequence")),
    )
    op.create_index(
        "ix_wallet_transactions_booking",
        "wallet_transactions",
        ["related_booking_id"],
        unique=False,
    )
    op.create_index(
        "ix_wallet_transactions_wallet_created",
        "wallet_transactions",
        ["wallet_id", "created_at"],
        unique=False,
    )
    op.create_table(
        "payments",
        sa.Column("booking_id", sa.Uuid(), nullable=False),
        sa.Column("purpose", sa.String(length=16), nullable=False),
        sa.Column("provider", sa.String(length=64), nullable=False),
        sa.Column("method", sa.String(length=16), nullable=False),
        sa.Column("status", sa.String(length=16), nullable=False),
        sa.Column("amount", sa.Numeric(precision=14, scale=2), nullable=False),
        sa.Column("currency", sa.String(length=3), nullable=False),
        sa.Column("refunded_amount", sa.Numeric(precision=14, scale=2), nullable=False),
        sa.Column("provider_transaction_id", sa.String(length=200), nullable=True),
        sa.Column("wallet_id", sa.Uuid(), nullable=True),
        sa.Column("api_client_id", sa.String(length=100), nullable=True),
        sa.Column("partner_id", sa.Uuid(), nullable=True),
        sa.Column("payer_name", sa.String(length=200), nullable=True),
        sa.Column("payer_email", sa.String(length=320), nullable=True),
        sa.Column("return_url", sa.Text(), nullable=True),
        sa.Column("cancel_url", sa.Text(), nullable=True),
        sa.Column("failure_reason", sa.String(length=200), nullable=True),
        sa.Column("details", postgresql.JSONB(astext_type=sa.Text()), nullable=False),
        sa.Column("expires_at", sa.DateTime(timezone=True), nullable=True),
        sa.Column("completed_at", sa.DateTime(timezone=True), nullable=True),
        sa.Column("id", sa.Uuid(), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("updated_at", sa.DateTime(timezone=True), nullable=False),
        sa.CheckConstraint(
            "method IN ('card', 'bank_transfer', 'mobile_wallet', 'wallet')",
            name=op.f("ck_payments_method_known"),
        ),
        sa.CheckConstraint("purpose IN ('booking')", name=op.f("ck_payments_purpose_known")),
        sa.CheckConstraint(
            "refunded_amount = 0 OR status = 'COMPLETED'",
            name=op.f("ck_payments_refunds_of_completed_only"),
        ),
        sa.CheckConstraint(
            "status IN ('PENDING', 'REQUIRES_ACTION', 'COMPLETED', 'FAILED', 'CANCELLED', 'EXPIRED')",
            name=op.f("ck_payments_status_known"),
        ),
        sa.CheckConstraint("amount > 0", name=op.f("ck_payments_amount_positive")),
        sa.CheckConstraint(
            "refunded_amount >= 0 AND refunded_amount <= amount",
            name=op.f("ck_payments_refunds_within_amount"),
        ),
        sa.ForeignKeyConstraint(
            ["booking_id"],
            ["bookings.id"],
            name=op.f("fk_payments_booking_id_bookings"),
            ondelete="RESTRICT",
        ),
        sa.ForeignKeyConstraint(
            ["partner_id"],
            ["partners.id"],
            name=op.f("fk_payments_partner_id_partners"),
            ondelete="RESTRICT",
        ),
        sa.ForeignKeyConstraint(
            ["wallet_id"],
            ["wallets.id"],
            name=op.f("fk_payments_wallet_id_wallets"),
            ondelete="RESTRICT",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_payments")),
    )
    op.create_index("ix_payments_booking", "payments", ["booking_id", "created_at"], unique=False)
    op.create_index("ix_payments_owner", "payments", ["api_client_id", "created_at"], unique=False)
    op.create_index("ix_payments_partner", "payments", ["partner_id", "created_at"], unique=False)
    op.create_index(
        "uq_payments_provider_transaction",
        "payments",
        ["provider", "provider_transaction_id"],
        unique=True,
        postgresql_where=sa.text("provider_transaction_id IS NOT NULL"),
    )
    op.create_table(
        "refunds",
        sa.Column("payment_id", sa.Uuid(), nullable=False),
        sa.Column("booking_id", sa.Uuid(), nullable=False),
        sa.Column("kind", sa.String(length=24), nullable=False),
        sa.Column("status", sa.String(length=16), nullable=False),
        sa.Column("amount", sa.Numeric(precision=14, scale=2), nullable=False),
        sa.Column("currency", sa.String(length=3), nullable=False),
        sa.Column("reason", sa.String(length=500), nullable=True),
        sa.Column("provider_refund_id", sa.String(length=200), nullable=True),
        sa.Column("expected_by", sa.Date(), nullable=False),
        sa.Column("requested_by", sa.String(length=120), nullable=False),
        sa.Column("settled_at", sa.DateTime(timezone=True), nullable=True),
        sa.Column("id", sa.Uuid(), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("updated_at", sa.DateTime(timezone=True), nullable=False),
        sa.CheckConstraint(
            "kind IN ('cancellation', 'consumer', 'booking', 'manual', 'unwanted_payment')",
            name=op.f("ck_refunds_kind_known"),
        ),
        sa.CheckConstraint(
            "status IN ('PENDING', 'SUCCEEDED', 'FAILED')", name=op.f("ck_refunds_status_known")
        ),
        sa.CheckConstraint("amount > 0", name=op.f("ck_refunds_amount_positive")),
        sa.ForeignKeyConstraint(
            ["booking_id"],
            ["bookings.id"],
            name=op.f("fk_refunds_booking_id_bookings"),
            ondelete="RESTRICT",
        ),
        sa.ForeignKeyConstraint(
            ["payment_id"],
            ["payments.id"],
            name=op.f("fk_refunds_payment_id_payments"),
            ondelete="RESTRICT",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_refunds")),
    )
    op.create_index("ix_refunds_booking", "refunds", ["booking_id", "created_at"], unique=False)
    op.create_index("ix_refunds_payment", "refunds", ["payment_id"], unique=False)
    op.create_index(
        "uq_refunds_provider_refund",
        "refunds",
        ["provider_refund_id"],
        unique=True,
        postgresql_where=sa.text("provider_refund_id IS NOT NULL"),
    )
    op.add_column(
        "outgoing_messages",
        sa.Column(
            "attachments",
            postgresql.JSONB(astext_type=sa.Text()),
            nullable=False,
            server_default=sa.text("'[]'::jsonb"),
        ),
    )
    op.add_column(
        "partners",
        sa.Column("uses_parent_wallet", sa.Boolean(), nullable=False, server_default=sa.false()),
    )


def downgrade() -> None:
    op.drop_column("partners", "uses_parent_wallet")
    op.drop_column("outgoing_messages", "attachments")
    op.drop_index(
        "uq_refunds_provider_refund",
        table_name="refunds",
        postgresql_where=sa.text("provider_refund_id IS NOT NULL"),
    )
    op.drop_index("ix_refunds_payment", table_name="refunds")
    op.drop_index("ix_refunds_booking", table_name="refunds")
    op.drop_table("refunds")
    op.drop_index(
        "uq_payments_provider_transaction",
        table_name="payments",
        postgresql_where=sa.text("provider_transaction_id IS NOT NULL"),
    )
    op.drop_index("ix_payments_partner", table_name="payments")
    op.drop_index("ix_payments_owner", table_name="payments")
    op.drop_index("ix_payments_booking", table_name="payments")
    op.drop_table("payments")
    op.drop_index("ix_wallet_transactions_wallet_created", table_name="wallet_transactions")
    op.drop_index("ix_wallet_transactions_booking", table_name="wallet_transactions")
    op.drop_table("wallet_transactions")
    op.drop_index(op.f("ix_commission_rules_route_id"), table_name="commission_rules")
    op.drop_index(op.f("ix_commission_rules_partner_id"), table_name="commission_rules")
    op.drop_table("commission_rules")
    op.drop_index(op.f("ix_wallets_partner_id"), table_name="wallets")
    op.drop_table("wallets")
    op.drop_table("external_payment_clients")
