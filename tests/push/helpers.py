"""Helpers of the push tests: accounts with devices (their e-mail proven or not), a booking
owned by one, flight events emitted as the flight operations emit them, and the pushes the
back office lists per push token."""

import re
import uuid
from dataclasses import dataclass
from typing import Any

from tarmac.events import outbox
from tests.accounts.factories import BASE, messages_to, register, with_token
from tests.bookings.helpers import BOOKINGS, book, passenger, quote

RUN_DUE = "/api/v1/admin/test-clock/run-due"
PUSHES = "/api/v1/admin/push-messages"
CODE = re.compile(r"\b(\d{6})\b")


@dataclass
class Account:
    id: str
    email: str
    headers: dict[str, str]  # the key and the passenger's bearer token


async def account(client, key, email: str, **fields) -> Account:
    signed = await register(client, key.headers, email=email, **fields)
    return Account(
        signed["passenger"]["id"], email, with_token(key.headers, signed["access_token"])
    )


async def prove_email(client, admin_headers, who: Account) -> None:
    """The account proves its address with the code mailed to it (read in the sandbox)."""
    sent = await client.post(f"{BASE}/email/request-code", headers=who.headers)
    assert sent.status_code == 202, sent.text
    [mail, *_] = await messages_to(client, admin_headers, who.email)
    code = CODE.search(mail["text_body"]).group(1)
    proven = await client.post(f"{BASE}/email/verify", headers=who.headers, json={"code": code})
    assert proven.status_code == 200, proven.text


async def device(client, who: Account, token: str, *, locale: str | None = "en-US", **fields):
    body = {"platform": "android", "push_token": token, "device_id": "kg.tarmac.app"}
    if locale is not None:
        body["locale"] = locale
    response = await client.post(
        f"{BASE}/devices/register", headers=who.headers, json={**body, **fields}
    )
    assert response.status_code == 200, response.text
    return response.json()


async def confirmed_booking(client, key, flight_id, *, owner: Account | None, contact: str):
    """A booking of ``flight_id`` made with ``owner``'s token beside the key (or none),
    for ``contact``, confirmed (ticketed on account)."""
    quoted = await quote(client, key.headers, flight_id)
    headers = owner.headers if owner else key.headers
    made = await book(client, headers, quoted["quote_id"], [passenger()], contact_email=contact)
    assert made.status_code == 201, made.text
    confirmed = await client.post(f"{BOOKINGS}/{made.json()['id']}/confirm", headers=key.headers)
    assert confirmed.status_code == 200, confirmed.text
    return confirmed.json()


async def run_due(client, admin_headers) -> None:
    response = await client.post(RUN_DUE, headers=admin_headers)
    assert response.status_code == 200, response.text


async def pushes(client, admin_headers, token: str, **params) -> list[dict[str, Any]]:
    response = await client.get(
        PUSHES, headers=admin_headers, params={"push_token": token, **params}
    )
    assert response.status_code == 200, response.text
    return response.json()


async def emit(app, event_type: str, payload: dict[str, Any]) -> None:
    """An event as the flight operations emit it, committed."""
    async with app.state.sessionmaker() as session, session.begin():
        await outbox.emit(session, event_type, payload)


def flight_payload(flight, **fields) -> dict[str, Any]:
    return {"flight_id": str(flight.id), "flight_number": flight.flight_number, **fields}


def is_uuid(value: str) -> bool:
    try:
        uuid.UUID(value)
    except ValueError:
        return False
    return True
