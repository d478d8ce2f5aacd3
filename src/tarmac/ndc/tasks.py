"""The worker's part of NDC: the body of an agency's ``ndc`` webhook deliveries
(``tarmac.webhooks.formats``), an airline change of its booking as ``OrderChangeNotifRQ``
(``notif``). Loaded by name by the worker (``tarmac.worker.TASK_MODULES``), before the
webhooks' fan-out needs it; webhooks never import NDC."""

from sqlalchemy.ext.asyncio import AsyncSession

from tarmac.events.models import OutboxEvent
from tarmac.ndc import notif
from tarmac.webhooks import formats


@formats.renders(formats.NDC)
async def order_change_notif(session: AsyncSession, event: OutboxEvent) -> bytes | None:
    return await notif.render(session, event)
