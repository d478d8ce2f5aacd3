"""Partner wallets and commissions (``/api/v1/partners``, spec 01 §4.10), for agency keys;
the wallets are also under ``/api/v1/payments/partners``. HTTP only."""

import uuid
from typing import Annotated

from fastapi import APIRouter, Query, status

from tarmac.auth.caller import AgencyKey
from tarmac.auth.errors import API_KEY_ERRORS
from tarmac.core.errors import (
    InvalidRange,
    RateLimited,
    error_responses,
)
from tarmac.db.session import DbSession
from tarmac.partners import service, wallets
from tarmac.partners.errors import (
    KeyWithoutPartner,
    NoRateForFixedAmount,
    NotYourPartner,
    PartnerNotFound,
    PartnersAdminScopeMissing,
    RouteNotFound,
    SubPartnerNotFound,
    WalletNotFound,
)
from tarmac.partners.schemas import (
    AgreementOut,
    AgreementRouteOut,
    CommissionLookup,
    CommissionLookupOut,
    CommissionRuleOut,
    SubPartnerIn,
    SubPartnerOut,
    TransactionOut,
    TransactionPage,
    TransactionQuery,
    WalletOut,
)

router = APIRouter(prefix="/partners", tags=["partners"])
# the wallets again, where the spec also lists them
payments_router = APIRouter(prefix="/payments/partners", tags=["partners"])

KEY_ERRORS = (*API_KEY_ERRORS, RateLimited, KeyWithoutPartner)
PARTNER_ERRORS = (*KEY_ERRORS, NotYourPartner, PartnerNotFound)


def wallet_out(view: service.WalletView) -> WalletOut:
    wallet = view.wallet
    return WalletOut(
        id=wallet.id,
        partner_id=wallet.partner_id,
        currency=wallet.currency,
        balance=float(wallet.balance),
        credit_limit=float(wallet.credit_limit),
        available=float(wallet.balance + wallet.credit_limit),
        is_active=wallet.is_active,
        created_at=wallet.created_at,
        updated_at=wallet.updated_at,
        logical_partner_id=view.holder.logical.id,
        uses_parent_wallet=view.holder.uses_parent_wallet,
    )


# Literal paths first: "/sub-partners/{id}" would otherwise be read as "/{partner_id}/wallet".


@router.get(
    "/commissions/",
    response_model=list[CommissionRuleOut],
    responses=error_responses(*KEY_ERRORS),
)
async def list_partner_commission_rules(session: DbSession, caller: AgencyKey):
    """The commission rules the key's partner earns by (its own and its parents'), in force
    or not, oldest first."""
    return await service.commission_rules_for(session, caller)


@router.post(
    "/commissions/lookup",
    response_model=CommissionLookupOut,
    responses=error_responses(*KEY_ERRORS, NotYourPartner, RouteNotFound, NoRateForFixedAmount),
)
async def lookup_commission(body: CommissionLookup, session: DbSession, caller: AgencyKey):
    """What the partner would earn today on ``amount`` on a route: the rule that applies
    (route, then airline, then global) and the commission; ``rule_id`` null when none."""
    found = await service.lookup_commission(
        session,
        caller,
        partner_id=body.partner_id,
        route_code=body.route_code,
        amount=body.amount,
        currency=body.currency,
    )
    return CommissionLookupOut(
        rule_id=found.rule_id,
        rule_name=found.rule_name,
        percentage=float(found.percentage),
        fixed_amount=float(found.fixed_amount),
        commission_amount=float(found.commission_amount),
        currency=found.currency,
    )


@router.get(
    "/partnerships/",
    response_model=list[AgreementOut],
    responses=error_responses(*KEY_ERRORS),
)
async def list_partner_partnerships(session: DbSession, caller: AgencyKey):
    """The agreements of the key's partner in force today, the latest in effect first."""
    return [
        AgreementOut(
            id=partnership.id,
            agreement_name=partnership.agreement_name,
            effective_date=partnership.effective_date,
            expiration_date=partnership.expiration_date,
            discount_percent=float(partnership.discount_percent),
            routes=[
                AgreementRouteOut(
                    route_id=route_id,
                    special_rate_percent=float(special) if special is not None else None,
                )
                for route_id, special in routes
            ],
        )
        for partnership, routes in await service.partnerships_for(session, caller)
    ]


@router.get(
    "/sub-partners/",
    response_model=list[SubPartnerOut],
    responses=error_responses(*KEY_ERRORS),
)
async def list_sub_partners(session: DbSession, caller: AgencyKey):
    """The partners directly below the key's partner."""
    return await service.sub_partners_of(session, caller)


@router.post(
    "/sub-partners/",
    response_model=SubPartnerOut,
    status_code=status.HTTP_201_CREATED,
    responses=error_responses(*KEY_ERRORS, PartnersAdminScopeMissing),
)
async def create_sub_partner(body: SubPartnerIn, session: DbSession, caller: AgencyKey):
    """A sub-partner below the key's partner (the key needs the ``partners:admin`` scope).
    By default it pays from its parent's wallets."""
    return await service.create_sub_partner(session, caller, **body.model_dump())


@router.get(
    "/sub-partners/{sub_partner_id}",
    response_model=SubPartnerOut,
    responses=error_responses(*KEY_ERRORS, SubPartnerNotFound),
)
async def get_sub_partner(sub_partner_id: uuid.UUID, session: DbSession, caller: AgencyKey):
    """A sub-partner of the key's partner (404 for any other partner)."""
    return await service.sub_partner(session, caller, sub_partner_id)


@router.get(
    "/{partner_id}/wallet",
    response_model=WalletOut,
    responses=error_responses(*PARTNER_ERRORS, WalletNotFound),
)
async def get_partner_wallet(partner_id: uuid.UUID, session: DbSession, caller: AgencyKey):
    """The partner's wallet in the airline's default currency (or, without one, its first
    wallet); a sub-partner paying from its parent's wallets gets the parent's."""
    return wallet_out(await service.default_wallet(session, caller, partner_id))


async def _wallets(partner_id: uuid.UUID, session: DbSession, caller: AgencyKey):
    """The partner's wallets, one per currency (a sub-partner paying from its parent's
    wallets gets the parent's)."""
    return [wallet_out(view) for view in await service.wallets_for(session, caller, partner_id)]


async def _transactions(
    partner_id: uuid.UUID,
    session: DbSession,
    caller: AgencyKey,
    query: Annotated[TransactionQuery, Query()],
):
    """The lines of the partner's wallets, newest first, filtered and one page at a time;
    ``date_from`` and ``date_to`` are the airline's days, both included."""
    lines, total = await service.transactions_for(
        session, caller, partner_id, wallets.TransactionQuery(**query.model_dump())
    )
    return TransactionPage(
        data=[TransactionOut.model_validate(line) for line in lines],
        page=query.page,
        page_size=query.page_size,
        total=total,
    )


for mounted, wallets_name, transactions_name in (
    (router, "list_partner_wallets", "list_partner_wallet_transactions"),
    (payments_router, "payments_partner_wallets", "payments_wallet_transactions"),
):
    mounted.add_api_route(
        "/{partner_id}/wallets",
        _wallets,
        methods=["GET"],
        response_model=list[WalletOut],
        responses=error_responses(*PARTNER_ERRORS),
        name=wallets_name,
    )
    mounted.add_api_route(
        "/{partner_id}/wallet/transactions",
        _transactions,
        methods=["GET"],
        response_model=TransactionPage,
        responses=error_responses(*PARTNER_ERRORS, InvalidRange),
        name=transactions_name,
    )
