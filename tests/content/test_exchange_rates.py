"""Display-only exchange rates (spec 01 §2.13, §4.2): internal rates with inverses, the
National Bank feed with cross rates through KGS, the ``both`` priority, and conversion.

National Bank rates used below (KGS per unit): USD 87.45, EUR 94.60, KZT 0.169, RUB 1.065.
"""

from datetime import datetime, timedelta

import pytest

from tarmac.core import clock
from tests.content.factories import create_internal_rate, create_nb_rate

RATES = "/api/v1/fares/public/exchange-rates"
CONVERT = f"{RATES}/convert"


def today() -> str:
    return clock.today().isoformat()


async def seed_national_bank(db, fetched_at=None):
    for currency, value in [("USD", "87.45"), ("EUR", "94.60"), ("KZT", "0.169"), ("RUB", "1.065")]:
        await create_nb_rate(db, currency, value, fetched_at=fetched_at)


# --- internal rates -------------------------------------------------------------------------


async def test_internal_is_the_default_source_and_base_defaults_to_kgs(client, db):
    await seed_national_bank(db)
    row = await create_internal_rate(db, "KGS", "USD", "0.0115")
    response = await client.get(RATES)
    assert response.status_code == 200
    body = response.json()
    assert datetime.fromisoformat(body.pop("fetched_at")) == row.updated_at
    assert body == {
        "base": "KGS",
        "source": "internal",
        "rates": {"USD": {"rate": 0.0115, "effective_date": today(), "source": "internal"}},
    }


async def test_opposite_pair_is_served_as_its_inverse(client, db):
    await create_internal_rate(db, "USD", "KGS", "87.5")
    kgs = (await client.get(RATES, params={"base": "KGS"})).json()
    # 1 / 87.5 = 0.0114285714... -> 0.01142857 (8 places, half-up)
    assert kgs["rates"] == {
        "USD": {"rate": 0.01142857, "effective_date": today(), "source": "internal"}
    }
    usd = (await client.get(RATES, params={"base": "USD"})).json()
    assert usd["rates"] == {"KGS": {"rate": 87.5, "effective_date": today(), "source": "internal"}}


async def test_stored_direct_pair_beats_the_inverse_of_the_opposite_pair(client, db):
    await create_internal_rate(db, "USD", "KGS", "87.5")
    await create_internal_rate(db, "KGS", "USD", "0.0115")
    kgs = (await client.get(RATES, params={"base": "KGS"})).json()
    assert kgs["rates"]["USD"]["rate"] == 0.0115
    usd = (await client.get(RATES, params={"base": "USD"})).json()
    assert usd["rates"]["KGS"]["rate"] == 87.5


async def test_latest_rate_effective_today_or_earlier_is_in_force(client, db):
    day = clock.today()
    await create_internal_rate(db, "USD", "KGS", "87.00", day - timedelta(days=1))
    await create_internal_rate(db, "USD", "KGS", "87.50", day)
    await create_internal_rate(db, "USD", "KGS", "90.00", day + timedelta(days=1))
    body = (await client.get(RATES, params={"base": "USD"})).json()
    assert body["rates"]["KGS"] == {"rate": 87.5, "effective_date": today(), "source": "internal"}


async def test_future_rate_comes_into_force_on_its_date_by_the_test_clock(
    client, db, admin_headers
):
    day = clock.today()
    await create_internal_rate(db, "USD", "KGS", "87.50", day)
    await create_internal_rate(db, "USD", "KGS", "90.00", day + timedelta(days=1))
    moved = await client.post(
        "/api/v1/admin/test-clock", json={"advance_seconds": 86400}, headers=admin_headers
    )
    assert moved.status_code == 200
    body = (await client.get(RATES, params={"base": "USD"})).json()
    assert body["rates"]["KGS"]["rate"] == 90.0


# --- National Bank --------------------------------------------------------------------------


async def test_national_bank_rates_for_kgs_are_one_over_kgs_per_unit(client, db):
    fetched = clock.now().replace(microsecond=0) - timedelta(hours=3)
    await seed_national_bank(db, fetched_at=fetched)
    await create_internal_rate(db, "KGS", "USD", "0.0115")
    body = (await client.get(RATES, params={"source": "national_bank"})).json()
    nb = {"effective_date": today(), "source": "national_bank"}
    assert body["base"] == "KGS"
    assert body["source"] == "national_bank"
    assert body["rates"] == {
        "EUR": {"rate": 0.01057082, **nb},  # 1 / 94.60 = 0.0105708245...
        "KZT": {"rate": 5.91715976, **nb},  # 1 / 0.169 = 5.9171597633...
        "RUB": {"rate": 0.93896714, **nb},  # 1 / 1.065 = 0.9389671361...
        "USD": {"rate": 0.01143511, **nb},  # 1 / 87.45 = 0.0114351057...
    }
    assert body["fetched_at"].startswith(fetched.strftime("%Y-%m-%dT%H:%M:%S"))


async def test_other_base_uses_cross_rates_through_kgs(client, db):
    await seed_national_bank(db)
    body = (await client.get(RATES, params={"base": "USD", "source": "national_bank"})).json()
    day = today()
    assert body["base"] == "USD"
    assert body["rates"] == {
        # the feed's own rate: 1 USD = 87.45 KGS
        "KGS": {"rate": 87.45, "effective_date": day, "source": "national_bank"},
        # 87.45 / 94.60 = 0.9244186046... -> 0.92441860
        "EUR": {"rate": 0.9244186, "effective_date": day, "source": "national_bank_cross"},
        # 87.45 / 0.169 = 517.4556213017... -> 517.45562130
        "KZT": {"rate": 517.4556213, "effective_date": day, "source": "national_bank_cross"},
        # 87.45 / 1.065 = 82.1126760563... -> 82.11267606
        "RUB": {"rate": 82.11267606, "effective_date": day, "source": "national_bank_cross"},
    }


async def test_cross_rate_is_dated_by_its_older_leg(client, db):
    day = clock.today()
    await create_nb_rate(db, "USD", "87.45", day - timedelta(days=2))
    await create_nb_rate(db, "EUR", "94.60", day)
    body = (await client.get(RATES, params={"base": "EUR", "source": "national_bank"})).json()
    assert body["rates"]["USD"]["effective_date"] == (day - timedelta(days=2)).isoformat()
    assert body["rates"]["KGS"]["effective_date"] == day.isoformat()


async def test_latest_feed_date_is_used_per_currency(client, db):
    day = clock.today()
    await create_nb_rate(db, "USD", "87.00", day - timedelta(days=1))
    await create_nb_rate(db, "USD", "87.45", day)
    await create_nb_rate(db, "USD", "99.00", day + timedelta(days=1))
    await create_nb_rate(db, "EUR", "94.60", day - timedelta(days=3))
    body = (await client.get(RATES, params={"base": "USD", "source": "national_bank"})).json()
    assert body["rates"]["KGS"]["rate"] == 87.45
    assert body["rates"]["EUR"]["effective_date"] == (day - timedelta(days=3)).isoformat()


async def test_base_missing_from_the_feed_has_no_national_bank_rates(client, db):
    await seed_national_bank(db)
    body = (await client.get(RATES, params={"base": "CNY", "source": "national_bank"})).json()
    assert body == {"base": "CNY", "fetched_at": None, "source": "national_bank", "rates": {}}


# --- both -----------------------------------------------------------------------------------


async def test_both_internal_wins_and_national_bank_fills_missing(client, db):
    await seed_national_bank(db)
    await create_internal_rate(db, "KGS", "USD", "0.0115")
    body = (await client.get(RATES, params={"source": "both"})).json()
    assert body["source"] == "both"
    assert body["rates"]["USD"] == {"rate": 0.0115, "effective_date": today(), "source": "internal"}
    assert body["rates"]["EUR"] == {
        "rate": 0.01057082,
        "effective_date": today(),
        "source": "national_bank",
    }
    assert sorted(body["rates"]) == ["EUR", "KZT", "RUB", "USD"]


async def test_both_for_another_base_mixes_internal_direct_and_cross(client, db):
    await seed_national_bank(db)
    await create_internal_rate(db, "EUR", "USD", "1.15")  # inverse for base USD
    body = (await client.get(RATES, params={"base": "USD", "source": "both"})).json()
    # 1 / 1.15 = 0.8695652173... -> 0.86956522, internal beats the cross 0.92441860
    assert body["rates"]["EUR"] == {
        "rate": 0.86956522,
        "effective_date": today(),
        "source": "internal",
    }
    assert body["rates"]["KGS"]["source"] == "national_bank"
    assert body["rates"]["RUB"]["source"] == "national_bank_cross"


async def test_fetched_at_is_the_latest_time_among_the_rates_used(client, db):
    older = clock.now().replace(microsecond=0) - timedelta(hours=5)
    newer = older + timedelta(hours=1)
    await create_nb_rate(db, "USD", "87.45", fetched_at=older)
    await create_nb_rate(db, "EUR", "94.60", fetched_at=newer)
    nb = (await client.get(RATES, params={"source": "national_bank"})).json()
    assert nb["fetched_at"].startswith(newer.strftime("%Y-%m-%dT%H:%M:%S"))
    internal = await create_internal_rate(db, "KGS", "RUB", "0.94")
    both = (await client.get(RATES, params={"source": "both"})).json()
    assert both["fetched_at"].startswith(internal.updated_at.strftime("%Y-%m-%dT%H:%M:%S"))


async def test_lowercase_base_is_accepted_as_uppercase(client, db):
    await create_internal_rate(db, "USD", "KGS", "87.5")
    body = (await client.get(RATES, params={"base": "usd"})).json()
    assert body["base"] == "USD"
    assert "KGS" in body["rates"]


@pytest.mark.parametrize(
    "params", [{"base": "US"}, {"base": "US1"}, {"base": "USDX"}, {"source": "ecb"}]
)
async def test_bad_base_or_source_is_422(client, params):
    response = await client.get(RATES, params=params)
    assert response.status_code == 422


async def test_exchange_rates_answer_304_to_the_current_etag(client, db):
    await create_internal_rate(db, "USD", "KGS", "87.5")
    first = await client.get(RATES)
    second = await client.get(RATES, headers={"If-None-Match": first.headers["etag"]})
    assert second.status_code == 304


# --- convert --------------------------------------------------------------------------------


async def test_convert_with_an_internal_rate(client, db):
    await create_internal_rate(db, "USD", "KGS", "87.5")
    response = await client.get(
        CONVERT, params={"amount": "100", "from_currency": "USD", "to_currency": "KGS"}
    )
    assert response.status_code == 200
    assert response.json() == {
        "amount": 100,
        "converted": 8750,
        "rate": 87.5,
        "from_currency": "USD",
        "to_currency": "KGS",
        "source": "internal",
        "effective_date": today(),
    }


@pytest.mark.parametrize(
    ("amount", "expected"),
    [
        # 0.30 × 1.15 = 0.345 exactly: half-up 0.35; float and half-even give 0.34
        ("0.30", 0.35),
        # 1000.50 × 1.15 = 1150.575 exactly: half-up 1150.58; float gives 1150.57
        ("1000.50", 1150.58),
    ],
)
async def test_convert_rounds_half_up_on_exact_decimals(client, db, amount, expected):
    assert round(float(amount) * 1.15, 2) != expected  # what float arithmetic would say
    await create_internal_rate(db, "EUR", "USD", "1.15")
    body = (
        await client.get(
            CONVERT, params={"amount": amount, "from_currency": "EUR", "to_currency": "USD"}
        )
    ).json()
    assert body["converted"] == expected


async def test_convert_uses_the_inverse_rate_as_shown(client, db):
    await create_internal_rate(db, "USD", "KGS", "87.5")
    body = (
        await client.get(
            CONVERT, params={"amount": "1000", "from_currency": "KGS", "to_currency": "USD"}
        )
    ).json()
    # rate 1 / 87.5 -> 0.01142857; 1000 × 0.01142857 = 11.42857 -> 11.43
    assert body["rate"] == 0.01142857
    assert body["converted"] == 11.43
    assert body["source"] == "internal"


async def test_convert_prefers_internal_over_national_bank(client, db):
    await seed_national_bank(db)
    await create_internal_rate(db, "USD", "KGS", "88")
    body = (
        await client.get(
            CONVERT, params={"amount": "10", "from_currency": "USD", "to_currency": "KGS"}
        )
    ).json()
    assert (body["rate"], body["converted"], body["source"]) == (88, 880, "internal")


async def test_convert_falls_back_to_the_national_bank_rate(client, db):
    await seed_national_bank(db)
    body = (
        await client.get(
            CONVERT, params={"amount": "100", "from_currency": "USD", "to_currency": "KGS"}
        )
    ).json()
    assert (body["rate"], body["converted"], body["source"]) == (87.45, 8745, "national_bank")
    back = (
        await client.get(
            CONVERT, params={"amount": "8745", "from_currency": "KGS", "to_currency": "USD"}
        )
    ).json()
    # 8745 × 0.01143511 = 100.00003695 -> 100.00
    assert (back["rate"], back["converted"]) == (0.01143511, 100.0)


async def test_convert_through_kgs_with_a_cross_rate(client, db):
    await seed_national_bank(db)
    body = (
        await client.get(
            CONVERT, params={"amount": "100", "from_currency": "EUR", "to_currency": "USD"}
        )
    ).json()
    # 94.60 / 87.45 = 1.0817610062... -> 1.08176101; 100 × 1.08176101 = 108.176101 -> 108.18
    assert body == {
        "amount": 100,
        "converted": 108.18,
        "rate": 1.08176101,
        "from_currency": "EUR",
        "to_currency": "USD",
        "source": "national_bank_cross",
        "effective_date": today(),
    }


async def test_convert_same_currency_has_rate_one(client):
    body = (
        await client.get(
            CONVERT, params={"amount": "12.345", "from_currency": "KGS", "to_currency": "kgs"}
        )
    ).json()
    assert (body["rate"], body["converted"], body["source"]) == (1, 12.35, "identity")
    assert body["to_currency"] == "KGS"


async def test_convert_zero_amount(client, db):
    await create_internal_rate(db, "USD", "KGS", "87.5")
    body = (
        await client.get(
            CONVERT, params={"amount": "0", "from_currency": "USD", "to_currency": "KGS"}
        )
    ).json()
    assert body["converted"] == 0


async def test_convert_without_any_rate_is_404(client, db):
    await seed_national_bank(db)
    response = await client.get(
        CONVERT, params={"amount": "10", "from_currency": "USD", "to_currency": "JPY"}
    )
    assert response.status_code == 404
    assert response.json()["detail"].startswith("No exchange rate from USD to JPY")


@pytest.mark.parametrize(
    "params",
    [
        {"amount": "-1", "from_currency": "USD", "to_currency": "KGS"},
        {"amount": "abc", "from_currency": "USD", "to_currency": "KGS"},
        {"amount": "NaN", "from_currency": "USD", "to_currency": "KGS"},
        {"amount": "Infinity", "from_currency": "USD", "to_currency": "KGS"},
        {"amount": "1e30", "from_currency": "USD", "to_currency": "KGS"},
        {"amount": "10", "from_currency": "US", "to_currency": "KGS"},
        {"amount": "10", "from_currency": "USD", "to_currency": "KGS1"},
        {"amount": "10", "from_currency": "U$D", "to_currency": "KGS"},
        {"from_currency": "USD", "to_currency": "KGS"},
        {"amount": "10", "to_currency": "KGS"},
    ],
)
async def test_convert_rejects_bad_input_with_422(client, params):
    response = await client.get(CONVERT, params=params)
    assert response.status_code == 422, response.text
    assert isinstance(response.json()["detail"], list)
