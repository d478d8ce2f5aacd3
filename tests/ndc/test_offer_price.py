"""OfferPrice: an AirShopping offer priced as the JSON API's quote for the same agency key."""

from datetime import UTC, datetime, timedelta
from decimal import Decimal

from tests.bookings.helpers import QUOTE, advance_clock
from tests.exchanges.helpers import exchange_world
from tests.factories import create_api_key
from tests.ndc.helpers import error_code, post, sample, text, xpath
from tests.ndc.shopped import shopped_offer
from tests.pricing.factories import create_partnership, create_tax

OWNER = "TM"


async def _world(db, client, admin_headers, *, partnership: bool = True):
    ex = await exchange_world(db, client, admin_headers)
    if partnership:
        await create_partnership(db, ex.partner_id, "10")
    await create_tax(db, "KG", "5.00", name="Airport tax")
    await create_tax(db, "YQ", "3.00", applies_to="per_itinerary", name="Booking charge")
    await db.commit()
    return ex


async def _offer_price(client, ex, offer_id: str, status: int = 200, name="OfferPriceRQ"):
    body = sample(name, offer_id=offer_id, owner=OWNER)
    return await post(client, ex.key.headers, "OfferPrice", body, "OfferPriceRS", status)


def _amount(root, path: str) -> Decimal:
    return Decimal(text(root, path))


async def test_an_offer_is_priced_as_the_json_quote_of_the_same_agency_key(
    app, client, db, admin_headers
):
    ex = await _world(db, client, admin_headers)
    offer_id = shopped_offer(app, ex, pax=(1, 1, 0), round_trip=True)
    root = await _offer_price(client, ex, offer_id)

    quote_id = text(root, "//c:PricedOffer/c:OfferID")
    json_quote = await client.get(f"{QUOTE}/{quote_id}", headers=ex.key.headers)
    assert json_quote.status_code == 200, json_quote.text
    held = json_quote.json()
    same = await client.post(
        QUOTE,
        json={
            "flight_id": str(ex.world.flight.id),
            "return_flight_id": str(ex.world.return_flight.id),
            "pax": [{"type": "adult", "count": 1}, {"type": "child", "count": 1}],
            "fare_family_id": str(ex.world.classic.id),
            "fare_class": "Y",
            "partner_id": str(ex.partner_id),
            "target_currency": "USD",
        },
        headers=ex.key.headers,
    )
    assert same.status_code == 200, same.text
    total = _amount(root, "//c:PricedOffer/c:TotalPrice/c:TotalAmount")
    assert total == Decimal(held["net"]) == Decimal(same.json()["net"])
    # the partnership's 10 % came off the fare, and the commission is the agency's
    assert Decimal(held["channel_discount"]) < 0
    assert _amount(root, "//c:PricedOffer/c:Commission/c:Amount") == Decimal(
        held["commission_amount"]
    )
    assert text(root, "//c:PricedOffer/c:OfferExpirationTimeLimitDateTime").startswith(
        held["valid_until"][:19]
    )
    # per passenger type, the items add up to the total (the per-itinerary charge its own)
    items = [Decimal(v) for v in xpath(root, "//c:OfferItem/c:Price/c:TotalAmount/text()")]
    assert sum(items) == total
    assert xpath(root, "//c:OfferItem/c:OfferItemID/text()") == [
        f"{quote_id}-ADT",
        f"{quote_id}-CHD",
        f"{quote_id}-BKG",
    ]
    adult = xpath(root, "//c:OfferItem[c:OfferItemID='" + quote_id + "-ADT']")[0]
    assert _amount(adult, "c:Price/c:BaseAmount") == Decimal("198.00")  # 90.00 + 108.00
    assert _amount(adult, "c:Price/c:TaxSummary/c:TotalTaxAmount") == Decimal("10.00")
    assert text(adult, "c:FareDetail/c:PaxRefID") == "PAX1"
    components = xpath(adult, "c:FareDetail/c:FareComponent")
    assert [text(c, "c:RBD/c:RBD_Code") for c in components] == ["Y", "Y"]
    assert [text(c, "c:PriceClassRefID") for c in components] == ["PC-CLASSIC"] * 2
    assert text(components[0], "c:FareBasisCode") == "YCLASSIC"
    assert text(components[0], "c:ChangeRestrictions/c:Fee/c:Amount") == "30.00"
    assert text(components[0], "c:CancelRestrictions/c:Fee/c:Amount") == "20.00"
    assert text(components[0], "c:ChangeRestrictions/c:AllowedModificationInd") == "true"
    # the journey: two segments, two journeys; the family as a price class
    assert len(xpath(root, "//c:PaxSegmentList/c:PaxSegment")) == 2
    assert xpath(root, "//c:PaxJourneyList/c:PaxJourney/c:PaxJourneyID/text()") == ["PJ1", "PJ2"]
    assert text(root, "//c:PriceClassList/c:PriceClass/c:Code") == "CLASSIC"
    assert xpath(root, "//c:PaxList/c:Pax/c:PTC/text()") == ["ADT", "CHD"]
    assert text(root, "//c:DatedMarketingSegment/c:MarketingCarrierFlightNumberText") == "101"
    assert text(root, "m:PayloadAttributes/c:CorrelationID") == "journey-2"


async def test_a_fare_that_may_not_change_says_so(app, client, db, admin_headers):
    ex = await _world(db, client, admin_headers, partnership=False)
    body = sample("OfferPriceRQ-reprice", offer_id=shopped_offer(app, ex, light=True), owner=OWNER)
    root = await post(client, ex.key.headers, "OfferPrice", body, "OfferPriceRS")
    component = xpath(root, "//c:FareComponent")[0]
    assert text(component, "c:ChangeRestrictions/c:AllowedModificationInd") == "false"
    assert text(component, "c:CancelRestrictions/c:AllowedModificationInd") == "false"
    assert text(component, "c:RBD/c:RBD_Code") == "Q"
    assert not xpath(root, "//c:PricedOffer/c:Commission")


async def test_a_priced_offer_is_priced_again_as_it_was_while_it_holds(
    app, client, db, admin_headers
):
    ex = await _world(db, client, admin_headers)
    first = await _offer_price(client, ex, shopped_offer(app, ex, pax=(1, 1, 0)))
    quote_id = text(first, "//c:PricedOffer/c:OfferID")
    again = await _offer_price(client, ex, quote_id)
    assert text(again, "//c:PricedOffer/c:OfferID") == quote_id
    assert text(again, "//c:TotalPrice/c:TotalAmount") == text(
        first, "//c:TotalPrice/c:TotalAmount"
    )
    await advance_clock(client, admin_headers, 301)
    gone = await _offer_price(client, ex, quote_id, 410)
    assert error_code(gone) == "ndc_offer_expired"


async def test_an_expired_offer_is_gone(app, client, db, admin_headers):
    ex = await _world(db, client, admin_headers)
    old = datetime.now(UTC).replace(microsecond=0) - timedelta(minutes=1)
    root = await _offer_price(client, ex, shopped_offer(app, ex, expires_at=old), 410)
    assert error_code(root) == "ndc_offer_expired"
    assert text(root, "m:Error/c:TagText").endswith("SelectedOffer/OfferRefID")


async def test_an_unknown_or_tampered_offer_is_not_found(app, client, db, admin_headers):
    ex = await _world(db, client, admin_headers)
    offer_id = shopped_offer(app, ex)
    for wrong in (
        offer_id[:-3] + "abc",
        "OF-nothing",
        "quote-123",
        "00000000-0000-0000-0000-000000000000",
    ):
        root = await _offer_price(client, ex, wrong, 404)
        assert error_code(root) == "ndc_offer_unknown"


async def test_another_agencys_offer_or_quote_is_not_found(app, client, db, admin_headers):
    ex = await _world(db, client, admin_headers)
    other = await create_api_key(db)
    theirs = shopped_offer(app, ex, key=other)
    root = await _offer_price(client, ex, theirs, 404)
    assert error_code(root) == "ndc_offer_unknown"
    priced = await post(
        client,
        other.headers,
        "OfferPrice",
        sample("OfferPriceRQ-reprice", offer_id=theirs, owner=OWNER),
        "OfferPriceRS",
    )
    root = await _offer_price(client, ex, text(priced, "//c:PricedOffer/c:OfferID"), 404)
    assert error_code(root) == "ndc_offer_unknown"


async def test_passengers_other_than_the_offers_are_refused(app, client, db, admin_headers):
    ex = await _world(db, client, admin_headers)
    root = await _offer_price(client, ex, shopped_offer(app, ex, pax=(2, 0, 0)), 422)
    assert error_code(root) == "ndc_request_unusable"


async def test_a_quote_without_flights_is_not_an_offer(app, client, db, admin_headers):
    ex = await _world(db, client, admin_headers)
    quote = await client.post(
        QUOTE,
        json={
            "origin": "FRU",
            "destination": "OSS",
            "departure_date": str(ex.world.flight.flight_date),
        },
        headers=ex.key.headers,
    )
    assert quote.status_code == 200, quote.text
    root = await _offer_price(client, ex, quote.json()["quote_id"], 422)
    assert error_code(root) == "ndc_request_unusable"


async def test_one_offer_is_priced_at_a_time(app, client, db, admin_headers):
    ex = await _world(db, client, admin_headers)
    body = sample("OfferPriceRQ", offer_id=shopped_offer(app, ex, pax=(1, 1, 0)), owner=OWNER)
    start = body.index(b"<cns:SelectedOffer>")
    end = body.index(b"</cns:SelectedOffer>") + len(b"</cns:SelectedOffer>")
    body = body[:end] + body[start:end] + body[end:]
    root = await post(client, ex.key.headers, "OfferPrice", body, "OfferPriceRS", 422)
    assert error_code(root) == "ndc_not_supported"


async def test_a_schema_invalid_request_is_answered_with_an_error(app, client, db, admin_headers):
    ex = await _world(db, client, admin_headers)
    body = sample("OfferPriceRQ", offer_id="x", owner=OWNER).replace(
        b"<cns:OwnerCode>TM</cns:OwnerCode>", b""
    )
    root = await post(client, ex.key.headers, "OfferPrice", body, "OfferPriceRS", 400)
    assert error_code(root) == "ndc_message_invalid"
