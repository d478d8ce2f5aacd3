"""The sandbox provider's hosted page at ``/pay/{booking_id}``, outside ``/api/v1`` and the
OpenAPI document: the checkout, the 3-D Secure challenge, the cancel and the outcome
(``payments.hosted_page`` writes them). The page tells the outcome to the provider, whose
notification settles the payment. HTTP only: the rules are in ``payments.cards``."""

import uuid
from typing import Annotated
from urllib.parse import urlencode

from fastapi import APIRouter, Query, Request
from fastapi.responses import HTMLResponse, RedirectResponse

from tarmac.auth.caller import MagicLink
from tarmac.bookings.dependencies import Links
from tarmac.db.session import DbSession
from tarmac.payments import cards, hosted_page, sandbox
from tarmac.payments.dependencies import CardProvider
from tarmac.payments.errors import NotSandbox
from tarmac.payments.models import OPEN_STATUSES, Payment
from tarmac.payments.providers import Provider

router = APIRouter()


def _sandbox(provider: Provider | None) -> sandbox.SandboxProvider:
    if not isinstance(provider, sandbox.SandboxProvider):
        raise NotSandbox("The hosted payment page belongs to the sandbox provider")
    return provider


def _page_url(
    booking_id: uuid.UUID, request: Request, payment_id: uuid.UUID, step: str = ""
) -> str:
    query = urlencode(
        {"access_token": request.query_params.get("access_token", ""), "payment_id": payment_id}
    )
    return f"/pay/{booking_id}{step}?{query}"


def _back(payment: Payment, status: str, reason: str | None = None) -> RedirectResponse:
    """The browser goes back to the client (``return_url``, ``cancel_url`` for a cancel)."""
    params = {"status": status, "booking_id": str(payment.booking_id)}
    if reason:
        params["reason"] = reason
    target = (payment.cancel_url if status == "cancelled" else None) or payment.return_url
    if target is None:
        target = f"/pay/{payment.booking_id}/done"
    return RedirectResponse(hosted_page.with_query(target, **params), status_code=303)


@router.get("/pay/{booking_id}", response_class=HTMLResponse, include_in_schema=False)
async def payment_page(
    booking_id: uuid.UUID,
    request: Request,
    session: DbSession,
    caller: MagicLink,
    provider: CardProvider,
    links: Links,
    payment_id: uuid.UUID | None = None,
    declined: Annotated[str | None, Query(max_length=40)] = None,
):
    view = await cards.page_payment(session, booking_id, _sandbox(provider), links, payment_id)
    payment = view.payment
    if payment is None or payment.status not in OPEN_STATUSES:
        return HTMLResponse(hosted_page.message("Nothing to pay", cards.page_words(view)))
    return HTMLResponse(
        hosted_page.checkout(
            view.booking,
            payment,
            _page_url(booking_id, request, payment.id),
            _page_url(booking_id, request, payment.id, "/cancel"),
            declined,
        )
    )


async def _open_on_page(
    session: DbSession, booking_id: uuid.UUID, payment_id: uuid.UUID | None
) -> Payment:
    return await cards.waiting_payment(session, booking_id, payment_id)


@router.post("/pay/{booking_id}", include_in_schema=False)
async def pay_on_page(
    booking_id: uuid.UUID,
    request: Request,
    session: DbSession,
    caller: MagicLink,
    provider: CardProvider,
    payment_id: uuid.UUID | None = None,
):
    page = _sandbox(provider)
    payment = await _open_on_page(session, booking_id, payment_id)
    number = hosted_page.form_fields(await request.body()).get("card_number", "")
    result, reason = sandbox.card_result(number)
    base = str(request.base_url).rstrip("/")
    if result == "three_d_secure":
        await page.notify(base, "payment.requires_action", payment.provider_transaction_id)
        return RedirectResponse(_page_url(booking_id, request, payment.id, "/3ds"), status_code=303)
    if result == "succeeded":
        await page.notify(base, "payment.succeeded", payment.provider_transaction_id)
        return _back(payment, "success")
    # a decline leaves the payment open: the page comes back for another card
    await page.notify(base, "payment.declined", payment.provider_transaction_id, reason=reason)
    again = f"{_page_url(booking_id, request, payment.id)}&{urlencode({'declined': reason})}"
    return RedirectResponse(again, status_code=303)


@router.get("/pay/{booking_id}/3ds", response_class=HTMLResponse, include_in_schema=False)
async def challenge_page(
    booking_id: uuid.UUID,
    request: Request,
    session: DbSession,
    caller: MagicLink,
    provider: CardProvider,
    payment_id: uuid.UUID | None = None,
):
    _sandbox(provider)
    payment = await _open_on_page(session, booking_id, payment_id)
    booking = await cards.booking_of(session, payment)
    return HTMLResponse(
        hosted_page.challenge(booking, payment, _page_url(booking_id, request, payment.id, "/3ds"))
    )


@router.post("/pay/{booking_id}/3ds", include_in_schema=False)
async def answer_challenge(
    booking_id: uuid.UUID,
    request: Request,
    session: DbSession,
    caller: MagicLink,
    provider: CardProvider,
    payment_id: uuid.UUID | None = None,
):
    page = _sandbox(provider)
    payment = await _open_on_page(session, booking_id, payment_id)
    approved = hosted_page.form_fields(await request.body()).get("outcome") == "approve"
    base = str(request.base_url).rstrip("/")
    if approved:
        await page.notify(base, "payment.succeeded", payment.provider_transaction_id)
        return _back(payment, "success")
    reason = "authentication_failed"
    await page.notify(base, "payment.failed", payment.provider_transaction_id, reason=reason)
    return _back(payment, "failed", reason)


@router.post("/pay/{booking_id}/cancel", include_in_schema=False)
async def cancel_on_page(
    booking_id: uuid.UUID,
    request: Request,
    session: DbSession,
    caller: MagicLink,
    provider: CardProvider,
    payment_id: uuid.UUID | None = None,
):
    page = _sandbox(provider)
    payment = await _open_on_page(session, booking_id, payment_id)
    base = str(request.base_url).rstrip("/")
    await page.notify(
        base, "payment.cancelled", payment.provider_transaction_id, reason="cancelled"
    )
    return _back(payment, "cancelled")


@router.get("/pay/{booking_id}/done", response_class=HTMLResponse, include_in_schema=False)
async def result_page(booking_id: uuid.UUID, status: str = "", reason: str | None = None):
    """Where the page ends when the payment has no ``return_url``: the outcome in words."""
    return HTMLResponse(hosted_page.result(status, reason))
