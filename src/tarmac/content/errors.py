"""Business errors of content and exchange rates (the generic ones are in
``tarmac.core.errors``)."""

from tarmac.core.errors import BusinessRuleError, ValidationFailed


class SameCurrency(ValidationFailed):
    code = "same_currency"
    default_detail = "base_currency and target_currency must differ"


class FeedDisabled(BusinessRuleError):
    code = "rates_feed_disabled"
    default_detail = (
        "The National Bank feed is disabled on this deployment (TARMAC_NBKR_RATES_URL is empty)"
    )
