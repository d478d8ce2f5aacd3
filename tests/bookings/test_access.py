"""The traveller's own access (spec 01 §4.5, §5.2, §3.1; spec 02 §8): magic links bound to
one booking for 24 hours, the public card, self-cancel by magic link or the owner's
passenger token, resume-pending, find-my-trip and re-sending the link, and the e-mails."""

import re
import uuid
from datetime import datetime, timedelta
from urllib.parse import parse_qs, urlsplit

import pytest
from sqlalchemy import event, func, select

from tarmac.bookings.models import BookingAccessRequest
from tarmac.worker import load_tasks
from tests.accounts.factories import deliver_messages, messages_to, register, with_token
from tests.bookings.helpers import (
    BOOKINGS,
    CLOCK_MARGIN,
    advance_clock,
    booked,
    passenger,
    sold,
    worker_pass,
)
from tests.conftest import client_for
from tests.factories import create_api_key
from tests.messaging.conftest import SmtpServer
from tests.pricing.world import build_world

CONTACT = "aibek@example.com"
LINK = re.compile(r"https?://\S+access_token=[\w.-]+")


@pytest.fixture
def smtp_server():
    server = SmtpServer()
    yield server
    server.stop()


def guest(token: str) -> dict:
    return {"access_token": token}


def link_of(message: dict) -> str:
    [link] = LINK.findall(message["text_body"])
    return link


def token_of(link: str) -> str:
    [token] = parse_qs(urlsplit(link).query)["access_token"]
    return token


async def run_lookups(app) -> None:
    """One run of the worker's find-my-trip task."""
    task = load_tasks().periodic["send_access_links"]
    async with app.state.sessionmaker() as session, session.begin():
        await task.run(session, app.state.settings)


async def test_confirmation_emails_the_contact_a_link_to_the_trip_page(
    client, db, app, admin_headers
):
    world = await build_world(db, with_light=False)
    key = await create_api_key(db)
    english = {**key.headers, "Accept-Language": "en"}
    booking = await booked(client, key, world, headers=english, contact_email="Aibek@Example.com")
    assert await messages_to(client, admin_headers, CONTACT) == []  # pending: no link yet

    confirm = await client.post(f"{BOOKINGS}/{booking['id']}/confirm", headers=key.headers)
    assert confirm.status_code == 200, confirm.text
    await worker_pass(app)  # the e-mail is written by the worker
    [message] = await messages_to(client, admin_headers, CONTACT)
    assert message["template"] == "booking_confirmed"
    assert message["language"] == "en"
    assert message["to"] == "Aibek@example.com"
    assert (
        message["subject"] == f"Your booking {booking['booking_reference']} is confirmed — Tarmac"
    )
    assert f"TQ101 FRU → OSS {world.flight.flight_date:%Y-%m-%d}" in message["text_body"]
    assert "valid for 24 hours" in message["text_body"]
    link = link_of(message)
    assert link.startswith(f"http://127.0.0.1:8000/app/trip/{booking['id']}?access_token=")
    assert f'href="{link}"' in message["html_body"]

    card = await client.get(f"{BOOKINGS}/{booking['id']}/public", params=guest(token_of(link)))
    assert card.status_code == 200, card.text
    assert card.json()["booking_reference"] == booking["booking_reference"]
    again = await client.post(f"{BOOKINGS}/{booking['id']}/confirm", headers=key.headers)
    assert again.status_code == 200
    await worker_pass(app)
    assert len(await messages_to(client, admin_headers, CONTACT)) == 1  # confirmed once, sent once


async def test_the_links_are_built_on_the_configured_public_base_url(
    app_factory, db, admin_headers
):
    app = app_factory(public_base_url="https://fly.example.kg/")
    async with client_for(app) as client:
        world = await build_world(db, with_light=False)
        key = await create_api_key(db)
        booking = await booked(client, key, world)
        await client.post(f"{BOOKINGS}/{booking['id']}/confirm", headers=key.headers)
        await worker_pass(app)
        [message] = await messages_to(client, admin_headers, CONTACT)
    assert message["language"] == "ru"
    assert message["subject"].startswith(f"Бронирование {booking['booking_reference']}")
    assert link_of(message).startswith(
        f"https://fly.example.kg/app/trip/{booking['id']}?access_token="
    )


async def test_the_confirmation_email_reaches_a_real_smtp_server(
    app_factory, smtp_server, db, admin_headers
):
    smtp_server.start()
    app = app_factory(smtp_url=smtp_server.url)
    async with client_for(app) as client:
        world = await build_world(db, with_light=False)
        key = await create_api_key(db)
        kyrgyz = {**key.headers, "Accept-Language": "ky"}
        booking = await booked(client, key, world, headers=kyrgyz)
        await client.post(f"{BOOKINGS}/{booking['id']}/confirm", headers=key.headers)
        await worker_pass(app)
        assert await deliver_messages(app) == 1
        [envelope] = smtp_server.collector.envelopes
        assert envelope.rcpt_tos == [CONTACT]
        [mail] = smtp_server.collector.messages
        assert mail["Subject"] == f"{booking['booking_reference']} брондоо ырасталды — Tarmac"
        text = mail.get_body(preferencelist=("plain",)).get_content()
        html = mail.get_body(preferencelist=("html",)).get_content()
        [link] = LINK.findall(text)
        assert f'href="{link}"' in html
        card = await client.get(f"{BOOKINGS}/{booking['id']}/public", params=guest(token_of(link)))
        assert card.status_code == 200


async def test_the_public_card_shows_the_trip_and_names_but_no_documents_or_contacts(
    client, db, signer
):
    world = await build_world(db, with_light=False)
    key = await create_api_key(db)
    booking = await booked(
        client,
        key,
        world,
        passengers=[passenger(middle_name="TALANT"), passenger(first_name="ASEL", age=20)],
        contact_phone="+996555123456",
        contact_name="Aibek Asanov",
    )
    confirmed = (
        await client.post(f"{BOOKINGS}/{booking['id']}/confirm", headers=key.headers)
    ).json()
    response = await client.get(
        f"{BOOKINGS}/{booking['id']}/public",
        params=guest(signer.magic_link_token(uuid.UUID(booking["id"]))),
    )
    assert response.status_code == 200, response.text
    card = response.json()
    assert set(card) == {
        "id",
        "booking_reference",
        "status",
        "payment_status",
        "total_amount",
        "currency",
        "expiry_date",
        "extensions_left",
        "created_at",
        "confirmed_at",
        "cancelled_at",
        "segments",
        "passengers",
    }
    assert (card["status"], card["total_amount"], card["currency"]) == (
        "confirmed",
        confirmed["total_amount"],
        confirmed["currency"],
    )
    [segment] = card["segments"]
    assert segment["flight_number"] == "TQ101"
    assert segment["origin"] == {"iata": "FRU", "city": "Bishkek"}
    assert segment["destination"] == {"iata": "OSS", "city": "Osh"}
    assert segment["scheduled_departure"] == confirmed["segments"][0]["scheduled_departure"]
    assert segment["scheduled_departure"].endswith("+06:00")  # Bishkek's clock
    assert [
        (p["first_name"], p["middle_name"], p["passenger_type"]) for p in card["passengers"]
    ] == [
        ("AIBEK", "TALANT", "adult"),
        ("ASEL", None, "adult"),
    ]
    tickets = {t["ticket_number"] for p in card["passengers"] for t in p["tickets"]}
    assert tickets == {t["ticket_number"] for t in confirmed["tickets"]}
    for p in card["passengers"]:
        assert set(p) == {
            "id",
            "first_name",
            "last_name",
            "middle_name",
            "passenger_type",
            "seats",
            "tickets",
        }
    text = response.text
    for secret in (
        "AC1234567",
        "passport",
        "KGZ",
        "aibek@example.com",
        "+996555123456",
        "Aibek Asanov",
    ):
        assert secret not in text
    for born in (p["date_of_birth"] for p in confirmed["passengers"]):
        assert born not in text


async def test_a_magic_link_opens_its_own_booking_only(client, db, signer):
    world = await build_world(db, with_light=False)
    key = await create_api_key(db)
    mine = await booked(client, key, world)
    other = await booked(client, key, world)
    token = signer.magic_link_token(uuid.UUID(mine["id"]))

    assert (
        await client.get(f"{BOOKINGS}/{mine['id']}/public", params=guest(token))
    ).status_code == 200
    bearer = await client.get(
        f"{BOOKINGS}/{mine['id']}/public", headers={"Authorization": f"Bearer {token}"}
    )
    assert bearer.status_code == 200  # the header works as well as the query parameter
    for path in (
        f"{BOOKINGS}/{other['id']}/public",
        f"{BOOKINGS}/{other['id']}/cancel-consumer",
        f"{BOOKINGS}/{other['id']}/resume-pending",
        f"{BOOKINGS}/{uuid.uuid4()}/public",
    ):
        method = client.get if path.endswith("public") else client.post
        response = await method(path, params=guest(token))
        assert response.status_code == 403, path
        assert response.json() == {
            "detail": "This access token belongs to another booking",
            "code": "access_token_of_another_booking",
        }
    unknown = uuid.uuid4()
    missing = await client.get(
        f"{BOOKINGS}/{unknown}/public", params=guest(signer.magic_link_token(unknown))
    )
    assert missing.status_code == 404
    assert (await client.get(f"{BOOKINGS}/{other['id']}", params=guest(token))).status_code == 401
    # the other booking is untouched
    assert (await client.get(f"{BOOKINGS}/{other['id']}", headers=key.headers)).json()[
        "status"
    ] == "pending"


async def test_a_missing_bad_or_foreign_token_is_refused(client, db, signer):
    world = await build_world(db, with_light=False)
    key = await create_api_key(db)
    booking = await booked(client, key, world)
    path = f"{BOOKINGS}/{booking['id']}/public"

    none = await client.get(path, headers=key.headers)
    assert none.status_code == 401
    assert "access_token" in none.json()["detail"]
    assert (await client.get(path, params=guest("not-a-token"))).status_code == 401
    forged = signer.magic_link_token(uuid.UUID(booking["id"]))[:-4] + "AAAA"
    assert (await client.get(path, params=guest(forged))).status_code == 401
    staff = signer.staff_token("ops", {"admin"}, 600)
    assert (await client.get(path, params=guest(staff))).status_code == 403
    pjwt = signer.passenger_token(uuid.uuid4())
    refused = await client.get(path, headers={"Authorization": f"Bearer {pjwt}"})
    assert refused.status_code == 403
    assert refused.json() == {
        "detail": "This route takes a magic-link token only",
        "code": "magic_link_only",
    }
    malformed = await client.get(
        f"{BOOKINGS}/not-a-uuid/public", params=guest(signer.magic_link_token(uuid.uuid4()))
    )
    assert malformed.status_code == 422


async def test_a_magic_link_lasts_24_hours_by_the_clock(client, db, signer, admin_headers):
    world = await build_world(db, with_light=False)
    key = await create_api_key(db)
    booking = await booked(client, key, world)
    await client.post(f"{BOOKINGS}/{booking['id']}/confirm", headers=key.headers)
    token = signer.magic_link_token(uuid.UUID(booking["id"]))
    path = f"{BOOKINGS}/{booking['id']}/public"

    await advance_clock(client, admin_headers, 24 * 3600 - CLOCK_MARGIN)
    assert (await client.get(path, params=guest(token))).status_code == 200
    await advance_clock(client, admin_headers, CLOCK_MARGIN)
    expired = await client.get(path, params=guest(token))
    assert expired.status_code == 401
    assert expired.json() == {"detail": "Token expired", "code": "token_expired"}
    cancel = await client.post(f"{BOOKINGS}/{booking['id']}/cancel-consumer", params=guest(token))
    assert cancel.status_code == 401


async def test_the_traveller_cancels_with_the_magic_link(client, db, signer):
    world = await build_world(db, with_light=False)
    key = await create_api_key(db)
    booking = await booked(
        client, key, world, passengers=[passenger(), passenger(first_name="ASEL")]
    )
    assert await sold(db, world.flight.id, "Y") == 2
    token = signer.magic_link_token(uuid.UUID(booking["id"]))
    path = f"{BOOKINGS}/{booking['id']}/cancel-consumer"

    response = await client.post(path, params=guest(token))
    assert response.status_code == 200, response.text
    assert response.json() == {
        "booking_id": booking["id"],
        "booking_reference": booking["booking_reference"],
        "status": "cancelled",
        "payment_status": "unpaid",
        "refund_initiated": False,
        "refund_message": "Nothing was charged for this booking: no refund is due",
    }
    assert await sold(db, world.flight.id, "Y") == 0
    again = await client.post(path, params=guest(token))
    assert again.status_code == 400
    assert again.json() == {
        "detail": "The booking is cancelled: it cannot be cancelled",
        "code": "booking_final",
    }
    owner_view = (await client.get(f"{BOOKINGS}/{booking['id']}", headers=key.headers)).json()
    assert owner_view["status"] == "cancelled"


async def test_a_confirmed_booking_paid_to_its_seller_is_cancelled_without_a_refund(
    client, db, signer
):
    world = await build_world(db, with_light=False)
    key = await create_api_key(db)
    booking = await booked(client, key, world)
    await client.post(f"{BOOKINGS}/{booking['id']}/confirm", headers=key.headers)
    response = await client.post(
        f"{BOOKINGS}/{booking['id']}/cancel-consumer",
        headers={"Authorization": f"Bearer {signer.magic_link_token(uuid.UUID(booking['id']))}"},
    )
    assert response.status_code == 200, response.text
    body = response.json()
    assert (body["status"], body["refund_initiated"]) == ("cancelled", False)
    assert "the seller who took the payment refunds it" in body["refund_message"]
    assert await sold(db, world.flight.id, "Y") == 0


async def test_the_owners_passenger_token_cancels_and_other_passengers_get_403(client, db):
    world = await build_world(db, with_light=False)
    key = await create_api_key(db, key_type="secret", client_type="consumer_app")
    owner = await register(client, key.headers, email="owner@example.com")
    booking = await booked(
        client, key, world, headers=with_token(key.headers, owner["access_token"])
    )
    assert booking["user_id"] == owner["passenger"]["id"]
    path = f"{BOOKINGS}/{booking['id']}/cancel-consumer"

    stranger = await register(client, key.headers, email="stranger@example.com")
    refused = await client.post(
        path, headers={"Authorization": f"Bearer {stranger['access_token']}"}
    )
    assert refused.status_code == 403
    assert refused.json() == {
        "detail": "This booking does not belong to this passenger account",
        "code": "not_the_passengers_booking",
    }
    # merely registering the contact's address proves nothing (docs/decisions/accounts.md)
    namesake = await register(client, key.headers, email=CONTACT)
    same_address = await client.post(
        path, headers={"Authorization": f"Bearer {namesake['access_token']}"}
    )
    assert same_address.status_code == 403
    in_url = await client.post(path, params=guest(owner["access_token"]))
    assert in_url.status_code == 403  # a passenger token never travels in a URL
    assert (
        await client.post(
            f"{BOOKINGS}/{uuid.uuid4()}/cancel-consumer",
            headers={"Authorization": f"Bearer {owner['access_token']}"},
        )
    ).status_code == 404

    response = await client.post(path, headers={"Authorization": f"Bearer {owner['access_token']}"})
    assert response.status_code == 200, response.text
    assert response.json()["status"] == "cancelled"
    assert await sold(db, world.flight.id, "Y") == 0
    public = await client.get(
        f"{BOOKINGS}/{booking['id']}/public",
        headers={"Authorization": f"Bearer {owner['access_token']}"},
    )
    assert public.status_code == 403  # the card is for magic links


async def test_resume_pending_extends_three_times_by_15_minutes_then_429(
    client, db, signer, admin_headers
):
    world = await build_world(db, with_light=False)
    key = await create_api_key(db)
    booking = await booked(client, key, world)
    token = signer.magic_link_token(uuid.UUID(booking["id"]))
    path = f"{BOOKINGS}/{booking['id']}/resume-pending"
    expiry = datetime.fromisoformat(booking["expiry_date"])

    for n in (1, 2, 3):
        await advance_clock(client, admin_headers, 14 * 60)  # always before it expires
        response = await client.post(path, params=guest(token))
        assert response.status_code == 200, response.text
        body = response.json()
        expiry += timedelta(minutes=15)
        assert datetime.fromisoformat(body["expiry_date"]) == expiry
        assert (body["booking_reference"], body["status"]) == (
            booking["booking_reference"],
            "pending",
        )
        assert (body["extended_by_minutes"], body["extensions_left"]) == (15, 3 - n)
        payment_url = urlsplit(body["payment_url"])
        assert f"{payment_url.scheme}://{payment_url.netloc}" == "http://127.0.0.1:8000"
        assert payment_url.path == f"/pay/{booking['id']}"
        claims = signer.verify(token_of(body["payment_url"]))
        assert claims.booking_id == uuid.UUID(booking["id"])
        assert claims.expires_at <= expiry  # the payment link lasts as long as the booking
    # 42 minutes after creation, 57 after the original expiry: still pending, places held
    card = (await client.get(f"{BOOKINGS}/{booking['id']}/public", params=guest(token))).json()
    assert (card["status"], card["extensions_left"]) == ("pending", 0)
    assert await sold(db, world.flight.id, "Y") == 1

    fourth = await client.post(path, params=guest(token))
    assert fourth.status_code == 429
    left = int(fourth.headers["Retry-After"])
    assert 0 < left <= 18 * 60  # the seconds the booking has left
    assert fourth.json() == {
        "detail": f"The booking has been extended 3 times, the most allowed; it expires in "
        f"{left} seconds unless it is paid.",
        "code": "extensions_exhausted",
    }
    await advance_clock(client, admin_headers, left)
    expired = await client.post(path, params=guest(token))
    assert expired.status_code == 400
    assert expired.json() == {
        "detail": "The booking is expired: only a pending booking can be resumed",
        "code": "booking_not_pending",
    }
    card = (await client.get(f"{BOOKINGS}/{booking['id']}/public", params=guest(token))).json()
    assert (card["status"], card["expiry_date"]) == ("expired", body["expiry_date"])
    assert await sold(db, world.flight.id, "Y") == 0


async def test_only_a_pending_booking_resumes(client, db, signer):
    world = await build_world(db, with_light=False)
    key = await create_api_key(db)
    booking = await booked(client, key, world)
    await client.post(f"{BOOKINGS}/{booking['id']}/confirm", headers=key.headers)
    response = await client.post(
        f"{BOOKINGS}/{booking['id']}/resume-pending",
        params=guest(signer.magic_link_token(uuid.UUID(booking["id"]))),
    )
    assert response.status_code == 400
    assert response.json() == {
        "detail": "The booking is confirmed: only a pending booking can be resumed",
        "code": "booking_not_pending",
    }
    no_token = await client.post(f"{BOOKINGS}/{booking['id']}/resume-pending")
    assert no_token.status_code == 401
    unknown = uuid.uuid4()
    missing = await client.post(
        f"{BOOKINGS}/{unknown}/resume-pending", params=guest(signer.magic_link_token(unknown))
    )
    assert missing.status_code == 404


async def test_find_my_trip_answers_alike_and_emails_only_a_match(app, client, db, admin_headers):
    world = await build_world(db, with_light=False)
    key = await create_api_key(db, key_type="publishable", client_type="consumer_app")
    booking = await booked(client, key, world, headers={**key.headers, "Accept-Language": "en"})
    reference = booking["booking_reference"]
    lookup = f"{BOOKINGS}/lookup-consumer"
    headers = key.headers

    statements: list[str] = []

    def record(conn, cursor, statement, *args):
        if "FROM api_keys" not in statement and "app_settings" not in statement:
            statements.append(statement)

    event.listen(app.state.engine.sync_engine, "before_cursor_execute", record)
    try:
        found = await client.get(
            lookup, params={"pnr": reference.lower(), "email": "AIBEK@example.COM"}, headers=headers
        )
        found_statements, statements[:] = list(statements), []
        absent = await client.get(
            lookup, params={"pnr": reference, "email": "someone@example.com"}, headers=headers
        )
        absent_statements = list(statements)
    finally:
        event.remove(app.state.engine.sync_engine, "before_cursor_execute", record)
    assert found.status_code == absent.status_code == 202
    assert found.content == absent.content
    assert found.json() == {
        "message": "If a booking with this reference has this contact e-mail, a link to it is "
        "on its way to that address."
    }
    # the same statements, and none of them reads bookings: the answer cannot depend on one
    assert found_statements == absent_statements
    assert any(s.startswith("INSERT INTO booking_access_requests") for s in found_statements)
    assert not any("bookings" in s for s in found_statements)
    assert await messages_to(client, admin_headers, CONTACT) == []  # the worker sends

    await run_lookups(app)
    [message] = await messages_to(client, admin_headers, CONTACT)
    assert (message["template"], message["language"]) == ("booking_access_link", "en")
    assert message["subject"] == f"Your link to booking {reference} — Tarmac"
    assert await messages_to(client, admin_headers, "someone@example.com") == []
    assert await db.scalar(select(func.count()).select_from(BookingAccessRequest)) == 0
    card = await client.get(
        f"{BOOKINGS}/{booking['id']}/public", params=guest(token_of(link_of(message)))
    )
    assert card.status_code == 200
    assert card.json()["booking_reference"] == reference


async def test_find_my_trip_takes_3_requests_a_minute_per_address(client, db):
    key = await create_api_key(db, key_type="publishable", client_type="consumer_app")
    lookup = f"{BOOKINGS}/lookup-consumer"
    for n in range(3):
        response = await client.get(
            lookup, params={"pnr": f"ABCDE{n + 2}", "email": "a@example.com"}, headers=key.headers
        )
        assert response.status_code == 202, response.text
    fourth = await client.get(
        lookup, params={"pnr": "ABCDEF", "email": "a@example.com"}, headers=key.headers
    )
    assert fourth.status_code == 429
    assert int(fourth.headers["Retry-After"]) >= 1
    assert re.fullmatch(r"Rate limit exceeded\. Retry in \d+ seconds\.", fourth.json()["detail"])
    other_key = await create_api_key(db, key_type="publishable", client_type="consumer_app")
    same_address = await client.get(
        lookup, params={"pnr": "ABCDEF", "email": "a@example.com"}, headers=other_key.headers
    )
    assert same_address.status_code == 429  # counted per address, whatever the key


async def test_find_my_trip_needs_a_key_and_a_well_formed_request(client, db):
    key = await create_api_key(db, key_type="publishable", client_type="consumer_app")
    lookup = f"{BOOKINGS}/lookup-consumer"
    params = {"pnr": "ABCDEF", "email": "a@example.com"}
    assert (await client.get(lookup, params=params)).status_code == 401
    bad = await client.get(lookup, params={"pnr": "ABC", "email": "nope"}, headers=key.headers)
    assert bad.status_code == 422
    assert {tuple(e["loc"]) for e in bad.json()["detail"]} == {("query", "pnr"), ("query", "email")}


async def test_the_client_resends_the_link_to_the_contact(client, db, admin_headers):
    world = await build_world(db, with_light=False)
    key = await create_api_key(db, key_type="publishable", client_type="consumer_app")
    booking = await booked(client, key, world, headers={**key.headers, "Accept-Language": "ky"})
    path = f"{BOOKINGS}/{booking['id']}/send-access-link"

    response = await client.post(path, headers={**key.headers, "Accept-Language": "en"})
    assert response.status_code == 202, response.text
    assert response.json() == {"sent_to": "a***@example.com", "expires_in": 86400}
    [message] = await messages_to(client, admin_headers, CONTACT)
    assert (message["template"], message["language"]) == ("booking_access_link", "ky")
    token = token_of(link_of(message))
    card = await client.get(f"{BOOKINGS}/{booking['id']}/public", params=guest(token))
    assert card.json()["status"] == "pending"

    stranger = await create_api_key(db, key_type="publishable", client_type="consumer_app")
    assert (await client.post(path, headers=stranger.headers)).status_code == 403
    assert (await client.post(path)).status_code == 401
    unknown = await client.post(f"{BOOKINGS}/{uuid.uuid4()}/send-access-link", headers=key.headers)
    assert unknown.status_code == 404
    for _ in range(2):
        assert (await client.post(path, headers=key.headers)).status_code == 202
    assert (await client.post(path, headers=key.headers)).status_code == 429  # 3 a minute
    assert len(await messages_to(client, admin_headers, CONTACT)) == 3


async def test_a_booking_without_a_contact_email_gets_no_link(client, db):
    world = await build_world(db, with_light=False)
    key = await create_api_key(db)
    booking = await booked(client, key, world, contact_email=None)
    confirm = await client.post(f"{BOOKINGS}/{booking['id']}/confirm", headers=key.headers)
    assert confirm.status_code == 200  # confirmed all the same
    response = await client.post(
        f"{BOOKINGS}/{booking['id']}/send-access-link", headers=key.headers
    )
    assert response.status_code == 400
    assert response.json() == {
        "detail": "The booking has no contact e-mail to send the link to",
        "code": "no_contact_email",
    }
