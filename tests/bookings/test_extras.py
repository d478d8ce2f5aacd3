"""Seats, offers and special requests of a new booking (spec 01 §4.5 rules 4 and 6, §2.5).

The world's aircraft: business rows 1-2 (A, D), economy rows 3-10 (A-D), exit row 6 (XL),
front row 3 (FRONT), 10D blocked. CLASSIC allows seat selection, LIGHT does not.
"""

import asyncio
from decimal import Decimal

from tests.bookings.helpers import BOOKINGS, book, passenger, quote
from tests.conftest import client_for
from tests.factories import create_api_key
from tests.payments.helpers import card_paid
from tests.payments.test_items_ledger import items_of, reconciled
from tests.pricing.factories import create_ssr, create_ssr_rule, create_zone_price
from tests.pricing.world import build_world


async def seat_world(db):
    world = await build_world(db)
    await create_zone_price(db, "STD", "0", is_included=True)
    await create_zone_price(db, "XL", "20")
    await create_zone_price(db, "FRONT", "12")
    await db.commit()
    return world


async def test_a_seat_adds_its_zone_fee_and_is_held_for_the_booking(client, db):
    world = await seat_world(db)
    key = await create_api_key(db)
    quoted = await quote(
        client, key.headers, world.flight.id, pax=[{"type": "adult", "count": 2}], fare_class="Y"
    )
    response = await book(
        client,
        key.headers,
        quoted["quote_id"],
        [passenger(seat_number="6A"), passenger(first_name="ASEL", seat_number="8C")],
    )
    assert response.status_code == 201, response.text
    booking = response.json()
    assert Decimal(str(booking["total_amount"])) == Decimal("200.00") + Decimal("20.00")
    seats = {s["seat_number"]: s for s in booking["seats"]}
    assert (seats["6A"]["zone"], Decimal(str(seats["6A"]["seat_fee"]))) == ("XL", Decimal(20))
    assert (seats["8C"]["zone"], Decimal(str(seats["8C"]["seat_fee"]))) == ("STD", Decimal(0))
    assert seats["6A"]["passenger_id"] == booking["passengers"][0]["id"]

    other = await quote(client, key.headers, world.flight.id, fare_class="Y")
    taken = await book(client, key.headers, other["quote_id"], [passenger(seat_number="6A")])
    assert taken.status_code == 409
    assert taken.json()["detail"]["seat_number"] == "6A"


async def test_seats_the_fare_or_the_cabin_refuse_are_422(client, db):
    world = await seat_world(db)
    key = await create_api_key(db)
    light = await quote(client, key.headers, world.flight.id, fare_class="Q")
    response = await book(client, key.headers, light["quote_id"], [passenger(seat_number="8C")])
    assert response.status_code == 422
    assert response.json()["detail"] == "Seat selection is not allowed by the fare"
    for seat, message in (("1A", "business cabin"), ("11A", "not in the cabin")):
        quoted = await quote(client, key.headers, world.flight.id, fare_class="Y")
        response = await book(
            client, key.headers, quoted["quote_id"], [passenger(seat_number=seat)]
        )
        assert response.status_code == 422, seat
        assert message in response.json()["detail"]


async def test_an_infant_takes_no_seat_and_two_passengers_not_one(client, db):
    world = await seat_world(db)
    key = await create_api_key(db)
    pax = [{"type": "adult", "count": 1}, {"type": "infant", "count": 1}]
    quoted = await quote(client, key.headers, world.flight.id, pax=pax, fare_class="Y")
    baby = passenger("infant", first_name="AIDA", age=1, seat_number="8D")
    response = await book(client, key.headers, quoted["quote_id"], [passenger(), baby])
    assert response.status_code == 422
    assert "infant" in response.json()["detail"]
    two = await quote(
        client, key.headers, world.flight.id, pax=[{"type": "adult", "count": 2}], fare_class="Y"
    )
    same = [passenger(seat_number="8D"), passenger(first_name="ASEL", seat_number="8D")]
    response = await book(client, key.headers, two["quote_id"], same)
    assert response.status_code == 422


async def test_fifty_bookings_racing_for_one_seat_give_it_once(app, app_factory, db):
    world = await seat_world(db)
    keys = [await create_api_key(db) for _ in range(4)]  # 30 bookings a minute per key
    second = app_factory()
    async with client_for(app) as one, client_for(second) as two:
        quotes = [
            await quote(one, keys[n % 4].headers, world.flight.id, fare_class="Y")
            for n in range(50)
        ]
        responses = await asyncio.gather(
            *(
                book(
                    (one, two)[n % 2],
                    keys[n % 4].headers,
                    q["quote_id"],
                    [passenger(seat_number="7B")],
                )
                for n, q in enumerate(quotes)
            )
        )
    assert sorted(r.status_code for r in responses) == [201] + [409] * 49


async def test_a_seat_comes_back_when_the_booking_is_cancelled(client, db):
    world = await seat_world(db)
    key = await create_api_key(db)
    quoted = await quote(client, key.headers, world.flight.id, fare_class="Y")
    booking = (
        await book(client, key.headers, quoted["quote_id"], [passenger(seat_number="5B")])
    ).json()
    confirmed = await client.post(f"{BOOKINGS}/{booking['id']}/confirm", headers=key.headers)
    assert confirmed.status_code == 200
    cancelled = await client.post(f"{BOOKINGS}/{booking['id']}/cancel", headers=key.headers)
    assert cancelled.status_code == 200
    again = await quote(client, key.headers, world.flight.id, fare_class="Y")
    response = await book(client, key.headers, again["quote_id"], [passenger(seat_number="5B")])
    assert response.status_code == 201, response.text


async def test_offers_are_counted_once_and_special_requests_by_the_ssr_rules(client, db):
    world = await seat_world(db)
    await create_ssr(db, "XBAG", "25")
    await create_ssr(db, "WCHR", "0")
    await create_ssr(db, "PETC", "40")
    await create_ssr_rule(db, "PETC", "available", max_per_flight=1)
    await create_ssr(db, "UMNR", "50")
    await create_ssr_rule(db, "UMNR", "restricted", route_id=world.route.id)
    await db.commit()
    key = await create_api_key(db)
    quoted = await quote(
        client, key.headers, world.flight.id, fare_class="Y", offers=[{"offer_id": "XBAG"}]
    )
    assert Decimal(quoted["net"]) == Decimal("125.00")
    response = await book(
        client,
        key.headers,
        quoted["quote_id"],
        offers=[{"offer_id": "XBAG"}],
        special_requests=["petc", "WCHR"],
    )
    assert response.status_code == 201, response.text
    booking = response.json()
    assert Decimal(str(booking["total_amount"])) == Decimal("125.00") + Decimal("40.00")
    assert sorted((i["kind"], i["code"]) for i in booking["items"]) == [
        ("offer", "XBAG"),
        ("special_request", "PETC"),
        ("special_request", "WCHR"),
    ]
    second = await quote(client, key.headers, world.flight.id, fare_class="Y")
    over = await book(client, key.headers, second["quote_id"], special_requests=["PETC"])
    assert over.status_code == 409, over.text
    assert "at most 1 per flight" in over.json()["detail"]
    restricted = await book(client, key.headers, second["quote_id"], special_requests=["UMNR"])
    assert restricted.status_code == 422
    assert "restricted" in restricted.json()["detail"]


async def test_offers_sent_with_a_quote_add_to_the_total_once_each(client, db):
    """Issue 21 point 7 (spec 01 §4.5 rule 6): offers sent with a quote (variant A) sum into
    ``total_amount``, each unit once: the quote's are already in its ``net``, the rest are
    added (a code it did not price, or more units than it priced)."""
    world = await seat_world(db)
    await create_ssr(db, "XBAG", "25")
    await create_ssr(db, "MEAL", "10", category="meal")
    await db.commit()
    key = await create_api_key(db)
    bare = await quote(client, key.headers, world.flight.id, fare_class="Y")
    response = await book(
        client,
        key.headers,
        bare["quote_id"],
        offers=[{"offer_id": "XBAG", "qty": 2}, {"code": "meal"}],
    )
    assert response.status_code == 201, response.text
    booking = response.json()
    assert Decimal(str(booking["total_amount"])) == Decimal("100.00") + 2 * 25 + 10
    assert sorted(i["code"] for i in booking["items"]) == ["MEAL", "XBAG", "XBAG"]
    assert sum(Decimal(i["amount"]) for i in booking["items"]) == Decimal("60.00")

    priced = await quote(
        client, key.headers, world.flight.id, fare_class="Y", offers=[{"offer_id": "XBAG"}]
    )
    assert Decimal(priced["net"]) == Decimal("125.00")
    response = await book(
        client,
        key.headers,
        priced["quote_id"],
        offers=[{"offer_id": "XBAG", "qty": 2}, {"offer_id": "MEAL"}],
    )
    assert response.status_code == 201, response.text
    booking = response.json()
    assert Decimal(str(booking["total_amount"])) == Decimal("125.00") + 25 + 10
    assert sorted(i["code"] for i in booking["items"]) == ["MEAL", "XBAG", "XBAG"]
    again = await quote(
        client, key.headers, world.flight.id, fare_class="Y", offers=[{"offer_id": "XBAG"}]
    )
    same = await book(client, key.headers, again["quote_id"], offers=[{"offer_id": "XBAG"}])
    assert Decimal(str(same.json()["total_amount"])) == Decimal("125.00")


async def test_offers_the_fare_allows_are_sold_at_their_price_not_included(
    client, app, db, admin_headers
):
    """Issue 33 point 2 (spec 01 §2.5, §2.6, §4.5 rule 6): a code the fare's
    ``allowed_ssr_codes`` lists may be sold on it; that does not make it free. The quote
    prices it (its rule's or the catalog's price) and the booking, its payment, its items
    and the reconciliation follow; only an SSR rule's ``included`` makes a service part of
    the fare (``included_in_fare``, ``included_reason``)."""
    world = await build_world(db, currency="KGS")
    world.classic_rule.allowed_ssr_codes = ["XBAG", "VGML", "LOUG"]
    await create_ssr(db, "XBAG", "2500", currency="KGS", is_paid=True)
    await create_ssr(db, "VGML", "450.50", currency="KGS", category="meal", is_paid=True)
    await create_ssr(db, "LOUG", "1800", currency="KGS", is_paid=True)
    await create_ssr_rule(
        db, "LOUG", "included", fare_family_code="CLASSIC", included_reason="Lounge in CLASSIC"
    )
    await db.commit()
    key = await create_api_key(db, client_type="consumer_app")
    offers = [{"offer_id": "XBAG"}, {"offer_id": "VGML"}]
    bare = await quote(client, key.headers, world.flight.id, fare_class="Y")
    quoted = await quote(
        client, key.headers, world.flight.id, fare_class="Y", offers=[*offers, {"offer_id": "LOUG"}]
    )

    net = Decimal(bare["net"]) + Decimal("2500") + Decimal("450.50")
    assert Decimal(quoted["net"]) == net
    lines = {
        line["metadata"]["code"]: line
        for line in quoted["line_items"]
        if line["type"] == "ancillary"
    }
    assert {code: line["amount"] for code, line in lines.items()} == {
        "XBAG": "2500.00",
        "VGML": "450.50",
        "LOUG": "0.00",
    }
    assert [lines[c]["metadata"]["included_in_fare"] for c in ("XBAG", "VGML", "LOUG")] == [
        False,
        False,
        True,
    ]
    assert lines["LOUG"]["metadata"]["included_reason"] == "Lounge in CLASSIC"
    assert "included_reason" not in lines["XBAG"]["metadata"]

    response = await book(client, key.headers, quoted["quote_id"], offers=offers)
    assert response.status_code == 201, response.text
    booking = response.json()
    assert Decimal(str(booking["total_amount"])) == net
    assert sorted((i["code"], Decimal(str(i["amount"]))) for i in booking["items"]) == [
        ("LOUG", Decimal(0)),
        ("VGML", Decimal("450.50")),
        ("XBAG", Decimal("2500")),
    ]

    paid = await card_paid(client, app, db, key, booking)
    assert (paid["status"], paid["payment_status"]) == ("confirmed", "paid")
    [payment] = paid["payments"]
    assert Decimal(str(payment["amount"])) == net
    sold = await items_of(client, admin_headers, booking["id"])
    assert sum(Decimal(str(i["amount"])) for i in sold["items"]) == net
    by_code = {i["code"]: Decimal(str(i["amount"])) for i in sold["items"] if i["code"]}
    assert (by_code["XBAG"], by_code["VGML"]) == (Decimal("2500"), Decimal("450.50"))
    assert (await reconciled(client, admin_headers))["balanced"] is True
