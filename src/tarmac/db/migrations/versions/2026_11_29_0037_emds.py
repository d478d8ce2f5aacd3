"""Electronic miscellaneous documents (issue 36): ``emds``, one per seat, offer or special
request sold beside the fare (EMD-A, associated with its ticket coupon) and per fee paid
(EMD-S), with its one coupon's status; ``emd_serials``, their 10-digit serials in a range
of their own (8000000001 to 8999999999), the ticket serials bounded below it. Bookings
ticketed before get no EMDs (no back-fill: their items stay as they were).

Revision ID: 0037_emds
Revises: 0035_booking_language
"""

import sqlalchemy as sa
from alembic import op

revision = "0037_emds"
down_revision = "0035_booking_language"
branch_labels = None
depends_on = None

STAMP = sa.DateTime(timezone=True)


def upgrade() -> None:
    op.execute(
        "CREATE SEQUENCE emd_serials START 8000000001 MINVALUE 8000000001 MAXVALUE 8999999999"
    )
    op.execute("ALTER SEQUENCE booking_ticket_serials MAXVALUE 7999999999")
    op.create_table(
        "emds",
        sa.Column("booking_id", sa.Uuid(), nullable=False),
        sa.Column("ticket_id", sa.Uuid(), nullable=True),
        sa.Column("passenger_id", sa.Uuid(), nullable=True),
        sa.Column("ticket_coupon_id", sa.Uuid(), nullable=True),
        sa.Column("sale_item_id", sa.Uuid(), nullable=True),
        sa.Column("partner_id", sa.Uuid(), nullable=True),
        sa.Column("emd_number", sa.String(13), nullable=False),
        sa.Column("emd_type", sa.String(1), nullable=False),
        sa.Column("rfic", sa.String(1), nullable=False),
        sa.Column("rfisc", sa.String(3), nullable=False),
        sa.Column("service_code", sa.String(40), nullable=True),
        sa.Column("description", sa.String(200), nullable=False),
        sa.Column("coupon_number", sa.Integer(), nullable=False),
        sa.Column("amount", sa.Numeric(14, 2), nullable=False),
        sa.Column("currency", sa.String(3), nullable=False),
        sa.Column("status", sa.String(16), nullable=False),
        sa.Column("issued_at", STAMP, nullable=False),
        sa.Column("id", sa.Uuid(), nullable=False),
        sa.Column("created_at", STAMP, nullable=False),
        sa.Column("updated_at", STAMP, nullable=False),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_emds")),
        sa.UniqueConstraint("emd_number", name=op.f("uq_emds_emd_number")),
        sa.UniqueConstraint("sale_item_id", name=op.f("uq_emds_sale_item_id")),
        sa.CheckConstraint("emd_type IN ('A', 'S')", name=op.f("ck_emds_type_known")),
        sa.CheckConstraint(
            "status IN ('open', 'used', 'refunded', 'exchanged', 'void')",
            name=op.f("ck_emds_status_known"),
        ),
        sa.CheckConstraint("amount > 0", name=op.f("ck_emds_amount_positive")),
        sa.CheckConstraint(
            "(emd_type = 'A') = (ticket_coupon_id IS NOT NULL)",
            name=op.f("ck_emds_associated_when_a"),
        ),
        sa.ForeignKeyConstraint(
            ["booking_id"],
            ["bookings.id"],
            name=op.f("fk_emds_booking_id_bookings"),
            ondelete="CASCADE",
        ),
        sa.ForeignKeyConstraint(
            ["ticket_id"],
            ["tickets.id"],
            name=op.f("fk_emds_ticket_id_tickets"),
            ondelete="CASCADE",
        ),
        sa.ForeignKeyConstraint(
            ["passenger_id"],
            ["booking_passengers.id"],
            name=op.f("fk_emds_passenger_id_booking_passengers"),
            ondelete="CASCADE",
        ),
        sa.ForeignKeyConstraint(
            ["ticket_coupon_id"],
            ["ticket_coupons.id"],
            name=op.f("fk_emds_ticket_coupon_id_ticket_coupons"),
            ondelete="CASCADE",
        ),
        sa.ForeignKeyConstraint(
            ["sale_item_id"],
            ["sale_items.id"],
            name=op.f("fk_emds_sale_item_id_sale_items"),
            ondelete="CASCADE",
        ),
        sa.ForeignKeyConstraint(
            ["partner_id"],
            ["partners.id"],
            name=op.f("fk_emds_partner_id_partners"),
            ondelete="SET NULL",
        ),
    )
    op.create_index("ix_emds_booking", "emds", ["booking_id"])
    op.create_index("ix_emds_ticket", "emds", ["ticket_id"])
    op.create_index("ix_emds_ticket_coupon", "emds", ["ticket_coupon_id"])


def downgrade() -> None:
    op.drop_table("emds")
    op.execute("ALTER SEQUENCE booking_ticket_serials NO MAXVALUE")
    op.execute("DROP SEQUENCE emd_serials")
