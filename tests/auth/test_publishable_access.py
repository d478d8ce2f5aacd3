"""A publishable key sits in a browser, shared by every traveller of an app (spec 01 §5.1):
it books and hands out magic links, and reads no booking, payment or e-ticket, not even its
own client's; it pays only a booking it made itself, and the answer is the payment alone."""

from sqlalchemy import update

from tarmac.bookings.models import Booking
from tarmac.payments.models import Payment
from tests.bookings.helpers import BOOKINGS, booked, passenger
from tests.factories import create_api_key
from tests.payments.helpers import initiate, notify
from tests.pricing.world import build_world

PASSPORT = "N0TY0URS1"
PAYMENT_FIELDS = {
    "payment_id",
    "payment_url",
    "redirect_url",
    "expires_at",
    "provider",
    "client_secret",
    "psp_publishable_key",
}


async def test_one_traveller_of_an_app_never_reads_another_travellers_booking(client, db):
    world = await build_world(db)
    app_key = await create_api_key(db, key_type="publishable", client_type="consumer_app")
    theirs = await booked(client, app_key, world, passengers=[passenger(document_number=PASSPORT)])
    booking = f"{BOOKINGS}/{theirs['id']}"

    for method, path in (
        ("GET", f"{BOOKINGS}/"),
        ("GET", booking),
        ("GET", f"{booking}/eticket"),
        ("POST", f"{booking}/confirm"),
        ("POST", f"{booking}/cancel"),
        ("POST", f"{booking}/refund"),
        ("GET", "/api/v1/payments/"),
        ("GET", f"/api/v1/bookings/drafts/{theirs['id']}"),
        ("GET", "/api/v1/bookings/drafts/"),
    ):
        response = await client.request(method, path, headers=app_key.headers, json={})
        assert response.status_code == 403, (method, path, response.text)
        assert PASSPORT not in response.text
        assert "secret key" in response.json()["detail"]


async def test_a_publishable_key_pays_the_booking_it_made_and_sees_only_the_payment(
    client, app, db
):
    world = await build_world(db)
    app_key = await create_api_key(db, key_type="publishable", client_type="consumer_app")
    mine = await booked(client, app_key, world, passengers=[passenger(document_number=PASSPORT)])

    started = await initiate(client, app_key, mine)
    assert started.status_code == 200, started.text
    assert set(started.json()) == PAYMENT_FIELDS
    assert PASSPORT not in started.text
    payment = await db.get(Payment, started.json()["payment_id"])
    settled = await notify(client, app, "payment.succeeded", payment.provider_transaction_id)
    assert settled.status_code == 200, settled.text
    # paid: the payment is still not the key's to read
    refused = await client.get(f"/api/v1/payments/{payment.id}", headers=app_key.headers)
    assert refused.status_code == 403


async def test_a_publishable_key_pays_no_booking_another_key_made(client, db):
    world = await build_world(db)
    app_key = await create_api_key(db, key_type="publishable", client_type="consumer_app")
    same_client = await create_api_key(
        db, key_type="publishable", client_type="consumer_app", client_id=app_key.client_id
    )
    backend = await create_api_key(db, client_type="consumer_app")
    by_other_key = await booked(client, same_client, world)
    by_backend = await booked(client, backend, world)
    for booking in (by_other_key, by_backend):
        response = await initiate(client, app_key, booking)
        assert response.status_code == 403, response.text
        assert response.json()["code"] == "not_your_booking"
    # a secret consumer_app key of the client pays what its client made, as before
    assert (await initiate(client, backend, by_backend)).status_code == 200


async def test_a_publishable_key_resends_the_link_only_of_a_booking_it_made(client, db):
    world = await build_world(db)
    app_key = await create_api_key(db, key_type="publishable", client_type="consumer_app")
    other_key = await create_api_key(
        db, key_type="publishable", client_type="consumer_app", client_id=app_key.client_id
    )
    mine = await booked(client, app_key, world)
    path = f"{BOOKINGS}/{mine['id']}/send-access-link"
    assert (await client.post(path, headers=other_key.headers)).status_code == 403
    sent = await client.post(path, headers=app_key.headers)
    assert sent.status_code == 202, sent.text
    assert set(sent.json()) == {"sent_to", "expires_in"}
    # a key rotated away: the booking is no longer that key's (the row keeps no key)
    await db.execute(update(Booking).where(Booking.id == mine["id"]).values(api_key_id=None))
    await db.commit()
    assert (await client.post(path, headers=app_key.headers)).status_code == 403
