"""The booking list stays a handful of statements however many bookings a page holds (no
N+1: segments, passengers, seats, items, coupons and flights are loaded for the whole
page at once), and reading it writes nothing."""

from tests.bookings.helpers import BOOKINGS, book, passenger, quote
from tests.factories import create_api_key
from tests.pricing.world import build_world
from tests.statements import listing, statements, writes

BOOKED = 10
BUDGET = 10  # the count of 2026-11-27: raising it is a decision (docs/decisions/performance.md)


async def test_a_page_of_bookings_takes_a_bounded_number_of_statements_and_writes_nothing(
    client, db, app
):
    world = await build_world(db)
    key = await create_api_key(db)
    party = [passenger(first_name="ALMAZ"), passenger(first_name="BEKA")]
    for n in range(BOOKED):
        q = await quote(
            client,
            key.headers,
            world.flight.id,
            return_flight_id=str(world.return_flight.id),
            pax=[{"type": "adult", "count": 2}],
            fare_class="Y",
        )
        created = await book(client, key.headers, q["quote_id"], party)
        assert created.status_code == 201, created.text
        if n % 3 == 0:  # some confirmed, with coupons to load
            confirmed = await client.post(
                f"{BOOKINGS}/{created.json()['id']}/confirm", headers=key.headers
            )
            assert confirmed.status_code == 200, confirmed.text

    with statements(app) as few:
        small = await client.get(f"{BOOKINGS}/", params={"page_size": 2}, headers=key.headers)
    with statements(app) as seen:
        listed = await client.get(f"{BOOKINGS}/", params={"page_size": 100}, headers=key.headers)
    assert small.status_code == listed.status_code == 200, listed.text
    body = listed.json()
    items = body["data"]  # a page: {data, page, page_size, total} (issue 33)
    assert len(items) == BOOKED
    assert len(seen) <= BUDGET, listing(seen)
    assert len(seen) == len(few), listing(seen)  # the same statements for 2 bookings as for 10
    assert writes(seen) == [], listing(seen)
