"""Places held by drafts: held, given back, lost to a sale or to a smaller class, and the
holders that lost some (see "Places held by drafts" in ``inventory.service``)."""

import uuid
from collections import defaultdict
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import cast

from sqlalchemy import Select, case, insert, select, tuple_, update
from sqlalchemy.dialects.postgresql import distinct_on
from sqlalchemy.ext.asyncio import AsyncSession

from tarmac.inventory.availability import ClassAvailability
from tarmac.inventory.errors import SoldOut
from tarmac.inventory.models import BookingClassInventory, PlaceHold
from tarmac.inventory.places import (
    NO_CABIN,
    claim_free,
    lock_cabin,
    lock_cabins,
    recount,
    release_lapsed,
    update_class,
    write_cabin,
)


@dataclass(frozen=True)
class LostHold:
    """Why (``taken_by_booking``, ``capacity_reduced``, ``expired``) and when a holder lost
    places it held."""

    reason: str
    at: datetime


async def hold(
    session: AsyncSession,
    holder: uuid.UUID,
    legs: Sequence[tuple[uuid.UUID, str]],
    count: int,
    *,
    until: datetime | None,
    now: datetime,
) -> list[ClassAvailability]:
    """Hold ``count`` places of each leg's ``(flight, booking class)`` for ``holder`` until
    ``until`` (None: until given back or taken), legs in trip order (departure order, as
    sales take them); or ``SoldOut`` with the places a new hold could get, when a class is
    closed, missing, or has fewer places neither sold nor held."""
    found = []
    for flight_id, booking_class in legs:
        held = await claim_free(session, flight_id, booking_class, count, "held")
        found.append(
            held
            if held is not None
            else await _hold_after_lapsed(session, flight_id, booking_class, count, now)
        )
    await session.execute(
        insert(PlaceHold),
        [
            {
                "id": uuid.uuid4(),
                "created_at": now,
                "updated_at": now,
                "holder": holder,
                "position": position,
                "flight_id": flight_id,
                "booking_class": booking_class,
                "places": count,
                "status": "held",
                "held_until": until,
            }
            for position, (flight_id, booking_class) in enumerate(legs)
        ],
    )
    return found


async def _hold_after_lapsed(
    session: AsyncSession, flight_id: uuid.UUID, booking_class: str, count: int, now: datetime
) -> ClassAvailability:
    """``hold`` when too few places are free: lock the cabin, give back the holds of its
    classes that have lapsed, and hold if that made room in the class and the cabin."""
    cabin = await lock_cabin(session, flight_id, booking_class)
    current = cabin.classes.get(booking_class) if cabin else None
    if cabin is None or current is None or not current.is_open:
        raise (cabin or NO_CABIN).sold_out(booking_class, count, free=True)
    freed = await release_lapsed(session, flight_id, list(cabin.classes), now)
    in_class = current.seats - current.sold - current.held + freed[booking_class]
    in_cabin = cabin.capacity - cabin.sold - cabin.held + sum(freed.values())
    if min(in_class, in_cabin) >= count:
        return await write_cabin(session, cabin, freed, booking_class, held=count)
    await write_cabin(session, cabin, freed, booking_class)
    raise SoldOut(
        f"Not enough free places in booking class {booking_class} to hold {count}",
        available=max(min(in_class, in_cabin), 0),
        requested=count,
        booking_class_code=booking_class,
        is_open=True,
    )


async def release_holds(
    session: AsyncSession, reasons: Mapping[uuid.UUID, str], *, now: datetime
) -> None:
    """Give back every place the holders of ``reasons`` still hold (each hold ``released``
    with its holder's reason) and mark their lost holds noted (``released``, keeping why
    and when they were lost). The cabins are locked first, all at once, in the order of
    their flights' departures (``lock_cabins``)."""
    if not reasons:
        return
    holders = list(reasons)
    await lock_cabins(
        session,
        select(BookingClassInventory.flight_id, BookingClassInventory.cabin).where(
            tuple_(BookingClassInventory.flight_id, BookingClassInventory.booking_class).in_(
                select(PlaceHold.flight_id, PlaceHold.booking_class).where(
                    PlaceHold.holder.in_(holders), PlaceHold.status == "held"
                )
            )
        ),
    )
    released = await session.execute(
        update(PlaceHold)
        .where(PlaceHold.holder.in_(holders), PlaceHold.status == "held")
        .values(
            status="released",
            released_reason=case(reasons, value=PlaceHold.holder),
            released_at=now,
            updated_at=now,
        )
        .returning(PlaceHold.flight_id, PlaceHold.booking_class, PlaceHold.places)
    )
    given_back: dict[tuple[uuid.UUID, str], int] = defaultdict(int)
    for flight_id, booking_class, places in released.all():
        given_back[(flight_id, booking_class)] += places
    cabins = set()
    for (flight_id, booking_class), places in sorted(given_back.items()):
        row = await update_class(
            session, flight_id, booking_class, held=BookingClassInventory.held - places
        )
        cabins.add((flight_id, row.cabin))
    await recount(session, sorted(cabins))
    await session.execute(
        update(PlaceHold)
        .where(PlaceHold.holder.in_(holders), PlaceHold.status == "lost")
        .values(status="released", updated_at=now)
    )


async def lost_holds(
    session: AsyncSession, holders: Sequence[uuid.UUID]
) -> dict[uuid.UUID, LostHold]:
    """The holders of ``holders`` that lost places they held and have not taken note yet,
    with why and when (their first loss)."""
    if not holders:
        return {}
    rows = await session.execute(
        select(PlaceHold.holder, PlaceHold.released_reason, PlaceHold.released_at)
        .where(PlaceHold.holder.in_(list(holders)), PlaceHold.status == "lost")
        .order_by(PlaceHold.holder, PlaceHold.released_at, PlaceHold.position)
        .ext(distinct_on(PlaceHold.holder))
    )
    # a lost row has both (check constraint ``status = 'held'`` iff neither is set)
    return {
        holder: LostHold(cast(str, reason), cast(datetime, at)) for holder, reason, at in rows.all()
    }


def holders_that_lost() -> Select[uuid.UUID]:
    """The holders that lost places and have not taken note yet, as a subquery."""
    return select(PlaceHold.holder).where(PlaceHold.status == "lost")
