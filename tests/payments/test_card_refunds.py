"""Card refunds (issue 21, point 11): written PENDING in the request's transaction and asked
of the provider only after it committed (the worker's round), under an idempotency key
derived from the refund; the provider's outcome is matched to the one refund it names, and a
refund the provider refuses leaves the money owed."""

import asyncio
from decimal import Decimal

from sqlalchemy import select

from tarmac.payments.models import Refund
from tests.bookings.helpers import BOOKINGS, booked
from tests.conftest import client_for
from tests.factories import create_api_key
from tests.payments.helpers import card_paid, notify
from tests.pricing.world import build_world

RUN_DUE = "/api/v1/admin/test-clock/run-due"


async def refunds_of(client, admin_headers, booking) -> list[dict]:
    response = await client.get(
        f"/api/v1/admin/bookings/{booking['id']}/refunds", headers=admin_headers
    )
    assert response.status_code == 200, response.text
    return response.json()


async def provider_ids(db) -> list[str | None]:
    db.expire_all()
    return list(await db.scalars(select(Refund.provider_refund_id).order_by(Refund.created_at)))


async def test_a_card_refund_is_asked_of_the_provider_only_after_its_request_committed(
    client, app, db, admin_headers
):
    world = await build_world(db, with_light=False)
    key = await create_api_key(db, client_type="consumer_app")
    booking = await card_paid(client, app, db, key, await booked(client, key, world))

    cancelled = await client.post(f"{BOOKINGS}/{booking['id']}/cancel", headers=key.headers)

    assert cancelled.status_code == 200, cancelled.text
    assert cancelled.json()["payment_status"] == "refund_pending"
    (pending,) = await refunds_of(client, admin_headers, booking)
    assert pending["status"] == "PENDING"
    assert await provider_ids(db) == [None]  # the request did not call the provider
    await client.post(RUN_DUE, headers=admin_headers)  # submitted, then the bank answers
    (done,) = await refunds_of(client, admin_headers, booking)
    assert (done["refund_id"], done["status"]) == (pending["refund_id"], "SUCCEEDED")
    # the sandbox names its refund after ours: the idempotency key a retry would reuse
    assert await provider_ids(db) == [f"sbxre_{pending['refund_id'].replace('-', '')}"]


async def test_a_refund_the_provider_refuses_is_failed_and_the_money_still_owed(
    client, app, db, admin_headers
):
    world = await build_world(db, with_light=False)
    key = await create_api_key(db, client_type="consumer_app")
    booking = await card_paid(client, app, db, key, await booked(client, key, world))
    (payment,) = booking["payments"]
    path = f"/api/v1/payments/{payment['payment_id']}/refund"
    first = (await client.post(path, json={"amount": "10.00"}, headers=key.headers)).json()
    second = (await client.post(path, json={"amount": "20.00"}, headers=key.headers)).json()

    failed = await notify(
        client,
        app,
        "refund.failed",
        payment["provider_transaction_id"],
        refund_id=first["refund_id"],
        reason="account_closed",
    )

    assert failed.status_code == 200, failed.text
    await client.post(RUN_DUE, headers=admin_headers)  # the other one goes through
    statuses = {
        r["refund_id"]: r["status"] for r in await refunds_of(client, admin_headers, booking)
    }
    assert statuses == {first["refund_id"]: "FAILED", second["refund_id"]: "SUCCEEDED"}
    read = (await client.get(f"{BOOKINGS}/{booking['id']}", headers=key.headers)).json()
    assert read["payment_status"] != "refunded"
    assert read["payments"][0]["refunded_amount"] == 20.0  # the 10.00 is owed again
    again = await client.post(path, json={"amount": "10.00"}, headers=key.headers)
    assert again.status_code == 200, again.text

    late = await notify(
        client,
        app,
        "refund.failed",
        payment["provider_transaction_id"],
        refund_id=second["refund_id"],
    )
    assert late.status_code == 200
    statuses = {
        r["refund_id"]: r["status"] for r in await refunds_of(client, admin_headers, booking)
    }
    assert statuses[second["refund_id"]] == "SUCCEEDED"  # a settled refund stays settled


async def test_two_card_refunds_of_60_percent_at_once_give_back_one(
    app, app_factory, db, admin_headers
):
    world = await build_world(db, with_light=False)
    second = app_factory()
    async with client_for(app) as one, client_for(second) as two:
        key = await create_api_key(db, client_type="consumer_app")
        booking = await card_paid(one, app, db, key, await booked(one, key, world))
        (payment,) = booking["payments"]
        share = (Decimal(str(payment["amount"])) * Decimal("0.6")).quantize(Decimal("0.01"))

        # the airline's refunds, which may go beyond the fare: what was paid is the bound
        responses = await asyncio.gather(
            *(
                client.post(
                    f"/api/v1/admin/payments/{payment['payment_id']}/refund",
                    json={"amount": str(share)},
                    headers=admin_headers,
                )
                for client in (one, two)
            )
        )

        assert sorted(r.status_code for r in responses) == [200, 422]
        await one.post(RUN_DUE, headers=admin_headers)
        refunds = await refunds_of(one, admin_headers, booking)
        assert [(Decimal(str(r["amount"])), r["status"]) for r in refunds] == [(share, "SUCCEEDED")]
        read = await one.get(f"/api/v1/payments/{payment['payment_id']}", headers=key.headers)
        assert Decimal(str(read.json()["refunded_amount"])) == share
