"""Tickets and coupons as answers. Money fields are JSON numbers (spec conventions)."""

import uuid
from datetime import datetime
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

CouponStatus = Literal[
    "OPEN", "CHECKED_IN", "BOARDED", "COMPLETED", "CLOSED", "VOID", "REFUNDED", "EXCHANGED"
]


class CouponOut(BaseModel):
    coupon_number: int = Field(description="1, 2, ... in trip order")
    segment_id: uuid.UUID
    flight_id: uuid.UUID
    status: CouponStatus = Field(
        description="OPEN (valid), CHECKED_IN, BOARDED, COMPLETED (flown), CLOSED (the flight "
        "left without the passenger), VOID, REFUNDED, EXCHANGED"
    )


class TicketTaxOut(BaseModel):
    code: str
    name: str
    amount: float
    refundable: bool


class TicketOut(BaseModel):
    """One passenger's ticket and what it is worth. A booking's ``total_amount`` is the sum
    of its tickets' ``total_amount`` and its own charges (per-itinerary taxes, offers)."""

    ticket_number: str = Field(description="13 digits: the airline's code and a serial")
    passenger_id: uuid.UUID
    status: Literal["issued", "voided", "refunded", "exchanged"]
    currency: str
    fare_amount: float = Field(description="the fare after discounts")
    taxes: list[TicketTaxOut]
    tax_amount: float
    fees_amount: float
    seat_amount: float
    ancillary_amount: float
    total_amount: float
    exchanged_from: str | None = Field(None, description="the number of the ticket it replaced")
    issued_at: datetime
    coupons: list[CouponOut]


class ChargeOut(BaseModel):
    """A charge of the booking as a whole, on no ticket: a tax per itinerary or per segment
    (a booking fee), an offer, a special request not tied to a passenger."""

    kind: str
    description: str
    code: str | None
    amount: float
    refundable: bool


class PublicTicketOut(BaseModel):
    """A ticket as the traveller's card shows it (no money lines)."""

    ticket_number: str
    status: Literal["issued", "voided", "refunded", "exchanged"]
    coupons: list[CouponOut]


class CouponMoveOut(BaseModel):
    """One move of a coupon: from, to, who, why, when."""

    model_config = ConfigDict(from_attributes=True)

    coupon_id: uuid.UUID
    from_status: CouponStatus
    to_status: CouponStatus
    actor: str
    reason: str
    created_at: datetime


class ItemMoveOut(BaseModel):
    from_state: str
    to_state: str
    amount: float
    commission: float
    refund_id: uuid.UUID | None
    to_booking_id: uuid.UUID | None
    actor: str
    reason: str
    created_at: datetime


class SaleItemOut(BaseModel):
    """One item a booking sold and where its money stands now (``docs/payments.md``)."""

    id: uuid.UUID
    kind: str
    code: str | None
    description: str
    ticket_id: uuid.UUID | None
    ticket_number: str | None
    coupon_id: uuid.UUID | None
    coupon_number: int | None
    flight_id: uuid.UUID | None = Field(description="The flight of its coupon")
    payment_id: uuid.UUID | None
    amount: float
    currency: str
    refundable: bool
    commission: float
    held: float
    used: float
    retained: float
    refunded: float
    carried: float
    moves: list[ItemMoveOut]


class BookingItemsOut(BaseModel):
    booking_id: uuid.UUID
    held: float
    used: float
    retained: float
    refunded: float
    carried: float
    commission: float
    commission_left: float
    items: list[SaleItemOut]


# --- electronic miscellaneous documents (issue 36, docs/emd.md) ------------------------------

EmdStatus = Literal["open", "used", "refunded", "exchanged", "void"]
EmdType = Literal["EMD-A", "EMD-S"]


class EmdAssociationOut(BaseModel):
    """The ticket coupon an EMD-A coupon is associated with: it moves with it."""

    ticket_number: str
    coupon_number: int
    segment_id: uuid.UUID


class EmdCouponOut(BaseModel):
    coupon_number: int
    rfisc: str = Field(description="Reason for issuance sub-code (ATPCO style, e.g. 0B5 a seat)")
    service_code: str | None = Field(
        description="The offer's or special request's code (SSR catalog); null for a seat or a fee"
    )
    description: str
    amount: float
    status: EmdStatus = Field(
        description="open, used (flown, or the passenger did not show; a fee at issue), "
        "refunded, exchanged, void: an EMD-A coupon moves with its ticket coupon"
    )
    associated_with: EmdAssociationOut | None = Field(
        description="EMD-A: the ticket coupon it goes with; EMD-S: null"
    )


class EmdOut(BaseModel):
    """An electronic miscellaneous document: a paid seat, offer or special request beside
    the ticket (EMD-A), or a fee paid (EMD-S); its coupons' amounts add up to its total."""

    emd_number: str = Field(description="13 digits: the airline's code and a serial")
    emd_type: EmdType
    passenger_id: uuid.UUID | None
    rfic: str = Field(
        description="Reason for issuance code: A air transportation, C baggage, D financial "
        "impact, E airport services, G in-flight services, I airline use"
    )
    in_connection_with: str | None = Field(description="The ticket number it goes with")
    currency: str
    total_amount: float
    issued_at: datetime
    coupons: list[EmdCouponOut]


class RefundedEmdOut(BaseModel):
    """An EMD coupon a refund gave back, all or part of its value."""

    emd_number: str
    coupon_number: int
    amount: float
    currency: str
