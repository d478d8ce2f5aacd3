"""Issue 37's proof: one journey in XML only, every request and every answer valid against
IATA's schemas, the JSON API showing the same booking at each step:
AirShopping -> OfferPrice -> ServiceList and SeatAvailability -> OrderCreate (the wallet)
-> OrderRetrieve -> OrderReshop to another date -> OrderChange accepting it -> OrderReshop
cancelling -> OrderChange accepting the refund."""

from datetime import timedelta
from decimal import Decimal

from tests.bookings.helpers import BOOKINGS
from tests.exchanges.helpers import exchange_world
from tests.ndc.helpers import assert_valid, post, sample, text, xpath
from tests.payments.helpers import wallets
from tests.pricing.factories import create_ssr, create_zone_price
from tests.pricing.world import today

ORDER = "m:Response/c:Order"


async def _send(client, key, message: str, name: str, rs: str, **values: str):
    """``samples/<name>.xml`` filled with ``values``, checked against IATA's schema of the
    request before it is sent; the answer, checked against its own."""
    body = sample(name, **values)
    assert_valid(f"{message}RQ", body)
    return await post(client, key.headers, message, body, rs)


async def _booking(client, key, order_id: str) -> dict:
    response = await client.get(f"{BOOKINGS}/{order_id}", headers=key.headers)
    assert response.status_code == 200, response.text
    return response.json()


async def _balance(client, ex) -> Decimal:
    return Decimal(str((await wallets(client, ex.key, ex.partner_id))["USD"]["balance"]))


async def _seat_and_bag(client, key, quote_id: str, owner: str) -> dict[str, str]:
    """ServiceList and SeatAvailability for the priced offer: seat 6A of the outbound flight
    and a bag, their a-la-carte offers' and items' ids."""
    services = await _send(
        client,
        key,
        "ServiceList",
        "ServiceListRQ-offer",
        "ServiceListRS",
        offer_id=quote_id,
        owner=owner,
    )
    seats = await _send(
        client,
        key,
        "SeatAvailability",
        "SeatAvailabilityRQ-offer",
        "SeatAvailabilityRS",
        offer_id=quote_id,
        owner=owner,
    )
    seat = "//c:SeatMap[c:PaxSegmentRefID='SEG1']//c:SeatRow[c:RowNumber=6]/c:Seat[c:ColumnID='A']"
    extras = {
        "seat_offer": text(seats, "//c:ALaCarteOffer/c:OfferID"),
        "seat_item": text(seats, f"{seat}/c:OfferItemRefID"),
        "bag_offer": text(services, "//c:ALaCarteOffer/c:OfferID"),
        "bag_item": text(services, "//c:OfferItem[c:Service/c:ServiceID='SRV-XBAG']/c:OfferItemID"),
    }

    return extras


def _money(root, path: str) -> Decimal:
    return Decimal(text(root, path))


async def test_a_journey_in_ndc_alone_shops_orders_exchanges_and_cancels_the_json_apis_booking(
    client, db, admin_headers
):
    ex = await exchange_world(db, client, admin_headers)
    await create_zone_price(db, "XL", "20")
    await create_ssr(db, "XBAG", "25")
    await db.commit()
    key, owner = ex.key, "TM"
    day = today() + timedelta(days=10)

    # AirShopping: the CLASSIC offer of the world's flight for an adult and a child
    shopped = await _send(
        client, key, "AirShopping", "AirShoppingRQ", "AirShoppingRS", date=str(day)
    )
    [offer] = xpath(shopped, "//c:Offer[.//c:PriceClassRefID='PC-CLASSIC']")
    offer_id = text(offer, "c:OfferID")

    # OfferPrice: the agency's price, held as a quote
    priced = await _send(
        client,
        key,
        "OfferPrice",
        "OfferPriceRQ",
        "OfferPriceRS",
        offer_id=offer_id,
        owner=owner,
    )
    quote_id = text(priced, "//c:PricedOffer/c:OfferID")
    fares = _money(priced, "//c:PricedOffer/c:TotalPrice/c:TotalAmount")

    extras = await _seat_and_bag(client, key, quote_id, owner)

    # OrderCreate: passengers, contact, documents, the seat and the bag, paid from the wallet
    before = await _balance(client, ex)
    ordered = await _send(
        client,
        key,
        "OrderCreate",
        "OrderCreateRQ-seat-and-bag-wallet",
        "OrderViewRS",
        offer_id=quote_id,
        owner=owner,
        born=str(today() - timedelta(days=365 * 30 + 40)),
        child_born=str(today() - timedelta(days=365 * 8)),
        expiry=str(today() + timedelta(days=3 * 365)),
        amount=str(fares + 20 + 25),
        **extras,
    )
    order_id = text(ordered, f"{ORDER}/c:OrderID")
    total = _money(ordered, f"{ORDER}/c:TotalPrice/c:TotalAmount")
    assert total == fares + 20 + 25
    booking = await _booking(client, key, order_id)
    assert (booking["status"], booking["payment_status"]) == ("confirmed", "paid")
    assert Decimal(str(booking["total_amount"])) == total
    assert [s["seat_number"] for s in booking["seats"]] == ["6A"]
    assert [i["code"] for i in booking["items"]] == ["XBAG"]
    assert text(ordered, "//c:BookingRef/c:BookingID") == booking["booking_reference"]
    tickets = xpath(ordered, "//c:TicketDocInfo/c:Ticket/c:TicketNumber/text()")
    assert len(tickets) == 2
    paid = await _balance(client, ex)
    assert paid < before  # the wallet paid the order (less the agency's commission)

    # OrderRetrieve: the same order
    retrieved = await _send(
        client, key, "OrderRetrieve", "OrderRetrieveRQ", "OrderViewRS", order_id=order_id
    )
    assert _money(retrieved, f"{ORDER}/c:TotalPrice/c:TotalAmount") == total
    assert text(retrieved, f"{ORDER}/c:StatusCode") == "CONFIRMED"

    # OrderReshop to the route's other flight two days later, then OrderChange accepting it
    later = today() + timedelta(days=12)
    reshopped = await _send(
        client,
        key,
        "OrderReshop",
        "OrderReshopRQ-date",
        "OrderReshopRS",
        order_id=order_id,
        date=str(later),
    )
    exchange_offer = text(reshopped, "//c:ReshopOffers/c:Offer/c:OfferID")
    changed = await _send(
        client,
        key,
        "OrderChange",
        "OrderChangeRQ-accept-exchange",
        "OrderViewRS",
        offer_id=exchange_offer,
        order_id=order_id,
        owner=owner,
    )
    new_order = text(changed, f"{ORDER}/c:OrderID")
    exchanged = await _booking(client, key, new_order)
    assert exchanged["segments"][0]["flight_id"] == str(ex.other.id)
    assert exchanged["status"] == "confirmed"
    assert (await _booking(client, key, order_id))["status"] != "confirmed"

    # OrderReshop cancelling, then OrderChange accepting the refund the fare allows
    cancelling = await _send(
        client,
        key,
        "OrderReshop",
        "OrderReshopRQ-cancel",
        "OrderReshopRS",
        order_id=new_order,
    )
    refund_offer = text(cancelling, "//c:ReshopOffers/c:Offer/c:OfferID")
    balance = await _balance(client, ex)
    cancelled = await _send(
        client,
        key,
        "OrderChange",
        "OrderChangeRQ-accept-cancellation",
        "OrderViewRS",
        offer_id=refund_offer,
        order_id=new_order,
        owner=owner,
    )
    assert text(cancelled, f"{ORDER}/c:StatusCode") == "CANCELLED"
    final = await _booking(client, key, new_order)
    assert final["status"] == "cancelled"
    refunded = await _balance(client, ex)
    assert refunded > balance  # the refund the fare allows, back to the wallet
