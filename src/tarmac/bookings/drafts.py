"""Drafts (spec 01 §2.7, §3.2, §4.5): places held without passengers.

- ``create``: the fare is checked (the price is one of the plan's, the plan is sold on the
  flight, the return flight sells the plan's family in its cabin), the trip as a quote
  checks it (flights for sale, the return flying back after the outbound lands); then
  ``seat_count`` places of the plan's booking class are held on each flight through
  ``inventory.hold`` (409 ``insufficient_availability_no_book_up`` with the places a draft
  could still hold) and the draft is written ``active``.
- The places are held less firmly than a booking's (spec: "in an overbooked case the
  pending booking has preference"): a booking that needs them takes them from the newest
  drafts of the class, whole, in its own transaction (``inventory.take``). The inventory
  marks the draft's hold lost; the draft learns of it when it is next read or listed, or
  by the worker's sweep: it becomes ``released`` with the reason (``taken_by_booking``,
  or ``capacity_reduced`` when the airline cut the class's seats) at the moment of the
  loss, and the places of its other leg are given back then.
- ``get`` / ``find``: the caller's drafts only, by the bookings' rule (the key's client id,
  an agency key's partner; 403 otherwise, 404 unknown). An active draft past its
  ``expires_at`` or that lost its places is settled first, in the reader's transaction,
  so nobody sees it active after its time.
- ``release`` (DELETE): ``released`` (``released_by_owner``), its places given back, the
  record kept; a draft already released or expired is answered as it is.
- ``settle_due``: the worker's sweep of drafts past their time or that lost places.

Locks: a draft row first, then the inventory classes, which ``inventory.release_holds``
locks in departure order, the order sales take them in (see ``inventory.service``).
"""

import uuid
from collections.abc import Sequence
from datetime import datetime, timedelta

from sqlalchemy import func, or_, select
from sqlalchemy.ext.asyncio import AsyncSession

from tarmac.auth.caller import Caller
from tarmac.bookings import queries, sale
from tarmac.bookings.errors import (
    DraftNotFound,
    FareNotOnFlight,
    FareNotOnReturnFlight,
    FarePlanNotFound,
    FarePriceNotFound,
    FarePriceNotOfPlan,
    NotYourDraft,
)
from tarmac.bookings.models import Draft
from tarmac.bookings.schemas import DraftCreate
from tarmac.core import clock
from tarmac.inventory import service as inventory
from tarmac.pricing import service as pricing

RELEASED_BY_OWNER = "released_by_owner"
SWEEP_BATCH = 100


# --- creation --------------------------------------------------------------------------------


async def create(session: AsyncSession, body: DraftCreate, caller: Caller) -> Draft:
    plan = await pricing.fare_plan(session, body.fare_plan_id)
    if plan is None:
        raise FarePlanNotFound()
    price = await pricing.fare_price(session, body.fare_price_id)
    if price is None:
        raise FarePriceNotFound()
    if price.fare_plan_id != plan.id:
        raise FarePriceNotOfPlan()
    now = clock.now()
    legs = await pricing.trip(session, body.flight_id, body.return_flight_id, now)
    fares = await pricing.fares_on(session, legs)
    outbound = next((o for o in fares[0] if o.plan.id == plan.id), None)
    if outbound is None:
        flight = legs[0].flight
        assert flight is not None
        raise FareNotOnFlight(
            f"Fare plan {plan.id} (class {plan.booking_class}) is not sold on flight "
            f"{flight.flight_number} of {flight.flight_date}: another route, inactive, "
            "outside its travel dates, or replaced by the flight's own plan of its family"
        )
    classes = [(body.flight_id, plan.booking_class)]
    return_class = None
    if len(legs) > 1:
        return_class = _return_class(outbound, fares[1])
        classes.append((legs[1].flight.id, return_class))  # type: ignore[union-attr]
    draft = Draft(
        id=uuid.uuid4(),
        status="active",
        expires_at=now + timedelta(hours=body.expires_hours) if body.expires_hours else None,
        flight_id=body.flight_id,
        return_flight_id=body.return_flight_id,
        fare_plan_id=plan.id,
        fare_price_id=price.id,
        fare_family_code=outbound.family.code,
        cabin=plan.cabin,
        booking_class=plan.booking_class,
        return_booking_class=return_class,
        seat_count=body.seat_count,
        contact_email=body.contact_email,
        contact_phone=body.contact_phone,
        **sale.held_by(caller),
        created_at=now,
        updated_at=now,
    )
    await inventory.hold(
        session, draft.id, classes, body.seat_count, until=draft.expires_at, now=now
    )
    session.add(draft)
    await session.flush()
    return draft


def _return_class(outbound: pricing.FareOption, options: Sequence[pricing.FareOption]) -> str:
    """The class held on the return flight: the outbound plan's family in its cabin, in
    the same booking class when the return flight sells it, else the first by letter."""
    same = sorted(
        (
            o.plan.booking_class
            for o in options
            if o.family.id == outbound.family.id and o.plan.cabin == outbound.plan.cabin
        ),
    )
    if not same:
        raise FareNotOnReturnFlight(
            f"The return flight sells no {outbound.family.code} fare in {outbound.plan.cabin}"
        )
    return outbound.plan.booking_class if outbound.plan.booking_class in same else same[0]


# --- reading ---------------------------------------------------------------------------------


async def _load(session: AsyncSession, draft_id: uuid.UUID, *, for_update: bool) -> Draft:
    statement = select(Draft).where(Draft.id == draft_id)
    if for_update:
        statement = statement.with_for_update().execution_options(populate_existing=True)
    draft = await session.scalar(statement)
    if draft is None:
        raise DraftNotFound()
    return draft


async def owned(
    session: AsyncSession, draft_id: uuid.UUID, caller: Caller, *, for_update: bool = False
) -> Draft:
    """The caller's draft (404 unknown, 403 another client's), settled first when its time
    has passed or it lost its places."""
    draft = await _load(session, draft_id, for_update=for_update)
    if not queries.may_see(caller, draft):
        raise NotYourDraft()
    if draft.status == "active":
        now = clock.now()
        lapsed = draft.expires_at is not None and draft.expires_at <= now
        if lapsed or await inventory.lost_holds(session, [draft.id]):
            if not for_update:
                draft = await _load(session, draft_id, for_update=True)
            if draft.status == "active":
                await _settle(session, [draft], now)
    return draft


async def get(session: AsyncSession, draft_id: uuid.UUID, caller: Caller) -> Draft:
    return await owned(session, draft_id, caller)


async def find(
    session: AsyncSession,
    caller: Caller,
    *,
    status: str,
    flight_id: uuid.UUID | None,
    page: int,
    page_size: int,
) -> tuple[list[Draft], int]:
    """The caller's drafts in ``status`` (on ``flight_id``, outbound or return, when given),
    newest first, one page; and how many match. Drafts past their time or that lost their
    places are settled first, so none is listed active when it is not."""
    now = clock.now()
    await _settle_locked(
        session, select(Draft).where(queries.visible_to(caller, Draft), _unsettled(now)), now
    )
    statement = select(Draft).where(queries.visible_to(caller, Draft), Draft.status == status)
    if flight_id is not None:
        statement = statement.where(
            or_(Draft.flight_id == flight_id, Draft.return_flight_id == flight_id)
        )
    total = await session.scalar(select(func.count()).select_from(statement.subquery()))
    rows = await session.scalars(
        statement.order_by(Draft.created_at.desc(), Draft.id)
        .limit(page_size)
        .offset((page - 1) * page_size)
    )
    return list(rows.all()), total or 0


# --- moves -----------------------------------------------------------------------------------


async def release(session: AsyncSession, draft_id: uuid.UUID, caller: Caller) -> Draft:
    """Give the draft's places back (``released_by_owner``); a draft already released or
    expired is answered as it is (DELETE is idempotent: the places are free either way)."""
    draft = await owned(session, draft_id, caller, for_update=True)
    if draft.status == "active":
        now = clock.now()
        draft.status = "released"
        draft.released_reason = RELEASED_BY_OWNER
        draft.released_at = now
        draft.updated_at = now
        await inventory.release_holds(session, {draft.id: RELEASED_BY_OWNER}, now=now)
        await session.flush()
    return draft


def _unsettled(now: datetime):
    """Active drafts whose time has passed or that lost places to a sale."""
    return (Draft.status == "active") & (
        (Draft.expires_at <= now) | Draft.id.in_(inventory.holders_that_lost())
    )


async def _settle_locked(session: AsyncSession, statement, now: datetime) -> int:
    """Settle the drafts ``statement`` selects that no other transaction is changing."""
    drafts = (
        await session.scalars(
            statement.order_by(Draft.id)
            .with_for_update(skip_locked=True)
            .execution_options(populate_existing=True)
        )
    ).all()
    await _settle(session, drafts, now)
    return len(drafts)


async def _settle(session: AsyncSession, drafts: Sequence[Draft], now: datetime) -> None:
    """Bring locked active drafts up to date: ``released`` with the reason and time of the
    loss when a sale (or a cut in seats) took their places before their time ran out,
    ``expired`` when their time ran out; the places they still hold are given back."""
    if not drafts:
        return
    lost = await inventory.lost_holds(session, [d.id for d in drafts])
    reasons: dict[uuid.UUID, str] = {}
    for draft in drafts:
        loss = lost.get(draft.id)
        if (
            loss is not None
            and loss.reason != inventory.HOLD_EXPIRED
            and (draft.expires_at is None or loss.at < draft.expires_at)
        ):
            draft.status = "released"
            draft.released_reason = loss.reason
            draft.released_at = loss.at
        elif loss is not None or (draft.expires_at is not None and draft.expires_at <= now):
            draft.status = "expired"  # its time ran out (before, or as, a sale came by)
        else:
            continue
        draft.updated_at = now
        reasons[draft.id] = draft.released_reason or inventory.HOLD_EXPIRED
    await inventory.release_holds(session, reasons, now=now)
    await session.flush()


async def settle_due(session: AsyncSession, limit: int = SWEEP_BATCH) -> int:
    """The worker's sweep: settle a batch of drafts past their time or that lost places
    (rows another transaction holds skipped); how many."""
    now = clock.now()
    return await _settle_locked(session, select(Draft).where(_unsettled(now)).limit(limit), now)
