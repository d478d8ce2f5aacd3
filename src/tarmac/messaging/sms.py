"""SMS delivery: a provider interface and two providers (``TARMAC_SMS_PROVIDER``).

``log`` (the default, for sandbox and development): nothing leaves the machine; the SMS is
logged (the text only in sandbox mode) and marked sent with provider ``log``. Integrators read
it through the sandbox back office (``GET /api/v1/admin/messages?to=+996...``).

``http``: a JSON gateway API of the common shape (bearer token, one message per request)::

    POST {TARMAC_SMS_HTTP_URL}
    Authorization: Bearer {TARMAC_SMS_HTTP_TOKEN}
    Content-Type: application/json
    Idempotency-Key: <the outbox message id>

    {"to": "+996555123456", "from": "{TARMAC_SMS_SENDER}", "text": "...",
     "reference": "<the outbox message id>"}

Any 2xx response is success; when its body is a JSON object with ``id`` or ``message_id``,
that value is kept as the provider's message id. Anything else (another status, a timeout, a
connection error) is a failed attempt, retried by the worker with backoff. The same message
is always sent with the same ``Idempotency-Key`` and ``reference``, so a gateway that honours
either drops the duplicate of a retry whose first attempt did arrive. Adapting another
gateway means writing one more class with ``send``.
"""

from typing import Protocol

import httpx
import structlog

from tarmac.config import Settings

log = structlog.get_logger("tarmac.messaging.sms")


class SmsSendError(Exception):
    pass


class SmsProvider(Protocol):
    name: str

    async def send(self, to: str, text: str, reference: str) -> str | None:
        """Deliver or raise; returns the provider's message id when there is one."""
        ...


class LogSmsProvider:
    name = "log"

    def __init__(self, include_text: bool) -> None:
        self.include_text = include_text

    async def send(self, to: str, text: str, reference: str) -> str | None:
        log.info(
            "sms_logged_not_sent",
            to=to,  # masked by the log processors
            reference=reference,
            text=text if self.include_text else f"<{len(text)} characters>",
        )
        return None


class HttpSmsProvider:
    name = "http"

    def __init__(
        self,
        url: str,
        token: str,
        sender: str,
        timeout: float,
        transport: httpx.AsyncBaseTransport | None = None,
    ) -> None:
        self.url = url
        self.token = token
        self.sender = sender
        self.timeout = timeout
        self.transport = transport

    async def send(self, to: str, text: str, reference: str) -> str | None:
        headers = {"Idempotency-Key": reference}
        if self.token:
            headers["Authorization"] = f"Bearer {self.token}"
        body = {"to": to, "from": self.sender, "text": text, "reference": reference}
        async with httpx.AsyncClient(timeout=self.timeout, transport=self.transport) as client:
            response = await client.post(self.url, json=body, headers=headers)
        if not response.is_success:
            raise SmsSendError(
                f"SMS gateway answered {response.status_code}: {response.text[:200]}"
            )
        try:
            data = response.json()
        except ValueError:
            return None
        if isinstance(data, dict):
            found = data.get("id") or data.get("message_id")
            return str(found)[:200] if found is not None else None
        return None


def provider_for(settings: Settings) -> SmsProvider:
    if settings.sms_provider == "http":
        return HttpSmsProvider(
            settings.sms_http_url,
            settings.sms_http_token,
            settings.sms_sender,
            settings.sms_timeout_seconds,
        )
    return LogSmsProvider(include_text=settings.is_sandbox)
