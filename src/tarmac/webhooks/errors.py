"""The errors of webhooks and the events feed, one class per rule."""

from tarmac.core.errors import (
    BusinessRuleError,
    Forbidden,
    NotFound,
    Unauthorized,
    ValidationFailed,
)


class SubscriptionNotFound(NotFound):
    default_detail = "Webhook subscription not found"


class DeliveryNotFound(NotFound):
    default_detail = "Webhook delivery not found"


class UnknownEventType(ValidationFailed):
    default_detail = "Unknown event type (GET /event-types lists them)"


class UrlNotAllowed(ValidationFailed):
    """http or https; in live mode https only, to a public address."""

    default_detail = "The webhook URL is not allowed"


class UnknownPartner(ValidationFailed):
    default_detail = "partner_id names no partner"


class NotDeadLetter(BusinessRuleError):
    default_detail = "Only a dead-letter delivery can be re-sent"


class BadCursor(ValidationFailed):
    default_detail = "The cursor is not one this feed gave"


class FeedNeedsSecretKey(Forbidden):
    default_detail = "The events feed needs a secret key (sk_...)"


class SignatureMismatch(Unauthorized):
    default_detail = (
        "X-Service-Signature is not the subscription's signature of X-Service-Timestamp, "
        "X-Service-Event-Id and the body"
    )


class DeliveryTooOld(Unauthorized):
    default_detail = "X-Service-Timestamp is more than 300 seconds away from now (a replay?)"
