"""Back office: find bookings (by reference, contact e-mail, flight, status, creation time)
and read one with its owner and its history (``/api/v1/admin/bookings``)."""

import uuid
from typing import Annotated

from fastapi import Query

from tarmac.admin.common import admin_router
from tarmac.auth.caller import AdminStaff
from tarmac.bookings import answers
from tarmac.bookings import service as bookings
from tarmac.bookings.errors import BookingNotFound
from tarmac.bookings.schemas import BookingEventOut, BookingPage, BookingQuery, BookingWithHistory
from tarmac.core.errors import error_responses
from tarmac.corrections import service as corrections
from tarmac.corrections.schemas import CorrectionRecordOut
from tarmac.db.session import DbSession
from tarmac.ticketing import service as ticketing
from tarmac.ticketing.schemas import CouponMoveOut

router = admin_router("admin: bookings")


@router.get("/bookings", response_model=BookingPage)
async def find_bookings(
    session: DbSession,
    caller: AdminStaff,
    query: Annotated[BookingQuery, Query()],
):
    """Every client's bookings matching the filters, newest first."""
    views, total = await bookings.find(session, caller, query)
    return await answers.page_with_money(session, views, total, query)


@router.get(
    "/bookings/{booking_id}",
    response_model=BookingWithHistory,
    responses=error_responses(BookingNotFound),
)
async def read_booking(booking_id: uuid.UUID, session: DbSession, caller: AdminStaff):
    """One booking with its owning client, its history (every transition, who, when) and
    every move of its coupons."""
    view, events = await bookings.history(session, booking_id, caller)
    return BookingWithHistory(
        **(await answers.with_money(session, view)).model_dump(),
        api_client_id=view.booking.api_client_id,
        partner_id=view.booking.partner_id,
        history=[BookingEventOut.model_validate(e) for e in events],
        coupon_moves=[
            CouponMoveOut.model_validate(m) for m in await ticketing.moves_of(session, booking_id)
        ],
    )


@router.get(
    "/bookings/{booking_id}/corrections",
    response_model=list[CorrectionRecordOut],
    responses=error_responses(BookingNotFound),
)
async def read_booking_corrections(booking_id: uuid.UUID, session: DbSession, caller: AdminStaff):
    """Every change applied to the booking's passengers (spec 01 §4.7), oldest first: the
    field, its value before and after, the fee and its payment's status, who and when."""
    return [
        CorrectionRecordOut.of(r.correction, r.payment_status)
        for r in await corrections.history(session, booking_id, caller)
    ]
