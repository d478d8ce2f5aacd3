"""The cycle collector's census of a warmed API, in process (no sockets, no uvicorn).

Loads the demo world into a fresh ``TARMAC_HOME`` (embedded PostgreSQL), builds the app
with ``create_app`` and runs its lifespan (which freezes what start-up made), then warms it
as a day of traffic would: searches over every demo route, ``--days`` departure days and
several passenger mixes and currencies, quotes of random flights each priced anew (a new
customer e-mail), a few bookings of those quotes. Then:

1. **the census**: the objects the collector tracks outside the frozen ones, by type, and
   those reachable from each cache of ``app.state.reads`` (the reference cache by the first
   item of its keys); each count is what a full collection walks for it;
2. **collections timed**: ``gc.collect(generation)`` for each generation on that heap;
3. **a steady phase**: ``--steady`` more requests of the same mix (seeded), each
   collection the app's thresholds start timed through ``gc.callbacks`` (count, total,
   largest, by generation), with the process's CPU per request.

Usage: .venv/bin/python bench/gc_census.py [--passes 3] [--quotes 300] [--bookings 20]
[--steady 6000] [--threshold 20000,50,100] [--freeze-after-warmup] [--no-warm-freeze]
[--debug-stats] [--json FILE]
"""

import argparse
import dataclasses
import gc
import json
import os
import random
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from collections import Counter
from collections.abc import Iterable
from datetime import date, datetime, timedelta
from pathlib import Path
from typing import Any
from zoneinfo import ZoneInfo

import asgi_call
import orjson
from latency_run import CURRENCIES, MIXES, PAX_KINDS, party_passengers
from payments_run import letters

ROOT = Path(__file__).resolve().parent.parent
GENERATIONS = (0, 1, 2)


class Client:
    """Requests through the ASGI app, as the demo agency."""

    def __init__(self, app: Any, key: dict[str, str]) -> None:
        self.app = app
        self.headers = [
            (b"host", b"127.0.0.1:8081"),
            (b"content-type", b"application/json"),
            (b"x-api-key", key["key"].encode()),
            (b"x-client-id", key["client_id"].encode()),
            (b"x-client-type", key["client_type"].encode()),
        ]
        self.statuses: Counter[tuple[str, int]] = Counter()

    async def call(self, kind: str, method: str, path: str, body: Any = None) -> tuple[int, bytes]:
        payload = b"" if body is None else orjson.dumps(body)
        status, body = await asgi_call.call(self.app, method, path, self.headers, payload)
        self.statuses[(kind, status)] += 1
        return status, body


class Traffic:
    """The warm-up's and the steady phase's requests (seeded)."""

    def __init__(
        self,
        client: Client,
        routes: list[tuple[str, str]],
        days: list[date],
        flights: list[str],
        today: date,
        seed: int,
    ) -> None:
        self.client = client
        self.routes = routes
        self.days = days
        self.flights = flights
        self.rng = random.Random(seed)  # noqa: S311 - load, not secrets
        self.sent = 0
        self.quoted: list[tuple[str, dict[str, int]]] = []
        self.born = {
            "adult": "1985-05-20",
            "child": (today - timedelta(days=6 * 365)).isoformat(),
            "infant": (today - timedelta(days=200)).isoformat(),
        }
        self.expiry = (today + timedelta(days=5 * 365)).isoformat()

    async def search(
        self, route: tuple[str, str], day: date, party: tuple[int, int, int], currency: str
    ) -> None:
        adults, children, infants = party
        await self.client.call(
            "search",
            "POST",
            "/api/v1/schedules/flights/search",
            {
                "origin": route[0],
                "destination": route[1],
                "departure_date": day.isoformat(),
                "adults": adults,
                "children": children,
                "infants": infants,
                "include_prices": True,
                "currency": currency,
            },
        )

    async def quote(self) -> None:
        self.sent += 1
        party = self.rng.choice(MIXES)
        pax = [{"type": kind, "count": n} for kind, n in zip(PAX_KINDS, party, strict=True) if n]
        status, body = await self.client.call(
            "quote",
            "POST",
            "/api/v1/fares/quote",
            {
                "flight_id": self.rng.choice(self.flights),
                "pax": pax,
                "customer_email": f"census-{self.sent}@example.com",
            },
        )
        if status == 200:
            answer = orjson.loads(body)
            counts: dict[str, int] = {}
            for item in answer["pax"]:
                counts[item["type"]] = counts.get(item["type"], 0) + item["count"]
            self.quoted = [*self.quoted[-99:], (answer["quote_id"], counts)]

    async def booking(self) -> None:
        if not self.quoted:
            await self.quote()
            return
        self.sent += 1
        quote_id, party = self.quoted.pop()
        tag = f"CENSUS {letters(self.sent)}"
        passengers = party_passengers(party, tag, tag, self.born, self.expiry)
        await self.client.call(
            "booking",
            "POST",
            "/api/v1/bookings/",
            {
                "quote_id": quote_id,
                "passengers": passengers,
                "contact_email": f"census-{self.sent}@example.com",
            },
        )

    async def warm(self, passes: int, quotes: int, bookings: int) -> None:
        """Every route x day ``passes`` times, a different party and currency each time,
        with the quotes and bookings spread among them."""
        searches = [(r, d) for r in self.routes for d in self.days]
        total = passes * len(searches)
        quote_every = max(1, total // max(1, quotes))
        booking_every = max(1, total // max(1, bookings))
        n = 0
        for p in range(passes):
            for i, (route, day) in enumerate(searches):
                party = MIXES[(i + p) % len(MIXES)]
                currency = CURRENCIES[(i // len(MIXES) + p) % len(CURRENCIES)]
                await self.search(route, day, party, currency)
                n += 1
                if n % quote_every == 0:
                    await self.quote()
                if n % booking_every == 0:
                    await self.booking()

    async def mixed(self, count: int, weights: tuple[int, int, int]) -> None:
        """``count`` requests of the 100:10:1 mix, as the latency runner sends them."""
        for _ in range(count):
            pick = self.rng.randrange(sum(weights))
            if pick < weights[0]:
                await self.search(
                    self.rng.choice(self.routes),
                    self.rng.choice(self.days),
                    self.rng.choice(MIXES),
                    self.rng.choice(CURRENCIES),
                )
            elif pick < weights[0] + weights[1]:
                await self.quote()
            else:
                await self.booking()


class Pauses:
    """Each collection timed, by generation (a ``gc.callbacks`` hook): its CPU time (the
    thread's: what it costs whatever else runs on the host) and its wall time."""

    def __init__(self) -> None:
        self.by_generation: dict[int, list[float]] = {g: [] for g in GENERATIONS}
        self.wall: dict[int, list[float]] = {g: [] for g in GENERATIONS}
        self.collected: dict[int, int] = dict.fromkeys(GENERATIONS, 0)
        self._started = (0.0, 0.0)
        self.on = False

    def reset(self) -> None:
        self.by_generation = {g: [] for g in GENERATIONS}
        self.wall = {g: [] for g in GENERATIONS}
        self.collected = dict.fromkeys(GENERATIONS, 0)

    def __call__(self, phase: str, info: dict[str, int]) -> None:
        if not self.on:
            return
        if phase == "start":
            self._started = (time.thread_time(), time.perf_counter())
        else:
            cpu, wall = self._started
            self.by_generation[info["generation"]].append(time.thread_time() - cpu)
            self.wall[info["generation"]].append(time.perf_counter() - wall)
            self.collected[info["generation"]] += info["collected"]

    def report(self) -> dict[int, dict[str, float]]:
        return {
            g: {
                "count": len(times),
                "total_ms": sum(times) * 1000,
                "p50_ms": statistics.median(times) * 1000 if times else 0.0,
                "max_ms": max(times, default=0.0) * 1000,
                "max_wall_ms": max(self.wall[g], default=0.0) * 1000,
                "collected": self.collected[g],
            }
            for g, times in self.by_generation.items()
        }


def type_name(obj: object) -> str:
    kind = type(obj)
    return f"{kind.__module__}.{kind.__qualname__}"


def census() -> tuple[int, Counter[str], set[int], Counter[str]]:
    """The tracked objects outside the frozen generation: how many, by type, their ids, and
    the references a collection follows from them, by type."""
    objects = gc.get_objects()
    ids = {id(o) for o in objects}
    counts = Counter(type_name(o) for o in objects)
    edges: Counter[str] = Counter()
    for obj in objects:
        edges[type_name(obj)] += len(gc.get_referents(obj))
    total = len(objects)
    del objects
    return total, counts, ids, edges


def reachable(roots: Iterable[object], tracked: set[int]) -> Counter[str]:
    """The collector's objects (of ``tracked``) reachable from ``roots``, by type."""
    seen: set[int] = set()
    counts: Counter[str] = Counter()
    stack = [r for r in roots if id(r) in tracked]
    while stack:
        obj = stack.pop()
        if id(obj) in seen:
            continue
        seen.add(id(obj))
        counts[type_name(obj)] += 1
        stack.extend(r for r in gc.get_referents(obj) if id(r) in tracked and id(r) not in seen)
    return counts


def by_cache(reads: Any, tracked: set[int]) -> dict[str, Counter[str]]:
    """What each cache of ``reads`` keeps alive that the collector walks: its entries (keys
    and values), the reference cache by the first item of each key."""
    found: dict[str, Counter[str]] = {}
    for name in ("reference", "search_segments", "flight_availability", "pricings"):
        cache = getattr(reads, name, None)
        if cache is None:
            continue
        entries = cache._entries
        if name != "reference":
            found[name] = reachable(
                [entries, *entries.keys(), *(v for v, _ in entries.values())], tracked
            )
            found[name]["(entries)"] = len(entries)
            continue
        groups: dict[str, list[object]] = {}
        for key, (value, _) in entries.items():
            group = key[0] if isinstance(key, tuple) and key else key
            groups.setdefault(f"reference:{group}", []).extend([key, value])
        for group, roots in sorted(groups.items()):
            found[group] = reachable(roots, tracked)
            found[group]["(entries)"] = len(roots) // 2
    return found


def time_collections(repeat: int) -> dict[int, float]:
    """The median CPU time of ``gc.collect(generation)`` on the heap as it is (ms)."""
    timed: dict[int, float] = {}
    for generation in (2, 1, 0):
        runs = []
        for _ in range(repeat):
            started = time.thread_time()
            gc.collect(generation)
            runs.append(time.thread_time() - started)
        timed[generation] = statistics.median(runs) * 1000
    return timed


def show_counts(title: str, counts: Counter[str], top: int) -> None:
    total = sum(v for k, v in counts.items() if k != "(entries)")
    entries = counts.get("(entries)")
    suffix = f", {entries:,} entries" if entries is not None else ""
    print(f"\n{title}: {total:,} tracked objects{suffix}")
    for name, count in counts.most_common(top + 1):
        if name != "(entries)":
            print(f"  {count:>9,}  {name}")


async def setup(app: Any, days: int) -> tuple[Client, list[tuple[str, str]], list[date], list[str]]:
    from sqlalchemy import text

    from tarmac.config import Settings
    from tarmac.demo import demo_keys

    key = next(dataclasses.asdict(k) for k in demo_keys(Settings()) if k.client_type == "agency")
    client = Client(app, key)
    status, body = await client.call("setup", "GET", "/api/v1/schedules/routes")
    assert status == 200, status
    answer = orjson.loads(body)
    rows = answer if isinstance(answer, list) else answer.get("data", [])
    routes = [(r["origin"]["iata"], r["destination"]["iata"]) for r in rows]
    today = datetime.now(ZoneInfo("Asia/Bishkek")).date()
    first = today + timedelta(days=1)
    dates = [first + timedelta(days=n) for n in range(days)]
    async with app.state.engine.connect() as connection:
        found = await connection.execute(
            text(
                "SELECT id FROM flights WHERE status = 'scheduled' "
                "AND flight_date BETWEEN :first AND :last ORDER BY flight_date, flight_number"
            ),
            {"first": first, "last": dates[-1]},
        )
        flights = [str(row[0]) for row in found]
    return client, routes, dates, flights


async def run(args: argparse.Namespace) -> dict[str, Any]:
    from tarmac.app import create_app

    app = create_app()
    pauses = Pauses()
    gc.callbacks.append(pauses)
    result: dict[str, Any] = {"args": {k: str(v) for k, v in vars(args).items()}}
    async with app.router.lifespan_context(app):
        if args.threshold:
            gc.set_threshold(*args.threshold)
        if args.no_warm_freeze:
            import tarmac.app

            tarmac.app.WARM_REFERENCE_ENTRIES = 1 << 30  # read by the task as it checks
        result["thresholds"] = gc.get_threshold()
        result["frozen_at_start"] = gc.get_freeze_count()
        client, routes, days, flights = await setup(app, args.days)
        today = datetime.now(ZoneInfo("Asia/Bishkek")).date()
        traffic = Traffic(client, routes, days, flights, today, args.seed)
        print(
            f"{len(routes)} routes, {len(days)} days, {len(flights)} flights; thresholds "
            f"{gc.get_threshold()}, {gc.get_freeze_count():,} objects frozen at start-up"
        )
        result["warmup"] = await warm_up(args, traffic, pauses)
        result["census"] = take_census(args, app.state.reads)
        timed = time_collections(args.repeat)
        result["collect_ms"] = timed
        print(
            "\ngc.collect(generation), CPU, median of "
            f"{args.repeat}: "
            + ", ".join(f"gen {g} {ms:.1f} ms" for g, ms in sorted(timed.items()))
        )
        if args.steady:
            result["steady"] = await steady(args, traffic, pauses)
        result["statuses"] = {f"{k} {s}": n for (k, s), n in sorted(client.statuses.items())}
        print("\nstatuses: " + ", ".join(f"{k}: {n:,}" for k, n in result["statuses"].items()))
    gc.callbacks.remove(pauses)
    return result


async def warm_up(args: argparse.Namespace, traffic: Traffic, pauses: Pauses) -> dict[str, Any]:
    pauses.on = True
    started, cpu = time.perf_counter(), time.process_time()
    await traffic.warm(args.passes, args.quotes, args.bookings)
    requests = sum(traffic.client.statuses.values())
    found = {
        "requests": requests,
        "seconds": time.perf_counter() - started,
        "cpu_ms_per_request": (time.process_time() - cpu) * 1000 / requests,
        "pauses": pauses.report(),
        "frozen": gc.get_freeze_count(),
    }
    print(
        f"warm-up: {requests:,} requests in {found['seconds']:.1f} s, "
        f"{found['cpu_ms_per_request']:.3f} ms CPU each; "
        f"{sum(p['count'] for p in found['pauses'].values())} collections, "
        f"{gc.get_freeze_count():,} objects frozen"
    )
    if args.freeze_after_warmup:
        gc.collect()
        gc.freeze()
        print(f"frozen after the warm-up: {gc.get_freeze_count():,} objects")
    pauses.on = False
    return found


def take_census(args: argparse.Namespace, reads: Any) -> dict[str, Any]:
    gc.collect()
    total, counts, tracked, edges = census()
    caches = by_cache(reads, tracked)
    del tracked
    print(f"\ntracked outside the frozen set: {total:,} ({gc.get_freeze_count():,} frozen)")
    show_counts("by type", counts, args.top)
    print(f"\nreferences followed from them: {sum(edges.values()):,}")
    for name, count in edges.most_common(10):
        print(f"  {count:>9,}  {name}")
    for name, found in caches.items():
        show_counts(name, found, min(args.top, 8))
    return {
        "tracked": total,
        "frozen": gc.get_freeze_count(),
        "by_type": dict(counts.most_common(args.top)),
        "references": sum(edges.values()),
        "references_by_type": dict(edges.most_common(args.top)),
        "by_cache": {k: dict(v.most_common(args.top)) for k, v in caches.items()},
        "cache_entries": {
            name: len(getattr(reads, name)._entries)
            for name in ("reference", "search_segments", "flight_availability", "pricings")
            if hasattr(reads, name)
        },
    }


async def steady(args: argparse.Namespace, traffic: Traffic, pauses: Pauses) -> dict[str, Any]:
    pauses.reset()
    before = sum(traffic.client.statuses.values())
    pauses.on = True
    if args.debug_stats:
        gc.set_debug(gc.DEBUG_STATS)
    started, cpu = time.perf_counter(), time.process_time()
    await traffic.mixed(args.steady, (100, 10, 1))
    spent_cpu = time.process_time() - cpu
    gc.set_debug(0)
    pauses.on = False
    count = sum(traffic.client.statuses.values()) - before
    report = pauses.report()
    found = {
        "requests": count,
        "seconds": time.perf_counter() - started,
        "cpu_ms_per_request": spent_cpu * 1000 / count,
        "gc_ms_per_request": sum(r["total_ms"] for r in report.values()) / count,
        "pauses": report,
        "frozen": gc.get_freeze_count(),
    }
    print(
        f"\nsteady: {count:,} requests (100:10:1) in {found['seconds']:.1f} s, "
        f"{found['cpu_ms_per_request']:.3f} ms CPU each, of which the collector's CPU "
        f"{found['gc_ms_per_request']:.3f} ms; {gc.get_freeze_count():,} objects frozen"
    )
    for g, r in report.items():
        print(
            f"  gen {g}: {r['count']:>4} collections, CPU total {r['total_ms']:8.1f} ms, "
            f"p50 {r['p50_ms']:6.2f} ms, max {r['max_ms']:7.1f} ms (wall {r['max_wall_ms']:.1f})"
        )
    return found


def thresholds(value: str) -> tuple[int, ...]:
    parts = tuple(int(p) for p in value.split(","))
    if len(parts) != 3:
        raise argparse.ArgumentTypeError("three numbers: 20000,50,100")
    return parts


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--days", type=int, default=60, help="departure days from tomorrow")
    parser.add_argument("--passes", type=int, default=3, help="over every route x day")
    parser.add_argument("--quotes", type=int, default=300, help="priced anew, in the warm-up")
    parser.add_argument("--bookings", type=int, default=20, help="in the warm-up")
    parser.add_argument("--steady", type=int, default=6000, help="requests after the census")
    parser.add_argument("--threshold", type=thresholds, help="e.g. 20000,50,100 (the app's)")
    parser.add_argument("--freeze-after-warmup", action="store_true")
    parser.add_argument(
        "--no-warm-freeze", action="store_true", help="without the app's freeze when warm"
    )
    parser.add_argument(
        "--debug-stats", action="store_true", help="gc.DEBUG_STATS in the steady phase"
    )
    parser.add_argument("--repeat", type=int, default=3, help="timings of each gc.collect")
    parser.add_argument("--top", type=int, default=25)
    parser.add_argument("--seed", type=int, default=35)
    parser.add_argument("--json", type=Path, help="write the figures there too")
    args = parser.parse_args()
    home = Path(tempfile.mkdtemp(prefix="tarmac-census-"))
    os.environ.update(
        TARMAC_HOME=str(home),
        TARMAC_MODE="sandbox",
        TARMAC_LOG_LEVEL="WARNING",
        TARMAC_RATE_LIMIT_MULTIPLIER="10000",
        TARMAC_NBKR_RATES_URL="",
    )
    try:
        subprocess.run([str(Path(sys.executable).parent / "tarmac"), "demo"], check=True, cwd=ROOT)  # noqa: S603 - our own CLI
        import uvloop

        result = uvloop.run(run(args))
        if args.json:
            args.json.write_text(json.dumps(result, indent=2, default=str))
    finally:
        from tarmac.db import embedded

        embedded.stop()
        shutil.rmtree(home, ignore_errors=True)


if __name__ == "__main__":
    main()
