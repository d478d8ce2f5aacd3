"""A client generated from the app's ``/openapi.json`` by openapi-python-client, as a new
user would generate it, works unedited (issue 11): register, log in, search, quote, read
the quote, and the 410 of the expired quote, all parsed into the generated models; and
issue 25's journey: book, pay, read the booking and download the e-ticket PDF as bytes.

openapi-python-client has no API-key auth of its own: the document declares the three key
headers as apiKey security schemes (``ApiKey``, ``ClientId``, ``ClientType``, required
together), but the generator only reads whether an operation has security at all (it then
takes an ``AuthenticatedClient``), and that client sends one token in one header, which
may be named. So the key is that token, in ``X-API-Key``
without a prefix, and the client id and type are headers of the client; the passenger's
and the staff's tokens go in ``Authorization``, as the generated client's documentation
says. The client reaches the app through httpx's ASGI transport (``httpx_args``).
"""

import importlib
import io
import re
import subprocess
import sys
import uuid
from datetime import timedelta

import httpx
import pytest
from pypdf import PdfReader

from tarmac.core.money import MONEY_PATTERN
from tests.bookings.helpers import passenger
from tests.factories import create_api_key, create_partner
from tests.payments.helpers import top_up
from tests.pricing.world import build_world

PACKAGE = "tarmac_generated_client"


@pytest.fixture
async def generated(client, tmp_path):
    """The client package generated from the app's document, imported."""
    document = await client.get("/openapi.json")
    assert document.status_code == 200
    (tmp_path / "openapi.json").write_bytes(document.content)
    # no formatting of the code; documents (the e-ticket's PDF, an SSIM file sent and read, a
    # PAXLST) as files, like any binary: the configuration docs/generated-client.md gives
    (tmp_path / "config.yaml").write_text(
        "post_hooks: []\ncontent_type_overrides:\n"
        "  application/pdf: application/octet-stream\n"
        "  text/plain: application/octet-stream\n"
        "  application/EDIFACT: application/octet-stream\n"
        "  application/xml: application/octet-stream\n"
    )
    generate = subprocess.run(
        [
            sys.executable,
            "-m",
            "openapi_python_client",
            "generate",
            "--path",
            str(tmp_path / "openapi.json"),
            "--output-path",
            str(tmp_path / PACKAGE),
            "--meta",
            "none",
            "--config",
            str(tmp_path / "config.yaml"),
            "--fail-on-warning",
        ],
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    # a schema it cannot read is a warning: then the client lacks part of the API
    assert generate.returncode == 0, generate.stdout + generate.stderr
    sys.path.insert(0, str(tmp_path))
    try:
        yield lambda name: importlib.import_module(f"{PACKAGE}.{name}")
    finally:
        sys.path.remove(str(tmp_path))
        for name in [n for n in sys.modules if n == PACKAGE or n.startswith(f"{PACKAGE}.")]:
            del sys.modules[name]


def test_the_models_a_generator_used_to_drop_are_there(generated):
    models = generated("models")
    for name in ("PassengerOut", "AuthOut", "PhoneVerifyOut", "Document", "QuoteGoneBody"):
        assert hasattr(models, name), name


async def test_a_generated_client_registers_logs_in_searches_and_quotes(app, db, signer, generated):
    world = await build_world(db)
    key = await create_api_key(db, key_type="secret", client_type="consumer_app")
    Client = generated("client").AuthenticatedClient
    models = generated("models")
    transport = {"transport": httpx.ASGITransport(app=app)}
    keyed = Client(
        base_url="http://test",
        token=key.raw,
        prefix="",
        auth_header_name="X-API-Key",
        headers={"X-Client-Id": key.client_id, "X-Client-Type": key.client_type},
        httpx_args=transport,
        raise_on_unexpected_status=True,
    )

    registered = await generated("api.passenger_accounts.register").asyncio_detailed(
        client=keyed,
        body=models.RegisterIn(email="aida@example.com", password="Secret#123", first_name="Aida"),
    )
    assert registered.status_code == 201
    assert isinstance(registered.parsed, models.AuthOut)
    assert registered.parsed.passenger.first_name == "Aida"

    logged_in = await generated("api.passenger_accounts.login").asyncio(
        client=keyed, body=models.LoginIn(email="aida@example.com", password="Secret#123")
    )
    assert isinstance(logged_in, models.AuthOut)
    passenger = keyed.with_headers({"Authorization": f"Bearer {logged_in.access_token}"})
    me = await generated("api.passenger_accounts.get_me").asyncio(client=passenger)
    assert isinstance(me, models.PassengerOut)
    assert me.email == "aida@example.com" and me.documents == []

    found = await generated("api.catalog_and_search.search_flights").asyncio(
        client=keyed,
        body=models.FlightSearch(
            origin="FRU",
            destination="OSS",
            departure_date=world.flight.flight_date,
            include_prices=True,
        ),
    )
    assert isinstance(found, models.SearchResult)
    [leg] = found.legs
    assert str(leg.flight_id) == str(world.flight.id)
    fare = leg.fares[0]

    quoted = await generated("api.fares_and_quotes.create_quote").asyncio(
        client=keyed,
        body=models.QuoteRequest(
            flight_id=leg.flight_id,
            fare_class=fare.class_of_service,
            pax=[models.PaxItem(type_="adult", count=1)],
        ),
    )
    assert isinstance(quoted, models.QuoteOut)
    assert re.fullmatch(MONEY_PATTERN, quoted.net)
    assert float(quoted.net) == fare.total_price
    assert all(re.fullmatch(MONEY_PATTERN, line.amount) for line in quoted.line_items)

    get_quote = generated("api.fares_and_quotes.get_quote")
    again = await get_quote.asyncio(quoted.quote_id, client=keyed)
    assert isinstance(again, models.QuoteOut)
    assert (again.quote_id, again.net) == (quoted.quote_id, quoted.net)

    staff = Client(
        base_url="http://test",
        token=signer.staff_token("tester", {"admin"}, 600),
        httpx_args=transport,
        raise_on_unexpected_status=True,
    )
    expired_in = quoted.valid_until - quoted.created_at + timedelta(seconds=1)
    moved = await generated("api.admin_test_clock.advance_test_clock").asyncio(
        client=staff,
        body=models.TestClockAdvance(advance_seconds=int(expired_in.total_seconds()) + 1),
    )
    assert isinstance(moved, models.TestClockOut)

    gone = await get_quote.asyncio_detailed(quoted.quote_id, client=keyed)
    assert gone.status_code == 410
    assert isinstance(gone.parsed, models.QuoteGoneBody)
    assert gone.parsed.detail.error == "quote_not_available"
    assert gone.parsed.detail.quote_id == quoted.quote_id


async def test_a_generated_client_books_pays_and_downloads_the_eticket(
    app, db, client, admin_headers, generated
):
    """Issue 25's journey through the generated client: search, quote, book with an
    idempotency key, pay from the agency's wallet in the sandbox, read the booking and
    download the e-ticket, which comes through as the PDF's bytes."""
    world = await build_world(db)
    partner = await create_partner(db, "Silk Road Travel")
    key = await create_api_key(db, partner_id=partner.id)
    await top_up(client, admin_headers, partner.id, "100000.00")
    models = generated("models")
    agency = generated("client").AuthenticatedClient(
        base_url="http://test",
        token=key.raw,
        prefix="",
        auth_header_name="X-API-Key",
        headers={"X-Client-Id": key.client_id, "X-Client-Type": key.client_type},
        httpx_args={"transport": httpx.ASGITransport(app=app)},
        raise_on_unexpected_status=True,
    )

    found = await generated("api.catalog_and_search.search_flights").asyncio(
        client=agency,
        body=models.FlightSearch(
            origin="FRU",
            destination="OSS",
            departure_date=world.flight.flight_date,
            include_prices=True,
        ),
    )
    [leg] = found.legs
    quoted = await generated("api.fares_and_quotes.create_quote").asyncio(
        client=agency,
        body=models.QuoteRequest(
            flight_id=leg.flight_id,
            fare_class=leg.fares[0].class_of_service,
            pax=[models.PaxItem(type_="adult", count=1)],
        ),
    )
    traveller = passenger()
    booked = await generated("api.bookings.create_booking").asyncio_detailed(
        client=agency,
        body=models.BookingCreate.from_dict(
            {"quote_id": str(quoted.quote_id), "contact_email": "aibek@example.com"}
            | {"passengers": [traveller]}
        ),
        idempotency_key=str(uuid.uuid4()),
    )
    assert booked.status_code == 201
    booking = booked.parsed
    assert isinstance(booking, models.BookingOut)
    assert (booking.status, booking.payment_status) == ("pending", "unpaid")

    paid = await generated("api.bookings.pay_with_balance").asyncio(booking.id, client=agency)
    assert isinstance(paid, models.BookingOut)
    assert (paid.status, paid.payment_status) == ("confirmed", "paid")

    read = await generated("api.bookings.get_booking").asyncio(booking.id, client=agency)
    assert isinstance(read, models.BookingOut)
    assert read.booking_reference == booking.booking_reference
    [ticket] = read.tickets
    assert re.fullmatch(r"\d{13}", ticket.ticket_number)

    eticket = await generated("api.bookings.get_eticket").asyncio_detailed(
        booking.id, client=agency
    )
    assert eticket.status_code == 200
    assert eticket.headers["content-type"] == "application/pdf"
    pdf = eticket.parsed.payload.read()
    assert pdf.startswith(b"%PDF-")
    text = "".join(page.extract_text() for page in PdfReader(io.BytesIO(pdf)).pages)
    assert booking.booking_reference in text
    assert ticket.ticket_number in text
