"""inventory: seat assignments, and inventory writes that name their flights

Seat assignments (``inventory.models.SeatAssignment``): one row per seat given on a flight,
unique per flight and seat, so a seat can never be given twice.

A write to ``booking_class_inventory`` now notifies ``booking_class_inventory:<flight
ids>`` (the flights its rows belong to, from the statement's transition tables) instead of
the table name alone, so other processes drop only what depends on those flights
(``tarmac.cache.generations``). A write touching so many flights that the list would not
fit a notification, or a TRUNCATE, still sends the table name: every flight.

Revision ID: 0009_inventory
Revises: 0008_quote_pricings
"""

import sqlalchemy as sa
from alembic import op

revision = "0009_inventory"
down_revision = "0008_quote_pricings"
branch_labels = None
depends_on = None

NOTIFY_FLIGHTS = """
CREATE FUNCTION tarmac_notify_flights() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
    ids text;
BEGIN
    IF TG_OP = 'INSERT' THEN
        SELECT string_agg(DISTINCT flight_id::text, ',') INTO ids FROM new_rows;
    ELSIF TG_OP = 'DELETE' THEN
        SELECT string_agg(DISTINCT flight_id::text, ',') INTO ids FROM old_rows;
    ELSE
        SELECT string_agg(DISTINCT flight_id::text, ',') INTO ids
        FROM (SELECT flight_id FROM new_rows UNION SELECT flight_id FROM old_rows) AS r;
    END IF;
    IF ids IS NULL THEN
        RETURN NULL;
    END IF;
    IF length(ids) > 7000 THEN
        PERFORM pg_notify('tarmac_reference', TG_TABLE_NAME);
    ELSE
        PERFORM pg_notify('tarmac_reference', TG_TABLE_NAME || ':' || ids);
    END IF;
    RETURN NULL;
END
$$
"""
TABLE = "booking_class_inventory"
FLIGHT_TRIGGERS = {
    "insert": "AFTER INSERT ON {t} REFERENCING NEW TABLE AS new_rows",
    "update": "AFTER UPDATE ON {t} REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows",
    "delete": "AFTER DELETE ON {t} REFERENCING OLD TABLE AS old_rows",
}


def upgrade() -> None:
    op.create_table(
        "seat_assignments",
        sa.Column("id", sa.Uuid(), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("updated_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column(
            "flight_id",
            sa.Uuid(),
            sa.ForeignKey(
                "flights.id", ondelete="CASCADE", name="fk_seat_assignments_flight_id_flights"
            ),
            nullable=False,
        ),
        sa.Column("seat_number", sa.String(4), nullable=False),
        sa.Column("holder", sa.Uuid(), nullable=False),
        sa.Column("status", sa.String(8), nullable=False),
        sa.Column("held_until", sa.DateTime(timezone=True), nullable=True),
        sa.PrimaryKeyConstraint("id", name="pk_seat_assignments"),
        sa.UniqueConstraint(
            "flight_id", "seat_number", name="uq_seat_assignments_flight_id_seat_number"
        ),
        sa.CheckConstraint("status IN ('held', 'taken')", name="ck_seat_assignments_status_known"),
        sa.CheckConstraint(
            "status = 'taken' OR held_until IS NOT NULL", name="ck_seat_assignments_hold_has_an_end"
        ),
    )
    op.create_index("ix_seat_assignments_holder", "seat_assignments", ["holder"])

    op.execute(NOTIFY_FLIGHTS)
    op.execute(f"DROP TRIGGER {TABLE}_notify_reference ON {TABLE}")
    for name, when in FLIGHT_TRIGGERS.items():
        op.execute(
            f"CREATE TRIGGER {TABLE}_notify_{name} {when.format(t=TABLE)} "
            "FOR EACH STATEMENT EXECUTE FUNCTION tarmac_notify_flights()"
        )
    op.execute(
        f"CREATE TRIGGER {TABLE}_notify_truncate AFTER TRUNCATE ON {TABLE} "
        "FOR EACH STATEMENT EXECUTE FUNCTION tarmac_notify_reference()"
    )


def downgrade() -> None:
    for name in (*FLIGHT_TRIGGERS, "truncate"):
        op.execute(f"DROP TRIGGER IF EXISTS {TABLE}_notify_{name} ON {TABLE}")
    op.execute("DROP FUNCTION IF EXISTS tarmac_notify_flights()")
    op.execute(
        f"CREATE TRIGGER {TABLE}_notify_reference "
        f"AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON {TABLE} "
        "FOR EACH STATEMENT EXECUTE FUNCTION tarmac_notify_reference()"
    )
    op.drop_table("seat_assignments")
