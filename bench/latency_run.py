"""Latency at a steady load: the 100:10:1 mix of searches, quotes and bookings offered
open-loop at half the rate it saturates at.

1. loads the demo world into a fresh ``TARMAC_HOME`` (or ``TARMAC_DATABASE_URL``) and
   starts the API (``tarmac serve --no-worker``), as the other runners do;
2. finds the mix's saturation rate, closed loop: wrk with ``sales_mixed.lua`` (as
   ``booking_run.py``'s mixed scenario), ``--connections`` connections, after a warm-up;
3. offers the same mix open loop (``openloop.py``) at ``--share`` (half) of that rate:
   requests at fixed times (``--arrivals``), each sent when due on a pool of keep-alive
   connections, its latency from its scheduled time to its answer; ``--warmup`` seconds,
   then ``--duration`` measured. Searches are a random route, date (the next ``--days``
   days), passenger mix and currency; quotes a random flight and party with a customer
   e-mail never used before (so every quote is priced anew); bookings book the quote
   answered last, for its party, with new passengers (before any quote is answered, a
   quote goes instead);
4. reports per kind p50, p99, p99.9 and statuses, the offered and achieved rates, the
   generator's send lag and CPU, the API's CPU per request, and the verdict p99 <= 3 x
   p50 per kind; checks the inventory (no class oversold, ``sold`` moved by exactly the
   places of the bookings made); writes its section of ``bench/RESULTS.md``.

``bench/latency_run.sh`` (``--help`` lists the knobs). Exits 0 when every kind met the
target with only 2xx answers and the inventory is right, 1 otherwise, 2 when it could not
run (including a load generator that fell behind its schedule).
"""

import argparse
import asyncio
import json
import random
import re
import shutil
import subprocess
import sys
from datetime import UTC, date, datetime, timedelta
from pathlib import Path

import uvloop

sys.path.insert(0, str(Path(__file__).resolve().parent))

import booking_run as br
import collector
import openloop
import run_search as rs
from payments_run import letters
from proc_cpu import CpuWindow
from run_search_mixed import demo_routes

TARGET_TAIL = 3.0  # p99 at most this many times p50, for each kind
BARE_WARMUP = 2  # seconds: bare has no caches to fill
KINDS = ("search", "quote", "booking")
BEGIN, END = "<!-- latency:begin -->", "<!-- latency:end -->"
HISTORY_HEADER = (
    "| date (UTC) | commit | CPUs | saturation req/s | offered req/s | achieved req/s "
    "| search p50 / p99 / p99.9 | quote p50 / p99 / p99.9 | booking p50 / p99 / p99.9 "
    "| API CPU per request | API ran / waited for a CPU | p99 <= 3 x p50 |\n"
    "|---|---|---|---|---|---|---|---|---|---|---|---|"
)
HISTORY_ANCHOR = "| date (UTC) | commit | CPUs | saturation req/s | offered req/s |"
MIXES = ((1, 0, 0), (2, 0, 0), (2, 1, 0), (2, 2, 1), (1, 0, 1))  # as search_mixed.lua
CURRENCIES = ("KGS", "KGS", "KGS", "USD")
PAX_KINDS = ("adult", "child", "infant")


def party_passengers(
    party: dict[str, int], tag: str, last_name: str, born: dict[str, str], expiry: str
) -> list[dict]:
    """New passengers for a quote's party (by passenger type), their documents numbered
    after ``tag``: what the mix's bookings (and ``gc_census.py``'s) send."""
    passengers: list[dict] = []
    for kind in PAX_KINDS:
        for _ in range(party.get(kind, 0)):
            n = len(passengers)
            passengers.append(
                {
                    "first_name": letters(n) + "PAX",
                    "last_name": last_name,
                    "passenger_type": kind,
                    "date_of_birth": born[kind],
                    "gender": "female" if n % 2 else "male",
                    "nationality": "KGZ",
                    "document_type": "passport",
                    "document_number": f"{tag.replace(' ', '')}{n}"[:30],
                    "document_expiry": expiry,
                }
            )
    return passengers


class Mix:
    """The requests of the mix, made when due (``openloop.Source``)."""

    def __init__(
        self,
        host: str,
        headers: dict[str, str],
        weights: tuple[int, int, int],
        routes: list[str],
        dates: list[date],
        flights: list[str],
        today: date,
        run: str,
    ) -> None:
        self.host = host
        self.headers = {**headers, "Content-Type": "application/json"}
        self.weights = weights
        self.routes = [route.split("-") for route in routes]
        self.dates = [d.isoformat() for d in dates]
        self.flights = flights
        self.run = run
        self.born = {
            "adult": "1985-05-20",
            "child": (today - timedelta(days=6 * 365)).isoformat(),
            "infant": (today - timedelta(days=200)).isoformat(),
        }
        self.expiry = (today + timedelta(days=5 * 365)).isoformat()
        self.quoted: list[tuple[str, dict[str, int]]] = []  # newest last, at most 100
        self.sent = 0
        self.rng = random.Random()  # noqa: S311 - load, not secrets

    def _post(self, path: str, body: dict) -> bytes:
        return openloop.request_bytes(
            self.host, "POST", path, self.headers, json.dumps(body).encode()
        )

    def next_request(self) -> tuple[str, bytes]:
        self.sent += 1
        pick = self.rng.randrange(sum(self.weights))
        if pick < self.weights[0]:
            return "search", self._search()
        if pick >= self.weights[0] + self.weights[1] and self.quoted:
            return "booking", self._booking()
        return "quote", self._quote()

    def _search(self) -> bytes:
        origin, destination = self.rng.choice(self.routes)
        adults, children, infants = self.rng.choice(MIXES)
        return self._post(
            "/api/v1/schedules/flights/search",
            {
                "origin": origin,
                "destination": destination,
                "departure_date": self.rng.choice(self.dates),
                "adults": adults,
                "children": children,
                "infants": infants,
                "include_prices": True,
                "currency": self.rng.choice(CURRENCIES),
            },
        )

    def _quote(self) -> bytes:
        party = self.rng.choice(MIXES)
        pax = [{"type": kind, "count": n} for kind, n in zip(PAX_KINDS, party, strict=True) if n]
        return self._post(
            "/api/v1/fares/quote",
            {
                "flight_id": self.rng.choice(self.flights),
                "pax": pax,
                "customer_email": f"bench-{self.run.lower()}-{self.sent}@example.com",
            },
        )

    def _booking(self) -> bytes:
        quote_id, party = self.quoted.pop()
        tag = f"{self.run} {letters(self.sent)}"
        passengers = party_passengers(party, tag, f"BENCH {tag}", self.born, self.expiry)
        return self._post(
            "/api/v1/bookings/",
            {
                "quote_id": quote_id,
                "passengers": passengers,
                "contact_email": f"bench-{tag.replace(' ', '-').lower()}@example.com",
            },
        )

    def answered(self, kind: str, status: int, body: bytes) -> None:
        if kind != "quote" or status != 200:
            return
        answer = json.loads(body)
        party: dict[str, int] = {}
        for item in answer["pax"]:
            party[item["type"]] = party.get(item["type"], 0) + item["count"]
        if len(self.quoted) >= 100:
            del self.quoted[0]
        self.quoted.append((answer["quote_id"], party))


def parse_args(argv: list[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--duration", type=int, default=30, help="open-loop seconds measured")
    parser.add_argument("--warmup", type=int, default=10, help="open-loop seconds before")
    parser.add_argument(
        "--saturation-duration", type=int, default=20, help="closed-loop seconds measured"
    )
    parser.add_argument("--saturation-warmup", type=int, default=5)
    parser.add_argument("--share", type=float, default=0.5, help="of the saturation rate")
    parser.add_argument("--rate", type=float, help="offer this rate instead (no saturation run)")
    parser.add_argument("--arrivals", choices=("uniform", "poisson"), default="uniform")
    parser.add_argument("--threads", type=int, default=2, help="wrk's, for the saturation")
    parser.add_argument("--connections", type=int, default=32, help="wrk's, for the saturation")
    parser.add_argument("--timeout", type=int, default=10, help="per request, seconds")
    parser.add_argument("--api-port", type=int, default=8081)
    parser.add_argument("--bare-port", type=int, default=8082)
    parser.add_argument("--days", type=int, default=60, help="departures from tomorrow on")
    parser.add_argument("--mix", default="100:10:1", help="searches : quotes : bookings")
    parser.add_argument("--rate-limit-multiplier", type=int, default=10_000)
    parser.add_argument("--results", type=Path, default=rs.BENCH / "RESULTS.md")
    parser.add_argument("--no-results", action="store_true")
    parser.add_argument("--keep-home", action="store_true")
    args = parser.parse_args(argv)
    if not re.fullmatch(r"\d+:\d+:\d+", args.mix):
        parser.error("--mix is searches:quotes:bookings, e.g. 100:10:1")
    if not 1 <= args.days <= 85:
        parser.error("--days must stay within the demo's 90 days of flights")
    if not 0 < args.share <= 1:
        parser.error("--share is a fraction of the saturation rate, e.g. 0.5")
    return args


def main(argv: list[str]) -> int:  # noqa: PLR0915
    args = parse_args(argv)
    command_line = " ".join(["bench/latency_run.sh", *argv])
    weights = tuple(int(n) for n in args.mix.split(":"))
    wrk = rs.ensure_wrk()
    info = rs.machine_info()
    rs.claim_ports(args.api_port, args.bare_port)
    home, env, servers = rs.run_home("latency-bench", args.rate_limit_multiplier)
    today = datetime.now(rs.DEMO_ZONE).date()
    saturation = None
    try:
        rs.load_demo(env)
        key = rs.demo_agency_key(env)
        api = servers.start("api", rs.api_command(args.api_port), env)
        api_url = f"http://{rs.HOST}:{args.api_port}"
        bare = servers.start("bare", rs.bare_command(args.bare_port), env)
        rs.wait_until("api", api, servers, lambda: rs.api_ready(args.api_port))
        bare_url = f"http://{rs.HOST}:{args.bare_port}/bare"
        rs.wait_until("bare", bare, servers, lambda: rs.post_json(bare_url, {})[0] != 0)
        url = br.database_url(env)
        headers = rs.key_headers(key)
        first, last = today + timedelta(days=1), today + timedelta(days=args.days)
        flights = asyncio.run(br.bookable_flights(url, first, last))
        routes = demo_routes(api_url, headers)
        dates = [first + timedelta(days=n) for n in range(args.days)]
        rs.log(f"{len(routes)} routes, {len(flights)} flights from {first} to {last}")
        if args.rate is None:
            saturation = saturate(wrk, args, api, api_url, env, key, routes, dates, flights)
            rate = saturation["wrk"].requests_per_second * args.share
        else:
            rate = args.rate
        before, _ = asyncio.run(br.inventory(url))
        since = datetime.now(UTC)
        mix = Mix(
            f"{rs.HOST}:{args.api_port}",
            headers,
            weights,
            routes,
            dates,
            flights,
            today,
            br.run_tag(),
        )
        cpu = CpuWindow(api.pid, api_url + "/metrics")
        rs.log(
            f"open loop: {rate:,.1f} requests/s ({args.arrivals}), {args.warmup}s warm-up, "
            f"{args.duration}s measured"
        )
        report = uvloop.run(
            openloop.run(
                mix,
                rs.HOST,
                args.api_port,
                rate,
                args.duration,
                args.warmup,
                args.arrivals,
                request_timeout=args.timeout,
                on_measure=lambda opening: cpu.start() if opening else cpu.stop(),
            )
        )
        rs.log(report.summary())
        oversold, drift, problems = br.check_inventory(
            before, *asyncio.run(br.inventory(url, since))
        )
        for line in problems:
            rs.log(line)
        baseline = offer_bare(args, bare, rate, dates[0])
    finally:
        servers.stop()
        if args.keep_home:
            rs.log(f"kept {home}")
        else:
            shutil.rmtree(home, ignore_errors=True)
    report.raise_if_behind()
    baseline[0].raise_if_behind()
    measured = sum(len(k.latencies_ms) for k in report.kinds.values())
    api_cpu_ms = cpu.seconds * 1000 / measured if measured else None
    verdicts = {name: tail_verdict(report.kinds.get(name)) for name in KINDS}
    rs.log(
        f"API CPU per request {rs.fmt_ms(api_cpu_ms)} (ran {cpu.seconds:.1f} s, waited "
        f"{cpu.waited:.1f} s for a CPU); collector: {collector.describe(cpu.pauses)}; "
        f"p99 <= {TARGET_TAIL:g} x p50: "
        + ", ".join(f"{name} {'met' if ok else 'NOT met'}" for name, ok in verdicts.items())
        + f"; inventory: {oversold} oversold, {drift} drifted"
    )
    if not args.no_results:
        write_results(
            args,
            info,
            command_line,
            saturation,
            rate,
            report,
            (api_cpu_ms, cpu),
            (oversold, drift),
            baseline,
        )
    clean = all(status // 100 == 2 for kind in report.kinds.values() for status in kind.statuses)
    return 0 if all(verdicts.values()) and clean and not oversold + drift else 1


def offer_bare(
    args: argparse.Namespace, bare: subprocess.Popen, rate: float, departure: date
) -> tuple[openloop.Report, float | None, CpuWindow]:
    """``bare_app.py``'s ``POST /bare`` offered at the same rate: what the host, the
    framework and the generator alone add to the tail (its report, bare's CPU per
    request, bare's CPU window)."""
    body = {"origin": "FRU", "destination": "OSS", "departure_date": departure.isoformat()}
    raw = openloop.request_bytes(
        f"{rs.HOST}:{args.bare_port}",
        "POST",
        "/bare",
        {"Content-Type": "application/json"},
        json.dumps(body).encode(),
    )
    cpu = CpuWindow(bare.pid)
    rs.log(f"bare at the same rate: {rate:,.1f} requests/s, {args.duration}s measured")
    report = uvloop.run(
        openloop.run(
            openloop.FixedSource(raw),
            rs.HOST,
            args.bare_port,
            rate,
            args.duration,
            BARE_WARMUP,
            args.arrivals,
            request_timeout=args.timeout,
            on_measure=lambda opening: cpu.start() if opening else cpu.stop(),
        )
    )
    rs.log(report.summary())
    answered = sum(len(k.latencies_ms) for k in report.kinds.values())
    return report, cpu.seconds * 1000 / answered if answered else None, cpu


def saturate(wrk, args, api, api_url, env, key, routes, dates, flights) -> dict:
    """The mix's closed-loop throughput: wrk with ``sales_mixed.lua``, as ``booking_run``."""
    flights_file = Path(env["TARMAC_HOME"]) / "flights.txt"
    flights_file.write_text("\n".join(flights) + "\n")
    today = datetime.now(rs.DEMO_ZONE).date()
    wrk_env = {
        **env,
        **rs.wrk_key_env(key),
        "BENCH_THREADS": str(args.threads),
        "BENCH_ADULT_DOB": "1985-05-20",
        "BENCH_CHILD_DOB": (today - timedelta(days=6 * 365)).isoformat(),
        "BENCH_INFANT_DOB": (today - timedelta(days=200)).isoformat(),
        "BENCH_DOCUMENT_EXPIRY": (today + timedelta(days=5 * 365)).isoformat(),
        "BENCH_ROUTES": ",".join(routes),
        "BENCH_DATES": ",".join(d.isoformat() for d in dates),
        "BENCH_FLIGHTS": str(flights_file),
        "BENCH_MIX": args.mix,
    }
    closed = argparse.Namespace(**vars(args))
    br.wrk_once(
        wrk,
        "saturation (warm-up)",
        "sales_mixed.lua",
        api_url,
        closed,
        args.saturation_warmup,
        {**wrk_env, "BENCH_RUN": br.run_tag()},
    )
    result = br.wrk_once(
        wrk,
        "saturation",
        "sales_mixed.lua",
        api_url,
        closed,
        args.saturation_duration,
        {**wrk_env, "BENCH_RUN": br.run_tag()},
        api,
    )
    return {"wrk": result, "kinds": br.kinds(result)}


def tail_verdict(kind: openloop.Kind | None) -> bool:
    if kind is None:
        return False
    p50, p99 = kind.percentile(0.5), kind.percentile(0.99)
    return p50 is not None and p99 is not None and p99 <= TARGET_TAIL * p50


def write_results(
    args: argparse.Namespace,
    info: dict[str, str],
    command_line: str,
    saturation: dict | None,
    rate: float,
    report: openloop.Report,
    api_cpu: tuple[float | None, CpuWindow],
    inventory: tuple[int, int],
    baseline: tuple[openloop.Report, float | None, CpuWindow],
) -> None:
    now = datetime.now(UTC)
    weights = [int(n) for n in args.mix.split(":")]
    api_cpu_ms, api_window = api_cpu
    bare_report, bare_cpu_ms, bare_window = baseline
    lines = [
        BEGIN,
        f"## Latency at a steady load: latest run {now:%Y-%m-%d %H:%M} UTC",
        "",
        "Written by `bench/latency_run.py` (`bench/latency_run.sh`); the other runners leave "
        "this section alone.",
        "",
        f"- Machine: {info['nproc']} CPUs ({info['cpu']}), {info['memory']}, {info['os']}; "
        f"Python {info['python']}; {info['wrk']}. The load generator, the API and "
        f"PostgreSQL share these CPUs; load average before the run: {info['load']}.",
        f"- Code: commit {rs.git_commit()}.",
        "- Database: embedded PostgreSQL (pgserver) in a temporary TARMAC_HOME, or "
        "TARMAC_DATABASE_URL when set, with the demo world. Server: `tarmac serve "
        f"--no-worker`, `TARMAC_RATE_LIMIT_MULTIPLIER={args.rate_limit_multiplier}`.",
        f"- Mix {args.mix} (searches : quotes : bookings): searches of a random route, date "
        f"(the next {args.days} days), passenger mix and currency; quotes of a random flight "
        "and party, each with a new customer e-mail (priced anew); bookings of the quote "
        "answered last, for its party, with new passengers.",
        f"- Command: `{command_line}`",
        "",
    ]
    if saturation:
        total = saturation["wrk"]
        lines += [
            "### Saturation (closed loop)",
            "",
            f"`wrk -t{args.threads} -c{args.connections} -d{args.saturation_duration}s` with "
            f"`sales_mixed.lua` after a {args.saturation_warmup}s warm-up: "
            f"**{total.requests_per_second:,.0f} requests/s**, API CPU per request "
            f"{rs.fmt_cpu(total)}; by kind: "
            + "; ".join(
                f"{k.name} {k.per_second(args.saturation_duration):,.1f}/s p50 "
                f"{rs.fmt_ms(k.p50_ms)} p99 {rs.fmt_ms(k.p99_ms)} "
                + ", ".join(f"{c}: {n:,}" for c, n in sorted(k.statuses.items()))
                for k in saturation["kinds"].values()
            )
            + ".",
            "",
        ]
    share = f"{args.share:.0%} of saturation" if saturation else "given by --rate"
    lines += [
        "### Open loop at a fixed rate",
        "",
        f"Offered **{rate:,.1f} requests/s** ({share}; {args.arrivals} arrivals) for "
        f"{args.duration}s after a {args.warmup}s warm-up; achieved {report.achieved:,.1f}/s. "
        "Latency from each request's scheduled time to its answer (`bench/openloop.py`: "
        "never waiting for an answer before sending the next request, so a stall shows in "
        "every request it delayed). Generator: send lag p99 "
        f"{report.lag_p99_ms:.2f} ms, CPU {report.cpu_share:.0%} of one CPU, "
        f"{report.connections} connections opened ({openloop.FIRST_CONNECTIONS} first: "
        "more means that at some "
        "moment more requests than that awaited their answers, the API behind the rate), "
        f"{report.capped} requests waited for one, "
        f"{report.unanswered} unanswered. API CPU per request: **{rs.fmt_ms(api_cpu_ms)}**; "
        f"over the window the API ran {api_window.seconds:.1f} s and, runnable, waited "
        f"{api_window.waited:.1f} s for a CPU (other work on the host) "
        "(`bench/proc_cpu.py` over the measured window). The API's cycle collector over "
        f"the window (`tarmac_gc_pause_seconds`, `bench/collector.py`): "
        f"{collector.describe(api_window.pauses)}.",
        "",
        "| kind | offered/s | answered | p50 | p99 | p99.9 | p99 / p50 | p99 <= 3 x p50 "
        "| time on the server p50 / p99 | statuses |",
        "|---|---|---|---|---|---|---|---|---|---|",
    ]
    rows = [
        (name, rate * w / sum(weights), report.kinds.get(name))
        for name, w in zip(KINDS, weights, strict=True)
    ]
    rows.append(("bare, alone at the same rate", rate, bare_report.kinds.get("request")))
    for name, offered, kind in rows:
        if kind is None:
            lines.append(f"| {name} | {offered:,.1f} | 0 | | | | | | | |")
            continue
        p50, p99, p999 = (kind.percentile(s) for s in (0.5, 0.99, 0.999))
        sp50, sp99 = (kind.percentile(s, kind.service_ms) for s in (0.5, 0.99))
        lines.append(
            f"| {name} | {offered:,.1f} | {len(kind.latencies_ms):,} "
            f"| {rs.fmt_ms(p50)} | {rs.fmt_ms(p99)} | {rs.fmt_ms(p999)} "
            f"| {(p99 or 0) / (p50 or 1):.1f} | {'met' if tail_verdict(kind) else '**NOT met**'} "
            f"| {rs.fmt_ms(sp50)} / {rs.fmt_ms(sp99)} | "
            + ", ".join(f"{c}: {n:,}" for c, n in sorted(kind.statuses.items()))
            + " |"
        )
    oversold, drift = inventory
    lines += [
        "",
        "*Time on the server*: from the request's actual send to its answer (without the "
        "wait for a connection). Statuses 0 and -1: no answer within the timeout, a broken "
        "connection. *Bare*: `bare_app.py`'s `POST /bare` (no database) offered alone at the "
        f"mix's rate after the mix, {BARE_WARMUP}s warm-up: what the host, the framework "
        f"and the generator add to a tail by themselves (bare's CPU per request "
        f"{rs.fmt_ms(bare_cpu_ms)}, it ran {bare_window.seconds:.1f} s and waited "
        f"{bare_window.waited:.1f} s for a CPU; generator send lag p99 "
        f"{bare_report.lag_p99_ms:.2f} ms). "
        f"Inventory after the run: {oversold} classes oversold, {drift} classes "
        "whose `sold` differs from their bookings' places.",
        "",
        "### Steady-load history",
        "",
    ]

    def triple(name: str) -> str:
        kind = report.kinds.get(name)
        if kind is None:
            return "n/a"
        return " / ".join(rs.fmt_ms(kind.percentile(s)) for s in (0.5, 0.99, 0.999))

    row = (
        f"| {now:%Y-%m-%d %H:%M} | {rs.git_commit()} | {info['nproc']} "
        f"| {saturation['wrk'].requests_per_second:,.0f} "
        if saturation
        else f"| {now:%Y-%m-%d %H:%M} | {rs.git_commit()} | {info['nproc']} | n/a "
    ) + (
        f"| {rate:,.1f} | {report.achieved:,.1f} | {triple('search')} | {triple('quote')} "
        f"| {triple('booking')} | {rs.fmt_ms(api_cpu_ms)} "
        f"| {api_window.seconds:.1f} s / {api_window.waited:.1f} s | "
        + ", ".join(
            f"{name} {'met' if tail_verdict(report.kinds.get(name)) else 'not met'}"
            for name in KINDS
        )
        + " |"
    )
    text = args.results.read_text() if args.results.exists() else "# Benchmark results\n\n"
    history = ""
    if BEGIN in text and END in text:
        head, rest = text.split(BEGIN, 1)
        old, tail = rest.split(END, 1)
        history = old[old.find(HISTORY_ANCHOR) :] if HISTORY_ANCHOR in old else ""
    else:  # first in the file, before the booking section
        marker = "<!-- booking:begin -->"
        head, sep, rest = text.partition(marker)
        head = head.rstrip("\n") + "\n\n"
        tail = "\n\n" + sep + rest if sep else ""
    section = "\n".join(lines) + "\n" + history.rstrip("\n")
    section = rs.with_history_row(section, HISTORY_HEADER, row, HISTORY_ANCHOR) + END
    args.results.write_text(head + section + tail)
    rs.log(f"wrote {args.results}")


if __name__ == "__main__":
    try:
        sys.exit(main(sys.argv[1:]))
    except rs.BenchError as error:
        rs.log(f"error: {error}")
        sys.exit(2)
    except RuntimeError as error:  # the load generator fell behind
        rs.log(f"error: {error}")
        sys.exit(2)
