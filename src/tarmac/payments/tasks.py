"""Worker tasks of payments.

- ``expire_waiting_payments``: payments still waiting for their payer when their booking's
  time ran out become ``EXPIRED`` (``cards.expire_waiting``).
- ``submit_refunds``: card refunds written by a request are asked of the provider after
  that request's transaction committed (``notifications.submit_refunds``), on the next round.
- ``settle_sandbox_refunds``: the sandbox provider's bank reports the refunds it was
  asked for done, on the worker's next round (a real provider reports them through its
  notification); the booking goes from ``refund_pending`` to ``refunded``. It keeps time with
  the sandbox test clock: a test runs it with ``POST /api/v1/admin/test-clock/run-due``.
- ``reconcile_money``: the money's reconciliation over recent bookings every five minutes
  (``reconciliation.run``), kept for ``/metrics``.
"""

from datetime import timedelta

import structlog
from sqlalchemy.ext.asyncio import AsyncSession

from tarmac.config import Settings
from tarmac.events.registry import registry
from tarmac.payments import cards, notifications, reconciliation
from tarmac.payments.configured import provider_for

SANDBOX_REFUND_SECONDS = 2
SUBMIT_REFUND_SECONDS = 2
EXPIRY_SECONDS = 15
log = structlog.get_logger("tarmac.payments")


@registry.every("expire_waiting_payments", EXPIRY_SECONDS, on_clock=True)
async def expire_waiting_payments(session: AsyncSession, settings: Settings) -> int:
    return await cards.expire_waiting(session)


# registered before the sandbox's bank: one run-due submits a refund, then settles it
@registry.every("submit_refunds", SUBMIT_REFUND_SECONDS, on_clock=True)
async def submit_refunds(session: AsyncSession, settings: Settings) -> None:
    provider = provider_for(settings)
    if provider is not None:
        await notifications.submit_refunds(session.bind, provider)


@registry.every("settle_sandbox_refunds", SANDBOX_REFUND_SECONDS, on_clock=True)
async def settle_sandbox_refunds(session: AsyncSession, settings: Settings) -> int:
    if settings.resolved_payment_provider != "sandbox":
        return 0
    return await notifications.settle_sandbox_refunds(session)


RECONCILE_SECONDS = 300
RECONCILE_WINDOW = timedelta(days=2)


@registry.every("reconcile_money", RECONCILE_SECONDS)
async def reconcile_money(session: AsyncSession, settings: Settings) -> None:
    """The money's reconciliation over the bookings with money moving in the last two days
    (``reconciliation.run``); a row out of balance is logged and counted in ``/metrics``."""
    result = await reconciliation.run(session, RECONCILE_WINDOW)
    if result.out_of_balance:
        log.error(
            "money_out_of_balance",
            bookings=[str(b.booking_id) for b in result.bookings],
            partners=[str(c.partner_id) for c in result.commissions],
            fees=[str(f.payment_id) for f in result.fees],
            wallets=[str(w.wallet_id) for w in result.wallets],
        )
