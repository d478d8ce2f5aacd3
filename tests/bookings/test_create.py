"""POST /bookings/ (spec 01 §4.5, §3.1 first row; spec 02 §6.1 booking.created, §7 409).

Fares of ``tests.pricing.world``: CLASSIC (class Y, 20 places) adult 100.00, child 75.00,
infant 0.00; the return OSS-FRU adult 120.00; LIGHT (class Q, 10 places) adult 80.00.
"""

import re
from datetime import datetime, timedelta
from decimal import Decimal

from sqlalchemy import text

from tarmac.catalog.models import Flight
from tests.accounts.factories import login, register, with_token
from tests.bookings.helpers import (
    BOOKINGS,
    QUOTE,
    advance_clock,
    book,
    booked,
    events,
    passenger,
    quote,
    sold,
    years_before,
)
from tests.factories import create_api_key, create_partner
from tests.pricing.factories import create_partnership, create_zone_price
from tests.pricing.world import build_world


async def test_a_quoted_trip_books_pending_at_the_quotes_price_holding_its_places(client, db):
    world = await build_world(db, with_light=False)
    key = await create_api_key(db)
    quoted = await quote(client, key.headers, world.flight.id, pax=[{"type": "adult", "count": 2}])
    response = await book(
        client,
        key.headers,
        quoted["quote_id"],
        passengers=[passenger(), passenger(first_name="ASEL")],
        contact_name="Aibek Asanov",
    )
    assert response.status_code == 201, response.text
    booking = response.json()
    assert booking["status"] == "pending"
    assert booking["payment_status"] == "unpaid"
    assert Decimal(str(booking["total_amount"])) == Decimal(quoted["net"]) == Decimal("200.00")
    assert booking["currency"] == "USD"
    assert re.fullmatch(r"[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{6}", booking["booking_reference"])
    created = datetime.fromisoformat(booking["created_at"])
    assert datetime.fromisoformat(booking["expiry_date"]) - created == timedelta(minutes=15)
    assert booking["quote_id"] == quoted["quote_id"]
    assert [p["first_name"] for p in booking["passengers"]] == ["AIBEK", "ASEL"]
    [segment] = booking["segments"]
    assert segment["flight_id"] == str(world.flight.id)
    assert segment["fare_rule_id"] == str(world.classic_rule.id)
    assert segment["booking_class"] == "Y"
    assert segment["scheduled_departure"].endswith("+06:00")  # Bishkek's clock
    assert booking["tickets"] == [] and booking["seats"] == []
    assert await sold(db, world.flight.id, "Y") == 2
    [event] = await events(db, "booking.created")
    assert event["booking_id"] == booking["id"]
    assert event["booking_reference"] == booking["booking_reference"]
    assert event["total_amount"] == 200.0  # event amounts are JSON numbers
    assert datetime.fromisoformat(event["expiry_date"]) == datetime.fromisoformat(
        booking["expiry_date"]
    )


async def test_a_round_trip_holds_both_legs(client, db):
    world = await build_world(db, with_light=False)
    key = await create_api_key(db)
    quoted = await quote(
        client, key.headers, world.flight.id, return_flight_id=str(world.return_flight.id)
    )
    response = await book(client, key.headers, quoted["quote_id"])
    assert response.status_code == 201, response.text
    booking = response.json()
    assert [s["direction"] for s in booking["segments"]] == ["outbound", "return"]
    assert booking["return_flight_id"] == str(world.return_flight.id)
    assert Decimal(str(booking["total_amount"])) == Decimal("220.00")
    assert await sold(db, world.flight.id, "Y") == 1
    assert await sold(db, world.return_flight.id, "Y") == 1


async def test_an_infant_takes_no_place(client, db):
    world = await build_world(db, with_light=False)
    key = await create_api_key(db)
    pax = [{"type": "adult", "count": 1}, {"type": "infant", "count": 1}]
    quoted = await quote(client, key.headers, world.flight.id, pax=pax)
    baby = passenger("infant", first_name="AIDA", age=1)
    response = await book(client, key.headers, quoted["quote_id"], [passenger(), baby])
    assert response.status_code == 201, response.text
    assert await sold(db, world.flight.id, "Y") == 1


async def test_passengers_must_be_the_quotes_party(client, db):
    """Two passengers are never sold at a one-passenger price."""
    world = await build_world(db, with_light=False)
    key = await create_api_key(db)
    quoted = await quote(client, key.headers, world.flight.id)
    response = await book(
        client, key.headers, quoted["quote_id"], [passenger(), passenger(first_name="ASEL")]
    )
    assert response.status_code == 422
    assert response.json()["detail"] == (
        "The passengers do not match the quote: it is priced for 1 adult, the booking has 2 adult"
    )
    child = passenger("child", age=8)
    response = await book(client, key.headers, quoted["quote_id"], [child])
    assert response.status_code == 422
    assert await sold(db, world.flight.id, "Y") == 0
    # a refused booking took nothing: not even its quote, which still books once
    assert (await book(client, key.headers, quoted["quote_id"])).status_code == 201
    assert (await book(client, key.headers, quoted["quote_id"])).status_code == 409


async def test_more_than_nine_passengers_is_400(client, db):
    world = await build_world(db, with_light=False)
    key = await create_api_key(db)
    quoted = await quote(client, key.headers, world.flight.id)
    response = await book(client, key.headers, quoted["quote_id"], [passenger()] * 10)
    assert response.status_code == 400
    assert "at most 9 passengers" in response.json()["detail"]


async def test_a_passengers_type_must_fit_their_age_on_the_departure_date(client, db):
    world = await build_world(db, with_light=False)
    key = await create_api_key(db)
    departure = world.flight.flight_date
    pax = [{"type": "adult", "count": 1}, {"type": "child", "count": 1}]
    quoted = await quote(client, key.headers, world.flight.id, pax=pax)
    twelve_on_departure = passenger("child", date_of_birth=years_before(departure, 12))
    response = await book(
        client, key.headers, quoted["quote_id"], [passenger(), twelve_on_departure]
    )
    assert response.status_code == 422
    assert "must be aged 2 to 11 on the departure date" in response.json()["detail"]
    eleven = passenger("child", date_of_birth=years_before(departure, 12, days=-1))
    response = await book(client, key.headers, quoted["quote_id"], [passenger(), eleven])
    assert response.status_code == 201, response.text


async def test_a_document_must_be_valid_after_the_flight(client, db):
    world = await build_world(db, with_light=False)
    key = await create_api_key(db)
    quoted = await quote(client, key.headers, world.flight.id)
    on_the_day = passenger(document_expiry=world.flight.flight_date.isoformat())
    response = await book(client, key.headers, quoted["quote_id"], [on_the_day])
    assert response.status_code == 422
    assert "must be valid after today" in response.json()["detail"]


async def test_names_documents_and_nationality_follow_their_patterns(client, db):
    world = await build_world(db, with_light=False)
    key = await create_api_key(db)
    quoted = await quote(client, key.headers, world.flight.id)
    for bad, field in (
        ({"first_name": "Aibek"}, "first_name"),
        ({"last_name": "АСАНОВ"}, "last_name"),
        ({"document_number": "ac#1"}, "document_number"),
        # spec 01's \s means the spaces a document prints, never a line break or a tab
        ({"document_number": "AC123\n4567"}, "document_number"),
        ({"document_number": "AC123\t4567"}, "document_number"),
        ({"nationality": "KG"}, "nationality"),
        ({"seat_number": "12"}, "seat_number"),
    ):
        response = await book(client, key.headers, quoted["quote_id"], [passenger(**bad)])
        assert response.status_code == 422, bad
        assert response.json()["detail"][0]["loc"] == ["body", "passengers", 0, field]


async def test_an_expired_or_unknown_quote_is_410_and_a_booked_quote_409(client, db, admin_headers):
    world = await build_world(db, with_light=False)
    key = await create_api_key(db)
    quoted = await quote(client, key.headers, world.flight.id)
    assert (await book(client, key.headers, quoted["quote_id"])).status_code == 201
    again = await book(client, key.headers, quoted["quote_id"])
    assert again.status_code == 409
    assert "already been booked" in again.json()["detail"]
    unknown = await book(client, key.headers, "0b8c1d5e-6a2f-4d1e-9f0a-1b2c3d4e5f60")
    assert unknown.status_code == 410
    assert unknown.json()["detail"]["error"] == "quote_not_available"
    late = await quote(client, key.headers, world.flight.id)
    await advance_clock(client, admin_headers, 301)
    response = await book(client, key.headers, late["quote_id"])
    assert response.status_code == 410
    assert await sold(db, world.flight.id, "Y") == 1


async def test_a_sold_out_class_is_409_with_the_availability_body(client, db):
    world = await build_world(db, with_light=False)
    key = await create_api_key(db)
    quoted = await quote(client, key.headers, world.flight.id, pax=[{"type": "adult", "count": 3}])
    await db.execute(
        text(
            "UPDATE booking_class_inventory SET sold = seats - 2 WHERE flight_id = :f "
            "AND booking_class = 'Y'"
        ),
        {"f": world.flight.id},
    )
    await db.commit()
    response = await book(client, key.headers, quoted["quote_id"], [passenger()] * 3)
    assert response.status_code == 409
    assert response.json() == {
        "detail": {
            "error": "insufficient_availability_no_book_up",
            "message": response.json()["detail"]["message"],
            "available": 2,
            "requested": 3,
            "booking_class_code": "Y",
            "is_open": True,
        },
        "code": "sold_out",
    }
    assert await events(db, "booking.created") == []


async def test_the_legacy_variant_prices_through_the_quote_service(client, db):
    world = await build_world(db, with_light=False)
    key = await create_api_key(db)
    body = {
        "flight_id": str(world.flight.id),
        "fare_plan_id": str(world.classic_plan.id),
        "fare_rule_id": str(world.classic_rule.id),
        "fare_price_id": str(world.prices["adult"].id),
        "passengers": [passenger(), passenger("child", first_name="ALI", age=7)],
    }
    response = await client.post(f"{BOOKINGS}/", json=body, headers=key.headers)
    assert response.status_code == 201, response.text
    booking = response.json()
    assert Decimal(str(booking["total_amount"])) == Decimal("175.00")
    assert booking["quote_id"] is not None
    assert await sold(db, world.flight.id, "Y") == 2


async def test_segments_book_the_flights_given(client, db):
    world = await build_world(db, with_light=False)
    key = await create_api_key(db)
    body = {
        "segments": [
            {"flight_id": str(world.flight.id)},
            {"flight_id": str(world.return_flight.id)},
        ],
        "passengers": [passenger()],
    }
    response = await client.post(f"{BOOKINGS}/", json=body, headers=key.headers)
    assert response.status_code == 201, response.text
    assert Decimal(str(response.json()["total_amount"])) == Decimal("220.00")


async def test_no_variant_is_400(client, db):
    key = await create_api_key(db)
    response = await client.post(
        f"{BOOKINGS}/", json={"passengers": [passenger()]}, headers=key.headers
    )
    assert response.status_code == 400
    assert response.json()["detail"].startswith("Give quote_id")


async def test_a_publishable_key_books_only_for_consumer_apps(client, db):
    world = await build_world(db, with_light=False)
    kiosk = await create_api_key(db, key_type="publishable", client_type="kiosk")
    quoted = await quote(client, kiosk.headers, world.flight.id)
    response = await book(client, kiosk.headers, quoted["quote_id"])
    assert response.status_code == 403
    consumer = await create_api_key(db, key_type="publishable", client_type="consumer_app")
    quoted = await quote(client, consumer.headers, world.flight.id)
    assert (await book(client, consumer.headers, quoted["quote_id"])).status_code == 201


async def test_a_b2b_key_books_at_most_30_times_a_minute(client, db):
    key = await create_api_key(db)
    other = await create_api_key(db)
    body = {"passengers": [passenger()]}
    for _ in range(30):
        response = await client.post(f"{BOOKINGS}/", json=body, headers=key.headers)
        assert response.status_code == 400  # no variant: counted all the same
    refused = await client.post(f"{BOOKINGS}/", json=body, headers=key.headers)
    assert refused.status_code == 429
    assert int(refused.headers["Retry-After"]) >= 1
    assert (await client.post(f"{BOOKINGS}/", json=body, headers=other.headers)).status_code == 400


async def test_a_passenger_token_beside_the_key_makes_the_booking_the_passengers(client, db):
    world = await build_world(db, with_light=False)
    key = await create_api_key(db, client_type="consumer_app")
    account = await register(client, key.headers, email="asel@example.com")
    token = (await login(client, key.headers, email="asel@example.com")).json()["access_token"]
    quoted = await quote(client, key.headers, world.flight.id)
    response = await book(client, with_token(key.headers, token), quoted["quote_id"])
    assert response.status_code == 201, response.text
    assert response.json()["user_id"] == account["passenger"]["id"]
    bad = await book(client, with_token(key.headers, "not-a-token"), quoted["quote_id"])
    assert bad.status_code == 401


async def test_a_booking_shows_its_flight_as_it_is_after_the_airline_retimes_it(client, db):
    """The trip's flights come from the reference cache; a change to a flight empties it,
    so the next booking answers with the new times."""
    world = await build_world(db)
    key = await create_api_key(db)
    before = (await booked(client, key, world))["segments"][0]["scheduled_departure"]
    flight = await db.get(Flight, world.flight.id)
    flight.scheduled_departure += timedelta(minutes=45)
    flight.scheduled_arrival += timedelta(minutes=45)
    await db.commit()
    second = await booked(client, key, world, passengers=[passenger(first_name="ASEL")])
    after = second["segments"][0]["scheduled_departure"]
    assert datetime.fromisoformat(after) - datetime.fromisoformat(before) == timedelta(minutes=45)


async def test_a_reference_already_taken_is_drawn_again(client, db, monkeypatch):
    world = await build_world(db)
    key = await create_api_key(db)
    taken = (await booked(client, key, world))["booking_reference"]
    draws = iter([*taken, *"ABCDEF"])  # the next draw repeats the first booking's reference

    class Draws:
        @staticmethod
        def choice(alphabet):
            return next(draws)

    monkeypatch.setattr("tarmac.bookings.sale.secrets", Draws)
    second = await booked(client, key, world, passengers=[passenger(first_name="ASEL")])
    assert second["booking_reference"] == "ABCDEF"
    references = (await db.execute(text("SELECT booking_reference FROM bookings"))).scalars()
    assert sorted(references) == sorted([taken, "ABCDEF"])
    # the draw that met the taken reference wrote nothing: one history line, one event, each
    # passenger once, and the event names the reference the booking has
    history = text("SELECT count(*) FROM booking_events WHERE booking_id = :id")
    assert await db.scalar(history, {"id": second["id"]}) == 1
    travellers = text("SELECT count(*) FROM booking_passengers WHERE booking_id = :id")
    assert await db.scalar(travellers, {"id": second["id"]}) == 1
    created = text(
        "SELECT payload->>'booking_reference' FROM outbox_events "
        "WHERE type = 'booking.created' AND booking_id = :id"
    )
    assert (await db.execute(created, {"id": second["id"]})).scalars().all() == ["ABCDEF"]


async def test_a_quote_books_only_for_the_client_that_made_it(client, db):
    """Issue 21 point 5: a partner's discounted quote is not another client's to book (403,
    the quote left unbooked); another agency key of the same partner may book it."""
    world = await build_world(db, with_light=False)
    partner = await create_partner(db)
    await create_partnership(db, partner.id, "10")
    await db.commit()
    agency = await create_api_key(db, partner_id=partner.id)
    colleague = await create_api_key(db, partner_id=partner.id)
    stranger = await create_api_key(db)
    consumer = await create_api_key(db, client_type="consumer_app")
    quoted = await quote(client, agency.headers, world.flight.id, partner_id=str(partner.id))
    assert Decimal(quoted["net"]) == Decimal("90.00")
    for other in (stranger, consumer):
        refused = await book(client, other.headers, quoted["quote_id"])
        assert refused.status_code == 403, refused.text
        assert "another client's key" in refused.json()["detail"]
    assert await sold(db, world.flight.id, "Y") == 0
    response = await book(client, colleague.headers, quoted["quote_id"])
    assert response.status_code == 201, response.text
    assert Decimal(str(response.json()["total_amount"])) == Decimal("90.00")

    mine = await quote(client, consumer.headers, world.flight.id)
    assert (await book(client, agency.headers, mine["quote_id"])).status_code == 403
    assert (await book(client, consumer.headers, mine["quote_id"])).status_code == 201


async def test_a_quote_made_without_a_key_books_for_anyone_at_the_public_price(client, db):
    world = await build_world(db, with_light=False)
    partner = await create_partner(db)
    await create_partnership(db, partner.id, "10")
    await db.commit()
    agency = await create_api_key(db, partner_id=partner.id)
    consumer = await create_api_key(db, client_type="consumer_app")
    for key in (agency, consumer):
        response = await client.post(
            QUOTE,
            json={"flight_id": str(world.flight.id), "partner_id": str(partner.id)},
        )
        assert response.status_code == 200, response.text
        public = response.json()
        assert public["partner_id"] is None and public["net"] == "100.00"
        booked_ = await book(client, key.headers, public["quote_id"])
        assert booked_.status_code == 201, booked_.text
        assert Decimal(str(booked_.json()["total_amount"])) == Decimal("100.00")


async def test_an_unknown_quote_id_is_410_whatever_its_form(client, db):
    """Issue 21 point 8: ``quote_id`` is a string (spec 01 §2.6), not necessarily a UUID."""
    await build_world(db, with_light=False)
    key = await create_api_key(db)
    for quote_id in ("not-a-uuid", "Q-12345", "0b8c1d5e-6a2f-4d1e-9f0a-1b2c3d4e5f60"):
        response = await book(client, key.headers, quote_id)
        assert response.status_code == 410, (quote_id, response.text)
        assert response.json()["detail"]["error"] == "quote_not_available"
        assert response.json()["detail"]["quote_id"] == quote_id


async def test_a_round_trip_quoted_with_flight_id_and_return_date_books_both_flights(client, db):
    """Issue 21 point 8: the return leg is the return date's flight, so the quote books."""
    world = await build_world(db, with_light=False)
    key = await create_api_key(db)
    quoted = await quote(
        client,
        key.headers,
        world.flight.id,
        return_date=world.return_flight.flight_date.isoformat(),
    )
    assert quoted["round_trip"] is True
    assert quoted["flight_id"] == str(world.flight.id)
    assert quoted["return_flight_id"] == str(world.return_flight.id)
    assert quoted["net"] == "220.00"
    response = await book(client, key.headers, quoted["quote_id"])
    assert response.status_code == 201, response.text
    booking = response.json()
    assert [s["flight_id"] for s in booking["segments"]] == [
        str(world.flight.id),
        str(world.return_flight.id),
    ]
    assert booking["return_flight_id"] == str(world.return_flight.id)
    assert await sold(db, world.return_flight.id, "Y") == 1

    nothing_back = await client.post(
        QUOTE,
        json={
            "flight_id": str(world.flight.id),
            "return_date": (world.return_flight.flight_date + timedelta(days=1)).isoformat(),
        },
        headers=key.headers,
    )
    assert nothing_back.status_code == 400
    assert "no flight from OSS to FRU" in nothing_back.json()["detail"]


def legacy(world, plan, rule, price, **fields) -> dict:
    return {
        "flight_id": str(world.flight.id),
        "fare_plan_id": str(plan.id),
        "fare_rule_id": str(rule.id),
        "fare_price_id": str(price.id),
        "passengers": [passenger()],
        **fields,
    }


async def test_the_legacy_variant_sells_exactly_the_fare_its_ids_name(client, db):
    """Issue 21 point 6: a CLASSIC request is sold at the CLASSIC price under CLASSIC rules,
    though LIGHT is cheaper; a sold-out CLASSIC is 409, never LIGHT instead."""
    world = await build_world(db)
    key = await create_api_key(db)
    body = legacy(world, world.classic_plan, world.classic_rule, world.prices["adult"])
    response = await client.post(f"{BOOKINGS}/", json=body, headers=key.headers)
    assert response.status_code == 201, response.text
    booking = response.json()
    assert Decimal(str(booking["total_amount"])) == Decimal("100.00")
    [segment] = booking["segments"]
    assert (segment["fare_plan_id"], segment["fare_rule_id"], segment["fare_price_id"]) == (
        str(world.classic_plan.id),
        str(world.classic_rule.id),
        str(world.prices["adult"].id),
    )
    assert (segment["fare_family"], segment["booking_class"]) == ("CLASSIC", "Y")
    light = legacy(world, world.light_plan, world.light_rule, world.prices["light_adult"])
    response = await client.post(f"{BOOKINGS}/", json=light, headers=key.headers)
    assert response.status_code == 201, response.text
    assert Decimal(str(response.json()["total_amount"])) == Decimal("80.00")
    assert response.json()["segments"][0]["booking_class"] == "Q"

    await db.execute(
        text(
            "UPDATE booking_class_inventory SET sold = seats "
            "WHERE flight_id = :f AND booking_class = 'Y'"
        ),
        {"f": world.flight.id},
    )
    await db.commit()
    response = await client.post(f"{BOOKINGS}/", json=body, headers=key.headers)
    assert response.status_code == 409
    assert response.json()["detail"]["booking_class_code"] == "Y"


async def test_legacy_ids_that_are_not_one_fare_of_the_flight_are_422(client, db):
    world = await build_world(db)
    key = await create_api_key(db)
    adult = world.prices["adult"]
    for body, named in (
        (
            legacy(world, world.back_plan, world.classic_rule, world.prices["back_adult"]),
            "fare_plan_id",
        ),
        (legacy(world, world.classic_plan, world.light_rule, adult), "fare_rule_id"),
        (
            legacy(world, world.classic_plan, world.classic_rule, world.prices["light_adult"]),
            "fare_price_id",
        ),
    ):
        response = await client.post(f"{BOOKINGS}/", json=body, headers=key.headers)
        assert response.status_code == 422, (named, response.text)
        assert response.json()["detail"].startswith(named), response.text
    # a price's own rule is a rule of its plan
    child = legacy(
        world,
        world.classic_plan,
        world.child_rule,
        world.prices["child"],
        passengers=[passenger(), passenger("child", first_name="ALI", age=7)],
    )
    response = await client.post(f"{BOOKINGS}/", json=child, headers=key.headers)
    assert response.status_code == 201, response.text
    assert Decimal(str(response.json()["total_amount"])) == Decimal("175.00")
    assert await sold(db, world.flight.id, "Y") == 2


async def test_a_segment_may_name_its_fare_by_the_legacy_ids(client, db):
    """Issue 21 point 6: variant B accepts the same ids inside a segment."""
    world = await build_world(db)
    key = await create_api_key(db)
    body = {
        "segments": [
            {
                "flight_id": str(world.flight.id),
                "fare_plan_id": str(world.classic_plan.id),
                "fare_rule_id": str(world.classic_rule.id),
                "fare_price_id": str(world.prices["adult"].id),
            },
            {"flight_id": str(world.return_flight.id), "fare_plan_id": str(world.back_plan.id)},
        ],
        "passengers": [passenger()],
    }
    response = await client.post(f"{BOOKINGS}/", json=body, headers=key.headers)
    assert response.status_code == 201, response.text
    booking = response.json()
    assert Decimal(str(booking["total_amount"])) == Decimal("220.00")
    assert [s["fare_plan_id"] for s in booking["segments"]] == [
        str(world.classic_plan.id),
        str(world.back_plan.id),
    ]
    body["segments"][1]["fare_plan_id"] = str(world.classic_plan.id)
    response = await client.post(f"{BOOKINGS}/", json=body, headers=key.headers)
    assert response.status_code == 422
    assert "is not a fare on sale for OSS-FRU" in response.json()["detail"]
    orphan = {
        "segments": [
            {"flight_id": str(world.flight.id), "fare_price_id": str(world.prices["adult"].id)}
        ],
        "passengers": [passenger()],
    }
    response = await client.post(f"{BOOKINGS}/", json=orphan, headers=key.headers)
    assert response.status_code == 422


async def test_youth_and_senior_fares_keep_their_age_on_the_departure_date(client, db):
    """Issue 21 point 13: YTH is 12 to 25, SRC 65 and over (spec 01 §2.6), checked like rule
    2 on the departure date (422 naming the range); the booking keeps the type."""
    world = await build_world(db, with_light=False)
    key = await create_api_key(db)
    departure = world.flight.flight_date
    cases = (
        ("YTH", "adult", years_before(departure, 26), "youth must be aged 12 to 25"),
        ("YTH", "youth", years_before(departure, 26), "youth must be aged 12 to 25"),
        ("SRC", "adult", years_before(departure, 65, days=-1), "senior must be aged 65 or more"),
    )
    for code, named, born, message in cases:
        quoted = await quote(client, key.headers, world.flight.id, pax=[{"type": code}])
        response = await book(
            client, key.headers, quoted["quote_id"], [passenger(named, date_of_birth=born)]
        )
        assert response.status_code == 422, (code, born, response.text)
        assert message in response.json()["detail"], response.text
    for code, named, born, kept in (
        ("YTH", "adult", years_before(departure, 25, days=-300), "youth"),
        ("SRC", "senior", years_before(departure, 65), "senior"),
    ):
        quoted = await quote(client, key.headers, world.flight.id, pax=[{"type": code}])
        response = await book(
            client, key.headers, quoted["quote_id"], [passenger(named, date_of_birth=born)]
        )
        assert response.status_code == 201, response.text
        assert response.json()["passengers"][0]["passenger_type"] == kept
    # an adult and a youth: each passenger takes the place their age fits, in any order
    pax = [{"type": "ADT"}, {"type": "YTH"}]
    quoted = await quote(client, key.headers, world.flight.id, pax=pax)
    young = passenger(first_name="ASEL", date_of_birth=years_before(departure, 19))
    response = await book(client, key.headers, quoted["quote_id"], [passenger(age=40), young])
    assert response.status_code == 201, response.text
    types = [p["passenger_type"] for p in response.json()["passengers"]]
    assert types == ["adult", "youth"]


async def test_an_infant_with_a_seat_keeps_its_place_and_may_choose_a_seat(client, db):
    """Issue 21 point 13: an INS infant is priced as INS, takes a place of the class and may
    choose a seat; a lap infant beside it takes none."""
    world = await build_world(db, with_light=False)
    await create_zone_price(db, "STD", "0", is_included=True)
    await create_zone_price(db, "XL", "20")
    await db.commit()
    key = await create_api_key(db)
    pax = [{"type": "ADT", "count": 2}, {"type": "INS"}, {"type": "INF"}]
    quoted = await quote(client, key.headers, world.flight.id, pax=pax, fare_class="Y")
    # the INS infant priced at the adult fare (the world has no INS price), the lap one free
    assert Decimal(quoted["net"]) == Decimal("300.00")
    baby = passenger("infant", first_name="AIDA", age=1, seat_number="6B")
    lap = passenger("infant", first_name="ALI", age=1)
    travellers = [passenger(seat_number="6A"), passenger(first_name="ASEL"), lap, baby]
    response = await book(client, key.headers, quoted["quote_id"], travellers)
    assert response.status_code == 201, response.text
    booking = response.json()
    assert [p["passenger_type"] for p in booking["passengers"]] == [
        "adult",
        "adult",
        "infant",
        "infant_with_seat",
    ]
    seats = {s["seat_number"]: s["passenger_id"] for s in booking["seats"]}
    assert seats["6B"] == booking["passengers"][3]["id"]
    assert Decimal(str(booking["total_amount"])) == Decimal("300.00") + 20 + 20
    assert await sold(db, world.flight.id, "Y") == 3

    named = await quote(
        client, key.headers, world.flight.id, pax=[{"type": "ADT"}, {"type": "INS"}]
    )
    seated = passenger("infant_with_seat", first_name="AIDA", age=1)
    response = await book(client, key.headers, named["quote_id"], [passenger(), seated])
    assert response.status_code == 201, response.text
    assert response.json()["passengers"][1]["passenger_type"] == "infant_with_seat"
    assert await sold(db, world.flight.id, "Y") == 5
