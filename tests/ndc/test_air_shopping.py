"""AirShopping: the offers of the JSON API's search, as NDC writes them."""

from datetime import timedelta
from decimal import Decimal

from tests.bookings.helpers import advance_clock
from tests.exchanges.helpers import exchange_world
from tests.ndc.helpers import error_code, post, sample, text, xpath
from tests.pricing.world import today

SEARCH = "/api/v1/schedules/flights/search"


async def _world(db, client, admin_headers):
    return await exchange_world(db, client, admin_headers)


async def test_one_way_offers_are_the_searchs_fares_priced_for_the_party(client, db, admin_headers):
    ex = await _world(db, client, admin_headers)
    day = str(today() + timedelta(days=10))
    root = await post(
        client, ex.key.headers, "AirShopping", sample("AirShoppingRQ", date=day), "AirShoppingRS"
    )
    searched = await client.post(
        SEARCH,
        json={
            "origin": "FRU",
            "destination": "OSS",
            "departure_date": day,
            "adults": 1,
            "children": 1,
            "include_prices": True,
        },
        headers=ex.key.headers,
    )
    assert searched.status_code == 200, searched.text
    fares = searched.json()["legs"][0]["fares"]
    offers = xpath(root, "//c:Offer")
    assert len(offers) == len(fares) == 2
    totals = sorted(Decimal(text(o, "c:TotalPrice/c:TotalAmount")) for o in offers)
    assert totals == sorted(Decimal(str(f["total_price"])) for f in fares)
    cheapest = offers[0]
    assert text(cheapest, "c:OfferID").startswith("OF-")
    assert text(cheapest, "c:OfferExpirationTimeLimitDateTime")
    # one item per passenger type, the adult's and the child's prices of the search
    by_class = {f["class_of_service"]: f for f in fares}
    rbd = text(cheapest, ".//c:FareComponent/c:RBD/c:RBD_Code")
    adult = xpath(cheapest, "c:OfferItem[c:FareDetail/c:PaxRefID='PAX1']")[0]
    child = xpath(cheapest, "c:OfferItem[c:FareDetail/c:PaxRefID='PAX2']")[0]
    fare = by_class[rbd]
    assert Decimal(text(adult, "c:Price/c:TotalAmount")) == Decimal(
        str(fare["prices_by_pax_type"]["adult"])
    )
    assert Decimal(text(child, "c:Price/c:TotalAmount")) == Decimal(
        str(fare["prices_by_pax_type"]["child"])
    )
    assert text(root, "//c:PaxSegment/c:PaxSegmentID") == "SEG1"
    assert text(root, "//c:DatedMarketingSegment/c:MarketingCarrierFlightNumberText") == "101"
    assert {p for p in xpath(root, "//c:PriceClass/c:Code/text()")} == {"CLASSIC", "LIGHT"}


async def test_a_round_trip_pairs_the_flights_of_one_fare_family(client, db, admin_headers):
    ex = await _world(db, client, admin_headers)
    out, back = today() + timedelta(days=10), today() + timedelta(days=15)
    body = sample("AirShoppingRQ", date=str(out)).replace(
        b"</cns:FlightRequestOriginDestinationsCriteria>",
        b"<cns:OriginDestCriteria><cns:DestArrivalCriteria><cns:IATA_LocationCode>FRU"
        b"</cns:IATA_LocationCode></cns:DestArrivalCriteria><cns:OriginDepCriteria><cns:Date>"
        + str(back).encode()
        + b"</cns:Date><cns:IATA_LocationCode>OSS</cns:IATA_LocationCode></cns:OriginDepCriteria>"
        b"</cns:OriginDestCriteria></cns:FlightRequestOriginDestinationsCriteria>",
    )
    root = await post(client, ex.key.headers, "AirShopping", body, "AirShoppingRS")
    offers = xpath(root, "//c:Offer")
    # LIGHT is sold outbound only: the one round trip is CLASSIC both ways
    assert len(offers) == 1
    components = xpath(offers[0], "c:OfferItem[1]/c:FareDetail/c:FareComponent")
    assert [text(c, "c:PriceClassRefID") for c in components] == ["PC-CLASSIC", "PC-CLASSIC"]
    assert len(xpath(root, "//c:PaxJourney")) == 2


async def test_a_day_without_flights_answers_no_offer(client, db, admin_headers):
    ex = await _world(db, client, admin_headers)
    body = sample("AirShoppingRQ", date=str(today() + timedelta(days=11)))
    root = await post(client, ex.key.headers, "AirShopping", body, "AirShoppingRS")
    assert xpath(root, "//c:Offer") == []


async def test_a_passenger_type_or_cabin_tarmac_does_not_price_is_not_supported(
    client, db, admin_headers
):
    ex = await _world(db, client, admin_headers)
    day = str(today() + timedelta(days=10))
    body = sample("AirShoppingRQ", date=day).replace(b">CHD<", b">YTH<")
    root = await post(client, ex.key.headers, "AirShopping", body, "AirShoppingRS", 422)
    assert error_code(root) == "ndc_not_supported"
    assert text(root, "//c:TagText").endswith("Pax[2]/PTC")
    cabin = sample("AirShoppingRQ", date=day).replace(
        b"<cns:DestArrivalCriteria>",
        b"<cns:CabinType><cns:CabinTypeCode>Z</cns:CabinTypeCode><cns:PrefLevel>"
        b"<cns:PrefLevelCode>Required</cns:PrefLevelCode></cns:PrefLevel></cns:CabinType>"
        b"<cns:DestArrivalCriteria>",
    )
    root = await post(client, ex.key.headers, "AirShopping", cabin, "AirShoppingRS", 422)
    assert error_code(root) == "ndc_not_supported"


async def test_an_unknown_airport_is_the_searchs_own_error(client, db, admin_headers):
    ex = await _world(db, client, admin_headers)
    body = sample("AirShoppingRQ", date=str(today() + timedelta(days=10))).replace(
        b">OSS<", b">XXX<"
    )
    root = await post(client, ex.key.headers, "AirShopping", body, "AirShoppingRS", 404)
    assert error_code(root) == "airport_not_found"


async def test_a_shopped_offer_expires_by_the_airlines_clock_after_30_minutes(
    client, db, admin_headers
):
    ex = await _world(db, client, admin_headers)
    body = sample("AirShoppingRQ", date=str(today() + timedelta(days=10)))
    root = await post(client, ex.key.headers, "AirShopping", body, "AirShoppingRS")
    offer = xpath(root, "//c:Offer")[0]
    offer_id = text(offer, "c:OfferID")
    owner = text(offer, "c:OwnerCode")
    price = sample("OfferPriceRQ", offer_id=offer_id, owner=owner)
    await post(client, ex.key.headers, "OfferPrice", price, "OfferPriceRS")
    await advance_clock(client, admin_headers, 30 * 60)
    gone = await post(client, ex.key.headers, "OfferPrice", price, "OfferPriceRS", 410)
    assert error_code(gone) == "ndc_offer_expired"
