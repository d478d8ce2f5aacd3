"""Helpers of the draft tests: create a draft, read a class's places, check the holds."""

from sqlalchemy import func, select
from sqlalchemy.ext.asyncio import AsyncSession

from tarmac.inventory.models import BookingClassInventory, PlaceHold

DRAFTS = "/api/v1/bookings/drafts"


async def draft(client, headers: dict, world, *, plan=None, price=None, **fields):
    """POST a draft on the world's outbound flight under CLASSIC (class Y) unless told."""
    body = {
        "flight_id": str(world.flight.id),
        "fare_plan_id": str((plan or world.classic_plan).id),
        "fare_price_id": str((price or world.prices["adult"]).id),
        **fields,
    }
    return await client.post(f"{DRAFTS}/", json=body, headers=headers)


async def places(db: AsyncSession, flight_id, booking_class: str) -> tuple[int, int, int]:
    """``(seats, sold, held)`` of a class, read now."""
    row = (
        await db.execute(
            select(
                BookingClassInventory.seats,
                BookingClassInventory.sold,
                BookingClassInventory.held,
            ).where(
                BookingClassInventory.flight_id == flight_id,
                BookingClassInventory.booking_class == booking_class,
            )
        )
    ).one()
    return tuple(row)  # type: ignore[return-value]


async def assert_holds_add_up(db: AsyncSession) -> None:
    """Every class holds exactly the places of its held holds, and never more than its
    seats with what it sold."""
    rows = await db.execute(
        select(
            BookingClassInventory.flight_id,
            BookingClassInventory.booking_class,
            BookingClassInventory.seats,
            BookingClassInventory.sold,
            BookingClassInventory.held,
        )
    )
    holds = {
        (f, c): n
        for f, c, n in (
            await db.execute(
                select(PlaceHold.flight_id, PlaceHold.booking_class, func.sum(PlaceHold.places))
                .where(PlaceHold.status == "held")
                .group_by(PlaceHold.flight_id, PlaceHold.booking_class)
            )
        ).all()
    }
    for flight_id, booking_class, seats, sold_places, held_places in rows.all():
        assert held_places == holds.get((flight_id, booking_class), 0), (booking_class, holds)
        assert sold_places >= 0 and held_places >= 0 and sold_places + held_places <= seats
