"""The business errors of inventory, each with its status and body (spec 02 §7)."""

from typing import Literal

from pydantic import BaseModel

from tarmac.core.errors import Conflict, ErrorBody, ValidationFailed


class SoldOutDetail(BaseModel):
    error: Literal["insufficient_availability_no_book_up"]
    message: str
    available: int
    requested: int
    booking_class_code: str
    is_open: bool


class SoldOutBody(ErrorBody):
    # pydantic lets a subclass narrow a field; mypy sees a mutable attribute's type changed
    detail: SoldOutDetail  # type: ignore[assignment]


class SoldOut(Conflict):
    """Not enough places left in a booking class (409, spec 02 §7)."""

    code = "sold_out"
    default_detail = "Not enough places left in the booking class"
    body_model = SoldOutBody

    def __init__(
        self,
        message: str,
        *,
        available: int,
        requested: int,
        booking_class_code: str,
        is_open: bool,
    ) -> None:
        super().__init__(
            {
                "error": "insufficient_availability_no_book_up",
                "message": message,
                "available": available,
                "requested": requested,
                "booking_class_code": booking_class_code,
                "is_open": is_open,
            }
        )


class SeatTaken(Conflict):
    """The seat is held or taken on that flight (409)."""

    code = "seat_taken"
    default_detail = "The seat is already taken or held"

    def __init__(self, seat_number: str) -> None:
        super().__init__(
            {
                "error": "seat_unavailable",
                "message": f"Seat {seat_number} is already taken or held on this flight",
                "seat_number": seat_number,
            }
        )


class SeatsOutOfRange(ValidationFailed):
    code = "seats_out_of_range"
    default_detail = (
        "A booking class has at least the seats already sold and at most the aircraft's seats "
        "in its cabin"
    )


class CabinHasSales(ValidationFailed):
    code = "cabin_has_sales"
    default_detail = "The cabin of a booking class with seats sold cannot change"
