"""Webhook subscriptions (spec 01 §4.11, prefix ``/api/v1/notifications/outgoing-webhooks``)
and the events feed (``/api/v1/events``).

Subscriptions are the airline's: a staff bearer token holding ``webhooks:manage`` (or
``admin``). The feed takes a secret key and shows the events of that client's bookings."""

import uuid
from datetime import datetime
from typing import Annotated

from fastapi import APIRouter, Depends, Query, Request, Response

from tarmac.auth.caller import Caller, SecretKey, require_staff
from tarmac.auth.errors import API_KEY_ERRORS, STAFF_ERRORS, StaffScopeMissing
from tarmac.config import Settings
from tarmac.core.errors import NoSuchRoute, RateLimited, error_responses
from tarmac.db.session import DbSession
from tarmac.events import catalog
from tarmac.webhooks import errors, service
from tarmac.webhooks.schemas import (
    DeliveryOut,
    DeliveryPage,
    DeliveryStatus,
    EventPage,
    EventTypeOut,
    ReceivedOut,
    SecretOut,
    SubscriptionCreate,
    SubscriptionOut,
    SubscriptionPatch,
    SubscriptionWithSecret,
)

router = APIRouter(prefix="/notifications/outgoing-webhooks", tags=["webhooks"])
feed_router = APIRouter(tags=["events"])

SCOPES = ("webhooks:manage", "admin")


async def _webhook_staff(caller: Annotated[Caller, Depends(require_staff())]) -> Caller:
    if not set(SCOPES) & caller.scopes:
        raise StaffScopeMissing("The staff token lacks the scope(s): " + " or ".join(SCOPES))
    return caller


Staff = Annotated[Caller, Depends(_webhook_staff)]
AUTH = STAFF_ERRORS
ONE = (*AUTH, errors.SubscriptionNotFound)


def _live(request: Request) -> bool:
    settings: Settings = request.app.state.settings
    return settings.mode == "live"


@router.get("/event-types", response_model=list[EventTypeOut], responses=error_responses(*AUTH))
async def list_event_types(_: Staff) -> list[EventTypeOut]:
    """Every event type a subscription may name (spec 02 §6.1), with what it means and the
    fields of its payload. A subscription may also name ``*`` (every type) or a family
    (``booking.*``)."""
    return [
        EventTypeOut(type=e.type, description=e.description, payload_fields=list(e.payload_fields))
        for e in catalog.EVENT_TYPES
    ]


@router.post(
    "/",
    status_code=201,
    response_model=SubscriptionWithSecret,
    responses=error_responses(
        *AUTH,
        errors.UrlNotAllowed,
        errors.UnknownEventType,
        errors.UnknownPartner,
        errors.NdcSubscriptionNeedsPartner,
    ),
)
async def create_subscription(
    body: SubscriptionCreate, request: Request, session: DbSession, _: Staff
) -> SubscriptionWithSecret:
    """Subscribe a URL to event types. The answer carries the 48-character ``secret`` that
    signs every delivery (``X-Service-Signature``); it is shown only here and on rotation.
    The URL is http or https; in live mode https only and to a public address. ``format``
    ``ndc`` (an agency's subscription, with ``partner_id``) delivers the airline's changes of
    its bookings as IATA NDC ``OrderChangeNotifRQ`` instead of JSON."""
    created = await service.create(session, body.model_dump(), live=_live(request))
    return SubscriptionWithSecret.model_validate(created, from_attributes=True)


@router.get("/", response_model=list[SubscriptionOut], responses=error_responses(*AUTH))
async def list_subscriptions(session: DbSession, _: Staff) -> list[SubscriptionOut]:
    """Every subscription, oldest first, without secrets."""
    return [SubscriptionOut.model_validate(s) for s in await service.list_all(session)]


@router.get("/{subscription_id}", response_model=SubscriptionOut, responses=error_responses(*ONE))
async def get_subscription(
    subscription_id: uuid.UUID, session: DbSession, _: Staff
) -> SubscriptionOut:
    """One subscription, without its secret."""
    return SubscriptionOut.model_validate(await service.get(session, subscription_id))


@router.patch(
    "/{subscription_id}",
    response_model=SubscriptionOut,
    responses=error_responses(
        *ONE, errors.UrlNotAllowed, errors.UnknownEventType, errors.NdcSubscriptionNeedsPartner
    ),
)
async def update_subscription(
    subscription_id: uuid.UUID,
    body: SubscriptionPatch,
    request: Request,
    session: DbSession,
    _: Staff,
) -> SubscriptionOut:
    """Change any of ``url``, ``events``, ``is_active``, ``name``, ``max_retries``,
    ``timeout_seconds``, ``format`` (deliveries made before keep theirs); the answer is the
    subscription. A field sent as null is left as it is. An inactive subscription gets no
    new deliveries and its pending ones wait."""
    changes = body.model_dump(exclude_unset=True, exclude_none=True)
    updated = await service.patch(session, subscription_id, changes, live=_live(request))
    return SubscriptionOut.model_validate(updated)


@router.delete("/{subscription_id}", status_code=204, responses=error_responses(*ONE))
async def delete_subscription(subscription_id: uuid.UUID, session: DbSession, _: Staff) -> Response:
    """Delete the subscription and its delivery history; nothing more is sent to it."""
    await service.remove(session, subscription_id)
    return Response(status_code=204)


@router.post(
    "/{subscription_id}/rotate-secret", response_model=SecretOut, responses=error_responses(*ONE)
)
async def rotate_secret(subscription_id: uuid.UUID, session: DbSession, _: Staff) -> SecretOut:
    """A new secret, shown once; the old one signs nothing from now on (retries of earlier
    events included)."""
    secret = await service.rotate_secret(session, subscription_id)
    return SecretOut(id=subscription_id, secret=secret)


@router.post(
    "/{subscription_id}/sandbox-receiver",
    response_model=ReceivedOut,
    responses=error_responses(
        errors.SubscriptionNotFound, errors.SignatureMismatch, errors.DeliveryTooOld, RateLimited
    ),
)
async def sandbox_receiver(
    subscription_id: uuid.UUID, request: Request, session: DbSession
) -> ReceivedOut:
    """Sandbox only (404 in live mode): a receiver to point a subscription at while there is
    none of your own. It answers 200 to a delivery of this subscription whose signature
    verifies and whose timestamp is within 300 seconds, 401 otherwise (a dead letter); it
    keeps nothing. The demo world's subscription delivers here. No key: the webhook's
    signature is the credential."""
    if _live(request):
        raise NoSuchRoute(request.method, request.url.path)
    return await service.receive_in_sandbox(
        session, subscription_id, request.headers, await request.body()
    )


@router.post(
    "/{subscription_id}/ping",
    response_model=DeliveryOut,
    responses=error_responses(*ONE, errors.TooManyPings),
)
async def ping_subscription(subscription_id: uuid.UUID, request: Request, _: Staff) -> DeliveryOut:
    """Send a signed test event (``webhook.ping``) now and answer with its one attempt:
    status code, duration, error. It is not retried; it stays in the delivery history.
    A server sends at most 8 pings at once: beyond, 429 ``too_many_pings``."""
    return await service.ping(request.app.state.sessionmaker, subscription_id, live=_live(request))


@router.get(
    "/{subscription_id}/deliveries",
    response_model=DeliveryPage,
    responses=error_responses(*ONE, errors.BadCursor),
)
async def list_deliveries(
    subscription_id: uuid.UUID,
    session: DbSession,
    _: Staff,
    status: Annotated[DeliveryStatus | None, Query()] = None,
    event_type: Annotated[str | None, Query(max_length=64)] = None,
    created_from: Annotated[datetime | None, Query(description="Inclusive")] = None,
    created_to: Annotated[datetime | None, Query(description="Exclusive")] = None,
    cursor: Annotated[str | None, Query(max_length=200)] = None,
    limit: Annotated[int, Query(ge=1, le=200)] = 50,
) -> DeliveryPage:
    """The deliveries of the subscription, newest first: one per event, with its status
    (``pending``: retry pending, ``delivered``, ``dead_letter``), the next attempt's time
    and every attempt made (time, status code, duration, error, what it decided)."""
    items, following = await service.deliveries(
        session,
        subscription_id,
        status=status,
        event_type=event_type,
        created_from=created_from,
        created_to=created_to,
        cursor=cursor,
        limit=limit,
    )
    return DeliveryPage(items=items, next_cursor=following)


@router.post(
    "/{subscription_id}/deliveries/{delivery_id}/resend",
    response_model=DeliveryOut,
    responses=error_responses(*ONE, errors.DeliveryNotFound, errors.NotDeadLetter),
)
async def resend_delivery(
    subscription_id: uuid.UUID, delivery_id: uuid.UUID, session: DbSession, _: Staff
) -> DeliveryOut:
    """Re-send a dead letter (back office): it is pending again and the worker makes a new
    round of the retry schedule from now, with the same event id and body."""
    return await service.resend(session, subscription_id, delivery_id)


@feed_router.get(
    "/events",
    response_model=EventPage,
    responses=error_responses(
        *API_KEY_ERRORS, errors.FeedNeedsSecretKey, RateLimited, errors.BadCursor
    ),
)
async def list_events(
    session: DbSession,
    caller: SecretKey,
    type: Annotated[list[str] | None, Query(max_length=20)] = None,
    created_from: Annotated[datetime | None, Query(description="Inclusive")] = None,
    created_to: Annotated[datetime | None, Query(description="Exclusive")] = None,
    cursor: Annotated[str | None, Query(max_length=200)] = None,
    limit: Annotated[int, Query(ge=1, le=200)] = 50,
) -> EventPage:
    """The events of your bookings (your client's, and an agency's partner's) and of your
    agency's partner, newest first, so a receiver that was down catches up. Filter by
    ``type`` (repeatable) and creation time; ``next_cursor`` pages to older events. Secret
    keys only."""
    items, following = await service.feed(
        session,
        caller,
        types=type,
        created_from=created_from,
        created_to=created_to,
        cursor=cursor,
        limit=limit,
    )
    return EventPage(items=items, next_cursor=following)
