"""Loads the demo airline's network and fares (``demo.network``) into the catalog and
pricing.

New flights get seats already sold along a booking curve (fuller near departure, promo
class first), so availability and load factors look lived-in; a few are sold out or have a
class closed (``SPECIAL_FLIGHTS``). Flights that existed before a load are never touched.

Idempotent: rows have fixed ids (``demo_id``) or are found by their natural key (IATA code,
route, aircraft code, family or rule code) before anything is inserted, in bulk."""

import random
import uuid
from collections.abc import Sequence
from datetime import date, timedelta
from decimal import Decimal
from typing import Any

from sqlalchemy import select, text, tuple_
from sqlalchemy.dialects.postgresql import insert
from sqlalchemy.ext.asyncio import AsyncSession

from tarmac.catalog import service as catalog
from tarmac.catalog.models import Aircraft, Airport, Flight, FlightSchedule, Route
from tarmac.core import clock
from tarmac.demo.foundation import demo_id
from tarmac.demo.network import (
    AIRCRAFT,
    AIRCRAFT_BY_CODE,
    AIRPORTS,
    BOOKING_CLASSES,
    CLASS_RANK,
    CURRENCY,
    DOMESTIC,
    FAMILIES,
    FAMILY_CABIN,
    FLIGHT_DAYS,
    INTERNATIONAL,
    LAST_MINUTE_DAYS,
    MARKET_SUFFIX,
    ROUTES,
    RULES,
    SCHEDULE_DAYS,
    SCHEDULES,
    SPECIAL_FLIGHTS,
    DemoRoute,
    both_ways,
    fare_prices,
    inventory_template,
    route_code,
)
from tarmac.inventory.models import BookingClassInventory
from tarmac.pricing.models import FareFamily, FarePlan, FarePrice, FareRule


async def load(session: AsyncSession) -> None:
    now = clock.now()
    first_day = clock.today()
    airports = await _airports(session, now)
    routes = await _routes(session, airports, now)
    aircraft = await _aircraft(session, now)
    families = await _families(session, now)
    rules = await _fare_rules(session, now)
    await _fare_plans(session, routes, families, rules, now)
    await _schedules_and_flights(session, routes, aircraft, first_day, now)


async def _ensure(
    session: AsyncSession,
    model,
    rows: Sequence[dict[str, Any]],
    key: Sequence[str],
    now,
) -> dict[tuple, uuid.UUID]:
    """Insert (in bulk) the rows whose natural ``key`` is not there yet and return
    every row's id by key, the ones found as well as the ones inserted."""
    columns = [getattr(model, name) for name in key]

    def key_of(row: dict[str, Any]) -> tuple:
        return tuple(row[name] for name in key)

    wanted = [key_of(row) for row in rows]
    condition = (
        columns[0].in_([k[0] for k in wanted])
        if len(columns) == 1
        else tuple_(*columns).in_(wanted)
    )
    found = {
        tuple(values): row_id
        for row_id, *values in (await session.execute(select(model.id, *columns).where(condition)))
    }
    missing = [
        {"created_at": now, "updated_at": now, **row} for row in rows if key_of(row) not in found
    ]
    if missing:  # executemany: SQLAlchemy batches it into multi-row INSERTs, compiled once
        await session.execute(insert(model).on_conflict_do_nothing(), missing)
    for row in missing:
        found.setdefault(key_of(row), row["id"])
    return found


async def _airports(session: AsyncSession, now) -> dict[str, uuid.UUID]:
    rows = [
        {
            "id": demo_id(f"airport:{a.iata}"),
            "iata_code": a.iata,
            "icao_code": a.icao,
            "name": a.name,
            "city": a.city,
            "country": a.country,
            "timezone": a.timezone,
            "is_active": True,
        }
        for a in AIRPORTS
    ]
    found = await _ensure(session, Airport, rows, ("iata_code",), now)
    return {iata: row_id for (iata,), row_id in found.items()}


async def _routes(
    session: AsyncSession, airports: dict[str, uuid.UUID], now
) -> dict[str, tuple[uuid.UUID, DemoRoute]]:
    rows, by_code = [], {}
    for route in ROUTES:
        for origin, destination, minutes in both_ways(route):
            code = route_code(origin, destination)
            by_code[(airports[origin], airports[destination])] = (code, route)
            rows.append(
                {
                    "id": demo_id(f"route:{code}"),
                    "route_code": code,
                    "origin_id": airports[origin],
                    "destination_id": airports[destination],
                    "route_type": route.market,
                    "distance_km": route.distance_km,
                    "duration_minutes": minutes,
                    "is_active": True,
                }
            )
    found = await _ensure(session, Route, rows, ("origin_id", "destination_id"), now)
    return {by_code[pair][0]: (row_id, by_code[pair][1]) for pair, row_id in found.items()}


async def _aircraft(session: AsyncSession, now) -> dict[str, uuid.UUID]:
    rows = []
    for model in AIRCRAFT:
        inventory_template(model, DOMESTIC)  # checks the buckets against the layout
        layout = catalog.seat_layout(model.layout)
        rows.append(
            {
                "id": demo_id(f"aircraft:{model.code}"),
                "code": model.code,
                "name": model.name,
                "manufacturer": model.manufacturer,
                "layout": layout.model_dump(),
                "total_seats": layout.total_seats(),
            }
        )
    found = await _ensure(session, Aircraft, rows, ("code",), now)
    return {code: row_id for (code,), row_id in found.items()}


async def _families(session: AsyncSession, now) -> dict[str, uuid.UUID]:
    rows = [
        {
            "id": demo_id(f"fare-family:{f.code}"),
            "code": f.code,
            "name": f.name,
            "refundable": f.refundable,
            "changeable": f.changeable,
            "baggage_allowance": f.baggage,
            "cabin_baggage": f.cabin_baggage,
            "sort_order": (order + 1) * 10,
            "is_active": True,
        }
        for order, f in enumerate(FAMILIES)
    ]
    found = await _ensure(session, FareFamily, rows, ("code",), now)
    return {code: row_id for (code,), row_id in found.items()}


async def _fare_rules(session: AsyncSession, now) -> dict[str, uuid.UUID]:
    rows = [
        {
            "id": demo_id(f"fare-rule:{rule.code}"),
            "code": rule.code,
            "name": rule.name,
            "refundable": rule.refundable,
            "changeable": rule.changeable,
            "cancellation_fee": Decimal(rule.cancellation_fee),
            "change_fee": Decimal(rule.change_fee),
            "currency": CURRENCY[market],
            "seat_selection": rule.seat_selection,
            "allowed_ssr_codes": list(rule.ssr),
            "advance_purchase_days": rule.advance_purchase_days,
            "min_stay_days": None,
            "max_stay_days": None,
        }
        for market, rules in RULES.items()
        for rule in rules
    ]
    found = await _ensure(session, FareRule, rows, ("code",), now)
    return {code: row_id for (code,), row_id in found.items()}


def _route_cabins() -> dict[str, set[str]]:
    """Cabins of the aircraft flying each route code."""
    cabins: dict[str, set[str]] = {}
    for schedule in SCHEDULES:
        code = route_code(schedule.origin, schedule.destination)
        cabins.setdefault(code, set()).update(AIRCRAFT_BY_CODE[schedule.aircraft].buckets)
    return cabins


async def _fare_plans(
    session: AsyncSession,
    routes: dict[str, tuple[uuid.UUID, DemoRoute]],
    families: dict[str, uuid.UUID],
    rules: dict[str, uuid.UUID],
    now,
) -> None:
    cabins = _route_cabins()
    plans, prices = [], []
    for code, (route_id, route) in routes.items():
        market, suffix = route.market, MARKET_SUFFIX[route.market]
        currency = CURRENCY[market]
        for family in FAMILIES:
            cabin = FAMILY_CABIN[family.code]
            if cabin not in cabins.get(code, set()):
                continue  # no such cabin on the aircraft flying this route
            plan_id = demo_id(f"fare-plan:{code}:{family.code}")
            plans.append(
                {
                    "id": plan_id,
                    "fare_family_id": families[family.code],
                    "route_id": route_id,
                    "flight_id": None,
                    "booking_class": BOOKING_CLASSES[market][family.code],
                    "cabin": cabin,
                    "fare_rule_id": rules[f"{family.code}-{suffix}"],
                    "valid_from": None,
                    "valid_to": None,
                    "is_active": True,
                }
            )
            for passenger_type, base, pays, rule_code in fare_prices(route, family):
                prices.append(
                    {
                        "id": demo_id(f"fare-price:{code}:{family.code}:{passenger_type}"),
                        "fare_plan_id": plan_id,
                        "passenger_type": passenger_type,
                        "fare_rule_id": rules[rule_code] if rule_code else None,
                        "base_price": base,
                        "taxes": Decimal(route.taxes if pays else 0),
                        "fees": Decimal(route.fees if pays else 0),
                        "currency": currency,
                    }
                )
    await _ensure(session, FarePlan, plans, ("id",), now)
    await _ensure(session, FarePrice, prices, ("fare_plan_id", "passenger_type"), now)


async def _schedules_and_flights(
    session: AsyncSession,
    routes: dict[str, tuple[uuid.UUID, DemoRoute]],
    aircraft: dict[str, uuid.UUID],
    first_day: date,
    now,
) -> None:
    rows = []
    for schedule in SCHEDULES:
        route_id, route = routes[route_code(schedule.origin, schedule.destination)]
        rows.append(
            {
                "id": demo_id(f"schedule:{schedule.flight_number}"),
                "flight_number": schedule.flight_number,
                "route_id": route_id,
                "aircraft_id": aircraft[schedule.aircraft],
                "days_of_week": list(schedule.days),
                "departure_time": schedule.departure,
                "duration_minutes": None,
                "valid_from": first_day,
                "valid_to": first_day + timedelta(days=SCHEDULE_DAYS - 1),
                "inventory_template": inventory_template(
                    AIRCRAFT_BY_CODE[schedule.aircraft], route.market
                ),
                "is_active": True,
            }
        )
    found = await _ensure(session, FlightSchedule, rows, ("id",), now)
    schedule_ids = list(found.values())
    before = set(
        (await session.scalars(select(Flight.id).where(Flight.schedule_id.in_(schedule_ids)))).all()
    )
    last_day = first_day + timedelta(days=FLIGHT_DAYS - 1)
    for schedule_id in schedule_ids:
        await catalog.generate_schedule_flights(session, schedule_id, first_day, last_day)
    await _sell_seats(session, schedule_ids, before, first_day)


async def _sell_seats(  # noqa: C901
    session: AsyncSession, schedule_ids: list[uuid.UUID], before: set[uuid.UUID], first_day: date
) -> None:
    """Seats already sold on the flights this load created (never on older ones)."""
    demand = {}
    for route in ROUTES:
        for origin, destination, _ in both_ways(route):
            demand[route_code(origin, destination)] = (route.demand, route.market)
    special = {
        (s.flight_number, first_day + timedelta(days=s.days_ahead)): s for s in SPECIAL_FLIGHTS
    }
    result = await session.execute(
        select(
            BookingClassInventory.id,
            BookingClassInventory.flight_id,
            BookingClassInventory.booking_class,
            BookingClassInventory.cabin,
            BookingClassInventory.seats,
            Flight.flight_number,
            Flight.flight_date,
            Route.route_code,
        )
        .join(Flight, Flight.id == BookingClassInventory.flight_id)
        .join(Route, Route.id == Flight.route_id)
        .where(Flight.schedule_id.in_(schedule_ids))
    )
    flights: dict[uuid.UUID, list] = {}
    for row in result:
        if row.flight_id not in before:
            flights.setdefault(row.flight_id, []).append(row)
    changes = []
    for buckets in flights.values():
        first = buckets[0]
        level, market = demand.get(first.route_code, (0.6, INTERNATIONAL))
        days_out = (first.flight_date - first_day).days
        rng = random.Random(f"{first.flight_number}:{first.flight_date.isoformat()}")  # noqa: S311
        curve = 1 - days_out / (FLIGHT_DAYS * 1.15)  # fuller close to departure
        weekend = 0.08 if first.flight_date.isoweekday() in (5, 7) else 0.0
        load_factor = level * (0.15 + 0.85 * curve**2) + weekend + rng.uniform(-0.08, 0.08)
        load_factor = min(1.0, max(0.0, load_factor))
        rule = special.get((first.flight_number, first.flight_date))
        for cabin in ("business", "economy"):
            in_cabin = sorted(
                (b for b in buckets if b.cabin == cabin),
                key=lambda b: CLASS_RANK.get(b.booking_class, 1),
                reverse=True,
            )
            if not in_cabin:
                continue
            capacity = sum(b.seats for b in in_cabin)
            share = load_factor * (0.6 if cabin == "business" else 1.0)
            to_sell = capacity if rule and cabin in rule.sold_out else round(share * capacity)
            sold = _distribute(in_cabin, to_sell)
            for bucket in in_cabin:
                closed = (rule is not None and bucket.booking_class in rule.closed) or (
                    market == DOMESTIC
                    and bucket.booking_class == "L"
                    and days_out < LAST_MINUTE_DAYS
                )
                if sold[bucket.id] or closed:
                    changes.append(
                        {"id": bucket.id, "sold": sold[bucket.id], "is_open": not closed}
                    )
    if changes:  # one statement: UPDATE ... FROM unnest(ids, sold, is_open)
        await session.execute(
            text(
                "UPDATE booking_class_inventory AS i SET sold = v.sold, is_open = v.is_open "
                "FROM unnest(CAST(:ids AS uuid[]), CAST(:sold AS integer[]), "
                "CAST(:open AS boolean[])) AS v(id, sold, is_open) WHERE i.id = v.id"
            ),
            {
                "ids": [c["id"] for c in changes],
                "sold": [c["sold"] for c in changes],
                "open": [c["is_open"] for c in changes],
            },
        )
        await session.execute(  # the cabins count what their classes sold
            text(
                "UPDATE cabin_inventory AS c SET sold = s.sold FROM ("
                "SELECT flight_id, cabin, sum(sold) AS sold FROM booking_class_inventory "
                "WHERE flight_id IN (SELECT flight_id FROM booking_class_inventory "
                "WHERE id = ANY(CAST(:ids AS uuid[])))"
                " GROUP BY flight_id, cabin) AS s "
                "WHERE c.flight_id = s.flight_id AND c.cabin = s.cabin"
            ),
            {"ids": [c["id"] for c in changes]},
        )


SALES_SHARE = {3: 0.55, 2: 0.35, 1: 0.10, 0: 1.0}  # by CLASS_RANK: most sales are promo fares


def _distribute(buckets: list, to_sell: int) -> dict[uuid.UUID, int]:
    """Split ``to_sell`` seats over a cabin's buckets (cheapest first in ``buckets``): mostly
    the promo class; what a full bucket cannot take goes to the next one up."""
    weights = [SALES_SHARE[CLASS_RANK.get(b.booking_class, 1)] for b in buckets]
    total = sum(weights)
    sold = {
        b.id: min(b.seats, round(to_sell * w / total))
        for b, w in zip(buckets, weights, strict=True)
    }
    left = to_sell - sum(sold.values())
    for bucket in buckets if left > 0 else reversed(buckets):
        change = (
            min(bucket.seats - sold[bucket.id], left) if left > 0 else max(-sold[bucket.id], left)
        )
        sold[bucket.id] += change
        left -= change
    return sold
