"""The back office's shapes of a flight's booking-class inventory and of its cabins."""

import uuid
from datetime import datetime
from typing import Any

from pydantic import Field, model_validator

from tarmac.catalog.schemas import Cabin
from tarmac.core.bodies import In, Out


class InventoryIn(In):
    cabin: Cabin
    seats: int = Field(
        ge=0, le=1000, description="Not below the seats sold, at most the aircraft's cabin seats"
    )
    is_open: bool = True


class InventoryAdmin(Out):
    id: uuid.UUID
    flight_id: uuid.UUID
    booking_class: str
    cabin: str
    seats: int
    sold: int
    held: int = Field(description="Places held by drafts (a sale may still take them)")
    available: int = Field(description="seats - sold: what a sale may take")
    is_open: bool
    created_at: datetime
    updated_at: datetime

    @model_validator(mode="before")
    @classmethod
    def _available(cls, data: Any) -> Any:
        if isinstance(data, dict):
            return data
        values = {name: getattr(data, name) for name in cls.model_fields if name != "available"}
        values["available"] = data.seats - data.sold
        return values


class CabinIn(In):
    overbooking: int = Field(
        ge=0,
        le=1000,
        description="Places the cabin's classes may sell beyond its seats (0: none); never "
        "below what is sold beyond them",
    )


class CabinAdmin(Out):
    id: uuid.UUID
    flight_id: uuid.UUID
    cabin: str
    seats: int = Field(description="The aircraft's sellable seats in the cabin")
    overbooking: int
    sold: int = Field(description="Places sold across the cabin's classes")
    held: int = Field(description="Places held by drafts across the cabin's classes")
    available: int = Field(
        description="seats + overbooking - sold: the most any class of the cabin may still sell"
    )
    created_at: datetime
    updated_at: datetime

    @model_validator(mode="before")
    @classmethod
    def _available(cls, data: Any) -> Any:
        if isinstance(data, dict):
            return data
        values = {name: getattr(data, name) for name in cls.model_fields if name != "available"}
        values["available"] = max(data.seats + data.overbooking - data.sold, 0)
        return values
