"""Request and answer shapes of airline changes."""

import uuid
from datetime import datetime
from typing import Literal

from pydantic import AwareDatetime, BaseModel, ConfigDict, Field


class ChangedSegment(BaseModel):
    """A segment of the booking's trip as sold (``removed``) or as the airline made it
    (``added``): times with the UTC offset of their airport (departure at the origin,
    arrival where the flight lands)."""

    flight_id: uuid.UUID
    flight_number: str
    origin_iata: str
    destination_iata: str
    departure: datetime
    arrival: datetime


class AirlineChangeOut(BaseModel):
    id: uuid.UUID
    booking_id: uuid.UUID
    flight_id: uuid.UUID
    kind: Literal["cancelled", "diverted", "retimed"]
    status: Literal["pending", "accepted", "refunded", "moved", "withdrawn"] = Field(
        description="`withdrawn`: the airline undid the change before it was answered"
    )
    removed: ChangedSegment
    added: ChangedSegment | None = Field(description="Nothing for a cancellation")
    reason: str | None
    created_at: datetime
    decided_at: datetime | None
    decided_by: str | None = Field(
        description="Who answered: the key's client, the magic link, or `system` (the worker)"
    )
    withdrawn_reason: (
        Literal["delay_under_threshold", "diversion_reversed", "superseded"] | None
    ) = Field(
        default=None,
        description=(
            "Why the airline withdrew it: the delay went back under the airline's threshold, "
            "the diversion was reversed, or a newer change of the flight replaced it"
        ),
    )
    new_booking_id: uuid.UUID | None = Field(description="The booking a move made")
    new_booking_reference: str | None = None
    refund_amount: float | None
    currency: str | None


class AirlineChangesOut(BaseModel):
    booking_id: uuid.UUID
    changes: list[AirlineChangeOut]


class MoveIn(BaseModel):
    model_config = ConfigDict(
        extra="forbid",
        json_schema_extra={"examples": [{"new_flight_id": "9a3c1c8e-54a4-4c3e-9b52-0d6f1b7c2a10"}]},
    )

    new_flight_id: uuid.UUID = Field(description="Another flight of the changed flight's route")


class MoveFlightOut(BaseModel):
    flight_id: uuid.UUID
    flight_number: str
    origin_iata: str
    destination_iata: str
    departure: AwareDatetime = Field(description="With the origin's UTC offset")
    arrival: AwareDatetime = Field(description="With the destination's UTC offset")
    available_seats: int = Field(description="Places left in the booking's cabin")


class MoveFlightsOut(BaseModel):
    change_id: uuid.UUID
    flights: list[MoveFlightOut]
