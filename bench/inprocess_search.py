"""CPU per remembered search through the real ASGI app, in process (no sockets, no uvicorn).

Loads the demo world into a fresh ``TARMAC_HOME`` (embedded PostgreSQL), builds the app
with ``create_app``, runs its lifespan, warms the per-segment answers, then times N
sequential one-way searches (``time.process_time``: this process's CPU, the database's
excluded; remembered searches send no statement). ``--profile FILE`` writes a cProfile of
the measured requests. Usage: .venv/bin/python bench/inprocess_search.py [-n 20000]
"""

import argparse
import cProfile
import dataclasses
import os
import shutil
import subprocess
import sys
import tempfile
import time
from datetime import datetime, timedelta
from pathlib import Path
from zoneinfo import ZoneInfo

import asgi_call
import orjson

ROOT = Path(__file__).resolve().parent.parent
SEARCH_PATH = "/api/v1/schedules/flights/search"


def body(departure) -> bytes:
    return orjson.dumps(
        {
            "origin": "FRU",
            "destination": "OSS",
            "departure_date": departure.isoformat(),
            "adults": 2,
            "children": 1,
            "infants": 0,
            "include_prices": True,
            "currency": "KGS",
        }
    )


async def one(app, headers: list[tuple[bytes, bytes]], payload: bytes) -> int:
    status, _ = await asgi_call.call(app, "POST", SEARCH_PATH, headers, payload)
    return status


async def run(args) -> None:
    from tarmac.app import create_app
    from tarmac.config import Settings
    from tarmac.demo import demo_keys

    key = next(dataclasses.asdict(k) for k in demo_keys(Settings()) if k.client_type == "agency")
    headers = [
        (b"host", b"127.0.0.1:8081"),
        (b"content-type", b"application/json"),
        (b"x-api-key", key["key"].encode()),
        (b"x-client-id", key["client_id"].encode()),
        (b"x-client-type", key["client_type"].encode()),
    ]
    app = create_app()
    today = datetime.now(ZoneInfo("Asia/Bishkek")).date()
    payloads = [body(today + timedelta(days=7 + n)) for n in range(30)]
    async with app.router.lifespan_context(app):
        for payload in payloads * 3:
            status = await one(app, headers, payload)
            assert status == 200, status
        for _ in range(3):
            for n in range(args.n // 10):
                await one(app, headers, payloads[n % 30])
            profile = cProfile.Profile() if args.profile else None
            if profile:
                profile.enable()
            started = time.process_time()
            for n in range(args.n):
                await one(app, headers, payloads[n % 30])
            spent = time.process_time() - started
            if profile:
                profile.disable()
                profile.dump_stats(args.profile)
            print(f"{args.n} remembered searches: {spent / args.n * 1000:.4f} ms CPU each")


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("-n", type=int, default=20_000)
    parser.add_argument("--profile")
    args = parser.parse_args()
    home = Path(tempfile.mkdtemp(prefix="tarmac-inproc-"))
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

        uvloop.run(run(args))
    finally:
        from tarmac.db import embedded

        embedded.stop()
        shutil.rmtree(home, ignore_errors=True)


if __name__ == "__main__":
    main()
