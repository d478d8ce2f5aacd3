"""The payments API (spec 01 §4.5, §4.9): ``/api/v1/payments`` (the payments of a client's
bookings, a payment's refund) and the money routes under ``/api/v1/bookings/{id}``
(pay-with-balance, initiate-payment, cancel, cancel-consumer, refund, refund-consumer). The
providers' notifications are ``payments.notifications_router``'s, the sandbox's hosted page
``payments.page_router``'s. HTTP only: the rules are in the room's modules."""

import uuid
from typing import Annotated

from fastapi import APIRouter, Body, Depends, Query, Response
from sqlalchemy.ext.asyncio import AsyncSession

from tarmac.accounts.errors import ACCOUNT_ERRORS
from tarmac.auth.caller import (
    MAGIC_LINK_OR_PASSENGER_ERRORS,
    AgencyKey,
    Caller,
    MagicLinkOrPassenger,
    SecretKey,
    require_key,
)
from tarmac.auth.errors import API_KEY_ERRORS
from tarmac.bookings import access, answers
from tarmac.bookings import service as bookings
from tarmac.bookings.dependencies import Links
from tarmac.bookings.errors import (
    BookingIsFinal,
    BookingNotFound,
    DuplicateSeat,
    ExtrasBeforePayment,
    ExtrasCouponNotOpen,
    ExtrasFlightClosed,
    ExtrasUnknownPassenger,
    ExtrasUnknownSegment,
    InfantWithSeat,
    NotThePassengersBooking,
    NotYourBooking,
    SeatAlreadyChosen,
)
from tarmac.bookings.schemas import BookingOut, ConsumerCancelOut, ExtrasIn
from tarmac.cache.reads import ReadsDep
from tarmac.core.direct_route import direct_post
from tarmac.core.errors import RateLimited, UpstreamUnavailable, error_responses
from tarmac.core.idempotency import IdempotencyInProgress, IdempotencyKeyReused
from tarmac.db.idempotency import Idempotency
from tarmac.db.session import DbSession
from tarmac.inventory.service import SeatTaken
from tarmac.partners.errors import (
    InsufficientBalance,
    KeyWithoutPartner,
    NoRateForFixedAmount,
    NoWalletInCurrency,
    WalletInactive,
)
from tarmac.payments import balance, cards, extras, fare_refunds, queries
from tarmac.payments.answers import payment_out, refunds_out
from tarmac.payments.dependencies import CardProvider
from tarmac.payments.errors import (
    AlreadyPaid,
    AmountNotDue,
    CardPaymentsNotConfigured,
    CurrencyNotTheBookings,
    FeeNotRefundable,
    FlightCancelled,
    NothingToRefund,
    NotPaid,
    NotPayable,
    NotRefundable,
    PaymentInProgress,
    PaymentNotFound,
    RefundBeyondFare,
    RefundExceedsPaid,
    RefundNotPossible,
)
from tarmac.payments.schemas import (
    BookingRefundIn,
    BookingRefundOut,
    InitiatedOut,
    InitiatePayment,
    PartRefund,
    PaymentOut,
    PaymentPage,
    PaymentQuery,
    RefundOut,
)
from tarmac.pricing.errors import (
    BadSeatNumber,
    NoExchangeRate,
    NoSeatZonePrice,
    RestrictedSsr,
    SeatNotInCabin,
    SeatSelectionNotAllowed,
    SsrOverLimit,
    SsrTooClose,
    UnknownSsr,
)
from tarmac.ticketing.errors import ENDING_ERRORS

router = APIRouter(prefix="/payments", tags=["payments"])
booking_payments_router = APIRouter(prefix="/bookings", tags=["bookings"])

# spec 01 §4.5: initiate-payment is for consumer_app keys (publishable or secret)
ConsumerKey = Annotated[Caller, Depends(require_key(client_types={"consumer_app"}))]

KEY_ERRORS = (*API_KEY_ERRORS, RateLimited)


@direct_post(  # a sale's hot write: served without FastAPI's general dependency solver
    booking_payments_router,
    "/{booking_id}/pay-with-balance",
    response_model=BookingOut,
    responses=error_responses(
        *KEY_ERRORS,
        KeyWithoutPartner,
        NotYourBooking,
        BookingNotFound,
        AlreadyPaid,
        BookingIsFinal,
        NotPayable,
        FlightCancelled,
        InsufficientBalance,
        NoWalletInCurrency,
        WalletInactive,
        NoRateForFixedAmount,
        IdempotencyInProgress,
        IdempotencyKeyReused,
    ),
)
async def pay_with_balance(
    booking_id: uuid.UUID,
    session: DbSession,
    caller: AgencyKey,
    idem: Idempotency,
    reads: ReadsDep,
) -> Response:
    """Pay a pending booking from the partner's wallet in the booking's currency: the debit
    (a ``DEBIT`` of purpose ``booking_payment``) and the commission the applicable rule
    gives (``commission_amount``) are written at once, and the booking is confirmed and
    paid. 422 naming the currency when the wallet (with its credit limit) is short. With
    ``X-Idempotency-Key`` a repeat answers the first payment again."""

    async def pay():
        view, money = await balance.pay_with_balance(session, booking_id, caller, reads)
        return answers.booking_out(view, money)

    return await idem.run(session, caller, "bookings.pay_with_balance", pay)


@booking_payments_router.post(
    "/{booking_id}/extras",
    response_model=BookingOut,
    responses=error_responses(
        *KEY_ERRORS,
        KeyWithoutPartner,
        NotYourBooking,
        BookingNotFound,
        ExtrasBeforePayment,
        BookingIsFinal,
        ExtrasUnknownPassenger,
        ExtrasUnknownSegment,
        ExtrasFlightClosed,
        ExtrasCouponNotOpen,
        UnknownSsr,
        RestrictedSsr,
        SsrTooClose,
        SsrOverLimit,
        DuplicateSeat,
        InfantWithSeat,
        SeatAlreadyChosen,
        BadSeatNumber,
        SeatSelectionNotAllowed,
        SeatNotInCabin,
        NoSeatZonePrice,
        NoExchangeRate,
        SeatTaken,
        InsufficientBalance,
        NoWalletInCurrency,
        WalletInactive,
        NoRateForFixedAmount,
        IdempotencyInProgress,
        IdempotencyKeyReused,
    ),
)
async def buy_extras(
    booking_id: uuid.UUID,
    body: ExtrasIn,
    session: DbSession,
    caller: AgencyKey,
    idem: Idempotency,
    reads: ReadsDep,
) -> Response:
    """Add services (SSR codes) and seats to a confirmed, paid booking of the caller's, paid
    from the partner's wallet in the booking's currency: each service or seat for one
    passenger on one segment (none: the first), checked and priced as at the sale (the SSR
    rules, the seat zone price, seat selection allowed by the fare, the seat free), the
    booking's total raised, an EMD issued for each, all in one transaction. A pending booking
    adds them by a new quote, or pays first (400 ``extras_before_payment``). Agency keys
    only. With ``X-Idempotency-Key`` a repeat answers the first purchase again."""

    async def add():
        view, money = await extras.buy_extras(session, booking_id, caller, reads, body)
        return answers.booking_out(view, money)

    return await idem.run(session, caller, "bookings.extras", add)


@router.get("/", response_model=PaymentPage, responses=error_responses(*KEY_ERRORS))
async def list_payments(
    session: DbSession, caller: SecretKey, query: Annotated[PaymentQuery, Query()]
):
    """The payments of the caller's bookings (its client's; an agency key's partner's),
    newest first. A secret key only (a publishable key is 403)."""
    found, total = await queries.find(session, caller, **query.model_dump())
    return PaymentPage(
        data=[payment_out(payment) for payment in found],
        page=query.page,
        page_size=query.page_size,
        total=total,
    )


@router.get(
    "/{payment_id}",
    response_model=PaymentOut,
    responses=error_responses(*KEY_ERRORS, PaymentNotFound),
)
async def get_payment(payment_id: uuid.UUID, session: DbSession, caller: SecretKey):
    """A payment of one of the caller's bookings; a secret key only."""
    return payment_out(await queries.get(session, payment_id, caller))


# --- card payments: initiate ---------------------------------------------------------------

INITIATE_ERRORS = (
    *KEY_ERRORS,
    NotYourBooking,
    BookingNotFound,
    AlreadyPaid,
    BookingIsFinal,
    NotPayable,
    AmountNotDue,
    CurrencyNotTheBookings,
    PaymentInProgress,
    CardPaymentsNotConfigured,
    UpstreamUnavailable,
    IdempotencyInProgress,
    IdempotencyKeyReused,
)


async def _initiate(
    booking_id: uuid.UUID,
    session: DbSession,
    caller: ConsumerKey,
    idem: Idempotency,
    provider: CardProvider,
    links: Links,
    body: Annotated[InitiatePayment, Body()] = InitiatePayment(),
) -> Response:
    """Start paying a pending booking by card, for its whole total (``amount`` 0), until
    it expires (``expires_at``). The sandbox provider answers ``payment_url``: send the
    payer's browser there; a card-form provider answers ``client_secret`` and
    ``psp_publishable_key`` for Stripe.js. The provider's notification, not the browser's
    return to ``return_url``, confirms the booking. Started again while the first waits,
    the same payment is answered (a new one if ``return_url`` or ``cancel_url`` changed);
    two at once: one 200, the other 409 (retry in 1 to 2 seconds). The body is optional:
    none, like ``{}``, pays the whole total. A publishable key pays only a booking it made
    itself (403 otherwise); the answer carries the payment alone."""

    async def initiate():
        started = await cards.initiate(
            session,
            booking_id,
            caller,
            provider,
            links,
            amount=body.amount,
            currency=body.currency,
            return_url=str(body.return_url) if body.return_url else None,
            cancel_url=str(body.cancel_url) if body.cancel_url else None,
        )
        return InitiatedOut(
            payment_id=started.payment.id,
            payment_url=started.payment_url,
            redirect_url=started.payment_url,
            expires_at=started.payment.expires_at,
            provider=started.payment.provider,
            client_secret=started.client_secret,
            psp_publishable_key=started.publishable_key,
        )

    return await idem.run(session, caller, "bookings.initiate_payment", initiate)


for mounted, name in (
    (booking_payments_router, "initiate_payment"),
    (router, "initiate_booking_payment"),
):
    mounted.add_api_route(
        "/{booking_id}/initiate-payment"
        if mounted is booking_payments_router
        else "/bookings/{booking_id}/initiate-payment",
        _initiate,
        methods=["POST"],
        response_model=InitiatedOut,
        responses=error_responses(*INITIATE_ERRORS),
        name=name,
    )


# --- refunds -----------------------------------------------------------------------------------

REFUND_ERRORS = (
    RefundNotPossible,
    FeeNotRefundable,
    UpstreamUnavailable,
    IdempotencyInProgress,
    IdempotencyKeyReused,
)


@router.post(
    "/{payment_id}/refund",
    response_model=RefundOut,
    responses=error_responses(
        *KEY_ERRORS,
        PaymentNotFound,
        NothingToRefund,
        RefundExceedsPaid,
        RefundBeyondFare,
        BookingIsFinal,
        *ENDING_ERRORS,
        *REFUND_ERRORS,
    ),
)
async def refund_payment(
    payment_id: uuid.UUID,
    body: PartRefund,
    session: DbSession,
    caller: SecretKey,
    idem: Idempotency,
    provider: CardProvider,
) -> Response:
    """Give back part (or all) of a completed payment: at most what it took minus what was
    already refunded (422 beyond), and no more than the booking's fare gives back now
    (400 ``RefundBeyondFare``: total less the cancellation fee, less what was already
    refunded; nothing for a non-refundable fare), never after the trip has left (400). A
    part refund leaves the booking confirmed (and a later cancel still keeps the fee); a
    refund that gives back all the fare allows cancels the booking and ends its tickets
    ``REFUNDED``. ``payment_status`` is ``refund_pending`` while a refund waits for the
    provider, then ``refunded`` (or ``paid`` after a part refund of a booking still
    valid). A wallet payment is refunded at once; a card one within 7 business days
    (``expected_by``)."""

    async def refund():
        done = await fare_refunds.refund_part(
            session, payment_id, caller, provider, body.amount, body.reason
        )
        (answer,) = await refunds_out(session, [done])
        return answer

    return await idem.run(session, caller, "payments.refund", refund)


async def _booking_refund_out(
    session: AsyncSession, done: fare_refunds.BookingRefund
) -> BookingRefundOut:
    return BookingRefundOut(
        booking_id=done.booking.id,
        booking_reference=done.booking.booking_reference,
        status=done.booking.status,
        payment_status=done.booking.payment_status,
        refund_amount=float(done.given.amount),
        currency=done.given.currency,
        fare_family=done.fare.fare_family,
        refundable=True,
        refunds=await refunds_out(session, done.given.refunds),
    )


@booking_payments_router.post(
    "/{booking_id}/cancel",
    response_model=BookingOut,
    responses=error_responses(
        *KEY_ERRORS,
        NotYourBooking,
        BookingNotFound,
        BookingIsFinal,
        *ENDING_ERRORS,
        RefundNotPossible,
        UpstreamUnavailable,
    ),
)
async def cancel_booking(
    booking_id: uuid.UUID, session: DbSession, caller: SecretKey, provider: CardProvider
):
    """Cancel a booking and give its places and seats back; a final booking is 400. A paid
    booking gets back what its fare refunds now (total less the cancellation fee; nothing
    for a non-refundable fare): ``payment_status`` ``refund_pending`` until the refund is
    done (at once to a wallet; card 3 to 7 business days), then ``refunded``. Served by the
    payments room, which builds on bookings: the money is its part of a cancel."""
    money = fare_refunds.refund_on_cancel(caller, provider)
    view = await bookings.cancel(session, booking_id, caller, money)
    return await answers.with_money(session, view)


@booking_payments_router.post(
    "/{booking_id}/cancel-consumer",
    response_model=ConsumerCancelOut,
    responses=error_responses(
        *MAGIC_LINK_OR_PASSENGER_ERRORS,
        *ACCOUNT_ERRORS,
        NotThePassengersBooking,
        RateLimited,
        BookingNotFound,
        BookingIsFinal,
        *ENDING_ERRORS,
        RefundNotPossible,
        UpstreamUnavailable,
    ),
)
async def cancel_consumer(
    booking_id: uuid.UUID, session: DbSession, caller: MagicLinkOrPassenger, provider: CardProvider
):
    """The traveller cancels, with the magic link or the passenger token of the booking's
    owner (its ``user_id``): the booking is cancelled and its places given back; a final
    booking is 400. A paid booking gets back what its fare refunds now
    (``refund_initiated``; ``refund_message`` says how much and when); an unpaid one,
    nothing, and ``refund_message`` says why."""
    money = fare_refunds.refund_on_cancel(caller, provider)
    cancelled = await access.cancel_consumer(session, booking_id, caller, money)
    booking = cancelled.booking
    return ConsumerCancelOut(
        booking_id=booking.id,
        booking_reference=booking.booking_reference,
        status=booking.status,
        payment_status=booking.payment_status,
        refund_initiated=cancelled.refund.initiated,
        refund_message=cancelled.refund.message,
    )


@booking_payments_router.post(
    "/{booking_id}/refund",
    response_model=BookingRefundOut,
    responses=error_responses(
        *KEY_ERRORS,
        NotYourBooking,
        BookingNotFound,
        BookingIsFinal,
        *ENDING_ERRORS,
        NotPaid,
        NotRefundable,
        *REFUND_ERRORS,
    ),
)
async def refund_booking(
    booking_id: uuid.UUID,
    session: DbSession,
    caller: SecretKey,
    idem: Idempotency,
    provider: CardProvider,
    body: Annotated[BookingRefundIn, Body()] = BookingRefundIn(),
) -> Response:
    """The client refunds a paid booking by its fare: FLEX and BUSINESS in full, others the
    total less the cancellation fee (the refund quote), a non-refundable fare 400. The
    booking is cancelled (``booking.cancelled`` with ``refund_amount``) and each refund
    done emits ``booking.refunded``."""

    async def refund():
        done = await fare_refunds.refund_for_client(
            session, booking_id, caller, provider, body.reason
        )
        return await _booking_refund_out(session, done)

    return await idem.run(session, caller, "bookings.refund", refund)


@booking_payments_router.post(
    "/{booking_id}/refund-consumer",
    response_model=BookingRefundOut,
    responses=error_responses(
        *MAGIC_LINK_OR_PASSENGER_ERRORS,
        *ACCOUNT_ERRORS,
        NotThePassengersBooking,
        BookingNotFound,
        BookingIsFinal,
        *ENDING_ERRORS,
        NotPaid,
        NotRefundable,
        RefundNotPossible,
        UpstreamUnavailable,
    ),
)
async def refund_consumer(
    booking_id: uuid.UUID, session: DbSession, caller: MagicLinkOrPassenger, provider: CardProvider
):
    """The traveller's refund, with the magic link or the owner's passenger token: by fare
    family, FLEX and BUSINESS in full, CLASSIC the total less the cancellation fee, LIGHT
    400 (not refundable); 400 for an unpaid or cancelled booking. The booking is cancelled
    and the money given back where it came from."""
    return await _booking_refund_out(
        session, await fare_refunds.refund_consumer(session, booking_id, caller, provider)
    )
