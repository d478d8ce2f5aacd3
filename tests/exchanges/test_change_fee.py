"""The change fee is never waived (issue 32, case 9; spec 01 §4.6 rule 1 with §4.4 rule 9):
what an exchange costs is the new fare plus the penalty minus the old value, charged when
above 0 whatever the fare; below 0 it is given back only by a refundable fare. The new
flight is priced with the partner discount the booking was priced with, not the one the
caller could ask for now."""

from tests.exchanges.helpers import (
    exchange_world,
    execute,
    paid_booking,
    preview,
    read,
    set_adult_price,
)
from tests.pricing.factories import create_partnership

EXCHANGE_QUOTE = "/api/v1/fares/quote/exchange"


async def _non_refundable(client, admin_headers, world) -> None:
    """The route's CLASSIC fare made non-refundable (still changeable, fee 30)."""
    response = await client.patch(
        f"/api/v1/admin/fare-rules/{world.classic_rule.id}",
        json={"refundable": False},
        headers=admin_headers,
    )
    assert response.status_code == 200, response.text


async def test_a_cheaper_flight_on_a_non_refundable_fare_still_pays_the_change_fee(
    client, db, admin_headers
):
    """Old 100, new 80, penalty 30: 80 + 30 - 100 = 10 to pay (it was 0 and 0: the 20 the
    cheaper fare saved paid only part of the fee), in the preview, the exchange quote and
    the execute alike."""
    ex = await exchange_world(db, client, admin_headers)
    await _non_refundable(client, admin_headers, ex.world)
    booking = await paid_booking(client, ex)
    assert booking["total_amount"] == 100.0
    await set_adult_price(client, admin_headers, ex.world, "80")

    shown = (await preview(client, ex.key, booking["id"], ex.other.id)).json()
    quoted = await client.post(
        EXCHANGE_QUOTE,
        json={
            "original_booking_id": booking["id"],
            "original_total_amount": "100.00",
            "original_currency": "USD",
            "original_fare_rule_id": str(ex.world.classic_rule.id),
            "original_scheduled_departure": ex.world.flight.scheduled_departure.isoformat(),
            "new_flight_id": str(ex.other.id),
        },
        headers=ex.key.headers,
    )
    done = await execute(client, ex.key, booking["id"], ex.other.id)

    assert (shown["fare_difference"], shown["penalty"]) == (-20.0, 30.0)
    assert (shown["extra_amount"], shown["refund_amount"]) == (10.0, 0.0)
    assert quoted.status_code == 200, quoted.text
    figures = quoted.json()
    assert (figures["extra_to_charge"], figures["refund_amount"]) == ("10.00", "0.00")
    assert done.status_code == 200, done.text
    assert (done.json()["extra_amount"], done.json()["payment_required"]) == (10.0, True)
    new = await read(client, ex.key, done.json()["new_booking_id"])
    assert (new["status"], new["amount_due"]) == ("pending", 10.0)


async def test_a_non_refundable_fare_keeps_what_is_left_once_the_fee_is_paid(
    client, db, admin_headers
):
    """Old 100, new 50, penalty 30: 20 left over once the fee is paid, which a
    non-refundable fare does not give back (rule 9): 0 and 0. (A refundable fare gives the
    20 back: ``test_a_cheaper_flight_refunds_to_the_wallet_and_confirms_at_once``.)"""
    ex = await exchange_world(db, client, admin_headers)
    await _non_refundable(client, admin_headers, ex.world)
    kept = await paid_booking(client, ex)
    await set_adult_price(client, admin_headers, ex.world, "50")

    shown = (await preview(client, ex.key, kept["id"], ex.other.id)).json()
    done = await execute(client, ex.key, kept["id"], ex.other.id)

    assert (shown["fare_difference"], shown["penalty"]) == (-50.0, 30.0)
    assert (shown["extra_amount"], shown["refund_amount"]) == (0, 0)
    assert done.status_code == 200, done.text
    assert (done.json()["extra_amount"], done.json()["refund_amount"]) == (0, 0)
    new = await read(client, ex.key, done.json()["new_booking_id"])
    assert (new["status"], new["amount_due"]) == ("confirmed", 0)


async def test_the_new_flight_is_priced_with_the_partner_discount_the_booking_had(
    client, db, admin_headers
):
    """The agency's partner has 10 % off the fare. A booking quoted without ``partner_id``
    (100) exchanged to a flight at the same price is compared with 100, not 90: the 30 fee
    is paid. One quoted with it (90) is compared with 90. An exchange quote priced with a
    discount the booking did not have is refused by the preview."""
    ex = await exchange_world(db, client, admin_headers)
    await create_partnership(db, ex.partner_id, "10")
    await db.commit()
    plain = await paid_booking(client, ex)
    discounted = await paid_booking(client, ex, quoted_with={"partner_id": str(ex.partner_id)})
    assert (plain["total_amount"], discounted["total_amount"]) == (100.0, 90.0)

    as_booked = (await preview(client, ex.key, plain["id"], ex.other.id)).json()
    with_discount = (await preview(client, ex.key, discounted["id"], ex.other.id)).json()
    quoted = await client.post(
        EXCHANGE_QUOTE,
        json={
            "original_booking_id": plain["id"],
            "original_total_amount": "100.00",
            "original_currency": "USD",
            "original_fare_rule_id": str(ex.world.classic_rule.id),
            "original_scheduled_departure": ex.world.flight.scheduled_departure.isoformat(),
            "new_quote": {
                "flight_id": str(ex.other.id),
                "fare_class": "Y",
                "partner_id": str(ex.partner_id),
            },
        },
        headers=ex.key.headers,
    )
    assert quoted.status_code == 200, quoted.text
    assert quoted.json()["net"] == "90.00"
    refused = await preview(
        client, ex.key, plain["id"], ex.other.id, exchange_quote_id=quoted.json()["quote_id"]
    )

    assert (as_booked["new_total"], as_booked["extra_amount"]) == (100.0, 30.0)
    assert (with_discount["new_total"], with_discount["extra_amount"]) == (90.0, 30.0)
    assert refused.status_code == 422, refused.text
    assert refused.json()["code"] == "exchange_quote_mismatch"
    assert "no partner_id" in refused.json()["detail"]
