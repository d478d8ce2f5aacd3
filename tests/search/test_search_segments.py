"""Search answers are remembered per segment (route, date, party, cabin, currency, with or
without fares; issue 26): one-way, round-trip and multi-city searches share them, a sale
drops only the segments that read its flight, time alone expires them, and what they may
take in memory is bounded (``TARMAC_SEARCH_SEGMENTS_MB``). What a segment read of its
flights' availability is kept per flight under the same rules, so another party on the
same flights reads nothing either."""

import re
from dataclasses import dataclass
from datetime import datetime, time, timedelta

from tarmac.core import clock
from tarmac.inventory import service as inventory
from tests.bookings.helpers import book, passenger, quote
from tests.catalog.factories import create_flight, create_inventory
from tests.conftest import client_for
from tests.factories import create_api_key
from tests.pricing.world import build_world, today
from tests.statements import listing, statements

SEARCH = "/api/v1/schedules/flights/search"
MULTI = "/api/v1/schedules/flights/search-multi"


def _search(origin: str, destination: str, day, **fields) -> dict:
    return {
        "origin": origin,
        "destination": destination,
        "departure_date": day.isoformat(),
        "adults": 2,
        "children": 1,
        "include_prices": True,
    } | fields


def _leg(search: dict) -> dict:
    """A leg of a multi-city search: its segment only (the party is the search's)."""
    return {name: search[name] for name in ("origin", "destination", "departure_date")}


@dataclass(frozen=True)
class Searches:
    one_way: dict
    back: dict
    round_trip: dict


def _searches() -> Searches:
    """The searches of build_world's flights, dated when the test starts (not at import: a
    run that crosses midnight in Bishkek would search the day after the flights)."""
    out, back = today() + timedelta(days=10), today() + timedelta(days=15)
    return Searches(
        _search("FRU", "OSS", out),
        _search("OSS", "FRU", back),
        _search("FRU", "OSS", out, return_date=back.isoformat()),
    )


async def _lookups(client) -> dict[str, float]:
    metrics = (await client.get("/metrics")).text
    found = re.findall(
        r'tarmac_cache_lookups_total\{cache="search_segments",outcome="(hit|miss)"\} (\S+)',
        metrics,
    )
    return {outcome: float(count) for outcome, count in found}


async def _post(client, key, body, path=SEARCH) -> dict:
    response = await client.post(path, json=body, headers=key.headers)
    assert response.status_code == 200, response.text
    return response.json()


async def test_a_round_trip_after_the_one_way_searches_of_its_segments_is_answered_from_memory(
    app, client, db
):
    await build_world(db)
    searches = _searches()
    key = await create_api_key(db)
    out, back = await _post(client, key, searches.one_way), await _post(client, key, searches.back)
    assert (out["total"], back["total"]) == (1, 1)

    before = await _lookups(client)
    with statements(app) as seen:
        trip = await _post(client, key, searches.round_trip)
    assert seen == [], listing(seen)
    after = await _lookups(client)
    assert (after["hit"] - before["hit"], after["miss"] - before["miss"]) == (2, 0)
    assert trip == {
        "legs": out["legs"],
        "return_legs": back["legs"],
        "total": 1,
        "total_return": 1,
    }

    # a multi-city search of the same segments, and the other party's one way, which is not
    with statements(app) as seen:
        multi = await _post(
            client,
            key,
            {
                "legs": [_leg(searches.one_way), _leg(searches.back)],
                "adults": 2,
                "children": 1,
                "include_prices": True,
            },
            MULTI,
        )
    assert seen == [], listing(seen)
    assert [r["legs"] for r in multi] == [out["legs"], back["legs"]]
    before = await _lookups(client)
    with statements(app) as seen:
        alone = await _post(client, key, searches.one_way | {"children": 0})
    after = await _lookups(client)
    assert after["miss"] - before["miss"] == 1  # its own segment, computed
    assert seen == [], listing(seen)  # from the flight's availability the process keeps
    assert alone["legs"][0]["fares"][0]["total_price"] < out["legs"][0]["fares"][0]["total_price"]


async def test_a_sale_drops_the_segments_that_read_its_flight_and_no_other(app, client, db):
    world = await build_world(db)
    searches = _searches()
    key = await create_api_key(db)
    trip = await _post(client, key, searches.round_trip)

    await inventory.take(db, world.flight.id, "Y", 3)
    await db.commit()

    before = await _lookups(client)
    with statements(app) as seen:
        after_sale = await _post(client, key, searches.round_trip)
    after = await _lookups(client)
    assert (after["hit"] - before["hit"], after["miss"] - before["miss"]) == (1, 1)
    # the outbound segment again: its flight's live inventory, and the new availability
    assert len(seen) == 1 and "booking_class_inventory" in seen[0], listing(seen)
    assert after_sale["legs"][0]["booked_seats"] == trip["legs"][0]["booked_seats"] + 3
    assert after_sale["return_legs"] == trip["return_legs"]
    with statements(app) as seen:
        back = await _post(client, key, searches.back)
    assert seen == [], listing(seen)  # the return segment stayed remembered
    assert back["legs"] == trip["return_legs"]


async def test_the_byte_bound_evicts_the_least_recently_used_segments(app, client, db, app_factory):
    await build_world(db)
    searches = _searches()
    key = await create_api_key(db)
    segments = app.state.reads.search_segments
    await _post(client, key, searches.one_way)
    out_bytes = segments.bytes
    await _post(client, key, searches.back)
    back_bytes = segments.bytes - out_bytes
    assert out_bytes > 0 and back_bytes > 0

    # room for either segment, not both
    bound = out_bytes + back_bytes - 1
    small = app_factory(search_segments_mb=bound / 2**20)
    async with client_for(small) as small_client:
        await _post(small_client, key, searches.one_way)
        await _post(small_client, key, searches.back)
        kept = small.state.reads.search_segments
        assert (len(kept), kept.bytes) == (1, back_bytes)
        with statements(small) as seen:
            await _post(small_client, key, searches.back)
        assert seen == [], listing(seen)
        before = await _lookups(small_client)
        await _post(small_client, key, searches.one_way)
        after = await _lookups(small_client)
        assert (after["hit"] - before["hit"], after["miss"] - before["miss"]) == (0, 1)
        assert (len(kept), kept.bytes) == (1, out_bytes)

    with statements(app) as seen:  # the default bound keeps both
        await _post(client, key, searches.one_way)
    assert seen == [], listing(seen)


async def test_time_alone_expires_a_segment_at_the_next_day_in_bishkek(app, client, db):
    """Nothing changes here but the clock (in this process only)."""
    await build_world(db)
    searches = _searches()
    key = await create_api_key(db)
    first = await _post(client, key, searches.round_trip)
    midnight = datetime.combine(clock.today() + timedelta(days=1), time(0), clock.BISHKEK)

    clock.set_offset(midnight - timedelta(seconds=1) - clock.now() + clock.offset())
    with statements(app) as seen:
        assert await _post(client, key, searches.round_trip) == first
    assert seen == [], listing(seen)

    clock.set_offset(midnight - clock.now() + clock.offset())
    before = await _lookups(client)
    with statements(app) as seen:
        assert await _post(client, key, searches.round_trip) == first
    after = await _lookups(client)
    assert (after["hit"] - before["hit"], after["miss"] - before["miss"]) == (0, 2)
    # both segments computed again, from the new day's taxes and the flights' availability
    # the process keeps (nothing of it changed)
    assert not any("booking_class_inventory" in s for s in seen), listing(seen)


async def test_a_departure_expires_the_segment_of_its_flight_only(app, client, db):
    world = await build_world(db)
    day = today() + timedelta(days=1)
    clock.set_offset(datetime.combine(day, time(6, 0), clock.BISHKEK) - clock.now())
    leaving = await create_flight(db, world.route, world.aircraft, day, local_departure=time(10))
    later = await create_flight(db, world.back, world.aircraft, day, local_departure=time(12))
    for flight in (leaving, later):
        await create_inventory(db, flight, "Y", seats=20)
    await db.commit()
    key = await create_api_key(db)
    same_day = _search("FRU", "OSS", day, return_date=day.isoformat())
    first = await _post(client, key, same_day)
    assert (first["total"], first["total_return"]) == (1, 1)

    clock.set_offset(
        leaving.scheduled_departure + timedelta(seconds=1) - clock.now() + clock.offset()
    )
    before = await _lookups(client)
    with statements(app) as seen:
        trip = await _post(client, key, same_day)
    after = await _lookups(client)
    assert (after["hit"] - before["hit"], after["miss"] - before["miss"]) == (1, 1)
    assert (trip["total"], trip["total_return"]) == (0, 1)
    assert trip["return_legs"] == first["return_legs"]
    assert seen == [], listing(seen)  # no flight left to read on the way out


async def test_a_flights_remembered_availability_ends_when_a_held_place_lapses(app, client, db):
    """Another party's search after a pending booking's places lapse shows them free: the
    flight's availability is read again then, without a sale or a sweep writing first."""
    world = await build_world(db)
    searches = _searches()
    key = await create_api_key(db)
    held = await book(
        client,
        key.headers,
        (await quote(client, key.headers, world.flight.id, pax=[{"type": "adult", "count": 2}]))[
            "quote_id"
        ],
        [passenger(), passenger(first_name="ASEL")],
    )
    assert held.status_code == 201, held.text
    lapses = datetime.fromisoformat(held.json()["expiry_date"])
    app.state.run_due_work = _nothing  # no sweep writes the lapse
    first = await _post(client, key, searches.one_way)
    booked = first["legs"][0]["booked_seats"]

    clock.set_offset(lapses - timedelta(seconds=1) - clock.now() + clock.offset())
    with statements(app) as seen:
        other = await _post(client, key, searches.one_way | {"adults": 1, "children": 0})
    assert (other["legs"][0]["booked_seats"], seen) == (booked, [])

    clock.set_offset(lapses + timedelta(seconds=1) - clock.now() + clock.offset())
    with statements(app) as seen:
        after = await _post(client, key, searches.one_way | {"adults": 3, "children": 0})
    assert sum("booking_class_inventory" in s for s in seen) == 1, listing(seen)
    assert after["legs"][0]["booked_seats"] == booked - 2


async def _nothing() -> int:
    return 0
