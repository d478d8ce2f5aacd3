"""When cached data goes stale. The one list of the tables caches read (``REFERENCE_TABLES``,
``AVAILABILITY_TABLES``) and how a write to each reaches the caches.

- **Reference data** (airports, routes, flights, fares, taxes, promos, partnerships, rates,
  settings, API keys, the airline profile, commission rules): what staff manage and sales
  (or CORS) read. It changes seldom; a write to any of it moves one generation number and
  every cache that depends on it starts afresh.
- **Availability** (seats left per booking class, promo uses): what every sale uses up.
  Only remembered answers (search answers, pricings) depend on it, and only on the part
  they read: a write to a flight's booking-class inventory marks that flight changed, a
  promo use marks the key ``PROMO_USES``. ``availability.unchanged_since(keys, sequence)``
  tells an answer computed at ``sequence`` whether any of its keys changed since.

How a change is noted:

- In this process: session events note a write to a watched table (ORM flush, or an
  ``INSERT``/``UPDATE``/``DELETE`` run through a session) and apply it right after the
  commit, before the response is sent. A statement on the inventory names its flights
  with the execution option ``FLIGHTS`` (``inventory.service`` does); a statement that
  does not is taken to touch every flight.
- In other processes: triggers send ``NOTIFY tarmac_reference`` at commit with the table's
  name, followed for the inventory by ``:`` and the flights written (``cache.listener``).
"""

import uuid
from collections import OrderedDict
from collections.abc import Hashable, Iterable

from sqlalchemy import event, inspect
from sqlalchemy.orm import ORMExecuteState, Session

REFERENCE = "reference"
AVAILABILITY = "availability"
REFERENCE_TABLES = frozenset(
    {
        "airports",
        "routes",
        "aircraft",
        "flights",
        "fare_families",
        "fare_rules",
        "fare_plans",
        "fare_prices",
        "internal_exchange_rates",
        "national_bank_rates",
        "app_settings",
        "taxes",
        "promo_codes",
        "partners",
        "partnerships",
        "partnership_routes",
        "ssr_services",
        "ssr_availability_rules",
        "seat_zone_prices",
        "api_keys",  # the web origins of publishable keys (auth.origins: CORS)
        "airline_profile",  # ticket prefix and name of a confirmation
        "commission_rules",  # a wallet payment's commission
    }
)
PER_FLIGHT_TABLE = "booking_class_inventory"
PROMO_USES_TABLE = "promo_redemptions"
AVAILABILITY_TABLES = frozenset({PER_FLIGHT_TABLE, PROMO_USES_TABLE})
WATCHED_TABLES = REFERENCE_TABLES | AVAILABILITY_TABLES
PROMO_USES = "promo-uses"
FLIGHTS = "tarmac_flights"  # execution option: the flights an inventory statement writes

_NOTED = "tarmac_noted_changes"


class Availability:
    """Which availability keys (flight ids, ``PROMO_USES``) changed after which sequence
    number. Remembers the last ``size`` keys changed; a key it forgot counts as changed
    at the newest sequence it forgot (``floor``), so forgetting never hides a change."""

    def __init__(self, size: int = 65536) -> None:
        self.sequence = 0
        self._size = size
        self._changed: OrderedDict[Hashable, int] = OrderedDict()
        self._floor = 0

    def touch(self, keys: Iterable[Hashable]) -> None:
        self.sequence += 1
        for key in keys:
            self._changed[key] = self.sequence
            self._changed.move_to_end(key)
        while len(self._changed) > self._size:
            _, forgotten = self._changed.popitem(last=False)
            self._floor = max(self._floor, forgotten)

    def touch_all(self) -> None:
        self.sequence += 1
        self._changed.clear()
        self._floor = self.sequence

    def unchanged_since(self, keys: Iterable[Hashable], sequence: int) -> bool:
        if self._floor > sequence:
            return False
        changed = self._changed
        return all(changed.get(key, 0) <= sequence for key in keys)


availability = Availability()
_reference_generation = 0
# False while this process cannot hear the changes of others (its listener lost its
# connection and has not listened again): no cache answers meanwhile, as a change it did
# not hear could leave an answer stale for as long as the outage lasts
_hearing = True


def hearing() -> bool:
    return _hearing


def hear(listening: bool) -> None:
    """The listener (``cache.listener``) listens again (True) or lost its connection: either
    way anything may have changed unheard."""
    global _hearing
    _hearing = listening
    everything_changed()


def reference_generation() -> int:
    return _reference_generation


def reference_changed() -> None:
    """Everything cached from reference data is stale from now on."""
    global _reference_generation
    _reference_generation += 1


def everything_changed() -> None:
    """A change may have been missed (the listener reconnected): drop everything."""
    reference_changed()
    availability.touch_all()


def apply(table: str, keys: Iterable[Hashable] | None = None) -> None:
    """A committed write to ``table``: ``keys`` are the flights of an inventory write
    (None: any flight)."""
    if table in REFERENCE_TABLES:
        reference_changed()
    elif table == PER_FLIGHT_TABLE:
        if keys is None:
            availability.touch_all()
        else:
            availability.touch(keys)
    elif table == PROMO_USES_TABLE:
        availability.touch((PROMO_USES,))
    else:
        everything_changed()  # a table this process does not know: be safe


# --- writes through SQLAlchemy sessions in this process -------------------------------------


def _note(session: Session, table_name: str | None, flights: Iterable[uuid.UUID] | None) -> None:
    if table_name not in WATCHED_TABLES:
        return
    noted: dict[str, set[uuid.UUID] | None] = session.info.setdefault(_NOTED, {})
    if table_name == PER_FLIGHT_TABLE:
        if flights is None or (table_name in noted and noted[table_name] is None):
            noted[table_name] = None
        else:
            noted.setdefault(table_name, set()).update(flights)  # type: ignore[union-attr]
    else:
        noted[table_name] = None


def wrote_reference(session: Session) -> bool:
    """Whether ``session``'s transaction has written reference data (noted, not committed)."""
    return not REFERENCE_TABLES.isdisjoint(session.info.get(_NOTED, ()))


def _flights_of(obj: object) -> set[uuid.UUID]:
    history = inspect(obj).attrs.flight_id.history
    return {f for f in (*history.added, *history.unchanged, *history.deleted) if f is not None}


@event.listens_for(Session, "after_flush")
def _note_flushed(session: Session, _context: object) -> None:
    for obj in (*session.new, *session.dirty, *session.deleted):
        table = getattr(getattr(obj, "__table__", None), "name", None)
        if table == PER_FLIGHT_TABLE:
            _note(session, table, _flights_of(obj))
        else:
            _note(session, table, None)


@event.listens_for(Session, "do_orm_execute")
def _note_statement(state: ORMExecuteState) -> None:
    if state.is_insert or state.is_update or state.is_delete:
        table = getattr(getattr(state.statement, "table", None), "name", None)
        _note(state.session, table, state.execution_options.get(FLIGHTS))


@event.listens_for(Session, "after_commit")
def _apply_after_commit(session: Session) -> None:
    for table, keys in session.info.pop(_NOTED, {}).items():
        apply(table, keys)


@event.listens_for(Session, "after_soft_rollback")
def _forget_after_rollback(session: Session, _previous: object) -> None:
    session.info.pop(_NOTED, None)
