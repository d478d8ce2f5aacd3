"""Worker task: forget quotes nobody used.

A quote is held for 300 seconds; a booking reads it only while it is valid. Quotes that
expired more than ``RETENTION`` ago and were never used by a booking (``booking_id`` null)
are deleted hourly, in batches, with the pricings no quote uses any more. Their audit
entries stay: a quote's entry is written to the audit log before the quote goes
(``audit.archive_quotes``). To be registered, ``tarmac.pricing.tasks`` must be in
``tarmac.worker.TASK_MODULES``.
"""

from datetime import timedelta

from sqlalchemy import delete, exists, select
from sqlalchemy.ext.asyncio import AsyncSession

from tarmac.config import Settings
from tarmac.core import clock
from tarmac.events.registry import registry
from tarmac.pricing import audit
from tarmac.pricing.quote_models import Quote, QuotePricing

TASK_NAME = "expired_quotes"
TICK_SECONDS = 3600
RETENTION = timedelta(days=30)
BATCH = 5000


async def purge_expired_quotes(session: AsyncSession) -> int:
    cutoff = clock.now() - RETENTION
    ids = (
        await session.scalars(
            select(Quote.id)
            # created_at is indexed; a quote is valid for minutes after it
            .where(Quote.created_at < cutoff, Quote.valid_until < cutoff)
            .where(Quote.booking_id.is_(None))
            .limit(BATCH)
        )
    ).all()
    if not ids:
        return 0
    await audit.archive_quotes(session, ids)
    pricing_ids = (
        await session.scalars(delete(Quote).where(Quote.id.in_(ids)).returning(Quote.pricing_id))
    ).all()
    still_used = exists().where(Quote.pricing_id == QuotePricing.id)
    await session.execute(
        delete(QuotePricing).where(QuotePricing.id.in_(set(pricing_ids)), ~still_used)
    )
    return len(ids)


@registry.every(TASK_NAME, TICK_SECONDS)
async def expired_quotes(session: AsyncSession, settings: Settings) -> None:
    await purge_expired_quotes(session)
