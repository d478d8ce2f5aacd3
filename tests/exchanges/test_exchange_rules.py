"""Exchange rules that need more than one request at a time, a coupon moved by check-in, a
full flight, a chain of exchanges, and the e-ticket (spec 01 §4.6 rules 4 to 7, §3.1)."""

import asyncio
from datetime import timedelta

from sqlalchemy import func, select

from tarmac.bookings.models import Booking
from tarmac.payments.models import Payment, Refund
from tarmac.ticketing import service as ticketing
from tarmac.ticketing.models import Coupon
from tests.bookings.helpers import BOOKINGS, advance_clock, sold
from tests.catalog.factories import create_flight, create_inventory
from tests.conftest import client_for
from tests.exchanges.helpers import (
    exchange_world,
    execute,
    paid_booking,
    preview,
    read,
    set_adult_price,
)
from tests.payments.helpers import assert_ledgers_balance
from tests.pricing.world import today
from tests.ticketing.test_eticket import read as read_pdf
from tests.ticketing.test_eticket import text_of


async def test_two_parallel_executes_of_one_booking_one_wins_the_other_400(
    app, app_factory, client, db, admin_headers
):
    ex = await exchange_world(db, client, admin_headers)
    booking = await paid_booking(client, ex)
    assert (await preview(client, ex.key, booking["id"], ex.other.id)).status_code == 200
    second = app_factory()
    async with client_for(app) as one, client_for(second) as two:
        responses = await asyncio.gather(
            execute(one, ex.key, booking["id"], ex.other.id),
            execute(two, ex.key, booking["id"], ex.other.id),
        )

    assert sorted(r.status_code for r in responses) == [200, 400], [r.text for r in responses]
    refused = next(r for r in responses if r.status_code == 400)
    assert "cancelled" in refused.json()["detail"]
    assert await db.scalar(select(func.count()).select_from(Booking)) == 2
    assert await sold(db, ex.world.flight.id, "Y") == 0
    assert await sold(db, ex.other.id, "Y") == 1


PAIRS = 6


async def test_exchanges_crossing_the_same_flights_all_succeed_and_count_exactly(
    app, app_factory, client, db, admin_headers
):
    """Bookings on flight 1 change to flight 2 while as many on flight 2 change to flight 1,
    all at once from two apps: none deadlocks, and the places add up."""
    ex = await exchange_world(db, client, admin_headers)
    there = [await paid_booking(client, ex) for _ in range(PAIRS)]
    back = [await paid_booking(client, ex, flight=ex.other) for _ in range(PAIRS)]
    for booking in there:
        assert (await preview(client, ex.key, booking["id"], ex.other.id)).status_code == 200
    for booking in back:
        assert (await preview(client, ex.key, booking["id"], ex.world.flight.id)).status_code == 200
    second = app_factory()
    async with client_for(app) as one, client_for(second) as two:
        responses = await asyncio.gather(
            *(
                execute((one, two)[n % 2], ex.key, b["id"], target)
                for n, (b, target) in enumerate(
                    (b, t)
                    for pair in zip(there, back, strict=True)
                    for b, t in ((pair[0], ex.other.id), (pair[1], ex.world.flight.id))
                )
            )
        )

    assert [r.status_code for r in responses] == [200] * 2 * PAIRS, [r.text for r in responses]
    assert await sold(db, ex.world.flight.id, "Y") == PAIRS
    assert await sold(db, ex.other.id, "Y") == PAIRS


async def test_a_checked_in_coupon_blocks_the_exchange_and_nothing_changes(
    client, db, admin_headers
):
    ex = await exchange_world(db, client, admin_headers)
    booking = await paid_booking(client, ex)
    assert (await preview(client, ex.key, booking["id"], ex.other.id)).status_code == 200
    coupon = await db.scalar(select(Coupon).where(Coupon.booking_id == booking["id"]))
    await ticketing.move(db, [coupon.id], "CHECKED_IN", actor="test", reason="check-in")
    await db.commit()

    response = await execute(client, ex.key, booking["id"], ex.other.id)

    assert response.status_code == 400, response.text
    assert "CHECKED_IN" in response.json()["detail"]
    assert (await read(client, ex.key, booking["id"]))["status"] == "confirmed"
    assert await sold(db, ex.other.id, "Y") == 0


async def test_a_full_target_flight_is_409_and_nothing_is_written(client, db, admin_headers):
    ex = await exchange_world(db, client, admin_headers)
    full = await create_flight(
        db, ex.world.route, ex.world.aircraft, today() + timedelta(days=14), number="TQ105"
    )
    await create_inventory(db, full, "Y", seats=1)
    await db.commit()
    booking = await paid_booking(client, ex)
    assert (await preview(client, ex.key, booking["id"], full.id)).status_code == 200
    await paid_booking(client, ex, flight=full)  # takes the last place

    response = await execute(client, ex.key, booking["id"], full.id)

    assert response.status_code == 409, response.text
    assert response.json()["detail"]["error"] == "insufficient_availability_no_book_up"
    assert (await read(client, ex.key, booking["id"]))["status"] == "confirmed"
    assert await sold(db, ex.world.flight.id, "Y") == 1
    assert await db.scalar(select(func.count()).select_from(Booking)) == 2


async def test_the_money_of_a_chain_a_b_c_adds_up_to_paid_less_refunded(client, db, admin_headers):
    """A (100) → B at 150: 80 to pay (50 + 30 penalty); B → C at 60: 150 - 60 - 30 = 60
    refunded. Paid 100 + 80, refunded 60: 120 = C's 60 + the two penalties kept."""
    ex = await exchange_world(db, client, admin_headers)
    third = await create_flight(
        db, ex.world.route, ex.world.aircraft, today() + timedelta(days=14), number="TQ105"
    )
    await create_inventory(db, third, "Y", seats=20)
    await db.commit()
    a = await paid_booking(client, ex)
    await set_adult_price(client, admin_headers, ex.world, "150")
    assert (await preview(client, ex.key, a["id"], ex.other.id)).json()["extra_amount"] == 80
    to_b = (await execute(client, ex.key, a["id"], ex.other.id)).json()
    b = await read(client, ex.key, to_b["new_booking_id"])
    assert b["amount_due"] == 80.0 and b["status"] == "pending"
    paid_b = await client.post(f"{BOOKINGS}/{b['id']}/pay-with-balance", headers=ex.key.headers)
    assert paid_b.status_code == 200, paid_b.text
    assert paid_b.json()["amount_due"] == 0
    await set_adult_price(client, admin_headers, ex.world, "60")
    shown = (await preview(client, ex.key, b["id"], third.id)).json()
    assert shown["original_total"] == b["total_amount"] == 150.0
    assert shown["refund_amount"] == 60.0

    to_c = await execute(client, ex.key, b["id"], third.id)

    assert to_c.status_code == 200, to_c.text
    c = await read(client, ex.key, to_c.json()["new_booking_id"])
    assert c["status"] == "confirmed" and c["amount_due"] == 0
    paid = await db.scalar(
        select(func.sum(Payment.amount)).where(
            Payment.booking_id.in_([a["id"], b["id"], c["id"]]), Payment.status == "COMPLETED"
        )
    )
    refunded = await db.scalar(select(func.sum(Refund.amount)).where(Refund.status == "SUCCEEDED"))
    penalties = 30 + 30
    assert paid - refunded == c["total_amount"] + penalties
    assert float(paid) == 180.0 and float(refunded) == 60.0
    for done in (a, b):
        assert (await read(client, ex.key, done["id"]))["amount_due"] == 0
    await assert_ledgers_balance(client, admin_headers)


async def test_the_eticket_of_an_exchanged_booking_names_the_ticket_it_replaced(
    client, db, admin_headers
):
    ex = await exchange_world(db, client, admin_headers)
    booking = await paid_booking(client, ex)
    await set_adult_price(client, admin_headers, ex.world, "70")  # refund: confirmed at once
    assert (await preview(client, ex.key, booking["id"], ex.other.id)).status_code == 200
    done = (await execute(client, ex.key, booking["id"], ex.other.id)).json()
    (old_ticket,) = booking["tickets"]

    response = await client.get(
        f"{BOOKINGS}/{done['new_booking_id']}/eticket", headers=ex.key.headers
    )

    assert response.status_code == 200, response.text
    text = text_of(read_pdf(response.content))
    assert f"в обмен на {old_ticket['ticket_number']}" in text  # the booking's language: ru
    (new_ticket,) = (await read(client, ex.key, done["new_booking_id"]))["tickets"]
    assert new_ticket["exchanged_from"] == old_ticket["ticket_number"]
    assert new_ticket["ticket_number"] in text


async def test_the_exchange_quote_governs_when_given(client, db, admin_headers):
    ex = await exchange_world(db, client, admin_headers)
    booking = await paid_booking(client, ex)
    departure = ex.world.flight.scheduled_departure.isoformat()
    quoted = await client.post(
        "/api/v1/fares/quote/exchange",
        json={
            "original_booking_id": booking["id"],
            "original_total_amount": str(booking["total_amount"]),
            "original_currency": "USD",
            "original_fare_rule_id": str(ex.world.classic_rule.id),
            "original_scheduled_departure": departure,
            "new_quote": {
                "flight_id": str(ex.other.id),
                "pax": [{"type": "adult", "count": 1}],
                "fare_class": "Y",
                "target_currency": "USD",
            },
        },
        headers=ex.key.headers,
    )
    assert quoted.status_code == 200, quoted.text
    figures = quoted.json()
    await set_adult_price(client, admin_headers, ex.world, "400")  # the quote's price stays

    shown = await preview(
        client, ex.key, booking["id"], ex.other.id, exchange_quote_id=figures["quote_id"]
    )

    assert shown.status_code == 200, shown.text
    assert shown.json()["extra_amount"] == float(figures["extra_to_charge"]) == 30.0
    assert shown.json()["penalty"] == float(figures["penalty"])
    wrong = await preview(
        client, ex.key, booking["id"], ex.world.return_flight.id,
        exchange_quote_id=figures["quote_id"],
    )  # fmt: skip
    assert wrong.status_code in (404, 422)
    done = await execute(
        client, ex.key, booking["id"], ex.other.id, exchange_quote_id=figures["quote_id"]
    )
    assert done.status_code == 200, done.text
    assert done.json()["extra_amount"] == 30.0


async def test_cancelling_an_exchanged_booking_refunds_its_fare_from_the_payments_that_paid_it(
    client, db, admin_headers
):
    """A (100, wallet) → B at 60: 100 - 60 - 30 = 10 refunded, B carries 60 of A's payment
    and has no payment of its own. Cancelling B refunds B's fare (60 less CLASSIC's 20
    fee) from A's payment, recorded as B's refund: 30 penalty and 20 fee kept."""
    ex = await exchange_world(db, client, admin_headers)
    a = await paid_booking(client, ex)
    await set_adult_price(client, admin_headers, ex.world, "60")
    assert (await preview(client, ex.key, a["id"], ex.other.id)).json()["refund_amount"] == 10
    to_b = (await execute(client, ex.key, a["id"], ex.other.id)).json()
    b_id = to_b["new_booking_id"]
    b = await read(client, ex.key, b_id)
    assert (b["status"], b["payment_status"], b["amount_due"]) == ("confirmed", "paid", 0)

    cancelled = await client.post(f"{BOOKINGS}/{b_id}/cancel", headers=ex.key.headers)

    assert cancelled.status_code == 200, cancelled.text
    b = await read(client, ex.key, b_id)
    assert (b["status"], b["payment_status"]) == ("cancelled", "refunded")
    on_b = (
        await db.execute(select(Refund.amount, Refund.payment_id).where(Refund.booking_id == b_id))
    ).all()
    a_payment = await db.scalar(select(Payment.id).where(Payment.booking_id == a["id"]))
    assert [(float(amount), payment) for amount, payment in on_b] == [(40.0, a_payment)]
    refunded = await db.scalar(select(func.sum(Refund.amount)).where(Refund.status == "SUCCEEDED"))
    assert float(refunded) == 10 + 40
    again = await client.post(f"{BOOKINGS}/{b_id}/cancel", headers=ex.key.headers)
    assert again.status_code == 400
    await assert_ledgers_balance(client, admin_headers)


async def test_a_difference_never_paid_with_the_old_places_sold_gives_the_carried_money_back(
    client, db, admin_headers
):
    """A (100, wallet) on a flight of one place → B at 150: 80 due, B pending; A's place is
    sold meanwhile. B lapses unpaid: A cannot be restored (issue 32), so the 70 carried
    over goes back as A's CLASSIC fare refunds a cancellation (70 less the 20 fee), once;
    the 30 penalty and the fee are kept."""
    ex = await exchange_world(db, client, admin_headers)
    small = await create_flight(
        db, ex.world.route, ex.world.aircraft, today() + timedelta(days=14), number="TQ105"
    )
    await create_inventory(db, small, "Y", seats=1)
    await db.commit()
    a = await paid_booking(client, ex, flight=small)
    await set_adult_price(client, admin_headers, ex.world, "150")
    assert (await preview(client, ex.key, a["id"], ex.other.id)).status_code == 200
    to_b = (await execute(client, ex.key, a["id"], ex.other.id)).json()
    assert to_b["payment_required"] is True and to_b["extra_amount"] == 80
    b_id = to_b["new_booking_id"]
    await paid_booking(client, ex, flight=small)  # takes A's place

    await advance_clock(client, admin_headers, 16 * 60)

    b = await read(client, ex.key, b_id)
    assert (b["status"], b["payment_status"]) == ("expired", "refunded")
    on_b = await db.scalars(select(Refund.amount).where(Refund.booking_id == b_id))
    assert [float(amount) for amount in on_b] == [50.0]
    await advance_clock(client, admin_headers, 16 * 60)
    assert await db.scalar(select(func.count()).select_from(Refund)) == 1
    a_payment = await db.scalar(select(Payment).where(Payment.booking_id == a["id"]))
    assert float(a_payment.amount - a_payment.refunded_amount) == 30 + 20
    assert (await read(client, ex.key, a["id"]))["status"] == "cancelled"
    await assert_ledgers_balance(client, admin_headers)
    money = await client.get("/api/v1/admin/reconciliation", headers=admin_headers)
    assert money.json()["balanced"] is True, money.text  # A's carried items: refunded, the fee kept


async def test_a_payment_provider_that_does_not_answer_is_502_and_the_exchange_is_undone(
    app_factory, client, db, admin_headers
):
    """Rule 7: 502 when a service the exchange depends on is unavailable. The difference's
    card payment cannot be started (the provider refuses connections): nothing changes."""
    ex = await exchange_world(db, client, admin_headers)
    a = await paid_booking(client, ex)
    await set_adult_price(client, admin_headers, ex.world, "150")
    unreachable = app_factory(
        payment_provider="stripe",
        stripe_secret_key="sk_test_unreachable",
        stripe_publishable_key="pk_test_unreachable",
        stripe_webhook_secret="whsec_unreachable",
        stripe_api_base="http://127.0.0.1:9",
        payment_timeout_seconds=2,
    )
    async with client_for(unreachable) as other:
        assert (await preview(other, ex.key, a["id"], ex.other.id)).status_code == 200

        response = await execute(other, ex.key, a["id"], ex.other.id)

    assert response.status_code == 502, response.text
    assert (await read(client, ex.key, a["id"]))["status"] == "confirmed"
    assert await db.scalar(select(func.count()).select_from(Booking)) == 1
    assert await sold(db, ex.other.id, "Y") == 0
    assert set(await db.scalars(select(Coupon.status))) == {"OPEN"}


async def test_exchanging_a_round_trip_changes_its_outbound_and_keeps_its_return(
    client, db, admin_headers
):
    """A round trip exchanged to another outbound flight keeps its return flight: the new
    booking flies both, priced together, and at unchanged prices only the penalty is due
    (the return's value is neither refunded nor dropped)."""
    ex = await exchange_world(db, client, admin_headers)
    a = await paid_booking(
        client, ex, quoted_with={"return_flight_id": str(ex.world.return_flight.id)}
    )
    assert len(a["tickets"][0]["coupons"]) == 2

    shown = await preview(client, ex.key, a["id"], ex.other.id)
    assert shown.status_code == 200, shown.text
    assert shown.json()["refund_amount"] == 0
    assert shown.json()["extra_amount"] == shown.json()["penalty"] > 0
    done = await execute(client, ex.key, a["id"], ex.other.id)

    assert done.status_code == 200, done.text
    b = await read(client, ex.key, done.json()["new_booking_id"])
    assert [s["flight_id"] for s in b["segments"]] == [
        str(ex.other.id),
        str(ex.world.return_flight.id),
    ]
    assert b["total_amount"] == a["total_amount"]


async def test_an_exchange_after_a_part_refund_carries_only_what_the_booking_still_holds(
    client, db, admin_headers
):
    """The random journeys found a booking part-refunded by its client, then exchanged at
    the value of its whole tickets: the money refunded was carried over a second time. The
    old value is what the booking's items still hold."""
    ex = await exchange_world(db, client, admin_headers)
    a = await paid_booking(client, ex)
    (payment,) = a["payments"]
    part = await client.post(
        f"/api/v1/payments/{payment['payment_id']}/refund",
        json={"amount": 20},
        headers=ex.key.headers,
    )
    assert part.status_code == 200, part.text

    shown = await preview(client, ex.key, a["id"], ex.other.id)

    assert shown.status_code == 200, shown.text
    assert shown.json()["original_total"] == a["total_amount"] - 20
    done = await execute(client, ex.key, a["id"], ex.other.id)
    assert done.status_code == 200, done.text
    new_id = done.json()["new_booking_id"]
    paid = await client.post(f"{BOOKINGS}/{new_id}/pay-with-balance", headers=ex.key.headers)
    assert paid.status_code == 200, paid.text
    money = await client.get("/api/v1/admin/reconciliation", headers=admin_headers)
    assert money.json()["balanced"] is True, money.text
