"""The SMS channel (log provider, the HTTP gateway API) and the outbox rules: claimed once by
concurrent workers, an expired code never sent, a secret blanked after delivery in live mode."""

import asyncio
from datetime import timedelta

import pytest
from sqlalchemy import select

from tarmac.core import clock
from tarmac.core.language import LANGUAGES
from tarmac.messaging import render
from tarmac.messaging import service as messaging
from tarmac.messaging.email import parse_smtp_url
from tarmac.messaging.models import OutgoingMessage
from tests.accounts.factories import BASE, deliver_messages, key_headers
from tests.conftest import client_for, make_settings


async def queue_code_sms(db, to="+996555123456", expires_in=300):
    message = await messaging.queue_sms(
        db,
        to=to,
        template="phone_code",
        language="en",
        values={"code": "123456", "airline": "Tarmac", "minutes": 5},
        sensitive=True,
        expires_at=clock.now() + timedelta(seconds=expires_in),
    )
    await db.commit()
    return message


def http_gateway_app(app_factory, gateway, **overrides):
    """An app whose settings send SMS through ``gateway`` (``TARMAC_SMS_PROVIDER=http``)."""
    return app_factory(
        sms_provider="http",
        sms_http_url=gateway.url,
        sms_http_token="gw-token",
        sms_sender="TARMAC",
        **overrides,
    )


async def test_a_phone_code_reaches_the_http_gateway_as_json_with_token_and_idempotency_key(
    app_factory, db, sms_gateway
):
    sms_gateway.start()
    app = http_gateway_app(app_factory, sms_gateway)
    headers = await key_headers(db)
    async with client_for(app) as client:
        sent = await client.post(
            f"{BASE}/phone/request-code", headers=headers, json={"phone": "+996555123456"}
        )
    assert sent.status_code == 200, sent.text
    assert await deliver_messages(app) == 1

    message = await db.scalar(select(OutgoingMessage))
    [request] = sms_gateway.received
    assert (request.method, request.path) == ("POST", "/v1/messages")
    assert request.headers["authorization"] == "Bearer gw-token"
    assert request.headers["idempotency-key"] == str(message.id)
    assert request.headers["content-type"] == "application/json"
    assert request.body == {
        "to": "+996555123456",
        "from": "TARMAC",
        "text": message.text_body,
        "reference": str(message.id),
    }
    assert request.body["text"][:6].isdigit()  # the code, first
    assert (message.status, message.attempts, message.provider) == ("sent", 1, "http")
    assert message.provider_message_id == "gw-1"


async def test_sms_refused_by_the_http_gateway_is_retried_until_accepted(
    app_factory, db, sms_gateway
):
    sms_gateway.answers = [(503, "maintenance"), (200, {"message_id": "abc"})]
    sms_gateway.start()
    app = http_gateway_app(app_factory, sms_gateway)
    await queue_code_sms(db)
    assert await deliver_messages(app) == 1
    message = await db.scalar(select(OutgoingMessage))
    await db.refresh(message)
    assert (message.status, message.attempts) == ("queued", 1)
    assert "503" in message.last_error and "maintenance" in message.last_error

    clock.set_offset(timedelta(seconds=16))
    assert await deliver_messages(app) == 1
    await db.refresh(message)
    assert (message.status, message.attempts, message.provider) == ("sent", 2, "http")
    assert message.provider_message_id == "abc"
    # the same message under the same key, so a gateway that honours it drops a duplicate
    assert [r.body["reference"] for r in sms_gateway.received] == [str(message.id)] * 2
    assert [r.headers["idempotency-key"] for r in sms_gateway.received] == [str(message.id)] * 2


async def test_sms_to_a_gateway_that_is_down_or_too_slow_is_retried_until_it_answers(
    app_factory, db, sms_gateway
):
    app = http_gateway_app(app_factory, sms_gateway, sms_timeout_seconds=0.5)
    await queue_code_sms(db, expires_in=3600)
    assert await deliver_messages(app) == 1  # nothing listens on the port yet
    message = await db.scalar(select(OutgoingMessage))
    await db.refresh(message)
    assert (message.status, message.attempts) == ("queued", 1)
    assert "ConnectError" in message.last_error

    sms_gateway.delay_seconds = 2.0
    sms_gateway.start()
    clock.set_offset(timedelta(seconds=16))
    assert await deliver_messages(app) == 1
    await db.refresh(message)
    assert (message.status, message.attempts) == ("queued", 2)
    assert "Timeout" in message.last_error

    sms_gateway.delay_seconds = 0.0
    clock.set_offset(timedelta(minutes=10))
    assert await deliver_messages(app) == 1
    await db.refresh(message)
    assert (message.status, message.attempts) == ("sent", 3)
    assert len(sms_gateway.received) == 2  # the one that timed out did arrive


async def test_a_code_sms_not_sent_before_the_code_expired_is_marked_expired(app, db):
    await queue_code_sms(db, expires_in=300)
    clock.set_offset(timedelta(seconds=301))
    assert await deliver_messages(app) == 1
    message = await db.scalar(select(OutgoingMessage))
    assert message.status == "expired"
    assert message.sent_at is None
    assert message.text_body  # kept


async def test_a_sensitive_body_is_blanked_after_delivery_in_live_mode(app_factory, db):
    live = app_factory(mode="live")
    await queue_code_sms(db)
    await deliver_messages(live)
    message = await db.scalar(select(OutgoingMessage))
    assert message.status == "sent"
    assert "123456" not in message.text_body


async def test_a_sensitive_body_stays_readable_in_sandbox(app, db):
    await queue_code_sms(db)
    await deliver_messages(app)
    message = await db.scalar(select(OutgoingMessage))
    assert message.status == "sent"
    assert message.text_body.startswith("123456 is your Tarmac sign-in code")


async def test_concurrent_workers_send_each_message_exactly_once(app, db):
    for i in range(30):
        await messaging.queue_sms(
            db,
            to=f"+9967000000{i:02d}",
            template="phone_code",
            language="ru",
            values={"code": f"{i:06d}", "airline": "Tarmac", "minutes": 5},
        )
    await db.commit()
    sent: list[str] = []

    class SlowProvider:
        name = "test"

        async def send(self, to, text, reference):
            await asyncio.sleep(0.01)  # let the other workers run while rows are locked
            sent.append(reference)
            return None

    settings = make_settings(messages_batch_size=4)

    async def worker():
        while True:
            async with app.state.sessionmaker() as session, session.begin():
                done = await messaging.deliver_due(session, settings, sms_provider=SlowProvider())
            if not done:
                return

    await asyncio.gather(*(worker() for _ in range(3)))
    assert len(sent) == 30
    assert len(set(sent)) == 30


def test_every_template_exists_in_russian_english_and_kyrgyz():
    for language in LANGUAGES:
        email = render.render_email(
            "welcome", language, {"airline": "Tarmac", "email": "a@example.com"}
        )
        assert email.subject and "a@example.com" in email.text and "a@example.com" in email.html
        sms = render.render_sms(
            "phone_code", language, {"code": "123456", "airline": "Tarmac", "minutes": 5}
        )
        assert sms.startswith("123456")
        assert len(sms) <= 70  # one SMS segment even in UCS-2 (Cyrillic)
    assert render.TEMPLATE_DIR.joinpath("welcome", "ky.html").is_file()


def test_values_are_html_escaped_in_the_html_body_only():
    email = render.render_email(
        "welcome", "en", {"airline": "<b>Tarmac</b>", "email": "a&b@example.com"}
    )
    assert "<b>Tarmac</b>" in email.subject
    assert "<b>Tarmac</b>" in email.text
    assert "&lt;b&gt;Tarmac&lt;/b&gt;" in email.html
    assert "<b>" not in email.html


def test_messaging_settings_are_checked_at_start():
    with pytest.raises(ValueError, match="TARMAC_SMTP_URL"):
        make_settings(smtp_url="http://mail.example")
    with pytest.raises(ValueError, match="TARMAC_SMS_HTTP_URL"):
        make_settings(sms_provider="http")
    assert make_settings(smtp_url="smtps://user:p%40ss@mail.example").smtp_url


def test_smtp_urls_select_tls_and_default_ports():
    plain = parse_smtp_url("smtp://127.0.0.1:1025")
    assert (plain.hostname, plain.port, plain.start_tls, plain.use_tls) == (
        "127.0.0.1",
        1025,
        False,
        False,
    )
    starttls = parse_smtp_url("smtp+starttls://user:p%40ss@mail.example")
    assert (starttls.port, starttls.start_tls, starttls.username, starttls.password) == (
        587,
        True,
        "user",
        "p@ss",
    )
    assert parse_smtp_url("smtps://mail.example").port == 465
    assert parse_smtp_url("smtps://mail.example").use_tls is True
