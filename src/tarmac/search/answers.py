"""Search answers assembled from remembered segments.

An answer is spliced from encoded segments (``Reads.remembered_segments``): one per route, date,
party, cabin, currency and ``include_prices``, each the JSON array of its legs and kept
while nothing it read changes. One-way, round-trip and multi-city answers share them, and
a sale drops only the segments that read its flight.

The legs are encoded from plain values with orjson, to the bytes the response models
(``schemas.SearchLeg``) would give: same fields in the same order, money as JSON numbers
(``float`` of the Decimal), times as ISO 8601 with the airport's offset (``Z`` at zero),
``fares`` left out without ``include_prices``. ``tests/search/test_search_encoding.py``
holds the two to the same bytes.
"""

from collections.abc import Sequence

from tarmac.cache.reads import ComputedSegment, Reads, SearchSegment
from tarmac.catalog import service as catalog
from tarmac.pricing import service as pricing
from tarmac.search import schemas, service


async def segments(
    reads: Reads, wanted: Sequence[service.Segment], options: service.Options, with_fares: bool
) -> list[SearchSegment]:
    """Each segment of ``wanted``, remembered or computed (those missing together)."""
    keys = await service.segment_keys(reads, wanted)
    variant = (options.pax, options.cabin, options.currency, with_fares)

    async def compute(missing: list[tuple]) -> dict[tuple, ComputedSegment]:
        found = await service.search(reads, [key[:3] for key in missing], options)
        computed = {}
        for key in missing:
            segment = found[key[:3]]
            legs = segment.legs
            computed[key] = (
                encode_legs(legs, with_fares),
                len(legs),
                segment.flights,
                segment.stable_until,
            )
        return computed

    remembered = await reads.remembered_segments([(*key, *variant) for key in keys], compute)
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


def _fare(offer: pricing.Offer) -> schemas.Fare:
    adult = offer.adult
    return schemas.Fare(
        class_of_service=offer.booking_class,
        fare_plan_id=offer.fare_plan_id,
        fare_rule_id=adult.fare_rule_id,
        fare_price_id=adult.fare_price_id,
        price=adult.total,
        base_price=adult.base,
        taxes=adult.taxes,
        fees=adult.fees,
        currency=offer.currency,
        prices_by_pax_type={t: p.total for t, p in offer.prices.items()},
        booking_charges=offer.booking_charges,
        total_price=offer.total,
    )


def _leg(leg: service.Leg, with_fares: bool) -> schemas.SearchLeg:
    """The flight and its cheapest fare's prices; ``fares`` only ``with_fares``."""
    flight, cheapest = leg.flight, leg.cheapest
    adult = cheapest.adult
    return schemas.SearchLeg(
        flight_id=flight.id,
        flight_number=flight.flight_number,
        departure_datetime=catalog.local_time(flight.scheduled_departure, leg.origin),
        arrival_datetime=catalog.local_time(flight.scheduled_arrival, leg.destination),
        origin=schemas.Place.of(leg.origin),
        destination=schemas.Place.of(leg.destination),
        duration_minutes=leg.duration_minutes,
        status=flight.status,
        booked_seats=leg.booked_seats,
        total_seats=leg.total_seats,
        price=adult.total,
        currency=cheapest.currency,
        fare_plan_id=cheapest.fare_plan_id,
        fare_rule_id=adult.fare_rule_id,
        fare_price_id=adult.fare_price_id,
        class_of_service=cheapest.booking_class,
        prices_by_type=schemas.PricesByType(
            adult=adult.total,
            child=cheapest.prices["child"].total,
            infant=cheapest.prices["infant"].total,
        ),
        fares=[_fare(o) for o in leg.fares] if with_fares else None,
    )


def encode_legs(legs: list[service.Leg], with_fares: bool) -> bytes:
    # include_prices decides only whether fares[] is there (spec 01 §4.3).
    exclude = None if with_fares else {"fares"}
    return (
        b"["
        + b",".join(_leg(leg, with_fares).model_dump_json(exclude=exclude).encode() for leg in legs)
        + b"]"
    )
