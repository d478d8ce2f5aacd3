# ruff: noqa: S603 - a runner: it starts processes, every argv fixed or built from flags
"""Benchmark ``pay-with-balance`` with wrk, on one partner wallet and on many, against the
bare write endpoint measured in the same run.

1. **Bare write** (``bare_write.lua``): ``bare_app.py``'s ``POST /bare-write``, one
   transaction with a conditional ``UPDATE`` and an ``INSERT`` on the same database.
2. **One wallet** (``pay_with_balance.lua``): every request pays a different pending
   booking of one partner, so every debit goes through that partner's wallet row (the hot
   row). Target: at least 30 % of bare write.
3. **Many wallets**: the same over ``--partners`` partners, each paying its own bookings
   from its own wallets.

(A partner has a KGS and a USD wallet: the demo world's domestic fares are in KGS, its
international ones in USD, and a booking debits the wallet of its currency; "one wallet"
is one partner's wallets, mostly its KGS one.)

The bookings are made through the API before each wrk run and are not measured: quoted and
booked on random flights of the next ``--days`` days, by parties of 1 to 5 passengers
never seen before; enough for the warm-up, then, from the warm-up's rate, enough for the
measured run. Each partner is made through the back office, with an agency key and a
wallet topped up far beyond what the run spends.

After each scenario the ledger is checked: the back office's reconciliation finds no
wallet whose balance is not the sum of its transactions, no booking was paid twice, and
the payments made are the 200s wrk counted (plus at most one per connection: requests
still being served when wrk stopped counting).

``bench/payments_run.sh`` (``--help`` lists the knobs); servers, the demo world and the
machine description come from ``run_search.py``, quotes and flights from
``booking_run.py``.
"""

import argparse
import asyncio
import math
import random
import shutil
import subprocess
import sys
import time
from datetime import UTC, date, datetime, timedelta
from pathlib import Path

import asyncpg
import httpx

sys.path.insert(0, str(Path(__file__).resolve().parent))

import booking_run as br
import run_search as rs

TARGET_RATIO = 0.10  # issue 26 (issue 13 asked 30%)
WARMUP_RATE = 300  # payments/s a warm-up's bookings are made for: twice the fastest seen
CURRENCIES = ("KGS", "USD")  # the demo world's fares: domestic in KGS, international in USD
TOP_UP = "1000000000.00"
BEGIN, END = "<!-- payments:begin -->", "<!-- payments:end -->"
HISTORY_BEGIN, HISTORY_END = "<!-- payments-history:begin -->", "<!-- payments-history:end -->"
HISTORY_HEADER = (
    "| date (UTC) | commit | CPUs | bare write req/s | one wallet pays/s | one / bare "
    "| one p99 | many wallets pays/s | many / bare | many p99 | ledger "
    "| server CPU per request (one wallet / bare write) |\n"
    "|---|---|---|---|---|---|---|---|---|---|---|---|"
)
HISTORY_ANCHOR = "| date (UTC) | commit | CPUs | bare write req/s | one wallet pays/s |"


def parse_args(argv: list[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(
        description="Benchmark pay-with-balance on one wallet and on many, with wrk."
    )
    parser.add_argument("--threads", type=int, default=2)
    parser.add_argument("--connections", type=int, default=32)
    parser.add_argument("--duration", type=int, default=20, help="seconds measured")
    parser.add_argument("--warmup", type=int, default=5, help="seconds before measuring")
    parser.add_argument("--timeout", type=int, default=10)
    parser.add_argument("--api-port", type=int, default=8091)
    parser.add_argument("--bare-port", type=int, default=8092)
    parser.add_argument("--days", type=int, default=60, help="departures from tomorrow on")
    parser.add_argument("--partners", type=int, default=16, help="wallets of 'many wallets'")
    parser.add_argument("--rate-limit-multiplier", type=int, default=10000)
    parser.add_argument("--results", type=Path, default=rs.BENCH / "RESULTS.md")
    parser.add_argument("--no-results", action="store_true")
    parser.add_argument("--keep-home", action="store_true")
    return parser.parse_args(argv)


def staff_headers(env: dict[str, str]) -> dict[str, str]:
    done = subprocess.run(
        [str(rs.VENV_BIN / "tarmac"), "staff-token", "--scopes", "admin", "--subject", "bench"],
        env=env,
        capture_output=True,
        text=True,
        check=True,
        timeout=60,
        cwd=rs.ROOT,
    )
    return {"Authorization": f"Bearer {done.stdout.strip().splitlines()[-1]}"}


def partner_keys(api_url: str, staff: dict[str, str], count: int, tag: str) -> list[dict]:
    """``count`` new partners, each with an agency key and wallets topped up in KGS and
    USD (a booking debits the wallet of its currency)."""
    made = []
    with httpx.Client(base_url=api_url, headers=staff, timeout=30) as client:
        for n in range(count):
            partner = client.post("/api/v1/admin/partners", json={"name": f"Bench {tag} {n}"})
            partner.raise_for_status()
            partner_id = partner.json()["id"]
            key = client.post(
                "/api/v1/admin/api-keys",
                json={
                    "name": f"bench {tag} {n}",
                    "key_type": "secret",
                    "client_id": f"bench-{tag}-{n}",
                    "client_type": "agency",
                    "partner_id": partner_id,
                },
            )
            key.raise_for_status()
            for currency in CURRENCIES:
                client.post(
                    f"/api/v1/admin/partners/{partner_id}/wallet/top-up",
                    json={"currency": currency, "amount": TOP_UP},
                ).raise_for_status()
            made.append(
                {
                    "partner_id": partner_id,
                    "key": key.json()["key"],
                    "client_id": f"bench-{tag}-{n}",
                }
            )
    return made


def letters(n: int) -> str:
    """``A``, ``B``, ..., ``Z``, ``BA``, ...: a number in letters, for names."""
    out = ""
    while True:
        out = chr(65 + n % 26) + out
        n //= 26
        if n == 0:
            return out


def passengers(party: tuple[int, int, int], tag: str, today: date) -> list[dict]:
    """A party of travellers never seen before (``tag`` is unique to the booking)."""
    born = {
        "adult": date(1985, 5, 20),
        "child": today - timedelta(days=6 * 365),
        "infant": today - timedelta(days=200),
    }
    kinds = ["adult"] * party[0] + ["child"] * party[1] + ["infant"] * party[2]
    return [
        {
            "first_name": letters(n) + "PAX",
            "last_name": f"BENCH {tag}",
            "passenger_type": kind,
            "date_of_birth": born[kind].isoformat(),
            "gender": "female" if n % 2 else "male",
            "nationality": "KGZ",
            "document_type": "passport",
            "document_number": f"{tag.replace(' ', '')}{n}"[:30],
            "document_expiry": (today + timedelta(days=5 * 365)).isoformat(),
        }
        for n, kind in enumerate(kinds)
    ]


def make_bookings(
    api_url: str, keys: list[dict], flights: list[str], count: int, path: Path, today: date
) -> float:
    """``count`` pending bookings (quoted, then booked) spread over ``keys``, written to
    ``path`` as lines ``<booking_id> <api_key> <client_id>``; returns the seconds it took."""
    lines, seconds = asyncio.run(_bookings(api_url, keys, flights, count, today))
    path.write_text("\n".join(lines) + "\n")
    return seconds


async def _bookings(
    api_url: str, keys: list[dict], flights: list[str], count: int, today: date
) -> tuple[list[str], float]:
    started = time.monotonic()
    lines: list[str] = []
    failures: dict[int, int] = {}
    rng = random.Random()  # noqa: S311 - load, not secrets
    run = br.run_tag()
    limits = httpx.Limits(max_connections=16, max_keepalive_connections=16)
    async with httpx.AsyncClient(base_url=api_url, limits=limits, timeout=30) as client:

        async def one(n: int) -> None:
            key = keys[n % len(keys)]
            headers = rs.key_headers({**key, "client_type": "agency"})
            party = rng.choice(br.PARTIES)
            pax = [
                {"type": kind, "count": k}
                for kind, k in zip(("adult", "child", "infant"), party, strict=True)
                if k
            ]
            quote = await client.post(
                "/api/v1/fares/quote",
                json={"flight_id": rng.choice(flights), "pax": pax},
                headers=headers,
            )
            if quote.status_code != 200:
                failures[quote.status_code] = failures.get(quote.status_code, 0) + 1
                return
            booking = await client.post(
                "/api/v1/bookings/",
                json={
                    "quote_id": quote.json()["quote_id"],
                    "passengers": passengers(party, f"{run} {letters(n)}", today),
                    "contact_email": f"bench-{n}@example.com",
                },
                headers=headers,
            )
            if booking.status_code != 201:
                failures[booking.status_code] = failures.get(booking.status_code, 0) + 1
                return
            lines.append(f"{booking.json()['id']} {key['key']} {key['client_id']}")

        async def worker(start: int) -> None:
            n = start
            while len(lines) < count:
                if sum(failures.values()) > count // 10 + 20:
                    raise rs.BenchError(f"bookings fail: {failures}")
                await one(n)
                n += 16

        await asyncio.gather(*(worker(start) for start in range(16)))
    rng.shuffle(lines)
    return lines[:count], time.monotonic() - started


async def ledger(url: str, since: datetime) -> dict:
    """What the database says once the run's last requests are served: wallets whose
    balance is not their ledger, bookings paid twice (their fare: the demo world's corrected
    booking also paid a correction fee), wallet payments made since ``since``."""
    connection = await asyncpg.connect(url)
    try:
        await br.settled(connection)
        mismatched = await connection.fetchval(
            "SELECT count(*) FROM wallets w WHERE w.balance <> "
            "(SELECT coalesce(sum(amount), 0) FROM wallet_transactions t "
            "WHERE t.wallet_id = w.id)"
        )
        twice = await connection.fetchval(
            "SELECT count(*) FROM (SELECT booking_id FROM payments WHERE status = 'COMPLETED' "
            "AND purpose = 'booking' GROUP BY booking_id HAVING count(*) > 1) paid_twice"
        )
        payments = await connection.fetchval(
            "SELECT count(*) FROM payments WHERE provider = 'wallet' AND created_at >= $1", since
        )
    finally:
        await connection.close()
    return {"mismatched": mismatched, "paid_twice": twice, "payments": payments}


def run_scenario(
    wrk, name, args, api_url, url, keys, flights, home, wrk_env, today, api, seen_rate=20.0
) -> dict:
    """``api``: the API's process, whose CPU the measured run reports. ``seen_rate``:
    payments/s an earlier scenario reached. The warm-up alone can size the
    run too short: it starts on cold caches (new partners change reference data)."""
    warm_file = home / f"{name}-warmup.txt"
    make_bookings(api_url, keys, flights, WARMUP_RATE * args.warmup, warm_file, today)
    warm = br.wrk_once(
        wrk,
        f"{name} (warm-up)",
        "pay_with_balance.lua",
        api_url,
        args,
        args.warmup,
        {**wrk_env, "BENCH_BOOKINGS": str(warm_file)},
    )
    rate = max(warm.statuses.get(200, 0) / args.warmup, seen_rate)
    count = math.ceil(rate * args.duration * 1.6) + 300
    bookings_file = home / f"{name}.txt"
    seconds = make_bookings(api_url, keys, flights, count, bookings_file, today)
    rs.log(f"{name}: {count} bookings in {seconds:.1f}s")
    since = datetime.now(UTC)
    result = br.wrk_once(
        wrk,
        name,
        "pay_with_balance.lua",
        api_url,
        args,
        args.duration,
        {**wrk_env, "BENCH_BOOKINGS": str(bookings_file)},
        api,
    )
    checked = asyncio.run(ledger(url, since))
    # wrk stops counting at the end while the requests it sent are still served: those
    # complete too, at most one per connection
    unanswered = checked["payments"] - result.statuses.get(200, 0)
    checked["matches_200s"] = 0 <= unanswered <= args.connections
    rs.log(f"{name}: ledger {checked}")
    return {"wrk": result, "bookings": count, "ledger": checked, "ran_out": result.requests > count}


def ledger_ok(scenario: dict) -> bool:
    checked = scenario["ledger"]
    return not checked["mismatched"] and not checked["paid_twice"] and checked["matches_200s"]


def write_results(path: Path, args, info, command_line: str, bare, one, many) -> None:
    ratio_one = one["wrk"].statuses.get(200, 0) / args.duration / bare.requests_per_second
    ratio_many = many["wrk"].statuses.get(200, 0) / args.duration / bare.requests_per_second
    ok = ledger_ok(one) and ledger_ok(many)

    def row(label: str, result: rs.WrkResult, per_second: float, ratio: str) -> str:
        return (
            f"| {label} | {per_second:,.0f} | {rs.fmt_cpu(result)} | {rs.fmt_ms(result.p50_ms)} | "
            f"{rs.fmt_ms(result.p99_ms)} | {ratio} | {result.statuses} |"
        )

    one_rate = one["wrk"].statuses.get(200, 0) / args.duration
    many_rate = many["wrk"].statuses.get(200, 0) / args.duration
    now = datetime.now(UTC)
    section = "\n".join(
        [
            BEGIN,
            "## Pay-with-balance (issue 13)",
            "",
            f"Run {now:%Y-%m-%d %H:%M} UTC, commit {rs.git_commit()}, {info['nproc']} CPUs "
            f"({info['cpu']}), wrk `-t{args.threads} -c{args.connections} -d{args.duration}s` "
            f"after {args.warmup} s of warm-up. Command: `{command_line}`.",
            "",
            "| scenario | paid/s (200) | server CPU per request | p50 | p99 | vs bare write "
            "| statuses |",
            "|---|---|---|---|---|---|---|",
            row("bare write", bare, bare.requests_per_second, "100%"),
            row("one wallet (the hot row)", one["wrk"], one_rate, f"**{ratio_one:.1%}**"),
            row(f"{args.partners} wallets", many["wrk"], many_rate, f"{ratio_many:.1%}"),
            "",
            f"Target: one wallet at least {TARGET_RATIO:.0%} of bare write: "
            f"**{'met' if ratio_one >= TARGET_RATIO else 'not met'}**. Ledger after each run: "
            f"{'balanced, no booking paid twice, payments = 200s' if ok else 'PROBLEM'} "
            f"(one wallet {one['ledger']}, many {many['ledger']}). Bookings prepared: "
            f"{one['bookings']} and {many['bookings']}"
            + (" (a run ran out of bookings)" if one["ran_out"] or many["ran_out"] else "")
            + ".",
            "",
            rs.SERVER_CPU_NOTE,
            rs.collector_lines([one["wrk"], many["wrk"]]),
            END,
        ]
    )
    history_row = (
        f"| {now:%Y-%m-%d %H:%M} | {rs.git_commit()} | {info['nproc']} | "
        f"{bare.requests_per_second:,.0f} | {one_rate:,.0f} | {ratio_one:.1%} | "
        f"{rs.fmt_ms(one['wrk'].p99_ms)} | {many_rate:,.0f} | {ratio_many:.1%} | "
        f"{rs.fmt_ms(many['wrk'].p99_ms)} | {'ok' if ok else 'PROBLEM'} "
        f"| {rs.fmt_cpu(one['wrk'])} / {rs.fmt_cpu(bare)} |"
    )
    text = path.read_text() if path.exists() else "# Benchmark results\n"
    if BEGIN in text:
        head, _, rest = text.partition(BEGIN)
        _, _, tail = rest.partition(END)
        text = head + section + tail
    else:
        text = text.rstrip() + "\n\n" + section + "\n"
    if HISTORY_BEGIN in text:
        text = rs.with_history_row(text, HISTORY_HEADER, history_row, HISTORY_ANCHOR)
    else:
        text = (
            text.rstrip()
            + "\n\n### Pay-with-balance runs\n\n"
            + HISTORY_BEGIN
            + "\n"
            + HISTORY_HEADER
            + "\n"
            + history_row
            + "\n"
            + HISTORY_END
            + "\n"
        )
    path.write_text(text)
    rs.log(f"results written to {path}")


def main(argv: list[str]) -> int:
    args = parse_args(argv)
    command_line = " ".join(["bench/payments_run.sh", *argv])
    wrk = rs.ensure_wrk()
    info = rs.machine_info()
    rs.claim_ports(args.api_port, args.bare_port)
    home, env, servers = rs.run_home("payments-bench", args.rate_limit_multiplier)
    today = datetime.now(rs.DEMO_ZONE).date()
    try:
        rs.load_demo(env)
        api = servers.start("api", rs.api_command(args.api_port), env)
        api_url = f"http://{rs.HOST}:{args.api_port}"
        rs.wait_until("api", api, servers, lambda: rs.api_ready(args.api_port))
        url = br.database_url(env)
        bare_process = servers.start(
            "bare", rs.bare_command(args.bare_port), {**env, "BENCH_BARE_DATABASE_URL": url}
        )
        bare_url = f"http://{rs.HOST}:{args.bare_port}"
        rs.wait_until(
            "bare", bare_process, servers, lambda: rs.post_json(bare_url + "/bare", {})[0] != 0
        )
        staff = staff_headers(env)
        first, last = today + timedelta(days=1), today + timedelta(days=args.days)
        flights = asyncio.run(br.bookable_flights(url, first, last))
        rs.log(f"{len(flights)} flights from {first} to {last}")
        wrk_env = {
            **env,
            "BENCH_THREADS": str(args.threads),
            "BENCH_RUN": br.run_tag(),
            "BENCH_ADULT_DOB": "1985-05-20",
            "BENCH_CHILD_DOB": (today - timedelta(days=6 * 365)).isoformat(),
            "BENCH_INFANT_DOB": (today - timedelta(days=200)).isoformat(),
            "BENCH_DOCUMENT_EXPIRY": (today + timedelta(days=5 * 365)).isoformat(),
        }
        bare = rs.run_wrk(
            wrk, "bare write", rs.BENCH / "bare_write.lua", bare_url, args, wrk_env, bare_process
        )
        one_key = partner_keys(api_url, staff, 1, "one")
        one = run_scenario(
            wrk, "one wallet", args, api_url, url, one_key, flights, home, wrk_env, today, api
        )
        many_keys = partner_keys(api_url, staff, args.partners, "many")
        many = run_scenario(
            wrk,
            "many wallets",
            args,
            api_url,
            url,
            many_keys,
            flights,
            home,
            wrk_env,
            today,
            api,
            seen_rate=one["wrk"].statuses.get(200, 0) / args.duration,
        )
    finally:
        servers.stop()
        if args.keep_home:
            rs.log(f"kept {home}")
        else:
            shutil.rmtree(home, ignore_errors=True)
    if not args.no_results:
        write_results(args.results, args, info, command_line, bare, one, many)
    return 0 if ledger_ok(one) and ledger_ok(many) else 1


if __name__ == "__main__":
    try:
        sys.exit(main(sys.argv[1:]))
    except rs.BenchError as error:
        rs.log(f"error: {error}")
        sys.exit(2)
