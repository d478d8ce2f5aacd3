"""Electronic miscellaneous documents (issue 36, ``docs/emd.md``): what is sold beside the
fare, and the fees paid, as IATA documents beside the ticket.

- **EMD-A** (associated): each paid seat, offer or special request the sale's items hold
  (``ticketing.items``: kinds ``seat``, ``ancillary``, ``charge``), one EMD per item with
  one coupon, its value the item's amount. A seat's coupon (and any item on a coupon) is
  associated with that ticket coupon; an offer of the whole booking (spec 01 §2.5) with
  the first coupon of the lead passenger's ticket, the coupon whose flight the offer is
  priced on. Issued with the tickets, in the same insert (``service.issue``).
- **EMD-S** (standalone): a correction's fee (its ``correction_fee`` item, when paid) and
  an exchange's change fee (when the new booking it paid for is ticketed), ``used`` at
  issue: a service fee is consumed by the change made. In connection with the lead
  ticket of the booking.

Numbers: 13 digits, the airline's 3-digit code (the prefix of the booking's tickets) and a
serial of ``emd_serials``, a range of its own (8000000001 to 8999999999). Codes: the RFIC
(the reason, the document's) and RFISC (the sub-code, the coupon's) of ``CODES`` by the
offer's code, airline-defined where no industry code fits (RFIC ``I``).

Statuses (the coupon's): ``open``, ``used``, ``refunded``, ``exchanged``, ``void``. An
EMD-A coupon moves with its ticket coupon (``FOLLOWS``: flown or a no-show ``used``,
``REFUNDED`` ``refunded``, ``EXCHANGED`` ``exchanged``, ``VOID`` ``void``, back to
``OPEN`` ``open``) in the same statement as the ticket coupon (``follow_sql``). A refund
that gives back the whole of an EMD's item refunds the EMD (``resync``), whatever its
ticket coupon does next; a refund that failed puts it back where its coupon says. Each
issue emits ``emd.issued``, each change ``emd.coupon_changed``.
"""

import uuid
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime
from decimal import Decimal
from typing import Any, cast

from sqlalchemy import case, func, select, text
from sqlalchemy.ext.asyncio import AsyncSession
from sqlalchemy.orm.attributes import set_committed_value
from sqlalchemy.orm.util import identity_key

from tarmac.core import clock
from tarmac.db.group_commit import Row
from tarmac.events import outbox
from tarmac.ticketing.models import (
    DEFAULT_PREFIX,
    EMD_SERIALS,
    Coupon,
    Emd,
    ItemMove,
    SaleItem,
    Ticket,
)
from tarmac.ticketing.schemas import (
    EmdAssociationOut,
    EmdCouponOut,
    EmdOut,
    EmdStatus,
    EmdType,
    RefundedEmdOut,
)

# the sale items an EMD-A documents, and the fee an EMD-S documents
ASSOCIATED_KINDS = frozenset({"seat", "ancillary", "charge"})
FEE_KINDS = frozenset({"correction_fee"})
EMD_KINDS = ASSOCIATED_KINDS | FEE_KINDS


@dataclass(frozen=True)
class Code:
    rfic: str  # A air transportation, C baggage, D financial impact, E airport services,
    # G in-flight services, I individual airline use
    rfisc: str  # the sub-code: industry codes begin with a digit, airline-defined a letter
    name: str  # its commercial name


SEAT = Code("A", "0B5", "PRE RESERVED SEAT ASSIGNMENT")
CORRECTION_FEE = Code("D", "98J", "MISCELLANEOUS CHANGE FEE")
CHANGE_FEE = Code("D", "993", "RESERVATIONS CHANGE FEE")
# by the code of the offer or special request (the SSR catalog's, spec 01 §2.11)
CODES: Mapping[str, Code] = {
    "XBAG": Code("C", "0GO", "UPTO50LB 23KG BAGGAGE"),
    "BG23": Code("C", "0GO", "UPTO50LB 23KG BAGGAGE"),
    "HBAG": Code("C", "0FM", "UPTO70LB 32KG BAGGAGE"),
    "SBAG": Code("C", "0DD", "SPORTING EQUIPMENT"),
    "BIKE": Code("C", "0EC", "BICYCLE"),
    "PETC": Code("C", "0BT", "PET IN CABIN"),
    "AVIH": Code("C", "0AO", "PET IN HOLD"),
    "LEGR": SEAT,
    "NRBY": SEAT,
    "EXST": SEAT,
    "MEAL": Code("G", "0B3", "MEAL"),
    "UMNR": Code("E", "0BH", "UNACCOMPANIED MINOR"),
    "LOUG": Code("E", "0BX", "LOUNGE ACCESS"),
}
# what an offer with no industry code is issued as: airline-defined, its own code's letters
AIRLINE_DEFINED = "I"
SERVICES = "SVC"  # a passenger's services summed on a coupon (no code of their own)


def code_of(kind: str, code: str | None) -> Code:
    """The RFIC and RFISC of an item of ``kind`` with the offer's ``code``."""
    if kind == "seat":
        return SEAT
    if kind in FEE_KINDS:
        return CORRECTION_FEE
    if code and code.upper() in CODES:
        return CODES[code.upper()]
    letters = "".join(ch for ch in (code or "").upper() if ch.isalnum())[:3]
    return Code(AIRLINE_DEFINED, letters if len(letters) == 3 else SERVICES, code or "SERVICES")


# a ticket coupon's status and what it makes its EMD coupons (an EMD refunded on its own
# stays refunded)
FOLLOWS: Mapping[str, str] = {
    "OPEN": "open",
    "CHECKED_IN": "open",
    "BOARDED": "open",
    "COMPLETED": "used",
    "CLOSED": "used",
    "VOID": "void",
    "REFUNDED": "refunded",
    "EXCHANGED": "exchanged",
}


def serials_sql(count: str) -> str:
    """An SQL expression: an array of ``count`` (an SQL expression) new EMD serials, for a
    caller that takes them with a read of its own (``service.issue``'s ``emd_serials``)."""
    return f"ARRAY(SELECT nextval('{EMD_SERIALS}') FROM generate_series(1, {count}))"  # noqa: S608


async def draw(session: AsyncSession, count: int, serials: Sequence[int] = ()) -> list[int]:
    """``count`` serials: those given first, the rest drawn (one statement, when short)."""
    taken = list(serials[:count])
    if len(taken) < count:
        taken += (
            await session.scalars(
                select(func.nextval(EMD_SERIALS)).select_from(
                    func.generate_series(1, count - len(taken))
                )
            )
        ).all()
    return taken


# --- issuing ---------------------------------------------------------------------------------


@dataclass(frozen=True)
class Issuing:
    """What a sale's EMDs need beside its items: the airline's code, the agent that sold
    it, the change fee an exchange's new booking pays for (0: none)."""

    booking_id: uuid.UUID
    currency: str
    prefix: str
    partner_id: uuid.UUID | None
    change_fee: Decimal


def count(items: Iterable[SaleItem], change_fee: Decimal) -> int:
    return sum(1 for item in items if item.kind in ASSOCIATED_KINDS) + (1 if change_fee > 0 else 0)


def build(
    issuing: Issuing,
    tickets: Sequence[Ticket],
    coupons: Sequence[Coupon],
    items: Sequence[SaleItem],
    serials: Sequence[int],
) -> list[Emd]:
    """The EMDs of a sale whose tickets, coupons and items were just built (not added to
    the session: the caller inserts them with its rows); ``serials``: one per EMD."""
    if not tickets:
        return []
    now = clock.now()
    ticket_of = {t.id: t for t in tickets}
    coupon_of = {c.id: c for c in coupons}
    lead = tickets[0]
    lead_coupon = min((c for c in coupons if c.ticket_id == lead.id), key=lambda c: c.coupon_number)
    numbers = iter(serials)
    built = []
    for item in items:
        if item.kind not in ASSOCIATED_KINDS:
            continue
        coupon = coupon_of[item.coupon_id] if item.coupon_id is not None else lead_coupon
        ticket = ticket_of[coupon.ticket_id]
        code = code_of(item.kind, item.code)
        built.append(
            _emd(
                issuing,
                next(numbers),
                "A",
                code,
                (ticket.id, ticket.passenger_id),
                now,
                coupon=coupon,
                item=item,
                description=item.description if item.kind != "seat" else code.name,
            )
        )
    if issuing.change_fee > 0:
        built.append(
            _emd(
                issuing,
                next(numbers),
                "S",
                CHANGE_FEE,
                (lead.id, lead.passenger_id),
                now,
                amount=issuing.change_fee,
                description="Change fee",
            )
        )
    return built


def _emd(
    issuing: Issuing,
    serial: int,
    emd_type: str,
    code: Code,
    ticket: tuple[uuid.UUID, uuid.UUID] | None,  # its id and passenger
    now: datetime,
    *,
    coupon: Coupon | None = None,
    item: SaleItem | None = None,
    amount: Decimal | None = None,
    description: str,
) -> Emd:
    return Emd(
        id=uuid.uuid4(),
        booking_id=issuing.booking_id,
        ticket_id=ticket[0] if ticket is not None else None,
        passenger_id=ticket[1] if ticket is not None else None,
        ticket_coupon_id=coupon.id if coupon is not None else None,
        sale_item_id=item.id if item is not None else None,
        partner_id=issuing.partner_id,
        emd_number=f"{issuing.prefix}{serial:010d}",
        emd_type=emd_type,
        rfic=code.rfic,
        rfisc=code.rfisc,
        service_code=item.code if item is not None else None,
        description=description[:200],
        coupon_number=1,
        amount=item.amount if item is not None else amount,
        currency=issuing.currency,
        status="open" if emd_type == "A" else "used",
        issued_at=now,
        created_at=now,
        updated_at=now,
    )


def issued_events(
    emds: Sequence[Emd], tickets: Iterable[Ticket], coupons: Iterable[Coupon]
) -> list[Row]:
    """``emd.issued`` of each EMD, as rows the caller inserts with its own."""
    numbers = {t.id: t.ticket_number for t in tickets}
    coupon_numbers = {c.id: c.coupon_number for c in coupons}
    return [
        outbox.event_row(
            "emd.issued",
            issued_payload(emd, numbers, coupon_numbers),
            partner_id=emd.partner_id,
            booking_id=emd.booking_id,
        )
        for emd in emds
    ]


def issued_payload(
    emd: Emd, numbers: Mapping[uuid.UUID, str], coupon_numbers: Mapping[uuid.UUID, int]
) -> dict[str, Any]:
    return {
        "emd_number": emd.emd_number,
        "emd_type": f"EMD-{emd.emd_type}",
        "booking_id": emd.booking_id,
        "passenger_id": emd.passenger_id,
        "rfic": emd.rfic,
        "rfisc": emd.rfisc,
        "service_code": emd.service_code,
        "description": emd.description,
        "coupon_number": emd.coupon_number,
        "status": emd.status,
        "amount": emd.amount,
        "currency": emd.currency,
        "ticket_number": numbers.get(emd.ticket_id) if emd.ticket_id else None,
        "ticket_coupon_number": (
            coupon_numbers.get(emd.ticket_coupon_id) if emd.ticket_coupon_id else None
        ),
        "issued_at": emd.issued_at,
    }


_LEAD_AND_SERIAL = text(
    f"""
    SELECT t.id, t.passenger_id, t.ticket_number, nextval('{EMD_SERIALS}') AS serial
    FROM (SELECT 1) one
    LEFT JOIN LATERAL (
        SELECT id, passenger_id, ticket_number FROM tickets
        WHERE booking_id = :booking_id ORDER BY ticket_number LIMIT 1
    ) t ON true
    """  # noqa: S608 - the sequence's name is a constant
)


async def for_fee(session: AsyncSession, item: SaleItem, *, partner_id: uuid.UUID | None) -> Emd:
    """The EMD-S of a fee paid beside the price (a correction's ``correction_fee`` item,
    added and flushed by the caller): ``used`` at issue, in connection with the lead
    ticket, under that ticket's airline code; ``emd.issued`` emitted."""
    row = (await session.execute(_LEAD_AND_SERIAL, {"booking_id": item.booking_id})).one()
    issuing = Issuing(
        item.booking_id,
        item.currency,
        row.ticket_number[:3] if row.ticket_number else DEFAULT_PREFIX,
        partner_id,
        Decimal(0),
    )
    emd = _emd(
        issuing,
        row.serial,
        "S",
        code_of(item.kind, item.code),
        (row.id, row.passenger_id) if row.id is not None else None,
        clock.now(),
        item=item,
        description=item.description,
    )
    session.add(emd)
    numbers = {row.id: row.ticket_number} if row.id is not None else {}
    await outbox.emit(
        session,
        "emd.issued",
        issued_payload(emd, numbers, {}),
        partner_id=partner_id,
        booking_id=emd.booking_id,
    )
    return emd


async def for_items(
    session: AsyncSession,
    items: Sequence[SaleItem],
    tickets: Sequence[Ticket],
    coupons: Sequence[Coupon],
    *,
    partner_id: uuid.UUID | None,
) -> list[Emd]:
    """The EMD-A of each service or seat bought after the sale (``items``, on the coupons of
    the booking's ``tickets``, added and flushed by the caller), built as a sale's
    (``build``) under the tickets' airline code, added to the session; ``emd.issued`` each."""
    documented = [item for item in items if item.kind in ASSOCIATED_KINDS]
    if not documented or not tickets:
        return []
    lead = min(tickets, key=lambda t: t.ticket_number)
    issuing = Issuing(
        lead.booking_id, documented[0].currency, lead.ticket_number[:3], partner_id, Decimal(0)
    )
    ordered = [lead, *(t for t in tickets if t.id != lead.id)]
    serials = await draw(session, len(documented))
    issued = build(issuing, ordered, coupons, documented, serials)
    session.add_all(issued)
    numbers = {t.id: t.ticket_number for t in tickets}
    coupon_numbers = {c.id: c.coupon_number for c in coupons}
    for emd in issued:
        await outbox.emit(
            session,
            "emd.issued",
            issued_payload(emd, numbers, coupon_numbers),
            partner_id=partner_id,
            booking_id=emd.booking_id,
        )
    return issued


# --- moving with the ticket coupons and the items --------------------------------------------

# the EMD coupons changed, each with an ``emd.coupon_changed`` event; what they became
_CHANGED = """
  events AS (
    INSERT INTO outbox_events (id, type, payload, partner_id, booking_id, created_at,
        available_at, processed_at, attempts, last_error)
    SELECT gen_random_uuid(), 'emd.coupon_changed',
        jsonb_build_object(
            'emd_number', emd_number, 'emd_type', 'EMD-' || emd_type,
            'coupon_number', coupon_number, 'booking_id', booking_id, 'rfisc', rfisc,
            'from_status', from_status, 'to_status', status, 'amount', amount,
            'currency', currency, 'changed_at', updated_at),
        partner_id, booking_id, updated_at, updated_at, NULL, 0, NULL
    FROM changed
  )
SELECT id, status FROM changed
"""

# ticket coupons moved to :target, their EMDs to :emd_status (but one refunded on its own),
# in one statement
FOLLOW_SQL = text(
    """
WITH moved AS (
    UPDATE ticket_coupons SET status = :target, updated_at = :now
    WHERE id = ANY(CAST(:ids AS uuid[]))
    RETURNING id
  ),
  changed AS (
    UPDATE emds e SET status = :emd_status, updated_at = :now
    FROM emds old
    WHERE old.id = e.id AND e.ticket_coupon_id = ANY(CAST(:ids AS uuid[]))
      AND e.status <> :emd_status AND e.status <> 'refunded'
    RETURNING e.id, e.emd_number, e.emd_type, e.coupon_number, e.booking_id, e.partner_id,
        e.rfisc, e.amount, e.currency, e.status, e.updated_at, old.status AS from_status
  ),"""  # noqa: S608 - constant text; values are parameters
    + _CHANGED
)

# what an EMD's status should be now: refunded when its item was all given back, else what
# its ticket coupon says (an EMD-S: used)
EXPECTED_SQL = """
    CASE
      WHEN i.id IS NOT NULL AND (
        SELECT coalesce(sum(CASE WHEN m.to_state = 'refunded' THEN m.amount ELSE -m.amount END), 0)
        FROM item_moves m
        WHERE m.item_id = i.id AND 'refunded' IN (m.to_state, m.from_state)
      ) >= i.amount THEN 'refunded'
      WHEN e.ticket_coupon_id IS NULL THEN 'used'
      WHEN c.status IN ('COMPLETED', 'CLOSED') THEN 'used'
      WHEN c.status = 'VOID' THEN 'void'
      WHEN c.status = 'REFUNDED' THEN 'refunded'
      WHEN c.status = 'EXCHANGED' THEN 'exchanged'
      ELSE 'open'
    END"""

_RESYNC = text(
    f"""
WITH expected AS (
    SELECT e.id, e.status AS from_status, {EXPECTED_SQL} AS status
    FROM emds e
    LEFT JOIN ticket_coupons c ON c.id = e.ticket_coupon_id
    LEFT JOIN sale_items i ON i.id = e.sale_item_id
    WHERE e.sale_item_id = ANY(CAST(:items AS uuid[]))
  ),
  changed AS (
    UPDATE emds e SET status = x.status, updated_at = :now
    FROM expected x
    WHERE x.id = e.id AND e.status <> x.status
    RETURNING e.id, e.emd_number, e.emd_type, e.coupon_number, e.booking_id, e.partner_id,
        e.rfisc, e.amount, e.currency, e.status, e.updated_at, x.from_status
  ),"""  # noqa: S608 - constant text; the items are a parameter
    + _CHANGED
)


def kept_in_step(session: AsyncSession, changed: Iterable[Any]) -> None:
    """The EMDs the session holds take the statuses a statement gave them."""
    for row in changed:
        held = session.identity_map.get(identity_key(Emd, row.id))
        if held is not None:
            set_committed_value(held, "status", row.status)


async def resync(session: AsyncSession, item_ids: Iterable[uuid.UUID]) -> None:
    """The EMDs of these items where their money and ticket coupon put them (a refund gave
    an item back, or a refund that failed took it back), each change emitted."""
    ids = list(item_ids)
    if not ids:
        return
    await session.flush()
    changed = await session.execute(_RESYNC, {"items": ids, "now": clock.now()})
    kept_in_step(session, changed.all())


async def resync_for(session: AsyncSession, items: Iterable[SaleItem]) -> None:
    """``resync`` of those of ``items`` an EMD documents (no statement for none)."""
    await resync(session, {item.id for item in items if item.kind in EMD_KINDS})


async def given_back(
    session: AsyncSession, refund_ids: Sequence[uuid.UUID]
) -> dict[uuid.UUID, list[RefundedEmdOut]]:
    """The EMD coupons each refund gave back (all or part of their value), in one
    statement; none for a refund of no EMD's item."""
    if not refund_ids:
        return {}
    # a refund that failed moved its items back from refunded, naming it too
    given = func.sum(
        case((ItemMove.to_state == "refunded", ItemMove.amount), else_=-ItemMove.amount)
    )
    rows = await session.execute(
        select(ItemMove.refund_id, Emd.emd_number, Emd.coupon_number, given, Emd.currency)
        .join(Emd, Emd.sale_item_id == ItemMove.item_id)
        .where(
            ItemMove.refund_id.in_(list(refund_ids)),
            (ItemMove.to_state == "refunded") | (ItemMove.from_state == "refunded"),
        )
        .group_by(ItemMove.refund_id, Emd.emd_number, Emd.coupon_number, Emd.currency)
        .having(given > 0)
        .order_by(Emd.emd_number)
    )
    found: dict[uuid.UUID, list[RefundedEmdOut]] = {}
    for refund_id, number, coupon_number, amount, currency in rows.all():
        if refund_id is None:
            continue
        found.setdefault(refund_id, []).append(
            RefundedEmdOut(
                emd_number=number,
                coupon_number=coupon_number,
                amount=float(amount),
                currency=currency,
            )
        )
    return found


# --- answers ---------------------------------------------------------------------------------


def emd_out(
    emd: Emd, tickets: Mapping[uuid.UUID, Ticket], coupons: Mapping[uuid.UUID, Coupon]
) -> EmdOut:
    ticket = tickets.get(emd.ticket_id) if emd.ticket_id is not None else None
    coupon = coupons.get(emd.ticket_coupon_id) if emd.ticket_coupon_id is not None else None
    return EmdOut(
        emd_number=emd.emd_number,
        emd_type=cast(EmdType, f"EMD-{emd.emd_type}"),
        passenger_id=emd.passenger_id,
        rfic=emd.rfic,
        in_connection_with=ticket.ticket_number if ticket is not None else None,
        currency=emd.currency,
        total_amount=float(emd.amount),
        issued_at=emd.issued_at,
        coupons=[
            EmdCouponOut(
                coupon_number=emd.coupon_number,
                rfisc=emd.rfisc,
                service_code=emd.service_code,
                description=emd.description,
                amount=float(emd.amount),
                status=cast(EmdStatus, emd.status),
                associated_with=(
                    EmdAssociationOut(
                        ticket_number=ticket.ticket_number,
                        coupon_number=coupon.coupon_number,
                        segment_id=coupon.segment_id,
                    )
                    if ticket is not None and coupon is not None
                    else None
                ),
            )
        ],
    )
