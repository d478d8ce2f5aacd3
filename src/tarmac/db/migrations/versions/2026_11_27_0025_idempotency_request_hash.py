"""A stored idempotent answer keeps the fingerprint of the request that made it

A repeat must be the same request (query and body) to be replayed: the fingerprint has a
column of its own instead of riding at the start of the stored body.

Revision ID: 0025_idempotency_request_hash
Revises: 0024_payment_purposes
"""

import sqlalchemy as sa
from alembic import op

revision = "0025_idempotency_request_hash"
down_revision = "0024_payment_purposes"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.add_column("idempotency_keys", sa.Column("request_hash", sa.LargeBinary(), nullable=True))


def downgrade() -> None:
    op.drop_column("idempotency_keys", "request_hash")
