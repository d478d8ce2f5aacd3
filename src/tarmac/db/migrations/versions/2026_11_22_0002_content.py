"""content: airline profile, pages, banners, info blocks, destination ads, app links,
internal and National Bank exchange rates

Revision ID: 0002_content
Revises: 0001_foundation
"""

import sqlalchemy as sa
from alembic import op

revision = "0002_content"
down_revision = "0001_foundation"
branch_labels = None
depends_on = None


def _timestamps() -> list[sa.Column]:
    return [
        sa.Column("id", sa.Uuid(), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("updated_at", sa.DateTime(timezone=True), nullable=False),
    ]


def upgrade() -> None:
    op.create_table(
        "airline_profile",
        sa.Column("singleton", sa.Boolean(), server_default=sa.text("true"), nullable=False),
        sa.Column("airline_name", sa.String(length=200), nullable=False),
        sa.Column("airline_name_en", sa.String(length=200), nullable=True),
        sa.Column("iata_code", sa.String(length=2), nullable=False),
        sa.Column("icao_code", sa.String(length=3), nullable=True),
        sa.Column("callsign", sa.String(length=100), nullable=True),
        sa.Column("country", sa.String(length=100), nullable=True),
        sa.Column("country_code", sa.String(length=2), nullable=True),
        sa.Column("base_airport", sa.String(length=3), nullable=True),
        sa.Column("timezone", sa.String(length=64), nullable=True),
        sa.Column("default_currency", sa.String(length=3), nullable=False),
        sa.Column("contact_email", sa.String(length=254), nullable=True),
        sa.Column("contact_phone", sa.String(length=50), nullable=True),
        sa.Column("website", sa.String(length=1000), nullable=True),
        sa.Column("legal_name", sa.String(length=300), nullable=True),
        sa.Column("logo_url", sa.String(length=1000), nullable=True),
        sa.Column("tax_id", sa.String(length=50), nullable=True),
        sa.Column("registration_number", sa.String(length=50), nullable=True),
        sa.Column("pnr_prefix", sa.String(length=10), nullable=True),
        sa.Column("ticket_prefix", sa.String(length=10), nullable=True),
        *_timestamps(),
        sa.CheckConstraint("singleton", name=op.f("ck_airline_profile_singleton")),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_airline_profile")),
        sa.UniqueConstraint("singleton", name=op.f("uq_airline_profile_singleton")),
    )
    op.create_table(
        "page_contents",
        sa.Column("slug", sa.String(length=100), nullable=False),
        sa.Column("language", sa.String(length=2), nullable=False),
        sa.Column("title", sa.String(length=300), nullable=False),
        sa.Column("content", sa.Text(), nullable=False),
        sa.Column("meta_description", sa.String(length=500), nullable=True),
        sa.Column("sort_order", sa.Integer(), nullable=False),
        sa.Column("is_active", sa.Boolean(), nullable=False),
        *_timestamps(),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_page_contents")),
        sa.UniqueConstraint("slug", "language", name=op.f("uq_page_contents_slug_language")),
    )
    op.create_table(
        "site_banners",
        sa.Column("title", sa.String(length=300), nullable=False),
        sa.Column("subtitle", sa.String(length=500), nullable=True),
        sa.Column("image_url", sa.String(length=1000), nullable=False),
        sa.Column("image_url_mobile", sa.String(length=1000), nullable=True),
        sa.Column("link_url", sa.String(length=1000), nullable=True),
        sa.Column("cta_text", sa.String(length=100), nullable=True),
        sa.Column("language", sa.String(length=2), nullable=False),
        sa.Column("sort_order", sa.Integer(), nullable=False),
        sa.Column("active_from", sa.DateTime(timezone=True), nullable=True),
        sa.Column("active_to", sa.DateTime(timezone=True), nullable=True),
        sa.Column("is_active", sa.Boolean(), nullable=False),
        *_timestamps(),
        sa.CheckConstraint(
            "active_from IS NULL OR active_to IS NULL OR active_from < active_to",
            name=op.f("ck_site_banners_active_window"),
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_site_banners")),
    )
    op.create_index(
        op.f("ix_site_banners_language_sort_order"),
        "site_banners",
        ["language", "sort_order"],
        unique=False,
    )
    op.create_table(
        "site_info_blocks",
        sa.Column("icon", sa.String(length=100), nullable=True),
        sa.Column("title", sa.String(length=300), nullable=False),
        sa.Column("description", sa.Text(), nullable=True),
        sa.Column("link_url", sa.String(length=1000), nullable=True),
        sa.Column("language", sa.String(length=2), nullable=False),
        sa.Column("category", sa.String(length=20), nullable=False),
        sa.Column("sort_order", sa.Integer(), nullable=False),
        sa.Column("is_active", sa.Boolean(), nullable=False),
        *_timestamps(),
        sa.CheckConstraint(
            "category IN ('advantages', 'services', 'contacts')",
            name=op.f("ck_site_info_blocks_category"),
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_site_info_blocks")),
    )
    op.create_index(
        op.f("ix_site_info_blocks_language_category"),
        "site_info_blocks",
        ["language", "category"],
        unique=False,
    )
    op.create_table(
        "destination_ads",
        sa.Column("title", sa.String(length=300), nullable=False),
        sa.Column("subtitle", sa.String(length=500), nullable=True),
        sa.Column("image_url", sa.String(length=1000), nullable=True),
        sa.Column("origin_iata", sa.String(length=3), nullable=False),
        sa.Column("destination_iata", sa.String(length=3), nullable=False),
        sa.Column("price_from", sa.Numeric(precision=14, scale=2), nullable=True),
        sa.Column("currency", sa.String(length=3), nullable=False),
        sa.Column("language", sa.String(length=2), nullable=False),
        sa.Column("sort_order", sa.Integer(), nullable=False),
        sa.Column("is_active", sa.Boolean(), nullable=False),
        *_timestamps(),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_destination_ads")),
    )
    op.create_index(
        op.f("ix_destination_ads_language_origin_iata"),
        "destination_ads",
        ["language", "origin_iata"],
        unique=False,
    )
    op.create_table(
        "app_links",
        sa.Column("platform", sa.String(length=20), nullable=False),
        sa.Column("store_url", sa.String(length=1000), nullable=False),
        sa.Column("app_id", sa.String(length=200), nullable=True),
        sa.Column("current_version", sa.String(length=50), nullable=True),
        sa.Column("min_version", sa.String(length=50), nullable=True),
        sa.Column("badge_url", sa.String(length=1000), nullable=True),
        sa.Column("sort_order", sa.Integer(), nullable=False),
        sa.Column("is_active", sa.Boolean(), nullable=False),
        *_timestamps(),
        sa.CheckConstraint(
            "platform IN ('ios', 'android', 'huawei')", name=op.f("ck_app_links_platform")
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_app_links")),
        sa.UniqueConstraint("platform", name=op.f("uq_app_links_platform")),
    )
    op.create_table(
        "internal_exchange_rates",
        sa.Column("base_currency", sa.String(length=3), nullable=False),
        sa.Column("target_currency", sa.String(length=3), nullable=False),
        sa.Column("rate", sa.Numeric(precision=18, scale=8), nullable=False),
        sa.Column("effective_date", sa.Date(), nullable=False),
        *_timestamps(),
        sa.CheckConstraint(
            "base_currency <> target_currency",
            name=op.f("ck_internal_exchange_rates_distinct_currencies"),
        ),
        sa.CheckConstraint("rate > 0", name=op.f("ck_internal_exchange_rates_rate_positive")),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_internal_exchange_rates")),
        sa.UniqueConstraint(
            "base_currency",
            "target_currency",
            "effective_date",
            name="uq_internal_exchange_rates_pair_date",
        ),
    )
    op.create_index(
        op.f("ix_internal_exchange_rates_target_currency"),
        "internal_exchange_rates",
        ["target_currency"],
        unique=False,
    )
    op.create_table(
        "national_bank_rates",
        sa.Column("currency", sa.String(length=3), nullable=False),
        sa.Column("kgs_per_unit", sa.Numeric(precision=18, scale=8), nullable=False),
        sa.Column("effective_date", sa.Date(), nullable=False),
        sa.Column("fetched_at", sa.DateTime(timezone=True), nullable=False),
        *_timestamps(),
        sa.CheckConstraint("kgs_per_unit > 0", name=op.f("ck_national_bank_rates_rate_positive")),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_national_bank_rates")),
        sa.UniqueConstraint(
            "currency",
            "effective_date",
            name=op.f("uq_national_bank_rates_currency_effective_date"),
        ),
    )


def downgrade() -> None:
    op.drop_table("national_bank_rates")
    op.drop_index(
        op.f("ix_internal_exchange_rates_target_currency"), table_name="internal_exchange_rates"
    )
    op.drop_table("internal_exchange_rates")
    op.drop_table("app_links")
    op.drop_index(op.f("ix_destination_ads_language_origin_iata"), table_name="destination_ads")
    op.drop_table("destination_ads")
    op.drop_index(op.f("ix_site_info_blocks_language_category"), table_name="site_info_blocks")
    op.drop_table("site_info_blocks")
    op.drop_index(op.f("ix_site_banners_language_sort_order"), table_name="site_banners")
    op.drop_table("site_banners")
    op.drop_table("page_contents")
    op.drop_table("airline_profile")
