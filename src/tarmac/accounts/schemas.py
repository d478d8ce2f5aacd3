"""Request and response bodies of the passenger-account endpoints (spec 01 §2.1, §2.2, §4.1)."""

import uuid
from datetime import datetime
from typing import Annotated, Any, Literal

from email_validator import EmailNotValidError, validate_email
from pydantic import (
    AfterValidator,
    BaseModel,
    BeforeValidator,
    ConfigDict,
    Field,
    StringConstraints,
)

from tarmac.accounts import phone as phones
from tarmac.core.fields import EmailAddress, IsoDate
from tarmac.core.inputs import RequestBody

Language = Literal["ru", "en", "ky"]
Platform = Literal["ios", "android", "web"]
DocumentType = Literal["passport", "id_card", "birth_certificate", "driver_license"]
SeatPreference = Literal["window", "aisle", "middle"]


def _email_if_valid(value: Any) -> Any:
    """The normalised form of an address when it is one; anything else as it came (a login
    with it simply fails)."""
    if not isinstance(value, str):
        return value
    try:
        return validate_email(value, check_deliverability=False).normalized
    except EmailNotValidError:
        return value


def _phone(value: str) -> str:
    try:
        return phones.normalize(value)
    except phones.InvalidPhone as exc:
        raise ValueError(str(exc)) from exc


def _upper(value: Any) -> Any:
    return value.strip().upper() if isinstance(value, str) else value


def _blank_to_none(value: Any) -> Any:
    if isinstance(value, str):
        value = value.strip()
        return value or None
    return value


Phone = Annotated[
    str,
    Field(max_length=20, description="E.164 or a Kyrgyz national number; returned as E.164"),
    AfterValidator(_phone),
]
Name = Annotated[Annotated[str, Field(max_length=100)] | None, BeforeValidator(_blank_to_none)]
FfpNumber = Annotated[
    Annotated[str, Field(max_length=20, pattern=r"^[A-Z0-9]+$")] | None,
    BeforeValidator(_blank_to_none),
    BeforeValidator(_upper),
]
MealCode = Annotated[
    Annotated[str, Field(pattern=r"^[A-Z]{4}$", description="SSR meal code")] | None,
    BeforeValidator(_upper),
]
Password = Annotated[str, Field(max_length=1024)]
OpaqueToken = Annotated[str, StringConstraints(min_length=1, max_length=200)]
# what a refresh token looks like (the session id, a dot, a secret)
REFRESH_EXAMPLE = "9b2e4c1a7d3f4e8a9c0b1d2e3f4a5b6c.hY3kq0Zr8Jm2Vx5Tn7Lp1Qw4Es6Dg9Bf0Ca2Ku3Io4Ph"


# --- profile parts --------------------------------------------------------------------------


class Document(BaseModel):
    """A travel document kept in the profile (spec 01 §2.1; values as in §2.4)."""

    model_config = ConfigDict(extra="forbid")

    # The constraints come before the upper-casing, so that the document has one JSON schema
    # for requests and responses (after it, pydantic shows different constraints in each,
    # and OpenAPI would split it into Document-Input and Document-Output).
    type: DocumentType
    number: Annotated[
        str, Field(min_length=1, max_length=30, pattern=r"^[A-Z0-9\- ]+$"), BeforeValidator(_upper)
    ]
    expiry: IsoDate
    country: Annotated[
        str,
        Field(pattern=r"^[A-Z]{3}$", description="ISO 3166-1 alpha-3, as nationality in §2.4"),
        BeforeValidator(_upper),
    ]


class Notifications(BaseModel):
    model_config = ConfigDict(extra="forbid")

    email: bool = True
    push: bool = True


class Preferences(BaseModel):
    model_config = ConfigDict(extra="forbid")

    seat: SeatPreference | None = None
    meal: MealCode = None
    language: Language = "ru"
    notifications: Notifications = Field(default_factory=Notifications)


class NotificationsPatch(BaseModel):
    model_config = ConfigDict(extra="forbid")

    email: bool | None = None
    push: bool | None = None


class PreferencesPatch(BaseModel):
    """Keys sent replace the stored ones; keys left out keep their values (``seat`` and
    ``meal`` may be set to null)."""

    model_config = ConfigDict(extra="forbid")

    seat: SeatPreference | None = None
    meal: MealCode = None
    language: Language | None = None
    notifications: NotificationsPatch | None = None


# --- requests -------------------------------------------------------------------------------


class RegisterIn(RequestBody):
    model_config = ConfigDict(
        json_schema_extra={
            "examples": [
                {
                    "email": "aida@example.com",
                    "password": "Secret#123",
                    "first_name": "Aida",
                    "last_name": "Bekova",
                    "phone": "+996555123456",
                }
            ]
        }
    )

    email: EmailAddress
    password: Password
    first_name: Name = None
    last_name: Name = None
    phone: Phone | None = None


class LoginIn(RequestBody):
    model_config = ConfigDict(
        json_schema_extra={"examples": [{"email": "aida@example.com", "password": "Secret#123"}]}
    )

    email: Annotated[str, Field(max_length=320), AfterValidator(_email_if_valid)]
    password: Password


class RefreshIn(RequestBody):
    model_config = ConfigDict(json_schema_extra={"examples": [{"refresh_token": REFRESH_EXAMPLE}]})

    refresh_token: str = Field(
        description="The refresh token of the last sign-in or refresh; any other string "
        "(empty, an access token, one already used) is 401"
    )


class LogoutIn(RequestBody):
    model_config = ConfigDict(json_schema_extra={"examples": [{"refresh_token": REFRESH_EXAMPLE}]})

    refresh_token: OpaqueToken


class PassengerPatch(BaseModel):
    """Every field optional; only the fields sent change. ``documents`` replaces the list."""

    model_config = ConfigDict(extra="forbid")

    first_name: Name = None
    last_name: Name = None
    phone: Phone | None = None
    ffp_number: FfpNumber = None
    documents: Annotated[list[Document], Field(max_length=10)] | None = None
    preferences: PreferencesPatch | None = None


class PhoneIn(RequestBody):
    model_config = ConfigDict(json_schema_extra={"examples": [{"phone": "+996555123456"}]})

    phone: Phone


class PhoneVerifyIn(RequestBody):
    model_config = ConfigDict(
        json_schema_extra={"examples": [{"phone": "+996555123456", "code": "123456"}]}
    )

    phone: Phone
    code: Annotated[str, StringConstraints(min_length=1, max_length=10, strip_whitespace=True)]


class EmailVerifyIn(RequestBody):
    model_config = ConfigDict(json_schema_extra={"examples": [{"code": "123456"}]})

    code: Annotated[str, StringConstraints(min_length=1, max_length=10, strip_whitespace=True)]


class DeviceIn(RequestBody):
    model_config = ConfigDict(
        json_schema_extra={
            "examples": [
                {
                    "platform": "ios",
                    "push_token": "3f9a1c0e7b2d4e6f8a1b3c5d7e9f0a2b4c6d8e0f1a3b5c7d9e1f3a5b",
                    "device_id": "kg.airline.app",
                    "app_version": "2.4.1",
                    "locale": "ru-KG",
                }
            ]
        }
    )

    platform: Platform
    push_token: Annotated[str, StringConstraints(min_length=1, max_length=1024)]
    device_id: Annotated[str, Field(max_length=255)] | None = Field(
        default=None,
        description="Application bundle id; for web the first 100 characters of the "
        "User-Agent are used instead",
    )
    app_version: Annotated[str, Field(max_length=50)] | None = None
    locale: (
        Annotated[str, Field(max_length=35, pattern=r"^[A-Za-z]{2,3}([-_][A-Za-z0-9]{1,8})*$")]
        | None
    ) = None


# --- responses ------------------------------------------------------------------------------


class PassengerOut(BaseModel):
    model_config = ConfigDict(from_attributes=True)

    id: uuid.UUID
    email: str | None
    first_name: str | None
    last_name: str | None
    phone: str | None
    ffp_number: str | None
    is_active: bool
    verified_at: datetime | None
    email_verified_at: datetime | None = Field(
        default=None,
        description="When the holder proved the e-mail address is theirs (email/verify); "
        "only then does it open the bookings whose contact it is",
    )
    created_at: datetime
    documents: list[Document]
    preferences: Preferences


class TokenPair(BaseModel):
    access_token: str
    refresh_token: str
    token_type: Literal["bearer"] = "bearer"
    expires_in: int = Field(description="Lifetime of the access token in seconds (900)")


class AuthOut(TokenPair):
    passenger: PassengerOut


class PhoneVerifyOut(AuthOut):
    account_created: bool = Field(description="True when this sign-in created the account")


class PhoneCheckOut(BaseModel):
    exists: bool


class PhoneCodeOut(BaseModel):
    sent: bool
    expires_in: int
    phone_masked: str


class EmailCodeOut(BaseModel):
    sent: bool
    expires_in: int
    email_masked: str


class DeviceOut(BaseModel):
    model_config = ConfigDict(from_attributes=True)

    id: uuid.UUID
    platform: Platform
    push_token: str
    device_id: str
    app_version: str | None
    locale: str | None
    is_active: bool
    created_at: datetime
    updated_at: datetime
