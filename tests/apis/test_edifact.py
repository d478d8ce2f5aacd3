"""The PAXLST writer on its own (``apis.edifact``): separators in data released, names taken
to the UNOA character set, the counts and references of the envelope, all read back by
pydifact."""

from datetime import date, datetime

from tarmac.apis import edifact
from tests.apis.helpers import envelope_agrees, read_paxlst

VOYAGE = edifact.Voyage(
    "TQ201", "TQ", "FRU", "ALA", datetime(2027, 3, 2, 9, 0), datetime(2027, 3, 2, 9, 15)
)


def _traveller(**fields) -> edifact.Traveller:
    values = {
        "last_name": "ASANOV",
        "first_name": "AIBEK",
        "middle_name": None,
        "gender": "male",
        "date_of_birth": date(1990, 1, 2),
        "nationality": "KGZ",
        "document_type": "passport",
        "document_number": "AC1234567",
        "document_expiry": date(2031, 5, 6),
        "booking_reference": "ABC123",
    }
    return edifact.Traveller(**(values | fields))


def _envelope(**fields) -> edifact.Envelope:
    values = {
        "sender": "TARMACAPI",
        "recipient": "KZAPIS",
        "reference": "000000007",
        "prepared_at": datetime(2027, 3, 2, 2, 0),
        "version": "05B",
    }
    return edifact.Envelope(**(values | fields))


def test_separators_in_data_are_released_and_read_back_whole():
    person = _traveller(last_name="O'BRIEN", first_name="ANNE+MARIE", middle_name="Q?:")
    text = edifact.paxlst(_envelope(), VOYAGE, [person])
    assert "NAD+FL+++O?'BRIEN:ANNEMARIE:Q'" in text  # names keep only the MRZ's letters
    assert edifact.segment("FTX", "A+B", ("C:D", "E'F?")) == "FTX+A?+B+C?:D:E?'F??'"
    read = read_paxlst(text)
    [listed] = read.passengers
    assert listed.first("NAD").elements == ["FL", "", "", ["O'BRIEN", "ANNEMARIE", "Q"]]
    envelope_agrees(read)


def test_names_are_transliterated_to_the_unoa_character_set():
    assert edifact.name_part("Жаныл") == "ZHANYL"
    assert edifact.name_part("Өмүрбеков") == "OMURBEKOV"
    assert edifact.name_part("Müller-Lüdenscheidt") == "MULLER-LUDENSCHEIDT"
    assert edifact.name_part("X" * 50) == "X" * 35
    assert edifact.document_number("ac 123-456") == "AC123456"


def test_an_empty_list_still_counts_its_segments_and_names_no_passenger():
    read = read_paxlst(edifact.paxlst(_envelope(), VOYAGE, []))
    assert read.passengers == []
    envelope_agrees(read)


def test_the_message_names_its_directory_and_an_update_says_so():
    read = read_paxlst(edifact.paxlst(_envelope(version="02B", update=True), VOYAGE, []))
    assert read.first("UNH").elements[1] == ["PAXLST", "D", "02B", "UN", "IATA"]
    assert read.first("UNG").elements[6] == ["D", "02B"]
    assert read.first("BGM").elements == ["745", "CP"]
    assert read_paxlst(edifact.paxlst(_envelope(), VOYAGE, [])).first("BGM").elements == ["745"]


def test_the_digest_follows_what_the_list_says_not_its_envelope():
    people = [_traveller()]
    assert edifact.digest(VOYAGE, people) == edifact.digest(VOYAGE, list(people))
    assert edifact.digest(VOYAGE, people) != edifact.digest(
        VOYAGE, [_traveller(document_number="AC7654321")]
    )
