"""Exchange requests and answers (spec 01 §4.6). Money fields are JSON numbers."""

import uuid
from datetime import date, datetime

from pydantic import BaseModel, ConfigDict, Field

from tarmac.core.inputs import RequestBody


class ExchangeDatesOut(BaseModel):
    booking_id: uuid.UUID
    dates: list[date]


class ExchangeLegOut(BaseModel):
    flight_id: uuid.UUID
    flight_number: str
    origin_iata: str
    destination_iata: str
    departure_time: datetime
    arrival_time: datetime
    available_seats: int = Field(description="places left in the booking's cabin")
    aircraft_type: str


class ExchangeFlightsOut(BaseModel):
    booking_id: uuid.UUID
    date: date
    legs: list[ExchangeLegOut] = Field(description="empty when no flight that date")


class ExchangeIn(RequestBody):
    model_config = ConfigDict(
        json_schema_extra={"examples": [{"new_flight_id": "6f1c2b9e-3d4a-4c8e-9b7a-2f5d8e1a0c31"}]},
    )

    new_flight_id: uuid.UUID
    exchange_quote_id: str | None = Field(
        default=None,
        max_length=64,
        description="the quote_id of POST /fares/quote/exchange: its figures govern",
    )


class ExchangePreviewOut(BaseModel):
    original_total: float = Field(description="what the booking's tickets hold")
    new_total: float
    fare_difference: float = Field(description="new_total minus original_total")
    penalty: float
    tax_difference: float
    extra_amount: float
    refund_amount: float
    currency: str
    changeable: bool
    lock_expires_in: int = Field(description="seconds the price is locked (900)")
    message: str


class ExchangeExecuteOut(BaseModel):
    original_booking_id: uuid.UUID
    original_booking_reference: str
    new_booking_id: uuid.UUID
    new_booking_reference: str
    new_flight_id: uuid.UUID
    extra_amount: float
    refund_amount: float
    currency: str
    payment_required: bool
    payment_url: str | None
