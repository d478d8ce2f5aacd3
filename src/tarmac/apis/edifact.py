"""The PAXLST message (WCO/IATA/ICAO API-PNR toolkit, PAXLST implementation guide) as
UN/EDIFACT text: the segments of a flight's passenger list, the envelope around them with
its counts and control references, the UNOA character set and its release character. No
database here: ``service`` gathers the flight and its passengers.

Syntax: ``UNA:+.? '``: ``:`` between the components of an element, ``+`` between elements,
``.`` the decimal mark, ``?`` the release character, ``'`` the end of a segment. A data
character that is one of ``: + ? '`` is written after ``?``."""

import hashlib
import re
import unicodedata
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import date, datetime

UNA = "UNA:+.? '"
SYNTAX = ("UNOA", "4")
SEPARATORS = re.compile(r"([?:+'])")
# UNOA (level A): upper case letters, digits, space and . , - ( ) / = ' + : ? ! " % & * ; < >
NOT_UNOA = re.compile(r"[^A-Z0-9 .,\-()/=' +:?!\"%&*;<>]")
NAME_PART = 35  # an..35: each component of NAD's party name
DOCUMENT_NUMBER = 35
# ICAO Doc 9303's transliteration of Cyrillic (the airline's passengers: Kyrgyz, Russian,
# Kazakh names), for the letters NFKD does not take to Latin ones
CYRILLIC = {
    "А": "A", "Б": "B", "В": "V", "Г": "G", "Д": "D", "Е": "E", "Ё": "E", "Ж": "ZH",
    "З": "Z", "И": "I", "Й": "I", "К": "K", "Л": "L", "М": "M", "Н": "N", "О": "O",
    "П": "P", "Р": "R", "С": "S", "Т": "T", "У": "U", "Ф": "F", "Х": "KH", "Ц": "TS",
    "Ч": "CH", "Ш": "SH", "Щ": "SHCH", "Ъ": "IE", "Ы": "Y", "Ь": "", "Э": "E", "Ю": "IU",
    "Я": "IA", "Ң": "N", "Ө": "O", "Ү": "U", "Ә": "A", "Ғ": "G", "Қ": "Q", "Ұ": "U",
    "Һ": "H", "І": "I",
}  # fmt: skip
# the guide's document type codes (DOC, code list 1001 as IATA uses it); a document the
# guide names no code for is F, a non-standard travel document the authority accepts
DOCUMENT_CODES = {"passport": "P", "id_card": "I", "birth_certificate": "F", "driver_license": "F"}
GENDERS = {"male": "M", "female": "F"}


def transliterate(text: str) -> str:
    """``text`` in UNOA: upper case, Cyrillic by ICAO 9303, accents dropped (NFKD), any
    other character left out."""
    upper = "".join(CYRILLIC.get(c, c) for c in text.upper())
    plain = unicodedata.normalize("NFKD", upper).encode("ascii", "ignore").decode()
    return NOT_UNOA.sub("", plain.upper())


def name_part(text: str) -> str:
    """A name in the letters a travel document's machine-readable zone has (A to Z, space,
    hyphen, apostrophe), at most 35 characters."""
    return re.sub(r"[^A-Z '\-]", "", transliterate(text)).strip()[:NAME_PART]


def document_number(text: str) -> str:
    """Letters and digits only, as the document's machine-readable zone prints it."""
    return re.sub(r"[^A-Z0-9]", "", transliterate(text))[:DOCUMENT_NUMBER]


def release(value: str) -> str:
    """A data value with its separators released (``O'BRIEN`` is ``O?'BRIEN``)."""
    return SEPARATORS.sub(r"?\1", value)


Element = str | Sequence[str]


def segment(tag: str, *elements: Element) -> str:
    """One segment: its elements after ``+``, a composite's components after ``:``, every
    value released; trailing empty components and elements left out."""
    parts = []
    for element in elements:
        components = [element] if isinstance(element, str) else list(element)
        while components and not components[-1]:
            components.pop()
        parts.append(":".join(release(c) for c in components))
    while parts and not parts[-1]:
        parts.pop()
    return "+".join([tag, *parts]) + "'"


def _date(day: date) -> str:
    return f"{day:%y%m%d}"


def _moment(at: datetime) -> str:
    """Format 201 (YYMMDDHHMM)."""
    return f"{at:%y%m%d%H%M}"


@dataclass(frozen=True)
class Traveller:
    last_name: str
    first_name: str
    middle_name: str | None
    gender: str | None
    date_of_birth: date
    nationality: str  # ISO 3166-1 alpha-3
    document_type: str
    document_number: str
    document_expiry: date
    booking_reference: str


@dataclass(frozen=True)
class Voyage:
    """The flight as the message names it: times local at each airport."""

    flight_number: str
    carrier: str
    origin: str  # IATA airport codes
    destination: str
    departure_local: datetime
    arrival_local: datetime


@dataclass(frozen=True)
class Envelope:
    sender: str
    recipient: str
    reference: str  # the interchange's control reference (UNB, UNG, UNH, UNZ)
    prepared_at: datetime  # UTC
    version: str  # 02B or 05B
    update: bool = False  # a list replacing one sent before


def passenger_segments(person: Traveller, voyage: Voyage) -> list[str]:
    """Segment groups 4 and 5 of one passenger."""
    names = [name_part(person.last_name), name_part(person.first_name)]
    if person.middle_name:
        names.append(name_part(person.middle_name))
    # no LOC+91: a booking does not record the state that issued the document
    return [
        segment("NAD", "FL", "", "", names),
        segment("ATT", "2", "", GENDERS.get(person.gender or "", "U")),
        segment("DTM", ("329", _date(person.date_of_birth))),
        segment("LOC", "178", voyage.origin),
        segment("LOC", "179", voyage.destination),
        segment("NAT", "2", person.nationality),
        segment("RFF", ("AVF", person.booking_reference)),
        segment(
            "DOC",
            (DOCUMENT_CODES.get(person.document_type, "F"), "110", "111"),
            document_number(person.document_number),
        ),
        segment("DTM", ("36", _date(person.document_expiry))),
    ]


def body(
    voyage: Voyage, people: Sequence[Traveller], reporting_party: str, update: bool
) -> list[str]:
    """From BGM to CNT: what the passenger list says, the same whichever interchange carries
    it (its digest tells a changed list from one already sent)."""
    found = [
        # 745: passenger list; CP: a changed list that replaces the one sent before
        segment("BGM", "745", "CP" if update else ""),
        segment("NAD", "MS", "", "", transliterate(reporting_party)[:NAME_PART]),
        segment("TDT", "20", voyage.flight_number, "", "", voyage.carrier),
        segment("LOC", "125", voyage.origin),
        segment("DTM", ("189", _moment(voyage.departure_local), "201")),
        segment("LOC", "87", voyage.destination),
        segment("DTM", ("232", _moment(voyage.arrival_local), "201")),
    ]
    for person in people:
        found.extend(passenger_segments(person, voyage))
    found.append(segment("CNT", ("42", str(len(people)))))
    return found


def digest(voyage: Voyage, people: Sequence[Traveller]) -> str:
    """What the list says (flight, passengers, documents), as a hash: the same list gives
    the same digest whenever it is made."""
    text = "".join(body(voyage, people, "", update=False))
    return hashlib.sha256(text.encode()).hexdigest()


def paxlst(envelope: Envelope, voyage: Voyage, people: Sequence[Traveller]) -> str:
    """The whole interchange: UNA, UNB, UNG, one PAXLST message, UNE, UNZ. UNT counts the
    message's segments from UNH to UNT; UNE counts the group's one message and UNZ the
    interchange's one group; every control reference is the envelope's."""
    when = (f"{envelope.prepared_at:%y%m%d}", f"{envelope.prepared_at:%H%M}")
    ref = envelope.reference
    message = [
        segment("UNH", ref, ("PAXLST", "D", envelope.version, "UN", "IATA")),
        *body(voyage, people, envelope.sender, envelope.update),
    ]
    message.append(segment("UNT", str(len(message) + 1), ref))
    return "".join(
        [
            UNA,
            segment("UNB", SYNTAX, envelope.sender, envelope.recipient, when, ref),
            segment(
                "UNG",
                "PAXLST",
                envelope.sender,
                envelope.recipient,
                when,
                ref,
                "UN",
                ("D", envelope.version),
            ),
            *message,
            segment("UNE", "1", ref),
            segment("UNZ", "1", ref),
        ]
    )


# --- reading (the sandbox's receiver) ---------------------------------------------------------


def segments_of(text: str) -> list[list[list[str]]]:
    """The segments of an interchange in this module's syntax (after its UNA), each a list
    of elements, each a list of components, with released characters restored."""
    if text.startswith("UNA"):
        text = text[len(UNA) :]
    found: list[list[list[str]]] = []
    elements: list[list[str]] = []
    components: list[str] = []
    value: list[str] = []
    chars = iter(text.strip())
    for char in chars:
        if char == "?":
            value.append(next(chars, ""))
        elif char == ":":
            components.append("".join(value))
            value = []
        elif char in "+'":
            components.append("".join(value))
            elements.append(components)
            value, components = [], []
            if char == "'":
                found.append(elements)
                elements = []
        elif char not in "\r\n":
            value.append(char)
    return found
