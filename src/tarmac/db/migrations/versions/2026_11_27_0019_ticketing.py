"""The ticketing room: tickets with their value, coupons per ticket and segment, their moves

``booking_coupons`` held one row per passenger and segment, each with a ticket number of its
own. A ticket is now one passenger's (``tickets``, with its value), and its coupons
(``ticket_coupons``) are numbered 1, 2, ... in trip order; ``coupon_moves`` records every
change of a coupon's status.

Existing coupons become tickets: a passenger's ticket keeps the lowest number its coupons
had, and the booking's total is spread evenly over its passengers as the fare (the quote's
lines were not kept per passenger before; the cents left over go to the first passenger),
so that a booking still adds up. New tickets are valued line by line (``ticketing.values``).

Revision ID: 0019_ticketing
Revises: 0018_sale_reference_notify
"""

import sqlalchemy as sa
from alembic import op
from sqlalchemy.dialects import postgresql

revision = "0019_ticketing"
down_revision = "0018_sale_reference_notify"
branch_labels = None
depends_on = None

COUPONS = "'OPEN', 'CHECKED_IN', 'BOARDED', 'COMPLETED', 'CLOSED', 'VOID', 'REFUNDED', 'EXCHANGED'"


def _stamps() -> list[sa.Column]:
    return [
        sa.Column("id", sa.Uuid(), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("updated_at", sa.DateTime(timezone=True), nullable=False),
    ]


def upgrade() -> None:
    money = sa.Numeric(precision=14, scale=2)
    op.create_table(
        "tickets",
        sa.Column("booking_id", sa.Uuid(), nullable=False),
        sa.Column("passenger_id", sa.Uuid(), nullable=False),
        sa.Column("ticket_number", sa.String(length=13), nullable=False),
        sa.Column("status", sa.String(length=16), nullable=False),
        sa.Column("currency", sa.String(length=3), nullable=False),
        sa.Column("fare_amount", money, nullable=False),
        sa.Column("taxes", postgresql.JSONB(astext_type=sa.Text()), nullable=False),
        sa.Column("tax_amount", money, nullable=False),
        sa.Column("fees_amount", money, nullable=False),
        sa.Column("seat_amount", money, nullable=False),
        sa.Column("ancillary_amount", money, nullable=False),
        sa.Column("total_amount", money, nullable=False),
        sa.Column("exchanged_from_id", sa.Uuid(), nullable=True),
        sa.Column("issued_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("ended_at", sa.DateTime(timezone=True), nullable=True),
        *_stamps(),
        sa.CheckConstraint(
            "status IN ('issued', 'voided', 'refunded', 'exchanged')",
            name=op.f("ck_tickets_status_known"),
        ),
        sa.CheckConstraint(
            "total_amount = fare_amount + tax_amount + fees_amount + seat_amount"
            " + ancillary_amount",
            name=op.f("ck_tickets_total_adds_up"),
        ),
        sa.ForeignKeyConstraint(
            ["booking_id"],
            ["bookings.id"],
            name=op.f("fk_tickets_booking_id_bookings"),
            ondelete="CASCADE",
        ),
        sa.ForeignKeyConstraint(
            ["passenger_id"],
            ["booking_passengers.id"],
            name=op.f("fk_tickets_passenger_id_booking_passengers"),
            ondelete="CASCADE",
        ),
        sa.ForeignKeyConstraint(
            ["exchanged_from_id"],
            ["tickets.id"],
            name=op.f("fk_tickets_exchanged_from_id_tickets"),
            ondelete="RESTRICT",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_tickets")),
        sa.UniqueConstraint("passenger_id", name=op.f("uq_tickets_passenger_id")),
        sa.UniqueConstraint("ticket_number", name=op.f("uq_tickets_ticket_number")),
    )
    op.create_index("ix_tickets_booking", "tickets", ["booking_id"], unique=False)
    op.create_table(
        "ticket_coupons",
        sa.Column("ticket_id", sa.Uuid(), nullable=False),
        sa.Column("booking_id", sa.Uuid(), nullable=False),
        sa.Column("passenger_id", sa.Uuid(), nullable=False),
        sa.Column("segment_id", sa.Uuid(), nullable=False),
        sa.Column("flight_id", sa.Uuid(), nullable=False),
        sa.Column("coupon_number", sa.Integer(), nullable=False),
        sa.Column("status", sa.String(length=16), nullable=False),
        *_stamps(),
        sa.CheckConstraint(f"status IN ({COUPONS})", name=op.f("ck_ticket_coupons_status_known")),
        sa.CheckConstraint(
            "coupon_number BETWEEN 1 AND 4", name=op.f("ck_ticket_coupons_coupon_number_range")
        ),
        sa.ForeignKeyConstraint(
            ["ticket_id"],
            ["tickets.id"],
            name=op.f("fk_ticket_coupons_ticket_id_tickets"),
            ondelete="CASCADE",
        ),
        sa.ForeignKeyConstraint(
            ["booking_id"],
            ["bookings.id"],
            name=op.f("fk_ticket_coupons_booking_id_bookings"),
            ondelete="CASCADE",
        ),
        sa.ForeignKeyConstraint(
            ["passenger_id"],
            ["booking_passengers.id"],
            name=op.f("fk_ticket_coupons_passenger_id_booking_passengers"),
            ondelete="CASCADE",
        ),
        sa.ForeignKeyConstraint(
            ["segment_id"],
            ["booking_segments.id"],
            name=op.f("fk_ticket_coupons_segment_id_booking_segments"),
            ondelete="CASCADE",
        ),
        sa.ForeignKeyConstraint(
            ["flight_id"],
            ["flights.id"],
            name=op.f("fk_ticket_coupons_flight_id_flights"),
            ondelete="RESTRICT",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_ticket_coupons")),
        sa.UniqueConstraint(
            "ticket_id", "coupon_number", name=op.f("uq_ticket_coupons_ticket_id_coupon_number")
        ),
        sa.UniqueConstraint(
            "passenger_id", "segment_id", name=op.f("uq_ticket_coupons_passenger_id_segment_id")
        ),
    )
    op.create_index("ix_ticket_coupons_booking", "ticket_coupons", ["booking_id"], unique=False)
    op.create_index(
        "ix_ticket_coupons_flight_status", "ticket_coupons", ["flight_id", "status"], unique=False
    )
    op.create_table(
        "coupon_moves",
        sa.Column("coupon_id", sa.Uuid(), nullable=False),
        sa.Column("from_status", sa.String(length=16), nullable=False),
        sa.Column("to_status", sa.String(length=16), nullable=False),
        sa.Column("actor", sa.String(length=200), nullable=False),
        sa.Column("reason", sa.String(length=200), nullable=False),
        *_stamps(),
        sa.CheckConstraint(f"from_status IN ({COUPONS})", name=op.f("ck_coupon_moves_from_known")),
        sa.CheckConstraint(f"to_status IN ({COUPONS})", name=op.f("ck_coupon_moves_to_known")),
        sa.ForeignKeyConstraint(
            ["coupon_id"],
            ["ticket_coupons.id"],
            name=op.f("fk_coupon_moves_coupon_id_ticket_coupons"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_coupon_moves")),
    )
    op.create_index(
        "ix_coupon_moves_coupon", "coupon_moves", ["coupon_id", "created_at"], unique=False
    )
    op.execute(
        """
        WITH passengers AS (
            SELECT c.booking_id, c.passenger_id, min(c.ticket_number) AS ticket_number,
                   min(c.created_at) AS issued_at,
                   row_number() OVER (PARTITION BY c.booking_id ORDER BY p.position) AS n,
                   count(*) OVER (PARTITION BY c.booking_id) AS of_n
            FROM booking_coupons c JOIN booking_passengers p ON p.id = c.passenger_id
            GROUP BY c.booking_id, c.passenger_id, p.position
        ), valued AS (
            SELECT x.*, b.currency,
                   round(b.total_amount / x.of_n, 2)
                   + CASE WHEN x.n = 1
                          THEN b.total_amount - round(b.total_amount / x.of_n, 2) * x.of_n
                          ELSE 0 END AS fare
            FROM passengers x JOIN bookings b ON b.id = x.booking_id
        )
        INSERT INTO tickets (id, booking_id, passenger_id, ticket_number, status, currency,
                             fare_amount, taxes, tax_amount, fees_amount, seat_amount,
                             ancillary_amount, total_amount, issued_at, created_at, updated_at)
        SELECT gen_random_uuid(), booking_id, passenger_id, ticket_number, 'issued', currency,
               fare, '[]'::jsonb, 0, 0, 0, 0, fare, issued_at, issued_at, issued_at
        FROM valued
        """
    )
    op.execute(
        """
        INSERT INTO ticket_coupons (id, ticket_id, booking_id, passenger_id, segment_id,
                                    flight_id, coupon_number, status, created_at, updated_at)
        SELECT c.id, t.id, c.booking_id, c.passenger_id, c.segment_id, s.flight_id,
               row_number() OVER (PARTITION BY c.passenger_id ORDER BY s.position),
               c.status, c.created_at, c.updated_at
        FROM booking_coupons c
        JOIN tickets t ON t.passenger_id = c.passenger_id
        JOIN booking_segments s ON s.id = c.segment_id
        """
    )
    op.drop_index(op.f("ix_booking_coupons_booking_id"), table_name="booking_coupons")
    op.drop_table("booking_coupons")


def downgrade() -> None:
    op.create_table(
        "booking_coupons",
        sa.Column("booking_id", sa.Uuid(), nullable=False),
        sa.Column("passenger_id", sa.Uuid(), nullable=False),
        sa.Column("segment_id", sa.Uuid(), nullable=False),
        sa.Column("ticket_number", sa.String(length=13), nullable=False),
        sa.Column("status", sa.String(length=16), nullable=False),
        *_stamps(),
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
    )
    op.create_index(
        op.f("ix_booking_coupons_booking_id"), "booking_coupons", ["booking_id"], unique=False
    )
    # lossy: a return coupon shares its ticket's number (the old table numbered each coupon),
    # and a refunded coupon is void (the old table did not know REFUNDED)
    op.execute(
        """
        INSERT INTO booking_coupons (id, booking_id, passenger_id, segment_id, ticket_number,
                                     status, created_at, updated_at)
        SELECT c.id, c.booking_id, c.passenger_id, c.segment_id, t.ticket_number,
               CASE c.status WHEN 'REFUNDED' THEN 'VOID' ELSE c.status END,
               c.created_at, c.updated_at
        FROM ticket_coupons c JOIN tickets t ON t.id = c.ticket_id
        """
    )
    op.drop_table("coupon_moves")
    op.drop_table("ticket_coupons")
    op.drop_table("tickets")
