"""Passenger data correction over HTTP (``/api/v1/bookings/{id}/correction/...``, spec 01
§4.7), and the booking's corrections for its owner. HTTP only: the rules are in
``corrections.service``.

Who: a secret key whose client sees the booking (its own, an agency key its partner's), as
``GET /bookings/{id}``; a publishable key reads no booking (403), nor do magic links or
passenger tokens, which carry no key (401).
"""

import uuid

from fastapi import APIRouter

from tarmac.auth.caller import SecretKey
from tarmac.auth.errors import API_KEY_ERRORS
from tarmac.bookings.dependencies import Links
from tarmac.bookings.errors import BookingNotFound, DocumentExpires, NotYourBooking
from tarmac.cache.reads import ReadsDep
from tarmac.core.errors import RateLimited, error_responses
from tarmac.corrections import service
from tarmac.corrections.errors import (
    BadFormat,
    CorrectionBlocked,
    NameTooDifferent,
    NoChanges,
    NoRealChange,
    NoWalletToPayFrom,
    PassengerNotInBooking,
    PassengerTwice,
    RestrictedField,
    UnknownField,
)
from tarmac.corrections.schemas import (
    AppliedChangeOut,
    ChangeOut,
    CorrectionAllowed,
    CorrectionApplied,
    CorrectionApply,
    CorrectionBlockedOut,
    CorrectionRecordOut,
    CorrectionRequest,
    ItemOut,
)
from tarmac.db.session import DbSession
from tarmac.partners.errors import InsufficientBalance, NoWalletInCurrency, WalletInactive
from tarmac.payments.dependencies import CardProvider
from tarmac.payments.errors import CardPaymentsNotConfigured
from tarmac.pricing.errors import NoExchangeRate

router = APIRouter(prefix="/bookings", tags=["corrections"])

READ_ERRORS = (*API_KEY_ERRORS, RateLimited, NotYourBooking, BookingNotFound)
RULE_ERRORS = (
    RestrictedField,
    UnknownField,
    BadFormat,
    NameTooDifferent,
    NoRealChange,
    PassengerNotInBooking,
    PassengerTwice,
    NoChanges,
    DocumentExpires,
    NoExchangeRate,
)


def allowed_out(plan: service.Plan) -> CorrectionAllowed:
    return CorrectionAllowed(
        total_fee=float(plan.total_fee),
        currency=plan.currency,
        items=[
            ItemOut(
                passenger_id=item.passenger_id,
                passenger_name=item.passenger_name,
                changes=[
                    ChangeOut(field=c.field, old=c.old, new=c.new, fee=float(c.fee))
                    for c in item.changes
                ],
                subtotal=float(item.subtotal),
            )
            for item in plan.items
        ],
        minutes_to_departure=plan.minutes_to_departure,
    )


@router.post(
    "/{booking_id}/correction/availability",
    response_model=CorrectionAllowed | CorrectionBlockedOut,
    responses=error_responses(*READ_ERRORS, *RULE_ERRORS),
)
async def correction_availability(
    booking_id: uuid.UUID, body: CorrectionRequest, session: DbSession, caller: SecretKey
):
    """What correcting these passengers' data would cost, changing nothing: each change
    with its fee (first and last name 1,500 KGS each, 1,500 KGS once for all the document
    changes of a passenger, middle name and nationality free; converted to the booking's
    currency) and the minutes left to departure; or ``allowed: false`` with
    ``blocked_reason`` (booking cancelled, expired or completed, a passenger boarded, under
    30 minutes to departure). A request that breaks a rule is 400, as ``apply`` would be."""
    plan = await service.availability(session, booking_id, caller, body.corrections)
    if isinstance(plan, service.Blocked):
        return CorrectionBlockedOut(blocked_reason=plan.reason, currency=plan.currency)
    return allowed_out(plan)


@router.post(
    "/{booking_id}/correction/apply",
    response_model=CorrectionApplied,
    responses=error_responses(
        *READ_ERRORS,
        *RULE_ERRORS,
        CorrectionBlocked,
        NoWalletToPayFrom,
        InsufficientBalance,
        NoWalletInCurrency,
        WalletInactive,
        CardPaymentsNotConfigured,
    ),
)
async def correction_apply(
    booking_id: uuid.UUID,
    body: CorrectionApply,
    session: DbSession,
    caller: SecretKey,
    provider: CardProvider,
    links: Links,
    reads: ReadsDep,
):
    """Correct the passengers' data at once (all the changes or none) and charge the fee:
    from the partner's wallet with ``pay_with_balance`` (422 naming the currency when
    short: nothing changes), otherwise as a payment of its own (purpose
    ``correction_fee``) waiting at ``payment_url``; the booking's own status and
    ``payment_status`` do not change. Blocked as ``availability`` says: 400 with the
    reason. The next e-ticket shows the new data; an issued boarding pass is not
    reissued."""
    applied = await service.apply(
        session,
        booking_id,
        caller,
        body.corrections,
        pay_with_balance=body.pay_with_balance,
        provider=provider,
        links=links,
        reads=reads,
    )
    plan = applied.plan
    return CorrectionApplied(
        applied=True,
        total_fee=float(plan.total_fee),
        currency=plan.currency,
        payment_required=applied.payment_required,
        payment_url=applied.payment_url,
        payment_id=applied.payment_id,
        applied_changes=[
            AppliedChangeOut(
                passenger_id=item.passenger_id,
                field=c.field,
                old=c.old,
                new=c.new,
                fee=float(c.fee),
            )
            for item in plan.items
            for c in item.changes
        ],
    )


@router.get(
    "/{booking_id}/corrections",
    response_model=list[CorrectionRecordOut],
    responses=error_responses(*READ_ERRORS),
)
async def booking_corrections(booking_id: uuid.UUID, session: DbSession, caller: SecretKey):
    """Every change applied to the booking's passengers, oldest first: the field, its value
    before and after, the fee and its payment's status, who and when."""
    return [
        CorrectionRecordOut.of(r.correction, r.payment_status)
        for r in await service.history(session, booking_id, caller)
    ]
