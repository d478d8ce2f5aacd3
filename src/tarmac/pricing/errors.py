"""Business errors of the pricing back office (the generic ones are in
``tarmac.core.errors``)."""

from tarmac.core.errors import ValidationFailed


class InvalidAmount(ValidationFailed):
    default_detail = "An amount is not a number in its allowed range"


class MixedCurrencies(ValidationFailed):
    default_detail = "All prices of a fare plan must be in one currency"


class CurrencyRequired(ValidationFailed):
    default_detail = "A fixed amount needs a currency"


class RouteXorFlight(ValidationFailed):
    default_detail = "A fare plan is sold on a route or on one flight: give exactly one"


class TaxScope(ValidationFailed):
    default_detail = "A tax is scoped to a route or to a country, not both"
