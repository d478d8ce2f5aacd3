"""The back office's shapes of payments: the clients that confirm payments made outside the
airline (and whether they must sign), the refunds listed, and what clients owe for bookings
ticketed on account."""

import uuid
from datetime import datetime
from typing import Literal

from pydantic import BaseModel, ConfigDict

from tarmac.core.bodies import In, Out, Paging
from tarmac.payments.schemas import RefundOut


class ExternalClientIn(In):
    require_signature: bool


class ExternalClientOut(Out):
    client_id: str
    require_signature: bool
    updated_at: datetime


class RefundQuery(Paging):
    status: Literal["PENDING", "SUCCEEDED", "FAILED"] | None = None


class RefundPage(Out):
    data: list[RefundOut]
    page: int
    page_size: int
    total: int


class ReceivableOut(BaseModel):
    """What one client owes in one currency for bookings it confirmed without paying
    through the airline (ticketed on account)."""

    model_config = ConfigDict(from_attributes=True)

    api_client_id: str | None
    partner_id: uuid.UUID | None
    currency: str
    bookings: int
    amount_due: float
