"""NDC orders: OrderCreate from a priced offer (paid from the agency's wallet or left to pay),
OrderRetrieve, OrderChange paying it or cancelling it unpaid. Every order is a booking of the
JSON API, read back through ``GET /api/v1/bookings/{id}``."""

import uuid
from datetime import UTC, datetime, timedelta
from decimal import Decimal

from sqlalchemy import func, select, update

from tarmac.bookings.models import Booking
from tarmac.inventory.models import BookingClassInventory
from tarmac.ndc import ancillaries
from tests.bookings.helpers import BOOKINGS, advance_clock, quote
from tests.exchanges.helpers import ExchangeWorld, exchange_world, read
from tests.factories import create_api_key, create_partner
from tests.ndc.helpers import error_code, post, sample, text, xpath
from tests.ndc.shopped import secret, shopped_offer
from tests.payments.helpers import wallets
from tests.pricing.factories import create_ssr, create_zone_price
from tests.pricing.world import today

ORDER = "m:Response/c:Order"


def _born() -> str:
    return str(today() - timedelta(days=365 * 30 + 40))


def _expiry() -> str:
    return str(today() + timedelta(days=3 * 365))


async def _quoted(client, ex: ExchangeWorld, headers=None) -> dict:
    """A quote of the world's flight for one adult (CLASSIC), with the agency's key: what
    OfferPrice answers as a priced offer's OfferID."""
    return await quote(
        client,
        headers or ex.key.headers,
        ex.world.flight.id,
        pax=[{"type": "adult", "count": 1}],
        fare_class="Y",
    )


def _create(quoted: dict, *, paid: bool = True, amount: str | None = None) -> bytes:
    if not paid:
        return sample(
            "OrderCreateRQ-unpaid", offer_id=quoted["quote_id"], born=_born(), expiry=_expiry()
        )
    return sample(
        "OrderCreateRQ-wallet",
        offer_id=quoted["quote_id"],
        born=_born(),
        expiry=_expiry(),
        amount=amount or quoted["net"],
    )


async def _order(client, headers, body: bytes, status: int = 200, **extra):
    return await post(client, {**headers, **extra}, "OrderCreate", body, "OrderViewRS", status)


async def _retrieve(client, headers, order_id: str, status: int = 200):
    body = sample("OrderRetrieveRQ", order_id=order_id)
    return await post(client, headers, "OrderRetrieve", body, "OrderViewRS", status)


def _order_id(root) -> str:
    return text(root, f"{ORDER}/c:OrderID")


async def _another_agency(db):
    partner = await create_partner(db, "Caravan Tours")
    key = await create_api_key(db, partner_id=partner.id)
    await db.commit()
    return key


async def test_an_order_paid_from_the_wallet_is_the_json_apis_confirmed_ticketed_booking(
    client, db, admin_headers
):
    ex = await exchange_world(db, client, admin_headers)
    before = (await wallets(client, ex.key, ex.partner_id))["USD"]
    quoted = await _quoted(client, ex)
    root = await _order(client, ex.key.headers, _create(quoted))

    order_id = _order_id(root)
    assert text(root, "m:PayloadAttributes/c:CorrelationID") == "order-1"
    assert text(root, f"{ORDER}/c:StatusCode") == "CONFIRMED"
    assert Decimal(text(root, f"{ORDER}/c:TotalPrice/c:TotalAmount")) == Decimal(quoted["net"])
    assert text(root, f"{ORDER}/c:OwnerCode")
    assert not xpath(root, f"{ORDER}/c:OrderItem/c:PaymentTimeLimitDateTime")
    pax = xpath(root, "m:Response/c:DataLists/c:PaxList/c:Pax")
    assert len(pax) == 1
    assert text(pax[0], "c:PaxID") == "PAX1" and text(pax[0], "c:PTC") == "ADT"
    assert text(pax[0], "c:Individual/c:Surname") == "ASANOV"
    assert text(pax[0], "c:IdentityDoc/c:IdentityDocID") == "AC1234567"
    assert text(pax[0], "c:Birthdate") == _born()
    contact = "m:Response/c:DataLists/c:ContactInfoList/c:ContactInfo"
    assert text(root, f"{contact}/c:EmailAddress/c:EmailAddressText") == (
        "bookings@silkroad.example"
    )
    segment = "m:Response/c:DataLists/c:DatedMarketingSegmentList/c:DatedMarketingSegment"
    assert text(root, f"{segment}/c:Dep/c:IATA_LocationCode") == "FRU"
    assert text(root, f"{segment}/c:Arrival/c:IATA_LocationCode") == "OSS"
    assert text(root, f"{segment}/c:MarketingCarrierFlightNumberText") == "101"

    booking = await read(client, ex.key, order_id)
    assert (booking["status"], booking["payment_status"]) == ("confirmed", "paid")
    assert booking["passengers"][0]["first_name"] == "AIBEK"
    assert booking["contact_phone"] == "+996555123456"
    tickets = [t["ticket_number"] for t in booking["tickets"]]
    assert len(tickets) == 1
    assert xpath(root, "m:Response/c:TicketDocInfo/c:Ticket/c:TicketNumber/text()") == tickets
    assert text(root, "m:Response/c:TicketDocInfo/c:Ticket/c:Coupon/c:CouponStatusCode") == "I"
    refs = set(xpath(root, "//c:BookingRef/c:BookingID/text()"))
    assert refs == {booking["booking_reference"]}
    after = (await wallets(client, ex.key, ex.partner_id))["USD"]
    assert Decimal(str(before["balance"])) - Decimal(str(after["balance"])) == Decimal(
        quoted["net"]
    )

    again = await _retrieve(client, ex.key.headers, order_id)
    assert _order_id(again) == order_id
    assert text(again, f"{ORDER}/c:StatusCode") == "CONFIRMED"
    by_ref = await post(
        client,
        ex.key.headers,
        "OrderRetrieve",
        sample("OrderRetrieveRQ-bookingref", booking_ref=booking["booking_reference"]),
        "OrderViewRS",
    )
    assert _order_id(by_ref) == order_id


async def test_an_order_without_payment_waits_until_its_time_limit_then_orderchange_pays_it(
    client, db, admin_headers
):
    ex = await exchange_world(db, client, admin_headers)
    quoted = await _quoted(client, ex)
    root = await _order(client, ex.key.headers, _create(quoted, paid=False))
    order_id = _order_id(root)
    assert text(root, f"{ORDER}/c:StatusCode") == "PENDING"
    booking = await read(client, ex.key, order_id)
    assert (booking["status"], booking["payment_status"]) == ("pending", "unpaid")
    limits = set(xpath(root, f"{ORDER}/c:OrderItem/c:PaymentTimeLimitDateTime/text()"))
    assert len(limits) == 1
    assert limits.pop()[:16] == booking["expiry_date"][:16]
    assert not xpath(root, "m:Response/c:TicketDocInfo")

    body = sample("OrderChangeRQ-pay", order_id=order_id, amount=quoted["net"])
    paid = await post(client, ex.key.headers, "OrderChange", body, "OrderViewRS")
    assert text(paid, f"{ORDER}/c:StatusCode") == "CONFIRMED"
    booking = await read(client, ex.key, order_id)
    assert (booking["status"], booking["payment_status"]) == ("confirmed", "paid")
    assert xpath(paid, "m:Response/c:TicketDocInfo/c:Ticket/c:TicketNumber/text()") == [
        booking["tickets"][0]["ticket_number"]
    ]

    again = await post(client, ex.key.headers, "OrderChange", body, "OrderViewRS", 400)
    assert error_code(again) == "already_paid"


async def test_a_payment_of_another_amount_than_the_orders_is_refused_and_nothing_is_booked(
    client, db, admin_headers
):
    ex = await exchange_world(db, client, admin_headers)
    quoted = await _quoted(client, ex)
    root = await _order(client, ex.key.headers, _create(quoted, amount="1.00"), 422)
    assert error_code(root) == "ndc_request_unusable"
    assert await db.scalar(select(func.count()).select_from(Booking)) == 0


async def test_cancel_unpaid_order_cancels_a_pending_order_and_refuses_a_paid_one(
    client, db, admin_headers
):
    ex = await exchange_world(db, client, admin_headers)
    pending = _order_id(
        await _order(client, ex.key.headers, _create(await _quoted(client, ex), paid=False))
    )
    body = sample("OrderChangeRQ-cancel-unpaid", order_id=pending)
    root = await post(client, ex.key.headers, "OrderChange", body, "OrderViewRS")
    assert text(root, f"{ORDER}/c:StatusCode") == "CANCELLED"
    assert (await read(client, ex.key, pending))["status"] == "cancelled"

    paid = _order_id(await _order(client, ex.key.headers, _create(await _quoted(client, ex))))
    body = sample("OrderChangeRQ-cancel-unpaid", order_id=paid)
    refused = await post(client, ex.key.headers, "OrderChange", body, "OrderViewRS", 409)
    assert error_code(refused) == "ndc_order_paid"
    assert "OrderReshop" in text(refused, "m:Error/c:DescText")
    assert (await read(client, ex.key, paid))["status"] == "confirmed"


async def test_a_repeat_with_the_same_idempotency_key_answers_the_same_order_and_books_once(
    client, db, admin_headers
):
    ex = await exchange_world(db, client, admin_headers)
    body = _create(await _quoted(client, ex))
    key = {"X-Idempotency-Key": str(uuid.uuid4())}
    first = await client.post(
        "/ndc/21.3/OrderCreate",
        content=body,
        headers={**ex.key.headers, **key, "Content-Type": "application/xml"},
    )
    second = await client.post(
        "/ndc/21.3/OrderCreate",
        content=body,
        headers={**ex.key.headers, **key, "Content-Type": "application/xml"},
    )
    assert first.status_code == second.status_code == 200, first.text
    assert first.content == second.content
    assert await db.scalar(select(func.count()).select_from(Booking)) == 1
    listed = await client.get(f"{BOOKINGS}/", headers=ex.key.headers)
    assert listed.json()["total"] == 1


async def test_a_schema_invalid_order_create_is_answered_with_the_error_naming_the_element(
    client, db, admin_headers
):
    ex = await exchange_world(db, client, admin_headers)
    body = _create(await _quoted(client, ex)).replace(b"<cns:PaxID>PAX1</cns:PaxID>", b"")
    root = await _order(client, ex.key.headers, body, 400)
    assert error_code(root) == "ndc_message_invalid"
    assert "Pax" in text(root, "m:Error/c:TagText")


async def test_an_unknown_offer_is_404_and_another_agencys_quote_is_unknown_too(
    client, db, admin_headers
):
    ex = await exchange_world(db, client, admin_headers)
    quoted = await _quoted(client, ex)
    for offer_id in (str(uuid.uuid4()), "not-an-offer", "OF-shopped.not.priced"):
        root = await _order(client, ex.key.headers, _create({**quoted, "quote_id": offer_id}), 404)
        assert error_code(root) == "ndc_offer_unknown"
        assert text(root, "m:Error/c:TagText").endswith("OfferRefID")
    other = await _another_agency(db)
    root = await _order(client, other.headers, _create(quoted), 404)
    assert error_code(root) == "ndc_offer_unknown"
    assert await db.scalar(select(func.count()).select_from(Booking)) == 0


async def test_an_expired_priced_offer_is_410(client, db, admin_headers):
    ex = await exchange_world(db, client, admin_headers)
    quoted = await _quoted(client, ex)
    await advance_clock(client, admin_headers, 301)
    root = await _order(client, ex.key.headers, _create(quoted), 410)
    assert error_code(root) == "ndc_offer_expired"


async def test_another_agencys_order_is_not_found_to_retrieve_pay_or_cancel(
    client, db, admin_headers
):
    ex = await exchange_world(db, client, admin_headers)
    quoted = await _quoted(client, ex)
    order_id = _order_id(await _order(client, ex.key.headers, _create(quoted, paid=False)))
    other = await _another_agency(db)
    root = await _retrieve(client, other.headers, order_id, 404)
    assert error_code(root) == "ndc_order_not_found"
    root = await _retrieve(client, ex.key.headers, str(uuid.uuid4()), 404)
    assert error_code(root) == "ndc_order_not_found"
    reference = (await read(client, ex.key, order_id))["booking_reference"]
    by_ref = sample("OrderRetrieveRQ-bookingref", booking_ref=reference)
    root = await post(client, other.headers, "OrderRetrieve", by_ref, "OrderViewRS", 404)
    assert error_code(root) == "ndc_order_not_found"
    for body in (
        sample("OrderChangeRQ-pay", order_id=order_id, amount=quoted["net"]),
        sample("OrderChangeRQ-cancel-unpaid", order_id=order_id),
    ):
        root = await post(client, other.headers, "OrderChange", body, "OrderViewRS", 404)
        assert error_code(root) == "ndc_order_not_found"
    assert (await read(client, ex.key, order_id))["status"] == "pending"


async def test_a_wallet_too_low_is_the_wallets_error_and_nothing_is_booked(
    client, db, admin_headers
):
    ex = await exchange_world(db, client, admin_headers, balance="1.00")
    root = await _order(client, ex.key.headers, _create(await _quoted(client, ex)), 422)
    assert error_code(root) == "insufficient_balance"
    assert await db.scalar(select(func.count()).select_from(Booking)) == 0


async def test_a_sold_out_class_is_the_inventorys_error(client, db, admin_headers):
    ex = await exchange_world(db, client, admin_headers)
    quoted = await _quoted(client, ex)
    await db.execute(
        update(BookingClassInventory)
        .where(BookingClassInventory.flight_id == ex.world.flight.id)
        .values(sold=BookingClassInventory.seats)
    )
    await db.commit()
    root = await _order(client, ex.key.headers, _create(quoted), 409)
    assert error_code(root) == "sold_out"
    assert "insufficient_availability_no_book_up" in text(root, "m:Error/c:DescText")
    assert await db.scalar(select(func.count()).select_from(Booking)) == 0


def _ala_carte(app, ex: ExchangeWorld, quote_id: str, flight=None) -> dict[str, str]:
    """A seat (6A, extra legroom, for PAX1) and a bag (XBAG, for anyone) of the outbound
    flight (or ``flight``), signed as ServiceList and SeatAvailability sign what they offer
    for a priced offer."""
    expires = (datetime.now(UTC) + timedelta(minutes=20)).replace(microsecond=0)
    common = {
        "flight_id": (flight or ex.world.flight).id,
        "currency": "USD",
        "key_id": ex.key.id,
        "offer_ref": quote_id,
        "order_id": None,
        "expires_at": expires,
    }
    seat = ancillaries.AncillaryItem(
        kind="seat", code="6A", pax_id="PAX1", price=Decimal("20"), zone="XL", **common
    )
    bag = ancillaries.AncillaryItem(
        kind="service", code="XBAG", pax_id=None, price=Decimal("25"), **common
    )
    offer = ancillaries.AncillaryOffer(
        key_id=ex.key.id, offer_ref=quote_id, order_id=None, expires_at=expires
    )
    return {
        "seat_offer": ancillaries.sign_offer(offer, secret(app)),
        "bag_offer": ancillaries.sign_offer(offer, secret(app)),
        "seat_item": ancillaries.sign_item(seat, secret(app)),
        "bag_item": ancillaries.sign_item(bag, secret(app)),
    }


async def _seat_and_bag(client, ex: ExchangeWorld, quote_id: str) -> dict[str, str]:
    """Seat 6A of the outbound flight (SeatAvailability) and a bag (ServiceList) offered for
    the priced offer ``quote_id``: their a-la-carte offers' and items' ids."""
    services = await post(
        client,
        ex.key.headers,
        "ServiceList",
        sample("ServiceListRQ-offer", offer_id=quote_id, owner="TM"),
        "ServiceListRS",
    )
    seats = await post(
        client,
        ex.key.headers,
        "SeatAvailability",
        sample("SeatAvailabilityRQ-offer", offer_id=quote_id, owner="TM"),
        "SeatAvailabilityRS",
    )
    seat = "//c:SeatMap[c:PaxSegmentRefID='SEG1']//c:SeatRow[c:RowNumber=6]/c:Seat[c:ColumnID='A']"
    return {
        "seat_offer": text(seats, "//c:ALaCarteOffer/c:OfferID"),
        "seat_item": text(seats, f"{seat}/c:OfferItemRefID"),
        "bag_offer": text(services, "//c:ALaCarteOffer/c:OfferID"),
        "bag_item": text(services, "//c:OfferItem[c:Service/c:ServiceID='SRV-XBAG']/c:OfferItemID"),
    }


async def test_a_journey_in_xml_priced_offer_services_seats_then_an_order_then_paid(
    app, client, db, admin_headers
):
    ex = await exchange_world(db, client, admin_headers)
    await create_zone_price(db, "STD", "0", is_included=True)
    await create_zone_price(db, "XL", "20")
    await create_ssr(db, "XBAG", "25")
    await db.commit()
    shopped = shopped_offer(app, ex, pax=(1, 1, 0), round_trip=True)
    priced = await post(
        client,
        ex.key.headers,
        "OfferPrice",
        sample("OfferPriceRQ", offer_id=shopped, owner="TM"),
        "OfferPriceRS",
    )
    quote_id = text(priced, "//c:PricedOffer/c:OfferID")
    fares = Decimal(text(priced, "//c:PricedOffer/c:TotalPrice/c:TotalAmount"))
    body = sample(
        "OrderCreateRQ-seat-and-bag",
        offer_id=quote_id,
        owner="TM",
        born=_born(),
        child_born=str(today() - timedelta(days=365 * 8)),
        expiry=_expiry(),
        **await _seat_and_bag(client, ex, quote_id),
    )
    root = await _order(client, ex.key.headers, body)
    order_id = _order_id(root)
    total = fares + 20 + 25
    assert Decimal(text(root, f"{ORDER}/c:TotalPrice/c:TotalAmount")) == total
    amounts = xpath(root, f"{ORDER}/c:OrderItem/c:Price/c:TotalAmount/text()")
    assert sum(Decimal(a) for a in amounts) == total
    item_ids = xpath(root, f"{ORDER}/c:OrderItem/c:OrderItemID/text()")
    assert item_ids == ["FARE1", "FARE2", "SEAT1", "SRV1"]
    seat = f"{ORDER}/c:OrderItem[c:OrderItemID='SEAT1']"
    assert Decimal(text(root, f"{seat}/c:Price/c:TotalAmount")) == 20
    assert text(root, f"{seat}/c:Service/c:PaxRefID") == "PAX1"
    on_leg = f"{seat}/c:Service/c:OrderServiceAssociation/c:SeatOnLeg"
    assert (
        text(root, f"{on_leg}/c:Seat/c:RowNumber"),
        text(root, f"{on_leg}/c:Seat/c:ColumnID"),
    ) == (
        "6",
        "A",
    )
    bag = f"{ORDER}/c:OrderItem[c:OrderItemID='SRV1']"
    assert Decimal(text(root, f"{bag}/c:Price/c:TotalAmount")) == 25
    definitions = "m:Response/c:DataLists/c:ServiceDefinitionList/c:ServiceDefinition"
    assert text(root, f"{definitions}/c:ServiceCode") == "XBAG"
    journeys = xpath(root, "m:Response/c:DataLists/c:PaxJourneyList/c:PaxJourney")
    assert len(journeys) == 2
    ptcs = xpath(root, "m:Response/c:DataLists/c:PaxList/c:Pax/c:PTC/text()")
    assert ptcs == ["ADT", "CHD"]

    booking = await read(client, ex.key, order_id)
    assert Decimal(str(booking["total_amount"])) == total
    assert [(s["seat_number"], s["zone"]) for s in booking["seats"]] == [("6A", "XL")]
    assert booking["seats"][0]["passenger_id"] == booking["passengers"][0]["id"]
    assert [i["code"] for i in booking["items"]] == ["XBAG"]
    assert [p["passenger_type"] for p in booking["passengers"]] == ["adult", "child"]

    body = sample("OrderChangeRQ-pay", order_id=order_id, amount=str(total))
    paid = await post(client, ex.key.headers, "OrderChange", body, "OrderViewRS")
    assert text(paid, f"{ORDER}/c:StatusCode") == "CONFIRMED"
    booking = await read(client, ex.key, order_id)
    assert booking["payment_status"] == "paid"
    tickets = xpath(paid, "m:Response/c:TicketDocInfo/c:Ticket[c:TicketDocTypeCode='T']")
    assert len(tickets) == len(booking["tickets"]) == 2
    emds = xpath(paid, "m:Response/c:TicketDocInfo/c:Ticket[c:TicketDocTypeCode='J']")
    assert len(emds) == len([e for e in booking["emds"] if e["passenger_id"]])


async def test_passengers_the_sale_cannot_take_are_refused_naming_the_pax(
    client, db, admin_headers
):
    ex = await exchange_world(db, client, admin_headers)
    quoted = await _quoted(client, ex)
    body = _create(quoted, paid=False).replace(b"<cns:PTC>ADT</cns:PTC>", b"<cns:PTC>XYZ</cns:PTC>")
    root = await _order(client, ex.key.headers, body, 422)
    assert error_code(root) == "ndc_request_unusable"
    assert text(root, "m:Error/c:TagText").endswith("Pax[1]/PTC")
    body = _create(quoted, paid=False).replace(
        b"KGZ</cns:CitizenshipCountryCode>", b"KG</cns:CitizenshipCountryCode>"
    )
    root = await _order(client, ex.key.headers, body, 422)
    assert error_code(root) == "ndc_request_unusable"
    assert "nationality" in text(root, "m:Error/c:DescText")
    assert text(root, "m:Error/c:TagText").endswith("Pax[1]/CitizenshipCountryCode")
    assert await db.scalar(select(func.count()).select_from(Booking)) == 0


async def test_services_and_seats_must_be_offered_for_this_priced_offer_and_its_outbound_flight(
    app, client, db, admin_headers
):
    ex = await exchange_world(db, client, admin_headers)
    await create_zone_price(db, "XL", "20")
    await create_ssr(db, "XBAG", "25")
    await db.commit()
    shopped = shopped_offer(app, ex, pax=(1, 1, 0), round_trip=True)
    priced = await post(
        client,
        ex.key.headers,
        "OfferPrice",
        sample("OfferPriceRQ", offer_id=shopped, owner="TM"),
        "OfferPriceRS",
    )
    quote_id = text(priced, "//c:PricedOffer/c:OfferID")

    def body(**ala_carte: str) -> bytes:
        return sample(
            "OrderCreateRQ-seat-and-bag",
            offer_id=quote_id,
            owner="TM",
            born=_born(),
            child_born=str(today() - timedelta(days=365 * 8)),
            expiry=_expiry(),
            **ala_carte,
        )

    other_quote = _ala_carte(app, ex, str(uuid.uuid4()))
    root = await _order(client, ex.key.headers, body(**other_quote), 422)
    assert error_code(root) == "ndc_request_unusable"
    assert text(root, "m:Error/c:TagText").endswith("OfferItemRefID")

    returning = _ala_carte(app, ex, quote_id, flight=ex.world.return_flight)
    root = await _order(client, ex.key.headers, body(**returning), 422)
    assert error_code(root) == "ndc_not_supported"
    assert "after the sale" in text(root, "m:Error/c:DescText")
    assert await db.scalar(select(func.count()).select_from(Booking)) == 0


async def test_services_and_seats_costing_more_than_offered_book_nothing(
    app, client, db, admin_headers
):
    ex = await exchange_world(db, client, admin_headers)
    await create_zone_price(db, "XL", "30")  # the seat was offered at 20 (_ala_carte)
    await create_ssr(db, "XBAG", "25")
    await db.commit()
    shopped = shopped_offer(app, ex, pax=(1, 1, 0))
    priced = await post(
        client,
        ex.key.headers,
        "OfferPrice",
        sample("OfferPriceRQ", offer_id=shopped, owner="TM"),
        "OfferPriceRS",
    )
    quote_id = text(priced, "//c:PricedOffer/c:OfferID")
    body = sample(
        "OrderCreateRQ-seat-and-bag",
        offer_id=quote_id,
        owner="TM",
        born=_born(),
        child_born=str(today() - timedelta(days=365 * 8)),
        expiry=_expiry(),
        **_ala_carte(app, ex, quote_id),
    )
    root = await _order(client, ex.key.headers, body, 409)
    assert error_code(root) == "ndc_offer_changed"
    assert "offered for 45" in text(root, "m:Error/c:DescText")
    assert await db.scalar(select(func.count()).select_from(Booking)) == 0
