"""The one clock every rule reads, and the airline's date.

In sandbox mode the airline's staff can move a test clock forward
(``/api/v1/admin/test-clock``). The offset lives in the database so every process (API and
workers) sees the same time; each process refreshes its copy at most once a second
(``refresh_offset``), and the process that moves the clock applies it at once.

Rules by date (exchange rates, taxes, advance purchase, days before departure) use the
airline's date: the date in Bishkek, where the airline is based.
"""

import time
from datetime import UTC, date, datetime, timedelta, timezone

_offset = timedelta(0)
_refreshed_at = 0.0
REFRESH_INTERVAL = 1.0
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


def set_offset(value: timedelta) -> None:
    global _offset, _refreshed_at
    _offset = value
    _refreshed_at = time.monotonic()


def claim_refresh() -> bool:
    """True for the one caller that should reload the offset now (at most once a second):
    requests arriving while it reloads keep the current offset instead of all reloading."""
    global _refreshed_at
    now = time.monotonic()
    if now - _refreshed_at < REFRESH_INTERVAL:
        return False
    _refreshed_at = now
    return True


def reset() -> None:
    """Back to real time (tests)."""
    set_offset(timedelta(0))
