"""The IATA Bar Coded Boarding Pass string (Resolution 792, BCBP Implementation Guide version
8), format M1: one leg, its mandatory items, the conditional items of version 8 and a security
section carrying the airline's ECDSA P-256 signature. docs/boarding-pass.md describes every
field; check-in issues passes with it and ``tarmac boarding-pass verify`` reads them (the
command line may not import check-in, so the format lives here; its keys are passed in).

Mandatory items (60 characters):

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
| field size of variable size field | 2 | hex: the conditional section's length (``3B``) |

Conditional section: ``>``, version ``8``, the unique items behind their size (hex 2), the
repeated items of the leg behind theirs (hex 2); a section ends after its last item given
(the baggage tag numbers are not). Security section: ``^``, the type of security data (here
the id of the key that signed), the length of the security data (hex 2) and the data: the
signature ``r || s`` (32 bytes each) of everything before ``^``, base64url without padding
(86 characters).
"""

import base64
import binascii
import re
import unicodedata
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, replace
from datetime import date
from typing import Any, Literal

from cryptography.exceptions import InvalidSignature
from cryptography.hazmat.primitives import hashes, serialization
from cryptography.hazmat.primitives.asymmetric import ec
from cryptography.hazmat.primitives.asymmetric.utils import (
    decode_dss_signature,
    encode_dss_signature,
)

LENGTH = 60
VERSION = "8"
DOCUMENT_TYPE = "B"  # boarding pass
SECURITY = "^"
KEY_ID = re.compile(r"^[0-9A-Z]$")
COORDINATE = 32  # bytes of a P-256 coordinate, and of r and s
FLIGHT = re.compile(r"^([A-Z0-9]{2}[A-Z]?)(\d{1,4})([A-Z]?)$")
FLIGHT_ALT = re.compile(r"^([A-Z]{2})(\d{1,4})([A-Z]?)$")
PRINTABLE = re.compile(r"^[\x20-\x7e]*$")

KeyStatus = Literal["current", "retired"]


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


def baggage_field(allowance: str | None) -> str:
    """The free baggage allowance in 3 characters: ``1PC 23KG`` -> ``1PC``, ``20KG`` ->
    ``20K``, none included -> ``0PC``; blank when it does not fit."""
    if allowance is None:
        return "0PC"
    text = allowance.upper()
    pieces = re.search(r"\b(\d)\s*PC\b", text)
    if pieces:
        return f"{pieces.group(1)}PC"
    kilos = re.search(r"\b(\d{1,2})\s*KG\b", text)
    return f"{kilos.group(1)}K" if kilos else ""


def julian(day: date) -> str:
    """Day of the year, 3 digits."""
    return f"{day.timetuple().tm_yday:03d}"


@dataclass(frozen=True)
class Pass:
    """What a pass carries. The issuer and the marketing carrier are the operating carrier
    (the airline issues passes for its own flights); the frequent-flyer items and the
    baggage tag numbers are left empty."""

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
    ticket_number: str  # 13 digits: the airline numeric code (3) and the serial number (10)
    issued_on: date
    passenger_description: str = "0"  # 0 adult, 1 male, 2 female, 3 child, 4 infant
    checkin_source: str = "W"  # W web, O airport agent
    issuance_source: str = "W"  # W web, O airport agent
    document_verification: str = "0"  # 0 not required, 1 required, 2 performed
    selectee: str = "0"
    baggage_allowance: str = ""
    fast_track: bool = False


def _unique_items(p: Pass, carrier: str) -> str:
    return (
        p.passenger_description
        + p.checkin_source
        + p.issuance_source
        + f"{p.issued_on.year % 10}{julian(p.issued_on)}"
        + DOCUMENT_TYPE
        + _field(carrier, 3)
    )


def _repeated_items(p: Pass, carrier: str) -> str:
    if not re.fullmatch(r"\d{13}", p.ticket_number):
        raise ValueError(f"a ticket number has 13 digits, not {p.ticket_number!r}")
    return (
        p.ticket_number[:3]
        + p.ticket_number[3:]
        + p.selectee
        + p.document_verification
        + _field(carrier, 3)
        + " " * 3  # frequent flyer airline designator
        + " " * 16  # frequent flyer number
        + " "  # ID/AD indicator
        + _field(p.baggage_allowance, 3)
        + ("Y" if p.fast_track else "N")
    )


def _sized(items: str) -> str:
    return f"{len(items):02X}{items}"


def encode(p: Pass) -> str:
    """The signed part of the pass: its mandatory and conditional items."""
    name = _ascii(p.last_name).strip() + "/" + _ascii(p.first_name).strip()
    carrier, number = split_flight_number(p.flight_number)
    conditional = (
        ">" + VERSION + _sized(_unique_items(p, carrier)) + _sized(_repeated_items(p, carrier))
    )
    text = (
        "M1"
        + _field(name, 20)
        + "E"
        + _field(p.pnr.upper(), 7)
        + _field(p.origin.upper(), 3)
        + _field(p.destination.upper(), 3)
        + _field(carrier, 3)
        + number
        + julian(p.flight_date)
        + _field(p.compartment.upper(), 1)
        + seat_field(p.seat_number)
        + sequence_field(p.sequence)
        + "1"
        + _sized(conditional)
    )
    assert len(text) == LENGTH + len(conditional), text
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
    signed: str  # everything before the security section
    # conditional items, "" where the pass leaves them out
    version: str = ""
    passenger_description: str = ""
    checkin_source: str = ""
    issuance_source: str = ""
    issue_date: str = ""  # last digit of the year and the day of the year
    document_type: str = ""
    issuer: str = ""
    baggage_tags: str = ""
    airline_numeric_code: str = ""
    serial_number: str = ""
    selectee: str = ""
    document_verification: str = ""
    marketing_carrier: str = ""
    frequent_flyer_airline: str = ""
    frequent_flyer_number: str = ""
    id_ad: str = ""
    baggage_allowance: str = ""
    fast_track: str = ""
    airline_use: str = ""
    # the security section, "" on an unsigned pass
    security_type: str = ""
    security_data: str = ""

    @property
    def ticket_number(self) -> str:
        return self.airline_numeric_code + self.serial_number


class _Reader:
    """Fields read in order from a section; those past its end read as ""."""

    def __init__(self, text: str) -> None:
        self.text = text
        self.at = 0

    def take(self, width: int) -> str:
        value = self.text[self.at : self.at + width]
        self.at += width
        return value

    def size(self, what: str) -> int:
        raw = self.take(2)
        if not re.fullmatch(r"[0-9A-Fa-f]{2}", raw):
            raise ValueError(f"the field size of {what} is not 2 hex digits: {raw!r}")
        return int(raw, 16)

    def section(self, what: str) -> "_Reader":
        size = self.size(what)
        body = self.take(size)
        if len(body) != size:
            raise ValueError(f"{what} is shorter than its field size ({size})")
        return _Reader(body)

    def rest(self) -> str:
        value = self.text[self.at :]
        self.at = len(self.text)
        return value


_UNIQUE = (
    ("passenger_description", 1),
    ("checkin_source", 1),
    ("issuance_source", 1),
    ("issue_date", 4),
    ("document_type", 1),
    ("issuer", 3),
    ("baggage_tags", 39),
)
_REPEATED = (
    ("airline_numeric_code", 3),
    ("serial_number", 10),
    ("selectee", 1),
    ("document_verification", 1),
    ("marketing_carrier", 3),
    ("frequent_flyer_airline", 3),
    ("frequent_flyer_number", 16),
    ("id_ad", 1),
    ("baggage_allowance", 3),
    ("fast_track", 1),
)


def _items(reader: _Reader, layout: Iterable[tuple[str, int]]) -> dict[str, str]:
    return {name: reader.take(width) for name, width in layout}


def _conditional(section: str) -> dict[str, str]:
    if not section.startswith(">"):
        raise ValueError("the conditional section does not begin with '>'")
    reader = _Reader(section[2:])
    fields = {"version": section[1:2]}
    fields |= _items(reader.section("the unique conditional items"), _UNIQUE)
    if reader.at < len(reader.text):
        fields |= _items(reader.section("the repeated conditional items"), _REPEATED)
    fields["airline_use"] = reader.rest()
    return fields


def _security(section: str) -> dict[str, str]:
    if not section:
        return {}
    if not section.startswith(SECURITY) or len(section) < 4:
        raise ValueError("the text after the conditional section is not a security section")
    reader = _Reader(section[2:])
    data = reader.section("the security data").rest()
    if reader.rest():
        raise ValueError("characters follow the security data")
    return {"security_type": section[1], "security_data": data}


def parse(text: str) -> Parsed:
    """Every item of an M1 string: the mandatory ones (what a gate scanner reads), the
    conditional ones and the security section; ValueError for a string not of this form."""
    if len(text) < LENGTH or not text.startswith("M1"):
        raise ValueError("not a one-leg BCBP string (M1)")
    if not PRINTABLE.match(text):
        raise ValueError("a BCBP string holds printable ASCII characters only")
    reader = _Reader(text[LENGTH - 2 :])
    variable = reader.section("the variable size field")
    end = LENGTH + len(variable.text)
    fields: dict[str, Any] = _conditional(variable.text) if variable.text else {}
    fields |= _security(text[end:])
    mandatory = Parsed(
        format_code=text[0],
        legs=int(text[1]),
        name=text[2:22],
        eticket=text[22],
        pnr=text[23:30],
        origin=text[30:33],
        destination=text[33:36],
        carrier=text[36:39],
        flight_number=text[39:44],
        julian_date=int(text[44:47]) if text[44:47].isdigit() else 0,
        compartment=text[47],
        seat=text[48:52],
        sequence=text[52:57],
        status=text[57],
        variable_size=len(variable.text),
        signed=text[:end],
    )
    return replace(mandatory, **fields)


# what each item of ``Parsed`` is, in the order of the string (``tarmac boarding-pass verify``)
LABELS = {
    "format_code": "format code",
    "legs": "number of legs encoded",
    "name": "passenger name",
    "eticket": "electronic ticket indicator",
    "pnr": "operating carrier PNR code",
    "origin": "from city airport code",
    "destination": "to city airport code",
    "carrier": "operating carrier designator",
    "flight_number": "flight number",
    "julian_date": "date of flight (Julian)",
    "compartment": "compartment code",
    "seat": "seat number",
    "sequence": "check-in sequence number",
    "status": "passenger status",
    "variable_size": "field size of variable size field",
    "version": "version number",
    "passenger_description": "passenger description",
    "checkin_source": "source of check-in",
    "issuance_source": "source of boarding pass issuance",
    "issue_date": "date of issue of boarding pass (Julian)",
    "document_type": "document type",
    "issuer": "airline designator of boarding pass issuer",
    "baggage_tags": "baggage tag license plate numbers",
    "airline_numeric_code": "airline numeric code",
    "serial_number": "document form/serial number",
    "selectee": "selectee indicator",
    "document_verification": "international documentation verification",
    "marketing_carrier": "marketing carrier designator",
    "frequent_flyer_airline": "frequent flyer airline designator",
    "frequent_flyer_number": "frequent flyer number",
    "id_ad": "ID/AD indicator",
    "baggage_allowance": "free baggage allowance",
    "fast_track": "fast track",
    "airline_use": "for individual airline use",
    "security_type": "type of security data (key id)",
    "security_data": "security data",
}


def describe(parsed: Parsed) -> list[tuple[str, str]]:
    """Each item's label and value as the string writes it (trailing blanks cut), in the
    order of the string."""
    written = {
        "julian_date": f"{parsed.julian_date:03d}",
        "variable_size": f"{parsed.variable_size:02X} ({parsed.variable_size} characters)",
    }
    return [
        (label, written.get(name, str(getattr(parsed, name))).rstrip())
        for name, label in LABELS.items()
    ]


# --- the signature -------------------------------------------------------------------------


def _b64(raw: bytes) -> str:
    return base64.urlsafe_b64encode(raw).rstrip(b"=").decode()


def _unb64(text: str) -> bytes:
    return base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))


def _load_pem(
    kid: str, pem: bytes
) -> tuple[ec.EllipticCurvePrivateKey | None, ec.EllipticCurvePublicKey]:
    """A PEM's EC key: its private key (None in a public key's PEM) and its public key."""
    try:
        private = serialization.load_pem_private_key(pem, password=None)
    except (ValueError, TypeError):
        try:
            public = serialization.load_pem_public_key(pem)
        except (ValueError, TypeError) as exc:
            raise ValueError(f"boarding pass key {kid} is not a PEM key") from exc
        if not isinstance(public, ec.EllipticCurvePublicKey):
            raise ValueError(f"boarding pass key {kid} is not an EC key") from None
        key: tuple[ec.EllipticCurvePrivateKey | None, ec.EllipticCurvePublicKey] = (None, public)
    else:
        if not isinstance(private, ec.EllipticCurvePrivateKey):
            raise ValueError(f"boarding pass key {kid} is not an EC key")
        key = (private, private.public_key())
    if not isinstance(key[1].curve, ec.SECP256R1):
        raise ValueError(f"boarding pass key {kid} is not a P-256 key ({key[1].curve.name})")
    return key


@dataclass(frozen=True)
class PublishedKey:
    kid: str
    public: ec.EllipticCurvePublicKey
    status: KeyStatus

    def jwk(self) -> dict[str, str]:
        numbers = self.public.public_numbers()
        return {
            "kid": self.kid,
            "kty": "EC",
            "crv": "P-256",
            "x": _b64(numbers.x.to_bytes(COORDINATE, "big")),
            "y": _b64(numbers.y.to_bytes(COORDINATE, "big")),
            "use": "sig",
            "alg": "ES256",
            "status": self.status,
        }


@dataclass(frozen=True)
class Verdict:
    valid: bool
    reason: str
    kid: str | None = None
    key_status: KeyStatus | None = None
    parsed: Parsed | None = None


class KeyRing:
    """The airline's boarding pass keys: the current signer (a private key) and every key
    published, current or retired (a retired key verifies the passes it signed)."""

    def __init__(
        self, keys: Sequence[PublishedKey], signer: ec.EllipticCurvePrivateKey | None = None
    ) -> None:
        kids = [key.kid for key in keys]
        if len(set(kids)) != len(kids):
            raise ValueError(f"boarding pass key ids repeat: {', '.join(kids)}")
        for kid in kids:
            if not KEY_ID.match(kid):
                raise ValueError(f"a boarding pass key id is one character 0-9 or A-Z: {kid!r}")
        self.keys = {key.kid: key for key in keys}
        self.signer = signer
        self.current = next((key.kid for key in keys if key.status == "current"), None)

    @classmethod
    def from_pems(cls, pems: Sequence[tuple[str, bytes]]) -> "KeyRing":
        """The first key signs (its PEM holds a private key); the others are retired (a
        private or a public key's PEM: only the public half is used)."""
        if not pems:
            raise ValueError("no boarding pass key given")
        keys: list[PublishedKey] = []
        signer: ec.EllipticCurvePrivateKey | None = None
        for position, (kid, pem) in enumerate(pems):
            private, public = _load_pem(kid, pem)
            if position == 0:
                if private is None:
                    raise ValueError(
                        f"the current boarding pass key {kid} must be an EC private key (PEM)"
                    )
                signer = private
            keys.append(PublishedKey(kid, public, "current" if position == 0 else "retired"))
        return cls(keys, signer)

    @classmethod
    def from_jwks(cls, document: Mapping[str, Any]) -> "KeyRing":
        """The keys a deployment publishes (``GET /api/v1/checkin/boarding-pass-keys``):
        verification only."""
        keys: list[PublishedKey] = []
        for jwk in document.get("keys", []):
            if jwk.get("kty") != "EC" or jwk.get("crv") != "P-256":
                continue
            public = ec.EllipticCurvePublicNumbers(
                int.from_bytes(_unb64(jwk["x"]), "big"),
                int.from_bytes(_unb64(jwk["y"]), "big"),
                ec.SECP256R1(),
            ).public_key()
            status: KeyStatus = "current" if jwk.get("status") == "current" else "retired"
            keys.append(PublishedKey(str(jwk["kid"]), public, status))
        return cls(keys)

    def jwks(self) -> dict[str, list[dict[str, str]]]:
        return {"keys": [key.jwk() for key in self.keys.values()]}

    def sign(self, data: str) -> str:
        """``data`` (a pass's mandatory and conditional items) with its security section."""
        if self.signer is None or self.current is None:
            raise ValueError("this key ring has no signing key")
        der = self.signer.sign(data.encode("ascii"), ec.ECDSA(hashes.SHA256()))
        r, s = decode_dss_signature(der)
        signature = _b64(r.to_bytes(COORDINATE, "big") + s.to_bytes(COORDINATE, "big"))
        return f"{data}{SECURITY}{self.current}{len(signature):02X}{signature}"

    def verify(self, text: str) -> Verdict:
        """Whether ``text`` is a pass signed by one of these keys, and why not."""
        try:
            parsed = parse(text)
        except ValueError as exc:
            return Verdict(False, f"not a BCBP string: {exc}")
        if not parsed.security_type:
            return Verdict(False, "the pass carries no security section", parsed=parsed)
        kid = parsed.security_type
        key = self.keys.get(kid)
        if key is None:
            return Verdict(False, f"unknown key id {kid!r}", kid, parsed=parsed)
        try:
            raw = _unb64(parsed.security_data)
        except (binascii.Error, ValueError):
            raw = b""
        if len(raw) != 2 * COORDINATE:
            return Verdict(False, "the security data is not a P-256 signature", kid, parsed=parsed)
        signature = encode_dss_signature(
            int.from_bytes(raw[:COORDINATE], "big"), int.from_bytes(raw[COORDINATE:], "big")
        )
        try:
            key.public.verify(signature, parsed.signed.encode("ascii"), ec.ECDSA(hashes.SHA256()))
        except InvalidSignature:
            return Verdict(False, "the signature does not match the data", kid, key.status, parsed)
        return Verdict(True, "signature valid", kid, key.status, parsed)


def generate_pem() -> bytes:
    """A new P-256 private key, PEM (PKCS#8, unencrypted)."""
    return ec.generate_private_key(ec.SECP256R1()).private_bytes(
        serialization.Encoding.PEM,
        serialization.PrivateFormat.PKCS8,
        serialization.NoEncryption(),
    )
