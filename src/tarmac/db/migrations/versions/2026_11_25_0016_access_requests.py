"""access requests: find-my-trip look-ups waiting for the worker

``GET /bookings/lookup-consumer`` stores what was asked and answers the same whether or not
a booking matches; the worker sends the magic link when one does and deletes the row.

Revision ID: 0016_access_requests
Revises: 0015_drafts
"""

import sqlalchemy as sa
from alembic import op

revision = "0016_access_requests"
down_revision = "0015_drafts"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "booking_access_requests",
        sa.Column("booking_reference", sa.String(length=6), nullable=False),
        sa.Column("email", sa.String(length=320), nullable=False),
        sa.Column("language", sa.String(length=2), nullable=False),
        sa.Column("id", sa.Uuid(), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("updated_at", sa.DateTime(timezone=True), nullable=False),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_booking_access_requests")),
    )


def downgrade() -> None:
    op.drop_table("booking_access_requests")
