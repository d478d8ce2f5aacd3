"""The events feed (``GET /api/v1/events``): a secret key sees the events of its client's
bookings and of its agency's partner, newest first, paged by cursor and filtered by type
and time; a publishable key is refused."""

from tests.bookings.helpers import booked
from tests.factories import create_api_key, create_partner
from tests.pricing.world import build_world
from tests.webhooks.helpers import event

FEED = "/api/v1/events"


async def test_a_key_sees_its_own_bookings_and_partner_events_only(client, db):
    world = await build_world(db)
    partner = await create_partner(db)
    agency = await create_api_key(db, partner_id=partner.id)
    consumer = await create_api_key(db, client_type="consumer_app")
    other = await create_api_key(db)
    await db.commit()
    ours = await booked(client, consumer, world)
    theirs = await booked(client, other, world)
    partner_event = await event(db, "booking.refunded", partner_id=partner.id)
    await event(db, "flight.departed")  # no booking, no partner: in nobody's feed

    seen = (await client.get(FEED, headers=consumer.headers)).json()["items"]
    assert [(e["type"], e["booking_id"]) for e in seen] == [("booking.created", ours["id"])]
    assert seen[0]["data"]["booking_reference"] == ours["booking_reference"]
    agency_seen = (await client.get(FEED, headers=agency.headers)).json()["items"]
    assert [e["id"] for e in agency_seen] == [str(partner_event.id)]
    other_seen = (await client.get(FEED, headers=other.headers)).json()["items"]
    assert [e["booking_id"] for e in other_seen] == [theirs["id"]]


async def test_publishable_keys_are_403_and_no_key_401(client, db):
    publishable = await create_api_key(db, key_type="publishable", client_type="consumer_app")
    await db.commit()
    assert (await client.get(FEED, headers=publishable.headers)).status_code == 403
    assert (await client.get(FEED)).status_code == 401


async def test_the_feed_pages_newest_first_by_cursor_and_filters(client, db):
    partner = await create_partner(db)
    key = await create_api_key(db, partner_id=partner.id)
    await db.commit()
    emitted = [
        await event(db, type, partner_id=partner.id)
        for type in ("booking.created", "booking.confirmed", "booking.cancelled", "booking.created")
    ]
    newest_first = [str(e.id) for e in reversed(emitted)]
    pages, cursor = [], None
    while True:
        params = {"limit": 3} | ({"cursor": cursor} if cursor else {})
        answer = (await client.get(FEED, headers=key.headers, params=params)).json()
        pages.append([e["id"] for e in answer["items"]])
        cursor = answer["next_cursor"]
        if cursor is None:
            break
    assert pages == [newest_first[:3], newest_first[3:]]
    created = await client.get(FEED, headers=key.headers, params={"type": "booking.created"})
    assert [e["id"] for e in created.json()["items"]] == [newest_first[0], newest_first[3]]
    two = await client.get(
        FEED,
        headers=key.headers,
        params=[("type", "booking.created"), ("type", "booking.cancelled")],
    )
    assert len(two.json()["items"]) == 3
    later = await client.get(
        FEED, headers=key.headers, params={"created_from": emitted[2].created_at.isoformat()}
    )
    assert [e["id"] for e in later.json()["items"]] == newest_first[:2]
    earlier = await client.get(
        FEED, headers=key.headers, params={"created_to": emitted[1].created_at.isoformat()}
    )
    assert [e["id"] for e in earlier.json()["items"]] == [newest_first[3]]
    bad = await client.get(FEED, headers=key.headers, params={"cursor": "%%%"})
    assert bad.status_code == 422
