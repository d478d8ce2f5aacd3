"""Check-ins: one per passenger and flight, one passenger per seat of a flight, and the
check-in sequence numbers of each flight (issue 23)

Revision ID: 0028_checkin
Revises: 0027_corrections
"""

import sqlalchemy as sa
from alembic import op
from sqlalchemy.dialects import postgresql

revision = "0028_checkin"
down_revision = "0027_corrections"
branch_labels = None
depends_on = None

STAMP = sa.DateTime(timezone=True)


def upgrade() -> None:
    op.create_table(
        "checkins",
        sa.Column("booking_id", postgresql.UUID(), nullable=False),
        sa.Column("passenger_id", postgresql.UUID(), nullable=False),
        sa.Column("segment_id", postgresql.UUID(), nullable=False),
        sa.Column("flight_id", postgresql.UUID(), nullable=False),
        sa.Column("status", sa.String(16), nullable=False),
        sa.Column("channel", sa.String(8), nullable=False),
        sa.Column("seat_number", sa.String(4), nullable=True),
        sa.Column("special_requests", sa.String(8), nullable=True),
        sa.Column("sequence_number", sa.Integer(), nullable=False),
        sa.Column("dg_declared_at", STAMP, nullable=True),
        sa.Column("completed_at", STAMP, nullable=True),
        sa.Column("boarding_pass_id", postgresql.UUID(), nullable=True),
        sa.Column("boarding_pass_issued_at", STAMP, nullable=True),
        sa.Column("bcbp", sa.Text(), nullable=True),
        sa.Column("issued_for", postgresql.JSONB(astext_type=sa.Text()), nullable=True),
        sa.Column("boarded_at", STAMP, nullable=True),
        sa.Column("boarded_gate", sa.String(8), nullable=True),
        sa.Column("id", postgresql.UUID(), nullable=False),
        sa.Column("created_at", STAMP, nullable=False),
        sa.Column("updated_at", STAMP, nullable=False),
        sa.PrimaryKeyConstraint("id", name="pk_checkins"),
        sa.UniqueConstraint("flight_id", "passenger_id", name="uq_checkins_passenger_once"),
        sa.UniqueConstraint("flight_id", "sequence_number", name="uq_checkins_sequence"),
        sa.CheckConstraint(
            "status IN ('in_progress', 'completed')", name="ck_checkins_status_known"
        ),
        sa.CheckConstraint("channel IN ('online', 'counter')", name="ck_checkins_channel_known"),
        sa.ForeignKeyConstraint(
            ["booking_id"],
            ["bookings.id"],
            name="fk_checkins_booking_id_bookings",
            ondelete="CASCADE",
        ),
        sa.ForeignKeyConstraint(
            ["passenger_id"],
            ["booking_passengers.id"],
            name="fk_checkins_passenger_id_booking_passengers",
            ondelete="CASCADE",
        ),
        sa.ForeignKeyConstraint(
            ["segment_id"],
            ["booking_segments.id"],
            name="fk_checkins_segment_id_booking_segments",
            ondelete="CASCADE",
        ),
        sa.ForeignKeyConstraint(
            ["flight_id"],
            ["flights.id"],
            name="fk_checkins_flight_id_flights",
            ondelete="RESTRICT",
        ),
    )
    op.create_index("uq_checkins_boarding_pass", "checkins", ["boarding_pass_id"], unique=True)
    op.create_index(
        "uq_checkins_seat",
        "checkins",
        ["flight_id", "seat_number"],
        unique=True,
        postgresql_where=sa.text("seat_number IS NOT NULL"),
    )
    op.create_index("ix_checkins_booking", "checkins", ["booking_id"])
    op.create_table(
        "checkin_sequences",
        sa.Column("flight_id", postgresql.UUID(), nullable=False),
        sa.Column("last", sa.Integer(), nullable=False),
        sa.PrimaryKeyConstraint("flight_id", name="pk_checkin_sequences"),
        sa.ForeignKeyConstraint(
            ["flight_id"],
            ["flights.id"],
            name="fk_checkin_sequences_flight_id_flights",
            ondelete="CASCADE",
        ),
    )


def downgrade() -> None:
    op.drop_table("checkin_sequences")
    op.drop_table("checkins")
