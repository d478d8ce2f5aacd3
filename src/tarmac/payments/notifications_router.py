"""What payment providers tell Tarmac over HTTP (spec 01 §4.5): the sandbox provider's
signed notification, Stripe's webhook, and the external confirmation of a payment a
client's backend took through its own provider (``/api/v1/payments/...``). HTTP only: the
rules are in ``payments.notifications`` and ``payments.external``."""

from typing import Annotated

from fastapi import APIRouter, Depends, Request

from tarmac.auth.caller import Caller, require_key
from tarmac.auth.errors import API_KEY_ERRORS
from tarmac.bookings.errors import BookingIsFinal, BookingNotFound
from tarmac.cache.reads import ReadsDep
from tarmac.core.errors import RateLimited, ServiceUnavailable, error_responses
from tarmac.db.session import DbSession
from tarmac.payments import external, notifications, sandbox, stripe_provider
from tarmac.payments.dependencies import CardProvider
from tarmac.payments.errors import (
    AlreadyPaid,
    AmountNotDue,
    BadBookingId,
    BadSignature,
    CurrencyNotTheBookings,
    FlightCancelled,
    NotPayable,
    NotSandbox,
    NotStripe,
    NotTheClientsBooking,
    ReservedProvider,
    SignatureRequired,
    TransactionClosed,
    TransactionOfAnotherBooking,
    UnknownProviderTransaction,
)
from tarmac.payments.schemas import ExternalConfirmation, ExternalConfirmed, NotificationOut

router = APIRouter(prefix="/payments", tags=["payments"])

KEY_ERRORS = (*API_KEY_ERRORS, RateLimited)


@router.post(
    "/providers/sandbox/notify",
    response_model=NotificationOut,
    responses=error_responses(BadSignature, UnknownProviderTransaction, NotSandbox, RateLimited),
)
async def sandbox_notification(
    request: Request, session: DbSession, provider: CardProvider, reads: ReadsDep
):
    """The sandbox provider's signed notification (``X-Sandbox-Signature``): the outcome of
    a payment on its hosted page. Not for clients: the page sends it."""
    if provider is None or provider.name != sandbox.NAME:
        raise NotSandbox()
    outcome = provider.read_notification(await request.body(), request.headers)
    if outcome is None:
        return NotificationOut(received=True, payment_status=None)
    payment = await notifications.settle(session, provider, outcome, reads)
    return NotificationOut(received=True, payment_status=payment.status)


@router.post(
    "/providers/stripe/webhook",
    response_model=NotificationOut,
    responses=error_responses(BadSignature, NotStripe, RateLimited),
)
async def stripe_webhook(
    request: Request, session: DbSession, provider: CardProvider, reads: ReadsDep
):
    """Stripe's webhook (``Stripe-Signature``, verified with the endpoint's signing secret):
    ``payment_intent.succeeded`` confirms and pays the booking, ``payment_failed`` and
    ``canceled`` close the payment, ``refund.updated`` settles one refund and
    ``refund.failed`` fails it. Events about
    other objects, or PaymentIntents Tarmac did not create, are acknowledged and ignored."""
    if provider is None or provider.name != stripe_provider.NAME:
        raise NotStripe()
    outcome = provider.read_notification(await request.body(), request.headers)
    if outcome is None:
        return NotificationOut(received=True, payment_status=None)
    try:
        payment = await notifications.settle(session, provider, outcome, reads)
    except UnknownProviderTransaction:
        return NotificationOut(received=True, payment_status=None)
    return NotificationOut(received=True, payment_status=payment.status)


# --- external confirmation -------------------------------------------------------------------

ExternalConfirmer = Annotated[
    Caller,
    Depends(
        require_key(
            key_type="secret",
            client_types={"consumer_app"},
            scopes={"payments:confirm-external"},
        )
    ),
]


@router.post(
    "/webhooks/external",
    response_model=ExternalConfirmed,
    responses=error_responses(
        *KEY_ERRORS,
        BadBookingId,
        SignatureRequired,
        NotTheClientsBooking,
        BookingNotFound,
        AlreadyPaid,
        BookingIsFinal,
        NotPayable,
        FlightCancelled,
        AmountNotDue,
        CurrencyNotTheBookings,
        ReservedProvider,
        TransactionOfAnotherBooking,
        TransactionClosed,
        ServiceUnavailable,
    ),
)
async def confirm_external_payment(
    body: ExternalConfirmation,
    request: Request,
    session: DbSession,
    caller: ExternalConfirmer,
    reads: ReadsDep,
):
    """A payment your backend took through its own provider: the booking (made by this
    client) becomes confirmed and paid, and its contact gets the e-mail with the magic link
    and the e-ticket. Once per (``provider``, ``transaction_id``): ``created``, then
    ``already_processed`` for a repeat; ``updated`` when a payment waiting under that id
    completes. With signatures switched on by the airline, ``X-Signature`` is the
    HMAC-SHA256 of the raw body with your secret key, in hex. 503: retry with an
    exponential delay."""
    await external.check_signature(
        session,
        caller,
        request.headers.get("x-api-key", ""),
        await request.body(),
        request.headers.get("x-signature"),
    )
    status, payment = await external.confirm_external(session, caller, body, reads)
    return ExternalConfirmed(status=status, payment_id=payment.id)
