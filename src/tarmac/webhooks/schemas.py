"""The shapes of webhook subscriptions (spec 01 §2.14, §4.11), their deliveries and the
events feed; the delivery and feed items are ours (docs/decisions/webhooks.md)."""

import uuid
from datetime import datetime
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

EXAMPLE_URL = "https://hooks.example.com/tarmac"

EventList = list[str]
Format = Literal["json", "ndc"]
JSON_FORMAT: Format = "json"
FormatField = Field(
    JSON_FORMAT,
    description=(
        "What each delivery carries: `json`, the event (spec 02 §6.1); `ndc`, for an agency "
        "(with `partner_id`), each airline change of its bookings and its withdrawal "
        "(`booking.airline_change`, `booking.airline_change_withdrawn`, the only events it "
        "gets) as IATA NDC 21.3 `IATA_OrderChangeNotifRQ` in `application/xml`, signed and "
        "retried the same way (docs/webhooks.md)"
    ),
)
MaxRetries = Field(3, ge=0, le=10, description="Retries after the first attempt (0 to 10)")
MAX_TIMEOUT_SECONDS = 30
Timeout = Field(
    10,
    ge=1,
    le=MAX_TIMEOUT_SECONDS,
    description=(
        "Seconds the receiver has for the whole attempt, from connecting to its answer "
        "(1 to 30); at most 64 KiB of the answer is read"
    ),
)


class SubscriptionCreate(BaseModel):
    model_config = ConfigDict(
        extra="forbid",
        json_schema_extra={
            "examples": [
                {
                    "name": "Agency backend",
                    "url": EXAMPLE_URL,
                    "events": ["booking.confirmed", "flight.cancelled"],
                    "max_retries": 3,
                    "timeout_seconds": 10,
                }
            ]
        },
    )

    name: str = Field(min_length=1, max_length=100)
    url: str = Field(min_length=1, max_length=2000)
    events: EventList = Field(
        min_length=1, max_length=50, description='Event types, or ["*"] for every type'
    )
    max_retries: int = MaxRetries
    timeout_seconds: int = Timeout
    partner_id: uuid.UUID | None = Field(
        None, description="Only the events of this partner's bookings"
    )
    is_active: bool = True
    format: Format = FormatField


class SubscriptionPatch(BaseModel):
    model_config = ConfigDict(
        extra="forbid",
        json_schema_extra={"examples": [{"events": ["booking.*"], "is_active": False}]},
    )

    name: str | None = Field(None, min_length=1, max_length=100)
    url: str | None = Field(None, min_length=1, max_length=2000)
    events: EventList | None = Field(None, min_length=1, max_length=50)
    is_active: bool | None = None
    max_retries: int | None = Field(None, ge=0, le=10)
    timeout_seconds: int | None = Field(None, ge=1, le=MAX_TIMEOUT_SECONDS)
    format: Format | None = None


class SubscriptionOut(BaseModel):
    model_config = ConfigDict(from_attributes=True)

    id: uuid.UUID
    name: str
    url: str
    events: list[str]
    is_active: bool
    max_retries: int
    timeout_seconds: int
    partner_id: uuid.UUID | None
    format: Format
    created_at: datetime
    updated_at: datetime


class SubscriptionWithSecret(SubscriptionOut):
    secret: str = Field(description="48 characters; shown only here and on rotation")


class SecretOut(BaseModel):
    id: uuid.UUID
    secret: str = Field(description="The new secret; the old one no longer signs")


class EventTypeOut(BaseModel):
    type: str
    description: str
    payload_fields: list[str]


class AttemptOut(BaseModel):
    model_config = ConfigDict(from_attributes=True)

    id: uuid.UUID = Field(description="The X-Service-Delivery-Id sent")
    number: int
    attempted_at: datetime
    status_code: int | None = Field(description="None: timeout or connection error")
    duration_ms: int
    error: str | None
    result: Literal["delivered", "retry", "dead_letter"]


DeliveryStatus = Literal["pending", "delivered", "dead_letter"]


class DeliveryOut(BaseModel):
    model_config = ConfigDict(from_attributes=True)

    id: uuid.UUID
    subscription_id: uuid.UUID
    event_id: uuid.UUID
    event_type: str
    status: DeliveryStatus
    created_at: datetime
    next_attempt_at: datetime | None = Field(description="None once delivered or dead")
    finished_at: datetime | None
    attempts: list[AttemptOut]


class DeliveryPage(BaseModel):
    items: list[DeliveryOut]
    next_cursor: str | None = Field(description="Pass as cursor for the next (older) page")


class EventOut(BaseModel):
    id: uuid.UUID
    type: str
    created_at: datetime
    booking_id: uuid.UUID | None
    partner_id: uuid.UUID | None
    data: dict[str, Any]


class EventPage(BaseModel):
    items: list[EventOut]
    next_cursor: str | None = Field(description="Pass as cursor for the next (older) page")


class ReceivedOut(BaseModel):
    """What the sandbox's receiver answers a delivery whose signature it verified."""

    subscription_id: uuid.UUID
    event_id: uuid.UUID
    event_type: str | None
    verified: bool = True
