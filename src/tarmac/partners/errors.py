"""Business errors of partners and partnerships (the generic ones are in
``tarmac.core.errors``)."""

from decimal import Decimal

from tarmac.core.errors import Forbidden, NotFound, ValidationFailed


class OwnParent(ValidationFailed):
    code = "own_parent"
    default_detail = "A partner cannot be its own parent"


class ParentCycle(ValidationFailed):
    code = "parent_cycle"
    default_detail = "A partner cannot be placed below one of its own sub-partners"


class RouteAttachedTwice(ValidationFailed):
    code = "route_attached_twice"
    default_detail = "A route is attached to a partnership at most once"


class InsufficientBalance(ValidationFailed):
    code = "insufficient_balance"
    default_detail = "The partner's wallet in this currency has too little balance"

    def __init__(self, currency: str, available: Decimal, needed: Decimal) -> None:
        super().__init__(
            f"Insufficient balance in the {currency} wallet: {available:.2f} {currency} "
            f"available (balance and credit limit), {needed:.2f} {currency} needed"
        )


class NoWalletInCurrency(ValidationFailed):
    code = "no_wallet_in_currency"
    default_detail = "The partner has no wallet in this currency"

    def __init__(self, currency: str) -> None:
        super().__init__(
            f"Insufficient balance: the partner has no {currency} wallet "
            f"(the airline opens one with a top-up in {currency})"
        )


class WalletInactive(ValidationFailed):
    code = "wallet_inactive"
    default_detail = "The partner's wallet in this currency is suspended by the airline"


class NotYourPartner(Forbidden):
    code = "not_your_partner"
    default_detail = "This key belongs to another partner"


class KeyWithoutPartner(Forbidden):
    code = "key_without_partner"
    default_detail = "This key is not bound to a partner: wallets are for partner keys"


class PartnerNotFound(NotFound):
    code = "partner_not_found"
    default_detail = "Partner not found"


class WalletNotFound(NotFound):
    code = "wallet_not_found"
    default_detail = "The partner has no wallet"


class SubPartnerNotFound(NotFound):
    code = "sub_partner_not_found"
    default_detail = "Sub-partner not found"


class PartnersAdminScopeMissing(Forbidden):
    code = "partners_admin_scope_missing"
    default_detail = "Creating sub-partners needs a key with the partners:admin scope"


class OverCreditLimit(ValidationFailed):
    code = "over_credit_limit"
    default_detail = "The change would take the wallet below its credit limit"


class NoRateForFixedAmount(ValidationFailed):
    code = "no_rate_for_fixed_amount"
    default_detail = "No exchange rate for a commission rule's fixed amount"


class PaysFromParentWallet(ValidationFailed):
    code = "pays_from_parent_wallet"
    default_detail = "This sub-partner pays from its parent's wallets"


class NoParentWallet(ValidationFailed):
    code = "no_parent_wallet"
    default_detail = (
        "uses_parent_wallet needs a parent_id: only a sub-partner can use a parent's wallet"
    )


class RouteNotFound(NotFound):
    code = "partnership_route_not_found"
    default_detail = "Route not found"
