"""pricing

Revision ID: 0005_pricing
Revises: 0004_accounts
"""

import sqlalchemy as sa
from alembic import op
from sqlalchemy.dialects import postgresql

revision = "0005_pricing"
down_revision = "0004_accounts"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "price_audit_log",
        sa.Column("id", sa.Uuid(), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("kind", sa.String(length=16), nullable=False),
        sa.Column("quote_id", sa.Uuid(), nullable=True),
        sa.Column("booking_id", sa.Uuid(), nullable=True),
        sa.Column("api_key_id", sa.Uuid(), nullable=True),
        sa.Column("client_id", sa.String(length=100), nullable=True),
        sa.Column("client_type", sa.String(length=16), nullable=True),
        sa.Column("partner_id", sa.Uuid(), nullable=True),
        sa.Column("currency", sa.String(length=3), nullable=True),
        sa.Column("net", sa.Numeric(precision=14, scale=2), nullable=True),
        sa.Column("inputs", postgresql.JSONB(astext_type=sa.Text()), nullable=False),
        sa.Column("line_items", postgresql.JSONB(astext_type=sa.Text()), nullable=False),
        sa.Column("applied_rules", postgresql.JSONB(astext_type=sa.Text()), nullable=False),
        sa.Column("result", postgresql.JSONB(astext_type=sa.Text()), nullable=False),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_price_audit_log")),
    )
    op.create_index(
        "ix_price_audit_log_booking_id_created_at",
        "price_audit_log",
        ["booking_id", "created_at"],
        unique=False,
    )
    op.create_index(
        op.f("ix_price_audit_log_created_at"), "price_audit_log", ["created_at"], unique=False
    )
    op.create_index(
        op.f("ix_price_audit_log_quote_id"), "price_audit_log", ["quote_id"], unique=False
    )
    op.create_table(
        "promo_codes",
        sa.Column("code", sa.String(length=32), nullable=False),
        sa.Column("description", sa.String(length=500), nullable=True),
        sa.Column("discount_type", sa.String(length=16), nullable=False),
        sa.Column("amount", sa.Numeric(precision=14, scale=4), nullable=False),
        sa.Column("currency", sa.String(length=3), nullable=True),
        sa.Column("valid_from", sa.DateTime(timezone=True), nullable=True),
        sa.Column("valid_to", sa.DateTime(timezone=True), nullable=True),
        sa.Column("route_ids", sa.ARRAY(sa.Uuid()), nullable=False),
        sa.Column("max_uses", sa.Integer(), nullable=True),
        sa.Column("max_uses_per_customer", sa.Integer(), nullable=True),
        sa.Column("is_active", sa.Boolean(), nullable=False),
        sa.Column("id", sa.Uuid(), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("updated_at", sa.DateTime(timezone=True), nullable=False),
        sa.CheckConstraint(
            "discount_type = 'fixed' OR amount <= 100",
            name=op.f("ck_promo_codes_percentage_at_most_100"),
        ),
        sa.CheckConstraint(
            "discount_type = 'percentage' OR currency IS NOT NULL",
            name=op.f("ck_promo_codes_fixed_currency"),
        ),
        sa.CheckConstraint(
            "discount_type IN ('percentage', 'fixed')", name=op.f("ck_promo_codes_discount_type")
        ),
        sa.CheckConstraint("amount > 0", name=op.f("ck_promo_codes_amount_positive")),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_promo_codes")),
        sa.UniqueConstraint("code", name=op.f("uq_promo_codes_code")),
    )
    op.create_table(
        "quotes",
        sa.Column("kind", sa.String(length=16), nullable=False),
        sa.Column("valid_until", sa.DateTime(timezone=True), nullable=False),
        sa.Column("currency", sa.String(length=3), nullable=False),
        sa.Column("gross", sa.Numeric(precision=14, scale=2), nullable=False),
        sa.Column("net", sa.Numeric(precision=14, scale=2), nullable=False),
        sa.Column("fare_currency", sa.String(length=3), nullable=False),
        sa.Column("fare_net", sa.Numeric(precision=14, scale=2), nullable=False),
        sa.Column("channel", sa.String(length=16), nullable=False),
        sa.Column("partner_id", sa.Uuid(), nullable=True),
        sa.Column("api_key_id", sa.Uuid(), nullable=True),
        sa.Column("client_id", sa.String(length=100), nullable=True),
        sa.Column("route_id", sa.Uuid(), nullable=True),
        sa.Column("return_route_id", sa.Uuid(), nullable=True),
        sa.Column("flight_id", sa.Uuid(), nullable=True),
        sa.Column("return_flight_id", sa.Uuid(), nullable=True),
        sa.Column("departure_date", sa.Date(), nullable=False),
        sa.Column("return_date", sa.Date(), nullable=True),
        sa.Column("fare_price_id", sa.Uuid(), nullable=True),
        sa.Column("pax_count", sa.Integer(), nullable=False),
        sa.Column("round_trip", sa.Boolean(), nullable=False),
        sa.Column("promo_code_id", sa.Uuid(), nullable=True),
        sa.Column("customer_email", sa.String(length=320), nullable=True),
        sa.Column("original_booking_id", sa.Uuid(), nullable=True),
        sa.Column("booking_id", sa.Uuid(), nullable=True),
        sa.Column("request", postgresql.JSONB(astext_type=sa.Text()), nullable=False),
        sa.Column("response", postgresql.JSONB(astext_type=sa.Text()), nullable=False),
        sa.Column("resolution", postgresql.JSONB(astext_type=sa.Text()), nullable=False),
        sa.Column("id", sa.Uuid(), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("updated_at", sa.DateTime(timezone=True), nullable=False),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_quotes")),
    )
    op.create_index(op.f("ix_quotes_booking_id"), "quotes", ["booking_id"], unique=False)
    op.create_index(
        op.f("ix_quotes_original_booking_id"), "quotes", ["original_booking_id"], unique=False
    )
    op.create_index(op.f("ix_quotes_valid_until"), "quotes", ["valid_until"], unique=False)
    op.create_table(
        "ssr_services",
        sa.Column("code", sa.String(length=8), nullable=False),
        sa.Column("name", sa.String(length=200), nullable=False),
        sa.Column("category", sa.String(length=16), nullable=False),
        sa.Column("icon", sa.String(length=64), nullable=True),
        sa.Column("is_paid", sa.Boolean(), nullable=False),
        sa.Column("default_price", sa.Numeric(precision=14, scale=2), nullable=False),
        sa.Column("currency", sa.String(length=3), nullable=False),
        sa.Column("requires_confirmation", sa.Boolean(), nullable=False),
        sa.Column("is_active", sa.Boolean(), nullable=False),
        sa.Column("notes", sa.Text(), nullable=True),
        sa.Column("min_hours_before_departure", sa.Integer(), nullable=True),
        sa.Column("replaced_by", sa.String(length=8), nullable=True),
        sa.Column("sort_order", sa.Integer(), nullable=False),
        sa.Column("id", sa.Uuid(), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("updated_at", sa.DateTime(timezone=True), nullable=False),
        sa.CheckConstraint(
            "category IN ('baggage', 'seat', 'meal', 'assistance', 'pet', 'comfort', 'other')",
            name=op.f("ck_ssr_services_category"),
        ),
        sa.CheckConstraint("default_price >= 0", name=op.f("ck_ssr_services_price_not_negative")),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_ssr_services")),
        sa.UniqueConstraint("code", name=op.f("uq_ssr_services_code")),
    )
    op.create_index(op.f("ix_ssr_services_category"), "ssr_services", ["category"], unique=False)
    op.create_table(
        "partnerships",
        sa.Column("partner_id", sa.Uuid(), nullable=False),
        sa.Column("agreement_name", sa.String(length=200), nullable=False),
        sa.Column("effective_date", sa.Date(), nullable=False),
        sa.Column("expiration_date", sa.Date(), nullable=True),
        sa.Column("discount_percent", sa.Numeric(precision=5, scale=2), nullable=False),
        sa.Column("notes", sa.String(length=1000), nullable=True),
        sa.Column("is_active", sa.Boolean(), nullable=False),
        sa.Column("id", sa.Uuid(), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("updated_at", sa.DateTime(timezone=True), nullable=False),
        sa.CheckConstraint(
            "discount_percent >= 0 AND discount_percent <= 100",
            name=op.f("ck_partnerships_discount_percent"),
        ),
        sa.CheckConstraint(
            "expiration_date IS NULL OR expiration_date >= effective_date",
            name=op.f("ck_partnerships_dates_ordered"),
        ),
        sa.ForeignKeyConstraint(
            ["partner_id"],
            ["partners.id"],
            name=op.f("fk_partnerships_partner_id_partners"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_partnerships")),
    )
    op.create_index(
        op.f("ix_partnerships_partner_id"), "partnerships", ["partner_id"], unique=False
    )
    op.create_table(
        "promo_redemptions",
        sa.Column("id", sa.Uuid(), nullable=False),
        sa.Column("promo_code_id", sa.Uuid(), nullable=False),
        sa.Column("booking_id", sa.Uuid(), nullable=True),
        sa.Column("customer_email", sa.String(length=320), nullable=True),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(
            ["promo_code_id"],
            ["promo_codes.id"],
            name=op.f("fk_promo_redemptions_promo_code_id_promo_codes"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_promo_redemptions")),
        sa.UniqueConstraint(
            "promo_code_id",
            "booking_id",
            name=op.f("uq_promo_redemptions_promo_code_id_booking_id"),
        ),
    )
    op.create_index(
        op.f("ix_promo_redemptions_promo_code_id"),
        "promo_redemptions",
        ["promo_code_id"],
        unique=False,
    )
    op.create_table(
        "seat_zone_prices",
        sa.Column("zone_code", sa.String(length=8), nullable=False),
        sa.Column("zone_name", sa.String(length=100), nullable=False),
        sa.Column("price", sa.Numeric(precision=14, scale=2), nullable=False),
        sa.Column("currency", sa.String(length=3), nullable=False),
        sa.Column("fare_rule_id", sa.Uuid(), nullable=True),
        sa.Column("is_included", sa.Boolean(), nullable=False),
        sa.Column("sort_order", sa.Integer(), nullable=False),
        sa.Column("is_active", sa.Boolean(), nullable=False),
        sa.Column("id", sa.Uuid(), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("updated_at", sa.DateTime(timezone=True), nullable=False),
        sa.CheckConstraint(
            "zone_code IN ('STD', 'XL', 'FRONT')", name=op.f("ck_seat_zone_prices_zone_code")
        ),
        sa.CheckConstraint("price >= 0", name=op.f("ck_seat_zone_prices_price_not_negative")),
        sa.ForeignKeyConstraint(
            ["fare_rule_id"],
            ["fare_rules.id"],
            name=op.f("fk_seat_zone_prices_fare_rule_id_fare_rules"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_seat_zone_prices")),
        sa.UniqueConstraint(
            "zone_code", "fare_rule_id", name=op.f("uq_seat_zone_prices_zone_code_fare_rule_id")
        ),
    )
    op.create_index(
        op.f("ix_seat_zone_prices_fare_rule_id"), "seat_zone_prices", ["fare_rule_id"], unique=False
    )
    op.create_index(
        "uq_seat_zone_prices_zone_code_default",
        "seat_zone_prices",
        ["zone_code"],
        unique=True,
        postgresql_where=sa.text("fare_rule_id IS NULL"),
    )
    op.create_table(
        "partnership_routes",
        sa.Column("partnership_id", sa.Uuid(), nullable=False),
        sa.Column("route_id", sa.Uuid(), nullable=False),
        sa.Column("special_rate_percent", sa.Numeric(precision=5, scale=2), nullable=True),
        sa.Column("id", sa.Uuid(), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("updated_at", sa.DateTime(timezone=True), nullable=False),
        sa.CheckConstraint(
            "special_rate_percent IS NULL OR (special_rate_percent >= 0 AND special_rate_percent <= 100)",
            name=op.f("ck_partnership_routes_special_rate_percent"),
        ),
        sa.ForeignKeyConstraint(
            ["partnership_id"],
            ["partnerships.id"],
            name=op.f("fk_partnership_routes_partnership_id_partnerships"),
            ondelete="CASCADE",
        ),
        sa.ForeignKeyConstraint(
            ["route_id"],
            ["routes.id"],
            name=op.f("fk_partnership_routes_route_id_routes"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_partnership_routes")),
        sa.UniqueConstraint(
            "partnership_id", "route_id", name=op.f("uq_partnership_routes_partnership_id_route_id")
        ),
    )
    op.create_index(
        op.f("ix_partnership_routes_partnership_id"),
        "partnership_routes",
        ["partnership_id"],
        unique=False,
    )
    op.create_index(
        op.f("ix_partnership_routes_route_id"), "partnership_routes", ["route_id"], unique=False
    )
    op.create_table(
        "ssr_availability_rules",
        sa.Column("ssr_code", sa.String(length=8), nullable=False),
        sa.Column("name", sa.String(length=200), nullable=False),
        sa.Column("action", sa.String(length=16), nullable=False),
        sa.Column("route_id", sa.Uuid(), nullable=True),
        sa.Column("route_type", sa.String(length=16), nullable=True),
        sa.Column("aircraft_id", sa.Uuid(), nullable=True),
        sa.Column("min_duration_min", sa.Integer(), nullable=True),
        sa.Column("max_duration_min", sa.Integer(), nullable=True),
        sa.Column("fare_family_code", sa.String(length=32), nullable=True),
        sa.Column("airport_code", sa.String(length=3), nullable=True),
        sa.Column("price", sa.Numeric(precision=14, scale=2), nullable=True),
        sa.Column("currency", sa.String(length=3), nullable=True),
        sa.Column("max_per_flight", sa.Integer(), nullable=True),
        sa.Column("included_reason", sa.String(length=200), nullable=True),
        sa.Column("priority", sa.Integer(), nullable=False),
        sa.Column("is_active", sa.Boolean(), nullable=False),
        sa.Column("id", sa.Uuid(), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("updated_at", sa.DateTime(timezone=True), nullable=False),
        sa.CheckConstraint(
            "action IN ('available', 'included', 'restricted')",
            name=op.f("ck_ssr_availability_rules_action"),
        ),
        sa.CheckConstraint(
            "route_type IS NULL OR route_type IN ('domestic', 'international')",
            name=op.f("ck_ssr_availability_rules_route_type"),
        ),
        sa.CheckConstraint(
            "max_per_flight IS NULL OR max_per_flight >= 0",
            name=op.f("ck_ssr_availability_rules_max_not_negative"),
        ),
        sa.CheckConstraint(
            "price IS NULL OR price >= 0", name=op.f("ck_ssr_availability_rules_price_not_negative")
        ),
        sa.ForeignKeyConstraint(
            ["aircraft_id"],
            ["aircraft.id"],
            name=op.f("fk_ssr_availability_rules_aircraft_id_aircraft"),
            ondelete="CASCADE",
        ),
        sa.ForeignKeyConstraint(
            ["route_id"],
            ["routes.id"],
            name=op.f("fk_ssr_availability_rules_route_id_routes"),
            ondelete="CASCADE",
        ),
        sa.ForeignKeyConstraint(
            ["ssr_code"],
            ["ssr_services.code"],
            name=op.f("fk_ssr_availability_rules_ssr_code_ssr_services"),
            onupdate="CASCADE",
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_ssr_availability_rules")),
    )
    op.create_index(
        op.f("ix_ssr_availability_rules_ssr_code"),
        "ssr_availability_rules",
        ["ssr_code"],
        unique=False,
    )
    op.create_table(
        "taxes",
        sa.Column("code", sa.String(length=16), nullable=False),
        sa.Column("name", sa.String(length=200), nullable=False),
        sa.Column("tax_type", sa.String(length=16), nullable=False),
        sa.Column("amount", sa.Numeric(precision=14, scale=4), nullable=False),
        sa.Column("currency", sa.String(length=3), nullable=True),
        sa.Column("applies_to", sa.String(length=16), nullable=True),
        sa.Column("refundable", sa.Boolean(), nullable=False),
        sa.Column("jurisdiction", sa.String(length=64), nullable=True),
        sa.Column("route_id", sa.Uuid(), nullable=True),
        sa.Column("country", sa.String(length=2), nullable=True),
        sa.Column("valid_from", sa.Date(), nullable=True),
        sa.Column("valid_to", sa.Date(), nullable=True),
        sa.Column("sort_order", sa.Integer(), nullable=False),
        sa.Column("is_active", sa.Boolean(), nullable=False),
        sa.Column("id", sa.Uuid(), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("updated_at", sa.DateTime(timezone=True), nullable=False),
        sa.CheckConstraint(
            "applies_to IS NULL OR applies_to IN ('per_pax', 'per_segment', 'per_itinerary')",
            name=op.f("ck_taxes_applies_to"),
        ),
        sa.CheckConstraint(
            "tax_type = 'percentage' OR currency IS NOT NULL", name=op.f("ck_taxes_fixed_currency")
        ),
        sa.CheckConstraint("tax_type IN ('percentage', 'fixed')", name=op.f("ck_taxes_tax_type")),
        sa.CheckConstraint(
            "NOT (route_id IS NOT NULL AND country IS NOT NULL)", name=op.f("ck_taxes_one_scope")
        ),
        sa.CheckConstraint("amount >= 0", name=op.f("ck_taxes_amount_not_negative")),
        sa.ForeignKeyConstraint(
            ["route_id"], ["routes.id"], name=op.f("fk_taxes_route_id_routes"), ondelete="CASCADE"
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_taxes")),
    )
    op.create_index(op.f("ix_taxes_country"), "taxes", ["country"], unique=False)
    op.create_index(op.f("ix_taxes_route_id"), "taxes", ["route_id"], unique=False)


def downgrade() -> None:
    op.drop_index(op.f("ix_taxes_route_id"), table_name="taxes")
    op.drop_index(op.f("ix_taxes_country"), table_name="taxes")
    op.drop_table("taxes")
    op.drop_index(op.f("ix_ssr_availability_rules_ssr_code"), table_name="ssr_availability_rules")
    op.drop_table("ssr_availability_rules")
    op.drop_index(op.f("ix_partnership_routes_route_id"), table_name="partnership_routes")
    op.drop_index(op.f("ix_partnership_routes_partnership_id"), table_name="partnership_routes")
    op.drop_table("partnership_routes")
    op.drop_index(
        "uq_seat_zone_prices_zone_code_default",
        table_name="seat_zone_prices",
        postgresql_where=sa.text("fare_rule_id IS NULL"),
    )
    op.drop_index(op.f("ix_seat_zone_prices_fare_rule_id"), table_name="seat_zone_prices")
    op.drop_table("seat_zone_prices")
    op.drop_index(op.f("ix_promo_redemptions_promo_code_id"), table_name="promo_redemptions")
    op.drop_table("promo_redemptions")
    op.drop_index(op.f("ix_partnerships_partner_id"), table_name="partnerships")
    op.drop_table("partnerships")
    op.drop_index(op.f("ix_ssr_services_category"), table_name="ssr_services")
    op.drop_table("ssr_services")
    op.drop_index(op.f("ix_quotes_valid_until"), table_name="quotes")
    op.drop_index(op.f("ix_quotes_original_booking_id"), table_name="quotes")
    op.drop_index(op.f("ix_quotes_booking_id"), table_name="quotes")
    op.drop_table("quotes")
    op.drop_table("promo_codes")
    op.drop_index(op.f("ix_price_audit_log_quote_id"), table_name="price_audit_log")
    op.drop_index(op.f("ix_price_audit_log_created_at"), table_name="price_audit_log")
    op.drop_index("ix_price_audit_log_booking_id_created_at", table_name="price_audit_log")
    op.drop_table("price_audit_log")
