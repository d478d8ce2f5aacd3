"""Worker task: forget quotes nobody used.

A quote is held for 300 seconds; a booking reads it only while it is valid. Quotes that
expired more than ``RETENTION`` ago and were never used by a booking (``booking_id`` null)
are deleted hourly, in batches; their audit entries stay (the audit log keeps every
priced request's inputs and lines). To be registered, ``tarmac.pricing.tasks`` must be in
``tarmac.worker.TASK_MODULES``.
"""

from datetime import timedelta

from sqlalchemy import delete, select
from sqlalchemy.ext.asyncio import AsyncSession

from tarmac.config import Settings
from tarmac.core import clock
from tarmac.pricing.quote_models import Quote
from tarmac.worker import registry

TASK_NAME = "expired_quotes"
TICK_SECONDS = 3600
RETENTION = timedelta(days=30)
BATCH = 5000


async def purge_expired_quotes(session: AsyncSession) -> int:
    cutoff = clock.now() - RETENTION
    batch = (
        select(Quote.id)
        .where(Quote.valid_until < cutoff, Quote.booking_id.is_(None))
        .limit(BATCH)
        .scalar_subquery()
    )
    result = await session.execute(delete(Quote).where(Quote.id.in_(batch)))
    return result.rowcount or 0


@registry.every(TASK_NAME, TICK_SECONDS)
async def expired_quotes(session: AsyncSession, settings: Settings) -> None:
    await purge_expired_quotes(session)
