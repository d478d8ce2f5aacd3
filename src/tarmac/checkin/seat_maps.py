"""The seat map of a flight (spec 01 §4.8): the aircraft's layout from catalog, each seat's
fee from pricing's seat zones under the caller's fare, occupancy from inventory."""

import uuid

from sqlalchemy.ext.asyncio import AsyncSession

from tarmac.auth.caller import Caller
from tarmac.bookings import service as bookings
from tarmac.catalog import service as catalog
from tarmac.checkin.errors import CheckinOfAnotherBooking, FlightNotInBooking
from tarmac.checkin.schemas import RowOut, SeatMap, SeatOut, SeatStats
from tarmac.checkin.service import flight_and_airports
from tarmac.core import clock
from tarmac.inventory import service as inventory
from tarmac.pricing import service as pricing
from tarmac.settings import service as settings


async def seat_map(
    session: AsyncSession, flight_id: uuid.UUID, caller: Caller, booking_id: uuid.UUID | None
) -> SeatMap:
    """The flight's seats with their status now and their fee under the caller's fare: the
    booking's (a magic link, or staff naming ``booking_id``), else the flight's cheapest.
    For the traveller at check-in (a magic link) a seat costs what choosing it there
    costs: nothing, unless the airline charges zone fees at check-in."""
    flight, route, _, _ = await flight_and_airports(session, flight_id)
    if caller.kind == "guest":
        if booking_id is not None and booking_id != caller.booking_id:
            raise CheckinOfAnotherBooking()
        booking_id = caller.booking_id
    elif caller.kind != "staff":
        booking_id = None
    rule_id = None
    if booking_id is not None:
        await bookings.current(session, booking_id)
        trip = await bookings.checkin_trip(session, booking_id)
        segment = next((s for s in trip.segments if s.flight_id == flight_id), None)
        if segment is None:
            raise FlightNotInBooking()
        rule_id = segment.fare_rule_id
    else:
        rule_id = await pricing.cheapest_fare_rule(session, route.id, flight.id, flight.flight_date)
    zones = (
        {z.zone_code: z for z in await pricing.seat_zones_for_rule(session, rule_id)}
        if (rule_id is not None)
        else {}
    )
    free_at_checkin = (
        caller.kind == "guest" and not (await settings.get(session)).checkin_seat_fee_charged
    )
    layout = catalog.SeatLayout.model_validate(
        (await catalog.aircraft_layouts(session, [flight.aircraft_id]))[flight.aircraft_id]
    )
    occupied = await inventory.occupied_seats(session, flight_id, clock.now())
    rows: dict[int, RowOut] = {}
    stats = {"free": 0, "occupied": 0, "blocked": 0}
    for seat in layout.seats(include_blocked=True):
        status = "blocked" if seat.blocked else "occupied" if seat.number in occupied else "free"
        stats[status] += 1
        zone = zones.get(seat.zone)
        fee = 0.0 if zone is None or zone.is_included or free_at_checkin else float(zone.price)
        row = rows.setdefault(seat.row, RowOut(number=seat.row, class_=seat.cabin, seats=[]))
        row.seats.append(
            SeatOut(seat_number=seat.number, type=seat.type, status=status, fee=fee, zone=seat.zone)
        )
    currency = next(iter(zones.values())).currency if zones else None
    return SeatMap(
        flight_id=flight.id,
        aircraft_id=flight.aircraft_id,
        currency=currency,
        columns=layout.columns,
        rows=list(rows.values()),
        stats=SeatStats(total=sum(stats.values()), **stats),
    )
