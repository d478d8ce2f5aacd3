"""An open-loop HTTP/1.1 load generator: requests sent at a fixed offered rate, whatever
the answers do.

wrk is a closed loop: each connection sends its next request only when the last one is
answered, so when the server stalls, wrk stops sending, and the requests that would have
waited are never measured (coordinated omission). Here each request has a *scheduled*
time (``rate`` a second, evenly spaced or as Poisson arrivals), it is sent then on an idle
keep-alive connection of a pool (a new one is opened when none is idle: the schedule never
waits for an answer), and its latency runs from its scheduled time to its response. Kept
per kind: p50, p99, p99.9 and statuses.

The generator must not be the bottleneck unnoticed: it reports the rate it achieved, how
late it sent (the send lag: actual minus scheduled send time) and its own CPU, and
``Report.behind`` says when it fell behind its schedule (``raise_if_behind`` fails the run).

As a library (``bench/latency_run.py``): ``asyncio.run(run(source, ...))`` with a
``Source`` making each request and hearing each answer. As a command, it offers one fixed
request, to check how much this host can offer (``bench/bare_app.py`` served on port 8082):

    .venv/bin/python bench/openloop.py --url http://127.0.0.1:8082/bare --rate 2000 \\
        --duration 10 --body '{"origin":"FRU","destination":"OSS","departure_date":"2027-01-05"}'

Responses must carry ``Content-Length`` (uvicorn's do); a chunked answer fails the run.
"""

import argparse
import asyncio
import json
import math
import random
import resource
import socket
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Protocol
from urllib.parse import urlsplit

import uvloop

MAX_LAG_MS = 10.0  # p99 of the send lag above this: the generator fell behind
MIN_ACHIEVED = 0.99  # sent fewer than this share of the scheduled requests: fell behind
FIRST_CONNECTIONS = 16  # opened before the first request
TIMEOUT = 0  # the status of a request unanswered within the timeout
BROKEN = -1  # the status of a request whose connection failed


class Source(Protocol):
    """What the generator sends, and what it is told back."""

    def next_request(self) -> tuple[str, bytes]:
        """The kind and the raw HTTP/1.1 request (``Host`` and ``Content-Length`` set) of
        the request due now."""
        ...

    def answered(self, kind: str, status: int, body: bytes) -> None:
        """The answer of a request of ``kind`` (called as it arrives)."""
        ...


def request_bytes(host: str, method: str, path: str, headers: dict[str, str], body: bytes) -> bytes:
    """A raw HTTP/1.1 keep-alive request."""
    lines = [f"{method} {path} HTTP/1.1", f"Host: {host}", f"Content-Length: {len(body)}"]
    lines += [f"{name}: {value}" for name, value in headers.items()]
    return ("\r\n".join(lines) + "\r\n\r\n").encode() + body


class Connection(asyncio.Protocol):
    """One keep-alive HTTP/1.1 connection carrying one request at a time."""

    def __init__(self) -> None:
        self.transport: asyncio.Transport | None = None
        self.buffer = bytearray()
        self.waiter: asyncio.Future[tuple[int, bytes]] | None = None
        self.status = 0
        self.body_at = -1  # where the body starts in the buffer, once the head is in
        self.length = 0
        self.closing = False  # the server said Connection: close
        self.open = False

    def connection_made(self, transport) -> None:
        self.transport = transport
        self.open = True

    def connection_lost(self, exc) -> None:
        self.open = False
        if self.waiter is not None and not self.waiter.done():
            self.waiter.set_exception(ConnectionError(exc or "connection closed"))

    def send(self, raw: bytes) -> "asyncio.Future[tuple[int, bytes]]":
        assert self.transport is not None
        self.waiter = asyncio.get_running_loop().create_future()
        self.buffer.clear()
        self.body_at = -1
        self.transport.write(raw)
        return self.waiter

    def data_received(self, data: bytes) -> None:
        self.buffer += data
        if self.body_at < 0:
            end = self.buffer.find(b"\r\n\r\n")
            if end < 0:
                return
            head = bytes(self.buffer[:end]).decode("latin-1").split("\r\n")
            self.status = int(head[0].split(" ", 2)[1])
            fields = {}
            for line in head[1:]:
                name, _, value = line.partition(":")
                fields[name.strip().lower()] = value.strip().lower()
            if "content-length" not in fields:
                self._fail(ConnectionError("an answer without Content-Length"))
                return
            self.length = int(fields["content-length"])
            self.closing = fields.get("connection") == "close"
            self.body_at = end + 4
        if len(self.buffer) - self.body_at >= self.length and self.waiter is not None:
            body = bytes(self.buffer[self.body_at : self.body_at + self.length])
            waiter, self.waiter = self.waiter, None
            if not waiter.done():
                waiter.set_result((self.status, body))

    def _fail(self, error: Exception) -> None:
        if self.waiter is not None and not self.waiter.done():
            self.waiter.set_exception(error)
        self.close()

    def close(self) -> None:
        self.open = False
        if self.transport is not None:
            self.transport.close()


@dataclass
class Kind:
    """The measured requests of one kind."""

    latencies_ms: list[float] = field(default_factory=list)  # scheduled time to response
    service_ms: list[float] = field(default_factory=list)  # sent to response
    statuses: dict[int, int] = field(default_factory=dict)

    def percentile(self, share: float, of: list[float] | None = None) -> float | None:
        values = sorted(self.latencies_ms if of is None else of)
        if not values:
            return None
        return values[min(len(values) - 1, max(0, math.ceil(len(values) * share) - 1))]


@dataclass
class Report:
    rate: float  # offered, requests a second
    seconds: float  # the measured window
    arrivals: str
    kinds: dict[str, Kind]
    scheduled: int = 0  # requests scheduled in the measured window
    sent: int = 0  # of those, sent
    # each measured request's send lag: from its scheduled time to when the generator
    # began sending it
    lags_ms: list[float] = field(default_factory=list)
    cpu_seconds: float = 0.0  # the generator's own, over the measured window
    connections: int = 0  # opened over the whole run
    unanswered: int = 0  # still in flight when the run gave up waiting
    capped: int = 0  # measured requests that waited for a connection (all busy, at the cap)

    @property
    def achieved(self) -> float:
        """Requests a second actually sent in the measured window."""
        return self.sent / self.seconds if self.seconds else 0.0

    @property
    def lag_p99_ms(self) -> float:
        return Kind(latencies_ms=self.lags_ms).percentile(0.99) or 0.0

    @property
    def cpu_share(self) -> float:
        """The generator's CPU over the window, as a share of one CPU."""
        return self.cpu_seconds / self.seconds if self.seconds else 0.0

    @property
    def behind(self) -> str | None:
        """Why the generator fell behind its schedule, or None."""
        if self.scheduled and self.sent < self.scheduled * MIN_ACHIEVED:
            return f"sent {self.sent:,} of {self.scheduled:,} scheduled requests"
        if self.lag_p99_ms > MAX_LAG_MS:
            return f"sent late: p99 of the send lag {self.lag_p99_ms:.1f} ms > {MAX_LAG_MS:g} ms"
        return None

    def raise_if_behind(self) -> None:
        if reason := self.behind:
            raise RuntimeError(
                f"the load generator fell behind its schedule ({reason}; its CPU "
                f"{self.cpu_share:.0%} of one CPU): the latencies measure the generator"
            )

    def summary(self) -> str:
        lines = [
            f"offered {self.rate:,.1f}/s ({self.arrivals}), achieved {self.achieved:,.1f}/s "
            f"over {self.seconds:.0f} s; send lag p99 {self.lag_p99_ms:.2f} ms; generator "
            f"CPU {self.cpu_share:.0%} of one CPU; {self.connections} connections opened; "
            f"{self.capped} waited for a connection (at the cap); {self.unanswered} unanswered"
        ]
        for name, kind in self.kinds.items():
            p50, p99, p999 = (kind.percentile(s) for s in (0.5, 0.99, 0.999))
            lines.append(
                f"{name}: {len(kind.latencies_ms):,} p50 {fmt(p50)} p99 {fmt(p99)} "
                f"p99.9 {fmt(p999)} statuses {dict(sorted(kind.statuses.items()))}"
            )
        return "\n".join(lines)


def fmt(ms: float | None) -> str:
    return "n/a" if ms is None else f"{ms:.2f} ms"


def process_cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_SELF)
    return usage.ru_utime + usage.ru_stime


async def run(  # noqa: C901, PLR0915
    source: Source,
    host: str,
    port: int,
    rate: float,
    duration: float,
    warmup: float = 0.0,
    arrivals: str = "uniform",
    request_timeout: float = 10.0,
    connections: int = FIRST_CONNECTIONS,
    max_connections: int = 1024,
    on_measure: Callable[[bool], None] | None = None,
    seed: int | None = None,
) -> Report:
    """Offer ``source``'s requests at ``rate`` a second for ``warmup`` then ``duration``
    seconds; requests scheduled in the warm-up are sent and answered but not measured.
    ``connections`` are opened before the first, more as needed up to ``max_connections``.
    ``on_measure(True)`` is called as the measured window opens, ``on_measure(False)`` as
    it closes (e.g. to read a server's CPU over it)."""
    loop = asyncio.get_running_loop()
    rng = random.Random(seed)  # noqa: S311 - arrivals, not secrets
    idle: list[Connection] = []
    opened = 0
    free = asyncio.Semaphore(max_connections)
    kinds: dict[str, Kind] = {}
    report = Report(rate=rate, seconds=duration, arrivals=arrivals, kinds=kinds)
    in_flight: set[asyncio.Task] = set()

    async def connection() -> Connection:
        nonlocal opened
        while idle:
            conn = idle.pop()
            if conn.open:
                return conn
        # a socket connected by address: create_connection(host, port) resolves the name
        # in a thread pool first, several milliseconds each under load
        sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        sock.setblocking(False)
        sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
        try:
            await loop.sock_connect(sock, address)
        except BaseException:
            sock.close()
            raise
        _, conn = await loop.create_connection(Connection, sock=sock)
        opened += 1
        return conn

    address = (socket.gethostbyname(host), port)
    idle.extend(await asyncio.gather(*(connection() for _ in range(connections))))

    async def one(kind: str, raw: bytes, scheduled: float, measured: bool) -> None:
        # the generator's own delay: a request that waits for a connection below is the
        # server's backlog, measured in its latency
        started = time.monotonic()
        status, body, sent_at = TIMEOUT, b"", scheduled
        if measured and free.locked():
            report.capped += 1
        async with free:
            conn = None
            try:
                conn = await asyncio.wait_for(connection(), request_timeout)
                sent_at = time.monotonic()
                if measured:
                    report.sent += 1
                status, body = await asyncio.wait_for(conn.send(raw), request_timeout)
            except TimeoutError:
                status = TIMEOUT
            except OSError:
                status = BROKEN
            finally:
                if conn is not None:
                    if status > 0 and conn.open and not conn.closing:
                        idle.append(conn)
                    else:
                        conn.close()
        done = time.monotonic()
        if status > 0:
            source.answered(kind, status, body)
        if measured:
            stats = kinds.setdefault(kind, Kind())
            stats.latencies_ms.append((done - scheduled) * 1000)
            stats.service_ms.append((done - sent_at) * 1000)
            stats.statuses[status] = stats.statuses.get(status, 0) + 1
            report.lags_ms.append(max(0.0, started - scheduled) * 1000)

    # time.monotonic, not loop.time(): uvloop's is in whole milliseconds, cached per turn
    start = time.monotonic() + 0.05
    measure_from, end = start + warmup, start + warmup + duration
    due = start
    cpu_before = 0.0
    measuring = False
    while due < end:
        now = time.monotonic()
        if now < due:
            await asyncio.sleep(due - now)
            continue
        if not measuring and due >= measure_from:
            measuring = True
            cpu_before = process_cpu()
            if on_measure:
                on_measure(True)
        # everything due by now goes out at once: nothing waits for an answer
        while due <= now and due < end:
            kind, raw = source.next_request()
            measured = due >= measure_from
            task = loop.create_task(one(kind, raw, due, measured))
            in_flight.add(task)
            task.add_done_callback(in_flight.discard)
            if measured:
                report.scheduled += 1
            interval = rng.expovariate(rate) if arrivals == "poisson" else 1.0 / rate
            due += interval
    # the measured window closes with the schedule; what it sent is still being answered
    if measuring:
        if on_measure:
            on_measure(False)
        report.cpu_seconds = process_cpu() - cpu_before
    if in_flight:
        _, pending = await asyncio.wait(set(in_flight), timeout=request_timeout + 1)
        report.unanswered = len(pending)
        for task in pending:
            task.cancel()
    for conn in idle:
        conn.close()
    report.connections = opened
    return report


class FixedSource:
    """One request, always the same: to check what this host can offer."""

    def __init__(self, raw: bytes) -> None:
        self.raw = raw

    def next_request(self) -> tuple[str, bytes]:
        return "request", self.raw

    def answered(self, kind: str, status: int, body: bytes) -> None:
        pass


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--url", required=True, help="http://host:port/path")
    parser.add_argument("--rate", type=float, required=True, help="requests a second")
    parser.add_argument("--duration", type=float, default=10.0)
    parser.add_argument("--warmup", type=float, default=2.0)
    parser.add_argument("--arrivals", choices=("uniform", "poisson"), default="uniform")
    parser.add_argument("--body", help="a JSON body: POST; without it, GET")
    parser.add_argument("--timeout", type=float, default=10.0)
    args = parser.parse_args(argv)
    url = urlsplit(args.url)
    if url.scheme != "http" or not url.hostname:
        parser.error("--url must be http://host[:port]/path")
    port = url.port or 80
    body = json.dumps(json.loads(args.body)).encode() if args.body else b""
    raw = request_bytes(
        f"{url.hostname}:{port}",
        "POST" if args.body else "GET",
        (url.path or "/") + (f"?{url.query}" if url.query else ""),
        {"Content-Type": "application/json"} if args.body else {},
        body,
    )
    report = uvloop.run(
        run(
            FixedSource(raw),
            url.hostname,
            port,
            args.rate,
            args.duration,
            args.warmup,
            args.arrivals,
            args.timeout,
        )
    )
    print(report.summary())
    if reason := report.behind:
        print(f"FELL BEHIND: {reason}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
