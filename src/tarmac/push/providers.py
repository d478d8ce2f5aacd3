"""Push providers (``TARMAC_PUSH_PROVIDER``): an interface and its implementations.

``sandbox`` (the default in sandbox mode): nothing leaves the machine; every push is
accepted and kept in ``push_messages``, which the back office lists per push token
(``GET /api/v1/admin/push-messages?push_token=...``).

``fcm``: Firebase Cloud Messaging's HTTP v1 API. The service account's key signs a JWT
(RS256) that its token URI exchanges for an OAuth access token (google-auth does both and
says when the token needs renewing); the token is kept per service account for the process
and used until it expires. Each push is one
``POST {api_base}/v1/projects/{project}/messages:send`` with the v1 message
``{message: {token, notification: {title, body}, data, android, apns}}``. FCM's answers:

- 200: sent (its ``name`` is the provider's message id);
- 404, or an error whose ``details[].errorCode`` is ``UNREGISTERED``: the token is no longer
  valid; the caller deactivates the device;
- 400 (``INVALID_ARGUMENT``), 403 (``SENDER_ID_MISMATCH``): refused for good, not retried;
- 401: the access token was refused: it is dropped (the next attempt signs a new one) and the
  push retried; 429, 5xx, a timeout or a connection error: retried (after ``Retry-After``
  when FCM sends one).

``none``: pushes are not sent at all (kept as ``failed`` with that reason), for a deployment
without a push service.
"""

import asyncio
import json
import uuid
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Literal, Protocol

import httpx
import structlog
from google.auth.transport import requests as google_requests
from google.oauth2 import service_account

from tarmac.config import Settings

log = structlog.get_logger("tarmac.push")

FCM_SCOPE = "https://www.googleapis.com/auth/firebase.messaging"
Outcome = Literal["sent", "unregistered", "rejected", "retry"]


@dataclass(frozen=True)
class Note:
    """What one device is sent. ``data`` values are strings (FCM refuses anything else)."""

    token: str
    platform: str
    type: str
    title: str
    body: str
    data: dict[str, str]
    # urgent pushes (a delay, a gate, boarding) wake the device at once
    urgent: bool = False
    # a later push with the same key replaces an earlier one not yet shown
    collapse_key: str | None = None


@dataclass(frozen=True)
class Result:
    outcome: Outcome
    message_id: str | None = None
    answer: dict[str, Any] | None = None
    error: str | None = None
    retry_after: float | None = None


class PushProvider(Protocol):
    name: str

    async def send(self, note: Note) -> Result:
        """Deliver ``note``; any exception is a failed attempt, retried."""
        ...


class SandboxProvider:
    name = "sandbox"

    async def send(self, note: Note) -> Result:
        message_id = f"sandbox-{uuid.uuid4()}"
        return Result("sent", message_id=message_id, answer={"name": message_id})


class NoProvider:
    name = "none"

    async def send(self, note: Note) -> Result:
        return Result("rejected", error="No push provider is configured (TARMAC_PUSH_PROVIDER)")


class _TimedRequest(google_requests.Request):
    """google-auth's transport with this deployment's timeout on the token request."""

    def __init__(self, timeout: float) -> None:
        super().__init__()
        self.timeout = timeout

    def __call__(self, url, method="GET", body=None, headers=None, timeout=None, **kwargs):
        return super().__call__(url, method, body, headers, timeout=self.timeout, **kwargs)


# one access token per service account and token URI, shared by the process's sends
_credentials: dict[tuple[str, str], service_account.Credentials] = {}


class FcmProvider:
    name = "fcm"

    def __init__(
        self,
        service_account_info: dict[str, Any],
        *,
        project_id: str = "",
        api_base: str = "https://fcm.googleapis.com",
        token_uri: str = "",
        timeout: float = 10.0,
    ) -> None:
        info = dict(service_account_info)
        if token_uri:
            info["token_uri"] = token_uri
        self.project_id = project_id or info.get("project_id", "")
        if not self.project_id:
            raise ValueError("The FCM project id is neither configured nor in the service account")
        self.key = (info["client_email"], info["token_uri"])
        if self.key not in _credentials:
            _credentials[self.key] = service_account.Credentials.from_service_account_info(
                info, scopes=[FCM_SCOPE]
            )
        self.credentials = _credentials[self.key]
        self.url = f"{api_base.rstrip('/')}/v1/projects/{self.project_id}/messages:send"
        self.timeout = timeout

    async def access_token(self) -> str:
        # google-auth's ``valid`` is false once the token is within its refresh margin of
        # expiry; two workers refreshing at once each get a valid token
        if not self.credentials.valid:
            await asyncio.to_thread(self.credentials.refresh, _TimedRequest(self.timeout))
        return self.credentials.token

    def message(self, note: Note) -> dict[str, Any]:
        android: dict[str, Any] = {"priority": "high" if note.urgent else "normal"}
        apns_headers = {"apns-priority": "10" if note.urgent else "5"}
        if note.collapse_key:
            android["collapse_key"] = note.collapse_key
            apns_headers["apns-collapse-id"] = note.collapse_key[:64]
        return {
            "message": {
                "token": note.token,
                "notification": {"title": note.title, "body": note.body},
                "data": note.data,
                "android": android,
                "apns": {"headers": apns_headers, "payload": {"aps": {"sound": "default"}}},
            }
        }

    async def send(self, note: Note) -> Result:
        token = await self.access_token()
        try:
            async with httpx.AsyncClient(timeout=self.timeout) as client:
                response = await client.post(
                    self.url,
                    json=self.message(note),
                    headers={"Authorization": f"Bearer {token}"},
                )
        except httpx.HTTPError as exc:
            return Result("retry", error=f"{type(exc).__name__}: {exc}")
        answer = {"status_code": response.status_code, "body": _json_or_text(response)}
        if response.is_success:
            name = answer["body"].get("name") if isinstance(answer["body"], dict) else None
            return Result("sent", message_id=name, answer=answer)
        error = f"FCM answered {response.status_code} {_error_code(answer['body']) or ''}".strip()
        if response.status_code == 404 or _error_code(answer["body"]) == "UNREGISTERED":
            return Result("unregistered", answer=answer, error=error)
        if response.status_code == 401:
            self.credentials.token = None  # refused: the next attempt asks for a new one
            return Result("retry", answer=answer, error=error)
        if response.status_code in (429, 500, 502, 503, 504):
            return Result("retry", answer=answer, error=error, retry_after=_retry_after(response))
        return Result("rejected", answer=answer, error=error)


def _json_or_text(response: httpx.Response) -> Any:
    try:
        return response.json()
    except ValueError:
        return response.text[:2000]


def _error_code(body: Any) -> str | None:
    """FCM's ``errorCode`` from ``error.details[]``, else the error's ``status``."""
    if not isinstance(body, dict) or not isinstance(body.get("error"), dict):
        return None
    error = body["error"]
    for detail in error.get("details") or []:
        if isinstance(detail, dict) and detail.get("errorCode"):
            return str(detail["errorCode"])
    return str(error["status"]) if error.get("status") else None


def _retry_after(response: httpx.Response) -> float | None:
    try:
        return float(response.headers["Retry-After"])
    except (KeyError, ValueError):
        return None


def service_account_info(settings: Settings) -> dict[str, Any]:
    if settings.fcm_service_account_json:
        return json.loads(settings.fcm_service_account_json)
    assert settings.fcm_service_account_file is not None
    return json.loads(Path(settings.fcm_service_account_file).read_text())


def provider_for(settings: Settings) -> PushProvider:
    chosen = settings.resolved_push_provider
    if chosen == "sandbox":
        return SandboxProvider()
    if chosen == "fcm":
        return FcmProvider(
            service_account_info(settings),
            project_id=settings.fcm_project_id,
            api_base=settings.fcm_api_base,
            token_uri=settings.fcm_token_uri,
            timeout=settings.push_timeout_seconds,
        )
    return NoProvider()
