"""The demo airline's network and fares: complete, consistent, and loaded only once."""

from collections import defaultdict
from datetime import date, timedelta
from decimal import Decimal

from sqlalchemy import func, select

from tarmac import demo
from tarmac.catalog.layout import SeatLayout
from tarmac.catalog.models import Aircraft, Airport, Flight, FlightSchedule, Route
from tarmac.core import clock
from tarmac.demo import catalog, network
from tarmac.inventory.models import BookingClassInventory
from tarmac.pricing.models import (
    FareFamily,
    FarePlan,
    FarePrice,
    FareRule,
)
from tests.catalog import ssim_package
from tests.conftest import make_settings

ssim = ssim_package.load()

MODELS = (
    Airport,
    Route,
    Aircraft,
    FlightSchedule,
    Flight,
    BookingClassInventory,
    FareFamily,
    FareRule,
    FarePlan,
    FarePrice,
)


async def _count(db, model) -> int:
    return await db.scalar(select(func.count()).select_from(model))


async def _load(db) -> None:
    await demo.load(db, make_settings())
    await db.commit()


async def test_loading_twice_duplicates_nothing_and_sells_nothing_twice(db):
    await _load(db)
    counts = {model: await _count(db, model) for model in MODELS}
    sold = await db.scalar(select(func.sum(BookingClassInventory.sold)))
    await _load(db)
    assert {model: await _count(db, model) for model in MODELS} == counts
    assert await db.scalar(select(func.sum(BookingClassInventory.sold))) == sold
    assert all(counts.values())


async def _ninety_days_of_flights_from_today_in_bishkek(db):
    today = clock.today()
    dates = (await db.scalars(select(Flight.flight_date).distinct())).all()
    assert min(dates) == today
    assert max(dates) == today + timedelta(days=catalog.FLIGHT_DAYS - 1)
    assert len(dates) == catalog.FLIGHT_DAYS
    # the trunk route flies four times a day each way
    per_day = await db.scalar(
        select(func.count())
        .select_from(Flight)
        .join(Route, Route.id == Flight.route_id)
        .where(Route.route_code == "FRU-OSS", Flight.flight_date == today + timedelta(days=20))
    )
    assert per_day == 4


async def _every_flight_has_inventory_within_its_cabins(db):
    without = await db.scalar(
        select(func.count())
        .select_from(Flight)
        .where(
            ~select(BookingClassInventory.id)
            .where(BookingClassInventory.flight_id == Flight.id)
            .exists()
        )
    )
    assert without == 0
    layouts = {
        a.id: SeatLayout.model_validate(a.layout)
        for a in (await db.scalars(select(Aircraft))).all()
    }
    seats: dict[tuple, int] = defaultdict(int)
    rows = await db.execute(
        select(Flight.id, Flight.aircraft_id, BookingClassInventory).join(
            BookingClassInventory, BookingClassInventory.flight_id == Flight.id
        )
    )
    for flight_id, aircraft_id, bucket in rows:
        assert 0 <= bucket.sold <= bucket.seats
        seats[(flight_id, aircraft_id, bucket.cabin)] += bucket.seats
    for (_, aircraft_id, cabin), total in seats.items():
        assert total == layouts[aircraft_id].seats_by_cabin()[cabin]


async def _some_flights_are_sold_out_or_have_a_class_closed(db):
    sold_out = await db.scalar(
        select(func.count())
        .select_from(BookingClassInventory)
        .join(Flight, Flight.id == BookingClassInventory.flight_id)
        .where(
            Flight.flight_number == "TQ101",
            Flight.flight_date == clock.today() + timedelta(days=1),
            BookingClassInventory.sold < BookingClassInventory.seats,
        )
    )
    assert sold_out == 0
    closed = await db.scalar(
        select(func.count())
        .select_from(BookingClassInventory)
        .where(~BookingClassInventory.is_open)
    )
    assert closed > 0
    open_seats = await db.scalar(
        select(func.sum(BookingClassInventory.seats - BookingClassInventory.sold))
    )
    total = await db.scalar(select(func.sum(BookingClassInventory.seats)))
    assert 0.2 < open_seats / total < 0.9  # lived-in, not empty and not full


async def _aircraft_layouts_are_valid_and_counted(db):
    aircraft = (await db.scalars(select(Aircraft))).all()
    assert {a.code for a in aircraft} == {"A320", "B738", "E190"}
    for model in aircraft:
        layout = SeatLayout.model_validate(model.layout)
        assert model.total_seats == layout.total_seats()
        assert layout.exit_rows
    a320 = next(a for a in aircraft if a.code == "A320")
    assert SeatLayout.model_validate(a320.layout).seats_by_cabin() == {
        "business": 12,
        "economy": 161,
    }


async def _airports_and_routes_are_real(db):
    airports = {a.iata_code: a for a in (await db.scalars(select(Airport))).all()}
    assert {"FRU", "OSS", "ALA", "TAS", "NQZ", "DYU", "IST", "DXB", "VKO"} <= set(airports)
    assert airports["FRU"].icao_code == "UCFM"
    assert airports["FRU"].timezone == "Asia/Bishkek"
    routes = (await db.scalars(select(Route))).all()
    codes = {r.route_code for r in routes}
    for route in routes:
        origin, destination = route.route_code.split("-")
        assert f"{destination}-{origin}" in codes  # flown both ways
        domestic = airports[origin].country == airports[destination].country == "KG"
        assert route.route_type == ("domestic" if domestic else "international")
        assert route.distance_km > 0 and route.duration_minutes > 0


async def _every_family_is_sold_with_a_priced_plan_per_route(db):
    families = {f.id: f for f in (await db.scalars(select(FareFamily))).all()}
    assert {f.code for f in families.values()} == {"LIGHT", "CLASSIC", "FLEX", "BUSINESS"}
    light = next(f for f in families.values() if f.code == "LIGHT")
    flex = next(f for f in families.values() if f.code == "FLEX")
    assert (light.refundable, light.changeable, light.baggage_allowance) == (False, False, None)
    assert (flex.refundable, flex.changeable) == (True, True)

    plans = (await db.scalars(select(FarePlan))).all()
    assert {families[p.fare_family_id].code for p in plans} == set(
        catalog.BOOKING_CLASSES["domestic"]
    )
    prices: dict = defaultdict(dict)
    for price in (await db.scalars(select(FarePrice))).all():
        prices[price.fare_plan_id][price.passenger_type] = price
    templates = defaultdict(set)
    for schedule in (await db.scalars(select(FlightSchedule))).all():
        templates[schedule.route_id] |= {b["booking_class"] for b in schedule.inventory_template}
    ratios = set()
    for plan in plans:
        assert plan.booking_class in templates[plan.route_id]  # sold from a real bucket
        by_type = prices[plan.id]
        assert {"adult", "child", "infant"} <= set(by_type)
        assert by_type["infant"].base_price == 0
        assert by_type["adult"].base_price > by_type["child"].base_price > 0
        ratios.add(by_type["child"].base_price / by_type["adult"].base_price)
    assert len(ratios) > 3  # the child fare is not one fixed fraction of the adult fare
    assert {t for p in prices.values() for t in p} >= {"infant_with_seat", "youth", "senior"}


async def _domestic_fares_in_soms_international_in_dollars(db):
    rows = await db.execute(
        select(Route.route_type, FarePrice.currency, FareRule.currency)
        .join(FarePlan, FarePlan.route_id == Route.id)
        .join(FarePrice, FarePrice.fare_plan_id == FarePlan.id)
        .join(FareRule, FareRule.id == FarePlan.fare_rule_id)
    )
    for route_type, price_currency, rule_currency in rows:
        expected = "KGS" if route_type == "domestic" else "USD"
        assert price_currency == rule_currency == expected
    child_rules = (await db.scalars(select(FareRule).where(FareRule.code.like("%-CHD")))).all()
    assert child_rules
    assert all(r.change_fee < Decimal("1000") for r in child_rules)


async def test_the_network_is_real_and_flights_have_inventory(db):
    """One load (the demo takes seconds), several checks."""
    await _load(db)
    await _airports_and_routes_are_real(db)
    await _aircraft_layouts_are_valid_and_counted(db)
    await _ninety_days_of_flights_from_today_in_bishkek(db)
    await _every_flight_has_inventory_within_its_cabins(db)
    await _some_flights_are_sold_out_or_have_a_class_closed(db)


async def test_fares_cover_every_family_and_passenger_type(db):
    await _load(db)
    await _every_family_is_sold_with_a_priced_plan_per_route(db)
    await _domestic_fares_in_soms_international_in_dollars(db)


async def test_the_demo_schedules_export_as_an_ssim_file_the_ssim_package_reads(
    db, client, admin_headers, tmp_path
):
    await _load(db)
    response = await client.get(
        "/api/v1/admin/schedules/ssim", params={"time_mode": "local"}, headers=admin_headers
    )
    assert response.status_code == 200, response.text
    path = tmp_path / "demo.ssim"
    path.write_text(response.text)

    slots = [slot for slot in ssim.read(str(path)) if slot["ad"] == "D"]
    numbers = {f"{slot['airline_designator']}{int(slot['flight_number'])}" for slot in slots}
    assert numbers == {schedule.flight_number for schedule in network.SCHEDULES}
    assert {slot["aircraft_type"] for slot in slots} == {"320", "738", "E90"}
    departures = {
        (f"{slot['airline_designator']}{int(slot['flight_number'])}", date.fromisoformat(d["date"]))
        for slot in slots
        for d in ssim.expand_slots([slot])
    }
    flights = set(
        (await db.execute(select(Flight.flight_number, Flight.flight_date))).tuples().all()
    )
    last = max(day for _, day in flights)
    assert {(number, day) for number, day in departures if day <= last} == flights
