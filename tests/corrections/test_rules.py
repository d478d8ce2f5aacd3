"""The rules a correction must meet (spec 01 §4.7): 400 for a restricted field, a field
outside the table, a bad format, no real change, a passenger not in the booking; 422 for the
shape (1 to 9 items), a document expiring before the trip ends (booking creation's rule) and
control characters; all or nothing."""

import uuid
from datetime import timedelta

import pytest

from tests.bookings.helpers import book, passenger, quote
from tests.corrections.helpers import apply, availability, item, read, ticketed
from tests.factories import create_api_key
from tests.pricing.world import build_world, today


async def one_booking(client, db, passengers=None):
    world = await build_world(db, currency="KGS")
    key = await create_api_key(db)
    return key, await ticketed(client, key, world, passengers)


@pytest.mark.parametrize("field", ["gender", "date_of_birth", "passenger_type"])
async def test_a_restricted_field_is_400_saying_to_book_again(client, db, field):
    key, booking = await one_booking(client, db)
    who = booking["passengers"][0]
    value = {"gender": "female", "date_of_birth": "1990-01-01", "passenger_type": "child"}[field]

    for route in (availability, apply):
        response = await route(client, key, booking, item(who["id"], **{field: value}))
        assert response.status_code == 400, response.text
        assert f"{field} cannot be corrected" in response.json()["detail"]
        assert "book again" in response.json()["detail"]


async def test_a_field_outside_the_table_is_400_naming_the_correctable_ones(client, db):
    key, booking = await one_booking(client, db)
    who = booking["passengers"][0]

    response = await apply(client, key, booking, item(who["id"], seat_number="12C"))

    assert response.status_code == 400
    detail = response.json()["detail"]
    assert "'seat_number' is not a correctable field" in detail and "document_type" in detail


def _expired() -> str:
    return (today() - timedelta(days=1)).isoformat()


@pytest.mark.parametrize(
    ("field", "value", "words"),
    [
        ("first_name", "", "1 to 50 Latin letters"),
        ("first_name", "AIBEK" + "X" * 46, "1 to 50 Latin letters"),
        ("last_name", "ASANOV2", "1 to 50 Latin letters"),
        ("last_name", "АСАНОВ", "1 to 50 Latin letters"),
        ("middle_name", "", "1 to 50 Latin letters"),
        ("first_name", 12, "as a string"),
        ("document_number", "AC#123", "Latin letters, digits, hyphens and spaces"),
        ("document_number", "A" * 31, "Latin letters, digits, hyphens and spaces"),
        ("document_expiry", "2030-02-30", "ISO date"),
        ("document_expiry", "20300101", "ISO date"),
        ("document_expiry", "yesterday", "ISO date"),
        ("document_expiry", "EXPIRED", "expired on"),
        ("document_type", "visa", "passport, id_card, birth_certificate, driver_license"),
        ("nationality", "KG", "3-letter country code"),
        ("nationality", "KGZ1", "3-letter country code"),
    ],
)
async def test_a_bad_format_is_400_saying_what_the_field_needs(client, db, field, value, words):
    key, booking = await one_booking(client, db)
    who = booking["passengers"][0]
    value = _expired() if value == "EXPIRED" else value

    response = await apply(client, key, booking, item(who["id"], **{field: value}))

    assert response.status_code == 400, response.text
    assert words in response.json()["detail"]
    assert f"corrections[0].changes.{field}" in response.json()["detail"]


async def test_a_document_expiring_before_the_last_flight_is_422_as_at_booking_creation(client, db):
    world = await build_world(db, currency="KGS", outbound_days=10, return_days=15)
    key = await create_api_key(db)
    quoted = await quote(
        client, key.headers, world.flight.id, return_flight_id=str(world.return_flight.id)
    )
    made = await book(client, key.headers, quoted["quote_id"])
    assert made.status_code == 201, made.text
    booking = made.json()
    who = booking["passengers"][0]
    # today (the spec's "not in the past" let it through), between the flights, the return day
    for days in (0, 12, 15):
        expiry = (today() + timedelta(days=days)).isoformat()
        for route in (availability, apply):
            response = await route(client, key, booking, item(who["id"], document_expiry=expiry))
            assert response.status_code == 422, response.text
            assert response.json()["code"] == "document_expires"
            assert "must be valid after today" in response.json()["detail"]
            assert "corrections[0].changes.document_expiry" in response.json()["detail"]
    valid = (today() + timedelta(days=16)).isoformat()

    response = await apply(client, key, booking, item(who["id"], document_expiry=valid))

    assert response.status_code == 200, response.text
    assert (await read(client, key, booking))["passengers"][0]["document_expiry"] == valid


@pytest.mark.parametrize(
    ("field", "value"),
    [
        ("document_number", "AC12\n34567"),
        ("document_number", "AC1234567\n"),
        ("document_number", "AC\t1234567"),
        ("first_name", "AIBEKK\r"),
        ("middle_name", "\x7fUULU"),
        ("document_type", "id_card\n"),
        ("nationality", "KAZ\x85"),
        ("document_expiry", "2031-01-01\n"),
    ],
)
async def test_control_characters_in_any_value_are_422(client, db, field, value):
    key, booking = await one_booking(client, db)
    who = booking["passengers"][0]

    for route in (availability, apply):
        response = await route(client, key, booking, item(who["id"], **{field: value}))
        assert response.status_code == 422, response.text
        error = response.json()["detail"][0]
        assert error["loc"] == ["body", "corrections", 0, "changes", field]
        assert "Control characters" in error["msg"]
    assert (await read(client, key, booking))["passengers"] == booking["passengers"]


@pytest.mark.parametrize(
    "changes",
    [
        {"first_name": "AIBEK"},
        {"first_name": " aibek "},  # the same once upper case and trimmed
        {"document_number": "ac1234567"},
        {"document_type": "passport"},
        {"nationality": "kgz"},
        {"last_name": "ASANOVA", "nationality": "KGZ"},  # one real change does not carry another
    ],
)
async def test_a_value_that_is_already_the_passengers_is_400(client, db, changes):
    key, booking = await one_booking(client, db)
    who = booking["passengers"][0]

    response = await apply(client, key, booking, item(who["id"], **changes))

    assert response.status_code == 400, response.text
    assert "leave it out" in response.json()["detail"]
    assert (await read(client, key, booking))["passengers"] == booking["passengers"]


async def test_a_passenger_of_another_booking_or_none_is_400(client, db):
    world = await build_world(db, currency="KGS")
    key = await create_api_key(db)
    booking = await ticketed(client, key, world)
    other = await ticketed(client, key, world)

    for passenger_id in (other["passengers"][0]["id"], str(uuid.UUID(int=1))):
        response = await apply(client, key, booking, item(passenger_id, last_name="ASANOVA"))
        assert response.status_code == 400, response.text
        assert "is not a passenger of booking" in response.json()["detail"]


async def test_one_passenger_in_two_items_and_an_item_without_changes_are_400(client, db):
    key, booking = await one_booking(client, db)
    who = booking["passengers"][0]["id"]

    twice = await apply(
        client, key, booking, item(who, last_name="ASANOVA"), item(who, nationality="KAZ")
    )
    empty = await apply(client, key, booking, item(who))

    assert twice.status_code == 400 and "put all its changes in one item" in twice.text
    assert empty.status_code == 400 and "changes is empty" in empty.text


@pytest.mark.parametrize("count", [0, 10])
async def test_the_request_holds_one_to_nine_items_else_422(client, db, count):
    key, booking = await one_booking(client, db)
    who = booking["passengers"][0]["id"]

    response = await availability(client, key, booking, *[item(who, last_name="ASANOVA")] * count)

    assert response.status_code == 422, response.text
    assert response.json()["detail"][0]["loc"] == ["body", "corrections"]


async def test_an_invalid_item_leaves_every_passenger_unchanged(client, db):
    key, booking = await one_booking(
        client, db, [passenger(), passenger(first_name="ASEL", last_name="ASANOVA")]
    )
    one, two = booking["passengers"]

    response = await apply(
        client,
        key,
        booking,
        item(one["id"], last_name="ASANOVV", document_number="ZZ1"),
        item(two["id"], first_name="ASEL", nationality="KAZ"),  # no real change of first_name
    )

    assert response.status_code == 400, response.text
    assert "corrections[1].changes.first_name" in response.json()["detail"]
    after = await read(client, key, booking)
    assert after["passengers"] == booking["passengers"] and after["payments"] == []
    history = await client.get(f"/api/v1/bookings/{booking['id']}/corrections", headers=key.headers)
    assert history.status_code == 200 and history.json() == []
