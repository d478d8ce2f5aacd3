"""The rules a booking's passengers must meet (spec 01 §4.5 rules 1 to 3), free of storage.

- A booking's passengers must be the quote's party: the same number of each category, where
  the quote's finer types count as the spec's three (youth and senior are adults, an infant
  with a seat is an infant). Two passengers never travel at a one-passenger price.
- Age on the departure date of the first flight decides the category: infant under 2,
  child 2 to 11, adult 12 or more.
- A document must be valid after today and after the last flight's date.
"""

from collections import Counter
from collections.abc import Iterable, Sequence
from datetime import date

from tarmac.bookings.errors import (
    BornAfterDeparture,
    DocumentExpires,
    PassengersDoNotMatchQuote,
    PassengerTypeForAge,
    TooManyPassengers,
)
from tarmac.bookings.schemas import BookingPassengerIn

MAX_PASSENGERS = 9
CATEGORY_OF_QUOTE_TYPE = {
    "adult": "adult",
    "youth": "adult",
    "senior": "adult",
    "child": "child",
    "infant": "infant",
    "infant_with_seat": "infant",
}
AGES = {"infant": (0, 1), "child": (2, 11), "adult": (12, None)}


def check_count(passengers: Sequence[BookingPassengerIn]) -> None:
    if len(passengers) > MAX_PASSENGERS:
        raise TooManyPassengers(
            f"A booking has at most {MAX_PASSENGERS} passengers; {len(passengers)} were sent"
        )


def check_party(
    passengers: Sequence[BookingPassengerIn], quote_pax: Iterable[tuple[str, int]]
) -> None:
    wanted: Counter[str] = Counter()
    for quote_type, count in quote_pax:
        wanted[CATEGORY_OF_QUOTE_TYPE.get(quote_type, quote_type)] += count
    sent = Counter(p.passenger_type for p in passengers)
    if sent != wanted:
        raise PassengersDoNotMatchQuote(
            "The passengers do not match the quote: it is priced for "
            f"{_describe(wanted)}, the booking has {_describe(sent)}"
        )


def _describe(counts: Counter[str]) -> str:
    return ", ".join(f"{counts[t]} {t}" for t in ("adult", "child", "infant") if counts[t]) or (
        "nobody"
    )


def age_on(born: date, day: date) -> int:
    return day.year - born.year - ((day.month, day.day) < (born.month, born.day))


def check_each(
    passengers: Sequence[BookingPassengerIn], departure: date, last_flight: date, today: date
) -> None:
    for index, passenger in enumerate(passengers):
        if passenger.date_of_birth > departure:
            raise BornAfterDeparture(
                f"passengers[{index}]: date_of_birth {passenger.date_of_birth} is after the "
                f"departure date {departure}"
            )
        age = age_on(passenger.date_of_birth, departure)
        low, high = AGES[passenger.passenger_type]
        if age < low or (high is not None and age > high):
            allowed = f"{low} to {high}" if high is not None else f"{low} or more"
            raise PassengerTypeForAge(
                f"passengers[{index}]: a passenger of type {passenger.passenger_type} must be "
                f"aged {allowed} on the departure date {departure}; this one is {age}"
            )
        if passenger.document_expiry <= today or passenger.document_expiry <= last_flight:
            raise DocumentExpires(
                f"passengers[{index}]: the document expires on {passenger.document_expiry}; "
                f"it must be valid after today ({today}) and after the flight ({last_flight})"
            )
