"""Real ``tarmac serve`` processes on the tests' database, for what only separate API
processes show (each with its own pool, caches and rate-limit counters)."""

import os
import signal
import socket
import subprocess
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path

import httpx

from tests.conftest import ROOT, TOKEN_SECRET

# How long a `tarmac serve` may take to answer /readyz: the host's start-up, not what a test
# checks. On 2026-11-29's host it took 34 s idle (the code of 2196f3a too) and more than 90
# beside the suite's two workers; under the 240 s a test may take in all.
START_TIMEOUT = 150.0


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def wait_until_serving(
    process: subprocess.Popen,
    url: str,
    deadline: float,
    output: Callable[[], str],
    path: str = "/readyz",
) -> None:
    """Wait until the ``tarmac serve`` ``process`` answers 200 at ``url + path``; fail with
    its ``output`` if it exits first, or when ``time.monotonic()`` passes ``deadline``."""
    while True:
        assert process.poll() is None, output()
        assert time.monotonic() < deadline, f"{url} did not start"
        try:
            if httpx.get(f"{url}{path}", timeout=2).status_code == 200:
                return
        except httpx.TransportError:
            pass
        time.sleep(0.2)


def _env(database_url: str, home: Path) -> dict[str, str]:
    return os.environ | {
        "TARMAC_HOME": str(home),
        "TARMAC_DATABASE_URL": database_url,
        "TARMAC_TOKEN_SECRET": TOKEN_SECRET,
        "TARMAC_MODE": "sandbox",
        "TARMAC_NBKR_RATES_URL": "",
        "TARMAC_LOG_LEVEL": "WARNING",
    }


def _stop(servers: list[subprocess.Popen]) -> None:
    for server in servers:
        server.send_signal(signal.SIGTERM)
    for server in servers:
        try:
            server.communicate(timeout=30)
        except subprocess.TimeoutExpired:
            server.kill()
            server.communicate()


@contextmanager
def api_processes(database_url: str, home: Path, count: int = 2) -> Iterator[list[str]]:
    """Start ``count`` ``tarmac serve --no-worker`` processes on ``database_url``; yield
    their base URLs once each answers ``/readyz``; stop them (SIGTERM) afterwards."""
    env = _env(database_url, home)
    ports = [_free_port() for _ in range(count)]
    servers = [
        subprocess.Popen(
            [str(ROOT / ".venv" / "bin" / "tarmac"), "serve", "--no-worker", "--port", str(p)],
            env=env,
            cwd=ROOT,
            stdout=subprocess.PIPE,
            stderr=subprocess.STDOUT,
            text=True,
        )
        for p in ports
    ]
    urls = [f"http://127.0.0.1:{port}" for port in ports]
    try:
        deadline = time.monotonic() + START_TIMEOUT
        for server, url in zip(servers, urls, strict=True):
            wait_until_serving(server, url, deadline, server.stdout.read)
        yield urls
    finally:
        _stop(servers)


@contextmanager
def served_by_workers(database_url: str, home: Path, workers: int = 2) -> Iterator[str]:
    """``tarmac serve --workers N`` on ``database_url`` (uvicorn's N API processes on one
    port); yield its base URL once it answers ``/readyz``; stop it (SIGTERM) afterwards:
    uvicorn stops its processes."""
    port = _free_port()
    tarmac = str(ROOT / ".venv" / "bin" / "tarmac")
    server = subprocess.Popen(
        [tarmac, "serve", "--workers", str(workers), "--port", str(port)],
        env=_env(database_url, home),
        cwd=ROOT,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
    )
    url = f"http://127.0.0.1:{port}"
    try:
        wait_until_serving(server, url, time.monotonic() + START_TIMEOUT, server.stdout.read)
        yield url
    finally:
        _stop([server])
