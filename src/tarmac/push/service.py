"""Push notifications (spec 02 §6.2): who receives which push, and their delivery.

Who: for each booking concerned, the active devices of the account that owns it
(``user_id``) and of every account that proved the booking's contact e-mail, unless the
account is deactivated or turned pushes off (``accounts.service.push_audience``). A device is
sent one push per booking an event concerns. The language is the device's locale when it is
one of the airline's (``ky-KG`` is ``ky``), else the account's preferred language, else the
default.

What (``data`` values are all strings; every push carries ``type``, ``booking_id``,
``booking_reference``, ``flight_id``, ``flight_number``, ``origin_iata``,
``destination_iata`` and ``departure``, the expected departure in ISO 8601 UTC):

=====================  ===================  ============================================
``data.type``          from                 more ``data``
=====================  ===================  ============================================
booking_confirmed      booking.confirmed    (its first flight)
flight_delayed         flight.delayed       ``delay_minutes`` (pushed when 30 or more)
flight_cancelled       flight.cancelled     ``reason``
flight_gate_changed    flight.gate_changed  ``departure_gate``, ``previous_gate``
boarding_open          flight.boarding_open ``departure_gate``, ``boarding_at``
checkin_open           the worker's clock   ``checkin_closes_at``
airline_change         booking.airline_change ``kind``, ``change_id`` (beyond the spec)
=====================  ===================  ============================================

The worker's event handlers (``push.tasks``) queue the pushes in the event's transaction; a
periodic task sends them, as ``messaging`` does for e-mail: due rows claimed with
``FOR UPDATE SKIP LOCKED``, a failed attempt retried after 15 s, 30 s, 1 min, ... (at most
15 min apart) and given up after ``MAX_ATTEMPTS`` (about an hour: a late push about a gate
or a delay is useless), an unregistered token deactivating its device. Nothing is sent
inside a request's transaction.
"""

import uuid
from collections.abc import Sequence
from datetime import datetime, timedelta
from typing import Any

import structlog
from sqlalchemy import func, insert, select
from sqlalchemy.dialects.postgresql import insert as pg_insert
from sqlalchemy.ext.asyncio import AsyncSession

from tarmac.accounts import service as accounts
from tarmac.bookings import service as bookings
from tarmac.catalog import service as catalog
from tarmac.config import Settings
from tarmac.core import clock, metrics
from tarmac.events.models import OutboxEvent
from tarmac.push import providers, texts
from tarmac.push.models import CheckinOpenNotice, PushMessage
from tarmac.settings import service as airline_settings

log = structlog.get_logger("tarmac.push")

MAX_ATTEMPTS = 10
FIRST_RETRY = timedelta(seconds=15)
MAX_RETRY = timedelta(minutes=15)
MIN_DELAY_MINUTES = 30  # spec 02 §6.2: flight_delayed is for a delay of 30 minutes or more

EVENT_TYPES = {
    "booking.confirmed": "booking_confirmed",
    "flight.delayed": "flight_delayed",
    "flight.cancelled": "flight_cancelled",
    "flight.gate_changed": "flight_gate_changed",
    "flight.boarding_open": "boarding_open",
    # beyond the spec's table: the airline changed the booking's trip (disruptions); the
    # traveller answers it (accept, refund, another flight) on the booking
    "booking.airline_change": "airline_change",
}
URGENT = {
    "flight_delayed",
    "flight_cancelled",
    "flight_gate_changed",
    "boarding_open",
    "airline_change",
}
# a newer push of these about the same booking replaces one the device has not shown yet
SUPERSEDED = {"flight_delayed", "flight_gate_changed"}
# checkin_open reads the check-in rule's bookings: confirmed and ticketed
CHECKABLE_PAYMENTS = ("paid", "unpaid")


def backoff(attempts: int) -> timedelta:
    """Delay before the next try after ``attempts`` failed ones."""
    return min(MAX_RETRY, FIRST_RETRY * 2 ** max(0, attempts - 1))


# --- what to send, to whom ------------------------------------------------------------------


def _uuid(value: Any) -> uuid.UUID | None:
    try:
        return uuid.UUID(str(value))
    except (TypeError, ValueError):
        return None


def _moment(value: Any) -> datetime | None:
    if isinstance(value, datetime):
        return value
    try:
        return datetime.fromisoformat(str(value))
    except (TypeError, ValueError):
        return None


def _text(value: Any) -> str:
    return "" if value is None else str(value)


async def queue_for_event(session: AsyncSession, event: OutboxEvent) -> int:  # noqa: C901
    """Queue the pushes of an outbox event of ``EVENT_TYPES``; how many were queued."""
    push_type = EVENT_TYPES[event.type]
    payload = event.payload or {}
    if push_type == "booking_confirmed":
        booking_id = _uuid(payload.get("booking_id")) or event.booking_id
        found = await bookings.bookings_by_id(session, [booking_id] if booking_id else [])
        pairs = [(booking, booking.flight_id) for booking in found]
        return await _queue(session, push_type, pairs, {}, event.id)
    flight_id = _uuid(payload.get("flight_id"))
    if push_type == "airline_change":
        booking_id = _uuid(payload.get("booking_id")) or event.booking_id
        found = await bookings.bookings_by_id(session, [booking_id] if booking_id else [])
        if flight_id is None or not found:
            return 0
        extra = {"kind": payload.get("kind"), "change_id": payload.get("change_id")}
        return await _queue(session, push_type, [(found[0], flight_id)], extra, event.id)
    if flight_id is None:
        log.warning("push_event_without_flight", event_id=str(event.id), type=event.type)
        return 0
    extra: dict[str, Any] = {}
    departure: datetime | None = None
    if push_type == "flight_delayed":
        delay = int(payload.get("delay_minutes") or 0)
        if delay < MIN_DELAY_MINUTES:
            return 0
        extra["delay_minutes"] = delay
        departure = _moment(payload.get("new_departure"))
        if departure is None:
            departure = _moment(payload.get("original_departure"))
            departure = departure + timedelta(minutes=delay) if departure else None
    elif push_type == "flight_cancelled":
        extra["reason"] = payload.get("reason")
    elif push_type == "flight_gate_changed":
        extra["departure_gate"] = payload.get("departure_gate")
        extra["previous_gate"] = payload.get("previous_gate")
    elif push_type == "boarding_open":
        extra["departure_gate"] = payload.get("departure_gate")
        extra["boarding_at"] = payload.get("boarding_at")
    pairs = await bookings.confirmed_on_flights(session, [flight_id])
    if push_type == "flight_cancelled":
        # bookings the cancellation already ended still hear of it
        named = [_uuid(_booking_ref(item)) for item in payload.get("affected_bookings") or []]
        known = {booking.id for booking, _ in pairs}
        more = await bookings.bookings_by_id(
            session, [b for b in named if b is not None and b not in known]
        )
        pairs += [(booking, flight_id) for booking in more]
    return await _queue(session, push_type, pairs, extra, event.id, departure=departure)


def _booking_ref(item: Any) -> Any:
    if isinstance(item, dict):
        return item.get("booking_id") or item.get("id")
    return item


async def queue_checkin_open(session: AsyncSession, settings: Settings) -> int:
    """Tell the travellers of each confirmed booking whose flight's online check-in window
    is open now, once per booking and flight (``CheckinOpenNotice``); how many were told."""
    rules = await airline_settings.get(session)
    opens = timedelta(hours=rules.checkin_online_opens_hours)
    closes = timedelta(minutes=rules.checkin_online_closes_minutes)
    now = clock.now()
    flight_ids = await catalog.flights_departing(session, now + closes, now + opens)
    pairs = [
        (booking, flight_id)
        for booking, flight_id in await bookings.confirmed_on_flights(session, flight_ids)
        if booking.payment_status in CHECKABLE_PAYMENTS
    ]
    if not pairs:
        return 0
    keys = dict.fromkeys((booking.id, flight_id) for booking, flight_id in pairs)
    inserted = await session.execute(
        pg_insert(CheckinOpenNotice)
        .values([{"booking_id": b, "flight_id": f, "created_at": now} for b, f in keys])
        .on_conflict_do_nothing()
        .returning(CheckinOpenNotice.booking_id, CheckinOpenNotice.flight_id)
    )
    new = {(b, f) for b, f in inserted.all()}
    pairs = [(b, f) for b, f in pairs if (b.id, f) in new]
    if pairs:
        await _queue(session, "checkin_open", pairs, {"closes": closes}, None)
    return len(pairs)


async def _queue(
    session: AsyncSession,
    push_type: str,
    pairs: Sequence[tuple[Any, uuid.UUID]],
    extra: dict[str, Any],
    event_id: uuid.UUID | None,
    *,
    departure: datetime | None = None,
) -> int:
    """Queue ``push_type`` for each (booking, flight) of ``pairs`` to its travellers'
    devices."""
    if not pairs:
        return 0
    audience = await accounts.push_audience(
        session,
        [booking.user_id for booking, _ in pairs if booking.user_id],
        [booking.contact_email for booking, _ in pairs if booking.contact_email],
    )
    if not audience:
        return 0
    flights = await catalog.flights_with_airports(session, list({f for _, f in pairs}))
    now = clock.now()
    rows: list[dict[str, Any]] = []
    for booking, flight_id in pairs:
        if flight_id not in flights:
            log.warning("push_unknown_flight", flight_id=str(flight_id), type=push_type)
            continue
        flight, _, origin, destination = flights[flight_id]
        leaves = departure or flight.scheduled_departure + timedelta(
            minutes=flight.delay_minutes or 0
        )
        data = {
            "type": push_type,
            "booking_id": booking.id,
            "booking_reference": booking.booking_reference,
            "flight_id": flight.id,
            "flight_number": flight.flight_number,
            "origin_iata": origin.iata_code,
            "destination_iata": destination.iata_code,
            "departure": leaves.isoformat(),
        }
        for key, value in extra.items():
            if key == "closes":
                data["checkin_closes_at"] = (leaves - value).isoformat()
            else:
                data[key] = value
        strings = {key: _text(value) for key, value in data.items()}
        values = {
            **strings,
            "route": f"{origin.iata_code}–{destination.iata_code}",
            "departure": catalog.local_time(leaves, origin).strftime("%Y-%m-%d %H:%M"),
        }
        seen: set[uuid.UUID] = set()
        for passenger, device in audience:
            if device.id in seen or not _concerns(booking, passenger):
                continue
            seen.add(device.id)
            language = texts.language_of(
                device.locale, (passenger.preferences or {}).get("language")
            )
            title, body = texts.render(push_type, language, values)
            rows.append(
                {
                    "id": uuid.uuid4(),
                    "device_id": device.id,
                    "passenger_id": passenger.id,
                    "push_token": device.push_token,
                    "platform": device.platform,
                    "type": push_type,
                    "event_id": event_id,
                    "booking_id": booking.id,
                    "flight_id": flight.id,
                    "language": language,
                    "title": title[:200],
                    "body": body,
                    "data": strings,
                    "status": "queued",
                    "attempts": 0,
                    "next_attempt_at": now,
                    "created_at": now,
                    "updated_at": now,
                }
            )
    if rows:
        await session.execute(insert(PushMessage), rows)
    return len(rows)


def _concerns(booking: Any, passenger: Any) -> bool:
    if booking.user_id == passenger.id:
        return True
    return bool(
        passenger.email_verified_at is not None
        and passenger.email
        and booking.contact_email
        and passenger.email.lower() == booking.contact_email.lower()
    )


# --- delivery -------------------------------------------------------------------------------


async def deliver_due(
    session: AsyncSession, settings: Settings, provider: providers.PushProvider | None = None
) -> int:
    """Send a batch of due pushes; how many rows were handled."""
    messages = (
        await session.scalars(
            select(PushMessage)
            .where(PushMessage.status == "queued", PushMessage.next_attempt_at <= clock.now())
            .order_by(PushMessage.next_attempt_at, PushMessage.created_at)
            .limit(settings.push_batch_size)
            .with_for_update(skip_locked=True)
        )
    ).all()
    if not messages:
        return 0
    provider = provider or providers.provider_for(settings)
    for message in messages:
        await _deliver(session, message, provider)
    await session.flush()
    return len(messages)


async def _deliver(
    session: AsyncSession, message: PushMessage, provider: providers.PushProvider
) -> None:
    note = providers.Note(
        token=message.push_token,
        platform=message.platform,
        type=message.type,
        title=message.title,
        body=message.body,
        data=message.data,
        urgent=message.type in URGENT,
        collapse_key=f"{message.type}:{message.booking_id}" if message.type in SUPERSEDED else None,
    )
    message.attempts += 1
    message.provider = provider.name
    try:
        result = await provider.send(note)
    except Exception as exc:
        result = providers.Result("retry", error=f"{type(exc).__name__}: {exc}")
    message.provider_answer = result.answer
    message.last_error = result.error[:2000] if result.error else None
    outcome = result.outcome
    if outcome == "sent":
        message.status = "sent"
        message.sent_at = clock.now()
        message.provider_message_id = (result.message_id or "")[:300] or None
    elif outcome == "unregistered":
        message.status = "unregistered"
        await accounts.deactivate_push_token(session, message.push_token)
    elif outcome == "retry" and message.attempts < MAX_ATTEMPTS:
        wait = backoff(message.attempts)
        if result.retry_after:
            wait = max(wait, timedelta(seconds=result.retry_after))
        message.next_attempt_at = clock.now() + wait
    else:
        outcome = "failed"
        message.status = "failed"
    metrics.PUSH_RESULTS.labels(provider.name, outcome).inc()
    log.info(
        "push_attempt",
        push_id=str(message.id),
        type=message.type,
        provider=provider.name,
        outcome=outcome,
        attempts=message.attempts,
        error=message.last_error,
    )


# --- the back office ------------------------------------------------------------------------


async def messages_for_token(
    session: AsyncSession, push_token: str, *, push_type: str | None = None, limit: int = 20
) -> list[PushMessage]:
    """The last ``limit`` pushes queued for ``push_token``, newest first."""
    query = select(PushMessage).where(PushMessage.push_token == push_token)
    if push_type:
        query = query.where(PushMessage.type == push_type)
    rows = await session.scalars(
        query.order_by(PushMessage.created_at.desc(), PushMessage.id.desc()).limit(limit)
    )
    return list(rows)


@metrics.reads_database
async def read_push_messages(session: AsyncSession) -> None:
    """For ``/metrics``: the push messages kept, by status (every status shown, 0 too)."""
    counts = dict.fromkeys(("queued", "sent", "failed", "unregistered"), 0)
    rows = await session.execute(
        select(PushMessage.status, func.count()).group_by(PushMessage.status)
    )
    counts.update({status: count for status, count in rows.all()})
    for status, count in counts.items():
        metrics.PUSH_MESSAGES.labels(status).set(count)
