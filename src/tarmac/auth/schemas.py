"""The back office's shapes of API keys."""

import uuid
from datetime import datetime
from typing import Literal

from pydantic import Field

from tarmac.core.bodies import In, Listing, Out

KNOWN_KEY_SCOPES = (
    "booking:read",
    "payments:confirm-external",
    "partners:admin",
    "checkin:pax",
    "checkin:seat_select",
    "checkin:update",
    "checkin:boarding_pass",
)


class ApiKeyIn(In):
    name: str = Field(min_length=1, max_length=200)
    key_type: Literal["publishable", "secret"]
    client_id: str = Field(min_length=1, max_length=100, pattern=r"^[A-Za-z0-9._:-]+$")
    client_type: Literal["agency", "consumer_app", "kiosk"]
    partner_id: uuid.UUID | None = None
    scopes: list[Literal[KNOWN_KEY_SCOPES]] = Field(default_factory=list)  # type: ignore[valid-type]
    allowed_origins: list[str] = Field(default_factory=list, max_length=50)
    allowed_app_ids: list[str] = Field(default_factory=list, max_length=50)


class ApiKeyQuery(Listing):
    partner_id: uuid.UUID | None = None


class ApiKeyOut(Out):
    id: uuid.UUID
    name: str
    prefix: str
    key_type: str
    mode: str
    client_id: str
    client_type: str
    partner_id: uuid.UUID | None
    scopes: list[str]
    allowed_origins: list[str]
    allowed_app_ids: list[str]
    created_at: datetime
    revoked_at: datetime | None


class ApiKeyCreated(ApiKeyOut):
    key: str = Field(description="The full key. Shown once: store it now.")
