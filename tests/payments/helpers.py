"""Helpers of the wallet and payment tests: the back office's top-ups and reconciliation,
a partner's wallet as its key reads it."""

ADMIN = "/api/v1/admin"
PARTNERS = "/api/v1/partners"


async def top_up(client, admin_headers, partner_id, amount: str, currency: str = "USD") -> dict:
    response = await client.post(
        f"{ADMIN}/partners/{partner_id}/wallet/top-up",
        json={"currency": currency, "amount": amount, "description": "test top-up"},
        headers=admin_headers,
    )
    assert response.status_code == 201, response.text
    return response.json()


async def wallets(client, key, partner_id) -> dict[str, dict]:
    response = await client.get(f"{PARTNERS}/{partner_id}/wallets", headers=key.headers)
    assert response.status_code == 200, response.text
    return {wallet["currency"]: wallet for wallet in response.json()}


async def lines(client, key, partner_id, **params) -> list[dict]:
    response = await client.get(
        f"{PARTNERS}/{partner_id}/wallet/transactions",
        params={"page_size": 200, **params},
        headers=key.headers,
    )
    assert response.status_code == 200, response.text
    return response.json()["data"]


async def assert_ledgers_balance(client, admin_headers) -> None:
    """The back office's reconciliation finds no wallet whose balance is not its ledger."""
    response = await client.get(f"{ADMIN}/wallets/reconciliation", headers=admin_headers)
    assert response.status_code == 200, response.text
    report = response.json()
    assert report["balanced"] is True and report["mismatches"] == [], report


async def initiate(client, key, booking, **body):
    return await client.post(
        f"/api/v1/bookings/{booking['id']}/initiate-payment", json=body, headers=key.headers
    )


async def notify(client, app, kind: str, transaction_id: str, **fields):
    """The sandbox provider's signed notification, as its hosted page sends it."""
    body, headers = app.state.payment_provider.notification(kind, transaction_id, **fields)
    return await client.post(
        "/api/v1/payments/providers/sandbox/notify", content=body, headers=headers
    )


async def card_paid(client, app, db, key, booking) -> dict:
    """``booking`` paid by card through the sandbox provider (its notification), as read
    back by its key."""
    from tarmac.payments.models import Payment

    started = await initiate(client, key, booking)
    assert started.status_code == 200, started.text
    payment = await db.get(Payment, started.json()["payment_id"])
    settled = await notify(client, app, "payment.succeeded", payment.provider_transaction_id)
    assert settled.status_code == 200, settled.text
    read = await client.get(f"/api/v1/bookings/{booking['id']}", headers=key.headers)
    return read.json()
