"""Worker tasks of bookings.

- ``expire_bookings``: expire every pending booking whose 15 minutes have passed, giving
  their places and seats back and emitting ``booking.expired`` (batches of 1,000, each in a
  few statements, rows another worker holds skipped). Reads show such a booking expired
  and a sale takes its places at once; the sweep writes it.
- ``settle_drafts``: drafts past their ``expires_at`` become ``expired`` and those whose
  places a booking took ``released``, the places they still hold given back.
- ``email_confirmation``: the internal event ``booking.confirmation_email`` a confirmation
  emits queues the e-mail with the magic link and the e-ticket (``links``), so the
  confirming request does not render it.
- ``send_access_links``: answer find-my-trip requests (``GET /bookings/lookup-consumer``):
  e-mail the magic link when reference and e-mail match a booking, forget the request either
  way (``access.send_requested_links``).
"""

from sqlalchemy.ext.asyncio import AsyncSession

from tarmac.bookings import access, drafts, expiry, links
from tarmac.bookings.links import AccessLinks
from tarmac.config import Settings
from tarmac.events.models import OutboxEvent
from tarmac.events.registry import registry

SWEEP_SECONDS = 15
LOOKUP_SECONDS = 1


@registry.every("expire_bookings", SWEEP_SECONDS, on_clock=True)
async def expire_bookings(session: AsyncSession, settings: Settings) -> int:
    return await expiry.expire_due(session)


@registry.every("settle_drafts", SWEEP_SECONDS, on_clock=True)
async def settle_drafts(session: AsyncSession, settings: Settings) -> int:
    return await drafts.settle_due(session)


@registry.every("send_access_links", LOOKUP_SECONDS, on_clock=True)
async def send_access_links(session: AsyncSession, settings: Settings) -> int:
    return await access.send_requested_links(session, AccessLinks.from_settings(settings))


@registry.on_event(links.CONFIRMATION_EMAIL)
async def email_confirmation(session: AsyncSession, event: OutboxEvent, settings: Settings) -> None:
    await links.queue_confirmation_email(session, AccessLinks.from_settings(settings), event)
