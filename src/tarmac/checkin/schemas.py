"""The shapes of check-in (spec 01 §2.9, §2.10, §4.8); the staff lists are ours."""

import uuid
from datetime import datetime
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

SEAT_PATTERN = r"^\d{1,2}[A-Z]$"


class SeatOut(BaseModel):
    seat_number: str
    type: str
    status: Literal["free", "occupied", "blocked"]
    fee: float
    zone: str


class RowOut(BaseModel):
    number: int
    # the spec's ``class``: the cabin of the row
    class_: str = Field(alias="class", serialization_alias="class")
    seats: list[SeatOut]

    model_config = ConfigDict(populate_by_name=True)


class SeatStats(BaseModel):
    total: int
    free: int
    occupied: int
    blocked: int


class SeatMap(BaseModel):
    flight_id: uuid.UUID
    aircraft_id: uuid.UUID
    currency: str | None = Field(None, description="Currency of the seats' fees")
    columns: list[str]
    rows: list[RowOut]
    stats: SeatStats


class CheckinCreate(BaseModel):
    model_config = ConfigDict(
        extra="forbid",
        json_schema_extra={
            "examples": [
                {
                    "booking_id": "4b3f2c1e-8d7a-4e5f-9a0b-1c2d3e4f5a6b",
                    "passenger_id": "7c6d5e4f-3a2b-4c1d-8e9f-0a1b2c3d4e5f",
                    "flight_id": "1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d",
                    "seat_number": "12A",
                }
            ]
        },
    )

    booking_id: uuid.UUID
    passenger_id: uuid.UUID
    flight_id: uuid.UUID = Field(description="The booking's outbound or return flight")
    seat_number: str | None = Field(
        None, pattern=SEAT_PATTERN, description="Auto-assigned in the passenger's cabin if absent"
    )
    special_requests: str | None = Field(
        None,
        pattern=r"^[A-Z0-9]{4}$",
        description="An SSR code the fare's allowed_ssr_codes lists (400 otherwise)",
    )


class SeatChange(BaseModel):
    model_config = ConfigDict(
        extra="forbid", json_schema_extra={"examples": [{"seat_number": "14C"}]}
    )

    seat_number: str | None = Field(None, pattern=SEAT_PATTERN)


class DgDeclaration(BaseModel):
    model_config = ConfigDict(extra="forbid", json_schema_extra={"examples": [{"confirmed": True}]})

    confirmed: bool = Field(description="true: the passenger carries no dangerous goods")


class CheckinOut(BaseModel):
    checkin_id: uuid.UUID
    id: uuid.UUID
    booking_id: uuid.UUID
    passenger_id: uuid.UUID
    flight_id: uuid.UUID
    status: Literal["in_progress", "completed"]
    seat_number: str | None
    boarding_pass_issued: bool
    dangerous_goods_declared: bool
    sequence_number: int
    special_requests: str | None
    boarded: bool


class BoardingPassOut(BaseModel):
    boarding_pass_id: uuid.UUID
    checkin_id: uuid.UUID
    booking_reference: str
    passenger_name: str
    flight_id: uuid.UUID
    flight_number: str
    flight_date: str
    origin: str
    destination: str
    departure_time: datetime = Field(
        description="Delay included, with the departure airport's UTC offset"
    )
    boarding_time: datetime = Field(description="With the departure airport's UTC offset")
    seat_number: str | None
    gate: str | None
    terminal: str | None
    sequence_number: int
    bcbp: str = Field(
        description="IATA BCBP (Resolution 792, version 8) M1 string, as in the barcode, "
        "signed by the airline (docs/boarding-pass.md)"
    )
    issued_at: datetime


class BoardingPassKey(BaseModel):
    """A public key that verifies boarding passes, as a JSON Web Key (RFC 7517/7518)."""

    kid: str = Field(
        description="The key id: the type of security data (one character) of the passes "
        "this key signed"
    )
    kty: Literal["EC"]
    crv: Literal["P-256"]
    x: str = Field(description="The point's x coordinate, 32 bytes, base64url")
    y: str = Field(description="The point's y coordinate, 32 bytes, base64url")
    use: Literal["sig"]
    alg: Literal["ES256"]
    status: Literal["current", "retired"] = Field(
        description="current: signs the passes issued now; retired: signs none any more and "
        "still verifies those it signed"
    )


class BoardingPassKeys(BaseModel):
    keys: list[BoardingPassKey]


class GateScan(BaseModel):
    model_config = ConfigDict(
        extra="forbid",
        json_schema_extra={
            "examples": [
                {
                    "flight_id": "3f2e1d0c-9b8a-4765-a432-10fedcba9876",
                    "boarding_pass_id": "9d8c7b6a-5f4e-4d3c-8b2a-1f0e9d8c7b6a",
                    "gate": "A3",
                }
            ]
        },
    )

    flight_id: uuid.UUID = Field(
        description="The flight being boarded at this gate: a pass for another flight "
        "(number or date) is refused"
    )
    bcbp: str | None = Field(None, min_length=60, max_length=600)
    boarding_pass_id: uuid.UUID | None = None
    gate: str | None = Field(None, max_length=8, description="Default: the flight's gate")

    @model_validator(mode="after")
    def _one(self) -> "GateScan":
        if (self.bcbp is None) == (self.boarding_pass_id is None):
            raise ValueError("send either bcbp or boarding_pass_id")
        return self


class BoardedOut(BaseModel):
    checkin_id: uuid.UUID
    booking_id: uuid.UUID
    passenger_id: uuid.UUID
    flight_id: uuid.UUID
    seat_number: str | None
    gate: str | None
    boarded_at: datetime


class FlightPassenger(BaseModel):
    booking_id: uuid.UUID
    booking_reference: str
    passenger_id: uuid.UUID
    first_name: str
    last_name: str
    passenger_type: str
    coupon_status: str
    checkin_id: uuid.UUID | None
    checkin_status: Literal["not_checked_in", "in_progress", "completed"]
    seat_number: str | None
    sequence_number: int | None
    boarding_pass_issued: bool
    boarding_pass_stale: bool = Field(
        description="the name or travel document was corrected after the pass was issued: "
        "a new pass must be issued"
    )
    boarded: bool
    boarded_at: datetime | None


class FlightPassengers(BaseModel):
    flight_id: uuid.UUID
    flight_number: str
    passengers: list[FlightPassenger]


class FlightStats(BaseModel):
    flight_id: uuid.UUID
    passengers: int = Field(description="Ticketed passengers (coupons not voided or refunded)")
    checked_in: int = Field(description="Checked in, boarded or not")
    boarded: int
    not_checked_in: int


class CheckinStats(BaseModel):
    flights: list[FlightStats]
