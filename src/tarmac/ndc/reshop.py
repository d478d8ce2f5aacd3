"""OrderReshop and OrderChange accepting its offers: an order moved to another date (the
exchange), or cancelled with the refund its fare allows. Every amount is the JSON API's.

- Another date or flight (``UpdateOrder/ReshopOrder/ReshopOrderChoice/ServiceOrder``): what
  an agency tool sends to move a journey, ``AddOfferItems/FlightRequest`` with either one
  ``OriginDestCriteria`` (the order's route; ``OriginDepCriteria/Date``, optionally
  ``CalendarDateCriteria`` up to ``MAX_DAYS_AROUND`` days either side) or one
  ``SpecificOriginDestCriteria`` naming a ``PaxJourney`` of the request's ``PaxJourneyList``
  whose segment is a ``DatedMarketingSegment`` (carrier, number, local departure) of its
  ``DatedMarketingSegmentList``; and ``DeleteOrderItem`` naming the order item it replaces,
  ``FARE1`` (``order_view``'s outbound fare). Tarmac's exchange moves the order's outbound
  flight (a round trip keeps its return). One offer per flight of the route those days (or
  the flight named) with places for the order's passengers, each priced by the exchange's
  preview (``exchanges.service.lock_price``: the fare difference, the change fee, what is
  charged or refunded) and held by its price lock until the offer expires (900 seconds).
- The cancellation (``UpdateOrder/CancelOrderRef``): the refund the fare allows now, as
  the JSON API's cancel of a paid booking refunds it (``payments.fare_refunds``), one
  offer held ``CANCEL_LIFETIME``.
- Offer ids are signed (a JWT with a key derived from the token secret for this use):
  ``RX-`` an exchange (the order, the new flight, its price lock, the amounts shown), ``RC-``
  a cancellation (the order, the refund shown); both name the agency key they were given to
  and their expiry, read on the test clock like the locks.
- ``OrderChangeRQ`` accepting an ``RX-`` offer (``AcceptRepricedOrder`` or
  ``AcceptSelectedQuotedOfferList``) executes the exchange at that lock
  (``exchanges.service.execute``) and pays a difference from the agency's wallet
  (``payments.service.pay_with_balance``) in the same transaction; ``AcceptCancelledOffer``
  naming an ``RC-`` offer cancels the order as ``POST /bookings/{id}/cancel`` does. Both
  answer ``OrderViewRS`` of the resulting order; amounts that no longer hold are 409
  ``ndc_offer_changed`` (reshop), nothing changed.
"""

import uuid
from dataclasses import dataclass
from datetime import UTC, date, datetime, timedelta
from decimal import Decimal
from typing import Any

from sqlalchemy.ext.asyncio import AsyncSession
from xsdata.models.datatype import XmlDateTime

from tarmac.auth.caller import Caller
from tarmac.bookings import service as bookings
from tarmac.bookings.errors import BookingIsFinal
from tarmac.bookings.links import AccessLinks
from tarmac.bookings.models import FINAL_STATUSES, Booking
from tarmac.core import clock
from tarmac.exchanges import service as exchanges
from tarmac.exchanges.models import ExchangeLock
from tarmac.exchanges.schemas import ExchangeIn, ExchangeLegOut
from tarmac.ndc import airline, itinerary
from tarmac.ndc.amounts import amount
from tarmac.ndc.bindings import (
    AddedOfferItemType,
    ChangedOfferType,
    DataListsType,
    DifferentialPriceType,
    DifferentialTypeCodeContentType,
    DiffPriceAndFareDetailsType,
    ExistingOrderItemType,
    FlightRequestSpecificOriginDestinationsType,
    IataOrderChangeRq,
    IataOrderReshopRq,
    IataOrderReshopRs,
    IataOrderViewRs,
    OfferedServiceType,
    OfferServiceAssociationType,
    OrderItemDeletionOfferItemType,
    OrderKeyType,
    OrderReshopRequestType,
    OrderReshopResponseType,
    PaxJourneyRefType,
    PenaltyListType,
    PenaltyPriceType,
    PenaltyType,
    PenaltyTypeCodeContentType,
    PriceAndFareDetailsType,
    PriceDifferentialType,
    PriceType,
    ReshopOffersType,
    ReshopOrderType,
    ReshopPriceType,
    ReshopResultsType,
    WarningType,
)
from tarmac.ndc.context import Context
from tarmac.ndc.errors import (
    NdcNotSupported,
    NdcOfferChanged,
    NdcOfferUnknown,
    NdcRequestUnusable,
)
from tarmac.ndc.order_view import order_view, owned, pax_id
from tarmac.ndc.route import correlation_of, payload_attributes
from tarmac.ndc.signed import Signer
from tarmac.payments import service as payments
from tarmac.payments.providers import Provider
from tarmac.pricing.errors import QUOTE_REFUSALS

SIGNER = Signer(b"ndc-reshop-offer-id", "tarmac:ndc-reshop")
EXCHANGE = "RX-"
CANCEL = "RC-"
# a cancellation offer holds its refund as long as an exchange's price lock holds its price
CANCEL_LIFETIME = timedelta(seconds=exchanges.LOCK_SECONDS)
# CalendarDateCriteria: at most this many days before and after the date asked
MAX_DAYS_AROUND = 3
RQ = "/IATA_OrderReshopRQ/Request"
RESHOP = f"{RQ}/UpdateOrder/ReshopOrder/ReshopOrderChoice"
SERVICE_ORDER = f"{RESHOP}/ServiceOrder"
FLIGHT_REQUEST = f"{SERVICE_ORDER}/AddOfferItems/FlightRequest"
CHANGE = "/IATA_OrderChangeRQ/Request"
RESHOP_AGAIN = (
    "The offer's amounts no longer hold (the order or its price changed since it was "
    "offered): nothing was changed; send OrderReshopRQ again and accept its new offer"
)
CHOICE = f"{CHANGE}/ChangeOrderChoice"


# --- offer ids -------------------------------------------------------------------------------


@dataclass(frozen=True)
class ReshopOffer:
    """What an ``RX-`` or ``RC-`` offer id names: the order, the agency key, the amounts
    shown and when they stop holding; an exchange also its new flight and price lock."""

    booking_id: uuid.UUID
    key_id: uuid.UUID
    currency: str
    expires_at: datetime
    refund: Decimal
    extra: Decimal = Decimal("0.00")
    penalty: Decimal = Decimal("0.00")
    new_total: Decimal = Decimal("0.00")
    flight_id: uuid.UUID | None = None
    lock_id: uuid.UUID | None = None

    @property
    def is_exchange(self) -> bool:
        return self.lock_id is not None


def sign(offer: ReshopOffer, secret: str) -> str:
    claims: dict[str, Any] = {
        "o": str(offer.booking_id),
        "k": str(offer.key_id),
        "cur": offer.currency,
        "r": str(offer.refund),
    }
    if offer.lock_id is not None:
        claims |= {
            "f": str(offer.flight_id),
            "l": str(offer.lock_id),
            "x": str(offer.extra),
            "p": str(offer.penalty),
            "n": str(offer.new_total),
        }
    prefix = EXCHANGE if offer.is_exchange else CANCEL
    return SIGNER.sign(prefix, claims, offer.expires_at, secret)


def read(offer_id: str, caller: Caller, secret: str, *, exchange: bool, tag: str) -> ReshopOffer:
    """The reshop offer ``offer_id`` names: an exchange (``RX-``) when ``exchange``, else a
    cancellation (``RC-``), given to ``caller``'s key. 404 ``ndc_offer_unknown`` otherwise
    (tampered, another kind, another agency's); 410 ``ndc_offer_expired`` once expired."""
    prefix = EXCHANGE if exchange else CANCEL
    claims = SIGNER.read(
        prefix,
        offer_id,
        caller,
        secret,
        tag=tag,
        expired="The offer expired: send OrderReshopRQ again",
    )
    if ("l" in claims) != exchange:
        raise NdcOfferUnknown(tag=tag)
    expires_at = datetime.fromtimestamp(claims["exp"], UTC)
    offer = ReshopOffer(
        booking_id=uuid.UUID(claims["o"]),
        key_id=uuid.UUID(claims["k"]),
        currency=claims["cur"],
        expires_at=expires_at,
        refund=Decimal(claims["r"]),
    )
    if not exchange:
        return offer
    return ReshopOffer(
        booking_id=offer.booking_id,
        key_id=offer.key_id,
        currency=offer.currency,
        expires_at=expires_at,
        refund=offer.refund,
        extra=Decimal(claims["x"]),
        penalty=Decimal(claims["p"]),
        new_total=Decimal(claims["n"]),
        flight_id=uuid.UUID(claims["f"]),
        lock_id=uuid.UUID(claims["l"]),
    )


# --- the order -------------------------------------------------------------------------------


def _price(value: Decimal, currency: str) -> PriceType:
    return PriceType(total_amount=amount(value, currency))


def _when(moment: datetime) -> XmlDateTime:
    return XmlDateTime.from_datetime(moment.astimezone(UTC).replace(microsecond=0))


def _pax_ids(view: bookings.BookingView) -> list[str]:
    return [pax_id(n) for n in range(len(view.passengers))]


def _fare_items(view: bookings.BookingView) -> list[str]:
    """The ``OrderItemID``s of the order's fares (``order_view``: ``FARE<n>`` per segment,
    the outbound's first)."""
    return [f"FARE{n}" for n in range(1, len(view.segments) + 1)]


# --- OrderReshop -----------------------------------------------------------------------------


async def order_reshop(request: IataOrderReshopRq, context: Context) -> IataOrderReshopRs:
    asked = request.request
    booking = await owned(context, asked.order_ref_id, tag=f"{RQ}/OrderRefID")
    if asked.fare_waiver:
        raise NdcNotSupported(
            "FareWaiver: the fare's own change and cancellation rules apply", tag=f"{RQ}/FareWaiver"
        )
    update = asked.update_order
    owner = await airline.owner_code(context.reads, context.session)
    if update.cancel_order_ref is not None:
        if update.cancel_order_ref.order_ref_id != asked.order_ref_id:
            raise NdcRequestUnusable(
                "CancelOrderRef/OrderRefID must be the order of Request/OrderRefID",
                tag=f"{RQ}/UpdateOrder/CancelOrderRef/OrderRefID",
            )
        response = await _cancellation(context, booking, owner)
    elif update.reshop_order is not None:
        response = await _exchanges(context, booking, asked, update.reshop_order, owner)
    else:
        raise NdcNotSupported(
            "UpdateOrder takes ReshopOrder (another date) or CancelOrderRef",
            tag=f"{RQ}/UpdateOrder",
        )
    correlation = correlation_of(request.payload_attributes)
    return IataOrderReshopRs(payload_attributes=payload_attributes(correlation), response=response)


@dataclass(frozen=True)
class Wanted:
    """What a ``ReshopOrder`` asks: flights of the route ``origin`` → ``destination`` from
    ``first`` to ``last``, only ``flight`` (carrier and digits) when it names one; and the
    order items its ``DeleteOrderItem`` names."""

    first: date
    last: date
    origin: str
    destination: str
    deleted: list[str]
    flight: tuple[str, str] | None = None
    # the named flight's departure: its local date, or the instant when written with an offset
    day: date | None = None
    at: datetime | None = None

    def departs_as_asked(self, leg: ExchangeLegOut) -> bool:
        """Whether ``leg`` is the flight named (any flight when none is)."""
        if self.flight is None:
            return True
        if _carrier_and_number(leg.flight_number) != self.flight:
            return False
        local = leg.departure_time  # on the origin airport's clock
        if self.at is not None:
            return self.at.astimezone(local.tzinfo).date() == local.date()
        return local.date() == self.day


def _wanted(asked: OrderReshopRequestType, reshop: ReshopOrderType) -> Wanted:
    """The exchange ``reshop`` asks; anything else of it named as not supported."""
    choice = reshop.reshop_order_choice
    service_order = choice.service_order
    if service_order is None:
        raise NdcNotSupported(
            "ReshopOrderChoice takes ServiceOrder (another date or flight for the order's "
            "journey); a passenger's data is corrected by OrderChangeRQ UpdatePax",
            tag=RESHOP,
        )
    add = service_order.add_offer_items
    if add is None:
        raise NdcNotSupported(
            "ServiceOrder takes AddOfferItems with the new date or flight; an order without "
            "its journey is cancelled (CancelOrderRef)",
            tag=SERVICE_ORDER,
        )
    if add.flight_related_criteria is not None or add.order_criteria is not None:
        raise NdcNotSupported(
            "FlightRelatedCriteria and OrderCriteria: an exchange keeps the order's fare "
            "family and cabin",
            tag=f"{SERVICE_ORDER}/AddOfferItems",
        )
    deleted = [item.order_item_ref_id for item in service_order.delete_order_item]
    flight_request = add.flight_request
    if flight_request.affinity_shopping_criteria is not None:
        raise NdcNotSupported(
            "AffinityShoppingCriteria: ask a date (FlightRequestOriginDestinationsCriteria) "
            "or a flight (FlightRequestSpecificOriginDestinations)",
            tag=f"{FLIGHT_REQUEST}/AffinityShoppingCriteria",
        )
    specific = flight_request.flight_request_specific_origin_destinations
    if specific is not None:
        return _specific(asked, specific, deleted)
    criteria = flight_request.flight_request_origin_destinations_criteria
    if criteria is None or len(criteria.origin_dest_criteria) != 1:
        raise NdcNotSupported(
            "One OriginDestCriteria: an exchange moves the order's outbound journey (a round "
            "trip keeps its return)",
            tag=f"{FLIGHT_REQUEST}/FlightRequestOriginDestinationsCriteria",
        )
    wanted = criteria.origin_dest_criteria[0]
    day = wanted.origin_dep_criteria.date.to_date()
    before = after = 0
    calendar = wanted.calendar_date_criteria
    if calendar is not None:
        before = int(calendar.days_before_number or 0)
        after = int(calendar.days_after_number or 0)
        if max(before, after) > MAX_DAYS_AROUND:
            raise NdcRequestUnusable(
                f"CalendarDateCriteria may ask at most {MAX_DAYS_AROUND} days before and after",
                tag=f"{FLIGHT_REQUEST}/FlightRequestOriginDestinationsCriteria/"
                "OriginDestCriteria/CalendarDateCriteria",
            )
    return Wanted(
        first=day - timedelta(days=before),
        last=day + timedelta(days=after),
        origin=wanted.origin_dep_criteria.iata_location_code,
        destination=wanted.dest_arrival_criteria.iata_location_code,
        deleted=deleted,
    )


def _specific(
    asked: OrderReshopRequestType,
    specific: FlightRequestSpecificOriginDestinationsType,
    deleted: list[str],
) -> Wanted:
    """One flight: ``SpecificOriginDestCriteria`` naming a ``PaxJourney`` of the request's
    ``PaxJourneyList`` whose one segment is a ``DatedMarketingSegment`` of its
    ``DatedMarketingSegmentList`` (carrier, number, ``Dep/AircraftScheduledDateTime``)."""
    where = f"{FLIGHT_REQUEST}/FlightRequestSpecificOriginDestinations/SpecificOriginDestCriteria"
    criteria = specific.specific_origin_dest_criteria
    if len(criteria) != 1 or len(criteria[0].pax_journey_ref_id) != 1:
        raise NdcNotSupported(
            "One SpecificOriginDestCriteria naming one PaxJourneyRefID: an exchange moves the "
            "order's outbound journey",
            tag=where,
        )
    journey_id = criteria[0].pax_journey_ref_id[0]
    journeys = asked.pax_journey_list.pax_journey if asked.pax_journey_list else []
    journey = next((j for j in journeys if j.pax_journey_id == journey_id), None)
    if journey is None:
        raise NdcRequestUnusable(
            f"PaxJourneyRefID {journey_id} names no PaxJourney of Request/PaxJourneyList",
            tag=f"{where}/PaxJourneyRefID",
        )
    if len(journey.pax_segment) != 1:
        raise NdcNotSupported(
            "A journey of one PaxSegment: Tarmac's flights are direct",
            tag=f"{RQ}/PaxJourneyList/PaxJourney",
        )
    segment_id = journey.pax_segment[0].dated_marketing_segment_ref_id
    listed = asked.dated_marketing_segment_list
    segment = next(
        (
            m
            for m in (listed.dated_marketing_segment if listed else [])
            if m.dated_marketing_segment_id == segment_id
        ),
        None,
    )
    if segment is None:
        raise NdcRequestUnusable(
            f"DatedMarketingSegmentRefId {segment_id} names no DatedMarketingSegment of "
            "Request/DatedMarketingSegmentList",
            tag=f"{RQ}/PaxJourneyList/PaxJourney/PaxSegment/DatedMarketingSegmentRefId",
        )
    departs = segment.dep.aircraft_scheduled_date_time
    if departs is None:
        raise NdcRequestUnusable(
            "Dep/AircraftScheduledDateTime: the flight's local departure (its date is asked)",
            tag=f"{RQ}/DatedMarketingSegmentList/DatedMarketingSegment/Dep",
        )
    day = date(departs.year, departs.month, departs.day)
    # a time with an offset (UTC, as Tarmac writes them) may fall on the day before or after
    # the airport's: the flights of those days are searched, the named one kept
    return Wanted(
        first=day - timedelta(days=1),
        last=day + timedelta(days=1),
        origin=segment.dep.iata_location_code,
        destination=segment.arrival.iata_location_code,
        deleted=deleted,
        flight=(
            segment.carrier_desig_code,
            segment.marketing_carrier_flight_number_text.lstrip("0"),
        ),
        day=day,
        at=departs.to_datetime() if departs.offset is not None else None,
    )


def _carrier_and_number(number: str) -> tuple[str, str]:
    carrier, digits = itinerary.carrier_and_number(number)
    return carrier, digits.lstrip("0")


async def _exchanges(
    context: Context,
    booking: Booking,
    asked: OrderReshopRequestType,
    reshop: ReshopOrderType,
    owner: str,
) -> OrderReshopResponseType:
    wanted = _wanted(asked, reshop)
    origin, destination = wanted.origin, wanted.destination
    session, caller = context.session, context.caller
    view = await bookings.view(session, booking)
    replaced = _fare_items(view)[0]
    if any(item != replaced for item in wanted.deleted):
        raise NdcNotSupported(
            f"DeleteOrderItem names {replaced}, the outbound journey's fare: the exchange "
            "replaces it, keeping the order's services, seats where free, and its return",
            tag=f"{SERVICE_ORDER}/DeleteOrderItem/OrderItemRefID",
        )
    outbound = view.segments[0]
    _flight, _route, flies_from, flies_to = view.flights[outbound.flight_id]
    if (origin, destination) != (flies_from.iata_code, flies_to.iata_code):
        raise NdcRequestUnusable(
            f"The order flies {flies_from.iata_code} → {flies_to.iata_code}: an exchange keeps "
            "its route",
            tag=f"{FLIGHT_REQUEST}/FlightRequestSpecificOriginDestinations"
            if wanted.flight is not None
            else f"{FLIGHT_REQUEST}/FlightRequestOriginDestinationsCriteria/OriginDestCriteria",
        )
    first, last = max(wanted.first, clock.today()), wanted.last
    legs = await exchanges.open_flights(session, booking.id, caller, first, last)
    legs = [leg for leg in legs if wanted.departs_as_asked(leg)]
    priced: list[tuple[ExchangeLegOut, ExchangeLock]] = []
    for leg in legs:
        try:
            lock, _number = await exchanges.lock_price(
                session, booking.id, ExchangeIn(new_flight_id=leg.flight_id), caller
            )
        except QUOTE_REFUSALS:  # the order's fare is not sold on that flight
            continue
        priced.append((leg, lock))
    pax = _pax_ids(view)
    offers = [
        _exchange_offer(n, leg, lock, pax, replaced, context, owner)
        for n, (leg, lock) in enumerate(priced, 1)
    ]
    warnings = []
    if wanted.flight is not None:
        days = f"{''.join(wanted.flight)} on {wanted.day}"
    else:
        days = f"from {first} to {last}"
    if not offers:
        warnings.append(
            WarningType(
                code="ndc_no_flights",
                desc_text=(
                    f"No flight {origin} → {destination} {days} has places for the order's "
                    "passengers at its fare"
                ),
                lang_code="EN",
                type_code="TARMAC",
            )
        )
    return OrderReshopResponseType(
        data_lists=await _flights_lists(context, priced, outbound.cabin) if priced else None,
        order=OrderKeyType(
            order_id=str(booking.id), owner_code=owner, status_code=booking.status.upper()
        ),
        reshop_results=ReshopResultsType(reshop_offers=ReshopOffersType(offer=offers)),
        warning=warnings,
    )


def _differential(extra: Decimal, refund: Decimal) -> DifferentialTypeCodeContentType:
    if extra > 0:
        return DifferentialTypeCodeContentType.ADD_COL
    if refund > 0:
        return DifferentialTypeCodeContentType.REFUND
    return DifferentialTypeCodeContentType.EVEN_EXCHANGE


def _exchange_offer(
    n: int,
    leg: ExchangeLegOut,
    lock: ExchangeLock,
    pax: list[str],
    replaced: str,
    context: Context,
    owner: str,
) -> ChangedOfferType:
    """Offer ``n``: the exchange to ``leg`` at ``lock``'s amounts, expiring with the lock."""
    cur = lock.currency
    offer_id = sign(
        ReshopOffer(
            booking_id=lock.booking_id,
            key_id=context.key_id,
            currency=cur,
            expires_at=lock.expires_at,
            refund=lock.refund_amount,
            extra=lock.extra_amount,
            penalty=lock.penalty,
            new_total=lock.new_total,
            flight_id=leg.flight_id,
            lock_id=lock.id,
        ),
        context.secret,
    )
    expires = _when(lock.expires_at)
    return ChangedOfferType(
        offer_expiration_time_limit_date_time=expires,
        offer_id=offer_id,
        owner_code=owner,
        penalty_ref_id=[f"PEN-RX{n}"],
        total_price=_price(lock.extra_amount, cur),
        added_offer_item=[
            AddedOfferItemType(
                desc=[],
                existing_order_item=[ExistingOrderItemType(order_item_ref_id=replaced)],
                offer_item_id=f"RX{n}-1",
                owner_code=owner,
                penalty_ref_id=[f"PEN-RX{n}"],
                price_guarantee_time_limit_date_time=expires,
                reshop_price=ReshopPriceType(
                    price_differential=PriceDifferentialType(
                        differential_type_code=_differential(lock.extra_amount, lock.refund_amount),
                        diff_price=DiffPriceAndFareDetailsType(
                            price=DifferentialPriceType(
                                due_by_airline_amount=amount(lock.refund_amount, cur),
                                due_to_airline_amount=amount(lock.extra_amount, cur),
                                fee=[],
                                total_amount=amount(lock.fare_difference, cur),
                            )
                        ),
                        new_price=PriceAndFareDetailsType(price=_price(lock.new_total, cur)),
                        old_price=PriceAndFareDetailsType(price=_price(lock.original_total, cur)),
                    )
                ),
                service=[
                    OfferedServiceType(
                        offer_service_association=OfferServiceAssociationType(
                            pax_journey_ref=PaxJourneyRefType(pax_journey_ref_id=[f"PJ{n}"])
                        ),
                        pax_ref_id=pax,
                        service_id=f"SRV-RX{n}",
                    )
                ],
            )
        ],
    )


async def _flights_lists(
    context: Context, priced: list[tuple[ExchangeLegOut, ExchangeLock]], cabin: str
) -> DataListsType:
    """The offers' new flights as ``itinerary`` writes every message's flights (offer
    ``n``'s: ``SEG<n>``, journey ``PJ<n>``), and their change fees (``PEN-RX<n>``)."""
    legs = await itinerary.flights(
        context.reads,
        context.session,
        [(leg.flight_id, cabin, _booking_class(lock)) for leg, lock in priced],
    )
    penalties = [
        PenaltyType(
            desc_text=["Change fee, kept from the order's value"],
            penalty_id=f"PEN-RX{n}",
            price=PenaltyPriceType(total_amount=amount(lock.penalty, lock.currency)),
            type_code=PenaltyTypeCodeContentType.CHANGE,
        )
        for n, (_leg, lock) in enumerate(priced, 1)
    ]
    return itinerary.data_lists(legs, penalty_list=PenaltyListType(penalty=penalties))


def _booking_class(lock: ExchangeLock) -> str:
    """The booking class the lock priced the new flight in (its first leg's)."""
    legs = lock.priced.get("legs", [])
    return str(legs[0]["booking_class"]) if legs else ""


async def _refund_now(session: AsyncSession, booking: Booking, caller: Caller) -> Decimal:
    """What cancelling ``booking`` now gives back, as the cancel's money side
    (``payments.service.refund_on_cancel``) works it out: a paid booking what its fare refunds,
    any other nothing."""
    if booking.payment_status != "paid":
        return Decimal("0.00")
    return (await payments.fare_refund(session, booking, caller)).amount


async def _cancellation(context: Context, booking: Booking, owner: str) -> OrderReshopResponseType:
    """The cancellation offer: refused as the cancel refuses it (a final booking, a
    departed flight), else the refund the fare allows now."""
    session, caller = context.session, context.caller
    if booking.status in FINAL_STATUSES:
        raise BookingIsFinal(f"The booking is {booking.status}: it cannot be cancelled")
    if booking.status == "confirmed":
        await bookings.not_departed(session, booking)
    refund = await _refund_now(session, booking, caller)
    cur = booking.currency
    expires_at = (clock.now() + CANCEL_LIFETIME).replace(microsecond=0)
    offer_id = sign(
        ReshopOffer(
            booking_id=booking.id,
            key_id=context.key_id,
            currency=cur,
            expires_at=expires_at,
            refund=refund,
        ),
        context.secret,
    )
    total = booking.total_amount
    kept = max(total - refund, Decimal("0.00")) if booking.payment_status == "paid" else None
    offer = ChangedOfferType(
        offer_expiration_time_limit_date_time=_when(expires_at),
        offer_id=offer_id,
        owner_code=owner,
        penalty_ref_id=["PEN-RC1"] if kept is not None else [],
        total_price=_price(refund, cur),
        delete_order_item=[
            OrderItemDeletionOfferItemType(
                existing_order_item=[
                    ExistingOrderItemType(order_item_ref_id=item)
                    for item in _fare_items(await bookings.view(session, booking))
                ],
                offer_item_id="RC1-1",
                penalty_ref_id=["PEN-RC1"] if kept is not None else [],
                price_differential=PriceDifferentialType(
                    differential_type_code=DifferentialTypeCodeContentType.REFUND,
                    diff_price=DiffPriceAndFareDetailsType(
                        price=DifferentialPriceType(
                            due_by_airline_amount=amount(refund, cur),
                            fee=[],
                            total_amount=amount(refund, cur),
                        )
                    ),
                    new_price=PriceAndFareDetailsType(price=_price(Decimal("0.00"), cur)),
                    old_price=PriceAndFareDetailsType(price=_price(total, cur)),
                ),
            )
        ],
    )
    lists = None
    if kept is not None:
        lists = DataListsType(
            penalty_list=PenaltyListType(
                penalty=[
                    PenaltyType(
                        desc_text=["Kept by the fare's cancellation rule"],
                        penalty_id="PEN-RC1",
                        price=PenaltyPriceType(total_amount=amount(kept, cur)),
                        type_code=PenaltyTypeCodeContentType.CANCELLATION,
                    )
                ]
            )
        )
    return OrderReshopResponseType(
        data_lists=lists,
        order=OrderKeyType(
            order_id=str(booking.id), owner_code=owner, status_code=booking.status.upper()
        ),
        reshop_results=ReshopResultsType(reshop_offers=ReshopOffersType(offer=[offer])),
    )


# --- OrderChange accepting an offer ----------------------------------------------------------


def _accepted_exchange(request: IataOrderChangeRq) -> tuple[str, str]:
    """The one offer id an exchange's OrderChange accepts, and where it is."""
    choice = request.request.change_order_choice
    assert choice is not None  # service.order_change dispatched on it
    selected = choice.accept_selected_quoted_offer_list
    if choice.accept_repriced_order is not None:
        ids = choice.accept_repriced_order.offer_ref_id
        tag = f"{CHOICE}/AcceptRepricedOrder/OfferRefID"
    else:
        assert selected is not None  # the other choice service.order_change sends here
        ids = [offer.offer_ref_id for offer in selected.selected_priced_offer]
        tag = f"{CHOICE}/AcceptSelectedQuotedOfferList/SelectedPricedOffer/OfferRefID"
    if len(ids) != 1:
        raise NdcNotSupported("One reshop offer is accepted at a time", tag=tag)
    return ids[0], tag


def _same_order(request: IataOrderChangeRq, offer: ReshopOffer, tag: str) -> str:
    order_id = request.request.order.order_id
    if order_id != str(offer.booking_id):
        raise NdcRequestUnusable(
            "The offer was given for another order than Order/OrderID: reshop this order",
            tag=tag,
        )
    return order_id


def _provider(context: Context) -> Provider | None:
    found: Provider | None = context.request.app.state.payment_provider
    return found


async def _view(
    context: Context, request: IataOrderChangeRq, booking_id: uuid.UUID
) -> IataOrderViewRs:
    correlation = correlation_of(request.payload_attributes)
    return await order_view(context, booking_id, correlation_id=correlation)


async def accept_exchange(request: IataOrderChangeRq, context: Context) -> IataOrderViewRs:
    """Executes the exchange of the ``RX-`` offer at its price lock, as ``POST
    /bookings/{id}/exchange/execute`` does; a difference to pay is paid from the agency's
    wallet at once (``pay-with-balance``), so the new order is confirmed and ticketed."""
    offer_id, tag = _accepted_exchange(request)
    offer = read(offer_id, context.caller, context.secret, exchange=True, tag=tag)
    order_id = _same_order(request, offer, tag)
    booking = await owned(context, order_id, tag=f"{CHANGE}/Order/OrderID")
    assert offer.flight_id is not None and offer.lock_id is not None  # an exchange's
    app = context.request.app
    done = await exchanges.execute(
        context.session,
        booking.id,
        ExchangeIn(new_flight_id=offer.flight_id),
        context.caller,
        reads=context.reads,
        links=AccessLinks.from_settings(app.state.settings, app.state.token_signer),
        # a difference is paid from the wallet below: no card payment is started for it
        provider=None if offer.extra > 0 else _provider(context),
        lock_id=offer.lock_id,
    )
    shown = (Decimal(str(done.extra_amount)), Decimal(str(done.refund_amount)), done.currency)
    if shown != (offer.extra, offer.refund, offer.currency):
        raise NdcOfferChanged(RESHOP_AGAIN, tag=tag)
    if done.payment_required:
        await payments.pay_with_balance(
            context.session, done.new_booking_id, context.caller, context.reads
        )
    return await _view(context, request, done.new_booking_id)


async def accept_cancellation(request: IataOrderChangeRq, context: Context) -> IataOrderViewRs:
    """Cancels the order of the ``RC-`` offer as ``POST /bookings/{id}/cancel`` does (the
    refund to the payments it was paid with: an agency's wallet at once), if the refund is
    still the one offered (409 ``ndc_offer_changed`` otherwise); a cancelled order is 400
    ``booking_is_final``, refunded once."""
    choice = request.request.change_order_choice
    assert choice is not None and choice.accept_cancelled_offer is not None
    tag = f"{CHOICE}/AcceptCancelledOffer/OfferID"
    offer = read(
        choice.accept_cancelled_offer.offer_id,
        context.caller,
        context.secret,
        exchange=False,
        tag=tag,
    )
    order_id = _same_order(request, offer, tag)
    booking = await owned(context, order_id, tag=f"{CHANGE}/Order/OrderID")
    caller = context.caller
    refund_on_cancel = payments.refund_on_cancel(caller, _provider(context))

    async def money(session: AsyncSession, locked: Booking) -> bookings.CancelRefund:
        # the booking is locked: the refund checked is the refund given
        if (await _refund_now(session, locked, caller), locked.currency) != (
            offer.refund,
            offer.currency,
        ):
            raise NdcOfferChanged(RESHOP_AGAIN, tag=tag)
        return await refund_on_cancel(session, locked)

    await bookings.cancel(context.session, booking.id, caller, money)
    return await _view(context, request, booking.id)
