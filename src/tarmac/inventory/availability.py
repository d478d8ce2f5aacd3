"""The places left per booking class of many flights, read in one statement (what search,
quotes and sales' checks show): ``ClassAvailability`` and the two reads, remembered or in
the caller's transaction."""

import uuid
from collections import defaultdict
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from sqlalchemy.ext.asyncio import AsyncSession

from tarmac.cache.reads import Reads
from tarmac.core import clock
from tarmac.db import plain
from tarmac.db.replica import Source


@dataclass(frozen=True)
class ClassAvailability:
    """A booking class of a flight as it is now, with its cabin's places (nested classes:
    ``cabin_seats`` is the cabin's seats plus its overbooking allowance, shared by its
    classes; None when unknown, then only the class bounds it)."""

    flight_id: uuid.UUID
    booking_class: str
    cabin: str
    seats: int
    sold: int
    is_open: bool
    held: int = 0  # by drafts: a sale may take these places, a new draft may not
    cabin_seats: int | None = None
    cabin_sold: int = 0
    cabin_held: int = 0
    # when the first place a pending booking holds in the class lapses (it is free from
    # then on): an answer remembered from this reading is stale after it
    next_lapse: datetime | None = None

    @property
    def left(self) -> int:
        """Places a sale may take (drafts' places included: a sale wins over a draft), never
        more than the cabin has left."""
        if not self.is_open:
            return 0
        left = self.seats - self.sold
        if self.cabin_seats is not None:
            left = min(left, self.cabin_seats - self.cabin_sold)
        return max(left, 0)

    @property
    def free(self) -> int:
        """Places a new draft may hold: neither sold nor held, in the class and its cabin."""
        if not self.is_open:
            return 0
        free = self.seats - self.sold - self.held
        if self.cabin_seats is not None:
            free = min(free, self.cabin_seats - self.cabin_sold - self.cabin_held)
        return max(free, 0)

    def can_seat(self, count: int) -> bool:
        return self.left >= count


Availability = Mapping[uuid.UUID, Mapping[str, ClassAvailability]]


# The classes of the flights $1 with their cabins' places, as they are at $2: places that
# pending bookings past their time still count as sold (until the sweep, or the next sale
# that needs them, gives them back) are shown free already. They are read from bookings'
# tables by name, as the flights' departures are (inventory imports no bookings): few rows,
# through the index of pending bookings' expiry.
_LIVE_SQL = (
    "SELECT b.flight_id, b.booking_class, b.cabin, b.seats, "
    "b.sold - coalesce(l.places, 0), b.is_open, b.held, c.seats + c.overbooking, "
    "c.sold - coalesce(sum(l.places) OVER (PARTITION BY b.flight_id, b.cabin), 0)::int, c.held, "
    "l.next_lapse "
    "FROM booking_class_inventory b JOIN cabin_inventory c "
    "ON c.flight_id = b.flight_id AND c.cabin = b.cabin "
    "LEFT JOIN (SELECT s.flight_id, s.booking_class, "
    "(sum(s.places) FILTER (WHERE k.expiry_date <= $2))::int AS places, "
    "min(k.expiry_date) FILTER (WHERE k.expiry_date > $2) AS next_lapse "
    "FROM bookings k JOIN booking_segments s ON s.booking_id = k.id "
    "WHERE k.status = 'pending' "
    "AND s.places_released_at IS NULL AND s.flight_id = ANY($1::uuid[]) "
    "GROUP BY s.flight_id, s.booking_class) l "
    "ON l.flight_id = b.flight_id AND l.booking_class = b.booking_class "
    "WHERE b.flight_id = ANY($1::uuid[])"
)


def _by_flight(rows: Iterable[Sequence[Any]]) -> dict[uuid.UUID, dict[str, ClassAvailability]]:
    found: dict[uuid.UUID, dict[str, ClassAvailability]] = defaultdict(dict)
    for row in rows:
        item = ClassAvailability(*row)
        found[item.flight_id][item.booking_class] = item
    return found


async def remembered_availability(
    reads: Reads, flight_ids: Sequence[uuid.UUID], source: Source | None = None
) -> dict[uuid.UUID, dict[str, ClassAvailability]]:
    """Every booking class of these flights (a flight without inventory has no entry), read
    in one statement outside any transaction, each flight's classes remembered by the process
    (``Reads.flight_availability``) until its inventory is written (here or, heard through
    the listener, by another process) or one of its pending bookings' places lapses: what
    search shows, so a party or currency not asked before on the same flights reads
    nothing. Sales never read this (``take``). ``source``: where the read goes
    (``Reads.stale_source``: the read replica while it is within its bound); without it, the
    primary."""

    async def read(
        missing: list[uuid.UUID],
    ) -> dict[uuid.UUID, tuple[dict[str, ClassAvailability], datetime | None]]:
        if source is None:
            rows = await reads.live(_LIVE_SQL, missing, clock.now())
        else:
            rows = await reads.stale(source, _LIVE_SQL, missing, clock.now())
        found = _by_flight(rows)
        read_now = {}
        for flight in missing:
            classes = found.get(flight, {})
            lapses = [c.next_lapse for c in classes.values() if c.next_lapse]
            read_now[flight] = (classes, min(lapses, default=None))
        return read_now

    if not flight_ids:
        return {}
    as_of = None if source is None else source.mark
    remembered = await reads.remembered_availability(flight_ids, read, as_of=as_of)
    return {flight: classes for flight, classes in remembered.items() if classes}


async def availability(
    session: AsyncSession, flight_ids: Sequence[uuid.UUID]
) -> dict[uuid.UUID, dict[str, ClassAvailability]]:
    """The same, read now in ``session`` (inside the caller's transaction)."""
    if not flight_ids:
        return {}
    return _by_flight(await plain.fetch(session, _LIVE_SQL, list(flight_ids), clock.now()))
