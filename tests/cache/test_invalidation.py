"""Reference caches never serve data older than a committed change: a write here moves the
generation at commit, a write from another process arrives by NOTIFY, and sales data
(inventory) is always read live."""

import asyncio
import uuid
from datetime import timedelta

import asyncpg
from sqlalchemy import Table, event, text
from sqlalchemy.orm import ORMExecuteState, Session
from sqlalchemy.sql import visitors

from tarmac.cache import generations
from tarmac.cache.listener import ChangeListener
from tarmac.cache.reads import CACHED_LOAD
from tarmac.cache.reference import ReferenceCache
from tarmac.core import clock
from tests.catalog.factories import (
    create_aircraft,
    create_airport,
    create_fare_family,
    create_fare_plan,
    create_fare_price,
    create_fare_rule,
    create_flight,
    create_inventory,
    create_route,
)
from tests.factories import create_api_key
from tests.pricing.factories import create_promo, create_tax, seed_ssr
from tests.pricing.test_quote_basics import QUOTE
from tests.pricing.world import build_world

SEARCH = "/api/v1/schedules/flights/search"
DAY = (clock.now() + timedelta(days=20)).date()


async def _one_flight(db):
    fru, oss = await create_airport(db, "FRU", "Bishkek"), await create_airport(db, "OSS", "Osh")
    route = await create_route(db, fru, oss)
    flight = await create_flight(db, route, await create_aircraft(db), DAY)
    inventory = await create_inventory(db, flight, "Y", seats=10)
    plan = await create_fare_plan(
        db, await create_fare_family(db, "LIGHT"), await create_fare_rule(db), route=route
    )
    price = await create_fare_price(db, plan, "adult", "5000", currency="KGS")
    await db.commit()
    return flight, inventory, price


def _body(**extra):
    return {
        "origin": "FRU",
        "destination": "OSS",
        "departure_date": DAY.isoformat(),
        "include_prices": True,
        "currency": "KGS",
    } | extra


async def test_a_back_office_change_reaches_the_very_next_search(client, db, admin_headers):
    flight, _, _ = await _one_flight(db)
    key = await create_api_key(db)
    assert (await client.post(SEARCH, json=_body(), headers=key.headers)).json()["total"] == 1

    cancelled = await client.patch(
        f"/api/v1/admin/flights/{flight.id}", json={"status": "cancelled"}, headers=admin_headers
    )
    assert cancelled.status_code == 200, cancelled.text
    assert (await client.post(SEARCH, json=_body(), headers=key.headers)).json()["total"] == 0


async def test_a_committed_price_change_reprices_the_next_search(client, db):
    _, _, price = await _one_flight(db)
    key = await create_api_key(db)
    before = (await client.post(SEARCH, json=_body(), headers=key.headers)).json()
    assert before["legs"][0]["price"] == 5000

    price.base_price = 6200
    await db.commit()
    after = (await client.post(SEARCH, json=_body(), headers=key.headers)).json()
    assert after["legs"][0]["price"] == 6200


async def test_a_rolled_back_change_leaves_the_generation_alone(db):
    _, _, price = await _one_flight(db)
    before = generations.reference_generation()
    price.base_price = 1
    await db.flush()
    await db.rollback()
    assert generations.reference_generation() == before


async def test_a_sale_is_availability_of_its_flight_not_reference_data(client, db):
    flight, inventory, _ = await _one_flight(db)
    key = await create_api_key(db)
    first = (await client.post(SEARCH, json=_body(adults=3), headers=key.headers)).json()
    assert first["total"] == 1 and first["legs"][0]["booked_seats"] == 0

    reference = generations.reference_generation()
    sequence = generations.availability.sequence
    inventory.sold = 8
    await db.commit()
    assert generations.reference_generation() == reference
    assert not generations.availability.unchanged_since({flight.id}, sequence)
    assert generations.availability.unchanged_since({uuid.uuid4()}, sequence)
    sold = (await client.post(SEARCH, json=_body(adults=3), headers=key.headers)).json()
    assert sold["total"] == 0
    two = (await client.post(SEARCH, json=_body(adults=2), headers=key.headers)).json()
    assert two["legs"][0]["booked_seats"] == 8


async def test_a_write_by_another_process_arrives_by_notify(database_url, db):
    flight, _, _ = await _one_flight(db)
    listener = ChangeListener(database_url, retry_seconds=0.1)
    start = generations.reference_generation()
    listener.start()
    try:
        await _until(lambda: generations.reference_generation() > start)  # connected
        other = await asyncpg.connect(database_url.replace("+asyncpg", ""))
        try:
            # a plain connection: none of this process's session events see it, only the
            # notification (delivered at its commit) can move the generation
            before = generations.reference_generation()
            await other.execute("UPDATE airports SET name = name")
            await _until(lambda: generations.reference_generation() > before)

            before = generations.reference_generation()
            sequence = generations.availability.sequence
            await other.execute("UPDATE booking_class_inventory SET sold = sold + 1")
            await _until(lambda: generations.availability.sequence > sequence)
            # only the flight written is stale, and a sale is not reference data
            assert not generations.availability.unchanged_since({flight.id}, sequence)
            assert generations.availability.unchanged_since({uuid.uuid4()}, sequence)
            assert generations.reference_generation() == before
        finally:
            await other.close()
    finally:
        await listener.stop()


async def test_the_listener_reconnects_and_treats_everything_as_changed(database_url):
    listener = ChangeListener(database_url, retry_seconds=0.05)
    start = generations.reference_generation()
    listener.start()
    other = await asyncpg.connect(database_url.replace("+asyncpg", ""))
    try:
        await _until(lambda: generations.reference_generation() > start)
        connected = generations.reference_generation()
        sequence = generations.availability.sequence
        await _cut_listener(other)

        # what was missed while disconnected is unknown: everything is stale
        await _until(
            lambda: (
                generations.reference_generation() > connected
                and not generations.availability.unchanged_since({uuid.uuid4()}, sequence)
            )
        )
        await asyncio.sleep(0.2)  # listening again
        before = generations.reference_generation()
        await other.execute("UPDATE airports SET name = name")
        await _until(lambda: generations.reference_generation() > before)
    finally:
        await other.close()
        await listener.stop()


async def test_no_cache_answers_while_the_listener_cannot_hear_other_processes(database_url):
    """A change another process commits while this one's listener is away would never be
    heard: from the moment the connection is lost until it listens again, every cache
    misses (and keeps nothing), instead of answering stale until the reconnection."""
    listener = ChangeListener(database_url, retry_seconds=0.5)
    cache = ReferenceCache("test")
    start = generations.reference_generation()
    listener.start()
    other = await asyncpg.connect(database_url.replace("+asyncpg", ""))
    try:
        await _until(lambda: generations.reference_generation() > start, 10.0)  # listening
        cache.put("answer", "kept", cache.generation())
        assert cache.get("answer") == "kept"

        await _cut_listener(other)
        await _until(lambda: not generations.hearing(), 10.0)
        assert cache.get("answer") is None
        cache.put("answer", "kept", cache.generation())
        assert cache.get("answer") is None  # nothing kept while deaf

        await _until(generations.hearing, 10.0)  # listening again after the retry delay
        cache.put("answer", "kept", cache.generation())
        assert cache.get("answer") == "kept"
    finally:
        await other.close()
        await listener.stop()
    assert generations.hearing()


async def test_every_watched_table_notifies_its_changes(db):
    rows = await db.execute(
        text(
            "SELECT DISTINCT c.relname FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid "
            "JOIN pg_proc p ON p.oid = t.tgfoid "
            "WHERE p.proname IN ('tarmac_notify_reference', 'tarmac_notify_flights')"
        )
    )
    assert {name for (name,) in rows} == generations.WATCHED_TABLES


async def _cut_listener(other: asyncpg.Connection) -> None:
    """End this process's listening connection from ``other``, as a lost connection would."""
    killed = await other.fetchval(
        "SELECT count(pg_terminate_backend(pid)) FROM pg_stat_activity "
        "WHERE datname = current_database() AND query LIKE 'LISTEN%'"
    )
    assert killed == 1


async def _until(condition, seconds: float = 5.0) -> None:
    deadline = asyncio.get_running_loop().time() + seconds
    while not condition():
        assert asyncio.get_running_loop().time() < deadline, "timed out"
        await asyncio.sleep(0.02)


def test_a_value_loaded_while_the_data_changed_is_not_kept():
    cache = ReferenceCache()
    at = cache.generation()
    generations.reference_changed()  # the data changed during the load
    cache.put("key", "stale", at)
    assert cache.get("key") is None
    cache.put("key", "fresh", cache.generation())
    assert cache.get("key") == "fresh"


def test_reference_values_are_kept_when_availability_changes():
    cache = ReferenceCache()
    cache.put("key", 1, cache.generation())
    generations.availability.touch_all()
    assert cache.get("key") == 1


def test_a_forgotten_flight_counts_as_changed():
    tracked = generations.Availability(size=2)
    a, b, c = uuid.uuid4(), uuid.uuid4(), uuid.uuid4()
    seen = tracked.sequence
    tracked.touch([a])
    tracked.touch([b])
    tracked.touch([c])  # a is forgotten
    assert not tracked.unchanged_since([a], seen)
    assert tracked.unchanged_since([c], tracked.sequence)


def test_the_cache_evicts_the_least_recently_used_beyond_its_size():
    cache = ReferenceCache(size=2)
    at = cache.generation()
    cache.put("a", 1, at)
    cache.put("b", 2, at)
    assert cache.get("a") == 1
    cache.put("c", 3, at)
    assert (cache.get("a"), cache.get("b"), cache.get("c")) == (1, None, 3)


async def test_catalog_reads_are_remembered_until_the_back_office_changes_them(
    client, db, admin_headers
):
    flight, _, _ = await _one_flight(db)
    key = await create_api_key(db)
    url = f"/api/v1/schedules/flights/{flight.id}"
    first = await client.get(url, headers=key.headers)
    assert first.json()["status"] == "scheduled"
    unchanged = await client.get(
        url, headers={**key.headers, "If-None-Match": first.headers["ETag"]}
    )
    assert unchanged.status_code == 304

    delayed = await client.patch(
        f"/api/v1/admin/flights/{flight.id}",
        json={"status": "delayed", "delay_minutes": 40},
        headers=admin_headers,
    )
    assert delayed.status_code == 200, delayed.text
    after = await client.get(url, headers={**key.headers, "If-None-Match": first.headers["ETag"]})
    assert after.status_code == 200
    assert (after.json()["status"], after.json()["delay_minutes"]) == ("delayed", 40)
    assert after.headers["ETag"] != first.headers["ETag"]


async def test_every_table_a_cached_load_reads_is_watched(client, db):
    """A table read into a cache without a trigger would leave its answers stale forever
    in other processes: every table any cached load reads must be in the watched list."""
    world = await build_world(db)
    await create_tax(db, "YQ", "5")
    await create_promo(db, "WINTER10", "10")
    await seed_ssr(db)
    await db.commit()
    key = await create_api_key(db)
    read: set[str] = set()

    def note(state: ORMExecuteState) -> None:
        if CACHED_LOAD in state.session.info and state.is_select:
            read.update(
                element.name
                for element in visitors.iterate(state.statement)
                if isinstance(element, Table)
            )

    event.listen(Session, "do_orm_execute", note)
    try:
        payload = {
            "flight_id": str(world.flight.id),
            "pax": [{"type": "ADT", "count": 1}, {"type": "CHD", "count": 1}],
            "promo_code": "WINTER10",
            "ancillaries": [{"code": "XBAG", "qty": 1}],
            "partner_id": None,
        }
        assert (await client.post(QUOTE, json=payload, headers=key.headers)).status_code == 200
        body = _body(include_prices=True, currency="USD") | {
            "departure_date": world.flight.flight_date.isoformat(),
            "origin": "FRU",
            "destination": "OSS",
        }
        assert (await client.post(SEARCH, json=body, headers=key.headers)).status_code == 200
        for path in ("airports", "routes", f"flights/{world.flight.id}", "flights/"):
            url = f"/api/v1/schedules/{path}"
            assert (await client.get(url, headers=key.headers)).status_code == 200
    finally:
        event.remove(Session, "do_orm_execute", note)
    assert {"fare_prices", "flights", "taxes"} <= read  # the probe saw the loads
    assert read <= generations.WATCHED_TABLES
