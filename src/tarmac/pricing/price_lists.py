"""Fare prices of one flight: ``GET /prices/`` and ``GET /grouped-prices/`` (spec 01 §2.8,
§4.4). These show the filed fares; the final price of a trip comes from the quote.

Decisions (the spec is silent):

- The fares of a flight are the active plans of active families valid on its date, its own
  plans replacing the route's plans of the same family (as in the quote).
- ``/prices/`` lists every fare price of those plans (optionally of one ``fare_class``),
  cheapest first, with ``total_price`` = base + taxes + fees of the price row and
  ``seats_available`` from the booking-class inventory (null without an inventory row).
- ``/grouped-prices/`` gives one entry per fare family: its cheapest plan with an open
  booking class that has a seat left; families with none are left out. ``prices`` has one
  entry per requested passenger type (``pax_types``, codes or words, default ``ADT``): its
  own fare price, else the adult one (``priced_as`` says which); a lap infant is 0.
  ``min_total_price`` is the sum over the requested types (one passenger of each), and
  families are sorted by it (then ``sort_order``); ``best_family_id`` is the first.
- ``currency`` converts the amounts for display (exchange rates, half-up per amount); no
  rate is 400.
"""

import uuid
from collections.abc import Mapping, Sequence
from decimal import Decimal
from typing import Any

from sqlalchemy.ext.asyncio import AsyncSession

from tarmac.core.money import money
from tarmac.inventory import service as inventory_service
from tarmac.inventory.service import ClassAvailability
from tarmac.pricing import passengers
from tarmac.pricing.conversion import Converter
from tarmac.pricing.errors import FlightNotFound
from tarmac.pricing.legs import LegPlan, load_flights
from tarmac.pricing.models import FarePrice
from tarmac.pricing.offers import FareOption, applicable, has_seats, load_fare_options

DEFAULT_PAX_TYPES = ("adult",)


async def _flight_fares(
    session: AsyncSession, flight_id: uuid.UUID
) -> tuple[LegPlan, list[FareOption], Mapping[str, ClassAvailability]]:
    flights = await load_flights(session, [flight_id])
    if flight_id not in flights:
        raise FlightNotFound()
    flight, route, origin, destination = flights[flight_id]
    leg = LegPlan("outbound", route, origin, destination, flight, flight.flight_date)
    found = await load_fare_options(session, [route.id], [flight.id])
    options = applicable(found, route.id, flight.id, flight.flight_date)
    inventory = (await inventory_service.availability(session, [flight_id])).get(flight_id, {})
    return leg, options, inventory


def _seats(row: ClassAvailability | None) -> int | None:
    return None if row is None else row.left


async def prices(
    session: AsyncSession, flight_id: uuid.UUID, fare_class: str | None
) -> list[dict[str, Any]]:
    _, options, inventory = await _flight_fares(session, flight_id)
    items = []
    for option in options:
        if fare_class is not None and option.plan.booking_class != fare_class:
            continue
        for price in option.prices.values():
            total = money(price.base_price + price.taxes + price.fees)
            items.append(
                {
                    "fare_price_id": str(price.id),
                    "fare_plan_id": str(option.plan.id),
                    "fare_rule_id": str(price.fare_rule_id or option.rule.id),
                    "fare_family_id": str(option.family.id),
                    "fare_family_code": option.family.code,
                    "class_of_service": option.plan.booking_class,
                    "cabin": option.plan.cabin,
                    "passenger_type": price.passenger_type,
                    "base_price": float(price.base_price),
                    "taxes": float(price.taxes),
                    "fees": float(price.fees),
                    "total_price": float(total),
                    "currency": price.currency,
                    "seats_available": _seats(inventory.get(option.plan.booking_class)),
                    "_sort": (total, option.family.sort_order, option.plan.booking_class),
                }
            )
    items.sort(key=lambda item: item["_sort"])
    for item in items:
        del item["_sort"]
    return items


def parse_pax_types(raw: str | None) -> list[str]:
    """``ADT,CHD`` -> ``[adult, child]`` (``ValueError`` for an unknown code)."""
    if raw is None or not raw.strip():
        return list(DEFAULT_PAX_TYPES)
    found: list[str] = []
    for part in raw.split(","):
        if part.strip():
            passenger_type = passengers.normalize(part)
            if passenger_type not in found:
                found.append(passenger_type)
    return found or list(DEFAULT_PAX_TYPES)


async def grouped_prices(
    session: AsyncSession, flight_id: uuid.UUID, pax_types: Sequence[str], currency: str | None
) -> dict[str, Any]:
    leg, options, inventory = await _flight_fares(session, flight_id)
    converter = Converter(session)
    best_by_family: dict[uuid.UUID, tuple[Decimal, FareOption]] = {}
    for option in options:
        row = inventory.get(option.plan.booking_class)
        if not has_seats(row, 1):
            continue
        if any(option.price_for(t) is None for t in pax_types if passengers.is_paid(t)):
            continue
        cost = _group_total(option, pax_types)
        current = best_by_family.get(option.family.id)
        if current is None or (cost, option.plan.booking_class) < (
            current[0],
            current[1].plan.booking_class,
        ):
            best_by_family[option.family.id] = (cost, option)
    families = []
    shown_currency = currency
    for _, option in best_by_family.values():
        entries = []
        total = Decimal(0)
        for passenger_type in pax_types:
            price = option.price_for(passenger_type)
            entry, amount = await _price_entry(converter, option, passenger_type, price, currency)
            entries.append(entry)
            total += amount
        family_currency = entries[0]["currency"] if entries else option.rule.currency
        shown_currency = shown_currency or family_currency
        families.append(
            {
                "fare_plan_id": str(option.plan.id),
                "fare_plan_name": option.family.code,
                "fare_family_id": str(option.family.id),
                "fare_family_name": option.family.name,
                "class_of_service": option.plan.booking_class,
                "cabin": option.plan.cabin,
                "min_total_price": float(money(total)),
                "currency": family_currency,
                "refundable": option.rule.refundable,
                "changeable": option.rule.changeable,
                "baggage_allowance": option.family.baggage_allowance,
                "cabin_baggage": option.family.cabin_baggage,
                "fare_rule_id": str(option.rule.id),
                "seats_available": _seats(inventory.get(option.plan.booking_class)),
                "prices": entries,
                "_sort": (money(total), option.family.sort_order, option.family.code),
            }
        )
    families.sort(key=lambda family: family["_sort"])
    for family in families:
        del family["_sort"]
    return {
        "flight_id": str(leg.flight.id) if leg.flight else str(flight_id),
        "flight_date": leg.day.isoformat(),
        "route_id": str(leg.route.id),
        "origin_iata": leg.origin.iata_code,
        "destination_iata": leg.destination.iata_code,
        "currency": shown_currency or (families[0]["currency"] if families else None) or "",
        "pax_types": list(pax_types),
        "best_family_id": families[0]["fare_family_id"] if families else None,
        "families": families,
    }


def _group_total(option: FareOption, pax_types: Sequence[str]) -> Decimal:
    total = Decimal(0)
    for passenger_type in pax_types:
        if passengers.is_paid(passenger_type):
            price = option.price_for(passenger_type)
            assert price is not None
            total += price.base_price + price.taxes + price.fees
    return total


async def _price_entry(
    converter: Converter,
    option: FareOption,
    passenger_type: str,
    price: FarePrice | None,
    currency: str | None,
) -> tuple[dict[str, Any], Decimal]:
    paid = passengers.is_paid(passenger_type)
    source_currency = price.currency if price is not None else option.rule.currency
    target = currency or source_currency
    amounts = []
    for value in (
        (price.base_price, price.taxes, price.fees) if paid and price is not None else (0, 0, 0)
    ):
        converted, _ = await converter.unit(Decimal(value), source_currency, target)
        amounts.append(converted)
    base, taxes, fees = amounts
    total = money(base + taxes + fees)
    own = option.prices.get(passenger_type)
    return (
        {
            "fare_price_id": str(price.id) if price is not None and (paid or own) else None,
            "passenger_type": passenger_type,
            "base_price": float(base),
            "taxes": float(taxes),
            "fees": float(fees),
            "total_price": float(total),
            "currency": target,
            "fare_rule_id": str(
                (price.fare_rule_id if price is not None else None) or option.rule.id
            ),
            "priced_as": price.passenger_type if price is not None and paid else passenger_type,
        },
        total,
    )
