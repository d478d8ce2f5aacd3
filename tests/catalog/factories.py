"""Helpers that build a hand-made network and fares for catalog and pricing tests.

Each helper adds rows and flushes; the test commits when its world is ready."""

import itertools
import uuid
from datetime import UTC, date, datetime, time, timedelta
from decimal import Decimal
from zoneinfo import ZoneInfo

from sqlalchemy.dialects.postgresql import insert as pg_insert
from sqlalchemy.ext.asyncio import AsyncSession

from tarmac.catalog.layout import SeatLayout
from tarmac.catalog.models import Aircraft, Airport, Flight, Route
from tarmac.core import clock
from tarmac.inventory.models import BookingClassInventory, CabinInventory
from tarmac.pricing.models import FareFamily, FarePlan, FarePrice, FareRule

SMALL_LAYOUT = {
    "columns": ["A", "B", "C", "D"],
    "cabins": [
        {"cabin": "business", "first_row": 1, "last_row": 2, "columns": ["A", "D"]},
        {"cabin": "economy", "first_row": 3, "last_row": 10},
    ],
    "exit_rows": [6],
    "front_rows": [3],
    "blocked_seats": ["10D"],
}


async def create_airport(
    db: AsyncSession,
    iata: str,
    city: str,
    *,
    country: str = "KG",
    tz: str = "Asia/Bishkek",
    name: str | None = None,
    icao: str | None = None,
) -> Airport:
    airport = Airport(
        iata_code=iata,
        icao_code=icao,
        name=name or f"{city} International",
        city=city,
        country=country,
        timezone=tz,
    )
    db.add(airport)
    await db.flush()
    return airport


async def create_route(
    db: AsyncSession,
    origin: Airport,
    destination: Airport,
    *,
    duration: int = 60,
    distance: int = 300,
    route_type: str | None = None,
) -> Route:
    kind = route_type or ("domestic" if origin.country == destination.country else "international")
    route = Route(
        route_code=f"{origin.iata_code}-{destination.iata_code}",
        origin_id=origin.id,
        destination_id=destination.id,
        route_type=kind,
        distance_km=distance,
        duration_minutes=duration,
    )
    db.add(route)
    await db.flush()
    return route


async def create_aircraft(
    db: AsyncSession, code: str = "T40", layout: dict | None = None
) -> Aircraft:
    seat_layout = SeatLayout.model_validate(layout or SMALL_LAYOUT)
    aircraft = Aircraft(
        code=code,
        name=f"Test {code}",
        manufacturer="Test",
        layout=seat_layout.model_dump(),
        total_seats=seat_layout.total_seats(),
    )
    db.add(aircraft)
    await db.flush()
    return aircraft


# distinct within a test (a random number collided when a test made ten flights a day)
_flight_numbers = itertools.count()


async def create_flight(
    db: AsyncSession,
    route: Route,
    aircraft: Aircraft,
    flight_date: date,
    *,
    local_departure: time = time(9, 0),
    number: str | None = None,
    status: str = "scheduled",
    origin_tz: str = "Asia/Bishkek",
    duration: int | None = None,
) -> Flight:
    departure = datetime.combine(
        flight_date, local_departure, tzinfo=ZoneInfo(origin_tz)
    ).astimezone(UTC)
    flight = Flight(
        flight_number=number or f"TQ{next(_flight_numbers) % 9000 + 100}",
        flight_date=flight_date,
        route_id=route.id,
        aircraft_id=aircraft.id,
        scheduled_departure=departure,
        scheduled_arrival=departure + timedelta(minutes=duration or route.duration_minutes),
        status=status,
    )
    db.add(flight)
    await db.flush()
    return flight


async def create_fare_family(db: AsyncSession, code: str = "CLASSIC", **kwargs) -> FareFamily:
    family = FareFamily(code=code, name=kwargs.pop("name", code.title()), **kwargs)
    db.add(family)
    await db.flush()
    return family


async def create_fare_rule(db: AsyncSession, code: str | None = None, **kwargs) -> FareRule:
    rule = FareRule(
        code=code or f"R-{uuid.uuid4().hex[:8]}",
        name=kwargs.pop("name", "Test rule"),
        currency=kwargs.pop("currency", "USD"),
        **kwargs,
    )
    db.add(rule)
    await db.flush()
    return rule


async def create_fare_plan(
    db: AsyncSession,
    family: FareFamily,
    rule: FareRule,
    *,
    route: Route | None = None,
    flight: Flight | None = None,
    booking_class: str = "Y",
    cabin: str = "economy",
) -> FarePlan:
    plan = FarePlan(
        fare_family_id=family.id,
        route_id=route.id if route else None,
        flight_id=flight.id if flight else None,
        booking_class=booking_class,
        cabin=cabin,
        fare_rule_id=rule.id,
    )
    db.add(plan)
    await db.flush()
    return plan


async def create_fare_price(
    db: AsyncSession,
    plan: FarePlan,
    passenger_type: str,
    base: str,
    *,
    taxes: str = "0",
    fees: str = "0",
    currency: str = "USD",
    rule: FareRule | None = None,
) -> FarePrice:
    price = FarePrice(
        fare_plan_id=plan.id,
        passenger_type=passenger_type,
        fare_rule_id=rule.id if rule else None,
        base_price=Decimal(base),
        taxes=Decimal(taxes),
        fees=Decimal(fees),
        currency=currency,
    )
    db.add(price)
    await db.flush()
    return price


async def create_inventory(
    db: AsyncSession,
    flight: Flight,
    booking_class: str = "Y",
    *,
    seats: int = 20,
    sold: int = 0,
    cabin: str = "economy",
    is_open: bool = True,
) -> BookingClassInventory:
    """A booking class; its cabin's row (which the class needs) grows by its seats and
    sold places, so classes made here share no places unless ``create_cabin`` says so."""
    now = clock.now()
    await db.execute(
        pg_insert(CabinInventory)
        .values(
            id=uuid.uuid4(),
            flight_id=flight.id,
            cabin=cabin,
            seats=seats,
            sold=sold,
            created_at=now,
            updated_at=now,
        )
        .on_conflict_do_update(
            index_elements=["flight_id", "cabin"],
            set_={
                "seats": CabinInventory.seats + seats,
                "sold": CabinInventory.sold + sold,
            },
        )
    )
    inventory = BookingClassInventory(
        flight_id=flight.id,
        booking_class=booking_class,
        cabin=cabin,
        seats=seats,
        sold=sold,
        is_open=is_open,
    )
    db.add(inventory)
    await db.flush()
    return inventory


async def create_cabin(
    db: AsyncSession, flight: Flight, cabin: str = "economy", *, seats: int, overbooking: int = 0
) -> None:
    """Set the places a flight's cabin has for all its classes (nested classes)."""
    now = clock.now()
    values = {"seats": seats, "overbooking": overbooking}
    await db.execute(
        pg_insert(CabinInventory)
        .values(
            id=uuid.uuid4(),
            flight_id=flight.id,
            cabin=cabin,
            created_at=now,
            updated_at=now,
            **values,
        )
        .on_conflict_do_update(index_elements=["flight_id", "cabin"], set_=values)
    )
