"""The demo airline's network and fares as data: Tarmac Air (TQ), based at Manas, Bishkek.

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

The demo's catalog (``demo.catalog``) writes them."""

from dataclasses import dataclass
from datetime import time
from decimal import ROUND_HALF_UP, Decimal
from typing import Any

from tarmac.catalog import service as catalog

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


def both_ways(route: DemoRoute) -> list[tuple[str, str, int]]:
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
