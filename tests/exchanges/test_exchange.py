"""Ticket exchange through the API (spec 01 §4.6, §3.1; §4.4 rules 7 and 9; 02 §7, §8)."""

from sqlalchemy import func, select

from tarmac.bookings.models import Booking
from tarmac.core import clock
from tarmac.exchanges.models import ExchangeLock
from tests.bookings.helpers import BOOKINGS, advance_clock, events, sold
from tests.exchanges.helpers import (
    exchange_world,
    execute,
    paid_booking,
    path,
    preview,
    read,
    set_adult_price,
)
from tests.payments.helpers import assert_ledgers_balance, lines, wallets


def until(start, seconds: int) -> int:
    """How far to move the test clock for it to read ``start`` + ``seconds``."""
    return int((start - clock.now()).total_seconds()) + seconds


async def test_preview_prices_the_new_flight_against_what_the_tickets_hold(
    client, db, admin_headers
):
    ex = await exchange_world(db, client, admin_headers)
    booking = await paid_booking(client, ex)
    await set_adult_price(client, admin_headers, ex.world, "150")

    response = await preview(client, ex.key, booking["id"], ex.other.id)

    assert response.status_code == 200, response.text
    shown = response.json()
    assert set(shown) == {
        "original_total", "new_total", "fare_difference", "penalty", "tax_difference",
        "extra_amount", "refund_amount", "currency", "changeable", "lock_expires_in", "message",
    }  # fmt: skip
    assert shown["original_total"] == booking["total_amount"]
    assert shown["fare_difference"] == round(shown["new_total"] - shown["original_total"], 2)
    assert shown["fare_difference"] == 50.0
    assert shown["penalty"] == 30.0  # change fee, one paid passenger, far from departure
    assert shown["extra_amount"] == 80.0 and shown["refund_amount"] == 0
    assert shown["lock_expires_in"] == 900 and shown["changeable"] is True
    assert shown["currency"] == "USD"


async def test_the_penalty_doubles_inside_the_exchange_threshold(client, db, admin_headers):
    ex = await exchange_world(db, client, admin_headers)
    booking = await paid_booking(client, ex)
    departure = ex.world.flight.scheduled_departure
    # 23 hours before the original departure
    seconds = int((departure - clock.now()).total_seconds()) - 23 * 3600
    await advance_clock(client, admin_headers, seconds)

    shown = (await preview(client, ex.key, booking["id"], ex.other.id)).json()

    assert shown["penalty"] == 60.0
    assert shown["extra_amount"] == 60.0


async def test_a_non_changeable_fare_is_422(client, db, admin_headers):
    ex = await exchange_world(db, client, admin_headers)
    booking = await paid_booking(client, ex, fare_class="Q")  # LIGHT: not changeable

    response = await preview(client, ex.key, booking["id"], ex.other.id)

    assert response.status_code == 422, response.text
    assert "not changeable" in response.json()["detail"]


async def test_equal_price_exchange_pays_the_penalty_from_the_wallet_and_the_ledger_balances(
    client, db, admin_headers
):
    ex = await exchange_world(db, client, admin_headers)
    booking = await paid_booking(client, ex)
    before = (await wallets(client, ex.key, ex.partner_id))["USD"]["balance"]
    assert (await preview(client, ex.key, booking["id"], ex.other.id)).status_code == 200

    response = await execute(client, ex.key, booking["id"], ex.other.id)

    assert response.status_code == 200, response.text
    done = response.json()
    assert done["payment_required"] is True and done["extra_amount"] == 30.0
    assert done["original_booking_reference"] == booking["booking_reference"]
    new = await read(client, ex.key, done["new_booking_id"])
    assert new["status"] == "pending" and new["amount_due"] == 30.0
    old = await read(client, ex.key, booking["id"])
    assert old["status"] == "cancelled"
    assert {c["status"] for t in old["tickets"] for c in t["coupons"]} == {"EXCHANGED"}
    assert await sold(db, ex.world.flight.id, "Y") == 0
    assert await sold(db, ex.other.id, "Y") == 1

    paid = await client.post(
        f"{BOOKINGS}/{done['new_booking_id']}/pay-with-balance", headers=ex.key.headers
    )

    assert paid.status_code == 200, paid.text
    new = paid.json()
    assert new["status"] == "confirmed" and new["payment_status"] == "paid"
    assert new["amount_due"] == 0
    (payment,) = [p for p in new["payments"] if p["status"] == "COMPLETED"]
    assert payment["purpose"] == "exchange_difference" and payment["amount"] == 30.0
    assert payment["payment_method"] == "wallet"
    assert {t["exchanged_from"] for t in new["tickets"]} == {
        t["ticket_number"] for t in old["tickets"]
    }
    after = (await wallets(client, ex.key, ex.partner_id))["USD"]["balance"]
    assert round(before - after, 2) == 30.0
    newest = (await lines(client, ex.key, ex.partner_id))[0]
    assert newest["related_booking_id"] == done["new_booking_id"]
    await assert_ledgers_balance(client, admin_headers)
    assert [e["booking_id"] for e in await events(db, "booking.cancelled")] == [booking["id"]]
    created = [e["booking_id"] for e in await events(db, "booking.created")]
    assert created[-1] == done["new_booking_id"]
    confirmed = [e["booking_id"] for e in await events(db, "booking.confirmed")]
    assert confirmed[-1] == done["new_booking_id"]


async def test_a_cheaper_flight_refunds_to_the_wallet_and_confirms_at_once(
    client, db, admin_headers
):
    ex = await exchange_world(db, client, admin_headers)
    booking = await paid_booking(client, ex)
    await set_adult_price(client, admin_headers, ex.world, "50")
    shown = (await preview(client, ex.key, booking["id"], ex.other.id)).json()
    assert shown["refund_amount"] == 20.0 and shown["extra_amount"] == 0  # 50 less 30

    response = await execute(client, ex.key, booking["id"], ex.other.id)

    assert response.status_code == 200, response.text
    done = response.json()
    assert done["payment_required"] is False and done["payment_url"] is None
    new = await read(client, ex.key, done["new_booking_id"])
    assert new["status"] == "confirmed" and new["payment_status"] == "paid"
    assert new["amount_due"] == 0 and len(new["tickets"]) == 1
    old = await read(client, ex.key, booking["id"])
    assert old["status"] == "cancelled" and old["amount_due"] == 0
    refund_lines = [
        t for t in await lines(client, ex.key, ex.partner_id) if t["transaction_type"] == "REFUND"
    ]
    assert [t["amount"] for t in refund_lines] == [20.0]
    await assert_ledgers_balance(client, admin_headers)


async def test_the_price_lock_holds_899_seconds(client, db, admin_headers):
    ex = await exchange_world(db, client, admin_headers)
    booking = await paid_booking(client, ex)
    assert (await preview(client, ex.key, booking["id"], ex.other.id)).status_code == 200
    await set_adult_price(client, admin_headers, ex.world, "500")  # after the preview
    lock = await db.scalar(select(ExchangeLock))
    assert (lock.expires_at - lock.created_at).total_seconds() == 900
    # 899 s after the preview (real time runs on under the test clock: 2 s for the calls)
    await advance_clock(client, admin_headers, until(lock.created_at, 899 - 2))

    response = await execute(client, ex.key, booking["id"], ex.other.id)

    assert response.status_code == 200, response.text
    assert response.json()["extra_amount"] == 30.0  # the locked price, not the new one


async def test_the_price_lock_is_gone_after_901_seconds(client, db, admin_headers):
    ex = await exchange_world(db, client, admin_headers)
    booking = await paid_booking(client, ex)
    assert (await preview(client, ex.key, booking["id"], ex.other.id)).status_code == 200
    lock = await db.scalar(select(ExchangeLock))
    await advance_clock(client, admin_headers, until(lock.created_at, 901))

    response = await execute(client, ex.key, booking["id"], ex.other.id)

    assert response.status_code == 410, response.text
    assert "preview" in response.json()["detail"]
    assert (await read(client, ex.key, booking["id"]))["status"] == "confirmed"


async def test_execute_without_a_preview_is_410(client, db, admin_headers):
    ex = await exchange_world(db, client, admin_headers)
    booking = await paid_booking(client, ex)

    response = await execute(client, ex.key, booking["id"], ex.other.id)

    assert response.status_code == 410


async def test_a_spent_lock_executes_once_then_400(client, db, admin_headers):
    ex = await exchange_world(db, client, admin_headers)
    booking = await paid_booking(client, ex)
    assert (await preview(client, ex.key, booking["id"], ex.other.id)).status_code == 200
    assert (await execute(client, ex.key, booking["id"], ex.other.id)).status_code == 200

    again = await execute(client, ex.key, booking["id"], ex.other.id)

    assert again.status_code == 400
    assert "cancelled" in again.json()["detail"]
    assert await db.scalar(select(func.count()).select_from(Booking)) == 2


async def test_unknown_booking_404_unknown_flight_404_another_agency_403(client, db, admin_headers):
    import uuid

    from tests.factories import create_api_key

    ex = await exchange_world(db, client, admin_headers)
    booking = await paid_booking(client, ex)
    stranger = await create_api_key(db)

    assert (await preview(client, ex.key, uuid.uuid4(), ex.other.id)).status_code == 404
    assert (await preview(client, ex.key, booking["id"], uuid.uuid4())).status_code == 404
    assert (await preview(client, stranger, booking["id"], ex.other.id)).status_code == 403
    consumer = await create_api_key(db, client_type="consumer_app")
    assert (await preview(client, consumer, booking["id"], ex.other.id)).status_code == 403
    assert (await client.post(path(booking["id"], "preview"), json={})).status_code == 401


async def test_dates_and_flights_list_the_route_with_places_for_the_party(
    client, db, admin_headers
):
    ex = await exchange_world(db, client, admin_headers)
    booking = await paid_booking(client, ex)

    dates = await client.get(path(booking["id"], "dates"), headers=ex.key.headers)
    assert dates.status_code == 200, dates.text
    assert dates.json() == {
        "booking_id": booking["id"],
        "dates": [ex.other.flight_date.isoformat()],
    }
    day = ex.other.flight_date.isoformat()
    flights = await client.get(
        path(booking["id"], "flights"), params={"date": day}, headers=ex.key.headers
    )
    assert flights.status_code == 200, flights.text
    (leg,) = flights.json()["legs"]
    assert leg["flight_id"] == str(ex.other.id) and leg["flight_number"] == "TQ103"
    assert (leg["origin_iata"], leg["destination_iata"]) == ("FRU", "OSS")
    assert leg["available_seats"] == 20 and leg["aircraft_type"]
    empty = await client.get(
        path(booking["id"], "flights"),
        params={"date": ex.world.return_flight.flight_date.isoformat()},
        headers=ex.key.headers,
    )
    assert empty.status_code == 200 and empty.json()["legs"] == []
