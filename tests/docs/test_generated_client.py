"""The generated-client guide, run as printed: the client generated from the sandbox's
``/openapi.json`` with the guide's command books, pays and saves the e-ticket."""

import re

from pypdf import PdfReader


def test_the_generated_client_of_the_guide_books_and_saves_the_eticket(sandbox, tmp_path):
    sandbox.run("generated-client.md", "generate", tmp_path, timeout=120)
    assert (tmp_path / "tarmac_client" / "api" / "bookings" / "get_eticket.py").exists()
    out = sandbox.run("generated-client.md", "use", tmp_path)
    reference = re.search(r"^(\w{6}) confirmed paid$", out, re.M).group(1)
    assert re.search(r"^\['\d{13}'\]$", out, re.M), out
    text = "".join(page.extract_text() for page in PdfReader(tmp_path / "eticket.pdf").pages)
    assert reference in text
