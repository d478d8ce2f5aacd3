"""A corrected name or document shows on the next e-ticket (spec 01 §4.7, issue 22): the
e-ticket is made from the passengers' rows when it is asked for."""

from tests.bookings.helpers import BOOKINGS
from tests.bookings.test_eticket_route import text_of
from tests.corrections.helpers import apply, item, ticketed
from tests.factories import create_api_key
from tests.pricing.world import build_world


async def eticket_text(client, key, booking) -> str:
    response = await client.get(f"{BOOKINGS}/{booking['id']}/eticket", headers=key.headers)
    assert response.status_code == 200, response.text
    return " ".join(text_of(response.content).split())


async def test_a_corrected_name_and_document_show_on_the_next_eticket(client, db):
    world = await build_world(db, currency="KGS")
    key = await create_api_key(db)
    booking = await ticketed(client, key, world)
    who = booking["passengers"][0]
    before = await eticket_text(client, key, booking)
    assert "ASANOV/AIBEK" in before and "****4567" in before

    response = await apply(
        client,
        key,
        booking,
        item(who["id"], last_name="ASANOVA", first_name="AYBEK", document_number="AC7650001"),
    )

    assert response.status_code == 200, response.text
    after = await eticket_text(client, key, booking)
    assert "ASANOVA/AYBEK" in after and "ASANOV/AIBEK" not in after
    assert "****0001" in after and "****4567" not in after
    # the tickets are the same: numbers do not change with a correction
    for ticket in booking["tickets"]:
        assert ticket["ticket_number"] in after
