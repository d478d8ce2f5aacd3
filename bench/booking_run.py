# ruff: noqa: S603 - a runner: it starts processes, every argv fixed or built from flags
"""Benchmark booking creation, and sales mixed into searches and quotes, with wrk.

Two scenarios, each against the bare write endpoint measured in the same run:

1. **Booking creation** (``booking_create.lua``): ``POST /api/v1/bookings/`` variant A,
   each request a quote made moments before (quotes live 300 s), booked once, by a
   party of 1 to 5 (adults, children, infants) of passengers never seen before, on a
   random flight of the next ``--days`` days. The runner makes the quotes through the API
   before each wrk run (not measured): enough for the warm-up, then, from the warm-up's
   rate, enough for the measured run. The baseline, ``bare write``
   (``bare_write.lua``), is ``bare_app.py``'s ``POST /bare-write``: a booking-shaped
   body, one transaction with a conditional ``UPDATE`` and an ``INSERT`` on the same
   database. Target: bookings at least 40 % of bare write.
2. **Searches, quotes and bookings** at ``--mix`` (100:10:1) over every demo route, the
   next ``--days`` days and five passenger mixes (``sales_mixed.lua``); bookings book the
   quotes the same wrk thread was just given. Reported per kind: throughput, p50, p99,
   statuses.

After each scenario the database is checked: no booking class sold beyond its seats, and
every class's ``sold`` moved by exactly the places of the bookings made on it during the
run (a place sold twice, or sold without a booking, would show).

``bench/booking_run.sh`` (``--help`` lists the knobs); servers, the demo world and the
machine description come from ``run_search.py``.
"""

import argparse
import asyncio
import math
import random
import re
import shutil
import string
import subprocess
import sys
import time
from dataclasses import dataclass
from datetime import UTC, date, datetime, timedelta
from pathlib import Path

import asyncpg
import httpx

sys.path.insert(0, str(Path(__file__).resolve().parent))

import run_search as rs
from run_search_mixed import demo_routes

TARGET_RATIO = 0.20  # issue 26 (issue 12 asked 40%)
BEGIN, END = "<!-- booking:begin -->", "<!-- booking:end -->"
HISTORY_BEGIN, HISTORY_END = "<!-- booking-history:begin -->", "<!-- booking-history:end -->"
HISTORY_HEADER = (
    "| date (UTC) | commit | CPUs | bare write req/s | bookings/s | bookings / bare write "
    "| booking p99 | mixed searches/s | mixed quotes/s | mixed bookings/s | oversold "
    "| server CPU per request (booking / bare write / mixed) |\n"
    "|---|---|---|---|---|---|---|---|---|---|---|---|"
)
HISTORY_COLUMNS = HISTORY_HEADER.split("\n", 1)[0].count("|") - 1
PARTIES = [(1, 0, 0), (2, 0, 0), (2, 1, 0), (1, 0, 1), (2, 2, 1)]
KIND = re.compile(r"^kind (\w+): (\d+) ([\d.]+) ([\d.]+) (\S*)$", re.M)


@dataclass
class KindResult:
    name: str
    count: int
    p50_ms: float
    p99_ms: float
    statuses: dict[int, int]

    def per_second(self, seconds: float) -> float:
        return self.count / seconds


def parse_args(argv: list[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--threads", type=int, default=2)
    parser.add_argument("--connections", type=int, default=32)
    parser.add_argument("--duration", type=int, default=20, help="seconds measured")
    parser.add_argument("--warmup", type=int, default=5, help="seconds before measuring")
    parser.add_argument("--timeout", type=int, default=10)
    parser.add_argument("--api-port", type=int, default=8081)
    parser.add_argument("--bare-port", type=int, default=8082)
    parser.add_argument("--days", type=int, default=60, help="departures from tomorrow on")
    parser.add_argument("--mix", default="100:10:1", help="searches : quotes : bookings")
    parser.add_argument("--rate-limit-multiplier", type=int, default=10_000)
    parser.add_argument("--results", type=Path, default=rs.BENCH / "RESULTS.md")
    parser.add_argument("--no-results", action="store_true")
    parser.add_argument("--keep-home", action="store_true")
    parser.add_argument(
        "--only", choices=("create", "mixed"), help="run one scenario (quick checks)"
    )
    args = parser.parse_args(argv)
    if not re.fullmatch(r"\d+:\d+:\d+", args.mix):
        parser.error("--mix is searches:quotes:bookings, e.g. 100:10:1")
    if not 1 <= args.days <= 85:
        parser.error("--days must stay within the demo's 90 days of flights")
    return args


# --- the database --------------------------------------------------------------------------


def database_url(env: dict[str, str]) -> str:
    """The ``postgresql://`` URL of the run's database (the embedded server the API
    started, or ``TARMAC_DATABASE_URL``)."""
    code = (
        "from tarmac.config import Settings\n"
        "from tarmac.db.engine import database_url\n"
        "print(database_url(Settings()))\n"
    )
    done = subprocess.run(
        [str(rs.VENV_BIN / "python"), "-c", code],
        env=env,
        capture_output=True,
        text=True,
        check=True,
        timeout=60,
        cwd=rs.ROOT,
    )
    url = done.stdout.strip().splitlines()[-1]
    return url.replace("postgresql+asyncpg://", "postgresql://", 1)


async def bookable_flights(url: str, first: date, last: date) -> list[str]:
    connection = await asyncpg.connect(url)
    try:
        rows = await connection.fetch(
            "SELECT id FROM flights WHERE status = 'scheduled' "
            "AND flight_date BETWEEN $1 AND $2 ORDER BY flight_date, flight_number",
            first,
            last,
        )
    finally:
        await connection.close()
    return [str(r["id"]) for r in rows]


async def settled(connection: asyncpg.Connection) -> None:
    """Wait (30 s at most) until no other session of the database is running or inside a
    transaction: wrk stops without waiting for the requests it sent, which the API goes
    on serving."""
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        busy = await connection.fetchval(
            "SELECT count(*) FROM pg_stat_activity WHERE datname = current_database() "
            "AND pid <> pg_backend_pid() AND state NOT IN ('idle')"
        )
        if not busy:
            return
        await asyncio.sleep(0.2)
    raise rs.BenchError("the database did not settle within 30 s of the run")


async def inventory(
    url: str, since: datetime | None = None
) -> tuple[dict[tuple[str, str], tuple[int, int, int]], dict[tuple[str, str], int]]:
    """Once the API is idle, in one snapshot: every class's (seats, sold, held), and the
    places per class of the bookings created ``since`` that still hold them."""
    connection = await asyncpg.connect(url)
    try:
        await settled(connection)
        async with connection.transaction(isolation="repeatable_read", readonly=True):
            rows = await connection.fetch(
                "SELECT flight_id, booking_class, seats, sold, held FROM booking_class_inventory"
            )
            booked = []
            if since is not None:
                booked = await connection.fetch(
                    "SELECT s.flight_id, s.booking_class, sum(s.places) FROM booking_segments s "
                    "JOIN bookings b ON b.id = s.booking_id WHERE b.created_at >= $1 "
                    "AND s.places_released_at IS NULL GROUP BY 1, 2",
                    since,
                )
    finally:
        await connection.close()
    classes = {(str(r[0]), r[1]): (r[2], r[3], r[4]) for r in rows}
    return classes, {(str(r[0]), r[1]): int(r[2]) for r in booked}


def check_inventory(
    before: dict[tuple[str, str], tuple[int, int, int]],
    after: dict[tuple[str, str], tuple[int, int, int]],
    booked: dict[tuple[str, str], int],
) -> tuple[int, int, list[str]]:
    """(classes oversold, classes whose sold moved by other than their bookings, lines)."""
    oversold = [k for k, (seats, sold, held) in after.items() if sold + held > seats]
    drift = []
    for key, (_, sold, _) in after.items():
        moved = sold - before.get(key, (0, 0, 0))[1]
        if moved != booked.get(key, 0):
            drift.append(f"{key}: sold moved {moved}, bookings hold {booked.get(key, 0)}")
    return len(oversold), len(drift), [f"oversold {k}" for k in oversold[:5]] + drift[:5]


# --- quotes --------------------------------------------------------------------------------


def make_quotes(
    api_url: str, headers: dict[str, str], flights: list[str], count: int, path: Path
) -> float:
    """``count`` quotes of random flights and parties written to ``path`` as lines
    ``<quote_id> <adults> <children> <infants>``; returns the seconds it took."""
    lines, seconds = asyncio.run(_quotes(api_url, headers, flights, count))
    path.write_text("\n".join(lines) + "\n")
    return seconds


async def _quotes(
    api_url: str, headers: dict[str, str], flights: list[str], count: int
) -> tuple[list[str], float]:
    started = time.monotonic()
    lines: list[str] = []
    failures: dict[int, int] = {}
    rng = random.Random()  # noqa: S311 - load, not secrets
    limits = httpx.Limits(max_connections=16, max_keepalive_connections=16)
    async with httpx.AsyncClient(base_url=api_url, headers=headers, limits=limits) as client:

        async def worker(n: int) -> None:
            while len(lines) + sum(failures.values()) < count:
                adults, children, infants = party = rng.choice(PARTIES)
                pax = [{"type": "adult", "count": adults}]
                if children:
                    pax.append({"type": "child", "count": children})
                if infants:
                    pax.append({"type": "infant", "count": infants})
                body = {"flight_id": rng.choice(flights), "pax": pax}
                response = await client.post("/api/v1/fares/quote", json=body, timeout=30)
                if response.status_code == 200:
                    lines.append(f"{response.json()['quote_id']} {' '.join(map(str, party))}")
                else:
                    failures[response.status_code] = failures.get(response.status_code, 0) + 1
                    if sum(failures.values()) > count // 10 + 20:
                        raise rs.BenchError(f"quotes fail: {failures}: {response.text[:300]}")

        await asyncio.gather(*(worker(n) for n in range(16)))
    rng.shuffle(lines)
    return lines[:count], time.monotonic() - started


# --- wrk -----------------------------------------------------------------------------------


def wrk_once(
    wrk: str,
    name: str,
    script: str,
    url: str,
    args: argparse.Namespace,
    seconds: int,
    env: dict[str, str],
    server: subprocess.Popen | None = None,
) -> rs.WrkResult:
    once = argparse.Namespace(**{**vars(args), "duration": seconds, "warmup": 0})
    return rs.run_wrk(wrk, name, rs.BENCH / script, url, once, env, server)


def kinds(result: rs.WrkResult) -> dict[str, KindResult]:
    found = {}
    for name, count, p50, p99, statuses in KIND.findall(result.raw):
        codes = dict(part.split("=") for part in statuses.split(",") if part)
        found[name] = KindResult(
            name, int(count), float(p50), float(p99), {int(k): int(v) for k, v in codes.items()}
        )
    return found


def run_tag() -> str:
    return "".join(random.choice(string.ascii_uppercase) for _ in range(4))  # noqa: S311


# --- results -------------------------------------------------------------------------------


def write_results(
    path: Path,
    args: argparse.Namespace,
    info: dict[str, str],
    command_line: str,
    create: dict | None,
    mixed: dict | None,
) -> None:
    now = datetime.now(UTC)
    lines = [
        BEGIN,
        f"## Booking benchmark: latest run {now:%Y-%m-%d %H:%M} UTC",
        "",
        "Written by `bench/booking_run.py` (`bench/booking_run.sh`); the other runners leave "
        "this section alone.",
        "",
        f"- Machine: {info['nproc']} CPUs ({info['cpu']}), {info['memory']}, {info['os']}; "
        f"Python {info['python']}; {info['wrk']}. wrk, the API and PostgreSQL share these "
        f"CPUs; load average before the run: {info['load']}.",
        f"- Code: commit {rs.git_commit()}.",
        "- Database: embedded PostgreSQL (pgserver) in a temporary TARMAC_HOME, or "
        "TARMAC_DATABASE_URL when set, with the demo world.",
        "- Servers: `tarmac serve --no-worker` and `bench/bare_app.py` under uvicorn, one "
        "process each, uvloop, httptools, no access log, a pool of 32 connections each; "
        f"`TARMAC_RATE_LIMIT_MULTIPLIER={args.rate_limit_multiplier}`.",
        f"- Load: `wrk -t{args.threads} -c{args.connections} -d{args.duration}s "
        f"--timeout={args.timeout}s --latency` after a {args.warmup}s warm-up.",
        f"- Command: `{command_line}`",
        "",
    ]
    verdict_rows = []
    if create:
        bare, floor, book = create["bare"], create["floor"], create["booking"]
        share = book.requests_per_second / bare.requests_per_second
        met = "met" if share >= TARGET_RATIO and book.clean else "NOT met"
        lines += [
            "### Booking creation (variant A) against bare write",
            "",
            f"Each booking books a quote made moments before ({create['quotes']:,} quotes for "
            f"the measured run, made in {create['quote_seconds']:.0f} s before it, not "
            f"measured), on a random one of {create['flights']:,} flights of the next "
            f"{args.days} days, for a party of 1 to 5 (1 adult; 2 adults; 2 adults and a "
            "child; an adult and an infant; 2 adults, 2 children and an infant) of new "
            "passengers. Bare write: a booking-shaped body, one transaction with a "
            "conditional UPDATE and an INSERT, on the same database. *Booking refused "
            "before any SQL*: the same route with ten passengers, answered 400 by the "
            "service's first check: what a booking request costs before the booking itself "
            "(middleware, key and limits, idempotency headers, session, body validation, an "
            "error answer), the floor under the booking row.",
            "",
            "| scenario | requests/s | server CPU per request | p50 | p99 | requests | non-2xx "
            "| statuses | vs bare write |",
            "|---|---|---|---|---|---|---|---|---|",
        ]
        for r in (bare, book, floor):
            lines.append(
                f"| {r.name} | {r.requests_per_second:,.0f} | {rs.fmt_cpu(r)} "
                f"| {rs.fmt_ms(r.p50_ms)} "
                f"| {rs.fmt_ms(r.p99_ms)} | {r.requests:,} | {r.non_2xx:,} | "
                + (", ".join(f"{c}: {n:,}" for c, n in sorted(r.statuses.items())) or "n/a")
                + f" | {r.requests_per_second / bare.requests_per_second:.1%} |"
            )
        lines += [
            "",
            f"Target: bookings at least {TARGET_RATIO:.0%} of bare write: **{met}** "
            f"({share:.1%}). Inventory after the run: {create['oversold']} classes oversold, "
            f"{create['drift']} classes whose `sold` differs from their bookings' places."
            + (
                " The run ran out of quotes: its last requests repeated booked quotes (409)."
                if create["ran_out"]
                else " Every request booked a quote of its own; a 409 is a class sold out."
            ),
            "",
            rs.SERVER_CPU_NOTE,
            rs.collector_lines([book, floor]),
            "",
        ]
        verdict_rows.append(share)
    if mixed:
        seconds = args.duration
        lines += [
            f"### Searches, quotes and bookings at {args.mix}",
            "",
            "Random routes (every demo route), dates (the next "
            f"{args.days} days), passenger mixes and currencies; bookings book the quote "
            "the same wrk thread was just answered. Latency per kind is measured by the wrk "
            "script (send to response, from the echoed `X-Request-Id`).",
            "",
            "| kind | requests/s | server CPU per request | p50 | p99 | requests | statuses |",
            "|---|---|---|---|---|---|---|",
        ]
        for name in ("search", "quote", "booking"):
            k = mixed["kinds"].get(name)
            if k is None:
                continue
            lines.append(
                f"| {name} | {k.per_second(seconds):,.1f} | | {rs.fmt_ms(k.p50_ms)} "
                f"| {rs.fmt_ms(k.p99_ms)} | {k.count:,} | "
                + ", ".join(f"{c}: {n:,}" for c, n in sorted(k.statuses.items()))
                + " |"
            )
        total = mixed["wrk"]
        lines += [
            f"| all | {total.requests_per_second:,.0f} | {rs.fmt_cpu(total)} "
            f"| {rs.fmt_ms(total.p50_ms)} "
            f"| {rs.fmt_ms(total.p99_ms)} | {total.requests:,} | |",
            "",
            f"Inventory after the run: {mixed['oversold']} classes oversold, "
            f"{mixed['drift']} classes whose `sold` differs from their bookings' places. "
            "The API's CPU is measured over the whole mix (all kinds).",
            rs.collector_lines([total]),
            "",
        ]
    text = path.read_text() if path.exists() else "# Benchmark results\n\n"
    history: list[str] = []
    if BEGIN in text and END in text:
        head, rest = text.split(BEGIN, 1)
        old, tail = rest.split(END, 1)
        if HISTORY_BEGIN in old:
            kept = old.split(HISTORY_BEGIN, 1)[1].split(HISTORY_END, 1)[0].strip().splitlines()
            history = [
                rs.widened(line, HISTORY_COLUMNS) for line in kept[2:] if line.startswith("|")
            ]
    else:
        # first in the file: the newest work's numbers, before the quote and search sections
        marker = "<!-- quote:begin -->"
        head, sep, rest = text.partition(marker)
        head = head.rstrip("\n") + "\n\n"
        tail = "\n\n" + sep + rest if sep else ""

    def rate(value: float | None) -> str:
        return "n/a" if value is None else f"{value:,.0f}"

    mixed_rates = {
        name: mixed["kinds"][name].per_second(args.duration)
        for name in ("search", "quote", "booking")
        if mixed and name in mixed["kinds"]
    }
    booking_rate = mixed_rates.get("booking")
    history.append(
        f"| {now:%Y-%m-%d %H:%M} | {rs.git_commit()} | {info['nproc']} "
        f"| {rate(create['bare'].requests_per_second if create else None)} "
        f"| {rate(create['booking'].requests_per_second if create else None)} "
        f"| {f'{verdict_rows[0]:.1%}' if verdict_rows else 'n/a'} "
        f"| {rs.fmt_ms(create['booking'].p99_ms) if create else 'n/a'} "
        f"| {rate(mixed_rates.get('search'))} | {rate(mixed_rates.get('quote'))} "
        f"| {'n/a' if booking_rate is None else f'{booking_rate:,.1f}'} "
        f"| {sum(x['oversold'] for x in (create, mixed) if x)} "
        f"| {rs.fmt_cpu(create['booking'] if create else None)} "
        f"/ {rs.fmt_cpu(create['bare'] if create else None)} "
        f"/ {rs.fmt_cpu(mixed['wrk'] if mixed else None)} |"
    )
    lines += [
        "### Booking history",
        "",
        HISTORY_BEGIN,
        HISTORY_HEADER,
        *history,
        HISTORY_END,
        END,
    ]
    path.write_text(head + "\n".join(lines) + tail)
    rs.log(f"wrote {path}")


# --- the run -------------------------------------------------------------------------------


def main(argv: list[str]) -> int:  # noqa: PLR0915
    args = parse_args(argv)
    command_line = " ".join(["bench/booking_run.sh", *argv])
    wrk = rs.ensure_wrk()
    info = rs.machine_info()
    rs.claim_ports(args.api_port, args.bare_port)
    home, env, servers = rs.run_home("booking-bench", args.rate_limit_multiplier)
    today = datetime.now(rs.DEMO_ZONE).date()
    create = mixed = None
    clean = True
    try:
        rs.load_demo(env)
        key = rs.demo_agency_key(env)
        api = servers.start("api", rs.api_command(args.api_port), env)
        api_url = f"http://{rs.HOST}:{args.api_port}"
        rs.wait_until("api", api, servers, lambda: rs.api_ready(args.api_port))
        url = database_url(env)
        bare = servers.start(
            "bare", rs.bare_command(args.bare_port), {**env, "BENCH_BARE_DATABASE_URL": url}
        )
        bare_url = f"http://{rs.HOST}:{args.bare_port}"
        rs.wait_until("bare", bare, servers, lambda: rs.post_json(bare_url + "/bare", {})[0] != 0)
        headers = rs.key_headers(key)
        first, last = today + timedelta(days=1), today + timedelta(days=args.days)
        flights = asyncio.run(bookable_flights(url, first, last))
        rs.log(f"{len(flights)} flights from {first} to {last}")
        wrk_env = {
            **env,
            **rs.wrk_key_env(key),
            "BENCH_THREADS": str(args.threads),
            "BENCH_ADULT_DOB": "1985-05-20",
            "BENCH_CHILD_DOB": (today - timedelta(days=6 * 365)).isoformat(),
            "BENCH_INFANT_DOB": (today - timedelta(days=200)).isoformat(),
            "BENCH_DOCUMENT_EXPIRY": (today + timedelta(days=5 * 365)).isoformat(),
        }
        if args.only in (None, "create"):
            create = run_create(
                wrk, args, api_url, bare_url, url, headers, flights, home, wrk_env, api, bare
            )
            clean = clean and create["booking"].clean and not create["oversold"] + create["drift"]
        if args.only in (None, "mixed"):
            routes = demo_routes(api_url, headers)
            dates = [first + timedelta(days=n) for n in range(args.days)]
            flights_file = home / "flights.txt"
            flights_file.write_text("\n".join(flights) + "\n")
            mixed_env = {
                **wrk_env,
                "BENCH_ROUTES": ",".join(routes),
                "BENCH_DATES": ",".join(d.isoformat() for d in dates),
                "BENCH_FLIGHTS": str(flights_file),
                "BENCH_MIX": args.mix,
            }
            wrk_once(
                wrk,
                "mixed (warm-up)",
                "sales_mixed.lua",
                api_url,
                args,
                args.warmup,
                {**mixed_env, "BENCH_RUN": run_tag()},
            )
            before, _ = asyncio.run(inventory(url))
            since = datetime.now(UTC)
            result = wrk_once(
                wrk,
                "searches, quotes and bookings",
                "sales_mixed.lua",
                api_url,
                args,
                args.duration,
                {**mixed_env, "BENCH_RUN": run_tag()},
                api,
            )
            oversold, drift, problems = check_inventory(before, *asyncio.run(inventory(url, since)))
            for line in problems:
                rs.log(line)
            mixed = {"wrk": result, "kinds": kinds(result), "oversold": oversold, "drift": drift}
            for k in mixed["kinds"].values():
                rs.log(
                    f"{k.name}: {k.per_second(args.duration):.1f}/s p50 {k.p50_ms:.1f} ms "
                    f"p99 {k.p99_ms:.1f} ms {k.statuses}"
                )
            clean = clean and not oversold + drift and result.socket_errors == 0
    finally:
        servers.stop()
        if args.keep_home:
            rs.log(f"kept {home}")
        else:
            shutil.rmtree(home, ignore_errors=True)
    if not args.no_results:
        write_results(args.results, args, info, command_line, create, mixed)
    return 0 if clean else 1


def run_create(
    wrk, args, api_url, bare_url, url, headers, flights, home, wrk_env, api_process, bare_process
) -> dict:
    bare = rs.run_wrk(
        wrk,
        "bare write",
        rs.BENCH / "bare_write.lua",
        bare_url,
        args,
        {**wrk_env, "BENCH_RUN": run_tag()},
        bare_process,
    )
    floor = rs.run_wrk(
        wrk,
        "booking refused before any SQL (400)",
        rs.BENCH / "booking_floor.lua",
        api_url,
        args,
        {**wrk_env, "BENCH_RUN": run_tag()},
        api_process,
    )
    warm_file = home / "quotes-warmup.txt"
    warm_count = max(500, int(bare.requests_per_second * args.warmup))
    make_quotes(api_url, headers, flights, warm_count, warm_file)
    warm = wrk_once(
        wrk,
        "booking (warm-up)",
        "booking_create.lua",
        api_url,
        args,
        args.warmup,
        {**wrk_env, "BENCH_QUOTES": str(warm_file), "BENCH_RUN": run_tag()},
    )
    rate = max(warm.statuses.get(201, 0) / args.warmup, 20.0)
    count = math.ceil(rate * args.duration * 2.5) + 500
    quotes_file = home / "quotes.txt"
    seconds = make_quotes(api_url, headers, flights, count, quotes_file)
    rs.log(f"{count} quotes in {seconds:.1f}s")
    before, _ = asyncio.run(inventory(url))
    since = datetime.now(UTC)
    booking = wrk_once(
        wrk,
        "booking",
        "booking_create.lua",
        api_url,
        args,
        args.duration,
        {**wrk_env, "BENCH_QUOTES": str(quotes_file), "BENCH_RUN": run_tag()},
        api_process,
    )
    oversold, drift, problems = check_inventory(before, *asyncio.run(inventory(url, since)))
    for line in problems:
        rs.log(line)
    ran_out = booking.requests > count
    if ran_out:
        rs.log(f"ran out of quotes: {booking.requests} requests for {count} quotes")
    return {
        "bare": bare,
        "floor": floor,
        "booking": booking,
        "quotes": count,
        "quote_seconds": seconds,
        "flights": len(flights),
        "oversold": oversold,
        "drift": drift,
        "ran_out": ran_out,
    }


if __name__ == "__main__":
    try:
        sys.exit(main(sys.argv[1:]))
    except rs.BenchError as error:
        rs.log(f"error: {error}")
        sys.exit(2)
