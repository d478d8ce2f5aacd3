"""One language per booking (issue 33): the language a booking is made in (its
``Accept-Language``) is the language of every e-mail about it and of its e-ticket, whoever
asks for them and in whatever language: the confirmation after a card payment, a
find-my-trip link, a re-sent link, the e-ticket attached and downloaded. Delivered to a real
SMTP server; the PDFs read back with pypdf."""

import io
import re
from email.message import EmailMessage
from urllib.parse import parse_qs, urlsplit

import pypdf
from sqlalchemy import select

from tarmac.bookings.models import Booking
from tarmac.worker import load_tasks
from tests.accounts.factories import deliver_messages
from tests.bookings.helpers import BOOKINGS, booked, worker_pass
from tests.conftest import client_for
from tests.factories import create_api_key
from tests.messaging.conftest import SmtpServer
from tests.payments.helpers import card_paid
from tests.pricing.world import build_world

CONTACT = "aibek@example.com"
CYRILLIC = re.compile(r"[А-Яа-яЁёӨөҮүҢң]")


def pdf_text(content: bytes) -> str:
    reader = pypdf.PdfReader(io.BytesIO(content))
    return " ".join(" ".join(page.extract_text() for page in reader.pages).split())


def plain(message: EmailMessage) -> str:
    return message.get_body(preferencelist=("plain",)).get_content()


async def run_lookups(app) -> None:
    task = load_tasks().periodic["send_access_links"]
    async with app.state.sessionmaker() as session, session.begin():
        await task.run(session, app.state.settings)


async def test_a_booking_keeps_the_language_it_was_made_in_for_its_emails_and_eticket(
    app_factory, db
):
    smtp = SmtpServer()
    smtp.start()
    try:
        app = app_factory(smtp_url=smtp.url)
        world = await build_world(db, with_light=False)
        key = await create_api_key(db, client_type="consumer_app")
        async with client_for(app) as client:
            # made on the English site; everything after it asks in Russian or Kyrgyz
            english = {**key.headers, "Accept-Language": "en-GB,en;q=0.9"}
            booking = await booked(client, key, world, headers=english)
            russian = {**key.headers, "Accept-Language": "ru"}
            paid = await card_paid(client, app, db, key, booking)
            assert paid["status"] == "confirmed"
            await worker_pass(app)
            lookup = await client.get(
                f"{BOOKINGS}/lookup-consumer",
                headers=russian,
                params={"pnr": booking["booking_reference"], "email": CONTACT},
            )
            assert lookup.status_code == 202
            await run_lookups(app)
            resent = await client.post(
                f"{BOOKINGS}/{booking['id']}/send-access-link",
                headers={**key.headers, "Accept-Language": "ky"},
            )
            assert resent.status_code == 202, resent.text
            assert await deliver_messages(app) == 3
            [confirmation, found, again] = smtp.collector.messages
            token = parse_qs(urlsplit(re.search(r"https?://\S+", plain(found)).group()).query)
            downloaded = await client.get(
                f"{BOOKINGS}/{booking['id']}/eticket",
                params={"access_token": token["access_token"][0]},
                headers={"Accept-Language": "ru"},
            )
    finally:
        smtp.stop()

    reference = booking["booking_reference"]
    assert confirmation["Subject"] == f"Your booking {reference} is confirmed — Tarmac"
    assert "Your booking with Tarmac is confirmed" in plain(confirmation)
    for link_mail in (found, again):
        assert link_mail["Subject"] == f"Your link to booking {reference} — Tarmac"
        assert "Here is the link to your booking" in plain(link_mail)
    for mail in (confirmation, found, again):
        assert not CYRILLIC.search(plain(mail)), plain(mail)

    (attachment,) = list(confirmation.iter_attachments())
    assert downloaded.status_code == 200, downloaded.text
    for pdf in (attachment.get_content(), downloaded.content):
        text = pdf_text(pdf)
        assert "ELECTRONIC TICKET · ITINERARY RECEIPT" in text
        assert "Refund:" in text and "Total" in text
        # the fare's whole refund rule, the fee close to departure included
        assert "less than 24 h before departure" in text
        assert not CYRILLIC.search(text), CYRILLIC.findall(text)


async def test_a_booking_made_without_a_language_is_russian_and_a_kyrgyz_one_kyrgyz(
    app, client, db
):
    """The airline's default when the request names none of its languages."""
    world = await build_world(db, with_light=False)
    key = await create_api_key(db)
    plain_booking = await booked(client, key, world)
    kyrgyz = await booked(
        client, key, world, headers={**key.headers, "Accept-Language": "ky-KG, ru;q=0.5"}
    )
    german = await booked(client, key, world, headers={**key.headers, "Accept-Language": "de"})
    rows = await db.execute(select(Booking.id, Booking.language))
    languages = {str(booking_id): language for booking_id, language in rows}
    assert languages[plain_booking["id"]] == "ru"
    assert languages[kyrgyz["id"]] == "ky"
    assert languages[german["id"]] == "ru"
