"""Ticketing: the one place tickets are issued and coupons change status.

- ``issue``: a confirmed booking's tickets, one per passenger, numbered from the ticket
  serials in one statement, each with its value (``ticketing.values``) and a coupon per
  segment; built in full for the caller to insert with its own rows (a sale's hot path).
- ``move``: coupons from one status to another, only along ``MOVES``; every move recorded
  in ``coupon_moves`` (who, why, when). The coupons are locked first, so of two concurrent
  moves of one coupon one wins and the other finds the new status (and fails if it may not
  follow it).
- ``end``: all coupons of a booking ``VOID``, ``REFUNDED`` or ``EXCHANGED`` together (cancel,
  refund, exchange), and their tickets ``voided``, ``refunded`` or ``exchanged``; refused
  unless every coupon still to end is ``OPEN`` (nothing checked in, boarded or flown).
- ``reinstate``: an exchange undone (its new booking cancelled or lapsed before its
  difference was paid): the replaced booking's ``EXCHANGED`` coupons ``OPEN`` again and
  their tickets ``issued``.
- ``flights_departed``: flights' coupons flown (``COMPLETED``) or closed as no-shows.
- ``flight_cancelled``: a cancelled flight's coupons checked in or boarded back to ``OPEN``.
- ``split_price``: a quote's lines split into its passengers' tickets and the booking's
  own charges (``ticketing.values``), before any sale (NDC prices offers per passenger).
- EMDs (``ticketing.emds``): issued with the tickets for what the sale's items hold beside
  the fare, in the same insert; their coupons move with the ticket coupons in the same
  statement (``_record``).

Coupon statuses (the spec names ``OPEN``, ``COMPLETED``, ``CLOSED``; the rest are ours):

- ``OPEN``: valid for travel; ``CHECKED_IN``, ``BOARDED``: on the way (check-in, the gate);
- ``COMPLETED``: flown; ``CLOSED``: the flight left without the passenger (no-show);
- ``VOID``: cancelled without a refund; ``REFUNDED``: its value refunded;
  ``EXCHANGED``: replaced by a coupon of a new ticket.

The last five are final; the one way out of them is ``EXCHANGED`` back to ``OPEN`` when the
exchange that replaced the coupon is undone (``reinstate``). Ticketing imports no other
domain's tables beyond the keys it points to: bookings and payments call it, never the
other way.
"""

import uuid
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from decimal import Decimal
from typing import Any

from sqlalchemy import func, select
from sqlalchemy.ext.asyncio import AsyncSession
from sqlalchemy.orm.attributes import set_committed_value

from tarmac.core import clock
from tarmac.core.money import fmt
from tarmac.db.group_commit import Row
from tarmac.ticketing import emds, items, values
from tarmac.ticketing.errors import CouponMoveNotAllowed, CouponNotOpen
from tarmac.ticketing.items import SeatFee
from tarmac.ticketing.models import DEFAULT_PREFIX as DEFAULT_PREFIX
from tarmac.ticketing.models import TICKET_SERIALS, CouponMove, Emd, SaleItem, Ticket
from tarmac.ticketing.models import Coupon as Coupon
from tarmac.ticketing.schemas import CouponOut, EmdOut, PublicTicketOut, TicketOut, TicketTaxOut

MOVES: Mapping[str, frozenset[str]] = {
    "OPEN": frozenset({"CHECKED_IN", "COMPLETED", "CLOSED", "VOID", "REFUNDED", "EXCHANGED"}),
    "CHECKED_IN": frozenset({"OPEN", "BOARDED", "COMPLETED", "CLOSED"}),
    # back to OPEN from the way to the aircraft only when the flight is cancelled: it did
    # not go, so the coupon is still to fly (refunded or moved like any other)
    "BOARDED": frozenset({"CHECKED_IN", "OPEN", "COMPLETED"}),
    # an exchange undone before its new booking was paid: the old coupon is valid again
    "EXCHANGED": frozenset({"OPEN"}),
}
FINAL = frozenset({"COMPLETED", "CLOSED", "VOID", "REFUNDED", "EXCHANGED"})
LIVE = frozenset(MOVES) - FINAL
ENDINGS = {"VOID": "voided", "REFUNDED": "refunded", "EXCHANGED": "exchanged"}


def allowed(source: str, target: str) -> bool:
    return target in MOVES.get(source, frozenset())


def prefix_of(configured: str | None) -> str:
    """The airline's 3-digit accounting code, or ``999`` when none is configured."""
    if configured and configured.isdigit() and len(configured) == 3:
        return configured
    return DEFAULT_PREFIX


# --- issuing ---------------------------------------------------------------------------------


@dataclass(frozen=True)
class Leg:
    segment_id: uuid.UUID
    flight_id: uuid.UUID
    name: str | None = None  # the quote's leg (outbound, return): its fare weighs the items


@dataclass(frozen=True)
class Sale:
    """What a booking sold, as ticketing needs it: passengers and segments in order, the
    quote's answer as the booking keeps it, seat fees per passenger, and the items the
    booking added beyond the quote (kind, code, name, amount, passenger or None)."""

    booking_id: uuid.UUID
    currency: str
    prefix: str
    legs: Sequence[Leg]
    travellers: Sequence[values.Traveller]
    quote: Mapping[str, Any]
    seat_fees: Mapping[uuid.UUID, Decimal]
    items: Sequence[tuple[str, str, str | None, Decimal, uuid.UUID | None]]
    # an exchange's new tickets: the ticket each passenger's replaces (passenger: old ticket)
    replaces: Mapping[uuid.UUID, uuid.UUID] = field(default_factory=dict)
    # each seat's fee on its segment (the item of that coupon) and the commission the sale
    # earned (credited on its items)
    seats: Sequence[SeatFee] = ()
    commission: Decimal = Decimal(0)
    paid_by: uuid.UUID | None = None  # the payment that pays the sale (its items name it)
    # the agent that sold it (its EMDs' events go to it) and the change fee an exchange's
    # new booking pays for (its EMD-S)
    partner_id: uuid.UUID | None = None
    change_fee: Decimal = Decimal(0)


def worth(sale: Sale) -> values.Split:
    return values.split(sale.quote, sale.travellers, sale.seat_fees, sale.items)


@dataclass(frozen=True)
class Issue:
    tickets: list[Ticket]
    coupons: list[Coupon]
    items: list[SaleItem]
    emds: list[Emd] = field(default_factory=list)
    events: list[Row] = field(default_factory=list)  # ``emd.issued`` of each EMD


def serials_sql(count: str) -> str:
    """An SQL expression: an array of ``count`` (an SQL expression) new ticket serials, for
    a caller that takes them with a read of its own (``issue``'s ``serials``)."""
    return f"ARRAY(SELECT nextval('{TICKET_SERIALS}') FROM generate_series(1, {count}))"  # noqa: S608


emd_serials_sql = emds.serials_sql
# a quote's price per passenger, split as the tickets it will be sold as split it (an NDC
# offer shows each passenger's fare, taxes and fees with it)
Traveller = values.Traveller
TicketValue = values.TicketValue
split_price = values.split


async def issue(
    session: AsyncSession,
    sale: Sale,
    serials: Sequence[int] = (),
    emd_serials: Sequence[int] = (),
) -> Issue:
    """The tickets, coupons, items and EMDs of ``sale`` (and the EMDs' ``emd.issued``),
    built in full (not added to the session): the caller inserts them with its own rows.
    ``serials``: one per ticket, taken already (``serials_sql``); else taken here.
    ``emd_serials``: taken already (``emds.serials_sql``), the rest (if short) taken here."""
    split = worth(sale)
    if len(serials) != len(split.tickets):
        serials = (
            await session.scalars(
                select(func.nextval(TICKET_SERIALS)).select_from(
                    func.generate_series(1, len(split.tickets))
                )
            )
        ).all()
    now = clock.now()
    tickets: list[Ticket] = []
    coupons: list[Coupon] = []
    for value, serial in zip(split.tickets, serials, strict=True):
        ticket = Ticket(
            id=uuid.uuid4(),
            booking_id=sale.booking_id,
            passenger_id=value.key,
            ticket_number=f"{sale.prefix}{serial:010d}",
            status="issued",
            currency=sale.currency,
            fare_amount=value.fare,
            taxes=[
                {
                    "code": tax.code,
                    "name": tax.name,
                    "amount": fmt(tax.amount),
                    "refundable": tax.refundable,
                }
                for tax in value.taxes
            ],
            tax_amount=value.tax_amount,
            fees_amount=value.fees,
            seat_amount=value.seats,
            ancillary_amount=value.ancillaries,
            total_amount=value.total,
            exchanged_from_id=sale.replaces.get(value.key),
            issued_at=now,
            ended_at=None,
            created_at=now,
            updated_at=now,
        )
        tickets.append(ticket)
        coupons.extend(
            Coupon(
                id=uuid.uuid4(),
                ticket_id=ticket.id,
                booking_id=sale.booking_id,
                passenger_id=value.key,
                segment_id=leg.segment_id,
                flight_id=leg.flight_id,
                coupon_number=number,
                status="OPEN",
                created_at=now,
                updated_at=now,
            )
            for number, leg in enumerate(sale.legs, start=1)
        )
    sold = items.build(
        sale.booking_id,
        sale.currency,
        split,
        tickets,
        coupons,
        [leg.name for leg in sale.legs],
        sale.seats,
        commission=sale.commission,
        paid_by=sale.paid_by,
    )
    issuing = emds.Issuing(
        sale.booking_id, sale.currency, sale.prefix, sale.partner_id, sale.change_fee
    )
    wanted = emds.count(sold, sale.change_fee) if tickets else 0
    documents = emds.build(
        issuing, tickets, coupons, sold, await emds.draw(session, wanted, emd_serials)
    )
    return Issue(tickets, coupons, sold, documents, emds.issued_events(documents, tickets, coupons))


# --- reading ---------------------------------------------------------------------------------


@dataclass(frozen=True)
class Issued:
    """A booking's tickets, each with its coupons in trip order, and its EMDs."""

    tickets: list[Ticket]
    coupons: dict[uuid.UUID, list[Coupon]]  # by ticket id
    replaced: Mapping[uuid.UUID, str] = field(default_factory=dict)  # old ticket id: number
    emds: list[Emd] = field(default_factory=list)  # by number

    def exchanged_from(self, ticket: Ticket) -> str | None:
        if ticket.exchanged_from_id is None:
            return None
        return self.replaced.get(ticket.exchanged_from_id)

    def coupons_of(self, ticket: Ticket) -> list[Coupon]:
        return self.coupons.get(ticket.id, [])

    @property
    def all_coupons(self) -> list[Coupon]:
        return [c for t in self.tickets for c in self.coupons_of(t)]


def assemble(
    tickets: Iterable[Ticket],
    coupons: Iterable[Coupon],
    replaced: Mapping[uuid.UUID, str] | None = None,
    documents: Iterable[Emd] = (),
) -> Issued:
    by_ticket: dict[uuid.UUID, list[Coupon]] = {}
    for coupon in sorted(coupons, key=lambda c: c.coupon_number):
        by_ticket.setdefault(coupon.ticket_id, []).append(coupon)
    return Issued(
        sorted(tickets, key=lambda t: t.ticket_number),
        by_ticket,
        replaced or {},
        sorted(documents, key=lambda e: e.emd_number),
    )


async def of_bookings(
    session: AsyncSession, booking_ids: Sequence[uuid.UUID]
) -> dict[uuid.UUID, Issued]:
    """The tickets of each booking with their EMDs (two statements however many bookings,
    a third when a ticket replaced another): an EMD goes with a ticket (its coupon's, or
    the one it is in connection with), so it comes with the tickets' read."""
    if not booking_ids:
        return {}
    pairs = (
        await session.execute(
            select(Ticket, Emd)
            .outerjoin(Emd, Emd.ticket_id == Ticket.id)
            .where(Ticket.booking_id.in_(booking_ids))
        )
    ).all()
    tickets = list({ticket.id: ticket for ticket, _ in pairs}.values())
    documents_of: dict[uuid.UUID, list[Emd]] = {booking_id: [] for booking_id in booking_ids}
    for _, emd in pairs:
        if emd is not None:
            documents_of[emd.booking_id].append(emd)
    coupons = (
        await session.scalars(select(Coupon).where(Coupon.booking_id.in_(booking_ids)))
    ).all()
    replaced = await replaced_numbers(session, tickets)
    tickets_of: dict[uuid.UUID, list[Ticket]] = {booking_id: [] for booking_id in booking_ids}
    coupons_of: dict[uuid.UUID, list[Coupon]] = {booking_id: [] for booking_id in booking_ids}
    for ticket in tickets:
        tickets_of[ticket.booking_id].append(ticket)
    for coupon in coupons:
        coupons_of[coupon.booking_id].append(coupon)
    return {
        booking_id: assemble(
            tickets_of[booking_id], coupons_of[booking_id], replaced, documents_of[booking_id]
        )
        for booking_id in booking_ids
    }


async def replaced_numbers(
    session: AsyncSession, tickets: Iterable[Ticket]
) -> dict[uuid.UUID, str]:
    """The numbers of the tickets ``tickets`` replaced by exchange (none: no statement)."""
    old = {t.exchanged_from_id for t in tickets if t.exchanged_from_id is not None}
    if not old:
        return {}
    rows = await session.execute(select(Ticket.id, Ticket.ticket_number).where(Ticket.id.in_(old)))
    return {ticket_id: number for ticket_id, number in rows.all()}


async def of_booking(session: AsyncSession, booking_id: uuid.UUID) -> Issued:
    return (await of_bookings(session, [booking_id]))[booking_id]


async def moves_of(session: AsyncSession, booking_id: uuid.UUID) -> list[CouponMove]:
    """Every move of the booking's coupons, oldest first."""
    return list(
        await session.scalars(
            select(CouponMove)
            .join(Coupon, Coupon.id == CouponMove.coupon_id)
            .where(Coupon.booking_id == booking_id)
            .order_by(CouponMove.created_at, CouponMove.id)
        )
    )


def ticket_out(issued: Issued, ticket: Ticket) -> TicketOut:
    return TicketOut(
        ticket_number=ticket.ticket_number,
        passenger_id=ticket.passenger_id,
        status=ticket.status,
        currency=ticket.currency,
        fare_amount=float(ticket.fare_amount),
        taxes=[TicketTaxOut.model_validate(tax) for tax in ticket.taxes],
        tax_amount=float(ticket.tax_amount),
        fees_amount=float(ticket.fees_amount),
        seat_amount=float(ticket.seat_amount),
        ancillary_amount=float(ticket.ancillary_amount),
        total_amount=float(ticket.total_amount),
        exchanged_from=issued.exchanged_from(ticket),
        issued_at=ticket.issued_at,
        coupons=[
            CouponOut.model_validate(c, from_attributes=True) for c in issued.coupons_of(ticket)
        ],
    )


def tickets_out(issued: Issued) -> list[TicketOut]:
    return [ticket_out(issued, ticket) for ticket in issued.tickets]


def emds_out(issued: Issued) -> list[EmdOut]:
    """The booking's EMDs, by number."""
    tickets = {t.id: t for t in issued.tickets}
    coupons = {c.id: c for c in issued.all_coupons}
    return [emds.emd_out(emd, tickets, coupons) for emd in issued.emds]


def public_tickets_out(issued: Issued, passenger_id: uuid.UUID) -> list[PublicTicketOut]:
    return [
        PublicTicketOut(
            ticket_number=ticket.ticket_number,
            status=ticket.status,
            coupons=[
                CouponOut.model_validate(c, from_attributes=True) for c in issued.coupons_of(ticket)
            ],
        )
        for ticket in issued.tickets
        if ticket.passenger_id == passenger_id
    ]


# --- moves -----------------------------------------------------------------------------------


async def move(
    session: AsyncSession,
    coupon_ids: Sequence[uuid.UUID],
    target: str,
    *,
    actor: str,
    reason: str,
) -> list[Coupon]:
    """Move the coupons to ``target`` (400 ``CouponMoveNotAllowed`` if any may not), each
    move recorded. The coupons are locked in id order, the order every mover uses."""
    coupons = await locked(session, coupon_ids)
    for coupon in coupons:
        if not allowed(coupon.status, target):
            raise CouponMoveNotAllowed(
                f"Coupon {coupon.coupon_number} of this ticket is {coupon.status}: "
                f"it cannot become {target}"
            )
    await _record(session, coupons, target, actor, reason)
    return coupons


async def _record(
    session: AsyncSession, coupons: Sequence[Coupon], target: str, actor: str, reason: str
) -> None:
    if not coupons:
        return
    now = clock.now()
    session.add_all(
        CouponMove(
            coupon_id=coupon.id,
            from_status=coupon.status,
            to_status=target,
            actor=actor,
            reason=reason,
            created_at=now,
            updated_at=now,
        )
        for coupon in coupons
    )
    await session.flush()  # the moves, and anything the caller left pending, first
    # the coupons and the EMD coupons that go with them, in one statement
    changed = await session.execute(
        emds.FOLLOW_SQL,
        {
            "ids": [c.id for c in coupons],
            "target": target,
            "emd_status": emds.FOLLOWS[target],
            "now": now,
        },
    )
    emds.kept_in_step(session, changed.all())
    for coupon in coupons:
        set_committed_value(coupon, "status", target)
        set_committed_value(coupon, "updated_at", now)
    await items.follow_coupons(session, coupons, target, actor)
    await session.flush()


async def end(
    session: AsyncSession, booking_id: uuid.UUID, target: str, *, actor: str, reason: str
) -> Issued:
    """End the booking's tickets: every coupon not yet final becomes ``target`` (``VOID``,
    ``REFUNDED``, ``EXCHANGED``), which needs it ``OPEN`` (400 ``CouponNotOpen``); each
    ticket with a coupon ended so takes the matching status. Nothing to end (no tickets,
    or all final already) changes nothing."""
    issued = await of_booking(session, booking_id)
    coupons = await move_open(session, issued.all_coupons, target, actor=actor, reason=reason)
    ended = {c.ticket_id for c in coupons}
    now = clock.now()
    for ticket in issued.tickets:
        if ticket.id in ended:
            ticket.status = ENDINGS[target]
            ticket.ended_at = now
    await session.flush()
    return issued


async def reinstate(
    session: AsyncSession, booking_id: uuid.UUID, *, actor: str, reason: str
) -> list[Coupon]:
    """The booking's ``EXCHANGED`` coupons ``OPEN`` again (each move recorded) and their
    tickets ``issued``: the exchange that replaced them was undone. The coupons moved."""
    issued = await of_booking(session, booking_id)
    exchanged = [c.id for c in issued.all_coupons if c.status == "EXCHANGED"]
    coupons = await move(session, exchanged, "OPEN", actor=actor, reason=reason)
    back = {c.ticket_id for c in coupons}
    for ticket in issued.tickets:
        if ticket.id in back:
            ticket.status = "issued"
            ticket.ended_at = None
    await session.flush()
    return coupons


async def move_open(
    session: AsyncSession, coupons: Sequence[Coupon], target: str, *, actor: str, reason: str
) -> list[Coupon]:
    """``coupons`` still live moved to ``target``; 400 ``CouponNotOpen`` when one of them
    is checked in or boarded (a voluntary change needs every coupon it touches ``OPEN``)."""
    live = await locked(session, [c.id for c in coupons])
    moving = [c for c in live if c.status in LIVE]
    blocked = [c for c in moving if c.status != "OPEN"]
    if blocked:
        raise CouponNotOpen(
            f"Coupon {blocked[0].coupon_number} of ticket {blocked[0].ticket_id} is "
            f"{blocked[0].status}: it must be OPEN for this change"
        )
    await _record(session, moving, target, actor, reason)
    return moving


async def locked(session: AsyncSession, coupon_ids: Sequence[uuid.UUID]) -> list[Coupon]:
    """The coupons, locked in id order, as they are once locked."""
    if not coupon_ids:
        return []
    return list(
        (
            await session.scalars(
                select(Coupon)
                .where(Coupon.id.in_(coupon_ids))
                .order_by(Coupon.id)
                .with_for_update()
                .execution_options(populate_existing=True)
            )
        ).all()
    )


@dataclass(frozen=True)
class Departure:
    """What the departure of flights did to their coupons: the bookings touched and the
    coupons closed because their passenger did not board (the no-shows)."""

    touched: set[uuid.UUID]
    no_shows: list[Coupon]


async def flights_departed(
    session: AsyncSession, flight_ids: Sequence[uuid.UUID], *, actor: str
) -> Departure:
    """The flights have left: their live coupons are flown or closed, in a few statements
    however many flights.

    On a flight where boarding was recorded (a coupon ``BOARDED``), the boarded coupons are
    flown and the others closed as no-shows. Where it was not (no gate control), every live
    coupon is flown: the airline did not say who stayed behind. Coupons already final are
    left as they are, so a second call changes nothing."""
    if not flight_ids:
        return Departure(set(), [])
    coupons = (
        await session.scalars(
            select(Coupon)
            .where(Coupon.flight_id.in_(list(flight_ids)), Coupon.status.in_(LIVE))
            .order_by(Coupon.id)
            .with_for_update()
        )
    ).all()
    gated = {c.flight_id for c in coupons if c.status == "BOARDED"}
    boarded = [c for c in coupons if c.status == "BOARDED"]
    stayed = [c for c in coupons if c.flight_id in gated and c.status != "BOARDED"]
    ungated = [c for c in coupons if c.flight_id not in gated]
    await _record(session, boarded, "COMPLETED", actor, "flight departed")
    await _record(session, stayed, "CLOSED", actor, "flight departed without the passenger")
    await _record(session, ungated, "COMPLETED", actor, "flight departed (no boarding recorded)")
    return Departure({c.booking_id for c in coupons}, stayed)


ON_THE_WAY = ("CHECKED_IN", "BOARDED")


async def flight_cancelled(
    session: AsyncSession,
    flight_id: uuid.UUID,
    *,
    actor: str,
    reason: str,
    booking_id: uuid.UUID | None = None,
) -> list[Coupon]:
    """The flight will not fly: its coupons checked in or boarded (of one booking, when
    ``booking_id`` is given) go back to ``OPEN``, each move recorded, so that a refund or a
    move ends them like any other. The coupons moved."""
    statement = select(Coupon.id).where(
        Coupon.flight_id == flight_id, Coupon.status.in_(ON_THE_WAY)
    )
    if booking_id is not None:
        statement = statement.where(Coupon.booking_id == booking_id)
    coupons = await locked(session, list(await session.scalars(statement)))
    on_the_way = [c for c in coupons if c.status in ON_THE_WAY]
    await _record(session, on_the_way, "OPEN", actor, reason)
    return on_the_way


async def bookings_on_flights(
    session: AsyncSession, flight_ids: Sequence[uuid.UUID]
) -> set[uuid.UUID]:
    """The bookings with a coupon on one of the flights, whatever its status."""
    if not flight_ids:
        return set()
    rows = await session.scalars(
        select(Coupon.booking_id).where(Coupon.flight_id.in_(list(flight_ids))).distinct()
    )
    return set(rows)


async def coupon_of(
    session: AsyncSession, passenger_id: uuid.UUID, flight_id: uuid.UUID
) -> Coupon | None:
    """The coupon of a passenger on a flight (check-in and boarding move it), if any."""
    return await session.scalar(
        select(Coupon)
        .where(Coupon.passenger_id == passenger_id, Coupon.flight_id == flight_id)
        .order_by(Coupon.created_at.desc())
        .limit(1)
    )


async def coupons_on_flights(
    session: AsyncSession, flight_ids: Sequence[uuid.UUID]
) -> list[Coupon]:
    """Every coupon on these flights, whatever its status (a flight's passenger list)."""
    if not flight_ids:
        return []
    return list(
        await session.scalars(
            select(Coupon).where(Coupon.flight_id.in_(list(flight_ids))).order_by(Coupon.id)
        )
    )


async def all_final(session: AsyncSession, booking_ids: Iterable[uuid.UUID]) -> set[uuid.UUID]:
    """Of ``booking_ids``, those with tickets whose coupons are all final."""
    ids = list(booking_ids)
    if not ids:
        return set()
    rows = await session.execute(
        select(Coupon.booking_id)
        .where(Coupon.booking_id.in_(ids))
        .group_by(Coupon.booking_id)
        .having(func.bool_and(Coupon.status.in_(FINAL)))
    )
    return set(rows.scalars())
