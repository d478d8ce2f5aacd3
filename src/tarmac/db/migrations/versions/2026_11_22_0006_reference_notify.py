"""cached data notifies its changes

Every write to a table that in-process caches depend on (reference data and the
booking-class inventory) sends NOTIFY tarmac_reference with the table's name at commit
(``tarmac.cache.generations``).

Revision ID: 0006_reference_notify
Revises: 0005_pricing
"""

from alembic import op

revision = "0006_reference_notify"
down_revision = "0005_pricing"
branch_labels = None
depends_on = None

# Frozen here: a table added to tarmac.cache.generations.WATCHED_TABLES later gets its trigger in
# its own migration.
TABLES = (
    "airports",
    "routes",
    "aircraft",
    "flights",
    "fare_families",
    "fare_rules",
    "fare_plans",
    "fare_prices",
    "internal_exchange_rates",
    "national_bank_rates",
    "app_settings",
    "taxes",
    "promo_codes",
    "partners",
    "partnerships",
    "partnership_routes",
    "ssr_services",
    "ssr_availability_rules",
    "seat_zone_prices",
    "booking_class_inventory",
)


def upgrade() -> None:
    op.execute(
        """
        CREATE FUNCTION tarmac_notify_reference() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
            PERFORM pg_notify('tarmac_reference', TG_TABLE_NAME);
            RETURN NULL;
        END
        $$
        """
    )
    for table in TABLES:
        op.execute(
            f"CREATE TRIGGER {table}_notify_reference "
            f"AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON {table} "
            "FOR EACH STATEMENT EXECUTE FUNCTION tarmac_notify_reference()"
        )


def downgrade() -> None:
    for table in TABLES:
        op.execute(f"DROP TRIGGER IF EXISTS {table}_notify_reference ON {table}")
    op.execute("DROP FUNCTION IF EXISTS tarmac_notify_reference()")
