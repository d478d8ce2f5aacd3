"""A small hand-made network with fares for the pricing tests.

FRU and OSS are in Kyrgyzstan (KG), ALA in Kazakhstan (KZ). FRU-OSS and OSS-FRU are
domestic, FRU-ALA international. Fares are in USD unless a test says otherwise:

- CLASSIC (sort 1), class Y, rule CLASSIC: refundable, cancellation fee 20.00, changeable,
  change fee 30.00. Prices: adult 100.00, child 75.00 (own rule CHILD), infant 0.00.
- LIGHT (sort 0), class Q, rule LIGHT: not refundable, not changeable. Adult 80.00 only.
"""

from dataclasses import dataclass, field
from datetime import date, time, timedelta
from decimal import Decimal

from sqlalchemy.ext.asyncio import AsyncSession

from tarmac.catalog.models import Aircraft, Airport, Flight, Route
from tarmac.core import clock
from tarmac.pricing.models import FareFamily, FarePlan, FarePrice, FareRule
from tests.catalog.factories import (
    create_aircraft,
    create_airport,
    create_fare_family,
    create_fare_plan,
    create_fare_price,
    create_fare_rule,
    create_flight,
    create_inventory,
    create_route,
)


def today() -> date:
    return clock.today()


@dataclass
class World:
    fru: Airport
    oss: Airport
    ala: Airport
    route: Route
    back: Route
    intl: Route
    aircraft: Aircraft
    flight: Flight
    return_flight: Flight
    classic: FareFamily
    light: FareFamily
    classic_rule: FareRule
    child_rule: FareRule
    light_rule: FareRule
    classic_plan: FarePlan
    light_plan: FarePlan
    back_plan: FarePlan
    prices: dict[str, FarePrice] = field(default_factory=dict)


async def build_world(
    db: AsyncSession,
    *,
    outbound_days: int = 10,
    outbound_departure: time = time(9, 0),
    return_days: int = 15,
    currency: str = "USD",
    with_light: bool = True,
) -> World:
    fru = await create_airport(db, "FRU", "Bishkek")
    oss = await create_airport(db, "OSS", "Osh")
    ala = await create_airport(db, "ALA", "Almaty", country="KZ", tz="Asia/Almaty")
    route = await create_route(db, fru, oss, duration=60)
    back = await create_route(db, oss, fru, duration=60)
    intl = await create_route(db, fru, ala, duration=75)
    aircraft = await create_aircraft(db)
    flight = await create_flight(
        db,
        route,
        aircraft,
        today() + timedelta(days=outbound_days),
        number="TQ101",
        local_departure=outbound_departure,
    )
    return_flight = await create_flight(
        db,
        back,
        aircraft,
        today() + timedelta(days=return_days),
        number="TQ102",
        local_departure=time(18, 0),
    )
    classic = await create_fare_family(db, "CLASSIC", sort_order=1)
    light = await create_fare_family(db, "LIGHT", sort_order=0)
    classic_rule = await create_fare_rule(
        db,
        "CLASSIC",
        refundable=True,
        changeable=True,
        cancellation_fee=Decimal("20"),
        change_fee=Decimal("30"),
        seat_selection=True,
        allowed_ssr_codes=["BG23"],
        currency=currency,
    )
    child_rule = await create_fare_rule(
        db, "CHILD", refundable=True, changeable=True, currency=currency
    )
    light_rule = await create_fare_rule(db, "LIGHT", currency=currency)
    classic_plan = await create_fare_plan(db, classic, classic_rule, route=route, booking_class="Y")
    back_plan = await create_fare_plan(db, classic, classic_rule, route=back, booking_class="Y")
    light_plan = await create_fare_plan(db, light, light_rule, route=route, booking_class="Q")
    prices = {
        "adult": await create_fare_price(db, classic_plan, "adult", "100", currency=currency),
        "child": await create_fare_price(
            db, classic_plan, "child", "75", currency=currency, rule=child_rule
        ),
        "infant": await create_fare_price(db, classic_plan, "infant", "0", currency=currency),
        "back_adult": await create_fare_price(db, back_plan, "adult", "120", currency=currency),
        "back_child": await create_fare_price(
            db, back_plan, "child", "90", currency=currency, rule=child_rule
        ),
    }
    if with_light:
        prices["light_adult"] = await create_fare_price(
            db, light_plan, "adult", "80", currency=currency
        )
    else:
        light_plan.is_active = False
    for f in (flight, return_flight):
        await create_inventory(db, f, "Y", seats=20)
        await create_inventory(db, f, "Q", seats=10)
    await db.commit()
    return World(
        fru,
        oss,
        ala,
        route,
        back,
        intl,
        aircraft,
        flight,
        return_flight,
        classic,
        light,
        classic_rule,
        child_rule,
        light_rule,
        classic_plan,
        light_plan,
        back_plan,
        prices,
    )
