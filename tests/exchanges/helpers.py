"""Helpers of the exchange tests: a world with a second flight on the route, a booking
paid from its agency's wallet, the exchange routes."""

from dataclasses import dataclass
from datetime import timedelta

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from tarmac.catalog.models import Flight
from tests.bookings.helpers import BOOKINGS, book, passenger, quote
from tests.catalog.factories import create_flight, create_inventory
from tests.factories import create_api_key, create_partner
from tests.payments.helpers import top_up
from tests.pricing.world import World, build_world, today


@dataclass
class ExchangeWorld:
    world: World
    other: Flight  # the route's second flight, two days after the world's
    key: object  # an agency secret key
    partner_id: object


async def exchange_world(
    db: AsyncSession, client, admin_headers, *, balance: str = "5000.00", **fields
) -> ExchangeWorld:
    world = await build_world(db, **fields)
    other = await create_flight(
        db, world.route, world.aircraft, today() + timedelta(days=12), number="TQ103"
    )
    await create_inventory(db, other, "Y", seats=20)
    await create_inventory(db, other, "Q", seats=10)
    partner = await create_partner(db, "Silk Road Travel")
    key = await create_api_key(db, partner_id=partner.id)
    await db.commit()
    await top_up(client, admin_headers, partner.id, balance)
    return ExchangeWorld(world, other, key, partner.id)


def path(booking_id, action: str) -> str:
    return f"{BOOKINGS}/{booking_id}/exchange/{action}"


async def paid_booking(
    client,
    ex: ExchangeWorld,
    *,
    passengers=None,
    flight=None,
    fare_class="Y",
    quoted_with: dict | None = None,
    **fields,
):
    """A booking of the world's flight (or ``flight``), CLASSIC (changeable, refundable)
    unless ``fare_class`` says otherwise, quoted with ``quoted_with`` too, paid from the
    agency's wallet."""
    passengers = passengers or [passenger()]
    quoted = await quote(
        client,
        ex.key.headers,
        (flight or ex.world.flight).id,
        pax=[{"type": "adult", "count": len(passengers)}],
        fare_class=fare_class,
        **(quoted_with or {}),
    )
    made = await book(client, ex.key.headers, quoted["quote_id"], passengers, **fields)
    assert made.status_code == 201, made.text
    booking = made.json()
    paid = await client.post(f"{BOOKINGS}/{booking['id']}/pay-with-balance", headers=ex.key.headers)
    assert paid.status_code == 200, paid.text
    return paid.json()


async def set_adult_price(client, admin_headers, world: World, amount: str) -> None:
    """The route's adult CLASSIC price, changed in the back office (a booking-class price
    change: the reference caches drop it)."""
    response = await client.put(
        f"/api/v1/admin/fare-plans/{world.classic_plan.id}/prices/adult",
        json={"base_price": amount, "currency": "USD"},
        headers=admin_headers,
    )
    assert response.status_code in (200, 201), response.text


async def preview(client, key, booking_id, flight_id, **body):
    return await client.post(
        path(booking_id, "preview"),
        json={"new_flight_id": str(flight_id), **body},
        headers=key.headers,
    )


async def execute(client, key, booking_id, flight_id, **body):
    return await client.post(
        path(booking_id, "execute"),
        json={"new_flight_id": str(flight_id), **body},
        headers=key.headers,
    )


async def read(client, key, booking_id) -> dict:
    response = await client.get(f"{BOOKINGS}/{booking_id}", headers=key.headers)
    assert response.status_code == 200, response.text
    return response.json()


async def flight_of(db: AsyncSession, flight_id) -> Flight:
    return await db.scalar(select(Flight).where(Flight.id == flight_id))
