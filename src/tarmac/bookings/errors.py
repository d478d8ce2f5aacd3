"""The errors of bookings, one class per business rule (spec 01 §4.5, §3.1)."""

import math
from datetime import datetime

from tarmac.core import clock
from tarmac.core.errors import (
    BusinessRuleError,
    Conflict,
    Forbidden,
    NotFound,
    RateLimited,
    ValidationFailed,
)


class TooManyPassengers(BusinessRuleError):
    code = "too_many_passengers"
    default_detail = "A booking has at most 9 passengers"


class NoBookingVariant(BusinessRuleError):
    code = "booking_variant_missing"
    default_detail = (
        "Give quote_id (recommended), or segments, or flight_id with fare_plan_id, "
        "fare_rule_id and fare_price_id"
    )


class QuoteWithoutFlight(BusinessRuleError):
    code = "quote_without_flight"
    default_detail = "The quote has no flight_id (a display quote); quote a flight to book it"


class PassengersDoNotMatchQuote(ValidationFailed):
    code = "passengers_do_not_match_quote"
    default_detail = "The passengers do not match the passenger types and counts of the quote"


class PassengerTypeForAge(ValidationFailed):
    code = "passenger_type_does_not_match_age"
    default_detail = "A passenger's type does not match their age on the departure date"


class DocumentExpires(ValidationFailed):
    code = "document_expires"
    default_detail = "A travel document expires before the trip ends"


class BornAfterDeparture(ValidationFailed):
    code = "born_after_departure"
    default_detail = "A passenger's date of birth is after the departure date"


class BookingNotFound(NotFound):
    code = "booking_not_found"
    default_detail = "Booking not found"


class NotYourBooking(Forbidden):
    code = "not_your_booking"
    default_detail = "This booking was made by another client"


class PublishableKeyConsumerOnly(Forbidden):
    code = "publishable_key_consumer_only"
    default_detail = "A publishable key creates bookings for consumers only (consumer_app keys)"


class BookingIsFinal(BusinessRuleError):
    code = "booking_final"
    default_detail = "The booking is in a final state"


class NotPending(BusinessRuleError):
    code = "booking_not_pending"
    default_detail = "Only a pending booking can do this"


class NotThePassengersBooking(Forbidden):
    code = "not_the_passengers_booking"
    default_detail = "This booking does not belong to this passenger account"


class NoContactEmail(BusinessRuleError):
    code = "no_contact_email"
    default_detail = "The booking has no contact e-mail to send the link to"


class ExtensionsExhausted(RateLimited):
    """429 once a pending booking has had its 3 extensions (spec 01 §4.5). Asking again
    never helps: ``Retry-After`` is the time left before the booking expires, after which
    the answer is the 400 of a booking that is no longer pending."""

    code = "extensions_exhausted"
    advice = "Do not retry: pay the booking before it expires (in Retry-After seconds)"
    default_detail = "The booking has had every extension it may have"

    def __init__(self, extensions: int, expiry_date: datetime) -> None:
        seconds = max(1, math.ceil((expiry_date - clock.now()).total_seconds()))
        super().__init__(seconds)
        self.detail = (
            f"The booking has been extended {extensions} times, the most allowed; it expires "
            f"in {seconds} seconds unless it is paid."
        )


class DuplicateSeat(ValidationFailed):
    code = "duplicate_seat"
    default_detail = "Two passengers ask for the same seat"


class InfantWithSeat(ValidationFailed):
    code = "infant_with_seat"
    default_detail = "An infant sits on a lap and takes no seat"


class BookingReadScopeMissing(Forbidden):
    code = "booking_read_scope_missing"
    default_detail = "A secret key needs the booking:read scope for this endpoint"


class NotTicketed(Conflict):
    code = "booking_not_ticketed"
    default_detail = "The booking has no tickets yet: an e-ticket exists once it is confirmed"


# --- drafts (spec 01 §2.7, §4.5) -------------------------------------------------------------


class DraftNotFound(NotFound):
    code = "draft_not_found"
    default_detail = "Draft not found"


class NotYourDraft(Forbidden):
    code = "not_your_draft"
    default_detail = "This draft was made by another client"


class FarePlanNotFound(NotFound):
    code = "fare_plan_not_found"
    default_detail = "Fare plan not found"


class FarePriceNotFound(NotFound):
    code = "fare_price_not_found"
    default_detail = "Fare price not found"


class FarePriceNotOfPlan(ValidationFailed):
    code = "fare_price_not_of_plan"
    default_detail = "fare_price_id is a price of another fare plan than fare_plan_id"


class FareNotOnFlight(ValidationFailed):
    code = "fare_not_on_flight"
    default_detail = (
        "The fare plan is not sold on this flight (another route, inactive, outside its "
        "travel dates, or replaced by the flight's own plan of its family)"
    )


class FareNotOnReturnFlight(ValidationFailed):
    code = "fare_not_on_return_flight"
    default_detail = "The return flight sells no fare of the fare plan's family in its cabin"


# --- services and seats added to a sold booking (``extras.add_after_sale``) ------------------


class ExtrasBeforePayment(BusinessRuleError):
    code = "extras_before_payment"
    default_detail = (
        "The booking is not paid yet: services and seats are added after the sale to a "
        "confirmed, paid booking. Add them before paying by making a new quote with them "
        "(offers, special requests, seat_number) and booking it, or pay first"
    )


class ExtrasFlightClosed(BusinessRuleError):
    code = "extras_flight_closed"
    default_detail = "The flight has departed or is cancelled: nothing can be added to it"


class ExtrasCouponNotOpen(BusinessRuleError):
    code = "extras_coupon_not_open"
    default_detail = (
        "The passenger's coupon on this flight is not open (checked in, flown, closed, "
        "refunded or exchanged): nothing can be added to it"
    )


class ExtrasUnknownPassenger(ValidationFailed):
    code = "extras_unknown_passenger"
    default_detail = "passenger_id is not a passenger of this booking"


class ExtrasUnknownSegment(ValidationFailed):
    code = "extras_unknown_segment"
    default_detail = "segment_id is not a segment of this booking"


class SeatAlreadyChosen(Conflict):
    code = "seat_already_chosen"
    default_detail = (
        "The passenger already has a seat on this flight: a seat is added, not changed, "
        "after the sale"
    )
