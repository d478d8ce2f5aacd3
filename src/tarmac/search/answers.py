"""Search answers assembled from remembered segments.

An answer is spliced from encoded segments (``Reads.remembered_segments``): one per route, date,
party, cabin, currency and ``include_prices``, each the JSON array of its legs and kept
while nothing it read changes. One-way, round-trip and multi-city answers share them, and
a sale drops only the segments that read its flight.

The legs are encoded from plain values with orjson, to the bytes the response models
(``schemas.SearchLeg``) would give: same fields in the same order, money as JSON numbers
(``float`` of the Decimal), ids as their canonical strings (the driver's UUIDs are no
``uuid.UUID`` to orjson), times as ISO 8601 with the airport's offset (``Z`` at zero),
``fares`` left out without ``include_prices``. ``tests/search/test_search_encoding.py``
holds the two to the same bytes.
"""

from collections.abc import Sequence
from typing import Any

import orjson

from tarmac.cache.reads import ComputedSegment, Reads, SearchSegment
from tarmac.catalog import service as catalog
from tarmac.pricing import service as pricing
from tarmac.search import service

DUMPS = orjson.dumps
UTC_Z = orjson.OPT_UTC_Z  # as Pydantic writes a zero offset


async def segments(
    reads: Reads, wanted: Sequence[service.Segment], options: service.Options, with_fares: bool
) -> list[SearchSegment]:
    """Each segment of ``wanted``, remembered or computed (those missing together)."""
    keys = await service.segment_keys(reads, wanted)
    pax = options.pax
    # atoms only (no ``Pax`` object): one object less per remembered segment to collect
    variant = ((pax.adults, pax.children, pax.infants), options.cabin, options.currency, with_fares)
    # one choice for all of the answer's reads, and what it remembers is checked against it
    source = reads.stale_source()

    async def compute(missing: list[tuple]) -> dict[tuple, ComputedSegment]:
        found = await service.search(reads, [key[:3] for key in missing], options, source)
        computed = {}
        for key in missing:
            segment = found[key[:3]]
            legs = segment.legs
            computed[key] = (
                DUMPS([leg_json(leg, with_fares) for leg in legs], option=UTC_Z),
                len(legs),
                segment.flights,
                segment.stable_until,
            )
        return computed

    remembered = await reads.remembered_segments(
        [(*key, *variant) for key in keys], compute, as_of=source.mark
    )
    return [remembered[(*key, *variant)] for key in keys]


def result(legs: SearchSegment, return_legs: SearchSegment | None = None) -> bytes:
    """A ``SearchResult``: ``legs`` and ``return_legs`` (none for one way) spliced in."""
    back, total_back = (return_legs.legs, return_legs.count) if return_legs else (b"[]", 0)
    return b'{"legs":%b,"return_legs":%b,"total":%d,"total_return":%d}' % (
        legs.legs,
        back,
        legs.count,
        total_back,
    )


def _place(airport: catalog.AirportValue) -> dict[str, str]:
    return {"iata": airport.iata_code, "city": airport.city, "name": airport.name}


def _fare(offer: pricing.Offer) -> dict[str, Any]:
    adult = offer.adult
    return {
        "class_of_service": offer.booking_class,
        "fare_plan_id": str(offer.fare_plan_id),
        "fare_rule_id": str(adult.fare_rule_id),
        "fare_price_id": str(adult.fare_price_id),
        "price": float(adult.total),
        "base_price": float(adult.base),
        "taxes": float(adult.taxes),
        "fees": float(adult.fees),
        "currency": offer.currency,
        "prices_by_pax_type": {t: float(p.total) for t, p in offer.prices.items()},
        "booking_charges": float(offer.booking_charges),
        "total_price": float(offer.total),
    }


def leg_json(leg: service.Leg, with_fares: bool) -> dict[str, Any]:
    """The leg as ``schemas.SearchLeg`` would encode it: the flight and its cheapest fare's
    prices; ``fares`` only ``with_fares``."""
    flight, cheapest = leg.flight, leg.cheapest
    adult = cheapest.adult
    prices = cheapest.prices
    encoded = {
        "flight_id": str(flight.id),
        "flight_number": flight.flight_number,
        "departure_datetime": catalog.local_time(flight.scheduled_departure, leg.origin),
        "arrival_datetime": catalog.local_time(flight.scheduled_arrival, leg.destination),
        "origin": _place(leg.origin),
        "destination": _place(leg.destination),
        "duration_minutes": leg.duration_minutes,
        "status": flight.status,
        "booked_seats": leg.booked_seats,
        "total_seats": leg.total_seats,
        "price": float(adult.total),
        "currency": cheapest.currency,
        "fare_plan_id": str(cheapest.fare_plan_id),
        "fare_rule_id": str(adult.fare_rule_id),
        "fare_price_id": str(adult.fare_price_id),
        "class_of_service": cheapest.booking_class,
        "prices_by_type": {
            "adult": float(adult.total),
            "child": float(prices["child"].total),
            "infant": float(prices["infant"].total),
        },
    }
    if with_fares:
        encoded["fares"] = [_fare(offer) for offer in leg.fares]
    return encoded
