"""Helpers for the passenger-account tests: a key, an account, the sandbox clock and outbox."""

from sqlalchemy.ext.asyncio import AsyncSession

from tarmac.messaging import service as messaging
from tests.factories import create_api_key

PASSWORD = "Secret#123"
BASE = "/api/v1/auth/passenger"


async def key_headers(db: AsyncSession) -> dict[str, str]:
    """Headers of a consumer app's secret key (the account routes take any key)."""
    return (await create_api_key(db, key_type="secret", client_type="consumer_app")).headers


def with_token(headers: dict[str, str], access_token: str) -> dict[str, str]:
    return {**headers, "Authorization": f"Bearer {access_token}"}


async def register(client, headers, email="ivan@example.com", password=PASSWORD, **fields):
    response = await client.post(
        f"{BASE}/register", headers=headers, json={"email": email, "password": password, **fields}
    )
    assert response.status_code == 201, response.text
    return response.json()


async def login(client, headers, email="ivan@example.com", password=PASSWORD):
    return await client.post(
        f"{BASE}/login", headers=headers, json={"email": email, "password": password}
    )


async def advance_clock(client, admin_headers, seconds: int) -> None:
    """Move the sandbox test clock, as an integrator would."""
    response = await client.post(
        "/api/v1/admin/test-clock", headers=admin_headers, json={"advance_seconds": seconds}
    )
    assert response.status_code == 200, response.text


async def deliver_messages(app, **senders) -> int:
    """One run of the worker's message task."""
    async with app.state.sessionmaker() as session, session.begin():
        return await messaging.deliver_due(session, app.state.settings, **senders)


async def messages_to(client, admin_headers, to: str, limit: int = 20) -> list[dict]:
    response = await client.get(
        "/api/v1/admin/messages", headers=admin_headers, params={"to": to, "limit": limit}
    )
    assert response.status_code == 200, response.text
    return response.json()


async def sms_code(client, admin_headers, phone: str) -> str:
    """The code of the last SMS to ``phone``, read through the sandbox back office."""
    [last, *_] = await messages_to(client, admin_headers, phone)
    return "".join(ch for ch in last["text_body"].split()[0] if ch.isdigit())
