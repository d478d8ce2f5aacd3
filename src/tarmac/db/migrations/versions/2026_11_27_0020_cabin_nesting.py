"""Booking classes nest under their cabin's seats, with an overbooking allowance

``cabin_inventory`` has one row per flight and cabin: its seats, the airline's overbooking
allowance (0 by default) and the places sold and held across the cabin's classes, which
those places may not exceed. Every booking class names its cabin's row (a foreign key).

Existing flights get a row per cabin of their classes: ``seats`` the largest class of the
cabin (no class was allowed above the aircraft's seats in its cabin), and an allowance
that covers what was already sold and held beyond it, so no sale made before is undone.

Revision ID: 0020_cabin_nesting
Revises: 0019_ticketing
"""

import sqlalchemy as sa
from alembic import op

revision = "0020_cabin_nesting"
down_revision = "0019_ticketing"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "cabin_inventory",
        sa.Column("flight_id", sa.Uuid(), nullable=False),
        sa.Column("cabin", sa.String(length=16), nullable=False),
        sa.Column("seats", sa.Integer(), nullable=False),
        sa.Column("overbooking", sa.Integer(), server_default=sa.text("0"), nullable=False),
        sa.Column("sold", sa.Integer(), server_default=sa.text("0"), nullable=False),
        sa.Column("held", sa.Integer(), server_default=sa.text("0"), nullable=False),
        sa.Column("id", sa.Uuid(), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("updated_at", sa.DateTime(timezone=True), nullable=False),
        sa.CheckConstraint(
            "seats >= 0 AND overbooking >= 0",
            name=op.f("ck_cabin_inventory_limits_not_negative"),
        ),
        sa.CheckConstraint(
            "sold >= 0 AND held >= 0 AND sold + held <= seats + overbooking",
            name=op.f("ck_cabin_inventory_within_seats_and_allowance"),
        ),
        sa.ForeignKeyConstraint(
            ["flight_id"],
            ["flights.id"],
            name=op.f("fk_cabin_inventory_flight_id_flights"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_cabin_inventory")),
        sa.UniqueConstraint("flight_id", "cabin", name=op.f("uq_cabin_inventory_flight_id_cabin")),
    )
    op.execute(
        """
        INSERT INTO cabin_inventory
            (id, flight_id, cabin, seats, overbooking, sold, held, created_at, updated_at)
        SELECT gen_random_uuid(), flight_id, cabin, max(seats),
               greatest(sum(sold) + sum(held) - max(seats), 0), sum(sold), sum(held), now(), now()
        FROM booking_class_inventory
        GROUP BY flight_id, cabin
        """
    )
    op.create_foreign_key(
        op.f("fk_booking_class_inventory_flight_id_cabin_cabin_inventory"),
        "booking_class_inventory",
        "cabin_inventory",
        ["flight_id", "cabin"],
        ["flight_id", "cabin"],
    )


def downgrade() -> None:
    op.drop_constraint(
        op.f("fk_booking_class_inventory_flight_id_cabin_cabin_inventory"),
        "booking_class_inventory",
        type_="foreignkey",
    )
    op.drop_table("cabin_inventory")
