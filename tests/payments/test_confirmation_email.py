"""A booking paid by card: its contact gets the e-mail with the magic link and the e-ticket
attached (spec 01 §3.1), delivered by the worker to a real SMTP server; the PDF made when
the e-mail leaves, read back with pypdf."""

import io
import re

import pypdf

from tests.accounts.factories import deliver_messages
from tests.bookings.helpers import booked, worker_pass
from tests.conftest import client_for
from tests.factories import create_api_key
from tests.messaging.conftest import SmtpServer
from tests.payments.helpers import card_paid
from tests.pricing.world import build_world


async def test_the_paid_bookings_contact_gets_the_link_and_the_eticket(app_factory, db):
    smtp = SmtpServer()
    smtp.start()
    try:
        app = app_factory(smtp_url=smtp.url)
        world = await build_world(db)
        key = await create_api_key(db, client_type="consumer_app")
        async with client_for(app) as client:
            booking = await card_paid(client, app, db, key, await booked(client, key, world))
            await worker_pass(app)  # the e-mail is written by the worker, then sent
            assert await deliver_messages(app) == 1
    finally:
        smtp.stop()

    (message,) = smtp.collector.messages
    assert message["To"] == "aibek@example.com"
    assert message.get_content_type() == "multipart/mixed"
    text = message.get_body(preferencelist=("plain",)).get_content()
    assert booking["booking_reference"] in text
    assert re.search(r"access_token=[\w.-]+", text)
    (attachment,) = list(message.iter_attachments())
    assert attachment.get_content_type() == "application/pdf"
    assert attachment.get_filename() == f"eticket-{booking['booking_reference']}.pdf"
    pdf = pypdf.PdfReader(io.BytesIO(attachment.get_content()))
    words = "".join(page.extract_text() for page in pdf.pages)
    assert booking["booking_reference"] in words
    for ticket in booking["tickets"]:
        assert ticket["ticket_number"] in words
