"""One POST of a passenger list to its destination, and what the authority's answer means
for it (``core.retry``: the webhooks' schedule and reading). No database here: ``service``
claims the messages due and records what each attempt returned."""

import asyncio
import time
import uuid
from dataclasses import dataclass
from datetime import datetime

import httpx

from tarmac.core import retry

USER_AGENT = "Tarmac-APIS/1.0"
CONTENT_TYPE = "application/EDIFACT"  # RFC 1767
ANSWER_CAP = 4 * 1024  # of the authority's answer: only its excerpt is kept
EXCERPT_LENGTH = 200
ERROR_LENGTH = 500


@dataclass(frozen=True)
class Target:
    message_id: uuid.UUID
    url: str
    auth_header: tuple[str, str] | None
    timeout_seconds: int
    reference: str
    body: bytes


@dataclass(frozen=True)
class Outcome:
    attempted_at: datetime
    status_code: int | None
    duration_ms: int
    error: str | None
    result: str  # core.retry's: delivered, retry or refused


def headers(target: Target) -> dict[str, str]:
    sent = {
        "Content-Type": CONTENT_TYPE,
        "User-Agent": USER_AGENT,
        "X-APIS-Interchange-Reference": target.reference,
        "Accept-Encoding": "identity",
    }
    if target.auth_header is not None:
        name, value = target.auth_header
        sent[name] = value
    return sent


async def attempt(target: Target, *, now: datetime) -> Outcome:
    """POST the message once; what came of it. Never raises for the receiver's faults: the
    destination's ``timeout_seconds`` bounds the whole attempt, redirects are not followed."""
    started = time.monotonic()
    status_code = None
    error = None
    text = b""
    try:
        async with (
            asyncio.timeout(target.timeout_seconds),
            httpx.AsyncClient(
                timeout=target.timeout_seconds, follow_redirects=False, trust_env=False
            ) as client,
            client.stream(
                "POST", target.url, content=target.body, headers=headers(target)
            ) as answer,
        ):
            text = await retry.capped_answer(answer, ANSWER_CAP)
            status_code = answer.status_code
    except (TimeoutError, httpx.TimeoutException):
        error = f"Timed out: no whole answer within {target.timeout_seconds} s"
    except (httpx.HTTPError, httpx.InvalidURL) as exc:
        error = f"{type(exc).__name__}: {exc}" if str(exc) else type(exc).__name__
    result = retry.result_of(status_code)
    if status_code is not None and result != retry.DELIVERED:
        error = f"HTTP {status_code}: " + text.decode(errors="replace")[:EXCERPT_LENGTH]
    duration = int((time.monotonic() - started) * 1000)
    return Outcome(now, status_code, duration, error[:ERROR_LENGTH] if error else None, result)
