"""OrderReshop and OrderChange accepting its offers: an order moved to another date (the
exchange) or cancelled with the refund its fare allows, priced and done by the JSON API's
own exchange and cancel; the JSON API sees the same bookings."""

import uuid
from datetime import UTC, time, timedelta
from decimal import Decimal

from tests.bookings.helpers import BOOKINGS, advance_clock, booked
from tests.catalog.factories import create_flight, create_inventory
from tests.exchanges.helpers import exchange_world, paid_booking, read, set_adult_price
from tests.factories import create_api_key, create_partner
from tests.ndc.helpers import error_code, post, sample, text, xpath
from tests.payments.helpers import assert_ledgers_balance, wallets

OFFER = "m:Response/c:ReshopResults/c:ReshopOffers/c:Offer"


def reshop_date(order_id: str, day) -> bytes:
    return sample("OrderReshopRQ-date", order_id=order_id, date=str(day))


def reshop_cancel(order_id: str) -> bytes:
    return sample("OrderReshopRQ-cancel", order_id=order_id)


def accept(order_id: str, offer_id: str, owner: str, name="OrderChangeRQ-accept-exchange"):
    return sample(name, order_id=order_id, offer_id=offer_id, owner=owner)


async def reshop(client, ex, body: bytes, status: int = 200):
    return await post(client, ex.key.headers, "OrderReshop", body, "OrderReshopRS", status)


async def change(client, headers, body: bytes, status: int = 200):
    return await post(client, headers, "OrderChange", body, "OrderViewRS", status)


def offers(root) -> list:
    return xpath(root, OFFER)


def amount(offer, path: str) -> Decimal:
    return Decimal(text(offer, path))


DIFF = "c:AddedOfferItem/c:ReshopPrice/c:PriceDifferential"


async def balance(client, ex) -> float:
    return (await wallets(client, ex.key, ex.partner_id))["USD"]["balance"]


async def another_agency(db):
    partner = await create_partner(db, "Caravan Tours")
    key = await create_api_key(db, partner_id=partner.id)
    await db.commit()
    return key


# --- reshop: another date -------------------------------------------------------------------


async def test_reshop_to_another_date_offers_each_flight_priced_as_the_exchange_preview(
    client, db, admin_headers
):
    ex = await exchange_world(db, client, admin_headers)
    booking = await paid_booking(client, ex)
    await set_adult_price(client, admin_headers, ex.world, "150")

    root = await reshop(client, ex, reshop_date(booking["id"], ex.other.flight_date))

    (offer,) = offers(root)
    assert text(root, "m:PayloadAttributes/c:CorrelationID") == "reshop-date-1"
    assert text(root, "m:Response/c:Order/c:OrderID") == booking["id"]
    assert text(offer, "c:OfferID").startswith("RX-")
    # the preview's figures: 50 more for the fare, the 30 change fee, 80 to pay
    assert text(offer, f"{DIFF}/c:DifferentialTypeCode") == "AddCol"
    assert amount(offer, f"{DIFF}/c:DiffPrice/c:Price/c:DueToAirlineAmount") == 80
    assert amount(offer, f"{DIFF}/c:DiffPrice/c:Price/c:DueByAirlineAmount") == 0
    assert amount(offer, f"{DIFF}/c:DiffPrice/c:Price/c:TotalAmount") == 50
    assert amount(offer, f"{DIFF}/c:OldPrice/c:Price/c:TotalAmount") == Decimal(
        str(booking["total_amount"])
    )
    assert amount(offer, "c:TotalPrice/c:TotalAmount") == 80
    penalty = text(offer, "c:PenaltyRefID")
    lists = "m:Response/c:DataLists"
    assert (
        amount(
            root, f"{lists}/c:PenaltyList/c:Penalty[c:PenaltyID='{penalty}']/c:Price/c:TotalAmount"
        )
        == 30
    )
    journey = text(offer, "c:AddedOfferItem/c:Service/c:OfferServiceAssociation//c:PaxJourneyRefID")
    segment = text(
        root, f"{lists}/c:PaxJourneyList/c:PaxJourney[c:PaxJourneyID='{journey}']/c:PaxSegmentRefID"
    )
    marketing = text(
        root,
        f"{lists}/c:PaxSegmentList/c:PaxSegment[c:PaxSegmentID='{segment}']"
        "/c:DatedMarketingSegmentRefId",
    )
    (flight,) = xpath(
        root,
        f"{lists}/c:DatedMarketingSegmentList"
        f"/c:DatedMarketingSegment[c:DatedMarketingSegmentId='{marketing}']",
    )
    assert (
        text(flight, "c:CarrierDesigCode") + text(flight, "c:MarketingCarrierFlightNumberText")
        == ex.other.flight_number
    )
    assert text(flight, "c:Dep/c:AircraftScheduledDateTime").startswith(str(ex.other.flight_date))


async def test_reshop_to_a_named_flight_offers_that_flight_alone(client, db, admin_headers):
    ex = await exchange_world(db, client, admin_headers)
    later = await create_flight(
        db, ex.world.route, ex.world.aircraft, ex.other.flight_date, number="TQ105",
        local_departure=time(15, 0),
    )  # fmt: skip
    await create_inventory(db, later, "Y", seats=20)
    await db.commit()
    booking = await paid_booking(client, ex)
    assert len(offers(await reshop(client, ex, reshop_date(booking["id"], later.flight_date)))) == 2

    def named(number: str, departure: str = f"{later.flight_date}T15:00:00") -> bytes:
        return sample(
            "OrderReshopRQ-flight",
            order_id=booking["id"],
            carrier="TQ",
            number=number,
            departure=departure,
        )

    # the airport's local time, and the UTC time Tarmac writes
    utc = later.scheduled_departure.astimezone(UTC).strftime("%Y-%m-%dT%H:%M:%SZ")
    for body in (named("0105"), named("105", utc)):
        root = await reshop(client, ex, body)
        (offer,) = offers(root)
        numbers = xpath(root, "//c:DatedMarketingSegment/c:MarketingCarrierFlightNumberText/text()")
        assert numbers == ["105"]
        assert text(offer, "c:OfferID").startswith("RX-")
    missing = await reshop(client, ex, named("999"))
    assert offers(missing) == []
    assert "TQ999" in text(missing, "m:Response/c:Warning/c:DescText")


async def test_calendar_date_criteria_widens_the_days_searched(client, db, admin_headers):
    ex = await exchange_world(db, client, admin_headers)
    booking = await paid_booking(client, ex)
    day_before = ex.other.flight_date - timedelta(days=1)
    body = reshop_date(booking["id"], day_before)

    assert offers(await reshop(client, ex, body)) == []
    widened = body.replace(
        b"<cns:DestArrivalCriteria>",
        b"<cns:CalendarDateCriteria><cns:DaysAfterNumber>1</cns:DaysAfterNumber>"
        b"</cns:CalendarDateCriteria><cns:DestArrivalCriteria>",
    )
    assert len(offers(await reshop(client, ex, widened))) == 1
    too_wide = widened.replace(b">1</cns:DaysAfterNumber>", b">4</cns:DaysAfterNumber>")
    assert error_code(await reshop(client, ex, too_wide, 422)) == "ndc_request_unusable"


async def test_deleting_another_order_item_than_the_outbound_fare_is_not_supported(
    client, db, admin_headers
):
    ex = await exchange_world(db, client, admin_headers)
    booking = await paid_booking(client, ex)
    body = reshop_date(booking["id"], ex.other.flight_date).replace(b">FARE1<", b">SRV1<")

    root = await reshop(client, ex, body, 422)

    assert error_code(root) == "ndc_not_supported"
    assert text(root, "m:Error/c:TagText").endswith("DeleteOrderItem/OrderItemRefID")


async def test_reshop_of_a_date_without_flights_answers_no_offer_and_a_warning(
    client, db, admin_headers
):
    ex = await exchange_world(db, client, admin_headers)
    booking = await paid_booking(client, ex)

    root = await reshop(client, ex, reshop_date(booking["id"], ex.world.flight.flight_date))

    assert offers(root) == []  # the order's own flight is not another flight
    assert text(root, "m:Response/c:Warning/c:Code") == "ndc_no_flights"


async def test_a_non_changeable_fare_is_refused_with_the_exchange_rooms_error(
    client, db, admin_headers
):
    ex = await exchange_world(db, client, admin_headers)
    booking = await paid_booking(client, ex, fare_class="Q")  # LIGHT: not changeable

    root = await reshop(client, ex, reshop_date(booking["id"], ex.other.flight_date), 422)

    assert error_code(root) == "fare_not_changeable"


async def test_another_route_is_refused_naming_the_criteria(client, db, admin_headers):
    ex = await exchange_world(db, client, admin_headers)
    booking = await paid_booking(client, ex)
    body = reshop_date(booking["id"], ex.other.flight_date).replace(b">OSS<", b">ALA<")

    root = await reshop(client, ex, body, 422)

    assert error_code(root) == "ndc_request_unusable"
    assert text(root, "m:Error/c:TagText").endswith("OriginDestCriteria")


async def test_a_schema_invalid_reshop_is_answered_with_the_rs(client, db, admin_headers):
    ex = await exchange_world(db, client, admin_headers)
    booking = await paid_booking(client, ex)
    body = reshop_cancel(booking["id"]).replace(b"<cns:OrderRefID>", b"<cns:OrderRef>", 1)

    root = await reshop(client, ex, body, 400)

    assert error_code(root) == "ndc_message_invalid"


async def test_another_agencys_order_is_not_found(client, db, admin_headers):
    ex = await exchange_world(db, client, admin_headers)
    booking = await paid_booking(client, ex)
    other = await another_agency(db)

    for body in (reshop_cancel(booking["id"]), reshop_date(booking["id"], ex.other.flight_date)):
        root = await post(client, other.headers, "OrderReshop", body, "OrderReshopRS", 404)
        assert error_code(root) == "ndc_order_not_found"
    root = await reshop(client, ex, reshop_cancel("00000000-0000-4000-8000-000000000000"), 404)
    assert error_code(root) == "ndc_order_not_found"


# --- reshop: the cancellation ---------------------------------------------------------------


async def test_reshop_cancel_offers_the_refund_the_fare_allows(client, db, admin_headers):
    ex = await exchange_world(db, client, admin_headers)
    booking = await paid_booking(client, ex)

    root = await reshop(client, ex, reshop_cancel(booking["id"]))

    (offer,) = offers(root)
    assert text(offer, "c:OfferID").startswith("RC-")
    total = Decimal(str(booking["total_amount"]))
    # CLASSIC: refundable less its 20 cancellation fee
    assert amount(offer, "c:TotalPrice/c:TotalAmount") == total - 20
    diff = "c:DeleteOrderItem/c:PriceDifferential"
    assert text(offer, f"{diff}/c:DifferentialTypeCode") == "Refund"
    assert amount(offer, f"{diff}/c:DiffPrice/c:Price/c:DueByAirlineAmount") == total - 20
    assert (
        amount(root, "m:Response/c:DataLists/c:PenaltyList/c:Penalty/c:Price/c:TotalAmount") == 20
    )


# --- accepting: errors that need no order view ------------------------------------------------


async def test_an_unknown_or_tampered_offer_is_404(client, db, admin_headers):
    ex = await exchange_world(db, client, admin_headers)
    booking = await paid_booking(client, ex)
    root = await reshop(client, ex, reshop_date(booking["id"], ex.other.flight_date))
    offer_id = text(offers(root)[0], "c:OfferID")
    owner = text(root, "m:Response/c:Order/c:OwnerCode")

    for wrong in ("RX-nothing", offer_id[:-3] + "abc", "OF-" + offer_id[3:]):
        answer = await change(client, ex.key.headers, accept(booking["id"], wrong, owner), 404)
        assert error_code(answer) == "ndc_offer_unknown"
    # an exchange offer is not a cancellation's
    body = accept(booking["id"], offer_id, owner, "OrderChangeRQ-accept-cancellation")
    assert error_code(await change(client, ex.key.headers, body, 404)) == "ndc_offer_unknown"


async def test_another_agency_cannot_accept_an_offer_it_was_not_given(client, db, admin_headers):
    ex = await exchange_world(db, client, admin_headers)
    booking = await paid_booking(client, ex)
    root = await reshop(client, ex, reshop_cancel(booking["id"]))
    offer_id = text(offers(root)[0], "c:OfferID")
    owner = text(root, "m:Response/c:Order/c:OwnerCode")
    other = await another_agency(db)

    body = accept(booking["id"], offer_id, owner, "OrderChangeRQ-accept-cancellation")
    answer = await change(client, other.headers, body, 404)

    assert error_code(answer) == "ndc_offer_unknown"
    assert (await read(client, ex.key, booking["id"]))["status"] == "confirmed"


async def test_an_expired_offer_is_410(client, db, admin_headers):
    ex = await exchange_world(db, client, admin_headers)
    booking = await paid_booking(client, ex)
    dated = await reshop(client, ex, reshop_date(booking["id"], ex.other.flight_date))
    cancel = await reshop(client, ex, reshop_cancel(booking["id"]))
    owner = text(cancel, "m:Response/c:Order/c:OwnerCode")
    await advance_clock(client, admin_headers, 901)

    for root, name in (
        (dated, "OrderChangeRQ-accept-exchange"),
        (cancel, "OrderChangeRQ-accept-cancellation"),
    ):
        body = accept(booking["id"], text(offers(root)[0], "c:OfferID"), owner, name)
        answer = await change(client, ex.key.headers, body, 410)
        assert error_code(answer) == "ndc_offer_expired"
        assert "OrderReshopRQ" in text(answer, "m:Error/c:DescText")
    assert (await read(client, ex.key, booking["id"]))["status"] == "confirmed"


async def test_an_offer_accepted_for_another_order_is_refused(client, db, admin_headers):
    ex = await exchange_world(db, client, admin_headers)
    first = await paid_booking(client, ex)
    second = await paid_booking(client, ex)
    root = await reshop(client, ex, reshop_cancel(first["id"]))
    owner = text(root, "m:Response/c:Order/c:OwnerCode")

    body = accept(
        second["id"], text(offers(root)[0], "c:OfferID"), owner, "OrderChangeRQ-accept-cancellation"
    )
    answer = await change(client, ex.key.headers, body, 422)

    assert error_code(answer) == "ndc_request_unusable"
    assert (await read(client, ex.key, second["id"]))["status"] == "confirmed"


async def test_a_refund_that_no_longer_holds_is_409_and_nothing_is_cancelled(
    client, db, admin_headers
):
    ex = await exchange_world(db, client, admin_headers)
    booking = await paid_booking(client, ex)
    departure = ex.world.flight.scheduled_departure
    from tarmac.core import clock

    # a minute before the cancellation fee doubles (24 hours before departure)
    await advance_clock(
        client, admin_headers, int((departure - clock.now()).total_seconds()) - 24 * 3600 - 60
    )
    root = await reshop(client, ex, reshop_cancel(booking["id"]))
    owner = text(root, "m:Response/c:Order/c:OwnerCode")
    await advance_clock(client, admin_headers, 120)

    body = accept(
        booking["id"],
        text(offers(root)[0], "c:OfferID"),
        owner,
        "OrderChangeRQ-accept-cancellation",
    )
    answer = await change(client, ex.key.headers, body, 409)

    assert error_code(answer) == "ndc_offer_changed"
    assert "OrderReshopRQ" in text(answer, "m:Error/c:DescText")
    assert (await read(client, ex.key, booking["id"]))["status"] == "confirmed"


# --- accepting: the exchange and the cancellation done ---------------------------------------


async def test_accepting_the_exchange_moves_the_order_and_pays_the_difference_from_the_wallet(
    client, db, admin_headers
):
    ex = await exchange_world(db, client, admin_headers)
    booking = await paid_booking(client, ex)
    await set_adult_price(client, admin_headers, ex.world, "150")
    root = await reshop(client, ex, reshop_date(booking["id"], ex.other.flight_date))
    offer_id = text(offers(root)[0], "c:OfferID")
    owner = text(root, "m:Response/c:Order/c:OwnerCode")
    before = await balance(client, ex)

    view = await change(client, ex.key.headers, accept(booking["id"], offer_id, owner))

    new_id = text(view, "m:Response/c:Order/c:OrderID")
    assert new_id != booking["id"]
    assert text(view, "m:Response/c:Order/c:StatusCode") == "CONFIRMED"
    assert text(view, "m:PayloadAttributes/c:CorrelationID") == "reshop-date-1"
    flown = xpath(view, "//c:DatedMarketingSegment/c:MarketingCarrierFlightNumberText/text()")
    assert flown == [ex.other.flight_number[2:]]
    new = await read(client, ex.key, new_id)
    assert new["status"] == "confirmed" and new["payment_status"] == "paid"
    assert new["segments"][0]["flight_id"] == str(ex.other.id)
    old = await read(client, ex.key, booking["id"])
    assert old["status"] == "cancelled"
    assert {c["status"] for t in old["tickets"] for c in t["coupons"]} == {"EXCHANGED"}
    assert {t["exchanged_from"] for t in new["tickets"]} == {
        t["ticket_number"] for t in old["tickets"]
    }
    assert round(before - await balance(client, ex), 2) == 80.0
    await assert_ledgers_balance(client, admin_headers)


async def test_accepting_a_selected_offer_refunds_a_cheaper_flight_to_the_wallet(
    client, db, admin_headers
):
    ex = await exchange_world(db, client, admin_headers)
    booking = await paid_booking(client, ex)
    await set_adult_price(client, admin_headers, ex.world, "50")
    root = await reshop(client, ex, reshop_date(booking["id"], ex.other.flight_date))
    (offer,) = offers(root)
    assert amount(offer, f"{DIFF}/c:DiffPrice/c:Price/c:DueByAirlineAmount") == 20  # 50 less 30
    owner = text(root, "m:Response/c:Order/c:OwnerCode")
    before = await balance(client, ex)

    body = accept(
        booking["id"], text(offer, "c:OfferID"), owner, "OrderChangeRQ-accept-selected-exchange"
    )
    view = await change(client, ex.key.headers, body)

    new = await read(client, ex.key, text(view, "m:Response/c:Order/c:OrderID"))
    assert new["status"] == "confirmed"
    assert round(await balance(client, ex) - before, 2) == 20.0


async def test_a_wallet_too_short_for_the_difference_changes_nothing(client, db, admin_headers):
    ex = await exchange_world(db, client, admin_headers, balance="150.00")
    booking = await paid_booking(client, ex)  # 100 of the 150
    await set_adult_price(client, admin_headers, ex.world, "150")
    root = await reshop(client, ex, reshop_date(booking["id"], ex.other.flight_date))
    body = accept(
        booking["id"],
        text(offers(root)[0], "c:OfferID"),
        text(root, "m:Response/c:Order/c:OwnerCode"),
    )

    answer = await change(client, ex.key.headers, body, 422)  # 80 to pay, 50 left

    assert error_code(answer) == "insufficient_balance"
    old = await read(client, ex.key, booking["id"])
    assert old["status"] == "confirmed"
    assert {c["status"] for t in old["tickets"] for c in t["coupons"]} == {"OPEN"}
    assert await balance(client, ex) == 50.0


async def test_the_price_lock_holds_the_offer_after_the_price_moves(client, db, admin_headers):
    ex = await exchange_world(db, client, admin_headers)
    booking = await paid_booking(client, ex)
    root = await reshop(client, ex, reshop_date(booking["id"], ex.other.flight_date))
    offer_id = text(offers(root)[0], "c:OfferID")
    owner = text(root, "m:Response/c:Order/c:OwnerCode")
    await set_adult_price(client, admin_headers, ex.world, "400")
    before = await balance(client, ex)

    await change(client, ex.key.headers, accept(booking["id"], offer_id, owner))

    assert round(before - await balance(client, ex), 2) == 30.0  # the change fee alone


async def test_accepting_the_same_exchange_twice_is_refused_by_the_exchange(
    client, db, admin_headers
):
    ex = await exchange_world(db, client, admin_headers)
    booking = await paid_booking(client, ex)
    root = await reshop(client, ex, reshop_date(booking["id"], ex.other.flight_date))
    body = accept(
        booking["id"],
        text(offers(root)[0], "c:OfferID"),
        text(root, "m:Response/c:Order/c:OwnerCode"),
    )
    await change(client, ex.key.headers, body)
    before = await balance(client, ex)

    answer = await change(client, ex.key.headers, body, 400)

    assert error_code(answer) == "booking_not_exchangeable"
    assert await balance(client, ex) == before


async def test_accepting_the_cancellation_cancels_and_refunds_to_the_wallet_once(
    client, db, admin_headers
):
    ex = await exchange_world(db, client, admin_headers)
    booking = await paid_booking(client, ex)
    root = await reshop(client, ex, reshop_cancel(booking["id"]))
    offer_id = text(offers(root)[0], "c:OfferID")
    owner = text(root, "m:Response/c:Order/c:OwnerCode")
    before = await balance(client, ex)
    body = accept(booking["id"], offer_id, owner, "OrderChangeRQ-accept-cancellation")

    view = await change(client, ex.key.headers, body)

    assert text(view, "m:Response/c:Order/c:OrderID") == booking["id"]
    assert text(view, "m:Response/c:Order/c:StatusCode") == "CANCELLED"
    shown = await read(client, ex.key, booking["id"])
    assert shown["status"] == "cancelled"
    refund = round(booking["total_amount"] - 20, 2)
    assert round(await balance(client, ex) - before, 2) == refund
    again = await change(client, ex.key.headers, body, 400)
    assert error_code(again) == "booking_final"
    assert round(await balance(client, ex) - before, 2) == refund
    response = await client.get(f"{BOOKINGS}/{booking['id']}", headers=ex.key.headers)
    assert response.json()["payment_status"] == "refunded"
    await assert_ledgers_balance(client, admin_headers)


async def test_an_unpaid_order_is_cancelled_by_its_offer_with_nothing_to_refund(
    client, db, admin_headers
):
    ex = await exchange_world(db, client, admin_headers)
    pending = await booked(client, ex.key, ex.world)
    root = await reshop(client, ex, reshop_cancel(pending["id"]))
    (offer,) = offers(root)
    assert amount(offer, "c:TotalPrice/c:TotalAmount") == 0
    assert xpath(root, "m:Response/c:DataLists") == []  # no penalty: nothing was paid
    before = await balance(client, ex)
    body = accept(
        pending["id"],
        text(offer, "c:OfferID"),
        text(root, "m:Response/c:Order/c:OwnerCode"),
        "OrderChangeRQ-accept-cancellation",
    )

    view = await change(client, ex.key.headers, body)

    assert text(view, "m:Response/c:Order/c:StatusCode") == "CANCELLED"
    assert (await read(client, ex.key, pending["id"]))["status"] == "cancelled"
    assert await balance(client, ex) == before


async def test_an_exchange_accepted_again_with_its_idempotency_key_answers_the_first_change(
    client, db, admin_headers
):
    ex = await exchange_world(db, client, admin_headers)
    booking = await paid_booking(client, ex)
    root = await reshop(client, ex, reshop_date(booking["id"], ex.other.flight_date))
    body = accept(
        booking["id"],
        text(offers(root)[0], "c:OfferID"),
        text(root, "m:Response/c:Order/c:OwnerCode"),
    )
    headers = {**ex.key.headers, "X-Idempotency-Key": str(uuid.uuid4())}
    before = await balance(client, ex)

    first = await change(client, headers, body)
    again = await change(client, headers, body)

    new_id = text(first, "m:Response/c:Order/c:OrderID")
    assert text(again, "m:Response/c:Order/c:OrderID") == new_id
    assert round(before - await balance(client, ex), 2) == 30.0  # the change fee, once
