"""APIS passenger lists: the destinations staff configure, the PAXLST of a flight made at
the configured time (and again when its list changes) or on demand, kept with the flight,
and delivered to the destination with the webhooks' retry schedule.

Services flush and never commit, except where the worker's claim and each attempt's
outcome must be committed on their own (``claim``, ``record`` take a session of their
own): no transaction is held while an authority is waited on."""

import hmac
import uuid
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from typing import Any, ClassVar

from sqlalchemy import select, text
from sqlalchemy.ext.asyncio import AsyncSession

from tarmac.apis import delivery, edifact, errors
from tarmac.apis.models import (
    DELIVERED,
    FAILED,
    INTERCHANGE_NUMBERS,
    PENDING,
    SCHEDULED,
    STAFF,
    UPDATE,
    ApisAttempt,
    ApisDestination,
    ApisMessage,
    reference,
)
from tarmac.apis.schemas import ApisAttemptOut, ApisMessageOut, ApisReceivedOut
from tarmac.auth.caller import Caller
from tarmac.bookings import service as bookings
from tarmac.catalog import service as catalog
from tarmac.core import clock, retry
from tarmac.db.crud import Records
from tarmac.events.outbox import emit
from tarmac.ticketing import service as ticketing

SYSTEM = "system"
# coupons of passengers no longer on the flight: never flown (voided, refunded, exchanged)
# or closed as no-shows
LEFT = frozenset({"VOID", "REFUNDED", "EXCHANGED", "CLOSED"})
# a worker's claim outlives the attempt it covers: the destination's timeout and this margin
LEASE_MARGIN = timedelta(seconds=30)
BATCH = 20


# --- destinations ------------------------------------------------------------------------------


class Destinations(Records[ApisDestination]):
    model = ApisDestination
    noun = "APIS destination"
    order_by = (ApisDestination.country,)
    messages: ClassVar = {
        "uq_apis_destinations_country": "A destination for this country already exists",
        "ck_apis_destinations_some_direction": "A destination takes arrivals, departures or both",
        "ck_apis_destinations_auth_header_whole": (
            "auth_header_name and auth_header_value are set or cleared together"
        ),
    }


destinations = Destinations()


# --- a flight and whom its list goes to ---------------------------------------------------------


@dataclass(frozen=True)
class Leg:
    flight: catalog.Flight
    route: catalog.Route
    origin: catalog.Airport
    arrival: catalog.Airport  # where it lands: a diversion's airport

    @property
    def international(self) -> bool:
        return self.route.route_type == "international" or (
            self.origin.country != self.arrival.country
        )

    def concerns(self, destination: ApisDestination) -> bool:
        return (destination.on_arrival and destination.country == self.arrival.country) or (
            destination.on_departure and destination.country == self.origin.country
        )

    @property
    def departure(self) -> datetime:
        """When it leaves: scheduled, plus its delay."""
        return self.flight.scheduled_departure + timedelta(minutes=self.flight.delay_minutes)


async def _legs(session: AsyncSession, flight_ids: Sequence[uuid.UUID]) -> list[Leg]:
    found = await catalog.flights_with_airports(session, flight_ids)
    diverted = [f.diverted_to_id for f, _, _, _ in found.values() if f.diverted_to_id]
    airports = await catalog.airports_by_id(session, diverted)
    legs = []
    for flight, route, origin, destination in found.values():
        landing = airports.get(flight.diverted_to_id) if flight.diverted_to_id else None
        legs.append(Leg(flight, route, origin, landing or destination))
    return legs


async def _leg(session: AsyncSession, flight_id: uuid.UUID) -> Leg:
    legs = await _legs(session, [flight_id])
    if not legs:
        raise errors.ApisFlightNotFound()
    return legs[0]


def _voyage(leg: Leg) -> edifact.Voyage:
    number = leg.flight.flight_number
    return edifact.Voyage(
        flight_number=number,
        carrier=number[:2],
        origin=leg.origin.iata_code,
        destination=leg.arrival.iata_code,
        departure_local=catalog.local_time(leg.flight.scheduled_departure, leg.origin),
        arrival_local=catalog.local_time(leg.flight.scheduled_arrival, leg.arrival),
    )


async def _travellers(session: AsyncSession, flight_id: uuid.UUID) -> list[edifact.Traveller]:
    """Every ticketed passenger still on the flight, with the travel document the booking
    holds, by name."""
    coupons = await ticketing.coupons_on_flights(session, [flight_id])
    on_board = list(dict.fromkeys(c.passenger_id for c in coupons if c.status not in LEFT))
    people = await bookings.passengers_on_flight(session, on_board)
    found = [
        edifact.Traveller(
            last_name=person.last_name,
            first_name=person.first_name,
            middle_name=person.middle_name,
            gender=person.gender,
            date_of_birth=person.date_of_birth,
            nationality=person.nationality,
            document_type=person.document_type,
            document_number=person.document_number,
            document_expiry=person.document_expiry,
            booking_reference=booking.booking_reference,
        )
        for booking, person in (people[p] for p in on_board if p in people)
    ]
    return sorted(found, key=lambda t: (t.last_name, t.first_name, t.booking_reference))


async def _make(
    session: AsyncSession,
    leg: Leg,
    destination: ApisDestination,
    people: list[edifact.Traveller],
    *,
    trigger: str,
    actor: str,
    replaces: bool,
) -> ApisMessage:
    number = int(await session.scalar(select(INTERCHANGE_NUMBERS.next_value())) or 0)
    voyage = _voyage(leg)
    now = clock.now()
    envelope = edifact.Envelope(
        sender=destination.sender_id,
        recipient=destination.recipient_id,
        reference=reference(number),
        prepared_at=now.astimezone(UTC),
        version=destination.message_version,
        update=replaces,
    )
    message = ApisMessage(
        flight_id=leg.flight.id,
        destination_id=destination.id,
        interchange_number=number,
        trigger=trigger,
        actor=actor,
        passenger_count=len(people),
        digest=edifact.digest(voyage, people),
        content=edifact.paxlst(envelope, voyage, people),
        status=PENDING,
        attempts=0,
        next_attempt_at=now,
        created_at=now,
    )
    session.add(message)
    await session.flush()
    return message


async def _sent_before(
    session: AsyncSession, flight_ids: Sequence[uuid.UUID], *, scheduled_only: bool
) -> dict[tuple[uuid.UUID, uuid.UUID], ApisMessage]:
    """The newest message of each flight and destination (of the worker's, when
    ``scheduled_only``)."""
    query = select(ApisMessage).where(ApisMessage.flight_id.in_(list(flight_ids)))
    if scheduled_only:
        query = query.where(ApisMessage.trigger.in_((SCHEDULED, UPDATE)))
    newest: dict[tuple[uuid.UUID, uuid.UUID], ApisMessage] = {}
    for message in await session.scalars(query.order_by(ApisMessage.interchange_number)):
        newest[(message.flight_id, message.destination_id)] = message
    return newest


async def generate_now(
    session: AsyncSession, flight_id: uuid.UUID, destination_id: uuid.UUID | None, caller: Caller
) -> list[ApisMessage]:
    """A staff member's list of the flight now, for each active destination it concerns
    (or the one named): 400 for a domestic flight or none configured."""
    leg = await _leg(session, flight_id)
    if not leg.international:
        raise errors.FlightNotInternational()
    active = await session.scalars(
        select(ApisDestination).where(
            ApisDestination.is_active,
            ApisDestination.country.in_((leg.origin.country, leg.arrival.country)),
        )
    )
    wanted = [d for d in active if leg.concerns(d) and destination_id in (None, d.id)]
    if not wanted:
        raise errors.NoApisDestination()
    people = await _travellers(session, flight_id)
    before = await _sent_before(session, [flight_id], scheduled_only=False)
    actor = f"staff:{caller.staff_subject}"
    return [
        await _make(
            session,
            leg,
            d,
            people,
            trigger=STAFF,
            actor=actor,
            replaces=(flight_id, d.id) in before,
        )
        for d in wanted
    ]


async def generate_due(session: AsyncSession) -> int:
    """The worker's lists: for each international flight not yet gone, each active
    destination it concerns whose time before departure has come, one list (``scheduled``),
    then a new one (``update``) whenever what it says has changed (a passenger added or
    gone, a document corrected, a diversion). How many it made."""
    now = clock.now()
    active = list(await session.scalars(select(ApisDestination).where(ApisDestination.is_active)))
    if not active:
        return 0
    horizon = timedelta(minutes=max(d.minutes_before_departure for d in active))
    flight_ids = await catalog.flights_departing(session, now, now + horizon)
    legs = [leg for leg in await _legs(session, flight_ids) if leg.international]
    before = await _sent_before(session, [leg.flight.id for leg in legs], scheduled_only=True)
    made = 0
    for leg in legs:
        due = [
            d
            for d in active
            if leg.concerns(d)
            and leg.departure - timedelta(minutes=d.minutes_before_departure) <= now
        ]
        if not due:
            continue
        people = await _travellers(session, leg.flight.id)
        says = edifact.digest(_voyage(leg), people)
        for destination in due:
            last = before.get((leg.flight.id, destination.id))
            if last is not None and last.digest == says:
                continue
            await _make(
                session,
                leg,
                destination,
                people,
                trigger=SCHEDULED if last is None else UPDATE,
                actor=SYSTEM,
                replaces=last is not None,
            )
            made += 1
    return made


# --- reading -------------------------------------------------------------------------------------


async def messages_of(session: AsyncSession, flight_id: uuid.UUID) -> list[ApisMessageOut]:
    """The flight's lists, newest first, each with its attempts."""
    await _leg(session, flight_id)
    rows = list(
        await session.scalars(
            select(ApisMessage)
            .where(ApisMessage.flight_id == flight_id)
            .order_by(ApisMessage.interchange_number.desc())
        )
    )
    return await _answers(session, rows)


async def message_of(
    session: AsyncSession, flight_id: uuid.UUID, message_id: uuid.UUID
) -> ApisMessage:
    found = await session.get(ApisMessage, message_id)
    if found is None or found.flight_id != flight_id:
        raise errors.ApisMessageNotFound()
    return found


async def answer(session: AsyncSession, message: ApisMessage) -> ApisMessageOut:
    return (await _answers(session, [message]))[0]


async def _answers(session: AsyncSession, rows: list[ApisMessage]) -> list[ApisMessageOut]:
    attempts: dict[uuid.UUID, list[ApisAttempt]] = {row.id: [] for row in rows}
    countries: dict[uuid.UUID, str] = {}
    if rows:
        for attempt in await session.scalars(
            select(ApisAttempt)
            .where(ApisAttempt.message_id.in_(list(attempts)))
            .order_by(ApisAttempt.number)
        ):
            attempts[attempt.message_id].append(attempt)
        found = await session.execute(
            select(ApisDestination.id, ApisDestination.country).where(
                ApisDestination.id.in_({row.destination_id for row in rows})
            )
        )
        countries = {row_id: country for row_id, country in found.all()}
    return [
        ApisMessageOut(
            id=row.id,
            flight_id=row.flight_id,
            destination_id=row.destination_id,
            country=countries[row.destination_id],
            interchange_reference=row.interchange_reference,
            trigger=row.trigger,
            actor=row.actor,
            passenger_count=row.passenger_count,
            status=row.status,
            created_at=row.created_at,
            next_attempt_at=row.next_attempt_at,
            finished_at=row.finished_at,
            attempts=[ApisAttemptOut.model_validate(a) for a in attempts[row.id]],
        )
        for row in rows
    ]


# --- delivery: the worker's claim and the record of each attempt ----------------------------------

_CLAIM = text(
    """
UPDATE apis_messages AS m
SET leased_until = CAST(:now AS timestamptz) + make_interval(secs => d.timeout_seconds)
        + CAST(:margin AS interval),
    lease_token = :token
FROM apis_destinations AS d
WHERE d.id = m.destination_id
  AND m.id IN (
    SELECT id FROM apis_messages
    WHERE status = 'pending' AND next_attempt_at <= CAST(:now AS timestamptz)
      AND (leased_until IS NULL OR leased_until <= CAST(:now AS timestamptz))
      AND destination_id IN (SELECT id FROM apis_destinations WHERE is_active)
    ORDER BY next_attempt_at
    LIMIT :batch
    FOR UPDATE SKIP LOCKED
  )
RETURNING m.id, m.interchange_number, m.content, d.endpoint_url, d.auth_header_name,
          d.auth_header_value, d.timeout_seconds
"""
)


async def claim(session: AsyncSession) -> tuple[uuid.UUID, list[delivery.Target]]:
    """Lease the messages due to this worker (the caller commits at once); those of an
    inactive destination wait. A row another worker holds, locked or leased, is skipped; a
    lease lasts the destination's timeout and a margin, so a worker that died leaves its
    rows to be claimed again."""
    token = uuid.uuid4()
    rows = await session.execute(
        _CLAIM, {"now": clock.now(), "margin": LEASE_MARGIN, "token": token, "batch": BATCH}
    )
    return token, [
        delivery.Target(
            message_id=row.id,
            url=row.endpoint_url,
            auth_header=(row.auth_header_name, row.auth_header_value)
            if row.auth_header_name
            else None,
            timeout_seconds=row.timeout_seconds,
            reference=reference(row.interchange_number),
            body=row.content.encode("ascii"),
        )
        for row in rows.all()
    ]


async def record(
    session: AsyncSession, target: delivery.Target, token: uuid.UUID, outcome: delivery.Outcome
) -> str | None:
    """Write an attempt and move its message on (the caller commits at once): delivered,
    failed (refused, or its retries spent: ``apis.delivered``, ``apis.failed``) or due again
    on the schedule. None when this worker's lease was lost, so nothing is recorded twice."""
    row = await session.scalar(
        select(ApisMessage)
        .where(ApisMessage.id == target.message_id, ApisMessage.lease_token == token)
        .with_for_update()
    )
    if row is None:
        return None
    destination = await session.get(ApisDestination, row.destination_id)
    assert destination is not None  # a destination with messages is never deleted
    row.attempts += 1
    result = outcome.result
    if result == retry.REFUSED or (
        result == retry.RETRY and row.attempts > destination.max_retries
    ):
        result = FAILED
    row.leased_until = None
    row.lease_token = None
    if result == retry.RETRY:
        row.next_attempt_at = row.created_at + retry.attempt_offset(row.attempts + 1)
    else:
        row.status = DELIVERED if result == retry.DELIVERED else FAILED
        row.next_attempt_at = None
        row.finished_at = clock.now()
    session.add(
        ApisAttempt(
            message_id=row.id,
            number=row.attempts,
            attempted_at=outcome.attempted_at,
            status_code=outcome.status_code,
            duration_ms=outcome.duration_ms,
            error=outcome.error,
            result=result,
        )
    )
    await session.flush()
    if row.status != PENDING:
        await _emit_end(session, row, destination, outcome)
    return result


async def _emit_end(
    session: AsyncSession,
    row: ApisMessage,
    destination: ApisDestination,
    outcome: delivery.Outcome,
) -> None:
    flight = await session.get(catalog.Flight, row.flight_id)
    at = "delivered_at" if row.status == DELIVERED else "failed_at"
    payload: dict[str, Any] = {
        "message_id": str(row.id),
        "flight_id": str(row.flight_id),
        "flight_number": flight.flight_number if flight else None,
        "destination_id": str(destination.id),
        "country": destination.country,
        "interchange_reference": row.interchange_reference,
        "passenger_count": row.passenger_count,
        "attempts": row.attempts,
        "status_code": outcome.status_code,
        at: row.finished_at,
    }
    if row.status == FAILED:
        payload["error"] = outcome.error
    await emit(session, f"apis.{row.status}", payload)


# --- the sandbox's receiver ---------------------------------------------------------------------


def _count(segments: list[list[list[str]]], tag: str, qualifier: str | None = None) -> int:
    return sum(
        1 for s in segments if s[0][0] == tag and (qualifier is None or s[1][0] == qualifier)
    )


async def receive_in_sandbox(
    session: AsyncSession, destination_id: uuid.UUID, headers: Mapping[str, str], body: bytes
) -> ApisReceivedOut:
    """What an authority's system checks first (the sandbox's stand-in for one): the
    destination's header, then the interchange's envelope: UNZ closes UNB's reference and
    counts its groups, UNT counts its message's segments, CNT+42 the passengers named
    (NAD+FL)."""
    destination = await session.get(ApisDestination, destination_id)
    if destination is None:
        raise errors.ApisDestinationNotFound()
    if destination.auth_header_name and destination.auth_header_value:
        sent = headers.get(destination.auth_header_name.lower(), "")
        if not hmac.compare_digest(sent.encode(), destination.auth_header_value.encode()):
            raise errors.ReceiverRefused()
    try:
        segments = edifact.segments_of(body.decode("ascii"))
        tags = [s[0][0] for s in segments]
        unb, unz = segments[tags.index("UNB")], segments[tags.index("UNZ")]
        unh, unt = tags.index("UNH"), tags.index("UNT")
        cnt = next(s for s in segments if s[0][0] == "CNT" and s[1][0] == "42")
        passengers = _count(segments, "NAD", "FL")
        # UNZ counts the groups, or the messages where there is none
        groups = _count(segments, "UNG") or _count(segments, "UNH")
        sound = (
            unb[5][0] == unz[2][0] == segments[unt][2][0]
            and int(unz[1][0]) == groups
            and int(segments[unt][1][0]) == unt - unh + 1
            and int(cnt[1][1]) == passengers
        )
    except (UnicodeDecodeError, ValueError, IndexError, StopIteration):
        sound = False
    if not sound:
        raise errors.MalformedPaxlst()
    return ApisReceivedOut(
        destination_id=destination_id, interchange_reference=unb[5][0], passengers=passengers
    )
