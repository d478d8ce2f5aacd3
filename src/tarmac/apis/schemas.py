"""The shapes of APIS destinations (the back office's records) and of the passenger lists
kept with a flight."""

import uuid
from datetime import datetime
from typing import Annotated, Literal
from urllib.parse import urlsplit

from pydantic import AfterValidator, Field, StringConstraints, model_validator

from tarmac.apis.models import MAX_MINUTES_BEFORE
from tarmac.core.bodies import In, Listing, Out, partial
from tarmac.core.inputs import RequestBody


def _http_url(value: str) -> str:
    if any(c.isspace() or not c.isprintable() for c in value):
        raise ValueError("must not contain spaces or control characters")
    try:
        parts = urlsplit(value)
    except ValueError as exc:
        raise ValueError("not a valid URL") from exc
    if parts.scheme not in ("http", "https") or not parts.hostname:
        raise ValueError("must be an http or https URL with a host")
    return value


Country = Annotated[str, StringConstraints(pattern=r"^[A-Z]{2}$")]
EndpointUrl = Annotated[
    str, StringConstraints(min_length=1, max_length=2000), AfterValidator(_http_url)
]
# UNB's interchange sender and recipient (an..35), in UNOA without its separators
PartyId = Annotated[
    str,
    StringConstraints(pattern=r"^[A-Z0-9][A-Z0-9 .\-/]{0,34}$"),
    Field(examples=["TARMACAPI"]),
]
HeaderName = Annotated[str, StringConstraints(pattern=r"^[A-Za-z0-9-]{1,100}$")]
# printable ASCII: an HTTP header's value
HeaderValue = Annotated[str, StringConstraints(pattern=r"^[ -~]{1,500}$")]


class ApisDestinationIn(In):
    name: Annotated[str, StringConstraints(min_length=1, max_length=100)]
    country: Country = Field(description="ISO 3166-1 alpha-2 of the authority's country")
    endpoint_url: EndpointUrl = Field(description="Where each PAXLST is POSTed")
    auth_header_name: HeaderName | None = Field(
        default=None, description="A header sent with every delivery, e.g. Authorization"
    )
    auth_header_value: HeaderValue | None = Field(
        default=None, description="Its value (a shared secret); never shown back"
    )
    minutes_before_departure: int = Field(
        default=60,
        ge=1,
        le=MAX_MINUTES_BEFORE,
        description="When the worker makes the list, before the departure time",
    )
    on_arrival: bool = Field(default=True, description="Flights arriving in the country")
    on_departure: bool = Field(default=False, description="Flights leaving the country")
    sender_id: PartyId = Field(description="UNB's interchange sender (the airline's id)")
    recipient_id: PartyId = Field(description="UNB's interchange recipient (the authority's)")
    message_version: Literal["02B", "05B"] = Field(
        default="05B", description="The UN directory of the PAXLST: D:02B or D:05B"
    )
    timeout_seconds: int = Field(default=10, ge=1, le=60)
    max_retries: int = Field(default=3, ge=0, le=10)
    is_active: bool = True

    @model_validator(mode="after")
    def _whole_header_and_a_direction(self) -> "ApisDestinationIn":
        if (self.auth_header_name is None) != (self.auth_header_value is None):
            raise ValueError("auth_header_name and auth_header_value go together")
        if not (self.on_arrival or self.on_departure):
            raise ValueError("on_arrival, on_departure or both")
        return self


ApisDestinationPatch = partial(ApisDestinationIn)


class ApisDestinationOut(Out):
    id: uuid.UUID
    name: str
    country: str
    endpoint_url: str
    auth_header_name: str | None
    has_auth_header: bool
    minutes_before_departure: int
    on_arrival: bool
    on_departure: bool
    sender_id: str
    recipient_id: str
    message_version: str
    timeout_seconds: int
    max_retries: int
    is_active: bool
    created_at: datetime
    updated_at: datetime


class ApisDestinationQuery(Listing):
    country: Country | None = None
    is_active: bool | None = None


class ApisGenerateIn(RequestBody):
    destination_id: uuid.UUID | None = Field(
        default=None, description="Only this destination; every one the flight concerns if left out"
    )


class ApisAttemptOut(Out):
    number: int
    attempted_at: datetime
    status_code: int | None
    duration_ms: int
    error: str | None
    result: Literal["delivered", "retry", "failed"]


class ApisMessageOut(Out):
    id: uuid.UUID
    flight_id: uuid.UUID
    destination_id: uuid.UUID
    country: str
    interchange_reference: str = Field(description="UNB's (and UNZ's) control reference")
    trigger: Literal["scheduled", "update", "staff"]
    actor: str
    passenger_count: int
    status: Literal["pending", "delivered", "failed"]
    created_at: datetime
    next_attempt_at: datetime | None
    finished_at: datetime | None
    attempts: list[ApisAttemptOut]


class ApisReceivedOut(Out):
    destination_id: uuid.UUID
    interchange_reference: str
    passengers: int
