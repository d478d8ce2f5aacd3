"""What the airline's staff read of a flight's check-in: its passengers with their check-ins,
and the counts of many flights."""

import uuid

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from tarmac.bookings import service as bookings
from tarmac.checkin.boarding import pass_is_stale
from tarmac.checkin.models import Checkin
from tarmac.checkin.schemas import CheckinStats, FlightPassenger, FlightPassengers, FlightStats
from tarmac.checkin.service import flight_and_airports
from tarmac.ticketing import service as ticketing

ENDED_COUPONS = ("VOID", "REFUNDED", "EXCHANGED")


async def flight_passengers(session: AsyncSession, flight_id: uuid.UUID) -> FlightPassengers:
    """Every ticketed passenger of the flight (coupons not voided, refunded or exchanged)
    with its check-in, by booking reference and name."""
    flight, _, _, _ = await flight_and_airports(session, flight_id)
    coupons = [
        c
        for c in await ticketing.coupons_on_flights(session, [flight_id])
        if c.status not in ENDED_COUPONS
    ]
    people = await bookings.passengers_on_flight(session, [c.passenger_id for c in coupons])
    checkins = {
        c.passenger_id: c
        for c in await session.scalars(select(Checkin).where(Checkin.flight_id == flight_id))
    }
    listed = []
    for coupon in coupons:
        booking, passenger = people[coupon.passenger_id]
        checkin = checkins.get(coupon.passenger_id)
        listed.append(
            FlightPassenger(
                booking_id=booking.id,
                booking_reference=booking.booking_reference,
                passenger_id=passenger.id,
                first_name=passenger.first_name,
                last_name=passenger.last_name,
                passenger_type=passenger.passenger_type,
                coupon_status=coupon.status,
                checkin_id=checkin.id if checkin else None,
                checkin_status=checkin.status if checkin else "not_checked_in",
                seat_number=checkin.seat_number if checkin else None,
                sequence_number=checkin.sequence_number if checkin else None,
                boarding_pass_issued=bool(checkin and checkin.boarding_pass_issued_at),
                boarding_pass_stale=bool(checkin and pass_is_stale(checkin, passenger)),
                boarded=bool(checkin and checkin.boarded_at),
                boarded_at=checkin.boarded_at if checkin else None,
            )
        )
    listed.sort(key=lambda p: (p.booking_reference, p.last_name, p.first_name))
    return FlightPassengers(
        flight_id=flight.id, flight_number=flight.flight_number, passengers=listed
    )


async def stats(session: AsyncSession, flight_ids: list[uuid.UUID]) -> CheckinStats:
    """Per flight asked (in the order asked): ticketed passengers, checked in, boarded."""
    coupons = await ticketing.coupons_on_flights(session, flight_ids)
    checkins = list(await session.scalars(select(Checkin).where(Checkin.flight_id.in_(flight_ids))))
    out = []
    for flight_id in dict.fromkeys(flight_ids):
        ticketed = {
            c.passenger_id
            for c in coupons
            if c.flight_id == flight_id and c.status not in ENDED_COUPONS
        }
        mine = [c for c in checkins if c.flight_id == flight_id and c.passenger_id in ticketed]
        boarded = sum(1 for c in mine if c.boarded_at is not None)
        out.append(
            FlightStats(
                flight_id=flight_id,
                passengers=len(ticketed),
                checked_in=len(mine),
                boarded=boarded,
                not_checked_in=len(ticketed) - len(mine),
            )
        )
    return CheckinStats(flights=out)
