"""A quote books only for the client it was made for

Revision ID: 0023_quote_owner
Revises: 0022_access
"""

revision = "0023_quote_owner"
down_revision = "0022_access"
branch_labels = None
depends_on = None


def upgrade() -> None:
    pass


def downgrade() -> None:
    pass
