"""Refunds (spec 01 §3.1 cancel of a paid booking, refund-consumer, /{id}/refund, §4.9
payment refunds; spec 02 §6.1 booking.cancelled with refund_amount, booking.refunded):
never more than was paid, to the wallet at once, by card when the provider reports it."""

import asyncio
from decimal import Decimal

from sqlalchemy import update

from tarmac.bookings.models import BookingSegment
from tarmac.core import clock
from tests.bookings.helpers import BOOKINGS, advance_clock, booked, events, passenger
from tests.conftest import client_for
from tests.factories import create_api_key, create_partner
from tests.payments.helpers import (
    assert_ledgers_balance,
    card_paid,
    lines,
    top_up,
    wallets,
)
from tests.pricing.world import build_world

RUN_DUE = "/api/v1/admin/test-clock/run-due"
CLASSIC_FEE = 20.0  # per passenger (tests.pricing.world)


async def wallet_paid(client, db, admin_headers, world, passengers=1):
    partner = await create_partner(db)
    key = await create_api_key(db, partner_id=partner.id)
    await top_up(client, admin_headers, partner.id, "1000.00")
    booking = await booked(
        client,
        key,
        world,
        passengers=[passenger(first_name=f"P{'X' * n}") for n in range(passengers)],
    )
    paid = await client.post(f"{BOOKINGS}/{booking['id']}/pay-with-balance", headers=key.headers)
    assert paid.status_code == 200, paid.text
    return partner, key, paid.json()


async def test_cancelling_a_wallet_paid_booking_refunds_the_fare_to_the_wallet_at_once(
    client, db, admin_headers
):
    world = await build_world(db, with_light=False)
    partner, key, booking = await wallet_paid(client, db, admin_headers, world, passengers=2)
    total = booking["total_amount"]

    response = await client.post(f"{BOOKINGS}/{booking['id']}/cancel", headers=key.headers)

    assert response.status_code == 200, response.text
    cancelled = response.json()
    # refunded at once to the wallet: all the cancellation gives back is back (spec 01 §3.1)
    assert cancelled["status"] == "cancelled" and cancelled["payment_status"] == "refunded"
    refund = total - 2 * CLASSIC_FEE
    assert cancelled["payments"][0]["refunded_amount"] == refund
    (event,) = await events(db, "booking.cancelled")
    assert Decimal(str(event["refund_amount"])) == Decimal(str(refund))
    (refunded,) = await events(db, "booking.refunded")
    assert Decimal(str(refunded["refund_amount"])) == Decimal(str(refund))
    newest = await lines(client, key, partner.id)
    assert (newest[0]["transaction_type"], newest[0]["amount"]) == ("REFUND", refund)
    assert (await wallets(client, key, partner.id))["USD"]["balance"] == 1000 - 2 * CLASSIC_FEE
    await assert_ledgers_balance(client, admin_headers)


async def test_cancelling_a_card_paid_booking_is_refund_pending_until_the_provider_reports(
    client, app, db, admin_headers
):
    world = await build_world(db, with_light=False)
    key = await create_api_key(db, client_type="consumer_app")
    booking = await card_paid(client, app, db, key, await booked(client, key, world))

    response = await client.post(f"{BOOKINGS}/{booking['id']}/cancel", headers=key.headers)

    assert response.json()["payment_status"] == "refund_pending"
    assert await events(db, "booking.refunded") == []
    waiting = await client.get(
        "/api/v1/admin/refunds", params={"status": "PENDING"}, headers=admin_headers
    )
    (pending,) = waiting.json()["data"]
    assert pending["booking_id"] == booking["id"] and pending["kind"] == "cancellation"
    await client.post(RUN_DUE, headers=admin_headers)  # the sandbox's bank answers
    staff = await client.get(
        f"/api/v1/admin/bookings/{booking['id']}/refunds", headers=admin_headers
    )
    assert [(r["refund_id"], r["status"]) for r in staff.json()] == [
        (pending["refund_id"], "SUCCEEDED")
    ]
    read = (await client.get(f"{BOOKINGS}/{booking['id']}", headers=key.headers)).json()
    # the cancellation fee was kept, and what the cancellation gives back is back: refunded,
    # never paid again (spec 01 §3.1: refund_pending, then refunded)
    assert read["payment_status"] == "refunded"
    (refunded,) = await events(db, "booking.refunded")
    assert Decimal(str(refunded["refund_amount"])) == Decimal(
        str(booking["total_amount"] - CLASSIC_FEE)
    )


async def refund_consumer(client, app, booking, token_booking=None):
    token = app.state.token_signer.magic_link_token((token_booking or booking)["id"], 3600)
    return await client.post(
        f"{BOOKINGS}/{booking['id']}/refund-consumer", params={"access_token": token}
    )


async def test_refund_consumer_gives_classic_less_its_fee_and_flex_in_full(client, app, db):
    world = await build_world(db, with_light=False)
    key = await create_api_key(db, client_type="consumer_app")
    classic = await card_paid(client, app, db, key, await booked(client, key, world))

    refunded = await refund_consumer(client, app, classic)

    assert refunded.status_code == 200, refunded.text
    body = refunded.json()
    assert body["fare_family"] == "CLASSIC" and body["status"] == "cancelled"
    assert body["refund_amount"] == classic["total_amount"] - CLASSIC_FEE
    # spec 01 §3.1: refund-consumer leaves it refunded (a cancel: refund_pending first),
    # while the card refund itself still waits for the provider
    assert body["payment_status"] == "refunded"
    assert [r["status"] for r in body["refunds"]] == ["PENDING"]
    assert (await refund_consumer(client, app, classic)).status_code == 400  # cancelled now

    flex = await card_paid(client, app, db, key, await booked(client, key, world))
    await db.execute(
        update(BookingSegment)
        .where(BookingSegment.booking_id == flex["id"])
        .values(fare_family_code="FLEX")
    )
    await db.commit()
    full = await refund_consumer(client, app, flex)
    assert full.status_code == 200 and full.json()["refund_amount"] == flex["total_amount"]

    unpaid = await booked(client, key, world)
    refused = await refund_consumer(client, app, unpaid)
    assert refused.status_code == 400 and "not paid" in refused.json()["detail"]
    other = await card_paid(client, app, db, key, await booked(client, key, world))
    assert (await refund_consumer(client, app, other, token_booking=unpaid)).status_code == 403


async def test_refund_consumer_refuses_a_light_fare(client, app, db):
    world = await build_world(db)
    key = await create_api_key(db, client_type="consumer_app")
    light = await card_paid(client, app, db, key, await booked(client, key, world))
    assert light["segments"][0]["fare_family"] == "LIGHT"

    refused = await refund_consumer(client, app, light)

    assert refused.status_code == 400 and "not refundable" in refused.json()["detail"]
    read = (await client.get(f"{BOOKINGS}/{light['id']}", headers=key.headers)).json()
    assert read["status"] == "confirmed" and read["payment_status"] == "paid"


async def test_the_clients_booking_refund_cancels_and_gives_back_by_fare(client, db, admin_headers):
    world = await build_world(db, with_light=False)
    _partner, key, booking = await wallet_paid(client, db, admin_headers, world)
    headers = {**key.headers, "X-Idempotency-Key": "refund-booking-0001"}

    first = await client.post(
        f"{BOOKINGS}/{booking['id']}/refund", json={"reason": "asked"}, headers=headers
    )
    repeat = await client.post(
        f"{BOOKINGS}/{booking['id']}/refund", json={"reason": "asked"}, headers=headers
    )

    assert first.status_code == 200, first.text
    assert repeat.content == first.content
    body = first.json()
    assert body["status"] == "cancelled" and body["payment_status"] == "refunded"
    assert body["refund_amount"] == booking["total_amount"] - CLASSIC_FEE
    (refund,) = body["refunds"]
    assert refund["status"] == "SUCCEEDED" and refund["kind"] == "booking"
    assert len(await events(db, "booking.refunded")) == 1
    await assert_ledgers_balance(client, admin_headers)


async def test_a_clients_part_refunds_stay_within_the_fare_and_the_last_ends_the_tickets(
    client, db, admin_headers
):
    world = await build_world(db, with_light=False)
    _partner, key, booking = await wallet_paid(client, db, admin_headers, world)
    (payment,) = booking["payments"]
    path = f"/api/v1/payments/{payment['payment_id']}/refund"
    allowed = payment["amount"] - CLASSIC_FEE  # what the CLASSIC fare gives back

    first = await client.post(path, json={"amount": 30, "reason": "no meal"}, headers=key.headers)
    assert first.status_code == 200 and first.json()["status"] == "SUCCEEDED"
    read = (await client.get(f"{BOOKINGS}/{booking['id']}", headers=key.headers)).json()
    assert read["status"] == "confirmed" and read["payment_status"] == "paid"
    too_much = await client.post(path, json={"amount": allowed - 29}, headers=key.headers)
    assert too_much.status_code == 400 and f"{allowed - 30:.2f}" in too_much.json()["detail"]
    assert (await client.post(path, json={"amount": 0}, headers=key.headers)).status_code == 422
    rest = await client.post(path, json={"amount": allowed - 30}, headers=key.headers)
    assert rest.status_code == 200
    read = (await client.get(f"{BOOKINGS}/{booking['id']}", headers=key.headers)).json()
    # all the fare gives back is back: the tickets' value returned, the booking cancelled
    assert read["status"] == "cancelled" and read["payment_status"] == "refunded"
    assert {c["status"] for t in read["tickets"] for c in t["coupons"]} == {"REFUNDED"}
    assert read["payments"][0]["refunded_amount"] == allowed
    assert (await client.post(path, json={"amount": 1}, headers=key.headers)).status_code == 400
    await assert_ledgers_balance(client, admin_headers)


async def test_the_airline_refunds_beyond_the_fare_but_never_beyond_what_was_paid(
    client, db, admin_headers
):
    world = await build_world(db)  # LIGHT: the fare gives nothing back
    _partner, key, booking = await wallet_paid(client, db, admin_headers, world)
    (payment,) = booking["payments"]
    assert booking["segments"][0]["fare_family"] == "LIGHT"
    client_path = f"/api/v1/payments/{payment['payment_id']}/refund"
    airline_path = f"/api/v1/admin/payments/{payment['payment_id']}/refund"

    refused = await client.post(client_path, json={"amount": 10}, headers=key.headers)
    assert refused.status_code == 400 and "LIGHT" in refused.json()["detail"]
    goodwill = await client.post(airline_path, json={"amount": 10}, headers=admin_headers)
    assert goodwill.status_code == 200, goodwill.text
    read = (await client.get(f"{BOOKINGS}/{booking['id']}", headers=key.headers)).json()
    assert read["status"] == "confirmed"  # a goodwill part: the tickets stay valid
    too_much = await client.post(
        airline_path, json={"amount": payment["amount"]}, headers=admin_headers
    )
    assert too_much.status_code == 422
    rest = await client.post(
        airline_path, json={"amount": payment["amount"] - 10}, headers=admin_headers
    )
    assert rest.status_code == 200, rest.text
    read = (await client.get(f"{BOOKINGS}/{booking['id']}", headers=key.headers)).json()
    assert read["status"] == "cancelled" and read["payment_status"] == "refunded"
    assert {c["status"] for t in read["tickets"] for c in t["coupons"]} == {"REFUNDED"}
    await assert_ledgers_balance(client, admin_headers)


async def test_a_part_refund_then_a_cancel_still_keeps_the_cancellation_fee(
    client, db, admin_headers
):
    world = await build_world(db, with_light=False)
    _partner, key, booking = await wallet_paid(client, db, admin_headers, world)
    (payment,) = booking["payments"]
    part = await client.post(
        f"/api/v1/payments/{payment['payment_id']}/refund", json={"amount": 40}, headers=key.headers
    )
    assert part.status_code == 200, part.text

    response = await client.post(f"{BOOKINGS}/{booking['id']}/cancel", headers=key.headers)

    assert response.status_code == 200, response.text
    cancelled = response.json()
    assert cancelled["payments"][0]["refunded_amount"] == payment["amount"] - CLASSIC_FEE
    assert cancelled["payment_status"] == "refunded"
    (event,) = await events(db, "booking.cancelled")
    assert Decimal(str(event["refund_amount"])) == Decimal(
        str(payment["amount"] - CLASSIC_FEE - 40)
    )
    await assert_ledgers_balance(client, admin_headers)


async def test_no_refund_once_the_trip_has_left_but_the_airline_may(client, db, admin_headers):
    world = await build_world(db, with_light=False, outbound_days=1)
    _partner, key, booking = await wallet_paid(client, db, admin_headers, world)
    (payment,) = booking["payments"]
    leaves = world.flight.scheduled_departure
    await advance_clock(client, admin_headers, int((leaves - clock.now()).total_seconds()) + 60)

    for refused in (
        await client.post(f"{BOOKINGS}/{booking['id']}/cancel", headers=key.headers),
        await client.post(f"{BOOKINGS}/{booking['id']}/refund", headers=key.headers),
        await client.post(
            f"/api/v1/payments/{payment['payment_id']}/refund",
            json={"amount": 5},
            headers=key.headers,
        ),
    ):
        assert refused.status_code == 400 and "departed" in refused.json()["detail"]
    read = (await client.get(f"{BOOKINGS}/{booking['id']}", headers=key.headers)).json()
    assert read["status"] == "confirmed" and read["payments"][0]["refunded_amount"] == 0
    airline = await client.post(
        f"/api/v1/admin/payments/{payment['payment_id']}/refund",
        json={"amount": 5, "reason": "delay compensation"},
        headers=admin_headers,
    )
    assert airline.status_code == 200, airline.text


async def test_simultaneous_refunds_give_back_at_most_what_was_paid(
    app, app_factory, db, admin_headers
):
    world = await build_world(db, with_light=False)
    second = app_factory()
    async with client_for(app) as one, client_for(second) as two:
        partner, key, booking = await wallet_paid(one, db, admin_headers, world)
        (payment,) = booking["payments"]
        part = 30
        responses = await asyncio.gather(
            *(
                (one, two)[n % 2].post(
                    f"/api/v1/payments/{payment['payment_id']}/refund",
                    json={"amount": part},
                    headers=key.headers,
                )
                for n in range(10)
            )
        )
        granted = [r for r in responses if r.status_code == 200]
        # never beyond what the fare gives back (nor, a fortiori, what was paid)
        assert {r.status_code for r in responses} <= {200, 400}
        assert len(granted) == int((payment["amount"] - CLASSIC_FEE) // part)
        wallet = (await wallets(one, key, partner.id))["USD"]
        assert wallet["balance"] == 1000 - payment["amount"] + len(granted) * part
        await assert_ledgers_balance(one, admin_headers)


async def test_a_part_refund_of_a_wallet_payment_takes_back_its_share_of_the_commission(
    client, db, admin_headers
):
    world = await build_world(db, with_light=False)
    partner = await create_partner(db)
    key = await create_api_key(db, partner_id=partner.id)
    await top_up(client, admin_headers, partner.id, "1000.00")
    rule = {
        "partner_id": str(partner.id),
        "commission_name": "10%",
        "applies_to": "global",
        "percentage": "10",
        "effective_date": "2026-01-01",
    }
    created = await client.post("/api/v1/admin/commission-rules", json=rule, headers=admin_headers)
    assert created.status_code == 201
    booking = await booked(client, key, world)
    paid = (
        await client.post(f"{BOOKINGS}/{booking['id']}/pay-with-balance", headers=key.headers)
    ).json()
    (payment,) = paid["payments"]
    quarter = payment["amount"] / 4

    refunded = await client.post(
        f"/api/v1/payments/{payment['payment_id']}/refund",
        json={"amount": quarter},
        headers=key.headers,
    )

    assert refunded.status_code == 200
    newest = await lines(client, key, partner.id)
    assert [(t["transaction_type"], t["purpose"], t["amount"]) for t in newest[:2]] == [
        ("ADJUSTMENT", "commission_reversal", -round(paid["commission_amount"] / 4, 2)),
        ("REFUND", "booking_refund", quarter),
    ]
    await assert_ledgers_balance(client, admin_headers)


async def test_cancelling_an_externally_paid_booking_records_the_refund_its_client_gives(
    client, db
):
    world = await build_world(db, with_light=False)
    key = await create_api_key(db, client_type="consumer_app", scopes=["payments:confirm-external"])
    booking = await booked(client, key, world)
    reported = await client.post(
        "/api/v1/payments/webhooks/external",
        json={"booking_id": booking["id"], "provider": "elsom", "transaction_id": "TX-9"},
        headers=key.headers,
    )
    assert reported.json()["status"] == "created"

    cancelled = await client.post(f"{BOOKINGS}/{booking['id']}/cancel", headers=key.headers)

    body = cancelled.json()
    assert body["status"] == "cancelled" and body["payment_status"] == "refunded"
    assert body["payments"][0]["refunded_amount"] == booking["total_amount"] - CLASSIC_FEE
    (refunded,) = await events(db, "booking.refunded")
    assert Decimal(str(refunded["refund_amount"])) == Decimal(
        str(booking["total_amount"] - CLASSIC_FEE)
    )


async def test_a_refund_racing_a_cancel_never_gives_back_more_than_the_fare_does(
    app, app_factory, db, admin_headers
):
    world = await build_world(db, with_light=False)
    second = app_factory()
    async with client_for(app) as one, client_for(second) as two:
        _partner, key, booking = await wallet_paid(one, db, admin_headers, world)
        (payment,) = booking["payments"]
        allowed = payment["amount"] - CLASSIC_FEE

        refund, cancel = await asyncio.gather(
            one.post(
                f"/api/v1/payments/{payment['payment_id']}/refund",
                json={"amount": 50},
                headers=key.headers,
            ),
            two.post(f"{BOOKINGS}/{booking['id']}/cancel", headers=key.headers),
        )

        assert cancel.status_code == 200, cancel.text
        assert refund.status_code in (200, 400), refund.text
        read = (await one.get(f"{BOOKINGS}/{booking['id']}", headers=key.headers)).json()
        assert read["status"] == "cancelled" and read["payment_status"] == "refunded"
        assert read["payments"][0]["refunded_amount"] == allowed  # the fee kept either way
        await assert_ledgers_balance(one, admin_headers)
