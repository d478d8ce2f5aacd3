"""Passenger data correction (spec 01 §4.7, spec 02 §8): the rules, over the rooms below.

- ``availability`` changes nothing: the booking blocked (``blocked_reason``), or the fee of
  each change; a request that breaks a rule is the same 400 ``apply`` gives.
- ``apply``: the same checks on the booking locked (``FOR UPDATE``), then every change at
  once (``bookings.service.correct_passengers``), the fee paid from the partner's wallet or
  started as a payment of its own (``payments.service``), and one ``PassengerCorrection``
  row per field changed. Anything invalid writes nothing (one transaction).
- ``history``: the booking's corrections, oldest first (the owner, the back office).

Rules (docs/decisions/corrections.md):

- Blocked (``allowed: false``; ``apply`` 400): the booking cancelled, expired or completed;
  a passenger of the request boarded or flown (a coupon ``BOARDED`` or ``COMPLETED``); the
  first flight boarding or beyond, or leaving in under 30 minutes (scheduled departure plus
  its delay, by ``core.clock``, so the sandbox test clock moves it).
- Fees are the spec's table in KGS: 1,500 for a first or last name, 1,500 once for all the
  ``document_*`` changes of one passenger (carried by the first of them in the table's
  order), middle name and nationality free. A booking in another currency is charged the
  KGS fee converted at the airline's rate in force (internal first, then the National
  Bank's, as pricing converts), half-up to cents.
- Names are compared and stored in upper case; a first or last name may change by at most
  3 letters (Levenshtein distance) from the name as ticketed (``_as_ticketed``), so chained
  corrections cannot walk a name to another person's.
- A new ``document_expiry`` meets booking creation's rule: valid after today and after the
  trip's last flight (``bookings.passengers.check_document_expiry``, 422); a past date stays
  the spec's 400. Control characters in any value are 422 (the request's schema).
"""

import re
import uuid
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import date, timedelta
from decimal import Decimal
from typing import Any

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from tarmac.auth.caller import Caller
from tarmac.bookings import passengers as passenger_rules
from tarmac.bookings import service as bookings
from tarmac.bookings.links import AccessLinks
from tarmac.cache.reads import Reads
from tarmac.content import service as content
from tarmac.core import clock
from tarmac.core.errors import NotFound
from tarmac.core.money import ZERO
from tarmac.corrections.errors import (
    BadFormat,
    CorrectionBlocked,
    NameTooDifferent,
    NoChanges,
    NoRealChange,
    NoWalletToPayFrom,
    PassengerNotInBooking,
    PassengerTwice,
    RestrictedField,
    UnknownField,
)
from tarmac.corrections.models import FIELDS, PassengerCorrection
from tarmac.corrections.schemas import CorrectionItem
from tarmac.payments import service as payments
from tarmac.payments.providers import Provider
from tarmac.pricing.errors import NoExchangeRate

PURPOSE = "correction_fee"
FEE_CURRENCY = "KGS"
FEE = Decimal("1500.00")  # spec 01 §4.7, in KGS
FEES = {
    "first_name": FEE,
    "last_name": FEE,
    "middle_name": ZERO,
    "document_number": FEE,
    "document_expiry": FEE,
    "document_type": FEE,
    "nationality": ZERO,
}
DOCUMENT_FIELDS = frozenset({"document_number", "document_expiry", "document_type"})
NAME_FIELDS = frozenset({"first_name", "last_name"})
RESTRICTED = frozenset({"gender", "date_of_birth", "passenger_type"})
DOCUMENT_TYPES = ("passport", "id_card", "birth_certificate", "driver_license")
MAX_NAME_DISTANCE = 3
MAX_NAME_LENGTH = 50
MAX_DOCUMENT_LENGTH = 30  # the booking's column
CLOSES_BEFORE = timedelta(minutes=30)  # spec 02 §8
FLOWN = frozenset({"BOARDED", "COMPLETED"})
FINAL = frozenset({"cancelled", "expired", "completed"})

NAME = re.compile(r"[A-Z][A-Z' -]*")
DOCUMENT_NUMBER = re.compile(r"[A-Z0-9\- ]+")  # as booking creation's
NATIONALITY = re.compile(r"[A-Z]{3}")
ISO_DATE = re.compile(r"\d{4}-\d{2}-\d{2}")


def levenshtein(a: str, b: str) -> int:
    """The edit distance of two strings: insertions, deletions and substitutions, one each
    (Wagner-Fischer, one row at a time; names are at most 50 letters)."""
    if len(a) < len(b):
        a, b = b, a
    previous = list(range(len(b) + 1))
    for i, left in enumerate(a, 1):
        current = [i]
        for j, right in enumerate(b, 1):
            current.append(
                min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (left != right))
            )
        previous = current
    return previous[-1]


@dataclass(frozen=True)
class Change:
    field: str
    old: str | None  # as answers show it
    new: str | None
    value: Any  # what the passenger's row takes
    fee: Decimal


@dataclass(frozen=True)
class Item:
    passenger_id: uuid.UUID
    passenger_name: str
    changes: list[Change]

    @property
    def subtotal(self) -> Decimal:
        return sum((c.fee for c in self.changes), ZERO)


@dataclass(frozen=True)
class Plan:
    """What a request would change and cost."""

    items: list[Item]
    currency: str
    minutes_to_departure: int

    @property
    def total_fee(self) -> Decimal:
        return sum((i.subtotal for i in self.items), ZERO)


@dataclass(frozen=True)
class Blocked:
    reason: str
    currency: str


@dataclass(frozen=True)
class Applied:
    plan: Plan
    payment_required: bool
    payment_url: str | None
    payment_id: uuid.UUID | None


async def availability(
    session: AsyncSession,
    booking_id: uuid.UUID,
    caller: Caller,
    corrections: Sequence[CorrectionItem],
) -> Plan | Blocked:
    booking = await bookings.owned(session, booking_id, caller)
    return await _plan(session, await bookings.view(session, booking), corrections)


async def apply(
    session: AsyncSession,
    booking_id: uuid.UUID,
    caller: Caller,
    corrections: Sequence[CorrectionItem],
    *,
    pay_with_balance: bool,
    provider: Provider | None,
    links: AccessLinks,
    reads: Reads,
) -> Applied:
    """The changes made at once and their fee charged, on the booking locked: two applies
    on one booking run one after the other, the second checked against what the first
    wrote (so a change is never lost, nor charged twice: repeated, it is no change)."""
    booking = await bookings.owned(session, booking_id, caller, for_update=True)
    plan = await _plan(session, await bookings.view(session, booking), corrections)
    if isinstance(plan, Blocked):
        raise CorrectionBlocked(plan.reason)
    fee = plan.total_fee
    if fee and pay_with_balance and (caller.client_type != "agency" or caller.partner_id is None):
        raise NoWalletToPayFrom()
    await bookings.correct_passengers(
        session,
        booking,
        caller,
        {item.passenger_id: {c.field: c.value for c in item.changes} for item in plan.items},
    )
    payment_id = line_id = payment_url = None
    if fee and pay_with_balance:
        payment, line_id = await payments.pay_fee_with_balance(
            session, booking, caller, reads, purpose=PURPOSE, amount=fee
        )
        payment_id = payment.id
    elif fee:
        started = await payments.start_fee(
            session, booking, caller, provider, links, purpose=PURPOSE, amount=fee
        )
        payment_id, payment_url = started.payment.id, started.payment_url
    now = clock.now()
    actor = bookings.actor(caller)
    session.add_all(
        PassengerCorrection(
            booking_id=booking.id,
            passenger_id=item.passenger_id,
            field=change.field,
            old_value=change.old,
            new_value=change.new,
            fee=change.fee,
            currency=plan.currency,
            actor=actor,
            payment_id=payment_id,
            wallet_transaction_id=line_id,
            created_at=now,
            updated_at=now,
        )
        for item in plan.items
        for change in item.changes
    )
    await session.flush()
    return Applied(plan, bool(fee) and not pay_with_balance, payment_url, payment_id)


@dataclass(frozen=True)
class Record:
    correction: PassengerCorrection
    payment_status: str | None


async def history(session: AsyncSession, booking_id: uuid.UUID, caller: Caller) -> list[Record]:
    """The booking's applied corrections, oldest first, each with its fee's payment status
    (404 unknown, 403 another client's; staff see every booking's)."""
    booking = await bookings.owned(session, booking_id, caller)
    rows = list(
        await session.scalars(
            select(PassengerCorrection)
            .where(PassengerCorrection.booking_id == booking.id)
            .order_by(PassengerCorrection.created_at, PassengerCorrection.id)
        )
    )
    paid = {
        p.id: p.status
        for p in (await payments.of_bookings(session, [booking.id])).get(booking.id, [])
    }
    return [Record(row, paid.get(row.payment_id)) for row in rows]


# --- the rules -------------------------------------------------------------------------------


async def _plan(
    session: AsyncSession, view: bookings.BookingView, corrections: Sequence[CorrectionItem]
) -> Plan | Blocked:
    booking = view.booking
    reason, minutes = _blocked(view, {c.passenger_id for c in corrections})
    if reason is not None:
        return Blocked(reason, booking.currency)
    passengers = {p.id: p for p in view.passengers}
    last_flight = view.trip()[-1].flight.flight_date
    ticketed = await _as_ticketed(session, view)
    seen: set[uuid.UUID] = set()
    wanted = []
    for index, item in enumerate(corrections):
        where = f"corrections[{index}]"
        passenger = passengers.get(item.passenger_id)
        if passenger is None:
            raise PassengerNotInBooking(
                f"{where}: passenger {item.passenger_id} is not a passenger of booking "
                f"{booking.booking_reference}: use the passenger ids the booking answers"
            )
        if item.passenger_id in seen:
            raise PassengerTwice(
                f"{where}: passenger {item.passenger_id} appears in an earlier item too: put "
                "all its changes in one item"
            )
        seen.add(item.passenger_id)
        if not item.changes:
            raise NoChanges(f"{where}: changes is empty: give at least one field and its value")
        wanted.append(
            (where, passenger, _checked(where, passenger, item.changes, last_flight, ticketed))
        )
    charged = any(FEES[field] for _where, _passenger, values in wanted for field in values)
    fee = await _fee_in(session, booking.currency) if charged else ZERO
    items = []
    for _where, passenger, values in wanted:
        charged_document = False
        changes = []
        for field in FIELDS:
            if field not in values:
                continue
            value, shown = values[field]
            charge = FEES[field] and fee
            if field in DOCUMENT_FIELDS:
                charge = fee if not charged_document else ZERO
                charged_document = True
            changes.append(Change(field, _shown(getattr(passenger, field)), shown, value, charge))
        items.append(Item(passenger.id, f"{passenger.first_name} {passenger.last_name}", changes))
    return Plan(items, booking.currency, minutes)


def _blocked(view: bookings.BookingView, named: set[uuid.UUID]) -> tuple[str | None, int]:
    """Why the booking's passengers cannot be corrected now (None: they can), and the whole
    minutes left to its first departure."""
    booking = view.booking
    first = view.trip()[0].flight
    departs = first.scheduled_departure + timedelta(minutes=first.delay_minutes or 0)
    left = departs - clock.now()
    minutes = int(left.total_seconds() // 60)
    if booking.status in FINAL:
        return (
            f"The booking is {booking.status}: its passengers can no longer be corrected",
            minutes,
        )
    names = {p.id: f"{p.first_name} {p.last_name}" for p in view.passengers}
    for coupon in view.tickets.all_coupons:
        if coupon.passenger_id in named and coupon.status in FLOWN:
            return (
                f"Passenger {names.get(coupon.passenger_id, coupon.passenger_id)} has "
                f"{'boarded' if coupon.status == 'BOARDED' else 'flown'}: their data can no "
                "longer be corrected; ask the airline",
                minutes,
            )
    if first.status in bookings.DEPARTED:
        return (
            f"Flight {first.flight_number} is {first.status.replace('_', ' ')}: corrections "
            "are closed; ask the airline at the airport",
            minutes,
        )
    if left < CLOSES_BEFORE:
        return (
            f"Flight {first.flight_number} leaves in {max(minutes, 0)} minutes: corrections "
            "close 30 minutes before departure; ask the airline at the airport",
            minutes,
        )
    return None, minutes


async def _as_ticketed(
    session: AsyncSession, view: bookings.BookingView
) -> dict[tuple[uuid.UUID, str], str]:
    """The first and last names the booking's tickets were issued with, where a correction
    changed them since (the others are the passenger's current ones): the old value of the
    first correction of the name after the passenger's ticket was issued. A passenger not
    yet ticketed is held to the name they were booked with."""
    issued = {t.passenger_id: t.issued_at for t in view.tickets.tickets}
    rows = await session.scalars(
        select(PassengerCorrection)
        .where(
            PassengerCorrection.booking_id == view.booking.id,
            PassengerCorrection.field.in_(NAME_FIELDS),
        )
        .order_by(PassengerCorrection.created_at, PassengerCorrection.id)
    )
    names: dict[tuple[uuid.UUID, str], str] = {}
    for row in rows:
        since = issued.get(row.passenger_id)
        if (since is None or row.created_at >= since) and row.old_value is not None:
            names.setdefault((row.passenger_id, row.field), row.old_value)
    return names


def _checked(
    where: str,
    passenger: Any,
    changes: dict[str, Any],
    last_flight: date,
    ticketed: dict[tuple[uuid.UUID, str], str],
) -> dict[str, tuple[Any, str | None]]:
    """Each change of one passenger as the row takes it and as answers show it (400 for a
    field that is restricted or not correctable, a bad format, a name too different from
    the name as ticketed, or a value that is already the passenger's; 422 for a document
    expiring before the trip ends)."""
    out = {}
    for field, raw in changes.items():
        at = f"{where}.changes.{field}"
        if field in RESTRICTED:
            raise RestrictedField(
                f"{at}: {field} cannot be corrected (gender, date_of_birth and passenger_type "
                "never can): cancel the booking and book again"
            )
        if field not in FEES:
            raise UnknownField(
                f"{at}: {field!r} is not a correctable field; correctable: {', '.join(FIELDS)}"
            )
        value = _parsed(at, field, raw)
        old = getattr(passenger, field)
        if value == old:
            raise NoRealChange(
                f"{at}: {_shown(old)!r} is already the passenger's {field}: leave it out"
            )
        if field in NAME_FIELDS:
            original = ticketed.get((passenger.id, field), old).upper()
            distance = levenshtein(original, value)
            if distance > MAX_NAME_DISTANCE:
                raise NameTooDifferent(
                    f"{at}: {original!r} (the name as ticketed) to {value!r} changes {distance} "
                    "letters; a "
                    f"name may change by at most {MAX_NAME_DISTANCE} in all, over every "
                    "correction (a different traveller needs a new booking)"
                )
        if field == "document_expiry":
            passenger_rules.check_document_expiry(at, value, last_flight, clock.today())
        out[field] = (value, _shown(value))
    return out


def _parsed(at: str, field: str, raw: Any) -> Any:  # noqa: C901
    """The new value of ``field`` in the form the booking stores (names, document numbers
    and nationality in upper case, surrounding spaces dropped); 400 when it has not the form
    its field needs."""
    if raw is None and field == "middle_name":
        return None  # the middle name removed
    if not isinstance(raw, str):
        raise BadFormat(f"{at}: send the new value as a string")
    text = raw.strip()
    match field:
        case "first_name" | "last_name" | "middle_name":
            value = text.upper()
            if not (1 <= len(value) <= MAX_NAME_LENGTH and NAME.fullmatch(value)):
                raise BadFormat(
                    f"{at}: a name is 1 to {MAX_NAME_LENGTH} Latin letters as in the travel "
                    "document (spaces, - and ' inside)"
                )
            return value
        case "document_number":
            value = text.upper()
            if not (len(value) <= MAX_DOCUMENT_LENGTH and DOCUMENT_NUMBER.fullmatch(value)):
                raise BadFormat(
                    f"{at}: a document number is 1 to {MAX_DOCUMENT_LENGTH} Latin letters, "
                    "digits, hyphens and spaces"
                )
            return value
        case "document_expiry":
            try:
                if not ISO_DATE.fullmatch(text):
                    raise ValueError(text)
                value = date.fromisoformat(text)
            except ValueError:
                raise BadFormat(f"{at}: send the expiry as an ISO date, YYYY-MM-DD") from None
            if value < clock.today():
                raise BadFormat(
                    f"{at}: the document expired on {value}: give the expiry of a valid document"
                )
            return value
        case "document_type":
            if text not in DOCUMENT_TYPES:
                raise BadFormat(f"{at}: a document type is one of {', '.join(DOCUMENT_TYPES)}")
            return text
        case _:  # nationality
            value = text.upper()
            if not NATIONALITY.fullmatch(value):
                raise BadFormat(f"{at}: a nationality is a 3-letter country code (ISO 3166)")
            return value


def _shown(value: Any) -> str | None:
    if value is None:
        return None
    return value.isoformat() if isinstance(value, date) else str(value)


async def _fee_in(session: AsyncSession, currency: str) -> Decimal:
    """The fee of the spec's table (KGS) in the booking's currency, at the rate in force,
    half-up to cents."""
    if currency == FEE_CURRENCY:
        return FEE
    try:
        return (await content.convert(session, FEE, FEE_CURRENCY, currency)).converted
    except NotFound:
        raise NoExchangeRate([FEE_CURRENCY], currency) from None
