"""An exchange that does not complete gives the old ticket back (issue 32, case 3): the new
booking of an exchange to a dearer flight waits for its difference; cancelled (any cancel
path) or lapsed before it is paid, the booking it replaced is restored as it was, once;
when its places were sold meanwhile, the money carried over goes back as the lapse gives
it."""

import asyncio
import uuid
from datetime import timedelta

from sqlalchemy import func, select

from tarmac.admin import sandbox_clock
from tarmac.bookings.models import BookingEvent
from tarmac.inventory.models import SeatAssignment
from tarmac.payments.models import Payment, Refund
from tarmac.ticketing.models import CouponMove
from tarmac.worker import Worker, load_tasks
from tests.bookings.helpers import BOOKINGS, advance_clock, events, passenger, sold
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
from tests.payments.helpers import assert_ledgers_balance, wallets
from tests.pricing.factories import create_zone_price
from tests.pricing.world import today

SEAT = "6A"


async def _exchanged_unpaid(client, db, admin_headers):
    """A (CLASSIC, seat 6A, paid from the wallet) exchanged to a dearer flight: B pending
    with its difference to pay, A cancelled with its coupon EXCHANGED."""
    ex = await _seated_world(client, db, admin_headers)
    return await _exchanged_unpaid_on(client, db, admin_headers, ex, ex.world.flight)


async def _seated_world(client, db, admin_headers):
    """The exchange world with seat prices (an XL seat such as 6A: 20)."""
    ex = await exchange_world(db, client, admin_headers)
    await create_zone_price(db, "STD", "0", is_included=True)
    await create_zone_price(db, "XL", "20")
    await db.commit()
    return ex


async def _exchanged_unpaid_on(client, db, admin_headers, ex, flight):
    a = await paid_booking(client, ex, passengers=[passenger(seat_number=SEAT)], flight=flight)
    await set_adult_price(client, admin_headers, ex.world, "150")
    assert (await preview(client, ex.key, a["id"], ex.other.id)).status_code == 200
    done = await execute(client, ex.key, a["id"], ex.other.id)
    assert done.status_code == 200, done.text
    assert done.json()["payment_required"] is True
    old = await read(client, ex.key, a["id"])
    assert old["status"] == "cancelled" and _coupons(old) == {"EXCHANGED"}
    return ex, a, done.json()["new_booking_id"]


def _coupons(booking: dict) -> set[str]:
    return {c["status"] for t in booking["tickets"] for c in t["coupons"]}


async def _assert_restored(client, db, ex, a: dict, b_id: str, balance_before: float) -> None:
    """A as it was: confirmed and paid, its tickets issued and coupons OPEN (one recorded
    move back each), its place and seat held again; its money untouched, no refund; B
    carries nothing any more."""
    old = await read(client, ex.key, a["id"])
    assert (old["status"], old["payment_status"]) == ("confirmed", "paid")
    assert old["cancelled_at"] is None
    assert _coupons(old) == {"OPEN"}
    assert {t["status"] for t in old["tickets"]} == {"issued"}
    assert [t["ticket_number"] for t in old["tickets"]] == [
        t["ticket_number"] for t in a["tickets"]
    ]
    back = (
        await db.execute(
            select(CouponMove.from_status, CouponMove.to_status, CouponMove.reason).where(
                CouponMove.to_status == "OPEN"
            )
        )
    ).all()
    assert [(f, t) for f, t, _ in back] == [("EXCHANGED", "OPEN")]
    assert "exchange undone" in back[0][2]
    assert await sold(db, a["flight_id"], "Y") == 1
    assert await sold(db, ex.other.id, "Y") == 0
    seat = await db.scalar(
        select(SeatAssignment).where(
            SeatAssignment.flight_id == a["flight_id"], SeatAssignment.seat_number == SEAT
        )
    )
    assert (str(seat.holder), seat.status) == (a["id"], "taken")
    assert await db.scalar(select(func.count()).select_from(Refund)) == 0
    payment = await db.scalar(select(Payment).where(Payment.booking_id == a["id"]))
    assert (payment.amount, payment.refunded_amount) == (a["total_amount"], 0)
    assert old["amount_due"] == 0
    after = (await wallets(client, ex.key, ex.partner_id))["USD"]["balance"]
    assert after == balance_before
    new = await read(client, ex.key, b_id)
    assert new["payment_status"] == "unpaid" and new["amount_due"] == 0
    assert await sold(db, ex.other.id, "Y") == 0
    reinstated = await events(db, "booking.reinstated")
    assert [e["booking_id"] for e in reinstated] == [a["id"]]
    assert reinstated[0]["exchange_booking_id"] == b_id
    assert reinstated[0]["seats_lost"] == []
    history = (
        await db.scalars(
            select(BookingEvent.action).where(
                BookingEvent.booking_id == a["id"], BookingEvent.action == "reinstated"
            )
        )
    ).all()
    assert history == ["reinstated"]


async def test_cancelling_the_unpaid_new_booking_of_an_exchange_restores_the_old_booking(
    client, db, admin_headers
):
    ex, a, b_id = await _exchanged_unpaid(client, db, admin_headers)
    balance = (await wallets(client, ex.key, ex.partner_id))["USD"]["balance"]

    cancelled = await client.post(f"{BOOKINGS}/{b_id}/cancel", headers=ex.key.headers)

    assert cancelled.status_code == 200, cancelled.text
    assert cancelled.json()["status"] == "cancelled"
    await _assert_restored(client, db, ex, a, b_id, balance)
    cancel_events = await events(db, "booking.cancelled")
    assert cancel_events[-1]["booking_id"] == b_id
    assert "refund_amount" not in cancel_events[-1]
    await assert_ledgers_balance(client, admin_headers)


async def test_the_travellers_cancel_of_the_unpaid_new_booking_restores_the_old_booking(
    client, db, admin_headers, signer
):
    ex, a, b_id = await _exchanged_unpaid(client, db, admin_headers)
    balance = (await wallets(client, ex.key, ex.partner_id))["USD"]["balance"]
    token = signer.magic_link_token(uuid.UUID(b_id))

    cancelled = await client.post(
        f"{BOOKINGS}/{b_id}/cancel-consumer", params={"access_token": token}
    )

    assert cancelled.status_code == 200, cancelled.text
    answer = cancelled.json()
    assert answer["status"] == "cancelled" and answer["refund_initiated"] is False
    assert a["booking_reference"] in answer["refund_message"]
    await _assert_restored(client, db, ex, a, b_id, balance)


async def test_the_lapse_of_the_unpaid_new_booking_restores_the_old_booking(
    client, db, admin_headers
):
    ex, a, b_id = await _exchanged_unpaid(client, db, admin_headers)
    balance = (await wallets(client, ex.key, ex.partner_id))["USD"]["balance"]

    await advance_clock(client, admin_headers, 16 * 60)

    assert (await read(client, ex.key, b_id))["status"] == "expired"
    await _assert_restored(client, db, ex, a, b_id, balance)
    await assert_ledgers_balance(client, admin_headers)


async def test_an_exchange_is_undone_once_a_second_cancel_and_the_sweep_do_nothing_more(
    client, db, admin_headers
):
    ex, a, b_id = await _exchanged_unpaid(client, db, admin_headers)
    balance = (await wallets(client, ex.key, ex.partner_id))["USD"]["balance"]
    assert (await client.post(f"{BOOKINGS}/{b_id}/cancel", headers=ex.key.headers)).is_success

    again = await client.post(f"{BOOKINGS}/{b_id}/cancel", headers=ex.key.headers)
    await advance_clock(client, admin_headers, 16 * 60)

    assert again.status_code == 400, again.text
    assert (await read(client, ex.key, b_id))["status"] == "cancelled"
    await _assert_restored(client, db, ex, a, b_id, balance)


async def test_a_cancel_racing_the_lapse_sweep_undoes_the_exchange_once(
    app, app_factory, client, db, admin_headers
):
    """B lapses (the clock moved past its time, no work run yet) while its client cancels
    it from one API process and a worker sweeps from another: whichever locks B first, the
    exchange is undone once (the cancel finds B expired: 400, as any lapsed booking)."""
    ex, a, b_id = await _exchanged_unpaid(client, db, admin_headers)
    balance = (await wallets(client, ex.key, ex.partner_id))["USD"]["balance"]
    second = app_factory()
    await sandbox_clock.advance(app.state.sessionmaker, 16 * 60)
    worker = Worker(second.state.sessionmaker, second.state.settings, load_tasks(), name="race")

    async with client_for(app) as one:
        cancelled, _ = await asyncio.gather(
            one.post(f"{BOOKINGS}/{b_id}/cancel", headers=ex.key.headers), worker.run_due()
        )
    await worker.run_due()  # a sweep that skipped B while the cancel held it

    assert cancelled.status_code == 400, cancelled.text
    await _assert_restored(client, db, ex, a, b_id, balance)


async def test_two_cancels_and_a_sweep_at_once_undo_the_exchange_once(
    app, app_factory, client, db, admin_headers
):
    ex, a, b_id = await _exchanged_unpaid(client, db, admin_headers)
    balance = (await wallets(client, ex.key, ex.partner_id))["USD"]["balance"]
    second = app_factory()
    worker = Worker(second.state.sessionmaker, second.state.settings, load_tasks(), name="race")

    async with client_for(app) as one, client_for(second) as two:
        first, other, _ = await asyncio.gather(
            one.post(f"{BOOKINGS}/{b_id}/cancel", headers=ex.key.headers),
            two.post(f"{BOOKINGS}/{b_id}/cancel", headers=ex.key.headers),
            worker.run_due(),
        )

    assert sorted([first.status_code, other.status_code]) == [200, 400]
    await _assert_restored(client, db, ex, a, b_id, balance)


async def test_the_old_places_sold_meanwhile_the_cancel_refunds_the_carried_money_as_a_lapse(
    client, db, admin_headers
):
    """A (CLASSIC, with a seat) on a flight of one place → B at 150: A's place is sold
    to another booking meanwhile. Cancelling B cannot restore A: the money carried over to
    B goes back as A's fare refunds a cancellation (less CLASSIC's 20 fee), once; A stays
    cancelled with its coupon EXCHANGED."""
    ex = await _seated_world(client, db, admin_headers)
    small = await create_flight(
        db, ex.world.route, ex.world.aircraft, today() + timedelta(days=14), number="TQ105"
    )
    await create_inventory(db, small, "Y", seats=1)
    await db.commit()
    ex, a, b_id = await _exchanged_unpaid_on(client, db, admin_headers, ex, small)
    taker = await paid_booking(client, ex, flight=small)
    assert taker["status"] == "confirmed"
    b = await read(client, ex.key, b_id)
    carried = b["total_amount"] - b["amount_due"]  # what A's money pays of B

    cancelled = await client.post(f"{BOOKINGS}/{b_id}/cancel", headers=ex.key.headers)

    assert cancelled.status_code == 200, cancelled.text
    b = await read(client, ex.key, b_id)
    assert (b["status"], b["payment_status"]) == ("cancelled", "refunded")
    on_b = [
        float(x) for x in await db.scalars(select(Refund.amount).where(Refund.booking_id == b_id))
    ]
    assert on_b == [carried - 20.0]
    old = await read(client, ex.key, a["id"])
    assert old["status"] == "cancelled" and _coupons(old) == {"EXCHANGED"}
    assert await sold(db, small.id, "Y") == 1  # the other booking's
    assert await events(db, "booking.reinstated") == []
    assert (await events(db, "booking.cancelled"))[-1]["refund_amount"] == carried - 20.0
    await advance_clock(client, admin_headers, 16 * 60)
    assert await db.scalar(select(func.count()).select_from(Refund)) == 1
    await assert_ledgers_balance(client, admin_headers)


async def test_a_seat_taken_meanwhile_is_dropped_and_its_fee_refunded(client, db, admin_headers):
    """A restored without seat 6A, which another booking took while B waited: its fee is
    refunded to A's payment, the rest of A's money untouched."""
    ex, a, b_id = await _exchanged_unpaid(client, db, admin_headers)
    taker = await paid_booking(client, ex, passengers=[passenger(seat_number=SEAT)])
    fee = float(next(s for s in a["seats"] if s["seat_number"] == SEAT)["seat_fee"])
    assert fee > 0

    cancelled = await client.post(f"{BOOKINGS}/{b_id}/cancel", headers=ex.key.headers)

    assert cancelled.status_code == 200, cancelled.text
    old = await read(client, ex.key, a["id"])
    assert (old["status"], old["payment_status"]) == ("confirmed", "paid")
    assert _coupons(old) == {"OPEN"} and old["seats"] == []
    seat = await db.scalar(
        select(SeatAssignment).where(
            SeatAssignment.flight_id == a["flight_id"], SeatAssignment.seat_number == SEAT
        )
    )
    assert str(seat.holder) == taker["id"]
    refunds = (await db.execute(select(Refund.booking_id, Refund.amount))).all()
    assert [(str(booking), float(amount)) for booking, amount in refunds] == [(a["id"], fee)]
    (reinstated,) = await events(db, "booking.reinstated")
    assert reinstated["seats_lost"] == [SEAT]
    await assert_ledgers_balance(client, admin_headers)
    money = await client.get("/api/v1/admin/reconciliation", headers=admin_headers)
    assert money.json()["balanced"] is True, money.text  # the lost seat's item refunded


async def test_an_exchange_of_an_exchanged_booking_undone_restores_the_booking_it_replaced(
    client, db, admin_headers
):
    """A booking made by a first exchange (paid by what it carried) exchanged again to a
    dearer flight, and that second exchange's new booking cancelled unpaid: the booking of
    the first exchange is valid again, its money where it was."""
    ex = await exchange_world(db, client, admin_headers)
    a = await paid_booking(client, ex)
    await set_adult_price(client, admin_headers, ex.world, "50")
    assert (await preview(client, ex.key, a["id"], ex.other.id)).status_code == 200
    first = await execute(client, ex.key, a["id"], ex.other.id)
    assert first.status_code == 200 and first.json()["payment_required"] is False
    b_id = first.json()["new_booking_id"]
    await set_adult_price(client, admin_headers, ex.world, "400")
    assert (await preview(client, ex.key, b_id, ex.world.flight.id)).status_code == 200
    second = await execute(client, ex.key, b_id, ex.world.flight.id)
    assert second.status_code == 200 and second.json()["payment_required"] is True

    cancelled = await client.post(
        f"{BOOKINGS}/{second.json()['new_booking_id']}/cancel", headers=ex.key.headers
    )

    assert cancelled.status_code == 200, cancelled.text
    b = await read(client, ex.key, b_id)
    assert b["status"] == "confirmed"
    assert {c["status"] for t in b["tickets"] for c in t["coupons"]} == {"OPEN"}
    money = await client.get("/api/v1/admin/reconciliation", headers=admin_headers)
    assert money.json()["balanced"] is True, money.text
