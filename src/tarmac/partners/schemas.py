"""Shapes of the partner endpoints (spec 01 §2.12, §4.10), and the back office's shapes of
partners, partnerships, wallets, their transactions, commission rules and the reconciliation
of balances with ledgers. Money is a JSON number out; in, a JSON number or a decimal string
(``core.money.MoneyIn``)."""

import uuid
from datetime import datetime
from decimal import Decimal
from typing import Annotated, ClassVar, Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator

from tarmac.core.bodies import In, Listing, Out, Paging, Patch
from tarmac.core.fields import EmailAddress, IsoDate
from tarmac.core.inputs import RequestBody
from tarmac.core.money import DecimalIn, MoneyIn, NonNegativeMoney, PositiveMoney

TransactionType = Literal["TOP_UP", "DEBIT", "REFUND", "ADJUSTMENT"]
Currency = Field(pattern=r"^[A-Z]{3}$", description="ISO 4217 code")
Percent = Annotated[Decimal, Field(ge=0, le=100, decimal_places=2), DecimalIn]


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


# === the back office: its request bodies, queries and answers ===============================


# --- partners -------------------------------------------------------------------------------


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


# --- partnerships ---------------------------------------------------------------------------


class PartnershipRouteIn(In):
    route_id: uuid.UUID
    special_rate_percent: Percent | None = None


class PartnershipIn(In):
    partner_id: uuid.UUID
    agreement_name: str = Field(min_length=1, max_length=200)
    effective_date: IsoDate
    expiration_date: IsoDate | None = None
    discount_percent: Percent
    notes: str | None = Field(default=None, max_length=1000)
    is_active: bool = True
    routes: list[PartnershipRouteIn] = Field(default_factory=list, max_length=500)

    @model_validator(mode="after")
    def _dates(self) -> "PartnershipIn":
        if self.expiration_date is not None and self.expiration_date < self.effective_date:
            raise ValueError("expiration_date must not be before effective_date")
        return self


class PartnershipPatch(Patch):
    nullable: ClassVar[frozenset[str]] = frozenset({"expiration_date", "notes"})

    agreement_name: str | None = Field(default=None, min_length=1, max_length=200)
    effective_date: IsoDate | None = None
    expiration_date: IsoDate | None = None
    discount_percent: Percent | None = None
    notes: str | None = Field(default=None, max_length=1000)
    is_active: bool | None = None
    routes: list[PartnershipRouteIn] | None = Field(default=None, max_length=500)


class PartnershipQuery(Listing):
    partner_id: uuid.UUID | None = None


class PartnershipRouteOut(Out):
    route_id: uuid.UUID
    special_rate_percent: float | None


class PartnershipOut(BaseModel):
    id: uuid.UUID
    partner_id: uuid.UUID
    agreement_name: str
    effective_date: IsoDate
    expiration_date: IsoDate | None
    discount_percent: float
    notes: str | None
    is_active: bool
    routes: list[PartnershipRouteOut]
    created_at: datetime


# --- wallets, their ledgers and their reconciliation ----------------------------------------


class AdminWalletOut(Out):
    id: uuid.UUID
    partner_id: uuid.UUID
    currency: str
    balance: float
    credit_limit: float
    is_active: bool
    created_at: datetime
    updated_at: datetime


class WalletQuery(Listing):
    partner_id: uuid.UUID | None = None
    currency: str | None = Field(None, pattern=r"^[A-Z]{3}$")


class WalletPatch(Patch):
    nullable: ClassVar[frozenset[str]] = frozenset()

    credit_limit: NonNegativeMoney | None = None
    is_active: bool | None = Field(None, description="false suspends payments from the wallet")


class TopUpIn(In):
    currency: str = Currency
    amount: PositiveMoney
    description: str | None = Field(None, max_length=500)


class AdjustmentIn(In):
    amount: MoneyIn = Field(
        description="Signed: credited when positive, debited when negative; not 0"
    )
    description: str = Field(min_length=1, max_length=500, description="Why (kept in the ledger)")

    @field_validator("amount")
    @classmethod
    def _not_zero(cls, amount: Decimal) -> Decimal:
        if amount == 0:
            raise ValueError("an adjustment changes the balance: amount cannot be 0")
        return amount


class AdminTransactionOut(TransactionOut):
    actor: str


class AdminTransactionPage(Out):
    data: list[AdminTransactionOut]
    page: int
    page_size: int
    total: int


class TransactionPaging(Paging):
    pass


class ReconciliationEntry(Out):
    wallet_id: uuid.UUID
    partner_id: uuid.UUID
    currency: str
    balance: float
    ledger_sum: float
    last_balance_after: float | None


class ReconciliationOut(Out):
    checked_at: datetime
    wallets_checked: int
    balanced: bool
    mismatches: list[ReconciliationEntry]


# --- commission rules -----------------------------------------------------------------------


CommissionScope = Literal["route", "airline", "global"]


class CommissionRuleIn(In):
    partner_id: uuid.UUID
    commission_name: str = Field(min_length=1, max_length=200)
    applies_to: CommissionScope
    route_id: uuid.UUID | None = Field(None, description="For a route rule")
    airline_code: str | None = Field(
        None, pattern=r"^[A-Z0-9]{2}$", description="For an airline rule: the designator"
    )
    percentage: Decimal = Field(Decimal("0"), ge=0, le=100, max_digits=5, decimal_places=2)
    fixed_amount: NonNegativeMoney = Decimal("0")
    currency: str | None = Field(None, pattern=r"^[A-Z]{3}$")
    effective_date: IsoDate
    expiration_date: IsoDate | None = None
    is_active: bool = True


class CommissionRulePatch(Patch):
    nullable: ClassVar[frozenset[str]] = frozenset(
        {"route_id", "airline_code", "currency", "expiration_date"}
    )

    commission_name: str | None = Field(None, min_length=1, max_length=200)
    applies_to: CommissionScope | None = None
    route_id: uuid.UUID | None = None
    airline_code: str | None = Field(None, pattern=r"^[A-Z0-9]{2}$")
    percentage: Decimal | None = Field(None, ge=0, le=100, max_digits=5, decimal_places=2)
    fixed_amount: NonNegativeMoney | None = None
    currency: str | None = Field(None, pattern=r"^[A-Z]{3}$")
    effective_date: IsoDate | None = None
    expiration_date: IsoDate | None = None
    is_active: bool | None = None


class CommissionRuleQuery(Listing):
    partner_id: uuid.UUID | None = None
    applies_to: CommissionScope | None = None


class AdminCommissionRuleOut(Out):
    id: uuid.UUID
    partner_id: uuid.UUID
    commission_name: str
    applies_to: CommissionScope
    route_id: uuid.UUID | None
    airline_code: str | None
    percentage: float
    fixed_amount: float
    currency: str | None
    effective_date: IsoDate
    expiration_date: IsoDate | None
    is_active: bool
    created_at: datetime
