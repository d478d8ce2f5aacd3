"""Issue 21, point 17, for payments: initiate-payment with no body, payment_url on the
address served, and a payment never completed before it was created."""

from datetime import datetime

import httpx

from tarmac.payments.models import Payment
from tests.bookings.helpers import TEST_CLOCK, advance_clock, booked
from tests.factories import create_api_key
from tests.payments.helpers import notify
from tests.pricing.world import build_world
from tests.processes import api_processes


async def test_initiate_payment_takes_no_body_or_an_empty_one_and_pays_the_total(client, db):
    world = await build_world(db, with_light=False)
    key = await create_api_key(db, client_type="consumer_app")
    for body in ({"content": b""}, {"json": {}}):
        booking = await booked(client, key, world)
        started = await client.post(
            f"/api/v1/bookings/{booking['id']}/initiate-payment", headers=key.headers, **body
        )
        assert started.status_code == 200, started.text
        payment = await client.get(
            f"/api/v1/payments/{started.json()['payment_id']}", headers=key.headers
        )
        assert float(payment.json()["amount"]) == float(booking["total_amount"])


async def test_payment_url_follows_the_address_served_when_no_public_base_url_is_set(
    database_url, db, tmp_path, monkeypatch
):
    monkeypatch.delenv("TARMAC_PUBLIC_BASE_URL", raising=False)
    world = await build_world(db, with_light=False)
    key = await create_api_key(db, client_type="consumer_app")
    await db.commit()
    with api_processes(database_url, tmp_path, count=1) as [url]:
        async with httpx.AsyncClient(base_url=url, timeout=60) as served:
            booking = await booked(served, key, world)
            started = await served.post(
                f"/api/v1/bookings/{booking['id']}/initiate-payment", headers=key.headers
            )
    assert started.status_code == 200, started.text
    assert started.json()["payment_url"].startswith(f"{url}/pay/{booking['id']}?")
    assert not url.endswith(":8000")


async def test_a_payment_is_never_completed_before_it_was_created_when_the_clock_goes_back(
    client, app, db, admin_headers
):
    world = await build_world(db, with_light=False)
    key = await create_api_key(db, client_type="consumer_app")
    await advance_clock(client, admin_headers, 3600)
    booking = await booked(client, key, world)
    started = await client.post(
        f"/api/v1/bookings/{booking['id']}/initiate-payment", headers=key.headers
    )
    assert started.status_code == 200, started.text
    reset = await client.post(f"{TEST_CLOCK}/reset", headers=admin_headers)
    assert reset.status_code == 200
    payment = await db.get(Payment, started.json()["payment_id"])
    settled = await notify(client, app, "payment.succeeded", payment.provider_transaction_id)
    assert settled.status_code == 200, settled.text
    read = await client.get(f"/api/v1/payments/{started.json()['payment_id']}", headers=key.headers)
    assert read.json()["status"] == "COMPLETED"
    created = datetime.fromisoformat(read.json()["created_at"])
    completed = datetime.fromisoformat(read.json()["completed_at"])
    assert completed >= created
