"""A passenger account proves its e-mail address with a code mailed to it (through the
outbox, to a real SMTP server); only a proven address opens the bookings whose contact it
is (spec 01 §4.5: by ``user_id`` or ``contact_email``): self-cancel and refund-consumer. An
unproven address grants nothing."""

import re

import pytest

from tarmac.payments.models import Payment
from tests.accounts.factories import (
    BASE,
    advance_clock,
    deliver_messages,
    login,
    register,
    with_token,
)
from tests.bookings.helpers import BOOKINGS, booked
from tests.conftest import client_for
from tests.factories import create_api_key
from tests.messaging.conftest import SmtpServer
from tests.payments.helpers import initiate, notify
from tests.pricing.world import build_world

CONTACT = "Aibek.Asanov@example.com"
CODE = re.compile(r"\b(\d{6})\b")


@pytest.fixture
def smtp_server():
    server = SmtpServer()
    yield server
    server.stop()


@pytest.fixture
async def smtp_app(app_factory, smtp_server):
    smtp_server.start()
    return app_factory(smtp_url=smtp_server.url, mail_from="Tarmac <no-reply@tarmac.kg>")


async def mailed_code(app, smtp_server, to: str) -> str:
    """The code of the last e-mail-proof message to ``to``, as the SMTP server received it."""
    await deliver_messages(app)
    codes = [
        message
        for message in smtp_server.collector.messages
        if message["To"] == to and CODE.search(message["Subject"])
    ]
    assert codes, [m["Subject"] for m in smtp_server.collector.messages]
    text = codes[-1].get_body(preferencelist=("plain",)).get_content()
    return CODE.search(text).group(1)


async def paid_booking(client, app, db, key, world) -> dict:
    booking = await booked(client, key, world, contact_email=CONTACT.upper())
    started = await initiate(client, key, booking)
    assert started.status_code == 200, started.text
    payment = await db.get(Payment, started.json()["payment_id"])
    settled = await notify(client, app, "payment.succeeded", payment.provider_transaction_id)
    assert settled.status_code == 200, settled.text
    return booking


async def test_a_code_mailed_to_the_address_proves_it_and_only_that_code(smtp_app, smtp_server, db):
    async with client_for(smtp_app) as client:
        key = await create_api_key(db, key_type="publishable", client_type="consumer_app")
        account = await register(client, {**key.headers, "Accept-Language": "en"}, email=CONTACT)
        assert account["passenger"]["email_verified_at"] is None
        headers = with_token(key.headers, account["access_token"])

        sent = await client.post(f"{BASE}/email/request-code", headers=headers)
        assert sent.status_code == 202, sent.text
        assert sent.json() == {"sent": True, "expires_in": 900, "email_masked": "A***@example.com"}
        again = await client.post(f"{BASE}/email/request-code", headers=headers)
        assert again.status_code == 429 and int(again.headers["Retry-After"]) >= 1
        code = await mailed_code(smtp_app, smtp_server, CONTACT)
        [message] = [m for m in smtp_server.collector.messages if CODE.search(m["Subject"])]
        assert message["Subject"] == f"Your Tarmac e-mail code: {code}"

        wrong = "000000" if code != "000000" else "111111"
        refused = await client.post(f"{BASE}/email/verify", headers=headers, json={"code": wrong})
        assert refused.status_code == 400
        me = await client.get(f"{BASE}/me", headers=headers)
        assert me.json()["email_verified_at"] is None

        proven = await client.post(f"{BASE}/email/verify", headers=headers, json={"code": code})
        assert proven.status_code == 200, proven.text
        assert proven.json()["email_verified_at"] is not None
        me = await client.get(f"{BASE}/me", headers=headers)
        assert me.json()["email_verified_at"] == proven.json()["email_verified_at"]
        done = await client.post(f"{BASE}/email/request-code", headers=headers)
        assert done.status_code == 400


async def test_a_code_expires_and_allows_three_attempts(smtp_app, smtp_server, db, admin_headers):
    async with client_for(smtp_app) as client:
        key = await create_api_key(db, key_type="publishable", client_type="consumer_app")
        account = await register(client, key.headers, email=CONTACT)
        headers = with_token(key.headers, account["access_token"])
        await client.post(f"{BASE}/email/request-code", headers=headers)
        code = await mailed_code(smtp_app, smtp_server, CONTACT)
        wrong = "000000" if code != "000000" else "111111"
        for _ in range(3):
            response = await client.post(
                f"{BASE}/email/verify", headers=headers, json={"code": wrong}
            )
            assert response.status_code == 400
        spent = await client.post(f"{BASE}/email/verify", headers=headers, json={"code": code})
        assert spent.status_code == 400  # the 4th attempt, even right, is refused

        await advance_clock(client, admin_headers, 61)
        await client.post(f"{BASE}/email/request-code", headers=headers)
        fresh = await mailed_code(smtp_app, smtp_server, CONTACT)
        await advance_clock(client, admin_headers, 15 * 60 + 1)
        signed_in = await login(client, key.headers, email=CONTACT)  # the token lasts 900 s
        headers = with_token(key.headers, signed_in.json()["access_token"])
        late = await client.post(f"{BASE}/email/verify", headers=headers, json={"code": fresh})
        assert late.status_code == 400


async def test_only_a_proven_address_cancels_and_refunds_the_bookings_made_for_it(
    smtp_app, smtp_server, db
):
    async with client_for(smtp_app) as client:
        world = await build_world(db, with_light=False)  # CLASSIC: refundable
        backend = await create_api_key(db, client_type="consumer_app")
        to_refund = await paid_booking(client, smtp_app, db, backend, world)
        to_cancel = await booked(client, backend, world, contact_email=CONTACT)
        account = await register(client, backend.headers, email=CONTACT.lower())
        bearer = {"Authorization": f"Bearer {account['access_token']}"}
        refund = f"{BOOKINGS}/{to_refund['id']}/refund-consumer"
        cancel = f"{BOOKINGS}/{to_cancel['id']}/cancel-consumer"

        # registered with the address, not proven: nothing
        assert (await client.post(refund, headers=bearer)).status_code == 403
        assert (await client.post(cancel, headers=bearer)).status_code == 403

        headers = with_token(backend.headers, account["access_token"])
        await client.post(f"{BASE}/email/request-code", headers=headers)
        code = await mailed_code(smtp_app, smtp_server, CONTACT.lower())
        proven = await client.post(f"{BASE}/email/verify", headers=headers, json={"code": code})
        assert proven.status_code == 200, proven.text

        refunded = await client.post(refund, headers=bearer)
        assert refunded.status_code == 200, refunded.text
        assert refunded.json()["booking_id"] == to_refund["id"]
        cancelled = await client.post(cancel, headers=bearer)
        assert cancelled.status_code == 200, cancelled.text
        assert cancelled.json()["status"] == "cancelled"
        # another address, proven or not, still opens nothing of these
        other = await register(client, backend.headers, email="someone@example.com")
        other_bearer = {"Authorization": f"Bearer {other['access_token']}"}
        assert (await client.post(refund, headers=other_bearer)).status_code == 403
