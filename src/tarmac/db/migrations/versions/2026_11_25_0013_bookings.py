"""bookings: the order, its segments, passengers, coupons, seats, items and history

Ticket numbers are 3 digits of the airline and a 10-digit serial from one sequence, so two
bookings confirmed at once never get the same number.

Revision ID: 0013_bookings
Revises: 0012_retired_refresh_tokens
"""

import sqlalchemy as sa
from alembic import op
from sqlalchemy.dialects import postgresql

revision = "0013_bookings"
down_revision = "0012_retired_refresh_tokens"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.execute("CREATE SEQUENCE booking_ticket_serials START 1")
    op.create_table(
        "bookings",
        sa.Column("booking_reference", sa.String(length=6), nullable=False),
        sa.Column("status", sa.String(length=16), nullable=False),
        sa.Column("payment_status", sa.String(length=16), nullable=False),
        sa.Column("total_amount", sa.Numeric(precision=14, scale=2), nullable=False),
        sa.Column("currency", sa.String(length=3), nullable=False),
        sa.Column("expiry_date", sa.DateTime(timezone=True), nullable=True),
        sa.Column("extensions", sa.Integer(), nullable=False),
        sa.Column("contact_email", sa.String(length=320), nullable=True),
        sa.Column("contact_name", sa.String(length=200), nullable=True),
        sa.Column("contact_phone", sa.String(length=20), nullable=True),
        sa.Column("redirect_url", sa.Text(), nullable=True),
        sa.Column("api_key_id", sa.Uuid(), nullable=True),
        sa.Column("api_client_id", sa.String(length=100), nullable=True),
        sa.Column("client_type", sa.String(length=16), nullable=True),
        sa.Column("key_type", sa.String(length=16), nullable=True),
        sa.Column("partner_id", sa.Uuid(), nullable=True),
        sa.Column("user_id", sa.Uuid(), nullable=True),
        sa.Column("flight_id", sa.Uuid(), nullable=False),
        sa.Column("return_flight_id", sa.Uuid(), nullable=True),
        sa.Column("quote_id", sa.Uuid(), nullable=True),
        sa.Column("pricing", postgresql.JSONB(astext_type=sa.Text()), nullable=False),
        sa.Column("commission_amount", sa.Numeric(precision=14, scale=2), nullable=True),
        sa.Column("exchanged_from_id", sa.Uuid(), nullable=True),
        sa.Column("confirmed_at", sa.DateTime(timezone=True), nullable=True),
        sa.Column("cancelled_at", sa.DateTime(timezone=True), nullable=True),
        sa.Column("expired_at", sa.DateTime(timezone=True), nullable=True),
        sa.Column("id", sa.Uuid(), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("updated_at", sa.DateTime(timezone=True), nullable=False),
        sa.CheckConstraint(
            "payment_status IN ('unpaid', 'paid', 'refund_pending', 'refunded')",
            name=op.f("ck_bookings_payment_status_known"),
        ),
        sa.CheckConstraint(
            "status <> 'pending' OR expiry_date IS NOT NULL",
            name=op.f("ck_bookings_pending_expires"),
        ),
        sa.CheckConstraint(
            "status IN ('pending', 'confirmed', 'cancelled', 'expired', 'completed')",
            name=op.f("ck_bookings_status_known"),
        ),
        sa.CheckConstraint("total_amount >= 0", name=op.f("ck_bookings_total_not_negative")),
        sa.ForeignKeyConstraint(
            ["api_key_id"],
            ["api_keys.id"],
            name=op.f("fk_bookings_api_key_id_api_keys"),
            ondelete="SET NULL",
        ),
        sa.ForeignKeyConstraint(
            ["exchanged_from_id"],
            ["bookings.id"],
            name=op.f("fk_bookings_exchanged_from_id_bookings"),
            ondelete="RESTRICT",
        ),
        sa.ForeignKeyConstraint(
            ["flight_id"],
            ["flights.id"],
            name=op.f("fk_bookings_flight_id_flights"),
            ondelete="RESTRICT",
        ),
        sa.ForeignKeyConstraint(
            ["partner_id"],
            ["partners.id"],
            name=op.f("fk_bookings_partner_id_partners"),
            ondelete="RESTRICT",
        ),
        sa.ForeignKeyConstraint(
            ["return_flight_id"],
            ["flights.id"],
            name=op.f("fk_bookings_return_flight_id_flights"),
            ondelete="RESTRICT",
        ),
        sa.ForeignKeyConstraint(
            ["user_id"],
            ["passengers.id"],
            name=op.f("fk_bookings_user_id_passengers"),
            ondelete="SET NULL",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_bookings")),
        sa.UniqueConstraint("booking_reference", name=op.f("uq_bookings_booking_reference")),
    )
    op.create_index(
        "ix_bookings_contact_email",
        "bookings",
        [sa.literal_column("lower(contact_email)")],
        unique=False,
    )
    op.create_index("ix_bookings_owner", "bookings", ["api_client_id", "created_at"], unique=False)
    op.create_index("ix_bookings_partner", "bookings", ["partner_id", "created_at"], unique=False)
    op.create_index(
        "ix_bookings_pending_expiry",
        "bookings",
        ["expiry_date"],
        unique=False,
        postgresql_where=sa.text("status = 'pending'"),
    )
    op.create_index(op.f("ix_bookings_user_id"), "bookings", ["user_id"], unique=False)
    op.create_table(
        "booking_events",
        sa.Column("booking_id", sa.Uuid(), nullable=False),
        sa.Column("action", sa.String(length=40), nullable=False),
        sa.Column("from_status", sa.String(length=16), nullable=True),
        sa.Column("to_status", sa.String(length=16), nullable=True),
        sa.Column("actor", sa.String(length=200), nullable=False),
        sa.Column("detail", postgresql.JSONB(astext_type=sa.Text()), nullable=False),
        sa.Column("id", sa.Uuid(), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("updated_at", sa.DateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(
            ["booking_id"],
            ["bookings.id"],
            name=op.f("fk_booking_events_booking_id_bookings"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_booking_events")),
    )
    op.create_index(
        op.f("ix_booking_events_booking_id"), "booking_events", ["booking_id"], unique=False
    )
    op.create_table(
        "booking_passengers",
        sa.Column("booking_id", sa.Uuid(), nullable=False),
        sa.Column("position", sa.Integer(), nullable=False),
        sa.Column("passenger_type", sa.String(length=8), nullable=False),
        sa.Column("first_name", sa.String(length=100), nullable=False),
        sa.Column("last_name", sa.String(length=100), nullable=False),
        sa.Column("middle_name", sa.String(length=100), nullable=True),
        sa.Column("date_of_birth", sa.Date(), nullable=False),
        sa.Column("gender", sa.String(length=16), nullable=True),
        sa.Column("nationality", sa.String(length=3), nullable=False),
        sa.Column("document_type", sa.String(length=20), nullable=False),
        sa.Column("document_number", sa.String(length=30), nullable=False),
        sa.Column("document_expiry", sa.Date(), nullable=False),
        sa.Column("id", sa.Uuid(), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("updated_at", sa.DateTime(timezone=True), nullable=False),
        sa.CheckConstraint(
            "passenger_type IN ('adult', 'child', 'infant')",
            name=op.f("ck_booking_passengers_type_known"),
        ),
        sa.ForeignKeyConstraint(
            ["booking_id"],
            ["bookings.id"],
            name=op.f("fk_booking_passengers_booking_id_bookings"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_booking_passengers")),
        sa.UniqueConstraint(
            "booking_id", "position", name=op.f("uq_booking_passengers_booking_id_position")
        ),
    )
    op.create_table(
        "booking_items",
        sa.Column("booking_id", sa.Uuid(), nullable=False),
        sa.Column("kind", sa.String(length=16), nullable=False),
        sa.Column("code", sa.String(length=16), nullable=False),
        sa.Column("name", sa.String(length=200), nullable=True),
        sa.Column("amount", sa.Numeric(precision=14, scale=2), nullable=False),
        sa.Column("passenger_id", sa.Uuid(), nullable=True),
        sa.Column("flight_id", sa.Uuid(), nullable=True),
        sa.Column("id", sa.Uuid(), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("updated_at", sa.DateTime(timezone=True), nullable=False),
        sa.CheckConstraint(
            "kind IN ('offer', 'special_request')", name=op.f("ck_booking_items_kind_known")
        ),
        sa.CheckConstraint("amount >= 0", name=op.f("ck_booking_items_amount_not_negative")),
        sa.ForeignKeyConstraint(
            ["booking_id"],
            ["bookings.id"],
            name=op.f("fk_booking_items_booking_id_bookings"),
            ondelete="CASCADE",
        ),
        sa.ForeignKeyConstraint(
            ["flight_id"],
            ["flights.id"],
            name=op.f("fk_booking_items_flight_id_flights"),
            ondelete="RESTRICT",
        ),
        sa.ForeignKeyConstraint(
            ["passenger_id"],
            ["booking_passengers.id"],
            name=op.f("fk_booking_items_passenger_id_booking_passengers"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_booking_items")),
    )
    op.create_index(
        op.f("ix_booking_items_booking_id"), "booking_items", ["booking_id"], unique=False
    )
    op.create_index(
        "ix_booking_items_flight_code", "booking_items", ["flight_id", "code"], unique=False
    )
    op.create_table(
        "booking_segments",
        sa.Column("booking_id", sa.Uuid(), nullable=False),
        sa.Column("position", sa.Integer(), nullable=False),
        sa.Column("direction", sa.String(length=8), nullable=False),
        sa.Column("flight_id", sa.Uuid(), nullable=False),
        sa.Column("fare_plan_id", sa.Uuid(), nullable=False),
        sa.Column("fare_rule_id", sa.Uuid(), nullable=False),
        sa.Column("fare_price_id", sa.Uuid(), nullable=True),
        sa.Column("fare_family_code", sa.String(length=32), nullable=False),
        sa.Column("booking_class", sa.String(length=1), nullable=False),
        sa.Column("cabin", sa.String(length=16), nullable=False),
        sa.Column("places", sa.Integer(), nullable=False),
        sa.Column("places_released_at", sa.DateTime(timezone=True), nullable=True),
        sa.Column("id", sa.Uuid(), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("updated_at", sa.DateTime(timezone=True), nullable=False),
        sa.CheckConstraint(
            "direction IN ('outbound', 'return')", name=op.f("ck_booking_segments_direction_known")
        ),
        sa.CheckConstraint("places >= 0", name=op.f("ck_booking_segments_places_not_negative")),
        sa.ForeignKeyConstraint(
            ["booking_id"],
            ["bookings.id"],
            name=op.f("fk_booking_segments_booking_id_bookings"),
            ondelete="CASCADE",
        ),
        sa.ForeignKeyConstraint(
            ["fare_plan_id"],
            ["fare_plans.id"],
            name=op.f("fk_booking_segments_fare_plan_id_fare_plans"),
            ondelete="RESTRICT",
        ),
        sa.ForeignKeyConstraint(
            ["fare_price_id"],
            ["fare_prices.id"],
            name=op.f("fk_booking_segments_fare_price_id_fare_prices"),
            ondelete="SET NULL",
        ),
        sa.ForeignKeyConstraint(
            ["fare_rule_id"],
            ["fare_rules.id"],
            name=op.f("fk_booking_segments_fare_rule_id_fare_rules"),
            ondelete="RESTRICT",
        ),
        sa.ForeignKeyConstraint(
            ["flight_id"],
            ["flights.id"],
            name=op.f("fk_booking_segments_flight_id_flights"),
            ondelete="RESTRICT",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_booking_segments")),
        sa.UniqueConstraint(
            "booking_id", "position", name=op.f("uq_booking_segments_booking_id_position")
        ),
    )
    op.create_index("ix_booking_segments_flight", "booking_segments", ["flight_id"], unique=False)
    op.create_table(
        "booking_coupons",
        sa.Column("booking_id", sa.Uuid(), nullable=False),
        sa.Column("passenger_id", sa.Uuid(), nullable=False),
        sa.Column("segment_id", sa.Uuid(), nullable=False),
        sa.Column("ticket_number", sa.String(length=13), nullable=False),
        sa.Column("status", sa.String(length=16), nullable=False),
        sa.Column("id", sa.Uuid(), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("updated_at", sa.DateTime(timezone=True), nullable=False),
        sa.CheckConstraint(
            "status IN ('OPEN', 'CHECKED_IN', 'BOARDED', 'COMPLETED', 'CLOSED', 'EXCHANGED', 'VOID')",
            name=op.f("ck_booking_coupons_status_known"),
        ),
        sa.ForeignKeyConstraint(
            ["booking_id"],
            ["bookings.id"],
            name=op.f("fk_booking_coupons_booking_id_bookings"),
            ondelete="CASCADE",
        ),
        sa.ForeignKeyConstraint(
            ["passenger_id"],
            ["booking_passengers.id"],
            name=op.f("fk_booking_coupons_passenger_id_booking_passengers"),
            ondelete="CASCADE",
        ),
        sa.ForeignKeyConstraint(
            ["segment_id"],
            ["booking_segments.id"],
            name=op.f("fk_booking_coupons_segment_id_booking_segments"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_booking_coupons")),
        sa.UniqueConstraint(
            "passenger_id", "segment_id", name=op.f("uq_booking_coupons_passenger_id_segment_id")
        ),
        sa.UniqueConstraint("ticket_number", name=op.f("uq_booking_coupons_ticket_number")),
    )
    op.create_index(
        op.f("ix_booking_coupons_booking_id"), "booking_coupons", ["booking_id"], unique=False
    )
    op.create_table(
        "booking_seats",
        sa.Column("booking_id", sa.Uuid(), nullable=False),
        sa.Column("passenger_id", sa.Uuid(), nullable=False),
        sa.Column("segment_id", sa.Uuid(), nullable=False),
        sa.Column("flight_id", sa.Uuid(), nullable=False),
        sa.Column("seat_number", sa.String(length=4), nullable=False),
        sa.Column("zone", sa.String(length=32), nullable=True),
        sa.Column("seat_fee", sa.Numeric(precision=14, scale=2), nullable=False),
        sa.Column("id", sa.Uuid(), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("updated_at", sa.DateTime(timezone=True), nullable=False),
        sa.CheckConstraint("seat_fee >= 0", name=op.f("ck_booking_seats_fee_not_negative")),
        sa.ForeignKeyConstraint(
            ["booking_id"],
            ["bookings.id"],
            name=op.f("fk_booking_seats_booking_id_bookings"),
            ondelete="CASCADE",
        ),
        sa.ForeignKeyConstraint(
            ["flight_id"],
            ["flights.id"],
            name=op.f("fk_booking_seats_flight_id_flights"),
            ondelete="RESTRICT",
        ),
        sa.ForeignKeyConstraint(
            ["passenger_id"],
            ["booking_passengers.id"],
            name=op.f("fk_booking_seats_passenger_id_booking_passengers"),
            ondelete="CASCADE",
        ),
        sa.ForeignKeyConstraint(
            ["segment_id"],
            ["booking_segments.id"],
            name=op.f("fk_booking_seats_segment_id_booking_segments"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_booking_seats")),
        sa.UniqueConstraint(
            "passenger_id", "segment_id", name=op.f("uq_booking_seats_passenger_id_segment_id")
        ),
    )
    op.create_index(
        op.f("ix_booking_seats_booking_id"), "booking_seats", ["booking_id"], unique=False
    )


def downgrade() -> None:
    op.drop_index(op.f("ix_booking_seats_booking_id"), table_name="booking_seats")
    op.drop_table("booking_seats")
    op.drop_index(op.f("ix_booking_coupons_booking_id"), table_name="booking_coupons")
    op.drop_table("booking_coupons")
    op.drop_index("ix_booking_segments_flight", table_name="booking_segments")
    op.drop_table("booking_segments")
    op.drop_index("ix_booking_items_flight_code", table_name="booking_items")
    op.drop_index(op.f("ix_booking_items_booking_id"), table_name="booking_items")
    op.drop_table("booking_items")
    op.drop_table("booking_passengers")
    op.drop_index(op.f("ix_booking_events_booking_id"), table_name="booking_events")
    op.drop_table("booking_events")
    op.drop_index(op.f("ix_bookings_user_id"), table_name="bookings")
    op.drop_index(
        "ix_bookings_pending_expiry",
        table_name="bookings",
        postgresql_where=sa.text("status = 'pending'"),
    )
    op.drop_index("ix_bookings_partner", table_name="bookings")
    op.drop_index("ix_bookings_owner", table_name="bookings")
    op.drop_index("ix_bookings_contact_email", table_name="bookings")
    op.drop_table("bookings")
    op.execute("DROP SEQUENCE booking_ticket_serials")
