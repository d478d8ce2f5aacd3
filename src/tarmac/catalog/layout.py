"""Aircraft seat layouts (spec 01 §2.9): which seats exist, their cabin, type and price zone.

The zone of a seat comes from the layout alone: an exit row gives ``XL``, a front row
``FRONT``, anything else ``STD``; clients send only the seat number.
"""

import re
from dataclasses import dataclass
from typing import Annotated, Literal, get_args

from pydantic import BaseModel, ConfigDict, Field, model_validator

Cabin = Literal["economy", "premium_economy", "business", "first"]
CABINS: tuple[str, ...] = get_args(Cabin)
SEAT_NUMBER = re.compile(r"^([1-9][0-9]{0,2})([A-Z])$")
RowNumber = Annotated[int, Field(ge=1, le=150)]
SEAT_TYPE = re.compile(r"^[a-z][a-z_]{0,31}$")


class CabinSection(BaseModel):
    model_config = ConfigDict(extra="forbid")

    cabin: Cabin
    first_row: int = Field(ge=1, le=150)
    last_row: int = Field(ge=1, le=150)
    columns: list[str] | None = Field(
        default=None, description="Columns of this cabin when it has fewer (e.g. A C D F)"
    )


class SeatLayout(BaseModel):
    model_config = ConfigDict(extra="forbid")

    columns: list[str] = Field(min_length=1, max_length=12)
    cabins: list[CabinSection] = Field(min_length=1)
    exit_rows: list[RowNumber] = Field(default_factory=list)
    front_rows: list[RowNumber] = Field(default_factory=list)
    skip_rows: list[RowNumber] = Field(
        default_factory=list, description="Row numbers not used (e.g. 13)"
    )
    blocked_seats: list[str] = Field(default_factory=list)
    seat_types: dict[str, str] = Field(
        default_factory=dict, description="Seat number to type, e.g. {'12A': 'extra_legroom'}"
    )

    @model_validator(mode="after")
    def _consistent(self) -> "SeatLayout":  # noqa: C901
        if any(not re.fullmatch(r"[A-Z]", c) for c in self.columns) or len(
            set(self.columns)
        ) != len(self.columns):
            raise ValueError("columns must be distinct single capital letters")
        previous_last = 0
        for section in self.cabins:
            if section.first_row > section.last_row:
                raise ValueError("a cabin's first_row must not be after its last_row")
            if section.first_row <= previous_last:
                raise ValueError("cabins must be in row order and must not overlap")
            previous_last = section.last_row
            if section.columns and not set(section.columns) <= set(self.columns):
                raise ValueError("a cabin's columns must be among the aircraft's columns")
        known = {seat.number for seat in self.seats(include_blocked=True)}
        for number in [*self.blocked_seats, *self.seat_types]:
            if number not in known:
                raise ValueError(f"seat {number} is not in the layout")
        for number, kind in self.seat_types.items():
            if not SEAT_TYPE.fullmatch(kind):
                raise ValueError(
                    f"seat type of {number} must be 1 to 32 lowercase letters or _ "
                    "(e.g. standard, extra_legroom)"
                )
        if self.total_seats() == 0:
            raise ValueError("the layout has no sellable seat (every seat is blocked)")
        return self

    def seats(self, include_blocked: bool = False) -> list["Seat"]:
        blocked = set(self.blocked_seats)
        exit_rows, front_rows, skipped = (
            set(self.exit_rows),
            set(self.front_rows),
            set(self.skip_rows),
        )
        result = []
        for section in self.cabins:
            for row in range(section.first_row, section.last_row + 1):
                if row in skipped:
                    continue
                for column in section.columns or self.columns:
                    number = f"{row}{column}"
                    if number in blocked and not include_blocked:
                        continue
                    zone = "XL" if row in exit_rows else "FRONT" if row in front_rows else "STD"
                    default_type = "extra_legroom" if row in exit_rows else "standard"
                    result.append(
                        Seat(
                            number=number,
                            row=row,
                            column=column,
                            cabin=section.cabin,
                            type=self.seat_types.get(number, default_type),
                            zone=zone,
                            blocked=number in blocked,
                        )
                    )
        return result

    def total_seats(self) -> int:
        return len(self.seats())

    def seats_by_cabin(self) -> dict[str, int]:
        counts: dict[str, int] = {}
        for seat in self.seats():
            counts[seat.cabin] = counts.get(seat.cabin, 0) + 1
        return counts


@dataclass(frozen=True)
class Seat:
    number: str
    row: int
    column: str
    cabin: str
    type: str
    zone: str
    blocked: bool
