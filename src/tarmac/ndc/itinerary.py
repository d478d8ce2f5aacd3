"""The flights of an offer or an order as NDC's data lists: each flight one segment
(``PaxSegment`` with its dated marketing and operating segment and its operating leg), each
direction one journey (``PaxJourney``) and one ``OriginDest``; the passengers as ``PaxList``.

Ids are positional: the n-th flight is ``SEG<n>`` (and ``MSEG<n>``, ``OSEG<n>``,
``LEG<n>``), its journey ``PJ<n>`` and origin-destination ``OD<n>``, so every message
about the same offer or order names its flights alike. A flight number ``TQ101`` is carrier
``TQ``, number ``101``; the cabin is ATSB code 9873 (``5`` economy, ``4`` premium economy,
``2`` business, ``1`` first)."""

import re
import uuid
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime

from sqlalchemy.ext.asyncio import AsyncSession
from xsdata.models.datatype import XmlDateTime, XmlDuration

from tarmac.cache.reads import Reads
from tarmac.catalog import service as catalog
from tarmac.ndc.bindings import (
    CabinTypeType,
    DataListsType,
    DatedMarketingSegmentListType,
    DatedMarketingSegmentType,
    DatedOperatingLegListType,
    DatedOperatingLegType,
    DatedOperatingSegmentListType,
    DatedOperatingSegmentType,
    OriginDestListType,
    OriginDestType,
    PaxJourneyListType,
    PaxJourneyType,
    PaxListType,
    PaxSegmentListType,
    PaxSegmentType,
    PaxType,
    TransportPointType,
)
from tarmac.ndc.errors import NdcOfferUnknown

CABIN_CODES = {"economy": "5", "premium_economy": "4", "business": "2", "first": "1"}
CABIN_NAMES = {
    "economy": "Economy",
    "premium_economy": "Premium Economy",
    "business": "Business",
    "first": "First",
}
# passenger types as NDC's PTC (the quote's own codes); the quote takes them back
PTC = {
    "adult": "ADT",
    "child": "CHD",
    "infant": "INF",
    "infant_with_seat": "INS",
    "youth": "YTH",
    "senior": "SRC",
}
_FLIGHT = re.compile(r"^([A-Z0-9]{2}[A-Z]?)(\d{1,4})([A-Z]?)$")


def ptc(passenger_type: str) -> str:
    return PTC.get(passenger_type, passenger_type.upper()[:3])


def cabin_type(cabin: str) -> CabinTypeType:
    return CabinTypeType(
        cabin_type_code=CABIN_CODES.get(cabin), cabin_type_name=CABIN_NAMES.get(cabin, cabin)
    )


@dataclass(frozen=True)
class Flight:
    """One flight of an offer or order, in trip order (``index`` from 1)."""

    index: int
    flight: catalog.FlightValue
    origin: catalog.AirportValue
    destination: catalog.AirportValue
    cabin: str
    booking_class: str | None  # none where the flight's offers differ in it (AirShopping)

    @property
    def segment_id(self) -> str:
        return f"SEG{self.index}"

    @property
    def journey_id(self) -> str:
        return f"PJ{self.index}"

    @property
    def id(self) -> uuid.UUID:
        return self.flight.id


def carrier_and_number(flight_number: str) -> tuple[str, str]:
    """``TQ101`` -> (``TQ``, ``101``); a number of another form keeps its digits."""
    text = flight_number.upper().replace(" ", "")
    match = _FLIGHT.match(text)
    if match is None:
        return text[:2], re.sub(r"\D", "", text)[-4:] or "0"
    return match.group(1)[:2] if len(match.group(1)) == 3 else match.group(1), match.group(2)


async def flights(
    reads: Reads,
    session: AsyncSession,
    legs: Sequence[tuple[uuid.UUID, str, str]],
) -> list[Flight]:
    """The flights ``legs`` names (flight id, cabin, booking class), in order; 404
    ``ndc_offer_unknown`` when one is gone (an offer of a flight deleted since)."""
    found = await catalog.cached_flights_with_airports(reads, [leg[0] for leg in legs], session)
    result = []
    for index, (flight_id, cabin, booking_class) in enumerate(legs, start=1):
        if flight_id not in found:
            raise NdcOfferUnknown("The offer's flight no longer exists")
        flight, _, origin, destination = found[flight_id]
        result.append(Flight(index, flight, origin, destination, cabin, booking_class))
    return result


def _point(code: str, moment: datetime) -> TransportPointType:
    return TransportPointType(
        iata_location_code=code, aircraft_scheduled_date_time=XmlDateTime.from_datetime(moment)
    )


def _duration(start: datetime, end: datetime) -> XmlDuration:
    minutes = max(int((end - start).total_seconds() // 60), 0)
    return XmlDuration(f"PT{minutes // 60}H{minutes % 60}M")


def pax_list(pax_ids: Sequence[tuple[str, str]]) -> PaxListType:
    """``(PaxID, passenger type)`` pairs as ``PaxList``."""
    return PaxListType(pax=[PaxType(pax_id=pax_id, ptc=ptc(kind)) for pax_id, kind in pax_ids])


def data_lists(
    legs: Sequence[Flight], pax_ids: Sequence[tuple[str, str]] = (), **lists: object
) -> DataListsType:
    """The data lists of ``legs`` (and of the passengers, when given), with ``lists`` (other
    lists of ``DataListsType`` by field name) beside them."""
    marketing, operating, operating_legs, segments, journeys, ods = [], [], [], [], [], []
    for leg in legs:
        flight = leg.flight
        carrier, number = carrier_and_number(flight.flight_number)
        dep = _point(leg.origin.iata_code, flight.scheduled_departure)
        arr = _point(leg.destination.iata_code, flight.scheduled_arrival)
        operating_legs.append(
            DatedOperatingLegType(arrival=arr, dated_operating_leg_id=f"LEG{leg.index}", dep=dep)
        )
        operating.append(
            DatedOperatingSegmentType(
                carrier_desig_code=carrier,
                dated_operating_leg_ref_id=[f"LEG{leg.index}"],
                dated_operating_segment_id=f"OSEG{leg.index}",
                duration=_duration(flight.scheduled_departure, flight.scheduled_arrival),
                operating_carrier_flight_number_text=number,
            )
        )
        marketing.append(
            DatedMarketingSegmentType(
                arrival=arr,
                carrier_desig_code=carrier,
                dated_marketing_segment_id=f"MSEG{leg.index}",
                dated_operating_segment_ref_id=f"OSEG{leg.index}",
                dep=dep,
                marketing_carrier_flight_number_text=number,
            )
        )
        segments.append(
            PaxSegmentType(
                dated_marketing_segment_ref_id=f"MSEG{leg.index}",
                marketing_carrier_rbd_code=leg.booking_class,
                pax_segment_id=leg.segment_id,
            )
        )
        journeys.append(
            PaxJourneyType(
                duration=_duration(flight.scheduled_departure, flight.scheduled_arrival),
                pax_journey_id=leg.journey_id,
                pax_segment_ref_id=[leg.segment_id],
            )
        )
        ods.append(
            OriginDestType(
                dest_code=leg.destination.iata_code,
                origin_code=leg.origin.iata_code,
                origin_dest_id=f"OD{leg.index}",
                pax_journey_ref_id=[leg.journey_id],
            )
        )
    return DataListsType(
        dated_marketing_segment_list=DatedMarketingSegmentListType(
            dated_marketing_segment=marketing
        )
        if marketing
        else None,
        dated_operating_leg_list=DatedOperatingLegListType(dated_operating_leg=operating_legs)
        if operating_legs
        else None,
        dated_operating_segment_list=DatedOperatingSegmentListType(
            dated_operating_segment=operating
        )
        if operating
        else None,
        origin_dest_list=OriginDestListType(origin_dest=ods) if ods else None,
        pax_journey_list=PaxJourneyListType(pax_journey=journeys) if journeys else None,
        pax_list=pax_list(pax_ids) if pax_ids else None,
        pax_segment_list=PaxSegmentListType(pax_segment=segments) if segments else None,
        **lists,  # type: ignore[arg-type]
    )
