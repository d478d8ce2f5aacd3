"""The airline profile and commission rules notify their changes

A confirmation reads the airline profile (the ticket prefix, the airline's name in the
e-mail) and a wallet payment the partner's commission rule; both now come from the
reference cache, so writes to ``airline_profile`` and ``commission_rules`` send NOTIFY
tarmac_reference like the tables of 0006, and every process reads them as they are.

Revision ID: 0018_sale_reference_notify
Revises: 0017_wallets_payments
"""

from alembic import op

revision = "0018_sale_reference_notify"
down_revision = "0017_wallets_payments"
branch_labels = None
depends_on = None

TABLES = ("airline_profile", "commission_rules")


def upgrade() -> None:
    for table in TABLES:
        op.execute(
            f"CREATE TRIGGER {table}_notify_reference "
            f"AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON {table} "
            "FOR EACH STATEMENT EXECUTE FUNCTION tarmac_notify_reference()"
        )


def downgrade() -> None:
    for table in TABLES:
        op.execute(f"DROP TRIGGER IF EXISTS {table}_notify_reference ON {table}")
