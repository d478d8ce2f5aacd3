"""The errors of webhooks and the events feed, one class per rule."""

from tarmac.core.errors import (
    BusinessRuleError,
    Forbidden,
    NotFound,
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
