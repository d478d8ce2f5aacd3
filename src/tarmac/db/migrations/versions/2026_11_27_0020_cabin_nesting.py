"""Booking classes nest under their cabin's seats, with an overbooking allowance

Revision ID: 0020_cabin_nesting
Revises: 0019_ticketing
"""

revision = "0020_cabin_nesting"
down_revision = "0019_ticketing"
branch_labels = None
depends_on = None


def upgrade() -> None:
    pass


def downgrade() -> None:
    pass
