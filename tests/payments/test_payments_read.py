"""Reading payments: a client sees those of its own bookings (spec 01 §4.9 GET / and
/{id}); the back office sees a booking's."""

from tests.bookings.helpers import BOOKINGS, booked
from tests.factories import create_api_key, create_partner
from tests.payments.helpers import ADMIN, top_up
from tests.pricing.world import build_world

PAYMENTS = "/api/v1/payments"


async def paid_booking(client, db, admin_headers, world, partner=None):
    partner = partner or await create_partner(db)
    key = await create_api_key(db, partner_id=partner.id)
    await top_up(client, admin_headers, partner.id, "500.00")
    booking = await booked(client, key, world)
    response = await client.post(
        f"{BOOKINGS}/{booking['id']}/pay-with-balance", headers=key.headers
    )
    assert response.status_code == 200, response.text
    return key, response.json()


async def test_a_client_reads_the_payments_of_its_bookings_only(client, db, admin_headers):
    world = await build_world(db)
    key, booking = await paid_booking(client, db, admin_headers, world)
    other_key, other_booking = await paid_booking(client, db, admin_headers, world)
    (payment,) = booking["payments"]

    listed = await client.get(f"{PAYMENTS}/", headers=key.headers)
    assert listed.status_code == 200
    page = listed.json()
    assert page["total"] == 1 and page["data"] == [payment]
    one = await client.get(f"{PAYMENTS}/{payment['payment_id']}", headers=key.headers)
    assert one.status_code == 200 and one.json() == payment
    hidden = await client.get(f"{PAYMENTS}/{payment['payment_id']}", headers=other_key.headers)
    assert hidden.status_code == 404
    by_booking = await client.get(
        f"{PAYMENTS}/", params={"booking_id": other_booking["id"]}, headers=key.headers
    )
    assert by_booking.json()["data"] == []
    completed = await client.get(f"{PAYMENTS}/", params={"status": "FAILED"}, headers=key.headers)
    assert completed.json()["total"] == 0

    staff = await client.get(f"{ADMIN}/bookings/{booking['id']}/payments", headers=admin_headers)
    assert staff.status_code == 200 and staff.json() == [payment]
