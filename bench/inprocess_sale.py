"""CPU per sale through the real ASGI app, in process (no sockets, no uvicorn, no wrk).

Loads the demo world into a fresh ``TARMAC_HOME`` (embedded PostgreSQL), builds the app with
``create_app`` and runs its lifespan, then times sequential requests of three kinds
(``time.process_time``: this process's CPU, PostgreSQL's excluded), each on rows made just
before and not timed:

- ``booking``: ``POST /api/v1/bookings/`` (variant A) of a quote of a random flight of the
  next 60 days and a random party (the parties of ``booking_run.py``), new passengers;
- ``pay``: ``POST /api/v1/bookings/{id}/pay-with-balance`` of a pending booking of a new
  partner whose wallets are topped up (the one-wallet scenario of ``payments_run.py``);
- ``quote``: ``POST /api/v1/fares/quote`` priced anew (``quote_new.lua``: FRU to OSS, 2 adults
  and a child, the promo and the partnership of ``quote_run.py``, a new ``customer_email``
  each time).

``--profile PREFIX`` writes a cProfile of each kind's measured requests to
``PREFIX.<kind>.prof`` (CPU time; a coroutine's cumulative time is not to be trusted, its own
time is); ``--pause SECONDS`` waits before each measured round, for a sampling profiler to
attach (``py-spy record --pid``). Usage: .venv/bin/python bench/inprocess_sale.py [-n 300]
[--only booking,pay,quote] [--rounds 3] [--profile /tmp/sale]
"""

import argparse
import asyncio
import cProfile
import dataclasses
import gc
import os
import random
import shutil
import subprocess
import sys
import tempfile
import time
from datetime import date, datetime, timedelta
from pathlib import Path
from zoneinfo import ZoneInfo

import asgi_call
import httpx
import orjson

ROOT = Path(__file__).resolve().parent.parent
QUOTE = "/api/v1/fares/quote"
BOOKINGS = "/api/v1/bookings/"
PARTIES = [(1, 0, 0), (2, 0, 0), (2, 1, 0), (1, 0, 1), (2, 2, 1)]
KINDS = ("booking", "pay", "quote")


async def send(app, method: str, path: str, headers: list[tuple[bytes, bytes]], payload: bytes):
    """One request straight to the ASGI app; its status."""
    status, _ = await asgi_call.call(app, method, path, headers, payload)
    return status


def letters(n: int) -> str:
    out = ""
    while True:
        out = chr(65 + n % 26) + out
        n //= 26
        if n == 0:
            return out


def party_passengers(party: tuple[int, int, int], tag: str, today: date) -> list[dict]:
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


def header_list(headers: dict[str, str]) -> list[tuple[bytes, bytes]]:
    return [
        (b"host", b"127.0.0.1:8081"),
        (b"content-type", b"application/json"),
        *((k.lower().encode(), v.encode()) for k, v in headers.items()),
    ]


@dataclasses.dataclass
class World:
    client: httpx.AsyncClient
    agency: dict[str, str]  # the demo agency key's headers
    payer: dict[str, str]  # a new partner's agency key, wallets topped up
    partner_id: str  # the demo agency's partner
    flights: list[str]
    today: date
    rng: random.Random
    made: int = 0

    async def quote_of_random_flight(self, headers: dict[str, str]) -> tuple[str, tuple]:
        party = self.rng.choice(PARTIES)
        pax = [
            {"type": kind, "count": k}
            for kind, k in zip(("adult", "child", "infant"), party, strict=True)
            if k
        ]
        while True:
            body = {"flight_id": self.rng.choice(self.flights), "pax": pax}
            answer = await self.client.post(QUOTE, json=body, headers=headers)
            if answer.status_code == 200:
                return answer.json()["quote_id"], party

    def booking_body(self, quote_id: str, party: tuple) -> bytes:
        self.made += 1
        tag = f"IP {letters(self.made)}"
        return orjson.dumps(
            {
                "quote_id": quote_id,
                "passengers": party_passengers(party, tag, self.today),
                "contact_email": f"bench-{self.made}@example.com",
            }
        )


async def set_up(app, client: httpx.AsyncClient) -> World:
    from tarmac.auth.tokens import TokenSigner
    from tarmac.config import Settings
    from tarmac.demo import demo_keys

    settings = Settings()
    token = TokenSigner(settings.resolved_token_secret()).staff_token("bench", {"admin"}, 3600)
    staff = {"Authorization": f"Bearer {token}"}
    key = next(dataclasses.asdict(k) for k in demo_keys(settings) if k.client_type == "agency")
    agency = {
        "X-API-Key": key["key"],
        "X-Client-Id": key["client_id"],
        "X-Client-Type": key["client_type"],
    }

    async def call(method: str, path: str, body: object = None) -> object:
        answer = await client.request(method, f"/api/v1/admin{path}", json=body, headers=staff)
        assert answer.status_code in (200, 201), (path, answer.status_code, answer.text[:300])
        return answer.json()

    keys = await call("GET", "/api-keys")
    partner_id = next(k for k in keys if k["client_id"] == key["client_id"])["partner_id"]
    today = datetime.now(ZoneInfo("Asia/Bishkek")).date()
    probe = await client.post(
        QUOTE,
        json={
            "origin": "FRU",
            "destination": "OSS",
            "departure_date": (today + timedelta(days=10)).isoformat(),
        },
    )
    route_id, currency = probe.json()["route_id"], probe.json()["currency"]
    await call(
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
    await call(
        "POST",
        "/taxes",
        {"code": "BENCH_VAT", "tax_type": "percentage", "amount": "12", "route_id": route_id},
    )
    await call(
        "POST", "/promo-codes", {"code": "BENCH10", "discount_type": "percentage", "amount": "10"}
    )
    await call(
        "POST",
        "/partnerships",
        {
            "partner_id": partner_id,
            "agreement_name": "Benchmark agreement",
            "effective_date": "2020-01-01",
            "discount_percent": "5",
        },
    )
    partner = await call("POST", "/partners", {"name": "Bench in process"})
    payer_key = await call(
        "POST",
        "/api-keys",
        {
            "name": "bench in process",
            "key_type": "secret",
            "client_id": "bench-inprocess",
            "client_type": "agency",
            "partner_id": partner["id"],
        },
    )
    for wallet_currency in ("KGS", "USD"):
        await call(
            "POST",
            f"/partners/{partner['id']}/wallet/top-up",
            {"currency": wallet_currency, "amount": "1000000000"},
        )
    payer = {
        "X-API-Key": payer_key["key"],
        "X-Client-Id": "bench-inprocess",
        "X-Client-Type": "agency",
    }
    from sqlalchemy import text

    async with app.state.engine.connect() as connection:
        rows = await connection.execute(
            text(
                "SELECT id FROM flights WHERE status = 'scheduled' "
                "AND flight_date BETWEEN :first AND :last ORDER BY flight_date, flight_number"
            ),
            {"first": today + timedelta(days=2), "last": today + timedelta(days=61)},
        )
        flights = [str(row[0]) for row in rows]
    return World(client, agency, payer, partner_id, flights, today, random.Random(35))  # noqa: S311 - load, not secrets


Prepared = list[tuple[str, str, list[tuple[bytes, bytes]], bytes]]


async def prepare(world: World, kind: str, count: int) -> Prepared:
    """``count`` requests of ``kind`` ready to send: (method, path, headers, body)."""
    requests: Prepared = []
    if kind == "booking":
        headers = header_list(world.agency)
        for _ in range(count):
            quote_id, party = await world.quote_of_random_flight(world.agency)
            requests.append(("POST", BOOKINGS, headers, world.booking_body(quote_id, party)))
    elif kind == "pay":
        headers = header_list(world.payer)
        for _ in range(count):
            quote_id, party = await world.quote_of_random_flight(world.payer)
            made = await world.client.post(
                BOOKINGS,
                content=world.booking_body(quote_id, party),
                headers={**world.payer, "Content-Type": "application/json"},
            )
            if made.status_code == 409:
                continue  # a class sold out: not a payment to measure
            assert made.status_code == 201, made.text[:300]
            path = f"{BOOKINGS}{made.json()['id']}/pay-with-balance"
            requests.append(("POST", path, headers, b""))
    else:
        headers = header_list(world.agency)
        for _ in range(count):
            world.made += 1
            day = world.today + timedelta(days=7 + world.made % 30)
            body = {
                "origin": "FRU",
                "destination": "OSS",
                "departure_date": day.isoformat(),
                "pax": [{"type": "ADT", "count": 2}, {"type": "CHD", "count": 1}],
                "partner_id": world.partner_id,
                "promo_code": "BENCH10",
                "customer_email": f"bench-new-{world.made}@example.com",
            }
            requests.append(("POST", QUOTE, headers, orjson.dumps(body)))
    return requests


class Collector:
    """The CPU the cycle collector takes while it is installed (``gc.callbacks``)."""

    def __init__(self) -> None:
        self.spent = 0.0
        self._started = 0.0

    def __call__(self, phase: str, info: dict) -> None:
        if phase == "start":
            self._started = time.process_time()
        else:
            self.spent += time.process_time() - self._started


async def timed(
    app, requests: Prepared, profile: cProfile.Profile | None
) -> tuple[float, float, dict[int, int]]:
    """This process's CPU over ``requests`` sent one after the other, the collector's part
    of it, and the statuses answered."""
    statuses: dict[int, int] = {}
    collector = Collector()
    gc.callbacks.append(collector)
    if profile:
        profile.enable()
    started = time.process_time()
    for method, path, headers, body in requests:
        status = await send(app, method, path, headers, body)
        statuses[status] = statuses.get(status, 0) + 1
    spent = time.process_time() - started
    if profile:
        profile.disable()
    gc.callbacks.remove(collector)
    return spent, collector.spent, statuses


async def run(args) -> None:
    from tarmac.app import create_app

    app = create_app()
    kinds = [k for k in KINDS if k in args.only.split(",")]
    async with app.router.lifespan_context(app):
        transport = httpx.ASGITransport(app=app)
        async with httpx.AsyncClient(transport=transport, base_url="http://127.0.0.1") as client:
            world = await set_up(app, client)
            for kind in kinds:
                await timed(app, await prepare(world, kind, max(args.n // 2, 50)), None)  # warm
                profile = cProfile.Profile(time.process_time) if args.profile else None
                results = []
                for _ in range(args.rounds):
                    requests = await prepare(world, kind, args.n)
                    if args.pause:  # time for a sampling profiler to attach (py-spy --pid)
                        print(f"{kind}: measuring in {args.pause} s, pid {os.getpid()}", flush=True)
                        await asyncio.sleep(args.pause)
                    spent, collecting, statuses = await timed(app, requests, profile)
                    results.append(spent / len(requests) * 1000)
                    print(
                        f"{kind}: {len(requests)} requests, {results[-1]:.3f} ms CPU each, "
                        f"{collecting / len(requests) * 1000:.3f} ms of it collecting "
                        f"(statuses {statuses})",
                        flush=True,
                    )
                median = sorted(results)[len(results) // 2]
                print(f"{kind}: best {min(results):.3f} ms, median {median:.3f} ms", flush=True)
                if profile:
                    profile.dump_stats(f"{args.profile}.{kind}.prof")
            await sizes(app)


async def sizes(app) -> None:
    """What a stored pricing and a booking's pricing take (bytes of JSON, on average)."""
    from sqlalchemy import text

    async with app.state.engine.connect() as connection:
        pricing = (
            await connection.execute(
                text(
                    "SELECT avg(octet_length(request::text)), avg(octet_length(body::text)), "
                    "avg(octet_length(resolution::text)) FROM quote_pricings"
                )
            )
        ).one()
        booking = await connection.scalar(
            text("SELECT avg(octet_length(pricing::text)) FROM bookings")
        )
    print(
        "stored pricing, bytes of request / body / resolution: "
        + " / ".join(f"{float(n or 0):,.0f}" for n in pricing)
        + f"; a booking's pricing: {float(booking or 0):,.0f}"
    )


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("-n", type=int, default=300, help="requests per round")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--only", default=",".join(KINDS), help="booking, pay, quote")
    parser.add_argument("--profile", help="write PREFIX.<kind>.prof")
    parser.add_argument("--pause", type=float, default=0, help="seconds before each round")
    args = parser.parse_args()
    home = Path(tempfile.mkdtemp(prefix="tarmac-inproc-sale-"))
    os.environ.update(
        TARMAC_HOME=str(home),
        TARMAC_MODE="sandbox",
        TARMAC_LOG_LEVEL="WARNING",
        TARMAC_RATE_LIMIT_MULTIPLIER="10000",
        TARMAC_NBKR_RATES_URL="",
    )
    try:
        subprocess.run(  # noqa: S603 - our own CLI
            [str(Path(sys.executable).parent / "tarmac"), "demo"],
            check=True,
            cwd=ROOT,
            stdout=subprocess.DEVNULL,
        )
        import uvloop

        uvloop.run(run(args))
    finally:
        from tarmac.db import embedded

        embedded.stop()
        shutil.rmtree(home, ignore_errors=True)


if __name__ == "__main__":
    main()
