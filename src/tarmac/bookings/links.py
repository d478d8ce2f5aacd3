"""Magic links (spec 01 §5.2): the token, the URLs built on the public base URL, and the
e-mail that carries them.

- A magic link opens a page, never an API answer: the airline's own trip page
  (``TARMAC_TRAVELLER_LINK_TEMPLATE`` with ``{booking_id}`` and ``{access_token}``; required
  in live mode) or, unset in a sandbox, the web app's trip page
  ``<TARMAC_PUBLIC_BASE_URL>/app/trip/{id}?access_token=...``. The token (24 h,
  ``TARMAC_MAGIC_LINK_TTL_SECONDS``) opens the booking's magic-link routes, the public
  booking card (``/api/v1/bookings/{id}/public``) first.
- A ``payment_url`` is ``<TARMAC_PUBLIC_BASE_URL>/pay/{id}?access_token=...``: the hosted
  payment page the payments issue serves there, with a token that lives as long as the
  booking can still be paid.
- The e-mail (templates ``booking_confirmed`` after confirmation, queued by the worker on the
  internal event ``booking.confirmation_email`` the confirmation emits; ``booking_access_link``
  for a look-up or a re-send) goes to the booking's contact through the message outbox, marked
  sensitive (a live deployment blanks its body once delivered) and useless past the token's
  lifetime (``expires_at``), in the booking's language (``Booking.language``: the one it was
  made in) whoever asks for it and in whatever language, and tied to the booking
  (``booking_id``: the sandbox inbox shows it to the booking's client only).
"""

import uuid
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Any
from urllib.parse import quote, urlencode

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from tarmac.accounts import service as accounts
from tarmac.auth.caller import Caller
from tarmac.auth.tokens import TokenSigner
from tarmac.bookings.models import Booking, BookingSegment
from tarmac.catalog import service as catalog
from tarmac.config import Settings
from tarmac.core import clock
from tarmac.core.language import DEFAULT_LANGUAGE
from tarmac.db.group_commit import Row
from tarmac.events import outbox
from tarmac.events.models import OutboxEvent
from tarmac.messaging import render
from tarmac.messaging import service as messaging

SANDBOX_TRIP_PAGE = "{base}/app/trip/{booking_id}?access_token={access_token}"
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
    # the page a traveller's link opens, with {booking_id} and {access_token}
    page_template: str

    @classmethod
    def from_settings(cls, settings: Settings, signer: TokenSigner | None = None) -> "AccessLinks":
        return cls(
            signer or TokenSigner(settings.resolved_token_secret()),
            settings.public_base_url,
            settings.magic_link_ttl_seconds,
            settings.traveller_link_template
            or SANDBOX_TRIP_PAGE.replace("{base}", settings.public_base_url),
        )

    def token(self, booking_id: uuid.UUID, ttl_seconds: int | None = None) -> str:
        return self.signer.magic_link_token(booking_id, ttl_seconds or self.ttl_seconds)

    def page_url(self, booking_id: uuid.UUID, token: str) -> str:
        """The page the traveller's link opens (see the module)."""
        return self.page_template.format(booking_id=booking_id, access_token=quote(token))

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


async def booking_language(session: AsyncSession, caller: Caller, asked: str | None) -> str:
    """The language a booking is made in: the one its request asks for
    (``Accept-Language``), else its passenger account's, else the airline's default."""
    if asked is not None:
        return asked
    if caller.passenger_id is not None:
        passenger = await session.get(accounts.Passenger, caller.passenger_id)
        if passenger is not None:
            return render.language_or_default((passenger.preferences or {}).get("language"))
    return DEFAULT_LANGUAGE


async def queue_link_email(
    session: AsyncSession,
    links: AccessLinks,
    booking: Booking,
    *,
    template: str,
    with_eticket: bool = False,
) -> bool:
    """Queue the e-mail with a new magic link to the booking's contact, in the booking's
    language (``with_eticket``: the e-ticket attached, made when it is sent); False when
    the booking has no contact e-mail."""
    if not booking.contact_email:
        return False
    await messaging.queue_email(
        session,
        **_link_email(
            links,
            booking,
            template=template,
            airline=await accounts.airline_name(session, booking.language),
            trip=await _itinerary(session, booking),
            with_eticket=with_eticket,
        ),
    )
    return True


def confirmation_email_event(booking: Booking) -> Row | None:
    """The internal event (``CONFIRMATION_EMAIL``, not a webhook type) after which the
    worker e-mails the confirmation (``queue_confirmation_email``), for a confirmation that
    inserts it with its own rows; None when the booking has no contact e-mail. Rendering the
    e-mail and signing its link are no part of the confirmation's answer, so the request
    leaves them to the worker; the e-ticket is made when the e-mail is sent."""
    if not booking.contact_email:
        return None
    return outbox.event_row(
        CONFIRMATION_EMAIL,
        {},
        partner_id=booking.partner_id,
        booking_id=booking.id,
    )


async def queue_confirmation_email(
    session: AsyncSession, links: AccessLinks, event: OutboxEvent
) -> None:
    """The worker's half of ``confirmation_email_event``: the e-mail with a magic link and
    the e-ticket attached, queued to the booking's contact in the booking's language."""
    await queue_link_email(
        session,
        links,
        await session.get_one(Booking, event.booking_id),
        template=CONFIRMED_TEMPLATE,
        with_eticket=True,
    )


def _link_email(
    links: AccessLinks,
    booking: Booking,
    *,
    template: str,
    airline: str,
    trip: str,
    with_eticket: bool,
) -> dict[str, Any]:
    assert booking.contact_email is not None
    return {
        "to": booking.contact_email,
        "booking_id": booking.id,
        "template": template,
        "language": booking.language,
        "values": {
            "airline": airline,
            "reference": booking.booking_reference,
            "itinerary": trip,
            "link": links.page_url(booking.id, links.token(booking.id)),
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
