"""Webhook subscriptions, the fan-out of outbox events into deliveries, the lease that
hands each due attempt to one worker, the record of every attempt, and the events feed.
Services flush and never commit, except where a worker's claim and each attempt's outcome
must be committed on their own (``claim``, ``record`` take a session of their own), and a
ping, which holds no connection while it waits on the receiver (``ping`` opens its own)."""

import asyncio
import base64
import fnmatch
import hmac
import json
import time
import uuid
import weakref
from collections.abc import AsyncIterator, Mapping
from contextlib import asynccontextmanager
from datetime import datetime, timedelta
from typing import Any, cast

import orjson
from sqlalchemy import (
    ColumnElement,
    CursorResult,
    and_,
    delete,
    func,
    or_,
    select,
    text,
    true,
    update,
)
from sqlalchemy.dialects.postgresql import insert
from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker

from tarmac.auth.caller import Caller
from tarmac.bookings import service as bookings
from tarmac.bookings.models import Booking
from tarmac.core import clock, metrics, retry
from tarmac.events import catalog
from tarmac.events.models import OutboxEvent
from tarmac.partners.models import Partner
from tarmac.webhooks import delivery, errors, formats
from tarmac.webhooks.models import (
    DEAD_LETTER,
    DELIVERED,
    PENDING,
    WebhookAttempt,
    WebhookDelivery,
    WebhookSubscription,
)
from tarmac.webhooks.schemas import (
    MAX_TIMEOUT_SECONDS,
    AttemptOut,
    DeliveryOut,
    EventOut,
    ReceivedOut,
)

PING = "webhook.ping"
# a worker's claim outlives the attempt it covers: the subscription's timeout and this margin
LEASE_MARGIN = timedelta(seconds=30)
FAMILIES = {event.type.split(".", 1)[0] for event in catalog.EVENT_TYPES}


# --- subscriptions ---------------------------------------------------------------------------


def check_events(events: list[str], format: str = formats.JSON) -> list[str]:
    """Known types, ``*`` (every type) or a family (``booking.*``), each one the format
    carries; duplicates dropped."""
    for event in events:
        family = event[:-2] if event.endswith(".*") else None
        if not (catalog.is_known(event) or event == catalog.WILDCARD or family in FAMILIES):
            raise errors.UnknownEventType(f"Unknown event type {event!r}")
        if not formats.carries(format, event):
            carried = ", ".join(formats.FORMATS[format].events or ())
            raise errors.UnknownEventType(
                f"A subscription of format {format} gets only {carried}: {event!r} names none"
            )
    return list(dict.fromkeys(events))


def _check_format(format: str, partner_id: uuid.UUID | None) -> None:
    if format == formats.NDC and partner_id is None:
        raise errors.NdcSubscriptionNeedsPartner()


async def _check_partner(session: AsyncSession, partner_id: uuid.UUID | None) -> None:
    if partner_id is not None and await session.get(Partner, partner_id) is None:
        raise errors.UnknownPartner()


async def create(
    session: AsyncSession, values: dict[str, Any], *, live: bool
) -> WebhookSubscription:
    await delivery.check_url(values["url"], live=live)
    format = values.get("format", formats.JSON)
    _check_format(format, values.get("partner_id"))
    values = {**values, "events": check_events(values["events"], format)}
    await _check_partner(session, values.get("partner_id"))
    subscription = WebhookSubscription(**values, secret=delivery.new_secret())
    session.add(subscription)
    await session.flush()
    return subscription


async def list_all(session: AsyncSession) -> list[WebhookSubscription]:
    rows = await session.scalars(
        select(WebhookSubscription).order_by(WebhookSubscription.created_at)
    )
    return list(rows)


async def get(
    session: AsyncSession, subscription_id: uuid.UUID, *, for_update: bool = False
) -> WebhookSubscription:
    found = await session.get(WebhookSubscription, subscription_id, with_for_update=for_update)
    if found is None:
        raise errors.SubscriptionNotFound()
    return found


async def patch(
    session: AsyncSession, subscription_id: uuid.UUID, changes: dict[str, Any], *, live: bool
) -> WebhookSubscription:
    subscription = await get(session, subscription_id, for_update=True)
    if "url" in changes:
        await delivery.check_url(changes["url"], live=live)
    if "events" in changes or "format" in changes:
        format = changes.get("format", subscription.format)
        _check_format(format, subscription.partner_id)
        changes["events"] = check_events(changes.get("events", subscription.events), format)
    for name, value in changes.items():
        setattr(subscription, name, value)
    await session.flush()
    return subscription


async def remove(session: AsyncSession, subscription_id: uuid.UUID) -> None:
    """The subscription and its deliveries; an attempt in flight is not recorded."""
    await session.delete(await get(session, subscription_id))
    await session.flush()


async def rotate_secret(session: AsyncSession, subscription_id: uuid.UUID) -> str:
    """A new secret; every attempt from now on signs with it (an attempt reads the secret
    when it starts)."""
    subscription = await get(session, subscription_id, for_update=True)
    subscription.secret = delivery.new_secret()
    await session.flush()
    return subscription.secret


# --- fan-out ---------------------------------------------------------------------------------


def event_body(event: OutboxEvent) -> bytes:
    """The bytes every attempt of the event sends (and signs)."""
    return orjson.dumps(
        {
            "id": str(event.id),
            "type": event.type,
            "created_at": event.created_at.isoformat(),
            "data": event.payload,
        }
    )


def matches(subscription: WebhookSubscription, event: OutboxEvent) -> bool:
    if subscription.partner_id is not None and subscription.partner_id != event.partner_id:
        return False
    return any(fnmatch.fnmatchcase(event.type, pattern) for pattern in subscription.events)


async def fan_out(session: AsyncSession, event: OutboxEvent) -> int:
    """One delivery per active subscription the event matches, in the caller's (the
    worker's) transaction, its body in the subscription's format (``formats``: none for an
    event the format does not carry); an event handled twice adds none. Only the
    catalogue's types go out: the rooms' internal events (those push notifications read) are
    not a contract."""
    if not catalog.is_known(event.type):
        return 0
    candidates = await session.scalars(
        select(WebhookSubscription).where(
            WebhookSubscription.is_active,
            or_(
                WebhookSubscription.partner_id.is_(None),
                WebhookSubscription.partner_id == event.partner_id,
            ),
        )
    )
    wanted = [s for s in candidates if matches(s, event)]
    bodies: dict[str, bytes | None] = {}
    rows = []
    now = clock.now()
    for s in wanted:
        if s.format not in bodies:
            bodies[s.format] = (
                event_body(event)
                if s.format == formats.JSON
                else await formats.render(session, s.format, event)
            )
        body = bodies[s.format]
        if body is None:
            continue  # nothing to say in this subscription's format
        rows.append(
            {
                "id": uuid.uuid4(),
                "subscription_id": s.id,
                "event_id": event.id,
                "event_type": event.type,
                "body": body,
                "content_type": formats.FORMATS[s.format].content_type,
                "status": PENDING,
                "attempts": 0,
                "round_started_at": now,
                "next_attempt_at": now,
                "created_at": now,
            }
        )
    if not rows:
        return 0
    await session.execute(
        insert(WebhookDelivery)
        .values(rows)
        .on_conflict_do_nothing(index_elements=["subscription_id", "event_id"])
    )
    return len(rows)


# --- the worker's claim and the record of each attempt ----------------------------------------

_CLAIM = text(
    """
UPDATE webhook_deliveries AS d
SET leased_until = CAST(:now AS timestamptz) + make_interval(secs => s.timeout_seconds)
        + CAST(:margin AS interval),
    lease_token = :token
FROM webhook_subscriptions AS s
WHERE s.id = d.subscription_id
  AND d.id IN (
    SELECT id FROM webhook_deliveries
    WHERE id IN (
        SELECT id FROM (
            SELECT w.id, row_number() OVER (
                PARTITION BY w.subscription_id ORDER BY w.next_attempt_at, w.created_at
            ) AS place
            FROM webhook_deliveries AS w
            JOIN webhook_subscriptions AS ws ON ws.id = w.subscription_id
            WHERE w.status = 'pending' AND w.next_attempt_at <= CAST(:now AS timestamptz)
              AND (w.leased_until IS NULL OR w.leased_until <= CAST(:now AS timestamptz))
              AND ws.is_active
              AND w.subscription_id <> ALL(CAST(:busy AS uuid[]))
        ) AS ranked
        WHERE place <= :per_subscription
    )
    AND status = 'pending'
    AND (leased_until IS NULL OR leased_until <= CAST(:now AS timestamptz))
    ORDER BY next_attempt_at
    LIMIT :batch
    FOR UPDATE SKIP LOCKED
  )
RETURNING d.id, d.subscription_id, s.url, s.secret, s.timeout_seconds, d.event_id,
          d.event_type, d.body, d.content_type
"""
)


async def claim(
    session: AsyncSession,
    *,
    batch: int,
    per_subscription: int,
    busy: dict[uuid.UUID, int],
) -> tuple[uuid.UUID, list[delivery.Target]]:
    """Lease due deliveries to this worker (the caller commits at once): at most
    ``per_subscription`` of each subscription, fewer by what this worker already has in
    flight for it (``busy``). A row another worker holds, locked or leased, is skipped. The
    lease lasts the subscription's timeout and a margin: an attempt ends before it, and a
    worker that died leaves the row to be claimed again once it has lapsed."""
    token = uuid.uuid4()
    full = [s for s, n in busy.items() if n >= per_subscription]
    rows = (
        await session.execute(
            _CLAIM,
            {
                "now": clock.now(),
                "margin": LEASE_MARGIN,
                "token": token,
                "busy": full,
                "per_subscription": per_subscription,
                "batch": batch,
            },
        )
    ).all()
    targets = []
    taken: dict[uuid.UUID, int] = {}
    for row in rows:
        room = (
            per_subscription - busy.get(row.subscription_id, 0) - taken.get(row.subscription_id, 0)
        )
        if room <= 0:
            continue  # leased for nothing: let it lapse at once
        taken[row.subscription_id] = taken.get(row.subscription_id, 0) + 1
        targets.append(
            delivery.Target(
                row.id,
                row.subscription_id,
                row.url,
                row.secret,
                row.timeout_seconds,
                row.event_id,
                row.event_type,
                bytes(row.body),
                row.content_type,
            )
        )
    kept = {t.delivery_id for t in targets}
    dropped = [row.id for row in rows if row.id not in kept]
    if dropped:
        await session.execute(
            update(WebhookDelivery)
            .where(WebhookDelivery.id.in_(dropped))
            .values(leased_until=None, lease_token=None)
        )
    return token, targets


def _after(delivery_row: WebhookDelivery, max_retries: int, outcome: delivery.Outcome) -> None:
    delivery_row.attempts += 1
    result = outcome.result
    if result == delivery.RETRY and delivery_row.attempts > max_retries:
        result = delivery.DEAD_LETTER
    if result == delivery.RETRY:
        delivery_row.next_attempt_at = delivery_row.round_started_at + retry.attempt_offset(
            delivery_row.attempts + 1
        )
    else:
        delivery_row.status = DELIVERED if result == delivery.DELIVERED else DEAD_LETTER
        delivery_row.next_attempt_at = None
        delivery_row.finished_at = clock.now()
    delivery_row.leased_until = None
    delivery_row.lease_token = None


async def record(
    session: AsyncSession, target: delivery.Target, token: uuid.UUID, outcome: delivery.Outcome
) -> str | None:
    """Write an attempt and move its delivery on (the caller commits at once); None when
    this worker's lease was lost (the subscription deleted, or the lease taken over),
    so that nothing is recorded twice. What the delivery became otherwise."""
    row = await session.scalar(
        select(WebhookDelivery)
        .where(WebhookDelivery.id == target.delivery_id, WebhookDelivery.lease_token == token)
        .with_for_update()
    )
    if row is None:
        return None
    max_retries = await session.scalar(
        select(WebhookSubscription.max_retries).where(WebhookSubscription.id == row.subscription_id)
    )
    _after(row, max_retries or 0, outcome)
    session.add(_attempt_row(row, outcome))
    await session.flush()
    return row.status if row.status != PENDING else delivery.RETRY


def _attempt_row(row: WebhookDelivery, outcome: delivery.Outcome) -> WebhookAttempt:
    result = outcome.result
    if row.status == DEAD_LETTER:
        result = delivery.DEAD_LETTER
    return WebhookAttempt(
        id=outcome.attempt_id,
        delivery_id=row.id,
        number=row.attempts,
        attempted_at=outcome.attempted_at,
        status_code=outcome.status_code,
        duration_ms=outcome.duration_ms,
        error=outcome.error,
        result=result,
    )


# --- ping, resend, the history ----------------------------------------------------------------


# test pings waiting on their receivers at once, per process (docs/decisions/webhooks.md)
PING_LIMIT = 8
_pinging: "weakref.WeakKeyDictionary[asyncio.AbstractEventLoop, int]" = weakref.WeakKeyDictionary()


@asynccontextmanager
async def _ping_slot() -> AsyncIterator[None]:
    """One of this process's ``PING_LIMIT`` slots for a ping, or 429 at once."""
    loop = asyncio.get_running_loop()
    if _pinging.get(loop, 0) >= PING_LIMIT:
        raise errors.TooManyPings(PING_LIMIT, MAX_TIMEOUT_SECONDS)
    _pinging[loop] = _pinging.get(loop, 0) + 1
    try:
        yield
    finally:
        _pinging[loop] -= 1


async def ping(
    sessionmaker: async_sessionmaker[AsyncSession], subscription_id: uuid.UUID, *, live: bool
) -> DeliveryOut:
    """A test delivery now, in the request: one attempt, no retry; kept in the history.
    At most ``PING_LIMIT`` at once per process (429 beyond), and no database connection
    is held while the receiver is waited on: the subscription is read in one transaction,
    the attempt and its delivery written in another once it has ended (404 if the
    subscription was deleted meanwhile)."""
    async with _ping_slot():
        async with sessionmaker() as session:
            subscription = await get(session, subscription_id)
            now = clock.now()
            event_id = uuid.uuid4()
            body = orjson.dumps(
                {
                    "id": str(event_id),
                    "type": PING,
                    "created_at": now.isoformat(),
                    "data": {"subscription_id": str(subscription.id)},
                }
            )
            target = delivery.Target(
                uuid.uuid4(),
                subscription.id,
                subscription.url,
                subscription.secret,
                subscription.timeout_seconds,
                event_id,
                PING,
                body,
            )
        outcome = await delivery.attempt(target, live=live, now=now)
    async with sessionmaker() as session, session.begin():
        await get(session, subscription_id, for_update=True)
        row = WebhookDelivery(
            id=target.delivery_id,
            subscription_id=subscription_id,
            event_id=event_id,
            event_type=PING,
            body=body,
            status=PENDING,
            attempts=0,
            round_started_at=now,
            next_attempt_at=None,
            created_at=now,
        )
        session.add(row)
        _after(row, 0, outcome)
        await session.flush()  # the delivery before its attempt (no relationship orders them)
        attempt = _attempt_row(row, outcome)
        session.add(attempt)
        await session.flush()
        return _delivery_out(row, [attempt])


async def receive_in_sandbox(
    session: AsyncSession, subscription_id: uuid.UUID, headers: Mapping[str, str], body: bytes
) -> ReceivedOut:
    """Verify a delivery as an integrator's receiver would (spec 02 §6.1): the signature
    under the subscription's secret, the timestamp within the replay window. The sandbox's
    own receiver, so a demo subscription has somewhere real to deliver to."""
    subscription = await get(session, subscription_id)
    try:
        timestamp = int(headers.get("x-service-timestamp", ""))
        event_id = uuid.UUID(headers.get("x-service-event-id", ""))
    except ValueError:
        raise errors.SignatureMismatch() from None
    expected = delivery.signature(subscription.secret, timestamp, event_id, body)
    if not hmac.compare_digest(expected, headers.get("x-service-signature", "")):
        raise errors.SignatureMismatch()
    if abs(time.time() - timestamp) > delivery.REPLAY_WINDOW_SECONDS:
        raise errors.DeliveryTooOld()
    return ReceivedOut(
        subscription_id=subscription_id,
        event_id=event_id,
        event_type=headers.get("x-service-event"),
    )


async def resend(
    session: AsyncSession, subscription_id: uuid.UUID, delivery_id: uuid.UUID
) -> DeliveryOut:
    """A dead letter goes back to pending for a new round of the retry schedule, from now;
    its earlier attempts stay in the history."""
    row = await session.scalar(
        select(WebhookDelivery)
        .where(
            WebhookDelivery.id == delivery_id, WebhookDelivery.subscription_id == subscription_id
        )
        .with_for_update()
    )
    if row is None:
        raise errors.DeliveryNotFound()
    if row.status != DEAD_LETTER:
        raise errors.NotDeadLetter(f"The delivery is {row.status}; only a dead letter is re-sent")
    now = clock.now()
    row.status = PENDING
    row.attempts = 0
    row.round_started_at = now
    row.next_attempt_at = now
    row.finished_at = None
    await session.flush()
    return (await _with_attempts(session, [row]))[0]


def _delivery_out(row: WebhookDelivery, attempts: list[WebhookAttempt]) -> DeliveryOut:
    return DeliveryOut(
        id=row.id,
        subscription_id=row.subscription_id,
        event_id=row.event_id,
        event_type=row.event_type,
        status=row.status,
        created_at=row.created_at,
        next_attempt_at=row.next_attempt_at,
        finished_at=row.finished_at,
        attempts=[AttemptOut.model_validate(a) for a in attempts],
    )


async def _with_attempts(session: AsyncSession, rows: list[WebhookDelivery]) -> list[DeliveryOut]:
    attempts: dict[uuid.UUID, list[WebhookAttempt]] = {row.id: [] for row in rows}
    if rows:
        found = await session.scalars(
            select(WebhookAttempt)
            .where(WebhookAttempt.delivery_id.in_(list(attempts)))
            .order_by(WebhookAttempt.attempted_at, WebhookAttempt.number)
        )
        for attempt in found:
            attempts[attempt.delivery_id].append(attempt)
    return [_delivery_out(row, attempts[row.id]) for row in rows]


def encode_cursor(created_at: datetime, row_id: uuid.UUID) -> str:
    raw = json.dumps([created_at.isoformat(), str(row_id)]).encode()
    return base64.urlsafe_b64encode(raw).decode().rstrip("=")


def decode_cursor(cursor: str) -> tuple[datetime, uuid.UUID]:
    try:
        raw = base64.urlsafe_b64decode(cursor + "=" * (-len(cursor) % 4))
        created, row_id = json.loads(raw)
        return datetime.fromisoformat(created), uuid.UUID(row_id)
    except (ValueError, TypeError, UnicodeDecodeError) as exc:
        raise errors.BadCursor() from exc


def _older_than(model: Any, cursor: str | None) -> ColumnElement[bool]:
    if cursor is None:
        return true()
    created, row_id = decode_cursor(cursor)
    if created.tzinfo is None:
        raise errors.BadCursor()
    return or_(model.created_at < created, and_(model.created_at == created, model.id < row_id))


async def deliveries(
    session: AsyncSession,
    subscription_id: uuid.UUID,
    *,
    status: str | None = None,
    event_type: str | None = None,
    created_from: datetime | None = None,
    created_to: datetime | None = None,
    cursor: str | None = None,
    limit: int = 50,
) -> tuple[list[DeliveryOut], str | None]:
    """Newest first, each with every attempt; ``next_cursor`` while older ones remain."""
    await get(session, subscription_id)
    query = select(WebhookDelivery).where(
        WebhookDelivery.subscription_id == subscription_id,
        _older_than(WebhookDelivery, cursor),
    )
    if status is not None:
        query = query.where(WebhookDelivery.status == status)
    if event_type is not None:
        query = query.where(WebhookDelivery.event_type == event_type)
    if created_from is not None:
        query = query.where(WebhookDelivery.created_at >= created_from)
    if created_to is not None:
        query = query.where(WebhookDelivery.created_at < created_to)
    rows = list(
        await session.scalars(
            query.order_by(WebhookDelivery.created_at.desc(), WebhookDelivery.id.desc()).limit(
                limit + 1
            )
        )
    )
    more = len(rows) > limit
    rows = rows[:limit]
    following = encode_cursor(rows[-1].created_at, rows[-1].id) if more else None
    return await _with_attempts(session, rows), following


# --- retention ---------------------------------------------------------------------------------


async def purge(session: AsyncSession, retention_days: int) -> int:
    """Delivered deliveries (their attempts go with them) and processed outbox events older
    than the retention; dead letters and pending deliveries are kept."""
    cutoff = clock.now() - timedelta(days=retention_days)
    gone = await session.execute(
        delete(WebhookDelivery).where(
            WebhookDelivery.status == DELIVERED, WebhookDelivery.finished_at < cutoff
        )
    )
    events = await session.execute(
        delete(OutboxEvent).where(
            OutboxEvent.processed_at.is_not(None), OutboxEvent.processed_at < cutoff
        )
    )
    # a DELETE's result is a CursorResult, which counts its rows
    deleted = cast(CursorResult[Any], gone).rowcount, cast(CursorResult[Any], events).rowcount
    return (deleted[0] or 0) + (deleted[1] or 0)


# --- the events feed ----------------------------------------------------------------------------


def _feed_scope(caller: Caller) -> ColumnElement[bool]:
    """The events of the caller's bookings (``bookings.service.visible_to``: its client's,
    and an agency's partner's) and, for an agency key, its partner's events."""
    own_bookings = OutboxEvent.booking_id.in_(select(Booking.id).where(bookings.visible_to(caller)))
    if caller.client_type == "agency" and caller.partner_id is not None:
        return or_(own_bookings, OutboxEvent.partner_id == caller.partner_id)
    return own_bookings


async def feed(
    session: AsyncSession,
    caller: Caller,
    *,
    types: list[str] | None = None,
    created_from: datetime | None = None,
    created_to: datetime | None = None,
    cursor: str | None = None,
    limit: int = 50,
) -> tuple[list[EventOut], str | None]:
    if not caller.is_secret_key:
        raise errors.FeedNeedsSecretKey()
    query = select(OutboxEvent).where(
        _feed_scope(caller),
        _older_than(OutboxEvent, cursor),
        OutboxEvent.type.in_(catalog.BY_TYPE),
    )
    if types:
        query = query.where(OutboxEvent.type.in_(types))
    if created_from is not None:
        query = query.where(OutboxEvent.created_at >= created_from)
    if created_to is not None:
        query = query.where(OutboxEvent.created_at < created_to)
    rows = list(
        await session.scalars(
            query.order_by(OutboxEvent.created_at.desc(), OutboxEvent.id.desc()).limit(limit + 1)
        )
    )
    more = len(rows) > limit
    rows = rows[:limit]
    items = [
        EventOut(
            id=row.id,
            type=row.type,
            created_at=row.created_at,
            booking_id=row.booking_id,
            partner_id=row.partner_id,
            data=row.payload,
        )
        for row in rows
    ]
    return items, encode_cursor(rows[-1].created_at, rows[-1].id) if more else None


@metrics.reads_database
async def read_backlog(session: AsyncSession) -> None:
    lag, deliveries = await backlog(session)
    metrics.OUTBOX_LAG.set(lag)
    for status, count in deliveries.items():
        metrics.WEBHOOK_DELIVERIES.labels(status).set(count)


async def backlog(session: AsyncSession) -> tuple[float, dict[str, int]]:
    """For ``/metrics``: the age in seconds of the oldest unprocessed outbox event, and the
    deliveries kept by status."""
    oldest = await session.scalar(
        select(func.min(OutboxEvent.created_at)).where(OutboxEvent.processed_at.is_(None))
    )
    lag = max(0.0, (clock.now() - oldest).total_seconds()) if oldest else 0.0
    counts = dict.fromkeys((PENDING, DELIVERED, DEAD_LETTER), 0)
    rows = await session.execute(
        select(WebhookDelivery.status, func.count()).group_by(WebhookDelivery.status)
    )
    counts.update({status: count for status, count in rows.all()})
    return lag, counts
