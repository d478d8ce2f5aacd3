"""catalog

Revision ID: 0003_catalog
Revises: 0002_content
"""

import sqlalchemy as sa
from alembic import op
from sqlalchemy.dialects import postgresql

revision = "0003_catalog"
down_revision = "0002_content"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "aircraft",
        sa.Column("code", sa.String(length=16), nullable=False),
        sa.Column("name", sa.String(length=100), nullable=False),
        sa.Column("manufacturer", sa.String(length=100), nullable=True),
        sa.Column("layout", postgresql.JSONB(astext_type=sa.Text()), nullable=False),
        sa.Column("total_seats", sa.Integer(), nullable=False),
        sa.Column("id", sa.Uuid(), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("updated_at", sa.DateTime(timezone=True), nullable=False),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_aircraft")),
        sa.UniqueConstraint("code", name=op.f("uq_aircraft_code")),
    )
    op.create_table(
        "airports",
        sa.Column("iata_code", sa.String(length=3), nullable=False),
        sa.Column("icao_code", sa.String(length=4), nullable=True),
        sa.Column("name", sa.String(length=200), nullable=False),
        sa.Column("city", sa.String(length=100), nullable=False),
        sa.Column("country", sa.String(length=2), nullable=False),
        sa.Column("timezone", sa.String(length=64), nullable=False),
        sa.Column("is_active", sa.Boolean(), nullable=False),
        sa.Column("id", sa.Uuid(), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("updated_at", sa.DateTime(timezone=True), nullable=False),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_airports")),
        sa.UniqueConstraint("iata_code", name=op.f("uq_airports_iata_code")),
    )
    op.create_index(op.f("ix_airports_country"), "airports", ["country"], unique=False)
    op.create_table(
        "fare_families",
        sa.Column("code", sa.String(length=32), nullable=False),
        sa.Column("name", sa.String(length=100), nullable=False),
        sa.Column("refundable", sa.Boolean(), nullable=False),
        sa.Column("changeable", sa.Boolean(), nullable=False),
        sa.Column("baggage_allowance", sa.String(length=64), nullable=True),
        sa.Column("cabin_baggage", sa.String(length=64), nullable=True),
        sa.Column("sort_order", sa.Integer(), nullable=False),
        sa.Column("is_active", sa.Boolean(), nullable=False),
        sa.Column("id", sa.Uuid(), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("updated_at", sa.DateTime(timezone=True), nullable=False),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_fare_families")),
        sa.UniqueConstraint("code", name=op.f("uq_fare_families_code")),
    )
    op.create_table(
        "fare_rules",
        sa.Column("code", sa.String(length=64), nullable=False),
        sa.Column("name", sa.String(length=200), nullable=False),
        sa.Column("refundable", sa.Boolean(), nullable=False),
        sa.Column("changeable", sa.Boolean(), nullable=False),
        sa.Column("cancellation_fee", sa.Numeric(precision=14, scale=2), nullable=False),
        sa.Column("change_fee", sa.Numeric(precision=14, scale=2), nullable=False),
        sa.Column("currency", sa.String(length=3), nullable=False),
        sa.Column("seat_selection", sa.Boolean(), nullable=False),
        sa.Column("allowed_ssr_codes", sa.ARRAY(sa.String(length=8)), nullable=False),
        sa.Column("advance_purchase_days", sa.Integer(), nullable=True),
        sa.Column("min_stay_days", sa.Integer(), nullable=True),
        sa.Column("max_stay_days", sa.Integer(), nullable=True),
        sa.Column("id", sa.Uuid(), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("updated_at", sa.DateTime(timezone=True), nullable=False),
        sa.CheckConstraint(
            "cancellation_fee >= 0 AND change_fee >= 0",
            name=op.f("ck_fare_rules_fees_not_negative"),
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_fare_rules")),
        sa.UniqueConstraint("code", name=op.f("uq_fare_rules_code")),
    )
    op.create_table(
        "routes",
        sa.Column("route_code", sa.String(length=16), nullable=False),
        sa.Column("origin_id", sa.Uuid(), nullable=False),
        sa.Column("destination_id", sa.Uuid(), nullable=False),
        sa.Column("route_type", sa.String(length=16), nullable=False),
        sa.Column("distance_km", sa.Integer(), nullable=False),
        sa.Column("duration_minutes", sa.Integer(), nullable=False),
        sa.Column("is_active", sa.Boolean(), nullable=False),
        sa.Column("id", sa.Uuid(), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("updated_at", sa.DateTime(timezone=True), nullable=False),
        sa.CheckConstraint("origin_id <> destination_id", name=op.f("ck_routes_distinct_airports")),
        sa.ForeignKeyConstraint(
            ["destination_id"],
            ["airports.id"],
            name=op.f("fk_routes_destination_id_airports"),
            ondelete="RESTRICT",
        ),
        sa.ForeignKeyConstraint(
            ["origin_id"],
            ["airports.id"],
            name=op.f("fk_routes_origin_id_airports"),
            ondelete="RESTRICT",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_routes")),
        sa.UniqueConstraint(
            "origin_id", "destination_id", name=op.f("uq_routes_origin_id_destination_id")
        ),
        sa.UniqueConstraint("route_code", name=op.f("uq_routes_route_code")),
    )
    op.create_index(op.f("ix_routes_destination_id"), "routes", ["destination_id"], unique=False)
    op.create_table(
        "flight_schedules",
        sa.Column("flight_number", sa.String(length=8), nullable=False),
        sa.Column("route_id", sa.Uuid(), nullable=False),
        sa.Column("aircraft_id", sa.Uuid(), nullable=False),
        sa.Column("days_of_week", sa.ARRAY(sa.SmallInteger()), nullable=False),
        sa.Column("departure_time", sa.Time(), nullable=False),
        sa.Column("duration_minutes", sa.Integer(), nullable=True),
        sa.Column("valid_from", sa.Date(), nullable=False),
        sa.Column("valid_to", sa.Date(), nullable=False),
        sa.Column("inventory_template", postgresql.JSONB(astext_type=sa.Text()), nullable=False),
        sa.Column("is_active", sa.Boolean(), nullable=False),
        sa.Column("id", sa.Uuid(), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("updated_at", sa.DateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(
            ["aircraft_id"],
            ["aircraft.id"],
            name=op.f("fk_flight_schedules_aircraft_id_aircraft"),
            ondelete="RESTRICT",
        ),
        sa.ForeignKeyConstraint(
            ["route_id"],
            ["routes.id"],
            name=op.f("fk_flight_schedules_route_id_routes"),
            ondelete="RESTRICT",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_flight_schedules")),
    )
    op.create_index(
        op.f("ix_flight_schedules_flight_number"),
        "flight_schedules",
        ["flight_number"],
        unique=False,
    )
    op.create_index(
        op.f("ix_flight_schedules_route_id"), "flight_schedules", ["route_id"], unique=False
    )
    op.create_table(
        "flights",
        sa.Column("flight_number", sa.String(length=8), nullable=False),
        sa.Column("flight_date", sa.Date(), nullable=False),
        sa.Column("route_id", sa.Uuid(), nullable=False),
        sa.Column("aircraft_id", sa.Uuid(), nullable=False),
        sa.Column("schedule_id", sa.Uuid(), nullable=True),
        sa.Column("scheduled_departure", sa.DateTime(timezone=True), nullable=False),
        sa.Column("scheduled_arrival", sa.DateTime(timezone=True), nullable=False),
        sa.Column("status", sa.String(length=16), nullable=False),
        sa.Column("delay_minutes", sa.Integer(), nullable=False),
        sa.Column("departure_gate", sa.String(length=8), nullable=True),
        sa.Column("arrival_gate", sa.String(length=8), nullable=True),
        sa.Column("departure_terminal", sa.String(length=8), nullable=True),
        sa.Column("actual_departure", sa.DateTime(timezone=True), nullable=True),
        sa.Column("actual_arrival", sa.DateTime(timezone=True), nullable=True),
        sa.Column("id", sa.Uuid(), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("updated_at", sa.DateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(
            ["aircraft_id"],
            ["aircraft.id"],
            name=op.f("fk_flights_aircraft_id_aircraft"),
            ondelete="RESTRICT",
        ),
        sa.ForeignKeyConstraint(
            ["route_id"],
            ["routes.id"],
            name=op.f("fk_flights_route_id_routes"),
            ondelete="RESTRICT",
        ),
        sa.ForeignKeyConstraint(
            ["schedule_id"],
            ["flight_schedules.id"],
            name=op.f("fk_flights_schedule_id_flight_schedules"),
            ondelete="SET NULL",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_flights")),
        sa.UniqueConstraint(
            "flight_number", "flight_date", name=op.f("uq_flights_flight_number_flight_date")
        ),
    )
    op.create_index(op.f("ix_flights_aircraft_id"), "flights", ["aircraft_id"], unique=False)
    op.create_index(
        "ix_flights_flight_date_status", "flights", ["flight_date", "status"], unique=False
    )
    op.create_index(
        "ix_flights_route_id_flight_date", "flights", ["route_id", "flight_date"], unique=False
    )
    op.create_index(op.f("ix_flights_schedule_id"), "flights", ["schedule_id"], unique=False)
    op.create_table(
        "booking_class_inventory",
        sa.Column("flight_id", sa.Uuid(), nullable=False),
        sa.Column("booking_class", sa.String(length=1), nullable=False),
        sa.Column("cabin", sa.String(length=16), nullable=False),
        sa.Column("seats", sa.Integer(), nullable=False),
        sa.Column("sold", sa.Integer(), nullable=False),
        sa.Column("is_open", sa.Boolean(), nullable=False),
        sa.Column("id", sa.Uuid(), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("updated_at", sa.DateTime(timezone=True), nullable=False),
        sa.CheckConstraint(
            "sold >= 0 AND sold <= seats", name=op.f("ck_booking_class_inventory_sold_within_seats")
        ),
        sa.ForeignKeyConstraint(
            ["flight_id"],
            ["flights.id"],
            name=op.f("fk_booking_class_inventory_flight_id_flights"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_booking_class_inventory")),
        sa.UniqueConstraint(
            "flight_id",
            "booking_class",
            name=op.f("uq_booking_class_inventory_flight_id_booking_class"),
        ),
    )
    op.create_table(
        "fare_plans",
        sa.Column("fare_family_id", sa.Uuid(), nullable=False),
        sa.Column("route_id", sa.Uuid(), nullable=True),
        sa.Column("flight_id", sa.Uuid(), nullable=True),
        sa.Column("booking_class", sa.String(length=1), nullable=False),
        sa.Column("cabin", sa.String(length=16), nullable=False),
        sa.Column("fare_rule_id", sa.Uuid(), nullable=False),
        sa.Column("valid_from", sa.Date(), nullable=True),
        sa.Column("valid_to", sa.Date(), nullable=True),
        sa.Column("is_active", sa.Boolean(), nullable=False),
        sa.Column("id", sa.Uuid(), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("updated_at", sa.DateTime(timezone=True), nullable=False),
        sa.CheckConstraint(
            "(route_id IS NOT NULL) <> (flight_id IS NOT NULL)",
            name=op.f("ck_fare_plans_route_xor_flight"),
        ),
        sa.ForeignKeyConstraint(
            ["fare_family_id"],
            ["fare_families.id"],
            name=op.f("fk_fare_plans_fare_family_id_fare_families"),
            ondelete="RESTRICT",
        ),
        sa.ForeignKeyConstraint(
            ["fare_rule_id"],
            ["fare_rules.id"],
            name=op.f("fk_fare_plans_fare_rule_id_fare_rules"),
            ondelete="RESTRICT",
        ),
        sa.ForeignKeyConstraint(
            ["flight_id"],
            ["flights.id"],
            name=op.f("fk_fare_plans_flight_id_flights"),
            ondelete="CASCADE",
        ),
        sa.ForeignKeyConstraint(
            ["route_id"],
            ["routes.id"],
            name=op.f("fk_fare_plans_route_id_routes"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_fare_plans")),
    )
    op.create_index(
        op.f("ix_fare_plans_fare_family_id"), "fare_plans", ["fare_family_id"], unique=False
    )
    op.create_index(op.f("ix_fare_plans_flight_id"), "fare_plans", ["flight_id"], unique=False)
    op.create_index(op.f("ix_fare_plans_route_id"), "fare_plans", ["route_id"], unique=False)
    op.create_table(
        "fare_prices",
        sa.Column("fare_plan_id", sa.Uuid(), nullable=False),
        sa.Column("passenger_type", sa.String(length=20), nullable=False),
        sa.Column("fare_rule_id", sa.Uuid(), nullable=True),
        sa.Column("base_price", sa.Numeric(precision=14, scale=2), nullable=False),
        sa.Column("taxes", sa.Numeric(precision=14, scale=2), nullable=False),
        sa.Column("fees", sa.Numeric(precision=14, scale=2), nullable=False),
        sa.Column("currency", sa.String(length=3), nullable=False),
        sa.Column("id", sa.Uuid(), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("updated_at", sa.DateTime(timezone=True), nullable=False),
        sa.CheckConstraint(
            "base_price >= 0 AND taxes >= 0 AND fees >= 0",
            name=op.f("ck_fare_prices_amounts_not_negative"),
        ),
        sa.ForeignKeyConstraint(
            ["fare_plan_id"],
            ["fare_plans.id"],
            name=op.f("fk_fare_prices_fare_plan_id_fare_plans"),
            ondelete="CASCADE",
        ),
        sa.ForeignKeyConstraint(
            ["fare_rule_id"],
            ["fare_rules.id"],
            name=op.f("fk_fare_prices_fare_rule_id_fare_rules"),
            ondelete="RESTRICT",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_fare_prices")),
        sa.UniqueConstraint(
            "fare_plan_id",
            "passenger_type",
            name=op.f("uq_fare_prices_fare_plan_id_passenger_type"),
        ),
    )


def downgrade() -> None:
    op.drop_table("fare_prices")
    op.drop_index(op.f("ix_fare_plans_route_id"), table_name="fare_plans")
    op.drop_index(op.f("ix_fare_plans_flight_id"), table_name="fare_plans")
    op.drop_index(op.f("ix_fare_plans_fare_family_id"), table_name="fare_plans")
    op.drop_table("fare_plans")
    op.drop_table("booking_class_inventory")
    op.drop_index(op.f("ix_flights_schedule_id"), table_name="flights")
    op.drop_index("ix_flights_route_id_flight_date", table_name="flights")
    op.drop_index("ix_flights_flight_date_status", table_name="flights")
    op.drop_index(op.f("ix_flights_aircraft_id"), table_name="flights")
    op.drop_table("flights")
    op.drop_index(op.f("ix_flight_schedules_route_id"), table_name="flight_schedules")
    op.drop_index(op.f("ix_flight_schedules_flight_number"), table_name="flight_schedules")
    op.drop_table("flight_schedules")
    op.drop_index(op.f("ix_routes_destination_id"), table_name="routes")
    op.drop_table("routes")
    op.drop_table("fare_rules")
    op.drop_table("fare_families")
    op.drop_index(op.f("ix_airports_country"), table_name="airports")
    op.drop_table("airports")
    op.drop_table("aircraft")
