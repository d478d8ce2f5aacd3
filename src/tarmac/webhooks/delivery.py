"""One POST of a webhook (spec 02 §6.1): the signature, the headers, the URL rules, and what
the receiver's answer means for the delivery. No database here: ``service`` records what
an attempt returns."""

import asyncio
import hashlib
import hmac
import ipaddress
import secrets
import socket
import time
import uuid
from dataclasses import dataclass
from datetime import datetime
from urllib.parse import urlsplit, urlunsplit

import httpx

from tarmac.core import retry
from tarmac.webhooks.errors import UrlNotAllowed

USER_AGENT = "Service-Webhooks/1.0"
SECRET_LENGTH = 48
ERROR_LENGTH = 500
EXCERPT_LENGTH = 200  # of a failed answer's body, in the attempt's error
# the most of a receiver's answer read (the rest is never read: the connection is closed),
# so a receiver answering gigabytes costs the sender 64 KiB (docs/decisions/webhooks.md)
ANSWER_CAP = 64 * 1024
# how far a receiver lets X-Service-Timestamp be from its clock (spec 02 §6.1)
REPLAY_WINDOW_SECONDS = 300

DELIVERED, RETRY, DEAD_LETTER = "delivered", "retry", "dead_letter"
JSON_CONTENT = "application/json"


def new_secret() -> str:
    """48 URL-safe characters (288 random bits)."""
    return secrets.token_urlsafe(36)


def signature(secret: str, timestamp: int, event_id: uuid.UUID, body: bytes) -> str:
    signed = f"{timestamp}.{event_id}.".encode() + body
    return "sha256=" + hmac.new(secret.encode(), signed, hashlib.sha256).hexdigest()


def headers(
    *,
    secret: str,
    event_type: str,
    event_id: uuid.UUID,
    attempt_id: uuid.UUID,
    body: bytes,
    content_type: str = JSON_CONTENT,
) -> dict[str, str]:
    # Unix seconds of the real time of sending, not the sandbox's test clock: the receiver
    # checks it against its own clock (replay window of 300 s)
    timestamp = int(time.time())
    return {
        "Content-Type": content_type,
        "User-Agent": USER_AGENT,
        "X-Service-Event": event_type,
        "X-Service-Event-Id": str(event_id),
        "X-Service-Timestamp": str(timestamp),
        "X-Service-Signature": signature(secret, timestamp, event_id, body),
        "X-Service-Delivery-Id": str(attempt_id),
    }


def result_of(status_code: int | None) -> str:
    """The retry schedule's reading of an answer (``core.retry``): what it refuses (the
    spec's 400, 401, 403, 404, 410, 422, the other 4xx, redirects) a dead letter at once."""
    found = retry.result_of(status_code)
    return DEAD_LETTER if found == retry.REFUSED else found


# --- URLs ------------------------------------------------------------------------------------


# IPv6 prefixes whose last 32 bits are an IPv4 address a translator or the stack reaches:
# NAT64's well-known prefix (RFC 6052), SIIT's IPv4-translated (RFC 2765), the deprecated
# IPv4-compatible (RFC 4291); IPv4-mapped, 6to4 and Teredo are decoded by ``ipaddress``
EMBEDDING = tuple(
    ipaddress.IPv6Network(prefix) for prefix in ("64:ff9b::/96", "::ffff:0:0:0/96", "::/96")
)
LOCAL_NAT64 = ipaddress.IPv6Network("64:ff9b:1::/48")  # RFC 8215: a network's own translator


def _reached(
    ip: ipaddress.IPv4Address | ipaddress.IPv6Address,
) -> list[ipaddress.IPv4Address | ipaddress.IPv6Address]:
    """``ip`` and every IPv4 address it embeds (and so reaches through a translator)."""
    if not isinstance(ip, ipaddress.IPv6Address):
        return [ip]
    found: list[ipaddress.IPv4Address | ipaddress.IPv6Address] = [ip]
    if ip.ipv4_mapped is not None:
        found.append(ip.ipv4_mapped)
    if ip.sixtofour is not None:
        found.append(ip.sixtofour)
    if ip.teredo is not None:
        found.extend(ip.teredo)
    if any(ip in network for network in EMBEDDING):
        found.append(ipaddress.IPv4Address(int(ip) & 0xFFFFFFFF))
    return found


def _forbidden_address(address: str) -> bool:
    """Loopback, private, link-local, reserved or multicast, directly or embedded in an IPv6
    address (``[64:ff9b::7f00:1]`` is NAT64's 127.0.0.1)."""
    ip = ipaddress.ip_address(address.split("%", 1)[0])
    if ip in LOCAL_NAT64:
        return True
    return any(not each.is_global or each.is_multicast for each in _reached(ip))


async def check_url(url: str, *, live: bool) -> str | None:
    """http or https with a host; in live mode https only, and every address the host
    resolves to public (no loopback, private, link-local or reserved one). Called when a
    subscription is saved and again before each delivery in live mode (DNS rebinding).
    In live mode, the address checked: the delivery connects to it (``pinned``), so the
    name cannot resolve elsewhere between the check and the connection."""
    try:
        parts = urlsplit(url)
        host = parts.hostname
        port = parts.port
    except ValueError as exc:
        raise UrlNotAllowed("The webhook URL is not a valid URL") from exc
    if parts.scheme not in ("http", "https") or not host:
        raise UrlNotAllowed("The webhook URL must be an http or https URL with a host")
    if not live:
        return None
    if parts.scheme != "https":
        raise UrlNotAllowed("In live mode the webhook URL must be https")
    try:
        infos = await asyncio.get_running_loop().getaddrinfo(
            host, port or 443, type=socket.SOCK_STREAM
        )
    except (OSError, UnicodeError) as exc:
        raise UrlNotAllowed(f"The webhook host {host!r} does not resolve") from exc
    if not infos or any(_forbidden_address(str(info[4][0])) for info in infos):
        raise UrlNotAllowed(
            f"The webhook host {host!r} resolves to a loopback, private or link-local address"
        )
    return str(infos[0][4][0])


def pinned(url: str, address: str | None) -> tuple[str, dict[str, str], dict[str, str]]:
    """The request to ``url`` sent to ``address`` (the one checked): the URL with the
    address for its host, the ``Host`` header and the TLS server name (SNI, and the name
    the certificate is verified against) of the original host. Unchanged without one."""
    if address is None:
        return url, {}, {}
    parts = urlsplit(url)
    host = parts.hostname or ""
    literal = f"[{address}]" if ":" in address else address
    netloc = literal if parts.port is None else f"{literal}:{parts.port}"
    if parts.username or parts.password:
        netloc = parts.netloc.rsplit("@", 1)[0] + "@" + netloc
    host_header = host if parts.port is None else f"{host}:{parts.port}"
    return (
        urlunsplit(parts._replace(netloc=netloc)),
        {"Host": host_header},
        {"sni_hostname": host},
    )


# --- one attempt -----------------------------------------------------------------------------


@dataclass(frozen=True)
class Target:
    """What an attempt needs of its delivery and subscription."""

    delivery_id: uuid.UUID
    subscription_id: uuid.UUID
    url: str
    secret: str
    timeout_seconds: int
    event_id: uuid.UUID
    event_type: str
    body: bytes
    # the body's type: JSON, or XML for an NDC subscription (``webhooks.formats``)
    content_type: str = JSON_CONTENT


@dataclass(frozen=True)
class Outcome:
    attempt_id: uuid.UUID
    attempted_at: datetime
    status_code: int | None
    duration_ms: int
    error: str | None
    result: str


async def attempt(target: Target, *, live: bool, now: datetime) -> Outcome:
    """POST the delivery once; what came of it. Never raises for the receiver's faults.

    The subscription's ``timeout_seconds`` bounds the whole attempt (resolving the host,
    connecting, sending, the answer's head and the part of its body read), not each read:
    a receiver dripping a byte a second cannot hold it past that, so the attempt ends (a
    timeout, retried on the schedule) long before the worker's lease lapses. Of the answer
    at most ``ANSWER_CAP`` bytes are read; the connection is then closed."""
    attempt_id = uuid.uuid4()
    started = time.monotonic()
    status_code = None
    error = None

    def outcome(result: str) -> Outcome:
        duration = int((time.monotonic() - started) * 1000)
        short = error[:ERROR_LENGTH] if error else None
        return Outcome(attempt_id, now, status_code, duration, short, result)

    try:
        async with asyncio.timeout(target.timeout_seconds):
            try:
                address = await check_url(target.url, live=live)
            except UrlNotAllowed as exc:
                error = str(exc.detail)
                return outcome(DEAD_LETTER)
            sent = headers(
                secret=target.secret,
                event_type=target.event_type,
                event_id=target.event_id,
                attempt_id=attempt_id,
                body=target.body,
                content_type=target.content_type,
            )
            url, host, extensions = pinned(target.url, address)
            async with (
                httpx.AsyncClient(
                    timeout=target.timeout_seconds, follow_redirects=False, trust_env=False
                ) as client,
                client.stream(
                    "POST",
                    url,
                    content=target.body,
                    headers={**sent, "Accept-Encoding": "identity", **host},
                    extensions=extensions,
                ) as response,
            ):
                answer = await retry.capped_answer(response, ANSWER_CAP)
            status_code = response.status_code
    except (TimeoutError, httpx.TimeoutException):
        error = f"Timed out: no whole answer within {target.timeout_seconds} s"
    except httpx.HTTPError as exc:
        error = f"{type(exc).__name__}: {exc}" if str(exc) else type(exc).__name__
    else:
        if result_of(status_code) != DELIVERED:
            text = answer[: EXCERPT_LENGTH * 4].decode(errors="replace")[:EXCERPT_LENGTH]
            error = f"HTTP {status_code}: {text}"
    return outcome(result_of(status_code))
