"""Search answers are encoded without Pydantic (``search.answers``), to the very bytes the
response models give. Over the demo world's routes (and an airport on UTC, whose times end
in ``Z``), parties, currencies, cabins, with and without fares, one way, round trip and
multi-city, each answer is compared with ``schemas.SearchResult`` built from what the
search service finds for the same request, and validated by the route's response model."""

import itertools
from datetime import time, timedelta

from pydantic import TypeAdapter
from sqlalchemy import select

from tarmac import demo
from tarmac.catalog import service as catalog
from tarmac.catalog.models import Aircraft, Airport
from tarmac.core import clock
from tarmac.search import schemas, service
from tests.catalog.factories import (
    create_airport,
    create_fare_family,
    create_fare_plan,
    create_fare_price,
    create_fare_rule,
    create_flight,
    create_inventory,
    create_route,
)
from tests.conftest import make_settings
from tests.factories import create_api_key

SEARCH = "/api/v1/schedules/flights/search"
MULTI = "/api/v1/schedules/flights/search-multi"
DAY = (clock.now() + timedelta(days=20)).date()
PARTIES = [(1, 0, 0), (2, 0, 0), (2, 1, 0), (2, 2, 1), (1, 0, 1)]
# party, currency, cabin, include_prices: 60 variants, taken in turn route after route
VARIANTS = list(
    itertools.product(PARTIES, ("KGS", "USD"), (None, "economy", "business"), (True, False))
)
RESULTS = TypeAdapter(list[schemas.SearchResult])


def _fare(offer) -> schemas.Fare:
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


async def _by_the_models(app, body: dict, segments: list[tuple], round_trip: bool) -> bytes:
    """What the response model encodes for ``body``, from what the search service finds."""
    reads = app.state.reads
    options = service.Options(
        service.Pax(body["adults"], body["children"], body["infants"]),
        body["cabin_class"],
        body["currency"],
    )
    keys = await service.segment_keys(reads, [service.Segment(*s) for s in segments])
    found = await service.search(reads, keys, options)
    with_fares = body["include_prices"]
    no_fares = None if with_fares else {"__all__": {"fares"}}

    def result(legs, return_legs) -> str:
        model = schemas.SearchResult(
            legs=[_leg(leg, with_fares) for leg in legs],
            return_legs=[_leg(leg, with_fares) for leg in return_legs],
            total=len(legs),
            total_return=len(return_legs),
        )
        exclude = {"legs": no_fares, "return_legs": no_fares} if no_fares else None
        return model.model_dump_json(exclude=exclude)

    if round_trip:
        return result(found[keys[0]].legs, found[keys[1]].legs).encode()
    if len(keys) == 1:
        return result(found[keys[0]].legs, []).encode()
    return ("[" + ",".join(result(found[key].legs, []) for key in keys) + "]").encode()


async def _world(db) -> None:
    """The demo world, and FRU→ZUT (an airport on UTC) with odd amounts in USD."""
    await demo.load(db, make_settings())
    fru = (await db.execute(select(Airport).where(Airport.iata_code == "FRU"))).scalar_one()
    zulu = await create_airport(db, "ZUT", "Zulu «City»", country="GB", tz="UTC", name="Zulu — Z")
    route = await create_route(db, fru, zulu, duration=377)
    aircraft = (await db.execute(select(Aircraft).limit(1))).scalar_one()
    for hour in (1, 13):
        flight = await create_flight(
            db, route, aircraft, DAY, local_departure=time(hour, 5), number=f"ZZ{hour}"
        )
        await create_inventory(db, flight, "Y", seats=30, sold=7)
        await create_inventory(db, flight, "J", seats=8, cabin="business")
    for code, booking_class, cabin, base in (
        ("ZLITE", "Y", "economy", "123.45"),
        ("ZBIZ", "J", "business", "1234.5"),
    ):
        plan = await create_fare_plan(
            db,
            await create_fare_family(db, code),
            await create_fare_rule(db),
            route=route,
            booking_class=booking_class,
            cabin=cabin,
        )
        await create_fare_price(db, plan, "adult", base, taxes="12.34", fees="0.99")
        await create_fare_price(db, plan, "child", "99.99", taxes="7.01")
    await db.commit()


def _body(variant, **fields) -> dict:
    (adults, children, infants), currency, cabin, prices = variant
    return {
        "adults": adults,
        "children": children,
        "infants": infants,
        "currency": currency,
        "cabin_class": cabin,
        "include_prices": prices,
    } | fields


async def test_answers_are_the_bytes_the_response_models_give(app, client, db):
    await _world(db)
    key = await create_api_key(db)
    listed = (await client.get("/api/v1/schedules/routes", headers=key.headers)).json()
    routes = [(r["origin"]["iata"], r["destination"]["iata"]) for r in listed]
    assert ("FRU", "ZUT") in routes and len(routes) > 20
    variants = itertools.cycle(VARIANTS)
    later = DAY + timedelta(days=3)
    compared, legs, zulu = 0, 0, False

    async def check(path: str, body: dict, segments: list[tuple], round_trip=False) -> None:
        nonlocal compared, legs, zulu
        response = await client.post(path, json=body, headers=key.headers)
        assert response.status_code == 200, response.text
        expected = await _by_the_models(app, body, segments, round_trip)
        assert response.content == expected, body
        results = RESULTS.validate_json(
            response.content if path == MULTI else b"[" + response.content + b"]"
        )
        compared += 1
        legs += sum(len(r.legs) + len(r.return_legs) for r in results)
        zulu = zulu or b'Z"' in response.content

    for origin, destination in routes:
        for _ in range(3):
            body = _body(next(variants), origin=origin, destination=destination)
            await check(
                SEARCH, body | {"departure_date": DAY.isoformat()}, [(origin, destination, DAY)]
            )
        if (destination, origin) in routes:
            body = _body(next(variants), origin=origin, destination=destination)
            trip = body | {"departure_date": DAY.isoformat(), "return_date": later.isoformat()}
            await check(
                SEARCH, trip, [(origin, destination, DAY), (destination, origin, later)], True
            )
            hops = [
                {"origin": origin, "destination": destination, "departure_date": DAY.isoformat()},
                {"origin": destination, "destination": origin, "departure_date": later.isoformat()},
            ]
            multi = {k: v for k, v in _body(next(variants)).items()} | {"legs": hops}
            await check(
                MULTI,
                multi,
                [
                    (h["origin"], h["destination"], d)
                    for h, d in zip(hops, (DAY, later), strict=True)
                ],
            )
    assert compared > 100 and legs > 100 and zulu, (compared, legs, zulu)
