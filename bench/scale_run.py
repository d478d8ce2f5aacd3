"""Benchmark the sales mix on one API process and on two, each beside one worker, over the
machine's PostgreSQL and Redis, with wrk.

For each process count (``--processes``, 1 then 2):

1. a fresh database on the machine's PostgreSQL (``--database``, created from a template
   that holds the demo world, loaded once with ``tarmac demo``; both dropped at the end);
2. ``tarmac serve --no-worker --workers N`` and one ``tarmac worker``, with
   ``TARMAC_RATE_LIMIT_STORAGE`` at the machine's Redis (``--redis``) so the processes
   share their counters;
3. a new agency made through the back office, with an agency key and KGS and USD wallets
   topped up (``payments_run.partner_keys``);
4. ``scale_mixed.lua``: the searches, quotes and bookings of ``sales_mixed.lua`` at
   ``--mix`` (100:10:1) with that agency's key, every booking then paid from its wallet
   (``pay-with-balance``); a warm-up, then the measured run, during which the CPU time of
   the API processes, the worker, PostgreSQL, wrk and the whole machine is read from
   ``/proc`` (``proc_cpu``);
5. the checks, once the database is idle: no class sold beyond its seats and every class's
   ``sold`` moved by exactly its new bookings' places (``booking_run``), the ledger exact
   (``payments_run.ledger``: every wallet's balance the sum of its lines, no booking paid
   twice, the payments made wrk's 200s) and the agency's debits equal to its payments.

A count written ``2r`` (``--processes 1,2,2r``) runs that many API processes reading from a
read replica (issue 35): a streaming standby of the server made for the run with
``pg_basebackup -R`` (``tarmac.db.standby``, as the tests do) once the run's database
exists, given to the processes as ``TARMAC_DATABASE_REPLICA_URL``; its CPU is measured
beside the primary's, and the transactions each served. A server that refuses replication
(the machine's, without a ``replication`` line in ``pg_hba.conf``) cannot feed one:
``--postgres embedded`` runs everything on an embedded server of the run's own, which can.

Results: a section of ``RESULTS.md`` of its own (``<!-- scale:begin -->``). Everything this
run starts is stopped, and its databases dropped, however it ends.
``bench/scale_run.sh --help`` lists the knobs.
"""

import argparse
import asyncio
import contextlib
import os
import resource
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from pathlib import Path

import asyncpg

sys.path.insert(0, str(Path(__file__).resolve().parent))

import booking_run as br
import payments_run as pr
import run_search as rs
from proc_cpu import CpuWindow, tree_cpu_seconds
from run_search_mixed import demo_routes

from tarmac.db import embedded, standby

BEGIN, END = "<!-- scale:begin -->", "<!-- scale:end -->"
HISTORY_BEGIN, HISTORY_END = "<!-- scale-history:begin -->", "<!-- scale-history:end -->"
HISTORY_HEADER = (
    "| date (UTC) | commit | CPUs | load | processes | searches/s | quotes/s | bookings/s "
    "| payments/s | API CPU ms/request | checks |\n|---|---|---|---|---|---|---|---|---|---|---|"
)
KINDS = ("search", "quote", "booking", "payment")
PLURAL = {"search": "searches", "quote": "quotes", "booking": "bookings", "payment": "payments"}


def processes_label(count: int, replica: bool = False) -> str:
    label = f"{count} API process" + ("es" if count > 1 else "")
    return label + (" + replica" if replica else "")


@dataclass
class Run:
    processes: int
    wrk: rs.WrkResult
    kinds: dict[str, br.KindResult]
    cpu: dict[str, float]  # seconds over the measured window, by who spent them
    per_process: list[tuple[str, float]]  # (API or worker process, CPU seconds)
    inventory: tuple[int, int]  # classes oversold, classes whose sold drifted
    ledger: dict = field(default_factory=dict)
    replica: bool = False
    # transactions committed over the measured window on the primary and on the replica
    transactions: dict[str, int] = field(default_factory=dict)

    @property
    def label(self) -> str:
        return processes_label(self.processes, self.replica)

    @property
    def ok(self) -> bool:
        checked = self.ledger
        return (
            self.inventory == (0, 0)
            and not checked["mismatched"]
            and not checked["paid_twice"]
            and checked["matches_200s"]
            and checked["debits"] == checked["paid"]
        )

    def cpu_ms_per_request(self, who: str) -> float:
        return self.cpu[who] * 1000 / self.wrk.requests if self.wrk.requests else 0.0


def parse_args(argv: list[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(
        description="The sales mix (searches, quotes, bookings paid from a wallet) on one "
        "API process and on two, each with one worker, over the machine's PostgreSQL and "
        "Redis."
    )
    parser.add_argument("--threads", type=int, default=2)
    parser.add_argument("--connections", type=int, default=32)
    parser.add_argument("--duration", type=int, default=20, help="seconds measured")
    # each API process warms its own caches: with two, 5 s leave them mostly cold
    parser.add_argument("--warmup", type=int, default=30, help="seconds before measuring")
    parser.add_argument("--timeout", type=int, default=10)
    parser.add_argument("--api-port", type=int, default=8111)
    parser.add_argument("--days", type=int, default=60, help="departures from tomorrow on")
    parser.add_argument("--mix", default="100:10:1", help="searches : quotes : bookings")
    parser.add_argument(
        "--processes",
        default="1,2",
        help="API process counts to run, in order (e.g. 1,2); 2r: two reading from a replica",
    )
    parser.add_argument(
        "--postgres",
        default="postgresql://postgres@127.0.0.1:5432/postgres",
        help="a database of the PostgreSQL server to create the run's databases on; "
        "'embedded': a server of the run's own (one that can feed a replica)",
    )
    parser.add_argument("--database", default="tarmac_bench_scale", help="the run's database")
    parser.add_argument("--redis", default="redis://127.0.0.1:6379/0")
    parser.add_argument(
        "--pool-size", type=int, default=32, help="TARMAC_DATABASE_POOL_SIZE of each process"
    )
    parser.add_argument("--rate-limit-multiplier", type=int, default=10_000)
    parser.add_argument("--results", type=Path, default=rs.BENCH / "RESULTS.md")
    parser.add_argument("--no-results", action="store_true", help="do not write RESULTS.md")
    parser.add_argument("--keep-home", action="store_true", help="keep the logs' directory")
    args = parser.parse_args(argv)
    try:
        args.runs = [(int(n.removesuffix("r")), n.endswith("r")) for n in args.processes.split(",")]
    except ValueError:
        parser.error("--processes is a comma-separated list of counts, e.g. 1,2 or 2,2r")
    args.counts = [count for count, _ in args.runs]
    if not args.counts or min(args.counts) < 1:
        parser.error("--processes: every count at least 1")
    if not 1 <= args.days <= 85:
        parser.error("--days must stay within the demo's 90 days of flights")
    if not args.database.isidentifier() or not args.database.islower():
        parser.error("--database: lower-case letters, digits and underscores")
    return args


# --- databases -----------------------------------------------------------------------------


def with_database(url: str, name: str) -> str:
    head, _, query = url.partition("?")
    return head.rsplit("/", 1)[0] + "/" + name + (f"?{query}" if query else "")


async def transactions(url: str, name: str) -> int:
    """Transactions committed in database ``name`` of the server of ``url`` so far."""
    connection = await asyncpg.connect(url)
    try:
        found = await connection.fetchval(
            "SELECT xact_commit FROM pg_stat_database WHERE datname = $1", name
        )
        return int(found or 0)
    finally:
        await connection.close()


async def recreate(server_url: str, name: str, template: str | None = None) -> None:
    connection = await asyncpg.connect(server_url)
    try:
        await connection.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')
        if template is not None:
            await connection.execute(f'CREATE DATABASE "{name}" TEMPLATE "{template}"')
        else:
            await connection.execute(f'CREATE DATABASE "{name}"')
    finally:
        await connection.close()


async def drop(server_url: str, *names: str) -> None:
    connection = await asyncpg.connect(server_url)
    try:
        for name in names:
            await connection.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')
    finally:
        await connection.close()


async def checkpointer_pid(url: str) -> int:
    connection = await asyncpg.connect(url)
    try:
        return await connection.fetchval(
            "SELECT pid FROM pg_stat_activity WHERE backend_type = 'checkpointer'"
        )
    finally:
        await connection.close()


def postmaster_pid(url: str) -> int:
    """PostgreSQL's main process: the parent of its checkpointer."""
    stat = Path(f"/proc/{asyncio.run(checkpointer_pid(url))}/stat").read_text()
    return int(stat[stat.rindex(")") + 2 :].split()[1])


async def agency_money(url: str, partner_id: str) -> dict:
    """The agency's wallet debits and its completed wallet payments (both positive)."""
    connection = await asyncpg.connect(url)
    try:
        debits = await connection.fetchval(
            "SELECT coalesce(-sum(t.amount), 0) FROM wallet_transactions t "
            "JOIN wallets w ON w.id = t.wallet_id "
            "WHERE w.partner_id = $1 AND t.transaction_type = 'DEBIT'",
            partner_id,
        )
        paid = await connection.fetchval(
            "SELECT coalesce(sum(p.amount), 0) FROM payments p JOIN wallets w "
            "ON w.id = p.wallet_id WHERE w.partner_id = $1 AND p.provider = 'wallet' "
            "AND p.status = 'COMPLETED'",
            partner_id,
        )
    finally:
        await connection.close()
    return {"debits": debits, "paid": paid}


# --- CPU -----------------------------------------------------------------------------------


def machine_busy_seconds() -> float:
    """CPU seconds the whole machine has spent not idle (``/proc/stat``)."""
    fields = [int(n) for n in Path("/proc/stat").read_text().splitlines()[0].split()[1:]]
    idle = fields[3] + fields[4]  # idle, iowait
    return (sum(fields[:8]) - idle) / os.sysconf("SC_CLK_TCK")


def children_cpu_seconds() -> float:
    """CPU of this runner's finished children (wrk: the servers are still running)."""
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def process_name(pid: int) -> str:
    try:
        words = Path(f"/proc/{pid}/cmdline").read_bytes().split(b"\0")
    except OSError:
        return str(pid)
    text = " ".join(w.decode(errors="replace") for w in words if w)
    if "resource_tracker" in text:
        return f"multiprocessing's resource tracker {pid}"
    if "spawn_main" in text:
        return f"API process {pid}"
    if " serve " in f"{text} ":
        return f"tarmac serve {pid}"
    if text.endswith("tarmac worker"):
        return f"tarmac worker {pid}"
    return f"{Path(words[0].decode(errors='replace')).name} {pid}"


# --- one process count ---------------------------------------------------------------------


def measured(
    api: int, worker: int, url: str, replica: standby.Standby | None, database: str
) -> tuple[dict[str, CpuWindow], dict[str, str]]:
    """The CPU windows of a run (the API processes, the worker, PostgreSQL and its replica)
    and the servers whose transactions it counts."""
    windows = {
        "API": CpuWindow(api),
        "worker": CpuWindow(worker),
        "PostgreSQL": CpuWindow(postmaster_pid(url)),
    }
    served = {"primary": url}
    if replica is not None:
        windows["replica"] = CpuWindow(
            int((replica.data / "postmaster.pid").read_text().split()[0])
        )
        served["replica"] = replica.dsn(database)
    return windows, served


def run_one(
    wrk: str,
    args: argparse.Namespace,
    count: int,
    env: dict[str, str],
    home: Path,
    replica: standby.Standby | None = None,
) -> Run:
    url = br.database_url(env)
    if replica is not None:
        env = {**env, "TARMAC_DATABASE_REPLICA_URL": replica.url(args.database)}
    label = processes_label(count, replica is not None)
    servers = rs.Servers(home, embedded=False)
    api_url = f"http://{rs.HOST}:{args.api_port}"
    today = datetime.now(rs.DEMO_ZONE).date()
    try:
        api = servers.start(
            f"api-{count}",
            [*rs.api_command(args.api_port), "--workers", str(count)],
            env,
        )
        worker = servers.start(f"worker-{count}", [str(rs.VENV_BIN / "tarmac"), "worker"], env)
        rs.wait_until(f"api-{count}", api, servers, lambda: rs.api_ready(args.api_port))
        staff = pr.staff_headers(env)
        [agency] = pr.partner_keys(api_url, staff, 1, f"scale{count}{br.run_tag()}")
        key = {**agency, "client_type": "agency"}
        first, last = today + timedelta(days=1), today + timedelta(days=args.days)
        flights = asyncio.run(br.bookable_flights(url, first, last))
        flights_file = home / f"flights-{count}.txt"
        flights_file.write_text("\n".join(flights) + "\n")
        routes = demo_routes(api_url, rs.key_headers(key))
        wrk_env = {
            **env,
            **rs.wrk_key_env(key),
            "BENCH_THREADS": str(args.threads),
            "BENCH_ADULT_DOB": "1985-05-20",
            "BENCH_CHILD_DOB": (today - timedelta(days=6 * 365)).isoformat(),
            "BENCH_INFANT_DOB": (today - timedelta(days=200)).isoformat(),
            "BENCH_DOCUMENT_EXPIRY": (today + timedelta(days=5 * 365)).isoformat(),
            "BENCH_ROUTES": ",".join(routes),
            "BENCH_DATES": ",".join(
                (first + timedelta(days=n)).isoformat() for n in range(args.days)
            ),
            "BENCH_FLIGHTS": str(flights_file),
            "BENCH_MIX": args.mix,
        }
        rs.log(f"{label}: {len(flights)} flights, {len(routes)} routes")
        br.wrk_once(
            wrk,
            f"{label}, warm-up",
            "scale_mixed.lua",
            api_url,
            args,
            args.warmup,
            {**wrk_env, "BENCH_RUN": br.run_tag()},
        )
        before, _ = asyncio.run(br.inventory(url))
        since = datetime.now(UTC)
        windows, served = measured(api.pid, worker.pid, url, replica, args.database)
        for window in windows.values():
            window.start()
        counted = {who: asyncio.run(transactions(at, args.database)) for who, at in served.items()}
        machine, children = machine_busy_seconds(), children_cpu_seconds()
        result = br.wrk_once(
            wrk,
            label,
            "scale_mixed.lua",
            api_url,
            args,
            args.duration,
            {**wrk_env, "BENCH_RUN": br.run_tag()},
        )
        cpu = {who: window.stop() for who, window in windows.items()}
        counted = {
            who: asyncio.run(transactions(at, args.database)) - counted[who]
            for who, at in served.items()
        }
        cpu["wrk"] = children_cpu_seconds() - children
        cpu["machine"] = machine_busy_seconds() - machine
        per_process = [
            (process_name(pid), used - windows[who].before.get(pid, 0.0))
            for who in ("API", "worker")
            for pid, used in sorted(tree_cpu_seconds(windows[who].pid).items())
        ]
        oversold, drift, problems = br.check_inventory(
            before, *asyncio.run(br.inventory(url, since))
        )
        for line in problems:
            rs.log(line)
        checked = asyncio.run(pr.ledger(url, since))
        kinds = br.kinds(result)
        paid_200 = kinds["payment"].statuses.get(200, 0) if "payment" in kinds else 0
        # requests wrk sent before it stopped counting are still served: one per connection
        checked["matches_200s"] = 0 <= checked["payments"] - paid_200 <= args.connections
        checked.update(asyncio.run(agency_money(url, agency["partner_id"])))
        run = Run(
            count, result, kinds, cpu, per_process, (oversold, drift), checked,
            replica is not None, counted,
        )  # fmt: skip
        for k in kinds.values():
            rs.log(
                f"{k.name}: {k.per_second(args.duration):.1f}/s p50 {k.p50_ms:.1f} ms "
                f"p99 {k.p99_ms:.1f} ms {k.statuses}"
            )
        rs.log(
            f"CPU s: {', '.join(f'{w} {s:.1f}' for w, s in cpu.items())}; "
            f"inventory oversold {oversold} drift {drift}; ledger {checked}; "
            f"transactions {counted}"
        )
        return run
    finally:
        groups = [p.pid for _, p in servers.processes]
        servers.stop()
        for group in groups:  # uvicorn's API processes, should their supervisor not stop them
            with contextlib.suppress(OSError):  # none left
                os.killpg(group, signal.SIGKILL)


# --- results -------------------------------------------------------------------------------


def write_results(
    path: Path,
    args: argparse.Namespace,
    info: dict[str, str],
    command_line: str,
    runs: list[Run],
    load_after: str,
) -> None:
    now = datetime.now(UTC)
    seconds = args.duration

    def rate(run: Run, kind: str) -> str:
        k = run.kinds.get(kind)
        return "n/a" if k is None else f"{k.per_second(seconds):,.1f}"

    header = "| | " + " | ".join(r.label for r in runs) + " |"
    rule = "|---|" + "---|" * len(runs)
    rows = [header, rule]
    for kind in KINDS:
        rows.append(f"| {PLURAL[kind]}/s | " + " | ".join(rate(r, kind) for r in runs) + " |")
    for kind in KINDS:
        rows.append(
            f"| {kind} p50 / p99 | "
            + " | ".join(
                f"{rs.fmt_ms(r.kinds[kind].p50_ms)} / {rs.fmt_ms(r.kinds[kind].p99_ms)}"
                if kind in r.kinds
                else "n/a"
                for r in runs
            )
            + " |"
        )
    rows.append(
        "| all requests/s | " + " | ".join(f"{r.wrk.requests_per_second:,.0f}" for r in runs) + " |"
    )
    for who, label in (
        ("API", "API CPU per request (every API process)"),
        ("worker", "worker CPU per request"),
        ("PostgreSQL", "PostgreSQL CPU per request"),
        ("wrk", "wrk CPU per request"),
    ):
        rows.append(
            f"| {label} | " + " | ".join(f"{r.cpu_ms_per_request(who):.2f} ms" for r in runs) + " |"
        )
    if any(r.replica for r in runs):
        rows.append(
            "| replica PostgreSQL CPU per request | "
            + " | ".join(
                f"{r.cpu_ms_per_request('replica'):.2f} ms" if r.replica else "n/a" for r in runs
            )
            + " |"
        )
        rows.append(
            "| transactions on the primary / on the replica | "
            + " | ".join(
                f"{r.transactions['primary']:,} / "
                + (f"{r.transactions['replica']:,}" if r.replica else "n/a")
                for r in runs
            )
            + " |"
        )
    rows.append(
        "| CPU over the window: API / worker / PostgreSQL / wrk / whole machine "
        f"(of {info['nproc']} × {seconds} s) | "
        + " | ".join(
            " / ".join(f"{r.cpu[w]:.1f}" for w in ("API", "worker", "PostgreSQL", "wrk", "machine"))
            + " s"
            for r in runs
        )
        + " |"
    )
    rows.append(
        "| statuses | "
        + " | ".join(
            "; ".join(
                f"{k}: " + ", ".join(f"{c}: {n:,}" for c, n in sorted(r.kinds[k].statuses.items()))
                for k in KINDS
                if k in r.kinds
            )
            for r in runs
        )
        + " |"
    )
    rows.append(
        "| oversold classes / classes whose sold drifted | "
        + " | ".join(f"{r.inventory[0]} / {r.inventory[1]}" for r in runs)
        + " |"
    )
    rows.append(
        "| ledger: wallets off their lines / bookings paid twice / payments - 200s "
        "/ agency debits = payments | "
        + " | ".join(
            f"{r.ledger['mismatched']} / {r.ledger['paid_twice']} / "
            f"{r.ledger['payments'] - r.kinds['payment'].statuses.get(200, 0)} / "
            f"{r.ledger['debits']} = {r.ledger['paid']}"
            if "payment" in r.kinds
            else "n/a"
            for r in runs
        )
        + " |"
    )
    processes = [
        f"- {r.label}: " + ", ".join(f"{name} {used:.1f} s" for name, used in r.per_process)
        for r in runs
    ]
    section = [
        BEGIN,
        "## One and two API processes (issue 26), and two reading from a replica (issue 35): "
        f"latest run {now:%Y-%m-%d %H:%M} UTC",
        "",
        "Written by `bench/scale_run.py` (`bench/scale_run.sh`); the other runners leave this "
        "section alone.",
        "",
        f"- Machine: {info['nproc']} CPUs ({info['cpu']}), {info['memory']}, {info['os']}; "
        f"Python {info['python']}; {info['wrk']}. wrk, the API processes, the worker, "
        f"PostgreSQL and Redis share these CPUs; load average before the run: {info['load']}, "
        f"after: {load_after}.",
        f"- Code: commit {rs.git_commit()}.",
        f"- Database: {database_words(args)}, a fresh database from the demo world for each "
        "process count (`+ replica`: with a streaming standby of its server made by "
        "`pg_basebackup -R`, `TARMAC_DATABASE_REPLICA_URL`, the default bound of 1 s); "
        f"rate limits in the machine's Redis (`{args.redis}`, "
        f"`TARMAC_RATE_LIMIT_MULTIPLIER={args.rate_limit_multiplier}`).",
        f"- Servers: `tarmac serve --no-worker --workers N` (pool {args.pool_size} per "
        "process) and one `tarmac worker`.",
        f"- Load: `scale_mixed.lua`, searches, quotes and bookings at {args.mix} "
        "(`sales_mixed.lua`) with a new agency's key, each booking then paid from its wallet; "
        f"`wrk -t{args.threads} -c{args.connections} -d{args.duration}s "
        f"--timeout={args.timeout}s --latency` after a {args.warmup}s warm-up.",
        f"- Command: `{command_line}`",
        "",
        *rows,
        "",
        "CPU by process over the measured window (seconds):",
        "",
        *processes,
        "",
        "Checks: " + ("**all passed**." if all(r.ok for r in runs) else "**FAILED** (above)."),
        "",
        "### Scale history",
        "",
        HISTORY_BEGIN,
        HISTORY_HEADER,
    ]
    text = path.read_text() if path.exists() else "# Benchmark results\n"
    history: list[str] = []
    if BEGIN in text and END in text:
        head, rest = text.split(BEGIN, 1)
        old, tail = rest.split(END, 1)
        if HISTORY_BEGIN in old:
            kept = old.split(HISTORY_BEGIN, 1)[1].split(HISTORY_END, 1)[0].strip().splitlines()
            history = [line for line in kept[2:] if line.startswith("|")]
    else:
        head, tail = text.rstrip("\n") + "\n\n", "\n"
    for r in runs:
        history.append(
            f"| {now:%Y-%m-%d %H:%M} | {rs.git_commit()} | {info['nproc']} | {info['load']} "
            f"| {r.processes}{' + replica' if r.replica else ''} | {rate(r, 'search')} "
            f"| {rate(r, 'quote')} "
            f"| {rate(r, 'booking')} | {rate(r, 'payment')} "
            f"| {r.cpu_ms_per_request('API'):.2f} | {'ok' if r.ok else 'FAILED'} |"
        )
    path.write_text(head + "\n".join([*section, *history, HISTORY_END, END]) + tail)
    rs.log(f"wrote {path}")


def database_words(args: argparse.Namespace) -> str:
    if getattr(args, "embedded", False):
        return "an embedded PostgreSQL of the run's own (`--postgres embedded`)"
    return "the machine's PostgreSQL"


# --- the run -------------------------------------------------------------------------------


def main(argv: list[str]) -> int:
    args = parse_args(argv)
    command_line = " ".join(["bench/scale_run.sh", *argv])
    wrk = rs.ensure_wrk()
    info = rs.machine_info()
    rs.claim_ports(args.api_port)
    home = Path(tempfile.mkdtemp(prefix="tarmac-scale-bench-"))
    template, database = f"{args.database}_demo", args.database
    runs: list[Run] = []
    if args.postgres == "embedded":
        server = embedded.start(home / "embedded", "postgres", max_connections=300)
        args.postgres = standby.libpq_url(server)
        args.embedded = True
    try:
        asyncio.run(recreate(args.postgres, template))
        base_env = {
            **rs.server_env(home, args.rate_limit_multiplier),
            "TARMAC_RATE_LIMIT_STORAGE": args.redis,
            "TARMAC_DATABASE_POOL_SIZE": str(args.pool_size),
        }
        rs.load_demo({**base_env, "TARMAC_DATABASE_URL": with_database(args.postgres, template)})
        env = {**base_env, "TARMAC_DATABASE_URL": with_database(args.postgres, database)}
        for count, with_replica in args.runs:
            asyncio.run(recreate(args.postgres, database, template))
            replica = standby.make(args.postgres) if with_replica else None
            try:
                runs.append(run_one(wrk, args, count, env, home, replica))
            finally:
                if replica is not None:
                    replica.stop()
            time.sleep(2)  # the last run's processes gone before the next starts
    finally:
        asyncio.run(drop(args.postgres, database, template))
        if getattr(args, "embedded", False):
            embedded.stop()
        if args.keep_home:
            rs.log(f"kept {home}")
        else:
            shutil.rmtree(home, ignore_errors=True)
    load_after = " ".join(Path("/proc/loadavg").read_text().split()[:3])
    if not args.no_results:
        write_results(args.results, args, info, command_line, runs, load_after)
    return 0 if all(r.ok for r in runs) else 1


if __name__ == "__main__":
    signal.signal(signal.SIGTERM, rs._raise_on_signal)  # so `finally` stops the servers
    signal.signal(signal.SIGHUP, rs._raise_on_signal)
    try:
        sys.exit(main(sys.argv[1:]))
    except rs.BenchError as error:
        rs.log(f"error: {error}")
        sys.exit(2)
    except subprocess.CalledProcessError as error:
        output = error.stdout or error.stderr or b""
        if isinstance(output, bytes):
            output = output.decode(errors="replace")
        rs.log(f"error: {' '.join(map(str, error.cmd))} exited with {error.returncode}\n{output}")
        sys.exit(2)
    except KeyboardInterrupt:
        rs.log("interrupted; servers stopped, databases dropped")
        sys.exit(130)
