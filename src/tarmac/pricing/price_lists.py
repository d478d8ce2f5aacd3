"""Fare prices of one flight: ``GET /prices/`` and ``GET /grouped-prices/`` (spec 01 §2.8,
§4.4). Their amounts are the offers' (``pricing.offers``): what a quote of the flight
charges one passenger of the type, with the same taxes, dynamic multipliers and
conversion; the final price of a trip comes from the quote.

Decisions (the spec is silent):

- The fares of a flight are the active plans of active families valid on its date, its own
  plans replacing the route's plans of the same family (``offers.applicable``).
- ``/prices/`` lists every fare price of those plans (optionally of one ``fare_class``),
  cheapest first, whether or not its class has seats or advance purchase is still open:
  ``total_price`` = ``base_price`` + ``taxes`` + ``fees``, what one passenger of that type
  pays (a lap infant 0), ``booking_charges`` what a one-way booking adds once, and
  ``seats_available`` from the booking-class inventory (null without an inventory row).
- ``/grouped-prices/`` gives one entry per fare family: its cheapest fare offered to one
  passenger of each requested type (``pax_types``, codes or words, default ``ADT``), the
  way search offers fares (open class with a seat for each of them, advance purchase
  open). ``prices`` has one entry per requested type: its own fare price, else the adult
  one (``priced_as`` says which); a lap infant is 0. ``min_total_price`` is what a one-way
  quote of those passengers charges (``booking_charges`` included); families are sorted by
  it (then ``sort_order``); ``best_family_id`` is the first.
- ``currency`` converts the amounts as the quote's ``target_currency`` does; no rate is
  400.
"""

import uuid
from collections.abc import Mapping, Sequence
from typing import Any

from sqlalchemy.ext.asyncio import AsyncSession

from tarmac.cache.reads import ReferenceLoader
from tarmac.catalog import service as catalog
from tarmac.core import clock
from tarmac.inventory import service as inventory_service
from tarmac.inventory.service import ClassAvailability
from tarmac.pricing import charges, dynamic, offers, passengers
from tarmac.pricing.conversion import Converter
from tarmac.pricing.errors import FlightNotFound
from tarmac.pricing.legs import LegPlan
from tarmac.pricing.offers import FareOption, LegPricer

DEFAULT_PAX_TYPES = ("adult",)


async def _flight_fares(
    session: AsyncSession, flight_id: uuid.UUID
) -> tuple[LegPlan, list[FareOption], Mapping[str, ClassAvailability], LegPricer]:
    flights = await catalog.flight_values_with_airports(session, [flight_id])
    if flight_id not in flights:
        raise FlightNotFound()
    flight, route, origin, destination = flights[flight_id]
    leg = LegPlan("outbound", route, origin, destination, flight, flight.flight_date)
    load = ReferenceLoader(session, None)
    today = clock.today()
    found = await offers.load_fare_options(session, [route.id], [flight.id])
    options = offers.applicable(found, leg)
    classes = (await inventory_service.availability(session, [flight_id])).get(flight_id, {})
    settings = await dynamic.load(session)
    found_taxes = await charges.taxes_in_force(load, charges.tax_scopes([leg]), today)
    pricer = LegPricer(
        leg,
        found_taxes,
        offers.multipliers(settings, leg, classes, today),
        Converter(load, today),
    )
    return leg, options, classes, pricer


def _seats(row: ClassAvailability | None) -> int | None:
    return None if row is None else row.left


async def prices(
    session: AsyncSession, flight_id: uuid.UUID, fare_class: str | None
) -> list[dict[str, Any]]:
    _, options, classes, pricer = await _flight_fares(session, flight_id)
    items = []
    for option in options:
        if fare_class is not None and option.plan.booking_class != fare_class:
            continue
        priced = await offers.offer(option, [], pricer, None, list(option.prices))
        for passenger_type, amounts in priced.prices.items():
            price = option.prices[passenger_type]
            items.append(
                {
                    "fare_price_id": str(price.id),
                    "fare_plan_id": str(option.plan.id),
                    "fare_rule_id": str(option.rule_of(price).id),
                    "fare_family_id": str(option.family.id),
                    "fare_family_code": option.family.code,
                    "class_of_service": option.plan.booking_class,
                    "cabin": option.plan.cabin,
                    "passenger_type": passenger_type,
                    "base_price": float(amounts.base),
                    "taxes": float(amounts.taxes),
                    "fees": float(amounts.fees),
                    "total_price": float(amounts.total),
                    "booking_charges": float(priced.booking_charges),
                    "currency": price.currency,
                    "seats_available": _seats(classes.get(option.plan.booking_class)),
                    "_sort": (amounts.total, option.family.sort_order, option.plan.booking_class),
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
    leg, options, classes, pricer = await _flight_fares(session, flight_id)
    pax = [(passenger_type, 1) for passenger_type in pax_types]
    best: dict[uuid.UUID, offers.Offer] = {}
    for option in options:
        if not (
            option.priced_for(pax)
            and offers.has_seats(classes.get(option.plan.booking_class), max(offers.seated(pax), 1))
            and offers.purchase_open(option, pax, leg.day, clock.today())
        ):
            continue
        found = await offers.offer(option, pax, pricer, currency, pax_types)
        current = best.get(option.family.id)
        if current is None or found.rank() < current.rank():
            best[option.family.id] = found
    families = [_family(found, classes) for found in sorted(best.values(), key=offers.Offer.rank)]
    return {
        "flight_id": str(flight_id),
        "flight_date": leg.day.isoformat(),
        "route_id": str(leg.route.id),
        "origin_iata": leg.origin.iata_code,
        "destination_iata": leg.destination.iata_code,
        "currency": currency or (families[0]["currency"] if families else ""),
        "pax_types": list(pax_types),
        "best_family_id": families[0]["fare_family_id"] if families else None,
        "families": families,
    }


def _family(found: offers.Offer, classes: Mapping[str, ClassAvailability]) -> dict[str, Any]:
    option = found.option
    return {
        "fare_plan_id": str(option.plan.id),
        "fare_plan_name": option.family.code,
        "fare_family_id": str(option.family.id),
        "fare_family_name": option.family.name,
        "class_of_service": option.plan.booking_class,
        "cabin": option.plan.cabin,
        "min_total_price": float(found.total),
        "booking_charges": float(found.booking_charges),
        "currency": found.currency,
        "refundable": option.rule.refundable,
        "changeable": option.rule.changeable,
        "baggage_allowance": option.family.baggage_allowance,
        "cabin_baggage": option.family.cabin_baggage,
        "fare_rule_id": str(option.rule.id),
        "seats_available": _seats(classes.get(option.plan.booking_class)),
        "prices": [
            {
                "fare_price_id": str(amounts.fare_price_id) if amounts.fare_price_id else None,
                "passenger_type": passenger_type,
                "base_price": float(amounts.base),
                "taxes": float(amounts.taxes),
                "fees": float(amounts.fees),
                "total_price": float(amounts.total),
                "currency": found.currency,
                "fare_rule_id": str(amounts.fare_rule_id),
                "priced_as": amounts.priced_as,
            }
            for passenger_type, amounts in found.prices.items()
        ],
    }
