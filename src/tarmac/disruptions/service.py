"""Disruptions the airline starts (issue 24, as Duffel's airline-initiated changes).

- Recording (``record``, the worker's handler of ``flight.cancelled``, ``flight.diverted``
  and ``flight.delayed``): one change per confirmed booking with a coupon still to fly on
  the flight, per flight event (the event's id makes a second run a no-op), with the
  segment as sold (``removed``) and as it is now (``added``; nothing for a cancellation),
  and ``booking.airline_change`` emitted. A delay counts only from the airline's
  ``disruption_retime_threshold_minutes`` (``tarmac.settings``). Pending bookings get none:
  they hold no ticket, and their flight's state is what they would be paid for.
- Following the flight (``follow``, before each recording and on the internal
  ``flight.delay_changed``): a pending change the flight no longer bears is ``withdrawn``
  (``booking.airline_change_withdrawn``): a retime whose delay changed (back under the
  threshold, or replaced by a newer delay's change), a diversion reversed or replaced by
  another, any retime or diversion of a flight since cancelled. A cancellation stays: a
  flight is never un-cancelled. A flight event that no longer describes the flight (a later
  operation changed it again) records nothing: the later one's event records what holds.
- The owner's answer on a pending change (its secret key, or the booking's magic link):
  ``accept`` (not a cancellation), ``refund`` (everything the booking holds, whatever the
  fare rules: ``payments.service.refund_in_full`` through the cancel path, even after the
  departure time of a cancelled flight), ``move`` (free of charge to another flight of the
  route: ``bookings.service.create_moved`` at the old booking's value, the old booking
  ended as an exchange's, the new one confirmed and ticketed at once).
  Only a pending change the flight still bears can be answered: a withdrawn one is 400
  ``ChangeWithdrawn``, as is one the flight no longer bears whose withdrawal the worker has
  not recorded yet.
- Unanswered (``answer_due``, the worker): a change the flight no longer bears is withdrawn;
  a retime or diversion is accepted once the flight has left by its times; a cancellation is
  refunded in full once its scheduled departure has passed.
"""

import uuid
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Any

import structlog
from pydantic_core import to_jsonable_python
from sqlalchemy import select, update
from sqlalchemy.dialects.postgresql import insert as pg_insert
from sqlalchemy.ext.asyncio import AsyncSession

from tarmac.auth.caller import Caller
from tarmac.bookings import access
from tarmac.bookings import service as bookings
from tarmac.bookings.models import Booking
from tarmac.cache.reads import Reads
from tarmac.catalog import service as catalog
from tarmac.core import clock
from tarmac.core.errors import TarmacError
from tarmac.disruptions import schemas
from tarmac.disruptions.errors import (
    BookingNotConfirmed,
    CancellationNotAcceptable,
    ChangeDecided,
    ChangeNotFound,
    ChangeWithdrawn,
    FlightGone,
    TargetFlightNotFound,
    TargetNotBookable,
    TargetNotOnTheRoute,
    TripBegun,
)
from tarmac.disruptions.models import BookingChange
from tarmac.events import outbox
from tarmac.events.models import OutboxEvent
from tarmac.inventory import service as inventory
from tarmac.payments import service as payments
from tarmac.payments.providers import Provider
from tarmac.settings import service as airline_settings
from tarmac.ticketing import service as ticketing

KIND_OF = {
    "flight.cancelled": "cancelled",
    "flight.diverted": "diverted",
    "flight.delayed": "retimed",
}
GONE = frozenset({"boarding", "gate_closed", "departed", "arrived", "cancelled"})
SYSTEM = Caller(kind="staff", staff_subject="worker:airline-change")
BATCH = 50
RETRY_LATER = timedelta(hours=1)  # an unanswered change that could not be settled now
log = structlog.get_logger("tarmac.disruptions")
MOVE_DAYS_AHEAD = 30
WITHDRAWN_BECAUSE = {
    "delay_under_threshold": "the flight's delay went back under the airline's threshold",
    "diversion_reversed": "the flight's diversion was reversed",
    "superseded": "a newer change of the flight replaced it",
}


def _departure(flight: Any):
    return flight.scheduled_departure + timedelta(minutes=flight.delay_minutes or 0)


def _segment(flight: Any, origin: Any, destination: Any, shift: timedelta) -> dict[str, Any]:
    """The segment's times on the clocks of its airports (docs/getting-started.md, "Times")."""
    return to_jsonable_python(
        {
            "flight_id": flight.id,
            "flight_number": flight.flight_number,
            "origin_iata": origin.iata_code,
            "destination_iata": destination.iata_code,
            "departure": catalog.local_time(flight.scheduled_departure + shift, origin),
            "arrival": catalog.local_time(flight.scheduled_arrival + shift, destination),
        }
    )


async def _airport(session: AsyncSession, iata: str, destination: Any) -> Any:
    if iata == destination.iata_code:
        return destination
    return await catalog.airport_ref(session, iata, "destination_iata")


# --- recording --------------------------------------------------------------------------------


async def record(session: AsyncSession, event: OutboxEvent) -> int:
    """The changes a flight event makes to the bookings on the flight (see the module); how
    many were recorded now."""
    kind = KIND_OF[event.type]
    flight_id = uuid.UUID(str(event.payload["flight_id"]))
    found = (await catalog.flights_with_airports(session, [flight_id])).get(flight_id)
    if found is None:
        return 0
    flight, _route, origin, destination = found
    now = await _flight_now(session, flight)
    await _follow(session, now)
    removed = _segment(flight, origin, destination, timedelta(0))
    added: dict[str, Any] | None
    due = flight.scheduled_departure
    if kind == "retimed":
        minutes = int(event.payload["delay_minutes"])
        if minutes < now.threshold or minutes != now.delay or now.cancelled:
            return 0
        shift = timedelta(minutes=minutes)
        lands = await _airport(session, str(event.payload["destination_iata"]), destination)
        added = _segment(flight, origin, lands, shift)
        due += shift
    elif kind == "diverted":
        new_destination = str(event.payload["new_destination"])
        if new_destination != now.diverted_to or now.cancelled:
            return 0  # reversed (back to the route's airport: ``None``), or diverted again
        shift = timedelta(minutes=now.delay)
        lands = await _airport(session, new_destination, destination)
        added = _segment(flight, origin, lands, shift)
        due += shift
    else:
        added = None
    reason = event.payload.get("reason")
    recorded = 0
    for booking in await bookings.confirmed_on(session, flight_id):
        change_id = await session.scalar(
            pg_insert(BookingChange)
            .values(
                id=uuid.uuid4(),
                booking_id=booking.id,
                flight_id=flight_id,
                event_id=event.id,
                kind=kind,
                removed=removed,
                added=added,
                reason=reason,
                status="pending",
                due_at=due,
                created_at=clock.now(),
                updated_at=clock.now(),
            )
            .on_conflict_do_nothing(index_elements=["booking_id", "event_id"])
            .returning(BookingChange.id)
        )
        if change_id is None:
            continue  # recorded by an earlier run of this event
        recorded += 1
        await outbox.emit(
            session,
            "booking.airline_change",
            {
                "booking_id": booking.id,
                "booking_reference": booking.booking_reference,
                "flight_id": flight_id,
                "change_id": change_id,
                "kind": kind,
                "removed": removed,
                "added": added,
                "reason": reason,
            },
            partner_id=booking.partner_id,
            booking_id=booking.id,
        )
    return recorded


# --- following the flight ---------------------------------------------------------------------


@dataclass(frozen=True)
class _FlightNow:
    """A flight as it is now (its delay, where it is diverted to, whether it is cancelled)
    and the airline's retime threshold: what a pending change of the flight must still
    match."""

    flight_id: uuid.UUID
    delay: int
    diverted_to: str | None
    cancelled: bool
    threshold: int

    def withdrawal(self, change: BookingChange) -> str | None:
        """Why the flight no longer bears the change (``WITHDRAWALS``), or None while it
        does. A retime holds while the flight keeps the delay it recorded (however the
        threshold was set since), a diversion while the flight still lands where it said."""
        if change.kind == "cancelled":
            return None  # a flight is never un-cancelled
        if self.cancelled:
            return "superseded"  # by the cancellation's own change
        if change.kind == "retimed":
            if self.delay == _recorded_delay(change):
                return None
            return "superseded" if self.delay >= self.threshold else "delay_under_threshold"
        if self.diverted_to is None:
            return "diversion_reversed"
        return None if self.diverted_to == change.added["destination_iata"] else "superseded"


def _recorded_delay(change: BookingChange) -> int:
    shift = datetime.fromisoformat(change.added["departure"]) - datetime.fromisoformat(
        change.removed["departure"]
    )
    return round(shift.total_seconds() / 60)


async def _flight_now(session: AsyncSession, flight: Any) -> _FlightNow:
    diverted_to = None
    if flight.diverted_to_id is not None:
        airports = await catalog.airports_by_id(session, [flight.diverted_to_id])
        diverted_to = airports[flight.diverted_to_id].iata_code
    settings = await airline_settings.get(session)
    return _FlightNow(
        flight_id=flight.id,
        delay=flight.delay_minutes or 0,
        diverted_to=diverted_to,
        cancelled=flight.status == "cancelled",
        threshold=settings.disruption_retime_threshold_minutes,
    )


async def _withdraw(session: AsyncSession, change: BookingChange, reason: str) -> bool:
    """The change withdrawn, if still pending, and ``booking.airline_change_withdrawn``
    emitted (once: a change is withdrawn once). Whether it was."""
    moment = clock.now()
    withdrawn = await session.scalar(
        update(BookingChange)
        .where(BookingChange.id == change.id, BookingChange.status == "pending")
        .values(
            status="withdrawn",
            withdrawn_reason=reason,
            decided_at=moment,
            decided_by=bookings.actor(SYSTEM),
            updated_at=moment,
        )
        .returning(BookingChange.id)
    )
    if withdrawn is None:
        return False  # answered meanwhile
    booking = await bookings.current(session, change.booking_id)
    await outbox.emit(
        session,
        "booking.airline_change_withdrawn",
        {
            "booking_id": booking.id,
            "booking_reference": booking.booking_reference,
            "flight_id": change.flight_id,
            "change_id": change.id,
            "kind": change.kind,
            "reason": reason,
        },
        partner_id=booking.partner_id,
        booking_id=booking.id,
    )
    return True


async def _follow(session: AsyncSession, now: _FlightNow) -> int:
    """The flight's pending changes it no longer bears withdrawn; how many."""
    pending = await session.scalars(
        select(BookingChange)
        .where(BookingChange.flight_id == now.flight_id, BookingChange.status == "pending")
        .order_by(BookingChange.id)
    )
    withdrawn = 0
    for change in list(pending):
        reason = now.withdrawal(change)
        if reason is not None and await _withdraw(session, change, reason):
            withdrawn += 1
    return withdrawn


async def follow(session: AsyncSession, event: OutboxEvent) -> int:
    """After a flight event: the flight's pending changes it no longer bears withdrawn (see
    the module); how many."""
    flight_id = uuid.UUID(str(event.payload["flight_id"]))
    found = (await catalog.flights_with_airports(session, [flight_id])).get(flight_id)
    if found is None:
        return 0
    return await _follow(session, await _flight_now(session, found[0]))


async def _withdrawal(session: AsyncSession, change: BookingChange) -> str | None:
    flight = (await _flight_of(session, change.flight_id))[0]
    return (await _flight_now(session, flight)).withdrawal(change)


# --- reading ----------------------------------------------------------------------------------


async def _booking(
    session: AsyncSession, booking_id: uuid.UUID, caller: Caller, *, for_update: bool = False
) -> Booking:
    """The booking the caller may act on: by its magic link, by a key that sees it (404
    unknown, 403 another client's), or any for staff."""
    if caller.booking_id is not None:
        return await access.opened(session, booking_id, caller, for_update=for_update)
    return await bookings.owned(session, booking_id, caller, for_update=for_update)


async def _answers(
    session: AsyncSession, changes: list[BookingChange]
) -> list[schemas.AirlineChangeOut]:
    references = {}
    for change in changes:
        if change.new_booking_id is not None:
            moved = await bookings.current(session, change.new_booking_id)
            references[change.id] = moved.booking_reference
    return [
        schemas.AirlineChangeOut(
            id=c.id,
            booking_id=c.booking_id,
            flight_id=c.flight_id,
            kind=c.kind,
            status=c.status,
            removed=c.removed,
            added=c.added,
            reason=c.reason,
            created_at=c.created_at,
            decided_at=c.decided_at,
            decided_by=c.decided_by,
            withdrawn_reason=c.withdrawn_reason,
            new_booking_id=c.new_booking_id,
            new_booking_reference=references.get(c.id),
            refund_amount=float(c.refund_amount) if c.refund_amount is not None else None,
            currency=c.currency,
        )
        for c in changes
    ]


async def changes_of(
    session: AsyncSession, booking_id: uuid.UUID, caller: Caller
) -> schemas.AirlineChangesOut:
    """The airline changes of the booking, oldest first."""
    if caller.kind == "staff":
        booking = await bookings.current(session, booking_id)
    else:
        booking = await _booking(session, booking_id, caller)
    rows = list(
        await session.scalars(
            select(BookingChange)
            .where(BookingChange.booking_id == booking.id)
            .order_by(BookingChange.created_at, BookingChange.id)
        )
    )
    return schemas.AirlineChangesOut(booking_id=booking.id, changes=await _answers(session, rows))


async def answer(session: AsyncSession, change: BookingChange) -> schemas.AirlineChangeOut:
    return (await _answers(session, [change]))[0]


# --- the owner's answer -----------------------------------------------------------------------


async def _pending(
    session: AsyncSession, booking_id: uuid.UUID, change_id: uuid.UUID, caller: Caller
) -> tuple[Booking, BookingChange]:
    """The booking (locked, then) its pending change (locked): 404 for a change of another
    booking, 400 once answered or withdrawn (or no longer borne by the flight)."""
    booking = await _booking(session, booking_id, caller, for_update=True)
    change = await session.scalar(
        select(BookingChange)
        .where(BookingChange.id == change_id, BookingChange.booking_id == booking.id)
        .with_for_update()
        .execution_options(populate_existing=True)
    )
    if change is None:
        raise ChangeNotFound()
    if change.status == "withdrawn":
        raise ChangeWithdrawn(
            f"The airline withdrew this change: {WITHDRAWN_BECAUSE[change.withdrawn_reason]}"
        )
    if change.status != "pending":
        raise ChangeDecided(f"The airline change was already answered: {change.status}")
    reason = await _withdrawal(session, change)
    if reason is not None:
        # the airline undid it and the worker has not recorded so yet: it will
        raise ChangeWithdrawn(f"The airline withdrew this change: {WITHDRAWN_BECAUSE[reason]}")
    return booking, change


async def _flight_of(session: AsyncSession, flight_id: uuid.UUID) -> tuple[Any, ...]:
    return (await catalog.flights_with_airports(session, [flight_id]))[flight_id]


async def _still_open(session: AsyncSession, booking: Booking, change: BookingChange) -> None:
    """A retimed or diverted flight that has left was flown: its change is over. A
    cancelled flight never flies: its refund and move stay open."""
    if booking.status != "confirmed":
        raise BookingNotConfirmed(f"The booking is {booking.status}")
    if change.kind == "cancelled":
        return
    flight = (await _flight_of(session, change.flight_id))[0]
    if flight.status in GONE or _departure(flight) <= clock.now():
        raise FlightGone()


async def _undo_checkins(
    session: AsyncSession, booking: Booking, change: BookingChange, caller: Caller
) -> None:
    """A cancelled flight's coupons checked in or boarded go back to ``OPEN`` (each move
    recorded), so that the refund or the move can end them. The cancellation itself does
    so (flight operations); this catches a check-in that raced it and coupons of flights
    cancelled before it did."""
    if change.kind != "cancelled":
        return
    await ticketing.flight_cancelled(
        session,
        change.flight_id,
        actor=bookings.actor(caller),
        reason="flight cancelled: check-in undone",
        booking_id=booking.id,
    )


def _decided(change: BookingChange, status: str, caller: Caller) -> None:
    change.status = status
    change.decided_at = clock.now()
    change.decided_by = bookings.actor(caller)


async def accept(
    session: AsyncSession, booking_id: uuid.UUID, change_id: uuid.UUID, caller: Caller
) -> BookingChange:
    """The booking keeps its retimed or diverted flight; nothing else moves."""
    _booking_row, change = await _pending(session, booking_id, change_id, caller)
    if change.kind == "cancelled":
        raise CancellationNotAcceptable()
    _decided(change, "accepted", caller)
    await session.flush()
    return change


async def _refund(
    session: AsyncSession,
    booking: Booking,
    change: BookingChange,
    caller: Caller,
    provider: Provider | None,
) -> None:
    flight = (await _flight_of(session, change.flight_id))[0]
    await _undo_checkins(session, booking, change, caller)
    given = await bookings.cancel_booking(
        session,
        booking,
        caller,
        payments.refund_in_full(
            caller, provider, reason=f"Airline change: flight {flight.flight_number} {change.kind}"
        ),
        after_departure=True,
    )
    _decided(change, "refunded", caller)
    change.refund_amount = given.amount
    change.currency = given.currency or booking.currency
    await session.flush()


async def refund(
    session: AsyncSession,
    booking_id: uuid.UUID,
    change_id: uuid.UUID,
    caller: Caller,
    provider: Provider | None,
) -> BookingChange:
    """A full involuntary refund: everything the booking holds back to its payments, the
    booking cancelled, its coupons ``REFUNDED``, whatever the fare rules."""
    booking, change = await _pending(session, booking_id, change_id, caller)
    await _still_open(session, booking, change)
    await _refund(session, booking, change, caller, provider)
    return change


async def _target(
    session: AsyncSession, change: BookingChange, new_flight_id: uuid.UUID
) -> tuple[Any, ...]:
    found = (await catalog.flights_with_airports(session, [new_flight_id])).get(new_flight_id)
    if found is None:
        raise TargetFlightNotFound()
    flight, _route, origin, destination = found
    _changed, _r, changed_origin, changed_destination = await _flight_of(session, change.flight_id)
    if (origin.id, destination.id) != (changed_origin.id, changed_destination.id):
        raise TargetNotOnTheRoute(
            f"Flight {flight.flight_number} does not fly {changed_origin.iata_code} → "
            f"{changed_destination.iata_code}"
        )
    if flight.id == change.flight_id or flight.status in GONE or _departure(flight) <= clock.now():
        raise TargetNotBookable(
            f"Flight {flight.flight_number} is {flight.status}: it cannot be moved to"
            if flight.id != change.flight_id
            else "The new flight is the changed flight itself"
        )
    return found


async def move(
    session: AsyncSession,
    booking_id: uuid.UUID,
    change_id: uuid.UUID,
    body: schemas.MoveIn,
    caller: Caller,
    *,
    reads: Reads,
) -> BookingChange:
    """Free of charge to another flight of the route: a new booking at the old one's value
    (no penalty, no fare difference, nothing paid or refunded), confirmed and ticketed at
    once, its tickets ``exchanged_from`` the old ones; the old booking's coupons
    ``EXCHANGED`` and the booking cancelled with its places and seats given back. Not once
    part of the trip flew (400 ``TripBegun``): the move rebooks a whole trip at its value."""
    old, change = await _pending(session, booking_id, change_id, caller)
    await _still_open(session, old, change)
    flown = [
        c
        for c in (await ticketing.of_booking(session, old.id)).all_coupons
        if c.status in ("COMPLETED", "CLOSED")
    ]
    if flown:
        raise TripBegun(
            f"Coupon {flown[0].coupon_number} of this trip is {flown[0].status}: the trip has "
            "begun and cannot be moved; take the refund of the part not flown"
        )
    await _target(session, change, body.new_flight_id)
    await _undo_checkins(session, old, change, caller)
    carried = await payments.held(session, old)
    new = await bookings.create_moved(
        session,
        old,
        flight_id=change.flight_id,
        new_flight_id=body.new_flight_id,
        carried=carried,
        caller=caller,
        change_id=change.id,
    )
    await bookings.end_exchanged(session, old, new, caller)
    bookings.record_payment(new, old.payment_status)
    await bookings.confirm_booking(session, new, caller, reads)
    _decided(change, "moved", caller)
    change.new_booking_id = new.id
    await session.flush()
    return change


async def move_flights(
    session: AsyncSession, booking_id: uuid.UUID, change_id: uuid.UUID, caller: Caller
) -> schemas.MoveFlightsOut:
    """The flights of the changed flight's route in the next 30 days, not departed nor
    cancelled, with the places left in the booking's cabin."""
    booking = await _booking(session, booking_id, caller)
    change = await session.scalar(
        select(BookingChange).where(
            BookingChange.id == change_id, BookingChange.booking_id == booking.id
        )
    )
    if change is None:
        raise ChangeNotFound()
    flight, route, _origin, _destination = await _flight_of(session, change.flight_id)
    view = await bookings.view(session, booking)
    cabin = next(
        (s.cabin for s in view.segments if s.flight_id == change.flight_id),
        view.segments[0].cabin,
    )
    today = clock.today()
    rows = [
        row
        for row in await catalog.route_flights_between(
            session, route.id, today, today + timedelta(days=MOVE_DAYS_AHEAD)
        )
        if row[0].id != flight.id and row[0].status not in GONE and _departure(row[0]) > clock.now()
    ]
    availability = await inventory.availability(session, [row[0].id for row in rows])

    def left(flight_id: uuid.UUID) -> int:
        classes = availability.get(flight_id, {}).values()
        return max((c.left for c in classes if c.cabin == cabin), default=0)

    return schemas.MoveFlightsOut(
        change_id=change.id,
        flights=[
            schemas.MoveFlightOut(
                flight_id=f.id,
                flight_number=f.flight_number,
                origin_iata=o.iata_code,
                destination_iata=d.iata_code,
                departure=catalog.local_time(_departure(f), o),
                arrival=catalog.local_time(
                    f.scheduled_arrival + timedelta(minutes=f.delay_minutes or 0), d
                ),
                available_seats=left(f.id),
            )
            for f, _r, o, d, _aircraft in rows
        ],
    )


# --- the worker: changes nobody answered ------------------------------------------------------


async def answer_due(session: AsyncSession, provider: Provider | None, limit: int = BATCH) -> int:
    """Pending changes whose flight's time has come: one the flight no longer bears
    withdrawn, a retime or diversion accepted once the flight has left by its (new) times (a
    later delay puts it off), a cancellation refunded in full once its scheduled departure
    has passed (money is never kept for a flight that did not fly). Locks the booking first,
    then the change, as the owner's answers do. How many were answered."""
    now = clock.now()
    due = list(
        (
            await session.execute(
                select(BookingChange.id, BookingChange.booking_id)
                .where(BookingChange.status == "pending", BookingChange.due_at <= now)
                .order_by(BookingChange.due_at, BookingChange.id)
                .limit(limit)
            )
        ).all()
    )
    answered = 0
    for change_id, booking_id in due:
        booking = await bookings.current(session, booking_id, for_update=True)
        change = await session.scalar(
            select(BookingChange)
            .where(BookingChange.id == change_id, BookingChange.status == "pending")
            .with_for_update(skip_locked=True)
            .execution_options(populate_existing=True)
        )
        if change is None:
            continue
        reason = await _withdrawal(session, change)
        if reason is not None:
            await _withdraw(session, change, reason)
        elif change.kind == "cancelled" and booking.status == "confirmed":
            try:
                async with session.begin_nested():
                    await _refund(session, booking, change, SYSTEM, provider)
            except TarmacError as exc:
                # one change that cannot be refunded now never holds up the others: it is
                # tried again later, and the back office sees it pending
                log.warning("airline_change_not_refunded", change_id=str(change_id), error=str(exc))
                await session.execute(
                    update(BookingChange)
                    .where(BookingChange.id == change_id)
                    .values(due_at=now + RETRY_LATER)
                )
                continue
        else:
            flight = (await _flight_of(session, change.flight_id))[0]
            leaves = _departure(flight)
            if change.kind != "cancelled" and leaves > now:
                change.due_at = leaves  # delayed again: answered when it leaves
                await session.flush()
                continue
            _decided(change, "accepted", SYSTEM)
        answered += 1
    await session.flush()
    return answered
