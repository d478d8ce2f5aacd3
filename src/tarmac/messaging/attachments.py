"""Files an e-mail carries, made when it is sent rather than when it is queued.

A message names its attachments by kind and reference (``[{"kind": "eticket", "ref":
"<booking id>"}]``); the room that owns the document registers how to make it
(``@attachments.maker("eticket")`` on the function, in the module that makes the document,
which the app and the worker both load), and delivery makes it then. So the transaction
that queues the e-mail (a payment, a confirmation) does not pay for rendering a PDF, the
outbox row holds no copy of a document full of personal data, and the file shows the
booking as it is when it leaves.
"""

from collections.abc import Awaitable, Callable
from dataclasses import dataclass

from sqlalchemy.ext.asyncio import AsyncSession


@dataclass(frozen=True)
class Attachment:
    filename: str
    content_type: str  # "application/pdf"
    content: bytes


Maker = Callable[[AsyncSession, str], Awaitable[Attachment | None]]
_makers: dict[str, Maker] = {}


def maker(kind: str) -> Callable[[Maker], Maker]:
    """Register how attachments of ``kind`` are made (``None``: nothing to attach now)."""

    def register(fn: Maker) -> Maker:
        _makers[kind] = fn
        return fn

    return register


async def make(session: AsyncSession, wanted: list[dict[str, str]]) -> list[Attachment]:
    """The files a message asks for; a kind no room registered is an error (a typo must
    not send an e-mail without its ticket)."""
    made = []
    for item in wanted:
        fn = _makers.get(item["kind"])
        if fn is None:
            raise LookupError(f"No maker of {item['kind']!r} attachments is registered")
        attachment = await fn(session, item["ref"])
        if attachment is not None:
            made.append(attachment)
    return made
