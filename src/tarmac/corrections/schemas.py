"""Request and response shapes of passenger data correction (spec 01 §4.7)."""

import unicodedata
import uuid
from datetime import datetime
from typing import Annotated, Any, Literal

from pydantic import AfterValidator, BaseModel, ConfigDict, Field

MAX_ITEMS = 9


def _no_control_characters(value: Any) -> Any:
    # a line break or a tab in a document number or a name is never what the document prints
    if isinstance(value, str) and any(unicodedata.category(c) == "Cc" for c in value):
        raise ValueError(
            "Control characters (line breaks, tabs, ...) are not allowed: send the value on "
            "one line, as the travel document prints it"
        )
    return value


ChangeValue = Annotated[Any, AfterValidator(_no_control_characters)]


class CorrectionItem(BaseModel):
    model_config = ConfigDict(extra="forbid")

    passenger_id: uuid.UUID
    changes: dict[str, ChangeValue] = Field(
        description=(
            "field: new value. Correctable: first_name, last_name (1 to 50 Latin letters, at "
            "most 3 letters changed), middle_name (null removes it), document_number "
            "([A-Z0-9- ]), document_expiry (ISO date, valid after the trip's last flight), "
            "document_type "
            "(passport, id_card, birth_certificate, driver_license), nationality (3 letters). "
            "Letters are taken in upper case, as the travel document prints them; a name's "
            "3 letters are counted from the name as ticketed. Control characters are 422."
        ),
        examples=[{"last_name": "ASANOVA", "document_number": "AC7654321"}],
    )


EXAMPLE_ITEM = {
    "passenger_id": "3fa85f64-5717-4562-b3fc-2c963f66afa6",
    "changes": {"last_name": "ASANOVA", "document_number": "AC7654321"},
}


class CorrectionRequest(BaseModel):
    model_config = ConfigDict(
        extra="forbid", json_schema_extra={"examples": [{"corrections": [EXAMPLE_ITEM]}]}
    )

    corrections: list[CorrectionItem] = Field(min_length=1, max_length=MAX_ITEMS)


class CorrectionApply(CorrectionRequest):
    model_config = ConfigDict(
        extra="forbid",
        json_schema_extra={"examples": [{"corrections": [EXAMPLE_ITEM], "pay_with_balance": True}]},
    )

    pay_with_balance: bool = Field(
        default=False,
        description=(
            "Take the fee from the partner's wallet in the booking's currency (agency keys "
            "of a partner); otherwise the fee is a payment of its own, paid at payment_url"
        ),
    )


class ChangeOut(BaseModel):
    field: str
    old: str | None
    new: str | None
    fee: float = Field(description="In the answer's currency; one document fee per passenger")


class ItemOut(BaseModel):
    passenger_id: uuid.UUID
    passenger_name: str = Field(description="As the booking holds it before the correction")
    changes: list[ChangeOut]
    subtotal: float


class CorrectionAllowed(BaseModel):
    allowed: Literal[True] = True
    total_fee: float
    currency: str = Field(description="The currency the fee is charged in: the booking's")
    items: list[ItemOut]
    minutes_to_departure: int = Field(description="Whole minutes left to the first departure")


class CorrectionBlockedOut(BaseModel):
    allowed: Literal[False] = False
    blocked_reason: str
    total_fee: float = 0
    currency: str


class AppliedChangeOut(BaseModel):
    passenger_id: uuid.UUID
    field: str
    old: str | None
    new: str | None
    fee: float


class CorrectionApplied(BaseModel):
    applied: bool
    total_fee: float
    currency: str
    payment_required: bool = Field(
        description="The fee waits for its payment at payment_url (false when paid or free)"
    )
    payment_url: str | None
    payment_id: uuid.UUID | None = Field(
        description="The fee's payment (purpose correction_fee); null when nothing was charged"
    )
    applied_changes: list[AppliedChangeOut]


class CorrectionRecordOut(BaseModel):
    """One applied change as the booking keeps it: before and after, its fee, who, when."""

    id: uuid.UUID
    passenger_id: uuid.UUID
    field: str
    old: str | None
    new: str | None
    fee: float
    currency: str
    actor: str
    created_at: datetime
    payment_id: uuid.UUID | None
    payment_status: str | None = Field(description="The fee's payment's status, when one")
    wallet_transaction_id: uuid.UUID | None

    @classmethod
    def of(cls, row: Any, payment_status: str | None) -> "CorrectionRecordOut":
        """A ``PassengerCorrection`` row with its fee's payment status."""
        return cls(
            id=row.id,
            passenger_id=row.passenger_id,
            field=row.field,
            old=row.old_value,
            new=row.new_value,
            fee=float(row.fee),
            currency=row.currency,
            actor=row.actor,
            created_at=row.created_at,
            payment_id=row.payment_id,
            payment_status=payment_status,
            wallet_transaction_id=row.wallet_transaction_id,
        )
