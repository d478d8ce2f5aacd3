"""Flights as NDC's data lists: each flight a dated operating leg, a dated operating segment,
a dated marketing segment and a passenger segment (one of each: Tarmac's flights are
direct and operated by the airline that sells them), each journey (one way, or each way of
a round trip) a ``PaxJourney`` of its segments and an ``OriginDest``.

Ids are stable for a flight within a message: ``SEG-<flight number>-<date>`` (its
operating and marketing segments and leg carry the same suffix), ``PJ-...``, ``OD-...``.
Times are the airports' local times with their offset, as timetables print them."""

from dataclasses import dataclass, field
from datetime import datetime
from zoneinfo import ZoneInfo

from xsdata.models.datatype import XmlDateTime, XmlDuration

from tarmac.ndc.bindings import (
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
    PaxSegmentListType,
    PaxSegmentType,
    TransportPointType,
)


@dataclass(frozen=True)
class Flight:
    """One flight as a segment needs it."""

    flight_number: str
    departure: datetime  # aware (UTC)
    arrival: datetime
    origin: str  # IATA codes
    destination: str
    origin_timezone: str
    destination_timezone: str
    booking_class: str | None = None


def local(moment: datetime, timezone: str) -> XmlDateTime:
    return XmlDateTime.from_datetime(moment.astimezone(ZoneInfo(timezone)).replace(microsecond=0))


def duration(minutes: int) -> XmlDuration:
    hours, rest = divmod(minutes, 60)
    return XmlDuration(f"PT{hours}H{rest}M")


def segment_id(flight: Flight) -> str:
    day = flight.departure.astimezone(ZoneInfo(flight.origin_timezone)).date()
    return f"SEG-{flight.flight_number}-{day.isoformat()}"


def carrier_and_number(flight_number: str) -> tuple[str, str]:
    """``TQ101`` as (``TQ``, ``101``): the designator is the two characters before the
    digits of the number."""
    return flight_number[:2], flight_number[2:]


@dataclass
class Lists:
    """The data lists of one message, filled journey by journey."""

    owner: str
    legs: dict[str, DatedOperatingLegType] = field(default_factory=dict)
    operating: dict[str, DatedOperatingSegmentType] = field(default_factory=dict)
    marketing: dict[str, DatedMarketingSegmentType] = field(default_factory=dict)
    segments: dict[str, PaxSegmentType] = field(default_factory=dict)
    journeys: dict[str, PaxJourneyType] = field(default_factory=dict)
    origin_dests: dict[str, OriginDestType] = field(default_factory=dict)

    def segment(self, flight: Flight) -> str:
        """The passenger segment of ``flight`` (added once); its id."""
        key = segment_id(flight)
        if key in self.segments:
            return key
        suffix = key.removeprefix("SEG-")
        dep = TransportPointType(
            iata_location_code=flight.origin,
            aircraft_scheduled_date_time=local(flight.departure, flight.origin_timezone),
        )
        arrival = TransportPointType(
            iata_location_code=flight.destination,
            aircraft_scheduled_date_time=local(flight.arrival, flight.destination_timezone),
        )
        carrier, number = carrier_and_number(flight.flight_number)
        minutes = int((flight.arrival - flight.departure).total_seconds() // 60)
        self.legs[key] = DatedOperatingLegType(
            dated_operating_leg_id=f"LEG-{suffix}", dep=dep, arrival=arrival
        )
        self.operating[key] = DatedOperatingSegmentType(
            carrier_desig_code=carrier,
            dated_operating_leg_ref_id=[f"LEG-{suffix}"],
            dated_operating_segment_id=f"OPS-{suffix}",
            duration=duration(minutes),
            operating_carrier_flight_number_text=number,
        )
        self.marketing[key] = DatedMarketingSegmentType(
            arrival=arrival,
            carrier_desig_code=carrier,
            dated_marketing_segment_id=f"MKS-{suffix}",
            dated_operating_segment_ref_id=f"OPS-{suffix}",
            dep=dep,
            marketing_carrier_flight_number_text=number,
        )
        self.segments[key] = PaxSegmentType(
            dated_marketing_segment_ref_id=f"MKS-{suffix}", pax_segment_id=key
        )
        return key

    def journey(self, flights: list[Flight]) -> str:
        """The passenger journey of ``flights`` (one way), with its origin and destination;
        its id."""
        keys = [self.segment(flight) for flight in flights]
        journey_id = "PJ-" + "-".join(k.removeprefix("SEG-") for k in keys)
        if journey_id not in self.journeys:
            minutes = int((flights[-1].arrival - flights[0].departure).total_seconds() // 60)
            self.journeys[journey_id] = PaxJourneyType(
                pax_journey_id=journey_id, pax_segment_ref_id=keys, duration=duration(minutes)
            )
            od_id = f"OD-{flights[0].origin}-{flights[-1].destination}"
            od = self.origin_dests.setdefault(
                od_id,
                OriginDestType(
                    origin_dest_id=od_id,
                    origin_code=flights[0].origin,
                    dest_code=flights[-1].destination,
                ),
            )
            od.pax_journey_ref_id.append(journey_id)
        return journey_id

    def pax_journey_segments(self, journey_id: str) -> list[str]:
        return self.journeys[journey_id].pax_segment_ref_id

    def origin_dest_list(self) -> OriginDestListType | None:
        return (
            OriginDestListType(origin_dest=list(self.origin_dests.values()))
            if self.origin_dests
            else None
        )

    def pax_journey_list(self) -> PaxJourneyListType | None:
        return (
            PaxJourneyListType(pax_journey=list(self.journeys.values())) if self.journeys else None
        )

    def pax_segment_list(self) -> PaxSegmentListType | None:
        return (
            PaxSegmentListType(pax_segment=list(self.segments.values())) if self.segments else None
        )

    def marketing_list(self) -> DatedMarketingSegmentListType | None:
        values = list(self.marketing.values())
        return DatedMarketingSegmentListType(dated_marketing_segment=values) if values else None

    def operating_list(self) -> DatedOperatingSegmentListType | None:
        values = list(self.operating.values())
        return DatedOperatingSegmentListType(dated_operating_segment=values) if values else None

    def leg_list(self) -> DatedOperatingLegListType | None:
        return (
            DatedOperatingLegListType(dated_operating_leg=list(self.legs.values()))
            if self.legs
            else None
        )
