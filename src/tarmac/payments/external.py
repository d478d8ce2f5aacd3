"""External confirmation (``POST /payments/webhooks/external``): a payment the client took
through its own provider confirms its booking, once per provider transaction, signed
(``X-Signature``) when the airline requires it of that client."""

import hashlib
import hmac
import uuid
from decimal import Decimal

from sqlalchemy import select
from sqlalchemy.dialects.postgresql import insert as pg_insert
from sqlalchemy.ext.asyncio import AsyncSession

from tarmac.auth.caller import Caller
from tarmac.auth.models import ApiKey
from tarmac.bookings import service as bookings
from tarmac.cache.reads import Reads
from tarmac.core import clock
from tarmac.payments import sandbox, stripe_provider
from tarmac.payments.errors import (
    AmountNotDue,
    BadBookingId,
    CurrencyNotTheBookings,
    NotTheClientsBooking,
    ReservedProvider,
    SignatureRequired,
    TransactionClosed,
    TransactionOfAnotherBooking,
    UnknownClient,
)
from tarmac.payments.models import OPEN_STATUSES, ExternalPaymentClient, Payment
from tarmac.payments.payable import check_flights_fly, check_payable
from tarmac.payments.schemas import ExternalConfirmation

RESERVED_PROVIDERS = frozenset({"wallet", sandbox.NAME, stripe_provider.NAME})


async def require_signature(session: AsyncSession, client_id: str | None) -> bool:
    return bool(
        await session.scalar(
            select(ExternalPaymentClient.require_signature).where(
                ExternalPaymentClient.client_id == client_id
            )
        )
    )


def signature_matches(secret_key: str, body: bytes, signature: str | None) -> bool:
    """``X-Signature``: HMAC-SHA256 of the raw body with the secret key, hex (``sha256=``
    before it is accepted too)."""
    if not signature:
        return False
    expected = hmac.new(secret_key.encode(), body, hashlib.sha256).hexdigest()
    return hmac.compare_digest(expected, signature.strip().removeprefix("sha256=").lower())


async def confirm_external(  # noqa: C901
    session: AsyncSession,
    caller: Caller,
    report: ExternalConfirmation,
    reads: Reads,
) -> tuple[str, Payment]:
    """Record a payment the client took itself and confirm its booking, once per
    (``provider``, ``transaction_id``), the provider's name compared without case (kept in
    lower case): ``created`` the first time, ``already_processed`` for a repeat,
    ``updated`` when a payment of the booking still waiting under that transaction id (of
    any provider: the client reports the transaction it saw succeed) is raised to
    ``COMPLETED``. The booking must be the client's own (by ``api_client_id``)."""
    try:
        booking_id = uuid.UUID(report.booking_id)
    except ValueError:
        raise BadBookingId(f"booking_id {report.booking_id[:40]!r} is not a UUID") from None
    provider_name = report.provider.lower()
    if provider_name in RESERVED_PROVIDERS:
        raise ReservedProvider(
            f"provider {report.provider!r} is the airline's own: name your payment provider"
        )
    booking = await bookings.current(session, booking_id, for_update=True)
    if booking.api_client_id is None:
        raise NotTheClientsBooking(
            "The booking was made before bookings recorded their client: it cannot be "
            "confirmed by an external payment"
        )
    if booking.api_client_id != caller.client_id:
        raise NotTheClientsBooking()
    existing = await session.scalar(
        select(Payment)
        .where(
            Payment.provider == provider_name,
            Payment.provider_transaction_id == report.transaction_id,
        )
        .with_for_update()
    ) or await session.scalar(
        select(Payment)
        .where(
            Payment.booking_id == booking.id,
            Payment.provider_transaction_id == report.transaction_id,
            Payment.status.in_(OPEN_STATUSES),
        )
        .with_for_update()
    )
    if existing is not None:
        if existing.booking_id != booking.id:
            raise TransactionOfAnotherBooking()
        if existing.status == "COMPLETED":
            return "already_processed", existing
        if existing.status not in OPEN_STATUSES:
            raise TransactionClosed(
                f"Payment {existing.id} under this transaction id is {existing.status}"
            )
    check_payable(booking)
    await check_flights_fly(session, booking)
    amount = report.amount or booking.total_amount
    if amount != booking.total_amount:
        raise AmountNotDue(
            f"amount must be the booking's total, {booking.total_amount:.2f} {booking.currency}"
        )
    if report.currency and report.currency != booking.currency:
        raise CurrencyNotTheBookings(f"currency must be the booking's, {booking.currency}")
    now = clock.now()
    payment = existing or Payment(
        id=uuid.uuid4(),
        created_at=now,
        booking_id=booking.id,
        purpose="booking",
        provider=provider_name,
        method=report.payment_method,
        amount=booking.total_amount,
        currency=booking.currency,
        refunded_amount=Decimal("0.00"),
        provider_transaction_id=report.transaction_id,
        api_client_id=caller.client_id,
        partner_id=caller.partner_id,
        details={},
    )
    payment.status = "COMPLETED"
    payment.completed_at = max(now, payment.created_at)
    payment.payer_name = report.payer_name or payment.payer_name
    payment.payer_email = report.payer_email or payment.payer_email
    if report.metadata:
        payment.details = {**payment.details, "metadata": report.metadata}
    session.add(payment)
    bookings.record_payment(booking, "paid")
    await bookings.confirm_booking(session, booking, caller, reads, paid_by=payment.id)
    return ("updated" if existing is not None else "created"), payment


async def check_signature(
    session: AsyncSession, caller: Caller, secret_key: str, body: bytes, signature: str | None
) -> None:
    """403 when the airline requires this client to sign its reports and the signature is
    missing or wrong."""
    if await require_signature(session, caller.client_id) and not signature_matches(
        secret_key, body, signature
    ):
        raise SignatureRequired()


async def set_signature_requirement(
    session: AsyncSession, client_id: str, required: bool
) -> ExternalPaymentClient:
    """The airline switches signed external confirmations on or off for one client (404
    for a client id no key has: a typo must not leave a client unsigned)."""
    if (
        await session.scalar(select(ApiKey.id).where(ApiKey.client_id == client_id).limit(1))
        is None
    ):
        raise UnknownClient(f"No API key has client id {client_id!r}")
    now = clock.now()
    await session.execute(
        pg_insert(ExternalPaymentClient)
        .values(
            id=uuid.uuid4(),
            client_id=client_id,
            require_signature=required,
            created_at=now,
            updated_at=now,
        )
        .on_conflict_do_update(
            index_elements=[ExternalPaymentClient.client_id],
            set_={"require_signature": required, "updated_at": now},
        )
    )
    return await session.scalar(
        select(ExternalPaymentClient)
        .where(ExternalPaymentClient.client_id == client_id)
        .execution_options(populate_existing=True)
    )


async def external_clients(session: AsyncSession) -> list[ExternalPaymentClient]:
    return list(
        await session.scalars(
            select(ExternalPaymentClient).order_by(ExternalPaymentClient.client_id)
        )
    )
