"""One language per booking (issue 33): ``bookings.language``, the language the booking was
made in, for its e-mails and documents; ``outgoing_messages.booking_id``, the booking an
e-mail is about (the sandbox inbox shows a key the e-mails of its own client's bookings);
find-my-trip requests no longer keep a language of their own (the booking's is used)

Revision ID: 0035_booking_language
Revises: 0034_airline_changes_withdrawn
"""

import sqlalchemy as sa
from alembic import op
from sqlalchemy.dialects import postgresql

revision = "0035_booking_language"
down_revision = "0034_airline_changes_withdrawn"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.add_column(
        "bookings",
        sa.Column("language", sa.String(2), nullable=False, server_default=sa.text("'ru'")),
    )
    # a booking made by a passenger account speaks the account's language; the others ru,
    # the language their e-mails were sent in when the request named none
    op.execute(
        """
        UPDATE bookings SET language = passengers.preferences ->> 'language'
        FROM passengers
        WHERE bookings.user_id = passengers.id
          AND passengers.preferences ->> 'language' IN ('ru', 'en', 'ky')
        """
    )
    op.create_check_constraint(
        op.f("ck_bookings_language_known"), "bookings", "language IN ('ru', 'en', 'ky')"
    )
    op.add_column(
        "outgoing_messages",
        sa.Column("booking_id", postgresql.UUID(as_uuid=True), nullable=True),
    )
    op.create_foreign_key(
        op.f("fk_outgoing_messages_booking_id_bookings"),
        "outgoing_messages",
        "bookings",
        ["booking_id"],
        ["id"],
        ondelete="SET NULL",
    )
    op.create_index(op.f("ix_outgoing_messages_booking_id"), "outgoing_messages", ["booking_id"])
    op.drop_column("booking_access_requests", "language")


def downgrade() -> None:
    op.add_column(
        "booking_access_requests",
        sa.Column("language", sa.String(2), nullable=False, server_default=sa.text("'ru'")),
    )
    op.alter_column("booking_access_requests", "language", server_default=None)
    op.drop_index(op.f("ix_outgoing_messages_booking_id"), "outgoing_messages")
    op.drop_constraint(
        op.f("fk_outgoing_messages_booking_id_bookings"), "outgoing_messages", type_="foreignkey"
    )
    op.drop_column("outgoing_messages", "booking_id")
    op.drop_constraint(op.f("ck_bookings_language_known"), "bookings", type_="check")
    op.drop_column("bookings", "language")
