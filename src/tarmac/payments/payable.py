"""Whether a booking may take a payment now (spec 01 §4.5): every way of paying asks
(the wallet, a card, an external confirmation)."""

from sqlalchemy.ext.asyncio import AsyncSession

from tarmac.bookings import service as bookings
from tarmac.bookings.errors import BookingIsFinal
from tarmac.bookings.models import FINAL_STATUSES, Booking
from tarmac.catalog import service as catalog
from tarmac.payments.errors import AlreadyPaid, FlightCancelled, NotPayable


def check_payable(booking: Booking) -> None:
    """Only a pending, unpaid booking takes a payment (400 otherwise, saying why)."""
    if booking.payment_status != "unpaid":
        raise AlreadyPaid(f"The booking is already {booking.payment_status.replace('_', ' ')}")
    if booking.status in FINAL_STATUSES:
        raise BookingIsFinal(f"The booking is {booking.status}: it cannot be paid")
    if booking.status != "pending":
        raise NotPayable(
            f"The booking is {booking.status} without a payment through the airline: its "
            "client confirmed it as paid elsewhere"
        )


async def cancelled_flight(session: AsyncSession, booking: Booking) -> str | None:
    """The flight number of a cancelled flight the booking flies (outbound, return or any
    segment), read from the database rather than the reference cache: no payment is taken
    for a trip that will not fly."""
    return await catalog.cancelled_flight_number(
        session, await bookings.flight_ids(session, booking)
    )


async def check_flights_fly(
    session: AsyncSession, booking: Booking, sold: bookings.Sold | None = None
) -> None:
    """400 when a flight of the booking is cancelled (every way of paying asks). ``sold``:
    the booking's segments and passengers, when read already."""
    if sold is None:
        flight_number = await cancelled_flight(session, booking)
    else:
        flights = bookings.flights_of(booking, (segment.flight_id for segment in sold[0]))
        flight_number = await catalog.cancelled_flight_number(session, flights)
    if flight_number is not None:
        raise FlightCancelled(
            f"Flight {flight_number} of the booking is cancelled: the booking cannot be paid"
        )
