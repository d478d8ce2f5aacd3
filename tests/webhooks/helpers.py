import uuid

from tarmac.events.outbox import emit

HOOKS = "/api/v1/notifications/outgoing-webhooks"
RUN_DUE = "/api/v1/admin/test-clock/run-due"


async def subscribe(client, headers, url: str, events=("booking.*",), **fields) -> dict:
    body = {"name": "receiver", "url": url, "events": list(events), **fields}
    response = await client.post(f"{HOOKS}/", json=body, headers=headers)
    assert response.status_code == 201, response.text
    return response.json()


async def event(db, type="booking.confirmed", partner_id=None, booking_id=None, **payload):
    emitted = await emit(
        db,
        type,
        {"booking_id": str(booking_id or uuid.uuid4()), **payload},
        partner_id=partner_id,
        booking_id=booking_id,
    )
    await db.commit()
    return emitted


async def run_due(client, admin_headers) -> None:
    response = await client.post(RUN_DUE, headers=admin_headers)
    assert response.status_code == 200, response.text


async def deliveries(client, headers, subscription_id, **params) -> dict:
    response = await client.get(
        f"{HOOKS}/{subscription_id}/deliveries", headers=headers, params=params
    )
    assert response.status_code == 200, response.text
    return response.json()
