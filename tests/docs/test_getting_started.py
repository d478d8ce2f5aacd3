"""The getting-started guide runs as printed: its curl session and its Python program book
the demo flight, pay it and download an e-ticket that is a real PDF of that booking."""

import re

import httpx
from pypdf import PdfReader

from tests.docs.runnable import DOCS, blocks

AGENCY = {"X-Client-Id": "silkroad-travel", "X-Client-Type": "agency"}
BACKEND = {"X-Client-Id": "tarmac-web-backend", "X-Client-Type": "consumer_app"}


def _booking(sandbox, reference: str, key_variable: str, client: dict) -> dict:
    headers = {"X-API-Key": sandbox.variables[key_variable], **client}
    found = httpx.get(
        f"{sandbox.url}/api/v1/bookings/", params={"booking_reference": reference}, headers=headers
    )
    assert found.status_code == 200, found.text
    [booking] = [b for b in found.json()["data"] if b["booking_reference"] == reference]
    return booking


def _eticket_of(path, reference: str) -> None:
    text = "".join(page.extract_text() for page in PdfReader(path).pages)
    assert reference in text


def test_the_guide_has_a_curl_session_and_a_python_program():
    programs = {(b.program, b.language) for b in blocks(DOCS / "getting-started.md")}
    assert programs == {("curl", "sh"), ("python", "python")}


def test_the_curl_session_books_pays_from_the_wallet_and_by_card_after_a_decline(sandbox, tmp_path):
    out = sandbox.run("getting-started.md", "curl", tmp_path)
    reference = re.search(r"booking (\w{6}): e-ticket saved", out).group(1)
    booking = _booking(sandbox, reference, "TARMAC_AGENCY_KEY", AGENCY)
    assert (booking["status"], booking["payment_status"]) == ("confirmed", "paid")
    _eticket_of(tmp_path / "eticket.pdf", reference)
    # the card section: a declined card keeps the traveller on the page, which asks for
    # another card (the guide says so, not a return with status=failed); a paid one goes
    # back to the shop, and the booking is paid
    declined = re.search(r"^a declined card: the page sent the browser to (\S+)$", out, re.M)
    assert declined, out
    assert "declined=card_declined" in declined.group(1)
    assert "shop.example" not in declined.group(1)
    assert "https://shop.example/paid?status=success" in out
    assert '"payment_status": "paid"' in out.rsplit("the page sent the browser", 1)[1]


def test_the_python_program_books_pays_and_saves_the_eticket(sandbox, tmp_path):
    out = sandbox.run("getting-started.md", "python", tmp_path)
    reference = re.search(r"booking (\w{6}): e-ticket saved", out).group(1)
    assert re.search(r"^paid confirmed paid \['\d{13}'\]$", out, re.M), out
    booking = _booking(sandbox, reference, "TARMAC_AGENCY_KEY", AGENCY)
    assert booking["payment_status"] == "paid"
    _eticket_of(tmp_path / "eticket.pdf", reference)
