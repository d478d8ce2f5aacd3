"""GET /bookings/{id}/eticket: a real PDF read back with pypdf (spec 01 §4.5)."""

import io
import re
import uuid
from decimal import Decimal

from pypdf import PdfReader

from tarmac.core import clock
from tarmac.ticketing import eticket
from tests.bookings.helpers import BOOKINGS, book, passenger, quote
from tests.factories import create_api_key
from tests.pricing.factories import create_tax, create_zone_price
from tests.pricing.world import build_world


def text_of(pdf: bytes) -> str:
    return "\n".join(page.extract_text() for page in PdfReader(io.BytesIO(pdf)).pages)


def payment_lines_sum(text: str, currency: str) -> Decimal:
    """The amounts of the e-ticket's payment lines (between the table's head and the
    total), added up."""
    lines = " ".join(text.split()).split("Item Amount", 1)[1].split("Total", 1)[0]
    return sum(
        (
            Decimal(amount.replace(",", ""))
            for amount in re.findall(rf"(-?[\d,]+\.\d{{2}}) {currency}", lines)
        ),
        Decimal(0),
    )


async def test_the_eticket_of_a_confirmed_booking_carries_its_tickets_trip_and_money(client, db):
    world = await build_world(db, with_light=False)
    await create_zone_price(db, "XL", "20")
    await create_zone_price(db, "STD", "0", is_included=True)
    await create_tax(db, "YQ", "15", name="Fuel surcharge")
    await db.commit()
    key = await create_api_key(db)
    quoted = await quote(
        client,
        key.headers,
        world.flight.id,
        pax=[{"type": "adult", "count": 1}, {"type": "child", "count": 1}],
        return_flight_id=str(world.return_flight.id),
    )
    booking = (
        await book(
            client,
            {**key.headers, "Accept-Language": "en"},  # the e-ticket's language
            quoted["quote_id"],
            [passenger(seat_number="6A"), passenger("child", first_name="ALI", age=7)],
            contact_name="Aibek Asanov",
        )
    ).json()
    not_yet = await client.get(f"{BOOKINGS}/{booking['id']}/eticket", headers=key.headers)
    assert not_yet.status_code == 409
    confirmed = (
        await client.post(f"{BOOKINGS}/{booking['id']}/confirm", headers=key.headers)
    ).json()

    response = await client.get(f"{BOOKINGS}/{booking['id']}/eticket", headers=key.headers)
    assert response.status_code == 200
    assert response.headers["content-type"] == "application/pdf"
    text = text_of(response.content)
    assert booking["booking_reference"] in text
    for ticket in confirmed["tickets"]:
        assert ticket["ticket_number"] in text
    assert len(confirmed["tickets"]) == 2  # one per passenger, a coupon per flight
    assert all(re.fullmatch(r"\d{13}", t["ticket_number"]) for t in confirmed["tickets"])
    for name in ("AIBEK", "ASANOV", "ALI"):
        assert name in text
    assert "TQ101" in text and "TQ102" in text
    departure = world.flight.scheduled_departure.astimezone(clock.BISHKEK)
    assert departure.strftime("%H:%M") in text
    assert "6A" in text
    assert "Refund:" in text and "Возврат" not in text  # in the booking's language only
    assert "Fuel surcharge" in text
    total = Decimal(str(confirmed["total_amount"])).quantize(Decimal("0.01"))
    assert eticket.format_money(total, "USD") in text
    assert payment_lines_sum(text, "USD") == total
    flat = " ".join(text.split())
    # each passenger's two coupons, and the paid seat's EMD coupon (issue 36)
    assert [e["coupons"][0]["rfisc"] for e in confirmed["emds"]] == ["0B5"]
    assert flat.count(" 1 Open ") == 3 and flat.count(" 2 Open ") == 2
    other = await create_api_key(db)
    forbidden = await client.get(f"{BOOKINGS}/{booking['id']}/eticket", headers=other.headers)
    assert forbidden.status_code == 403


async def test_the_traveller_downloads_the_eticket_with_the_magic_link_and_only_that_one(
    client, db, signer, openapi_document
):
    """KEY or MLT (spec 01 §4.5, §5.2): the booking's magic link, in ``access_token`` or as a
    bearer token, opens its e-ticket without a key; another booking's link is 403, no
    credentials 401, and another client's key 403."""
    world = await build_world(db, with_light=False)
    key = await create_api_key(db)
    stranger = await create_api_key(db)
    ids = []
    for name in ("AIBEK", "ASEL"):
        quoted = await quote(client, key.headers, world.flight.id)
        booked = await book(client, key.headers, quoted["quote_id"], [passenger(first_name=name)])
        assert booked.status_code == 201, booked.text
        booking = booked.json()
        confirmed = await client.post(f"{BOOKINGS}/{booking['id']}/confirm", headers=key.headers)
        assert confirmed.status_code == 200, confirmed.text
        ids.append((booking["id"], confirmed.json()["tickets"][0]["ticket_number"]))
    (mine, my_ticket), (other, _) = ids
    token = signer.magic_link_token(uuid.UUID(mine))
    path = f"{BOOKINGS}/{mine}/eticket"

    by_query = await client.get(path, params={"access_token": token})
    assert by_query.status_code == 200, by_query.text
    assert by_query.headers["content-type"] == "application/pdf"
    assert my_ticket in text_of(by_query.content) and "AIBEK" in text_of(by_query.content)
    by_bearer = await client.get(path, headers={"Authorization": f"Bearer {token}"})
    assert by_bearer.status_code == 200
    assert (await client.get(path, headers=key.headers)).status_code == 200

    foreign = await client.get(f"{BOOKINGS}/{other}/eticket", params={"access_token": token})
    assert foreign.status_code == 403
    assert foreign.json() == {
        "detail": "This access token belongs to another booking",
        "code": "access_token_of_another_booking",
    }
    assert (await client.get(path)).status_code == 401
    assert (await client.get(path, headers=stranger.headers)).status_code == 403
    operation = openapi_document["paths"]["/api/v1/bookings/{booking_id}/eticket"]["get"]
    assert operation["security"] == [  # any one of three ways, the key's headers together
        {"ApiKey": [], "ClientId": [], "ClientType": []},
        {"AccessToken": []},
        {"BearerToken": []},
    ]


async def test_the_eticket_of_a_cancelled_booking_says_so_and_its_lines_add_up_to_the_total(
    client, db
):
    """The money lines add up to the total whatever the taxes' shapes: a tax per itinerary
    (a booking fee) and per segment are the booking's own charges, a percentage and a per
    passenger tax are split into the tickets; and a cancelled booking's e-ticket says it
    carries nobody, with each coupon VOID."""
    world = await build_world(db, with_light=False)
    await create_tax(db, "BOOK_FEE", "100", name="Booking fee", applies_to="per_itinerary")
    await create_tax(db, "YQ", "15", name="Fuel surcharge", applies_to="per_segment")
    await create_tax(db, "VAT", "12", name="VAT 12 %", tax_type="percentage")
    await create_tax(db, "AP", "7.35", name="Airport charge")
    await db.commit()
    key = await create_api_key(db)
    quoted = await quote(
        client,
        key.headers,
        world.flight.id,
        pax=[{"type": "adult", "count": 2}, {"type": "child", "count": 1}],
        return_flight_id=str(world.return_flight.id),
    )
    made = await book(
        client,
        {**key.headers, "Accept-Language": "en"},
        quoted["quote_id"],
        [passenger(), passenger(first_name="ASEL", age=33), passenger("child", age=7)],
    )
    assert made.status_code == 201, made.text
    booking = made.json()
    await client.post(f"{BOOKINGS}/{booking['id']}/confirm", headers=key.headers)
    cancelled = await client.post(f"{BOOKINGS}/{booking['id']}/cancel", headers=key.headers)
    assert cancelled.status_code == 200, cancelled.text

    response = await client.get(f"{BOOKINGS}/{booking['id']}/eticket", headers=key.headers)

    assert response.status_code == 200, response.text
    text = " ".join(text_of(response.content).split())
    total = Decimal(str(booking["total_amount"])).quantize(Decimal("0.01"))
    assert f"Total {eticket.format_money(total, 'USD')}" in text
    assert payment_lines_sum(text, "USD") == total
    assert "Booking fee 100.00 USD" in text
    assert "NOT VALID FOR TRAVEL: this booking is CANCELLED" in text
    assert text.count(" Void ") == 6 and " Open " not in text
