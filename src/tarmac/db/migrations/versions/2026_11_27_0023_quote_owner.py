"""A quote books only for the client it was made for

Revision ID: 0023_quote_owner
Revises: 0022_access
"""

import sqlalchemy as sa
from alembic import op

revision = "0023_quote_owner"
down_revision = "0022_access"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.add_column("quote_pricings", sa.Column("owner_partner_id", sa.Uuid(), nullable=True))


def downgrade() -> None:
    op.drop_column("quote_pricings", "owner_partner_id")
