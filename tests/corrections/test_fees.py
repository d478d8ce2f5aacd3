"""What a correction costs (spec 01 §4.7 fee table): first and last name 1,500 KGS each, one
1,500 KGS fee for all the document changes of a passenger, middle name and nationality
free; names change by at most 3 letters; another currency is charged the converted fee."""

import pytest

from tarmac.corrections.service import levenshtein
from tests.bookings.helpers import booked, passenger
from tests.content.factories import create_internal_rate
from tests.corrections.helpers import apply, availability, item, read, ticketed
from tests.factories import create_api_key
from tests.pricing.world import build_world, today


def test_levenshtein_counts_insertions_deletions_and_substitutions():
    assert levenshtein("ASANOV", "ASANOV") == 0
    assert levenshtein("ASANOV", "ASANOVA") == 1
    assert levenshtein("ASANOV", "ASNOV") == 1
    assert levenshtein("ASANOV", "ASANOB") == 1
    assert levenshtein("KITTEN", "SITTING") == 3
    assert levenshtein("", "ABC") == levenshtein("ABC", "") == 3
    assert levenshtein("ABCD", "DCBA") == 4


async def test_availability_lists_each_change_with_its_fee_and_changes_nothing(client, db):
    world = await build_world(db, currency="KGS")
    key = await create_api_key(db)
    booking = await ticketed(client, key, world)
    who = booking["passengers"][0]
    expiry = today().replace(year=today().year + 5).isoformat()

    response = await availability(
        client,
        key,
        booking,
        item(
            who["id"],
            nationality="kaz",
            document_type="id_card",
            document_expiry=expiry,
            document_number="ID 998877",
            middle_name="Tokonovich",
            first_name="AIBEC",
        ),
    )

    assert response.status_code == 200, response.text
    answer = response.json()
    assert answer["allowed"] is True and answer["currency"] == "KGS"
    assert answer["total_fee"] == 3000.0
    assert 10 * 24 * 60 - 24 * 60 < answer["minutes_to_departure"] <= 10 * 24 * 60 + 24 * 60
    (found,) = answer["items"]
    assert found["passenger_id"] == who["id"] and found["passenger_name"] == "AIBEK ASANOV"
    assert found["subtotal"] == 3000.0
    # the table's order; the document fee is carried by the first document change
    assert [(c["field"], c["old"], c["new"], c["fee"]) for c in found["changes"]] == [
        ("first_name", "AIBEK", "AIBEC", 1500.0),
        ("middle_name", None, "TOKONOVICH", 0.0),
        ("document_number", "AC1234567", "ID 998877", 1500.0),
        ("document_expiry", who["document_expiry"], expiry, 0.0),
        ("document_type", "passport", "id_card", 0.0),
        ("nationality", "KGZ", "KAZ", 0.0),
    ]
    assert await read(client, key, booking) == await read(client, key, booking)
    assert (await read(client, key, booking))["passengers"] == booking["passengers"]


async def test_each_name_costs_a_fee_and_the_documents_of_each_passenger_one(client, db):
    world = await build_world(db, currency="KGS")
    key = await create_api_key(db)
    booking = await ticketed(
        client, key, world, [passenger(), passenger(first_name="ASEL", last_name="ASANOVA")]
    )
    one, two = booking["passengers"]

    response = await availability(
        client,
        key,
        booking,
        item(one["id"], first_name="AYBEK", last_name="ASANOFF"),
        item(two["id"], document_number="AC0000001", document_type="id_card"),
    )

    assert response.status_code == 200, response.text
    answer = response.json()
    assert [i["subtotal"] for i in answer["items"]] == [3000.0, 1500.0]
    assert answer["total_fee"] == 4500.0


async def test_a_name_may_change_by_three_letters_and_not_by_four(client, db):
    world = await build_world(db, currency="KGS")
    key = await create_api_key(db)
    booking = await ticketed(client, key, world)
    who = booking["passengers"][0]

    assert levenshtein("AIBEK", "AYBEKOV") == 3 and levenshtein("AIBEK", "AYBEKOVA") == 4
    assert levenshtein("ASANOV", "USONOVAA") == 4

    three = await availability(client, key, booking, item(who["id"], first_name="AYBEKOV"))
    four = await availability(client, key, booking, item(who["id"], first_name="AYBEKOVA"))
    refused = await apply(client, key, booking, item(who["id"], last_name="USONOVAA"))
    applied = await apply(client, key, booking, item(who["id"], first_name="AYBEKOV"))

    assert three.status_code == 200 and three.json()["allowed"] is True, three.text
    assert four.status_code == 400 and "at most 3" in four.json()["detail"], four.text
    assert "changes 4 letters" in four.json()["detail"]
    assert refused.status_code == 400 and "USONOVAA" in refused.json()["detail"]
    assert applied.status_code == 200, applied.text
    after = (await read(client, key, booking))["passengers"][0]
    assert (after["first_name"], after["last_name"]) == ("AYBEKOV", "ASANOV")


async def test_the_three_letters_are_counted_from_the_name_as_ticketed(client, db):
    world = await build_world(db, currency="KGS")
    key = await create_api_key(db)
    booking = await ticketed(client, key, world)
    who = booking["passengers"][0]
    assert levenshtein("AIBEK", "NURBEK") == 3 and levenshtein("AIBEK", "NURBEKI") == 4
    first = await apply(client, key, booking, item(who["id"], first_name="AIBEKI"))
    assert first.status_code == 200, first.text

    # one letter from the last correction, four from the ticket
    chained = await apply(client, key, booking, item(who["id"], first_name="NURBEKI"))

    assert chained.status_code == 400, chained.text
    assert chained.json()["code"] == "name_too_different"
    assert "'AIBEK' (the name as ticketed) to 'NURBEKI' changes 4" in chained.json()["detail"]
    assert (await read(client, key, booking))["passengers"][0]["first_name"] == "AIBEKI"
    back = await apply(client, key, booking, item(who["id"], first_name="NURBEK"))
    assert back.status_code == 200, back.text


async def test_a_booking_not_yet_ticketed_counts_from_the_name_booked(client, db):
    world = await build_world(db, currency="KGS")
    key = await create_api_key(db)
    booking = await booked(client, key, world)
    who = booking["passengers"][0]
    assert levenshtein("ASANOVA", "USONOVAA") == 3
    assert (await apply(client, key, booking, item(who["id"], last_name="ASANOVA"))).is_success

    chained = await apply(client, key, booking, item(who["id"], last_name="USONOVAA"))

    assert chained.status_code == 400, chained.text
    assert "'ASANOV' (the name as ticketed) to 'USONOVAA' changes 4" in chained.json()["detail"]


async def test_a_name_is_compared_in_upper_case(client, db):
    world = await build_world(db, currency="KGS")
    key = await create_api_key(db)
    booking = await ticketed(client, key, world)
    who = booking["passengers"][0]

    response = await apply(client, key, booking, item(who["id"], last_name="asanova"))

    assert response.status_code == 200, response.text
    assert response.json()["applied_changes"][0]["new"] == "ASANOVA"
    assert response.json()["total_fee"] == 1500.0
    assert (await read(client, key, booking))["passengers"][0]["last_name"] == "ASANOVA"


async def test_middle_name_and_nationality_are_free_and_need_no_payment(client, db):
    world = await build_world(db, currency="KGS")
    key = await create_api_key(db)
    booking = await ticketed(client, key, world)
    who = booking["passengers"][0]

    response = await apply(
        client, key, booking, item(who["id"], middle_name="TOKONOVICH", nationality="KAZ")
    )

    assert response.status_code == 200, response.text
    answer = response.json()
    assert answer["applied"] is True and answer["total_fee"] == 0.0
    assert answer["payment_required"] is False and answer["payment_url"] is None
    assert answer["payment_id"] is None
    after = await read(client, key, booking)
    assert after["payments"] == []
    assert (after["passengers"][0]["middle_name"], after["passengers"][0]["nationality"]) == (
        "TOKONOVICH",
        "KAZ",
    )


@pytest.mark.parametrize(("rate", "fee"), [("0.0115", 17.25), ("0.01153", 17.30)])
async def test_a_booking_in_another_currency_pays_the_fee_converted_half_up(client, db, rate, fee):
    world = await build_world(db, currency="USD")
    await create_internal_rate(db, "KGS", "USD", rate)
    await db.commit()
    key = await create_api_key(db)
    booking = await ticketed(client, key, world)
    who = booking["passengers"][0]

    response = await availability(
        client, key, booking, item(who["id"], last_name="ASANOVA", document_number="AC7654321")
    )

    assert response.status_code == 200, response.text
    answer = response.json()
    assert answer["currency"] == "USD"
    assert [c["fee"] for c in answer["items"][0]["changes"]] == [fee, fee]
    assert answer["total_fee"] == round(2 * fee, 2)


async def test_without_a_rate_to_the_booking_currency_a_fee_is_400_and_a_free_change_is_not(
    client, db
):
    world = await build_world(db, currency="USD")
    key = await create_api_key(db)
    booking = await ticketed(client, key, world)
    who = booking["passengers"][0]

    charged = await availability(client, key, booking, item(who["id"], last_name="ASANOVA"))
    free = await availability(client, key, booking, item(who["id"], nationality="KAZ"))

    assert charged.status_code == 400
    assert charged.json()["detail"] == "No exchange rate from KGS to USD"
    assert free.status_code == 200 and free.json()["total_fee"] == 0.0
