"""The errors of webhooks and the events feed, one class per rule."""

from tarmac.core.errors import (
    BusinessRuleError,
    Forbidden,
    NotFound,
    RateLimited,
    Unauthorized,
    ValidationFailed,
)


class SubscriptionNotFound(NotFound):
    code = "subscription_not_found"
    default_detail = "Webhook subscription not found"


class DeliveryNotFound(NotFound):
    code = "delivery_not_found"
    default_detail = "Webhook delivery not found"


class UnknownEventType(ValidationFailed):
    code = "unknown_event_type"
    default_detail = "Unknown event type (GET /event-types lists them)"


class UrlNotAllowed(ValidationFailed):
    """http or https; in live mode https only, to a public address."""

    code = "url_not_allowed"
    default_detail = "The webhook URL is not allowed"


class UnknownPartner(ValidationFailed):
    code = "unknown_partner"
    default_detail = "partner_id names no partner"


class NdcSubscriptionNeedsPartner(ValidationFailed):
    """An ``ndc`` subscription notifies one agency of the airline's changes of its bookings."""

    code = "ndc_subscription_needs_partner"
    default_detail = "A subscription of format ndc needs the partner_id of the agency it notifies"


class NotDeadLetter(BusinessRuleError):
    code = "not_dead_letter"
    default_detail = "Only a dead-letter delivery can be re-sent"


class BadCursor(ValidationFailed):
    code = "invalid_cursor"
    default_detail = "The cursor is not one this feed gave"


class FeedNeedsSecretKey(Forbidden):
    code = "feed_needs_secret_key"
    default_detail = "The events feed needs a secret key (sk_...)"


class SignatureMismatch(Unauthorized):
    code = "signature_mismatch"
    default_detail = (
        "X-Service-Signature is not the subscription's signature of X-Service-Timestamp, "
        "X-Service-Event-Id and the body"
    )


class DeliveryTooOld(Unauthorized):
    code = "delivery_too_old"
    default_detail = "X-Service-Timestamp is more than 300 seconds away from now (a replay?)"


class TooManyPings(RateLimited):
    """429 while this server has as many test pings in flight as it allows: each waits on
    a receiver for up to its timeout, and their number is bounded so that receivers that
    hang cannot take every socket and worker of the API. ``Retry-After`` is the longest a
    ping in flight may still take."""

    code = "too_many_pings"
    default_detail = "Too many test pings are in flight on this server"

    def __init__(self, limit: int, retry_after: int) -> None:
        super().__init__(retry_after)
        self.detail = (
            f"{limit} test pings are already waiting for their receivers on this server, the "
            f"most it sends at once: try again in {retry_after} seconds"
        )
