"""Shapes of the partner endpoints (spec 01 §2.12, §4.10). Money is a JSON number out; in, a
JSON number or a decimal string (``core.money.MoneyIn``)."""

import uuid
from datetime import datetime
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from tarmac.core.fields import EmailAddress, IsoDate
from tarmac.core.inputs import RequestBody
from tarmac.core.money import NonNegativeMoney

TransactionType = Literal["TOP_UP", "DEBIT", "REFUND", "ADJUSTMENT"]
Currency = Field(pattern=r"^[A-Z]{3}$", description="ISO 4217 code")


class WalletOut(BaseModel):
    id: uuid.UUID
    partner_id: uuid.UUID = Field(description="The partner that owns the wallet")
    currency: str
    balance: float
    credit_limit: float
    available: float = Field(description="What can be spent now: balance plus credit limit")
    is_active: bool
    created_at: datetime
    updated_at: datetime
    logical_partner_id: uuid.UUID = Field(
        description="The partner this answer is for (a sub-partner paying from its parent's "
        "wallet sees the parent's wallet with its own id here)"
    )
    uses_parent_wallet: bool


class TransactionOut(BaseModel):
    model_config = ConfigDict(from_attributes=True)

    id: uuid.UUID
    wallet_id: uuid.UUID
    transaction_type: TransactionType
    purpose: str = Field(
        description="What for: top_up, adjustment, booking_payment (the DEBIT that pays a "
        "booking), commission, booking_refund, commission_reversal"
    )
    amount: float = Field(description="Signed: what the line did to the balance")
    currency: str
    balance_after: float
    related_booking_id: uuid.UUID | None
    description: str | None
    created_at: datetime


class TransactionQuery(BaseModel):
    page: int = Field(1, ge=1, le=100_000)
    page_size: int = Field(50, ge=1, le=200)
    transaction_type: TransactionType | None = None
    currency: str | None = Field(None, pattern=r"^[A-Z]{3}$")
    date_from: IsoDate | None = Field(None, description="YYYY-MM-DD, the airline's date")
    date_to: IsoDate | None = Field(None, description="YYYY-MM-DD, included")


class TransactionPage(BaseModel):
    data: list[TransactionOut]
    page: int
    page_size: int
    total: int


class CommissionRuleOut(BaseModel):
    model_config = ConfigDict(from_attributes=True)

    id: uuid.UUID
    partner_id: uuid.UUID
    commission_name: str
    applies_to: Literal["route", "airline", "global"]
    route_id: uuid.UUID | None
    airline_code: str | None
    percentage: float
    fixed_amount: float
    currency: str | None
    effective_date: IsoDate
    expiration_date: IsoDate | None
    is_active: bool


class CommissionLookup(RequestBody):
    model_config = ConfigDict(
        json_schema_extra={
            "examples": [
                {
                    "partner_id": "0b6f3c1e-7a52-4f0e-9a55-3d2f7c8e9a10",
                    "route_code": "FRU-OSS",
                    "amount": 12500.0,
                    "currency": "KGS",
                }
            ]
        }
    )

    partner_id: uuid.UUID
    route_code: str = Field(min_length=1, max_length=16)
    amount: NonNegativeMoney
    currency: str = Currency


class CommissionLookupOut(BaseModel):
    rule_id: uuid.UUID | None = Field(description="null when no rule is in force")
    rule_name: str | None
    percentage: float
    fixed_amount: float
    commission_amount: float
    currency: str


class AgreementRouteOut(BaseModel):
    route_id: uuid.UUID
    special_rate_percent: float | None


class AgreementOut(BaseModel):
    id: uuid.UUID
    agreement_name: str
    effective_date: IsoDate
    expiration_date: IsoDate | None
    discount_percent: float
    routes: list[AgreementRouteOut] = Field(
        description="Attached routes with their special rates; empty: every route"
    )


class SubPartnerIn(BaseModel):
    model_config = ConfigDict(
        extra="forbid",
        json_schema_extra={
            "examples": [
                {"name": "Silk Road Travel, Osh branch", "contact_email": "osh@example.com"}
            ]
        },
    )

    name: str = Field(min_length=1, max_length=200)
    contact_email: EmailAddress | None = None
    uses_parent_wallet: bool = Field(
        True, description="Pay from the parent's wallets (default) instead of wallets of its own"
    )


class SubPartnerOut(BaseModel):
    model_config = ConfigDict(from_attributes=True)

    id: uuid.UUID
    name: str
    parent_id: uuid.UUID
    contact_email: str | None
    is_active: bool
    uses_parent_wallet: bool
    created_at: datetime
