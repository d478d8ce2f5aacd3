"""External payment confirmation (spec 01 §4.9 POST /payments/webhooks/external): a
consumer backend reports a payment it took itself; the booking it made is confirmed and
paid once per (provider, transaction_id), optionally signed with X-Signature."""

import asyncio
import hashlib
import hmac
import json

from sqlalchemy import func, select

from tarmac.db.engine import create_engine, session_factory
from tarmac.messaging.models import OutgoingMessage
from tarmac.payments.models import Payment
from tests.bookings.helpers import BOOKINGS, booked, events, worker_pass
from tests.conftest import client_for
from tests.factories import create_api_key
from tests.payments.helpers import initiate, notify
from tests.pricing.world import build_world

EXTERNAL = "/api/v1/payments/webhooks/external"
SCOPE = ["payments:confirm-external"]


def report(booking, **fields) -> dict:
    return {
        "booking_id": booking["id"],
        "amount": booking["total_amount"],
        "currency": booking["currency"],
        "provider": "elsom",
        "transaction_id": "TX-0001",
        "payment_method": "mobile_wallet",
        "payer_name": "AIBEK ASANOV",
        "payer_email": "aibek@example.com",
        **fields,
    }


async def backend(db):
    return await create_api_key(db, client_type="consumer_app", scopes=SCOPE)


async def test_a_reported_payment_confirms_the_booking_once(client, db, app):
    world = await build_world(db)
    key = await backend(db)
    booking = await booked(client, key, world)

    first = await client.post(EXTERNAL, json=report(booking), headers=key.headers)
    again = await client.post(EXTERNAL, json=report(booking), headers=key.headers)

    assert first.status_code == 200, first.text
    assert first.json()["status"] == "created"
    assert again.json() == {"status": "already_processed", "payment_id": first.json()["payment_id"]}
    read = (await client.get(f"{BOOKINGS}/{booking['id']}", headers=key.headers)).json()
    assert read["status"] == "confirmed" and read["payment_status"] == "paid"
    (payment,) = read["payments"]
    assert (payment["provider"], payment["provider_transaction_id"]) == ("elsom", "TX-0001")
    assert payment["status"] == "COMPLETED" and payment["payment_method"] == "mobile_wallet"
    assert len(await events(db, "booking.confirmed")) == 1
    await worker_pass(app)  # the e-mail is written by the worker
    mails = (await db.scalars(select(OutgoingMessage))).all()
    assert [(m.template, m.attachments) for m in mails] == [
        ("booking_confirmed", [{"kind": "eticket", "ref": booking["id"]}])
    ]
    other_tx = await client.post(
        EXTERNAL, json=report(booking, transaction_id="TX-0002"), headers=key.headers
    )
    assert other_tx.status_code == 400 and "already paid" in other_tx.json()["detail"]


async def test_a_waiting_payment_under_the_transaction_id_is_updated(client, app, db):
    world = await build_world(db)
    key = await backend(db)
    booking = await booked(client, key, world)
    started = (await initiate(client, key, booking)).json()
    waiting = await db.get(Payment, started["payment_id"])

    response = await client.post(
        EXTERNAL,
        json=report(booking, provider="sandbox", transaction_id=waiting.provider_transaction_id),
        headers=key.headers,
    )
    assert response.status_code == 422  # the airline's own providers report themselves

    await db.execute(
        Payment.__table__.update()
        .where(Payment.id == waiting.id)
        .values(provider="elsom", provider_transaction_id="TX-WAIT")
    )
    await db.commit()
    updated = await client.post(
        EXTERNAL, json=report(booking, transaction_id="TX-WAIT"), headers=key.headers
    )
    assert updated.json() == {"status": "updated", "payment_id": str(waiting.id)}
    assert await db.scalar(select(func.count()).select_from(Payment)) == 1


async def test_who_may_confirm_and_what(client, db):
    world = await build_world(db)
    key = await backend(db)
    booking = await booked(client, key, world)

    not_uuid = await client.post(
        EXTERNAL, json=report(booking, booking_id="ABC123"), headers=key.headers
    )
    assert not_uuid.status_code == 400
    unknown = await client.post(
        EXTERNAL, json=report(booking, booking_id=str(world.flight.id)), headers=key.headers
    )
    assert unknown.status_code == 404
    stranger = await backend(db)
    assert (
        await client.post(EXTERNAL, json=report(booking), headers=stranger.headers)
    ).status_code == 403
    no_scope = await create_api_key(db, client_type="consumer_app")
    assert (
        await client.post(EXTERNAL, json=report(booking), headers=no_scope.headers)
    ).status_code == 403
    agency = await create_api_key(db, scopes=SCOPE)
    assert (
        await client.post(EXTERNAL, json=report(booking), headers=agency.headers)
    ).status_code == 403
    publishable = await create_api_key(
        db, key_type="publishable", client_type="consumer_app", scopes=SCOPE
    )
    assert (
        await client.post(EXTERNAL, json=report(booking), headers=publishable.headers)
    ).status_code == 403
    wrong_amount = await client.post(
        EXTERNAL, json=report(booking, amount=1.0), headers=key.headers
    )
    assert wrong_amount.status_code == 422
    partner_booking = await booked(client, await create_api_key(db), world)
    assert (
        await client.post(EXTERNAL, json=report(partner_booking), headers=key.headers)
    ).status_code == 403
    read = (await client.get(f"{BOOKINGS}/{booking['id']}", headers=key.headers)).json()
    assert read["status"] == "pending" and read["payments"] == []


async def test_the_airline_can_require_a_signature(client, db, admin_headers):
    world = await build_world(db)
    key = await backend(db)
    booking = await booked(client, key, world)
    switched = await client.put(
        f"/api/v1/admin/payments/external-clients/{key.client_id}",
        json={"require_signature": True},
        headers=admin_headers,
    )
    assert switched.status_code == 200 and switched.json()["require_signature"] is True
    body = json.dumps(report(booking)).encode()
    headers = {**key.headers, "Content-Type": "application/json"}

    unsigned = await client.post(EXTERNAL, content=body, headers=headers)
    forged = await client.post(EXTERNAL, content=body, headers={**headers, "X-Signature": "0" * 64})
    signature = hmac.new(key.raw.encode(), body, hashlib.sha256).hexdigest()
    signed = await client.post(
        EXTERNAL, content=body, headers={**headers, "X-Signature": signature}
    )

    assert unsigned.status_code == forged.status_code == 403
    assert signed.status_code == 200, signed.text
    listed = await client.get("/api/v1/admin/payments/external-clients", headers=admin_headers)
    assert [c["client_id"] for c in listed.json()] == [key.client_id]
    typo = await client.put(
        "/api/v1/admin/payments/external-clients/no-such-client",
        json={"require_signature": True},
        headers=admin_headers,
    )
    assert typo.status_code == 404


async def test_duplicated_and_simultaneous_reports_make_one_payment(app, app_factory, db):
    world = await build_world(db)
    key = await backend(db)
    second = app_factory()
    async with client_for(app) as one, client_for(second) as two:
        booking = await booked(one, key, world)
        responses = await asyncio.gather(
            *((one, two)[n % 2].post(EXTERNAL, json=report(booking), headers=key.headers)
              for n in range(10))
        )  # fmt: skip
    statuses = sorted(r.json()["status"] for r in responses)
    assert statuses == ["already_processed"] * 9 + ["created"]
    assert len({r.json()["payment_id"] for r in responses}) == 1
    assert await db.scalar(select(func.count()).select_from(Payment)) == 1
    assert len(await events(db, "booking.confirmed")) == 1


async def test_a_database_outage_is_503_to_retry(client, app, db):
    world = await build_world(db)
    key = await backend(db)
    booking = await booked(client, key, world)
    reachable = app.state.sessionmaker
    unreachable = create_engine("postgresql+asyncpg://tarmac@127.0.0.1:9/nowhere")
    app.state.sessionmaker = session_factory(unreachable)
    try:
        response = await client.post(EXTERNAL, json=report(booking), headers=key.headers)
    finally:
        app.state.sessionmaker = reachable
        await unreachable.dispose()
    assert response.status_code == 503
    assert response.headers["Retry-After"] == "1" and "retry" in response.json()["detail"]
    assert response.json()["code"] == "service_unavailable"
    again = await client.post(EXTERNAL, json=report(booking), headers=key.headers)
    assert again.json()["status"] == "created"


async def test_provider_names_are_compared_without_case(client, db):
    world = await build_world(db)
    key = await backend(db)
    booking = await booked(client, key, world)

    first = await client.post(
        EXTERNAL,
        json=report(booking, provider="Elsom", transaction_id="TX-CASE"),
        headers=key.headers,
    )
    again = await client.post(
        EXTERNAL,
        json=report(booking, provider="ELSOM", transaction_id="TX-CASE"),
        headers=key.headers,
    )

    assert first.status_code == 200 and first.json()["status"] == "created"
    assert again.json() == {"status": "already_processed", "payment_id": first.json()["payment_id"]}
    (payment,) = (await db.scalars(select(Payment))).all()
    assert payment.provider == "elsom"


async def test_a_waiting_card_payment_reported_by_its_transaction_id_is_updated(client, app, db):
    world = await build_world(db)
    key = await backend(db)
    booking = await booked(client, key, world)
    started = (await initiate(client, key, booking)).json()
    waiting = await db.get(Payment, started["payment_id"])

    reported = await client.post(
        EXTERNAL,
        json=report(booking, provider="Kassa24", transaction_id=waiting.provider_transaction_id),
        headers=key.headers,
    )

    assert reported.json() == {"status": "updated", "payment_id": str(waiting.id)}
    read = (await client.get(f"{BOOKINGS}/{booking['id']}", headers=key.headers)).json()
    assert (read["status"], read["payment_status"]) == ("confirmed", "paid")
    assert [p["status"] for p in read["payments"]] == ["COMPLETED"]
    # the provider's own notification of the same transaction takes no second payment
    late = await notify(client, app, "payment.succeeded", waiting.provider_transaction_id)
    assert late.status_code == 200
    read = (await client.get(f"{BOOKINGS}/{booking['id']}", headers=key.headers)).json()
    assert read["payment_status"] == "paid" and read["payments"][0]["refunded_amount"] == 0
