"""The card payment provider a deployment uses (``TARMAC_PAYMENT_PROVIDER``)."""

from tarmac.config import Settings
from tarmac.payments.providers import Provider
from tarmac.payments.sandbox import SandboxProvider
from tarmac.payments.stripe_provider import StripeProvider


def provider_for(settings: Settings) -> Provider | None:
    """The provider of ``settings``, None when the deployment takes wallet and external
    payments only (live mode without ``TARMAC_PAYMENT_PROVIDER``)."""
    match settings.resolved_payment_provider:
        case "sandbox":
            return SandboxProvider(
                settings.resolved_token_secret(), settings.payment_timeout_seconds
            )
        case "stripe":
            return StripeProvider(
                secret_key=settings.stripe_secret_key,
                publishable_key=settings.stripe_publishable_key,
                webhook_secret=settings.stripe_webhook_secret,
                api_base=settings.stripe_api_base,
                timeout=settings.payment_timeout_seconds,
            )
    return None
