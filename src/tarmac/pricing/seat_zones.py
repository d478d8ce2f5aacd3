"""Seat price zones (spec 01 §2.9): STD, XL (exit rows) and FRONT (front rows), priced per
fare rule with a default for every fare.

Decisions (the spec is silent):

- For a fare rule, each zone's price is the row for that rule when there is one, else the
  default row (``fare_rule_id`` null); a zone with neither is not offered. Zones are listed
  in ``sort_order``, then STD, XL, FRONT.
- ``is_included`` is true when the zone's row says so and the fare allows seat selection;
  ``is_selectable`` (a new field) is the fare rule's ``seat_selection``: when false, a seat
  number at booking is 422 (spec 01 §4.5 rule 4).
- ``seat_price`` (for booking creation and check-in) finds the zone from the aircraft
  layout: a wrong format or a seat that is not in the cabin is 422.
"""

import uuid
from dataclasses import dataclass
from decimal import Decimal
from typing import Any, ClassVar

from sqlalchemy import or_, select
from sqlalchemy.ext.asyncio import AsyncSession

from tarmac.catalog import service as catalog
from tarmac.db.crud import Records
from tarmac.pricing import rules
from tarmac.pricing.errors import (
    BadSeatNumber,
    NoSeatZonePrice,
    SeatNotInCabin,
    SeatSelectionNotAllowed,
)
from tarmac.pricing.models import FareRule
from tarmac.pricing.quote_models import SEAT_ZONES, SeatZonePrice

ZONE_ORDER = {code: i for i, code in enumerate(SEAT_ZONES)}


@dataclass(frozen=True)
class ZonePrice:
    zone_code: str
    zone_name: str
    price: Decimal
    currency: str
    is_included: bool
    is_selectable: bool

    def as_json(self) -> dict[str, Any]:
        return {
            "zone_code": self.zone_code,
            "zone_name": self.zone_name,
            "price": float(self.price),
            "currency": self.currency,
            "is_included": self.is_included,
            "is_selectable": self.is_selectable,
        }


async def zones_for_rule(session: AsyncSession, fare_rule_id: uuid.UUID) -> list[ZonePrice]:
    rule = await rules.get_rule(session, fare_rule_id)
    return await _zones(session, rule)


async def _zones(session: AsyncSession, rule: FareRule) -> list[ZonePrice]:
    rows = (
        await session.scalars(
            select(SeatZonePrice).where(
                SeatZonePrice.is_active,
                or_(SeatZonePrice.fare_rule_id == rule.id, SeatZonePrice.fare_rule_id.is_(None)),
            )
        )
    ).all()
    chosen: dict[str, SeatZonePrice] = {}
    for row in rows:
        if row.zone_code not in chosen or row.fare_rule_id is not None:
            chosen[row.zone_code] = row
    ordered = sorted(chosen.values(), key=lambda r: (r.sort_order, ZONE_ORDER[r.zone_code]))
    return [
        ZonePrice(
            zone_code=row.zone_code,
            zone_name=row.zone_name,
            price=row.price,
            currency=row.currency,
            is_included=row.is_included and rule.seat_selection,
            is_selectable=rule.seat_selection,
        )
        for row in ordered
    ]


@dataclass(frozen=True)
class SeatPrice:
    seat_number: str
    zone_code: str
    zone_name: str
    fee: Decimal  # 0 when included
    currency: str
    is_included: bool


async def seat_price(
    session: AsyncSession,
    fare_rule_id: uuid.UUID,
    layout: dict[str, Any],
    seat_number: str,
    cabin: str | None = None,
) -> SeatPrice:
    """The fee of ``seat_number`` under a fare rule on an aircraft layout (422 when the fare
    does not allow seat selection, the format is wrong or the seat is not in the aircraft,
    or not in ``cabin`` when given)."""
    rule = await rules.get_rule(session, fare_rule_id)
    if not rule.seat_selection:
        raise SeatSelectionNotAllowed()
    if not catalog.SEAT_NUMBER.match(seat_number or ""):
        raise BadSeatNumber(f"Bad seat number {seat_number!r} (expected like 12A)")
    seats = {seat.number: seat for seat in catalog.SeatLayout.model_validate(layout).seats()}
    seat = seats.get(seat_number)
    if seat is None:
        raise SeatNotInCabin(f"Seat {seat_number} is not in the cabin")
    if cabin is not None and seat.cabin != cabin:
        raise SeatNotInCabin(
            f"Seat {seat_number} is in the {seat.cabin} cabin; the fare is for {cabin}"
        )
    zones = {zone.zone_code: zone for zone in await _zones(session, rule)}
    zone = zones.get(seat.zone)
    if zone is None:
        raise NoSeatZonePrice(f"No price is configured for seat zone {seat.zone}")
    return SeatPrice(
        seat_number=seat_number,
        zone_code=zone.zone_code,
        zone_name=zone.zone_name,
        fee=Decimal(0) if zone.is_included else zone.price,
        currency=zone.currency,
        is_included=zone.is_included,
    )


# --- back office ----------------------------------------------------------------------------


class ZonePrices(Records[SeatZonePrice]):
    """One price per zone for every fare and one per zone and fare rule (409 otherwise)."""

    model = SeatZonePrice
    noun = "seat zone price"
    order_by = (
        SeatZonePrice.fare_rule_id.is_not(None),
        SeatZonePrice.sort_order,
        SeatZonePrice.zone_code,
    )
    messages: ClassVar = {
        "uq_seat_zone_prices_zone_code_default": "This zone already has a price for every fare",
        "uq_seat_zone_prices_zone_code_fare_rule_id": (
            "This zone already has a price for this fare rule"
        ),
    }


zone_prices = ZonePrices()
