import uuid
from datetime import datetime
from typing import Any

from sqlalchemy import Index, String, Text, text
from sqlalchemy.dialects.postgresql import JSONB
from sqlalchemy.orm import Mapped, mapped_column

from tarmac.core import clock
from tarmac.db.base import Base


class OutboxEvent(Base):
    """An event written in the same transaction as the change it reports (transactional
    outbox); the worker fans it out to webhooks, pushes and e-mails after commit."""

    __tablename__ = "outbox_events"
    __table_args__ = (
        Index(
            "ix_outbox_events_pending",
            "available_at",
            postgresql_where=text("processed_at IS NULL"),
        ),
    )

    id: Mapped[uuid.UUID] = mapped_column(primary_key=True, default=uuid.uuid4)
    type: Mapped[str] = mapped_column(String(64))
    payload: Mapped[dict[str, Any]] = mapped_column(JSONB)
    partner_id: Mapped[uuid.UUID | None] = mapped_column(index=True)
    booking_id: Mapped[uuid.UUID | None] = mapped_column(index=True)
    created_at: Mapped[datetime] = mapped_column(default=clock.now)
    available_at: Mapped[datetime] = mapped_column(default=clock.now)
    processed_at: Mapped[datetime | None]
    attempts: Mapped[int] = mapped_column(default=0)
    last_error: Mapped[str | None] = mapped_column(Text)


class WorkerSchedule(Base):
    """When each periodic worker task runs next; the row lock makes one worker run it."""

    __tablename__ = "worker_schedules"

    name: Mapped[str] = mapped_column(String(100), primary_key=True)
    next_run_at: Mapped[datetime]
    last_run_at: Mapped[datetime | None]
    last_error: Mapped[str | None] = mapped_column(Text)
