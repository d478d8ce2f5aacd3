"""Back office: find bookings (by reference, contact e-mail, flight, status, creation time)
and read one with its owner and its history (``/api/v1/admin/bookings``)."""

import uuid
from typing import Annotated, Literal

from fastapi import Query
from pydantic import AwareDatetime

from tarmac.admin.common import admin_router
from tarmac.auth.caller import AdminStaff
from tarmac.bookings import answers
from tarmac.bookings import service as bookings
from tarmac.bookings.errors import BookingNotFound
from tarmac.bookings.schemas import BookingEventOut, BookingPage, BookingWithHistory
from tarmac.core.errors import error_responses
from tarmac.db.session import DbSession

router = admin_router("admin: bookings")


@router.get("/bookings", response_model=BookingPage)
async def find_bookings(
    session: DbSession,
    caller: AdminStaff,
    booking_reference: Annotated[str | None, Query(max_length=6)] = None,
    contact_email: Annotated[str | None, Query(max_length=320)] = None,
    flight_id: uuid.UUID | None = None,
    status: Literal["pending", "confirmed", "cancelled", "expired", "completed"] | None = None,
    created_from: AwareDatetime | None = None,
    created_to: AwareDatetime | None = None,
    page: Annotated[int, Query(ge=1, le=bookings.MAX_PAGE, description="From 1")] = 1,
    page_size: Annotated[int, Query(ge=1, le=200)] = 50,
):
    """Every client's bookings matching the filters, newest first."""
    filters = bookings.Filters(
        status, booking_reference, contact_email, flight_id, created_from, created_to
    )
    views, total = await bookings.find(session, caller, filters, page=page, page_size=page_size)
    return BookingPage(
        items=[answers.booking_out(v) for v in views], total=total, page=page, page_size=page_size
    )


@router.get(
    "/bookings/{booking_id}",
    response_model=BookingWithHistory,
    responses=error_responses(BookingNotFound),
)
async def read_booking(booking_id: uuid.UUID, session: DbSession, caller: AdminStaff):
    """One booking with its owning client and its history (every transition, who, when)."""
    view, events = await bookings.history(session, booking_id, caller)
    return BookingWithHistory(
        **answers.booking_out(view).model_dump(),
        api_client_id=view.booking.api_client_id,
        partner_id=view.booking.partner_id,
        history=[BookingEventOut.model_validate(e) for e in events],
    )
