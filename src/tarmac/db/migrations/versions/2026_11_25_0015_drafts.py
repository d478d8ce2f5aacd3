"""drafts: places held without passengers, less firmly than a booking's

``booking_class_inventory.held`` counts the places drafts hold in a class (``sold + held
<= seats``); ``place_holds`` has one row per draft and leg (held, lost to a booking, or
released); ``booking_drafts`` is the draft itself (owner, fare, contact, status).

Revision ID: 0015_drafts
Revises: 0014_idempotency
"""

import sqlalchemy as sa
from alembic import op

revision = "0015_drafts"
down_revision = "0014_idempotency"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "place_holds",
        sa.Column("holder", sa.Uuid(), nullable=False),
        sa.Column("position", sa.SmallInteger(), nullable=False),
        sa.Column("flight_id", sa.Uuid(), nullable=False),
        sa.Column("booking_class", sa.String(length=1), nullable=False),
        sa.Column("places", sa.Integer(), nullable=False),
        sa.Column("status", sa.String(length=8), nullable=False),
        sa.Column("held_until", sa.DateTime(timezone=True), nullable=True),
        sa.Column("released_at", sa.DateTime(timezone=True), nullable=True),
        sa.Column("released_reason", sa.String(length=32), nullable=True),
        sa.Column("id", sa.Uuid(), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("updated_at", sa.DateTime(timezone=True), nullable=False),
        sa.CheckConstraint(
            "(status = 'held') = (released_at IS NULL AND released_reason IS NULL)",
            name=op.f("ck_place_holds_released_says_why"),
        ),
        sa.CheckConstraint(
            "status IN ('held', 'lost', 'released')", name=op.f("ck_place_holds_status_known")
        ),
        sa.CheckConstraint("places > 0", name=op.f("ck_place_holds_places_positive")),
        sa.ForeignKeyConstraint(
            ["flight_id"],
            ["flights.id"],
            name=op.f("fk_place_holds_flight_id_flights"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_place_holds")),
    )
    op.create_index(
        "ix_place_holds_class_held",
        "place_holds",
        ["flight_id", "booking_class", "created_at"],
        unique=False,
        postgresql_where=sa.text("status = 'held'"),
    )
    op.create_index("ix_place_holds_holder", "place_holds", ["holder", "position"], unique=False)
    op.create_index(
        "ix_place_holds_lost",
        "place_holds",
        ["holder"],
        unique=False,
        postgresql_where=sa.text("status = 'lost'"),
    )
    op.create_table(
        "booking_drafts",
        sa.Column("status", sa.String(length=16), nullable=False),
        sa.Column("released_reason", sa.String(length=32), nullable=True),
        sa.Column("released_at", sa.DateTime(timezone=True), nullable=True),
        sa.Column("expires_at", sa.DateTime(timezone=True), nullable=True),
        sa.Column("flight_id", sa.Uuid(), nullable=False),
        sa.Column("return_flight_id", sa.Uuid(), nullable=True),
        sa.Column("fare_plan_id", sa.Uuid(), nullable=False),
        sa.Column("fare_price_id", sa.Uuid(), nullable=True),
        sa.Column("fare_family_code", sa.String(length=32), nullable=False),
        sa.Column("cabin", sa.String(length=16), nullable=False),
        sa.Column("booking_class", sa.String(length=1), nullable=False),
        sa.Column("return_booking_class", sa.String(length=1), nullable=True),
        sa.Column("seat_count", sa.Integer(), nullable=False),
        sa.Column("contact_email", sa.String(length=320), nullable=True),
        sa.Column("contact_phone", sa.String(length=20), nullable=True),
        sa.Column("api_key_id", sa.Uuid(), nullable=True),
        sa.Column("api_client_id", sa.String(length=100), nullable=True),
        sa.Column("client_type", sa.String(length=16), nullable=True),
        sa.Column("partner_id", sa.Uuid(), nullable=True),
        sa.Column("user_id", sa.Uuid(), nullable=True),
        sa.Column("id", sa.Uuid(), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("updated_at", sa.DateTime(timezone=True), nullable=False),
        sa.CheckConstraint(
            "(status = 'released') = (released_reason IS NOT NULL AND released_at IS NOT NULL)",
            name=op.f("ck_booking_drafts_released_says_why"),
        ),
        sa.CheckConstraint(
            "released_reason IN ('released_by_owner', 'taken_by_booking', 'capacity_reduced')",
            name=op.f("ck_booking_drafts_release_reason_known"),
        ),
        sa.CheckConstraint(
            "status <> 'expired' OR expires_at IS NOT NULL",
            name=op.f("ck_booking_drafts_expired_had_end"),
        ),
        sa.CheckConstraint(
            "status IN ('active', 'released', 'expired')",
            name=op.f("ck_booking_drafts_status_known"),
        ),
        sa.CheckConstraint(
            "(return_flight_id IS NULL) = (return_booking_class IS NULL)",
            name=op.f("ck_booking_drafts_return_has_class"),
        ),
        sa.CheckConstraint(
            "seat_count BETWEEN 1 AND 9", name=op.f("ck_booking_drafts_seat_count_range")
        ),
        sa.ForeignKeyConstraint(
            ["api_key_id"],
            ["api_keys.id"],
            name=op.f("fk_booking_drafts_api_key_id_api_keys"),
            ondelete="SET NULL",
        ),
        sa.ForeignKeyConstraint(
            ["fare_plan_id"],
            ["fare_plans.id"],
            name=op.f("fk_booking_drafts_fare_plan_id_fare_plans"),
            ondelete="RESTRICT",
        ),
        sa.ForeignKeyConstraint(
            ["fare_price_id"],
            ["fare_prices.id"],
            name=op.f("fk_booking_drafts_fare_price_id_fare_prices"),
            ondelete="SET NULL",
        ),
        sa.ForeignKeyConstraint(
            ["flight_id"],
            ["flights.id"],
            name=op.f("fk_booking_drafts_flight_id_flights"),
            ondelete="RESTRICT",
        ),
        sa.ForeignKeyConstraint(
            ["partner_id"],
            ["partners.id"],
            name=op.f("fk_booking_drafts_partner_id_partners"),
            ondelete="RESTRICT",
        ),
        sa.ForeignKeyConstraint(
            ["return_flight_id"],
            ["flights.id"],
            name=op.f("fk_booking_drafts_return_flight_id_flights"),
            ondelete="RESTRICT",
        ),
        sa.ForeignKeyConstraint(
            ["user_id"],
            ["passengers.id"],
            name=op.f("fk_booking_drafts_user_id_passengers"),
            ondelete="SET NULL",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_booking_drafts")),
    )
    op.create_index(
        "ix_booking_drafts_active_expiry",
        "booking_drafts",
        ["expires_at"],
        unique=False,
        postgresql_where=sa.text("status = 'active'"),
    )
    op.create_index(
        "ix_booking_drafts_owner", "booking_drafts", ["api_client_id", "created_at"], unique=False
    )
    op.create_index(
        "ix_booking_drafts_partner", "booking_drafts", ["partner_id", "created_at"], unique=False
    )
    op.create_index(op.f("ix_booking_drafts_user_id"), "booking_drafts", ["user_id"], unique=False)
    op.add_column(
        "booking_class_inventory",
        sa.Column("held", sa.Integer(), server_default=sa.text("0"), nullable=False),
    )
    op.create_check_constraint(
        op.f("ck_booking_class_inventory_held_within_seats"),
        "booking_class_inventory",
        "held >= 0 AND sold + held <= seats",
    )


def downgrade() -> None:
    op.drop_constraint(
        op.f("ck_booking_class_inventory_held_within_seats"), "booking_class_inventory", "check"
    )
    op.drop_column("booking_class_inventory", "held")
    op.drop_index(op.f("ix_booking_drafts_user_id"), table_name="booking_drafts")
    op.drop_index("ix_booking_drafts_partner", table_name="booking_drafts")
    op.drop_index("ix_booking_drafts_owner", table_name="booking_drafts")
    op.drop_index(
        "ix_booking_drafts_active_expiry",
        table_name="booking_drafts",
        postgresql_where=sa.text("status = 'active'"),
    )
    op.drop_table("booking_drafts")
    op.drop_index(
        "ix_place_holds_lost", table_name="place_holds", postgresql_where=sa.text("status = 'lost'")
    )
    op.drop_index("ix_place_holds_holder", table_name="place_holds")
    op.drop_index(
        "ix_place_holds_class_held",
        table_name="place_holds",
        postgresql_where=sa.text("status = 'held'"),
    )
    op.drop_table("place_holds")
