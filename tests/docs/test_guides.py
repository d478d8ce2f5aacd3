"""The client guides' programs, run as printed against the sandbox."""

import re


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
