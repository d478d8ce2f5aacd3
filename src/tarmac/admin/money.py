"""Back office: partner wallets (top-ups, adjustments, credit limits, their ledgers and the
reconciliation of balances with ledgers), commission rules, and the payments of a booking
(staff token with ``admin``). HTTP only; the rules are in ``tarmac.partners`` and
``tarmac.payments``."""

import uuid
from datetime import datetime
from typing import Annotated

from fastapi import Path, Query

from tarmac.admin.common import admin_router
from tarmac.admin.crud import Resource, mount
from tarmac.auth.caller import AdminStaff
from tarmac.bookings import service as bookings
from tarmac.bookings.errors import BookingNotFound
from tarmac.core import clock
from tarmac.core.errors import InvalidRange, UpstreamUnavailable, error_responses
from tarmac.db.session import DbSession
from tarmac.partners import commissions, wallets
from tarmac.partners import schemas as s
from tarmac.partners import service as partners
from tarmac.partners.errors import (
    InsufficientBalance,
    PartnerNotFound,
    PaysFromParentWallet,
    WalletNotFound,
)
from tarmac.payments import reconciliation
from tarmac.payments import service as payments
from tarmac.payments.answers import payment_out, refunds_out
from tarmac.payments.dependencies import CardProvider
from tarmac.payments.errors import (
    FeeNotRefundable,
    NothingToRefund,
    PaymentNotFound,
    RefundExceedsPaid,
    RefundNotPossible,
    UnknownClient,
)
from tarmac.payments.schemas import (
    BookingImbalanceOut,
    CommissionExcessOut,
    FeeRefundedOut,
    MoneyReconciliationOut,
    PartRefund,
    PaymentOut,
    RefundOut,
    WalletImbalanceOut,
)
from tarmac.payments.staff_schemas import (
    ExternalClientIn,
    ExternalClientOut,
    ReceivableOut,
    RefundPage,
    RefundQuery,
)
from tarmac.ticketing import items as sale_items
from tarmac.ticketing.errors import ENDING_ERRORS
from tarmac.ticketing.schemas import BookingItemsOut

router = admin_router("admin: wallets")


def _staff(caller) -> str:
    return bookings.actor(caller)


# Literal paths before the mounted "/wallets/{wallet_id}".


@router.get("/wallets/reconciliation", response_model=s.ReconciliationOut)
async def reconcile_wallets(session: DbSession, _: AdminStaff):
    """Every wallet whose balance is not the sum of its transactions (or not the
    ``balance_after`` of its latest one); ``balanced`` true when there is none."""
    mismatches = await wallets.reconcile(session)
    return s.ReconciliationOut(
        checked_at=clock.now(),
        wallets_checked=await wallets.wallet_records.count(session),
        balanced=not mismatches,
        mismatches=[
            s.ReconciliationEntry(
                wallet_id=m.wallet_id,
                partner_id=m.partner_id,
                currency=m.currency,
                balance=float(m.balance),
                ledger_sum=float(m.ledger_sum),
                last_balance_after=(
                    float(m.last_balance_after) if m.last_balance_after is not None else None
                ),
            )
            for m in mismatches
        ],
    )


@router.get("/reconciliation", response_model=MoneyReconciliationOut)
async def reconcile_money(
    session: DbSession,
    _: AdminStaff,
    since: Annotated[
        datetime | None,
        Query(description="Check only bookings with money moving since then (default: all)"),
    ] = None,
):
    """The money's reconciliation (``docs/payments.md``): each booking's payments, less its
    refunds, against what its items hold, used, retained and carried on; each partner's
    commission reversed against credited; fee payments never refunded; wallets' balances
    against their ledgers. ``balanced`` true when nothing is out of balance."""
    found = await reconciliation.reconcile(session, since)
    return MoneyReconciliationOut(
        checked_at=found.checked_at,
        since=found.since,
        bookings_checked=found.bookings_checked,
        balanced=found.out_of_balance == 0,
        out_of_balance=found.out_of_balance,
        bookings=[
            BookingImbalanceOut(**{**vars(b), "difference": b.difference}) for b in found.bookings
        ],
        commissions=[CommissionExcessOut(**vars(c)) for c in found.commissions],
        fees=[FeeRefundedOut(**vars(f)) for f in found.fees],
        wallets=[WalletImbalanceOut(**vars(w)) for w in found.wallets],
    )


mount(
    router,
    Resource(
        records=wallets.wallet_records,
        path="/wallets",
        name="wallet",
        plural="wallets",
        out=s.AdminWalletOut,
        patch=s.WalletPatch,
        delete=False,
        query=s.WalletQuery,
        key="wallet_id",
        docs={
            "list": "Wallets, by partner and currency (balances change only through top-ups, "
            "adjustments, payments and refunds).",
            "update": "Set a wallet's credit limit (not below what it owes) or suspend it "
            "(is_active false: no payments from it; top-ups and refunds still land).",
        },
    ),
)


@router.post(
    "/partners/{partner_id}/wallet/top-up",
    response_model=s.AdminTransactionOut,
    status_code=201,
    responses=error_responses(PartnerNotFound, PaysFromParentWallet),
)
async def top_up(partner_id: uuid.UUID, body: s.TopUpIn, session: DbSession, caller: AdminStaff):
    """Credit the partner's wallet in ``currency`` (a ``TOP_UP``); the first top-up in a
    currency opens that wallet. A sub-partner paying from its parent's wallets has none."""
    posted = await partners.top_up(
        session,
        partner_id,
        currency=body.currency,
        amount=body.amount,
        description=body.description,
        actor=_staff(caller),
    )
    return s.AdminTransactionOut.model_validate(await wallets.line(session, posted.id))


@router.post(
    "/wallets/{wallet_id}/adjustments",
    response_model=s.AdminTransactionOut,
    status_code=201,
    responses=error_responses(WalletNotFound, InsufficientBalance),
)
async def adjust(
    wallet_id: uuid.UUID, body: s.AdjustmentIn, session: DbSession, caller: AdminStaff
):
    """Correct a wallet by a signed amount (an ``ADJUSTMENT``, with why); a debit may not
    take it below its credit limit (422)."""
    posted = await partners.adjust(
        session, wallet_id, amount=body.amount, description=body.description, actor=_staff(caller)
    )
    return s.AdminTransactionOut.model_validate(await wallets.line(session, posted.id))


@router.get(
    "/wallets/{wallet_id}/transactions",
    response_model=s.AdminTransactionPage,
    responses=error_responses(WalletNotFound, InvalidRange),
)
async def wallet_transactions(
    wallet_id: uuid.UUID,
    session: DbSession,
    _: AdminStaff,
    query: Annotated[s.TransactionPaging, Query()],
):
    """The wallet's ledger, newest first, with who wrote each line."""
    lines, total = await wallets.lines_of(session, wallet_id, query.page, query.page_size)
    return s.AdminTransactionPage(
        data=[s.AdminTransactionOut.model_validate(line) for line in lines],
        page=query.page,
        page_size=query.page_size,
        total=total,
    )


mount(
    router,
    Resource(
        records=commissions.commission_rules,
        path="/commission-rules",
        name="commission_rule",
        plural="commission_rules",
        out=s.AdminCommissionRuleOut,
        create=s.CommissionRuleIn,
        patch=s.CommissionRulePatch,
        query=s.CommissionRuleQuery,
        key="commission_rule_id",
        errors={"create": [InvalidRange], "update": [InvalidRange]},
        docs={
            "create": "A partner's commission on sales paid from its wallet: a percentage of "
            "the total plus a fixed amount, on one route, one airline's flights or "
            "everywhere, from effective_date to expiration_date.",
        },
    ),
)


@router.get(
    "/bookings/{booking_id}/payments",
    response_model=list[PaymentOut],
    responses=error_responses(BookingNotFound),
    tags=["admin: bookings"],
)
async def booking_payments(booking_id: uuid.UUID, session: DbSession, _: AdminStaff):
    """The payments of a booking, oldest first."""
    await bookings.current(session, booking_id)
    found = await payments.of_bookings(session, [booking_id])
    return [payment_out(payment) for payment in found.get(booking_id, [])]


@router.get(
    "/bookings/{booking_id}/items",
    response_model=BookingItemsOut,
    responses=error_responses(BookingNotFound),
    tags=["admin: bookings"],
)
async def booking_items(booking_id: uuid.UUID, session: DbSession, _: AdminStaff):
    """What each item the booking sold is worth and where its money stands (held, used,
    retained, refunded, carried into an exchange), with every move it made: which refund
    gave it back, which booking it was carried into, the commission that went with it."""
    await bookings.current(session, booking_id)
    return await sale_items.view(session, booking_id)


@router.get("/payments/external-clients", response_model=list[ExternalClientOut])
async def list_external_clients(session: DbSession, _: AdminStaff):
    """The clients whose external payment confirmations the airline set up (those absent
    send unsigned ones)."""
    return await payments.external_clients(session)


@router.put(
    "/payments/external-clients/{client_id}",
    response_model=ExternalClientOut,
    responses=error_responses(UnknownClient),
)
async def set_external_client(
    client_id: Annotated[str, Path(min_length=1, max_length=100, pattern=r"^[A-Za-z0-9._:-]+$")],
    body: ExternalClientIn,
    session: DbSession,
    _: AdminStaff,
):
    """Require (or stop requiring) ``X-Signature`` on this client's external payment
    confirmations: HMAC-SHA256 of the raw body with its secret key. Off by default; 404
    for a client id no API key has."""
    return await payments.set_signature_requirement(session, client_id, body.require_signature)


@router.get(
    "/bookings/{booking_id}/refunds",
    response_model=list[RefundOut],
    responses=error_responses(BookingNotFound),
    tags=["admin: bookings"],
)
async def booking_refunds(booking_id: uuid.UUID, session: DbSession, _: AdminStaff):
    """The refunds of a booking, oldest first: how much, from which payment, why, done or
    still expected (``expected_by``)."""
    await bookings.current(session, booking_id)
    return await refunds_out(session, await payments.refunds_of(session, [booking_id]))


@router.get("/refunds", response_model=RefundPage)
async def list_refunds(session: DbSession, _: AdminStaff, query: Annotated[RefundQuery, Query()]):
    """Refunds of every booking, newest first; ``status=PENDING`` lists those a provider has
    not reported done yet."""
    found, total = await payments.find_refunds(
        session, status=query.status, page=query.page, page_size=query.page_size
    )
    return RefundPage(
        data=await refunds_out(session, found),
        page=query.page,
        page_size=query.page_size,
        total=total,
    )


@router.post(
    "/payments/{payment_id}/refund",
    response_model=RefundOut,
    responses=error_responses(
        PaymentNotFound,
        NothingToRefund,
        RefundExceedsPaid,
        RefundNotPossible,
        FeeNotRefundable,
        *ENDING_ERRORS,
        UpstreamUnavailable,
    ),
    tags=["admin: bookings"],
)
async def airline_refund(
    payment_id: uuid.UUID,
    body: PartRefund,
    session: DbSession,
    caller: AdminStaff,
    provider: CardProvider,
):
    """The airline refunds a payment (goodwill, an involuntary change): beyond what the
    fare gives back and after departure too, at most what the payment took minus what was
    already refunded (422 beyond). Refunding all that is left cancels a valid booking and
    ends its tickets ``REFUNDED``; flown coupons stay flown."""
    done = await payments.refund_part(
        session, payment_id, caller, provider, body.amount, body.reason
    )
    (answer,) = await refunds_out(session, [done])
    return answer


@router.get("/receivables", response_model=list[ReceivableOut], tags=["admin: bookings"])
async def receivables(session: DbSession, _: AdminStaff):
    """What each client owes: its confirmed bookings not paid in full through the airline
    (confirmed on account with ``POST /bookings/{id}/confirm``), per currency, with how
    many bookings and the sum still due; the largest first."""
    return [
        ReceivableOut.model_validate(row, from_attributes=True)
        for row in await payments.receivables(session)
    ]
