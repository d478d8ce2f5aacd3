from datetime import UTC, date, datetime, timedelta

from tarmac.core import clock


def test_the_airline_date_turns_at_midnight_in_bishkek_not_utc():
    assert clock.today_at(datetime(2026, 11, 22, 17, 59, tzinfo=UTC)) == date(2026, 11, 22)
    assert clock.today_at(datetime(2026, 11, 22, 18, 0, tzinfo=UTC)) == date(2026, 11, 23)


def test_the_next_day_begins_at_bishkek_midnight():
    start = clock.next_day_at(datetime(2026, 11, 22, 18, 30, tzinfo=UTC))
    assert start == datetime(2026, 11, 24, 0, 0, tzinfo=clock.BISHKEK)
    assert start.astimezone(UTC) == datetime(2026, 11, 23, 18, 0, tzinfo=UTC)


def test_today_follows_the_test_clock():
    try:
        clock.set_offset(timedelta(days=3))
        assert clock.today() == clock.today_at(datetime.now(UTC) + timedelta(days=3))
    finally:
        clock.reset()
