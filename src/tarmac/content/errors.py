"""Business errors of content and exchange rates (the generic ones are in
``tarmac.core.errors``)."""

from tarmac.core.errors import BusinessRuleError, NotFound, ValidationFailed


class SameCurrency(ValidationFailed):
    code = "same_currency"
    default_detail = "base_currency and target_currency must differ"


class FeedDisabled(BusinessRuleError):
    code = "rates_feed_disabled"
    default_detail = (
        "The National Bank feed is disabled on this deployment (TARMAC_NBKR_RATES_URL is empty)"
    )


class AirlineProfileNotConfigured(NotFound):
    code = "airline_profile_not_configured"
    default_detail = "The airline profile is not configured"


class PageNotFound(NotFound):
    code = "page_not_found"
    default_detail = "No page has this slug"


class PageNotInLanguage(NotFound):
    code = "page_not_in_language"
    default_detail = "The page exists, not in this language: ask for it in another one"


class ExchangeRateNotFound(NotFound):
    code = "exchange_rate_not_found"
    default_detail = "No exchange rate between these currencies (internal or National Bank)"
