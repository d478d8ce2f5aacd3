"""the refresh tokens a session replaced, so that only the reuse of a once-valid token
ends the session

Presenting ``<session id>.<anything>`` more than 10 s after a rotation deleted the
session: anyone who knew a session's id could end it. Reuse is now recognised by the hash
of a token the session really issued and replaced.

Revision ID: 0012_retired_refresh_tokens
Revises: 0011_api_keys_notify
"""

import sqlalchemy as sa
from alembic import op

revision = "0012_retired_refresh_tokens"
down_revision = "0011_api_keys_notify"
branch_labels = None
depends_on = None

TABLE = "passenger_retired_refresh_tokens"


def upgrade() -> None:
    op.create_table(
        TABLE,
        sa.Column("token_hash", sa.String(length=64), nullable=False),
        sa.Column("session_id", sa.Uuid(), nullable=False),
        sa.Column("retired_at", sa.DateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(
            ["session_id"],
            ["passenger_sessions.id"],
            name=op.f(f"fk_{TABLE}_session_id_passenger_sessions"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("token_hash", name=op.f(f"pk_{TABLE}")),
    )
    op.create_index(op.f(f"ix_{TABLE}_session_id"), TABLE, ["session_id"], unique=False)


def downgrade() -> None:
    op.drop_index(op.f(f"ix_{TABLE}_session_id"), table_name=TABLE)
    op.drop_table(TABLE)
