"""AirShopping: the offers of one way or a round trip, found by the JSON API's flight search
(``search.service``: the same flights, fares, availability and prices as
``POST /api/v1/schedules/flights/search`` with ``include_prices``).

What is read: one ``OriginDestCriteria`` (one way) or two, the second the first reversed
(a round trip); its ``OriginDepCriteria`` date and airport and ``DestArrivalCriteria``
airport; its ``CabinType/CabinTypeCode`` (``cabins.CODES``); the ``PaxList`` (PTC ``ADT``,
``CHD``, ``INF``; no list is one adult); ``ResponseParameters/CurParameter/CurCode`` (else
USD, as the JSON search). Anything else that would narrow the search (specific flights,
affinity or calendar shopping, carriers, connections, more legs) is refused as not
supported rather than ignored.

Each offer is one fare family on one flight each way: an ``OfferItem`` per passenger type
(its ``FareDetail`` per passenger: base, taxes, total; the fare family as ``PriceClass``, the
booking class as ``RBD``), ``TotalPrice`` what the party pays (the booking's own per-segment
taxes included, in ``TaxSummary``). A round trip pairs the outbound and return flights of
the same fare family. Prices here are the published fares for the party: ``OfferPrice``
gives the agency's own (its partner's discount, the round trip priced as one quote) and holds
it. Cheapest first, at most ``MAX_OFFERS``."""

import uuid
from collections import Counter
from dataclasses import dataclass
from datetime import date, datetime
from decimal import Decimal

from tarmac.ndc import airline, cabins, itinerary, offers
from tarmac.ndc.amounts import amount
from tarmac.ndc.bindings import (
    AirShoppingResponseType,
    CarrierOffersType,
    FareComponentType,
    FareDetailType,
    IataAirShoppingRq,
    IataAirShoppingRs,
    NewOfferItemType,
    NewOfferType,
    OfferedServiceType,
    OfferServiceAssociationType,
    OffersGroupType,
    OriginDestCriteriaType,
    PaxJourneyRefType,
    PaxListType,
    PriceClassListType,
    PriceClassType,
    PriceType,
    PtcOfferParametersType,
    RbdType,
    TaxSummaryType,
)
from tarmac.ndc.context import Context
from tarmac.ndc.errors import NdcNotSupported, NdcRequestUnusable
from tarmac.ndc.offer_price import fare_basis
from tarmac.ndc.route import correlation_of, payload_attributes
from tarmac.pricing import service as pricing
from tarmac.search import service as search

MAX_OFFERS = 100
REQUEST = "/IATA_AirShoppingRQ/Request"
CRITERIA = f"{REQUEST}/FlightRequest/FlightRequestOriginDestinationsCriteria/OriginDestCriteria"
PTCS = {"ADT": "adult", "CHD": "child", "INF": "infant"}


@dataclass(frozen=True)
class Asked:
    """What an AirShoppingRQ asks for."""

    origin: str
    destination: str
    departure: date
    returning: date | None
    pax: list[tuple[str, str]]  # (PaxID, PTC), in the request's order
    cabin: str | None
    currency: str

    @property
    def counts(self) -> tuple[int, int, int]:
        by_ptc = Counter(ptc for _, ptc in self.pax)
        return by_ptc["ADT"], by_ptc["CHD"], by_ptc["INF"]


async def air_shopping(request: IataAirShoppingRq, context: Context) -> IataAirShoppingRs:
    asked = _asked(request)
    adults, children, infants = asked.counts
    options = search.Options(search.Pax(adults, children, infants), asked.cabin, asked.currency)
    wanted = [search.Segment(asked.origin, asked.destination, asked.departure)]
    if asked.returning is not None:
        wanted.append(search.Segment(asked.destination, asked.origin, asked.returning))
    keys = await search.segment_keys(context.reads, wanted)
    found = await search.search(context.reads, keys, options, context.reads.stale_source())
    outbound = found[keys[0]].legs
    back = found[keys[1]].legs if len(keys) > 1 else None
    owner = await airline.owner_code(context.reads)
    correlation = correlation_of(request.payload_attributes)
    return IataAirShoppingRs(
        payload_attributes=payload_attributes(correlation),
        response=_response(asked, outbound, back, owner, context),
    )


def _asked(request: IataAirShoppingRq) -> Asked:
    body = request.request
    flights = body.flight_request
    if flights.flight_request_specific_origin_destinations or flights.affinity_shopping_criteria:
        raise NdcNotSupported(
            "Tarmac shops by OriginDestCriteria only (no specific flights, no affinity shopping)",
            tag=f"{REQUEST}/FlightRequest",
        )
    criteria = (
        flights.flight_request_origin_destinations_criteria.origin_dest_criteria
        if flights.flight_request_origin_destinations_criteria
        else []
    )
    if not criteria or len(criteria) > 2:
        raise NdcNotSupported(
            "Send one OriginDestCriteria (one way) or two, the second the first reversed "
            "(a round trip)",
            tag=CRITERIA,
        )
    for one in criteria:
        _supported(one)
    first = criteria[0]
    origin = first.origin_dep_criteria.iata_location_code.upper()
    destination = first.dest_arrival_criteria.iata_location_code.upper()
    returning = None
    if len(criteria) == 2:
        second = criteria[1]
        if (
            second.origin_dep_criteria.iata_location_code.upper() != destination
            or second.dest_arrival_criteria.iata_location_code.upper() != origin
        ):
            raise NdcNotSupported(
                "A second OriginDestCriteria must be the first reversed: multi-city shopping "
                "is not supported",
                tag=f"{CRITERIA}[2]",
            )
        returning = second.origin_dep_criteria.date.to_date()
    departure = first.origin_dep_criteria.date.to_date()
    if returning is not None and returning < departure:
        raise NdcRequestUnusable("The return is before the departure", tag=f"{CRITERIA}[2]")
    return Asked(
        origin=origin,
        destination=destination,
        departure=departure,
        returning=returning,
        pax=_pax(body.pax_list),
        cabin=_cabin(criteria),
        currency=_currency(request),
    )


def _supported(criteria: OriginDestCriteriaType) -> None:
    if (
        criteria.calendar_date_criteria
        or criteria.journey_duration_criteria
        or criteria.connection_pref_ref_id
    ):
        raise NdcNotSupported(
            "Calendar, journey duration and connection criteria are not supported", tag=CRITERIA
        )


def _pax(pax_list: PaxListType | None) -> list[tuple[str, str]]:
    if pax_list is None or not pax_list.pax:
        return [("PAX1", "ADT")]
    found = []
    for index, pax in enumerate(pax_list.pax, start=1):
        ptc = (pax.ptc or "ADT").upper()
        if ptc not in PTCS:
            raise NdcNotSupported(
                f"Passenger type {ptc}: Tarmac prices ADT, CHD and INF",
                tag=f"{REQUEST}/PaxList/Pax[{index}]/PTC",
            )
        found.append((pax.pax_id, ptc))
    if not any(ptc == "ADT" for _, ptc in found):
        raise NdcRequestUnusable("At least one adult (ADT) travels", tag=f"{REQUEST}/PaxList")
    if len(found) > 9:
        raise NdcRequestUnusable("At most 9 passengers per offer", tag=f"{REQUEST}/PaxList")
    return found


def _cabin(criteria: list[OriginDestCriteriaType]) -> str | None:
    codes = {c.cabin_type_code for one in criteria for c in one.cabin_type}
    if not codes:
        return None
    if len(codes) > 1:
        raise NdcNotSupported("One cabin for the whole trip", tag=f"{CRITERIA}/CabinType")
    return cabins.cabin_of(codes.pop(), tag=f"{CRITERIA}/CabinType/CabinTypeCode")


def _currency(request: IataAirShoppingRq) -> str:
    parameters = request.request.response_parameters
    if parameters is None or not parameters.cur_parameter:
        return "USD"
    return parameters.cur_parameter[0].cur_code.upper()


# --- the answer -----------------------------------------------------------------------------


@dataclass(frozen=True)
class Way:
    """One way of an offer: a flight and the fare taken on it."""

    leg: search.Leg
    fare: pricing.Offer


def _pairs(outbound: list[search.Leg], back: list[search.Leg] | None) -> list[list[Way]]:
    ways = [Way(leg, fare) for leg in outbound for fare in leg.fares]
    if back is None:
        return [[way] for way in ways]
    returns = [Way(leg, fare) for leg in back for fare in leg.fares]
    return [
        [out, home]
        for out in ways
        for home in returns
        if out.fare.option.family.id == home.fare.option.family.id
    ]


def _response(
    asked: Asked,
    outbound: list[search.Leg],
    back: list[search.Leg] | None,
    owner: str,
    context: Context,
) -> AirShoppingResponseType:
    combos = sorted(_pairs(outbound, back), key=lambda ways: sum(w.fare.total for w in ways))
    flights: dict[uuid.UUID, itinerary.Flight] = {}
    classes: dict[str, PriceClassType] = {}
    expires = offers.expiry()
    made = []
    for number, ways in enumerate(combos[:MAX_OFFERS], start=1):
        legs = [_flight(flights, w.leg) for w in ways]
        family = ways[0].fare.option.family
        classes.setdefault(
            family.code,
            PriceClassType(price_class_id=f"PC-{family.code}", name=family.name, code=family.code),
        )
        offer_id = offers.sign(
            offers.ShoppedOffer(
                flight_id=ways[0].leg.flight.id,
                return_flight_id=ways[1].leg.flight.id if len(ways) > 1 else None,
                fare_family_id=family.id,
                fare_family_code=family.code,
                booking_class=ways[0].fare.booking_class,
                pax=asked.counts,
                cabin=asked.cabin,
                currency=asked.currency,
                key_id=context.key_id,
                expires_at=expires,
            ),
            context.secret,
        )
        made.append(_offer(number, offer_id, asked, ways, legs, owner, expires))
    return AirShoppingResponseType(
        data_lists=itinerary.data_lists(
            list(flights.values()),
            [(pax_id, PTCS[ptc]) for pax_id, ptc in asked.pax],
            price_class_list=PriceClassListType(price_class=list(classes.values()))
            if classes
            else None,
        ),
        offers_group=OffersGroupType(carrier_offers=[CarrierOffersType(offer=made)]),
    )


def _flight(flights: dict[uuid.UUID, itinerary.Flight], leg: search.Leg) -> itinerary.Flight:
    """The answer's flight of ``leg``, numbered in the order first met (``SEG<n>``)."""
    found = flights.get(leg.flight.id)
    if found is None:
        found = itinerary.Flight(
            len(flights) + 1, leg.flight, leg.origin, leg.destination, leg.cheapest.cabin, None
        )
        flights[leg.flight.id] = found
    return found


def _offer(
    number: int,
    offer_id: str,
    asked: Asked,
    ways: list[Way],
    legs: list[itinerary.Flight],
    owner: str,
    expires: datetime,
) -> NewOfferType:
    currency = asked.currency
    items = []
    taxes_total = sum((w.fare.booking_charges for w in ways), Decimal(0))
    base_total = Decimal(0)
    for ptc, kind in PTCS.items():
        pax_ids = [p for p, t in asked.pax if t == ptc]
        if not pax_ids:
            continue
        prices = [w.fare.prices[kind] for w in ways]
        base = sum((p.base for p in prices), Decimal(0))
        taxes = sum((p.taxes + p.fees for p in prices), Decimal(0))
        count = len(pax_ids)
        base_total += base * count
        taxes_total += taxes * count
        per_pax = PriceType(
            base_amount=amount(base, currency),
            tax_summary=[TaxSummaryType(total_tax_amount=amount(taxes, currency))],
            total_amount=amount(base + taxes, currency),
        )
        items.append(
            NewOfferItemType(
                offer_item_id=f"{number}-{ptc}",
                price=PriceType(
                    base_amount=amount(base * count, currency),
                    tax_summary=[TaxSummaryType(total_tax_amount=amount(taxes * count, currency))],
                    total_amount=amount((base + taxes) * count, currency),
                ),
                fare_detail=[
                    FareDetailType(
                        pax_ref_id=pax_ids,
                        price=per_pax,
                        fare_component=[
                            FareComponentType(
                                cabin_type=itinerary.cabin_type(w.fare.cabin),
                                fare_basis_code=fare_basis(
                                    w.fare.booking_class, w.fare.option.family.code
                                ),
                                pax_segment_ref_id=[leg.segment_id],
                                price_class_ref_id=f"PC-{w.fare.option.family.code}",
                                rbd=RbdType(rbd_code=w.fare.booking_class),
                            )
                            for w, leg in zip(ways, legs, strict=True)
                        ],
                    )
                ],
                service=[
                    OfferedServiceType(
                        service_id=f"{number}-{pax_id}",
                        pax_ref_id=[pax_id],
                        offer_service_association=OfferServiceAssociationType(
                            pax_journey_ref=PaxJourneyRefType(
                                pax_journey_ref_id=[leg.journey_id for leg in legs]
                            )
                        ),
                    )
                    for pax_id in pax_ids
                ],
            )
        )
    return NewOfferType(
        offer_id=offer_id,
        owner_code=owner,
        offer_expiration_time_limit_date_time=offers.xml_time(expires),
        ptc_offer_parameters=[
            PtcOfferParametersType(
                ptc_priced_code=ptc,
                ptc_requested_code=ptc,
                priced_pax_number=Decimal(n),
                requested_pax_number=Decimal(n),
            )
            for ptc, n in Counter(t for _, t in asked.pax).items()
        ],
        total_price=PriceType(
            base_amount=amount(base_total, currency),
            tax_summary=[TaxSummaryType(total_tax_amount=amount(taxes_total, currency))],
            total_amount=amount(base_total + taxes_total, currency),
        ),
        offer_item=items,
    )
