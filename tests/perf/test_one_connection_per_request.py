"""A request holds at most one pooled connection at a time, caches cold or warm. A request
that takes a second connection while its transaction holds row locks (a class's places, a
booking, a wallet) waits for the pool while holding them: with every connection held by
such requests, each waits for another's, and the pool times out (issue 26: "shrinking the
test pool to 8+8 caused pool timeouts"). A cached load runs on the connection the request
already holds (``cache.reads.Reads.cached``)."""

import asyncio
from collections.abc import Iterator
from contextlib import contextmanager

from sqlalchemy import event, update

from tarmac.cache import generations
from tarmac.inventory.models import BookingClassInventory
from tests.bookings.helpers import BOOKINGS, book, passenger, quote
from tests.catalog.factories import create_cabin
from tests.conftest import client_for
from tests.factories import create_api_key, create_partner
from tests.payments.helpers import assert_ledgers_balance, top_up
from tests.pricing.factories import create_zone_price
from tests.pricing.world import build_world


@contextmanager
def connections(app) -> Iterator[list[int]]:
    """The most connections checked out of the app's pool at once while open (one item)."""
    pool = app.state.engine.sync_engine.pool
    out = 0
    most = [0]

    def checkout(*_):
        nonlocal out
        out += 1
        most[0] = max(most[0], out)

    def checkin(*_):
        nonlocal out
        out -= 1

    event.listen(pool, "checkout", checkout)
    event.listen(pool, "checkin", checkin)
    try:
        yield most
    finally:
        event.remove(pool, "checkout", checkout)
        event.remove(pool, "checkin", checkin)


async def test_a_sale_payment_cancel_search_and_quote_hold_one_connection_at_a_time(
    client, db, app, admin_headers
):
    world = await build_world(db, with_light=False)
    await create_zone_price(db, "STD", "0", is_included=True)
    await create_zone_price(db, "XL", "20")
    partner = await create_partner(db)
    key = await create_api_key(db, partner_id=partner.id)
    await db.commit()
    await top_up(client, admin_headers, partner.id, "5000.00")
    search = {
        "origin": "FRU",
        "destination": "OSS",
        "departure_date": world.flight.flight_date.isoformat(),
        "include_prices": True,
    }
    most: dict[str, int] = {}

    async def measured(label: str, request):
        generations.everything_changed()  # caches cold: every load happens in the request
        with connections(app) as seen:
            response = await request()
        assert response.is_success, response.text
        most[label] = seen[0]
        return response.json()

    quoted = await measured(
        "quote",
        lambda: client.post(
            "/api/v1/fares/quote",
            json={"flight_id": str(world.flight.id), "pax": [{"type": "adult"}], "fare_class": "Y"},
            headers=key.headers,
        ),
    )
    plain = await measured(
        "booking", lambda: book(client, key.headers, quoted["quote_id"], [passenger()])
    )
    seated_quote = await quote(client, key.headers, world.flight.id, fare_class="Y")
    seated = await measured(
        "booking with a seat",
        lambda: book(client, key.headers, seated_quote["quote_id"], [passenger(seat_number="7A")]),
    )
    await measured(
        "pay-with-balance",
        lambda: client.post(f"{BOOKINGS}/{seated['id']}/pay-with-balance", headers=key.headers),
    )
    await measured(
        "confirm", lambda: client.post(f"{BOOKINGS}/{plain['id']}/confirm", headers=key.headers)
    )
    await measured(
        "cancel", lambda: client.post(f"{BOOKINGS}/{seated['id']}/cancel", headers=key.headers)
    )
    await measured("read", lambda: client.get(f"{BOOKINGS}/{plain['id']}", headers=key.headers))
    await measured(
        "search",
        lambda: client.post("/api/v1/schedules/flights/search", json=search, headers=key.headers),
    )

    assert most == dict.fromkeys(most, 1), most


POOL = 3  # the small app's pool: 3 connections, and 3 more beyond it (max_overflow)


async def test_as_many_cold_cache_sales_and_payments_at_once_as_the_pool_holds_all_succeed(
    app, app_factory, db, admin_headers
):
    """Six bookings at once, then six wallet payments at once, on an app whose pool holds six
    connections in all, every cache cold: each request holds its one connection (and its
    locks) to the end and none waits for a second, so none waits out the pool's timeout.
    A request that loaded reference data on a second connection would wait for one while
    the five others held theirs, and with them the shared load it waits for."""
    sales = 2 * POOL
    world = await build_world(db, with_light=False)
    await db.execute(
        update(BookingClassInventory)
        .where(BookingClassInventory.flight_id == world.flight.id)
        .values(seats=sales)
    )
    await create_cabin(db, world.flight, seats=sales)
    partner = await create_partner(db)
    key = await create_api_key(db, partner_id=partner.id)
    await db.commit()
    small = app_factory(database_pool_size=POOL)
    async with client_for(app) as setup, client_for(small) as client:
        await top_up(setup, admin_headers, partner.id, "5000.00")
        quotes = [await quote(setup, key.headers, world.flight.id) for _ in range(sales)]

        generations.everything_changed()
        made = await asyncio.gather(
            *(book(client, key.headers, q["quote_id"], [passenger()]) for q in quotes)
        )
        assert [r.status_code for r in made] == [201] * sales, [r.text for r in made]

        generations.everything_changed()
        paid = await asyncio.gather(
            *(
                client.post(f"{BOOKINGS}/{r.json()['id']}/pay-with-balance", headers=key.headers)
                for r in made
            )
        )
        assert [r.status_code for r in paid] == [200] * sales, [r.text for r in paid]
        assert {r.json()["status"] for r in paid} == {"confirmed"}
        await assert_ledgers_balance(setup, admin_headers)
