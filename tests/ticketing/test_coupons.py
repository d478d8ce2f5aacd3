"""The coupon lifecycle (spec 01 §3.2 coupons, §3.1): one table of allowed moves in
``ticketing.service``, every move recorded, and the moves a booking's life makes today:
cancel (VOID or REFUNDED), a flight that arrived (COMPLETED, or CLOSED for a no-show), the
booking ``completed`` once nothing is left to fly; and nothing voluntary after departure."""

import asyncio
import uuid

import pytest
from sqlalchemy import select, update

from tarmac.core import clock
from tarmac.ticketing import service as ticketing
from tarmac.ticketing.errors import CouponMoveNotAllowed
from tarmac.ticketing.models import Coupon, CouponMove
from tests.bookings.helpers import (
    BOOKINGS,
    advance_clock,
    book,
    booked,
    events,
    passenger,
    quote,
)
from tests.factories import create_api_key, create_partner
from tests.payments.helpers import assert_ledgers_balance, top_up
from tests.pricing.world import build_world

ADMIN = "/api/v1/admin"


async def confirmed(client, key, world, **fields) -> dict:
    booking = await booked(client, key, world, **fields)
    response = await client.post(f"{BOOKINGS}/{booking['id']}/confirm", headers=key.headers)
    assert response.status_code == 200, response.text
    return response.json()


def coupon_statuses(booking: dict) -> set[str]:
    return {c["status"] for t in booking["tickets"] for c in t["coupons"]}


async def staff_view(client, admin_headers, booking_id) -> dict:
    response = await client.get(f"{ADMIN}/bookings/{booking_id}", headers=admin_headers)
    assert response.status_code == 200, response.text
    return response.json()


def test_the_table_of_moves_leads_out_of_a_final_status_only_from_exchanged_back_to_open():
    for final in ("COMPLETED", "CLOSED", "VOID", "REFUNDED"):
        assert final not in ticketing.MOVES
    # an exchange undone before its new booking was paid (issue 32)
    assert ticketing.MOVES["EXCHANGED"] == {"OPEN"}
    assert "EXCHANGED" not in ticketing.LIVE
    assert ticketing.allowed("OPEN", "CHECKED_IN")
    assert ticketing.allowed("CHECKED_IN", "BOARDED")
    assert ticketing.allowed("BOARDED", "COMPLETED")
    assert not ticketing.allowed("COMPLETED", "REFUNDED")
    assert not ticketing.allowed("CLOSED", "REFUNDED")
    assert not ticketing.allowed("BOARDED", "REFUNDED")
    assert not ticketing.allowed("VOID", "OPEN")


async def test_cancelling_an_unpaid_booking_voids_its_tickets_and_records_who_and_why(
    client, db, admin_headers
):
    world = await build_world(db)
    key = await create_api_key(db)
    booking = await confirmed(client, key, world, passengers=[passenger(), passenger(age=40)])

    response = await client.post(f"{BOOKINGS}/{booking['id']}/cancel", headers=key.headers)

    assert response.status_code == 200, response.text
    cancelled = response.json()
    assert cancelled["status"] == "cancelled"
    assert coupon_statuses(cancelled) == {"VOID"}
    assert {t["status"] for t in cancelled["tickets"]} == {"voided"}
    moves = (await staff_view(client, admin_headers, booking["id"]))["coupon_moves"]
    assert len(moves) == 2
    assert {(m["from_status"], m["to_status"], m["reason"]) for m in moves} == {
        ("OPEN", "VOID", "booking cancelled")
    }
    assert {m["actor"] for m in moves} == {f"key:{key.client_id}"}


async def test_a_cancellation_refunding_money_ends_the_tickets_refunded_one_refunding_none_void(
    client, db, admin_headers
):
    world = await build_world(db)
    partner = await create_partner(db, "Silk Road Travel")
    key = await create_api_key(db, partner_id=partner.id)
    await top_up(client, admin_headers, partner.id, "1000.00")

    async def paid_then_cancelled(family) -> dict:
        quoted = await quote(client, key.headers, world.flight.id, fare_family_id=str(family.id))
        made = await book(client, key.headers, quoted["quote_id"])
        assert made.status_code == 201, made.text
        booking_id = made.json()["id"]
        paid = await client.post(f"{BOOKINGS}/{booking_id}/pay-with-balance", headers=key.headers)
        assert paid.status_code == 200, paid.text
        response = await client.post(f"{BOOKINGS}/{booking_id}/cancel", headers=key.headers)
        assert response.status_code == 200, response.text
        return response.json()

    classic = await paid_then_cancelled(world.classic)  # refundable less a fee
    light = await paid_then_cancelled(world.light)  # refunds nothing

    assert coupon_statuses(classic) == {"REFUNDED"}
    assert {t["status"] for t in classic["tickets"]} == {"refunded"}
    assert coupon_statuses(light) == {"VOID"}
    assert {t["status"] for t in light["tickets"]} == {"voided"}
    await assert_ledgers_balance(client, admin_headers)


async def test_a_flight_that_arrived_flies_its_coupons_and_completes_the_booking(
    client, db, admin_headers
):
    world = await build_world(db)
    key = await create_api_key(db)
    booking = await confirmed(client, key, world)

    response = await client.patch(
        f"{ADMIN}/flights/{world.flight.id}", json={"status": "arrived"}, headers=admin_headers
    )

    assert response.status_code == 200, response.text
    read = (await client.get(f"{BOOKINGS}/{booking['id']}", headers=key.headers)).json()
    assert coupon_statuses(read) == {"COMPLETED"}
    assert read["status"] == "completed"
    history = await staff_view(client, admin_headers, booking["id"])
    assert [(h["action"], h["to_status"]) for h in history["history"]][-1] == (
        "completed",
        "completed",
    )
    assert history["coupon_moves"][-1]["to_status"] == "COMPLETED"
    # a completed booking is final: no cancel, no refund of a flown coupon
    again = await client.post(f"{BOOKINGS}/{booking['id']}/cancel", headers=key.headers)
    assert again.status_code == 400


async def test_where_boarding_was_recorded_who_did_not_board_is_closed_as_a_no_show(
    client, db, admin_headers
):
    world = await build_world(db)
    key = await create_api_key(db)
    flew = await confirmed(client, key, world)
    stayed = await confirmed(client, key, world, passengers=[passenger(first_name="ASEL")])
    [boarded] = (
        await db.scalars(select(Coupon.id).where(Coupon.booking_id == uuid.UUID(flew["id"])))
    ).all()
    for target in ("CHECKED_IN", "BOARDED"):
        await ticketing.move(db, [boarded], target, actor="staff:gate", reason="test")
    await db.commit()

    response = await client.patch(
        f"{ADMIN}/flights/{world.flight.id}", json={"status": "arrived"}, headers=admin_headers
    )

    assert response.status_code == 200, response.text
    flown = (await client.get(f"{BOOKINGS}/{flew['id']}", headers=key.headers)).json()
    missed = (await client.get(f"{BOOKINGS}/{stayed['id']}", headers=key.headers)).json()
    assert coupon_statuses(flown) == {"COMPLETED"}
    assert coupon_statuses(missed) == {"CLOSED"}
    assert flown["status"] == missed["status"] == "completed"
    [no_show] = await events(db, "passenger.no_show")
    assert no_show["booking_id"] == stayed["id"]
    assert no_show["flight_id"] == str(world.flight.id)


async def test_a_round_trip_is_completed_only_once_its_return_has_flown(client, db, admin_headers):
    world = await build_world(db)
    key = await create_api_key(db)
    quoted = await quote(
        client, key.headers, world.flight.id, return_flight_id=str(world.return_flight.id)
    )
    made = await book(client, key.headers, quoted["quote_id"])
    assert made.status_code == 201, made.text
    booking = made.json()
    await client.post(f"{BOOKINGS}/{booking['id']}/confirm", headers=key.headers)

    await client.patch(
        f"{ADMIN}/flights/{world.flight.id}", json={"status": "arrived"}, headers=admin_headers
    )
    half = (await client.get(f"{BOOKINGS}/{booking['id']}", headers=key.headers)).json()
    assert half["status"] == "confirmed"
    assert [c["status"] for c in half["tickets"][0]["coupons"]] == ["COMPLETED", "OPEN"]

    await client.patch(
        f"{ADMIN}/flights/{world.return_flight.id}",
        json={"status": "arrived"},
        headers=admin_headers,
    )
    done = (await client.get(f"{BOOKINGS}/{booking['id']}", headers=key.headers)).json()
    assert done["status"] == "completed"
    assert [c["status"] for c in done["tickets"][0]["coupons"]] == ["COMPLETED", "COMPLETED"]


async def test_a_client_cannot_cancel_once_the_flight_has_departed(client, db, admin_headers):
    world = await build_world(db, outbound_days=1)
    key = await create_api_key(db)
    booking = await confirmed(client, key, world)
    departure = world.flight.scheduled_departure
    await advance_clock(client, admin_headers, int((departure - clock.now()).total_seconds()) + 60)

    response = await client.post(f"{BOOKINGS}/{booking['id']}/cancel", headers=key.headers)

    assert response.status_code == 400
    assert "departed" in response.json()["detail"]
    read = (await client.get(f"{BOOKINGS}/{booking['id']}", headers=key.headers)).json()
    # the clock's move ran the worker, which recorded the flight departed (issue 24): flown
    assert read["status"] == "confirmed" and coupon_statuses(read) == {"COMPLETED"}


async def test_a_move_the_table_does_not_allow_is_refused_and_nothing_is_recorded(client, db):
    world = await build_world(db)
    key = await create_api_key(db)
    booking = await confirmed(client, key, world)
    [coupon] = (
        await db.scalars(select(Coupon.id).where(Coupon.booking_id == uuid.UUID(booking["id"])))
    ).all()

    with pytest.raises(CouponMoveNotAllowed):
        await ticketing.move(db, [coupon], "BOARDED", actor="staff:gate", reason="test")
    await db.rollback()
    await ticketing.move(db, [coupon], "VOID", actor="staff:desk", reason="test")
    await db.commit()
    with pytest.raises(CouponMoveNotAllowed):
        await ticketing.move(db, [coupon], "OPEN", actor="staff:desk", reason="test")
    await db.rollback()
    moves = (await db.scalars(select(CouponMove).where(CouponMove.coupon_id == coupon))).all()
    assert [(m.from_status, m.to_status, m.actor) for m in moves] == [
        ("OPEN", "VOID", "staff:desk")
    ]


async def test_concurrent_moves_of_one_coupon_one_wins(app, client, db):
    world = await build_world(db)
    key = await create_api_key(db)
    booking = await confirmed(client, key, world)
    [coupon] = (
        await db.scalars(select(Coupon.id).where(Coupon.booking_id == uuid.UUID(booking["id"])))
    ).all()

    async def attempt(target: str):
        async with app.state.sessionmaker() as session:
            try:
                await ticketing.move(session, [coupon], target, actor="test", reason=target)
                await asyncio.sleep(0.05)  # hold the lock while the other waits for it
                await session.commit()
                return target
            except CouponMoveNotAllowed:
                await session.rollback()
                return None

    outcomes = await asyncio.gather(attempt("VOID"), attempt("REFUNDED"))

    winners = [o for o in outcomes if o is not None]
    assert len(winners) == 1
    status = await db.scalar(
        select(Coupon.status).where(Coupon.id == coupon).execution_options(populate_existing=True)
    )
    assert status == winners[0]
    moves = (await db.scalars(select(CouponMove).where(CouponMove.coupon_id == coupon))).all()
    assert len(moves) == 1


async def test_concurrent_cancels_of_one_booking_move_its_coupons_once(client, db, admin_headers):
    world = await build_world(db)
    key = await create_api_key(db)
    booking = await confirmed(client, key, world, passengers=[passenger(), passenger(age=40)])

    responses = await asyncio.gather(
        *(client.post(f"{BOOKINGS}/{booking['id']}/cancel", headers=key.headers) for _ in range(4))
    )

    assert sorted(r.status_code for r in responses) == [200, 400, 400, 400]
    moves = (await staff_view(client, admin_headers, booking["id"]))["coupon_moves"]
    assert len(moves) == 2


async def test_a_checked_in_coupon_blocks_a_voluntary_cancel(client, db):
    world = await build_world(db)
    key = await create_api_key(db)
    booking = await confirmed(client, key, world)
    await db.execute(
        update(Coupon)
        .where(Coupon.booking_id == uuid.UUID(booking["id"]))
        .values(status="CHECKED_IN")
    )
    await db.commit()

    response = await client.post(f"{BOOKINGS}/{booking['id']}/cancel", headers=key.headers)

    assert response.status_code == 400
    assert "CHECKED_IN" in response.json()["detail"]
    read = (await client.get(f"{BOOKINGS}/{booking['id']}", headers=key.headers)).json()
    assert read["status"] == "confirmed"


async def test_a_booking_confirmed_on_account_shows_what_is_due_and_the_airline_what_is_owed(
    client, db, admin_headers
):
    world = await build_world(db)
    key = await create_api_key(db)
    other = await create_api_key(db)
    on_account = await confirmed(client, key, world)
    await confirmed(client, key, world, passengers=[passenger(first_name="ASEL")])
    pending = await booked(client, other, world)
    assert pending["amount_due"] == pending["total_amount"]
    assert on_account["payment_status"] == "unpaid" and on_account["status"] == "confirmed"
    assert on_account["amount_due"] == on_account["total_amount"]

    response = await client.get(f"{ADMIN}/receivables", headers=admin_headers)

    assert response.status_code == 200, response.text
    (owed,) = response.json()  # the pending booking owes nothing yet
    assert owed["api_client_id"] == key.client_id and owed["bookings"] == 2
    assert owed["amount_due"] == round(2 * on_account["total_amount"], 2)
    cancelled = await client.post(f"{BOOKINGS}/{on_account['id']}/cancel", headers=key.headers)
    assert cancelled.json()["amount_due"] == 0
    (owed,) = (await client.get(f"{ADMIN}/receivables", headers=admin_headers)).json()
    assert owed["bookings"] == 1
