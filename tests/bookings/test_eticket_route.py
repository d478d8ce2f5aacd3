"""GET /bookings/{id}/eticket: a real PDF read back with pypdf (spec 01 §4.5)."""

import io
import re
from decimal import Decimal

from pypdf import PdfReader

from tarmac.bookings import eticket
from tarmac.core import clock
from tests.bookings.helpers import BOOKINGS, book, passenger, quote
from tests.factories import create_api_key
from tests.pricing.factories import create_tax, create_zone_price
from tests.pricing.world import build_world


def text_of(pdf: bytes) -> str:
    return "\n".join(page.extract_text() for page in PdfReader(io.BytesIO(pdf)).pages)


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
            key.headers,
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
    assert len(confirmed["tickets"]) == 4
    assert all(re.fullmatch(r"\d{13}", t["ticket_number"]) for t in confirmed["tickets"])
    for name in ("AIBEK", "ASANOV", "ALI"):
        assert name in text
    assert "TQ101" in text and "TQ102" in text
    departure = world.flight.scheduled_departure.astimezone(clock.BISHKEK)
    assert departure.strftime("%H:%M") in text
    assert "6A" in text
    assert "Возврат" in text  # the fare rule's Russian notes render
    assert "Fuel surcharge" in text
    total = Decimal(str(confirmed["total_amount"])).quantize(Decimal("0.01"))
    assert eticket.format_money(total, "USD") in text
    other = await create_api_key(db)
    forbidden = await client.get(f"{BOOKINGS}/{booking['id']}/eticket", headers=other.headers)
    assert forbidden.status_code == 403
