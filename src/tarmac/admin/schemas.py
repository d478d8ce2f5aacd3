"""Back-office shapes of partners, API keys and the sandbox test clock."""

import uuid
from datetime import datetime
from typing import ClassVar, Literal

from pydantic import BaseModel, Field

from tarmac.core.bodies import In, Listing, Out, Patch
from tarmac.core.fields import EmailAddress


class PartnerIn(In):
    name: str = Field(min_length=1, max_length=200)
    parent_id: uuid.UUID | None = None
    contact_email: EmailAddress | None = None
    uses_parent_wallet: bool = Field(
        False, description="A sub-partner that pays from its parent's wallets"
    )


class PartnerPatch(Patch):
    nullable: ClassVar[frozenset[str]] = frozenset({"parent_id", "contact_email"})

    name: str | None = Field(default=None, min_length=1, max_length=200)
    parent_id: uuid.UUID | None = None
    contact_email: EmailAddress | None = None
    is_active: bool | None = None
    uses_parent_wallet: bool | None = None


class PartnerQuery(Listing):
    parent_id: uuid.UUID | None = None


class PartnerOut(Out):
    id: uuid.UUID
    name: str
    parent_id: uuid.UUID | None
    contact_email: str | None
    is_active: bool
    uses_parent_wallet: bool
    created_at: datetime


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


class DueWorkOut(BaseModel):
    processed: int = Field(
        description="Events and items handled (bookings expired, messages sent, links e-mailed...)"
    )


class TestClockOut(BaseModel):
    now: datetime
    real_now: datetime
    offset_seconds: float


class TestClockAdvance(In):
    advance_seconds: int = Field(gt=0, le=366 * 24 * 3600)
