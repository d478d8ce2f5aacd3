"""The world the random journeys fly in, built with the suite's factories (in KGS, so that a
correction's fee, filed in KGS, needs no exchange rate).

- The pricing world (``tests.pricing.world.build_world``): FRU-OSS and back, ALA to divert
  to. Its outbound TQ101 flies in 5 days at 09:00, its return TQ102 in 9 days at 18:00.
- Three fares on both routes, adult prices with 770 of taxes each:
  LIGHT (class Q, not refundable, not changeable) 4,000; CLASSIC (class Y, refundable less
  1,000, changeable for 1,500) 6,000; FLEX (class B, refundable and changeable free) 8,000.
- Two more outbound flights to exchange to: TQ103 (day 6) cheaper (CLASSIC 4,500, FLEX
  6,500, its own fare plans) and TQ105 (day 7) dearer (CLASSIC 7,500, FLEX 9,500); one more
  return, TQ104 (day 10), at the route's prices, to move a disrupted return to.
- An agency ("Silk Road Travel") with a secret key, a KGS wallet of 50,000,000 and a 5%
  commission on every sale; a consumer app key (cards through the sandbox provider).
- Seat zones (STD included) so that check-in can seat anyone; XL (row 6) and FRONT (row 3)
  are paid, and an extra bag (``XBAG``, 2,500) is on offer: what EMDs are issued for.
"""

from dataclasses import dataclass
from datetime import datetime, time, timedelta
from decimal import Decimal

from sqlalchemy.ext.asyncio import AsyncSession

from tests.catalog.factories import (
    create_fare_family,
    create_fare_plan,
    create_fare_price,
    create_fare_rule,
    create_flight,
    create_inventory,
)
from tests.checkin.helpers import seat_zones
from tests.factories import IssuedKey, create_api_key, create_partner
from tests.payments.helpers import ADMIN, top_up
from tests.pricing.factories import create_ssr
from tests.pricing.world import build_world, today

CURRENCY = "KGS"
TAXES = "770"
FAMILIES = ("LIGHT", "CLASSIC", "FLEX")


@dataclass(frozen=True)
class FlightFacts:
    id: str
    number: str
    route_id: str
    destination: str  # its route's IATA code
    departure: datetime  # as scheduled
    arrival: datetime


@dataclass
class MoneyWorld:
    flights: dict[str, FlightFacts]  # by flight number
    outbound: list[str]  # the flight numbers FRU -> OSS
    returns: list[str]  # the flight numbers OSS -> FRU
    families: dict[str, str]  # fare family code -> id
    agency: IssuedKey
    partner_id: str
    consumer: IssuedKey

    def on_route_of(self, flight_id) -> list[FlightFacts]:
        """The other flights of the route ``flight_id`` flies."""
        mine = next(f for f in self.flights.values() if f.id == str(flight_id))
        return [f for f in self.flights.values() if f.route_id == mine.route_id and f != mine]


async def build_money_world(db: AsyncSession, client, admin_headers) -> MoneyWorld:
    world = await build_world(db, outbound_days=5, return_days=9, currency=CURRENCY)
    world.classic_rule.cancellation_fee = Decimal("1000")
    world.classic_rule.change_fee = Decimal("1500")
    prices = world.prices
    for name, amount in (("adult", "6000"), ("back_adult", "6000"), ("light_adult", "4000")):
        prices[name].base_price = Decimal(amount)
        prices[name].taxes = Decimal(TAXES)
    light_back = await create_fare_plan(
        db, world.light, world.light_rule, route=world.back, booking_class="Q"
    )
    await create_fare_price(db, light_back, "adult", "4000", taxes=TAXES, currency=CURRENCY)

    flex = await create_fare_family(db, "FLEX", sort_order=2)
    flex_rule = await create_fare_rule(
        db,
        "FLEX",
        refundable=True,
        changeable=True,
        cancellation_fee=Decimal("0"),
        change_fee=Decimal("0"),
        seat_selection=True,
        currency=CURRENCY,
    )
    for route in (world.route, world.back):
        plan = await create_fare_plan(db, flex, flex_rule, route=route, booking_class="B")
        await create_fare_price(db, plan, "adult", "8000", taxes=TAXES, currency=CURRENCY)

    cheaper = await create_flight(
        db, world.route, world.aircraft, today() + timedelta(days=6), number="TQ103"
    )
    dearer = await create_flight(
        db, world.route, world.aircraft, today() + timedelta(days=7), number="TQ105"
    )
    later_return = await create_flight(
        db,
        world.back,
        world.aircraft,
        today() + timedelta(days=10),
        number="TQ104",
        local_departure=time(18, 0),
    )
    for flight, classic_price, flex_price in ((cheaper, "4500", "6500"), (dearer, "7500", "9500")):
        for family, rule, booking_class, amount in (
            (world.classic, world.classic_rule, "Y", classic_price),
            (flex, flex_rule, "B", flex_price),
        ):
            plan = await create_fare_plan(
                db, family, rule, flight=flight, booking_class=booking_class
            )
            await create_fare_price(db, plan, "adult", amount, taxes=TAXES, currency=CURRENCY)
    for flight in (world.flight, world.return_flight):
        await create_inventory(db, flight, "B", seats=10)
    for flight in (cheaper, dearer, later_return):
        await create_inventory(db, flight, "Y", seats=20)
        await create_inventory(db, flight, "Q", seats=10)
        await create_inventory(db, flight, "B", seats=10)
    await seat_zones(db)
    await create_ssr(db, "XBAG", "2500", currency=CURRENCY, category="baggage")

    partner = await create_partner(db, "Silk Road Travel")
    agency = await create_api_key(db, partner_id=partner.id)
    consumer = await create_api_key(db, client_type="consumer_app")
    await db.commit()
    await top_up(client, admin_headers, partner.id, "50000000.00", currency=CURRENCY)
    rule = await client.post(
        f"{ADMIN}/commission-rules",
        json={
            "partner_id": str(partner.id),
            "commission_name": "Everything 5%",
            "applies_to": "global",
            "effective_date": (today() - timedelta(days=30)).isoformat(),
            "percentage": "5",
        },
        headers=admin_headers,
    )
    assert rule.status_code == 201, rule.text

    flights = {
        f.flight_number: FlightFacts(
            str(f.id),
            f.flight_number,
            str(f.route_id),
            "OSS" if f.route_id == world.route.id else "FRU",
            f.scheduled_departure,
            f.scheduled_arrival,
        )
        for f in (world.flight, cheaper, dearer, world.return_flight, later_return)
    }
    return MoneyWorld(
        flights=flights,
        outbound=["TQ101", "TQ103", "TQ105"],
        returns=["TQ102", "TQ104"],
        families={
            "LIGHT": str(world.light.id),
            "CLASSIC": str(world.classic.id),
            "FLEX": str(flex.id),
        },
        agency=agency,
        partner_id=str(partner.id),
        consumer=consumer,
    )
