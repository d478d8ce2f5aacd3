"""What each item sold is worth and where it stands (issue 32): a booking's money as items
(each coupon's share of the fare, taxes, fees and services; the booking's own charges; a
fee paid beside the price), each held, used, retained, refunded or carried; every refund
names the items it gives back, commission follows the items, and the reconciliation
checks the money against them. Everything through the API; the items read back through
the back office (``GET /api/v1/admin/bookings/{id}/items``)."""

from datetime import timedelta
from decimal import Decimal

from sqlalchemy import text

from tests.bookings.helpers import BOOKINGS, book, passenger, quote
from tests.catalog.factories import create_flight, create_inventory
from tests.checkin.helpers import clock_at
from tests.corrections.helpers import apply, item
from tests.disruptions.helpers import act, changes, operated
from tests.exchanges.helpers import execute, preview
from tests.factories import create_api_key, create_partner
from tests.payments.helpers import ADMIN, lines, top_up
from tests.pricing.world import build_world, today

ADMIN_BOOKINGS = "/api/v1/admin/bookings"
RECONCILIATION = "/api/v1/admin/reconciliation"


def dec(value) -> Decimal:
    return Decimal(str(value)).quantize(Decimal("0.01"))


async def items_of(client, admin_headers, booking_id) -> dict:
    response = await client.get(f"{ADMIN_BOOKINGS}/{booking_id}/items", headers=admin_headers)
    assert response.status_code == 200, response.text
    return response.json()


async def reconciled(client, admin_headers, **params) -> dict:
    response = await client.get(RECONCILIATION, headers=admin_headers, params=params)
    assert response.status_code == 200, response.text
    return response.json()


async def agency(client, db, admin_headers, *, currency="USD", percent: str | None = None):
    partner = await create_partner(db)
    key = await create_api_key(db, partner_id=partner.id)
    await db.commit()
    await top_up(client, admin_headers, partner.id, "100000.00", currency=currency)
    if percent is not None:
        rule = {
            "partner_id": str(partner.id),
            "commission_name": f"{percent}%",
            "applies_to": "global",
            "percentage": percent,
            "effective_date": "2026-01-01",
        }
        created = await client.post(f"{ADMIN}/commission-rules", json=rule, headers=admin_headers)
        assert created.status_code == 201, created.text
    return partner, key


async def wallet_paid(client, key, flight_id, people=1, **quoted) -> dict:
    priced = await quote(
        client, key.headers, flight_id, pax=[{"type": "adult", "count": people}], **quoted
    )
    made = await book(client, key.headers, priced["quote_id"], [passenger()] * people)
    assert made.status_code == 201, made.text
    paid = await client.post(
        f"{BOOKINGS}/{made.json()['id']}/pay-with-balance", headers=key.headers
    )
    assert paid.status_code == 200, paid.text
    return paid.json()


def commission_lines(ledger: list[dict]) -> tuple[Decimal, Decimal]:
    credited = sum((dec(t["amount"]) for t in ledger if t["purpose"] == "commission"), Decimal(0))
    reversed_ = -sum(
        (dec(t["amount"]) for t in ledger if t["purpose"] == "commission_reversal"), Decimal(0)
    )
    return credited, reversed_


async def test_a_booking_sold_is_its_items_each_coupon_with_its_share_adding_up_to_the_total(
    client, db, admin_headers
):
    world = await build_world(db)
    _partner, key = await agency(client, db, admin_headers, percent="5")
    booking = await wallet_paid(
        client, key, world.flight.id, people=2, return_flight_id=str(world.return_flight.id)
    )

    sold = await items_of(client, admin_headers, booking["id"])

    amounts = [dec(i["amount"]) for i in sold["items"]]
    assert sum(amounts) == dec(booking["total_amount"])
    assert dec(sold["held"]) == dec(booking["total_amount"]) and sold["used"] == 0
    coupons = {
        (t["ticket_number"], c["coupon_number"]) for t in booking["tickets"] for c in t["coupons"]
    }
    on_coupons = {(i["ticket_number"], i["coupon_number"]) for i in sold["items"] if i["coupon_id"]}
    assert on_coupons == coupons  # every coupon carries its items
    for ticket in booking["tickets"]:  # each ticket's items add up to its value
        mine = [
            dec(i["amount"]) for i in sold["items"] if i["ticket_number"] == ticket["ticket_number"]
        ]
        assert sum(mine) == dec(ticket["total_amount"])
    assert dec(sold["commission"]) == dec(booking["total_amount"] * 5 / 100)
    [payment] = booking["payments"]  # the payment names what it paid for
    assert {i["payment_id"] for i in sold["items"]} == {payment["payment_id"]}


async def test_a_flown_leg_is_never_refunded_when_the_airline_cancels_the_return(
    client, db, admin_headers
):
    world = await build_world(db)
    partner, key = await agency(client, db, admin_headers)
    booking = await wallet_paid(
        client, key, world.flight.id, return_flight_id=str(world.return_flight.id)
    )
    total = dec(booking["total_amount"])

    # an hour before the departure: a flight leaves at the earliest 3 hours early (issue 33)
    await clock_at(client, admin_headers, world.flight.scheduled_departure - timedelta(hours=1))
    await operated(client, admin_headers, world.flight.id, "departed", {})
    await operated(client, admin_headers, world.flight.id, "arrived", {})
    await operated(client, admin_headers, world.return_flight.id, "cancel", {"reason": "Fault"})
    [change] = await changes(client, key.headers, booking["id"])
    # a move would rebook the flown leg too: refused once the trip has begun
    moved = await act(
        client,
        key.headers,
        booking["id"],
        change["id"],
        "move",
        body={"new_flight_id": str(world.flight.id)},
    )
    assert moved.status_code == 400 and moved.json()["code"] == "trip_begun", moved.text
    refunded = await act(client, key.headers, booking["id"], change["id"], "refund")

    assert refunded.status_code == 200, refunded.text
    sold = await items_of(client, admin_headers, booking["id"])
    flown = sum((dec(i["amount"]) for i in sold["items"] if i["coupon_number"] == 1), Decimal(0))
    unflown = sum((dec(i["amount"]) for i in sold["items"] if i["coupon_number"] == 2), Decimal(0))
    charges = sum((dec(i["amount"]) for i in sold["items"] if not i["coupon_id"]), Decimal(0))
    assert flown > 0 and unflown > 0 and flown + unflown + charges == total
    # the return's items back, nothing of the flown leg nor of the trip's own charges
    assert dec(refunded.json()["refund_amount"]) == unflown
    assert dec(sold["used"]) == flown + charges and dec(sold["refunded"]) == unflown
    ledger = await lines(client, key, partner.id)
    assert [dec(t["amount"]) for t in ledger if t["transaction_type"] == "REFUND"] == [unflown]
    read = (await client.get(f"{BOOKINGS}/{booking['id']}", headers=key.headers)).json()
    statuses = [
        c["status"] for c in sorted(read["tickets"][0]["coupons"], key=lambda c: c["coupon_number"])
    ]
    assert statuses == ["COMPLETED", "REFUNDED"]
    assert (await reconciled(client, admin_headers))["balanced"] is True


async def _kgs_exchange_world(client, db, admin_headers):
    world = await build_world(db, currency="KGS")
    other = await create_flight(
        db, world.route, world.aircraft, today() + timedelta(days=12), number="TQ103"
    )
    await create_inventory(db, other, "Y", seats=20)
    await db.commit()
    partner, key = await agency(client, db, admin_headers, currency="KGS", percent="10")
    return world, other, partner, key


async def test_commission_is_taken_back_only_for_the_items_refunded_never_more_than_credited(
    client, db, admin_headers
):
    world, other, partner, key = await _kgs_exchange_world(client, db, admin_headers)
    booking = await wallet_paid(client, key, world.flight.id, fare_class="Y")
    who = booking["passengers"][0]
    corrected = await apply(
        client, key, booking, item(who["id"], last_name="ASANOVA"), pay_with_balance=True
    )
    assert corrected.status_code == 200, corrected.text
    priced = await client.put(
        f"/api/v1/admin/fare-plans/{world.classic_plan.id}/prices/adult",
        json={"base_price": "50", "currency": "KGS"},
        headers=admin_headers,
    )
    assert priced.status_code in (200, 201), priced.text
    shown = await preview(client, key, booking["id"], other.id)
    assert shown.status_code == 200, shown.text
    refund = dec(shown.json()["refund_amount"])
    assert refund > 0

    exchanged = await execute(client, key, booking["id"], other.id)
    assert exchanged.status_code == 200, exchanged.text
    new_id = exchanged.json()["new_booking_id"]
    cancelled = await client.post(f"{BOOKINGS}/{new_id}/cancel", headers=key.headers)
    assert cancelled.status_code == 200, cancelled.text

    payments = (await client.get(f"{BOOKINGS}/{booking['id']}", headers=key.headers)).json()[
        "payments"
    ]
    fee = next(p for p in payments if p["purpose"] == "correction_fee")
    assert fee["refunded_amount"] == 0  # an exchange's refund never draws on a fee's payment
    credited, reversed_ = commission_lines(await lines(client, key, partner.id, page_size=100))
    assert credited == dec(booking["total_amount"] * 10 / 100)
    assert Decimal(0) < reversed_ <= credited
    first_reversal = reversed_  # the exchange's refund took back the refunded items' share
    old = await items_of(client, admin_headers, booking["id"])
    assert dec(old["refunded"]) == refund
    refunded_commission = sum(
        (
            dec(m["commission"])
            for i in old["items"]
            for m in i["moves"]
            if m["to_state"] == "refunded"
        ),
        Decimal(0),
    )
    assert refunded_commission <= first_reversal
    report = await reconciled(client, admin_headers)
    assert report["balanced"] is True, report


async def test_a_correction_fee_payment_is_not_refunded_on_its_own(client, db, admin_headers):
    world = await build_world(db, currency="KGS")
    _partner, key = await agency(client, db, admin_headers, currency="KGS")
    booking = await wallet_paid(client, key, world.flight.id)
    who = booking["passengers"][0]
    corrected = await apply(
        client, key, booking, item(who["id"], last_name="ASANOVA"), pay_with_balance=True
    )
    assert corrected.status_code == 200, corrected.text
    read = (await client.get(f"{BOOKINGS}/{booking['id']}", headers=key.headers)).json()
    fee = next(p for p in read["payments"] if p["purpose"] == "correction_fee")

    by_client = await client.post(
        f"/api/v1/payments/{fee['payment_id']}/refund",
        json={"amount": fee["amount"]},
        headers=key.headers,
    )
    by_airline = await client.post(
        f"/api/v1/admin/payments/{fee['payment_id']}/refund",
        json={"amount": fee["amount"], "reason": "goodwill"},
        headers=admin_headers,
    )

    for refused in (by_client, by_airline):
        assert refused.status_code == 400, refused.text
        assert refused.json()["code"] == "fee_not_refundable"
    after = (await client.get(f"{BOOKINGS}/{booking['id']}", headers=key.headers)).json()
    assert (
        next(p for p in after["payments"] if p["purpose"] == "correction_fee")["refunded_amount"]
        == 0
    )
    assert after["passengers"][0]["last_name"] == "ASANOVA"
    sold = await items_of(client, admin_headers, booking["id"])
    [fee_item] = [i for i in sold["items"] if i["kind"] == "correction_fee"]
    assert fee_item["payment_id"] == fee["payment_id"] and fee_item["retained"] == fee["amount"]
    assert (await reconciled(client, admin_headers))["balanced"] is True


async def test_the_reconciliation_flags_a_deliberately_broken_ledger_row(client, db, admin_headers):
    world = await build_world(db)
    _partner, key = await agency(client, db, admin_headers, percent="5")
    booking = await wallet_paid(client, key, world.flight.id)
    before = await reconciled(client, admin_headers)
    assert before["balanced"] is True and before["bookings_checked"] == 1

    # a refund row written behind the service's back: money out that no item gave back
    [payment] = booking["payments"]
    await db.execute(
        text(
            "INSERT INTO refunds (id, payment_id, booking_id, kind, status, amount, currency,"
            " expected_by, requested_by, created_at, updated_at) VALUES (gen_random_uuid(),"
            " :payment, :booking, 'manual', 'SUCCEEDED', 10, 'USD', current_date, 'intruder',"
            " now(), now())"
        ),
        {"payment": payment["payment_id"], "booking": booking["id"]},
    )
    await db.commit()

    after = await reconciled(client, admin_headers)

    assert after["balanced"] is False and after["out_of_balance"] == 1
    [row] = after["bookings"]
    assert row["booking_id"] == booking["id"] and row["difference"] == -10.0
    assert row["refunded"] == 10.0 and row["held"] == booking["total_amount"]


async def test_the_worker_reconciles_recent_bookings_and_metrics_show_what_is_out_of_balance(
    client, db, admin_headers, app
):
    from tarmac.payments import reconciliation

    world = await build_world(db)
    _partner, key = await agency(client, db, admin_headers)
    booking = await wallet_paid(client, key, world.flight.id)
    await db.execute(
        text("UPDATE payments SET amount = amount + 1 WHERE booking_id = :booking"),
        {"booking": booking["id"]},
    )
    await db.commit()

    async with app.state.sessionmaker() as session, session.begin():
        found = await reconciliation.run(session, timedelta(days=2))
    metrics = (await client.get("/metrics")).text

    assert found.out_of_balance == 1 and found.bookings[0].difference == 1
    assert "tarmac_money_out_of_balance 1.0" in metrics


async def test_an_exchange_undone_holds_the_old_items_again_and_the_money_still_adds_up(
    client, db, admin_headers
):
    world, other, _partner, key = await _kgs_exchange_world(client, db, admin_headers)
    booking = await wallet_paid(client, key, world.flight.id, fare_class="Y")
    priced = await client.put(
        f"/api/v1/admin/fare-plans/{world.classic_plan.id}/prices/adult",
        json={"base_price": "400", "currency": "KGS"},
        headers=admin_headers,
    )
    assert priced.status_code in (200, 201), priced.text
    assert (await preview(client, key, booking["id"], other.id)).status_code == 200
    exchanged = await execute(client, key, booking["id"], other.id)
    assert exchanged.status_code == 200 and exchanged.json()["payment_required"] is True
    carried = await items_of(client, admin_headers, booking["id"])
    assert dec(carried["carried"]) + dec(carried["retained"]) == dec(booking["total_amount"])
    assert dec(carried["retained"]) > 0  # the change fee

    cancelled = await client.post(
        f"{BOOKINGS}/{exchanged.json()['new_booking_id']}/cancel", headers=key.headers
    )

    assert cancelled.status_code == 200, cancelled.text
    restored = await items_of(client, admin_headers, booking["id"])
    assert dec(restored["held"]) == dec(booking["total_amount"])
    assert restored["carried"] == restored["retained"] == restored["refunded"] == 0
    assert (await reconciled(client, admin_headers))["balanced"] is True
