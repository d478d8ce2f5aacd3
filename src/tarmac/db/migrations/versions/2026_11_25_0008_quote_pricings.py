"""quote pricings: a pricing stored once, quotes issued from it

A request priced once is issued as many quotes while nothing it depends on changes
(``pricing.quotes.PricedQuote``), so what pricing produced moves to ``quote_pricings``
(request, body, resolution, caller, amounts) and a quote keeps only its issuance: id,
pricing, times, booking. A quote's audit entry is derived from the two until the quote is
purged, when it is written to ``price_audit_log``; the audit rows written per quote until
now are dropped where their quote still exists.

The documents are ``json`` (validated, kept as written) instead of ``jsonb``: they are
written with every pricing and only read back whole, and jsonb parsing (key sorting) was a
third of the server's time per quote. A pricing's documents are stored out of line
without compression (pglz took another third); audit entries, kept for good, stay
compressed.

Revision ID: 0008_quote_pricings
Revises: 0007_promo_uses_notify
"""

import sqlalchemy as sa
from alembic import op

revision = "0008_quote_pricings"
down_revision = "0007_promo_uses_notify"
branch_labels = None
depends_on = None

DOCUMENTS = ("request", "body", "resolution")
AUDIT_DOCUMENTS = ("inputs", "line_items", "applied_rules", "result")
MOVED = (
    "kind",
    "currency",
    "gross",
    "net",
    "fare_currency",
    "fare_net",
    "channel",
    "partner_id",
    "api_key_id",
    "client_id",
    "route_id",
    "return_route_id",
    "flight_id",
    "return_flight_id",
    "departure_date",
    "return_date",
    "fare_price_id",
    "pax_count",
    "round_trip",
    "promo_code_id",
    "customer_email",
    "original_booking_id",
    "request",
)


def upgrade() -> None:
    op.create_table(
        "quote_pricings",
        sa.Column("id", sa.Uuid(), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("kind", sa.String(length=16), nullable=False),
        sa.Column("currency", sa.String(length=3), nullable=False),
        sa.Column("gross", sa.Numeric(precision=14, scale=2), nullable=False),
        sa.Column("net", sa.Numeric(precision=14, scale=2), nullable=False),
        sa.Column("fare_currency", sa.String(length=3), nullable=False),
        sa.Column("fare_net", sa.Numeric(precision=14, scale=2), nullable=False),
        sa.Column("channel", sa.String(length=16), nullable=False),
        sa.Column("partner_id", sa.Uuid(), nullable=True),
        sa.Column("api_key_id", sa.Uuid(), nullable=True),
        sa.Column("client_id", sa.String(length=100), nullable=True),
        sa.Column("client_type", sa.String(length=16), nullable=True),
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
        sa.Column("request", sa.JSON(), nullable=False),
        sa.Column("body", sa.JSON(), nullable=False),
        sa.Column("resolution", sa.JSON(), nullable=False),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_quote_pricings")),
    )
    op.create_index(
        op.f("ix_quote_pricings_original_booking_id"),
        "quote_pricings",
        ["original_booking_id"],
        unique=False,
    )
    op.execute(
        "ALTER TABLE quote_pricings "
        + ", ".join(f"ALTER COLUMN {c} SET STORAGE EXTERNAL" for c in DOCUMENTS)
    )
    # every existing quote becomes its own pricing (same id); its response, with the
    # quote's id and times in it, is the body (they are overwritten when served)
    moved = ", ".join(MOVED)
    op.execute(
        f"INSERT INTO quote_pricings (id, created_at, client_type, body, resolution, {moved}) "  # noqa: S608
        f"SELECT q.id, q.created_at, (SELECT a.client_type FROM price_audit_log a "
        f"WHERE a.quote_id = q.id ORDER BY a.created_at LIMIT 1), q.response::json, "
        f"q.resolution::json, {', '.join('q.' + c for c in MOVED[:-1])}, q.request::json "
        f"FROM quotes q"
    )
    op.drop_index(op.f("ix_quotes_original_booking_id"), table_name="quotes")
    op.drop_index(op.f("ix_quotes_valid_until"), table_name="quotes")
    op.drop_index(op.f("ix_quotes_booking_id"), table_name="quotes")
    op.add_column("quotes", sa.Column("pricing_id", sa.Uuid(), nullable=True))
    op.execute("UPDATE quotes SET pricing_id = id")
    op.alter_column("quotes", "pricing_id", nullable=False)
    for column in (*MOVED, "response", "resolution", "updated_at"):
        op.drop_column("quotes", column)
    op.create_foreign_key(
        op.f("fk_quotes_pricing_id_quote_pricings"),
        "quotes",
        "quote_pricings",
        ["pricing_id"],
        ["id"],
        ondelete="CASCADE",
    )
    op.create_index(op.f("ix_quotes_pricing_id"), "quotes", ["pricing_id"], unique=False)
    op.create_index(op.f("ix_quotes_created_at"), "quotes", ["created_at"], unique=False)
    op.create_index(
        "ix_quotes_booking_id",
        "quotes",
        ["booking_id"],
        unique=False,
        postgresql_where=sa.text("booking_id IS NOT NULL"),
    )
    # a quote's entry is now derived while the quote exists
    op.execute(
        "DELETE FROM price_audit_log a WHERE a.kind = 'quote' "
        "AND EXISTS (SELECT 1 FROM quotes q WHERE q.id = a.quote_id)"
    )
    op.execute(
        "ALTER TABLE price_audit_log "
        + ", ".join(f"ALTER COLUMN {c} TYPE json USING {c}::json" for c in AUDIT_DOCUMENTS)
    )


def downgrade() -> None:
    op.execute(
        "ALTER TABLE price_audit_log "
        + ", ".join(f"ALTER COLUMN {c} TYPE jsonb USING {c}::jsonb" for c in AUDIT_DOCUMENTS)
    )
    # every quote's derived entry goes back into the log
    op.execute(
        "INSERT INTO price_audit_log (id, created_at, kind, quote_id, booking_id, api_key_id, "
        "client_id, client_type, partner_id, currency, net, inputs, line_items, applied_rules, "
        "result) SELECT q.id, q.created_at, p.kind, q.id, q.booking_id, p.api_key_id, "
        "p.client_id, p.client_type, p.partner_id, p.currency, p.net, "
        "jsonb_build_object('request', p.request::jsonb), "
        "coalesce(p.body::jsonb -> 'line_items', '[]'), "
        "coalesce(p.body::jsonb -> 'applied_rules', '[]'), "
        "jsonb_build_object('gross', p.body::jsonb -> 'gross', "
        "'channel_discount', p.body::jsonb -> 'channel_discount', "
        "'net', p.body::jsonb -> 'net', "
        "'fare_id', p.body::jsonb -> 'fare_resolution' -> 'fare_id') "
        "FROM quotes q JOIN quote_pricings p ON p.id = q.pricing_id WHERE p.kind = 'quote'"
    )
    op.drop_index("ix_quotes_booking_id", table_name="quotes")
    op.drop_index(op.f("ix_quotes_created_at"), table_name="quotes")
    op.drop_index(op.f("ix_quotes_pricing_id"), table_name="quotes")
    op.drop_constraint(op.f("fk_quotes_pricing_id_quote_pricings"), "quotes", type_="foreignkey")
    columns = {
        "kind": sa.String(16),
        "currency": sa.String(3),
        "gross": sa.Numeric(14, 2),
        "net": sa.Numeric(14, 2),
        "fare_currency": sa.String(3),
        "fare_net": sa.Numeric(14, 2),
        "channel": sa.String(16),
        "partner_id": sa.Uuid(),
        "api_key_id": sa.Uuid(),
        "client_id": sa.String(100),
        "route_id": sa.Uuid(),
        "return_route_id": sa.Uuid(),
        "flight_id": sa.Uuid(),
        "return_flight_id": sa.Uuid(),
        "departure_date": sa.Date(),
        "return_date": sa.Date(),
        "fare_price_id": sa.Uuid(),
        "pax_count": sa.Integer(),
        "round_trip": sa.Boolean(),
        "promo_code_id": sa.Uuid(),
        "customer_email": sa.String(320),
        "original_booking_id": sa.Uuid(),
        "request": sa.dialects.postgresql.JSONB(),
        "response": sa.dialects.postgresql.JSONB(),
        "resolution": sa.dialects.postgresql.JSONB(),
        "updated_at": sa.DateTime(timezone=True),
    }
    for name, kind in columns.items():
        op.add_column("quotes", sa.Column(name, kind, nullable=True))
    op.execute(
        "UPDATE quotes q SET "  # noqa: S608 - column names from this file
        + ", ".join(f"{c} = p.{c}" for c in MOVED[:-1])
        + ", request = p.request::jsonb, resolution = p.resolution::jsonb, "
        "response = p.body::jsonb || jsonb_build_object('quote_id', q.id::text), "
        "updated_at = q.created_at FROM quote_pricings p WHERE p.id = q.pricing_id"
    )
    for name in columns:
        if name not in {
            "partner_id",
            "api_key_id",
            "client_id",
            "route_id",
            "return_route_id",
            "flight_id",
            "return_flight_id",
            "return_date",
            "fare_price_id",
            "promo_code_id",
            "customer_email",
            "original_booking_id",
        }:
            op.alter_column("quotes", name, nullable=False)
    op.drop_column("quotes", "pricing_id")
    op.drop_table("quote_pricings")
    op.create_index(op.f("ix_quotes_booking_id"), "quotes", ["booking_id"], unique=False)
    op.create_index(
        op.f("ix_quotes_original_booking_id"), "quotes", ["original_booking_id"], unique=False
    )
    op.create_index(op.f("ix_quotes_valid_until"), "quotes", ["valid_until"], unique=False)
