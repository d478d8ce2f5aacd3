"""The SMS channel (log provider, the HTTP gateway API) and the outbox rules: claimed once by
concurrent workers, an expired code never sent, a secret blanked after delivery in live mode."""

import asyncio
import json
from datetime import timedelta

import httpx
import pytest
from sqlalchemy import select

from tarmac.core import clock
from tarmac.core.language import LANGUAGES
from tarmac.messaging import render
from tarmac.messaging import service as messaging
from tarmac.messaging.email import parse_smtp_url
from tarmac.messaging.models import OutgoingMessage
from tarmac.messaging.sms import HttpSmsProvider, SmsSendError
from tests.accounts.factories import deliver_messages
from tests.conftest import make_settings


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


def gateway(responses: list[httpx.Response], seen: list[httpx.Request]):
    def handle(request: httpx.Request) -> httpx.Response:
        seen.append(request)
        return responses.pop(0)

    return httpx.MockTransport(handle)


async def test_http_provider_posts_json_with_bearer_token_and_idempotency_key():
    seen: list[httpx.Request] = []
    provider = HttpSmsProvider(
        "https://sms.example/v1/messages",
        "gw-token",
        "TARMAC",
        5.0,
        transport=gateway([httpx.Response(201, json={"id": "gw-42"})], seen),
    )
    assert await provider.send("+996555123456", "123456 is your code", "msg-1") == "gw-42"
    [request] = seen
    assert request.method == "POST"
    assert str(request.url) == "https://sms.example/v1/messages"
    assert request.headers["Authorization"] == "Bearer gw-token"
    assert request.headers["Idempotency-Key"] == "msg-1"
    assert request.headers["Content-Type"] == "application/json"
    assert json.loads(request.content) == {
        "to": "+996555123456",
        "from": "TARMAC",
        "text": "123456 is your code",
        "reference": "msg-1",
    }


async def test_http_provider_treats_a_non_2xx_answer_as_a_failure():
    provider = HttpSmsProvider(
        "https://sms.example/v1/messages",
        "gw-token",
        "TARMAC",
        5.0,
        transport=gateway([httpx.Response(503, text="maintenance")], []),
    )
    with pytest.raises(SmsSendError, match="503"):
        await provider.send("+996555123456", "text", "msg-1")


async def test_sms_through_the_http_gateway_is_retried_until_accepted(app, db):
    await queue_code_sms(db)
    seen: list[httpx.Request] = []
    provider = HttpSmsProvider(
        "https://sms.example/v1/messages",
        "t",
        "TARMAC",
        5.0,
        transport=gateway(
            [httpx.Response(500), httpx.Response(200, json={"message_id": "abc"})], seen
        ),
    )
    assert await deliver_messages(app, sms_provider=provider) == 1
    clock.set_offset(timedelta(seconds=16))
    assert await deliver_messages(app, sms_provider=provider) == 1
    message = await db.scalar(select(OutgoingMessage))
    assert (message.status, message.attempts, message.provider) == ("sent", 2, "http")
    assert message.provider_message_id == "abc"
    assert [json.loads(r.content)["reference"] for r in seen] == [str(message.id)] * 2


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
