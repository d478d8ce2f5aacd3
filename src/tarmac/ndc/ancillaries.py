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
import uuid
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from decimal import Decimal
from typing import Literal

from xsdata.models.datatype import XmlDateTime

from tarmac.auth.caller import Caller
from tarmac.bookings import service as bookings
from tarmac.catalog import service as catalog
from tarmac.core import clock
from tarmac.inventory import service as inventory
from tarmac.ndc import airline, itinerary, offer_price
from tarmac.ndc.amounts import amount
from tarmac.ndc.bindings import (
    AlaCarteOfferItemType,
    AlaCarteOfferType,
    AlaCarteServiceType,
    AvailableSeatType,
    BookingInstructionsType,
    CabinCompartmentType,
    DescType,
    EligibilityType,
    IataPayloadStandardAttributesType,
    IataSeatAvailabilityRq,
    IataSeatAvailabilityRs,
    IataServiceListRq,
    IataServiceListRs,
    OfferFlightAssociationsType,
    PaxSegmentRefListType,
    PaxType,
    PriceType,
    SeatAvailResponseType,
    SeatColumnType,
    SeatMapType,
    SeatRowType,
    ServiceDefinitionListType,
    ServiceDefinitionType,
    ServiceListResponseType,
    SpecialServiceType,
)
from tarmac.ndc.context import Context
from tarmac.ndc.errors import (
    NdcNotSupported,
    NdcOfferUnknown,
    NdcRequestUnusable,
)
from tarmac.ndc.order_view import owned
from tarmac.ndc.route import correlation_of, payload_attributes
from tarmac.ndc.signed import Signer
from tarmac.pricing import service as pricing

SIGNER = Signer(b"ndc-ancillary-id", "tarmac:ndc-ancillary")
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
    return SIGNER.sign(PREFIX, claims, expires_at, secret)


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
    return SIGNER.read(PREFIX, signed, caller, secret, tag=tag)


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


# --- what services and seats are offered for -------------------------------------------------


@dataclass(frozen=True)
class Basis:
    """What ServiceList or SeatAvailability offers for: an offer priced as a quote (an
    AirShopping offer priced now as OfferPrice prices it, or a quote already priced), or one
    of the agency's orders. ``legs`` in trip order; ``pax`` as (``PaxID``, passenger type);
    ``currency`` the price's; items expire at ``expires_at``."""

    legs: list[offer_price.Leg]
    pax: list[tuple[str, str]]
    currency: str
    offer_ref: str | None
    order_id: uuid.UUID | None
    expires_at: datetime


LIVE_ORDERS = ("pending", "confirmed")


async def for_offer(
    offer_id: str, context: Context, tag: str, given_pax: Sequence[tuple[str, str | None]] = ()
) -> Basis:
    """An offer (AirShopping ``OfferID`` or a priced offer's quote id) priced for the caller,
    its passengers named by ``given_pax`` (the request's ``Pax``, PaxID and PTC) when sent:
    404 ``ndc_offer_unknown``, 410 ``ndc_offer_expired`` as OfferPrice answers them."""
    pax_tag = tag.split("/Request/")[0] + "/Request/Pax"
    priced = await offer_price.priced_offer(offer_id, context, tag, given_pax, pax_tag)
    return Basis(
        legs=priced.legs,
        pax=priced.pax,
        currency=priced.currency,
        offer_ref=reference(offer_id),
        order_id=None,
        expires_at=expiry(clock.now(), priced.expires_at),
    )


async def for_order(order_id: str, context: Context, tag: str) -> Basis:
    """One of the caller's orders (``OrderID``: the booking's UUID) while it is pending or
    confirmed: 404 ``ndc_order_not_found`` when unknown or another agency's (never saying
    which); 422 ``ndc_request_unusable`` when it is cancelled, expired or flown."""
    booking = await owned(context, order_id, tag=tag)
    if booking.status not in LIVE_ORDERS:
        raise NdcRequestUnusable(
            f"The order is {booking.status}: services and seats are offered for pending or "
            "confirmed orders",
            tag=tag,
        )
    trip = await bookings.checkin_trip(context.session, booking.id)
    return Basis(
        legs=[
            offer_price.Leg(
                name=segment.direction,
                flight_id=segment.flight_id,
                cabin=segment.cabin,
                booking_class=segment.booking_class,
                fare_family_code=segment.fare_family_code,
                fare_rule_id=segment.fare_rule_id,
            )
            for segment in trip.segments
        ],
        pax=[
            (f"PAX{n}", passenger.passenger_type)
            for n, passenger in enumerate(trip.passengers, start=1)
        ],
        currency=booking.currency,
        offer_ref=None,
        order_id=booking.id,
        expires_at=expiry(clock.now()),
    )


def _one(ids: list[str], what: str, tag: str) -> str:
    if len(ids) != 1:
        raise NdcNotSupported(f"Send one {what}: services and seats are offered for one", tag=tag)
    return ids[0]


async def _basis(
    offer_ids: list[str] | None,
    order_id: str | None,
    segments: bool,
    pax: Sequence[PaxType],
    context: Context,
    root: str,
) -> Basis:
    if offer_ids is not None:
        tag = f"{root}/OfferRequest/Offer/OfferID"
        given = [(p.pax_id, p.ptc) for p in pax]
        return await for_offer(_one(offer_ids, "Offer", tag), context, tag, given)
    if order_id is not None:
        return await for_order(order_id, context, f"{root}/OrderRequest/Order/OrderID")
    raise NdcNotSupported(
        "PaxSegmentRequest: services and seats are offered for an offer (OfferRequest) or "
        "an order (OrderRequest)"
        if segments
        else "Send an OfferRequest or an OrderRequest",
        tag=f"{root}/PaxSegmentRequest" if segments else root,
    )


def _flight_refs(flight: itinerary.Flight) -> OfferFlightAssociationsType:
    return OfferFlightAssociationsType(
        pax_segment_references=PaxSegmentRefListType(pax_segment_ref_id=[flight.segment_id])
    )


def _ala_carte_offer(basis: Basis, context: Context, owner: str) -> AlaCarteOfferType:
    offer = AncillaryOffer(context.key_id, basis.offer_ref, basis.order_id, basis.expires_at)
    return AlaCarteOfferType(
        offer_expiration_time_limit_date_time=XmlDateTime.from_datetime(basis.expires_at),
        offer_id=sign_offer(offer, context.secret),
        owner_code=owner,
    )


def _unit_price(price: Decimal, currency: str) -> PriceType:
    return PriceType(total_amount=amount(price, currency))


def _payload(correlation: str | None) -> IataPayloadStandardAttributesType:
    return payload_attributes(correlation)


async def _flights(basis: Basis, context: Context) -> list[itinerary.Flight]:
    return await itinerary.flights(
        context.reads,
        context.session,
        [(leg.flight_id, leg.cabin, leg.booking_class) for leg in basis.legs],
    )


# --- ServiceList -----------------------------------------------------------------------------

SERVICE_ROOT = "/IATA_ServiceListRQ/Request/ServiceListCoreRequest"


def service_definition_id(code: str) -> str:
    return f"SD-{code}"


async def service_list(request: IataServiceListRq, context: Context) -> IataServiceListRs:
    """The SSRs the offer's or order's fare family may add, as ``GET
    /api/v1/fares/ssr-availability/by-flight`` shows them for its first flight (available or
    included; an SSR is sold once per booking on its first flight, as the quote and the
    booking sell it), priced in the offer's or order's currency: one ``OfferItem`` each,
    whose ``OfferItemID`` is a signed item (``sign_item``, any passenger), and a
    ``ServiceDefinition`` each."""
    core = request.request.service_list_core_request
    basis = await _basis(
        [offer.offer_id for offer in core.offer_request.offer] if core.offer_request else None,
        core.order_request.order.order_id if core.order_request else None,
        core.pax_segment_request is not None,
        request.request.pax,
        context,
        SERVICE_ROOT,
    )
    flights = await _flights(basis, context)
    owner = await airline.owner_code(context.reads, context.session)
    first, leg = flights[0], basis.legs[0]
    now = clock.now()
    found = await pricing.ssr_offers(
        context.session, first.id, leg.fare_family_code, basis.currency, now
    )
    offer = _ala_carte_offer(basis, context, owner)
    every = [pax for pax, _ in basis.pax]
    for ssr in found:
        item = AncillaryItem(
            kind="service",
            code=ssr.code,
            flight_id=first.id,
            pax_id=None,
            price=ssr.price,
            currency=basis.currency,
            key_id=context.key_id,
            offer_ref=basis.offer_ref,
            order_id=basis.order_id,
            expires_at=basis.expires_at,
        )
        offer.offer_item.append(
            AlaCarteOfferItemType(
                eligibility=EligibilityType(
                    offer_flight_associations=_flight_refs(first), pax_ref_id=every
                ),
                offer_item_id=sign_item(item, context.secret),
                offer_item_type_code="SSR",
                owner_code=owner,
                service=AlaCarteServiceType(
                    service_definition_ref_id=service_definition_id(ssr.code),
                    service_id=f"SRV-{ssr.code}",
                ),
                unit_price=_unit_price(ssr.price, basis.currency),
            )
        )
    definitions = [
        ServiceDefinitionType(
            booking_instructions=BookingInstructionsType(
                special_service=[SpecialServiceType(special_service_code=ssr.code)]
            ),
            desc=[
                DescType(desc_text=ssr.category),
                DescType(
                    desc_text=(ssr.included_reason or "Included in the fare")
                    if ssr.included
                    else "Once per order, on its first flight"
                ),
            ],
            name=ssr.name,
            owner_code=owner,
            service_code=ssr.code,
            service_definition_id=service_definition_id(ssr.code),
        )
        for ssr in found
    ]
    correlation = correlation_of(request.payload_attributes)
    return IataServiceListRs(
        payload_attributes=_payload(correlation),
        response=ServiceListResponseType(
            ala_carte_offer=offer if offer.offer_item else None,
            data_lists=itinerary.data_lists(
                flights,
                basis.pax,
                service_definition_list=ServiceDefinitionListType(service_definition=definitions)
                if definitions
                else None,
            ),
        ),
    )


# --- SeatAvailability ------------------------------------------------------------------------

SEAT_ROOT = "/IATA_SeatAvailabilityRQ/Request/SeatAvailibilityCoreRequest"
FREE, OCCUPIED = "F", "O"
EXIT_ROW = "E"


def seat_definition_id(zone: str) -> str:
    return f"SD-SEAT-{zone}"


async def seat_availability(
    request: IataSeatAvailabilityRq, context: Context
) -> IataSeatAvailabilityRs:
    """The seat map of each flight of the offer or order, in its cabin: every seat free
    (``F``) or occupied, held or blocked (``O``) now, as the JSON API's seat map says
    (``inventory.occupied_seats``, the aircraft's layout); each free seat the fare lets the
    passenger choose an ``OfferItem`` (a signed item naming the seat, any passenger) priced
    at its zone's fee under the flight's fare rule in the offer's or order's currency
    (``pricing.seat_zone_fees``; 0 when the fare includes it); the zones as service
    definitions."""
    core = request.request.seat_availibility_core_request
    basis = await _basis(
        [offer.offer_id for offer in core.offer_request.offer] if core.offer_request else None,
        core.order_request.order.order_id if core.order_request else None,
        core.pax_segment_request is not None,
        request.request.pax,
        context,
        SEAT_ROOT,
    )
    flights = await _flights(basis, context)
    owner = await airline.owner_code(context.reads, context.session)
    now = clock.now()
    offer = _ala_carte_offer(basis, context, owner)
    seated = [pax for pax, kind in basis.pax if pricing.occupies_seat(kind)]
    layouts = await catalog.aircraft_layouts(
        context.session, list({flight.flight.aircraft_id for flight in flights})
    )
    maps: list[SeatMapType] = []
    zones_seen: dict[str, str] = {}
    for flight, leg in zip(flights, basis.legs, strict=True):
        layout = catalog.SeatLayout.model_validate(layouts[flight.flight.aircraft_id])
        fees = await pricing.seat_zone_fees(
            context.session, leg.fare_rule_id, basis.currency, clock.today_at(now)
        )
        occupied = await inventory.occupied_seats(context.session, flight.id, now)
        seats = [s for s in layout.seats(include_blocked=True) if s.cabin == leg.cabin]
        rows: dict[int, SeatRowType] = {}
        for seat in seats:
            taken = seat.blocked or seat.number in occupied
            refs = []
            zone = fees.get(seat.zone)
            if not taken and zone is not None:
                zones_seen[seat.zone] = zone.zone.zone_name
                item = AncillaryItem(
                    kind="seat",
                    code=seat.number,
                    flight_id=flight.id,
                    pax_id=None,
                    price=zone.fee,
                    currency=basis.currency,
                    key_id=context.key_id,
                    offer_ref=basis.offer_ref,
                    order_id=basis.order_id,
                    expires_at=basis.expires_at,
                    zone=seat.zone,
                )
                item_id = sign_item(item, context.secret)
                refs.append(item_id)
                offer.offer_item.append(
                    AlaCarteOfferItemType(
                        eligibility=EligibilityType(
                            offer_flight_associations=_flight_refs(flight), pax_ref_id=seated
                        ),
                        offer_item_id=item_id,
                        offer_item_type_code="SEAT",
                        owner_code=owner,
                        service=AlaCarteServiceType(
                            service_definition_ref_id=seat_definition_id(seat.zone),
                            service_id=f"SEAT-{flight.segment_id}-{seat.number}",
                        ),
                        unit_price=_unit_price(zone.fee, basis.currency),
                    )
                )
            rows.setdefault(seat.row, SeatRowType(row_number=seat.row)).seat.append(
                AvailableSeatType(
                    column_id=seat.column,
                    occupation_status_code=OCCUPIED if taken else FREE,
                    offer_item_ref_id=refs,
                    row_number=seat.row,
                    seat_characteristic_code=[EXIT_ROW] if seat.zone == "XL" else [],
                )
            )
        columns = sorted({seat.column for seat in seats}, key=layout.columns.index)
        maps.append(
            SeatMapType(
                cabin_compartment=[
                    CabinCompartmentType(
                        cabin_type=itinerary.cabin_type(leg.cabin),
                        first_row_number=min(rows) if rows else None,
                        last_row_number=max(rows) if rows else None,
                        seat_column=[SeatColumnType(column_id=c) for c in columns],
                        seat_row=list(rows.values()),
                    )
                ],
                pax_segment_ref_id=flight.segment_id,
            )
        )
    definitions = [
        ServiceDefinitionType(
            name=name,
            owner_code=owner,
            service_code=zone,
            service_definition_id=seat_definition_id(zone),
        )
        for zone, name in sorted(zones_seen.items())
    ]
    correlation = correlation_of(request.payload_attributes)
    return IataSeatAvailabilityRs(
        payload_attributes=_payload(correlation),
        response=SeatAvailResponseType(
            ala_carte_offer=offer if offer.offer_item else None,
            data_lists=itinerary.data_lists(
                flights,
                basis.pax,
                service_definition_list=ServiceDefinitionListType(service_definition=definitions)
                if definitions
                else None,
            ),
            seat_map=maps,
        ),
    )
