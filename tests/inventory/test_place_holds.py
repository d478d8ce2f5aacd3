"""Places held by drafts (``inventory.hold``, ``release_holds``, ``lost_holds``): a sale
takes held places from the newest holds, whole; a hold takes only free places; the class's
``held`` is always the sum of its held holds; and sales, holds and releases of round trips
running at once never oversell, never over-hold and never deadlock."""

import asyncio
import random
import uuid
from datetime import timedelta

import pytest
from sqlalchemy import func, select

from tarmac.core import clock
from tarmac.inventory import service as inventory
from tarmac.inventory.models import BookingClassInventory, PlaceHold
from tests.catalog.factories import (
    create_aircraft,
    create_airport,
    create_flight,
    create_inventory,
    create_route,
)

DAY = (clock.now() + timedelta(days=20)).date()


async def _flights(db, seats=10):
    """Two flights, out and back a day later, each with class Y of ``seats`` places."""
    a = await create_airport(db, "FRU", "Bishkek")
    b = await create_airport(db, "OSS", "Osh")
    aircraft = await create_aircraft(db)
    out = await create_flight(db, await create_route(db, a, b), aircraft, DAY)
    back = await create_flight(
        db, await create_route(db, b, a), aircraft, DAY + timedelta(days=1), number="TQ102"
    )
    for flight in (out, back):
        await create_inventory(db, flight, "Y", seats=seats)
    await db.commit()
    return out.id, back.id


async def _class(db, flight_id) -> tuple[int, int, int]:
    row = (
        await db.execute(
            select(
                BookingClassInventory.seats, BookingClassInventory.sold, BookingClassInventory.held
            ).where(BookingClassInventory.flight_id == flight_id)
        )
    ).one()
    return tuple(row)


async def _holds_add_up(db) -> None:
    rows = (
        await db.execute(
            select(
                BookingClassInventory.flight_id,
                BookingClassInventory.seats,
                BookingClassInventory.sold,
                BookingClassInventory.held,
            )
        )
    ).all()
    holds = dict(
        (
            await db.execute(
                select(PlaceHold.flight_id, func.sum(PlaceHold.places))
                .where(PlaceHold.status == "held")
                .group_by(PlaceHold.flight_id)
            )
        ).all()
    )
    for flight_id, seats, sold, held in rows:
        assert held == holds.get(flight_id, 0)
        assert sold >= 0 and held >= 0 and sold + held <= seats


async def test_a_sale_takes_the_newest_holds_whole_and_only_what_it_needs(db):
    out, _ = await _flights(db)
    now = clock.now()
    oldest, middle, newest = uuid.uuid4(), uuid.uuid4(), uuid.uuid4()
    for n, (holder, count) in enumerate(((oldest, 4), (middle, 3), (newest, 2))):
        await inventory.hold(
            db, holder, [(out, "Y")], count, until=None, now=now + timedelta(seconds=n)
        )
    assert await _class(db, out) == (10, 0, 9)
    assert (await inventory.take(db, out, "Y", 1)).held == 9  # the free place first
    taken = await inventory.take(db, out, "Y", 3)  # needs 3 held: the two newest holds
    assert (taken.sold, taken.held) == (4, 4)
    lost = await inventory.lost_holds(db, [oldest, middle, newest])
    assert set(lost) == {middle, newest}
    assert {loss.reason for loss in lost.values()} == {"taken_by_booking"}
    # noted by their holders: released, reason and time kept, nothing more given back
    await inventory.release_holds(db, {middle: "x", newest: "x"}, now=clock.now())
    assert await inventory.lost_holds(db, [middle, newest]) == {}
    assert await _class(db, out) == (10, 4, 4)
    reasons = (
        await db.scalars(select(PlaceHold.released_reason).where(PlaceHold.holder == newest))
    ).all()
    assert reasons == ["taken_by_booking"]
    with pytest.raises(inventory.SoldOut) as raised:
        await inventory.take(db, out, "Y", 7)
    assert raised.value.detail["available"] == 6  # what a sale could take
    await _holds_add_up(db)


async def test_a_hold_takes_only_free_places_and_lapsed_holds_make_room(db):
    out, back = await _flights(db, seats=5)
    now = clock.now()
    lapsing = uuid.uuid4()
    await inventory.hold(
        db, lapsing, [(out, "Y"), (back, "Y")], 3, until=now + timedelta(hours=1), now=now
    )
    with pytest.raises(inventory.SoldOut) as raised:
        await inventory.hold(db, uuid.uuid4(), [(out, "Y")], 3, until=None, now=now)
    assert (raised.value.detail["available"], raised.value.detail["requested"]) == (2, 3)
    later = now + timedelta(hours=1)
    fresh = uuid.uuid4()
    await inventory.hold(db, fresh, [(out, "Y")], 4, until=None, now=later)
    assert await _class(db, out) == (5, 0, 4)
    assert await _class(db, back) == (5, 0, 3)  # until its holder notes the loss
    lost = await inventory.lost_holds(db, [lapsing, fresh])
    assert list(lost) == [lapsing] and lost[lapsing].reason == "expired"
    await inventory.release_holds(db, {lapsing: "expired"}, now=later)
    assert await _class(db, back) == (5, 0, 0)
    await _holds_add_up(db)


async def test_sales_holds_and_releases_of_round_trips_at_once(app, db):  # noqa: C901, PLR0915
    """Hundreds of random operations, forty at a time, each in its own transaction: one-way
    and round-trip sales and holds, releases of holds, notes of losses, places given back.
    Only sold-out refusals may fail; afterwards every class adds up."""
    out, back = await _flights(db, seats=12)
    trips = [[out], [back], [out, back]]
    rng = random.Random(12)
    holders: list[uuid.UUID] = []
    sales: list[tuple[list[uuid.UUID], int]] = []
    sold = {out: 0, back: 0}

    async def sale(legs, count):
        async with app.state.sessionmaker() as session:
            try:
                for flight in legs:
                    await inventory.take(session, flight, "Y", count)
                await session.commit()
            except inventory.SoldOut:
                return
        sales.append((legs, count))
        for flight in legs:
            sold[flight] += count

    async def give_back(legs, count):
        async with app.state.sessionmaker() as session:
            for flight in legs:
                await inventory.give_back(session, flight, "Y", count)
            await session.commit()
        for flight in legs:
            sold[flight] -= count

    async def hold(legs, count):
        holder = uuid.uuid4()
        async with app.state.sessionmaker() as session:
            try:
                await inventory.hold(
                    session, holder, [(f, "Y") for f in legs], count, until=None, now=clock.now()
                )
                await session.commit()
            except inventory.SoldOut:
                return
        holders.append(holder)

    async def release(chosen):
        async with app.state.sessionmaker() as session:
            await inventory.release_holds(session, dict.fromkeys(chosen, "x"), now=clock.now())
            await session.commit()

    async def note_losses(chosen):
        async with app.state.sessionmaker() as session:
            lost = await inventory.lost_holds(session, chosen)
            await inventory.release_holds(session, dict.fromkeys(lost, "x"), now=clock.now())
            await session.commit()

    for _ in range(10):
        wave = []
        for _ in range(40):
            pick = rng.random()
            if pick < 0.35:
                wave.append(sale(rng.choice(trips), rng.randint(1, 2)))
            elif pick < 0.65:
                wave.append(hold(rng.choice(trips), rng.randint(1, 3)))
            elif pick < 0.75 and sales:
                wave.append(give_back(*sales.pop(rng.randrange(len(sales)))))
            elif holders:
                chosen = rng.sample(holders, min(len(holders), rng.randint(1, 4)))
                wave.append((release if pick < 0.88 else note_losses)(chosen))
        await asyncio.gather(*wave)
        await _holds_add_up(db)
    assert (await _class(db, out))[1] == sold[out]
    assert (await _class(db, back))[1] == sold[back]
    taken = await db.scalar(
        select(func.count())
        .select_from(PlaceHold)
        .where(PlaceHold.released_reason == inventory.TAKEN_BY_BOOKING)
    )
    assert taken > 0  # sales did take places from holds
