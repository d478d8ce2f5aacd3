"""Magic links (spec 01 §5.2): the token, the URLs built on the public base URL, and the
e-mail that carries them.

- A magic link is ``<TARMAC_PUBLIC_BASE_URL>/api/v1/bookings/{id}/public?access_token=...``:
  the public booking card, the one page the service has for a traveller today. The token
  (24 h, ``TARMAC_MAGIC_LINK_TTL_SECONDS``) also opens the booking's other magic-link actions.
- A ``payment_url`` is ``<TARMAC_PUBLIC_BASE_URL>/pay/{id}?access_token=...``: the hosted
  payment page the payments issue serves there, with a token that lives as long as the
  booking can still be paid.
- The e-mail (templates ``booking_confirmed`` after confirmation, queued by the worker on the
  internal event ``booking.confirmation_email`` the confirmation emits; ``booking_access_link``
  for a look-up or a re-send) goes to the booking's contact through the message outbox, marked
  sensitive (a live deployment blanks its body once delivered) and useless past the token's
  lifetime (``expires_at``).
"""

import uuid
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Any
from urllib.parse import urlencode

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from tarmac.accounts import service as accounts
from tarmac.auth.tokens import TokenSigner
from tarmac.bookings.models import Booking, BookingSegment
from tarmac.catalog import service as catalog
from tarmac.config import Settings
from tarmac.core import clock
from tarmac.db.group_commit import Row
from tarmac.events import outbox
from tarmac.events.models import OutboxEvent
from tarmac.messaging import render
from tarmac.messaging import service as messaging

API_CARD_PATH = "/api/v1/bookings/{booking_id}/public"
PAY_PATH = "/pay/{booking_id}"
CONFIRMED_TEMPLATE = "booking_confirmed"
CONFIRMATION_EMAIL = "booking.confirmation_email"  # an internal event (``events.catalog``)
ACCESS_TEMPLATE = "booking_access_link"


@dataclass(frozen=True)
class AccessLinks:
    """What makes magic links: the token signer, the public base URL, the token lifetime."""

    signer: TokenSigner
    base_url: str
    ttl_seconds: int

    @classmethod
    def from_settings(cls, settings: Settings, signer: TokenSigner | None = None) -> "AccessLinks":
        return cls(
            signer or TokenSigner(settings.resolved_token_secret()),
            settings.public_base_url,
            settings.magic_link_ttl_seconds,
        )

    def token(self, booking_id: uuid.UUID, ttl_seconds: int | None = None) -> str:
        return self.signer.magic_link_token(booking_id, ttl_seconds or self.ttl_seconds)

    def card_url(self, booking_id: uuid.UUID, token: str) -> str:
        return self._url(API_CARD_PATH, booking_id, token)

    def payment_url(
        self, booking_id: uuid.UUID, until: datetime, payment_id: uuid.UUID | None = None
    ) -> str:
        """The payment page of a pending booking (of one of its payments, ``payment_id``),
        with a token that ends when the booking can no longer be paid (``until``, its
        ``expiry_date``)."""
        seconds = max(1, int((until - clock.now()).total_seconds()))
        extra = {"payment_id": str(payment_id)} if payment_id else {}
        return self._url(PAY_PATH, booking_id, self.token(booking_id, seconds), **extra)

    def _url(self, path: str, booking_id: uuid.UUID, token: str, **extra: str) -> str:
        query = urlencode({"access_token": token, **extra})
        return f"{self.base_url}{path.format(booking_id=booking_id)}?{query}"


async def queue_link_email(
    session: AsyncSession,
    links: AccessLinks,
    booking: Booking,
    *,
    template: str,
    language: str | None,
    with_eticket: bool = False,
) -> bool:
    """Queue the e-mail with a new magic link to the booking's contact (``with_eticket``:
    the e-ticket attached, made when it is sent); False when the booking has no contact
    e-mail."""
    if not booking.contact_email:
        return False
    language = render.language_or_default(language)
    await messaging.queue_email(
        session,
        **_link_email(
            links,
            booking,
            template=template,
            language=language,
            airline=await accounts.airline_name(session, language),
            trip=await _itinerary(session, booking),
            with_eticket=with_eticket,
        ),
    )
    return True


def confirmation_email_event(booking: Booking, language: str | None) -> Row | None:
    """The internal event (``CONFIRMATION_EMAIL``, not a webhook type) after which the
    worker e-mails the confirmation (``queue_confirmation_email``), for a confirmation that
    inserts it with its own rows; None when the booking has no contact e-mail. Rendering the
    e-mail and signing its link are no part of the confirmation's answer, so the request
    leaves them to the worker; the e-ticket is made when the e-mail is sent."""
    if not booking.contact_email:
        return None
    return outbox.event_row(
        CONFIRMATION_EMAIL,
        {"language": render.language_or_default(language)},
        partner_id=booking.partner_id,
        booking_id=booking.id,
    )


async def queue_confirmation_email(
    session: AsyncSession, links: AccessLinks, event: OutboxEvent
) -> None:
    """The worker's half of ``confirmation_email_event``: the e-mail with a magic link and
    the e-ticket attached, queued to the booking's contact in the event's language."""
    await queue_link_email(
        session,
        links,
        await session.get_one(Booking, event.booking_id),
        template=CONFIRMED_TEMPLATE,
        language=event.payload["language"],
        with_eticket=True,
    )


def _link_email(
    links: AccessLinks,
    booking: Booking,
    *,
    template: str,
    language: str,
    airline: str,
    trip: str,
    with_eticket: bool,
) -> dict[str, Any]:
    assert booking.contact_email is not None
    return {
        "to": booking.contact_email,
        "template": template,
        "language": language,
        "values": {
            "airline": airline,
            "reference": booking.booking_reference,
            "itinerary": trip,
            "link": links.card_url(booking.id, links.token(booking.id)),
            "hours": links.ttl_seconds // 3600,
        },
        "sensitive": True,
        "expires_at": clock.now() + timedelta(seconds=links.ttl_seconds),
        "attachments": [{"kind": "eticket", "ref": str(booking.id)}] if with_eticket else None,
    }


async def _itinerary(session: AsyncSession, booking: Booking) -> str:
    segments = (
        await session.scalars(
            select(BookingSegment)
            .where(BookingSegment.booking_id == booking.id)
            .order_by(BookingSegment.position)
        )
    ).all()
    flights = await catalog.flights_with_airports(session, [s.flight_id for s in segments])
    return itinerary(segments, flights)


def itinerary(segments, flights) -> str:
    """``TQ101 FRU → OSS 2026-12-05 08:00; ...``: each flight with its local departure
    (``flights``: ``catalog.flights_with_airports`` of the segments)."""
    lines = []
    for segment in segments:
        flight, _route, origin, destination = flights[segment.flight_id]
        departure = catalog.local_time(flight.scheduled_departure, origin)
        lines.append(
            f"{flight.flight_number} {origin.iata_code} → {destination.iata_code} "
            f"{departure:%Y-%m-%d %H:%M}"
        )
    return "; ".join(lines)
