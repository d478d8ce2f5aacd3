"""Request and answer shapes of flight operations (the back office)."""

import uuid
from datetime import datetime
from typing import Annotated, Any, Self

from pydantic import AwareDatetime, BaseModel, ConfigDict, Field, StringConstraints, model_validator

Gate = Annotated[str, StringConstraints(strip_whitespace=True, min_length=1, max_length=8)]
Reason = Annotated[str, StringConstraints(strip_whitespace=True, min_length=1, max_length=500)]
MAX_DELAY_MINUTES = 7 * 24 * 60


class DelayIn(BaseModel):
    model_config = ConfigDict(
        extra="forbid",
        json_schema_extra={"examples": [{"minutes": 45, "reason": "Late inbound aircraft"}]},
    )

    minutes: int | None = Field(
        default=None,
        ge=0,
        le=MAX_DELAY_MINUTES,
        description="The whole delay from the scheduled departure (0 takes a delay back)",
    )
    new_departure: AwareDatetime | None = Field(
        default=None, description="The new departure time, with its UTC offset"
    )
    reason: Reason | None = None

    @model_validator(mode="after")
    def _one_of(self) -> Self:
        if (self.minutes is None) == (self.new_departure is None):
            raise ValueError("give either minutes or new_departure")
        return self


class GateIn(BaseModel):
    model_config = ConfigDict(
        extra="forbid",
        json_schema_extra={"examples": [{"departure_gate": "A4", "reason": "Stand change"}]},
    )

    departure_gate: Gate | None = None
    arrival_gate: Gate | None = None
    reason: Reason | None = None


class CancelIn(BaseModel):
    model_config = ConfigDict(
        extra="forbid", json_schema_extra={"examples": [{"reason": "Technical fault"}]}
    )

    reason: Reason


class DivertIn(BaseModel):
    model_config = ConfigDict(
        extra="forbid",
        json_schema_extra={"examples": [{"new_destination": "OSS", "reason": "Fog at FRU"}]},
    )

    new_destination: str | uuid.UUID = Field(
        description="The airport the flight lands at instead: IATA code or id"
    )
    reason: Reason


class BoardingIn(BaseModel):
    model_config = ConfigDict(extra="forbid", json_schema_extra={"examples": [{}]})

    boarding_at: AwareDatetime | None = Field(
        default=None, description="When boarding opened (default: now)"
    )


class DepartedIn(BaseModel):
    model_config = ConfigDict(
        extra="forbid", json_schema_extra={"examples": [{"actual_departure": None}]}
    )

    actual_departure: AwareDatetime | None = Field(
        default=None, description="Off-block time (default: now; not in the future)"
    )


class ArrivedIn(BaseModel):
    model_config = ConfigDict(
        extra="forbid", json_schema_extra={"examples": [{"actual_arrival": None}]}
    )

    actual_arrival: AwareDatetime | None = Field(
        default=None,
        description="On-block time (default: now; not in the future, not before the departure)",
    )


class FlightOperated(BaseModel):
    """The flight after an operation."""

    id: uuid.UUID
    flight_number: str
    status: str
    scheduled_departure: datetime
    scheduled_arrival: datetime
    delay_minutes: int
    estimated_departure: datetime = Field(description="scheduled_departure plus the delay")
    departure_gate: str | None
    arrival_gate: str | None
    actual_departure: datetime | None
    actual_arrival: datetime | None
    origin_iata: str
    destination_iata: str
    diverted_to_iata: str | None


class OperationOut(BaseModel):
    id: uuid.UUID
    operation: str
    before: dict[str, Any] = Field(description="The fields the operation changed, as they were")
    after: dict[str, Any] = Field(description="The same fields after it")
    reason: str | None
    actor: str = Field(description='"staff:<subject>", or "system" for the worker')
    created_at: datetime


class FlightHistory(BaseModel):
    flight_id: uuid.UUID
    operations: list[OperationOut] = Field(description="Oldest first")
