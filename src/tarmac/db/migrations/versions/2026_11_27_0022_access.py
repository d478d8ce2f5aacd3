"""Access: passenger accounts prove their e-mail

Revision ID: 0022_access
Revises: 0021_money_integrity
"""

import sqlalchemy as sa
from alembic import op

revision = "0022_access"
down_revision = "0021_money_integrity"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.add_column(
        "passengers", sa.Column("email_verified_at", sa.DateTime(timezone=True), nullable=True)
    )
    op.create_table(
        "email_codes",
        sa.Column("passenger_id", sa.Uuid(), nullable=False),
        sa.Column("email", sa.String(length=254), nullable=False),
        sa.Column("code_hash", sa.String(length=64), nullable=False),
        sa.Column("sent_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("expires_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("attempts", sa.Integer(), nullable=False),
        sa.Column("consumed_at", sa.DateTime(timezone=True), nullable=True),
        sa.ForeignKeyConstraint(
            ["passenger_id"],
            ["passengers.id"],
            name=op.f("fk_email_codes_passenger_id_passengers"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("passenger_id", name=op.f("pk_email_codes")),
    )


def downgrade() -> None:
    op.drop_table("email_codes")
    op.drop_column("passengers", "email_verified_at")
