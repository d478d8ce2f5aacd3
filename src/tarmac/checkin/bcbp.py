"""The IATA Bar Coded Boarding Pass string (Resolution 792), format M1: one leg, the
mandatory items only, each in its fixed width (60 characters in all).

| item | width | here |
| --- | --- | --- |
| format code | 1 | ``M`` |
| number of legs encoded | 1 | ``1`` |
| passenger name | 20 | ``LAST/FIRST``, left-aligned, cut at 20 |
| electronic ticket indicator | 1 | ``E`` |
| operating carrier PNR code | 7 | the booking reference, left-aligned |
| from city airport code | 3 | |
| to city airport code | 3 | |
| operating carrier designator | 3 | left-aligned (``TQ ``) |
| flight number | 5 | 4 digits and a suffix letter or a space (``0101 ``) |
| date of flight (Julian) | 3 | day of the year of the local departure date |
| compartment code | 1 | the booking class |
| seat number | 4 | 3 digits and the column (``012A``), ``INF `` for a lap infant |
| check-in sequence number | 5 | 4 digits and a space (5 digits past 9999) |
| passenger status | 1 | ``1``: checked in, ticket issued |
| field size of variable size field | 2 | ``00``: no conditional items |
"""

import re
import unicodedata
from dataclasses import dataclass
from datetime import date

LENGTH = 60
FLIGHT = re.compile(r"^([A-Z0-9]{2}[A-Z]?)(\d{1,4})([A-Z]?)$")
FLIGHT_ALT = re.compile(r"^([A-Z]{2})(\d{1,4})([A-Z]?)$")


def _ascii(text: str) -> str:
    plain = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode()
    return re.sub(r"[^A-Z ]", "", plain.upper())


def _field(value: str, width: int) -> str:
    return value[:width].ljust(width)


def split_flight_number(flight_number: str) -> tuple[str, str]:
    """``TQ101`` -> (``TQ``, ``0101 ``): carrier designator and the 5-character number."""
    number = flight_number.upper().replace(" ", "")
    match = FLIGHT_ALT.match(number) or FLIGHT.match(number)
    if match is None:
        return _field(number[:2], 3), _field(re.sub(r"\D", "", number)[-4:].zfill(4), 5)
    carrier, digits, suffix = match.groups()
    return carrier, digits.zfill(4) + (suffix or " ")


def seat_field(seat_number: str | None) -> str:
    if not seat_number:
        return "INF "
    match = re.match(r"^(\d{1,3})([A-Z])$", seat_number)
    if match is None:
        return _field(seat_number, 4)
    return match.group(1).zfill(3) + match.group(2)


def sequence_field(sequence: int) -> str:
    return f"{sequence:04d} " if sequence < 10_000 else f"{sequence % 100_000:05d}"


@dataclass(frozen=True)
class Pass:
    last_name: str
    first_name: str
    pnr: str
    origin: str
    destination: str
    flight_number: str
    flight_date: date
    compartment: str
    seat_number: str | None
    sequence: int


def encode(p: Pass) -> str:
    name = _ascii(p.last_name).strip() + "/" + _ascii(p.first_name).strip()
    carrier, number = split_flight_number(p.flight_number)
    text = (
        "M1"
        + _field(name, 20)
        + "E"
        + _field(p.pnr.upper(), 7)
        + _field(p.origin.upper(), 3)
        + _field(p.destination.upper(), 3)
        + _field(carrier, 3)
        + number
        + f"{p.flight_date.timetuple().tm_yday:03d}"
        + _field(p.compartment.upper(), 1)
        + seat_field(p.seat_number)
        + sequence_field(p.sequence)
        + "1"
        + "00"
    )
    assert len(text) == LENGTH, text
    return text


@dataclass(frozen=True)
class Parsed:
    format_code: str
    legs: int
    name: str
    eticket: str
    pnr: str
    origin: str
    destination: str
    carrier: str
    flight_number: str
    julian_date: int
    compartment: str
    seat: str
    sequence: str
    status: str
    variable_size: int


def parse(text: str) -> Parsed:
    """The mandatory items of an M1 string (what a gate scanner reads)."""
    if len(text) < LENGTH or not text.startswith("M1"):
        raise ValueError("not a one-leg BCBP string (M1)")
    return Parsed(
        format_code=text[0],
        legs=int(text[1]),
        name=text[2:22],
        eticket=text[22],
        pnr=text[23:30],
        origin=text[30:33],
        destination=text[33:36],
        carrier=text[36:39],
        flight_number=text[39:44],
        julian_date=int(text[44:47]),
        compartment=text[47],
        seat=text[48:52],
        sequence=text[52:57],
        status=text[57],
        variable_size=int(text[58:60], 16),
    )
