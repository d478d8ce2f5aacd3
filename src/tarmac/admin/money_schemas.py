"""Back-office shapes for wallets, their transactions, commission rules and reconciliation."""

import uuid
from datetime import datetime
from decimal import Decimal
from typing import ClassVar, Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator

from tarmac.core.bodies import In, Listing, Out, Paging, Patch
from tarmac.core.fields import IsoDate
from tarmac.core.money import MoneyIn, NonNegativeMoney, PositiveMoney
from tarmac.partners.schemas import TransactionOut
from tarmac.payments.schemas import RefundOut

Currency = Field(pattern=r"^[A-Z]{3}$", description="ISO 4217 code")


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
