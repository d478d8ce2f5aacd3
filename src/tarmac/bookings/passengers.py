"""The rules a booking's passengers must meet (spec 01 §4.5 rules 1 to 3), free of storage.

- A booking's passengers must be the quote's party: each passenger takes one of the
  quote's passenger types (``assign``), so two passengers never travel at a one-passenger
  price. A passenger named by the quote's type takes it; an ``adult`` takes a youth or
  senior place the age fits, else an adult one; an ``infant`` takes a lap place, or the
  place of an infant with its own seat when a seat is asked for it or no lap place is left.
  The booking keeps the type taken (a youth stays youth, an infant with a seat keeps its
  seat and its place in the inventory).
- Age on the departure date of the first flight decides the type: infant (lap or with a
  seat) under 2, child 2 to 11, adult 12 or more, youth 12 to 25, senior 65 or more (422
  naming the range).
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
AGES = {
    "infant": (0, 1),
    "infant_with_seat": (0, 1),
    "child": (2, 11),
    "adult": (12, None),
    "youth": (12, 25),
    "senior": (65, None),
}
# the places a passenger named by the spec's type may take, most specific first
CHOICES = {"adult": ("youth", "senior", "adult"), "infant": ("infant", "infant_with_seat")}
SEATED_INFANT = ("infant_with_seat", "infant")


def check_count(passengers: Sequence[BookingPassengerIn]) -> None:
    if len(passengers) > MAX_PASSENGERS:
        raise TooManyPassengers(
            f"A booking has at most {MAX_PASSENGERS} passengers; {len(passengers)} were sent"
        )


def _fits(passenger_type: str, age: int) -> bool:
    low, high = AGES[passenger_type]
    return age >= low and (high is None or age <= high)


def assign(
    passengers: Sequence[BookingPassengerIn],
    quote_pax: Iterable[tuple[str, int]],
    departure: date,
) -> list[str]:
    """The quote's passenger type each passenger takes (see the module); 422 when the
    passengers are not the quote's party."""
    left: Counter[str] = Counter()
    for quote_type, count in quote_pax:
        left[quote_type] += count
    wanted = +left
    taken: list[str | None] = [None] * len(passengers)
    for index, passenger in enumerate(passengers):  # named by the quote's own finer type
        if passenger.passenger_type not in CHOICES and left[passenger.passenger_type] > 0:
            taken[index] = passenger.passenger_type
            left[passenger.passenger_type] -= 1
    for index, passenger in enumerate(passengers):
        if taken[index] is not None or passenger.passenger_type not in CHOICES:
            continue
        choices = CHOICES[passenger.passenger_type]
        if passenger.passenger_type == "infant" and passenger.seat_number is not None:
            choices = SEATED_INFANT
        age = age_on(passenger.date_of_birth, departure)
        open_ = [t for t in choices if left[t] > 0]
        fitting = [t for t in open_ if _fits(t, age)]
        if open_:
            chosen = (fitting or open_)[0]
            taken[index] = chosen
            left[chosen] -= 1
    if None in taken or +left:
        sent = Counter(p.passenger_type for p in passengers)
        raise PassengersDoNotMatchQuote(
            "The passengers do not match the quote: it is priced for "
            f"{_describe(wanted)}, the booking has {_describe(sent)}"
        )
    return [t for t in taken if t is not None]


def _describe(counts: Counter[str]) -> str:
    return ", ".join(f"{counts[t]} {t}" for t in AGES if counts[t]) or "nobody"


def age_on(born: date, day: date) -> int:
    return day.year - born.year - ((day.month, day.day) < (born.month, born.day))


def check_each(
    passengers: Sequence[BookingPassengerIn],
    types: Sequence[str],
    departure: date,
    last_flight: date,
    today: date,
) -> None:
    """Each passenger's age on ``departure`` against the type taken (``assign``) and
    document."""
    for index, (passenger, passenger_type) in enumerate(zip(passengers, types, strict=True)):
        if passenger.date_of_birth > departure:
            raise BornAfterDeparture(
                f"passengers[{index}]: date_of_birth {passenger.date_of_birth} is after the "
                f"departure date {departure}"
            )
        age = age_on(passenger.date_of_birth, departure)
        if not _fits(passenger_type, age):
            low, high = AGES[passenger_type]
            allowed = f"{low} to {high}" if high is not None else f"{low} or more"
            raise PassengerTypeForAge(
                f"passengers[{index}]: a passenger of type {passenger_type} must be "
                f"aged {allowed} on the departure date {departure}; this one is {age}"
            )
        check_document_expiry(f"passengers[{index}]", passenger.document_expiry, last_flight, today)


def check_document_expiry(where: str, expiry: date, last_flight: date, today: date) -> None:
    """422 unless a travel document expiring on ``expiry`` is valid after today and after
    the date of the trip's last flight (booking creation, passenger data correction)."""
    if expiry <= today or expiry <= last_flight:
        raise DocumentExpires(
            f"{where}: the document expires on {expiry}; it must be valid after today "
            f"({today}) and after the flight ({last_flight})"
        )
