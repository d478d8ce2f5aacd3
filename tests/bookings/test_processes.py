"""Places and seats are never sold twice, an idempotency key acts once, a wallet never
pays past its balance nor a booking twice, and a payment never gives back more than was
paid, across two real API processes on one database (spec 01 §4.5 rules 4 and 5,
pay-with-balance, "Idempotency", §4.9 refunds; spec 02 §7): each process has its own
connection pool, caches and rate-limit counters, so only the database can keep these
rules."""

import asyncio
import re
from collections import Counter
from contextlib import asynccontextmanager

import asyncpg
import httpx
from sqlalchemy import func, select, update

from tarmac.bookings.models import Booking
from tarmac.inventory.models import BookingClassInventory
from tarmac.payments.models import Payment
from tests.bookings.helpers import BOOKINGS, book, booked_once, passenger, quote, sold
from tests.factories import create_api_key, create_partner
from tests.payments.helpers import assert_ledgers_balance, top_up, wallets
from tests.pricing.factories import create_zone_price
from tests.pricing.world import build_world
from tests.processes import api_processes, served_by_workers

ATTEMPTS = 50
PLACES = 10  # class Q of the world's flight
KEY = "c4b3a2f1-7e6d-4c5b-9a8f-0e1d2c3b4a59"
BOOKINGS_SERVED = re.compile(
    r'^tarmac_http_requests_total\{method="POST",route="/api/v1/bookings/",status="\d+"\} (\S+)$',
    re.M,
)


async def test_fifty_bookings_over_two_processes_at_a_class_of_ten_sell_exactly_ten(
    database_url, db, tmp_path
):
    world = await build_world(db)
    keys = [await create_api_key(db) for _ in range(5)]  # 30 bookings a minute per key
    await db.commit()
    with api_processes(database_url, tmp_path) as urls:
        clients = [httpx.AsyncClient(base_url=url, timeout=60) for url in urls]
        try:
            quotes = [
                await quote(clients[n % 2], keys[n % 5].headers, world.flight.id, fare_class="Q")
                for n in range(ATTEMPTS)
            ]
            responses = await asyncio.gather(
                *(
                    book(clients[n % 2], keys[n % 5].headers, q["quote_id"], [passenger()])
                    for n, q in enumerate(quotes)
                )
            )
        finally:
            for client in clients:
                await client.aclose()
    statuses = sorted(r.status_code for r in responses)
    assert statuses == [201] * PLACES + [409] * (ATTEMPTS - PLACES), statuses
    for refused in (r for r in responses if r.status_code == 409):
        detail = refused.json()["detail"]
        assert detail["error"] == "insufficient_availability_no_book_up"
        assert detail["booking_class_code"] == "Q" and detail["requested"] == 1
        assert detail["available"] == 0
    assert await sold(db, world.flight.id, "Q") == PLACES
    assert await db.scalar(select(func.count()).select_from(Booking)) == PLACES


async def _listening(database_url: str, processes: int, seconds: float = 60.0) -> bool:
    """Whether ``processes`` API processes listen for the others' changes (each does once
    started) within ``seconds``."""
    connection = await asyncpg.connect(database_url.replace("+asyncpg", ""))
    try:
        for _ in range(int(seconds / 0.1)):
            listening = await connection.fetchval(
                "SELECT count(*) FROM pg_stat_activity WHERE datname = current_database() "
                "AND query LIKE 'LISTEN%'"
            )
            if listening == processes:
                return True
            await asyncio.sleep(0.1)
        return False
    finally:
        await connection.close()


async def test_serve_with_two_workers_serves_from_both_and_sells_a_class_of_ten_once(
    database_url, db, tmp_path
):
    """`tarmac serve --workers 2`: uvicorn's two API processes on one port (the deployment
    of docs/operations.md) share fifty bookings at once of a class of ten, and sell ten."""
    world = await build_world(db)
    keys = [await create_api_key(db) for _ in range(5)]  # 30 bookings a minute per key
    await db.commit()
    with served_by_workers(database_url, tmp_path) as url:
        # /readyz answered from one process; the other may still be starting: each process
        # listens for the others' changes once started
        assert await _listening(database_url, 2)
        async with httpx.AsyncClient(base_url=url, timeout=60) as client:
            quotes = [
                await quote(client, keys[n % 5].headers, world.flight.id, fare_class="Q")
                for n in range(ATTEMPTS)
            ]
            responses = await asyncio.gather(
                *(
                    book(client, keys[n % 5].headers, q["quote_id"], [passenger()])
                    for n, q in enumerate(quotes)
                )
            )
        async with httpx.AsyncClient(base_url=url, timeout=60) as other_connection:
            metrics = (await other_connection.get("/metrics")).text
    statuses = sorted(r.status_code for r in responses)
    assert statuses == [201] * PLACES + [409] * (ATTEMPTS - PLACES), statuses
    assert await sold(db, world.flight.id, "Q") == PLACES
    assert await db.scalar(select(func.count()).select_from(Booking)) == PLACES
    # each process counts only the requests it served: one that served some, not all
    served_by_one = sum(float(n) for n in BOOKINGS_SERVED.findall(metrics))
    assert 0 < served_by_one < ATTEMPTS, metrics


async def test_concurrent_repeats_over_two_processes_book_once(database_url, db, tmp_path):
    world = await build_world(db, with_light=False)
    key = await create_api_key(db)
    await db.commit()
    headers = {**key.headers, "X-Idempotency-Key": KEY}
    with api_processes(database_url, tmp_path) as urls:
        clients = [httpx.AsyncClient(base_url=url, timeout=60) for url in urls]
        try:
            quoted = await quote(clients[0], key.headers, world.flight.id)
            responses = await asyncio.gather(
                *(book(clients[n % 2], headers, quoted["quote_id"]) for n in range(20))
            )
        finally:
            for client in clients:
                await client.aclose()
    await booked_once(db, responses, world.flight.id)


@asynccontextmanager
async def two_processes(database_url, tmp_path):
    """An HTTP client on each of two real API processes."""
    with api_processes(database_url, tmp_path) as urls:
        clients = [httpx.AsyncClient(base_url=url, timeout=60) for url in urls]
        try:
            yield clients
        finally:
            for client in clients:
                await client.aclose()


async def test_one_wallet_paying_over_two_processes_never_goes_below_zero_nor_pays_twice(
    database_url, db, tmp_path, admin_headers
):
    bookings, affordable = 20, 7  # the wallet holds 7 bookings and half of one more
    world = await build_world(db, with_light=False)
    partner = await create_partner(db)
    keys = [await create_api_key(db, partner_id=partner.id) for _ in range(2)]
    await db.commit()
    async with two_processes(database_url, tmp_path) as clients:
        booked = []
        for n in range(bookings):
            key = keys[n % 2]
            quoted = await quote(clients[n % 2], key.headers, world.flight.id)
            made = await book(clients[n % 2], key.headers, quoted["quote_id"], [passenger()])
            assert made.status_code == 201, made.text
            booked.append((key, made.json()))
        price = booked[0][1]["total_amount"]
        await top_up(clients[0], admin_headers, partner.id, f"{affordable * price + price / 2:.2f}")

        # every booking asked twice at once, once on each process
        responses = await asyncio.gather(
            *(
                clients[side].post(f"{BOOKINGS}/{b['id']}/pay-with-balance", headers=key.headers)
                for key, b in booked
                for side in (0, 1)
            )
        )

        assert {r.status_code for r in responses} <= {200, 400, 409, 422}, [
            (r.status_code, r.text) for r in responses if r.status_code >= 500
        ]
        assert [r.status_code for r in responses].count(200) == affordable
        wallet = (await wallets(clients[1], keys[0], partner.id))["USD"]
        assert wallet["balance"] == round(price / 2, 2)
        await assert_ledgers_balance(clients[1], admin_headers)
    paid = Counter(await db.scalars(select(Payment.booking_id)))
    assert len(paid) == affordable and set(paid.values()) == {1}


async def test_refunds_of_one_payment_over_two_processes_never_give_back_more_than_was_paid(
    database_url, db, tmp_path, admin_headers
):
    world = await build_world(db, with_light=False)
    partner = await create_partner(db)
    key = await create_api_key(db, partner_id=partner.id)
    await db.commit()
    async with two_processes(database_url, tmp_path) as clients:
        await top_up(clients[0], admin_headers, partner.id, "1000.00")
        quoted = await quote(clients[0], key.headers, world.flight.id)
        made = await book(clients[0], key.headers, quoted["quote_id"], [passenger()])
        assert made.status_code == 201, made.text
        booking = made.json()
        paid = await clients[1].post(
            f"{BOOKINGS}/{booking['id']}/pay-with-balance", headers=key.headers
        )
        assert paid.status_code == 200, paid.text
        (payment,) = paid.json()["payments"]
        part = round(payment["amount"] * 0.6, 2)  # two of them would be 120 %

        # the airline's refunds, which may go beyond the fare: what was paid is the bound
        responses = await asyncio.gather(
            *(
                clients[n % 2].post(
                    f"/api/v1/admin/payments/{payment['payment_id']}/refund",
                    json={"amount": part, "reason": "race"},
                    headers=admin_headers,
                )
                for n in range(10)
            )
        )

        statuses = sorted(r.status_code for r in responses)
        assert statuses == [200] + [422] * 9, [(r.status_code, r.text) for r in responses]
        wallet = (await wallets(clients[0], key, partner.id))["USD"]
        assert wallet["balance"] == round(1000 - payment["amount"] + part, 2)
        await assert_ledgers_balance(clients[0], admin_headers)


async def test_bookings_racing_for_one_seat_over_two_processes_give_it_once(
    database_url, db, tmp_path
):
    attempts = 20
    world = await build_world(db)
    await create_zone_price(db, "STD", "0", is_included=True)
    await db.execute(
        update(BookingClassInventory)
        .where(BookingClassInventory.flight_id == world.flight.id)
        .values(seats=attempts)
    )
    keys = [await create_api_key(db) for _ in range(2)]
    await db.commit()
    async with two_processes(database_url, tmp_path) as clients:
        quotes = [
            await quote(clients[n % 2], keys[n % 2].headers, world.flight.id, fare_class="Y")
            for n in range(attempts)
        ]
        responses = await asyncio.gather(
            *(
                book(
                    clients[n % 2],
                    keys[n % 2].headers,
                    q["quote_id"],
                    [passenger(seat_number="7B")],
                )
                for n, q in enumerate(quotes)
            )
        )
    statuses = sorted(r.status_code for r in responses)
    assert statuses == [201] + [409] * (attempts - 1), [r.text for r in responses]
    for refused in (r for r in responses if r.status_code == 409):
        assert refused.json()["detail"]["seat_number"] == "7B"
    assert await db.scalar(select(func.count()).select_from(Booking)) == 1
