# ruff: noqa: S603 - a runner: it starts processes, every argv fixed or built from flags
"""Mixed search benchmark: random searches over every demo route while sales happen.

wrk sends searches with prices, each a random route of the demo world, departure date
(``--days`` days from tomorrow) and passenger mix (``search_mixed.lua``), while
``sales_load.py`` takes and gives back places through the inventory service, one write
per ``--sales-every`` searches answered. Bare FastAPI (``bare_app.py``) is measured in the
same run. Reported: searches/s against bare, p50, p99, and the share of searches answered
from memory: of their segments' lookups (``tarmac_cache_lookups_total{cache="search_segments"}``
over the measured run), one per search, as every search of the mix is one way.

``bench/run_search_mixed.sh`` (``--help`` lists the knobs); the servers, the demo world
and the result file are handled as in ``run_search.py``, which this reuses.
"""

import argparse
import json
import re
import shutil
import signal
import subprocess
import sys
import time
import urllib.request
from datetime import datetime, timedelta
from pathlib import Path

from run_search import (
    BENCH,
    DEMO_ZONE,
    HOST,
    ROOT,
    VENV_BIN,
    BenchError,
    api_command,
    api_ready,
    bare_command,
    claim_ports,
    collector_lines,
    demo_agency_key,
    ensure_wrk,
    fmt_ms,
    git_commit,
    key_headers,
    load_demo,
    log,
    machine_info,
    post_json,
    run_home,
    run_wrk,
    wait_until,
    wrk_key_env,
)

TARGET_RATIO = 0.35
TARGET_TAIL = 4.0  # p99 at most this many times p50
LOOKUPS = re.compile(
    r'^tarmac_cache_lookups_total\{cache="search_segments",outcome="(hit|miss)"\} ([\d.e+]+)$',
    re.M,
)
RESULTS_BEGIN, RESULTS_END = "<!-- mixed:begin -->", "<!-- mixed:end -->"


def search_lookups(api_url: str) -> dict[str, float]:
    with urllib.request.urlopen(api_url + "/metrics", timeout=5) as response:  # noqa: S310
        return {k: float(v) for k, v in LOOKUPS.findall(response.read().decode())}


def demo_routes(api_url: str, headers: dict[str, str]) -> list[str]:
    url = api_url + "/api/v1/schedules/routes"
    request = urllib.request.Request(url, headers=headers)  # noqa: S310 - http://127.0.0.1
    with urllib.request.urlopen(request, timeout=10) as response:  # noqa: S310
        body = json.loads(response.read())
    rows = body if isinstance(body, list) else body.get("data", [])
    return [f"{r['origin']['iata']}-{r['destination']['iata']}" for r in rows]


def parse_args(argv: list[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--threads", type=int, default=2)
    parser.add_argument("--connections", type=int, default=32)
    parser.add_argument("--duration", type=int, default=20)
    parser.add_argument("--warmup", type=int, default=5)
    parser.add_argument("--timeout", type=int, default=10)
    parser.add_argument("--api-port", type=int, default=8081)
    parser.add_argument("--bare-port", type=int, default=8082)
    parser.add_argument("--days", type=int, default=60)
    parser.add_argument("--sales-every", type=int, default=75, help="searches per sale")
    parser.add_argument("--rate-limit-multiplier", type=int, default=10_000)
    parser.add_argument("--results", type=Path, default=BENCH / "RESULTS.md")
    parser.add_argument("--no-results", action="store_true")
    return parser.parse_args(argv)


def write_results(path: Path, text: str) -> None:
    current = path.read_text() if path.exists() else ""
    block = f"{RESULTS_BEGIN}\n{text}\n{RESULTS_END}"
    if RESULTS_BEGIN in current:
        head, rest = current.split(RESULTS_BEGIN, 1)
        kept = rest.split(RESULTS_END, 1)[1]
        # what follows the table by hand (a profile) is kept up to the end marker
        notes = rest.split(RESULTS_END, 1)[0].split("\n### ", 1)
        if len(notes) > 1:
            block = f"{RESULTS_BEGIN}\n{text}\n\n### {notes[1].rstrip()}\n{RESULTS_END}"
        current = head + block + kept
    else:  # after the search benchmark's latest run, before the notes and the history
        anchor = "<!-- latest:end -->"
        head, sep, tail = current.partition(anchor)
        current = head + sep + "\n\n" + block + "\n" + tail if sep else current + block
    path.write_text(current)


def main(argv: list[str]) -> int:
    args = parse_args(argv)
    command_line = " ".join(["bench/run_search_mixed.sh", *argv])
    wrk = ensure_wrk()
    info = machine_info()
    claim_ports(args.api_port, args.bare_port)
    home, env, servers = run_home("bench", args.rate_limit_multiplier)
    sales = None
    try:
        load_demo(env)
        key = demo_agency_key(env)
        api = servers.start("api", api_command(args.api_port), env)
        bare = servers.start("bare", bare_command(args.bare_port), env)
        api_url, bare_url = f"http://{HOST}:{args.api_port}", f"http://{HOST}:{args.bare_port}"
        wait_until("bare", bare, servers, lambda: post_json(bare_url + "/bare", {})[0] != 0)
        wait_until("api", api, servers, lambda: api_ready(args.api_port))
        headers = key_headers(key)
        routes = demo_routes(api_url, headers)
        today = datetime.now(DEMO_ZONE).date()
        dates = [today + timedelta(days=1 + n) for n in range(args.days)]
        wrk_env = {
            **env,
            "BENCH_DATES": ",".join(d.isoformat() for d in dates),
            "BENCH_ROUTES": ",".join(routes),
            **wrk_key_env(key),
        }
        log(f"{len(routes)} routes x {len(dates)} days x 5 passenger mixes")
        bare_result = run_wrk(wrk, "bare", BENCH / "bare.lua", bare_url, args, wrk_env, bare)
        sales = subprocess.Popen(
            [
                str(VENV_BIN / "python"),
                str(BENCH / "sales_load.py"),
                "--metrics-url",
                api_url + "/metrics",
                "--every",
                str(args.sales_every),
                "--days",
                str(args.days),
            ],
            env=env,
            cwd=ROOT,
            stdout=subprocess.PIPE,
            text=True,
        )
        warm = argparse.Namespace(**{**vars(args), "duration": args.warmup, "warmup": 0})
        run_wrk(wrk, "mixed search (warm-up)", BENCH / "search_mixed.lua", api_url, warm, wrk_env)
        before = search_lookups(api_url)
        measured = argparse.Namespace(**{**vars(args), "warmup": 0})
        mixed = run_wrk(
            wrk,
            "mixed search with sales",
            BENCH / "search_mixed.lua",
            api_url,
            measured,
            wrk_env,
            api,
        )
        after = search_lookups(api_url)
        sales.send_signal(signal.SIGTERM)
        sales_out, _ = sales.communicate(timeout=60)
        sales = None
    finally:
        if sales is not None:
            sales.kill()
        servers.stop()
        shutil.rmtree(home, ignore_errors=True)

    hits = after.get("hit", 0) - before.get("hit", 0)
    misses = after.get("miss", 0) - before.get("miss", 0)
    memory = hits / (hits + misses) if hits + misses else 0.0
    ratio = mixed.requests_per_second / bare_result.requests_per_second
    tail = (mixed.p99_ms or 0) / (mixed.p50_ms or 1)
    writes = re.search(r"sales writes: (\d+)", sales_out or "")
    verdict = (
        "target met"
        if ratio >= TARGET_RATIO and tail <= TARGET_TAIL
        else f"target not met ({TARGET_RATIO:.0%} of bare, p99 <= {TARGET_TAIL:g} x p50)"
    )
    text = "\n".join(
        [
            "## Mixed search with sales (latest run)",
            "",
            f"- date (UTC): {time.strftime('%Y-%m-%d %H:%M', time.gmtime())}; "
            f"commit {git_commit()}; CPUs {info.get('nproc', '?')}; "
            f"load before the run {info.get('load', '?')}",
            f"- command: `{command_line}`",
            f"- {len(routes)} routes x {len(dates)} days x 5 passenger mixes, currency KGS or "
            f"USD; one inventory write per {args.sales_every} searches "
            f"({writes.group(1) if writes else '?'} writes in the measured run and warm-up)",
            "",
            "| scenario | requests/s | server CPU per request | p50 | p99 | p99 / p50 | non-2xx "
            "| from memory |",
            "|---|---|---|---|---|---|---|---|",
            f"| bare | {bare_result.requests_per_second:,.0f} "
            f"| {fmt_ms(bare_result.cpu_ms_per_request)} | {fmt_ms(bare_result.p50_ms)} "
            f"| {fmt_ms(bare_result.p99_ms)} | | {bare_result.non_2xx} | |",
            f"| mixed search with sales | {mixed.requests_per_second:,.0f} "
            f"| {fmt_ms(mixed.cpu_ms_per_request)} "
            f"| {fmt_ms(mixed.p50_ms)} | {fmt_ms(mixed.p99_ms)} | {tail:.1f} "
            f"| {mixed.non_2xx} | {memory:.0%} |",
            "",
            f"Mixed search is **{ratio:.1%}** of bare: {verdict}. Server CPU per request: "
            "the API's (or bare's) own CPU time over the measured run, divided by its "
            "requests (`bench/proc_cpu.py`).",
            collector_lines([mixed]),
        ]
    )
    log(text)
    if not args.no_results:
        write_results(args.results, text)
    return 0 if mixed.clean and bare_result.clean else 1


if __name__ == "__main__":
    signal.signal(signal.SIGTERM, lambda signum, frame: sys.exit(1))
    try:
        sys.exit(main(sys.argv[1:]))
    except BenchError as error:
        log(f"error: {error}")
        sys.exit(2)
