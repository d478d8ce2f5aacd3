"""A confirmation answers without writing its e-mail: the request emits the internal event
``booking.confirmation_email`` with the booking's other rows, and the worker's pass queues
the e-mail (magic link, itinerary, the e-ticket named as an attachment made when it is
sent). Issue 26: work the answer does not need leaves the sale's request."""

from sqlalchemy import func, select

from tarmac.messaging.models import OutgoingMessage
from tests.bookings.helpers import BOOKINGS, booked, events, passenger, worker_pass
from tests.factories import create_api_key, create_partner
from tests.payments.helpers import top_up
from tests.pricing.world import build_world

CONTACT = "aibek@example.com"


async def messages(db) -> list[OutgoingMessage]:
    db.expire_all()
    return list(await db.scalars(select(OutgoingMessage).order_by(OutgoingMessage.created_at)))


async def test_a_confirmation_answers_before_its_email_exists_and_the_worker_writes_it(
    client, db, app
):
    world = await build_world(db, with_light=False)
    day = world.flight.flight_date
    key = await create_api_key(db)
    booking = await booked(client, key, world, headers={**key.headers, "Accept-Language": "en"})
    assert await messages(db) == []  # a booking made: nothing to e-mail yet

    confirmed = await client.post(f"{BOOKINGS}/{booking['id']}/confirm", headers=key.headers)

    assert confirmed.status_code == 200, confirmed.text
    assert confirmed.json()["status"] == "confirmed"
    assert await messages(db) == []  # the request rendered and queued nothing
    assert await events(db, "booking.confirmation_email") == [{}]
    assert await worker_pass(app) >= 1
    [message] = await messages(db)
    assert (message.template, message.language, message.to_address) == (
        "booking_confirmed",
        "en",
        CONTACT,
    )
    assert message.subject == f"Your booking {booking['booking_reference']} is confirmed — Tarmac"
    assert f"TQ101 FRU → OSS {day:%Y-%m-%d}" in message.text_body
    assert f"/app/trip/{booking['id']}?access_token=" in message.text_body
    # the PDF is no part of the row: it is made when the e-mail leaves
    assert message.attachments == [{"kind": "eticket", "ref": booking["id"]}]
    assert message.status == "queued" and message.sensitive
    assert await worker_pass(app) == 0  # handled once
    assert len(await messages(db)) == 1


async def test_paying_from_the_wallet_leaves_the_email_to_the_worker(
    client, db, app, admin_headers
):
    world = await build_world(db, with_light=False)
    partner = await create_partner(db)
    key = await create_api_key(db, partner_id=partner.id)
    await top_up(client, admin_headers, partner.id, "1000.00")
    booking = await booked(client, key, world, passengers=[passenger()])

    paid = await client.post(f"{BOOKINGS}/{booking['id']}/pay-with-balance", headers=key.headers)

    assert paid.status_code == 200, paid.text
    assert paid.json()["status"] == "confirmed" and len(paid.json()["tickets"]) == 1
    assert await messages(db) == []
    await worker_pass(app)
    [message] = await messages(db)
    assert message.template == "booking_confirmed" and message.language == "ru"
    assert message.attachments == [{"kind": "eticket", "ref": booking["id"]}]


async def test_a_booking_without_a_contact_email_gets_no_email_event(client, db, app):
    world = await build_world(db, with_light=False)
    key = await create_api_key(db)
    booking = await booked(client, key, world, contact_email=None)
    confirmed = await client.post(f"{BOOKINGS}/{booking['id']}/confirm", headers=key.headers)
    assert confirmed.status_code == 200, confirmed.text
    assert await events(db, "booking.confirmation_email") == []
    await worker_pass(app)
    assert await db.scalar(select(func.count()).select_from(OutgoingMessage)) == 0


async def test_the_email_event_is_internal_and_not_in_the_events_feed(client, db, app):
    world = await build_world(db, with_light=False)
    key = await create_api_key(db)
    booking = await booked(client, key, world)
    confirmed = await client.post(f"{BOOKINGS}/{booking['id']}/confirm", headers=key.headers)
    assert confirmed.status_code == 200, confirmed.text
    assert len(await events(db, "booking.confirmation_email")) == 1

    feed = await client.get("/api/v1/events", headers=key.headers)

    assert feed.status_code == 200, feed.text
    body = feed.json()
    items = body.get("data", body.get("items")) if isinstance(body, dict) else body
    assert {item["type"] for item in items} == {"booking.created", "booking.confirmed"}
