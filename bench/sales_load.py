"""Sales during a benchmark: takes and gives back places through the inventory service,
one write per ``--every`` searches the API has answered (read from its ``/metrics``), on
random flights and booking classes of the next ``--days`` days. Runs until stopped
(SIGTERM), then prints how many writes it made.

Each write is what a booking or a cancellation will do: ``inventory.service.take`` or
``give_back`` in a transaction of its own, committed, so the API process sees it as it
will see a sale made by another process (a notification naming the flight).
"""

import argparse
import asyncio
import contextlib
import random
import re
import signal
import sys
import urllib.request
from datetime import timedelta

from sqlalchemy import select

from tarmac.catalog.models import Flight
from tarmac.config import Settings
from tarmac.core import clock
from tarmac.db.engine import create_engine, database_url, session_factory
from tarmac.inventory import service as inventory
from tarmac.inventory.models import BookingClassInventory

SEARCHES = re.compile(
    r'^tarmac_http_requests_total\{method="POST",route="/api/v1/schedules/flights/search",'
    r'status="200"\} ([\d.e+]+)$',
    re.M,
)


def searches_answered(metrics_url: str) -> int:
    with urllib.request.urlopen(metrics_url, timeout=5) as response:  # noqa: S310 (loopback)
        text = response.read().decode()
    return int(sum(float(n) for n in SEARCHES.findall(text)))


async def main(args: argparse.Namespace) -> int:
    engine = create_engine(database_url(Settings()), pool_size=2)
    sessions = session_factory(engine)
    today = clock.now().date()
    async with sessions() as session:
        classes = (
            await session.execute(
                select(BookingClassInventory.flight_id, BookingClassInventory.booking_class)
                .join(Flight, Flight.id == BookingClassInventory.flight_id)
                .where(Flight.flight_date.between(today, today + timedelta(days=args.days)))
            )
        ).all()
    taken: list[tuple] = []
    writes = 0
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    loop.add_signal_handler(signal.SIGTERM, stop.set)
    loop.add_signal_handler(signal.SIGINT, stop.set)
    start = searches_answered(args.metrics_url)
    while not stop.is_set():
        due = (searches_answered(args.metrics_url) - start) // args.every
        while writes < due and not stop.is_set():
            async with sessions() as session:
                if taken and (writes % 2 == 1 or len(taken) > 500):
                    flight_id, booking_class = taken.pop(random.randrange(len(taken)))  # noqa: S311
                    await inventory.give_back(session, flight_id, booking_class, 1)
                else:
                    flight_id, booking_class = random.choice(classes)  # noqa: S311
                    try:
                        await inventory.take(session, flight_id, booking_class, 1)
                        taken.append((flight_id, booking_class))
                    except inventory.SoldOut:
                        continue
                await session.commit()
            writes += 1
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(stop.wait(), 0.05)
    async with sessions() as session:  # leave the inventory as it was
        for flight_id, booking_class in taken:
            await inventory.give_back(session, flight_id, booking_class, 1)
        await session.commit()
    await engine.dispose()
    print(f"sales writes: {writes}", flush=True)
    return 0


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--metrics-url", required=True)
    parser.add_argument("--every", type=int, default=75, help="searches per write")
    parser.add_argument("--days", type=int, default=60)
    sys.exit(asyncio.run(main(parser.parse_args())))
