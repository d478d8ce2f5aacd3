# ruff: noqa: S603 - a runner: it starts processes, every argv fixed or built from flags
"""Benchmark the quote endpoint against a bare FastAPI endpoint, with wrk, on this machine.

It reuses the search runner (``run_search.py``: wrk, the servers, their clean stop, the
machine description) and differs in what it loads and measures:

1. loads the demo world (``tarmac demo``) into a fresh ``TARMAC_HOME`` and starts the API and
   ``bare_app.py`` exactly as the search runner does;
2. adds, through the back office (a staff token from ``tarmac staff-token``), what a priced
   quote exercises: a fixed per-passenger tax ``BENCH_YQ`` and a 12 % ``BENCH_VAT`` on the
   benchmark route, a 10 % promo code ``BENCH10``, and a 5 % partnership for the partner of
   the demo agency key;
3. runs wrk with ``bare.lua``, ``quote_oneway.lua``, ``quote_roundtrip.lua`` (2 adults
   and 1 child, the promo, the partner; departures cycle over 30 days) and
   ``quote_new.lua`` (the one-way quote with a customer e-mail new on every request);
4. writes its own section of ``bench/RESULTS.md`` (between ``quote:begin``/``quote:end``
   markers, placed before the search runner's section, which it leaves alone), with the
   latest run and a history table.

Every quote is stored before it is returned, so this measures writes as well as pricing. A
request priced before is issued from its pricing while nothing it depends on changes: the
one-way and round-trip scenarios measure repeated quotes, ``quote_new.lua`` quotes that
are priced every time. Target: one-way quote at least 30 % of bare.
"""

import argparse
import json
import shutil
import subprocess
import sys
import urllib.request
from datetime import UTC, datetime, timedelta
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import run_search as rs

QUOTE_PATH = "/api/v1/fares/quote"
TARGET_RATIO = 0.30
TARGET_NEW_RATIO = 0.25  # a quote priced anew (issue 26)
BEGIN, END = "<!-- quote:begin -->", "<!-- quote:end -->"
HISTORY_BEGIN, HISTORY_END = "<!-- quote-history:begin -->", "<!-- quote-history:end -->"
HISTORY_HEADER = (
    "| date (UTC) | commit | CPUs | bare req/s | one-way quote req/s | round-trip quote req/s "
    "| one-way / bare | new-request quote req/s | non-2xx "
    "| server CPU per request (one way / new / bare) |\n|---|---|---|---|---|---|---|---|---|---|"
)
HISTORY_COLUMNS = HISTORY_HEADER.split("\n", 1)[0].count("|") - 1
NEW = "quote one way, every request new"


def request_json(
    url: str, method: str = "GET", body: object = None, headers: dict[str, str] | None = None
) -> tuple[int, object]:
    data = None if body is None else json.dumps(body).encode()
    request = urllib.request.Request(  # noqa: S310 - always http://127.0.0.1
        url,
        data=data,
        method=method,
        headers={"Content-Type": "application/json", **(headers or {})},
    )
    try:
        with urllib.request.urlopen(request, timeout=30) as response:  # noqa: S310
            raw = response.read()
            return response.status, json.loads(raw) if raw else None
    except urllib.error.HTTPError as error:
        raw = error.read()
        try:
            return error.code, json.loads(raw)
        except ValueError:
            return error.code, raw.decode(errors="replace")


def staff_token(env: dict[str, str]) -> str:
    done = subprocess.run(
        [str(rs.VENV_BIN / "tarmac"), "staff-token", "--scopes", "admin", "--subject", "bench"],
        env=env,
        capture_output=True,
        text=True,
        check=True,
        timeout=60,
        cwd=rs.ROOT,
    )
    return done.stdout.strip().splitlines()[-1]


def set_up_pricing(api_url: str, token: str, key: dict, args: argparse.Namespace) -> str:
    """Taxes on the route, a promo, a partnership; returns the agency's partner id."""
    admin = {"Authorization": f"Bearer {token}"}

    def call(method: str, path: str, body: object = None, ok: tuple[int, ...] = (200, 201)):
        status, answer = request_json(f"{api_url}/api/v1/admin{path}", method, body, admin)
        if status not in ok:
            raise rs.BenchError(f"{method} {path}: HTTP {status}: {str(answer)[:300]}")
        return answer

    api_keys = call("GET", "/api-keys")
    mine = next(k for k in api_keys if k["client_id"] == key["client_id"])
    partner_id = mine["partner_id"]
    if not partner_id:
        raise rs.BenchError("the demo agency key has no partner")
    status, answer = request_json(
        f"{api_url}{QUOTE_PATH}",
        "POST",
        {
            "origin": args.origin,
            "destination": args.destination,
            "departure_date": (datetime.now(rs.DEMO_ZONE).date() + timedelta(days=10)).isoformat(),
        },
    )
    if status != 200:
        raise rs.BenchError(f"a plain quote failed: HTTP {status}: {str(answer)[:300]}")
    assert isinstance(answer, dict)
    route_id, currency = answer["route_id"], answer["currency"]
    call(
        "POST",
        "/taxes",
        {
            "code": "BENCH_YQ",
            "tax_type": "fixed",
            "amount": "100",
            "currency": currency,
            "applies_to": "per_pax",
            "route_id": route_id,
        },
    )
    call(
        "POST",
        "/taxes",
        {"code": "BENCH_VAT", "tax_type": "percentage", "amount": "12", "route_id": route_id},
    )
    call("POST", "/promo-codes", {"code": "BENCH10", "discount_type": "percentage", "amount": "10"})
    call(
        "POST",
        "/partnerships",
        {
            "partner_id": partner_id,
            "agreement_name": "Benchmark agreement",
            "effective_date": "2020-01-01",
            "discount_percent": "5",
        },
    )
    return partner_id


def write_results(  # noqa: C901
    path: Path,
    args: argparse.Namespace,
    info: dict[str, str],
    results: list[rs.WrkResult],
    notes: list[str],
    command_line: str,
) -> None:
    by_name = {r.name: r for r in results}
    bare, oneway, roundtrip, new = (
        by_name.get(n) for n in ("bare", "quote one way", "quote round trip", NEW)
    )
    now = datetime.now(UTC)

    def ratio(result: rs.WrkResult | None) -> str:
        if result is None or bare is None or not bare.requests_per_second:
            return "n/a"
        return f"{result.requests_per_second / bare.requests_per_second:.1%}"

    rows = [
        f"| {r.name} | {r.requests_per_second:,.0f} | {rs.fmt_cpu(r)} | {rs.fmt_ms(r.p50_ms)} "
        f"| {rs.fmt_ms(r.p99_ms)} | {r.requests:,} | {r.non_2xx:,} | {r.socket_errors:,} | "
        + (", ".join(f"{code}: {n:,}" for code, n in sorted(r.statuses.items())) or "n/a")
        + f" | {ratio(r) if r is not bare else '100%'} |"
        for r in results
    ]
    if oneway and bare and bare.requests_per_second:
        share = oneway.requests_per_second / bare.requests_per_second
        met = "met" if share >= TARGET_RATIO and oneway.clean else "NOT met"
        verdict = (
            f"Target: one-way quote at least {TARGET_RATIO:.0%} of bare: **{met}** "
            f"({share:.1%}" + ("" if oneway.clean else ", with errors") + ")."
        )
        new = next((r for r in results if r.name == NEW), None)
        if new is not None:
            new_share = new.requests_per_second / bare.requests_per_second
            verdict += (
                f" A quote priced anew at least {TARGET_NEW_RATIO:.0%} of bare: "
                f"**{'met' if new_share >= TARGET_NEW_RATIO and new.clean else 'NOT met'}** "
                f"({new_share:.1%})."
            )
    else:
        verdict = "Target: not measured (the quote endpoint did not answer 200)."

    def rate(result: rs.WrkResult | None) -> str:
        return f"{result.requests_per_second:,.0f}" if result else "n/a"

    history_row = (
        f"| {now:%Y-%m-%d %H:%M} | {rs.git_commit()} | {info['nproc']} | {rate(bare)} "
        f"| {rate(oneway)} | {rate(roundtrip)} | {ratio(oneway)} | {rate(new)} "
        f"| {sum(r.non_2xx for r in results):,} "
        f"| {rs.fmt_cpu(oneway)} / {rs.fmt_cpu(new)} / {rs.fmt_cpu(bare)} |"
    )
    text = path.read_text() if path.exists() else "# Benchmark results\n\n"
    history: list[str] = []
    if BEGIN in text and END in text:
        head, rest = text.split(BEGIN, 1)
        old, tail = rest.split(END, 1)
        if HISTORY_BEGIN in old and HISTORY_END in old:
            lines = old.split(HISTORY_BEGIN, 1)[1].split(HISTORY_END, 1)[0].strip().splitlines()
            history = [
                rs.widened(line, HISTORY_COLUMNS) for line in lines[2:] if line.startswith("|")
            ]
    else:
        marker = rs.RESULTS_BEGIN
        if marker in text:
            head, tail = text.split(marker, 1)
            tail = marker + tail
        else:
            head, tail = text, ""
        if not head.endswith("\n\n"):
            head = head.rstrip("\n") + "\n\n"
    history.append(history_row)
    section = "\n".join(
        [
            BEGIN,
            "## Quote benchmark: latest run " + f"{now:%Y-%m-%d %H:%M} UTC",
            "",
            "Written by `bench/quote_run.py` (`bench/quote_run.sh`); the search runner leaves "
            "this section alone.",
            "",
            f"- Machine: {info['nproc']} CPUs ({info['cpu']}), {info['memory']}, {info['os']}; "
            f"Python {info['python']}; {info['wrk']}. wrk, the API and PostgreSQL share these "
            f"CPUs; load average before the run: {info['load']}.",
            f"- Code: commit {rs.git_commit()}.",
            "- Database: embedded PostgreSQL (pgserver) in a temporary TARMAC_HOME, or "
            "TARMAC_DATABASE_URL when set; the demo world plus the bench taxes (a fixed "
            "per-passenger tax and 12 % VAT on the route), promo BENCH10 (10 %) and a 5 % "
            "partnership for the demo agency's partner.",
            "- Servers: `tarmac serve --no-worker` and `bench/bare_app.py` under uvicorn, one "
            "process each, uvloop, httptools, no access log; "
            f"`TARMAC_RATE_LIMIT_MULTIPLIER={args.rate_limit_multiplier}`.",
            f"- Load: `wrk -t{args.threads} -c{args.connections} -d{args.duration}s "
            f"--timeout={args.timeout}s --latency` after a {args.warmup}s warm-up.",
            f"- Quote: {args.origin} to {args.destination} (schedule-based), 2 adults and 1 "
            "child, the promo, the partner, the demo agency key; departures cycle through "
            f"{args.days} days from today + {args.first_day}; round trips return "
            f"{args.return_days} days later. Every quote is stored before it is returned. "
            "A request priced before is issued from its pricing while nothing it depends on "
            "changes (docs/decisions/pricing.md), so after the warm-up the one-way and round-trip "
            f"scenarios measure repeated quotes; in *{NEW}* the customer e-mail differs "
            "on every request, so each one is priced (from the cached reference data) and "
            "its pricing stored.",
            f"- Command: `{command_line}`",
            "",
            "| scenario | requests/s | server CPU per request | p50 | p99 | requests | non-2xx "
            "| socket errors | statuses | vs bare |",
            "|---|---|---|---|---|---|---|---|---|---|",
            *rows,
            "",
            verdict,
            "",
            rs.SERVER_CPU_NOTE,
            rs.collector_lines(list(results)),
            *([""] + [f"- {note}" for note in notes] if notes else []),
            "",
            "### Quote history",
            "",
            HISTORY_BEGIN,
            HISTORY_HEADER,
            *history,
            HISTORY_END,
            END,
        ]
    )
    if BEGIN in text and END in text:
        text = head + section + tail
    else:
        text = head + section + "\n\n" + tail
    path.write_text(text if text.endswith("\n") else text + "\n")
    rs.log(f"wrote {path}")


def parse_args(argv: list[str]) -> argparse.Namespace:
    args = rs.parse_args(argv)
    return args


def main(argv: list[str]) -> int:
    args = parse_args(argv)
    command_line = " ".join(["bench/quote_run.sh", *argv])
    wrk = rs.ensure_wrk()
    info = rs.machine_info()
    rs.claim_ports(args.api_port, args.bare_port)
    home, env, servers = rs.run_home("quote-bench", args.rate_limit_multiplier)
    results: list[rs.WrkResult] = []
    notes: list[str] = []
    try:
        rs.load_demo(env)
        key = rs.demo_agency_key(env)
        api = servers.start("api", rs.api_command(args.api_port), env)
        bare = servers.start(
            "bare",
            rs.bare_command(args.bare_port),
            env,
        )
        bare_url = f"http://{rs.HOST}:{args.bare_port}"
        api_url = f"http://{rs.HOST}:{args.api_port}"
        today = datetime.now(rs.DEMO_ZONE).date()
        dates = [today + timedelta(days=args.first_day + n) for n in range(args.days)]
        rs.wait_until(
            "bare",
            bare,
            servers,
            lambda: rs.post_json(f"{bare_url}/bare", rs.search_body(args, dates[0]))[0] == 200,
        )
        rs.wait_until("api", api, servers, lambda: rs.api_ready(args.api_port))
        partner_id = set_up_pricing(api_url, staff_token(env), key, args)
        headers = rs.key_headers(key)
        probe = {
            "origin": args.origin,
            "destination": args.destination,
            "departure_date": dates[0].isoformat(),
            "pax": [{"type": "ADT", "count": 2}, {"type": "CHD"}],
            "partner_id": partner_id,
            "promo_code": "BENCH10",
        }
        status, answer = request_json(f"{api_url}{QUOTE_PATH}", "POST", probe, headers)
        if status != 200 or not isinstance(answer, dict):
            raise rs.BenchError(f"the probe quote failed: HTTP {status}: {str(answer)[:300]}")
        kinds = sorted({line["type"] for line in answer["line_items"]})
        rs.log(f"probe quote: net {answer['net']} {answer['currency']}, lines {kinds}")
        wrk_env = {
            **env,
            "BENCH_DATES": ",".join(d.isoformat() for d in dates),
            "BENCH_RETURN_DAYS": str(args.return_days),
            "BENCH_ORIGIN": args.origin,
            "BENCH_DESTINATION": args.destination,
            **rs.wrk_key_env(key),
            "BENCH_PARTNER_ID": partner_id,
            "BENCH_PROMO": "BENCH10",
        }
        results.append(
            rs.run_wrk(wrk, "bare", rs.BENCH / "bare.lua", bare_url, args, wrk_env, bare)
        )
        for name, script in (
            ("quote one way", "quote_oneway.lua"),
            ("quote round trip", "quote_roundtrip.lua"),
            (NEW, "quote_new.lua"),
        ):
            results.append(rs.run_wrk(wrk, name, rs.BENCH / script, api_url, args, wrk_env, api))
        if any(not r.clean for r in results):
            notes.append("Some runs had non-2xx responses or socket errors: see the table.")
    finally:
        servers.stop()
        if args.keep_home:
            rs.log(f"kept {home}")
        else:
            shutil.rmtree(home, ignore_errors=True)
    if not args.no_results:
        write_results(args.results, args, info, results, notes, command_line)
    for note in notes:
        rs.log(note)
    return 0 if results and all(r.clean for r in results) else 1


if __name__ == "__main__":
    try:
        sys.exit(main(sys.argv[1:]))
    except rs.BenchError as error:
        rs.log(f"error: {error}")
        sys.exit(2)
