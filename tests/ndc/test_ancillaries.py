"""ServiceList and SeatAvailability, and the signed ids of the services and seats they offer."""

import uuid
from datetime import UTC, datetime, timedelta
from decimal import Decimal

import pytest

from tarmac.auth.caller import Caller
from tarmac.ndc import ancillaries
from tarmac.ndc.ancillaries import AncillaryItem, AncillaryOffer
from tarmac.ndc.errors import NdcOfferExpired, NdcOfferUnknown
from tests.bookings.helpers import advance_clock, passenger
from tests.exchanges.helpers import exchange_world, paid_booking
from tests.factories import create_api_key
from tests.ndc.helpers import error_code, post, sample, text, xpath
from tests.ndc.shopped import secret, shopped_offer
from tests.pricing.factories import create_ssr_rule, create_zone_price, seed_ssr

SECRET = "test-secret"


def _caller(key_id: uuid.UUID) -> Caller:
    return Caller(kind="api_key", key_id=key_id)


def _item(key_id: uuid.UUID, **changes) -> AncillaryItem:
    values = {
        "kind": "seat",
        "code": "12A",
        "flight_id": uuid.uuid4(),
        "pax_id": "PAX1",
        "price": Decimal("15.00"),
        "currency": "EUR",
        "key_id": key_id,
        "offer_ref": ancillaries.reference("OF-abc.def.ghi"),
        "order_id": None,
        "expires_at": (datetime.now(UTC) + timedelta(minutes=5)).replace(microsecond=0),
        "zone": "FRONT",
    }
    return AncillaryItem(**{**values, **changes})


def test_an_item_id_reads_back_as_signed_for_its_agency_only():
    key = uuid.uuid4()
    item = _item(key)
    signed = ancillaries.sign_item(item, SECRET)
    assert ancillaries.is_ancillary(signed)
    assert ancillaries.read_item(signed, _caller(key), SECRET) == item
    assert item.is_for("OF-abc.def.ghi") and not item.is_for("OF-other")
    with pytest.raises(NdcOfferUnknown):
        ancillaries.read_item(signed, _caller(uuid.uuid4()), SECRET)
    with pytest.raises(NdcOfferUnknown):
        ancillaries.read_item(signed[:-2] + "xx", _caller(key), SECRET)
    with pytest.raises(NdcOfferUnknown):
        ancillaries.read_item(signed, _caller(key), "another secret")


def test_an_item_for_an_order_names_it_and_a_service_its_code():
    key, order = uuid.uuid4(), uuid.uuid4()
    item = _item(
        key, kind="service", code="XBAG", pax_id=None, offer_ref=None, order_id=order, zone=None
    )
    read = ancillaries.read_item(ancillaries.sign_item(item, SECRET), _caller(key), SECRET)
    assert read == item and read.is_for(order) and read.is_for(str(order))


def test_an_expired_item_is_gone_and_the_offer_id_is_not_an_item():
    key = uuid.uuid4()
    old = _item(key, expires_at=(datetime.now(UTC) - timedelta(minutes=1)).replace(microsecond=0))
    with pytest.raises(NdcOfferExpired):
        ancillaries.read_item(ancillaries.sign_item(old, SECRET), _caller(key), SECRET)
    offer = AncillaryOffer(key, "quote-id", None, old.expires_at + timedelta(minutes=10))
    signed = ancillaries.sign_offer(offer, SECRET)
    assert ancillaries.is_ancillary(signed)
    assert ancillaries.read_offer(signed, _caller(key), SECRET) == offer
    with pytest.raises(NdcOfferUnknown):
        ancillaries.read_item(signed, _caller(key), SECRET)
    assert not ancillaries.is_ancillary("OF-x") and not ancillaries.is_ancillary(str(uuid.uuid4()))


# --- ServiceList and SeatAvailability through the API ----------------------------------------

OWNER = "TM"


async def _world(db, client, admin_headers):
    ex = await exchange_world(db, client, admin_headers)
    await seed_ssr(db, "USD")
    await create_ssr_rule(db, "BG23", "included", fare_family_code="CLASSIC")
    await create_ssr_rule(db, "PETC", "restricted")
    await create_zone_price(db, "STD", "10.00", sort_order=0)
    await create_zone_price(db, "XL", "25.00", sort_order=1)
    await create_zone_price(db, "FRONT", "15.00", sort_order=2)
    await db.commit()
    return ex


async def _post(client, ex, message, case, status=200, headers=None, **values):
    body = sample(f"{message}RQ-{case}", owner=OWNER, **values)
    return await post(client, headers or ex.key.headers, message, body, f"{message}RS", status)


def _items(root) -> dict[str, str]:
    """Each a-la-carte item's id by its service id."""
    return {
        text(item, "c:Service/c:ServiceID"): text(item, "c:OfferItemID")
        for item in xpath(root, "//c:ALaCarteOffer/c:OfferItem")
    }


async def test_service_list_offers_the_fares_ssrs_priced_with_signed_item_ids(
    app, client, db, admin_headers
):
    ex = await _world(db, client, admin_headers)
    offer_id = shopped_offer(app, ex, pax=(1, 1, 0))
    root = await _post(client, ex, "ServiceList", "offer", offer_id=offer_id)
    items = _items(root)
    assert "SRV-XBAG" in items and "SRV-BG23" in items
    assert "SRV-PETC" not in items  # restricted: not offered
    xbag = xpath(root, "//c:OfferItem[c:Service/c:ServiceID='SRV-XBAG']")[0]
    assert text(xbag, "c:UnitPrice/c:TotalAmount") == "2500.00"
    assert xpath(xbag, "c:Eligibility/c:PaxRefID/text()") == ["PAX1", "PAX2"]
    bag = xpath(root, "//c:OfferItem[c:Service/c:ServiceID='SRV-BG23']")[0]
    assert text(bag, "c:UnitPrice/c:TotalAmount") == "0.00"  # the fare includes it
    assert text(root, "//c:ServiceDefinition[c:ServiceCode='XBAG']/c:Name")
    item = ancillaries.read_item(items["SRV-XBAG"], _key_caller(ex), secret(app))
    assert (item.kind, item.code, item.price, item.currency) == (
        "service",
        "XBAG",
        Decimal("2500.00"),
        "USD",
    )
    assert item.flight_id == ex.world.flight.id and item.pax_id is None
    assert item.is_for(offer_id) and item.order_id is None
    offer = ancillaries.read_offer(
        text(root, "//c:ALaCarteOffer/c:OfferID"), _key_caller(ex), secret(app)
    )
    assert offer.expires_at == item.expires_at
    # a priced offer (its quote id) gets the same services, for that quote
    priced = await post(
        client,
        ex.key.headers,
        "OfferPrice",
        sample("OfferPriceRQ", offer_id=offer_id, owner=OWNER),
        "OfferPriceRS",
    )
    quote_id = text(priced, "//c:PricedOffer/c:OfferID")
    again = await _post(client, ex, "ServiceList", "offer", offer_id=quote_id)
    again_item = ancillaries.read_item(_items(again)["SRV-XBAG"], _key_caller(ex), secret(app))
    assert again_item.is_for(quote_id) and again_item.price == item.price


async def test_service_list_and_seats_of_an_order_are_for_that_order(
    app, client, db, admin_headers
):
    ex = await _world(db, client, admin_headers)
    booking = await paid_booking(client, ex, passengers=[passenger(seat_number="4A")])
    root = await _post(client, ex, "ServiceList", "order", order_id=booking["id"])
    item = ancillaries.read_item(_items(root)["SRV-XBAG"], _key_caller(ex), secret(app))
    assert item.order_id == uuid.UUID(booking["id"]) and item.is_for(booking["id"])
    assert xpath(root, "//c:PaxList/c:Pax/c:PaxID/text()") == ["PAX1"]
    seats = await _post(client, ex, "SeatAvailability", "order", order_id=booking["id"])
    taken = xpath(seats, "//c:SeatRow[c:RowNumber=4]/c:Seat[c:ColumnID='A']")[0]
    assert text(taken, "c:OccupationStatusCode") == "O" and not xpath(taken, "c:OfferItemRefID")
    # the JSON API's seat map of the booking says the same, seat by seat, with the same fees
    json_map = await client.get(
        f"/api/v1/checkin/flight/{ex.world.flight.id}/seat-map",
        params={"booking_id": booking["id"]},
        headers=admin_headers,
    )
    assert json_map.status_code == 200, json_map.text
    _assert_same_map(seats, json_map.json())


async def test_seat_availability_shows_the_cabin_with_zone_prices_and_signed_seats(
    app, client, db, admin_headers
):
    ex = await _world(db, client, admin_headers)
    offer_id = shopped_offer(app, ex, pax=(1, 0, 1), round_trip=True)
    root = await _post(client, ex, "SeatAvailability", "offer", offer_id=offer_id)
    maps = xpath(root, "//c:SeatMap")
    assert [text(m, "c:PaxSegmentRefID") for m in maps] == ["SEG1", "SEG2"]
    cabin = xpath(maps[0], "c:CabinCompartment")[0]
    assert text(cabin, "c:CabinType/c:CabinTypeCode") == "5"
    assert xpath(cabin, "c:SeatRow/c:RowNumber/text()") == [str(n) for n in range(3, 11)]
    blocked = xpath(cabin, "c:SeatRow[c:RowNumber=10]/c:Seat[c:ColumnID='D']")[0]
    assert text(blocked, "c:OccupationStatusCode") == "O"
    exit_seat = xpath(cabin, "c:SeatRow[c:RowNumber=6]/c:Seat[c:ColumnID='B']")[0]
    assert text(exit_seat, "c:SeatCharacteristicCode") == "E"
    item_id = text(exit_seat, "c:OfferItemRefID")
    price = text(
        root, f"//c:ALaCarteOffer/c:OfferItem[c:OfferItemID='{item_id}']/c:UnitPrice/c:TotalAmount"
    )
    assert price == "25.00"
    item = ancillaries.read_item(item_id, _key_caller(ex), secret(app))
    assert (item.kind, item.code, item.zone, item.price) == ("seat", "6B", "XL", Decimal("25.00"))
    assert item.flight_id == ex.world.flight.id and item.is_for(offer_id)
    # the lap infant takes no seat: only the adult may have one
    eligible = xpath(
        root, f"//c:OfferItem[c:OfferItemID='{item_id}']/c:Eligibility/c:PaxRefID/text()"
    )
    assert eligible == ["PAX1"]
    json_map = await client.get(
        f"/api/v1/checkin/flight/{ex.world.flight.id}/seat-map", headers=admin_headers
    )
    _assert_same_map(root, json_map.json(), segment="SEG1")


async def test_a_fare_without_seat_selection_shows_seats_without_offers(
    app, client, db, admin_headers
):
    ex = await _world(db, client, admin_headers)
    root = await _post(
        client, ex, "SeatAvailability", "offer", offer_id=shopped_offer(app, ex, light=True)
    )
    assert xpath(root, "//c:SeatRow/c:Seat")
    assert not xpath(root, "//c:OfferItemRefID") and not xpath(root, "//c:ALaCarteOffer")


def _assert_same_map(root, json_map: dict, segment: str = "SEG1") -> None:
    ndc = {}
    for row in xpath(root, f"//c:SeatMap[c:PaxSegmentRefID='{segment}']//c:SeatRow"):
        for seat in xpath(row, "c:Seat"):
            number = text(seat, "c:RowNumber") + text(seat, "c:ColumnID")
            refs = xpath(seat, "c:OfferItemRefID/text()")
            fee = (
                text(root, f"//c:OfferItem[c:OfferItemID='{refs[0]}']/c:UnitPrice/c:TotalAmount")
                if refs
                else None
            )
            ndc[number] = (text(seat, "c:OccupationStatusCode"), fee)
    for row in json_map["rows"]:
        for seat in row["seats"]:
            if seat["seat_number"] not in ndc:
                assert row["class"] != "economy", seat
                continue
            status, fee = ndc[seat["seat_number"]]
            assert status == ("F" if seat["status"] == "free" else "O"), seat
            if fee is not None:
                assert Decimal(fee) == Decimal(str(seat["fee"])).quantize(Decimal("0.01")), seat


async def test_another_agencys_order_or_offer_is_not_found(app, client, db, admin_headers):
    ex = await _world(db, client, admin_headers)
    booking = await paid_booking(client, ex)
    other = await create_api_key(db)
    for message in ("ServiceList", "SeatAvailability"):
        root = await _post(
            client, ex, message, "order", 404, headers=other.headers, order_id=booking["id"]
        )
        assert error_code(root) == "ndc_order_not_found"
        root = await _post(client, ex, message, "order", 404, order_id=str(uuid.uuid4()))
        assert error_code(root) == "ndc_order_not_found"
        root = await _post(
            client, ex, message, "offer", 404, offer_id=shopped_offer(app, ex, key=other)
        )
        assert error_code(root) == "ndc_offer_unknown"


async def test_an_expired_or_tampered_offer_gets_no_services(app, client, db, admin_headers):
    ex = await _world(db, client, admin_headers)
    old = datetime.now(UTC).replace(microsecond=0) - timedelta(seconds=5)
    for message in ("ServiceList", "SeatAvailability"):
        root = await _post(
            client, ex, message, "offer", 410, offer_id=shopped_offer(app, ex, expires_at=old)
        )
        assert error_code(root) == "ndc_offer_expired"
        root = await _post(client, ex, message, "offer", 404, offer_id=shopped_offer(app, ex) + "x")
        assert error_code(root) == "ndc_offer_unknown"


async def test_an_item_expires_by_the_airlines_clock(app, client, db, admin_headers):
    ex = await _world(db, client, admin_headers)
    root = await _post(client, ex, "ServiceList", "offer", offer_id=shopped_offer(app, ex))
    item_id = _items(root)["SRV-XBAG"]
    ancillaries.read_item(item_id, _key_caller(ex), secret(app))
    await advance_clock(client, admin_headers, 31 * 60)
    with pytest.raises(NdcOfferExpired):
        ancillaries.read_item(item_id, _key_caller(ex), secret(app))


async def test_the_requests_passengers_name_the_eligible_ones(app, client, db, admin_headers):
    ex = await _world(db, client, admin_headers)
    pax = (
        b"<cns:Pax><cns:PaxID>T1</cns:PaxID><cns:PTC>CHD</cns:PTC></cns:Pax>"
        b"<cns:Pax><cns:PaxID>T2</cns:PaxID><cns:PTC>ADT</cns:PTC></cns:Pax>"
    )
    offer_id = shopped_offer(app, ex, pax=(1, 1, 0))
    body = sample("ServiceListRQ-offer", offer_id=offer_id, owner=OWNER).replace(
        b"<cns:ServiceListCoreRequest>", pax + b"<cns:ServiceListCoreRequest>"
    )
    root = await post(client, ex.key.headers, "ServiceList", body, "ServiceListRS")
    assert xpath(root, "//c:PaxList/c:Pax/c:PaxID/text()") == ["T2", "T1"]
    body = body.replace(b"<cns:PTC>CHD</cns:PTC>", b"<cns:PTC>INF</cns:PTC>")
    root = await post(client, ex.key.headers, "ServiceList", body, "ServiceListRS", 422)
    assert error_code(root) == "ndc_request_unusable"
    assert text(root, "m:Error/c:TagText") == "/IATA_ServiceListRQ/Request/Pax"


async def test_seats_of_flights_named_alone_are_not_supported(app, client, db, admin_headers):
    ex = await _world(db, client, admin_headers)
    body = sample("SeatAvailabilityRQ-offer", offer_id="x", owner=OWNER)
    start, end = body.index(b"<cns:OfferRequest>"), body.index(b"</cns:OfferRequest>")
    segment = (
        b"<cns:PaxSegmentRequest><cns:PaxSegment><cns:CabinTypeAssociationChoice>"
        b"<cns:SegmentCabinType><cns:CabinTypeCode>5</cns:CabinTypeCode></cns:SegmentCabinType>"
        b"</cns:CabinTypeAssociationChoice>"
        b"<cns:DatedMarketingSegmentRefId>M1</cns:DatedMarketingSegmentRefId>"
        b"<cns:PaxSegmentID>S1</cns:PaxSegmentID></cns:PaxSegment></cns:PaxSegmentRequest>"
    )
    body = body[:start] + segment + body[end + len(b"</cns:OfferRequest>") :]
    root = await post(client, ex.key.headers, "SeatAvailability", body, "SeatAvailabilityRS", 422)
    assert error_code(root) == "ndc_not_supported"


async def test_a_schema_invalid_request_is_answered_with_an_error(app, client, db, admin_headers):
    ex = await _world(db, client, admin_headers)
    for message in ("ServiceList", "SeatAvailability"):
        body = sample(f"{message}RQ-offer", offer_id="x", owner=OWNER).replace(
            b"<cns:OfferID>x</cns:OfferID>", b""
        )
        root = await post(client, ex.key.headers, message, body, f"{message}RS", 400)
        assert error_code(root) == "ndc_message_invalid"


def _key_caller(ex) -> Caller:
    return Caller(kind="api_key", key_id=ex.key.id)
