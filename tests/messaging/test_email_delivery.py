"""E-mail goes out through the outbox and the worker to a real SMTP server (aiosmtpd), with a
plain-text and an HTML part, in the passenger's language; failures are retried, never lost."""

from datetime import timedelta

import pytest
from sqlalchemy import select, update

from tarmac.core import clock
from tarmac.db import app_settings
from tarmac.messaging import service as messaging
from tarmac.messaging.models import OutgoingMessage
from tarmac.worker import Worker, load_tasks
from tests.accounts.factories import deliver_messages, key_headers, register
from tests.conftest import client_for


@pytest.fixture
async def smtp_app(app_factory, smtp_server):
    return app_factory(smtp_url=smtp_server.url, mail_from="Tarmac Air <no-reply@tarmac.kg>")


def parts(message):
    text = message.get_body(preferencelist=("plain",)).get_content()
    html = message.get_body(preferencelist=("html",)).get_content()
    return text, html


async def test_welcome_email_is_delivered_by_the_worker_in_the_preferred_language(
    smtp_app, smtp_server, db
):
    smtp_server.start()
    async with client_for(smtp_app) as client:
        headers = {**await key_headers(db), "Accept-Language": "en"}
        await register(client, headers, email="Ivan.Petrov@Example.com")
    assert smtp_server.collector.envelopes == []  # nothing is sent inline

    assert await deliver_messages(smtp_app) == 1
    [envelope] = smtp_server.collector.envelopes
    assert envelope.rcpt_tos == ["Ivan.Petrov@example.com"]
    assert envelope.mail_from == "no-reply@tarmac.kg"
    [message] = smtp_server.collector.messages
    assert message["To"] == "Ivan.Petrov@example.com"
    assert message["From"] == "Tarmac Air <no-reply@tarmac.kg>"
    assert message["Subject"] == "Welcome to Tarmac"
    assert message["Message-ID"].endswith("@tarmac.kg>")
    assert message.get_content_type() == "multipart/alternative"
    text, html = parts(message)
    assert "You have created an account with Tarmac" in text
    assert "Ivan.Petrov@example.com" in text
    assert "<html" not in text
    assert html.lstrip().startswith("<!DOCTYPE html>")
    assert '<a href="mailto:Ivan.Petrov@example.com">' in html

    stored = await db.scalar(select(OutgoingMessage))
    assert (stored.status, stored.attempts, stored.provider) == ("sent", 1, "smtp")
    assert stored.sent_at is not None
    assert await deliver_messages(smtp_app) == 0  # sent once


@pytest.mark.parametrize(
    ("accept_language", "subject", "text_fragment"),
    [
        (None, "Добро пожаловать в Tarmac", "Вы зарегистрировались в Tarmac"),
        ("ky", "Кош келиңиз: Tarmac", "Сиз Tarmac кызматында катталдыңыз"),
        ("de-DE, en;q=0.5", "Welcome to Tarmac", "You have created an account"),
    ],
)
async def test_welcome_email_language_defaults_to_russian(
    smtp_app, smtp_server, db, accept_language, subject, text_fragment
):
    smtp_server.start()
    async with client_for(smtp_app) as client:
        headers = await key_headers(db)
        if accept_language:
            headers["Accept-Language"] = accept_language
        await register(client, headers)
    await deliver_messages(smtp_app)
    [message] = smtp_server.collector.messages
    assert message["Subject"] == subject
    text, html = parts(message)
    assert text_fragment in text
    assert text_fragment in html


async def test_the_airline_name_comes_from_the_airline_profile(
    smtp_app, smtp_server, db, admin_headers
):
    smtp_server.start()
    async with client_for(smtp_app) as client:
        profile = await client.put(
            "/api/v1/admin/airline-profile",
            headers=admin_headers,
            json={
                "airline_name": "Тармак Эйр",
                "airline_name_en": "Tarmac Air",
                "iata_code": "TM",
                "default_currency": "KGS",
            },
        )
        assert profile.status_code == 200, profile.text
        await register(client, {**await key_headers(db), "Accept-Language": "en"})
        await register(client, await key_headers(db), email="olga@example.com")
    await deliver_messages(smtp_app)
    subjects = sorted(m["Subject"] for m in smtp_server.collector.messages)
    assert subjects == ["Welcome to Tarmac Air", "Добро пожаловать в Тармак Эйр"]


async def test_a_failed_send_is_retried_with_backoff_and_delivered_later(smtp_app, smtp_server, db):
    async with client_for(smtp_app) as client:
        await register(client, await key_headers(db))
    # the SMTP server is down
    started = clock.now()
    assert await deliver_messages(smtp_app) == 1
    failed = await db.scalar(select(OutgoingMessage))
    assert failed.status == "queued"
    assert failed.attempts == 1
    assert failed.last_error
    assert timedelta(seconds=14) < failed.next_attempt_at - started < timedelta(seconds=20)
    assert await deliver_messages(smtp_app) == 0  # backing off

    clock.set_offset(timedelta(seconds=16))
    assert await deliver_messages(smtp_app) == 1  # still down: the wait doubles
    again = await db.scalar(select(OutgoingMessage).execution_options(populate_existing=True))
    assert again.attempts == 2
    assert timedelta(seconds=29) < again.next_attempt_at - clock.now() <= timedelta(seconds=30)

    smtp_server.start()
    clock.set_offset(timedelta(seconds=16 + 31))
    assert await deliver_messages(smtp_app) == 1
    [message] = smtp_server.collector.messages
    assert message["To"] == "ivan@example.com"
    sent = await db.scalar(select(OutgoingMessage).execution_options(populate_existing=True))
    assert (sent.status, sent.attempts) == ("sent", 3)


async def test_backoff_doubles_from_15_seconds_up_to_an_hour():
    delays = [messaging.backoff(n).total_seconds() for n in range(1, 11)]
    assert delays == [15, 30, 60, 120, 240, 480, 960, 1920, 3600, 3600]


async def test_a_message_failing_every_attempt_is_kept_as_failed(smtp_app, db):
    async with client_for(smtp_app) as client:
        await register(client, await key_headers(db))
    await db.execute(update(OutgoingMessage).values(attempts=messaging.MAX_ATTEMPTS - 1))
    await db.commit()
    await deliver_messages(smtp_app)
    kept = await db.scalar(select(OutgoingMessage).execution_options(populate_existing=True))
    assert kept.status == "failed"
    assert kept.attempts == messaging.MAX_ATTEMPTS
    assert kept.last_error
    clock.set_offset(timedelta(days=1))
    assert await deliver_messages(smtp_app) == 0  # not retried, still there


async def test_the_worker_runs_the_message_task(smtp_app, smtp_server, db, admin_headers):
    smtp_server.start()
    async with client_for(smtp_app) as client:
        await register(client, await key_headers(db))
        registry = load_tasks()
        assert "outgoing_messages" in registry.periodic
        worker = Worker(smtp_app.state.sessionmaker, smtp_app.state.settings, registry)
        await worker.ensure_schedules()
        await worker.run_once()
        assert len(smtp_server.collector.messages) == 1
        # the schedule row is due again a second later: two seconds pass for the worker, as
        # real time would (the test clock's endpoint would run the due work itself)
        await register(client, await key_headers(db), email="olga@example.com")
        stored = await app_settings.get_value(db, app_settings.TEST_CLOCK_KEY, 0)
        offset, version = app_settings.test_clock_value(stored)
        await app_settings.set_value(
            db,
            app_settings.TEST_CLOCK_KEY,
            {"seconds": offset.total_seconds() + 2, "version": version + 1},
        )
        await db.commit()
        await worker.run_once()
    assert len(smtp_server.collector.messages) == 2
