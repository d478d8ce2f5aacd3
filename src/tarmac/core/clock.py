"""The one clock every rule reads, and the airline's date.

In sandbox mode the airline's staff can move a test clock forward
(``/api/v1/admin/test-clock``). The offset lives in the database with a version that grows
at each move, so every process (API and workers) sees the same time: an API process is told
of each move (``admin.sandbox_clock.ClockListener``) and the move answers only once every
listening process applied it; a worker reloads it before each round. A version older than
the one applied is ignored, so a slow reload never takes the clock back.

Rules by date (exchange rates, taxes, advance purchase, days before departure) use the
airline's date: the date in Bishkek, where the airline is based.
"""

from datetime import UTC, date, datetime, timedelta, timezone

_offset = timedelta(0)
_version = 0
# Kyrgyzstan keeps UTC+6 all year (no daylight saving since 2005).
BISHKEK = timezone(timedelta(hours=6), "Asia/Bishkek")


def now() -> datetime:
    """Current time, time-zone aware (UTC), including the sandbox test-clock offset."""
    return datetime.now(UTC) + _offset


def today() -> date:
    """The airline's date now: the current date in Bishkek."""
    return today_at(now())


def today_at(moment: datetime) -> date:
    """The date in Bishkek at ``moment``."""
    return moment.astimezone(BISHKEK).date()


def next_day_at(moment: datetime) -> datetime:
    """When the date in Bishkek after ``moment`` begins: rules by date (rates, taxes,
    advance purchase) may change then."""
    day = today_at(moment) + timedelta(days=1)
    return datetime(day.year, day.month, day.day, tzinfo=BISHKEK)


def iso(moment: datetime) -> str:
    """A UTC moment as the API writes it: ISO 8601 with ``Z``."""
    return moment.isoformat().replace("+00:00", "Z")


def offset() -> timedelta:
    return _offset


def version() -> int:
    return _version


def set_offset(value: timedelta) -> None:
    """Move this process's clock whatever the version (tests)."""
    global _offset
    _offset = value


def apply(value: timedelta, version: int) -> bool:
    """Apply the stored offset of ``version`` unless a newer one is applied already."""
    global _offset, _version
    if version < _version:
        return False
    _offset, _version = value, version
    return True


def reset() -> None:
    """Back to real time, version 0 (tests: each starts on a fresh database)."""
    global _offset, _version
    _offset, _version = timedelta(0), 0
