"""idempotency keys: the stored answers of idempotent requests

One row per (scope, operation, key): the status code, content type and body bytes of the
first answer, stored in the transaction of the action it answers
(``tarmac.db.idempotency``), replayed for 24 hours (``expires_at``, indexed for the
worker's sweep).

Revision ID: 0014_idempotency
Revises: 0013_bookings
"""

import sqlalchemy as sa
from alembic import op

revision = "0014_idempotency"
# 0012_retired_refresh_tokens comes from another branch; re-pointed at merge.
down_revision = "0013_bookings"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "idempotency_keys",
        sa.Column("scope", sa.String(length=300), nullable=False),
        sa.Column("operation", sa.String(length=500), nullable=False),
        sa.Column("key", sa.String(length=200), nullable=False),
        sa.Column("status_code", sa.SmallInteger(), nullable=False),
        sa.Column("content_type", sa.String(length=200), nullable=False),
        sa.Column("body", sa.LargeBinary(), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("expires_at", sa.DateTime(timezone=True), nullable=False),
        sa.CheckConstraint(
            "char_length(key) BETWEEN 16 AND 200", name=op.f("ck_idempotency_keys_key_length")
        ),
        sa.PrimaryKeyConstraint("scope", "operation", "key", name=op.f("pk_idempotency_keys")),
    )
    op.create_index(
        op.f("ix_idempotency_keys_expires_at"), "idempotency_keys", ["expires_at"], unique=False
    )


def downgrade() -> None:
    op.drop_index(op.f("ix_idempotency_keys_expires_at"), table_name="idempotency_keys")
    op.drop_table("idempotency_keys")
