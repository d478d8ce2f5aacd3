"""Request and response models of flight search (spec 01 §2.8, §4.3).

Money is ``Decimal`` inside and a JSON number on the wire (``JsonNumber``). Times leave the
API as ISO 8601 with the offset of the airport they happen at: departures in the origin's
time zone, arrivals in the destination's.
"""

import re
import uuid
from datetime import datetime
from decimal import Decimal
from typing import Annotated

from pydantic import AfterValidator, BaseModel, ConfigDict, Field, PlainSerializer, model_validator

from tarmac.catalog import service as catalog
from tarmac.catalog.schemas import STATUS_DESCRIPTION, Place
from tarmac.core.fields import IsoDate
from tarmac.core.inputs import RequestBody

# A Decimal emitted as a JSON number (spec conventions: "most responses use JSON numbers").
JsonNumber = Annotated[Decimal, PlainSerializer(float, return_type=float, when_used="json")]


MAX_PASSENGERS_WITH_SEAT = 9  # spec 02 §8: passengers per booking
MAX_MULTI_LEGS = 6
IATA = re.compile(r"^[A-Za-z]{3}$")


def _airport_ref(value: str) -> str:
    """An IATA code (answered upper case) or an airport id (canonical UUID string)."""
    value = value.strip()
    if IATA.fullmatch(value):
        return value.upper()
    try:
        return str(uuid.UUID(value))
    except ValueError:
        raise ValueError(
            "must be an IATA airport code (3 letters) or an airport id (UUID)"
        ) from None


AirportRef = Annotated[
    str,
    Field(min_length=3, max_length=40, description="IATA code (e.g. FRU) or airport id (UUID)"),
    AfterValidator(_airport_ref),
]
CurrencyCode = Annotated[
    str,
    Field(pattern=r"^[A-Za-z]{3}$", description="ISO 4217 code, 3 letters (KGS, USD, EUR, RUB)"),
    AfterValidator(str.upper),
]


class PaxCounts(RequestBody):
    adults: int = Field(default=1, ge=0, le=9, description="12 years and over")
    children: int = Field(default=0, ge=0, le=9, description="2 to 11 years")
    infants: int = Field(default=0, ge=0, le=9, description="Under 2, on an adult's lap")

    @model_validator(mode="after")
    def _sensible_party(self):
        seats = self.adults + self.children
        if seats < 1:
            raise ValueError("at least one adult or child is needed (infants sit on a lap)")
        if seats > MAX_PASSENGERS_WITH_SEAT:
            raise ValueError(
                f"at most {MAX_PASSENGERS_WITH_SEAT} adults and children together "
                "(infants on a lap not counted)"
            )
        if self.infants > self.adults:
            raise ValueError("each infant must travel on the lap of an adult: infants <= adults")
        return self


class SearchOptionsIn(PaxCounts):
    cabin_class: catalog.Cabin | None = Field(default=None, description="Absent: every cabin")
    include_prices: bool = Field(
        default=False,
        description="true: each leg lists its fares[]; its price fields are there either way",
    )
    currency: CurrencyCode = Field(default="USD", description="The currency of every price")


class FlightSearch(SearchOptionsIn):
    model_config = ConfigDict(
        json_schema_extra={
            "examples": [
                {
                    "origin": "FRU",
                    "destination": "OSS",
                    "departure_date": "2027-06-15",
                    "return_date": "2027-06-22",
                    "adults": 2,
                    "children": 1,
                    "include_prices": True,
                    "currency": "USD",
                }
            ]
        }
    )

    origin: AirportRef
    destination: AirportRef
    departure_date: IsoDate
    return_date: IsoDate | None = Field(default=None, description="Makes it a round trip")

    @model_validator(mode="after")
    def _trip(self):
        if self.origin == self.destination:
            raise ValueError("origin and destination must differ")
        if self.return_date is not None and self.return_date < self.departure_date:
            raise ValueError("return_date must not be before departure_date")
        return self


class SegmentIn(RequestBody):
    origin: AirportRef
    destination: AirportRef
    departure_date: IsoDate

    @model_validator(mode="after")
    def _distinct(self):
        if self.origin == self.destination:
            raise ValueError("origin and destination must differ")
        return self


class MultiFlightSearch(SearchOptionsIn):
    model_config = ConfigDict(
        json_schema_extra={
            "examples": [
                {
                    "legs": [
                        {"origin": "FRU", "destination": "OSS", "departure_date": "2027-06-15"},
                        {"origin": "OSS", "destination": "ALA", "departure_date": "2027-06-18"},
                    ],
                    "adults": 1,
                    "include_prices": True,
                }
            ]
        }
    )

    legs: list[SegmentIn] = Field(min_length=1, max_length=MAX_MULTI_LEGS)

    @model_validator(mode="after")
    def _in_order(self):
        for previous, current in zip(self.legs, self.legs[1:], strict=False):
            if current.departure_date < previous.departure_date:
                raise ValueError("each leg's departure_date must not be before the previous one")
        return self


class PricesByType(BaseModel):
    adult: JsonNumber
    child: JsonNumber
    infant: JsonNumber


class Fare(BaseModel):
    """A fare offered on the flight, priced as a quote of that flight, fare and passengers
    charges before promo, partner discount and ancillaries."""

    class_of_service: str
    fare_plan_id: uuid.UUID
    fare_rule_id: uuid.UUID = Field(description="The adult price's rule (its own or the plan's)")
    fare_price_id: uuid.UUID = Field(description="The adult fare price")
    price: JsonNumber = Field(description="Per adult: base_price + taxes + fees")
    base_price: JsonNumber = Field(description="Per adult: the fare after dynamic pricing")
    taxes: JsonNumber = Field(
        description="Per adult: taxes filed with the fare, per-passenger and percentage taxes"
    )
    fees: JsonNumber = Field(description="Per adult: fees filed with the fare")
    currency: str
    prices_by_pax_type: dict[str, JsonNumber] = Field(
        description="What one passenger of each type pays (booking charges aside): adult, "
        "child, infant (0), and any other type the fare prices"
    )
    booking_charges: JsonNumber = Field(
        description="Charged once per booking of this flight whatever the passengers: "
        "per-segment and per-itinerary taxes (a round trip's quote charges a per-itinerary "
        "tax once)"
    )
    total_price: JsonNumber = Field(
        description="What the party searched for pays for this flight and fare: the net of a "
        "one-way quote before promo, partner discount and ancillaries"
    )


class SearchLeg(BaseModel):
    """A flight found (spec 01 §2.8 search leg). The price fields are those of its
    cheapest fare for the party, whatever ``include_prices`` says; ``fares`` is present
    only with ``include_prices``."""

    flight_id: uuid.UUID
    flight_number: str
    departure_datetime: datetime
    arrival_datetime: datetime
    origin: Place
    destination: Place
    duration_minutes: int
    status: str = Field(description=STATUS_DESCRIPTION)
    booked_seats: int
    total_seats: int
    price: JsonNumber = Field(description="Per adult, of the cheapest fare (its price)")
    currency: str
    fare_plan_id: uuid.UUID
    fare_rule_id: uuid.UUID = Field(description="The cheapest fare's adult price's rule")
    fare_price_id: uuid.UUID = Field(description="The cheapest fare's adult price")
    class_of_service: str
    prices_by_type: PricesByType = Field(
        description="What one adult, child and lap infant (0) pay under the cheapest fare"
    )
    fares: list[Fare] | None = Field(
        default=None, description="Only with include_prices: cheapest first"
    )


class SearchResult(BaseModel):
    legs: list[SearchLeg]
    return_legs: list[SearchLeg]
    total: int = Field(description="Number of legs")
    total_return: int = Field(description="Number of return_legs (0 for a one-way search)")
