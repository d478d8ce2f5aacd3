"""The demo airline's network and fares: Tarmac Air (TQ), based at Manas, Bishkek.

Airports with their real IATA/ICAO codes and IANA zones; routes flown both ways with
great-circle distances and block times (westbound longer); three aircraft with seat layouts;
weekly schedules from which the catalog generates the next 90 days of flights (from
today in Bishkek) with their booking-class inventory; fare families LIGHT, CLASSIC, FLEX and
BUSINESS with rules in KGS (domestic) and USD (international); one fare plan per family and
route, priced per passenger type.

Booking classes: the domestic market sells business in C and economy in Y (FLEX), M
(CLASSIC) and L (LIGHT); the international market sells J, Y, K and L. A schedule's
inventory template has exactly the buckets its route's plans sell, their seats adding up to
the cabin's sellable seats.

New flights get seats already sold along a booking curve (fuller near departure, promo
class first), so availability and load factors look lived-in; a few are sold out or have a
class closed (``SPECIAL_FLIGHTS``). Flights that existed before a load are never touched.

Idempotent: rows have fixed ids (``demo_id``) or are found by their natural key (IATA code,
route, aircraft code, family or rule code) before anything is inserted, in bulk.
"""

import random
import uuid
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import date, time, timedelta
from decimal import ROUND_HALF_UP, Decimal
from typing import Any

from sqlalchemy import select, text, tuple_
from sqlalchemy.dialects.postgresql import insert
from sqlalchemy.ext.asyncio import AsyncSession

from tarmac.catalog import service as catalog
from tarmac.catalog.models import Aircraft, Airport, Flight, FlightSchedule, Route
from tarmac.core import clock
from tarmac.demo.foundation import demo_id
from tarmac.inventory.models import BookingClassInventory
from tarmac.pricing.models import (
    FareFamily,
    FarePlan,
    FarePrice,
    FareRule,
)

FLIGHT_DAYS = 90  # flights generated from today (Bishkek date) on
SCHEDULE_DAYS = 365  # how long a demo schedule stays valid
DOMESTIC, INTERNATIONAL = "domestic", "international"
CURRENCY = {DOMESTIC: "KGS", INTERNATIONAL: "USD"}


# --- airports ------------------------------------------------------------------------------


@dataclass(frozen=True)
class DemoAirport:
    iata: str
    icao: str
    name: str
    city: str
    country: str
    timezone: str


AIRPORTS = (
    DemoAirport("FRU", "UCFM", "Manas International Airport", "Bishkek", "KG", "Asia/Bishkek"),
    DemoAirport("OSS", "UCFO", "Osh International Airport", "Osh", "KG", "Asia/Bishkek"),
    DemoAirport("IKU", "UCFL", "Issyk-Kul International Airport", "Tamchy", "KG", "Asia/Bishkek"),
    DemoAirport("IKG", "UCFP", "Karakol International Airport", "Karakol", "KG", "Asia/Bishkek"),
    DemoAirport("ALA", "UAAA", "Almaty International Airport", "Almaty", "KZ", "Asia/Almaty"),
    DemoAirport(
        "NQZ", "UACC", "Nursultan Nazarbayev International Airport", "Astana", "KZ", "Asia/Almaty"
    ),
    DemoAirport(
        "TAS",
        "UTTT",
        "Islam Karimov Tashkent International Airport",
        "Tashkent",
        "UZ",
        "Asia/Tashkent",
    ),
    DemoAirport("DYU", "UTDD", "Dushanbe International Airport", "Dushanbe", "TJ", "Asia/Dushanbe"),
    DemoAirport("IST", "LTFM", "Istanbul Airport", "Istanbul", "TR", "Europe/Istanbul"),
    DemoAirport("DXB", "OMDB", "Dubai International Airport", "Dubai", "AE", "Asia/Dubai"),
    DemoAirport("VKO", "UUWW", "Vnukovo International Airport", "Moscow", "RU", "Europe/Moscow"),
    # Chinese airports publish schedules in Beijing time, not the tz database's Asia/Urumqi.
    DemoAirport(
        "URC", "ZWWW", "Urumqi Diwopu International Airport", "Urumqi", "CN", "Asia/Shanghai"
    ),
    DemoAirport(
        "DEL", "VIDP", "Indira Gandhi International Airport", "Delhi", "IN", "Asia/Kolkata"
    ),
)

COUNTRY = {a.iata: a.country for a in AIRPORTS}

# --- routes and their prices ---------------------------------------------------------------


@dataclass(frozen=True)
class DemoRoute:
    """A city pair flown both ways. ``light`` is the adult LIGHT base fare, ``taxes`` and
    ``fees`` the per-passenger amounts filed with it, in the market's currency."""

    origin: str
    destination: str
    distance_km: int
    minutes_out: int  # origin to destination
    minutes_back: int
    light: int
    taxes: int
    fees: int
    demand: float  # how full flights get, 0 to 1

    @property
    def market(self) -> str:
        domestic = COUNTRY[self.origin] == COUNTRY[self.destination] == "KG"
        return DOMESTIC if domestic else INTERNATIONAL


ROUTES = (
    DemoRoute("FRU", "OSS", 306, 55, 55, 3400, 400, 100, 0.88),
    DemoRoute("FRU", "IKU", 190, 40, 40, 2900, 300, 100, 0.55),
    DemoRoute("FRU", "IKG", 327, 45, 45, 2700, 300, 100, 0.50),
    DemoRoute("FRU", "ALA", 210, 50, 50, 69, 18, 3, 0.72),
    DemoRoute("FRU", "TAS", 473, 80, 75, 79, 20, 3, 0.70),
    DemoRoute("FRU", "NQZ", 914, 105, 110, 99, 22, 4, 0.62),
    DemoRoute("FRU", "DYU", 692, 95, 90, 109, 24, 4, 0.60),
    DemoRoute("FRU", "IST", 3727, 350, 310, 199, 40, 6, 0.82),
    DemoRoute("FRU", "DXB", 2635, 255, 235, 229, 48, 8, 0.78),
    DemoRoute("FRU", "VKO", 2987, 275, 245, 179, 38, 6, 0.85),
    DemoRoute("OSS", "VKO", 3070, 285, 255, 189, 38, 6, 0.90),
    DemoRoute("FRU", "URC", 1052, 105, 115, 139, 30, 5, 0.60),
    DemoRoute("FRU", "DEL", 1630, 190, 185, 219, 45, 7, 0.70),
)


def route_code(origin: str, destination: str) -> str:
    return f"{origin}-{destination}"


def _legs(route: DemoRoute) -> list[tuple[str, str, int]]:
    return [
        (route.origin, route.destination, route.minutes_out),
        (route.destination, route.origin, route.minutes_back),
    ]


# --- aircraft ------------------------------------------------------------------------------


@dataclass(frozen=True)
class DemoAircraft:
    code: str
    name: str
    manufacturer: str
    layout: dict[str, Any]  # as the back office takes it (``catalog.seat_layout``)
    # seats per bucket: {cabin: (highest class, middle class, promo class)} or business alone
    buckets: dict[str, tuple[int, ...]]


AIRCRAFT = (
    DemoAircraft(
        "A320",
        "Airbus A320-200",
        "Airbus",
        {
            "columns": list("ABCDEF"),
            "cabins": [
                {"cabin": "business", "first_row": 1, "last_row": 3, "columns": list("ACDF")},
                {"cabin": "economy", "first_row": 4, "last_row": 30},
            ],
            "exit_rows": [11, 12],
            "front_rows": [4, 5],
            "blocked_seats": ["30F"],  # kept free for a crew rest seat
        },
        {"business": (12,), "economy": (36, 55, 70)},
    ),
    DemoAircraft(
        "B738",
        "Boeing 737-800",
        "Boeing",
        {
            "columns": list("ABCDEF"),
            "cabins": [
                {"cabin": "business", "first_row": 1, "last_row": 2, "columns": list("ACDF")},
                {"cabin": "economy", "first_row": 3, "last_row": 30},
            ],
            "exit_rows": [14, 15],
            "front_rows": [3, 4],
            "skip_rows": [13],
        },
        {"business": (8,), "economy": (40, 52, 70)},
    ),
    DemoAircraft(
        "E190",
        "Embraer E190",
        "Embraer",
        {
            "columns": list("ACDF"),
            "cabins": [{"cabin": "economy", "first_row": 1, "last_row": 26}],
            "exit_rows": [11, 12],
            "front_rows": [1, 2],
            "skip_rows": [13],
        },
        {"economy": (25, 35, 40)},
    ),
)
AIRCRAFT_BY_CODE = {a.code: a for a in AIRCRAFT}

# The booking class each family sells, per market (see the module docstring).
BOOKING_CLASSES = {
    DOMESTIC: {"BUSINESS": "C", "FLEX": "Y", "CLASSIC": "M", "LIGHT": "L"},
    INTERNATIONAL: {"BUSINESS": "J", "FLEX": "Y", "CLASSIC": "K", "LIGHT": "L"},
}
CLASS_RANK = {"J": 0, "C": 0, "Y": 1, "K": 2, "M": 2, "L": 3}  # higher: cheaper
FAMILY_CABIN = {"BUSINESS": "business", "FLEX": "economy", "CLASSIC": "economy", "LIGHT": "economy"}
CABIN_FAMILIES = {"business": ("BUSINESS",), "economy": ("FLEX", "CLASSIC", "LIGHT")}


def inventory_template(aircraft: DemoAircraft, market: str) -> list[dict[str, Any]]:
    """The buckets a flight of this aircraft gets in this market, checked against the layout."""
    cabin_seats = catalog.seat_layout(aircraft.layout).seats_by_cabin()
    if set(cabin_seats) != set(aircraft.buckets):
        raise ValueError(f"{aircraft.code}: buckets and layout cabins differ")
    template = []
    for cabin, seats in aircraft.buckets.items():
        if sum(seats) != cabin_seats[cabin]:
            raise ValueError(f"{aircraft.code}: {cabin} buckets must add up to its seats")
        for family, count in zip(CABIN_FAMILIES[cabin], seats, strict=True):
            template.append(
                {
                    "booking_class": BOOKING_CLASSES[market][family],
                    "cabin": cabin,
                    "seats": count,
                }
            )
    return template


# --- schedules -----------------------------------------------------------------------------

DAILY = (1, 2, 3, 4, 5, 6, 7)


@dataclass(frozen=True)
class DemoSchedule:
    flight_number: str
    origin: str
    destination: str
    aircraft: str
    days: tuple[int, ...]
    departure: time  # local to the origin


SCHEDULES = (
    # Bishkek - Osh, the trunk route
    DemoSchedule("TQ101", "FRU", "OSS", "A320", DAILY, time(7, 0)),
    DemoSchedule("TQ102", "OSS", "FRU", "A320", DAILY, time(8, 50)),
    DemoSchedule("TQ103", "FRU", "OSS", "B738", DAILY, time(10, 30)),
    DemoSchedule("TQ104", "OSS", "FRU", "B738", DAILY, time(12, 20)),
    DemoSchedule("TQ105", "FRU", "OSS", "A320", DAILY, time(14, 40)),
    DemoSchedule("TQ106", "OSS", "FRU", "A320", DAILY, time(16, 30)),
    DemoSchedule("TQ107", "FRU", "OSS", "A320", DAILY, time(19, 20)),
    DemoSchedule("TQ108", "OSS", "FRU", "A320", DAILY, time(21, 10)),
    # Issyk-Kul
    DemoSchedule("TQ121", "FRU", "IKU", "E190", (1, 3, 5, 7), time(9, 15)),
    DemoSchedule("TQ122", "IKU", "FRU", "E190", (1, 3, 5, 7), time(10, 45)),
    DemoSchedule("TQ131", "FRU", "IKG", "E190", (2, 4, 6), time(8, 0)),
    DemoSchedule("TQ132", "IKG", "FRU", "E190", (2, 4, 6), time(9, 40)),
    # neighbours
    DemoSchedule("TQ201", "FRU", "ALA", "E190", DAILY, time(7, 40)),
    DemoSchedule("TQ202", "ALA", "FRU", "E190", DAILY, time(9, 30)),
    DemoSchedule("TQ211", "FRU", "TAS", "B738", (1, 2, 3, 4, 5, 6), time(8, 20)),
    DemoSchedule("TQ212", "TAS", "FRU", "B738", (1, 2, 3, 4, 5, 6), time(11, 0)),
    DemoSchedule("TQ221", "FRU", "NQZ", "A320", (1, 3, 5), time(12, 10)),
    DemoSchedule("TQ222", "NQZ", "FRU", "A320", (1, 3, 5), time(15, 30)),
    DemoSchedule("TQ231", "FRU", "DYU", "E190", (2, 4, 6), time(11, 0)),
    DemoSchedule("TQ232", "DYU", "FRU", "E190", (2, 4, 6), time(13, 40)),
    # long haul
    DemoSchedule("TQ301", "FRU", "IST", "A320", DAILY, time(6, 30)),
    DemoSchedule("TQ302", "IST", "FRU", "A320", DAILY, time(14, 10)),
    DemoSchedule("TQ311", "FRU", "DXB", "B738", (2, 4, 6, 7), time(8, 40)),
    DemoSchedule("TQ312", "DXB", "FRU", "B738", (2, 4, 6, 7), time(14, 30)),
    DemoSchedule("TQ321", "FRU", "VKO", "A320", DAILY, time(5, 50)),
    DemoSchedule("TQ322", "VKO", "FRU", "A320", DAILY, time(13, 0)),
    DemoSchedule("TQ331", "OSS", "VKO", "B738", (1, 3, 5, 7), time(6, 40)),
    DemoSchedule("TQ332", "VKO", "OSS", "B738", (1, 3, 5, 7), time(14, 20)),
    DemoSchedule("TQ341", "FRU", "URC", "E190", (3, 6), time(10, 0)),
    DemoSchedule("TQ342", "URC", "FRU", "E190", (3, 6), time(15, 30)),
    # overnight to Delhi, back the next morning
    DemoSchedule("TQ351", "FRU", "DEL", "A320", (1, 4), time(23, 55)),
    DemoSchedule("TQ352", "DEL", "FRU", "A320", (2, 5), time(5, 30)),
)


@dataclass(frozen=True)
class SpecialFlight:
    """A flight (by number and days after the first load) that search should show special."""

    flight_number: str
    days_ahead: int
    sold_out: tuple[str, ...] = ()  # cabins with every seat sold
    closed: tuple[str, ...] = ()  # booking classes closed for sale


SPECIAL_FLIGHTS = (
    SpecialFlight("TQ101", 1, sold_out=("economy", "business")),
    SpecialFlight("TQ105", 2, sold_out=("economy", "business")),
    SpecialFlight("TQ301", 7, sold_out=("business",)),
    SpecialFlight("TQ103", 10, closed=("L", "M")),
    SpecialFlight("TQ107", 10, closed=("L",)),
    SpecialFlight("TQ321", 5, closed=("L", "K")),
)
LAST_MINUTE_DAYS = 3  # domestic promo class L closes this close to departure


# --- fares ---------------------------------------------------------------------------------


@dataclass(frozen=True)
class DemoFamily:
    code: str
    name: str
    refundable: bool
    changeable: bool
    baggage: str | None
    cabin_baggage: str
    factor: Decimal  # adult base fare against LIGHT's


FAMILIES = (
    DemoFamily("LIGHT", "Light", False, False, None, "1PC 10KG", Decimal("1")),
    DemoFamily("CLASSIC", "Classic", False, True, "1PC 23KG", "1PC 10KG", Decimal("1.30")),
    DemoFamily("FLEX", "Flex", True, True, "2PC 23KG", "1PC 10KG", Decimal("1.75")),
    DemoFamily("BUSINESS", "Business", True, True, "2PC 32KG", "2PC 10KG", Decimal("3.20")),
)

ASSISTANCE = ["WCHR", "WCHS", "WCHC", "BLND", "DEAF", "MAAS"]
STANDARD_SSR = [*ASSISTANCE, "UMNR", "PETC", "AVIH", "SPML"]
ALL_SSR = [*STANDARD_SSR, "VGML", "MOML", "KSML", "XBAG"]


@dataclass(frozen=True)
class DemoRule:
    code: str
    name: str
    refundable: bool
    changeable: bool
    cancellation_fee: int
    change_fee: int
    seat_selection: bool
    ssr: list[str]
    advance_purchase_days: int | None = None


def _rules(market: str, suffix: str, money: dict[str, int]) -> list[DemoRule]:
    """Rules of one market; ``money`` holds its fees in the market's currency."""
    label = "domestic" if market == DOMESTIC else "international"
    return [
        DemoRule(
            f"LIGHT-{suffix}",
            f"Light, {label}: no refund, no changes",
            False,
            False,
            0,
            0,
            False,
            ASSISTANCE,
            advance_purchase_days=3 if market == INTERNATIONAL else None,
        ),
        DemoRule(
            f"CLASSIC-{suffix}",
            f"Classic, {label}: changes for a fee, no refund",
            False,
            True,
            0,
            money["classic_change"],
            True,
            STANDARD_SSR,
        ),
        DemoRule(
            f"CLASSIC-{suffix}-CHD",
            f"Classic child, {label}: changes for a reduced fee",
            False,
            True,
            0,
            money["classic_change_child"],
            True,
            STANDARD_SSR,
        ),
        DemoRule(
            f"FLEX-{suffix}",
            f"Flex, {label}: free changes, refund for a fee",
            True,
            True,
            money["flex_cancel"],
            0,
            True,
            STANDARD_SSR,
        ),
        DemoRule(
            f"BUSINESS-{suffix}",
            f"Business, {label}: free changes and refund",
            True,
            True,
            0,
            0,
            True,
            ALL_SSR,
        ),
        DemoRule(
            f"INF-{suffix}",
            f"Infant on lap, {label}: travels free with an adult",
            True,
            True,
            0,
            0,
            False,
            ASSISTANCE,
        ),
    ]


MARKET_SUFFIX = {DOMESTIC: "DOM", INTERNATIONAL: "INT"}
RULES = {
    DOMESTIC: _rules(
        DOMESTIC, "DOM", {"classic_change": 1500, "classic_change_child": 750, "flex_cancel": 800}
    ),
    INTERNATIONAL: _rules(
        INTERNATIONAL, "INT", {"classic_change": 50, "classic_change_child": 25, "flex_cancel": 40}
    ),
}

# Child fares are set per family, not one fraction everywhere: a fixed amount off the adult
# LIGHT fare, 75% on CLASSIC and BUSINESS, two thirds on FLEX.
CHILD_FIXED_DISCOUNT = {DOMESTIC: Decimal("500"), INTERNATIONAL: Decimal("15")}
CHILD_SHARE = {"CLASSIC": Decimal("0.75"), "FLEX": Decimal("0.6667"), "BUSINESS": Decimal("0.75")}
YOUTH_SHARE = Decimal("0.90")  # international CLASSIC and FLEX
SENIOR_SHARE = Decimal("0.85")  # domestic CLASSIC and FLEX
ROUNDING = {DOMESTIC: Decimal("100"), INTERNATIONAL: Decimal("1")}


def _round(amount: Decimal, market: str) -> Decimal:
    step = ROUNDING[market]
    return ((amount / step).quantize(Decimal("1"), rounding=ROUND_HALF_UP) * step).quantize(
        Decimal("0.01")
    )


def fare_prices(route: DemoRoute, family: DemoFamily) -> list[tuple[str, Decimal, bool, str]]:
    """(passenger type, base fare, pays taxes and fees, rule code or '' for the plan's)."""
    market, suffix = route.market, MARKET_SUFFIX[route.market]
    adult = _round(Decimal(route.light) * family.factor, market)
    if family.code == "LIGHT":
        child = adult - CHILD_FIXED_DISCOUNT[market]
    else:
        child = _round(adult * CHILD_SHARE[family.code], market)
    prices = [
        ("adult", adult, True, ""),
        ("child", child, True, f"CLASSIC-{suffix}-CHD" if family.code == "CLASSIC" else ""),
        ("infant", Decimal("0.00"), False, f"INF-{suffix}"),
    ]
    if family.code != "LIGHT":
        prices.append(("infant_with_seat", adult, True, ""))  # a seat: the adult fare
    if family.code in ("CLASSIC", "FLEX"):
        if market == INTERNATIONAL:
            prices.append(("youth", _round(adult * YOUTH_SHARE, market), True, ""))
        else:
            prices.append(("senior", _round(adult * SENIOR_SHARE, market), True, ""))
    return prices


# --- loading -------------------------------------------------------------------------------


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
        for origin, destination, minutes in _legs(route):
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


async def _sell_seats(
    session: AsyncSession, schedule_ids: list[uuid.UUID], before: set[uuid.UUID], first_day: date
) -> None:
    """Seats already sold on the flights this load created (never on older ones)."""
    demand = {}
    for route in ROUTES:
        for origin, destination, _ in _legs(route):
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
