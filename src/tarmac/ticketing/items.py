"""What each item sold is worth and where it stands (issue 32; ``docs/payments.md``).

A confirmed booking's money is a set of items (``SaleItem``), written when its tickets are
issued: for each coupon its share of the ticket's fare, of each tax, of the per-passenger
fees, ancillaries and seat fees; for the booking as a whole its own charges (taxes per
booking or segment, offers of the whole booking); beside the price, each fee paid by a
payment of its own (a correction's). Each item's money is in one or more states:

- ``held``: sold and not yet used (what a refund may give back);
- ``used``: its coupon flew (a charge or tax of the booking as a whole: once any coupon
  flew);
- ``retained``: the fare keeps it (a cancellation or change fee, a non-refundable fare
  cancelled, a no-show, a fee paid for a change made);
- ``refunded``: a refund gave it back (``ItemMove.refund_id`` names the refund);
- ``carried``: an exchange or the airline's move carried it into the new booking
  (``ItemMove.to_booking_id``).

An item starts ``held`` (a fee paid beside the price: ``retained``) and moves only by an
``ItemMove`` (append-only): with its coupon (flown, closed), or for its cause (a refund, a
cancellation, an exchange and its undoing). So ``amount`` = held + used + retained +
refunded + carried for every item, by construction.

Commission: the commission a sale earned is credited per item, pro rata to its amount; a
refund takes back only the commission of the items it refunds, an exchange carries the
commission of the items it carries, and neither ever moves more than the item has left.

How items are split, where the spec is silent (``docs/decisions/ticketing.md``): a ticket's
fare, taxes, fees and ancillaries go to its coupons pro rata to the fare of each leg (evenly
when the ticket's fare is nothing); a seat fee to the coupon of its seat's segment.
"""

import uuid
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field, replace
from decimal import Decimal

from sqlalchemy import ColumnElement, Text, case, func, select, text
from sqlalchemy.ext.asyncio import AsyncSession

from tarmac.core import clock
from tarmac.core.money import ZERO, money
from tarmac.ticketing import emds, values
from tarmac.ticketing.models import Coupon, ItemMove, SaleItem, Ticket
from tarmac.ticketing.schemas import BookingItemsOut, ItemMoveOut, SaleItemOut

STATES = ("held", "used", "retained", "refunded", "carried")
CORRECTION_FEE = "correction_fee"
# the kinds that make a booking's price (a fee beside it is not)
PRICE_KINDS = frozenset({"fare", "tax", "fee", "seat", "ancillary", "charge"})


# --- writing a sale's items ------------------------------------------------------------------


@dataclass(frozen=True)
class SeatFee:
    """A seat's fee on one segment (its coupon's item)."""

    passenger_id: uuid.UUID
    segment_id: uuid.UUID
    fee: Decimal


def _weights(value: values.TicketValue, legs: Sequence[str | None]) -> list[Decimal]:
    weights = [max(value.fare_by_leg.get(leg, ZERO), ZERO) if leg else ZERO for leg in legs]
    return weights if sum(weights, ZERO) > 0 else [Decimal(1)] * len(legs)


def _spread(amount: Decimal, weights: Sequence[Decimal]) -> list[Decimal]:
    return values.distribute(amount, weights) or [ZERO] * len(weights)


def build(  # noqa: C901
    booking_id: uuid.UUID,
    currency: str,
    split: values.Split,
    tickets: Sequence[Ticket],
    coupons: Sequence[Coupon],
    legs: Sequence[str | None],
    seat_fees: Sequence[SeatFee],
    *,
    commission: Decimal,
    paid_by: uuid.UUID | None = None,
) -> list[SaleItem]:
    """The items of a sale whose tickets and coupons were just built (not added to the
    session: the caller inserts them with its rows). ``legs``: the quote's leg name of each
    segment, in trip order; ``seat_fees``: the seats' fees by segment (a passenger's seat
    fees beyond them, kept from a move, are spread like the fare); ``commission``: what the
    sale earned, credited on its items pro rata; ``paid_by``: the payment that pays the
    sale, which each item names (none: on account, or paid by what was carried)."""
    now = clock.now()
    built: list[SaleItem] = []

    def add(
        kind: str,
        code: str | None,
        description: str,
        amount: Decimal,
        refundable: bool,
        ticket: Ticket | None = None,
        coupon: Coupon | None = None,
    ) -> None:
        if amount > 0:
            built.append(
                SaleItem(
                    id=uuid.uuid4(),
                    booking_id=booking_id,
                    ticket_id=ticket.id if ticket is not None else None,
                    coupon_id=coupon.id if coupon is not None else None,
                    kind=kind,
                    code=code,
                    description=description[:200],
                    amount=amount,
                    currency=currency,
                    refundable=refundable,
                    commission=ZERO,
                    payment_id=paid_by,
                    created_at=now,
                    updated_at=now,
                )
            )

    ticket_of = {t.passenger_id: t for t in tickets}
    coupons_of: dict[uuid.UUID, list[Coupon]] = {}
    for coupon in sorted(coupons, key=lambda c: c.coupon_number):
        coupons_of.setdefault(coupon.ticket_id, []).append(coupon)
    for value in split.tickets:
        ticket = ticket_of[value.key]
        mine = coupons_of.get(ticket.id, [])
        if not mine:
            continue
        weights = _weights(value, legs[: len(mine)])
        placed = {
            s.segment_id: s.fee for s in seat_fees if s.passenger_id == value.key and s.fee > 0
        }
        seats_elsewhere = value.seats - sum(placed.values(), ZERO)
        parts = [
            ("fare", None, "Fare", value.fare, True),
            *((("tax", t.code, t.name, t.amount, t.refundable)) for t in value.taxes),
            ("fee", None, "Fees", value.fees, True),
            ("ancillary", None, "Services", value.ancillaries, True),
            ("seat", None, "Seat", seats_elsewhere, True),
        ]
        for kind, code, description, amount, refundable in parts:
            for coupon, share in zip(mine, _spread(amount, weights), strict=True):
                add(kind, code, description, share, refundable, ticket, coupon)
        for coupon in mine:
            add("seat", None, "Seat", placed.get(coupon.segment_id, ZERO), True, ticket, coupon)
    for charge in split.charges:
        kind = "tax" if charge.kind == "tax" else "charge"
        add(kind, charge.code, charge.description, charge.amount, charge.refundable)
    if commission > 0 and built:
        shares = _spread(commission, [item.amount for item in built])
        for item, share in zip(built, shares, strict=True):
            item.commission = min(max(share, ZERO), item.amount)
    return built


def bought(
    coupon: Coupon,
    currency: str,
    kind: str,
    code: str | None,
    description: str,
    amount: Decimal,
    *,
    paid_by: uuid.UUID,
) -> SaleItem:
    """A service (``ancillary``) or a seat (``seat``) bought after the sale for the
    passenger of ``coupon`` on its segment, paid by ``paid_by``: held, refundable and on that
    coupon as a seat fee of the sale is (it moves with the coupon: used when flown, retained
    at a no-show; a refund by the fare gives it back like the sale's); no commission (none
    is paid on it)."""
    now = clock.now()
    return SaleItem(
        id=uuid.uuid4(),
        booking_id=coupon.booking_id,
        ticket_id=coupon.ticket_id,
        coupon_id=coupon.id,
        kind=kind,
        code=code,
        description=description[:200],
        amount=amount,
        currency=currency,
        refundable=True,
        commission=ZERO,
        payment_id=paid_by,
        created_at=now,
        updated_at=now,
    )


def fee(
    booking_id: uuid.UUID,
    currency: str,
    amount: Decimal,
    *,
    payment_id: uuid.UUID,
    cause: str,
    description: str,
) -> SaleItem:
    """A fee paid beside the price (a correction's), by its own payment: retained from the
    start, as it pays for a change already made (see ``opening_moves``)."""
    now = clock.now()
    return SaleItem(
        id=uuid.uuid4(),
        booking_id=booking_id,
        kind=CORRECTION_FEE,
        description=description[:200],
        amount=amount,
        currency=currency,
        refundable=False,
        commission=ZERO,
        payment_id=payment_id,
        cause=cause,
        created_at=now,
        updated_at=now,
    )


def opening_moves(item: SaleItem, actor: str) -> list[ItemMove]:
    """The moves a new item makes at once: a fee for a change made is retained."""
    if item.kind != CORRECTION_FEE:
        return []
    return [_move(item, "held", "retained", item.amount, ZERO, actor, "fee for a change made")]


# --- reading where items stand -----------------------------------------------------------------


@dataclass
class ItemState:
    """An item and where its money is now, by state, with the commission it still has."""

    item: SaleItem
    states: dict[str, Decimal]
    commission_left: Decimal

    def at(self, state: str) -> Decimal:
        return self.states.get(state, ZERO)

    def shift(self, source: str, target: str, amount: Decimal, commission: Decimal) -> None:
        """``amount`` of its money moved from ``source`` to ``target``, ``commission`` with
        it where commission leaves the item or comes back."""
        self.states[source] = self.at(source) - amount
        self.states[target] = self.at(target) + amount
        if target in COMMISSION_LEAVES:
            self.commission_left -= commission
        if source in COMMISSION_LEAVES:
            self.commission_left += commission


async def states_of(
    session: AsyncSession,
    booking_ids: Iterable[uuid.UUID],
    *,
    coupon_ids: Iterable[uuid.UUID] | None = None,
) -> list[ItemState]:
    """The items of the bookings (or only those of ``coupon_ids`` and the bookings'
    charges), each with its money by state, in the order they were sold."""
    ids = list(booking_ids)
    if not ids:
        return []
    conditions: list[ColumnElement[bool]] = [SaleItem.booking_id.in_(ids)]
    if coupon_ids is not None:
        conditions.append(
            SaleItem.coupon_id.in_(list(coupon_ids))
            | (SaleItem.coupon_id.is_(None) & SaleItem.kind.in_(PRICE_KINDS))
        )
    # each item with its moves summed by (from, to), in one statement
    sums = (
        select(
            ItemMove.item_id,
            ItemMove.from_state,
            ItemMove.to_state,
            func.sum(ItemMove.amount).label("amount"),
            func.sum(ItemMove.commission).label("commission"),
        )
        .group_by(ItemMove.item_id, ItemMove.from_state, ItemMove.to_state)
        .subquery()
    )
    moved = (
        select(
            func.jsonb_agg(
                func.jsonb_build_array(
                    sums.c.from_state,
                    sums.c.to_state,
                    func.cast(sums.c.amount, Text),
                    func.cast(sums.c.commission, Text),
                )
            )
        )
        .where(sums.c.item_id == SaleItem.id)
        .correlate(SaleItem)
        .scalar_subquery()
    )
    rows = (
        await session.execute(
            select(SaleItem, moved).where(*conditions).order_by(SaleItem.created_at, SaleItem.id)
        )
    ).all()
    found = {}
    for item, moves in rows:
        state = found[item.id] = ItemState(item, {"held": item.amount}, item.commission)
        for source, target, amount, commission in moves or ():
            state.shift(source, target, Decimal(amount), Decimal(commission))
    return list(found.values())


# the states commission leaves an item with: refunded (reversed), carried (into the new sale)
COMMISSION_LEAVES = frozenset({"refunded", "carried"})


# --- moving items ----------------------------------------------------------------------------


@dataclass(frozen=True)
class Share:
    """Part of one item's money in one state, with the commission that goes with it."""

    state: ItemState
    source: str
    amount: Decimal
    commission: Decimal = ZERO


# the order a refund by fare rules takes items in: what is refundable first, the fare
# last before what the fare never refunds (so a cancellation fee falls on the fare)
REFUND_ORDER = ("tax", "charge", "seat", "ancillary", "fee", "fare")
# an exchange's refund is the fare's value: fares first
EXCHANGE_ORDER = ("fare", "tax", "charge", "seat", "ancillary", "fee")


def _rank(order: Sequence[str]) -> Callable[[ItemState], tuple[int, int]]:
    def rank(state: ItemState) -> tuple[int, int]:
        item = state.item
        position = order.index(item.kind) if item.kind in order else len(order)
        return (0 if item.refundable else 1, position)

    return rank


def _share(state: ItemState, source: str, amount: Decimal) -> Share:
    """``amount`` of the item's money in ``source``, with its commission: pro rata, or all
    the item has left when nothing of it would stay held, used or retained."""
    commission = ZERO
    if state.commission_left > 0:
        if amount == sum((state.at(s) for s in ("held", "used", "retained")), ZERO):
            commission = state.commission_left
        else:
            pro_rata = money(state.item.commission * amount / state.item.amount)
            commission = min(pro_rata, state.commission_left)
    return Share(state, source, amount, commission)


def allocate(
    states: Sequence[ItemState],
    amount: Decimal,
    *,
    order: Sequence[str] = REFUND_ORDER,
    sources: Sequence[str] = ("held",),
    kinds: frozenset[str] = PRICE_KINDS,
) -> list[Share]:
    """``amount`` taken from the items' money in ``sources`` (in that order), item by item
    in ``order`` (refundable before not), each part with its commission. Takes what there
    is when the items hold less (the caller compares)."""
    shares: list[Share] = []
    left = money(amount)
    candidates = sorted((s for s in states if s.item.kind in kinds), key=_rank(order))
    for source in sources:
        for state in candidates:
            if left <= 0:
                return shares
            there = state.at(source)
            if there <= 0:
                continue
            part = min(there, left)
            shares.append(_share(state, source, part))
            left -= part
    return shares


def whole(
    states: Iterable[ItemState], source: str, *, kinds: frozenset[str] = PRICE_KINDS
) -> list[Share]:
    """All the money of the items in ``source``, each part with its commission."""
    shares = []
    for state in states:
        there = state.at(source)
        if there > 0 and state.item.kind in kinds:
            shares.append(_share(state, source, there))
    return shares


def total(shares: Iterable[Share]) -> Decimal:
    return sum((s.amount for s in shares), ZERO)


def take(shares: Sequence[Share], amount: Decimal) -> tuple[list[Share], list[Share]]:
    """The first ``amount`` of ``shares`` and the rest (a share cut in two where needed,
    its commission cut pro rata)."""
    taken: list[Share] = []
    left = money(amount)
    for index, share in enumerate(shares):
        if left <= 0:
            return taken, list(shares[index:])
        if share.amount <= left:
            taken.append(share)
            left -= share.amount
            continue
        cut = money(share.commission * left / share.amount)
        taken.append(replace(share, amount=left, commission=cut))
        rest = replace(share, amount=share.amount - left, commission=share.commission - cut)
        return taken, [rest, *shares[index + 1 :]]
    return taken, []


def _move(
    item: SaleItem,
    source: str,
    target: str,
    amount: Decimal,
    commission: Decimal,
    actor: str,
    reason: str,
    *,
    refund_id: uuid.UUID | None = None,
    to_booking_id: uuid.UUID | None = None,
) -> ItemMove:
    now = clock.now()
    return ItemMove(
        id=uuid.uuid4(),
        item_id=item.id,
        booking_id=item.booking_id,
        from_state=source,
        to_state=target,
        amount=amount,
        commission=commission,
        refund_id=refund_id,
        to_booking_id=to_booking_id,
        actor=actor[:200],
        reason=reason[:200],
        created_at=now,
        updated_at=now,
    )


def move(
    session: AsyncSession,
    shares: Iterable[Share],
    target: str,
    *,
    actor: str,
    reason: str,
    refund_id: uuid.UUID | None = None,
    to_booking_id: uuid.UUID | None = None,
) -> list[ItemMove]:
    """Move each share to ``target`` (added to the session), the items' states kept in
    step so the caller may allocate again. Commission goes only where it leaves an item
    (refunded, carried) or comes back (held again from carried)."""
    moves = []
    for share in shares:
        if share.amount <= 0 or share.source == target:
            continue
        carries = target in COMMISSION_LEAVES or share.source in COMMISSION_LEAVES
        commission = share.commission if carries else ZERO
        moves.append(
            _move(
                share.state.item,
                share.source,
                target,
                share.amount,
                commission,
                actor,
                reason,
                refund_id=refund_id,
                to_booking_id=to_booking_id,
            )
        )
        share.state.shift(share.source, target, share.amount, commission)
    session.add_all(moves)
    return moves


# --- moves that follow coupons ---------------------------------------------------------------

# what a coupon's move does to its items' held money (and to its booking's own charges)
WITH_COUPON = {"COMPLETED": ("used", "flown"), "CLOSED": ("retained", "no-show")}


async def follow_coupons(
    session: AsyncSession, coupons: Sequence[Coupon], target: str, actor: str
) -> None:
    """Coupons flown or closed: their items' held money used (flown) or retained
    (no-show), and so are their bookings' own charges (the trip began)."""
    if target not in WITH_COUPON or not coupons:
        return
    state, why = WITH_COUPON[target]
    found = await states_of(
        session, {c.booking_id for c in coupons}, coupon_ids=[c.id for c in coupons]
    )
    move(session, whole(found, "held"), state, actor=actor, reason=why)


# what is still held of a booking's items, retained, in one statement
_RETAIN_HELD = text(
    """
    INSERT INTO item_moves (id, item_id, booking_id, from_state, to_state, amount, commission,
        actor, reason, created_at, updated_at)
    SELECT gen_random_uuid(), held.id, held.booking_id, 'held', 'retained', held.amount, 0,
        :actor, :reason, :now, :now
    FROM (
        SELECT i.id, i.booking_id, i.amount
            + coalesce(sum(m.amount) FILTER (WHERE m.to_state = 'held'), 0)
            - coalesce(sum(m.amount) FILTER (WHERE m.from_state = 'held'), 0) AS amount
        FROM sale_items i LEFT JOIN item_moves m ON m.item_id = i.id
        WHERE i.booking_id = :booking_id
        GROUP BY i.id
    ) held
    WHERE held.amount > 0
    """
)


async def settle_cancelled(session: AsyncSession, booking_id: uuid.UUID, actor: str) -> None:
    """A booking cancelled after its money side ran: what is still held the fare keeps."""
    await session.flush()  # the moves the money side added
    await session.execute(
        _RETAIN_HELD,
        {
            "booking_id": booking_id,
            "actor": actor[:200],
            "reason": "booking cancelled",
            "now": clock.now(),
        },
    )


@dataclass(frozen=True)
class BookingItems:
    """Where a booking's items stand, summed by state (``docs/payments.md``)."""

    states: dict[str, Decimal] = field(default_factory=dict)
    commission: Decimal = ZERO
    commission_left: Decimal = ZERO

    def at(self, state: str) -> Decimal:
        return self.states.get(state, ZERO)


def summed(found: Iterable[ItemState]) -> BookingItems:
    states: dict[str, Decimal] = {}
    commission = left = ZERO
    for state in found:
        for name, amount in state.states.items():
            states[name] = states.get(name, ZERO) + amount
        commission += state.item.commission
        left += state.commission_left
    return BookingItems(states, commission, left)


@dataclass(frozen=True)
class Carried:
    """What earlier bookings' items carried into a booking (an exchange, a move)."""

    amount: Decimal
    commission: Decimal


async def carried_into(session: AsyncSession, booking_id: uuid.UUID) -> Carried:
    """The money and commission carried into ``booking_id`` and not taken back (an
    exchange undone moves them from carried to held again)."""
    sign = case((ItemMove.to_state == "carried", 1), else_=-1)
    amount, commission = (
        await session.execute(
            select(
                func.coalesce(func.sum(sign * ItemMove.amount), 0),
                func.coalesce(func.sum(sign * ItemMove.commission), 0),
            ).where(
                ItemMove.to_booking_id == booking_id,
                (ItemMove.to_state == "carried") | (ItemMove.from_state == "carried"),
            )
        )
    ).one()
    return Carried(money(amount), money(commission))


async def carry(
    session: AsyncSession, old_id: uuid.UUID, new_id: uuid.UUID, actor: str, amount: Decimal
) -> None:
    """The old booking of an exchange or a move ends: ``amount`` of its items' held money
    (fares first) is carried into the new booking with its commission, and what is still
    held after that the fare keeps (a lower fare's value a non-refundable fare forfeits).
    Both moves name the new booking, so undoing the exchange can take them back."""
    found = await states_of(session, [old_id])
    shares = allocate(found, amount, order=EXCHANGE_ORDER)
    move(session, shares, "carried", actor=actor, reason="exchanged", to_booking_id=new_id)
    move(
        session,
        whole(found, "held"),
        "retained",
        actor=actor,
        reason="not carried over",
        to_booking_id=new_id,
    )


async def retain(
    session: AsyncSession,
    booking_id: uuid.UUID,
    amount: Decimal,
    *,
    actor: str,
    reason: str,
    for_booking_id: uuid.UUID | None = None,
) -> None:
    """``amount`` of the booking's held money (fares first) kept by the fare: a change
    fee (``for_booking_id``: the booking the exchange made, which undoing it names)."""
    if amount <= 0:
        return
    found = await states_of(session, [booking_id])
    move(
        session,
        allocate(found, amount, order=EXCHANGE_ORDER),
        "retained",
        actor=actor,
        reason=reason,
        to_booking_id=for_booking_id,
    )


# what the moves of a booking's items that name another booking (an exchange's) left in
# each state, per item
_NAMED = text(
    """
    SELECT item_id,
        sum(CASE WHEN to_state = :state THEN amount ELSE -amount END) AS amount,
        sum(CASE WHEN to_state = :state THEN commission ELSE -commission END) AS commission
    FROM item_moves
    WHERE booking_id = :booking_id AND to_booking_id = :named
      AND (to_state = :state OR from_state = :state)
    GROUP BY item_id
    HAVING sum(CASE WHEN to_state = :state THEN amount ELSE -amount END) > 0
    """
)


async def named_shares(
    session: AsyncSession, booking_id: uuid.UUID, named: uuid.UUID, state: str
) -> list[Share]:
    """The money the booking's items moved to ``state`` for the exchange that made
    ``named`` (carried into it, retained as its fee) and still there, with its commission."""
    found = {s.item.id: s for s in await states_of(session, [booking_id])}
    rows = await session.execute(_NAMED, {"booking_id": booking_id, "named": named, "state": state})
    return [
        Share(found[row.item_id], state, row.amount, row.commission)
        for row in rows
        if row.item_id in found
    ]


async def undo_carry(
    session: AsyncSession, old_id: uuid.UUID, new_id: uuid.UUID, actor: str
) -> None:
    """An exchange undone: what the old booking's items carried into ``new_id`` or
    retained for it (the change fee, a forfeited rest) is held again, with its commission."""
    await session.flush()
    for state in ("carried", "retained"):
        shares = await named_shares(session, old_id, new_id, state)
        move(session, shares, "held", actor=actor, reason="exchange undone", to_booking_id=new_id)
    await session.flush()


async def reverse_refund(session: AsyncSession, refund_id: uuid.UUID, actor: str) -> None:
    """A refund that failed gives nothing back: the items it named are where they were
    before it (the money is owed again)."""
    moves = list(
        await session.scalars(
            select(ItemMove).where(ItemMove.refund_id == refund_id, ItemMove.to_state == "refunded")
        )
    )
    session.add_all(_move_back(moved, actor) for moved in moves)
    await session.flush()
    await emds.resync(session, {moved.item_id for moved in moves})


def _move_back(moved: ItemMove, actor: str) -> ItemMove:
    now = clock.now()
    return ItemMove(
        id=uuid.uuid4(),
        item_id=moved.item_id,
        booking_id=moved.booking_id,
        from_state="refunded",
        to_state=moved.from_state,
        amount=moved.amount,
        commission=moved.commission,
        refund_id=moved.refund_id,
        to_booking_id=moved.to_booking_id,
        actor=actor[:200],
        reason="refund failed",
        created_at=now,
        updated_at=now,
    )


async def view(session: AsyncSession, booking_id: uuid.UUID) -> BookingItemsOut:
    """The booking's items, where each one's money stands and every move it made."""
    found = await states_of(session, [booking_id])
    moves = list(
        await session.scalars(
            select(ItemMove)
            .where(ItemMove.booking_id == booking_id)
            .order_by(ItemMove.created_at, ItemMove.id)
        )
    )
    numbers: dict[uuid.UUID | None, str] = dict(
        (
            await session.execute(
                select(Ticket.id, Ticket.ticket_number).where(Ticket.booking_id == booking_id)
            )
        ).all()
    )
    coupons = {
        c.id: c
        for c in await session.scalars(select(Coupon).where(Coupon.booking_id == booking_id))
    }
    moves_of: dict[uuid.UUID, list[ItemMove]] = {}
    for moved in moves:
        moves_of.setdefault(moved.item_id, []).append(moved)
    whole_booking = summed(found)
    return BookingItemsOut(
        booking_id=booking_id,
        **{name: float(whole_booking.at(name)) for name in STATES},
        commission=float(whole_booking.commission),
        commission_left=float(whole_booking.commission_left),
        items=[
            SaleItemOut(
                id=s.item.id,
                kind=s.item.kind,
                code=s.item.code,
                description=s.item.description,
                ticket_id=s.item.ticket_id,
                ticket_number=numbers.get(s.item.ticket_id),
                coupon_id=s.item.coupon_id,
                coupon_number=coupons[s.item.coupon_id].coupon_number if s.item.coupon_id else None,
                flight_id=coupons[s.item.coupon_id].flight_id if s.item.coupon_id else None,
                payment_id=s.item.payment_id,
                amount=float(s.item.amount),
                currency=s.item.currency,
                refundable=s.item.refundable,
                commission=float(s.item.commission),
                **{name: float(s.at(name)) for name in STATES},
                moves=[
                    ItemMoveOut.model_validate(m, from_attributes=True)
                    for m in moves_of.get(s.item.id, [])
                ],
            )
            for s in found
        ],
    )
