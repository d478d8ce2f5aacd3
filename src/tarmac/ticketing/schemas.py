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
