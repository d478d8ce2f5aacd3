"""The client guides' programs, run as printed against the sandbox."""

import re

from pypdf import PdfReader

from tests.docs.runnable import DOCS


def test_the_agency_program_books_once_per_key_pays_and_finds_its_statement(sandbox, tmp_path):
    out = sandbox.run("guides/agency-backend.md", "agency", tmp_path)
    assert re.search(r"^rate limit: \d+ of 600 left this minute$", out, re.M), out
    booked = re.search(r"^booked (\w{6}) ([\d.]+) KGS \| .*: True$", out, re.M)
    assert booked, out
    total = float(booked.group(2))
    paid = re.search(r"^paid confirmed paid commission ([\d.]+)$", out, re.M)
    commission = float(paid.group(1))
    assert commission > 0
    balance = re.search(r"^wallet KGS ([\d.]+) -> ([\d.]+) ", out, re.M)
    before, after = float(balance.group(1)), float(balance.group(2))
    assert round(before - after, 2) == round(total - commission, 2)
    assert re.search(rf"^statement DEBIT booking_payment -{total} ", out, re.M), out
    assert re.search(rf"^statement ADJUSTMENT commission {commission} ", out, re.M), out
    assert "commission rule: Silk Road: 5 % on Bishkek-Osh route 5.0 %" in out


def test_the_web_app_session_keeps_to_its_origins_retries_a_decline_and_uses_the_link(
    sandbox, tmp_path
):
    out = sandbox.run("guides/web-and-mobile-app.md", "web", tmp_path)
    assert "preflight from the page: 204" in out
    assert "a page on another origin: 401" in out
    sent = re.findall(r"^sent to: (\S+)$", out, re.M)
    assert len(sent) == 2, out
    # a decline keeps the traveller on the payment page; the next card pays the same payment
    assert "/pay/" in sent[0] and "declined=card_declined" in sent[0], sent[0]
    assert sent[1].startswith("http://localhost:3000/booking/done"), sent[1]
    assert "status=success" in sent[1]
    assert '"status": "confirmed"' in out and '"payment_status": "paid"' in out
    reference = re.search(r"^booking (\w{6}): e-ticket saved", out, re.M).group(1)
    text = "".join(page.extract_text() for page in PdfReader(tmp_path / "eticket.pdf").pages)
    assert reference in text


def test_the_consumer_backend_reports_an_external_payment_once(sandbox, tmp_path):
    out = sandbox.run("guides/consumer-backend.md", "external", tmp_path)
    assert "first report: created" in out
    assert "repeat report: already_processed" in out
    assert re.search(r"^booking \w{6} confirmed paid$", out, re.M), out


def test_the_kiosk_program_checks_in_with_the_link_prints_the_pass_and_refuses_a_second_check_in(
    sandbox, tmp_path
):
    out = sandbox.run("guides/kiosk.md", "kiosk", tmp_path)
    assert re.search(r"^\d\d:\d\d  TQ\d+  Osh  \w+$", out, re.M), out  # the departures screen
    seat = re.search(r"^checked in: completed, seat (\d{1,2}[A-Z])$", out, re.M)
    assert seat, out
    printed = re.search(r"^boarding pass: (\S+) (TQ\d+) FRU-OSS seat (\w+)$", out, re.M)
    assert printed, out
    passenger, flight = printed.group(1), printed.group(2)
    assert passenger == "BEKOV/NURLAN"
    assert printed.group(3) == seat.group(1)
    pdf = PdfReader(tmp_path / "boarding-pass.pdf")
    text = "".join(page.extract_text() for page in pdf.pages)
    assert passenger in text and flight in text and seat.group(1) in text, text
    # the code the API answers is the one the guide's error table tells the kiosk to act on
    assert "checking in again: 409 already_checked_in" in out, out
    table = (DOCS / "guides" / "kiosk.md").read_text()
    assert re.search(r"^\| 409 \| `already_checked_in` \|", table, re.M)


def test_the_ndc_program_shops_orders_exchanges_and_cancels_in_xml_against_the_demo_world(
    sandbox, tmp_path
):
    out = sandbox.run("guides/ndc.md", "ndc", tmp_path)
    assert re.search(r"^shopped \d+ offers, cheapest [\d.]+ KGS$", out, re.M), out
    ordered = re.search(
        r"^ordered (\w{6}) CONFIRMED ([\d.]+) KGS, 2 tickets \| "
        r"JSON: (\w{6}) confirmed paid ([\d.]+)$",
        out,
        re.M,
    )
    assert ordered, out
    assert ordered.group(1) == ordered.group(3)
    assert float(ordered.group(2)) == float(ordered.group(4))
    priced = float(re.search(r"^priced ([\d.]+) KGS", out, re.M).group(1))
    extras = re.search(r"^seat \d+[A-Z] ([\d.]+) KGS, bag SRV-BG23 ([\d.]+) KGS$", out, re.M)
    assert round(priced + float(extras.group(1)) + float(extras.group(2)), 2) == float(
        ordered.group(2)
    )
    assert "retrieved CONFIRMED" in out
    moved = re.search(
        r"^exchanged into (\w{6}) confirmed on [\d-]+; the old order (\w+)$", out, re.M
    )
    assert moved and moved.group(1) != ordered.group(1), out
    refund = re.search(r"^cancelled CANCELLED, refund ([\d.]+) KGS \| JSON: cancelled$", out, re.M)
    assert refund and float(refund.group(1)) > 0, out
    assert "again: 400 booking_final:" in out
