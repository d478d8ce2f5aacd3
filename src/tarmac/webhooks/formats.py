"""What a subscription's deliveries carry: its ``format``.

- ``json`` (the default): every event the subscription names, as ``service.event_body``
  (spec 02 §6.1).
- ``ndc``: an agency's NDC notifications (a subscription with a ``partner_id``): each airline
  change of one of its bookings (``booking.airline_change``) and its withdrawal
  (``booking.airline_change_withdrawn``) as IATA NDC 21.3 ``IATA_OrderChangeNotifRQ``,
  ``application/xml``. No other event reaches it.

Either way a delivery is the same one: signed with the subscription's secret, retried on
its schedule, in its history. Only the body and its ``Content-Type`` differ, fixed when the
delivery is made. The XML is written by ``tarmac.ndc`` (the top layer, which webhooks never
import): it registers its renderer here (``renders``) when the worker loads its tasks
(``tarmac.ndc.tasks``, in ``tarmac.worker.TASK_MODULES``)."""

import fnmatch
from collections.abc import Awaitable, Callable
from dataclasses import dataclass

from sqlalchemy.ext.asyncio import AsyncSession

from tarmac.events.models import OutboxEvent
from tarmac.webhooks.delivery import JSON_CONTENT

JSON, NDC = "json", "ndc"

# the event's body in a format, or None when the event has nothing to say in it
Renderer = Callable[[AsyncSession, OutboxEvent], Awaitable[bytes | None]]


@dataclass(frozen=True)
class Format:
    name: str
    content_type: str
    # the event types it carries (None: every type the subscription names)
    events: tuple[str, ...] | None


FORMATS = {
    JSON: Format(JSON, JSON_CONTENT, None),
    NDC: Format(
        NDC, "application/xml", ("booking.airline_change", "booking.airline_change_withdrawn")
    ),
}

_renderers: dict[str, Renderer] = {}


class FormatNotLoaded(RuntimeError):
    """A subscription's format whose renderer this process has not loaded: the worker's
    handler fails, and the event is tried again (nothing is dropped)."""


def renders(name: str) -> Callable[[Renderer], Renderer]:
    """Register the renderer of format ``name`` (``tarmac.ndc.tasks``)."""

    def register(fn: Renderer) -> Renderer:
        _renderers[name] = fn
        return fn

    return register


def carries(name: str, pattern: str) -> bool:
    """Whether a subscription of format ``name`` naming ``pattern`` (a type, a family or
    ``*``) may get anything."""
    events = FORMATS[name].events
    return events is None or any(fnmatch.fnmatchcase(event, pattern) for event in events)


async def render(session: AsyncSession, name: str, event: OutboxEvent) -> bytes | None:
    """The event's body in format ``name`` (not ``json``), or None when it carries none."""
    events = FORMATS[name].events
    if events is not None and event.type not in events:
        return None
    renderer = _renderers.get(name)
    if renderer is None:
        raise FormatNotLoaded(f"No renderer of the webhook format {name!r} is loaded")
    return await renderer(session, event)
