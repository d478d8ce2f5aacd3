"""The worker's failures as the database keeps them, for ``/metrics`` (registered with
``core.metrics.reads_database``): every process shows the same, where the worker's error
counter shows only the process it runs in."""

from sqlalchemy import func, select
from sqlalchemy.ext.asyncio import AsyncSession

from tarmac.core import metrics
from tarmac.events.models import OutboxEvent, WorkerSchedule


@metrics.reads_database
async def read_failures(session: AsyncSession) -> None:
    failing = await session.scalar(
        select(func.count()).where(
            OutboxEvent.processed_at.is_(None), OutboxEvent.last_error.is_not(None)
        )
    )
    metrics.OUTBOX_FAILING.set(failing or 0)
    for name, error in await session.execute(
        select(WorkerSchedule.name, WorkerSchedule.last_error)
    ):
        metrics.TASKS_FAILING.labels(name).set(1 if error else 0)
