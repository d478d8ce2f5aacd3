"""A search fare costs what the quote charges (spec 01 §2.8, §4.4): for a flight, a fare
and a party, search's prices are what ``POST /quote`` with that flight, fare class and
passengers charges before promo, partner discount and ancillaries, in the fare currency
and converted, with dynamic pricing on and off.

The world: FRU→OSS in KGS, three flights on DAY with classes Y, B, C (business) and, on the
last flight, its own LIGHT plan in class M. Fares (base + filed taxes + fees):

- LIGHT (Y): adult 3000 + 400 + 100, child 2000 + 400 under its own rule;
- CLASSIC (B): adult 5000 + 400 + 100, senior 4000 + 400 + 100, no child price (a child
  pays the adult fare);
- BUSINESS (C): adult 12000 + 1000, child 9000 + 1000;
- the last flight's LIGHT (M): adult 2000 + 400 + 100.

Taxes of the table: AIRPORT_KG 300 per passenger (country KG), SECURITY_FEE 100 in the
older shape (per passenger), VAT 12 % of the fare, and, when ``booking_taxes``, YQ 500 per
segment and BOOK_FEE 200 per itinerary (700 per one-way booking). KGS→USD is 0.01.
Amounts are whole soms and multipliers +5 % or +10 %, so no line rounds: the
per-passenger prices add up to the quote exactly (see ``pricing.offers`` for when they
cannot).
"""

from datetime import time, timedelta
from decimal import Decimal

import pytest

from tarmac import demo
from tarmac.core import clock
from tests.catalog.factories import (
    create_aircraft,
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
from tests.content.factories import create_internal_rate
from tests.factories import create_api_key
from tests.pricing.factories import create_tax, set_airline

SEARCH = "/api/v1/schedules/flights/search"
QUOTE = "/api/v1/fares/quote"
DAY = (clock.now() + timedelta(days=20)).date()
PARTIES = [(1, 0, 0), (2, 1, 0), (1, 2, 1), (2, 0, 2), (0, 2, 0)]
CODES = {
    "adult": "ADT",
    "child": "CHD",
    "infant_with_seat": "INS",
    "youth": "YTH",
    "senior": "SRC",
}


async def _world(db, *, booking_taxes: bool):
    fru = await create_airport(db, "FRU", "Bishkek")
    oss = await create_airport(db, "OSS", "Osh")
    route = await create_route(db, fru, oss)
    aircraft = await create_aircraft(db)
    flights = [
        await create_flight(db, route, aircraft, DAY, local_departure=departure)
        for departure in (time(8, 0), time(12, 0), time(18, 0))
    ]
    # load factors 72 %, 90 % and 10 % (68 seats): +5 %, +10 % and none when dynamic
    for flight, (y, b, c) in zip(flights, ((30, 15, 4), (36, 20, 5), (4, 2, 1)), strict=True):
        await create_inventory(db, flight, "Y", seats=40, sold=y)
        await create_inventory(db, flight, "B", seats=20, sold=b)
        await create_inventory(db, flight, "C", seats=8, sold=c, cabin="business")
    await create_inventory(db, flights[2], "M", seats=10)
    # the 90 % flight: B is full, so it offers LIGHT and BUSINESS only

    async def fare(family, booking_class, prices, *, cabin="economy", flight=None):
        plan = await create_fare_plan(
            db,
            family,
            await create_fare_rule(db, currency="KGS"),
            route=None if flight else route,
            flight=flight,
            booking_class=booking_class,
            cabin=cabin,
        )
        for passenger_type, base, taxes, fees, own_rule in prices:
            rule = await create_fare_rule(db, currency="KGS") if own_rule else None
            await create_fare_price(
                db, plan, passenger_type, base, taxes=taxes, fees=fees, currency="KGS", rule=rule
            )

    light = await create_fare_family(db, "LIGHT", sort_order=0)
    await fare(
        light, "Y", [("adult", "3000", "400", "100", False), ("child", "2000", "400", "0", True)]
    )
    await fare(
        await create_fare_family(db, "CLASSIC", sort_order=1),
        "B",
        [("adult", "5000", "400", "100", False), ("senior", "4000", "400", "100", False)],
    )
    await fare(
        await create_fare_family(db, "BUSINESS", sort_order=2),
        "C",
        [("adult", "12000", "1000", "0", False), ("child", "9000", "1000", "0", False)],
        cabin="business",
    )
    await fare(light, "M", [("adult", "2000", "400", "100", False)], flight=flights[2])
    await create_tax(db, "AIRPORT_KG", "300", currency="KGS", country="KG")
    await create_tax(db, "SECURITY_FEE", "100", currency="KGS", applies_to=None)
    await create_tax(db, "VAT", "12", tax_type="percentage", applies_to="per_itinerary")
    if booking_taxes:
        await create_tax(db, "YQ", "500", currency="KGS", applies_to="per_segment")
        await create_tax(db, "BOOK_FEE", "200", currency="KGS", applies_to="per_itinerary")
    await db.commit()
    await create_internal_rate(db, "KGS", "USD", "0.01")
    await db.commit()
    return flights


def _pax(adults: int, children: int, infants: int) -> list[dict]:
    counts = (("ADT", adults), ("CHD", children), ("INF", infants))
    return [{"type": code, "count": count} for code, count in counts if count]


async def _search(client, key, party, currency, origin="FRU", destination="OSS", day=DAY):
    adults, children, infants = party
    response = await client.post(
        SEARCH,
        json={
            "origin": origin,
            "destination": destination,
            "departure_date": day.isoformat(),
            "adults": adults,
            "children": children,
            "infants": infants,
            "include_prices": True,
            "currency": currency,
        },
        headers=key.headers,
    )
    assert response.status_code == 200, response.text
    return response.json()["legs"]


async def _quote(client, key, flight_id, pax, currency, fare_class=None):
    payload = {"flight_id": flight_id, "pax": pax, "target_currency": currency}
    if fare_class is not None:
        payload["fare_class"] = fare_class
    response = await client.post(QUOTE, json=payload, headers=key.headers)
    assert response.status_code == 200, response.text
    return response.json()


def _money(value) -> Decimal:
    return Decimal(str(value))


async def _check_flight(client, key, leg, party, currency, *, alone: bool = True) -> int:
    """Every fare of a search leg against quotes of that flight and fare (and, ``alone``,
    each passenger type against a one-passenger quote); the number of fares checked."""
    adults, children, _ = party
    pax = _pax(*party)
    best = await _quote(client, key, leg["flight_id"], pax, currency)
    # without a preference the quote takes the fare search lists first
    assert best["fare_resolution"]["fare_plan_id"] == leg["fare_plan_id"]
    for fare in leg["fares"]:
        quoted = await _quote(
            client, key, leg["flight_id"], pax, currency, fare["class_of_service"]
        )
        assert quoted["fare_resolution"]["fare_plan_id"] == fare["fare_plan_id"]
        assert (quoted["currency"], fare["currency"]) == (currency, currency)
        net = Decimal(quoted["net"])
        prices = {t: _money(p) for t, p in fare["prices_by_pax_type"].items()}
        booking = _money(fare["booking_charges"])
        assert adults * prices["adult"] + children * prices["child"] + booking == net
        assert _money(fare["total_price"]) == net
        assert prices["infant"] == 0
        parts = _money(fare["base_price"]) + _money(fare["taxes"]) + _money(fare["fees"])
        assert parts == prices["adult"] == _money(fare["price"])
        if not alone:
            continue
        for passenger_type, price in prices.items():
            if passenger_type == "infant":  # a lap infant is never quoted alone
                continue
            one = [{"type": CODES[passenger_type]}]
            single = await _quote(
                client, key, leg["flight_id"], one, currency, fare["class_of_service"]
            )
            assert price + booking == Decimal(single["net"])
    return len(leg["fares"])


@pytest.mark.parametrize("booking_taxes", [False, True], ids=["per-passenger", "per-booking"])
async def test_a_search_fare_costs_what_the_quote_of_that_flight_fare_and_party_charges(
    client, db, booking_taxes
):
    flights = await _world(db, booking_taxes=booking_taxes)
    key = await create_api_key(db)
    checked = 0
    for dynamic in (False, True):
        await set_airline(db, dynamic_pricing_enabled=dynamic)
        for currency in ("KGS", "USD"):
            by_party = {}
            for party in PARTIES:
                legs = await _search(client, key, party, currency)
                assert [leg["flight_id"] for leg in legs] == [str(f.id) for f in flights]
                for leg in legs:
                    alone = party == PARTIES[0]
                    checked += await _check_flight(client, key, leg, party, currency, alone=alone)
                by_party[party] = [
                    [fare["prices_by_pax_type"] for fare in leg["fares"]] for leg in legs
                ]
            # what one passenger pays does not depend on who travels with them
            assert len({repr(v) for v in by_party.values()}) == 1
    assert checked == 2 * 2 * len(PARTIES) * 8


async def test_dynamic_pricing_and_the_tax_table_show_in_search_prices(client, db):
    """Worked numbers: LIGHT on the first flight for one adult, in KGS."""
    await _world(db, booking_taxes=True)
    key = await create_api_key(db)

    async def light(**changes):
        if changes:
            await set_airline(db, **changes)
        [first, *_] = await _search(client, key, (1, 0, 0), "KGS")
        return first["fares"][0]

    fare = await light()
    # 3000 fare; taxes 400 filed + 300 AIRPORT_KG + 100 SECURITY_FEE + 360 VAT; 100 fees
    assert (fare["base_price"], fare["taxes"], fare["fees"], fare["price"]) == (
        3000.0,
        1160.0,
        100.0,
        4260.0,
    )
    assert (fare["booking_charges"], fare["total_price"]) == (700.0, 4960.0)
    fare = await light(dynamic_pricing_enabled=True)
    # load factor 72 %: +5 % on the fare (3150), VAT 12 % of it (378)
    assert (fare["base_price"], fare["taxes"], fare["price"]) == (3150.0, 1178.0, 4428.0)


async def test_the_demo_fru_oss_search_shows_the_quotes_price(client, db):
    """The demo world's trunk route in KGS: a LIGHT adult is 3400 + 400 + 100 filed, 300
    AIRPORT_KG, 150 SECURITY_FEE and 408 VAT (12 % of 3400); YQ 500 per segment and
    BOOK_FEE 200 per itinerary are booking charges. The quote charges 5458."""
    await demo.load(db, make_settings())
    await db.commit()
    key = await create_api_key(db)
    day = (clock.now() + timedelta(days=20)).date()
    legs = await _search(client, key, (1, 0, 0), "KGS", day=day)
    assert len(legs) == 4
    light = legs[0]["fares"][0]
    assert (light["price"], light["booking_charges"], light["total_price"]) == (
        4758.0,
        700.0,
        5458.0,
    )
    quoted = await _quote(client, key, legs[0]["flight_id"], _pax(1, 0, 0), "KGS")
    assert quoted["net"] == "5458.00"
    for party in ((1, 0, 0), (2, 1, 1), (0, 2, 0)):
        for leg in await _search(client, key, party, "KGS", day=day):
            await _check_flight(client, key, leg, party, "KGS")


async def test_a_converted_party_total_is_the_quotes_net_where_prices_round(client, db):
    """In the demo world USD is 1 / 87.50 KGS: the quote converts each line for all the
    passengers of a type, a search price for one, so two adults can differ from twice the
    adult price by a cent; the fare's total_price is the quote's net all the same."""
    await demo.load(db, make_settings())
    await db.commit()
    key = await create_api_key(db)
    day = (clock.now() + timedelta(days=20)).date()
    for party in ((1, 0, 0), (2, 1, 0), (3, 0, 0)):
        leg = (await _search(client, key, party, "USD", day=day))[0]
        for fare in leg["fares"]:
            quoted = await _quote(
                client, key, leg["flight_id"], _pax(*party), "USD", fare["class_of_service"]
            )
            net = Decimal(quoted["net"])
            assert _money(fare["total_price"]) == net
            prices = {t: _money(p) for t, p in fare["prices_by_pax_type"].items()}
            summed = party[0] * prices["adult"] + party[1] * prices["child"]
            summed += _money(fare["booking_charges"])
            assert abs(summed - net) <= Decimal("0.01") * len(quoted["line_items"])
