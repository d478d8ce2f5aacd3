"""The National Bank of the Kyrgyz Republic feed: parsing (windows-1251, decimal comma,
nominal), fetching from a real local HTTP server, storing by upsert and the worker task. The
back office's "fetch now" is tested in ``tests/admin/test_national_bank_admin.py``."""

from datetime import date, timedelta
from decimal import Decimal

import pytest
from sqlalchemy import func, select

from tarmac.content import rates, service, tasks
from tarmac.content.models import NationalBankRate
from tarmac.core import clock
from tarmac.core.errors import UpstreamUnavailable
from tarmac.events.models import WorkerSchedule
from tarmac.events.registry import Periodic, Registry
from tarmac.worker import Worker, load_tasks
from tests.conftest import make_settings
from tests.content.feed_server import SAMPLE_FEED

SAMPLE_DATE = date(2026, 11, 22)


def feed(*currencies: str, day: str = "22.11.2026") -> bytes:
    """A feed document; each currency is "ISO:nominal:value" with the feed's decimal comma."""
    body = "".join(
        f'<Currency ISOCode="{code}"><Nominal>{nominal}</Nominal><Value>{value}</Value></Currency>'
        for code, nominal, value in (c.split(":") for c in currencies)
    )
    return (
        '<?xml version="1.0" encoding="windows-1251"?>'
        f'<CurrencyRates Name="Daily Exchange Rates" Date="{day}">{body}</CurrencyRates>'
    ).encode("cp1251")


async def stored(db) -> dict[str, Decimal]:
    rows = (await db.scalars(select(NationalBankRate).order_by(NationalBankRate.currency))).all()
    return {r.currency: r.kgs_per_unit for r in rows}


# --- parsing --------------------------------------------------------------------------------


def test_sample_feed_parses_decimal_comma_values_and_its_date():
    parsed = rates.parse_nbkr_xml(SAMPLE_FEED.read_bytes())
    assert parsed.effective_date == SAMPLE_DATE
    assert {r.currency: r.kgs_per_unit for r in parsed.rates} == {
        "EUR": Decimal("94.6"),
        "KZT": Decimal("0.169"),
        "RUB": Decimal("1.065"),
        "USD": Decimal("87.45"),
    }


def test_sample_feed_is_windows_1251_encoded():
    raw = SAMPLE_FEED.read_bytes()
    assert b'encoding="windows-1251"' in raw
    assert "Национального".encode("cp1251") in raw
    with pytest.raises(UnicodeDecodeError):
        raw.decode("utf-8")


def test_value_is_kgs_per_nominal_units():
    parsed = rates.parse_nbkr_xml(feed("KZT:100:17,5000", "UZS:1000:7,1234", "USD:1:87,4500"))
    per_unit = {r.currency: r.kgs_per_unit for r in parsed.rates}
    assert per_unit == {
        "KZT": Decimal("0.175"),  # 17.50 / 100
        "USD": Decimal("87.45"),
        "UZS": Decimal("0.0071234"),  # 7.1234 / 1000
    }


def test_document_without_encoding_declaration_is_read_as_windows_1251():
    text = (
        "<!-- Курсы валют -->"
        '<CurrencyRates Name="Ежедневные" Date="21.11.2026">'
        '<Currency ISOCode="USD"><Nominal>1</Nominal><Value>87,4000</Value></Currency>'
        "</CurrencyRates>"
    )
    parsed = rates.parse_nbkr_xml(text.encode("cp1251"))
    assert parsed.effective_date == date(2026, 11, 21)
    assert parsed.rates[0].value == Decimal("87.4000")


def test_unreadable_entries_are_skipped():
    parsed = rates.parse_nbkr_xml(
        feed(
            "USD:1:87,4500",
            "EUR:1:n/a",
            "XX:1:1,0",
            "RUB:0:1,0650",
            "KZT:1:-0,1690",
            "KGS:1:1,0000",
        )
    )
    assert [r.currency for r in parsed.rates] == ["USD"]


def test_rates_that_do_not_fit_eight_places_or_the_column_are_skipped():
    parsed = rates.parse_nbkr_xml(
        feed("USD:1:87,4500", "XAA:100000:0,0001", "XBB:1:99999999999,0000")
    )
    assert [r.currency for r in parsed.rates] == ["USD"]


@pytest.mark.parametrize(
    "document",
    [
        b"",
        b"not xml at all",
        b"<html><body>Service unavailable</body></html>",
        feed(),  # no currencies
        feed("EUR:1:n/a"),  # nothing readable
        feed("USD:1:87,4500", day=""),
        feed("USD:1:87,4500", day="2026-11-22"),
        b'<?xml version="1.0"?><!DOCTYPE r [<!ENTITY a "aaaa"><!ENTITY b "&a;&a;&a;">]>'
        b'<CurrencyRates Date="22.11.2026">&b;</CurrencyRates>',
    ],
)
def test_unusable_document_is_a_feed_error(document):
    with pytest.raises(rates.FeedError):
        rates.parse_nbkr_xml(document)


# --- fetching and storing -------------------------------------------------------------------


async def test_feed_is_fetched_from_the_server_and_stored(db, feed_server):
    result = await service.refresh_national_bank_rates(db, feed_server.url)
    await db.commit()
    assert feed_server.requests == ["/XML/daily.xml"]
    assert result.effective_date == SAMPLE_DATE
    assert [r.currency for r in result.rates] == ["EUR", "KZT", "RUB", "USD"]
    assert await stored(db) == {
        "EUR": Decimal("94.60000000"),
        "KZT": Decimal("0.16900000"),
        "RUB": Decimal("1.06500000"),
        "USD": Decimal("87.45000000"),
    }
    row = await db.scalar(select(NationalBankRate).where(NationalBankRate.currency == "USD"))
    assert row.effective_date == SAMPLE_DATE
    assert row.fetched_at == result.fetched_at


async def test_stored_feed_is_served_publicly(client, db, feed_server):
    await service.refresh_national_bank_rates(db, feed_server.url)
    await db.commit()
    body = (
        await client.get("/api/v1/fares/public/exchange-rates", params={"source": "national_bank"})
    ).json()
    assert body["rates"]["USD"] == {
        "rate": 0.01143511,
        "effective_date": "2026-11-22",
        "source": "national_bank",
    }


async def test_refetch_updates_by_currency_and_date_without_duplicates(db, feed_server):
    first = await service.refresh_national_bank_rates(db, feed_server.url)
    await db.commit()
    clock.set_offset(timedelta(minutes=5))
    feed_server.serve(feed("USD:1:88,0000", "EUR:1:94,6000"))
    second = await service.refresh_national_bank_rates(db, feed_server.url)
    await db.commit()
    assert await db.scalar(select(func.count()).select_from(NationalBankRate)) == 4
    values = await stored(db)
    assert values["USD"] == Decimal("88.00000000")
    assert values["KZT"] == Decimal("0.16900000")  # not in the new document: kept
    usd = await db.scalar(select(NationalBankRate).where(NationalBankRate.currency == "USD"))
    await db.refresh(usd)
    assert usd.fetched_at == second.fetched_at > first.fetched_at


async def test_new_feed_date_adds_rows_and_keeps_history(db, feed_server):
    await service.refresh_national_bank_rates(db, feed_server.url)
    feed_server.serve(feed("USD:1:87,9000", day="21.11.2026"))
    await service.refresh_national_bank_rates(db, feed_server.url)
    await db.commit()
    dates = (
        await db.scalars(
            select(NationalBankRate.effective_date)
            .where(NationalBankRate.currency == "USD")
            .order_by(NationalBankRate.effective_date)
        )
    ).all()
    assert dates == [date(2026, 11, 21), SAMPLE_DATE]


@pytest.mark.parametrize("status", [500, 503, 404])
async def test_server_error_is_upstream_unavailable_and_keeps_old_rates(db, feed_server, status):
    await service.refresh_national_bank_rates(db, feed_server.url)
    await db.commit()
    feed_server.serve(b"oops", status=status)
    with pytest.raises(UpstreamUnavailable, match=str(status)):
        await service.refresh_national_bank_rates(db, feed_server.url)
    await db.rollback()
    assert (await stored(db))["USD"] == Decimal("87.45000000")


async def test_unreadable_document_is_upstream_unavailable(db, feed_server):
    feed_server.serve(b"<html><body>maintenance</body></html>")
    with pytest.raises(UpstreamUnavailable, match="could not be read"):
        await service.refresh_national_bank_rates(db, feed_server.url)


async def test_refused_connection_is_upstream_unavailable(db, closed_port_url):
    with pytest.raises(UpstreamUnavailable, match="unavailable"):
        await service.refresh_national_bank_rates(db, closed_port_url)


async def test_slow_server_times_out_as_upstream_unavailable(db, feed_server):
    feed_server.delay_seconds = 1.0
    with pytest.raises(UpstreamUnavailable, match="Timeout"):
        await service.refresh_national_bank_rates(db, feed_server.url, timeout_seconds=0.2)


# --- the worker task ------------------------------------------------------------------------


def test_task_is_registered_with_the_worker():
    assert tasks.TASK_NAME in load_tasks().periodic


async def test_worker_task_fetches_and_stores(db, feed_server):
    await tasks.fetch_national_bank_rates(db, make_settings(nbkr_rates_url=feed_server.url))
    await db.commit()
    assert len(feed_server.requests) == 1
    assert (await stored(db))["USD"] == Decimal("87.45000000")


async def test_worker_task_waits_for_the_configured_interval(db, feed_server):
    settings = make_settings(nbkr_rates_url=feed_server.url, nbkr_fetch_interval_seconds=3600)
    await tasks.fetch_national_bank_rates(db, settings)
    await db.commit()
    clock.set_offset(timedelta(minutes=59))
    await tasks.fetch_national_bank_rates(db, settings)
    assert len(feed_server.requests) == 1
    clock.set_offset(timedelta(minutes=61))
    await tasks.fetch_national_bank_rates(db, settings)
    assert len(feed_server.requests) == 2


async def test_worker_task_does_nothing_when_the_url_is_empty(db, feed_server):
    await tasks.fetch_national_bank_rates(db, make_settings(nbkr_rates_url=""))
    assert feed_server.requests == []
    assert await stored(db) == {}


async def test_worker_records_a_failed_fetch_and_keeps_old_rates(app, db, feed_server):
    await service.refresh_national_bank_rates(db, feed_server.url)
    await db.commit()
    clock.set_offset(timedelta(days=1))  # the interval has passed
    feed_server.serve(b"down", status=503)
    registry = Registry()
    task = Periodic(
        tasks.TASK_NAME, timedelta(seconds=tasks.TICK_SECONDS), tasks.fetch_national_bank_rates
    )
    registry.periodic[task.name] = task
    worker = Worker(
        app.state.sessionmaker, make_settings(nbkr_rates_url=feed_server.url), tasks=registry
    )
    await worker.ensure_schedules()
    assert await worker.run_periodic(task) == 1
    schedule = await db.get(WorkerSchedule, tasks.TASK_NAME)
    assert "National Bank feed is unavailable" in schedule.last_error
    assert (await stored(db))["USD"] == Decimal("87.45000000")
    assert len(feed_server.requests) == 2
