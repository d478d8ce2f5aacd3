"""Searches served from a read replica (issue 35): a real streaming standby of the suite's
server, made once for the module with ``pg_basebackup -R`` by the server's own binaries
(``tarmac.db.standby``), stopped and deleted after it.

Searches, seat maps and price lists read there while it is within the staleness bound;
sales never do. Replay paused on the standby (``pg_wal_replay_pause()``) while the primary
sells makes it fall behind: within the bound a search still answers from it (the sale not
yet seen), past the bound searches fall back to the primary and see the sale, and nothing
read on the lagging replica is remembered past the change it missed. A replica that cannot
be reached, or fails a read, sends the read to the primary: never an error.

On the machine's PostgreSQL (CI's second pass, ``TARMAC_DATABASE_URL``) the standby is made
from that server when it streams; when it cannot (CI's has no ``replication`` line in
``pg_hba.conf``) the module runs on a database of its own on the embedded server instead,
and skips, saying why, only if that cannot stream either. On the embedded server (the first
pass) it never skips."""

import asyncio
import fcntl
import os
import uuid
from collections.abc import AsyncIterator, Iterator
from datetime import timedelta

import asyncpg
import pytest
from prometheus_client import REGISTRY
from sqlalchemy.engine import make_url

from tarmac.app import create_app
from tarmac.cache import generations
from tarmac.db import embedded
from tarmac.db import standby as standbys
from tarmac.db.migrate import upgrade
from tarmac.db.replica import Replica
from tests.bookings.helpers import book, passenger, quote, sold
from tests.conftest import (
    MAX_CONNECTIONS,
    ROOT,
    _admin,
    _with_database,
    client_for,
    empty_every_table,
    make_settings,
)
from tests.factories import create_api_key
from tests.pricing.world import build_world, today

SEARCH = "/api/v1/schedules/flights/search"
BOUND = 2.0  # seconds: long enough to sell once while replay is paused, short to wait out
PROBE = 0.05


def _embedded_database() -> str:
    """A migrated database of its own on the embedded server (started as the suite does)."""
    home = ROOT / ".tarmac-test"
    home.mkdir(exist_ok=True)
    with open(home / "server.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        try:
            server = embedded.start(home, database="postgres", max_connections=MAX_CONNECTIONS)
        finally:
            fcntl.flock(lock, fcntl.LOCK_UN)
    name = f"tarmac_replica_{uuid.uuid4().hex[:10]}"
    asyncio.run(_admin(server, f'CREATE DATABASE "{name}"'))
    url = _with_database(server, name)
    upgrade(url)
    return url


def _drop(url: str) -> None:
    name = make_url(url).database
    asyncio.run(
        _admin(_with_database(url, "postgres"), f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')
    )


@pytest.fixture(scope="module")
def streaming(database_url: str) -> Iterator[tuple[str, standbys.Standby]]:
    """The database the module's apps write to, and a standby of its server."""
    own = None
    try:
        made, primary = standbys.make(database_url), database_url
    except standbys.CannotStream as refused:
        if not os.environ.get("TARMAC_DATABASE_URL"):
            raise  # the embedded server always streams: a failure, never a skip
        own = primary = _embedded_database()
        try:
            made = standbys.make(own)
        except standbys.CannotStream as reason:
            _drop(own)
            pytest.skip(
                f"the machine's PostgreSQL cannot stream to a standby ({refused}), nor the "
                f"embedded server ({reason})"
            )
    try:
        yield primary, made
    finally:
        made.stop()
        if own is not None:
            _drop(own)


@pytest.fixture
def primary(streaming: tuple[str, standbys.Standby]) -> str:
    return streaming[0]


@pytest.fixture
def standby(streaming: tuple[str, standbys.Standby]) -> standbys.Standby:
    return streaming[1]


@pytest.fixture
async def app(primary: str, database_url: str) -> AsyncIterator:
    """The suite's app (and ``db``) on the module's database, emptied after each test."""
    app = create_app(make_settings(), db_url=primary)
    yield app
    if primary != database_url:
        await empty_every_table(app.state.engine)
    await app.state.engine.dispose()


def _database(url: str) -> str:
    name = make_url(url).database
    assert name
    return name


@pytest.fixture
def primary_dsn(primary: str) -> str:
    return standbys.libpq_url(primary)


@pytest.fixture
def standby_dsn(standby: standbys.Standby, primary: str) -> str:
    return standby.dsn(_database(primary))


def _replica_app(database_url: str, replica_url: str, *, bound: float = BOUND):
    settings = make_settings(
        database_replica_url=replica_url,
        database_replica_max_lag_seconds=bound,
        database_replica_probe_seconds=PROBE,
    )
    return create_app(settings, db_url=database_url)


@pytest.fixture
async def replica_app(standby: standbys.Standby, primary: str) -> AsyncIterator:
    """An app reading from the standby, its probe running as in a served process."""
    app = _replica_app(primary, standby.url(_database(primary)))
    replica: Replica = app.state.replica
    replica.start()
    yield app
    await replica.stop()
    await replica.engine.dispose()
    await app.state.engine.dispose()


def _reads(target: str, reason: str) -> float:
    found = REGISTRY.get_sample_value(
        "tarmac_replica_reads_total", {"target": target, "reason": reason}
    )
    return found or 0.0


async def _fresh(replica: Replica, standby_dsn: str, primary_dsn: str) -> None:
    """Once the standby has replayed what the primary holds and the probe has seen it."""
    await standbys.replayed(standby_dsn, primary_dsn)
    for _ in range(200):
        if replica.fresh():
            return
        await asyncio.sleep(PROBE)
    raise AssertionError(f"the replica stays behind: {replica.lag()} s")


async def _on_standby(standby_dsn: str, sql: str, *args):
    connection = await asyncpg.connect(standby_dsn)
    try:
        return await connection.fetchval(sql, *args)
    finally:
        await connection.close()


async def _search(client, key, **fields) -> dict:
    out = today() + timedelta(days=10)  # build_world's flight, dated now (not at import)
    body = {"origin": "FRU", "destination": "OSS", "departure_date": out.isoformat()} | fields
    response = await client.post(SEARCH, json=body, headers=key.headers)
    assert response.status_code == 200, response.text
    return response.json()


async def test_a_search_reads_the_replica_and_a_sale_the_primary(
    replica_app, db, standby_dsn, primary_dsn
):
    world = await build_world(db)
    key = await create_api_key(db)
    replica: Replica = replica_app.state.replica
    await _fresh(replica, standby_dsn, primary_dsn)
    async with client_for(replica_app) as client:
        served = _reads("replica", "fresh")
        found = await _search(client, key)
        assert _reads("replica", "fresh") == served + 1
        assert found["total"] == 1 and found["legs"][0]["booked_seats"] == 0

        # the quote and the sale read and write the primary only
        served, elsewhere = _reads("replica", "fresh"), _reads("primary", "behind")
        quoted = await quote(client, key.headers, world.flight.id, fare_class="Q")
        response = await book(client, key.headers, quoted["quote_id"], [passenger()])
        assert response.status_code == 201, response.text
        assert (_reads("replica", "fresh"), _reads("primary", "behind")) == (served, elsewhere)
        assert await sold(db, world.flight.id, "Q") == 1

        # the sale dropped what search remembered of the flight; the replica replays it
        await _fresh(replica, standby_dsn, primary_dsn)
        found = await _search(client, key)
        assert found["legs"][0]["booked_seats"] == 1
        assert _reads("replica", "fresh") == served + 1


async def test_the_bound_holds_while_replay_is_paused(replica_app, db, standby_dsn, primary_dsn):
    world = await build_world(db)
    key = await create_api_key(db)
    replica: Replica = replica_app.state.replica
    await _fresh(replica, standby_dsn, primary_dsn)
    async with client_for(replica_app) as client:
        assert (await _search(client, key))["legs"][0]["booked_seats"] == 0
        quoted = await quote(client, key.headers, world.flight.id, fare_class="Q")
        await _on_standby(standby_dsn, "SELECT pg_wal_replay_pause()")
        try:
            response = await book(client, key.headers, quoted["quote_id"], [passenger()])
            assert response.status_code == 201, response.text

            # within the bound the replica still answers, without the sale it has not
            # replayed: what only the replica shows
            served = _reads("replica", "fresh")
            found = await _search(client, key)
            assert replica.lag() <= BOUND
            assert _reads("replica", "fresh") == served + 1
            assert found["legs"][0]["booked_seats"] == 0

            # past the bound searches go to the primary and see the sale: the answer read
            # on the replica was not remembered past the sale it missed
            for _ in range(int((BOUND + 10) / PROBE)):
                if not replica.fresh():
                    break
                await asyncio.sleep(PROBE)
            assert await _on_standby(standby_dsn, "SELECT pg_is_wal_replay_paused()")
            behind = _reads("primary", "behind")
            found = await _search(client, key)
            assert found["legs"][0]["booked_seats"] == 1
            assert _reads("primary", "behind") == behind + 1
            again = await _search(client, key, adults=2)  # another party: read anew
            assert again["legs"][0]["booked_seats"] == 1
            health = (await client.get("/readyz")).json()
            assert health["status"] == "ready" and health["replica"]["serving"] is False
        finally:
            await _on_standby(standby_dsn, "SELECT pg_wal_replay_resume()")

        # replay resumed: the replica catches up and serves again, the sale in it
        await _fresh(replica, standby_dsn, primary_dsn)
        generations.everything_changed()  # forget what the primary's reads left remembered
        served = _reads("replica", "fresh")
        found = await _search(client, key)
        assert _reads("replica", "fresh") == served + 1
        assert found["legs"][0]["booked_seats"] == 1
        health = (await client.get("/readyz")).json()
        assert health["replica"]["serving"] is True
        assert 0 <= health["replica"]["lag_seconds"] <= BOUND


async def test_an_idle_primary_keeps_the_replica_fresh(replica_app, db, standby_dsn, primary_dsn):
    await build_world(db)
    # a WAL switch, as archive_timeout makes on an idle primary: its insert position then
    # stays a page header ahead of anything a replica replays (the write position does not)
    connection = await asyncpg.connect(primary_dsn)
    try:
        await connection.execute("SELECT pg_switch_wal()")
    finally:
        await connection.close()
    replica: Replica = replica_app.state.replica
    await _fresh(replica, standby_dsn, primary_dsn)
    await asyncio.sleep(1.0)  # nothing written meanwhile (by this test)
    # the lag is what the last probe found, not the time since the last write
    assert replica.lag() < 0.5, replica.lag()


async def test_no_oversell_while_searches_read_the_replica(
    replica_app, app, db, standby_dsn, primary_dsn
):
    world = await build_world(db)
    places, attempts = 10, 24  # class Q of the world's flight
    keys = [await create_api_key(db) for _ in range(4)]  # 30 bookings a minute per key
    replica: Replica = replica_app.state.replica
    await _fresh(replica, standby_dsn, primary_dsn)
    async with client_for(replica_app) as reading, client_for(app) as other:
        quotes = [
            await quote(reading, keys[n % 4].headers, world.flight.id, fare_class="Q")
            for n in range(attempts)
        ]
        served = _reads("replica", "fresh")
        sales = [
            book((reading, other)[n % 2], keys[n % 4].headers, q["quote_id"], [passenger()])
            for n, q in enumerate(quotes)
        ]
        searches = [_search(reading, keys[n % 4], adults=1 + n % 3) for n in range(attempts)]
        answers = await asyncio.gather(*sales, *searches)
    statuses = sorted(r.status_code for r in answers[:attempts])
    assert statuses == [201] * places + [409] * (attempts - places), statuses
    assert await sold(db, world.flight.id, "Q") == places
    assert _reads("replica", "fresh") > served  # searches read the replica meanwhile
    for found in answers[attempts:]:
        assert found["legs"][0]["booked_seats"] <= found["legs"][0]["total_seats"]
    await standbys.replayed(standby_dsn, primary_dsn)
    replicated = await _on_standby(  # the replica holds its primary's sales
        standby_dsn,
        "SELECT sold FROM booking_class_inventory WHERE flight_id = $1 AND booking_class = 'Q'",
        world.flight.id,
    )
    assert replicated == places


async def test_seat_maps_and_price_lists_read_the_replica(
    replica_app, app, db, standby_dsn, primary_dsn
):
    world = await build_world(db)
    key = await create_api_key(db)
    consumer = await create_api_key(db, client_type="consumer_app", key_type="publishable")
    replica: Replica = replica_app.state.replica
    await _fresh(replica, standby_dsn, primary_dsn)
    paths = (
        f"/api/v1/checkin/flight/{world.flight.id}/seat-map",
        f"/api/v1/fares/prices/?flight_id={world.flight.id}",
        f"/api/v1/fares/grouped-prices/?flight_id={world.flight.id}",
    )
    async with client_for(replica_app) as reading, client_for(app) as primary:
        for path, headers in zip(paths, (consumer.headers, key.headers, key.headers), strict=True):
            served = _reads("replica", "fresh")
            answer = await reading.get(path, headers=headers)
            assert answer.status_code == 200, answer.text
            assert _reads("replica", "fresh") == served + 1
            assert answer.json() == (await primary.get(path, headers=headers)).json()


async def test_a_replica_away_sends_reads_to_the_primary(
    standby, primary, db, standby_dsn, primary_dsn
):
    await build_world(db)
    key = await create_api_key(db)
    # never reachable: every search on the primary, the process ready
    nowhere = _replica_app(primary, "postgresql://postgres@/tarmac?host=/nonexistent")
    try:
        assert await nowhere.state.replica.probe() == float("inf")
        async with client_for(nowhere) as client:
            behind = _reads("primary", "behind")
            assert (await _search(client, key))["total"] == 1
            assert _reads("primary", "behind") == behind + 1
            ready = await client.get("/readyz")
            assert ready.status_code == 200
            assert ready.json()["replica"] == {
                "serving": False,
                "lag_seconds": None,
                "max_lag_seconds": BOUND,
            }
    finally:
        await nowhere.state.replica.stop()
        await nowhere.state.replica.engine.dispose()
        await nowhere.state.engine.dispose()

    # fresh at its last probe, then stopped: the read fails there and is made on the primary
    app = _replica_app(primary, standby.url(_database(primary)), bound=30.0)
    replica: Replica = app.state.replica
    try:
        await standbys.replayed(standby_dsn, primary_dsn)
        assert await replica.probe() < 30.0
        standby.halt()
        async with client_for(app) as client:
            failed = _reads("primary", "failed")
            assert (await _search(client, key))["total"] == 1
            assert _reads("primary", "failed") == failed + 1
            assert not replica.fresh()  # until a probe sees it again
    finally:
        standby.start()
        await replica.stop()
        await replica.engine.dispose()
        await app.state.engine.dispose()
