"""OrderChange after the sale: ``UpdatePax`` is the JSON API's passenger data correction
(its rules, fee, record and errors), services and seats after the sale (ServiceList and
SeatAvailability offers) the JSON API's purchase (``POST /api/v1/bookings/{id}/extras``: its
rules, wallet payment, EMDs and errors)."""

import uuid
from datetime import UTC, datetime, timedelta
from decimal import Decimal

from tarmac.core import clock
from tarmac.ndc import ancillaries
from tarmac.ndc.airline import NO_PROFILE
from tarmac.ndc.ancillaries import AncillaryItem, AncillaryOffer
from tests.bookings.helpers import BOOKINGS, CLOCK_MARGIN, advance_clock, book, passenger, quote
from tests.content.factories import create_internal_rate
from tests.exchanges.helpers import exchange_world, paid_booking, read
from tests.factories import create_api_key, create_partner
from tests.ndc.helpers import error_code, post, sample, text, xpath
from tests.payments.helpers import lines, wallets
from tests.pricing.factories import create_ssr, create_zone_price

RS = "OrderViewRS"
RATE = "0.0115"  # KGS to USD: the 1,500 KGS fee is 17.25 USD


async def sold(client, db, admin_headers, **fields):
    ex = await exchange_world(db, client, admin_headers)
    await create_internal_rate(db, "KGS", "USD", RATE)
    await db.commit()
    booking = await paid_booking(client, ex, **fields)
    return ex, booking


def update_pax(booking: dict, pax: str = "PAX1", **values: str) -> bytes:
    """UpdatePax of ``pax`` to the booking's first passenger as it is, with ``values``
    (given, surname, birthdate, document, expiry) instead."""
    who = booking["passengers"][0]
    current = {
        "given": who["first_name"],
        "surname": who["last_name"],
        "birthdate": who["date_of_birth"],
        "document": who["document_number"],
        "expiry": who["document_expiry"],
    }
    return sample(
        "OrderChangeRQ-UpdatePax",
        order=booking["id"],
        owner=NO_PROFILE,
        pax=pax,
        **{**current, **values},
    )


async def change(client, headers, body: bytes, status: int = 200):
    return await post(client, headers, "OrderChange", body, RS, status)


async def corrections_of(client, key, booking: dict) -> list[dict]:
    response = await client.get(f"{BOOKINGS}/{booking['id']}/corrections", headers=key.headers)
    assert response.status_code == 200, response.text
    return response.json()


async def test_update_pax_corrects_a_name_by_the_json_apis_correction_its_fee_from_the_wallet(
    client, db, admin_headers
):
    ex, booking = await sold(client, db, admin_headers)
    balance = (await wallets(client, ex.key, ex.partner_id))["USD"]["balance"]

    root = await change(client, ex.key.headers, update_pax(booking, surname="Asanova"))

    assert not xpath(root, "m:Error")
    pax = "m:Response/c:DataLists/c:PaxList/c:Pax[c:PaxID='PAX1']"
    assert text(root, f"{pax}/c:Individual/c:Surname") == "ASANOVA"
    assert text(root, "m:Response/c:Order/c:OrderID") == booking["id"]
    assert text(root, "m:PayloadAttributes/c:CorrelationID") == "update-pax-1"
    after = await read(client, ex.key, booking["id"])
    who = after["passengers"][0]
    assert (who["first_name"], who["last_name"]) == ("AIBEK", "ASANOVA")
    assert who["document_number"] == booking["passengers"][0]["document_number"]
    kept = await corrections_of(client, ex.key, booking)
    assert [(r["field"], r["old"], r["new"], r["fee"], r["currency"]) for r in kept] == [
        ("last_name", "ASANOV", "ASANOVA", 17.25, "USD")
    ]
    assert kept[0]["payment_status"] == "COMPLETED"
    assert kept[0]["actor"] == f"key:{ex.key.client_id}"
    assert (await wallets(client, ex.key, ex.partner_id))["USD"]["balance"] == balance - 17.25
    newest = (await lines(client, ex.key, ex.partner_id))[0]
    assert (newest["purpose"], newest["amount"], newest["related_booking_id"]) == (
        "correction_fee",
        -17.25,
        booking["id"],
    )
    assert kept[0]["wallet_transaction_id"] == newest["id"]
    assert (after["status"], after["payment_status"]) == ("confirmed", "paid")


async def test_update_pax_changes_a_document_once_charged_and_leaves_the_name(
    client, db, admin_headers
):
    ex, booking = await sold(client, db, admin_headers)

    await change(
        client, ex.key.headers, update_pax(booking, document="AC7654321", expiry="2035-01-31")
    )

    kept = await corrections_of(client, ex.key, booking)
    assert {(r["field"], r["new"], r["fee"]) for r in kept} == {
        ("document_number", "AC7654321", 17.25),
        ("document_expiry", "2035-01-31", 0.0),
    }
    who = (await read(client, ex.key, booking["id"]))["passengers"][0]
    assert (who["last_name"], who["document_number"]) == ("ASANOV", "AC7654321")


def with_contact(body: bytes, email: str) -> bytes:
    """``body``'s new Pax with a contact (``C1``) of ``email``."""
    return body.replace(
        b"<cns:Pax>", b"<cns:Pax><cns:ContactInfoRefID>C1</cns:ContactInfoRefID>"
    ).replace(
        b"<cns:DataLists>",
        b"<cns:DataLists><cns:ContactInfoList><cns:ContactInfo>"
        b"<cns:ContactInfoID>C1</cns:ContactInfoID><cns:EmailAddress>"
        b"<cns:EmailAddressText>" + email.encode() + b"</cns:EmailAddressText>"
        b"</cns:EmailAddress></cns:ContactInfo></cns:ContactInfoList>",
    )


async def test_the_orders_own_contact_sent_back_is_no_change_and_a_repeat_is_charged_once(
    client, db, admin_headers
):
    ex, booking = await sold(client, db, admin_headers)
    body = with_contact(update_pax(booking, surname="ASANOVA"), "AIBEK@example.com")
    headers = {**ex.key.headers, "X-Idempotency-Key": "update-pax-asanova-1"}

    first = await change(client, headers, body)
    again = await change(client, headers, body)

    pax = "m:Response/c:DataLists/c:PaxList/c:Pax[c:PaxID='PAX1']/c:Individual/c:Surname"
    assert text(first, pax) == text(again, pax) == "ASANOVA"
    kept = await corrections_of(client, ex.key, booking)
    assert [(r["field"], r["new"]) for r in kept] == [("last_name", "ASANOVA")]


async def test_a_birthdate_is_never_corrected_the_corrections_own_error_and_nothing_changes(
    client, db, admin_headers
):
    ex, booking = await sold(client, db, admin_headers)

    root = await change(
        client,
        ex.key.headers,
        update_pax(booking, surname="ASANOVA", birthdate="1990-01-01"),
        400,
    )

    assert error_code(root) == "field_not_correctable"
    assert "date_of_birth" in xpath(root, "m:Error/c:DescText/text()")[0]
    assert (await read(client, ex.key, booking["id"]))["passengers"][0]["last_name"] == "ASANOV"
    assert await corrections_of(client, ex.key, booking) == []


async def test_under_30_minutes_to_departure_update_pax_is_the_corrections_block(
    client, db, admin_headers
):
    ex, booking = await sold(client, db, admin_headers)
    departure = ex.world.flight.scheduled_departure
    to_edge = int((departure - clock.now()).total_seconds()) - 30 * 60
    await advance_clock(client, admin_headers, to_edge + CLOCK_MARGIN)

    root = await change(client, ex.key.headers, update_pax(booking, surname="ASANOVA"), 400)

    assert error_code(root) == "correction_blocked"
    assert "corrections close 30 minutes before" in text(root, "m:Error/c:DescText")
    assert (await read(client, ex.key, booking["id"]))["passengers"][0]["last_name"] == "ASANOV"


async def test_a_name_too_different_is_the_corrections_name_too_different(
    client, db, admin_headers
):
    ex, booking = await sold(client, db, admin_headers)

    root = await change(client, ex.key.headers, update_pax(booking, surname="PETROVA"), 400)

    assert error_code(root) == "name_too_different"


async def test_new_data_equal_to_the_passengers_is_the_corrections_no_change(
    client, db, admin_headers
):
    ex, booking = await sold(client, db, admin_headers)

    root = await change(client, ex.key.headers, update_pax(booking), 400)

    assert error_code(root) == "correction_without_changes"


async def test_a_schema_invalid_update_pax_is_ndc_message_invalid(client, db, admin_headers):
    ex, booking = await sold(client, db, admin_headers)
    body = update_pax(booking, surname="ASANOVA").replace(
        b"<cns:Current><cns:PaxRefID>PAX1</cns:PaxRefID></cns:Current>",
        b"<cns:Current><cns:PaxID>PAX1</cns:PaxID></cns:Current>",
    )

    root = await change(client, ex.key.headers, body, 400)

    assert error_code(root) == "ndc_message_invalid"


async def test_an_unknown_pax_id_is_the_corrections_unknown_passenger(client, db, admin_headers):
    ex, booking = await sold(client, db, admin_headers)

    root = await change(client, ex.key.headers, update_pax(booking, pax="PAX7"), 400)

    assert error_code(root) == "unknown_passenger_id"
    assert "PAX7" in xpath(root, "m:Error/c:DescText/text()")[0]


async def test_a_new_pax_ref_naming_no_pax_of_the_data_lists_is_unusable(client, db, admin_headers):
    ex, booking = await sold(client, db, admin_headers)
    body = update_pax(booking, surname="ASANOVA").replace(
        b"<cns:PaxID>PAX1-NEW</cns:PaxID>", b"<cns:PaxID>PAX9</cns:PaxID>"
    )

    root = await change(client, ex.key.headers, body, 422)

    assert error_code(root) == "ndc_request_unusable"
    assert xpath(root, "m:Error/c:TagText/text()")[0].endswith("UpdatePax/New/PaxRefID")


async def test_another_agencys_order_or_an_unknown_one_is_ndc_order_not_found(
    client, db, admin_headers
):
    ex, booking = await sold(client, db, admin_headers)
    other = await create_api_key(db, partner_id=(await create_partner(db, "Other Travel")).id)
    body = update_pax(booking, surname="ASANOVA")

    root = await change(client, other.headers, body, 404)
    assert error_code(root) == "ndc_order_not_found"
    unknown = body.replace(booking["id"].encode(), b"00000000-0000-4000-8000-000000000000")
    root = await change(client, ex.key.headers, unknown, 404)
    assert error_code(root) == "ndc_order_not_found"
    root = await change(client, ex.key.headers, body.replace(b">TM<", b">XX<"), 404)
    assert error_code(root) == "ndc_order_not_found"
    assert (await read(client, ex.key, booking["id"]))["passengers"][0]["last_name"] == "ASANOV"


async def test_a_passenger_added_or_another_contact_is_not_supported(client, db, admin_headers):
    ex, booking = await sold(client, db, admin_headers, passengers=[passenger()])
    added = update_pax(booking, surname="ASANOVA").replace(
        b"<cns:Current><cns:PaxRefID>PAX1</cns:PaxRefID></cns:Current>", b""
    )
    root = await change(client, ex.key.headers, added, 422)
    assert error_code(root) == "ndc_not_supported"

    contact = with_contact(update_pax(booking, surname="ASANOVA"), "new@example.com")
    root = await change(client, ex.key.headers, contact, 422)
    assert error_code(root) == "ndc_not_supported"
    assert "ContactInfo" in xpath(root, "m:Error/c:TagText/text()")[0]
    assert await corrections_of(client, ex.key, booking) == []


# --- services and seats after the sale ----------------------------------------------------


def offered(app, key, booking: dict, *, order=None, minutes: int = 10, **item) -> tuple[str, str]:
    """The ``OfferID`` and one ``OfferItemID`` ServiceList or SeatAvailability would give
    ``key`` for ``booking`` (signed as ``ndc.ancillaries`` signs them)."""
    secret = app.state.settings.resolved_token_secret()
    expires = (datetime.now(UTC) + timedelta(minutes=minutes)).replace(microsecond=0)
    order_id = order or uuid.UUID(booking["id"])
    values = {
        "kind": "service",
        "code": "XBAG",
        "flight_id": uuid.UUID(booking["segments"][0]["flight_id"]),
        "pax_id": "PAX1",
        "price": Decimal("25.00"),
        "currency": booking["currency"],
        "key_id": key.id,
        "offer_ref": None,
        "order_id": order_id,
        "expires_at": expires,
        **item,
    }
    offer = AncillaryOffer(key.id, None, order_id, expires)
    return (
        ancillaries.sign_offer(offer, secret),
        ancillaries.sign_item(AncillaryItem(**values), secret),
    )


def accept(booking: dict, offer: str, item: str) -> bytes:
    return sample(
        "OrderChangeRQ-AcceptServices",
        offer=offer,
        item=item,
        order=booking["id"],
        owner=NO_PROFILE,
    )


async def for_sale(db) -> None:
    """What the world sells after the sale: a bag (XBAG, 25 USD) and seats by zone (row 3
    FRONT 12 USD, the exit row 6 XL 20 USD, the rest included)."""
    await create_zone_price(db, "STD", "0", is_included=True)
    await create_zone_price(db, "XL", "20")
    await create_zone_price(db, "FRONT", "12")
    await create_ssr(db, "XBAG", "25")
    await db.commit()


async def test_a_service_and_a_seat_after_the_sale_are_the_json_apis_purchase_from_the_wallet(
    app, client, db, admin_headers
):
    ex, booking = await sold(client, db, admin_headers)
    await for_sale(db)
    balance = (await wallets(client, ex.key, ex.partner_id))["USD"]["balance"]

    for kind, code, price in (("service", "XBAG", "25.00"), ("seat", "3A", "12.00")):
        item = offered(app, ex.key, booking, kind=kind, code=code, price=Decimal(price))
        root = await change(client, ex.key.headers, accept(booking, *item))
        assert not xpath(root, "m:Error")
        assert text(root, "m:Response/c:Order/c:OrderID") == booking["id"]
        assert text(root, "m:PayloadAttributes/c:CorrelationID") == "services-1"

    after = await read(client, ex.key, booking["id"])
    assert Decimal(str(after["total_amount"])) == Decimal(str(booking["total_amount"])) + 37
    who = booking["passengers"][0]["id"]
    assert [(i["code"], i["passenger_id"]) for i in after["items"]] == [("XBAG", who)]
    assert [(s["seat_number"], s["passenger_id"]) for s in after["seats"]] == [("3A", who)]
    assert sorted(e["coupons"][0]["rfisc"] for e in after["emds"]) == ["0B5", "0GO"]
    assert (await wallets(client, ex.key, ex.partner_id))["USD"]["balance"] == balance - 37
    newest = (await lines(client, ex.key, ex.partner_id))[0]
    assert (newest["purpose"], newest["amount"]) == ("booking_payment", -12.0)


async def test_a_price_no_longer_the_one_offered_or_a_taken_seat_sells_nothing(
    app, client, db, admin_headers
):
    ex, booking = await sold(client, db, admin_headers)
    await for_sale(db)
    other = await paid_booking(client, ex, passengers=[passenger(seat_number="6A")])
    balance = (await wallets(client, ex.key, ex.partner_id))["USD"]["balance"]
    before = await read(client, ex.key, booking["id"])

    cheaper = offered(app, ex.key, booking, price=Decimal("20.00"))
    root = await change(client, ex.key.headers, accept(booking, *cheaper), 409)
    assert error_code(root) == "ndc_offer_changed"
    taken = offered(app, ex.key, booking, kind="seat", code="6A", price=Decimal("20.00"))
    root = await change(client, ex.key.headers, accept(booking, *taken), 409)
    assert error_code(root) == "seat_taken"
    restricted = offered(app, ex.key, other, kind="seat", code="7A", price=Decimal("0"))
    root = await change(client, ex.key.headers, accept(other, *restricted), 409)
    assert error_code(root) == "seat_already_chosen"

    after = await read(client, ex.key, booking["id"])
    assert (after["items"], after["seats"], after["total_amount"]) == (
        before["items"],
        before["seats"],
        before["total_amount"],
    )
    assert (await wallets(client, ex.key, ex.partner_id))["USD"]["balance"] == balance


async def test_a_wallet_too_short_for_the_purchase_leaves_no_item_no_emd_and_no_seat(
    app, client, db, admin_headers
):
    """The wallet's statement runs last, after the items, the EMDs and the seat were written:
    its error, answered as OrderViewRS, rolls them all back (no idempotency key either)."""
    ex = await exchange_world(db, client, admin_headers, balance="110.00")
    await for_sale(db)
    booking = await paid_booking(client, ex)

    item = offered(app, ex.key, booking, kind="seat", code="6A", price=Decimal("20.00"))
    root = await change(client, ex.key.headers, accept(booking, *item), 422)

    assert error_code(root) == "insufficient_balance"
    after = await read(client, ex.key, booking["id"])
    assert (after["seats"], after["emds"], after["total_amount"]) == (
        [],
        [],
        booking["total_amount"],
    )
    quoted = await quote(client, ex.key.headers, ex.world.flight.id, fare_class="Y")
    made = await book(client, ex.key.headers, quoted["quote_id"], [passenger(seat_number="6A")])
    assert made.status_code == 201, made.text  # the seat is still free


async def test_an_unknown_tampered_or_expired_ancillary_offer_is_refused_as_ndc_offer_errors(
    app, client, db, admin_headers
):
    ex, booking = await sold(client, db, admin_headers)
    offer, item = offered(app, ex.key, booking)

    root = await change(client, ex.key.headers, accept(booking, offer, "AL-not-an-offer"), 404)
    assert error_code(root) == "ndc_offer_unknown"
    assert text(root, "m:Error/c:TagText").endswith("SelectedOfferItem/OfferItemRefID")
    tampered = accept(booking, offer[:-3] + "xyz", item)
    assert error_code(await change(client, ex.key.headers, tampered, 404)) == "ndc_offer_unknown"
    old_offer, old_item = offered(app, ex.key, booking, minutes=-1)
    expired = accept(booking, offer, old_item)
    assert error_code(await change(client, ex.key.headers, expired, 410)) == "ndc_offer_expired"
    expired = accept(booking, old_offer, item)
    assert error_code(await change(client, ex.key.headers, expired, 410)) == "ndc_offer_expired"


async def test_another_agencys_offer_or_an_offer_for_another_order_is_unknown(
    app, client, db, admin_headers
):
    ex, booking = await sold(client, db, admin_headers)
    other = await create_api_key(db, partner_id=(await create_partner(db, "Other Travel")).id)

    theirs = accept(booking, *offered(app, other, booking))
    assert error_code(await change(client, ex.key.headers, theirs, 404)) == "ndc_offer_unknown"
    elsewhere = accept(booking, *offered(app, ex.key, booking, order=uuid.uuid4()))
    assert error_code(await change(client, ex.key.headers, elsewhere, 404)) == "ndc_offer_unknown"


async def test_services_for_another_agencys_order_are_ndc_order_not_found(
    app, client, db, admin_headers
):
    _ex, booking = await sold(client, db, admin_headers)
    other = await create_api_key(db, partner_id=(await create_partner(db, "Other Travel")).id)

    body = accept(booking, *offered(app, other, booking))
    root = await change(client, other.headers, body, 404)

    assert error_code(root) == "ndc_order_not_found"


async def test_a_schema_invalid_service_acceptance_is_ndc_message_invalid(
    app, client, db, admin_headers
):
    ex, booking = await sold(client, db, admin_headers)
    body = accept(booking, *offered(app, ex.key, booking)).replace(
        b"<cns:SelectedALaCarteOfferItem><cns:Qty>1</cns:Qty></cns:SelectedALaCarteOfferItem>",
        b"<cns:SelectedALaCarteOfferItem/>",
    )

    root = await change(client, ex.key.headers, body, 400)

    assert error_code(root) == "ndc_message_invalid"
