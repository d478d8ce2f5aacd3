"""Request and response shapes of bookings (spec 01 §2.3 to §2.5, §4.5)."""

import uuid
from datetime import datetime
from decimal import Decimal
from typing import Annotated, Literal

from pydantic import AwareDatetime, BaseModel, ConfigDict, Field, field_validator, model_validator

from tarmac.core.fields import EmailAddress, IsoDate
from tarmac.core.inputs import RequestBody
from tarmac.pricing.schemas import OfferItem, SsrServiceOut
from tarmac.ticketing.schemas import (
    ChargeOut,
    CouponMoveOut,
    EmdOut,
    PublicTicketOut,
    TicketOut,
)

# the spec's three, and the quote's finer types a passenger may be named by (spec 01 §2.6)
PassengerType = Literal["adult", "child", "infant", "youth", "senior", "infant_with_seat"]
DocumentType = Literal["passport", "id_card", "birth_certificate", "driver_license"]
LatinName = Annotated[
    str,
    Field(
        min_length=1,
        max_length=100,
        pattern=r"^[A-Z][A-Z' -]*$",
        description="Uppercase Latin letters as in the travel document (spaces, - and ' inside)",
        examples=["IVANOV"],
    ),
]
SeatNumber = Annotated[str, Field(pattern=r"^\d{1,2}[A-Z]$", examples=["12C"])]


class BookingPassengerIn(BaseModel):
    model_config = ConfigDict(extra="forbid")

    first_name: LatinName
    last_name: LatinName
    middle_name: LatinName | None = None
    passenger_type: PassengerType = Field(
        description="adult, child or infant; or the quote's finer type (youth, senior, "
        "infant_with_seat), which the booking keeps (an adult or infant is matched to the "
        "quote's youth, senior or infant with a seat by age, and a seat for an infant)"
    )
    date_of_birth: IsoDate
    gender: Literal["male", "female"] | None = None
    nationality: str = Field(pattern=r"^[A-Z]{3}$", description="ISO 3166-1 alpha-3")
    document_type: DocumentType
    # spec 01: [A-Z0-9\-\s]+, whose \s is the spaces a document prints: a line break or tab
    # in a document number is never one (issue 33)
    document_number: str = Field(min_length=1, max_length=30, pattern=r"^[A-Z0-9\- ]+$")
    document_expiry: IsoDate
    seat_number: SeatNumber | None = Field(
        default=None,
        description="Outbound seat; a lap infant takes none (an infant with a seat may)",
    )


class BookingSegmentIn(BaseModel):
    """Variant B: a flight and, optionally, the fare wanted on it; priced by the quote
    service as a quote of these flights would be. ``fare_plan_id`` (with, optionally, its
    ``fare_rule_id`` and a ``fare_price_id``, as variant C names them) sells exactly that
    fare: 422 when the ids are not one fare of the flight, 409 when its class is sold out."""

    model_config = ConfigDict(extra="forbid")

    flight_id: uuid.UUID
    fare_family_id: uuid.UUID | None = None
    booking_class: str | None = Field(default=None, pattern=r"^[A-Z]$")
    fare_plan_id: uuid.UUID | None = None
    fare_rule_id: uuid.UUID | None = None
    fare_price_id: uuid.UUID | None = None

    @model_validator(mode="after")
    def _plan_with_its_ids(self) -> "BookingSegmentIn":
        if self.fare_plan_id is None and (
            self.fare_rule_id is not None or self.fare_price_id is not None
        ):
            raise ValueError("fare_rule_id and fare_price_id name a fare with its fare_plan_id")
        return self


class BookingCreate(RequestBody):
    """One of three variants (spec 01 §4.5): A ``quote_id`` (recommended); B ``segments``
    (one, or two for a round trip); C ``flight_id`` with ``fare_plan_id``, ``fare_rule_id``
    and ``fare_price_id`` (legacy), which sell exactly the fare they name on the outbound
    flight (422 when they are not one fare of it). With ``quote_id`` the quote governs
    whatever else is sent."""

    model_config = ConfigDict(
        json_schema_extra={
            "examples": [
                {
                    "quote_id": "7d0f3d6e-4a8e-4f5f-9d8e-2f1a2b3c4d5e",
                    "passengers": [
                        {
                            "first_name": "AIBEK",
                            "last_name": "ASANOV",
                            "passenger_type": "adult",
                            "date_of_birth": "1990-04-12",
                            "gender": "male",
                            "nationality": "KGZ",
                            "document_type": "passport",
                            "document_number": "AC1234567",
                            "document_expiry": "2031-01-01",
                        }
                    ],
                    "contact_email": "aibek@example.com",
                    "contact_name": "Aibek Asanov",
                    "contact_phone": "+996555123456",
                }
            ]
        },
    )

    quote_id: str | None = Field(
        default=None,
        min_length=1,
        max_length=100,
        description="A quote's id as the quote answered it; unknown or expired is 410",
    )
    segments: list[BookingSegmentIn] | None = Field(default=None, min_length=1, max_length=2)
    flight_id: uuid.UUID | None = None
    return_flight_id: uuid.UUID | None = None
    fare_plan_id: uuid.UUID | None = None
    fare_rule_id: uuid.UUID | None = None
    fare_price_id: uuid.UUID | None = None
    passengers: list[BookingPassengerIn] = Field(min_length=1)
    contact_email: EmailAddress | None = None
    contact_name: str | None = Field(default=None, max_length=200)
    contact_phone: str | None = Field(default=None, max_length=20)
    offers: list[OfferItem] = Field(default_factory=list, max_length=20)
    special_requests: list[str] = Field(default_factory=list, max_length=20)
    redirect_url: str | None = Field(default=None, max_length=2000)

    @field_validator("special_requests")
    @classmethod
    def _codes(cls, value: list[str]) -> list[str]:
        return [code.strip().upper() for code in value]


class BookingPassengerOut(BaseModel):
    id: uuid.UUID
    first_name: str
    last_name: str
    middle_name: str | None
    passenger_type: str
    date_of_birth: IsoDate
    gender: str | None
    nationality: str
    document_type: str
    document_number: str
    document_expiry: IsoDate


class BookingSegmentOut(BaseModel):
    id: uuid.UUID
    direction: Literal["outbound", "return"]
    flight_id: uuid.UUID
    flight_number: str
    origin: str
    destination: str
    scheduled_departure: datetime
    scheduled_arrival: datetime
    fare_plan_id: uuid.UUID
    fare_rule_id: uuid.UUID
    fare_price_id: uuid.UUID | None
    fare_family: str
    booking_class: str
    cabin: str


class ExtraServiceIn(BaseModel):
    model_config = ConfigDict(extra="forbid")

    passenger_id: uuid.UUID = Field(description="A passenger of the booking")
    segment_id: uuid.UUID | None = Field(
        default=None, description="A segment of the booking; none: its first"
    )
    code: str = Field(
        min_length=2, max_length=8, pattern=r"^[A-Za-z0-9]+$", description="An SSR code"
    )


class ExtraSeatIn(BaseModel):
    model_config = ConfigDict(extra="forbid")

    passenger_id: uuid.UUID = Field(description="A passenger of the booking")
    segment_id: uuid.UUID | None = Field(
        default=None, description="A segment of the booking; none: its first"
    )
    seat_number: SeatNumber


class ExtrasIn(BaseModel):
    """Services and seats bought for a sold booking (``POST /bookings/{id}/extras``)."""

    model_config = ConfigDict(
        extra="forbid",
        json_schema_extra={
            "examples": [
                {
                    "services": [
                        {"passenger_id": "5f0c6a1e-2b7d-4c1a-9a55-0d6a3c2f9b10", "code": "XBAG"}
                    ],
                    "seats": [
                        {
                            "passenger_id": "5f0c6a1e-2b7d-4c1a-9a55-0d6a3c2f9b10",
                            "seat_number": "12C",
                        }
                    ],
                }
            ]
        },
    )

    services: list[ExtraServiceIn] = Field(default_factory=list, max_length=20)
    seats: list[ExtraSeatIn] = Field(default_factory=list, max_length=9)

    @model_validator(mode="after")
    def _something(self) -> "ExtrasIn":
        if not self.services and not self.seats:
            raise ValueError("give at least one service or seat")
        return self


class BookingSeatOut(BaseModel):
    passenger_id: uuid.UUID
    segment_id: uuid.UUID
    flight_id: uuid.UUID
    seat_number: str
    zone: str | None
    seat_fee: Decimal


class BookingItemOut(BaseModel):
    kind: Literal["offer", "special_request"]
    code: str
    name: str | None
    amount: Decimal
    passenger_id: uuid.UUID | None
    flight_id: uuid.UUID | None


PaymentStatus = Literal["PENDING", "REQUIRES_ACTION", "COMPLETED", "FAILED", "CANCELLED", "EXPIRED"]


class PaymentOut(BaseModel):
    """A payment of a booking (spec 01 §2.12, §4.9), as the booking and the payments routes
    show it. Defined here, with the booking that lists it: payments builds on bookings."""

    payment_id: uuid.UUID
    booking_id: uuid.UUID
    status: PaymentStatus
    provider: str = Field(
        description="wallet, sandbox, stripe, or the provider an external confirmation named"
    )
    provider_transaction_id: str | None
    payment_method: Literal["card", "bank_transfer", "mobile_wallet", "wallet"]
    purpose: Literal["booking", "exchange_difference", "correction_fee"] = Field(
        description="what it pays: the booking, an exchange's difference, a correction's fee"
    )
    amount: float
    currency: str
    refunded_amount: float
    failure_reason: str | None
    created_at: datetime
    completed_at: datetime | None


class BookingOut(BaseModel):
    """A booking as its owner sees it (spec 01 §2.3). Money fields are JSON numbers."""

    id: uuid.UUID
    booking_reference: str
    status: Literal["pending", "confirmed", "cancelled", "expired", "completed"]
    payment_status: Literal["unpaid", "paid", "refund_pending", "refunded"]
    total_amount: float
    currency: str
    expiry_date: datetime | None
    contact_email: str | None
    contact_name: str | None
    contact_phone: str | None
    user_id: uuid.UUID | None
    flight_id: uuid.UUID
    return_flight_id: uuid.UUID | None
    quote_id: uuid.UUID | None
    commission_amount: float | None
    passengers: list[BookingPassengerOut]
    segments: list[BookingSegmentOut]
    seats: list[BookingSeatOut]
    items: list[BookingItemOut]
    tickets: list[TicketOut] = Field(
        description="one per passenger once the booking is confirmed, with its coupons"
    )
    emds: list[EmdOut] = Field(
        default_factory=list,
        description="Electronic miscellaneous documents (beyond the spec, issue 36): an "
        "EMD-A for each paid seat, offer or special request, associated with its ticket "
        "coupon, and an EMD-S for each fee paid (a correction's, an exchange's change fee); "
        "issued with the tickets",
    )
    amount_due: float = Field(
        description="what is still to be paid for the booking: its total while pending; for "
        "a confirmed booking, the total less what its payments of purpose `booking` took "
        "(the whole total for one confirmed on account: `POST /{id}/confirm` without a "
        "payment); 0 once cancelled or expired"
    )
    charges: list[ChargeOut] = Field(
        description="the booking's own charges, on no ticket: total_amount is the sum of "
        "the tickets' total_amount and these"
    )
    payments: list[PaymentOut] = Field(
        default_factory=list, description="The booking's payments, oldest first"
    )
    created_at: datetime
    confirmed_at: datetime | None
    cancelled_at: datetime | None


MAX_PAGE = 1_000_000  # a page beyond it is no page (and no offset past PostgreSQL's bigint)
BookingStatus = Literal["pending", "confirmed", "cancelled", "expired", "completed"]


class BookingQuery(BaseModel):
    """The filters and page of a bookings list (the client's, and the back office's)."""

    status: BookingStatus | None = None
    booking_reference: str | None = Field(default=None, max_length=6)
    contact_email: str | None = Field(default=None, max_length=320)
    flight_id: uuid.UUID | None = None
    created_from: AwareDatetime | None = None
    created_to: AwareDatetime | None = None
    page: int = Field(default=1, ge=1, le=MAX_PAGE, description="From 1")
    page_size: int = Field(default=50, ge=1, le=200)


class BookingPage(BaseModel):
    data: list[BookingOut]
    page: int
    page_size: int
    total: int


class ServiceCategory(BaseModel):
    """A category of ancillary services (baggage, meal, ...) with its active services."""

    category: str
    services: list[SsrServiceOut]


class BookingEventOut(BaseModel):
    model_config = ConfigDict(from_attributes=True)

    action: str
    from_status: str | None
    to_status: str | None
    actor: str
    detail: dict
    created_at: datetime


class BookingWithHistory(BookingOut):
    """A booking as staff see it: the owner's view, the owning client and its history."""

    api_client_id: str | None
    partner_id: uuid.UUID | None
    history: list[BookingEventOut]
    coupon_moves: list[CouponMoveOut] = Field(
        description="every move of the booking's coupons, oldest first"
    )


# --- drafts: seat holds without passengers (spec 01 §2.7, §4.5) ------------------------------

DraftStatus = Literal["active", "released", "expired"]


class DraftCreate(RequestBody):
    """Hold ``seat_count`` places under a fare plan, without passengers (spec 01 §4.5 "Draft
    body"). The booking class is the fare plan's; a return flight holds as many places in
    the same fare family's class on it."""

    model_config = ConfigDict(
        json_schema_extra={
            "examples": [
                {
                    "flight_id": "5b7c1f0e-2d3a-4c55-8e9f-0a1b2c3d4e5f",
                    "fare_plan_id": "0c9d8e7f-6a5b-4c3d-2e1f-0a9b8c7d6e5f",
                    "fare_price_id": "1d2e3f4a-5b6c-4d7e-8f9a-0b1c2d3e4f5a",
                    "seat_count": 4,
                    "contact_email": "groups@silkroad.example",
                    "expires_hours": 48,
                }
            ]
        },
    )

    flight_id: uuid.UUID
    fare_plan_id: uuid.UUID
    fare_price_id: uuid.UUID
    return_flight_id: uuid.UUID | None = None
    seat_count: int = Field(default=1, ge=1, le=9, description="Places held on each flight")
    contact_email: EmailAddress | None = None
    contact_phone: str | None = Field(default=None, max_length=20)
    expires_hours: int | None = Field(
        default=None, ge=1, le=8760, description="Hours the hold lasts; absent: never expires"
    )


class DraftOut(BaseModel):
    """A draft as its owner sees it (spec 01 §2.7). ``released_reason``: the owner released
    it (``released_by_owner``), a booking needed its places (``taken_by_booking``), or the
    airline cut the class's seats (``capacity_reduced``); ``released_at`` says when."""

    id: uuid.UUID
    status: DraftStatus
    released_reason: Literal["released_by_owner", "taken_by_booking", "capacity_reduced"] | None
    released_at: datetime | None
    expires_at: datetime | None
    flight_id: uuid.UUID
    return_flight_id: uuid.UUID | None
    fare_plan_id: uuid.UUID
    fare_price_id: uuid.UUID | None
    fare_family: str
    cabin: str
    booking_class: str
    return_booking_class: str | None
    seat_count: int
    user_id: uuid.UUID | None
    contact_email: str | None
    contact_phone: str | None
    created_at: datetime


class DraftPage(BaseModel):
    data: list[DraftOut]
    page: int
    page_size: int
    total: int


# --- the traveller's own access: magic links (spec 01 §4.5, §5.2) ----------------------------


class PublicAirport(BaseModel):
    iata: str
    city: str


class PublicSegment(BaseModel):
    id: uuid.UUID
    direction: Literal["outbound", "return"]
    flight_id: uuid.UUID
    flight_number: str
    flight_status: str
    origin: PublicAirport
    destination: PublicAirport
    scheduled_departure: datetime = Field(description="Local time of the origin airport")
    scheduled_arrival: datetime = Field(description="Local time of the destination airport")
    fare_family: str
    cabin: str


class PublicSeat(BaseModel):
    segment_id: uuid.UUID
    seat_number: str


class PublicPassenger(BaseModel):
    """A traveller as the card shows them: name and type, seats and tickets; never the
    travel document, the date of birth, the gender or the nationality."""

    id: uuid.UUID
    first_name: str
    last_name: str
    middle_name: str | None
    passenger_type: str
    seats: list[PublicSeat]
    tickets: list[PublicTicketOut]


class PublicBookingOut(BaseModel):
    """The public booking card (``GET /bookings/{id}/public``, magic link): the trip, its
    status and price, and who travels; no travel documents, dates of birth or contact
    details, since a magic link can be forwarded."""

    id: uuid.UUID
    booking_reference: str
    status: Literal["pending", "confirmed", "cancelled", "expired", "completed"]
    payment_status: Literal["unpaid", "paid", "refund_pending", "refunded"]
    total_amount: float
    currency: str
    expiry_date: datetime | None = Field(description="Pending bookings: pay before this time")
    extensions_left: int = Field(
        description="How many more times resume-pending can extend a pending booking"
    )
    created_at: datetime
    confirmed_at: datetime | None
    cancelled_at: datetime | None
    segments: list[PublicSegment]
    passengers: list[PublicPassenger]


class ConsumerCancelOut(BaseModel):
    booking_id: uuid.UUID
    booking_reference: str
    status: Literal["cancelled"]
    payment_status: Literal["unpaid", "paid", "refund_pending", "refunded"]
    refund_initiated: bool
    refund_message: str


class ResumeOut(BaseModel):
    booking_reference: str
    status: Literal["pending"]
    expiry_date: datetime
    extended_by_minutes: int
    extensions_left: int
    payment_url: str = Field(
        description=(
            "The hosted payment page of the booking (TARMAC_PUBLIC_BASE_URL/pay/{id}), with a "
            "magic-link token that lasts until expiry_date"
        )
    )


class LookupAccepted(BaseModel):
    message: str


class AccessLinkSent(BaseModel):
    sent_to: str = Field(description="The contact e-mail, masked", examples=["a***@example.com"])
    expires_in: int = Field(description="Seconds the link in the e-mail stays valid")
