"""Access: passenger accounts prove their e-mail

Revision ID: 0022_access
Revises: 0021_money_integrity
"""

revision = "0022_access"
down_revision = "0021_money_integrity"
branch_labels = None
depends_on = None


def upgrade() -> None:
    pass


def downgrade() -> None:
    pass
