"""Services and seats added to a sold booking (``POST /api/v1/bookings/{id}/extras``): the
sale's own rules (SSR rules, seat zone prices, seat selection of the fare, the seat lock),
paid from the agency's wallet with the sale items and an EMD each, refunded by the fare
like the sale's.

The world (``tests.pricing.world``): CLASSIC (class Y) refundable with a cancellation fee of
20 and seat selection, LIGHT (Q) without; economy rows 3-10, exit row 6 (XL, 20 USD).
"""

import asyncio
import dataclasses
from decimal import Decimal

from tests.bookings.helpers import BOOKINGS, book, passenger, quote
from tests.conftest import client_for
from tests.exchanges.helpers import ExchangeWorld, exchange_world, flight_of, paid_booking, read
from tests.factories import create_api_key, create_partner
from tests.payments.helpers import top_up, wallets
from tests.payments.test_items_ledger import items_of, reconciled
from tests.pricing.factories import create_ssr, create_ssr_rule, create_zone_price


def dec(value) -> Decimal:
    return Decimal(str(value))


async def world(db, client, admin_headers) -> ExchangeWorld:
    ex = await exchange_world(db, client, admin_headers)
    await create_zone_price(db, "STD", "0", is_included=True)
    await create_zone_price(db, "XL", "20")
    await create_ssr(db, "XBAG", "25")
    await create_ssr(db, "UMNR", "50")
    await create_ssr_rule(db, "UMNR", "restricted", fare_family_code="CLASSIC")
    await db.commit()
    return ex


async def another_agency(db, client, admin_headers, ex: ExchangeWorld) -> ExchangeWorld:
    partner = await create_partner(db, "Other Travel")
    key = await create_api_key(db, partner_id=partner.id)
    await db.commit()
    await top_up(client, admin_headers, partner.id, "5000.00")
    return dataclasses.replace(ex, key=key, partner_id=partner.id)


def extras_of(booking: dict, *, services=(), seats=()) -> dict:
    who = booking["passengers"][0]["id"]
    return {
        "services": [{"passenger_id": who, "code": code} for code in services],
        "seats": [{"passenger_id": who, "seat_number": number} for number in seats],
    }


async def add(client, key, booking: dict, *, headers=None, **wanted):
    return await client.post(
        f"{BOOKINGS}/{booking['id']}/extras",
        json=extras_of(booking, **wanted),
        headers={**key.headers, **(headers or {})},
    )


async def balance(client, ex: ExchangeWorld) -> Decimal:
    return dec((await wallets(client, ex.key, ex.partner_id))["USD"]["balance"])


async def test_a_bag_and_a_seat_added_after_the_sale_are_charged_once_with_an_emd_each(
    client, db, admin_headers
):
    ex = await world(db, client, admin_headers)
    booking = await paid_booking(client, ex)
    before = await balance(client, ex)

    response = await add(client, ex.key, booking, services=["XBAG"], seats=["6A"])

    assert response.status_code == 200, response.text
    changed = response.json()
    assert dec(changed["total_amount"]) == dec(booking["total_amount"]) + 45
    assert [(i["kind"], i["code"], dec(i["amount"])) for i in changed["items"]] == [
        ("special_request", "XBAG", Decimal(25))
    ]
    assert changed["items"][0]["passenger_id"] == booking["passengers"][0]["id"]
    [seat] = changed["seats"]
    assert (seat["seat_number"], seat["zone"], dec(seat["seat_fee"])) == ("6A", "XL", 20)
    assert await balance(client, ex) == before - 45
    emds = {e["coupons"][0]["rfisc"]: e for e in changed["emds"]}
    assert set(emds) == {"0GO", "0B5"}  # the bag, the seat
    assert {e["emd_type"] for e in emds.values()} == {"EMD-A"}
    assert dec(emds["0GO"]["total_amount"]) == 25 and dec(emds["0B5"]["total_amount"]) == 20
    ticket = changed["tickets"][0]["ticket_number"]
    assert {e["in_connection_with"] for e in emds.values()} == {ticket}
    assert sum(dec(p["amount"]) for p in changed["payments"]) == dec(changed["total_amount"])
    assert changed["charges"] == booking["charges"]
    assert (await read(client, ex.key, booking["id"]))["seats"] == changed["seats"]

    sold = await items_of(client, admin_headers, booking["id"])
    assert dec(sold["held"]) == dec(changed["total_amount"])
    assert (await reconciled(client, admin_headers))["balanced"] is True

    # the seat is taken for everyone else
    other = await quote(client, ex.key.headers, ex.world.flight.id, fare_class="Y")
    taken = await book(client, ex.key.headers, other["quote_id"], [passenger(seat_number="6A")])
    assert taken.status_code == 409, taken.text


async def test_a_repeat_with_the_idempotency_key_is_charged_once(client, db, admin_headers):
    ex = await world(db, client, admin_headers)
    booking = await paid_booking(client, ex)
    before = await balance(client, ex)
    once = {"X-Idempotency-Key": "extras-after-sale-0001"}

    first = await add(client, ex.key, booking, services=["XBAG"], headers=once)
    again = await add(client, ex.key, booking, services=["XBAG"], headers=once)

    assert (first.status_code, again.status_code) == (200, 200)
    assert again.json() == first.json()
    assert await balance(client, ex) == before - 25


async def test_two_agencies_asking_for_one_seat_at_once_one_gets_it(
    app, app_factory, client, db, admin_headers
):
    ex = await world(db, client, admin_headers)
    other = await another_agency(db, client, admin_headers, ex)
    mine = await paid_booking(client, ex)
    theirs = await paid_booking(client, other)

    second = app_factory()
    async with client_for(app) as one, client_for(second) as two:
        answers = await asyncio.gather(
            add(one, ex.key, mine, seats=["7B"]), add(two, other.key, theirs, seats=["7B"])
        )

    assert sorted(a.status_code for a in answers) == [200, 409], [a.text for a in answers]
    lost = next(a for a in answers if a.status_code == 409)
    assert lost.json()["code"] == "seat_taken"
    holders = [
        (await read(client, agency.key, booking["id"]))["seats"]
        for agency, booking in ((ex, mine), (other, theirs))
    ]
    assert sorted(len(seats) for seats in holders) == [0, 1]
    assert (await reconciled(client, admin_headers))["balanced"] is True


async def test_a_taken_seat_a_restricted_ssr_or_a_fare_without_seat_selection_sell_nothing(
    client, db, admin_headers
):
    ex = await world(db, client, admin_headers)
    booking = await paid_booking(client, ex)
    other = await paid_booking(client, ex, passengers=[passenger(seat_number="8C")])
    before = await balance(client, ex)

    taken = await add(client, ex.key, booking, services=["XBAG"], seats=["8C"])
    assert (taken.status_code, taken.json()["code"]) == (409, "seat_taken")
    restricted = await add(client, ex.key, booking, services=["UMNR"])
    assert (restricted.status_code, restricted.json()["code"]) == (422, "restricted_ssr")
    unknown = await add(client, ex.key, booking, services=["ZZZZ"])
    assert unknown.status_code == 422, unknown.text
    again = await add(client, ex.key, other, seats=["9A"])
    assert (again.status_code, again.json()["code"]) == (409, "seat_already_chosen")
    light = await paid_booking(client, ex, fare_class="Q")
    refused = await add(client, ex.key, light, seats=["9A"])
    assert refused.status_code == 422
    assert refused.json()["detail"] == "Seat selection is not allowed by the fare"

    assert await balance(client, ex) == before - dec(light["total_amount"])
    after = await read(client, ex.key, booking["id"])
    assert (after["items"], after["seats"], after["emds"]) == ([], [], [])


async def test_a_pending_cancelled_or_another_agencys_booking_takes_nothing(
    client, db, admin_headers
):
    ex = await world(db, client, admin_headers)
    quoted = await quote(client, ex.key.headers, ex.world.flight.id, fare_class="Y")
    pending = (await book(client, ex.key.headers, quoted["quote_id"], [passenger()])).json()
    response = await add(client, ex.key, pending, services=["XBAG"])
    assert (response.status_code, response.json()["code"]) == (400, "extras_before_payment")
    assert "new quote" in response.json()["detail"]

    booking = await paid_booking(client, ex)
    other = await another_agency(db, client, admin_headers, ex)
    response = await add(client, other.key, booking, services=["XBAG"])
    assert (response.status_code, response.json()["code"]) == (403, "not_your_booking")

    cancelled = await client.post(f"{BOOKINGS}/{booking['id']}/cancel", headers=ex.key.headers)
    assert cancelled.status_code == 200, cancelled.text
    response = await add(client, ex.key, booking, seats=["6A"])
    assert (response.status_code, response.json()["code"]) == (400, "booking_final")

    consumer = await create_api_key(db, client_type="consumer_app")
    response = await add(client, consumer, booking, services=["XBAG"])
    assert response.status_code == 403


async def test_cancelling_refunds_what_was_added_as_the_fare_refunds_the_sale(
    client, db, admin_headers
):
    ex = await world(db, client, admin_headers)
    booking = await paid_booking(client, ex)
    added = await add(client, ex.key, booking, services=["XBAG"], seats=["6A"])
    assert added.status_code == 200, added.text
    total = dec(added.json()["total_amount"])
    before = await balance(client, ex)

    cancelled = await client.post(f"{BOOKINGS}/{booking['id']}/cancel", headers=ex.key.headers)

    assert cancelled.status_code == 200, cancelled.text
    # CLASSIC gives back the total less its cancellation fee (20): the bag and seat included
    assert await balance(client, ex) == before + total - 20
    after = await read(client, ex.key, booking["id"])
    assert {e["coupons"][0]["status"] for e in after["emds"]} == {"refunded"}
    sold = await items_of(client, admin_headers, booking["id"])
    assert dec(sold["refunded"]) == total - 20 and dec(sold["retained"]) == 20
    assert (await reconciled(client, admin_headers))["balanced"] is True
    # the seat is free again
    again = await quote(client, ex.key.headers, ex.world.flight.id, fare_class="Y")
    response = await book(client, ex.key.headers, again["quote_id"], [passenger(seat_number="6A")])
    assert response.status_code == 201, response.text


async def test_a_departed_or_cancelled_flight_takes_nothing_more(client, db, admin_headers):
    ex = await world(db, client, admin_headers)
    booking = await paid_booking(client, ex)
    flight = await flight_of(db, ex.world.flight.id)

    for status in ("departed", "cancelled"):
        flight.status = status
        await db.commit()
        response = await add(client, ex.key, booking, services=["XBAG"])
        assert (response.status_code, response.json()["code"]) == (400, "extras_flight_closed")
        assert status in response.json()["detail"]
    after = await read(client, ex.key, booking["id"])
    assert (after["items"], after["total_amount"]) == ([], booking["total_amount"])
