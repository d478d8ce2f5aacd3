"""Worker task: fetch the National Bank of the Kyrgyz Republic daily rates.

The task is registered with a fixed tick (``TICK_SECONDS``) because the registry is filled
at import time, before settings exist; on each tick it fetches only when the last stored
fetch is older than ``settings.nbkr_fetch_interval_seconds`` (so the effective interval is
that setting, with a granularity of one tick). An empty ``settings.nbkr_rates_url``
disables it. A failed fetch is logged, leaves the stored rates as they were, is recorded by
the worker as the task's ``last_error``, and is retried on the next tick.
"""

from datetime import timedelta

import structlog
from sqlalchemy.ext.asyncio import AsyncSession

from tarmac.config import Settings
from tarmac.content import service
from tarmac.core import clock
from tarmac.core.errors import UpstreamUnavailable
from tarmac.events.registry import registry

log = structlog.get_logger("tarmac.content.tasks")

TASK_NAME = "nbkr_rates"
TICK_SECONDS = 300


@registry.every(TASK_NAME, TICK_SECONDS)
async def fetch_national_bank_rates(session: AsyncSession, settings: Settings) -> None:
    if not settings.nbkr_rates_url:
        return
    last = await service.last_national_bank_fetch(session)
    if last is not None and clock.now() - last < timedelta(
        seconds=settings.nbkr_fetch_interval_seconds
    ):
        return
    try:
        await service.refresh_national_bank_rates(session, settings.nbkr_rates_url)
    except UpstreamUnavailable as exc:
        log.warning("nbkr_fetch_failed", url=settings.nbkr_rates_url, error=str(exc.detail))
        raise
