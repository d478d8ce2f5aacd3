"""The traveller's own access to a booking (spec 01 §4.5, §5.2): magic links and the
actions they open.

- ``opened``: the booking a magic link (``Caller.booking_id``, bound to one booking) or the
  owner's passenger token (``Caller.passenger_id``) opens: 404 unknown, 403 a link of another
  booking or another passenger's booking; a pending booking past its time expired first.
- ``opened_view``: the opened booking with everything an answer shows (the public card,
  shaped by ``answers.public_card``, and the e-ticket).
- ``cancel_consumer``: the client's cancel transition (``lifecycle.cancel_booking``), by the
  traveller.
- ``resume_pending``: 15 more minutes for a pending booking (``lifecycle.extend_pending``),
  with the URL of its payment page.
- ``send_access_link``: a client re-sends the magic link to the booking's contact.
- ``request_lookup`` / ``send_requested_links``: find-my-trip. The request only records what
  was asked (the same row, the same work, the same answer whether or not a booking matches);
  the worker matches reference and e-mail and sends the link when both match.
"""

import uuid
from dataclasses import dataclass

from sqlalchemy import delete, func, select
from sqlalchemy.ext.asyncio import AsyncSession

from tarmac.accounts import service as accounts
from tarmac.auth.caller import AccessTokenForAnotherBooking, AccessTokenMissing, Caller
from tarmac.bookings import lifecycle, queries, views
from tarmac.bookings import links as access_links
from tarmac.bookings.errors import NoContactEmail, NotThePassengersBooking
from tarmac.bookings.models import Booking, BookingAccessRequest
from tarmac.core.logging import mask_contacts

# how many find-my-trip requests one run of the worker handles
LOOKUP_BATCH = 50


async def opened(
    session: AsyncSession, booking_id: uuid.UUID, caller: Caller, *, for_update: bool = False
) -> Booking:
    """The booking ``caller``'s magic link or passenger token opens (see the module)."""
    passenger = None
    if caller.booking_id is not None:
        if caller.booking_id != booking_id:  # the dependency checks it too, from the path
            raise AccessTokenForAnotherBooking()
    elif caller.passenger_id is not None:
        passenger = await accounts.get_passenger(session, caller.passenger_id)  # 401, 403
    else:
        raise AccessTokenMissing()
    booking = await queries.current(session, booking_id, for_update=for_update)
    if passenger is not None and not _belongs_to(booking, passenger):
        raise NotThePassengersBooking()
    return booking


def _belongs_to(booking: Booking, passenger: accounts.Passenger) -> bool:
    """Spec 01 §4.5: a passenger token opens the bookings of its owner, by ``user_id`` or by
    ``contact_email``. The e-mail counts only once the account has proved it (see
    ``_proven_email``)."""
    if booking.user_id is not None and booking.user_id == passenger.id:
        return True
    email = _proven_email(passenger)
    return (
        email is not None
        and booking.contact_email is not None
        and booking.contact_email.strip().lower() == email.strip().lower()
    )


def _proven_email(passenger: accounts.Passenger) -> str | None:
    """The account's e-mail address once its holder has proved it is theirs (a code sent to
    it: ``email_verified_at``). Registration takes any address: matching an unproven one
    would let anyone who registers with a traveller's address cancel their trips."""
    return passenger.email if passenger.email_verified_at is not None else None


async def opened_view(
    session: AsyncSession, booking_id: uuid.UUID, caller: Caller
) -> views.BookingView:
    return await views.view(session, await opened(session, booking_id, caller))


@dataclass(frozen=True)
class ConsumerCancellation:
    booking: Booking
    refund: lifecycle.CancelRefund


async def cancel_consumer(
    session: AsyncSession, booking_id: uuid.UUID, caller: Caller, money: lifecycle.MoneyBack
) -> ConsumerCancellation:
    """The traveller cancels: pending or confirmed to cancelled, places and seats given
    back (400 when final); ``money`` refunds what was paid (``lifecycle.cancel_booking``)."""
    booking = await opened(session, booking_id, caller, for_update=True)
    refund = await lifecycle.cancel_booking(session, booking, caller, money)
    return ConsumerCancellation(booking, refund)


@dataclass(frozen=True)
class Resumed:
    booking: Booking
    extended_by_minutes: int
    payment_url: str


async def resume_pending(
    session: AsyncSession, booking_id: uuid.UUID, caller: Caller, links: access_links.AccessLinks
) -> Resumed:
    """15 more minutes to pay a pending booking (400 otherwise, 429 after 3), and the URL
    of its payment page."""
    booking = await opened(session, booking_id, caller, for_update=True)
    await lifecycle.extend_pending(session, booking, caller)
    assert booking.expiry_date is not None
    return Resumed(
        booking,
        lifecycle.EXTENSION_MINUTES,
        links.payment_url(booking.id, booking.expiry_date),
    )


@dataclass(frozen=True)
class LinkSent:
    sent_to: str
    expires_in: int


async def send_access_link(
    session: AsyncSession,
    booking_id: uuid.UUID,
    caller: Caller,
    links: access_links.AccessLinks,
) -> LinkSent:
    """A client (its own booking: 404, 403; a publishable key the bookings it made) has a
    new magic link e-mailed to the booking's contact (400 without a contact e-mail), in
    the booking's language."""
    booking = await queries.owned(session, booking_id, caller, without_passengers=True)
    queued = await access_links.queue_link_email(
        session, links, booking, template=access_links.ACCESS_TEMPLATE
    )
    if not queued:
        raise NoContactEmail()
    assert booking.contact_email is not None
    return LinkSent(mask_contacts(booking.contact_email), links.ttl_seconds)


async def request_lookup(session: AsyncSession, reference: str, email: str) -> None:
    """Record a find-my-trip request for the worker. Nothing here reads bookings, so the
    request costs and answers the same whether or not one matches."""
    session.add(
        BookingAccessRequest(
            booking_reference=reference.strip().upper(),
            email=email.strip(),
        )
    )
    await session.flush()


async def send_requested_links(
    session: AsyncSession, links: access_links.AccessLinks, limit: int = LOOKUP_BATCH
) -> int:
    """The worker's half of find-my-trip: for each waiting request (oldest first, rows
    another worker holds skipped), e-mail a magic link to the booking whose reference and
    contact e-mail (any case) both match, if there is one; then forget the request. Returns
    how many requests were handled."""
    requests = (
        await session.scalars(
            select(BookingAccessRequest)
            .order_by(BookingAccessRequest.created_at)
            .limit(limit)
            .with_for_update(skip_locked=True)
        )
    ).all()
    for request in requests:
        booking = await session.scalar(
            select(Booking).where(
                Booking.booking_reference == request.booking_reference,
                func.lower(Booking.contact_email) == func.lower(request.email),
            )
        )
        if booking is not None:
            await access_links.queue_link_email(
                session,
                links,
                booking,
                template=access_links.ACCESS_TEMPLATE,
            )
    if requests:
        await session.execute(
            delete(BookingAccessRequest).where(
                BookingAccessRequest.id.in_([r.id for r in requests])
            )
        )
    await session.flush()
    return len(requests)
