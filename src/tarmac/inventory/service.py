"""What other domains use from inventory (``from tarmac.inventory import service as
inventory``): the places left per booking class of many flights in one statement, taking
and giving back places, holding places for drafts, holding, taking and freeing seats.

Every write is one conditional statement (``UPDATE ... WHERE seats - sold >= :n
RETURNING``, ``INSERT ... ON CONFLICT``), never a read then a write, so concurrent sales
can neither oversell a class nor give a seat twice. Writes run in the caller's session
(its transaction) and name the flights they touch, so that at commit only what was
computed from those flights is dropped from the caches (``cache.generations``).

Nested classes: the classes of a cabin share the cabin's places (``CabinInventory``: the
aircraft's seats in the cabin plus the airline's overbooking allowance). A sale takes
places from its class and its cabin in one statement (the cabin's row updated first, in a
CTE, then the class's), so two classes of 150 on a 150-seat cabin sell 150 in all; what a
class shows (``ClassAvailability.left``, ``free``) is never more than its cabin has left.

Places held by drafts (``hold``, ``release_holds``, ``lost_holds``): a class has
``seats``, ``sold`` to bookings and ``held`` by drafts, with ``sold + held <= seats``
always (a check constraint), and likewise for its cabin. A draft holds only places nobody
sold or holds (``free``); a sale needs only places nobody sold (``left``, what search and
quotes show): when it needs places drafts hold, the newest holds (of its class, then of
its cabin) are taken from their drafts, whole, in the sale's transaction (``lost``,
``taken_by_booking``). Drafts hold less firmly than bookings.

Locks. The cabin's row is the mutex of its classes and of their holds: every write to a
class (its counters, its held ``PlaceHold`` rows) runs in a transaction that locked the
class's cabin row first, in the same statement or before. A sale locks the cabins of a
trip one at a time in the order of its legs (departure order), a new hold likewise, and
``release_holds`` and ``give_back_many`` lock every cabin they need up front in departure
order. A sale touches no other cabin than the one it takes from, not even the other leg
of a round-trip draft it takes places from: that leg is given back when the draft's owner
(or the worker) takes note of the loss (``lost_holds``), in a transaction of its own. So
every transaction waits for cabin rows in one global order and none can wait for another
that waits for it; a class row is only ever waited for by a transaction that holds its
cabin, so never.

This module is the room's door: the code lives in ``availability`` (what is left),
``places`` (sales' takes and give-backs, the cabins' locks), ``holds`` (drafts' places),
``seats`` (seat assignments) and ``capacity`` (new flights' classes, the back office).
"""

from tarmac.inventory.availability import (
    Availability,
    ClassAvailability,
    availability,
    remembered_availability,
)
from tarmac.inventory.capacity import (
    BookingClass,
    Cabin,
    NewCabin,
    NewClass,
    booking_classes,
    cabins_of,
    check_booking_class,
    classes_of,
    flights_with_places,
    open_classes,
    put_cabin,
    put_class,
)
from tarmac.inventory.errors import CabinHasSales, SeatsOutOfRange, SeatTaken, SoldOut
from tarmac.inventory.holds import hold, holders_that_lost, lost_holds, release_holds
from tarmac.inventory.places import (
    HOLD_EXPIRED,
    TAKEN_BY_BOOKING,
    give_back,
    give_back_many,
    lock_cabins_of,
    take,
)
from tarmac.inventory.seats import (
    extend_holds,
    free_seats,
    free_seats_of,
    hold_seat,
    occupied_seats,
    release_seat,
)

__all__ = [
    "HOLD_EXPIRED",
    "TAKEN_BY_BOOKING",
    "Availability",
    "BookingClass",
    "Cabin",
    "CabinHasSales",
    "ClassAvailability",
    "NewCabin",
    "NewClass",
    "SeatTaken",
    "SeatsOutOfRange",
    "SoldOut",
    "availability",
    "booking_classes",
    "cabins_of",
    "check_booking_class",
    "classes_of",
    "extend_holds",
    "flights_with_places",
    "free_seats",
    "free_seats_of",
    "give_back",
    "give_back_many",
    "hold",
    "hold_seat",
    "holders_that_lost",
    "lock_cabins_of",
    "lost_holds",
    "occupied_seats",
    "open_classes",
    "put_cabin",
    "put_class",
    "release_holds",
    "release_seat",
    "remembered_availability",
    "take",
]
