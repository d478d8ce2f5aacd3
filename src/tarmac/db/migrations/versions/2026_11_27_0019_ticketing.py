"""The ticketing room: tickets with their value, coupons per ticket and segment, their moves

Revision ID: 0019_ticketing
Revises: 0018_sale_reference_notify
"""

revision = "0019_ticketing"
down_revision = "0018_sale_reference_notify"
branch_labels = None
depends_on = None


def upgrade() -> None:
    pass


def downgrade() -> None:
    pass
