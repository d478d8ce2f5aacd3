"""ServiceList and SeatAvailability, for an offer or a sold order, and the a-la-carte offer
ids of the services and seats they offer.

An a-la-carte offer item (a service or a seat offered by ServiceList or SeatAvailability) is
kept in no table: its ``OfferItemID`` is signed like an AirShopping ``OfferID``
(``ndc.offers``): a JWT (HS256) whose key is derived from the token secret for this use alone,
prefixed ``AL-``. It names what is offered (a service by its SSR code, or a seat by its
number), the flight, the passenger (``PaxID``) or none (any passenger of the offer or order),
the price and currency as offered, the agency key it was given to, what it is for (before the
sale an AirShopping ``OfferID`` or a priced offer's quote id; after it an order, the booking's
UUID) and when it expires. The ``ALaCarteOffer`` holding the items has an ``OfferID`` signed
the same way (kind ``offer``, no item). ``OrderCreate`` (services and seats chosen before the
sale) and ``OrderChange`` (after it) read them back with ``read_item`` / ``read_offer``;
``is_ancillary`` tells their ids from the other offers' ids."""

import base64
import hashlib
import hmac
import uuid
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from decimal import Decimal
from typing import Literal

import jwt

from tarmac.auth.caller import Caller
from tarmac.ndc.bindings import (
    IataSeatAvailabilityRq,
    IataSeatAvailabilityRs,
    IataServiceListRq,
    IataServiceListRs,
)
from tarmac.ndc.context import Context
from tarmac.ndc.errors import NdcNotSupported, NdcOfferExpired, NdcOfferUnknown

AUDIENCE = "tarmac:ndc-ancillary"
PREFIX = "AL-"
# an item offered for a sold order may be taken for this long (one offered for an offer
# expires with that offer, at the latest after as long)
LIFETIME = timedelta(minutes=30)
# an AirShopping OfferID is long: an item made for one names it by this digest
SHOPPED_DIGEST = "OF#"

Kind = Literal["service", "seat"]


@dataclass(frozen=True)
class AncillaryItem:
    """One service or seat offered a la carte (an ``OfferItemID``), as it was offered.

    - ``kind``: ``service`` (``code`` is its SSR code, e.g. ``WCHR``, ``XBAG``) or ``seat``
      (``code`` is the seat number, e.g. ``12A``);
    - ``flight_id``: the flight it is for (a round trip's items name one flight each);
    - ``pax_id``: the ``PaxID`` it was offered to (``PAX1``...), or None: any passenger the
      request names (``SelectedOfferItem/PaxRefID``);
    - ``price``, ``currency``: per passenger (and, for a service, per flight) as offered, the
      fare's inclusion applied (0 when the fare includes it);
    - ``key_id``: the agency key it was given to (``read_item`` refuses any other);
    - ``offer_ref``: before the sale what it was offered for: a priced offer's quote id (a UUID
      as text), or for an AirShopping offer ``SHOPPED_DIGEST`` + a digest of its ``OfferID``
      (``is_for`` compares); None after the sale;
    - ``order_id``: after the sale, the order (booking UUID) it was offered for; else None;
    - ``zone``: a seat's zone code (None for a service);
    - ``expires_at``: when it may no longer be taken (410 ``ndc_offer_expired`` after)."""

    kind: Kind
    code: str
    flight_id: uuid.UUID
    pax_id: str | None
    price: Decimal
    currency: str
    key_id: uuid.UUID
    offer_ref: str | None
    order_id: uuid.UUID | None
    expires_at: datetime
    zone: str | None = None

    def is_for(self, offer_or_order_id: str | uuid.UUID) -> bool:
        """Whether the item was offered for this offer (an AirShopping ``OfferID`` or a quote
        id) or this order (the booking's UUID)."""
        if isinstance(offer_or_order_id, uuid.UUID):
            return offer_or_order_id in (self.order_id, _uuid_or_none(self.offer_ref))
        if self.order_id is not None and offer_or_order_id == str(self.order_id):
            return True
        return self.offer_ref is not None and self.offer_ref == reference(offer_or_order_id)


@dataclass(frozen=True)
class AncillaryOffer:
    """The ``ALaCarteOffer`` of a ServiceList or SeatAvailability answer (its ``OfferID``):
    whom it was given to, for what (as ``AncillaryItem``), until when."""

    key_id: uuid.UUID
    offer_ref: str | None
    order_id: uuid.UUID | None
    expires_at: datetime


def _uuid_or_none(value: str | None) -> uuid.UUID | None:
    try:
        return uuid.UUID(value) if value else None
    except ValueError:
        return None


def reference(offer_id: str) -> str:
    """How an item names the offer it was made for: a quote id as it is, an AirShopping
    ``OfferID`` (a long JWT) by a digest of it."""
    if offer_id.startswith("OF-"):
        digest = hashlib.sha256(offer_id.encode()).digest()[:16]
        return SHOPPED_DIGEST + base64.urlsafe_b64encode(digest).decode().rstrip("=")
    return offer_id


def _key(secret: str) -> bytes:
    return hmac.new(secret.encode(), b"ndc-ancillary-id", hashlib.sha256).digest()


def expiry(now: datetime, offer_expires_at: datetime | None = None) -> datetime:
    """When an item offered ``now`` expires: with the offer it is for, at the latest after
    ``LIFETIME``."""
    limit = now + LIFETIME
    if offer_expires_at is not None and offer_expires_at < limit:
        limit = offer_expires_at
    return limit.replace(microsecond=0)


def is_ancillary(offer_id: str) -> bool:
    """Whether an ``OfferID`` / ``OfferRefID`` (or an ``OfferItemID``) is one of
    ServiceList's or SeatAvailability's (an a-la-carte service or seat), not an AirShopping
    offer, a priced offer (quote id) or an OrderReshop offer. Only the form is checked:
    ``read_item`` / ``read_offer`` check the signature."""
    return offer_id.startswith(PREFIX)


def _encode(claims: dict[str, object], expires_at: datetime, secret: str) -> str:
    claims = {"aud": AUDIENCE, "exp": int(expires_at.timestamp()), **claims}
    return PREFIX + jwt.encode(claims, _key(secret), algorithm="HS256")


def sign_item(item: AncillaryItem, secret: str) -> str:
    """The ``OfferItemID`` of ``item`` (``AL-`` + a JWT signed with a key derived from
    ``secret``, the context's ``secret``)."""
    return _encode(
        {
            "t": item.kind,
            "c": item.code,
            "f": str(item.flight_id),
            "px": item.pax_id,
            "pr": str(item.price),
            "cur": item.currency,
            "k": str(item.key_id),
            "of": item.offer_ref,
            "o": str(item.order_id) if item.order_id else None,
            "z": item.zone,
        },
        item.expires_at,
        secret,
    )


def sign_offer(offer: AncillaryOffer, secret: str) -> str:
    """The ``OfferID`` of the ``ALaCarteOffer`` holding items (kind ``offer``)."""
    return _encode(
        {
            "t": "offer",
            "k": str(offer.key_id),
            "of": offer.offer_ref,
            "o": str(offer.order_id) if offer.order_id else None,
        },
        offer.expires_at,
        secret,
    )


def _claims(signed: str, caller: Caller, secret: str, tag: str | None) -> dict[str, object]:
    if not is_ancillary(signed):
        raise NdcOfferUnknown(tag=tag)
    try:
        claims: dict[str, object] = jwt.decode(
            signed[len(PREFIX) :], _key(secret), algorithms=["HS256"], audience=AUDIENCE
        )
    except jwt.ExpiredSignatureError as error:
        raise NdcOfferExpired(tag=tag) from error
    except jwt.PyJWTError as error:
        raise NdcOfferUnknown(tag=tag) from error
    if claims.get("k") != str(caller.key_id):
        raise NdcOfferUnknown(tag=tag)
    return claims


def _text(value: object) -> str | None:
    return str(value) if value is not None else None


def read_item(
    offer_item_id_or_offer_id: str, caller: Caller, secret: str, tag: str | None = None
) -> AncillaryItem:
    """The service or seat an a-la-carte ``OfferItemID`` names (``SelectedOfferItem/
    OfferItemRefID`` of OrderCreate or OrderChange), given to ``caller``'s key; ``secret`` is
    the context's ``secret``. 404 ``ndc_offer_unknown`` when it is not one of ours, was
    tampered with, was given to another agency, or is the ``ALaCarteOffer``'s own
    ``OfferID`` (``read_offer`` reads that); 410 ``ndc_offer_expired`` after its expiry.
    ``tag`` is put on the error (where in the request the id is).

    The caller still checks that the item fits what it is added to: ``item.is_for(...)``
    (the quote or order it was offered for; an item offered for an AirShopping offer fits
    any quote of that flight), ``item.flight_id`` among the order's flights, ``item.pax_id``
    (None: any passenger) among its passengers; the price is the one to charge."""
    claims = _claims(offer_item_id_or_offer_id, caller, secret, tag)
    kind = claims.get("t")
    if kind not in ("service", "seat"):
        raise NdcOfferUnknown(
            "This is an ALaCarteOffer's OfferID: name its items' OfferItemIDs", tag=tag
        )
    order = _text(claims.get("o"))
    return AncillaryItem(
        kind="service" if kind == "service" else "seat",
        code=str(claims["c"]),
        flight_id=uuid.UUID(str(claims["f"])),
        pax_id=_text(claims.get("px")),
        price=Decimal(str(claims["pr"])),
        currency=str(claims["cur"]),
        key_id=uuid.UUID(str(claims["k"])),
        offer_ref=_text(claims.get("of")),
        order_id=uuid.UUID(order) if order else None,
        expires_at=datetime.fromtimestamp(int(str(claims["exp"])), UTC),
        zone=_text(claims.get("z")),
    )


def read_offer(
    offer_id: str, caller: Caller, secret: str, tag: str | None = None
) -> AncillaryOffer:
    """The ``ALaCarteOffer`` an ``OfferID`` (``SelectedOffer/OfferRefID``) names, given to
    ``caller``'s key: 404 ``ndc_offer_unknown`` / 410 ``ndc_offer_expired`` as ``read_item``.
    An item's id is accepted too (its offer's figures are read from it)."""
    claims = _claims(offer_id, caller, secret, tag)
    order = _text(claims.get("o"))
    return AncillaryOffer(
        key_id=uuid.UUID(str(claims["k"])),
        offer_ref=_text(claims.get("of")),
        order_id=uuid.UUID(order) if order else None,
        expires_at=datetime.fromtimestamp(int(str(claims["exp"])), UTC),
    )


async def service_list(request: IataServiceListRq, context: Context) -> IataServiceListRs:
    raise NdcNotSupported("ServiceList is not served yet")


async def seat_availability(
    request: IataSeatAvailabilityRq, context: Context
) -> IataSeatAvailabilityRs:
    raise NdcNotSupported("SeatAvailability is not served yet")
