# ruff: noqa: S603, S607 - a runner: it starts processes, every argv fixed or built from flags
"""Benchmark flight search against a bare FastAPI endpoint, with wrk, on this machine.

What it does, in order (every server listens on 127.0.0.1 only, every wait is bounded, and
both servers are stopped at the end whatever happens):

1. installs wrk with apt-get if it is missing;
2. loads the demo world (``tarmac demo``) into a fresh ``TARMAC_HOME`` (a temporary
   directory: the embedded PostgreSQL lives there) or into ``TARMAC_DATABASE_URL`` if set;
3. starts the API (``tarmac serve --no-worker``) with ``TARMAC_LOG_LEVEL=WARNING`` and
   ``TARMAC_RATE_LIMIT_MULTIPLIER`` raised so the demo agency key (600/minute) is not
   throttled: the benchmark must measure search, not 429s;
4. starts ``bench/bare_app.py`` under uvicorn with the same settings as ``tarmac serve``;
5. runs wrk (warm-up, then the measured run) with ``bare.lua``, ``search_oneway.lua`` and
   ``search_roundtrip.lua``, counting responses per status code;
6. writes ``bench/RESULTS.md``: the latest run in full, and a line in the history table.

Run it from anywhere: ``bench/run_search.sh`` (or ``.venv/bin/python bench/run_search.py``);
``--help`` lists the knobs. Until the search endpoint exists, only the baseline is measured.
"""

import argparse
import json
import os
import platform
import re
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
import urllib.error
import urllib.request
from dataclasses import dataclass, field
from datetime import UTC, date, datetime, timedelta
from pathlib import Path
from zoneinfo import ZoneInfo

import collector
from proc_cpu import CpuWindow

ROOT = Path(__file__).resolve().parent.parent
BENCH = ROOT / "bench"
VENV_BIN = ROOT / ".venv" / "bin"
HOST = "127.0.0.1"  # all load stays on this machine
SEARCH_PATH = "/api/v1/schedules/flights/search"
TARGET_RATIO = 0.35  # search with prices, one way, against bare
START_TIMEOUT = 180.0  # seconds for a server to answer
STOP_TIMEOUT = 20.0
DEMO_TIMEOUT = 600
DEMO_ZONE = ZoneInfo("Asia/Bishkek")
RESULTS_BEGIN, RESULTS_END = "<!-- latest:begin -->", "<!-- latest:end -->"
HISTORY_HEADER = (
    "| date (UTC) | commit | CPUs | bare req/s | keyed read req/s | one-way req/s "
    "| round-trip req/s | one-way / bare | non-2xx | server CPU per request (one way / bare) |"
    "\n|---|---|---|---|---|---|---|---|---|---|\n"
)
HISTORY_ANCHOR = "| date (UTC) | commit | CPUs | bare req/s | keyed read req/s |"
SERVER_CPU_NOTE = (
    "Server CPU per request: the server's own CPU time (the API's, or bare's, with its "
    "children; PostgreSQL's in neither) over the measured run, divided by the requests wrk "
    "counted (`bench/proc_cpu.py`); on a shared host it moves far less than requests/s."
)


def log(message: str) -> None:
    print(f"[bench] {message}", flush=True)


class BenchError(RuntimeError):
    pass


# --- wrk -----------------------------------------------------------------------------------


def ensure_wrk() -> str:
    found = shutil.which("wrk")
    if found:
        return found
    if os.geteuid() != 0:
        raise BenchError("wrk is missing; install it: sudo apt-get install -y wrk")
    log("installing wrk with apt-get")
    for command in (["apt-get", "update", "-qq"], ["apt-get", "install", "-y", "-qq", "wrk"]):
        subprocess.run(command, check=True, timeout=600)
    found = shutil.which("wrk")
    if not found:
        raise BenchError("apt-get did not install wrk")
    return found


@dataclass
class WrkResult:
    name: str
    command: list[str]
    requests_per_second: float = 0.0
    requests: int = 0
    p50_ms: float | None = None
    p99_ms: float | None = None
    non_2xx: int = 0
    socket_errors: int = 0
    statuses: dict[int, int] = field(default_factory=dict)
    raw: str = ""
    cpu_seconds: float | None = None  # the server's, over the measured window
    pauses: list[collector.Pauses] | None = None  # the API's collector, over that window

    @property
    def cpu_ms_per_request(self) -> float | None:
        if self.cpu_seconds is None or not self.requests:
            return None
        return self.cpu_seconds * 1000 / self.requests

    @property
    def clean(self) -> bool:
        return self.requests > 0 and self.non_2xx == 0 and self.socket_errors == 0


UNIT_MS = {"us": 0.001, "ms": 1.0, "s": 1000.0, "m": 60_000.0}


def parse_wrk(name: str, command: list[str], output: str) -> WrkResult:
    result = WrkResult(name=name, command=command, raw=output)
    if match := re.search(r"Requests/sec:\s+([\d.]+)", output):
        result.requests_per_second = float(match.group(1))
    if match := re.search(r"(\d+) requests in ", output):
        result.requests = int(match.group(1))
    for percent, attribute in (("50", "p50_ms"), ("99", "p99_ms")):
        if match := re.search(rf"^\s+{percent}%\s+([\d.]+)(us|ms|s|m)\s*$", output, re.M):
            setattr(result, attribute, float(match.group(1)) * UNIT_MS[match.group(2)])
    if match := re.search(r"Non-2xx or 3xx responses:\s+(\d+)", output):
        result.non_2xx = int(match.group(1))
    if match := re.search(
        r"Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)", output
    ):
        result.socket_errors = sum(int(n) for n in match.groups())
    result.statuses = {
        int(code): int(count) for code, count in re.findall(r"^status (\d+): (\d+)$", output, re.M)
    }
    return result


def run_wrk(
    wrk: str,
    name: str,
    script: Path,
    url: str,
    args: argparse.Namespace,
    env: dict[str, str],
    server: subprocess.Popen | None = None,
) -> WrkResult:
    """wrk's run after its warm-up; with ``server``, that process tree's CPU time over the
    measured run too (``cpu_seconds``, ``cpu_ms_per_request``)."""
    base = [
        wrk,
        f"-t{args.threads}",
        f"-c{args.connections}",
        f"--timeout={args.timeout}s",
        "--latency",
        "-s",
        str(script),
    ]
    if args.warmup > 0:
        log(f"{name}: warm-up {args.warmup}s")
        subprocess.run(
            [*base[:4], f"-d{args.warmup}s", "-s", str(script), url],
            env=env,
            capture_output=True,
            check=True,
            timeout=args.warmup + 60,
        )
    command = [*base[:3], f"-d{args.duration}s", *base[3:], url]
    log(f"{name}: {' '.join(Path(c).name if c == wrk else c for c in command)}")
    cpu = CpuWindow(server.pid, url + "/metrics") if server is not None else None
    if cpu is not None:
        cpu.start()
    done = subprocess.run(
        command, env=env, capture_output=True, text=True, check=True, timeout=args.duration + 60
    )
    result = parse_wrk(name, command, done.stdout)
    if cpu is not None:
        result.cpu_seconds = cpu.stop()
        result.pauses = cpu.pauses
    log(
        f"{name}: {result.requests_per_second:.0f} req/s, "
        f"CPU/request {fmt_ms(result.cpu_ms_per_request)}, p50 {fmt_ms(result.p50_ms)}, "
        f"p99 {fmt_ms(result.p99_ms)}, non-2xx {result.non_2xx}, "
        f"socket errors {result.socket_errors}, statuses {result.statuses}"
        + (f", collector: {collector.describe(result.pauses)}" if result.pauses else "")
    )
    return result


# --- servers -------------------------------------------------------------------------------


class Servers:
    """The processes this run started, stopped by their own ids."""

    def __init__(self, home: Path, embedded: bool) -> None:
        self.home = home
        self.embedded = embedded
        self.processes: list[tuple[str, subprocess.Popen]] = []

    def start(self, name: str, command: list[str], env: dict[str, str]) -> subprocess.Popen:
        log_file = (self.home / f"{name}.log").open("wb")
        process = subprocess.Popen(
            command,
            env=env,
            stdout=log_file,
            stderr=subprocess.STDOUT,
            stdin=subprocess.DEVNULL,
            start_new_session=True,  # a Ctrl-C in the terminal reaches only this runner
            cwd=ROOT,
        )
        log_file.close()
        self.processes.append((name, process))
        return process

    def log_tail(self, name: str, lines: int = 30) -> str:
        path = self.home / f"{name}.log"
        if not path.exists():
            return ""
        return "\n".join(path.read_text(errors="replace").splitlines()[-lines:])

    def stop(self) -> None:
        for name, process in reversed(self.processes):
            if process.poll() is None:
                log(f"stopping {name} (pid {process.pid})")
                process.send_signal(signal.SIGTERM)  # uvicorn shuts down cleanly on SIGTERM
                try:
                    process.wait(timeout=STOP_TIMEOUT)
                except subprocess.TimeoutExpired:
                    process.kill()
                    process.wait(timeout=STOP_TIMEOUT)
        self.processes.clear()
        if self.embedded:
            self._stop_embedded_postgres()

    def _stop_embedded_postgres(self) -> None:
        """The API stops its embedded PostgreSQL when it exits; if one is still running in
        this run's home (the API was killed), stop it by the pid it wrote."""
        pid_file = self.home / "pgdata" / "postmaster.pid"
        if not pid_file.exists():
            return
        try:
            pid = int(pid_file.read_text().split()[0])
            os.kill(pid, signal.SIGINT)  # PostgreSQL's fast shutdown
        except (ValueError, IndexError, ProcessLookupError, PermissionError):
            return
        log(f"stopping the embedded PostgreSQL (pid {pid})")
        deadline = time.monotonic() + STOP_TIMEOUT
        while time.monotonic() < deadline:
            try:
                os.kill(pid, 0)
            except ProcessLookupError:
                return
            time.sleep(0.2)


def port_in_use(port: int) -> bool:
    with socket.socket() as probe:
        probe.settimeout(0.5)
        return probe.connect_ex((HOST, port)) == 0


def post_json(
    url: str, body: dict, headers: dict[str, str] | None = None, timeout: float = 10.0
) -> tuple[int, dict[str, str], bytes]:
    request = urllib.request.Request(  # noqa: S310 - always http://127.0.0.1
        url,
        data=json.dumps(body).encode(),
        headers={"Content-Type": "application/json", **(headers or {})},
        method="POST",
    )
    try:
        with urllib.request.urlopen(request, timeout=timeout) as response:  # noqa: S310
            return response.status, dict(response.headers), response.read()
    except urllib.error.HTTPError as error:
        return error.code, dict(error.headers), error.read()


def wait_until(name: str, process: subprocess.Popen, servers: Servers, ready) -> None:
    deadline = time.monotonic() + START_TIMEOUT
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise BenchError(f"{name} exited with {process.returncode}:\n{servers.log_tail(name)}")
        try:
            if ready():
                return
        except (OSError, urllib.error.URLError):
            pass
        time.sleep(0.3)
    raise BenchError(f"{name} did not answer within {START_TIMEOUT:.0f}s")


def bare_command(port: int) -> list[str]:
    """``bare_app.py`` under uvicorn with the settings of ``tarmac serve``: one process,
    uvloop, httptools, no access log."""
    return [
        str(VENV_BIN / "uvicorn"),
        "--app-dir",
        str(BENCH),
        "bare_app:app",
        "--host",
        HOST,
        "--port",
        str(port),
        "--loop",
        "uvloop",
        "--http",
        "httptools",
        "--no-access-log",
        "--log-level",
        "warning",
    ]


def api_ready(port: int) -> bool:
    with urllib.request.urlopen(f"http://{HOST}:{port}/readyz", timeout=2) as response:
        return response.status == 200


# --- the run -------------------------------------------------------------------------------


def demo_agency_key(env: dict[str, str]) -> dict[str, str]:
    """The demo agency key, derived the way ``tarmac keys`` prints it."""
    code = (
        "import dataclasses, json\n"
        "from tarmac.config import Settings\n"
        "from tarmac.demo import demo_keys\n"
        "keys = [dataclasses.asdict(k) for k in demo_keys(Settings())]\n"
        "print(json.dumps(next(k for k in keys if k['client_type'] == 'agency')))\n"
    )
    done = subprocess.run(
        [str(VENV_BIN / "python"), "-c", code],
        env=env,
        capture_output=True,
        text=True,
        check=True,
        timeout=60,
        cwd=ROOT,
    )
    return json.loads(done.stdout.strip().splitlines()[-1])


def claim_ports(*ports: int) -> None:
    """Refuse to run on a port something else already serves (its answers would be
    measured instead of ours)."""
    for port in ports:
        if port_in_use(port):
            raise BenchError(f"port {port} on {HOST} is already in use; pick another")


def run_home(name: str, rate_limit_multiplier: int) -> tuple[Path, dict[str, str], Servers]:
    """A run's own temporary ``TARMAC_HOME`` (``tarmac-<name>-...``), its servers'
    environment, and the servers it will start there (the embedded PostgreSQL among them
    unless ``TARMAC_DATABASE_URL`` is set)."""
    home = Path(tempfile.mkdtemp(prefix=f"tarmac-{name}-"))
    env = server_env(home, rate_limit_multiplier)
    return home, env, Servers(home, embedded=not os.environ.get("TARMAC_DATABASE_URL"))


def server_env(home: Path, rate_limit_multiplier: int) -> dict[str, str]:
    """The environment of a run's servers and tools: the run's own ``TARMAC_HOME``, sandbox
    mode (demo keys exist only there), quiet logs, the benchmark's limit multiplier, and
    nothing that leaves the machine."""
    return {
        **os.environ,
        "TARMAC_HOME": str(home),
        "TARMAC_MODE": "sandbox",
        "TARMAC_LOG_LEVEL": "WARNING",
        "TARMAC_RATE_LIMIT_MULTIPLIER": str(rate_limit_multiplier),
        "TARMAC_NBKR_RATES_URL": "",
    }


def load_demo(env: dict[str, str]) -> None:
    """``tarmac demo`` into the run's database (migrations included)."""
    started = time.monotonic()
    subprocess.run(
        [str(VENV_BIN / "tarmac"), "demo"],
        env=env,
        cwd=ROOT,
        capture_output=True,
        check=True,
        timeout=DEMO_TIMEOUT,
    )
    log(f"demo world loaded in {time.monotonic() - started:.1f}s (migrations included)")


def api_command(port: int) -> list[str]:
    """``tarmac serve`` as the benchmarks run it: no worker, on ``HOST``."""
    return [str(VENV_BIN / "tarmac"), "serve", "--no-worker", "--host", HOST, "--port", str(port)]


def key_headers(key: dict[str, str]) -> dict[str, str]:
    """The request headers of a demo key."""
    return {
        "X-API-Key": key["key"],
        "X-Client-Id": key["client_id"],
        "X-Client-Type": key["client_type"],
    }


def wrk_key_env(key: dict[str, str]) -> dict[str, str]:
    """A demo key for the wrk scripts (``common.lua``'s ``key_headers``)."""
    return {
        "BENCH_API_KEY": key["key"],
        "BENCH_CLIENT_ID": key["client_id"],
        "BENCH_CLIENT_TYPE": key["client_type"],
    }


def search_body(args: argparse.Namespace, departure: date, round_trip: bool = False) -> dict:
    body = {
        "origin": args.origin,
        "destination": args.destination,
        "departure_date": departure.isoformat(),
        "adults": 2,
        "children": 1,
        "infants": 0,
        "include_prices": True,
        "currency": "KGS",
    }
    if round_trip:
        body["return_date"] = (departure + timedelta(days=args.return_days)).isoformat()
    return body


def machine_info() -> dict[str, str]:
    cpu = platform.processor() or "unknown CPU"
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                cpu = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    memory = ""
    try:
        kib = int(Path("/proc/meminfo").read_text().split()[1])
        memory = f"{kib / 1024 / 1024:.0f} GiB RAM"
    except (OSError, ValueError, IndexError):
        pass
    wrk_version = subprocess.run(
        ["wrk", "--version"], capture_output=True, text=True, timeout=10, check=False
    ).stdout.split(" [")[0]
    try:
        load = " ".join(Path("/proc/loadavg").read_text().split()[:3])
    except OSError:
        load = "n/a"
    return {
        "load": load,
        "nproc": str(os.cpu_count() or "?"),
        "cpu": cpu,
        "memory": memory,
        "os": f"{platform.system()} {platform.release()}",
        "python": platform.python_version(),
        "wrk": wrk_version.strip() or "wrk",
    }


def git_commit() -> str:
    def git(*command: str) -> str:
        return subprocess.run(
            ["git", *command], cwd=ROOT, capture_output=True, text=True, timeout=10, check=False
        ).stdout.strip()

    commit = git("rev-parse", "--short", "HEAD") or "unknown"
    # the results file is what runs write, not code: a run after another is not "dirty"
    changed = git("status", "--porcelain", "--untracked-files=no", "--", ".", ":!bench/RESULTS.md")
    return commit + ("+dirty" if changed else "")


def fmt_ms(value: float | None) -> str:
    if value is None:
        return "n/a"
    if value < 1:
        return f"{value:.3f} ms"  # CPU per request: hundredths of a ms hide real changes
    return f"{value:.2f} ms" if value < 100 else f"{value:.0f} ms"


def collector_lines(results: "list[WrkResult | None]") -> str:
    """The API's collector over each measured run that has it, one list item per run
    (``bench/collector.py``), or nothing when none has."""
    lines = [
        f"- {result.name}: {collector.describe(result.pauses)}\n"
        for result in results
        if result is not None and result.pauses is not None
    ]
    if not lines:
        return ""
    return (
        "\nThe API's cycle collector over each measured run (`tarmac_gc_pause_seconds` "
        "from its `/metrics`, `bench/collector.py`): collections by generation, their "
        "total pause, the longest (its histogram bucket's bound).\n\n" + "".join(lines)
    )


def fmt_cpu(result: WrkResult | None) -> str:
    """The server's CPU per request of a run, for a table cell."""
    return "n/a" if result is None else fmt_ms(result.cpu_ms_per_request)


def widened(row: str, columns: int) -> str:
    """A table row written before columns were added at the end, with ``n/a`` in them."""
    missing = columns - (row.count("|") - 1)
    return row.rstrip() + " n/a |" * missing if missing > 0 else row


def with_history_row(text: str, header: str, row: str, anchor: str) -> str:
    """``text`` with ``row`` appended to its history table: the table whose header starts
    with ``anchor`` (rewritten to ``header``, its older rows widened to it), or, when the
    text has none, a new table at its end."""
    lines = text.splitlines()
    start = next((n for n, line in enumerate(lines) if line.startswith(anchor)), None)
    if start is None:
        return text.rstrip("\n") + "\n\n" + header.rstrip("\n") + "\n" + row.rstrip("\n") + "\n"
    end = start + 2
    while end < len(lines) and lines[end].startswith("|"):
        end += 1
    columns = header.split("\n", 1)[0].count("|") - 1
    rows = [widened(line, columns) for line in lines[start + 2 : end]]
    lines[start:end] = [*header.rstrip("\n").split("\n"), *rows, row.rstrip("\n")]
    return "\n".join(lines) + "\n"


def write_results(
    path: Path,
    args: argparse.Namespace,
    info: dict[str, str],
    results: list[WrkResult],
    notes: list[str],
    command_line: str,
) -> None:
    by_name = {r.name: r for r in results}
    bare = by_name.get("bare")
    oneway = by_name.get("search one way")
    roundtrip = by_name.get("search round trip")
    now = datetime.now(UTC)
    database = (
        "PostgreSQL at TARMAC_DATABASE_URL"
        if os.environ.get("TARMAC_DATABASE_URL")
        else "embedded PostgreSQL (pgserver) in a temporary TARMAC_HOME"
    )

    def ratio(result: WrkResult | None) -> str:
        if result is None or bare is None or not bare.requests_per_second:
            return "n/a"
        return f"{result.requests_per_second / bare.requests_per_second:.1%}"

    rows = [
        f"| {r.name} | {r.requests_per_second:,.0f} | {fmt_cpu(r)} | {fmt_ms(r.p50_ms)} "
        f"| {fmt_ms(r.p99_ms)} | {r.requests:,} | {r.non_2xx:,} | {r.socket_errors:,} | "
        + (", ".join(f"{code}: {n:,}" for code, n in sorted(r.statuses.items())) or "n/a")
        + f" | {ratio(r) if r is not bare else '100%'} |"
        for r in results
    ]
    if oneway and bare and bare.requests_per_second:
        share = oneway.requests_per_second / bare.requests_per_second
        met = "met" if share >= TARGET_RATIO and oneway.clean else "NOT met"
        verdict = (
            f"Target: search with prices (one way) at least {TARGET_RATIO:.0%} of bare: "
            f"**{met}** ({share:.1%}" + ("" if oneway.clean else ", with errors") + ")."
        )
    else:
        verdict = "Target: not measured (the search endpoint did not answer 200)."
    latest = "\n".join(
        [
            RESULTS_BEGIN,
            f"## Latest run: {now:%Y-%m-%d %H:%M} UTC",
            "",
            f"- Machine: {info['nproc']} CPUs ({info['cpu']}), {info['memory']}, {info['os']}; "
            f"Python {info['python']}; {info['wrk']}. wrk, the API and PostgreSQL share "
            f"these CPUs; load average before the run: {info['load']}.",
            f"- Code: commit {git_commit()}.",
            f"- Database: {database}, loaded with the demo world (`tarmac demo`).",
            "- Servers: `tarmac serve --no-worker` and `bench/bare_app.py` under uvicorn, "
            "each one process with uvloop, httptools and no access log; "
            f"`TARMAC_LOG_LEVEL=WARNING`, `TARMAC_RATE_LIMIT_MULTIPLIER="
            f"{args.rate_limit_multiplier}`.",
            f"- Load: `wrk -t{args.threads} -c{args.connections} -d{args.duration}s "
            f"--timeout={args.timeout}s --latency` "
            f"after a {args.warmup}s warm-up, on {HOST}.",
            f"- Search: {args.origin} to {args.destination}, 2 adults and 1 child, "
            "`include_prices: true`, currency KGS, the demo agency key; departures cycle "
            f"through {args.days} days from today + {args.first_day} (Bishkek); round trips "
            f"return {args.return_days} days later.",
            f"- Command: `{command_line}`",
            "",
            "| scenario | requests/s | server CPU per request | p50 | p99 | requests | non-2xx "
            "| socket errors | statuses | vs bare |",
            "|---|---|---|---|---|---|---|---|---|---|",
            *rows,
            "",
            verdict,
            "",
            SERVER_CPU_NOTE,
            collector_lines(list(results)),
            *([""] + [f"- {note}" for note in notes] if notes else []),
            RESULTS_END,
        ]
    )

    def rate(result: WrkResult | None) -> str:
        return f"{result.requests_per_second:,.0f}" if result else "n/a"

    history_row = (
        f"| {now:%Y-%m-%d %H:%M} | {git_commit()} | {info['nproc']} | {rate(bare)} "
        f"| {rate(by_name.get('keyed read'))} | {rate(oneway)} | {rate(roundtrip)} "
        f"| {ratio(oneway)} | {sum(r.non_2xx for r in results):,} "
        f"| {fmt_cpu(oneway)} / {fmt_cpu(bare)} |\n"
    )

    text = path.read_text() if path.exists() else ""
    if RESULTS_BEGIN in text and RESULTS_END in text:
        head, rest = text.split(RESULTS_BEGIN, 1)
        tail = rest.split(RESULTS_END, 1)[1]
        text = head + latest + tail
    else:
        text = (
            "# Benchmark results\n\n"
            "Flight search (`POST /api/v1/schedules/flights/search`, `include_prices: true`) "
            "against a bare FastAPI endpoint served the same way; written by "
            "`bench/run_search.py` (see README.md). The latest run is below in full; every run "
            "adds a line to the history.\n\n" + latest + "\n\n## History\n\n" + HISTORY_HEADER
        )
    path.write_text(with_history_row(text, HISTORY_HEADER, history_row, HISTORY_ANCHOR))
    log(f"wrote {path.relative_to(ROOT) if path.is_relative_to(ROOT) else path}")


def parse_args(argv: list[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--threads", type=int, default=2)
    parser.add_argument("--connections", type=int, default=32)
    parser.add_argument("--duration", type=int, default=20, help="seconds measured")
    parser.add_argument("--warmup", type=int, default=5, help="seconds before measuring")
    parser.add_argument(
        "--timeout", type=int, default=10, help="wrk's per-request timeout, seconds"
    )
    parser.add_argument("--api-port", type=int, default=8081)
    parser.add_argument("--bare-port", type=int, default=8082)
    parser.add_argument("--origin", default="FRU")
    parser.add_argument("--destination", default="OSS")
    parser.add_argument("--first-day", type=int, default=7, help="first departure: today + N")
    parser.add_argument("--days", type=int, default=30, help="departure dates cycled through")
    parser.add_argument("--return-days", type=int, default=7)
    parser.add_argument(
        "--rate-limit-multiplier",
        type=int,
        default=10_000,
        help="TARMAC_RATE_LIMIT_MULTIPLIER for the API under test (1 = production limits)",
    )
    parser.add_argument("--results", type=Path, default=BENCH / "RESULTS.md")
    parser.add_argument("--no-results", action="store_true", help="do not write RESULTS.md")
    parser.add_argument("--keep-home", action="store_true", help="keep the TARMAC_HOME")
    args = parser.parse_args(argv)
    for name in ("threads", "connections", "duration", "days"):
        if getattr(args, name) < 1:
            parser.error(f"--{name} must be at least 1")
    if args.first_day + args.days + args.return_days > 89:
        parser.error("departures and returns must stay within the demo's 90 days of flights")
    if args.connections < args.threads:
        parser.error("--connections must be at least --threads")
    return args


def main(argv: list[str]) -> int:  # noqa: C901, PLR0915
    args = parse_args(argv)
    command_line = " ".join(["bench/run_search.sh", *argv])
    for executable in ("tarmac", "python", "uvicorn"):
        if not (VENV_BIN / executable).exists():
            raise BenchError(f"{VENV_BIN / executable} is missing; run `make install` first")
    wrk = ensure_wrk()
    info = machine_info()  # before any load of ours: the load average is other work
    claim_ports(args.api_port, args.bare_port)
    home, env, servers = run_home("bench", args.rate_limit_multiplier)
    results: list[WrkResult] = []
    notes: list[str] = []
    try:
        log(f"TARMAC_HOME={home}")
        load_demo(env)
        key = demo_agency_key(env)

        api = servers.start("api", api_command(args.api_port), env)
        bare = servers.start(
            "bare",
            bare_command(args.bare_port),
            env,
        )
        bare_url = f"http://{HOST}:{args.bare_port}"
        api_url = f"http://{HOST}:{args.api_port}"
        today = datetime.now(DEMO_ZONE).date()
        dates = [today + timedelta(days=args.first_day + n) for n in range(args.days)]
        wait_until(
            "bare",
            bare,
            servers,
            lambda: post_json(f"{bare_url}/bare", search_body(args, dates[0]))[0] == 200,
        )
        wait_until("api", api, servers, lambda: api_ready(args.api_port))

        headers = key_headers(key)
        status, response_headers, body = post_json(
            api_url + SEARCH_PATH, search_body(args, dates[0]), headers
        )
        limit = response_headers.get("X-RateLimit-Limit") or response_headers.get(
            "x-ratelimit-limit"
        )
        search_ready = status == 200
        if search_ready:
            legs = json.loads(body).get("legs", [])
            log(f"search answers 200 with {len(legs)} legs; key limit {limit or 'n/a'}/minute")
            if not legs:
                notes.append("The probe search returned no legs: check the route and dates.")
        else:
            log(f"search is not available yet (HTTP {status}): measuring the baseline only")
            notes.append(
                f"`POST {SEARCH_PATH}` answered HTTP {status}: search was not measured. "
                f"Response: `{body[:200].decode(errors='replace')}`"
            )

        wrk_env = {
            **env,
            "BENCH_DATES": ",".join(d.isoformat() for d in dates),
            "BENCH_RETURN_DAYS": str(args.return_days),
            "BENCH_ORIGIN": args.origin,
            "BENCH_DESTINATION": args.destination,
            **wrk_key_env(key),
        }
        results.append(run_wrk(wrk, "bare", BENCH / "bare.lua", bare_url, args, wrk_env, bare))
        results.append(
            run_wrk(wrk, "keyed read", BENCH / "keyed_read.lua", api_url, args, wrk_env, api)
        )
        if search_ready:
            for name, script in (
                ("search one way", "search_oneway.lua"),
                ("search round trip", "search_roundtrip.lua"),
            ):
                results.append(run_wrk(wrk, name, BENCH / script, api_url, args, wrk_env, api))
        throttled = sum(r.statuses.get(429, 0) for r in results)
        if throttled:
            notes.append(
                f"{throttled:,} responses were 429 (rate limited): those runs measured the "
                "limiter, not search. Raise --rate-limit-multiplier."
            )
        if any(not r.clean for r in results):
            notes.append("Some runs had non-2xx responses or socket errors: see the table.")
    finally:
        servers.stop()
        if args.keep_home:
            log(f"kept {home}")
        else:
            shutil.rmtree(home, ignore_errors=True)

    if not args.no_results:
        write_results(args.results, args, info, results, notes, command_line)
    for note in notes:
        log(note)
    return 0 if all(r.clean for r in results) else 1


def _raise_on_signal(signum, frame) -> None:
    raise KeyboardInterrupt(f"signal {signum}")


if __name__ == "__main__":
    signal.signal(signal.SIGTERM, _raise_on_signal)  # so `finally` stops the servers
    signal.signal(signal.SIGHUP, _raise_on_signal)
    try:
        sys.exit(main(sys.argv[1:]))
    except BenchError as error:
        log(f"error: {error}")
        sys.exit(2)
    except subprocess.CalledProcessError as error:
        output = error.stdout or error.stderr or b""
        if isinstance(output, bytes):
            output = output.decode(errors="replace")
        log(f"error: {' '.join(map(str, error.cmd))} exited with {error.returncode}\n{output}")
        sys.exit(2)
    except KeyboardInterrupt:
        log("interrupted; servers stopped")
        sys.exit(130)
