"""Flight search (``/api/v1/schedules/flights/search`` and ``search-multi``, any API key;
spec 01 §4.3). HTTP only: parse, call ``search.service``, shape the reply. The rules are
documented in ``search.service``.

Answers are remembered per request body (``Reads.search_answer``) while nothing they read
changes; both routes skip FastAPI's dependency solver (``core.direct_route``).
"""

import uuid
from collections.abc import Iterable
from datetime import datetime

from fastapi import APIRouter, Response

from tarmac.auth.caller import AnyKey
from tarmac.auth.errors import KEY_CREDENTIAL_ERRORS
from tarmac.cache.reads import ReadsDep
from tarmac.catalog import service as catalog
from tarmac.catalog.errors import AirportNotFound, SameAirports
from tarmac.core.direct_route import direct_post
from tarmac.core.errors import RateLimited, error_responses
from tarmac.core.responses import encoded_json
from tarmac.pricing import service as pricing
from tarmac.search import schemas, service

router = APIRouter(prefix="/schedules", tags=["catalog and search"])


def _options(body: schemas.SearchOptionsIn) -> service.Options:
    return service.Options(
        pax=service.Pax(body.adults, body.children, body.infants),
        cabin=body.cabin_class,
        currency=body.currency,
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


def _result(legs: list[service.Leg], return_legs: list[service.Leg], prices: bool) -> bytes:
    result = schemas.SearchResult(
        legs=[_leg(leg, prices) for leg in legs],
        return_legs=[_leg(leg, prices) for leg in return_legs],
        total=len(legs),
        total_return=len(return_legs),
    )
    # include_prices decides only whether fares[] is there (spec 01 §4.3).
    no_fares = None if prices else {"__all__": {"fares"}}
    exclude = {"legs": no_fares, "return_legs": no_fares} if no_fares else None
    return result.model_dump_json(exclude=exclude).encode()


SEARCH_ERRORS = error_responses(
    AirportNotFound,
    SameAirports,
    service.CurrencyNotConvertible,
    *KEY_CREDENTIAL_ERRORS,
    RateLimited,
)


@direct_post(
    router, "/flights/search", response_model=schemas.SearchResult, responses=SEARCH_ERRORS
)
async def search_flights(_: AnyKey, reads: ReadsDep, body: schemas.FlightSearch) -> Response:
    """One way, or a round trip with ``return_date``. ``total`` and ``total_return`` are
    the numbers of ``legs`` and ``return_legs``."""

    async def render() -> tuple[bytes, Iterable[uuid.UUID], datetime]:
        segments = [service.Segment(body.origin, body.destination, body.departure_date)]
        if body.return_date is not None:
            segments.append(service.Segment(body.destination, body.origin, body.return_date))
        found = await service.search(reads, segments, _options(body))
        return_legs = found.legs[1] if body.return_date is not None else []
        body_json = _result(found.legs[0], return_legs, body.include_prices)
        return body_json, found.flights, found.stable_until

    return encoded_json(await reads.search_answer(("search", body.model_dump_json()), render))


@direct_post(
    router,
    "/flights/search-multi",
    response_model=list[schemas.SearchResult],
    responses=SEARCH_ERRORS,
)
async def search_multi(_: AnyKey, reads: ReadsDep, body: schemas.MultiFlightSearch) -> Response:
    """One search result per leg (1 to 6 legs, dates not going backwards); passengers,
    cabin, prices and currency apply to every leg."""

    async def render() -> tuple[bytes, Iterable[uuid.UUID], datetime]:
        segments = [service.Segment(s.origin, s.destination, s.departure_date) for s in body.legs]
        found = await service.search(reads, segments, _options(body))
        results = [_result(legs, [], body.include_prices) for legs in found.legs]
        return b"[" + b",".join(results) + b"]", found.flights, found.stable_until

    key = ("search-multi", body.model_dump_json())
    return encoded_json(await reads.search_answer(key, render))
