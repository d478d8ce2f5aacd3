"""A quote books only for the client it was made for; a booking passenger keeps the quote's
finer type (youth, senior, infant with a seat)

Revision ID: 0023_quote_owner
Revises: 0022_access
"""

import sqlalchemy as sa
from alembic import op

revision = "0023_quote_owner"
down_revision = "0022_access"
branch_labels = None
depends_on = None


TYPES = "passenger_type IN ('adult', 'child', 'infant', 'youth', 'senior', 'infant_with_seat')"
OLD_TYPES = "passenger_type IN ('adult', 'child', 'infant')"


def upgrade() -> None:
    op.add_column("quote_pricings", sa.Column("owner_partner_id", sa.Uuid(), nullable=True))
    op.drop_constraint(op.f("ck_booking_passengers_type_known"), "booking_passengers")
    op.alter_column(
        "booking_passengers",
        "passenger_type",
        type_=sa.String(length=16),
        existing_type=sa.String(length=8),
        existing_nullable=False,
    )
    op.create_check_constraint(
        op.f("ck_booking_passengers_type_known"), "booking_passengers", TYPES
    )


def downgrade() -> None:
    op.drop_constraint(op.f("ck_booking_passengers_type_known"), "booking_passengers")
    op.execute(
        "UPDATE booking_passengers SET passenger_type = CASE passenger_type "
        "WHEN 'infant_with_seat' THEN 'infant' WHEN 'child' THEN 'child' "
        "WHEN 'infant' THEN 'infant' ELSE 'adult' END"
    )
    op.alter_column(
        "booking_passengers",
        "passenger_type",
        type_=sa.String(length=8),
        existing_type=sa.String(length=16),
        existing_nullable=False,
    )
    op.create_check_constraint(
        op.f("ck_booking_passengers_type_known"), "booking_passengers", OLD_TYPES
    )
    op.drop_column("quote_pricings", "owner_partner_id")
