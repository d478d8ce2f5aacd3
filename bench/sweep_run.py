"""How many lapsed pending bookings the expiry sweep expires a second (issue 21, point 12:
at least 1,000). Not a test: it times one thing.

    TARMAC_DATABASE_URL=postgresql://postgres@127.0.0.1:5432/postgres \\
        .venv/bin/python bench/sweep_run.py --bookings 20000 --flights 20

It creates a database of its own on that server (dropped at the end), migrates it, builds
the test world (tests.pricing.world) plus ``--flights`` more flights, writes ``--bookings``
pending bookings past their time (one segment each, spread over the flights and two
classes), then times ``bookings.service.expire_due`` until none is left, one transaction
as the worker runs it, and checks every place came back.
"""

import argparse
import asyncio
import os
import sys
import time
import uuid
from datetime import timedelta
from pathlib import Path

from sqlalchemy import func, select, text
from sqlalchemy.ext.asyncio import create_async_engine

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tests.catalog.factories import create_flight, create_inventory  # noqa: E402
from tests.pricing.world import build_world, today  # noqa: E402

from tarmac.bookings import service  # noqa: E402
from tarmac.bookings.models import Booking  # noqa: E402
from tarmac.db import models  # noqa: E402, F401 (every table)
from tarmac.db.engine import create_engine, session_factory, to_asyncpg_url  # noqa: E402
from tarmac.db.migrate import upgrade  # noqa: E402
from tarmac.inventory.models import BookingClassInventory, CabinInventory  # noqa: E402


async def _admin(url: str, statement: str) -> None:
    engine = create_async_engine(url, isolation_level="AUTOCOMMIT")
    async with engine.connect() as connection:
        await connection.execute(text(statement))
    await engine.dispose()


async def run(url: str, bookings: int, flights: int) -> None:
    engine = create_engine(url)
    sessions = session_factory(engine)
    async with sessions() as db:
        world = await build_world(db)
        flight_ids = [world.flight.id]
        for n in range(flights - 1):
            flight = await create_flight(
                db,
                world.route,
                world.aircraft,
                today() + timedelta(days=20 + n),
                number=f"TQ{300 + n}",
            )
            await create_inventory(db, flight, "Y", seats=20)
            await create_inventory(db, flight, "Q", seats=10)
            flight_ids.append(flight.id)
        per_class = bookings // (2 * len(flight_ids)) + 1
        for model in (BookingClassInventory, CabinInventory):
            await db.execute(
                model.__table__.update()
                .where(model.flight_id.in_(flight_ids))
                .values(seats=model.seats + 2 * per_class)
            )
        plan = world.prices["adult"].fare_plan_id
        rule = world.prices["adult"].fare_rule_id or (
            await db.scalar(text("SELECT fare_rule_id FROM fare_plans WHERE id = :p"), {"p": plan})
        )
        await db.execute(
            text(
                "INSERT INTO bookings (id, booking_reference, status, payment_status, "
                "total_amount, currency, extensions, flight_id, pricing, expiry_date, "
                "created_at, updated_at) "
                "SELECT gen_random_uuid(), 'B' || lpad(n::text, 5, '0'), 'pending', 'unpaid', "
                "100, 'USD', 0, "
                "(CAST(:flights AS uuid[]))[1 + n % cardinality(CAST(:flights AS uuid[]))], "
                "'{}'::jsonb, "
                "now() - interval '1 minute', now() - interval '20 minutes', now() "
                "FROM generate_series(1, :n) AS n"
            ),
            {"n": bookings, "flights": flight_ids},
        )
        await db.execute(
            text(
                "INSERT INTO booking_segments (id, booking_id, position, direction, flight_id, "
                "fare_plan_id, fare_rule_id, fare_family_code, booking_class, cabin, places, "
                "created_at, updated_at) "
                "SELECT gen_random_uuid(), id, 0, 'outbound', flight_id, :plan, :rule, "
                "'CLASSIC', CASE WHEN right(booking_reference, 1) IN ('0','2','4','6','8') "
                "THEN 'Y' ELSE 'Q' END, 'economy', 1, now(), now() FROM bookings"
            ),
            {"plan": plan, "rule": rule},
        )
        await db.execute(
            text(
                "UPDATE booking_class_inventory c SET sold = c.sold + s.places FROM ("
                "SELECT flight_id, booking_class, count(*) AS places FROM booking_segments "
                "GROUP BY 1, 2) s WHERE c.flight_id = s.flight_id "
                "AND c.booking_class = s.booking_class"
            )
        )
        await db.execute(
            text(
                "UPDATE cabin_inventory c SET sold = s.sold FROM (SELECT flight_id, cabin, "
                "sum(sold) AS sold FROM booking_class_inventory GROUP BY 1, 2) s "
                "WHERE c.flight_id = s.flight_id AND c.cabin = s.cabin"
            )
        )
        await db.commit()

    started = time.perf_counter()
    async with sessions() as session, session.begin():
        expired = await service.expire_due(session)
    elapsed = time.perf_counter() - started

    async with sessions() as db:
        left = await db.scalar(
            select(func.count()).select_from(Booking).where(Booking.status == "pending")
        )
        sold = await db.scalar(select(func.sum(BookingClassInventory.sold)))
        cabin_sold = await db.scalar(select(func.sum(CabinInventory.sold)))
    await engine.dispose()
    print(
        f"expired {expired} lapsed bookings on {len(flight_ids)} flights in {elapsed:.2f} s: "
        f"{expired / elapsed:,.0f} a second (pending left {left}, places still sold "
        f"{sold} in classes, {cabin_sold} in cabins)"
    )
    if left or sold or cabin_sold:
        raise SystemExit("the sweep left places or bookings behind")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--bookings", type=int, default=20000)
    parser.add_argument("--flights", type=int, default=20)
    args = parser.parse_args()
    server = to_asyncpg_url(os.environ["TARMAC_DATABASE_URL"])
    name = f"tarmac_sweep_{uuid.uuid4().hex[:10]}"
    head, _, query = server.partition("?")
    url = f"{head.rsplit('/', 1)[0]}/{name}" + (f"?{query}" if query else "")
    asyncio.run(_admin(server, f'CREATE DATABASE "{name}"'))
    try:
        upgrade(url)
        asyncio.run(run(url, args.bookings, args.flights))
    finally:
        asyncio.run(_admin(server, f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)'))


if __name__ == "__main__":
    main()
