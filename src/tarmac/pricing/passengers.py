"""Passenger types of a quote (spec 01 §2.6): industry codes, words and their aliases.

Decisions (the spec is silent):

- Codes and words are case-insensitive (``adt``, ``Adult``); the internal type names
  (``infant_with_seat``, ``youth``, ``senior``) and the plurals ``adults``, ``children``,
  ``infants`` are accepted as well.
- Entries of the same type are added together; ``count`` defaults to 1.
- Every lap infant (INF) must travel with a passenger of 12 or more (adult, youth or
  senior): more lap infants than such passengers is 400.
- ``pax_count`` counts every passenger, lap infants included; "paid passengers" (per
  passenger taxes and fees) are all but lap infants.
"""

from collections.abc import Iterable

from tarmac.pricing.errors import InfantsWithoutEscort, TooManyPassengers

PASSENGER_TYPES = ("adult", "child", "infant", "infant_with_seat", "youth", "senior")

CODES = {
    "ADT": "adult",
    "CHD": "child",
    "CHLD": "child",
    "INF": "infant",
    "INFT": "infant",
    "INS": "infant_with_seat",
    "INFS": "infant_with_seat",
    "YTH": "youth",
    "STU": "youth",
    "SRC": "senior",
    "SR": "senior",
    "MIL": "adult",
    "ITX": "adult",
}
WORDS = {
    "adult": "adult",
    "adults": "adult",
    "child": "child",
    "children": "child",
    "infant": "infant",
    "infants": "infant",
    "infant_with_seat": "infant_with_seat",
    "youth": "youth",
    "senior": "senior",
}
# Industry code of each internal type (for display).
CODE_OF = {
    "adult": "ADT",
    "child": "CHD",
    "infant": "INF",
    "infant_with_seat": "INS",
    "youth": "YTH",
    "senior": "SRC",
}
LAP_INFANT = "infant"
ACCOMPANYING = frozenset({"adult", "youth", "senior"})
MAX_PASSENGERS = 9
ACCEPTED = ", ".join([*CODES, *WORDS])


def normalize(value: str) -> str:
    """The internal type of a code or word; ``ValueError`` when unknown."""
    text = value.strip()
    found = CODES.get(text.upper()) or WORDS.get(text.lower())
    if found is None:
        raise ValueError(f"unknown passenger type {value!r}; use one of {ACCEPTED}")
    return found


def is_paid(passenger_type: str) -> bool:
    return passenger_type != LAP_INFANT


def party(items: Iterable[tuple[str, int]]) -> list[tuple[str, int]]:
    """``(type, count)`` per type, in the order first requested; more than
    ``MAX_PASSENGERS`` or more lap infants than passengers aged 12 or over is 400."""
    counts: dict[str, int] = {}
    for passenger_type, count in items:
        counts[passenger_type] = counts.get(passenger_type, 0) + count
    total = sum(counts.values())
    if total > MAX_PASSENGERS:
        raise TooManyPassengers(MAX_PASSENGERS, total)
    lap = counts.get(LAP_INFANT, 0)
    escorts = sum(c for t, c in counts.items() if t in ACCOMPANYING)
    if lap > escorts:
        raise InfantsWithoutEscort(lap, escorts)
    return list(counts.items())
