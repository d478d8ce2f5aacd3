"""The business errors of pricing, one class each, with its status code and body (spec 02
§7). Services raise them; routes list them in ``responses=`` (``core.errors.
error_responses``) so OpenAPI shows every error a route can return. Sold-out inventory is
inventory's ``SoldOut`` (409), raised through ``inventory.service``.
"""

from collections.abc import Sequence
from typing import Literal

from pydantic import BaseModel

from tarmac.core.errors import (
    BusinessRuleError,
    Conflict,
    ErrorBody,
    Forbidden,
    Gone,
    NotFound,
    ValidationFailed,
)
from tarmac.inventory.errors import SoldOut

# --- the trip and its passengers (400, 404) -----------------------------------------------


class FlightNotFound(NotFound):
    code = "flight_not_found"
    default_detail = "Flight not found"


class RouteNotFound(NotFound):
    code = "flight_route_not_found"
    default_detail = "Route not found"


class TripMismatch(BusinessRuleError):
    """The request's route, airports, dates and flights contradict each other."""

    code = "trip_mismatch"
    default_detail = "The route, dates and flights of the request do not agree"


class DateInPast(BusinessRuleError):
    code = "date_in_past"
    default_detail = "departure_date is in the past"


class FlightNotForSale(BusinessRuleError):
    code = "flight_not_for_sale"
    default_detail = "The flight is not open for sale"

    def __init__(self, flight_number: str, flight_date: object, why: str) -> None:
        super().__init__(f"Flight {flight_number} on {flight_date} {why}")


class TooManyPassengers(BusinessRuleError):
    code = "too_many_passengers_for_quote"
    default_detail = "More passengers than a quote allows"

    def __init__(self, limit: int, requested: int) -> None:
        super().__init__(f"A quote is for at most {limit} passengers ({requested} requested)")


class InfantsWithoutEscort(BusinessRuleError):
    code = "infants_without_escort"
    default_detail = "More infants without a seat than passengers aged 12 or over"

    def __init__(self, infants: int, escorts: int) -> None:
        super().__init__(
            "Each infant without a seat (INF) must travel with a passenger aged 12 or over "
            f"({infants} infants, {escorts} such passengers)"
        )


# --- fares (400) ----------------------------------------------------------------------------


class NoMatchingFare(BusinessRuleError):
    """No fare, or no price for a passenger type, on a leg (or no route at all)."""

    code = "no_matching_fare"
    default_detail = "No matching fare for the route and date"

    def __init__(self, reason: str) -> None:
        super().__init__(f"No matching fare: {reason}")


class AdvancePurchaseClosed(NoMatchingFare):
    code = "advance_purchase_closed"
    default_detail = "The fares must be bought earlier before departure"

    def __init__(self, where: str, needed_days: int, days_left: int) -> None:
        super().__init__(
            f"the fares for {where} must be bought at least {needed_days} days before "
            f"departure ({days_left} days left)"
        )


class StayOutOfRange(NoMatchingFare):
    code = "stay_out_of_range"
    default_detail = "The stay is outside the minimum or maximum stay of the fares"

    def __init__(self, stay_days: int, where: str, windows: Sequence[tuple]) -> None:
        shown = "; ".join(
            f"min {low if low is not None else '-'}, max {high if high is not None else '-'}"
            for low, high in windows
        )
        super().__init__(
            f"a stay of {stay_days} days is outside the minimum or maximum stay of the fares "
            f"for {where} ({shown} days)"
        )


class FareIdsDoNotMatch(ValidationFailed):
    """A booking names its fare by ids (variant C, or a segment of variant B) that are not
    a fare of the flight, or not of one fare together."""

    code = "fare_ids_do_not_match"
    default_detail = "The fare ids do not name one fare of the flight"


class NoExchangeRate(BusinessRuleError):
    code = "no_exchange_rate"
    default_detail = "No exchange rate between the fare's currency and the one asked for"

    def __init__(self, sources: Sequence[str], target: str) -> None:
        self.sources = list(sources)
        self.target = target
        super().__init__(f"No exchange rate from {', '.join(self.sources)} to {target}")


# --- partners (403) -------------------------------------------------------------------------


class NotYourPartner(Forbidden):
    code = "partner_id_not_yours"
    default_detail = "partner_id is not the partner of this API key (nor one of its sub-partners)"


# --- ancillaries (rules 12, 13) -------------------------------------------------------------


class UnknownSsr(ValidationFailed):
    code = "unknown_ssr"
    default_detail = "Unknown or deactivated SSR code"


class RestrictedSsr(ValidationFailed):
    code = "restricted_ssr"
    default_detail = "The SSR is restricted on this flight"


class SsrTooCloseDetail(BaseModel):
    error: Literal["ssr_too_close_to_departure"]
    message: str
    ssr_code: str
    required_hours: int
    hours_left: float


class SsrTooCloseBody(ErrorBody):
    detail: SsrTooCloseDetail


class SsrTooClose(BusinessRuleError):
    code = "ssr_too_close_to_departure"
    default_detail = "SSR requested too close to departure"
    body_model = SsrTooCloseBody

    def __init__(self, code: str, required_hours: int, hours_left: float) -> None:
        super().__init__(
            {
                "error": "ssr_too_close_to_departure",
                "message": (
                    f"SSR {code} must be requested at least {required_hours} hours before "
                    f"departure; {hours_left:.1f} hours are left. Please contact the airline."
                ),
                "ssr_code": code,
                "required_hours": required_hours,
                "hours_left": round(hours_left, 1),
            }
        )


class SsrOverLimit(Conflict):
    code = "ssr_over_limit"
    default_detail = "More of an SSR than allowed per flight"


# --- quotes (410) and exchanges --------------------------------------------------------


class QuoteGoneDetail(BaseModel):
    error: Literal["quote_not_available"]
    message: str
    quote_id: str
    hint: str


class QuoteGoneBody(ErrorBody):
    detail: QuoteGoneDetail


class QuoteGone(Gone):
    """A quote expired (older than ``valid_until``) or unknown."""

    code = "quote_expired"
    default_detail = "Quote expired or unknown"
    body_model = QuoteGoneBody
    hint = "Request a new quote with POST /api/v1/fares/quote"

    def __init__(self, quote_id: str, message: str) -> None:
        super().__init__(
            {
                "error": "quote_not_available",
                "message": message,
                "quote_id": quote_id[:100],
                "hint": self.hint,
            }
        )


class FareRuleNotFound(BusinessRuleError):
    code = "fare_rule_not_found"
    default_detail = "Fare rule not found (original_fare_rule_id)"


class NotChangeable(ValidationFailed):
    code = "original_fare_not_changeable"
    default_detail = "The original fare is not changeable"


# --- the back office (422) ---------------------------------------------------------------


class InvalidAmount(ValidationFailed):
    code = "invalid_amount"
    default_detail = "An amount is not a number in its allowed range"


class MixedCurrencies(ValidationFailed):
    code = "mixed_currencies"
    default_detail = "All prices of a fare plan must be in one currency"


class CurrencyRequired(ValidationFailed):
    code = "currency_required"
    default_detail = "A fixed amount needs a currency"


class RouteXorFlight(ValidationFailed):
    code = "route_xor_flight"
    default_detail = "A fare plan is sold on a route or on one flight: give exactly one"


class TaxScope(ValidationFailed):
    code = "invalid_tax_scope"
    default_detail = "A tax is scoped to a route or to a country, not both"


class QuoteNotYours(Forbidden):
    """The quote was made with another client's key: it books only for that client (or,
    made with an agency key, for its partner's agency keys)."""

    code = "quote_not_yours"
    default_detail = (
        "This quote was made with another client's key and books only for that client; "
        "quote with your own key"
    )


class PromoLimitReached(Conflict):
    """The quote's promo code reached ``max_uses`` or the customer's
    ``max_uses_per_customer`` between the quote and the booking (spec 01 §4.4 rule 11)."""

    code = "promo_limit_reached"
    default_detail = "The promo code of the quote has reached its limit: quote again"


class QuoteAlreadyBooked(Conflict):
    code = "quote_already_booked"
    default_detail = (
        "This quote has already been booked; quote again for another booking (retry a "
        "booking request with the same X-Idempotency-Key to get its answer again)"
    )


# --- seats (spec 01 §4.5 rule 4) ----------------------------------------------------------


class SeatSelectionNotAllowed(ValidationFailed):
    code = "seat_selection_not_allowed"
    default_detail = "Seat selection is not allowed by the fare"


class BadSeatNumber(ValidationFailed):
    code = "invalid_seat_number"
    default_detail = "Bad seat number (expected like 12A)"


class SeatNotInCabin(ValidationFailed):
    code = "seat_not_in_cabin"
    default_detail = "The seat is not in the passenger's cabin"


class NoSeatZonePrice(NotFound):
    code = "no_seat_zone_price"
    default_detail = "No price is configured for the seat's zone"


# what pricing a quote request can refuse, in the order the pipeline meets it (the routes
# that price one list them: pricing's quote, exchanges' exchange quote)
QUOTE_REFUSALS = (
    TooManyPassengers,
    InfantsWithoutEscort,
    FlightNotFound,
    RouteNotFound,
    TripMismatch,
    DateInPast,
    FlightNotForSale,
    NoMatchingFare,
    AdvancePurchaseClosed,
    StayOutOfRange,
    SoldOut,
    NoExchangeRate,
    UnknownSsr,
    RestrictedSsr,
    SsrTooClose,
    SsrOverLimit,
    NotYourPartner,
)
